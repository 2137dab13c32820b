//! Rulings, one dispute kind at a time. Each reads the code's parameters through `Reasons`, so
//! the articles it rests on are cited as they are read.

use std::fmt;

use crate::chess::movegen::{CastlingBar, castling_bar};
use crate::chess::san::SanPlus;
use crate::chess::{CastlingSide, Color, Move, MoveKind, Piece, Position, Role, Setup, Square};
use crate::law::Catalogue;
use crate::law::params::{
    CheckTrigger, Deadline, Elector, FiftyMaterial, Menu, MoveCount, Remedy, SetupRule,
    StalemateOutcome, UnplayableScope,
};

use super::endgame::{Endgames, add_fifty_move_verdict};
use super::reasons::Reasons;
use super::record::GameRecord;
use super::replay::{
    GameState, Ply, PlyKind, ReplayError, color_name, moves_ignoring_check, replay,
};
use super::ruling::{Decision, Dispute, DisputeKind, GameResult, RemedyOffer, Ruling};

/// Why no ruling could be given: the question itself is malformed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    /// The record names a code this server does not apply.
    UnknownCode { code: String, known: Vec<String> },
    /// The record cannot be replayed.
    Replay(ReplayError),
    /// The dispute names an event that does not exist.
    NoSuchEvent { index: usize, events: usize },
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::UnknownCode { code, known } => {
                write!(f, "no law code `{code}`; known codes: {}", known.join(", "))
            }
            RuleError::Replay(e) => e.fmt(f),
            RuleError::NoSuchEvent { index, events } => {
                write!(
                    f,
                    "the dispute names event {index}, but the record has {events} events"
                )
            }
        }
    }
}

impl std::error::Error for RuleError {}

/// Rules on `dispute` over `record`, under the code the record names.
pub fn rule(
    record: &GameRecord,
    dispute: &Dispute,
    catalogue: &Catalogue,
) -> Result<Ruling, RuleError> {
    rule_with_tables(record, dispute, catalogue, None)
}

/// [`rule`], with endgame tables to consult where a ruling can use them (a fifty-move count
/// states what they say of the position at the notice).
pub fn rule_with_tables(
    record: &GameRecord,
    dispute: &Dispute,
    catalogue: &Catalogue,
    tables: Option<&crate::search::tables::Tables>,
) -> Result<Ruling, RuleError> {
    let code = catalogue
        .get(&record.code)
        .ok_or_else(|| RuleError::UnknownCode {
            code: record.code.clone(),
            known: catalogue.ids().into_iter().map(str::to_owned).collect(),
        })?;
    if let Some(index) = dispute.event {
        if index >= record.events.len() {
            return Err(RuleError::NoSuchEvent {
                index,
                events: record.events.len(),
            });
        }
    }
    let state = replay(record, code).map_err(RuleError::Replay)?;
    let mut reasons = Reasons::new(code, catalogue, &state.options);
    let mut ruling = Ruling {
        game_id: record.game_id.clone(),
        code: code.id.clone(),
        code_digest: code.digest.clone(),
        dispute: *dispute,
        decision: Decision::Dismissed,
        reasoning: Vec::new(),
        remedies: Vec::new(),
        elector: None,
        result: None,
        citations: Vec::new(),
    };
    match dispute.kind {
        DisputeKind::StalemateResult => stalemate(&state, &mut reasons, &mut ruling),
        DisputeKind::FalseMove => {
            irregular_move(&state, &mut reasons, &mut ruling, Irregular::FalseMove);
        }
        DisputeKind::IllegalCastling => {
            irregular_move(&state, &mut reasons, &mut ruling, Irregular::Castling);
        }
        DisputeKind::IllegalCapture => {
            irregular_move(&state, &mut reasons, &mut ruling, Irregular::Capture);
        }
        DisputeKind::OwnManTakenOrWrongMan => {
            irregular_move(&state, &mut reasons, &mut ruling, Irregular::OwnMan);
        }
        DisputeKind::InitialMenMisplaced => setup_fault(&state, &mut reasons, &mut ruling, false),
        DisputeKind::InitialManOmitted => setup_fault(&state, &mut reasons, &mut ruling, true),
        DisputeKind::MovedAdversaryMan => {
            irregular_move(&state, &mut reasons, &mut ruling, Irregular::AdversaryMan);
        }
        DisputeKind::SelfExposingCheck => {
            irregular_move(
                &state,
                &mut reasons,
                &mut ruling,
                Irregular::SelfExposingCheck,
            );
        }
        DisputeKind::TouchedOwnMan => touched(&state, &mut reasons, &mut ruling, true),
        DisputeKind::TouchedOwnManUnplayable => {
            unplayable_claim(&state, &mut reasons, &mut ruling);
        }
        DisputeKind::EnPassant => en_passant(&state, &mut reasons, &mut ruling),
        DisputeKind::OddsManNotRemoved => odds_man(&state, &mut reasons, &mut ruling),
        DisputeKind::BoardMisoriented => board(&state, &mut reasons, &mut ruling),
        DisputeKind::FirstMoveOrColour => first_move(&state, &mut reasons, &mut ruling),
        DisputeKind::ConditionalMateAgreement => {
            conditional_mate(&state, &mut reasons, &mut ruling);
        }
        DisputeKind::CheckOfUnknownOrigin => unknown_check(&state, &mut reasons, &mut ruling),
        DisputeKind::OddsMovesOutOfTerritory => odds_territory(&state, &mut reasons, &mut ruling),
        DisputeKind::TouchedAdversaryMan => touched(&state, &mut reasons, &mut ruling, false),
        DisputeKind::MoveOutOfTurn => out_of_turn(&state, &mut reasons, &mut ruling),
        DisputeKind::FalseCheckAnnouncement => false_check(&state, &mut reasons, &mut ruling),
        DisputeKind::UnannouncedCheck => unannounced_check(&state, &mut reasons, &mut ruling),
        DisputeKind::Promotion => promotion(&state, &mut reasons, &mut ruling),
        DisputeKind::UnprovidedOrDisputedPoint => {
            unprovided_point(&state, &mut reasons, &mut ruling);
        }
        DisputeKind::LateClaim => late_claim(&state, &mut reasons, &mut ruling),
        DisputeKind::FiftyMoveClaim => {
            let endgames = tables.map(|tables| Endgames {
                tables,
                outcome: super::replay::outcome_rules(code, &state.options),
            });
            fifty_move_claim(&state, &mut reasons, &mut ruling, endgames.as_ref());
        }
        DisputeKind::AdjustmentClaim => adjustment(&state, &mut reasons, &mut ruling),
        DisputeKind::ManReleased => man_released(&state, &mut reasons, &mut ruling),
    }
    // A claim that fails leaves the record as it stands: where the record has ended the game
    // (a mate, a resignation, a draw agreed), the ruling says how it ended (issue #19 class 7).
    if matches!(ruling.decision, Decision::Dismissed | Decision::OutOfTime)
        && ruling.result.is_none()
        && let Some(result) = state.result
    {
        ruling.result = Some(result);
        if let Some(why) = &state.result_reason {
            ruling
                .reasoning
                .push(format!("The game stands as played, and it is over: {why}."));
        }
    }
    // A penalty that rests on a reading the code does not give in terms (a value it is silent
    // on, borrowed by analogy) is imposed by Tertius as the third person, and the ruling says
    // so: the law does not provide it (issue #19).
    if ruling.decision == Decision::Upheld && !reasons.analogies().is_empty() {
        ruling.decision = Decision::NoLawProvides;
        ruling.reasoning.push(format!(
            "The code does not provide for this in terms: the ruling rests on the reading by \
             analogy glossed under {}, and Tertius decides as the third person.",
            reasons.analogies().join(", ")
        ));
    }
    if ruling.decision == Decision::NoLawProvides {
        // Where the code sends a point it does not settle to a third person, that article is
        // why Tertius rules on it at all.
        let _ = reasons.read(|p| &p.refer_unprovided_points);
    }
    ruling.citations = reasons.into_citations();
    Ok(ruling)
}

fn stalemate(state: &GameState, reasons: &mut Reasons<'_>, ruling: &mut Ruling) {
    let position = &state.position;
    let side = position.turn();
    if !position.is_stalemate() {
        let legal = position.legal_moves();
        let why = if position.is_check() {
            format!("{} is in check", color_name(side))
        } else {
            let moves = sample_moves(position, &legal);
            format!("{} has legal moves ({moves})", color_name(side))
        };
        ruling
            .reasoning
            .push(format!("The position is not stalemate: {why}."));
        // The claim is dismissed on the facts; the article that would have decided it is still
        // the one the claim invoked.
        let _ = reasons.read(|p| &p.stalemate);
        if !position.is_check() && only_en_passant(&legal, reasons) {
            ruling.reasoning.push(
                "His only moves are captures in passing, which the code grants: without them \
                 he would be stalemated."
                    .to_owned(),
            );
        }
        ruling.decision = Decision::Dismissed;
        return;
    }
    ruling.reasoning.push(format!(
        "{} is not in check and has no legal move: the game is stalemate.",
        color_name(side)
    ));
    match reasons.read(|p| &p.stalemate) {
        Some(StalemateOutcome::Draw) => {
            ruling.decision = Decision::Upheld;
            ruling.result = Some(GameResult::Draw);
            ruling
                .reasoning
                .push("Under this code a stalemate is a drawn game.".to_owned());
        }
        Some(StalemateOutcome::StalematedPlayerWins) => {
            ruling.decision = Decision::Upheld;
            ruling.result = Some(GameResult::Win(side));
            ruling.reasoning.push(format!(
                "Under this code the stalemated player wins: {} wins the game.",
                color_name(side)
            ));
        }
        None => {
            ruling.decision = Decision::NoLawProvides;
            ruling.result = Some(GameResult::Draw);
            ruling.reasoning.push(
                "The code does not say how a stalemate is scored; as the third person, Tertius \
                 scores it a draw, by analogy with the codes that do."
                    .to_owned(),
            );
        }
    }
}

/// Which irregular moves a claim is about. All share the claim window and the remedies'
/// mechanics; they differ in which moves they fit and which menu the code offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Irregular {
    /// Any move the man cannot lawfully make.
    FalseMove,
    Castling,
    /// A false move that took an adversary's man.
    Capture,
    /// A false move that gave check while exposing the mover's own king.
    SelfExposingCheck,
    /// A man taken with another of the same side.
    OwnMan,
    /// The adversary's man moved instead of one's own.
    AdversaryMan,
    /// A pawn on the last rank left a pawn where the code requires the exchange.
    Unexchanged,
}

impl Irregular {
    fn fits(self, ply: &Ply) -> bool {
        // A move of the adversary's man is its own offence, not a false move, capture or check
        // of the mover's.
        let own_man = ply.piece.color == ply.by;
        if own_man == (self == Irregular::AdversaryMan) {
            return false;
        }
        match (self, ply.kind) {
            (_, PlyKind::Legal(_)) => false,
            (Irregular::Castling, kind) => matches!(kind, PlyKind::IllegalCastling { .. }),
            (_, PlyKind::IllegalCastling { .. }) => false,
            (Irregular::FalseMove, PlyKind::False) => true,
            (Irregular::Capture, PlyKind::False) => ply.captured.is_some(),
            (Irregular::SelfExposingCheck, PlyKind::False) => {
                ply.gives_check && ply.exposes_own_king
            }
            (Irregular::OwnMan, PlyKind::False) => ply.took_own.is_some(),
            (Irregular::AdversaryMan, PlyKind::False) => ply.piece.color != ply.by,
            (Irregular::Unexchanged, PlyKind::False) => unexchanged(ply),
        }
    }

    fn what(self) -> &'static str {
        match self {
            Irregular::FalseMove => "false move",
            Irregular::Castling => "illegal castling",
            Irregular::Capture => "capture with a man that cannot lawfully make it",
            Irregular::SelfExposingCheck => "check given by a move that exposes his own king",
            Irregular::OwnMan => "capture of one of his own men",
            Irregular::AdversaryMan => "move of his adversary's man",
            Irregular::Unexchanged => "pawn left a pawn on the last rank",
        }
    }
}

/// A pawn's diagonal step to an empty square beside which an adversary's pawn stands: a
/// capture in passing the board did not allow (the double step was not the last move). The
/// square of the pawn passed.
fn late_en_passant(ply: &Ply) -> Option<Square> {
    if ply.piece.role != Role::Pawn
        || ply.from.file() == ply.to.file()
        || ply.before.board().piece_at(ply.to).is_some()
    {
        return None;
    }
    let passed = Square::from_coords(ply.to.file(), ply.from.rank());
    (ply.before.board().piece_at(passed) == Some(Piece::new(ply.by.other(), Role::Pawn)))
        .then_some(passed)
}

/// A pawn moved to the last rank and left a pawn.
fn unexchanged(ply: &Ply) -> bool {
    ply.piece.role == Role::Pawn
        && ply.promotion.is_none()
        && crate::chess::Bitboard::relative_rank(ply.piece.color, crate::chess::Rank::EIGHTH)
            .contains(ply.to)
}

