//! Standard algebraic notation.
//!
//! Parsing is in two steps: text → [`SanPlus`] can only fail on syntax
//! ([`ParseSanError`]); [`San::to_move`] can only fail on meaning
//! ([`SanError::Illegal`], [`SanError::Ambiguous`]).
//!
//! Free castling (laws.md §6 item 5) that does not end in the standard
//! placement is written with the placement: `O-O(Kh1Rf1)`. `0-0` is
//! accepted for `O-O`. A pawn staying a pawn on the last rank (optional
//! promotion) is written without `=`.

use std::fmt;
use std::str::FromStr;

use crate::chess::moves::{CastlingSide, Move, MoveKind};
use crate::chess::position::Position;
use crate::chess::square::{Color, File, Rank, Role, Square};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum San {
    Normal {
        role: Role,
        file: Option<File>,
        rank: Option<Rank>,
        capture: bool,
        to: Square,
        promotion: Option<Role>,
    },
    Castle {
        side: CastlingSide,
        /// King and rook destinations, for non-standard free castling only.
        placement: Option<(Square, Square)>,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Suffix {
    Check,
    Checkmate,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SanPlus {
    pub san: San,
    pub suffix: Option<Suffix>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSanError(pub String);

impl fmt::Display for ParseSanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid san `{}`", self.0)
    }
}

impl std::error::Error for ParseSanError {}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SanError {
    Illegal,
    Ambiguous,
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SanError::Illegal => "illegal san",
            SanError::Ambiguous => "ambiguous san",
        })
    }
}

impl std::error::Error for SanError {}

fn parse_castle(s: &str) -> Option<San> {
    let (base, rest) = match s.find('(') {
        Some(i) => (&s[..i], Some(&s[i..])),
        None => (s, None),
    };
    let side = match base {
        "O-O" | "0-0" => CastlingSide::King,
        "O-O-O" | "0-0-0" => CastlingSide::Queen,
        _ => return None,
    };
    let placement = match rest {
        None => None,
        Some(p) => {
            let inner = p.strip_prefix("(K")?.strip_suffix(')')?;
            let king: Square = inner.get(0..2)?.parse().ok()?;
            let rook: Square = inner.get(2..)?.strip_prefix('R')?.parse().ok()?;
            Some((king, rook))
        }
    };
    Some(San::Castle { side, placement })
}

fn parse_normal(s: &str) -> Option<San> {
    // Byte by byte, without a copy: every move of every record read is parsed here (#21).
    let mut b = s.as_bytes();
    let mut promotion = None;
    // Promotion: "=Q" or a trailing piece letter after a square.
    if let [.., last] = b {
        if b"NBRQK".contains(last) && b.len() >= 3 {
            promotion = Some(Role::from_char(char::from(*last))?);
            b = &b[..b.len() - 1];
            if let [rest @ .., b'='] = b {
                b = rest;
            }
        }
    }
    let role = match b {
        [c, rest @ ..] if b"NBRQK".contains(c) => {
            let role = Role::from_char(char::from(*c))?;
            b = rest;
            role
        }
        _ => Role::Pawn,
    };
    let [rest @ .., file_c, rank_c] = b else {
        return None;
    };
    let to = Square::from_coords(
        File::from_char(char::from(*file_c))?,
        Rank::from_char(char::from(*rank_c))?,
    );
    let (rest, capture) = match rest {
        [rest @ .., b'x'] => (rest, true),
        rest => (rest, false),
    };
    let (mut file, mut rank) = (None, None);
    match rest {
        [] => {}
        [c] => {
            if let Some(f) = File::from_char(char::from(*c)) {
                file = Some(f);
            } else {
                rank = Some(Rank::from_char(char::from(*c))?);
            }
        }
        [f, r] => {
            file = Some(File::from_char(char::from(*f))?);
            rank = Some(Rank::from_char(char::from(*r))?);
        }
        _ => return None,
    }
    if role == Role::Pawn {
        // A pawn names its file exactly when it captures.
        if capture != file.is_some() || rank.is_some() {
            return None;
        }
    } else if promotion.is_some() {
        return None;
    }
    Some(San::Normal {
        role,
        file,
        rank,
        capture,
        to,
        promotion,
    })
}

