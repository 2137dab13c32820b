//! How a game ends without a mate: stalemate, the count of moves after notice, and a mate
//! undertaken under a condition.

use crate::arbiter::endgame::{Endgames, add_fifty_move_verdict};
use crate::arbiter::judge::{Answer, Award, Hearing, stalemate_undone_by_found_check};
use crate::arbiter::remedies;
use crate::arbiter::replay::{FiftyNotice, color_name};
use crate::arbiter::ruling::GameResult;
use crate::chess::san::SanPlus;
use crate::chess::{Color, Move, Position, Role};
use crate::law::params::{FiftyMaterial, FiftyMoveRule, ParamId, StalemateOutcome};

use super::{lapsed_en_passant, only_en_passant};

pub(super) fn stalemate<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let position = &state.position;
    let side = position.turn();
    if !position.is_stalemate() {
        return not_stalemate(h);
    }
    if let Some((given, since)) = stalemate_undone_by_found_check(state, &h.reasons) {
        h.reasons.cite_ground(ParamId::stalemate);
        h.reasons.cite_ground(ParamId::unannounced_check);
        let check = &state.plies[given];
        h.find(format!(
            "{} has no legal move, but {}'s king stands in the check {} gave with {} at event {} \
             without saying \"check\". Found {since} move(s) after it, within the code's limit, \
             the moves since are replaced and the check must be answered: the position is no \
             stalemate the game rests on.",
            color_name(side),
            color_name(side.other()),
            color_name(side),
            check.notation,
            check.event
        ));
        return Answer::Dismissed;
    }
    h.find(format!(
        "{} is not in check and has no legal move: the game is stalemate.",
        color_name(side)
    ));
    let outcome = h.reasons.read(|p| &p.stalemate);
    if let Some((notice, out_at, moves)) = count_out_before_the_end(h) {
        h.reasons.cite_ground(ParamId::fifty_moves);
        h.find(format!(
            "The count of {moves} moves from {}'s notice at event {} was out at event {out_at} \
             without mate: the game was drawn then, and the stalemate came after it had ended.",
            color_name(notice.by),
            notice.event
        ));
        return Answer::DismissedEnded(GameResult::Draw);
    }
    lapsed_en_passant(h, position, state.plies.len(), side, None);
    stands_on_a_false_move(h, side);
    scored(h, outcome, side)
}
/// A stalemate claimed where there is none: the side to move is in check (announced or not) or
/// has a move, perhaps only a capture in passing.
fn not_stalemate<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let position = &state.position;
    let side = position.turn();
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
    h.reasons.cite_ground(ParamId::stalemate);
    // A check nobody announced is still a check: the code's article on such checks lets
    // the player ignore it, which presumes it (issue #19 class 10: the article a finding
    // rests on is cited).
    let unannounced = position.is_check() && state.in_unwarned_check(side);
    if unannounced && h.reasons.read(|p| &p.unannounced_check).is_some() {
        h.find(
            "The check was given without \"check\" being said; the code's article on such \
             checks treats it as a check all the same."
                .to_owned(),
        );
    }
    if !position.is_check() && only_en_passant(&legal, &mut h.reasons) {
        h.find(
            "His only moves are captures in passing, which the code grants: without them \
             he would be stalemated."
                .to_owned(),
        );
    }
    Answer::Dismissed
}

/// The stalemate stands on a false move: one whose window closed unclaimed (it stands as if it
/// were lawful), or the stalemating move itself, still open to the stalemated player's claim,
/// which he lets stand by claiming the stalemate (issue #19 class 10: the article that makes the
/// position stand is cited).
fn stands_on_a_false_move(h: &mut Hearing<'_, '_>, side: Color) {
    let state = h.state;
    // The position stands on a false move whose window closed unclaimed: the article that lets
    // it stand as if it were lawful is why the stalemate is scored on it (issue #19 class 10).
    let stood = state.claimables.iter().find(|c| {
        c.closed_by.is_some() && super::irregular::Irregular::FalseMove.fits(&state.plies[c.ply])
    });
    if let Some(c) = stood {
        let ply = &state.plies[c.ply];
        h.find(format!(
            "{}'s false move {} at event {} was not claimed in time: it stands as if it had been \
             lawful, and the position with it.",
            color_name(ply.by),
            ply.notation,
            ply.event
        ));
        super::irregular::cite_move_deadline(h, true);
    }
    // The stalemating move was a false move still open to his claim: claiming the stalemate,
    // the stalemated player lets it stand, as the false-move article lets him (issue #19
    // class 10: the article that makes the position stand is cited).
    let stalemating = state.plies.last().filter(|last| {
        state.claimables.iter().any(|c| {
            c.ply == state.plies.len() - 1
                && c.offender == side.other()
                && c.closed_by.is_none()
                && super::irregular::Irregular::FalseMove.fits(last)
        })
    });
    if let Some(last) = stalemating
        && h.dispute.claimant == side
        && h.reasons.read(|p| &p.false_move).is_some()
    {
        h.find(format!(
            "The move that made the stalemate, {}, was a false move, which {} could have had \
             corrected; claiming the stalemate, he lets it stand, as the code's article on false \
             moves allows him.",
            last.notation,
            color_name(side)
        ));
    }
}

