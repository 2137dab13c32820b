//! Records written as PGN, as the PGN standard's import format has it and as real software
//! exports it, with the events PGN has no notation for written as comment commands in the style
//! of `[%clk …]`:
//!
//! | command | event |
//! |---|---|
//! | `[%touch g1]` | the player to move touches the man on g1 (`[%touch g1 black]` names the player) |
//! | `[%adjust e4]` | "j'adoube": the man on e4 is adjusted |
//! | `[%check]` | the player who just moved says "check" |
//! | `[%move f1h3]` | a move as it was made, legal or not (`[%move e7e8q]` promotes; `[%move e1g1 f1]` castles freely, the rook to f1) |
//! | `[%fifty]` | notice that the fifty moves will be counted (by the player to move; may name one) |
//! | `[%elect move-king]` | the player to move elects a remedy (may name the player) |
//! | `[%resign]`, `[%draw]` | resignation by the player to move; a draw agreed |
//!
//! Any other command (`[%clk 0:03:00]`, `[%eval 0.18]`, `[%cal Gd2d4]`, …) is kept as an
//! [`Annotation`]; variations are read and set aside; NAGs, suffixes, move numbers and free
//! comment text are read and dropped.
//!
//! Tags: `[Code "london-1847"]` (or the code given beside the PGN), `[GameId "…"]`, `[FEN "…"]`
//! with `[SetUp "1"]`, `[Odds "white rook a1"]` (`pawn [square]`, `pawn-and-moves N`,
//! `knight [square]`, `rook [square]`, `queen`), `[BoardOrientation "misoriented"]`,
//! `[PreviousGame "white drawn"]` and `[Option "country=france"]` for a code's options. Every
//! other tag is kept as written; `[Variant]` must name standard chess.

mod games;
mod lex;
mod write;

use std::collections::BTreeMap;
use std::fmt;

use crate::chess::san::SanPlus;
use crate::chess::uci::Uci;
use crate::chess::{Color, Move, Position, Square};
use crate::law::Catalogue;

use super::canonical::remedy_from_name;
use super::game::Game;
use super::record::{Act, Event, GameRecord, Odds, OddsKind, PreviousGame, SetupSpec};
use super::replay::{ReplayError, Replayer};
use games::{Games, RawGame};
use lex::{At, Kind, LexError};
pub use write::{Remark, write_pgn};

/// What kind of fault a PGN error is, for a program to act on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PgnErrorKind {
    /// The text is not PGN.
    Syntax,
    /// A tag of ours has a value it cannot have, or there are too many tags.
    Tag,
    /// A move cannot be read, or the record cannot be replayed from it.
    Move,
    /// PGN, but not a record under these codes: a variant game, a null move, several games
    /// where one record was asked for.
    Unsupported,
    /// Neither a `Code` tag nor a code beside the PGN names the law code.
    CodeMissing,
    /// The `Code` tag names no code this server has.
    CodeUnknown,
    /// The `Code` tag and the code beside the PGN differ.
    CodeConflict,
}

impl PgnErrorKind {
    /// The kind as a stable machine-readable name (google.rpc `ErrorInfo.reason`).
    pub fn name(self) -> &'static str {
        match self {
            PgnErrorKind::Syntax => "PGN_SYNTAX",
            PgnErrorKind::Tag => "PGN_TAG",
            PgnErrorKind::Move => "PGN_MOVE",
            PgnErrorKind::Unsupported => "PGN_UNSUPPORTED",
            PgnErrorKind::CodeMissing => "PGN_CODE_MISSING",
            PgnErrorKind::CodeUnknown => "PGN_CODE_UNKNOWN",
            PgnErrorKind::CodeConflict => "PGN_CODE_CONFLICT",
        }
    }
}

/// Why a PGN game could not be read as a record: which game, where in the text, and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnError {
    pub kind: PgnErrorKind,
    /// The game, 1-based, in file order.
    pub game: usize,
    /// Where the offending token starts: 1-based line, and column in characters.
    pub line: u32,
    pub column: u32,
    /// The event the failing token would have become, where it got that far.
    pub event: Option<usize>,
    /// The offending text, cut short.
    pub token: String,
    pub reason: String,
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "pgn game {}, line {}, column {}",
            self.game, self.line, self.column
        )?;
        if let Some(i) = self.event {
            write!(f, ", event {i}")?;
        }
        write!(f, ": `{}`: {}", self.token, self.reason)
    }
}

impl std::error::Error for PgnError {}

/// A comment command that is not one of ours (`[%clk 0:03:00]`), kept as it was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Annotation {
    /// How many of the record's events came before it.
    pub event: usize,
    /// `clk`, `eval`, `cal`, …
    pub name: String,
    /// Everything after the name.
    pub value: String,
}

