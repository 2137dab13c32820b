//! Where a position's value sits in its table: a dense index over the placements of one
//! material, reduced by the board's symmetries.
//!
//! The kings come first, as one of the pairs of squares that no symmetry maps to a smaller one
//! (462 pairs without pawns, where the board has eight symmetries; 2,048 with pawns, where it has
//! only the mirror between the a- and h-files); then each other man's square, 64 to a man; then
//! the side to move; then, where a double step may be taken en passant, whether it may be now.
//!
//! The map from positions to indices is a function ([`Layout::index_of`]), but not every index
//! is a position's canonical one: two men of the same kind in the other order, or a placement
//! that another symmetry maps lower. The generator marks such indices unused.

use crate::chess::bitboard::Bitboard;
use crate::chess::board::Board;
use crate::chess::square::{Color, Piece, Rank, Role, Square};
use crate::search::tables::material::Material;

/// Pairs of king squares without pawns: White's king in the triangle a1-d1-d4, and, where he
/// stands on the long diagonal, Black's king on or below it; the kings apart.
pub(crate) const PAWNLESS_KINGS: usize = 462;
/// With pawns: White's king on the a- to d-files, Black's anywhere.
pub(crate) const PAWN_KINGS: usize = 32 * 64;

const NONE: u16 = u16::MAX;

struct KingPairs {
    index: [[u16; 64]; 64],
    pairs: [(u8, u8); PAWNLESS_KINGS],
}

const fn adjacent_or_same(a: usize, b: usize) -> bool {
    let (ax, ay, bx, by) = (a % 8, a / 8, b % 8, b / 8);
    let dx = ax.abs_diff(bx);
    let dy = ay.abs_diff(by);
    dx <= 1 && dy <= 1
}

const fn pawnless_pairs() -> KingPairs {
    let mut index = [[NONE; 64]; 64];
    let mut pairs = [(0u8, 0u8); PAWNLESS_KINGS];
    let mut n = 0;
    let mut wk = 0;
    while wk < 64 {
        let (wx, wy) = (wk % 8, wk / 8);
        if wx < 4 && wy <= wx {
            let mut bk = 0;
            while bk < 64 {
                let (bx, by) = (bk % 8, bk / 8);
                let below = wx != wy || by <= bx;
                if below && !adjacent_or_same(wk, bk) {
                    index[wk][bk] = n as u16;
                    pairs[n] = (wk as u8, bk as u8);
                    n += 1;
                }
                bk += 1;
            }
        }
        wk += 1;
    }
    assert!(n == PAWNLESS_KINGS);
    KingPairs { index, pairs }
}

static PAWNLESS: KingPairs = pawnless_pairs();

/// One of the board's eight symmetries: bit 0 mirrors the files, bit 1 the ranks, bit 2 swaps
/// files and ranks (after the mirrors).
#[inline(always)]
fn transform(t: u8, sq: u8) -> u8 {
    let (mut x, mut y) = (sq & 7, sq >> 3);
    if t & 1 != 0 {
        x = 7 - x;
    }
    if t & 2 != 0 {
        y = 7 - y;
    }
    if t & 4 != 0 {
        std::mem::swap(&mut x, &mut y);
    }
    y * 8 + x
}

/// A placement as the index sees it: the side to move, whether a double step may be taken en
/// passant, and the squares of the men in index order (White's king, Black's king, the rest).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Placement {
    pub turn: Color,
    pub ep: bool,
    pub squares: [u8; MAX_MEN],
}

/// The most men a table may have.
pub const MAX_MEN: usize = 5;

/// The shape of one material's index.
#[derive(Clone, Debug)]
pub(crate) struct Layout {
    /// The men besides the kings, in index order.
    pub pieces: Vec<(Color, Role)>,
    pub men: usize,
    pub pawns: bool,
    /// Whether the index has an en passant dimension.
    pub ep: bool,
    kings: usize,
    pub size: usize,
}

impl Layout {
    /// `en_passant`: whether the rules allow it; the dimension is only there when both sides
    /// have pawns. `None` if the material is too large, or has a side with several pawns facing
    /// pawns (the en passant flag could not say which pawn just moved).
    pub fn new(material: Material, en_passant: bool) -> Option<Layout> {
        let men = material.men() as usize;
        if men > MAX_MEN {
            return None;
        }
        let pieces = material.pieces();
        let pawns = material.has_pawns();
        let ep = en_passant && material.both_have_pawns();
        if ep
            && (material.count(Color::White, Role::Pawn) > 1
                || material.count(Color::Black, Role::Pawn) > 1)
        {
            return None;
        }
        let kings = if pawns { PAWN_KINGS } else { PAWNLESS_KINGS };
        let size = kings * 64usize.pow(pieces.len() as u32) * 2 * if ep { 2 } else { 1 };
        Some(Layout {
            pieces,
            men,
            pawns,
            ep,
            kings,
            size,
        })
    }

    /// The placement stored at `index` (which may not be a canonical one).
    pub fn placement(&self, mut index: usize) -> Placement {
        let mut squares = [0u8; MAX_MEN];
        for i in (2..self.men).rev() {
            squares[i] = (index % 64) as u8;
            index /= 64;
        }
        let kk = index % self.kings;
        index /= self.kings;
        let turn = if index % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        index /= 2;
        let ep = index % 2 == 1;
        if self.pawns {
            squares[0] = ((kk / 64) / 4 * 8 + (kk / 64) % 4) as u8;
            squares[1] = (kk % 64) as u8;
        } else {
            let (wk, bk) = PAWNLESS.pairs[kk];
            squares[0] = wk;
            squares[1] = bk;
        }
        Placement { turn, ep, squares }
    }

