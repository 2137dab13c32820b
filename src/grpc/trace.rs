//! One span per RPC, named and described after the OpenTelemetry RPC semantic conventions
//! (`tertius.v1.ArbiterService/Rule`, `rpc.grpc.status_code` as the number), carrying its
//! trace and span ids as fields so every log line inside it names them. A W3C `traceparent` in
//! the request's metadata makes the span a child of the caller's.

use std::collections::HashSet;
use std::future::Future;
use std::pin::Pin;
use std::sync::LazyLock;
use std::task::{Context, Poll};
use std::time::Instant;

use opentelemetry::propagation::Extractor;
use opentelemetry::trace::{TraceContextExt, TraceId};
use opentelemetry_sdk::trace::{IdGenerator, RandomIdGenerator};
use prost::Message;
use tower::{Layer, Service};

use super::metrics::{METRICS, RpcLabels};
use tracing::Instrument;
use tracing_opentelemetry::OpenTelemetrySpanExt;

/// The method paths the server answers. Metrics label only these; any other path (a scanner's,
/// a typo's) counts as `other`, so no client can grow the label set, and the server's memory,
/// without bound.
static KNOWN_METHODS: LazyLock<HashSet<String>> = LazyLock::new(|| {
    let mut known: HashSet<String> = [
        "/grpc.health.v1.Health/Check",
        "/grpc.health.v1.Health/Watch",
        "/grpc.health.v1.Health/List",
        "/grpc.reflection.v1.ServerReflection/ServerReflectionInfo",
        "/grpc.reflection.v1alpha.ServerReflection/ServerReflectionInfo",
    ]
    .into_iter()
    .map(str::to_owned)
    .collect();
    if let Ok(set) = prost_types::FileDescriptorSet::decode(super::pb::FILE_DESCRIPTOR_SET) {
        for file in set.file {
            for service in &file.service {
                for method in &service.method {
                    known.insert(format!(
                        "/{}.{}/{}",
                        file.package(),
                        service.name(),
                        method.name()
                    ));
                }
            }
        }
    }
    known
});

/// Adds the per-RPC span.
#[derive(Debug, Clone, Copy, Default)]
pub struct RpcTraceLayer;

impl<S> Layer<S> for RpcTraceLayer {
    type Service = RpcTrace<S>;

    fn layer(&self, inner: S) -> RpcTrace<S> {
        RpcTrace { inner }
    }
}

#[derive(Debug, Clone)]
pub struct RpcTrace<S> {
    inner: S,
}

struct HeaderExtractor<'a>(&'a http::HeaderMap);

impl Extractor for HeaderExtractor<'_> {
    fn get(&self, key: &str) -> Option<&str> {
        self.0.get(key).and_then(|v| v.to_str().ok())
    }

    fn keys(&self) -> Vec<&str> {
        self.0.keys().map(|k| k.as_str()).collect()
    }
}

