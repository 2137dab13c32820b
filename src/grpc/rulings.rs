//! Rule and ReviewGame: the arbiter behind the ledger. A ruling is appended before it is
//! answered, and the answer is built from the bytes the ledger holds, so what a client receives
//! is exactly what was logged (and, for a repeated dispute, what was logged the first time).

use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use tonic::Status;

use super::answered::Answered;
use super::auth::Caller;
use super::bounds;
use super::error::invalid_argument;
use super::metrics::{METRICS, RulingLabels};
use super::pb;
use super::record::{self, pb_dispute_kind, pb_remedy, to_pb_color};
use crate::arbiter::{self, GameRecord, GameResult, PlyKind};
use crate::config::Limits;
use crate::law::Catalogue;
use crate::ledger::{AppendError, AppendOutcome, Entry, GameGuard, Ledger, NewEntry, Refusal};

fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}

fn result_pb(result: Option<GameResult>) -> pb::GameResult {
    match result {
        None => pb::GameResult::Unspecified,
        Some(GameResult::Win(crate::chess::Color::White)) => pb::GameResult::WhiteWins,
        Some(GameResult::Win(crate::chess::Color::Black)) => pb::GameResult::BlackWins,
        Some(GameResult::Draw) => pb::GameResult::Draw,
    }
}

/// ReviewGame: replay only.
pub fn review(
    request: &pb::ReviewGameRequest,
    catalogue: &Catalogue,
    limits: &Limits,
) -> Result<pb::ReviewGameResponse, Status> {
    let pb_record = request
        .record
        .as_ref()
        .ok_or_else(|| invalid_argument("record", "a record is required"))?;
    let game = checked_game(pb_record, catalogue, limits)?;
    let state = &game.state;
    mate_question(&state.initial, setup_field(pb_record))?;
    Ok(pb::ReviewGameResponse {
        fen: state.position.fen(),
        turn: to_pb_color(state.position.turn()) as i32,
        irregularities: state
            .position
            .irregularities()
            .iter()
            .map(|i| format!("{i:?}"))
            .collect(),
        claimables: state
            .claimables
            .iter()
            .map(|c| {
                let ply = &state.plies[c.ply];
                pb::Claimable {
                    event_index: ply.event as u32,
                    offender: to_pb_color(c.offender) as i32,
                    r#move: format!(
                        "{}{}",
                        ply.notation,
                        if matches!(ply.kind, PlyKind::IllegalCastling { .. }) {
                            " (illegal castling)"
                        } else {
                            ""
                        }
                    ),
                    open: c.closed_by.is_none(),
                    closed_by_event: c.closed_by.map(|e| e as u32),
                }
            })
            .collect(),
        moves: state
            .plies
            .iter()
            .map(|p| p.notation.as_str().to_owned())
            .collect(),
        result: result_pb(state.result) as i32,
        result_reason: state.result_reason.clone().unwrap_or_default(),
        obligations: state
            .touches
            .iter()
            .map(|(_, by, sq)| {
                format!(
                    "{} touched the man on {sq}",
                    crate::arbiter::color_name(*by)
                )
            })
            .collect(),
    })
}

/// How often a decision is re-checked against its game's history after another decision for
/// the same game was logged first. Each retry means that game gained an entry, so this bounds
/// only a caller that loses many races in a row; it then hears ABORTED and may retry.
const HISTORY_ATTEMPTS: usize = 16;