/// The stalemate scored as the code scores it, or as the codes that score it agree where it is
/// silent.
fn scored<'c>(
    h: &mut Hearing<'_, 'c>,
    outcome: Option<&'c StalemateOutcome>,
    side: Color,
) -> Answer<'c> {
    match outcome {
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
            h.find(format!(
                "The code does not say how a stalemate is scored; as the third person, Tertius \
                 scores it a draw, by analogy with the codes that do ({}).",
                h.reasons
                    .analogy_where(|p| &p.stalemate, |s| *s == StalemateOutcome::Draw)
            ));
            Answer::ByAnalogy(Award::result(GameResult::Draw))
        }
    }
}

/// A count of moves after notice that ran out without mate before the last move of the record:
/// the notice, the event at which the count was out, and the count.
fn count_out_before_the_end<'s>(h: &Hearing<'s, '_>) -> Option<(&'s FiftyNotice, usize, u32)> {
    let state = h.state;
    // Only the code's own article ends a game by the count: a reading by analogy is the third
    // person's answer to a claim made under it.
    if !h.reasons.provides(|p| &p.fifty_moves) {
        return None;
    }
    let rule = h.reasons.value(|p| &p.fifty_moves)?;
    let last = state.plies.len().checked_sub(1)?;
    state.fifty_notices.iter().find_map(|notice| {
        let attacker = notice.by.other();
        if !rule.applies_to(&ending(&notice.position, attacker)) {
            return None;
        }
        let (mut by_attacker, mut by_defender) = (0, 0);
        state.plies.get(notice.plies..last)?.iter().find_map(|p| {
            if p.by == attacker {
                by_attacker += 1;
            } else {
                by_defender += 1;
            }
            rule.is_over(by_attacker, by_defender)
                .then_some((notice, p.event, rule.moves))
        })
    })
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

/// The defender gave notice that he would count the moves; the count is out and no mate was
/// given: the game is drawn (000 L19, 002 XVII, 003 XII, 004 XXII).
pub(super) fn fifty_move_claim<'c>(
    h: &mut Hearing<'_, 'c>,
    endgames: Option<&Endgames<'_>>,
) -> Answer<'c> {
    let state = h.state;
    let defender = h.dispute.claimant;
    let attacker = defender.other();
    let rule = h.reasons.read(|p| &p.fifty_moves);
    // A code silent on the count states the count its third person borrows, where the codes
    // that have one agree on it (data, not a comparison of whatever codes are loaded).
    let borrowed = h.reasons.borrowed(|p| &p.fifty_moves);
    let found = state
        .fifty_notices
        .iter()
        .rev()
        .find(|n| n.by == defender && h.names(n.event));
    let silent = |h: &mut Hearing<'_, 'c>, why: &str| {
        h.find(format!(
            "The code has no law limiting the moves in which mate must be given, {why}. As the \
             third person, Tertius rules that the game goes on: no count can be imposed that the \
             players' code does not know."
        ));
        Answer::ByAnalogy(Award::nothing())
    };
    let Some(notice) = found else {
        if rule.is_none() || borrowed {
            let why = format!(
                "and {} gave no notice that he would count them",
                color_name(defender)
            );
            return silent(h, &why);
        }
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
    let ending = ending(&notice.position, attacker);
    // Borrowed, the count's outcome is the third person's ruling by analogy, not the code's.
    let by_analogy = rule.is_none() || borrowed;
    let heard = move |answer: Answer<'c>| match answer {
        Answer::Dismissed if by_analogy => Answer::ByAnalogy(Award::nothing()),
        Answer::Upheld(award) if by_analogy => Answer::ByAnalogy(award),
        answer => answer,
    };
    let rule = match rule {
        Some(rule) if !borrowed => rule,
        Some(rule) if rule.applies_to(&ending) => {
            h.find(format!(
                "The code has no law limiting the moves in which mate must be given. As the third \
                 person, Tertius rules by analogy with the codes that have one ({}), which all \
                 give the count in this ending: {} moves each from the notice, then a draw.",
                h.reasons.analogy(|p| &p.fifty_moves),
                rule.moves
            ));
            rule
        }
        Some(_) => {
            return silent(
                h,
                "and the codes that have one do not all give the count here",
            );
        }
        None => return silent(h, "and states no reading of one"),
    };
    h.find(format!(
        "{} gave notice at event {} that he would count the moves; the men stood {ending} \
         ({}'s first).",
        color_name(defender),
        notice.event,
        color_name(attacker)
    ));
    if !rule.applies_to(&ending) {
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
    heard(count_since_notice(h, rule, notice))
}

