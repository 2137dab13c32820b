//! Bad bytes are the client's fault. tonic answers a request it cannot decode (a truncated
//! varint, a wrong wire type, invalid UTF-8 in a string, a bad compression flag) with INTERNAL,
//! as the gRPC status guide has it for a peer's parse errors; and a message over the size limit
//! with OUT_OF_RANGE. For a server those are the caller's errors: a retry with the same bytes
//! fails the same way, and INTERNAL would page the operator for a client's bug. This layer turns
//! them into INVALID_ARGUMENT (with a `BadRequest` on the field `request`) and
//! RESOURCE_EXHAUSTED. It matches only tonic's own decode messages, so a real fault stays
//! INTERNAL.
//!
//! The decode happens inside the generated service before any handler runs, and its error is a
//! "trailers-only" response: the status is in the response headers, where this layer rewrites
//! it.

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use tonic::Code;
use tower::{Layer, Service};

use super::error::invalid_argument;

/// The start of every message tonic and prost give a request they could not decode.
const DECODE_FAILURES: [&str; 4] = [
    "failed to decode Protobuf message",
    "protocol error:",
    "Unexpected EOF decoding stream",
    "Missing request message",
];

const TOO_LARGE: &str = "Error, decoded message length too large";

#[derive(Debug, Clone, Copy, Default)]
pub struct ClientFaultLayer;

impl<S> Layer<S> for ClientFaultLayer {
    type Service = ClientFault<S>;

    fn layer(&self, inner: S) -> ClientFault<S> {
        ClientFault { inner }
    }
}

#[derive(Debug, Clone)]
pub struct ClientFault<S> {
    inner: S,
}

impl<S, B, R> Service<http::Request<B>> for ClientFault<S>
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
        let future = self.inner.call(request);
        Box::pin(async move {
            let mut response = future.await?;
            if let Some(status) = reclassify(response.headers()) {
                let headers = response.headers_mut();
                for name in ["grpc-status", "grpc-message", "grpc-status-details-bin"] {
                    headers.remove(name);
                }
                // `Status::into_http` writes exactly the trailers-only headers of a status.
                let (parts, _) = status.into_http::<tonic::body::Body>().into_parts();
                for (name, value) in &parts.headers {
                    if name.as_str().starts_with("grpc-") {
                        headers.insert(name.clone(), value.clone());
                    }
                }
            }
            Ok(response)
        })
    }
}

/// The status a response should have had, where tonic blamed itself for a client's bytes.
fn reclassify(headers: &http::HeaderMap) -> Option<tonic::Status> {
    let code = headers
        .get("grpc-status")?
        .to_str()
        .ok()?
        .parse::<i32>()
        .ok()?;
    let message = percent_decode(headers.get("grpc-message")?.to_str().ok()?);
    match Code::from_i32(code) {
        Code::Internal if DECODE_FAILURES.iter().any(|p| message.starts_with(p)) => {
            Some(invalid_argument(
                "request",
                format!("the request message could not be decoded: {message}"),
            ))
        }
        Code::OutOfRange if message.starts_with(TOO_LARGE) => Some(tonic::Status::new(
            Code::ResourceExhausted,
            format!("the request message is too large: {message}"),
        )),
        _ => None,
    }
}

/// `grpc-message` is percent-encoded (gRPC over HTTP/2); decoded leniently, for matching only.
fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| char::from(b).to_digit(16);
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            if let (Some(h), Some(l)) = (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(code: i32, message: &str) -> http::HeaderMap {
        let mut h = http::HeaderMap::new();
        h.insert("grpc-status", code.to_string().parse().unwrap());
        h.insert("grpc-message", message.parse().unwrap());
        h
    }

    #[test]
    fn decode_failures_are_the_clients() {
        let s = reclassify(&headers(
            13,
            "failed%20to%20decode%20Protobuf%20message:%20invalid%20varint",
        ))
        .unwrap();
        assert_eq!(s.code(), Code::InvalidArgument);
        assert!(s.message().contains("invalid varint"), "{s:?}");
        let s = reclassify(&headers(
            11,
            "Error,%20decoded%20message%20length%20too%20large:%20found%209%20bytes",
        ))
        .unwrap();
        assert_eq!(s.code(), Code::ResourceExhausted);
        // A fault of the server's own stays what it is.
        assert!(reclassify(&headers(13, "the%20search%20failed")).is_none());
        assert!(reclassify(&headers(5, "failed%20to%20decode")).is_none());
    }

    #[test]
    fn percent_decoding() {
        assert_eq!(percent_decode("a%20b%2"), "a b%2");
        assert_eq!(percent_decode("100%25"), "100%");
        assert_eq!(percent_decode("%zz%"), "%zz%");
    }
}
