//! The endgame tables against outside witnesses that run in seconds: the published longest mates
//! (KQvK 10, KRvK 16 moves), a check of every value against its moves' values, the promotion
//! table KPvK, and the mate prover's own proofs on sampled positions, under both stalemate rules.
//! The full comparison with the Gaviota and Syzygy tables is `benches/tables_gaviota.py`.

#![allow(clippy::panic, clippy::unwrap_used, clippy::expect_used)] // test harness: failing loudly is the point

use std::sync::Arc;

use tertius::cancel::{Budget, Cancel};
use tertius::chess::{Position, Setup};
use tertius::search::tables::{
    Material, Metric, TableRules, Tables, Value, generate, generate_by, verify,
};
use tertius::search::{Finish, OutcomeRules, Prover, StalemateScore, Verdict};

const SPW: TableRules = TableRules {
    stalemate: StalemateScore::StalematedPlayerWins,
    ..TableRules::MODERN
};

fn build(names: &[&str], rules: &TableRules) -> Tables {
    let mut tables = Tables::new();
    for name in names {
        let m: Material = name.parse().unwrap();
        for s in m.closure(rules.promotion) {
            if tables.contains(&s, rules) {
                continue;
            }
            let t = generate(
                s,
                rules,
                &tables,
                &Budget::UNLIMITED,
                &Cancel::new(),
                &mut |_| {},
            )
            .unwrap_or_else(|e| panic!("{s}: {e}"));
            let checked = verify(&t, &tables, &Budget::UNLIMITED, &Cancel::new(), &mut |_| {})
                .unwrap_or_else(|e| panic!("{s}: {e}"));
            assert_eq!(checked, t.stats().positions, "{s}");
            tables.insert(t);
        }
    }
    tables
}

fn pos(fen: &str, rules: &TableRules) -> Position {
    let setup: Setup = fen.parse().unwrap();
    Position::from_setup(setup, &rules.move_rules()).unwrap()
}

fn max_moves(tables: &Tables, name: &str, rules: &TableRules) -> u32 {
    let m: Material = name.parse().unwrap();
    tables.get(&m, rules).unwrap().stats().max_moves
}

#[test]
fn longest_mates_are_the_published_ones_and_every_value_follows_from_its_moves() {
    let tables = build(&["KQvK", "KRvK", "KPvK"], &TableRules::MODERN);
    assert_eq!(max_moves(&tables, "KQvK", &TableRules::MODERN), 10);
    assert_eq!(max_moves(&tables, "KRvK", &TableRules::MODERN), 16);
    // The pawn queens (or becomes a rook) with mate.
    assert_eq!(max_moves(&tables, "KPvK", &TableRules::MODERN), 28);
    let promotes = pos("k7/2P5/1K6/8/8/8/8/8 w - - 0 1", &TableRules::MODERN);
    let (best, value) = tables.best_move(&promotes, &OutcomeRules::MODERN).unwrap();
    assert!(best.promotion.is_some(), "{best:?}");
    assert_eq!(value, Value::Win(1));
}

/// The two counts the published figures use: Nalimov's tables count moves to mate (queen against
/// rook, 35), Thompson's to mate or to the capture that converts (31: "the queen can win the
/// rook or checkmate within 31 moves", Müller & Lamprecht 2001). The 59 moves long quoted for
/// rook and bishop against rook is Thompson's count too; this generator gives 65 to mate and 59
/// to conversion (README, measured on the full table: too big for a test).
#[test]
fn queen_against_rook_is_35_moves_to_mate_and_31_to_the_conversion() {
    let rules = TableRules::MODERN;
    let tables = build(&["KQvKR"], &rules);
    assert_eq!(max_moves(&tables, "KQvKR", &rules), 35);
    let m: Material = "KQvKR".parse().unwrap();
    let by_conversion = generate_by(
        Metric::Conversion,
        m,
        &rules,
        &tables,
        &Budget::UNLIMITED,
        &Cancel::new(),
        &mut |_| {},
    )
    .unwrap();
    let (to_mate, to_conversion) = (
        tables.get(&m, &rules).unwrap().stats(),
        by_conversion.stats(),
    );
    assert_eq!(to_conversion.max_moves, 31);
    // The same positions are won, drawn and lost: only the distances differ.
    assert_eq!(
        (to_mate.wins, to_mate.draws, to_mate.losses),
        (
            to_conversion.wins,
            to_conversion.draws,
            to_conversion.losses
        )
    );
}

