//! `tertius perft` driven as a user drives it: the real binary, its exit code, its output.
//! Counts are the published ones (chessprogramming wiki "Perft Results"); the law-code case is
//! reasoned out by hand and re-counted with the mailbox reference generator.

#![allow(clippy::panic, clippy::unwrap_used, clippy::expect_used)] // test harness: failing loudly is the point

mod reference;

use std::collections::BTreeMap;
use std::process::Command;

use tertius::chess::{MoveRules, Position, Setup};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// Runs `tertius perft ARGS`: (exit code, stdout, stderr).
fn perft(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tertius"))
        .arg("perft")
        .args(args)
        .output()
        .expect("run tertius");
    (
        out.status.code().expect("exited, not killed"),
        String::from_utf8(out.stdout).expect("utf-8 stdout"),
        String::from_utf8(out.stderr).expect("utf-8 stderr"),
    )
}

fn perft_json(args: &[&str]) -> serde_json::Value {
    let mut all = args.to_vec();
    all.push("--json");
    let (code, stdout, stderr) = perft(&all);
    assert_eq!(code, 0, "{args:?}: {stderr}");
    serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{args:?}: {e}: {stdout}"))
}

fn nodes(json: &serde_json::Value) -> u64 {
    json["nodes"].as_u64().expect("`nodes` is a count")
}

/// A bad-input run: exit 2, one line on stderr, nothing on stdout, no panic.
fn refused(args: &[&str]) -> String {
    let (code, stdout, stderr) = perft(args);
    assert_eq!(code, 2, "{args:?}: {stderr}");
    assert!(stdout.is_empty(), "{args:?}: {stdout}");
    assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
    assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    stderr
}

#[test]
fn startpos_depth_3_as_json() {
    let json = perft_json(&["--fen", "startpos", "--depth", "3"]);
    assert_eq!(nodes(&json), 8902);
    assert!(json["seconds"].as_f64().is_some_and(|s| s >= 0.0), "{json}");
    assert!(json["nps"].as_u64().is_some(), "{json}");
    assert!(json.get("divide").is_none(), "{json}");
    // --fen defaults to the start position.
    assert_eq!(nodes(&perft_json(&["--depth", "3"])), 8902);
}

#[test]
fn divide_keys_are_the_root_moves_in_uci_and_sum_to_the_total() {
    let json = perft_json(&["--depth", "3", "--divide"]);
    let divide: BTreeMap<String, u64> =
        serde_json::from_value(json["divide"].clone()).expect("divide is {uci: count}");
    let files = "abcdefgh".chars();
    let mut expected: Vec<String> = files
        .flat_map(|f| [format!("{f}2{f}3"), format!("{f}2{f}4")])
        .chain(["b1a3", "b1c3", "g1f3", "g1h3"].map(String::from))
        .collect();
    expected.sort();
    assert_eq!(divide.keys().cloned().collect::<Vec<_>>(), expected);
    assert_eq!(divide.values().sum::<u64>(), nodes(&json));
    assert_eq!(nodes(&json), 8902);
    assert_eq!(divide["e2e4"], 600);
    assert_eq!(divide["b2b4"], 421);

    // The human form: sorted `uci: n` lines, then the total.
    let (code, stdout, stderr) = perft(&["--depth", "3", "--divide"]);
    assert_eq!(code, 0, "{stderr}");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[0], "a2a3: 380");
    assert!(lines.contains(&"e2e4: 600"), "{stdout}");
    assert!(lines.contains(&"nodes 8902"), "{stdout}");
}

