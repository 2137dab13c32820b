//! A game out of the ledger: its record as PGN, with every ruling and mate verdict logged on it
//! as a comment where it was given.
//!
//! A game's entries may have been given on several records: the record as it grew (each a
//! prefix of the next), or histories that part (a record corrected and sent again). Each history
//! that no other extends is one PGN game; an entry belongs to every history whose prefix its
//! record digest matches, so even an entry logged before records were kept finds its place.

use crate::law::Catalogue;

use super::canonical::{LoggedDecision, LoggedEntry, MateFinding, prefix_digest, record_digest};
use super::history::on_history;
use super::pgn::{Remark, write_pgn};
use super::record::{Act, GameRecord};
use super::replay::{ReplayError, color_name};
use super::ruling::{Decision, GameResult, Ruling};

/// One history of a game, written out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExportedGame {
    pub pgn: String,
    /// The ledger sequences of the entries written into it, ascending.
    pub sequences: Vec<u64>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExportError {
    /// Every entry of the game was logged without its record.
    #[error("no entry of this game keeps its record (logged before records were kept)")]
    NoRecord,
    #[error(
        "the record logged at sequence {sequence} names law code `{code}`, which this server does not have"
    )]
    UnknownCode { sequence: u64, code: String },
    #[error("the record logged at sequence {sequence} cannot be replayed: {error}")]
    Unreplayable { sequence: u64, error: ReplayError },
}

/// `entries` (one game's, each with its ledger sequence) as PGN games, one per history, in the
/// order each history was first ruled on.
pub fn export_game(
    entries: &[(u64, LoggedEntry)],
    catalogue: &Catalogue,
) -> Result<Vec<ExportedGame>, ExportError> {
    let mut entries: Vec<&(u64, LoggedEntry)> = entries.iter().collect();
    entries.sort_by_key(|(seq, _)| *seq);
    let mut histories: Vec<(u64, &GameRecord)> = Vec::new();
    for (seq, entry) in &entries {
        let Some(record) = &entry.record else {
            continue;
        };
        if histories.iter().any(|(_, h)| extends(h, record)) {
            continue;
        }
        // A longer record of the same history replaces the shorter, keeping its place in order.
        if let Some(slot) = histories.iter_mut().find(|(_, h)| extends(record, h)) {
            slot.1 = record;
        } else {
            histories.push((*seq, record));
        }
    }
    if histories.is_empty() {
        return Err(ExportError::NoRecord);
    }
    let unplaced: Vec<&(u64, LoggedEntry)> = entries
        .iter()
        .copied()
        .filter(|(_, e)| !histories.iter().any(|(_, h)| on_history(e, h)))
        .collect();
    let mut games = Vec::with_capacity(histories.len());
    for (first_seq, record) in &histories {
        let code = catalogue
            .get(&record.code)
            .ok_or_else(|| ExportError::UnknownCode {
                sequence: *first_seq,
                code: record.code.clone(),
            })?;
        let mut remarks = Vec::new();
        let mut sequences = Vec::new();
        let mut declared = None;
        for (seq, entry) in &entries {
            if !on_history(entry, record) {
                continue;
            }
            sequences.push(*seq);
            let text = match &entry.decision {
                LoggedDecision::Ruling(ruling) => {
                    declared = ruling.result.or(declared);
                    ruling_remark(*seq, ruling, elected(ruling, record, entry.record_events))
                }
                LoggedDecision::MateVerdict { finding, .. } => verdict_remark(*seq, finding),
            };
            remarks.push(Remark {
                after_events: entry.record_events,
                text,
            });
        }
        if games.is_empty() {
            for (seq, entry) in &unplaced {
                sequences.push(*seq);
                remarks.push(Remark {
                    after_events: 0,
                    text: format!(
                        "Ledger sequence {seq}: given on another record of this game ({} \
                         events, digest {}), which the ledger does not keep.",
                        entry.record_events, entry.record_digest
                    ),
                });
            }
        }
        sequences.sort_unstable();
        let pgn = write_pgn(record, code, &remarks, declared).map_err(|error| {
            ExportError::Unreplayable {
                sequence: *first_seq,
                error,
            }
        })?;
        games.push(ExportedGame { pgn, sequences });
    }
    Ok(games)
}

/// `longer` is `shorter` with more events (or the same record).
fn extends(longer: &GameRecord, shorter: &GameRecord) -> bool {
    longer.events.len() >= shorter.events.len()
        && prefix_digest(longer, shorter.events.len()) == record_digest(shorter)
}

/// The remedy the elector chose after the ruling, where the record goes on to show it.
fn elected(ruling: &Ruling, record: &GameRecord, after: usize) -> Option<&'static str> {
    let (elector, _) = ruling.elector?;
    record.events.iter().skip(after).find_map(|e| match e.act {
        Act::Elect(remedy)
            if e.by == elector && ruling.remedies.iter().any(|o| o.remedy == remedy) =>
        {
            Some(remedy.name())
        }
        _ => None,
    })
}

fn result_text(result: GameResult) -> &'static str {
    match result {
        GameResult::Win(crate::chess::Color::White) => "1-0",
        GameResult::Win(crate::chess::Color::Black) => "0-1",
        GameResult::Draw => "1/2-1/2",
    }
}

