//! A position for play: placement plus side to move, castling and en passant
//! rights, clocks, the move rules in force, and cached facts (Zobrist key,
//! which move generator applies).
//!
//! A position may be *irregular* — laws.md §6: kings adjacent, the side not
//! to move in check, pawns on the first or last rank, no king or several —
//! because old laws let false moves stand. Such positions are carried on,
//! and [`Position::irregularities`] reports what is odd about them.

use std::fmt;

use crate::chess::attacks;
use crate::chess::bitboard::Bitboard;
use crate::chess::board::Board;
use crate::chess::movegen;
use crate::chess::moves::{CastlingSide, Move, MoveKind, king_home};
use crate::chess::rules::MoveRules;
use crate::chess::setup::Setup;
use crate::chess::square::{Color, Piece, Rank, Role, Square};
use crate::chess::zobrist;

/// Something unusual that does not stop the position from being played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Irregularity {
    MissingKing(Color),
    TooManyKings(Color),
    /// The side *not* to move is in check (an unannounced check let stand).
    OppositeCheck,
    KingsAdjacent,
    /// A pawn on the first or eighth rank (either colour).
    PawnOnBackRank(Square),
    /// A castling right is held but the king is not on its home square.
    CastlingRightWithoutKing {
        color: Color,
        side: CastlingSide,
    },
    /// A castling right for a corner with no own rook on it: a phantom
    /// right, usable only under `CastlingRules::odds_rook`.
    CastlingRightWithoutRook {
        color: Color,
        side: CastlingSide,
    },
}

/// Why a setup cannot be a position at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PositionErrorKind {
    /// A castling right on a square other than a1, h1, a8, h8.
    CastlingRightOffCorner(Square),
    /// The en passant square is not on the sixth rank of the side to move.
    EpSquareWrongRank(Square),
    /// The square passed over by the double step is occupied.
    EpSquareOccupied(Square),
    /// No pawn of the side not to move stands in front of the square.
    EpSquareWithoutPawn(Square),
}

/// Hands back the setup with every reason it was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    pub setup: Setup,
    pub kinds: Vec<PositionErrorKind>,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid position:")?;
        for (i, kind) in self.kinds.iter().enumerate() {
            let sep = if i == 0 { " " } else { ", " };
            match kind {
                PositionErrorKind::CastlingRightOffCorner(sq) => {
                    write!(f, "{sep}castling right on non-corner `{sq}`")?
                }
                PositionErrorKind::EpSquareWrongRank(sq) => {
                    write!(f, "{sep}en passant square `{sq}` on the wrong rank")?
                }
                PositionErrorKind::EpSquareOccupied(sq) => {
                    write!(f, "{sep}en passant square `{sq}` is occupied")?
                }
                PositionErrorKind::EpSquareWithoutPawn(sq) => {
                    write!(f, "{sep}no pawn to capture en passant on `{sq}`")?
                }
            }
        }
        Ok(())
    }
}

impl std::error::Error for PositionError {}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalMove(pub Move);

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move `{}{}`", self.0.from, self.0.to)
    }
}

impl std::error::Error for IllegalMove {}

/// A man could not be relocated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PutError {
    EmptySquare(Square),
    /// No operation may capture a king (laws.md §6 item 1).
    KingCapture(Square),
    CastlingRightOffCorner(Square),
    EpSquareWrongRank(Square),
}

impl fmt::Display for PutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PutError::EmptySquare(sq) => write!(f, "no man on `{sq}`"),
            PutError::KingCapture(sq) => write!(f, "cannot capture the king on `{sq}`"),
            PutError::CastlingRightOffCorner(sq) => {
                write!(f, "castling right on non-corner `{sq}`")
            }
            PutError::EpSquareWrongRank(sq) => {
                write!(f, "en passant square `{sq}` on the wrong rank")
            }
        }
    }
}

impl std::error::Error for PutError {}

