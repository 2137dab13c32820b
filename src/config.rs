//! Checked configuration for `tertius serve`: raw flags and environment in, typed values out.

use std::net::SocketAddr;
use std::time::Duration;

/// How log lines are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    /// One readable line per event, for a terminal.
    Human,
    /// One JSON object per line, for a cluster's log collector.
    Json,
}

/// The server's configuration, after parsing.
#[derive(Debug, Clone)]
pub struct ServeConfig {
    /// Address the gRPC listener binds; port 0 picks a free port.
    pub listen: SocketAddr,
    /// Where decisions are logged: `sqlite:PATH` or `postgres://…`.
    pub database_url: String,
    /// How long in-flight calls may run after SIGTERM or Ctrl-C before the process exits anyway.
    pub drain_timeout: Duration,
}

/// The embedded default: a SQLite file in the working directory, created on first start.
pub const DEFAULT_DATABASE_URL: &str = "sqlite:tertius.db";

/// Default listening address: loopback only, so an unconfigured server is never exposed.
pub const DEFAULT_LISTEN: &str = "127.0.0.1:50051";
