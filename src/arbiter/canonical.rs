//! Canonical bytes: rulings and records as the ledger stores and digests them.
//!
//! JSON built by hand with an explicit kind and version, keys in a fixed (sorted) order, no
//! floats and no map whose order could vary, so the same ruling always has the same bytes.
//! Domain types derive no wire format; this module is the one place their encoding lives.

use serde_json::{Map, Value, json};
use sha2::{Digest, Sha256};

use crate::chess::{Color, Role, Square};
use crate::law::params::{Elector, Remedy};

use super::record::{Act, GameRecord, OddsKind, SetupSpec};
use super::ruling::{Decision, Dispute, DisputeKind, GameResult, RemedyOffer, Ruling};

/// Bumped whenever the encoding of a ruling or a record changes; old entries keep their bytes.
/// Records and dedup keys digest this version, so bumping it makes every question a new one.
pub const RULING_ENCODING_VERSION: u32 = 1;

/// The version of a ledger entry's envelope. Version 2 carries the record the decision was
/// given on (`record`), so that a ruling can be shown and re-derived from the ledger alone;
/// version 1 entries hold only its digest. The ruling and record inside keep their own version.
pub const ENTRY_VERSION: u32 = 2;

fn color(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn square(s: Square) -> String {
    s.to_string()
}

fn role(r: Role) -> String {
    r.char().to_string()
}

fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    bytes
        .iter()
        .flat_map(|b| [DIGITS[usize::from(b >> 4)], DIGITS[usize::from(b & 15)]])
        .map(char::from)
        .collect()
}

/// The remedy's kebab-case name, as in the code files.
pub fn remedy_name(r: Remedy) -> &'static str {
    r.name()
}

/// The remedy named `name`, as written in code files and PGN `[%elect …]` commands.
pub fn remedy_from_name(name: &str) -> Option<Remedy> {
    Remedy::from_name(name)
}

fn act(a: &Act) -> Value {
    match *a {
        Act::Touch(s) => json!({"touch": square(s)}),
        Act::Adjust(s) => json!({"adjust": square(s)}),
        Act::Move {
            from,
            to,
            promotion,
            rook_to,
        } => {
            let mut m = Map::new();
            m.insert("from".into(), square(from).into());
            m.insert("to".into(), square(to).into());
            if let Some(p) = promotion {
                m.insert("promotion".into(), role(p).into());
            }
            if let Some(r) = rook_to {
                m.insert("rook_to".into(), square(r).into());
            }
            json!({"move": Value::Object(m)})
        }
        Act::AnnounceCheck => json!("announce-check"),
        Act::FiftyMoveNotice => json!("fifty-move-notice"),
        Act::Elect(r) => json!({"elect": remedy_name(r)}),
        Act::Resign => json!("resign"),
        Act::AgreeDraw => json!("agree-draw"),
        Act::AgreeConditionalMate => json!("agree-conditional-mate"),
    }
}

/// An odds kind as the canonical record names it: the kind, the square given, the moves given.
fn odds_parts(kind: OddsKind) -> (&'static str, Option<Square>, Option<u8>) {
    match kind {
        OddsKind::Pawn(sq) => ("pawn", sq, None),
        OddsKind::PawnAndMoves(n) => ("pawn-and-moves", None, Some(n)),
        OddsKind::Knight(sq) => ("knight", sq, None),
        OddsKind::Rook(sq) => ("rook", sq, None),
        OddsKind::Queen => ("queen", None, None),
    }
}

fn record_value(record: &GameRecord, events: usize) -> Value {
    let setup = match &record.setup {
        SetupSpec::Standard => json!("standard"),
        SetupSpec::Fen(f) => json!({"fen": f}),
        SetupSpec::Odds(o) => {
            let (kind, sq, n) = odds_parts(o.kind);
            let mut odds = json!({"giver": color(o.giver), "kind": kind, "square": sq.map(square), "moves": n});
            // Only when set, so that every record logged before the field existed keeps its bytes.
            if o.left_on_board {
                odds["left_on_board"] = json!(true);
            }
            json!({ "odds": odds })
        }
    };
    let mut value = json!({
        "kind": "tertius.record",
        "v": RULING_ENCODING_VERSION,
        "game_id": record.game_id,
        "code": record.code,
        "options": record.options,
        "setup": setup,
        "events": record.events.iter().take(events).map(|e| json!({"by": color(e.by), "act": act(&e.act)})).collect::<Vec<_>>(),
    });
    // Only when set, so that every record logged before the field existed keeps its bytes.
    if record.board_misoriented {
        value["board_misoriented"] = json!(true);
    }
    if let Some(p) = record.previous_game {
        value["previous_game"] = json!({"began": color(p.began), "drawn": p.drawn});
    }
    value
}

/// SHA-256 of the record's canonical bytes (hex): what a ruling says it was given on.
pub fn record_digest(record: &GameRecord) -> String {
    prefix_digest(record, record.events.len())
}

/// The digest of the record cut after its first `events` events: a later record for the same
/// game must agree with an earlier ruling's history on this prefix.
pub fn prefix_digest(record: &GameRecord, events: usize) -> String {
    hex(&Sha256::digest(record_bytes(record, events)))
}

