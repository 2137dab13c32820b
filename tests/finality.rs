//! Final means final, tried as a hostile client would: contradicting records raced for one game
//! (at one server, and across two `tertius serve` processes on one PostgreSQL), oversized and
//! undecodable requests, reused request ids, another tournament's game through lists, tokens and
//! proofs, and mate questions on positions that are not chess positions.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "tests fail loudly"
)]

mod common;

use common::{FreshPostgres, Server};
use tertius::grpc::pb;
use tertius::grpc::pb::arbiter_service_client::ArbiterServiceClient;
use tonic::Code;
use tonic::transport::Channel;
use tonic_types::StatusExt;

/// A false-move dispute on a record that opens with `first` (`e4` or `d4`): two such records
/// for one game contradict each other from the first event.
fn opening(game: &str, first: &str) -> pb::RuleRequest {
    pb::RuleRequest {
        record: Some(pb::GameRecord::from_pgn(
            game,
            format!("[Code \"london-1847\"]\n1. {first} e5 2. {{[%move f1h3]}}"),
        )),
        dispute: Some(pb::Dispute {
            kind: pb::DisputeKind::FalseMove as i32,
            claimant: pb::Color::Black as i32,
            event_index: None,
        }),
        request_id: String::new(),
    }
}

/// Races `e4` against `d4` for `rounds` games, half of each pair through `a`, half through
/// `b`; every game must end with exactly one of them logged and the other FAILED_PRECONDITION
/// naming it.
async fn race(a: &ArbiterServiceClient<Channel>, b: &ArbiterServiceClient<Channel>, rounds: u32) {
    for round in 0..rounds {
        let game = format!("raced-{round}");
        let (mut ca, mut cb) = (a.clone(), b.clone());
        let (ra, rb) = tokio::join!(ca.rule(opening(&game, "e4")), cb.rule(opening(&game, "d4")));
        let (won, lost) = match (ra, rb) {
            (Ok(w), Err(l)) | (Err(l), Ok(w)) => (w.into_inner().ruling.unwrap(), l),
            (Ok(_), Ok(_)) => panic!("round {round}: both contradicting records were logged"),
            (Err(x), Err(y)) => panic!("round {round}: both refused: {x:?} {y:?}"),
        };
        assert_eq!(
            lost.code(),
            Code::FailedPrecondition,
            "round {round}: {lost:?}"
        );
        assert!(
            lost.message()
                .contains(&format!("ruling {} was given", won.sequence.unwrap())),
            "round {round}: the refusal names the ruling that stands: {}",
            lost.message()
        );
        // The game is not stuck: the record that stands goes on being ruled on.
        let list = a
            .clone()
            .list_rulings(pb::ListRulingsRequest {
                game_id: game.clone(),
                ..Default::default()
            })
            .await
            .unwrap()
            .into_inner();
        assert_eq!(list.rulings.len(), 1, "round {round}");
    }
}

#[tokio::test]
async fn contradicting_records_raced_at_one_server_log_exactly_one() {
    let server = Server::start(&[]);
    server.ready().await;
    // Two connections, so the calls are truly concurrent on the server.
    let a = server.client().await;
    let b = server.client().await;
    race(&a, &b, 40).await;
}

/// Two `tertius serve` processes on one fresh PostgreSQL database, ready; `None` (the test
/// skips) without TEST_DATABASE_URL.
async fn two_replicas(name: &str) -> Option<(FreshPostgres, Server, Server)> {
    let db = FreshPostgres::create(name).await?;
    let one = Server::start_with(tempfile::tempdir().unwrap(), &db.url, &[]);
    let two = Server::start_with(tempfile::tempdir().unwrap(), &db.url, &[]);
    one.ready().await;
    two.ready().await;
    Some((db, one, two))
}

#[tokio::test]
async fn contradicting_records_raced_across_two_replicas_log_exactly_one() {
    let Some((db, one, two)) = two_replicas("finality").await else {
        return;
    };
    race(&one.client().await, &two.client().await, 40).await;
    drop((one, two));
    db.drop_database().await;
}

