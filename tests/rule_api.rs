//! End to end: Rule and ReviewGame on the real binary. Rulings are logged before they are
//! answered, repeat disputes get the logged ruling back byte for byte, and bad records are
//! INVALID_ARGUMENT naming the field and the event.

mod common;

use common::Server;
use tertius::grpc::pb;
use tonic::Code;
use tonic_types::StatusExt;

fn pgn_record(game_id: &str, pgn: &str) -> pb::GameRecord {
    pb::GameRecord::from_pgn(game_id, pgn)
}

fn dispute(kind: pb::DisputeKind, by: pb::Color) -> pb::Dispute {
    pb::Dispute {
        kind: kind as i32,
        claimant: by as i32,
        event_index: None,
    }
}

fn mv(by: pb::Color, uci: &str) -> pb::Event {
    pb::Event {
        by: by as i32,
        act: Some(pb::event::Act::Move(pb::MoveAct {
            uci: uci.to_owned(),
            rook_to: String::new(),
        })),
    }
}

const FALSE_MOVE: &str = "[Code \"london-1847\"]\n1. e4 e5 2. {[%move f1h3]}";

#[tokio::test]
async fn a_false_move_is_ruled_logged_and_final() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    let request = pb::RuleRequest {
        record: Some(pgn_record("g1", FALSE_MOVE)),
        dispute: Some(dispute(pb::DisputeKind::FalseMove, pb::Color::Black)),
        request_id: String::new(),
    };
    let first = client
        .rule(request.clone())
        .await
        .unwrap()
        .into_inner()
        .ruling
        .unwrap();
    assert_eq!(first.decision, pb::Decision::Upheld as i32);
    assert_eq!(first.elector, pb::Color::Black as i32);
    let remedies: Vec<i32> = first.remedies.iter().map(|r| r.remedy).collect();
    assert_eq!(
        remedies,
        [
            pb::Remedy::LeaveAsPlayed as i32,
            pb::Remedy::MoveCorrectly as i32,
            pb::Remedy::ReplaceAndMoveKing as i32
        ]
    );
    let xiii = &first.citations[0];
    assert_eq!(xiii.article, "XIII");
    assert!(
        xiii.text.starts_with("If a player make a false move"),
        "{}",
        xiii.text
    );
    assert_eq!(
        first.sequence,
        Some(0),
        "ruling 0 has its sequence, present"
    );
    assert!(first.received_at.is_some_and(|t| t.seconds > 1_700_000_000));
    assert!(!first.canonical.is_empty());

    // The same dispute on the same record: the logged ruling, byte for byte, no new entry.
    let again = client
        .rule(request)
        .await
        .unwrap()
        .into_inner()
        .ruling
        .unwrap();
    assert_eq!(again.sequence, Some(0));
    assert_eq!(again.canonical, first.canonical);
    assert_eq!(again.received_at, first.received_at);

    // The same record written otherwise (a byte-identical retry is answered without reading it
    // again; this one is read): the same question, the same ruling.
    let reworded = pb::RuleRequest {
        record: Some(pgn_record(
            "g1",
            "[Code \"london-1847\"]\n\n1.e4   e5\n2. {[%move f1h3]} *",
        )),
        dispute: Some(dispute(pb::DisputeKind::FalseMove, pb::Color::Black)),
        request_id: String::new(),
    };
    let reworded = client.rule(reworded).await.unwrap().into_inner().ruling;
    assert_eq!(reworded.unwrap().canonical, first.canonical);
    // Another question on the same record is another ruling, not a remembered one.
    let other = pb::RuleRequest {
        record: Some(pgn_record("g1", FALSE_MOVE)),
        dispute: Some(dispute(pb::DisputeKind::FalseMove, pb::Color::White)),
        request_id: String::new(),
    };
    let other = client
        .rule(other)
        .await
        .unwrap()
        .into_inner()
        .ruling
        .unwrap();
    assert_ne!(other.canonical, first.canonical);
    assert_eq!(other.sequence, Some(1));
}

#[tokio::test]
async fn a_record_that_rewrites_history_is_refused_naming_the_ruling() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    let stalemate = "[Code \"london-1847\"]\n[FEN \"7k/8/6K1/8/8/8/8/5Q2 w - - 0 1\"]\n1. Qf2";
    let first = client
        .rule(pb::RuleRequest {
            record: Some(pgn_record("g2", stalemate)),
            dispute: Some(dispute(pb::DisputeKind::StalemateResult, pb::Color::Black)),
            request_id: String::new(),
        })
        .await
        .unwrap()
        .into_inner()
        .ruling
        .unwrap();
    assert_eq!(first.decision, pb::Decision::Dismissed as i32);

    let rewritten = "[Code \"london-1847\"]\n[FEN \"7k/8/6K1/8/8/8/8/5Q2 w - - 0 1\"]\n1. Qf7";
    let status = client
        .rule(pb::RuleRequest {
            record: Some(pgn_record("g2", rewritten)),
            dispute: Some(dispute(pb::DisputeKind::StalemateResult, pb::Color::Black)),
            request_id: String::new(),
        })
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::FailedPrecondition, "{status:?}");
    assert!(
        status.message().contains("ruling 0"),
        "{}",
        status.message()
    );
}

