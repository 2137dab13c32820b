//! Legal move generation, two ways.
//!
//! * The fast path (regular positions under rules it covers, decided once
//!   per position and cached in `Position::fast`): strictly legal
//!   generation from a check mask and pin lines, no make/test. It reports
//!   moves to a [`Sink`] as target *sets*, so counting at the leaves is a
//!   popcount per man and no `Move` is ever built there.
//! * The general path (irregular positions, unusual castling rules):
//!   pseudo-legal moves, each made on a copy and kept only if no king of
//!   the mover is attacked afterwards.
//!
//! In both, a king is never captured.

use crate::chess::attacks::{
    Magics, Sliders, between, bishop_attacks, bishop_rays, king_attacks, knight_attacks, line,
    pawn_attacks, rook_attacks, rook_rays,
};
use crate::chess::bitboard::Bitboard;
use crate::chess::moves::{CastlingSide, Move, MoveKind, king_home};
use crate::chess::position::Position;
use crate::chess::square::{Color, Piece, Rank, Role, Square};

/// Receives generated moves as sets of targets.
pub(crate) trait Sink {
    /// `role` on `from` may go to each of `targets` (captures included).
    fn piece(&mut self, pos: &Position, role: Role, from: Square, targets: Bitboard);
    /// Pawn moves to each of `targets`, from `to - delta`, not promoting.
    fn pawns(&mut self, pos: &Position, targets: Bitboard, delta: i32, kind: MoveKind);
    /// Pawn moves to each of `targets` on the last rank, from `to - delta`.
    fn promotions(&mut self, pos: &Position, targets: Bitboard, delta: i32);
    /// One fully formed move (castling, en passant).
    fn special(&mut self, m: Move);
    /// Whether the king's own moves are wanted (castling aside). Testing each square the king
    /// might step to is the costliest part of generating a sparse position's moves, and a sink
    /// that keeps only some moves may know that no king move is among them.
    #[inline(always)]
    fn wants_king_moves(&self, _king: Square) -> bool {
        true
    }
    /// Whether moves of `role` other than the king's own steps are wanted (castling counts as
    /// the king's, en passant as a pawn's): a sink after one kind of man (a SAN move read) skips
    /// the others' attack lookups.
    #[inline(always)]
    fn wants(&self, _role: Role) -> bool {
        true
    }
    /// Whether the sink has heard enough: the generator then stops after the king's moves.
    #[inline(always)]
    fn satisfied(&self) -> bool {
        false
    }
}

/// Notes whether any move was generated.
struct Any(bool);

impl Sink for Any {
    #[inline(always)]
    fn piece(&mut self, _: &Position, _: Role, _: Square, targets: Bitboard) {
        self.0 |= targets.is_nonempty();
    }

    #[inline(always)]
    fn pawns(&mut self, _: &Position, targets: Bitboard, _: i32, _: MoveKind) {
        self.0 |= targets.is_nonempty();
    }

    #[inline(always)]
    fn promotions(&mut self, pos: &Position, targets: Bitboard, _: i32) {
        self.0 |= targets.is_nonempty() && pos.rules.promotion_choices() > 0;
    }

    #[inline(always)]
    fn special(&mut self, _: Move) {
        self.0 = true;
    }

    #[inline(always)]
    fn satisfied(&self) -> bool {
        self.0
    }
}

/// Counts without building moves.
pub(crate) struct Counter {
    pub(crate) n: u64,
    promotion_choices: u64,
}

impl Sink for Counter {
    #[inline(always)]
    fn piece(&mut self, _: &Position, _: Role, _: Square, targets: Bitboard) {
        self.n += u64::from(targets.count());
    }

    #[inline(always)]
    fn pawns(&mut self, _: &Position, targets: Bitboard, _: i32, _: MoveKind) {
        self.n += u64::from(targets.count());
    }

    #[inline(always)]
    fn promotions(&mut self, _: &Position, targets: Bitboard, _: i32) {
        self.n += u64::from(targets.count()) * self.promotion_choices;
    }

    #[inline(always)]
    fn special(&mut self, _: Move) {
        self.n += 1;
    }
}

/// Builds each move and hands it to a closure.
pub(crate) struct Builder<F: FnMut(Move)>(pub(crate) F);

#[inline(always)]
fn captured(pos: &Position, to: Square) -> Option<Role> {
    if pos.board.occupied().contains(to) {
        pos.board.role_at(to)
    } else {
        None
    }
}

