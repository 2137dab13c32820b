//! The protobuf record as the server receives it: decoded, checked against the bounds,
//! converted to the domain record and replayed, exactly as a Rule call does before judging.
#![no_main]

use std::sync::LazyLock;

use libfuzzer_sys::fuzz_target;
use prost::Message;
use tertius::grpc::{bounds, pb, record};
use tertius::law::Catalogue;

static CODES: LazyLock<Catalogue> =
    LazyLock::new(|| Catalogue::embedded().expect("the embedded codes load"));

fuzz_target!(|data: &[u8]| {
    let Ok(request) = pb::RuleRequest::decode(data) else {
        return;
    };
    let Some(pb_record) = request.record.as_ref() else {
        return;
    };
    if bounds::record(pb_record, 10_000).is_err() {
        return;
    }
    let Ok(game) = record::game(pb_record, &CODES) else {
        return;
    };
    if let Ok(dispute) = record::dispute(request.dispute.as_ref(), &game) {
        let _ = game.rule(&dispute, &CODES, None);
    }
});