async fn ruling(server: &Server, request: pb::RuleRequest) -> pb::Ruling {
    let response = server.client().await.rule(request).await.unwrap();
    response.into_inner().ruling.unwrap()
}

#[tokio::test]
async fn a_replica_that_never_saw_a_game_still_holds_it_to_its_history() {
    // A replica appends a game it has not seen logged without reading it first; the ledger's
    // guard must still send it back to the history another replica logged.
    let Some((db, one, two)) = two_replicas("unseen").await else {
        return;
    };
    let first = ruling(&one, opening("unseen", "e4")).await;
    let refused = two
        .client()
        .await
        .rule(opening("unseen", "d4"))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::FailedPrecondition, "{refused:?}");
    assert!(
        refused
            .message()
            .contains(&format!("ruling {} was given", first.sequence.unwrap())),
        "{}",
        refused.message()
    );
    // The same question asked at the other replica is answered with the ruling logged.
    let again = ruling(&two, opening("unseen", "e4")).await;
    assert_eq!(again.sequence, first.sequence);
    drop((one, two));
    db.drop_database().await;
}

/// A mate question on a record that opens with `first` (`c2c3` or `d2d3`), Black's knight then
/// going to g3: either way White mates in one (Ra8#).
fn mate_question(game: &str, first: &str) -> pb::ConfirmMateRequest {
    pb::ConfirmMateRequest {
        record: Some(pb::GameRecord {
            game_id: game.to_owned(),
            code_id: "london-1847".into(),
            record: Some(pb::game_record::Record::Structured(pb::StructuredRecord {
                setup: Some(pb::structured_record::Setup::Fen(
                    "6k1/5ppp/8/8/8/8/2PP4/R5Kn w - - 0 1".into(),
                )),
                events: [(pb::Color::White, first), (pb::Color::Black, "h1g3")]
                    .into_iter()
                    .map(|(by, uci)| pb::Event {
                        by: by as i32,
                        act: Some(pb::event::Act::Move(pb::MoveAct {
                            uci: uci.into(),
                            ..Default::default()
                        })),
                    })
                    .collect(),
                ..Default::default()
            })),
        }),
        moves: 1,
        ..Default::default()
    }
}

#[tokio::test]
async fn contradicting_mate_verdicts_raced_log_exactly_one() {
    let server = Server::start(&[]);
    server.ready().await;
    let (a, b) = (server.client().await, server.client().await);
    for round in 0..20 {
        let game = format!("mate-{round}");
        let (mut ca, mut cb) = (a.clone(), b.clone());
        let (ra, rb) = tokio::join!(
            ca.confirm_mate(mate_question(&game, "c2c3")),
            cb.confirm_mate(mate_question(&game, "d2d3"))
        );
        match (ra, rb) {
            (Ok(w), Err(l)) | (Err(l), Ok(w)) => {
                let won = w.into_inner();
                assert_eq!(won.verdict, pb::MateVerdict::Mate as i32);
                assert_eq!(l.code(), Code::FailedPrecondition, "round {round}: {l:?}");
                assert!(
                    l.message()
                        .contains(&format!("mate verdict {}", won.sequence.unwrap())),
                    "round {round}: {}",
                    l.message()
                );
            }
            (Ok(_), Ok(_)) => panic!("round {round}: both contradicting verdicts were logged"),
            (Err(x), Err(y)) => panic!("round {round}: both refused: {x:?} {y:?}"),
        }
    }
}

#[tokio::test]
async fn a_request_id_names_one_request() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    let mut first = opening("rid", "e4");
    first.request_id = "r-1".into();
    let logged = client
        .rule(first.clone())
        .await
        .unwrap()
        .into_inner()
        .ruling
        .unwrap();
    // A retry is answered with the ruling logged, byte for byte.
    let again = client
        .rule(first)
        .await
        .unwrap()
        .into_inner()
        .ruling
        .unwrap();
    assert_eq!(again.canonical, logged.canonical);
    // The same id for another request is the client's error, naming the earlier one.
    let mut other = opening("rid-2", "e4");
    other.request_id = "r-1".into();
    let status = client.rule(other).await.unwrap_err();
    assert_eq!(status.code(), Code::AlreadyExists, "{status:?}");
    assert!(
        status
            .message()
            .contains(&format!("ledger entry {}", logged.sequence.unwrap())),
        "{}",
        status.message()
    );
}

