//! The server protects itself: caps on records and searches (INVALID_ARGUMENT naming the cap),
//! a limit on concurrent searches that sheds load (RESOURCE_EXHAUSTED), a maximum message size,
//! and a liveness health name that answers whatever the database is doing.

mod common;

use std::time::Duration;

use common::Server;
use tertius::grpc::pb;
use tonic::Code;
use tonic_health::pb::HealthCheckRequest;
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::health_client::HealthClient;
use tonic_types::StatusExt;

fn fen_record(fen: &str) -> pb::GameRecord {
    pb::GameRecord::from_fen("protection", "london-1847", fen)
}

/// A record of `n` moves of the knights out and back.
fn long_record(n: usize) -> pb::GameRecord {
    let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"];
    pb::GameRecord {
        game_id: "long".into(),
        code_id: "london-1847".into(),
        record: Some(pb::game_record::Record::Structured(pb::StructuredRecord {
            events: (0..n)
                .map(|i| pb::Event {
                    by: if i % 2 == 0 {
                        pb::Color::White
                    } else {
                        pb::Color::Black
                    } as i32,
                    act: Some(pb::event::Act::Move(pb::MoveAct {
                        uci: shuffle[i % 4].into(),
                        ..Default::default()
                    })),
                })
                .collect(),
            ..Default::default()
        })),
    }
}

#[tokio::test]
async fn a_record_over_the_event_cap_is_invalid_argument_naming_the_cap() {
    let server = Server::start(&["--max-events", "8"]);
    server.ready().await;
    let mut client = server.client().await;
    let fits = client
        .review_game(pb::ReviewGameRequest {
            record: Some(long_record(8)),
        })
        .await;
    assert!(fits.is_ok(), "{fits:?}");
    let status = client
        .review_game(pb::ReviewGameRequest {
            record: Some(long_record(9)),
        })
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    let violation = &status.get_details_bad_request().unwrap().field_violations[0];
    assert_eq!(violation.field, "record.structured.events");
    assert!(violation.description.contains("at most 8"), "{violation:?}");

    // The cap counts a PGN record's events once it is parsed.
    let pgn = pb::GameRecord::from_pgn(
        "long-pgn",
        "[Code \"london-1847\"]\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 *\n",
    );
    let status = client
        .review_game(pb::ReviewGameRequest { record: Some(pgn) })
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
}

#[tokio::test]
async fn the_search_budget_cap_is_configurable_and_named() {
    let server = Server::start(&["--max-search-nodes", "1000000"]);
    server.ready().await;
    let mut client = server.client().await;
    let status = client
        .confirm_mate(pb::ConfirmMateRequest {
            record: Some(fen_record("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")),
            moves: 2,
            max_nodes: 1_000_001,
        })
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    assert!(status.message().contains("1000000"), "{}", status.message());
}

#[tokio::test]
async fn searches_past_the_concurrency_limit_are_shed() {
    let server = Server::start(&["--max-concurrent-searches", "1"]);
    server.ready().await;
    // A search with no short mate that runs for seconds holds the only slot...
    let mut busy = server.client().await;
    let long = tokio::spawn(async move {
        let mut request = tonic::Request::new(pb::ConfirmMateRequest {
            record: Some(fen_record(
                "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8",
            )),
            moves: 12,
            max_nodes: 0,
        });
        request
            .metadata_mut()
            .insert("grpc-timeout", "3S".parse().unwrap());
        busy.confirm_mate(request).await
    });
    tokio::time::sleep(Duration::from_millis(500)).await;
    // ...so a second one is refused at once rather than queued.
    let mut client = server.client().await;
    let status = client
        .confirm_mate(pb::ConfirmMateRequest {
            record: Some(fen_record("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")),
            moves: 1,
            max_nodes: 0,
        })
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::ResourceExhausted, "{status:?}");
    assert_eq!(
        long.await.unwrap().unwrap_err().code(),
        Code::DeadlineExceeded
    );
    // Once the slot is free, searches run again.
    let answer = client
        .confirm_mate(pb::ConfirmMateRequest {
            record: Some(fen_record("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")),
            moves: 1,
            max_nodes: 0,
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(answer.verdict, pb::MateVerdict::Mate as i32);
}

#[tokio::test]
async fn a_message_over_the_size_limit_is_refused() {
    let server = Server::start(&["--max-message-bytes", "4096"]);
    server.ready().await;
    let mut client = server.client().await;
    let status = client
        .review_game(pb::ReviewGameRequest {
            record: Some(long_record(400)),
        })
        .await
        .unwrap_err();
    assert!(
        matches!(status.code(), Code::ResourceExhausted | Code::OutOfRange),
        "{status:?}"
    );
}

#[tokio::test]
async fn liveness_answers_while_readiness_waits_for_the_database() {
    // A PostgreSQL URL nobody listens on: the database never opens, readiness never turns.
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start_with(dir, "postgres://nobody@127.0.0.1:1/none", &[]);
    let mut health = HealthClient::new(server.channel().await);
    let check = |service: &str| HealthCheckRequest {
        service: service.to_owned(),
    };
    let live = health
        .check(check(tertius::grpc::LIVENESS_SERVICE))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(live.status, ServingStatus::Serving as i32);
    let ready = health
        .check(check(tertius::grpc::READINESS_SERVICE))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(ready.status, ServingStatus::NotServing as i32);
}
