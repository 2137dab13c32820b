//! The ledger as its users see it: LedgerService on the real binary, and the `tertius ledger`
//! commands. Entries are appended by a second process-like handle on the same database (as a
//! replica would), since appending is not part of the public API.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "tests fail loudly"
)]

mod common;
mod ledger_common;

use std::net::TcpListener;
use std::time::Duration;

use common::{Server, run_cli};
use ledger_common::{TestDb, entry, fill};
use tertius::grpc::pb::{
    GetConsistencyProofRequest, GetEntryRequest, GetInclusionProofRequest, GetLedgerHeadRequest,
    TreeHead as PbTreeHead,
};
use tertius::ledger::{
    EMPTY_ROOT, Hash, TreeHead, leaf_hash, to_hex, verify_entry_inclusion, verify_head_consistency,
};
use tonic::{Code, Status};
use tonic_types::StatusExt;

on_both_backends!(
    an_empty_ledger_answers_its_head_and_refuses_what_it_does_not_hold,
    entries_and_proofs_served_by_the_api_verify_offline,
    ledger_verify_passes_on_a_fresh_database,
    ledger_verify_names_the_tampered_entry,
);

/// SHA-256 of the empty string, written out rather than computed: RFC 6962's empty root.
const SHA256_OF_NOTHING: &str = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

fn serve(db: &TestDb) -> Server {
    Server::start_with(tempfile::tempdir().unwrap(), &db.url, &[])
}

fn hash(bytes: &[u8]) -> Hash {
    bytes.try_into().expect("a 32-byte hash")
}

fn head(pb: &PbTreeHead) -> TreeHead {
    assert_eq!(pb.root_hex, to_hex(&hash(&pb.root)));
    TreeHead {
        size: pb.size,
        root: hash(&pb.root),
    }
}

/// Asserts the status is INVALID_ARGUMENT with a BadRequest naming exactly `field`.
fn assert_bad_field(status: &Status, field: &str) {
    assert_eq!(status.code(), Code::InvalidArgument, "{status:?}");
    let bad = status
        .get_details_bad_request()
        .unwrap_or_else(|| panic!("no BadRequest details: {status:?}"));
    let fields: Vec<_> = bad
        .field_violations
        .iter()
        .map(|v| v.field.as_str())
        .collect();
    assert_eq!(fields, [field], "{status:?}");
}

async fn an_empty_ledger_answers_its_head_and_refuses_what_it_does_not_hold(db: TestDb) {
    let server = serve(&db);
    server.ready().await;
    let mut client = server.ledger_client().await;

    let got = client
        .get_ledger_head(GetLedgerHeadRequest {})
        .await
        .unwrap()
        .into_inner()
        .head
        .unwrap();
    assert_eq!(got.size, 0);
    assert_eq!(got.root_hex, SHA256_OF_NOTHING);
    assert_eq!(hash(&got.root), EMPTY_ROOT);

    let err = client
        .get_entry(GetEntryRequest { seq: 0 })
        .await
        .unwrap_err();
    assert_eq!(err.code(), Code::NotFound, "{err:?}");

    // Inclusion: against the current head (tree_size 0) an absent entry is NOT_FOUND; a seq that
    // can never be in the named size is INVALID_ARGUMENT on `seq`; a size the log has not
    // reached is OUT_OF_RANGE.
    let inclusion = |seq, tree_size| GetInclusionProofRequest { seq, tree_size };
    let err = client
        .get_inclusion_proof(inclusion(0, 0))
        .await
        .unwrap_err();
    assert_eq!(err.code(), Code::NotFound, "{err:?}");
    let err = client
        .get_inclusion_proof(inclusion(1, 1))
        .await
        .unwrap_err();
    assert_bad_field(&err, "seq");
    let err = client
        .get_inclusion_proof(inclusion(0, 1))
        .await
        .unwrap_err();
    assert_eq!(err.code(), Code::OutOfRange, "{err:?}");
    assert!(err.message().contains("tree_size"), "{err:?}");

    let consistency = |old_size, new_size| GetConsistencyProofRequest { old_size, new_size };
    let err = client
        .get_consistency_proof(consistency(2, 1))
        .await
        .unwrap_err();
    assert_bad_field(&err, "old_size");
    let err = client
        .get_consistency_proof(consistency(0, 5))
        .await
        .unwrap_err();
    assert_eq!(err.code(), Code::OutOfRange, "{err:?}");
    let same = client
        .get_consistency_proof(consistency(0, 0))
        .await
        .unwrap()
        .into_inner();
    assert!(same.proof.is_empty());
    assert_eq!(head(&same.new_head.unwrap()).root, EMPTY_ROOT);
}

