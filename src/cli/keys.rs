//! `tertius keys …`: API keys per tournament. The key is printed once, at creation; the
//! database keeps only its hash.

use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use crate::config::DEFAULT_DATABASE_URL;
use crate::ledger::keys::KeyStore;

#[derive(Debug, clap::Subcommand)]
pub enum KeysCommand {
    /// Create a key for a tournament and print it (only now: it cannot be shown again).
    Create {
        #[arg(long)]
        tournament: String,
        #[arg(long, env = "TERTIUS_DATABASE_URL", default_value = DEFAULT_DATABASE_URL)]
        database_url: String,
    },
    /// Revoke a tournament's key (`--key ID`, as `keys list` shows it), or all its keys.
    Revoke {
        #[arg(long)]
        tournament: String,
        #[arg(long, value_name = "ID")]
        key: Option<String>,
        #[arg(long, env = "TERTIUS_DATABASE_URL", default_value = DEFAULT_DATABASE_URL)]
        database_url: String,
    },
    /// List keys (never their secrets): of one tournament, or all.
    List {
        #[arg(long)]
        tournament: Option<String>,
        #[arg(long, env = "TERTIUS_DATABASE_URL", default_value = DEFAULT_DATABASE_URL)]
        database_url: String,
    },
}

fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

fn failed(message: impl std::fmt::Display) -> ExitCode {
    eprintln!("tertius: {message}");
    ExitCode::from(2)
}

pub fn run(command: KeysCommand) -> ExitCode {
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => return failed(format_args!("cannot start the runtime: {e}")),
    };
    runtime.block_on(async move {
        let url = match &command {
            KeysCommand::Create { database_url, .. }
            | KeysCommand::Revoke { database_url, .. }
            | KeysCommand::List { database_url, .. } => database_url.clone(),
        };
        let store = match KeyStore::open(&url).await {
            Ok(s) => s,
            Err(e) => return failed(e),
        };
        match command {
            KeysCommand::Create { tournament, .. } => {
                match store.create(&tournament, now_ms()).await {
                    Ok(key) => {
                        crate::outln!("{key}");
                        eprintln!(
                            "tertius: key created for tournament `{tournament}`; it is shown \
                             only this once"
                        );
                        ExitCode::SUCCESS
                    }
                    Err(e) => failed(e),
                }
            }
            KeysCommand::Revoke {
                tournament, key, ..
            } => match store.revoke(&tournament, key.as_deref(), now_ms()).await {
                Ok(0) => failed(format_args!(
                    "no key to revoke for tournament `{tournament}`{}",
                    key.map(|k| format!(" with id `{k}`")).unwrap_or_default()
                )),
                Ok(n) => {
                    crate::outln!("revoked {n} key(s) of tournament `{tournament}`");
                    ExitCode::SUCCESS
                }
                Err(e) => failed(e),
            },
            KeysCommand::List { tournament, .. } => match store.list(tournament.as_deref()).await {
                Ok(keys) => {
                    crate::outln!("{:<14}{:<24}{:<26}state", "id", "tournament", "created");
                    for k in keys {
                        let state = match k.revoked_at_ms {
                            Some(ms) => format!("revoked at {}", rfc3339(ms)),
                            None => "active".to_owned(),
                        };
                        crate::outln!(
                            "{:<14}{:<24}{:<26}{state}",
                            k.key_id,
                            k.tournament,
                            rfc3339(k.created_at_ms)
                        );
                    }
                    ExitCode::SUCCESS
                }
                Err(e) => failed(e),
            },
        }
    })
}

/// Milliseconds since the Unix epoch as RFC 3339 in UTC (`2026-11-23T22:23:46.123Z`), the form
/// people and log tools read. The civil date comes from the day count by Howard Hinnant's
/// `civil_from_days` arithmetic, so no date crate is needed for one format.
pub fn rfc3339(ms: i64) -> String {
    let days = ms.div_euclid(86_400_000);
    let in_day = ms.rem_euclid(86_400_000);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{:03}Z",
        in_day / 3_600_000,
        in_day / 60_000 % 60,
        in_day / 1000 % 60,
        in_day % 1000
    )
}

#[cfg(test)]
mod tests {
    use super::rfc3339;

    #[test]
    fn times_print_as_rfc_3339() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00.000Z");
        // `date -u -d @1795472626.123 +%FT%T.%3NZ`
        assert_eq!(rfc3339(1_795_472_626_123), "2026-11-23T22:23:46.123Z");
        // A leap day, and the turn of a century that is not a leap year.
        assert_eq!(rfc3339(951_782_400_000), "2000-02-29T00:00:00.000Z");
        assert_eq!(rfc3339(4_107_542_399_999), "2100-02-28T23:59:59.999Z");
        assert_eq!(rfc3339(-1), "1969-12-31T23:59:59.999Z");
    }
}
