//! Touching and releasing men: touch-move, a touched man that cannot be played, a touch of the
//! adversary's man, "j'adoube", and a man once quitted.

use crate::arbiter::judge::{Answer, Award, Hearing, Window};
use crate::arbiter::reasons::Reasons;
use crate::arbiter::remedies::{self, any_legal_move};
use crate::arbiter::replay::{
    Adjustment, FalseAnnouncement, GameState, Lapse, Ply, PlyKind, TouchOffence, color_name,
    lawful_moves, moves_ignoring_check,
};
use crate::arbiter::ruling::RemedyOffer;
use crate::chess::{Color, Move, Position, Role, Square};
use crate::law::params::{Deadline, Menu, Param, ParamId, Params, Remedy, UnplayableScope};

use super::irregular::{Irregular, cite_king_rules, moves_king};
use super::{lapsed_en_passant, only_en_passant};

/// Touch-move, and touching an adversary's man. Both start from the position in which the man
/// was touched; the remedies differ.
pub(super) fn touched<'c>(h: &mut Hearing<'_, 'c>, own: bool) -> Answer<'c> {
    let state = h.state;
    let claimant = h.dispute.claimant;
    let offender = claimant.other();
    let fits = |t: &&TouchOffence| {
        t.offender == offender
            && t.own == own
            && h.names(t.event)
            && (!own || t.moved_instead.is_some() || state.position.turn() == offender)
    };
    let last = state.touch_offences.iter().rev().find(fits);
    // Two of his own men touched in one turn: where the code's reading is that the first binds,
    // the claim is on that one.
    let first_in_turn = last.filter(|_| own).and_then(|last| {
        state.touch_offences.iter().filter(fits).find(|t| {
            t.event != last.event
                && t.before == last.before
                && !state
                    .plies
                    .iter()
                    .any(|p| p.event > t.event && p.event < last.event)
        })
    });
    let first_binds = first_in_turn
        .and_then(|_| h.reasons.hold(|p| &p.first_touch_binds))
        .filter(|held| *held.value);
    let found = match (first_in_turn, first_binds) {
        (Some(first), Some(_)) => Some(first),
        _ => last,
    };
    if !own
        && found.is_none()
        && let Some(answer) = heard_as_a_move(h)
    {
        return answer;
    }
    let whose = if own { "his own" } else { "his adversary's" };
    if found.is_none()
        && let Some(answer) = unbinding_touch_out_of_turn(h, own)
    {
        return answer;
    }
    let menu = if own {
        h.reasons.read(|p| &p.touched_own_man)
    } else {
        h.reasons.read(|p| &p.touched_adversary_man)
    };
    let Some(touch) = found else {
        return no_touch_unanswered(h, own);
    };
    let man = format!("{:?} on {}", touch.piece.role, touch.square).to_lowercase();
    // What the offender did after the touch, in the same turn: the move a penalty would
    // replace, or the one that already satisfies it.
    let next = next_move_of(state, offender, touch.event, touch.out_of_turn.is_some());
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
    if let (Some(last), Some(held)) = (last.filter(|l| l.event != touch.event), first_binds) {
        h.reasons.cite_held(held);
        h.find(format!(
            "He touched his {} on {} after it (event {}): the first touch had bound him, and the \
             second does not discharge it.",
            format!("{:?}", last.piece.role).to_lowercase(),
            last.square,
            last.event
        ));
    }
    if let Some(ground) = touch.out_of_turn {
        h.cite_applied(ground);
        h.find(format!(
            "The touch was made in {}'s turn: it bound {} when his own turn came, and is judged \
             as the board stood then.",
            color_name(claimant),
            color_name(offender)
        ));
    }
    if let Some(closed) = touch.closed_by {
        return Answer::late(Window {
            closed,
            deadline: touch_window(&mut h.reasons, own),
            consequence: ": no penalty can be inflicted.",
        });
    }
    if let Some(answer) = false_check_about(h, touch, next) {
        return answer;
    }
    word_said_late(h, touch, next, own);
    let Some(menu) = menu else {
        h.find(format!(
            "The code does not provide for touching {whose} man. As the third person, Tertius \
             rules by analogy with the codes that do ({}): the touch is without consequence here.",
            if own {
                h.reasons.analogy(|p| &p.touched_own_man)
            } else {
                h.reasons.analogy(|p| &p.touched_adversary_man)
            }
        ));
        return Answer::ByAnalogy(Award::nothing());
    };
    touch_penalty(h, own, touch, menu, next)
}

