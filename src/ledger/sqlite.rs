//! The SQLite store: one file, WAL journal, `synchronous = FULL` so a commit is on disk before an
//! append returns.

use std::collections::HashMap;
use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use futures::future::BoxFuture;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteConnection, SqliteJournalMode, SqlitePool, SqlitePoolOptions,
    SqliteRow, SqliteSynchronous,
};
use sqlx::{QueryBuilder, Row, Sqlite};

use super::entry::{DedupKey, Entry, NewEntry, TreeHead};
use super::hash::Hash;
use super::open::{OpenError, check_schema_version};
use super::store::{
    BatchKeys, FrontierCache, GameKey, Outcome, Store, StoreError, batch_keys, from_db,
    hash_from_db, is_unique_violation, leaf_hashes, level_from_db, plan_batch, to_db,
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
    frontier: FrontierCache,
    checkpointer: Checkpointer,
}

impl SqliteStore {
    /// Opens (creating if missing) the database at a `sqlite:` URL or a bare path, refuses a
    /// schema newer than this binary, and applies the migrations.
    pub async fn open(url: &str) -> Result<Self, OpenError> {
        let options = durable_options(url)?
            // Checkpoints are run by `Checkpointer`, off the commit path (see there).
            .pragma("wal_autocheckpoint", "0")
            .pragma("journal_size_limit", WAL_SIZE_LIMIT)
            .pragma("cache_size", CACHE_KIB)
            .page_size(PAGE_SIZE)
            .foreign_keys(true);
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            // A local file: a pooled connection cannot have gone away, so no ping before use.
            .test_before_acquire(false)
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
            frontier: FrontierCache::default(),
            checkpointer: Checkpointer::default(),
        })
    }

    /// Opens an existing database without writing to it (see `open_store_read_only`).
    pub async fn open_read_only(url: &str) -> Result<Self, OpenError> {
        let options = if url.starts_with("sqlite:") {
            SqliteConnectOptions::from_str(url).map_err(OpenError::Connect)?
        } else {
            SqliteConnectOptions::new().filename(url)
        }
        .create_if_missing(false)
        .read_only(true)
        .busy_timeout(Duration::from_secs(10));
        let pool = SqlitePoolOptions::new()
            .max_connections(2)
            .connect_with(options)
            .await
            .map_err(OpenError::Connect)?;
        let has_meta: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'tertius_meta'",
        )
        .fetch_one(&pool)
        .await
        .map_err(|e| OpenError::NotALedger(e.to_string()))?;
        let version = if has_meta > 0 {
            read_version(&pool).await?
        } else {
            None
        };
        super::open::check_read_only_version(has_meta > 0, version)?;
        Ok(SqliteStore {
            pool,
            commits: AtomicU64::new(0),
            frontier: FrontierCache::default(),
            checkpointer: Checkpointer::default(),
        })
    }

    /// A consistent copy of the live database in a new file (`VACUUM INTO`): one read
    /// transaction, so appends go on meanwhile and the copy holds exactly the entries committed
    /// when it began. The copy is a database of its own, with no WAL beside it.
    pub async fn backup_to(&self, path: &str) -> Result<(), StoreError> {
        sqlx::query("VACUUM INTO ?")
            .bind(path)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    async fn append_once(
        &self,
        batch: &[NewEntry],
        leaves: &[Hash],
    ) -> Result<Vec<Outcome>, StoreError> {
        let mut conn = self.pool.acquire().await?;
        let result = self.append_on(&mut conn, batch, leaves).await;
        if result.is_err() {
            // A COMMIT that failed with an I/O error (a full disk) leaves sqlx believing the
            // transaction is still open, and every later BEGIN on that pooled connection fails
            // ("non-zero transaction depth"): the store never recovered once the disk had room
            // again. A connection that failed mid-transaction is closed instead of reused.
            conn.close_on_drop();
        }
        result
    }

    async fn append_on(
        &self,
        conn: &mut SqliteConnection,
        batch: &[NewEntry],
        leaves: &[Hash],
    ) -> Result<Vec<Outcome>, StoreError> {
        use sqlx::Connection;
        // BEGIN IMMEDIATE takes the database write lock before the first read, so the head read
        // below is the head this transaction extends, whichever process appends next.
        let mut tx = conn.begin_with("BEGIN IMMEDIATE").await?;
        let size: i64 = sqlx::query_scalar("SELECT size FROM ledger_head WHERE id = 1")
            .fetch_one(&mut *tx)
            .await?;
        let size = from_db(size, "head size")?;
        let frontier = match self.frontier.get(size) {
            Some(f) => f,
            None => read_frontier(&mut tx, size).await?,
        };
        let keys = batch_keys(batch);
        let existing = find_existing(&mut tx, &keys).await?;
        // Read under the write lock: no other appender can add to these games before we commit.
        let latest = latest_of_games(&mut tx, &keys).await?;
        let plan = plan_batch(frontier, &existing, &latest, batch, leaves);

        if !plan.entries.is_empty() {
            // Every row of the batch in one call: one round trip to sqlx's SQLite worker instead
            // of one per statement. The statement text depends only on the row counts, so sqlx's
            // statement cache prepares each shape once.
            let sql = write_batch_sql(plan.entries.len(), plan.nodes.len(), plan.heads.len());
            let mut q = sqlx::query(&sql);
            for e in &plan.entries {
                q = q
                    .bind(to_db(e.seq)?)
                    .bind(e.game_id.as_str())
                    .bind(&e.dedup_key.0[..])
                    .bind(e.request_id.as_deref())
                    .bind(e.tournament.as_str())
                    .bind(e.received_at_ms)
                    .bind(&e.bytes[..]);
            }
            for (id, hash) in &plan.nodes {
                q = q
                    .bind(i64::from(id.level))
                    .bind(to_db(id.index)?)
                    .bind(&hash[..]);
            }
            for h in &plan.heads {
                q = q.bind(to_db(h.size)?).bind(&h.root[..]);
            }
            q.bind(to_db(plan.new_size)?).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        let commits = self.commits.fetch_add(1, Ordering::Relaxed) + 1;
        self.frontier.set(plan.frontier);
        self.checkpointer.after_commit(&self.pool, commits).await;
        Ok(plan.outcomes)
    }

    async fn one_entry(&self, sql: &str, bind: Bind<'_>) -> Result<Option<Entry>, StoreError> {
        let q = sqlx::query(sql);
        let q = match bind {
            Bind::Int(v) => q.bind(v),
            Bind::Blob(v) => q.bind(v),
        };
        q.fetch_optional(&self.pool)
            .await?
            .map(|r| entry_from_row(&r))
            .transpose()
    }
}

/// Page size of a new database (an existing one keeps its own). Every append inserts into
/// indexes on random keys (the dedup digest, request ids, game ids), each insert dirtying a
/// different leaf page that the commit must write whole to the WAL and a checkpoint writes
/// again; smaller pages write less for the same rows. Measured in benches/ledger.rs.
const PAGE_SIZE: u32 = 1024;

/// Page cache per connection, in KiB (SQLite's negative `cache_size`), against the default 2 MB.
/// A batch of 64 appends walks ~200 index pages; with the default cache most of those walks
/// ended in a read system call. Measured in benches/ledger.rs: +20% appends/s at 64 writers. The
/// cache is a ceiling, filled only as pages are read.
const CACHE_KIB: &str = "-65536";

/// Commits between background checkpoints. Fewer checkpoints copy a page rewritten by many
/// commits (the hot index pages) once rather than many times; 64 measured better than 16.
const CHECKPOINT_EVERY: u64 = 64;

/// WAL length (in frames, one page each) past which the writer checkpoints inline and truncates
/// the WAL: 64 MiB of frames. The inline checkpoint holds up the appends queued behind it; at
/// 16 MiB it ran every few seconds at 64 writers and took their p99 from 11.5 to 28 ms
/// (benches/ledger.rs), at 64 MiB the WAL peaks near 77 MiB (benches/wal.rs).
const WAL_RESTART_FRAMES: u64 = 64 * 1024 * 1024 / PAGE_SIZE as u64;

/// What SQLite leaves of the WAL file after a checkpoint resets it (`journal_size_limit`), in
/// bytes; without it the file keeps its largest size for ever.
const WAL_SIZE_LIMIT: &str = "8388608";

/// WAL checkpoints, off the commit path.
///
/// SQLite's automatic checkpoint runs inside the commit that takes the WAL past 1000 pages: that
/// commit, and every append queued behind it, waits while megabytes are copied into the database
/// file and fsynced. That was most of the append latency's tail. Instead, every
/// `CHECKPOINT_EVERY` commits a PASSIVE checkpoint runs on another pooled connection, alongside
/// the appends that follow (in WAL mode a checkpoint and a writer do not block each other).
/// Durability is unchanged: a commit is in the fsynced WAL before it returns.
///
/// The WAL can only start over from its beginning once a checkpoint has copied all of it while
/// no reader still uses an older part, which a PASSIVE checkpoint racing with commits and reads
/// rarely manages: under sustained load the WAL grew without bound (435 MiB in a minute). So
/// when the WAL has grown past `WAL_RESTART_FRAMES` the writer, between batches, runs a TRUNCATE
/// checkpoint: it waits (up to the busy timeout) for the readers of older snapshots to finish,
/// copies the rest (little: the background ones copied nearly everything) and truncates the WAL
/// file to nothing. The WAL so stays below that threshold plus what commits add while the
/// background checkpoints catch up, and
/// `journal_size_limit` trims the file whenever SQLite itself resets it.
#[derive(Default)]
struct Checkpointer {
    running: Arc<AtomicBool>,
    /// The WAL's length in frames as the last checkpoint found it (0 after a TRUNCATE).
    wal_frames: Arc<AtomicU64>,
}

impl Checkpointer {
    async fn after_commit(&self, pool: &SqlitePool, commits: u64) {
        if self.wal_frames.load(Ordering::Relaxed) > WAL_RESTART_FRAMES {
            checkpoint(pool, &self.wal_frames, "TRUNCATE").await;
            return;
        }
        if commits % CHECKPOINT_EVERY != 0 || self.running.swap(true, Ordering::AcqRel) {
            return;
        }
        let (pool, running, wal_frames) =
            (pool.clone(), self.running.clone(), self.wal_frames.clone());
        tokio::spawn(async move {
            checkpoint(&pool, &wal_frames, "PASSIVE").await;
            running.store(false, Ordering::Release);
        });
    }
}

/// One checkpoint: PASSIVE (it never waits for readers or writers) or TRUNCATE (see
/// `Checkpointer`). A failure is only logged: the data is safe in the WAL, and the next
/// checkpoint copies it.
async fn checkpoint(pool: &SqlitePool, wal_frames: &AtomicU64, mode: &str) {
    // (busy, frames in the WAL, frames copied into the database file)
    let sql = format!("PRAGMA wal_checkpoint({mode})");
    let result: Result<(i64, i64, i64), _> = sqlx::query_as(&sql).fetch_one(pool).await;
    match result {
        Ok((_busy, log, _copied)) => {
            // The WAL's length, copied or not: a PASSIVE checkpoint may copy every frame, yet
            // the WAL only starts over when no reader still uses it, which under steady reads
            // never happens; measured on the remainder, the WAL grew to 6 GiB in 5 minutes
            // (benches/wal.rs). A completed TRUNCATE reports 0.
            wal_frames.store(u64::try_from(log).unwrap_or(0), Ordering::Relaxed);
        }
        Err(e) => tracing::warn!(error = %e, "sqlite wal checkpoint failed"),
    }
}

/// The connection settings every user of the database file shares: a `sqlite:` URL or a bare
/// path, created if missing, WAL with a full sync at each commit, and patience with the write
/// lock, which other processes may hold for a batch.
pub(super) fn durable_options(url: &str) -> Result<SqliteConnectOptions, OpenError> {
    let options = if url.starts_with("sqlite:") {
        SqliteConnectOptions::from_str(url).map_err(OpenError::Connect)?
    } else {
        SqliteConnectOptions::new().filename(url)
    };
    Ok(options
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Full)
        .busy_timeout(Duration::from_secs(10)))
}

