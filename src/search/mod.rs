//! The mate prover: "mate in N, here is the line and it holds against every defence", "no mate
//! in N (proved)", or "undecided within the budget" — never "probably".
//!
//! Pure: no I/O, no clock, no threads. Wall time is the caller's business: it flips the
//! [`Cancel`](crate::cancel::Cancel) it passed in, and the prover stops within a fraction of a
//! millisecond.
//!
//! - [`mate`]: the exact AND/OR search, iterative deepening on the mate length, the verdict;
//!   at each depth a proof-number search (`mate/dfpn.rs`) first tries for a quick proof.
//! - [`tt`]: the transposition table (mate-distance bounds keyed with the rule context).
//! - [`line`]: the re-play that every mate passes before it is reported.
//! - [`tables`]: endgame tables, built by retrograde analysis under each code's rules.

pub mod line;
pub mod mate;
pub mod tables;
mod tt;

pub use mate::{
    Finish, MAX_MOVES, OutcomeRules, Prover, StalemateScore, UndecidedReason, Verdict, prove_mate,
};
