//! The transposition table of the mate prover.
//!
//! An entry holds *bounds on the mate distance* of one node, counted in attacker moves from that
//! node (so it is relative to the node, never to the root, and can be reused wherever the
//! position recurs): "the attacker wins within `proven` moves" and "the attacker does not win
//! within `disproven` moves". A search to depth `d` is answered by an entry when
//! `proven <= d` or `disproven >= d`; both bounds only ever tighten, and the table is shared by
//! every iteration of the deepening, so iteration `k + 1` starts from everything iteration `k`
//! learnt.
//!
//! The key is the position's Zobrist key mixed with a salt for the rule context (move rules,
//! outcome rules, the attacker's colour), because the Zobrist key alone does not say under which
//! rules the answer holds.

use crate::chess::moves::Move;
use crate::chess::square::Square;

/// "No bound": no proof at any depth yet.
const NO_PROOF: u8 = u8::MAX;

/// A move squeezed into 16 bits (from, to, promotion): enough to pick the move out of a
/// generated list again. Only ever a hint for move ordering, never trusted as legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) struct PackedMove(u16);

impl PackedMove {
    pub(crate) const NONE: PackedMove = PackedMove(0);

    pub(crate) fn new(m: &Move) -> PackedMove {
        let promo = m.promotion.map_or(0, |r| r as u16 + 1);
        // `+ 1` on the whole keeps a1a1 (never a move) distinct from NONE.
        PackedMove(((m.from.u8() as u16) | (m.to.u8() as u16) << 6 | promo << 12) + 1)
    }

    /// The square the move starts from, if there is a move.
    pub(crate) fn from(self) -> Option<Square> {
        (self != PackedMove::NONE).then(|| Square::new_masked(u32::from(self.0 - 1) & 63))
    }

    pub(crate) fn matches(self, m: &Move) -> bool {
        self != PackedMove::NONE && PackedMove::new(m) == self
    }
}

/// What the table knows of one node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Bounds {
    /// The attacker wins within this many moves (`u8::MAX`: not known).
    pub(crate) proven: u8,
    /// The attacker does not win within this many moves (0: nothing known).
    pub(crate) disproven: u8,
    pub(crate) best: PackedMove,
}

impl Bounds {
    pub(crate) const UNKNOWN: Bounds = Bounds {
        proven: NO_PROOF,
        disproven: 0,
        best: PackedMove::NONE,
    };
}

/// Two-way set-associative; an entry is two words, `[key, data]`, so the table is a zeroed
/// `Vec<[u64; 2]>` (allocated lazily by the OS) and the empty entry is all zeros.
pub(crate) struct Table {
    slots: Vec<[u64; 2]>,
    mask: usize,
    /// Moved onto huge pages, or found unable to be: no further attempt.
    huge: bool,
}

fn pack(b: Bounds) -> u64 {
    u64::from(b.proven) | u64::from(b.disproven) << 8 | u64::from(b.best.0) << 16 | 1 << 63
}

fn unpack(data: u64) -> Bounds {
    Bounds {
        proven: data as u8,
        disproven: (data >> 8) as u8,
        best: PackedMove((data >> 16) as u16),
    }
}

