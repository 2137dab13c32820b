//! Proof verification (RFC 6962 §2.1.1 and §2.1.2, checked as RFC 9162 §2.1.3.2 and §2.1.4.2
//! describe). Pure and allocation-free, so a client library or an offline CLI can use it without
//! the rest of the ledger.
//!
//! Both verifiers first check that the proof has exactly the length the tree shape implies, then
//! recompute the root(s); a proof is accepted only if every hash is used and every root matches.

use super::entry::TreeHead;
use super::hash::{EMPTY_ROOT, Hash, leaf_hash, node_hash};

/// Why a proof was rejected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProofError {
    #[error("leaf index {index} is not below tree size {tree_size}")]
    IndexOutOfRange { index: u64, tree_size: u64 },
    #[error("old tree size {old_size} is larger than new tree size {new_size}")]
    SizeDecreased { old_size: u64, new_size: u64 },
    #[error("proof has {got} hashes where the tree shape needs {expected}")]
    WrongLength { expected: usize, got: usize },
    #[error("the proof leads to a different root than the one given")]
    RootMismatch,
    #[error("the proof leads to a different old root than the one given")]
    OldRootMismatch,
    #[error("the proof leads to a different new root than the one given")]
    NewRootMismatch,
}

/// Splits an inclusion proof for `index` in a tree of `size` into its inner part (below the point
/// where the paths to `index` and to the last leaf diverge) and its border part (above it).
fn decompose(index: u64, size: u64) -> (usize, usize) {
    let inner = (64 - (index ^ (size - 1)).leading_zeros()) as usize;
    let border = index.checked_shr(inner as u32).unwrap_or(0).count_ones() as usize;
    (inner, border)
}

/// Hashes `seed` up through `proof`, the bits of `index` telling on which side each sibling is.
fn chain_inner(seed: Hash, proof: &[Hash], index: u64) -> Hash {
    proof.iter().enumerate().fold(seed, |acc, (i, h)| {
        if index >> i & 1 == 0 {
            node_hash(&acc, h)
        } else {
            node_hash(h, &acc)
        }
    })
}

/// Like `chain_inner`, but only the left siblings: what the smaller tree of a consistency proof saw.
fn chain_inner_right(seed: Hash, proof: &[Hash], index: u64) -> Hash {
    proof.iter().enumerate().fold(seed, |acc, (i, h)| {
        if index >> i & 1 == 1 {
            node_hash(h, &acc)
        } else {
            acc
        }
    })
}

/// Above the divergence point every sibling is on the left.
fn chain_border_right(seed: Hash, proof: &[Hash]) -> Hash {
    proof.iter().fold(seed, |acc, h| node_hash(h, &acc))
}

/// The root an inclusion proof leads to.
pub fn root_from_inclusion(
    leaf_hash: &Hash,
    index: u64,
    tree_size: u64,
    proof: &[Hash],
) -> Result<Hash, ProofError> {
    if index >= tree_size {
        return Err(ProofError::IndexOutOfRange { index, tree_size });
    }
    let (inner, border) = decompose(index, tree_size);
    if proof.len() != inner + border {
        return Err(ProofError::WrongLength {
            expected: inner + border,
            got: proof.len(),
        });
    }
    let (inner_part, border_part) = proof.split_at(inner);
    Ok(chain_border_right(
        chain_inner(*leaf_hash, inner_part, index),
        border_part,
    ))
}

/// Checks that the leaf with hash `leaf_hash` is at `index` in the tree of `tree_size` with `root`.
pub fn verify_inclusion(
    leaf_hash: &Hash,
    index: u64,
    tree_size: u64,
    proof: &[Hash],
    root: &Hash,
) -> Result<(), ProofError> {
    if root_from_inclusion(leaf_hash, index, tree_size, proof)? == *root {
        Ok(())
    } else {
        Err(ProofError::RootMismatch)
    }
}

