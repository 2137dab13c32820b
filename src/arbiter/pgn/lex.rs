//! PGN text to tokens, each with the line and column it starts at, after the import format of
//! the PGN standard (sections 3.1 and 8): what real exports write is read; what no export writes
//! is an error that says where.
//!
//! Read and dropped here, because they never matter to a record: move numbers with or without
//! their periods (`1.`, `1...`, `12.e4`), suffix annotations (`!`, `?`, `!?`, `?!`, `!!`, `??`),
//! `e.p.` after an en passant capture, `;` comments to the end of the line, `%` escape lines, a
//! byte order mark, and carriage returns. Everything else is a [`Token`].

use super::MAX_TAG_VALUE;

/// Where a token starts: 1-based line, and 1-based column counted in characters, as an editor
/// shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct At {
    pub line: u32,
    pub column: u32,
}

impl At {
    pub const START: At = At { line: 1, column: 1 };

    /// Where the text after `passed` starts, `passed` starting here.
    pub fn after(self, passed: &str) -> At {
        // As stepping over each character, but a comment may be a mebibyte long (#21).
        let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        match passed.rfind('\n') {
            None => At {
                line: self.line,
                column: self.column.saturating_add(count(passed.chars().count())),
            },
            Some(last) => At {
                line: self
                    .line
                    .saturating_add(count(passed.bytes().filter(|&b| b == b'\n').count())),
                column: 1u32.saturating_add(count(passed[last + 1..].chars().count())),
            },
        }
    }

    fn step(self, c: char) -> At {
        if c == '\n' {
            At {
                line: self.line.saturating_add(1),
                column: 1,
            }
        } else {
            At {
                line: self.line,
                column: self.column.saturating_add(1),
            }
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kind<'a> {
    /// `[Name "value"]`, the value unescaped.
    Tag { name: &'a str, value: String },
    /// The text between `{` and `}`.
    Comment(&'a str),
    /// `(`: a variation begins.
    Open,
    /// `)`: a variation ends.
    Close,
    /// `$1`: a numeric annotation glyph.
    Nag,
    /// A move in SAN, or anything that starts like one.
    Word,
    /// `--` or `Z0`: a null move, which analysis writes in variations.
    Null,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    Result,
    /// A move number followed by `...`: the next move is Black's. Other move numbers are
    /// dropped; this one matters where a record shows Black making the first move.
    BlackMoveNumber,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token<'a> {
    pub kind: Kind<'a>,
    /// The token as written.
    pub text: &'a str,
    pub at: At,
}

/// Text that is not PGN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LexError {
    pub at: At,
    pub token: String,
    pub reason: String,
}

pub struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    at: At,
}

/// Characters that continue a symbol after its first (standard 7: letters, digits and
/// `_+#=:-`, and `/` for `1/2-1/2`), as a table: every byte of every move is asked (#21).
const CONTINUES_SYMBOL: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        table[b] = c.is_ascii_alphanumeric()
            || matches!(c, b'_' | b'+' | b'#' | b'=' | b':' | b'-' | b'/');
        b += 1;
    }
    table
};

fn continues_symbol(b: u8) -> bool {
    CONTINUES_SYMBOL[usize::from(b)]
}

impl<'a> Lexer<'a> {
    pub fn new(text: &'a str) -> Lexer<'a> {
        Lexer {
            text,
            pos: 0,
            at: At::START,
        }
    }

    fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    fn peek(&self) -> Option<char> {
        // PGN is ASCII but for its comments and tag values: a byte is a character first.
        match self.text.as_bytes().get(self.pos) {
            Some(&b) if b.is_ascii() => Some(char::from(b)),
            _ => self.rest().chars().next(),
        }
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        self.at = self.at.step(c);
        Some(c)
    }

    fn bump_while(&mut self, keep: impl Fn(char) -> bool) {
        while self.peek().is_some_and(&keep) {
            self.bump();
        }
    }

    /// After an error, goes on at the next line that opens a tag, where the next game most
    /// likely begins, so one bad game does not hide the rest of a file.
    fn resync(&mut self) {
        match self.rest().find("\n[") {
            Some(n) => {
                let skipped = &self.rest()[..=n];
                self.at = self.at.after(skipped);
                self.pos += n + 1;
            }
            None => {
                self.at = self.at.after(self.rest());
                self.pos = self.text.len();
            }
        }
    }

    fn error(&mut self, at: At, start: usize, reason: impl Into<String>) -> LexError {
        let token: String = self.text[start..]
            .split(char::is_whitespace)
            .next()
            .unwrap_or_default()
            .to_owned();
        self.resync();
        LexError {
            at,
            token,
            reason: reason.into(),
        }
    }

    fn token(&self, kind: Kind<'a>, start: usize, at: At) -> Token<'a> {
        Token {
            kind,
            text: &self.text[start..self.pos],
            at,
        }
    }

    fn tag(&mut self, start: usize, at: At) -> Result<Token<'a>, LexError> {
        self.bump();
        self.bump_while(char::is_whitespace);
        let name_start = self.pos;
        self.bump_while(|c| c.is_ascii_alphanumeric() || c == '_');
        let name = &self.text[name_start..self.pos];
        if name.is_empty() {
            return Err(self.error(at, start, "a tag is written `[Name \"value\"]`"));
        }
        self.bump_while(char::is_whitespace);
        if self.bump() != Some('"') {
            return Err(self.error(at, start, "a tag's value is a quoted string"));
        }
        let mut value = String::new();
        loop {
            match self.bump() {
                None => return Err(self.error(at, start, "a tag's value is never closed")),
                Some('"') => break,
                Some('\\') => match self.bump() {
                    Some(c @ ('"' | '\\')) => value.push(c),
                    Some(c) => {
                        value.push('\\');
                        value.push(c);
                    }
                    None => return Err(self.error(at, start, "a tag's value is never closed")),
                },
                Some(c) => value.push(c),
            }
            // The bound also stops an unclosed quote from reading the rest of the file.
            if value.len() > MAX_TAG_VALUE {
                return Err(self.error(
                    at,
                    start,
                    format!("a tag's value is at most {MAX_TAG_VALUE} bytes"),
                ));
            }
        }
        self.bump_while(char::is_whitespace);
        if self.bump() != Some(']') {
            return Err(self.error(at, start, "a tag ends with `]` after its value"));
        }
        Ok(self.token(Kind::Tag { name, value }, start, at))
    }

    fn comment(&mut self, start: usize, at: At) -> Result<Token<'a>, LexError> {
        let Some(len) = self.rest().find('}') else {
            let token = "{".to_owned();
            self.at = self.at.after(self.rest());
            self.pos = self.text.len();
            return Err(LexError {
                at,
                token,
                reason: "a comment opened with `{` is never closed with `}`".to_owned(),
            });
        };
        let body = &self.rest()[1..len];
        let passed = &self.rest()[..=len];
        self.at = self.at.after(passed);
        self.pos += len + 1;
        Ok(self.token(Kind::Comment(body), start, at))
    }

