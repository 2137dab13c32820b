//! The offline arbiter CLI: `tertius review` and `tertius rule` on PGN and protobuf JSON records.

use std::process::Command;

fn tertius(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tertius"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn write(dir: &tempfile::TempDir, name: &str, text: &str) -> String {
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

#[test]
fn rule_on_a_pgn_record_prints_the_decision_remedies_and_articles() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(
        &dir,
        "g.pgn",
        "[Code \"london-1847\"]\n1. e4 e5 2. {[%move f1h3]}\n",
    );
    let (code, out, err) = tertius(&["rule", &file, "--dispute", "false-move"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Decision: UPHELD"), "{out}");
    assert!(out.contains("Remedies (Black elects)"), "{out}");
    assert!(
        out.contains("XIII. \"If a player make a false move"),
        "{out}"
    );
}

#[test]
fn rule_on_a_json_record_with_an_option_uses_it() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(
        &dir,
        "g.json",
        r#"{"gameId": "j1", "codeId": "philidor", "structured": {"options": {"country": "france"},
            "fen": "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1",
            "events": [{"by": "COLOR_WHITE", "move": {"uci": "f1f7"}}]}}"#,
    );
    let (code, out, err) = tertius(&["rule", &file, "--dispute", "stalemate-result", "--json"]);
    assert_eq!(code, 0, "{err}");
    let ruling: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(ruling["decision"], "upheld");
    assert_eq!(ruling["result"], "draw");
    assert_eq!(ruling["citations"][0]["article"], "XVI");
}

#[test]
fn review_reports_an_open_claim() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(
        &dir,
        "g.pgn",
        "[Code \"twenty-laws\"]\n1. e4 e5 2. {[%move f1h3]}\n",
    );
    let (code, out, err) = tertius(&["review", &file, "--json"]);
    assert_eq!(code, 0, "{err}");
    let state: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(state["claimable"][0]["open"], true);
    assert_eq!(state["turn"], "Black");
}

#[test]
fn bad_input_is_a_one_line_error_and_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(&dir, "g.pgn", "[Code \"london-1847\"]\n1. e4 e5 2. Ke3\n");
    let (code, _, err) = tertius(&["rule", &file, "--dispute", "false-move"]);
    assert_eq!(code, 2);
    assert!(err.contains("Ke3"), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");

    let (code, _, err) = tertius(&["rule", &file, "--dispute", "nonsense"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown dispute kind"), "{err}");

    let json = write(
        &dir,
        "bad.json",
        r#"{"gameId": "x", "codeId": "philidor", "structured": {"events": [{"by": "COLOR_WHITE", "move": {"uci": "zz"}}]}}"#,
    );
    let (code, _, err) = tertius(&["review", &json]);
    assert_eq!(code, 2);
    assert!(err.contains("zz"), "{err}");
}

#[test]
fn a_move_out_of_turn_under_a_code_without_a_rule_for_it_is_heard_by_analogy() {
    // Issue #19 class 5: a record that can be replayed physically is a record; where the code
    // is silent the third person rules by analogy, and says so.
    let dir = tempfile::tempdir().unwrap();
    let file = write(
        &dir,
        "g.pgn",
        "[Code \"philidor\"]\n1. e4 e5 2. Nf3 {[%move f1c4 white]}\n",
    );
    let (code, out, err) = tertius(&[
        "rule",
        &file,
        "--dispute",
        "move-out-of-turn",
        "--by",
        "black",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let ruling: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(ruling["decision"], "no-law-provides", "{out}");
    assert!(
        ruling["reasoning"]
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r.as_str().unwrap().contains("by analogy")),
        "{out}"
    );
    assert!(out.contains("retract-second-move"), "{out}");
}

#[test]
fn a_mate_by_an_odds_giver_who_left_his_man_on_is_a_draw_only_where_the_code_says_so() {
    let dir = tempfile::tempdir().unwrap();
    // Mate after four moves on each side: the man can no longer be taken off (before that,
    // law 14 has the game re-commenced when the error is noticed, and the mate is no draw).
    let mate = "1. e4 e5 2. Bc4 Nc6 3. a3 a6 4. Qh5 Nf6 5. Qxf7#\n";
    let result = |code: &str| {
        let file = write(
            &dir,
            &format!("{code}.pgn"),
            &format!("[Code \"{code}\"]\n[Odds \"white rook a1 left-on-board\"]\n{mate}"),
        );
        let (status, out, err) = tertius(&["review", &file, "--json"]);
        assert_eq!(status, 0, "{err}");
        let state: serde_json::Value = serde_json::from_str(&out).unwrap();
        state["score"].clone()
    };
    // 000 L14: "if he should give check-mate, he cannot take advantage of it".
    assert_eq!(result("twenty-laws"), "draw");
    // The London code has no such rule: the mate wins.
    assert_eq!(result("london-1847"), "white");
}

#[test]
fn pawn_odds_naming_another_pawn_leave_the_kbp_on_where_it_is_always_understood() {
    let dir = tempfile::tempdir().unwrap();
    let file = |code: &str| {
        write(
            &dir,
            &format!("{code}.pgn"),
            &format!("[Code \"{code}\"]\n[Odds \"white pawn e2\"]\n1. d4 e5\n"),
        )
    };
    // 000 L13: "the king's bishop's pawn is always understood". The record is still a record:
    // the e-pawn is off the board and the pawn given stands on f2, left there.
    let claim = |file: &str| {
        tertius(&[
            "rule",
            "--dispute",
            "odds-man-not-removed",
            "--by",
            "black",
            file,
        ])
    };
    let twenty = file("twenty-laws");
    let (status, _, err) = tertius(&["review", &twenty]);
    assert_eq!(status, 0, "{err}");
    let (status, out, err) = claim(&twenty);
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("took off the pawn on e2 instead"), "{out}");
    assert!(out.contains("left on the board the man on f2"), "{out}");
    // The Acknowledged Laws say only "usually": another pawn may be agreed, and none is left.
    let (status, out, err) = claim(&file("acknowledged-laws"));
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("DISMISSED"), "{out}");
}
