//! Replaying a record: from the set-up through every event to the state the game is in, with
//! the irregularities that may still be claimed.
//!
//! The board holds what physically happened. A false move is made on the board as it was
//! played, because every code lets it stand once the claim is lost; its legality is recorded
//! beside it, with the position before it, so a ruling can put the board back.

use std::collections::BTreeMap;
use std::fmt;

use crate::chess::san::{SanPlus, SanText, SanTextBuilder};
use crate::chess::{
    Bitboard, CastlingRules, Color, Move, MoveRules, Piece, Position, Rank, Role, Setup, Square,
};
use crate::law::LawCode;
use crate::law::params::{Deadline, MisledAct, ParamId, SetupRule, Traced};

use super::record::{Act, Event, GameRecord, OddsKind, SetupSpec};
use super::ruling::GameResult;

/// A record that cannot be replayed: which event, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayError {
    /// The event at fault; `None` for the record's set-up or options.
    pub event: Option<usize>,
    /// The field at fault, as the API names it (e.g. `setup.fen`, `events[3].move.from`).
    pub field: String,
    pub reason: String,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.event {
            Some(i) => write!(f, "event {i}: {}", self.reason),
            None => write!(f, "`{}`: {}", self.field, self.reason),
        }
    }
}

impl std::error::Error for ReplayError {}

/// How a move stood in law when it was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlyKind {
    /// A legal move under the code's move rules.
    Legal(Move),
    /// A move the man cannot make: it stands on the board until rectified.
    False,
    /// The king went two squares from its home towards a rook's corner when castling was not
    /// allowed: the rook went with it where there was one.
    IllegalCastling {
        rook_from: Option<Square>,
        rook_to: Option<Square>,
    },
}

impl PlyKind {
    /// A castling, lawful or not.
    pub fn is_castling(self) -> bool {
        match self {
            PlyKind::Legal(m) => m.is_castle(),
            PlyKind::IllegalCastling { .. } => true,
            PlyKind::False => false,
        }
    }
}

/// One move made on the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ply {
    pub event: usize,
    pub by: Color,
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
    pub piece: Piece,
    pub kind: PlyKind,
    /// The position just before the move, for rectification.
    pub before: Position,
    /// The move as the players would write it (SAN for a legal move, `from-to` otherwise).
    pub notation: Notation,
    /// The mover played when it was not his turn (a second move in a row).
    pub out_of_turn: bool,
    /// The adversary's man the move took, if any.
    pub captured: Option<Piece>,
    /// The mover's own man the move took, if any.
    pub took_own: Option<Piece>,
    /// Where the adversary's pawn stood that an irregular move took in passing: the pawn a
    /// capture in passing takes does not stand on the square the taker reaches.
    pub taken_in_passing: Option<Square>,
    /// One of the moves in succession that pawn-and-moves odds give the receiver.
    pub bonus: bool,
    /// After the move, the adversary's king was attacked by the mover's men.
    pub gives_check: bool,
    /// After the move, the mover's own king was attacked.
    pub exposes_own_king: bool,
    /// What the record, not the board, says of the pawns' first moves before this move.
    pub pawns: PawnHistory,
    /// The parameter that made the move lawful where the board's rules alone would not: a
    /// check nobody announced, left on or castled out of, as the code allows; a pawn's first
    /// move of two squares from where the set-up put it.
    pub lawful_by: Option<ParamId>,
    /// The parameter that made the move unlawful where the board's rules alone would allow it:
    /// a second double step by a pawn put back on its square by a false move that stood.
    pub false_by: Option<ParamId>,
    /// The man the move took was an adversary's man the mover had touched in this turn.
    pub took_touched_man: bool,
}

/// The pawns whose first move the board misjudges: a pawn's first move is a fact of its
/// history, not of its rank (issue #19 class 2).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PawnHistory {
    /// Pawns that have moved before: their first move is spent, which matters where a false
    /// move that stood put one back on its second rank.
    pub spent: Bitboard,
    /// Pawns a set-up left off their second rank that have not moved since: their next move is
    /// their first, and may be two squares.
    pub fresh: Bitboard,
}

impl PawnHistory {
    /// Whether `m` is the two-square step of a pawn that has had its first move.
    fn spends_again(&self, m: &Move) -> bool {
        m.role == Role::Pawn && m.from.distance(m.to) == 2 && self.spent.contains(m.from)
    }

    /// The two-square first move of the pawn on `from`, where the board's rule does not grant
    /// it and the history does: a pawn a set-up left off its second rank, not moved since.
    fn first_step_two(&self, position: &Position, from: Square) -> Option<Move> {
        self.fresh
            .contains(from)
            .then(|| position.step_two_from(from))
            .flatten()
    }

    /// The history as it stands on `board`: a square counts only while its pawn is there.
    fn on(&self, board: &crate::chess::Board) -> PawnHistory {
        let pawns = board.by_role(Role::Pawn);
        PawnHistory {
            spent: self.spent & pawns,
            fresh: self.fresh & pawns,
        }
    }
}

/// A move as the players would write it, held inline: every replayed move has one, and a
/// String for each was a tenth of a long game's replay (issue #21). The longest is a free
/// castling with its placement and a mate, `O-O-O(Kc1Rd1)#`: 14 characters.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Notation(SanText);

impl Notation {
    /// SAN for a legal move.
    pub fn san(san: &SanPlus) -> Notation {
        Notation(san.text())
    }

    /// `from-to`, for a move the men's movement does not allow.
    pub fn coordinates(from: Square, to: Square) -> Notation {
        let mut text = SanTextBuilder::default();
        text.push_square(from);
        text.push_char('-');
        text.push_square(to);
        Notation(text.finish())
    }

    pub fn as_str(&self) -> &str {
        self.0.as_str()
    }
}

impl std::ops::Deref for Notation {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

impl fmt::Debug for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl Ply {
    /// A pawn moved to the last rank and not exchanged for a piece it may become: left a pawn,
    /// or with a king put in its place, which is no piece a pawn may become (A18 (ii)).
    pub fn unexchanged(&self) -> bool {
        self.piece.role == Role::Pawn
            && self.promotion.is_none_or(|role| role == Role::King)
            && Bitboard::relative_rank(self.piece.color, crate::chess::Rank::EIGHTH)
                .contains(self.to)
    }

    /// The square of the man the move took, of either side (a pawn taken in passing lawfully
    /// stands beside `to`).
    pub fn taken_square(&self) -> Option<Square> {
        match self.kind {
            PlyKind::Legal(m) => m.capture_square(),
            _ => self.taken_in_passing.or_else(|| {
                (self.captured.is_some() || self.took_own.is_some()).then_some(self.to)
            }),
        }
    }

    /// The lawful moves from the position before this move: the board's moves, less a double
    /// step by a pawn whose first move is spent, with one by a pawn whose first move is to come.
    pub fn lawful_moves_before(&self) -> Vec<Move> {
        lawful_moves(&self.before, self.pawns)
    }

    /// Whether this is the two-square first move of a pawn the set-up left off its second rank.
    pub fn is_first_step_two_off_home(&self) -> bool {
        matches!(self.kind, PlyKind::Legal(m) if m.kind == crate::chess::MoveKind::DoubleStep)
            && self.pawns.fresh.contains(self.from)
    }
}

/// The board's legal moves less a double step by a pawn that has moved before, with the
/// double step of a pawn that has not, wherever the set-up put it.
pub fn lawful_moves(position: &Position, pawns: PawnHistory) -> Vec<Move> {
    let mut moves = position.legal_moves();
    moves.retain(|m| !pawns.spends_again(m));
    // The board grants the step from the second rank only, so none of these is listed yet.
    let mine = position.board().by_color(position.turn());
    moves.extend(
        (pawns.fresh & mine)
            .into_iter()
            .filter_map(|from| pawns.first_step_two(position, from)),
    );
    moves
}

/// An irregularity that a player may still claim a penalty for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claimable {
    /// Index into [`GameState::plies`].
    pub ply: usize,
    pub offender: Color,
    /// Whether the claim window is still open, and if not, the event that closed it.
    pub closed_by: Option<usize>,
}

/// A touch the codes may penalise: an own man touched and then not played, or an adversary's
/// man touched at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TouchOffence {
    /// The touch event.
    pub event: usize,
    pub offender: Color,
    pub square: Square,
    pub piece: Piece,
    /// The man touched was the toucher's own.
    pub own: bool,
    /// The position when the man was touched: where any remedy starts from.
    pub before: Position,
    /// Which pawns had had their first move then: a pawn put back on its second rank may not
    /// step two squares, whatever the board shows.
    pub pawns: PawnHistory,
    /// For an own man: the ply (index into `plies`) in which another man was moved instead.
    pub moved_instead: Option<usize>,
    /// The event that closed the claim window, if it has closed.
    pub closed_by: Option<usize>,
    /// The toucher's king stood in a check nobody announced, which the code lets him ignore:
    /// moves that leave it on are lawful for him (see [`moves_ignoring_check`]). The parameter
    /// that lets him, to be cited where a ruling turns on it.
    pub may_ignore_check: Option<ParamId>,
    /// The man was touched in the adversary's turn, and bound the toucher when his own came
    /// (`before` is the position then): the parameter that says such a touch binds.
    pub out_of_turn: Option<ParamId>,
    /// The check the toucher might ignore (`may_ignore_check`) was announced before he moved:
    /// the parameter that had let him, cited where the ruling turns on the warning.
    pub warned: Option<ParamId>,
}

/// Why a touch made in the adversary's turn came to bind the toucher to nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lapse {
    /// The man was no longer on its square when the toucher's turn came.
    ManGone,
    /// The game ended first.
    GameOver,
    /// The toucher moved again before the adversary had.
    MovedAgain,
}

/// A man touched in the adversary's turn, where the code says whether such a touch binds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TouchOutOfTurn {
    pub event: usize,
    pub by: Color,
    pub square: Square,
    /// The man touched was the toucher's own.
    pub own: bool,
    /// Whether the code holds the toucher to it when his turn comes.
    pub binds: bool,
    /// It bound him, but lapsed before his turn came, and why.
    pub lapsed: Option<Lapse>,
    /// The parameter that says so.
    pub ground: ParamId,
}

