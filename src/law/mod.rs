//! The law codes as data.
//!
//! Each code is one TOML file under `src/law/codes/`: its articles verbatim, where the text comes
//! from, and (as the arbiter grows) the typed parameters each article sets. The files are embedded
//! in the binary at build time and validated when the catalogue is loaded, so a malformed code
//! stops the server at start rather than misleading a ruling later.
//!
//! This module is pure: no I/O, no clock.

mod code;
pub mod params;

pub use code::{Article, BOARD_RULES, Catalogue, LawCode, LoadError, Origin};
