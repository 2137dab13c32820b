//! Ledger entries as read back from a database that may have been tampered with: the
//! canonical decoders of rulings and mate verdicts must refuse what they cannot read, never
//! panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tertius::arbiter;
use tertius::grpc::rulings;

fuzz_target!(|data: &[u8]| {
    let _ = arbiter::decode_entry(data);
    let _ = rulings::ruling_from_entry(0, data);
});
