//! Protobuf → domain for records and disputes: one conversion per message, each failure naming
//! the field (and the event index) it found wrong.

use std::collections::{BTreeMap, HashMap};

use tonic::Status;

use super::bounds::excerpt;
use super::error::{invalid_argument, invalid_argument_with_info};
use super::pb;
use crate::arbiter::{
    self, Act, Dispute, DisputeKind, Event, GameRecord, Odds, OddsKind, PgnErrorKind, RuleError,
    SetupSpec,
};
use crate::chess::{Color, Square};
use crate::law::Catalogue;
use crate::law::params::Remedy;

fn color(value: i32, field: &str) -> Result<Color, Status> {
    match pb::Color::try_from(value) {
        Ok(pb::Color::White) => Ok(Color::White),
        Ok(pb::Color::Black) => Ok(Color::Black),
        _ => Err(invalid_argument(
            field,
            "a colour is required: COLOR_WHITE or COLOR_BLACK",
        )),
    }
}

pub fn to_pb_color(c: Color) -> pb::Color {
    match c {
        Color::White => pb::Color::White,
        Color::Black => pb::Color::Black,
    }
}

fn square(text: &str, field: &str) -> Result<Square, Status> {
    text.parse().map_err(|_| {
        invalid_argument(
            field,
            format!("`{}` is not a square (a1…h8)", excerpt(text)),
        )
    })
}

fn optional_square(text: &str, field: &str) -> Result<Option<Square>, Status> {
    if text.is_empty() {
        Ok(None)
    } else {
        square(text, field).map(Some)
    }
}

/// The game a request carries, read once: from its PGN (the reader replays as it reads) or from
/// its structured form (replayed here), with the code it names resolved once. Every call works
/// on this one replay.
pub fn game<'c>(
    pb: &pb::GameRecord,
    catalogue: &'c Catalogue,
) -> Result<arbiter::Game<'c>, Status> {
    match &pb.record {
        None => Err(invalid_argument(
            "record.record",
            "a record is required: `pgn` or `structured`",
        )),
        Some(pb::game_record::Record::Pgn(pgn)) => pgn_game(pb, pgn, catalogue),
        Some(pb::game_record::Record::Structured(s)) => {
            let record = structured_record(pb, s, catalogue)?;
            arbiter::Game::replay(record, catalogue).map_err(rule_error)
        }
    }
}

/// A record the arbiter refused, as the client's error naming the field at fault.
pub fn rule_error(e: RuleError) -> Status {
    match e {
        RuleError::UnknownCode { .. } => invalid_argument("record.code_id", e.to_string()),
        RuleError::NoSuchEvent { .. } => invalid_argument("dispute.event_index", e.to_string()),
        RuleError::Replay(r) => invalid_argument(&replay_field(&r.field), r.to_string()),
    }
}

/// The request field a replay error is about. A PGN record that cannot be replayed is refused
/// while it is read, with its line and column, so what replay refuses is a structured record's;
/// its set-up is the `setup` oneof, whose members stand directly in `structured`.
fn replay_field(field: &str) -> String {
    match field.strip_prefix("setup") {
        Some("") => "record.structured.fen".to_owned(),
        Some(rest) => format!("record.structured{rest}"),
        None if field.starts_with("events") || field.starts_with("options") => {
            format!("record.structured.{field}")
        }
        None => field.to_owned(),
    }
}

fn pgn_game<'c>(
    pb: &pb::GameRecord,
    pgn: &str,
    catalogue: &'c Catalogue,
) -> Result<arbiter::Game<'c>, Status> {
    let code = (!pb.code_id.is_empty()).then_some(pb.code_id.as_str());
    let mut game = arbiter::parse_pgn_game(pgn, catalogue, code)
        .map_err(|e| pgn_error(&e))?
        .game;
    let record = &mut game.record;
    if !pb.game_id.is_empty() {
        record.game_id = pb.game_id.clone();
    }
    if record.game_id.is_empty() {
        return Err(invalid_argument(
            "record.game_id",
            "a game id is required (or a GameId tag)",
        ));
    }
    super::bounds::game_id("record.pgn (GameId tag)", &record.game_id)?;
    Ok(game)
}

