//! Irregular moves: a false move, castling when it was barred, a capture no man could make, a man
//! of the wrong side moved or taken. A claim is heard under the article that governs the act,
//! whatever head it was filed under.

use super::only_en_passant;
use crate::arbiter::judge::{Answer, Award, Hearing, Window};
use crate::arbiter::reasons::Reasons;
use crate::arbiter::remedies::{self, any_legal_move};
use crate::arbiter::replay::{Claimable, GameState, Ply, PlyKind, color_name, passed_pawn_beside};
use crate::arbiter::ruling::RemedyOffer;
use crate::chess::movegen::{CastlingBar, castling_bar};
use crate::chess::{CastlingSide, Color, Move, MoveKind, Piece, Rank, Role, Square};
use crate::law::params::{Deadline, Elector, Menu, ParamId, Remedy};

/// Which irregular moves a claim is about. All share the claim window and the remedies'
/// mechanics; they differ in which moves they fit and which menu the code offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Irregular {
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
    /// A move the code's false-move article reaches (a castling or a move of the adversary's
    /// man has its own article).
    fn is_false_move(self) -> bool {
        !matches!(self, Irregular::Castling | Irregular::AdversaryMan)
    }

    pub(super) fn fits(self, ply: &Ply) -> bool {
        // A move of the adversary's man is its own offence, not a false move, capture or check
        // of the mover's.
        let own_man = ply.piece.color == ply.by;
        if own_man == (self == Irregular::AdversaryMan) {
            return false;
        }
        match (self, ply.kind) {
            (_, PlyKind::Legal(_)) => false,
            (Irregular::Castling, kind) => matches!(kind, PlyKind::IllegalCastling { .. }),
            // A castling whose rook gives check while the king ends attacked is the check law 10
            // (001) forbids: "by moving which to do so, you expose your own king".
            (Irregular::SelfExposingCheck, PlyKind::IllegalCastling { .. }) => {
                ply.gives_check && ply.exposes_own_king
            }
            (_, PlyKind::IllegalCastling { .. }) => false,
            (Irregular::FalseMove, PlyKind::False) => true,
            // A capture in passing the board refused is a pawn played to a square it could
            // not reach, the false-move article's words, not a man taken by one that could not
            // take it: the pawn it meant to take does not stand there (london-1847/5541).
            (Irregular::Capture, PlyKind::False) => {
                ply.captured.is_some() && ply.taken_in_passing.is_none()
            }
            (Irregular::SelfExposingCheck, PlyKind::False) => {
                ply.gives_check && ply.exposes_own_king
            }
            (Irregular::OwnMan, PlyKind::False) => ply.took_own.is_some(),
            (Irregular::AdversaryMan, PlyKind::False) => ply.piece.color != ply.by,
            (Irregular::Unexchanged, PlyKind::False) => ply.unexchanged(),
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
            Irregular::Unexchanged => "pawn not exchanged on the last rank for a piece",
        }
    }
}

/// A pawn's diagonal step to an empty square beside which an adversary's pawn stands: a
/// capture in passing the board did not allow (the double step was not the last move). The
/// square of the pawn passed.
pub(super) fn late_en_passant(ply: &Ply) -> Option<Square> {
    passed_pawn(ply).filter(|_| ply.before.ep_square() != Some(ply.to))
}

/// A capture in passing made in time (the double step was the last move) that the board still
/// refused: it would have left the mover's own king in check (both pawns leaving a rank the
/// king shares with an adversary's rook or queen, say). The square of the pawn passed.
pub(super) fn exposing_en_passant(ply: &Ply) -> Option<Square> {
    let passed = passed_pawn(ply).filter(|_| ply.before.ep_square() == Some(ply.to))?;
    let mut after = ply.before;
    after.remove(passed);
    after.relocate(ply.from, ply.to).ok()?;
    after
        .attackers_of_kings_by(ply.by.other())
        .is_nonempty()
        .then_some(passed)
}

/// The shape of a capture in passing: the square of the pawn passed.
fn passed_pawn(ply: &Ply) -> Option<Square> {
    passed_pawn_beside(&ply.before, ply.piece, ply.from, ply.to)
}

/// What became of a pawn that reached the last rank and was not exchanged for a piece it may
/// become, in words.
pub(super) fn left_unexchanged(ply: &Ply) -> &'static str {
    if ply.promotion == Some(Role::King) {
        "put a king in its place, which is no piece a pawn may become"
    } else {
        "left it a pawn"
    }
}

/// Rules on the irregular move at `event` under `irregular`'s article, whatever event the
/// claim named: a claim filed under another head, heard under the one that governs it.
pub(super) fn irregular_at<'c>(
    h: &mut Hearing<'_, 'c>,
    event: usize,
    irregular: Irregular,
) -> Answer<'c> {
    let asked = h.dispute.event;
    h.dispute.event = Some(event);
    let answer = irregular_move(h, irregular);
    h.dispute.event = asked;
    answer
}

/// A pawn brought to the last rank and left a pawn by a step it could have made with the
/// exchange: one it could not make at all is a false move whatever it was left as.
fn unexchanged_but_good(ply: &Ply) -> bool {
    Irregular::Unexchanged.fits(ply)
        && ply
            .before
            .legal_moves()
            .iter()
            .any(|m| m.from == ply.from && m.to == ply.to && m.promotion.is_some())
}