/// Logs a decision about a game, atomically with the check that its record agrees with the
/// game's history: the append is guarded by the latest entry the check read, so if another
/// decision for the game is logged in between (by this server or another replica), the append is
/// refused, the history is read again, and the record is checked against the new entry too. Of
/// two contradicting records raced for one game exactly one is logged; the other is
/// FAILED_PRECONDITION naming it. Returns the logged entry (or the one already logged for the
/// same decision).
async fn log_decision(
    ledger: &Ledger,
    record: &GameRecord,
    caller: &Caller,
    answered: &Answered,
    make: impl Fn(GameGuard) -> NewEntry,
    what: &str,
) -> Result<Entry, Status> {
    let tournament = caller.tournament();
    // A game this server has not seen logged is most likely new, and a new game has no history
    // to check: it is appended at once under the guard "no entry yet", which the ledger checks
    // under its lock. Where another replica has logged the game, the append is refused as stale
    // and the history is read and checked as for any game. This saves a new game's ruling a
    // database read (issue #21).
    let mut unread = !answered.game_logged(&tournament, &record.game_id);
    for _ in 0..HISTORY_ATTEMPTS {
        let latest = if unread {
            None
        } else {
            check_history(record, ledger, caller).await?
        };
        let started = std::time::Instant::now();
        match ledger.append(make(GameGuard::LatestIs(latest))).await {
            Ok(AppendOutcome::Appended(e) | AppendOutcome::Existing(e)) => {
                METRICS
                    .ledger_append_seconds
                    .observe(started.elapsed().as_secs_f64());
                METRICS.saw_ledger_size(e.seq + 1);
                answered.remember_game_logged(&tournament, &record.game_id);
                return Ok(e);
            }
            Err(AppendError::Refused(Refusal::Stale { .. })) => {
                answered.remember_game_logged(&tournament, &record.game_id);
                unread = false;
                continue;
            }
            Err(AppendError::Refused(Refusal::RequestIdTaken(earlier))) => {
                return Err(request_id_taken(&earlier));
            }
            Err(e) => {
                tracing::error!(error = %e, "ledger append failed");
                return Err(Status::unavailable(format!(
                    "the {what} could not be logged; nothing was decided, try again"
                )));
            }
        }
    }
    Err(Status::aborted(format!(
        "game `{}` gained {HISTORY_ATTEMPTS} other decisions while this one was being logged; \
         nothing was decided, try again",
        bounds::excerpt(&record.game_id)
    )))
}

/// A request id already used for another request: the client's error, never the other
/// request's answer.
fn request_id_taken(earlier: &Entry) -> Status {
    Status::already_exists(format!(
        "request id `{}` was already used for a different request, answered by ledger entry {} \
         (game `{}`); use a new request id for a new request",
        bounds::excerpt(earlier.request_id.as_deref().unwrap_or_default()),
        earlier.seq,
        bounds::excerpt(&earlier.game_id)
    ))
}

/// A request's game, checked against the server's bounds and read once (see [`record::game`]).
fn checked_game<'c>(
    pb_record: &pb::GameRecord,
    catalogue: &'c Catalogue,
    limits: &Limits,
) -> Result<arbiter::Game<'c>, Status> {
    bounds::record(pb_record, limits.max_events)?;
    let game = record::game(pb_record, catalogue)?;
    // A PGN record's events are only counted once parsed.
    if game.record.events.len() > limits.max_events {
        return Err(too_many_events(limits));
    }
    Ok(game)
}

fn too_many_events(limits: &Limits) -> Status {
    invalid_argument(
        "record.pgn",
        format!(
            "at most {} events (the server's cap on a record)",
            limits.max_events
        ),
    )
}

/// Rule: judge, log, answer from the log.
pub async fn rule(
    request: &pb::RuleRequest,
    catalogue: &Catalogue,
    limits: &Limits,
    ledger: &Ledger,
    caller: &Caller,
    tables: Option<&crate::search::tables::Tables>,
    answered: &Answered,
) -> Result<pb::RuleResponse, Status> {
    // A request this server has answered before, byte for byte (a client's retry), names the
    // same question: reading and replaying its record again would find the same dedup key.
    let asked = asked_key(request, caller);
    if let Some((dedup_key, dispute)) = answered.question(&asked)
        && let Some(ruling) = answered.get(&dedup_key)
    {
        return Ok(counted(ruling, &dispute));
    }
    let received_at_ms = now_ms();
    let pb_record = request
        .record
        .as_ref()
        .ok_or_else(|| invalid_argument("record", "a record is required"))?;
    bounds::request_id(&request.request_id)?;
    let game = checked_game(pb_record, catalogue, limits)?;
    let dispute = record::dispute(request.dispute.as_ref(), &game)?;
    let dedup_key = caller.dedup_key(arbiter::dedup_key(&game.record, &dispute));
    let response = answer(
        request,
        &game,
        &dispute,
        &dedup_key,
        received_at_ms,
        catalogue,
        ledger,
        caller,
        tables,
        answered,
    )
    .await?;
    answered.remember_question(asked, &dedup_key, dispute);
    Ok(response)
}

