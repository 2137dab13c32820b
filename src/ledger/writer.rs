//! Group commit: one writer task per `Ledger` turns every append waiting in its queue into one
//! transaction, so N concurrent appenders pay for far fewer than N fsyncs.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use tokio::sync::{mpsc, oneshot};

use super::entry::{AppendOutcome, NewEntry, Refusal};
use super::store::{Outcome, Store, StoreError};

/// Most appends one transaction takes; bounds its size and the latency of its first request.
pub const MAX_BATCH: usize = 256;

/// Yields to the callers of a finished batch before the next is taken (see `run`).
const YIELDS: usize = 4;

/// How many appends may wait for the writer before `append` itself waits (backpressure).
pub const QUEUE: usize = 4096;

#[derive(Debug, thiserror::Error)]
pub enum AppendError {
    /// The batch transaction failed; nothing of the batch was written.
    #[error("the ledger could not commit the append: {0}")]
    Store(#[source] Arc<StoreError>),
    #[error("the ledger writer has stopped")]
    WriterStopped,
    /// The append was refused (a stale guard, a reused request id); nothing was written.
    #[error("the append was refused: {0:?}")]
    Refused(Refusal),
}

pub(crate) struct Request {
    pub entry: NewEntry,
    pub reply: oneshot::Sender<Result<AppendOutcome, AppendError>>,
}

/// Told the size of every batch the writer commits (for a metrics histogram).
pub type BatchObserver = Box<dyn Fn(usize) + Send + Sync>;

/// Counters of the writer, for tests, metrics and the benchmark.
#[derive(Default)]
pub(crate) struct Counters {
    pub requests: AtomicU64,
    pub batches: AtomicU64,
    pub observer: std::sync::OnceLock<BatchObserver>,
}

pub(crate) async fn run(
    store: Arc<dyn Store>,
    mut queue: mpsc::Receiver<Request>,
    counters: Arc<Counters>,
) {
    let mut waiting = Vec::with_capacity(MAX_BATCH);
    // `recv_many` waits for at least one request, then takes whatever else is already queued:
    // the batch is exactly the appends that arrived while the previous transaction was running.
    let mut last_batch = 0;
    loop {
        // After a batch of several appends, their callers usually append again at once. Their
        // tasks were just woken on this thread by the replies; yielding lets them queue their
        // next appends before the next batch is taken, so the batch holds them all rather than
        // about half (the rest would otherwise wait a whole commit). A lone appender is never
        // delayed.
        if last_batch > 1 {
            for _ in 0..YIELDS {
                tokio::task::yield_now().await;
            }
        }
        if queue.recv_many(&mut waiting, MAX_BATCH).await == 0 {
            break;
        }
        last_batch = waiting.len();
        let (entries, replies): (Vec<NewEntry>, Vec<_>) =
            waiting.drain(..).map(|r| (r.entry, r.reply)).unzip();
        counters
            .requests
            .fetch_add(entries.len() as u64, Ordering::Relaxed);
        counters.batches.fetch_add(1, Ordering::Relaxed);
        if let Some(observe) = counters.observer.get() {
            observe(entries.len());
        }
        match store.append_batch(&entries).await {
            Ok(outcomes) => answer(outcomes, replies),
            Err(e) if entries.len() > 1 => {
                // One bad request must not fail the appends that happened to share its batch:
                // redo them one by one, so each caller gets its own answer.
                tracing::warn!(backend = store.backend(), error = %e, appends = entries.len(),
                    "ledger batch failed, retrying its appends one by one");
                for (entry, reply) in entries.iter().zip(replies) {
                    counters.batches.fetch_add(1, Ordering::Relaxed);
                    match store.append_batch(std::slice::from_ref(entry)).await {
                        Ok(outcomes) => answer(outcomes, vec![reply]),
                        Err(e) => {
                            let _ = reply.send(Err(AppendError::Store(Arc::new(e))));
                        }
                    }
                }
            }
            Err(e) => {
                tracing::warn!(backend = store.backend(), error = %e, "ledger append failed");
                // A batch of one: its only caller gets the error.
                if let Some(reply) = replies.into_iter().next() {
                    let _ = reply.send(Err(AppendError::Store(Arc::new(e))));
                }
            }
        }
    }
}

/// Hands each caller its outcome. A send fails only when the caller stopped waiting; its entry
/// is committed anyway, and a retry gets it back as `Existing`.
fn answer(
    outcomes: Vec<Outcome>,
    replies: Vec<oneshot::Sender<Result<AppendOutcome, AppendError>>>,
) {
    if outcomes.len() != replies.len() {
        let err = Arc::new(StoreError::Corrupt(format!(
            "store answered {} outcomes for {} appends",
            outcomes.len(),
            replies.len()
        )));
        for reply in replies {
            let _ = reply.send(Err(AppendError::Store(err.clone())));
        }
        return;
    }
    for (reply, outcome) in replies.into_iter().zip(outcomes) {
        let _ = reply.send(outcome.map_err(AppendError::Refused));
    }
}