/// The moves that leave the king in the check it is already in and expose it to nothing more:
/// what a player may play where the code lets him ignore a check nobody announced (000 L5,
/// 001 L9, 002 XIII, 003 X, 004 XVIII). Never a king's move.
pub fn moves_ignoring_check(position: &Position) -> Vec<Move> {
    let checkers = position.checkers();
    if checkers.is_empty() {
        return Vec::new();
    }
    let mover = position.turn();
    position
        .pseudo_legal_moves()
        .into_iter()
        .filter(|m| m.role != Role::King)
        .filter(|m| {
            let attackers = position.after(*m).attackers_of_kings_by(mover.other());
            attackers.is_nonempty() && (attackers & !checkers).is_empty()
        })
        .collect()
}

/// "Check" said when no check was given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FalseAnnouncement {
    /// The announcement event.
    pub event: usize,
    pub announcer: Color,
    /// The adversary's next move (index into `plies`), taken as made in consequence.
    pub misled_ply: Option<usize>,
    /// The event that closed the window for retracting it.
    pub closed_by: Option<usize>,
}

impl FalseAnnouncement {
    /// The square of the man said to give check: the announcer's last man moved before the
    /// announcement.
    pub fn checker(&self, plies: &[Ply]) -> Option<Square> {
        plies
            .iter()
            .rev()
            .find(|p| p.by == self.announcer && p.event < self.event)
            .map(|p| p.to)
    }
}

/// A check given without saying "check".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnannouncedCheck {
    /// The ply (index into `plies`) that gave the check; `None`: the king stood in it in the
    /// first recorded position, and the record does not say how it came about.
    pub ply: Option<usize>,
    pub checker: Color,
    /// The defender's plies that left it unanswered, as the codes allow.
    pub ignored_by: Vec<usize>,
    /// The checker's late "check": the event, and how many moves he had made since the check.
    pub warning: Option<(usize, usize)>,
    /// The defender's king is still in this check, or it stands in the record for the warning
    /// (see `escaped`).
    pub live: bool,
    /// The defender's ply that castled out of the check as if it did not exist (002 XIII): the
    /// king no longer stands in it, but the move ignored it, and the warning the checker's next
    /// move may bring, or a claim, still reaches it.
    pub escaped: Option<usize>,
    /// The check mated and nobody said "check": the result the mate gave, set aside while the
    /// defender played on as the code lets him (a warning brings it back).
    pub mate: Option<GameResult>,
}

/// "J'adoube" said over a man.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Adjustment {
    pub event: usize,
    pub by: Color,
    pub square: Square,
    /// Said right after touching the man, not at the moment of touching it.
    pub late: bool,
    /// Said over the man the same player had just moved there: the event of that move.
    pub after_move: Option<usize>,
}

/// Notice that a player will count the moves (the fifty-move law).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FiftyNotice {
    pub event: usize,
    pub by: Color,
    /// Moves made before the notice (the count starts after them).
    pub plies: usize,
    /// The position when notice was given: the material the law's conditions read.
    pub position: Position,
}

/// The game as it stands after the last event.
#[derive(Debug, Clone)]
pub struct GameState {
    /// The parameters of the code the replay applied, each once, in the order it read them
    /// ([`Traced`]): the rules every fact below was found under.
    pub applied: Vec<ParamId>,
    /// Pawn-and-moves odds: the receiver and the moves he was given.
    pub odds_moves: Option<(Color, u8)>,
    /// Odds whose man the giver left on the board: the giver and the square.
    pub odds_left: Option<(Color, Square)>,
    /// The man the odds give.
    pub odds_man: Option<OddsMan>,
    /// The men as they stood before the first event.
    pub initial: Position,
    /// The board was placed the wrong way round.
    pub board_misoriented: bool,
    /// The set-up was given as a FEN (the men as physically placed), not as an agreed array.
    pub setup_from_fen: bool,
    /// Odds given: the giver.
    pub odds_giver: Option<Color>,
    /// The game before this one, as the record states it.
    pub previous_game: Option<super::record::PreviousGame>,
    pub position: Position,
    pub plies: Vec<Ply>,
    /// Touches not yet discharged: (event, player, square).
    pub touches: Vec<(usize, Color, Square)>,
    pub result: Option<GameResult>,
    /// How the result came about, in words.
    pub result_reason: Option<String>,
    /// Options in force (given ones over the code's defaults).
    pub options: BTreeMap<String, String>,
    /// Irregular moves and when their claim window closed, if it has.
    pub claimables: Vec<Claimable>,
    /// Touches that may be penalised.
    pub touch_offences: Vec<TouchOffence>,
    /// Men touched in the adversary's turn, where the code says whether that binds.
    pub touches_out_of_turn: Vec<TouchOutOfTurn>,
    /// Touches made in the adversary's turn that bind the toucher when his turn comes: they
    /// become offences then, judged as the board stands then, or lapse if the man is gone.
    pending_touches: Vec<TouchOffence>,
    /// False announcements of check.
    pub false_announcements: Vec<FalseAnnouncement>,
    /// Checks given without warning.
    pub unannounced_checks: Vec<UnannouncedCheck>,
    /// Notices of the fifty-move count.
    pub fifty_notices: Vec<FiftyNotice>,
    /// Every "j'adoube".
    pub adjustments: Vec<Adjustment>,
    /// Undertakings to mate under a condition: (event, player).
    pub conditional_mates: Vec<(usize, Color)>,
}

impl GameState {
    /// Whether `side`'s king stands in a check his adversary gave and has not announced.
    pub fn in_unwarned_check(&self, side: Color) -> bool {
        unwarned_check_against(&self.unannounced_checks, side)
    }

    /// Whether the touch at `event`, made in the adversary's turn, waits for the toucher's turn.
    pub fn touch_pending(&self, event: usize) -> bool {
        self.pending_touches.iter().any(|t| t.event == event)
    }

    /// The moves `color` has made in the record (a set-up window counts them).
    pub fn moves_by(&self, color: Color) -> usize {
        self.plies.iter().filter(|p| p.by == color).count()
    }

    /// The set-up with the man on `square` taken off, in FEN: a game begun afresh as agreed.
    pub fn initial_without(&self, square: Square) -> String {
        let mut position = self.initial;
        position.remove(square);
        position.fen()
    }
}

/// The board rules a code sets, for the chess core. Every code states when castling is barred,
/// whether a pawn may be taken in passing and whether it must be exchanged on the last square
/// (the loader refuses one that does not: `law::BOARD_RULES`; a code silent on one states the
/// reading it follows); without odds-rook or free castling stated, there is none. The fallbacks
/// below are never reached for a loaded code.
pub fn move_rules(code: &LawCode, options: &BTreeMap<String, String>) -> MoveRules {
    rules_read(&Traced::new(&code.params, options))
}

/// [`move_rules`], read through the replay's reader.
fn rules_read(law: &Traced<'_, '_>) -> MoveRules {
    let get = |value: Option<&bool>, default: bool| value.copied().unwrap_or(default);
    let standard = MoveRules::standard();
    MoveRules {
        castling: CastlingRules {
            allowed: true,
            barred_if_king_or_rook_moved: get(law.castling_barred_if_king_or_rook_moved(), true),
            barred_in_check: get(law.castling_barred_in_check(), true),
            barred_through_attacked: get(law.castling_barred_through_attacked(), true),
            barred_into_attacked: get(law.castling_barred_into_attacked(), true),
            barred_if_men_between: get(law.castling_barred_if_men_between(), true),
            odds_rook: get(law.castling_with_odds_rook(), false),
            free: get(law.free_castling(), false),
        },
        en_passant: get(law.en_passant(), standard.en_passant),
        promotion: standard.promotion,
        promotion_optional: get(law.promotion_optional(), false),
    }
}

/// The outcome rules a code sets, for the mate prover: how a stalemate is scored changes which
/// lines count as mates. Every code states it (`law::BOARD_RULES`).
pub fn outcome_rules(
    code: &LawCode,
    options: &BTreeMap<String, String>,
) -> crate::search::OutcomeRules {
    use crate::law::params::StalemateOutcome;
    use crate::search::StalemateScore;
    let stalemate = match Traced::new(&code.params, options).stalemate() {
        Some(StalemateOutcome::StalematedPlayerWins) => StalemateScore::StalematedPlayerWins,
        Some(StalemateOutcome::Draw) | None => StalemateScore::Draw,
    };
    crate::search::OutcomeRules { stalemate }
}

fn error(event: Option<usize>, field: impl Into<String>, reason: impl Into<String>) -> ReplayError {
    ReplayError {
        event,
        field: field.into(),
        reason: reason.into(),
    }
}

/// Pawns a set-up left off their second rank, in their own half, where the game begins at the
/// set-up (its FEN counts no move before it) and the code grants the two-square step "when
/// first moved": such a pawn has not moved in this game, and its first move is still to come.
/// How many squares off the standard array a set-up may be and still be that array with men
/// misplaced, rather than a position composed or taken from a game.
pub(crate) const MISPLACED_AT_MOST: usize = 4;

/// The squares on which `board` differs from the standard array.
pub(crate) fn squares_off_the_array(board: &crate::chess::Board) -> usize {
    let standard = Setup::standard().board;
    Bitboard::FULL
        .into_iter()
        .filter(|&sq| standard.piece_at(sq) != board.piece_at(sq))
        .count()
}

fn fresh_pawns(record: &GameRecord, law: &Traced<'_, '_>, position: &Position) -> Bitboard {
    let begins_here = matches!(record.setup, SetupSpec::Fen(_))
        && position.fullmoves() == 1
        && position.halfmoves() == 0;
    let granted = law.pawn_double_step() == Some(&true);
    // The array with a few men out of place (a set-up fault that stood), not a composed
    // position, whose pawns off their squares are taken to have moved.
    let board = position.board();
    if !(begins_here && granted && squares_off_the_array(board) <= MISPLACED_AT_MOST) {
        return Bitboard::EMPTY;
    }
    [Color::White, Color::Black]
        .into_iter()
        .map(|c| {
            let own_half_off_home =
                Bitboard::relative_rank(c, Rank::THIRD) | Bitboard::relative_rank(c, Rank::FOURTH);
            board.by_piece(Piece::new(c, Role::Pawn)) & own_half_off_home
        })
        .fold(Bitboard::EMPTY, |a, b| a | b)
}

