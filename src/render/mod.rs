//! Rulings drawn for the people at the board: one self-contained HTML page an arbiter can print
//! (A4) and show the players, with the board before and after the act complained of, the
//! decision in plain words, each remedy's position, the articles quoted with the reading
//! adopted, and how to check the ruling against the ledger.
//!
//! Pure, like the arbiter it draws from: no I/O, no clock (times arrive as data), no protobuf.
//! The CLI and the gRPC edge fetch what a page needs and hand it in.

mod page;
pub mod svg;

pub use page::{Logged, RulingPage, document, ruling_page, section};

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

/// Milliseconds since the Unix epoch as RFC 3339 in UTC (`2026-11-23T22:23:46.123Z`), the form
/// people and log tools read. The civil date comes from the day count by Howard Hinnant's
/// `civil_from_days` arithmetic, so no date crate is needed for one format.
pub fn rfc3339(ms: i64) -> String {
    let days = ms.div_euclid(86_400_000);
    let in_day = ms.rem_euclid(86_400_000);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{:03}Z",
        in_day / 3_600_000,
        in_day / 60_000 % 60,
        in_day / 1000 % 60,
        in_day % 1000
    )
}

#[cfg(test)]
mod tests {
    use super::rfc3339;

    #[test]
    fn escaping() {
        assert_eq!(
            super::escape("<a href=\"x\">'&'</a>"),
            "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;"
        );
    }

    #[test]
    fn times_print_as_rfc_3339() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00.000Z");
        // `date -u -d @1795472626.123 +%FT%T.%3NZ`
        assert_eq!(rfc3339(1_795_472_626_123), "2026-11-23T22:23:46.123Z");
        // A leap day, and the turn of a century that is not a leap year.
        assert_eq!(rfc3339(951_782_400_000), "2000-02-29T00:00:00.000Z");
        assert_eq!(rfc3339(4_107_542_399_999), "2100-02-28T23:59:59.999Z");
        assert_eq!(rfc3339(-1), "1969-12-31T23:59:59.999Z");
    }
}
