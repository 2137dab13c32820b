//! UCI long algebraic notation: `e2e4`, `e7e8q`.
//!
//! Castling is written as the king's from and to squares (`e1g1`, as UCI
//! does for standard chess). Free castling (laws.md §6 item 5) can place
//! the rook elsewhere than the standard square; such a castle carries a
//! suffix `r` + rook square, e.g. `e1h1rf1` (king e1→h1, rook to f1). A
//! phantom odds-rook castle is written like a standard one (`e1g1`).

use std::fmt;
use std::str::FromStr;

use crate::chess::moves::{Move, MoveKind};
use crate::chess::position::Position;
use crate::chess::square::{Role, Square};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Uci {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
    /// Only for free castles whose rook does not go to its standard square.
    pub rook_to: Option<Square>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseUciError(pub String);

impl fmt::Display for ParseUciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid uci move `{}`", self.0)
    }
}

impl std::error::Error for ParseUciError {}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalUci(pub Uci);

impl fmt::Display for IllegalUci {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal uci move `{}`", self.0)
    }
}

impl std::error::Error for IllegalUci {}

impl FromStr for Uci {
    type Err = ParseUciError;

    fn from_str(s: &str) -> Result<Uci, ParseUciError> {
        let bad = || ParseUciError(s.to_owned());
        let square = |i: usize| s.get(i..i + 2).and_then(|t| t.parse::<Square>().ok());
        let (from, to) = (square(0).ok_or_else(bad)?, square(2).ok_or_else(bad)?);
        let (promotion, rook_to) = match s.len() {
            4 => (None, None),
            5 => {
                let c = s[4..].chars().next().ok_or_else(bad)?;
                match Role::from_char(c) {
                    Some(role) if c.is_ascii_lowercase() && role != Role::Pawn => {
                        (Some(role), None)
                    }
                    _ => return Err(bad()),
                }
            }
            7 if s.get(4..5) == Some("r") => (None, Some(square(5).ok_or_else(bad)?)),
            _ => return Err(bad()),
        };
        Ok(Uci {
            from,
            to,
            promotion,
            rook_to,
        })
    }
}

impl fmt::Display for Uci {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(role) = self.promotion {
            write!(f, "{}", role.char())?;
        }
        if let Some(sq) = self.rook_to {
            write!(f, "r{sq}")?;
        }
        Ok(())
    }
}

impl Uci {
    pub fn from_move(m: &Move) -> Uci {
        let rook_to = match m.kind {
            MoveKind::Castle { side, rook_to, .. } => {
                let us = if m.from.rank().index() == 0 {
                    crate::chess::square::Color::White
                } else {
                    crate::chess::square::Color::Black
                };
                (rook_to != side.rook_to(us)).then_some(rook_to)
            }
            _ => None,
        };
        Uci {
            from: m.from,
            to: m.to,
            promotion: m.promotion,
            rook_to,
        }
    }

    /// The legal move this denotes in `pos`.
    pub fn to_move(&self, pos: &Position) -> Result<Move, IllegalUci> {
        pos.legal_moves()
            .into_iter()
            .find(|m| Uci::from_move(m) == *self)
            .ok_or(IllegalUci(*self))
    }
}

impl Move {
    pub fn to_uci(&self) -> Uci {
        Uci::from_move(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::rules::{CastlingRules, MoveRules};

    fn pos(fen: &str, rules: &MoveRules) -> Position {
        let setup = fen.parse().unwrap_or_else(|e| unreachable!("{e}"));
        Position::from_setup(setup, rules).unwrap_or_else(|e| unreachable!("{e}"))
    }

    #[test]
    fn round_trips() {
        for s in ["e2e4", "e7e8q", "a7b8n", "e1h1rf1"] {
            assert_eq!(s.parse::<Uci>().map(|u| u.to_string()), Ok(s.to_owned()));
        }
        for s in ["", "e2", "e2e9", "e7e8Q", "e7e8p", "e1h1xf1", "e2e4 "] {
            assert!(s.parse::<Uci>().is_err(), "{s}");
        }
    }

    #[test]
    fn castling_conventions() {
        let std = MoveRules::standard();
        let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", &std);
        let m = "e1g1".parse::<Uci>().map(|u| u.to_move(&p));
        assert!(matches!(m, Ok(Ok(m)) if m.is_castle()));
        let free = MoveRules {
            castling: CastlingRules {
                free: true,
                ..CastlingRules::STANDARD
            },
            ..std
        };
        let p = pos("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", &free);
        let castles: Vec<String> = p
            .legal_moves()
            .iter()
            .filter(|m| m.is_castle())
            .map(|m| m.to_uci().to_string())
            .collect();
        assert!(castles.contains(&"e1g1".to_owned()));
        assert!(castles.contains(&"e1h1".to_owned()));
        assert!(castles.contains(&"e1h1re1".to_owned()));
        assert!(castles.contains(&"e1f1re1".to_owned()));
        for c in castles {
            let back = c
                .parse::<Uci>()
                .map(|u| u.to_move(&p).map(|m| m.to_uci().to_string()));
            assert_eq!(back, Ok(Ok(c)));
        }
    }
}
