//! The PostgreSQL store. Several replicas may append to one database: the single `ledger_head`
//! row, locked `FOR UPDATE` at the start of every batch transaction, serialises them, and the
//! unique constraints hold whatever happens.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};

use futures::future::BoxFuture;
use sqlx::Row;
use sqlx::postgres::{PgConnection, PgPool, PgPoolOptions, PgRow};

use super::entry::{DedupKey, Entry, NewEntry, TreeHead};
use super::hash::Hash;
use super::open::{OpenError, check_schema_version};
use super::store::{
    BatchPlan, FrontierCache, GameKey, Outcome, Store, StoreError, batch_keys, from_db,
    hash_from_db, is_unique_violation, leaf_hashes, level_from_db, plan_batch, to_db,
};
use super::tree::{Frontier, NodeId, frontier_ids};

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("migrations/postgres");

const ENTRY_COLUMNS: &str =
    "seq, game_id, dedup_key, request_id, tournament, received_at_ms, bytes";

/// How often a batch is retried after losing a unique-constraint race.
const RETRIES: usize = 3;

pub struct PostgresStore {
    pool: PgPool,
    commits: AtomicU64,
    frontier: FrontierCache,
}

impl PostgresStore {
    /// Connects, refuses a schema newer than this binary, and applies the migrations (sqlx holds
    /// an advisory lock while migrating, so replicas starting together do not race).
    pub async fn open(url: &str) -> Result<Self, OpenError> {
        let pool = PgPoolOptions::new()
            .max_connections(8)
            .connect(url)
            .await
            .map_err(OpenError::Connect)?;
        let has_meta: bool = sqlx::query_scalar("SELECT to_regclass('tertius_meta') IS NOT NULL")
            .fetch_one(&pool)
            .await
            .map_err(OpenError::Query)?;
        if has_meta {
            check_schema_version(read_version(&pool).await?, false)?;
        }
        MIGRATOR.run(&pool).await?;
        check_schema_version(read_version(&pool).await?, true)?;
        Ok(PostgresStore {
            pool,
            commits: AtomicU64::new(0),
            frontier: FrontierCache::default(),
        })
    }

    /// Connects without writing anything: every transaction of the session is read-only, and
    /// no migration runs (see `open_store_read_only`).
    pub async fn open_read_only(url: &str) -> Result<Self, OpenError> {
        use std::str::FromStr;
        let options = sqlx::postgres::PgConnectOptions::from_str(url)
            .map_err(OpenError::Connect)?
            .options([("default_transaction_read_only", "on")]);
        let pool = PgPoolOptions::new()
            .max_connections(2)
            .connect_with(options)
            .await
            .map_err(OpenError::Connect)?;
        let has_meta: bool = sqlx::query_scalar("SELECT to_regclass('tertius_meta') IS NOT NULL")
            .fetch_one(&pool)
            .await
            .map_err(OpenError::Query)?;
        let version = if has_meta {
            read_version(&pool).await?
        } else {
            None
        };
        super::open::check_read_only_version(has_meta, version)?;
        Ok(PostgresStore {
            pool,
            commits: AtomicU64::new(0),
            frontier: FrontierCache::default(),
        })
    }

