//! Physical placement of men, with no notion of legality: any number of
//! kings (including none), pawns on any rank, nine queens — whatever the
//! laws of the game let stand (laws.md §6).

use std::fmt;

use crate::chess::attacks;
use crate::chess::bitboard::Bitboard;
use crate::chess::square::{Color, File, Piece, Rank, Role, Square};

/// Men on the board, as one bitboard per role and per colour.
///
/// ```
/// use tertius::chess::board::Board;
/// let b = Board::standard();
/// assert_eq!(b.to_string(), "\
/// r n b q k b n r
/// p p p p p p p p
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// P P P P P P P P
/// R N B Q K B N R
/// ");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Board {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
}

impl Board {
    pub const fn empty() -> Board {
        Board {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
        }
    }

    pub const fn standard() -> Board {
        Board {
            by_role: [
                Bitboard(0x00ff_0000_0000_ff00),
                Bitboard(0x4200_0000_0000_0042),
                Bitboard(0x2400_0000_0000_0024),
                Bitboard(0x8100_0000_0000_0081),
                Bitboard(0x0800_0000_0000_0008),
                Bitboard(0x1000_0000_0000_0010),
            ],
            by_color: [Bitboard(0xffff), Bitboard(0xffff_0000_0000_0000)],
        }
    }

    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    #[inline(always)]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    #[inline(always)]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    #[inline(always)]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_role(piece.role) & self.by_color(piece.color)
    }

    #[inline(always)]
    pub fn pawns(&self) -> Bitboard {
        self.by_role[Role::Pawn.index()]
    }

    #[inline(always)]
    pub fn knights(&self) -> Bitboard {
        self.by_role[Role::Knight.index()]
    }

    #[inline(always)]
    pub fn bishops(&self) -> Bitboard {
        self.by_role[Role::Bishop.index()]
    }

    #[inline(always)]
    pub fn rooks(&self) -> Bitboard {
        self.by_role[Role::Rook.index()]
    }

    #[inline(always)]
    pub fn queens(&self) -> Bitboard {
        self.by_role[Role::Queen.index()]
    }

    #[inline(always)]
    pub fn kings(&self) -> Bitboard {
        self.by_role[Role::King.index()]
    }

    #[inline(always)]
    pub fn rooks_and_queens(&self) -> Bitboard {
        self.rooks() | self.queens()
    }

    #[inline(always)]
    pub fn bishops_and_queens(&self) -> Bitboard {
        self.bishops() | self.queens()
    }

    pub fn color_at(&self, sq: Square) -> Option<Color> {
        if self.by_color[0].contains(sq) {
            Some(Color::White)
        } else if self.by_color[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|&role| self.by_role[role.index()].contains(sq))
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Some(Piece::new(self.color_at(sq)?, self.role_at(sq)?))
    }

    /// Removes and returns whatever stands on `sq`.
    #[inline]
    pub fn remove(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.discard(sq, piece);
        Some(piece)
    }

    /// Puts `piece` on `sq`, returning the man it displaced.
    pub fn put(&mut self, sq: Square, piece: Piece) -> Option<Piece> {
        let old = self.remove(sq);
        self.set(sq, piece);
        old
    }

    /// Adds `piece` on `sq`, which the caller knows to be empty.
    #[inline(always)]
    pub(crate) fn set(&mut self, sq: Square, piece: Piece) {
        let bb = Bitboard::from_square(sq);
        self.by_role[piece.role.index()] |= bb;
        self.by_color[piece.color.index()] |= bb;
    }

    /// Removes `piece` from `sq`, where the caller knows it stands.
    #[inline(always)]
    pub(crate) fn discard(&mut self, sq: Square, piece: Piece) {
        let bb = !Bitboard::from_square(sq);
        self.by_role[piece.role.index()] &= bb;
        self.by_color[piece.color.index()] &= bb;
    }

    /// Men of `attacker` that attack `sq` given occupancy `occupied`.
    #[inline(always)]
    pub fn attackers_to(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        self.attackers_to_with(attacks::Magics, sq, attacker, occupied)
    }

    #[inline(always)]
    pub(crate) fn attackers_to_with<A: attacks::Sliders>(
        &self,
        sliders: A,
        sq: Square,
        attacker: Color,
        occupied: Bitboard,
    ) -> Bitboard {
        self.by_color(attacker)
            & ((sliders.rook(sq, occupied) & self.rooks_and_queens())
                | (sliders.bishop(sq, occupied) & self.bishops_and_queens())
                | (attacks::knight_attacks(sq) & self.knights())
                | (attacks::king_attacks(sq) & self.kings())
                | (attacks::pawn_attacks(attacker.other(), sq) & self.pawns()))
    }

    /// Squares attacked by any man of `attacker`.
    pub fn attacked_by(&self, attacker: Color) -> Bitboard {
        self.attacked_with(attacks::Magics, attacker, self.occupied())
    }

    /// Squares attacked by any man of `attacker`, his sliders seeing through whatever
    /// `occupied` leaves out (a king stepping away does not shield the squares behind him).
    /// One lookup per man (two per queen) and two shifts for all the pawns.
    #[inline(always)]
    pub(crate) fn attacked_with<A: attacks::Sliders>(
        &self,
        sliders: A,
        attacker: Color,
        occupied: Bitboard,
    ) -> Bitboard {
        let men = self.by_color(attacker);
        let pawns = (self.pawns() & men).0;
        let not_a = !Bitboard::from_file(File::A).0;
        let not_h = !Bitboard::from_file(File::H).0;
        let mut attacked = Bitboard(match attacker {
            Color::White => (pawns & not_a) << 7 | (pawns & not_h) << 9,
            Color::Black => (pawns & not_a) >> 9 | (pawns & not_h) >> 7,
        });
        for from in self.kings() & men {
            attacked |= attacks::king_attacks(from);
        }
        for from in self.knights() & men {
            attacked |= attacks::knight_attacks(from);
        }
        for from in self.bishops_and_queens() & men {
            attacked |= sliders.bishop(from, occupied);
        }
        for from in self.rooks_and_queens() & men {
            attacked |= sliders.rook(from, occupied);
        }
        attacked
    }

    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .filter_map(move |sq| self.piece_at(sq).map(|p| (sq, p)))
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            for file in 0..8 {
                let sq = Square::from_coords(
                    File::new(file).unwrap_or(File::A),
                    Rank::new(rank).unwrap_or(Rank::FIRST),
                );
                let c = self.piece_at(sq).map_or('.', Piece::char);
                write!(f, "{c}{}", if file < 7 { ' ' } else { '\n' })?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\n{self}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holds_any_placement() {
        let mut b = Board::empty();
        for sq in [Square::A1, Square::B1, Square::C1] {
            b.put(sq, Piece::new(Color::White, Role::King));
        }
        b.put(Square::E8, Piece::new(Color::White, Role::Pawn));
        assert_eq!(b.kings().count(), 3);
        assert_eq!(
            b.put(Square::A1, Piece::new(Color::Black, Role::Queen)),
            Some(Piece::new(Color::White, Role::King))
        );
        assert_eq!(b.kings().count(), 2);
        assert_eq!(
            b.remove(Square::E8),
            Some(Piece::new(Color::White, Role::Pawn))
        );
        assert_eq!(b.remove(Square::E8), None);
    }

    #[test]
    fn attackers() {
        let b = Board::standard();
        assert_eq!(
            b.attackers_to(Square::F3, Color::White, b.occupied())
                .count(),
            3
        );
        assert!(b.attacked_by(Color::Black).contains(Square::A6));
    }
}