/// The digest of a Rule request as its caller sent it: the key of [`Answered::question`].
fn asked_key(request: &pb::RuleRequest, caller: &Caller) -> [u8; 32] {
    use prost::Message as _;
    use sha2::{Digest as _, Sha256};
    let mut h = Sha256::new();
    h.update(b"tertius.asked.v1\0");
    h.update(caller.tournament().as_bytes());
    h.update(b"\0");
    // prost writes a message's fields in one order: the same request, the same bytes.
    h.update(request.encode_to_vec());
    h.finalize().into()
}

/// Rule's answer to the question `dedup_key` names: from the log if it was asked before, else
/// judged and logged.
#[expect(
    clippy::too_many_arguments,
    reason = "the request, its parts as read, and the server's state it is answered from"
)]
async fn answer(
    request: &pb::RuleRequest,
    game: &arbiter::Game<'_>,
    dispute: &arbiter::Dispute,
    dedup_key: &crate::ledger::DedupKey,
    received_at_ms: i64,
    catalogue: &Catalogue,
    ledger: &Ledger,
    caller: &Caller,
    tables: Option<&crate::search::tables::Tables>,
    answered: &Answered,
) -> Result<pb::RuleResponse, Status> {
    let request_id = (!request.request_id.is_empty()).then(|| request.request_id.clone());
    let tournament = caller.tournament();
    // A question already answered is answered from the log: the ruling was final when given,
    // whatever the game has logged since. A request id names one request only.
    if let Some(id) = &request_id {
        if let Some(earlier) = ledger
            .by_request_id(&tournament, id)
            .await
            .map_err(|e| Status::unavailable(format!("the ledger could not be read: {e}")))?
        {
            if earlier.dedup_key != *dedup_key {
                return Err(request_id_taken(&earlier));
            }
            return ruling_response(&earlier, dispute, answered);
        }
    }
    if let Some(ruling) = answered.get(dedup_key) {
        return Ok(counted(ruling, dispute));
    }
    // Judged and logged without first asking the log whether the question was answered: the
    // append answers that itself (a logged dedup key comes back as the entry logged, whatever
    // the game did since), and a new game, the common case, saves a read (issue #21). Only where
    // judging or the history check refuses is the log asked, since a question answered before
    // is answered from the log even when its record no longer agrees with the game's history.
    let judged = async {
        // The game was replayed as it was read: it is not replayed again.
        let ruling = game
            .rule(dispute, catalogue, tables)
            .map_err(record::rule_error)?;
        let record = &game.record;
        let (bytes, entry) =
            arbiter::decision_entry(ruling, record, crate::VERSION, received_at_ms);
        let make = |guard| NewEntry {
            game_id: record.game_id.clone(),
            dedup_key: *dedup_key,
            request_id: request_id.clone(),
            tournament: tournament.clone(),
            received_at_ms,
            bytes: bytes.clone(),
            guard,
        };
        let logged = log_decision(ledger, record, caller, answered, make, "ruling").await?;
        Ok::<_, Status>((logged, bytes, entry))
    };
    match judged.await {
        // The entry logged is the bytes just written, whose reading the encoder gave with them,
        // so the answer is made from it rather than parsed back: a sixth of a new game's CPU
        // (issue #21).
        Ok((logged, bytes, entry)) if logged.bytes == bytes => {
            let ruling = pb_ruling(logged.seq, entry, &logged.bytes)
                .map_err(|e| Status::internal(format!("ruling {}: {e}", logged.seq)))?;
            answered.remember(&logged.dedup_key, &ruling);
            Ok(counted(ruling, dispute))
        }
        Ok((logged, _, _)) => ruling_response(&logged, dispute, answered),
        Err(refused)
            if !matches!(
                refused.code(),
                tonic::Code::FailedPrecondition | tonic::Code::InvalidArgument
            ) =>
        {
            Err(refused)
        }
        Err(refused) => match ledger.by_dedup_key(dedup_key).await {
            Ok(Some(earlier)) => ruling_response(&earlier, dispute, answered),
            Ok(None) => Err(refused),
            Err(e) => Err(Status::unavailable(format!(
                "the ledger could not be read: {e}"
            ))),
        },
    }
}