/// The set-up: the position, pawn-and-moves odds (receiver, moves), an odds man left on the
/// board (giver, square), and the man the odds give.
type Start = (
    Position,
    Option<(Color, u8)>,
    Option<(Color, Square)>,
    Option<OddsMan>,
);

/// The man the odds give.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OddsMan {
    pub man: Piece,
    /// Where he stood in the array.
    pub square: Square,
    /// Where the code fixes which man is given (the king's bishop's pawn), the man the record
    /// took off instead, the given one being left on the board.
    pub taken_instead: Option<Square>,
}

fn initial_position(
    record: &GameRecord,
    rules: &MoveRules,
    pawn_always_kbp: bool,
) -> Result<Start, ReplayError> {
    let mut bonus = None;
    let mut left = None;
    let mut given = None;
    let mut taken_instead = None;
    let setup = match &record.setup {
        SetupSpec::Standard => Setup::standard(),
        SetupSpec::Fen(fen) => fen
            .parse::<Setup>()
            .map_err(|e| error(None, "setup.fen", e.to_string()))?,
        SetupSpec::Odds(odds) => {
            let mut setup = Setup::standard();
            let home = |sq: Square| match odds.giver {
                Color::White => sq,
                Color::Black => sq.flip_vertical(),
            };
            let (square, role) = match odds.kind {
                // The code makes the pawn given the king's bishop's pawn whatever was said: the
                // pawn the record takes off instead is off the board, and the one that was to be
                // given stands on it, left (a record that can be replayed is a record: #19).
                OddsKind::Pawn(Some(sq)) if pawn_always_kbp && sq != home(Square::F2) => {
                    if setup.board.piece_at(sq) != Some(Piece::new(odds.giver, Role::Pawn)) {
                        return Err(error(
                            None,
                            "setup.odds",
                            format!("the giver has no pawn on {sq} to take off"),
                        ));
                    }
                    setup.board.remove(sq);
                    taken_instead = Some(sq);
                    (home(Square::F2), Role::Pawn)
                }
                OddsKind::Pawn(sq) => (sq.unwrap_or(home(Square::F2)), Role::Pawn),
                OddsKind::PawnAndMoves(n) => {
                    bonus = Some((odds.giver.other(), n));
                    (home(Square::F2), Role::Pawn)
                }
                OddsKind::Knight(sq) => (sq.unwrap_or(home(Square::G1)), Role::Knight),
                OddsKind::Rook(sq) => (sq.unwrap_or(home(Square::A1)), Role::Rook),
                OddsKind::Queen => (home(Square::D1), Role::Queen),
            };
            if setup.board.piece_at(square) != Some(Piece::new(odds.giver, role)) {
                return Err(error(
                    None,
                    "setup.odds",
                    format!("the giver has no {role:?} on {square} to give").to_lowercase(),
                ));
            }
            given = Some(OddsMan {
                man: Piece::new(odds.giver, role),
                square,
                taken_instead,
            });
            if odds.left_on_board || taken_instead.is_some() {
                left = Some((odds.giver, square));
            } else {
                setup.board.remove(square);
            }
            // The giver moves first (every code), except that the receiver of pawn and moves
            // plays his moves first (A38).
            setup.turn = match odds.kind {
                OddsKind::PawnAndMoves(_) => odds.giver.other(),
                _ => odds.giver,
            };
            if role == Role::Rook && !rules.castling.odds_rook && !odds.left_on_board {
                setup.castling_rights &= !Bitboard::from_square(square);
            }
            setup
        }
    };
    let position =
        Position::from_setup(setup, rules).map_err(|e| error(None, "setup", e.to_string()))?;
    Ok((position, bonus, left, given))
}

/// Whether a king move from its home two squares along the rank is an attempt to castle.
fn castling_attempt(piece: Piece, from: Square, to: Square) -> bool {
    let home = crate::chess::moves::king_home(piece.color);
    piece.role == Role::King && from == home && to.rank() == from.rank() && from.distance(to) == 2
}

/// Replays the record under `code`. Fails on an event that cannot be replayed at all.
pub fn replay(record: &GameRecord, code: &LawCode) -> Result<GameState, ReplayError> {
    let mut replayer = Replayer::new(record, code)?;
    for (i, event) in record.events.iter().enumerate() {
        replayer.apply(i, event)?;
    }
    Ok(replayer.finish())
}

/// Replay one event at a time: the PGN reader needs the board as it stands to read the next move.
pub struct Replayer {
    state: GameState,
    bonus: Option<(Color, u8)>,
    windows: Windows,
    false_check_deadline: Option<Deadline>,
    late_adjust_cures: bool,
    /// The same for a touch of the adversary's man.
    late_adjust_cures_adversary: bool,
    /// The code's touch article admits no "j'adoube" for one's own man, and for the adversary's
    /// (001 L4, L5): a man touched to adjust it is touched.
    adjust_binds: (bool, bool),
    /// The code lets a player ignore a check nobody announced.
    may_ignore_unannounced_check: bool,
    /// The code grants a pawn's first move two squares in an article of its own.
    pawn_double_step: bool,
    /// Whether a man touched in the adversary's turn binds the toucher when his turn comes, of
    /// his own and of the adversary's, with the parameter that says so (absent: the code does
    /// not say, and it binds nobody).
    touch_out_of_turn: [Option<(bool, ParamId)>; 2],
    /// A check given without "check" said may be treated as if it did not exist: castled out
    /// of, and played on after when it mates.
    as_if_no_check: bool,
    /// Odds of the pawn and this many moves or more confine the receiver's moves to his own
    /// half (000 L15): one played beyond it is an irregularity to be claimed in time.
    odds_confined_from: Option<u32>,
    /// The odds-giver who left his man on the board, where the code scores his mate a draw once
    /// the man can no longer be taken off (the code's window on it, if it has one).
    giver_mate_is_draw: Option<(Color, Option<SetupRule>)>,
    /// Squares where a pawn stands that has moved before (`spent`, kept for every pawn here and
    /// narrowed to the second rank in each ply), and where one stands that a set-up put off its
    /// second rank and has not moved since: facts of their history the board does not show.
    pawns: PawnHistory,
    /// How many of `state.unannounced_checks` are live: most plies have none, and the list of
    /// the game's checks need not be walked then (issue #21).
    live_checks: usize,
    /// The acts a false "check" lets the misled player retract (`None`: any act).
    misled_acts: Option<Vec<MisledAct>>,
    /// Acts of a player misled by a false "check" that he may still retract: they close no claim
    /// window on the announcer's acts until the announcer moves again and they stand (actor,
    /// event, whether a move).
    misled_holds: Vec<(Color, usize, bool)>,
}

impl Replayer {
    /// The set-up, before any event.
    pub fn new(record: &GameRecord, code: &LawCode) -> Result<Replayer, ReplayError> {
        let options = code
            .resolve_options(&record.options)
            .map_err(|e| error(None, "options", e))?;
        // The reader borrows its own copy: the options themselves go into the game state.
        let read_options = options.clone();
        let law = Traced::new(&code.params, &read_options);
        let rules = rules_read(&law);
        // 000 L13, 004 VI: "the king's bishop's pawn is always understood".
        let pawn_always_kbp = law.odds_pawn_always_kbp().copied().unwrap_or(false);
        let (position, bonus, odds_left, odds_man) =
            initial_position(record, &rules, pawn_always_kbp)?;
        let deadline = law.claim_deadline().copied();
        let mut replayer = Replayer {
            state: GameState {
                applied: Vec::new(),
                odds_moves: bonus,
                odds_left,
                odds_man,
                initial: position,
                board_misoriented: record.board_misoriented,
                setup_from_fen: matches!(record.setup, SetupSpec::Fen(_)),
                odds_giver: match &record.setup {
                    SetupSpec::Odds(o) => Some(o.giver),
                    _ => None,
                },
                previous_game: record.previous_game,
                position,
                plies: Vec::new(),
                touches: Vec::new(),
                result: None,
                result_reason: None,
                options,
                claimables: Vec::new(),
                touch_offences: Vec::new(),
                touches_out_of_turn: Vec::new(),
                pending_touches: Vec::new(),
                false_announcements: Vec::new(),
                // A king in check in the first recorded position: a check nobody announced, of
                // an origin the record does not show (000 L5, 004 XIX: a king found in check).
                unannounced_checks: position
                    .is_check()
                    .then(|| UnannouncedCheck {
                        escaped: None,
                        ply: None,
                        checker: position.turn().other(),
                        ignored_by: Vec::new(),
                        warning: None,
                        live: true,
                        mate: None,
                    })
                    .into_iter()
                    .collect(),
                fifty_notices: Vec::new(),
                adjustments: Vec::new(),
                conditional_mates: Vec::new(),
            },
            bonus,
            windows: {
                let other = law.touch_claim_deadline().copied();
                Windows {
                    claim: deadline,
                    out_of_turn: law.move_out_of_turn_deadline().copied().or(deadline),
                    own_touch: law.own_touch_claim_deadline().copied().or(other),
                    other_touch: other,
                }
            },
            may_ignore_unannounced_check: law.unannounced_check().is_some(),
            pawn_double_step: (law.pawn_double_step() == Some(&true)),
            touch_out_of_turn: [
                law.own_touch_out_of_turn_binds()
                    .map(|&b| (b, ParamId::own_touch_out_of_turn_binds)),
                law.adversary_touch_out_of_turn_binds()
                    .map(|&b| (b, ParamId::adversary_touch_out_of_turn_binds)),
            ],
            as_if_no_check: (law.unannounced_check_as_if_none() == Some(&true)),
            odds_confined_from: law.odds_moves_own_half().copied(),
            giver_mate_is_draw: match &record.setup {
                SetupSpec::Odds(o)
                    if odds_left.is_some() && (law.giver_mate_is_draw() == Some(&true)) =>
                {
                    Some((o.giver, law.odds_man_not_removed().cloned()))
                }
                _ => None,
            },
            pawns: PawnHistory {
                spent: Bitboard::EMPTY,
                fresh: fresh_pawns(record, &law, &position),
            },
            live_checks: usize::from(position.is_check()),
            misled_acts: law.false_check_misled_acts().cloned(),
            misled_holds: Vec::new(),
            false_check_deadline: law.false_check_deadline().copied(),
            late_adjust_cures: law.late_adjust_cures().copied().unwrap_or(false),
            late_adjust_cures_adversary: law
                .adversary_man_excused_by_jadoube()
                .copied()
                .unwrap_or(false),
            adjust_binds: {
                let own = law.adjustment().copied();
                let adversary = law.adversary_touch_adjustment().copied().or(own);
                (own == Some(false), adversary == Some(false))
            },
        };
        replayer.state.applied = law.into_read();
        Ok(replayer)
    }