#[tokio::test]
async fn playing_on_without_electing_an_offered_remedy_is_refused() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    client
        .rule(pb::RuleRequest {
            record: Some(pgn_record("g3", FALSE_MOVE)),
            dispute: Some(dispute(pb::DisputeKind::FalseMove, pb::Color::Black)),
            request_id: String::new(),
        })
        .await
        .unwrap();
    let played_on = format!("{FALSE_MOVE} Nc6");
    let status = client
        .rule(pb::RuleRequest {
            record: Some(pgn_record("g3", &played_on)),
            dispute: Some(dispute(pb::DisputeKind::StalemateResult, pb::Color::Black)),
            request_id: String::new(),
        })
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::FailedPrecondition, "{status:?}");
    assert!(
        status.message().contains("without an election"),
        "{}",
        status.message()
    );
}

#[tokio::test]
async fn an_event_on_an_empty_square_is_invalid_argument_naming_the_event() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    let record = pb::GameRecord {
        game_id: "g4".into(),
        code_id: "philidor".into(),
        record: Some(pb::game_record::Record::Structured(pb::StructuredRecord {
            events: vec![
                mv(pb::Color::White, "e2e4"),
                mv(pb::Color::Black, "e7e5"),
                mv(pb::Color::White, "e3e4"),
            ],
            ..Default::default()
        })),
    };
    let status = client
        .rule(pb::RuleRequest {
            record: Some(record),
            dispute: Some(dispute(pb::DisputeKind::FalseMove, pb::Color::Black)),
            request_id: String::new(),
        })
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    let bad = status
        .get_details_bad_request()
        .expect("BadRequest details");
    assert_eq!(
        bad.field_violations[0].field,
        "record.structured.events[2].move.from"
    );
    assert!(status.message().contains("event 2"), "{}", status.message());
}

/// A promotion letter is read by one parser wherever a move is written from-to, and names a
/// piece to exchange for only on a pawn's move: a queen played "d1h5n" becomes no knight.
#[tokio::test]
async fn a_promotion_letter_on_a_piece_s_move_is_invalid_argument_naming_the_move() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    let structured = |uci: &str| pb::GameRecord {
        game_id: "promoted".into(),
        code_id: "london-1847".into(),
        record: Some(pb::game_record::Record::Structured(pb::StructuredRecord {
            events: vec![
                mv(pb::Color::White, "e2e4"),
                mv(pb::Color::Black, "e7e5"),
                mv(pb::Color::White, uci),
            ],
            ..Default::default()
        })),
    };
    let pgn = |text: &str| {
        pgn_record(
            "promoted-pgn",
            &format!("[Code \"london-1847\"]\n1. e4 e5 {{[%move {text}]}}"),
        )
    };
    let field = "record.structured.events[2].move.uci";
    let cases = [
        // No piece is a pawn: refused as the record is read.
        (structured("e4e5p"), field, "names no piece"),
        (pgn("e4e5p"), "record.pgn", "names no piece"),
        // A piece named for a queen's move: refused when the move is replayed.
        (structured("d1h5n"), field, "is not a pawn"),
        (structured("d1h5k"), field, "is not a pawn"),
        (pgn("d1h5q"), "record.pgn", "is not a pawn"),
    ];
    for (record, field, says) in cases {
        let status = client
            .rule(pb::RuleRequest {
                record: Some(record),
                dispute: Some(dispute(pb::DisputeKind::FalseMove, pb::Color::Black)),
                request_id: String::new(),
            })
            .await
            .unwrap_err();
        assert_eq!(status.code(), Code::InvalidArgument, "{}", status.message());
        let bad = status
            .get_details_bad_request()
            .expect("BadRequest details");
        assert_eq!(bad.field_violations[0].field, field, "{}", status.message());
        assert!(status.message().contains(says), "{}", status.message());
    }
}