enum Bind<'a> {
    Int(i64),
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
    keys: &BatchKeys,
) -> Result<Vec<Entry>, StoreError> {
    let dedup: Vec<String> = keys.dedup.iter().map(|k| hex(k)).collect();
    let requests: Vec<(&str, &str)> = keys
        .request_tournaments
        .iter()
        .zip(&keys.request_ids)
        .map(|(t, r)| (t.as_str(), r.as_str()))
        .collect();
    // Two indexed lookups joined with UNION ALL rather than one `… OR …`, so neither can turn
    // into a table scan; an entry found by both is listed twice, which `plan_batch` tolerates.
    let rows = sqlx::query(FIND_EXISTING)
        .bind(json(&dedup)?)
        .bind(json(&requests)?)
        .fetch_all(&mut *conn)
        .await?;
    rows.iter().map(entry_from_row).collect()
}

/// The duplicate lookup: ?1 is a JSON array of hex dedup keys, ?2 one of [tournament, request
/// id] pairs.
const FIND_EXISTING: &str = "\
    SELECT seq, game_id, dedup_key, request_id, tournament, received_at_ms, bytes \
    FROM ledger_entries WHERE dedup_key IN (SELECT unhex(value) FROM json_each(?1)) \
    UNION ALL \
    SELECT seq, game_id, dedup_key, request_id, tournament, received_at_ms, bytes \
    FROM ledger_entries WHERE (tournament, request_id) IN \
        (SELECT value ->> 0, value ->> 1 FROM json_each(?2))";