/// Where a pawn move to `to` by `delta` (the sinks' pawn convention) starts.
#[inline(always)]
pub(crate) fn pawn_from(to: Square, delta: i32) -> Square {
    Square::new_masked((i32::from(to.u8()) - delta) as u32)
}

impl<F: FnMut(Move)> Sink for Builder<F> {
    #[inline(always)]
    fn piece(&mut self, pos: &Position, role: Role, from: Square, targets: Bitboard) {
        for to in targets {
            (self.0)(Move {
                from,
                to,
                role,
                capture: captured(pos, to),
                promotion: None,
                kind: MoveKind::Normal,
            });
        }
    }

    #[inline(always)]
    fn pawns(&mut self, pos: &Position, targets: Bitboard, delta: i32, kind: MoveKind) {
        for to in targets {
            (self.0)(Move {
                from: pawn_from(to, delta),
                to,
                role: Role::Pawn,
                capture: captured(pos, to),
                promotion: None,
                kind,
            });
        }
    }

    fn promotions(&mut self, pos: &Position, targets: Bitboard, delta: i32) {
        for to in targets {
            let base = Move {
                from: pawn_from(to, delta),
                to,
                role: Role::Pawn,
                capture: captured(pos, to),
                promotion: None,
                kind: MoveKind::Normal,
            };
            for role in pos.rules.promotion.without(Role::Pawn).iter() {
                (self.0)(Move {
                    promotion: Some(role),
                    ..base
                });
            }
            if pos.rules.promotion_optional {
                (self.0)(base);
            }
        }
    }

    #[inline(always)]
    fn special(&mut self, m: Move) {
        (self.0)(m);
    }
}

pub(crate) fn legal_moves(pos: &Position, out: &mut Vec<Move>) {
    if pos.fast {
        fast(pos, &mut Builder(|m| out.push(m)), Magics);
    } else {
        general(pos, out);
    }
}

#[inline(always)]
pub(crate) fn count_legal(pos: &Position) -> u64 {
    count_legal_with(pos, Magics)
}

#[inline(always)]
pub(crate) fn count_legal_with<A: Sliders>(pos: &Position, sliders: A) -> u64 {
    if pos.fast {
        let mut counter = Counter {
            n: 0,
            promotion_choices: pos.rules.promotion_choices(),
        };
        fast(pos, &mut counter, sliders);
        counter.n
    } else {
        let mut moves = Vec::new();
        general(pos, &mut moves);
        moves.len() as u64
    }
}

/// The legal moves of the man on `from` (none if no man of the side to move stands there),
/// without building the others'.
pub(crate) fn legal_moves_from(pos: &Position, from: Square, out: &mut Vec<Move>) {
    if pos.fast {
        let inner = Builder(|m| out.push(m));
        fast(pos, &mut OneMan { from, inner }, Magics);
    } else {
        general(pos, out);
        out.retain(|m| m.from == from);
    }
}

/// The legal moves of a `role` to `to`, without building the others': what reading a move
/// written in SAN needs (issue #21: a record's every move is read so). The general path builds
/// them all and keeps those.
pub(crate) fn legal_moves_to(pos: &Position, role: Role, to: Square, found: impl FnMut(Move)) {
    let mut inner = Builder(found);
    if pos.fast {
        // An en passant capture keeps the generator's own tests; every other move is found
        // looking back from its square.
        if role == Role::King {
            fast_king_to(pos, to, &mut ToSquare { role, to, inner });
        } else if role == Role::Pawn && pos.ep_square == Some(to) {
            fast(pos, &mut ToSquare { role, to, inner }, Magics);
        } else {
            fast_to(pos, role, to, &mut inner);
        }
    } else {
        let mut moves = Vec::new();
        general(pos, &mut moves);
        for m in moves {
            if m.role == role && m.to == to {
                inner.special(m);
            }
        }
    }
}

/// [`fast`]'s king moves to one square: its step there, tested alone, and a castling that lands
/// there. A random 300-ply game is a quarter king moves, and building the map of every square
/// the other side attacks for each of them cost a tenth of reading its SAN (issue #21).
fn fast_king_to<F: FnMut(Move)>(pos: &Position, to: Square, out: &mut ToSquare<F>) {
    let b = &pos.board;
    let us = pos.turn;
    let them = !us;
    let ours = b.by_color(us);
    let occ = b.occupied();
    let king = (b.kings() & ours).lsb();
    // Sliders see through the king's own square when it steps away.
    if (king_attacks(king) & !ours).contains(to)
        && b.attackers_to_with(Magics, to, them, occ.without(king))
            .is_empty()
    {
        out.piece(pos, Role::King, king, Bitboard::from_square(to));
    }
    if pos.rules.castling.allowed && b.attackers_to_with(Magics, king, them, occ).is_empty() {
        for side in CastlingSide::ALL {
            if side.king_to(us) == to {
                standard_castle(pos, out, Magics, king, side);
            }
        }
    }
}