/// `record_value(record, events).to_string()`, written directly: the digest of every record a
/// question names is taken on every call, and building the JSON tree for it was a fifth of a
/// repeated Rule's CPU (issue #21). Keys in the order serde_json's map writes them (sorted);
/// a test holds the two to the same bytes on every case and on generated records.
fn record_bytes(record: &GameRecord, events: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(128 + 64 * events.min(record.events.len()));
    let s = |out: &mut Vec<u8>, text: &str| {
        // A string's JSON form; writing to a Vec cannot fail.
        let _ = serde_json::to_writer(&mut *out, text);
    };
    // A square, a colour, a role or a name of ours needs no escaping: quoted as it is, without
    // a String for it (a record's every event writes two or three).
    let plain = |out: &mut Vec<u8>, text: &[u8]| {
        out.push(b'"');
        out.extend_from_slice(text);
        out.push(b'"');
    };
    let sq = |out: &mut Vec<u8>, sq: Square| {
        plain(out, &[sq.file().char() as u8, sq.rank().char() as u8]);
    };
    out.push(b'{');
    if record.board_misoriented {
        out.extend_from_slice(b"\"board_misoriented\":true,");
    }
    out.extend_from_slice(b"\"code\":");
    s(&mut out, &record.code);
    out.extend_from_slice(b",\"events\":[");
    for (i, e) in record.events.iter().take(events).enumerate() {
        if i > 0 {
            out.push(b',');
        }
        out.extend_from_slice(b"{\"act\":");
        match e.act {
            Act::Touch(at) => {
                out.extend_from_slice(b"{\"touch\":");
                sq(&mut out, at);
                out.push(b'}');
            }
            Act::Adjust(at) => {
                out.extend_from_slice(b"{\"adjust\":");
                sq(&mut out, at);
                out.push(b'}');
            }
            Act::Move {
                from,
                to,
                promotion,
                rook_to,
            } => {
                out.extend_from_slice(b"{\"move\":{\"from\":");
                sq(&mut out, from);
                if let Some(p) = promotion {
                    out.extend_from_slice(b",\"promotion\":");
                    plain(&mut out, &[p.char() as u8]);
                }
                if let Some(r) = rook_to {
                    out.extend_from_slice(b",\"rook_to\":");
                    sq(&mut out, r);
                }
                out.extend_from_slice(b",\"to\":");
                sq(&mut out, to);
                out.extend_from_slice(b"}}");
            }
            Act::Elect(r) => {
                out.extend_from_slice(b"{\"elect\":");
                s(&mut out, remedy_name(r));
                out.push(b'}');
            }
            Act::AnnounceCheck => plain(&mut out, b"announce-check"),
            Act::FiftyMoveNotice => plain(&mut out, b"fifty-move-notice"),
            Act::Resign => plain(&mut out, b"resign"),
            Act::AgreeDraw => plain(&mut out, b"agree-draw"),
            Act::AgreeConditionalMate => plain(&mut out, b"agree-conditional-mate"),
        }
        out.extend_from_slice(b",\"by\":");
        plain(&mut out, color(e.by).as_bytes());
        out.push(b'}');
    }
    out.extend_from_slice(b"],\"game_id\":");
    s(&mut out, &record.game_id);
    out.extend_from_slice(b",\"kind\":\"tertius.record\",\"options\":{");
    for (i, (k, v)) in record.options.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        s(&mut out, k);
        out.push(b':');
        s(&mut out, v);
    }
    out.push(b'}');
    if let Some(p) = record.previous_game {
        out.extend_from_slice(b",\"previous_game\":{\"began\":");
        s(&mut out, color(p.began));
        out.extend_from_slice(if p.drawn {
            b",\"drawn\":true}"
        } else {
            b",\"drawn\":false}"
        });
    }
    out.extend_from_slice(b",\"setup\":");
    match &record.setup {
        SetupSpec::Standard => s(&mut out, "standard"),
        SetupSpec::Fen(f) => {
            out.extend_from_slice(b"{\"fen\":");
            s(&mut out, f);
            out.push(b'}');
        }
        SetupSpec::Odds(o) => {
            let (kind, sq, n) = odds_parts(o.kind);
            out.extend_from_slice(b"{\"odds\":{\"giver\":");
            s(&mut out, color(o.giver));
            out.extend_from_slice(b",\"kind\":");
            s(&mut out, kind);
            if o.left_on_board {
                out.extend_from_slice(b",\"left_on_board\":true");
            }
            out.extend_from_slice(b",\"moves\":");
            match n {
                Some(n) => out.extend_from_slice(n.to_string().as_bytes()),
                None => out.extend_from_slice(b"null"),
            }
            out.extend_from_slice(b",\"square\":");
            match sq {
                Some(sq) => s(&mut out, &square(sq)),
                None => out.extend_from_slice(b"null"),
            }
            out.extend_from_slice(b"}}");
        }
    }
    out.extend_from_slice(b",\"v\":");
    out.extend_from_slice(RULING_ENCODING_VERSION.to_string().as_bytes());
    out.push(b'}');
    out
}

