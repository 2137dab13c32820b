//! The independent verifier: recomputes the log from the raw entry rows and compares every stored
//! derived row (perfect-subtree nodes, tree heads, the head pointer) against it.
//!
//! It trusts nothing the appender wrote except the entry bytes, reads in pages so memory stays
//! O(page + log n), and stops at the first discrepancy, naming it by position in the log.

use std::collections::HashMap;

use super::hash::{EMPTY_ROOT, Hash, leaf_hash};
use super::store::{Store, StoreError};
use super::tree::{Frontier, NodeId};

const PAGE: u32 = 1024;

/// What a clean verification covered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifyReport {
    pub size: u64,
    pub root: Hash,
    pub nodes_checked: u64,
    pub heads_checked: u64,
}

/// The first thing in the log that does not match its entries.
#[derive(Debug, thiserror::Error)]
pub enum VerifyError {
    #[error("could not read the ledger: {0}")]
    Store(#[from] StoreError),
    #[error("entry {seq}: missing, the log claims {claimed} entries")]
    EntryMissing { seq: u64, claimed: u64 },
    #[error("entry {seq}: leaf hash does not match its bytes")]
    LeafMismatch { seq: u64 },
    #[error("entry {seq}: stored beyond the head, which claims {claimed} entries")]
    EntryBeyondHead { seq: u64, claimed: u64 },
    #[error("node (level {level}, index {index}): missing")]
    NodeMissing { level: u8, index: u64 },
    #[error("node (level {level}, index {index}): hash does not match the entries below it")]
    NodeMismatch { level: u8, index: u64 },
    #[error("node (level {level}, index {index}): stored beyond the {size} entries")]
    NodeBeyondEntries { level: u8, index: u64, size: u64 },
    #[error("head {size}: missing")]
    HeadMissing { size: u64 },
    #[error("head {size}: root does not match the entries")]
    HeadMismatch { size: u64 },
}

/// Verifies a whole store. `Ok` means every entry, node and head is consistent with the entry
/// bytes; the report's root is the recomputed root of the whole log.
pub async fn verify(store: &dyn Store) -> Result<VerifyReport, VerifyError> {
    let claimed = store.claimed_size().await?;
    // The most entries anything stored claims: the head pointer or the largest head. Truncation
    // shows up as an entry missing below that.
    let largest_head = match store.scan_heads(claimed, u32::MAX).await?.last() {
        Some(h) => h.size.max(claimed),
        None => claimed,
    };
    let mut report = VerifyReport {
        size: 0,
        root: EMPTY_ROOT,
        nodes_checked: 0,
        heads_checked: 0,
    };

    match store.scan_heads(0, 1).await?.first() {
        Some(h) if h.size == 0 && h.root == EMPTY_ROOT => report.heads_checked += 1,
        Some(h) if h.size == 0 => return Err(VerifyError::HeadMismatch { size: 0 }),
        _ => return Err(VerifyError::HeadMissing { size: 0 }),
    }

    let mut frontier = Frontier::empty();
    loop {
        let start = frontier.size();
        let page = store.scan_entries(start, PAGE).await?;
        let Some(last) = page.last() else { break };
        // The page covers seqs [start, end) if nothing is missing; fetch the nodes that complete
        // and the heads that are reached in that span.
        let end = last.seq.saturating_add(1);
        let stored_nodes = nodes_completing_in(store, start, end).await?;
        let stored_heads: HashMap<u64, Hash> = store
            .scan_heads(start + 1, u32::try_from(end - start).unwrap_or(u32::MAX))
            .await?
            .into_iter()
            .map(|h| (h.size, h.root))
            .collect();

        for entry in &page {
            let seq = frontier.size();
            if entry.seq != seq {
                return Err(VerifyError::EntryMissing {
                    seq,
                    claimed: largest_head.max(entry.seq),
                });
            }
            if seq >= claimed {
                return Err(VerifyError::EntryBeyondHead { seq, claimed });
            }
            for (id, hash) in frontier.push(leaf_hash(&entry.bytes)) {
                match stored_nodes.get(&id) {
                    Some(stored) if *stored == hash => report.nodes_checked += 1,
                    Some(_) if id.level == 0 => return Err(VerifyError::LeafMismatch { seq }),
                    Some(_) => {
                        return Err(VerifyError::NodeMismatch {
                            level: id.level,
                            index: id.index,
                        });
                    }
                    None => {
                        return Err(VerifyError::NodeMissing {
                            level: id.level,
                            index: id.index,
                        });
                    }
                }
            }
            let size = frontier.size();
            match stored_heads.get(&size) {
                Some(root) if *root == frontier.root() => report.heads_checked += 1,
                Some(_) => return Err(VerifyError::HeadMismatch { size }),
                None => return Err(VerifyError::HeadMissing { size }),
            }
        }
    }

    let size = frontier.size();
    if size < largest_head {
        return Err(VerifyError::EntryMissing {
            seq: size,
            claimed: largest_head,
        });
    }
    // No derived row may describe entries that do not exist.
    for level in 0..64u8 {
        if let Some((index, _)) = store.scan_nodes(level, size >> level, 1).await?.first() {
            return Err(VerifyError::NodeBeyondEntries {
                level,
                index: *index,
                size,
            });
        }
    }
    report.size = size;
    report.root = frontier.root();
    Ok(report)
}

/// The stored nodes that become complete when entries `[start, end)` are appended: at level `l`,
/// node `i` completes with entry `(i + 1) * 2^l - 1`.
async fn nodes_completing_in(
    store: &dyn Store,
    start: u64,
    end: u64,
) -> Result<HashMap<NodeId, Hash>, StoreError> {
    let mut out = HashMap::new();
    for level in 0..64u8 {
        // (i + 1) * 2^l in (start, end]  <=>  start >> l <= i < end >> l
        let (first, past) = (start >> level, end >> level);
        if past == 0 {
            break;
        }
        if past <= first {
            continue;
        }
        let want = u32::try_from(past - first).unwrap_or(u32::MAX);
        for (index, hash) in store.scan_nodes(level, first, want).await? {
            if index < past {
                out.insert(NodeId::new(level, index), hash);
            }
        }
    }
    Ok(out)
}
