//! Zobrist keys: fixed constants from a `const fn` SplitMix64 with a fixed
//! seed, so keys are identical across builds, machines and runs.

use crate::chess::bitboard::Bitboard;
use crate::chess::board::Board;
use crate::chess::square::{Color, Piece, Square};

pub(crate) struct Keys {
    piece: [[u64; 64]; 12],
    castling: [u64; 64],
    ep_file: [u64; 8],
    black_to_move: u64,
}

const fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

const fn build() -> Keys {
    // "Tertius" in ASCII: any fixed seed would do; this one is documented.
    let mut state = 0x0054_6572_7469_7573;
    let mut keys = Keys {
        piece: [[0; 64]; 12],
        castling: [0; 64],
        ep_file: [0; 8],
        black_to_move: 0,
    };
    let mut p = 0;
    while p < 12 {
        let mut sq = 0;
        while sq < 64 {
            keys.piece[p][sq] = splitmix(&mut state);
            sq += 1;
        }
        p += 1;
    }
    let mut sq = 0;
    while sq < 64 {
        keys.castling[sq] = splitmix(&mut state);
        sq += 1;
    }
    let mut f = 0;
    while f < 8 {
        keys.ep_file[f] = splitmix(&mut state);
        f += 1;
    }
    keys.black_to_move = splitmix(&mut state);
    keys
}

static KEYS: Keys = build();

#[inline(always)]
pub(crate) fn piece(p: Piece, sq: Square) -> u64 {
    KEYS.piece[p.color.index() * 6 + p.role.index()][sq.index()]
}

/// The key of a set of castling rights (XOR of one key per corner).
#[inline(always)]
pub(crate) fn castling(rights: Bitboard) -> u64 {
    let mut k = 0;
    for sq in rights {
        k ^= KEYS.castling[sq.index()];
    }
    k
}

#[inline(always)]
pub(crate) fn ep(sq: Square) -> u64 {
    KEYS.ep_file[sq.file().index() as usize]
}

#[inline(always)]
pub(crate) fn turn(color: Color) -> u64 {
    match color {
        Color::White => 0,
        Color::Black => KEYS.black_to_move,
    }
}

pub(crate) fn board(b: &Board) -> u64 {
    b.pieces().fold(0, |k, (sq, p)| k ^ piece(p, sq))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct() {
        let mut all: Vec<u64> = KEYS.piece.iter().flatten().copied().collect();
        all.extend(KEYS.castling);
        all.extend(KEYS.ep_file);
        all.push(KEYS.black_to_move);
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n);
    }

    #[test]
    fn keys_are_fixed() {
        // Pins the seed: changing it would change every stored key.
        assert_eq!(splitmix(&mut 0x0054_6572_7469_7573), build().piece[0][0]);
    }
}
