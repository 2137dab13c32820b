//! PostgreSQL restarted under load, as an operator's maintenance or a crash would: calls in
//! flight fail UNAVAILABLE (never a wrong answer), the server recovers without a restart of its
//! own, and no acknowledged ruling is lost.
//!
//! The test runs its own PostgreSQL cluster (initdb into a temporary directory, on a free port),
//! so restarting it disturbs no other test. It needs PostgreSQL's server binaries
//! (`/usr/lib/postgresql/*/bin`); without them it says it skipped.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "tests fail loudly"
)]

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::{Server, false_move_request, free_port, run_cli};
use tertius::grpc::pb;
use tonic::Code;

fn pg_bin() -> Option<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path().join("bin")))
        .filter(|p| p.join("pg_ctl").exists())
        .collect();
    dirs.sort();
    dirs.pop()
}

/// A private cluster, stopped when dropped.
struct Cluster {
    bin: PathBuf,
    data: PathBuf,
    port: u16,
    _dir: tempfile::TempDir,
}

/// PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user.
fn pg(bin: &Path, tool: &str, args: &[&str]) -> std::process::Output {
    let tool = bin.join(tool);
    let mut command = if is_root() {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"]).arg(&tool);
        c
    } else {
        Command::new(&tool)
    };
    command.args(args).output().unwrap()
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .map(|o| o.stdout.trim_ascii() == b"0")
        .unwrap_or(false)
}

impl Cluster {
    fn start() -> Option<Cluster> {
        let Some(bin) = pg_bin() else {
            eprintln!("skipped: no PostgreSQL server binaries under /usr/lib/postgresql");
            return None;
        };
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("data");
        if is_root() {
            let status = Command::new("chown")
                .args(["-R", "postgres", dir.path().to_str().unwrap()])
                .status()
                .unwrap();
            assert!(status.success());
        }
        let out = pg(
            &bin,
            "initdb",
            &[
                "-D",
                data.to_str().unwrap(),
                "-U",
                "postgres",
                "--auth=trust",
                "--no-sync",
            ],
        );
        assert!(out.status.success(), "initdb: {out:?}");
        let cluster = Cluster {
            bin,
            data,
            port: free_port(),
            _dir: dir,
        };
        pg_ctl(&cluster.bin, &cluster.data, cluster.port, "start");
        Some(cluster)
    }

    fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let _ = pg(
            &self.bin,
            "pg_ctl",
            &["stop", "-D", self.data.to_str().unwrap(), "-m", "immediate"],
        );
    }
}

/// `pg_ctl ACTION` on a private cluster, waiting for it to finish ("fast" shutdown: sessions
/// are ended, as in a maintenance restart).
fn pg_ctl(bin: &Path, data: &Path, port: u16, action: &str) {
    let options = format!(
        "-p {port} -k {} -c listen_addresses=127.0.0.1",
        data.display()
    );
    let log = data.join("log");
    let out = pg(
        bin,
        "pg_ctl",
        &[
            action,
            "-D",
            data.to_str().unwrap(),
            "-o",
            &options,
            "-l",
            log.to_str().unwrap(),
            "-m",
            "fast",
            "-w",
        ],
    );
    assert!(out.status.success(), "pg_ctl {action}: {out:?}");
}

#[tokio::test]
async fn postgres_restarted_under_load_loses_no_acknowledged_ruling() {
    let Some(cluster) = Cluster::start() else {
        return;
    };
    let server = Server::start_with(tempfile::tempdir().unwrap(), &cluster.url(), &[]);
    server.ready().await;

    let acknowledged = Arc::new(Mutex::new(Vec::new()));
    let refused = Arc::new(Mutex::new(Vec::new()));
    let stop_at = Instant::now() + Duration::from_secs(6);
    let mut workers = Vec::new();
    for w in 0..8 {
        let mut client = server.client().await;
        let (acknowledged, refused) = (acknowledged.clone(), refused.clone());
        workers.push(tokio::spawn(async move {
            let mut i = 0;
            while Instant::now() < stop_at {
                match client.rule(false_move_request(&format!("w{w}-{i}"))).await {
                    Ok(r) => acknowledged
                        .lock()
                        .unwrap()
                        .push(r.into_inner().ruling.unwrap().sequence.unwrap()),
                    Err(status) => refused.lock().unwrap().push(status.code()),
                }
                i += 1;
            }
        }));
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    let (bin, data, port) = (cluster.bin.clone(), cluster.data.clone(), cluster.port);
    tokio::task::spawn_blocking(move || pg_ctl(&bin, &data, port, "restart"))
        .await
        .unwrap();
    for w in workers {
        w.await.unwrap();
    }
    let refused = refused.lock().unwrap().clone();
    let acknowledged = acknowledged.lock().unwrap().clone();
    eprintln!(
        "postgres restart under load: {} acknowledged, {} refused",
        acknowledged.len(),
        refused.len()
    );
    // Calls caught by the restart fail "try again", never with a wrong answer.
    assert!(
        refused.iter().all(|c| *c == Code::Unavailable),
        "refused with {refused:?}"
    );

    // Recovered without a restart of the server: calls succeed again.
    let mut client = server.client().await;
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        match client.rule(false_move_request("after-restart")).await {
            Ok(_) => break,
            Err(s) => {
                assert_eq!(s.code(), Code::Unavailable, "{s:?}");
                assert!(Instant::now() < deadline, "the server never recovered");
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
        }
    }
    // Nothing acknowledged is lost.
    for seq in &acknowledged {
        client
            .get_ruling(pb::GetRulingRequest { sequence: *seq })
            .await
            .unwrap_or_else(|e| panic!("acknowledged ruling {seq} is lost: {e:?}"));
    }
    let out = run_cli(&["ledger", "verify", "--database-url", &cluster.url()]);
    assert!(out.status.success(), "{out:?}");
}
