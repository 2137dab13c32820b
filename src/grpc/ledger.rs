//! The LedgerService handlers: read-only views of the decision log and its proofs.
//!
//! The server starts listening before the database is open (so health checks answer while
//! migrations run), so the service holds a `SharedLedger` that is filled in once the ledger is
//! open; until then every call is UNAVAILABLE.

use std::sync::Arc;

use tokio::sync::OnceCell;
use tonic::{Request, Response, Status};

use super::auth::Caller;
use super::error::ApiError;
use super::pb;
use super::pb::ledger_service_server::LedgerService;
use crate::ledger::{Entry, Hash, Ledger, TreeHead, to_hex};

/// A ledger handle that exists from server start and is filled in once the database is open.
/// Clones share the slot.
#[derive(Clone, Default)]
pub struct SharedLedger(Arc<OnceCell<Ledger>>);

impl SharedLedger {
    /// Publishes the open ledger to every clone. A second call is ignored: the server opens its
    /// ledger once.
    pub fn set(&self, ledger: Ledger) {
        let _ = self.0.set(ledger);
    }

    /// The ledger, or UNAVAILABLE while it is still being opened.
    pub fn get(&self) -> Result<&Ledger, ApiError> {
        self.0.get().ok_or(ApiError::NotReady("the ledger"))
    }
}

/// The LedgerService implementation.
#[derive(Clone)]
pub struct LedgerApi {
    ledger: SharedLedger,
}

impl LedgerApi {
    pub fn new(ledger: SharedLedger) -> LedgerApi {
        LedgerApi { ledger }
    }

    async fn head(&self) -> Result<pb::GetLedgerHeadResponse, ApiError> {
        let head = self.ledger.get()?.head().await?;
        Ok(pb::GetLedgerHeadResponse {
            head: Some(tree_head(&head)),
        })
    }

    async fn entry(
        &self,
        req: pb::GetEntryRequest,
        caller: &Caller,
    ) -> Result<pb::GetEntryResponse, ApiError> {
        // Another tournament's entry is as absent as one that was never logged.
        match self.ledger.get()?.get(req.seq).await? {
            Some(entry) if caller.sees(&entry.tournament) => Ok(pb::GetEntryResponse {
                entry: Some(ledger_entry(entry)),
            }),
            _ => Err(ApiError::NotFound(format!("no ledger entry {}", req.seq))),
        }
    }

    async fn inclusion(
        &self,
        req: pb::GetInclusionProofRequest,
        caller: &Caller,
    ) -> Result<pb::GetInclusionProofResponse, ApiError> {
        let ledger = self.ledger.get()?;
        let head = ledger.head().await?;
        // Another tournament's entry is as absent as one that was never logged: the same
        // answer, whatever sizes are asked for.
        let entry = match ledger.get(req.seq).await? {
            Some(entry) if caller.sees(&entry.tournament) => Some(entry),
            Some(_) => return Err(ApiError::NotFound(format!("no ledger entry {}", req.seq))),
            None => None,
        };
        let tree_size = if req.tree_size == 0 {
            // "The current head": an entry the log does not hold yet is simply not there.
            if req.seq >= head.size || entry.is_none() {
                return Err(ApiError::NotFound(format!("no ledger entry {}", req.seq)));
            }
            head.size
        } else {
            if req.seq >= req.tree_size {
                return Err(ApiError::invalid_argument(
                    "seq",
                    format!(
                        "entry {} is not in a log of {} entries; `seq` must be below `tree_size`",
                        req.seq, req.tree_size
                    ),
                ));
            }
            req.tree_size
        };
        beyond_head("tree_size", tree_size, &head)?;
        let audit_path = ledger.inclusion_proof(req.seq, tree_size).await?;
        let root = root_at(ledger, tree_size, &head).await?;
        let leaf_hash = match entry {
            Some(entry) => entry.leaf_hash().to_vec(),
            // The head says it is there; gone means the log was damaged.
            None => {
                return Err(ApiError::Store(crate::ledger::StoreError::Corrupt(
                    format!("entry {} is missing below the head", req.seq),
                )));
            }
        };
        Ok(pb::GetInclusionProofResponse {
            leaf_index: req.seq,
            tree_size,
            audit_path_hex: audit_path.iter().map(to_hex).collect(),
            audit_path: audit_path.iter().map(|h| h.to_vec()).collect(),
            root: root.to_vec(),
            root_hex: to_hex(&root),
            leaf_hash,
        })
    }