    fn symbol(&mut self, start: usize, at: At) -> Option<Token<'a>> {
        // A symbol is ASCII and on one line: its bytes are its columns.
        let bytes = self.text.as_bytes();
        let mut end = self.pos;
        while let Some(&b) = bytes.get(end) {
            // `exd6e.p.`: the en passant mark may follow the move without a space.
            if !continues_symbol(b) || (b == b'e' && bytes[end..].starts_with(b"e.p.")) {
                break;
            }
            end += 1;
        }
        self.at.column = self
            .at
            .column
            .saturating_add(u32::try_from(end - self.pos).unwrap_or(u32::MAX));
        self.pos = end;
        let text = &self.text[start..self.pos];
        let kind = match text {
            "1-0" | "0-1" | "1/2-1/2" => Kind::Result,
            "Z0" => Kind::Null,
            _ if text.bytes().all(|b| b.is_ascii_digit()) => {
                if !self.rest().starts_with("...") {
                    return None;
                }
                for _ in 0..3 {
                    self.bump();
                }
                Kind::BlackMoveNumber
            }
            _ => Kind::Word,
        };
        Some(self.token(kind, start, at))
    }
}

impl<'a> Iterator for Lexer<'a> {
    type Item = Result<Token<'a>, LexError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            // Most of a file is spaces and line ends between short symbols.
            while let Some(&b) = self.text.as_bytes().get(self.pos) {
                self.at = match b {
                    b'\n' => At {
                        line: self.at.line.saturating_add(1),
                        column: 1,
                    },
                    b' ' | b'\t' | b'\r' | 0x0b | 0x0c => At {
                        line: self.at.line,
                        column: self.at.column.saturating_add(1),
                    },
                    _ => break,
                };
                self.pos += 1;
            }
            let start = self.pos;
            let at = self.at;
            // Movetext is moves and move numbers: an ASCII symbol, or the dots and suffixes after
            // one, read here byte by byte without the general path's checks (#21).
            let bytes = self.text.as_bytes();
            match bytes.get(start) {
                Some(&b) if b.is_ascii_alphanumeric() && !bytes[start..].starts_with(b"e.p.") => {
                    self.pos += 1;
                    self.at.column = self.at.column.saturating_add(1);
                    match self.symbol(start, at) {
                        Some(token) => return Some(Ok(token)),
                        None => continue,
                    }
                }
                Some(b'.' | b'!' | b'?') => {
                    let run = bytes[start..]
                        .iter()
                        .take_while(|&&b| matches!(b, b'.' | b'!' | b'?'))
                        .count();
                    self.pos += run;
                    self.at.column = self
                        .at
                        .column
                        .saturating_add(u32::try_from(run).unwrap_or(u32::MAX));
                    continue;
                }
                _ => {}
            }
            let c = self.peek()?;
            // A byte order mark takes no column, as in an editor; it is read wherever files
            // were joined into one.
            if c == '\u{feff}' {
                self.pos += c.len_utf8();
                continue;
            }
            if c.is_whitespace() {
                self.bump();
                continue;
            }
            if at.column == 1 && c == '%' {
                self.bump_while(|c| c != '\n');
                continue;
            }
            let token = match c {
                '[' => self.tag(start, at),
                '{' => self.comment(start, at),
                ';' => {
                    self.bump_while(|c| c != '\n');
                    continue;
                }
                '(' | ')' | '*' => {
                    self.bump();
                    let kind = match c {
                        '(' => Kind::Open,
                        ')' => Kind::Close,
                        _ => Kind::Result,
                    };
                    Ok(self.token(kind, start, at))
                }
                '$' => {
                    self.bump();
                    self.bump_while(|c| c.is_ascii_digit());
                    if self.pos == start + 1 {
                        Err(self.error(at, start, "a `$` annotation glyph needs its number"))
                    } else {
                        Ok(self.token(Kind::Nag, start, at))
                    }
                }
                '!' | '?' | '.' => {
                    self.bump_while(|c| matches!(c, '!' | '?' | '.'));
                    continue;
                }
                '-' if self.rest().starts_with("--") => {
                    self.bump();
                    self.bump();
                    Ok(self.token(Kind::Null, start, at))
                }
                _ if self.rest().starts_with("e.p.") => {
                    for _ in 0..4 {
                        self.bump();
                    }
                    continue;
                }
                c if c.is_ascii_alphanumeric() => {
                    self.bump();
                    match self.symbol(start, at) {
                        Some(token) => Ok(token),
                        None => continue,
                    }
                }
                _ => Err(self.error(
                    at,
                    start,
                    format!("`{}` cannot begin a PGN token", c.escape_debug()),
                )),
            };
            return Some(token);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<(Kind<'_>, &str)> {
        Lexer::new(text)
            .map(|t| t.map(|t| (t.kind, t.text)))
            .collect::<Result<_, _>>()
            .unwrap()
    }

