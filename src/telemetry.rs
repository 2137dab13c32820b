//! Logs and traces.
//!
//! Logs go to stderr through `tracing`, readable by default (coloured only on a terminal) and
//! JSON for clusters. Traces are exported over OTLP only when the standard
//! `OTEL_EXPORTER_OTLP_ENDPOINT` variable is set; otherwise nothing leaves the process and no
//! OpenTelemetry span is built. Every RPC's span carries a trace and a span id either way (the RPC
//! layer makes them when nothing is exported), so a log line names the trace it belongs to, and an
//! incoming W3C `traceparent` puts the server span in the caller's trace.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};

use opentelemetry::trace::TracerProvider as _;
use opentelemetry_sdk::propagation::TraceContextPropagator;
use opentelemetry_sdk::trace::SdkTracerProvider;
use tracing_subscriber::filter::LevelFilter;
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{EnvFilter, Layer, Registry};

use crate::config::LogFormat;

static EXPORTING: AtomicBool = AtomicBool::new(false);

/// Whether spans are exported: only then do the RPC spans carry the OpenTelemetry RPC
/// attributes, which log lines do not need and every span would otherwise format.
pub fn exporting() -> bool {
    EXPORTING.load(Ordering::Relaxed)
}

/// Keeps the trace exporter alive; dropping it flushes the spans not yet sent.
pub struct Telemetry {
    provider: Option<SdkTracerProvider>,
}

impl Drop for Telemetry {
    fn drop(&mut self) {
        if let Some(provider) = self.provider.take() {
            if let Err(e) = provider.shutdown() {
                eprintln!("tertius: flushing traces failed: {e}");
            }
        }
    }
}

/// Installs the global subscriber. Call once, from inside the Tokio runtime (the OTLP exporter
/// needs it).
pub fn init(format: LogFormat) -> Result<Telemetry, Box<dyn std::error::Error + Send + Sync>> {
    opentelemetry::global::set_text_map_propagator(TraceContextPropagator::new());

    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let resource = opentelemetry_sdk::Resource::builder()
        .with_service_name("tertius")
        .with_attribute(opentelemetry::KeyValue::new(
            "service.version",
            env!("CARGO_PKG_VERSION"),
        ))
        .build();
    // Spans go to OpenTelemetry only where they are exported: without an exporter the SDK would
    // build, sample and drop a span for every call, a sixth of a health check's CPU (issue #21).
    // The RPC layer then makes the ids its log lines carry itself.
    let provider = match std::env::var("OTEL_EXPORTER_OTLP_ENDPOINT") {
        Ok(endpoint) if !endpoint.trim().is_empty() => {
            // The exporter reads the endpoint and the other OTEL_* variables itself.
            let exporter = opentelemetry_otlp::SpanExporter::builder()
                .with_tonic()
                .build()?;
            Some(
                SdkTracerProvider::builder()
                    .with_resource(resource)
                    .with_batch_exporter(exporter)
                    .build(),
            )
        }
        _ => None,
    };
    EXPORTING.store(provider.is_some(), Ordering::Relaxed);
    // Logs follow RUST_LOG; traces are exported whatever the log level, so a quiet server still
    // reports a span for every RPC.
    let fmt_layer: Box<dyn Layer<Registry> + Send + Sync> = match format {
        LogFormat::Human => tracing_subscriber::fmt::layer()
            .with_ansi(std::io::stderr().is_terminal())
            .with_writer(std::io::stderr)
            .with_filter(filter)
            .boxed(),
        LogFormat::Json => tracing_subscriber::fmt::layer()
            .json()
            .with_current_span(true)
            .with_writer(std::io::stderr)
            .with_filter(filter)
            .boxed(),
    };
    let otel_layer = provider.as_ref().map(|p| {
        tracing_opentelemetry::layer()
            .with_tracer(p.tracer("tertius"))
            .with_filter(LevelFilter::INFO)
    });
    tracing_subscriber::registry()
        .with(fmt_layer)
        .with(otel_layer)
        .try_init()?;
    Ok(Telemetry { provider })
}