fn violations(status: &tonic::Status) -> Vec<(String, String)> {
    status
        .get_details_bad_request()
        .map(|b| {
            b.field_violations
                .into_iter()
                .map(|v| (v.field, v.description))
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::test]
async fn every_string_has_a_bound_and_errors_do_not_echo_input() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    let huge = "x".repeat(3_500_000);

    let mut request = opening(&huge, "e4");
    let status = client.rule(request.clone()).await.unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    let v = violations(&status);
    assert_eq!(v[0].0, "record.game_id", "{v:?}");
    assert!(v[0].1.contains("at most 128 bytes"), "{v:?}");
    assert!(
        status.message().len() < 1024,
        "{} bytes",
        status.message().len()
    );

    request.record.as_mut().unwrap().game_id = "ok".into();
    request.request_id = huge.clone();
    let status = client.rule(request).await.unwrap_err();
    assert_eq!(violations(&status)[0].0, "request_id");

    let unknown_code = pb::RuleRequest {
        record: Some(pb::GameRecord {
            game_id: "g".into(),
            code_id: "y".repeat(20_000),
            ..Default::default()
        }),
        ..opening("g", "e4")
    };
    let status = client.rule(unknown_code).await.unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    assert!(
        status.message().len() < 1024,
        "{} bytes",
        status.message().len()
    );

    let long_option = pb::ReviewGameRequest {
        record: Some(pb::GameRecord {
            game_id: "g".into(),
            code_id: "philidor".into(),
            record: Some(pb::game_record::Record::Structured(pb::StructuredRecord {
                options: [("country".to_owned(), "z".repeat(5000))].into(),
                ..Default::default()
            })),
        }),
    };
    let status = client.review_game(long_option).await.unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    assert!(
        violations(&status)[0]
            .0
            .starts_with("record.structured.options")
    );

    let long_pgn_token = pb::ReviewGameRequest {
        record: Some(pb::GameRecord::from_pgn(
            "g",
            format!(
                "[Code \"london-1847\"]\n1. {huge}",
                huge = "q".repeat(100_000)
            ),
        )),
    };
    let status = client.review_game(long_pgn_token).await.unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    assert!(
        status.message().len() < 1024,
        "{} bytes",
        status.message().len()
    );

    let control = pb::ListRulingsRequest {
        game_id: "a\u{1f}b".into(),
        ..Default::default()
    };
    let status = client.list_rulings(control).await.unwrap_err();
    assert_eq!(violations(&status)[0].0, "game_id");
}

#[tokio::test]
async fn page_tokens_are_bound_to_their_list() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    for kind in [pb::DisputeKind::FalseMove, pb::DisputeKind::IllegalCapture] {
        let mut r = opening("paged", "e4");
        r.dispute.as_mut().unwrap().kind = kind as i32;
        client.rule(r).await.unwrap();
    }
    let page = client
        .list_rulings(pb::ListRulingsRequest {
            game_id: "paged".into(),
            page_size: 1,
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(page.rulings.len(), 1);
    assert!(!page.next_page_token.is_empty());
    // Offered for another game, the token is refused, not read.
    let status = client
        .list_rulings(pb::ListRulingsRequest {
            game_id: "other".into(),
            page_token: page.next_page_token.clone(),
            ..Default::default()
        })
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    // A token past 2^63 is no token of ours: INVALID_ARGUMENT, never UNAVAILABLE.
    let status = client
        .list_rulings(pb::ListRulingsRequest {
            game_id: "paged".into(),
            page_token: "r2.ffffffffffffffff.000000000000".into(),
            ..Default::default()
        })
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    // An oversized page is served at the largest size (AIP-158), not refused.
    let all = client
        .list_rulings(pb::ListRulingsRequest {
            game_id: "paged".into(),
            page_size: 1_000_000,
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(all.rulings.len(), 2);
}

/// Raw gRPC frames, so the test can send bytes no generated client would.
async fn raw_call(server: &Server, path: &str, message: &[u8]) -> (Option<String>, String) {
    let channel = server.channel().await;
    let mut grpc = tonic::client::Grpc::new(channel);
    grpc.ready().await.unwrap();
    let codec = RawCodec;
    let path = http::uri::PathAndQuery::try_from(path).unwrap();
    let result = grpc
        .unary(tonic::Request::new(message.to_vec()), path, codec)
        .await;
    match result {
        Ok(_) => (None, String::new()),
        Err(status) => (
            Some(format!("{:?}", status.code())),
            status.message().to_owned(),
        ),
    }
}

/// Sends and receives raw bytes.
#[derive(Clone, Copy, Default)]
struct RawCodec;

impl tonic::codec::Codec for RawCodec {
    type Encode = Vec<u8>;
    type Decode = Vec<u8>;
    type Encoder = RawCodec;
    type Decoder = RawCodec;
    fn encoder(&mut self) -> RawCodec {
        RawCodec
    }
    fn decoder(&mut self) -> RawCodec {
        RawCodec
    }
}

impl tonic::codec::Encoder for RawCodec {
    type Item = Vec<u8>;
    type Error = tonic::Status;
    fn encode(
        &mut self,
        item: Vec<u8>,
        dst: &mut tonic::codec::EncodeBuf<'_>,
    ) -> Result<(), tonic::Status> {
        use bytes::BufMut;
        dst.put_slice(&item);
        Ok(())
    }
}

impl tonic::codec::Decoder for RawCodec {
    type Item = Vec<u8>;
    type Error = tonic::Status;
    fn decode(
        &mut self,
        src: &mut tonic::codec::DecodeBuf<'_>,
    ) -> Result<Option<Vec<u8>>, tonic::Status> {
        use bytes::Buf;
        let n = src.remaining();
        Ok(Some(src.copy_to_bytes(n).to_vec()))
    }
}

#[tokio::test]
async fn undecodable_bytes_are_the_clients_fault() {
    let server = Server::start(&[]);
    server.ready().await;
    let rule = "/tertius.v1.ArbiterService/Rule";
    let cases: [(&str, Vec<u8>); 4] = [
        // Field 1 (record), length-delimited, holding field 1 (game_id) with invalid UTF-8.
        ("invalid UTF-8", vec![0x0a, 0x04, 0x0a, 0x02, 0xff, 0xfe]),
        ("a truncated varint", vec![0x0a, 0x02, 0x08, 0xff]),
        // Field 1 with wire type 0 (varint) where a message is expected.
        ("a wrong wire type", vec![0x08, 0x01]),
        ("a length past the end", vec![0x0a, 0x7f, 0x01]),
    ];
    for (what, bytes) in cases {
        let (code, message) = raw_call(&server, rule, &bytes).await;
        assert_eq!(
            code.as_deref(),
            Some("InvalidArgument"),
            "{what}: {message}"
        );
    }
}

#[tokio::test]
async fn a_mate_question_needs_a_chess_position() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    for (what, fen) in [
        ("no black king", "8/8/8/8/8/8/8/K6R w - - 0 1"),
        ("nine white kings", "KKKKKKKK/K7/8/8/8/8/8/7k w - - 0 1"),
        (
            "the side not to move in check",
            "k7/8/8/8/8/8/8/R6K w - - 0 1",
        ),
    ] {
        let request = pb::ConfirmMateRequest {
            record: Some(pb::GameRecord::from_fen(
                format!("bad-{what}"),
                "london-1847",
                fen,
            )),
            moves: 2,
            ..Default::default()
        };
        let status = client.confirm_mate(request).await.unwrap_err();
        assert_eq!(status.code(), Code::InvalidArgument, "{what}: {status:?}");
    }
    // Nothing was logged for them.
    let head = server
        .ledger_client()
        .await
        .get_ledger_head(pb::GetLedgerHeadRequest {})
        .await
        .unwrap()
        .into_inner()
        .head
        .unwrap();
    assert_eq!(head.size, 0);
}
