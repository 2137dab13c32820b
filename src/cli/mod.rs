//! The logic behind `tertius` subcommands, so that `main.rs` only parses arguments and
//! dispatches: one module per command family.

use std::io::{self, Write};

/// `print!` for a command's output: a reader that went away (`tertius … | head -1`) ends the
/// command as it ends `cat`, with the status of a process killed by SIGPIPE, instead of the
/// panic `print!` gives on a broken pipe.
#[macro_export]
macro_rules! out {
    ($($arg:tt)*) => { $crate::cli::write_stdout(format_args!($($arg)*)) };
}

/// `println!` for a command's output; see [`out!`].
#[macro_export]
macro_rules! outln {
    ($($arg:tt)*) => { $crate::cli::write_stdout(format_args!("{}\n", format_args!($($arg)*))) };
}

/// Writes to standard output; on a closed pipe exits with 141 (128 + SIGPIPE), the status a
/// shell reports for `cat` in the same place, and on any other write error with 1.
pub fn write_stdout(args: std::fmt::Arguments<'_>) {
    let mut stdout = io::stdout().lock();
    if let Err(e) = stdout.write_fmt(args).and_then(|()| stdout.flush()) {
        if e.kind() == io::ErrorKind::BrokenPipe {
            std::process::exit(141);
        }
        eprintln!("tertius: cannot write the output: {e}");
        std::process::exit(1);
    }
}

pub mod arbiter;
pub mod export;
pub mod keys;
pub mod ledger;
pub mod mate;
pub mod perft;
pub mod tables;
