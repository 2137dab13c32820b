//! The one place where internal errors become gRPC statuses.
//!
//! Handlers return `ApiError`; `From<ApiError> for Status` decides the code. The rules, after
//! the gRPC status code guide and Google's AIP-193:
//!
//! - input that can never be valid is `INVALID_ARGUMENT`, with a google.rpc `BadRequest` naming
//!   the field, never `INTERNAL`;
//! - a position past the end of the log (a tree size beyond the head) is `OUT_OF_RANGE`: the
//!   guide prefers it to `FAILED_PRECONDITION` for "reading past the end of a file", because a
//!   caller iterating can watch for that one code and retry once the log has grown;
//! - a missing resource (an entry number with no entry) is `NOT_FOUND`;
//! - "try again later" (not ready yet, database unreachable or busy) is `UNAVAILABLE`;
//! - stored data that breaks the schema's promises is `DATA_LOSS`, and any other database fault
//!   `INTERNAL`, logged in full but answered without database details.

use std::collections::HashMap;

use tonic::{Code, Status};
use tonic_types::{ErrorDetails, StatusExt};

use crate::ledger::{ProveError, StoreError};

/// Every way a call can fail, as far as the gRPC edge cares.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// The request is wrong whatever the server's state; `field` is the proto field name.
    #[error("`{field}`: {description}")]
    InvalidArgument {
        field: &'static str,
        description: String,
    },
    #[error("{0}")]
    NotFound(String),
    /// Past the end of the log as it is now; may succeed once the log has grown.
    #[error("{0}")]
    OutOfRange(String),
    /// A dependency the server opens after it starts listening is not open yet.
    #[error("{0} is not open yet")]
    NotReady(&'static str),
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl ApiError {
    pub fn invalid_argument(field: &'static str, description: impl Into<String>) -> ApiError {
        ApiError::InvalidArgument {
            field,
            description: description.into(),
        }
    }
}

/// `INVALID_ARGUMENT` with a google.rpc `BadRequest` naming the field, so a client can point at
/// exactly what it sent wrong.
pub fn invalid_argument(field: &str, description: impl Into<String>) -> Status {
    // Messages quote input through `bounds::excerpt`; this cap is the backstop, so no path can
    // echo a client's megabytes back at it.
    let field = capped(field.to_owned(), MAX_FIELD);
    let description = capped(description.into(), MAX_DESCRIPTION);
    Status::with_error_details(
        Code::InvalidArgument,
        format!("`{field}`: {description}"),
        ErrorDetails::with_bad_request_violation(field, description),
    )
}

/// [`invalid_argument`] with a google.rpc `ErrorInfo` beside the `BadRequest`, for a program to
/// act on: why (`reason`, under the domain `tertius`) and where (`metadata`, e.g. the line and
/// column of a PGN error).
pub fn invalid_argument_with_info(
    field: &str,
    description: impl Into<String>,
    reason: &str,
    metadata: HashMap<String, String>,
) -> Status {
    let field = capped(field.to_owned(), MAX_FIELD);
    let description = capped(description.into(), MAX_DESCRIPTION);
    let mut details = ErrorDetails::new();
    details
        .add_bad_request_violation(field.clone(), description.clone())
        .set_error_info(reason, ERROR_DOMAIN, metadata);
    Status::with_error_details(
        Code::InvalidArgument,
        format!("`{field}`: {description}"),
        details,
    )
}

/// The `ErrorInfo.domain` of this service's errors.
pub const ERROR_DOMAIN: &str = "tertius";

/// The longest field name and description an error carries, in bytes.
const MAX_FIELD: usize = 128;
const MAX_DESCRIPTION: usize = 512;

fn capped(mut text: String, max: usize) -> String {
    if text.len() > max {
        let mut end = max;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        text.truncate(end);
        text.push('…');
    }
    text
}

impl From<ProveError> for ApiError {
    fn from(err: ProveError) -> ApiError {
        match err {
            // Handlers check the argument relations before asking for a proof, so these two only
            // arrive here if that check and the ledger disagree; they are still the caller's
            // input, never a server fault.
            ProveError::IndexOutOfRange { .. } => {
                ApiError::invalid_argument("seq", err.to_string())
            }
            ProveError::SizeDecreased { .. } => {
                ApiError::invalid_argument("old_size", err.to_string())
            }
            ProveError::SizeBeyondHead { .. } => ApiError::OutOfRange(err.to_string()),
            // A node every proof of this shape needs is gone: the log is damaged.
            ProveError::NodeMissing { .. } => ApiError::Store(StoreError::Corrupt(err.to_string())),
            ProveError::Store(e) => ApiError::Store(e),
        }
    }
}

impl From<ApiError> for Status {
    fn from(err: ApiError) -> Status {
        match err {
            ApiError::InvalidArgument { field, description } => {
                invalid_argument(field, description)
            }
            ApiError::NotFound(message) => Status::not_found(message),
            ApiError::OutOfRange(message) => Status::out_of_range(message),
            ApiError::NotReady(_) => Status::unavailable(err.to_string()),
            ApiError::Store(e) if e.is_transient() => {
                tracing::warn!(error = %e, "ledger temporarily unavailable");
                Status::unavailable("the ledger database is unavailable; try again")
            }
            ApiError::Store(StoreError::OutOfRange { value }) => {
                // Only a number the client sent can be too large for the database.
                Status::out_of_range(format!("`{value}` is beyond what the ledger can hold"))
            }
            ApiError::Store(e @ StoreError::Corrupt(_)) => {
                tracing::error!(error = %e, "ledger data is corrupt");
                Status::data_loss(
                    "the ledger's stored data is damaged; run `tertius ledger verify`",
                )
            }
            ApiError::Store(e) => {
                tracing::error!(error = %e, "ledger read failed");
                Status::internal("the ledger could not be read")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_input_is_never_internal() {
        let cases = [
            ProveError::IndexOutOfRange {
                index: 3,
                tree_size: 2,
            },
            ProveError::SizeDecreased {
                old_size: 5,
                new_size: 4,
            },
        ];
        for case in cases {
            let status = Status::from(ApiError::from(case));
            assert_eq!(status.code(), Code::InvalidArgument);
            assert!(status.get_details_bad_request().is_some());
        }
        let beyond = ProveError::SizeBeyondHead {
            tree_size: 9,
            head_size: 4,
        };
        assert_eq!(
            Status::from(ApiError::from(beyond)).code(),
            Code::OutOfRange
        );
        let too_big = ApiError::Store(StoreError::OutOfRange { value: u64::MAX });
        assert_eq!(Status::from(too_big).code(), Code::OutOfRange);
        assert_eq!(
            Status::from(ApiError::NotReady("the ledger")).code(),
            Code::Unavailable
        );
    }
}
