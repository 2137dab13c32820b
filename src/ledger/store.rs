//! The storage seam: a narrow trait with one native implementation per database.
//!
//! Backends only move rows. What to write for a batch (sequence numbers, perfect-subtree nodes,
//! tree heads, which requests are duplicates) is decided once, here, by the pure `plan_batch`, so
//! the two backends cannot drift apart on anything but SQL.

use std::collections::HashMap;
use std::sync::Mutex;

use futures::future::BoxFuture;

use super::entry::{AppendOutcome, DedupKey, Entry, GameGuard, NewEntry, Refusal, TreeHead};
use super::hash::{Hash, leaf_hash};
use super::tree::{Frontier, NodeId};

/// A storage failure. Seen by callers as the source of the per-operation errors.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    /// A row that cannot be what the schema promises, e.g. a negative sequence number or a hash
    /// that is not 32 bytes. Only tampering or a bug gets here.
    #[error("stored data is malformed: {0}")]
    Corrupt(String),
    /// A number that does not fit the database's signed 64-bit integers.
    #[error("`{value}` is out of range for the database")]
    OutOfRange { value: u64 },
}

impl StoreError {
    /// Whether the same call may succeed later: the database was unreachable, busy, out of
    /// resources or shutting down. Callers (the gRPC edge) answer these with "try again"
    /// (UNAVAILABLE) and everything else as a fault. Decided here because only the ledger knows
    /// the database's error codes.
    pub fn is_transient(&self) -> bool {
        let StoreError::Database(err) = self else {
            return false;
        };
        match err {
            sqlx::Error::Io(_)
            | sqlx::Error::Tls(_)
            | sqlx::Error::PoolTimedOut
            | sqlx::Error::PoolClosed
            | sqlx::Error::WorkerCrashed => true,
            sqlx::Error::Database(db) => {
                let Some(code) = db.code() else { return false };
                if db.try_downcast_ref::<sqlx::sqlite::SqliteError>().is_some() {
                    // SQLite extended result codes; the primary code is the low byte: BUSY (5),
                    // LOCKED (6), IOERR (10), FULL (13).
                    code.parse::<i32>()
                        .is_ok_and(|n| matches!(n & 0xff, 5 | 6 | 10 | 13))
                } else {
                    // PostgreSQL SQLSTATEs: connection exceptions (08), serialization failure and
                    // deadlock (40001, 40P01), insufficient resources (53), operator
                    // intervention such as a shutdown (57P0x).
                    code.starts_with("08")
                        || code.starts_with("53")
                        || code.starts_with("57P0")
                        || code == "40001"
                        || code == "40P01"
                }
            }
            _ => false,
        }
    }
}

