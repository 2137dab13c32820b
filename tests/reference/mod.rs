//! A deliberately simple legal move generator: a 64-square mailbox,
//! direction stepping, make the move and look for attacks on the mover's
//! kings. No bitboards, no tables, no pins. It reads only the board and the
//! move rules, and is the oracle for the fast generator.

use tertius::chess::moves::king_home;
use tertius::chess::{CastlingSide, Color, Move, MoveKind, Piece, Position, Role, Square};

type Mailbox = [Option<Piece>; 64];

const ROOK: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

fn sq(f: i32, r: i32) -> Option<Square> {
    if (0..8).contains(&f) && (0..8).contains(&r) {
        Square::new((r * 8 + f) as u8)
    } else {
        None
    }
}

fn fr(s: Square) -> (i32, i32) {
    (i32::from(s.file().index()), i32::from(s.rank().index()))
}

fn mailbox(pos: &Position) -> Mailbox {
    let mut mb = [None; 64];
    for s in Square::all() {
        mb[s.index()] = pos.board().piece_at(s);
    }
    mb
}

/// Is `target` attacked by any man of `by`? Walks outward from the target.
fn attacked(mb: &Mailbox, target: Square, by: Color) -> bool {
    let (f, r) = fr(target);
    let is = |s: Option<Square>, roles: &[Role]| {
        s.and_then(|s| mb[s.index()])
            .is_some_and(|p| p.color == by && roles.contains(&p.role))
    };
    for (dirs, roles) in [
        (ROOK, [Role::Rook, Role::Queen]),
        (BISHOP, [Role::Bishop, Role::Queen]),
    ] {
        for (df, dr) in dirs {
            let (mut x, mut y) = (f + df, r + dr);
            while let Some(s) = sq(x, y) {
                if let Some(p) = mb[s.index()] {
                    if p.color == by && roles.contains(&p.role) {
                        return true;
                    }
                    break;
                }
                x += df;
                y += dr;
            }
        }
    }
    if KNIGHT
        .iter()
        .any(|&(df, dr)| is(sq(f + df, r + dr), &[Role::Knight]))
    {
        return true;
    }
    if KING
        .iter()
        .any(|&(df, dr)| is(sq(f + df, r + dr), &[Role::King]))
    {
        return true;
    }
    // A pawn of `by` attacks diagonally forward, so it stands diagonally behind.
    let back = if by == Color::White { -1 } else { 1 };
    is(sq(f - 1, r + back), &[Role::Pawn]) || is(sq(f + 1, r + back), &[Role::Pawn])
}

fn apply(mb: &Mailbox, m: &Move, us: Color) -> Mailbox {
    let mut after = *mb;
    match m.kind {
        MoveKind::Castle {
            king_to,
            rook_from,
            rook_to,
            ..
        } => {
            after[m.from.index()] = None;
            if let Some(rf) = rook_from {
                after[rf.index()] = None;
                after[rook_to.index()] = Some(Piece::new(us, Role::Rook));
            }
            after[king_to.index()] = Some(Piece::new(us, Role::King));
        }
        MoveKind::EnPassant => {
            let (tf, _) = fr(m.to);
            let (_, r) = fr(m.from);
            if let Some(v) = sq(tf, r) {
                after[v.index()] = None;
            }
            after[m.from.index()] = None;
            after[m.to.index()] = Some(Piece::new(us, Role::Pawn));
        }
        _ => {
            after[m.from.index()] = None;
            after[m.to.index()] = Some(Piece::new(us, m.promotion.unwrap_or(m.role)));
        }
    }
    after
}

