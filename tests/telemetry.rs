//! Traces leave the process over OTLP when `OTEL_EXPORTER_OTLP_ENDPOINT` is set, one span per
//! RPC named and described after the OpenTelemetry RPC conventions, and a W3C `traceparent` sent
//! by the caller makes the server span its child. A stand-in collector receives what the real
//! binary exports. Logs: JSON lines name the trace and span they were written in, and human
//! lines are coloured only on a terminal.

mod common;

use std::time::Duration;

use common::Server;
use opentelemetry_proto::tonic::collector::trace::v1::trace_service_server::{
    TraceService, TraceServiceServer,
};
use opentelemetry_proto::tonic::collector::trace::v1::{
    ExportTraceServiceRequest, ExportTraceServiceResponse,
};
use opentelemetry_proto::tonic::common::v1::any_value::Value;
use tertius::grpc::pb;
use tokio::sync::mpsc;
use tokio_stream::wrappers::TcpListenerStream;

struct Collector(mpsc::UnboundedSender<ExportTraceServiceRequest>);

#[tonic::async_trait]
impl TraceService for Collector {
    async fn export(
        &self,
        request: tonic::Request<ExportTraceServiceRequest>,
    ) -> Result<tonic::Response<ExportTraceServiceResponse>, tonic::Status> {
        let _ = self.0.send(request.into_inner());
        Ok(tonic::Response::new(ExportTraceServiceResponse {
            partial_success: None,
        }))
    }
}

const TRACE_ID: &str = "4bf92f3577b34da6a3ce929d0e0e4736";
const PARENT_ID: &str = "00f067aa0ba902b7";

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_rpc_span_is_exported_as_a_child_of_the_callers_traceparent() {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let collector_addr = listener.local_addr().unwrap();
    let (tx, mut rx) = mpsc::unbounded_channel();
    tokio::spawn(
        tonic::transport::Server::builder()
            .add_service(TraceServiceServer::new(Collector(tx)))
            .serve_with_incoming(TcpListenerStream::new(listener)),
    );

    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite:{}", dir.path().join("t.db").display());
    let endpoint = format!("http://{collector_addr}");
    let mut server = Server::start_with_env(
        dir,
        &url,
        &[],
        &[
            ("OTEL_EXPORTER_OTLP_ENDPOINT", &endpoint),
            ("OTEL_BSP_SCHEDULE_DELAY", "100"),
        ],
    );
    server.ready().await;

    let mut request = tonic::Request::new(pb::GetLawCodeRequest {
        id: "philidor".into(),
    });
    request.metadata_mut().insert(
        "traceparent",
        format!("00-{TRACE_ID}-{PARENT_ID}-01").parse().unwrap(),
    );
    server.client().await.get_law_code(request).await.unwrap();

    // Shutting down flushes whatever the batch exporter still holds.
    server.terminate();
    assert!(server.wait_exit(Duration::from_secs(15)).await.success());

    let mut spans = Vec::new();
    let mut resources = Vec::new();
    let mut exports = 0;
    while let Ok(Some(export)) = tokio::time::timeout(Duration::from_secs(2), rx.recv()).await {
        exports += 1;
        for resource in export.resource_spans {
            resources.extend(resource.resource);
            for scope in resource.scope_spans {
                spans.extend(scope.spans);
            }
        }
    }
    let version = resources
        .iter()
        .flat_map(|r| &r.attributes)
        .find(|a| a.key == "service.version")
        .and_then(|a| match a.value.as_ref()?.value.as_ref()? {
            Value::StringValue(s) => Some(s.clone()),
            _ => None,
        });
    assert_eq!(version.as_deref(), Some(env!("CARGO_PKG_VERSION")));
    let span = spans
        .iter()
        .find(|s| s.name == "tertius.v1.ArbiterService/GetLawCode")
        .unwrap_or_else(|| {
            let names: Vec<_> = spans.iter().map(|s| s.name.as_str()).collect();
            panic!("no span for the call among {names:?} ({exports} exports received)")
        });
    assert_eq!(
        hex(&span.trace_id),
        TRACE_ID,
        "the span is not in the caller's trace"
    );
    assert_eq!(
        hex(&span.parent_span_id),
        PARENT_ID,
        "the span is not the caller's child"
    );
    let method = span
        .attributes
        .iter()
        .find(|a| a.key == "rpc.method")
        .and_then(|a| match a.value.as_ref()?.value.as_ref()? {
            Value::StringValue(s) => Some(s.clone()),
            _ => None,
        });
    assert_eq!(method.as_deref(), Some("GetLawCode"));
    let status = span
        .attributes
        .iter()
        .find(|a| a.key == "rpc.grpc.status_code")
        .and_then(|a| a.value.as_ref()?.value.clone());
    assert_eq!(status, Some(Value::IntValue(0)), "{:?}", span.attributes);
}