    /// The canonical index of `p` (squares in index order, men of a kind in any order), or
    /// `None` if no symmetry brings the kings into the index (they stand together). Where
    /// several symmetries do (both kings on the long diagonal), the smallest index is taken, so
    /// that every image of a position has the same index.
    pub fn index(&self, p: &Placement) -> Option<usize> {
        let symmetries: u8 = if self.pawns { 2 } else { 8 };
        let (wk, bk) = (p.squares[0], p.squares[1]);
        let mut best = None;
        for t in 0..symmetries {
            let (w, b) = (transform(t, wk), transform(t, bk));
            let kk = if self.pawns {
                if w % 8 < 4 && !adjacent_or_same(usize::from(w), usize::from(b)) {
                    usize::from(w / 8 * 4 + w % 8) * 64 + usize::from(b)
                } else {
                    continue;
                }
            } else {
                match PAWNLESS.index[usize::from(w)][usize::from(b)] {
                    NONE => continue,
                    kk => usize::from(kk),
                }
            };
            let index = self.index_under(t, kk, p);
            if best.is_none_or(|b| index < b) {
                best = Some(index);
            }
        }
        best
    }

    fn index_under(&self, t: u8, kk: usize, p: &Placement) -> usize {
        let mut squares = [0u8; MAX_MEN];
        for (to, &from) in squares.iter_mut().zip(&p.squares).take(self.men).skip(2) {
            *to = transform(t, from);
        }
        // Men of one kind in ascending order of square.
        let mut i = 2;
        while i < self.men {
            let mut j = i + 1;
            while j < self.men && self.pieces[j - 2] == self.pieces[i - 2] {
                j += 1;
            }
            squares[i..j].sort_unstable();
            i = j;
        }
        let mut index = usize::from(p.ep);
        index = index * 2 + p.turn.index();
        index = index * self.kings + kk;
        for &sq in &squares[2..self.men] {
            index = index * 64 + usize::from(sq);
        }
        index
    }

    /// The placement of a board of this material (colours as they stand), with the en passant
    /// flag set if `ep` is given.
    pub fn placement_of(&self, board: &Board, turn: Color, ep: bool) -> Placement {
        let mut squares = [0u8; MAX_MEN];
        squares[0] = (board.kings() & board.by_color(Color::White)).lsb_u8();
        squares[1] = (board.kings() & board.by_color(Color::Black)).lsb_u8();
        let mut i = 2;
        while i < self.men {
            let (color, role) = self.pieces[i - 2];
            for sq in board.by_piece(Piece::new(color, role)) {
                if i < self.men {
                    squares[i] = sq.u8();
                    i += 1;
                }
            }
        }
        Placement { turn, ep, squares }
    }

    /// The board of a placement, or `None` if two men share a square.
    pub fn board(&self, p: &Placement) -> Option<Board> {
        let mut board = Board::empty();
        let mut occupied = Bitboard::EMPTY;
        for i in 0..self.men {
            let sq = Square::new(p.squares[i])?;
            if occupied.contains(sq) {
                return None;
            }
            occupied = occupied.with(sq);
            let (color, role) = match i {
                0 => (Color::White, Role::King),
                1 => (Color::Black, Role::King),
                _ => self.pieces[i - 2],
            };
            board.put(sq, Piece::new(color, role));
        }
        Some(board)
    }
}

/// The en passant square of a placement whose flag is set: behind the one pawn of the side not
/// to move, if it stands where a double step would have put it.
pub(crate) fn ep_square(board: &Board, turn: Color) -> Option<Square> {
    let pawn = (board.pawns() & board.by_color(!turn)).single()?;
    if pawn.rank() != Rank::FOURTH.relative(!turn) {
        return None;
    }
    pawn.offset(if turn == Color::White { 8 } else { -8 })
}

impl Bitboard {
    #[inline(always)]
    fn lsb_u8(self) -> u8 {
        self.0.trailing_zeros() as u8 & 63
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symmetries_are_a_group_of_eight() {
        for t in 0..8 {
            let image: std::collections::BTreeSet<u8> = (0..64).map(|s| transform(t, s)).collect();
            assert_eq!(image.len(), 64);
        }
        let corners: std::collections::BTreeSet<u8> = (0..8).map(|t| transform(t, 1)).collect();
        assert_eq!(corners.len(), 8, "b1 has eight images");
    }

    #[test]
    fn every_index_decodes_to_itself_or_is_not_canonical() {
        let m: Material = "KBNvK".parse().unwrap_or_else(|e| unreachable!("{e}"));
        let layout = Layout::new(m, true).unwrap_or_else(|| unreachable!());
        let mut canonical = 0;
        for i in 0..layout.size {
            let p = layout.placement(i);
            if let Some(j) = layout.index(&p) {
                let q = layout.placement(j);
                assert_eq!(layout.index(&q), Some(j));
                canonical += usize::from(i == j);
            }
        }
        assert!(
            canonical > layout.size / 2,
            "{canonical} of {}",
            layout.size
        );
    }

    /// Regression: with both kings on the long diagonal two symmetries bring the kings into the
    /// index, and the first one found gave a position and its mirror image different indices.
    #[test]
    fn every_image_of_a_position_has_one_index() {
        let m: Material = "KQvK".parse().unwrap_or_else(|e| unreachable!("{e}"));
        let layout = Layout::new(m, true).unwrap_or_else(|| unreachable!());
        for i in 0..layout.size {
            let p = layout.placement(i);
            let Some(j) = layout.index(&p) else { continue };
            for t in 0..8 {
                let mut q = p;
                for s in &mut q.squares[..layout.men] {
                    *s = transform(t, *s);
                }
                assert_eq!(layout.index(&q), Some(j), "{p:?} under {t}");
            }
        }
    }
}
