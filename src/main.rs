//! The `tertius` command: the server and its offline tools. No logic of its own: it parses
//! arguments, wires the library together and maps errors to exit codes (2 for bad input).

use std::net::SocketAddr;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, Subcommand};

use tertius::config::{
    AuthMode, DEFAULT_DATABASE_URL, DEFAULT_LISTEN, Limits, LogFormat, ServeConfig, TlsFiles,
};
use tertius::law::Catalogue;

// See Cargo.toml: glibc's malloc cost the server a tenth of a long replay's CPU.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

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
    /// Replay each game of a record file (PGN, or the protobuf JSON of a GameRecord) and show
    /// its state.
    Review {
        /// The record file: PGN of any number of games, or one protobuf JSON record; `-` reads
        /// standard input.
        file: String,
        /// The law code of games that have no `Code` tag (one that names another is refused).
        #[arg(long)]
        code: Option<String>,
        /// Print one JSON object per game, one a line, instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Rule offline on a dispute over each game of a record file (not logged: only the
    /// server's Rule is final).
    #[command(after_long_help = RULE_EXAMPLES)]
    Rule {
        /// The record file: PGN of any number of games, or one protobuf JSON record; `-` reads
        /// standard input.
        file: String,
        /// The dispute kind, e.g. `false-move`, `illegal-castling`, `stalemate-result`.
        #[arg(long, long_help = dispute_help())]
        dispute: String,
        /// The law code of games that have no `Code` tag (one that names another is refused).
        #[arg(long)]
        code: Option<String>,
        /// The claimant; by default the player to move.
        #[arg(long)]
        by: Option<String>,
        /// The index of the event complained of; by default the latest that fits.
        #[arg(long)]
        event: Option<usize>,
        /// Print each ruling's canonical JSON, one a line, instead of text.
        #[arg(long, conflicts_with = "html")]
        json: bool,
        /// Print one self-contained HTML document instead of text: each game's ruling as a
        /// page to print (A4) and show the players, the board drawn before and after the act
        /// complained of and for each remedy.
        #[arg(long)]
        html: bool,
    },
    /// Write a game's record out of the decision database as PGN, with every ruling and mate
    /// verdict logged on it as a comment; `tertius review` and the server read it back as the
    /// same record.
    Export(tertius::cli::export::ExportArgs),
    /// The decision ledger: check the whole database or one inclusion proof offline, or show
    /// an entry (as text, or as a ruling page with --html).
    Ledger {
        #[command(subcommand)]
        command: tertius::cli::ledger::LedgerCommand,
    },
    /// Endgame tables under each code's rules: build, probe, stats, verify.
    Tables {
        #[command(subcommand)]
        command: tertius::cli::tables::TablesCommand,
    },
    /// API keys, one tournament each: create, revoke, list.
    Keys {
        #[command(subcommand)]
        command: tertius::cli::keys::KeysCommand,
    },
}

const RULE_EXAMPLES: &str = "Examples (`tertius laws` lists the codes to give as CODE):
  printf '1. e4 e5 2. {[%%move f1h3]}\\n' > game.pgn
  tertius rule game.pgn --code CODE --dispute false-move --by black
  tertius rule game.pgn --code CODE --dispute false-move --json
  tertius rule game.pgn --code CODE --dispute false-move --html > ruling.html
  cat game.pgn | tertius rule - --code CODE --dispute false-move";

