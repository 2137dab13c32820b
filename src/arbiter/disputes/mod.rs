//! Rulings, one dispute kind at a time. Each kind hears its claim (finds the offence, reads the
//! code's parameters through `Reasons`, so the articles it rests on are cited as they are read)
//! and gives the code's answer; the judge (`judge.rs`) turns the answer into the ruling. The
//! kinds are grouped by what they are about, one file per group.

use std::fmt;

use crate::chess::{Color, File, Move, Piece, Position, Rank, Role, Square};
use crate::law::{Catalogue, LawCode};

use super::endgame::Endgames;
use super::game::Game;
use super::judge::{Hearing, judge};
use super::reasons::Reasons;
use super::record::GameRecord;
use super::replay::ReplayError;
use super::ruling::{Dispute, DisputeKind, Ruling};

mod check;
mod claims;
mod ending;
mod irregular;
mod setup;
mod touch;
mod turn;

use check::{false_check, unannounced_check, unknown_check};
use claims::{en_passant, late_claim, promotion, unprovided_point};
use ending::{conditional_mate, fifty_move_claim, stalemate};
use irregular::{Irregular, irregular_move};
use setup::{board, odds_man, odds_territory, setup_fault};
use touch::{adjustment, man_released, touched, unplayable_claim};
use turn::{first_move, out_of_turn};

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

/// Rules on `dispute` over `record`, under the code the record names: the record replayed and
/// ruled on as a [`Game`].
pub fn rule(
    record: &GameRecord,
    dispute: &Dispute,
    catalogue: &Catalogue,
) -> Result<Ruling, RuleError> {
    Game::replay(record.clone(), catalogue)?.rule(dispute, catalogue, None)
}

/// Hears the dispute on the replayed game and has the judge rule.
pub(super) fn hear(
    game: &Game<'_>,
    dispute: &Dispute,
    catalogue: &Catalogue,
    tables: Option<&crate::search::tables::Tables>,
) -> Ruling {
    let Game {
        record,
        code,
        state,
    } = game;
    let code: &LawCode = code;
    let mut hearing = Hearing::new(
        state,
        Reasons::new(code, catalogue, &state.options),
        *dispute,
    );
    let h = &mut hearing;
    // The endgame tables, where loaded, for a count of moves in an ending they cover.
    let endgames = tables.map(|tables| Endgames {
        tables,
        outcome: super::replay::outcome_rules(code, &state.options),
    });
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
        DisputeKind::ConditionalMateAgreement => conditional_mate(h, endgames.as_ref()),
        DisputeKind::CheckOfUnknownOrigin => unknown_check(h),
        DisputeKind::OddsMovesOutOfTerritory => odds_territory(h),
        DisputeKind::TouchedAdversaryMan => touched(h, false),
        DisputeKind::MoveOutOfTurn => out_of_turn(h),
        DisputeKind::FalseCheckAnnouncement => false_check(h),
        DisputeKind::UnannouncedCheck => unannounced_check(h),
        DisputeKind::Promotion => promotion(h),
        DisputeKind::UnprovidedOrDisputedPoint => unprovided_point(h),
        DisputeKind::LateClaim => late_claim(h),
        DisputeKind::FiftyMoveClaim => fifty_move_claim(h, endgames.as_ref()),
        DisputeKind::AdjustmentClaim => adjustment(h),
        DisputeKind::ManReleased => man_released(h),
    };
    judge(hearing, answer, &record.game_id, code)
}

/// A capture in passing the record shows to have lapsed, in the position `before` with `mover`
/// to move after the first `plies` plies: an adversary's pawn that reached its square by a
/// double step, not with the last move, stands beside a pawn of `mover`'s that stood there
/// then (one of them on `involving`, where given), with the square it passed empty. Where a finding rests on it (a
/// man with no move, a king stalemated), the code's reading that the capture is made at once or
/// not at all is what decides, and is cited with the finding. Returns whether it was.
pub(super) fn lapsed_en_passant(
    h: &mut Hearing<'_, '_>,
    before: &Position,
    plies: usize,
    mover: Color,
    involving: Option<Square>,
) -> bool {
    let history = &h.state.plies[..plies];
    let theirs = Piece::new(mover.other(), Role::Pawn);
    let ours = Piece::new(mover, Role::Pawn);
    let lapsed = history.iter().enumerate().find_map(|(i, p)| {
        let double_step = p.by == mover.other()
            && p.piece == theirs
            && p.from.file() == p.to.file()
            && p.from.distance(p.to) == 2;
        let still_there = before.board().piece_at(p.to) == Some(theirs)
            && history[i + 1..]
                .iter()
                .all(|q| q.from != p.to && q.to != p.to);
        if !double_step || !still_there || i + 1 == history.len() {
            return None;
        }
        let passed_over = Square::from_coords(
            p.to.file(),
            Rank::new((p.from.rank().index() + p.to.rank().index()) / 2)?,
        );
        if before.board().piece_at(passed_over).is_some() {
            return None;
        }
        [-1, 1].into_iter().find_map(|df| {
            let file = File::new(u8::try_from(i32::from(p.to.file().index()) + df).ok()?)?;
            let beside = Square::from_coords(file, p.to.rank());
            // His pawn stood there when the step was made, or it could never have taken.
            let ours_there = before.board().piece_at(beside) == Some(ours)
                && history[i + 1..].iter().all(|q| q.to != beside);
            let named = involving.is_none_or(|sq| sq == beside || sq == p.to);
            (ours_there && named).then_some((p.to, format!("{}-{}", p.from, p.to)))
        })
    });
    let Some((passed, step)) = lapsed else {
        return false;
    };
    if h.reasons.read(|p| &p.en_passant_at_once).copied() != Some(true) {
        return false;
    }
    h.find(format!(
        "The pawn on {passed} could have been taken in passing only on the move right after its \
         double step ({step}), and that move had gone by."
    ));
    true
}

/// Cites the code's grant of the capture in passing where it decides a finding: every move
/// found is such a capture, so without the grant there would be none. Returns whether it did.
pub(super) fn only_en_passant(moves: &[Move], reasons: &mut Reasons<'_>) -> bool {
    !moves.is_empty()
        && moves.iter().all(Move::is_en_passant)
        && reasons.read_own(|p| &p.en_passant).copied() == Some(true)
}
