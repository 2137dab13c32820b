//! Who is calling: API keys per tournament (`authorization: Bearer <key>`), checked before any
//! handler runs, and the scope a caller's requests are confined to.
//!
//! Health and reflection stay open (orchestrators and grpcurl need them without a key). Every
//! other call needs a valid key; its tournament travels to the handlers as a `Caller` in the
//! request's extensions. A tournament's games, rulings and entries are invisible to every other
//! tournament: another tournament's ruling is NOT_FOUND exactly as a ruling that does not exist.

use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use sha2::{Digest, Sha256};
use tokio::sync::OnceCell;
use tonic::Status;
use tower::{Layer, Service};

use crate::ledger::DedupKey;
use crate::ledger::keys::KeyStore;

/// The caller of a request. Without authentication (`--auth none`) there is no tournament and
/// nothing is hidden: the operator's own view.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Caller {
    pub tournament: Option<String>,
}

impl Caller {
    /// The caller of a tonic request (no extension: authentication is off).
    pub fn of<T>(request: &tonic::Request<T>) -> Caller {
        request
            .extensions()
            .get::<Caller>()
            .cloned()
            .unwrap_or_default()
    }

    /// Whether the caller may see an entry logged for `tournament`.
    pub fn sees(&self, tournament: &str) -> bool {
        self.tournament.as_deref().is_none_or(|t| t == tournament)
    }

    /// The tournament an entry logged for this caller belongs to.
    pub fn tournament(&self) -> String {
        self.tournament.clone().unwrap_or_default()
    }

    /// The ledger's deduplication key for this caller: tournaments may use the same game ids,
    /// and one tournament's question must never be answered with another's ruling.
    pub fn dedup_key(&self, key: [u8; 32]) -> DedupKey {
        match &self.tournament {
            None => DedupKey(key),
            Some(t) => {
                let mut h = Sha256::new();
                h.update(b"tertius.tournament.v1\0");
                h.update(t.as_bytes());
                h.update(b"\0");
                h.update(key);
                DedupKey(h.finalize().into())
            }
        }
    }
}

/// The key store, filled in once the database is open (like the ledger).
#[derive(Clone, Default)]
pub struct SharedKeys(Arc<OnceCell<KeyStore>>);

impl SharedKeys {
    pub fn set(&self, keys: KeyStore) {
        let _ = self.0.set(keys);
    }
}

/// Authentication: `None` lets every call through as the operator.
#[derive(Clone)]
pub struct AuthLayer {
    keys: Option<SharedKeys>,
}

impl AuthLayer {
    pub fn new(keys: Option<SharedKeys>) -> AuthLayer {
        AuthLayer { keys }
    }
}

impl<S> Layer<S> for AuthLayer {
    type Service = Auth<S>;

    fn layer(&self, inner: S) -> Auth<S> {
        Auth {
            inner,
            keys: self.keys.clone(),
        }
    }
}

#[derive(Clone)]
pub struct Auth<S> {
    inner: S,
    keys: Option<SharedKeys>,
}

/// Paths anyone may call: health (probes) and reflection (grpcurl's discovery).
fn is_open(path: &str) -> bool {
    path.starts_with("/grpc.health.v1.Health/") || path.starts_with("/grpc.reflection.")
}

fn bearer(headers: &http::HeaderMap) -> Option<&str> {
    let value = headers.get(http::header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim())
        .filter(|t| !t.is_empty())
}

type BoxFuture<T> = Pin<Box<dyn Future<Output = T> + Send>>;

impl<S, B> Service<http::Request<B>> for Auth<S>
where
    S: Service<http::Request<B>, Response = http::Response<tonic::body::Body>, Error = Infallible>
        + Clone
        + Send
        + 'static,
    S::Future: Send + 'static,
    B: Send + 'static,
{
    type Response = S::Response;
    type Error = Infallible;
    type Future = BoxFuture<Result<Self::Response, Infallible>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, mut request: http::Request<B>) -> Self::Future {
        let Some(keys) = self.keys.clone() else {
            return Box::pin(self.inner.call(request));
        };
        if is_open(request.uri().path()) {
            return Box::pin(self.inner.call(request));
        }
        // The service that was made ready is the one to call; leave a fresh clone behind.
        let clone = self.inner.clone();
        let mut inner = std::mem::replace(&mut self.inner, clone);
        Box::pin(async move {
            let Some(token) = bearer(request.headers()).map(str::to_owned) else {
                return Ok(Status::unauthenticated(
                    "an API key is required: `authorization: Bearer <key>`",
                )
                .into_http());
            };
            let Some(store) = keys.0.get() else {
                return Ok(Status::unavailable("the key store is not open yet").into_http());
            };
            match store.tournament_of(&token).await {
                Ok(Some(tournament)) => {
                    request.extensions_mut().insert(Caller {
                        tournament: Some(tournament),
                    });
                    inner.call(request).await
                }
                Ok(None) => Ok(Status::unauthenticated(
                    "the API key is not valid (unknown, revoked or mistyped)",
                )
                .into_http()),
                Err(e) => {
                    tracing::error!(error = %e, "key store lookup failed");
                    Ok(
                        Status::unavailable("the key store could not be read; try again")
                            .into_http(),
                    )
                }
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tournaments_do_not_share_dedup_keys() {
        let a = Caller {
            tournament: Some("a".into()),
        };
        let b = Caller {
            tournament: Some("b".into()),
        };
        let operator = Caller::default();
        let key = [7u8; 32];
        assert_ne!(a.dedup_key(key).0, b.dedup_key(key).0);
        assert_eq!(operator.dedup_key(key).0, key);
        assert!(a.sees("a") && !a.sees("b") && !a.sees(""));
        assert!(operator.sees("a") && operator.sees(""));
    }

    #[test]
    fn bearer_tokens() {
        let mut h = http::HeaderMap::new();
        assert_eq!(bearer(&h), None);
        h.insert(http::header::AUTHORIZATION, "Bearer abc".parse().unwrap());
        assert_eq!(bearer(&h), Some("abc"));
        h.insert(http::header::AUTHORIZATION, "bearer  abc ".parse().unwrap());
        assert_eq!(bearer(&h), Some("abc"));
        h.insert(http::header::AUTHORIZATION, "Basic abc".parse().unwrap());
        assert_eq!(bearer(&h), None);
    }
}