/// A claim against `ply`, a pawn brought to the last rank and left a pawn where the code
/// requires the exchange, heard under the article on promotion whatever head it was filed under.
fn heard_as_unexchanged<'c>(h: &mut Hearing<'_, 'c>, ply: &Ply) -> Option<Answer<'c>> {
    if h.reasons.value_own(|p| &p.promotion_optional).copied() != Some(false)
        || !unexchanged_but_good(ply)
    {
        return None;
    }
    h.find(format!(
        "The move complained of, {}, brought a pawn to the last rank and {}: the claim is \
         heard under the code's article on promotion.",
        ply.notation,
        left_unexchanged(ply)
    ));
    h.reasons.cite_own_ground(ParamId::promotion_optional);
    Some(irregular_at(h, ply.event, Irregular::Unexchanged))
}

/// Whether the move `ply` is the kind of irregularity the claim names. Where the code says
/// nothing of castling with a rook given at odds, a king's step towards that rook's corner is no
/// castling at all (see `leap_without_odds_rook`), but a false move.
fn claim_fits(
    state: &GameState,
    odds_castling_spoken_of: bool,
    irregular: Irregular,
    ply: &Ply,
) -> bool {
    if leap_without_odds_rook(state, ply, odds_castling_spoken_of) {
        irregular == Irregular::FalseMove
    } else {
        irregular.fits(ply)
    }
}

/// A code with no article of its own on an irregular move judges it by its false-move law.
fn false_move_law<'c>(h: &mut Hearing<'_, 'c>, what: &str) -> Option<&'c Menu> {
    h.find(format!(
        "The code has no article on a {what}; the move is a false move, and the false-move law \
         applies."
    ));
    h.reasons.read(|p| &p.false_move)
}

pub(super) fn irregular_move<'c>(h: &mut Hearing<'_, 'c>, irregular: Irregular) -> Answer<'c> {
    let state = h.state;
    let claimant = h.dispute.claimant;
    let offender = claimant.other();
    // Where the code says nothing of castling with a rook given at odds, a king's step towards
    // that rook's corner is no castling at all (see `leap_without_odds_rook`).
    let odds_castling_spoken_of = h.reasons.value(|p| &p.castling_with_odds_rook).is_some();
    let fits = |irregular: Irregular, ply: &Ply| {
        claim_fits(state, odds_castling_spoken_of, irregular, ply)
    };
    if let Some(answer) = heard_under_its_article(h, irregular) {
        return answer;
    }
    let found = state.claimables.iter().rev().find(|c| {
        let ply = &state.plies[c.ply];
        c.offender == offender && fits(irregular, ply) && h.names(ply.event)
    });
    if let Some(answer) = found.and_then(|c| heard_as_the_exchange(h, irregular, c)) {
        return answer;
    }
    let what = irregular.what();
    // A pawn that did not move forward broke the code's article on how the men move: that is
    // the ground of the claim, cited before the penalty it draws.
    if let Some(c) = found
        && not_forward(&state.plies[c.ply])
        && let Some(forward) = h
            .reasons
            .hold(|p| &p.pawns_move_only_forward)
            .filter(|f| *f.value)
    {
        h.reasons.cite_held(forward);
    }
    let (menu, exchange_by_analogy) = menu_for(h, irregular, found.is_some());
    let Some(claim) = found else {
        return not_borne_out(h, irregular);
    };
    let ply = &state.plies[claim.ply];
    if let Some(answer) = state_the_offence(h, irregular, ply, odds_castling_spoken_of) {
        return answer;
    }
    let (award, no_penalty_if_immobile) = penalty(h, menu, claim);
    // An exchange borrowed by analogy, claimed in time: the code's window on its own penalties
    // decides nothing, and is cited only where it bars the claim.
    let in_time_by_analogy = exchange_by_analogy.is_some() && claim.closed_by.is_none();
    let deadline = if in_time_by_analogy {
        None
    } else {
        move_window(h, irregular)
    };
    if let Some(closed) = claim.closed_by {
        return Answer::late(Window {
            closed,
            deadline,
            consequence: "; the code allows no penalty after that, and the position stands as \
                          if the move had been lawful.",
        });
    }
    if deadline.is_none() && !in_time_by_analogy {
        h.find("The code sets no time limit for the claim.".to_owned());
    }
    taken_back_since(h, claim);

    let Some(award) = award else {
        let codes = match irregular {
            Irregular::Castling => h.reasons.analogy(|p| &p.illegal_castling),
            Irregular::AdversaryMan => h.reasons.analogy(|p| &p.moved_adversary_man),
            _ => h.reasons.analogy(|p| &p.false_move),
        };
        h.find(format!(
            "The code names no penalty for a {what}. As the third person, Tertius rules by \
             analogy with the other codes ({codes}): the move is taken back and {} makes a lawful \
             move.",
            color_name(offender)
        ));
        return Answer::ByAnalogy(Award::remedy(any_legal_move(&ply.before, offender)));
    };
    cite_king_rules(
        &award.remedies,
        no_penalty_if_immobile.then_some(ParamId::no_move_penalty_if_king_immobile),
        &mut h.reasons,
    );
    unlawful_despite_unannounced_check(h, claim.ply);
    if exchange_by_analogy.is_some() {
        h.find(format!(
            "The code has no article on a pawn left unexchanged on the last rank. As the third \
             person, Tertius rules by analogy with the codes that do ({}): the pawn is \
             exchanged at once for a piece {} chooses.",
            h.reasons.analogy(|p| &p.pawn_not_exchanged),
            color_name(offender)
        ));
        return Answer::ByAnalogy(award);
    }
    Answer::Upheld(award)
}