/// The ruling's canonical value.
pub fn ruling_value(r: &Ruling) -> Value {
    json!({
        "kind": "tertius.ruling",
        "v": RULING_ENCODING_VERSION,
        "game_id": r.game_id,
        "code": r.code,
        "code_digest": r.code_digest,
        "dispute": {
            "kind": r.dispute.kind.name(),
            "claimant": color(r.dispute.claimant),
            "event": r.dispute.event,
        },
        "decision": r.decision.name(),
        "reasoning": r.reasoning,
        "remedies": r.remedies.iter().map(|o| json!({
            "remedy": remedy_name(o.remedy),
            "obligation": o.obligation,
            "position": o.position,
            "moves": o.moves,
            "enforceable": o.enforceable,
        })).collect::<Vec<_>>(),
        "elector": r.elector.map(|(c, e)| json!({
            "player": color(c),
            "as": match e { Elector::Aggrieved => "aggrieved", Elector::Offender => "offender" },
        })),
        "result": r.result.map(|res| match res {
            GameResult::Win(c) => json!({"winner": color(c)}),
            GameResult::Draw => json!("draw"),
        }),
        "citations": r.citations.iter().map(|c| json!({
            "article": c.article,
            "text": c.text,
            "gloss": c.gloss,
            "by_analogy": c.by_analogy,
        })).collect::<Vec<_>>(),
    })
}

/// The ruling's canonical bytes.
pub fn ruling_bytes(r: &Ruling) -> Vec<u8> {
    ruling_value(r).to_string().into_bytes()
}

/// The ledger entry for a ruling: the ruling with what it was given on, which server gave it and
/// when the request arrived. Time and version arrive as data; this module reads no clock.
pub fn entry_bytes(
    ruling: &Ruling,
    record: &GameRecord,
    server_version: &str,
    received_at_ms: i64,
) -> Vec<u8> {
    write_entry(ruling, record, server_version, received_at_ms).0
}

/// A ruling's ledger entry as [`entry_bytes`] writes it, with what [`decode_entry`] reads those
/// bytes back as (the record left out: the caller has it), so a server can answer with a ruling
/// it has just logged without parsing its own bytes back (issue #21). tests/cases.rs holds the
/// two to each other on every case.
pub fn decision_entry(
    ruling: Ruling,
    record: &GameRecord,
    server_version: &str,
    received_at_ms: i64,
) -> (Vec<u8>, LoggedEntry) {
    let (bytes, record_digest) = write_entry(&ruling, record, server_version, received_at_ms);
    let logged = LoggedEntry {
        game_id: record.game_id.clone(),
        record_digest,
        record_events: record.events.len(),
        record: None,
        server_version: server_version.to_owned(),
        received_at_ms,
        decision: LoggedDecision::Ruling(ruling),
    };
    (bytes, logged)
}

/// The entry's bytes and the record's digest in them.
fn write_entry(
    ruling: &Ruling,
    record: &GameRecord,
    server_version: &str,
    received_at_ms: i64,
) -> (Vec<u8>, String) {
    // As the JSON object of these keys would be written (serde_json's map sorts them; a test
    // holds the two to the same bytes), with the record's bytes made once for the record and
    // its digest: building the tree took a fifth of a new game's ruling (issue #21).
    let record_bytes = record_bytes(record, record.events.len());
    let ruling = ruling_value(ruling).to_string();
    let mut out = Vec::with_capacity(256 + record_bytes.len() + ruling.len());
    let s = |out: &mut Vec<u8>, text: &str| {
        // A string's JSON form; writing to a Vec cannot fail.
        let _ = serde_json::to_writer(&mut *out, text);
    };
    out.extend_from_slice(b"{\"game_id\":");
    s(&mut out, &record.game_id);
    out.extend_from_slice(b",\"kind\":\"tertius.decision\",\"received_at_ms\":");
    out.extend_from_slice(received_at_ms.to_string().as_bytes());
    out.extend_from_slice(b",\"record\":");
    out.extend_from_slice(&record_bytes);
    out.extend_from_slice(b",\"record_digest\":");
    let record_digest = hex(&Sha256::digest(&record_bytes));
    s(&mut out, &record_digest);
    out.extend_from_slice(b",\"record_events\":");
    out.extend_from_slice(record.events.len().to_string().as_bytes());
    out.extend_from_slice(b",\"ruling\":");
    out.extend_from_slice(ruling.as_bytes());
    out.extend_from_slice(b",\"server_version\":");
    s(&mut out, server_version);
    out.extend_from_slice(b",\"v\":");
    out.extend_from_slice(ENTRY_VERSION.to_string().as_bytes());
    out.push(b'}');
    (out, record_digest)
}

/// What [`entry_bytes`] writes, as the JSON tree it stands for: the reference the direct
/// writer is held to.
#[cfg(test)]
fn entry_value(
    ruling: &Ruling,
    record: &GameRecord,
    server_version: &str,
    received_at_ms: i64,
) -> Value {
    json!({
        "kind": "tertius.decision",
        "v": ENTRY_VERSION,
        "game_id": record.game_id,
        "record": record_value(record, record.events.len()),
        "record_digest": record_digest(record),
        "record_events": record.events.len(),
        "ruling": ruling_value(ruling),
        "server_version": server_version,
        "received_at_ms": received_at_ms,
    })
}

