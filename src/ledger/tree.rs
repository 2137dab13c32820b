//! Tree shape arithmetic: the compact range (frontier) and which stored perfect subtrees make up a
//! proof. Pure: no I/O, no hashing policy beyond `node_hash`.
//!
//! The ledger stores the hash of every *completed perfect subtree*: node `(level, index)` covers
//! leaves `[index << level, (index + 1) << level)` and exists once that many leaves are appended.
//! Every hash an RFC 6962 proof for a tree of size `n` needs is the Merkle Tree Hash of a range
//! `[a, b)` with `b <= n` whose start is aligned, so it is a fold of O(log n) stored perfect
//! subtrees; that is what makes proofs O(log n) reads rather than a rehash of the leaves.

use std::collections::HashMap;

use super::hash::{EMPTY_ROOT, Hash, node_hash};

/// A perfect subtree: `level` 0 is a leaf, `level` k covers `2^k` leaves starting at `index << k`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId {
    pub level: u8,
    pub index: u64,
}

impl NodeId {
    pub fn new(level: u8, index: u64) -> Self {
        NodeId { level, index }
    }
}

/// The compact range of a tree of `size` leaves: the roots of its maximal perfect subtrees, one per
/// set bit of `size`, largest first. It is all an appender needs to compute the next root.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frontier {
    size: u64,
    hashes: Vec<Hash>,
}

impl Frontier {
    pub fn empty() -> Self {
        Frontier {
            size: 0,
            hashes: Vec::new(),
        }
    }

    /// Rebuilds the frontier of a tree of `size` from the stored hashes of `frontier_ids(size)`,
    /// in that order. `None` when the count does not match, which means a node is missing.
    pub fn from_parts(size: u64, hashes: Vec<Hash>) -> Option<Self> {
        (hashes.len() == size.count_ones() as usize).then_some(Frontier { size, hashes })
    }

    pub fn size(&self) -> u64 {
        self.size
    }

    /// Appends a leaf hash and returns every perfect subtree that became complete, the leaf itself
    /// first and then upwards, so the caller can store them.
    pub fn push(&mut self, leaf: Hash) -> Vec<(NodeId, Hash)> {
        let mut completed = vec![(NodeId::new(0, self.size), leaf)];
        let (mut hash, mut level, mut index) = (leaf, 0u8, self.size);
        // A node with an odd index is a right child; its left sibling is the smallest subtree of
        // the frontier, and together they complete the parent.
        while index & 1 == 1 {
            let Some(left) = self.hashes.pop() else {
                debug_assert!(false, "frontier shorter than its size implies");
                break;
            };
            hash = node_hash(&left, &hash);
            level += 1;
            index >>= 1;
            completed.push((NodeId::new(level, index), hash));
        }
        self.hashes.push(hash);
        self.size += 1;
        completed
    }

    /// The Merkle Tree Hash of the whole tree: the frontier folded from the smallest subtree up.
    pub fn root(&self) -> Hash {
        let mut iter = self.hashes.iter().rev();
        let Some(last) = iter.next() else {
            return EMPTY_ROOT;
        };
        iter.fold(*last, |acc, left| node_hash(left, &acc))
    }
}

/// The stored nodes that form the frontier of a tree of `size` leaves, largest first.
pub fn frontier_ids(size: u64) -> Vec<NodeId> {
    (0..64u8)
        .rev()
        .filter(|level| size >> level & 1 == 1)
        .map(|level| NodeId::new(level, (size >> level) - 1))
        .collect()
}

/// The perfect subtrees whose fold is the Merkle Tree Hash of leaves `[start, end)`, left to right.
///
/// Valid for the ranges RFC 6962 proofs use, whose start is a multiple of the smallest power of
/// two not below their length; the greedy split then coincides with MTH's "largest power of two
/// smaller than n" split.
fn range_nodes(start: u64, end: u64) -> Vec<NodeId> {
    let mut out = Vec::new();
    let mut at = start;
    while at < end {
        let level = (end - at).ilog2() as u8;
        debug_assert_eq!(at % (1u64 << level), 0, "unaligned proof range");
        out.push(NodeId::new(level, at >> level));
        at += 1u64 << level;
    }
    out
}

/// The largest power of two strictly smaller than `n` (`n >= 2`).
fn split_point(n: u64) -> u64 {
    1u64 << (n - 1).ilog2()
}

/// One hash of a proof, as the stored nodes it folds from.
pub type ProofPlan = Vec<Vec<NodeId>>;

/// RFC 6962 §2.1.1 `PATH(index, D[0:size])`, as stored nodes. Requires `index < size`.
pub fn inclusion_plan(index: u64, size: u64) -> ProofPlan {
    fn path(m: u64, start: u64, n: u64, out: &mut ProofPlan) {
        if n <= 1 {
            return;
        }
        let k = split_point(n);
        if m < k {
            path(m, start, k, out);
            out.push(range_nodes(start + k, start + n));
        } else {
            path(m - k, start + k, n - k, out);
            out.push(range_nodes(start, start + k));
        }
    }
    let mut out = Vec::new();
    path(index, 0, size, &mut out);
    out
}

/// RFC 6962 §2.1.2 `PROOF(old_size, D[0:new_size])`, as stored nodes. Empty when
/// `old_size` is 0 or equals `new_size`. Requires `old_size <= new_size`.
pub fn consistency_plan(old_size: u64, new_size: u64) -> ProofPlan {
    fn subproof(m: u64, start: u64, n: u64, complete: bool, out: &mut ProofPlan) {
        if m == n {
            if !complete {
                out.push(range_nodes(start, start + n));
            }
            return;
        }
        let k = split_point(n);
        if m <= k {
            subproof(m, start, k, complete, out);
            out.push(range_nodes(start + k, start + n));
        } else {
            subproof(m - k, start + k, n - k, false, out);
            out.push(range_nodes(start, start + k));
        }
    }
    let mut out = Vec::new();
    if old_size > 0 && old_size < new_size {
        subproof(old_size, 0, new_size, true, &mut out);
    }
    out
}

