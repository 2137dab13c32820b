//! The remedy book: every remedy a ruling offers is made concrete here, with the position it
//! is met from, the moves that meet it and whether it can be enforced. A dispute chooses which
//! remedies its offence calls for; it never writes one out.

use crate::chess::Piece;
use crate::chess::san::SanPlus;
use crate::chess::{Color, Move, MoveKind, Position, Role, Setup, Square};
use crate::law::params::{Menu, Remedy};

use super::replay::{GameState, Ply, PlyKind, color_name, in_own_half};
use super::ruling::RemedyOffer;

/// A man found on a wrong square at the start: the square, the man the array puts there, the
/// man found there.
pub(super) type SetupFault = (Square, Option<Piece>, Option<Piece>);

/// What `remedy` demands of the offender of an irregular move `ply`: from the position before
/// it, the lawful moves that satisfy the remedy.
pub(super) fn for_move(
    remedy: Remedy,
    state: &GameState,
    ply: &Ply,
    no_penalty_if_immobile: bool,
    menu: &Menu,
) -> RemedyOffer {
    let no_castling = menu.no_castling;
    let offender = ply.by;
    let before = &ply.before;
    let legal = ply.lawful_moves_before();
    // The lawful moves from the position before the offence that satisfy a remedy.
    let only = |keep: &dyn Fn(&Move) -> bool| -> Vec<Move> {
        legal.iter().copied().filter(|m| keep(m)).collect()
    };
    let who = color_name(offender);
    // The adversary's man moved, put back where it stood and taken there.
    let put_back_and_taken = || {
        let moves = only(&|m| m.capture_square() == Some(ply.from));
        restricted(
            remedy,
            before,
            &moves,
            format!("{who} must put the man back on {} and take it", ply.from),
            false,
        )
    };
    match remedy {
        Remedy::LeaveAsPlayed | Remedy::LetCastlingStand => {
            let after = position_after(state, ply.event);
            RemedyOffer {
                remedy,
                obligation: format!(
                    "{}'s move {} stands as played; the game goes on from it.",
                    who, ply.notation
                ),
                position: after,
                moves: Vec::new(),
                enforceable: true,
            }
        }
        Remedy::MoveCorrectly => {
            let moves = correct_moves(ply);
            let what = if exchange_left_undone(ply, &moves) {
                format!(
                    "{who} must exchange the pawn on {} for a piece it may become",
                    ply.to
                )
            } else {
                format!("{who} must move the man on {} lawfully", ply.from)
            };
            restricted(remedy, before, &moves, what, false)
        }
        Remedy::MoveKing | Remedy::ReplaceAndMoveKing | Remedy::MoveKingNoCastling => {
            let no_castling = no_castling || remedy == Remedy::MoveKingNoCastling;
            let moves = only(&|m| {
                m.role == Role::King && !(no_castling && matches!(m.kind, MoveKind::Castle { .. }))
            });
            let what = if remedy == Remedy::MoveKingNoCastling {
                format!("{who} must replace the men and move his king, not by castling")
            } else if no_castling {
                format!("{who} must replace the man and move his king, not by castling")
            } else {
                format!("{who} must replace the man and move his king")
            };
            restricted(remedy, before, &moves, what, no_penalty_if_immobile)
        }
        Remedy::MoveRook => {
            let rook_from = match ply.kind {
                PlyKind::IllegalCastling {
                    rook_from: Some(sq),
                    ..
                } => Some(sq),
                _ => None,
            };
            let moves = only(&|m| Some(m.from) == rook_from);
            restricted(
                remedy,
                before,
                &moves,
                format!("{who} must replace the men and move the rook"),
                false,
            )
        }
        Remedy::ReplaceAndMoveLegally => any_legal_move(before, offender),
        Remedy::CaptureWithLegalCapturer => {
            let moves = lawful_captures(ply);
            restricted(
                remedy,
                before,
                &moves,
                format!(
                    "{who} must take the man on {} with a man that can lawfully take it",
                    ply.to
                ),
                false,
            )
        }
        Remedy::MoveTouchedCapturer => {
            let moves = only(&|m| m.from == ply.from);
            restricted(
                remedy,
                before,
                &moves,
                format!(
                    "{who} must replace the men and move the man on {}",
                    ply.from
                ),
                false,
            )
        }
        Remedy::ReplaceAndCapture => put_back_and_taken(),
        // "Take the man" read into a move of the adversary's (a menu that replaces the man
        // first): put back and taken where it stood.
        Remedy::CompelCaptureOfTouchedMan if ply.piece.color != offender && menu.replaced => {
            put_back_and_taken()
        }
        Remedy::MoveEitherOwnMan => {
            let moves = only(&|m| m.from == ply.from || m.from == ply.to);
            restricted(
                remedy,
                before,
                &moves,
                format!(
                    "{who} must replace the men and move either the man on {} or the man on {}",
                    ply.from, ply.to
                ),
                false,
            )
        }
        // "compel you ... to take the piece (if it be en prise)" (000 L2): the adversary's man
        // where the offender put it, he being still to move; the law's other courses say
        // "replace it", this one does not.
        Remedy::CompelCaptureOfTouchedMan if ply.piece.color != offender => {
            let mut after = board_after(state, ply.event);
            after.set_turn(offender);
            let moves: Vec<Move> = after
                .legal_moves()
                .into_iter()
                .filter(|m| m.capture_square() == Some(ply.to))
                .collect();
            restricted(
                remedy,
                &after,
                &moves,
                format!(
                    "{who} must take the man he moved, where he put it on {}",
                    ply.to
                ),
                false,
            )
        }
        Remedy::IgnoreUnannouncedCheck
        | Remedy::RetractBothLastMoves
        | Remedy::CompelMoveTouchedMan
        | Remedy::CompelCaptureOfTouchedMan
        | Remedy::RetractSecondMove
        | Remedy::KeepBothMoves
        | Remedy::RetractMisledMove
        | Remedy::RetractToPointOfCheck
        | Remedy::NoPenaltyTimeBarred
        | Remedy::ReferToThirdParty
        | Remedy::DeclareDraw
        | Remedy::RectifySetup
        | Remedy::RestartGame
        | Remedy::ContinueAsIs
        | Remedy::RetractOwnLastMoveAndParry
        | Remedy::ConfineOddsMovesToOwnHalf
        | Remedy::GiverMateScoredAsDraw => not_applicable(remedy, before),
    }
}

