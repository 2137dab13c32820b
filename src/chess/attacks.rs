//! Attack tables, all computed at compile time by `const fn`.
//!
//! Sliders use "fancy" magic bitboards: the relevant occupancy is multiplied
//! by a per-square constant and the top bits index a shared table. The magic
//! constants were found offline by a seeded random search (sparse random
//! candidates, verified for every occupancy subset); `tests::magics_are_exact`
//! re-checks them against the ray walk.

use crate::chess::bitboard::Bitboard;
use crate::chess::square::{Color, Square};

const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
const KNIGHT_DELTAS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_DELTAS: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

const fn on_board(f: i32, r: i32) -> bool {
    0 <= f && f < 8 && 0 <= r && r < 8
}

const fn step_table(deltas: &[(i32, i32); 8]) -> [u64; 64] {
    let mut table = [0; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut i = 0;
        while i < 8 {
            let (f, r) = (sq % 8 + deltas[i].0, sq / 8 + deltas[i].1);
            if on_board(f, r) {
                table[sq as usize] |= 1 << (r * 8 + f);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

/// Walks the rays from `sq`, stopping at (and including) the first occupied square.
const fn ray_attacks(sq: i32, occupied: u64, dirs: &[(i32, i32); 4]) -> u64 {
    let mut attacks = 0;
    let mut i = 0;
    while i < 4 {
        let (df, dr) = dirs[i];
        let (mut f, mut r) = (sq % 8 + df, sq / 8 + dr);
        while on_board(f, r) {
            let bit = 1u64 << (r * 8 + f);
            attacks |= bit;
            if occupied & bit != 0 {
                break;
            }
            f += df;
            r += dr;
        }
        i += 1;
    }
    attacks
}

/// The occupancy bits that matter: each ray without its last square, since
/// a blocker on the edge changes nothing.
const fn relevant_mask(sq: i32, dirs: &[(i32, i32); 4]) -> u64 {
    let mut mask = 0;
    let mut i = 0;
    while i < 4 {
        let (df, dr) = dirs[i];
        let (mut f, mut r) = (sq % 8 + df, sq / 8 + dr);
        while on_board(f + df, r + dr) {
            mask |= 1u64 << (r * 8 + f);
            f += df;
            r += dr;
        }
        i += 1;
    }
    mask
}

#[derive(Clone, Copy)]
struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

const fn magics(dirs: &[(i32, i32); 4], numbers: &[u64; 64]) -> [Magic; 64] {
    let mut out = [Magic {
        mask: 0,
        magic: 0,
        shift: 0,
        offset: 0,
    }; 64];
    let mut offset = 0;
    let mut sq = 0;
    while sq < 64 {
        let mask = relevant_mask(sq as i32, dirs);
        let bits = mask.count_ones();
        out[sq] = Magic {
            mask,
            magic: numbers[sq],
            shift: 64 - bits,
            offset,
        };
        offset += 1 << bits;
        sq += 1;
    }
    out
}

const fn table_size(magics: &[Magic; 64]) -> usize {
    magics[63].offset + (1 << (64 - magics[63].shift))
}

const fn fill_table<const N: usize>(magics: &[Magic; 64], dirs: &[(i32, i32); 4]) -> [u64; N] {
    let mut table = [0; N];
    let mut sq = 0;
    while sq < 64 {
        let m = magics[sq];
        // Carry-rippler: enumerates every subset of the mask.
        let mut subset: u64 = 0;
        loop {
            let idx = m.offset + (subset.wrapping_mul(m.magic) >> m.shift) as usize;
            table[idx] = ray_attacks(sq as i32, subset, dirs);
            subset = subset.wrapping_sub(m.mask) & m.mask;
            if subset == 0 {
                break;
            }
        }
        sq += 1;
    }
    table
}

const fn pawn_table() -> [[u64; 64]; 2] {
    let mut table = [[0; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = (sq % 8, sq / 8);
        let mut df = -1;
        while df <= 1 {
            if on_board(f + df, r + 1) {
                table[0][sq as usize] |= 1 << ((r + 1) * 8 + f + df);
            }
            if on_board(f + df, r - 1) {
                table[1][sq as usize] |= 1 << ((r - 1) * 8 + f + df);
            }
            df += 2;
        }
        sq += 1;
    }
    table
}

/// `BETWEEN[a][b]`: squares strictly between two aligned squares;
/// `LINE[a][b]`: the whole line through both (edge to edge), empty if unaligned.
const fn line_tables() -> ([[u64; 64]; 64], [[u64; 64]; 64]) {
    let mut between = [[0; 64]; 64];
    let mut line = [[0; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut d = 0;
        while d < 8 {
            let (df, dr) = if d < 4 {
                ROOK_DIRS[d]
            } else {
                BISHOP_DIRS[d - 4]
            };
            // The full line through `a` in this direction and its opposite.
            let mut full = 1u64 << a;
            let (mut f, mut r) = (a % 8 + df, a / 8 + dr);
            while on_board(f, r) {
                full |= 1 << (r * 8 + f);
                f += df;
                r += dr;
            }
            let (mut f, mut r) = (a % 8 - df, a / 8 - dr);
            while on_board(f, r) {
                full |= 1 << (r * 8 + f);
                f -= df;
                r -= dr;
            }
            let mut gap = 0u64;
            let (mut f, mut r) = (a % 8 + df, a / 8 + dr);
            while on_board(f, r) {
                let b = (r * 8 + f) as usize;
                between[a as usize][b] = gap;
                line[a as usize][b] = full;
                gap |= 1 << b;
                f += df;
                r += dr;
            }
            d += 1;
        }
        a += 1;
    }
    (between, line)
}

#[rustfmt::skip]
const ROOK_NUMBERS: [u64; 64] = [
0x0080008040002018, 0x0040100040002001, 0x09000d0010200040, 0x8080080010008004,
0xa280080002340080, 0x2500050024000208, 0x0280010000800200, 0x1100144380220100,
0xa92080048c204002, 0x0802804003200080, 0x0108802000100089, 0x8060800800801002,
0xa002000822000410, 0x950a001002000824, 0x1202000408010200, 0x02950008408a0100,
0x40a0a18000814000, 0x0080848020004011, 0x0800828010002000, 0x0500420010200a00,
0x0008818004000802, 0x0000808004000200, 0x0000040001020810, 0x0081120000442081,
0x0522400180002090, 0x2800200040401000, 0x402004a180100481, 0x0880420200200810,
0x000a040080800800, 0x080a000404001020, 0x0000010400820810, 0x4000d08200004c09,
0x0100804000800020, 0xcc01028026004200, 0x0081002001004010, 0x0000800800801000,
0x0009800401802800, 0x0002000902000410, 0x0000180144001022, 0x00008100c6002884,
0x1200800040008024, 0x2000200050044000, 0x0090882200420010, 0x6a1810200a020040,
0x0480040008008080, 0x0206001108160014, 0xc010040200010100, 0x000001018046000c,
0x00b0400880042080, 0x0040002010080220, 0x0020004228110100, 0x0150000804004140,
0x0028008004000980, 0x0801000804000300, 0x2c80210208900400, 0x0000040130408200,
0x4001409100258001, 0x0005004002883021, 0x019041e003001019, 0x8000200900041001,
0x4021001002040801, 0x0011000400080201, 0x1600010210408804, 0x2010810084003042,
];

#[rustfmt::skip]
const BISHOP_NUMBERS: [u64; 64] = [
0x0032482800818200, 0x0819022820450000, 0x4242108204880008, 0x8044404080410224,
0x1407104000080100, 0x1b01100210004000, 0x0b0c0888841010c1, 0x08a0108201104020,
0x00003888654c0410, 0x0010220202520a00, 0x4003048400820001, 0x1007022082000002,
0x3c22040420040a18, 0x3440508820080030, 0x1204208090082100, 0x0000930501012000,
0x0010842002d00100, 0x0202000404484208, 0x0008000100410602, 0x0088000404200800,
0xa004100202020232, 0x0004200100a01002, 0x0201000208020200, 0x2022010022020200,
0x80100410100410b0, 0x3010704848011100, 0x2000380010048320, 0x8068080000202120,
0x0001010080104000, 0x4808004120806000, 0x5000821000823008, 0x0004010000504224,
0x0088044010040808, 0x0812022000032814, 0xa000280800110202, 0x2882200802010105,
0x0508082400024100, 0x8001010200030800, 0x4001260e00019820, 0x0c02040308507180,
0x0880884441009000, 0x20a84202a0011000, 0x00010410820c1000, 0x4000002018000108,
0x0080091124004a00, 0x0409010302010700, 0x0088128802040040, 0x1801010408801100,
0x0184010190110800, 0x0000404208210000, 0x0000120908880000, 0x9006180020884020,
0x900000400488410a, 0x0410218401020100, 0x0004d00428008100, 0x0002021404008400,
0x0911410150222026, 0x0300202088041040, 0x0100a06124122800, 0x001c042000420200,
0x0004018208030400, 0x0044040405080200, 0x040820200402b680, 0x0204200411020410,
];

static ROOK_MAGICS: [Magic; 64] = magics(&ROOK_DIRS, &ROOK_NUMBERS);
static BISHOP_MAGICS: [Magic; 64] = magics(&BISHOP_DIRS, &BISHOP_NUMBERS);
const ROOK_TABLE_SIZE: usize = table_size(&magics(&ROOK_DIRS, &ROOK_NUMBERS));
const BISHOP_TABLE_SIZE: usize = table_size(&magics(&BISHOP_DIRS, &BISHOP_NUMBERS));
static ROOK_TABLE: [u64; ROOK_TABLE_SIZE] =
    fill_table(&magics(&ROOK_DIRS, &ROOK_NUMBERS), &ROOK_DIRS);
static BISHOP_TABLE: [u64; BISHOP_TABLE_SIZE] =
    fill_table(&magics(&BISHOP_DIRS, &BISHOP_NUMBERS), &BISHOP_DIRS);

const fn empty_board_rays(dirs: &[(i32, i32); 4]) -> [u64; 64] {
    let mut t = [0; 64];
    let mut sq = 0;
    while sq < 64 {
        t[sq as usize] = ray_attacks(sq, 0, dirs);
        sq += 1;
    }
    t
}

static ROOK_RAYS: [u64; 64] = empty_board_rays(&ROOK_DIRS);
static BISHOP_RAYS: [u64; 64] = empty_board_rays(&BISHOP_DIRS);

static KNIGHT: [u64; 64] = step_table(&KNIGHT_DELTAS);
static KING: [u64; 64] = step_table(&KING_DELTAS);
static PAWN: [[u64; 64]; 2] = pawn_table();
static LINES: ([[u64; 64]; 64], [[u64; 64]; 64]) = line_tables();

/// How sliding attacks are looked up, as a type so that hot loops are
/// compiled once per method (see `perft::x86`).
pub(crate) trait Sliders: Copy {
    fn rook(self, sq: Square, occupied: Bitboard) -> Bitboard;
    fn bishop(self, sq: Square, occupied: Bitboard) -> Bitboard;
}

/// Portable magic multiplication.
#[derive(Clone, Copy)]
pub(crate) struct Magics;

impl Sliders for Magics {
    #[inline(always)]
    fn rook(self, sq: Square, occupied: Bitboard) -> Bitboard {
        rook_attacks(sq, occupied)
    }

    #[inline(always)]
    fn bishop(self, sq: Square, occupied: Bitboard) -> Bitboard {
        bishop_attacks(sq, occupied)
    }
}

#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
pub(crate) mod pext {
    //! BMI2 `PEXT` indexing: the relevant occupancy bits are gathered
    //! directly, so the index needs no multiply and no shift.

    use super::*;

    const fn fill<const N: usize>(magics: &[Magic; 64], dirs: &[(i32, i32); 4]) -> [u64; N] {
        let mut table = [0; N];
        let mut sq = 0;
        while sq < 64 {
            let m = magics[sq];
            // The carry-rippler visits subsets in the order of their PEXT
            // index: the i-th subset is pdep(i, mask).
            let (mut subset, mut i): (u64, usize) = (0, 0);
            loop {
                table[m.offset + i] = ray_attacks(sq as i32, subset, dirs);
                subset = subset.wrapping_sub(m.mask) & m.mask;
                i += 1;
                if subset == 0 {
                    break;
                }
            }
            sq += 1;
        }
        table
    }

    static ROOK: [u64; ROOK_TABLE_SIZE] = fill(&magics(&ROOK_DIRS, &ROOK_NUMBERS), &ROOK_DIRS);
    static BISHOP: [u64; BISHOP_TABLE_SIZE] =
        fill(&magics(&BISHOP_DIRS, &BISHOP_NUMBERS), &BISHOP_DIRS);

    /// Proof that the CPU has BMI2: only [`Pext::detect`] constructs it.
    #[derive(Clone, Copy)]
    pub(crate) struct Pext(());

    impl Pext {
        pub(crate) fn detect() -> Option<Pext> {
            std::arch::is_x86_feature_detected!("bmi2").then_some(Pext(()))
        }
    }

    impl Sliders for Pext {
        #[inline(always)]
        fn rook(self, sq: Square, occupied: Bitboard) -> Bitboard {
            let m = &ROOK_MAGICS[sq.index()];
            // SAFETY: a `Pext` exists only if the CPU has BMI2.
            let idx = unsafe { std::arch::x86_64::_pext_u64(occupied.0, m.mask) };
            Bitboard(ROOK[m.offset + idx as usize])
        }

        #[inline(always)]
        fn bishop(self, sq: Square, occupied: Bitboard) -> Bitboard {
            let m = &BISHOP_MAGICS[sq.index()];
            // SAFETY: a `Pext` exists only if the CPU has BMI2.
            let idx = unsafe { std::arch::x86_64::_pext_u64(occupied.0, m.mask) };
            Bitboard(BISHOP[m.offset + idx as usize])
        }
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn pext_tables_agree_with_magics() {
            let Some(p) = Pext::detect() else { return };
            let mut x: u64 = 0x2545_f491_4f6c_dd1d;
            for sq in Square::all() {
                for _ in 0..200 {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    let occ = Bitboard(x & (x >> 5));
                    assert_eq!(p.rook(sq, occ), rook_attacks(sq, occ));
                    assert_eq!(p.bishop(sq, occ), bishop_attacks(sq, occ));
                }
            }
        }
    }
}

#[inline(always)]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.index()])
}

#[inline(always)]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index()])
}

/// Squares a pawn of `color` on `sq` attacks (diagonally forward).
#[inline(always)]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN[color.index()][sq.index()])
}

#[inline(always)]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let m = &ROOK_MAGICS[sq.index()];
    let idx = ((occupied.0 & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
    Bitboard(ROOK_TABLE[m.offset + idx])
}

#[inline(always)]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let m = &BISHOP_MAGICS[sq.index()];
    let idx = ((occupied.0 & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
    Bitboard(BISHOP_TABLE[m.offset + idx])
}

#[inline(always)]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// Rook moves on an empty board.
#[inline(always)]
pub fn rook_rays(sq: Square) -> Bitboard {
    Bitboard(ROOK_RAYS[sq.index()])
}

/// Bishop moves on an empty board.
#[inline(always)]
pub fn bishop_rays(sq: Square) -> Bitboard {
    Bitboard(BISHOP_RAYS[sq.index()])
}

/// Squares strictly between `a` and `b` if they share a rank, file or diagonal.
#[inline(always)]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(LINES.0[a.index()][b.index()])
}

/// The full line through `a` and `b`, or empty if they are not aligned.
#[inline(always)]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(LINES.1[a.index()][b.index()])
}

#[inline(always)]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magics_are_exact() {
        // Random-ish occupancies from a fixed xorshift: no I/O, reproducible.
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for sq in Square::all() {
            for _ in 0..300 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let occ = x & (x >> 3);
                let s = sq.u8() as i32;
                assert_eq!(
                    rook_attacks(sq, Bitboard(occ)).0,
                    ray_attacks(s, occ, &ROOK_DIRS)
                );
                assert_eq!(
                    bishop_attacks(sq, Bitboard(occ)).0,
                    ray_attacks(s, occ, &BISHOP_DIRS)
                );
            }
        }
    }

    #[test]
    fn lines_and_betweens() {
        assert_eq!(
            between(Square::A1, Square::D4),
            Bitboard::from_square(Square::B2) | Bitboard::from_square(Square::C3)
        );
        assert!(between(Square::A1, Square::B3).is_empty());
        assert!(line(Square::A1, Square::B3).is_empty());
        assert!(aligned(Square::A1, Square::H8, Square::E5));
        assert_eq!(king_attacks(Square::A1).count(), 3);
        assert_eq!(knight_attacks(Square::E4).count(), 8);
        assert_eq!(
            pawn_attacks(Color::White, Square::A2),
            Bitboard::from_square(Square::B3)
        );
    }
}
