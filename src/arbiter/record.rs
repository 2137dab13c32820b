//! The record of a game: what happened at the board, event by event.

use std::collections::BTreeMap;

use crate::chess::{Color, Move, MoveKind, Role, Square};
use crate::law::params::Remedy;

/// A game as tournament software reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRecord {
    pub game_id: String,
    /// The law code the players chose.
    pub code: String,
    /// Game options the code offers (e.g. Philidor's `country`); missing ones take the default.
    pub options: BTreeMap<String, String>,
    pub setup: SetupSpec,
    /// The board was placed without a white corner square at each player's right hand.
    pub board_misoriented: bool,
    /// The game before this one in the sitting, where the first move is disputed.
    pub previous_game: Option<PreviousGame>,
    pub events: Vec<Event>,
}

/// What the first-move laws need of the game before: who began it (by the colour he holds in
/// this game) and whether it was drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PreviousGame {
    pub began: Color,
    pub drawn: bool,
}

/// How the men stood at the start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupSpec {
    Standard,
    /// Any position, in FEN.
    Fen(String),
    /// The standard array less what one player gives.
    Odds(Odds),
}

/// An odds agreement: who gives, and what.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Odds {
    pub giver: Color,
    pub kind: OddsKind,
    /// The giver forgot to take the man off: it stands on the board (000 L14, 002 IV, 003 III,
    /// 004 IV decide what follows).
    pub left_on_board: bool,
}

/// What is given. Squares are the giver's choice where the codes let him choose (which rook,
/// which knight); `None` takes the usual one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OddsKind {
    /// A pawn, the king's bishop's pawn unless another square is named.
    Pawn(Option<Square>),
    /// The king's bishop's pawn, and the receiver plays `moves` moves in succession to begin.
    PawnAndMoves(u8),
    Knight(Option<Square>),
    Rook(Option<Square>),
    Queen,
}

/// One thing a player did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Event {
    pub by: Color,
    pub act: Act,
}

/// The acts the codes speak of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Act {
    /// Touched a man (his own or his adversary's).
    Touch(Square),
    /// Said "j'adoube" while adjusting the man on this square.
    Adjust(Square),
    /// Moved a man from one square to another, legally or not. Castling is the king's move
    /// (e1g1); free castling also names where the rook went.
    Move {
        from: Square,
        to: Square,
        promotion: Option<Role>,
        rook_to: Option<Square>,
    },
    /// Said "check".
    AnnounceCheck,
    /// Gave notice that he will count the fifty moves.
    FiftyMoveNotice,
    /// Chose a remedy offered by an earlier ruling.
    Elect(Remedy),
    Resign,
    /// Both players agreed a draw.
    AgreeDraw,
    /// The player undertook to mate with a particular man or on a particular square, or to force
    /// a stalemate or a self-mate (004 XXIII).
    AgreeConditionalMate,
}

impl Act {
    /// A move of the board as the record writes it: castling is the king's move (e1g1).
    pub fn of_move(m: &Move) -> Act {
        Act::Move {
            from: m.from,
            to: match m.kind {
                MoveKind::Castle { king_to, .. } => king_to,
                _ => m.to,
            },
            promotion: m.promotion,
            rook_to: None,
        }
    }
}