/// Checks that the tree of `new_size` with `new_root` extends the tree of `old_size` with
/// `old_root`. Equal sizes need an empty proof and equal roots; the empty old tree is a prefix of
/// every tree, but its root must be the empty root.
pub fn verify_consistency(
    old_size: u64,
    new_size: u64,
    old_root: &Hash,
    new_root: &Hash,
    proof: &[Hash],
) -> Result<(), ProofError> {
    if old_size > new_size {
        return Err(ProofError::SizeDecreased { old_size, new_size });
    }
    if old_size == new_size || old_size == 0 {
        if !proof.is_empty() {
            return Err(ProofError::WrongLength {
                expected: 0,
                got: proof.len(),
            });
        }
        if old_size == 0 && *old_root != EMPTY_ROOT {
            return Err(ProofError::OldRootMismatch);
        }
        if old_size == new_size && old_root != new_root {
            return Err(ProofError::RootMismatch);
        }
        return Ok(());
    }

    // The proof is the tail of an inclusion proof for leaf `old_size - 1` in the new tree, started
    // at the level of the largest perfect subtree the old tree ends with.
    let (inner, border) = decompose(old_size - 1, new_size);
    let shift = old_size.trailing_zeros() as usize;
    let inner = inner - shift;
    // That subtree's hash is sent first, unless the old tree is that very subtree: then it is the
    // old root, which the verifier already has.
    let (seed, rest) = if old_size == 1u64 << shift {
        (*old_root, proof)
    } else {
        match proof.split_first() {
            Some((first, rest)) => (*first, rest),
            None => {
                return Err(ProofError::WrongLength {
                    expected: 1 + inner + border,
                    got: 0,
                });
            }
        }
    };
    if rest.len() != inner + border {
        let sent_seed = proof.len() - rest.len();
        return Err(ProofError::WrongLength {
            expected: sent_seed + inner + border,
            got: proof.len(),
        });
    }
    let (inner_part, border_part) = rest.split_at(inner);
    let mask = (old_size - 1) >> shift;

    let old = chain_border_right(chain_inner_right(seed, inner_part, mask), border_part);
    if old != *old_root {
        return Err(ProofError::OldRootMismatch);
    }
    let new = chain_border_right(chain_inner(seed, inner_part, mask), border_part);
    if new != *new_root {
        return Err(ProofError::NewRootMismatch);
    }
    Ok(())
}

/// Checks, offline, that `entry_bytes` is entry `index` of the log of `tree_size` entries whose
/// root is `root`, given the audit path `proof` (what `LedgerService.GetInclusionProof` returns).
///
/// This is the check a client makes to be sure a decision it was shown is really in the log:
/// hash the bytes it holds itself (never trust a leaf hash sent with them), walk the audit path
/// up, and compare with a root it trusts (one it fetched earlier, or that was published). A
/// client that tracks the log over time should also check each new root against the last one it
/// trusted with [`verify_head_consistency`].
///
/// ```
/// use tertius::ledger::{leaf_hash, root_from_leaves, verify_entry_inclusion};
///
/// // A log of two entries: the audit path of entry 0 is the other leaf.
/// let (a, b) = (b"first".as_slice(), b"second".as_slice());
/// let root = root_from_leaves(&[leaf_hash(a), leaf_hash(b)]);
/// assert!(verify_entry_inclusion(a, 0, 2, &[leaf_hash(b)], &root).is_ok());
/// assert!(verify_entry_inclusion(b, 0, 2, &[leaf_hash(b)], &root).is_err());
/// ```
pub fn verify_entry_inclusion(
    entry_bytes: &[u8],
    index: u64,
    tree_size: u64,
    proof: &[Hash],
    root: &Hash,
) -> Result<(), ProofError> {
    verify_inclusion(&leaf_hash(entry_bytes), index, tree_size, proof, root)
}

