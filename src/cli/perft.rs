//! `tertius perft`: counts the leaves of the legal move tree from a position, optionally under a
//! law code's move rules, and reports how fast it counted.
//!
//! The counting is [`crate::chess::perft`]; this module only turns arguments into a position
//! and rules, times the call, and renders the report. It reads a clock, so it lives at the edge,
//! not in the pure core.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::IsTerminal;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use serde::Serialize;

use crate::cancel::{Budget, Cancel, Interrupted};
use crate::chess::fen::{ParseFenError, STARTPOS};
use crate::chess::perft;
use crate::chess::{MoveRules, Position, PositionError, Setup};
use crate::law::{Catalogue, LoadError};

/// Deepest search accepted. Startpos depth 7 is 3.2e9 leaves (seconds); every further ply
/// multiplies the work by ~30, so anything past 12 is a typo, not a measurement.
pub const MAX_DEPTH: u32 = 12;

/// The arguments, as `main` parses them. Depth is taken as text so that a bad value gets the
/// same one-line error as a bad FEN, rather than clap's usage block.
#[derive(Debug, Clone, clap::Args)]
pub struct PerftArgs {
    /// The position, as FEN, or `startpos`.
    #[arg(long, default_value = "startpos")]
    pub fen: String,
    /// Plies to search, 0 to 12.
    // Hyphen values allowed so that `--depth -1` reaches our message, not clap's usage block.
    #[arg(long, allow_hyphen_values = true)]
    pub depth: String,
    /// A law code id: count under that code's move rules (castling, en passant, promotion)
    /// instead of the modern ones.
    #[arg(long, value_name = "CODE_ID")]
    pub rules: Option<String>,
    /// Also give the count below each legal move, keyed by its UCI notation.
    #[arg(long)]
    pub divide: bool,
    /// Print one JSON object instead of lines.
    #[arg(long)]
    pub json: bool,
}

