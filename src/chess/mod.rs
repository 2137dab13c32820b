//! The chess core: placement, rules as data, legal moves, notation, perft.
//!
//! Pure: no I/O, no clock, no randomness, no threads.

pub mod attacks;
pub mod bitboard;
pub mod board;
pub mod fen;
pub mod movegen;
pub mod moves;
pub mod perft;
pub mod position;
pub mod rules;
pub mod san;
pub mod setup;
pub mod square;
pub mod uci;
pub mod zobrist;

pub use bitboard::Bitboard;
pub use board::Board;
pub use moves::{CastlingSide, Move, MoveKind};
pub use position::{Irregularity, Position, PositionError, PositionErrorKind};
pub use rules::{CastlingRules, MoveRules, RoleSet};
pub use setup::Setup;
pub use square::{Color, File, Piece, Rank, Role, Square};
