//! Disputes and rulings: the vocabulary of laws.md §7.

use crate::chess::Color;
use crate::law::params::{Elector, Remedy};

use super::reasons::Citation;

named_enum! {
    /// The kinds of dispute the codes provide for (laws.md §7.1).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
    pub enum DisputeKind {
        FalseMove => "false-move",
        IllegalCastling => "illegal-castling",
        StalemateResult => "stalemate-result",
        /// A player touched his own man and did not play it (touch-move).
        TouchedOwnMan => "touched-own-man",
        /// A player touched one of his adversary's men.
        TouchedAdversaryMan => "touched-adversary-man",
        /// A player moved out of his turn (two moves in a row).
        MoveOutOfTurn => "move-out-of-turn",
        /// "Check" was said when no check was given, and the adversary moved in consequence.
        FalseCheckAnnouncement => "false-check-announcement",
        /// Check was given without saying "check", and the adversary played on.
        UnannouncedCheck => "unannounced-check",
        /// A capture made with a man that cannot lawfully make it.
        IllegalCapture => "illegal-capture",
        /// Check given by a move that exposes the mover's own king.
        SelfExposingCheck => "self-exposing-check",
        /// The choice of piece for a pawn that reached the last rank.
        Promotion => "promotion",
        /// A point no law provides for, or a law's meaning disputed.
        UnprovidedOrDisputedPoint => "unprovided-or-disputed-point",
        /// A penalty asked for after the code's deadline.
        LateClaim => "late-claim",
        /// The defender claims a draw: the fifty moves he gave notice of have been played.
        FiftyMoveClaim => "fifty-move-claim",
        /// The player says his touch was an adjustment ("j'adoube").
        AdjustmentClaim => "adjustment-claim",
        /// A man released on its square: the mover wants to change the move, or the adversary
        /// insists it stands.
        ManReleased => "man-released",
        /// A player took one of his own men with another (a wrong own man touched is
        /// `touched-own-man`).
        OwnManTakenOrWrongMan => "own-man-taken-or-wrong-man",
        /// A player moved one of his adversary's men.
        MovedAdversaryMan => "moved-adversary-man",
        /// Men set on the wrong squares at the start.
        InitialMenMisplaced => "initial-men-misplaced",
        /// A man left off the board at the start.
        InitialManOmitted => "initial-man-omitted",
        /// The touched own man cannot be played without exposing the king.
        TouchedOwnManUnplayable => "touched-own-man-unplayable",
        /// A capture en passant disputed.
        EnPassant => "en-passant",
        /// A king found in check, standing for several moves.
        CheckOfUnknownOrigin => "check-of-unknown-origin",
        /// A pawn-and-moves odds move played into the adversary's half.
        OddsMovesOutOfTerritory => "odds-moves-out-of-territory",
        /// The odds-giver forgot to remove the man he gives.
        OddsManNotRemoved => "odds-man-not-removed",
        /// The board placed without a white corner square at each player's right hand.
        BoardMisoriented => "board-misoriented",
        /// Who should have had the first move (odds, alternation, after a drawn game).
        FirstMoveOrColour => "first-move-or-colour",
        /// A mate undertaken under a condition: is the player held to a number of moves?
        ConditionalMateAgreement => "conditional-mate-agreement",
    }
}

/// A claim put to the arbiter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dispute {
    pub kind: DisputeKind,
    /// The player who raises it.
    pub claimant: Color,
    /// The event complained of, where the claim is about one; `None`: the latest that fits.
    pub event: Option<usize>,
}

/// What the arbiter decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// The claim is good: the remedies below are offered (or the result is declared).
    Upheld,
    /// The claim is not good: the facts do not bear it out.
    Dismissed,
    /// The claim came after the code's deadline: no penalty can be inflicted.
    OutOfTime,
    /// No law provides for the point: Tertius decides as the third person, by analogy, and says so.
    NoLawProvides,
}

impl Decision {
    pub fn name(self) -> &'static str {
        match self {
            Decision::Upheld => "upheld",
            Decision::Dismissed => "dismissed",
            Decision::OutOfTime => "out-of-time",
            Decision::NoLawProvides => "no-law-provides",
        }
    }
}

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameResult {
    Win(Color),
    Draw,
}

/// One remedy the aggrieved player (or the offender, where the code says so) may elect, with
/// what the board must become.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RemedyOffer {
    pub remedy: Remedy,
    /// The obligation in words, e.g. "Black must move his king: Kf8, Ke7".
    pub obligation: String,
    /// The position from which the obligation is met (FEN).
    pub position: String,
    /// The moves that satisfy the obligation, in SAN; empty where any legal move will do.
    pub moves: Vec<String>,
    /// False where the remedy cannot be enforced (e.g. the king has no legal move: "no penalty
    /// can be inflicted").
    pub enforceable: bool,
}

/// A decision with its reasons.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ruling {
    pub game_id: String,
    pub code: String,
    pub code_digest: String,
    pub dispute: Dispute,
    pub decision: Decision,
    /// The facts found, and why the decision follows from them, in words.
    pub reasoning: Vec<String>,
    pub remedies: Vec<RemedyOffer>,
    /// Who elects among the remedies, and in which capacity.
    pub elector: Option<(Color, Elector)>,
    /// The result, where the ruling ends the game.
    pub result: Option<GameResult>,
    pub citations: Vec<Citation>,
}
