# syntax=docker/dockerfile:1
#
# Tertius container image: `docker build -t tertius .`
#
# Two stages: a Rust build stage and a distroless runtime (glibc + libgcc, no shell, no package
# manager, user 65532). The build context is not copied wholesale (there is no .dockerignore and
# target/ is large): only the paths the build reads are copied, by name.

# The toolchain CI builds with (rust-version in Cargo.toml is only the floor). Debian bookworm, to
# match the glibc of the distroless debian12 runtime below.
FROM rust:1.95.0-bookworm AS build
WORKDIR /app

# 1. Dependencies, in a layer of their own that only Cargo.toml, Cargo.lock, build.rs and its
#    inputs invalidate. build.rs compiles proto/ (protox, pure Rust: no protoc needed) and embeds
#    every src/law/codes/*.toml, so both are real here; the crate's own sources are stubs, and the
#    benches that Cargo.toml declares (`[[bench]] ledger`, `wal`, `service`) get empty files so
#    the manifest parses.
COPY Cargo.toml Cargo.lock build.rs ./
COPY proto ./proto
COPY src/law/codes ./src/law/codes
RUN --mount=type=cache,id=tertius-cargo-registry,target=/usr/local/cargo/registry \
    --mount=type=cache,id=tertius-cargo-git,target=/usr/local/cargo/git \
    mkdir -p benches \
    && echo 'fn main() {}' > src/main.rs \
    && : > src/lib.rs \
    && echo 'fn main() {}' > benches/ledger.rs \
    && echo 'fn main() {}' > benches/wal.rs \
    && echo 'fn main() {}' > benches/service.rs \
    && cargo build --locked --release --bin tertius

# 2. The crate itself. COPY keeps the context's timestamps, which may be older than the stubs, so
#    the real entry points are touched to make cargo rebuild the crate (dependencies stay cached).
#    migrations/ is embedded by sqlx::migrate!.
COPY src ./src
COPY migrations ./migrations
COPY benches ./benches
RUN --mount=type=cache,id=tertius-cargo-registry,target=/usr/local/cargo/registry \
    --mount=type=cache,id=tertius-cargo-git,target=/usr/local/cargo/git \
    touch src/main.rs src/lib.rs \
    && cargo build --locked --release --bin tertius \
    && install -D -m 0755 target/release/tertius /out/tertius \
    && install -d /out/data /out/tables

# Runtime: distroless "cc" (glibc, libgcc, CA certificates), as the nonroot user 65532.
# `nonroot` is a moving tag; pin it by digest for reproducible builds, e.g.
#   FROM gcr.io/distroless/cc-debian12:nonroot@sha256:<digest from `crane digest ...`>
FROM gcr.io/distroless/cc-debian12:nonroot
COPY --from=build /out/tertius /usr/local/bin/tertius
# /data belongs to 65532, so a named volume mounted there (`-v tertius-data:/data`) starts out
# writable by the server: Docker copies the directory's ownership into an empty named volume.
COPY --from=build --chown=65532:65532 /out/data /data
# Endgame tables: `tertius tables build` writes there and `serve` reads there (both through
# TERTIUS_TABLES_DIR); mount a volume to keep them, e.g. `-v tertius-tables:/tables`, and fill it
# once with `docker run --rm -v tertius-tables:/tables IMAGE tables build` (1.9 GiB, minutes).
COPY --from=build --chown=65532:65532 /out/tables /tables
USER 65532:65532
WORKDIR /data
# The SQLite default (`sqlite:tertius.db`) is relative; make it absolute, on the /data volume.
# Subcommands that open the database (`tertius keys create`, `tertius ledger ...`) read the same
# variable, so they find the server's database when run with the same volume.
ENV TERTIUS_DATABASE_URL=sqlite:/data/tertius.db \
    TERTIUS_TABLES_DIR=/tables
# 50051: gRPC (ArbiterService, health, reflection). 9090: Prometheus metrics (/metrics).
EXPOSE 50051 9090
ENTRYPOINT ["/usr/local/bin/tertius"]
# Listening on [::] (not loopback), the server requires API keys (TERTIUS_AUTH defaults to keys).
CMD ["serve", "--listen", "[::]:50051", "--metrics-listen", "[::]:9090"]