/// Rules on the irregular move at `event` under `irregular`'s article, whatever event the
/// claim named: a claim filed under another head, heard under the one that governs it.
fn irregular_at(
    state: &GameState,
    reasons: &mut Reasons<'_>,
    ruling: &mut Ruling,
    event: usize,
    irregular: Irregular,
) {
    let asked = ruling.dispute.event;
    ruling.dispute.event = Some(event);
    irregular_move(state, reasons, ruling, irregular);
    ruling.dispute.event = asked;
}

/// A code with no article of its own on an irregular move judges it by its false-move law.
fn false_move_law<'a>(
    reasons: &mut Reasons<'a>,
    ruling: &mut Ruling,
    what: &str,
) -> Option<&'a Menu> {
    ruling.reasoning.push(format!(
        "The code has no article on a {what}; the move is a false move, and the false-move law \
         applies."
    ));
    reasons.read(|p| &p.false_move)
}

fn irregular_move(
    state: &GameState,
    reasons: &mut Reasons<'_>,
    ruling: &mut Ruling,
    irregular: Irregular,
) {
    let claimant = ruling.dispute.claimant;
    let offender = claimant.other();
    // Where the code says nothing of castling with a rook given at odds, a king's step towards
    // that rook's corner is no castling at all (see `leap_without_odds_rook`).
    let odds_castling_spoken_of = reasons.value(|p| &p.castling_with_odds_rook).is_some();
    let fits = |irregular: Irregular, ply: &Ply| {
        if leap_without_odds_rook(state, ply, odds_castling_spoken_of) {
            irregular == Irregular::FalseMove
        } else {
            irregular.fits(ply)
        }
    };
    if irregular == Irregular::Castling {
        let latest = state.claimables.iter().rev().find(|c| {
            let ply = &state.plies[c.ply];
            c.offender == offender
                && Irregular::Castling.fits(ply)
                && ruling.dispute.event.is_none_or(|e| e == ply.event)
        });
        if let Some(c) = latest.filter(|c| fits(Irregular::FalseMove, &state.plies[c.ply])) {
            let ply = &state.plies[c.ply];
            ruling.reasoning.push(format!(
                "The move complained of, {}, is no castling under this code: the claim is heard \
                 under the code's article on false moves.",
                ply.notation
            ));
            return irregular_at(state, reasons, ruling, ply.event, Irregular::FalseMove);
        }
    }
    // A claim is heard under the article that governs the act: castling filed as a false move
    // is heard under the castling article.
    if irregular == Irregular::FalseMove {
        let latest = state.claimables.iter().rev().find(|c| {
            let ply = &state.plies[c.ply];
            c.offender == offender
                && (fits(irregular, ply) || fits(Irregular::Castling, ply))
                && ruling.dispute.event.is_none_or(|e| e == ply.event)
        });
        if let Some(c) = latest.filter(|c| fits(Irregular::Castling, &state.plies[c.ply])) {
            ruling.reasoning.push(format!(
                "The move complained of, {}, is castling: the claim is heard under the code's \
                 article on castling.",
                state.plies[c.ply].notation
            ));
            return irregular_move(state, reasons, ruling, Irregular::Castling);
        }
        if let Some(c) = latest {
            let ply = &state.plies[c.ply];
            if Irregular::Unexchanged.fits(ply)
                && reasons.value(|p| &p.promotion_optional).copied() == Some(false)
            {
                ruling.reasoning.push(format!(
                    "The move complained of, {}, brought a pawn to the last rank and left it a \
                     pawn: the claim is heard under the code's article on promotion.",
                    ply.notation
                ));
                let _ = reasons.read(|p| &p.promotion_optional);
                return irregular_move(state, reasons, ruling, Irregular::Unexchanged);
            }
            if Irregular::Capture.fits(ply) && reasons.value(|p| &p.illegal_capture).is_some() {
                ruling.reasoning.push(format!(
                    "The move complained of, {}, is a capture: the claim is heard under the \
                     code's article on captures.",
                    ply.notation
                ));
                return irregular_move(state, reasons, ruling, Irregular::Capture);
            }
        }
    }
    let castling = irregular == Irregular::Castling;
    let found = state.claimables.iter().rev().find(|c| {
        let ply = &state.plies[c.ply];
        c.offender == offender
            && fits(irregular, ply)
            && ruling.dispute.event.is_none_or(|e| e == ply.event)
    });
    let what = irregular.what();
    let menu = match irregular {
        Irregular::Castling => reasons.read(|p| &p.illegal_castling),
        Irregular::Capture => {
            let own = reasons.read(|p| &p.illegal_capture);
            own.or_else(|| false_move_law(reasons, ruling, what))
        }
        Irregular::OwnMan => {
            let own = reasons.read(|p| &p.own_man_taken);
            own.or_else(|| false_move_law(reasons, ruling, what))
        }
        Irregular::AdversaryMan => reasons.read(|p| &p.moved_adversary_man),
        Irregular::Unexchanged => {
            let own = reasons.read(|p| &p.pawn_not_exchanged);
            own.or_else(|| false_move_law(reasons, ruling, what))
        }
        Irregular::FalseMove => reasons.read(|p| &p.false_move),
        Irregular::SelfExposingCheck => {
            // The codes that name this offence (000 L7, 001 L10) give it no penalty of its own:
            // it is a false move (A37), punished as one. The others reach it through their
            // false-move law alone.
            if reasons.read(|p| &p.self_exposing_check).is_none() {
                ruling.reasoning.push(
                    "The code has no article on a check given by a move that exposes the \
                     mover's own king; such a move is a false move, and the false-move law \
                     applies."
                        .to_owned(),
                );
            }
            reasons.read(|p| &p.false_move)
        }
    };
    let Some(claim) = found else {
        let named = match ruling.dispute.event {
            Some(e) => format!("event {e} is not a {what} by {}", color_name(offender)),
            None => format!("{} has made no {what} in this game", color_name(offender)),
        };
        ruling
            .reasoning
            .push(format!("The claim is not borne out: {named}."));
        if castling {
            lawful_castling(state, reasons, ruling, offender);
        }
        lawful_ignoring_check(state, reasons, ruling, offender);
        ruling.decision = Decision::Dismissed;
        return;
    };
    let ply = &state.plies[claim.ply];
    ruling.reasoning.push(format!(
        "{} played {} at event {}, which the man cannot lawfully make{}.",
        color_name(offender),
        ply.notation,
        ply.event,
        if castling {
            " (castling when castling was not allowed)"
        } else {
            ""
        }
    ));
    if castling {
        castling_barred(state, reasons, ruling, ply);
    }
    if leap_without_odds_rook(state, ply, odds_castling_spoken_of) {
        ruling.reasoning.push(format!(
            "It is no castling: the rook of {} was given at odds and never stood on the board, \
             so it has not been moved, and the code knows no castling without a rook. The king \
             went two squares, where it cannot lawfully go.",
            castling_side(ply).rook_corner(ply.by)
        ));
    }
    if ply.piece.role == Role::Pawn
        && ply.to.rank().relative(ply.piece.color) <= ply.from.rank().relative(ply.piece.color)
        && reasons.read(|p| &p.pawns_move_only_forward).copied() == Some(true)
    {
        ruling.reasoning.push(format!(
            "A pawn can only move forward, and the pawn on {} did not.",
            ply.from
        ));
    }
    if ply.piece.role == Role::Pawn
        && ply.from.distance(ply.to) == 2
        && ply.spent_pawns.contains(ply.from)
    {
        ruling.reasoning.push(format!(
            "The pawn on {} had moved before and was put back on its first square by a move \
             that stood: its first move was spent, and it could not step two squares.",
            ply.from
        ));
        let _ = reasons.read(|p| &p.pawn_double_step);
    }
    if let Some(passed) = late_en_passant(ply) {
        if reasons.read(|p| &p.en_passant_at_once).copied() == Some(true) {
            ruling.reasoning.push(format!(
                "The pawn on {passed} could be taken in passing only on the move right after its \
                 double step, and that move had gone by."
            ));
        }
    }

    let deadline = reasons.read_limit(|p| &p.claim_deadline);
    if let Some(closed) = claim.closed_by {
        out_of_time(
            ruling,
            deadline,
            closed,
            "; the code allows no penalty after that, \
             and the position stands as if the move had been lawful.",
        );
        return;
    }
    if deadline.is_none() {
        ruling
            .reasoning
            .push("The code sets no time limit for the claim.".to_owned());
    }
    let later = state.plies.len() - 1 - claim.ply;
    if later > 0 {
        ruling.reasoning.push(format!(
            "The {later} move(s) made since are taken back with it."
        ));
    }

    let Some(menu) = menu else {
        ruling.decision = Decision::NoLawProvides;
        ruling.reasoning.push(format!(
            "The code names no penalty for a {what}. As the third person, Tertius rules by \
             analogy with the other codes: the move is taken back and {} makes a lawful move.",
            color_name(offender)
        ));
        ruling.remedies.push(any_legal_move(&ply.before, offender));
        ruling.elector = None;
        return;
    };
    ruling.decision = Decision::Upheld;
    ruling.elector = Some(elector(menu, claimant));
    let no_penalty_if_immobile = moves_king(menu)
        && reasons
            .value(|p| &p.no_penalty_if_king_immobile)
            .copied()
            .unwrap_or(false);
    for remedy in &menu.remedies {
        ruling
            .remedies
            .push(offer(*remedy, state, ply, no_penalty_if_immobile));
    }
    cite_king_rules(&ruling.remedies, no_penalty_if_immobile, reasons);
}

/// A king's two-square step from home towards the corner of a rook given at odds, under a
/// code that does not speak of castling with such a rook (`spoken_of`: it allows it, or its
/// castling article bars it). The rook was never on the board: it has not "been moved", and
/// none of the cases in which the castling article bars castling holds. There is no castling
/// without a rook, so the king went to a square it cannot lawfully reach: a false move.
fn leap_without_odds_rook(state: &GameState, ply: &Ply, spoken_of: bool) -> bool {
    if spoken_of
        || !matches!(
            ply.kind,
            PlyKind::IllegalCastling {
                rook_from: None,
                ..
            }
        )
    {
        return false;
    }
    let corner = castling_side(ply).rook_corner(ply.by);
    state.odds_giver == Some(ply.by)
        && state.initial.board().piece_at(corner) != Some(Piece::new(ply.by, Role::Rook))
}

/// A false-move claim against a move that left a check nobody announced unanswered: the code
/// that lets a player ignore such a check is what makes the move lawful, and is cited.
fn lawful_ignoring_check(
    state: &GameState,
    reasons: &mut Reasons<'_>,
    ruling: &mut Ruling,
    offender: Color,
) {
    let ignoring = state.unannounced_checks.iter().find_map(|u| {
        u.ignored_by
            .iter()
            .map(|&i| &state.plies[i])
            .filter(|p| p.by == offender)
            .rfind(|p| ruling.dispute.event.is_none_or(|e| e == p.event))
    });
    let Some(ply) = ignoring else {
        return;
    };
    if reasons.read(|p| &p.unannounced_check).is_some() {
        ruling.reasoning.push(format!(
            "{} left unanswered a check nobody had announced: the code lets him play on as if \
             there were no check, so {} is lawful.",
            color_name(offender),
            ply.notation
        ));
    }
}

/// The side a king's two-square move from home castles towards.
fn castling_side(ply: &Ply) -> CastlingSide {
    if ply.to.file().index() > ply.from.file().index() {
        CastlingSide::King
    } else {
        CastlingSide::Queen
    }
}

/// Says which condition of castling the attempt broke, reading the parameter that sets it, so
/// that the article (and our reading of it) is cited.
fn castling_barred(state: &GameState, reasons: &mut Reasons<'_>, ruling: &mut Ruling, ply: &Ply) {
    let side = castling_side(ply);
    let corner = side.rook_corner(ply.by);
    let Some(bar) = castling_bar(&ply.before, side) else {
        return;
    };
    // The giver's rook that stood on this corner at the start was given at odds.
    let given_at_odds = state.odds_giver == Some(ply.by)
        && state.initial.board().piece_at(corner) != Some(Piece::new(ply.by, Role::Rook));
    let why = match bar {
        CastlingBar::KingNotHome | CastlingBar::KingOrRookMoved => {
            reasons.read(|p| &p.castling_barred_if_king_or_rook_moved);
            "the king or that rook had moved".to_owned()
        }
        CastlingBar::NoRook if given_at_odds && !ply.before.rules().castling.odds_rook => {
            reasons.read(|p| &p.castling_with_odds_rook);
            format!(
                "the rook of {corner} was given at odds, and the code allows no castling with it"
            )
        }
        CastlingBar::NoRook if given_at_odds => {
            // The code castles as if the rook were there, but that right ended with a move of
            // the king (or of a rook to that corner).
            reasons.read(|p| &p.castling_barred_if_king_or_rook_moved);
            format!(
                "the rook of {corner} was given at odds, and the king had moved since, which \
                 ends castling on that side as it would with the rook there"
            )
        }
        CastlingBar::NoRook => {
            reasons.read(|p| &p.castling_barred_if_king_or_rook_moved);
            format!("no rook stood on {corner}: it had moved or been taken")
        }
        CastlingBar::OddsCornerOccupied => {
            reasons.read(|p| &p.castling_with_odds_rook);
            format!(
                "the rook of {corner} was given at odds, and another man stood on its square, \
                 so the king could not castle as if the rook were there"
            )
        }
        CastlingBar::InCheck => {
            reasons.read(|p| &p.castling_barred_in_check);
            "the king was in check".to_owned()
        }
        CastlingBar::MenBetween => {
            reasons.read(|p| &p.castling_barred_if_men_between);
            "men stood between the king and the rook".to_owned()
        }
        CastlingBar::ThroughAttacked => {
            reasons.read(|p| &p.castling_barred_through_attacked);
            "the king would pass over a square the adversary attacked".to_owned()
        }
        CastlingBar::IntoAttacked => {
            reasons.read(|p| &p.castling_barred_into_attacked);
            "the king would end in check".to_owned()
        }
    };
    ruling
        .reasoning
        .push(format!("Castling was barred: {why}."));
}

