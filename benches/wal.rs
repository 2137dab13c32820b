//! The SQLite WAL under sustained load: writers appending as the service does (each reads its
//! game's entries, then appends guarded by the latest), readers fetching entries and game
//! lists meanwhile, the WAL file's size sampled four times a second.
//!
//!     cargo bench --bench wal [-- SECONDS]          (default 60)
//!
//! Prints appends/s, the largest and the last WAL size seen, and the database size. The bound it
//! checks (printed as PASS/MISS): the WAL never passes 96 MiB. The store truncates it at 64 MiB
//! (src/ledger/sqlite.rs, `Checkpointer`); the rest is what commits add while a checkpoint waits
//! for readers.

#![allow(clippy::expect_used, reason = "a benchmark stops at the first failure")]

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use tertius::ledger::{AppendOutcome, DedupKey, GameGuard, Ledger, NewEntry};

const WRITERS: usize = 64;
const READERS: usize = 8;
const BOUND_MIB: f64 = 96.0;

fn mib(bytes: u64) -> f64 {
    bytes as f64 / (1024.0 * 1024.0)
}

fn size(path: &Path) -> u64 {
    std::fs::metadata(path).map(|m| m.len()).unwrap_or(0)
}

#[tokio::main(flavor = "multi_thread")]
async fn main() {
    let secs: u64 = std::env::args()
        .skip(1)
        .find_map(|s| s.parse().ok())
        .unwrap_or(60);
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("wal.db");
    let wal = dir.path().join("wal.db-wal");
    let ledger = Ledger::open(&format!("sqlite:{}", db.display()))
        .await
        .expect("open");
    let deadline = Instant::now() + Duration::from_secs(secs);
    let appended = Arc::new(AtomicU64::new(0));
    let stop = Arc::new(AtomicBool::new(false));

    let mut tasks = Vec::new();
    for w in 0..WRITERS {
        let (ledger, appended) = (ledger.clone(), appended.clone());
        tasks.push(tokio::spawn(async move {
            let mut i = 0u64;
            while Instant::now() < deadline {
                // A game gets a few rulings, as a game in a tournament does.
                let game = format!("game-{w}-{}", i / 4);
                let history = ledger
                    .list_by_game(Some("bench"), &game, None, 100)
                    .await
                    .expect("read the game");
                let mut key = [0u8; 32];
                key[..8].copy_from_slice(&(w as u64).to_be_bytes());
                key[8..16].copy_from_slice(&i.to_be_bytes());
                let entry = NewEntry {
                    game_id: game,
                    dedup_key: DedupKey(key),
                    request_id: None,
                    tournament: "bench".into(),
                    received_at_ms: i as i64,
                    bytes: vec![(i % 251) as u8; 600],
                    guard: GameGuard::LatestIs(history.last().map(|e| e.seq)),
                };
                let outcome = ledger.append(entry).await.expect("append");
                assert!(matches!(outcome, AppendOutcome::Appended(_)));
                appended.fetch_add(1, Ordering::Relaxed);
                i += 1;
            }
        }));
    }
    for r in 0..READERS {
        let (ledger, appended, stop) = (ledger.clone(), appended.clone(), stop.clone());
        tasks.push(tokio::spawn(async move {
            let mut n = r as u64;
            while !stop.load(Ordering::Relaxed) {
                let size = appended.load(Ordering::Relaxed).max(1);
                n = n
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let _ = ledger.get((n >> 11) % size).await.expect("get");
                let game = format!("game-{}-{}", (n >> 7) % WRITERS as u64, (n >> 20) % 64);
                let _ = ledger
                    .list_by_game(Some("bench"), &game, None, 50)
                    .await
                    .expect("list");
            }
        }));
    }

    let start = Instant::now();
    let mut largest = 0u64;
    while Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(250)).await;
        largest = largest.max(size(&wal));
    }
    stop.store(true, Ordering::Relaxed);
    for t in tasks {
        t.await.expect("task");
    }
    let elapsed = start.elapsed().as_secs_f64();
    let n = appended.load(Ordering::Relaxed);
    println!(
        "sqlite, {WRITERS} writers and {READERS} readers for {secs} s: {n} appends ({:.0}/s)",
        n as f64 / elapsed
    );
    println!(
        "  WAL largest {:.1} MiB, last {:.1} MiB; database {:.1} MiB",
        mib(largest),
        mib(size(&wal)),
        mib(size(&db))
    );
    let verdict = if mib(largest) < BOUND_MIB {
        "PASS"
    } else {
        "MISS"
    };
    println!("{verdict} the WAL stayed under {BOUND_MIB} MiB");
    ledger.close().await.expect("close");
    println!("  after a clean close: WAL {:.1} MiB", mib(size(&wal)));
}