/// The storage a `Ledger` runs on.
///
/// `append_batch` is the only write. It must, in ONE transaction that excludes every other
/// appender of the same database (a row lock or a database write lock, never an in-process lock,
/// because replicas share the database), read the head, look up duplicates and the latest entry
/// of every guarded game, write what `plan_batch` returns, and commit before returning.
pub trait Store: Send + Sync + 'static {
    /// `"sqlite"` or `"postgres"`, for log lines and test names.
    fn backend(&self) -> &'static str;

    /// Appends a batch atomically; one outcome per input, in order.
    fn append_batch<'a>(
        &'a self,
        batch: &'a [NewEntry],
    ) -> BoxFuture<'a, Result<Vec<Outcome>, StoreError>>;

    /// Transactions committed by `append_batch` since this store was opened.
    fn commits(&self) -> u64;

    fn get(&self, seq: u64) -> BoxFuture<'_, Result<Option<Entry>, StoreError>>;

    /// The entry a tournament logged under a request id.
    fn by_request_id<'a>(
        &'a self,
        tournament: &'a str,
        request_id: &'a str,
    ) -> BoxFuture<'a, Result<Option<Entry>, StoreError>>;

    fn by_dedup_key<'a>(
        &'a self,
        key: &'a DedupKey,
    ) -> BoxFuture<'a, Result<Option<Entry>, StoreError>>;

    /// Entries of one game with `seq > after_seq` (all when `None`), ascending, at most `limit`;
    /// only the given tournament's when one is named (filtered before the limit applies).
    fn list_by_game<'a>(
        &'a self,
        tournament: Option<&'a str>,
        game_id: &'a str,
        after_seq: Option<u64>,
        limit: u32,
    ) -> BoxFuture<'a, Result<Vec<Entry>, StoreError>>;

    /// The current tree head.
    fn head(&self) -> BoxFuture<'_, Result<TreeHead, StoreError>>;

    /// The stored tree head of the given size, if the log has ever had that size.
    fn head_at(&self, size: u64) -> BoxFuture<'_, Result<Option<TreeHead>, StoreError>>;

    /// Stored perfect-subtree hashes; ids without a row are left out.
    fn nodes<'a>(
        &'a self,
        ids: &'a [NodeId],
    ) -> BoxFuture<'a, Result<Vec<(NodeId, Hash)>, StoreError>>;

    // Raw scans for the verifier: rows exactly as stored, nothing recomputed or cross-checked.

    /// Entries with `seq >= from_seq`, ascending, at most `limit`.
    fn scan_entries(
        &self,
        from_seq: u64,
        limit: u32,
    ) -> BoxFuture<'_, Result<Vec<Entry>, StoreError>>;

    /// Nodes of one level with `index >= from_index`, ascending, at most `limit`.
    fn scan_nodes(
        &self,
        level: u8,
        from_index: u64,
        limit: u32,
    ) -> BoxFuture<'_, Result<Vec<(u64, Hash)>, StoreError>>;

    /// Tree heads with `size >= from_size`, ascending, at most `limit`.
    fn scan_heads(
        &self,
        from_size: u64,
        limit: u32,
    ) -> BoxFuture<'_, Result<Vec<TreeHead>, StoreError>>;

    /// The size the single `ledger_head` row claims, without joining anything.
    fn claimed_size(&self) -> BoxFuture<'_, Result<u64, StoreError>>;

    /// A clean stop: waits for the connections in use, leaves the database whole on its own
    /// (SQLite: every committed entry copied from the WAL into the main file) and closes.
    fn close(&self) -> BoxFuture<'_, Result<(), StoreError>>;
}

/// What one request of a batch gets back.
pub type Outcome = Result<AppendOutcome, Refusal>;

/// A game as the ledger scopes it: (tournament, game id).
pub(crate) type GameKey = (String, String);

/// Everything one batch transaction writes, and what each request gets back.
#[derive(Debug)]
pub(crate) struct BatchPlan {
    pub outcomes: Vec<Outcome>,
    pub entries: Vec<Entry>,
    pub nodes: Vec<(NodeId, Hash)>,
    /// One head per new entry, so every size the log passes through can be served later.
    pub heads: Vec<TreeHead>,
    pub new_size: u64,
    /// The frontier after the batch: a store may keep it and skip reading the frontier nodes
    /// back next time, if the head has not moved in between.
    pub frontier: Frontier,
}

/// The leaf hash of every request of a batch. Computed before the batch transaction starts, so
/// the database lock is not held while the entry bytes are hashed.
pub(crate) fn leaf_hashes(batch: &[NewEntry]) -> Vec<Hash> {
    batch.iter().map(|e| leaf_hash(&e.bytes)).collect()
}

