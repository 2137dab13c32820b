//! `tertius review FILE` and `tertius rule FILE --dispute KIND`: the arbiter offline, on a file
//! of PGN games as tournament software exports them (each game answered in turn) or on the
//! protobuf JSON of one record, as a grpcurl user sends it. Offline rulings are not logged; only
//! the server's `Rule` gives a final ruling.

use std::fmt::Write as _;
use std::io::Read as _;
use std::process::ExitCode;

use prost_reflect::{DescriptorPool, DynamicMessage};

use crate::arbiter::{
    self, Annotation, Decision, Dispute, DisputeKind, Game, GameResult, PgnError, Ruling,
};
use crate::chess::Color;
use crate::grpc::pb;
use crate::law::Catalogue;

/// One game of a record file, read or not.
struct FileGame<'c> {
    /// 1-based, in file order.
    number: usize,
    /// The line it starts on (where it could not be read: the line of the fault).
    line: u32,
    /// The game read once (its code resolved, replayed), whatever is asked of it.
    game: Result<Game<'c>, Fault>,
    /// Comment commands of other software (`[%clk]`, `[%eval]`, …), kept.
    annotations: Vec<Annotation>,
    /// The game termination marker as written.
    result: Option<String>,
}

/// Why a game could not be read, and where in the text where that is known.
struct Fault {
    message: String,
    pgn: Option<PgnError>,
}

impl Fault {
    fn plain(message: impl Into<String>) -> Fault {
        Fault {
            message: message.into(),
            pgn: None,
        }
    }

    fn json(&self, game: &FileGame<'_>) -> serde_json::Value {
        let mut error = serde_json::json!({ "message": self.message });
        if let Some(e) = &self.pgn {
            error["reason"] = e.kind.name().into();
            error["line"] = e.line.into();
            error["column"] = e.column.into();
            error["token"] = e.token.clone().into();
            error["event"] = e.event.into();
        }
        serde_json::json!({ "game": game.number, "error": error })
    }
}

/// Reads a record file: PGN of any number of games if it does not look like JSON, else the
/// protobuf JSON of one `GameRecord`. `code` names the law code where a record names none; a
/// record that names another is refused.
fn read_games<'c>(text: &str, catalogue: &'c Catalogue, code: Option<&str>) -> Vec<FileGame<'c>> {
    if !text.trim_start().starts_with('{') {
        return arbiter::parse_pgn_games(text, catalogue, code)
            .map(|read| match read {
                Ok(pgn) => FileGame {
                    number: pgn.number,
                    line: pgn.line,
                    game: Ok(pgn.game),
                    annotations: pgn.annotations,
                    result: pgn.result,
                },
                Err(e) => FileGame {
                    number: e.game,
                    line: e.line,
                    game: Err(Fault {
                        message: e.to_string(),
                        pgn: Some(e),
                    }),
                    annotations: Vec::new(),
                    result: None,
                },
            })
            .collect();
    }
    vec![FileGame {
        number: 1,
        line: 1,
        game: read_json(text, catalogue, code).map_err(Fault::plain),
        annotations: Vec::new(),
        result: None,
    }]
}

fn read_json<'c>(
    text: &str,
    catalogue: &'c Catalogue,
    code: Option<&str>,
) -> Result<Game<'c>, String> {
    let pool = DescriptorPool::decode(pb::FILE_DESCRIPTOR_SET).map_err(|e| e.to_string())?;
    let descriptor = pool
        .get_message_by_name("tertius.v1.GameRecord")
        .ok_or("the API descriptors lack GameRecord")?;
    let mut de = serde_json::Deserializer::from_str(text);
    let message = DynamicMessage::deserialize(descriptor, &mut de)
        .map_err(|e| format!("invalid record json: {e}"))?;
    let mut record: pb::GameRecord = message.transcode_to().map_err(|e| e.to_string())?;
    match code {
        Some(code) if record.code_id.is_empty() => record.code_id = code.to_owned(),
        Some(code) if record.code_id != code => {
            return Err(format!(
                "`--code {code}`, but the record's codeId is `{}`",
                record.code_id
            ));
        }
        _ => {}
    }
    if record.game_id.is_empty() {
        record.game_id = "offline".to_owned();
    }
    crate::grpc::record::game(&record, catalogue).map_err(|s| s.message().to_owned())
}