/// A claim against a pawn's move to the last rank whose fault is the exchange left undone, not
/// the move: a capture made there and left a pawn (heard under the article on promotion), or a
/// step complained of as a false move under a code silent on promotion (issue #19 classes 3, 5).
fn heard_as_the_exchange<'c>(
    h: &mut Hearing<'_, 'c>,
    irregular: Irregular,
    claim: &Claimable,
) -> Option<Answer<'c>> {
    let ply = &h.state.plies[claim.ply];
    if irregular == Irregular::Capture {
        return heard_as_unexchanged(h, ply);
    }
    if irregular != Irregular::FalseMove
        || h.reasons.value_own(|p| &p.promotion_optional).is_some()
        || !unexchanged_but_good(ply)
    {
        return None;
    }
    h.find(format!(
        "The move complained of, {}, brought a pawn to the last rank as a pawn may move, and {}: \
         the fault is the exchange left undone, and the claim is heard as such.",
        ply.notation,
        left_unexchanged(ply)
    ));
    Some(irregular_at(h, ply.event, Irregular::Unexchanged))
}

/// The penalty the code names for the irregularity the claim names (`found`: the record shows
/// one), reading the article that names it; with it, the exchange a code silent on promotion
/// holds a pawn left unexchanged to, by analogy, where that is the penalty.
fn menu_for<'c>(
    h: &mut Hearing<'_, 'c>,
    irregular: Irregular,
    found: bool,
) -> (Option<&'c Menu>, Option<&'c Menu>) {
    let what = irregular.what();
    // A pawn left unexchanged under a code silent on promotion: the exchange it is held to is
    // the reading by analogy the code's data states, not its false-move law.
    let mut exchange_by_analogy = None;
    let menu = match irregular {
        // A castling the code allowed is answered by the conditions it met, not by the penalty
        // for one it did not (below).
        Irregular::Castling if !found => None,
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
            // A code silent on promotion states the exchange its third person orders (data);
            // one that speaks of promotion without this article judges it by its false-move law.
            if h.reasons.borrowed(|p| &p.pawn_not_exchanged) {
                exchange_by_analogy = h.reasons.read(|p| &p.pawn_not_exchanged);
                exchange_by_analogy
            } else {
                h.reasons.read(|p| &p.pawn_not_exchanged)
            }
            .or_else(|| false_move_law(h, what))
        }
        Irregular::FalseMove => h.reasons.read(|p| &p.false_move),
        Irregular::SelfExposingCheck => {
            // The codes that name this offence (000 L7, 001 L10) give it no penalty of its own:
            // it is a false move (A37), punished as one. The others reach it through their
            // false-move law alone.
            let own_article = h.reasons.read(|p| &p.self_exposing_check).is_some();
            // Where the code names the offence, the claim invokes that article; the false-move
            // law's penalty is cited only where there is an offence to punish.
            let menu = if own_article && !found {
                None
            } else {
                h.reasons.read(|p| &p.false_move)
            };
            if !own_article {
                // The reading that makes it a false move, glossed on that article (A37) where
                // the article carries no reading of its own.
                let read = h.reasons.read(|p| &p.exposing_move_is_false).copied() == Some(true);
                h.find(format!(
                    "The code has no article on a check given by a move that exposes the \
                     mover's own king; {} a false move, and the false-move law applies.",
                    if read {
                        "such a move is"
                    } else {
                        "as the third person, Tertius treats such a move as"
                    }
                ));
            }
            menu
        }
    };
    (menu, exchange_by_analogy)
}

/// No irregularity of the kind claimed: dismissed, citing what made the act complained of
/// lawful where the record shows one (a castling the code allowed, a check nobody announced, a
/// pawn's first step of two).
fn not_borne_out<'c>(h: &mut Hearing<'_, 'c>, irregular: Irregular) -> Answer<'c> {
    let offender = h.claimant().other();
    let what = irregular.what();
    let named = match h.dispute.event {
        Some(e) => format!("event {e} is not a {what} by {}", color_name(offender)),
        None => format!("{} has made no {what} in this game", color_name(offender)),
    };
    h.find(format!("The claim is not borne out: {named}."));
    if irregular == Irregular::Castling && !lawful_castling(h, offender) {
        // No castling to answer for: the article the claim is made under.
        h.reasons.cite_ground(ParamId::illegal_castling);
    }
    lawful_ignoring_check(h, offender);
    if irregular == Irregular::FalseMove {
        lawful_first_step_two(h, offender);
    }
    Answer::Dismissed
}

/// The window on claiming an irregular move of this kind. A man moved has been touched: where
/// the code speaks only of touching an adversary's man and the data reads that article into the
/// move, the claim is timed as a touch too, where the code times touches; else by the code's
/// window on moves, borrowed as the penalty is.
fn move_window<'c>(h: &mut Hearing<'_, 'c>, irregular: Irregular) -> Option<&'c Deadline> {
    if irregular == Irregular::AdversaryMan && h.reasons.borrowed(|p| &p.moved_adversary_man) {
        if h.reasons.value(|p| &p.touch_claim_deadline).is_some() {
            h.reasons.read_limit(|p| &p.touch_claim_deadline)
        } else {
            h.reasons.read_limit_by_analogy(|p| &p.claim_deadline)
        }
    } else {
        move_deadline(h, irregular.is_false_move())
    }
}

