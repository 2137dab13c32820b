//! The logic behind `tertius` subcommands, so that `main.rs` only parses arguments and
//! dispatches: one module per command family.

pub mod arbiter;
pub mod keys;
pub mod ledger;
pub mod mate;
pub mod perft;