#[test]
fn where_the_stalemated_player_wins_the_tables_say_so() {
    let tables = build(&["KQvK"], &SPW);
    // Black is stalemated, and wins by it.
    let stalemated = pos("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1", &SPW);
    assert_eq!(
        tables.probe(&stalemated, &SPW.outcome()),
        Some(Value::Win(0))
    );
    // The same position under the modern rule is no table of this set.
    assert_eq!(tables.probe(&stalemated, &OutcomeRules::MODERN), None);
    // KQvK is still ten moves at most: the stronger side never needs to stalemate.
    assert_eq!(max_moves(&tables, "KQvK", &SPW), 10);
}

/// The prover with tables and the prover alone give the same verdict, and the line the tables
/// give re-plays to mate, on a sample of short mates.
#[test]
fn the_prover_answers_from_the_tables_as_it_would_without_them() {
    for rules in [TableRules::MODERN, SPW] {
        let tables = Arc::new(build(&["KQvK", "KRvK"], &rules));
        let outcome = rules.outcome();
        let mut with = Prover::new(1 << 20).with_tables(tables.clone());
        let mut without = Prover::new(1 << 20);
        let mut compared = 0;
        for (i, (wk, bk, piece)) in (0..64u8)
            .flat_map(|a| (0..64u8).flat_map(move |b| (0..64u8).map(move |c| (a, b, c))))
            .enumerate()
        {
            if i % 97 != 0 || wk == bk || bk == piece || wk == piece {
                continue;
            }
            for (letter, name) in [('Q', "KQvK"), ('R', "KRvK")] {
                let mut board = tertius::chess::Board::empty();
                use tertius::chess::{Color, Piece, Role, Square};
                let sq = |s: u8| Square::new(s).unwrap();
                board.put(sq(wk), Piece::new(Color::White, Role::King));
                board.put(sq(bk), Piece::new(Color::Black, Role::King));
                let role = Role::from_char(letter.to_ascii_lowercase()).unwrap();
                board.put(sq(piece), Piece::new(Color::White, role));
                let setup = Setup {
                    board,
                    ..Setup::empty()
                };
                let p = Position::from_setup(setup, &rules.move_rules()).unwrap();
                let Some(value) = tables.probe(&p, &outcome) else {
                    continue; // not a legal position
                };
                if value.moves() > 3 || p.count_legal_moves() == 0 {
                    continue;
                }
                let a = with.prove(&p, &outcome, 4, &Budget::UNLIMITED, &Cancel::new());
                let b = without.prove(&p, &outcome, 4, &Budget::UNLIMITED, &Cancel::new());
                match (&a, &b) {
                    (
                        Verdict::Mate {
                            moves: m1,
                            finish: Finish::Checkmate,
                            ..
                        },
                        Verdict::Mate { moves: m2, .. },
                    ) => {
                        assert_eq!(m1, m2, "{name} {}", p.fen());
                        assert_eq!(*m1, value.moves(), "{name} {}", p.fen());
                    }
                    (Verdict::NoMate { within: 4, .. }, Verdict::NoMate { within: 4, .. }) => {
                        assert!(!matches!(value, Value::Win(_)), "{}", p.fen());
                    }
                    _ => panic!("{name} {}: {a:?} against {b:?}", p.fen()),
                }
                compared += 1;
            }
        }
        assert!(compared > 100, "{compared}");
    }
}

/// From a five-man position the search reaches the tables by a capture: the rook is won by a
/// skewer and the queen mates; the line re-plays.
#[test]
fn the_search_uses_the_tables_below_it() {
    let rules = TableRules::MODERN;
    let tables = Arc::new(build(&["KQvK"], &rules));
    // 1. Qa8+ Kb6 (or any) 2. Qxh1 ... mate follows within the tables' distance.
    let p = pos("8/8/k7/8/8/8/8/1Q4Kr w - - 0 1", &rules);
    let mut prover = Prover::new(1 << 20).with_tables(tables);
    let v = prover.prove(
        &p,
        &OutcomeRules::MODERN,
        12,
        &Budget::nodes(5_000_000),
        &Cancel::new(),
    );
    assert!(matches!(v, Verdict::Mate { .. }), "{v:?}");
}