/// [`fast`]'s moves of one kind of man (not the king) to one square, en passant aside: the men
/// that could go there are found with one lookup from `to`, and each is tested alone against
/// the check and its pin. Reading a SAN move so costs a few lookups, not the generation of every
/// such man's moves (issue #21: a 300-ply record reads 300 of them).
fn fast_to<F: FnMut(Move)>(pos: &Position, role: Role, to: Square, out: &mut Builder<F>) {
    let b = &pos.board;
    let us = pos.turn;
    let them = !us;
    let ours = b.by_color(us);
    let theirs = b.by_color(them);
    let occ = ours | theirs;
    if ours.contains(to) {
        return;
    }
    let king = (b.kings() & ours).lsb();
    let checkers = b.attackers_to_with(Magics, king, them, occ);
    if checkers.more_than_one() {
        return;
    }
    if let Some(checker) = checkers.first() {
        if !between(king, checker).with(checker).contains(to) {
            return;
        }
    }
    // A man pinned to the king moves only along the pin: one that stays on its line with the
    // king is never exposing it; one that leaves it must have no sniper behind it.
    let may_go = |from: Square| {
        let ray = line(king, from);
        if ray.contains(to) {
            return true;
        }
        let snipers = ((rook_rays(king) & b.rooks_and_queens())
            | (bishop_rays(king) & b.bishops_and_queens()))
            & theirs
            & ray;
        let alone = Bitboard::from_square(from);
        snipers
            .into_iter()
            .all(|sniper| between(king, sniper) & occ != alone)
    };
    let target = Bitboard::from_square(to);
    let mine = b.by_piece(Piece::new(us, role));
    let sources = match role {
        Role::Knight => knight_attacks(to),
        Role::Bishop => bishop_attacks(to, occ),
        Role::Rook => rook_attacks(to, occ),
        Role::Queen => bishop_attacks(to, occ) | rook_attacks(to, occ),
        Role::Pawn => {
            let last = Bitboard::relative_rank(us, Rank::EIGHTH).contains(to);
            let mut step = |from: Square, kind: MoveKind| {
                if may_go(from) {
                    let delta = i32::from(to.u8()) - i32::from(from.u8());
                    if last {
                        out.promotions(pos, target, delta);
                    } else {
                        out.pawns(pos, target, delta, kind);
                    }
                }
            };
            if theirs.contains(to) {
                for from in pawn_attacks(them, to) & mine {
                    step(from, MoveKind::Normal);
                }
            } else if let Some(from) = to.offset(-up(us)) {
                if mine.contains(from) {
                    step(from, MoveKind::Normal);
                } else if !occ.contains(from)
                    && Bitboard::relative_rank(us, Rank::FOURTH).contains(to)
                {
                    if let Some(home) = from.offset(-up(us)) {
                        if mine.contains(home) {
                            step(home, MoveKind::DoubleStep);
                        }
                    }
                }
            }
            return;
        }
        Role::King => return,
    };
    for from in sources & mine {
        if may_go(from) {
            out.piece(pos, role, from, target);
        }
    }
}

/// Passes on the moves of one kind of man to one square only.
struct ToSquare<F: FnMut(Move)> {
    role: Role,
    to: Square,
    inner: Builder<F>,
}

impl<F: FnMut(Move)> ToSquare<F> {
    #[inline(always)]
    fn only(&self, role: Role, targets: Bitboard) -> Bitboard {
        if role == self.role && targets.contains(self.to) {
            Bitboard::from_square(self.to)
        } else {
            Bitboard::EMPTY
        }
    }
}

impl<F: FnMut(Move)> Sink for ToSquare<F> {
    #[inline(always)]
    fn piece(&mut self, pos: &Position, role: Role, from: Square, targets: Bitboard) {
        let mine = self.only(role, targets);
        if mine.is_nonempty() {
            self.inner.piece(pos, role, from, mine);
        }
    }

    #[inline(always)]
    fn pawns(&mut self, pos: &Position, targets: Bitboard, delta: i32, kind: MoveKind) {
        let mine = self.only(Role::Pawn, targets);
        if mine.is_nonempty() {
            self.inner.pawns(pos, mine, delta, kind);
        }
    }