/// The moves made since `notice` under the count `rule` gives: mate within it, the game ended
/// otherwise before it was out, the count out (drawn), or still running.
fn count_since_notice<'c>(
    h: &mut Hearing<'_, 'c>,
    rule: &FiftyMoveRule,
    notice: &FiftyNotice,
) -> Answer<'c> {
    let state = h.state;
    let defender = h.dispute.claimant;
    let attacker = defender.other();
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
    // Only the attacker's moves can mate: once he has made his count without mating, no move
    // left to his adversary can bring a mate within it, and the game is drawn then, unless the
    // code draws it only when the moves are over on both sides.
    let over = rule.is_over(by_attacker, by_defender);
    if let (Some(_), Some(how)) = (state.result, &state.result_reason)
        && !over
    {
        h.find(format!("The game ended ({how}) before the count was out."));
        return Answer::Dismissed;
    }
    if !over {
        h.find(format!(
            "Only {by_attacker} moves by {} and {by_defender} by {} have been played since the \
             notice; the law allows {needed} each: the count goes on.",
            color_name(attacker),
            color_name(defender)
        ));
        return Answer::Dismissed;
    }
    let why = if rule.over_on_both_sides {
        format!("the {needed} moves on either side are over")
    } else {
        format!(
            "{} has made the {needed} moves he had to mate in",
            color_name(attacker)
        )
    };
    h.find(format!(
        "{by_attacker} moves by {} and {by_defender} by {} have been played since the notice \
         without mate: {why}, and the game is drawn.",
        color_name(attacker),
        color_name(defender),
    ));
    let mut award = Award::remedy(remedies::declare_draw(&state.position));
    award.result = Some(GameResult::Draw);
    Answer::Upheld(award)
}

/// The ending as the count-of-moves articles name it, the attacker's men first: `KRB-KR`.
fn ending(position: &Position, attacker: Color) -> String {
    format!(
        "{}-{}",
        material(position, attacker),
        material(position, attacker.other())
    )
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

/// A mate undertaken under a condition: the adversary claims a limit of moves, and the code says
/// there is none (004 XXIII).
pub(super) fn conditional_mate<'c>(
    h: &mut Hearing<'_, 'c>,
    endgames: Option<&Endgames<'_>>,
) -> Answer<'c> {
    let state = h.state;
    let undertaker = h.dispute.claimant.other();
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
    // A mate given since: what is disputed is whether it is the mate he undertook, and the
    // record says what was undertaken only in kind. The articles on such undertakings speak of
    // the number of moves, not of that question of fact.
    let mated = state.position.is_checkmate()
        && state.result == Some(GameResult::Win(undertaker))
        && state
            .plies
            .last()
            .is_some_and(|p| p.by == undertaker && p.event > *event);
    if mated {
        h.find(format!(
            "{} has since given mate. Whether it is the mate he undertook (with the man, on the \
             square, or of the kind agreed) is a question of fact the record does not settle.",
            color_name(undertaker)
        ));
        // The code's article on such undertakings, where it has one, is why the question is
        // one it leaves open: it speaks of the number of moves, not of the mate that fulfils it.
        if h.reasons.read(|p| &p.conditional_mate_unlimited).is_some() {
            h.find(
                "The code's article on such undertakings speaks only of the number of moves \
                 allowed, not of which mate fulfils them."
                    .to_owned(),
            );
        }
        return super::claims::unprovided_point(h);
    }
    let unlimited = h.reasons.read(|p| &p.conditional_mate_unlimited).copied();
    if unlimited == Some(true) {
        h.find("The code restricts him to no number of moves: no count may be imposed.".to_owned());
        return Answer::Dismissed;
    }
    // A count of moves asked for since, under the code's own article on the count: where that
    // article reaches the ending, it makes no exception for an undertaking the code does not
    // know, and an analogy fills a silence, it does not set aside the code's words.
    let notice = state
        .fifty_notices
        .iter()
        .rev()
        .find(|n| n.by == h.dispute.claimant && n.event > *event);
    if unlimited.is_none()
        && let Some(notice) = notice
        && h.reasons.provides(|p| &p.fifty_moves)
        && let Some(count) = h.reasons.value(|p| &p.fifty_moves)
    {
        let ending = ending(&notice.position, undertaker);
        if count.applies_to(&ending) {
            h.find(
                "The code says nothing of such undertakings, and its article on the count of \
                 moves makes no exception for them: the count asked for since is heard under \
                 that article."
                    .to_owned(),
            );
            return fifty_move_claim(h, endgames);
        }
        h.reasons.cite_ground(ParamId::fifty_moves);
        h.find(format!(
            "The count of moves asked for since does not reach this ending ({ending}): the \
             code's article on the count names {}.",
            count.endings.join(", ")
        ));
    }
    h.find(format!(
        "The code says nothing of such undertakings. As the third person, Tertius rules by \
         analogy with the codes that do ({}): he is restricted to no number of moves.",
        h.reasons.analogy(|p| &p.conditional_mate_unlimited)
    ));
    Answer::ByAnalogy(Award::nothing())
}