/// The answer to Rule for a logged ruling, counted in the metrics.
fn ruling_response(
    logged: &Entry,
    dispute: &arbiter::Dispute,
    answered: &Answered,
) -> Result<pb::RuleResponse, Status> {
    let ruling = ruling_from_entry(logged.seq, &logged.bytes).map_err(|e| {
        Status::data_loss(format!("ledger entry {} is not a ruling: {e}", logged.seq))
    })?;
    answered.remember(&logged.dedup_key, &ruling);
    Ok(counted(ruling, dispute))
}

/// The answer to Rule, counted in the metrics however it was found.
fn counted(ruling: pb::Ruling, dispute: &arbiter::Dispute) -> pb::RuleResponse {
    METRICS
        .rulings
        .get_or_create(&RulingLabels {
            code: ruling.code_id.clone(),
            kind: dispute.kind.name().to_owned(),
            decision: ruling.decision().as_str_name().to_owned(),
        })
        .inc();
    pb::RuleResponse {
        ruling: Some(ruling),
    }
}

/// A record must agree with the history every earlier ruling for its game was given on, and
/// where a ruling offered remedies, the record must show the election before play went on.
/// Returns the game's latest entry, which the append that follows is guarded by.
async fn check_history(
    record: &GameRecord,
    ledger: &Ledger,
    caller: &Caller,
) -> Result<Option<u64>, Status> {
    let mut after = None;
    // Another tournament's game of the same name is another game.
    let tournament = caller.tournament();
    loop {
        let page = ledger
            .list_by_game(Some(&tournament), &record.game_id, after, 100)
            .await
            .map_err(|e| Status::unavailable(format!("the ledger could not be read: {e}")))?;
        if page.is_empty() {
            return Ok(after);
        }
        for entry in &page {
            after = Some(entry.seq);
            let logged = arbiter::decode_entry(&entry.bytes).map_err(|e| {
                Status::data_loss(format!("ledger entry {} cannot be read: {e}", entry.seq))
            })?;
            if let Err(conflict) = arbiter::check_against(&logged, record) {
                return Err(Status::failed_precondition(
                    conflict.describe(entry.seq, &bounds::excerpt(&record.game_id)),
                ));
            }
        }
    }
}

/// Milliseconds since the Unix epoch as a protobuf Timestamp.
pub fn timestamp(ms: i64) -> prost_types::Timestamp {
    prost_types::Timestamp {
        seconds: ms.div_euclid(1000),
        nanos: (ms.rem_euclid(1000) * 1_000_000) as i32,
    }
}

/// The proto ruling for a logged entry: the one conversion from ledger bytes to the API, through
/// the typed decoder that owns the encoding (a renamed key fails here, loudly, rather than
/// turning a field into UNSPECIFIED).
pub fn ruling_from_entry(seq: u64, bytes: &[u8]) -> Result<pb::Ruling, String> {
    let logged = arbiter::decode_entry(bytes).map_err(|e| e.to_string())?;
    pb_ruling(seq, logged, bytes)
}