/// The lawful moves, from the position before an irregular move, of the man it moved: what
/// "move correctly" demands.
pub(super) fn correct_moves(ply: &Ply) -> Vec<Move> {
    let mut moves = ply.lawful_moves_before();
    moves.retain(|m| m.from == ply.from);
    // A pawn whose step to the last rank was good but for the exchange left undone (or made for
    // a king) is made right by the exchange, where it stands: not by another move of the pawn.
    if exchange_left_undone(ply, &moves) {
        moves.retain(|m| m.to == ply.to);
    }
    moves
}

/// The pawn's step to the last rank was lawful but for its exchange: the same step, with a
/// piece it may become, is among `moves`.
fn exchange_left_undone(ply: &Ply, moves: &[Move]) -> bool {
    ply.unexchanged()
        && moves
            .iter()
            .any(|m| m.to == ply.to && m.promotion.is_some())
}

/// The lawful captures, from the position before an irregular capture, of the man it took:
/// what "take it with a man that can" demands.
pub(super) fn lawful_captures(ply: &Ply) -> Vec<Move> {
    let mut moves = ply.lawful_moves_before();
    moves.retain(|m| m.capture_square() == Some(ply.to));
    moves
}

/// A remedy met by one of `moves` from `before`; with none, it cannot be enforced (or, for a
/// king move a code excuses, no penalty can be inflicted).
pub(super) fn restricted(
    remedy: Remedy,
    before: &Position,
    moves: &[Move],
    what: String,
    no_penalty_if_empty: bool,
) -> RemedyOffer {
    if moves.is_empty() {
        let obligation = if no_penalty_if_empty {
            format!(
                "{what}, but he has no lawful king move: no penalty can be inflicted, and he makes any lawful move."
            )
        } else {
            format!(
                "{what}, but no lawful move of that kind exists: this remedy cannot be enforced."
            )
        };
        return RemedyOffer {
            remedy,
            obligation,
            position: before.fen(),
            moves: Vec::new(),
            enforceable: false,
        };
    }
    // In board order, by the square a man leaves and then the one it reaches (a castling king's
    // destination), as a list of moves is read: castling among the king's other moves.
    let mut ordered = moves.to_vec();
    ordered.sort_by_key(|m| {
        let lands = match m.kind {
            crate::chess::MoveKind::Castle { king_to, .. } => king_to,
            _ => m.to,
        };
        (m.from, lands)
    });
    let sans: Vec<String> = ordered
        .iter()
        .map(|m| SanPlus::from_move(before, m).to_string())
        .collect();
    RemedyOffer {
        remedy,
        obligation: format!("{what}: {}.", sans.join(", ")),
        position: before.fen(),
        moves: sans,
        enforceable: true,
    }
}