impl FromStr for San {
    type Err = ParseSanError;

    fn from_str(s: &str) -> Result<San, ParseSanError> {
        // Only castling begins with `O` or `0`.
        match s.as_bytes().first() {
            Some(b'O' | b'0') => parse_castle(s),
            _ => parse_normal(s),
        }
        .ok_or_else(|| ParseSanError(s.to_owned()))
    }
}

impl FromStr for SanPlus {
    type Err = ParseSanError;

    fn from_str(s: &str) -> Result<SanPlus, ParseSanError> {
        let (body, suffix) = if let Some(b) = s.strip_suffix('#') {
            (b, Some(Suffix::Checkmate))
        } else if let Some(b) = s.strip_suffix('+') {
            (b, Some(Suffix::Check))
        } else {
            (s, None)
        };
        let san = body.parse().map_err(|_| ParseSanError(s.to_owned()))?;
        Ok(SanPlus { san, suffix })
    }
}

impl San {
    /// The unique legal move this denotes in `pos`. A check suffix is not
    /// verified; a capture mark must match a capture.
    pub fn to_move(&self, pos: &Position) -> Result<Move, SanError> {
        let San::Normal { role, to, .. } = *self else {
            return self.find_in(pos, pos.legal_moves());
        };
        // Only the moves of this kind of man to this square are built.
        let us = pos.turn();
        let (mut found, mut ambiguous) = (None, false);
        pos.legal_moves_to(role, to, |m| {
            if self.matches(&m, us) {
                ambiguous |= found.is_some();
                found = Some(m);
            }
        });
        match found {
            _ if ambiguous => Err(SanError::Ambiguous),
            Some(m) => Ok(m),
            None => Err(SanError::Illegal),
        }
    }

    /// The move among those that obey the man's movement but may leave the mover's king
    /// attacked: how a record written in SAN names a move that ignores a check or exposes the
    /// king, which the old codes judge rather than forbid.
    pub fn to_pseudo_legal_move(&self, pos: &Position) -> Result<Move, SanError> {
        self.find_in(pos, pos.pseudo_legal_moves())
    }

    fn find_in(&self, pos: &Position, moves: Vec<Move>) -> Result<Move, SanError> {
        let us = pos.turn();
        let mut found = None;
        for m in moves {
            if self.matches(&m, us) {
                if found.is_some() {
                    return Err(SanError::Ambiguous);
                }
                found = Some(m);
            }
        }
        found.ok_or(SanError::Illegal)
    }

    fn matches(&self, m: &Move, us: Color) -> bool {
        match (*self, m.kind) {
            (
                San::Castle { side, placement },
                MoveKind::Castle {
                    side: s,
                    king_to,
                    rook_to,
                    ..
                },
            ) => {
                let wanted = placement.unwrap_or((side.king_to(us), side.rook_to(us)));
                side == s && wanted == (king_to, rook_to)
            }
            (San::Castle { .. }, _) | (San::Normal { .. }, MoveKind::Castle { .. }) => false,
            (
                San::Normal {
                    role,
                    file,
                    rank,
                    capture,
                    to,
                    promotion,
                },
                _,
            ) => {
                m.role == role
                    && m.to == to
                    && m.promotion == promotion
                    && file.is_none_or(|f| m.from.file() == f)
                    && rank.is_none_or(|r| m.from.rank() == r)
                    && (!capture || m.is_capture())
            }
        }
    }