    pub fn position(&self) -> &Position {
        &self.state.position
    }

    /// The moves the player to move may lawfully make now: the board's, less a double step by
    /// a pawn whose first move is spent.
    pub fn lawful_moves(&self) -> Vec<Move> {
        lawful_moves(
            &self.state.position,
            self.pawns.on(self.state.position.board()),
        )
    }

    /// The player who made the last move, if any.
    pub fn last_mover(&self) -> Option<Color> {
        self.state.plies.last().map(|p| p.by)
    }

    /// After `mover`'s move: a man his adversary touched in his turn binds the adversary now
    /// that it is the adversary's turn, as the board now stands; the touch lapses if the man is
    /// no longer there, if the game is over, or if the toucher moved again first.
    fn touches_fall_due(&mut self, mover: Color) {
        let state = &mut self.state;
        if state.pending_touches.is_empty() {
            return;
        }
        let to_move = state.position.turn();
        let board = *state.position.board();
        let mut due = Vec::new();
        let mut lapsed = Vec::new();
        state.pending_touches.retain(|t| {
            let lapse = if t.offender == mover {
                Lapse::MovedAgain
            } else if to_move != t.offender {
                return true;
            } else if state.result.is_some() {
                Lapse::GameOver
            } else if board.piece_at(t.square) != Some(t.piece) {
                Lapse::ManGone
            } else {
                due.push(t.clone());
                return false;
            };
            lapsed.push((t.event, lapse));
            false
        });
        for t in state.touches_out_of_turn.iter_mut() {
            if let Some(&(_, lapse)) = lapsed.iter().find(|(e, _)| *e == t.event) {
                t.lapsed = Some(lapse);
            }
        }
        for mut touch in due {
            touch.before = state.position;
            touch.pawns = self.pawns.on(&board);
            touch.may_ignore_check = (self.may_ignore_unannounced_check
                && state.in_unwarned_check(touch.offender))
            .then_some(ParamId::unannounced_check);
            state.touch_offences.push(touch);
        }
    }

    pub fn finish(self) -> GameState {
        self.state
    }

    /// Applies event `i`.
    pub fn apply(&mut self, i: usize, event: &Event) -> Result<(), ReplayError> {
        self.apply_found(i, event, None)
    }

    /// Room for `events` more events, where the caller knows how many are coming: a long
    /// game's plies (each with its position) are not moved again and again as they grow.
    pub fn reserve(&mut self, events: usize) {
        self.state.plies.reserve(events);
    }

    /// Applies event `i`, a move the caller found among the board's legal moves in
    /// [`Replayer::position`] with `event.by` to move (the PGN reader resolving SAN), so that it
    /// is not looked for again: a replay's cost is mostly move generation (issue #21).
    pub fn apply_legal(&mut self, i: usize, event: &Event, m: Move) -> Result<(), ReplayError> {
        debug_assert_eq!(Act::of_move(&m), event.act);
        self.apply_found(i, event, Some(m))
    }

    fn apply_found(
        &mut self,
        i: usize,
        event: &Event,
        found: Option<Move>,
    ) -> Result<(), ReplayError> {
        self.apply_act(i, event, found)?;
        if let Act::Move { .. } = event.act {
            self.touches_fall_due(event.by);
        }
        // Where the code knows no "j'adoube", the word is recorded as said, and the man was
        // touched all the same.
        if let Act::Adjust(square) = event.act
            && let Some(piece) = self.state.position.board().piece_at(square)
        {
            let (own, adversary) = self.adjust_binds;
            let binds = if piece.color == event.by {
                own
            } else {
                adversary
            };
            if binds {
                let touch = Event {
                    by: event.by,
                    act: Act::Touch(square),
                };
                self.apply_act(i, &touch, None)?;
            }
        }
        Ok(())
    }

    fn apply_act(
        &mut self,
        i: usize,
        event: &Event,
        found: Option<Move>,
    ) -> Result<(), ReplayError> {
        let state = &mut self.state;
        // "Check" said with the move that ended the game is part of that move: an announcement
        // like any other, which may be the warning of an earlier check left unannounced.
        let said_with_last_move = matches!(event.act, Act::AnnounceCheck)
            && state
                .plies
                .last()
                .is_some_and(|p| p.by == event.by && p.event + 1 == i);
        // A mate given without "check" said, where the code lets the defender play on as if
        // there were no check (002 XIII): the game is not over until the check is called; his
        // act stands to be judged, and the mate's result is kept for the warning to bring back.
        if state.result.is_some()
            && self.as_if_no_check
            && matches!(event.act, Act::Move { .. } | Act::Touch(_))
            && event.by == state.position.turn()
            && state.position.is_checkmate()
        {
            let unwarned = state
                .unannounced_checks
                .iter_mut()
                .rfind(|u| u.live && u.warning.is_none() && u.checker != event.by);
            if let Some(check) = unwarned {
                check.mate = state.result.take();
                state.result_reason = None;
            }
        }
        // A man touched after the game ended is a physical act the record may show: it binds
        // the toucher to no move (there is none to make), but it may close a claim on the act
        // that ended the game, where the code closes claims with a touch (004 XXV). Any other act
        // after the end is one the record cannot replay.
        let over = state.result.is_some() && !said_with_last_move;
        if over && !matches!(event.act, Act::Touch(_)) {
            return Err(error(
                Some(i),
                format!("events[{i}]"),
                "the game is already over",
            ));
        }
        match event.act {
            Act::Touch(square) => self.touch(i, event, square, over)?,
            Act::Adjust(square) => self.adjust(i, event, square)?,
            Act::Move {
                from,
                to,
                promotion,
                rook_to,
            } => self.make_move(i, event, found, (from, to, promotion, rook_to))?,
            Act::AnnounceCheck => self.announce_check(i, event),
            Act::FiftyMoveNotice => state.fifty_notices.push(FiftyNotice {
                event: i,
                by: event.by,
                plies: state.plies.len(),
                position: state.position,
            }),
            Act::Elect(_) => {}
            Act::AgreeConditionalMate => state.conditional_mates.push((i, event.by)),
            Act::Resign => {
                state.result = Some(GameResult::Win(event.by.other()));
                state.result_reason = Some(format!("{} resigned", color_name(event.by)));
            }
            Act::AgreeDraw => {
                state.result = Some(GameResult::Draw);
                state.result_reason = Some("drawn by agreement".to_owned());
            }
        }
        Ok(())
    }

    /// A man touched: binding in the toucher's turn (or out of it, where the code says so), and
    /// closing the claims a touch closes.
    fn touch(
        &mut self,
        i: usize,
        event: &Event,
        square: Square,
        over: bool,
    ) -> Result<(), ReplayError> {
        let state = &mut self.state;
        if state.position.board().piece_at(square).is_none() {
            return Err(error(
                Some(i),
                format!("events[{i}].touch.square"),
                format!("no man stands on {square}"),
            ));
        }
        let piece = state.position.board().piece_at(square);
        if let Some(piece) = piece {
            let own = piece.color == event.by;
            let in_turn = event.by == state.position.turn();
            let out_of_turn = (!in_turn && !over)
                .then(|| self.touch_out_of_turn[usize::from(!own)])
                .flatten();
            if let Some((binds, ground)) = out_of_turn {
                state.touches_out_of_turn.push(TouchOutOfTurn {
                    event: i,
                    by: event.by,
                    square,
                    own,
                    binds,
                    lapsed: None,
                    ground,
                });
            }
            // A touch binds in the toucher's own turn; one made in the adversary's binds
            // only where the code says so, and falls due when his turn comes.
            let binds = if in_turn {
                Some(None)
            } else {
                out_of_turn
                    .filter(|&(binds, _)| binds)
                    .map(|(_, id)| Some(id))
            };
            if let Some(ground) = binds.filter(|_| !over) {
                let may_ignore_check = (self.may_ignore_unannounced_check
                    && state.in_unwarned_check(event.by))
                .then_some(ParamId::unannounced_check);
                let offence = TouchOffence {
                    event: i,
                    offender: event.by,
                    square,
                    piece,
                    own,
                    before: state.position,
                    pawns: self.pawns.on(state.position.board()),
                    moved_instead: None,
                    closed_by: None,
                    may_ignore_check,
                    out_of_turn: ground,
                    warned: None,
                };
                if in_turn {
                    state.touch_offences.push(offence);
                } else {
                    state.pending_touches.push(offence);
                }
            }
        }
        state.touches.push((i, event.by, square));
        // A man touched because of a false "check" may be let go with the move it
        // began: until that can no longer be retracted, the touch closes nothing.
        if misled_by_false_check(state, event.by).is_some() {
            self.misled_holds.push((event.by, i, false));
        } else {
            close_claims(state, self.windows, event.by, i, false);
        }
        Ok(())
    }