/// The man replaced, and any lawful move made instead.
pub(super) fn any_legal_move(before: &Position, offender: Color) -> RemedyOffer {
    RemedyOffer {
        remedy: Remedy::ReplaceAndMoveLegally,
        obligation: format!(
            "{} must replace the man and make any lawful move.",
            color_name(offender)
        ),
        position: before.fen(),
        moves: Vec::new(),
        enforceable: !before.legal_moves().is_empty(),
    }
}

/// [`board_after`], in FEN.
pub(super) fn position_after(state: &GameState, event: usize) -> String {
    board_after(state, event).fen()
}

/// The position just after the move made at `event`: where the next move started, or the board
/// as it stands if it was the last.
fn board_after(state: &GameState, event: usize) -> Position {
    state
        .plies
        .iter()
        .position(|p| p.event == event)
        .and_then(|i| state.plies.get(i + 1))
        .map_or(state.position, |next| next.before)
}

/// A remedy a code's menu names that has no meaning for this offence.
pub(super) fn not_applicable(remedy: Remedy, position: &Position) -> RemedyOffer {
    RemedyOffer {
        remedy,
        obligation: "this remedy does not apply to the offence".to_owned(),
        position: position.fen(),
        moves: Vec::new(),
        enforceable: false,
    }
}

/// Puts the faulty men right on the board as it stands: each man found on a wrong square goes
/// to the square the array gives it, and a man left off is set on its square. Where the men
/// have moved since, or the square is taken, the board cannot be put right mechanically.
pub(super) fn rectify(state: &GameState, faults: &[SetupFault]) -> RemedyOffer {
    let standard = Setup::standard().board;
    let current = *state.position.board();
    let mut board = current;
    let mut ok = true;
    // Lift every man found on a wrong square (it must still be there), then set each square the
    // array names to its man (it must be free).
    for (sq, _, found) in faults {
        if found.is_some() {
            ok &= board.piece_at(*sq) == *found;
            board.remove(*sq);
        }
    }
    for (sq, want, _) in faults {
        if let Some(w) = want {
            ok &= board.piece_at(*sq).is_none();
            board.put(*sq, *w);
        }
    }
    // The same men must be on the board afterwards, plus the ones left off: a lifted man the
    // array's squares did not take back goes to a free square of its own kind.
    for color in Color::ALL {
        for role in Role::ALL {
            let piece = Piece::new(color, role);
            let added = faults
                .iter()
                .filter(|(_, want, found)| found.is_none() && *want == Some(piece))
                .count();
            let target = current.by_piece(piece).count() as usize + added;
            let mut have = board.by_piece(piece).count() as usize;
            for home in standard.by_piece(piece) {
                if have >= target {
                    break;
                }
                if board.piece_at(home).is_none() {
                    board.put(home, piece);
                    have += 1;
                }
            }
            ok &= have == target;
        }
    }
    let mut setup = state.position.to_setup();
    setup.board = board;
    let position = Position::from_setup(setup, state.position.rules()).ok();
    match position.filter(|_| ok) {
        Some(p) => RemedyOffer {
            remedy: Remedy::RectifySetup,
            obligation: "The men are set right, and the game goes on from there.".to_owned(),
            position: p.fen(),
            moves: Vec::new(),
            enforceable: true,
        },
        None => RemedyOffer {
            remedy: Remedy::RectifySetup,
            obligation: "The men concerned have moved or their squares are taken: the board \
                         cannot be put right as it stands."
                .to_owned(),
            position: state.position.fen(),
            moves: Vec::new(),
            enforceable: false,
        },
    }
}

/// A remedy met from `position` by no move in particular, and always enforceable.
fn plain(remedy: Remedy, obligation: String, position: String) -> RemedyOffer {
    RemedyOffer {
        remedy,
        obligation,
        position,
        moves: Vec::new(),
        enforceable: true,
    }
}

/// A move made out of turn taken back: the position before it, the other player to move.
pub(super) fn retract_second_move(ply: &Ply) -> RemedyOffer {
    plain(
        Remedy::RetractSecondMove,
        format!(
            "{}'s second move {} is taken back; {} is to move.",
            color_name(ply.by),
            ply.notation,
            color_name(ply.by.other())
        ),
        ply.before.fen(),
    )
}

