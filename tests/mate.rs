//! The mate prover against outside witnesses: famous game finishes and positions built for one
//! rule each (tests/data/mates/, each with its source or its hand proof), verdicts that change
//! with the law code, the CLI, and a property test against brute force.

use std::path::Path;
use std::process::Command;

use proptest::prelude::*;
use tertius::cancel::{Budget, Cancel};
use tertius::chess::san::SanPlus;
use tertius::chess::{Move, MoveRules, Position, Setup};
use tertius::search::line::replays;
use tertius::search::{Finish, OutcomeRules, Prover, StalemateScore, Verdict, prove_mate};

const SPW: OutcomeRules = OutcomeRules {
    stalemate: StalemateScore::StalematedPlayerWins,
};

fn position(fen: &str, rules: &MoveRules) -> Position {
    let setup: Setup = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
    Position::from_setup(setup, rules).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn play_san(moves: &str) -> Position {
    let mut p = Position::new(&MoveRules::standard());
    for token in moves.split_whitespace() {
        let san = token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
        if san.is_empty() {
            continue;
        }
        let parsed: SanPlus = san.parse().unwrap_or_else(|e| panic!("{token}: {e}"));
        let m = parsed
            .san
            .to_move(&p)
            .unwrap_or_else(|e| panic!("{token}: {e}"));
        p.play_unchecked(m);
    }
    p
}

fn uci(moves: &[Move]) -> Vec<String> {
    moves.iter().map(|m| m.to_uci().to_string()).collect()
}

/// One problem from a data file.
struct Problem {
    file: String,
    name: String,
    position: Position,
    outcome: OutcomeRules,
    ask: u32,
    expect: Vec<String>,
}

fn problems(file: &str) -> Vec<Problem> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/mates")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
    let mut out = Vec::new();
    for block in text.split("\n\n") {
        let field = |key: &str| {
            block
                .lines()
                .find_map(|l| l.strip_prefix(key).map(str::trim).map(str::to_owned))
        };
        let Some(name) = field("name:") else { continue };
        let mut rules = MoveRules::standard();
        match field("rules:").as_deref() {
            None => {}
            Some("no-en-passant") => rules.en_passant = false,
            Some("castle-in-check") => rules.castling.barred_in_check = false,
            Some(other) => panic!("{file}: {name}: unknown rules `{other}`"),
        }
        let outcome = match field("stalemate:").as_deref() {
            None | Some("draw") => OutcomeRules::MODERN,
            Some("stalemated-player-wins") => SPW,
            Some(other) => panic!("{file}: {name}: unknown stalemate `{other}`"),
        };
        let position = match (field("fen:"), field("moves:")) {
            (Some(fen), None) => position(&fen, &rules),
            (None, Some(moves)) => play_san(&moves),
            _ => panic!("{file}: {name}: needs exactly one of fen, moves"),
        };
        let ask = field("ask:")
            .and_then(|a| a.parse().ok())
            .unwrap_or_else(|| panic!("{file}: {name}: bad ask"));
        let expect = field("expect:")
            .unwrap_or_else(|| panic!("{file}: {name}: no expect"))
            .split_whitespace()
            .map(str::to_owned)
            .collect();
        out.push(Problem {
            file: file.to_owned(),
            name,
            position,
            outcome,
            ask,
            expect,
        });
    }
    assert!(!out.is_empty(), "{file} has no problems");
    out
}

fn check(p: &Problem) {
    let verdict = prove_mate(
        &p.position,
        &p.outcome,
        p.ask,
        &Budget::UNLIMITED,
        &Cancel::new(),
    );
    let at = format!("{} / {} ({})", p.file, p.name, p.position.fen());
    match (p.expect[0].as_str(), &verdict) {
        (
            kind @ ("mate" | "win-by-stalemate"),
            Verdict::Mate {
                moves,
                key,
                line,
                finish,
                ..
            },
        ) => {
            let want: u32 = p.expect[1].parse().unwrap_or_else(|_| panic!("{at}"));
            assert_eq!(*moves, want, "{at}: {:?}", uci(line));
            let key = key.to_uci().to_string();
            assert!(
                p.expect[2..].contains(&key),
                "{at}: key {key}, line {:?}",
                uci(line)
            );
            let want_finish = if kind == "mate" {
                Finish::Checkmate
            } else {
                Finish::AttackerStalemated
            };
            assert_eq!(*finish, want_finish, "{at}");
            // The outside witness: re-played here too, not only inside the prover.
            assert!(
                replays(&p.position, &p.outcome, *moves, line, *finish),
                "{at}"
            );
        }
        ("no-mate", Verdict::NoMate { within, .. }) => {
            assert_eq!(within.to_string(), p.expect[1], "{at}");
        }
        _ => panic!("{at}: expected {:?}, got {verdict:?}", p.expect),
    }
}

