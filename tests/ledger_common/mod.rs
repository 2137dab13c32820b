//! One harness for both backends: every test gets a fresh database (SQLite in a temporary
//! directory, PostgreSQL as a uniquely named database dropped afterwards) and is written once.

#![allow(
    dead_code,
    reason = "each test binary uses a different part of the harness"
)]

use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use futures::future::BoxFuture;
use sqlx::{Connection, PgConnection, SqliteConnection};
use tempfile::TempDir;
use tertius::ledger::{DedupKey, GameGuard, Ledger, NewEntry};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Sqlite,
    Postgres,
}

pub struct TestDb {
    pub kind: Kind,
    pub url: String,
    _dir: Option<TempDir>,
}

impl TestDb {
    pub async fn ledger(&self) -> Ledger {
        Ledger::open(&self.url).await.unwrap()
    }

    /// Runs one raw SQL statement behind the ledger's back, as a tamperer would.
    ///
    /// Boxed as `Send` here, where the lifetimes are concrete; left to inference inside a spawned
    /// test future, sqlx's executor bounds trip rustc's higher-ranked `Send` check.
    pub fn exec<'a>(&'a self, sql: &'a str) -> BoxFuture<'a, ()> {
        Box::pin(async move {
            match self.kind {
                Kind::Sqlite => {
                    let mut c = SqliteConnection::connect(&self.url).await.unwrap();
                    sqlx::query(sql).execute(&mut c).await.unwrap();
                    c.close().await.unwrap();
                }
                Kind::Postgres => {
                    let mut c = PgConnection::connect(&self.url).await.unwrap();
                    sqlx::query(sql).execute(&mut c).await.unwrap();
                    c.close().await.unwrap();
                }
            }
        })
    }

    /// A blob literal in this backend's SQL dialect.
    pub fn blob(&self, bytes: &[u8]) -> String {
        let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        match self.kind {
            Kind::Sqlite => format!("X'{hex}'"),
            Kind::Postgres => format!("'\\x{hex}'::bytea"),
        }
    }
}

static COUNTER: AtomicU64 = AtomicU64::new(0);

fn unique_suffix() -> String {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    format!("{:x}_{}_{}", nanos, std::process::id(), n)
}

/// `base` with its database name replaced.
fn with_database(base: &str, name: &str) -> String {
    let (url, query) = match base.split_once('?') {
        Some((u, q)) => (u, format!("?{q}")),
        None => (base, String::new()),
    };
    let authority_start = url.find("://").map(|i| i + 3).unwrap_or(0);
    let path_start = url[authority_start..]
        .find('/')
        .map(|i| authority_start + i)
        .unwrap_or(url.len());
    format!("{}/{}{}", &url[..path_start], name, query)
}

/// Runs `test` on a fresh database of `kind`. PostgreSQL tests skip without TEST_DATABASE_URL.
pub async fn run<F, Fut>(kind: Kind, test: F)
where
    F: FnOnce(TestDb) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    match kind {
        Kind::Sqlite => {
            let dir = tempfile::tempdir().unwrap();
            let url = format!("sqlite:{}", dir.path().join("ledger.db").display());
            test(TestDb {
                kind,
                url,
                _dir: Some(dir),
            })
            .await;
        }
        Kind::Postgres => {
            let Ok(base) = std::env::var("TEST_DATABASE_URL") else {
                println!("skipped: TEST_DATABASE_URL not set");
                return;
            };
            let name = format!("tertius_test_{}", unique_suffix());
            let mut admin = PgConnection::connect(&base).await.unwrap();
            sqlx::raw_sql(&format!("CREATE DATABASE {name}"))
                .execute(&mut admin)
                .await
                .unwrap();
            let url = with_database(&base, &name);
            // Spawned so that a failing test still reaches the DROP below.
            let outcome = tokio::spawn(test(TestDb {
                kind,
                url,
                _dir: None,
            }))
            .await;
            sqlx::raw_sql(&format!("DROP DATABASE {name} WITH (FORCE)"))
                .execute(&mut admin)
                .await
                .unwrap();
            if let Err(e) = outcome {
                std::panic::resume_unwind(e.into_panic());
            }
        }
    }
}

/// Declares each listed `async fn(TestDb)` as a test on SQLite and on PostgreSQL.
#[macro_export]
macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
                async fn $name() {
                    $crate::ledger_common::run($crate::ledger_common::Kind::Sqlite, super::$name).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
                async fn $name() {
                    $crate::ledger_common::run($crate::ledger_common::Kind::Postgres, super::$name).await;
                }
            )*
        }
    };
}

/// A deterministic entry: the dedup key and bytes depend only on `n`.
pub fn entry(n: u64) -> NewEntry {
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&n.to_be_bytes());
    NewEntry {
        game_id: format!("game-{}", n % 3),
        dedup_key: DedupKey(key),
        request_id: Some(format!("req-{n}")),
        tournament: "open".into(),
        received_at_ms: 1_700_000_000_000 + n as i64,
        bytes: format!("v1|decision|{n}").into_bytes(),
        guard: GameGuard::Unchecked,
    }
}

/// Appends `entry(0..n)` one at a time.
pub async fn fill(ledger: &Ledger, n: u64) {
    for i in 0..n {
        assert!(ledger.append(entry(i)).await.unwrap().is_appended());
    }
}