/// The ledger's deduplication key for a dispute: the same game, the same record and the same
/// dispute always get the same key, so the ruling is given once and returned thereafter.
pub fn dedup_key(record: &GameRecord, dispute: &Dispute) -> [u8; 32] {
    let mut hasher = Sha256::new();
    hasher.update(b"tertius.dedup.v1\0");
    hasher.update(record.game_id.as_bytes());
    hasher.update(b"\0");
    hasher.update(record_digest(record).as_bytes());
    hasher.update(b"\0");
    let dispute = json!({
        "kind": dispute.kind.name(),
        "claimant": color(dispute.claimant),
        "event": dispute.event,
    });
    hasher.update(dispute.to_string().as_bytes());
    hasher.finalize().into()
}

/// A proved answer of the mate prover, as the ledger logs it when it decides a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MateFinding {
    /// The claim asked about: mate within this many moves.
    pub asked: u32,
    /// `Some(n)`: a forced mate in `n` (the shortest), with its line; `None`: no mate within
    /// `asked` (proved).
    pub mate_in: Option<u32>,
    /// The main line in UCI and in SAN; empty without a mate.
    pub line: Vec<String>,
    pub line_san: Vec<String>,
    /// No mate exists within this many moves (proved).
    pub no_mate_within: u32,
    /// Search nodes the proof took.
    pub nodes: u64,
}

/// The ledger entry for a mate verdict: like a ruling's, the finding with the record it was
/// given on, the code (and its digest), the server and the time of the request.
pub fn verdict_entry_bytes(
    finding: &MateFinding,
    record: &GameRecord,
    code_digest: &str,
    server_version: &str,
    received_at_ms: i64,
) -> Vec<u8> {
    json!({
        "kind": "tertius.mate-verdict",
        "v": ENTRY_VERSION,
        "game_id": record.game_id,
        "record": record_value(record, record.events.len()),
        "record_digest": record_digest(record),
        "record_events": record.events.len(),
        "verdict": {
            "code": record.code,
            "code_digest": code_digest,
            "asked": finding.asked,
            "verdict": if finding.mate_in.is_some() { "mate" } else { "no-mate" },
            "moves": finding.mate_in,
            "line": finding.line,
            "line_san": finding.line_san,
            "no_mate_within": finding.no_mate_within,
            "nodes": finding.nodes,
        },
        "server_version": server_version,
        "received_at_ms": received_at_ms,
    })
    .to_string()
    .into_bytes()
}

/// The deduplication key of a mate question: the same game, record and claimed length always
/// get the verdict first logged for them.
pub fn mate_dedup_key(record: &GameRecord, asked: u32) -> [u8; 32] {
    let mut hasher = Sha256::new();
    hasher.update(b"tertius.dedup.mate.v1\0");
    hasher.update(record.game_id.as_bytes());
    hasher.update(b"\0");
    hasher.update(record_digest(record).as_bytes());
    hasher.update(b"\0");
    hasher.update(asked.to_be_bytes());
    hasher.finalize().into()
}

/// The finding a verdict entry's `verdict` holds, every field required.
fn finding_from_value(v: &Value) -> Result<MateFinding, DecodeError> {
    let small = |key: &str| {
        u32::try_from(u64_field(v, key)?)
            .map_err(|_| DecodeError(format!("`{key}` is out of range")))
    };
    Ok(MateFinding {
        asked: small("asked")?,
        mate_in: match field(v, "moves")? {
            Value::Null => None,
            _ => Some(small("moves")?),
        },
        line: strings_field(v, "line")?,
        line_san: strings_field(v, "line_san")?,
        no_mate_within: small("no_mate_within")?,
        nodes: u64_field(v, "nodes")?,
    })
}

/// A ledger entry read back as types: the one decoder of what [`entry_bytes`] and
/// [`verdict_entry_bytes`] write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoggedEntry {
    pub game_id: String,
    /// The digest of the record the decision was given on, and its length in events.
    pub record_digest: String,
    pub record_events: usize,
    /// The record itself, checked against its digest; `None` for entries logged before records
    /// were kept (envelope version 1).
    pub record: Option<GameRecord>,
    pub server_version: String,
    pub received_at_ms: i64,
    pub decision: LoggedDecision,
}

/// What a ledger entry decided.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoggedDecision {
    Ruling(Ruling),
    MateVerdict {
        finding: MateFinding,
        code: String,
        code_digest: String,
    },
}

/// Entry bytes that are not what this module writes: damage, or another program's entry.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct DecodeError(String);

fn field<'v>(v: &'v Value, key: &str) -> Result<&'v Value, DecodeError> {
    v.get(key).ok_or_else(|| DecodeError(format!("no `{key}`")))
}

fn str_field<'v>(v: &'v Value, key: &str) -> Result<&'v str, DecodeError> {
    field(v, key)?
        .as_str()
        .ok_or_else(|| DecodeError(format!("`{key}` is not a string")))
}