#[tokio::test]
async fn an_unknown_code_and_a_missing_dispute_are_invalid_arguments() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    let record = pb::GameRecord {
        game_id: "g5".into(),
        code_id: "fide-2023".into(),
        record: Some(pb::game_record::Record::Structured(Default::default())),
    };
    let status = client
        .rule(pb::RuleRequest {
            record: Some(record.clone()),
            dispute: Some(dispute(pb::DisputeKind::FalseMove, pb::Color::Black)),
            request_id: String::new(),
        })
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    assert_eq!(
        status.get_details_bad_request().unwrap().field_violations[0].field,
        "record.code_id"
    );

    let status = client
        .rule(pb::RuleRequest {
            record: Some(pb::GameRecord {
                code_id: "philidor".into(),
                ..record
            }),
            dispute: None,
            request_id: String::new(),
        })
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    assert_eq!(
        status.get_details_bad_request().unwrap().field_violations[0].field,
        "dispute"
    );
}

#[tokio::test]
async fn review_game_reports_the_open_claim() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    let state = client
        .review_game(pb::ReviewGameRequest {
            record: Some(pgn_record("g6", FALSE_MOVE)),
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(state.turn, pb::Color::Black as i32);
    assert_eq!(state.moves, ["e4", "e5", "f1-h3"]);
    assert_eq!(state.claimables.len(), 1);
    assert!(state.claimables[0].open);
    assert_eq!(state.claimables[0].event_index, 2);
}

#[tokio::test]
async fn logged_rulings_are_read_back_and_listed_by_game_a_page_at_a_time() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    let mut logged = Vec::new();
    for (i, kind) in [
        pb::DisputeKind::FalseMove,
        pb::DisputeKind::IllegalCastling,
        pb::DisputeKind::StalemateResult,
    ]
    .into_iter()
    .enumerate()
    {
        let ruling = client
            .rule(pb::RuleRequest {
                record: Some(pgn_record("listed", FALSE_MOVE)),
                dispute: Some(dispute(kind, pb::Color::Black)),
                request_id: format!("req-{i}"),
            })
            .await
            .unwrap()
            .into_inner()
            .ruling
            .unwrap();
        logged.push(ruling);
    }
    let got = client
        .get_ruling(pb::GetRulingRequest {
            sequence: logged[1].sequence.unwrap(),
        })
        .await
        .unwrap()
        .into_inner()
        .ruling
        .unwrap();
    assert_eq!(got, logged[1]);

    let first = client
        .list_rulings(pb::ListRulingsRequest {
            game_id: "listed".into(),
            page_size: 2,
            page_token: String::new(),
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(first.rulings, logged[..2]);
    assert!(!first.next_page_token.is_empty());
    let second = client
        .list_rulings(pb::ListRulingsRequest {
            game_id: "listed".into(),
            page_size: 2,
            page_token: first.next_page_token,
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(second.rulings, logged[2..]);
    assert!(second.next_page_token.is_empty());

    let missing = client
        .get_ruling(pb::GetRulingRequest { sequence: 99 })
        .await
        .unwrap_err();
    assert_eq!(missing.code(), Code::NotFound);
    let bad = client
        .list_rulings(pb::ListRulingsRequest {
            game_id: "listed".into(),
            page_size: 2,
            page_token: "junk".into(),
        })
        .await
        .unwrap_err();
    assert_eq!(bad.code(), Code::InvalidArgument);
}

#[tokio::test]
async fn a_retry_with_the_same_request_id_returns_the_same_ruling() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    let request = pb::RuleRequest {
        record: Some(pgn_record("retry", FALSE_MOVE)),
        dispute: Some(dispute(pb::DisputeKind::FalseMove, pb::Color::Black)),
        request_id: "once".into(),
    };
    let a = client
        .rule(request.clone())
        .await
        .unwrap()
        .into_inner()
        .ruling
        .unwrap();
    let b = client
        .rule(request)
        .await
        .unwrap()
        .into_inner()
        .ruling
        .unwrap();
    assert_eq!(a, b);
    let listed = client
        .list_rulings(pb::ListRulingsRequest {
            game_id: "retry".into(),
            page_size: 0,
            page_token: String::new(),
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(listed.rulings.len(), 1);
}

#[tokio::test]
async fn a_pgn_error_points_at_the_line_column_and_token_for_people_and_programs() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    let request = |record: pb::GameRecord| pb::RuleRequest {
        record: Some(record),
        dispute: Some(dispute(pb::DisputeKind::FalseMove, pb::Color::Black)),
        request_id: String::new(),
    };
    let status = client
        .rule(request(pgn_record(
            "p1",
            "[Code \"london-1847\"]\n[Event \"club\"]\n1.e4 {[%clk 0:03:00]} e5\n2. Ke3",
        )))
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    let violation = &status.get_details_bad_request().unwrap().field_violations[0];
    assert_eq!(violation.field, "record.pgn");
    assert!(
        violation
            .description
            .starts_with("line 4, column 4 (game 1, event 2): `Ke3`:"),
        "{}",
        violation.description
    );
    let info = status.get_details_error_info().expect("ErrorInfo details");
    assert_eq!(
        (info.reason.as_str(), info.domain.as_str()),
        ("PGN_MOVE", "tertius")
    );
    for (key, value) in [
        ("line", "4"),
        ("column", "4"),
        ("game", "1"),
        ("event", "2"),
    ] {
        assert_eq!(
            info.metadata.get(key).map(String::as_str),
            Some(value),
            "{key}"
        );
    }

    // The code may be given beside a PGN without a `Code` tag, but must not contradict one.
    let beside = pb::GameRecord {
        code_id: "london-1847".into(),
        ..pgn_record("p2", "1. e4 e5 2. {[%move f1h3]}")
    };
    let ruling = client.rule(request(beside)).await.unwrap().into_inner();
    assert_eq!(ruling.ruling.unwrap().decision, pb::Decision::Upheld as i32);
    let conflict = pb::GameRecord {
        code_id: "philidor".into(),
        ..pgn_record("p3", FALSE_MOVE)
    };
    let status = client.rule(request(conflict)).await.unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    assert_eq!(
        status.get_details_bad_request().unwrap().field_violations[0].field,
        "record.code_id"
    );
    assert_eq!(
        status.get_details_error_info().unwrap().reason,
        "PGN_CODE_CONFLICT"
    );

    // One record is one game: a file of two is refused, naming where the second begins.
    let two = format!("{FALSE_MOVE} 1-0\n\n{FALSE_MOVE}");
    let status = client
        .rule(request(pgn_record("p4", &two)))
        .await
        .unwrap_err();
    let info = status.get_details_error_info().unwrap();
    assert_eq!(info.reason, "PGN_UNSUPPORTED");
    assert_eq!(info.metadata.get("game").map(String::as_str), Some("2"));
    assert_eq!(info.metadata.get("line").map(String::as_str), Some("4"));
}

#[tokio::test]
async fn a_position_that_cannot_stand_names_the_fen_field() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    // Two white kings: a FEN that parses but is no position.
    let record = pb::GameRecord {
        game_id: "g-fen".into(),
        code_id: "london-1847".into(),
        record: Some(pb::game_record::Record::Structured(pb::StructuredRecord {
            setup: Some(pb::structured_record::Setup::Fen(
                "4k3/8/8/8/8/8/8/K3K3 w - - 0 1".into(),
            )),
            ..Default::default()
        })),
    };
    let status = client
        .review_game(pb::ReviewGameRequest {
            record: Some(record),
        })
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument, "{status:?}");
    let bad = status
        .get_details_bad_request()
        .expect("BadRequest details");
    assert_eq!(bad.field_violations[0].field, "record.structured.fen");
}

/// A question answered before is answered from the log on any server, even after the game went
/// on past its record (a record that now stops short of the game's history): the ruling was
/// final when it was given.
#[tokio::test]
async fn a_question_asked_again_after_the_game_went_on_gets_its_logged_ruling() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite:{}", dir.path().join("shared.db").display());
    let question = pb::RuleRequest {
        record: Some(pgn_record("g-on", FALSE_MOVE)),
        dispute: Some(dispute(pb::DisputeKind::FalseMove, pb::Color::Black)),
        request_id: String::new(),
    };
    let first = {
        let server = Server::start_with(tempfile::tempdir().unwrap(), &url, &[]);
        server.ready().await;
        let mut client = server.client().await;
        let first = client.rule(question.clone()).await.unwrap().into_inner();
        // Black leaves the false move standing and plays on; White then claims a false move
        // of Black's, which is ruled and logged too.
        let later = format!("{FALSE_MOVE} {{[%elect leave-as-played]}} 2... Nc6");
        let second = client
            .rule(pb::RuleRequest {
                record: Some(pgn_record("g-on", &later)),
                dispute: Some(dispute(pb::DisputeKind::FalseMove, pb::Color::White)),
                request_id: String::new(),
            })
            .await
            .unwrap()
            .into_inner()
            .ruling
            .unwrap();
        assert_eq!(second.sequence, Some(1));
        first.ruling.unwrap()
    };
    // A fresh server remembers nothing: the answer comes from the log.
    let server = Server::start_with(tempfile::tempdir().unwrap(), &url, &[]);
    server.ready().await;
    let again = server
        .client()
        .await
        .rule(question)
        .await
        .unwrap()
        .into_inner()
        .ruling
        .unwrap();
    assert_eq!(again.sequence, Some(0));
    assert_eq!(again.canonical, first.canonical);
    drop(dir);
}
