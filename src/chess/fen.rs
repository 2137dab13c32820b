//! Forsyth–Edwards Notation, read strictly: six fields separated by single
//! spaces, each checked on its own, and an error names the field and quotes
//! the offending text.

use std::fmt;
use std::str::FromStr;

use crate::chess::bitboard::Bitboard;
use crate::chess::board::Board;
use crate::chess::setup::Setup;
use crate::chess::square::{Color, File, Piece, Rank, Square};

/// The standard starting position.
pub const STARTPOS: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenField {
    Placement,
    Turn,
    Castling,
    EnPassant,
    Halfmove,
    Fullmove,
    /// Text after the sixth field.
    Trailing,
}

impl FenField {
    const ORDER: [FenField; 6] = [
        FenField::Placement,
        FenField::Turn,
        FenField::Castling,
        FenField::EnPassant,
        FenField::Halfmove,
        FenField::Fullmove,
    ];

    fn name(self) -> &'static str {
        match self {
            FenField::Placement => "placement",
            FenField::Turn => "turn",
            FenField::Castling => "castling",
            FenField::EnPassant => "en passant",
            FenField::Halfmove => "halfmove clock",
            FenField::Fullmove => "fullmove number",
            FenField::Trailing => "trailing",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseFenError {
    pub field: FenField,
    /// The offending field's text (empty if the field is missing).
    pub text: String,
}

impl fmt::Display for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.text.is_empty() {
            write!(f, "invalid fen: missing {} field", self.field.name())
        } else {
            write!(
                f,
                "invalid fen: bad {} field `{}`",
                self.field.name(),
                self.text
            )
        }
    }
}

impl std::error::Error for ParseFenError {}

fn err(field: FenField, text: &str) -> ParseFenError {
    ParseFenError {
        field,
        text: text.to_owned(),
    }
}

fn parse_placement(text: &str) -> Option<Board> {
    let mut board = Board::empty();
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return None;
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = Rank::new(7 - i as u8)?;
        let mut file = 0u8;
        let mut prev_digit = false;
        for c in rank_text.chars() {
            if let Some(d) = c.to_digit(10) {
                // Two adjacent digits ("44") are never canonical.
                if !(1..=8).contains(&d) || prev_digit {
                    return None;
                }
                file += d as u8;
                prev_digit = true;
            } else {
                let piece = Piece::from_char(c)?;
                board.set(Square::from_coords(File::new(file)?, rank), piece);
                file += 1;
                prev_digit = false;
            }
            if file > 8 {
                return None;
            }
        }
        if file != 8 {
            return None;
        }
    }
    Some(board)
}

fn parse_castling(text: &str) -> Option<Bitboard> {
    if text == "-" {
        return Some(Bitboard::EMPTY);
    }
    let mut rights = Bitboard::EMPTY;
    let mut last = None;
    for c in text.chars() {
        // Canonical order KQkq, each at most once.
        let order = "KQkq".find(c)?;
        if last.is_some_and(|l| l >= order) {
            return None;
        }
        last = Some(order);
        rights = rights.with(match c {
            'K' => Square::H1,
            'Q' => Square::A1,
            'k' => Square::H8,
            _ => Square::A8,
        });
    }
    (!rights.is_empty()).then_some(rights)
}

fn parse_number(text: &str) -> Option<u32> {
    let canonical = text.chars().all(|c| c.is_ascii_digit())
        && !text.is_empty()
        && (text == "0" || !text.starts_with('0'));
    if canonical { text.parse().ok() } else { None }
}

impl FromStr for Setup {
    type Err = ParseFenError;