fn u64_field(v: &Value, key: &str) -> Result<u64, DecodeError> {
    field(v, key)?
        .as_u64()
        .ok_or_else(|| DecodeError(format!("`{key}` is not a whole number")))
}

fn bool_field(v: &Value, key: &str) -> Result<bool, DecodeError> {
    field(v, key)?
        .as_bool()
        .ok_or_else(|| DecodeError(format!("`{key}` is not true or false")))
}

fn array_field<'v>(v: &'v Value, key: &str) -> Result<&'v [Value], DecodeError> {
    field(v, key)?
        .as_array()
        .map(Vec::as_slice)
        .ok_or_else(|| DecodeError(format!("`{key}` is not a list")))
}

fn strings_field(v: &Value, key: &str) -> Result<Vec<String>, DecodeError> {
    array_field(v, key)?
        .iter()
        .map(|s| {
            s.as_str()
                .map(str::to_owned)
                .ok_or_else(|| DecodeError(format!("`{key}` holds a non-string")))
        })
        .collect()
}

fn color_from(v: &Value) -> Result<Color, DecodeError> {
    match v.as_str() {
        Some("white") => Ok(Color::White),
        Some("black") => Ok(Color::Black),
        _ => Err(DecodeError(format!("`{v}` is not a colour"))),
    }
}

fn square_from(v: &Value) -> Result<Square, DecodeError> {
    v.as_str()
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| DecodeError(format!("`{v}` is not a square")))
}

fn opt_square_from(v: Option<&Value>) -> Result<Option<Square>, DecodeError> {
    match v {
        None | Some(Value::Null) => Ok(None),
        Some(s) => square_from(s).map(Some),
    }
}

fn act_from(v: &Value) -> Result<Act, DecodeError> {
    if let Some(name) = v.as_str() {
        return match name {
            "announce-check" => Ok(Act::AnnounceCheck),
            "fifty-move-notice" => Ok(Act::FiftyMoveNotice),
            "resign" => Ok(Act::Resign),
            "agree-draw" => Ok(Act::AgreeDraw),
            "agree-conditional-mate" => Ok(Act::AgreeConditionalMate),
            other => Err(DecodeError(format!("unknown act `{other}`"))),
        };
    }
    let Some((key, arg)) = v.as_object().and_then(|o| o.iter().next()) else {
        return Err(DecodeError(format!("`{v}` is not an act")));
    };
    match key.as_str() {
        "touch" => Ok(Act::Touch(square_from(arg)?)),
        "adjust" => Ok(Act::Adjust(square_from(arg)?)),
        "elect" => arg
            .as_str()
            .and_then(remedy_from_name)
            .map(Act::Elect)
            .ok_or_else(|| DecodeError(format!("`{arg}` is not a remedy"))),
        "move" => Ok(Act::Move {
            from: square_from(field(arg, "from")?)?,
            to: square_from(field(arg, "to")?)?,
            promotion: match arg.get("promotion") {
                None => None,
                Some(p) => Some(
                    p.as_str()
                        .and_then(|p| p.chars().next())
                        .and_then(Role::from_char)
                        .ok_or_else(|| DecodeError(format!("`{p}` is not a piece")))?,
                ),
            },
            rook_to: opt_square_from(arg.get("rook_to"))?,
        }),
        other => Err(DecodeError(format!("unknown act `{other}`"))),
    }
}

fn setup_from(v: &Value) -> Result<SetupSpec, DecodeError> {
    if v == "standard" {
        return Ok(SetupSpec::Standard);
    }
    if let Some(fen) = v.get("fen") {
        return fen
            .as_str()
            .map(|f| SetupSpec::Fen(f.to_owned()))
            .ok_or_else(|| DecodeError("`fen` is not a string".into()));
    }
    let odds = field(v, "odds")?;
    let square = opt_square_from(odds.get("square"))?;
    let kind = match str_field(odds, "kind")? {
        "pawn" => OddsKind::Pawn(square),
        "pawn-and-moves" => OddsKind::PawnAndMoves(
            u8::try_from(u64_field(odds, "moves")?)
                .map_err(|_| DecodeError("`moves` is out of range".into()))?,
        ),
        "knight" => OddsKind::Knight(square),
        "rook" => OddsKind::Rook(square),
        "queen" => OddsKind::Queen,
        other => return Err(DecodeError(format!("unknown odds `{other}`"))),
    };
    Ok(SetupSpec::Odds(super::record::Odds {
        giver: color_from(field(odds, "giver")?)?,
        kind,
        left_on_board: odds.get("left_on_board").is_some_and(|b| b == true),
    }))
}