/// The moves made since the move complained of, taken back with it. A move the adversary made
/// because of a false "check" given after the offence, which he may still retract, closed no
/// window: the article that lets him is why the claim is in time.
fn taken_back_since(h: &mut Hearing<'_, '_>, claim: &Claimable) {
    let state = h.state;
    let claimant = h.claimant();
    let offender = claimant.other();
    let ply = &state.plies[claim.ply];
    let later = state.plies.len() - 1 - claim.ply;
    if later == 0 {
        return;
    }
    let misled = state.false_announcements.iter().find_map(|f| {
        let p = &state.plies[f.misled_ply?];
        (f.announcer == offender && f.closed_by.is_none() && p.event > ply.event).then_some(p)
    });
    if let Some(misled) = misled
        && h.reasons.read(|p| &p.false_check_deadline).is_some()
    {
        h.find(format!(
            "{} made {} because of a false \"check\" {} said after the move complained of; he \
             may still retract it, so it did not close the claim.",
            color_name(claimant),
            misled.notation,
            color_name(offender)
        ));
    }
    h.find(format!(
        "The {later} move(s) made since are taken back with it."
    ));
}

/// A claim of a false move against a move the code judges under another article: a castling
/// (lawful or not), a lawful move made out of turn, or a false move the code names more closely
/// (issue #19 classes 3, 10).
fn false_move_of_another_kind<'c>(h: &mut Hearing<'_, 'c>) -> Option<Answer<'c>> {
    let state = h.state;
    let offender = h.claimant().other();
    let irregular = Irregular::FalseMove;
    let odds_castling_spoken_of = h.reasons.value(|p| &p.castling_with_odds_rook).is_some();
    let fits = |irregular: Irregular, ply: &Ply| {
        claim_fits(state, odds_castling_spoken_of, irregular, ply)
    };
    // A claim is heard under the article that governs the act: castling filed as a false move
    // is heard under the castling article.
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
        return Some(irregular_move(h, Irregular::Castling));
    }
    // A lawful castling complained of as a false move: what makes it lawful is the castling
    // article, and the claim is heard under it (issue #19 class 10).
    let castled = latest.is_none()
        && state
            .plies
            .iter()
            .rev()
            .find(|p| p.by == offender && h.names(p.event))
            .is_some_and(|p| matches!(p.kind, PlyKind::Legal(m) if m.is_castle()));
    // A lawful move made out of turn, complained of as a false move: what is wrong with it
    // is its turn, and the claim is heard under the article on moves out of turn.
    let out_of_turn = latest.is_none()
        && state.claimables.iter().rev().any(|c| {
            let ply = &state.plies[c.ply];
            c.offender == offender && ply.out_of_turn && h.names(ply.event)
        });
    if out_of_turn && h.reasons.provides(|p| &p.move_out_of_turn) {
        h.find(
            "The move complained of was made out of turn: the claim is heard under the \
             code's article on moves out of turn."
                .to_owned(),
        );
        return Some(super::turn::out_of_turn(h));
    }
    if castled {
        h.find(
            "The move complained of is castling: the claim is heard under the code's article \
             on castling."
                .to_owned(),
        );
        return Some(irregular_move(h, Irregular::Castling));
    }
    let ply = &state.plies[latest?.ply];
    heard_as_its_own_kind(h, ply)
}

/// A false move the code names more closely, heard under that article: a pawn left unexchanged,
/// one's own man taken, a check given by exposing one's own king, a capture.
fn heard_as_its_own_kind<'c>(h: &mut Hearing<'_, 'c>, ply: &Ply) -> Option<Answer<'c>> {
    if let Some(answer) = heard_as_unexchanged(h, ply) {
        return Some(answer);
    }
    // A move that took the mover's own man, or gave check while exposing his own king,
    // is heard under the code's article on that act where it has one.
    if Irregular::OwnMan.fits(ply) && h.reasons.value(|p| &p.own_man_taken).is_some() {
        h.find(format!(
            "The move complained of, {}, took the mover's own man: the claim is heard \
             under the code's article on taking one's own man.",
            ply.notation
        ));
        return Some(irregular_at(h, ply.event, Irregular::OwnMan));
    }
    // A check given while the mover's king stood in check before and stays so (the king
    // not moved) exposes nothing: the king was left in check, a false move.
    let left_in_check = ply.piece.role != Role::King
        && ply
            .before
            .attackers_of_kings_by(ply.by.other())
            .is_nonempty();
    if Irregular::SelfExposingCheck.fits(ply)
        && !left_in_check
        && h.reasons.value(|p| &p.self_exposing_check).is_some()
    {
        h.find(format!(
            "The move complained of, {}, gave check by exposing the mover's own king: the \
             claim is heard under the code's article on such checks.",
            ply.notation
        ));
        return Some(irregular_at(h, ply.event, Irregular::SelfExposingCheck));
    }
    if Irregular::Capture.fits(ply) && h.reasons.value(|p| &p.illegal_capture).is_some() {
        h.find(format!(
            "The move complained of, {}, is a capture: the claim is heard under the \
             code's article on captures.",
            ply.notation
        ));
        return Some(irregular_move(h, Irregular::Capture));
    }
    None
}