/// Decides a batch. `existing` holds the stored entries that share a dedup key or a (tournament,
/// request id) with some request of the batch; duplicates inside the batch resolve to the first
/// of them. `latest` holds the latest stored entry of every guarded game that has one. `leaves`
/// is `leaf_hashes(batch)`.
pub(crate) fn plan_batch(
    mut frontier: Frontier,
    existing: &[Entry],
    latest: &HashMap<GameKey, u64>,
    batch: &[NewEntry],
    leaves: &[Hash],
) -> BatchPlan {
    let mut by_key: HashMap<DedupKey, Entry> = HashMap::new();
    let mut by_request: HashMap<(String, String), Entry> = HashMap::new();
    let mut latest = latest.clone();
    for e in existing {
        by_key.insert(e.dedup_key, e.clone());
        if let Some(r) = &e.request_id {
            by_request.insert((e.tournament.clone(), r.clone()), e.clone());
        }
    }
    let mut plan = BatchPlan {
        outcomes: Vec::with_capacity(batch.len()),
        entries: Vec::new(),
        nodes: Vec::new(),
        heads: Vec::new(),
        new_size: frontier.size(),
        frontier: Frontier::empty(),
    };
    for (new, leaf) in batch.iter().zip(leaves) {
        // A request id names one request: asked again with other content, it is the client's
        // mistake, never an answer to the other request.
        let by_id = new
            .request_id
            .as_ref()
            .and_then(|r| by_request.get(&(new.tournament.clone(), r.clone())));
        if let Some(entry) = by_id {
            plan.outcomes.push(if entry.dedup_key == new.dedup_key {
                Ok(AppendOutcome::Existing(entry.clone()))
            } else {
                Err(Refusal::RequestIdTaken(entry.clone()))
            });
            continue;
        }
        // The same decision asked again is answered with the one logged, whatever happened to
        // the game since: it was final when it was given.
        if let Some(entry) = by_key.get(&new.dedup_key) {
            plan.outcomes
                .push(Ok(AppendOutcome::Existing(entry.clone())));
            continue;
        }
        let game = (new.tournament.clone(), new.game_id.clone());
        if let GameGuard::LatestIs(expected) = new.guard {
            let now = latest.get(&game).copied();
            if now != expected {
                plan.outcomes.push(Err(Refusal::Stale { latest: now }));
                continue;
            }
        }
        let entry = Entry::from_new(frontier.size(), new);
        plan.nodes.extend(frontier.push(*leaf));
        plan.heads.push(TreeHead {
            size: frontier.size(),
            root: frontier.root(),
        });
        by_key.insert(entry.dedup_key, entry.clone());
        if let Some(r) = &entry.request_id {
            by_request.insert((entry.tournament.clone(), r.clone()), entry.clone());
        }
        latest.insert(game, entry.seq);
        plan.entries.push(entry.clone());
        plan.outcomes.push(Ok(AppendOutcome::Appended(entry)));
    }
    plan.new_size = frontier.size();
    plan.frontier = frontier;
    plan
}

/// The frontier after this store's last commit. Reading it back costs a query per batch; but
/// sizes only grow, so if the head still has the size it had after our last commit, nobody else
/// appended in between and the cached frontier is the frontier. Any other size is read back.
#[derive(Debug, Default)]
pub(crate) struct FrontierCache(Mutex<Option<Frontier>>);

impl FrontierCache {
    pub fn get(&self, size: u64) -> Option<Frontier> {
        // A poisoned lock only means a panic elsewhere mid-update: forget the cache.
        let cached = self.0.lock().ok()?;
        cached.as_ref().filter(|f| f.size() == size).cloned()
    }

    /// Called only after a commit succeeded, so the cache never holds an uncommitted frontier.
    pub fn set(&self, frontier: Frontier) {
        if let Ok(mut cached) = self.0.lock() {
            *cached = Some(frontier);
        }
    }
}

/// What a batch transaction looks up: the dedup keys, the (tournament, request id) pairs and
/// the guarded games of its requests.
pub(crate) struct BatchKeys {
    pub dedup: Vec<Vec<u8>>,
    pub request_tournaments: Vec<String>,
    pub request_ids: Vec<String>,
    pub game_tournaments: Vec<String>,
    pub game_ids: Vec<String>,
}

pub(crate) fn batch_keys(batch: &[NewEntry]) -> BatchKeys {
    let mut keys = BatchKeys {
        dedup: batch.iter().map(|e| e.dedup_key.0.to_vec()).collect(),
        request_tournaments: Vec::new(),
        request_ids: Vec::new(),
        game_tournaments: Vec::new(),
        game_ids: Vec::new(),
    };
    for e in batch {
        if let Some(r) = &e.request_id {
            keys.request_tournaments.push(e.tournament.clone());
            keys.request_ids.push(r.clone());
        }
        if matches!(e.guard, GameGuard::LatestIs(_)) {
            keys.game_tournaments.push(e.tournament.clone());
            keys.game_ids.push(e.game_id.clone());
        }
    }
    keys
}

/// Databases store sequence numbers, sizes and indices as signed 64-bit integers.
pub(crate) fn to_db(value: u64) -> Result<i64, StoreError> {
    i64::try_from(value).map_err(|_| StoreError::OutOfRange { value })
}

pub(crate) fn from_db(value: i64, what: &str) -> Result<u64, StoreError> {
    u64::try_from(value).map_err(|_| StoreError::Corrupt(format!("negative {what} `{value}`")))
}

