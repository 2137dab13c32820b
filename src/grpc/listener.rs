//! The connection loop: accept, optionally TLS, serve HTTP/2 (and HTTP/1.1, for gRPC-Web from
//! browsers), age connections out gracefully, drain on shutdown.
//!
//! tonic's own loop is not used because of its connection ageing (tonic 0.14.5,
//! `connection_timeout_future`): with a grace period it never calls `graceful_shutdown` and just
//! drops the connection after age + grace; without one it calls it and then polls the finished
//! timer again on the next turn of its loop. Here a connection is told to go away exactly once
//! (GOAWAY; calls in flight finish, new ones go to a new connection), and the age is jittered so
//! connections opened together do not all reconnect together.

use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;

use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;
use tokio::task::JoinSet;
use tokio_rustls::TlsAcceptor;

/// What a connection serves: the gRPC routes with their layers, as hyper calls them.
pub trait GrpcService:
    tower::Service<
        http::Request<hyper::body::Incoming>,
        Response = http::Response<tonic::body::Body>,
        Error = Infallible,
    > + Clone
    + Send
    + 'static
{
}

impl<S> GrpcService for S where
    S: tower::Service<
            http::Request<hyper::body::Incoming>,
            Response = http::Response<tonic::body::Body>,
            Error = Infallible,
        > + Clone
        + Send
        + 'static
{
}

/// How each accepted connection is served.
#[derive(Clone)]
pub struct ConnectionOptions {
    pub max_age: Option<Duration>,
    pub keepalive_interval: Option<Duration>,
    pub keepalive_timeout: Duration,
    pub tls: Option<TlsAcceptor>,
}

/// Serves connections from `listener` with `service` until `shutdown` turns true, then tells
/// every open connection to go away and waits until they have all closed. The caller bounds
/// that wait with its drain deadline.
pub async fn serve<S>(
    listener: TcpListener,
    service: S,
    options: ConnectionOptions,
    mut shutdown: watch::Receiver<bool>,
) where
    S: GrpcService,
    S::Future: Send + 'static,
{
    let options = Arc::new(options);
    let mut connections = JoinSet::new();
    // Each connection watches its own receiver; this one is the accept loop's.
    let for_connections = shutdown.clone();
    loop {
        tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _peer)) => {
                    connections.spawn(connection(
                        stream,
                        service.clone(),
                        options.clone(),
                        for_connections.clone(),
                    ));
                }
                // Out of file descriptors and the like: back off rather than spin.
                Err(e) => {
                    tracing::warn!(error = %e, "accept failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
            },
            // Reap finished connections so the set does not grow without bound.
            Some(_) = connections.join_next(), if !connections.is_empty() => {}
            _ = shutdown.wait_for(|s| *s) => break,
        }
    }
    drop(listener);
    while connections.join_next().await.is_some() {}
}

async fn connection<S>(
    stream: TcpStream,
    service: S,
    options: Arc<ConnectionOptions>,
    mut shutdown: watch::Receiver<bool>,
) where
    S: GrpcService,
    S::Future: Send + 'static,
{
    // gRPC messages are small and latency-bound.
    let _ = stream.set_nodelay(true);
    match &options.tls {
        None => serve_http(TokioIo::new(stream), service, &options, &mut shutdown).await,
        Some(acceptor) => {
            let handshake = tokio::time::timeout(HANDSHAKE_TIMEOUT, acceptor.accept(stream));
            match handshake.await {
                Ok(Ok(tls)) => {
                    serve_http(TokioIo::new(tls), service, &options, &mut shutdown).await;
                }
                Ok(Err(e)) => tracing::debug!(error = %e, "TLS handshake failed"),
                Err(_) => tracing::debug!("TLS handshake timed out"),
            }
        }
    }
}

/// A client that connects and never completes its handshake must not hold a task forever.
const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);

/// Serves one connection: HTTP/2 when the client opens with its preface (gRPC), HTTP/1.1
/// otherwise (gRPC-Web, CORS preflights).
async fn serve_http<I, S>(
    io: I,
    service: S,
    options: &ConnectionOptions,
    shutdown: &mut watch::Receiver<bool>,
) where
    I: hyper::rt::Read + hyper::rt::Write + Unpin + Send + 'static,
    S: GrpcService,
    S::Future: Send + 'static,
{
    let mut builder = hyper_util::server::conn::auto::Builder::new(TokioExecutor::new());
    builder
        .http2()
        .timer(TokioTimer::new())
        .keep_alive_interval(options.keepalive_interval)
        .keep_alive_timeout(options.keepalive_timeout);
    builder.http1().timer(TokioTimer::new());
    let connection = builder.serve_connection(io, TowerToHyperService::new(service));
    tokio::pin!(connection);
    let age = async {
        match options.max_age {
            Some(age) => tokio::time::sleep(jittered(age)).await,
            None => std::future::pending().await,
        }
    };
    tokio::pin!(age);
    let mut going_away = false;
    loop {
        tokio::select! {
            result = &mut connection => {
                if let Err(e) = result {
                    tracing::debug!(error = %e, "connection ended with an error");
                }
                return;
            }
            () = &mut age, if !going_away => {
                going_away = true;
                connection.as_mut().graceful_shutdown();
            }
            _ = shutdown.wait_for(|s| *s), if !going_away => {
                going_away = true;
                connection.as_mut().graceful_shutdown();
            }
        }
    }
}

/// `age` shortened by up to a tenth, at random, so connections opened together (after a
/// deployment, say) do not all go away together.
fn jittered(age: Duration) -> Duration {
    use std::hash::{BuildHasher, Hasher};
    // A fresh RandomState is seeded from the OS's randomness: enough for spreading timers.
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u64(0);
    let unit = (hasher.finish() >> 11) as f64 / (1u64 << 53) as f64;
    age.mul_f64(1.0 - 0.1 * unit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jitter_stays_within_a_tenth_and_varies() {
        let age = Duration::from_secs(300);
        let samples: Vec<_> = (0..64).map(|_| jittered(age)).collect();
        assert!(samples.iter().all(|d| *d <= age && *d >= age.mul_f64(0.9)));
        assert!(samples.iter().any(|d| *d != samples[0]));
    }
}
