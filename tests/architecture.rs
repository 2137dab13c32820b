//! The architecture's invariants, enforced: the pure core never imports an edge crate, never
//! reads a clock and never draws a random number; only `grpc` knows protobuf; only `ledger`
//! knows SQL.

use std::fs;
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    if let Ok(entries) = fs::read_dir(dir) {
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                out.extend(rust_files(&path));
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    out
}

fn offences(module: &str, forbidden: &[&str]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src")
        .join(module);
    let mut found = Vec::new();
    for file in rust_files(&root) {
        let text = fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for word in forbidden {
                if code.contains(word) {
                    found.push(format!("{}:{}: `{word}`", file.display(), n + 1));
                }
            }
        }
    }
    found
}

const EDGE: [&str; 10] = [
    "tokio",
    "sqlx",
    "tonic",
    "prost",
    "tracing",
    "opentelemetry",
    "tower",
    "std::time::Instant",
    "SystemTime",
    "std::fs",
];

#[test]
fn the_pure_core_imports_no_edge_crate_and_reads_no_clock() {
    for module in ["chess", "search", "law", "arbiter"] {
        let found = offences(module, &EDGE);
        assert!(
            found.is_empty(),
            "the pure core reaches the edge:\n{}",
            found.join("\n")
        );
    }
}

#[test]
fn only_grpc_knows_protobuf_and_only_ledger_knows_sql() {
    for module in ["chess", "search", "law", "arbiter", "ledger"] {
        let found = offences(module, &["tonic::", "prost::", "crate::grpc"]);
        assert!(
            found.is_empty(),
            "protobuf outside grpc:\n{}",
            found.join("\n")
        );
    }
    for module in ["chess", "search", "law", "arbiter", "grpc"] {
        let found = offences(module, &["sqlx"]);
        assert!(
            found.is_empty(),
            "SQL outside ledger:\n{}",
            found.join("\n")
        );
    }
}
