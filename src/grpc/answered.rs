//! Rulings already logged, by the dedup key of the question they answer, so that a question
//! asked again is answered from memory rather than by a database read and a decode of the
//! entry.
//!
//! Sound because a logged entry never changes and a dedup key names one entry for ever (the
//! ledger's unique index): what is remembered is exactly what the database would give, so the
//! answer stays byte for byte the same. A miss falls through to the ledger, which is the
//! authority; a replica that has not seen a question simply misses. Bounded, oldest out first,
//! so memory stays flat whatever the traffic.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;

use super::pb;
use crate::arbiter::Dispute;
use crate::ledger::DedupKey;

/// About 2–6 KiB a ruling with its quoted articles: a few MiB at most.
const CAPACITY: usize = 1024;

/// Games known to have entries, as 8-byte digests: half a MiB at most.
const GAMES_CAPACITY: usize = 65_536;

#[derive(Default)]
pub struct Answered {
    inner: Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    rulings: Bounded<pb::Ruling>,
    /// Requests answered, by the digest of their bytes and caller: the question each asked.
    /// Sound because reading a request is a pure function of its bytes, its caller and the
    /// server's fixed catalogue and limits: a retry of the same bytes asks the same question.
    questions: Bounded<(DedupKey, Dispute)>,
    /// Games (by tournament and game id) this server has seen logged entries for. A hint only:
    /// a game not here is appended at once under the guard "no entry yet", which the ledger
    /// checks under its lock, so a wrong guess costs a refused append, never a wrong entry.
    games_logged: std::collections::HashSet<u64>,
    games_order: VecDeque<u64>,
}

/// At most [`CAPACITY`] values by digest, the oldest forgotten first.
struct Bounded<V> {
    values: HashMap<[u8; 32], V>,
    order: VecDeque<[u8; 32]>,
}

impl<V> Default for Bounded<V> {
    fn default() -> Self {
        Bounded {
            values: HashMap::new(),
            order: VecDeque::new(),
        }
    }
}

impl<V: Clone> Bounded<V> {
    fn get(&self, key: &[u8; 32]) -> Option<V> {
        self.values.get(key).cloned()
    }

    /// Keeps `value()` under `key` unless something is kept there already (it never differs).
    fn insert(&mut self, key: [u8; 32], value: impl FnOnce() -> V) {
        if self.values.contains_key(&key) {
            return;
        }
        if self.order.len() >= CAPACITY
            && let Some(oldest) = self.order.pop_front()
        {
            self.values.remove(&oldest);
        }
        self.order.push_back(key);
        self.values.insert(key, value());
    }
}

impl Answered {
    fn inner(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub fn get(&self, key: &DedupKey) -> Option<pb::Ruling> {
        self.inner().rulings.get(key.as_bytes())
    }

    /// The question a request with this digest asked, if one was answered here.
    pub fn question(&self, asked: &[u8; 32]) -> Option<(DedupKey, Dispute)> {
        self.inner().questions.get(asked)
    }

    pub fn remember_question(&self, asked: [u8; 32], key: &DedupKey, dispute: Dispute) {
        self.inner().questions.insert(asked, || (*key, dispute));
    }

    /// Whether this server has seen the game logged: if not, it is most likely new.
    pub fn game_logged(&self, tournament: &str, game_id: &str) -> bool {
        let digest = game_digest(tournament, game_id);
        self.inner().games_logged.contains(&digest)
    }

    pub fn remember_game_logged(&self, tournament: &str, game_id: &str) {
        let digest = game_digest(tournament, game_id);
        let mut inner = self.inner();
        if !inner.games_logged.insert(digest) {
            return;
        }
        inner.games_order.push_back(digest);
        if inner.games_order.len() > GAMES_CAPACITY
            && let Some(oldest) = inner.games_order.pop_front()
        {
            inner.games_logged.remove(&oldest);
        }
    }

    pub fn remember(&self, key: &DedupKey, ruling: &pb::Ruling) {
        self.inner()
            .rulings
            .insert(*key.as_bytes(), || ruling.clone());
    }
}

/// A collision only makes a new game look logged, which costs a read, never a wrong answer.
fn game_digest(tournament: &str, game_id: &str) -> u64 {
    use std::hash::{Hash as _, Hasher as _};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    (tournament, game_id).hash(&mut h);
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(n: usize) -> DedupKey {
        let mut k = [0u8; 32];
        k[..8].copy_from_slice(&(n as u64).to_be_bytes());
        DedupKey(k)
    }

    #[test]
    fn remembers_questions_up_to_its_capacity_and_forgets_the_oldest_first() {
        let answered = Answered::default();
        let dispute = Dispute {
            kind: crate::arbiter::DisputeKind::FalseMove,
            claimant: crate::chess::Color::Black,
            event: Some(3),
        };
        for n in 0..CAPACITY + 10 {
            answered.remember_question(*key(n + 1_000_000).as_bytes(), &key(n), dispute);
        }
        assert!(answered.question(key(1_000_009).as_bytes()).is_none());
        assert_eq!(
            answered.question(key(1_000_010).as_bytes()),
            Some((key(10), dispute))
        );
    }

    #[test]
    fn remembers_games_logged_up_to_its_capacity_and_forgets_the_oldest_first() {
        let answered = Answered::default();
        assert!(!answered.game_logged("t", "g0"));
        for n in 0..GAMES_CAPACITY + 10 {
            answered.remember_game_logged("t", &format!("g{n}"));
        }
        assert!(!answered.game_logged("t", "g9"));
        assert!(answered.game_logged("t", "g10"));
        assert!(!answered.game_logged("other", "g10"));
    }

    #[test]
    fn remembers_up_to_its_capacity_and_forgets_the_oldest_first() {
        let answered = Answered::default();
        for n in 0..CAPACITY + 10 {
            answered.remember(
                &key(n),
                &pb::Ruling {
                    sequence: Some(n as u64),
                    ..Default::default()
                },
            );
        }
        assert!(answered.get(&key(9)).is_none());
        assert_eq!(answered.get(&key(10)).unwrap().sequence, Some(10));
        assert_eq!(
            answered.get(&key(CAPACITY + 9)).unwrap().sequence,
            Some(CAPACITY as u64 + 9)
        );
        assert_eq!(
            answered.inner.lock().unwrap().rulings.values.len(),
            CAPACITY
        );
    }
}
