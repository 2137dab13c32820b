//! Check said and unsaid: a false "check", a check given without warning, and a king found in a
//! check nobody answered.

use crate::arbiter::judge::{Answer, Award, Hearing};
use crate::arbiter::remedies::{self, not_applicable};
use crate::arbiter::replay::{
    self, FalseAnnouncement, GameState, Ply, PlyKind, UnannouncedCheck, color_name,
};
use crate::arbiter::ruling::GameResult;
use crate::chess::{Color, Position};
use crate::law::params::{CheckTrigger, Menu, MisledAct, ParamId, Remedy, UnannouncedCheckRule};

/// "Check" said without check given, and a move made in consequence: the misled player may take
/// his move back (000 L6, 001 L8, 002 XIV, 003 XI, 004 XX).
pub(super) fn false_check<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
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
        return touched_in_consequence(h, false_check, menu);
    };
    let held = h.reasons.hold(|p| &p.false_check_misled_acts);
    let named = held.map(|n| n.value);
    let act = misled_act(state, false_check, ply);
    // A move that meets no check at all (no king move, no interposition, no capture of the man
    // said to give it), under a code that names the moves made in consequence: nothing shows it
    // was made because of the word, and no analogy reaches it.
    let answers_nothing = act.is_none() && named.is_some_and(|n| !n.contains(&MisledAct::AnyMove));
    if let (true, Some(held)) = (answers_nothing, held) {
        h.reasons.cite_held(held);
        h.find(format!(
            "{} then played {}, which neither moves the king, nor interposes, nor takes the man \
             said to give check: it would not have met the check announced, and is not taken \
             to have been made in consequence of it.",
            color_name(claimant),
            ply.notation
        ));
        return Answer::Dismissed;
    }
    h.find(format!(
        "{} then played {}, taken to be in consequence of the announcement.",
        color_name(claimant),
        ply.notation
    ));
    h.reasons.cite_limit(ParamId::false_check_deadline);
    if let Some(closed) = false_check.closed_by {
        h.find(format!(
            "{} made his next move at event {closed}: the move can no longer be retracted.",
            color_name(announcer)
        ));
        return Answer::stated_late();
    }
    if let Some(held) = held {
        let named = held.value;
        if named.contains(&MisledAct::AnyMove) || act.is_some_and(|a| named.contains(&a)) {
            h.reasons.cite_held(held);
        } else if h.reasons.read(|p| &p.false_check_other_acts).copied() == Some(true) {
            h.find(format!(
                "{} {} is not among the moves the code names as made in consequence of a false \
                 \"check\"; it is retractable by analogy with them.",
                color_name(claimant),
                match act {
                    Some(MisledAct::Capture) => "took the man said to give check, which",
                    Some(MisledAct::Interposition) => {
                        "put a man between his king and the man said to give check, which"
                    }
                    Some(MisledAct::KingMove) => "moved his king, which",
                    Some(MisledAct::AnyMove) | None => {
                        "played a move that neither moves his king, nor interposes, nor takes \
                         the man said to give check, which"
                    }
                }
            ));
        } else {
            h.reasons.cite_held(held);
            h.find(format!(
                "{} is not among the moves the code lets the misled player retract.",
                ply.notation
            ));
            return Answer::Dismissed;
        }
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

/// A false "check" answered by no move yet: a man touched in consequence is what the misled
/// player may retract, where the code lets such a touch go.
fn touched_in_consequence<'c>(
    h: &mut Hearing<'_, 'c>,
    false_check: &FalseAnnouncement,
    menu: Option<&'c Menu>,
) -> Answer<'c> {
    let state = h.state;
    let claimant = h.claimant();
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
    Answer::Upheld(Award::offered_to(
        remedies::touch_released(claimant, &state.position),
        claimant,
    ))
}

