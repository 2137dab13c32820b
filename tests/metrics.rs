//! The Prometheus endpoint of the real binary: RPCs by method and status, rulings by code,
//! dispute kind and decision, searches, and the ledger's appends, batches and size.

mod common;

use common::{Server, free_port, http_get, sample};
use tertius::grpc::pb;

#[tokio::test]
async fn calls_rulings_searches_and_the_ledger_are_counted() {
    let port = free_port();
    let listen = format!("127.0.0.1:{port}");
    let server = Server::start(&["--metrics-listen", &listen]);
    server.ready().await;
    let mut client = server.client().await;
    let rule = common::false_move_request("m1");
    client.rule(rule.clone()).await.unwrap();
    client.rule(rule).await.unwrap();
    client
        .confirm_mate(pb::ConfirmMateRequest {
            record: Some(pb::GameRecord::from_fen(
                "m2",
                "london-1847",
                "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
            )),
            moves: 2,
            max_nodes: 0,
        })
        .await
        .unwrap();
    let status = client
        .get_ruling(pb::GetRulingRequest { sequence: 99 })
        .await
        .unwrap_err();
    assert_eq!(status.code(), tonic::Code::NotFound);

    // A path the server does not serve is counted, but not under its own name.
    let mut raw = tonic::client::Grpc::new(server.channel().await);
    raw.ready().await.unwrap();
    let codec =
        tonic_prost::ProstCodec::<pb::ListLawCodesRequest, pb::ListLawCodesResponse>::default();
    let status = raw
        .unary(
            tonic::Request::new(pb::ListLawCodesRequest {}),
            "/scanner.Probe/Anything".parse().unwrap(),
            codec,
        )
        .await
        .unwrap_err();
    assert_eq!(status.code(), tonic::Code::Unimplemented);

    let response = http_get(port, "/metrics");
    assert!(response.starts_with("HTTP/1.1 200"), "{response}");
    let (head, text) = response.split_once("\r\n\r\n").unwrap();
    // The content type says what the body is, so a scraper picks the parser that types it.
    assert!(
        head.to_ascii_lowercase().contains(
            "\r\ncontent-type: application/openmetrics-text; version=1.0.0; charset=utf-8\r\n"
        ),
        "{head}"
    );
    assert!(text.ends_with("# EOF\n"), "{text}");
    parses_as_openmetrics(text);
    let start = sample(text, "process_start_time_seconds ").unwrap();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs_f64();
    assert!(
        start <= now + 1.0 && start > now - 600.0,
        "{start} vs {now}"
    );
    assert!(sample(text, "process_resident_memory_bytes ").unwrap() > 1e6);
    assert!(sample(text, "process_open_fds ").unwrap() >= 3.0);
    assert!(sample(text, "process_cpu_seconds_total ").unwrap() >= 0.0);
    let expect = [
        (
            r#"tertius_rpc_requests_total{method="/tertius.v1.ArbiterService/Rule",code="OK"}"#,
            2.0,
        ),
        (
            r#"tertius_rpc_requests_total{method="/tertius.v1.ArbiterService/GetRuling",code="NOT_FOUND"}"#,
            1.0,
        ),
        (
            r#"tertius_rpc_duration_seconds_count{method="/tertius.v1.ArbiterService/Rule",code="OK"}"#,
            2.0,
        ),
        (
            r#"tertius_rulings_total{code="london-1847",kind="false-move",decision="DECISION_UPHELD"}"#,
            2.0,
        ),
        (
            r#"tertius_search_duration_seconds_count{verdict="mate"}"#,
            1.0,
        ),
        // Two appends reach the writer, each in a batch of its own; the repeated ruling is
        // answered from the log without an append, so the ledger holds two.
        ("tertius_ledger_append_duration_seconds_count ", 2.0),
        ("tertius_ledger_batch_size_count ", 2.0),
        ("tertius_ledger_size ", 2.0),
    ];
    for (prefix, value) in expect {
        assert_eq!(sample(text, prefix), Some(value), "{prefix}\n{text}");
    }
    assert!(sample(text, r#"tertius_search_nodes_total{verdict="mate"}"#).unwrap() > 0.0);
    assert_eq!(
        sample(
            text,
            r#"tertius_rpc_requests_total{method="other",code="UNIMPLEMENTED"}"#
        ),
        Some(1.0)
    );
    assert!(!text.contains("scanner"), "{text}");
    assert!(http_get(port, "/elsewhere").starts_with("HTTP/1.1 404"));
}

/// Parses the exposition with the Prometheus project's own Python parser for OpenMetrics
/// (`prometheus_client`), which refuses a body without `# EOF`, a sample of a family it has no
/// type for, or a counter without `_total`, and checks that no family is `unknown`. Skips, saying
/// so, where the package is not installed (CI installs it: `.ci/py-tools`).
fn parses_as_openmetrics(text: &str) {
    let python = std::env::var("TERTIUS_TEST_PYTHON").unwrap_or_else(|_| "python3".to_owned());
    let check = r#"
import sys
from prometheus_client.openmetrics.parser import text_string_to_metric_families
families = list(text_string_to_metric_families(sys.stdin.read()))
untyped = [f.name for f in families if f.type in ("unknown", "untyped")]
assert not untyped, untyped
names = {f.name for f in families}
for wanted in ("tertius_rpc_requests", "process_cpu_seconds", "tertius_build_info"):
    assert wanted in names, (wanted, sorted(names))
print(len(families))
"#;
    let has = std::process::Command::new(&python)
        .args(["-c", "import prometheus_client"])
        .output();
    if !matches!(&has, Ok(o) if o.status.success()) {
        eprintln!("skipped the Prometheus parser check: no prometheus_client for `{python}`");
        return;
    }
    let out = common::run_with_input(
        std::process::Command::new(&python).args(["-c", check]),
        text.as_bytes(),
    );
    assert!(
        out.status.success(),
        "prometheus_client refused the exposition: {}\n{text}",
        String::from_utf8_lossy(&out.stderr)
    );
}