/// Asks the kernel to back the table with 2 MiB pages where it can ("transparent huge pages",
/// which Linux grants to regions that ask when it is set to `madvise`, its usual default). Every
/// probe lands on a random line of the table; with 4 KiB pages each one also misses the TLB and
/// walks the page tables, and most of the prover's time was spent waiting on those loads.
/// Measured in the commit that added this. The zeroed table is not yet touched when the advice
/// is given, so its pages are faulted in huge from the start. Elsewhere, and where the kernel
/// declines, nothing changes.
#[cfg(target_os = "linux")]
fn advise_huge_pages(slots: &[[u64; 2]]) -> bool {
    const HUGE: usize = 2 << 20;
    let start = slots.as_ptr() as usize;
    let end = start + std::mem::size_of_val(slots);
    let first = start.next_multiple_of(HUGE);
    let len = end.saturating_sub(first) / HUGE * HUGE;
    if len == 0 {
        return false;
    }
    // SAFETY: the range lies within `slots`, which this table owns and which stays allocated
    // while the advice matters; MADV_HUGEPAGE changes how the kernel backs the memory, never its
    // contents, so no Rust reference into it is affected. A refusal (an error return) leaves the
    // memory as it was, on 4 KiB pages.
    #[allow(unsafe_code)]
    let advised = unsafe { libc::madvise(first as *mut libc::c_void, len, libc::MADV_HUGEPAGE) };
    advised == 0
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages(_: &[[u64; 2]]) -> bool {
    false
}

/// How many 16-byte slots a table of at most `bytes` has: a power of two (so a key's slot is
/// a mask away), at least `min`.
pub(crate) fn slots_in(bytes: usize, min: usize) -> usize {
    let wanted = (bytes / 16).max(min);
    if wanted.is_power_of_two() {
        wanted
    } else {
        wanted.next_power_of_two() / 2
    }
}

impl Table {
    /// A table of at most `bytes` (rounded down to a power of two, at least 1 KiB).
    pub(crate) fn new(bytes: usize) -> Table {
        let len = slots_in(bytes, 64);
        Table {
            slots: vec![[0u64; 2]; len],
            mask: len - 2,
            huge: false,
        }
    }

    /// Moves the table onto huge pages (see [`advise_huge_pages`]), copying it; once moved, or
    /// where the kernel will not advise, later calls do nothing. Not done from the start because
    /// a fresh table on huge pages costs every search, however small, the zeroing of all of it
    /// (64 MiB: 10-20 ms, more when the kernel must compact memory first), where 4 KiB pages are
    /// zeroed only as probes reach them. While it copies, the old and the new table both exist.
    /// The copy goes in 1 MiB pieces and asks `stop` before each: if it says stop, the copy is
    /// dropped and the table stays as it was, so a cancelled search is not held up.
    pub(crate) fn use_huge_pages(&mut self, mut stop: impl FnMut() -> bool) {
        if self.huge {
            return;
        }
        let mut slots = vec![[0u64; 2]; self.slots.len()];
        if !advise_huge_pages(&slots) {
            self.huge = true;
            return;
        }
        const PIECE: usize = (1 << 20) / 16;
        for (to, from) in slots.chunks_mut(PIECE).zip(self.slots.chunks(PIECE)) {
            if stop() {
                return;
            }
            to.copy_from_slice(from);
        }
        self.slots = slots;
        self.huge = true;
    }

    pub(crate) fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = [0, 0]);
    }

    #[inline]
    fn base(&self, key: u64) -> usize {
        (key as usize) & self.mask
    }

    /// Asks the processor to bring the slot of `key` into the cache, without waiting for it: a
    /// later [`Table::probe`] then finds it there. A probe's wait for memory was most of the
    /// prover's time; prefetching every child's slot when the child is made lets those waits
    /// overlap with the work on its siblings. An earlier stand-in in safe code (a real load,
    /// through `black_box`) helped where replies were scored, but a load that misses still
    /// holds the processor up where a prefetch does not. Measured in the commit that added it.
    #[inline]
    pub(crate) fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let p = self.slots[self.base(key)..].as_ptr().cast::<i8>();
            // SAFETY: a prefetch is a hint: it reads nothing into the program and cannot fault,
            // and `p` points into this table in any case.
            #[allow(unsafe_code)]
            unsafe {
                std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(p);
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    #[inline]
    pub(crate) fn probe(&self, key: u64) -> Bounds {
        let i = self.base(key);
        for slot in &self.slots[i..i + 2] {
            if slot[0] == key && slot[1] != 0 {
                return unpack(slot[1]);
            }
        }
        Bounds::UNKNOWN
    }

    /// Tightens the bounds of `key` with a new result and remembers `best` when it is given.
    #[inline]
    pub(crate) fn store(&mut self, key: u64, depth: u8, won: bool, best: PackedMove) {
        let i = self.base(key);
        let found = (i..i + 2).find(|&j| self.slots[j][0] == key && self.slots[j][1] != 0);
        let j = match found {
            Some(j) => j,
            // Replace the entry that cost less to compute: the one with the smaller bounds.
            None => {
                let worth = |j: usize| {
                    let d = self.slots[j][1];
                    if d == 0 {
                        return 0;
                    }
                    let b = unpack(d);
                    let p = if b.proven == NO_PROOF { 0 } else { b.proven };
                    p.max(b.disproven)
                };
                if worth(i) <= worth(i + 1) { i } else { i + 1 }
            }
        };
        let mut b = if found.is_some() {
            unpack(self.slots[j][1])
        } else {
            Bounds::UNKNOWN
        };
        if won {
            b.proven = b.proven.min(depth);
        } else {
            b.disproven = b.disproven.max(depth);
        }
        if best != PackedMove::NONE {
            b.best = best;
        }
        self.slots[j] = [key, pack(b)];
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::square::{Role, Square};

    fn mv(from: Square, to: Square, promotion: Option<Role>) -> Move {
        Move {
            from,
            to,
            role: Role::Pawn,
            capture: None,
            promotion,
            kind: crate::chess::moves::MoveKind::Normal,
        }
    }

    #[test]
    fn bounds_only_tighten() {
        let mut t = Table::new(1 << 12);
        let k = 0xdead_beef_u64;
        assert_eq!(t.probe(k), Bounds::UNKNOWN);
        t.store(k, 3, false, PackedMove::NONE);
        t.store(k, 2, false, PackedMove::NONE);
        let m = mv(Square::E7, Square::E8, Some(Role::Knight));
        t.store(k, 6, true, PackedMove::new(&m));
        t.store(k, 7, true, PackedMove::NONE);
        let b = t.probe(k);
        assert_eq!((b.proven, b.disproven), (6, 3));
        assert!(b.best.matches(&m));
        assert!(
            !b.best
                .matches(&mv(Square::E7, Square::E8, Some(Role::Queen)))
        );
        assert_eq!(t.probe(k ^ 1 << 40), Bounds::UNKNOWN);
    }

    #[test]
    fn moving_to_huge_pages_keeps_every_entry() {
        // Big enough to span whole 2 MiB pages, so the advice is really given.
        let mut t = Table::new(8 << 20);
        let keys: Vec<u64> = (1..=1000u64)
            .map(|i| i.wrapping_mul(0x9e37_79b9_7f4a_7c15))
            .collect();
        for (i, &k) in keys.iter().enumerate() {
            t.store(k, (i % 50) as u8 + 1, i % 2 == 0, PackedMove::NONE);
        }
        let probe_all = |t: &Table| keys.iter().map(|&k| t.probe(k)).collect::<Vec<_>>();
        let before = probe_all(&t);

        // Stopped halfway: the table is the one it was, and the move can be tried again.
        let mut asked = 0;
        t.use_huge_pages(|| {
            asked += 1;
            asked > 3
        });
        assert_eq!(probe_all(&t), before);
        #[cfg(target_os = "linux")]
        assert!(!t.huge);

        t.use_huge_pages(|| false);
        t.use_huge_pages(|| false);
        assert!(t.huge);
        let after = probe_all(&t);
        assert_eq!(before, after);
        assert!(before.iter().any(|b| *b != Bounds::UNKNOWN));
    }
}