pub(crate) fn hash_from_db(bytes: Vec<u8>, what: &str) -> Result<Hash, StoreError> {
    let len = bytes.len();
    bytes
        .try_into()
        .map_err(|_| StoreError::Corrupt(format!("{what} has {len} bytes, not 32")))
}

pub(crate) fn level_from_db(value: i64) -> Result<u8, StoreError> {
    u8::try_from(value)
        .ok()
        .filter(|l| *l < 64)
        .ok_or_else(|| StoreError::Corrupt(format!("node level `{value}` is not in 0..64")))
}

/// Whether an error is a unique-constraint violation: a concurrent writer that bypassed the head
/// lock got there first. The batch is retried and then finds the existing entry.
pub(crate) fn is_unique_violation(err: &StoreError) -> bool {
    match err {
        StoreError::Database(sqlx::Error::Database(db)) => db.is_unique_violation(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn new(key: u8, request: Option<&str>) -> NewEntry {
        NewEntry {
            game_id: "g".into(),
            dedup_key: DedupKey([key; 32]),
            request_id: request.map(str::to_owned),
            tournament: String::new(),
            received_at_ms: 0,
            bytes: vec![key],
            guard: GameGuard::Unchecked,
        }
    }

    #[test]
    fn duplicates_inside_a_batch_resolve_to_the_first() {
        let batch = [
            new(1, Some("a")),
            new(1, None),
            new(2, Some("a")),
            new(3, None),
        ];
        let plan = plan_batch(
            Frontier::empty(),
            &[],
            &HashMap::new(),
            &batch,
            &leaf_hashes(&batch),
        );
        assert_eq!(plan.entries.len(), 2);
        assert_eq!(plan.new_size, 2);
        assert!(plan.outcomes[0].as_ref().unwrap().is_appended());
        assert_eq!(
            plan.outcomes[1],
            Ok(AppendOutcome::Existing(plan.entries[0].clone()))
        );
        // The same request id with another dedup key: another request, refused.
        assert_eq!(
            plan.outcomes[2],
            Err(Refusal::RequestIdTaken(plan.entries[0].clone()))
        );
        assert_eq!(plan.outcomes[3].as_ref().unwrap().entry().seq, 1);
        assert_eq!(
            plan.heads.iter().map(|h| h.size).collect::<Vec<_>>(),
            [1, 2]
        );
    }

    fn guarded(key: u8, game: &str, latest: Option<u64>) -> NewEntry {
        NewEntry {
            game_id: game.into(),
            guard: GameGuard::LatestIs(latest),
            ..new(key, None)
        }
    }

    #[test]
    fn a_guard_admits_one_of_two_entries_raced_for_a_game() {
        // Both callers read a game with no entry; only the first of them may extend it.
        let batch = [
            guarded(1, "g", None),
            guarded(2, "g", None),
            guarded(3, "h", None),
        ];
        let plan = plan_batch(
            Frontier::empty(),
            &[],
            &HashMap::new(),
            &batch,
            &leaf_hashes(&batch),
        );
        assert!(plan.outcomes[0].as_ref().unwrap().is_appended());
        assert_eq!(plan.outcomes[1], Err(Refusal::Stale { latest: Some(0) }));
        assert!(plan.outcomes[2].as_ref().unwrap().is_appended());
        // Re-read: the second now names entry 0 and goes through.
        let latest = HashMap::from([((String::new(), "g".to_owned()), 0)]);
        let again = [guarded(2, "g", Some(0))];
        let plan = plan_batch(plan.frontier, &[], &latest, &again, &leaf_hashes(&again));
        assert_eq!(plan.outcomes[0].as_ref().unwrap().entry().seq, 2);
        // A guard naming an old entry is stale even when the game's latest is older still.
        let stale = [guarded(4, "g", Some(7))];
        let plan = plan_batch(
            Frontier::empty(),
            &[],
            &latest,
            &stale,
            &leaf_hashes(&stale),
        );
        assert_eq!(plan.outcomes[0], Err(Refusal::Stale { latest: Some(0) }));
        // Another tournament's game of the same id is another game.
        let other = [NewEntry {
            tournament: "t2".into(),
            ..guarded(5, "g", None)
        }];
        let plan = plan_batch(
            Frontier::empty(),
            &[],
            &latest,
            &other,
            &leaf_hashes(&other),
        );
        assert!(plan.outcomes[0].as_ref().unwrap().is_appended());
    }
}