/// Both moves of a player who moved twice stand, as one.
pub(super) fn keep_both_moves(state: &GameState, ply: &Ply) -> RemedyOffer {
    plain(
        Remedy::KeepBothMoves,
        format!(
            "Both moves stand, as if one man only had been played; {} is to move.",
            color_name(ply.by.other())
        ),
        position_after(state, ply.event),
    )
}

/// The misled player is released from a touch made because of a false "check".
pub(super) fn touch_released(misled: Color, position: &Position) -> RemedyOffer {
    plain(
        Remedy::RetractMisledMove,
        format!(
            "{} is not bound by the touch and may make any lawful move.",
            color_name(misled)
        ),
        position.fen(),
    )
}

/// The misled player may take back the move he made because of a false "check".
pub(super) fn retract_misled_move(ply: &Ply) -> RemedyOffer {
    plain(
        Remedy::RetractMisledMove,
        format!(
            "{} may take back {} and make another move.",
            color_name(ply.by),
            ply.notation
        ),
        ply.before.fen(),
    )
}

/// A move stands as it was made (its man released; or made after a false "check" and kept).
pub(super) fn move_stands(state: &GameState, ply: &Ply) -> RemedyOffer {
    plain(
        Remedy::LeaveAsPlayed,
        format!("{}'s move {} stands.", color_name(ply.by), ply.notation),
        position_after(state, ply.event),
    )
}

/// The moves since an unannounced check taken back (`what`), and the check answered from
/// `at_check` by one of the defender's lawful moves.
pub(super) fn answer_unannounced_check(
    remedy: Remedy,
    what: &str,
    defender: Color,
    at_check: &Position,
) -> RemedyOffer {
    let mut parries: Vec<Move> = at_check.legal_moves();
    // In the order the case files read them: by square left, then square reached.
    parries.sort_by_key(|m| (m.from, m.to));
    let sans: Vec<String> = parries
        .iter()
        .map(|m| SanPlus::from_move(at_check, m).to_string())
        .collect();
    RemedyOffer {
        remedy,
        obligation: format!(
            "{what}; {} must answer the check: {}.",
            color_name(defender),
            sans.join(", ")
        ),
        position: at_check.fen(),
        moves: sans,
        enforceable: true,
    }
}

/// A king found in check: the moves `what` names taken back, and the king freed from
/// `position` by one of its side's lawful moves (none: the remedy cannot be enforced).
pub(super) fn free_king_from_check(
    remedy: Remedy,
    what: &str,
    defender: Color,
    position: &Position,
) -> RemedyOffer {
    let mut parries = position.legal_moves();
    // In the order the case files read them: by square left, then square reached.
    parries.sort_by_key(|m| (m.from, m.to));
    let sans: Vec<String> = parries
        .iter()
        .map(|m| SanPlus::from_move(position, m).to_string())
        .collect();
    RemedyOffer {
        remedy,
        obligation: format!(
            "{what}; {} must free his king from the check: {}.",
            color_name(defender),
            sans.join(", ")
        ),
        position: position.fen(),
        moves: sans,
        enforceable: !parries.is_empty(),
    }
}

/// The point goes to a human arbiter the players accept.
pub(super) fn refer_to_third_person(position: &Position) -> RemedyOffer {
    plain(
        Remedy::ReferToThirdParty,
        "The point is referred to a third person, a human arbiter the players accept, whose \
         decision is final."
            .to_owned(),
        position.fen(),
    )
}

/// The point may go to a human arbiter, where the code names one for what it does not settle.
pub(super) fn may_refer_to_third_person(position: &Position) -> RemedyOffer {
    plain(
        Remedy::ReferToThirdParty,
        "The point may be referred to a third person, a human arbiter the players accept, whose \
         decision is final."
            .to_owned(),
        position.fen(),
    )
}

/// A penalty claimed too late: none is inflicted for `what`.
pub(super) fn time_barred(what: &str, position: &Position) -> RemedyOffer {
    plain(
        Remedy::NoPenaltyTimeBarred,
        format!("No penalty can be inflicted for {what}; the position stands as it is."),
        position.fen(),
    )
}

pub(super) fn declare_draw(position: &Position) -> RemedyOffer {
    plain(
        Remedy::DeclareDraw,
        "The game is drawn.".to_owned(),
        position.fen(),
    )
}