#[test]
fn famous_game_finishes() {
    for p in problems("games.txt") {
        check(&p);
    }
}

#[test]
fn positions_built_for_one_rule_each() {
    for p in problems("constructed.txt") {
        check(&p);
    }
}

#[test]
fn zugzwang_problems_with_quiet_keys() {
    for p in problems("zugzwang.txt") {
        check(&p);
    }
}

#[test]
fn the_castling_mate_of_lasker_thomas_is_found_both_ways() {
    // 18.O-O-O# and 18.Kd2# both mate; the prover must see castling as a mating move.
    let p = play_san(
        "1.d4 e6 2.Nf3 f5 3.Nc3 Nf6 4.Bg5 Be7 5.Bxf6 Bxf6 6.e4 fxe4 7.Nxe4 b6 8.Ne5 O-O \
         9.Bd3 Bb7 10.Qh5 Qe7 11.Qxh7+ Kxh7 12.Nxf6+ Kh6 13.Neg4+ Kg5 14.h4+ Kf4 15.g3+ Kf3 \
         16.Be2+ Kg2 17.Rh2+ Kg1",
    );
    let mates: Vec<String> = p
        .legal_moves()
        .into_iter()
        .filter(|&m| p.after(m).is_checkmate())
        .map(|m| m.to_uci().to_string())
        .collect();
    assert!(mates.contains(&"e1c1".to_owned()), "{mates:?}");
    assert!(mates.contains(&"e1d2".to_owned()), "{mates:?}");
    let v = prove_mate(
        &p,
        &OutcomeRules::MODERN,
        1,
        &Budget::UNLIMITED,
        &Cancel::new(),
    );
    let Verdict::Mate { key, .. } = v else {
        panic!("{v:?}")
    };
    assert!(mates.contains(&key.to_uci().to_string()));
}

#[test]
fn one_table_serves_two_codes_without_mixing_them() {
    // The rule context is in the key: proving under one code, then the other, with the same
    // table gives each code's own answer.
    let p = position(
        "8/2R5/8/8/8/7p/pb3p1P/k6K w - - 0 1",
        &MoveRules::standard(),
    );
    let mut prover = Prover::new(1 << 20);
    let c = Cancel::new();
    for _ in 0..2 {
        let draw = prover.prove(&p, &OutcomeRules::MODERN, 1, &Budget::UNLIMITED, &c);
        assert!(
            matches!(draw, Verdict::NoMate { within: 1, .. }),
            "{draw:?}"
        );
        let spw = prover.prove(&p, &SPW, 1, &Budget::UNLIMITED, &c);
        assert!(
            matches!(
                spw,
                Verdict::Mate {
                    moves: 1,
                    finish: Finish::AttackerStalemated,
                    ..
                }
            ),
            "{spw:?}"
        );
    }
    // Castling out of check, likewise for move rules.
    let fen = "2rkr3/2p1p3/8/8/8/8/6n1/R3K3 w Q - 0 1";
    let mut free = MoveRules::standard();
    free.castling.barred_in_check = false;
    for _ in 0..2 {
        let fide = prover.prove(
            &position(fen, &MoveRules::standard()),
            &OutcomeRules::MODERN,
            1,
            &Budget::UNLIMITED,
            &c,
        );
        assert!(matches!(fide, Verdict::NoMate { .. }), "{fide:?}");
        let old = prover.prove(
            &position(fen, &free),
            &OutcomeRules::MODERN,
            1,
            &Budget::UNLIMITED,
            &c,
        );
        assert!(matches!(old, Verdict::Mate { moves: 1, .. }), "{old:?}");
    }
}

#[test]
fn a_defender_may_not_escape_by_stalemating_where_that_loses() {
    // Under the draw rule, Black answers Rc1+ with Bxc1 and White is stalemated. Where the
    // stalemated player wins, that forced reply loses for Black: the line ends with it.
    let p = position(
        "8/2R5/8/8/8/7p/pb3p1P/k6K w - - 0 1",
        &MoveRules::standard(),
    );
    let v = prove_mate(&p, &SPW, 3, &Budget::UNLIMITED, &Cancel::new());
    let Verdict::Mate { line, finish, .. } = &v else {
        panic!("{v:?}")
    };
    assert_eq!(uci(line), ["c7c1", "b2c1"]);
    assert_eq!(*finish, Finish::AttackerStalemated);
}