/// Runs a server with the given log format, with every call's line (`tertius::rpc` at `debug`),
/// until one traced call is answered, and returns everything it wrote on stderr.
async fn logs_of_one_call(format: &str) -> String {
    logs_of_calls(format, "info,tertius::rpc=debug").await
}

async fn logs_of_calls(format: &str, filter: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite:{}", dir.path().join("t.db").display());
    let stderr = dir.path().join("stderr");
    let mut child = std::process::Command::new(common::binary())
        .args(["serve", "--listen", "127.0.0.1:0", "--database-url", &url])
        .args(["--log-format", format, "--metrics-listen", "127.0.0.1:0"])
        .env_remove("OTEL_EXPORTER_OTLP_ENDPOINT")
        .env("RUST_LOG", filter)
        .stdout(std::process::Stdio::piped())
        .stderr(std::fs::File::create(&stderr).unwrap())
        .spawn()
        .unwrap();
    let mut line = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stdout.take().unwrap()),
        &mut line,
    )
    .unwrap();
    let addr = line.trim().strip_prefix("tertius listening on ").unwrap();
    let channel = tonic::transport::Channel::from_shared(format!("http://{addr}"))
        .unwrap()
        .connect()
        .await
        .unwrap();
    let mut client = pb::arbiter_service_client::ArbiterServiceClient::new(channel);
    let mut request = tonic::Request::new(pb::ListLawCodesRequest {});
    request.metadata_mut().insert(
        "traceparent",
        format!("00-{TRACE_ID}-{PARENT_ID}-01").parse().unwrap(),
    );
    client.list_law_codes(request).await.unwrap();
    // And one that fails: a law code id is required.
    let _ = client
        .get_law_code(pb::GetLawCodeRequest { id: String::new() })
        .await
        .unwrap_err();
    let _ = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status();
    let _ = child.wait();
    std::fs::read_to_string(stderr).unwrap()
}

#[tokio::test]
async fn json_log_lines_name_their_trace_and_span_and_hold_no_rust_debug_text() {
    let logs = logs_of_one_call("json").await;
    let lines: Vec<serde_json::Value> = logs
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    let finished = lines
        .iter()
        .find(|l| l["fields"]["message"] == "rpc finished")
        .unwrap_or_else(|| panic!("no `rpc finished` line in {logs}"));
    assert_eq!(finished["span"]["trace_id"], TRACE_ID, "{finished}");
    let span_id = finished["span"]["span_id"].as_str().unwrap();
    assert!(
        span_id.len() == 16
            && span_id != PARENT_ID
            && span_id.bytes().all(|b| b.is_ascii_hexdigit()),
        "{finished}"
    );
    assert_eq!(finished["fields"]["status"], "OK", "{finished}");
    // Option's and Duration's Debug forms, and an enum's, are Rust's, not a log reader's.
    for debug in ["Some(", "None", "Keys", "Ok\""] {
        assert!(!logs.contains(debug), "`{debug}` in the logs:\n{logs}");
    }
    assert!(logs.contains("metrics at /metrics"), "{logs}");
}

#[tokio::test]
async fn human_log_lines_are_not_coloured_off_a_terminal() {
    let logs = logs_of_one_call("human").await;
    assert!(logs.contains("rpc finished"), "{logs}");
    assert!(!logs.contains('\u{1b}'), "escape codes in a file:\n{logs}");
}

/// Issue #21: at the default level a success writes no line (metrics and traces count it); a
/// failure still does.
#[tokio::test]
async fn at_info_only_failed_calls_are_logged() {
    let logs = logs_of_calls("json", "info").await;
    let finished: Vec<serde_json::Value> = logs
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .filter(|l| l["fields"]["message"] == "rpc finished")
        .collect();
    assert_eq!(finished.len(), 1, "{logs}");
    assert_eq!(
        finished[0]["fields"]["status"], "INVALID_ARGUMENT",
        "{logs}"
    );
    assert_eq!(finished[0]["target"], "tertius::rpc", "{logs}");
}