/// A mate given by an odds-giver who left on the man he was to give, scored a draw (000 L14
/// "he cannot take advantage of it, but the game is to be considered as drawn").
pub(super) fn giver_mate_scored_as_draw(position: &Position) -> RemedyOffer {
    plain(
        Remedy::GiverMateScoredAsDraw,
        "The mate stands on the board, but the giver cannot take advantage of it: the game is \
         drawn."
            .to_owned(),
        position.fen(),
    )
}

/// A game whose set-up was at fault begun again from the standard array.
pub(super) fn restart_from_standard_array(state: &GameState) -> RemedyOffer {
    plain(
        Remedy::RestartGame,
        "The game begins afresh from the standard array.".to_owned(),
        Position::new(state.position.rules()).fen(),
    )
}

/// A game begun with the odds man on the board begun again without it.
pub(super) fn restart_without_odds_man(state: &GameState, square: Square) -> RemedyOffer {
    plain(
        Remedy::RestartGame,
        "The game is begun afresh, with the odds man taken off.".to_owned(),
        state.initial_without(square),
    )
}

/// A game begun by the wrong player begun again by the right one.
pub(super) fn restart_with_first_move(state: &GameState, entitled: Color) -> RemedyOffer {
    let mut position = state.initial;
    position.set_turn(entitled);
    plain(
        Remedy::RestartGame,
        format!(
            "The game is begun again with {} to move first.",
            color_name(entitled)
        ),
        position.fen(),
    )
}

/// The game goes on with the men as they stand, set-up fault and all.
pub(super) fn continue_as_men_stand(position: &Position) -> RemedyOffer {
    plain(
        Remedy::ContinueAsIs,
        "The game goes on as the men stand.".to_owned(),
        position.fen(),
    )
}

/// The game goes on with the odds man left on.
pub(super) fn continue_with_odds_man(position: &Position) -> RemedyOffer {
    plain(
        Remedy::ContinueAsIs,
        "The game goes on with all the men as they stand.".to_owned(),
        position.fen(),
    )
}

/// A misoriented board turned, every man keeping its square's name.
pub(super) fn turn_board(position: &Position) -> RemedyOffer {
    plain(
        Remedy::RectifySetup,
        "The board is turned so that each player has a white corner square at his right hand, \
         every man keeping its square's name; the game goes on."
            .to_owned(),
        position.fen(),
    )
}

/// The odds man left on the board taken off, wherever the record shows it has gone since.
pub(super) fn take_off_odds_man(state: &GameState, square: Square) -> RemedyOffer {
    let man = state.initial.board().piece_at(square);
    let now = match man {
        Some(_) => followed(state, square),
        None => Err(None),
    };
    let mut position = state.position;
    let obligation = match (man, now) {
        (Some(man), Ok(now)) => {
            position.remove(now);
            let name = format!("{:?}", man.role).to_lowercase();
            if now == square {
                format!("The {name} on {square} is taken off, and the game goes on.")
            } else {
                format!(
                    "The {name} given, moved from {square} to {now} since, is taken off there, \
                     and the game goes on."
                )
            }
        }
        (_, Err(Some(event))) => format!(
            "The man given, from {square}, was taken at event {event}: it is off the board \
             already."
        ),
        _ => format!("No man stood on {square} at the start: none is taken off."),
    };
    RemedyOffer {
        remedy: Remedy::RectifySetup,
        enforceable: now.is_ok(),
        obligation,
        position: position.fen(),
        moves: Vec::new(),
    }
}

/// Where the man that stood on `square` before the first event stands now, followed through
/// every move the record shows (a castling's rook, a false move's man, a pawn promoted, which
/// is still the man that moved); `Err` with the event that took it.
fn followed(state: &GameState, square: Square) -> Result<Square, Option<usize>> {
    let mut at = square;
    for ply in &state.plies {
        let rook = match ply.kind {
            PlyKind::Legal(Move {
                kind:
                    MoveKind::Castle {
                        rook_from: Some(from),
                        rook_to,
                        ..
                    },
                ..
            }) => Some((from, rook_to)),
            PlyKind::IllegalCastling {
                rook_from: Some(from),
                rook_to: Some(to),
            } => Some((from, to)),
            _ => None,
        };
        if ply.from == at {
            at = ply.to;
        } else if let Some((_, to)) = rook.filter(|(from, _)| *from == at) {
            at = to;
        } else {
            if ply.taken_square() == Some(at) {
                return Err(Some(ply.event));
            }
        }
    }
    Ok(at)
}