    /// "J'adoube" said over a man: kept, and curing a touch just made where the code lets the
    /// word come right after the contact.
    fn adjust(&mut self, i: usize, event: &Event, square: Square) -> Result<(), ReplayError> {
        let state = &mut self.state;
        let late = state
            .touches
            .last()
            .is_some_and(|&(e, by, sq)| e + 1 == i && by == event.by && sq == square);
        let after_move = state
            .plies
            .last()
            .filter(|p| p.event + 1 == i && p.by == event.by && p.to == square)
            .map(|p| p.event);
        state.adjustments.push(Adjustment {
            event: i,
            by: event.by,
            square,
            late,
            after_move,
        });
        // "J'adoube" said right after the contact cures the touch where the code allows
        // it to come late: of one's own man (A4) or of the adversary's (A5), each by
        // its own article.
        if let Some(last) = state.touch_offences.last() {
            let cures = if last.own {
                self.late_adjust_cures
            } else {
                self.late_adjust_cures_adversary
            };
            if cures && last.event + 1 == i && last.offender == event.by && last.square == square {
                state.touch_offences.pop();
            }
        }
        if state.position.board().piece_at(square).is_none() {
            return Err(error(
                Some(i),
                format!("events[{i}].adjust.square"),
                format!("no man stands on {square}"),
            ));
        }
        Ok(())
    }

    /// A move as it was physically made, lawful or not, with every fact of it the codes judge.
    fn make_move(
        &mut self,
        i: usize,
        event: &Event,
        found: Option<Move>,
        (from, to, promotion, rook_to): (Square, Square, Option<Role>, Option<Square>),
    ) -> Result<(), ReplayError> {
        let state = &mut self.state;
        let position = &mut state.position;
        let Some(piece) = position.board().piece_at(from) else {
            return Err(error(
                Some(i),
                format!("events[{i}].move.from"),
                format!("no man stands on {from}"),
            ));
        };
        // Only a pawn is exchanged for another man (lawfully on the last square, and
        // elsewhere as a false move the codes judge): a piece named on any other man's
        // move is nothing a player can do with it.
        if promotion.is_some() && piece.role != Role::Pawn {
            return Err(error(
                Some(i),
                format!("events[{i}].move.uci"),
                format!(
                    "the move {from}{to} names a piece to exchange for, but the man on \
                     {from} is not a pawn"
                ),
            ));
        }
        // Who began is what the record shows, whatever side to move the set-up names:
        // the first move is nobody's move out of turn.
        if state.plies.is_empty() && event.by != position.turn() {
            position.set_turn(event.by);
            state.initial.set_turn(event.by);
        }
        let out_of_turn = event.by != position.turn();
        if out_of_turn {
            // A record that can be replayed physically is a record: a move out of turn,
            // or of the adversary's man, stands to be claimed, and where the code is
            // silent the claim is heard by analogy.
            position.set_turn(event.by);
        }
        if position.board().kings().contains(to) {
            return Err(error(
                Some(i),
                format!("events[{i}].move.to"),
                format!("a king stands on {to}; no code lets a king be captured"),
            ));
        }
        let before = *position;
        let pawns = self.pawns.on(before.board());
        // The board's move, where it has one; a pawn's first move is a fact of its
        // history (issue #19 class 2), and the code's article on the double step is what
        // grants or refuses it where the history and the board disagree.
        let on_the_board = match found {
            Some(m) => Some(m),
            None => position
                .legal_moves_from(from)
                .into_iter()
                .find(|m| m.to == to && m.promotion == promotion),
        };
        let spent_again = on_the_board.is_some_and(|m| pawns.spends_again(&m));
        let first_step = on_the_board
            .is_none()
            .then(|| pawns.first_step_two(position, from))
            .flatten()
            .filter(|m| m.to == to && promotion.is_none());
        let legal = on_the_board.filter(|_| !spent_again).or(first_step);
        // A move that leaves an unannounced check unanswered is lawful where the code
        // says the defender need not notice it (000 L5, 001 L9, 002 XIII, 003 X, 004
        // XVIII): the board plays it, and the check stays on.
        let unwarned = legal.is_none()
            && self.may_ignore_unannounced_check
            && unwarned_check_against(&state.unannounced_checks, event.by);
        let ignoring = unwarned
            .then(|| ignoring_move(position, from, to, promotion))
            .flatten();
        // He "may play as if such check did not exist" (002 XIII): castling too, which
        // the check alone would have barred.
        let castled = (unwarned && ignoring.is_none() && self.as_if_no_check)
            .then(|| castling_as_if_unchecked(position, from, to))
            .flatten();
        let lawful_by = if ignoring.is_some() {
            Some(ParamId::unannounced_check)
        } else if castled.is_some() {
            Some(ParamId::unannounced_check_as_if_none)
        } else {
            first_step.map(|_| ParamId::pawn_double_step)
        };
        // Two squares straight ahead by a pawn whose first move is spent, whether the
        // board allows the step (put back on its square) or not (off its square): the
        // article that grants the double step to the first move only is what refused it.
        let steps_two_spent = legal.is_none()
            && piece.role == Role::Pawn
            && from.file() == to.file()
            && to.rank().relative(piece.color).index()
                == from.rank().relative(piece.color).index() + 2
            && !pawns.fresh.contains(from)
            && (from.rank().relative(piece.color) != Rank::SECOND || pawns.spent.contains(from))
            && self.pawn_double_step;
        let false_by = (spent_again || steps_two_spent).then_some(ParamId::pawn_double_step);
        let kind = match legal.or(ignoring).or(castled) {
            Some(m) => {
                if ignoring.is_some() {
                    position.play_ignoring_check(m);
                } else {
                    position.play_unchecked(m);
                }
                PlyKind::Legal(m)
            }
            None => play_irregular(position, piece, from, to, promotion, rook_to)
                .map_err(|reason| error(Some(i), format!("events[{i}].move"), reason))?,
        };
        // A pawn's diagonal step to an empty square, past an adversary's pawn beside it,
        // is a capture in passing however irregular: the player takes the pawn passed,
        // and the board must show it gone, or the findings on the position after (a
        // rank opened to his own king, say) would be false.
        let taken_in_passing = match kind {
            PlyKind::False => passed_pawn_beside(&before, piece, from, to),
            _ => None,
        };
        if let Some(passed) = taken_in_passing {
            position.remove(passed);
        }
        // One look at each king, shared by the notation, the checks tracked and the mate.
        // A legal move never leaves the mover's king attacked: the generator kept only
        // such moves.
        let gives_check = position.attackers_of_kings_by(event.by).is_nonempty();
        let exposes_own_king = legal.is_none()
            && position
                .attackers_of_kings_by(event.by.other())
                .is_nonempty();
        debug_assert!(
            legal.is_none() || position.attackers_of_kings_by(event.by.other()).is_empty()
        );
        // Whether the side now to move, in check, has no move: asked once, for the SAN
        // suffix and the mate test.
        let turn_after = position.turn();
        let stuck_in_check = gives_check && !position.has_legal_move();
        let notation = match kind {
            PlyKind::Legal(m) => Notation::san(&SanPlus::played_known(
                &before,
                &m,
                gives_check,
                stuck_in_check,
            )),
            _ => Notation::coordinates(from, to),
        };
        let bonus = self.bonus.is_some_and(|(receiver, _)| receiver == event.by);
        if let Some((receiver, left)) = self.bonus {
            if receiver == event.by && left > 1 {
                position.set_turn(receiver);
                self.bonus = Some((receiver, left - 1));
            } else {
                self.bonus = None;
            }
        }
        // Where the adversary's man the move took stood (in passing, beside the square
        // reached): taking a touched man discharges the touch, and the man taken may be
        // the one said to give a false check.
        let taken = match kind {
            PlyKind::Legal(m) => m.capture_square(),
            _ => taken_in_passing.or_else(|| {
                before
                    .board()
                    .piece_at(to)
                    .filter(|p| p.color != event.by)
                    .map(|_| to)
            }),
        };
        // The announcer moves again: what his false "check" misled the adversary into
        // now stands, and closes the windows it would have closed when made.
        if self.misled_holds.iter().any(|h| h.0 != event.by) {
            for (actor, at, moved) in std::mem::take(&mut self.misled_holds) {
                close_claims(state, self.windows, actor, at, moved);
            }
        }
        let misled = misled_by_false_check(state, event.by).is_some_and(|checker| {
            let act = misled_act(&before, piece, event.by, to, taken, checker);
            self.misled_acts.as_ref().is_none_or(|acts| {
                acts.contains(&MisledAct::AnyMove) || act.is_some_and(|a| acts.contains(&a))
            })
        });
        if misled {
            self.misled_holds.push((event.by, i, true));
        } else {
            for (actor, at, moved) in std::mem::take(&mut self.misled_holds) {
                close_claims(state, self.windows, actor, at, moved);
            }
            close_claims(state, self.windows, event.by, i, true);
        }
        // Settle the mover's own touches: playing the touched man discharges the touch;
        // playing another man is the offence. Castling plays the rook as well as the
        // king, so a touched rook castled with has been played.
        let ply_index = state.plies.len();
        let castled_rook = match kind {
            PlyKind::Legal(Move {
                kind: crate::chess::MoveKind::Castle { rook_from, .. },
                ..
            })
            | PlyKind::IllegalCastling { rook_from, .. } => rook_from,
            _ => None,
        };
        state.touch_offences.retain_mut(|t| {
            if t.offender != event.by || t.moved_instead.is_some() {
                return true;
            }
            if !t.own {
                return taken != Some(t.square);
            }
            if t.square == from || castled_rook == Some(t.square) {
                return false;
            }
            t.moved_instead = Some(ply_index);
            true
        });
        for f in state
            .false_announcements
            .iter_mut()
            .filter(|f| f.closed_by.is_none())
        {
            if f.announcer == event.by {
                // The announcer has moved again: the misled move can no longer be
                // retracted where the code says so.
                if self.false_check_deadline == Some(Deadline::OffenderMoves) {
                    f.closed_by = Some(i);
                }
            } else if f.misled_ply.is_none() {
                f.misled_ply = Some(ply_index);
            }
        }
        let irregular = !matches!(kind, PlyKind::Legal(_));
        let captured = before
            .board()
            .piece_at(to)
            .filter(|p| p.color != event.by)
            .or_else(|| match kind {
                PlyKind::Legal(m) if m.is_en_passant() => {
                    Some(Piece::new(event.by.other(), Role::Pawn))
                }
                _ => taken_in_passing.map(|_| Piece::new(event.by.other(), Role::Pawn)),
            });
        let took_own = before.board().piece_at(to).filter(|p| p.color == event.by);
        let took_touched_man = taken.is_some_and(|square| {
            state
                .touches
                .iter()
                .any(|&(_, by, touched)| by == event.by && touched == square)
        });
        state.plies.push(Ply {
            event: i,
            by: event.by,
            from,
            to,
            promotion,
            piece,
            kind,
            before,
            notation,
            out_of_turn,
            captured,
            took_own,
            taken_in_passing,
            bonus,
            gives_check,
            exposes_own_king,
            pawns,
            lawful_by,
            false_by,
            took_touched_man,
        });
        self.pawns.spent = self.pawns.spent.without(from).without(to);
        self.pawns.fresh = self.pawns.fresh.without(from).without(to);
        if state.position.board().piece_at(to) == Some(Piece::new(piece.color, Role::Pawn)) {
            self.pawns.spent = self.pawns.spent.with(to);
        }
        // The code confines the moves given at odds to the receiver's half (000 L15): one
        // played beyond it is an irregularity, claimable only until the window closes.
        let beyond_own_half = bonus
            && !in_own_half(event.by, to)
            && self.odds_confined_from.is_some_and(|min| {
                state
                    .odds_moves
                    .is_some_and(|(_, granted)| u32::from(granted) >= min)
            });
        if irregular || out_of_turn || beyond_own_half {
            state.claimables.push(Claimable {
                ply: state.plies.len() - 1,
                offender: event.by,
                closed_by: None,
            });
        }
        state.touches.retain(|t| t.1 != event.by);
        // A castling out of a check nobody announced is a move made as if the check did
        // not exist, whether the code then lets it stand (002 XIII) or not: it takes the
        // king off the attacked square, but the check it ignored is still the one the
        // warning and the claim reach.
        let castled_out_of_check = unwarned && kind.is_castling();
        track_checks(
            state,
            &mut self.live_checks,
            event.by,
            Ignored {
                on_board: ignoring.is_some(),
                by_castling: castled_out_of_check,
            },
            gives_check,
            exposes_own_king,
        );
        // Whoever is to move now (the adversary, or the mover again with a move given
        // at odds) is in check from the other side's men.
        let to_move = state.position.turn();
        let in_check = if to_move == event.by {
            exposes_own_king
        } else {
            gives_check
        };
        let mated = if to_move == turn_after && to_move != event.by {
            stuck_in_check
        } else {
            in_check && !state.position.has_legal_move()
        };
        if mated {
            let mated = color_name(event.by.other());
            if giver_mate_cannot_win(&self.giver_mate_is_draw, state, event.by) {
                state.result = Some(GameResult::Draw);
                state.result_reason = Some(format!(
                    "{mated} is checkmated by the odds-giver, who left on the board the \
                     man he was to give: he cannot take advantage of it, and the game is \
                     drawn"
                ));
            } else {
                state.result = Some(GameResult::Win(event.by));
                state.result_reason = Some(format!("{mated} is checkmated"));
            }
        }
        Ok(())
    }

