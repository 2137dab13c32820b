//! Claims about a single right or a claim itself: promotion, the capture en passant, a point no
//! law provides for, and a claim said to come too late.

use crate::arbiter::judge::{Answer, Award, Hearing};
use crate::arbiter::remedies;
use crate::arbiter::replay::{GameState, PlyKind, color_name};
use crate::chess::Color;
use crate::law::params::{Deadline, ParamId};

use super::irregular::{
    Irregular, exposing_en_passant, irregular_at, late_en_passant, move_deadline,
};

/// The adversary's choice of piece for a pawn on the last rank (002 IX, 004 XXI: any piece, even
/// with all the pieces on the board).
pub(super) fn promotion<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let promoter = h.dispute.claimant.other();
    let any_piece = h.reasons.read(|p| &p.promotion_any_piece).copied();
    if let Some(answer) = left_a_pawn(h, promoter) {
        return answer;
    }
    if let Some(answer) = own_exchange_asked(h) {
        return answer;
    }
    let found = h
        .state
        .plies
        .iter()
        .rev()
        .find(|p| p.by == promoter && p.promotion.is_some() && h.names(p.event));
    let Some((ply, role)) = found.and_then(|p| p.promotion.map(|r| (p, r))) else {
        return own_piece_asked(h).unwrap_or_else(|| {
            h.find(format!(
                "The claim is not borne out: {} has promoted no pawn.",
                color_name(promoter)
            ));
            Answer::Dismissed
        });
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
    if any_piece == Some(true) {
        h.find(
            "The code lets the pawn become any piece the player chooses, even when all his \
             pieces remain on the board: the promotion stands."
                .to_owned(),
        );
        return Answer::Dismissed;
    }
    h.find(format!(
        "The code says nothing of promotion. As the third person, Tertius lets the {name} \
         stand, by analogy with the codes that do ({}): any piece but a king, even when all \
         remain.",
        h.reasons.analogy(|p| &p.promotion_any_piece)
    ));
    Answer::ByAnalogy(Award::nothing())
}

/// The adversary's pawn that reached the last rank and was left a pawn (or was given a king),
/// where the code requires the exchange or says nothing of it: heard as the exchange left undone.
fn left_a_pawn<'c>(h: &mut Hearing<'_, 'c>, promoter: Color) -> Option<Answer<'c>> {
    let ply = h
        .state
        .plies
        .iter()
        .rev()
        .find(|p| p.by == promoter && p.unexchanged() && h.names(p.event))?;
    let optional = h.reasons.read_own(|p| &p.promotion_optional).copied();
    if optional == Some(true) {
        return None;
    }
    // A code with no article on the last rank requires no exchange in terms: the requirement is
    // borrowed from the codes that make it, and the ruling rests on that.
    let requires = match optional {
        Some(_) => "as the code requires".to_owned(),
        None => format!(
            "which the code does not require in terms: it says nothing of a pawn on the last \
             rank, and Tertius, as the third person, requires the exchange on arrival by \
             analogy with the codes that do ({})",
            h.reasons
                .analogy_where(|p| &p.promotion_optional, |optional| !*optional)
        ),
    };
    h.find(format!(
        "{}'s pawn reached the last rank with {} at event {} and was not exchanged for a piece, \
         {requires}{}.",
        color_name(promoter),
        ply.notation,
        ply.event,
        if ply.promotion.is_some() {
            ": a king was put in its place, which is no piece a pawn may become"
        } else {
            ""
        }
    ));
    Some(match irregular_at(h, ply.event, Irregular::Unexchanged) {
        Answer::Upheld(award) if optional.is_none() => Answer::ByAnalogy(award),
        answer => answer,
    })
}

