//! Re-deriving a logged decision from the record it was given on, with the engine and codes as
//! they are now: the audit behind `tertius ledger verify --replay`. A tournament runs it to
//! learn which of its old rulings a changed engine (or an edited code file) would decide
//! otherwise; nothing here changes what was logged.

use std::sync::Arc;

use crate::cancel::{Budget, Cancel};
use crate::law::Catalogue;
use crate::search::tables::Tables;
use crate::search::{Prover, Verdict};

use super::canonical::{LoggedDecision, LoggedEntry, remedy_name, ruling_value};
use super::game::Game;
use super::replay;
use super::ruling::{GameResult, Ruling};

/// What re-deriving one logged decision found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rederived {
    /// The engine decides it the same way today.
    Same,
    /// It would decide otherwise; one line per difference, old → new.
    Differs(Vec<String>),
    /// Logged before records were kept: there is nothing to re-derive it from.
    NoRecord,
    /// The record no longer replays under its code, or the code is gone.
    Unreplayable(String),
    /// A mate verdict the search could not re-prove within the budget (no finding either way).
    Undecided(String),
}

/// Re-derives a logged ruling or mate verdict. Mate searches take `budget` and stop on `cancel`.
pub fn rederive(
    entry: &LoggedEntry,
    catalogue: &Catalogue,
    tables: Option<&Arc<Tables>>,
    budget: &Budget,
    cancel: &Cancel,
) -> Rederived {
    let Some(record) = &entry.record else {
        return Rederived::NoRecord;
    };
    // The record as logged, read again as a request's is: its code resolved and replayed once.
    let game = match Game::replay(record.clone(), catalogue) {
        Ok(game) => game,
        Err(e) => return Rederived::Unreplayable(e.to_string()),
    };
    match &entry.decision {
        LoggedDecision::Ruling(old) => {
            match game.rule(&old.dispute, catalogue, tables.map(Arc::as_ref)) {
                Ok(new) => compare(old, &new),
                Err(e) => Rederived::Unreplayable(e.to_string()),
            }
        }
        LoggedDecision::MateVerdict { finding, .. } => {
            let (code, state) = (game.code, &game.state);
            let outcome = replay::outcome_rules(code, &state.options);
            let mut prover = Prover::default();
            prover.set_tables(tables.cloned());
            let was = match finding.mate_in {
                Some(n) => format!("mate in {n}"),
                None => format!("no mate within {}", finding.asked),
            };
            match prover.prove(&state.position, &outcome, finding.asked, budget, cancel) {
                Verdict::Mate { moves, .. } if finding.mate_in == Some(moves) => Rederived::Same,
                Verdict::NoMate { .. } if finding.mate_in.is_none() => Rederived::Same,
                Verdict::Mate { moves, .. } => {
                    Rederived::Differs(vec![format!("verdict: {was} → mate in {moves}")])
                }
                Verdict::NoMate { within, .. } => {
                    Rederived::Differs(vec![format!("verdict: {was} → no mate within {within}")])
                }
                Verdict::Undecided {
                    no_mate_within,
                    nodes,
                    ..
                } => Rederived::Undecided(format!(
                    "not re-proved within the budget ({nodes} nodes; no mate within \
                     {no_mate_within} proved); logged: {was}"
                )),
            }
        }
    }
}

fn result_name(result: Option<GameResult>) -> String {
    match result {
        None => "none".into(),
        Some(GameResult::Draw) => "draw".into(),
        Some(GameResult::Win(c)) => format!("{} wins", replay::color_name(c)),
    }
}

/// The differences between two rulings on one question, in the order an arbiter reads them.
fn compare(old: &Ruling, new: &Ruling) -> Rederived {
    if ruling_value(old) == ruling_value(new) {
        return Rederived::Same;
    }
    let mut lines = Vec::new();
    let mut differs = |what: &str, a: String, b: String| {
        if a != b {
            lines.push(format!("{what}: {a} → {b}"));
        }
    };
    differs(
        "decision",
        old.decision.name().into(),
        new.decision.name().into(),
    );
    differs("result", result_name(old.result), result_name(new.result));
    let remedies = |r: &Ruling| {
        let names: Vec<_> = r.remedies.iter().map(|o| remedy_name(o.remedy)).collect();
        format!("[{}]", names.join(", "))
    };
    differs("remedies", remedies(old), remedies(new));
    let elector = |r: &Ruling| match r.elector {
        None => "none".to_owned(),
        Some((c, _)) => replay::color_name(c).to_owned(),
    };
    differs("elector", elector(old), elector(new));
    let articles = |r: &Ruling| {
        let cited: Vec<_> = r.citations.iter().map(|c| c.article.as_str()).collect();
        format!("[{}]", cited.join(", "))
    };
    differs("articles", articles(old), articles(new));
    if old.code_digest != new.code_digest {
        lines.push("the code file has changed since".to_owned());
    }
    if lines.is_empty() {
        // Same decision, remedies and articles: the words differ (reasoning, obligations,
        // glosses or quoted text).
        lines.push("the ruling's wording differs".to_owned());
    }
    Rederived::Differs(lines)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arbiter::{Dispute, DisputeKind, decode_entry, entry_bytes, parse_pgn};
    use crate::chess::Color;

    fn logged(pgn: &str, dispute: Dispute) -> (LoggedEntry, Catalogue) {
        let catalogue = Catalogue::embedded().unwrap();
        let record = parse_pgn(pgn, &catalogue).unwrap();
        let ruling = super::super::rule(&record, &dispute, &catalogue).unwrap();
        let entry = decode_entry(&entry_bytes(&ruling, &record, "test", 0)).unwrap();
        (entry, catalogue)
    }

    fn first_code(catalogue: &Catalogue) -> String {
        catalogue.codes()[0].id.clone()
    }

    #[test]
    fn a_ruling_the_engine_still_gives_is_the_same_and_a_changed_one_says_what_changed() {
        let catalogue = Catalogue::embedded().unwrap();
        let code = first_code(&catalogue);
        let pgn = format!("[Code \"{code}\"]\n\n1. e4 e5 2. Nf3 *");
        let dispute = Dispute {
            kind: DisputeKind::FalseMove,
            claimant: Color::Black,
            event: None,
        };
        let (entry, catalogue) = logged(&pgn, dispute);
        let (budget, cancel) = (Budget::UNLIMITED, Cancel::new());
        assert_eq!(
            rederive(&entry, &catalogue, None, &budget, &cancel),
            Rederived::Same
        );

        // The same entry as an older engine might have logged it: another decision, another
        // article.
        let mut older = entry.clone();
        let LoggedDecision::Ruling(r) = &mut older.decision else {
            unreachable!()
        };
        r.decision = super::super::ruling::Decision::Upheld;
        r.citations[0].article = "99".into();
        let Rederived::Differs(lines) = rederive(&older, &catalogue, None, &budget, &cancel) else {
            panic!("an altered ruling must differ")
        };
        assert!(lines[0].starts_with("decision: upheld → "), "{lines:?}");
        assert!(
            lines.iter().any(|l| l.starts_with("articles: [99")),
            "{lines:?}"
        );

        older.record = None;
        assert_eq!(
            rederive(&older, &catalogue, None, &budget, &cancel),
            Rederived::NoRecord
        );
    }
}