/// A check given without "check" said and played on as if it did not exist (000 L5, 001 L9,
/// 002 XIII, 003 X, 004 XVIII): what the code makes of it depends on when, if ever, the checker
/// gave the warning, or on how soon the check was found.
pub(super) fn unannounced_check<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let rule = h.reasons.read(|p| &p.unannounced_check);
    let (check, given) = match disputed_check(h) {
        Ok(found) => found,
        Err(answer) => return answer,
    };
    let state = h.state;
    let defender = check.checker.other();
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
    let taken_back = TakenBack {
        rule,
        check,
        at_check: &ignoring.before,
    };
    match rule.trigger {
        CheckTrigger::CheckerWarnsOnNextMove => warned(h, &taken_back),
        CheckTrigger::Discovered => {
            let since = state.plies.len() - 1 - given;
            discovered(h, &taken_back, since)
        }
    }
}

/// The check the claim is about, and the ply that gave it: the last one played on as if it did
/// not exist (a later check the other side answered at once, perhaps with the warning itself, is
/// not disputed). A check that stood in the first recorded position was given by no move of the
/// record. A check given by an irregular move the defender let stand is found with why that move
/// is not what the warning takes back.
fn disputed_check<'s, 'c>(
    h: &mut Hearing<'s, 'c>,
) -> Result<(&'s UnannouncedCheck, usize), Answer<'c>> {
    let state = h.state;
    let given = || {
        state
            .unannounced_checks
            .iter()
            .rev()
            .filter_map(|u| u.ply.map(|given| (u, given)))
            .filter(|(_, given)| h.names(state.plies[*given].event))
    };
    let found = given()
        .find(|(u, _)| !u.ignored_by.is_empty())
        .or_else(|| given().next());
    let Some((check, given)) = found else {
        let from_the_start = state
            .unannounced_checks
            .iter()
            .any(|u| u.ply.is_none() && h.dispute.event.is_none());
        h.find(if from_the_start {
            "The claim is not borne out: the king stood in check in the first position of the \
             record, and no move of the record gave the check; it is a check of unknown origin, \
             not one given without \"check\" being said."
        } else {
            "The claim is not borne out: no check was given without \"check\" being said."
        });
        return Err(Answer::Dismissed);
    };
    let check_ply = &state.plies[given];
    h.find(format!(
        "{} gave check with {} at event {} without saying \"check\".",
        color_name(check.checker),
        check_ply.notation,
        check_ply.event
    ));
    let stood = state
        .claimables
        .iter()
        .find(|c| c.ply == given)
        .and_then(|c| c.closed_by);
    if let Some(closed) = stood {
        let false_move = super::irregular::Irregular::FalseMove.fits(check_ply);
        super::irregular::cite_move_deadline(h, false_move);
        h.find(format!(
            "{} could not lawfully be made, but {} let the time to claim it pass (event \
             {closed}): it stands, and is not taken back.",
            check_ply.notation,
            color_name(check.checker.other())
        ));
    }
    Ok((check, given))
}

/// An unannounced check the code takes back: the rule, the check, and the position it was
/// given in, where every retraction goes back to and the defender parries.
struct TakenBack<'s, 'c> {
    rule: &'c UnannouncedCheckRule,
    check: &'s UnannouncedCheck,
    at_check: &'s Position,
}

impl TakenBack<'_, '_> {
    /// The moves `what` names are taken back to the check, which is then answered (or, where
    /// it cannot be, was mate).
    fn upheld<'c>(&self, h: &mut Hearing<'_, 'c>, what: &str) -> Answer<'c> {
        let checker = self.check.checker;
        let mut award = Award::remedy(remedies::answer_unannounced_check(
            self.rule.retraction,
            what,
            checker.other(),
            self.at_check,
        ));
        award.result = mated_at_check(h, self.at_check, checker, self.check.mate);
        Answer::Upheld(award)
    }
}

/// The codes where the checker's warning with his next move brings the moves back (000 L5,
/// 001 L9, 002 XIII, 004 XVIII): a warning in time, a late one, or none.
fn warned<'c>(h: &mut Hearing<'_, 'c>, taken_back: &TakenBack<'_, '_>) -> Answer<'c> {
    let checker = taken_back.check.checker;
    let defender = checker.other();
    match taken_back.check.warning {
        Some((event, 1)) => {
            h.find(format!(
                "{} said \"check\" with his next move (event {event}): each player takes back \
                 his last move and the check is answered.",
                color_name(checker)
            ));
            taken_back.upheld(h, "Each player takes back his last move")
        }
        Some((event, moves)) => {
            if h.reasons
                .read(|p| &p.late_warning_is_standing_check)
                .copied()
                == Some(true)
            {
                h.find(format!(
                    "{} said \"check\" only at event {event}, {moves} moves after giving it: the \
                     king has stood in check for several moves, which the code's article on such \
                     a check governs.",
                    color_name(checker)
                ));
                return unknown_check(h);
            }
            h.find(format!(
                "{} said \"check\" only at event {event}, {moves} moves after giving it; the code \
                 takes the moves back only when the warning comes with his next move. The moves \
                 stand, and the check must be answered from the warning on.",
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
            // The checked player's own claim gains him nothing the code gives: he was free to
            // play on, and he did; only the checker's warning takes moves back.
            if h.dispute.claimant == defender {
                h.find(
                    "The code takes moves back only when the checker warns with his next move, \
                     and he has not: the moves stand, and there is nothing to award."
                        .to_owned(),
                );
            }
            Answer::Dismissed
        }
    }
}

/// The code where a check found within so many moves takes them all back (003 X exception):
/// `since` is how many moves were made after the check.
fn discovered<'c>(
    h: &mut Hearing<'_, 'c>,
    taken_back: &TakenBack<'_, '_>,
    since: usize,
) -> Answer<'c> {
    let within = taken_back.rule.within_moves.unwrap_or(0) as usize;
    if since <= within {
        h.find(format!(
            "The check is found {since} move(s) after it was given, within the code's {within}: \
             the men are replaced and the check is answered."
        ));
        return taken_back.upheld(h, "Every move since the check is taken back");
    }
    h.find(format!(
        "The check is found {since} moves after it was given, beyond the code's {within}, and \
         the code says nothing of that case. As the third person, Tertius rules that the \
         position stands with the check ignored, and the check must be answered from now on."
    ));
    // A25: the point goes to the third person the code names, where it names one.
    if h.reasons.read(|p| &p.refer_unprovided_points).copied() == Some(true) {
        Answer::ByAnalogy(Award::remedy(remedies::may_refer_to_third_person(
            &h.state.position,
        )))
    } else {
        Answer::ByAnalogy(Award::nothing())
    }
}

/// A king found in check that has stood for several moves (000 L5, 004 XIX): with the moves
/// known, they are taken back (A33), or the checked player retracts his own last move (000).
pub(super) fn unknown_check<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let menu = h.reasons.read(|p| &p.check_of_unknown_origin);
    let rule = menu.and_then(|m| m.remedies.first().copied());
    // A check the record's first position shows is of unknown origin even before anyone has
    // moved: the defender may ask then what the code lets him do about it.
    let found = state.unannounced_checks.iter().rev().find(|u| {
        u.live
            && u.escaped.is_none()
            && (!u.ignored_by.is_empty() || u.ply.is_none())
            && match u.ply {
                Some(given) => h.names(state.plies[given].event),
                None => h.dispute.event.is_none(),
            }
    });
    let Some(check) = found else {
        h.find("The claim is not borne out: no king stands in a check left unanswered.".to_owned());
        return Answer::Dismissed;
    };
    let defender = check.checker.other();
    // The first ply after the check: where every move since it begins.
    let after_check = check.ply.map_or(0, |given| given + 1);
    let since = state.plies.len() - after_check;
    match check.ply.map(|given| &state.plies[given]) {
        Some(check_ply) => h.find(format!(
            "{}'s king has been in check since {} played {} at event {}, and {since} move(s) \
             have been made since without the check being answered.",
            color_name(defender),
            color_name(check.checker),
            check_ply.notation,
            check_ply.event,
        )),
        None => h.find(format!(
            "{}'s king stood in check in the first position of the record, which does not say \
             how it came about, and {since} move(s) have been made since without the check \
             being answered.",
            color_name(defender),
        )),
    }
    // Where the code makes the course a liberty the checked player elects (000 L5 "you are at
    // liberty"), only he may claim it; where it is a duty no one elects (004 XIX "must
    // retract") or the code is silent, the checker may raise it as well.
    if h.dispute.claimant != defender && menu.is_some_and(|m| m.elector.is_some()) {
        h.find(format!(
            "The law gives the liberty to the player who finds his king in check, {}; his \
             adversary cannot claim it.",
            color_name(defender)
        ));
        return Answer::Dismissed;
    }
    if let Some(answer) = origin_known(h, check, rule) {
        return answer;
    }
    if since == 0 {
        return answered_from_the_board(h, menu, rule, defender);
    }
    taken_back_to_parry(h, menu, rule, defender, after_check)
}