/// A false "check" said around the touch: one the touch was made in consequence of frees it,
/// where the code says so; one said after it does not reach it, and the ruling says why.
fn false_check_about<'c>(
    h: &mut Hearing<'_, 'c>,
    touch: &TouchOffence,
    next: Option<&Ply>,
) -> Option<Answer<'c>> {
    let state = h.state;
    let claimant = h.claimant();
    let offender = claimant.other();
    if let Some(announced) = misled_by_false_check(state, touch.event, offender, next) {
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
            return Some(Answer::Dismissed);
        }
    }
    // A false "check" said after the touch, before the toucher moved: what the code frees is
    // what the misled player did in consequence of it, and this touch came first (the article
    // is cited for why it does not reach the touch: issue #19 classes 1 and 10).
    let later_false_check = state.false_announcements.iter().find(|f| {
        f.announcer == claimant
            && f.event > touch.event
            && next.is_none_or(|ply| f.event < ply.event)
    });
    if let Some(announced) = later_false_check {
        if h.reasons
            .read(|p| &p.touch_released_by_false_check)
            .copied()
            == Some(true)
        {
            h.find(format!(
                "{} said \"check\" at event {} when no check was given, but after the touch: \
                 the touch was not made in consequence of it, and it binds.",
                color_name(claimant),
                announced.event
            ));
        }
    }
    None
}

/// "J'adoube" said over the touched man only after touching it: the article that names the word
/// says when it frees the player, and its reading is why the touch still binds (class 8).
fn word_said_late(h: &mut Hearing<'_, '_>, touch: &TouchOffence, next: Option<&Ply>, own: bool) {
    let state = h.state;
    let offender = h.claimant().other();
    let late_word = state.adjustments.iter().find(|a| {
        a.by == offender
            && a.late
            && a.square == touch.square
            && a.event > touch.event
            && next.is_none_or(|ply| a.event < ply.event)
    });
    if let Some(word) = late_word
        && jadoube_article(&mut h.reasons, own) == Some(true)
    {
        if !own {
            h.reasons.cite_ground(ParamId::adversary_jadoube_moment);
        }
        h.find(format!(
            "{} said \"j'adoube\" over it only afterwards, at event {}: said then, it does not \
             free him from the touch.",
            color_name(offender),
            word.event
        ));
    }
}