/// The player whose own pawn was left a pawn asks to make the exchange after all: it was due
/// with the move, and once his adversary's time to take notice of the move has passed, the move
/// stands as made.
fn own_exchange_asked<'c>(h: &mut Hearing<'_, 'c>) -> Option<Answer<'c>> {
    let state = h.state;
    let claimant = h.dispute.claimant;
    let (index, ply) = state.plies.iter().enumerate().rev().find(|(_, p)| {
        p.by == claimant && p.unexchanged() && p.promotion.is_none() && h.names(p.event)
    })?;
    if h.reasons.value_own(|p| &p.promotion_optional).copied() != Some(false) {
        return None;
    }
    h.find(format!(
        "{}'s own pawn reached the last rank with {} at event {} and was left a pawn; he asks to \
         exchange it now.",
        color_name(claimant),
        ply.notation,
        ply.event
    ));
    h.reasons.cite_own_ground(ParamId::promotion_optional);
    let closed = state
        .claimables
        .iter()
        .find(|c| c.ply == index)
        .and_then(|c| c.closed_by);
    let Some(closed) = closed else {
        h.find(
            "The exchange was due with the move. The move is his adversary's to claim, with the \
             correction it calls for; it is not his to make again."
                .to_owned(),
        );
        return Some(Answer::Dismissed);
    };
    super::irregular::cite_move_deadline(h, true);
    h.find(format!(
        "The exchange was due with the move. {} let the time to take notice of it pass (event \
         {closed}): the move stands as made, and the pawn stays a pawn.",
        color_name(claimant.other())
    ));
    Some(Answer::stated_late())
}

/// The player whose own pawn became a piece asks to make it another: he chose the piece and
/// quitted it with the move, and a man released stands.
fn own_piece_asked<'c>(h: &mut Hearing<'_, 'c>) -> Option<Answer<'c>> {
    let claimant = h.dispute.claimant;
    let (ply, role) = h
        .state
        .plies
        .iter()
        .rev()
        .find(|p| {
            p.by == claimant
                && p.promotion.is_some()
                && matches!(p.kind, PlyKind::Legal(_))
                && h.names(p.event)
        })
        .and_then(|p| p.promotion.map(|r| (p, r)))?;
    if h.reasons.read(|p| &p.released_man_stands).copied() != Some(true) {
        return None;
    }
    h.find(format!(
        "{}'s own pawn became a {} with {} at event {}, the piece he chose; he asks to make it \
         another. He quitted it with the move, and having quitted it he cannot recall the move: \
         the piece stands.",
        color_name(claimant),
        format!("{role:?}").to_lowercase(),
        ply.notation,
        ply.event
    ));
    Some(Answer::Dismissed)
}

/// A capture en passant disputed: lawful where the code grants it (002 X, 003 VIII, 004 XV).
pub(super) fn en_passant<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let taker = h.dispute.claimant.other();
    // A capture in passing the board refused (made a move late, or leaving the taker's king in
    // check) is a false move: the claim is heard under the article that governs it.
    let refused = state.plies.iter().rev().find(|p| {
        p.by == taker
            && h.names(p.event)
            && (matches!(p.kind, PlyKind::Legal(m) if m.is_en_passant())
                || (p.kind == PlyKind::False
                    && (late_en_passant(p).is_some() || exposing_en_passant(p).is_some())))
    });
    if let Some(ply) = refused.filter(|p| p.kind == PlyKind::False) {
        h.find(format!(
            "The capture in passing complained of, {}, could not lawfully be made: the claim is \
             heard under the code's article on false moves.",
            ply.notation
        ));
        return irregular_at(h, ply.event, Irregular::FalseMove);
    }
    let granted = h.reasons.read_own(|p| &p.en_passant).copied();
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

/// A point no law provides for, or a dispute over a law's meaning: the codes that speak of it
/// send it to a third person (000 L20, 003 XIV, 004 XXVI). Software does not decide such a
/// point; it says where it goes.
pub(super) fn unprovided_point<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    if h.reasons.read(|p| &p.refer_unprovided_points).copied() == Some(true) {
        h.find(
            "The code sends a point it does not settle to a third person, whose decision is \
             final. Tertius rules on what the articles provide; a point outside them needs that \
             person's judgment.",
        );
    } else {
        h.find(format!(
            "The code has no article on disputes. As the third person, Tertius can rule only \
             on what the articles provide; by analogy with the codes that do speak of it ({}), \
             a point outside them goes to a human arbiter the players accept.",
            h.reasons.analogy(|p| &p.refer_unprovided_points)
        ));
    }
    Answer::ByAnalogy(Award::remedy(remedies::refer_to_third_person(
        &h.state.position,
    )))
}

/// Which of the code's deadlines governs a claim.
#[derive(Debug, Clone, Copy)]
enum ClaimWindow {
    /// A move's: whether it was a false move.
    Move(bool),
    /// A castling's: the article on castling is what the claim stands under.
    Castling,
    /// A touch's: whether the man was the toucher's own.
    Touch(bool),
    FalseCheck,
}