/// A claim is heard under the article that governs the act it complains of: a castling filed as a
/// false move under the castling article, a capture in passing under the article on taking in
/// passing, a move out of turn under that article, and so on (issue #19 classes 3, 10). The
/// answer under that article, where the claim belongs under another than the one it names.
fn heard_under_its_article<'c>(
    h: &mut Hearing<'_, 'c>,
    irregular: Irregular,
) -> Option<Answer<'c>> {
    let state = h.state;
    let offender = h.claimant().other();
    let odds_castling_spoken_of = h.reasons.value(|p| &p.castling_with_odds_rook).is_some();
    let fits = |irregular: Irregular, ply: &Ply| {
        claim_fits(state, odds_castling_spoken_of, irregular, ply)
    };
    // A king's step towards the corner of a rook given at odds, complained of as a castling or
    // as a false move, where the code does not say whether such castling is allowed.
    if matches!(irregular, Irregular::Castling | Irregular::FalseMove) {
        let leap = state.claimables.iter().rev().find(|c| {
            let ply = &state.plies[c.ply];
            c.offender == offender
                && h.names(ply.event)
                && leap_without_odds_rook(state, ply, odds_castling_spoken_of)
        });
        if let Some(c) =
            leap.filter(|_| h.reasons.value(|p| &p.odds_rook_castling_referred) == Some(&true))
        {
            return Some(odds_corner_referred(h, c));
        }
    }
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
            return Some(irregular_at(h, ply.event, Irregular::FalseMove));
        }
    }
    // A capture in passing the board allowed, complained of as an unlawful capture or a false
    // move: the article on taking in passing is what makes it lawful (or, where the code is
    // silent, the point the claim turns on), and the claim is heard under it (issue #19
    // classes 3, 10).
    if matches!(irregular, Irregular::Capture | Irregular::FalseMove) {
        let unlawful = state.claimables.iter().any(|c| {
            let ply = &state.plies[c.ply];
            c.offender == offender && fits(irregular, ply) && h.names(ply.event)
        });
        let in_passing = state
            .plies
            .iter()
            .rev()
            .find(|p| p.by == offender && h.names(p.event))
            .filter(|p| matches!(p.kind, PlyKind::Legal(m) if m.is_en_passant()));
        if let Some(ply) = in_passing.filter(|_| !unlawful) {
            h.find(format!(
                "The capture complained of, {}, is a capture in passing: the claim is heard on \
                 what the code says of taking in passing.",
                ply.notation
            ));
            return Some(super::claims::en_passant(h));
        }
    }
    if irregular == Irregular::FalseMove {
        return false_move_of_another_kind(h);
    }
    None
}

/// States the offence the claim found, with what the code makes of it; `Some` where that
/// already answers the claim (a move of the adversary's man owned at once).
fn state_the_offence<'c>(
    h: &mut Hearing<'_, 'c>,
    irregular: Irregular,
    ply: &Ply,
    odds_castling_spoken_of: bool,
) -> Option<Answer<'c>> {
    let state = h.state;
    let offender = h.claimant().other();
    let castling = irregular == Irregular::Castling;
    if irregular == Irregular::AdversaryMan {
        h.find(format!(
            "{} moved {}'s {} {} at event {}: a man that is not his to move.",
            color_name(offender),
            color_name(ply.piece.color),
            format!("{:?}", ply.piece.role).to_lowercase(),
            ply.notation,
            ply.event,
        ));
    } else if irregular == Irregular::Unexchanged {
        h.find(format!(
            "{} played {} at event {}, and the pawn was not exchanged for a piece it may become.",
            color_name(offender),
            ply.notation,
            ply.event,
        ));
    } else {
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
    }
    if castling {
        castling_barred(h, ply);
    }
    // "You must instantly acknowledge the error by saying 'j'adoube'; or he may compel you"
    // (000 L2): acknowledged at once, the move of the adversary's man carries no penalty.
    let owned_at_once = irregular == Irregular::AdversaryMan
        && state
            .adjustments
            .iter()
            .any(|a| a.by == offender && a.after_move == Some(ply.event) && a.square == ply.to);
    if owned_at_once
        && h.reasons
            .read(|p| &p.adversary_man_excused_by_jadoube)
            .copied()
            == Some(true)
    {
        h.find(format!(
            "{} said \"j'adoube\" at once over the man he had moved: he owned the error as the \
             code requires, and the penalties do not follow.",
            color_name(offender)
        ));
        return Some(Answer::Dismissed);
    }
    if leap_without_odds_rook(state, ply, odds_castling_spoken_of) {
        h.find(format!(
            "It is no castling: the rook of {} was given at odds and never stood on the board, \
             so it has not been moved, and the code knows no castling without a rook. The king \
             went two squares, where it cannot lawfully go.",
            castling_side(ply).rook_corner(ply.by)
        ));
    }
    if not_forward(ply) && h.reasons.read(|p| &p.pawns_move_only_forward).copied() == Some(true) {
        h.find(format!(
            "A pawn can only move forward, and the pawn on {} did not.",
            ply.from
        ));
    }
    if let Some(ground) = ply.false_by {
        if ply.from.rank().relative(ply.piece.color) == Rank::SECOND {
            h.find(format!(
                "The pawn on {} had moved before and was put back on its first square by a \
                 move that stood: its first move was spent, and it could not step two squares.",
                ply.from
            ));
        } else {
            h.find(format!(
                "The pawn on {} was off its first square, its first move made: only at its \
                 first move may a pawn advance two squares.",
                ply.from
            ));
        }
        h.cite_applied(ground);
    }
    if let Some(passed) = exposing_en_passant(ply) {
        if h.reasons.read_own(|p| &p.en_passant).copied() == Some(true) {
            h.find(format!(
                "The pawn on {passed} had just advanced two squares and could be taken in \
                 passing, but taking it would have left {}'s own king in check: the capture \
                 could not lawfully be made.",
                color_name(ply.by)
            ));
        }
    }
    if let Some(passed) = late_en_passant(ply) {
        if h.reasons.read(|p| &p.en_passant_at_once).copied() == Some(true) {
            h.find(format!(
                "The pawn on {passed} could be taken in passing only on the move right after its \
                 double step, and that move had gone by."
            ));
        }
    }

    None
}