/// The penalty for a touch the code provides for: the touched man's moves (or the article on a
/// man that cannot be played, where it reaches it), the code's menu made concrete, and a
/// penalty the offender already paid with the move he made next dismissed as satisfied.
fn touch_penalty<'c>(
    h: &mut Hearing<'_, 'c>,
    own: bool,
    touch: &TouchOffence,
    menu: &'c Menu,
    next: Option<&Ply>,
) -> Answer<'c> {
    let claimant = h.claimant();
    let offender = claimant.other();
    let man = format!("{:?} on {}", touch.piece.role, touch.square).to_lowercase();
    let before = &touch.before;
    let (legal, touched_moves) = moves_of_the_touched_man(h, own, touch);
    // An own man the code's other article reaches (one that cannot be played without exposing
    // the king, or under some codes any man with no lawful move): that article's menu.
    let unplayable = if own && touched_moves.is_empty() {
        unplayable_finding(before, touch.square, &mut h.reasons)
    } else {
        None
    };
    if own && !touched_moves.is_empty() {
        still_playable(h, touch, &touched_moves, &man);
    }
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
    // Where the article on an unplayable man sets its king move's terms itself, it decides.
    let own_terms = unplayable.is_some()
        && h.reasons.value(|p| &p.unplayable_king_terms).copied() == Some(true);
    let no_penalty_if_immobile = moves_king(menu)
        && (own_terms
            || h.reasons
                .value(|p| &p.no_penalty_if_king_immobile)
                .copied()
                .unwrap_or(false));
    let touch_of = remedies::Touch {
        before,
        man: &man,
        offender,
        legal: &legal,
        touched_moves: &touched_moves,
        no_penalty_if_immobile,
    };
    let award = Award::menu(menu, claimant, |remedy| {
        remedies::for_touch(remedy, &touch_of)
    });
    let offers = &award.remedies;
    // A remedy offered that demands the touched man be played or taken: the moves found for it
    // decide it.
    let compels_touched_man = offers.iter().any(|o| {
        o.enforceable
            && matches!(
                o.remedy,
                Remedy::CompelMoveTouchedMan | Remedy::CompelCaptureOfTouchedMan
            )
    });
    // Every move that plays or takes the touched man brings a pawn to the last rank: the
    // article on promotion decides what those moves are (the piece is the player's choice).
    if compels_touched_man
        && touched_moves.iter().all(|m| m.promotion.is_some())
        && h.reasons.read(|p| &p.promotion_any_piece).is_some()
    {
        h.find(format!(
            "The {man} can be {} only by a pawn reaching the last rank, which becomes the piece \
             {} chooses.",
            if own { "played" } else { "taken" },
            color_name(offender)
        ));
    }
    // A penalty the offender has already paid is not imposed again: the move he made after
    // the touch is one every enforceable remedy would have demanded.
    if let Some(ply) = next.filter(|p| p.before == *before) {
        let owed: Vec<&RemedyOffer> = offers.iter().filter(|o| o.enforceable).collect();
        if !owed.is_empty() && owed.iter().all(|o| satisfies(o, ply)) {
            if unplayable.is_some() {
                cite_unplayable(&mut h.reasons, standing_check);
                cite_warning(h, touch);
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
    // The article that lets the man be taken at all is a fact of the offence, cited before the
    // window as a false move's rule of movement is; the articles on the penalty follow it.
    if compels_touched_man && only_en_passant(&touched_moves, &mut h.reasons) {
        h.find(if own {
            format!("The {man} can be played only by taking in passing, which the code grants.")
        } else {
            format!("The {man} can be taken only in passing, which the code grants.")
        });
    }
    if unplayable.is_some() {
        cite_unplayable(&mut h.reasons, standing_check);
        cite_warning(h, touch);
    }
    cite_touch_window(&mut h.reasons, own);
    if own_terms {
        h.reasons.cite_ground(ParamId::unplayable_king_terms);
    } else {
        cite_king_rules(
            offers,
            no_penalty_if_immobile.then_some(ParamId::no_penalty_if_king_immobile),
            &mut h.reasons,
        );
    }
    if own && next.is_some() {
        h.find("The move made instead is taken back.");
    }
    Answer::Upheld(award)
}

/// An adversary's man not only touched but moved, or taken by a move the taking man cannot
/// make: the claim is heard under the code's article on that act, which governs it (issue #19
/// class 3).
fn heard_as_a_move<'c>(h: &mut Hearing<'_, 'c>) -> Option<Answer<'c>> {
    let state = h.state;
    let offender = h.claimant().other();
    let moved = state.claimables.iter().rev().find(|c| {
        let ply = &state.plies[c.ply];
        c.offender == offender && Irregular::AdversaryMan.fits(ply) && h.names(ply.event)
    });
    if let Some(c) = moved {
        let ply = &state.plies[c.ply];
        h.find(format!(
            "{} did not only touch his adversary's man: he moved it, {}. The claim is heard \
             under the code's article on moving an adversary's man.",
            color_name(offender),
            ply.notation
        ));
        return Some(super::irregular::irregular_move(h, Irregular::AdversaryMan));
    }
    // The man touched was then taken, but by a move the taking man cannot make: the touch is
    // discharged only by a lawful taking, and the claim is heard under the code's article
    // on such captures, which governs the act.
    let taken_falsely = state.claimables.iter().rev().find(|c| {
        let ply = &state.plies[c.ply];
        c.offender == offender
            && ply.took_touched_man
            && Irregular::Capture.fits(ply)
            && h.names(ply.event)
    });
    if let Some(c) = taken_falsely {
        let ply = &state.plies[c.ply];
        h.find(format!(
            "{} took the man he had touched with {}, a move the taking man cannot make. The \
             claim is heard under the code's article on such captures.",
            color_name(offender),
            ply.notation
        ));
        return Some(super::irregular::irregular_move(h, Irregular::Capture));
    }
    None
}

/// A touch made in the adversary's turn that binds nobody, or not yet: the article on when such
/// a touch binds is what decides, and is cited first, with its reading.
fn unbinding_touch_out_of_turn<'c>(h: &mut Hearing<'_, 'c>, own: bool) -> Option<Answer<'c>> {
    let state = h.state;
    let claimant = h.claimant();
    let offender = claimant.other();
    let whose = if own { "his own" } else { "his adversary's" };
    let out_of_turn = state
        .touches_out_of_turn
        .iter()
        .rev()
        .find(|t| t.by == offender && t.own == own && h.names(t.event))
        .filter(|t| !t.binds || t.lapsed.is_some() || state.touch_pending(t.event));
    if let Some(t) = out_of_turn {
        h.reasons.cite_ground(t.ground);
        h.find(format!(
            "The claim is not borne out: {} touched {whose} man on {} at event {}, in {}'s \
             turn, {}.",
            color_name(offender),
            t.square,
            t.event,
            color_name(claimant),
            match t.lapsed {
                Some(Lapse::ManGone) => {
                    "and the man was no longer there when his own turn came: the touch bound \
                     him to nothing"
                }
                Some(Lapse::GameOver) => {
                    "and the game was over before his own turn came: the touch bound him to \
                     nothing"
                }
                Some(Lapse::MovedAgain) => {
                    "and he moved again before his adversary had: the touch never fell due"
                }
                None if t.binds => {
                    "and such a touch binds him only when his own turn comes, which it has not"
                }
                None => "and the code's article reaches only a touch made in one's own turn",
            }
        ));
        return Some(Answer::Dismissed);
    }
    None
}

/// No touch of the kind claimed is left unanswered: the claim is not borne out, and the ruling
/// says why (the word said as the man was touched, or the touch discharged).
fn no_touch_unanswered<'c>(h: &mut Hearing<'_, 'c>, own: bool) -> Answer<'c> {
    let state = h.state;
    let offender = h.claimant().other();
    let whose = if own { "his own" } else { "his adversary's" };
    // A man of the kind claimed over which the word was said as it was touched: adjusted,
    // not touched, by the article that names the word.
    let adjusted = state.adjustments.iter().rev().find(|a| {
        let board = state
            .plies
            .iter()
            .find(|p| p.event > a.event)
            .map_or(state.position.board(), |p| p.before.board());
        a.by == offender
            && !a.late
            && a.after_move.is_none()
            && h.names(a.event)
            && board
                .piece_at(a.square)
                .is_some_and(|m| (m.color == offender) == own)
    });
    if let Some(a) = adjusted
        && jadoube_known(&h.reasons, own) == Some(true)
    {
        cite_jadoube(&mut h.reasons, own);
        h.find(format!(
            "The claim is not borne out: {} said \"j'adoube\" as he touched {whose} man on {} \
             at event {}: the man was adjusted, not touched, and bound him to nothing.",
            color_name(offender),
            a.square,
            a.event
        ));
        return Answer::Dismissed;
    }
    h.find(format!(
        "The claim is not borne out: {} left no touch of {whose} man unanswered{}.",
        color_name(offender),
        if own {
            " (a man touched and then played discharges the touch)"
        } else {
            " (an adversary's man touched and then taken, in passing too, discharges the touch)"
        }
    ));
    Answer::Dismissed
}

/// A check nobody announced, which the toucher might have ignored when he touched the man, was
/// announced before he moved: the article on such checks is why the man is now judged with the
/// check on.
fn cite_warning(h: &mut Hearing<'_, '_>, touch: &TouchOffence) {
    if let Some(ground) = touch.warned {
        h.cite_applied(ground);
        h.find(format!(
            "When {} touched the man, his king stood in a check nobody had announced, which he \
             need not notice; \"check\" was said before he moved, and from then on he had to \
             answer it.",
            color_name(touch.offender)
        ));
    }
}

/// The claim window for a touch: the one for one's own man where the code sets it apart.
pub(super) fn touch_window<'c>(reasons: &mut Reasons<'c>, own: bool) -> Option<&'c Deadline> {
    if own && reasons.value(|p| &p.own_touch_claim_deadline).is_some() {
        reasons.read_limit(|p| &p.own_touch_claim_deadline)
    } else {
        reasons.read_limit(|p| &p.touch_claim_deadline)
    }
}