    fn promotions(&mut self, pos: &Position, targets: Bitboard, delta: i32) {
        let mine = self.only(Role::Pawn, targets);
        if mine.is_nonempty() {
            self.inner.promotions(pos, mine, delta);
        }
    }

    fn special(&mut self, m: Move) {
        if m.role == self.role && m.to == self.to {
            self.inner.special(m);
        }
    }

    #[inline(always)]
    fn wants_king_moves(&self, _king: Square) -> bool {
        self.role == Role::King
    }

    #[inline(always)]
    fn wants(&self, role: Role) -> bool {
        self.role == role
    }
}

/// Passes on the moves of one man only.
struct OneMan<F: FnMut(Move)> {
    from: Square,
    inner: Builder<F>,
}

impl<F: FnMut(Move)> OneMan<F> {
    #[inline(always)]
    fn pawn_targets(&self, targets: Bitboard, delta: i32) -> Bitboard {
        let mut mine = Bitboard::EMPTY;
        for to in targets {
            if pawn_from(to, delta) == self.from {
                mine = mine.with(to);
            }
        }
        mine
    }
}

impl<F: FnMut(Move)> Sink for OneMan<F> {
    #[inline(always)]
    fn piece(&mut self, pos: &Position, role: Role, from: Square, targets: Bitboard) {
        if from == self.from {
            self.inner.piece(pos, role, from, targets);
        }
    }

    #[inline(always)]
    fn pawns(&mut self, pos: &Position, targets: Bitboard, delta: i32, kind: MoveKind) {
        let mine = self.pawn_targets(targets, delta);
        self.inner.pawns(pos, mine, delta, kind);
    }

    fn promotions(&mut self, pos: &Position, targets: Bitboard, delta: i32) {
        let mine = self.pawn_targets(targets, delta);
        self.inner.promotions(pos, mine, delta);
    }

    fn special(&mut self, m: Move) {
        if m.from == self.from {
            self.inner.special(m);
        }
    }

    #[inline(always)]
    fn wants_king_moves(&self, king: Square) -> bool {
        king == self.from
    }
}

pub(crate) fn has_legal(pos: &Position) -> bool {
    if pos.fast {
        let mut any = Any(false);
        fast(pos, &mut any, Magics);
        any.0
    } else {
        let mut moves = Vec::new();
        general(pos, &mut moves);
        !moves.is_empty()
    }
}

pub(crate) fn is_legal(pos: &Position, m: &Move) -> bool {
    let mut moves = Vec::new();
    pseudo_legal(pos, &mut moves);
    moves.contains(m) && king_safe_after(pos, *m)
}

// ---------------------------------------------------------------- fast path

/// Pawn single-step delta for `color`.
#[inline(always)]
const fn up(color: Color) -> i32 {
    match color {
        Color::White => 8,
        Color::Black => -8,
    }
}

const NOT_FILE_A: Bitboard = Bitboard(!0x0101_0101_0101_0101);
const NOT_FILE_H: Bitboard = Bitboard(!0x8080_8080_8080_8080);

