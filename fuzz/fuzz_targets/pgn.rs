//! PGN text as a client sends it in `GameRecord.pgn`: parsed, then replayed and ruled on.
#![no_main]

use std::sync::LazyLock;

use libfuzzer_sys::fuzz_target;
use tertius::arbiter::{self, Dispute, DisputeKind};
use tertius::chess::Color;
use tertius::law::Catalogue;

static CODES: LazyLock<Catalogue> =
    LazyLock::new(|| Catalogue::embedded().expect("the embedded codes load"));

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(record) = arbiter::parse_pgn(text, &CODES) else {
        return;
    };
    let Some(code) = CODES.get(&record.code) else {
        return;
    };
    if arbiter::replay(&record, code).is_ok() {
        for kind in [DisputeKind::FalseMove, DisputeKind::TouchedOwnMan] {
            let dispute = Dispute {
                kind,
                claimant: Color::Black,
                event: None,
            };
            let _ = arbiter::rule(&record, &dispute, &CODES);
        }
    }
});
