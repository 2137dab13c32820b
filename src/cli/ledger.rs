//! `tertius ledger …`: checking the decision ledger from the command line.
//!
//! Exit codes, for scripts: 0 the check passed, 1 the check ran and failed (the ledger or the
//! proof does not hold up), 2 the check could not run (bad arguments, unreadable input, no
//! database).

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::config::DEFAULT_DATABASE_URL;
use crate::ledger::{
    self, Backend, Hash, ProofError, StoreError, VerifyError, from_hex, leaf_hash, to_hex,
};

/// Checked, but not passed: the ledger or the proof is wrong.
const CHECK_FAILED: u8 = 1;
/// The check could not run.
const BAD_INPUT: u8 = 2;

#[derive(Debug, clap::Subcommand)]
pub enum LedgerCommand {
    /// Recompute the whole log from the raw entry bytes and compare every stored node and tree
    /// head. Exit 0 when all match, 1 at the first mismatch (which is printed), 2 when the
    /// database cannot be read.
    ///
    /// With `--replay`, then re-derive every logged ruling and mate verdict from the record it
    /// was given on, with this engine and its law codes, and print each one that would now be
    /// decided otherwise (exit 1 if any), and each logged without its record.
    Verify {
        /// Decision database: `sqlite:PATH` or `postgres://…`. A SQLite file must exist already.
        #[arg(long, env = "TERTIUS_DATABASE_URL", default_value = DEFAULT_DATABASE_URL)]
        database_url: String,
        #[command(flatten)]
        replay: ReplayArgs,
    },
    /// Copy a live SQLite database, consistently, into a new file (appends go on meanwhile; the
    /// copy holds every entry committed when it began). Exit 0 done, 2 it could not be made.
    /// For PostgreSQL use `pg_dump` (see README, "Backups").
    Backup {
        /// The database to copy: `sqlite:PATH`.
        #[arg(long, env = "TERTIUS_DATABASE_URL", default_value = DEFAULT_DATABASE_URL)]
        database_url: String,
        /// The new file; it must not exist yet.
        #[arg(long, value_name = "FILE")]
        to: PathBuf,
    },
    /// Show one entry: the decision decoded, as text; with `--html`, a ruling as the page an
    /// arbiter prints and shows the players (a mate verdict has no such page). Exit 0 shown, 2
    /// not (no such entry, no database, or `--html` for a mate verdict).
    Show {
        /// The entry's sequence number (a ruling's `sequence`).
        #[arg(value_name = "SEQ")]
        seq: u64,
        /// Print the ruling page (self-contained HTML, prints on A4) instead of text.
        #[arg(long)]
        html: bool,
        /// Decision database: `sqlite:PATH` or `postgres://…`. A SQLite file must exist already.
        #[arg(long, env = "TERTIUS_DATABASE_URL", default_value = DEFAULT_DATABASE_URL)]
        database_url: String,
    },
    /// Check an inclusion proof offline: that the entry's bytes are entry `--index` of the log
    /// of `--tree-size` entries with root `--root`. Feed it what GetEntry and GetInclusionProof
    /// return. Exit 0 valid, 1 invalid, 2 bad input.
    VerifyProof(VerifyProofArgs),
}

#[derive(Debug, clap::Args)]
pub struct ReplayArgs {
    /// Re-rule every logged entry from its stored record and report what would now differ.
    #[arg(long)]
    replay: bool,
    /// Endgame tables the server used (`serve --tables-dir`), so that rulings and verdicts that
    /// rested on them are re-derived with them.
    #[arg(
        long,
        env = "TERTIUS_TABLES_DIR",
        value_name = "DIR",
        requires = "replay"
    )]
    tables_dir: Option<PathBuf>,
    /// Search budget for re-proving each mate verdict, in nodes.
    #[arg(
        long,
        value_name = "N",
        default_value_t = 50_000_000,
        requires = "replay"
    )]
    max_nodes: u64,
}