fn structured_record(
    pb: &pb::GameRecord,
    s: &pb::StructuredRecord,
    catalogue: &Catalogue,
) -> Result<GameRecord, Status> {
    if pb.game_id.trim().is_empty() {
        return Err(invalid_argument("record.game_id", "a game id is required"));
    }
    if pb.code_id.is_empty() {
        return Err(invalid_argument(
            "record.code_id",
            "a law code id is required",
        ));
    }
    if catalogue.get(&pb.code_id).is_none() {
        return Err(invalid_argument(
            "record.code_id",
            format!(
                "no law code `{}`; known codes: {}",
                excerpt(&pb.code_id),
                catalogue.ids().join(", ")
            ),
        ));
    }
    let setup = match &s.setup {
        None => SetupSpec::Standard,
        Some(pb::structured_record::Setup::Fen(fen)) => SetupSpec::Fen(fen.clone()),
        Some(pb::structured_record::Setup::Odds(odds)) => SetupSpec::Odds(self::odds(odds)?),
    };
    let events = s
        .events
        .iter()
        .enumerate()
        .map(|(i, e)| event(e, i))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(GameRecord {
        game_id: pb.game_id.clone(),
        code: pb.code_id.clone(),
        options: s
            .options
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect::<BTreeMap<_, _>>(),
        setup,
        board_misoriented: s.board_misoriented,
        previous_game: s
            .previous_game
            .as_ref()
            .map(|p| {
                Ok::<_, Status>(arbiter::PreviousGame {
                    began: color(p.began, "record.structured.previous_game.began")?,
                    drawn: p.drawn,
                })
            })
            .transpose()?,
        events,
    })
}

/// A PGN error as `INVALID_ARGUMENT`: the field at fault (`record.code_id` where the code is
/// missing or contradicts the `Code` tag, else `record.pgn`), a description that says where in
/// the text, and an `ErrorInfo` whose metadata gives the same place for a program.
fn pgn_error(e: &arbiter::PgnError) -> Status {
    let field = match e.kind {
        PgnErrorKind::CodeMissing | PgnErrorKind::CodeConflict => "record.code_id",
        _ => "record.pgn",
    };
    let mut place = format!("line {}, column {} (game {}", e.line, e.column, e.game);
    let mut metadata = HashMap::from([
        ("line".to_owned(), e.line.to_string()),
        ("column".to_owned(), e.column.to_string()),
        ("game".to_owned(), e.game.to_string()),
        ("token".to_owned(), e.token.clone()),
    ]);
    if let Some(i) = e.event {
        place.push_str(&format!(", event {i}"));
        metadata.insert("event".to_owned(), i.to_string());
    }
    invalid_argument_with_info(
        field,
        format!("{place}): `{}`: {}", e.token, e.reason),
        e.kind.name(),
        metadata,
    )
}

fn odds(pb: &pb::Odds) -> Result<Odds, Status> {
    let giver = color(pb.giver, "record.structured.odds.giver")?;
    let sq = optional_square(&pb.square, "record.structured.odds.square")?;
    let kind = match pb::OddsKind::try_from(pb.kind) {
        Ok(pb::OddsKind::Pawn) => OddsKind::Pawn(sq),
        Ok(pb::OddsKind::PawnAndMoves) => {
            let n = u8::try_from(pb.moves)
                .ok()
                .filter(|n| (1..=8).contains(n))
                .ok_or_else(|| {
                    invalid_argument(
                        "record.structured.odds.moves",
                        "pawn and moves takes 1 to 8 moves",
                    )
                })?;
            OddsKind::PawnAndMoves(n)
        }
        Ok(pb::OddsKind::Knight) => OddsKind::Knight(sq),
        Ok(pb::OddsKind::Rook) => OddsKind::Rook(sq),
        Ok(pb::OddsKind::Queen) => OddsKind::Queen,
        _ => {
            return Err(invalid_argument(
                "record.structured.odds.kind",
                "the kind of odds is required",
            ));
        }
    };
    Ok(Odds {
        giver,
        kind,
        left_on_board: pb.left_on_board,
    })
}

fn event(pb: &pb::Event, i: usize) -> Result<Event, Status> {
    let at = |field: &str| format!("record.structured.events[{i}].{field}");
    let by = color(pb.by, &at("by"))?;
    use pb::event::Act as P;
    let act = match &pb.act {
        None => {
            return Err(invalid_argument(
                &at("act"),
                "an event needs an act (touch, move, …)",
            ));
        }
        Some(P::Touch(t)) => Act::Touch(square(&t.square, &at("touch.square"))?),
        Some(P::Adjust(t)) => Act::Adjust(square(&t.square, &at("adjust.square"))?),
        Some(P::Move(m)) => {
            let (from, to, promotion) = crate::chess::uci::from_to(&m.uci).map_err(|e| {
                invalid_argument(
                    &at("move.uci"),
                    format!("`{}` is not a move: {e}", excerpt(&m.uci)),
                )
            })?;
            let rook_to = optional_square(&m.rook_to, &at("move.rook_to"))?;
            Act::Move {
                from,
                to,
                promotion,
                rook_to,
            }
        }
        Some(P::AnnounceCheck(_)) => Act::AnnounceCheck,
        Some(P::FiftyMoveNotice(_)) => Act::FiftyMoveNotice,
        Some(P::Elect(e)) => Act::Elect(
            remedy(e.remedy)
                .ok_or_else(|| invalid_argument(&at("elect.remedy"), "a remedy is required"))?,
        ),
        Some(P::Resign(_)) => Act::Resign,
        Some(P::AgreeDraw(_)) => Act::AgreeDraw,
        Some(P::AgreeConditionalMate(_)) => Act::AgreeConditionalMate,
    };
    Ok(Event { by, act })
}