/// Why perft did not run, or did not finish.
#[derive(Debug, thiserror::Error)]
pub enum PerftError {
    #[error(transparent)]
    Fen(#[from] ParseFenError),
    #[error(transparent)]
    Position(#[from] PositionError),
    #[error("invalid depth `{0}`: expected a whole number from 0 to {MAX_DEPTH}")]
    Depth(String),
    #[error("no law code `{id}`; known codes: {known}")]
    UnknownCode { id: String, known: String },
    /// The embedded codes failed to load or resolve: our fault, not the caller's.
    #[error("cannot read the law codes: {0}")]
    Catalogue(String),
    #[error(transparent)]
    Interrupted(#[from] Interrupted),
}

impl From<LoadError> for PerftError {
    fn from(e: LoadError) -> PerftError {
        PerftError::Catalogue(e.to_string())
    }
}

impl PerftError {
    /// 2 for bad input, as for every `tertius` subcommand; 1 for anything else.
    pub fn exit_code(&self) -> ExitCode {
        match self {
            PerftError::Fen(_)
            | PerftError::Position(_)
            | PerftError::Depth(_)
            | PerftError::UnknownCode { .. } => ExitCode::from(2),
            PerftError::Catalogue(_) | PerftError::Interrupted(_) => ExitCode::FAILURE,
        }
    }
}

/// A checked request: everything that can be wrong with the input has been found.
#[derive(Debug, Clone)]
pub struct Request {
    pub position: Position,
    pub depth: u32,
    pub divide: bool,
}

impl Request {
    pub fn parse(args: &PerftArgs) -> Result<Request, PerftError> {
        let depth = args
            .depth
            .trim()
            .parse::<u32>()
            .ok()
            .filter(|&d| d <= MAX_DEPTH)
            .ok_or_else(|| PerftError::Depth(args.depth.clone()))?;
        let rules = match &args.rules {
            None => MoveRules::standard(),
            Some(id) => code_rules(id)?,
        };
        let fen = if args.fen.trim() == "startpos" {
            STARTPOS
        } else {
            args.fen.as_str()
        };
        let setup: Setup = fen.parse()?;
        let position = Position::from_setup(setup, &rules)?;
        Ok(Request {
            position,
            depth,
            divide: args.divide,
        })
    }

    /// As [`Request::run`], one root move at a time, calling `progress(done, of, nodes)`
    /// after each: the same counts, with a sign of life between them.
    pub fn run_by_root_move(
        &self,
        budget: &Budget,
        cancel: &Cancel,
        mut progress: impl FnMut(usize, usize, u64),
    ) -> Result<Report, Interrupted> {
        if self.depth == 0 {
            return self.run(budget, cancel);
        }
        let start = Instant::now();
        let moves = self.position.legal_moves();
        let mut divide = BTreeMap::new();
        let mut nodes = 0;
        for (i, m) in moves.iter().enumerate() {
            let n = perft::perft(&self.position.after(*m), self.depth - 1, budget, cancel)?;
            *divide.entry(m.to_uci().to_string()).or_insert(0) += n;
            nodes += n;
            progress(i + 1, moves.len(), nodes);
        }
        Ok(Report {
            nodes,
            elapsed: start.elapsed(),
            divide: self.divide.then_some(divide),
        })
    }

    /// Runs the count; the clock covers only the tree walk, not parsing or printing.
    pub fn run(&self, budget: &Budget, cancel: &Cancel) -> Result<Report, Interrupted> {
        let start = Instant::now();
        let (nodes, divide) = if self.divide && self.depth > 0 {
            let per_move = perft::divide(&self.position, self.depth, budget, cancel)?;
            let mut divide = BTreeMap::new();
            for (m, n) in per_move {
                // UCI names each legal move uniquely (castles that differ only in the rook's
                // square carry it as a suffix); adding rather than inserting keeps the total
                // right even if that ever failed.
                *divide.entry(m.to_uci().to_string()).or_insert(0) += n;
            }
            (divide.values().sum(), Some(divide))
        } else {
            let nodes = perft::perft(&self.position, self.depth, budget, cancel)?;
            (nodes, self.divide.then(BTreeMap::new))
        };
        Ok(Report {
            nodes,
            elapsed: start.elapsed(),
            divide,
        })
    }
}

/// The move rules of the law code `id`, under its default options.
fn code_rules(id: &str) -> Result<MoveRules, PerftError> {
    let catalogue = Catalogue::embedded()?;
    let Some(code) = catalogue.get(id) else {
        return Err(PerftError::UnknownCode {
            id: id.to_owned(),
            known: catalogue.ids().join(", "),
        });
    };
    let options = code
        .resolve_options(&BTreeMap::new())
        .map_err(PerftError::Catalogue)?;
    Ok(crate::arbiter::move_rules(code, &options))
}

/// What one run counted, and how long it took.
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    pub nodes: u64,
    pub elapsed: Duration,
    /// Leaves below each root move, by UCI; `None` unless asked for.
    pub divide: Option<BTreeMap<String, u64>>,
}

/// The `--json` shape; field order is the output order.
#[derive(Serialize)]
struct JsonReport<'a> {
    nodes: u64,
    seconds: f64,
    nps: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    divide: Option<&'a BTreeMap<String, u64>>,
}

impl Report {
    /// Nodes per second, rounded down; a run too quick for the clock to see counts as 1 ns.
    pub fn nps(&self) -> u64 {
        let nanos = self.elapsed.as_nanos().max(1);
        u64::try_from(u128::from(self.nodes) * 1_000_000_000 / nanos).unwrap_or(u64::MAX)
    }

    pub fn to_json(&self) -> String {
        let report = JsonReport {
            nodes: self.nodes,
            seconds: self.elapsed.as_secs_f64(),
            nps: self.nps(),
            divide: self.divide.as_ref(),
        };
        // Serialising a struct of numbers and a string-keyed map cannot fail; an empty object
        // would still be valid JSON if it somehow did.
        serde_json::to_string(&report).unwrap_or_else(|_| "{}".to_owned())
    }