#[derive(Debug, clap::Args)]
pub struct VerifyProofArgs {
    /// File holding the entry's raw bytes (GetEntry's `data`, base64-decoded); `-` reads stdin.
    #[arg(long, value_name = "FILE")]
    entry: PathBuf,
    /// The entry's sequence number (GetInclusionProof's `leafIndex`).
    #[arg(long, value_name = "N")]
    index: u64,
    /// Size of the log the proof is for (GetInclusionProof's `treeSize`).
    #[arg(long, value_name = "N")]
    tree_size: u64,
    /// Root of that log, 64 hex digits (GetInclusionProof's `rootHex`, or a head you trust).
    #[arg(long, value_name = "HEX")]
    root: String,
    /// The audit path: hashes in hex, comma-separated, in GetInclusionProof's `auditPathHex`
    /// order. Empty or left out for a log of one entry.
    #[arg(long, value_name = "HEX[,HEX…]", default_value = "")]
    proof: String,
}

pub fn run(command: LedgerCommand) -> ExitCode {
    match command {
        LedgerCommand::Verify {
            database_url,
            replay,
        } => verify(&database_url, &replay),
        LedgerCommand::VerifyProof(args) => verify_proof(&args),
        LedgerCommand::Backup { database_url, to } => backup(&database_url, &to),
        LedgerCommand::Show {
            seq,
            html,
            database_url,
        } => show(&database_url, seq, html),
    }
}

fn runtime() -> Result<tokio::runtime::Runtime, ExitCode> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| bad_input(format_args!("cannot start the runtime: {e}")))
}

fn backup(database_url: &str, to: &Path) -> ExitCode {
    match ledger::backend_for(database_url) {
        Err(e) => return bad_input(e),
        Ok(Backend::Postgres) => {
            return bad_input(
                "`ledger backup` copies SQLite databases; back up PostgreSQL with `pg_dump` \
                 (README, \"Backups\")",
            );
        }
        Ok(Backend::Sqlite) => {}
    }
    if let Some(path) = sqlite_file(database_url)
        && !path.exists()
    {
        return bad_input(format_args!("no database at `{}`", path.display()));
    }
    if to.exists() {
        return bad_input(format_args!(
            "`{}` exists already; a backup never overwrites a file",
            to.display()
        ));
    }
    let Some(target) = to.to_str() else {
        return bad_input("the backup path is not UTF-8");
    };
    let runtime = match runtime() {
        Ok(r) => r,
        Err(code) => return code,
    };
    runtime.block_on(async {
        let store = match ledger::SqliteStore::open_read_only(database_url).await {
            Ok(store) => store,
            Err(e) => return bad_input(e),
        };
        if let Err(e) = store.backup_to(target).await {
            return bad_input(format_args!("the backup failed: {e}"));
        }
        // The copy is checked as `ledger verify` would, before it is called a backup.
        let copy = match ledger::SqliteStore::open_read_only(target).await {
            Ok(copy) => copy,
            Err(e) => return bad_input(format_args!("the copy cannot be opened: {e}")),
        };
        match ledger::verify(&copy).await {
            Ok(report) => {
                crate::outln!(
                    "backup written to {}: {} entries, root {}, verified",
                    to.display(),
                    report.size,
                    to_hex(&report.root)
                );
                ExitCode::SUCCESS
            }
            Err(e) => {
                crate::outln!("backup damaged: {e}");
                ExitCode::from(CHECK_FAILED)
            }
        }
    })
}

fn bad_input(message: impl std::fmt::Display) -> ExitCode {
    eprintln!("tertius: {message}");
    ExitCode::from(BAD_INPUT)
}

/// A database URL that names an existing database. Opening a SQLite URL creates the file, and a
/// path with a typo must never read as a freshly created empty log.
fn existing_database(database_url: &str) -> Result<(), ExitCode> {
    match ledger::backend_for(database_url) {
        Err(e) => Err(bad_input(e)),
        Ok(Backend::Sqlite) => match sqlite_file(database_url) {
            Some(path) if !path.exists() => Err(bad_input(format_args!(
                "no database at `{}`",
                path.display()
            ))),
            _ => Ok(()),
        },
        Ok(Backend::Postgres) => Ok(()),
    }
}

