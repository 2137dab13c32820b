//! What the endgame tables say of a fifty-move count: from the position at the notice, could the
//! attacker have forced mate within the moves the law allows, and in how many at best?
//!
//! Pure, like the rest of the arbiter: the tables arrive as data from the caller (the server
//! loads them; a test builds them), and nothing here reads a file. Without tables, or for a
//! position no table covers, nothing is said and the ruling is what it was.

use crate::chess::san::SanPlus;
use crate::chess::{Color, Position};
use crate::law::params::ParamId;
use crate::search::tables::{Material, Tables, Value};
use crate::search::{OutcomeRules, StalemateScore};

use super::judge::Hearing;
use super::replay::color_name;

/// The tables a ruling may consult, with the outcome rules of the record's code (how a
/// stalemate is scored picks the tables).
#[derive(Clone, Copy)]
pub struct Endgames<'t> {
    pub tables: &'t Tables,
    pub outcome: OutcomeRules,
}

/// Adds to a fifty-move ruling what the tables say of `at_notice`, citing the stalemate article
/// too where it chose the tables (a code where the stalemated player wins). The defender is the
/// claimant; `allowed` the moves of the fifty-move article.
pub(super) fn add_fifty_move_verdict(
    endgames: &Endgames<'_>,
    h: &mut Hearing<'_, '_>,
    at_notice: &Position,
    allowed: u32,
) {
    let attacker = h.claimant().other();
    let articles = h.reasons.articles(|p| &p.fifty_moves);
    let Some(said) = fifty_move_verdict(endgames, at_notice, attacker, allowed, &articles) else {
        return;
    };
    if endgames.outcome.stalemate == StalemateScore::StalematedPlayerWins {
        h.reasons.cite_ground(ParamId::stalemate);
    }
    h.find(said);
}

/// The sentence a fifty-move ruling adds from the tables: the value of `at_notice` for
/// `attacker`, against the `allowed` moves of `articles`. `None` where no table covers it.
pub fn fifty_move_verdict(
    endgames: &Endgames<'_>,
    at_notice: &Position,
    attacker: Color,
    allowed: u32,
    articles: &[String],
) -> Option<String> {
    let value = endgames.tables.probe(at_notice, &endgames.outcome)?;
    let material = Material::of(at_notice.board())?;
    let cite = match articles {
        [] => String::new(),
        [one] => format!(" (article {one})"),
        many => format!(" (articles {})", many.join(", ")),
    };
    let defender = attacker.other();
    let to_move = at_notice.turn();
    // The value is the side to move's; turned to the attacker's, the distance is unchanged.
    let (attacker_wins, defender_wins) = match value {
        Value::Win(_) => (to_move == attacker, to_move == defender),
        Value::Loss(_) => (to_move == defender, to_move == attacker),
        Value::Draw => (false, false),
    };
    let end = match endgames.outcome.stalemate {
        StalemateScore::Draw => "mate",
        // The tables of such a code count a stalemate that wins as the game's end too.
        StalemateScore::StalematedPlayerWins => {
            "mate (or a stalemate, which this code scores for the stalemated player)"
        }
    };
    let source = format!(
        "The endgame tables of {material} under this code's rules show that, from the position \
         at the notice"
    );
    let moves = value.moves();
    if attacker_wins {
        let first = (to_move == attacker)
            .then(|| endgames.tables.best_move(at_notice, &endgames.outcome))
            .flatten()
            .map(|(m, _)| format!(", beginning {}", SanPlus::from_move(at_notice, &m)))
            .unwrap_or_default();
        let verdict = if moves <= allowed {
            format!("within the {allowed} moves the law{cite} allows")
        } else {
            format!(
                "more than the {allowed} moves the law{cite} allows: with best defence no mate \
                 could be forced within the count"
            )
        };
        return Some(format!(
            "{source}, {} could force {end} in {moves} moves with best play{first}: {verdict}.",
            color_name(attacker)
        ));
    }
    if defender_wins {
        return Some(format!(
            "{source}, it was {} who could force {end}, in {moves} moves with best play: {} \
             could force none, within the {allowed} moves the law{cite} allows or after.",
            color_name(defender),
            color_name(attacker)
        ));
    }
    Some(format!(
        "{source}, the ending is drawn with best play: {} could force no {end} in any number \
         of moves, let alone the {allowed} the law{cite} allows.",
        color_name(attacker)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cancel::{Budget, Cancel};
    use crate::chess::Setup;
    use crate::search::tables::{TableRules, generate_closure};

    fn tables(names: &[&str]) -> Tables {
        let mut tables = Tables::new();
        for name in names {
            let m: Material = name.parse().unwrap_or_else(|e| unreachable!("{e}"));
            generate_closure(
                m,
                &TableRules::MODERN,
                &mut tables,
                &Budget::UNLIMITED,
                &Cancel::new(),
            )
            .unwrap_or_else(|e| unreachable!("{name}: {e}"));
        }
        tables
    }

    fn said(tables: &Tables, fen: &str, attacker: Color, allowed: u32) -> Option<String> {
        let setup: Setup = fen.parse().unwrap_or_else(|e| unreachable!("{e}"));
        let pos = Position::from_setup(setup, &TableRules::MODERN.move_rules())
            .unwrap_or_else(|e| unreachable!("{e}"));
        let endgames = Endgames {
            tables,
            outcome: OutcomeRules::MODERN,
        };
        fifty_move_verdict(&endgames, &pos, attacker, allowed, &["XII".to_owned()])
    }

    #[test]
    fn a_mate_the_attacker_could_force_is_stated_with_its_length_and_first_move() {
        let t = tables(&["KvK", "KQvK", "KNvK"]);
        // The one longest win of queen against king, ten moves (Ka1 Qb2 kf5, as published).
        let fen = "8/8/8/5k2/8/8/1Q6/K7 w - - 0 1";
        let within = said(&t, fen, Color::White, 50).unwrap_or_default();
        assert!(
            within.contains("White could force mate in 10 moves with best play, beginning"),
            "{within}"
        );
        assert!(within.ends_with("within the 50 moves the law (article XII) allows."));
        let beyond = said(&t, fen, Color::White, 5).unwrap_or_default();
        assert!(beyond.contains("more than the 5 moves"), "{beyond}");
        // The defender to move: the distance is the attacker's still, and no first move is his.
        let black =
            said(&t, "8/8/8/5k2/8/8/1Q6/K7 b - - 0 1", Color::White, 50).unwrap_or_default();
        assert!(black.contains("White could force mate in"), "{black}");
        assert!(!black.contains("beginning"), "{black}");
    }

    #[test]
    fn a_drawn_ending_and_a_lost_one_are_said_to_be_so() {
        let t = tables(&["KvK", "KQvK", "KNvK"]);
        let drawn =
            said(&t, "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", Color::White, 50).unwrap_or_default();
        assert!(
            drawn.contains("the ending is drawn with best play"),
            "{drawn}"
        );
        // The one counting the moves is the one who could mate.
        let lost =
            said(&t, "4k3/8/8/8/8/8/8/1Q2K3 b - - 0 1", Color::Black, 50).unwrap_or_default();
        assert!(lost.contains("it was White who could force mate"), "{lost}");
        assert!(lost.contains("Black could force none"), "{lost}");
    }

    #[test]
    fn nothing_is_said_where_no_table_covers_the_position() {
        let t = tables(&["KvK", "KQvK"]);
        assert_eq!(
            said(&t, "4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1", Color::White, 50),
            None
        );
    }
}
