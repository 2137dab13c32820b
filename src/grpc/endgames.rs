//! The endgame tables the server answers from. They are read from `--tables-dir` on a blocking
//! thread after the listener is up: a full set is about 1.9 GiB, and neither startup nor
//! readiness waits for it. Until they are in, every call is answered without them (ConfirmMate
//! by search alone, a fifty-move ruling without the tables' verdict); once in, they never
//! change. The server reads what `tertius tables build` wrote and builds nothing itself: a
//! build takes minutes of both cores and gigabytes, a job for an operator, not for every pod.

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
use std::time::Instant;

use crate::search::tables::Tables;

/// The tables once loaded; none before (or without `--tables-dir`).
#[derive(Clone, Default)]
pub struct SharedTables(Arc<OnceLock<Arc<Tables>>>);

impl SharedTables {
    pub fn get(&self) -> Option<Arc<Tables>> {
        self.0.get().cloned()
    }

    pub fn set(&self, tables: Tables) {
        let _ = self.0.set(Arc::new(tables));
    }
}

/// Reads the tables of `dir` in the background into `shared`.
pub fn load_in_background(dir: PathBuf, shared: SharedTables) {
    tokio::task::spawn_blocking(move || {
        let start = Instant::now();
        match crate::cli::tables::load_dir(&dir) {
            Ok((tables, failed)) => {
                for e in &failed {
                    tracing::warn!(error = %e, "endgame table skipped");
                }
                let entries: usize = tables.iter().map(|t| t.entries()).sum();
                tracing::info!(
                    dir = %dir.display(),
                    tables = tables.len(),
                    mib = (entries * 2) >> 20,
                    seconds = start.elapsed().as_secs_f64(),
                    "endgame tables loaded"
                );
                if tables.is_empty() {
                    tracing::warn!(dir = %dir.display(), "no endgame tables there: `tertius tables build --dir` makes them");
                }
                shared.set(tables);
            }
            Err(e) => tracing::warn!(error = %e, "endgame tables not loaded"),
        }
    });
}
