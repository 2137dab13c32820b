//! The decision ledger: an append-only RFC 6962 Merkle log of the arbiter's decisions.
//!
//! Invariants, each with a test:
//! - Entries are opaque bytes. The ledger hashes them (leaf = SHA-256(0x00 || bytes), node =
//!   SHA-256(0x01 || left || right)) and stores a few lookup columns beside them; nothing here
//!   knows what a ruling means.
//! - Sequence numbers are dense from 0, across every process appending to the same database:
//!   each batch transaction first takes a database-level lock (SQLite `BEGIN IMMEDIATE`,
//!   PostgreSQL `SELECT … FOR UPDATE` on the single `ledger_head` row), never an in-memory one.
//! - Finality: an append whose dedup key or (tournament, request id) is already logged returns
//!   the logged entry unchanged (`AppendOutcome::Existing`), enforced by unique constraints; a
//!   request id already logged for another request is refused (`Refusal::RequestIdTaken`).
//! - One history per game: an append guarded by `GameGuard::LatestIs` commits only if the
//!   game's latest entry is still the one its caller decided from, checked under the same
//!   database lock that orders appends, so racing callers (in one process or many) cannot both
//!   extend a game from the same point.
//! - Durability: `append` returns only after its transaction has committed. Appends that wait
//!   together are committed together (group commit, `writer`).
//! - Every completed perfect subtree and every tree head is stored with the entries that produce
//!   it, so proofs for any past size are O(log n) reads, and `verify` can recompute all of it
//!   from the entry bytes alone.
//!
//! Layout: `hash`, `tree` and `proof` are pure (no I/O) and usable by clients; `store` is the seam,
//! `sqlite` and `postgres` its native implementations; `writer` batches appends; `verify` is the
//! independent checker.

mod entry;
mod hash;
pub mod keys;
mod open;
mod postgres;
mod proof;
mod sqlite;
mod store;
mod tree;
mod verify;
mod writer;

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::Ordering;

use tokio::sync::{mpsc, oneshot};

pub use entry::{AppendOutcome, DedupKey, Entry, GameGuard, NewEntry, Refusal, TreeHead};
pub use hash::{EMPTY_ROOT, Hash, from_hex, leaf_hash, node_hash, root_from_leaves, to_hex};
pub use open::{Backend, OpenError, SCHEMA_VERSION, backend_for, open_store, open_store_read_only};
pub use postgres::PostgresStore;
pub use proof::{
    ProofError, root_from_inclusion, verify_consistency, verify_entry_inclusion,
    verify_head_consistency, verify_inclusion,
};
pub use sqlite::SqliteStore;
pub use store::{Outcome, Store, StoreError};
pub use tree::NodeId;
pub use verify::{VerifyError, VerifyReport, verify};
pub use writer::{AppendError, BatchObserver, MAX_BATCH};

/// Why a proof could not be produced.
#[derive(Debug, thiserror::Error)]
pub enum ProveError {
    #[error("tree size {tree_size} is beyond the current head of size {head_size}")]
    SizeBeyondHead { tree_size: u64, head_size: u64 },
    #[error("leaf index {index} is not below tree size {tree_size}")]
    IndexOutOfRange { index: u64, tree_size: u64 },
    #[error("old tree size {old_size} is larger than new tree size {new_size}")]
    SizeDecreased { old_size: u64, new_size: u64 },
    #[error("stored node (level {level}, index {index}) is missing")]
    NodeMissing { level: u8, index: u64 },
    #[error("could not read the ledger: {0}")]
    Store(#[from] StoreError),
}

/// Counters since this `Ledger` was opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LedgerStats {
    /// Append requests the writer has handled.
    pub appends: u64,
    /// Batches the writer has handed to the store.
    pub batches: u64,
    /// Transactions the store committed (a batch retried after a lost race counts once).
    pub commits: u64,
}

/// A handle on the ledger. Cheap to clone; every clone feeds the same writer task.
#[derive(Clone)]
pub struct Ledger {
    store: Arc<dyn Store>,
    queue: mpsc::Sender<writer::Request>,
    counters: Arc<writer::Counters>,
}

/// Opens the ledger a database URL names (see [`backend_for`]), migrating it first.
pub async fn open(database_url: &str) -> Result<Ledger, OpenError> {
    Ledger::open(database_url).await
}

impl Ledger {
    /// Opens the ledger a database URL names and starts its writer task. Must run inside a Tokio
    /// runtime; the writer stops once every clone of the handle is dropped.
    pub async fn open(database_url: &str) -> Result<Ledger, OpenError> {
        let store: Arc<dyn Store> = Arc::from(open_store(database_url).await?);
        tracing::info!(backend = store.backend(), "ledger opened");
        Ok(Ledger::with_store(store))
    }

