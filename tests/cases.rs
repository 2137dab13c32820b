//! Case law: every file under `tests/cases/<code>/` is one dispute, written for an arbiter to
//! read: the record (PGN with comment commands), the dispute, and the ruling expected with the
//! articles it must cite. One function runs them all; a failure names the file.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use tertius::arbiter::{self, Decision, Dispute, DisputeKind, GameRecord, GameResult, Ruling};
use tertius::chess::Color;
use tertius::law::Catalogue;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Case {
    /// What the case shows, in a sentence.
    title: String,
    /// The record, as PGN with comment commands.
    pgn: String,
    dispute: CaseDispute,
    expected: Expected,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CaseDispute {
    kind: String,
    by: String,
    #[serde(default)]
    event: Option<usize>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Expected {
    decision: String,
    /// The remedies offered, in order (empty: none).
    #[serde(default)]
    remedies: Vec<String>,
    /// Who elects: "white" or "black".
    #[serde(default)]
    elector: Option<String>,
    /// "white", "black" (the winner) or "draw".
    #[serde(default)]
    result: Option<String>,
    /// The articles cited, in the order the ruling cites them.
    cites: Vec<String>,
    /// Articles whose citation must carry a gloss (the reading we adopted).
    #[serde(default)]
    glossed: Vec<String>,
    /// For some remedies, the exact moves that satisfy them (SAN).
    #[serde(default)]
    moves: BTreeMap<String, Vec<String>>,
    /// Remedies that cannot be enforced here (e.g. the king cannot move: no penalty).
    #[serde(default)]
    unenforceable: Vec<String>,
}

fn color(name: &str) -> Option<Color> {
    match name {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

/// The folder of cases: `tests/cases`, or another set named by `TERTIUS_CASES` (an independent
/// set kept outside the suite can be run against the engine the same way).
fn cases_root() -> PathBuf {
    std::env::var_os("TERTIUS_CASES")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases"))
}

fn case_files() -> Vec<PathBuf> {
    let root = cases_root();
    let mut files = Vec::new();
    for dir in fs::read_dir(&root).unwrap() {
        let dir = dir.unwrap().path();
        if dir.is_dir() {
            for file in fs::read_dir(&dir).unwrap() {
                let file = file.unwrap().path();
                if file.extension().is_some_and(|e| e == "toml") {
                    files.push(file);
                }
            }
        }
    }
    files.sort();
    files
}

fn check(path: &Path, catalogue: &Catalogue) -> Result<Ruling, String> {
    let text = fs::read_to_string(path).map_err(|e| e.to_string())?;
    let case: Case = toml::from_str(&text).map_err(|e| format!("unreadable case: {e}"))?;
    let record = arbiter::parse_pgn(&case.pgn, catalogue).map_err(|e| e.to_string())?;
    let dir = path
        .parent()
        .and_then(|d| d.file_name())
        .and_then(|d| d.to_str())
        .unwrap_or("");
    if record.code != dir {
        return Err(format!(
            "the record's code `{}` is not the folder's `{dir}`",
            record.code
        ));
    }
    let dispute = Dispute {
        kind: DisputeKind::from_name(&case.dispute.kind)
            .ok_or_else(|| format!("unknown dispute kind `{}`", case.dispute.kind))?,
        claimant: color(&case.dispute.by).ok_or("dispute.by is white or black")?,
        event: case.dispute.event,
    };
    let ruling = arbiter::rule(&record, &dispute, catalogue).map_err(|e| e.to_string())?;
    let mut wrong = Vec::new();
    // The service rules on the game the PGN reader replayed as it read, without replaying it
    // again: the ruling must be the same.
    let read = arbiter::parse_pgn_game(&case.pgn, catalogue, None).map_err(|e| e.to_string())?;
    let again = read
        .game
        .rule(&dispute, catalogue, None)
        .map_err(|e| e.to_string())?;
    if again != ruling {
        wrong.push("the ruling on the game as the PGN reader replayed it differs".to_owned());
    }
    let e = &case.expected;
    if ruling.decision.name() != e.decision {
        wrong.push(format!(
            "decision: got `{}`, expected `{}`",
            ruling.decision.name(),
            e.decision
        ));
    }
    let remedies: Vec<&str> = ruling
        .remedies
        .iter()
        .map(|r| arbiter::remedy_name(r.remedy))
        .collect();
    if remedies != e.remedies {
        wrong.push(format!(
            "remedies: got {remedies:?}, expected {:?}",
            e.remedies
        ));
    }
    let elector = ruling
        .elector
        .map(|(c, _)| if c == Color::White { "white" } else { "black" });
    if elector != e.elector.as_deref() {
        wrong.push(format!(
            "elector: got {elector:?}, expected {:?}",
            e.elector
        ));
    }
    let result = ruling.result.map(|r| match r {
        GameResult::Win(Color::White) => "white",
        GameResult::Win(Color::Black) => "black",
        GameResult::Draw => "draw",
    });
    if result != e.result.as_deref() {
        wrong.push(format!("result: got {result:?}, expected {:?}", e.result));
    }
    let cites: Vec<&str> = ruling
        .citations
        .iter()
        .map(|c| c.article.as_str())
        .collect();
    if cites != e.cites {
        wrong.push(format!("cites: got {cites:?}, expected {:?}", e.cites));
    }
    for article in &e.glossed {
        if !ruling
            .citations
            .iter()
            .any(|c| &c.article == article && c.gloss.is_some())
        {
            wrong.push(format!("article {article} is not cited with a gloss"));
        }
    }
    for (remedy, moves) in &e.moves {
        match ruling
            .remedies
            .iter()
            .find(|r| arbiter::remedy_name(r.remedy) == remedy)
        {
            Some(offer) if &offer.moves == moves => {}
            Some(offer) => wrong.push(format!(
                "{remedy} moves: got {:?}, expected {moves:?}",
                offer.moves
            )),
            None => wrong.push(format!("no remedy {remedy} to check moves of")),
        }
    }
    for offer in &ruling.remedies {
        let name = arbiter::remedy_name(offer.remedy);
        let expected_unenforceable = e.unenforceable.iter().any(|u| u == name);
        if offer.enforceable == expected_unenforceable {
            wrong.push(format!(
                "{name}: enforceable is {}, expected {}",
                offer.enforceable, !expected_unenforceable
            ));
        }
    }
    // Every citation quotes its article exactly as the code file has it.
    let code = catalogue.get(&record.code).ok_or("no code")?;
    for c in &ruling.citations {
        if code.article(&c.article).map(|a| &a.text) != Some(&c.text) {
            wrong.push(format!("article {} is not quoted exactly", c.article));
        }
    }
    if matches!(ruling.decision, Decision::NoLawProvides)
        && ruling.reasoning.iter().all(|r| !r.contains("third person"))
    {
        wrong.push("a no-law ruling must say the third person decides".to_owned());
    }
    if wrong.is_empty() {
        Ok(ruling)
    } else {
        Err(format!("{}\n    {}", case.title, wrong.join("\n    ")))
    }
}

#[test]
fn every_case_is_ruled_as_expected() {
    let catalogue = Catalogue::embedded().unwrap();
    let files = case_files();
    assert!(!files.is_empty(), "no case files found");
    let failures: Vec<String> = files
        .iter()
        .filter_map(|f| {
            check(f, &catalogue)
                .err()
                .map(|e| format!("{}: {e}", f.display()))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
    println!("{} cases ruled as expected", files.len());
}

/// Determinism with a witness: the canonical bytes of every case's ruling, in file order, hash to
/// the digest in `tests/cases/SIGNATURE`. A change of behaviour (or of a case) changes it; the
/// commit that makes the change updates the file and says why.
#[test]
fn the_rulings_signature_is_unchanged() {
    use sha2::{Digest, Sha256};
    if std::env::var_os("TERTIUS_CASES").is_some() {
        println!("skipped: the signature covers tests/cases, not TERTIUS_CASES");
        return;
    }
    let catalogue = Catalogue::embedded().unwrap();
    let root = cases_root();
    let mut hasher = Sha256::new();
    // To see which rulings a change moved: dump them before and after, and diff the folders.
    let dump = std::env::var_os("TERTIUS_RULINGS_DUMP").map(PathBuf::from);
    for file in case_files() {
        let ruling = check(&file, &catalogue).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let name = file
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if let Some(dump) = &dump {
            let path = dump.join(name.replace('/', "__") + ".json");
            fs::create_dir_all(dump).unwrap();
            fs::write(path, arbiter::ruling_bytes(&ruling)).unwrap();
        }
        hasher.update(name.as_bytes());
        hasher.update(b"\n");
        hasher.update(arbiter::ruling_bytes(&ruling));
        hasher.update(b"\n");
    }
    let digest: String = hasher
        .finalize()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let expected = fs::read_to_string(root.join("SIGNATURE")).unwrap_or_default();
    assert_eq!(
        digest,
        expected.trim(),
        "the rulings changed: if that is intended, write {digest} to tests/cases/SIGNATURE and say why in the commit"
    );
}

/// Every case file with its record and the ruling it gets (which `check` holds to the case).
fn ruled_cases(catalogue: &Catalogue) -> Vec<(PathBuf, GameRecord, Ruling)> {
    case_files()
        .into_iter()
        .map(|file| {
            let text = fs::read_to_string(&file).unwrap();
            let case: Case = toml::from_str(&text).unwrap();
            let record = arbiter::parse_pgn(&case.pgn, catalogue).unwrap();
            let ruling =
                check(&file, catalogue).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            (file, record, ruling)
        })
        .collect()
}

/// What the ledger keeps can be read back: every case's ruling, logged with its record, decodes
/// to the same ruling and the same record, so a ruling can be shown and re-derived from the
/// database alone.
#[test]
fn every_case_reads_back_from_its_ledger_entry() {
    let catalogue = Catalogue::embedded().unwrap();
    for (file, record, ruling) in ruled_cases(&catalogue) {
        let bytes = arbiter::entry_bytes(&ruling, &record, "test", 7);
        let logged = arbiter::decode_entry(&bytes)
            .unwrap_or_else(|e| panic!("{}: the entry does not decode: {e}", file.display()));
        assert_eq!(logged.record.as_ref(), Some(&record), "{}", file.display());
        assert_eq!(
            logged.decision,
            arbiter::LoggedDecision::Ruling(ruling),
            "{}",
            file.display()
        );
        assert_eq!(logged.record_digest, arbiter::record_digest(&record));
        assert_eq!(
            (logged.server_version.as_str(), logged.received_at_ms),
            ("test", 7)
        );
        // What a server answers with after logging, without parsing the entry back.
        let (written, read) = arbiter::decision_entry(logged_ruling(&logged), &record, "test", 7);
        assert_eq!(written, bytes, "{}", file.display());
        assert_eq!(
            read,
            arbiter::LoggedEntry {
                record: None,
                ..logged
            },
            "{}",
            file.display()
        );
    }
}

fn logged_ruling(logged: &arbiter::LoggedEntry) -> arbiter::Ruling {
    match &logged.decision {
        arbiter::LoggedDecision::Ruling(r) => r.clone(),
        arbiter::LoggedDecision::MateVerdict { .. } => panic!("not a ruling"),
    }
}

/// Issue #20 item 5: import(export(record)) is the record, for every case's record, and the
/// ruling logged on it stands in the PGN at the event it was given after.
#[test]
fn every_case_survives_export_to_pgn_and_back() {
    let catalogue = Catalogue::embedded().unwrap();
    for (file, record, ruling) in ruled_cases(&catalogue) {
        let logged = arbiter::decode_entry(&arbiter::entry_bytes(&ruling, &record, "test", 7))
            .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let games = arbiter::export_game(&[(41, logged)], &catalogue)
            .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        assert_eq!(games.len(), 1, "{}", file.display());
        let pgn = &games[0].pgn;
        let back = arbiter::parse_pgn_game(pgn, &catalogue, None)
            .unwrap_or_else(|e| panic!("{}: {e}\n{pgn}", file.display()));
        assert_eq!(back.game.record, record, "{}\n{pgn}", file.display());
        // Comments wrap at 79 characters like the rest of the movetext.
        let words = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
        let claimant = arbiter::color_name(ruling.dispute.claimant);
        assert!(
            words.contains(&format!("{{Ledger sequence 41: {claimant}'s claim")),
            "{}\n{pgn}",
            file.display()
        );
    }
}

/// Adding a code needs no change to the engine (issue #19): a code that exists only here, the
/// London code with a few parameters changed, loads beside the five and is ruled on by the same
/// engine, its own values deciding, its own articles cited, and a point it is silent on decided
/// by analogy with the codes that provide for it, named from their data.
#[test]
fn a_code_that_exists_only_in_a_test_is_ruled_on_by_the_same_engine() {
    let london = include_str!("../src/law/codes/london-1847.toml");
    let edit = |text: &str, from: &str, to: &str| {
        assert!(
            text.contains(from),
            "the London code no longer reads `{from}`"
        );
        text.replacen(from, to, 1)
    };
    let mut fixture = edit(london, "id = \"london-1847\"", "id = \"test-fixture\"");
    fixture = edit(
        &fixture,
        "short_title = \"London Chess Club Code (1847)\"",
        "short_title = \"Test fixture\"",
    );
    // A stalemate wins for the stalemated player, and the offender elects after a move out of
    // turn; and the code is silent on promotion (both of its promotion parameters dropped).
    fixture = edit(
        &fixture,
        "[params.stalemate]\nvalue = \"draw\"",
        "[params.stalemate]\nvalue = \"stalemated-player-wins\"",
    );
    fixture = edit(
        &fixture,
        "value = { remedies = [\"keep-both-moves\", \"retract-second-move\"], elector = \"aggrieved\" }",
        "value = { remedies = [\"keep-both-moves\", \"retract-second-move\"], elector = \"offender\" }",
    );
    fixture = edit(
        &fixture,
        "[params.promotion_any_piece]\nvalue = true\narticles = [\"XXI\"]\n",
        "",
    );
    let mut files: Vec<(String, String)> =
        fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/law/codes"))
            .unwrap()
            .map(|f| {
                let path = f.unwrap().path();
                let name = path.file_name().unwrap().to_string_lossy().into_owned();
                (name, fs::read_to_string(&path).unwrap())
            })
            .collect();
    files.push(("test-fixture.toml".to_owned(), fixture));
    let catalogue =
        Catalogue::from_files(files.iter().map(|(n, c)| (n.as_str(), c.as_str()))).unwrap();
    let rule = |code: &str, pgn: &str, kind: &str, by: Color| {
        let pgn = format!("[Code \"{code}\"]\n{pgn}");
        let record = arbiter::parse_pgn(&pgn, &catalogue).unwrap();
        let dispute = Dispute {
            kind: DisputeKind::from_name(kind).unwrap(),
            claimant: by,
            event: None,
        };
        arbiter::rule(&record, &dispute, &catalogue).unwrap()
    };
    let cited =
        |r: &Ruling| -> Vec<String> { r.citations.iter().map(|c| c.article.clone()).collect() };

    // The same stalemate: a draw under London XXIV, a win for Black under the fixture's XXIV.
    let stalemate = "[FEN \"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\"]\n";
    let london = rule("london-1847", stalemate, "stalemate-result", Color::Black);
    assert_eq!(london.result, Some(GameResult::Draw));
    let fixture = rule("test-fixture", stalemate, "stalemate-result", Color::Black);
    assert_eq!(fixture.decision, Decision::Upheld);
    assert_eq!(fixture.result, Some(GameResult::Win(Color::Black)));
    assert_eq!(cited(&fixture), ["XXIV"]);

    // Two moves in a row: London's aggrieved player elects, the fixture's offender.
    let twice = "1. e4 e5 2. Nf3 {[%move f1c4 white]}";
    let london = rule("london-1847", twice, "move-out-of-turn", Color::Black);
    let fixture = rule("test-fixture", twice, "move-out-of-turn", Color::Black);
    assert_eq!(london.elector.map(|(c, _)| c), Some(Color::Black));
    assert_eq!(fixture.elector.map(|(c, _)| c), Some(Color::White));
    assert_eq!(london.remedies, fixture.remedies);

    // A code silent on a point rules by the reading its own data states, and says what that
    // reading follows in the data's words: loading a code that disagrees with the codes it
    // follows (the fixture's offender elects after a move out of turn) or that repeats one of
    // them (its article on an unexchanged pawn is London's) changes nothing in the ruling.
    let embedded = Catalogue::embedded().unwrap();
    let unexchanged = "[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n{[%move a7a8]} *";
    let silent_points = [
        ("boys-own-1829", twice, DisputeKind::MoveOutOfTurn),
        ("philidor", twice, DisputeKind::MoveOutOfTurn),
        ("acknowledged-laws", twice, DisputeKind::MoveOutOfTurn),
        ("twenty-laws", unexchanged, DisputeKind::Promotion),
        ("boys-own-1829", unexchanged, DisputeKind::Promotion),
        ("acknowledged-laws", unexchanged, DisputeKind::FalseMove),
    ];
    for (code, record, kind) in silent_points {
        let pgn = format!("[Code \"{code}\"]\n{record}");
        let dispute = Dispute {
            kind,
            claimant: Color::Black,
            event: None,
        };
        let alone = arbiter::rule(
            &arbiter::parse_pgn(&pgn, &embedded).unwrap(),
            &dispute,
            &embedded,
        )
        .unwrap();
        let beside = arbiter::rule(
            &arbiter::parse_pgn(&pgn, &catalogue).unwrap(),
            &dispute,
            &catalogue,
        )
        .unwrap();
        assert_eq!(alone.decision, Decision::NoLawProvides, "{code} {kind:?}");
        assert_eq!(alone, beside, "{code} {kind:?}");
    }

    // Silent on promotion: decided by analogy, naming from the data the codes that provide.
    let promoted = "[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n1. a8=R+";
    let fixture = rule("test-fixture", promoted, "promotion", Color::Black);
    assert_eq!(fixture.decision, Decision::NoLawProvides, "{fixture:#?}");
    let said = fixture.reasoning.join(" ");
    assert!(said.contains("London Chess Club Code (1847) XXI"), "{said}");
    assert!(!said.contains("Test fixture"), "{said}");
}
