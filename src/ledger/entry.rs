//! What the ledger stores: opaque entry bytes plus the few metadata columns the service looks
//! entries up by. Nothing here knows what a ruling means.

use super::hash::{Hash, leaf_hash};

/// The caller's digest identifying a decision (game id, record digest and dispute); the ledger only
/// requires it to be unique, so appending the same decision twice returns the first entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DedupKey(pub [u8; 32]);

impl DedupKey {
    pub fn as_bytes(&self) -> &[u8; 32] {
        &self.0
    }
}

/// An entry to append. `received_at_ms` is data from the caller: the ledger never reads a clock.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewEntry {
    pub game_id: String,
    pub dedup_key: DedupKey,
    /// The client's idempotency key, unique when present.
    pub request_id: Option<String>,
    pub tournament: String,
    pub received_at_ms: i64,
    /// Versioned canonical bytes, opaque to the ledger; the leaf hash covers exactly these.
    pub bytes: Vec<u8>,
    /// What the caller checked the game's history against (see [`GameGuard`]).
    pub guard: GameGuard,
}

/// A compare-and-set on a game's history. A caller that decided an entry from the entries
/// already logged for its game (`tournament`, `game_id`) names the latest one it read; the append
/// commits only if that is still the game's latest entry, checked inside the transaction that
/// holds the database's append lock. So two contradicting decisions raced for one game cannot
/// both be logged: the second is refused with [`Refusal::Stale`], and its caller re-reads the
/// game and decides again. The ledger itself still knows nothing of what the entries mean.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum GameGuard {
    /// No check: the entry does not depend on its game's history.
    #[default]
    Unchecked,
    /// The game's latest entry must be this one (`None`: the game must have no entry yet).
    LatestIs(Option<u64>),
}

/// Why an append was refused; nothing was written for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The game's latest entry is not the one the caller checked against.
    Stale { latest: Option<u64> },
    /// The request id is already logged, for a different request (another dedup key): a client
    /// reused an idempotency key. The entry it names is returned so the caller can say which.
    RequestIdTaken(Entry),
}

/// A stored entry: a `NewEntry` plus its sequence number, dense from 0.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub seq: u64,
    pub game_id: String,
    pub dedup_key: DedupKey,
    pub request_id: Option<String>,
    pub tournament: String,
    pub received_at_ms: i64,
    pub bytes: Vec<u8>,
}

impl Entry {
    pub(crate) fn from_new(seq: u64, new: &NewEntry) -> Self {
        Entry {
            seq,
            game_id: new.game_id.clone(),
            dedup_key: new.dedup_key,
            request_id: new.request_id.clone(),
            tournament: new.tournament.clone(),
            received_at_ms: new.received_at_ms,
            bytes: new.bytes.clone(),
        }
    }

    /// The RFC 6962 leaf hash of the entry bytes; the metadata columns are not part of it.
    pub fn leaf_hash(&self) -> Hash {
        leaf_hash(&self.bytes)
    }
}

/// A tree head: the log of `size` entries has Merkle root `root`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TreeHead {
    pub size: u64,
    pub root: Hash,
}

/// The result of an append that was not refused. Finality: a decision is logged once, and asking again returns the
/// entry already there, byte for byte.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AppendOutcome {
    /// A new entry was committed.
    Appended(Entry),
    /// An entry with the same dedup key or request id already existed; it is returned unchanged.
    Existing(Entry),
}

impl AppendOutcome {
    pub fn entry(&self) -> &Entry {
        match self {
            AppendOutcome::Appended(e) | AppendOutcome::Existing(e) => e,
        }
    }

    pub fn into_entry(self) -> Entry {
        match self {
            AppendOutcome::Appended(e) | AppendOutcome::Existing(e) => e,
        }
    }

    pub fn is_appended(&self) -> bool {
        matches!(self, AppendOutcome::Appended(_))
    }
}
