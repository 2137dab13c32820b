//! Tertius: the third person whose decision is final.
//!
//! A chess arbitration service. Tournament software sends a game's events and a dispute; the
//! arbiter replays the game under the law code the players chose, rules, and cites the articles
//! it ruled by; every decision is logged durably before it is answered.
//!
//! # Architecture
//!
//! A pure core with I/O at the edges. Arrows point one way:
//!
//! ```text
//!   grpc ──▶ arbiter ──▶ law
//!    │         │
//!    │         └──────▶ search ──▶ chess
//!    └──▶ render ──▶ arbiter      (cli, too: the ruling page)
//!   ledger (stores opaque bytes; knows nothing of chess)
//!   main: wires config, telemetry, ledger, grpc
//! ```
//!
//! Invariants, enforced by `tests/architecture.rs`:
//!
//! - `chess`, `search`, `law`, `arbiter` and `render` never import an I/O or edge crate (tokio, sqlx,
//!   tonic, prost, tracing, opentelemetry, tower), never read a clock and never draw a random
//!   number: time arrives as data.
//! - Only `grpc` knows protobuf; only `ledger` knows SQL.
//! - A law code is a data file under `src/law/codes/`; nothing branches on a code's id.

#![cfg_attr(not(test), warn(clippy::unwrap_used, clippy::expect_used))]

#[macro_use]
mod names;

pub mod arbiter;
pub mod cancel;
pub mod chess;
pub mod cli;
pub mod config;
pub mod grpc;
pub mod law;
pub mod ledger;
pub mod render;
pub mod search;
pub mod telemetry;

/// The server's version, as recorded with every decision it logs.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
