//! Starting the real `tertius` binary for end-to-end tests.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use tertius::grpc::pb::arbiter_service_client::ArbiterServiceClient;
use tertius::grpc::pb::ledger_service_client::LedgerServiceClient;
use tonic::transport::Channel;
use tonic_health::pb::HealthCheckRequest;
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::health_client::HealthClient;

/// The binary under test: `TERTIUS_BIN` when CI points it at the release build, else the one
/// cargo built for this test run.
pub fn binary() -> PathBuf {
    std::env::var_os("TERTIUS_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_tertius")))
}

/// Runs `tertius ARGS…` to completion (no server), without the environment's database URL so
/// the command sees only the flags it is given.
pub fn run_cli(args: &[&str]) -> std::process::Output {
    Command::new(binary())
        .args(args)
        .env_remove("TERTIUS_DATABASE_URL")
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// A running `tertius serve`, killed when dropped.
pub struct Server {
    pub child: Child,
    pub addr: SocketAddr,
    pub dir: tempfile::TempDir,
}

impl Server {
    /// Starts a server on a free loopback port with a fresh SQLite database, and waits until it
    /// reports its address.
    pub fn start(extra: &[&str]) -> Server {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite:{}", dir.path().join("test.db").display());
        Server::start_with(dir, &url, extra)
    }

    pub fn start_with(dir: tempfile::TempDir, database_url: &str, extra: &[&str]) -> Server {
        Server::start_with_env(dir, database_url, extra, &[])
    }

    /// As `start_with`, with extra environment variables for the server process.
    pub fn start_with_env(
        dir: tempfile::TempDir,
        database_url: &str,
        extra: &[&str],
        env: &[(&str, &str)],
    ) -> Server {
        // A test may choose its own address; by default, a free loopback port.
        let listen: &[&str] = if extra.contains(&"--listen") {
            &[]
        } else {
            &["--listen", "127.0.0.1:0"]
        };
        let mut child = Command::new(binary())
            .args(["serve", "--database-url", database_url])
            .args(listen)
            .args(extra)
            .env_remove("OTEL_EXPORTER_OTLP_ENDPOINT")
            // Quiet servers keep test output readable; TERTIUS_TEST_LOG=info shows their logs.
            .env(
                "RUST_LOG",
                std::env::var("TERTIUS_TEST_LOG").unwrap_or_else(|_| "warn".to_owned()),
            )
            .envs(env.iter().copied())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let mut line = String::new();
        BufReader::new(stdout).read_line(&mut line).unwrap();
        let addr = line
            .trim()
            .strip_prefix("tertius listening on ")
            .unwrap_or_else(|| panic!("unexpected first line from the server: {line:?}"))
            .parse()
            .unwrap();
        Server { child, addr, dir }
    }

    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    pub async fn channel(&self) -> Channel {
        Channel::from_shared(self.url())
            .unwrap()
            .connect()
            .await
            .unwrap()
    }

    pub async fn client(&self) -> ArbiterServiceClient<Channel> {
        ArbiterServiceClient::new(self.channel().await)
    }

    pub async fn ledger_client(&self) -> LedgerServiceClient<Channel> {
        LedgerServiceClient::new(self.channel().await)
    }

    /// Waits until readiness (the named health service) says SERVING.
    pub async fn ready(&self) {
        let mut health = HealthClient::new(self.channel().await);
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let status = health
                .check(HealthCheckRequest {
                    service: tertius::grpc::READINESS_SERVICE.to_owned(),
                })
                .await
                .map(|r| r.into_inner().status);
            if matches!(status, Ok(s) if s == ServingStatus::Serving as i32) {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "server never became ready: {status:?}"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Sends SIGTERM.
    pub fn terminate(&self) {
        let status = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(status.success());
    }

    /// Waits for the process to exit, at most `limit`. Async, so the test's own client
    /// connections keep answering the server's GOAWAY and PING while it drains.
    pub async fn wait_exit(&mut self, limit: Duration) -> std::process::ExitStatus {
        let deadline = Instant::now() + limit;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            assert!(
                Instant::now() < deadline,
                "server did not exit within {limit:?}"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A fresh PostgreSQL database on the server `TEST_DATABASE_URL` names, dropped with the value.
/// `None` (after saying so) when the variable is unset.
pub struct FreshPostgres {
    pub url: String,
    name: String,
    admin: sqlx::PgPool,
}

impl FreshPostgres {
    pub async fn create(prefix: &str) -> Option<FreshPostgres> {
        let Ok(base) = std::env::var("TEST_DATABASE_URL") else {
            println!("skipped: TEST_DATABASE_URL not set");
            return None;
        };
        let name = format!("tertius_{prefix}_{}", std::process::id());
        let admin = sqlx::PgPool::connect(&base).await.unwrap();
        for statement in [
            format!("DROP DATABASE IF EXISTS {name}"),
            format!("CREATE DATABASE {name}"),
        ] {
            sqlx::query(&statement).execute(&admin).await.unwrap();
        }
        let cut = base
            .rfind('/')
            .unwrap_or_else(|| panic!("TEST_DATABASE_URL has no database path: {base}"));
        Some(FreshPostgres {
            url: format!("{}/{name}", &base[..cut]),
            name,
            admin,
        })
    }

    /// Drops the database (forcing out any connection a killed server left behind).
    pub async fn drop_database(self) {
        sqlx::query(&format!(
            "DROP DATABASE IF EXISTS {} WITH (FORCE)",
            self.name
        ))
        .execute(&self.admin)
        .await
        .unwrap();
    }
}

/// A port that was free a moment ago, for servers whose second listener (metrics) cannot report
/// the port it picked.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// `GET path` on a loopback port over plain HTTP/1.1: the whole response, head and body.
pub fn http_get(port: u16, path: &str) -> String {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut out = String::new();
    stream.read_to_string(&mut out).unwrap();
    out
}

/// The value of the first sample in a Prometheus text exposition whose line starts with
/// `prefix` (the metric's name and labels).
pub fn sample(text: &str, prefix: &str) -> Option<f64> {
    text.lines()
        .find(|l| l.starts_with(prefix))
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|v| v.parse().ok())
}

/// The README's false-move dispute (`2. Bh3` played from f1 through its own pawn, London code)
/// on a game of the given id: the stock request of the end-to-end tests.
pub fn false_move_request(game: &str) -> tertius::grpc::pb::RuleRequest {
    use tertius::grpc::pb;
    pb::RuleRequest {
        record: Some(pb::GameRecord::from_pgn(
            game,
            "[Code \"london-1847\"]\n1. e4 e5 2. {[%move f1h3]}",
        )),
        dispute: Some(pb::Dispute {
            kind: pb::DisputeKind::FalseMove as i32,
            claimant: pb::Color::Black as i32,
            event_index: None,
        }),
        request_id: String::new(),
    }
}

/// Runs `command` to completion with `input` on its standard input, capturing its output.
pub fn run_with_input(command: &mut Command, input: &[u8]) -> std::process::Output {
    use std::io::Write;
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}
