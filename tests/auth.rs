//! API keys per tournament on the real binary: no key or a bad key is UNAUTHENTICATED, health
//! and reflection stay open, a tournament sees only its own games, rulings and entries (another
//! tournament's are NOT_FOUND, as if they did not exist), and a revoked key stops working. Keys
//! are made with `tertius keys`, against SQLite and (with TEST_DATABASE_URL) PostgreSQL.

mod common;

use common::{FreshPostgres, Server, run_cli};
use tertius::grpc::pb;
use tertius::grpc::pb::arbiter_service_client::ArbiterServiceClient;
use tonic::Code;
use tonic::transport::Channel;
use tonic_health::pb::HealthCheckRequest;
use tonic_health::pb::health_client::HealthClient;

fn keys(args: &[&str], url: &str) -> String {
    let mut all = vec!["keys"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--database-url", url]);
    let out = run_cli(&all);
    assert!(
        out.status.success(),
        "tertius {all:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap().trim().to_owned()
}

fn with_key<T>(message: T, key: &str) -> tonic::Request<T> {
    let mut request = tonic::Request::new(message);
    request
        .metadata_mut()
        .insert("authorization", format!("Bearer {key}").parse().unwrap());
    request
}

fn false_move(game: &str) -> pb::RuleRequest {
    pb::RuleRequest {
        record: Some(pb::GameRecord::from_pgn(
            game,
            "[Code \"london-1847\"]\n1. e4 e5 2. {[%move f1h3]}",
        )),
        dispute: Some(pb::Dispute {
            kind: pb::DisputeKind::FalseMove as i32,
            claimant: pb::Color::Black as i32,
            event_index: None,
        }),
        request_id: format!("retry-{game}"),
    }
}

async fn rule(client: &mut ArbiterServiceClient<Channel>, key: &str, game: &str) -> pb::Ruling {
    client
        .rule(with_key(false_move(game), key))
        .await
        .unwrap()
        .into_inner()
        .ruling
        .unwrap()
}

async fn tournaments_are_walled_off(server: Server, url: &str) {
    server.ready().await;
    let key_a = keys(&["create", "--tournament", "club-a"], url);
    let key_b = keys(&["create", "--tournament", "club-b"], url);
    assert!(key_a.starts_with("tertius_"), "{key_a}");
    let mut client = server.client().await;

    // No key, a malformed header, an unknown key: UNAUTHENTICATED, before any work.
    let status = client.rule(false_move("g1")).await.unwrap_err();
    assert_eq!(status.code(), Code::Unauthenticated, "{status:?}");
    let mut basic = tonic::Request::new(false_move("g1"));
    basic
        .metadata_mut()
        .insert("authorization", "Basic abc".parse().unwrap());
    assert_eq!(
        client.rule(basic).await.unwrap_err().code(),
        Code::Unauthenticated
    );
    let forged = format!("{}0", &key_a[..key_a.len() - 1]);
    let forged = if forged == key_a {
        format!("{}1", &key_a[..key_a.len() - 1])
    } else {
        forged
    };
    assert_eq!(
        client
            .rule(with_key(false_move("g1"), &forged))
            .await
            .unwrap_err()
            .code(),
        Code::Unauthenticated
    );

    // Health stays open.
    let mut health = HealthClient::new(server.channel().await);
    assert!(
        health
            .check(HealthCheckRequest {
                service: tertius::grpc::READINESS_SERVICE.to_owned(),
            })
            .await
            .is_ok()
    );

    // Club A rules on its game g1.
    let a = rule(&mut client, &key_a, "g1").await;
    assert_eq!(
        rule(&mut client, &key_a, "g1").await,
        a,
        "a retry gets the logged ruling"
    );

    // Club B cannot read it: NOT_FOUND, with the message a missing ruling gets.
    let status = client
        .get_ruling(with_key(
            pb::GetRulingRequest {
                sequence: a.sequence.unwrap(),
            },
            &key_b,
        ))
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::NotFound);
    let missing = client
        .get_ruling(with_key(pb::GetRulingRequest { sequence: 999 }, &key_b))
        .await
        .unwrap_err();
    assert_eq!(
        status
            .message()
            .replace(&a.sequence.unwrap().to_string(), "N"),
        missing.message().replace("999", "N")
    );
    let listed = client
        .list_rulings(with_key(
            pb::ListRulingsRequest {
                game_id: "g1".into(),
                ..Default::default()
            },
            &key_b,
        ))
        .await
        .unwrap()
        .into_inner();
    assert!(listed.rulings.is_empty());
    let mut ledger = server.ledger_client().await;
    let status = ledger
        .get_entry(with_key(
            pb::GetEntryRequest {
                seq: a.sequence.unwrap(),
            },
            &key_b,
        ))
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::NotFound);

    // Club B's own game g1 (same id, same record, same request id) is another game: its own
    // ruling, never club A's.
    let b = rule(&mut client, &key_b, "g1").await;
    assert_ne!(b.sequence, a.sequence);
    let own = client
        .get_ruling(with_key(
            pb::GetRulingRequest {
                sequence: a.sequence.unwrap(),
            },
            &key_a,
        ))
        .await
        .unwrap()
        .into_inner()
        .ruling
        .unwrap();
    assert_eq!(own, a);

    // The database holds hashes, never keys; the listing shows ids only.
    let listing = keys(&["list"], url);
    assert!(listing.contains("club-a") && listing.contains("club-b"));
    assert!(!listing.contains(&key_a) && !listing.contains(&key_b));

    // Revoked: locked out at once.
    keys(&["revoke", "--tournament", "club-a"], url);
    assert_eq!(
        client
            .rule(with_key(false_move("g2"), &key_a))
            .await
            .unwrap_err()
            .code(),
        Code::Unauthenticated
    );
    assert!(
        client
            .rule(with_key(false_move("g2"), &key_b))
            .await
            .is_ok()
    );
}

#[tokio::test]
async fn sqlite_tournaments_are_walled_off() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite:{}", dir.path().join("auth.db").display());
    let server = Server::start_with(dir, &url, &["--auth", "keys"]);
    tournaments_are_walled_off(server, &url).await;
}

#[tokio::test]
async fn postgres_tournaments_are_walled_off() {
    let Some(db) = FreshPostgres::create("auth").await else {
        return;
    };
    let server = Server::start_with(tempfile::tempdir().unwrap(), &db.url, &["--auth", "keys"]);
    tournaments_are_walled_off(server, &db.url).await;
    db.drop_database().await;
}

#[tokio::test]
async fn keys_are_required_by_default_off_loopback() {
    // Listening on every interface without saying --auth: keys, not an open door.
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite:{}", dir.path().join("auth.db").display());
    let server = Server::start_with(dir, &url, &["--listen", "0.0.0.0:0"]);
    let channel = Channel::from_shared(format!("http://127.0.0.1:{}", server.addr.port()))
        .unwrap()
        .connect()
        .await
        .unwrap();
    let mut client = ArbiterServiceClient::new(channel);
    let status = client
        .list_law_codes(pb::ListLawCodesRequest {})
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::Unauthenticated);
}
