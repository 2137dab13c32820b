//! PGN out (issue #20 item 5): a game's record and its rulings written from the ledger, through
//! the real server's ExportGame and the `tertius export` command on the same database, and read
//! back as the same record.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "tests fail loudly"
)]

mod common;

use common::{Server, run_cli, run_with_input};
use tertius::arbiter;
use tertius::grpc::pb;
use tertius::law::Catalogue;
use tonic::Code;
use tonic_types::StatusExt;

const FALSE_MOVE: &str = "[Code \"london-1847\"]\n1. e4 e5 2. {[%move f1h3]}";
/// The game went on: Black let the false move stand, and four more moves were played.
const LATER: &str = "[Code \"london-1847\"]\n1. e4 e5 2. {[%move f1h3]} \
                     {[%elect leave-as-played black]} 2... Nf6 3. Nf3 d6";

fn rule(pgn: &str, kind: pb::DisputeKind) -> pb::RuleRequest {
    pb::RuleRequest {
        record: Some(pb::GameRecord::from_pgn("exp-1", pgn)),
        dispute: Some(pb::Dispute {
            kind: kind as i32,
            claimant: pb::Color::Black as i32,
            event_index: None,
        }),
        request_id: String::new(),
    }
}

/// Whitespace-insensitive: comments wrap with the movetext.
fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[tokio::test]
async fn a_game_comes_out_as_pgn_with_its_rulings_and_reads_back_as_the_same_record() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    let first = client
        .rule(rule(FALSE_MOVE, pb::DisputeKind::FalseMove))
        .await
        .unwrap()
        .into_inner()
        .ruling
        .unwrap();
    let late = client
        .rule(rule(LATER, pb::DisputeKind::FalseMove))
        .await
        .unwrap()
        .into_inner()
        .ruling
        .unwrap();
    assert_eq!(late.decision, pb::Decision::OutOfTime as i32);
    let verdict = client
        .confirm_mate(pb::ConfirmMateRequest {
            record: Some(pb::GameRecord::from_pgn("exp-1", LATER)),
            moves: 1,
            max_nodes: 0,
        })
        .await
        .unwrap()
        .into_inner();
    let sequences = vec![
        first.sequence.unwrap(),
        late.sequence.unwrap(),
        verdict.sequence.unwrap(),
    ];

    let export = client
        .export_game(pb::ExportGameRequest {
            game_id: "exp-1".into(),
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(export.sequences, sequences);
    let pgn = &export.pgn;

    // The record read back is the record the last rulings were given on.
    let catalogue = Catalogue::embedded().unwrap();
    let games: Vec<_> = arbiter::parse_pgn_games(pgn, &catalogue, None)
        .collect::<Result<_, _>>()
        .unwrap_or_else(|e| panic!("{e}\n{pgn}"));
    assert_eq!(games.len(), 1, "{pgn}");
    let mut expected = arbiter::parse_pgn(LATER, &catalogue).unwrap();
    expected.game_id = "exp-1".into();
    assert_eq!(games[0].game.record, expected, "{pgn}");

    // Each ruling stands where it was given, with its decision, remedies, election, articles
    // and sequence.
    let text = words(pgn);
    let [s1, s2, s3] = [sequences[0], sequences[1], sequences[2]];
    let at = |needle: &str| {
        text.find(needle)
            .unwrap_or_else(|| panic!("`{needle}` not in\n{pgn}"))
    };
    let upheld = at(&format!(
        "{{Ledger sequence {s1}: Black's claim `false-move` is upheld. Remedies: \
         leave-as-played, move-correctly, replace-and-move-king; Black elects. Elected: \
         leave-as-played. Articles (london-1847): XIII"
    ));
    assert!(at("{[%move f1h3]}") < upheld && upheld < at("{[%elect leave-as-played]}"));
    let out_of_time = at(&format!(
        "{{Ledger sequence {s2}: Black's claim `false-move` is out of time."
    ));
    let no_mate = at(&format!("{{Ledger sequence {s3}: no mate in 1 (proved).}}"));
    assert!(
        at("3. Nf3 d6") < out_of_time && out_of_time < no_mate,
        "{pgn}"
    );
    assert!(text.ends_with('*'), "{pgn}");

    // The same question asked with the exported PGN is the same question: the log answers it.
    let again = client
        .rule(pb::RuleRequest {
            record: Some(pb::GameRecord::from_pgn("", pgn.clone())),
            ..rule(LATER, pb::DisputeKind::FalseMove)
        })
        .await
        .unwrap()
        .into_inner()
        .ruling
        .unwrap();
    assert_eq!(again.sequence, Some(s2));

    // The command writes the same PGN from the database file, and `review` reads it.
    let url = format!("sqlite:{}", server.dir.path().join("test.db").display());
    let out = run_cli(&["export", "exp-1", "--database-url", &url]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8(out.stdout.clone()).unwrap(), *pgn);
    let review = run_with_input(
        std::process::Command::new(common::binary()).args(["review", "-"]),
        &out.stdout,
    );
    assert!(
        review.status.success(),
        "{}",
        String::from_utf8_lossy(&review.stderr)
    );
    assert!(String::from_utf8_lossy(&review.stdout).contains("Moves: e4 e5 f1-h3 Nf6 Nf3 d6"));
}

#[tokio::test]
async fn an_export_of_nothing_says_so() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    let status = client
        .export_game(pb::ExportGameRequest {
            game_id: "never-ruled".into(),
        })
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::NotFound, "{status:?}");

    let status = client
        .export_game(pb::ExportGameRequest {
            game_id: String::new(),
        })
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    let bad = status
        .get_details_bad_request()
        .expect("BadRequest details");
    assert_eq!(bad.field_violations[0].field, "game_id");

    let url = format!("sqlite:{}", server.dir.path().join("test.db").display());
    let out = run_cli(&["export", "never-ruled", "--database-url", &url]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("nothing is logged"));
    let missing = format!("sqlite:{}", server.dir.path().join("typo.db").display());
    let out = run_cli(&["export", "exp-1", "--database-url", &missing]);
    assert_eq!(out.status.code(), Some(2));
    assert!(!server.dir.path().join("typo.db").exists());
}
