//! Perft counts for the positions of tests/data/perft.epd (chessprogramming
//! wiki "Perft Results", agreeing with Stockfish 15.1). The default run
//! covers every depth up to ~1e8 nodes in total; deeper entries run only
//! with `TERTIUS_SLOW_TESTS=1`.

#![allow(clippy::panic, clippy::unwrap_used, clippy::expect_used)] // test harness: failing loudly is the point

use tertius::cancel::{Budget, Cancel};
use tertius::chess::perft::perft;
use tertius::chess::{MoveRules, Position, Setup};

/// Per-entry node limit for the default run.
const FAST_LIMIT: u64 = 20_000_000;

struct Entry {
    fen: String,
    counts: Vec<(u32, u64)>,
}

fn entries() -> Vec<Entry> {
    let text = include_str!("data/perft.epd");
    let mut out = Vec::new();
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let mut parts = line.split(';');
        let fen = parts.next().unwrap_or_default().trim().to_owned();
        let counts = parts
            .filter_map(|p| {
                let mut it = p.trim().trim_start_matches('D').split(' ');
                Some((it.next()?.parse().ok()?, it.next()?.parse().ok()?))
            })
            .collect();
        out.push(Entry { fen, counts });
    }
    out
}

fn run(slow: bool) {
    let mut skipped = Vec::new();
    let mut total = 0;
    for e in entries() {
        let setup: Setup = e
            .fen
            .parse()
            .unwrap_or_else(|err| panic!("{}: {err}", e.fen));
        let pos = Position::from_setup(setup, &MoveRules::standard())
            .unwrap_or_else(|err| panic!("{}: {err}", e.fen));
        for &(depth, expected) in &e.counts {
            let is_slow = expected > FAST_LIMIT;
            if is_slow != slow {
                if is_slow {
                    skipped.push(format!("{} D{depth}", e.fen));
                }
                continue;
            }
            let got = perft(&pos, depth, &Budget::UNLIMITED, &Cancel::new());
            assert_eq!(got, Ok(expected), "{} depth {depth}", e.fen);
            total += expected;
        }
    }
    eprintln!("perft: {total} nodes checked");
    if !skipped.is_empty() {
        eprintln!(
            "skipped {} deep perft entries (set TERTIUS_SLOW_TESTS=1): {}",
            skipped.len(),
            skipped.join(", ")
        );
    }
}

#[test]
fn perft_published_counts() {
    run(false);
}

#[test]
fn perft_published_counts_slow() {
    if std::env::var("TERTIUS_SLOW_TESTS").as_deref() == Ok("1") {
        run(true);
    } else {
        eprintln!("perft_published_counts_slow skipped: set TERTIUS_SLOW_TESTS=1 to run");
    }
}