fn verify(database_url: &str, replay: &ReplayArgs) -> ExitCode {
    if let Err(code) = existing_database(database_url) {
        return code;
    }
    let runtime = match runtime() {
        Ok(r) => r,
        Err(code) => return code,
    };
    runtime.block_on(async {
        // Read-only: verifying never creates, migrates or writes. A database that is empty or
        // another program's is not "a ledger of 0 entries".
        let store = match ledger::open_store_read_only(database_url).await {
            Ok(store) => store,
            Err(e) => return bad_input(e),
        };
        match ledger::verify(store.as_ref()).await {
            Ok(report) => {
                crate::outln!(
                    "ledger ok: {} entries, root {}, {} nodes and {} heads checked",
                    report.size,
                    to_hex(&report.root),
                    report.nodes_checked,
                    report.heads_checked
                );
                if replay.replay {
                    return replay_all(store.as_ref(), replay).await;
                }
                ExitCode::SUCCESS
            }
            // The database could not be read: nothing was checked.
            Err(VerifyError::Store(StoreError::Database(e))) => {
                bad_input(format_args!("could not read the ledger: {e}"))
            }
            // Anything else, including a row that breaks the schema's promises, is damage.
            Err(e) => {
                crate::outln!("ledger damaged: {e}");
                ExitCode::from(CHECK_FAILED)
            }
        }
    })
}

/// `ledger show SEQ [--html]`.
fn show(database_url: &str, seq: u64, html: bool) -> ExitCode {
    if let Err(code) = existing_database(database_url) {
        return code;
    }
    let runtime = match runtime() {
        Ok(r) => r,
        Err(code) => return code,
    };
    let read = runtime.block_on(async {
        let store = ledger::open_store_read_only(database_url)
            .await
            .map_err(|e| e.to_string())?;
        let head = store
            .head()
            .await
            .map_err(|e| format!("could not read the ledger: {e}"))?;
        let entry = store
            .get(seq)
            .await
            .map_err(|e| format!("could not read the ledger: {e}"))?;
        Ok::<_, String>((head, entry))
    });
    let (head, entry) = match read {
        Ok(read) => read,
        Err(message) => return bad_input(message),
    };
    let Some(entry) = entry else {
        return bad_input(format_args!(
            "no ledger entry {seq}: the ledger holds {} entries (0 to {})",
            head.size,
            head.size.saturating_sub(1)
        ));
    };
    let logged = match crate::arbiter::decode_entry(&entry.bytes) {
        Ok(logged) => logged,
        Err(e) => {
            return bad_input(format_args!(
                "ledger entry {seq} is not a decision this engine can read: {e}"
            ));
        }
    };
    let catalogue = match crate::law::Catalogue::embedded() {
        Ok(c) => c,
        Err(e) => return bad_input(e),
    };
    let leaf = to_hex(&entry.leaf_hash());
    if html {
        let crate::arbiter::LoggedDecision::Ruling(ruling) = &logged.decision else {
            return bad_input(format_args!(
                "ledger entry {seq} is a mate verdict, not a ruling: it has no ruling page \
                 (`tertius ledger show {seq}` prints it as text)"
            ));
        };
        let page = crate::render::ruling_page(&crate::render::RulingPage {
            ruling,
            record: logged.record.as_ref(),
            catalogue: &catalogue,
            logged: Some(crate::render::Logged {
                sequence: seq,
                leaf_hash: leaf,
                record_digest: logged.record_digest.clone(),
                server_version: logged.server_version.clone(),
                received_at_ms: logged.received_at_ms,
                head: Some((head.size, to_hex(&head.root))),
            }),
        });
        crate::out!("{page}");
        return ExitCode::SUCCESS;
    }
    crate::out!("{}", entry_text(seq, &entry, &logged, &leaf, &catalogue));
    ExitCode::SUCCESS
}