#[test]
fn kiwipete_depth_2() {
    let (code, stdout, stderr) = perft(&["--fen", KIWIPETE, "--depth", "2"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.lines().any(|l| l == "nodes 2039"), "{stdout}");
    assert!(stdout.lines().any(|l| l.starts_with("nps ")), "{stdout}");
}

/// The twenty laws let a player who gave a rook as odds castle on that side "as if the rook
/// were at its square" (A2): only the king moves. No other embedded code changes a move rule.
#[test]
fn twenty_laws_lets_the_odds_giver_castle_without_the_rook() {
    // Bare kings, White holding the right on the empty h1 corner. Standard rules: the right is
    // void, White has Kd1 Kd2 Ke2 Kf2 Kf1 (5) and Black's king answers each with 5 moves (the
    // kings are too far apart to interact) = 25. Twenty laws: e1g1 as well, 6 × 5 = 30.
    let bare = "4k3/8/8/8/8/8/8/4K3 w K - 0 1";
    assert_eq!(nodes(&perft_json(&["--fen", bare, "--depth", "2"])), 25);
    let json = perft_json(&[
        "--fen",
        bare,
        "--depth",
        "2",
        "--divide",
        "--rules",
        "twenty-laws",
    ]);
    assert_eq!(nodes(&json), 30);
    assert_eq!(json["divide"]["e1g1"], 5, "{json}");

    // With rooks about, the phantom castle also meets checks along the h-file, rook captures
    // and lost rights; counted by the binary, re-counted by the reference generator.
    let odds = "r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1";
    let standard = nodes(&perft_json(&["--fen", odds, "--depth", "3"]));
    let twenty = nodes(&perft_json(&[
        "--fen",
        odds,
        "--depth",
        "3",
        "--rules",
        "twenty-laws",
    ]));
    assert_eq!((standard, twenty), (5628, 6131));
    let catalogue = tertius::law::Catalogue::embedded().unwrap();
    let code = catalogue.get("twenty-laws").unwrap();
    let rules =
        tertius::arbiter::move_rules(code, &code.resolve_options(&BTreeMap::new()).unwrap());
    assert_eq!(reference_perft(&position(odds, &rules), 3), twenty);
    assert_eq!(
        reference_perft(&position(odds, &MoveRules::standard()), 3),
        standard
    );

    // A code that keeps the modern rules counts as standard.
    let london = perft_json(&["--fen", odds, "--depth", "3", "--rules", "london-1847"]);
    assert_eq!(nodes(&london), standard);
}

fn position(fen: &str, rules: &MoveRules) -> Position {
    let setup: Setup = fen.parse().unwrap();
    Position::from_setup(setup, rules).unwrap()
}

fn reference_perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    reference::legal_moves(pos)
        .into_iter()
        .map(|m| reference_perft(&pos.after(m), depth - 1))
        .sum()
}

#[test]
fn bad_fen_names_the_field() {
    let stderr = refused(&[
        "--fen",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQxk - 0 1",
        "--depth",
        "1",
    ]);
    assert!(
        stderr.contains("invalid fen: bad castling field `KQxk`"),
        "{stderr}"
    );
    let stderr = refused(&["--fen", "8/8/8 w - - 0 1", "--depth", "1"]);
    assert!(stderr.contains("placement"), "{stderr}");
    // Parses as FEN but means nothing: an en passant square with no pawn behind it.
    let stderr = refused(&["--fen", "4k3/8/8/3p4/8/8/8/4K3 w - e6 0 1", "--depth", "1"]);
    assert!(stderr.contains("`e6`"), "{stderr}");
}

#[test]
fn bad_depth_and_unknown_code_are_refused() {
    for depth in ["13", "-1", "three", ""] {
        let stderr = refused(&["--depth", depth]);
        assert!(
            stderr.contains(&format!("invalid depth `{depth}`")),
            "{stderr}"
        );
    }
    let stderr = refused(&["--depth", "1", "--rules", "fide"]);
    assert!(
        stderr.contains("no law code `fide`") && stderr.contains("twenty-laws"),
        "{stderr}"
    );
}

/// `tertius perft … | head -0`: the reader is gone before anything is written (its end of the
/// pipe is closed before the command starts). The command ends as `cat` would (141, 128 +
/// SIGPIPE), not with Rust's panic on a broken pipe (101).
#[test]
fn a_closed_pipe_ends_the_command_quietly() {
    use std::process::Stdio;
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let out = Command::new(env!("CARGO_BIN_EXE_tertius"))
        .args(["perft", "--depth", "3"])
        .stdout(writer)
        .stderr(Stdio::piped())
        .output()
        .expect("run tertius");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(out.status.code(), Some(141), "{stderr}");
}