    pub fn with_store(store: Arc<dyn Store>) -> Ledger {
        let (queue, rx) = mpsc::channel(writer::QUEUE);
        let counters = Arc::new(writer::Counters::default());
        tokio::spawn(writer::run(store.clone(), rx, counters.clone()));
        Ledger {
            store,
            queue,
            counters,
        }
    }

    /// Appends an entry, returning once it is committed, or returns the entry already logged
    /// under the same dedup key or request id.
    pub async fn append(&self, entry: NewEntry) -> Result<AppendOutcome, AppendError> {
        let (reply, answer) = oneshot::channel();
        self.queue
            .send(writer::Request { entry, reply })
            .await
            .map_err(|_| AppendError::WriterStopped)?;
        answer.await.map_err(|_| AppendError::WriterStopped)?
    }

    /// Calls `observe` with the size of every batch the writer takes from now on (once per
    /// ledger; a second observer is ignored).
    pub fn observe_batches(&self, observe: BatchObserver) {
        let _ = self.counters.observer.set(observe);
    }

    /// A clean stop of the database (see `Store::close`); appends after it fail.
    pub async fn close(&self) -> Result<(), StoreError> {
        self.store.close().await
    }

    pub fn store(&self) -> &dyn Store {
        self.store.as_ref()
    }

    pub fn stats(&self) -> LedgerStats {
        LedgerStats {
            appends: self.counters.requests.load(Ordering::Relaxed),
            batches: self.counters.batches.load(Ordering::Relaxed),
            commits: self.store.commits(),
        }
    }

    pub async fn get(&self, seq: u64) -> Result<Option<Entry>, StoreError> {
        self.store.get(seq).await
    }

    pub async fn by_request_id(
        &self,
        tournament: &str,
        request_id: &str,
    ) -> Result<Option<Entry>, StoreError> {
        self.store.by_request_id(tournament, request_id).await
    }

    pub async fn by_dedup_key(&self, key: &DedupKey) -> Result<Option<Entry>, StoreError> {
        self.store.by_dedup_key(key).await
    }

    /// Entries of one game after `after_seq` (from the start when `None`), ascending; only one
    /// tournament's when it is named, filtered before `limit` applies.
    pub async fn list_by_game(
        &self,
        tournament: Option<&str>,
        game_id: &str,
        after_seq: Option<u64>,
        limit: u32,
    ) -> Result<Vec<Entry>, StoreError> {
        self.store
            .list_by_game(tournament, game_id, after_seq, limit)
            .await
    }

    pub async fn head(&self) -> Result<TreeHead, StoreError> {
        self.store.head().await
    }

    pub async fn head_at(&self, size: u64) -> Result<Option<TreeHead>, StoreError> {
        self.store.head_at(size).await
    }

    /// The RFC 6962 audit path of entry `index` in the tree of `tree_size` entries.
    pub async fn inclusion_proof(
        &self,
        index: u64,
        tree_size: u64,
    ) -> Result<Vec<Hash>, ProveError> {
        if index >= tree_size {
            return Err(ProveError::IndexOutOfRange { index, tree_size });
        }
        self.check_size(tree_size).await?;
        self.prove(tree::inclusion_plan(index, tree_size)).await
    }

    /// The RFC 6962 consistency proof from the tree of `old_size` entries to that of `new_size`.
    pub async fn consistency_proof(
        &self,
        old_size: u64,
        new_size: u64,
    ) -> Result<Vec<Hash>, ProveError> {
        if old_size > new_size {
            return Err(ProveError::SizeDecreased { old_size, new_size });
        }
        self.check_size(new_size).await?;
        self.prove(tree::consistency_plan(old_size, new_size)).await
    }

    /// Runs the independent verifier over the whole store.
    pub async fn verify(&self) -> Result<VerifyReport, VerifyError> {
        verify(self.store.as_ref()).await
    }

    async fn check_size(&self, tree_size: u64) -> Result<(), ProveError> {
        let head = self.store.head().await?;
        if tree_size > head.size {
            return Err(ProveError::SizeBeyondHead {
                tree_size,
                head_size: head.size,
            });
        }
        Ok(())
    }

    async fn prove(&self, plan: tree::ProofPlan) -> Result<Vec<Hash>, ProveError> {
        let ids = tree::plan_nodes(&plan);
        let nodes: HashMap<NodeId, Hash> = self.store.nodes(&ids).await?.into_iter().collect();
        tree::assemble(&plan, &nodes).map_err(|id| ProveError::NodeMissing {
            level: id.level,
            index: id.index,
        })
    }
}