    /// "Check" said: an announced check, the warning of one left unannounced, or a false one.
    fn announce_check(&mut self, i: usize, event: &Event) {
        let state = &mut self.state;
        // "Check" is said with the move that gives it: false when the announcer's last
        // move left the adversary's king unattacked.
        let after_own_move = state.plies.last().is_some_and(|p| p.by == event.by);
        let on_board = state.position.is_check();
        // A check castled out of is not on the board, but the warning still reaches it.
        let found = state.unannounced_checks.iter().rposition(|u| {
            u.live
                && u.checker == event.by
                && u.warning.is_none()
                && (on_board || u.escaped.is_some())
        });
        if after_own_move && (on_board || found.is_some()) {
            let last = state.plies.len() - 1;
            if let Some(k) = found {
                let check_ply = state.unannounced_checks[k].ply;
                if check_ply == Some(last) {
                    // Said with the move that gave it: an announced check.
                    state.unannounced_checks.remove(k);
                    self.live_checks -= 1;
                } else {
                    let moves = state.plies[check_ply.map_or(0, |p| p + 1)..]
                        .iter()
                        .filter(|p| p.by == event.by)
                        .count();
                    state.unannounced_checks[k].warning = Some((i, moves));
                }
            }
        }
        // Warned before he moved, the player who touched a man while the check went
        // unannounced must notice it now: whether the man can be played is judged with
        // the check on, when he plays.
        if after_own_move && found.is_some() {
            let warned = event.by.other();
            for touch in state
                .touch_offences
                .iter_mut()
                .filter(|t| t.offender == warned && t.moved_instead.is_none())
            {
                touch.warned = touch.may_ignore_check.take().or(touch.warned);
            }
        }
        if after_own_move && !on_board && found.is_none() {
            state.false_announcements.push(FalseAnnouncement {
                event: i,
                announcer: event.by,
                misled_ply: None,
                closed_by: None,
            });
        }
    }
}

/// The move of `mover` matching from/to/promotion that leaves his king in the check it was
/// already in and in no other: a check ignored, not a king exposed. King moves are excluded: a
/// king that moves has noticed the check.
fn ignoring_move(
    position: &Position,
    from: Square,
    to: Square,
    promotion: Option<Role>,
) -> Option<Move> {
    moves_ignoring_check(position)
        .into_iter()
        .find(|m| m.from == from && m.to == to && m.promotion == promotion)
}

/// The castling from `from` to `to` that only the check the king stands in bars: where that
/// check was given without warning and the code lets it be ignored, the player may castle as
/// if it did not exist (002 XIII "he may consequently play as if such check did not exist").
fn castling_as_if_unchecked(position: &Position, from: Square, to: Square) -> Option<Move> {
    let mut rules = *position.rules();
    if !position.is_check() || !rules.castling.barred_in_check {
        return None;
    }
    rules.castling.barred_in_check = false;
    let unchecked = Position::from_setup(position.to_setup(), &rules).ok()?;
    unchecked
        .legal_moves_from(from)
        .into_iter()
        .find(|m| m.is_castle() && m.to == to)
}

/// Whether one of `checks` still stands against `side`'s king, given and not announced.
fn unwarned_check_against(checks: &[UnannouncedCheck], side: Color) -> bool {
    checks
        .iter()
        .any(|u| u.live && u.escaped.is_none() && u.checker != side && u.warning.is_none())
}

/// How a defender's move left a check nobody announced unanswered.
#[derive(Debug, Clone, Copy)]
struct Ignored {
    /// His king is still in it.
    on_board: bool,
    /// He castled out of it, as the check alone would have barred.
    by_castling: bool,
}

/// After `mover`'s move: record a check he gave that nobody has announced yet, note a check the
/// defender ignored, and retire checks that are no longer on the board.
/// `gives_check` and `exposes_own_king` say which kings the mover's and the other side's men
/// attack now.
fn track_checks(
    state: &mut GameState,
    live: &mut usize,
    mover: Color,
    ignored: Ignored,
    gives_check: bool,
    exposes_own_king: bool,
) {
    debug_assert_eq!(
        *live,
        state.unannounced_checks.iter().filter(|u| u.live).count()
    );
    let ply = state.plies.len() - 1;
    let mut continuing = false;
    if *live > 0 {
        for u in state.unannounced_checks.iter_mut().filter(|u| u.live) {
            let defender = u.checker.other();
            if ignored.by_castling && mover == defender && u.escaped.is_none() {
                u.escaped = Some(ply);
                u.ignored_by.push(ply);
                continue;
            }
            let still_on = match u.escaped {
                // Off the board since the castling: it stands for the warning the checker's
                // next move may bring, and no longer.
                Some(castled) => ply == castled + 1,
                None if u.checker == mover => gives_check,
                None => exposes_own_king,
            };
            if !still_on {
                u.live = false;
                *live -= 1;
            } else if ignored.on_board && mover == defender {
                u.ignored_by.push(ply);
            }
            continuing |= u.live && u.checker == mover && u.escaped.is_none();
        }
    }
    if gives_check && !continuing {
        state.unannounced_checks.push(UnannouncedCheck {
            escaped: None,
            ply: Some(ply),
            checker: mover,
            ignored_by: Vec::new(),
            warning: None,
            live: true,
            mate: None,
        });
        *live += 1;
    }
}

/// The claimant `actor` moved (or touched): windows that close on that act close now.
/// Whether `actor` acts right after a false "check" by his adversary, with no move made since:
/// an act the announcement may have misled him into. The square of the man said to give check,
/// if the record shows one.
fn misled_by_false_check(state: &GameState, actor: Color) -> Option<Option<Square>> {
    let announced = state
        .false_announcements
        .iter()
        .rev()
        .find(|f| f.announcer != actor && f.closed_by.is_none() && f.misled_ply.is_none())?;
    Some(announced.checker(&state.plies))
}

/// What a move by `by` after a false "check" was, in the terms the codes' articles use: a king
/// move, the man said to give check (on `checker`) taken where it stood (`taken`: in passing,
/// not the square reached), or a man put between it and the king; `None`: some other move.
pub(crate) fn misled_act(
    before: &Position,
    piece: Piece,
    by: Color,
    to: Square,
    taken: Option<Square>,
    checker: Option<Square>,
) -> Option<MisledAct> {
    if piece.role == Role::King {
        return Some(MisledAct::KingMove);
    }
    let checker = checker?;
    if taken == Some(checker) {
        return Some(MisledAct::Capture);
    }
    let king = before
        .board()
        .by_piece(Piece::new(by, Role::King))
        .first()?;
    crate::chess::attacks::between(checker, king)
        .contains(to)
        .then_some(MisledAct::Interposition)
}

