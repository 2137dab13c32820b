//! A chess board as inline SVG: squares, men, coordinates, marked squares and arrows.
//!
//! Drawn here from simple shapes (no font, no image, no outside drawing), so the board looks the
//! same in every browser and on paper, and the page needs nothing but itself. White is always
//! at the foot: the arbiter shows the players the board as the score sheet reads it.

use std::fmt::Write as _;

use crate::chess::{Board, Color, Piece, Role, Square};

/// Units a square is wide; the drawing scales to whatever width the page gives it.
const SQ: f32 = 40.0;
/// Room for the coordinates, left of and below the squares.
const EDGE: f32 = 14.0;
const SIZE: f32 = EDGE + 8.0 * SQ;

/// The colours of the squares. Tests find the board in a screenshot by them.
pub const LIGHT: (u8, u8, u8) = (0xef, 0xe3, 0xc6);
pub const DARK: (u8, u8, u8) = (0x9c, 0x7b, 0x5b);

/// Why a square is marked, which picks its colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// A square of the act complained of.
    Offence,
    /// A square a remedy moves from or to.
    Remedy,
    /// A king in check.
    Check,
}

impl Mark {
    fn fill(self) -> &'static str {
        match self {
            Mark::Offence => "rgba(205,45,45,0.42)",
            Mark::Remedy => "rgba(35,140,80,0.38)",
            Mark::Check => "rgba(235,150,0,0.50)",
        }
    }

    fn stroke(self) -> &'static str {
        match self {
            Mark::Offence => "#a61b1b",
            Mark::Remedy => "#176b3a",
            Mark::Check => "#b86e00",
        }
    }

    fn name(self) -> &'static str {
        match self {
            Mark::Offence => "offence",
            Mark::Remedy => "remedy",
            Mark::Check => "check",
        }
    }
}

/// What to draw: the men, and what to point out on them.
#[derive(Debug, Clone, Default)]
pub struct Drawing {
    pub marks: Vec<(Square, Mark)>,
    pub arrows: Vec<(Square, Square, Mark)>,
}

fn hex((r, g, b): (u8, u8, u8)) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// The top-left corner of a square, White at the foot.
fn corner(sq: Square) -> (f32, f32) {
    let x = EDGE + f32::from(sq.file().index()) * SQ;
    let y = (7.0 - f32::from(sq.rank().index())) * SQ;
    (x, y)
}

fn centre(sq: Square) -> (f32, f32) {
    let (x, y) = corner(sq);
    (x + SQ / 2.0, y + SQ / 2.0)
}

/// The board as an `<svg>` element. `label` is its accessible name (plain text; escaped here).
pub fn board(board: &Board, drawing: &Drawing, label: &str) -> String {
    let mut out = String::with_capacity(16 * 1024);
    let _ = write!(
        out,
        "<svg class=\"board\" viewBox=\"0 0 {SIZE} {SIZE}\" role=\"img\" aria-label=\"{}\">",
        super::escape(label)
    );
    let (light, dark) = (hex(LIGHT), hex(DARK));
    for sq in Square::all() {
        let (x, y) = corner(sq);
        let is_light = (sq.file().index() + sq.rank().index()) % 2 == 1;
        let _ = write!(
            out,
            "<rect class=\"sq\" data-square=\"{sq}\" x=\"{x}\" y=\"{y}\" width=\"{SQ}\" \
             height=\"{SQ}\" fill=\"{}\"/>",
            if is_light { &light } else { &dark }
        );
    }
    for &(sq, mark) in &drawing.marks {
        let (x, y) = corner(sq);
        let _ = write!(
            out,
            "<rect class=\"mark {}\" data-square=\"{sq}\" x=\"{}\" y=\"{}\" width=\"{}\" \
             height=\"{}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"3\"/>",
            mark.name(),
            x + 1.5,
            y + 1.5,
            SQ - 3.0,
            SQ - 3.0,
            mark.fill(),
            mark.stroke()
        );
    }
    for (sq, piece) in board.pieces() {
        man(&mut out, sq, piece);
    }
    for &(from, to, mark) in &drawing.arrows {
        arrow(&mut out, from, to, mark);
    }
    coordinates(&mut out);
    out.push_str("</svg>");
    out
}

