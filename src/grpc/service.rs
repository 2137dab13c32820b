//! The ArbiterService handlers.

use std::sync::Arc;

use tonic::{Code, Request, Response, Status};
use tonic_types::{ErrorDetails, StatusExt};

use super::convert;
use super::pb;
use super::pb::arbiter_service_server::ArbiterService;
use crate::law::Catalogue;

/// The service's shared state: everything a handler reads, nothing it mutates.
#[derive(Debug, Clone)]
pub struct Arbiter {
    catalogue: Arc<Catalogue>,
}

impl Arbiter {
    pub fn new(catalogue: Catalogue) -> Arbiter {
        Arbiter {
            catalogue: Arc::new(catalogue),
        }
    }
}

/// `INVALID_ARGUMENT` with a google.rpc `BadRequest` naming the field, so a client can point at
/// exactly what it sent wrong.
pub fn invalid_argument(field: &str, description: impl Into<String>) -> Status {
    let description = description.into();
    Status::with_error_details(
        Code::InvalidArgument,
        format!("`{field}`: {description}"),
        ErrorDetails::with_bad_request_violation(field, description),
    )
}

#[tonic::async_trait]
impl ArbiterService for Arbiter {
    async fn list_law_codes(
        &self,
        _request: Request<pb::ListLawCodesRequest>,
    ) -> Result<Response<pb::ListLawCodesResponse>, Status> {
        let law_codes = self
            .catalogue
            .codes()
            .iter()
            .map(|c| convert::law_code(c, false))
            .collect();
        Ok(Response::new(pb::ListLawCodesResponse { law_codes }))
    }

    async fn get_law_code(
        &self,
        request: Request<pb::GetLawCodeRequest>,
    ) -> Result<Response<pb::GetLawCodeResponse>, Status> {
        let id = request.into_inner().id;
        if id.trim().is_empty() {
            return Err(invalid_argument("id", "a law code id is required"));
        }
        match self.catalogue.get(&id) {
            Some(code) => Ok(Response::new(pb::GetLawCodeResponse {
                law_code: Some(convert::law_code(code, true)),
            })),
            None => Err(Status::not_found(format!(
                "no law code `{id}`; known codes: {}",
                self.catalogue.ids().join(", ")
            ))),
        }
    }
}
