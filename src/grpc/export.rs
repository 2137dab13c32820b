//! ExportGame: a game's record out of the ledger as PGN, with its rulings.

use tonic::Status;

use super::auth::Caller;
use super::bounds;
use super::error::invalid_argument;
use super::pb;
use crate::arbiter::{self, ExportError, LoggedEntry};
use crate::law::Catalogue;
use crate::ledger::{Ledger, Store};

/// The most entries one export reads: a game is ruled on a handful of times, and the bound
/// keeps one call's memory in check whatever the ledger holds.
pub const MAX_EXPORT_ENTRIES: usize = 10_000;

const PAGE: u32 = 500;

pub async fn export(
    request: &pb::ExportGameRequest,
    ledger: &Ledger,
    caller: &Caller,
    catalogue: &Catalogue,
) -> Result<pb::ExportGameResponse, Status> {
    if request.game_id.is_empty() {
        return Err(invalid_argument("game_id", "a game id is required"));
    }
    bounds::game_id("game_id", &request.game_id)?;
    let entries = game_entries(
        ledger.store(),
        caller.tournament.as_deref(),
        &request.game_id,
    )
    .await?;
    let games = export_entries(&entries, &request.game_id, catalogue)?;
    let mut sequences: Vec<u64> = games.iter().flat_map(|g| g.sequences.clone()).collect();
    sequences.sort_unstable();
    sequences.dedup();
    Ok(pb::ExportGameResponse {
        pgn: join(&games),
        sequences,
    })
}

/// Every entry of a game (one tournament's, where the caller is bound to one), decoded, with its
/// ledger sequence.
pub async fn game_entries(
    store: &dyn Store,
    tournament: Option<&str>,
    game_id: &str,
) -> Result<Vec<(u64, LoggedEntry)>, Status> {
    let mut out = Vec::new();
    let mut after = None;
    loop {
        let page = store
            .list_by_game(tournament, game_id, after, PAGE)
            .await
            .map_err(|e| Status::unavailable(format!("the ledger could not be read: {e}")))?;
        for entry in &page {
            let logged = arbiter::decode_entry(&entry.bytes).map_err(|e| {
                Status::data_loss(format!("ledger entry {} does not decode: {e}", entry.seq))
            })?;
            out.push((entry.seq, logged));
        }
        if out.len() > MAX_EXPORT_ENTRIES {
            return Err(Status::resource_exhausted(format!(
                "the game has more than {MAX_EXPORT_ENTRIES} ledger entries, more than one \
                 export writes"
            )));
        }
        match page.last() {
            Some(last) if page.len() == PAGE as usize => after = Some(last.seq),
            _ => break,
        }
    }
    Ok(out)
}

/// The PGN games of a game's entries, or the status that says why there are none.
pub fn export_entries(
    entries: &[(u64, LoggedEntry)],
    game_id: &str,
    catalogue: &Catalogue,
) -> Result<Vec<arbiter::ExportedGame>, Status> {
    if entries.is_empty() {
        return Err(Status::not_found(format!(
            "nothing is logged for game `{game_id}`"
        )));
    }
    arbiter::export_game(entries, catalogue).map_err(|e| match e {
        ExportError::NoRecord => Status::failed_precondition(format!(
            "game `{game_id}`: {e}; `ListRulings` still shows its rulings"
        )),
        ExportError::UnknownCode { .. } | ExportError::Unreplayable { .. } => {
            Status::failed_precondition(format!("game `{game_id}`: {e}"))
        }
    })
}

/// The games of one export as one PGN text, a blank line between games.
pub fn join(games: &[arbiter::ExportedGame]) -> String {
    games
        .iter()
        .map(|g| g.pgn.as_str())
        .collect::<Vec<_>>()
        .join("\n")
}
