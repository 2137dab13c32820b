//! The ledger's behaviour, the same on both backends.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "tests fail loudly"
)]

mod ledger_common;

use std::collections::BTreeSet;

use ledger_common::{TestDb, entry, fill};
use tertius::ledger::{
    AppendError, AppendOutcome, DedupKey, GameGuard, Ledger, NewEntry, OpenError, ProveError,
    Refusal, leaf_hash, root_from_leaves, verify_consistency, verify_inclusion,
};

on_both_backends!(
    appends_get_dense_sequence_numbers_and_a_head_each,
    an_entry_reads_back_byte_identical,
    same_dedup_key_returns_the_existing_entry,
    same_request_id_returns_the_existing_entry,
    a_request_id_reused_for_another_request_is_refused,
    request_ids_are_scoped_by_tournament,
    guarded_appends_raced_for_one_game_log_exactly_one,
    guarded_appends_from_two_ledgers_log_exactly_one,
    lookups_by_key_request_and_game,
    group_commit_takes_fewer_transactions_than_appends,
    concurrent_duplicates_in_one_process_log_once,
    concurrent_duplicates_from_two_ledgers_on_one_database_log_once,
    inclusion_proofs_verify_for_every_entry_at_several_sizes,
    consistency_proofs_verify_between_every_pair_of_sizes,
    proofs_beyond_the_head_are_refused,
    a_reopened_ledger_continues_the_same_log,
    a_schema_newer_than_the_binary_is_refused,
);

async fn appends_get_dense_sequence_numbers_and_a_head_each(db: TestDb) {
    let ledger = db.ledger().await;
    assert_eq!(ledger.head().await.unwrap().size, 0);
    assert_eq!(ledger.head().await.unwrap().root, root_from_leaves(&[]));
    fill(&ledger, 10).await;
    let leaves: Vec<_> = (0..10).map(|i| leaf_hash(&entry(i).bytes)).collect();
    for size in 0..=10u64 {
        let head = ledger.head_at(size).await.unwrap().unwrap();
        assert_eq!(
            head.root,
            root_from_leaves(&leaves[..size as usize]),
            "size {size}"
        );
    }
    assert_eq!(ledger.head().await.unwrap().size, 10);
    assert_eq!(ledger.head_at(11).await.unwrap(), None);
    for i in 0..10 {
        assert_eq!(ledger.get(i).await.unwrap().unwrap().seq, i);
    }
    assert_eq!(ledger.get(10).await.unwrap(), None);
    ledger.verify().await.unwrap();
}

async fn an_entry_reads_back_byte_identical(db: TestDb) {
    let ledger = db.ledger().await;
    // Bytes that are not UTF-8 and contain NULs: the ledger must not care.
    let new = NewEntry {
        bytes: (0..=255u8).rev().collect(),
        request_id: None,
        ..entry(1)
    };
    let AppendOutcome::Appended(stored) = ledger.append(new.clone()).await.unwrap() else {
        panic!("first append must append");
    };
    let read = ledger.get(stored.seq).await.unwrap().unwrap();
    assert_eq!(read, stored);
    assert_eq!(read.bytes, new.bytes);
    assert_eq!(read.request_id, None);
    assert_eq!(read.received_at_ms, new.received_at_ms);
}

async fn same_dedup_key_returns_the_existing_entry(db: TestDb) {
    let ledger = db.ledger().await;
    let first = ledger.append(entry(1)).await.unwrap().into_entry();
    let again = NewEntry {
        bytes: b"different bytes".to_vec(),
        request_id: None,
        ..entry(1)
    };
    assert_eq!(
        ledger.append(again).await.unwrap(),
        AppendOutcome::Existing(first.clone())
    );
    assert_eq!(
        ledger.append(entry(1)).await.unwrap(),
        AppendOutcome::Existing(first)
    );
    assert_eq!(ledger.head().await.unwrap().size, 1);
}

async fn same_request_id_returns_the_existing_entry(db: TestDb) {
    let ledger = db.ledger().await;
    let first = ledger.append(entry(1)).await.unwrap().into_entry();
    // The same request again (same dedup key), even with other bytes: the logged entry.
    let again = NewEntry {
        bytes: b"a retry".to_vec(),
        ..entry(1)
    };
    assert_eq!(
        ledger.append(again).await.unwrap(),
        AppendOutcome::Existing(first)
    );
    assert_eq!(ledger.head().await.unwrap().size, 1);
    // Entries without a request id never collide on it.
    for n in 10..13 {
        let e = NewEntry {
            request_id: None,
            ..entry(n)
        };
        assert!(ledger.append(e).await.unwrap().is_appended());
    }
}