/// Generates all legal moves of a regular position. Preconditions (the
/// `fast` flag): exactly one king each, the side not to move not in check,
/// no pawns on the back ranks, castling either off or standard, promotion
/// only to N, B, R, Q.
#[inline(always)]
pub(crate) fn fast<S: Sink, A: Sliders>(pos: &Position, sink: &mut S, sl: A) {
    let b = &pos.board;
    let us = pos.turn;
    let them = !us;
    let ours = b.by_color(us);
    let theirs = b.by_color(them);
    let occ = ours | theirs;
    let king = (b.kings() & ours).lsb();
    let checkers = b.attackers_to_with(sl, king, them, occ);

    if sink.wants_king_moves(king) {
        // Sliders see through the king's own square when it steps away.
        let occ_without_king = occ.without(king);
        let candidates = king_attacks(king) & !ours;
        // Each square tested alone costs five attack lookups; one map of everything the other
        // side attacks costs one or two per man. Where he has few men besides pawns (the
        // endgames the mate prover lives in), the map is cheaper. Measured in the commit
        // that added it.
        let king_targets = if candidates.more_than_one() && few_men(theirs & !b.pawns()) {
            candidates & !b.attacked_with(sl, them, occ_without_king)
        } else {
            let mut king_targets = Bitboard::EMPTY;
            for to in candidates {
                if b.attackers_to_with(sl, to, them, occ_without_king)
                    .is_empty()
                {
                    king_targets = king_targets.with(to);
                }
            }
            king_targets
        };
        sink.piece(pos, Role::King, king, king_targets);
    }
    if checkers.more_than_one() || sink.satisfied() {
        return;
    }

    // The enemy king is never attacked here (regular position), so it
    // cannot appear in `target`; no extra mask is needed.
    let target = match checkers.first() {
        Some(checker) => between(king, checker).with(checker),
        None => Bitboard::FULL,
    } & !ours;

    let mut pinned = Bitboard::EMPTY;
    let snipers = ((rook_rays(king) & b.rooks_and_queens())
        | (bishop_rays(king) & b.bishops_and_queens()))
        & theirs;
    for sniper in snipers {
        let blockers = between(king, sniper) & occ;
        if !blockers.more_than_one() {
            pinned |= blockers & ours;
        }
    }

    if sink.wants(Role::Knight) {
        for from in b.knights() & ours & !pinned {
            sink.piece(pos, Role::Knight, from, knight_attacks(from) & target);
        }
    }
    if sink.wants(Role::Bishop) {
        for from in b.bishops() & ours {
            let mut t = sl.bishop(from, occ) & target;
            if pinned.contains(from) {
                t &= line(king, from);
            }
            sink.piece(pos, Role::Bishop, from, t);
        }
    }
    if sink.wants(Role::Rook) {
        for from in b.rooks() & ours {
            let mut t = sl.rook(from, occ) & target;
            if pinned.contains(from) {
                t &= line(king, from);
            }
            sink.piece(pos, Role::Rook, from, t);
        }
    }
    if sink.wants(Role::Queen) {
        for from in b.queens() & ours {
            let mut t = (sl.rook(from, occ) | sl.bishop(from, occ)) & target;
            if pinned.contains(from) {
                t &= line(king, from);
            }
            sink.piece(pos, Role::Queen, from, t);
        }
    }
    if sink.wants(Role::Pawn) {
        fast_pawns(pos, sink, sl, king, target, pinned);
    }

    if checkers.is_empty() && pos.rules.castling.allowed && sink.wants(Role::King) {
        for side in CastlingSide::ALL {
            standard_castle(pos, sink, sl, king, side);
        }
    }
}

/// The pawns' moves in [`fast`], en passant included.
#[inline(always)]
fn fast_pawns<S: Sink, A: Sliders>(
    pos: &Position,
    sink: &mut S,
    sl: A,
    king: Square,
    target: Bitboard,
    pinned: Bitboard,
) {
    let b = &pos.board;
    let us = pos.turn;
    let ours = b.by_color(us);
    let theirs = b.by_color(!us);
    let occ = ours | theirs;
    let pawns = b.pawns() & ours;
    let last = Bitboard::relative_rank(us, Rank::EIGHTH);
    let third = Bitboard::relative_rank(us, Rank::THIRD);
    let empty = !occ;
    let u = up(us);

    // Unpinned pawns, all at once by shifting.
    let free = pawns & !pinned;
    let push = free.forward(us) & empty;
    let double = (push & third).forward(us) & empty & target;
    let push = push & target;
    let (west, east) = match us {
        Color::White => (
            Bitboard((free & NOT_FILE_A).0 << 7),
            Bitboard((free & NOT_FILE_H).0 << 9),
        ),
        Color::Black => (
            Bitboard((free & NOT_FILE_A).0 >> 9),
            Bitboard((free & NOT_FILE_H).0 >> 7),
        ),
    };
    let west = west & theirs & target;
    let east = east & theirs & target;
    sink.pawns(pos, push & !last, u, MoveKind::Normal);
    sink.pawns(pos, double, 2 * u, MoveKind::DoubleStep);
    sink.pawns(pos, west & !last, u - 1, MoveKind::Normal);
    sink.pawns(pos, east & !last, u + 1, MoveKind::Normal);
    if (last & (push | west | east)).is_nonempty() {
        sink.promotions(pos, push & last, u);
        sink.promotions(pos, west & last, u - 1);
        sink.promotions(pos, east & last, u + 1);
    }

    // Pinned pawns one by one: they may only move along the pin line.
    for from in pawns & pinned {
        let pin = line(king, from) & target;
        let one = Bitboard::from_square(from).forward(us) & empty;
        let two = (one & third).forward(us) & empty & pin;
        let steps = one & pin;
        let caps = pawn_attacks(us, from) & theirs & pin;
        for to in steps | caps {
            let delta = i32::from(to.u8()) - i32::from(from.u8());
            let t = Bitboard::from_square(to);
            if last.contains(to) {
                sink.promotions(pos, t, delta);
            } else {
                sink.pawns(pos, t, delta, MoveKind::Normal);
            }
        }
        if two.is_nonempty() {
            sink.pawns(pos, two, 2 * u, MoveKind::DoubleStep);
        }
    }

    if let Some(ep) = pos.ep_square {
        if pos.rules.en_passant {
            en_passant(pos, sink, sl, king, ep);
        }
    }
}

