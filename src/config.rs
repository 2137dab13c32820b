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
    /// Where Prometheus scrapes `/metrics`; none serves no metrics.
    pub metrics_listen: Option<SocketAddr>,
    /// Connections are closed gracefully (GOAWAY, in-flight calls finish) after about this long,
    /// so clients behind an L4 balancer reconnect and spread over the replicas.
    pub max_connection_age: Option<Duration>,
    /// HTTP/2 keepalive: a PING after this much idle time, and the connection is closed when
    /// the answer takes longer than the timeout.
    pub keepalive_interval: Option<Duration>,
    pub keepalive_timeout: Duration,
    /// TLS on the listener; plaintext without.
    pub tls: Option<TlsFiles>,
    /// Whether calls need a tournament's API key.
    pub auth: AuthMode,
    /// Origins (`https://host[:port]`) whose browser pages may call the API over gRPC-Web; none
    /// by default, so no page elsewhere can.
    pub cors_origins: Vec<String>,
    pub limits: Limits,
    /// Where `tertius tables build` wrote the endgame tables; read in the background at start.
    pub tables_dir: Option<std::path::PathBuf>,
}

/// How callers are authenticated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum AuthMode {
    /// Every call but health and reflection needs `authorization: Bearer <key>`.
    Keys,
    /// No authentication: every caller is the operator and sees everything.
    None,
}

impl AuthMode {
    /// The flag's own spelling, for logs.
    pub fn name(self) -> &'static str {
        match self {
            AuthMode::Keys => "keys",
            AuthMode::None => "none",
        }
    }

    /// The default for a listening address: no keys only where nobody else can connect.
    pub fn default_for(listen: SocketAddr) -> AuthMode {
        if listen.ip().is_loopback() {
            AuthMode::None
        } else {
            AuthMode::Keys
        }
    }
}

/// PEM files for TLS: the server's certificate chain and key, and for mutual TLS the CA whose
/// certificates clients must present.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TlsFiles {
    pub cert: std::path::PathBuf,
    pub key: std::path::PathBuf,
    pub client_ca: Option<std::path::PathBuf>,
}

/// What one request may ask of the server. Over a cap is INVALID_ARGUMENT naming it; past the
/// concurrency limit, RESOURCE_EXHAUSTED.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Events in one record.
    pub max_events: usize,
    /// A search's node budget.
    pub max_search_nodes: u64,
    /// A search's wall time, whatever the client's deadline.
    pub max_search_time: Duration,
    /// Searches running at once; more are shed, not queued, so a client can retry elsewhere.
    pub max_concurrent_searches: usize,
    /// A request message's encoded size.
    pub max_message_bytes: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_events: 10_000,
            max_search_nodes: 20_000_000_000,
            max_search_time: Duration::from_secs(60),
            max_concurrent_searches: std::thread::available_parallelism().map_or(2, |n| n.get()),
            max_message_bytes: 4 * 1024 * 1024,
        }
    }
}

/// The embedded default: a SQLite file in the working directory, created on first start.
pub const DEFAULT_DATABASE_URL: &str = "sqlite:tertius.db";

/// Default listening address: loopback only, so an unconfigured server is never exposed.
pub const DEFAULT_LISTEN: &str = "127.0.0.1:50051";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_the_default_unless_only_loopback_listens() {
        let at = |s: &str| AuthMode::default_for(s.parse().unwrap());
        assert_eq!(at("127.0.0.1:50051"), AuthMode::None);
        assert_eq!(at("[::1]:50051"), AuthMode::None);
        assert_eq!(at("0.0.0.0:50051"), AuthMode::Keys);
        assert_eq!(at("[::]:50051"), AuthMode::Keys);
        assert_eq!(at("10.0.0.7:50051"), AuthMode::Keys);
    }
}
