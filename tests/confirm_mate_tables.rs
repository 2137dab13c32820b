//! ConfirmMate with endgame tables, through the real server: `serve --tables-dir` reads the
//! tables `tertius tables build` wrote, in the background, and a long queen-against-rook mate
//! that the search alone cannot settle within a small budget is then answered from them, with
//! its line re-played to mate. The table is built here into a temporary directory.

mod common;

use std::time::{Duration, Instant};

use common::{Server, run_cli};
use tertius::grpc::pb;

/// A queen-against-rook win whose shortest mate is long: the tables give 25 moves (ten moves into
/// the longest win, 35, of `8/8/8/8/2r5/8/2k5/K6Q w`).
const FEN: &str = "8/8/2rk4/8/8/3KQ3/8/8 w - - 0 1";
const MOVES: u32 = 25;
/// Far too few nodes for a search to prove a mate this long.
const NODES: u64 = 20_000;

fn request() -> pb::ConfirmMateRequest {
    pb::ConfirmMateRequest {
        record: Some(pb::GameRecord::from_fen("kqkr", "london-1847", FEN)),
        moves: MOVES,
        max_nodes: NODES,
    }
}

#[tokio::test]
async fn a_long_queen_against_rook_mate_is_proved_from_the_tables_and_only_with_them() {
    let tables = tempfile::tempdir().unwrap();
    let dir = tables.path().to_str().unwrap();
    let out = run_cli(&[
        "tables",
        "build",
        "--material",
        "KQvKR",
        "--code",
        "london-1847",
        "--dir",
        dir,
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    let without = Server::start(&[]);
    without.ready().await;
    let answer = without
        .client()
        .await
        .confirm_mate(request())
        .await
        .unwrap()
        .into_inner();
    assert_eq!(
        answer.verdict,
        pb::MateVerdict::Undecided as i32,
        "without tables the search runs out of nodes: {answer:?}"
    );

    let with = Server::start(&["--tables-dir", dir]);
    // Readiness does not wait for the tables.
    with.ready().await;
    let mut client = with.client().await;
    // The tables arrive in the background; until then the answer is the search's (undecided,
    // and not logged, so asking again is harmless).
    let deadline = Instant::now() + Duration::from_secs(30);
    let (answer, took) = loop {
        let start = Instant::now();
        let answer = client.confirm_mate(request()).await.unwrap().into_inner();
        let took = start.elapsed();
        if answer.verdict != pb::MateVerdict::Undecided as i32 {
            break (answer, took);
        }
        assert!(
            Instant::now() < deadline,
            "the tables never answered: {answer:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert_eq!(answer.verdict, pb::MateVerdict::Mate as i32, "{answer:?}");
    assert_eq!(answer.moves, MOVES);
    // One node a ply of the line: the table answered, the search did not run.
    assert!(answer.nodes <= u64::from(2 * MOVES), "{answer:?}");
    assert_eq!(answer.line_san.len(), 2 * MOVES as usize - 1);
    assert!(answer.line_san.last().unwrap().ends_with('#'), "{answer:?}");
    assert!(took < Duration::from_secs(1), "{took:?}");
    println!("mate in {MOVES} answered from the tables in {took:?}");
}