/// An entry as text: where and when it was logged, the record it was given on, the decision.
fn entry_text(
    seq: u64,
    entry: &ledger::Entry,
    logged: &crate::arbiter::LoggedEntry,
    leaf: &str,
    catalogue: &crate::law::Catalogue,
) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    let _ = writeln!(out, "Ledger entry {seq}");
    let _ = writeln!(out, "Game: {}", logged.game_id);
    if !entry.tournament.is_empty() {
        let _ = writeln!(out, "Tournament: {}", entry.tournament);
    }
    let _ = writeln!(
        out,
        "Logged: {} by server {}",
        crate::render::rfc3339(logged.received_at_ms),
        logged.server_version
    );
    let _ = writeln!(out, "Leaf hash: {leaf}");
    let _ = writeln!(
        out,
        "Record: {} events, digest {}",
        logged.record_events, logged.record_digest
    );
    match &logged.record {
        None => {
            let _ = writeln!(out, "  (not kept: logged before records were kept)");
        }
        Some(record) => {
            let replayed = catalogue
                .get(&record.code)
                .map(|code| crate::arbiter::replay(record, code));
            match replayed {
                Some(Ok(state)) => {
                    let moves: Vec<&str> =
                        state.plies.iter().map(|p| p.notation.as_str()).collect();
                    let _ = writeln!(out, "  Moves: {}", moves.join(" "));
                    let _ = writeln!(out, "  Position: {}", state.position.fen());
                }
                Some(Err(e)) => {
                    let _ = writeln!(out, "  (no longer replays: {e})");
                }
                None => {
                    let _ = writeln!(out, "  (code `{}` is not loaded)", record.code);
                }
            }
        }
    }
    out.push('\n');
    match &logged.decision {
        crate::arbiter::LoggedDecision::Ruling(ruling) => {
            out.push_str(&super::arbiter::ruling_text(
                ruling,
                &format!("ledger entry {seq}"),
            ));
        }
        crate::arbiter::LoggedDecision::MateVerdict { finding, code, .. } => {
            let _ = writeln!(
                out,
                "Mate verdict under `{code}`: mate in {} asked",
                finding.asked
            );
            match finding.mate_in {
                Some(n) => {
                    let _ = writeln!(out, "Found: mate in {n}: {}", finding.line_san.join(" "));
                }
                None => {
                    let _ = writeln!(
                        out,
                        "Found: no mate within {} moves (proved)",
                        finding.no_mate_within
                    );
                }
            }
            let _ = writeln!(out, "Search nodes: {}", finding.nodes);
        }
    }
    out
}

/// Re-derives every entry of a ledger already verified, printing those that would now be
/// decided otherwise and those that cannot be re-derived, then a tally.
async fn replay_all(store: &dyn ledger::Store, args: &ReplayArgs) -> ExitCode {
    use crate::arbiter::{Rederived, decode_entry, rederive};
    let catalogue = match crate::law::Catalogue::embedded() {
        Ok(c) => c,
        Err(e) => return bad_input(e),
    };
    let tables = match &args.tables_dir {
        None => None,
        Some(dir) => match super::tables::load_dir(dir) {
            Ok((tables, _)) => Some(std::sync::Arc::new(tables)),
            Err(e) => return bad_input(format_args!("endgame tables: {e}")),
        },
    };
    let budget = crate::cancel::Budget {
        max_nodes: Some(args.max_nodes),
    };
    let cancel = crate::cancel::Cancel::new();
    let mut tally = ReplayTally::default();
    let mut from = 0;
    loop {
        let page = match store.scan_entries(from, 256).await {
            Ok(page) => page,
            Err(e) => return bad_input(format_args!("could not read the ledger: {e}")),
        };
        let Some(last) = page.last() else { break };
        from = last.seq + 1;
        for entry in &page {
            let logged = match decode_entry(&entry.bytes) {
                Ok(logged) => logged,
                Err(e) => {
                    tally.unreadable += 1;
                    crate::outln!(
                        "entry {}: not a decision this engine can read: {e}",
                        entry.seq
                    );
                    continue;
                }
            };
            tally.entries += 1;
            let what = match &logged.decision {
                crate::arbiter::LoggedDecision::Ruling(r) => {
                    format!(
                        "ruling on {} (game `{}`)",
                        r.dispute.kind.name(),
                        logged.game_id
                    )
                }
                crate::arbiter::LoggedDecision::MateVerdict { finding, .. } => format!(
                    "mate verdict, mate in {} asked (game `{}`)",
                    finding.asked, logged.game_id
                ),
            };
            match rederive(&logged, &catalogue, tables.as_ref(), &budget, &cancel) {
                Rederived::Same => tally.same += 1,
                Rederived::Differs(lines) => {
                    tally.differ += 1;
                    crate::outln!(
                        "entry {}: {what} would now be decided otherwise:",
                        entry.seq
                    );
                    for line in lines {
                        crate::outln!("    {line}");
                    }
                }
                Rederived::NoRecord => {
                    tally.no_record += 1;
                    crate::outln!(
                        "entry {}: {what} was logged without its record (server {}); it cannot \
                         be re-derived",
                        entry.seq,
                        logged.server_version
                    );
                }
                Rederived::Unreplayable(why) => {
                    tally.differ += 1;
                    crate::outln!("entry {}: {what} can no longer be ruled: {why}", entry.seq);
                }
                Rederived::Undecided(why) => {
                    tally.undecided += 1;
                    crate::outln!("entry {}: {what}: {why}", entry.seq);
                }
            }
        }
    }
    crate::outln!(
        "replay: {} entries re-derived: {} the same, {} decided otherwise, {} without their \
         record, {} not re-proved within the budget, {} unreadable",
        tally.entries,
        tally.same,
        tally.differ,
        tally.no_record,
        tally.undecided,
        tally.unreadable
    );
    if tally.differ + tally.unreadable > 0 {
        ExitCode::from(CHECK_FAILED)
    } else {
        ExitCode::SUCCESS
    }
}