/// The text of a record file, `-` being standard input.
fn read_text(path: &str) -> Result<String, String> {
    if path == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        return Ok(text);
    }
    std::fs::read_to_string(path).map_err(|e| format!("cannot read `{path}`: {e}"))
}

/// The codes, and the text of the record file at `path`.
fn load(path: &str, code: Option<&str>) -> Result<(Catalogue, String), String> {
    let catalogue = Catalogue::embedded().map_err(|e| e.to_string())?;
    if let Some(code) = code {
        if catalogue.get(code).is_none() {
            return Err(format!(
                "`--code {code}`: no law code `{code}`; known codes: {}",
                catalogue.ids().join(", ")
            ));
        }
    }
    Ok((catalogue, read_text(path)?))
}

/// The games of a record file, or why there are none.
fn games<'c>(
    path: &str,
    text: &str,
    catalogue: &'c Catalogue,
    code: Option<&str>,
) -> Result<Vec<FileGame<'c>>, String> {
    let games = read_games(text, catalogue, code);
    if games.is_empty() {
        return Err(format!("`{path}` holds no game"));
    }
    Ok(games)
}

fn fail(message: &str) -> ExitCode {
    eprintln!("tertius: {message}");
    ExitCode::from(2)
}

/// Answers each game of a file in turn: `answer` gives a game's text or JSON line, or why not.
/// A game that cannot be answered is reported (on standard error, or as a JSON line with
/// `error`) and the next one is still answered; the exit status is 2 if any game failed.
fn each_game(
    games: &[FileGame<'_>],
    json: bool,
    mut answer: impl FnMut(&FileGame<'_>, &Game<'_>) -> Result<Answer, String>,
) -> ExitCode {
    let many = games.len() > 1;
    let mut failed = false;
    for game in games {
        let answered = match &game.game {
            Ok(read) => answer(game, read).map_err(Fault::plain),
            Err(fault) => Err(Fault {
                message: fault.message.clone(),
                pgn: fault.pgn.clone(),
            }),
        };
        match answered {
            Ok(Answer::Json(mut value)) => {
                if many {
                    value["game"] = game.number.into();
                    value["line"] = game.line.into();
                }
                crate::outln!("{value}");
            }
            Ok(Answer::Text(text)) => {
                if many {
                    crate::outln!("Game {} (line {})", game.number, game.line);
                }
                crate::out!("{text}");
            }
            Err(fault) => {
                failed = true;
                if json {
                    crate::outln!("{}", fault.json(game));
                } else if many && fault.pgn.is_none() {
                    eprintln!("tertius: game {}: {}", game.number, fault.message);
                } else {
                    eprintln!("tertius: {}", fault.message);
                }
            }
        }
    }
    if failed {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    }
}

enum Answer {
    Json(serde_json::Value),
    Text(String),
}

/// `tertius review FILE [--code CODE] [--json]`.
pub fn review(path: &str, code: Option<&str>, json: bool) -> ExitCode {
    let (catalogue, text) = match load(path, code) {
        Ok(v) => v,
        Err(e) => return fail(&e),
    };
    let games = match games(path, &text, &catalogue, code) {
        Ok(games) => games,
        Err(e) => return fail(&e),
    };
    each_game(&games, json, |game, read| {
        let Game {
            record,
            code,
            state,
        } = read;
        if json {
            return Ok(Answer::Json(serde_json::json!({
                "fen": state.position.fen(),
                "turn": arbiter::color_name(state.position.turn()),
                "moves": state.plies.iter().map(|p| p.notation.to_string()).collect::<Vec<_>>(),
                "claimable": state.claimables.iter().map(|c| serde_json::json!({
                    "event": state.plies[c.ply].event,
                    "move": state.plies[c.ply].notation.as_str(),
                    "offender": arbiter::color_name(c.offender),
                    "open": c.closed_by.is_none(),
                })).collect::<Vec<_>>(),
                "result": state.result_reason,
                "score": state.result.map(|r| match r {
                    arbiter::GameResult::Win(c) => arbiter::color_name(c).to_lowercase(),
                    arbiter::GameResult::Draw => "draw".to_owned(),
                }),
                "pgn_result": game.result,
                "annotations": game.annotations.iter().map(|a| serde_json::json!({
                    "event": a.event,
                    "name": a.name,
                    "value": a.value,
                })).collect::<Vec<_>>(),
            })));
        }
        let mut out = String::new();
        let _ = writeln!(
            out,
            "Game `{}` under {} ({})",
            record.game_id, code.id, code.short_title
        );
        let moves: Vec<&str> = state.plies.iter().map(|p| p.notation.as_str()).collect();
        let _ = writeln!(out, "Moves: {}", moves.join(" "));
        let _ = writeln!(out, "Position: {}", state.position.fen());
        let _ = writeln!(
            out,
            "To move: {}",
            arbiter::color_name(state.position.turn())
        );
        for c in &state.claimables {
            let ply = &state.plies[c.ply];
            let status = match c.closed_by {
                None => "may still be claimed".to_owned(),
                Some(e) => format!("claim window closed at event {e}"),
            };
            let _ = writeln!(
                out,
                "Irregular: {} by {} at event {}: {status}",
                ply.notation,
                arbiter::color_name(c.offender),
                ply.event
            );
        }
        if let Some(reason) = &state.result_reason {
            let _ = writeln!(out, "Result: {reason}");
        }
        Ok(Answer::Text(out))
    })
}

/// How `rule` answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Output {
    /// A ruling as an arbiter reads it aloud.
    Text,
    /// Each ruling's canonical JSON, one a line.
    Json,
    /// One HTML document, a printed page per game's ruling.
    Html,
}