async fn a_request_id_reused_for_another_request_is_refused(db: TestDb) {
    let ledger = db.ledger().await;
    let first = ledger.append(entry(1)).await.unwrap().into_entry();
    let other = NewEntry {
        request_id: Some("req-1".into()),
        ..entry(2)
    };
    match ledger.append(other).await {
        Err(AppendError::Refused(Refusal::RequestIdTaken(e))) => assert_eq!(e, first),
        other => panic!("a reused request id must be refused, got {other:?}"),
    }
    assert_eq!(ledger.head().await.unwrap().size, 1);
}

async fn request_ids_are_scoped_by_tournament(db: TestDb) {
    let ledger = db.ledger().await;
    // Version 2 kept `tournament + U+001F + id` in one column: a tournament named `a\u{1f}b`
    // with request id `c` and tournament `a` with id `b\u{1f}c` were one key. Now two.
    let a = NewEntry {
        tournament: "a".into(),
        request_id: Some("b\u{1f}c".into()),
        ..entry(1)
    };
    let b = NewEntry {
        tournament: "a\u{1f}b".into(),
        request_id: Some("c".into()),
        ..entry(2)
    };
    assert!(ledger.append(a.clone()).await.unwrap().is_appended());
    assert!(ledger.append(b.clone()).await.unwrap().is_appended());
    let found = ledger
        .by_request_id("a", "b\u{1f}c")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(found.dedup_key, a.dedup_key);
    let found = ledger
        .by_request_id("a\u{1f}b", "c")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(found.dedup_key, b.dedup_key);
    assert_eq!(ledger.by_request_id("b", "c").await.unwrap(), None);
}

/// `n` entries for one game, each guarded by "the game has no entry yet", as n contradicting
/// first records raced for the game would be.
fn rivals(n: u64, round: u64) -> Vec<NewEntry> {
    (0..n)
        .map(|i| NewEntry {
            game_id: "contested".into(),
            tournament: format!("t{round}"),
            request_id: None,
            guard: GameGuard::LatestIs(None),
            ..entry(1000 * (round + 1) + i)
        })
        .collect()
}

async fn race(ledger: &Ledger, entries: Vec<NewEntry>) -> (usize, usize) {
    let tasks: Vec<_> = entries
        .into_iter()
        .map(|e| {
            let ledger = ledger.clone();
            tokio::spawn(async move { ledger.append(e).await })
        })
        .collect();
    let (mut appended, mut stale) = (0, 0);
    for t in tasks {
        match t.await.unwrap() {
            Ok(AppendOutcome::Appended(_)) => appended += 1,
            Err(AppendError::Refused(Refusal::Stale { latest: Some(_) })) => stale += 1,
            other => panic!("unexpected outcome {other:?}"),
        }
    }
    (appended, stale)
}

async fn guarded_appends_raced_for_one_game_log_exactly_one(db: TestDb) {
    let ledger = db.ledger().await;
    for round in 0..20 {
        let tournament = format!("t{round}");
        let (appended, stale) = race(&ledger, rivals(16, round)).await;
        assert_eq!((appended, stale), (1, 15), "round {round}");
        let logged = ledger
            .list_by_game(Some(&tournament), "contested", None, 100)
            .await
            .unwrap();
        assert_eq!(logged.len(), 1, "round {round}");
    }
    ledger.verify().await.unwrap();
}

async fn guarded_appends_from_two_ledgers_log_exactly_one(db: TestDb) {
    // Two ledgers with their own pools and writer tasks stand in for two replicas.
    let one = db.ledger().await;
    let two = db.ledger().await;
    for round in 0..20 {
        let mut entries = rivals(16, round);
        let half = entries.split_off(8);
        let (a, b) = tokio::join!(race(&one, entries), race(&two, half));
        assert_eq!(a.0 + b.0, 1, "round {round}: {a:?} {b:?}");
        assert_eq!(a.1 + b.1, 15, "round {round}: {a:?} {b:?}");
    }
    one.verify().await.unwrap();
}

