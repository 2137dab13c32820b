//! Compiles the API contract under `proto/` with protox (a protobuf compiler in pure Rust), so a
//! machine with only the Rust toolchain can build Tertius: no system `protoc` is needed.

use std::{env, fs, path::PathBuf};

use prost::Message;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let protos = [
        "proto/tertius/v1/arbiter.proto",
        "proto/tertius/v1/ledger.proto",
    ];
    println!("cargo:rerun-if-changed=proto");

    let fds = protox::compile(protos, ["proto"])?;

    // `compile_fds` generates code but writes no descriptor set; server reflection needs one, so
    // the set protox produced is written out beside the generated code.
    let out_dir = PathBuf::from(env::var("OUT_DIR")?);
    fs::write(out_dir.join("tertius_descriptor.bin"), fds.encode_to_vec())?;

    embed_law_codes(&out_dir)?;

    tonic_prost_build::configure()
        .build_client(true)
        .build_server(true)
        .compile_fds(fds)?;
    Ok(())
}

/// Embeds every `src/law/codes/*.toml` in the binary, so that adding a code is adding a file: no
/// list in the source names the codes.
fn embed_law_codes(out_dir: &std::path::Path) -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo:rerun-if-changed=src/law/codes");
    let dir = PathBuf::from(env::var("CARGO_MANIFEST_DIR")?).join("src/law/codes");
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)?
        .map(|entry| entry.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    files.retain(|p| p.extension().is_some_and(|e| e == "toml"));
    files.sort();
    let mut src = String::from("&[\n");
    for path in files {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .ok_or("law code file name is not UTF-8")?;
        src.push_str(&format!(
            "    ({name:?}, include_str!({path:?})),\n",
            path = path.display().to_string()
        ));
    }
    src.push_str("]\n");
    fs::write(out_dir.join("law_codes.rs"), src)?;
    Ok(())
}
