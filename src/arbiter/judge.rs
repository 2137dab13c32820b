//! The judge: one place that turns what a dispute found into a ruling.
//!
//! A dispute kind (in `disputes`) hears the claim: it finds the offence, states the facts, reads
//! the code, and chooses the code's answer ([`Answer`]). It never writes a decision, an elector
//! or a result. The judge alone does, with the rules every ruling shares: how a late claim is
//! stated, that a failed claim leaves a finished game as it ended, that a penalty resting on a
//! reading by analogy is the third person's ruling and not the code's, and that such a ruling
//! cites the article sending unprovided points to a third person. This is cedar's split of
//! evaluating each policy from authorizing on their results, with the determining reasons.

use crate::chess::Color;
use crate::law::LawCode;
use crate::law::params::{
    CheckTrigger, Deadline, Elector, Menu, ParamId, Remedy, StalemateOutcome,
};

use super::reasons::Reasons;
use super::remedies;
use super::replay::{GameState, color_name};
use super::ruling::{Decision, Dispute, GameResult, RemedyOffer, Ruling};

/// A claim being heard: the game as replayed, the code's articles read so far, and the facts
/// found, in the order a reader of the ruling follows them.
pub(super) struct Hearing<'s, 'c> {
    pub state: &'s GameState,
    pub reasons: Reasons<'c>,
    pub dispute: Dispute,
    facts: Vec<String>,
}

impl<'s, 'c> Hearing<'s, 'c> {
    pub fn new(state: &'s GameState, reasons: Reasons<'c>, dispute: Dispute) -> Self {
        Hearing {
            state,
            reasons,
            dispute,
            facts: Vec::new(),
        }
    }

    /// States a finding (of fact, or of what the code makes of it).
    pub fn find(&mut self, fact: impl Into<String>) {
        self.facts.push(fact.into());
    }

    pub fn claimant(&self) -> Color {
        self.dispute.claimant
    }

    /// Whether the claim is about the act at `event`: it names that event, or names none.
    pub fn names(&self, event: usize) -> bool {
        self.dispute.event.is_none_or(|e| e == event)
    }

    /// Cites a parameter the replay applied in finding a fact the ruling states (a move made
    /// lawful or unlawful by a rule of the code, a castling a bar forbade, a touch that binds
    /// out of turn). The replay keeps what it read (`GameState::applied`): a ground it never
    /// read is an engine fault, caught by every test that rules a case.
    pub fn cite_applied(&mut self, id: ParamId) -> bool {
        debug_assert!(
            self.state.applied.contains(&id),
            "{id:?} is cited as the replay's ground, but the replay never read it"
        );
        self.reasons.cite_ground(id)
    }
}

/// What the code answers to a claim, as a dispute kind found it.
pub(super) enum Answer<'c> {
    /// The claim fails: the facts do not bear it out, or the code lets the act stand.
    Dismissed,
    /// The claim fails because the game had already ended, with this result, before what the
    /// claim is about (the findings say how).
    DismissedEnded(GameResult),
    /// The offence is found, but the claim came after the code's window closed. With a
    /// [`Window`], the judge states which act closed it; without, the dispute has said so.
    /// The result is the game's where the record ended it and the dispute has said how.
    OutOfTime {
        window: Option<Window<'c>>,
        result: Option<GameResult>,
    },
    /// The code provides for the point: its remedies, or the result it declares.
    Upheld(Award),
    /// The code does not provide for the point: Tertius decides as the third person, by
    /// analogy, and says so.
    ByAnalogy(Award),
}

impl<'c> Answer<'c> {
    /// Out of time: `window` closed the claim.
    pub fn late(window: Window<'c>) -> Answer<'c> {
        Answer::OutOfTime {
            window: Some(window),
            result: None,
        }
    }

    /// Out of time, as the dispute's findings have said.
    pub fn stated_late() -> Answer<'c> {
        Answer::OutOfTime {
            window: None,
            result: None,
        }
    }
}

/// The act that closed a claim's window.
pub(super) struct Window<'c> {
    /// The event of the act.
    pub closed: usize,
    /// The code's deadline, which says what kind of act closes it.
    pub deadline: Option<&'c Deadline>,
    /// What follows from the claim's coming late, as the end of the sentence.
    pub consequence: &'static str,
}

/// What a ruling gives the aggrieved player: the remedies (with who elects among them) or the
/// result it declares.
#[derive(Default)]
pub(super) struct Award {
    pub remedies: Vec<RemedyOffer>,
    pub elector: Option<(Color, Elector)>,
    pub result: Option<GameResult>,
    /// The remedies are a sequence the offender works down, not a choice: where none of them
    /// can be enforced, no penalty can be inflicted, and the ruling says so.
    pub sequence: bool,
}