/// The API's ruling for a logged entry, `bytes` being the entry as logged.
fn pb_ruling(seq: u64, logged: arbiter::LoggedEntry, bytes: &[u8]) -> Result<pb::Ruling, String> {
    let arbiter::LoggedDecision::Ruling(r) = logged.decision else {
        return Err("not a decision entry".to_owned());
    };
    let decision = match r.decision {
        arbiter::Decision::Upheld => pb::Decision::Upheld,
        arbiter::Decision::Dismissed => pb::Decision::Dismissed,
        arbiter::Decision::OutOfTime => pb::Decision::OutOfTime,
        arbiter::Decision::NoLawProvides => pb::Decision::NoLawProvides,
    };
    Ok(pb::Ruling {
        sequence: Some(seq),
        game_id: logged.game_id,
        code_id: r.code,
        code_digest: r.code_digest,
        record_digest: logged.record_digest,
        dispute: Some(pb::Dispute {
            kind: pb_dispute_kind(r.dispute.kind.name()) as i32,
            claimant: record::to_pb_color(r.dispute.claimant) as i32,
            event_index: r.dispute.event.map(|e| e as u32),
        }),
        decision: decision as i32,
        reasoning: r.reasoning,
        remedies: r
            .remedies
            .into_iter()
            .map(|o| pb::RemedyOffer {
                remedy: pb_remedy(o.remedy.name()) as i32,
                obligation: o.obligation,
                fen: o.position,
                moves: o.moves,
                enforceable: o.enforceable,
            })
            .collect(),
        elector: r
            .elector
            .map_or(pb::Color::Unspecified, |(c, _)| record::to_pb_color(c))
            as i32,
        elector_capacity: match r.elector {
            None => String::new(),
            Some((_, crate::law::params::Elector::Aggrieved)) => "aggrieved".to_owned(),
            Some((_, crate::law::params::Elector::Offender)) => "offender".to_owned(),
        },
        result: result_pb(r.result) as i32,
        citations: r
            .citations
            .into_iter()
            .map(|c| pb::Citation {
                article: c.article,
                text: c.text,
                gloss: c.gloss.unwrap_or_default(),
                by_analogy: c.by_analogy,
            })
            .collect(),
        server_version: logged.server_version,
        received_at: Some(timestamp(logged.received_at_ms)),
        canonical: bytes.to_vec(),
    })
}

/// GetRuling: a logged entry, as a ruling.
pub async fn get(
    sequence: u64,
    ledger: &Ledger,
    caller: &Caller,
) -> Result<pb::GetRulingResponse, Status> {
    let entry = ledger
        .get(sequence)
        .await
        .map_err(|e| Status::unavailable(format!("the ledger could not be read: {e}")))?
        .filter(|e| caller.sees(&e.tournament))
        .ok_or_else(|| Status::not_found(format!("no ruling {sequence}")))?;
    let ruling = ruling_from_entry(entry.seq, &entry.bytes)
        .map_err(|_| Status::not_found(format!("ledger entry {sequence} is not a ruling")))?;
    Ok(pb::GetRulingResponse {
        ruling: Some(ruling),
    })
}

/// The page token: the last sequence number served and a tag of the list it belongs to (the
/// caller's tournament and the game), versioned so clients treat it as opaque. The tag binds a
/// token to its request (AIP-158): offered for another game it is refused, not read.
fn page_token(after: u64, list: &str) -> String {
    format!("r2.{after:x}.{list}")
}