fn ruling_remark(seq: u64, ruling: &Ruling, elected: Option<&str>) -> String {
    let dispute = &ruling.dispute;
    let mut text = format!(
        "Ledger sequence {seq}: {}'s claim `{}`",
        color_name(dispute.claimant),
        dispute.kind.name()
    );
    if let Some(event) = dispute.event {
        text.push_str(&format!(" on event {event}"));
    }
    text.push_str(match ruling.decision {
        Decision::Upheld => " is upheld.",
        Decision::Dismissed => " is dismissed.",
        Decision::OutOfTime => " is out of time.",
        Decision::NoLawProvides => ": no law provides; decided by analogy.",
    });
    if !ruling.remedies.is_empty() {
        let names: Vec<&str> = ruling.remedies.iter().map(|o| o.remedy.name()).collect();
        text.push_str(&format!(" Remedies: {}", names.join(", ")));
        if let Some((elector, _)) = ruling.elector {
            text.push_str(&format!("; {} elects", color_name(elector)));
        }
        text.push('.');
    }
    if let Some(remedy) = elected {
        text.push_str(&format!(" Elected: {remedy}."));
    }
    if let Some(result) = ruling.result {
        text.push_str(&format!(" Result: {}.", result_text(result)));
    }
    if !ruling.citations.is_empty() {
        let articles: Vec<String> = ruling
            .citations
            .iter()
            .map(|c| {
                if c.by_analogy {
                    format!("{} (by analogy)", c.article)
                } else {
                    c.article.clone()
                }
            })
            .collect();
        text.push_str(&format!(
            " Articles ({}): {}.",
            ruling.code,
            articles.join(", ")
        ));
    }
    text
}

fn verdict_remark(seq: u64, finding: &MateFinding) -> String {
    match finding.mate_in {
        Some(n) => format!(
            "Ledger sequence {seq}: mate in {n} confirmed: {}.",
            finding.line_san.join(" ")
        ),
        None => format!(
            "Ledger sequence {seq}: no mate in {} (proved).",
            finding.no_mate_within
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arbiter::{Dispute, DisputeKind, decode_entry, entry_bytes, parse_pgn_game, rule};
    use crate::chess::Color;

    fn codes() -> Catalogue {
        Catalogue::embedded().unwrap()
    }

    fn logged(text: &str, kind: DisputeKind, claimant: Color) -> LoggedEntry {
        let codes = codes();
        let record = parse_pgn_game(text, &codes, None).unwrap().game.record;
        let dispute = Dispute {
            kind,
            claimant,
            event: None,
        };
        let ruling = rule(&record, &dispute, &codes).unwrap();
        decode_entry(&entry_bytes(&ruling, &record, "test", 0)).unwrap()
    }

    #[test]
    fn a_growing_record_is_one_game_with_each_ruling_where_it_was_given() {
        let early = logged(
            "[Code \"london-1847\"]\n[GameId \"g\"]\n1. e4 e5 2. {[%move f1h3]}",
            DisputeKind::FalseMove,
            Color::Black,
        );
        let later = logged(
            "[Code \"london-1847\"]\n[GameId \"g\"]\n1. e4 e5 2. {[%move f1h3]} 2... Nf6 \
             3. Nf3 Nc6",
            DisputeKind::StalemateResult,
            Color::White,
        );
        let codes = codes();
        let games = export_game(&[(7, later.clone()), (3, early.clone())], &codes).unwrap();
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].sequences, vec![3, 7]);
        let pgn = &games[0].pgn;
        let back = parse_pgn_game(pgn, &codes, None).unwrap();
        assert_eq!(Some(&back.game.record), later.record.as_ref(), "{pgn}");
        // Comments are wrapped wherever their words fall: positions are found with every run
        // of white space read as one space.
        let flat = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
        let early_at = flat.find("Ledger sequence 3").expect(pgn);
        let later_at = flat.find("Ledger sequence 7").expect(pgn);
        assert!(flat.find("[%move f1h3]").unwrap() < early_at, "{pgn}");
        assert!(early_at < flat.find("Nf6").unwrap(), "{pgn}");
        assert!(flat.find("Nc6").unwrap() < later_at, "{pgn}");
        assert!(
            flat[early_at..].starts_with("Ledger sequence 3: Black's claim"),
            "{pgn}"
        );
    }

    #[test]
    fn histories_that_part_are_games_of_their_own_and_old_entries_still_find_their_place() {
        let one = logged(
            "[Code \"london-1847\"]\n[GameId \"g\"]\n1. e4 e5 2. {[%move f1h3]}",
            DisputeKind::FalseMove,
            Color::Black,
        );
        let other = logged(
            "[Code \"london-1847\"]\n[GameId \"g\"]\n1. d4 d5 2. {[%move c1h7]}",
            DisputeKind::FalseMove,
            Color::Black,
        );
        let mut unkept = one.clone();
        unkept.record = None;
        let codes = codes();
        let games = export_game(&[(1, one), (2, other), (5, unkept)], &codes).unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].sequences, vec![1, 5]);
        assert_eq!(games[1].sequences, vec![2]);
        assert!(games[1].pgn.contains("1. d4 d5"), "{}", games[1].pgn);
    }

    #[test]
    fn a_game_whose_records_were_never_kept_cannot_be_exported() {
        let mut entry = logged(
            "[Code \"london-1847\"]\n1. e4 e5 2. {[%move f1h3]}",
            DisputeKind::FalseMove,
            Color::Black,
        );
        entry.record = None;
        assert_eq!(
            export_game(&[(0, entry)], &codes()),
            Err(ExportError::NoRecord)
        );
    }
}