impl Award {
    /// Nothing to do: the claim's answer is in its words (a man need not be played, a move
    /// stands).
    pub fn nothing() -> Award {
        Award::default()
    }

    /// The game ends with `result`.
    pub fn result(result: GameResult) -> Award {
        Award {
            result: Some(result),
            ..Award::default()
        }
    }

    /// One remedy, which nobody elects: it is what must be done.
    pub fn remedy(offer: RemedyOffer) -> Award {
        Award {
            remedies: vec![offer],
            ..Award::default()
        }
    }

    /// One remedy, the aggrieved player's to claim or to forgo (the misled player's release of
    /// a man touched; a second move taken back by the article on releasing a man).
    pub fn offered_to(offer: RemedyOffer, aggrieved: Color) -> Award {
        Award {
            remedies: vec![offer],
            elector: Some((aggrieved, Elector::Aggrieved)),
            ..Award::default()
        }
    }

    /// The one remedy of the code's menu that applies to the facts (the dispute found which,
    /// and made it concrete), elected as the menu says; without a menu, nobody elects.
    pub fn one_of(menu: Option<&Menu>, aggrieved: Color, offer: RemedyOffer) -> Award {
        match menu {
            Some(menu) => Award::elected(menu, aggrieved, vec![offer]),
            None => Award::remedy(offer),
        }
    }

    /// The code's menu, each remedy made concrete by `offer`; elected by `aggrieved` or by his
    /// adversary, as the code says. A sequence ("take it, if you can; if not, move your king")
    /// ends at its first remedy that can be enforced: the later ones fall away.
    pub fn menu(
        menu: &Menu,
        aggrieved: Color,
        mut offer: impl FnMut(Remedy) -> RemedyOffer,
    ) -> Award {
        let mut offers = Vec::with_capacity(menu.remedies.len());
        for &remedy in &menu.remedies {
            let made = offer(remedy);
            let enforceable = made.enforceable;
            offers.push(made);
            if menu.fallback && enforceable {
                break;
            }
        }
        Award::elected(menu, aggrieved, offers)
    }

    /// Remedies already made concrete from `menu`, with who elects among them.
    fn elected(menu: &Menu, aggrieved: Color, remedies: Vec<RemedyOffer>) -> Award {
        let elector = menu.elector.map(|e| match e {
            Elector::Aggrieved => (aggrieved, Elector::Aggrieved),
            Elector::Offender => (aggrieved.other(), Elector::Offender),
        });
        Award {
            remedies,
            elector,
            result: None,
            sequence: menu.fallback,
        }
    }
}

/// The decision an answer makes, with what it awards; a claim out of time states when its window
/// closed and cites the borrowed windows that closed it.
fn decision_of<'c>(
    answer: Answer<'c>,
    reasons: &mut Reasons<'c>,
    facts: &mut Vec<String>,
    claimant: Color,
) -> (Decision, Award) {
    match answer {
        Answer::Dismissed => (Decision::Dismissed, Award::nothing()),
        Answer::DismissedEnded(result) => (
            Decision::Dismissed,
            Award {
                result: Some(result),
                ..Award::nothing()
            },
        ),
        Answer::OutOfTime { window, result } => {
            reasons.cite_barring_limits();
            if let Some(window) = window {
                let act = if window.deadline == Some(&Deadline::AdversaryTouches) {
                    "touched a man"
                } else {
                    "moved"
                };
                facts.push(format!(
                    "The claim came after {} {act} at event {}{}",
                    color_name(claimant),
                    window.closed,
                    window.consequence
                ));
            }
            (
                Decision::OutOfTime,
                Award {
                    result,
                    ..Award::nothing()
                },
            )
        }
        Answer::Upheld(award) => (Decision::Upheld, award),
        Answer::ByAnalogy(award) => (Decision::NoLawProvides, award),
    }
}