/// One game of a PGN text, read as a record and replayed as it was read.
#[derive(Debug, Clone)]
pub struct PgnGame<'c> {
    /// 1-based, in file order.
    pub number: usize,
    /// The line the game starts on.
    pub line: u32,
    /// The record, its code and its replay: a game read from PGN is not replayed again.
    pub game: Game<'c>,
    /// Every tag, in the order written.
    pub tags: Vec<(String, String)>,
    pub annotations: Vec<Annotation>,
    /// The game termination marker (`1-0`, `0-1`, `1/2-1/2`, `*`), where one was written.
    pub result: Option<String>,
}

/// The most of a token an error keeps: enough to find it in the text, never the text itself.
const TOKEN_EXCERPT: usize = 32;

/// The most tags a record may carry, and the longest tag value (a FEN is under 100 bytes).
pub const MAX_TAGS: usize = 64;
pub const MAX_TAG_VALUE: usize = 512;

fn excerpt(token: &str) -> String {
    let mut kept: String = token
        .chars()
        .take(TOKEN_EXCERPT)
        .flat_map(char::escape_debug)
        .collect();
    if token.chars().nth(TOKEN_EXCERPT).is_some() {
        kept.push('…');
    }
    kept
}

/// Errors of one game, which knows its number.
struct Fault {
    game: usize,
}

impl Fault {
    fn at(
        &self,
        kind: PgnErrorKind,
        at: At,
        event: Option<usize>,
        token: &str,
        reason: impl Into<String>,
    ) -> PgnError {
        PgnError {
            kind,
            game: self.game,
            line: at.line,
            column: at.column,
            event,
            token: excerpt(token),
            reason: reason.into(),
        }
    }

    fn lex(&self, e: LexError) -> PgnError {
        self.at(PgnErrorKind::Syntax, e.at, None, &e.token, e.reason)
    }

    fn replay(&self, at: At, token: &str, e: ReplayError) -> PgnError {
        self.at(PgnErrorKind::Move, at, e.event, token, e.reason)
    }
}

/// Reads a PGN text of exactly one game, the law code named by its `Code` tag. See
/// [`parse_pgn_game`].
pub fn parse_pgn(text: &str, catalogue: &Catalogue) -> Result<GameRecord, PgnError> {
    parse_pgn_game(text, catalogue, None).map(|g| g.game.record)
}

/// Reads a PGN text of exactly one game: a record is one game, so a second game is refused
/// rather than ruled on by a guess at which was meant. `code` names the law code where the PGN
/// has no `Code` tag; where both are given they must agree. Reading replays the game, and the
/// replay is kept with it.
pub fn parse_pgn_game<'c>(
    text: &str,
    catalogue: &'c Catalogue,
    code: Option<&str>,
) -> Result<PgnGame<'c>, PgnError> {
    let mut games = Games::new(text);
    let Some(first) = games.next() else {
        return Err(Fault { game: 1 }.at(
            PgnErrorKind::Syntax,
            At::START,
            None,
            "",
            "the PGN holds no game",
        ));
    };
    if let Some(second) = games.next() {
        return Err(Fault {
            game: second.number,
        }
        .at(
            PgnErrorKind::Unsupported,
            second.at,
            None,
            second
                .tags
                .first()
                .or(second.movetext.first())
                .map_or("", |t| t.text),
            "a second game: a record is one game (`tertius review` reads files of many)",
        ));
    }
    read_game(first, catalogue, code)
}

/// Reads every game of a PGN text, each on its own: an error in one game does not stop the
/// next. `code` is as for [`parse_pgn_game`].
pub fn parse_pgn_games<'t, 'c>(
    text: &'t str,
    catalogue: &'c Catalogue,
    code: Option<&'t str>,
) -> impl Iterator<Item = Result<PgnGame<'c>, PgnError>> + use<'t, 'c> {
    Games::new(text).map(move |raw| read_game(raw, catalogue, code))
}

/// The tags of a game by name, each with where it stands.
struct Tags<'t> {
    by_name: BTreeMap<&'t str, (&'t str, At)>,
}

impl<'t> Tags<'t> {
    fn get(&self, name: &str) -> Option<(&'t str, At)> {
        self.by_name.get(name).copied()
    }
}

/// Room made at once for a game's moves: a long game's worth (#21); beyond it the lists grow.
const RESERVED_MOVES: usize = 600;

