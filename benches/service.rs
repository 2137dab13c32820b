//! The service's calls side by side in one run, each against the ceiling of its own stack.
//!
//!     cargo bench --bench service [-- SECONDS-PER-MEASUREMENT [ROUNDS]]
//!     TERTIUS_BENCH_ONLY="Rule repeated" cargo bench --bench service -- 20 1   (one call, to profile)
//!     TERTIUS_BENCH_WRAP="valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.out" \
//!         TERTIUS_BENCH_ONLY="ReviewGame, 300" cargo bench --bench service -- 20 1   (the profile)
//!     TERTIUS_BENCH_WRAP="perf record -F 2000 -e cpu-clock -o /tmp/perf.data" ...   (time, on a
//!         VM without hardware counters: the server's own SHA-NI and kernel time included)
//!
//! Starts the release `tertius serve` (SQLite in a scratch directory, its log written to a file
//! as an operator would keep it) and, beside it, a bare tonic server with only the health
//! service (this executable run again as `TERTIUS_BENCH_BARE=1`). Then, round after round, it
//! measures each call with 50 in flight (5 HTTP/2 connections of 10 streams) from a raw h2
//! client with every request body encoded beforehand, so the client costs little: the health
//! checks, `ReviewGame` and a repeated `Rule` on records of 4, 60 and 300 plies, `Rule` with a
//! new game on every call (each one an append) on SQLite and, when `TEST_DATABASE_URL` names a
//! server, on PostgreSQL, `GetRuling`, and `ConfirmMate` on a mate in 2. For each it prints
//! requests/s, p50 and p99 latency, the server's CPU per call (from the kernel's accounting of
//! the process) and the ratio of its throughput to the health check's, median of the rounds.
//! Each measurement starts once the machine is quiet (under 10% busy over a quarter second, or
//! after five seconds at most), so background work one call leaves is not charged to the next.
//!
//! Targets (issue #21): `ReviewGame` and repeated `Rule` on 60 plies at ≥ 50% of the health
//! check's throughput with p99 < 10 ms; on 300 plies ≥ 25%; new-record `Rule` ≥ 5,000/s with
//! p99 < 20 ms on both backends; the health check's CPU per call within 2× the bare server's.

#![allow(
    clippy::expect_used,
    clippy::unwrap_used,
    clippy::panic,
    reason = "a benchmark stops at the first failure"
)]

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use bytes::Bytes;
use prost::Message;
use tertius::chess::san::SanPlus;
use tertius::chess::{MoveRules, Position};
use tertius::grpc::pb;

// The server's own allocator, so the bare tonic server (this executable) differs from it only
// in what the service adds.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const CONNECTIONS: usize = 5;
const STREAMS: usize = 10;