    async fn append_once(
        &self,
        batch: &[NewEntry],
        leaves: &[Hash],
    ) -> Result<Vec<Outcome>, StoreError> {
        let mut tx = self.pool.begin().await?;
        // The row lock orders appenders across processes: whoever holds it owns the next
        // sequence numbers, and after waiting for it READ COMMITTED shows the rows of whoever
        // held it before, so the duplicate lookup below sees them.
        let size: i64 = sqlx::query_scalar("SELECT size FROM ledger_head WHERE id = 1 FOR UPDATE")
            .fetch_one(&mut *tx)
            .await?;
        let size = from_db(size, "head size")?;
        let frontier = match self.frontier.get(size) {
            Some(f) => f,
            None => read_frontier(&mut tx, size).await?,
        };

        let keys = batch_keys(batch);
        let rows = sqlx::query(&format!(
            "SELECT {ENTRY_COLUMNS} FROM ledger_entries WHERE dedup_key = ANY($1) \
             UNION ALL \
             SELECT {ENTRY_COLUMNS} FROM ledger_entries WHERE (tournament, request_id) IN \
                 (SELECT * FROM UNNEST($2::text[], $3::text[]))"
        ))
        .bind(&keys.dedup)
        .bind(&keys.request_tournaments)
        .bind(&keys.request_ids)
        .fetch_all(&mut *tx)
        .await?;
        let existing = rows
            .iter()
            .map(entry_from_row)
            .collect::<Result<Vec<_>, _>>()?;
        // Read under the head's row lock: no other appender can add to these games before we
        // commit.
        let mut latest: HashMap<GameKey, u64> = HashMap::new();
        if !keys.game_ids.is_empty() {
            let rows = sqlx::query(
                "SELECT g.t, g.id, (SELECT seq FROM ledger_entries e \
                     WHERE e.tournament = g.t AND e.game_id = g.id \
                     ORDER BY seq DESC LIMIT 1) AS latest \
                 FROM UNNEST($1::text[], $2::text[]) AS g(t, id)",
            )
            .bind(&keys.game_tournaments)
            .bind(&keys.game_ids)
            .fetch_all(&mut *tx)
            .await?;
            for row in rows {
                if let Some(seq) = row.try_get::<Option<i64>, _>("latest")? {
                    latest.insert(
                        (row.try_get("t")?, row.try_get("id")?),
                        from_db(seq, "sequence number")?,
                    );
                }
            }
        }
        let plan = plan_batch(frontier, &existing, &latest, batch, leaves);

        if !plan.entries.is_empty() {
            write_plan(&mut tx, &plan).await?;
        }
        tx.commit().await?;
        self.commits.fetch_add(1, Ordering::Relaxed);
        self.frontier.set(plan.frontier);
        Ok(plan.outcomes)
    }