/// The latest entry of each guarded game of a batch that has one.
async fn latest_of_games(
    conn: &mut SqliteConnection,
    keys: &BatchKeys,
) -> Result<HashMap<GameKey, u64>, StoreError> {
    if keys.game_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let games: Vec<(&str, &str)> = keys
        .game_tournaments
        .iter()
        .zip(&keys.game_ids)
        .map(|(t, g)| (t.as_str(), g.as_str()))
        .collect();
    let rows = sqlx::query(LATEST_OF_GAMES)
        .bind(json(&games)?)
        .fetch_all(&mut *conn)
        .await?;
    let mut latest = HashMap::new();
    for row in rows {
        let seq: Option<i64> = row.try_get("latest")?;
        if let Some(seq) = seq {
            latest.insert(
                (row.try_get("t")?, row.try_get("g")?),
                from_db(seq, "sequence number")?,
            );
        }
    }
    Ok(latest)
}

/// ?1 is a JSON array of [tournament, game id] pairs; each one's newest entry, by the index on
/// (tournament, game_id, seq).
const LATEST_OF_GAMES: &str = "\
    SELECT value ->> 0 AS t, value ->> 1 AS g, \
        (SELECT seq FROM ledger_entries e \
         WHERE e.tournament = value ->> 0 AND e.game_id = value ->> 1 \
         ORDER BY seq DESC LIMIT 1) AS latest \
    FROM json_each(?1)";

