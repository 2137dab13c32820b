//! The SQLite store: one file, WAL journal, `synchronous = FULL` so a commit is on disk before an
//! append returns.

use std::collections::HashMap;
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use futures::future::BoxFuture;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteConnection, SqliteJournalMode, SqlitePool, SqlitePoolOptions,
    SqliteRow, SqliteSynchronous,
};
use sqlx::{QueryBuilder, Row, Sqlite};

use super::entry::{AppendOutcome, DedupKey, Entry, NewEntry, TreeHead};
use super::hash::Hash;
use super::open::{OpenError, check_schema_version};
use super::store::{
    Store, StoreError, from_db, hash_from_db, is_unique_violation, level_from_db, plan_batch, to_db,
};
use super::tree::{Frontier, NodeId, frontier_ids};

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("migrations/sqlite");

const ENTRY_COLUMNS: &str =
    "seq, game_id, dedup_key, request_id, tournament, received_at_ms, bytes";

/// Rows per multi-row statement; keeps every statement far below SQLite's bound-variable limit.
const CHUNK: usize = 100;

/// How often a batch is retried after losing a unique-constraint race.
const RETRIES: usize = 3;

pub struct SqliteStore {
    pool: SqlitePool,
    commits: AtomicU64,
}

impl SqliteStore {
    /// Opens (creating if missing) the database at a `sqlite:` URL or a bare path, refuses a
    /// schema newer than this binary, and applies the migrations.
    pub async fn open(url: &str) -> Result<Self, OpenError> {
        let options = if url.starts_with("sqlite:") {
            SqliteConnectOptions::from_str(url).map_err(OpenError::Connect)?
        } else {
            SqliteConnectOptions::new().filename(url)
        };
        let options = options
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            // Other processes may hold the write lock for a batch; wait rather than fail.
            .busy_timeout(Duration::from_secs(10))
            .foreign_keys(true);
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(options)
            .await
            .map_err(OpenError::Connect)?;

        let has_meta: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'tertius_meta'",
        )
        .fetch_one(&pool)
        .await
        .map_err(OpenError::Query)?;
        if has_meta > 0 {
            check_schema_version(read_version(&pool).await?, false)?;
        }
        MIGRATOR.run(&pool).await?;
        check_schema_version(read_version(&pool).await?, true)?;
        Ok(SqliteStore {
            pool,
            commits: AtomicU64::new(0),
        })
    }

    async fn append_once(&self, batch: &[NewEntry]) -> Result<Vec<AppendOutcome>, StoreError> {
        // BEGIN IMMEDIATE takes the database write lock before the first read, so the head read
        // below is the head this transaction extends, whichever process appends next.
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let size: i64 = sqlx::query_scalar("SELECT size FROM ledger_head WHERE id = 1")
            .fetch_one(&mut *tx)
            .await?;
        let size = from_db(size, "head size")?;
        let frontier = read_frontier(&mut tx, size).await?;
        let existing = find_existing(&mut tx, batch).await?;
        let plan = plan_batch(frontier, &existing, batch);

        for chunk in plan.entries.chunks(CHUNK) {
            let mut q = QueryBuilder::<Sqlite>::new(format!(
                "INSERT INTO ledger_entries ({ENTRY_COLUMNS}) "
            ));
            let rows = chunk
                .iter()
                .map(|e| Ok((to_db(e.seq)?, e)))
                .collect::<Result<Vec<_>, StoreError>>()?;
            q.push_values(rows, |mut b, (seq, e)| {
                b.push_bind(seq)
                    .push_bind(e.game_id.as_str())
                    .push_bind(e.dedup_key.0.as_slice())
                    .push_bind(e.request_id.as_deref())
                    .push_bind(e.tournament.as_str())
                    .push_bind(e.received_at_ms)
                    .push_bind(e.bytes.as_slice());
            });
            q.build().execute(&mut *tx).await?;
        }
        for chunk in plan.nodes.chunks(CHUNK) {
            let rows = chunk
                .iter()
                .map(|(id, h)| Ok((i64::from(id.level), to_db(id.index)?, h)))
                .collect::<Result<Vec<_>, StoreError>>()?;
            let mut q = QueryBuilder::<Sqlite>::new("INSERT INTO ledger_nodes (level, idx, hash) ");
            q.push_values(rows, |mut b, (level, idx, h)| {
                b.push_bind(level).push_bind(idx).push_bind(h.as_slice());
            });
            q.build().execute(&mut *tx).await?;
        }
        for chunk in plan.heads.chunks(CHUNK) {
            let rows = chunk
                .iter()
                .map(|h| Ok((to_db(h.size)?, h.root)))
                .collect::<Result<Vec<_>, StoreError>>()?;
            let mut q = QueryBuilder::<Sqlite>::new("INSERT INTO ledger_heads (size, root) ");
            q.push_values(rows, |mut b, (size, root)| {
                b.push_bind(size).push_bind(root.to_vec());
            });
            q.build().execute(&mut *tx).await?;
        }
        if plan.new_size != size {
            sqlx::query("UPDATE ledger_head SET size = ? WHERE id = 1")
                .bind(to_db(plan.new_size)?)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        self.commits.fetch_add(1, Ordering::Relaxed);
        Ok(plan.outcomes)
    }

    async fn one_entry(&self, sql: &str, bind: Bind<'_>) -> Result<Option<Entry>, StoreError> {
        let q = sqlx::query(sql);
        let q = match bind {
            Bind::Int(v) => q.bind(v),
            Bind::Text(v) => q.bind(v),
            Bind::Blob(v) => q.bind(v),
        };
        q.fetch_optional(&self.pool)
            .await?
            .map(|r| entry_from_row(&r))
            .transpose()
    }
}

