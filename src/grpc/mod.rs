//! The gRPC edge: the only module that knows protobuf.
//!
//! `app()` builds the whole service, so the binary and the tests drive exactly the same stack;
//! `serve()` adds the listener, health, readiness and the graceful drain.

mod answered;
mod auth;
pub mod bounds;
mod client_fault;
mod convert;
mod endgames;
mod error;
pub mod export;
mod ledger;
mod listener;
pub mod metrics;
mod page;
pub mod record;
pub mod rulings;
mod server;
mod service;
mod tls;
mod trace;

pub use auth::{Caller, SharedKeys};
pub use endgames::SharedTables;
pub use error::ApiError;
pub use ledger::{LedgerApi, SharedLedger};
pub use server::{Ready, serve, serve_on};
pub use service::Arbiter;

/// Generated protobuf types and the tonic client and server for `tertius.v1`.
#[allow(clippy::all, clippy::pedantic, missing_docs)]
pub mod pb {
    tonic::include_proto!("tertius.v1");

    /// The encoded descriptor set of the API, served by reflection so grpcurl needs no files.
    pub const FILE_DESCRIPTOR_SET: &[u8] =
        include_bytes!(concat!(env!("OUT_DIR"), "/tertius_descriptor.bin"));
}

/// The health-check service name that tracks readiness: SERVING once the database is migrated,
/// NOT_SERVING before that and while draining.
pub const READINESS_SERVICE: &str = "tertius.v1.ArbiterService";

/// The health-check service name for liveness: SERVING while the process runs; it never
/// depends on the database.
pub const LIVENESS_SERVICE: &str = "tertius.liveness";
