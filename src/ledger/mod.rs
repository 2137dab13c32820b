//! The decision log's storage: SQLite embedded by default, PostgreSQL for clusters.
//!
//! Only this module knows SQL. Each backend has its own migrations, embedded in the binary and
//! applied when the database is opened.

use std::str::FromStr;

use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};

/// The schema version this binary writes and understands.
pub const SCHEMA_VERSION: i64 = 1;

/// Errors opening or migrating the database.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    #[error("unsupported database url `{0}`: use `sqlite:PATH` or `postgres://…`")]
    Scheme(String),
    #[error("cannot open the database: {0}")]
    Connect(#[source] sqlx::Error),
    #[error("cannot migrate the database: {0}")]
    Migrate(#[source] sqlx::migrate::MigrateError),
    #[error("cannot read the schema version: {0}")]
    Version(#[source] sqlx::Error),
    #[error(
        "the database has schema version {found}, newer than this binary's {SCHEMA_VERSION}: upgrade tertius"
    )]
    TooNew { found: i64 },
}

/// An open, migrated database.
#[derive(Debug, Clone)]
pub enum Database {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

impl Database {
    /// Opens the database at `url`, creating a SQLite file if needed, and applies migrations.
    pub async fn open(url: &str) -> Result<Database, OpenError> {
        let db = if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let pool = PgPoolOptions::new()
                .max_connections(8)
                .connect(url)
                .await
                .map_err(OpenError::Connect)?;
            sqlx::migrate!("migrations/postgres")
                .run(&pool)
                .await
                .map_err(OpenError::Migrate)?;
            Database::Postgres(pool)
        } else if url.starts_with("sqlite:") {
            let options = SqliteConnectOptions::from_str(url)
                .map_err(OpenError::Connect)?
                .create_if_missing(true)
                // WAL with full sync: a decision acknowledged is on disk, and readers never block
                // the writer.
                .journal_mode(SqliteJournalMode::Wal)
                .synchronous(SqliteSynchronous::Full);
            let pool = SqlitePoolOptions::new()
                .max_connections(4)
                .connect_with(options)
                .await
                .map_err(OpenError::Connect)?;
            sqlx::migrate!("migrations/sqlite")
                .run(&pool)
                .await
                .map_err(OpenError::Migrate)?;
            Database::Sqlite(pool)
        } else {
            return Err(OpenError::Scheme(url.to_owned()));
        };
        let found = db.schema_version().await?;
        if found > SCHEMA_VERSION {
            return Err(OpenError::TooNew { found });
        }
        Ok(db)
    }

    async fn schema_version(&self) -> Result<i64, OpenError> {
        const Q: &str = "SELECT value FROM tertius_meta WHERE key = 'schema_version'";
        let value: String = match self {
            Database::Sqlite(pool) => sqlx::query_scalar(Q).fetch_one(pool).await,
            Database::Postgres(pool) => sqlx::query_scalar(Q).fetch_one(pool).await,
        }
        .map_err(OpenError::Version)?;
        value.parse().map_err(|_| {
            OpenError::Version(sqlx::Error::Decode(
                format!("schema_version `{value}` is not a number").into(),
            ))
        })
    }

    /// Closes the pool, waiting for connections to be returned.
    pub async fn close(&self) {
        match self {
            Database::Sqlite(pool) => pool.close().await,
            Database::Postgres(pool) => pool.close().await,
        }
    }
}
