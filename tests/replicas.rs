//! Three `tertius serve` replicas on one PostgreSQL, a client balancing round-robin over them:
//! the calls spread over all three, one dispute sent to two replicas at once is logged once, and
//! killing a replica mid-load loses no acknowledged ruling. Needs TEST_DATABASE_URL.

mod common;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use common::{FreshPostgres, Server, false_move_request, free_port, http_get, run_cli, sample};
use tertius::grpc::pb;
use tertius::grpc::pb::arbiter_service_client::ArbiterServiceClient;
use tonic::transport::Channel;

const REPLICAS: usize = 3;

/// Round-robin over one channel per replica: call `n` goes to replica `n % REPLICAS`.
#[derive(Clone)]
struct RoundRobin {
    clients: Vec<ArbiterServiceClient<Channel>>,
    next: Arc<AtomicUsize>,
}

impl RoundRobin {
    fn pick(&self) -> (usize, ArbiterServiceClient<Channel>) {
        let i = self.next.fetch_add(1, Ordering::Relaxed) % self.clients.len();
        (i, self.clients[i].clone())
    }
}

fn rule_count(metrics_port: u16) -> f64 {
    let text = http_get(metrics_port, "/metrics");
    sample(
        &text,
        r#"tertius_rpc_requests_total{method="/tertius.v1.ArbiterService/Rule",code="OK"}"#,
    )
    .unwrap_or(0.0)
}

#[tokio::test]
async fn three_replicas_share_one_ledger() {
    let Some(db) = FreshPostgres::create("replicas").await else {
        return;
    };
    let metrics: Vec<u16> = (0..REPLICAS).map(|_| free_port()).collect();
    let mut replicas: Vec<Server> = metrics
        .iter()
        .map(|port| {
            Server::start_with(
                tempfile::tempdir().unwrap(),
                &db.url,
                &["--metrics-listen", &format!("127.0.0.1:{port}")],
            )
        })
        .collect();
    let mut clients = Vec::new();
    for r in &replicas {
        r.ready().await;
        clients.push(r.client().await);
    }
    let balancer = RoundRobin {
        clients,
        next: Arc::new(AtomicUsize::new(0)),
    };

    // (a) The calls spread over all three.
    for i in 0..30 {
        let (_, mut client) = balancer.pick();
        client
            .rule(false_move_request(&format!("spread-{i}")))
            .await
            .unwrap();
    }
    for (i, port) in metrics.iter().enumerate() {
        assert_eq!(rule_count(*port), 10.0, "replica {i} did not get its third");
    }

    // (b) One dispute at two replicas at the same moment: one entry, the same ruling.
    let mut ledger = replicas[0].ledger_client().await;
    let size = |head: pb::GetLedgerHeadResponse| head.head.unwrap().size;
    let before = size(
        ledger
            .get_ledger_head(pb::GetLedgerHeadRequest {})
            .await
            .unwrap()
            .into_inner(),
    );
    for round in 0..10 {
        let game = format!("race-{round}");
        let (mut c0, mut c1) = (balancer.clients[0].clone(), balancer.clients[1].clone());
        let (r0, r1) = tokio::join!(
            c0.rule(false_move_request(&game)),
            c1.rule(false_move_request(&game))
        );
        let (r0, r1) = (r0.unwrap().into_inner(), r1.unwrap().into_inner());
        assert_eq!(r0, r1, "two replicas answered one dispute differently");
    }
    let after = size(
        ledger
            .get_ledger_head(pb::GetLedgerHeadRequest {})
            .await
            .unwrap()
            .into_inner(),
    );
    assert_eq!(
        after - before,
        10,
        "ten disputes, each raced to two replicas"
    );

    // (c) Kill one replica in the middle of a load; nothing acknowledged is lost.
    let acknowledged = Arc::new(Mutex::new(Vec::<pb::Ruling>::new()));
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let tasks: Vec<_> = (0..6)
        .map(|w| {
            let (balancer, acknowledged, stop) =
                (balancer.clone(), acknowledged.clone(), stop.clone());
            tokio::spawn(async move {
                let mut i = 0;
                while !stop.load(Ordering::Relaxed) {
                    let (_, mut client) = balancer.pick();
                    i += 1;
                    // A call to the dead replica fails; the client goes on round-robin.
                    if let Ok(r) = client
                        .rule(false_move_request(&format!("load-{w}-{i}")))
                        .await
                    {
                        acknowledged
                            .lock()
                            .unwrap()
                            .push(r.into_inner().ruling.unwrap());
                    }
                }
            })
        })
        .collect();
    tokio::time::sleep(Duration::from_millis(700)).await;
    replicas[2].child.kill().unwrap(); // SIGKILL, mid-load
    replicas[2].child.wait().unwrap();
    tokio::time::sleep(Duration::from_millis(700)).await;
    stop.store(true, Ordering::Relaxed);
    for t in tasks {
        t.await.unwrap();
    }
    let acknowledged = acknowledged.lock().unwrap().clone();
    assert!(
        acknowledged.len() > 30,
        "too little load: {}",
        acknowledged.len()
    );
    let mut survivor = replicas[0].client().await;
    for ruling in &acknowledged {
        let logged = survivor
            .get_ruling(pb::GetRulingRequest {
                sequence: ruling.sequence.unwrap(),
            })
            .await
            .unwrap()
            .into_inner()
            .ruling
            .unwrap();
        assert_eq!(
            logged.canonical, ruling.canonical,
            "ruling {:?}",
            ruling.sequence
        );
    }
    let verify = run_cli(&["ledger", "verify", "--database-url", &db.url]);
    assert!(
        verify.status.success(),
        "{}",
        String::from_utf8_lossy(&verify.stdout)
    );
    drop(replicas);
    db.drop_database().await;
}
