//! Records written out as PGN, the inverse of the reader: every move that was lawful and made
//! in turn is SAN in the movetext, every other event is one of our comment commands, and
//! reading the text back gives the same record (a test holds the writer to that).
//!
//! The text follows the standard's export format: the seven-tag roster first (unknown values
//! as `?`), then our tags, movetext lines of at most 79 characters, move numbers before White's
//! moves and `N...` before a Black move that does not follow White's.

use std::fmt::Write as _;

use crate::chess::san::SanPlus;
use crate::chess::{Color, Move, Position};
use crate::law::LawCode;

use super::super::canonical::remedy_name;
use super::super::record::{Act, Event, GameRecord, Odds, OddsKind, SetupSpec};
use super::super::replay::{ReplayError, Replayer};
use super::super::ruling::GameResult;

/// Free text to set beside the record, after `after_events` of its events (a ruling given on
/// the record as it then stood).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Remark {
    pub after_events: usize,
    pub text: String,
}

/// The longest movetext line the export format allows.
const LINE: usize = 79;

/// `record` as one PGN game, with `remarks` as comments where they fall. The game termination
/// marker is the result the record itself ends in (a mate, a resignation), else `declared` (a
/// ruling's), else `*`. Fails only where the record cannot be replayed under `code`, which a
/// record that was ruled on always can.
pub fn write_pgn(
    record: &GameRecord,
    code: &LawCode,
    remarks: &[Remark],
    declared: Option<GameResult>,
) -> Result<String, ReplayError> {
    let mut text = Movetext::default();
    let mut remarks: Vec<&Remark> = remarks.iter().collect();
    remarks.sort_by_key(|r| r.after_events);
    let mut remarks = remarks.into_iter().peekable();
    let mut replayer = Replayer::new(record, code)?;
    // A Black move needs its number unless it follows White's move directly.
    let mut black_needs_number = true;
    for (i, event) in record.events.iter().enumerate() {
        while let Some(remark) = remarks.next_if(|r| r.after_events <= i) {
            text.comment(&remark.text);
            black_needs_number = true;
        }
        let position = replayer.position();
        match san(event, position, &replayer) {
            Some(san) => {
                let number = position.fullmoves();
                match event.by {
                    Color::White => text.token(&format!("{number}.")),
                    Color::Black if black_needs_number => text.token(&format!("{number}...")),
                    Color::Black => {}
                }
                text.token(&san);
                black_needs_number = event.by == Color::Black;
            }
            None => {
                text.token(&format!("{{[%{}]}}", command(event, &replayer)));
                black_needs_number = true;
            }
        }
        replayer.apply(i, event)?;
    }
    for remark in remarks {
        text.comment(&remark.text);
    }
    // The replay that chose each move's notation also says how the record ends.
    let marker = match replayer.finish().result.or(declared) {
        None => "*",
        Some(GameResult::Win(Color::White)) => "1-0",
        Some(GameResult::Win(Color::Black)) => "0-1",
        Some(GameResult::Draw) => "1/2-1/2",
    };
    text.token(marker);
    let mut out = String::new();
    for (name, value) in tags(record, marker) {
        let _ = writeln!(out, "[{name} \"{}\"]", escape_tag(&value));
    }
    out.push('\n');
    out.push_str(&text.finish());
    Ok(out)
}

/// The seven-tag roster, then what the record needs to be read back.
fn tags(record: &GameRecord, result: &str) -> Vec<(&'static str, String)> {
    let unknown = || "?".to_owned();
    let mut tags = vec![
        ("Event", unknown()),
        ("Site", unknown()),
        ("Date", "????.??.??".to_owned()),
        ("Round", unknown()),
        ("White", unknown()),
        ("Black", unknown()),
        ("Result", result.to_owned()),
    ];
    if !record.game_id.is_empty() {
        tags.push(("GameId", record.game_id.clone()));
    }
    tags.push(("Code", record.code.clone()));
    if !record.options.is_empty() {
        let options: Vec<String> = record
            .options
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        tags.push(("Option", options.join(",")));
    }
    match &record.setup {
        SetupSpec::Standard => {}
        SetupSpec::Fen(fen) => {
            tags.push(("SetUp", "1".to_owned()));
            tags.push(("FEN", fen.clone()));
        }
        SetupSpec::Odds(odds) => tags.push(("Odds", odds_text(odds))),
    }
    if record.board_misoriented {
        tags.push(("BoardOrientation", "misoriented".to_owned()));
    }
    if let Some(previous) = record.previous_game {
        tags.push((
            "PreviousGame",
            format!(
                "{} {}",
                color_word(previous.began),
                if previous.drawn { "drawn" } else { "decided" }
            ),
        ));
    }
    tags
}