    #[test]
    fn move_numbers_suffixes_and_en_passant_marks_are_dropped() {
        let words: Vec<&str> = kinds("1.e4 e5!? 2...Nf3?? exd6 e.p. 3.exd6e.p. $14")
            .into_iter()
            .filter(|(k, _)| *k != Kind::BlackMoveNumber)
            .map(|(_, t)| t)
            .collect();
        assert_eq!(words, ["e4", "e5", "Nf3", "exd6", "exd6", "$14"]);
    }

    #[test]
    fn a_move_number_with_three_dots_is_kept_as_black_to_move() {
        let found: Vec<(Kind<'_>, &str)> = kinds("1... e5 2. e4 2...Nc6");
        let black: Vec<&str> = found
            .iter()
            .filter(|(k, _)| *k == Kind::BlackMoveNumber)
            .map(|(_, t)| *t)
            .collect();
        assert_eq!(black, ["1...", "2..."]);
    }

    #[test]
    fn a_tag_value_keeps_escaped_quotes_backslashes_and_brackets() {
        let tokens = kinds(r#"[Event "The \"Immortal\" [game] \\ 1851"]"#);
        assert_eq!(
            tokens[0].0,
            Kind::Tag {
                name: "Event",
                value: r#"The "Immortal" [game] \ 1851"#.to_owned()
            }
        );
    }

    #[test]
    fn lines_and_columns_count_characters_across_crlf_and_a_bom() {
        let text = "\u{feff}[White \"Ńó\"]\r\n\r\n1. e4 {ä}\r\n% escape\r\n  Nf3";
        let at: Vec<(u32, u32)> = Lexer::new(text)
            .map(|t| t.map(|t| (t.at.line, t.at.column)))
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(at, [(1, 1), (3, 4), (3, 7), (5, 3)]);
    }

    #[test]
    fn results_null_moves_and_variations_are_their_own_tokens() {
        let tokens: Vec<Kind<'_>> = kinds("( -- Z0 ) 1-0 0-1 1/2-1/2 * 0-0")
            .into_iter()
            .map(|(k, _)| k)
            .collect();
        assert_eq!(
            tokens,
            [
                Kind::Open,
                Kind::Null,
                Kind::Null,
                Kind::Close,
                Kind::Result,
                Kind::Result,
                Kind::Result,
                Kind::Result,
                Kind::Word
            ]
        );
    }

    #[test]
    fn a_stray_character_is_an_error_where_it_stands_and_reading_resumes_at_the_next_tag() {
        let mut lexer = Lexer::new("1. e4 @x e5\n[Event \"next\"]");
        assert!(lexer.next().unwrap().is_ok());
        let e = lexer.next().unwrap().unwrap_err();
        assert_eq!((e.at.line, e.at.column, e.token.as_str()), (1, 7, "@x"));
        assert!(matches!(
            lexer.next().unwrap().unwrap().kind,
            Kind::Tag { name: "Event", .. }
        ));
    }

    #[test]
    fn an_unclosed_comment_or_tag_value_is_an_error_at_its_opening() {
        let e = Lexer::new("1. e4 {never").nth(1).unwrap().unwrap_err();
        assert_eq!((e.at.column, e.token.as_str()), (7, "{"));
        let long = format!("[Event \"{}", "x".repeat(MAX_TAG_VALUE + 10));
        let e = Lexer::new(&long).next().unwrap().unwrap_err();
        assert!(e.reason.contains("at most"), "{e:?}");
    }
}
