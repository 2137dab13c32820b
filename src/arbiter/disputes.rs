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
use super::judge::{Answer, Award, Hearing, Window, judge};
use super::reasons::Reasons;
use super::record::GameRecord;
use super::remedies::{self, SetupFault, any_legal_move, not_applicable};
use super::replay::{
    GameState, Ply, PlyKind, ReplayError, color_name, moves_ignoring_check, replay,
};
use super::ruling::{Dispute, DisputeKind, GameResult, RemedyOffer, Ruling};

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
    let mut hearing = Hearing::new(
        &state,
        Reasons::new(code, catalogue, &state.options),
        *dispute,
    );
    let h = &mut hearing;
    let answer = match dispute.kind {
        DisputeKind::StalemateResult => stalemate(h),
        DisputeKind::FalseMove => irregular_move(h, Irregular::FalseMove),
        DisputeKind::IllegalCastling => irregular_move(h, Irregular::Castling),
        DisputeKind::IllegalCapture => irregular_move(h, Irregular::Capture),
        DisputeKind::OwnManTakenOrWrongMan => irregular_move(h, Irregular::OwnMan),
        DisputeKind::InitialMenMisplaced => setup_fault(h, false),
        DisputeKind::InitialManOmitted => setup_fault(h, true),
        DisputeKind::MovedAdversaryMan => irregular_move(h, Irregular::AdversaryMan),
        DisputeKind::SelfExposingCheck => irregular_move(h, Irregular::SelfExposingCheck),
        DisputeKind::TouchedOwnMan => touched(h, true),
        DisputeKind::TouchedOwnManUnplayable => unplayable_claim(h),
        DisputeKind::EnPassant => en_passant(h),
        DisputeKind::OddsManNotRemoved => odds_man(h),
        DisputeKind::BoardMisoriented => board(h),
        DisputeKind::FirstMoveOrColour => first_move(h),
        DisputeKind::ConditionalMateAgreement => conditional_mate(h),
        DisputeKind::CheckOfUnknownOrigin => unknown_check(h),
        DisputeKind::OddsMovesOutOfTerritory => odds_territory(h),
        DisputeKind::TouchedAdversaryMan => touched(h, false),
        DisputeKind::MoveOutOfTurn => out_of_turn(h),
        DisputeKind::FalseCheckAnnouncement => false_check(h),
        DisputeKind::UnannouncedCheck => unannounced_check(h),
        DisputeKind::Promotion => promotion(h),
        DisputeKind::UnprovidedOrDisputedPoint => unprovided_point(h),
        DisputeKind::LateClaim => late_claim(h),
        DisputeKind::FiftyMoveClaim => {
            let endgames = tables.map(|tables| Endgames {
                tables,
                outcome: super::replay::outcome_rules(code, &state.options),
            });
            fifty_move_claim(h, endgames.as_ref())
        }
        DisputeKind::AdjustmentClaim => adjustment(h),
        DisputeKind::ManReleased => man_released(h),
    };
    Ok(judge(hearing, answer, &record.game_id, code))
}