fn list_tag(caller: &Caller, game_id: &str) -> String {
    use sha2::{Digest, Sha256};
    let mut h = Sha256::new();
    h.update(b"tertius.page.v1\0");
    h.update(caller.tournament().as_bytes());
    h.update(b"\0");
    h.update(game_id.as_bytes());
    h.finalize()[..6]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn parse_page_token(token: &str, list: &str) -> Result<Option<u64>, Status> {
    if token.is_empty() {
        return Ok(None);
    }
    let not_ours = || invalid_argument("page_token", "not a token this server issued");
    let (seq, tag) = token
        .strip_prefix("r2.")
        .and_then(|rest| rest.split_once('.'))
        .ok_or_else(not_ours)?;
    let seq = u64::from_str_radix(seq, 16).map_err(|_| not_ours())?;
    // Sequence numbers are stored as signed 64-bit integers; no issued token is above that.
    if i64::try_from(seq).is_err() {
        return Err(not_ours());
    }
    if tag != list {
        return Err(invalid_argument(
            "page_token",
            "the token was issued for another list (another game); start again without a token",
        ));
    }
    Ok(Some(seq))
}

/// The largest page ListRulings serves; larger requests are served this many (AIP-158).
pub const MAX_PAGE_SIZE: u32 = 500;

/// ListRulings: a game's rulings, oldest first.
pub async fn list(
    request: &pb::ListRulingsRequest,
    ledger: &Ledger,
    caller: &Caller,
) -> Result<pb::ListRulingsResponse, Status> {
    if request.game_id.is_empty() {
        return Err(invalid_argument("game_id", "a game id is required"));
    }
    bounds::game_id("game_id", &request.game_id)?;
    bounds::page_token(&request.page_token)?;
    let size = match request.page_size {
        0 => 50,
        n if n < 0 => {
            return Err(invalid_argument(
                "page_size",
                "must not be negative (0 for the default, 50)",
            ));
        }
        n => (n as u32).min(MAX_PAGE_SIZE),
    };
    let tag = list_tag(caller, &request.game_id);
    let after = parse_page_token(&request.page_token, &tag)?;
    // One more than asked tells whether another page follows. The ledger filters by the
    // caller's tournament before the limit, so another tournament's game reads exactly as a
    // game with no rulings: an empty page and no token.
    let mut entries = ledger
        .list_by_game(
            caller.tournament.as_deref(),
            &request.game_id,
            after,
            size + 1,
        )
        .await
        .map_err(|e| Status::unavailable(format!("the ledger could not be read: {e}")))?;
    let more = entries.len() > size as usize;
    entries.truncate(size as usize);
    let next_page_token = match (more, entries.last()) {
        (true, Some(last)) => page_token(last.seq, &tag),
        _ => String::new(),
    };
    let rulings = entries
        .iter()
        .filter_map(|e| ruling_from_entry(e.seq, &e.bytes).ok())
        .collect();
    Ok(pb::ListRulingsResponse {
        rulings,
        next_page_token,
    })
}

/// The longest mate ConfirmMate will search for, and its node budgets.
pub const MAX_CONFIRM_MOVES: u32 = 30;
pub const DEFAULT_CONFIRM_NODES: u64 = 500_000_000;

/// The `grpc-timeout` header, as a duration (gRPC over HTTP/2: an integer and a unit).
pub fn grpc_timeout(metadata: &tonic::metadata::MetadataMap) -> Option<std::time::Duration> {
    let value = metadata.get("grpc-timeout")?.to_str().ok()?;
    let (digits, unit) = value.split_at(value.len().checked_sub(1)?);
    let n: u64 = digits.parse().ok()?;
    use std::time::Duration as D;
    Some(match unit {
        "H" => D::from_secs(n.saturating_mul(3600)),
        "M" => D::from_secs(n.saturating_mul(60)),
        "S" => D::from_secs(n),
        "m" => D::from_millis(n),
        "u" => D::from_micros(n),
        "n" => D::from_nanos(n),
        _ => return None,
    })
}

/// Flips the search's cancel flag when the call goes away (the client cancelled, or the
/// connection dropped), so an abandoned search does not run on.
struct CancelOnDrop(crate::cancel::Cancel);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.cancel();
    }
}

