//! The bounds on what a client may send, checked before anything else reads the request.
//!
//! Every string and repeated field of the API has a maximum, listed in README ("Bounds"). Over
//! it is `INVALID_ARGUMENT` with a `BadRequest` naming the field and the bound; nothing is
//! logged, stored or echoed at length. Error messages quote at most [`excerpt`] of any input.

use tonic::Status;

use super::error::invalid_argument;
use super::pb;

/// Game ids: what tournament software files rulings under.
pub const MAX_GAME_ID: usize = 128;
/// Request ids (idempotency keys).
pub const MAX_REQUEST_ID: usize = 128;
/// Law code ids.
pub const MAX_CODE_ID: usize = 64;
/// Game options: how many, and each key and value.
pub const MAX_OPTIONS: usize = 16;
pub const MAX_OPTION_KEY: usize = 64;
pub const MAX_OPTION_VALUE: usize = 256;
/// A FEN: the longest legal one is under 100 bytes.
pub const MAX_FEN: usize = 128;
/// A PGN record's text (its tags are bounded by the PGN reader: `arbiter::pgn`).
pub const MAX_PGN: usize = 1 << 20;
/// The short strings inside events and odds (squares, UCI moves).
pub const MAX_TOKEN: usize = 8;
/// Page tokens this server issues are far shorter.
pub const MAX_PAGE_TOKEN: usize = 64;

/// How much of an input an error message quotes.
const EXCERPT_CHARS: usize = 32;

/// At most the first few characters of an input, with control characters escaped, for quoting
/// in an error message; a longer input is cut and its length said.
pub fn excerpt(text: &str) -> String {
    let mut out: String = text
        .chars()
        .take(EXCERPT_CHARS)
        .flat_map(char::escape_debug)
        .collect();
    let chars = text.chars().count();
    if chars > EXCERPT_CHARS {
        out.push_str(&format!("… ({} bytes)", text.len()));
    }
    out
}

/// A string no longer than `max` bytes and free of control characters.
fn text(field: &str, value: &str, max: usize) -> Result<(), Status> {
    if value.len() > max {
        return Err(invalid_argument(
            field,
            format!("at most {max} bytes; this one has {}", value.len()),
        ));
    }
    if let Some((at, c)) = value.char_indices().find(|(_, c)| c.is_control()) {
        return Err(invalid_argument(
            field,
            format!(
                "control character {} at byte {at}: not allowed here",
                c.escape_debug()
            ),
        ));
    }
    Ok(())
}

pub fn game_id(field: &str, value: &str) -> Result<(), Status> {
    text(field, value, MAX_GAME_ID)
}

pub fn request_id(value: &str) -> Result<(), Status> {
    text("request_id", value, MAX_REQUEST_ID)
}

pub fn page_token(value: &str) -> Result<(), Status> {
    text("page_token", value, MAX_PAGE_TOKEN)
}

/// The bounds on a record, before it is converted or replayed. `max_events` is the server's
/// configured cap.
pub fn record(record: &pb::GameRecord, max_events: usize) -> Result<(), Status> {
    game_id("record.game_id", &record.game_id)?;
    text("record.code_id", &record.code_id, MAX_CODE_ID)?;
    match &record.record {
        Some(pb::game_record::Record::Pgn(pgn)) => {
            if pgn.len() > MAX_PGN {
                return Err(invalid_argument(
                    "record.pgn",
                    format!("at most {MAX_PGN} bytes of PGN; this one has {}", pgn.len()),
                ));
            }
            Ok(())
        }
        Some(pb::game_record::Record::Structured(s)) => structured(s, max_events),
        None => Ok(()),
    }
}

fn structured(record: &pb::StructuredRecord, max_events: usize) -> Result<(), Status> {
    if record.options.len() > MAX_OPTIONS {
        return Err(invalid_argument(
            "record.structured.options",
            format!("at most {MAX_OPTIONS} options"),
        ));
    }
    for (key, value) in &record.options {
        text("record.structured.options", key, MAX_OPTION_KEY)?;
        text(
            &format!("record.structured.options[{}]", excerpt(key)),
            value,
            MAX_OPTION_VALUE,
        )?;
    }
    match &record.setup {
        Some(pb::structured_record::Setup::Fen(fen)) => {
            text("record.structured.fen", fen, MAX_FEN)?
        }
        Some(pb::structured_record::Setup::Odds(odds)) => {
            text("record.structured.odds.square", &odds.square, MAX_TOKEN)?
        }
        None => {}
    }
    if record.events.len() > max_events {
        return Err(invalid_argument(
            "record.structured.events",
            format!("at most {max_events} events (the server's cap on a record)"),
        ));
    }
    for (i, event) in record.events.iter().enumerate() {
        use pb::event::Act;
        let (name, value) = match &event.act {
            Some(Act::Touch(t)) => ("touch.square", &t.square),
            Some(Act::Adjust(t)) => ("adjust.square", &t.square),
            Some(Act::Move(m)) => {
                text(
                    &format!("record.structured.events[{i}].move.rook_to"),
                    &m.rook_to,
                    MAX_TOKEN,
                )?;
                ("move.uci", &m.uci)
            }
            _ => continue,
        };
        text(
            &format!("record.structured.events[{i}].{name}"),
            value,
            MAX_TOKEN,
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_excerpt_is_short_and_plain() {
        assert_eq!(excerpt("london-1847"), "london-1847");
        let long = "x".repeat(20_000);
        let e = excerpt(&long);
        assert!(e.len() < 64, "{e}");
        assert!(e.ends_with("(20000 bytes)"), "{e}");
        assert_eq!(excerpt("a\u{1f}b\n"), "a\\u{1f}b\\n");
    }

    #[test]
    fn a_long_game_id_is_refused_by_its_bound() {
        let record = pb::GameRecord {
            game_id: "g".repeat(MAX_GAME_ID + 1),
            ..Default::default()
        };
        let status = super::record(&record, 10).unwrap_err();
        assert_eq!(status.code(), tonic::Code::InvalidArgument);
        assert!(status.message().contains("record.game_id"), "{status:?}");
        assert!(status.message().contains("at most 128 bytes"), "{status:?}");
    }
}