/// A claim of illegal castling against a castling the code allowed: says so, reading the
/// condition that the claim most often turns on (king and rook unmoved; or, with a rook given
/// at odds, the article that allows castling without it).
fn lawful_castling(
    state: &GameState,
    reasons: &mut Reasons<'_>,
    ruling: &mut Ruling,
    offender: Color,
) {
    let castled = state.plies.iter().rev().find_map(|p| match p.kind {
        PlyKind::Legal(m)
            if p.by == offender
                && m.is_castle()
                && ruling.dispute.event.is_none_or(|e| e == p.event) =>
        {
            Some((p, m))
        }
        _ => None,
    });
    let Some((ply, m)) = castled else {
        return;
    };
    let with_odds_rook = matches!(
        m.kind,
        MoveKind::Castle {
            rook_from: None,
            ..
        }
    );
    let how = if with_odds_rook {
        reasons.read(|p| &p.castling_with_odds_rook);
        "with the rook given at odds, as if it stood at its square"
    } else {
        reasons.read(|p| &p.castling_barred_if_king_or_rook_moved);
        "with king and rook unmoved"
    };
    ruling.reasoning.push(format!(
        "{}'s castling {} at event {} was lawful: {how}, and no other condition the code sets \
         on castling was broken.",
        color_name(offender),
        ply.notation,
        ply.event
    ));
}

/// Cites the rules on a penalty of moving the king where they decided something: a limit on
/// every king move demanded, wherever one is offered; the "king cannot move: no penalty" rule
/// only where a king move demanded found none.
fn cite_king_rules(
    offers: &[RemedyOffer],
    no_penalty_if_immobile: bool,
    reasons: &mut Reasons<'_>,
) {
    let kings = offers.iter().filter(|o| is_king_move(o.remedy));
    let mut any = false;
    let mut immobile = false;
    for o in kings {
        any = true;
        immobile |= !o.enforceable;
    }
    if any {
        let _ = reasons.read(|p| &p.king_move_penalty_never_into_check);
    }
    if immobile && no_penalty_if_immobile {
        let _ = reasons.read(|p| &p.no_penalty_if_king_immobile);
    }
}

fn is_king_move(remedy: Remedy) -> bool {
    matches!(
        remedy,
        Remedy::MoveKing | Remedy::MoveKingNoCastling | Remedy::ReplaceAndMoveKing
    )
}

fn moves_king(menu: &Menu) -> bool {
    menu.remedies.iter().copied().any(is_king_move)
}

/// Cites the code's grant of the capture in passing where it decides a finding: every move
/// found is such a capture, so without the grant there would be none. Returns whether it did.
fn only_en_passant(moves: &[Move], reasons: &mut Reasons<'_>) -> bool {
    !moves.is_empty()
        && moves.iter().all(Move::is_en_passant)
        && reasons.read(|p| &p.en_passant).copied() == Some(true)
}

fn offer(
    remedy: Remedy,
    state: &GameState,
    ply: &Ply,
    no_penalty_if_immobile: bool,
) -> RemedyOffer {
    let offender = ply.by;
    let before = &ply.before;
    let legal = ply.lawful_moves_before();
    // The lawful moves from the position before the offence that satisfy a remedy.
    let only = |keep: &dyn Fn(&Move) -> bool| -> Vec<Move> {
        legal.iter().copied().filter(|m| keep(m)).collect()
    };
    let who = color_name(offender);
    match remedy {
        Remedy::LeaveAsPlayed | Remedy::LetCastlingStand => {
            let after = position_after(state, ply.event);
            RemedyOffer {
                remedy,
                obligation: format!(
                    "{}'s move {} stands as played; the game goes on from it.",
                    who, ply.notation
                ),
                position: after,
                moves: Vec::new(),
                enforceable: true,
            }
        }
        Remedy::MoveCorrectly => {
            let moves = only(&|m| m.from == ply.from);
            restricted(
                remedy,
                before,
                &moves,
                format!("{who} must move the man on {} lawfully", ply.from),
                false,
            )
        }
        Remedy::MoveKing | Remedy::ReplaceAndMoveKing | Remedy::MoveKingNoCastling => {
            let moves = only(&|m| {
                m.role == Role::King
                    && (remedy != Remedy::MoveKingNoCastling
                        || !matches!(m.kind, MoveKind::Castle { .. }))
            });
            let what = if remedy == Remedy::MoveKingNoCastling {
                format!("{who} must replace the men and move his king, not by castling")
            } else {
                format!("{who} must replace the man and move his king")
            };
            restricted(remedy, before, &moves, what, no_penalty_if_immobile)
        }
        Remedy::MoveRook => {
            let rook_from = match ply.kind {
                PlyKind::IllegalCastling {
                    rook_from: Some(sq),
                    ..
                } => Some(sq),
                _ => None,
            };
            let moves = only(&|m| Some(m.from) == rook_from);
            restricted(
                remedy,
                before,
                &moves,
                format!("{who} must replace the men and move the rook"),
                false,
            )
        }
        Remedy::ReplaceAndMoveLegally => any_legal_move(before, offender),
        Remedy::CaptureWithLegalCapturer => {
            let moves = only(&|m| m.capture_square() == Some(ply.to));
            restricted(
                remedy,
                before,
                &moves,
                format!(
                    "{who} must take the man on {} with a man that can lawfully take it",
                    ply.to
                ),
                false,
            )
        }
        Remedy::MoveTouchedCapturer => {
            let moves = only(&|m| m.from == ply.from);
            restricted(
                remedy,
                before,
                &moves,
                format!(
                    "{who} must replace the men and move the man on {}",
                    ply.from
                ),
                false,
            )
        }
        Remedy::ReplaceAndCapture => {
            let moves = only(&|m| m.capture_square() == Some(ply.from));
            restricted(
                remedy,
                before,
                &moves,
                format!("{who} must put the man back on {} and take it", ply.from),
                false,
            )
        }
        Remedy::MoveEitherOwnMan => {
            let moves = only(&|m| m.from == ply.from || m.from == ply.to);
            restricted(
                remedy,
                before,
                &moves,
                format!(
                    "{who} must replace the men and move either the man on {} or the man on {}",
                    ply.from, ply.to
                ),
                false,
            )
        }
        Remedy::IgnoreUnannouncedCheck
        | Remedy::RetractBothLastMoves
        | Remedy::CompelMoveTouchedMan
        | Remedy::CompelCaptureOfTouchedMan
        | Remedy::RetractSecondMove
        | Remedy::KeepBothMoves
        | Remedy::RetractMisledMove
        | Remedy::RetractToPointOfCheck
        | Remedy::NoPenaltyTimeBarred
        | Remedy::ReferToThirdParty
        | Remedy::DeclareDraw
        | Remedy::RectifySetup
        | Remedy::RestartGame
        | Remedy::ContinueAsIs
        | Remedy::RetractOwnLastMoveAndParry
        | Remedy::ConfineOddsMovesToOwnHalf => not_applicable(remedy, before),
    }
}

fn restricted(
    remedy: Remedy,
    before: &Position,
    moves: &[Move],
    what: String,
    no_penalty_if_empty: bool,
) -> RemedyOffer {
    if moves.is_empty() {
        let obligation = if no_penalty_if_empty {
            format!(
                "{what}, but he has no lawful king move: no penalty can be inflicted, and he makes any lawful move."
            )
        } else {
            format!(
                "{what}, but no lawful move of that kind exists: this remedy cannot be enforced."
            )
        };
        return RemedyOffer {
            remedy,
            obligation,
            position: before.fen(),
            moves: Vec::new(),
            enforceable: false,
        };
    }
    let sans: Vec<String> = moves
        .iter()
        .map(|m| SanPlus::from_move(before, m).to_string())
        .collect();
    RemedyOffer {
        remedy,
        obligation: format!("{what}: {}.", sans.join(", ")),
        position: before.fen(),
        moves: sans,
        enforceable: true,
    }
}

fn any_legal_move(before: &Position, offender: Color) -> RemedyOffer {
    RemedyOffer {
        remedy: Remedy::ReplaceAndMoveLegally,
        obligation: format!(
            "{} must replace the man and make any lawful move.",
            color_name(offender)
        ),
        position: before.fen(),
        moves: Vec::new(),
        enforceable: !before.legal_moves().is_empty(),
    }
}

fn sample_moves(position: &Position, moves: &[Move]) -> String {
    let mut names: Vec<String> = moves
        .iter()
        .take(5)
        .map(|m| SanPlus::from_move(position, m).to_string())
        .collect();
    if moves.len() > 5 {
        names.push("…".to_owned());
    }
    names.join(", ")
}

/// Touch-move, and touching an adversary's man. Both start from the position in which the man
/// was touched; the remedies differ.
fn touched(state: &GameState, reasons: &mut Reasons<'_>, ruling: &mut Ruling, own: bool) {
    let claimant = ruling.dispute.claimant;
    let offender = claimant.other();
    let menu = if own {
        reasons.read(|p| &p.touched_own_man)
    } else {
        reasons.read(|p| &p.touched_adversary_man)
    };
    let found = state.touch_offences.iter().rev().find(|t| {
        t.offender == offender
            && t.own == own
            && ruling.dispute.event.is_none_or(|e| e == t.event)
            && (!own || t.moved_instead.is_some() || state.position.turn() == offender)
    });
    let whose = if own { "his own" } else { "his adversary's" };
    let Some(touch) = found else {
        ruling.reasoning.push(format!(
            "The claim is not borne out: {} left no touch of {whose} man unanswered{}.",
            color_name(offender),
            if own {
                " (a man touched and then played discharges the touch)"
            } else {
                ""
            }
        ));
        ruling.decision = Decision::Dismissed;
        return;
    };
    let man = format!("{:?} on {}", touch.piece.role, touch.square).to_lowercase();
    // What the offender did after the touch, in the same turn: the move a penalty would
    // replace, or the one that already satisfies it.
    let next = next_move_of(state, offender, touch.event);
    ruling.reasoning.push(match next {
        Some(ply) => format!(
            "{} touched {whose} {man} at event {} and then played {}{}.",
            color_name(offender),
            touch.event,
            ply.notation,
            if own { " instead" } else { "" }
        ),
        None => format!(
            "{} touched {whose} {man} at event {}.",
            color_name(offender),
            touch.event
        ),
    });
    if let Some(announced) = misled_by_false_check(state, touch.event, offender) {
        if reasons.read(|p| &p.touch_released_by_false_check).copied() == Some(true) {
            ruling.reasoning.push(format!(
                "{} had said \"check\" at event {} when no check was given, and the touch came \
                 in consequence of it. The code lets the misled player take back what he did \
                 in consequence of a false \"check\": the touch binds him to nothing.",
                color_name(claimant),
                announced.event
            ));
            ruling.decision = Decision::Dismissed;
            return;
        }
    }
    let Some(menu) = menu else {
        ruling.decision = Decision::NoLawProvides;
        ruling.reasoning.push(format!(
            "The code does not provide for touching {whose} man. As the third person, Tertius \
             rules by analogy with the codes that do: the touch is without consequence here."
        ));
        return;
    };
    let before = &touch.before;
    let mut legal = before.legal_moves();
    if touch.may_ignore_check {
        // His king stood in a check nobody announced, which the code lets him ignore: a move
        // that leaves it on is lawful, so a man that has one can be played.
        let ignoring = moves_ignoring_check(before);
        if !ignoring.is_empty() {
            let _ = reasons.read(|p| &p.unannounced_check);
            legal.extend(ignoring);
        }
    }
    let touched_moves: Vec<Move> = if own {
        legal
            .iter()
            .copied()
            .filter(|m| m.from == touch.square)
            .collect()
    } else {
        legal
            .iter()
            .copied()
            .filter(|m| m.capture_square() == Some(touch.square))
            .collect()
    };
    // An own man the code's other article reaches (one that cannot be played without exposing
    // the king, or under some codes any man with no lawful move): that article's menu.
    let unplayable = if own && touched_moves.is_empty() {
        unplayable_finding(before, touch.square, reasons)
    } else {
        None
    };
    let menu = match unplayable {
        Some(finding) => {
            ruling.reasoning.push(format!("The {man} {finding}."));
            // Cited once the claim is found in time (or already satisfied), after the deadline.
            match reasons.value(|p| &p.touched_man_unplayable) {
                Some(m) => m,
                None => {
                    ruling.decision = Decision::NoLawProvides;
                    ruling.reasoning.push(
                        "The code does not say what follows when the touched man cannot be \
                         played; as the third person, Tertius rules that any lawful move may be \
                         made."
                            .to_owned(),
                    );
                    ruling.remedies.push(any_legal_move(before, offender));
                    return;
                }
            }
        }
        None => menu,
    };
    // The touched man cannot parry a check its king already stands in.
    let standing_check = unplayable.is_some()
        && before.is_check()
        && before
            .pseudo_legal_moves()
            .iter()
            .any(|m| m.from == touch.square);
    // Cited below, after the findings that make it matter.
    let no_penalty_if_immobile = moves_king(menu)
        && reasons
            .value(|p| &p.no_penalty_if_king_immobile)
            .copied()
            .unwrap_or(false);
    let who = color_name(offender);
    let mut offers = Vec::new();
    for remedy in &menu.remedies {
        let offer = match remedy {
            Remedy::CompelMoveTouchedMan => restricted(
                *remedy,
                before,
                &touched_moves,
                format!("{who} must play the {man}"),
                false,
            ),
            Remedy::CompelCaptureOfTouchedMan => restricted(
                *remedy,
                before,
                &touched_moves,
                format!("{who} must take the {man}"),
                false,
            ),
            Remedy::MoveKing | Remedy::ReplaceAndMoveKing | Remedy::MoveKingNoCastling => {
                let kings: Vec<Move> = legal
                    .iter()
                    .copied()
                    .filter(|m| m.role == Role::King)
                    .filter(|m| *remedy != Remedy::MoveKingNoCastling || !m.is_castle())
                    .collect();
                restricted(
                    *remedy,
                    before,
                    &kings,
                    format!("{who} must move his king"),
                    no_penalty_if_immobile,
                )
            }
            Remedy::ReplaceAndMoveLegally => any_legal_move(before, offender),
            other => not_applicable(*other, before),
        };
        let enforceable = offer.enforceable;
        offers.push(offer);
        // A sequence, not a choice: once one remedy can be enforced, the later ones fall away.
        if menu.fallback && enforceable {
            break;
        }
    }
    // A remedy offered that demands the touched man be played or taken: the moves found for it
    // decide it.
    let compels_touched_man = offers.iter().any(|o| {
        o.enforceable
            && matches!(
                o.remedy,
                Remedy::CompelMoveTouchedMan | Remedy::CompelCaptureOfTouchedMan
            )
    });
    // A penalty the offender has already paid is not imposed again: the move he made after
    // the touch is one every enforceable remedy would have demanded.
    if let Some(ply) = next.filter(|p| p.before == *before) {
        let owed: Vec<&RemedyOffer> = offers.iter().filter(|o| o.enforceable).collect();
        if !owed.is_empty() && owed.iter().all(|o| satisfies(o, ply)) {
            if unplayable.is_some() {
                cite_unplayable(reasons, standing_check);
            }
            if compels_touched_man {
                let _ = only_en_passant(&touched_moves, reasons);
            }
            ruling.reasoning.push(format!(
                "{} is what the code would oblige him to play: the penalty is already \
                 satisfied, and nothing is taken back.",
                ply.notation
            ));
            ruling.decision = Decision::Dismissed;
            return;
        }
    }
    let deadline = reasons.read_limit(|p| &p.touch_claim_deadline);
    if let Some(closed) = touch.closed_by {
        out_of_time(ruling, deadline, closed, ": no penalty can be inflicted.");
        return;
    }
    if unplayable.is_some() {
        cite_unplayable(reasons, standing_check);
    }
    if compels_touched_man && only_en_passant(&touched_moves, reasons) {
        ruling.reasoning.push(if own {
            format!("The {man} can be played only by taking in passing, which the code grants.")
        } else {
            format!("The {man} can be taken only in passing, which the code grants.")
        });
    }
    cite_king_rules(&offers, no_penalty_if_immobile, reasons);
    if own && next.is_some() {
        ruling
            .reasoning
            .push("The move made instead is taken back.".to_owned());
    }
    ruling.decision = Decision::Upheld;
    ruling.elector = Some(elector(menu, claimant));
    if menu.fallback && offers.iter().all(|r| !r.enforceable) {
        ruling
            .reasoning
            .push("None of the penalties can be enforced: no penalty can be inflicted.".to_owned());
    }
    ruling.remedies = offers;
}

