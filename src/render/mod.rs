//! Rulings drawn for the people at the board: one self-contained HTML page an arbiter can print
//! (A4) and show the players, with the board before and after the act complained of, the
//! decision in plain words, each remedy's position, the articles quoted with the reading
//! adopted, and how to check the ruling against the ledger.
//!
//! Pure, like the arbiter it draws from: no I/O, no clock (times arrive as data), no protobuf.
//! The CLI and the gRPC edge fetch what a page needs and hand it in.

mod page;
pub mod svg;

pub use page::{Logged, RulingPage, document, ruling_page, section, utc};

/// Text made safe for HTML element content and quoted attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn escaping() {
        assert_eq!(
            super::escape("<a href=\"x\">'&'</a>"),
            "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;"
        );
    }
}
