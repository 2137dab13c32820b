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
use super::ruling::{GameResult, Ruling};

/// Bumped whenever the encoding changes; old entries keep their bytes.
pub const RULING_ENCODING_VERSION: u32 = 1;

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
    bytes.iter().map(|b| format!("{b:02x}")).collect()
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

fn record_value(record: &GameRecord, events: usize) -> Value {
    let setup = match &record.setup {
        SetupSpec::Standard => json!("standard"),
        SetupSpec::Fen(f) => json!({"fen": f}),
        SetupSpec::Odds(o) => {
            let (kind, sq, n) = match o.kind {
                OddsKind::Pawn(s) => ("pawn", s, None),
                OddsKind::PawnAndMoves(n) => ("pawn-and-moves", None, Some(n)),
                OddsKind::Knight(s) => ("knight", s, None),
                OddsKind::Rook(s) => ("rook", s, None),
                OddsKind::Queen => ("queen", None, None),
            };
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
    let bytes = record_value(record, events).to_string();
    hex(&Sha256::digest(bytes.as_bytes()))
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
    json!({
        "kind": "tertius.decision",
        "v": RULING_ENCODING_VERSION,
        "game_id": record.game_id,
        "record_digest": record_digest(record),
        "record_events": record.events.len(),
        "ruling": ruling_value(ruling),
        "server_version": server_version,
        "received_at_ms": received_at_ms,
    })
    .to_string()
    .into_bytes()
}

/// The ledger's deduplication key for a dispute: the same game, the same record and the same
/// dispute always get the same key, so the ruling is given once and returned thereafter.
pub fn dedup_key(record: &GameRecord, dispute: &super::ruling::Dispute) -> [u8; 32] {
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
        "v": RULING_ENCODING_VERSION,
        "game_id": record.game_id,
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

/// The finding an entry's bytes hold, if they hold a mate verdict.
pub fn finding_from_entry(bytes: &[u8]) -> Option<MateFinding> {
    let value: Value = serde_json::from_slice(bytes).ok()?;
    if value["kind"] != "tertius.mate-verdict" {
        return None;
    }
    let v = &value["verdict"];
    let strings = |x: &Value| -> Option<Vec<String>> {
        x.as_array()?
            .iter()
            .map(|s| s.as_str().map(str::to_owned))
            .collect()
    };
    Some(MateFinding {
        asked: u32::try_from(v["asked"].as_u64()?).ok()?,
        mate_in: match &v["moves"] {
            Value::Null => None,
            n => Some(u32::try_from(n.as_u64()?).ok()?),
        },
        line: strings(&v["line"])?,
        line_san: strings(&v["line_san"])?,
        no_mate_within: u32::try_from(v["no_mate_within"].as_u64()?).ok()?,
        nodes: v["nodes"].as_u64()?,
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
            assert_eq!(finding_from_entry(&bytes), Some(finding));
        }
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