/// ConfirmMate: the prover, off the async threads, bounded by the call's deadline.
#[expect(
    clippy::too_many_arguments,
    reason = "the handler's shared state, passed apart as for the other handlers"
)]
pub async fn confirm_mate(
    request: &pb::ConfirmMateRequest,
    deadline: Option<std::time::Duration>,
    catalogue: &Catalogue,
    limits: &Limits,
    searches: &Arc<tokio::sync::Semaphore>,
    ledger: &Ledger,
    caller: &Caller,
    tables: Option<Arc<crate::search::tables::Tables>>,
    answered: &Answered,
) -> Result<pb::ConfirmMateResponse, Status> {
    use crate::search::{UndecidedReason, Verdict};
    let received_at_ms = now_ms();
    let pb_record = request
        .record
        .as_ref()
        .ok_or_else(|| invalid_argument("record", "a record is required"))?;
    let game = checked_game(pb_record, catalogue, limits)?;
    let (record, code, state) = (&game.record, game.code, &game.state);
    if request.moves == 0 || request.moves > MAX_CONFIRM_MOVES {
        return Err(invalid_argument(
            "moves",
            format!("between 1 and {MAX_CONFIRM_MOVES} (the server's cap on mate length)"),
        ));
    }
    if request.max_nodes > limits.max_search_nodes {
        return Err(invalid_argument(
            "max_nodes",
            format!(
                "at most {} (the server's cap on search budgets)",
                limits.max_search_nodes
            ),
        ));
    }
    mate_question(&state.initial, setup_field(pb_record))?;
    mate_question(&state.position, "record")?;
    check_history(record, ledger, caller).await?;
    let dedup_key = caller.dedup_key(arbiter::mate_dedup_key(record, request.moves));
    if let Some(entry) = ledger
        .by_dedup_key(&dedup_key)
        .await
        .map_err(|e| Status::unavailable(format!("the ledger could not be read: {e}")))?
    {
        return verdict_from_entry(entry.seq, &entry.bytes);
    }
    let outcome = arbiter::outcome_rules(code, &state.options);
    let position = state.position;
    let budget = crate::cancel::Budget {
        max_nodes: Some(if request.max_nodes == 0 {
            DEFAULT_CONFIRM_NODES.min(limits.max_search_nodes)
        } else {
            request.max_nodes
        }),
    };
    // Shed rather than queue: a search holds a core for up to a minute, and a client told
    // RESOURCE_EXHAUSTED at once can try another replica.
    let _permit = searches.clone().try_acquire_owned().map_err(|_| {
        Status::resource_exhausted(format!(
            "all {} search slots are busy; retry later or on another replica",
            limits.max_concurrent_searches
        ))
    })?;
    let cancel = crate::cancel::Cancel::new();
    let guard = CancelOnDrop(cancel.clone());
    // Stop a little before the deadline, so the answer (DEADLINE_EXCEEDED, with what was
    // proved) reaches the client before tonic's own timeout cancels the call.
    let limit = match deadline {
        Some(d) => d.saturating_sub((d / 10).min(std::time::Duration::from_millis(50))),
        None => limits.max_search_time,
    }
    .min(limits.max_search_time);
    let n = request.moves;
    let search_cancel = cancel.clone();
    let search = tokio::task::spawn_blocking(move || {
        // Where a table covers the position (or one the search reaches) it answers, with a
        // line re-played to mate like any other.
        let mut prover = crate::search::Prover::default();
        prover.set_tables(tables);
        prover.prove(&position, &outcome, n, &budget, &search_cancel)
    });
    let timer_cancel = cancel.clone();
    let timer = tokio::spawn(async move {
        tokio::time::sleep(limit).await;
        timer_cancel.cancel();
    });
    let searching = std::time::Instant::now();
    let verdict = search
        .await
        .map_err(|e| Status::internal(format!("the search failed: {e}")))?;
    let (name, nodes) = match &verdict {
        Verdict::Mate { nodes, .. } => ("mate", *nodes),
        Verdict::NoMate { nodes, .. } => ("no-mate", *nodes),
        Verdict::Undecided { nodes, .. } => ("undecided", *nodes),
    };
    METRICS.searched(name, nodes, searching.elapsed());
    timer.abort();
    drop(guard);
    let finding = match arbiter::MateFinding::proved(n, &position, &verdict) {
        Ok(finding) => finding,
        Err(arbiter::Unproved {
            reason,
            no_mate_within,
            nodes,
        }) => {
            if matches!(
                reason,
                UndecidedReason::Interrupted(crate::cancel::Interrupted::Cancelled)
            ) && deadline.is_some_and(|d| d <= limits.max_search_time)
            {
                return Err(Status::deadline_exceeded(format!(
                    "the deadline passed before a proof (no mate within {no_mate_within} proved, {nodes} nodes)"
                )));
            }
            return Ok(pb::ConfirmMateResponse {
                verdict: pb::MateVerdict::Undecided as i32,
                nodes,
                no_mate_within,
                reason: match reason {
                    UndecidedReason::Interrupted(crate::cancel::Interrupted::Cancelled) => {
                        "the time limit passed".to_owned()
                    }
                    UndecidedReason::Interrupted(crate::cancel::Interrupted::NodeBudget) => {
                        "the node budget ran out".to_owned()
                    }
                    UndecidedReason::LineNotVerified => {
                        "a line was found but did not re-play to mate; nothing is claimed"
                            .to_owned()
                    }
                },
                ..Default::default()
            });
        }
    };
    let bytes = arbiter::verdict_entry_bytes(
        &finding,
        record,
        &code.digest,
        crate::VERSION,
        received_at_ms,
    );
    let tournament = caller.tournament();
    let make = |guard| NewEntry {
        game_id: record.game_id.clone(),
        dedup_key,
        request_id: None,
        tournament: tournament.clone(),
        received_at_ms,
        bytes: bytes.clone(),
        guard,
    };
    // The search took a while; the game may have gained decisions meanwhile, and the verdict
    // binds only if the record still agrees with all of them.
    let logged = log_decision(ledger, record, caller, answered, make, "verdict").await?;
    verdict_from_entry(logged.seq, &logged.bytes)
}