/// A call to measure: its path and the request bodies it cycles through (one, or one per call).
struct Call {
    name: String,
    path: &'static str,
    bodies: Arc<Vec<Bytes>>,
    /// Which server answers: the service, its PostgreSQL twin, or the bare tonic server.
    target: Target,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Target {
    Service,
    Postgres,
    Bare,
}

#[derive(Clone, Copy)]
struct Measured {
    per_sec: f64,
    p50: Duration,
    p99: Duration,
    cpu_per_call: Duration,
}

fn frame(message: &impl Message) -> Bytes {
    let body = message.encode_to_vec();
    let mut framed = Vec::with_capacity(5 + body.len());
    framed.push(0);
    framed.extend_from_slice(&(body.len() as u32).to_be_bytes());
    framed.extend_from_slice(&body);
    Bytes::from(framed)
}

/// A game of `plies` lawful moves from the standard array, the same every run, that never ends
/// early (no move that mates or stalemates), as PGN movetext.
fn movetext(plies: usize) -> String {
    let mut position = Position::new(&MoveRules::default());
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    let mut text = String::new();
    for ply in 0..plies {
        let moves = position.legal_moves();
        let playable: Vec<_> = moves
            .iter()
            .filter(|m| {
                let after = position.after(**m);
                after.has_legal_move()
            })
            .collect();
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let m = *playable[(state % playable.len() as u64) as usize];
        if ply % 2 == 0 {
            text.push_str(&format!("{}. ", ply / 2 + 1));
        }
        text.push_str(&SanPlus::from_move(&position, &m).to_string());
        text.push(' ');
        position.play_unchecked(m);
    }
    text
}

/// A record of `plies` moves ending with a false move by the player to move: a dispute to rule.
fn disputed_pgn(plies: usize) -> String {
    let text = movetext(plies);
    // Whoever is to move lifts a man (a king, if nothing else is left) three squares or more to
    // a free square it cannot reach: never a castling, always a false move.
    let position = replayed(&text);
    let us = position.turn();
    let board = position.board();
    let (from, to) = board
        .by_color(us)
        .into_iter()
        .flat_map(|from| tertius::chess::Square::all().map(move |to| (from, to)))
        .find(|&(from, to)| {
            board.piece_at(to).is_none()
                && from.distance(to) >= 3
                && !position
                    .legal_moves()
                    .iter()
                    .any(|m| m.from == from && m.to == to)
        })
        .expect("a false move to make");
    format!("[Code \"london-1847\"]\n{text}{{[%move {from}{to}]}}")
}

fn replayed(text: &str) -> Position {
    let catalogue = tertius::law::Catalogue::embedded().unwrap();
    let record =
        tertius::arbiter::parse_pgn(&format!("[Code \"london-1847\"]\n{text}"), &catalogue)
            .expect("the bench's own game reads");
    let code = catalogue.get(&record.code).unwrap();
    tertius::arbiter::replay(&record, code).unwrap().position
}

fn rule_request(game: &str, pgn: &str) -> pb::RuleRequest {
    pb::RuleRequest {
        record: Some(pb::GameRecord::from_pgn(game, pgn)),
        dispute: Some(pb::Dispute {
            kind: pb::DisputeKind::FalseMove as i32,
            claimant: pb::Color::Black as i32,
            event_index: None,
        }),
        request_id: String::new(),
    }
}

fn calls(seconds: f64, postgres: bool) -> Vec<Call> {
    let one = |name: &str, path, message: Bytes, target| Call {
        name: name.to_owned(),
        path,
        bodies: Arc::new(vec![message]),
        target,
    };
    let health = frame(&HealthCheckRequest {
        service: String::new(),
    });
    let mut calls = vec![
        one(
            "Health/Check, bare tonic",
            HEALTH,
            health.clone(),
            Target::Bare,
        ),
        one("Health/Check", HEALTH, health, Target::Service),
    ];
    for plies in [4, 60, 300] {
        let pgn = disputed_pgn(plies);
        calls.push(one(
            &format!("ReviewGame, {plies} plies"),
            "/tertius.v1.ArbiterService/ReviewGame",
            frame(&pb::ReviewGameRequest {
                record: Some(pb::GameRecord::from_pgn("bench-review", &pgn)),
            }),
            Target::Service,
        ));
        calls.push(one(
            &format!("Rule repeated, {plies} plies"),
            RULE,
            frame(&rule_request(&format!("bench-repeat-{plies}"), &pgn)),
            Target::Service,
        ));
        if plies > 4 {
            // The same question in other words each call: the server remembers the last 1024
            // requests it answered byte for byte, so this one is read and replayed every time.
            let game = format!("bench-repeat-{plies}");
            calls.push(Call {
                name: format!("Rule repeated, {plies} plies, reworded"),
                path: RULE,
                bodies: Arc::new(
                    (0..4096)
                        .map(|i| {
                            let reworded = pgn.replacen("]\n", &format!("]\n{{copy {i}}} "), 1);
                            frame(&rule_request(&game, &reworded))
                        })
                        .collect(),
                ),
                target: Target::Service,
            });
        }
    }
    // Enough distinct games for the longest measurement at well above the target rate.
    let fresh = (seconds * 20_000.0) as usize;
    let pgn = disputed_pgn(4);
    let mut backends = vec![("SQLite", Target::Service)];
    if postgres {
        backends.push(("PostgreSQL", Target::Postgres));
    }
    for (backend, target) in backends {
        calls.push(Call {
            name: format!("Rule new game, {backend}"),
            path: RULE,
            bodies: Arc::new(
                (0..fresh)
                    .map(|i| {
                        frame(&rule_request(
                            &format!("bench-new-{}-{i}", std::process::id()),
                            &pgn,
                        ))
                    })
                    .collect(),
            ),
            target,
        });
    }
    calls.push(one(
        "GetRuling",
        "/tertius.v1.ArbiterService/GetRuling",
        frame(&pb::GetRulingRequest { sequence: 0 }),
        Target::Service,
    ));
    calls.push(one(
        "ConfirmMate, mate in 2 (logged)",
        "/tertius.v1.ArbiterService/ConfirmMate",
        frame(&pb::ConfirmMateRequest {
            record: Some(pb::GameRecord::from_pgn(
                "bench-mate",
                // Mate in 2 and not in 1: 1. Kg6 Kg8 2. Ra8#.
                "[Code \"london-1847\"]\n[FEN \"7k/8/5K2/8/8/8/8/R7 w - - 0 1\"]\n",
            )),
            moves: 2,
            max_nodes: 0,
        }),
        Target::Service,
    ));
    calls
}

const HEALTH: &str = "/grpc.health.v1.Health/Check";
const RULE: &str = "/tertius.v1.ArbiterService/Rule";

/// grpc.health.v1.HealthCheckRequest, encoded by hand: the bench must not need the health
/// crate's generated types to build a request.
#[derive(Clone, PartialEq, prost::Message)]
struct HealthCheckRequest {
    #[prost(string, tag = "1")]
    service: String,
}

/// The server's user and system CPU so far, from /proc.
fn cpu(pid: u32) -> Duration {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).expect("/proc/PID/stat");
    // Fields after the command name, which is in parentheses and may hold spaces.
    let rest = &stat[stat.rfind(')').expect("stat") + 2..];
    let fields: Vec<&str> = rest.split(' ').collect();
    let ticks: u64 = fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap();
    Duration::from_nanos(ticks * 1_000_000_000 / clock_ticks())
}

