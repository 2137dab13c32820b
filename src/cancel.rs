//! Cooperative cancellation and node budgets for long computations.
//!
//! The core never reads a clock: a wall-time limit is enforced by the caller
//! flipping a [`Cancel`] from another thread.

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// A shared flag; clones observe the same state.
#[derive(Clone, Default, Debug)]
pub struct Cancel(Arc<AtomicBool>);

impl Cancel {
    pub fn new() -> Cancel {
        Cancel::default()
    }

    pub fn cancel(&self) {
        // Relaxed suffices: the flag carries no data, and workers poll it.
        self.0.store(true, Ordering::Relaxed);
    }

    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// Limits a computation by work done rather than time, so results are
/// reproducible.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    pub max_nodes: Option<u64>,
}

impl Budget {
    pub const UNLIMITED: Budget = Budget { max_nodes: None };

    pub fn nodes(max_nodes: u64) -> Budget {
        Budget {
            max_nodes: Some(max_nodes),
        }
    }
}

/// Why a computation stopped before finishing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Interrupted {
    Cancelled,
    NodeBudget,
}

impl fmt::Display for Interrupted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Interrupted::Cancelled => "computation cancelled",
            Interrupted::NodeBudget => "node budget exhausted",
        })
    }
}

impl std::error::Error for Interrupted {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clones_share_the_flag() {
        let a = Cancel::new();
        let b = a.clone();
        assert!(!b.is_cancelled());
        a.cancel();
        assert!(b.is_cancelled());
    }
}
