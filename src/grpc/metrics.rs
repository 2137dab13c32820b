//! Prometheus metrics, served as text on their own port (`--metrics-listen`) so scraping never
//! competes with gRPC and needs no API key.
//!
//! One process-wide registry, as Prometheus clients conventionally keep: RPCs by method and
//! status, rulings by code, dispute kind and decision, searches' nodes and time, ledger appends'
//! latency and batch sizes, and the ledger's size.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::LazyLock;
use std::time::Duration;

use hyper_util::rt::TokioIo;
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::{Family, MetricConstructor};
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;
use tokio::net::TcpListener;

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct RpcLabels {
    pub method: String,
    pub code: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct RulingLabels {
    pub code: String,
    pub kind: String,
    pub decision: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct SearchLabels {
    pub verdict: String,
}

/// Histogram buckets for latencies: 0.5 ms to about 65 s.
#[derive(Clone)]
pub struct Seconds;

impl MetricConstructor<Histogram> for Seconds {
    fn new_metric(&self) -> Histogram {
        Histogram::new(exponential_buckets(0.0005, 2.0, 18))
    }
}

pub struct Metrics {
    registry: Registry,
    pub rpcs: Family<RpcLabels, Counter>,
    pub rpc_seconds: Family<RpcLabels, Histogram, Seconds>,
    pub rulings: Family<RulingLabels, Counter>,
    pub search_nodes: Family<SearchLabels, Counter>,
    pub search_seconds: Family<SearchLabels, Histogram, Seconds>,
    pub ledger_append_seconds: Histogram,
    pub ledger_batch_size: Histogram,
    pub ledger_size: Gauge,
}

impl Metrics {
    fn new() -> Metrics {
        let mut registry = Registry::with_prefix("tertius");
        let m = Metrics {
            rpcs: Family::default(),
            rpc_seconds: Family::new_with_constructor(Seconds),
            rulings: Family::default(),
            search_nodes: Family::default(),
            search_seconds: Family::new_with_constructor(Seconds),
            ledger_append_seconds: Histogram::new(exponential_buckets(0.0001, 2.0, 16)),
            ledger_batch_size: Histogram::new(exponential_buckets(1.0, 2.0, 10)),
            ledger_size: Gauge::default(),
            registry: Registry::default(),
        };
        registry.register("rpc_requests", "RPCs handled", m.rpcs.clone());
        registry.register(
            "rpc_duration_seconds",
            "RPC handling time",
            m.rpc_seconds.clone(),
        );
        registry.register(
            "rulings",
            "Rulings answered (logged or returned from the log)",
            m.rulings.clone(),
        );
        registry.register(
            "search_nodes",
            "Nodes searched by the mate prover",
            m.search_nodes.clone(),
        );
        registry.register(
            "search_duration_seconds",
            "Mate prover search time",
            m.search_seconds.clone(),
        );
        registry.register(
            "ledger_append_duration_seconds",
            "Time from handing an entry to the ledger to its commit",
            m.ledger_append_seconds.clone(),
        );
        registry.register(
            "ledger_batch_size",
            "Entries committed per ledger transaction (group commit)",
            m.ledger_batch_size.clone(),
        );
        registry.register(
            "ledger_size",
            "Entries in the ledger, as last seen by this replica",
            m.ledger_size.clone(),
        );
        Metrics { registry, ..m }
    }

    /// The ledger holds at least `size` entries.
    pub fn saw_ledger_size(&self, size: u64) {
        let size = i64::try_from(size).unwrap_or(i64::MAX);
        if size > self.ledger_size.get() {
            self.ledger_size.set(size);
        }
    }

    pub fn searched(&self, verdict: &str, nodes: u64, took: Duration) {
        let labels = SearchLabels {
            verdict: verdict.to_owned(),
        };
        self.search_nodes.get_or_create(&labels).inc_by(nodes);
        self.search_seconds
            .get_or_create(&labels)
            .observe(took.as_secs_f64());
    }

    /// The text exposition format.
    pub fn encode(&self) -> String {
        let mut out = String::new();
        // Writing to a String cannot fail.
        let _ = prometheus_client::encoding::text::encode(&mut out, &self.registry);
        out
    }
}

/// The process's metrics.
pub static METRICS: LazyLock<Metrics> = LazyLock::new(Metrics::new);

/// Serves `GET /metrics` on `listener` until the process ends.
pub async fn serve(listener: TcpListener) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        };
        tokio::spawn(async move {
            let service = hyper::service::service_fn(|request: http::Request<_>| async move {
                let response = if request.uri().path() == "/metrics" {
                    http::Response::builder()
                        .header(
                            http::header::CONTENT_TYPE,
                            "text/plain; version=0.0.4; charset=utf-8",
                        )
                        .body(METRICS.encode())
                } else {
                    http::Response::builder()
                        .status(http::StatusCode::NOT_FOUND)
                        .body("metrics are at /metrics\n".to_owned())
                };
                Ok::<_, Infallible>(response.unwrap_or_default())
            });
            let _ = hyper::server::conn::http1::Builder::new()
                .serve_connection(TokioIo::new(stream), service)
                .await;
        });
    }
}

/// Binds the metrics listener.
pub async fn bind(addr: SocketAddr) -> std::io::Result<TcpListener> {
    TcpListener::bind(addr).await
}