/// Copy-make: `Position` is `Copy` and ~100 bytes, so searches copy it
/// and play on the copy instead of keeping undo records — a handful of
/// vector moves, cheaper than restoring incrementally (the fastest perft
/// generators do the same). [`Position::play`] mutates in place for callers
/// that keep one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) castling_rights: Bitboard,
    pub(crate) key: u64,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) ep_square: Option<Square>,
    pub(crate) turn: Color,
    /// Cached once per position: the check/pin-mask generator applies
    /// (regular placement and rules it covers); otherwise make/test.
    pub(crate) fast: bool,
    pub(crate) rules: MoveRules,
}

/// Which castling rights a move touching a square clears.
const fn rights_cleared_table() -> [u64; 64] {
    let mut t = [0u64; 64];
    t[Square::A1.index()] = 1 << Square::A1.index();
    t[Square::H1.index()] = 1 << Square::H1.index();
    t[Square::A8.index()] = 1 << Square::A8.index();
    t[Square::H8.index()] = 1 << Square::H8.index();
    t[Square::E1.index()] = 1 << Square::A1.index() | 1 << Square::H1.index();
    t[Square::E8.index()] = 1 << Square::A8.index() | 1 << Square::H8.index();
    t
}

static RIGHTS_CLEARED: [u64; 64] = rights_cleared_table();

impl Position {
    /// The castling rights a man going from `from` to `to` ends, as bits: the king's leaving
    /// home ends both; a rook's leaving its corner, or its capture there, ends that side's.
    /// Where a rook given at odds still castles, a man other than a rook of that side that
    /// merely passes over the empty corner leaves its right alone: "as if the rook were at its
    /// square" holds until the king moves (A2); a rook of that side arriving there has moved,
    /// and ends it. Call before the man is moved.
    #[inline]
    fn rights_touched(&self, from: Square, to: Square) -> u64 {
        let touched = RIGHTS_CLEARED[from.index()] | RIGHTS_CLEARED[to.index()];
        if !self.rules.castling.odds_rook {
            return touched;
        }
        let b = &self.board;
        let white_corners = Bitboard(0x81);
        let black_corners = Bitboard(0x81 << 56);
        let own_rooks = (b.rooks() & b.by_color(Color::White) & white_corners)
            | (b.rooks() & b.by_color(Color::Black) & black_corners);
        let arriving_rook = match b.piece_at(from) {
            Some(Piece {
                role: Role::Rook,
                color,
            }) => {
                let own = if color == Color::White {
                    white_corners
                } else {
                    black_corners
                };
                Bitboard::from_square(to) & own
            }
            _ => Bitboard::EMPTY,
        };
        let corners = Bitboard::from_square(from).with(to) & Bitboard::CORNERS;
        touched & !(corners & !own_rooks & !arriving_rook).0
    }

    /// The standard starting position under `rules`.
    pub fn new(rules: &MoveRules) -> Position {
        let mut pos = Position {
            board: Board::standard(),
            castling_rights: Bitboard::CORNERS,
            key: 0,
            halfmoves: 0,
            fullmoves: 1,
            ep_square: None,
            turn: Color::White,
            fast: false,
            rules: *rules,
        };
        pos.refresh();
        pos
    }

