//! The SQLite file as an operator handles it: `ledger verify` only reads (a missing, empty or
//! foreign file is exit 2 and stays as it was), a clean stop leaves every ruling in the main
//! file alone, `ledger backup` copies a live database whole, and a full disk fails appends
//! cleanly and service resumes when space returns.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "tests fail loudly"
)]

mod common;

use std::path::Path;
use std::time::Duration;

use common::{Server, false_move_request, run_cli};
use tertius::grpc::pb;
use tertius::grpc::pb::arbiter_service_client::ArbiterServiceClient;
use tonic::transport::Channel;

fn verify(path: &Path) -> (i32, String, String) {
    let url = format!("sqlite:{}", path.display());
    let out = run_cli(&["ledger", "verify", "--database-url", &url]);
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

async fn rule_games(client: &mut ArbiterServiceClient<Channel>, prefix: &str, n: usize) {
    for i in 0..n {
        client
            .rule(false_move_request(&format!("{prefix}-{i}")))
            .await
            .unwrap();
    }
}

#[test]
fn verify_only_reads() {
    let dir = tempfile::tempdir().unwrap();

    let missing = dir.path().join("missing.db");
    let (code, _, err) = verify(&missing);
    assert_eq!(code, 2, "{err}");
    assert!(!missing.exists(), "verify created the file");

    let empty = dir.path().join("empty.db");
    std::fs::write(&empty, b"").unwrap();
    let (code, out, err) = verify(&empty);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("not a Tertius ledger"), "{err}");
    assert_eq!(std::fs::metadata(&empty).unwrap().len(), 0, "verify wrote");

    let not_sqlite = dir.path().join("notes.db");
    std::fs::write(&not_sqlite, b"these are my notes, not a database\n").unwrap();
    let (code, _, err) = verify(&not_sqlite);
    assert_eq!(code, 2, "{err}");
    assert_eq!(
        std::fs::read(&not_sqlite).unwrap(),
        b"these are my notes, not a database\n"
    );

    // Another program's SQLite database: refused, and no table of ours appears in it.
    let foreign = dir.path().join("foreign.db");
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let tables = |path: &Path| {
        let url = format!("sqlite:{}?mode=rwc", path.display());
        runtime.block_on(async {
            use sqlx::Connection;
            let mut c = sqlx::SqliteConnection::connect(&url).await.unwrap();
            sqlx::query("CREATE TABLE IF NOT EXISTS birds (name TEXT)")
                .execute(&mut c)
                .await
                .unwrap();
            let names: Vec<String> =
                sqlx::query_scalar("SELECT name FROM sqlite_master WHERE type = 'table'")
                    .fetch_all(&mut c)
                    .await
                    .unwrap();
            names
        })
    };
    assert_eq!(tables(&foreign), ["birds"]);
    let (code, _, err) = verify(&foreign);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("not a Tertius ledger"), "{err}");
    assert_eq!(
        tables(&foreign),
        ["birds"],
        "verify migrated a foreign file"
    );
}

#[tokio::test]
async fn a_clean_stop_leaves_every_ruling_in_the_main_file() {
    let mut server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    rule_games(&mut client, "stop", 40).await;
    drop(client);
    server.terminate();
    assert!(server.wait_exit(Duration::from_secs(30)).await.success());

    // An operator who copies only `test.db` has every ruling.
    let db = server.dir.path().join("test.db");
    let wal = server.dir.path().join("test.db-wal");
    assert!(
        !wal.exists() || std::fs::metadata(&wal).unwrap().len() == 0,
        "the WAL still holds data after a clean stop"
    );
    let alone = tempfile::tempdir().unwrap();
    let copy = alone.path().join("copy.db");
    std::fs::copy(&db, &copy).unwrap();
    let (code, out, err) = verify(&copy);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.starts_with("ledger ok: 40 entries"), "{out}");
}

#[tokio::test]
async fn a_live_backup_is_whole() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    rule_games(&mut client, "before", 25).await;
    // Appends go on while the backup is taken.
    let mut busy = client.clone();
    let load = tokio::spawn(async move { rule_games(&mut busy, "during", 50).await });
    let url = format!("sqlite:{}", server.dir.path().join("test.db").display());
    let target = server.dir.path().join("backup.db");
    let target_arg = target.to_str().unwrap().to_owned();
    let out = tokio::task::spawn_blocking(move || {
        run_cli(&[
            "ledger",
            "backup",
            "--database-url",
            &url,
            "--to",
            &target_arg,
        ])
    })
    .await
    .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("verified"), "{stdout}");
    load.await.unwrap();
    let (code, out, err) = verify(&target);
    assert_eq!(code, 0, "{out}{err}");
    let entries: u64 = out
        .strip_prefix("ledger ok: ")
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{out}"));
    assert!((25..=75).contains(&entries), "{out}");
    // A backup never overwrites.
    let again = run_cli(&[
        "ledger",
        "backup",
        "--database-url",
        &format!("sqlite:{}", server.dir.path().join("test.db").display()),
        "--to",
        target.to_str().unwrap(),
    ]);
    assert_eq!(again.status.code(), Some(2));
}