    pub fn to_human(&self) -> String {
        let mut out = String::new();
        if let Some(divide) = &self.divide {
            for (uci, n) in divide {
                let _ = writeln!(out, "{uci}: {n}");
            }
            out.push('\n');
        }
        let _ = writeln!(out, "nodes {}", self.nodes);
        let _ = writeln!(out, "time {:.6} s", self.elapsed.as_secs_f64());
        let _ = writeln!(out, "nps {}", self.nps());
        out
    }
}

/// The whole subcommand: parse, count, print; errors on one line, exit 2 for bad input.
pub fn main(args: &PerftArgs) -> ExitCode {
    // Ctrl-C kills the process outright; nothing to clean up, so the flag is never raised.
    let result = Request::parse(args).and_then(|req| {
        let (budget, cancel) = (Budget::UNLIMITED, Cancel::new());
        // Depth 5 and up takes seconds to minutes; on a terminal, a bar says how far it got.
        let report = if req.depth >= 5 && std::io::stderr().is_terminal() {
            let bar = indicatif::ProgressBar::new(0).with_style(
                indicatif::ProgressStyle::with_template(
                    "{bar:30} {pos}/{len} root moves, {msg}, {elapsed}",
                )
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
            );
            let started = Instant::now();
            let report = req.run_by_root_move(&budget, &cancel, |done, of, nodes| {
                let rate = nodes as f64 / started.elapsed().as_secs_f64().max(1e-9);
                bar.set_length(of as u64);
                bar.set_position(done as u64);
                bar.set_message(format!("{nodes} nodes, {:.0} Mnps", rate / 1e6));
            });
            bar.finish_and_clear();
            report
        } else {
            req.run(&budget, &cancel)
        };
        report.map_err(PerftError::from)
    });
    match result {
        Ok(report) => {
            if args.json {
                crate::outln!("{}", report.to_json());
            } else {
                crate::out!("{}", report.to_human());
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("tertius: {e}");
            e.exit_code()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(fen: &str, depth: &str) -> PerftArgs {
        PerftArgs {
            fen: fen.to_owned(),
            depth: depth.to_owned(),
            rules: None,
            divide: false,
            json: false,
        }
    }

    #[test]
    fn by_root_move_counts_what_the_whole_count_does() {
        let mut a = args(STARTPOS, "4");
        a.divide = true;
        let req = Request::parse(&a).unwrap();
        let whole = req.run(&Budget::UNLIMITED, &Cancel::new()).unwrap();
        let mut seen = Vec::new();
        let by_move = req
            .run_by_root_move(&Budget::UNLIMITED, &Cancel::new(), |done, of, nodes| {
                seen.push((done, of, nodes))
            })
            .unwrap();
        assert_eq!(by_move.nodes, 197_281);
        assert_eq!(by_move.nodes, whole.nodes);
        assert_eq!(by_move.divide, whole.divide);
        assert_eq!(seen.len(), 20);
        assert_eq!(seen.last(), Some(&(20, 20, 197_281)));
    }

    #[test]
    fn depth_must_be_a_small_whole_number() {
        for bad in ["", "-1", "x", "13", "2.5"] {
            let e = Request::parse(&args("startpos", bad)).unwrap_err();
            assert!(matches!(e, PerftError::Depth(_)), "{bad}: {e}");
        }
        assert_eq!(Request::parse(&args("startpos", "12")).unwrap().depth, 12);
    }

    #[test]
    fn divide_sums_to_the_total_and_depth_zero_is_one_node() {
        let mut a = args("startpos", "2");
        a.divide = true;
        let report = Request::parse(&a)
            .unwrap()
            .run(&Budget::UNLIMITED, &Cancel::new())
            .unwrap();
        assert_eq!(report.nodes, 400);
        assert_eq!(report.divide.as_ref().map(BTreeMap::len), Some(20));
        a.depth = "0".to_owned();
        let report = Request::parse(&a)
            .unwrap()
            .run(&Budget::UNLIMITED, &Cancel::new())
            .unwrap();
        assert_eq!(report.nodes, 1);
        assert_eq!(report.divide, Some(BTreeMap::new()));
    }

    #[test]
    fn unknown_code_names_the_known_ones() {
        let mut a = args("startpos", "1");
        a.rules = Some("fide-2023".to_owned());
        let e = Request::parse(&a).unwrap_err().to_string();
        assert!(
            e.contains("`fide-2023`") && e.contains("london-1847"),
            "{e}"
        );
    }
}
