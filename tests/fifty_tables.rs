//! A fifty-move ruling states what the endgame tables say of the position at the notice: could
//! the attacker have forced mate within the count, and in how many moves. The records are the
//! case files of `tests/cases` (ruled there without tables); here the same claims are ruled with
//! tables built in the test, under the code's own stalemate rule. The expected distance comes
//! from an outside witness (the Gaviota tables: 55 plies, mate in 28, for the position below).

#![allow(clippy::panic, clippy::unwrap_used, clippy::expect_used)] // test harness: failing loudly is the point

use std::path::Path;

use tertius::arbiter::{self, Dispute, DisputeKind, Ruling};
use tertius::cancel::{Budget, Cancel};
use tertius::chess::Color;
use tertius::law::Catalogue;
use tertius::search::StalemateScore;
use tertius::search::tables::{Material, TableRules, Tables, generate_closure};

fn build(rules: &TableRules) -> Tables {
    let mut tables = Tables::new();
    let m: Material = "KBNvK".parse().unwrap();
    generate_closure(m, rules, &mut tables, &Budget::UNLIMITED, &Cancel::new()).unwrap();
    tables
}

fn rule(case: &str, tables: Option<&Tables>) -> Ruling {
    let catalogue = Catalogue::embedded().unwrap();
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cases")
        .join(case);
    let text = std::fs::read_to_string(&path).unwrap();
    let case: toml::Value = toml::from_str(&text).unwrap();
    let pgn = case["pgn"].as_str().unwrap();
    let game = arbiter::parse_pgn_game(pgn, &catalogue, None).unwrap().game;
    let dispute = Dispute {
        kind: DisputeKind::FiftyMoveClaim,
        claimant: Color::Black,
        event: None,
    };
    game.rule(&dispute, &catalogue, tables).unwrap()
}

fn from_tables(ruling: &Ruling) -> Vec<&String> {
    ruling
        .reasoning
        .iter()
        .filter(|r| r.contains("endgame tables"))
        .collect()
}

#[test]
fn knight_and_bishop_drawn_by_the_count_though_mate_could_be_forced_in_28() {
    let tables = build(&TableRules::MODERN);
    let case = "twenty-laws/017-fifty-moves-knight-and-bishop-drawn.toml";
    let without = rule(case, None);
    let with = rule(case, Some(&tables));
    // The decision, remedies and citations are the tables' no business: only a sentence is added.
    assert_eq!(with.decision, without.decision);
    assert_eq!(with.result, without.result);
    assert_eq!(with.citations, without.citations);
    assert_eq!(with.reasoning.len(), without.reasoning.len() + 1);
    let said = from_tables(&with);
    assert_eq!(said.len(), 1, "{:?}", with.reasoning);
    assert!(
        said[0].contains("White could force mate in 28 moves with best play, beginning"),
        "{}",
        said[0]
    );
    assert!(
        said[0].contains("within the 50 moves the law (article 19) allows"),
        "{}",
        said[0]
    );
    assert!(from_tables(&without).is_empty());
}

#[test]
fn where_the_stalemated_player_wins_the_tables_of_that_rule_are_read_and_its_article_cited() {
    let spw = TableRules {
        stalemate: StalemateScore::StalematedPlayerWins,
        ..TableRules::MODERN
    };
    // Philidor, England by default: the stalemated player wins (XVI).
    let case = "philidor/014-fifty-moves-count-goes-on.toml";
    let modern_only = rule(case, Some(&build(&TableRules::MODERN)));
    assert!(
        from_tables(&modern_only).is_empty(),
        "tables of the other stalemate rule must not answer: {:?}",
        modern_only.reasoning
    );
    let with = rule(case, Some(&build(&spw)));
    let said = from_tables(&with);
    assert_eq!(said.len(), 1, "{:?}", with.reasoning);
    assert!(
        said[0].contains("White could force mate (or a stalemate, which this code scores for the stalemated player) in"),
        "{}",
        said[0]
    );
    let cites: Vec<&str> = with.citations.iter().map(|c| c.article.as_str()).collect();
    let without: Vec<String> = rule(case, None)
        .citations
        .iter()
        .map(|c| c.article.clone())
        .collect();
    assert!(cites.contains(&"XVI"), "{cites:?}");
    assert!(!without.contains(&"XVI".to_owned()), "{without:?}");
}
