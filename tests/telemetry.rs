//! Traces leave the process over OTLP when `OTEL_EXPORTER_OTLP_ENDPOINT` is set, one span per
//! RPC named after the method, and a W3C `traceparent` sent by the caller makes the server span
//! its child. A stand-in collector receives what the real binary exports.

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
    let mut exports = 0;
    while let Ok(Some(export)) = tokio::time::timeout(Duration::from_secs(2), rx.recv()).await {
        exports += 1;
        for resource in export.resource_spans {
            for scope in resource.scope_spans {
                spans.extend(scope.spans);
            }
        }
    }
    let span = spans
        .iter()
        .find(|s| s.name == "/tertius.v1.ArbiterService/GetLawCode")
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
}
