//! A file's tokens cut into games. A game is its tag pairs and its movetext; it ends at its
//! result (outside any variation), or where the next game's tags begin when an export left the
//! result out.

use super::lex::{At, Kind, LexError, Lexer, Token};

/// One game's tokens, not yet read as a record.
pub struct RawGame<'a> {
    /// 1-based, in file order.
    pub number: usize,
    pub at: At,
    pub tags: Vec<Token<'a>>,
    pub movetext: Vec<Token<'a>>,
    /// The text could not be read as PGN here; the game ends at the error.
    pub error: Option<LexError>,
}

impl RawGame<'_> {
    fn has_moves(&self) -> bool {
        self.movetext
            .iter()
            .any(|t| !matches!(t.kind, Kind::Comment(_)))
    }

    fn is_empty(&self) -> bool {
        self.tags.is_empty() && self.movetext.is_empty() && self.error.is_none()
    }
}

pub struct Games<'a> {
    tokens: std::iter::Peekable<Lexer<'a>>,
    number: usize,
    /// Room for a game's movetext: about a token for every five bytes of the text.
    capacity: usize,
}

impl<'a> Games<'a> {
    pub fn new(text: &'a str) -> Games<'a> {
        Games {
            tokens: Lexer::new(text).peekable(),
            number: 0,
            capacity: (text.len() / 5).clamp(64, 4096),
        }
    }
}

impl<'a> Iterator for Games<'a> {
    type Item = RawGame<'a>;

    fn next(&mut self) -> Option<RawGame<'a>> {
        let mut game = RawGame {
            number: self.number + 1,
            at: At::START,
            tags: Vec::new(),
            // Grown by doubling, the list of a long game's tokens was copied a dozen times: sized
            // from the text (a move and its number take about five bytes a token).
            movetext: Vec::with_capacity(self.capacity),
            error: None,
        };
        let mut depth = 0usize;
        while let Some(next) = self.tokens.peek() {
            let token = match next {
                Ok(token) => token,
                Err(_) => {
                    if let Some(Err(e)) = self.tokens.next() {
                        if game.is_empty() {
                            game.at = e.at;
                        }
                        game.error = Some(e);
                    }
                    break;
                }
            };
            if matches!(token.kind, Kind::Tag { .. }) && game.has_moves() {
                break;
            }
            let Some(Ok(token)) = self.tokens.next() else {
                break;
            };
            if game.is_empty() {
                game.at = token.at;
            }
            match token.kind {
                Kind::Tag { .. } => game.tags.push(token),
                Kind::Open => {
                    depth += 1;
                    game.movetext.push(token);
                }
                Kind::Close => {
                    depth = depth.saturating_sub(1);
                    game.movetext.push(token);
                }
                Kind::Result if depth == 0 => {
                    game.movetext.push(token);
                    break;
                }
                _ => game.movetext.push(token),
            }
        }
        // Free text after a file's last result is not a game.
        let only_text = game.tags.is_empty() && !game.has_moves() && game.error.is_none();
        if game.is_empty() || (only_text && self.number > 0) {
            return None;
        }
        self.number += 1;
        Some(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(text: &str) -> Vec<(usize, u32, usize, usize, bool)> {
        Games::new(text)
            .map(|g| {
                (
                    g.number,
                    g.at.line,
                    g.tags.len(),
                    g.movetext.len(),
                    g.error.is_some(),
                )
            })
            .collect()
    }

    #[test]
    fn games_end_at_their_result_or_at_the_next_tags() {
        let text = "[Event \"a\"]\n1. e4 (1. d4 1-0) e5 1-0\n[Event \"b\"]\n1. d4\n\n[Event \"c\"]\n1. c4 *\n";
        assert_eq!(
            shape(text),
            [
                (1, 1, 1, 7, false),
                (2, 3, 1, 1, false),
                (3, 6, 1, 2, false)
            ]
        );
    }

    #[test]
    fn a_bad_game_is_reported_and_the_next_one_still_read() {
        let text = "[Event \"a\"]\n1. e4 @ e5\n[Event \"b\"]\n1. d4 *";
        assert_eq!(shape(text), [(1, 1, 1, 1, true), (2, 3, 1, 2, false)]);
    }

    #[test]
    fn text_after_the_last_result_is_not_a_game_but_a_lone_comment_is() {
        assert_eq!(shape("1. e4 1-0\n{ the end }\n"), [(1, 1, 0, 2, false)]);
        assert_eq!(shape("{[%touch e2]}"), [(1, 1, 0, 1, false)]);
        assert!(shape("  \n\u{feff}").is_empty());
    }
}