/// The lawful moves from the position the man was touched in, and those that play the touched
/// man (an own man) or take it (the adversary's). The pawns' history, not only the board, says
/// which moves are lawful, and so does a check nobody announced that the code lets him ignore.
fn moves_of_the_touched_man(
    h: &mut Hearing<'_, '_>,
    own: bool,
    touch: &TouchOffence,
) -> (Vec<Move>, Vec<Move>) {
    let state = h.state;
    let offender = h.claimant().other();
    let before = &touch.before;
    // The pawns' history, not only the board, says which moves are lawful: a pawn put back on
    // its second rank by a false move that stood has had its first move.
    let mut legal = lawful_moves(before, touch.pawns);
    let on_the_board = before.legal_moves();
    if own
        && on_the_board
            .iter()
            .any(|m| m.from == touch.square && !legal.contains(m))
        && h.reasons.read(|p| &p.pawn_double_step).is_some()
    {
        h.find(format!(
            "The pawn on {} has had its first move: it stands on its first square again only \
             because a false move that stood put it back, so it may not step two squares.",
            touch.square
        ));
    }
    if let Some(ground) = touch.may_ignore_check {
        // His king stood in a check nobody announced, which the code lets him ignore: a move
        // that leaves it on is lawful, so a man that has one can be played.
        let ignoring = moves_ignoring_check(before);
        if !ignoring.is_empty() {
            h.cite_applied(ground);
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
    // No move plays or takes the man because a capture in passing it was part of has lapsed:
    // the code's reading of "in passing" decides that finding.
    if touched_moves.is_empty() {
        let plies = state.plies.partition_point(|p| p.event < touch.event);
        lapsed_en_passant(h, before, plies, offender, Some(touch.square));
    }
    (legal, touched_moves)
}

/// An own man touched that can be played, where a reading of the article on a man that cannot
/// be played is what keeps the touch binding: the findings that say so (issue #19 class 4).
fn still_playable(
    h: &mut Hearing<'_, '_>,
    touch: &TouchOffence,
    touched_moves: &[Move],
    man: &str,
) {
    let before = &touch.before;
    let offender = h.claimant().other();
    // A man pinned to its king that can still be played along the pin: the article on a man
    // that cannot be played without exposing the king is named, and cited, as the one that
    // does not reach it (as for a man hemmed in by its own men: issue #19 class 4).
    if !before.is_check() {
        let on_the_board = before.legal_moves();
        let exposing = before
            .pseudo_legal_moves()
            .iter()
            .filter(|m| m.from == touch.square && !on_the_board.contains(m))
            .count();
        // Pinned too where none of its moves leaves the line (a pawn on the pinning file).
        let pinned = touch.piece.role != Role::King && {
            let mut without = *before;
            without.remove(touch.square);
            without
                .attackers_of_kings_by(offender.other())
                .is_nonempty()
        };
        if (exposing > 0 || pinned) && h.reasons.read(|p| &p.touched_man_unplayable).is_some() {
            h.find(format!(
                "The {man} is pinned to its king, but it can still be played without exposing \
                 the king: the article on a man that cannot be played without exposing the king \
                 does not reach it."
            ));
        }
    }
    // A man whose every lawful move gives check, under a code whose words on an unplayable man
    // name a man that "cannot play without giving check": the reading of those words is what
    // keeps the touch binding, and the ruling says so.
    if touched_moves.iter().all(|&m| {
        let mut after = *before;
        after.play_unchecked(m);
        after.is_check()
    }) && h.reasons.read(|p| &p.unplayable_words_name_giving_check) == Some(&true)
    {
        h.find(format!(
            "Every lawful move of the {man} gives check to the adversary's king; that does not \
             make it a man that cannot be played: the article means a move that would expose \
             the player's own king, and the touch binds."
        ));
    }
}

/// Cites the window [`touch_window`] reads, without reading its value: the replay applied it.
fn cite_touch_window(reasons: &mut Reasons<'_>, own: bool) {
    reasons.cite_limit(
        if own && reasons.value(|p| &p.own_touch_claim_deadline).is_some() {
            ParamId::own_touch_claim_deadline
        } else {
            ParamId::touch_claim_deadline
        },
    );
}

/// Cites the article on a touched man that cannot be played and, where the man cannot parry a
/// check its king already stands in, the reading that brings such a man under it.
fn cite_unplayable(reasons: &mut Reasons<'_>, standing_check: bool) {
    reasons.cite_ground(ParamId::touched_man_unplayable);
    if standing_check {
        reasons.cite_ground(ParamId::unplayable_in_standing_check);
    }
}

/// `player`'s move after the touch at `after`, in the same turn; for a touch made in the
/// adversary's turn (`out_of_turn`), in the toucher's next turn.
fn next_move_of(state: &GameState, player: Color, after: usize, out_of_turn: bool) -> Option<&Ply> {
    let mut later = state.plies.iter().filter(|p| p.event > after);
    if out_of_turn {
        later.find(|p| p.by == player)
    } else {
        later.next().filter(|p| p.by == player)
    }
}

/// A false "check" said by the adversary of `player` that the act at `event` answered: the
/// announcement came before it, and `player` had not moved since.
fn misled_by_false_check<'s>(
    state: &'s GameState,
    event: usize,
    player: Color,
    then: Option<&Ply>,
) -> Option<&'s FalseAnnouncement> {
    state.false_announcements.iter().rev().find(|f| {
        f.announcer == player.other()
            && f.event < event
            && f.closed_by
                .is_none_or(|closed| then.is_some_and(|ply| ply.event < closed))
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
    if before.board().kings().contains(square)
        && let Some(scope) = reasons
            .hold(|p| &p.unplayable_scope)
            .filter(|s| *s.value == UnplayableScope::DiscoversCheck)
    {
        reasons.cite_held(scope);
        return None;
    }
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

/// The claim that the touched man cannot be played, so the code's other penalty applies. It is
/// heard only as far as the finding is true of the board: a man that can be played is held to
/// the touch, and a man hemmed in by its own men is not one whose move would expose the king.
pub(super) fn unplayable_claim<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
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
    let ignoring_check_by = touch.may_ignore_check.filter(|_| {
        !playable
            && moves_ignoring_check(&touch.before)
                .iter()
                .any(|m| m.from == touch.square)
    });
    if playable || ignoring_check_by.is_some() {
        if let Some(ground) = ignoring_check_by {
            h.cite_applied(ground);
        } else {
            // The man can be played, so the article that binds a touched man to be played is
            // what answers the claim, before the one it invokes (as for a man hemmed in, below).
            h.reasons.cite_ground(ParamId::touched_own_man);
        }
        h.reasons.cite_ground(ParamId::touched_man_unplayable);
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
    let scope = h.reasons.hold(|p| &p.unplayable_scope);
    if scope.is_none_or(|s| *s.value != UnplayableScope::NoLawfulMove)
        && !touch
            .before
            .pseudo_legal_moves()
            .iter()
            .any(|m| m.from == touch.square)
    {
        h.reasons.cite_ground(ParamId::touched_own_man);
        h.reasons.cite_ground(ParamId::touched_man_unplayable);
        if let Some(scope) = scope {
            h.reasons.cite_held(scope);
        }
        h.find(format!(
            "The claim is not borne out: the touched {man} has no move at all, hemmed in by its \
             own men, and no move of it would leave the king in check. The article on a man \
             that cannot be played without exposing the king does not reach it."
        ));
        return Answer::Dismissed;
    }
    touched(h, true)
}

/// Whether "j'adoube" said right after the contact, not at it, cures the touch: the code's
/// article on touching one's own man decides for his own (A4), its article on touching the
/// adversary's for the adversary's (A5 (i)).
fn late_word_cures(reasons: &mut Reasons<'_>, own: bool) -> bool {
    let cures = if own {
        reasons.read(|p| &p.late_adjust_cures)
    } else {
        reasons.read(|p| &p.adversary_man_excused_by_jadoube)
    };
    cures.copied() == Some(true)
}

/// The code's article on "j'adoube" for a touch of this man, read and cited: for the
/// adversary's man, the article on touching it where that article names the word itself;
/// otherwise the article on adjusting. `None`: the code does not speak of the word.
fn jadoube_article(reasons: &mut Reasons<'_>, own: bool) -> Option<bool> {
    let param = jadoube_param(reasons, own);
    reasons.read(param).copied()
}

/// Cites the article [`jadoube_article`] reads, where what the word does decided nothing.
fn cite_jadoube(reasons: &mut Reasons<'_>, own: bool) {
    reasons.cite_ground(
        if !own && reasons.value(|p| &p.adversary_touch_adjustment).is_some() {
            ParamId::adversary_touch_adjustment
        } else {
            ParamId::adjustment
        },
    );
}

/// As [`jadoube_article`], without citing it.
fn jadoube_known(reasons: &Reasons<'_>, own: bool) -> Option<bool> {
    reasons.value(jadoube_param(reasons, own)).copied()
}

/// The parameter that says what "j'adoube" does for a touch of this man.
fn jadoube_param(reasons: &Reasons<'_>, own: bool) -> fn(&Params) -> &Option<Param<bool>> {
    if !own && reasons.value(|p| &p.adversary_touch_adjustment).is_some() {
        |p| &p.adversary_touch_adjustment
    } else {
        |p| &p.adjustment
    }
}

/// Cites the article that fixes when "j'adoube" must be said, for a word said too late: the
/// article on touching the adversary's man where it sets its own moment ("instantly", 000 L2),
/// otherwise the article on adjusting ("in touching it", 002 V; "at the moment", 004 VII).
fn timing_article(reasons: &mut Reasons<'_>, own: bool) {
    if !own && let Some(excused) = reasons.hold(|p| &p.adversary_man_excused_by_jadoube) {
        reasons.cite_held(excused);
    } else {
        reasons.cite_ground(ParamId::adjustment);
    }
}

/// Whether the man "j'adoube" was said over was the speaker's own, as the board stood then.
fn adjusted_own_man(state: &GameState, adjust: &Adjustment) -> bool {
    state
        .plies
        .iter()
        .find(|p| p.event > adjust.event)
        .map_or(state.position, |p| p.before)
        .board()
        .piece_at(adjust.square)
        .is_some_and(|p| p.color == adjust.by)
}

/// "J'adoube": the claimant says he touched the man only to adjust it, so he need not play it
/// (000 L1, 002 V, 003 V, 004 VII).
pub(super) fn adjustment<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let claimant = h.dispute.claimant;
    let found = state
        .adjustments
        .iter()
        .rev()
        .find(|a| a.by == claimant && h.names(a.event));
    let Some(adjust) = found else {
        return contested_adjustment(h);
    };
    let own = adjusted_own_man(state, adjust);
    let allowed = jadoube_article(&mut h.reasons, own);
    if allowed == Some(false) {
        h.find(format!(
            "{} said \"j'adoube\" over the man on {} (event {}), but the code knows no such \
             word: the man was touched, and binds him as any man touched.",
            color_name(claimant),
            adjust.square,
            adjust.event
        ));
        return Answer::Dismissed;
    }
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
            // What makes the placed move final is the article on a man quitted.
            h.reasons.cite_ground(ParamId::released_man_stands);
            Answer::Dismissed
        } else {
            h.find(format!(
                "The code does not speak of \"j'adoube\". As the third person, Tertius rules \
                 by analogy with the codes that do ({}).",
                h.reasons.analogy(|p| &p.adjustment)
            ));
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
        if late_word_cures(&mut h.reasons, own) {
            h.find(
                "The code lets the acknowledgment come immediately after the contact: the \
                 touch is cured, and the man need not be played."
                    .to_owned(),
            );
            return Answer::Upheld(Award::nothing());
        } else if allowed == Some(true) {
            timing_article(&mut h.reasons, own);
            h.find(
                "The code requires \"j'adoube\" at the moment of touching: said afterwards, \
                 it does not cure the touch, and the touched man must be played."
                    .to_owned(),
            );
            return Answer::Dismissed;
        } else {
            h.find(format!(
                "The code does not speak of \"j'adoube\". As the third person, Tertius rules \
                 by analogy with the codes that do ({}): said after the touch, it does not cure \
                 it.",
                h.reasons.analogy(|p| &p.adjustment)
            ));
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
        h.find(format!(
            "The code does not speak of \"j'adoube\". As the third person, Tertius rules by \
             analogy with the codes that do ({}): a man adjusted with notice need not be played.",
            h.reasons.analogy(|p| &p.adjustment)
        ));
        Answer::ByAnalogy(Award::nothing())
    }
}

/// The adversary of the player who said "j'adoube" contests it: the question is whether the
/// touch binds, and it is heard as his claim on the touch. A word said in time (or, where the
/// code allows, right after) leaves the touch without consequence; one said too late leaves it
/// binding, and the claim is the touched-man claim it then is.
fn contested_adjustment<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let claimant = h.dispute.claimant;
    let adjuster = claimant.other();
    let found = state
        .adjustments
        .iter()
        .rev()
        .find(|a| a.by == adjuster && h.names(a.event));
    let Some(adjust) = found else {
        h.find(format!(
            "The claim is not borne out: {} never said \"j'adoube\", and {} said it over no \
             man he had touched.",
            color_name(claimant),
            color_name(adjuster)
        ));
        return Answer::Dismissed;
    };
    // The touch the word was said over, where it still binds the toucher.
    let binding =
        state.touch_offences.iter().rev().find(|t| {
            t.offender == adjuster && t.square == adjust.square && t.event <= adjust.event
        });
    if let Some(touch) = binding {
        // The touch claim finds a late word, and says why it does not cure the touch; a word
        // the code does not know at all is said here.
        let own = touch.own;
        let unknown = jadoube_known(&h.reasons, own) == Some(false);
        if unknown {
            h.find(format!(
                "{} said \"j'adoube\" over the man on {} (event {}), but the code knows no such \
                 word: the man was touched.",
                color_name(adjuster),
                adjust.square,
                adjust.event
            ));
        }
        let answer = touched(h, own);
        cite_jadoube(&mut h.reasons, own);
        if !unknown {
            timing_article(&mut h.reasons, own);
        }
        return answer;
    }
    let own = adjusted_own_man(state, adjust);
    h.reasons.cite_ground(if own {
        ParamId::touched_own_man
    } else {
        ParamId::touched_adversary_man
    });
    let known = jadoube_article(&mut h.reasons, own);
    if known == Some(false) {
        h.find(format!(
            "{} said \"j'adoube\" over the man on {} (event {}), a word the code does not \
             know, so the man was touched; but no obligation from the touch stands unanswered, \
             and the claim is not borne out.",
            color_name(adjuster),
            adjust.square,
            adjust.event
        ));
        Answer::Dismissed
    } else if known.is_some() {
        let cured = !adjust.late || late_word_cures(&mut h.reasons, own);
        if !cured {
            timing_article(&mut h.reasons, own);
        }
        h.find(if cured {
            format!(
                "{} said \"j'adoube\" {} the man on {} (event {}): the touch binds him to \
                 nothing, and the claim is not borne out.",
                color_name(adjuster),
                if adjust.late {
                    "right after touching, as the code allows,"
                } else {
                    "as he touched"
                },
                adjust.square,
                adjust.event
            )
        } else {
            format!(
                "{} said \"j'adoube\" only after touching the man on {} (event {}), too late \
                 to cure the touch; but no obligation from it stands unanswered, and the claim \
                 is not borne out.",
                color_name(adjuster),
                adjust.square,
                adjust.event
            )
        });
        Answer::Dismissed
    } else {
        h.find(format!(
            "The code does not speak of \"j'adoube\". As the third person, Tertius rules by \
             analogy with the codes that do ({}): a man adjusted with notice binds nobody.",
            h.reasons.analogy(|p| &p.adjustment)
        ));
        Answer::ByAnalogy(Award::nothing())
    }
}

/// A man once released stands (000 L1, 001 L4, 002 VII, 003 V, 004 VIII): the mover cannot
/// change his move; the adversary may insist that it stand.
pub(super) fn man_released<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let claimant = h.dispute.claimant;
    let stands = h.reasons.read(|p| &p.released_man_stands).copied();
    let found = state.plies.iter().rev().find(|p| h.names(p.event));
    let Some(found) = found else {
        h.find("The claim is not borne out: no man has been moved.".to_owned());
        return Answer::Dismissed;
    };
    // The man taken up again after it was quitted and carried on: a second move of the same man,
    // made out of turn. The placement that stands is the first.
    let first = state
        .plies
        .iter()
        .rev()
        .find(|p| p.event < found.event)
        .filter(|first| found.out_of_turn && first.by == found.by && first.to == found.from);
    let (ply, recall) = match first {
        Some(first) => (first, Some(found)),
        None => (found, None),
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
        h.find(format!(
            "The code does not speak of holding and quitting a man. As the third person, \
             Tertius rules by analogy with the codes that do ({}): a released man stands.",
            h.reasons.analogy(|p| &p.released_man_stands)
        ));
        return Answer::ByAnalogy(Award::nothing());
    }
    h.find("Having quitted it, he cannot recall the move: it stands.".to_owned());
    // A pawn exchanged for the piece he chose: the article that let him choose it is why the
    // move he would now change was a lawful one (issue #19 class 10).
    if let (PlyKind::Legal(_), Some(role)) = (ply.kind, ply.promotion)
        && role != Role::King
        && h.reasons.read(|p| &p.promotion_any_piece).copied() == Some(true)
    {
        h.find(format!(
            "The pawn reached the last square and was exchanged for a {}: the code lets the \
             player choose the piece, and he chose it.",
            format!("{role:?}").to_lowercase()
        ));
    }
    // A move the men's movement does not allow, still open to the adversary's claim: it is
    // corrected, if at all, on his claim and by his choice, under the code's article on false
    // moves, which is why the player may not put it right himself.
    let open = state
        .claimables
        .iter()
        .any(|c| state.plies[c.ply].event == ply.event && c.closed_by.is_none());
    if claimant == mover
        && open
        && super::irregular::Irregular::FalseMove.fits(ply)
        && h.reasons.read(|p| &p.false_move).is_some()
    {
        h.find(format!(
            "{} could not lawfully be made; the code gives its correction to {}'s claim and \
             choice, not to the player who made it.",
            ply.notation,
            color_name(mover.other())
        ));
    }
    if claimant == mover {
        return Answer::Dismissed;
    }
    // The adversary holds him to the square he quitted: there is something to enforce only
    // where the record shows the man taken up again (one placement is what the record shows of
    // every other move, whatever the claimant says happened before it).
    if let Some(recall) = recall {
        h.find(format!(
            "{} took the man up again from {} and played it on with {}: a second move, which is \
             taken back.",
            color_name(mover),
            recall.from,
            recall.notation
        ));
        return Answer::Upheld(Award::remedy(remedies::retract_second_move(recall)));
    }
    h.find(format!(
        "The claim is not borne out: the record shows the man quitted on {} and standing there; \
         {} has recalled nothing.",
        ply.to,
        color_name(mover)
    ));
    Answer::Dismissed
}