/// The record a record value holds: the inverse of the encoding its digest is taken of.
fn record_from_value(v: &Value) -> Result<GameRecord, DecodeError> {
    if v["kind"] != "tertius.record" || v["v"] != RULING_ENCODING_VERSION {
        return Err(DecodeError("not a record of this version".into()));
    }
    let options = field(v, "options")?
        .as_object()
        .ok_or_else(|| DecodeError("`options` is not a map".into()))?
        .iter()
        .map(|(k, o)| {
            o.as_str()
                .map(|o| (k.clone(), o.to_owned()))
                .ok_or_else(|| DecodeError(format!("option `{k}` is not a string")))
        })
        .collect::<Result<_, _>>()?;
    let events = array_field(v, "events")?
        .iter()
        .map(|e| {
            Ok(super::record::Event {
                by: color_from(field(e, "by")?)?,
                act: act_from(field(e, "act")?)?,
            })
        })
        .collect::<Result<_, DecodeError>>()?;
    let previous_game = match v.get("previous_game") {
        None => None,
        Some(p) => Some(super::record::PreviousGame {
            began: color_from(field(p, "began")?)?,
            drawn: bool_field(p, "drawn")?,
        }),
    };
    Ok(GameRecord {
        game_id: str_field(v, "game_id")?.to_owned(),
        code: str_field(v, "code")?.to_owned(),
        options,
        setup: setup_from(field(v, "setup")?)?,
        board_misoriented: v.get("board_misoriented").is_some_and(|b| b == true),
        previous_game,
        events,
    })
}

fn named<T>(key: &str, found: Option<T>) -> Result<T, DecodeError> {
    found.ok_or_else(|| DecodeError(format!("`{key}` names nothing known")))
}

fn ruling_from_value(r: &Value) -> Result<Ruling, DecodeError> {
    if r["kind"] != "tertius.ruling" || r["v"] != RULING_ENCODING_VERSION {
        return Err(DecodeError("not a ruling of this version".into()));
    }
    let dispute = field(r, "dispute")?;
    let decision = str_field(r, "decision")?;
    let remedies = array_field(r, "remedies")?
        .iter()
        .map(|o| {
            Ok(RemedyOffer {
                remedy: named("remedy", remedy_from_name(str_field(o, "remedy")?))?,
                obligation: str_field(o, "obligation")?.to_owned(),
                position: str_field(o, "position")?.to_owned(),
                moves: strings_field(o, "moves")?,
                enforceable: bool_field(o, "enforceable")?,
            })
        })
        .collect::<Result<_, DecodeError>>()?;
    let citations = array_field(r, "citations")?
        .iter()
        .map(|c| {
            Ok(super::reasons::Citation {
                article: str_field(c, "article")?.to_owned(),
                text: str_field(c, "text")?.to_owned(),
                gloss: match field(c, "gloss")? {
                    Value::Null => None,
                    g => Some(
                        g.as_str()
                            .ok_or_else(|| DecodeError("`gloss` is not a string".into()))?
                            .to_owned(),
                    ),
                },
                by_analogy: bool_field(c, "by_analogy")?,
            })
        })
        .collect::<Result<_, DecodeError>>()?;
    Ok(Ruling {
        game_id: str_field(r, "game_id")?.to_owned(),
        code: str_field(r, "code")?.to_owned(),
        code_digest: str_field(r, "code_digest")?.to_owned(),
        dispute: Dispute {
            kind: named(
                "dispute.kind",
                DisputeKind::from_name(str_field(dispute, "kind")?),
            )?,
            claimant: color_from(field(dispute, "claimant")?)?,
            event: match field(dispute, "event")? {
                Value::Null => None,
                e => Some(
                    e.as_u64()
                        .and_then(|e| usize::try_from(e).ok())
                        .ok_or_else(|| DecodeError("`dispute.event` is not an index".into()))?,
                ),
            },
        },
        decision: named(
            "decision",
            [
                Decision::Upheld,
                Decision::Dismissed,
                Decision::OutOfTime,
                Decision::NoLawProvides,
            ]
            .into_iter()
            .find(|d| d.name() == decision),
        )?,
        reasoning: strings_field(r, "reasoning")?,
        remedies,
        elector: match field(r, "elector")? {
            Value::Null => None,
            e => Some((
                color_from(field(e, "player")?)?,
                match str_field(e, "as")? {
                    "aggrieved" => Elector::Aggrieved,
                    "offender" => Elector::Offender,
                    other => return Err(DecodeError(format!("unknown elector `{other}`"))),
                },
            )),
        },
        result: match field(r, "result")? {
            Value::Null => None,
            v if v == "draw" => Some(GameResult::Draw),
            v => Some(GameResult::Win(color_from(field(v, "winner")?)?)),
        },
        citations,
    })
}

