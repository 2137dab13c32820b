//! `tertius keys …`: API keys per tournament. The key is printed once, at creation; the
//! database keeps only its hash.

use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use crate::config::DEFAULT_DATABASE_URL;
use crate::ledger::keys::KeyStore;
use crate::render::rfc3339;

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