fn stalemate<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
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
        h.find(format!("The position is not stalemate: {why}."));
        // The claim is dismissed on the facts; the article that would have decided it is still
        // the one the claim invoked.
        let _ = h.reasons.read(|p| &p.stalemate);
        if !position.is_check() && only_en_passant(&legal, &mut h.reasons) {
            h.find(
                "His only moves are captures in passing, which the code grants: without them \
                 he would be stalemated."
                    .to_owned(),
            );
        }
        return Answer::Dismissed;
    }
    h.find(format!(
        "{} is not in check and has no legal move: the game is stalemate.",
        color_name(side)
    ));
    match h.reasons.read(|p| &p.stalemate) {
        Some(StalemateOutcome::Draw) => {
            h.find("Under this code a stalemate is a drawn game.");
            Answer::Upheld(Award::result(GameResult::Draw))
        }
        Some(StalemateOutcome::StalematedPlayerWins) => {
            h.find(format!(
                "Under this code the stalemated player wins: {} wins the game.",
                color_name(side)
            ));
            Answer::Upheld(Award::result(GameResult::Win(side)))
        }
        None => {
            h.find(
                "The code does not say how a stalemate is scored; as the third person, Tertius \
                 scores it a draw, by analogy with the codes that do.",
            );
            Answer::ByAnalogy(Award::result(GameResult::Draw))
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
fn irregular_at<'c>(h: &mut Hearing<'_, 'c>, event: usize, irregular: Irregular) -> Answer<'c> {
    let asked = h.dispute.event;
    h.dispute.event = Some(event);
    let answer = irregular_move(h, irregular);
    h.dispute.event = asked;
    answer
}

/// A code with no article of its own on an irregular move judges it by its false-move law.
fn false_move_law<'c>(h: &mut Hearing<'_, 'c>, what: &str) -> Option<&'c Menu> {
    h.find(format!(
        "The code has no article on a {what}; the move is a false move, and the false-move law \
         applies."
    ));
    h.reasons.read(|p| &p.false_move)
}

fn irregular_move<'c>(h: &mut Hearing<'_, 'c>, irregular: Irregular) -> Answer<'c> {
    let state = h.state;
    let claimant = h.dispute.claimant;
    let offender = claimant.other();
    // Where the code says nothing of castling with a rook given at odds, a king's step towards
    // that rook's corner is no castling at all (see `leap_without_odds_rook`).
    let odds_castling_spoken_of = h.reasons.value(|p| &p.castling_with_odds_rook).is_some();
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
            c.offender == offender && Irregular::Castling.fits(ply) && h.names(ply.event)
        });
        if let Some(c) = latest.filter(|c| fits(Irregular::FalseMove, &state.plies[c.ply])) {
            let ply = &state.plies[c.ply];
            h.find(format!(
                "The move complained of, {}, is no castling under this code: the claim is heard \
                 under the code's article on false moves.",
                ply.notation
            ));
            return irregular_at(h, ply.event, Irregular::FalseMove);
        }
    }
    // A claim is heard under the article that governs the act: castling filed as a false move
    // is heard under the castling article.
    if irregular == Irregular::FalseMove {
        let latest = state.claimables.iter().rev().find(|c| {
            let ply = &state.plies[c.ply];
            c.offender == offender
                && (fits(irregular, ply) || fits(Irregular::Castling, ply))
                && h.names(ply.event)
        });
        if let Some(c) = latest.filter(|c| fits(Irregular::Castling, &state.plies[c.ply])) {
            h.find(format!(
                "The move complained of, {}, is castling: the claim is heard under the code's \
                 article on castling.",
                state.plies[c.ply].notation
            ));
            return irregular_move(h, Irregular::Castling);
        }
        if let Some(c) = latest {
            let ply = &state.plies[c.ply];
            if Irregular::Unexchanged.fits(ply)
                && h.reasons.value(|p| &p.promotion_optional).copied() == Some(false)
            {
                h.find(format!(
                    "The move complained of, {}, brought a pawn to the last rank and left it a \
                     pawn: the claim is heard under the code's article on promotion.",
                    ply.notation
                ));
                let _ = h.reasons.read(|p| &p.promotion_optional);
                return irregular_move(h, Irregular::Unexchanged);
            }
            if Irregular::Capture.fits(ply) && h.reasons.value(|p| &p.illegal_capture).is_some() {
                h.find(format!(
                    "The move complained of, {}, is a capture: the claim is heard under the \
                     code's article on captures.",
                    ply.notation
                ));
                return irregular_move(h, Irregular::Capture);
            }
        }
    }
    let castling = irregular == Irregular::Castling;
    let found = state.claimables.iter().rev().find(|c| {
        let ply = &state.plies[c.ply];
        c.offender == offender && fits(irregular, ply) && h.names(ply.event)
    });
    let what = irregular.what();
    let menu = match irregular {
        Irregular::Castling => h.reasons.read(|p| &p.illegal_castling),
        Irregular::Capture => {
            let own = h.reasons.read(|p| &p.illegal_capture);
            own.or_else(|| false_move_law(h, what))
        }
        Irregular::OwnMan => {
            let own = h.reasons.read(|p| &p.own_man_taken);
            own.or_else(|| false_move_law(h, what))
        }
        Irregular::AdversaryMan => h.reasons.read(|p| &p.moved_adversary_man),
        Irregular::Unexchanged => {
            let own = h.reasons.read(|p| &p.pawn_not_exchanged);
            own.or_else(|| false_move_law(h, what))
        }
        Irregular::FalseMove => h.reasons.read(|p| &p.false_move),
        Irregular::SelfExposingCheck => {
            // The codes that name this offence (000 L7, 001 L10) give it no penalty of its own:
            // it is a false move (A37), punished as one. The others reach it through their
            // false-move law alone.
            if h.reasons.read(|p| &p.self_exposing_check).is_none() {
                h.find(
                    "The code has no article on a check given by a move that exposes the \
                     mover's own king; such a move is a false move, and the false-move law \
                     applies."
                        .to_owned(),
                );
            }
            h.reasons.read(|p| &p.false_move)
        }
    };
    let Some(claim) = found else {
        let named = match h.dispute.event {
            Some(e) => format!("event {e} is not a {what} by {}", color_name(offender)),
            None => format!("{} has made no {what} in this game", color_name(offender)),
        };
        h.find(format!("The claim is not borne out: {named}."));
        if castling {
            lawful_castling(h, offender);
        }
        lawful_ignoring_check(h, offender);
        return Answer::Dismissed;
    };
    let ply = &state.plies[claim.ply];
    h.find(format!(
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
        castling_barred(h, ply);
    }
    if leap_without_odds_rook(state, ply, odds_castling_spoken_of) {
        h.find(format!(
            "It is no castling: the rook of {} was given at odds and never stood on the board, \
             so it has not been moved, and the code knows no castling without a rook. The king \
             went two squares, where it cannot lawfully go.",
            castling_side(ply).rook_corner(ply.by)
        ));
    }
    if ply.piece.role == Role::Pawn
        && ply.to.rank().relative(ply.piece.color) <= ply.from.rank().relative(ply.piece.color)
        && h.reasons.read(|p| &p.pawns_move_only_forward).copied() == Some(true)
    {
        h.find(format!(
            "A pawn can only move forward, and the pawn on {} did not.",
            ply.from
        ));
    }
    if ply.piece.role == Role::Pawn
        && ply.from.distance(ply.to) == 2
        && ply.spent_pawns.contains(ply.from)
    {
        h.find(format!(
            "The pawn on {} had moved before and was put back on its first square by a move \
             that stood: its first move was spent, and it could not step two squares.",
            ply.from
        ));
        let _ = h.reasons.read(|p| &p.pawn_double_step);
    }
    if let Some(passed) = late_en_passant(ply) {
        if h.reasons.read(|p| &p.en_passant_at_once).copied() == Some(true) {
            h.find(format!(
                "The pawn on {passed} could be taken in passing only on the move right after its \
                 double step, and that move had gone by."
            ));
        }
    }

    let deadline = h.reasons.read_limit(|p| &p.claim_deadline);
    if let Some(closed) = claim.closed_by {
        return Answer::late(Window {
            closed,
            deadline,
            consequence: "; the code allows no penalty after that, and the position stands as \
                          if the move had been lawful.",
        });
    }
    if deadline.is_none() {
        h.find("The code sets no time limit for the claim.".to_owned());
    }
    let later = state.plies.len() - 1 - claim.ply;
    if later > 0 {
        h.find(format!(
            "The {later} move(s) made since are taken back with it."
        ));
    }

    let Some(menu) = menu else {
        h.find(format!(
            "The code names no penalty for a {what}. As the third person, Tertius rules by \
             analogy with the other codes: the move is taken back and {} makes a lawful move.",
            color_name(offender)
        ));
        return Answer::ByAnalogy(Award::remedy(any_legal_move(&ply.before, offender)));
    };
    let no_penalty_if_immobile = moves_king(menu)
        && h.reasons
            .value(|p| &p.no_penalty_if_king_immobile)
            .copied()
            .unwrap_or(false);
    let award = Award::menu(menu, claimant, |remedy| {
        remedies::for_move(remedy, state, ply, no_penalty_if_immobile)
    });
    cite_king_rules(&award.remedies, no_penalty_if_immobile, &mut h.reasons);
    Answer::Upheld(award)
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
fn lawful_ignoring_check(h: &mut Hearing<'_, '_>, offender: Color) {
    let state = h.state;
    let ignoring = state.unannounced_checks.iter().find_map(|u| {
        u.ignored_by
            .iter()
            .map(|&i| &state.plies[i])
            .filter(|p| p.by == offender)
            .rfind(|p| h.names(p.event))
    });
    let Some(ply) = ignoring else {
        return;
    };
    if h.reasons.read(|p| &p.unannounced_check).is_some() {
        h.find(format!(
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
fn castling_barred(h: &mut Hearing<'_, '_>, ply: &Ply) {
    let state = h.state;
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
            h.reasons.read(|p| &p.castling_barred_if_king_or_rook_moved);
            "the king or that rook had moved".to_owned()
        }
        CastlingBar::NoRook if given_at_odds && !ply.before.rules().castling.odds_rook => {
            h.reasons.read(|p| &p.castling_with_odds_rook);
            format!(
                "the rook of {corner} was given at odds, and the code allows no castling with it"
            )
        }
        CastlingBar::NoRook if given_at_odds => {
            // The code castles as if the rook were there, but that right ended with a move of
            // the king (or of a rook to that corner).
            h.reasons.read(|p| &p.castling_barred_if_king_or_rook_moved);
            format!(
                "the rook of {corner} was given at odds, and the king had moved since, which \
                 ends castling on that side as it would with the rook there"
            )
        }
        CastlingBar::NoRook => {
            h.reasons.read(|p| &p.castling_barred_if_king_or_rook_moved);
            format!("no rook stood on {corner}: it had moved or been taken")
        }
        CastlingBar::OddsCornerOccupied => {
            h.reasons.read(|p| &p.castling_with_odds_rook);
            format!(
                "the rook of {corner} was given at odds, and another man stood on its square, \
                 so the king could not castle as if the rook were there"
            )
        }
        CastlingBar::InCheck => {
            h.reasons.read(|p| &p.castling_barred_in_check);
            "the king was in check".to_owned()
        }
        CastlingBar::MenBetween => {
            h.reasons.read(|p| &p.castling_barred_if_men_between);
            "men stood between the king and the rook".to_owned()
        }
        CastlingBar::ThroughAttacked => {
            h.reasons.read(|p| &p.castling_barred_through_attacked);
            "the king would pass over a square the adversary attacked".to_owned()
        }
        CastlingBar::IntoAttacked => {
            h.reasons.read(|p| &p.castling_barred_into_attacked);
            "the king would end in check".to_owned()
        }
    };
    h.find(format!("Castling was barred: {why}."));
}

/// A claim of illegal castling against a castling the code allowed: says so, reading the
/// condition that the claim most often turns on (king and rook unmoved; or, with a rook given
/// at odds, the article that allows castling without it).
fn lawful_castling(h: &mut Hearing<'_, '_>, offender: Color) {
    let state = h.state;
    let castled = state.plies.iter().rev().find_map(|p| match p.kind {
        PlyKind::Legal(m) if p.by == offender && m.is_castle() && h.names(p.event) => Some((p, m)),
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
        h.reasons.read(|p| &p.castling_with_odds_rook);
        "with the rook given at odds, as if it stood at its square"
    } else {
        h.reasons.read(|p| &p.castling_barred_if_king_or_rook_moved);
        "with king and rook unmoved"
    };
    h.find(format!(
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
fn touched<'c>(h: &mut Hearing<'_, 'c>, own: bool) -> Answer<'c> {
    let state = h.state;
    let claimant = h.dispute.claimant;
    let offender = claimant.other();
    let menu = if own {
        h.reasons.read(|p| &p.touched_own_man)
    } else {
        h.reasons.read(|p| &p.touched_adversary_man)
    };
    let found = state.touch_offences.iter().rev().find(|t| {
        t.offender == offender
            && t.own == own
            && h.names(t.event)
            && (!own || t.moved_instead.is_some() || state.position.turn() == offender)
    });
    let whose = if own { "his own" } else { "his adversary's" };
    let Some(touch) = found else {
        h.find(format!(
            "The claim is not borne out: {} left no touch of {whose} man unanswered{}.",
            color_name(offender),
            if own {
                " (a man touched and then played discharges the touch)"
            } else {
                ""
            }
        ));
        return Answer::Dismissed;
    };
    let man = format!("{:?} on {}", touch.piece.role, touch.square).to_lowercase();
    // What the offender did after the touch, in the same turn: the move a penalty would
    // replace, or the one that already satisfies it.
    let next = next_move_of(state, offender, touch.event);
    h.find(match next {
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
        if h.reasons
            .read(|p| &p.touch_released_by_false_check)
            .copied()
            == Some(true)
        {
            h.find(format!(
                "{} had said \"check\" at event {} when no check was given, and the touch came \
                 in consequence of it. The code lets the misled player take back what he did \
                 in consequence of a false \"check\": the touch binds him to nothing.",
                color_name(claimant),
                announced.event
            ));
            return Answer::Dismissed;
        }
    }
    let Some(menu) = menu else {
        h.find(format!(
            "The code does not provide for touching {whose} man. As the third person, Tertius \
             rules by analogy with the codes that do: the touch is without consequence here."
        ));
        return Answer::ByAnalogy(Award::nothing());
    };
    let before = &touch.before;
    let mut legal = before.legal_moves();
    if touch.may_ignore_check {
        // His king stood in a check nobody announced, which the code lets him ignore: a move
        // that leaves it on is lawful, so a man that has one can be played.
        let ignoring = moves_ignoring_check(before);
        if !ignoring.is_empty() {
            let _ = h.reasons.read(|p| &p.unannounced_check);
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
        unplayable_finding(before, touch.square, &mut h.reasons)
    } else {
        None
    };
    let menu = match unplayable {
        Some(finding) => {
            h.find(format!("The {man} {finding}."));
            // Cited once the claim is found in time (or already satisfied), after the deadline.
            match h.reasons.value(|p| &p.touched_man_unplayable) {
                Some(m) => m,
                None => {
                    h.find(
                        "The code does not say what follows when the touched man cannot be \
                         played; as the third person, Tertius rules that any lawful move may be \
                         made.",
                    );
                    return Answer::ByAnalogy(Award::remedy(any_legal_move(before, offender)));
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
        && h.reasons
            .value(|p| &p.no_penalty_if_king_immobile)
            .copied()
            .unwrap_or(false);
    let touch_of = remedies::Touch {
        before,
        man: &man,
        offender,
        legal: &legal,
        touched_moves: &touched_moves,
        no_penalty_if_immobile,
    };
    let mut offers = Vec::new();
    for remedy in &menu.remedies {
        let offer = remedies::for_touch(*remedy, &touch_of);
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
                cite_unplayable(&mut h.reasons, standing_check);
            }
            if compels_touched_man {
                let _ = only_en_passant(&touched_moves, &mut h.reasons);
            }
            h.find(format!(
                "{} is what the code would oblige him to play: the penalty is already \
                 satisfied, and nothing is taken back.",
                ply.notation
            ));
            return Answer::Dismissed;
        }
    }
    let deadline = h.reasons.read_limit(|p| &p.touch_claim_deadline);
    if let Some(closed) = touch.closed_by {
        return Answer::late(Window {
            closed,
            deadline,
            consequence: ": no penalty can be inflicted.",
        });
    }
    if unplayable.is_some() {
        cite_unplayable(&mut h.reasons, standing_check);
    }
    if compels_touched_man && only_en_passant(&touched_moves, &mut h.reasons) {
        h.find(if own {
            format!("The {man} can be played only by taking in passing, which the code grants.")
        } else {
            format!("The {man} can be taken only in passing, which the code grants.")
        });
    }
    cite_king_rules(&offers, no_penalty_if_immobile, &mut h.reasons);
    if own && next.is_some() {
        h.find("The move made instead is taken back.");
    }
    if menu.fallback && offers.iter().all(|r| !r.enforceable) {
        h.find("None of the penalties can be enforced: no penalty can be inflicted.");
    }
    Answer::Upheld(Award::elected(menu, claimant, offers))
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
fn out_of_turn<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let claimant = h.claimant();
    let offender = claimant.other();
    let menu = h.reasons.read(|p| &p.move_out_of_turn);
    let found = state.claimables.iter().rev().find(|c| {
        let ply = &state.plies[c.ply];
        c.offender == offender && ply.out_of_turn && h.names(ply.event)
    });
    let Some(claim) = found else {
        h.find(format!(
            "The claim is not borne out: {} has not moved out of his turn.",
            color_name(offender)
        ));
        return Answer::Dismissed;
    };
    let ply = &state.plies[claim.ply];
    h.find(format!(
        "{} played {} at event {} when it was {}'s turn.",
        color_name(offender),
        ply.notation,
        ply.event,
        color_name(claimant)
    ));
    let deadline = h.reasons.read_limit(|p| &p.claim_deadline);
    if let Some(closed) = claim.closed_by {
        return Answer::late(Window {
            closed,
            deadline,
            consequence: ": both moves stand.",
        });
    }
    let Some(menu) = menu else {
        let alternate = h.reasons.read(|p| &p.moves_alternate).copied() == Some(true);
        h.find(format!(
            "{} As the third person, Tertius rules by analogy with the codes that do: the second \
             move is taken back, and {} is to move.",
            if alternate {
                "The code requires the players to move alternately but names no penalty."
            } else {
                "The code has no article on a move made out of turn."
            },
            color_name(claimant)
        ));
        return Answer::ByAnalogy(Award::remedy(remedies::retract_second_move(ply)));
    };
    Answer::Upheld(Award::menu(menu, claimant, |remedy| match remedy {
        Remedy::RetractSecondMove => remedies::retract_second_move(ply),
        Remedy::KeepBothMoves => remedies::keep_both_moves(state, ply),
        other => not_applicable(other, &ply.before),
    }))
}

/// "Check" said without check given, and a move made in consequence: the misled player may take
/// his move back (000 L6, 001 L8, 002 XIV, 003 XI, 004 XX).
fn false_check<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let claimant = h.claimant();
    let announcer = claimant.other();
    let menu = h.reasons.read(|p| &p.false_check_announcement);
    let found = state
        .false_announcements
        .iter()
        .rev()
        .find(|f| f.announcer == announcer && h.names(f.event));
    let Some(false_check) = found else {
        h.find(format!(
            "The claim is not borne out: {} said \"check\" only when giving check.",
            color_name(announcer)
        ));
        return Answer::Dismissed;
    };
    h.find(format!(
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
            && h.reasons
                .read(|p| &p.touch_released_by_false_check)
                .copied()
                == Some(true);
        let (Some(touch), true) = (touch, released) else {
            h.find(format!(
                "{} has made no move since, so there is nothing to retract.",
                color_name(claimant)
            ));
            return Answer::Dismissed;
        };
        if menu.is_none_or(|m| !m.remedies.contains(&Remedy::RetractMisledMove)) {
            return Answer::Dismissed;
        }
        h.find(format!(
            "{} then touched the {} on {} in consequence of it, and has not moved since.",
            color_name(claimant),
            format!("{:?}", touch.piece.role).to_lowercase(),
            touch.square
        ));
        // The misled player alone has the choice (to move the man touched, or another).
        let mut award = Award::remedy(remedies::touch_released(claimant, &state.position));
        award.elector = Some((claimant, Elector::Aggrieved));
        return Answer::Upheld(award);
    };
    h.find(format!(
        "{} then played {}, taken to be in consequence of the announcement.",
        color_name(claimant),
        ply.notation
    ));
    let _ = h.reasons.read_limit(|p| &p.false_check_deadline);
    if let Some(closed) = false_check.closed_by {
        h.find(format!(
            "{} made his next move at event {closed}: the move can no longer be retracted.",
            color_name(announcer)
        ));
        return Answer::stated_late();
    }
    let Some(menu) = menu else {
        return Answer::ByAnalogy(Award::nothing());
    };
    Answer::Upheld(Award::menu(menu, claimant, |remedy| match remedy {
        Remedy::RetractMisledMove => remedies::retract_misled_move(ply),
        Remedy::LeaveAsPlayed => remedies::move_stands(state, ply),
        other => not_applicable(other, &ply.before),
    }))
}

/// A check given without saying "check" and left unanswered: the defender need not notice it
/// until warned, and then the moves since are taken back (000 L5, 001 L9, 002 XIII, 003 X,
/// 004 XVIII).
fn unannounced_check<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let claimant = h.dispute.claimant;
    let rule = h.reasons.read(|p| &p.unannounced_check);
    let found = state
        .unannounced_checks
        .iter()
        .rev()
        .find(|u| h.names(state.plies[u.ply].event));
    let Some(check) = found else {
        h.find(
            "The claim is not borne out: no check was given without \"check\" being said."
                .to_owned(),
        );
        return Answer::Dismissed;
    };
    let checker = check.checker;
    let defender = checker.other();
    let check_ply = &state.plies[check.ply];
    h.find(format!(
        "{} gave check with {} at event {} without saying \"check\".",
        color_name(checker),
        check_ply.notation,
        check_ply.event
    ));
    let Some(&first_ignoring) = check.ignored_by.first() else {
        h.find(format!(
            "{} has not played on as if there were no check: there is nothing to rule.",
            color_name(defender)
        ));
        return Answer::Dismissed;
    };
    let ignoring = &state.plies[first_ignoring];
    h.find(format!(
        "{} played {} at event {}, leaving the check unanswered.",
        color_name(defender),
        ignoring.notation,
        ignoring.event
    ));
    let Some(rule) = rule else {
        h.find(
            "The code does not provide for a check given without warning; as the third person, \
             Tertius rules that the check must be answered from now on.",
        );
        return Answer::ByAnalogy(Award::nothing());
    };
    // Where the check was given: every retraction goes back to it, and the defender parries.
    let at_check = &ignoring.before;
    let since = state.plies.len() - 1 - check.ply;
    match rule.trigger {
        CheckTrigger::CheckerWarnsOnNextMove => match check.warning {
            Some((event, 1)) => {
                h.find(format!(
                    "{} said \"check\" with his next move (event {event}): each player takes \
                     back his last move and the check is answered.",
                    color_name(checker)
                ));
                Answer::Upheld(Award::remedy(remedies::answer_unannounced_check(
                    rule.retraction,
                    "Each player takes back his last move",
                    defender,
                    at_check,
                )))
            }
            Some((event, moves)) => {
                h.find(format!(
                    "{} said \"check\" only at event {event}, {moves} moves after giving it; the \
                     code takes the moves back only when the warning comes with his next move. \
                     The moves stand, and the check must be answered from the warning on.",
                    color_name(checker)
                ));
                Answer::stated_late()
            }
            None => {
                h.find(format!(
                    "{} has not said \"check\": {} is not obliged to notice it.",
                    color_name(checker),
                    color_name(defender)
                ));
                if claimant == defender {
                    Answer::Upheld(Award::remedy(remedies::check_need_not_be_noticed(
                        checker,
                        &state.position,
                    )))
                } else {
                    Answer::Dismissed
                }
            }
        },
        CheckTrigger::Discovered => {
            let within = rule.within_moves.unwrap_or(0) as usize;
            if since <= within {
                h.find(format!(
                    "The check is found {since} move(s) after it was given, within the code's \
                     {within}: the men are replaced and the check is answered."
                ));
                return Answer::Upheld(Award::remedy(remedies::answer_unannounced_check(
                    rule.retraction,
                    "Every move since the check is taken back",
                    defender,
                    at_check,
                )));
            }
            h.find(format!(
                "The check is found {since} moves after it was given, beyond the code's \
                 {within}, and the code says nothing of that case. As the third person, \
                 Tertius rules that the position stands with the check ignored, and the \
                 check must be answered from now on."
            ));
            // A25: the point goes to the third person the code names, where it names one.
            if h.reasons.read(|p| &p.refer_unprovided_points).copied() == Some(true) {
                Answer::ByAnalogy(Award::remedy(remedies::may_refer_to_third_person(
                    &state.position,
                )))
            } else {
                Answer::ByAnalogy(Award::nothing())
            }
        }
    }
}

/// The adversary's choice of piece for a pawn on the last rank (002 IX, 004 XXI: any piece, even
/// with all the pieces on the board).
fn promotion<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let promoter = h.dispute.claimant.other();
    let any_piece = h.reasons.read(|p| &p.promotion_any_piece).copied();
    let left_a_pawn = state
        .plies
        .iter()
        .rev()
        .find(|p| p.by == promoter && unexchanged(p) && h.names(p.event));
    if let Some(ply) = left_a_pawn {
        if h.reasons.read(|p| &p.promotion_optional).copied() != Some(true) {
            h.find(format!(
                "{}'s pawn reached the last rank with {} at event {} and was not exchanged, \
                 as the code requires.",
                color_name(promoter),
                ply.notation,
                ply.event
            ));
            return irregular_at(h, ply.event, Irregular::Unexchanged);
        }
    }
    let found = state
        .plies
        .iter()
        .rev()
        .find(|p| p.by == promoter && p.promotion.is_some() && h.names(p.event));
    let Some((ply, role)) = found.and_then(|p| p.promotion.map(|r| (p, r))) else {
        h.find(format!(
            "The claim is not borne out: {} has promoted no pawn.",
            color_name(promoter)
        ));
        return Answer::Dismissed;
    };
    if !matches!(ply.kind, PlyKind::Legal(_)) {
        // A king, or a man that is no pawn, "promoted": no code allows it (A18 (ii)); it is a
        // false move and is ruled as one.
        h.find(format!(
            "{} played {} at event {}, which is no lawful promotion: it is a false move.",
            color_name(promoter),
            ply.notation,
            ply.event
        ));
        return irregular_at(h, ply.event, Irregular::FalseMove);
    }
    let name = format!("{role:?}").to_lowercase();
    let already = ply
        .before
        .board()
        .by_piece(crate::chess::Piece::new(promoter, role))
        .count();
    h.find(format!(
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
            h.find(
                "The code lets the pawn become any piece the player chooses, even when all his \
                 pieces remain on the board: the promotion stands."
                    .to_owned(),
            );
            Answer::Dismissed
        }
        _ => {
            h.find(format!(
                "The code says nothing of promotion. As the third person, Tertius lets the \
                 {name} stand, by analogy with the codes that do ({}): any piece but a king, \
                 even when all remain.",
                h.reasons.analogy(|p| &p.promotion_any_piece)
            ));
            Answer::ByAnalogy(Award::nothing())
        }
    }
}

/// A point no law provides for, or a dispute over a law's meaning: the codes that speak of it
/// send it to a third person (000 L20, 003 XIV, 004 XXVI). Software does not decide such a
/// point; it says where it goes.
fn unprovided_point<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    if h.reasons.read(|p| &p.refer_unprovided_points).copied() == Some(true) {
        h.find(
            "The code sends a point it does not settle to a third person, whose decision is \
             final. Tertius rules on what the articles provide; a point outside them needs that \
             person's judgment.",
        );
    } else {
        h.find(
            "The code has no article on disputes. As the third person, Tertius can rule only \
             on what the articles provide; by analogy with the codes that do speak of it, a \
             point outside them goes to a human arbiter the players accept.",
        );
    }
    Answer::ByAnalogy(Award::remedy(remedies::refer_to_third_person(
        &h.state.position,
    )))
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
fn late_claim<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let offender = h.dispute.claimant;
    let adversary = offender.other();
    let fits = |event: usize| h.names(event);
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
        h.find(format!(
            "{} has committed no irregularity that could be claimed: there is no claim to be late.",
            color_name(offender)
        ));
        return Answer::Dismissed;
    };
    let deadline = match which {
        ClaimWindow::Move => h.reasons.read_limit(|p| &p.claim_deadline),
        ClaimWindow::Touch => h.reasons.read_limit(|p| &p.touch_claim_deadline),
        ClaimWindow::FalseCheck => h.reasons.read_limit(|p| &p.false_check_deadline),
    };
    h.find(format!(
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
            h.find(format!(
                "The window closed at event {closed}, when {} had {act}: the claim is out of time.",
                color_name(by)
            ));
            Answer::Upheld(Award::remedy(remedies::time_barred(&what, &state.position)))
        }
        (None, None) => {
            h.find("The code sets no time limit for such a claim: it is not late.".to_owned());
            Answer::Dismissed
        }
        (None, Some(_)) => {
            h.find(format!(
                "{} has not yet done what closes the window: the claim is in time.",
                color_name(adversary)
            ));
            Answer::Dismissed
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
fn fifty_move_claim<'c>(h: &mut Hearing<'_, 'c>, endgames: Option<&Endgames<'_>>) -> Answer<'c> {
    let state = h.state;
    let defender = h.dispute.claimant;
    let attacker = defender.other();
    let Some(rule) = h.reasons.read(|p| &p.fifty_moves) else {
        h.find(
            "The code has no law limiting the moves in which mate must be given. As the third \
             person, Tertius rules that the game goes on: no count can be imposed that the \
             players' code does not know."
                .to_owned(),
        );
        return Answer::ByAnalogy(Award::nothing());
    };
    let found = state
        .fifty_notices
        .iter()
        .rev()
        .find(|n| n.by == defender && h.names(n.event));
    let Some(notice) = found else {
        h.find(format!(
            "The claim is not borne out: {} gave no notice that he would count the moves.",
            color_name(defender)
        ));
        return Answer::Dismissed;
    };
    let undertook = state
        .conditional_mates
        .iter()
        .any(|(_, by)| *by == attacker);
    if undertook && h.reasons.read(|p| &p.conditional_mate_unlimited).copied() == Some(true) {
        h.find(format!(
            "{} undertook a mate under a condition, and such a player is restricted to no number \
             of moves.",
            color_name(attacker)
        ));
        return Answer::Dismissed;
    }
    let ending = format!(
        "{}-{}",
        material(&notice.position, attacker),
        material(&notice.position, defender)
    );
    h.find(format!(
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
        h.find(match rule.material {
            FiftyMaterial::PiecesOnly => format!(
                "{} still had pawns: the count applies only to mates with pieces alone.",
                color_name(attacker)
            ),
            _ => format!(
                "The ending is not one the law names ({}): the count does not apply.",
                rule.endings.join(", ")
            ),
        });
        return Answer::Dismissed;
    }
    if let Some(endgames) = endgames {
        add_fifty_move_verdict(endgames, h, &notice.position, rule.moves);
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
        h.find("Mate was given within the count.".to_owned());
        return Answer::Dismissed;
    }
    if let (Some(_), Some(how)) = (state.result, &state.result_reason) {
        if by_attacker < needed || by_defender < needed {
            h.find(format!("The game ended ({how}) before the count was out."));
            return Answer::Dismissed;
        }
    }
    if by_attacker >= needed && by_defender >= needed {
        h.find(format!(
            "{} moves by {} and {} by {} have been played since the notice without mate: \
             the {needed} moves each are over, and the game is drawn.",
            by_attacker,
            color_name(attacker),
            by_defender,
            color_name(defender)
        ));
        let mut award = Award::remedy(remedies::declare_draw(&state.position));
        award.result = Some(GameResult::Draw);
        Answer::Upheld(award)
    } else {
        h.find(format!(
            "Only {by_attacker} moves by {} and {by_defender} by {} have been played since the \
             notice; the law allows {needed} each: the count goes on.",
            color_name(attacker),
            color_name(defender)
        ));
        Answer::Dismissed
    }
}

/// "J'adoube": the claimant says he touched the man only to adjust it, so he need not play it
/// (000 L1, 002 V, 003 V, 004 VII).
fn adjustment<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let claimant = h.dispute.claimant;
    let found = state
        .adjustments
        .iter()
        .rev()
        .find(|a| a.by == claimant && h.names(a.event));
    let Some(adjust) = found else {
        h.find(format!(
            "The claim is not borne out: {} never said \"j'adoube\".",
            color_name(claimant)
        ));
        return Answer::Dismissed;
    };
    let allowed = h.reasons.read(|p| &p.adjustment).copied();
    if let Some(moved) = adjust.after_move {
        h.find(format!(
            "{} said \"j'adoube\" at event {} over the man he had just moved to {} (event \
             {moved}): the move was made and the man let go, and \"j'adoube\" does not recall \
             a move once placed.",
            color_name(claimant),
            adjust.event,
            adjust.square,
        ));
        return if allowed.is_some() {
            Answer::Dismissed
        } else {
            h.find(
                "The code does not speak of \"j'adoube\". As the third person, Tertius rules \
                 by analogy with the codes that do."
                    .to_owned(),
            );
            Answer::ByAnalogy(Award::nothing())
        };
    }
    if adjust.late {
        h.find(format!(
            "{} touched the man on {} and said \"j'adoube\" only afterwards, at event {}.",
            color_name(claimant),
            adjust.square,
            adjust.event
        ));
        if h.reasons.read(|p| &p.late_adjust_cures).copied() == Some(true) {
            h.find(
                "The code lets the acknowledgment come immediately after the contact: the \
                 touch is cured, and the man need not be played."
                    .to_owned(),
            );
            return Answer::Upheld(Award::nothing());
        } else if allowed == Some(true) {
            h.find(
                "The code requires \"j'adoube\" at the moment of touching: said afterwards, \
                 it does not cure the touch, and the touched man must be played."
                    .to_owned(),
            );
            return Answer::Dismissed;
        } else {
            h.find(
                "The code does not speak of \"j'adoube\". As the third person, Tertius rules \
                 by analogy with the codes that do: said after the touch, it does not cure it."
                    .to_owned(),
            );
            return Answer::ByAnalogy(Award::nothing());
        }
    }
    h.find(format!(
        "{} said \"j'adoube\" as he touched the man on {} (event {}).",
        color_name(claimant),
        adjust.square,
        adjust.event
    ));
    if allowed == Some(true) {
        h.find("Under the code a man adjusted with \"j'adoube\" need not be played.".to_owned());
        Answer::Upheld(Award::nothing())
    } else {
        h.find(
            "The code does not speak of \"j'adoube\". As the third person, Tertius rules by \
             analogy with the codes that do: a man adjusted with notice need not be played."
                .to_owned(),
        );
        Answer::ByAnalogy(Award::nothing())
    }
}

/// A man once released stands (000 L1, 001 L4, 002 VII, 003 V, 004 VIII): the mover cannot
/// change his move; the adversary may insist that it stand.
fn man_released<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let claimant = h.dispute.claimant;
    let stands = h.reasons.read(|p| &p.released_man_stands).copied();
    let found = state.plies.iter().rev().find(|p| h.names(p.event));
    let Some(ply) = found else {
        h.find("The claim is not borne out: no man has been moved.".to_owned());
        return Answer::Dismissed;
    };
    let mover = ply.by;
    h.find(format!(
        "{} placed the man on {} with {} at event {} and quitted his hold of it.",
        color_name(mover),
        ply.to,
        ply.notation,
        ply.event
    ));
    if stands != Some(true) {
        h.find(
            "The code does not speak of holding and quitting a man. As the third person, \
             Tertius rules by analogy with the codes that do: a released man stands."
                .to_owned(),
        );
        return Answer::ByAnalogy(Award::nothing());
    }
    h.find("Having quitted it, he cannot recall the move: it stands.".to_owned());
    if claimant == mover {
        Answer::Dismissed
    } else {
        Answer::Upheld(Award::remedy(remedies::move_stands(state, ply)))
    }
}

/// Men misplaced or left off at the start (000 L12, 001 L3, 002 III, 003 II, 004 II and III):
/// the record's set-up is compared with the standard array, and the code's window decides
/// whether the fault may still be put right.
fn setup_fault<'c>(h: &mut Hearing<'_, 'c>, omitted: bool) -> Answer<'c> {
    let state = h.state;
    let claimant = h.dispute.claimant;
    let rule = if omitted {
        h.reasons.read(|p| &p.omitted_man)
    } else {
        h.reasons.read(|p| &p.misplaced_men)
    };
    if !state.setup_from_fen {
        h.find(
            "The claim is not borne out: the record gives its set-up as the agreed array (the \
             standard one, or the standard one less the odds), not as the men were found placed."
                .to_owned(),
        );
        return Answer::Dismissed;
    }
    let standard = Setup::standard().board;
    let actual = state.initial.board();
    // (square, the man the array puts there, the man found there)
    let mut faults: Vec<SetupFault> = Vec::new();
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
        h.find(format!(
            "The claim is not borne out: no man was {what} at the start (the set-up is compared \
             with the standard array)."
        ));
        return Answer::Dismissed;
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
    h.find(format!("At the start {}.", listed.join("; ")));
    let offender = faults
        .iter()
        .filter_map(|(_, want, found)| found.or(*want).map(|p| p.color))
        .find(|c| *c != claimant)
        .unwrap_or(claimant);
    let Some(rule) = rule else {
        h.find(format!(
            "The code does not provide for men {what} at the start. As the third person, \
             Tertius rules by analogy with the codes that do: the fault may be put right before \
             either player has made four moves, and the game goes on as it stands after that."
        ));
        return Answer::ByAnalogy(Award::nothing());
    };
    let past = "The limit is past: the fault can no longer be put right, and the game goes on as \
             the men stand.";
    let Some(menu) = menu_in_force(h, rule, (claimant, offender), past) else {
        return Answer::stated_late();
    };
    // The choice is the adversary's of the player whose men were at fault (001 L3, 002 III).
    Answer::Upheld(Award::menu(menu, offender.other(), |remedy| match remedy {
        Remedy::RestartGame => remedies::restart_from_standard_array(state),
        Remedy::ContinueAsIs => remedies::continue_as_men_stand(&state.position),
        Remedy::RectifySetup => remedies::rectify(state, &faults),
        other => not_applicable(other, &state.position),
    }))
}

/// The menu in force for a set-up fault under the code's count of moves, with the count in the
/// ruling's reasons; `None` (the ruling then out of time, for the reason `past`) once the window
/// has closed and the code offers nothing after it.
fn menu_in_force<'c>(
    h: &mut Hearing<'_, 'c>,
    rule: &'c SetupRule,
    (claimant, offender): (Color, Color),
    past: &str,
) -> Option<&'c Menu> {
    let state = h.state;
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
    h.find(match rule.window {
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
        h.find(past);
    }
    rule.after.as_ref()
}

/// The claim that the touched man cannot be played, so the code's other penalty applies. It is
/// heard only as far as the finding is true of the board: a man that can be played is held to
/// the touch, and a man hemmed in by its own men is not one whose move would expose the king.
fn unplayable_claim<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let offender = h.dispute.claimant.other();
    let touch = state
        .touch_offences
        .iter()
        .rev()
        .find(|t| t.offender == offender && t.own && h.names(t.event));
    let Some(touch) = touch else {
        return touched(h, true);
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
            let _ = h.reasons.read(|p| &p.unannounced_check);
        }
        let _ = h.reasons.read(|p| &p.touched_man_unplayable);
        h.find(if playable {
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
        return Answer::Dismissed;
    }
    if h.reasons.value(|p| &p.unplayable_scope).copied() != Some(UnplayableScope::NoLawfulMove)
        && !touch
            .before
            .pseudo_legal_moves()
            .iter()
            .any(|m| m.from == touch.square)
    {
        let _ = h.reasons.read(|p| &p.touched_own_man);
        let _ = h.reasons.read(|p| &p.touched_man_unplayable);
        let _ = h.reasons.read(|p| &p.unplayable_scope);
        h.find(format!(
            "The claim is not borne out: the touched {man} has no move at all, hemmed in by its \
             own men, and no move of it would leave the king in check. The article on a man \
             that cannot be played without exposing the king does not reach it."
        ));
        return Answer::Dismissed;
    }
    touched(h, true)
}

/// A capture en passant disputed: lawful where the code grants it (002 X, 003 VIII, 004 XV).
fn en_passant<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let taker = h.dispute.claimant.other();
    let granted = h.reasons.read(|p| &p.en_passant).copied();
    let found = state.plies.iter().rev().find(|p| {
        p.by == taker
            && matches!(p.kind, PlyKind::Legal(m) if m.is_en_passant())
            && h.names(p.event)
    });
    let Some(ply) = found else {
        h.find(format!(
            "The claim is not borne out: {} has taken no pawn en passant.",
            color_name(taker)
        ));
        return Answer::Dismissed;
    };
    h.find(format!(
        "{} took en passant with {} at event {}, the pawn having just advanced two squares past \
         his pawn.",
        color_name(taker),
        ply.notation,
        ply.event
    ));
    match granted {
        Some(true) => {
            h.find(
                "The code lets a pawn that advances two squares be taken in passing by a pawn \
                 that could have taken it had it moved one: the capture stands."
                    .to_owned(),
            );
            Answer::Dismissed
        }
        Some(false) => {
            h.find(
                "The code does not allow the capture en passant: it is a false move.".to_owned(),
            );
            Answer::Upheld(Award::nothing())
        }
        None => {
            h.find(format!(
                "The code says nothing of taking en passant. As the third person, Tertius lets \
                 the capture stand, by analogy with the codes that grant it ({}).",
                h.reasons.analogy(|p| &p.en_passant)
            ));
            Answer::ByAnalogy(Award::nothing())
        }
    }
}

/// A king found in check that has stood for several moves (000 L5, 004 XIX): with the moves
/// known, they are taken back (A33), or the checked player retracts his own last move (000).
fn unknown_check<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let rule = h.reasons.read(|p| &p.check_of_unknown_origin).copied();
    let found = state
        .unannounced_checks
        .iter()
        .rev()
        .find(|u| u.live && !u.ignored_by.is_empty() && h.names(state.plies[u.ply].event));
    let Some(check) = found else {
        h.find("The claim is not borne out: no king stands in a check left unanswered.".to_owned());
        return Answer::Dismissed;
    };
    let defender = check.checker.other();
    let check_ply = &state.plies[check.ply];
    h.find(format!(
        "{}'s king has been in check since {} played {} at event {}, and {} move(s) have been \
         made since without the check being answered.",
        color_name(defender),
        color_name(check.checker),
        check_ply.notation,
        check_ply.event,
        state.plies.len() - 1 - check.ply
    ));
    if h.dispute.claimant != defender {
        h.find(format!(
            "The law gives the liberty to the player who finds his king in check, {}; his \
             adversary cannot claim it.",
            color_name(defender)
        ));
        return Answer::Dismissed;
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
            h.find(format!(
                "The code does not say what follows. As the third person, Tertius rules by \
                 analogy with the codes that do ({}): the moves made since the check are known, \
                 so they are taken back and the check is answered.",
                h.reasons.analogy(|p| &p.check_of_unknown_origin)
            ));
            return Answer::ByAnalogy(Award::nothing());
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
                h.find(
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
    Answer::Upheld(Award::remedy(remedies::free_king_from_check(
        remedy, &what, defender, position,
    )))
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
fn odds_territory<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let receiver = h.dispute.claimant.other();
    let rule = h.reasons.read(|p| &p.odds_moves_own_half).copied();
    let found = state.plies.iter().rev().find(|p| {
        p.by == receiver && p.bonus && !remedies::in_own_half(receiver, p.to) && h.names(p.event)
    });
    let Some(ply) = found else {
        h.find(format!(
            "The claim is not borne out: {} made none of his odds moves outside his own half.",
            color_name(receiver)
        ));
        return Answer::Dismissed;
    };
    let granted = state.odds_moves.map_or(0, |(_, n)| u32::from(n));
    h.find(format!(
        "{} received the pawn and {granted} moves, and with one of them played {} into his \
         adversary's half at event {}.",
        color_name(receiver),
        ply.notation,
        ply.event
    ));
    let Some(min) = rule else {
        h.find(
            "The code does not confine such moves. As the third person, Tertius lets the move \
             stand: nothing in the players' code forbids it."
                .to_owned(),
        );
        return Answer::ByAnalogy(Award::nothing());
    };
    if granted < min {
        h.find(format!(
            "The law speaks of the pawn and {min} or more moves; the pawn and {granted} is not \
             covered, and the move stands."
        ));
        return Answer::Dismissed;
    }
    Answer::Upheld(Award::remedy(remedies::confine_to_own_half(ply)))
}

/// Who was entitled to the first move (000 L9, L10; 001 L2; 002 II; 003 IV, VI; 004 V, VI): the
/// odds-giver; else the player who began a drawn game, where the code says so; else the player
/// who did not begin the game before; else the lot.
fn first_move<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let claimant = h.dispute.claimant;
    let began = state.initial.turn();
    h.find(format!("{} had the first move.", color_name(began)));
    let entitled = if let Some(giver) = state.odds_giver {
        match (
            h.reasons.read(|p| &p.odds_giver_moves_first).copied(),
            state.odds_moves,
        ) {
            // Pawn and moves: the receiver plays his moves first (A38), as replay does.
            (_, Some((receiver, _))) => {
                h.find(format!(
                    "{} received the pawn and moves, which he plays first.",
                    color_name(receiver)
                ));
                Some(receiver)
            }
            (Some(true), None) => {
                h.find(format!(
                    "{} gave odds, and the giver of odds has the first move.",
                    color_name(giver)
                ));
                Some(giver)
            }
            _ => None,
        }
    } else if let Some(previous) = state.previous_game {
        let drawn_rule = h.reasons.read(|p| &p.drawn_game_beginner_begins).copied();
        if previous.drawn && drawn_rule == Some(true) {
            h.find(format!(
                "The game before was drawn (a drawn game is no game), and {}, who began it, \
                 begins the next.",
                color_name(previous.began)
            ));
            Some(previous.began)
        } else if h.reasons.read(|p| &p.first_move_alternates).copied() == Some(true) {
            h.find(format!(
                "{} began the game before; the first move goes to each player in turn.",
                color_name(previous.began)
            ));
            Some(previous.began.other())
        } else {
            None
        }
    } else if h.reasons.read(|p| &p.lots_for_first_move).copied() == Some(true) {
        h.find(
            "No game went before in the sitting and no odds were given: lots decide the first \
             move, and the record does not say the lot was disregarded."
                .to_owned(),
        );
        return Answer::Dismissed;
    } else {
        None
    };
    let Some(entitled) = entitled else {
        h.find(
            "The code does not say who has the first move here. As the third person, Tertius \
             rules by analogy with the codes that do: the game stands as begun."
                .to_owned(),
        );
        return Answer::ByAnalogy(Award::nothing());
    };
    if entitled == began || entitled != claimant {
        h.find(format!(
            "{} was entitled to it: the claim is not borne out.",
            color_name(entitled)
        ));
        return Answer::Dismissed;
    }
    h.find(format!(
        "{} was entitled to the first move and did not have it.",
        color_name(entitled)
    ));
    Answer::Upheld(Award::remedy(remedies::restart_with_first_move(
        state, entitled,
    )))
}

/// A mate undertaken under a condition: the adversary claims a limit of moves, and the code says
/// there is none (004 XXIII).
fn conditional_mate<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let undertaker = h.dispute.claimant.other();
    let unlimited = h.reasons.read(|p| &p.conditional_mate_unlimited).copied();
    let found = state
        .conditional_mates
        .iter()
        .rev()
        .find(|(e, by)| *by == undertaker && h.names(*e));
    let Some((event, _)) = found else {
        h.find(format!(
            "The claim is not borne out: {} undertook no mate under a condition.",
            color_name(undertaker)
        ));
        return Answer::Dismissed;
    };
    h.find(format!(
        "{} undertook at event {event} to mate under a condition (with a particular man, on a \
         particular square, or by stalemate or self-mate).",
        color_name(undertaker)
    ));
    if unlimited == Some(true) {
        h.find("The code restricts him to no number of moves: no count may be imposed.".to_owned());
        Answer::Dismissed
    } else {
        h.find(format!(
            "The code says nothing of such undertakings. As the third person, Tertius rules by \
             analogy with the codes that do ({}): he is restricted to no number of moves.",
            h.reasons.analogy(|p| &p.conditional_mate_unlimited)
        ));
        Answer::ByAnalogy(Award::nothing())
    }
}

/// The board placed the wrong way round (000 L12, 002 I, 003 I, 004 I).
fn board<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let claimant = h.dispute.claimant;
    let rule = h.reasons.read(|p| &p.board_orientation);
    if !state.board_misoriented {
        h.find(
            "The claim is not borne out: the record does not say the board was wrongly placed."
                .to_owned(),
        );
        return Answer::Dismissed;
    }
    h.find(
        "The board was placed without a white corner square at each player's right hand."
            .to_owned(),
    );
    let Some(rule) = rule else {
        h.find(
            "The code says nothing of how the board stands. As the third person, Tertius rules \
             by analogy with the codes that do: the board is turned, and the game goes on."
                .to_owned(),
        );
        return Answer::ByAnalogy(Award::nothing());
    };
    let past = "The limit is past: the board is left as it stands, and the game is played out.";
    let Some(menu) = menu_in_force(h, rule, (claimant, claimant.other()), past) else {
        return Answer::stated_late();
    };
    Answer::Upheld(Award::menu(menu, claimant, |remedy| match remedy {
        Remedy::RectifySetup => remedies::turn_board(&state.position),
        other => not_applicable(other, &state.position),
    }))
}

/// The odds-giver left on the board the man he was to give (000 L14, 002 IV, 003 III, 004 IV).
fn odds_man<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let claimant = h.dispute.claimant;
    let rule = h.reasons.read(|p| &p.odds_man_not_removed);
    let Some((giver, square)) = state.odds_left else {
        h.find(
            "The claim is not borne out: the record gives no odds whose man was left on the \
             board."
                .to_owned(),
        );
        return Answer::Dismissed;
    };
    h.find(format!(
        "{} gave odds and left on the board the man on {square} he was to give.",
        color_name(giver)
    ));
    if h.reasons.read(|p| &p.giver_mate_is_draw).copied() == Some(true) {
        let mated_by_giver = state.position.is_checkmate()
            && state.plies.last().is_some_and(|p| p.by == giver)
            && state.result == Some(GameResult::Draw);
        if mated_by_giver {
            // The game is over: what the claim decides is how it ended.
            h.find(format!(
                "{} has given checkmate while the man stands: he cannot take advantage of it, \
                 and the game is drawn.",
                color_name(giver)
            ));
            return Answer::Upheld(Award::result(GameResult::Draw));
        }
        h.find(format!(
            "If {} gives checkmate while the man stands, he cannot take advantage of it: the game \
             is drawn.",
            color_name(giver)
        ));
    }
    let Some(rule) = rule else {
        h.find(
            "The code does not provide for it. As the third person, Tertius rules by analogy \
             with the codes that do: the man is taken off before four moves on each side, and \
             the game goes on as it stands after that."
                .to_owned(),
        );
        return Answer::ByAnalogy(Award::nothing());
    };
    // A game that ended in a mate the law lets stand: the ruling says how it ended.
    let mut ended = None;
    if state.position.is_checkmate() {
        if let Some(result) = state.result {
            ended = Some(result);
            if let Some(reason) = &state.result_reason {
                h.find(format!("The game is over: {reason}."));
            }
        }
    }
    let past = "The limit is past: the man can no longer be removed, and the game is played with \
             all the men as they stand.";
    let Some(menu) = menu_in_force(h, rule, (claimant, giver), past) else {
        return Answer::OutOfTime {
            window: None,
            result: ended,
        };
    };
    let mut award = Award::menu(menu, giver.other(), |remedy| match remedy {
        Remedy::RestartGame => remedies::restart_without_odds_man(state, square),
        Remedy::ContinueAsIs => remedies::continue_with_odds_man(&state.position),
        Remedy::RectifySetup => remedies::take_off_odds_man(state, square),
        other => not_applicable(other, &state.position),
    });
    award.result = ended;
    Answer::Upheld(award)
}