/// `--dispute`'s long help: every kind the arbiter rules on, by the name the CLI takes (the
/// proto's `DISPUTE_KIND_…` names are the same words, upper-cased).
fn dispute_help() -> String {
    let kinds: Vec<&str> = tertius::arbiter::DisputeKind::ALL
        .iter()
        .map(|k| k.name())
        .collect();
    format!(
        "The dispute kind (the proto's DISPUTE_KIND_* value, lower-cased with hyphens).\n\
         One of: {}",
        kinds.join(", ")
    )
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
    /// Address of the Prometheus endpoint (`/metrics`); unset serves no metrics.
    #[arg(long, env = "TERTIUS_METRICS_LISTEN")]
    metrics_listen: Option<SocketAddr>,
    /// Seconds after which a connection is closed gracefully (jittered by up to 10%) so clients
    /// reconnect and rebalance; 0 keeps connections open.
    #[arg(long, env = "TERTIUS_MAX_CONNECTION_AGE", default_value_t = 0)]
    max_connection_age: u64,
    /// Seconds of idleness before an HTTP/2 keepalive PING; 0 sends none.
    #[arg(long, env = "TERTIUS_KEEPALIVE_INTERVAL", default_value_t = 60)]
    keepalive_interval: u64,
    /// Seconds to wait for a keepalive PING's answer before closing the connection.
    #[arg(long, env = "TERTIUS_KEEPALIVE_TIMEOUT", default_value_t = 20)]
    keepalive_timeout: u64,
    /// Most events one record may hold.
    #[arg(long, env = "TERTIUS_MAX_EVENTS", default_value_t = Limits::default().max_events)]
    max_events: usize,
    /// Most nodes one search may be given.
    #[arg(long, env = "TERTIUS_MAX_SEARCH_NODES", default_value_t = Limits::default().max_search_nodes)]
    max_search_nodes: u64,
    /// Longest a search may run, in milliseconds, whatever the client's deadline.
    #[arg(long, env = "TERTIUS_MAX_SEARCH_MS", default_value_t = 60_000)]
    max_search_ms: u64,
    /// Searches that may run at once; more are refused with RESOURCE_EXHAUSTED. Default: the
    /// number of CPUs.
    #[arg(long, env = "TERTIUS_MAX_CONCURRENT_SEARCHES")]
    max_concurrent_searches: Option<usize>,
    /// PEM certificate chain: serve TLS (with --tls-key).
    #[arg(long, env = "TERTIUS_TLS_CERT", requires = "tls_key")]
    tls_cert: Option<std::path::PathBuf>,
    /// PEM private key for --tls-cert.
    #[arg(long, env = "TERTIUS_TLS_KEY", requires = "tls_cert")]
    tls_key: Option<std::path::PathBuf>,
    /// PEM CA certificates: require clients to present a certificate they signed (mutual TLS).
    #[arg(long, env = "TERTIUS_TLS_CLIENT_CA", requires = "tls_cert")]
    tls_client_ca: Option<std::path::PathBuf>,
    /// API keys per tournament (`keys`) or none. Default: none when listening on loopback only,
    /// keys otherwise.
    #[arg(long, env = "TERTIUS_AUTH", value_enum)]
    auth: Option<AuthMode>,
    /// Directory of endgame tables (what `tertius tables build --dir` writes), read in the
    /// background after start: ConfirmMate and fifty-move rulings use them once loaded.
    #[arg(long, env = "TERTIUS_TABLES_DIR")]
    tables_dir: Option<std::path::PathBuf>,
    /// An origin (`https://host[:port]`) whose browser pages may call over gRPC-Web; repeat for
    /// more. None by default.
    #[arg(
        long = "cors-origin",
        value_name = "ORIGIN",
        env = "TERTIUS_CORS_ORIGINS",
        value_delimiter = ','
    )]
    cors_origins: Vec<String>,
    /// Largest request message, in bytes.
    #[arg(long, env = "TERTIUS_MAX_MESSAGE_BYTES", default_value_t = Limits::default().max_message_bytes)]
    max_message_bytes: usize,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Serve(args) => serve(args),
        Command::Laws { id } => laws(id.as_deref()),
        Command::Mate(args) => tertius::cli::mate::main(&args),
        Command::Perft(args) => tertius::cli::perft::main(&args),
        Command::Review { file, code, json } => {
            tertius::cli::arbiter::review(&file, code.as_deref(), json)
        }
        Command::Rule {
            file,
            dispute,
            code,
            by,
            event,
            json,
            html,
        } => tertius::cli::arbiter::rule(
            &file,
            &dispute,
            code.as_deref(),
            by.as_deref(),
            event,
            match (json, html) {
                (true, _) => tertius::cli::arbiter::Output::Json,
                (_, true) => tertius::cli::arbiter::Output::Html,
                _ => tertius::cli::arbiter::Output::Text,
            },
        ),
        Command::Export(args) => tertius::cli::export::main(&args),
        Command::Ledger { command } => tertius::cli::ledger::run(command),
        Command::Keys { command } => tertius::cli::keys::run(command),
        Command::Tables { command } => tertius::cli::tables::run(command),
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
            metrics_listen: args.metrics_listen,
            max_connection_age: (args.max_connection_age > 0)
                .then(|| Duration::from_secs(args.max_connection_age)),
            keepalive_interval: (args.keepalive_interval > 0)
                .then(|| Duration::from_secs(args.keepalive_interval)),
            keepalive_timeout: Duration::from_secs(args.keepalive_timeout),
            cors_origins: args.cors_origins,
            auth: args
                .auth
                .unwrap_or_else(|| AuthMode::default_for(args.listen)),
            tls: match (args.tls_cert, args.tls_key) {
                (Some(cert), Some(key)) => Some(TlsFiles {
                    cert,
                    key,
                    client_ca: args.tls_client_ca,
                }),
                _ => None,
            },
            limits: Limits {
                max_events: args.max_events,
                max_search_nodes: args.max_search_nodes,
                max_search_time: Duration::from_millis(args.max_search_ms),
                max_concurrent_searches: args
                    .max_concurrent_searches
                    .unwrap_or(Limits::default().max_concurrent_searches)
                    .max(1),
                max_message_bytes: args.max_message_bytes,
            },
            tables_dir: args.tables_dir,
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
                tertius::outln!(
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
                tertius::outln!("{}\n{}\n", code.title, code.source);
                for a in &code.articles {
                    tertius::outln!("{}. {}\n", a.number, a.text);
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