/// At most four.
#[inline(always)]
const fn few_men(men: Bitboard) -> bool {
    let mut x = men.0;
    x &= x.wrapping_sub(1);
    x &= x.wrapping_sub(1);
    x &= x.wrapping_sub(1);
    x &= x.wrapping_sub(1);
    x == 0
}

/// En passant is rare: test each capture by recomputing the attacks on the
/// king with the three changed squares (this also covers the rank pin).
#[inline(never)]
fn en_passant<S: Sink, A: Sliders>(pos: &Position, sink: &mut S, sl: A, king: Square, ep: Square) {
    let b = &pos.board;
    let us = pos.turn;
    let them = !us;
    let Some(victim) = ep.offset(-up(us)) else {
        return;
    };
    let their_pawns = b.by_piece(Piece::new(them, Role::Pawn));
    if !their_pawns.contains(victim) || b.occupied().contains(ep) {
        return;
    }
    for from in pawn_attacks(them, ep) & b.by_piece(Piece::new(us, Role::Pawn)) {
        let occ =
            (b.occupied() ^ Bitboard::from_square(from) ^ Bitboard::from_square(victim)).with(ep);
        let attackers = b.attackers_to_with(sl, king, them, occ).without(victim);
        if attackers.is_empty() {
            sink.special(Move {
                from,
                to: ep,
                role: Role::Pawn,
                capture: Some(Role::Pawn),
                promotion: None,
                kind: MoveKind::EnPassant,
            });
        }
    }
}

/// Standard castling for the fast path (king not in check, checked by caller).
#[inline(always)]
fn standard_castle<S: Sink, A: Sliders>(
    pos: &Position,
    sink: &mut S,
    sl: A,
    king: Square,
    side: CastlingSide,
) {
    let us = pos.turn;
    let corner = side.rook_corner(us);
    let b = &pos.board;
    if !pos.castling_rights.contains(corner)
        || king != king_home(us)
        || !b.by_piece(Piece::new(us, Role::Rook)).contains(corner)
        || (between(king, corner) & b.occupied()).is_nonempty()
    {
        return;
    }
    let king_to = side.king_to(us);
    let occ = b.occupied();
    // The king passes over `between(king, king_to)` and lands on `king_to`.
    for sq in between(king, king_to).with(king_to) {
        if b.attackers_to_with(sl, sq, !us, occ).is_nonempty() {
            return;
        }
    }
    sink.special(Move {
        from: king,
        to: king_to,
        role: Role::King,
        capture: None,
        promotion: None,
        kind: MoveKind::Castle {
            side,
            king_to,
            rook_from: Some(corner),
            rook_to: side.rook_to(us),
        },
    });
}

// ------------------------------------------------------------- general path

/// Pseudo-legal moves for any placement and any rules; only the "king
/// left attacked" test is missing. Kings are never captured.
pub(crate) fn pseudo_legal(pos: &Position, out: &mut Vec<Move>) {
    let b = &pos.board;
    let us = pos.turn;
    let ours = b.by_color(us);
    let theirs = b.by_color(!us);
    let occ = b.occupied();
    let capturable = theirs & !b.kings();
    let last = Bitboard::relative_rank(us, Rank::EIGHTH);
    let second = Bitboard::relative_rank(us, Rank::SECOND);
    let mut sink = Builder(|m| out.push(m));
    for from in ours {
        let Some(role) = b.role_at(from) else {
            continue;
        };
        let targets = match role {
            Role::Pawn => {
                let one = Bitboard::from_square(from).forward(us) & !occ;
                let two = if second.contains(from) {
                    one.forward(us) & !occ
                } else {
                    Bitboard::EMPTY
                };
                for to in one | (pawn_attacks(us, from) & capturable) {
                    let delta = i32::from(to.u8()) - i32::from(from.u8());
                    let t = Bitboard::from_square(to);
                    if last.contains(to) {
                        sink.promotions(pos, t, delta);
                    } else {
                        sink.pawns(pos, t, delta, MoveKind::Normal);
                    }
                }
                sink.pawns(pos, two, 2 * up(us), MoveKind::DoubleStep);
                continue;
            }
            Role::Knight => knight_attacks(from),
            Role::Bishop => bishop_attacks(from, occ),
            Role::Rook => rook_attacks(from, occ),
            Role::Queen => rook_attacks(from, occ) | bishop_attacks(from, occ),
            Role::King => king_attacks(from),
        };
        sink.piece(pos, role, from, targets & !ours & !b.kings());
    }
    if let (Some(ep), true) = (pos.ep_square, pos.rules.en_passant) {
        let victim = ep.offset(-up(us));
        let their_pawns = b.by_piece(Piece::new(!us, Role::Pawn));
        if victim.is_some_and(|v| their_pawns.contains(v)) && !occ.contains(ep) {
            for from in pawn_attacks(!us, ep) & b.by_piece(Piece::new(us, Role::Pawn)) {
                out.push(Move {
                    from,
                    to: ep,
                    role: Role::Pawn,
                    capture: Some(Role::Pawn),
                    promotion: None,
                    kind: MoveKind::EnPassant,
                });
            }
        }
    }
    if pos.rules.castling.allowed {
        for side in CastlingSide::ALL {
            castles(pos, side, out);
        }
    }
}