async fn entries_and_proofs_served_by_the_api_verify_offline(db: TestDb) {
    const SIZE: u64 = 13;
    let server = serve(&db);
    server.ready().await;
    // Appended through another handle on the same database while the server runs.
    fill(&db.ledger().await, SIZE).await;
    let mut client = server.ledger_client().await;

    let current = head(
        &client
            .get_ledger_head(GetLedgerHeadRequest {})
            .await
            .unwrap()
            .into_inner()
            .head
            .unwrap(),
    );
    assert_eq!(current.size, SIZE);

    for seq in 0..SIZE {
        let got = client
            .get_entry(GetEntryRequest { seq })
            .await
            .unwrap()
            .into_inner()
            .entry
            .unwrap();
        let want = entry(seq);
        assert_eq!(got.seq, seq);
        assert_eq!(got.data, want.bytes);
        assert_eq!(got.game_id, want.game_id);
        let at = got.received_at.unwrap();
        assert_eq!(
            at.seconds * 1000 + i64::from(at.nanos / 1_000_000),
            want.received_at_ms
        );
        assert_eq!(hash(&got.leaf_hash), leaf_hash(&want.bytes));

        // Against the current head, and against every earlier size that holds the entry.
        for tree_size in [0].into_iter().chain(seq + 1..=SIZE) {
            let proof = client
                .get_inclusion_proof(GetInclusionProofRequest { seq, tree_size })
                .await
                .unwrap()
                .into_inner();
            let size = if tree_size == 0 { SIZE } else { tree_size };
            assert_eq!((proof.leaf_index, proof.tree_size), (seq, size));
            let path: Vec<Hash> = proof.audit_path.iter().map(|h| hash(h)).collect();
            let hex: Vec<String> = path.iter().map(to_hex).collect();
            assert_eq!(proof.audit_path_hex, hex);
            let root = hash(&proof.root);
            verify_entry_inclusion(&got.data, seq, size, &path, &root).unwrap();
            if size == SIZE {
                assert_eq!(root, current.root);
            }
            // The same proof does not vouch for other bytes.
            assert!(verify_entry_inclusion(b"forged", seq, size, &path, &root).is_err());
        }
    }

    for old_size in 0..=SIZE {
        let proof = client
            .get_consistency_proof(GetConsistencyProofRequest {
                old_size,
                new_size: 0,
            })
            .await
            .unwrap()
            .into_inner();
        let (old, new) = (
            head(&proof.old_head.unwrap()),
            head(&proof.new_head.unwrap()),
        );
        assert_eq!((old.size, new), (old_size, current));
        let hashes: Vec<Hash> = proof.proof.iter().map(|h| hash(h)).collect();
        verify_head_consistency(&old, &new, &hashes).unwrap();
    }
}