/// Cites the article on a touched man that cannot be played and, where the man cannot parry a
/// check its king already stands in, the reading that brings such a man under it.
fn cite_unplayable(reasons: &mut Reasons<'_>, standing_check: bool) {
    let _ = reasons.read(|p| &p.touched_man_unplayable);
    if standing_check {
        let _ = reasons.read(|p| &p.unplayable_in_standing_check);
    }
}

/// The first move `player` made after event `after` (in the same turn, when he had not moved
/// before it).
fn next_move_of(state: &GameState, player: Color, after: usize) -> Option<&Ply> {
    state
        .plies
        .iter()
        .find(|p| p.event > after)
        .filter(|p| p.by == player)
}

/// A false "check" said by the adversary of `player` that the act at `event` answered: the
/// announcement came before it, and `player` had not moved since.
fn misled_by_false_check(
    state: &GameState,
    event: usize,
    player: Color,
) -> Option<&super::replay::FalseAnnouncement> {
    state.false_announcements.iter().rev().find(|f| {
        f.announcer == player.other()
            && f.event < event
            && f.closed_by.is_none()
            && !state
                .plies
                .iter()
                .any(|p| p.by == player && p.event > f.event && p.event < event)
    })
}

/// Whether a move already made does what a remedy demands.
fn satisfies(offer: &RemedyOffer, ply: &Ply) -> bool {
    if !matches!(ply.kind, PlyKind::Legal(_)) {
        return false;
    }
    match offer.remedy {
        Remedy::ReplaceAndMoveLegally => true,
        _ => offer.moves.iter().any(|m| *m == *ply.notation),
    }
}

/// Whether the own man on `square` is one the code's "cannot be played" article reaches, and
/// the finding in words (`None`: the article does not reach it). The man has no lawful move.
fn unplayable_finding(
    before: &Position,
    square: Square,
    reasons: &mut Reasons<'_>,
) -> Option<&'static str> {
    let has_moves = before.pseudo_legal_moves().iter().any(|m| m.from == square);
    if has_moves {
        if before.is_check()
            && reasons.value(|p| &p.unplayable_in_standing_check).copied() == Some(false)
        {
            return None;
        }
        return Some("cannot be played without leaving the king in check");
    }
    match reasons.read(|p| &p.unplayable_scope).copied() {
        Some(UnplayableScope::NoLawfulMove) => Some("has no lawful move"),
        _ => None,
    }
}

/// Two moves in a row (000 L4, 004 XIV); heard by analogy where the code is silent.
fn out_of_turn(state: &GameState, reasons: &mut Reasons<'_>, ruling: &mut Ruling) {
    let claimant = ruling.dispute.claimant;
    let offender = claimant.other();
    let menu = reasons.read(|p| &p.move_out_of_turn);
    let found = state.claimables.iter().rev().find(|c| {
        let ply = &state.plies[c.ply];
        c.offender == offender
            && ply.out_of_turn
            && ruling.dispute.event.is_none_or(|e| e == ply.event)
    });
    let Some(claim) = found else {
        ruling.reasoning.push(format!(
            "The claim is not borne out: {} has not moved out of his turn.",
            color_name(offender)
        ));
        ruling.decision = Decision::Dismissed;
        return;
    };
    let ply = &state.plies[claim.ply];
    ruling.reasoning.push(format!(
        "{} played {} at event {} when it was {}'s turn.",
        color_name(offender),
        ply.notation,
        ply.event,
        color_name(claimant)
    ));
    let deadline = reasons.read_limit(|p| &p.claim_deadline);
    if let Some(closed) = claim.closed_by {
        out_of_time(ruling, deadline, closed, ": both moves stand.");
        return;
    }
    let retract_second = || RemedyOffer {
        remedy: Remedy::RetractSecondMove,
        obligation: format!(
            "{}'s second move {} is taken back; {} is to move.",
            color_name(offender),
            ply.notation,
            color_name(claimant)
        ),
        position: ply.before.fen(),
        moves: Vec::new(),
        enforceable: true,
    };
    let Some(menu) = menu else {
        let alternate = reasons.read(|p| &p.moves_alternate).copied() == Some(true);
        ruling.reasoning.push(format!(
            "{} As the third person, Tertius rules by analogy with the codes that do: the second \
             move is taken back, and {} is to move.",
            if alternate {
                "The code requires the players to move alternately but names no penalty."
            } else {
                "The code has no article on a move made out of turn."
            },
            color_name(claimant)
        ));
        ruling.decision = Decision::NoLawProvides;
        ruling.remedies.push(retract_second());
        return;
    };
    ruling.decision = Decision::Upheld;
    ruling.elector = Some(elector(menu, claimant));
    let after = position_after(state, ply.event);
    for remedy in &menu.remedies {
        ruling.remedies.push(match remedy {
            Remedy::RetractSecondMove => retract_second(),
            Remedy::KeepBothMoves => RemedyOffer {
                remedy: *remedy,
                obligation: format!(
                    "Both moves stand, as if one man only had been played; {} is to move.",
                    color_name(claimant)
                ),
                position: after.clone(),
                moves: Vec::new(),
                enforceable: true,
            },
            other => not_applicable(*other, &ply.before),
        });
    }
}

/// Who elects among a menu's remedies: the aggrieved claimant, or the offender where the code
/// says so.
fn elector(menu: &Menu, claimant: Color) -> (Color, Elector) {
    match menu.elector {
        Elector::Aggrieved => (claimant, Elector::Aggrieved),
        Elector::Offender => (claimant.other(), Elector::Offender),
    }
}

/// A claim made after the code's deadline: the decision, and the act that closed the window.
fn out_of_time(ruling: &mut Ruling, deadline: Option<&Deadline>, closed: usize, consequence: &str) {
    ruling.decision = Decision::OutOfTime;
    let act = if deadline == Some(&Deadline::AdversaryTouches) {
        "touched a man"
    } else {
        "moved"
    };
    ruling.reasoning.push(format!(
        "The claim came after {} {act} at event {closed}{consequence}",
        color_name(ruling.dispute.claimant)
    ));
}

/// "Check" said without check given, and a move made in consequence: the misled player may take
/// his move back (000 L6, 001 L8, 002 XIV, 003 XI, 004 XX).
fn false_check(state: &GameState, reasons: &mut Reasons<'_>, ruling: &mut Ruling) {
    let claimant = ruling.dispute.claimant;
    let announcer = claimant.other();
    let menu = reasons.read(|p| &p.false_check_announcement);
    let found =
        state.false_announcements.iter().rev().find(|f| {
            f.announcer == announcer && ruling.dispute.event.is_none_or(|e| e == f.event)
        });
    let Some(false_check) = found else {
        ruling.reasoning.push(format!(
            "The claim is not borne out: {} said \"check\" only when giving check.",
            color_name(announcer)
        ));
        ruling.decision = Decision::Dismissed;
        return;
    };
    ruling.reasoning.push(format!(
        "{} said \"check\" at event {} when his move gave no check.",
        color_name(announcer),
        false_check.event
    ));
    let Some(ply) = false_check.misled_ply.map(|i| &state.plies[i]) else {
        // A man touched in consequence, and no move yet: the touch is what he may retract.
        let touch = state
            .touch_offences
            .iter()
            .find(|t| t.offender == claimant && t.event > false_check.event);
        let released = touch.is_some()
            && reasons.read(|p| &p.touch_released_by_false_check).copied() == Some(true);
        let (Some(touch), true) = (touch, released) else {
            ruling.reasoning.push(format!(
                "{} has made no move since, so there is nothing to retract.",
                color_name(claimant)
            ));
            ruling.decision = Decision::Dismissed;
            return;
        };
        if menu.is_none_or(|m| !m.remedies.contains(&Remedy::RetractMisledMove)) {
            ruling.decision = Decision::Dismissed;
            return;
        }
        ruling.reasoning.push(format!(
            "{} then touched the {} on {} in consequence of it, and has not moved since.",
            color_name(claimant),
            format!("{:?}", touch.piece.role).to_lowercase(),
            touch.square
        ));
        ruling.decision = Decision::Upheld;
        ruling.elector = Some((claimant, Elector::Aggrieved));
        ruling.remedies.push(RemedyOffer {
            remedy: Remedy::RetractMisledMove,
            obligation: format!(
                "{} is not bound by the touch and may make any lawful move.",
                color_name(claimant)
            ),
            position: state.position.fen(),
            moves: Vec::new(),
            enforceable: true,
        });
        return;
    };
    ruling.reasoning.push(format!(
        "{} then played {}, taken to be in consequence of the announcement.",
        color_name(claimant),
        ply.notation
    ));
    let _ = reasons.read_limit(|p| &p.false_check_deadline);
    if let Some(closed) = false_check.closed_by {
        ruling.decision = Decision::OutOfTime;
        ruling.reasoning.push(format!(
            "{} made his next move at event {closed}: the move can no longer be retracted.",
            color_name(announcer)
        ));
        return;
    }
    let Some(menu) = menu else {
        ruling.decision = Decision::NoLawProvides;
        return;
    };
    ruling.decision = Decision::Upheld;
    ruling.elector = Some(elector(menu, claimant));
    let after = position_after(state, ply.event);
    for remedy in &menu.remedies {
        ruling.remedies.push(match remedy {
            Remedy::RetractMisledMove => RemedyOffer {
                remedy: *remedy,
                obligation: format!(
                    "{} may take back {} and make another move.",
                    color_name(claimant),
                    ply.notation
                ),
                position: ply.before.fen(),
                moves: Vec::new(),
                enforceable: true,
            },
            Remedy::LeaveAsPlayed => RemedyOffer {
                remedy: *remedy,
                obligation: format!("{}'s move {} stands.", color_name(claimant), ply.notation),
                position: after.clone(),
                moves: Vec::new(),
                enforceable: true,
            },
            other => not_applicable(*other, &ply.before),
        });
    }
}