async fn lookups_by_key_request_and_game(db: TestDb) {
    let ledger = db.ledger().await;
    fill(&ledger, 12).await;
    let e5 = ledger.get(5).await.unwrap().unwrap();
    assert_eq!(
        ledger.by_dedup_key(&entry(5).dedup_key).await.unwrap(),
        Some(e5.clone())
    );
    assert_eq!(
        ledger.by_request_id("open", "req-5").await.unwrap(),
        Some(e5)
    );
    assert_eq!(ledger.by_request_id("open", "req-99").await.unwrap(), None);
    assert_eq!(ledger.by_request_id("other", "req-5").await.unwrap(), None);
    assert_eq!(
        ledger.by_dedup_key(&DedupKey([0xff; 32])).await.unwrap(),
        None
    );

    // game-2 holds seqs 2, 5, 8, 11; page through it two at a time.
    let page1 = ledger
        .list_by_game(Some("open"), "game-2", None, 2)
        .await
        .unwrap();
    assert_eq!(page1.iter().map(|e| e.seq).collect::<Vec<_>>(), [2, 5]);
    let page2 = ledger
        .list_by_game(Some("open"), "game-2", Some(5), 2)
        .await
        .unwrap();
    assert_eq!(page2.iter().map(|e| e.seq).collect::<Vec<_>>(), [8, 11]);
    assert!(
        ledger
            .list_by_game(Some("open"), "game-2", Some(11), 2)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(
        ledger
            .list_by_game(Some("open"), "no-such-game", None, 10)
            .await
            .unwrap()
            .is_empty()
    );
}

async fn group_commit_takes_fewer_transactions_than_appends(db: TestDb) {
    let ledger = db.ledger().await;
    let (writers, per_writer) = (64u64, 8u64);
    let mut tasks = Vec::new();
    for w in 0..writers {
        let ledger = ledger.clone();
        tasks.push(tokio::spawn(async move {
            let mut seqs = Vec::new();
            for i in 0..per_writer {
                let outcome = ledger.append(entry(w * per_writer + i)).await.unwrap();
                assert!(outcome.is_appended());
                seqs.push(outcome.entry().seq);
            }
            seqs
        }));
    }
    let mut seqs = BTreeSet::new();
    for t in tasks {
        seqs.extend(t.await.unwrap());
    }
    let total = writers * per_writer;
    assert_eq!(
        seqs,
        (0..total).collect::<BTreeSet<_>>(),
        "sequence numbers must be dense"
    );
    for n in 0..total {
        let e = ledger
            .by_dedup_key(&entry(n).dedup_key)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(e.bytes, entry(n).bytes);
    }
    let stats = ledger.stats();
    assert_eq!(stats.appends, total);
    assert!(stats.commits < total, "{stats:?}: group commit must batch");
    println!(
        "{}: {total} appends in {} commits",
        ledger.store().backend(),
        stats.commits
    );

    let head = ledger.head().await.unwrap();
    for index in [0, 1, total / 2, total - 1] {
        let proof = ledger.inclusion_proof(index, head.size).await.unwrap();
        let leaf = leaf_hash(&ledger.get(index).await.unwrap().unwrap().bytes);
        verify_inclusion(&leaf, index, head.size, &proof, &head.root).unwrap();
    }
    ledger.verify().await.unwrap();
}

async fn concurrent_duplicates_in_one_process_log_once(db: TestDb) {
    let ledger = db.ledger().await;
    let tasks: Vec<_> = (0..32)
        .map(|_| {
            let ledger = ledger.clone();
            tokio::spawn(async move { ledger.append(entry(7)).await.unwrap() })
        })
        .collect();
    let mut outcomes = Vec::new();
    for t in tasks {
        outcomes.push(t.await.unwrap());
    }
    assert_eq!(outcomes.iter().filter(|o| o.is_appended()).count(), 1);
    let first = outcomes[0].entry().clone();
    assert!(outcomes.iter().all(|o| *o.entry() == first));
    assert_eq!(ledger.head().await.unwrap().size, 1);
}

async fn concurrent_duplicates_from_two_ledgers_on_one_database_log_once(db: TestDb) {
    // Two ledgers with their own pools and writer tasks stand in for two replicas: only the
    // database can keep them from logging a decision twice or reusing a sequence number.
    let a = db.ledger().await;
    let b = db.ledger().await;
    let n = 24u64;
    let mut tasks = Vec::new();
    for ledger in [a.clone(), b.clone(), a.clone(), b.clone()] {
        for i in 0..n {
            let ledger = ledger.clone();
            tasks.push(tokio::spawn(async move {
                ledger.append(entry(i)).await.unwrap()
            }));
        }
    }
    let mut appended = 0;
    for t in tasks {
        let outcome = t.await.unwrap();
        let stored = a
            .by_dedup_key(&outcome.entry().dedup_key)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            *outcome.entry(),
            stored,
            "every caller sees the one stored entry"
        );
        appended += usize::from(outcome.is_appended());
    }
    assert_eq!(appended as u64, n, "each decision appended exactly once");
    assert_eq!(a.head().await.unwrap(), b.head().await.unwrap());
    assert_eq!(a.head().await.unwrap().size, n);
    let report = a.verify().await.unwrap();
    assert_eq!(report.size, n);
}