fn close_claims(state: &mut GameState, windows: Windows, actor: Color, event: usize, moved: bool) {
    let closes = |deadline: Option<Deadline>| match deadline {
        None => false,
        Some(Deadline::AdversaryMoves) => moved,
        Some(Deadline::AdversaryTouches) => true,
        // Only the false-check window closes on the offender's move; it is handled there.
        Some(Deadline::OffenderMoves) => false,
    };
    let (claim, out_of_turn) = (closes(windows.claim), closes(windows.out_of_turn));
    if claim || out_of_turn {
        for c in state.claimables.iter_mut() {
            let closes = if state.plies[c.ply].out_of_turn {
                out_of_turn
            } else {
                claim
            };
            if closes && c.closed_by.is_none() && c.offender != actor {
                c.closed_by = Some(event);
            }
        }
    }
    let (own, other) = (closes(windows.own_touch), closes(windows.other_touch));
    for touch in state.touch_offences.iter_mut() {
        let closes = if touch.own { own } else { other };
        if closes && touch.closed_by.is_none() && touch.offender != actor {
            touch.closed_by = Some(event);
        }
    }
    // A touch made in the adversary's turn waits for the toucher's: the adversary's move does
    // not close the claim on it. An own man's touch is an offence only when another man is
    // played, so nothing the adversary does before then closes it; touching the adversary's man
    // is the offence itself, and where the window closes at the claimant's touch of any man
    // (004 XXV), his touch does.
    for touch in state.pending_touches.iter_mut() {
        if !touch.own
            && windows.other_touch == Some(Deadline::AdversaryTouches)
            && touch.closed_by.is_none()
            && touch.offender != actor
        {
            touch.closed_by = Some(event);
        }
    }
}

/// The claim windows the replay closes: of irregular moves, of a move out of turn, and of
/// touches of one's own man and of the adversary's.
#[derive(Clone, Copy)]
struct Windows {
    claim: Option<Deadline>,
    out_of_turn: Option<Deadline>,
    own_touch: Option<Deadline>,
    other_touch: Option<Deadline>,
}

/// Makes a move the rules do not allow, as it was physically made. `named_rook_to`: where the
/// record says the rook went, for a castling made some other way than the code's (the old
/// free castling where the code does not allow it, say).
fn play_irregular(
    position: &mut Position,
    piece: Piece,
    from: Square,
    to: Square,
    promotion: Option<Role>,
    named_rook_to: Option<Square>,
) -> Result<PlyKind, String> {
    let mover = position.turn();
    let mut kind = PlyKind::False;
    let home = crate::chess::moves::king_home(piece.color);
    let castled_by_name = named_rook_to.is_some()
        && piece.role == Role::King
        && from == home
        && to.rank() == from.rank()
        && to != from;
    if castling_attempt(piece, from, to) || castled_by_name {
        let toward_h = to.file().index() > from.file().index();
        let (corner_file, rook_file) = if toward_h { (7, 5) } else { (0, 3) };
        let corner = Square::from_coords(
            crate::chess::File::new(corner_file).unwrap_or(from.file()),
            from.rank(),
        );
        let rook_to = named_rook_to.unwrap_or(Square::from_coords(
            crate::chess::File::new(rook_file).unwrap_or(from.file()),
            from.rank(),
        ));
        let has_rook = position.board().piece_at(corner) == Some(Piece::new(mover, Role::Rook));
        // The rook leaves its corner first: the king may be set down there.
        let rook = has_rook.then(|| position.remove(corner)).flatten();
        position.relocate(from, to).map_err(|e| e.to_string())?;
        match rook {
            Some(rook) if position.board().piece_at(rook_to).is_none() => {
                position.put(rook_to, rook);
                kind = PlyKind::IllegalCastling {
                    rook_from: Some(corner),
                    rook_to: Some(rook_to),
                };
            }
            Some(_) if named_rook_to.is_some() => {
                return Err(format!(
                    "the rook cannot go to {rook_to}: {} stands there",
                    if rook_to == to { "the king" } else { "a man" }
                ));
            }
            Some(rook) => {
                position.put(corner, rook);
                kind = PlyKind::IllegalCastling {
                    rook_from: None,
                    rook_to: None,
                };
            }
            None => {
                kind = PlyKind::IllegalCastling {
                    rook_from: None,
                    rook_to: None,
                };
            }
        }
    } else {
        position.relocate(from, to).map_err(|e| e.to_string())?;
        if let Some(role) = promotion {
            position.put(to, Piece::new(piece.color, role));
        }
    }
    let fullmoves = position.fullmoves() + u32::from(mover == Color::Black);
    position.set_clocks(0, fullmoves);
    position.set_turn(mover.other());
    Ok(kind)
}

/// The square of the adversary's pawn that `piece`'s step from `from` to `to` passes: a pawn's
/// diagonal step forward to an empty square, beside which, on the rank it left, such a pawn
/// stands (the shape of a capture in passing, whether or not the board allowed it).
pub(crate) fn passed_pawn_beside(
    before: &Position,
    piece: Piece,
    from: Square,
    to: Square,
) -> Option<Square> {
    if piece.role != Role::Pawn
        || from.file() == to.file()
        || from.distance(to) != 1
        || to.rank().relative(piece.color) <= from.rank().relative(piece.color)
        || before.board().piece_at(to).is_some()
    {
        return None;
    }
    let passed = Square::from_coords(to.file(), from.rank());
    (before.board().piece_at(passed) == Some(Piece::new(piece.color.other(), Role::Pawn)))
        .then_some(passed)
}

pub fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// Whether a mate by `mover` is the odds-giver's that the code scores a draw: he left his
/// man on, and the man can no longer be taken off (000 L14: the draw belongs to the game
/// "played with all the pieces as they stand"; noticed earlier, the game is re-commenced).
fn giver_mate_cannot_win(
    rule: &Option<(Color, Option<SetupRule>)>,
    state: &GameState,
    mover: Color,
) -> bool {
    let Some((giver, window)) = rule else {
        return false;
    };
    if *giver != mover {
        return false;
    }
    window.as_ref().is_none_or(|rule| {
        !rule.open(
            (state.moves_by(Color::White), state.moves_by(Color::Black)),
            state.moves_by(giver.other()),
            state.moves_by(*giver),
        )
    })
}