/// A check given without saying "check" and left unanswered: the defender need not notice it
/// until warned, and then the moves since are taken back (000 L5, 001 L9, 002 XIII, 003 X,
/// 004 XVIII).
fn unannounced_check(state: &GameState, reasons: &mut Reasons<'_>, ruling: &mut Ruling) {
    let claimant = ruling.dispute.claimant;
    let rule = reasons.read(|p| &p.unannounced_check);
    let found = state.unannounced_checks.iter().rev().find(|u| {
        ruling
            .dispute
            .event
            .is_none_or(|e| e == state.plies[u.ply].event)
    });
    let Some(check) = found else {
        ruling.reasoning.push(
            "The claim is not borne out: no check was given without \"check\" being said."
                .to_owned(),
        );
        ruling.decision = Decision::Dismissed;
        return;
    };
    let checker = check.checker;
    let defender = checker.other();
    let check_ply = &state.plies[check.ply];
    ruling.reasoning.push(format!(
        "{} gave check with {} at event {} without saying \"check\".",
        color_name(checker),
        check_ply.notation,
        check_ply.event
    ));
    let Some(&first_ignoring) = check.ignored_by.first() else {
        ruling.reasoning.push(format!(
            "{} has not played on as if there were no check: there is nothing to rule.",
            color_name(defender)
        ));
        ruling.decision = Decision::Dismissed;
        return;
    };
    let ignoring = &state.plies[first_ignoring];
    ruling.reasoning.push(format!(
        "{} played {} at event {}, leaving the check unanswered.",
        color_name(defender),
        ignoring.notation,
        ignoring.event
    ));
    let Some(rule) = rule else {
        ruling.decision = Decision::NoLawProvides;
        ruling.reasoning.push(
            "The code does not provide for a check given without warning; as the third person, \
             Tertius rules that the check must be answered from now on."
                .to_owned(),
        );
        return;
    };
    // Where the check was given: every retraction goes back to it, and the defender parries.
    let at_check = &ignoring.before;
    let mut parries: Vec<Move> = at_check.legal_moves();
    // In the order the case files read them: by square left, then square reached.
    parries.sort_by_key(|m| (m.from, m.to));
    let since = state.plies.len() - 1 - check.ply;
    let retract = |remedy: Remedy, what: String| {
        let sans: Vec<String> = parries
            .iter()
            .map(|m| SanPlus::from_move(at_check, m).to_string())
            .collect();
        RemedyOffer {
            remedy,
            obligation: format!(
                "{what}; {} must answer the check: {}.",
                color_name(defender),
                sans.join(", ")
            ),
            position: at_check.fen(),
            moves: sans,
            enforceable: true,
        }
    };
    let stands = || RemedyOffer {
        remedy: Remedy::IgnoreUnannouncedCheck,
        obligation: format!(
            "{} need not notice the check until {} says \"check\"; the moves stand.",
            color_name(defender),
            color_name(checker)
        ),
        position: state.position.fen(),
        moves: Vec::new(),
        enforceable: true,
    };
    match rule.trigger {
        CheckTrigger::CheckerWarnsOnNextMove => match check.warning {
            Some((event, 1)) => {
                ruling.reasoning.push(format!(
                    "{} said \"check\" with his next move (event {event}): each player takes \
                     back his last move and the check is answered.",
                    color_name(checker)
                ));
                ruling.decision = Decision::Upheld;
                ruling.remedies.push(retract(
                    rule.retraction,
                    "Each player takes back his last move".to_owned(),
                ));
            }
            Some((event, moves)) => {
                ruling.reasoning.push(format!(
                    "{} said \"check\" only at event {event}, {moves} moves after giving it; the \
                     code takes the moves back only when the warning comes with his next move. \
                     The moves stand, and the check must be answered from the warning on.",
                    color_name(checker)
                ));
                ruling.decision = Decision::OutOfTime;
            }
            None => {
                ruling.reasoning.push(format!(
                    "{} has not said \"check\": {} is not obliged to notice it.",
                    color_name(checker),
                    color_name(defender)
                ));
                if claimant == defender {
                    ruling.decision = Decision::Upheld;
                    ruling.remedies.push(stands());
                } else {
                    ruling.decision = Decision::Dismissed;
                }
            }
        },
        CheckTrigger::Discovered => {
            let within = rule.within_moves.unwrap_or(0) as usize;
            if since <= within {
                ruling.reasoning.push(format!(
                    "The check is found {since} move(s) after it was given, within the code's \
                     {within}: the men are replaced and the check is answered."
                ));
                ruling.decision = Decision::Upheld;
                ruling.remedies.push(retract(
                    rule.retraction,
                    "Every move since the check is taken back".to_owned(),
                ));
            } else {
                ruling.reasoning.push(format!(
                    "The check is found {since} moves after it was given, beyond the code's \
                     {within}, and the code says nothing of that case. As the third person, \
                     Tertius rules that the position stands with the check ignored, and the \
                     check must be answered from now on."
                ));
                ruling.decision = Decision::NoLawProvides;
                // A25: the point goes to the third person the code names, where it names one.
                if reasons.read(|p| &p.refer_unprovided_points).copied() == Some(true) {
                    ruling.remedies.push(RemedyOffer {
                        remedy: Remedy::ReferToThirdParty,
                        obligation: "The point may be referred to a third person, a human \
                                     arbiter the players accept, whose decision is final."
                            .to_owned(),
                        position: state.position.fen(),
                        moves: Vec::new(),
                        enforceable: true,
                    });
                }
            }
        }
    }
}

/// The adversary's choice of piece for a pawn on the last rank (002 IX, 004 XXI: any piece, even
/// with all the pieces on the board).
fn promotion(state: &GameState, reasons: &mut Reasons<'_>, ruling: &mut Ruling) {
    let promoter = ruling.dispute.claimant.other();
    let any_piece = reasons.read(|p| &p.promotion_any_piece).copied();
    let left_a_pawn = state.plies.iter().rev().find(|p| {
        p.by == promoter && unexchanged(p) && ruling.dispute.event.is_none_or(|e| e == p.event)
    });
    if let Some(ply) = left_a_pawn {
        if reasons.read(|p| &p.promotion_optional).copied() != Some(true) {
            ruling.reasoning.push(format!(
                "{}'s pawn reached the last rank with {} at event {} and was not exchanged, \
                 as the code requires.",
                color_name(promoter),
                ply.notation,
                ply.event
            ));
            return irregular_at(state, reasons, ruling, ply.event, Irregular::Unexchanged);
        }
    }
    let found = state.plies.iter().rev().find(|p| {
        p.by == promoter
            && p.promotion.is_some()
            && ruling.dispute.event.is_none_or(|e| e == p.event)
    });
    let Some((ply, role)) = found.and_then(|p| p.promotion.map(|r| (p, r))) else {
        ruling.reasoning.push(format!(
            "The claim is not borne out: {} has promoted no pawn.",
            color_name(promoter)
        ));
        ruling.decision = Decision::Dismissed;
        return;
    };
    if !matches!(ply.kind, PlyKind::Legal(_)) {
        // A king, or a man that is no pawn, "promoted": no code allows it (A18 (ii)); it is a
        // false move and is ruled as one.
        ruling.reasoning.push(format!(
            "{} played {} at event {}, which is no lawful promotion: it is a false move.",
            color_name(promoter),
            ply.notation,
            ply.event
        ));
        return irregular_at(state, reasons, ruling, ply.event, Irregular::FalseMove);
    }
    let name = format!("{role:?}").to_lowercase();
    let already = ply
        .before
        .board()
        .by_piece(crate::chess::Piece::new(promoter, role))
        .count();
    ruling.reasoning.push(format!(
        "{}'s pawn reached the last rank with {} at event {} and became a {name}{}.",
        color_name(promoter),
        ply.notation,
        ply.event,
        if already > 0 {
            format!(", while he still had {already} {name}(s) on the board")
        } else {
            String::new()
        }
    ));
    match any_piece {
        Some(true) => {
            ruling.reasoning.push(
                "The code lets the pawn become any piece the player chooses, even when all his \
                 pieces remain on the board: the promotion stands."
                    .to_owned(),
            );
            ruling.decision = Decision::Dismissed;
        }
        _ => {
            ruling.reasoning.push(format!(
                "The code says nothing of promotion. As the third person, Tertius lets the \
                 {name} stand, by analogy with the codes that do ({}): any piece but a king, \
                 even when all remain.",
                reasons.analogy(|p| &p.promotion_any_piece)
            ));
            ruling.decision = Decision::NoLawProvides;
        }
    }
}

/// A point no law provides for, or a dispute over a law's meaning: the codes that speak of it
/// send it to a third person (000 L20, 003 XIV, 004 XXVI). Software does not decide such a
/// point; it says where it goes.
fn unprovided_point(state: &GameState, reasons: &mut Reasons<'_>, ruling: &mut Ruling) {
    ruling.decision = Decision::NoLawProvides;
    let refer = RemedyOffer {
        remedy: Remedy::ReferToThirdParty,
        obligation: "The point is referred to a third person, a human arbiter the players \
                     accept, whose decision is final."
            .to_owned(),
        position: state.position.fen(),
        moves: Vec::new(),
        enforceable: true,
    };
    if reasons.read(|p| &p.refer_unprovided_points).copied() == Some(true) {
        ruling.reasoning.push(
            "The code sends a point it does not settle to a third person, whose decision is \
             final. Tertius rules on what the articles provide; a point outside them needs that \
             person's judgment."
                .to_owned(),
        );
    } else {
        ruling.reasoning.push(
            "The code has no article on disputes. As the third person, Tertius can rule only \
             on what the articles provide; by analogy with the codes that do speak of it, a \
             point outside them goes to a human arbiter the players accept."
                .to_owned(),
        );
    }
    ruling.remedies.push(refer);
}

/// Which of the code's deadlines governs a claim.
#[derive(Debug, Clone, Copy)]
enum ClaimWindow {
    Move,
    Touch,
    FalseCheck,
}

/// The offender's answer to a claim: it comes too late. The deadline is the one the claim's
/// own kind has (a false move, a touch, a false "check").
fn late_claim(state: &GameState, reasons: &mut Reasons<'_>, ruling: &mut Ruling) {
    let offender = ruling.dispute.claimant;
    let adversary = offender.other();
    let fits = |event: usize| ruling.dispute.event.is_none_or(|e| e == event);
    // (event of the irregularity, what it was, the event that closed its window, whose deadline)
    let moves = state
        .claimables
        .iter()
        .filter(|c| c.offender == offender)
        .map(|c| {
            let ply = &state.plies[c.ply];
            let what = format!("the move {}", ply.notation);
            (ply.event, what, c.closed_by, ClaimWindow::Move)
        });
    let touches = state
        .touch_offences
        .iter()
        .filter(|t| t.offender == offender)
        .map(|t| {
            let what = format!("the touch on {}", t.square);
            (t.event, what, t.closed_by, ClaimWindow::Touch)
        });
    let announcements = state
        .false_announcements
        .iter()
        .filter(|f| f.announcer == offender)
        .map(|f| {
            let what = "the false \"check\"".to_owned();
            (f.event, what, f.closed_by, ClaimWindow::FalseCheck)
        });
    let latest = moves
        .chain(touches)
        .chain(announcements)
        .filter(|c| fits(c.0))
        .max_by_key(|c| c.0);
    let Some((event, what, closed, which)) = latest else {
        ruling.reasoning.push(format!(
            "{} has committed no irregularity that could be claimed: there is no claim to be late.",
            color_name(offender)
        ));
        ruling.decision = Decision::Dismissed;
        return;
    };
    let deadline = match which {
        ClaimWindow::Move => reasons.read_limit(|p| &p.claim_deadline),
        ClaimWindow::Touch => reasons.read_limit(|p| &p.touch_claim_deadline),
        ClaimWindow::FalseCheck => reasons.read_limit(|p| &p.false_check_deadline),
    };
    ruling.reasoning.push(format!(
        "The claim is against {what}, {}'s act at event {event}.",
        color_name(offender)
    ));
    match (closed, deadline) {
        (Some(closed), deadline) => {
            let act = if deadline == Some(&Deadline::AdversaryTouches) {
                "touched a man"
            } else if deadline == Some(&Deadline::OffenderMoves) {
                "seen the offender move again"
            } else {
                "moved"
            };
            let by = if deadline == Some(&Deadline::OffenderMoves) {
                offender
            } else {
                adversary
            };
            ruling.reasoning.push(format!(
                "The window closed at event {closed}, when {} had {act}: the claim is out of time.",
                color_name(by)
            ));
            ruling.decision = Decision::Upheld;
            ruling.remedies.push(RemedyOffer {
                remedy: Remedy::NoPenaltyTimeBarred,
                obligation: format!(
                    "No penalty can be inflicted for {what}; the position stands as it is."
                ),
                position: state.position.fen(),
                moves: Vec::new(),
                enforceable: true,
            });
        }
        (None, None) => {
            ruling
                .reasoning
                .push("The code sets no time limit for such a claim: it is not late.".to_owned());
            ruling.decision = Decision::Dismissed;
        }
        (None, Some(_)) => {
            ruling.reasoning.push(format!(
                "{} has not yet done what closes the window: the claim is in time.",
                color_name(adversary)
            ));
            ruling.decision = Decision::Dismissed;
        }
    }
}

