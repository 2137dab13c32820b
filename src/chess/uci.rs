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

/// What is wrong with a move written from-to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FromToError {
    /// Not two squares and at most one letter (`e2e4`, `e7e8q`).
    NotAMove,
    /// The letter after the squares names no piece a pawn may be exchanged for: a knight,
    /// bishop, rook or queen, or (physically, as a record may show it) a king.
    NotAPromotion(char),
}

impl fmt::Display for FromToError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FromToError::NotAMove => {
                f.write_str("a move is written from-to, e.g. `e2e4` or `e7e8q`")
            }
            FromToError::NotAPromotion(c) => {
                write!(
                    f,
                    "`{c}` names no piece to exchange a pawn for (n, b, r, q or k)"
                )
            }
        }
    }
}

/// A move written from-to with the piece a pawn is exchanged for (`e2e4`, `e7e8q`): the one
/// reader of the form, shared by UCI, structured records and `[%move]` commands. The letter
/// may be written in either case, as tournament software does. A king is read (a record may
/// show a pawn exchanged for one, which the codes then judge); a pawn is not (no exchange).
pub fn from_to(text: &str) -> Result<(Square, Square, Option<Role>), FromToError> {
    let square = |i: usize| {
        text.get(i..i + 2)
            .and_then(|t| t.parse::<Square>().ok())
            .ok_or(FromToError::NotAMove)
    };
    if !(4..=5).contains(&text.len()) || !text.is_ascii() {
        return Err(FromToError::NotAMove);
    }
    let (from, to) = (square(0)?, square(2)?);
    let promotion = match text[4..].chars().next() {
        None => None,
        Some(c) => match Role::from_char(c) {
            Some(Role::Pawn) => return Err(FromToError::NotAPromotion(c)),
            Some(role) => Some(role),
            None if c.is_ascii_alphabetic() => return Err(FromToError::NotAPromotion(c)),
            None => return Err(FromToError::NotAMove),
        },
    };
    Ok((from, to, promotion))
}

impl FromStr for Uci {
    type Err = ParseUciError;

    fn from_str(s: &str) -> Result<Uci, ParseUciError> {
        let bad = || ParseUciError(s.to_owned());
        // A free castle whose rook goes elsewhere than its own square: `e1h1rf1`.
        let (move_text, rook_to) = match s.get(4..5) {
            Some("r") if s.len() == 7 => {
                (&s[..4], Some(s[5..].parse::<Square>().map_err(|_| bad())?))
            }
            _ => (s, None),
        };
        let (from, to, promotion) = from_to(move_text).map_err(|_| bad())?;
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
        for s in [
            "", "e2", "e2e9", "e7e8p", "e7e8P", "e1h1xf1", "e2e4 ", "e7e8é",
        ] {
            assert!(s.parse::<Uci>().is_err(), "{s}");
        }
        // The letter in capitals, as some software writes it, names the same man.
        assert_eq!(
            "e7e8Q".parse::<Uci>().map(|u| u.to_string()),
            Ok("e7e8q".to_owned())
        );
    }

    #[test]
    fn from_to_says_what_is_wrong() {
        let sq = |t: &str| {
            t.parse::<Square>()
                .unwrap_or_else(|e| unreachable!("{e:?}"))
        };
        assert_eq!(from_to("e2e4"), Ok((sq("e2"), sq("e4"), None)));
        assert_eq!(
            from_to("a7a8N"),
            Ok((sq("a7"), sq("a8"), Some(Role::Knight)))
        );
        assert_eq!(from_to("e7e8k"), Ok((sq("e7"), sq("e8"), Some(Role::King))));
        assert_eq!(from_to("e7e8p"), Err(FromToError::NotAPromotion('p')));
        assert_eq!(from_to("e7e8x"), Err(FromToError::NotAPromotion('x')));
        for text in ["e7e8!", "e7e", "e7e8qq", "i2i4", "e2é4"] {
            assert_eq!(from_to(text), Err(FromToError::NotAMove), "{text}");
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