/// The penalty the code's menu gives for the move at `claim`, each remedy made concrete (its
/// position and moves), and whether a king that cannot move frees the offender of it.
fn penalty<'c>(
    h: &mut Hearing<'_, 'c>,
    menu: Option<&'c Menu>,
    claim: &Claimable,
) -> (Option<Award>, bool) {
    let state = h.state;
    let claimant = h.claimant();
    let offender = claimant.other();
    let ply = &state.plies[claim.ply];
    let no_penalty_if_immobile = menu.is_some_and(moves_king)
        && h.reasons
            .value(|p| &p.no_move_penalty_if_king_immobile)
            .copied()
            .unwrap_or(false);
    let award_with = |no_penalty: bool| {
        menu.map(|menu| {
            Award::menu(menu, claimant, |remedy| {
                remedies::for_move(remedy, state, ply, no_penalty, menu)
            })
        })
    };
    let mut award = award_with(no_penalty_if_immobile);
    // Where the offender himself chooses and another of the penalties can be enforced, a king
    // that cannot move frees him of nothing: he must choose the other (Philidor XII "must play
    // his Rook touched, or his King, at his own choice").
    let offender_must_take_another = menu.is_some_and(|m| m.elector == Some(Elector::Offender))
        && award.as_ref().is_some_and(|a| {
            a.remedies
                .iter()
                .any(|o| o.enforceable && !is_king_move(o.remedy))
        });
    let frees_offender = no_penalty_if_immobile && !offender_must_take_another;
    if frees_offender != no_penalty_if_immobile {
        award = award_with(false);
    }
    let no_penalty_if_immobile = frees_offender;
    // A remedy that can be met only by a pawn reaching the last rank: the article on promotion
    // decides what those moves are (the piece is the player's choice).
    let only_promotions =
        |moves: Vec<Move>| !moves.is_empty() && moves.iter().all(|m| m.promotion.is_some());
    let by_promotion = menu.is_some_and(|menu| {
        menu.remedies.iter().any(|r| match r {
            Remedy::MoveCorrectly => only_promotions(remedies::correct_moves(ply)),
            Remedy::CaptureWithLegalCapturer => only_promotions(remedies::lawful_captures(ply)),
            _ => false,
        })
    });
    if claim.closed_by.is_none()
        && by_promotion
        && h.reasons.read(|p| &p.promotion_any_piece).is_some()
    {
        h.find(format!(
            "The only moves that meet the penalty bring a pawn to the last rank, where it \
             becomes the piece {} chooses.",
            color_name(offender)
        ));
    }
    // Where the one lawful taking of the man is in passing, the code's grant of that capture is
    // what gives the remedy a move (issue #19 class 10).
    let takes_in_passing = award.as_ref().is_some_and(|a| {
        a.remedies
            .iter()
            .any(|o| o.remedy == Remedy::CaptureWithLegalCapturer)
    }) && only_en_passant(&remedies::lawful_captures(ply), &mut h.reasons);
    if takes_in_passing {
        h.find(format!(
            "The only man that can lawfully take the man on {} takes it in passing, as the code \
             allows.",
            ply.to
        ));
    }
    (award, no_penalty_if_immobile)
}

/// Castling towards the corner of a rook given at odds, under a code whose castling article
/// does not say whether it may be done as if the rook stood there: the codes that say so
/// disagree (one allows it, one bars it), so the point is one the code leaves to a third
/// person, and it is referred, citing the castling article whose silence leaves it open.
fn odds_corner_referred<'c>(h: &mut Hearing<'_, 'c>, claim: &Claimable) -> Answer<'c> {
    let state = h.state;
    let ply = &state.plies[claim.ply];
    h.find(format!(
        "{} moved his king {} towards {}, the corner of the rook he gave at odds, which never \
         stood on the board.",
        color_name(ply.by),
        ply.notation,
        castling_side(ply).rook_corner(ply.by)
    ));
    h.reasons.cite_ground(ParamId::odds_rook_castling_referred);
    if let Some(closed) = claim.closed_by {
        return Answer::late(Window {
            closed,
            deadline: move_deadline(h, true),
            consequence: "; the move stands.",
        });
    }
    h.find(format!(
        "The code's castling article does not say whether a player who gave a rook may castle \
         on its side as if it stood on its square, and the codes that say disagree ({}): the \
         point is one the code leaves to a third person, and it is referred to one the players \
         accept.",
        h.reasons.analogy(|p| &p.castling_with_odds_rook)
    ));
    Answer::ByAnalogy(Award::remedy(remedies::refer_to_third_person(
        &state.position,
    )))
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
            // A castling out of the check is lawful or not by the castling article, not this.
            .filter(|p| p.by == offender && !p.kind.is_castling())
            .rfind(|p| h.names(p.event))
    });
    let Some(ply) = ignoring else {
        return;
    };
    if let Some(ground) = ply.lawful_by
        && h.cite_applied(ground)
    {
        h.find(format!(
            "{} left unanswered a check nobody had announced: the code lets him play on as if \
             there were no check, so {} is lawful.",
            color_name(offender),
            ply.notation
        ));
    }
}