/// Everything a batch writes, as one multi-statement query: the entries, nodes and heads as
/// multi-row inserts, then the new size. sqlx runs the statements in turn and hands each the next
/// arguments of the one list, so every parameter is a plain `?`. The rows bind natively (blobs as
/// blobs): no encoding on either side of the call.
fn write_batch_sql(entries: usize, nodes: usize, heads: usize) -> String {
    let rows = |n: usize, row: &str| vec![row; n].join(", ");
    let mut sql = format!(
        "INSERT INTO ledger_entries \
         (seq, game_id, dedup_key, request_id, tournament, received_at_ms, bytes) VALUES {};",
        rows(entries, "(?, ?, ?, ?, ?, ?, ?)")
    );
    if nodes > 0 {
        sql += &format!(
            " INSERT INTO ledger_nodes (level, idx, hash) VALUES {};",
            rows(nodes, "(?, ?, ?)")
        );
    }
    if heads > 0 {
        sql += &format!(
            " INSERT INTO ledger_heads (size, root) VALUES {};",
            rows(heads, "(?, ?)")
        );
    }
    sql + " UPDATE ledger_head SET size = ? WHERE id = 1"
}

fn json(value: &impl serde::Serialize) -> Result<String, StoreError> {
    serde_json::to_string(value)
        .map_err(|e| StoreError::Corrupt(format!("cannot encode a batch: {e}")))
}

