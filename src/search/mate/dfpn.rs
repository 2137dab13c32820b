//! Depth-first proof-number search (df-pn, Nagai 2002) over the top of the tree, with the exact
//! alpha-beta search of the parent module answering the nodes near the end.
//!
//! The alpha-beta search proves a mate by refuting, at every attacker node on the way, each
//! move ordered before the one that wins; in a long quiet mate those refutations are most of
//! the work. Proof numbers instead steer the search towards the line the defence can least
//! resist (few replies, all of them losing) and leave a wrong move as soon as it looks worse
//! than another. Both kinds of search are exact: a node is proved only when the attacker has a
//! move that wins against every reply, and disproved only when every attacker move is refuted.
//!
//! The prover runs this first at each depth, within a node allowance; whatever it settles is
//! written to the shared table, where the alpha-beta search and the main line then find it.

use super::Search;
use crate::cancel::Interrupted;
use crate::chess::moves::Move;
use crate::chess::position::Position;
use crate::search::tt::{PackedMove, slots_in};

/// Larger than any proof or disproof number reached: a solved node's other number.
const INF: u32 = 1 << 28;

/// Nodes this close to the end (in attacker moves) are answered by the alpha-beta search: its
/// cut-offs beat proof numbers where the subtrees are small.
const LEAF: u32 = 2;

/// The proof-number table: per node and remaining depth, the proof and disproof numbers last
/// computed. Always-replace; a lost entry only costs its recomputation.
pub(super) struct PnTable {
    slots: Vec<[u64; 2]>,
    mask: usize,
}

impl PnTable {
    /// A table of at most `bytes`, rounded down to a power of two.
    pub(super) fn new(bytes: usize) -> PnTable {
        let len = slots_in(bytes, 2);
        PnTable {
            slots: vec![[0, 0]; len],
            mask: len - 1,
        }
    }

    pub(super) fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = [0, 0]);
    }

    fn probe(&self, key: u64) -> Option<(u32, u32)> {
        let [k, v] = self.slots[key as usize & self.mask];
        (k == key && v != 0).then_some(((v >> 32) as u32, v as u32))
    }

    fn store(&mut self, key: u64, pn: u32, dn: u32) {
        let slot = key as usize & self.mask;
        self.slots[slot] = [key, u64::from(pn) << 32 | u64::from(dn)];
    }
}

/// A node's key in the proof-number table: the position, the rule context, the depth left.
fn pn_key(pos: &Position, salt: u64, d: u32) -> u64 {
    (pos.key() ^ salt).wrapping_add(u64::from(d + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15))
}

struct Child {
    m: Move,
    pos: Position,
    pn: u32,
    dn: u32,
}

/// What a proof-number search of the root found within its allowance.
pub(super) enum Outcome {
    Proved,
    Disproved,
    OutOfNodes,
}

impl Search<'_> {
    /// Whether the attacker, to move in `root`, wins within `d` moves, by proof numbers, giving
    /// up (`OutOfNodes`) once `allowance` nodes are spent. Only for the modern outcome rules:
    /// the alpha-beta search alone handles a stalemate that wins.
    pub(super) fn dfpn(
        &mut self,
        pns: &mut PnTable,
        root: &Position,
        d: u32,
        allowance: u64,
    ) -> Result<Outcome, Interrupted> {
        debug_assert!(!self.stalemate_wins && !self.restricted);
        let stop = self.nodes.saturating_add(allowance);
        let (pn, dn) = self.mid(pns, root, d, true, (INF, INF), 0, stop)?;
        Ok(if pn == 0 {
            Outcome::Proved
        } else if dn == 0 {
            Outcome::Disproved
        } else {
            Outcome::OutOfNodes
        })
    }

    /// Expands `pos` (an attacker node with `d` moves left if `or`, else a defender node with
    /// `d` attacker moves left after its reply) until its proof number reaches `th.0`, its
    /// disproof number `th.1`, or the node count `stop`; returns the node's numbers.
    #[allow(clippy::too_many_arguments)]
    fn mid(
        &mut self,
        pns: &mut PnTable,
        pos: &Position,
        d: u32,
        or: bool,
        th: (u32, u32),
        ply: usize,
        stop: u64,
    ) -> Result<(u32, u32), Interrupted> {
        if d <= LEAF {
            let won = if or {
                self.attack(pos, d, ply)?
            } else {
                self.defend(pos, d, ply)?
            };
            return Ok(if won { (0, INF) } else { (INF, 0) });
        }
        self.tick()?;
        let key = pn_key(pos, self.salt, d);
        let mut children = self.children(pns, pos, d, or);
        if children.is_empty() {
            // An attacker with no move has lost (modern rules); a defender with none is mated
            // (a win) or stalemated (not a win).
            let won = !or && pos.is_check();
            return Ok(if won { (0, INF) } else { (INF, 0) });
        }
        let child_d = if or { d - 1 } else { d };
        loop {
            let (pn, dn) = numbers(&children, or);
            if pn == 0 || dn == 0 || pn >= th.0 || dn >= th.1 || self.nodes >= stop {
                pns.store(key, pn, dn);
                if pn == 0 || dn == 0 {
                    self.settle(pos, d, or, pn == 0, &children);
                }
                return Ok((pn, dn));
            }
            // The child to follow: the attacker's most provable move, the defender's most
            // resistant reply. Its thresholds let it run until a sibling would be better.
            let (best, second) = select(&children, or);
            let c = &children[best];
            let th_child = if or {
                (
                    th.0.min(second.saturating_add(1)),
                    (th.1 - dn).saturating_add(c.dn).min(INF),
                )
            } else {
                (
                    (th.0 - pn).saturating_add(c.pn).min(INF),
                    th.1.min(second.saturating_add(1)),
                )
            };
            let child_pos = c.pos;
            let (cpn, cdn) = self.mid(pns, &child_pos, child_d, !or, th_child, ply + 1, stop)?;
            children[best].pn = cpn;
            children[best].dn = cdn;
        }
    }

    /// The children of a node with their numbers: from the proof-number table, else from the
    /// shared table's proofs, else a first guess (a defender with more replies is harder to
    /// beat).
    fn children(&mut self, pns: &PnTable, pos: &Position, d: u32, or: bool) -> Vec<Child> {
        let child_d = if or { d - 1 } else { d };
        let mut out = Vec::new();
        for m in pos.legal_moves() {
            let child = pos.after(m);
            let (pn, dn) = match pns.probe(pn_key(&child, self.salt, child_d)) {
                Some(numbers) => numbers,
                None => self.first_guess(&child, child_d, !or),
            };
            out.push(Child {
                m,
                pos: child,
                pn,
                dn,
            });
        }
        out
    }

    fn first_guess(&self, pos: &Position, d: u32, or: bool) -> (u32, u32) {
        let known = self.table.probe(pos.key() ^ self.salt);
        if u32::from(known.proven) <= d {
            return (0, INF);
        }
        if u32::from(known.disproven) >= d && (or || d > 0) {
            return (INF, 0);
        }
        if or {
            return (1, 1);
        }
        match pos.count_legal_moves() {
            0 if pos.is_check() => (0, INF),
            0 => (INF, 0),
            n => (n as u32, 1),
        }
    }

    /// Writes a solved node to the shared table, with the attacker's winning move or the
    /// defender's refutation, so that the alpha-beta search and the main line can use it.
    fn settle(&mut self, pos: &Position, d: u32, or: bool, won: bool, children: &[Child]) {
        let best = if or == won {
            let decisive = children
                .iter()
                .find(|c| if won { c.pn == 0 } else { c.dn == 0 });
            decisive.map_or(PackedMove::NONE, |c| PackedMove::new(&c.m))
        } else {
            PackedMove::NONE
        };
        self.table.store(pos.key() ^ self.salt, d as u8, won, best);
    }
}

