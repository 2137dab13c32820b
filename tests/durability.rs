//! Nothing acknowledged is ever lost: a server killed with SIGKILL in the middle of a load of
//! Rule calls is restarted on the same database, and every ruling any client received is in the
//! ledger byte for byte, and the ledger verifies.

mod common;

use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use common::Server;
use tertius::grpc::pb;

const CLIENTS: usize = 8;

async fn load(server_url: String, client: usize, acknowledged: Arc<Mutex<Vec<pb::Ruling>>>) {
    let Ok(channel) = tonic::transport::Channel::from_shared(server_url)
        .unwrap()
        .connect()
        .await
    else {
        return;
    };
    let mut arbiter = pb::arbiter_service_client::ArbiterServiceClient::new(channel);
    for i in 0.. {
        let pgn = "[Code \"london-1847\"]\n1. e4 e5 2. {[%move f1h3]}".to_owned();
        let request = pb::RuleRequest {
            record: Some(pb::GameRecord::from_pgn(format!("load-{client}-{i}"), pgn)),
            dispute: Some(pb::Dispute {
                kind: pb::DisputeKind::FalseMove as i32,
                claimant: pb::Color::Black as i32,
                event_index: None,
            }),
            request_id: String::new(),
        };
        match arbiter.rule(request).await {
            Ok(response) => acknowledged
                .lock()
                .unwrap()
                .push(response.into_inner().ruling.unwrap()),
            // The server is gone: what was acknowledged so far is what must survive.
            Err(_) => return,
        }
    }
}

async fn kill_mid_load_and_check(database_url: &str, dir: tempfile::TempDir) {
    let mut server = Server::start_with(dir, database_url, &[]);
    server.ready().await;
    let acknowledged = Arc::new(Mutex::new(Vec::new()));
    let tasks: Vec<_> = (0..CLIENTS)
        .map(|c| tokio::spawn(load(server.url(), c, acknowledged.clone())))
        .collect();
    tokio::time::sleep(Duration::from_millis(1500)).await;
    server.child.kill().unwrap(); // SIGKILL: no drain, no flush
    server.child.wait().unwrap();
    for task in tasks {
        let _ = task.await;
    }
    let acknowledged = acknowledged.lock().unwrap().clone();
    assert!(
        acknowledged.len() > 20,
        "the load produced too few rulings to mean anything: {}",
        acknowledged.len()
    );

    let dir = tempfile::tempdir().unwrap();
    let restarted = Server::start_with(dir, database_url, &[]);
    restarted.ready().await;
    let mut client = restarted.client().await;
    for ruling in &acknowledged {
        let logged = client
            .get_ruling(pb::GetRulingRequest {
                sequence: ruling.sequence.unwrap(),
            })
            .await
            .unwrap_or_else(|e| panic!("acknowledged ruling {:?} is lost: {e}", ruling.sequence))
            .into_inner()
            .ruling
            .unwrap();
        // The whole answer, not only its entry: an answer made from the ruling in hand must
        // be the one the log gives back.
        assert_eq!(logged, *ruling, "ruling {:?} changed", ruling.sequence);
    }
    drop(restarted);

    let verify = Command::new(common::binary())
        .args(["ledger", "verify", "--database-url", database_url])
        .output()
        .unwrap();
    assert!(
        verify.status.success(),
        "the ledger does not verify: {}{}",
        String::from_utf8_lossy(&verify.stdout),
        String::from_utf8_lossy(&verify.stderr)
    );
    println!(
        "{} acknowledged rulings survived SIGKILL",
        acknowledged.len()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_mid_load_loses_no_acknowledged_ruling_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite:{}", dir.path().join("ledger.db").display());
    let keep = tempfile::tempdir().unwrap();
    // The database lives in `dir`, which must outlive both server runs.
    kill_mid_load_and_check(&url, keep).await;
    drop(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_mid_load_loses_no_acknowledged_ruling_postgres() {
    let Some(db) = common::FreshPostgres::create("durability").await else {
        return;
    };
    kill_mid_load_and_check(&db.url, tempfile::tempdir().unwrap()).await;
    db.drop_database().await;
}
