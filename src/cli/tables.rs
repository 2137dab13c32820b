//! `tertius tables`: build endgame tables to files, probe a position, count a table, check one.
//!
//! The tables themselves are [`crate::search::tables`] (pure); this module is their edge: it
//! picks the rule contexts the law codes produce, reads and writes table files, runs builds on
//! threads, reads the clock and shows progress.
//!
//! A table file is one header line, `tertius-table 2 MATERIAL CONTEXT ENTRIES`, then two bytes
//! (little-endian) per entry; it lives at `DIR/CONTEXT/MATERIAL.tbl`.

use std::collections::BTreeMap;
use std::fs;
use std::io::{self, IsTerminal, Write as _};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Mutex;
use std::time::Instant;

use serde::Serialize;

use crate::cancel::{Budget, Cancel};
use crate::chess::fen::ParseFenError;
use crate::chess::{MoveRules, Position, PositionError, Setup};
use crate::cli::mate::{MateError, code_rules};
use crate::law::Catalogue;
use crate::search::OutcomeRules;
use crate::search::tables::{
    GenerateError, Material, Metric, ParseMaterialError, Progress, Stage, Table, TableError,
    TableRules, Tables, Value, VerifyError, generate, generate_by, verify,
};

/// The directory tables are read from and written to, unless `--dir` says otherwise.
pub const DEFAULT_DIR: &str = "tables";

#[derive(Debug, clap::Subcommand)]
pub enum TablesCommand {
    /// Build tables into a directory: by default every material of up to four men and the
    /// five-man endings the codes name (KRBvKR), under every rule context the codes produce.
    /// Tables already there are read, not rebuilt.
    Build(BuildArgs),
    /// The value of a position (win, draw or loss for the side to move), its distance to mate
    /// and the best move.
    Probe(ProbeArgs),
    /// Counts over one table: positions, wins, draws, losses for the side to move, the longest
    /// mate.
    Stats(StatsArgs),
    /// Check tables against themselves: every value must follow from its moves' values.
    Verify(VerifyArgs),
}

/// Where tables live, and which rule context.
#[derive(Debug, Clone, clap::Args)]
pub struct Context {
    /// The directory of table files; missing tables are built in memory.
    #[arg(long, env = "TERTIUS_TABLES_DIR", default_value = DEFAULT_DIR)]
    pub dir: PathBuf,
    /// A law code id: its rules (how a stalemate is scored, en passant, promotion) instead of
    /// the modern ones.
    #[arg(long, value_name = "CODE_ID")]
    pub code: Option<String>,
    /// A game option of the code, e.g. `--option country=france` (repeatable).
    #[arg(long = "option", value_name = "NAME=VALUE", requires = "code")]
    pub options: Vec<String>,
}

#[derive(Debug, Clone, clap::Args)]
pub struct BuildArgs {
    #[command(flatten)]
    pub context: Context,
    /// Build only this material and the tables it needs (repeatable), e.g. `KRBvKR`.
    #[arg(long = "material", value_name = "MATERIAL")]
    pub materials: Vec<String>,
    /// Rule contexts built at once, one thread each; by default the number of CPUs.
    #[arg(long)]
    pub jobs: Option<usize>,
}