/// The men of one side, kings first: `KRB`.
fn material(position: &Position, color: Color) -> String {
    let board = position.board();
    [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ]
    .iter()
    .map(|&role| {
        let n = board
            .by_piece(crate::chess::Piece::new(color, role))
            .count();
        role.char()
            .to_ascii_uppercase()
            .to_string()
            .repeat(n as usize)
    })
    .collect()
}

/// The defender gave notice that he would count the moves; the count is out and no mate was
/// given: the game is drawn (000 L19, 002 XVII, 003 XII, 004 XXII).
fn fifty_move_claim(
    state: &GameState,
    reasons: &mut Reasons<'_>,
    ruling: &mut Ruling,
    endgames: Option<&Endgames<'_>>,
) {
    let defender = ruling.dispute.claimant;
    let attacker = defender.other();
    let Some(rule) = reasons.read(|p| &p.fifty_moves) else {
        ruling.reasoning.push(
            "The code has no law limiting the moves in which mate must be given. As the third \
             person, Tertius rules that the game goes on: no count can be imposed that the \
             players' code does not know."
                .to_owned(),
        );
        ruling.decision = Decision::NoLawProvides;
        return;
    };
    let found = state
        .fifty_notices
        .iter()
        .rev()
        .find(|n| n.by == defender && ruling.dispute.event.is_none_or(|e| e == n.event));
    let Some(notice) = found else {
        ruling.reasoning.push(format!(
            "The claim is not borne out: {} gave no notice that he would count the moves.",
            color_name(defender)
        ));
        ruling.decision = Decision::Dismissed;
        return;
    };
    let undertook = state
        .conditional_mates
        .iter()
        .any(|(_, by)| *by == attacker);
    if undertook && reasons.read(|p| &p.conditional_mate_unlimited).copied() == Some(true) {
        ruling.reasoning.push(format!(
            "{} undertook a mate under a condition, and such a player is restricted to no number \
             of moves.",
            color_name(attacker)
        ));
        ruling.decision = Decision::Dismissed;
        return;
    }
    let ending = format!(
        "{}-{}",
        material(&notice.position, attacker),
        material(&notice.position, defender)
    );
    ruling.reasoning.push(format!(
        "{} gave notice at event {} that he would count the moves; the men stood {ending} \
         ({}'s first).",
        color_name(defender),
        notice.event,
        color_name(attacker)
    ));
    let qualifies = match rule.material {
        FiftyMaterial::Any => true,
        FiftyMaterial::PiecesOnly => !ending.split('-').next().unwrap_or("").contains('P'),
        FiftyMaterial::Listed => rule.endings.contains(&ending),
    };
    if !qualifies {
        ruling.reasoning.push(match rule.material {
            FiftyMaterial::PiecesOnly => format!(
                "{} still had pawns: the count applies only to mates with pieces alone.",
                color_name(attacker)
            ),
            _ => format!(
                "The ending is not one the law names ({}): the count does not apply.",
                rule.endings.join(", ")
            ),
        });
        ruling.decision = Decision::Dismissed;
        return;
    }
    if let Some(endgames) = endgames {
        add_fifty_move_verdict(endgames, reasons, ruling, &notice.position, rule.moves);
    }
    let made = |color: Color| {
        state.plies[notice.plies..]
            .iter()
            .filter(|p| p.by == color)
            .count()
    };
    let (by_attacker, by_defender) = (made(attacker), made(defender));
    let needed = rule.moves as usize;
    let mated_in_count = state.position.is_checkmate()
        && state.plies.last().is_some_and(|p| p.by == attacker)
        && by_attacker <= needed;
    if mated_in_count {
        ruling
            .reasoning
            .push("Mate was given within the count.".to_owned());
        ruling.decision = Decision::Dismissed;
        return;
    }
    if let (Some(_), Some(how)) = (state.result, &state.result_reason) {
        if by_attacker < needed || by_defender < needed {
            ruling
                .reasoning
                .push(format!("The game ended ({how}) before the count was out."));
            ruling.decision = Decision::Dismissed;
            return;
        }
    }
    if by_attacker >= needed && by_defender >= needed {
        ruling.reasoning.push(format!(
            "{} moves by {} and {} by {} have been played since the notice without mate: \
             the {needed} moves each are over, and the game is drawn.",
            by_attacker,
            color_name(attacker),
            by_defender,
            color_name(defender)
        ));
        ruling.decision = Decision::Upheld;
        ruling.result = Some(GameResult::Draw);
        ruling.remedies.push(RemedyOffer {
            remedy: Remedy::DeclareDraw,
            obligation: "The game is drawn.".to_owned(),
            position: state.position.fen(),
            moves: Vec::new(),
            enforceable: true,
        });
    } else {
        ruling.reasoning.push(format!(
            "Only {by_attacker} moves by {} and {by_defender} by {} have been played since the \
             notice; the law allows {needed} each: the count goes on.",
            color_name(attacker),
            color_name(defender)
        ));
        ruling.decision = Decision::Dismissed;
    }
}

/// "J'adoube": the claimant says he touched the man only to adjust it, so he need not play it
/// (000 L1, 002 V, 003 V, 004 VII).
fn adjustment(state: &GameState, reasons: &mut Reasons<'_>, ruling: &mut Ruling) {
    let claimant = ruling.dispute.claimant;
    let found = state
        .adjustments
        .iter()
        .rev()
        .find(|a| a.by == claimant && ruling.dispute.event.is_none_or(|e| e == a.event));
    let Some(adjust) = found else {
        ruling.reasoning.push(format!(
            "The claim is not borne out: {} never said \"j'adoube\".",
            color_name(claimant)
        ));
        ruling.decision = Decision::Dismissed;
        return;
    };
    let allowed = reasons.read(|p| &p.adjustment).copied();
    if let Some(moved) = adjust.after_move {
        ruling.reasoning.push(format!(
            "{} said \"j'adoube\" at event {} over the man he had just moved to {} (event \
             {moved}): the move was made and the man let go, and \"j'adoube\" does not recall \
             a move once placed.",
            color_name(claimant),
            adjust.event,
            adjust.square,
        ));
        ruling.decision = if allowed.is_some() {
            Decision::Dismissed
        } else {
            ruling.reasoning.push(
                "The code does not speak of \"j'adoube\". As the third person, Tertius rules \
                 by analogy with the codes that do."
                    .to_owned(),
            );
            Decision::NoLawProvides
        };
        return;
    }
    if adjust.late {
        ruling.reasoning.push(format!(
            "{} touched the man on {} and said \"j'adoube\" only afterwards, at event {}.",
            color_name(claimant),
            adjust.square,
            adjust.event
        ));
        if reasons.read(|p| &p.late_adjust_cures).copied() == Some(true) {
            ruling.reasoning.push(
                "The code lets the acknowledgment come immediately after the contact: the \
                 touch is cured, and the man need not be played."
                    .to_owned(),
            );
            ruling.decision = Decision::Upheld;
        } else if allowed == Some(true) {
            ruling.reasoning.push(
                "The code requires \"j'adoube\" at the moment of touching: said afterwards, \
                 it does not cure the touch, and the touched man must be played."
                    .to_owned(),
            );
            ruling.decision = Decision::Dismissed;
        } else {
            ruling.reasoning.push(
                "The code does not speak of \"j'adoube\". As the third person, Tertius rules \
                 by analogy with the codes that do: said after the touch, it does not cure it."
                    .to_owned(),
            );
            ruling.decision = Decision::NoLawProvides;
        }
        return;
    }
    ruling.reasoning.push(format!(
        "{} said \"j'adoube\" as he touched the man on {} (event {}).",
        color_name(claimant),
        adjust.square,
        adjust.event
    ));
    if allowed == Some(true) {
        ruling
            .reasoning
            .push("Under the code a man adjusted with \"j'adoube\" need not be played.".to_owned());
        ruling.decision = Decision::Upheld;
    } else {
        ruling.reasoning.push(
            "The code does not speak of \"j'adoube\". As the third person, Tertius rules by \
             analogy with the codes that do: a man adjusted with notice need not be played."
                .to_owned(),
        );
        ruling.decision = Decision::NoLawProvides;
    }
}

/// A man once released stands (000 L1, 001 L4, 002 VII, 003 V, 004 VIII): the mover cannot
/// change his move; the adversary may insist that it stand.
fn man_released(state: &GameState, reasons: &mut Reasons<'_>, ruling: &mut Ruling) {
    let claimant = ruling.dispute.claimant;
    let stands = reasons.read(|p| &p.released_man_stands).copied();
    let found = state
        .plies
        .iter()
        .rev()
        .find(|p| ruling.dispute.event.is_none_or(|e| e == p.event));
    let Some(ply) = found else {
        ruling
            .reasoning
            .push("The claim is not borne out: no man has been moved.".to_owned());
        ruling.decision = Decision::Dismissed;
        return;
    };
    let mover = ply.by;
    ruling.reasoning.push(format!(
        "{} placed the man on {} with {} at event {} and quitted his hold of it.",
        color_name(mover),
        ply.to,
        ply.notation,
        ply.event
    ));
    if stands != Some(true) {
        ruling.reasoning.push(
            "The code does not speak of holding and quitting a man. As the third person, \
             Tertius rules by analogy with the codes that do: a released man stands."
                .to_owned(),
        );
        ruling.decision = Decision::NoLawProvides;
        return;
    }
    ruling
        .reasoning
        .push("Having quitted it, he cannot recall the move: it stands.".to_owned());
    if claimant == mover {
        ruling.decision = Decision::Dismissed;
    } else {
        ruling.decision = Decision::Upheld;
        ruling.remedies.push(RemedyOffer {
            remedy: Remedy::LeaveAsPlayed,
            obligation: format!("{}'s move {} stands.", color_name(mover), ply.notation),
            position: position_after(state, ply.event),
            moves: Vec::new(),
            enforceable: true,
        });
    }
}

/// Men misplaced or left off at the start (000 L12, 001 L3, 002 III, 003 II, 004 II and III):
/// the record's set-up is compared with the standard array, and the code's window decides
/// whether the fault may still be put right.
fn setup_fault(state: &GameState, reasons: &mut Reasons<'_>, ruling: &mut Ruling, omitted: bool) {
    let claimant = ruling.dispute.claimant;
    let rule = if omitted {
        reasons.read(|p| &p.omitted_man)
    } else {
        reasons.read(|p| &p.misplaced_men)
    };
    if !state.setup_from_fen {
        ruling.reasoning.push(
            "The claim is not borne out: the record gives its set-up as the agreed array (the \
             standard one, or the standard one less the odds), not as the men were found placed."
                .to_owned(),
        );
        ruling.decision = Decision::Dismissed;
        return;
    }
    let standard = Setup::standard().board;
    let actual = state.initial.board();
    // (square, the man the array puts there, the man found there)
    let mut faults: Vec<(Square, Option<Piece>, Option<Piece>)> = Vec::new();
    for sq in crate::chess::Bitboard::FULL {
        let (want, found) = (standard.piece_at(sq), actual.piece_at(sq));
        let missing = want.is_some_and(|w| {
            actual.by_piece(w).count() < standard.by_piece(w).count() && found != Some(w)
        });
        let fits = if omitted {
            missing && found.is_none()
        } else {
            found.is_some() && want != found
        };
        if fits {
            faults.push((sq, want, found));
        }
    }
    let what = if omitted { "left off" } else { "misplaced" };
    if faults.is_empty() {
        ruling.reasoning.push(format!(
            "The claim is not borne out: no man was {what} at the start (the set-up is compared \
             with the standard array)."
        ));
        ruling.decision = Decision::Dismissed;
        return;
    }
    let describe = |p: Piece| format!("{} {:?}", color_name(p.color), p.role).to_lowercase();
    let listed: Vec<String> = faults
        .iter()
        .map(|(sq, want, found)| match (want, found) {
            (Some(w), None) => format!("the {} belonging on {sq} is missing", describe(*w)),
            (_, Some(f)) => format!("a {} stands on {sq}", describe(*f)),
            (None, None) => String::new(),
        })
        .collect();
    ruling
        .reasoning
        .push(format!("At the start {}.", listed.join("; ")));
    let offender = faults
        .iter()
        .filter_map(|(_, want, found)| found.or(*want).map(|p| p.color))
        .find(|c| *c != claimant)
        .unwrap_or(claimant);
    let Some(rule) = rule else {
        ruling.reasoning.push(format!(
            "The code does not provide for men {what} at the start. As the third person, \
             Tertius rules by analogy with the codes that do: the fault may be put right before \
             either player has made four moves, and the game goes on as it stands after that."
        ));
        ruling.decision = Decision::NoLawProvides;
        return;
    };
    let past = "The limit is past: the fault can no longer be put right, and the game goes on as \
             the men stand.";
    let Some(menu) = menu_in_force(state, rule, (claimant, offender), ruling, past) else {
        return;
    };
    ruling.decision = Decision::Upheld;
    // The choice is the adversary's of the player whose men were at fault (001 L3, 002 III).
    ruling.elector = Some(elector(menu, offender.other()));
    for remedy in &menu.remedies {
        ruling.remedies.push(match remedy {
            Remedy::RestartGame => RemedyOffer {
                remedy: *remedy,
                obligation: "The game begins afresh from the standard array.".to_owned(),
                position: Position::new(state.position.rules()).fen(),
                moves: Vec::new(),
                enforceable: true,
            },
            Remedy::ContinueAsIs => RemedyOffer {
                remedy: *remedy,
                obligation: "The game goes on as the men stand.".to_owned(),
                position: state.position.fen(),
                moves: Vec::new(),
                enforceable: true,
            },
            Remedy::RectifySetup => rectify(state, &faults),
            other => not_applicable(*other, &state.position),
        });
    }
}

