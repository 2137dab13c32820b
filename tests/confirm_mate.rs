//! ConfirmMate on the real server: proofs under the record's code, caps named in errors, and the
//! client's deadline honoured.

mod common;

use std::time::{Duration, Instant};

use common::Server;
use tertius::grpc::pb;
use tonic::Code;
use tonic_types::StatusExt;

fn record(code: &str, fen: &str) -> pb::GameRecord {
    pb::GameRecord::from_fen("mate", code, fen)
}

#[tokio::test]
async fn a_back_rank_mate_is_proved_with_its_line() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    let answer = client
        .confirm_mate(pb::ConfirmMateRequest {
            record: Some(record("london-1847", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")),
            moves: 3,
            max_nodes: 0,
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(answer.verdict, pb::MateVerdict::Mate as i32);
    assert_eq!(answer.moves, 1, "the shortest mate is reported");
    assert_eq!(answer.key, "a1a8");
    assert_eq!(answer.line_san, ["Ra8#"]);
}

#[tokio::test]
async fn no_mate_is_proved_where_there_is_none() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    let answer = client
        .confirm_mate(pb::ConfirmMateRequest {
            record: Some(record("philidor", "4k3/8/8/8/8/8/8/4K3 w - - 0 1")),
            moves: 3,
            max_nodes: 0,
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(answer.verdict, pb::MateVerdict::NoMate as i32);
    assert_eq!(answer.no_mate_within, 3);
}

#[tokio::test]
async fn over_the_caps_is_invalid_argument_naming_the_cap() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    for (moves, max_nodes, field) in [
        (0, 0, "moves"),
        (31, 0, "moves"),
        (2, u64::MAX, "max_nodes"),
    ] {
        let status = client
            .confirm_mate(pb::ConfirmMateRequest {
                record: Some(record("london-1847", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")),
                moves,
                max_nodes,
            })
            .await
            .unwrap_err();
        assert_eq!(status.code(), Code::InvalidArgument);
        assert_eq!(
            status.get_details_bad_request().unwrap().field_violations[0].field,
            field
        );
        assert!(status.message().contains("cap"), "{}", status.message());
    }
}

#[tokio::test]
async fn the_search_stops_at_the_clients_deadline() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    // A crowded middlegame with no short mate: an exhaustive search to 12 moves takes far longer
    // than the deadline.
    let mut request = tonic::Request::new(pb::ConfirmMateRequest {
        record: Some(record(
            "london-1847",
            "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8",
        )),
        moves: 12,
        max_nodes: 0,
    });
    // The deadline travels as the grpc-timeout header; the client itself does not enforce it, so
    // what comes back is the server's own answer.
    request
        .metadata_mut()
        .insert("grpc-timeout", "300m".parse().unwrap());
    let started = Instant::now();
    let status = client.confirm_mate(request).await.unwrap_err();
    let elapsed = started.elapsed();
    assert_eq!(status.code(), Code::DeadlineExceeded, "{status:?}");
    assert!(
        elapsed < Duration::from_secs(3),
        "the search ran on for {elapsed:?}"
    );

    // The server is not left busy: a quick question is answered at once.
    let answer = client
        .confirm_mate(pb::ConfirmMateRequest {
            record: Some(record("london-1847", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")),
            moves: 1,
            max_nodes: 0,
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(answer.verdict, pb::MateVerdict::Mate as i32);
}

async fn ledger_size(server: &Server) -> u64 {
    let mut ledger = server.ledger_client().await;
    ledger
        .get_ledger_head(pb::GetLedgerHeadRequest {})
        .await
        .unwrap()
        .into_inner()
        .head
        .unwrap()
        .size
}

#[tokio::test]
async fn a_proved_verdict_is_logged_once_and_answered_from_the_log() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    let ask = |moves: u32| pb::ConfirmMateRequest {
        record: Some(record("london-1847", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")),
        moves,
        max_nodes: 0,
    };
    let first = client.confirm_mate(ask(3)).await.unwrap().into_inner();
    assert_eq!(first.sequence, Some(0));
    let logged = String::from_utf8(first.canonical.clone()).unwrap();
    assert!(
        logged.contains(r#""kind":"tertius.mate-verdict""#),
        "{logged}"
    );
    assert!(logged.contains(r#""line_san":["Ra8#"]"#), "{logged}");

    let again = client.confirm_mate(ask(3)).await.unwrap().into_inner();
    assert_eq!(again, first, "the same question gets the logged answer");
    assert_eq!(ledger_size(&server).await, 1);

    // A different claim is a different question; a refutation is a proof and is logged too.
    let shorter = client.confirm_mate(ask(1)).await.unwrap().into_inner();
    assert_eq!(shorter.sequence, Some(1));
    let bare_kings = pb::GameRecord {
        game_id: "kings".into(),
        ..record("london-1847", "4k3/8/8/8/8/8/8/4K3 w - - 0 1")
    };
    let none = client
        .confirm_mate(pb::ConfirmMateRequest {
            record: Some(bare_kings),
            moves: 2,
            max_nodes: 0,
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(none.verdict, pb::MateVerdict::NoMate as i32);
    assert_eq!(none.sequence, Some(2));

    // A verdict binds the game's history like a ruling does.
    let status = client
        .confirm_mate(pb::ConfirmMateRequest {
            record: Some(record("london-1847", "4k3/8/8/8/8/8/8/4K3 w - - 0 1")),
            moves: 2,
            max_nodes: 0,
        })
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::FailedPrecondition);
    assert!(
        status.message().contains("mate verdict 0"),
        "{}",
        status.message()
    );

    // The log's entry is what the client got.
    let mut ledger = server.ledger_client().await;
    let entry = ledger
        .get_entry(pb::GetEntryRequest { seq: 0 })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(entry.entry.unwrap().data, first.canonical);
}

#[tokio::test]
async fn an_undecided_search_decides_nothing_and_is_not_logged() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    let answer = client
        .confirm_mate(pb::ConfirmMateRequest {
            record: Some(record(
                "london-1847",
                "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8",
            )),
            moves: 4,
            max_nodes: 1000,
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(answer.verdict, pb::MateVerdict::Undecided as i32);
    assert_eq!(answer.sequence, None);
    assert!(answer.canonical.is_empty());
    assert_eq!(ledger_size(&server).await, 0);
}