fn escape_tag(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

fn color_word(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The `[Odds]` value the reader takes back.
fn odds_text(odds: &Odds) -> String {
    let square = |s: Option<crate::chess::Square>| s.map(|s| format!(" {s}")).unwrap_or_default();
    let kind = match odds.kind {
        OddsKind::Pawn(s) => format!("pawn{}", square(s)),
        OddsKind::PawnAndMoves(n) => format!("pawn-and-moves {n}"),
        OddsKind::Knight(s) => format!("knight{}", square(s)),
        OddsKind::Rook(s) => format!("rook{}", square(s)),
        OddsKind::Queen => "queen".to_owned(),
    };
    let left = if odds.left_on_board {
        " left-on-board"
    } else {
        ""
    };
    format!("{} {kind}{left}", color_word(odds.giver))
}

/// SAN for a move that was lawful and made in its turn; anything else is written as it was made,
/// so the movetext never shows a false move as if it were a move. A move lawful by the record's
/// history but not by the board's rule (a set-up pawn's first two-square step from its third
/// rank) is written as made too: SAN read from the board alone would take it for another move.
fn san(event: &Event, position: &Position, replayer: &Replayer) -> Option<String> {
    if event.by != position.turn() {
        return None;
    }
    let m: Move = replayer
        .lawful_moves()
        .into_iter()
        .find(|m| Act::of_move(m) == event.act)
        .filter(|m| position.is_legal(m))?;
    Some(SanPlus::from_move(position, &m).to_string())
}

/// The comment command for an event SAN cannot say, naming the actor only where the reader
/// would not take him to be the one it assumes.
fn command(event: &Event, replayer: &Replayer) -> String {
    let to_move = replayer.position().turn();
    let mut assumed = to_move;
    let mut text = match event.act {
        Act::Touch(square) => format!("touch {square}"),
        Act::Adjust(square) => format!("adjust {square}"),
        Act::Move {
            from,
            to,
            promotion,
            rook_to,
        } => {
            let mut text = format!("move {from}{to}");
            if let Some(role) = promotion {
                text.push(role.char());
            }
            if let Some(rook_to) = rook_to {
                let _ = write!(text, " {rook_to}");
            }
            text
        }
        Act::AnnounceCheck => {
            assumed = replayer.last_mover().unwrap_or(to_move);
            "check".to_owned()
        }
        Act::FiftyMoveNotice => "fifty".to_owned(),
        Act::Elect(remedy) => format!("elect {}", remedy_name(remedy)),
        Act::Resign => "resign".to_owned(),
        Act::AgreeDraw => "draw".to_owned(),
        Act::AgreeConditionalMate => "condition".to_owned(),
    };
    if event.by != assumed {
        text.push(' ');
        text.push_str(color_word(event.by));
    }
    text
}

/// Movetext broken into lines as the export format wants them.
#[derive(Default)]
struct Movetext {
    lines: Vec<String>,
    line: String,
}

impl Movetext {
    /// A token never broken across lines.
    fn token(&mut self, token: &str) {
        if !self.line.is_empty() && self.line.len() + 1 + token.len() > LINE {
            self.lines.push(std::mem::take(&mut self.line));
        }
        if !self.line.is_empty() {
            self.line.push(' ');
        }
        self.line.push_str(token);
    }

    /// A brace comment of free text, which may wrap. A comment cannot hold `}`, and `[%` in it
    /// would be read as a command: both are defused.
    fn comment(&mut self, text: &str) {
        let text = text.replace('}', ")").replace("[%", "[ %");
        let mut words = text.split_whitespace().peekable();
        let mut first = true;
        while let Some(word) = words.next() {
            let mut token = String::new();
            if first {
                token.push('{');
                first = false;
            }
            token.push_str(word);
            if words.peek().is_none() {
                token.push('}');
            }
            self.token(&token);
        }
        if first {
            self.token("{}");
        }
    }

    fn finish(mut self) -> String {
        if !self.line.is_empty() {
            self.lines.push(self.line);
        }
        let mut out = self.lines.join("\n");
        out.push('\n');
        out
    }
}

#[cfg(test)]
mod tests {
    use super::super::parse_pgn_game;
    use super::*;
    use crate::chess::Square;
    use crate::law::Catalogue;
    use crate::law::params::Remedy;

    fn codes() -> Catalogue {
        Catalogue::embedded().unwrap()
    }

    fn round_trip(record: &GameRecord) -> String {
        let codes = codes();
        let code = codes.get(&record.code).unwrap();
        let text = write_pgn(record, code, &[], None).unwrap();
        let back = super::super::parse_pgn_game(&text, &codes, None)
            .unwrap_or_else(|e| panic!("{e}\n{text}"))
            .game;
        assert_eq!(&back.record, record, "\n{text}");
        let state = back.state;
        // The reader's replay, which ReviewGame answers from, is the replay of the record.
        let replayed = crate::arbiter::replay(record, code).unwrap();
        assert_eq!(format!("{state:?}"), format!("{replayed:?}"), "\n{text}");
        text
    }

    fn read(text: &str) -> GameRecord {
        parse_pgn_game(text, &codes(), None).unwrap().game.record
    }

    #[test]
    fn a_plain_game_is_standard_pgn() {
        let record = read("[Code \"london-1847\"]\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *");
        let text = round_trip(&record);
        assert!(text.starts_with("[Event \"?\"]\n[Site \"?\"]\n"), "{text}");
        assert!(
            text.contains("\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n"),
            "{text}"
        );
    }

    #[test]
    fn irregular_events_are_comment_commands_and_read_back() {
        let record = read(
            "[Code \"twenty-laws\"]\n[GameId \"say \\\"hi\\\"\"]\n1. e4 {[%touch g8]} e5 \
             {[%move f1h3]} {[%check]} {[%adjust e5 black]} {[%fifty]} {[%draw]}",
        );
        let text = round_trip(&record);
        assert!(text.contains("{[%move f1h3]}"), "{text}");
        assert!(text.contains("[GameId \"say \\\"hi\\\"\"]"), "{text}");
    }

    #[test]
    fn moves_out_of_turn_name_their_player() {
        let record = read("[Code \"london-1847\"]\n1. e4 {[%move d2d4 white]}");
        let text = round_trip(&record);
        assert!(text.contains("{[%move d2d4 white]}"), "{text}");
    }

    #[test]
    fn set_ups_options_and_the_game_before_are_tags() {
        for tags in [
            "[Code \"philidor\"]\n[Option \"country=france\"]\n[SetUp \"1\"]\n\
             [FEN \"7k/8/6K1/8/8/8/8/5Q2 w - - 0 1\"]\n",
            "[Code \"london-1847\"]\n[Odds \"white rook a1 left-on-board\"]\n",
            "[Code \"london-1847\"]\n[Odds \"black pawn-and-moves 2\"]\n",
            "[Code \"london-1847\"]\n[BoardOrientation \"misoriented\"]\n\
             [PreviousGame \"black drawn\"]\n",
        ] {
            round_trip(&read(&format!("{tags}\n*")));
        }
    }

    #[test]
    fn a_black_first_move_and_a_move_after_a_comment_carry_their_number() {
        let record = read(
            "[Code \"london-1847\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 7\"]\n\
             7... Kd7 8. e4 {[%touch d7]} 8... Kd6",
        );
        let text = round_trip(&record);
        assert!(
            text.contains("7... Kd7 8. e4 {[%touch d7]} 8... Kd6"),
            "{text}"
        );
    }

    #[test]
    fn free_castling_keeps_where_the_rook_went() {
        let mut record = read("[Code \"london-1847\"]\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5");
        record.events.push(Event {
            by: Color::White,
            act: Act::Move {
                from: Square::E1,
                to: Square::G1,
                promotion: None,
                rook_to: Some(Square::F1),
            },
        });
        // Where the rook went is kept whatever the code makes of it.
        let text = round_trip(&record);
        assert!(text.contains("[%move e1g1 f1]"), "{text}");
    }

    #[test]
    fn remarks_fall_after_the_events_they_were_given_on_and_cannot_break_out() {
        let codes = codes();
        let record = read("[Code \"london-1847\"]\n1. e4 e5 2. {[%move f1h3]} Nf6 *");
        let code = codes.get(&record.code).unwrap();
        let remarks = [
            Remark {
                after_events: 3,
                text: "ruled } here [%resign]".to_owned(),
            },
            Remark {
                after_events: 0,
                text: "before anything".to_owned(),
            },
        ];
        let text = write_pgn(&record, code, &remarks, Some(GameResult::Draw)).unwrap();
        assert!(text.contains("{before anything} 1. e4"), "{text}");
        assert!(
            text.contains("{[%move f1h3]} {ruled ) here [ %resign]} 2... Nf6"),
            "{text}"
        );
        assert!(text.contains("[Result \"1/2-1/2\"]"), "{text}");
        assert!(text.trim_end().ends_with("1/2-1/2"), "{text}");
        assert_eq!(read(&text), record);
    }

    #[test]
    fn elections_read_back() {
        let mut record = read("[Code \"london-1847\"]\n1. e4 e5 2. {[%move f1h3]}");
        record.events.push(Event {
            by: Color::Black,
            act: Act::Elect(Remedy::ALL[0]),
        });
        let text = round_trip(&record);
        assert!(text.contains("[%elect "), "{text}");
    }

    #[test]
    fn long_games_wrap_at_79_characters() {
        let record = read(
            "[Code \"london-1847\"]\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 \
             6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5",
        );
        let text = round_trip(&record);
        assert!(text.lines().all(|l| l.len() <= LINE), "{text}");
    }
    /// A record wandering through lawful moves, false moves, moves out of turn, touches,
    /// adjustments, announcements and notices, under every code.
    fn wander(seed: u64, codes: &Catalogue) -> GameRecord {
        let mut state = seed.wrapping_mul(2).wrapping_add(1);
        let mut next = move |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n as u64) as usize
        };
        let code = &codes.codes()[next(codes.codes().len())];
        let mut record = GameRecord {
            game_id: format!("w{seed}"),
            code: code.id.clone(),
            options: Default::default(),
            setup: SetupSpec::Standard,
            board_misoriented: false,
            previous_game: None,
            events: Vec::new(),
        };
        for _ in 0..40 {
            let Ok(state) = crate::arbiter::replay(&record, code) else {
                break;
            };
            if state.result.is_some() {
                break;
            }
            let position = &state.position;
            let turn = position.turn();
            let squares = position.board().occupied().into_iter().collect::<Vec<_>>();
            let any = |i: usize| squares[i % squares.len()];
            let by = if next(10) == 0 { !turn } else { turn };
            let act = match next(12) {
                0 => Act::Touch(any(next(64))),
                1 => Act::Adjust(any(next(64))),
                2 => Act::AnnounceCheck,
                3 => Act::FiftyMoveNotice,
                4 => Act::Move {
                    from: any(next(64)),
                    to: Square::new(next(64) as u8).unwrap_or(Square::A1),
                    promotion: None,
                    rook_to: None,
                },
                _ => {
                    let moves = position.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    Act::of_move(&moves[next(moves.len())])
                }
            };
            record.events.push(Event { by, act });
            if crate::arbiter::replay(&record, code).is_err() {
                record.events.pop();
            }
        }
        record
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(96))]
        #[test]
        fn any_replayable_record_reads_back_as_written(seed in proptest::prelude::any::<u64>()) {
            let codes = codes();
            let record = wander(seed, &codes);
            round_trip(&record);
        }
    }
}