/// The tournaments a game lookup covers, as SQL taking one bound value: the named one, or
/// (unnamed: the operator's view) the keyless one and every tournament that has a key, so that
/// each is an index lookup on (tournament, game_id, seq) rather than a scan. That is every
/// tournament with entries: only a caller with a key logs for a named tournament, and keys are
/// revoked, never deleted.
pub(super) fn tournaments_sql(tournament: Option<&str>) -> &'static str {
    match tournament {
        Some(_) => "?",
        None => "SELECT ? UNION SELECT '' UNION SELECT DISTINCT tournament FROM api_keys",
    }
}

/// Lower-case hex of any bytes, for `unhex()` on the other side.
fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push(char::from(DIGITS[usize::from(b >> 4)]));
        out.push(char::from(DIGITS[usize::from(b & 0x0f)]));
    }
    out
}

impl Store for SqliteStore {
    fn backend(&self) -> &'static str {
        "sqlite"
    }

    fn append_batch<'a>(
        &'a self,
        batch: &'a [NewEntry],
    ) -> BoxFuture<'a, Result<Vec<Outcome>, StoreError>> {
        Box::pin(async move {
            let leaves = leaf_hashes(batch);
            let mut attempt = 0;
            loop {
                match self.append_once(batch, &leaves).await {
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
        tournament: &'a str,
        request_id: &'a str,
    ) -> BoxFuture<'a, Result<Option<Entry>, StoreError>> {
        Box::pin(async move {
            let sql = format!(
                "SELECT {ENTRY_COLUMNS} FROM ledger_entries WHERE tournament = ? AND request_id = ?"
            );
            sqlx::query(&sql)
                .bind(tournament)
                .bind(request_id)
                .fetch_optional(&self.pool)
                .await?
                .map(|r| entry_from_row(&r))
                .transpose()
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
        tournament: Option<&'a str>,
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
                "SELECT {ENTRY_COLUMNS} FROM ledger_entries WHERE tournament IN ({}) \
                 AND game_id = ? AND seq > ? ORDER BY seq LIMIT ?",
                tournaments_sql(tournament)
            );
            let rows = sqlx::query(&sql)
                .bind(tournament)
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

    fn close(&self) -> BoxFuture<'_, Result<(), StoreError>> {
        Box::pin(async move {
            // Copy the whole WAL into the database file and empty it, so that the file alone
            // holds every ruling (an operator may copy just `tertius.db`). Closing the last
            // connection then removes the WAL file, where no other process has it open.
            let (busy, _, _): (i64, i64, i64) = sqlx::query_as("PRAGMA wal_checkpoint(TRUNCATE)")
                .fetch_one(&self.pool)
                .await?;
            if busy != 0 {
                tracing::warn!("sqlite: another process holds the database; the WAL stays");
            }
            self.pool.close().await;
            Ok(())
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
