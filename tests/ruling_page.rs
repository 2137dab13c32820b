//! The ruling page (issue #20 item 6): `rule --html`, `ledger show SEQ --html` and the
//! RenderRuling RPC make one self-contained HTML page, and a real browser draws its boards.

mod common;

use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::{Server, false_move_request, run_cli};
use tertius::grpc::pb;
use tonic::Code;
use tonic_types::StatusExt;

const FALSE_MOVE: &str = "[Code \"london-1847\"]\n1. e4 e5 2. {[%move f1h3]}\n";

fn rule_html(dir: &Path, pgn: &str, extra: &[&str]) -> std::process::Output {
    let file = dir.join("game.pgn");
    std::fs::write(&file, pgn).unwrap();
    let file = file.to_str().unwrap().to_owned();
    let mut args = vec!["rule", file.as_str(), "--dispute", "false-move", "--html"];
    args.extend_from_slice(extra);
    run_cli(&args)
}

fn boards(html: &str) -> usize {
    html.matches("<svg class=\"board\"").count()
}

/// What every ruling page must be: one document, needing nothing from outside itself.
fn assert_self_contained(html: &str) {
    assert!(html.starts_with("<!DOCTYPE html>"), "{}", &html[..80]);
    assert_eq!(html.matches("<!DOCTYPE html>").count(), 1);
    assert!(html.contains("@page { size: A4"));
    for outside in [
        "http:", "https:", "<link", "<img", "<script", "@import", "url(",
    ] {
        assert!(
            !html.contains(outside),
            "the page reaches outside: {outside}"
        );
    }
}

#[test]
fn rule_html_prints_the_page_of_an_offline_ruling() {
    let dir = tempfile::tempdir().unwrap();
    let out = rule_html(dir.path(), FALSE_MOVE, &[]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let html = String::from_utf8(out.stdout).unwrap();
    assert_self_contained(&html);
    assert!(html.contains("Black&#39;s claim of a false move is upheld."));
    assert!(html.contains("White&#39;s false move f1-h3 (event 2)"));
    // Before and after the false move, then the three remedies' positions.
    assert_eq!(boards(&html), 5);
    assert_eq!(
        html.matches("class=\"mark offence\" data-square=\"f1\"")
            .count(),
        2
    );
    assert!(html.contains("class=\"mark remedy\""));
    assert!(html.contains("Reading adopted") || html.contains("<blockquote>"));
    assert!(html.contains("not logged"));
}

#[test]
fn rule_html_puts_each_game_of_a_file_on_a_page_of_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let two = format!(
        "[GameId \"first\"]\n{FALSE_MOVE}\n\n[GameId \"<b>second</b>\"]\n{FALSE_MOVE}\n\n\
         [Code \"london-1847\"]\n1. e4 e5 2. Qh9\n"
    );
    let out = rule_html(dir.path(), &two, &[]);
    // The third game cannot be read: reported, left out, exit 2; the other two are printed.
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("Qh9"));
    let html = String::from_utf8(out.stdout).unwrap();
    assert_self_contained(&html);
    assert_eq!(html.matches("<section class=\"ruling\">").count(), 2);
    assert!(html.contains("section.ruling + section.ruling { break-before: page; }"));
    assert!(html.contains("<code>first</code>"));
    assert!(html.contains("<code>&lt;b&gt;second&lt;/b&gt;</code>"));
    assert!(!html.contains("<b>second"));
}