fn read_game<'c>(
    raw: RawGame<'_>,
    catalogue: &'c Catalogue,
    code: Option<&str>,
) -> Result<PgnGame<'c>, PgnError> {
    let fault = Fault { game: raw.number };
    let mut written = Vec::with_capacity(raw.tags.len());
    let mut by_name = BTreeMap::new();
    for (i, token) in raw.tags.iter().enumerate() {
        let Kind::Tag { name, value } = &token.kind else {
            continue;
        };
        if i >= MAX_TAGS {
            return Err(fault.at(
                PgnErrorKind::Tag,
                token.at,
                None,
                token.text,
                format!("at most {MAX_TAGS} tags"),
            ));
        }
        written.push(((*name).to_owned(), value.clone()));
        by_name.insert(*name, (value.as_str(), token.at));
    }
    let tags = Tags { by_name };
    // A variant's own notation (a crazyhouse drop, `N@f3`) is no PGN of ours: the variant is
    // named first, as the reason.
    standard_chess(&tags, &fault)?;
    if let Some(e) = raw.error {
        return Err(fault.lex(e));
    }
    let code_id = law_code(&tags, code, raw.at, &fault)?;
    let Some(law) = catalogue.get(code_id) else {
        let at = tags.get("Code").map_or(raw.at, |(_, at)| at);
        return Err(fault.at(
            PgnErrorKind::CodeUnknown,
            at,
            None,
            code_id,
            format!(
                "no law code `{}`; known codes: {}",
                excerpt(code_id),
                catalogue.ids().join(", ")
            ),
        ));
    };
    let mut record = GameRecord {
        game_id: tags
            .get("GameId")
            .map(|(v, _)| v.to_owned())
            .unwrap_or_default(),
        code: law.id.clone(),
        options: options(&tags, &fault)?,
        setup: setup(&tags, &fault)?,
        board_misoriented: board_misoriented(&tags, &fault)?,
        previous_game: match tags.get("PreviousGame") {
            None => None,
            Some((text, at)) => Some(
                parse_previous_game(text)
                    .map_err(|reason| fault.at(PgnErrorKind::Tag, at, None, text, reason))?,
            ),
        },
        events: Vec::new(),
    };
    let mut replayer = Replayer::new(&record, law).map_err(|e| {
        let at = tags
            .get("FEN")
            .or(tags.get("Odds"))
            .or(tags.get("Option"))
            .map_or(raw.at, |(_, at)| at);
        fault.replay(at, "[setup]", e)
    })?;
    // A move is one event, and so may be each command in a comment (`[%move e2e4]`): a game's
    // lists are made once. Grown by one past their room, a long game's plies (each with its
    // position) were all copied again (perf, #21). Bounded, so that a text of many tokens that
    // fails early (or is refused for its length) has not claimed their room first.
    let moves = raw
        .movetext
        .iter()
        .map(|t| match t.kind {
            Kind::Word => 1,
            Kind::Comment(body) => body.matches("[%").count(),
            _ => 0,
        })
        .sum::<usize>()
        .min(RESERVED_MOVES);
    record.events.reserve(moves);
    replayer.reserve(moves);
    let mut annotations = Vec::new();
    let mut result = None;
    let mut depth = 0usize;
    let mut opened = Vec::new();
    let mut first_mover = None;
    for token in &raw.movetext {
        let index = record.events.len();
        match token.kind {
            Kind::Open => {
                depth += 1;
                opened.push(token.at);
                continue;
            }
            Kind::Close => {
                if opened.pop().is_none() {
                    return Err(fault.at(
                        PgnErrorKind::Syntax,
                        token.at,
                        None,
                        token.text,
                        "a variation closed that was never opened",
                    ));
                }
                depth -= 1;
                continue;
            }
            // Inside a variation nothing is part of the record.
            _ if depth > 0 => continue,
            Kind::Tag { .. } | Kind::Nag => continue,
            Kind::BlackMoveNumber => {
                // `1...` before any move: the record shows Black began.
                if !record
                    .events
                    .iter()
                    .any(|e| matches!(e.act, Act::Move { .. }))
                {
                    first_mover = Some(Color::Black);
                }
                continue;
            }
            Kind::Result => {
                result = Some(token.text.to_owned());
                continue;
            }
            Kind::Null => {
                return Err(fault.at(
                    PgnErrorKind::Unsupported,
                    token.at,
                    Some(index),
                    token.text,
                    "a null move is an analysis device, not a move: it cannot be part of a record",
                ));
            }
            Kind::Comment(body) => {
                for (offset, command) in commands(body) {
                    let at = token.at.after(&token.text[..offset + 1]);
                    match command_event(command, &replayer, first_mover) {
                        Ok(Some(event)) => {
                            // A move in a comment is the move `1...` announced, as a SAN move
                            // would be: the next move is no longer Black's first.
                            if matches!(event.act, Act::Move { .. }) {
                                first_mover = None;
                            }
                            let i = record.events.len();
                            replayer
                                .apply(i, &event)
                                .map_err(|e| fault.replay(at, command, e))?;
                            record.events.push(event);
                        }
                        Ok(None) => annotations.push(annotation(command, record.events.len())),
                        Err(reason) => {
                            return Err(fault.at(
                                PgnErrorKind::Move,
                                at,
                                Some(record.events.len()),
                                command,
                                reason,
                            ));
                        }
                    }
                }
                continue;
            }
            Kind::Word => {}
        }
        // A game at odds where the giver is Black and has the first move, whose record begins
        // with a move not marked as Black's (`1.`, not `1...`): the record shows White began,
        // and the record decides (a position given by FEN says itself who is to move).
        if first_mover.is_none()
            && matches!(record.setup, SetupSpec::Odds(_))
            && replayer.position().turn() == Color::Black
            && !record
                .events
                .iter()
                .any(|e| matches!(e.act, Act::Move { .. }))
        {
            first_mover = Some(Color::White);
        }
        let (event, legal) =
            san_event(token.text, &replayer, first_mover.take()).map_err(|reason| {
                fault.at(
                    PgnErrorKind::Move,
                    token.at,
                    Some(index),
                    token.text,
                    reason,
                )
            })?;
        match legal {
            Some(m) => replayer.apply_legal(index, &event, m),
            None => replayer.apply(index, &event),
        }
        .map_err(|e| fault.replay(token.at, token.text, e))?;
        record.events.push(event);
    }
    if let Some(at) = opened.first() {
        return Err(fault.at(
            PgnErrorKind::Syntax,
            *at,
            None,
            "(",
            "a variation opened here is never closed",
        ));
    }
    Ok(PgnGame {
        number: raw.number,
        line: raw.at.line,
        game: Game::replayed(record, law, replayer.finish()),
        tags: written,
        annotations,
        result,
    })
}

