//! Records written as PGN: standard movetext, with the events PGN has no notation for written
//! as comment commands in the style of `[%clk …]`:
//!
//! | command | event |
//! |---|---|
//! | `[%touch g1]` | the player to move touches the man on g1 (`[%touch g1 black]` names the player) |
//! | `[%adjust e4]` | "j'adoube": the man on e4 is adjusted |
//! | `[%check]` | the player who just moved says "check" |
//! | `[%move f1h3]` | a move as it was made, legal or not (`[%move e7e8q]` promotes) |
//! | `[%fifty]` | notice that the fifty moves will be counted (by the player to move; may name one) |
//! | `[%elect move-king]` | the player to move elects a remedy (may name the player) |
//! | `[%resign]`, `[%draw]` | resignation by the player to move; a draw agreed |
//!
//! Tags: `[Code "london-1847"]` (required), `[GameId "…"]`, `[FEN "…"]`, `[Odds "white rook a1"]`
//! (`pawn [square]`, `pawn-and-moves N`, `knight [square]`, `rook [square]`, `queen`), and
//! `[Option "country=france"]` for a code's options.

use std::collections::BTreeMap;
use std::fmt;

use crate::chess::san::SanPlus;
use crate::chess::{Color, Role, Square};
use crate::law::Catalogue;

use super::canonical::remedy_from_name;
use super::record::{Act, Event, GameRecord, Odds, OddsKind, PreviousGame, SetupSpec};
use super::replay::{ReplayError, Replayer};

/// Why a PGN record could not be read: where, and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnError {
    /// The event the failing token would have become, where it got that far.
    pub event: Option<usize>,
    /// The offending text.
    pub token: String,
    pub reason: String,
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.event {
            Some(i) => write!(f, "pgn event {i} (`{}`): {}", self.token, self.reason),
            None => write!(f, "pgn `{}`: {}", self.token, self.reason),
        }
    }
}

impl std::error::Error for PgnError {}

/// The most of a token an error keeps: enough to find it in the text, never the text itself.
const TOKEN_EXCERPT: usize = 32;

/// The most tags a record may carry, and the longest tag value (a FEN is under 100 bytes).
pub const MAX_TAGS: usize = 64;
pub const MAX_TAG_VALUE: usize = 512;

fn perr(event: Option<usize>, token: &str, reason: impl Into<String>) -> PgnError {
    let mut kept: String = token
        .chars()
        .take(TOKEN_EXCERPT)
        .flat_map(char::escape_debug)
        .collect();
    if token.chars().nth(TOKEN_EXCERPT).is_some() {
        kept.push('…');
    }
    PgnError {
        event,
        token: kept,
        reason: reason.into(),
    }
}

fn from_replay(token: &str, e: ReplayError) -> PgnError {
    PgnError {
        event: e.event,
        token: token.to_owned(),
        reason: e.reason,
    }
}

