//! Differential tests: the fast generator against the mailbox reference
//! (tests/common/reference.rs) on random play-outs, under standard and
//! non-standard move rules and from irregular positions.

#![allow(clippy::panic, clippy::unwrap_used, clippy::expect_used)] // test harness: failing loudly is the point

mod reference;

use std::collections::HashSet;

use tertius::chess::movegen::{CastlingBar, castling_bar};
use tertius::chess::san::SanPlus;
use tertius::chess::uci::Uci;
use tertius::chess::{
    CastlingRules, CastlingSide, Move, MoveKind, MoveRules, Position, Role, RoleSet, Setup, Square,
};

use proptest::prelude::*;

const STARTS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    // Rook odds: White gave the h1 rook; the K right is a phantom right.
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
    "8/PPPk4/8/8/8/8/4Kppp/8 w - - 0 1",
    "4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 1",
    // Irregular: side not to move in check, two kings, pawn on rank 8.
    "P3k3/8/8/8/8/8/3K4/K3r3 b - - 0 1",
    "8/8/8/3kK3/8/8/8/8 w - - 0 1",
    "8/8/8/8/8/8/8/RNBQ4 w - - 0 1",
    "3kk3/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQ - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "4k3/8/8/8/8/8/8/p3K2p w - - 0 1",
    "r3k2r/ppp2ppp/8/8/4q3/8/PPP2PPP/R3K2R w KQkq - 0 1",
];

fn rules_variants() -> Vec<MoveRules> {
    let std = MoveRules::standard();
    let c = CastlingRules::STANDARD;
    let with = |castling: CastlingRules| MoveRules { castling, ..std };
    vec![
        std,
        with(CastlingRules::NONE),
        with(CastlingRules {
            barred_if_king_or_rook_moved: false,
            ..c
        }),
        with(CastlingRules {
            barred_in_check: false,
            ..c
        }),
        with(CastlingRules {
            barred_through_attacked: false,
            ..c
        }),
        with(CastlingRules {
            barred_into_attacked: false,
            ..c
        }),
        with(CastlingRules {
            barred_if_men_between: false,
            ..c
        }),
        with(CastlingRules {
            odds_rook: true,
            ..c
        }),
        with(CastlingRules { free: true, ..c }),
        with(CastlingRules {
            free: true,
            odds_rook: true,
            barred_in_check: false,
            barred_through_attacked: false,
            barred_into_attacked: false,
            barred_if_men_between: false,
            barred_if_king_or_rook_moved: false,
            allowed: true,
        }),
        MoveRules {
            en_passant: false,
            ..std
        },
        MoveRules {
            promotion: RoleSet::EMPTY.with(Role::Queen),
            ..std
        },
        MoveRules {
            promotion: RoleSet::EMPTY.with(Role::Knight).with(Role::King),
            ..std
        },
        MoveRules {
            promotion_optional: true,
            ..std
        },
        MoveRules {
            promotion: RoleSet::EMPTY,
            promotion_optional: true,
            ..std
        },
    ]
}

