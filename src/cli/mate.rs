//! `tertius mate`: proves or refutes a forced mate from a position, optionally under a law code.
//!
//! The proving is [`crate::search`]; this module turns arguments into a position and rules, runs
//! the prover with a wall-time cap (a thread that flips the [`Cancel`] — the pure core never
//! reads a clock), and renders the verdict as SAN lines or one JSON object.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use serde::Serialize;

use crate::cancel::{Budget, Cancel, Interrupted};
use crate::chess::fen::ParseFenError;
use crate::chess::san::SanPlus;
use crate::chess::{Color, Move, MoveRules, Position, PositionError, Setup};
use crate::law::{Catalogue, LoadError};
use crate::search::{Finish, MAX_MOVES, OutcomeRules, Prover, UndecidedReason, Verdict};

/// The arguments, as `main` parses them. Numbers are taken as text so that a bad value gets the
/// same one-line error as a bad FEN, rather than clap's usage block.
#[derive(Debug, Clone, clap::Args)]
pub struct MateArgs {
    /// The position, as FEN; the side to move is the attacker.
    #[arg(long, allow_hyphen_values = true)]
    pub fen: String,
    /// Prove a mate within this many of the attacker's moves (1 to 100); the shortest is found.
    #[arg(long, allow_hyphen_values = true)]
    pub moves: String,
    /// A law code id: its move rules (castling, en passant, promotion) and how it scores a
    /// stalemate, instead of the modern rules.
    #[arg(long, value_name = "CODE_ID")]
    pub code: Option<String>,
    /// A game option of the code, e.g. `--option country=france` (repeatable).
    #[arg(long = "option", value_name = "NAME=VALUE", requires = "code")]
    pub options: Vec<String>,
    /// Give up (verdict "undecided", with the depth already proved) after this many
    /// milliseconds; 0 for no limit. Ctrl-C stops the search the same way.
    #[arg(long, allow_hyphen_values = true, default_value = DEFAULT_MAX_MS)]
    pub max_ms: Option<String>,
    /// Give up (verdict "undecided") after this many nodes, for reproducible limits.
    #[arg(long, allow_hyphen_values = true)]
    pub max_nodes: Option<String>,
    /// A directory of endgame tables (`tertius tables build`): positions they cover, in the
    /// search or at its root, are answered from them.
    #[arg(long, value_name = "DIR")]
    pub tables: Option<std::path::PathBuf>,
    /// Print one JSON object instead of lines.
    #[arg(long)]
    pub json: bool,
}

/// A search left to itself can run for hours; a minute answers most questions and says how deep
/// "no mate" was proved when it does not.
pub const DEFAULT_MAX_MS: &str = "60000";

