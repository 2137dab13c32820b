//! The history rule: a final ruling is the only one for its game history. A record put to the
//! arbiter must agree with the history every earlier decision for its game was given on, and
//! where a ruling offered remedies to elect among, the record must show the election before
//! play went on. Pure: the caller reads the game's logged entries and asks, entry by entry.

use super::canonical::{LoggedDecision, LoggedEntry, prefix_digest};
use super::record::{Act, GameRecord};

/// Why a record cannot be put to the arbiter after a logged decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HistoryConflict {
    /// The record's first `events` events are not those the decision was given on.
    Contradicts { events: usize, mate_verdict: bool },
    /// The ruling offered remedies, and the record plays on without the election.
    PlaysOnWithoutElection,
}

impl HistoryConflict {
    /// The refusal in words, naming the logged decision (`seq`) and the game.
    pub fn describe(&self, seq: u64, game: &str) -> String {
        match self {
            HistoryConflict::Contradicts {
                events,
                mate_verdict,
            } => format!(
                "the record contradicts the history on which {} {seq} was given for game \
                 `{game}` (its first {events} events differ)",
                if *mate_verdict {
                    "mate verdict"
                } else {
                    "ruling"
                }
            ),
            HistoryConflict::PlaysOnWithoutElection => format!(
                "ruling {seq} offered remedies for game `{game}`, but the record plays on \
                 without an election"
            ),
        }
    }
}

/// Whether the record `record` was given on the history of the logged decision `logged`.
pub fn on_history(logged: &LoggedEntry, record: &GameRecord) -> bool {
    logged.record_events <= record.events.len()
        && prefix_digest(record, logged.record_events) == logged.record_digest
}

/// Checks `record` against one logged decision for its game.
pub fn check_against(logged: &LoggedEntry, record: &GameRecord) -> Result<(), HistoryConflict> {
    let n = logged.record_events;
    if !on_history(logged, record) {
        return Err(HistoryConflict::Contradicts {
            events: n,
            mate_verdict: matches!(logged.decision, LoggedDecision::MateVerdict { .. }),
        });
    }
    // Remedies with an elector, whether the code provides them or Tertius does by analogy.
    let offered = matches!(&logged.decision, LoggedDecision::Ruling(r)
        if !r.remedies.is_empty() && r.elector.is_some());
    if offered {
        let later = &record.events[n..];
        let moved_first = later.iter().position(|e| matches!(e.act, Act::Move { .. }));
        let elected = later.iter().position(|e| matches!(e.act, Act::Elect(_)));
        if let Some(m) = moved_first
            && elected.is_none_or(|e| e > m)
        {
            return Err(HistoryConflict::PlaysOnWithoutElection);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arbiter::canonical::{decode_entry, entry_bytes};
    use crate::arbiter::{Decision, Dispute, DisputeKind, parse_pgn, rule};
    use crate::chess::Color;
    use crate::law::Catalogue;

    /// A false move by White (the bishop jumps to h3); Black claims it at once.
    const FALSE_MOVE: &str = "[Code \"london-1847\"]\n[GameId \"g\"]\n1. e4 e5 2. {[%move f1h3]}";

    fn record(pgn: &str) -> GameRecord {
        parse_pgn(pgn, &Catalogue::embedded().unwrap()).unwrap()
    }

    /// The entry a ruling on `pgn` would be logged as.
    fn logged(pgn: &str, kind: DisputeKind) -> LoggedEntry {
        let catalogue = Catalogue::embedded().unwrap();
        let record = record(pgn);
        let dispute = Dispute {
            kind,
            claimant: Color::Black,
            event: None,
        };
        let ruling = rule(&record, &dispute, &catalogue).unwrap();
        decode_entry(&entry_bytes(&ruling, &record, "test", 0)).unwrap()
    }

    #[test]
    fn the_record_ruled_on_and_its_continuations_agree() {
        let entry = logged(FALSE_MOVE, DisputeKind::StalemateResult);
        assert_eq!(check_against(&entry, &record(FALSE_MOVE)), Ok(()));
        let on = format!("{FALSE_MOVE} 2... Nc6");
        assert_eq!(check_against(&entry, &record(&on)), Ok(()));
    }

    #[test]
    fn a_record_with_other_first_events_contradicts_the_history() {
        let entry = logged(FALSE_MOVE, DisputeKind::StalemateResult);
        let other = "[Code \"london-1847\"]\n[GameId \"g\"]\n1. d4 e5 2. {[%move f1h3]}";
        assert_eq!(
            check_against(&entry, &record(other)),
            Err(HistoryConflict::Contradicts {
                events: entry.record_events,
                mate_verdict: false
            })
        );
        let shorter = "[Code \"london-1847\"]\n[GameId \"g\"]\n1. e4 e5";
        assert!(check_against(&entry, &record(shorter)).is_err());
    }

    #[test]
    fn after_remedies_are_offered_play_goes_on_only_after_the_election() {
        let entry = logged(FALSE_MOVE, DisputeKind::FalseMove);
        let LoggedDecision::Ruling(ruling) = &entry.decision else {
            panic!("a ruling")
        };
        assert_eq!(ruling.decision, Decision::Upheld);
        let played_on = format!("{FALSE_MOVE} 2... Nc6");
        assert_eq!(
            check_against(&entry, &record(&played_on)),
            Err(HistoryConflict::PlaysOnWithoutElection)
        );
        let elected = format!("{FALSE_MOVE} {{[%elect leave-as-played]}} 2... Nc6");
        assert_eq!(check_against(&entry, &record(&elected)), Ok(()));
    }
}
