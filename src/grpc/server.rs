//! The listener, health and readiness, and the graceful drain.

use std::future::Future;
use std::net::SocketAddr;

use tokio::net::TcpListener;
use tokio::sync::watch;
use tonic::service::Routes;
use tonic_health::ServingStatus;

use super::listener::{self, ConnectionOptions};

use super::auth::{AuthLayer, SharedKeys};
use super::client_fault::ClientFaultLayer;
use super::pb::arbiter_service_server::ArbiterServiceServer;
use super::pb::ledger_service_server::LedgerServiceServer;
use super::trace::RpcTraceLayer;
use super::{
    Arbiter, LIVENESS_SERVICE, LedgerApi, READINESS_SERVICE, SharedLedger, SharedTables, pb,
};
use crate::config::{AuthMode, ServeConfig};
use crate::law::Catalogue;
use crate::ledger::Ledger;
use crate::ledger::keys::KeyStore;

/// Errors that stop the server.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error(transparent)]
    Law(#[from] crate::law::LoadError),
    #[error("cannot listen on `{addr}`: {source}")]
    Bind {
        addr: SocketAddr,
        #[source]
        source: std::io::Error,
    },
    #[error(transparent)]
    Database(#[from] crate::ledger::OpenError),
    #[error(transparent)]
    Keys(#[from] crate::ledger::keys::KeyError),
    #[error("reflection: {0}")]
    Reflection(#[from] tonic_reflection::server::Error),
    #[error(transparent)]
    Tls(#[from] super::tls::TlsError),
    #[error(
        "`--cors-origin {0}`: an origin is `http://` or `https://`, a host and an optional port"
    )]
    CorsOrigin(String),
}

/// What `serve_on` reports once it is listening: the bound address (useful with port 0).
#[derive(Debug, Clone, Copy)]
pub struct Ready {
    pub addr: SocketAddr,
}

/// Runs the server until SIGTERM or Ctrl-C, then drains.
pub async fn serve(config: ServeConfig) -> Result<(), ServeError> {
    serve_on(config, shutdown_signal(), |ready| {
        // A fixed line on stdout, so scripts and tests can learn the port chosen for port 0.
        println!("tertius listening on {}", ready.addr);
    })
    .await
}

/// Runs the server until `shutdown` resolves, then drains in-flight calls for at most the
/// configured drain timeout.
pub async fn serve_on(
    config: ServeConfig,
    shutdown: impl Future<Output = ()> + Send + 'static,
    on_ready: impl FnOnce(Ready),
) -> Result<(), ServeError> {
    let catalogue = Catalogue::embedded()?;
    let listener = TcpListener::bind(config.listen)
        .await
        .map_err(|source| ServeError::Bind {
            addr: config.listen,
            source,
        })?;
    let addr = listener.local_addr().map_err(|source| ServeError::Bind {
        addr: config.listen,
        source,
    })?;

    let (health, health_service) = tonic_health::server::health_reporter();
    set_readiness(&health, ServingStatus::NotServing).await;
    // Liveness: SERVING for as long as the process answers at all. It never turns, and nothing
    // behind it touches the database, so a slow database cannot get a healthy pod restarted.
    health
        .set_service_status(LIVENESS_SERVICE, ServingStatus::Serving)
        .await;

    let reflection_v1 = reflection().build_v1()?;
    let reflection_v1alpha = reflection().build_v1alpha()?;

    if let Some(metrics_addr) = config.metrics_listen {
        let metrics_listener =
            super::metrics::bind(metrics_addr)
                .await
                .map_err(|source| ServeError::Bind {
                    addr: metrics_addr,
                    source,
                })?;
        if let Ok(addr) = metrics_listener.local_addr() {
            tracing::info!(%addr, "metrics at /metrics");
        }
        tokio::spawn(super::metrics::serve(metrics_listener));
    }

    on_ready(Ready { addr });

    let (draining_tx, mut draining_rx) = watch::channel(false);
    let drain_health = health.clone();
    let signalled = async move {
        shutdown.await;
        tracing::info!("shutdown requested: draining in-flight calls");
        set_readiness(&drain_health, ServingStatus::NotServing).await;
        let _ = draining_tx.send(true);
    };

    // LedgerService is served from the start but answers UNAVAILABLE until the ledger is open.
    let shared_ledger = SharedLedger::default();
    let limits = config.limits;
    let tables = SharedTables::default();
    if let Some(dir) = &config.tables_dir {
        super::endgames::load_in_background(dir.clone(), tables.clone());
    }
    let routes = Routes::new(health_service)
        .add_service(reflection_v1)
        .add_service(reflection_v1alpha)
        .add_service(
            ArbiterServiceServer::new(
                Arbiter::new(catalogue, shared_ledger.clone(), limits).with_tables(tables),
            )
            .max_decoding_message_size(limits.max_message_bytes),
        )
        .add_service(
            LedgerServiceServer::new(LedgerApi::new(shared_ledger.clone()))
                .max_decoding_message_size(limits.max_message_bytes),
        );
    let keys = (config.auth == AuthMode::Keys).then(SharedKeys::default);
    let service = tower::ServiceBuilder::new()
        // Outermost, so a browser's preflight is answered before anything else looks at it.
        .layer(cors(&config.cors_origins)?)
        // gRPC-Web becomes gRPC here, so everything inside sees (and counts) one protocol.
        .layer(tonic_web::GrpcWebLayer::new())
        .layer(RpcTraceLayer)
        .layer(AuthLayer::new(keys.clone()))
        // Innermost, so the span, the metrics and the log line see the corrected status.
        .layer(ClientFaultLayer)
        .service(routes);
    let options = ConnectionOptions {
        max_age: config.max_connection_age,
        keepalive_interval: config.keepalive_interval,
        keepalive_timeout: config.keepalive_timeout,
        tls: config.tls.as_ref().map(super::tls::acceptor).transpose()?,
    };
    let (stop_tx, stop_rx) = watch::channel(false);
    let server = async move {
        tokio::join!(
            listener::serve(listener, service, options, stop_rx),
            async move {
                signalled.await;
                let _ = stop_tx.send(true);
            }
        );
        Ok::<(), ServeError>(())
    };
    tokio::pin!(server);

    // The server answers health checks while the database is being opened, so an orchestrator
    // can tell "starting" from "dead"; readiness turns SERVING only once migrations are done.
    let ledger = tokio::select! {
        result = &mut server => return result,
        ledger = Ledger::open(&config.database_url) => ledger?,
    };
    if let Some(keys) = &keys {
        let store = tokio::select! {
            result = &mut server => return result,
            // The ledger's open has just migrated the database.
            store = KeyStore::connect(&config.database_url) => store?,
        };
        keys.set(store);
    }
    ledger.observe_batches(Box::new(|n| {
        super::metrics::METRICS.ledger_batch_size.observe(n as f64);
    }));
    if let Ok(head) = ledger.head().await {
        super::metrics::METRICS.saw_ledger_size(head.size);
    }
    shared_ledger.set(ledger.clone());
    set_readiness(&health, ServingStatus::Serving).await;
    tracing::info!(%addr, database = %redact(&config.database_url), auth = config.auth.name(), "serving");

    let drain_timeout = config.drain_timeout;
    let deadline = async move {
        // Resolves only after the drain started and its time ran out.
        while !*draining_rx.borrow_and_update() {
            if draining_rx.changed().await.is_err() {
                std::future::pending::<()>().await;
            }
        }
        tokio::time::sleep(drain_timeout).await;
    };

    let result = tokio::select! {
        result = server => result,
        () = deadline => {
            tracing::warn!(drain_timeout_s = drain_timeout.as_secs_f64(), "drain deadline passed; closing with calls in flight");
            Ok(())
        }
    };
    // Waits for a batch in flight to commit, then leaves the database whole on its own.
    if let Err(e) = ledger.close().await {
        tracing::warn!(error = %e, "the database did not close cleanly");
    }
    drop(ledger);
    result
}

/// CORS for gRPC-Web: only the configured origins get CORS headers (a preflight from any other
/// gets none, so the browser refuses the call); the headers a gRPC-Web client sends and the
/// status it must read are allowed and exposed.
fn cors(origins: &[String]) -> Result<tower_http::cors::CorsLayer, ServeError> {
    use http::header::{AUTHORIZATION, CONTENT_TYPE, HeaderName};
    let origins = origins
        .iter()
        .map(|origin| {
            let uri: http::Uri = origin
                .parse()
                .map_err(|_| ServeError::CorsOrigin(origin.clone()))?;
            let web = matches!(uri.scheme_str(), Some("http" | "https"));
            let bare =
                uri.path_and_query().is_none_or(|p| p.as_str() == "/") && !origin.ends_with('/');
            if !web || uri.authority().is_none() || !bare {
                return Err(ServeError::CorsOrigin(origin.clone()));
            }
            http::HeaderValue::from_str(origin).map_err(|_| ServeError::CorsOrigin(origin.clone()))
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(tower_http::cors::CorsLayer::new()
        .allow_origin(tower_http::cors::AllowOrigin::list(origins))
        .allow_methods([http::Method::POST])
        .allow_headers([
            CONTENT_TYPE,
            AUTHORIZATION,
            HeaderName::from_static("x-grpc-web"),
            HeaderName::from_static("x-user-agent"),
            HeaderName::from_static("grpc-timeout"),
            HeaderName::from_static("traceparent"),
        ])
        .expose_headers([
            HeaderName::from_static("grpc-status"),
            HeaderName::from_static("grpc-message"),
            HeaderName::from_static("grpc-status-details-bin"),
        ])
        .max_age(std::time::Duration::from_secs(24 * 60 * 60)))
}

/// Every service the server answers, by the name a health check asks for, and the empty name
/// for the server as a whole: all of them follow readiness (NOT_SERVING until the database is
/// migrated and again once draining has begun). Liveness is the one name apart.
const SERVED: [&str; 6] = [
    "",
    READINESS_SERVICE,
    <LedgerServiceServer<LedgerApi> as tonic::server::NamedService>::NAME,
    "grpc.health.v1.Health",
    "grpc.reflection.v1.ServerReflection",
    "grpc.reflection.v1alpha.ServerReflection",
];

async fn set_readiness(health: &tonic_health::server::HealthReporter, status: ServingStatus) {
    for name in SERVED {
        health.set_service_status(name, status).await;
    }
}

/// What reflection describes: the API, health, and google.rpc's `Status` and error details, so
/// grpcurl and `buf curl` decode an error's `BadRequest` from reflection alone (they resolve the
/// details' `Any` type URLs through it).
fn reflection() -> tonic_reflection::server::Builder<'static> {
    tonic_reflection::server::Builder::configure()
        .register_encoded_file_descriptor_set(pb::FILE_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(tonic_health::pb::FILE_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(tonic_types::pb::FILE_DESCRIPTOR_SET)
}

/// Resolves on SIGTERM (how orchestrators stop a pod) or Ctrl-C.
async fn shutdown_signal() {
    let ctrl_c = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut sig) => {
                sig.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {}
        () = terminate => {}
    }
}

/// The URL without a password, for logs.
fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme_end), Some(at)) if at > scheme_end => {
            let creds = &url[scheme_end + 3..at];
            match creds.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &url[..scheme_end + 3], &url[at..]),
                None => url.to_owned(),
            }
        }
        _ => url.to_owned(),
    }
}