    /// SAN for a legal move `m` in `pos`, minimally disambiguated.
    pub fn from_move(pos: &Position, m: &Move) -> San {
        if let MoveKind::Castle {
            side,
            king_to,
            rook_to,
            ..
        } = m.kind
        {
            let us = pos.turn();
            let standard = (side.king_to(us), side.rook_to(us));
            let placement = (standard != (king_to, rook_to)).then_some((king_to, rook_to));
            return San::Castle { side, placement };
        }
        let (mut file, mut rank) = (None, None);
        if m.role == Role::Pawn {
            if m.is_capture() {
                file = Some(m.from.file());
            }
        } else if rival_reaches(pos, m) {
            let rivals: Vec<Move> = pos
                .legal_moves()
                .into_iter()
                .filter(|o| o.role == m.role && o.to == m.to && o.from != m.from && !o.is_castle())
                .collect();
            if !rivals.is_empty() {
                if rivals.iter().all(|o| o.from.file() != m.from.file()) {
                    file = Some(m.from.file());
                } else if rivals.iter().all(|o| o.from.rank() != m.from.rank()) {
                    rank = Some(m.from.rank());
                } else {
                    file = Some(m.from.file());
                    rank = Some(m.from.rank());
                }
            }
        }
        San::Normal {
            role: m.role,
            file,
            rank,
            capture: m.is_capture(),
            to: m.to,
            promotion: m.promotion,
        }
    }
}

/// Whether another man of the mover's kind attacks `m.to`: only then can a rival legal move need
/// disambiguating. A man other than a pawn moves only to squares it attacks, so when none does
/// the legal moves need not be generated (every replayed move writes its SAN: issue #21).
fn rival_reaches(pos: &Position, m: &Move) -> bool {
    use crate::chess::attacks;
    let board = pos.board();
    let occupied = board.occupied();
    let rivals = (board.by_color(pos.turn()) & board.by_role(m.role)).without(m.from);
    rivals.into_iter().any(|sq| {
        match m.role {
            Role::Knight => attacks::knight_attacks(sq),
            Role::Bishop => attacks::bishop_attacks(sq, occupied),
            Role::Rook => attacks::rook_attacks(sq, occupied),
            Role::Queen => attacks::queen_attacks(sq, occupied),
            Role::King => attacks::king_attacks(sq),
            Role::Pawn => return true,
        }
        .contains(m.to)
    })
}

impl SanPlus {
    /// SAN with `+` or `#` as the position after the move warrants.
    pub fn from_move(pos: &Position, m: &Move) -> SanPlus {
        SanPlus::played(pos, m, &pos.after(*m))
    }

    /// As [`SanPlus::from_move`], where the move has been played already from `before` to
    /// `after` (a replay has both, and need not play it twice).
    pub fn played(before: &Position, m: &Move, after: &Position) -> SanPlus {
        SanPlus::played_checking(before, m, after, after.is_check())
    }

    /// As [`SanPlus::played`], where whether the move gives check is known already.
    pub fn played_checking(before: &Position, m: &Move, after: &Position, check: bool) -> SanPlus {
        SanPlus::played_known(before, m, check, check && !after.has_legal_move())
    }

    /// As [`SanPlus::played`], where whether the move gives check, and mate, is known already.
    pub fn played_known(before: &Position, m: &Move, check: bool, mate: bool) -> SanPlus {
        let suffix = match (check, mate) {
            (false, _) => None,
            (true, false) => Some(Suffix::Check),
            (true, true) => Some(Suffix::Checkmate),
        };
        SanPlus {
            san: San::from_move(before, m),
            suffix,
        }
    }
}

/// SAN as bytes, written without `fmt`: every replayed move is written (#21). The longest,
/// `O-O-O(Ka1Rb1)#`, takes 14.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct SanText {
    len: u8,
    bytes: [u8; 16],
}

impl SanText {
    pub const CAPACITY: usize = 15;

    pub fn as_str(&self) -> &str {
        // Only ASCII is ever written.
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or_default()
    }
}

/// Builds a [`SanText`] in one register, a byte at a time: written byte by byte into memory
/// and read back whole, the text stalled the store buffer (perf, #21).
#[derive(Default)]
pub struct SanTextBuilder {
    /// Little-endian: the first character is the lowest byte.
    packed: u128,
    len: u8,
}

impl SanTextBuilder {
    /// Only ASCII is ever pushed; past the capacity (never reached: see above) the text is cut
    /// short rather than a panic.
    pub fn push_char(&mut self, c: char) {
        if usize::from(self.len) < SanText::CAPACITY {
            let b = u8::try_from(c).unwrap_or(b'?');
            self.packed |= u128::from(b) << (8 * u32::from(self.len));
            self.len += 1;
        }
    }