/// A pawn the set-up left off its second rank steps two squares at its first move: lawful where
/// the code grants the step "when first moved", a fact of the pawn's history and not of its rank
/// (issue #19 class 2). Where the set-up was the standard array with men misplaced, the article
/// that let it stand is cited too: it is why the pawn stood there.
fn lawful_first_step_two(h: &mut Hearing<'_, '_>, offender: Color) {
    let state = h.state;
    let Some(ply) = state
        .plies
        .iter()
        .filter(|p| p.by == offender && h.names(p.event))
        .rfind(|p| p.is_first_step_two_off_home())
    else {
        return;
    };
    let Some(ground) = ply.lawful_by else {
        return;
    };
    if !h.cite_applied(ground) {
        return;
    }
    h.find(format!(
        "The pawn on {} had stood there since the start and had not moved: {} was its first \
         move, which may be two squares.",
        ply.from, ply.notation
    ));
    // The array with a few men out of place, not a composed position.
    let misplaced = crate::arbiter::replay::squares_off_the_array(state.initial.board());
    if misplaced <= crate::arbiter::replay::MISPLACED_AT_MOST
        && h.reasons.read(|p| &p.misplaced_men).is_some()
    {
        h.find(
            "The set-up put it off its square in the array, and a misplaced man stands where it \
             was set until the fault is put right."
                .to_owned(),
        );
    }
}

/// Cites the limit on claiming an irregular move that decided a finding, as
/// [`move_deadline`] reads it, without reading its value: the replay already applied it.
pub(super) fn cite_move_deadline(h: &mut Hearing<'_, '_>, false_move: bool) {
    let id = if false_move && h.reasons.value(|p| &p.false_move_deadline).is_some() {
        ParamId::false_move_deadline
    } else {
        ParamId::claim_deadline
    };
    h.reasons.cite_limit(id);
}

/// The limit on claiming an irregular move: the false-move article's own, where the code gives
/// one and the move is a false move; the general one otherwise.
pub(super) fn move_deadline<'c>(h: &mut Hearing<'_, 'c>, false_move: bool) -> Option<&'c Deadline> {
    if false_move && h.reasons.value(|p| &p.false_move_deadline).is_some() {
        h.reasons.read_limit(|p| &p.false_move_deadline)
    } else {
        h.reasons.read_limit(|p| &p.claim_deadline)
    }
}

