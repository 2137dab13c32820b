//! `tertius export GAME_ID`: a game's record out of the decision database as PGN, with every
//! ruling and mate verdict logged on it as a comment (what the ExportGame RPC answers).
//!
//! Exit codes: 0 written, 1 nothing to write (no entry for the game, or none that keeps its
//! record), 2 it could not run (bad arguments, no database).

use std::process::ExitCode;

use tonic::Code;

use crate::config::DEFAULT_DATABASE_URL;
use crate::grpc::export::{export_entries, game_entries, join};
use crate::law::Catalogue;
use crate::ledger::{self, Backend};

#[derive(Debug, clap::Args)]
pub struct ExportArgs {
    /// The game id the rulings were logged under.
    pub game_id: String,
    /// Decision database: `sqlite:PATH` or `postgres://…`. A SQLite file must exist already.
    #[arg(long, env = "TERTIUS_DATABASE_URL", default_value = DEFAULT_DATABASE_URL)]
    pub database_url: String,
    /// Only this tournament's entries (the tournament an API key belongs to).
    #[arg(long)]
    pub tournament: Option<String>,
}

pub fn main(args: &ExportArgs) -> ExitCode {
    let fail = |code: u8, message: &dyn std::fmt::Display| {
        eprintln!("tertius: {message}");
        ExitCode::from(code)
    };
    if let Err(e) = crate::grpc::bounds::game_id("game_id", &args.game_id) {
        return fail(2, &e.message());
    }
    if let Ok(Backend::Sqlite) = ledger::backend_for(&args.database_url)
        && let Some(path) = super::ledger::sqlite_file(&args.database_url)
        && !path.exists()
    {
        return fail(2, &format_args!("no database at `{}`", path.display()));
    }
    let catalogue = match Catalogue::embedded() {
        Ok(c) => c,
        Err(e) => return fail(2, &e),
    };
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => return fail(2, &format_args!("cannot start the runtime: {e}")),
    };
    let games = runtime.block_on(async {
        let store = ledger::open_store_read_only(&args.database_url)
            .await
            .map_err(|e| (2, e.to_string()))?;
        let entries = game_entries(store.as_ref(), args.tournament.as_deref(), &args.game_id)
            .await
            .map_err(|s| (2, s.message().to_owned()))?;
        export_entries(&entries, &args.game_id, &catalogue).map_err(|s| {
            let code = match s.code() {
                Code::NotFound | Code::FailedPrecondition => 1,
                _ => 2,
            };
            (code, s.message().to_owned())
        })
    });
    match games {
        Ok(games) => {
            crate::out!("{}", join(&games));
            ExitCode::SUCCESS
        }
        Err((code, message)) => fail(code, &message),
    }
}
