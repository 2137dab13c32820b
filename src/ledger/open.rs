//! Opening a ledger from a URL, and the schema-version gate.

use super::postgres::PostgresStore;
use super::sqlite::SqliteStore;
use super::store::Store;

/// The `tertius_meta.schema_version` this binary's migrations produce. A database with a larger
/// number was migrated by a newer binary, whose tables this one may misread: refuse it.
pub const SCHEMA_VERSION: u32 = 3;

#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    #[error(
        "unsupported database url scheme `{scheme}`: expected `sqlite:`, a file path, \
         `postgres://` or `postgresql://`"
    )]
    UnsupportedScheme { scheme: String },
    #[error("could not connect to the database: {0}")]
    Connect(#[source] sqlx::Error),
    #[error("could not read the ledger schema: {0}")]
    Query(#[source] sqlx::Error),
    #[error("could not apply the ledger migrations: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error(
        "the database has ledger schema version {found}, newer than version {supported} that \
         this binary knows; run a newer tertius"
    )]
    SchemaTooNew { found: u32, supported: u32 },
    #[error("the database has ledger schema version {found} after migrating, expected {expected}")]
    SchemaMismatch { found: u32, expected: u32 },
    #[error("the ledger schema version `{value}` in `tertius_meta` is not a number")]
    SchemaUnreadable { value: String },
    #[error("the database has no ledger schema version in `tertius_meta`")]
    SchemaMissing,
    /// Opened read-only, the database is not a Tertius ledger (empty, or another program's).
    #[error("not a Tertius ledger: {0}")]
    NotALedger(String),
}

/// Checks the stored schema version. Before migrating (`exact == false`) only a newer schema is
/// an error; after migrating it must be exactly ours.
pub(crate) fn check_schema_version(found: Option<String>, exact: bool) -> Result<(), OpenError> {
    let Some(value) = found else {
        return Err(OpenError::SchemaMissing);
    };
    let found: u32 = value
        .trim()
        .parse()
        .map_err(|_| OpenError::SchemaUnreadable { value })?;
    if found > SCHEMA_VERSION {
        return Err(OpenError::SchemaTooNew {
            found,
            supported: SCHEMA_VERSION,
        });
    }
    if exact && found != SCHEMA_VERSION {
        return Err(OpenError::SchemaMismatch {
            found,
            expected: SCHEMA_VERSION,
        });
    }
    Ok(())
}

/// Which store a database URL names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// `sqlite:` URLs and bare paths are SQLite; `postgres://` and `postgresql://` are PostgreSQL;
/// any other `scheme://` is refused rather than guessed at. Only the scheme is ever echoed back,
/// since the rest of a URL may carry a password.
pub fn backend_for(url: &str) -> Result<Backend, OpenError> {
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        Ok(Backend::Postgres)
    } else if url.starts_with("sqlite:") {
        Ok(Backend::Sqlite)
    } else if let Some((scheme, _)) = url.split_once("://") {
        Err(OpenError::UnsupportedScheme {
            scheme: scheme.to_owned(),
        })
    } else {
        Ok(Backend::Sqlite)
    }
}

/// Opens the store a URL names without writing anything: no file is created, no migration runs,
/// and every statement runs read-only. For the verifier: a missing, empty or foreign database is
/// an error, never an empty ledger.
pub async fn open_store_read_only(url: &str) -> Result<Box<dyn Store>, OpenError> {
    Ok(match backend_for(url)? {
        Backend::Sqlite => Box::new(SqliteStore::open_read_only(url).await?),
        Backend::Postgres => Box::new(PostgresStore::open_read_only(url).await?),
    })
}

/// The read-only gate: the ledger's tables are there, with a schema version this binary reads.
pub(crate) fn check_read_only_version(
    has_meta: bool,
    version: Option<String>,
) -> Result<(), OpenError> {
    if !has_meta {
        return Err(OpenError::NotALedger(
            "it has no `tertius_meta` table (an empty database, or another program's)".into(),
        ));
    }
    check_schema_version(version, false)
}

/// Opens the store a URL names, applying its migrations.
pub async fn open_store(url: &str) -> Result<Box<dyn Store>, OpenError> {
    Ok(match backend_for(url)? {
        Backend::Sqlite => Box::new(SqliteStore::open(url).await?),
        Backend::Postgres => Box::new(PostgresStore::open(url).await?),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schemes() {
        assert_eq!(backend_for("sqlite:ledger.db").unwrap(), Backend::Sqlite);
        assert_eq!(
            backend_for("sqlite://ledger.db?mode=rwc").unwrap(),
            Backend::Sqlite
        );
        assert_eq!(
            backend_for("/var/lib/tertius/ledger.db").unwrap(),
            Backend::Sqlite
        );
        assert_eq!(backend_for("postgres://u@h/db").unwrap(), Backend::Postgres);
        assert_eq!(
            backend_for("postgresql://u@h/db").unwrap(),
            Backend::Postgres
        );
        let err = backend_for("mysql://user:secret@h/db")
            .unwrap_err()
            .to_string();
        assert!(err.contains("`mysql`") && !err.contains("secret"), "{err}");
    }

    #[test]
    fn schema_versions() {
        assert!(check_schema_version(Some("3".into()), true).is_ok());
        assert!(check_schema_version(Some("1".into()), false).is_ok());
        assert!(matches!(
            check_schema_version(Some("4".into()), false),
            Err(OpenError::SchemaTooNew {
                found: 4,
                supported: 3
            })
        ));
        assert!(matches!(
            check_schema_version(Some("one".into()), false),
            Err(OpenError::SchemaUnreadable { .. })
        ));
        assert!(matches!(
            check_schema_version(None, true),
            Err(OpenError::SchemaMissing)
        ));
    }
}