/// A move the man cannot make, made while its mover stood in a check nobody had announced: the
/// code lets him play as if there were no check, but that liberty does not make an unlawful move
/// lawful, and the ruling says so, citing the article it answers (issue #19 class 10).
fn unlawful_despite_unannounced_check(h: &mut Hearing<'_, '_>, ply_index: usize) {
    let state = h.state;
    let ply = &state.plies[ply_index];
    let unwarned = ply.before.is_check()
        && state.unannounced_checks.iter().any(|u| {
            u.checker != ply.by
                && u.ply.is_none_or(|given| given < ply_index)
                && u.warning.is_none_or(|(event, _)| event > ply.event)
        });
    if unwarned && h.reasons.read(|p| &p.unannounced_check).is_some() {
        h.find(format!(
            "{} stood in a check nobody had announced: the code lets him play on as if there were \
             no check, but not make a move the man cannot make, and {} is none he could lawfully \
             make.",
            color_name(ply.by),
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
        // Castling on that side was open: the fault is in how it was made, the king and the
        // rook set elsewhere than the code's castling puts them.
        let passed = crate::chess::File::new((ply.from.file().index() + ply.to.file().index()) / 2)
            .map(|file| Square::from_coords(file, ply.from.rank()));
        let as_the_code_castles = ply.from.distance(ply.to) == 2
            && matches!(ply.kind, PlyKind::IllegalCastling { rook_to, .. } if rook_to == passed);
        if !as_the_code_castles && h.reasons.read(|p| &p.free_castling).copied() == Some(false) {
            h.find(
                "Castling on that side was open, but not as it was made: the code's castling \
                 takes the king two squares, with the rook set beside him on the other side, and \
                 the old way of placing the two anywhere between is not allowed."
                    .to_owned(),
            );
        }
        return;
    };
    // The giver's rook that stood on this corner at the start was given at odds.
    let given_at_odds = state.odds_giver == Some(ply.by)
        && state.initial.board().piece_at(corner) != Some(Piece::new(ply.by, Role::Rook));
    let why = match bar {
        CastlingBar::KingNotHome | CastlingBar::KingOrRookMoved => {
            h.cite_applied(ParamId::castling_barred_if_king_or_rook_moved);
            "the king or that rook had moved".to_owned()
        }
        CastlingBar::NoRook if given_at_odds && !ply.before.rules().castling.odds_rook => {
            h.cite_applied(ParamId::castling_with_odds_rook);
            format!(
                "the rook of {corner} was given at odds, and the code allows no castling with it"
            )
        }
        CastlingBar::NoRook if given_at_odds => {
            // The code castles as if the rook were there, but that right ended with a move of
            // the king (or of a rook to that corner): both articles are why.
            h.cite_applied(ParamId::castling_barred_if_king_or_rook_moved);
            h.cite_applied(ParamId::castling_with_odds_rook);
            format!(
                "the rook of {corner} was given at odds, and the king had moved since, which \
                 ends castling on that side as it would with the rook there"
            )
        }
        CastlingBar::NoRook => {
            h.cite_applied(ParamId::castling_barred_if_king_or_rook_moved);
            format!("no rook stood on {corner}: it had moved or been taken")
        }
        CastlingBar::OddsCornerOccupied => {
            h.cite_applied(ParamId::castling_with_odds_rook);
            format!(
                "the rook of {corner} was given at odds, and another man stood on its square, \
                 so the king could not castle as if the rook were there"
            )
        }
        CastlingBar::InCheck => {
            h.cite_applied(ParamId::castling_barred_in_check);
            "the king was in check".to_owned()
        }
        // Castling as if a rook given at odds stood at its square needs the squares up to it
        // empty: the odds-castling article's reading, not the general bar on men between.
        CastlingBar::MenBetween if given_at_odds => {
            h.cite_applied(ParamId::castling_with_odds_rook);
            format!(
                "the rook of {corner} was given at odds, and men stood between the king and its \
                 square, so the king could not castle as if the rook were there"
            )
        }
        CastlingBar::MenBetween => {
            h.cite_applied(ParamId::castling_barred_if_men_between);
            "men stood between the king and the rook".to_owned()
        }
        CastlingBar::ThroughAttacked => {
            h.cite_applied(ParamId::castling_barred_through_attacked);
            "the king would pass over a square the adversary attacked".to_owned()
        }
        CastlingBar::IntoAttacked => {
            h.cite_applied(ParamId::castling_barred_into_attacked);
            "the king would end in check".to_owned()
        }
        // No code's article: the rule that no move may leave the mover's king in check, which
        // the false-move article already cited enforces.
        CastlingBar::OtherKingInCheck => {
            "another king of his, which a pawn had become, would stand in check after it".to_owned()
        }
    };
    h.find(format!("Castling was barred: {why}."));
}

/// A claim of illegal castling against a castling the code allowed: says so, reading the
/// condition that the claim most often turns on (king and rook unmoved; or, with a rook given
/// at odds, the article that allows castling without it).
fn lawful_castling(h: &mut Hearing<'_, '_>, offender: Color) -> bool {
    let state = h.state;
    let castled = state.plies.iter().rev().find_map(|p| match p.kind {
        PlyKind::Legal(m) if p.by == offender && m.is_castle() && h.names(p.event) => Some((p, m)),
        _ => None,
    });
    let Some((ply, m)) = castled else {
        return false;
    };
    let with_odds_rook = matches!(
        m.kind,
        MoveKind::Castle {
            rook_from: None,
            ..
        }
    );
    let how = if with_odds_rook {
        h.cite_applied(ParamId::castling_with_odds_rook);
        "with the rook given at odds, as if it stood at its square"
    } else {
        h.cite_applied(ParamId::castling_barred_if_king_or_rook_moved);
        "with king and rook unmoved"
    };
    h.find(format!(
        "{}'s castling {} at event {} was lawful: {how}, and no other condition the code sets \
         on castling was broken.",
        color_name(offender),
        ply.notation,
        ply.event
    ));
    // Replay lets a king castle out of a check only where nobody announced it and the code
    // lets it be ignored: that article is what made the castling lawful.
    if let Some(ground) = ply.lawful_by
        && h.cite_applied(ground)
    {
        h.find(format!(
            "His king stood in a check {} had given without saying \"check\": the code lets him \
             play as if there were no check, so the check did not bar the castling.",
            color_name(offender.other())
        ));
    }
    true
}

/// Cites the rules on a penalty of moving the king where they decided something: a limit on
/// every king move demanded, wherever one is offered; the "king cannot move: no penalty" rule
/// (for a touch, or for a move: `no_penalty_if_immobile`, where it applies) only where a king
/// move demanded found none.
pub(super) fn cite_king_rules(
    offers: &[RemedyOffer],
    no_penalty_if_immobile: Option<ParamId>,
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
        reasons.cite_ground(ParamId::king_move_penalty_never_into_check);
    }
    if let Some(rule) = no_penalty_if_immobile.filter(|_| immobile) {
        reasons.cite_ground(rule);
    }
}

/// A pawn's move that went sideways or back.
fn not_forward(ply: &Ply) -> bool {
    ply.piece.role == Role::Pawn
        && ply.to.rank().relative(ply.piece.color) <= ply.from.rank().relative(ply.piece.color)
}

fn is_king_move(remedy: Remedy) -> bool {
    matches!(
        remedy,
        Remedy::MoveKing | Remedy::MoveKingNoCastling | Remedy::ReplaceAndMoveKing
    )
}

pub(super) fn moves_king(menu: &Menu) -> bool {
    menu.remedies.iter().copied().any(is_king_move)
}