/// Whether `square` lies in `color`'s own half of the board.
pub(crate) fn in_own_half(color: Color, square: Square) -> bool {
    match color {
        Color::White => square.rank().index() < 4,
        Color::Black => square.rank().index() >= 4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arbiter::parse_pgn;
    use crate::law::Catalogue;

    /// Replays `moves` under Boy's Own, whose touch articles set no condition of turn.
    #[test]
    fn the_replay_keeps_the_rules_it_applied() {
        let state = replay_boys_own("1. e4 e5 2. Nf3 Nc6");
        // The board's rules and the windows the replay closes are read; a penalty, which only a
        // dispute chooses, is not.
        for id in [
            ParamId::castling_barred_in_check,
            ParamId::en_passant,
            ParamId::claim_deadline,
            ParamId::touch_claim_deadline,
        ] {
            assert!(state.applied.contains(&id), "{id:?} not kept");
        }
        assert!(!state.applied.contains(&ParamId::illegal_castling));
        let unique: std::collections::HashSet<_> = state.applied.iter().collect();
        assert_eq!(unique.len(), state.applied.len(), "each kept once");
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "the replay never read it")]
    fn a_ground_the_replay_never_read_is_refused() {
        let catalogue = Catalogue::embedded().unwrap();
        let code = catalogue.get("boys-own-1829").unwrap();
        let state = replay_boys_own("1. e4 e5");
        let options = BTreeMap::new();
        let reasons = crate::arbiter::reasons::Reasons::new(code, &catalogue, &options);
        let dispute = crate::arbiter::ruling::Dispute {
            kind: crate::arbiter::ruling::DisputeKind::FalseMove,
            claimant: Color::Black,
            event: None,
        };
        let mut hearing = crate::arbiter::judge::Hearing::new(&state, reasons, dispute);
        hearing.cite_applied(ParamId::illegal_castling);
    }

    fn replay_boys_own(moves: &str) -> GameState {
        let catalogue = Catalogue::embedded().unwrap();
        let pgn = format!("[Code \"boys-own-1829\"]\n{moves}\n");
        let record = parse_pgn(&pgn, &catalogue).unwrap();
        replay(&record, catalogue.get("boys-own-1829").unwrap()).unwrap()
    }

    #[test]
    fn a_touch_out_of_turn_falls_due_as_the_board_stands_at_the_touchers_turn() {
        let state = replay_boys_own("1. e4 e5 2. Nf3 {[%touch f3 white]} 2... Nc6 3. Bc4");
        let [touch] = &state.touch_offences[..] else {
            panic!("one offence expected: {:?}", state.touch_offences);
        };
        assert_eq!(
            (touch.event, touch.square, touch.own),
            (3, Square::F3, true)
        );
        assert_eq!(
            touch.out_of_turn,
            Some(ParamId::own_touch_out_of_turn_binds)
        );
        assert_eq!(
            touch.moved_instead,
            Some(4),
            "3. Bc4 is the move made instead"
        );
        // The position it is judged in is White's, after 2... Nc6, not Black's at the touch.
        assert_eq!(touch.before.turn(), Color::White);
        assert!(touch.before.board().piece_at(Square::C6).is_some());
        assert_eq!(
            touch.closed_by, None,
            "Black's move in between closes nothing"
        );
    }

    #[test]
    fn a_touch_out_of_turn_lapses_when_the_man_goes_the_toucher_moves_again_or_the_game_ends() {
        let lapse = |moves: &str| {
            let state = replay_boys_own(moves);
            assert!(
                state.touch_offences.is_empty(),
                "{:?}",
                state.touch_offences
            );
            state.touches_out_of_turn[0].lapsed
        };
        assert_eq!(
            lapse("1. e4 d5 2. Nc3 {[%touch e4 white]} 2... dxe4 3. Nxe4"),
            Some(Lapse::ManGone)
        );
        assert_eq!(
            lapse("1. e4 e5 2. Nf3 {[%touch f3 white]} {[%move b1c3 white]}"),
            Some(Lapse::MovedAgain)
        );
        assert_eq!(
            lapse("1. f3 e5 2. g4 {[%touch a2 white]} 2... Qh4#"),
            Some(Lapse::GameOver)
        );
        let pending = replay_boys_own("1. e4 e5 2. Nf3 {[%touch f3 white]}");
        assert!(pending.touch_pending(3));
        assert_eq!(pending.touches_out_of_turn[0].lapsed, None);
    }

    #[test]
    fn after_a_check_is_ignored_the_checker_cannot_take_the_king() {
        let catalogue = Catalogue::embedded().unwrap();
        let record = parse_pgn(
            "[Code \"twenty-laws\"]\n1. e4 e5 2. Bc4 d6 3. Bxf7+ Nc6\n",
            &catalogue,
        )
        .unwrap();
        let state = replay(&record, catalogue.get("twenty-laws").unwrap()).unwrap();
        assert!(
            state
                .position
                .attackers_of_kings_by(Color::White)
                .is_nonempty()
        );
        let moves = state.position.legal_moves();
        assert!(!moves.is_empty());
        assert!(
            moves.iter().all(|m| m.to != Square::E8),
            "a king capture was offered"
        );
        assert_eq!(state.position.count_legal_moves(), moves.len() as u64);
    }

    #[test]
    fn a_defender_who_checks_back_may_still_ignore_the_first_check() {
        // Black ignores White's unannounced check with a move that checks White in turn
        // (Qh4+ against f2); White answers; Black may ignore the first check again (Nf6 leaves the
        // bishop's check on).
        let catalogue = Catalogue::embedded().unwrap();
        let code = catalogue.get("twenty-laws").unwrap();
        let record = parse_pgn(
            "[Code \"twenty-laws\"]\n1. e4 e5 2. f3 d6 3. Bb5+ Qh4+ 4. g3 Nf6\n",
            &catalogue,
        )
        .unwrap();
        let state = replay(&record, code).unwrap();
        let last = state.plies.last().unwrap();
        assert!(matches!(last.kind, PlyKind::Legal(_)), "{last:?}");
    }

    #[test]
    fn after_a_mate_a_touch_is_recorded_and_binds_nobody_but_a_move_is_refused() {
        let catalogue = Catalogue::embedded().unwrap();
        let code = catalogue.get("london-1847").unwrap();
        let mated = "[Code \"london-1847\"]\n1. f3 e5 2. g4 Qh4# {[%check]}";
        let record = parse_pgn(&format!("{mated} {{[%touch e1]}}\n"), &catalogue).unwrap();
        let state = replay(&record, code).unwrap();
        assert_eq!(state.result, Some(GameResult::Win(Color::Black)));
        assert_eq!(state.touches.last().map(|t| t.2), Some(Square::E1));
        assert!(
            state.touch_offences.is_empty(),
            "{:?}",
            state.touch_offences
        );
        let record = parse_pgn(&format!("{mated} {{[%move e1f2]}}\n"), &catalogue);
        let refused = match record {
            Err(e) => e.to_string(),
            Ok(record) => replay(&record, code).unwrap_err().to_string(),
        };
        assert!(refused.contains("already over"), "{refused}");
    }

    #[test]
    fn a_pawn_the_set_up_left_on_its_third_rank_may_step_two_at_its_first_move_only() {
        let catalogue = Catalogue::embedded().unwrap();
        let misplaced = "rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 1";
        let run = |code: &str, fen: &str, moves: &str| {
            let pgn = format!("[Code \"{code}\"]\n[FEN \"{fen}\"]\n{moves}\n");
            let record = parse_pgn(&pgn, &catalogue).unwrap();
            replay(&record, catalogue.get(code).unwrap()).unwrap()
        };
        let first = "1. d4 d5 2. {[%move e3e5]}";
        for code in ["london-1847", "acknowledged-laws", "philidor"] {
            let state = run(code, misplaced, first);
            let last = state.plies.last().unwrap();
            assert!(matches!(last.kind, PlyKind::Legal(_)), "{code}: {last:?}");
            assert!(last.is_first_step_two_off_home(), "{code}");
            // Black's pawn may take it in passing, as if it had stepped one square.
            let state = run(
                code,
                misplaced,
                "1. d4 f5 2. Nf3 Nf6 3. {[%move e3e5]} fxe4",
            );
            let last = state.plies.last().unwrap();
            assert!(matches!(last.kind, PlyKind::Legal(_)), "{code}: {last:?}");
            assert!(
                state.position.board().piece_at(Square::E5).is_none(),
                "{code}"
            );
            // Once it has moved, its next step is one square.
            let state = run(code, misplaced, "1. e4 d5 2. {[%move e4e6]}");
            let last = state.plies.last().unwrap();
            assert!(!matches!(last.kind, PlyKind::Legal(_)), "{code}: {last:?}");
        }
        // A code silent on the double step keeps the board's rule; so does a set-up that counts
        // moves before it (the game did not begin there).
        let state = run("twenty-laws", misplaced, first);
        assert!(!matches!(
            state.plies.last().unwrap().kind,
            PlyKind::Legal(_)
        ));
        let later = misplaced.replace(" 0 1", " 0 12");
        let state = run("london-1847", &later, first);
        assert!(!matches!(
            state.plies.last().unwrap().kind,
            PlyKind::Legal(_)
        ));
    }

    #[test]
    fn a_capture_in_passing_the_board_refused_still_takes_the_pawn_passed() {
        // Made in time but exposing the taker's king along the rank both pawns leave, and made a
        // move late: either way the player took the pawn, and the board must show it gone.
        let catalogue = Catalogue::embedded().unwrap();
        let run = |fen: &str, moves: &str| {
            let pgn = format!("[Code \"philidor\"]\n[FEN \"{fen}\"]\n{moves}\n");
            let record = parse_pgn(&pgn, &catalogue).unwrap();
            replay(&record, catalogue.get("philidor").unwrap()).unwrap()
        };
        let exposing = run(
            "8/3pk3/8/K3P2r/8/8/8/8 b - - 0 1",
            "1... d5 2. {[%move e5d6]}",
        );
        let ply = exposing.plies.last().unwrap();
        assert_eq!(ply.kind, PlyKind::False);
        assert_eq!(ply.taken_square(), Some(Square::D5));
        assert_eq!(ply.captured, Some(Piece::new(Color::Black, Role::Pawn)));
        assert!(exposing.position.board().piece_at(Square::D5).is_none());
        assert!(ply.gives_check && ply.exposes_own_king);

        let late = run(
            "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1",
            "1... d5 2. Kd2 Ke7 3. {[%move e5d6]}",
        );
        let ply = late.plies.last().unwrap();
        assert_eq!(ply.kind, PlyKind::False);
        assert_eq!(ply.taken_square(), Some(Square::D5));
        assert!(late.position.board().piece_at(Square::D5).is_none());

        // A pawn's diagonal step with no pawn beside it takes nothing.
        let bare = run("4k3/8/8/4P3/8/8/8/4K3 w - - 0 1", "1. {[%move e5d6]}");
        let ply = bare.plies.last().unwrap();
        assert_eq!(ply.taken_square(), None);
        assert_eq!(ply.captured, None);
    }

    #[test]
    fn a_castling_made_the_old_way_where_the_code_forbids_it_sets_the_rook_where_named() {
        let catalogue = Catalogue::embedded().unwrap();
        let pgn = "[Code \"philidor\"]\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. {[%move e1h1 g1]}\n";
        let record = parse_pgn(pgn, &catalogue).unwrap();
        let state = replay(&record, catalogue.get("philidor").unwrap()).unwrap();
        let ply = state.plies.last().unwrap();
        assert_eq!(
            ply.kind,
            PlyKind::IllegalCastling {
                rook_from: Some(Square::H1),
                rook_to: Some(Square::G1),
            }
        );
        let board = state.position.board();
        assert_eq!(
            board.piece_at(Square::H1),
            Some(Piece::new(Color::White, Role::King))
        );
        assert_eq!(
            board.piece_at(Square::G1),
            Some(Piece::new(Color::White, Role::Rook))
        );
        assert_eq!(board.piece_at(Square::E1), None);
        // The rook cannot be set where the king stands.
        let onto_king =
            "[Code \"philidor\"]\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. {[%move e1h1 h1]}\n";
        let record = parse_pgn(onto_king, &catalogue);
        assert!(
            record.is_err()
                || replay(&record.unwrap(), catalogue.get("philidor").unwrap()).is_err()
        );
    }

    #[test]
    fn a_move_a_false_check_misled_closes_no_window_until_it_can_no_longer_be_retracted() {
        let catalogue = Catalogue::embedded().unwrap();
        let run = |code: &str, moves: &str| {
            let pgn =
                format!("[Code \"{code}\"]\n[FEN \"4k3/8/8/8/8/8/8/3RK3 w - - 0 1\"]\n{moves}\n");
            let record = parse_pgn(&pgn, &catalogue).unwrap();
            replay(&record, catalogue.get(code).unwrap()).unwrap()
        };
        let false_move_closed = |state: &GameState| state.claimables[0].closed_by;
        // A rook moved as a bishop, "check" said falsely, and the king moved in consequence:
        // the misled move may still be taken back, and the false move may still be claimed.
        let misled = "1. {[%move d1a4]} {[%check]} {[%move e8f8]}";
        assert_eq!(false_move_closed(&run("philidor", misled)), None);
        // Once the announcer has moved again, the king's move stands, and it closed the window.
        let stood = "1. {[%move d1a4]} {[%check]} {[%move e8f8]} Ke2 Kg8";
        assert_eq!(false_move_closed(&run("philidor", stood)), Some(2));
        // London retracts only a king move or an interposition: a pawn's step elsewhere closes
        // the window at once.
        let pawn = "[FEN \"4k3/7p/8/8/8/8/8/3RK3 w - - 0 1\"]";
        let pgn = format!(
            "[Code \"london-1847\"]\n{pawn}\n1. {{[%move d1a4]}} {{[%check]}} {{[%move h7h6]}}\n"
        );
        let record = parse_pgn(&pgn, &catalogue).unwrap();
        let state = replay(&record, catalogue.get("london-1847").unwrap()).unwrap();
        assert_eq!(false_move_closed(&state), Some(2));
        // The same king move under London is one it retracts.
        assert_eq!(false_move_closed(&run("london-1847", misled)), None);
    }
}