// The protobuf enums are named after the domain's kebab-case names (`REMEDY_MOVE_KING` for
// `move-king`), so the mapping is derived from the names rather than listed twice; the tests
// check that it is total both ways.
const REMEDY_PREFIX: &str = "REMEDY";
const KIND_PREFIX: &str = "DISPUTE_KIND";

fn remedy(value: i32) -> Option<Remedy> {
    let p = pb::Remedy::try_from(value).ok()?;
    Remedy::from_proto_name(REMEDY_PREFIX, p.as_str_name())
}

fn to_pb_remedy(r: Remedy) -> pb::Remedy {
    pb::Remedy::from_str_name(&r.proto_name(REMEDY_PREFIX)).unwrap_or(pb::Remedy::Unspecified)
}

/// The proto remedy for a remedy's canonical name.
pub fn pb_remedy(name: &str) -> pb::Remedy {
    arbiter::remedy_from_name(name).map_or(pb::Remedy::Unspecified, to_pb_remedy)
}

fn kind(p: pb::DisputeKind) -> Option<DisputeKind> {
    DisputeKind::from_proto_name(KIND_PREFIX, p.as_str_name())
}

fn to_pb_kind(k: DisputeKind) -> pb::DisputeKind {
    pb::DisputeKind::from_str_name(&k.proto_name(KIND_PREFIX))
        .unwrap_or(pb::DisputeKind::Unspecified)
}

/// The proto dispute kind for a kind's canonical name.
pub fn pb_dispute_kind(name: &str) -> pb::DisputeKind {
    DisputeKind::from_name(name).map_or(pb::DisputeKind::Unspecified, to_pb_kind)
}

pub fn dispute(pb: Option<&pb::Dispute>, game: &arbiter::Game<'_>) -> Result<Dispute, Status> {
    let pb = pb.ok_or_else(|| invalid_argument("dispute", "a dispute is required"))?;
    let kind = match pb::DisputeKind::try_from(pb.kind) {
        Ok(pb::DisputeKind::Unspecified) => {
            return Err(invalid_argument(
                "dispute.kind",
                "the kind of dispute is required",
            ));
        }
        Ok(p) => kind(p),
        Err(_) => None,
    }
    .ok_or_else(|| {
        Status::unimplemented(format!(
            "dispute kind {} is not adjudicated by this server",
            pb.kind
        ))
    })?;
    let claimant = color(pb.claimant, "dispute.claimant")?;
    let event = pb.event_index.map(|i| i as usize);
    let dispute = Dispute {
        kind,
        claimant,
        event,
    };
    game.check(&dispute).map_err(rule_error)?;
    Ok(dispute)
}

impl pb::GameRecord {
    /// A record given as the PGN of one game, filed under `game_id` (empty: the PGN's `GameId`
    /// tag).
    pub fn from_pgn(game_id: impl Into<String>, pgn: impl Into<String>) -> pb::GameRecord {
        pb::GameRecord {
            game_id: game_id.into(),
            code_id: String::new(),
            record: Some(pb::game_record::Record::Pgn(pgn.into())),
        }
    }

    /// A record that starts from a position in FEN, with no events yet.
    pub fn from_fen(
        game_id: impl Into<String>,
        code_id: impl Into<String>,
        fen: impl Into<String>,
    ) -> pb::GameRecord {
        pb::GameRecord {
            game_id: game_id.into(),
            code_id: code_id.into(),
            record: Some(pb::game_record::Record::Structured(pb::StructuredRecord {
                setup: Some(pb::structured_record::Setup::Fen(fen.into())),
                ..Default::default()
            })),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_remedy_and_kind_has_a_protobuf_value_and_back() {
        for r in Remedy::ALL {
            let p = to_pb_remedy(*r);
            assert_ne!(
                p,
                pb::Remedy::Unspecified,
                "{} has no protobuf value",
                r.name()
            );
            assert_eq!(remedy(p as i32), Some(*r));
        }
        for k in DisputeKind::ALL {
            let p = to_pb_kind(*k);
            assert_ne!(
                p,
                pb::DisputeKind::Unspecified,
                "{} has no protobuf value",
                k.name()
            );
            assert_eq!(kind(p), Some(*k));
        }
        for v in 1..200 {
            if let Ok(p) = pb::Remedy::try_from(v) {
                assert!(
                    remedy(v).is_some(),
                    "{} has no domain remedy",
                    p.as_str_name()
                );
            }
            if let Ok(p) = pb::DisputeKind::try_from(v) {
                assert!(kind(p).is_some(), "{} has no domain kind", p.as_str_name());
            }
        }
    }
}
