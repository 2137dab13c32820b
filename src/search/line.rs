//! The last word before a mate is claimed: the main line is re-played from the position with
//! nothing but the move generator, so a bug in the prover (or a table collision) can at worst
//! cost a verdict, never produce a false one.

use crate::chess::moves::Move;
use crate::chess::position::Position;
use crate::search::mate::{Finish, OutcomeRules, StalemateScore};

/// Whether `line` is a win for the side to move in `pos` in exactly `moves` of its moves: every
/// move legal where it is played, and the game over at the end as `finish` says.
pub fn replays(
    pos: &Position,
    outcome: &OutcomeRules,
    moves: u32,
    line: &[Move],
    finish: Finish,
) -> bool {
    let attacker = pos.turn();
    let expected_len = match finish {
        Finish::Checkmate => (2 * moves).checked_sub(1),
        Finish::AttackerStalemated => Some(2 * moves),
    };
    if expected_len != Some(line.len() as u32) {
        return false;
    }
    let mut p = *pos;
    for &m in line {
        if p.play(m).is_err() {
            return false;
        }
    }
    match finish {
        Finish::Checkmate => p.turn() != attacker && p.is_checkmate(),
        Finish::AttackerStalemated => {
            outcome.stalemate == StalemateScore::StalematedPlayerWins
                && p.turn() == attacker
                && p.is_stalemate()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::{MoveRules, Setup};

    fn pos(fen: &str) -> Position {
        let setup: Setup = fen.parse().unwrap_or_else(|e| unreachable!("{e}"));
        Position::from_setup(setup, &MoveRules::standard()).unwrap_or_else(|e| unreachable!("{e}"))
    }

    #[test]
    fn only_a_real_mate_replays() {
        let p = pos("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1");
        let moves = p.legal_moves();
        let find = |uci: &str| {
            moves
                .iter()
                .copied()
                .find(|m| m.to_uci().to_string() == uci)
        };
        let (Some(mate), Some(quiet)) = (find("a1a8"), find("a1a7")) else {
            unreachable!("moves are generated")
        };
        let modern = OutcomeRules::MODERN;
        assert!(replays(&p, &modern, 1, &[mate], Finish::Checkmate));
        assert!(!replays(&p, &modern, 1, &[quiet], Finish::Checkmate));
        assert!(!replays(&p, &modern, 2, &[mate], Finish::Checkmate));
        assert!(!replays(
            &p,
            &modern,
            1,
            &[mate],
            Finish::AttackerStalemated
        ));
        assert!(!replays(&p, &modern, 0, &[], Finish::Checkmate));
        // A move from another position is refused, not played.
        assert!(!replays(
            &p.after(mate),
            &modern,
            1,
            &[mate],
            Finish::Checkmate
        ));
    }
}