    pub fn push_square(&mut self, sq: Square) {
        self.push_char(sq.file().char());
        self.push_char(sq.rank().char());
    }

    pub fn finish(self) -> SanText {
        SanText {
            len: self.len,
            bytes: self.packed.to_le_bytes(),
        }
    }
}

impl San {
    pub fn text(&self) -> SanText {
        self.built().finish()
    }

    fn built(&self) -> SanTextBuilder {
        let mut t = SanTextBuilder::default();
        match *self {
            San::Castle { side, placement } => {
                let o = match side {
                    CastlingSide::King => "O-O",
                    CastlingSide::Queen => "O-O-O",
                };
                o.chars().for_each(|c| t.push_char(c));
                if let Some((k, r)) = placement {
                    t.push_char('(');
                    t.push_char('K');
                    t.push_square(k);
                    t.push_char('R');
                    t.push_square(r);
                    t.push_char(')');
                }
            }
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => {
                if role != Role::Pawn {
                    t.push_char(role.upper_char());
                }
                if let Some(file) = file {
                    t.push_char(file.char());
                }
                if let Some(rank) = rank {
                    t.push_char(rank.char());
                }
                if capture {
                    t.push_char('x');
                }
                t.push_square(to);
                if let Some(p) = promotion {
                    t.push_char('=');
                    t.push_char(p.upper_char());
                }
            }
        }
        t
    }
}

impl SanPlus {
    pub fn text(&self) -> SanText {
        let mut t = self.san.built();
        match self.suffix {
            Some(Suffix::Check) => t.push_char('+'),
            Some(Suffix::Checkmate) => t.push_char('#'),
            None => {}
        }
        t.finish()
    }
}

impl fmt::Display for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text().as_str())
    }
}

