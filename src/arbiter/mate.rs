//! A mate question about a game's position: whether it can be asked, and the finding a proof
//! gives it, which the ledger logs and every caller (server or command line) answers from.

use crate::chess::san::SanPlus;
use crate::chess::uci::Uci;
use crate::chess::{Color, Position};
use crate::search::{UndecidedReason, Verdict};

use super::MateFinding;
use super::replay::color_name;

/// Why `position` cannot be asked whether the side to move mates, or `None` where it can. A
/// mate question needs a chess position: one king on each side, and the side not to move not
/// in check (the side to move could take the king). Anything else has no mate to prove or
/// refute, and a "no mate" logged for it would bind the game on nonsense.
pub fn mate_question_fault(position: &Position) -> Option<String> {
    let board = position.board();
    for color in [Color::White, Color::Black] {
        let kings = (board.kings() & board.by_color(color)).count();
        if kings != 1 {
            return Some(format!(
                "the position has {kings} {} kings: a mate question needs exactly one on each side",
                color_name(color)
            ));
        }
    }
    // Men of the side to move attacking the other king.
    position
        .attackers_of_kings_by(position.turn())
        .is_nonempty()
        .then(|| {
            format!(
                "the {} king is in check with {} to move: there is no mate question in a \
                 position where the king can be taken",
                color_name(!position.turn()),
                color_name(position.turn())
            )
        })
}

/// A search that decided nothing: why, and how far "no mate" was proved before it stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unproved {
    pub reason: UndecidedReason,
    pub no_mate_within: u32,
    pub nodes: u64,
}

impl MateFinding {
    /// What a search proved about mate in `asked` from `position`, in the form the ledger logs:
    /// the line in UCI and in SAN. An undecided search proved nothing to log.
    pub fn proved(
        asked: u32,
        position: &Position,
        verdict: &Verdict,
    ) -> Result<MateFinding, Unproved> {
        match verdict {
            Verdict::Mate {
                moves, line, nodes, ..
            } => {
                let mut p = *position;
                let mut san = Vec::with_capacity(line.len());
                for m in line {
                    san.push(SanPlus::from_move(&p, m).to_string());
                    p.play_unchecked(*m);
                }
                Ok(MateFinding {
                    asked,
                    mate_in: Some(*moves),
                    line: line.iter().map(|m| Uci::from_move(m).to_string()).collect(),
                    line_san: san,
                    no_mate_within: moves.saturating_sub(1),
                    nodes: *nodes,
                })
            }
            Verdict::NoMate { within, nodes } => Ok(MateFinding {
                asked,
                mate_in: None,
                line: Vec::new(),
                line_san: Vec::new(),
                no_mate_within: *within,
                nodes: *nodes,
            }),
            Verdict::Undecided {
                reason,
                no_mate_within,
                nodes,
            } => Err(Unproved {
                reason: *reason,
                no_mate_within: *no_mate_within,
                nodes: *nodes,
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::MoveRules;

    fn position(fen: &str) -> Position {
        let setup = fen.parse().unwrap_or_else(|e| unreachable!("{e:?}"));
        Position::from_setup(setup, &MoveRules::standard()).unwrap_or_else(|e| unreachable!("{e}"))
    }

    #[test]
    fn a_position_with_a_king_en_prise_or_a_king_missing_is_no_mate_question() {
        assert_eq!(
            mate_question_fault(&position("7k/8/5K2/8/8/8/8/R7 w - - 0 1")),
            None
        );
        let taken = mate_question_fault(&position("R6k/8/5K2/8/8/8/8/8 w - - 0 1"));
        assert!(taken.is_some_and(|f| f.contains("can be taken")));
    }

    #[test]
    fn a_proved_mate_is_logged_with_its_line_in_uci_and_san() {
        let p = position("7k/8/6K1/8/8/8/8/R7 w - - 0 1");
        let m = p
            .legal_moves()
            .into_iter()
            .find(|m| Uci::from_move(m).to_string() == "a1a8")
            .unwrap_or_else(|| unreachable!());
        let verdict = Verdict::Mate {
            moves: 1,
            key: m,
            line: vec![m],
            finish: crate::search::Finish::Checkmate,
            nodes: 5,
        };
        let finding = MateFinding::proved(1, &p, &verdict);
        assert_eq!(
            finding.map(|f| (f.line, f.line_san, f.no_mate_within)),
            Ok((vec!["a1a8".to_owned()], vec!["Ra8#".to_owned()], 0))
        );
        let undecided = Verdict::Undecided {
            reason: crate::search::UndecidedReason::LineNotVerified,
            no_mate_within: 0,
            nodes: 5,
        };
        assert!(MateFinding::proved(1, &p, &undecided).is_err());
    }
}