/// Checks, offline, that the log with head `new` extends the log with head `old` (it kept every
/// entry `old` had, in order, and only appended), given the proof that
/// `LedgerService.GetConsistencyProof` returns for `old.size` and `new.size`.
///
/// A client that remembers the last head it trusted calls this before trusting a newer one; a
/// failure means the log was rewritten and should be reported, not retried.
///
/// ```
/// use tertius::ledger::{TreeHead, leaf_hash, root_from_leaves, verify_head_consistency};
///
/// let leaves = [leaf_hash(b"a"), leaf_hash(b"b"), leaf_hash(b"c")];
/// let old = TreeHead { size: 2, root: root_from_leaves(&leaves[..2]) };
/// let new = TreeHead { size: 3, root: root_from_leaves(&leaves) };
/// // From a log of 2 to a log of 3: the old root is a whole subtree, so only the new leaf is sent.
/// assert!(verify_head_consistency(&old, &new, &[leaves[2]]).is_ok());
/// assert!(verify_head_consistency(&new, &old, &[leaves[2]]).is_err());
/// ```
pub fn verify_head_consistency(
    old: &TreeHead,
    new: &TreeHead,
    proof: &[Hash],
) -> Result<(), ProofError> {
    verify_consistency(old.size, new.size, &old.root, &new.root, proof)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ledger::hash::root_from_leaves;
    use crate::ledger::tree::naive;
    use proptest::prelude::*;

    fn h(s: &str) -> Hash {
        let mut out = [0u8; 32];
        for (i, byte) in out.iter_mut().enumerate() {
            *byte = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).unwrap();
        }
        out
    }

    /// The reference leaves and roots published with RFC 6962's reference implementation
    /// (certificate-transparency, reused by transparency-dev/merkle `testonly`).
    fn reference_leaves() -> Vec<Hash> {
        let data: [&[u8]; 8] = [
            b"",
            b"\x00",
            b"\x10",
            b"\x20\x21",
            b"\x30\x31",
            b"\x40\x41\x42\x43",
            b"\x50\x51\x52\x53\x54\x55\x56\x57",
            b"\x60\x61\x62\x63\x64\x65\x66\x67\x68\x69\x6a\x6b\x6c\x6d\x6e\x6f",
        ];
        data.iter().map(|d| leaf_hash(d)).collect()
    }

    const REFERENCE_ROOTS: [&str; 9] = [
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        "6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d",
        "fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125",
        "aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77",
        "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
        "4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4",
        "76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef",
        "ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c",
        "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328",
    ];

    #[test]
    fn reference_roots() {
        let leaves = reference_leaves();
        for (n, want) in REFERENCE_ROOTS.iter().enumerate() {
            assert_eq!(root_from_leaves(&leaves[..n]), h(want), "size {n}");
        }
    }

    #[test]
    fn reference_inclusion_proofs() {
        let leaves = reference_leaves();
        let root8 = h(REFERENCE_ROOTS[8]);
        let cases: [(u64, [&str; 3]); 2] = [
            (
                0,
                [
                    "96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7",
                    "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
                    "6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4",
                ],
            ),
            (
                5,
                [
                    "bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b",
                    "ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0",
                    "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
                ],
            ),
        ];
        for (index, proof) in cases {
            let proof: Vec<Hash> = proof.iter().map(|s| h(s)).collect();
            assert_eq!(naive::path(index as usize, &leaves), proof);
            verify_inclusion(&leaves[index as usize], index, 8, &proof, &root8).unwrap();
        }
    }

    #[test]
    fn reference_consistency_proofs() {
        let leaves = reference_leaves();
        let cases: [(u64, u64, &[&str]); 3] = [
            (
                2,
                8,
                &[
                    "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
                    "6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4",
                ],
            ),
            (
                6,
                8,
                &[
                    "0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a",
                    "ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0",
                    "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
                ],
            ),
            (
                2,
                5,
                &[
                    "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
                    "bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b",
                ],
            ),
        ];
        for (old, new, proof) in cases {
            let proof: Vec<Hash> = proof.iter().map(|s| h(s)).collect();
            assert_eq!(naive::proof(old as usize, &leaves[..new as usize]), proof);
            let (r1, r2) = (
                h(REFERENCE_ROOTS[old as usize]),
                h(REFERENCE_ROOTS[new as usize]),
            );
            verify_consistency(old, new, &r1, &r2, &proof).unwrap();
        }
    }

    fn leaves(n: usize, salt: u64) -> Vec<Hash> {
        (0..n)
            .map(|i| leaf_hash(format!("{salt}/{i}").as_bytes()))
            .collect()
    }

    /// Every way to damage a proof that should be caught: each hash flipped, each adjacent pair
    /// swapped, one hash short, one hash extra.
    fn mangled(proof: &[Hash]) -> Vec<Vec<Hash>> {
        let mut out = Vec::new();
        for i in 0..proof.len() {
            let mut p = proof.to_vec();
            p[i][7] ^= 1;
            out.push(p);
            if i + 1 < proof.len() && proof[i] != proof[i + 1] {
                let mut p = proof.to_vec();
                p.swap(i, i + 1);
                out.push(p);
            }
        }
        if !proof.is_empty() {
            out.push(proof[..proof.len() - 1].to_vec());
        }
        let mut longer = proof.to_vec();
        longer.push([0xab; 32]);
        out.push(longer);
        out
    }

    #[test]
    fn every_inclusion_proof_up_to_64_verifies_and_no_mangled_one_does() {
        let d = leaves(64, 0);
        for n in 1..=64usize {
            let root = naive::mth(&d[..n]);
            for m in 0..n {
                let proof = naive::path(m, &d[..n]);
                verify_inclusion(&d[m], m as u64, n as u64, &proof, &root).unwrap();
                for bad in mangled(&proof) {
                    assert!(verify_inclusion(&d[m], m as u64, n as u64, &bad, &root).is_err());
                }
                // The right proof against the wrong index, leaf or root.
                if n > 1 {
                    let other = (m + 1) % n;
                    assert!(
                        verify_inclusion(&d[m], other as u64, n as u64, &proof, &root).is_err()
                    );
                    assert!(
                        verify_inclusion(&d[other], m as u64, n as u64, &proof, &root).is_err()
                    );
                }
                // (The size is deliberately not varied: RFC 6962 roots do not commit to the size,
                // and for many shapes the same path is valid for the next size too.)
                let mut wrong_root = root;
                wrong_root[0] ^= 1;
                assert_eq!(
                    verify_inclusion(&d[m], m as u64, n as u64, &proof, &wrong_root),
                    Err(ProofError::RootMismatch)
                );
            }
            assert!(matches!(
                verify_inclusion(&d[0], n as u64, n as u64, &[], &root),
                Err(ProofError::IndexOutOfRange { .. })
            ));
        }
    }

    #[test]
    fn every_consistency_proof_up_to_64_verifies_and_no_mangled_one_does() {
        let d = leaves(64, 1);
        let roots: Vec<Hash> = (0..=64).map(|n| naive::mth(&d[..n])).collect();
        for n in 0..=64usize {
            for m in 0..=n {
                let proof = naive::proof(m, &d[..n]);
                verify_consistency(m as u64, n as u64, &roots[m], &roots[n], &proof).unwrap();
                if 0 < m && m < n {
                    for bad in mangled(&proof) {
                        assert!(
                            verify_consistency(m as u64, n as u64, &roots[m], &roots[n], &bad)
                                .is_err(),
                            "{m} -> {n}"
                        );
                    }
                    assert!(
                        verify_consistency(m as u64, n as u64, &roots[m + 1], &roots[n], &proof)
                            .is_err()
                    );
                    assert!(
                        verify_consistency(m as u64, n as u64, &roots[m], &roots[n - 1], &proof)
                            .is_err()
                    );
                    assert!(
                        verify_consistency(n as u64, m as u64, &roots[n], &roots[m], &proof)
                            .is_err()
                    );
                }
            }
        }
        // The degenerate cases: same size, and the empty tree.
        assert!(verify_consistency(4, 4, &roots[4], &roots[4], &[]).is_ok());
        assert!(verify_consistency(4, 4, &roots[4], &roots[5], &[]).is_err());
        assert!(verify_consistency(4, 4, &roots[4], &roots[4], &[[0; 32]]).is_err());
        assert!(verify_consistency(0, 8, &EMPTY_ROOT, &roots[8], &[]).is_ok());
        assert!(verify_consistency(0, 8, &roots[1], &roots[8], &[]).is_err());
        assert!(verify_consistency(0, 8, &EMPTY_ROOT, &roots[8], &[[0; 32]]).is_err());
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn random_trees_prove_and_verify(n in 1usize..600, m_seed in any::<u64>(), salt in any::<u64>()) {
            let d = leaves(n, salt);
            let root = naive::mth(&d);
            let m = (m_seed % n as u64) as usize;
            let proof = naive::path(m, &d);
            prop_assert!(verify_inclusion(&d[m], m as u64, n as u64, &proof, &root).is_ok());
            let old = m + 1;
            let cproof = naive::proof(old, &d);
            let old_root = naive::mth(&d[..old]);
            prop_assert!(verify_consistency(old as u64, n as u64, &old_root, &root, &cproof).is_ok());
        }
    }

    #[test]
    fn huge_indices_do_not_overflow() {
        let leaf = [7u8; 32];
        let size = u64::MAX;
        assert!(verify_inclusion(&leaf, (1 << 63) + 5, size, &[], &leaf).is_err());
        assert!(verify_consistency(1 << 63, u64::MAX, &leaf, &leaf, &[]).is_err());
    }
}
