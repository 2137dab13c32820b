//! Whose move it is: a move out of turn, and who had the first move.

use crate::arbiter::judge::{Answer, Award, Hearing, Window};
use crate::arbiter::remedies::{self, not_applicable};
use crate::arbiter::replay::{GameState, Ply, color_name};
use crate::arbiter::ruling::RemedyOffer;
use crate::chess::Color;
use crate::law::params::{Elector, Menu, Remedy};

/// Two moves in a row (000 L4, 004 XIV); heard by analogy where the code is silent.
pub(super) fn out_of_turn<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let claimant = h.claimant();
    let offender = claimant.other();
    // A code silent on the point states the reading its third person borrows (data, not a
    // comparison of whatever other codes are loaded): read, and cited, only where it decides.
    let borrowed = h.reasons.borrowed(|p| &p.move_out_of_turn);
    let own_menu = if borrowed {
        None
    } else {
        h.reasons.read(|p| &p.move_out_of_turn)
    };
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
    // The second move is made with the man just played and let go: a recall of a move the
    // man's release had made final (back where it stood), or a second move of that man, which
    // is why it counts as a second move at all.
    let first = claim
        .ply
        .checked_sub(1)
        .map(|i| &state.plies[i])
        .filter(|first| first.by == offender && first.to == ply.from);
    // Where the code has an article on moves out of turn, that article decides a second move
    // of the same man (the independent cases cite the article on releasing a man only for a
    // man put back where it stood); where it has none, the article on releasing decides.
    let released_decides = first.is_some_and(|first| first.from == ply.to || own_menu.is_none());
    let released_stands =
        released_decides && h.reasons.read(|p| &p.released_man_stands).copied() == Some(true);
    if let (Some(first), true) = (first, released_stands) {
        h.find(if first.from == ply.to {
            format!(
                "It takes back {}'s move before it: having quitted the man, he could not recall \
                 that move, so putting the man back is a second move of his own.",
                color_name(offender)
            )
        } else {
            format!(
                "It moves again the man {} had just played to {} and let go: having quitted it, \
                 he could not move it again in the same turn, so this is a second move of his own.",
                color_name(offender),
                ply.from
            )
        });
    }
    // Where the code names no penalty, the article that makes the players move alternately
    // is what the move broke: cited before the window, whether or not the claim is in time.
    let alternate =
        own_menu.is_none() && h.reasons.read(|p| &p.moves_alternate).copied() == Some(true);
    let deadline = if h.reasons.value(|p| &p.move_out_of_turn_deadline).is_some() {
        h.reasons.read_limit(|p| &p.move_out_of_turn_deadline)
    } else {
        h.reasons.read_limit(|p| &p.claim_deadline)
    };
    if let Some(closed) = claim.closed_by {
        return Answer::late(Window {
            closed,
            deadline,
            consequence: ": both moves stand.",
        });
    }
    match own_menu {
        Some(menu) => Answer::Upheld(Award::menu(menu, claimant, |remedy| {
            offer(state, ply, remedy)
        })),
        None => without_an_article(h, ply, released_stands, alternate),
    }
}

/// The remedies for a second move, concrete.
fn offer(state: &GameState, ply: &Ply, remedy: Remedy) -> RemedyOffer {
    match remedy {
        Remedy::RetractSecondMove => remedies::retract_second_move(ply),
        Remedy::KeepBothMoves => remedies::keep_both_moves(state, ply),
        other => not_applicable(other, &ply.before),
    }
}

/// A move out of turn under a code with no article on it: the article on a man let go undoes a
/// second move of that man; otherwise the reading the code's data states for its third person.
fn without_an_article<'c>(
    h: &mut Hearing<'_, 'c>,
    ply: &Ply,
    released_stands: bool,
    alternate: bool,
) -> Answer<'c> {
    let state = h.state;
    let claimant = h.claimant();
    let offender = claimant.other();
    // No article on moves out of turn, but one on the man let go: it must stay where it was
    // placed, and that article itself undoes the second move.
    if released_stands {
        h.find(format!(
            "The man must remain where {} let it go: the second move is taken back, and {} is \
             to move.",
            color_name(offender),
            color_name(claimant)
        ));
        return Answer::Upheld(Award::offered_to(
            remedies::retract_second_move(ply),
            claimant,
        ));
    }
    let silence = if alternate {
        "The code requires the players to move alternately but names no penalty."
    } else {
        "The code has no article on a move made out of turn."
    };
    // The reading the code's data states for its third person, where it states one;
    // else the third person offers nothing the data does not name, and both moves stand.
    let Some(menu) = h.reasons.read(|p| &p.move_out_of_turn) else {
        h.find(format!(
            "{silence} The code states no reading of it: as the third person, Tertius lets \
             both moves stand."
        ));
        return Answer::ByAnalogy(Award::nothing());
    };
    h.find(format!(
        "{silence} As the third person, Tertius rules by analogy with the codes that provide \
         for it ({}), as the code's reading states: {}",
        h.reasons
            .analogy_where(|p| &p.move_out_of_turn, |m| m.same_choice(menu)),
        choice(menu, claimant)
    ));
    Answer::ByAnalogy(Award::menu(menu, claimant, |remedy| {
        offer(state, ply, remedy)
    }))
}

/// The choice a menu on a move out of turn gives, in words.
fn choice(menu: &Menu, aggrieved: Color) -> String {
    let elector = match menu.elector {
        Some(Elector::Aggrieved) => color_name(aggrieved),
        Some(Elector::Offender) => color_name(aggrieved.other()),
        None => {
            return "the second move is taken back.".to_owned();
        }
    };
    if menu.remedies.contains(&Remedy::KeepBothMoves) {
        format!("{elector} chooses whether the second move is taken back or both moves stand.")
    } else {
        format!("{elector} chooses how the second move is undone.")
    }
}

/// Who was entitled to the first move (000 L9, L10; 001 L2; 002 II; 003 IV, VI; 004 V, VI): the
/// odds-giver; else the player who began a drawn game, where the code says so; else the player
/// who did not begin the game before; else the lot.
pub(super) fn first_move<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
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
        // The article on a drawn game decides only where the game before was drawn: it is
        // read (and cited) only then.
        if previous.drawn
            && h.reasons.read(|p| &p.drawn_game_beginner_begins).copied() == Some(true)
        {
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
        let codes = if state.odds_giver.is_some() {
            h.reasons.analogy(|p| &p.odds_giver_moves_first)
        } else {
            h.reasons.analogy(|p| &p.first_move_alternates)
        };
        h.find(format!(
            "The code does not say who has the first move here. As the third person, Tertius \
             rules by analogy with the codes that do ({codes}): the game stands as begun."
        ));
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