impl<S, B, R> Service<http::Request<B>> for RpcTrace<S>
where
    S: Service<http::Request<B>, Response = http::Response<R>> + Send,
    S::Future: Send + 'static,
{
    type Response = S::Response;
    type Error = S::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self::Response, Self::Error>> + Send>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: http::Request<B>) -> Self::Future {
        let path = request.uri().path().to_owned();
        let (service, method) = path
            .trim_start_matches('/')
            .split_once('/')
            .unwrap_or(("", path.as_str()));
        let exporting = crate::telemetry::exporting();
        let span = if exporting {
            tracing::info_span!(
                "rpc",
                otel.name = %path.trim_start_matches('/'),
                otel.kind = "server",
                rpc.system = "grpc",
                rpc.service = %service,
                rpc.method = %method,
                rpc.grpc.status_code = tracing::field::Empty,
                trace_id = tracing::field::Empty,
                span_id = tracing::field::Empty,
            )
        } else {
            // What a log line needs: the method and the ids. Each field is formatted for the
            // log on every call, logged or not (a tenth of a health check's CPU with all nine:
            // issue #21).
            tracing::info_span!(
                "rpc",
                otel.name = %path.trim_start_matches('/'),
                trace_id = tracing::field::Empty,
                span_id = tracing::field::Empty,
            )
        };
        let parent = opentelemetry::global::get_text_map_propagator(|propagator| {
            propagator.extract(&HeaderExtractor(request.headers()))
        });
        let caller = parent.span().span_context().trace_id();
        // Without the OpenTelemetry layer (nothing exported, or a library user's own
        // subscriber) the parent has nowhere to go; that is not an error.
        let _ = span.set_parent(parent);
        // Only after the parent is set: asking for the context starts the OpenTelemetry span.
        let ids = span.context().span().span_context().clone();
        let (trace_id, span_id) = if ids.is_valid() {
            (ids.trace_id(), ids.span_id())
        } else {
            // Nothing is exported: the ids still tie a call's log lines together, and to the
            // caller's trace where it sent one.
            let fresh = RandomIdGenerator::default();
            let trace_id = if caller == TraceId::INVALID {
                fresh.new_trace_id()
            } else {
                caller
            };
            (trace_id, fresh.new_span_id())
        };
        span.record("trace_id", tracing::field::display(trace_id));
        span.record("span_id", tracing::field::display(span_id));

        let started = Instant::now();
        let future = self.inner.call(request);
        Box::pin(
            async move {
                let result = future.await;
                if let Ok(response) = &result {
                    // Errors of unary calls travel "trailers-only", in the headers; a success puts
                    // its status in trailers that this layer does not wait for.
                    let code = response
                        .headers()
                        .get("grpc-status")
                        .and_then(|v| v.to_str().ok())
                        .and_then(|v| v.parse::<i32>().ok())
                        .unwrap_or(0);
                    let code = tonic::Code::from_i32(code);
                    if exporting {
                        tracing::Span::current().record("rpc.grpc.status_code", code as i64);
                    }
                    let elapsed = started.elapsed();
                    // Every call is counted in the metrics and traced; the log line is for the
                    // calls an operator reads: a failure at `info` (`warn` for the server's own
                    // faults), a success only at `debug` (RUST_LOG=info,tertius::rpc=debug for an
                    // access log). At `info` a line for every success cost a third of a health
                    // check's CPU and ~460 bytes of log (benches/service.rs, issue #21).
                    let elapsed_ms = elapsed.as_secs_f64() * 1e3;
                    let status = code_name(code);
                    match code {
                        tonic::Code::Ok => {
                            tracing::debug!(target: "tertius::rpc", status, elapsed_ms, "rpc finished")
                        }
                        tonic::Code::Internal
                        | tonic::Code::Unknown
                        | tonic::Code::DataLoss
                        | tonic::Code::Unavailable => {
                            tracing::warn!(target: "tertius::rpc", status, elapsed_ms, "rpc finished")
                        }
                        _ => tracing::info!(target: "tertius::rpc", status, elapsed_ms, "rpc finished"),
                    }
                    let labels = RpcLabels {
                        method: if KNOWN_METHODS.contains(&path) {
                            path
                        } else {
                            "other".to_owned()
                        },
                        code: code_name(code).to_owned(),
                    };
                    METRICS.rpcs.get_or_create(&labels).inc();
                    METRICS
                        .rpc_seconds
                        .get_or_create(&labels)
                        .observe(elapsed.as_secs_f64());
                }
                result
            }
            .instrument(span),
        )
    }
}

/// The status code's name as gRPC spells it (`OK`, `INVALID_ARGUMENT`): what dashboards, the
/// gRPC documentation and other servers' metrics use, rather than Rust's `Ok`.
pub fn code_name(code: tonic::Code) -> &'static str {
    use tonic::Code;
    match code {
        Code::Ok => "OK",
        Code::Cancelled => "CANCELLED",
        Code::Unknown => "UNKNOWN",
        Code::InvalidArgument => "INVALID_ARGUMENT",
        Code::DeadlineExceeded => "DEADLINE_EXCEEDED",
        Code::NotFound => "NOT_FOUND",
        Code::AlreadyExists => "ALREADY_EXISTS",
        Code::PermissionDenied => "PERMISSION_DENIED",
        Code::ResourceExhausted => "RESOURCE_EXHAUSTED",
        Code::FailedPrecondition => "FAILED_PRECONDITION",
        Code::Aborted => "ABORTED",
        Code::OutOfRange => "OUT_OF_RANGE",
        Code::Unimplemented => "UNIMPLEMENTED",
        Code::Internal => "INTERNAL",
        Code::Unavailable => "UNAVAILABLE",
        Code::DataLoss => "DATA_LOSS",
        Code::Unauthenticated => "UNAUTHENTICATED",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_names_are_grpcs_own() {
        // Every code, by number, against the names in grpc/doc/statuscodes.md.
        let names = [
            "OK",
            "CANCELLED",
            "UNKNOWN",
            "INVALID_ARGUMENT",
            "DEADLINE_EXCEEDED",
            "NOT_FOUND",
            "ALREADY_EXISTS",
            "PERMISSION_DENIED",
            "RESOURCE_EXHAUSTED",
            "FAILED_PRECONDITION",
            "ABORTED",
            "OUT_OF_RANGE",
            "UNIMPLEMENTED",
            "INTERNAL",
            "UNAVAILABLE",
            "DATA_LOSS",
            "UNAUTHENTICATED",
        ];
        for (number, name) in names.into_iter().enumerate() {
            assert_eq!(code_name(tonic::Code::from_i32(number as i32)), name);
        }
    }
}
