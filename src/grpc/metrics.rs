//! Prometheus metrics, served as text on their own port (`--metrics-listen`) so scraping never
//! competes with gRPC and needs no API key.
//!
//! One process-wide registry, as Prometheus clients conventionally keep: RPCs by method and
//! gRPC status code name, rulings by code, dispute kind and decision, searches' nodes and time,
//! ledger appends' latency and batch sizes, the ledger's size, the build, and the standard
//! `process_*` metrics read from `/proc` at each scrape. The body is OpenMetrics 1.0 (`# EOF`
//! last) and is served with that content type, so a scraper parses it as what it is.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::LazyLock;
use std::time::Duration;

use hyper_util::rt::TokioIo;
use prometheus_client::collector::Collector;
use prometheus_client::encoding::{DescriptorEncoder, EncodeLabelSet, EncodeMetric};
use prometheus_client::metrics::counter::ConstCounter;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::{Family, MetricConstructor};
use prometheus_client::metrics::gauge::{ConstGauge, Gauge};
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::{Registry, Unit};
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
struct BuildLabels {
    version: String,
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
        let mut root = Registry::default();
        // Unprefixed, under the names every Prometheus client library gives them.
        root.register_collector(Box::new(ProcessCollector));
        let registry = root.sub_registry_with_prefix("tertius");
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
        let build: Family<BuildLabels, Gauge> = Family::default();
        build
            .get_or_create(&BuildLabels {
                version: env!("CARGO_PKG_VERSION").to_owned(),
            })
            .set(1);
        registry.register("build_info", "The running build; always 1", build);
        Metrics {
            registry: root,
            ..m
        }
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

    /// The OpenMetrics text exposition, `# EOF` last.
    pub fn encode(&self) -> String {
        let mut out = String::new();
        // Writing to a String cannot fail.
        let _ = prometheus_client::encoding::text::encode(&mut out, &self.registry);
        out
    }
}

/// The content type of what [`Metrics::encode`] writes.
pub const OPENMETRICS: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";

/// The standard process metrics, read at each scrape; on a system without `/proc`, none.
#[derive(Debug)]
struct ProcessCollector;

impl Collector for ProcessCollector {
    fn encode(&self, mut encoder: DescriptorEncoder) -> Result<(), std::fmt::Error> {
        let Some(process) = ProcessStats::read() else {
            return Ok(());
        };
        let cpu = ConstCounter::new(process.cpu_seconds);
        cpu.encode(encoder.encode_descriptor(
            "process_cpu",
            "Total user and system CPU time spent in seconds",
            Some(&Unit::Seconds),
            cpu.metric_type(),
        )?)?;
        let gauges = [
            (
                "process_resident_memory",
                "Resident memory size in bytes",
                Some(Unit::Bytes),
                process.resident_bytes,
            ),
            (
                "process_virtual_memory",
                "Virtual memory size in bytes",
                Some(Unit::Bytes),
                process.virtual_bytes,
            ),
            (
                "process_open_fds",
                "Number of open file descriptors",
                None,
                process.open_fds,
            ),
            (
                "process_max_fds",
                "Maximum number of open file descriptors",
                None,
                process.max_fds,
            ),
            (
                "process_start_time",
                "Start time of the process since the Unix epoch in seconds",
                Some(Unit::Seconds),
                process.start_time_seconds,
            ),
        ];
        for (name, help, unit, value) in gauges {
            let gauge = ConstGauge::new(value);
            gauge.encode(encoder.encode_descriptor(
                name,
                help,
                unit.as_ref(),
                gauge.metric_type(),
            )?)?;
        }
        Ok(())
    }
}

/// What `/proc` says of this process.
#[derive(Debug, Clone, Copy, PartialEq)]
struct ProcessStats {
    cpu_seconds: f64,
    resident_bytes: f64,
    virtual_bytes: f64,
    open_fds: f64,
    max_fds: f64,
    start_time_seconds: f64,
}

/// `/proc` counts CPU time in USER_HZ ticks, which the kernel fixes at 100 a second for every
/// user-space interface whatever its internal HZ (Prometheus's own procfs reader assumes the
/// same), so no `sysconf` call is needed.
const USER_HZ: f64 = 100.0;

