//! An unchecked position: what a FEN says, before anyone asks whether it
//! makes sense. See [`crate::chess::position::Position::from_setup`].

use crate::chess::bitboard::Bitboard;
use crate::chess::board::Board;
use crate::chess::square::{Color, Square};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    pub board: Board,
    pub turn: Color,
    /// Corners (a1, h1, a8, h8) whose castling right is still held; a corner
    /// without a rook is a phantom right (odds rook, laws.md §6 item 4).
    pub castling_rights: Bitboard,
    /// The square passed over by a double step, as written in the FEN.
    pub ep_square: Option<Square>,
    pub halfmoves: u32,
    pub fullmoves: u32,
}

impl Setup {
    pub const fn standard() -> Setup {
        Setup {
            board: Board::standard(),
            turn: Color::White,
            castling_rights: Bitboard::CORNERS,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    pub const fn empty() -> Setup {
        Setup {
            board: Board::empty(),
            turn: Color::White,
            castling_rights: Bitboard::EMPTY,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::standard()
    }
}