    /// Accepts any placement; refuses only setups that cannot mean
    /// anything (see [`PositionErrorKind`]). An en passant square is kept
    /// only when `rules.en_passant` and a pawn could capture there, so that
    /// equal positions get equal keys.
    pub fn from_setup(setup: Setup, rules: &MoveRules) -> Result<Position, PositionError> {
        let mut kinds = Vec::new();
        for sq in setup.castling_rights & !Bitboard::CORNERS {
            kinds.push(PositionErrorKind::CastlingRightOffCorner(sq));
        }
        let mut ep_square = None;
        if let Some(ep) = setup.ep_square {
            let us = setup.turn;
            let pawn_sq = ep.offset(if us == Color::White { -8 } else { 8 });
            if ep.rank() != Rank::SIXTH.relative(us) {
                kinds.push(PositionErrorKind::EpSquareWrongRank(ep));
            } else if setup.board.occupied().contains(ep) {
                kinds.push(PositionErrorKind::EpSquareOccupied(ep));
            } else if pawn_sq.and_then(|sq| setup.board.piece_at(sq))
                != Some(Piece::new(!us, Role::Pawn))
            {
                kinds.push(PositionErrorKind::EpSquareWithoutPawn(ep));
            } else if rules.en_passant
                && (attacks::pawn_attacks(!us, ep)
                    & setup.board.by_piece(Piece::new(us, Role::Pawn)))
                .is_nonempty()
            {
                ep_square = Some(ep);
            }
        }
        if !kinds.is_empty() {
            return Err(PositionError { setup, kinds });
        }
        let mut pos = Position {
            board: setup.board,
            castling_rights: setup.castling_rights,
            key: 0,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves,
            ep_square,
            turn: setup.turn,
            fast: false,
            rules: *rules,
        };
        pos.refresh();
        Ok(pos)
    }

    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            castling_rights: self.castling_rights,
            ep_square: self.ep_square,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    pub fn fen(&self) -> String {
        self.to_setup().to_string()
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn turn(&self) -> Color {
        self.turn
    }

    pub fn castling_rights(&self) -> Bitboard {
        self.castling_rights
    }

    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    pub fn rules(&self) -> &MoveRules {
        &self.rules
    }

    /// The Zobrist key, maintained incrementally.
    pub fn key(&self) -> u64 {
        self.key
    }

    /// The Zobrist key computed from scratch (equals [`Position::key`]).
    pub fn compute_key(&self) -> u64 {
        let mut k = zobrist::board(&self.board)
            ^ zobrist::castling(self.castling_rights)
            ^ zobrist::turn(self.turn);
        if let Some(ep) = self.ep_square {
            k ^= zobrist::ep(ep);
        }
        k
    }

    /// Whether the fast check/pin-mask generator serves this position.
    pub fn uses_fast_path(&self) -> bool {
        self.fast
    }

    fn refresh(&mut self) {
        self.key = self.compute_key();
        self.fast = self.compute_fast();
    }

    fn compute_fast(&self) -> bool {
        let b = &self.board;
        let ours = b.kings() & b.by_color(self.turn);
        let theirs = b.kings() & b.by_color(!self.turn);
        self.rules.fast_path_ok()
            && ours.count() == 1
            && theirs.count() == 1
            && (b.pawns() & Bitboard::BACK_RANKS).is_empty()
            && b.attackers_to(theirs.lsb(), self.turn, b.occupied())
                .is_empty()
    }

    /// Men attacking any king of the side to move.
    pub fn checkers(&self) -> Bitboard {
        self.attackers_of_kings(self.turn)
    }

    fn attackers_of_kings(&self, color: Color) -> Bitboard {
        let b = &self.board;
        let occ = b.occupied();
        (b.kings() & b.by_color(color)).fold(Bitboard::EMPTY, |acc, k| {
            acc | b.attackers_to(k, !color, occ)
        })
    }

    pub fn is_check(&self) -> bool {
        self.checkers().is_nonempty()
    }

    /// Every irregularity, in a stable order.
    pub fn irregularities(&self) -> Vec<Irregularity> {
        let b = &self.board;
        let mut out = Vec::new();
        for color in Color::ALL {
            match (b.kings() & b.by_color(color)).count() {
                0 => out.push(Irregularity::MissingKing(color)),
                1 => {}
                _ => out.push(Irregularity::TooManyKings(color)),
            }
        }
        if self.attackers_of_kings(!self.turn).is_nonempty() {
            out.push(Irregularity::OppositeCheck);
        }
        let white_kings = b.kings() & b.by_color(Color::White);
        let black_kings = b.kings() & b.by_color(Color::Black);
        if white_kings.any_adjacent(black_kings) {
            out.push(Irregularity::KingsAdjacent);
        }
        for sq in b.pawns() & Bitboard::BACK_RANKS {
            out.push(Irregularity::PawnOnBackRank(sq));
        }
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                let corner = side.rook_corner(color);
                if !self.castling_rights.contains(corner) {
                    continue;
                }
                if !b
                    .by_piece(Piece::new(color, Role::King))
                    .contains(king_home(color))
                {
                    out.push(Irregularity::CastlingRightWithoutKing { color, side });
                }
                if !b.by_piece(Piece::new(color, Role::Rook)).contains(corner) {
                    out.push(Irregularity::CastlingRightWithoutRook { color, side });
                }
            }
        }
        out
    }

    pub fn is_irregular(&self) -> bool {
        !self.irregularities().is_empty()
    }

    /// Legal moves: obey the man's movement and the move rules, never
    /// capture a king, and leave none of the mover's kings attacked.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        movegen::legal_moves(self, &mut moves);
        moves
    }

    /// The legal moves of the man on `from`: none if no man of the side to move stands there.
    pub fn legal_moves_from(&self, from: Square) -> Vec<Move> {
        // A queen has at most 27 moves, a king 8 and its castlings: never a regrowth.
        let mut moves = Vec::with_capacity(32);
        movegen::legal_moves_from(self, from, &mut moves);
        moves
    }

    /// Each legal move of a `role` to `to`, the others not built.
    pub fn legal_moves_to(&self, role: Role, to: Square, found: impl FnMut(Move)) {
        movegen::legal_moves_to(self, role, to, found);
    }

    /// Moves that obey the man's movement and the move rules but may leave the mover's king
    /// attacked: the moves a player may make while ignoring a check nobody announced (the old
    /// codes let him). Kings are never captured.
    pub fn pseudo_legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        movegen::pseudo_legal(self, &mut moves);
        moves
    }

    /// Plays a move that may leave the mover's own king attacked (a check ignored, as the old
    /// codes allow), keeping the generator choice right for the irregular position it makes.
    pub fn play_ignoring_check(&mut self, m: Move) {
        self.play_unchecked(m);
        self.fast = self.compute_fast();
    }

    /// Men of `attacker` attacking any king of the other colour.
    pub fn attackers_of_kings_by(&self, attacker: Color) -> Bitboard {
        self.attackers_of_kings(!attacker)
    }

    /// The number of legal moves, counted without listing them when the
    /// fast generator applies.
    pub fn count_legal_moves(&self) -> u64 {
        movegen::count_legal(self)
    }

    /// Whether there is any legal move: as `count_legal_moves() > 0`, but it stops looking once
    /// the king is found to have a move.
    pub fn has_legal_move(&self) -> bool {
        movegen::has_legal(self)
    }

    /// The two-square step of the pawn on `from` as its first move, from wherever it stands
    /// (see [`movegen::step_two_from`]); `None` if the squares ahead are not empty or the king
    /// would be left attacked.
    pub fn step_two_from(&self, from: Square) -> Option<Move> {
        movegen::step_two_from(self, from)
    }

    /// Decided by the general generator (pseudo-legal + make/test), so that
    /// it also cross-checks the fast one.
    pub fn is_legal(&self, m: &Move) -> bool {
        movegen::is_legal(self, m)
    }

    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_move()
    }

    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_move()
    }

    /// Plays `m` if it is legal here.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        if self.is_legal(&m) {
            self.play_unchecked(m);
            Ok(())
        } else {
            Err(IllegalMove(m))
        }
    }

    /// The position after `m` (copy-make).
    #[inline(always)]
    pub fn after(&self, m: Move) -> Position {
        let mut child = *self;
        child.play_unchecked(m);
        child
    }

    /// Plays `m`, which must come from [`Position::legal_moves`] (or at
    /// least describe the board correctly); to move men arbitrarily use
    /// [`Position::relocate`]. Never panics, but a move that does not fit
    /// the board leaves it meaningless.
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) {
        let us = self.turn;
        let mut key = self.key ^ zobrist::turn(Color::Black);
        if let Some(ep) = self.ep_square.take() {
            key ^= zobrist::ep(ep);
        }
        self.halfmoves = if m.is_zeroing() {
            0
        } else {
            self.halfmoves.saturating_add(1)
        };
        let mut touched = self.rights_touched(m.from, m.to);
        match m.kind {
            MoveKind::Castle {
                king_to,
                rook_from,
                rook_to,
                ..
            } => {
                let king = Piece::new(us, Role::King);
                let rook = Piece::new(us, Role::Rook);
                self.board.discard(m.from, king);
                key ^= zobrist::piece(king, m.from);
                if let Some(rook_from) = rook_from {
                    self.board.discard(rook_from, rook);
                    key ^= zobrist::piece(rook, rook_from);
                    touched |= RIGHTS_CLEARED[rook_from.index()];
                }
                self.board.set(king_to, king);
                key ^= zobrist::piece(king, king_to);
                if rook_from.is_some() {
                    self.board.set(rook_to, rook);
                    key ^= zobrist::piece(rook, rook_to);
                }
            }
            kind => {
                if let Some(victim) = m.capture {
                    let victim = Piece::new(!us, victim);
                    let sq = if kind == MoveKind::EnPassant {
                        Square::from_coords(m.to.file(), m.from.rank())
                    } else {
                        m.to
                    };
                    self.board.discard(sq, victim);
                    key ^= zobrist::piece(victim, sq);
                }
                let mover = Piece::new(us, m.role);
                self.board.discard(m.from, mover);
                key ^= zobrist::piece(mover, m.from);
                let placed = Piece::new(us, m.promotion.unwrap_or(m.role));
                self.board.set(m.to, placed);
                key ^= zobrist::piece(placed, m.to);
                if kind == MoveKind::DoubleStep {
                    let ep =
                        Square::new_masked((u32::from(m.from.u8()) + u32::from(m.to.u8())) / 2);
                    let capturers = self.board.by_piece(Piece::new(!us, Role::Pawn));
                    if self.rules.en_passant
                        && (attacks::pawn_attacks(us, ep) & capturers).is_nonempty()
                    {
                        self.ep_square = Some(ep);
                        key ^= zobrist::ep(ep);
                    }
                }
            }
        }
        let lost = self.castling_rights & Bitboard(touched);
        if lost.is_nonempty() {
            self.castling_rights ^= lost;
            key ^= zobrist::castling(lost);
        }
        if us == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = !us;
        self.key = key;
        // A legal move from a regular position leaves it regular, except a
        // pawn left unpromoted on the last rank (promotion_optional).
        let unpromoted =
            m.role == Role::Pawn && m.promotion.is_none() && Bitboard::BACK_RANKS.contains(m.to);
        if !self.fast || unpromoted {
            self.fast = self.compute_fast();
        }
    }

    // ---- Arbitrary placement changes for the arbiter (laws.md §6) ----

    /// Moves whatever stands on `from` to `to`, legal or not, capturing
    /// whatever stands there (but never a king). Counts as moving both
    /// squares for castling rights; clears the en passant right; does not
    /// change the side to move or the clocks.
    pub fn relocate(&mut self, from: Square, to: Square) -> Result<Option<Piece>, PutError> {
        let Some(piece) = self.board.piece_at(from) else {
            return Err(PutError::EmptySquare(from));
        };
        if from == to {
            return Ok(None);
        }
        if self.board.kings().contains(to) {
            return Err(PutError::KingCapture(to));
        }
        let touched = self.rights_touched(from, to);
        self.board.discard(from, piece);
        let captured = self.board.put(to, piece);
        self.castling_rights &= !Bitboard(touched);
        self.ep_square = None;
        self.refresh();
        Ok(captured)
    }

    /// Takes a man off the board (e.g. an odds man, or a retraction).
    pub fn remove(&mut self, sq: Square) -> Option<Piece> {
        let removed = self.board.remove(sq);
        self.drop_stale_ep();
        self.refresh();
        removed
    }

    /// Puts a man on `sq`, returning the one it displaced (e.g. a forgotten
    /// man set back mid-game, laws.md §6 item 7).
    pub fn put(&mut self, sq: Square, piece: Piece) -> Option<Piece> {
        let old = self.board.put(sq, piece);
        self.drop_stale_ep();
        self.refresh();
        old
    }

    /// Sets the side to move (e.g. two moves in a row allowed to stand).
    /// An en passant right that makes no sense for the new side is dropped.
    pub fn set_turn(&mut self, turn: Color) {
        self.turn = turn;
        self.drop_stale_ep();
        self.refresh();
    }

    pub fn set_castling_rights(&mut self, rights: Bitboard) -> Result<(), PutError> {
        if let Some(sq) = (rights & !Bitboard::CORNERS).first() {
            return Err(PutError::CastlingRightOffCorner(sq));
        }
        self.castling_rights = rights;
        self.refresh();
        Ok(())
    }

    /// Grants (or clears) an en passant right; it is kept only if a pawn of
    /// the side to move could capture there.
    pub fn set_ep_square(&mut self, ep: Option<Square>) -> Result<(), PutError> {
        if let Some(sq) = ep {
            if sq.rank() != Rank::SIXTH.relative(self.turn) {
                return Err(PutError::EpSquareWrongRank(sq));
            }
        }
        self.ep_square = ep;
        self.drop_stale_ep();
        self.refresh();
        Ok(())
    }

    pub fn set_clocks(&mut self, halfmoves: u32, fullmoves: u32) {
        self.halfmoves = halfmoves;
        self.fullmoves = fullmoves.max(1);
    }

    fn drop_stale_ep(&mut self) {
        let Some(ep) = self.ep_square else { return };
        let us = self.turn;
        let b = &self.board;
        let valid = self.rules.en_passant
            && ep.rank() == Rank::SIXTH.relative(us)
            && !b.occupied().contains(ep)
            && ep
                .offset(if us == Color::White { -8 } else { 8 })
                .and_then(|sq| b.piece_at(sq))
                == Some(Piece::new(!us, Role::Pawn))
            && (attacks::pawn_attacks(!us, ep) & b.by_piece(Piece::new(us, Role::Pawn)))
                .is_nonempty();
        if !valid {
            self.ep_square = None;
        }
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::new(&MoveRules::standard())
    }
}

