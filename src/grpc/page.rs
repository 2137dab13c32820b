//! RenderRuling: a logged ruling as the page an arbiter prints. The page is drawn by `render`
//! (pure) from the ledger entry alone: the ruling, the record it was given on, and where it
//! stands in the log.

use tonic::Status;

use super::auth::Caller;
use super::error::{ApiError, invalid_argument};
use super::pb;
use crate::arbiter::{self, LoggedDecision};
use crate::law::Catalogue;
use crate::ledger::{Ledger, to_hex};
use crate::render::{self, Logged, RulingPage};

/// The media type of a ruling page.
pub const CONTENT_TYPE: &str = "text/html; charset=utf-8";

/// RenderRuling.
pub async fn render_ruling(
    request: &pb::RenderRulingRequest,
    catalogue: &Catalogue,
    ledger: &Ledger,
    caller: &Caller,
) -> Result<pb::RenderRulingResponse, Status> {
    let seq = request.sequence;
    // Sequences are stored as signed 64-bit integers: a larger one can never name an entry.
    if i64::try_from(seq).is_err() {
        return Err(invalid_argument(
            "sequence",
            format!("{seq} is beyond any ledger sequence (at most {})", i64::MAX),
        ));
    }
    let entry = ledger
        .get(seq)
        .await
        .map_err(|e| Status::from(ApiError::from(e)))?
        .filter(|e| caller.sees(&e.tournament))
        .ok_or_else(|| Status::not_found(format!("no ruling {seq}")))?;
    let logged = arbiter::decode_entry(&entry.bytes)
        .map_err(|e| Status::data_loss(format!("ledger entry {seq} cannot be read: {e}")))?;
    let LoggedDecision::Ruling(ruling) = &logged.decision else {
        return Err(Status::not_found(format!(
            "ledger entry {seq} is a mate verdict, not a ruling: it has no ruling page"
        )));
    };
    let head = ledger
        .head()
        .await
        .map_err(|e| Status::from(ApiError::from(e)))?;
    let html = render::ruling_page(&RulingPage {
        ruling,
        record: logged.record.as_ref(),
        catalogue,
        logged: Some(Logged {
            sequence: seq,
            leaf_hash: to_hex(&entry.leaf_hash()),
            record_digest: logged.record_digest.clone(),
            server_version: logged.server_version.clone(),
            received_at_ms: logged.received_at_ms,
            head: Some((head.size, to_hex(&head.root))),
        }),
    });
    Ok(pb::RenderRulingResponse {
        html,
        content_type: CONTENT_TYPE.to_owned(),
    })
}
