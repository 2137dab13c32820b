//! One test per kind of tampering: each edits the raw rows behind the ledger's back and expects
//! the independent verifier to name the first entry, node or head that no longer matches.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "tests fail loudly"
)]

mod ledger_common;

use ledger_common::{TestDb, fill};
use tertius::ledger::{Ledger, VerifyError};

on_both_backends!(
    an_untouched_log_verifies,
    a_flipped_byte_in_an_entry_is_found,
    a_deleted_entry_is_found,
    two_swapped_entries_are_found,
    a_truncated_entry_table_is_found,
    a_forged_head_is_found,
    a_forged_interior_node_is_found,
    a_deleted_head_is_found,
);

const SIZE: u64 = 20;

/// A log of `SIZE` entries that verifies, with its ledger closed so the edits go behind its back.
async fn log(db: &TestDb) {
    let ledger = db.ledger().await;
    fill(&ledger, SIZE).await;
    let report = ledger.verify().await.unwrap();
    assert_eq!(report.size, SIZE);
}

async fn verify_fails(db: &TestDb) -> VerifyError {
    let ledger: Ledger = db.ledger().await;
    match ledger.verify().await {
        Err(e) => e,
        Ok(report) => panic!("tampering went unnoticed: {report:?}"),
    }
}

async fn an_untouched_log_verifies(db: TestDb) {
    log(&db).await;
    let ledger = db.ledger().await;
    let report = ledger.verify().await.unwrap();
    assert_eq!(report.root, ledger.head().await.unwrap().root);
    // 20 leaves + 10 + 5 + 2 + 1 interior nodes; heads 0..=20.
    assert_eq!(report.nodes_checked, 38);
    assert_eq!(report.heads_checked, 21);
}

async fn a_flipped_byte_in_an_entry_is_found(db: TestDb) {
    log(&db).await;
    let mut bytes = db.ledger().await.get(17).await.unwrap().unwrap().bytes;
    bytes[3] ^= 0x01;
    db.exec(&format!(
        "UPDATE ledger_entries SET bytes = {} WHERE seq = 17",
        db.blob(&bytes)
    ))
    .await;
    let err = verify_fails(&db).await;
    assert!(
        matches!(err, VerifyError::LeafMismatch { seq: 17 }),
        "{err:?}"
    );
    assert_eq!(
        err.to_string(),
        "entry 17: leaf hash does not match its bytes"
    );
}

async fn a_deleted_entry_is_found(db: TestDb) {
    log(&db).await;
    db.exec("DELETE FROM ledger_entries WHERE seq = 7").await;
    let err = verify_fails(&db).await;
    assert!(
        matches!(err, VerifyError::EntryMissing { seq: 7, .. }),
        "{err:?}"
    );
    assert_eq!(
        err.to_string(),
        "entry 7: missing, the log claims 20 entries"
    );
}

async fn two_swapped_entries_are_found(db: TestDb) {
    log(&db).await;
    // Three steps through a free sequence number, since seq is unique at every step.
    db.exec("UPDATE ledger_entries SET seq = 1000000 WHERE seq = 3")
        .await;
    db.exec("UPDATE ledger_entries SET seq = 3 WHERE seq = 5")
        .await;
    db.exec("UPDATE ledger_entries SET seq = 5 WHERE seq = 1000000")
        .await;
    let err = verify_fails(&db).await;
    assert!(
        matches!(err, VerifyError::LeafMismatch { seq: 3 }),
        "{err:?}"
    );
}

async fn a_truncated_entry_table_is_found(db: TestDb) {
    log(&db).await;
    db.exec("DELETE FROM ledger_entries WHERE seq >= 15").await;
    let err = verify_fails(&db).await;
    assert!(
        matches!(
            err,
            VerifyError::EntryMissing {
                seq: 15,
                claimed: 20
            }
        ),
        "{err:?}"
    );

    // Truncating everything derived as well still leaves the head pointer claiming 20.
    db.exec("DELETE FROM ledger_heads WHERE size > 15").await;
    db.exec("DELETE FROM ledger_nodes WHERE (idx + 1) * (1 << level) > 15")
        .await;
    let err = verify_fails(&db).await;
    assert!(
        matches!(
            err,
            VerifyError::EntryMissing {
                seq: 15,
                claimed: 20
            }
        ),
        "{err:?}"
    );
}

async fn a_forged_head_is_found(db: TestDb) {
    log(&db).await;
    db.exec(&format!(
        "UPDATE ledger_heads SET root = {} WHERE size = 12",
        db.blob(&[0xab; 32])
    ))
    .await;
    let err = verify_fails(&db).await;
    assert!(
        matches!(err, VerifyError::HeadMismatch { size: 12 }),
        "{err:?}"
    );
    assert_eq!(err.to_string(), "head 12: root does not match the entries");
}

async fn a_forged_interior_node_is_found(db: TestDb) {
    log(&db).await;
    db.exec(&format!(
        "UPDATE ledger_nodes SET hash = {} WHERE level = 2 AND idx = 1",
        db.blob(&[0xcd; 32])
    ))
    .await;
    let err = verify_fails(&db).await;
    assert!(
        matches!(err, VerifyError::NodeMismatch { level: 2, index: 1 }),
        "{err:?}"
    );
}

async fn a_deleted_head_is_found(db: TestDb) {
    log(&db).await;
    db.exec("DELETE FROM ledger_heads WHERE size = 9").await;
    let err = verify_fails(&db).await;
    assert!(
        matches!(err, VerifyError::HeadMissing { size: 9 }),
        "{err:?}"
    );
}