impl Bitboard {
    fn any_adjacent(self, other: Bitboard) -> bool {
        self.into_iter()
            .any(|sq| (attacks::king_attacks(sq) & other).is_nonempty())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::STARTPOS;

    fn pos(fen: &str) -> Position {
        let setup: Setup = fen.parse().unwrap_or_else(|e| unreachable!("{e}"));
        Position::from_setup(setup, &MoveRules::standard()).unwrap_or_else(|e| unreachable!("{e}"))
    }

    /// A2 under rules that castle with a rook given at odds: a phantom right (no rook on the
    /// corner) outlives a man passing over the corner, but not the king's move, nor an own rook
    /// arriving there; a real rook's right ends when it leaves, however it is moved.
    #[test]
    fn odds_rook_rights_last_until_the_king_or_a_rook_moves() {
        use crate::chess::rules::CastlingRules;
        let rules = MoveRules {
            castling: CastlingRules {
                odds_rook: true,
                ..CastlingRules::STANDARD
            },
            ..MoveRules::standard()
        };
        let at = |fen: &str| {
            let setup: Setup = fen.parse().unwrap_or_else(|e| unreachable!("{e}"));
            Position::from_setup(setup, &rules).unwrap_or_else(|e| unreachable!("{e}"))
        };
        let play = |p: &mut Position, uci: &str| {
            let m = p
                .legal_moves()
                .into_iter()
                .find(|m| m.to_uci().to_string() == uci)
                .unwrap_or_else(|| unreachable!("{uci} in {}", p.fen()));
            p.play_unchecked(m);
            assert_eq!(p.key(), p.compute_key());
        };
        let h1 = Bitboard::from_square(Square::H1);

        let mut p = at("4k3/8/8/8/8/8/6B1/4K3 w K - 0 1");
        play(&mut p, "g2h1");
        play(&mut p, "e8d8");
        assert_eq!(p.castling_rights(), h1, "a bishop on the empty corner");
        play(&mut p, "h1g2");
        assert_eq!(p.castling_rights(), h1, "the bishop gone again");
        play(&mut p, "d8e8");
        play(&mut p, "e1f1");
        assert!(p.castling_rights().is_empty(), "the king moved");

        let mut p = at("4k3/8/8/8/8/8/7R/4K3 w K - 0 1");
        play(&mut p, "h2h1");
        assert!(p.castling_rights().is_empty(), "a rook of the side arrived");

        let mut p = at("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        assert_eq!(p.relocate(Square::H1, Square::H3), Ok(None));
        assert!(
            p.castling_rights().is_empty(),
            "the real rook left, irregularly"
        );
    }

    #[test]
    fn startpos_is_regular() {
        let p = pos(STARTPOS);
        assert!(p.irregularities().is_empty());
        assert!(p.uses_fast_path());
        assert_eq!(p.fen(), STARTPOS);
    }

    #[test]
    fn irregular_positions_are_carried_on() {
        // White king in check with Black to move; kings adjacent; pawn on rank 8;
        // two white kings; no black king after removal.
        let p = pos("P3k3/8/8/8/8/8/3K4/K3r3 b - - 0 1");
        let irr = p.irregularities();
        assert!(irr.contains(&Irregularity::OppositeCheck));
        assert!(irr.contains(&Irregularity::TooManyKings(Color::White)));
        assert!(irr.contains(&Irregularity::PawnOnBackRank(Square::A8)));
        assert!(!p.uses_fast_path());
        assert!(!p.legal_moves().is_empty());
        assert!(
            p.legal_moves()
                .iter()
                .all(|m| m.capture != Some(Role::King))
        );
        let q = pos("8/8/8/3kK3/8/8/8/8 w - - 0 1");
        assert!(q.irregularities().contains(&Irregularity::KingsAdjacent));
        let r = pos("8/8/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(
            r.irregularities(),
            vec![Irregularity::MissingKing(Color::Black)]
        );
    }

    #[test]
    fn nonsense_is_refused_with_kinds() {
        let setup: Setup = "4k3/8/8/8/8/8/8/4K3 w - e3 0 1"
            .parse()
            .unwrap_or_else(|e| unreachable!("{e}"));
        let e = Position::from_setup(setup, &MoveRules::standard()).err();
        assert_eq!(
            e.map(|e| e.kinds),
            Some(vec![PositionErrorKind::EpSquareWrongRank(Square::E3)])
        );
    }

    #[test]
    fn relocation_keeps_key_consistent() {
        let mut p = pos(STARTPOS);
        assert_eq!(p.relocate(Square::E1, Square::E4), Ok(None));
        assert_eq!(p.key(), p.compute_key());
        assert_eq!(p.castling_rights(), Bitboard::CORNERS & !Bitboard(0x81));
        assert_eq!(
            p.relocate(Square::D1, Square::E8),
            Err(PutError::KingCapture(Square::E8))
        );
        assert_eq!(
            p.relocate(Square::D8, Square::E2),
            Ok(Some(Piece::new(Color::White, Role::Pawn)))
        );
        p.set_turn(Color::Black);
        assert_eq!(p.key(), p.compute_key());
        assert!(p.irregularities().contains(&Irregularity::OppositeCheck));
    }
}
