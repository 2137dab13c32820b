//! Append throughput and latency at 1, 16 and 64 concurrent writers, on SQLite and (when
//! `TEST_DATABASE_URL` or `DATABASE_URL` names a server) PostgreSQL.
//!
//!     cargo bench --bench ledger [-- SECONDS-PER-CONFIGURATION]
//!
//! Each configuration runs on a fresh database. Targets: at 64 writers at least 10x the appends/s
//! of 1 writer, with p99 latency under 20 ms.

#![allow(clippy::expect_used, reason = "a benchmark stops at the first failure")]

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use sqlx::{Connection, PgConnection};
use tertius::ledger::{DedupKey, GameGuard, Ledger, NewEntry};

const WRITERS: [usize; 3] = [1, 16, 64];

struct Run {
    writers: usize,
    appends: usize,
    per_sec: f64,
    p50: Duration,
    p99: Duration,
    commits: u64,
}

fn entry(writer: usize, i: usize) -> NewEntry {
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&(writer as u64).to_be_bytes());
    key[8..16].copy_from_slice(&(i as u64).to_be_bytes());
    NewEntry {
        // A new game each time, guarded as a ruling on a game's first record is: the batch
        // looks up every game's latest entry under the lock, as the service's appends do.
        game_id: format!("game-{writer}-{i}"),
        dedup_key: DedupKey(key),
        request_id: Some(format!("{writer}-{i}")),
        tournament: "bench".into(),
        received_at_ms: i as i64,
        // About the size of a canonical ruling with its citations.
        bytes: vec![(i % 251) as u8; 600],
        guard: GameGuard::LatestIs(None),
    }
}

async fn run(url: &str, writers: usize, secs: f64) -> Run {
    let ledger = Ledger::open(url).await.expect("open");
    let deadline = Instant::now() + Duration::from_secs_f64(secs);
    let start = Instant::now();
    let tasks: Vec<_> = (0..writers)
        .map(|w| {
            let ledger = ledger.clone();
            tokio::spawn(async move {
                let mut latencies = Vec::new();
                let mut i = 0;
                while Instant::now() < deadline {
                    let t = Instant::now();
                    let outcome = ledger.append(entry(w, i)).await.expect("append");
                    latencies.push(t.elapsed());
                    assert!(outcome.is_appended());
                    i += 1;
                }
                latencies
            })
        })
        .collect();
    let mut latencies = Vec::new();
    for t in tasks {
        latencies.extend(t.await.expect("writer task"));
    }
    let elapsed = start.elapsed();
    latencies.sort_unstable();
    let pct = |p: f64| latencies[((latencies.len() as f64 * p) as usize).min(latencies.len() - 1)];
    let report = ledger.verify().await.expect("verify");
    assert_eq!(report.size as usize, latencies.len());
    Run {
        writers,
        appends: latencies.len(),
        per_sec: latencies.len() as f64 / elapsed.as_secs_f64(),
        p50: pct(0.50),
        p99: pct(0.99),
        commits: ledger.stats().commits,
    }
}

fn print(backend: &str, runs: &[Run]) {
    println!("\n{backend}");
    println!("  writers  appends  appends/s    p50 ms   p99 ms  commits  appends/commit");
    for r in runs {
        println!(
            "  {:>7}  {:>7}  {:>9.0}  {:>8.2}  {:>7.2}  {:>7}  {:>14.1}",
            r.writers,
            r.appends,
            r.per_sec,
            r.p50.as_secs_f64() * 1e3,
            r.p99.as_secs_f64() * 1e3,
            r.commits,
            r.appends as f64 / r.commits.max(1) as f64
        );
    }
    if let (Some(one), Some(last)) = (runs.first(), runs.last()) {
        let ratio = last.per_sec / one.per_sec;
        let p99_ms = last.p99.as_secs_f64() * 1e3;
        let verdict = |ok: bool| if ok { "PASS" } else { "MISS" };
        println!(
            "{} {backend}: throughput at {} writers / 1 writer = {ratio:.1}x (target >= {TARGET_RATIO}x)",
            verdict(ratio >= TARGET_RATIO),
            last.writers,
        );
        println!(
            "{} {backend}: p99 at {} writers = {p99_ms:.2} ms (target < {TARGET_P99_MS} ms)",
            verdict(p99_ms < TARGET_P99_MS),
            last.writers,
        );
    }
}

/// The targets, checked on the last configuration (64 writers) against the first (1 writer).
const TARGET_RATIO: f64 = 10.0;
const TARGET_P99_MS: f64 = 20.0;

fn with_database(base: &str, name: &str) -> String {
    let (url, query) = base
        .split_once('?')
        .map_or((base, String::new()), |(u, q)| (u, format!("?{q}")));
    let authority = url.find("://").map_or(0, |i| i + 3);
    let path = url[authority..]
        .find('/')
        .map_or(url.len(), |i| authority + i);
    format!("{}/{}{}", &url[..path], name, query)
}

#[tokio::main(flavor = "multi_thread")]
async fn main() {
    // `cargo bench` adds its own `--bench` flag; the first number among the arguments is ours.
    let secs: f64 = std::env::args()
        .skip(1)
        .find_map(|s| s.parse().ok())
        .unwrap_or(3.0);

    let dir = tempfile::tempdir().expect("tempdir");
    let mut runs = Vec::new();
    for (n, writers) in WRITERS.into_iter().enumerate() {
        let url = format!(
            "sqlite:{}",
            dir.path().join(format!("bench{n}.db")).display()
        );
        runs.push(run(&url, writers, secs).await);
    }
    print("sqlite", &runs);

    let Some(base) = std::env::var("TEST_DATABASE_URL")
        .or_else(|_| std::env::var("DATABASE_URL"))
        .ok()
    else {
        println!("\npostgres: skipped (set TEST_DATABASE_URL or DATABASE_URL)");
        return;
    };
    let mut admin = PgConnection::connect(&base)
        .await
        .expect("connect to postgres");
    let mut runs = Vec::new();
    for writers in WRITERS {
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .expect("clock")
            .as_nanos();
        let name = format!("tertius_bench_{nanos:x}");
        sqlx::query(&format!("CREATE DATABASE {name}"))
            .execute(&mut admin)
            .await
            .expect("create");
        runs.push(run(&with_database(&base, &name), writers, secs).await);
        sqlx::query(&format!("DROP DATABASE {name} WITH (FORCE)"))
            .execute(&mut admin)
            .await
            .expect("drop");
    }
    print("postgres", &runs);
}
