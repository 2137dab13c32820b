//! API keys, one tournament each, in the same database as the ledger.
//!
//! A key reads `tertius_<id>_<secret>`: the id is public (it names the key in `keys list` and
//! `keys revoke`), the secret 256 random bits. Only SHA-256 of the whole key is stored, so a copy
//! of the database lets no one in; with that much entropy a slow password hash would add
//! nothing but latency to every call.

use sha2::{Digest, Sha256};
use sqlx::{PgPool, Row, SqlitePool};

use super::open::{Backend, OpenError, backend_for, open_store};

/// A key as `keys list` shows it: never the secret.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyInfo {
    pub key_id: String,
    pub tournament: String,
    pub created_at_ms: i64,
    pub revoked_at_ms: Option<i64>,
}

#[derive(Debug, thiserror::Error)]
pub enum KeyError {
    #[error(transparent)]
    Open(#[from] OpenError),
    #[error("the key store could not be read or written: {0}")]
    Query(#[from] sqlx::Error),
    /// A name outside the alphabet or length `check_tournament_name` accepts.
    #[error("{0}")]
    BadTournament(String),
    #[error("the system's random number generator failed: {0}")]
    Random(String),
}

/// The longest tournament name.
pub const MAX_TOURNAMENT: usize = 64;

/// A tournament name: 1 to 64 ASCII letters, digits, `.`, `_` and `-`, beginning with a letter
/// or a digit. Names scope every key, entry and list, and are shown in logs; a narrow alphabet
/// keeps them plain (no separators or control characters to forge a scope with).
pub fn check_tournament_name(name: &str) -> Result<(), String> {
    let ok_char = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-');
    let quoted = || -> String {
        let mut q: String = name.chars().take(32).flat_map(char::escape_debug).collect();
        if name.chars().nth(32).is_some() {
            q.push('…');
        }
        q
    };
    if name.is_empty() || name.len() > MAX_TOURNAMENT {
        return Err(format!(
            "a tournament name has 1 to {MAX_TOURNAMENT} characters; `{}` has {}",
            quoted(),
            name.len()
        ));
    }
    if !name.starts_with(|c: char| c.is_ascii_alphanumeric()) || !name.chars().all(ok_char) {
        return Err(format!(
            "a tournament name is ASCII letters, digits, `.`, `_` and `-`, beginning with a \
             letter or digit: `{}` is not",
            quoted()
        ));
    }
    Ok(())
}

enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// The API keys of one database.
pub struct KeyStore {
    pool: Pool,
}

const PREFIX: &str = "tertius_";

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn digest(key: &str) -> String {
    hex(&Sha256::digest(key.as_bytes()))
}

/// Equality that takes as long whichever byte differs, so timing tells nothing of a hash.
fn same(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

fn random_hex(n: usize) -> Result<String, KeyError> {
    let mut bytes = vec![0u8; n];
    getrandom::fill(&mut bytes).map_err(|e| KeyError::Random(e.to_string()))?;
    Ok(hex(&bytes))
}

impl KeyStore {
    /// Opens the key store of the database a URL names, migrating the database first (for the
    /// `keys` commands, which may be the first to touch a database).
    pub async fn open(url: &str) -> Result<KeyStore, KeyError> {
        // The ledger's open applies every migration (the keys table among them).
        drop(open_store(url).await?);
        KeyStore::connect(url).await
    }

    /// Connects to the key store of a database that is already migrated (the server's, once its
    /// ledger is open).
    pub async fn connect(url: &str) -> Result<KeyStore, KeyError> {
        let pool = match backend_for(url)? {
            Backend::Sqlite => Pool::Sqlite(
                sqlx::sqlite::SqlitePoolOptions::new()
                    .max_connections(2)
                    .connect_with(super::sqlite::durable_options(url)?)
                    .await
                    .map_err(OpenError::Connect)?,
            ),
            Backend::Postgres => Pool::Postgres(
                sqlx::postgres::PgPoolOptions::new()
                    .max_connections(4)
                    .connect(url)
                    .await
                    .map_err(OpenError::Connect)?,
            ),
        };
        Ok(KeyStore { pool })
    }

    /// Creates a key for `tournament` and returns it: the only time it is ever shown.
    pub async fn create(&self, tournament: &str, now_ms: i64) -> Result<String, KeyError> {
        check_tournament_name(tournament).map_err(KeyError::BadTournament)?;
        let key_id = random_hex(6)?;
        let key = format!("{PREFIX}{key_id}_{}", random_hex(32)?);
        let hash = digest(&key);
        match &self.pool {
            Pool::Sqlite(p) => {
                sqlx::query(
                    "INSERT INTO api_keys (key_id, tournament, hash, created_at_ms) \
                     VALUES (?, ?, ?, ?)",
                )
                .bind(&key_id)
                .bind(tournament)
                .bind(&hash)
                .bind(now_ms)
                .execute(p)
                .await?;
            }
            Pool::Postgres(p) => {
                sqlx::query(
                    "INSERT INTO api_keys (key_id, tournament, hash, created_at_ms) \
                     VALUES ($1, $2, $3, $4)",
                )
                .bind(&key_id)
                .bind(tournament)
                .bind(&hash)
                .bind(now_ms)
                .execute(p)
                .await?;
            }
        }
        Ok(key)
    }

    /// The tournament a presented key belongs to, if the key exists and is not revoked.
    pub async fn tournament_of(&self, key: &str) -> Result<Option<String>, KeyError> {
        let Some(key_id) = key
            .strip_prefix(PREFIX)
            .and_then(|rest| rest.split_once('_'))
            .map(|(id, _)| id)
        else {
            return Ok(None);
        };
        let row = match &self.pool {
            Pool::Sqlite(p) => sqlx::query(
                "SELECT tournament, hash FROM api_keys WHERE key_id = ? AND revoked_at_ms IS NULL",
            )
            .bind(key_id)
            .fetch_optional(p)
            .await?
            .map(|r| (r.try_get::<String, _>(0), r.try_get::<String, _>(1))),
            Pool::Postgres(p) => sqlx::query(
                "SELECT tournament, hash FROM api_keys \
                 WHERE key_id = $1 AND revoked_at_ms IS NULL",
            )
            .bind(key_id)
            .fetch_optional(p)
            .await?
            .map(|r| (r.try_get::<String, _>(0), r.try_get::<String, _>(1))),
        };
        let Some((tournament, hash)) = row else {
            return Ok(None);
        };
        let (tournament, hash) = (tournament?, hash?);
        Ok(same(&hash, &digest(key)).then_some(tournament))
    }

    /// Revokes one key of `tournament` (`key_id`), or all of them; returns how many were revoked.
    pub async fn revoke(
        &self,
        tournament: &str,
        key_id: Option<&str>,
        now_ms: i64,
    ) -> Result<u64, KeyError> {
        let done = match &self.pool {
            Pool::Sqlite(p) => sqlx::query(
                "UPDATE api_keys SET revoked_at_ms = ? WHERE tournament = ? \
                     AND (? IS NULL OR key_id = ?) AND revoked_at_ms IS NULL",
            )
            .bind(now_ms)
            .bind(tournament)
            .bind(key_id)
            .bind(key_id)
            .execute(p)
            .await?
            .rows_affected(),
            Pool::Postgres(p) => sqlx::query(
                "UPDATE api_keys SET revoked_at_ms = $1 WHERE tournament = $2 \
                     AND ($3::text IS NULL OR key_id = $3) AND revoked_at_ms IS NULL",
            )
            .bind(now_ms)
            .bind(tournament)
            .bind(key_id)
            .execute(p)
            .await?
            .rows_affected(),
        };
        Ok(done)
    }

    /// The keys of one tournament, or of all, oldest first.
    pub async fn list(&self, tournament: Option<&str>) -> Result<Vec<KeyInfo>, KeyError> {
        let rows = match &self.pool {
            Pool::Sqlite(p) => sqlx::query(
                "SELECT key_id, tournament, created_at_ms, revoked_at_ms FROM api_keys \
                     WHERE ? IS NULL OR tournament = ? ORDER BY created_at_ms, key_id",
            )
            .bind(tournament)
            .bind(tournament)
            .fetch_all(p)
            .await?
            .iter()
            .map(|r| key_info(r.try_get(0), r.try_get(1), r.try_get(2), r.try_get(3)))
            .collect::<Result<Vec<_>, _>>()?,
            Pool::Postgres(p) => sqlx::query(
                "SELECT key_id, tournament, created_at_ms, revoked_at_ms FROM api_keys \
                     WHERE $1::text IS NULL OR tournament = $1 ORDER BY created_at_ms, key_id",
            )
            .bind(tournament)
            .fetch_all(p)
            .await?
            .iter()
            .map(|r| key_info(r.try_get(0), r.try_get(1), r.try_get(2), r.try_get(3)))
            .collect::<Result<Vec<_>, _>>()?,
        };
        Ok(rows)
    }
}

fn key_info(
    key_id: Result<String, sqlx::Error>,
    tournament: Result<String, sqlx::Error>,
    created_at_ms: Result<i64, sqlx::Error>,
    revoked_at_ms: Result<Option<i64>, sqlx::Error>,
) -> Result<KeyInfo, sqlx::Error> {
    Ok(KeyInfo {
        key_id: key_id?,
        tournament: tournament?,
        created_at_ms: created_at_ms?,
        revoked_at_ms: revoked_at_ms?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tournament_names() {
        for ok in ["club-7", "Hastings.1895", "a", "open_2026"] {
            assert!(check_tournament_name(ok).is_ok(), "{ok}");
        }
        let long = "x".repeat(65);
        for bad in ["", "-club", "club\u{1f}7", "club 7", "clüb", long.as_str()] {
            assert!(check_tournament_name(bad).is_err(), "{bad:?}");
        }
    }

    #[tokio::test]
    async fn a_key_lets_its_tournament_in_until_revoked() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite:{}", dir.path().join("k.db").display());
        let store = KeyStore::open(&url).await.unwrap();
        let a = store.create("club-a", 1).await.unwrap();
        let b = store.create("club-b", 2).await.unwrap();
        assert!(a.starts_with("tertius_") && a.len() > 70, "{a}");
        assert_eq!(
            store.tournament_of(&a).await.unwrap().as_deref(),
            Some("club-a")
        );
        assert_eq!(
            store.tournament_of(&b).await.unwrap().as_deref(),
            Some("club-b")
        );

        // A key with a known id but another secret, or no shape at all, is nobody's.
        let (id_part, _) = a.rsplit_once('_').unwrap();
        let forged = format!("{id_part}_{}", "0".repeat(64));
        assert_eq!(store.tournament_of(&forged).await.unwrap(), None);
        assert_eq!(store.tournament_of("hello").await.unwrap(), None);

        assert_eq!(store.revoke("club-a", None, 3).await.unwrap(), 1);
        assert_eq!(store.tournament_of(&a).await.unwrap(), None);
        assert_eq!(
            store.tournament_of(&b).await.unwrap().as_deref(),
            Some("club-b")
        );
        let listed = store.list(None).await.unwrap();
        assert_eq!(listed.len(), 2);
        assert_eq!(listed[0].revoked_at_ms, Some(3));
        assert_eq!(listed[1].revoked_at_ms, None);
        // The database holds no key, only hashes.
        let raw = std::fs::read(dir.path().join("k.db")).unwrap_or_default();
        let wal = std::fs::read(dir.path().join("k.db-wal")).unwrap_or_default();
        for bytes in [raw, wal] {
            assert!(!bytes.windows(a.len()).any(|w| w == a.as_bytes()));
        }
    }
}