/// A move of the movetext: SAN, or failing that the UCI coordinates some engines' tournament
/// managers write (`g1f3`, `e7e8q`, castling as `e1g1`), which only a legal move may use.
/// The event, and the move itself where it is one of the board's legal moves (so the replayer
/// need not look for it again).
fn san_event(
    word: &str,
    replayer: &Replayer,
    mover: Option<Color>,
) -> Result<(Event, Option<Move>), String> {
    // A copy only where the record has a side move out of turn.
    let turned;
    let position = match mover {
        Some(mover) if mover != replayer.position().turn() => {
            let mut p = *replayer.position();
            p.set_turn(mover);
            turned = p;
            &turned
        }
        _ => replayer.position(),
    };
    let (m, legal) = match word.parse::<SanPlus>() {
        Ok(san) => match san.san.to_move(position) {
            Ok(m) => (m, true),
            Err(_) => (
                san.san
                    .to_pseudo_legal_move(position)
                    .map_err(|e| e.to_string())?,
                false,
            ),
        },
        Err(e) => (uci_move(word, position).ok_or_else(|| e.to_string())?, true),
    };
    let event = Event {
        by: position.turn(),
        act: Act::of_move(&m),
    };
    // A castling is looked for again by the replayer: under free castling several share the
    // king's square, and the record (the king's move) names no placement.
    Ok((event, (legal && !m.is_castle()).then_some(m)))
}

fn uci_move(word: &str, position: &Position) -> Option<Move> {
    let uci: Uci = word.parse().ok()?;
    let wanted = Act::Move {
        from: uci.from,
        to: uci.to,
        promotion: uci.promotion,
        rook_to: None,
    };
    position
        .legal_moves()
        .into_iter()
        .find(|m| Act::of_move(m) == wanted)
}

/// Values of `[Variant]` that name standard chess, as exporters write them (lichess writes
/// `Standard` and `From Position`).
const STANDARD_VARIANTS: &[&str] = &["", "standard", "chess", "normal", "from position"];

fn standard_chess(tags: &Tags<'_>, fault: &Fault) -> Result<(), PgnError> {
    if let Some((variant, at)) = tags.get("Variant") {
        if !STANDARD_VARIANTS.contains(&variant.trim().to_lowercase().as_str()) {
            return Err(fault.at(
                PgnErrorKind::Unsupported,
                at,
                None,
                variant,
                format!(
                    "a `{}` game cannot be a record: the codes are laws of standard chess",
                    excerpt(variant)
                ),
            ));
        }
    }
    Ok(())
}

fn law_code<'t>(
    tags: &Tags<'t>,
    beside: Option<&'t str>,
    start: At,
    fault: &Fault,
) -> Result<&'t str, PgnError> {
    let beside = beside.filter(|c| !c.is_empty());
    match (tags.get("Code"), beside) {
        (Some((tag, at)), Some(beside)) if tag != beside => Err(fault.at(
            PgnErrorKind::CodeConflict,
            at,
            None,
            tag,
            format!(
                "the `Code` tag names `{}` but the code given beside the PGN is `{}`",
                excerpt(tag),
                excerpt(beside)
            ),
        )),
        (Some((tag, _)), _) => Ok(tag),
        (None, Some(beside)) => Ok(beside),
        (None, None) => Err(fault.at(
            PgnErrorKind::CodeMissing,
            start,
            None,
            "[Code]",
            "the law code is required: a `Code` tag, or the code given beside the PGN",
        )),
    }
}

fn options(tags: &Tags<'_>, fault: &Fault) -> Result<BTreeMap<String, String>, PgnError> {
    let mut options = BTreeMap::new();
    if let Some((opts, at)) = tags.get("Option") {
        for pair in opts.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (k, v) = pair.split_once('=').ok_or_else(|| {
                fault.at(
                    PgnErrorKind::Tag,
                    at,
                    None,
                    pair,
                    "an option is written `name=value`",
                )
            })?;
            options.insert(k.trim().to_owned(), v.trim().to_owned());
        }
    }
    Ok(options)
}