#[test]
fn rule_takes_json_or_html_not_both() {
    let dir = tempfile::tempdir().unwrap();
    let out = rule_html(dir.path(), FALSE_MOVE, &["--json"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot be used with"));
}

#[tokio::test]
async fn the_server_and_the_ledger_render_the_same_logged_ruling() {
    let server = Server::start(&[]);
    server.ready().await;
    let mut client = server.client().await;
    let ruling = client
        .rule(false_move_request("<script>alert(1)</script>"))
        .await
        .unwrap()
        .into_inner()
        .ruling
        .unwrap();
    let seq = ruling.sequence.unwrap();
    let page = client
        .render_ruling(pb::RenderRulingRequest { sequence: seq })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(page.content_type, "text/html; charset=utf-8");
    let html = page.html;
    assert_self_contained(&html);
    assert!(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    assert!(html.contains(&format!("Ledger entry <strong>{seq}</strong>")));
    assert!(html.contains("When this page was made the ledger held 1 entries"));
    assert!(html.contains("tertius.v1.LedgerService/GetInclusionProof"));
    assert_eq!(boards(&html), 2 + ruling.remedies.len());
    for c in &ruling.citations {
        assert!(html.contains(&format!("<strong>Article {}</strong>", c.article)));
    }

    // `ledger show --html` reads the same entry from the database: the same page.
    let db = format!("sqlite:{}", server.dir.path().join("test.db").display());
    let seq_arg = seq.to_string();
    let shown = run_cli(&["ledger", "show", &seq_arg, "--html", "--database-url", &db]);
    assert!(
        shown.status.success(),
        "{}",
        String::from_utf8_lossy(&shown.stderr)
    );
    assert_eq!(String::from_utf8(shown.stdout).unwrap(), html);
    let text = run_cli(&["ledger", "show", &seq_arg, "--database-url", &db]);
    assert!(text.status.success());
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(text.contains(&format!(
        "Ruling under `london-1847` on game `<script>alert(1)</script>` (ledger entry {seq})"
    )));
    assert!(text.contains("Moves: e4 e5 f1-h3"), "{text}");

    // Not a ruling page: an unknown entry, a number no ledger reaches, a mate verdict.
    let missing = client
        .render_ruling(pb::RenderRulingRequest { sequence: 99 })
        .await
        .unwrap_err();
    assert_eq!(missing.code(), Code::NotFound);
    let huge = client
        .render_ruling(pb::RenderRulingRequest { sequence: u64::MAX })
        .await
        .unwrap_err();
    assert_eq!(huge.code(), Code::InvalidArgument);
    let bad = huge.get_details_bad_request().unwrap();
    assert_eq!(bad.field_violations[0].field, "sequence");
    let mate = client
        .confirm_mate(pb::ConfirmMateRequest {
            record: Some(pb::GameRecord::from_fen(
                "mate",
                "london-1847",
                "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
            )),
            moves: 1,
            max_nodes: 0,
        })
        .await
        .unwrap()
        .into_inner();
    let verdict = mate.sequence.unwrap();
    let refused = client
        .render_ruling(pb::RenderRulingRequest { sequence: verdict })
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::NotFound);
    assert!(refused.message().contains("mate verdict"));
    let verdict_arg = verdict.to_string();
    let no_page = run_cli(&[
        "ledger",
        "show",
        &verdict_arg,
        "--html",
        "--database-url",
        &db,
    ]);
    assert_eq!(no_page.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&no_page.stderr).contains("mate verdict, not a ruling"));
    let as_text = run_cli(&["ledger", "show", &verdict_arg, "--database-url", &db]);
    assert!(as_text.status.success());
    assert!(String::from_utf8_lossy(&as_text.stdout).contains("Found: mate in 1: Ra8#"));
    let beyond = run_cli(&["ledger", "show", "99", "--database-url", &db]);
    assert_eq!(beyond.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&beyond.stderr).contains("no ledger entry 99"));
}