/// Reads a PGN record. The catalogue supplies the code the `Code` tag names, whose move rules
/// decide how the moves read.
pub fn parse_pgn(text: &str, catalogue: &Catalogue) -> Result<GameRecord, PgnError> {
    let (tags, movetext) = split_tags(text)?;
    let code_id = tags.get("Code").ok_or_else(|| {
        perr(
            None,
            "[Code]",
            "a `Code` tag naming the law code is required",
        )
    })?;
    let code = catalogue.get(code_id).ok_or_else(|| {
        perr(
            None,
            code_id,
            format!(
                "no law code `{code_id}`; known codes: {}",
                catalogue.ids().join(", ")
            ),
        )
    })?;
    let mut options = BTreeMap::new();
    if let Some(opts) = tags.get("Option") {
        for pair in opts.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (k, v) = pair
                .split_once('=')
                .ok_or_else(|| perr(None, pair, "an option is written `name=value`"))?;
            options.insert(k.trim().to_owned(), v.trim().to_owned());
        }
    }
    let setup = match (tags.get("FEN"), tags.get("Odds")) {
        (Some(_), Some(_)) => {
            return Err(perr(
                None,
                "[Odds]",
                "give either `FEN` or `Odds`, not both",
            ));
        }
        (Some(fen), None) => SetupSpec::Fen(fen.clone()),
        (None, Some(odds)) => SetupSpec::Odds(parse_odds(odds)?),
        (None, None) => SetupSpec::Standard,
    };
    let mut record = GameRecord {
        game_id: tags.get("GameId").cloned().unwrap_or_default(),
        code: code.id.clone(),
        options,
        setup,
        board_misoriented: match tags.get("Board").map(String::as_str) {
            None => false,
            Some("misoriented") => true,
            Some(other) => {
                return Err(perr(
                    None,
                    "[Board]",
                    format!("`{other}`: the only value is `misoriented`"),
                ));
            }
        },
        previous_game: match tags.get("PreviousGame") {
            None => None,
            Some(text) => Some(parse_previous_game(text)?),
        },
        events: Vec::new(),
    };
    let mut replayer = Replayer::new(&record, code).map_err(|e| from_replay("[setup]", e))?;

    let mut first_mover = None;
    for token in tokenize(movetext)? {
        let index = record.events.len();
        let event = match token {
            Token::Comment(body) => {
                for command in commands(&body) {
                    let event = command_event(&command, &replayer, index)?;
                    replayer
                        .apply(record.events.len(), &event)
                        .map_err(|e| from_replay(&command, e))?;
                    record.events.push(event);
                }
                continue;
            }
            Token::Word(word) => {
                if is_move_number(&word) || is_result(&word) || word.starts_with('$') {
                    // `1...` before any move: the record shows Black began.
                    if word.ends_with("...")
                        && !record
                            .events
                            .iter()
                            .any(|e| matches!(e.act, Act::Move { .. }))
                    {
                        first_mover = Some(Color::Black);
                    }
                    continue;
                }
                let clean = word.trim_end_matches(['!', '?']);
                let san: SanPlus =
                    clean
                        .parse()
                        .map_err(|e: crate::chess::san::ParseSanError| {
                            perr(Some(index), &word, e.to_string())
                        })?;
                let mut position = *replayer.position();
                if let Some(mover) = first_mover.take() {
                    position.set_turn(mover);
                }
                let position = &position;
                let m = san
                    .san
                    .to_move(position)
                    .or_else(|_| san.san.to_pseudo_legal_move(position))
                    .map_err(|e| perr(Some(index), &word, e.to_string()))?;
                Event {
                    by: position.turn(),
                    act: Act::Move {
                        from: m.from,
                        to: match m.kind {
                            crate::chess::MoveKind::Castle { king_to, .. } => king_to,
                            _ => m.to,
                        },
                        promotion: m.promotion,
                        rook_to: None,
                    },
                }
            }
        };
        replayer
            .apply(index, &event)
            .map_err(|e| from_replay("move", e))?;
        record.events.push(event);
    }
    Ok(record)
}

enum Token {
    Word(String),
    Comment(String),
}

fn split_tags(text: &str) -> Result<(BTreeMap<String, String>, &str), PgnError> {
    let mut tags = BTreeMap::new();
    let mut rest = text.trim_start();
    while rest.starts_with('[') {
        let end = rest.find(']').ok_or_else(|| {
            perr(
                None,
                rest.lines().next().unwrap_or(rest),
                "unterminated tag",
            )
        })?;
        let inner = &rest[1..end];
        let (name, value) = inner
            .split_once(' ')
            .ok_or_else(|| perr(None, inner, "a tag is written [Name \"value\"]"))?;
        let value = value.trim();
        let value = value
            .strip_prefix('"')
            .and_then(|v| v.strip_suffix('"'))
            .ok_or_else(|| perr(None, inner, "a tag's value is quoted"))?;
        if tags.len() >= MAX_TAGS {
            return Err(perr(None, inner, format!("at most {MAX_TAGS} tags")));
        }
        if value.len() > MAX_TAG_VALUE || name.len() > MAX_TAG_VALUE {
            return Err(perr(
                None,
                inner,
                format!("a tag's name and value are at most {MAX_TAG_VALUE} bytes each"),
            ));
        }
        tags.insert(name.to_owned(), value.replace("\\\"", "\""));
        rest = rest[end + 1..].trim_start();
    }
    Ok((tags, rest))
}