/// `[FEN]` with `[SetUp "1"]` as the standard has it; a `FEN` without `SetUp` is read too, as
/// many exporters write it.
fn setup(tags: &Tags<'_>, fault: &Fault) -> Result<SetupSpec, PgnError> {
    let tag_error = |at: At, token: &str, reason: &str| {
        fault.at(PgnErrorKind::Tag, at, None, token, reason.to_owned())
    };
    match (tags.get("SetUp"), tags.get("FEN")) {
        (Some(("0", at)), Some(_)) => {
            return Err(tag_error(
                at,
                "[SetUp \"0\"]",
                "`SetUp \"0\"` says the game began from the standard array, but a `FEN` tag is given",
            ));
        }
        (Some(("1", at)), None) => {
            return Err(tag_error(
                at,
                "[SetUp \"1\"]",
                "`SetUp \"1\"` needs the `FEN` tag of the position the game began from",
            ));
        }
        (Some((value, at)), _) if value != "0" && value != "1" => {
            return Err(tag_error(at, value, "`SetUp` is \"0\" or \"1\""));
        }
        _ => {}
    }
    Ok(match (tags.get("FEN"), tags.get("Odds")) {
        (Some(_), Some((_, at))) => {
            return Err(tag_error(
                at,
                "[Odds]",
                "give either `FEN` or `Odds`, not both",
            ));
        }
        (Some((fen, _)), None) => SetupSpec::Fen(fen.to_owned()),
        (None, Some((odds, at))) => {
            SetupSpec::Odds(parse_odds(odds).map_err(|reason| tag_error(at, odds, &reason))?)
        }
        (None, None) => SetupSpec::Standard,
    })
}

/// Ours is `BoardOrientation`; the standard's `Board` is a team match's board number and is
/// kept as an ordinary tag. `[Board "misoriented"]`, our old spelling, is refused rather than
/// read as a board number, so a record written for it does not silently lose the fact.
fn board_misoriented(tags: &Tags<'_>, fault: &Fault) -> Result<bool, PgnError> {
    if let Some(("misoriented", at)) = tags.get("Board") {
        return Err(fault.at(
            PgnErrorKind::Tag,
            at,
            None,
            "[Board \"misoriented\"]",
            "`Board` is the standard's board number; write `[BoardOrientation \"misoriented\"]`",
        ));
    }
    match tags.get("BoardOrientation") {
        None | Some(("correct", _)) => Ok(false),
        Some(("misoriented", _)) => Ok(true),
        Some((other, at)) => Err(fault.at(
            PgnErrorKind::Tag,
            at,
            None,
            other,
            "`BoardOrientation` is `misoriented` or `correct`",
        )),
    }
}

/// The `[%…]` commands in a comment, each with its byte offset in the comment; free text around
/// them is the annotator's and is ignored.
fn commands(body: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(start) = body[from..].find("[%").map(|s| from + s) {
        let Some(len) = body[start..].find(']') else {
            break;
        };
        out.push((start, body[start + 2..start + len].trim()));
        from = start + len + 1;
    }
    out
}

fn annotation(command: &str, event: usize) -> Annotation {
    let (name, value) = command
        .split_once(char::is_whitespace)
        .unwrap_or((command, ""));
    Annotation {
        event,
        name: name.to_owned(),
        value: value.trim().to_owned(),
    }
}