/// Why the rules forbid castling on one side, for an arbiter who must say which condition an
/// attempt broke. Checked in the order [`castling_bar`] gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastlingBar {
    /// The king is not on its home square: it has moved.
    KingNotHome,
    /// The king or that rook has moved (the right is gone).
    KingOrRookMoved,
    /// No rook stands on the corner (moved, taken, or given at odds), and the rules allow no
    /// castling as if it stood there.
    NoRook,
    /// The rook was given at odds, but another man stands on its corner (A2).
    OddsCornerOccupied,
    /// The king is in check.
    InCheck,
    /// A man stands between king and rook, or on a square king or rook must go to.
    MenBetween,
    /// The king would pass over an attacked square.
    ThroughAttacked,
    /// The king would end on an attacked square.
    IntoAttacked,
    /// Another king of the mover's (a pawn may become one) would stand in check after it.
    OtherKingInCheck,
}

/// What castling on one side would start from, once the conditions on the position as it
/// stands have been met.
struct CastlingFrame {
    home: Square,
    corner: Square,
    rook_from: Option<Square>,
    /// The occupancy with king and rook lifted off: they neither block nor shield.
    lifted: Bitboard,
}

impl CastlingFrame {
    /// The castling that sets king and rook on `king_to` and `rook_to`.
    fn castle(&self, side: CastlingSide, king_to: Square, rook_to: Square) -> Move {
        Move {
            from: self.home,
            to: king_to,
            role: Role::King,
            capture: None,
            promotion: None,
            kind: MoveKind::Castle {
                side,
                king_to,
                rook_from: self.rook_from,
                rook_to,
            },
        }
    }
}

fn castling_frame(pos: &Position, side: CastlingSide) -> Result<CastlingFrame, CastlingBar> {
    let rules = &pos.rules.castling;
    let b = &pos.board;
    let us = pos.turn;
    let home = king_home(us);
    let corner = side.rook_corner(us);
    if !b.by_piece(Piece::new(us, Role::King)).contains(home) {
        return Err(CastlingBar::KingNotHome);
    }
    let has_right = pos.castling_rights.contains(corner);
    let real_rook = b.by_piece(Piece::new(us, Role::Rook)).contains(corner);
    let rook_from = if real_rook {
        if !has_right && rules.barred_if_king_or_rook_moved {
            return Err(CastlingBar::KingOrRookMoved);
        }
        Some(corner)
    } else if !(rules.odds_rook && has_right) {
        return Err(CastlingBar::NoRook);
    } else if b.occupied().contains(corner) {
        // A2: only as if the rook were there; an occupied corner blocks.
        return Err(CastlingBar::OddsCornerOccupied);
    } else {
        None
    };
    let occ = b.occupied();
    if rules.barred_in_check && attacked_by(pos, home, occ) {
        return Err(CastlingBar::InCheck);
    }
    if rules.barred_if_men_between && (between(home, corner) & occ).is_nonempty() {
        return Err(CastlingBar::MenBetween);
    }
    Ok(CastlingFrame {
        home,
        corner,
        rook_from,
        lifted: occ.without(home).without(corner),
    })
}

fn attacked_by(pos: &Position, sq: Square, occ: Bitboard) -> bool {
    pos.board.attackers_to(sq, !pos.turn, occ).is_nonempty()
}