    async fn consistency(
        &self,
        req: pb::GetConsistencyProofRequest,
    ) -> Result<pb::GetConsistencyProofResponse, ApiError> {
        let ledger = self.ledger.get()?;
        let head = ledger.head().await?;
        let new_size = if req.new_size == 0 {
            head.size
        } else {
            req.new_size
        };
        if req.old_size > new_size {
            return Err(ApiError::invalid_argument(
                "old_size",
                format!(
                    "a log of {} entries cannot be a prefix of one of {new_size}; `old_size` must \
                     not exceed `new_size`",
                    req.old_size
                ),
            ));
        }
        beyond_head("new_size", new_size, &head)?;
        let proof = ledger.consistency_proof(req.old_size, new_size).await?;
        let old_root = root_at(ledger, req.old_size, &head).await?;
        let new_root = root_at(ledger, new_size, &head).await?;
        Ok(pb::GetConsistencyProofResponse {
            old_head: Some(tree_head(&TreeHead {
                size: req.old_size,
                root: old_root,
            })),
            new_head: Some(tree_head(&TreeHead {
                size: new_size,
                root: new_root,
            })),
            proof_hex: proof.iter().map(to_hex).collect(),
            proof: proof.iter().map(|h| h.to_vec()).collect(),
        })
    }
}

/// OUT_OF_RANGE for a size the log has not reached yet, naming the field and the current size so
/// the caller knows what to wait for.
fn beyond_head(field: &str, size: u64, head: &TreeHead) -> Result<(), ApiError> {
    if size > head.size {
        return Err(ApiError::OutOfRange(format!(
            "`{field}` {size} is beyond the current head: the log holds {} entries",
            head.size
        )));
    }
    Ok(())
}

/// The root of the log at `size`, which must not exceed `head.size`. Every size the log has
/// passed through has a stored head; a missing one means the log was damaged.
async fn root_at(ledger: &Ledger, size: u64, head: &TreeHead) -> Result<Hash, ApiError> {
    if size == head.size {
        return Ok(head.root);
    }
    match ledger.head_at(size).await? {
        Some(h) => Ok(h.root),
        None => Err(ApiError::Store(crate::ledger::StoreError::Corrupt(
            format!("no stored tree head for size {size}"),
        ))),
    }
}

fn tree_head(head: &TreeHead) -> pb::TreeHead {
    pb::TreeHead {
        size: head.size,
        root: head.root.to_vec(),
        root_hex: to_hex(&head.root),
    }
}

fn ledger_entry(entry: Entry) -> pb::LedgerEntry {
    let leaf_hash = entry.leaf_hash();
    pb::LedgerEntry {
        seq: entry.seq,
        leaf_hash: leaf_hash.to_vec(),
        leaf_hash_hex: to_hex(&leaf_hash),
        game_id: entry.game_id,
        received_at: Some(super::rulings::timestamp(entry.received_at_ms)),
        data: entry.bytes,
    }
}

#[tonic::async_trait]
impl LedgerService for LedgerApi {
    async fn get_ledger_head(
        &self,
        _request: Request<pb::GetLedgerHeadRequest>,
    ) -> Result<Response<pb::GetLedgerHeadResponse>, Status> {
        Ok(Response::new(self.head().await?))
    }

    async fn get_entry(
        &self,
        request: Request<pb::GetEntryRequest>,
    ) -> Result<Response<pb::GetEntryResponse>, Status> {
        let caller = Caller::of(&request);
        Ok(Response::new(
            self.entry(request.into_inner(), &caller).await?,
        ))
    }

    async fn get_inclusion_proof(
        &self,
        request: Request<pb::GetInclusionProofRequest>,
    ) -> Result<Response<pb::GetInclusionProofResponse>, Status> {
        let caller = Caller::of(&request);
        Ok(Response::new(
            self.inclusion(request.into_inner(), &caller).await?,
        ))
    }

    async fn get_consistency_proof(
        &self,
        request: Request<pb::GetConsistencyProofRequest>,
    ) -> Result<Response<pb::GetConsistencyProofResponse>, Status> {
        Ok(Response::new(self.consistency(request.into_inner()).await?))
    }
}