/// The menu in force for a set-up fault under the code's count of moves, with the count in the
/// ruling's reasons; `None` (the ruling then out of time, for the reason `past`) once the window
/// has closed and the code offers nothing after it.
fn menu_in_force<'r>(
    state: &GameState,
    rule: &'r SetupRule,
    (claimant, offender): (Color, Color),
    ruling: &mut Ruling,
    past: &str,
) -> Option<&'r Menu> {
    let moves = |c: Color| state.plies.iter().filter(|p| p.by == c).count();
    let (white, black) = (moves(Color::White), moves(Color::Black));
    let open = match rule.window.map(|w| w as usize) {
        None => true,
        Some(n) => match rule.counted {
            MoveCount::EitherSide => white < n && black < n,
            MoveCount::EachSide => white < n || black < n,
            MoveCount::Claimant => moves(claimant) < n,
            MoveCount::Offender => moves(offender) < n,
        },
    };
    ruling.reasoning.push(match rule.window {
        None => "The code sets no limit of moves for putting it right.".to_owned(),
        Some(n) => format!(
            "White has made {white} move(s) and Black {black}; the code's limit is {n} ({}).",
            match rule.counted {
                MoveCount::EitherSide => "until either player has made them",
                MoveCount::EachSide => "until both players have made them",
                MoveCount::Claimant => "counted in the claimant's own moves",
                MoveCount::Offender => "counted in the moves of the player at fault",
            }
        ),
    });
    if open {
        return Some(&rule.within);
    }
    if rule.after.is_none() {
        ruling.reasoning.push(past.to_owned());
        ruling.decision = Decision::OutOfTime;
    }
    rule.after.as_ref()
}

/// Puts the faulty men right on the board as it stands: each man found on a wrong square goes
/// to the square the array gives it, and a man left off is set on its square. Where the men
/// have moved since, or the square is taken, the board cannot be put right mechanically.
fn rectify(state: &GameState, faults: &[(Square, Option<Piece>, Option<Piece>)]) -> RemedyOffer {
    let standard = Setup::standard().board;
    let current = *state.position.board();
    let mut board = current;
    let mut ok = true;
    // Lift every man found on a wrong square (it must still be there), then set each square the
    // array names to its man (it must be free).
    for (sq, _, found) in faults {
        if found.is_some() {
            ok &= board.piece_at(*sq) == *found;
            board.remove(*sq);
        }
    }
    for (sq, want, _) in faults {
        if let Some(w) = want {
            ok &= board.piece_at(*sq).is_none();
            board.put(*sq, *w);
        }
    }
    // The same men must be on the board afterwards, plus the ones left off: a lifted man the
    // array's squares did not take back goes to a free square of its own kind.
    for color in Color::ALL {
        for role in Role::ALL {
            let piece = Piece::new(color, role);
            let added = faults
                .iter()
                .filter(|(_, want, found)| found.is_none() && *want == Some(piece))
                .count();
            let target = current.by_piece(piece).count() as usize + added;
            let mut have = board.by_piece(piece).count() as usize;
            for home in standard.by_piece(piece) {
                if have >= target {
                    break;
                }
                if board.piece_at(home).is_none() {
                    board.put(home, piece);
                    have += 1;
                }
            }
            ok &= have == target;
        }
    }
    let mut setup = state.position.to_setup();
    setup.board = board;
    let position = Position::from_setup(setup, state.position.rules()).ok();
    match position.filter(|_| ok) {
        Some(p) => RemedyOffer {
            remedy: Remedy::RectifySetup,
            obligation: "The men are set right, and the game goes on from there.".to_owned(),
            position: p.fen(),
            moves: Vec::new(),
            enforceable: true,
        },
        None => RemedyOffer {
            remedy: Remedy::RectifySetup,
            obligation: "The men concerned have moved or their squares are taken: the board \
                         cannot be put right as it stands."
                .to_owned(),
            position: state.position.fen(),
            moves: Vec::new(),
            enforceable: false,
        },
    }
}

/// The claim that the touched man cannot be played, so the code's other penalty applies. It is
/// heard only as far as the finding is true of the board: a man that can be played is held to
/// the touch, and a man hemmed in by its own men is not one whose move would expose the king.
fn unplayable_claim(state: &GameState, reasons: &mut Reasons<'_>, ruling: &mut Ruling) {
    let offender = ruling.dispute.claimant.other();
    let touch = state.touch_offences.iter().rev().find(|t| {
        t.offender == offender && t.own && ruling.dispute.event.is_none_or(|e| e == t.event)
    });
    let Some(touch) = touch else {
        return touched(state, reasons, ruling, true);
    };
    let man = format!("{:?} on {}", touch.piece.role, touch.square).to_lowercase();
    let playable = touch
        .before
        .legal_moves()
        .iter()
        .any(|m| m.from == touch.square);
    // A move that leaves an unannounced check on is lawful where the code lets it be ignored.
    let playable_ignoring_check = !playable
        && touch.may_ignore_check
        && moves_ignoring_check(&touch.before)
            .iter()
            .any(|m| m.from == touch.square);
    if playable || playable_ignoring_check {
        if playable_ignoring_check {
            let _ = reasons.read(|p| &p.unannounced_check);
        }
        let _ = reasons.read(|p| &p.touched_man_unplayable);
        ruling.reasoning.push(if playable {
            format!(
                "The claim is not borne out: the touched {man} can be played without leaving \
                 the king in check, so the ordinary touch-move claim applies."
            )
        } else {
            format!(
                "The claim is not borne out: the touched {man} can lawfully be played. Its king \
                 stands in a check nobody announced, which the code lets the player leave \
                 unanswered, so a move of it that leaves the check on is lawful, and the \
                 ordinary touch-move claim applies."
            )
        });
        ruling.decision = Decision::Dismissed;
        return;
    }
    if reasons.value(|p| &p.unplayable_scope).copied() != Some(UnplayableScope::NoLawfulMove)
        && !touch
            .before
            .pseudo_legal_moves()
            .iter()
            .any(|m| m.from == touch.square)
    {
        let _ = reasons.read(|p| &p.touched_own_man);
        let _ = reasons.read(|p| &p.touched_man_unplayable);
        let _ = reasons.read(|p| &p.unplayable_scope);
        ruling.reasoning.push(format!(
            "The claim is not borne out: the touched {man} has no move at all, hemmed in by its \
             own men, and no move of it would leave the king in check. The article on a man \
             that cannot be played without exposing the king does not reach it."
        ));
        ruling.decision = Decision::Dismissed;
        return;
    }
    touched(state, reasons, ruling, true);
}

/// A capture en passant disputed: lawful where the code grants it (002 X, 003 VIII, 004 XV).
fn en_passant(state: &GameState, reasons: &mut Reasons<'_>, ruling: &mut Ruling) {
    let taker = ruling.dispute.claimant.other();
    let granted = reasons.read(|p| &p.en_passant).copied();
    let found = state.plies.iter().rev().find(|p| {
        p.by == taker
            && matches!(p.kind, PlyKind::Legal(m) if m.is_en_passant())
            && ruling.dispute.event.is_none_or(|e| e == p.event)
    });
    let Some(ply) = found else {
        ruling.reasoning.push(format!(
            "The claim is not borne out: {} has taken no pawn en passant.",
            color_name(taker)
        ));
        ruling.decision = Decision::Dismissed;
        return;
    };
    ruling.reasoning.push(format!(
        "{} took en passant with {} at event {}, the pawn having just advanced two squares past \
         his pawn.",
        color_name(taker),
        ply.notation,
        ply.event
    ));
    match granted {
        Some(true) => {
            ruling.reasoning.push(
                "The code lets a pawn that advances two squares be taken in passing by a pawn \
                 that could have taken it had it moved one: the capture stands."
                    .to_owned(),
            );
            ruling.decision = Decision::Dismissed;
        }
        Some(false) => {
            ruling.reasoning.push(
                "The code does not allow the capture en passant: it is a false move.".to_owned(),
            );
            ruling.decision = Decision::Upheld;
        }
        None => {
            ruling.reasoning.push(format!(
                "The code says nothing of taking en passant. As the third person, Tertius lets \
                 the capture stand, by analogy with the codes that grant it ({}).",
                reasons.analogy(|p| &p.en_passant)
            ));
            ruling.decision = Decision::NoLawProvides;
        }
    }
}

/// A king found in check that has stood for several moves (000 L5, 004 XIX): with the moves
/// known, they are taken back (A33), or the checked player retracts his own last move (000).
fn unknown_check(state: &GameState, reasons: &mut Reasons<'_>, ruling: &mut Ruling) {
    let rule = reasons.read(|p| &p.check_of_unknown_origin).copied();
    let found = state.unannounced_checks.iter().rev().find(|u| {
        u.live
            && !u.ignored_by.is_empty()
            && ruling
                .dispute
                .event
                .is_none_or(|e| e == state.plies[u.ply].event)
    });
    let Some(check) = found else {
        ruling.reasoning.push(
            "The claim is not borne out: no king stands in a check left unanswered.".to_owned(),
        );
        ruling.decision = Decision::Dismissed;
        return;
    };
    let defender = check.checker.other();
    let check_ply = &state.plies[check.ply];
    ruling.reasoning.push(format!(
        "{}'s king has been in check since {} played {} at event {}, and {} move(s) have been \
         made since without the check being answered.",
        color_name(defender),
        color_name(check.checker),
        check_ply.notation,
        check_ply.event,
        state.plies.len() - 1 - check.ply
    ));
    if ruling.dispute.claimant != defender {
        ruling.reasoning.push(format!(
            "The law gives the liberty to the player who finds his king in check, {}; his \
             adversary cannot claim it.",
            color_name(defender)
        ));
        ruling.decision = Decision::Dismissed;
        return;
    }
    let last_own = state
        .plies
        .iter()
        .rposition(|p| p.by == defender)
        .unwrap_or(check.ply + 1);
    let (remedy, from, what) = match rule {
        Some(Remedy::RetractOwnLastMoveAndParry) => (
            Remedy::RetractOwnLastMoveAndParry,
            last_own,
            format!("{} takes back his last move", color_name(defender)),
        ),
        Some(r) => (
            r,
            check.ply + 1,
            "Every move made since the check is taken back".to_owned(),
        ),
        None => {
            ruling.reasoning.push(format!(
                "The code does not say what follows. As the third person, Tertius rules by \
                 analogy with the codes that do ({}): the moves made since the check are known, \
                 so they are taken back and the check is answered.",
                reasons.analogy(|p| &p.check_of_unknown_origin)
            ));
            ruling.decision = Decision::NoLawProvides;
            return;
        }
    };
    // Retracting only one's own last move leaves the adversary's later moves on the board
    // (000 L5 "retract your last move"): the man goes back and what it took is restored.
    let retracted;
    let position = if remedy == Remedy::RetractOwnLastMoveAndParry && from + 1 < state.plies.len() {
        match retract_one(state, from) {
            Some(p) => {
                retracted = p;
                &retracted
            }
            None => {
                ruling.reasoning.push(
                    "That move cannot be taken back alone on the board as it stands (a man it \
                     moved has moved again); every move since it is taken back instead."
                        .to_owned(),
                );
                &state.plies[from].before
            }
        }
    } else {
        &state.plies[from].before
    };
    let parries = position.legal_moves();
    let sans: Vec<String> = parries
        .iter()
        .map(|m| SanPlus::from_move(position, m).to_string())
        .collect();
    ruling.decision = Decision::Upheld;
    ruling.remedies.push(RemedyOffer {
        remedy,
        obligation: format!(
            "{what}; {} must free his king from the check: {}.",
            color_name(defender),
            sans.join(", ")
        ),
        position: position.fen(),
        moves: sans,
        enforceable: !parries.is_empty(),
    });
}

/// The board as it stands with only ply `index` undone, the same player to move again; `None`
/// where that cannot be done mechanically (castling, promotion, or a man moved since).
fn retract_one(state: &GameState, index: usize) -> Option<Position> {
    let ply = &state.plies[index];
    let PlyKind::Legal(m) = ply.kind else {
        return None;
    };
    if m.is_castle() || m.promotion.is_some() || m.is_en_passant() {
        return None;
    }
    let later = &state.plies[index + 1..];
    if later.iter().any(|p| {
        [p.from, p.to]
            .iter()
            .any(|s| *s == ply.to || *s == ply.from)
    }) {
        return None;
    }
    let mut position = state.position;
    position.relocate(ply.to, ply.from).ok()?;
    if let Some(taken) = ply.captured {
        position.put(ply.to, taken);
    }
    position.set_turn(ply.by);
    Some(position)
}