async fn inclusion_proofs_verify_for_every_entry_at_several_sizes(db: TestDb) {
    let ledger = db.ledger().await;
    fill(&ledger, 40).await;
    let leaves: Vec<_> = (0..40).map(|i| leaf_hash(&entry(i).bytes)).collect();
    for size in [1u64, 2, 3, 7, 8, 9, 16, 17, 31, 32, 33, 40] {
        let root = ledger.head_at(size).await.unwrap().unwrap().root;
        for index in 0..size {
            let proof = ledger.inclusion_proof(index, size).await.unwrap();
            verify_inclusion(&leaves[index as usize], index, size, &proof, &root)
                .unwrap_or_else(|e| panic!("{index} in {size}: {e}"));
            if let Some(first) = proof.first() {
                let mut bad = proof.clone();
                bad[0][0] ^= 1;
                assert_ne!(bad[0], *first);
                assert!(
                    verify_inclusion(&leaves[index as usize], index, size, &bad, &root).is_err()
                );
            }
            let other = (index + 1) % 40;
            assert!(verify_inclusion(&leaves[other as usize], index, size, &proof, &root).is_err());
        }
    }
}

async fn consistency_proofs_verify_between_every_pair_of_sizes(db: TestDb) {
    let ledger = db.ledger().await;
    fill(&ledger, 40).await;
    let mut roots = Vec::new();
    for size in 0..=40 {
        roots.push(ledger.head_at(size).await.unwrap().unwrap().root);
    }
    for new in 0..=40u64 {
        for old in 0..=new {
            let proof = ledger.consistency_proof(old, new).await.unwrap();
            verify_consistency(old, new, &roots[old as usize], &roots[new as usize], &proof)
                .unwrap_or_else(|e| panic!("{old} -> {new}: {e}"));
            if !proof.is_empty() {
                let mut bad = proof.clone();
                let last = bad.len() - 1;
                bad[last][31] ^= 1;
                assert!(
                    verify_consistency(old, new, &roots[old as usize], &roots[new as usize], &bad)
                        .is_err()
                );
            }
        }
    }
}

async fn proofs_beyond_the_head_are_refused(db: TestDb) {
    let ledger = db.ledger().await;
    fill(&ledger, 5).await;
    assert!(matches!(
        ledger.inclusion_proof(2, 6).await,
        Err(ProveError::SizeBeyondHead {
            tree_size: 6,
            head_size: 5
        })
    ));
    assert!(matches!(
        ledger.inclusion_proof(5, 5).await,
        Err(ProveError::IndexOutOfRange {
            index: 5,
            tree_size: 5
        })
    ));
    assert!(matches!(
        ledger.consistency_proof(4, 3).await,
        Err(ProveError::SizeDecreased { .. })
    ));
    assert!(matches!(
        ledger.consistency_proof(1, 9).await,
        Err(ProveError::SizeBeyondHead { .. })
    ));
}

async fn a_reopened_ledger_continues_the_same_log(db: TestDb) {
    let ledger = db.ledger().await;
    fill(&ledger, 5).await;
    let head5 = ledger.head().await.unwrap();
    drop(ledger);
    let ledger: Ledger = db.ledger().await;
    assert_eq!(ledger.head().await.unwrap(), head5);
    for i in 5..11 {
        assert_eq!(ledger.append(entry(i)).await.unwrap().entry().seq, i);
    }
    assert_eq!(
        ledger.append(entry(0)).await.unwrap(),
        AppendOutcome::Existing(ledger.get(0).await.unwrap().unwrap())
    );
    let proof = ledger.consistency_proof(5, 11).await.unwrap();
    let head = ledger.head().await.unwrap();
    verify_consistency(5, 11, &head5.root, &head.root, &proof).unwrap();
    assert_eq!(ledger.verify().await.unwrap().size, 11);
}

async fn a_schema_newer_than_the_binary_is_refused(db: TestDb) {
    drop(db.ledger().await);
    let newer = tertius::ledger::SCHEMA_VERSION + 1;
    db.exec(&format!(
        "UPDATE tertius_meta SET value = '{newer}' WHERE key = 'schema_version'"
    ))
    .await;
    let err = match Ledger::open(&db.url).await {
        Err(e) => e,
        Ok(_) => panic!("a newer schema must be refused"),
    };
    assert!(
        matches!(
            err,
            OpenError::SchemaTooNew { found, supported }
                if found == newer && supported == tertius::ledger::SCHEMA_VERSION
        ),
        "{err:?}"
    );
    assert!(err.to_string().contains("newer"), "{err}");
}

#[tokio::test]
async fn sqlite_accepts_a_bare_path_and_creates_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("fresh.db");
    let ledger = Ledger::open(path.to_str().unwrap()).await.unwrap();
    assert!(path.exists());
    assert_eq!(ledger.store().backend(), "sqlite");
    fill(&ledger, 3).await;
    assert_eq!(ledger.verify().await.unwrap().size, 3);
}

#[tokio::test]
async fn an_unknown_scheme_is_refused() {
    let err = Ledger::open("mysql://root:hunter2@localhost/x")
        .await
        .err()
        .unwrap();
    assert!(matches!(err, OpenError::UnsupportedScheme { .. }));
    assert!(!err.to_string().contains("hunter2"));
}