#[test]
fn stalemating_the_defender_is_never_a_win() {
    // k7/8/1K6/8/8/8/8/2Q5: Qc7?? stalemates. Under either rule the prover must not count it,
    // and under the old English rule it must not even be a "draw" it falls back on: it loses.
    let p = position("k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", &MoveRules::standard());
    for outcome in [OutcomeRules::MODERN, SPW] {
        let v = prove_mate(&p, &outcome, 2, &Budget::UNLIMITED, &Cancel::new());
        let Verdict::Mate { moves, line, .. } = &v else {
            panic!("{v:?}")
        };
        assert_eq!(*moves, 1);
        assert_ne!(uci(line)[0], "c1c7");
    }
}

// ------------------------------------------------------------------------------------ the CLI

fn tertius(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tertius"))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn cli_json_reports_the_shortest_mate() {
    let (code, out, _) = tertius(&[
        "mate",
        "--fen",
        "rnb1kb1r/pp3ppp/2p5/4q3/4n3/3Q4/PPPB1PPP/2KR1BNR w kq - 0 9",
        "--moves",
        "5",
        "--json",
    ]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(json["verdict"], "mate");
    assert_eq!(json["moves"], 3);
    assert_eq!(json["key"], "d3d8");
    assert_eq!(json["line"].as_array().map(Vec::len), Some(5));
    assert!(json["nodes"].as_u64().is_some() && json["ms"].as_u64().is_some());
}

#[test]
fn cli_codes_change_the_verdict() {
    let fen = "8/2R5/8/8/8/7p/pb3p1P/k6K w - - 0 1";
    let run = |code: &str| {
        let (status, out, err) = tertius(&[
            "mate", "--fen", fen, "--moves", "1", "--code", code, "--json",
        ]);
        assert_eq!(status, 0, "{err}");
        serde_json::from_str::<serde_json::Value>(&out).unwrap_or_else(|e| panic!("{e}"))
    };
    assert_eq!(run("london-1847")["verdict"], "no-mate");
    let boys = run("boys-own-1829");
    assert_eq!(boys["verdict"], "mate");
    assert_eq!(boys["finish"], "stalemate");
    // Philidor's rule depends on the country: England by default, France on request.
    let (_, out, _) = tertius(&[
        "mate",
        "--fen",
        fen,
        "--moves",
        "1",
        "--code",
        "philidor",
        "--option",
        "country=france",
        "--json",
    ]);
    assert!(out.contains("\"no-mate\""), "{out}");
}

#[test]
fn cli_human_output_and_bad_input() {
    let (code, out, _) = tertius(&[
        "mate",
        "--fen",
        "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1",
        "--moves",
        "3",
    ]);
    assert_eq!(code, 0);
    assert!(out.starts_with("mate in 1\n1. Ra8#\n"), "{out}");
    for (args, needle) in [
        (
            vec!["--fen", "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0", "--moves", "3"],
            "fullmove",
        ),
        (
            vec!["--fen", "6k1/5ppp/8/8/8/8/8/R3K3 x - - 0 1", "--moves", "3"],
            "turn",
        ),
        (
            vec!["--fen", "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "--moves", "0"],
            "--moves",
        ),
        (
            vec![
                "--fen",
                "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1",
                "--moves",
                "2",
                "--max-ms",
                "soon",
            ],
            "--max-ms",
        ),
        (
            vec![
                "--fen",
                "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1",
                "--moves",
                "2",
                "--code",
                "fide",
            ],
            "`fide`",
        ),
    ] {
        let mut full = vec!["mate"];
        full.extend(args);
        let (code, _, err) = tertius(&full);
        assert_eq!(code, 2, "{full:?}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(needle), "{full:?}: {err}");
    }
}

#[test]
fn cli_time_cap_gives_undecided_promptly() {
    // Lasker vs Thomas before 11.Qxh7+: a mate in 8, far beyond a 200 ms cap.
    let start = std::time::Instant::now();
    let (code, out, _) = tertius(&[
        "mate",
        "--fen",
        "rn3rk1/pbppq1pp/1p2pb2/4N2Q/3PN3/3B4/PPP2PPP/R3K2R w KQ - 7 11",
        "--moves",
        "8",
        "--max-ms",
        "200",
        "--json",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("\"undecided\""), "{out}");
    assert!(start.elapsed() < std::time::Duration::from_secs(5));
}

// ------------------------------------------------------------------------- against brute force

/// Brute force for one move: a move that mates, or (where the stalemated player wins) a move
/// after which every one of the defender's replies stalemates the attacker.
fn wins_in_one(p: &Position, outcome: &OutcomeRules) -> bool {
    p.legal_moves().into_iter().any(|m| {
        let after = p.after(m);
        if after.is_checkmate() {
            return true;
        }
        let replies = after.legal_moves();
        outcome.stalemate == StalemateScore::StalematedPlayerWins
            && !replies.is_empty()
            && replies.into_iter().all(|r| after.after(r).is_stalemate())
    })
}

fn check_against_brute_force(p: &Position) -> Result<(), TestCaseError> {
    for outcome in [OutcomeRules::MODERN, SPW] {
        let c = Cancel::new();
        let v1 = prove_mate(p, &outcome, 1, &Budget::UNLIMITED, &c);
        match &v1 {
            Verdict::Mate { .. } => prop_assert!(wins_in_one(p, &outcome), "{}", p.fen()),
            Verdict::NoMate { within: 1, .. } => {
                prop_assert!(!wins_in_one(p, &outcome), "{}", p.fen())
            }
            other => prop_assert!(false, "{}: {other:?}", p.fen()),
        }
        let v3 = prove_mate(p, &outcome, 3, &Budget::nodes(200_000), &c);
        if let Verdict::Mate {
            moves,
            line,
            finish,
            ..
        } = &v3
        {
            prop_assert!(replays(p, &outcome, *moves, line, *finish), "{}", p.fen());
            prop_assert_eq!(
                *moves == 1,
                matches!(v1, Verdict::Mate { .. }),
                "{}",
                p.fen()
            );
        }
    }
    Ok(())
}

fn random_playout(choices: &[u16]) -> Position {
    let mut p = Position::new(&MoveRules::standard());
    for &c in choices {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        p.play_unchecked(moves[usize::from(c) % moves.len()]);
    }
    p
}

fn sparse(placement: &[(u8, u8)], black_to_move: bool) -> Option<Position> {
    // Two kings and a few men on distinct squares; pawns off the back ranks.
    const MEN: &[u8] = b"KkQRBNPqrbnp";
    let mut fen_board = [[' '; 8]; 8];
    for (i, &(sq, man)) in placement.iter().enumerate() {
        let piece = if i < 2 {
            MEN[i]
        } else {
            MEN[2 + usize::from(man) % 10]
        };
        let (rank, file) = (usize::from(sq / 8), usize::from(sq % 8));
        if fen_board[rank][file] != ' '
            || (piece.eq_ignore_ascii_case(&b'p') && (rank == 0 || rank == 7))
        {
            return None;
        }
        fen_board[rank][file] = char::from(piece);
    }
    let mut fen = String::new();
    for (rank, row) in fen_board.iter().enumerate().rev() {
        let mut empty = 0;
        for &square in row {
            match square {
                ' ' => empty += 1,
                c => {
                    if empty > 0 {
                        fen.push_str(&empty.to_string());
                        empty = 0;
                    }
                    fen.push(c);
                }
            }
        }
        if empty > 0 {
            fen.push_str(&empty.to_string());
        }
        if rank > 0 {
            fen.push('/');
        }
    }
    fen.push_str(if black_to_move {
        " b - - 0 1"
    } else {
        " w - - 0 1"
    });
    let setup: Setup = fen.parse().ok()?;
    let p = Position::from_setup(setup, &MoveRules::standard()).ok()?;
    // Keep positions a game could reach: the side not to move is not in check.
    (!p.is_irregular()).then_some(p)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_games_agree_with_brute_force(choices in prop::collection::vec(any::<u16>(), 10..80)) {
        check_against_brute_force(&random_playout(&choices))?;
    }

    #[test]
    fn sparse_placements_agree_with_brute_force(
        placement in prop::collection::vec((0u8..64, any::<u8>()), 3..7),
        black in any::<bool>(),
    ) {
        if let Some(p) = sparse(&placement, black) {
            check_against_brute_force(&p)?;
        }
    }
}
