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
    match r {
        Remedy::LeaveAsPlayed => "leave-as-played",
        Remedy::MoveCorrectly => "move-correctly",
        Remedy::ReplaceAndMoveKing => "replace-and-move-king",
        Remedy::ReplaceAndMoveLegally => "replace-and-move-legally",
        Remedy::MoveKing => "move-king",
        Remedy::MoveKingNoCastling => "move-king-no-castling",
        Remedy::MoveRook => "move-rook",
        Remedy::LetCastlingStand => "let-castling-stand",
        Remedy::CaptureWithLegalCapturer => "capture-with-legal-capturer",
        Remedy::MoveTouchedCapturer => "move-touched-capturer",
        Remedy::IgnoreUnannouncedCheck => "ignore-unannounced-check",
        Remedy::RetractBothLastMoves => "retract-both-last-moves",
        Remedy::CompelMoveTouchedMan => "compel-move-touched-man",
        Remedy::CompelCaptureOfTouchedMan => "compel-capture-of-touched-man",
        Remedy::RetractSecondMove => "retract-second-move",
        Remedy::KeepBothMoves => "keep-both-moves",
        Remedy::RetractMisledMove => "retract-misled-move",
    }
}

/// The remedy named `name`, as written in code files and PGN `[%elect …]` commands.
pub fn remedy_from_name(name: &str) -> Option<Remedy> {
    ALL_REMEDIES.into_iter().find(|r| remedy_name(*r) == name)
}

const ALL_REMEDIES: [Remedy; 17] = [
    Remedy::LeaveAsPlayed,
    Remedy::MoveCorrectly,
    Remedy::ReplaceAndMoveKing,
    Remedy::ReplaceAndMoveLegally,
    Remedy::MoveKing,
    Remedy::MoveKingNoCastling,
    Remedy::MoveRook,
    Remedy::LetCastlingStand,
    Remedy::CaptureWithLegalCapturer,
    Remedy::MoveTouchedCapturer,
    Remedy::IgnoreUnannouncedCheck,
    Remedy::RetractBothLastMoves,
    Remedy::CompelMoveTouchedMan,
    Remedy::CompelCaptureOfTouchedMan,
    Remedy::RetractSecondMove,
    Remedy::KeepBothMoves,
    Remedy::RetractMisledMove,
];

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
            json!({"odds": {"giver": color(o.giver), "kind": kind, "square": sq.map(square), "moves": n}})
        }
    };
    json!({
        "kind": "tertius.record",
        "v": RULING_ENCODING_VERSION,
        "game_id": record.game_id,
        "code": record.code,
        "options": record.options,
        "setup": setup,
        "events": record.events.iter().take(events).map(|e| json!({"by": color(e.by), "act": act(&e.act)})).collect::<Vec<_>>(),
    })
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