/// Why the prover did not run.
#[derive(Debug, thiserror::Error)]
pub enum MateError {
    #[error(transparent)]
    Fen(#[from] ParseFenError),
    #[error(transparent)]
    Position(#[from] PositionError),
    #[error("invalid --moves `{0}`: expected a whole number from 1 to {MAX_MOVES}")]
    Moves(String),
    #[error("invalid --max-ms `{0}`: expected a whole number of milliseconds")]
    MaxMs(String),
    #[error("invalid --max-nodes `{0}`: expected a whole number")]
    MaxNodes(String),
    #[error("invalid --option `{0}`: expected NAME=VALUE")]
    OptionSyntax(String),
    #[error("no law code `{id}`; known codes: {known}")]
    UnknownCode { id: String, known: String },
    /// An option the code does not have, or a value it does not take (the message names both).
    #[error("{0}")]
    Option(String),
    /// A table file could not be read.
    #[error("{0}")]
    Tables(String),
    /// The embedded codes failed to load: our fault, not the caller's.
    #[error("cannot read the law codes: {0}")]
    Catalogue(String),
}

impl From<LoadError> for MateError {
    fn from(e: LoadError) -> MateError {
        MateError::Catalogue(e.to_string())
    }
}

impl MateError {
    /// 2 for bad input, as for every `tertius` subcommand; 1 for anything else.
    pub fn exit_code(&self) -> ExitCode {
        match self {
            MateError::Catalogue(_) | MateError::Tables(_) => ExitCode::FAILURE,
            _ => ExitCode::from(2),
        }
    }
}

/// The board rules and outcome rules a law code sets for a mate search, under the given game
/// options over the code's defaults. Silent points take the modern value (a code silent on
/// stalemate is read as a draw, which is what the arbiter awards when no law provides).
///
/// The one place that maps a code to search rules, so that it can give way to the arbiter's own
/// helper when there is one for outcomes too.
pub fn code_rules(
    id: &str,
    given: &BTreeMap<String, String>,
) -> Result<(MoveRules, OutcomeRules), MateError> {
    let catalogue = Catalogue::embedded()?;
    let Some(code) = catalogue.get(id) else {
        return Err(MateError::UnknownCode {
            id: id.to_owned(),
            known: catalogue.ids().join(", "),
        });
    };
    let options = code.resolve_options(given).map_err(MateError::Option)?;
    Ok((
        crate::arbiter::move_rules(code, &options),
        crate::arbiter::outcome_rules(code, &options),
    ))
}

/// A checked request: everything that can be wrong with the input has been found.
#[derive(Debug, Clone)]
pub struct Request {
    pub position: Position,
    /// The endgame tables read for this position, if a directory was given.
    pub tables: Option<std::sync::Arc<crate::search::tables::Tables>>,
    pub outcome: OutcomeRules,
    pub moves: u32,
    pub max_ms: Option<u64>,
    pub budget: Budget,
}

fn whole<E>(text: &str, err: impl Fn(String) -> E) -> Result<u64, E> {
    text.trim().parse::<u64>().map_err(|_| err(text.to_owned()))
}

impl Request {
    pub fn parse(args: &MateArgs) -> Result<Request, MateError> {
        let moves = whole(&args.moves, MateError::Moves)?;
        let moves = u32::try_from(moves)
            .ok()
            .filter(|m| (1..=MAX_MOVES).contains(m))
            .ok_or_else(|| MateError::Moves(args.moves.clone()))?;
        let max_ms = match &args.max_ms {
            Some(t) => Some(whole(t, MateError::MaxMs)?).filter(|&ms| ms > 0),
            None => None,
        };
        let budget = match &args.max_nodes {
            Some(n) => Budget::nodes(whole(n, MateError::MaxNodes)?),
            None => Budget::UNLIMITED,
        };
        let mut given = BTreeMap::new();
        for o in &args.options {
            let Some((k, v)) = o.split_once('=') else {
                return Err(MateError::OptionSyntax(o.clone()));
            };
            given.insert(k.trim().to_owned(), v.trim().to_owned());
        }
        let (rules, outcome) = match &args.code {
            Some(id) => code_rules(id, &given)?,
            None => (MoveRules::standard(), OutcomeRules::MODERN),
        };
        let setup: Setup = args.fen.trim().parse()?;
        let position = Position::from_setup(setup, &rules)?;
        let tables = match &args.tables {
            Some(dir) => Some(std::sync::Arc::new(
                crate::cli::tables::load_for(dir, &position, &outcome)
                    .map_err(|e| MateError::Tables(e.to_string()))?,
            )),
            None => None,
        };
        Ok(Request {
            position,
            tables,
            outcome,
            moves,
            max_ms,
            budget,
        })
    }

    /// Runs the prover, cancelled after `max_ms` by a timer thread; the clock covers only the
    /// search, not parsing or printing.
    pub fn run(&self) -> Report {
        self.run_with(Cancel::new())
    }

    /// As [`Request::run`], also stopped when `cancel` is cancelled from outside (Ctrl-C).
    pub fn run_with(&self, cancel: Cancel) -> Report {
        self.run_reporting(cancel, &mut |_, _| {})
    }

    /// As [`Request::run_with`], telling `proved(k, nodes)` each "no mate in k" proved.
    pub fn run_reporting(&self, cancel: Cancel, proved: &mut dyn FnMut(u32, u64)) -> Report {
        // Dropping `_stop` disconnects the channel, which ends the timer thread early.
        let _stop = self.max_ms.map(|ms| {
            let (stop, wait) = mpsc::channel::<()>();
            let cancel = cancel.clone();
            std::thread::spawn(move || {
                if let Err(mpsc::RecvTimeoutError::Timeout) =
                    wait.recv_timeout(Duration::from_millis(ms))
                {
                    cancel.cancel();
                }
            });
            stop
        });
        let start = Instant::now();
        let mut prover = Prover::default();
        prover.set_tables(self.tables.clone());
        let verdict = prover.prove_reporting(
            &self.position,
            &self.outcome,
            self.moves,
            &self.budget,
            &cancel,
            proved,
        );
        Report {
            position: self.position,
            asked: self.moves,
            verdict,
            elapsed: start.elapsed(),
        }
    }
}

/// A verdict and what it took.
#[derive(Debug, Clone)]
pub struct Report {
    pub position: Position,
    pub asked: u32,
    pub verdict: Verdict,
    pub elapsed: Duration,
}

/// The `--json` shape; field order is the output order.
#[derive(Serialize)]
struct JsonReport {
    verdict: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    moves: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    key: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<Vec<String>>,
    /// "checkmate", or "stalemate" where the defender was forced to stalemate the attacker.
    #[serde(skip_serializing_if = "Option::is_none")]
    finish: Option<&'static str>,
    /// For "no-mate" and "undecided": how many moves "no mate" was proved for.
    #[serde(skip_serializing_if = "Option::is_none")]
    no_mate_within: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<String>,
    nodes: u64,
    ms: u64,
}

fn uci_line(line: &[Move]) -> Vec<String> {
    line.iter().map(|m| m.to_uci().to_string()).collect()
}

/// `1. Qh5+ Kd7 2. Qf7#`, numbered from the position's move number and side to move.
fn san_line(pos: &Position, line: &[Move]) -> String {
    let mut out = String::new();
    let mut p = *pos;
    for (i, m) in line.iter().enumerate() {
        let san = SanPlus::from_move(&p, m);
        if p.turn() == Color::White {
            let _ = write!(
                out,
                "{}{}. {san}",
                if i > 0 { " " } else { "" },
                p.fullmoves()
            );
        } else if i == 0 {
            let _ = write!(out, "{}... {san}", p.fullmoves());
        } else {
            let _ = write!(out, " {san}");
        }
        p.play_unchecked(*m);
    }
    out
}

fn reason_text(reason: UndecidedReason, max_ms: Option<u64>) -> String {
    match (reason, max_ms) {
        (UndecidedReason::Interrupted(Interrupted::Cancelled), Some(ms)) => {
            format!("time limit of {ms} ms reached")
        }
        (UndecidedReason::Interrupted(i), _) => i.to_string(),
        (UndecidedReason::LineNotVerified, _) => {
            "a mate was found but its line did not re-play; not claimed".to_owned()
        }
    }
}

impl Report {
    fn ms(&self) -> u64 {
        u64::try_from(self.elapsed.as_millis()).unwrap_or(u64::MAX)
    }

    pub fn to_json(&self, max_ms: Option<u64>) -> String {
        let mut r = JsonReport {
            verdict: "",
            moves: None,
            key: None,
            line: None,
            finish: None,
            no_mate_within: None,
            reason: None,
            nodes: self.verdict.nodes(),
            ms: self.ms(),
        };
        match &self.verdict {
            Verdict::Mate {
                moves,
                key,
                line,
                finish,
                ..
            } => {
                r.verdict = "mate";
                r.moves = Some(*moves);
                r.key = Some(key.to_uci().to_string());
                r.line = Some(uci_line(line));
                r.finish = Some(match finish {
                    Finish::Checkmate => "checkmate",
                    Finish::AttackerStalemated => "stalemate",
                });
            }
            Verdict::NoMate { within, .. } => {
                r.verdict = "no-mate";
                r.no_mate_within = Some(*within);
            }
            Verdict::Undecided {
                reason,
                no_mate_within,
                ..
            } => {
                r.verdict = "undecided";
                r.no_mate_within = Some(*no_mate_within);
                r.reason = Some(reason_text(*reason, max_ms));
            }
        }
        // A struct of strings and numbers always serialises; `{}` is still valid JSON if not.
        serde_json::to_string(&r).unwrap_or_else(|_| "{}".to_owned())
    }

    pub fn to_human(&self, max_ms: Option<u64>) -> String {
        let mut out = String::new();
        match &self.verdict {
            Verdict::Mate {
                moves,
                line,
                finish,
                ..
            } => {
                let what = match finish {
                    Finish::Checkmate => "mate",
                    Finish::AttackerStalemated => "win (the defender is forced to stalemate)",
                };
                let shorter = if *moves > 1 {
                    format!("; no mate in {} (proved)", moves - 1)
                } else {
                    String::new()
                };
                let _ = writeln!(out, "{what} in {moves}{shorter}");
                let _ = writeln!(out, "{}", san_line(&self.position, line));
            }
            Verdict::NoMate { within, .. } => {
                let _ = writeln!(out, "no mate in {within} (proved)");
            }
            Verdict::Undecided {
                reason,
                no_mate_within,
                ..
            } => {
                let _ = writeln!(
                    out,
                    "undecided within the budget: {}",
                    reason_text(*reason, max_ms)
                );
                if *no_mate_within > 0 {
                    let _ = writeln!(out, "no mate in {no_mate_within} (proved)");
                }
            }
        }
        let _ = writeln!(out, "nodes {}, {} ms", self.verdict.nodes(), self.ms());
        out
    }
}

/// The whole subcommand: parse, prove, print; errors on one line, exit 2 for bad input. Every
/// verdict, "undecided" included, exits 0.
pub fn main(args: &MateArgs) -> ExitCode {
    match Request::parse(args) {
        Ok(req) => {
            let cancel = Cancel::new();
            let interrupted = on_ctrl_c(cancel.clone());
            let report = if std::io::stderr().is_terminal() {
                // A spinner that ticks on its own, so a long depth still shows life, and says
                // the deepest "no mate" proved so far.
                let bar = indicatif::ProgressBar::new_spinner().with_style(
                    indicatif::ProgressStyle::with_template("{spinner} {elapsed} {msg}")
                        .unwrap_or_else(|_| indicatif::ProgressStyle::default_spinner()),
                );
                bar.set_message(format!("searching for a mate in up to {}", req.moves));
                bar.enable_steady_tick(Duration::from_millis(200));
                let started = Instant::now();
                let report = req.run_reporting(cancel, &mut |k, nodes| {
                    let rate = nodes as f64 / started.elapsed().as_secs_f64().max(1e-9);
                    bar.set_message(format!(
                        "no mate in {k} (proved); {nodes} nodes, {:.1} Mnps",
                        rate / 1e6
                    ));
                });
                bar.finish_and_clear();
                report
            } else {
                req.run_with(cancel)
            };
            let interrupted = interrupted.load(std::sync::atomic::Ordering::SeqCst);
            // Stopped by hand, the verdict is undecided; what it says is what was proved.
            let max_ms = if interrupted { None } else { req.max_ms };
            if args.json {
                crate::outln!("{}", report.to_json(max_ms));
            } else {
                crate::out!("{}", report.to_human(max_ms));
            }
            if interrupted {
                // The status a shell gives a command ended by SIGINT.
                ExitCode::from(130)
            } else {
                ExitCode::SUCCESS
            }
        }
        Err(e) => {
            eprintln!("tertius: {e}");
            e.exit_code()
        }
    }
}

/// Cancels `cancel` on the first Ctrl-C (SIGINT), so the search stops at once and reports the
/// depth it proved rather than dying with it; the flag says whether that happened.
fn on_ctrl_c(cancel: Cancel) -> std::sync::Arc<std::sync::atomic::AtomicBool> {
    let flag = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let set = flag.clone();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .build();
    if let Ok(runtime) = runtime {
        // Registered here, before the search starts, so no Ctrl-C falls between the two.
        let signal = runtime.block_on(async {
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::interrupt())
        });
        if let Ok(mut signal) = signal {
            std::thread::spawn(move || {
                runtime.block_on(async {
                    if signal.recv().await.is_some() {
                        set.store(true, std::sync::atomic::Ordering::SeqCst);
                        cancel.cancel();
                    }
                });
            });
        }
    }
    flag
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::StalemateScore;

    fn args(fen: &str, moves: &str) -> MateArgs {
        MateArgs {
            fen: fen.to_owned(),
            moves: moves.to_owned(),
            code: None,
            options: Vec::new(),
            max_ms: None,
            max_nodes: None,
            tables: None,
            json: false,
        }
    }

    const BACK_RANK: &str = "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1";

    #[test]
    fn each_depth_proved_is_reported_in_order() {
        let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        let req = Request::parse(&args(kiwipete, "3")).unwrap();
        let mut seen = Vec::new();
        let report = req.run_reporting(Cancel::new(), &mut |k, nodes| seen.push((k, nodes)));
        assert!(matches!(report.verdict, Verdict::NoMate { within: 3, .. }));
        assert_eq!(seen.iter().map(|s| s.0).collect::<Vec<_>>(), [1, 2, 3]);
        assert!(seen.windows(2).all(|w| w[0].1 <= w[1].1), "{seen:?}");
        assert_eq!(seen[2].1, report.verdict.nodes());
    }

    #[test]
    fn a_time_limit_of_zero_is_none() {
        let mut a = args(BACK_RANK, "1");
        a.max_ms = Some("0".to_owned());
        assert_eq!(Request::parse(&a).unwrap().max_ms, None);
        a.max_ms = Some(DEFAULT_MAX_MS.to_owned());
        assert_eq!(Request::parse(&a).unwrap().max_ms, Some(60_000));
    }

    #[test]
    fn moves_must_be_a_small_whole_number() {
        for bad in ["", "0", "-1", "x", "101", "2.5"] {
            let e = Request::parse(&args(BACK_RANK, bad)).err();
            assert!(matches!(e, Some(MateError::Moves(_))), "{bad}: {e:?}");
        }
    }

    #[test]
    fn codes_set_the_stalemate_rule() {
        let none = BTreeMap::new();
        let boys = code_rules("boys-own-1829", &none).map(|r| r.1);
        assert_eq!(
            boys.ok().map(|o| o.stalemate),
            Some(StalemateScore::StalematedPlayerWins)
        );
        let london = code_rules("london-1847", &none).map(|r| r.1);
        assert_eq!(london.ok(), Some(OutcomeRules::MODERN));
        let france = BTreeMap::from([("country".to_owned(), "france".to_owned())]);
        let philidor = code_rules("philidor", &france).map(|r| r.1);
        assert_eq!(philidor.ok(), Some(OutcomeRules::MODERN));
        assert!(matches!(
            code_rules(
                "philidor",
                &BTreeMap::from([("country".to_owned(), "spain".to_owned())])
            ),
            Err(MateError::Option(_))
        ));
        assert!(matches!(
            code_rules("fide-2023", &none),
            Err(MateError::UnknownCode { .. })
        ));
    }

    #[test]
    fn human_and_json_reports() {
        let report = Request::parse(&args(BACK_RANK, "3"))
            .map(|r| r.run())
            .unwrap_or_else(|e| unreachable!("{e}"));
        assert!(report.to_human(None).starts_with("mate in 1\n1. Ra8#\n"));
        let json: serde_json::Value =
            serde_json::from_str(&report.to_json(None)).unwrap_or_default();
        assert_eq!(json["verdict"], "mate");
        assert_eq!(json["moves"], 1);
        assert_eq!(json["key"], "a1a8");
        assert_eq!(json["line"], serde_json::json!(["a1a8"]));
    }
}