pub fn legal_moves(pos: &Position) -> Vec<Move> {
    let mb = mailbox(pos);
    let us = pos.turn();
    let them = !us;
    let rules = pos.rules();
    let mut out = Vec::new();
    let mut add = |from: Square, to: Square, role: Role, kind: MoveKind| {
        let capture = match kind {
            MoveKind::EnPassant => Some(Role::Pawn),
            _ => mb[to.index()].map(|p| p.role),
        };
        out.push(Move {
            from,
            to,
            role,
            capture,
            promotion: None,
            kind,
        });
    };
    for from in Square::all() {
        let Some(piece) = mb[from.index()] else {
            continue;
        };
        if piece.color != us {
            continue;
        }
        let (f, r) = fr(from);
        // A square we may move to: empty, or an enemy man that is not a king.
        let free = |s: Square| match mb[s.index()] {
            None => true,
            Some(p) => p.color == them && p.role != Role::King,
        };
        match piece.role {
            Role::Pawn => {
                let dir = if us == Color::White { 1 } else { -1 };
                let start_rank = if us == Color::White { 1 } else { 6 };
                if let Some(one) = sq(f, r + dir) {
                    if mb[one.index()].is_none() {
                        add(from, one, Role::Pawn, MoveKind::Normal);
                        if r == start_rank {
                            if let Some(two) = sq(f, r + 2 * dir) {
                                if mb[two.index()].is_none() {
                                    add(from, two, Role::Pawn, MoveKind::DoubleStep);
                                }
                            }
                        }
                    }
                }
                for df in [-1, 1] {
                    if let Some(to) = sq(f + df, r + dir) {
                        if mb[to.index()].is_some() && free(to) {
                            add(from, to, Role::Pawn, MoveKind::Normal);
                        }
                        if rules.en_passant
                            && pos.ep_square() == Some(to)
                            && mb[to.index()].is_none()
                        {
                            let victim = sq(f + df, r).and_then(|v| mb[v.index()]);
                            if victim == Some(Piece::new(them, Role::Pawn)) {
                                add(from, to, Role::Pawn, MoveKind::EnPassant);
                            }
                        }
                    }
                }
            }
            Role::Knight | Role::King => {
                let deltas = if piece.role == Role::Knight {
                    KNIGHT
                } else {
                    KING
                };
                for (df, dr) in deltas {
                    if let Some(to) = sq(f + df, r + dr) {
                        if free(to) {
                            add(from, to, piece.role, MoveKind::Normal);
                        }
                    }
                }
            }
            Role::Bishop | Role::Rook | Role::Queen => {
                let mut dirs = Vec::new();
                if piece.role != Role::Bishop {
                    dirs.extend(ROOK);
                }
                if piece.role != Role::Rook {
                    dirs.extend(BISHOP);
                }
                for (df, dr) in dirs {
                    let (mut x, mut y) = (f + df, r + dr);
                    while let Some(to) = sq(x, y) {
                        if free(to) {
                            add(from, to, piece.role, MoveKind::Normal);
                        }
                        if mb[to.index()].is_some() {
                            break;
                        }
                        x += df;
                        y += dr;
                    }
                }
            }
        }
    }

    // Promotions: a pawn move to the last rank becomes one move per choice.
    let last_rank = if us == Color::White { 7 } else { 0 };
    let mut expanded = Vec::new();
    for m in out {
        if m.role == Role::Pawn && fr(m.to).1 == last_rank {
            for role in [
                Role::Queen,
                Role::Rook,
                Role::Bishop,
                Role::Knight,
                Role::King,
            ] {
                if rules.promotion.contains(role) {
                    expanded.push(Move {
                        promotion: Some(role),
                        ..m
                    });
                }
            }
            if rules.promotion_optional {
                expanded.push(m);
            }
        } else {
            expanded.push(m);
        }
    }
    let mut out = expanded;

    if rules.castling.allowed {
        for side in [CastlingSide::King, CastlingSide::Queen] {
            out.extend(castles(pos, &mb, side));
        }
    }

    out.retain(|m| {
        let after = apply(&mb, m, us);
        Square::all()
            .filter(|s| after[s.index()] == Some(Piece::new(us, Role::King)))
            .all(|k| !attacked(&after, k, them))
    });
    out
}

fn castles(pos: &Position, mb: &Mailbox, side: CastlingSide) -> Vec<Move> {
    let c = pos.rules().castling;
    let us = pos.turn();
    let them = !us;
    let home = king_home(us);
    let rank = fr(home).1;
    let corner_file = if side == CastlingSide::King { 7 } else { 0 };
    let Some(corner) = sq(corner_file, rank) else {
        return vec![];
    };
    if mb[home.index()] != Some(Piece::new(us, Role::King)) {
        return vec![];
    }
    let right = pos.castling_rights().contains(corner);
    let rook_there = mb[corner.index()] == Some(Piece::new(us, Role::Rook));
    let rook_from = if rook_there && (right || !c.barred_if_king_or_rook_moved) {
        Some(corner)
    } else if c.odds_rook && right && mb[corner.index()].is_none() {
        None
    } else {
        return vec![];
    };
    if c.barred_in_check && attacked(mb, home, them) {
        return vec![];
    }
    let (lo, hi) = (4.min(corner_file), 4.max(corner_file));
    let inner: Vec<Square> = (lo + 1..hi).filter_map(|f| sq(f, rank)).collect();
    if c.barred_if_men_between && inner.iter().any(|s| mb[s.index()].is_some()) {
        return vec![];
    }
    // Attacks are judged with king and rook lifted off the board.
    let mut lifted = *mb;
    lifted[home.index()] = None;
    lifted[corner.index()] = None;

    let std_king = if side == CastlingSide::King { 6 } else { 2 };
    let std_rook = if side == CastlingSide::King { 5 } else { 3 };
    let mut placements = Vec::new();
    if c.free && rook_from.is_some() {
        for k in lo..=hi {
            for r in lo..=hi {
                let king_beyond = if side == CastlingSide::King {
                    r < k
                } else {
                    r > k
                };
                if king_beyond {
                    placements.push((k, r));
                }
            }
        }
    } else {
        placements.push((std_king, std_rook));
    }
    let mut out = Vec::new();
    for (k, r) in placements {
        let (Some(king_to), Some(rook_to)) = (sq(k, rank), sq(r, rank)) else {
            continue;
        };
        if lifted[king_to.index()].is_some() {
            continue;
        }
        if rook_from.is_some() && lifted[rook_to.index()].is_some() {
            continue;
        }
        let passed: Vec<Square> = (4.min(k) + 1..4.max(k))
            .filter_map(|f| sq(f, rank))
            .collect();
        if c.barred_through_attacked && passed.iter().any(|&s| attacked(&lifted, s, them)) {
            continue;
        }
        if c.barred_into_attacked && attacked(&lifted, king_to, them) {
            continue;
        }
        out.push(Move {
            from: home,
            to: king_to,
            role: Role::King,
            capture: None,
            promotion: None,
            kind: MoveKind::Castle {
                side,
                king_to,
                rook_from,
                rook_to,
            },
        });
    }
    out
}