/// Pawn-and-moves odds: the receiver's first moves must stay in his own half (000 L15).
fn odds_territory(state: &GameState, reasons: &mut Reasons<'_>, ruling: &mut Ruling) {
    let receiver = ruling.dispute.claimant.other();
    let rule = reasons.read(|p| &p.odds_moves_own_half).copied();
    let own_half = |c: Color, sq: Square| match c {
        Color::White => sq.rank().index() < 4,
        Color::Black => sq.rank().index() >= 4,
    };
    let found = state.plies.iter().rev().find(|p| {
        p.by == receiver
            && p.bonus
            && !own_half(receiver, p.to)
            && ruling.dispute.event.is_none_or(|e| e == p.event)
    });
    let Some(ply) = found else {
        ruling.reasoning.push(format!(
            "The claim is not borne out: {} made none of his odds moves outside his own half.",
            color_name(receiver)
        ));
        ruling.decision = Decision::Dismissed;
        return;
    };
    let granted = state.odds_moves.map_or(0, |(_, n)| u32::from(n));
    ruling.reasoning.push(format!(
        "{} received the pawn and {granted} moves, and with one of them played {} into his \
         adversary's half at event {}.",
        color_name(receiver),
        ply.notation,
        ply.event
    ));
    let Some(min) = rule else {
        ruling.reasoning.push(
            "The code does not confine such moves. As the third person, Tertius lets the move \
             stand: nothing in the players' code forbids it."
                .to_owned(),
        );
        ruling.decision = Decision::NoLawProvides;
        return;
    };
    if granted < min {
        ruling.reasoning.push(format!(
            "The law speaks of the pawn and {min} or more moves; the pawn and {granted} is not \
             covered, and the move stands."
        ));
        ruling.decision = Decision::Dismissed;
        return;
    }
    let before = &ply.before;
    let moves: Vec<Move> = before
        .legal_moves()
        .into_iter()
        .filter(|m| own_half(receiver, m.to))
        .collect();
    ruling.decision = Decision::Upheld;
    ruling.remedies.push(restricted(
        Remedy::ConfineOddsMovesToOwnHalf,
        before,
        &moves,
        format!(
            "{} must take the move back and play within his own half",
            color_name(receiver)
        ),
        false,
    ));
}

/// Who was entitled to the first move (000 L9, L10; 001 L2; 002 II; 003 IV, VI; 004 V, VI): the
/// odds-giver; else the player who began a drawn game, where the code says so; else the player
/// who did not begin the game before; else the lot.
fn first_move(state: &GameState, reasons: &mut Reasons<'_>, ruling: &mut Ruling) {
    let claimant = ruling.dispute.claimant;
    let began = state.initial.turn();
    ruling
        .reasoning
        .push(format!("{} had the first move.", color_name(began)));
    let entitled = if let Some(giver) = state.odds_giver {
        match (
            reasons.read(|p| &p.odds_giver_moves_first).copied(),
            state.odds_moves,
        ) {
            // Pawn and moves: the receiver plays his moves first (A38), as replay does.
            (_, Some((receiver, _))) => {
                ruling.reasoning.push(format!(
                    "{} received the pawn and moves, which he plays first.",
                    color_name(receiver)
                ));
                Some(receiver)
            }
            (Some(true), None) => {
                ruling.reasoning.push(format!(
                    "{} gave odds, and the giver of odds has the first move.",
                    color_name(giver)
                ));
                Some(giver)
            }
            _ => None,
        }
    } else if let Some(previous) = state.previous_game {
        let drawn_rule = reasons.read(|p| &p.drawn_game_beginner_begins).copied();
        if previous.drawn && drawn_rule == Some(true) {
            ruling.reasoning.push(format!(
                "The game before was drawn (a drawn game is no game), and {}, who began it, \
                 begins the next.",
                color_name(previous.began)
            ));
            Some(previous.began)
        } else if reasons.read(|p| &p.first_move_alternates).copied() == Some(true) {
            ruling.reasoning.push(format!(
                "{} began the game before; the first move goes to each player in turn.",
                color_name(previous.began)
            ));
            Some(previous.began.other())
        } else {
            None
        }
    } else if reasons.read(|p| &p.lots_for_first_move).copied() == Some(true) {
        ruling.reasoning.push(
            "No game went before in the sitting and no odds were given: lots decide the first \
             move, and the record does not say the lot was disregarded."
                .to_owned(),
        );
        ruling.decision = Decision::Dismissed;
        return;
    } else {
        None
    };
    let Some(entitled) = entitled else {
        ruling.reasoning.push(
            "The code does not say who has the first move here. As the third person, Tertius \
             rules by analogy with the codes that do: the game stands as begun."
                .to_owned(),
        );
        ruling.decision = Decision::NoLawProvides;
        return;
    };
    if entitled == began || entitled != claimant {
        ruling.reasoning.push(format!(
            "{} was entitled to it: the claim is not borne out.",
            color_name(entitled)
        ));
        ruling.decision = Decision::Dismissed;
        return;
    }
    ruling.reasoning.push(format!(
        "{} was entitled to the first move and did not have it.",
        color_name(entitled)
    ));
    ruling.decision = Decision::Upheld;
    ruling.remedies.push(RemedyOffer {
        remedy: Remedy::RestartGame,
        obligation: format!(
            "The game is begun again with {} to move first.",
            color_name(entitled)
        ),
        position: {
            let mut p = state.initial;
            p.set_turn(entitled);
            p.fen()
        },
        moves: Vec::new(),
        enforceable: true,
    });
}

/// A mate undertaken under a condition: the adversary claims a limit of moves, and the code says
/// there is none (004 XXIII).
fn conditional_mate(state: &GameState, reasons: &mut Reasons<'_>, ruling: &mut Ruling) {
    let undertaker = ruling.dispute.claimant.other();
    let unlimited = reasons.read(|p| &p.conditional_mate_unlimited).copied();
    let found = state
        .conditional_mates
        .iter()
        .rev()
        .find(|(e, by)| *by == undertaker && ruling.dispute.event.is_none_or(|d| d == *e));
    let Some((event, _)) = found else {
        ruling.reasoning.push(format!(
            "The claim is not borne out: {} undertook no mate under a condition.",
            color_name(undertaker)
        ));
        ruling.decision = Decision::Dismissed;
        return;
    };
    ruling.reasoning.push(format!(
        "{} undertook at event {event} to mate under a condition (with a particular man, on a \
         particular square, or by stalemate or self-mate).",
        color_name(undertaker)
    ));
    if unlimited == Some(true) {
        ruling.reasoning.push(
            "The code restricts him to no number of moves: no count may be imposed.".to_owned(),
        );
        ruling.decision = Decision::Dismissed;
    } else {
        ruling.reasoning.push(format!(
            "The code says nothing of such undertakings. As the third person, Tertius rules by \
             analogy with the codes that do ({}): he is restricted to no number of moves.",
            reasons.analogy(|p| &p.conditional_mate_unlimited)
        ));
        ruling.decision = Decision::NoLawProvides;
    }
}

/// The board placed the wrong way round (000 L12, 002 I, 003 I, 004 I).
fn board(state: &GameState, reasons: &mut Reasons<'_>, ruling: &mut Ruling) {
    let claimant = ruling.dispute.claimant;
    let rule = reasons.read(|p| &p.board_orientation);
    if !state.board_misoriented {
        ruling.reasoning.push(
            "The claim is not borne out: the record does not say the board was wrongly placed."
                .to_owned(),
        );
        ruling.decision = Decision::Dismissed;
        return;
    }
    ruling.reasoning.push(
        "The board was placed without a white corner square at each player's right hand."
            .to_owned(),
    );
    let Some(rule) = rule else {
        ruling.reasoning.push(
            "The code says nothing of how the board stands. As the third person, Tertius rules \
             by analogy with the codes that do: the board is turned, and the game goes on."
                .to_owned(),
        );
        ruling.decision = Decision::NoLawProvides;
        return;
    };
    let past = "The limit is past: the board is left as it stands, and the game is played out.";
    let Some(menu) = menu_in_force(state, rule, (claimant, claimant.other()), ruling, past) else {
        return;
    };
    ruling.decision = Decision::Upheld;
    ruling.elector = Some(elector(menu, claimant));
    for remedy in &menu.remedies {
        ruling.remedies.push(match remedy {
            Remedy::RectifySetup => RemedyOffer {
                remedy: *remedy,
                obligation: "The board is turned so that each player has a white corner square \
                             at his right hand, every man keeping its square's name; the game \
                             goes on."
                    .to_owned(),
                position: state.position.fen(),
                moves: Vec::new(),
                enforceable: true,
            },
            other => not_applicable(*other, &state.position),
        });
    }
}

/// The odds-giver left on the board the man he was to give (000 L14, 002 IV, 003 III, 004 IV).
fn odds_man(state: &GameState, reasons: &mut Reasons<'_>, ruling: &mut Ruling) {
    let claimant = ruling.dispute.claimant;
    let rule = reasons.read(|p| &p.odds_man_not_removed);
    let Some((giver, square)) = state.odds_left else {
        ruling.reasoning.push(
            "The claim is not borne out: the record gives no odds whose man was left on the \
             board."
                .to_owned(),
        );
        ruling.decision = Decision::Dismissed;
        return;
    };
    ruling.reasoning.push(format!(
        "{} gave odds and left on the board the man on {square} he was to give.",
        color_name(giver)
    ));
    if reasons.read(|p| &p.giver_mate_is_draw).copied() == Some(true) {
        let mated_by_giver = state.position.is_checkmate()
            && state.plies.last().is_some_and(|p| p.by == giver)
            && state.result == Some(GameResult::Draw);
        if mated_by_giver {
            // The game is over: what the claim decides is how it ended.
            ruling.reasoning.push(format!(
                "{} has given checkmate while the man stands: he cannot take advantage of it, \
                 and the game is drawn.",
                color_name(giver)
            ));
            ruling.decision = Decision::Upheld;
            ruling.result = Some(GameResult::Draw);
            return;
        }
        ruling.reasoning.push(format!(
            "If {} gives checkmate while the man stands, he cannot take advantage of it: the game \
             is drawn.",
            color_name(giver)
        ));
    }
    let Some(rule) = rule else {
        ruling.reasoning.push(
            "The code does not provide for it. As the third person, Tertius rules by analogy \
             with the codes that do: the man is taken off before four moves on each side, and \
             the game goes on as it stands after that."
                .to_owned(),
        );
        ruling.decision = Decision::NoLawProvides;
        return;
    };
    // A game that ended in a mate the law lets stand: the ruling says how it ended.
    if state.position.is_checkmate() {
        if let Some(result) = state.result {
            ruling.result = Some(result);
            if let Some(reason) = &state.result_reason {
                ruling
                    .reasoning
                    .push(format!("The game is over: {reason}."));
            }
        }
    }
    let past = "The limit is past: the man can no longer be removed, and the game is played with \
             all the men as they stand.";
    let Some(menu) = menu_in_force(state, rule, (claimant, giver), ruling, past) else {
        return;
    };
    ruling.decision = Decision::Upheld;
    ruling.elector = Some(elector(menu, giver.other()));
    for remedy in &menu.remedies {
        ruling.remedies.push(match remedy {
            Remedy::RestartGame => RemedyOffer {
                remedy: *remedy,
                obligation: "The game is begun afresh, with the odds man taken off.".to_owned(),
                position: state.initial_without(square),
                moves: Vec::new(),
                enforceable: true,
            },
            Remedy::ContinueAsIs => RemedyOffer {
                remedy: *remedy,
                obligation: "The game goes on with all the men as they stand.".to_owned(),
                position: state.position.fen(),
                moves: Vec::new(),
                enforceable: true,
            },
            Remedy::RectifySetup => {
                let standing = state.initial.board().piece_at(square);
                let still_there =
                    standing.is_some() && state.position.board().piece_at(square) == standing;
                let mut position = state.position;
                if still_there {
                    position.remove(square);
                }
                RemedyOffer {
                    remedy: *remedy,
                    obligation: if still_there {
                        format!("The man on {square} is taken off, and the game goes on.")
                    } else {
                        format!(
                            "The man given has left {square}: it cannot be told apart to be taken \
                             off mechanically."
                        )
                    },
                    position: position.fen(),
                    moves: Vec::new(),
                    enforceable: still_there,
                }
            }
            other => not_applicable(*other, &state.position),
        });
    }
}

/// The position just after the move made at `event`: where the next move started, or the board
/// as it stands if it was the last.
fn position_after(state: &GameState, event: usize) -> String {
    state
        .plies
        .iter()
        .position(|p| p.event == event)
        .and_then(|i| state.plies.get(i + 1))
        .map_or_else(|| state.position.fen(), |next| next.before.fen())
}

/// A remedy a code's menu names that has no meaning for this offence.
fn not_applicable(remedy: Remedy, position: &Position) -> RemedyOffer {
    RemedyOffer {
        remedy,
        obligation: "this remedy does not apply to the offence".to_owned(),
        position: position.fen(),
        moves: Vec::new(),
        enforceable: false,
    }
}
