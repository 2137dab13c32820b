//! `tertius tables` driven as a user drives it: the real binary, its exit code, its output.
//! Values are checked against the published longest mates and positions reasoned out by hand.

#![allow(clippy::panic, clippy::unwrap_used, clippy::expect_used)] // test harness: failing loudly is the point

use std::process::Command;

/// Runs `tertius tables ARGS`: (exit code, stdout, stderr).
fn tables(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tertius"))
        .arg("tables")
        .args(args)
        .env_remove("TERTIUS_TABLES_DIR")
        .output()
        .expect("run tertius");
    (
        out.status.code().expect("exited, not killed"),
        String::from_utf8(out.stdout).expect("utf-8 stdout"),
        String::from_utf8(out.stderr).expect("utf-8 stderr"),
    )
}

fn json(args: &[&str]) -> serde_json::Value {
    let (code, stdout, stderr) = tables(args);
    assert_eq!(code, 0, "{args:?}: {stderr}");
    serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{args:?}: {e}: {stdout}"))
}

/// A bad-input run: exit 2, one line on stderr, nothing on stdout.
fn refused(args: &[&str]) -> String {
    let (code, stdout, stderr) = tables(args);
    assert_eq!(code, 2, "{args:?}: {stderr}");
    assert!(stdout.is_empty(), "{args:?}: {stdout}");
    assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
    stderr
}

#[test]
fn stats_give_the_longest_mate() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let s = json(&["stats", "KRvK", "--dir", d, "--json"]);
    assert_eq!(s["max_dtm"], 16, "{s}");
    let (positions, wins, draws, losses) = (
        s["positions"].as_u64().unwrap(),
        s["wins"].as_u64().unwrap(),
        s["draws"].as_u64().unwrap(),
        s["losses"].as_u64().unwrap(),
    );
    assert_eq!(positions, wins + draws + losses);
    assert!(wins > 0 && losses > 0 && draws > 0, "{s}");
    // Named with the colours the other way round, it is the same table.
    assert_eq!(json(&["stats", "KvKR", "--dir", d, "--json"]), s);
}

#[test]
fn probe_gives_value_distance_and_best_move() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    // Mate in one: Qf7-g7 (or Qf8) is mate, the king in the corner.
    let p = json(&[
        "probe",
        "--fen",
        "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1",
        "--dir",
        d,
        "--json",
    ]);
    assert_eq!(
        (p["wdl"].clone(), p["dtm"].clone()),
        (1.into(), 1.into()),
        "{p}"
    );
    assert!(
        ["f7g7", "f7f8", "f7e8"].contains(&p["best"].as_str().unwrap()),
        "{p}"
    );
    // Black, stalemated: a draw under the modern rule, a win under the Boy's Own Book's.
    let fen = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    let modern = json(&["probe", "--fen", fen, "--dir", d, "--json"]);
    assert_eq!(modern["wdl"], 0, "{modern}");
    assert!(modern["best"].is_null(), "{modern}");
    let old = json(&[
        "probe",
        "--fen",
        fen,
        "--code",
        "boys-own-1829",
        "--dir",
        d,
        "--json",
    ]);
    assert_eq!(
        (old["wdl"].clone(), old["dtm"].clone()),
        (1.into(), 0.into()),
        "{old}"
    );
    // Mated: lost, no move.
    let mated = json(&[
        "probe",
        "--fen",
        "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1",
        "--dir",
        d,
        "--json",
    ]);
    assert_eq!(mated["wdl"], -1, "{mated}");
}

#[test]
fn build_writes_files_that_probe_reads() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let (code, stdout, stderr) = tables(&[
        "build",
        "--dir",
        d,
        "--material",
        "KQvK",
        "--code",
        "london-1847",
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("tables in"), "{stdout}");
    let file = dir.path().join("draw").join("KQvK.tbl");
    let bytes = std::fs::read(&file).unwrap();
    assert!(
        bytes.starts_with(b"tertius-table 2 KQvK draw "),
        "{:?}",
        &bytes[..30]
    );
    // A second build reads what is there.
    let (code, _, stderr) = tables(&[
        "build",
        "--dir",
        d,
        "--material",
        "KQvK",
        "--code",
        "london-1847",
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(!stderr.contains("built draw/KQvK"), "{stderr}");
    // A damaged file is an error, not a wrong answer.
    std::fs::write(&file, b"tertius-table 2 KQvK draw 3\nabc").unwrap();
    let (code, _, stderr) = tables(&[
        "probe",
        "--fen",
        "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1",
        "--dir",
        d,
    ]);
    assert_eq!(code, 1, "{stderr}");
    assert!(stderr.contains("KQvK.tbl"), "{stderr}");
}

#[test]
fn bad_input_is_refused_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    assert!(refused(&["stats", "KXvK", "--dir", d]).contains("`KXvK`"));
    assert!(refused(&["probe", "--fen", "not a fen", "--dir", d]).contains("tertius:"));
    let startpos = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert!(refused(&["probe", "--fen", startpos, "--dir", d]).contains("no table covers"));
    assert!(refused(&["stats", "KQvK", "--code", "fide-2023", "--dir", d]).contains("fide-2023"));
}
