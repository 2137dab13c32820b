//! The CLI as a terminal user meets it: `-` for standard input, `--help` that lists the dispute
//! kinds, a mate search that says what it proved when stopped with Ctrl-C, RFC 3339 times.

mod common;

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::Duration;

use common::binary;

#[test]
fn rule_and_review_read_the_record_from_stdin_given_a_dash() {
    let pgn = "[Code \"london-1847\"]\n1. e4 e5 2. {[%move f1h3]}\n";
    for args in [
        &[
            "rule",
            "-",
            "--dispute",
            "false-move",
            "--by",
            "black",
            "--json",
        ][..],
        &["review", "-", "--json"][..],
    ] {
        let out = common::run_with_input(Command::new(binary()).args(args), pgn.as_bytes());
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let json: serde_json::Value = serde_json::from_str(&stdout).unwrap();
        assert!(json.is_object(), "{stdout}");
    }
}

#[test]
fn rule_help_lists_every_dispute_kind_and_examples() {
    let out = Command::new(binary())
        .args(["rule", "--help"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let help = String::from_utf8_lossy(&out.stdout);
    for kind in tertius::arbiter::DisputeKind::ALL {
        assert!(
            help.contains(kind.name()),
            "{} missing:\n{help}",
            kind.name()
        );
    }
    assert!(
        help.contains("tertius rule game.pgn --code CODE --dispute false-move"),
        "{help}"
    );
    assert!(
        help.contains("tertius rule - --code CODE --dispute"),
        "{help}"
    );
}

#[test]
fn ctrl_c_stops_a_mate_search_and_prints_the_depth_already_proved() {
    // Kiwipete: "no mate in 4" is proved in a tenth of a second, and each move deeper costs
    // some thirty times more, so twelve would run for ages.
    let mut child = Command::new(binary())
        .args([
            "mate",
            "--fen",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "--moves",
            "12",
            "--max-ms",
            "0",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(1500));
    let sent = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let mut stdout = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut stdout)
        .unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130), "{stdout}");
    assert!(stdout.contains("undecided"), "{stdout}");
    let proved: u32 = stdout
        .lines()
        .find_map(|l| l.strip_prefix("no mate in "))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|k| k.parse().ok())
        .unwrap_or_else(|| panic!("no depth proved in {stdout}"));
    assert!((1..12).contains(&proved), "{stdout}");
}

#[test]
fn keys_list_prints_times_as_rfc_3339() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite:{}", dir.path().join("k.db").display());
    let created = common::run_cli(&[
        "keys",
        "create",
        "--tournament",
        "club-7",
        "--database-url",
        &url,
    ]);
    assert!(created.status.success(), "{created:?}");
    let revoked = common::run_cli(&[
        "keys",
        "revoke",
        "--tournament",
        "club-7",
        "--database-url",
        &url,
    ]);
    assert!(revoked.status.success(), "{revoked:?}");
    let listed = common::run_cli(&["keys", "list", "--database-url", &url]);
    let text = String::from_utf8_lossy(&listed.stdout);
    let row = text.lines().nth(1).unwrap_or_else(|| panic!("{text}"));
    let times: Vec<&str> = row
        .split_whitespace()
        .filter(|w| w.ends_with('Z') && w.contains('T'))
        .collect();
    assert_eq!(times.len(), 2, "created and revoked: {row}");
    for t in times {
        // 2026-11-23T22:23:46.123Z
        let b = t.as_bytes();
        assert_eq!(t.len(), 24, "{t}");
        assert!(
            b[4] == b'-' && b[7] == b'-' && b[10] == b'T' && b[13] == b':' && b[19] == b'.',
            "{t}"
        );
    }
}

#[test]
fn perft_shows_progress_on_a_terminal_and_nothing_off_one() {
    let off = Command::new(binary())
        .args(["perft", "--depth", "6"])
        .output()
        .unwrap();
    assert!(off.status.success());
    assert_eq!(
        String::from_utf8_lossy(&off.stderr),
        "",
        "a bar off a terminal"
    );
    assert!(String::from_utf8_lossy(&off.stdout).contains("nodes 119060324"));

    let Some(on) = on_a_terminal(&format!("{} perft --depth 6", binary().display())) else {
        return;
    };
    let screen = String::from_utf8_lossy(&on.stdout);
    assert!(on.status.success(), "{screen}");
    assert!(screen.contains("/20 root moves, "), "{screen}");
    assert!(screen.contains("nodes 119060324"), "{screen}");
}

#[test]
fn mate_shows_the_depth_proved_so_far_on_a_terminal() {
    let command = format!(
        "{} mate --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1' \
         --moves 4",
        binary().display()
    );
    let Some(on) = on_a_terminal(&command) else {
        return;
    };
    let screen = String::from_utf8_lossy(&on.stdout);
    assert!(on.status.success(), "{screen}");
    assert!(screen.contains("no mate in 3 (proved); "), "{screen}");
    assert!(screen.contains("no mate in 4 (proved)\r\n"), "{screen}");
}

/// Runs a shell command on a pseudo-terminal (util-linux's `script`), capturing what it drew;
/// `None`, saying so, where `script` is missing.
fn on_a_terminal(command: &str) -> Option<std::process::Output> {
    let out = Command::new("script")
        .args(["-qec", command, "/dev/null"])
        .stdin(Stdio::null())
        .output();
    if out.is_err() {
        eprintln!("skipped the terminal check: no `script` for a pseudo-terminal");
    }
    out.ok()
}
