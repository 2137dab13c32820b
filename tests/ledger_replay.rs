//! `tertius ledger verify --replay`: every logged ruling and mate verdict is re-derived from the
//! record the ledger kept with it, and what the engine would now decide otherwise is reported
//! entry by entry. Driven through the real server (which logs) and the real binary (which audits).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "tests fail loudly"
)]

mod common;

use std::time::Duration;

use common::{Server, false_move_request, run_cli};
use serde_json::{Value, json};
use tertius::grpc::pb;
use tertius::ledger::{DedupKey, GameGuard, NewEntry};

fn replay(url: &str) -> (i32, String) {
    let out = run_cli(&["ledger", "verify", "--replay", "--database-url", url]);
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    (out.status.code().unwrap_or(-1), format!("{stdout}{stderr}"))
}

#[tokio::test]
async fn every_logged_decision_is_re_derived_from_its_stored_record() {
    let mut server = Server::start(&[]);
    server.ready().await;
    let url = format!("sqlite:{}", server.dir.path().join("test.db").display());
    let mut client = server.client().await;
    for game in ["a", "b"] {
        client.rule(false_move_request(game)).await.unwrap();
    }
    let verdict = client
        .confirm_mate(pb::ConfirmMateRequest {
            record: Some(pb::GameRecord::from_pgn("m", "[Code \"london-1847\"]\n[SetUp \"1\"]\n[FEN \"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\"]\n\n*")),
            moves: 2,
            max_nodes: 0,
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(verdict.verdict, pb::MateVerdict::Mate as i32);
    drop(client);
    server.terminate();
    server.wait_exit(Duration::from_secs(20)).await;

    let (code, out) = replay(&url);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("ledger ok: 3 entries"), "{out}");
    assert!(
        out.contains(
            "replay: 3 entries re-derived: 3 the same, 0 decided otherwise, 0 without their record"
        ),
        "{out}"
    );

    // What an older engine might have logged: the same question decided otherwise, and an entry
    // from before records were kept. Appended as the server would, so the log stays sound.
    let store = tertius::ledger::open_store(&url).await.unwrap();
    let first = store.get(0).await.unwrap().unwrap();
    let mut altered: Value = serde_json::from_slice(&first.bytes).unwrap();
    assert_eq!(altered["ruling"]["decision"], "upheld", "{altered}");
    altered["ruling"]["decision"] = json!("dismissed");
    altered["ruling"]["remedies"] = json!([]);
    altered["ruling"]["elector"] = Value::Null;
    let mut unrecorded = altered.clone();
    unrecorded.as_object_mut().unwrap().remove("record");
    unrecorded["v"] = json!(1);
    let entry = |n: u8, value: &Value| NewEntry {
        game_id: format!("old-{n}"),
        dedup_key: DedupKey([n; 32]),
        request_id: None,
        tournament: first.tournament.clone(),
        received_at_ms: 0,
        bytes: value.to_string().into_bytes(),
        guard: GameGuard::Unchecked,
    };
    store
        .append_batch(&[entry(1, &altered), entry(2, &unrecorded)])
        .await
        .unwrap();
    drop(store);

    let (code, out) = replay(&url);
    assert_eq!(
        code, 1,
        "a ruling decided otherwise fails the audit:\n{out}"
    );
    assert!(
        out.contains("entry 3: ruling on false-move (game `a`) would now be decided otherwise:"),
        "{out}"
    );
    assert!(out.contains("    decision: dismissed → upheld"), "{out}");
    assert!(out.contains("    remedies: [] → ["), "{out}");
    assert!(
        out.contains("entry 4: ruling on false-move (game `a`) was logged without its record"),
        "{out}"
    );
    assert!(
        out.contains(
            "replay: 5 entries re-derived: 3 the same, 1 decided otherwise, 1 without their record"
        ),
        "{out}"
    );
}