#[derive(Debug, Clone, clap::Args)]
pub struct ProbeArgs {
    #[command(flatten)]
    pub context: Context,
    /// The position, as FEN.
    #[arg(long, allow_hyphen_values = true, required_unless_present = "fens")]
    pub fen: Option<String>,
    /// A file of positions, one FEN a line (`-`: standard input): one JSON object a line out,
    /// `{"error": …}` for a line that fails, and the time the probes took on standard error.
    #[arg(long, conflicts_with = "fen")]
    pub fens: Option<PathBuf>,
    /// Print one JSON object instead of a line.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Clone, clap::Args)]
pub struct StatsArgs {
    #[command(flatten)]
    pub context: Context,
    /// The material, named like `KRBvKR`.
    pub material: String,
    /// Count distances to mate or to a capture that keeps the win (Thompson's depth to
    /// conversion) instead of distances to mate: the table is built in memory for the count,
    /// never read or written.
    #[arg(long)]
    pub to_conversion: bool,
    /// Also count the wins (side to move) at each distance in moves.
    #[arg(long)]
    pub histogram: bool,
    /// Print one JSON object instead of lines.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Clone, clap::Args)]
pub struct VerifyArgs {
    #[command(flatten)]
    pub context: Context,
    /// Check only this material (repeatable); by default every table `build` makes.
    #[arg(long = "material", value_name = "MATERIAL")]
    pub materials: Vec<String>,
}

/// Why a tables command failed.
#[derive(Debug, thiserror::Error)]
pub enum TablesError {
    #[error(transparent)]
    Rules(#[from] MateError),
    #[error(transparent)]
    Material(#[from] ParseMaterialError),
    #[error(transparent)]
    Fen(#[from] ParseFenError),
    #[error(transparent)]
    Position(#[from] PositionError),
    #[error("no table holds positions where a pawn may stay a pawn on the last rank")]
    OptionalPromotion,
    #[error(
        "no table covers `{0}`: tables hold one king a side, at most five men, no castling right, and the side not to move not in check"
    )]
    NotCovered(String),
    #[error(transparent)]
    Generate(#[from] GenerateError),
    #[error(transparent)]
    Verify(#[from] VerifyError),
    #[error("table file `{path}`: {reason}")]
    File { path: String, reason: String },
}

impl TablesError {
    fn exit_code(&self) -> ExitCode {
        match self {
            TablesError::Rules(e) => e.exit_code(),
            TablesError::Generate(_) | TablesError::Verify(_) | TablesError::File { .. } => {
                ExitCode::FAILURE
            }
            _ => ExitCode::from(2),
        }
    }
}

fn parse_options(options: &[String]) -> Result<BTreeMap<String, String>, TablesError> {
    let mut given = BTreeMap::new();
    for o in options {
        let Some((k, v)) = o.split_once('=') else {
            return Err(MateError::OptionSyntax(o.clone()).into());
        };
        given.insert(k.trim().to_owned(), v.trim().to_owned());
    }
    Ok(given)
}

/// The move rules and table context of `--code` (modern rules without one).
fn context_rules(context: &Context) -> Result<(MoveRules, TableRules), TablesError> {
    let (moves, outcome) = match &context.code {
        Some(id) => code_rules(id, &parse_options(&context.options)?)?,
        None => (MoveRules::standard(), OutcomeRules::MODERN),
    };
    let rules = TableRules::new(&moves, &outcome).ok_or(TablesError::OptionalPromotion)?;
    Ok((moves, rules))
}

/// Every rule context the law codes produce, under every choice of their options, the modern
/// rules first.
pub fn code_contexts() -> Result<Vec<TableRules>, TablesError> {
    let mut out = vec![TableRules::MODERN];
    let catalogue = Catalogue::embedded().map_err(MateError::from)?;
    for code in catalogue.codes() {
        let mut choices = vec![BTreeMap::new()];
        for (name, option) in &code.options {
            choices = choices
                .into_iter()
                .flat_map(|c: BTreeMap<String, String>| {
                    option.values.iter().map(move |v| {
                        let mut c = c.clone();
                        c.insert(name.clone(), v.clone());
                        c
                    })
                })
                .collect();
        }
        for given in choices {
            let (moves, outcome) = code_rules(&code.id, &given)?;
            let rules = TableRules::new(&moves, &outcome).ok_or(TablesError::OptionalPromotion)?;
            if !out.contains(&rules) {
                out.push(rules);
            }
        }
    }
    Ok(out)
}

/// The materials `build` makes by default: every material of up to four men, and the five-man
/// ending the codes name with a fifty-move count (rook and bishop against rook).
pub fn default_materials() -> Vec<Material> {
    let mut all = Material::all_up_to(4);
    if let Ok(m) = "KRBvKR".parse() {
        all.push(m);
    }
    all
}

pub fn table_path(dir: &Path, material: &Material, rules: &TableRules) -> PathBuf {
    let rules = rules.for_material(material);
    dir.join(rules.tag()).join(format!("{material}.tbl"))
}

fn header(table: &Table) -> String {
    let rules = table.rules();
    format!(
        "tertius-table 2 {} {} {}\n",
        table.material(),
        rules.tag(),
        table.entries()
    )
}

/// Writes a table file (through a temporary file, renamed into place).
pub fn save(dir: &Path, table: &Table) -> Result<PathBuf, TablesError> {
    let path = table_path(dir, &table.material(), &table.rules());
    let fail = |e: io::Error| TablesError::File {
        path: path.display().to_string(),
        reason: e.to_string(),
    };
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).map_err(fail)?;
    }
    let tmp = path.with_extension("tbl.tmp");
    let mut bytes = header(table).into_bytes();
    bytes.extend_from_slice(&table.bytes());
    fs::write(&tmp, &bytes).map_err(fail)?;
    fs::rename(&tmp, &path).map_err(fail)?;
    Ok(path)
}

/// Reads a table file, if there is one.
pub fn load(
    dir: &Path,
    material: &Material,
    rules: &TableRules,
) -> Result<Option<Table>, TablesError> {
    let rules = rules.for_material(material);
    let path = table_path(dir, material, &rules);
    let bytes = match fs::read(&path) {
        Ok(b) => b,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(TablesError::File {
                path: path.display().to_string(),
                reason: e.to_string(),
            });
        }
    };
    let bad = |reason: String| TablesError::File {
        path: path.display().to_string(),
        reason,
    };
    let end = bytes
        .iter()
        .position(|&b| b == b'\n')
        .ok_or_else(|| bad("no header line".to_owned()))?;
    let line = String::from_utf8_lossy(&bytes[..=end]).into_owned();
    let body = &bytes[end + 1..];
    let expected = format!(
        "tertius-table 2 {material} {} {}\n",
        rules.tag(),
        body.len() / 2
    );
    if line != expected {
        return Err(bad(format!(
            "header `{}` is not `{}`",
            line.trim_end(),
            expected.trim_end()
        )));
    }
    Table::from_bytes(*material, rules, body)
        .map(Some)
        .map_err(|e: TableError| bad(e.to_string()))
}

/// The tables in `dir` that a search from `position` could reach under `outcome` (those present:
/// nothing is built), for the mate prover.
pub fn load_for(
    dir: &Path,
    position: &Position,
    outcome: &OutcomeRules,
) -> Result<Tables, TablesError> {
    let mut tables = Tables::new();
    let Some(rules) = TableRules::new(position.rules(), outcome) else {
        return Ok(tables);
    };
    let Some(root) = Material::of(position.board()) else {
        return Ok(tables);
    };
    for m in default_materials() {
        for s in m.closure(rules.promotion) {
            if tables.contains(&s, &rules) || !s.reachable_from(&root) {
                continue;
            }
            if let Some(t) = load(dir, &s, &rules)? {
                tables.insert(t);
            }
        }
    }
    Ok(tables)
}

/// Every table `build` makes that `dir` holds, under every rule context the codes produce (one
/// copy of a pawnless table serves every context that scores stalemate alike), for the server.
/// A file that cannot be read is skipped and its error returned beside the rest; nothing is
/// built.
pub fn load_dir(dir: &Path) -> Result<(Tables, Vec<TablesError>), TablesError> {
    let mut tables = Tables::new();
    let mut failed = Vec::new();
    for rules in code_contexts()? {
        for m in default_materials() {
            for s in m.closure(rules.promotion) {
                if tables.contains(&s, &rules) {
                    continue;
                }
                match load(dir, &s, &rules) {
                    Ok(Some(t)) => tables.insert(t),
                    Ok(None) => {}
                    Err(e) => failed.push(e),
                }
            }
        }
    }
    Ok((tables, failed))
}

/// Shows progress on a terminal (one line rewritten), and a line per finished table anywhere.
struct Reporter {
    terminal: bool,
    lock: Mutex<()>,
}

impl Reporter {
    fn new() -> Reporter {
        Reporter {
            terminal: io::stderr().is_terminal(),
            lock: Mutex::new(()),
        }
    }