/// The file-size limit of a running process, set from outside: the stand-in for a disk that
/// fills up and is then given room (no mount or root needed).
#[cfg(target_os = "linux")]
#[expect(
    unsafe_code,
    reason = "prlimit(2) on a child we spawned; no memory is shared"
)]
fn set_file_size_limit(pid: u32, bytes: u64) {
    let limit = libc::rlimit {
        rlim_cur: bytes,
        rlim_max: libc::RLIM_INFINITY,
    };
    let rc = unsafe {
        libc::prlimit(
            pid as libc::pid_t,
            libc::RLIMIT_FSIZE,
            &limit,
            std::ptr::null_mut(),
        )
    };
    assert_eq!(rc, 0, "prlimit: {}", std::io::Error::last_os_error());
}

/// Sets SIGXFSZ to be ignored (inherited by children spawned meanwhile), or back to default.
#[cfg(target_os = "linux")]
#[expect(
    unsafe_code,
    reason = "signal(2) with a constant disposition; no handler runs"
)]
fn ignore_sigxfsz(ignore: bool) {
    let disposition = if ignore { libc::SIG_IGN } else { libc::SIG_DFL };
    unsafe {
        libc::signal(libc::SIGXFSZ, disposition);
    }
}

#[cfg(target_os = "linux")]
#[tokio::test]
async fn a_full_disk_fails_appends_cleanly_and_service_resumes() {
    use tonic::Code;
    // A write past the limit raises SIGXFSZ, which would kill the server; ignored, the write
    // fails with EFBIG instead, as on a full disk. The ignored disposition survives exec.
    ignore_sigxfsz(true);
    let mut server = Server::start(&[]);
    ignore_sigxfsz(false);
    server.ready().await;
    let mut client = server.client().await;
    rule_games(&mut client, "roomy", 10).await;
    let pid = server.child.id();
    let db = server.dir.path().join("test.db");
    let wal = server.dir.path().join("test.db-wal");
    let size = |p: &Path| std::fs::metadata(p).map(|m| m.len()).unwrap_or(0);
    // Files may grow 64 KiB more, then no further: a few appends fit, then the disk is full.
    set_file_size_limit(pid, size(&db).max(size(&wal)) + 64 * 1024);

    let mut acknowledged = Vec::new();
    let mut refused = 0;
    for i in 0..200 {
        match client.rule(false_move_request(&format!("full-{i}"))).await {
            Ok(r) => acknowledged.push(r.into_inner().ruling.unwrap().sequence.unwrap()),
            Err(status) => {
                assert_eq!(status.code(), Code::Unavailable, "{status:?}");
                refused += 1;
            }
        }
    }
    assert!(refused > 0, "the full disk refused nothing");
    assert!(
        !acknowledged.is_empty(),
        "nothing fitted before the disk was full"
    );

    // Room again: service resumes without a restart.
    set_file_size_limit(pid, libc::RLIM_INFINITY);
    let mut failures = 0;
    let resumed = loop {
        match client.rule(false_move_request("after-0")).await {
            Ok(_) => break true,
            Err(status) => {
                assert_eq!(status.code(), Code::Unavailable, "{status:?}");
                failures += 1;
                if failures > 50 {
                    break false;
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
    };
    eprintln!(
        "full disk: {} acknowledged, {refused} refused, {failures} failures after room returned",
        acknowledged.len()
    );
    assert!(resumed, "service did not resume when space returned");
    rule_games(&mut client, "after", 10).await;

    // Nothing acknowledged is lost, and nothing is corrupted.
    drop(client);
    server.terminate();
    assert!(server.wait_exit(Duration::from_secs(30)).await.success());
    let (code, out, err) = verify(&db);
    assert_eq!(code, 0, "{out}{err}");
    let mut server = Server::start_with(
        tempfile::tempdir().unwrap(),
        &format!("sqlite:{}", db.display()),
        &[],
    );
    server.ready().await;
    let mut client = server.client().await;
    for seq in acknowledged {
        client
            .get_ruling(pb::GetRulingRequest { sequence: seq })
            .await
            .unwrap_or_else(|e| panic!("acknowledged ruling {seq} is lost: {e:?}"));
    }
    drop(client);
    server.terminate();
    let _ = server.wait_exit(Duration::from_secs(30)).await;
}