enum Bind<'a> {
    Int(i64),
    Text(&'a str),
    Blob(&'a [u8]),
}

async fn read_version(pool: &SqlitePool) -> Result<Option<String>, OpenError> {
    sqlx::query_scalar("SELECT value FROM tertius_meta WHERE key = 'schema_version'")
        .fetch_optional(pool)
        .await
        .map_err(OpenError::Query)
}

fn entry_from_row(row: &SqliteRow) -> Result<Entry, StoreError> {
    Ok(Entry {
        seq: from_db(row.try_get("seq")?, "sequence number")?,
        game_id: row.try_get("game_id")?,
        dedup_key: DedupKey(hash_from_db(row.try_get("dedup_key")?, "dedup key")?),
        request_id: row.try_get("request_id")?,
        tournament: row.try_get("tournament")?,
        received_at_ms: row.try_get("received_at_ms")?,
        bytes: row.try_get("bytes")?,
    })
}

fn head_from_row(row: &SqliteRow) -> Result<TreeHead, StoreError> {
    Ok(TreeHead {
        size: from_db(row.try_get("size")?, "head size")?,
        root: hash_from_db(row.try_get("root")?, "root")?,
    })
}

async fn fetch_nodes(
    conn: &mut SqliteConnection,
    ids: &[NodeId],
) -> Result<Vec<(NodeId, Hash)>, StoreError> {
    let mut out = Vec::with_capacity(ids.len());
    for chunk in ids.chunks(CHUNK) {
        let pairs = chunk
            .iter()
            .map(|id| Ok((i64::from(id.level), to_db(id.index)?)))
            .collect::<Result<Vec<_>, StoreError>>()?;
        let mut q = QueryBuilder::<Sqlite>::new(
            "SELECT level, idx, hash FROM ledger_nodes WHERE (level, idx) IN (",
        );
        q.push_values(pairs, |mut b, (level, idx)| {
            b.push_bind(level).push_bind(idx);
        });
        q.push(")");
        for row in q.build().fetch_all(&mut *conn).await? {
            let id = NodeId::new(
                level_from_db(row.try_get("level")?)?,
                from_db(row.try_get("idx")?, "node index")?,
            );
            out.push((id, hash_from_db(row.try_get("hash")?, "node hash")?));
        }
    }
    Ok(out)
}

async fn read_frontier(conn: &mut SqliteConnection, size: u64) -> Result<Frontier, StoreError> {
    let ids = frontier_ids(size);
    let found: HashMap<NodeId, Hash> = fetch_nodes(conn, &ids).await?.into_iter().collect();
    let hashes = ids
        .iter()
        .map(|id| {
            found.get(id).copied().ok_or_else(|| {
                StoreError::Corrupt(format!(
                    "frontier node (level {}, index {}) is missing",
                    id.level, id.index
                ))
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    Frontier::from_parts(size, hashes)
        .ok_or_else(|| StoreError::Corrupt("frontier does not match the head size".into()))
}

async fn find_existing(
    conn: &mut SqliteConnection,
    batch: &[NewEntry],
) -> Result<Vec<Entry>, StoreError> {
    let mut out = Vec::new();
    for chunk in batch.chunks(CHUNK) {
        let mut q = QueryBuilder::<Sqlite>::new(format!(
            "SELECT {ENTRY_COLUMNS} FROM ledger_entries WHERE dedup_key IN ("
        ));
        let mut keys = q.separated(", ");
        for e in chunk {
            keys.push_bind(e.dedup_key.0.as_slice());
        }
        q.push(")");
        let requests: Vec<&str> = chunk
            .iter()
            .filter_map(|e| e.request_id.as_deref())
            .collect();
        if !requests.is_empty() {
            q.push(" OR request_id IN (");
            let mut ids = q.separated(", ");
            for r in requests {
                ids.push_bind(r);
            }
            q.push(")");
        }
        for row in q.build().fetch_all(&mut *conn).await? {
            out.push(entry_from_row(&row)?);
        }
    }
    Ok(out)
}

impl Store for SqliteStore {
    fn backend(&self) -> &'static str {
        "sqlite"
    }

    fn append_batch<'a>(
        &'a self,
        batch: &'a [NewEntry],
    ) -> BoxFuture<'a, Result<Vec<AppendOutcome>, StoreError>> {
        Box::pin(async move {
            let mut attempt = 0;
            loop {
                match self.append_once(batch).await {
                    Err(e) if is_unique_violation(&e) && attempt < RETRIES => attempt += 1,
                    other => return other,
                }
            }
        })
    }

    fn commits(&self) -> u64 {
        self.commits.load(Ordering::Relaxed)
    }

    fn get(&self, seq: u64) -> BoxFuture<'_, Result<Option<Entry>, StoreError>> {
        Box::pin(async move {
            let Ok(seq) = i64::try_from(seq) else {
                return Ok(None);
            };
            let sql = format!("SELECT {ENTRY_COLUMNS} FROM ledger_entries WHERE seq = ?");
            self.one_entry(&sql, Bind::Int(seq)).await
        })
    }

    fn by_request_id<'a>(
        &'a self,
        request_id: &'a str,
    ) -> BoxFuture<'a, Result<Option<Entry>, StoreError>> {
        Box::pin(async move {
            let sql = format!("SELECT {ENTRY_COLUMNS} FROM ledger_entries WHERE request_id = ?");
            self.one_entry(&sql, Bind::Text(request_id)).await
        })
    }

    fn by_dedup_key<'a>(
        &'a self,
        key: &'a DedupKey,
    ) -> BoxFuture<'a, Result<Option<Entry>, StoreError>> {
        Box::pin(async move {
            let sql = format!("SELECT {ENTRY_COLUMNS} FROM ledger_entries WHERE dedup_key = ?");
            self.one_entry(&sql, Bind::Blob(key.0.as_slice())).await
        })
    }

    fn list_by_game<'a>(
        &'a self,
        game_id: &'a str,
        after_seq: Option<u64>,
        limit: u32,
    ) -> BoxFuture<'a, Result<Vec<Entry>, StoreError>> {
        Box::pin(async move {
            let after = match after_seq {
                Some(s) => to_db(s)?,
                None => -1,
            };
            let sql = format!(
                "SELECT {ENTRY_COLUMNS} FROM ledger_entries WHERE game_id = ? AND seq > ? \
                 ORDER BY seq LIMIT ?"
            );
            let rows = sqlx::query(&sql)
                .bind(game_id)
                .bind(after)
                .bind(i64::from(limit))
                .fetch_all(&self.pool)
                .await?;
            rows.iter().map(entry_from_row).collect()
        })
    }

    fn head(&self) -> BoxFuture<'_, Result<TreeHead, StoreError>> {
        Box::pin(async move {
            let row = sqlx::query(
                "SELECT h.size, h.root FROM ledger_head p JOIN ledger_heads h ON h.size = p.size \
                 WHERE p.id = 1",
            )
            .fetch_optional(&self.pool)
            .await?;
            match row {
                Some(row) => head_from_row(&row),
                None => Err(StoreError::Corrupt(
                    "no tree head for the current size".into(),
                )),
            }
        })
    }

    fn head_at(&self, size: u64) -> BoxFuture<'_, Result<Option<TreeHead>, StoreError>> {
        Box::pin(async move {
            let Ok(size) = i64::try_from(size) else {
                return Ok(None);
            };
            sqlx::query("SELECT size, root FROM ledger_heads WHERE size = ?")
                .bind(size)
                .fetch_optional(&self.pool)
                .await?
                .map(|r| head_from_row(&r))
                .transpose()
        })
    }

    fn nodes<'a>(
        &'a self,
        ids: &'a [NodeId],
    ) -> BoxFuture<'a, Result<Vec<(NodeId, Hash)>, StoreError>> {
        Box::pin(async move {
            let mut conn = self.pool.acquire().await?;
            fetch_nodes(&mut conn, ids).await
        })
    }

    fn scan_entries(
        &self,
        from_seq: u64,
        limit: u32,
    ) -> BoxFuture<'_, Result<Vec<Entry>, StoreError>> {
        Box::pin(async move {
            let sql = format!(
                "SELECT {ENTRY_COLUMNS} FROM ledger_entries WHERE seq >= ? ORDER BY seq LIMIT ?"
            );
            let rows = sqlx::query(&sql)
                .bind(to_db(from_seq)?)
                .bind(i64::from(limit))
                .fetch_all(&self.pool)
                .await?;
            rows.iter().map(entry_from_row).collect()
        })
    }

    fn scan_nodes(
        &self,
        level: u8,
        from_index: u64,
        limit: u32,
    ) -> BoxFuture<'_, Result<Vec<(u64, Hash)>, StoreError>> {
        Box::pin(async move {
            let rows = sqlx::query(
                "SELECT idx, hash FROM ledger_nodes WHERE level = ? AND idx >= ? ORDER BY idx LIMIT ?",
            )
            .bind(i64::from(level))
            .bind(to_db(from_index)?)
            .bind(i64::from(limit))
            .fetch_all(&self.pool)
            .await?;
            rows.iter()
                .map(|r| {
                    Ok((
                        from_db(r.try_get("idx")?, "node index")?,
                        hash_from_db(r.try_get("hash")?, "node hash")?,
                    ))
                })
                .collect()
        })
    }

    fn scan_heads(
        &self,
        from_size: u64,
        limit: u32,
    ) -> BoxFuture<'_, Result<Vec<TreeHead>, StoreError>> {
        Box::pin(async move {
            let rows = sqlx::query(
                "SELECT size, root FROM ledger_heads WHERE size >= ? ORDER BY size LIMIT ?",
            )
            .bind(to_db(from_size)?)
            .bind(i64::from(limit))
            .fetch_all(&self.pool)
            .await?;
            rows.iter().map(head_from_row).collect()
        })
    }

    fn claimed_size(&self) -> BoxFuture<'_, Result<u64, StoreError>> {
        Box::pin(async move {
            let size: i64 = sqlx::query_scalar("SELECT size FROM ledger_head WHERE id = 1")
                .fetch_one(&self.pool)
                .await?;
            from_db(size, "head size")
        })
    }
}