/// A node's numbers from its children's: the attacker needs one move proved, the defender
/// one reply disproved.
fn numbers(children: &[Child], or: bool) -> (u32, u32) {
    let (mut min, mut sum) = (INF, 0u32);
    for c in children {
        let (a, b) = if or { (c.pn, c.dn) } else { (c.dn, c.pn) };
        min = min.min(a);
        sum = sum.saturating_add(b).min(INF);
    }
    if or { (min, sum) } else { (sum, min) }
}

/// The index of the child to follow and the best number among the rest.
fn select(children: &[Child], or: bool) -> (usize, u32) {
    let number = |c: &Child| if or { c.pn } else { c.dn };
    let (mut best, mut first, mut second) = (0, INF, INF);
    for (i, c) in children.iter().enumerate() {
        let n = number(c);
        if n < first {
            second = first;
            first = n;
            best = i;
        } else if n < second {
            second = n;
        }
    }
    (best, second)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cancel::{Budget, Cancel};
    use crate::search::mate::OutcomeRules;
    use crate::search::mate::tests::pos;
    use crate::search::tt::Table;

    fn fresh<'a>(table: &'a mut Table, root: &Position, cancel: &'a Cancel) -> Search<'a> {
        Search::new(
            table,
            root,
            &OutcomeRules::MODERN,
            &Budget::UNLIMITED,
            cancel,
        )
    }

    /// Proof numbers alone (no allowance, fresh tables) and the alpha-beta search alone give
    /// the same answer at every depth: the two are independent proofs of each verdict.
    #[test]
    fn proof_numbers_agree_with_alpha_beta() {
        // (position, shortest mate: None if there is none within five)
        let problems = [
            // T. Foden, mate in 3 with the quiet key 1.Qa7
            ("8/1B6/8/5p2/8/8/5Qrq/1K1R2bk w - - 0 1", Some(3)),
            ("2k5/2N5/1PKP4/2P5/8/8/8/8 w - - 0 1", Some(3)),
            ("8/8/5pp1/6k1/6p1/6K1/8/7Q w - - 0 1", Some(4)),
            ("1B6/1B6/8/1k6/8/1K6/1P6/8 w - - 0 1", Some(5)),
            // a lone knight cannot mate
            ("8/8/8/4k3/8/8/3NK3/8 w - - 0 1", None),
        ];
        let cancel = Cancel::new();
        for (fen, shortest) in problems {
            let p = pos(fen);
            for d in 1..=5 {
                let mut table = Table::new(1 << 20);
                let mut search = fresh(&mut table, &p, &cancel);
                let by_alpha_beta = search
                    .attack(&p, d, 0)
                    .unwrap_or_else(|e| unreachable!("{e:?}"));
                let mut table = Table::new(1 << 20);
                let mut pns = PnTable::new(1 << 20);
                let mut search = fresh(&mut table, &p, &cancel);
                let by_numbers = search
                    .dfpn(&mut pns, &p, d, u64::MAX)
                    .unwrap_or_else(|e| unreachable!("{e:?}"));
                let by_numbers = match by_numbers {
                    Outcome::Proved => true,
                    Outcome::Disproved => false,
                    Outcome::OutOfNodes => unreachable!("{fen} in {d}: no allowance was set"),
                };
                assert_eq!(
                    by_alpha_beta,
                    shortest.is_some_and(|n| d >= n),
                    "{fen} in {d}"
                );
                assert_eq!(by_numbers, by_alpha_beta, "{fen}, win within {d}");
            }
        }
    }
}