/// The machine's busy and total CPU time so far, in clock ticks (/proc/stat's first line).
fn machine_ticks() -> (u64, u64) {
    let stat = std::fs::read_to_string("/proc/stat").expect("/proc/stat");
    let ticks: Vec<u64> = stat
        .lines()
        .next()
        .expect("a cpu line")
        .split_whitespace()
        .skip(1)
        .filter_map(|t| t.parse().ok())
        .collect();
    let total: u64 = ticks.iter().sum();
    // idle and iowait
    let idle = ticks.get(3).copied().unwrap_or(0) + ticks.get(4).copied().unwrap_or(0);
    (total - idle, total)
}

/// Waits, at most five seconds, for the machine to go quiet: what one measurement leaves
/// running (SQLite's background checkpoint after thousands of appends, PostgreSQL's writers)
/// would otherwise be charged to the next.
async fn settle() {
    let give_up = Instant::now() + Duration::from_secs(5);
    loop {
        let (busy, total) = machine_ticks();
        tokio::time::sleep(Duration::from_millis(250)).await;
        let (busy2, total2) = machine_ticks();
        let share = (busy2 - busy) as f64 / (total2 - total).max(1) as f64;
        if share < 0.10 || Instant::now() >= give_up {
            return;
        }
    }
}

/// The kernel's clock ticks a second, in which /proc counts CPU time.
fn clock_ticks() -> u64 {
    static HZ: std::sync::OnceLock<u64> = std::sync::OnceLock::new();
    *HZ.get_or_init(|| {
        let out = Command::new("getconf")
            .arg("CLK_TCK")
            .output()
            .expect("getconf");
        String::from_utf8_lossy(&out.stdout)
            .trim()
            .parse()
            .expect("CLK_TCK")
    })
}

async fn connect(addr: SocketAddr) -> h2::client::SendRequest<Bytes> {
    let tcp = tokio::net::TcpStream::connect(addr).await.expect("connect");
    tcp.set_nodelay(true).unwrap();
    let (send, connection) = h2::client::handshake(tcp).await.expect("h2 handshake");
    tokio::spawn(async move {
        let _ = connection.await;
    });
    send
}

