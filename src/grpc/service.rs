//! The ArbiterService handlers.

use std::sync::Arc;

use tonic::{Request, Response, Status};

use super::answered::Answered;
use super::auth::Caller;
use super::convert;
use super::error::invalid_argument;
use super::pb;
use super::pb::arbiter_service_server::ArbiterService;
use super::{SharedLedger, SharedTables, page, rulings};
use crate::config::Limits;
use crate::law::Catalogue;
use tokio::sync::Semaphore;

/// The service's shared state: everything a handler reads, nothing it mutates.
#[derive(Clone)]
pub struct Arbiter {
    catalogue: Arc<Catalogue>,
    ledger: SharedLedger,
    limits: Limits,
    /// One permit per search allowed to run at once.
    searches: Arc<Semaphore>,
    /// Endgame tables, once loaded.
    tables: SharedTables,
    /// Rulings already logged, by question, so a repeated question skips the database.
    answered: Arc<Answered>,
}

impl Arbiter {
    pub fn new(catalogue: Catalogue, ledger: SharedLedger, limits: Limits) -> Arbiter {
        Arbiter {
            catalogue: Arc::new(catalogue),
            ledger,
            searches: Arc::new(Semaphore::new(limits.max_concurrent_searches)),
            limits,
            tables: SharedTables::default(),
            answered: Arc::default(),
        }
    }

    /// This service, answering from `tables` once they are loaded.
    pub fn with_tables(mut self, tables: SharedTables) -> Arbiter {
        self.tables = tables;
        self
    }
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

    async fn review_game(
        &self,
        request: Request<pb::ReviewGameRequest>,
    ) -> Result<Response<pb::ReviewGameResponse>, Status> {
        rulings::review(request.get_ref(), &self.catalogue, &self.limits).map(Response::new)
    }

    async fn rule(
        &self,
        request: Request<pb::RuleRequest>,
    ) -> Result<Response<pb::RuleResponse>, Status> {
        // A ruling that cannot be logged is never given: no ledger, no ruling.
        let ledger = self.ledger.get().map_err(Status::from)?;
        rulings::rule(
            request.get_ref(),
            &self.catalogue,
            &self.limits,
            ledger,
            &Caller::of(&request),
            self.tables.get().as_deref(),
            &self.answered,
        )
        .await
        .map(Response::new)
    }

    async fn get_ruling(
        &self,
        request: Request<pb::GetRulingRequest>,
    ) -> Result<Response<pb::GetRulingResponse>, Status> {
        let ledger = self.ledger.get().map_err(Status::from)?;
        rulings::get(request.get_ref().sequence, ledger, &Caller::of(&request))
            .await
            .map(Response::new)
    }

    async fn list_rulings(
        &self,
        request: Request<pb::ListRulingsRequest>,
    ) -> Result<Response<pb::ListRulingsResponse>, Status> {
        let ledger = self.ledger.get().map_err(Status::from)?;
        rulings::list(request.get_ref(), ledger, &Caller::of(&request))
            .await
            .map(Response::new)
    }

    async fn export_game(
        &self,
        request: Request<pb::ExportGameRequest>,
    ) -> Result<Response<pb::ExportGameResponse>, Status> {
        let ledger = self.ledger.get().map_err(Status::from)?;
        super::export::export(
            request.get_ref(),
            ledger,
            &Caller::of(&request),
            &self.catalogue,
        )
        .await
        .map(Response::new)
    }

    async fn confirm_mate(
        &self,
        request: Request<pb::ConfirmMateRequest>,
    ) -> Result<Response<pb::ConfirmMateResponse>, Status> {
        let deadline = rulings::grpc_timeout(request.metadata());
        let ledger = self.ledger.get().map_err(Status::from)?;
        rulings::confirm_mate(
            request.get_ref(),
            deadline,
            &self.catalogue,
            &self.limits,
            &self.searches,
            ledger,
            &Caller::of(&request),
            self.tables.get(),
            &self.answered,
        )
        .await
        .map(Response::new)
    }

    async fn render_ruling(
        &self,
        request: Request<pb::RenderRulingRequest>,
    ) -> Result<Response<pb::RenderRulingResponse>, Status> {
        let ledger = self.ledger.get().map_err(Status::from)?;
        page::render_ruling(
            request.get_ref(),
            &self.catalogue,
            ledger,
            &Caller::of(&request),
        )
        .await
        .map(Response::new)
    }
}
