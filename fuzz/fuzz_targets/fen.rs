//! FEN as a client sends it: parsed into a set-up, made a position, its moves generated.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tertius::chess::{MoveRules, Position, Setup};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(setup) = text.parse::<Setup>() else {
        return;
    };
    // Printing and re-reading a set-up gives the same set-up.
    let again: Setup = setup.to_string().parse().expect("a printed FEN reads back");
    assert_eq!(again.to_string(), setup.to_string());
    if let Ok(position) = Position::from_setup(setup, &MoveRules::standard()) {
        let _ = position.count_legal_moves();
    }
});