fn parse_color(word: &str) -> Option<Color> {
    match word {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

fn parse_square(word: &str) -> Result<Square, String> {
    word.parse()
        .map_err(|_| format!("`{}` is not a square", excerpt(word)))
}

/// The event one of our commands records, or `None` for a command that is not ours. `mover`:
/// the side a preceding `1...` says makes the next move, where the record shows Black began.
fn command_event(
    command: &str,
    replayer: &Replayer,
    mover: Option<Color>,
) -> Result<Option<Event>, String> {
    let words: Vec<&str> = command.split_whitespace().collect();
    let Some(&name) = words.first() else {
        return Ok(None);
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
            .ok_or_else(|| format!("`%{name}` needs an argument"))
    };
    let act = match name {
        "touch" => Act::Touch(parse_square(arg(0)?)?),
        "adjust" => Act::Adjust(parse_square(arg(0)?)?),
        "check" => Act::AnnounceCheck,
        "fifty" => Act::FiftyMoveNotice,
        "resign" => Act::Resign,
        // Scid and ChessBase draw arrows and squares with `[%draw arrow,e2,e4,green]`: a
        // `%draw` with arguments is theirs, not a draw agreed.
        "draw" if args.is_empty() => Act::AgreeDraw,
        "condition" => Act::AgreeConditionalMate,
        "elect" => Act::Elect(
            remedy_from_name(arg(0)?)
                .ok_or_else(|| format!("`{}` is not a remedy", excerpt(args[0])))?,
        ),
        "move" => {
            let (from, to, promotion) =
                crate::chess::uci::from_to(arg(0)?).map_err(|e| e.to_string())?;
            // Free castling names where the rook went: `[%move e1g1 f1]`.
            let rook_to = match args.get(1) {
                None => None,
                Some(square) => Some(parse_square(square)?),
            };
            if args.len() > 2 {
                return Err("a move is written `from-to [rook square] [colour]`".to_owned());
            }
            Act::Move {
                from,
                to,
                promotion,
                rook_to,
            }
        }
        _ => return Ok(None),
    };
    let default_actor = match act {
        Act::AnnounceCheck => replayer.last_mover().unwrap_or(to_move),
        Act::Move { .. } => mover.unwrap_or(to_move),
        _ => to_move,
    };
    Ok(Some(Event {
        by: by.unwrap_or(default_actor),
        act,
    }))
}

/// `[PreviousGame "white drawn"]` or `[PreviousGame "black decided"]`: who began the game before
/// this one, and whether it was drawn.
fn parse_previous_game(text: &str) -> Result<PreviousGame, String> {
    let bad = || "the previous game is written `white drawn` or `black decided`".to_owned();
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

fn parse_odds(text: &str) -> Result<Odds, String> {
    let mut words: Vec<&str> = text.split_whitespace().collect();
    // A trailing `left-on-board`: the giver forgot to take the man off.
    let left_on_board = words.last() == Some(&"left-on-board");
    if left_on_board {
        words.pop();
    }
    let bad =
        || "odds are written `white rook a1`, `black pawn-and-moves 2`, `white queen`…".to_owned();
    let giver = words.first().and_then(|w| parse_color(w)).ok_or_else(bad)?;
    let square = |n: usize| -> Result<Option<Square>, String> {
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

    /// The embedded codes, loaded once: a game read borrows its code from them.
    fn codes() -> &'static Catalogue {
        static CODES: std::sync::LazyLock<Catalogue> =
            std::sync::LazyLock::new(|| Catalogue::embedded().unwrap());
        &CODES
    }

    fn game(text: &str) -> Result<PgnGame<'static>, PgnError> {
        parse_pgn_game(text, codes(), None)
    }

    #[test]
    fn a_plain_game_reads_into_move_events() {
        let record = parse_pgn("[Code \"london-1847\"]\n1. e4 e5 2. Nf3 Nc6 *", codes()).unwrap();
        assert_eq!(record.events.len(), 4);
        assert_eq!(record.code, "london-1847");
    }

    #[test]
    fn comment_commands_become_events() {
        let record = parse_pgn(
            "[Code \"twenty-laws\"]\n1. e4 {[%touch g8]} e5 {[%move f1h3]} {[%check]}",
            codes(),
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
    fn an_illegal_san_move_is_an_error_naming_the_game_line_column_and_event() {
        let e = game("[Code \"philidor\"]\n1. e4 e5\n2. Ke3").unwrap_err();
        assert_eq!(e.kind, PgnErrorKind::Move);
        assert_eq!((e.game, e.line, e.column), (1, 3, 4));
        assert_eq!(e.event, Some(2));
        assert_eq!(e.token, "Ke3");
        assert!(
            e.to_string()
                .starts_with("pgn game 1, line 3, column 4, event 2: `Ke3`:"),
            "{e}"
        );
    }

    /// Found by `cargo fuzz run pgn` (crash-6e786221): `{[%]}` sliced an empty word list. An empty
    /// command is nobody's command: kept as an annotation like any other, never a panic.
    #[test]
    fn an_empty_comment_command_is_kept_not_a_panic() {
        for text in [
            "[Code \"london-1847\"]\n1. e4 {[%]}",
            "[Code \"london-1847\"]\n1. e4 {[%   ]}",
        ] {
            let g = game(text).unwrap();
            assert_eq!(g.game.record.events.len(), 1);
            assert_eq!(g.annotations.len(), 1);
            assert_eq!(g.annotations[0].name, "");
        }
    }

    #[test]
    fn the_code_comes_from_the_tag_or_from_beside_and_they_must_agree() {
        let e = game("1. e4").unwrap_err();
        assert_eq!(e.kind, PgnErrorKind::CodeMissing);
        let g = parse_pgn_game("1. e4 e5", codes(), Some("philidor")).unwrap();
        assert_eq!(g.game.record.code, "philidor");
        let same = parse_pgn_game("[Code \"philidor\"]\n1. e4", codes(), Some("philidor"));
        assert!(same.is_ok());
        let e = parse_pgn_game("\n[Code \"philidor\"]\n1. e4", codes(), Some("london-1847"))
            .unwrap_err();
        assert_eq!(e.kind, PgnErrorKind::CodeConflict);
        assert_eq!((e.line, e.column), (2, 1));
        let e = game("[Code \"fide-2023\"]\n1. e4").unwrap_err();
        assert_eq!(e.kind, PgnErrorKind::CodeUnknown);
    }

    #[test]
    fn at_odds_given_by_black_the_move_numbers_say_who_began() {
        let first = |movetext: &str| {
            let text = format!("[Code \"boys-own-1829\"]\n[Odds \"black knight b8\"]\n{movetext}");
            game(&text).unwrap().game.record.events[0].by
        };
        // The giver has the first move and `1...` marks it as Black's.
        assert_eq!(first("1... e5 2. e4"), Color::Black);
        // A record that begins `1.` shows the receiver began: the record decides.
        assert_eq!(first("1. e4 e5"), Color::White);
    }

    #[test]
    fn comment_commands_of_other_software_are_kept_as_annotations() {
        let g = game(
            "[Code \"london-1847\"]\n1. e4 { [%eval 0.18] [%clk 0:03:00] } 1... e5 \
         { [%clk 0:02:59] [%emt 0:00:01] } 2. Nf3 {[%cal Gd2d4,Rf1c4][%csl Rd5] a plan} \
         {[%draw arrow,e2,e4,green]} {[%mystery x y]} *",
        )
        .unwrap();
        assert_eq!(g.game.record.events.len(), 3);
        let kept: Vec<(usize, &str, &str)> = g
            .annotations
            .iter()
            .map(|a| (a.event, a.name.as_str(), a.value.as_str()))
            .collect();
        assert_eq!(
            kept,
            [
                (1, "eval", "0.18"),
                (1, "clk", "0:03:00"),
                (2, "clk", "0:02:59"),
                (2, "emt", "0:00:01"),
                (3, "cal", "Gd2d4,Rf1c4"),
                (3, "csl", "Rd5"),
                (3, "draw", "arrow,e2,e4,green"),
                (3, "mystery", "x y"),
            ]
        );
        assert_eq!(g.result.as_deref(), Some("*"));
    }

    #[test]
    fn a_move_written_as_a_command_after_a_black_move_number_is_blacks_and_white_answers() {
        // Black to move in the set-up: his rook moves like a bishop, and White replies.
        let g = game(
            "[Code \"philidor\"]\n[FEN \"r6k/8/4Q3/8/8/7K/8/8 b - - 0 1\"]\n\
             1... {[%move a8b7]} 2. Qd6 *",
        )
        .unwrap();
        let by: Vec<Color> = g.game.record.events.iter().map(|e| e.by).collect();
        assert_eq!(by, [Color::Black, Color::White]);
        // From the standard array, `1...` says Black began, a command move as well as a SAN one.
        let g = game("[Code \"philidor\"]\n1... {[%move e7e5]} 2. e4 *").unwrap();
        let by: Vec<Color> = g.game.record.events.iter().map(|e| e.by).collect();
        assert_eq!(by, [Color::Black, Color::White]);
    }

    #[test]
    fn variations_nested_are_set_aside_with_everything_in_them() {
        let g = game(
            "[Code \"london-1847\"]\n1. e4 (1. d4 d5 (1... Nf6 2. c4 {[%touch e2]}) 2. c4 --) \
         e5 ( 1... c5 Z0 ) 2. Nf3 1-0",
        )
        .unwrap();
        assert_eq!(g.game.record.events.len(), 3);
        assert!(
            g.game
                .record
                .events
                .iter()
                .all(|e| matches!(e.act, Act::Move { .. }))
        );
        assert_eq!(g.result.as_deref(), Some("1-0"));
    }

    #[test]
    fn an_unbalanced_variation_is_an_error_where_it_opens_or_closes() {
        let e = game("[Code \"london-1847\"]\n1. e4 (1. d4 e5").unwrap_err();
        assert_eq!((e.kind, e.line, e.column), (PgnErrorKind::Syntax, 2, 7));
        let e = game("[Code \"london-1847\"]\n1. e4 ) e5").unwrap_err();
        assert_eq!((e.kind, e.line, e.column), (PgnErrorKind::Syntax, 2, 7));
    }

    #[test]
    fn a_null_move_in_the_game_is_refused_where_it_stands() {
        let e = game("[Code \"london-1847\"]\n1. e4 -- 2. d4").unwrap_err();
        assert_eq!(e.kind, PgnErrorKind::Unsupported);
        assert_eq!((e.line, e.column, e.event), (2, 7, Some(1)));
        assert_eq!(e.token, "--");
        let e = game("[Code \"london-1847\"]\n1. e4 Z0").unwrap_err();
        assert_eq!(e.token, "Z0");
    }

    #[test]
    fn a_variant_game_is_refused_naming_its_tag_and_standard_ones_read() {
        let e = game("[Code \"london-1847\"]\n[Variant \"Chess960\"]\n1. e4").unwrap_err();
        assert_eq!(e.kind, PgnErrorKind::Unsupported);
        assert_eq!((e.line, e.column, e.token.as_str()), (2, 1, "Chess960"));
        for variant in ["Standard", "From Position", "chess"] {
            let text = format!("[Code \"london-1847\"]\n[Variant \"{variant}\"]\n1. e4");
            assert!(game(&text).is_ok(), "{variant}");
        }
    }

    #[test]
    fn one_record_is_one_game_but_a_file_of_many_is_read_game_by_game() {
        let text = "[Code \"london-1847\"]\n1. e4 e5 1-0\n\n[Code \"london-1847\"]\n1. d4 Ke7 0-1\n\n\
                [Code \"london-1847\"]\n1. c4 *\n";
        let e = game(text).unwrap_err();
        assert_eq!(e.kind, PgnErrorKind::Unsupported);
        assert_eq!((e.game, e.line), (2, 4));
        let all: Vec<_> = parse_pgn_games(text, codes(), None).collect();
        assert_eq!(all.len(), 3);
        assert_eq!(all[0].as_ref().unwrap().game.record.events.len(), 2);
        let e = all[1].as_ref().unwrap_err();
        assert_eq!(
            (e.game, e.line, e.column, e.token.as_str()),
            (2, 5, 7, "Ke7")
        );
        assert_eq!(all[2].as_ref().unwrap().line, 7);
    }

    #[test]
    fn the_standard_board_tag_is_ordinary_and_ours_is_board_orientation() {
        let g = game("[Code \"london-1847\"]\n[Board \"1\"]\n1. e4").unwrap();
        assert!(!g.game.record.board_misoriented);
        assert!(g.tags.contains(&("Board".to_owned(), "1".to_owned())));
        let g = game("[Code \"london-1847\"]\n[BoardOrientation \"misoriented\"]\n1. e4").unwrap();
        assert!(g.game.record.board_misoriented);
        let e = game("[Code \"london-1847\"]\n[Board \"misoriented\"]\n1. e4").unwrap_err();
        assert!(e.reason.contains("BoardOrientation"), "{e}");
    }

    #[test]
    fn set_up_and_fen_agree_or_are_refused() {
        let fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
        let g = game(&format!(
            "[Code \"london-1847\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n1. O-O"
        ))
        .unwrap();
        assert_eq!(g.game.record.setup, SetupSpec::Fen(fen.to_owned()));
        let e = game("[Code \"london-1847\"]\n[SetUp \"1\"]\n1. e4").unwrap_err();
        assert_eq!((e.kind, e.line), (PgnErrorKind::Tag, 2));
        let e = game(&format!(
            "[Code \"london-1847\"]\n[SetUp \"0\"]\n[FEN \"{fen}\"]\n1. O-O"
        ))
        .unwrap_err();
        assert_eq!(e.kind, PgnErrorKind::Tag);
    }

    #[test]
    fn a_record_has_at_most_its_bound_of_tags() {
        let mut text = "[Code \"london-1847\"]\n".to_owned();
        for i in 0..MAX_TAGS {
            text.push_str(&format!("[Tag{i} \"x\"]\n"));
        }
        text.push_str("1. e4");
        let e = game(&text).unwrap_err();
        assert_eq!((e.kind, e.line), (PgnErrorKind::Tag, MAX_TAGS as u32 + 1));
    }

    #[test]
    fn a_bom_crlf_escape_lines_and_semicolon_comments_are_read() {
        let g = game(
            "\u{feff}[Code \"london-1847\"]\r\n[Event \"Club \\\"A\\\" [open]\"]\r\n\r\n\
         % exported by hand\r\n1.e4 e5 ; the usual\r\n2.Nf3 $1 Nc6!? 1/2-1/2\r\n",
        )
        .unwrap();
        assert_eq!(g.game.record.events.len(), 4);
        assert!(
            g.tags
                .contains(&("Event".to_owned(), "Club \"A\" [open]".to_owned()))
        );
        assert_eq!(g.result.as_deref(), Some("1/2-1/2"));
    }

    #[test]
    fn a_command_error_points_inside_its_comment() {
        let e = game("[Code \"london-1847\"]\n1. e4 { a note\n  [%touch z9] }").unwrap_err();
        assert_eq!((e.line, e.column, e.event), (3, 3, Some(1)));
        assert!(e.reason.contains("not a square"), "{e}");
    }

    #[test]
    fn uci_coordinates_are_read_where_the_move_is_legal() {
        let g = game("[Code \"london-1847\"]\n1. g1f3 d7d5 2. g2g3 c8h3 3. f1g2 b8c6 4. e1g1 *")
            .unwrap();
        assert_eq!(g.game.record.events.len(), 7);
        assert!(matches!(
            g.game.record.events[6].act,
            Act::Move {
                from: Square::E1,
                to: Square::G1,
                ..
            }
        ));
        let e = game("[Code \"london-1847\"]\n1. e2e5").unwrap_err();
        assert_eq!((e.kind, e.token.as_str()), (PgnErrorKind::Move, "e2e5"));
    }

    #[test]
    fn a_variant_is_named_before_its_notation_fails() {
        let e =
            game("[Code \"london-1847\"]\n[Variant \"Crazyhouse\"]\n1. e4 d5 2. exd5 Qxd5 3. N@f3")
                .unwrap_err();
        assert_eq!((e.kind, e.line), (PgnErrorKind::Unsupported, 2));
    }
}