impl ProcessStats {
    fn read() -> Option<ProcessStats> {
        let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
        let status = std::fs::read_to_string("/proc/self/status").ok()?;
        let boot = std::fs::read_to_string("/proc/stat").ok()?;
        let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
        let open_fds = std::fs::read_dir("/proc/self/fd").ok()?.count();
        ProcessStats::parse(&stat, &status, &boot, &limits, open_fds)
    }

    /// The numbers from the files' texts: `stat` and `status` of the process, the system's
    /// `/proc/stat` (for the boot time) and the process's `limits`.
    fn parse(
        stat: &str,
        status: &str,
        boot: &str,
        limits: &str,
        open_fds: usize,
    ) -> Option<ProcessStats> {
        // The command name in parentheses may hold spaces; the fields after it are numbered
        // from 3 (`state`) in proc(5).
        let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
        let field = |n: usize| fields.get(n - 3)?.parse::<f64>().ok();
        let kib = |key: &str| {
            let line = status.lines().find(|l| l.starts_with(key))?;
            line[key.len()..]
                .trim()
                .trim_end_matches("kB")
                .trim()
                .parse::<f64>()
                .ok()
                .map(|k| k * 1024.0)
        };
        let boot_time = boot
            .lines()
            .find_map(|l| l.strip_prefix("btime "))?
            .trim()
            .parse::<f64>()
            .ok()?;
        let max_fds = limits
            .lines()
            .find_map(|l| l.strip_prefix("Max open files"))
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|soft| soft.parse::<f64>().ok())
            .unwrap_or(f64::INFINITY);
        Some(ProcessStats {
            cpu_seconds: (field(14)? + field(15)?) / USER_HZ,
            resident_bytes: kib("VmRSS:")?,
            virtual_bytes: kib("VmSize:")?,
            open_fds: open_fds as f64,
            max_fds,
            start_time_seconds: boot_time + field(22)? / USER_HZ,
        })
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
                        .header(http::header::CONTENT_TYPE, OPENMETRICS)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn process_stats_are_read_from_procs_own_texts() {
        // A command name with a space and a parenthesis, as proc(5) warns it may have.
        let stat = "4242 (tertius (x) y) S 1 4242 4242 0 -1 4194560 3000 0 0 0 \
                    250 75 0 0 20 0 9 0 123456 1000000000 5000 18446744073709551615";
        let status = "Name:\ttertius\nVmSize:\t  976564 kB\nVmRSS:\t   20000 kB\n";
        let boot = "cpu  1 2 3\nbtime 1700000000\nprocesses 9\n";
        let limits = "Limit                     Soft Limit           Hard Limit           Units\n\
                      Max open files            1024                 524288               files\n";
        let p = ProcessStats::parse(stat, status, boot, limits, 12).unwrap();
        assert_eq!(p.cpu_seconds, 3.25);
        assert_eq!(p.resident_bytes, 20_000.0 * 1024.0);
        assert_eq!(p.virtual_bytes, 976_564.0 * 1024.0);
        assert_eq!(p.open_fds, 12.0);
        assert_eq!(p.max_fds, 1024.0);
        assert_eq!(p.start_time_seconds, 1_700_000_000.0 + 1234.56);
    }

    #[test]
    fn the_exposition_is_openmetrics_and_every_family_is_typed() {
        let text = Metrics::new().encode();
        assert!(text.ends_with("# EOF\n"), "{text}");
        let families: Vec<&str> = text
            .lines()
            .filter_map(|l| l.strip_prefix("# HELP "))
            .filter_map(|l| l.split_whitespace().next())
            .collect();
        for family in &families {
            assert!(
                text.lines()
                    .any(|l| l.starts_with(&format!("# TYPE {family} "))),
                "{family} has no type\n{text}"
            );
        }
        for wanted in [
            "process_cpu_seconds",
            "process_resident_memory_bytes",
            "process_open_fds",
            "process_start_time_seconds",
            "tertius_build_info",
        ] {
            assert!(families.contains(&wanted), "no {wanted}\n{text}");
        }
        let build = format!(
            "tertius_build_info{{version=\"{}\"}} 1\n",
            env!("CARGO_PKG_VERSION")
        );
        assert!(text.contains(&build), "{text}");
    }
}
