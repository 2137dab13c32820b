//! The arbiter: replays a game's events under the law code the players chose, and rules on a
//! dispute, citing the articles it ruled by.
//!
//! Pure: no I/O, no clock, no randomness. The code's parameters are read through
//! [`reasons::Reasons`], which records every article read, so a ruling's citations are collected
//! by the engine as it decides, never written by hand. Nothing here branches on a code's id.

mod audit;
mod canonical;
mod disputes;
mod endgame;
mod export;
mod game;
mod history;
mod judge;
mod mate;
mod pgn;
mod reasons;
mod record;
mod remedies;
mod replay;
mod ruling;

pub use audit::{Rederived, rederive};
pub use canonical::{
    DecodeError, ENTRY_VERSION, LoggedDecision, LoggedEntry, MateFinding, RULING_ENCODING_VERSION,
    decision_entry, decode_entry, dedup_key, entry_bytes, mate_dedup_key, prefix_digest,
    record_digest, remedy_from_name, remedy_name, ruling_bytes, ruling_value, verdict_entry_bytes,
};
pub use disputes::{RuleError, rule};
pub use endgame::{Endgames, fifty_move_verdict};
pub use export::{ExportError, ExportedGame, export_game};
pub use game::Game;
pub use history::{HistoryConflict, check_against, on_history};
pub use mate::{Unproved, mate_question_fault};
pub use pgn::{
    Annotation, PgnError, PgnErrorKind, PgnGame, Remark, parse_pgn, parse_pgn_game,
    parse_pgn_games, write_pgn,
};
pub use reasons::Citation;
pub use record::{Act, Event, GameRecord, Odds, OddsKind, PreviousGame, SetupSpec};
pub use replay::{Claimable, GameState, Ply, PlyKind, ReplayError, Replayer, replay};
pub use replay::{color_name, move_rules, outcome_rules};
pub use ruling::{Decision, Dispute, DisputeKind, GameResult, RemedyOffer, Ruling};
