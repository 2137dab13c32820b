//! The move type: everything needed to describe a move and to undo it.

use crate::chess::square::{Color, Role, Square};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CastlingSide {
    /// Towards the h-file.
    King,
    /// Towards the a-file.
    Queen,
}

impl CastlingSide {
    pub const ALL: [CastlingSide; 2] = [CastlingSide::King, CastlingSide::Queen];

    /// The corner of the castling rook on `color`'s side.
    pub const fn rook_corner(self, color: Color) -> Square {
        let sq = match self {
            CastlingSide::King => Square::H1,
            CastlingSide::Queen => Square::A1,
        };
        relative(sq, color)
    }

    /// Where the king goes in standard castling.
    pub const fn king_to(self, color: Color) -> Square {
        let sq = match self {
            CastlingSide::King => Square::G1,
            CastlingSide::Queen => Square::C1,
        };
        relative(sq, color)
    }

    /// Where the rook goes in standard castling.
    pub const fn rook_to(self, color: Color) -> Square {
        let sq = match self {
            CastlingSide::King => Square::F1,
            CastlingSide::Queen => Square::D1,
        };
        relative(sq, color)
    }
}

/// The king's home square: castling is only ever from here (laws.md §6 item 6,
/// FIDE A.5.1.2 default: a misplaced king does not castle).
pub const fn king_home(color: Color) -> Square {
    relative(Square::E1, color)
}

const fn relative(sq: Square, color: Color) -> Square {
    match color {
        Color::White => sq,
        Color::Black => sq.flip_vertical(),
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    Normal,
    /// A pawn's two-square first step.
    DoubleStep,
    /// `to` is the empty square passed over; the captured pawn stands beside `from`.
    EnPassant,
    /// The king goes `from` → `king_to` (also `Move::to`). `rook_from` is
    /// `None` for a phantom odds rook (only the king moves), in which case
    /// `rook_to` is where the rook would have gone.
    Castle {
        side: CastlingSide,
        king_to: Square,
        rook_from: Option<Square>,
        rook_to: Square,
    },
}

/// A move, `Copy` and ten bytes: carries the captured role so a move can be
/// undone and described without looking at the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub role: Role,
    pub capture: Option<Role>,
    pub promotion: Option<Role>,
    pub kind: MoveKind,
}

impl Move {
    pub fn is_castle(&self) -> bool {
        matches!(self.kind, MoveKind::Castle { .. })
    }

    pub fn is_en_passant(&self) -> bool {
        matches!(self.kind, MoveKind::EnPassant)
    }

    pub fn is_capture(&self) -> bool {
        self.capture.is_some()
    }

    /// Whether this move resets the halfmove clock (pawn move or capture).
    pub fn is_zeroing(&self) -> bool {
        self.role == Role::Pawn || self.capture.is_some()
    }

    /// The square of the captured man (differs from `to` for en passant).
    pub fn capture_square(&self) -> Option<Square> {
        self.capture?;
        if self.is_en_passant() {
            Square::from_coords(self.to.file(), self.from.rank()).into()
        } else {
            Some(self.to)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_is_small() {
        assert!(std::mem::size_of::<Move>() <= 12);
    }

    #[test]
    fn corners() {
        assert_eq!(CastlingSide::King.rook_corner(Color::Black), Square::H8);
        assert_eq!(CastlingSide::Queen.king_to(Color::Black), Square::C8);
        assert_eq!(king_home(Color::Black), Square::E8);
    }
}