/// `tertius rule FILE --dispute KIND [--code CODE] [--by white|black] [--event N]
/// [--json | --html]`.
pub fn rule(
    path: &str,
    kind: &str,
    code: Option<&str>,
    by: Option<&str>,
    event: Option<usize>,
    output: Output,
) -> ExitCode {
    let Some(kind) = DisputeKind::from_name(kind) else {
        let known: Vec<&str> = DisputeKind::ALL.iter().map(|k| k.name()).collect();
        return fail(&format!(
            "unknown dispute kind `{kind}`; known kinds: {}",
            known.join(", ")
        ));
    };
    let claimant = match by {
        Some("white") => Some(Color::White),
        Some("black") => Some(Color::Black),
        Some(other) => return fail(&format!("`--by {other}`: the claimant is white or black")),
        None => None,
    };
    let (catalogue, text) = match load(path, code) {
        Ok(v) => v,
        Err(e) => return fail(&e),
    };
    let games = match games(path, &text, &catalogue, code) {
        Ok(games) => games,
        Err(e) => return fail(&e),
    };
    let rule_on = |game: &Game<'_>| -> Result<Ruling, String> {
        let dispute = Dispute {
            kind,
            // By default the player to move claims: he is the one aggrieved by the last move.
            claimant: claimant.unwrap_or(game.state.position.turn()),
            event,
        };
        game.rule(&dispute, &catalogue, None)
            .map_err(|e| e.to_string())
    };
    if output == Output::Html {
        return html_pages(&games, &catalogue, rule_on);
    }
    each_game(&games, output == Output::Json, |_, read| {
        let ruling = rule_on(read)?;
        Ok(if output == Output::Json {
            Answer::Json(arbiter::ruling_value(&ruling))
        } else {
            Answer::Text(render(&ruling))
        })
    })
}