/// Headless Chromium, from Debian's `chromium` package: installed when missing if the test runs
/// as root (as CI does), else `None` and the test says it skipped.
fn chromium() -> Option<PathBuf> {
    let installed = || {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
            .into_iter()
            .map(PathBuf::from)
            .find(|p| p.exists())
    };
    if let Some(path) = installed() {
        return Some(path);
    }
    let root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0");
    if !root {
        return None;
    }
    let apt = |args: &[&str]| {
        Command::new("apt-get")
            .args(args)
            .env("DEBIAN_FRONTEND", "noninteractive")
            .stdout(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    };
    if !apt(&["install", "-y", "chromium"]) {
        apt(&["update"]);
        apt(&["install", "-y", "chromium"]);
    }
    installed()
}

/// Runs Chromium to completion, killing it after `limit`.
fn run_for(command: &mut Command, limit: Duration) -> std::process::ExitStatus {
    let mut child = command
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + limit;
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            if !status.success() {
                let mut err = String::new();
                child
                    .stderr
                    .take()
                    .unwrap()
                    .read_to_string(&mut err)
                    .unwrap();
                panic!("chromium failed: {status}\n{err}");
            }
            return status;
        }
        if Instant::now() > deadline {
            child.kill().unwrap();
            panic!("chromium did not finish within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Flags that let Chromium run headless in a container, as root, offline, with a throwaway
/// profile.
fn chromium_command(chromium: &Path, profile: &Path) -> Command {
    let mut command = Command::new(chromium);
    command.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
    ]);
    command.arg(format!("--user-data-dir={}", profile.display()));
    command
}

#[test]
fn chromium_draws_the_boards_of_the_page_and_prints_it_on_a4() {
    let Some(chromium) = chromium() else {
        eprintln!(
            "skipped: chromium is not installed and this test is not root, so it cannot install it"
        );
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let out = rule_html(dir.path(), FALSE_MOVE, &[]);
    assert!(out.status.success());
    let page = dir.path().join("ruling.html");
    std::fs::write(&page, &out.stdout).unwrap();
    let url = format!("file://{}", page.display());

    // A4 at 150 dpi: 1240 x 1754 pixels.
    let shot = dir.path().join("ruling.png");
    run_for(
        chromium_command(&chromium, &dir.path().join("profile-shot"))
            .arg(format!("--screenshot={}", shot.display()))
            .arg("--window-size=1240,1754")
            .arg(&url),
        Duration::from_secs(120),
    );
    let image = png::decode(&std::fs::read(&shot).unwrap());
    assert_eq!((image.width, image.height), (1240, 1754));
    let count = |colour: (u8, u8, u8)| image.pixels().filter(|p| near(*p, colour)).count();
    let light = count(tertius::render::svg::LIGHT);
    let dark = count(tertius::render::svg::DARK);
    // The first two boards alone (84 mm wide: about 40 px a square) fill over 40,000 pixels
    // of each colour once their men are taken off; five boards are on the page.
    assert!(light > 40_000, "light squares: {light} pixels");
    assert!(dark > 40_000, "dark squares: {dark} pixels");
    assert!(
        light.abs_diff(dark) * 3 < light.max(dark),
        "light and dark squares should share the board: {light} against {dark}"
    );
    // The men are drawn (white and black bodies) and the offending squares are outlined.
    let white_men = count((0xfb, 0xfb, 0xf8));
    let black_men = count((0x1d, 0x1d, 0x1d));
    let offence = count((0xa6, 0x1b, 0x1b));
    assert!(white_men > 5_000, "white men: {white_men} pixels");
    assert!(black_men > 5_000, "black men: {black_men} pixels");
    assert!(offence > 300, "offence outline: {offence} pixels");
    // The first board's top rank, just below its edge (above the men): eight squares,
    // alternately light and dark, of one width.
    let top = image.first_row_with(tertius::render::svg::DARK).unwrap();
    let squares: Vec<(bool, usize)> = image
        .runs(top + 1)
        .into_iter()
        .filter(|&(_, len)| len >= 10)
        .take(8)
        .collect();
    assert_eq!(squares.len(), 8, "{squares:?}");
    assert!(squares.windows(2).all(|w| w[0].0 != w[1].0), "{squares:?}");
    assert!(!squares[0].0, "a8 is a light square: {squares:?}");
    let width = squares[0].1;
    assert!(width >= 30, "squares of {width} pixels");
    assert!(
        squares.iter().all(|&(_, len)| len.abs_diff(width) <= 2),
        "{squares:?}"
    );

    eprintln!(
        "screenshot: {light} light and {dark} dark square pixels, men {white_men} white and \
         {black_men} black, offence outline {offence}; top rank {squares:?}"
    );

    let pdf = dir.path().join("ruling.pdf");
    run_for(
        chromium_command(&chromium, &dir.path().join("profile-pdf"))
            .arg("--no-pdf-header-footer")
            .arg(format!("--print-to-pdf={}", pdf.display()))
            .arg(&url),
        Duration::from_secs(120),
    );
    let pdf = std::fs::read(&pdf).unwrap();
    let pdf = String::from_utf8_lossy(&pdf);
    let pages: Vec<&str> = pdf
        .match_indices("/MediaBox [")
        .map(|(i, _)| &pdf[i..i + 40])
        .collect();
    assert!(
        !pages.is_empty() && pages.len() <= 3,
        "{} pages",
        pages.len()
    );
    eprintln!("printed: {} pages, {:?}", pages.len(), pages);
    for media in pages {
        // A4 is 595.28 x 841.89 points; Chromium rounds to its pixel grid.
        let numbers: Vec<f64> = media["/MediaBox [".len()..]
            .split(|c: char| c == ']' || c.is_whitespace())
            .filter_map(|n| n.parse().ok())
            .collect();
        assert!(
            (numbers[2] - 595.28).abs() < 2.0 && (numbers[3] - 841.89).abs() < 2.0,
            "{media}"
        );
    }
}

fn near(pixel: (u8, u8, u8), colour: (u8, u8, u8)) -> bool {
    pixel.0.abs_diff(colour.0) <= 3
        && pixel.1.abs_diff(colour.1) <= 3
        && pixel.2.abs_diff(colour.2) <= 3
}

/// The PNG Chromium writes (8-bit RGB or RGBA, not interlaced), decoded with flate2 alone.
mod png {
    use std::io::Read as _;

    pub struct Image {
        pub width: usize,
        pub height: usize,
        channels: usize,
        data: Vec<u8>,
    }

    impl Image {
        pub fn pixels(&self) -> impl Iterator<Item = (u8, u8, u8)> + '_ {
            self.data
                .chunks_exact(self.channels)
                .map(|p| (p[0], p[1], p[2]))
        }

        fn at(&self, x: usize, y: usize) -> (u8, u8, u8) {
            let i = (y * self.width + x) * self.channels;
            (self.data[i], self.data[i + 1], self.data[i + 2])
        }

        /// The topmost row holding a pixel of `colour`.
        pub fn first_row_with(&self, colour: (u8, u8, u8)) -> Option<usize> {
            (0..self.height).find(|&y| (0..self.width).any(|x| super::near(self.at(x, y), colour)))
        }

        /// Row `y` as runs of square colours, left to right: (dark, length); other colours end
        /// a run.
        pub fn runs(&self, y: usize) -> Vec<(bool, usize)> {
            use tertius::render::svg::{DARK, LIGHT};
            let mut runs: Vec<(bool, usize)> = Vec::new();
            let mut previous = None;
            for x in 0..self.width {
                let p = self.at(x, y);
                let class = if super::near(p, DARK) {
                    Some(true)
                } else if super::near(p, LIGHT) {
                    Some(false)
                } else {
                    None
                };
                match (class, previous) {
                    (Some(c), Some(prev)) if c == prev => {
                        if let Some(last) = runs.last_mut() {
                            last.1 += 1;
                        }
                    }
                    (Some(c), _) => runs.push((c, 1)),
                    (None, _) => {}
                }
                previous = class;
            }
            runs
        }
    }

    pub fn decode(bytes: &[u8]) -> Image {
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "not a PNG");
        let (mut width, mut height, mut channels) = (0, 0, 0);
        let mut compressed = Vec::new();
        let mut at = 8;
        while at + 8 <= bytes.len() {
            let len = u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap()) as usize;
            let kind = &bytes[at + 4..at + 8];
            let body = &bytes[at + 8..at + 8 + len];
            match kind {
                b"IHDR" => {
                    width = u32::from_be_bytes(body[0..4].try_into().unwrap()) as usize;
                    height = u32::from_be_bytes(body[4..8].try_into().unwrap()) as usize;
                    assert_eq!(body[8], 8, "bit depth");
                    channels = match body[9] {
                        2 => 3,
                        6 => 4,
                        other => panic!("colour type {other}"),
                    };
                    assert_eq!(body[12], 0, "interlaced");
                }
                b"IDAT" => compressed.extend_from_slice(body),
                b"IEND" => break,
                _ => {}
            }
            at += 12 + len;
        }
        let mut raw = Vec::new();
        flate2::read::ZlibDecoder::new(&compressed[..])
            .read_to_end(&mut raw)
            .unwrap();
        let stride = width * channels;
        assert_eq!(raw.len(), height * (stride + 1));
        let mut data = vec![0u8; height * stride];
        for y in 0..height {
            let filter = raw[y * (stride + 1)];
            let line = &raw[y * (stride + 1) + 1..(y + 1) * (stride + 1)];
            for x in 0..stride {
                let a = if x >= channels {
                    data[y * stride + x - channels]
                } else {
                    0
                };
                let b = if y > 0 { data[(y - 1) * stride + x] } else { 0 };
                let c = if x >= channels && y > 0 {
                    data[(y - 1) * stride + x - channels]
                } else {
                    0
                };
                let predicted = match filter {
                    0 => 0,
                    1 => a,
                    2 => b,
                    3 => ((u16::from(a) + u16::from(b)) / 2) as u8,
                    4 => paeth(a, b, c),
                    other => panic!("filter {other}"),
                };
                data[y * stride + x] = line[x].wrapping_add(predicted);
            }
        }
        Image {
            width,
            height,
            channels,
            data,
        }
    }

    fn paeth(a: u8, b: u8, c: u8) -> u8 {
        let p = i16::from(a) + i16::from(b) - i16::from(c);
        let (pa, pb, pc) = (
            (p - i16::from(a)).abs(),
            (p - i16::from(b)).abs(),
            (p - i16::from(c)).abs(),
        );
        if pa <= pb && pa <= pc {
            a
        } else if pb <= pc {
            b
        } else {
            c
        }
    }
}
