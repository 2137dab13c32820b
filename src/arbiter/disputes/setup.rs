//! The game as set up: men misplaced or left off, the board turned wrongly, the odds man left on,
//! and moves given at odds played beyond the receiver's half.

use crate::arbiter::judge::{Answer, Award, Hearing, Window};
use crate::arbiter::remedies::{self, SetupFault, not_applicable};
use crate::arbiter::replay::{GameState, OddsMan, color_name, in_own_half};
use crate::arbiter::ruling::GameResult;
use crate::chess::{Color, Piece, Role, Setup};
use crate::law::params::{Deadline, Menu, MoveCount, ParamId, Remedy, SetupRule};

/// The men at fault in the set-up against the standard array: for `omitted`, men missing from
/// squares left empty; else men found where the array puts another (or none). Each as (square,
/// the man the array puts there, the man found there).
fn faults_at_the_start(state: &GameState, omitted: bool) -> Vec<SetupFault> {
    let standard = Setup::standard().board;
    let actual = state.initial.board();
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
    faults
}

/// The faults in words: "the white knight belonging on g1 is missing; a black pawn stands on e5".
fn listed(faults: &[SetupFault]) -> String {
    let describe = |p: Piece| format!("{} {:?}", color_name(p.color), p.role).to_lowercase();
    faults
        .iter()
        .map(|(sq, want, found)| match (want, found) {
            (Some(w), None) => format!("the {} belonging on {sq} is missing", describe(*w)),
            (_, Some(f)) => format!("a {} stands on {sq}", describe(*f)),
            (None, None) => String::new(),
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// Men misplaced or left off at the start (000 L12, 001 L3, 002 III, 003 II, 004 II and III):
/// the record's set-up is compared with the standard array, and the code's window decides
/// whether the fault may still be put right.
pub(super) fn setup_fault<'c>(h: &mut Hearing<'_, 'c>, omitted: bool) -> Answer<'c> {
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
    let faults = faults_at_the_start(state, omitted);
    let what = if omitted { "left off" } else { "misplaced" };
    if faults.is_empty() {
        h.find(format!(
            "The claim is not borne out: no man was {what} at the start (the set-up is compared \
             with the standard array)."
        ));
        return Answer::Dismissed;
    }
    h.find(format!("At the start {}.", listed(&faults)));
    let offender = faults
        .iter()
        .filter_map(|(_, want, found)| found.or(*want).map(|p| p.color))
        .find(|c| *c != claimant)
        .unwrap_or(claimant);
    let Some(rule) = rule else {
        let codes = if omitted {
            h.reasons.analogy(|p| &p.omitted_man)
        } else {
            h.reasons.analogy(|p| &p.misplaced_men)
        };
        h.find(format!(
            "The code does not provide for men {what} at the start. As the third person, \
             Tertius rules by analogy with the codes that do ({codes}): the fault may be put \
             right before either player has made four moves, and the game goes on as it stands \
             after that."
        ));
        return Answer::ByAnalogy(Award::nothing());
    };
    if rule.offender_only && claimant != offender {
        h.find(format!(
            "The code gives the correction to the player whose men were at fault (\"he may \
             correct\"): {} may not claim it.",
            color_name(claimant)
        ));
        return Answer::Dismissed;
    }
    let past = "The limit is past: the fault can no longer be put right, and the game goes on as \
             the men stand.";
    // Past the limit the code does not bar a claim: it says how the game goes on ("played
    // out", "proceed as the pieces stand"). The fault stands by the code's own rule, and the
    // claim fails on it.
    let borrowed = if omitted {
        h.reasons.borrowed(|p| &p.omitted_man)
    } else {
        h.reasons.borrowed(|p| &p.misplaced_men)
    };
    let Some(menu) = menu_in_force(h, (rule, borrowed), (claimant, offender), past) else {
        return Answer::Dismissed;
    };
    // The choice is the adversary's of the player whose men were at fault (001 L3, 002 III).
    let award = Award::menu(menu, offender.other(), |remedy| match remedy {
        Remedy::RestartGame => remedies::restart_from_standard_array(state),
        Remedy::ContinueAsIs => remedies::continue_as_men_stand(&state.position),
        Remedy::RectifySetup => remedies::rectify(state, &faults),
        other => not_applicable(other, &state.position),
    });
    // A forgotten man whose square another man now holds cannot be "set in its place": the
    // code's course assumes the square free, and says nothing of this (laws.md A14). The point
    // goes to the third person the players accept.
    let blocked = omitted
        && award
            .remedies
            .iter()
            .any(|o| o.remedy == Remedy::RectifySetup && !o.enforceable);
    if blocked {
        h.find(
            "The forgotten man cannot be set in its place: another man stands on its square now, \
             and the code does not say what is then to be done. The point is referred to a third \
             person."
                .to_owned(),
        );
        return Answer::ByAnalogy(Award::remedy(remedies::refer_to_third_person(
            &state.position,
        )));
    }
    Answer::Upheld(award)
}

/// The menu in force for a set-up fault under the code's count of moves (`borrowed`: a count
/// the code does not set, applied by analogy), with the count in the ruling's reasons; `None`
/// (the ruling then out of time, for the reason `past`) once the window has closed and the code
/// offers nothing after it.
fn menu_in_force<'c>(
    h: &mut Hearing<'_, 'c>,
    (rule, borrowed): (&'c SetupRule, bool),
    (claimant, offender): (Color, Color),
    past: &str,
) -> Option<&'c Menu> {
    let state = h.state;
    let moves = |c: Color| state.moves_by(c);
    let (white, black) = (moves(Color::White), moves(Color::Black));
    let open = rule.open((white, black), moves(claimant), moves(offender));
    h.find(match rule.window {
        None => "The code sets no limit of moves for putting it right.".to_owned(),
        Some(n) => format!(
            "White has made {white} move(s) and Black {black}; the {} is {n} ({}).",
            if borrowed {
                "limit applied by analogy"
            } else {
                "code's limit"
            },
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

/// The board placed the wrong way round (000 L12, 002 I, 003 I, 004 I).
pub(super) fn board<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
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
    let borrowed = h.reasons.borrowed(|p| &p.board_orientation);
    let turned = |menu: &Menu| {
        Award::menu(menu, claimant, |remedy| match remedy {
            Remedy::RectifySetup => remedies::turn_board(&state.position),
            other => not_applicable(other, &state.position),
        })
    };
    let Some(rule) = rule else {
        h.find(
            "The code says nothing of how the board stands, and states no reading of it: as the \
             third person, Tertius lets the game go on as it stands."
                .to_owned(),
        );
        return Answer::ByAnalogy(Award::nothing());
    };
    // A reading the code's data states where the code is silent, with no limit of its own:
    // the remedy the codes that provide agree on, whenever the fault is found.
    if borrowed && rule.window.is_none() {
        h.find(format!(
            "The code says nothing of how the board stands. As the third person, Tertius rules \
             by analogy with the codes that do ({}): the board is turned, and the game goes on.",
            h.reasons.analogy(|p| &p.board_orientation)
        ));
        return Answer::ByAnalogy(turned(&rule.within));
    }
    let past = "The limit is past: the board is left as it stands, and the game is played out.";
    let Some(menu) = menu_in_force(h, (rule, borrowed), (claimant, claimant.other()), past) else {
        // Past the limit: too late where the article bars the correction in terms; else the
        // claim fails on the rule for how the game goes on, the code's own or one borrowed.
        return if rule.barred_after {
            Answer::stated_late()
        } else if borrowed {
            h.find(format!(
                "The code names no remedy and no limit: as the third person, Tertius rules by \
                 the limit of the reading by analogy glossed under {}, and nothing is ordered.",
                h.reasons.articles(|p| &p.board_orientation).join(", ")
            ));
            Answer::ByAnalogy(Award::nothing())
        } else {
            Answer::Dismissed
        };
    };
    Answer::Upheld(turned(menu))
}

/// No odds man was left on the board: dismissed, with what answers the claim (the giver's mate
/// with the man duly taken off, or the giver's right to choose which rook or knight he gives).
fn no_man_left_on<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    h.find(
        "The claim is not borne out: the record gives no odds whose man was left on the \
         board."
            .to_owned(),
    );
    // Odds of a rook or a knight leave the other one on the board by right where the giver
    // chooses which he gives: the article that lets him is what decides, and the one on a
    // man left on the board is not reached.
    // The giver mated with the odds man duly taken off: the claim is for the draw the
    // article on a man left on gives a giver's mate, and that article answers it.
    let giver_mated = state.odds_man.is_some_and(|o| {
        state.position.is_checkmate() && state.plies.last().is_some_and(|p| p.by == o.man.color)
    });
    if giver_mated {
        h.reasons.cite_ground(ParamId::odds_man_not_removed);
        if let Some(OddsMan { man, square, .. }) = state.odds_man {
            h.find(format!(
                "{} took off the man he gave, the one on {square}, before play: the game was \
                 played without it, and the mate he gave stands.",
                color_name(man.color)
            ));
        }
    } else if let Some(OddsMan { man, square, .. }) = state
        .odds_man
        .filter(|o| matches!(o.man.role, Role::Rook | Role::Knight))
        && h.reasons.read(|p| &p.odds_giver_chooses_man).copied() == Some(true)
    {
        let role = format!("{:?}", man.role).to_lowercase();
        h.find(format!(
            "{} gave a {role}, the one on {square}: the code lets the giver give which \
             {role} he pleases, and the other stands by right.",
            color_name(man.color)
        ));
    } else {
        // Nothing else answers the claim: the article it is made under does.
        h.reasons.cite_ground(ParamId::odds_man_not_removed);
    }
    Answer::Dismissed
}

/// The odds-giver left on the board the man he was to give (000 L14, 002 IV, 003 III, 004 IV).
pub(super) fn odds_man<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let claimant = h.dispute.claimant;
    // Which man the odds give is the first fact: the article that fixes it comes before the one
    // on a man left on the board.
    if let Some(OddsMan {
        man,
        taken_instead: Some(instead),
        ..
    }) = state.odds_man
        && h.reasons.read(|p| &p.odds_pawn_always_kbp).copied() == Some(true)
    {
        h.find(format!(
            "The pawn given is always the king's bishop's pawn under this code: {} took off the \
             pawn on {instead} instead.",
            color_name(man.color)
        ));
    }
    let Some((giver, square)) = state.odds_left else {
        return no_man_left_on(h);
    };
    let rule = h.reasons.read(|p| &p.odds_man_not_removed);
    h.find(format!(
        "{} gave odds and left on the board the man on {square} he was to give.",
        color_name(giver)
    ));
    if h.reasons.read(|p| &p.giver_mate_is_draw).copied() == Some(true) {
        // Replay scores the giver's mate a draw only once the man could no longer be removed
        // (000 L14: the draw belongs to the game "played with all the pieces as they stand").
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
            let mut award = Award::remedy(remedies::giver_mate_scored_as_draw(&state.position));
            award.result = Some(GameResult::Draw);
            return Answer::Upheld(award);
        }
        h.find(format!(
            "If {} gives checkmate while the man stands, he cannot take advantage of it: the game \
             is drawn.",
            color_name(giver)
        ));
    }
    let Some(rule) = rule else {
        h.find(format!(
            "The code does not provide for it. As the third person, Tertius rules by analogy \
             with the codes that do ({}): the man should have been taken off, but they differ \
             on what follows (a restart, the adversary's choice, the man simply taken off), so \
             no remedy is imposed and the game goes on as it stands.",
            h.reasons.analogy(|p| &p.odds_man_not_removed)
        ));
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
    let borrowed = h.reasons.borrowed(|p| &p.odds_man_not_removed);
    let Some(menu) = menu_in_force(h, (rule, borrowed), (claimant, giver), past) else {
        return Answer::OutOfTime {
            window: None,
            result: ended,
        };
    };
    if ended.is_some()
        && std::ptr::eq(menu, &rule.within)
        && !menu.remedies.contains(&Remedy::ContinueAsIs)
    {
        // Noticed in time, the fault undoes the game: a mate given in it falls with it.
        h.find("The man was left on while it could still be taken off: the game falls with the fault, and its mate with it.");
        ended = None;
    } else if ended.is_some() && menu.remedies.len() > 1 {
        // The mate stands only if the aggrieved player goes on: until he chooses, the game
        // has no result (issue #19 class 7: a result is stated only when it is the game's).
        h.find(format!(
            "The mate stands only if {} chooses to go on with the game; until he chooses, the game \
             has no result.",
            color_name(giver.other())
        ));
        ended = None;
    }
    let mut award = Award::menu(menu, giver.other(), |remedy| match remedy {
        Remedy::RestartGame => remedies::restart_without_odds_man(state, square),
        Remedy::ContinueAsIs => remedies::continue_with_odds_man(&state.position),
        Remedy::RectifySetup => remedies::take_off_odds_man(state, square),
        other => not_applicable(other, &state.position),
    });
    award.result = ended;
    Answer::Upheld(award)
}

/// Pawn-and-moves odds: the receiver's first moves must stay in his own half (000 L15).
pub(super) fn odds_territory<'c>(h: &mut Hearing<'_, 'c>) -> Answer<'c> {
    let state = h.state;
    let receiver = h.dispute.claimant.other();
    let rule = h.reasons.read(|p| &p.odds_moves_own_half).copied();
    let found = state.plies.iter().rposition(|p| {
        p.by == receiver && p.bonus && !in_own_half(receiver, p.to) && h.names(p.event)
    });
    let Some((index, ply)) = found.map(|i| (i, &state.plies[i])) else {
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
        // Silence here is no permission: whether the codes that confine such moves state the
        // players' understanding of the odds is a question of their agreement, which the
        // person the codes send such points to settles, not the articles.
        h.find(format!(
            "The code does not say whether such moves are confined to the receiver's half; the \
             codes that speak of it ({}) confine them when enough moves are given. Whether the \
             odds were given on that understanding is a question of the players' agreement.",
            h.reasons.analogy(|p| &p.odds_moves_own_half)
        ));
        return super::claims::unprovided_point(h);
    };
    if granted < min {
        h.find(format!(
            "The law speaks of the pawn and {min} or more moves; the pawn and {granted} is not \
             covered, and the move stands."
        ));
        return Answer::Dismissed;
    }
    // Replay holds such a move open to a claim until the code's window closes on it.
    let closed = state
        .claimables
        .iter()
        .find(|c| c.ply == index)
        .and_then(|c| c.closed_by);
    if let Some(closed) = closed {
        return Answer::late(Window {
            closed,
            deadline: h.reasons.read_limit(|p| &p.claim_deadline),
            consequence: ": the move stands.",
        });
    }
    // The claimant has touched a man since, and not moved: where only his move closes the
    // claim, the article that says so is why the claim is still heard.
    let claimant = h.dispute.claimant;
    let touched = state
        .touch_offences
        .iter()
        .find(|t| t.offender == claimant && t.event > ply.event);
    let moved_since = state.plies.len() - 1 - index;
    if (touched.is_some() || moved_since > 0)
        && h.reasons.value(|p| &p.claim_deadline) == Some(&Deadline::AdversaryMoves)
    {
        h.reasons.cite_limit(ParamId::claim_deadline);
        if moved_since > 0 {
            h.find(format!(
                "The {moved_since} move(s) made since were {}'s own; {} has not moved, and the \
                 claim is in time.",
                color_name(receiver),
                color_name(claimant)
            ));
        }
        if let Some(touch) = touched {
            h.find(format!(
                "{} touched the man on {} at event {} before claiming, but has not moved: a \
                 touch is no move, and the claim is in time.",
                color_name(claimant),
                touch.square,
                touch.event
            ));
        }
    }
    Answer::Upheld(Award::remedy(remedies::confine_to_own_half(ply)))
}