/// A king found in check with no move made since the record began: nothing is taken back, and
/// the check is answered from the board as it stands.
fn answered_from_the_board<'c>(
    h: &mut Hearing<'_, 'c>,
    menu: Option<&'c Menu>,
    rule: Option<Remedy>,
    defender: Color,
) -> Answer<'c> {
    let state = h.state;
    // Nothing to take back: the check is answered from the board as it stands.
    let Some(rule) = rule else {
        h.find(format!(
            "The code does not say what follows. By analogy with the codes that do ({}), \
             no move having been made since, {} would answer the check now; the point is \
             one the code leaves to a third person, and it is referred to one the players \
             accept.",
            h.reasons.analogy(|p| &p.check_of_unknown_origin),
            color_name(defender)
        ));
        return Answer::ByAnalogy(Award::remedy(remedies::refer_to_third_person(
            &state.position,
        )));
    };
    // The course is the defender's to take where the code gives it as a liberty (000 L5
    // "you are at liberty"), nobody's choice where it commands it (004 XIX "must retract").
    Answer::Upheld(Award::one_of(
        menu,
        defender,
        remedies::free_king_from_check(
            rule,
            "No move has been made since the record began, so nothing is taken back",
            defender,
            &state.position,
        ),
    ))
}

/// A king found in check with moves made since: what the code takes back (every move since the
/// check, or the checked player's own last move), and the check then parried.
fn taken_back_to_parry<'c>(
    h: &mut Hearing<'_, 'c>,
    menu: Option<&'c Menu>,
    rule: Option<Remedy>,
    defender: Color,
    after_check: usize,
) -> Answer<'c> {
    let state = h.state;
    let last_own = state
        .plies
        .iter()
        .rposition(|p| p.by == defender)
        .unwrap_or(after_check);
    let (remedy, from, what) = match rule {
        Some(Remedy::RetractOwnLastMoveAndParry) => (
            Remedy::RetractOwnLastMoveAndParry,
            last_own,
            format!("{} takes back his last move", color_name(defender)),
        ),
        Some(r) => (
            r,
            after_check,
            "Every move made since the check is taken back".to_owned(),
        ),
        None => {
            h.find(format!(
                "The code does not say what is taken back, and the codes that provide for it \
                 ({}) do not settle it for this one: the point is referred to a third person \
                 the players accept.",
                h.reasons.analogy(|p| &p.check_of_unknown_origin)
            ));
            return Answer::ByAnalogy(Award::remedy(remedies::refer_to_third_person(
                &state.position,
            )));
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
    Answer::Upheld(Award::one_of(
        menu,
        defender,
        remedies::free_king_from_check(remedy, &what, defender, position),
    ))
}

/// A check the record shows given, claimed as one of unknown origin: where the code's course is
/// only for a check whose origin cannot be ascertained, or the code has no such course, the
/// code's words on a check given without warning govern it. Their answer, where they do.
fn origin_known<'c>(
    h: &mut Hearing<'_, 'c>,
    check: &UnannouncedCheck,
    rule: Option<Remedy>,
) -> Option<Answer<'c>> {
    let state = h.state;
    let defender = check.checker.other();
    // A check the record shows given, where the code's course is only for one whose origin
    // cannot be ascertained: it is the check given without warning that the code's other words
    // govern, and the claim of unknown origin is not borne out.
    if let Some(given) = check.ply
        && h.reasons.read(|p| &p.unknown_origin_untraced_only).copied() == Some(true)
    {
        h.find(format!(
            "The check's origin is not unknown: the record shows {} gave it with {} without \
             saying \"check\". The code's course is for a king found in check whose origin \
             cannot be ascertained; {} need not notice this one until warned, and nothing is \
             taken back.",
            color_name(check.checker),
            state.plies[given].notation,
            color_name(defender),
        ));
        return Some(Answer::Dismissed);
    }
    // Where the code has no article on a check of unknown origin, a check the record shows
    // given without warning is the check its article on unannounced checks governs: played on
    // as if it did not exist, and nothing taken back unless the checker warned with his next
    // move (002 XIII).
    if rule.is_none()
        && let Some(given) = check.ply
        && check.warning.is_none()
        && let Some(unannounced) = h
            .reasons
            .hold(|p| &p.unannounced_check)
            .filter(|u| u.value.trigger == CheckTrigger::CheckerWarnsOnNextMove)
    {
        h.reasons.cite_held(unannounced);
        h.find(format!(
            "The check's origin is not unknown: the record shows {} gave it with {} without \
             saying \"check\". Under the code's article on such checks {} may play as if it did \
             not exist, and nothing is taken back, since {} did not warn him with his next \
             move.",
            color_name(check.checker),
            state.plies[given].notation,
            color_name(defender),
            color_name(check.checker)
        ));
        return Some(Answer::Dismissed);
    }
    // Where the code has no article on a check of unknown origin but its article on checks
    // given without warning lets the check be found and answered within a few moves (003 X's
    // exception), a check the record shows given is heard under that article.
    if rule.is_none()
        && let Some(given) = check.ply
        && h.reasons
            .value(|p| &p.unannounced_check)
            .is_some_and(|unannounced| unannounced.trigger == CheckTrigger::Discovered)
    {
        h.find(format!(
            "The check's origin is not unknown: the record shows it given with {}. The claim is \
             heard under the code's article on a check given without \"check\" being said.",
            state.plies[given].notation,
        ));
        return Some(unannounced_check(h));
    }
    None
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