async fn one_call(
    send: &h2::client::SendRequest<Bytes>,
    addr: SocketAddr,
    path: &str,
    body: Bytes,
) {
    let request = http::Request::post(format!("http://{addr}{path}"))
        .header("content-type", "application/grpc")
        .header("te", "trailers")
        .body(())
        .unwrap();
    let mut ready = send.clone().ready().await.expect("connection ready");
    let (response, mut stream) = ready.send_request(request, false).expect("send");
    stream.send_data(body, true).expect("send body");
    let response = response.await.expect("response");
    // A failure may come as headers alone (trailers-only), with grpc-status among them.
    let early = response.headers().get("grpc-status").cloned();
    let mut body = response.into_body();
    while let Some(chunk) = body.data().await {
        let chunk = chunk.expect("body");
        let _ = body.flow_control().release_capacity(chunk.len());
    }
    let trailers = body.trailers().await.expect("trailers").unwrap_or_default();
    let status = trailers.get("grpc-status").cloned().or(early);
    let status = status.as_ref().and_then(|s| s.to_str().ok()).unwrap_or("?");
    if status != "0" {
        let message = trailers
            .get("grpc-message")
            .and_then(|s| s.to_str().ok())
            .unwrap_or("");
        panic!("{path}: grpc-status {status}: {message}");
    }
}

async fn measure(call: &Call, addr: SocketAddr, pid: u32, seconds: f64) -> Measured {
    settle().await;
    let next = Arc::new(AtomicUsize::new(0));
    let mut senders = Vec::new();
    for _ in 0..CONNECTIONS {
        senders.push(connect(addr).await);
    }
    // A short warm-up on the same connections: the first calls of a path pay for caches.
    let run = |until: Instant, record: bool| {
        let mut tasks = Vec::new();
        for send in &senders {
            for _ in 0..STREAMS {
                let send = send.clone();
                let bodies = call.bodies.clone();
                let next = next.clone();
                let path = call.path;
                tasks.push(tokio::spawn(async move {
                    let mut latencies = Vec::new();
                    while Instant::now() < until {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let body = bodies[i % bodies.len()].clone();
                        let t = Instant::now();
                        one_call(&send, addr, path, body).await;
                        if record {
                            latencies.push(t.elapsed());
                        }
                    }
                    latencies
                }));
            }
        }
        tasks
    };
    for task in run(Instant::now() + Duration::from_millis(300), false) {
        task.await.unwrap();
    }
    let cpu_before = cpu(pid);
    let start = Instant::now();
    let mut latencies = Vec::new();
    for task in run(start + Duration::from_secs_f64(seconds), true) {
        latencies.extend(task.await.unwrap());
    }
    let elapsed = start.elapsed();
    let cpu_used = cpu(pid) - cpu_before;
    latencies.sort_unstable();
    let n = latencies.len().max(1);
    Measured {
        per_sec: latencies.len() as f64 / elapsed.as_secs_f64(),
        p50: latencies[n / 2],
        p99: latencies[(n * 99 / 100).min(n - 1)],
        cpu_per_call: cpu_used / n as u32,
    }
}

struct Server {
    child: Child,
    addr: SocketAddr,
}

