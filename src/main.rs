//! The `tertius` command: the server and its offline tools. No logic of its own: it parses
//! arguments, wires the library together and maps errors to exit codes (2 for bad input).

use std::net::SocketAddr;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, Subcommand};

use tertius::config::{DEFAULT_DATABASE_URL, DEFAULT_LISTEN, LogFormat, ServeConfig};
use tertius::law::Catalogue;

#[derive(Debug, Parser)]
#[command(
    name = "tertius",
    version,
    about = "The third person whose decision is final: a chess arbitration service"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Serve the gRPC API (ArbiterService, health, reflection).
    Serve(ServeArgs),
    /// List the law codes, or print one code's articles.
    Laws {
        /// A code id; without it, the list of codes.
        id: Option<String>,
    },
    /// Prove or refute a forced mate: "mate in N" with its line, "no mate in N", or "undecided".
    Mate(tertius::cli::mate::MateArgs),
    /// Count the leaves of the legal move tree (perft), optionally under a law code's rules.
    Perft(tertius::cli::perft::PerftArgs),
    /// Replay a record (PGN, or the protobuf JSON of a GameRecord) and show the game's state.
    Review {
        /// The record file.
        file: String,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Rule offline on a dispute over a record (not logged: only the server's Rule is final).
    Rule {
        /// The record file (PGN, or the protobuf JSON of a GameRecord).
        file: String,
        /// The dispute kind, e.g. `false-move`, `illegal-castling`, `stalemate-result`.
        #[arg(long)]
        dispute: String,
        /// The claimant; by default the player to move.
        #[arg(long)]
        by: Option<String>,
        /// The index of the event complained of; by default the latest that fits.
        #[arg(long)]
        event: Option<usize>,
        /// Print the ruling's canonical JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Check the decision ledger: the whole database, or one inclusion proof offline.
    Ledger {
        #[command(subcommand)]
        command: tertius::cli::ledger::LedgerCommand,
    },
}

#[derive(Debug, clap::Args)]
struct ServeArgs {
    /// Address to listen on; port 0 picks a free port.
    #[arg(long, env = "TERTIUS_LISTEN", default_value = DEFAULT_LISTEN)]
    listen: SocketAddr,
    /// Decision database: `sqlite:PATH` (created if missing) or `postgres://…`.
    #[arg(long, env = "TERTIUS_DATABASE_URL", default_value = DEFAULT_DATABASE_URL)]
    database_url: String,
    /// Log format: human lines or JSON objects.
    #[arg(long, env = "TERTIUS_LOG_FORMAT", value_enum, default_value = "human")]
    log_format: LogFormat,
    /// Seconds in-flight calls may take to finish after SIGTERM or Ctrl-C.
    #[arg(long, env = "TERTIUS_DRAIN_TIMEOUT", default_value_t = 20)]
    drain_timeout: u64,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Serve(args) => serve(args),
        Command::Laws { id } => laws(id.as_deref()),
        Command::Mate(args) => tertius::cli::mate::main(&args),
        Command::Perft(args) => tertius::cli::perft::main(&args),
        Command::Review { file, json } => tertius::cli::arbiter::review(&file, json),
        Command::Rule {
            file,
            dispute,
            by,
            event,
            json,
        } => tertius::cli::arbiter::rule(&file, &dispute, by.as_deref(), event, json),
        Command::Ledger { command } => tertius::cli::ledger::run(command),
    }
}

fn serve(args: ServeArgs) -> ExitCode {
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("tertius: cannot start the runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    runtime.block_on(async {
        let _telemetry = match tertius::telemetry::init(args.log_format) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("tertius: cannot set up telemetry: {e}");
                return ExitCode::FAILURE;
            }
        };
        let config = ServeConfig {
            listen: args.listen,
            database_url: args.database_url,
            drain_timeout: Duration::from_secs(args.drain_timeout),
        };
        match tertius::grpc::serve(config).await {
            Ok(()) => {
                tracing::info!("stopped");
                ExitCode::SUCCESS
            }
            Err(e) => {
                tracing::error!(error = %e, "server failed");
                eprintln!("tertius: {e}");
                ExitCode::FAILURE
            }
        }
    })
}

fn laws(id: Option<&str>) -> ExitCode {
    let catalogue = match Catalogue::embedded() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("tertius: {e}");
            return ExitCode::FAILURE;
        }
    };
    match id {
        None => {
            for code in catalogue.codes() {
                println!(
                    "{}  {} ({} articles)",
                    code.id,
                    code.short_title,
                    code.articles.len()
                );
            }
            ExitCode::SUCCESS
        }
        Some(id) => match catalogue.get(id) {
            Some(code) => {
                println!("{}\n{}\n", code.title, code.source);
                for a in &code.articles {
                    println!("{}. {}\n", a.number, a.text);
                }
                ExitCode::SUCCESS
            }
            None => {
                eprintln!(
                    "tertius: no law code `{id}`; known codes: {}",
                    catalogue.ids().join(", ")
                );
                ExitCode::from(2)
            }
        },
    }
}
