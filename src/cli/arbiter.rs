//! `tertius review FILE` and `tertius rule FILE --dispute KIND`: the arbiter offline, on a record
//! given as PGN or as the protobuf JSON a grpcurl user sends. Offline rulings are not logged;
//! only the server's `Rule` gives a final ruling.

use std::fmt::Write as _;
use std::process::ExitCode;

use prost_reflect::{DescriptorPool, DynamicMessage};

use crate::arbiter::{self, Decision, Dispute, DisputeKind, GameRecord, GameResult, Ruling};
use crate::chess::Color;
use crate::grpc::pb;
use crate::law::Catalogue;

/// Reads a record: PGN if it does not look like JSON, else protobuf JSON of a `GameRecord`.
pub fn read_record(text: &str, catalogue: &Catalogue) -> Result<GameRecord, String> {
    if !text.trim_start().starts_with('{') {
        return arbiter::parse_pgn(text, catalogue).map_err(|e| e.to_string());
    }
    let pool = DescriptorPool::decode(pb::FILE_DESCRIPTOR_SET).map_err(|e| e.to_string())?;
    let descriptor = pool
        .get_message_by_name("tertius.v1.GameRecord")
        .ok_or("the API descriptors lack GameRecord")?;
    let mut de = serde_json::Deserializer::from_str(text);
    let message = DynamicMessage::deserialize(descriptor, &mut de)
        .map_err(|e| format!("invalid record json: {e}"))?;
    let record: pb::GameRecord = message.transcode_to().map_err(|e| e.to_string())?;
    let mut record =
        crate::grpc::record::record(&record, catalogue).map_err(|s| s.message().to_owned())?;
    if record.game_id.is_empty() {
        record.game_id = "offline".to_owned();
    }
    Ok(record)
}

fn load(path: &str) -> Result<(Catalogue, GameRecord), String> {
    let catalogue = Catalogue::embedded().map_err(|e| e.to_string())?;
    let text = if path == "-" {
        std::io::read_to_string(std::io::stdin()).map_err(|e| format!("cannot read stdin: {e}"))?
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("cannot read `{path}`: {e}"))?
    };
    let record = read_record(&text, &catalogue)?;
    Ok((catalogue, record))
}

fn fail(message: &str) -> ExitCode {
    eprintln!("tertius: {message}");
    ExitCode::from(2)
}

/// `tertius review FILE [--json]`.
pub fn review(path: &str, json: bool) -> ExitCode {
    let (catalogue, record) = match load(path) {
        Ok(v) => v,
        Err(e) => return fail(&e),
    };
    let Some(code) = catalogue.get(&record.code) else {
        return fail(&format!("no law code `{}`", record.code));
    };
    let state = match arbiter::replay(&record, code) {
        Ok(s) => s,
        Err(e) => return fail(&e.to_string()),
    };
    if json {
        let value = serde_json::json!({
            "fen": state.position.fen(),
            "turn": arbiter::color_name(state.position.turn()),
            "moves": state.plies.iter().map(|p| p.notation.clone()).collect::<Vec<_>>(),
            "claimable": state.claimables.iter().map(|c| serde_json::json!({
                "event": state.plies[c.ply].event,
                "move": state.plies[c.ply].notation,
                "offender": arbiter::color_name(c.offender),
                "open": c.closed_by.is_none(),
            })).collect::<Vec<_>>(),
            "result": state.result_reason,
            "score": state.result.map(|r| match r {
                arbiter::GameResult::Win(c) => arbiter::color_name(c).to_lowercase(),
                arbiter::GameResult::Draw => "draw".to_owned(),
            }),
        });
        crate::outln!("{value}");
        return ExitCode::SUCCESS;
    }
    crate::outln!(
        "Game `{}` under {} ({})",
        record.game_id,
        code.id,
        code.short_title
    );
    crate::outln!(
        "Moves: {}",
        state
            .plies
            .iter()
            .map(|p| p.notation.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    );
    crate::outln!("Position: {}", state.position.fen());
    crate::outln!("To move: {}", arbiter::color_name(state.position.turn()));
    for c in &state.claimables {
        let ply = &state.plies[c.ply];
        let status = match c.closed_by {
            None => "may still be claimed".to_owned(),
            Some(e) => format!("claim window closed at event {e}"),
        };
        crate::outln!(
            "Irregular: {} by {} at event {}: {status}",
            ply.notation,
            arbiter::color_name(c.offender),
            ply.event
        );
    }
    if let Some(reason) = &state.result_reason {
        crate::outln!("Result: {reason}");
    }
    ExitCode::SUCCESS
}

/// `tertius rule FILE --dispute KIND [--by white|black] [--event N] [--json]`.
pub fn rule(
    path: &str,
    kind: &str,
    by: Option<&str>,
    event: Option<usize>,
    json: bool,
) -> ExitCode {
    let Some(kind) = DisputeKind::from_name(kind) else {
        let known: Vec<&str> = DisputeKind::ALL.iter().map(|k| k.name()).collect();
        return fail(&format!(
            "unknown dispute kind `{kind}`; known kinds: {}",
            known.join(", ")
        ));
    };
    let (catalogue, record) = match load(path) {
        Ok(v) => v,
        Err(e) => return fail(&e),
    };
    let claimant = match by {
        Some("white") => Color::White,
        Some("black") => Color::Black,
        Some(other) => return fail(&format!("`--by {other}`: the claimant is white or black")),
        // By default the player to move claims: he is the one aggrieved by the last move.
        None => match arbiter::replay(
            &record,
            match catalogue.get(&record.code) {
                Some(c) => c,
                None => return fail(&format!("no law code `{}`", record.code)),
            },
        ) {
            Ok(state) => state.position.turn(),
            Err(e) => return fail(&e.to_string()),
        },
    };
    let dispute = Dispute {
        kind,
        claimant,
        event,
    };
    let ruling = match arbiter::rule(&record, &dispute, &catalogue) {
        Ok(r) => r,
        Err(e) => return fail(&e.to_string()),
    };
    if json {
        crate::outln!("{}", arbiter::ruling_value(&ruling));
    } else {
        crate::out!("{}", render(&ruling));
    }
    ExitCode::SUCCESS
}

/// A ruling as an arbiter would read it aloud.
pub fn render(r: &Ruling) -> String {
    let mut out = String::new();
    let decision = match r.decision {
        Decision::Upheld => "UPHELD",
        Decision::Dismissed => "DISMISSED",
        Decision::OutOfTime => "OUT OF TIME",
        Decision::NoLawProvides => "NO LAW PROVIDES: decided by the third person",
    };
    let _ = writeln!(
        out,
        "Ruling under `{}` on game `{}` (offline, not logged)",
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