/// The result a ruling states where it leaves the record as it stands and the record has ended
/// the game: by a mate, a resignation or a draw agreed, or by a stalemate the code scores, once
/// nothing on the record can still be claimed (issue #19 class 7).
fn ended_as_played(
    state: &GameState,
    reasons: &mut Reasons<'_>,
    facts: &mut Vec<String>,
    decision: Decision,
    award: &Award,
) -> Option<GameResult> {
    // A claim that fails leaves the record as it stands, and so do a ruling by analogy that
    // lets the act stand and offers nothing and a plea that no penalty may now be inflicted:
    // where the record has ended the game (a mate, a resignation, a draw agreed), the ruling
    // says how it ended (issue #19 class 7).
    let stands = matches!(decision, Decision::Dismissed | Decision::OutOfTime)
        || (decision == Decision::NoLawProvides && award.remedies.is_empty())
        || (!award.remedies.is_empty()
            && award
                .remedies
                .iter()
                .all(|r| r.remedy == Remedy::NoPenaltyTimeBarred));
    // A game the record ends while an irregular move could still be claimed (a code with no
    // time limit) has not ended for good: the claim may undo the end.
    let all_closed = state.claimables.iter().all(|c| c.closed_by.is_some());
    if !stands || !all_closed {
        return None;
    }
    if let Some(ended) = state.result {
        if let Some(why) = &state.result_reason {
            facts.push(format!("The game stands as played, and it is over: {why}."));
        }
        return Some(ended);
    }
    // Likewise a stalemate the record ends in, once nothing on the record can still be
    // claimed: the move that made it stands, and the code scores it.
    let stalemate = (state.position.is_stalemate()
        && stalemate_undone_by_found_check(state, reasons).is_none())
    .then(|| reasons.read(|p| &p.stalemate))
    .flatten();
    let outcome = stalemate?;
    let side = state.position.turn();
    let scored = match outcome {
        StalemateOutcome::StalematedPlayerWins => GameResult::Win(side),
        StalemateOutcome::Draw => GameResult::Draw,
    };
    facts.push(format!(
        "The game stands as played, and it is over: {} is not in check and has no legal \
         move, a stalemate, which under this code is {}.",
        color_name(side),
        match scored {
            GameResult::Draw => "a drawn game".to_owned(),
            GameResult::Win(_) => format!("won by {}", color_name(side)),
        }
    ));
    Some(scored)
}

/// Turns a hearing and its answer into the ruling.
pub(super) fn judge(
    hearing: Hearing<'_, '_>,
    answer: Answer<'_>,
    game_id: &str,
    code: &LawCode,
) -> Ruling {
    let Hearing {
        state,
        mut reasons,
        dispute,
        mut facts,
    } = hearing;
    let (mut decision, mut award) = decision_of(answer, &mut reasons, &mut facts, dispute.claimant);
    if award.sequence && award.remedies.iter().all(|r| !r.enforceable) {
        facts
            .push("None of the penalties can be enforced: no penalty can be inflicted.".to_owned());
    }
    let mut result = award
        .result
        .or_else(|| ended_as_played(state, &mut reasons, &mut facts, decision, &award));
    // A penalty that rests on a reading the code does not give in terms (a value it is silent
    // on, borrowed by analogy) is imposed by Tertius as the third person, and the ruling says
    // so: the law does not provide it (issue #19).
    if decision == Decision::Upheld && !reasons.analogies().is_empty() {
        decision = Decision::NoLawProvides;
        if reasons.referred() {
            // A reading the code's silence leaves to its third person: the point is referred,
            // and what decided it is that silence and the article that sends it on.
            facts.push(format!(
                "The code does not provide for this in terms: it rests on the reading by analogy \
                 glossed under {}. The code sends such a point to a third person, whose \
                 decision is final: it is referred, with that reading as the answer the code's \
                 silence leaves open.",
                reasons.analogies().join(", ")
            ));
            award = Award::remedy(remedies::refer_to_third_person(&state.position));
            result = None;
            let decided = reasons.analogies().to_vec();
            reasons.keep_only(&decided);
        } else {
            facts.push(format!(
                "The code does not provide for this in terms: the ruling rests on the reading \
                 by analogy glossed under {}, and Tertius decides as the third person.",
                reasons.analogies().join(", ")
            ));
        }
    }
    if decision == Decision::NoLawProvides {
        // Where the code sends a point it does not settle to a third person, that article is
        // why Tertius rules on it at all.
        reasons.cite_ground(ParamId::refer_unprovided_points);
    }
    Ruling {
        game_id: game_id.to_owned(),
        code: code.id.clone(),
        code_digest: code.digest.clone(),
        dispute,
        decision,
        reasoning: facts,
        remedies: award.remedies,
        elector: award.elector,
        result,
        citations: reasons.into_citations(),
    }
}

/// A stalemate on a board where the stalemating side's king stands in a check the stalemated
/// player gave without saying "check", under a code whose article has such a check taken back
/// when it is found within so many moves (003 X's exception): found now, the moves since are
/// replaced and the check answered, so the stalemate is no position the game rests on. The ply
/// that gave the check and the moves made since.
pub(super) fn stalemate_undone_by_found_check(
    state: &GameState,
    reasons: &Reasons<'_>,
) -> Option<(usize, usize)> {
    let rule = reasons.value(|p| &p.unannounced_check)?;
    let within = rule
        .within_moves
        .filter(|_| rule.trigger == CheckTrigger::Discovered)?;
    let stalemated = state.position.turn();
    if !state.position.is_stalemate() {
        return None;
    }
    state.unannounced_checks.iter().rev().find_map(|u| {
        let given = u.ply?;
        let since = state.plies.len() - 1 - given;
        (u.checker == stalemated
            && u.live
            && u.warning.is_none()
            && since >= 1
            && since as u64 <= u64::from(within))
        .then_some((given, since))
    })
}