impl fmt::Display for SanPlus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text().as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::rules::MoveRules;

    fn pos(fen: &str) -> Position {
        let setup = fen.parse().unwrap_or_else(|e| unreachable!("{e}"));
        Position::from_setup(setup, &MoveRules::standard()).unwrap_or_else(|e| unreachable!("{e}"))
    }

    fn san(p: &Position, s: &str) -> Result<Move, SanError> {
        s.parse::<SanPlus>()
            .unwrap_or_else(|e| unreachable!("{e}"))
            .san
            .to_move(p)
    }

    #[test]
    fn syntax_errors_are_not_meaning_errors() {
        for bad in [
            "", "e9", "Zf3", "O-O-O-O", "exd", "Nf3++", "e8=", "ed5", "Pe4", "Nf3=Q",
        ] {
            assert!(bad.parse::<SanPlus>().is_err(), "{bad}");
        }
        let p = pos("4k3/8/8/8/8/8/8/R3K2R w K - 0 1");
        assert_eq!(san(&p, "O-O-O"), Err(SanError::Illegal));
        assert!(san(&p, "0-0").is_ok_and(|m| m.is_castle()));
    }

    #[test]
    fn disambiguation_and_suffixes() {
        let p = pos("4k3/8/8/8/8/8/4K3/R6R w - - 0 1");
        assert_eq!(san(&p, "Rd1"), Err(SanError::Ambiguous));
        assert!(san(&p, "Rad1").is_ok());
        let m = san(&p, "Rhd1").unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!(SanPlus::from_move(&p, &m).to_string(), "Rhd1");
        let mate = pos("6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1");
        let m = san(&mate, "Ra8#").unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!(SanPlus::from_move(&mate, &m).to_string(), "Ra8#");
        let promo = pos("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        let m = san(&promo, "axb8=N").unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!(SanPlus::from_move(&promo, &m).to_string(), "axb8=N");
        assert_eq!(san(&promo, "a8"), Err(SanError::Illegal));
        let m = san(&promo, "a8Q").unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!(SanPlus::from_move(&promo, &m).to_string(), "a8=Q");
    }

    #[test]
    fn every_legal_move_round_trips() {
        for fen in [
            crate::chess::fen::STARTPOS,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
        ] {
            let p = pos(fen);
            for m in p.legal_moves() {
                let text = SanPlus::from_move(&p, &m).to_string();
                assert_eq!(san(&p, &text), Ok(m), "{text} in {fen}");
            }
        }
    }
    #[test]
    fn reading_san_builds_only_the_moves_it_names_and_agrees_with_reading_all_of_them() {
        // Every SAN shape of a normal move (each kind of man, each square, each
        // disambiguation, capture mark and promotion), read both ways from positions walked a
        // few plies from crowded and irregular starts (the general generator included).
        let files = [None, Some(File::ALL[0]), Some(File::ALL[3])];
        let mut compared = 0;
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "1k6/8/8/3Q1Q2/8/3Q1Q2/8/1K6 w - - 0 1",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "4k3/8/8/8/8/8/8/RK2K2R w - - 0 1",
            // Pins, checks (single, double, one a pawn can end by promoting), en passant.
            "4k3/8/8/8/1b6/2P5/3N4/4K3 w - - 0 1",
            "4k3/8/8/8/1b6/8/8/4K3 w - - 0 1",
            "4k3/8/8/8/8/5n2/8/r3K3 w - - 0 1",
            "3r3k/4P3/8/8/8/8/8/3K4 w - - 0 1",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 1",
        ] {
            let mut frontier = vec![pos(fen)];
            for _ in 0..2 {
                let mut next = Vec::new();
                for p in &frontier {
                    let all = p.legal_moves();
                    for to in Square::all() {
                        for role in Role::ALL {
                            for &file in &files {
                                for capture in [false, true] {
                                    for promotion in [None, Some(Role::Queen)] {
                                        let s = San::Normal {
                                            role,
                                            file,
                                            rank: None,
                                            capture,
                                            to,
                                            promotion,
                                        };
                                        assert_eq!(
                                            s.to_move(p),
                                            s.find_in(p, all.clone()),
                                            "{s} in {}",
                                            p.fen()
                                        );
                                        compared += 1;
                                    }
                                }
                            }
                        }
                    }
                    for m in p.legal_moves().into_iter().take(20) {
                        next.push(p.after(m));
                    }
                }
                frontier = next;
            }
        }
        assert!(compared > 400_000, "{compared}");
    }

    /// The disambiguation every legal move needs, found the slow obvious way: every legal move
    /// of the same kind to the same square.
    fn rivals_slow(p: &Position, m: &Move) -> (bool, bool) {
        let rivals: Vec<Move> = p
            .legal_moves()
            .into_iter()
            .filter(|o| o.role == m.role && o.to == m.to && o.from != m.from && !o.is_castle())
            .collect();
        if m.role == Role::Pawn || rivals.is_empty() {
            return (false, false);
        }
        if rivals.iter().all(|o| o.from.file() != m.from.file()) {
            (true, false)
        } else if rivals.iter().all(|o| o.from.rank() != m.from.rank()) {
            (false, true)
        } else {
            (true, true)
        }
    }

    #[test]
    fn disambiguation_skips_the_generator_only_where_no_rival_reaches_the_square() {
        // Positions with many same-kind men (promoted queens, knights and rooks in every
        // arrangement), walked a few plies each way.
        let mut checked = 0;
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "1k6/8/8/3Q1Q2/8/3Q1Q2/8/1K6 w - - 0 1",
            "1k6/8/2N1N3/1N3N2/8/1N3N2/2N1N3/1K6 w - - 0 1",
            "R6R/8/8/8/8/8/k7/R5KR w - - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        ] {
            let mut frontier = vec![pos(fen)];
            for _ in 0..3 {
                let mut next = Vec::new();
                for p in &frontier {
                    for m in p.legal_moves() {
                        if let San::Normal { file, rank, .. } = San::from_move(p, &m) {
                            let pawn_capture = m.role == Role::Pawn && m.is_capture();
                            if !pawn_capture {
                                assert_eq!(
                                    (file.is_some(), rank.is_some()),
                                    rivals_slow(p, &m),
                                    "{} {m:?}",
                                    p.fen()
                                );
                            }
                            checked += 1;
                        }
                        if next.len() < 400 {
                            next.push(p.after(m));
                        }
                    }
                }
                frontier = next;
            }
        }
        assert!(checked > 10_000, "{checked}");
    }
}