fn position(fen: &str, rules: &MoveRules) -> Position {
    let setup: Setup = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
    Position::from_setup(setup, rules).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn check_position(pos: &Position) -> Result<Vec<Move>, TestCaseError> {
    let fast: HashSet<Move> = pos.legal_moves().into_iter().collect();
    let slow: HashSet<Move> = reference::legal_moves(pos).into_iter().collect();
    let only_fast: Vec<_> = fast.difference(&slow).collect();
    let only_ref: Vec<_> = slow.difference(&fast).collect();
    prop_assert!(
        only_fast.is_empty() && only_ref.is_empty(),
        "{} ({:?})\nonly ours: {only_fast:?}\nonly reference: {only_ref:?}",
        pos.fen(),
        pos.rules()
    );
    prop_assert_eq!(
        pos.legal_moves().len(),
        fast.len(),
        "duplicates in {}",
        pos.fen()
    );
    prop_assert_eq!(
        pos.count_legal_moves(),
        fast.len() as u64,
        "count in {}",
        pos.fen()
    );
    prop_assert_eq!(
        pos.has_legal_move(),
        !fast.is_empty(),
        "has_legal_move in {}",
        pos.fen()
    );
    for from in Square::all() {
        let one: HashSet<Move> = pos.legal_moves_from(from).into_iter().collect();
        let expected: HashSet<Move> = fast.iter().filter(|m| m.from == from).copied().collect();
        prop_assert_eq!(one, expected, "moves from {:?} in {}", from, pos.fen());
    }
    prop_assert!(
        fast.iter().all(|m| pos.is_legal(m)),
        "is_legal in {}",
        pos.fen()
    );
    prop_assert!(fast.iter().all(|m| m.capture != Some(Role::King)));
    // The arbiter's account of why castling is barred agrees with the generator.
    if pos.rules().castling.allowed && !pos.rules().castling.free {
        for side in CastlingSide::ALL {
            let castles = fast
                .iter()
                .any(|m| matches!(m.kind, MoveKind::Castle { side: s, .. } if s == side));
            let bar = castling_bar(pos, side);
            prop_assert_eq!(
                bar.is_none(),
                castles,
                "castling_bar {:?} {:?} in {}",
                side,
                bar,
                pos.fen()
            );
        }
    }
    prop_assert_eq!(pos.key(), pos.compute_key(), "key in {}", pos.fen());
    let again = position(&pos.fen(), pos.rules());
    prop_assert_eq!(&again, pos, "fen round trip {}", pos.fen());
    for m in &fast {
        let san = SanPlus::from_move(pos, m).to_string();
        let back = san.parse::<SanPlus>().map(|s| s.san.to_move(pos));
        prop_assert_eq!(back, Ok(Ok(*m)), "san `{}` in {}", san, pos.fen());
        let uci = m.to_uci().to_string();
        let back = uci.parse::<Uci>().map(|u| u.to_move(pos));
        prop_assert_eq!(back, Ok(Ok(*m)), "uci `{}` in {}", uci, pos.fen());
    }
    let mut moves: Vec<Move> = pos.legal_moves();
    moves.sort_by_key(|m| format!("{m:?}"));
    Ok(moves)
}

fn arb_move() -> impl Strategy<Value = Move> {
    let sq = (0u8..64).prop_map(|i| Square::new(i).unwrap_or(Square::A1));
    let role = prop::sample::select(Role::ALL.to_vec());
    let side = prop::sample::select(CastlingSide::ALL.to_vec());
    let kind = prop_oneof![
        Just(MoveKind::Normal),
        Just(MoveKind::DoubleStep),
        Just(MoveKind::EnPassant),
        (side, sq.clone(), prop::option::of(sq.clone()), sq.clone()).prop_map(
            |(side, king_to, rook_from, rook_to)| MoveKind::Castle {
                side,
                king_to,
                rook_from,
                rook_to
            }
        ),
    ];
    (
        sq.clone(),
        sq,
        role.clone(),
        prop::option::of(role.clone()),
        prop::option::of(role),
        kind,
    )
        .prop_map(|(from, to, role, capture, promotion, kind)| Move {
            from,
            to,
            role,
            capture,
            promotion,
            kind,
        })
}

#[test]
fn fen_round_trips_exactly() {
    for fen in STARTS {
        let setup: Setup = fen.parse().unwrap();
        assert_eq!(setup.to_string(), *fen);
        let pos = Position::from_setup(setup, &MoveRules::standard()).unwrap();
        assert_eq!(pos.fen(), *fen);
    }
}

#[test]
fn king_is_never_captured_even_when_exposed() {
    // Black to move while White's king stands in check from the rook: the
    // rook may not take it, under any rules.
    for rules in rules_variants() {
        let pos = position("4k3/8/8/8/8/8/8/r3K3 b - - 0 1", &rules);
        assert!(pos.legal_moves().iter().all(|m| m.to != Square::E1));
    }
}

#[test]
fn castling_leaves_no_other_king_in_check() {
    // A pawn became a second black king on h1, which the queen on f1 attacks: castling with
    // the king of e8 leaves it in check, so it is barred, and the arbiter says why.
    let rules = MoveRules {
        promotion: RoleSet::EMPTY.with(Role::Knight).with(Role::King),
        ..MoveRules::standard()
    };
    let pos = position(
        "r3k3/p1pNqpb1/bn2p1pB/3P4/1p2P1B1/2N5/PPP2P1P/R3KQ1k b Qq - 0 7",
        &rules,
    );
    assert!(check_position(&pos).is_ok());
    assert_eq!(
        castling_bar(&pos, CastlingSide::Queen),
        Some(CastlingBar::OtherKingInCheck)
    );
    // With the queen gone, the same castling is open.
    let pos = position(
        "r3k3/p1pNqpb1/bn2p1pB/3P4/1p2P1B1/2N5/PPP2P1P/R3K2k b Qq - 0 7",
        &rules,
    );
    assert!(check_position(&pos).is_ok());
    assert_eq!(castling_bar(&pos, CastlingSide::Queen), None);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn fast_matches_reference_on_playouts(
        start in 0..STARTS.len(),
        rules in 0..15usize,
        choices in prop::collection::vec(any::<u32>(), 0..60),
    ) {
        let rules = rules_variants()[rules];
        let mut pos = position(STARTS[start], &rules);
        for choice in choices {
            let moves = check_position(&pos)?;
            if choice % 13 == 0 {
                // An arbitrary relocation, as a false move let stand would.
                let from = pos.board().occupied().nth((choice as usize / 13) % pos.board().occupied().count() as usize);
                let to = Square::new(((choice >> 8) % 64) as u8);
                if let (Some(from), Some(to)) = (from, to) {
                    let _ = pos.relocate(from, to);
                    prop_assert_eq!(pos.key(), pos.compute_key());
                    continue;
                }
            }
            if moves.is_empty() {
                break;
            }
            let m = moves[choice as usize % moves.len()];
            let key_before = pos.key();
            pos.play_unchecked(m);
            prop_assert_eq!(pos.key(), pos.compute_key(), "after {:?}", m);
            prop_assert_ne!(pos.key(), key_before);
        }
        check_position(&pos)?;
    }

    #[test]
    fn is_legal_agrees_with_legal_moves(
        start in 0..STARTS.len(),
        rules in 0..15usize,
        candidates in prop::collection::vec(arb_move(), 1..200),
    ) {
        let rules = rules_variants()[rules];
        let pos = position(STARTS[start], &rules);
        let legal: HashSet<Move> = pos.legal_moves().into_iter().collect();
        for m in candidates.iter().chain(legal.iter()) {
            prop_assert_eq!(pos.is_legal(m), legal.contains(m), "{:?} in {}", m, pos.fen());
        }
    }
}