/// A touch complained of: the position in which the man was touched and what could be done
/// from it.
pub(super) struct Touch<'a> {
    pub before: &'a Position,
    /// The man touched, in words ("knight on g1").
    pub man: &'a str,
    pub offender: Color,
    /// The offender's lawful moves from `before`.
    pub legal: &'a [Move],
    /// Those that play (his own man) or take (his adversary's) the man touched.
    pub touched_moves: &'a [Move],
    /// The code excuses a king move demanded of a king that has none.
    pub no_penalty_if_immobile: bool,
}

/// What `remedy` demands of the player who touched a man.
pub(super) fn for_touch(remedy: Remedy, touch: &Touch<'_>) -> RemedyOffer {
    let (before, man) = (touch.before, touch.man);
    let who = color_name(touch.offender);
    match remedy {
        Remedy::CompelMoveTouchedMan => restricted(
            remedy,
            before,
            touch.touched_moves,
            format!("{who} must play the {man}"),
            false,
        ),
        Remedy::CompelCaptureOfTouchedMan => restricted(
            remedy,
            before,
            touch.touched_moves,
            format!("{who} must take the {man}"),
            false,
        ),
        Remedy::MoveKing | Remedy::ReplaceAndMoveKing | Remedy::MoveKingNoCastling => {
            let kings: Vec<Move> = touch
                .legal
                .iter()
                .copied()
                .filter(|m| m.role == Role::King)
                .filter(|m| remedy != Remedy::MoveKingNoCastling || !m.is_castle())
                .collect();
            restricted(
                remedy,
                before,
                &kings,
                format!("{who} must move his king"),
                touch.no_penalty_if_immobile,
            )
        }
        Remedy::ReplaceAndMoveLegally => any_legal_move(before, touch.offender),
        other => not_applicable(other, before),
    }
}

/// An odds move played into the adversary's half taken back, and one within the receiver's own
/// half made instead.
pub(super) fn confine_to_own_half(ply: &Ply) -> RemedyOffer {
    let before = &ply.before;
    let moves: Vec<Move> = before
        .legal_moves()
        .into_iter()
        .filter(|m| in_own_half(ply.by, m.to))
        .collect();
    restricted(
        Remedy::ConfineOddsMovesToOwnHalf,
        before,
        &moves,
        format!(
            "{} must take the move back and play within his own half",
            color_name(ply.by)
        ),
        false,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arbiter::{parse_pgn, replay};
    use crate::law::Catalogue;

    fn odds_offer(code: &str, odds: &str, moves: &str, square: Square) -> RemedyOffer {
        let catalogue = Catalogue::embedded().unwrap();
        let text = format!("[Code \"{code}\"]\n[Odds \"{odds}\"]\n{moves}\n");
        let record = parse_pgn(&text, &catalogue).unwrap();
        let state = replay(&record, catalogue.get(code).unwrap()).unwrap();
        take_off_odds_man(&state, square)
    }

    fn board(fen: &str) -> &str {
        fen.split(' ').next().unwrap()
    }

    #[test]
    fn the_odds_man_is_followed_to_where_the_record_has_taken_it() {
        // The knight given has gone b1-c3: it, not the g1 knight, is taken off.
        let moved = odds_offer(
            "acknowledged-laws",
            "white knight b1 left-on-board",
            "1. Nc3 d5 2. d4 Nf6",
            Square::B1,
        );
        assert!(moved.enforceable, "{moved:?}");
        assert_eq!(
            board(&moved.position),
            "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/8/PPP1PPPP/R1BQKBNR"
        );
        assert!(moved.obligation.contains("c3"), "{}", moved.obligation);

        // The rook given castled with its king: it is taken off d1.
        let castled = odds_offer(
            "london-1847",
            "white rook a1 left-on-board",
            "1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. O-O-O",
            Square::A1,
        );
        assert!(castled.enforceable, "{castled:?}");
        assert!(
            board(&castled.position).ends_with("/PPPQPPPP/2K2BNR"),
            "{}",
            castled.position
        );

        // The knight given was taken: nothing is left to take off.
        let taken = odds_offer(
            "acknowledged-laws",
            "white knight b1 left-on-board",
            "1. Nc3 d5 2. Nxd5 Qxd5",
            Square::B1,
        );
        assert!(!taken.enforceable, "{taken:?}");
        assert!(
            taken.obligation.contains("taken at event 3"),
            "{}",
            taken.obligation
        );
    }
}