impl Drop for Server {
    fn drop(&mut self) {
        // Asked to stop first, as an orchestrator would, so a profiler wrapping it writes its
        // output; killed if it has not stopped within ten seconds.
        let _ = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status();
        for _ in 0..100 {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn first_line_addr(child: &mut Child, prefix: &str) -> SocketAddr {
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    line.trim()
        .strip_prefix(prefix)
        .unwrap_or_else(|| panic!("unexpected first line {line:?}"))
        .parse()
        .unwrap()
}

fn serve(database_url: &str, log: &std::path::Path) -> Server {
    // TERTIUS_BENCH_WRAP="valgrind --tool=callgrind" runs the service under a profiler; it is
    // stopped with SIGTERM at the end, so the profiler writes its output.
    let wrap = std::env::var("TERTIUS_BENCH_WRAP").unwrap_or_default();
    let mut words = wrap.split_whitespace();
    let mut command = match words.next() {
        Some(program) => {
            let mut c = Command::new(program);
            c.args(words).arg(env!("CARGO_BIN_EXE_tertius"));
            c
        }
        None => Command::new(env!("CARGO_BIN_EXE_tertius")),
    };
    let mut child = command
        .args([
            "serve",
            "--listen",
            "127.0.0.1:0",
            "--database-url",
            database_url,
        ])
        .stdout(Stdio::piped())
        .stderr(std::fs::File::create(log).unwrap())
        .spawn()
        .expect("start tertius serve");
    let addr = first_line_addr(&mut child, "tertius listening on ");
    Server { child, addr }
}

fn bare() -> Server {
    let mut child = Command::new(std::env::current_exe().unwrap())
        .env("TERTIUS_BENCH_BARE", "1")
        .stdout(Stdio::piped())
        .spawn()
        .expect("start the bare server");
    let addr = first_line_addr(&mut child, "bare listening on ");
    Server { child, addr }
}

/// The bare tonic server: the health service and nothing else, on tonic's own transport.
async fn run_bare() {
    let (_reporter, health) = tonic_health::server::health_reporter();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    println!("bare listening on {}", listener.local_addr().unwrap());
    tonic::transport::Server::builder()
        .add_service(health)
        .serve_with_incoming(tokio_stream::wrappers::TcpListenerStream::new(listener))
        .await
        .unwrap();
}

async fn wait_ready(addr: SocketAddr) {
    for _ in 0..200 {
        if tokio::net::TcpStream::connect(addr).await.is_ok() {
            // The service opens its ledger after it listens: the first Rule must find it open.
            let mut send = connect(addr).await;
            let request = http::Request::post(format!("http://{addr}{HEALTH}"))
                .header("content-type", "application/grpc")
                .header("te", "trailers")
                .body(())
                .unwrap();
            let mut ready = send.clone().ready().await.unwrap();
            let (response, mut stream) = ready.send_request(request, false).unwrap();
            stream
                .send_data(
                    frame(&HealthCheckRequest {
                        service: "tertius.v1.ArbiterService".into(),
                    }),
                    true,
                )
                .unwrap();
            let mut body = response.await.unwrap().into_body();
            let mut bytes = Vec::new();
            while let Some(chunk) = body.data().await {
                bytes.extend_from_slice(&chunk.unwrap());
            }
            // HealthCheckResponse{status: SERVING (1)} is the bytes 08 01 after the frame head.
            if bytes.ends_with(&[0x08, 0x01]) {
                let _ = &mut send;
                return;
            }
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the server at {addr} never became ready");
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    if std::env::var_os("TERTIUS_BENCH_BARE").is_some() {
        runtime.block_on(run_bare());
        return;
    }
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let seconds: f64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(3.0);
    let rounds: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(3);
    let postgres_url = std::env::var("TEST_DATABASE_URL").ok();

    let dir = tempfile::tempdir().unwrap();
    let sqlite_url = format!("sqlite:{}", dir.path().join("bench.db").display());
    let service = serve(&sqlite_url, &dir.path().join("serve.log"));
    let fresh = postgres_url
        .as_deref()
        .map(|base| runtime.block_on(fresh_postgres(base)));
    let postgres = fresh
        .as_deref()
        .map(|url| serve(url, &dir.path().join("serve-pg.log")));
    let bare = bare();
    // TERTIUS_BENCH_ONLY=TEXT measures only the calls whose name holds TEXT (and the health
    // checks, the yardstick): for profiling one call.
    let only = std::env::var("TERTIUS_BENCH_ONLY").ok();
    let calls: Vec<Call> = calls(seconds, postgres.is_some())
        .into_iter()
        .filter(|c| c.path == HEALTH || only.as_deref().is_none_or(|only| c.name.contains(only)))
        .collect();
    runtime.block_on(async {
        wait_ready(service.addr).await;
        if let Some(pg) = &postgres {
            wait_ready(pg.addr).await;
        }
        // Each question once before the load, in order: GetRuling reads entry 0, and a mate
        // question asked 50 times at once before its verdict is logged would find the search
        // slots busy (RESOURCE_EXHAUSTED, by design) rather than the verdict in the log.
        for call in calls
            .iter()
            .filter(|c| c.bodies.len() == 1 && c.target == Target::Service)
        {
            measure_once(call, service.addr).await;
        }
    });

    println!(
        "{} calls in flight ({CONNECTIONS} connections × {STREAMS} streams), {seconds} s a measurement, \
         {rounds} rounds, median shown; {}",
        CONNECTIONS * STREAMS,
        runtime_facts()
    );
    let mut results: Vec<Vec<Measured>> = vec![Vec::new(); calls.len()];
    for round in 0..rounds {
        eprintln!("round {}/{rounds}", round + 1);
        for (i, call) in calls.iter().enumerate() {
            let server = match call.target {
                Target::Service => &service,
                Target::Postgres => postgres.as_ref().unwrap(),
                Target::Bare => &bare,
            };
            let m = runtime.block_on(measure(call, server.addr, server.child.id(), seconds));
            results[i].push(m);
        }
    }
    let median = |ms: &[Measured], f: &dyn Fn(&Measured) -> f64| {
        let mut v: Vec<f64> = ms.iter().map(f).collect();
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let health = median(&results[1], &|m| m.per_sec);
    println!(
        "\n{:<34} {:>9} {:>9} {:>9} {:>10} {:>8}",
        "call", "req/s", "p50 ms", "p99 ms", "CPU µs", "÷ health"
    );
    for (call, ms) in calls.iter().zip(&results) {
        let per_sec = median(ms, &|m| m.per_sec);
        println!(
            "{:<34} {:>9.0} {:>9.2} {:>9.2} {:>10.1} {:>7.0}%",
            call.name,
            per_sec,
            median(ms, &|m| m.p50.as_secs_f64() * 1e3),
            median(ms, &|m| m.p99.as_secs_f64() * 1e3),
            median(ms, &|m| m.cpu_per_call.as_secs_f64() * 1e6),
            100.0 * per_sec / health
        );
    }
    let log = std::fs::metadata(dir.path().join("serve.log")).map_or(0, |m| m.len());
    println!("\nserver log written: {log} bytes");
    // One call measured alone is a profile's run: the memory phase would be profiled with it.
    if only.is_none() {
        runtime.block_on(memory_under_load(&service, seconds));
    }
    drop(postgres);
    if let (Some(base), Some(url)) = (postgres_url.as_deref(), fresh.as_deref()) {
        runtime.block_on(drop_postgres(base, url));
    }
}

/// The most events a record may hold, and the searches that may run at once: the server's
/// defaults (`--max-events`, `--max-concurrent-searches`, one a CPU).
const MAX_EVENTS: usize = 10_000;

/// Issue #21 item 4: the server's peak resident memory with every search slot busy and the
/// largest records allowed arriving 50 at a time, against the pod's memory limit.
async fn memory_under_load(service: &Server, seconds: f64) {
    let pid = service.child.id();
    let addr = service.addr;
    let slots = std::thread::available_parallelism().map_or(2, |n| n.get());
    // A position with no short mate and much to search: each search runs to its deadline.
    let search = frame(&pb::ConfirmMateRequest {
        record: Some(pb::GameRecord::from_pgn(
            "bench-memory-search",
            "[Code \"london-1847\"]\n[FEN \"r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9\"]\n",
        )),
        moves: 6,
        max_nodes: 0,
    });
    let largest = disputed_pgn(MAX_EVENTS - 1);
    // The longest PGN allowed (grpc::bounds::MAX_PGN), the rest of it an annotator's comment:
    // what a client may send, 50 at a time.
    let padded = format!(
        "{largest} {{{}}}",
        "a".repeat(tertius::grpc::bounds::MAX_PGN - largest.len() - 3)
    );
    let review = frame(&pb::ReviewGameRequest {
        record: Some(pb::GameRecord::from_pgn("bench-memory-review", &padded)),
    });
    let rule = frame(&rule_request("bench-memory-rule", &largest));
    let before = rss(pid);
    let until = Instant::now() + Duration::from_secs_f64(seconds.max(5.0));
    let deadline = format!("{}m", (seconds.max(5.0) * 1000.0) as u64);
    let mut tasks = Vec::new();
    for _ in 0..slots {
        let body = search.clone();
        let deadline = deadline.clone();
        tasks.push(tokio::spawn(async move {
            let send = connect(addr).await;
            let path = "/tertius.v1.ArbiterService/ConfirmMate";
            call_allowing(&send, addr, path, body, &deadline).await;
        }));
    }
    let send = connect(service.addr).await;
    for i in 0..50 {
        let send = send.clone();
        let (path, body) = if i % 2 == 0 {
            ("/tertius.v1.ArbiterService/ReviewGame", review.clone())
        } else {
            (RULE, rule.clone())
        };
        tasks.push(tokio::spawn(async move {
            while Instant::now() < until {
                one_call(&send, addr, path, body.clone()).await;
            }
        }));
    }
    let mut peak = before.1;
    while Instant::now() < until {
        peak = peak.max(rss(pid).1);
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    for task in tasks {
        task.await.unwrap();
    }
    let (_, hwm) = rss(pid);
    let limit = pod_memory_limit();
    println!(
        "\nmemory: {slots} searches at once and records of {MAX_EVENTS} events 50 at a time (half \
         of them {} KiB of PGN, half padded to the 1 MiB PGN limit): resident {} MiB \
         before, peak {} MiB (VmHWM {} MiB); the pod's limit \
         (deploy/base/deployment.yaml) is {}, of which the full endgame tables take 1.9 GiB \
         when loaded (not loaded here)",
        largest.len() / 1024,
        before.0 / 1024,
        peak.max(hwm) / 1024,
        hwm / 1024,
        limit
    );
}

/// (VmRSS, VmHWM) in KiB.
fn rss(pid: u32) -> (u64, u64) {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|n| n.parse().ok())
            .unwrap_or(0)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

fn pod_memory_limit() -> String {
    let manifest = concat!(env!("CARGO_MANIFEST_DIR"), "/deploy/base/deployment.yaml");
    let text = std::fs::read_to_string(manifest).unwrap_or_default();
    let after_limits = text.split("limits:").nth(1).unwrap_or("");
    after_limits
        .lines()
        .find_map(|l| l.trim().strip_prefix("memory:"))
        .map_or_else(|| "unknown".to_owned(), |m| m.trim().to_owned())
}

/// A call whose status may be anything (a search stopped by its deadline is DEADLINE_EXCEEDED).
async fn call_allowing(
    send: &h2::client::SendRequest<Bytes>,
    addr: SocketAddr,
    path: &str,
    body: Bytes,
    timeout: &str,
) {
    let request = http::Request::post(format!("http://{addr}{path}"))
        .header("content-type", "application/grpc")
        .header("te", "trailers")
        .header("grpc-timeout", timeout)
        .body(())
        .unwrap();
    let mut ready = send.clone().ready().await.expect("connection ready");
    let (response, mut stream) = ready.send_request(request, false).expect("send");
    stream.send_data(body, true).expect("send body");
    let mut body = response.await.expect("response").into_body();
    while let Some(chunk) = body.data().await {
        let chunk = chunk.expect("body");
        let _ = body.flow_control().release_capacity(chunk.len());
    }
    let _ = body.trailers().await;
}

async fn measure_once(call: &Call, addr: SocketAddr) {
    let send = connect(addr).await;
    one_call(&send, addr, call.path, call.bodies[0].clone()).await;
}

/// A fresh PostgreSQL database beside the one `base` names, so the run appends to an empty log
/// as the SQLite one does and touches nothing else.
async fn fresh_postgres(base: &str) -> String {
    let name = format!("tertius_bench_{}", std::process::id());
    let admin = sqlx::PgPool::connect(base).await.expect("PostgreSQL");
    for statement in [
        format!("DROP DATABASE IF EXISTS {name}"),
        format!("CREATE DATABASE {name}"),
    ] {
        sqlx::query(&statement)
            .execute(&admin)
            .await
            .expect(&statement);
    }
    let cut = base
        .rfind('/')
        .expect("a database path in TEST_DATABASE_URL");
    format!("{}/{name}", &base[..cut])
}

async fn drop_postgres(base: &str, url: &str) {
    let admin = sqlx::PgPool::connect(base).await.expect("PostgreSQL");
    let name = &url[url.rfind('/').unwrap() + 1..];
    let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        .execute(&admin)
        .await;
}

fn runtime_facts() -> String {
    let cpus = std::thread::available_parallelism().map_or(0, |n| n.get());
    format!("{cpus} CPUs, client and servers on one machine")
}