async fn ledger_verify_passes_on_a_fresh_database(db: TestDb) {
    // Opening migrates: a fresh, empty ledger.
    drop(db.ledger().await);
    let out = run_cli(&["ledger", "verify", "--database-url", &db.url]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(
        stdout.trim(),
        format!("ledger ok: 0 entries, root {SHA256_OF_NOTHING}, 0 nodes and 1 heads checked")
    );
}

async fn ledger_verify_names_the_tampered_entry(db: TestDb) {
    {
        let ledger = db.ledger().await;
        fill(&ledger, 20).await;
    }
    let out = run_cli(&["ledger", "verify", "--database-url", &db.url]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(
        String::from_utf8_lossy(&out.stdout).starts_with("ledger ok: 20 entries, root "),
        "{out:?}"
    );

    // Flip one byte of entry 17's bytes behind the ledger's back.
    let mut bytes = entry(17).bytes;
    bytes[3] ^= 0x01;
    db.exec(&format!(
        "UPDATE ledger_entries SET bytes = {} WHERE seq = 17",
        db.blob(&bytes)
    ))
    .await;

    let out = run_cli(&["ledger", "verify", "--database-url", &db.url]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    assert!(stdout.contains("entry 17: "), "{stdout}");
}

#[test]
fn ledger_verify_refuses_a_database_that_does_not_exist() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("typo.db");
    let url = format!("sqlite:{}", path.display());
    let out = run_cli(&["ledger", "verify", "--database-url", &url]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("no database at"), "{stderr}");
    assert!(
        !path.exists(),
        "verify created the database it was checking"
    );

    let out = run_cli(&[
        "ledger",
        "verify",
        "--database-url",
        "mysql://u:secret@h/db",
    ]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(!String::from_utf8_lossy(&out.stderr).contains("secret"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn verify_proof_accepts_a_good_proof_and_rejects_a_bad_one() {
    let server = Server::start(&[]);
    server.ready().await;
    let url = format!("sqlite:{}", server.dir.path().join("test.db").display());
    fill(&tertius::ledger::open(&url).await.unwrap(), 6).await;

    let mut client = server.ledger_client().await;
    let seq = 4;
    let data = client
        .get_entry(GetEntryRequest { seq })
        .await
        .unwrap()
        .into_inner()
        .entry
        .unwrap()
        .data;
    let proof = client
        .get_inclusion_proof(GetInclusionProofRequest { seq, tree_size: 0 })
        .await
        .unwrap()
        .into_inner();
    let entry_file = server.dir.path().join("entry.bin");
    std::fs::write(&entry_file, &data).unwrap();
    let entry_file = entry_file.display().to_string();

    let run = |index: &str, tree_size: &str, root: &str, path: &str| {
        run_cli(&[
            "ledger",
            "verify-proof",
            "--entry",
            &entry_file,
            "--index",
            index,
            "--tree-size",
            tree_size,
            "--root",
            root,
            "--proof",
            path,
        ])
    };
    let path = proof.audit_path_hex.join(",");
    let size = proof.tree_size.to_string();

    let out = run("4", &size, &proof.root_hex, &path);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("inclusion proof valid: entry 4"));

    // One hash of the path altered: the proof is invalid (exit 1), not bad input.
    let mut altered = proof.audit_path_hex.clone();
    altered[0] = to_hex(&[0xab; 32]);
    let out = run("4", &size, &proof.root_hex, &altered.join(","));
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("inclusion proof invalid: "));
    // The right path for another index, and a path one hash short.
    assert_eq!(
        run("5", &size, &proof.root_hex, &path).status.code(),
        Some(1)
    );
    let short = proof.audit_path_hex[1..].join(",");
    assert_eq!(
        run("4", &size, &proof.root_hex, &short).status.code(),
        Some(1)
    );

    // Bad input: exit 2 with one line naming the flag, never a panic.
    let (size, root, path) = (size.as_str(), proof.root_hex.as_str(), path.as_str());
    for (args, flag) in [
        (["4", size, "nothex", path], "--root"),
        (["4", size, root, "12,34"], "--proof"),
        (["9", size, root, path], "--index"),
    ] {
        let out = run(args[0], args[1], args[2], args[3]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{out:?}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(flag), "{stderr}");
    }
    let out = run_cli(&[
        "ledger",
        "verify-proof",
        "--entry",
        "/nonexistent/entry.bin",
        "--index",
        "4",
        "--tree-size",
        size,
        "--root",
        root,
        "--proof",
        path,
    ]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("--entry"));
}

#[tokio::test]
async fn the_ledger_service_is_unavailable_until_the_ledger_is_open() {
    // A "database" that accepts connections and never answers, so opening the ledger hangs.
    let silent = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("postgres://nobody@{}/never", silent.local_addr().unwrap());
    let server = Server::start_with(tempfile::tempdir().unwrap(), &url, &[]);
    let mut client = server.ledger_client().await;
    let err = client
        .get_ledger_head(GetLedgerHeadRequest {})
        .await
        .unwrap_err();
    assert_eq!(err.code(), Code::Unavailable, "{err:?}");
    assert_eq!(err.message(), "the ledger is not open yet");
    // Still waiting: nothing changed in the meantime.
    tokio::time::sleep(Duration::from_millis(100)).await;
    let err = client
        .get_entry(GetEntryRequest { seq: 0 })
        .await
        .unwrap_err();
    assert_eq!(err.code(), Code::Unavailable, "{err:?}");
}