#[derive(Default)]
struct ReplayTally {
    entries: u64,
    same: u64,
    differ: u64,
    no_record: u64,
    undecided: u64,
    unreadable: u64,
}

/// The file a SQLite URL names, if it names one: `sqlite:PATH`, `sqlite://PATH?options` or a
/// bare path. In-memory databases name none.
pub(crate) fn sqlite_file(url: &str) -> Option<PathBuf> {
    let rest = url.strip_prefix("sqlite:").unwrap_or(url);
    let rest = rest.strip_prefix("//").unwrap_or(rest);
    let path = rest.split('?').next().unwrap_or(rest);
    if path.is_empty() || path == ":memory:" {
        None
    } else {
        Some(PathBuf::from(path))
    }
}

fn verify_proof(args: &VerifyProofArgs) -> ExitCode {
    let checked = match check_proof_args(args) {
        Ok(c) => c,
        Err(message) => return bad_input(message),
    };
    let leaf = leaf_hash(&checked.entry);
    match ledger::verify_entry_inclusion(
        &checked.entry,
        args.index,
        args.tree_size,
        &checked.proof,
        &checked.root,
    ) {
        Ok(()) => {
            crate::outln!(
                "inclusion proof valid: entry {} (leaf {}) is in the log of {} entries with root {}",
                args.index,
                to_hex(&leaf),
                args.tree_size,
                to_hex(&checked.root)
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            crate::outln!("inclusion proof invalid: {}", describe(&e));
            ExitCode::from(CHECK_FAILED)
        }
    }
}

struct ProofInput {
    entry: Vec<u8>,
    root: Hash,
    proof: Vec<Hash>,
}

/// Parses and reads everything before any hashing, so every kind of bad input is exit 2 with
/// one line naming the flag.
fn check_proof_args(args: &VerifyProofArgs) -> Result<ProofInput, String> {
    if args.index >= args.tree_size {
        return Err(format!(
            "`--index` {} is not below `--tree-size` {}: a log of {} entries numbers them 0 to {}",
            args.index,
            args.tree_size,
            args.tree_size,
            args.tree_size.saturating_sub(1)
        ));
    }
    let root = from_hex(args.root.trim())
        .ok_or_else(|| format!("`--root`: `{}` is not 64 hex digits", args.root))?;
    let proof = if args.proof.trim().is_empty() {
        Vec::new()
    } else {
        args.proof
            .split(',')
            .enumerate()
            .map(|(i, h)| {
                from_hex(h.trim()).ok_or_else(|| {
                    format!(
                        "`--proof`: hash {} `{}` is not 64 hex digits",
                        i + 1,
                        h.trim()
                    )
                })
            })
            .collect::<Result<Vec<_>, _>>()?
    };
    let entry = read_entry(&args.entry)
        .map_err(|e| format!("`--entry`: cannot read `{}`: {e}", args.entry.display()))?;
    Ok(ProofInput { entry, root, proof })
}

fn read_entry(path: &Path) -> std::io::Result<Vec<u8>> {
    if path == Path::new("-") {
        let mut bytes = Vec::new();
        std::io::stdin().read_to_end(&mut bytes)?;
        Ok(bytes)
    } else {
        std::fs::read(path)
    }
}

/// What a rejected proof means for someone holding these inputs.
fn describe(err: &ProofError) -> String {
    match err {
        ProofError::RootMismatch => {
            "the entry and audit path lead to a different root than `--root`: the entry is not \
             at that index in that log, or the path or root was altered"
                .to_owned()
        }
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqlite_files() {
        assert_eq!(sqlite_file("sqlite:t.db"), Some(PathBuf::from("t.db")));
        assert_eq!(
            sqlite_file("sqlite:///var/t.db?mode=rwc"),
            Some(PathBuf::from("/var/t.db"))
        );
        assert_eq!(sqlite_file("/var/t.db"), Some(PathBuf::from("/var/t.db")));
        assert_eq!(sqlite_file("sqlite::memory:"), None);
    }
}