/// Every distinct node a plan reads, for one batched fetch.
pub fn plan_nodes(plan: &ProofPlan) -> Vec<NodeId> {
    let mut ids: Vec<NodeId> = plan.iter().flatten().copied().collect();
    ids.sort_unstable();
    ids.dedup();
    ids
}

/// Folds a plan into proof hashes. `Err(id)` names the first node the map lacks.
pub fn assemble(plan: &ProofPlan, nodes: &HashMap<NodeId, Hash>) -> Result<Vec<Hash>, NodeId> {
    plan.iter()
        .map(|parts| {
            let mut iter = parts.iter().rev();
            let Some(last) = iter.next() else {
                // The planners never emit an empty range; an empty fold would be the empty root.
                return Ok(EMPTY_ROOT);
            };
            let mut acc = *nodes.get(last).ok_or(*last)?;
            for id in iter {
                acc = node_hash(nodes.get(id).ok_or(*id)?, &acc);
            }
            Ok(acc)
        })
        .collect()
}

/// RFC 6962's recursive definitions, written as plainly as possible: the oracle.
#[cfg(test)]
pub(crate) mod naive {
    use crate::ledger::hash::{EMPTY_ROOT, Hash, node_hash};

    fn split(n: usize) -> usize {
        let mut k = 1;
        while k * 2 < n {
            k *= 2;
        }
        k
    }

    pub fn mth(d: &[Hash]) -> Hash {
        match d.len() {
            0 => EMPTY_ROOT,
            1 => d[0],
            n => {
                let k = split(n);
                node_hash(&mth(&d[..k]), &mth(&d[k..]))
            }
        }
    }

    pub fn path(m: usize, d: &[Hash]) -> Vec<Hash> {
        let n = d.len();
        if n <= 1 {
            return vec![];
        }
        let k = split(n);
        if m < k {
            let mut p = path(m, &d[..k]);
            p.push(mth(&d[k..]));
            p
        } else {
            let mut p = path(m - k, &d[k..]);
            p.push(mth(&d[..k]));
            p
        }
    }

    fn subproof(m: usize, d: &[Hash], b: bool) -> Vec<Hash> {
        let n = d.len();
        if m == n {
            return if b { vec![] } else { vec![mth(d)] };
        }
        let k = split(n);
        if m <= k {
            let mut p = subproof(m, &d[..k], b);
            p.push(mth(&d[k..]));
            p
        } else {
            let mut p = subproof(m - k, &d[k..], false);
            p.push(mth(&d[..k]));
            p
        }
    }

    pub fn proof(m: usize, d: &[Hash]) -> Vec<Hash> {
        if m == 0 || m == d.len() {
            vec![]
        } else {
            subproof(m, d, true)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::naive;
    use super::*;
    use crate::ledger::hash::leaf_hash;

    fn leaves(n: usize) -> Vec<Hash> {
        (0..n)
            .map(|i| leaf_hash(format!("leaf {i}").as_bytes()))
            .collect()
    }

    /// Every perfect subtree of `d`, as the store would hold it.
    fn store_of(d: &[Hash]) -> HashMap<NodeId, Hash> {
        let mut f = Frontier::empty();
        d.iter().flat_map(|l| f.push(*l)).collect()
    }

    #[test]
    fn frontier_root_matches_naive_mth_for_every_size_up_to_64() {
        let d = leaves(64);
        let mut f = Frontier::empty();
        assert_eq!(f.root(), naive::mth(&[]));
        for n in 1..=64 {
            f.push(d[n - 1]);
            assert_eq!(f.root(), naive::mth(&d[..n]), "size {n}");
        }
    }

    #[test]
    fn completed_nodes_are_the_perfect_subtrees() {
        let d = leaves(64);
        for (id, hash) in store_of(&d) {
            let start = (id.index << id.level) as usize;
            let end = start + (1usize << id.level);
            assert_eq!(hash, naive::mth(&d[start..end]), "{id:?}");
        }
    }

    #[test]
    fn frontier_rebuilds_from_stored_nodes() {
        let d = leaves(64);
        let nodes = store_of(&d);
        for n in 0..=64u64 {
            let hashes = frontier_ids(n).iter().map(|id| nodes[id]).collect();
            let f = Frontier::from_parts(n, hashes).unwrap();
            assert_eq!(f.root(), naive::mth(&d[..n as usize]), "size {n}");
        }
    }

    #[test]
    fn plans_reproduce_the_rfc_paths_and_proofs_for_all_sizes_up_to_64() {
        let d = leaves(64);
        let nodes = store_of(&d);
        for n in 1..=64usize {
            for m in 0..n {
                let got = assemble(&inclusion_plan(m as u64, n as u64), &nodes).unwrap();
                assert_eq!(got, naive::path(m, &d[..n]), "PATH({m}, {n})");
            }
            for m in 0..=n {
                let got = assemble(&consistency_plan(m as u64, n as u64), &nodes).unwrap();
                assert_eq!(got, naive::proof(m, &d[..n]), "PROOF({m}, {n})");
            }
        }
    }

    #[test]
    fn plans_only_read_nodes_complete_at_that_size() {
        for n in 1..=64u64 {
            for m in 0..n {
                for id in plan_nodes(&inclusion_plan(m, n)) {
                    assert!((id.index + 1) << id.level <= n);
                }
            }
        }
    }
}
