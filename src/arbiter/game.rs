//! A game read once: its record, the code it is played under and the state its replay ends in.
//! A request is read into a `Game` by the PGN reader (which replays as it reads) or by
//! [`Game::replay`] (a record given event by event), and everything asked of it after that
//! (a ruling, a review, a mate question) works on the one replay with the one code.

use crate::law::{Catalogue, LawCode};
use crate::search::tables::Tables;

use super::disputes::{RuleError, hear};
use super::record::GameRecord;
use super::replay::{GameState, replay};
use super::ruling::{Dispute, Ruling};

#[derive(Debug, Clone)]
pub struct Game<'c> {
    pub record: GameRecord,
    /// The code the record names, resolved in the catalogue it was read with.
    pub code: &'c LawCode,
    pub state: GameState,
}

impl<'c> Game<'c> {
    /// Resolves the code the record names and replays the record under it.
    pub fn replay(record: GameRecord, catalogue: &'c Catalogue) -> Result<Game<'c>, RuleError> {
        let code = code_of(&record, catalogue)?;
        let state = replay(&record, code).map_err(RuleError::Replay)?;
        Ok(Game {
            record,
            code,
            state,
        })
    }

    /// A game a reader has replayed under `code` as it read it.
    pub(super) fn replayed(record: GameRecord, code: &'c LawCode, state: GameState) -> Game<'c> {
        Game {
            record,
            code,
            state,
        }
    }

    /// Rules on `dispute`. `catalogue` holds the other codes a reading by analogy names;
    /// `tables`, where loaded, answer a count of moves in an ending they cover.
    pub fn rule(
        &self,
        dispute: &Dispute,
        catalogue: &Catalogue,
        tables: Option<&Tables>,
    ) -> Result<Ruling, RuleError> {
        self.check(dispute)?;
        Ok(hear(self, dispute, catalogue, tables))
    }

    /// Whether `dispute` can be heard on this record: the event it names is one of the
    /// record's. A server checks it before it looks for the question in its log.
    pub fn check(&self, dispute: &Dispute) -> Result<(), RuleError> {
        match dispute.event {
            Some(index) if index >= self.record.events.len() => Err(RuleError::NoSuchEvent {
                index,
                events: self.record.events.len(),
            }),
            _ => Ok(()),
        }
    }
}

/// The code a record names.
fn code_of<'c>(record: &GameRecord, catalogue: &'c Catalogue) -> Result<&'c LawCode, RuleError> {
    catalogue
        .get(&record.code)
        .ok_or_else(|| RuleError::UnknownCode {
            code: record.code.clone(),
            known: catalogue.ids().into_iter().map(str::to_owned).collect(),
        })
}