    fn from_str(fen: &str) -> Result<Setup, ParseFenError> {
        let fields: Vec<&str> = fen.split(' ').collect();
        if let Some(extra) = fields.get(6) {
            return Err(err(FenField::Trailing, extra));
        }
        let field = |i: usize| -> Result<&str, ParseFenError> {
            match fields.get(i) {
                Some(t) if !t.is_empty() => Ok(t),
                Some(_) | None => Err(err(FenField::ORDER[i], "")),
            }
        };
        let placement = field(0)?;
        let board =
            parse_placement(placement).ok_or_else(|| err(FenField::Placement, placement))?;
        let turn = match field(1)? {
            "w" => Color::White,
            "b" => Color::Black,
            t => return Err(err(FenField::Turn, t)),
        };
        let castling = field(2)?;
        let castling_rights =
            parse_castling(castling).ok_or_else(|| err(FenField::Castling, castling))?;
        let ep_square = match field(3)? {
            "-" => None,
            t => match t.parse::<Square>() {
                Ok(sq) if sq.rank() == Rank::THIRD || sq.rank() == Rank::SIXTH => Some(sq),
                _ => return Err(err(FenField::EnPassant, t)),
            },
        };
        let half = field(4)?;
        let halfmoves = parse_number(half).ok_or_else(|| err(FenField::Halfmove, half))?;
        let full = field(5)?;
        let fullmoves = parse_number(full)
            .filter(|&n| n >= 1)
            .ok_or_else(|| err(FenField::Fullmove, full))?;
        Ok(Setup {
            board,
            turn,
            castling_rights,
            ep_square,
            halfmoves,
            fullmoves,
        })
    }
}

/// Writes the placement field only.
pub fn placement(board: &Board) -> String {
    let mut s = String::with_capacity(72);
    for rank in (0..8u8).rev() {
        let mut empty = 0;
        for file in 0..8u8 {
            let sq = Square::from_coords(
                File::new(file).unwrap_or(File::A),
                Rank::new(rank).unwrap_or(Rank::FIRST),
            );
            match board.piece_at(sq) {
                Some(p) => {
                    if empty > 0 {
                        s.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    s.push(p.char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            s.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            s.push('/');
        }
    }
    s
}

impl fmt::Display for Setup {
    /// Castling rights off the four corners cannot be written and are dropped.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} ", placement(&self.board), self.turn.char())?;
        let mut any = false;
        for (sq, c) in [
            (Square::H1, 'K'),
            (Square::A1, 'Q'),
            (Square::H8, 'k'),
            (Square::A8, 'q'),
        ] {
            if self.castling_rights.contains(sq) {
                write!(f, "{c}")?;
                any = true;
            }
        }
        if !any {
            f.write_str("-")?;
        }
        match self.ep_square {
            Some(sq) => write!(f, " {sq}")?,
            None => f.write_str(" -")?,
        }
        write!(f, " {} {}", self.halfmoves, self.fullmoves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn startpos_round_trips() {
        let setup: Setup = STARTPOS.parse().unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!(setup, Setup::standard());
        assert_eq!(setup.to_string(), STARTPOS);
    }

    #[test]
    fn errors_name_the_field() {
        let cases = [
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",
                FenField::Placement,
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN",
            ),
            ("8/8/8/8/8/8/8/8 x - - 0 1", FenField::Turn, "x"),
            ("8/8/8/8/8/8/8/8 w KK - 0 1", FenField::Castling, "KK"),
            ("8/8/8/8/8/8/8/8 w - e4 0 1", FenField::EnPassant, "e4"),
            ("8/8/8/8/8/8/8/8 w - - -1 1", FenField::Halfmove, "-1"),
            ("8/8/8/8/8/8/8/8 w - - 0 0", FenField::Fullmove, "0"),
            ("8/8/8/8/8/8/8/8 w - - 0", FenField::Fullmove, ""),
            ("8/8/8/8/8/8/8/8 w - - 0 1 x", FenField::Trailing, "x"),
            (
                "8/8/8/8/8/8/8/44 w - - 0 1",
                FenField::Placement,
                "8/8/8/8/8/8/8/44",
            ),
        ];
        for (fen, field, text) in cases {
            let e = fen.parse::<Setup>().err();
            assert_eq!(
                e,
                Some(ParseFenError {
                    field,
                    text: text.to_owned()
                }),
                "{fen}"
            );
        }
    }

    #[test]
    fn irregular_placements_parse() {
        let fen = "QQQQQQQQ/8/8/8/8/8/8/P6p w - - 0 1";
        let setup: Setup = fen.parse().unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!(setup.board.queens().count(), 8);
        assert_eq!(setup.to_string(), fen);
    }
}