/// Whether king and rook may end on `king_to` and `rook_to`.
fn placement_bar(
    pos: &Position,
    frame: &CastlingFrame,
    king_to: Square,
    rook_to: Square,
) -> Option<CastlingBar> {
    let rules = &pos.rules.castling;
    let lifted = frame.lifted;
    if lifted.contains(king_to) || (frame.rook_from.is_some() && lifted.contains(rook_to)) {
        return Some(CastlingBar::MenBetween);
    }
    if rules.barred_through_attacked
        && between(frame.home, king_to)
            .into_iter()
            .any(|sq| attacked_by(pos, sq, lifted))
    {
        return Some(CastlingBar::ThroughAttacked);
    }
    if rules.barred_into_attacked && attacked_by(pos, king_to, lifted) {
        return Some(CastlingBar::IntoAttacked);
    }
    None
}

/// Why castling on `side` to the standard squares is not allowed in `pos` under its rules, or
/// `None` if it is.
pub fn castling_bar(pos: &Position, side: CastlingSide) -> Option<CastlingBar> {
    let us = pos.turn;
    let frame = match castling_frame(pos, side) {
        Err(bar) => return Some(bar),
        Ok(frame) => frame,
    };
    let (king_to, rook_to) = (side.king_to(us), side.rook_to(us));
    if let Some(bar) = placement_bar(pos, &frame, king_to, rook_to) {
        return Some(bar);
    }
    // Ending in check is barred by the universal rule even where the switch is off, and so is
    // leaving any other king of the mover in check.
    if attacked_by(pos, king_to, frame.lifted) {
        return Some(CastlingBar::IntoAttacked);
    }
    (!king_safe_after(pos, frame.castle(side, king_to, rook_to)))
        .then_some(CastlingBar::OtherKingInCheck)
}

/// Castling under any [`CastlingRules`](crate::chess::rules::CastlingRules).
fn castles(pos: &Position, side: CastlingSide, out: &mut Vec<Move>) {
    let Ok(frame) = castling_frame(pos, side) else {
        return;
    };
    let us = pos.turn;
    let mut placements: Vec<(Square, Square)> = Vec::new();
    match frame.rook_from {
        Some(_) if pos.rules.castling.free => {
            // King beyond the rook, both within [home, corner].
            let span = between(frame.home, frame.corner)
                .with(frame.home)
                .with(frame.corner);
            for k in span {
                for r in span {
                    let king_outside = match side {
                        CastlingSide::King => r < k,
                        CastlingSide::Queen => r > k,
                    };
                    if king_outside {
                        placements.push((k, r));
                    }
                }
            }
        }
        _ => placements.push((side.king_to(us), side.rook_to(us))),
    }

    for (king_to, rook_to) in placements {
        if placement_bar(pos, &frame, king_to, rook_to).is_some() {
            continue;
        }
        out.push(frame.castle(side, king_to, rook_to));
    }
}

/// The two-square step of the side to move's pawn on `from`, wherever it stands, if both
/// squares ahead are empty and the king is safe after it. The board's own generator grants the
/// step from the second rank only; a code that grants it "when first moved" grants it to a pawn
/// that a set-up left elsewhere and that has not moved since, which only the record knows.
pub(crate) fn step_two_from(pos: &Position, from: Square) -> Option<Move> {
    let us = pos.turn;
    if pos.board.piece_at(from) != Some(Piece::new(us, Role::Pawn)) {
        return None;
    }
    let over = from.offset(up(us))?;
    let to = over.offset(up(us))?;
    let occ = pos.board.occupied();
    if occ.contains(over)
        || occ.contains(to)
        || Bitboard::relative_rank(us, Rank::EIGHTH).contains(to)
    {
        return None;
    }
    let m = Move {
        from,
        to,
        role: Role::Pawn,
        capture: None,
        promotion: None,
        kind: MoveKind::DoubleStep,
    };
    king_safe_after(pos, m).then_some(m)
}

/// The universal rule: after the move no king of the mover is attacked.
fn king_safe_after(pos: &Position, m: Move) -> bool {
    let us = pos.turn;
    let mut after = *pos;
    after.play_unchecked(m);
    let b = &after.board;
    let occ = b.occupied();
    (b.kings() & b.by_color(us)).all(|k| b.attackers_to(k, !us, occ).is_empty())
}

fn general(pos: &Position, out: &mut Vec<Move>) {
    pseudo_legal(pos, out);
    out.retain(|&m| king_safe_after(pos, m));
}