/// What the move made after a false "check" was, in the terms the codes' articles use: a king
/// move, a man put between the king and the man said to give check (the announcer's last man
/// moved), or that man taken; `None`: some other move.
fn misled_act(state: &GameState, announced: &FalseAnnouncement, ply: &Ply) -> Option<MisledAct> {
    replay::misled_act(
        &ply.before,
        ply.piece,
        ply.by,
        ply.to,
        ply.captured.and(ply.taken_square()),
        announced.checker(&state.plies),
    )
}

/// Where the moves since an unannounced check are taken back and the check cannot be answered,
/// the check was mate: the game ends as that mate ended it (`mate`, as replay kept it; a win
/// for the checker where it did not reach the end of the record).
fn mated_at_check(
    h: &mut Hearing<'_, '_>,
    at_check: &Position,
    checker: Color,
    mate: Option<GameResult>,
) -> Option<GameResult> {
    if !at_check.is_checkmate() {
        return None;
    }
    let result = mate.unwrap_or(GameResult::Win(checker));
    h.find(format!(
        "Once the moves are taken back, {} cannot answer the check: it was checkmate, and {}.",
        color_name(checker.other()),
        match result {
            GameResult::Win(winner) => format!("{} wins the game", color_name(winner)),
            GameResult::Draw => "the game is drawn, as that mate was scored".to_owned(),
        }
    ));
    Some(result)
}