    fn progress(&self, rules: &TableRules, p: &Progress) {
        if !self.terminal {
            return;
        }
        let what = match p.stage {
            Stage::Setup => format!("setting up {}%", p.done * 100 / p.total.max(1)),
            Stage::Retrograde => format!("taking back moves from {} plies", p.done),
            Stage::Verify => format!("checking {}%", p.done * 100 / p.total.max(1)),
        };
        let _guard = self.lock.lock();
        eprint!("\r\x1b[K{} {}: {what}", rules.tag(), p.material);
        let _ = io::stderr().flush();
    }

    fn line(&self, text: &str) {
        let _guard = self.lock.lock();
        if self.terminal {
            eprint!("\r\x1b[K");
        }
        eprintln!("{text}");
    }
}

/// Loads or builds (and, with `write`, saves) every table `materials` need under `rules`, into
/// `tables`. Returns the seconds spent building.
fn obtain(
    tables: &mut Tables,
    dir: &Path,
    materials: &[Material],
    rules: &TableRules,
    write: bool,
    reporter: &Reporter,
) -> Result<f64, TablesError> {
    let mut needed: Vec<Material> = Vec::new();
    for m in materials {
        for s in m.closure(rules.promotion) {
            if !needed.contains(&s) {
                needed.push(s);
            }
        }
    }
    needed.sort_by_key(|m| {
        let pawns = m.count(crate::chess::Color::White, crate::chess::Role::Pawn)
            + m.count(crate::chess::Color::Black, crate::chess::Role::Pawn);
        (m.men(), pawns, m.to_string())
    });
    let mut seconds = 0.0;
    for m in needed {
        if tables.contains(&m, rules) {
            continue;
        }
        if let Some(t) = load(dir, &m, rules)? {
            tables.insert(t);
            continue;
        }
        let start = Instant::now();
        let table = generate(
            m,
            rules,
            tables,
            &Budget::UNLIMITED,
            &Cancel::new(),
            &mut |p| reporter.progress(rules, p),
        )?;
        let took = start.elapsed().as_secs_f64();
        seconds += took;
        let s = table.stats();
        let mut text = format!(
            "built {}/{m} in {took:.2} s: {} entries, {} positions, longest {} moves",
            table.rules().tag(),
            table.entries(),
            s.positions,
            s.max_moves
        );
        if write {
            let path = save(dir, &table)?;
            text.push_str(&format!(", {}", path.display()));
        }
        reporter.line(&text);
        tables.insert(table);
    }
    Ok(seconds)
}

fn parse_materials(names: &[String]) -> Result<Vec<Material>, TablesError> {
    if names.is_empty() {
        return Ok(default_materials());
    }
    names
        .iter()
        .map(|n| Ok(n.trim().parse::<Material>()?.canonical().0))
        .collect()
}

fn build(args: &BuildArgs) -> Result<(), TablesError> {
    let materials = parse_materials(&args.materials)?;
    let contexts = match &args.context.code {
        Some(_) => vec![context_rules(&args.context)?.1],
        None => code_contexts()?,
    };
    // Contexts that differ only where pawns are concerned share their pawnless tables: build
    // those once, by taking the contexts in order on one thread per distinct stalemate rule.
    let mut groups: Vec<Vec<TableRules>> = Vec::new();
    for rules in contexts {
        match groups
            .iter_mut()
            .find(|g| g[0].stalemate == rules.stalemate)
        {
            Some(g) => g.push(rules),
            None => groups.push(vec![rules]),
        }
    }
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1);
    let reporter = Reporter::new();
    let start = Instant::now();
    let dir = &args.context.dir;
    let results: Vec<Result<f64, TablesError>> = std::thread::scope(|scope| {
        let mut handles = Vec::new();
        let mut results = Vec::new();
        for group in &groups {
            if handles.len() >= jobs {
                let h: std::thread::ScopedJoinHandle<'_, Result<f64, TablesError>> =
                    handles.remove(0);
                results.push(h.join().unwrap_or(Ok(0.0)));
            }
            let reporter = &reporter;
            let materials = &materials;
            handles.push(scope.spawn(move || {
                let mut tables = Tables::new();
                let mut seconds = 0.0;
                for rules in group {
                    seconds += obtain(&mut tables, dir, materials, rules, true, reporter)?;
                }
                Ok(seconds)
            }));
        }
        for h in handles {
            results.push(h.join().unwrap_or(Ok(0.0)));
        }
        results
    });
    let mut built = 0.0;
    for r in results {
        built += r?;
    }
    let mut paths = std::collections::BTreeSet::new();
    for group in &groups {
        for rules in group {
            for m in &materials {
                for s in m.closure(rules.promotion) {
                    paths.insert(table_path(dir, &s, rules));
                }
            }
        }
    }
    let files = paths.len();
    let bytes: u64 = paths
        .iter()
        .filter_map(|p| fs::metadata(p).ok())
        .map(|m| m.len())
        .sum();
    crate::outln!(
        "tables in {}: {} contexts, {:.1} s wall ({built:.1} s building), {files} table files, {:.1} MiB",
        dir.display(),
        groups.iter().map(Vec::len).sum::<usize>(),
        start.elapsed().as_secs_f64(),
        bytes as f64 / (1 << 20) as f64
    );
    Ok(())
}

#[derive(Serialize)]
struct ProbeJson {
    /// 1: the side to move wins; 0: draw; -1: it loses.
    wdl: i8,
    /// Moves of the side that wins until the game ends (mate, or a winning stalemate): positive
    /// when the side to move wins, negative when it loses, 0 for a draw or a finished game.
    dtm: i64,
    /// The same distance in plies.
    plies: u32,
    /// The best move in UCI, or null when there is no move.
    best: Option<String>,
    material: String,
    rules: String,
    #[serde(skip)]
    value: Value,
}

/// One probe: the position's value and best move, loading or building the tables it needs into
/// `tables`. `probing` accumulates the time spent in the probes themselves.
fn probe_one(
    fen: &str,
    moves: &MoveRules,
    rules: &TableRules,
    dir: &Path,
    tables: &mut Tables,
    probing: &mut std::time::Duration,
) -> Result<ProbeJson, TablesError> {
    let setup: Setup = fen.trim().parse()?;
    let pos = Position::from_setup(setup, moves)?;
    let not_covered = || TablesError::NotCovered(fen.trim().to_owned());
    if pos.castling_rights().is_nonempty() || pos.board().occupied().count() > 5 {
        return Err(not_covered());
    }
    let material = Material::of(pos.board()).ok_or_else(not_covered)?;
    if !tables.contains(&material.canonical().0, rules) {
        obtain(
            tables,
            dir,
            &[material.canonical().0],
            rules,
            false,
            &Reporter::new(),
        )?;
    }
    let outcome = rules.outcome();
    let start = Instant::now();
    let value = tables.probe(&pos, &outcome);
    *probing += start.elapsed();
    let value = value.ok_or_else(not_covered)?;
    let best = tables.best_move(&pos, &outcome).map(|(m, _)| m);
    let (plies, sign) = match value {
        Value::Win(p) => (u32::from(p), 1),
        Value::Loss(p) => (u32::from(p), -1),
        Value::Draw => (0, 0),
    };
    Ok(ProbeJson {
        wdl: value.wdl(),
        dtm: sign * i64::from(value.moves()),
        plies,
        best: best.map(|m| m.to_uci().to_string()),
        material: material.to_string(),
        rules: rules.for_material(&material).tag(),
        value,
    })
}

fn probe(args: &ProbeArgs) -> Result<(), TablesError> {
    let (moves, rules) = context_rules(&args.context)?;
    let dir = &args.context.dir;
    let mut tables = Tables::new();
    let mut probing = std::time::Duration::ZERO;
    let Some(path) = &args.fens else {
        let fen = args.fen.as_deref().unwrap_or_default();
        let json = probe_one(fen, &moves, &rules, dir, &mut tables, &mut probing)?;
        if args.json {
            crate::outln!(
                "{}",
                serde_json::to_string(&json).unwrap_or_else(|_| "{}".to_owned())
            );
        } else {
            let best = json.best.as_deref().unwrap_or("none");
            crate::outln!("{} ({} plies), best {best}", json.value, json.plies);
        }
        return Ok(());
    };
    let text = if path.as_os_str() == "-" {
        io::read_to_string(io::stdin())
    } else {
        fs::read_to_string(path)
    }
    .map_err(|e| TablesError::File {
        path: path.display().to_string(),
        reason: e.to_string(),
    })?;
    let mut out = String::new();
    let mut count = 0u64;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        match probe_one(line, &moves, &rules, dir, &mut tables, &mut probing) {
            Ok(json) => out.push_str(&serde_json::to_string(&json).unwrap_or_default()),
            Err(e) => out.push_str(&serde_json::json!({ "error": e.to_string() }).to_string()),
        }
        out.push('\n');
        count += 1;
    }
    crate::out!("{out}");
    eprintln!(
        "probed {count} positions: {:.3} s in the probes, {:.3} us each",
        probing.as_secs_f64(),
        probing.as_secs_f64() * 1e6 / count.max(1) as f64
    );
    Ok(())
}

#[derive(Serialize)]
struct StatsJson {
    material: String,
    rules: String,
    positions: u64,
    wins: u64,
    draws: u64,
    losses: u64,
    /// The longest distance to mate, in moves of the side that mates.
    #[serde(skip_serializing_if = "Option::is_none")]
    max_dtm: Option<u32>,
    /// With `--to-conversion`: the longest distance to mate or to a capture that keeps the win.
    #[serde(skip_serializing_if = "Option::is_none")]
    max_dtc: Option<u32>,
    /// With `--histogram`: wins of the side to move at each distance in moves (index 0 first).
    #[serde(skip_serializing_if = "Option::is_none")]
    wins_by_moves: Option<Vec<u64>>,
    /// A position of the longest win (FEN), to replay.
    longest: Option<String>,
}

fn stats(args: &StatsArgs) -> Result<(), TablesError> {
    let (_, rules) = context_rules(&args.context)?;
    let material = args.material.trim().parse::<Material>()?.canonical().0;
    let mut tables = Tables::new();
    let reporter = Reporter::new();
    let by_conversion;
    let table = if args.to_conversion {
        let smaller: Vec<Material> = material
            .closure(rules.promotion)
            .into_iter()
            .filter(|m| *m != material)
            .collect();
        obtain(
            &mut tables,
            &args.context.dir,
            &smaller,
            &rules,
            false,
            &reporter,
        )?;
        by_conversion = generate_by(
            Metric::Conversion,
            material,
            &rules,
            &tables,
            &Budget::UNLIMITED,
            &Cancel::new(),
            &mut |p| reporter.progress(&rules, p),
        )?;
        &by_conversion
    } else {
        obtain(
            &mut tables,
            &args.context.dir,
            &[material],
            &rules,
            false,
            &reporter,
        )?;
        tables
            .get(&material, &rules)
            .ok_or(TablesError::Generate(GenerateError::Unsupported(material)))?
    };
    let s = table.stats();
    let json = StatsJson {
        material: material.to_string(),
        rules: table.rules().tag(),
        positions: s.positions,
        wins: s.wins,
        draws: s.draws,
        losses: s.losses,
        max_dtm: (!args.to_conversion).then_some(s.max_moves),
        max_dtc: args.to_conversion.then_some(s.max_moves),
        wins_by_moves: args.histogram.then(|| table.wins_by_moves()),
        longest: table.longest_win().map(|p| p.fen()),
    };
    if args.json {
        crate::outln!(
            "{}",
            serde_json::to_string(&json).unwrap_or_else(|_| "{}".to_owned())
        );
        return Ok(());
    }
    let longest = if args.to_conversion {
        "longest win to mate or conversion"
    } else {
        "longest mate"
    };
    crate::outln!(
        "{} ({}): {} positions, {} wins, {} draws, {} losses for the side to move; {longest} {} moves",
        json.material,
        json.rules,
        json.positions,
        json.wins,
        json.draws,
        json.losses,
        s.max_moves
    );
    if let Some(fen) = &json.longest {
        crate::outln!("  a longest win: {fen}");
    }
    if let Some(counts) = &json.wins_by_moves {
        for (moves, n) in counts.iter().enumerate().filter(|(_, n)| **n > 0) {
            crate::outln!("  win in {moves}: {n}");
        }
    }
    Ok(())
}

fn verify_tables(args: &VerifyArgs) -> Result<(), TablesError> {
    let materials = parse_materials(&args.materials)?;
    let contexts = match &args.context.code {
        Some(_) => vec![context_rules(&args.context)?.1],
        None => code_contexts()?,
    };
    let reporter = Reporter::new();
    let start = Instant::now();
    let mut checked = 0;
    let mut seen = Vec::new();
    for rules in &contexts {
        let mut tables = Tables::new();
        obtain(
            &mut tables,
            &args.context.dir,
            &materials,
            rules,
            false,
            &reporter,
        )?;
        for m in &materials {
            for s in m.closure(rules.promotion) {
                let key = (s, rules.for_material(&s));
                if seen.contains(&key) {
                    continue;
                }
                seen.push(key);
                let Some(table) = tables.get(&s, rules) else {
                    continue;
                };
                let t = Instant::now();
                let n = verify(
                    table,
                    &tables,
                    &Budget::UNLIMITED,
                    &Cancel::new(),
                    &mut |p| reporter.progress(rules, p),
                )?;
                checked += n;
                reporter.line(&format!(
                    "verified {}/{s}: {n} positions in {:.2} s",
                    table.rules().tag(),
                    t.elapsed().as_secs_f64()
                ));
            }
        }
    }
    crate::outln!(
        "{} tables, {checked} positions: every value follows from its moves ({:.1} s)",
        seen.len(),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The whole subcommand family: errors on one line, exit 2 for bad input.
pub fn run(command: TablesCommand) -> ExitCode {
    let result = match &command {
        TablesCommand::Build(args) => build(args),
        TablesCommand::Probe(args) => probe(args),
        TablesCommand::Stats(args) => stats(args),
        TablesCommand::Verify(args) => verify_tables(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tertius: {e}");
            e.exit_code()
        }
    }
}
