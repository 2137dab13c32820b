//! Real PGN exports through the real binary: `tertius review` and `rule` on files of games as
//! lichess and tournament databases publish them (tests/data/pgn, sources in its README), each
//! game replayed to the final position python-chess reached when the samples were added.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

fn data(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/pgn")
        .join(name)
        .display()
        .to_string()
}

fn tertius(args: &[&str], stdin: Option<&str>) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tertius"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    input.write_all(stdin.unwrap_or("").as_bytes()).unwrap();
    drop(input);
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn json_lines(out: &str) -> Vec<serde_json::Value> {
    out.lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

#[test]
fn every_sample_game_replays_to_the_position_python_chess_reached() {
    let expected = std::fs::read_to_string(data("expected.txt")).unwrap();
    let mut checked = 0;
    let mut files: Vec<&str> = Vec::new();
    for line in expected.lines().filter(|l| !l.starts_with('#')) {
        let file = line.split('\t').next().unwrap();
        if !files.contains(&file) {
            files.push(file);
        }
    }
    assert_eq!(files.len(), 3, "the samples listed in expected.txt");
    for file in files {
        let want: Vec<&str> = expected
            .lines()
            .filter(|l| l.starts_with(&format!("{file}\t")))
            .map(|l| l.rsplit('\t').next().unwrap())
            .collect();
        let (code, out, err) = tertius(
            &["review", &data(file), "--code", "london-1847", "--json"],
            None,
        );
        assert_eq!(code, 0, "{file}: {err}");
        let games = json_lines(&out);
        assert_eq!(games.len(), want.len(), "{file}: one JSON line a game");
        for (i, (game, fen)) in games.iter().zip(&want).enumerate() {
            assert_eq!(game["fen"], *fen, "{file} game {}", i + 1);
            checked += 1;
        }
    }
    assert_eq!(checked, 4);
}

#[test]
fn clock_eval_and_arrow_commands_are_kept_as_annotations() {
    let names = |file: &str| -> Vec<String> {
        let (code, out, err) = tertius(
            &["review", &data(file), "--code", "london-1847", "--json"],
            None,
        );
        assert_eq!(code, 0, "{err}");
        let game = &json_lines(&out)[0];
        game["annotations"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["name"].as_str().unwrap().to_owned())
            .collect()
    };
    let lichess = names("lichess-SZf3wQqU.pgn");
    assert_eq!(lichess.iter().filter(|n| *n == "clk").count(), 49);
    assert_eq!(lichess.iter().filter(|n| *n == "eval").count(), 49);
    let study = names("lichess-study-J4couDp8-caro-kann.pgn");
    // Only the main line's commands: those inside the variations are set aside with them.
    assert_eq!(study, ["csl", "csl", "cal"]);
}

#[test]
fn rule_reads_many_games_from_stdin_and_answers_each_on_its_own_line() {
    let text = "[Code \"london-1847\"]\n1. e4 e5 2. {[%move f1h3]} 1-0\n\n\
                [Code \"london-1847\"]\n1. e4 e5 2. Nf3 *\n\n\
                [Code \"london-1847\"]\n1. e4 e5 2. Ke3 *\n";
    let (code, out, _) = tertius(
        &["rule", "-", "--dispute", "false-move", "--json"],
        Some(text),
    );
    assert_eq!(code, 2, "a game that cannot be read fails the run");
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["decision"], "upheld");
    assert_eq!(lines[0]["game"], 1);
    assert_eq!(lines[1]["decision"], "dismissed");
    assert_eq!(lines[1]["line"], 4);
    assert_eq!(lines[2]["game"], 3);
    let error = &lines[2]["error"];
    assert_eq!(error["reason"], "PGN_MOVE");
    assert_eq!(
        (error["line"].as_u64(), error["column"].as_u64()),
        (Some(8), Some(13))
    );
    assert_eq!(error["token"], "Ke3");
}

#[test]
fn a_code_beside_the_pgn_must_agree_with_its_code_tag() {
    let text = "[Code \"philidor\"]\n1. e4 e5 *\n";
    let (code, _, err) = tertius(&["review", "-", "--code", "london-1847"], Some(text));
    assert_eq!(code, 2);
    assert!(
        err.contains("`philidor`") && err.contains("`london-1847`"),
        "{err}"
    );
    let (code, out, err) = tertius(
        &["review", "-", "--code", "philidor", "--json"],
        Some("1. e4 *"),
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(json_lines(&out)[0]["turn"], "Black");
}

#[test]
fn a_variant_game_is_refused_naming_its_line() {
    let text = "[Event \"x\"]\n[Variant \"Chess960\"]\n[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n\n9. g3 *\n";
    let (code, out, _) = tertius(
        &["review", "-", "--code", "london-1847", "--json"],
        Some(text),
    );
    assert_eq!(code, 2);
    let error = &json_lines(&out)[0]["error"];
    assert_eq!(error["reason"], "PGN_UNSUPPORTED");
    assert_eq!(error["line"], 2);
}

/// PGN out (issue #20 item 5) on real exports: what Tertius writes of a published game reads
/// back as the same record, whatever the game's original file held around its moves.
#[test]
fn every_sample_game_written_out_reads_back_as_the_same_record() {
    use tertius::arbiter;
    use tertius::law::Catalogue;
    let catalogue = Catalogue::embedded().unwrap();
    let mut checked = 0;
    for file in [
        "lichess-SZf3wQqU.pgn",
        "lichess-study-J4couDp8-caro-kann.pgn",
        "worldchamp-1886-bom-crlf.pgn",
    ] {
        let text = std::fs::read_to_string(data(file)).unwrap();
        for game in arbiter::parse_pgn_games(&text, &catalogue, Some("london-1847")) {
            let record = game.unwrap_or_else(|e| panic!("{file}: {e}")).game.record;
            let code = catalogue.get(&record.code).unwrap();
            let written = arbiter::write_pgn(&record, code, &[], None).unwrap();
            let back = arbiter::parse_pgn_game(&written, &catalogue, None)
                .unwrap_or_else(|e| panic!("{file}: {e}\n{written}"));
            assert_eq!(back.game.record, record, "{file}\n{written}");
            assert!(written.lines().all(|l| l.len() <= 79), "{written}");
            checked += 1;
        }
    }
    assert_eq!(checked, 4);
}