/// The offender's answer to a claim: it comes too late. The deadline is the one the claim's
/// own kind has (a false move, a touch, a false "check").
pub(super) fn late_claim<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
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
            let window = if Irregular::Castling.fits(ply) {
                ClaimWindow::Castling
            } else {
                ClaimWindow::Move(Irregular::FalseMove.fits(ply))
            };
            (ply.event, what, c.closed_by, window)
        });
    let touches = state
        .touch_offences
        .iter()
        .filter(|t| t.offender == offender)
        .map(|t| {
            let what = format!("the touch on {}", t.square);
            (t.event, what, t.closed_by, ClaimWindow::Touch(t.own))
        });
    let announcements = state
        .false_announcements
        .iter()
        .filter(|f| f.announcer == offender)
        .map(|f| {
            let what = "the false \"check\"".to_owned();
            (f.event, what, f.closed_by, ClaimWindow::FalseCheck)
        });
    // A false "check" is said with a move: the claim a player pleads is late is the one against
    // his irregular move or touch, whose window the adversary's later act is said to have
    // closed; the announcement alone is what the claim is about only where there is nothing else.
    let latest = moves
        .chain(touches)
        .filter(|c| fits(c.0))
        .max_by_key(|c| c.0)
        .or_else(|| announcements.filter(|c| fits(c.0)).max_by_key(|c| c.0));
    let Some((event, what, closed, which)) = latest else {
        h.find(format!(
            "{} has committed no irregularity that could be claimed: there is no claim to be late.",
            color_name(offender)
        ));
        return Answer::Dismissed;
    };
    let deadline = match which {
        ClaimWindow::Move(false_move) => move_deadline(h, false_move),
        ClaimWindow::Castling => {
            h.reasons.cite_ground(ParamId::illegal_castling);
            move_deadline(h, false)
        }
        ClaimWindow::Touch(own) => super::touch::touch_window(&mut h.reasons, own),
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
            // The article the claim stands under, which sets it no time: why it is not late.
            let article = match which {
                ClaimWindow::Move(true) => Some(ParamId::false_move),
                // An irregular move other than a false move stands under its own article,
                // which the plea does not name.
                ClaimWindow::Move(false) => None,
                // Cited with the window, above.
                ClaimWindow::Castling => None,
                ClaimWindow::Touch(true) => Some(ParamId::touched_own_man),
                ClaimWindow::Touch(false) => Some(ParamId::touched_adversary_man),
                ClaimWindow::FalseCheck => Some(ParamId::false_check_announcement),
            };
            if let Some(article) = article {
                h.reasons.cite_ground(article);
            }
            h.find("The code sets no time limit for such a claim: it is not late.".to_owned());
            Answer::Dismissed
        }
        (None, Some(deadline)) => {
            // What the adversary did because of a false "check" said after the act complained
            // of, and may still retract, closed nothing: the article that lets him retract it
            // is why the claim is in time.
            if let Some(act) = misled_since(state, offender, event, deadline)
                && h.reasons.read(|p| &p.false_check_deadline).is_some()
            {
                h.find(format!(
                    "{} made {act} because of a false \"check\" {} said after it; he may still \
                     retract it, so it did not close the window.",
                    color_name(adversary),
                    color_name(offender)
                ));
            }
            h.find(format!(
                "{} has not yet done what closes the window: the claim is in time.",
                color_name(adversary)
            ));
            Answer::Dismissed
        }
    }
}

/// The act of `offender`'s adversary, made since a false "check" `offender` said after `event`
/// and still his to retract, that would otherwise have closed a window of kind `deadline`.
fn misled_since(
    state: &GameState,
    offender: Color,
    event: usize,
    deadline: &Deadline,
) -> Option<String> {
    state
        .false_announcements
        .iter()
        .filter(|f| f.announcer == offender && f.closed_by.is_none() && f.event > event)
        .find_map(|f| {
            let moved = f
                .misled_ply
                .map(|i| format!("the move {}", state.plies[i].notation));
            let touched = || {
                state
                    .touches
                    .iter()
                    .find(|&&(e, by, _)| by != offender && e > f.event)
                    .map(|&(_, _, square)| format!("the touch on {square}"))
            };
            match deadline {
                Deadline::AdversaryTouches => moved.or_else(touched),
                Deadline::AdversaryMoves => moved,
                Deadline::OffenderMoves => None,
            }
        })
}