/// The request field that sets up the men: the PGN's `FEN` tag, or the structured record's
/// `fen` (an odds set-up is always a position).
fn setup_field(record: &pb::GameRecord) -> &'static str {
    match &record.record {
        Some(pb::game_record::Record::Pgn(_)) => "record.pgn",
        Some(pb::game_record::Record::Structured(_)) | None => "record.structured.fen",
    }
}

/// A mate question is refused, naming `field`, where the position has none to ask.
fn mate_question(position: &crate::chess::Position, field: &str) -> Result<(), Status> {
    match arbiter::mate_question_fault(position) {
        Some(fault) => Err(invalid_argument(field, fault)),
        None => Ok(()),
    }
}

/// The ConfirmMate answer for a logged verdict: the one conversion from its bytes to the API.
fn verdict_from_entry(seq: u64, bytes: &[u8]) -> Result<pb::ConfirmMateResponse, Status> {
    let finding = match arbiter::decode_entry(bytes).map(|e| e.decision) {
        Ok(arbiter::LoggedDecision::MateVerdict { finding, .. }) => finding,
        Ok(arbiter::LoggedDecision::Ruling(_)) => {
            return Err(Status::data_loss(format!(
                "ledger entry {seq} is a ruling, not a mate verdict"
            )));
        }
        Err(e) => {
            return Err(Status::data_loss(format!(
                "ledger entry {seq} is not a mate verdict: {e}"
            )));
        }
    };
    Ok(pb::ConfirmMateResponse {
        verdict: if finding.mate_in.is_some() {
            pb::MateVerdict::Mate
        } else {
            pb::MateVerdict::NoMate
        } as i32,
        moves: finding.mate_in.unwrap_or(0),
        key: finding.line.first().cloned().unwrap_or_default(),
        line: finding.line,
        line_san: finding.line_san,
        nodes: finding.nodes,
        no_mate_within: finding.no_mate_within,
        reason: String::new(),
        sequence: Some(seq),
        canonical: bytes.to_vec(),
    })
}
