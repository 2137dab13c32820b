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

/// The result of an append. Finality: a decision is logged once, and asking again returns the
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