/// `rule --html`: one document holding each game's ruling page, in file order, each printed on
/// a sheet of its own (an arbiter prints the file once). A game that cannot be ruled on is
/// reported on standard error and left out, and the exit status is then 2.
fn html_pages(
    games: &[FileGame<'_>],
    catalogue: &Catalogue,
    rule_on: impl Fn(&Game<'_>) -> Result<Ruling, String>,
) -> ExitCode {
    let many = games.len() > 1;
    let mut sections = Vec::new();
    let mut titles = Vec::new();
    let mut failed = false;
    for game in games {
        let ruled = match &game.game {
            Ok(read) => rule_on(read).map(|ruling| (&read.record, ruling)),
            Err(fault) if fault.pgn.is_some() => {
                failed = true;
                eprintln!("tertius: {}", fault.message);
                continue;
            }
            Err(fault) => Err(fault.message.clone()),
        };
        match ruled {
            Ok((record, ruling)) => {
                sections.push(crate::render::section(&crate::render::RulingPage {
                    ruling: &ruling,
                    record: Some(record),
                    catalogue,
                    logged: None,
                }));
                titles.push(record.game_id.clone());
            }
            Err(message) => {
                failed = true;
                if many {
                    eprintln!("tertius: game {}: {message}", game.number);
                } else {
                    eprintln!("tertius: {message}");
                }
            }
        }
    }
    if !sections.is_empty() {
        let title = match titles.as_slice() {
            [one] => format!("Ruling on game {one}"),
            all => format!("Rulings on {} games", all.len()),
        };
        crate::out!("{}", crate::render::document(&title, &sections));
    }
    if failed {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    }
}

/// A ruling as an arbiter would read it aloud.
pub fn render(r: &Ruling) -> String {
    ruling_text(r, "offline, not logged")
}

/// [`render`], saying where the ruling comes from: "offline, not logged", "ledger entry 4".
pub fn ruling_text(r: &Ruling, provenance: &str) -> String {
    let mut out = String::new();
    let decision = match r.decision {
        Decision::Upheld => "UPHELD",
        Decision::Dismissed => "DISMISSED",
        Decision::OutOfTime => "OUT OF TIME",
        Decision::NoLawProvides => "NO LAW PROVIDES: decided by the third person",
    };
    let _ = writeln!(
        out,
        "Ruling under `{}` on game `{}` ({provenance})",
        r.code, r.game_id
    );
    let _ = writeln!(
        out,
        "Claim: {} by {}",
        r.dispute.kind.name(),
        arbiter::color_name(r.dispute.claimant)
    );
    let _ = writeln!(out, "Decision: {decision}");
    for line in &r.reasoning {
        let _ = writeln!(out, "  {line}");
    }
    if let Some((who, _)) = r.elector {
        let _ = writeln!(out, "Remedies ({} elects):", arbiter::color_name(who));
    }
    for (i, offer) in r.remedies.iter().enumerate() {
        let _ = writeln!(
            out,
            "  {}. {}: {}",
            i + 1,
            arbiter::remedy_name(offer.remedy),
            offer.obligation
        );
    }
    match r.result {
        Some(GameResult::Win(c)) => {
            let _ = writeln!(out, "Result: {} wins", arbiter::color_name(c));
        }
        Some(GameResult::Draw) => {
            let _ = writeln!(out, "Result: drawn game");
        }
        None => {}
    }
    let _ = writeln!(out, "Articles:");
    for c in &r.citations {
        let _ = writeln!(out, "  {}. \"{}\"", c.article, c.text);
        if let Some(g) = &c.gloss {
            let _ = writeln!(out, "     Reading adopted: {g}");
        }
        if c.by_analogy {
            let _ = writeln!(out, "     (the code is silent; applied by analogy)");
        }
    }
    out
}