/// Reads a ledger entry back as types. A record an entry carries must match the digest the
/// entry states (the ruling says what it was given on; the record shown must be that one).
pub fn decode_entry(bytes: &[u8]) -> Result<LoggedEntry, DecodeError> {
    let value: Value =
        serde_json::from_slice(bytes).map_err(|e| DecodeError(format!("not JSON: {e}")))?;
    let version = u64_field(&value, "v")?;
    if version == 0 || version > u64::from(ENTRY_VERSION) {
        return Err(DecodeError(format!("unknown entry version {version}")));
    }
    let record_digest = str_field(&value, "record_digest")?.to_owned();
    let record_events = usize::try_from(u64_field(&value, "record_events")?)
        .map_err(|_| DecodeError("`record_events` is out of range".into()))?;
    let record = match value.get("record") {
        None => None,
        Some(r) => {
            let record = record_from_value(r)?;
            if record.events.len() != record_events || self::record_digest(&record) != record_digest
            {
                return Err(DecodeError(
                    "the record does not match the digest the entry states".into(),
                ));
            }
            Some(record)
        }
    };
    let decision = match str_field(&value, "kind")? {
        "tertius.decision" => LoggedDecision::Ruling(ruling_from_value(field(&value, "ruling")?)?),
        "tertius.mate-verdict" => {
            let v = field(&value, "verdict")?;
            LoggedDecision::MateVerdict {
                finding: finding_from_value(v)?,
                code: str_field(v, "code")?.to_owned(),
                code_digest: str_field(v, "code_digest")?.to_owned(),
            }
        }
        other => return Err(DecodeError(format!("unknown entry kind `{other}`"))),
    };
    Ok(LoggedEntry {
        game_id: str_field(&value, "game_id")?.to_owned(),
        record_digest,
        record_events,
        record,
        server_version: str_field(&value, "server_version")?.to_owned(),
        received_at_ms: field(&value, "received_at_ms")?
            .as_i64()
            .ok_or_else(|| DecodeError("`received_at_ms` is not a whole number".into()))?,
        decision,
    })
}

#[cfg(test)]
mod verdict_tests {
    use super::*;

    fn record() -> GameRecord {
        GameRecord {
            game_id: "g".into(),
            code: "london-1847".into(),
            options: Default::default(),
            setup: SetupSpec::Fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1".into()),
            board_misoriented: false,
            previous_game: None,
            events: Vec::new(),
        }
    }

    #[test]
    fn a_logged_verdict_reads_back_as_the_same_finding() {
        for finding in [
            MateFinding {
                asked: 3,
                mate_in: Some(1),
                line: vec!["a1a8".into()],
                line_san: vec!["Ra8#".into()],
                no_mate_within: 0,
                nodes: 12,
            },
            MateFinding {
                asked: 2,
                mate_in: None,
                line: Vec::new(),
                line_san: Vec::new(),
                no_mate_within: 2,
                nodes: 9000,
            },
        ] {
            let bytes = verdict_entry_bytes(&finding, &record(), "abc", "0.1.0", 5);
            let logged = decode_entry(&bytes).map(|e| e.decision);
            assert!(
                matches!(&logged, Ok(LoggedDecision::MateVerdict { finding: f, .. }) if *f == finding),
                "{logged:?}"
            );
        }
    }

    #[test]
    fn a_verdict_entry_keeps_its_record_and_one_that_does_not_match_its_digest_is_refused() {
        let finding = MateFinding {
            asked: 1,
            mate_in: Some(1),
            line: vec!["a1a8".into()],
            line_san: vec!["Ra8#".into()],
            no_mate_within: 0,
            nodes: 3,
        };
        let bytes = verdict_entry_bytes(&finding, &record(), "abc", "0.1.0", 5);
        let logged = decode_entry(&bytes).unwrap();
        assert_eq!(logged.record, Some(record()));
        assert_eq!(
            logged.decision,
            LoggedDecision::MateVerdict {
                finding,
                code: "london-1847".into(),
                code_digest: "abc".into()
            }
        );

        // Another record under the same digest: the entry no longer says what it was given on.
        let mut value: Value = serde_json::from_slice(&bytes).unwrap();
        value["record"]["setup"] = json!("standard");
        let err = decode_entry(value.to_string().as_bytes()).unwrap_err();
        assert!(err.to_string().contains("digest"), "{err}");

        // An entry of the first version holds only the digest: it reads, without a record.
        value.as_object_mut().unwrap().remove("record");
        value["v"] = json!(1);
        assert_eq!(
            decode_entry(value.to_string().as_bytes()).unwrap().record,
            None
        );

        value["v"] = json!(ENTRY_VERSION + 1);
        assert!(decode_entry(value.to_string().as_bytes()).is_err());
    }

    #[test]
    fn the_claimed_length_is_part_of_the_question() {
        assert_ne!(mate_dedup_key(&record(), 2), mate_dedup_key(&record(), 3));
        assert_eq!(mate_dedup_key(&record(), 2), mate_dedup_key(&record(), 2));
    }

    #[test]
    fn flags_added_later_appear_only_when_set_so_older_records_keep_their_bytes() {
        let plain = record();
        let value = record_value(&plain, plain.events.len());
        assert!(value.get("board_misoriented").is_none(), "{value}");
        let mut odds = record();
        odds.setup = SetupSpec::Odds(super::super::record::Odds {
            giver: Color::White,
            kind: OddsKind::Rook(None),
            left_on_board: false,
        });
        let value = record_value(&odds, 0);
        assert!(
            value["setup"]["odds"].get("left_on_board").is_none(),
            "{value}"
        );

        let mut flagged = odds.clone();
        flagged.board_misoriented = true;
        if let SetupSpec::Odds(o) = &mut flagged.setup {
            o.left_on_board = true;
        }
        let value = record_value(&flagged, 0);
        assert_eq!(value["board_misoriented"], true);
        assert_eq!(value["setup"]["odds"]["left_on_board"], true);
        assert_ne!(record_digest(&flagged), record_digest(&odds));
    }
}