fn coordinates(out: &mut String) {
    for i in 0..8u8 {
        let file = char::from(b'a' + i);
        let rank = char::from(b'1' + i);
        let _ = write!(
            out,
            "<text class=\"coord\" x=\"{}\" y=\"{}\" font-size=\"11\" text-anchor=\"middle\" \
             fill=\"#333\" font-family=\"sans-serif\">{file}</text>",
            EDGE + (f32::from(i) + 0.5) * SQ,
            8.0 * SQ + 11.0
        );
        let _ = write!(
            out,
            "<text class=\"coord\" x=\"{}\" y=\"{}\" font-size=\"11\" text-anchor=\"middle\" \
             fill=\"#333\" font-family=\"sans-serif\">{rank}</text>",
            EDGE / 2.0,
            (7.0 - f32::from(i) + 0.5) * SQ + 4.0
        );
    }
}

/// An arrow from the centre of one square to the edge of another, as a single outline (no
/// `<marker>`: marker ids would collide between the several boards of one page).
fn arrow(out: &mut String, from: Square, to: Square, mark: Mark) {
    let (x0, y0) = centre(from);
    let (x1, y1) = centre(to);
    let (dx, dy) = (x1 - x0, y1 - y0);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1.0 {
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    let (nx, ny) = (-uy, ux);
    let (shaft, head, head_len) = (3.5, 10.0, 15.0);
    // Stop short of the far centre so the man on the target square stays visible.
    let tip = len - 8.0;
    let base = tip - head_len;
    let p =
        |along: f32, across: f32| (x0 + ux * along + nx * across, y0 + uy * along + ny * across);
    let points = [
        p(0.0, shaft),
        p(base, shaft),
        p(base, head),
        p(tip, 0.0),
        p(base, -head),
        p(base, -shaft),
        p(0.0, -shaft),
    ];
    let _ = write!(out, "<polygon class=\"arrow {}\" points=\"", mark.name());
    for (i, (x, y)) in points.iter().enumerate() {
        let _ = write!(out, "{}{x:.1},{y:.1}", if i == 0 { "" } else { " " });
    }
    let _ = write!(
        out,
        "\" fill=\"{}\" fill-opacity=\"0.8\" stroke=\"#fff\" stroke-width=\"1\"/>",
        mark.stroke()
    );
}

/// One man, drawn on a 100-unit square and scaled onto the board.
fn man(out: &mut String, sq: Square, piece: Piece) {
    let (x, y) = corner(sq);
    let (fill, line) = match piece.color {
        Color::White => ("#fbfbf8", "#1d1d1d"),
        Color::Black => ("#1d1d1d", "#1d1d1d"),
    };
    // Inner details (the bishop's cut, the knight's eye) contrast with the body.
    let detail = match piece.color {
        Color::White => "#1d1d1d",
        Color::Black => "#fbfbf8",
    };
    let _ = write!(
        out,
        "<g class=\"man\" data-man=\"{}\" transform=\"translate({x} {y}) scale({})\" \
         fill=\"{fill}\" stroke=\"{line}\" stroke-width=\"3.5\" stroke-linejoin=\"round\">",
        piece.char(),
        SQ / 100.0
    );
    let base = "<rect x=\"24\" y=\"78\" width=\"52\" height=\"10\" rx=\"3\"/>";
    match piece.role {
        Role::Pawn => {
            out.push_str("<circle cx=\"50\" cy=\"32\" r=\"12\"/>");
            out.push_str("<path d=\"M38 48 Q50 40 62 48 L68 78 L32 78 Z\"/>");
            out.push_str(base);
        }
        Role::Rook => {
            out.push_str("<path d=\"M32 78 L35 44 L65 44 L68 78 Z\"/>");
            out.push_str(
                "<path d=\"M27 44 L27 20 L38 20 L38 28 L45 28 L45 20 L55 20 L55 28 L62 28 \
                 L62 20 L73 20 L73 44 Z\"/>",
            );
            out.push_str(base);
        }
        Role::Bishop => {
            out.push_str("<circle cx=\"50\" cy=\"18\" r=\"6\"/>");
            out.push_str("<path d=\"M36 78 Q26 58 50 26 Q74 58 64 78 Z\"/>");
            let _ = write!(
                out,
                "<path d=\"M50 44 L60 56\" stroke=\"{detail}\" stroke-width=\"4\" fill=\"none\"/>"
            );
            out.push_str(base);
        }
        Role::Knight => {
            out.push_str(
                "<path d=\"M30 78 Q40 62 44 54 L30 60 L20 54 L26 42 Q38 24 54 22 L58 12 \
                 L64 24 Q78 38 72 78 Z\"/>",
            );
            let _ = write!(
                out,
                "<circle cx=\"47\" cy=\"34\" r=\"3.5\" fill=\"{detail}\" stroke=\"none\"/>"
            );
            out.push_str(base);
        }
        Role::Queen => {
            out.push_str(
                "<path d=\"M28 78 L18 34 L34 56 L36 26 L46 54 L50 20 L54 54 L64 26 L66 56 \
                 L82 34 L72 78 Z\"/>",
            );
            for (cx, cy) in [(18, 30), (36, 22), (50, 16), (64, 22), (82, 30)] {
                let _ = write!(out, "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"5\"/>");
            }
            out.push_str(base);
        }
        Role::King => {
            out.push_str("<path d=\"M30 78 L25 46 Q50 34 75 46 L70 78 Z\"/>");
            out.push_str("<rect x=\"45\" y=\"8\" width=\"10\" height=\"30\" rx=\"2\"/>");
            out.push_str("<rect x=\"37\" y=\"16\" width=\"26\" height=\"9\" rx=\"2\"/>");
            out.push_str(base);
        }
    }
    out.push_str("</g>");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::Setup;

    #[test]
    fn a_board_has_64_squares_and_every_man() {
        let svg = board(&Setup::standard().board, &Drawing::default(), "start");
        assert_eq!(svg.matches("class=\"sq\"").count(), 64);
        assert_eq!(svg.matches("class=\"man\"").count(), 32);
        assert_eq!(svg.matches("data-man=\"K\"").count(), 1);
        assert_eq!(svg.matches("data-man=\"p\"").count(), 8);
        assert!(svg.contains(&hex(LIGHT)) && svg.contains(&hex(DARK)));
        // h1 is a light square, a1 a dark one.
        assert!(svg.contains(&format!(
            "data-square=\"h1\" x=\"294\" y=\"280\" width=\"40\" height=\"40\" fill=\"{}\"",
            hex(LIGHT)
        )));
        assert!(svg.contains(&format!(
            "data-square=\"a1\" x=\"14\" y=\"280\" width=\"40\" height=\"40\" fill=\"{}\"",
            hex(DARK)
        )));
    }

    #[test]
    fn marked_squares_and_arrows_are_drawn() {
        let drawing = Drawing {
            marks: vec![(Square::F1, Mark::Offence), (Square::H3, Mark::Offence)],
            arrows: vec![(Square::F1, Square::H3, Mark::Offence)],
        };
        let svg = board(&Setup::standard().board, &drawing, "marked");
        assert!(svg.contains("class=\"mark offence\" data-square=\"f1\""));
        assert!(svg.contains("class=\"mark offence\" data-square=\"h3\""));
        assert_eq!(svg.matches("class=\"arrow offence\"").count(), 1);
    }

    #[test]
    fn the_label_is_escaped() {
        let svg = board(&Board::empty(), &Drawing::default(), "\"><script>");
        assert!(!svg.contains("<script>"));
        assert!(svg.contains("&quot;&gt;&lt;script&gt;"));
    }
}