    async fn one_entry(&self, filter: &str, bind: Bind<'_>) -> Result<Option<Entry>, StoreError> {
        let sql = format!("SELECT {ENTRY_COLUMNS} FROM ledger_entries WHERE {filter}");
        let q = sqlx::query(&sql);
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

enum Bind<'a> {
    Int(i64),
    Blob(&'a [u8]),
}

/// Everything a batch writes, in one statement and so one round trip: arrays in, UNNEST into
/// rows, the three inserts as data-modifying CTEs (which PostgreSQL always runs to completion)
/// around the head update.
const WRITE_BATCH: &str = "\
    WITH entries AS ( \
        INSERT INTO ledger_entries \
            (seq, game_id, dedup_key, request_id, tournament, received_at_ms, bytes) \
        SELECT * FROM UNNEST($1::bigint[], $2::text[], $3::bytea[], $4::text[], $5::text[], \
                             $6::bigint[], $7::bytea[])), \
    nodes AS ( \
        INSERT INTO ledger_nodes (level, idx, hash) \
        SELECT * FROM UNNEST($8::smallint[], $9::bigint[], $10::bytea[])), \
    heads AS ( \
        INSERT INTO ledger_heads (size, root) \
        SELECT * FROM UNNEST($11::bigint[], $12::bytea[])) \
    UPDATE ledger_head SET size = $13 WHERE id = 1";

async fn write_plan(conn: &mut PgConnection, plan: &BatchPlan) -> Result<(), StoreError> {
    let entries = &plan.entries;
    let seqs = entries
        .iter()
        .map(|e| to_db(e.seq))
        .collect::<Result<Vec<_>, _>>()?;
    let mut levels = Vec::with_capacity(plan.nodes.len());
    let mut indices = Vec::with_capacity(plan.nodes.len());
    for (id, _) in &plan.nodes {
        levels.push(i16::from(id.level));
        indices.push(to_db(id.index)?);
    }
    let sizes = plan
        .heads
        .iter()
        .map(|h| to_db(h.size))
        .collect::<Result<Vec<_>, _>>()?;
    sqlx::query(WRITE_BATCH)
        .bind(seqs)
        .bind(
            entries
                .iter()
                .map(|e| e.game_id.as_str())
                .collect::<Vec<_>>(),
        )
        .bind(
            entries
                .iter()
                .map(|e| e.dedup_key.0.as_slice())
                .collect::<Vec<_>>(),
        )
        .bind(
            entries
                .iter()
                .map(|e| e.request_id.as_deref())
                .collect::<Vec<_>>(),
        )
        .bind(
            entries
                .iter()
                .map(|e| e.tournament.as_str())
                .collect::<Vec<_>>(),
        )
        .bind(entries.iter().map(|e| e.received_at_ms).collect::<Vec<_>>())
        .bind(
            entries
                .iter()
                .map(|e| e.bytes.as_slice())
                .collect::<Vec<_>>(),
        )
        .bind(levels)
        .bind(indices)
        .bind(
            plan.nodes
                .iter()
                .map(|(_, h)| h.as_slice())
                .collect::<Vec<_>>(),
        )
        .bind(sizes)
        .bind(
            plan.heads
                .iter()
                .map(|h| h.root.as_slice())
                .collect::<Vec<_>>(),
        )
        .bind(to_db(plan.new_size)?)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

async fn read_version(pool: &PgPool) -> Result<Option<String>, OpenError> {
    sqlx::query_scalar("SELECT value FROM tertius_meta WHERE key = 'schema_version'")
        .fetch_optional(pool)
        .await
        .map_err(OpenError::Query)
}

fn entry_from_row(row: &PgRow) -> Result<Entry, StoreError> {
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

fn head_from_row(row: &PgRow) -> Result<TreeHead, StoreError> {
    Ok(TreeHead {
        size: from_db(row.try_get("size")?, "head size")?,
        root: hash_from_db(row.try_get("root")?, "root")?,
    })
}

async fn fetch_nodes(
    conn: &mut PgConnection,
    ids: &[NodeId],
) -> Result<Vec<(NodeId, Hash)>, StoreError> {
    let mut levels = Vec::with_capacity(ids.len());
    let mut indices = Vec::with_capacity(ids.len());
    for id in ids {
        levels.push(i16::from(id.level));
        indices.push(to_db(id.index)?);
    }
    let rows = sqlx::query(
        "SELECT n.level, n.idx, n.hash FROM ledger_nodes n \
         JOIN UNNEST($1::smallint[], $2::bigint[]) AS want(level, idx) \
         ON n.level = want.level AND n.idx = want.idx",
    )
    .bind(levels)
    .bind(indices)
    .fetch_all(&mut *conn)
    .await?;
    rows.iter()
        .map(|row| {
            let level: i16 = row.try_get("level")?;
            let id = NodeId::new(
                level_from_db(i64::from(level))?,
                from_db(row.try_get("idx")?, "node index")?,
            );
            Ok((id, hash_from_db(row.try_get("hash")?, "node hash")?))
        })
        .collect()
}

async fn read_frontier(conn: &mut PgConnection, size: u64) -> Result<Frontier, StoreError> {
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

impl Store for PostgresStore {
    fn backend(&self) -> &'static str {
        "postgres"
    }

    fn append_batch<'a>(
        &'a self,
        batch: &'a [NewEntry],
    ) -> BoxFuture<'a, Result<Vec<Outcome>, StoreError>> {
        Box::pin(async move {
            let leaves = leaf_hashes(batch);
            let mut attempt = 0;
            loop {
                // A unique violation aborts the whole transaction in PostgreSQL, so the batch is
                // redone from the start; the retry finds the winner's row and returns it.
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
            self.one_entry("seq = $1", Bind::Int(seq)).await
        })
    }

    fn by_request_id<'a>(
        &'a self,
        tournament: &'a str,
        request_id: &'a str,
    ) -> BoxFuture<'a, Result<Option<Entry>, StoreError>> {
        Box::pin(async move {
            sqlx::query(&format!(
                "SELECT {ENTRY_COLUMNS} FROM ledger_entries \
                 WHERE tournament = $1 AND request_id = $2"
            ))
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
        Box::pin(self.one_entry("dedup_key = $1", Bind::Blob(key.0.as_slice())))
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
            // Unnamed (the operator's view): the keyless tournament and every one with a key,
            // which is every tournament with entries (see sqlite's `tournaments_sql`).
            let tournaments = match tournament {
                Some(_) => "$4",
                None => {
                    "SELECT $4::text UNION SELECT '' UNION SELECT DISTINCT tournament FROM api_keys"
                }
            };
            let rows = sqlx::query(&format!(
                "SELECT {ENTRY_COLUMNS} FROM ledger_entries WHERE tournament IN ({tournaments}) \
                 AND game_id = $1 AND seq > $2 ORDER BY seq LIMIT $3"
            ))
            .bind(game_id)
            .bind(after)
            .bind(i64::from(limit))
            .bind(tournament)
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
            sqlx::query("SELECT size, root FROM ledger_heads WHERE size = $1")
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
            let rows = sqlx::query(&format!(
                "SELECT {ENTRY_COLUMNS} FROM ledger_entries WHERE seq >= $1 ORDER BY seq LIMIT $2"
            ))
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
                "SELECT idx, hash FROM ledger_nodes WHERE level = $1 AND idx >= $2 \
                 ORDER BY idx LIMIT $3",
            )
            .bind(i16::from(level))
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
                "SELECT size, root FROM ledger_heads WHERE size >= $1 ORDER BY size LIMIT $2",
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