#[cfg(test)]
mod record_bytes_tests {
    use super::*;
    use crate::arbiter::record::{Event, Odds, PreviousGame};
    use proptest::prelude::*;

    fn act_strategy() -> impl Strategy<Value = Act> {
        let sq = (0u8..64).prop_map(|i| Square::new(i).unwrap_or(Square::A1));
        prop_oneof![
            sq.clone().prop_map(Act::Touch),
            sq.clone().prop_map(Act::Adjust),
            (
                sq.clone(),
                sq.clone(),
                proptest::option::of(prop_oneof![Just(Role::Queen), Just(Role::Knight)]),
                proptest::option::of(sq),
            )
                .prop_map(|(from, to, promotion, rook_to)| Act::Move {
                    from,
                    to,
                    promotion,
                    rook_to,
                }),
            Just(Act::AnnounceCheck),
            Just(Act::FiftyMoveNotice),
            (0..Remedy::ALL.len()).prop_map(|i| Act::Elect(Remedy::ALL[i])),
            Just(Act::Resign),
            Just(Act::AgreeDraw),
            Just(Act::AgreeConditionalMate),
        ]
    }

    fn setup_strategy() -> impl Strategy<Value = SetupSpec> {
        let sq = proptest::option::of((0u8..64).prop_map(|i| Square::new(i).unwrap_or(Square::A1)));
        let kind = prop_oneof![
            sq.clone().prop_map(OddsKind::Pawn),
            (1u8..4).prop_map(OddsKind::PawnAndMoves),
            sq.clone().prop_map(OddsKind::Knight),
            sq.prop_map(OddsKind::Rook),
            Just(OddsKind::Queen),
        ];
        prop_oneof![
            Just(SetupSpec::Standard),
            "\\PC{0,40}".prop_map(SetupSpec::Fen),
            (any::<bool>(), kind, any::<bool>()).prop_map(|(white, kind, left_on_board)| {
                SetupSpec::Odds(Odds {
                    giver: if white { Color::White } else { Color::Black },
                    kind,
                    left_on_board,
                })
            }),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]
        #[test]
        fn the_direct_writer_writes_the_canonical_value_byte_for_byte(
            game_id in "\\PC{0,12}|[\"\\\\\u{1}-\u{1f}]{0,4}",
            code in "[a-z0-9-]{1,12}",
            options in proptest::collection::btree_map("[a-z\"]{1,6}", "\\PC{0,6}", 0..3),
            setup in setup_strategy(),
            misoriented in any::<bool>(),
            previous in proptest::option::of((any::<bool>(), any::<bool>())),
            acts in proptest::collection::vec((any::<bool>(), act_strategy()), 0..12),
            cut in 0usize..14,
        ) {
            let record = GameRecord {
                game_id,
                code,
                options,
                setup,
                board_misoriented: misoriented,
                previous_game: previous.map(|(w, drawn)| PreviousGame {
                    began: if w { Color::White } else { Color::Black },
                    drawn,
                }),
                events: acts
                    .into_iter()
                    .map(|(w, act)| Event { by: if w { Color::White } else { Color::Black }, act })
                    .collect(),
            };
            let events = cut.min(record.events.len());
            prop_assert_eq!(
                String::from_utf8(record_bytes(&record, events)).unwrap(),
                record_value(&record, events).to_string()
            );
        }

        #[test]
        fn the_entry_writer_writes_the_entry_value_byte_for_byte(
            game_id in "\\PC{0,12}|[\"\\\\\u{1}-\u{1f}]{0,4}",
            server_version in "\\PC{0,10}",
            received_at_ms in any::<i64>(),
            acts in proptest::collection::vec((any::<bool>(), act_strategy()), 0..6),
        ) {
            let (mut record, ruling) = ruled();
            record.game_id = game_id;
            record.events.extend(
                acts.into_iter()
                    .map(|(w, act)| Event { by: if w { Color::White } else { Color::Black }, act }),
            );
            prop_assert_eq!(
                String::from_utf8(entry_bytes(&ruling, &record, &server_version, received_at_ms))
                    .unwrap(),
                entry_value(&ruling, &record, &server_version, received_at_ms).to_string()
            );
        }
    }

    /// A real ruling, with quoted articles, remedies and an elector, on its record.
    fn ruled() -> (GameRecord, Ruling) {
        use crate::arbiter::{Dispute, DisputeKind, parse_pgn, rule};
        let catalogue = crate::law::Catalogue::embedded().unwrap();
        let record = parse_pgn(
            "[Code \"london-1847\"]\n1. e4 e5 2. {[%move f1h3]}",
            &catalogue,
        )
        .unwrap();
        let dispute = Dispute {
            kind: DisputeKind::FalseMove,
            claimant: Color::Black,
            event: None,
        };
        let ruling = rule(&record, &dispute, &catalogue).unwrap();
        (record, ruling)
    }
}