fn tokenize(movetext: &str) -> Result<Vec<Token>, PgnError> {
    let mut tokens = Vec::new();
    let mut chars = movetext.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '{' => {
                let end = movetext[i..]
                    .find('}')
                    .ok_or_else(|| perr(None, &movetext[i..], "unterminated comment"))?;
                tokens.push(Token::Comment(movetext[i + 1..i + end].to_owned()));
                while chars.peek().is_some_and(|(j, _)| *j <= i + end) {
                    chars.next();
                }
            }
            '(' => {
                return Err(perr(
                    None,
                    "(",
                    "variations are not part of a game's record",
                ));
            }
            ';' => {
                while chars.peek().is_some_and(|(_, c)| *c != '\n') {
                    chars.next();
                }
            }
            c if c.is_whitespace() => {}
            _ => {
                let mut end = movetext.len();
                while let Some(&(j, d)) = chars.peek() {
                    if d.is_whitespace() || d == '{' || d == '(' {
                        end = j;
                        break;
                    }
                    chars.next();
                }
                tokens.push(Token::Word(movetext[i..end].to_owned()));
            }
        }
    }
    Ok(tokens)
}

fn is_move_number(word: &str) -> bool {
    let digits = word.trim_end_matches('.');
    word.ends_with('.') && !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

fn is_result(word: &str) -> bool {
    matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*")
}

/// The `[%…]` commands in a comment; free text around them is the annotator's and is ignored.
fn commands(body: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = body;
    while let Some(start) = rest.find("[%") {
        let Some(len) = rest[start..].find(']') else {
            break;
        };
        out.push(rest[start + 2..start + len].trim().to_owned());
        rest = &rest[start + len + 1..];
    }
    out
}

fn parse_color(word: &str) -> Option<Color> {
    match word {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

fn parse_square(word: &str, command: &str, index: usize) -> Result<Square, PgnError> {
    word.parse()
        .map_err(|_| perr(Some(index), command, format!("`{word}` is not a square")))
}

fn command_event(command: &str, replayer: &Replayer, index: usize) -> Result<Event, PgnError> {
    let words: Vec<&str> = command.split_whitespace().collect();
    let Some(&name) = words.first() else {
        return Err(perr(
            Some(index),
            command,
            "an empty command: `[%` needs a name",
        ));
    };
    let to_move = replayer.position().turn();
    // An optional trailing colour names the actor.
    let (args, by) = match words.last().and_then(|w| parse_color(w)) {
        Some(c) if words.len() > 1 => (&words[1..words.len() - 1], Some(c)),
        _ => (&words[1..], None),
    };
    let arg = |n: usize| {
        args.get(n)
            .copied()
            .ok_or_else(|| perr(Some(index), command, format!("`%{name}` needs an argument")))
    };
    let act = match name {
        "touch" => Act::Touch(parse_square(arg(0)?, command, index)?),
        "adjust" => Act::Adjust(parse_square(arg(0)?, command, index)?),
        "check" => Act::AnnounceCheck,
        "fifty" => Act::FiftyMoveNotice,
        "resign" => Act::Resign,
        "draw" => Act::AgreeDraw,
        "condition" => Act::AgreeConditionalMate,
        "elect" => Act::Elect(remedy_from_name(arg(0)?).ok_or_else(|| {
            perr(
                Some(index),
                command,
                format!("`{}` is not a remedy", args[0]),
            )
        })?),
        "move" => {
            let uci = arg(0)?;
            if !(4..=5).contains(&uci.len()) || !uci.is_ascii() {
                return Err(perr(
                    Some(index),
                    command,
                    "a move is written from-to, e.g. `f1h3` or `e7e8q`",
                ));
            }
            let from = parse_square(&uci[0..2], command, index)?;
            let to = parse_square(&uci[2..4], command, index)?;
            let promotion = match uci.get(4..5) {
                None => None,
                Some(p) => {
                    Some(p.chars().next().and_then(Role::from_char).ok_or_else(|| {
                        perr(Some(index), command, format!("`{p}` is not a piece"))
                    })?)
                }
            };
            Act::Move {
                from,
                to,
                promotion,
                rook_to: None,
            }
        }
        _ => {
            return Err(perr(
                Some(index),
                command,
                format!("unknown command `%{name}`"),
            ));
        }
    };
    let default_actor = match act {
        Act::AnnounceCheck => replayer.last_mover().unwrap_or(to_move),
        Act::AgreeDraw => to_move,
        _ => to_move,
    };
    Ok(Event {
        by: by.unwrap_or(default_actor),
        act,
    })
}

/// `[PreviousGame "white drawn"]` or `[PreviousGame "black decided"]`: who began the game before
/// this one, and whether it was drawn.
fn parse_previous_game(text: &str) -> Result<PreviousGame, PgnError> {
    let bad = || {
        perr(
            None,
            text,
            "the previous game is written `white drawn` or `black decided`",
        )
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    let began = words.first().and_then(|w| parse_color(w)).ok_or_else(bad)?;
    let drawn = match words.get(1).copied() {
        Some("drawn") => true,
        Some("decided") => false,
        _ => return Err(bad()),
    };
    if words.len() != 2 {
        return Err(bad());
    }
    Ok(PreviousGame { began, drawn })
}

fn parse_odds(text: &str) -> Result<Odds, PgnError> {
    let mut words: Vec<&str> = text.split_whitespace().collect();
    // A trailing `left-on-board`: the giver forgot to take the man off.
    let left_on_board = words.last() == Some(&"left-on-board");
    if left_on_board {
        words.pop();
    }
    let bad = || {
        perr(
            None,
            text,
            "odds are written `white rook a1`, `black pawn-and-moves 2`, `white queen`…",
        )
    };
    let giver = words.first().and_then(|w| parse_color(w)).ok_or_else(bad)?;
    let square = |n: usize| -> Result<Option<Square>, PgnError> {
        match words.get(n) {
            None => Ok(None),
            Some(w) => w.parse().map(Some).map_err(|_| bad()),
        }
    };
    let kind = match words.get(1).copied() {
        Some("pawn") => OddsKind::Pawn(square(2)?),
        Some("pawn-and-moves") => OddsKind::PawnAndMoves(
            words
                .get(2)
                .and_then(|n| n.parse().ok())
                .filter(|n| *n >= 1)
                .ok_or_else(bad)?,
        ),
        Some("knight") => OddsKind::Knight(square(2)?),
        Some("rook") => OddsKind::Rook(square(2)?),
        Some("queen") => OddsKind::Queen,
        _ => return Err(bad()),
    };
    Ok(Odds {
        giver,
        kind,
        left_on_board,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_game_reads_into_move_events() {
        let catalogue = Catalogue::embedded().unwrap();
        let record =
            parse_pgn("[Code \"london-1847\"]\n1. e4 e5 2. Nf3 Nc6 *", &catalogue).unwrap();
        assert_eq!(record.events.len(), 4);
        assert_eq!(record.code, "london-1847");
    }

    #[test]
    fn comment_commands_become_events() {
        let catalogue = Catalogue::embedded().unwrap();
        let record = parse_pgn(
            "[Code \"twenty-laws\"]\n1. e4 {[%touch g8]} e5 {[%move f1h3]} {[%check]}",
            &catalogue,
        )
        .unwrap();
        assert_eq!(record.events.len(), 5);
        assert_eq!(record.events[1].act, Act::Touch(Square::G8));
        assert_eq!(record.events[1].by, Color::Black);
        assert!(matches!(
            record.events[3].act,
            Act::Move {
                from: Square::F1,
                to: Square::H3,
                ..
            }
        ));
        assert_eq!(record.events[4].by, Color::White);
    }

    #[test]
    fn an_illegal_san_move_is_an_error_naming_the_event() {
        let catalogue = Catalogue::embedded().unwrap();
        let e = parse_pgn("[Code \"philidor\"]\n1. e4 e5 2. Ke3", &catalogue).unwrap_err();
        assert_eq!(e.event, Some(2));
        assert_eq!(e.token, "Ke3");
    }

    /// Found by `cargo fuzz run pgn` (crash-6e786221): `{[%]}` sliced an empty word list.
    #[test]
    fn an_empty_comment_command_is_refused_not_a_panic() {
        let codes = Catalogue::embedded().unwrap();
        for text in [
            "[Code \"london-1847\"]\n1. e4 {[%]}",
            "[Code \"london-1847\"]\n1. e4 {[%   ]}",
        ] {
            let err = parse_pgn(text, &codes).unwrap_err();
            assert!(err.reason.contains("empty command"), "{err}");
        }
    }

    #[test]
    fn a_missing_code_tag_is_refused() {
        let catalogue = Catalogue::embedded().unwrap();
        assert!(parse_pgn("1. e4", &catalogue).is_err());
    }
}
