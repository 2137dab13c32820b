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
    for module in ["chess", "search", "law", "arbiter", "render"] {
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
    for module in ["chess", "search", "law", "arbiter", "render", "ledger"] {
        let found = offences(module, &["tonic::", "prost::", "crate::grpc"]);
        assert!(
            found.is_empty(),
            "protobuf outside grpc:\n{}",
            found.join("\n")
        );
    }
    for module in ["chess", "search", "law", "arbiter", "render", "grpc"] {
        let found = offences(module, &["sqlx"]);
        assert!(
            found.is_empty(),
            "SQL outside ledger:\n{}",
            found.join("\n")
        );
    }
}

/// The law stays in the data (issue #19): no engine string names a code, by id or by name.
/// Comments and the unit tests at the foot of a file (`#[cfg(test)]`) may; the engine may not,
/// so that adding a code never needs an engine change and an analogy names what the data says.
#[test]
fn no_code_is_named_outside_the_law_data() {
    let catalogue = tertius::law::Catalogue::embedded().unwrap();
    let mut names: Vec<String> = Vec::new();
    for code in catalogue.codes() {
        names.push(code.id.to_lowercase());
        // The id without its year, as a hand might write it: "boys-own", "london".
        let stem = code
            .id
            .trim_end_matches(|c: char| c.is_ascii_digit())
            .trim_end_matches('-');
        if stem.len() >= 6 && stem != code.id {
            names.push(stem.to_lowercase());
        }
        names.push(code.short_title.to_lowercase());
        // The name a sentence would use: "Philidor", "London", "Acknowledged".
        let first = code.short_title.split_whitespace().next().unwrap_or("");
        let first = first.trim_end_matches("'s").to_lowercase();
        if first.len() >= 6 {
            names.push(first);
        }
    }
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let law = src.join("law");
    let mut found = Vec::new();
    for file in rust_files(&src) {
        // A file of unit tests (`mod tests;` in its own file) is tests.
        if file.starts_with(&law) || file.file_name().is_some_and(|n| n == "tests.rs") {
            continue;
        }
        let text = fs::read_to_string(&file).unwrap();
        let engine = text.split("#[cfg(test)]").next().unwrap_or("");
        for (n, line) in engine.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("").to_lowercase();
            for name in &names {
                if code.contains(name.as_str()) {
                    found.push(format!("{}:{}: `{name}`", file.display(), n + 1));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "codes named in the engine:\n{}",
        found.join("\n")
    );
}
