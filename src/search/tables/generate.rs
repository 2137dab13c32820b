//! Retrograde analysis: every position's value found backwards from the ends of the game.
//!
//! First each position is set up and its moves generated forward with the chess core's own
//! generator: a position without a move is mated or stalemated; a move that captures or promotes
//! leaves the material, and its value is read from the smaller table it leads to; the other
//! moves are counted (distinct positions only, up to symmetry). Then, ply by ply from the ends,
//! every position decided at distance `n` is taken back one move ("un-moved": a man of the side
//! that just moved stepped back, onto an empty square, along its own line of movement): a
//! position that can reach a loss of the other side in `n` plies wins in `n + 1`; one whose last
//! undecided move turns out to lose loses in one more than its longest alternative, its captures
//! included. What is still undecided at the end is drawn.
//!
//! [`verify`] checks a finished table independently: each value must follow from the values of
//! the positions its moves lead to (generated forward), which fixes the whole table, since the
//! distances of a win or a loss must fall along its line.

use crate::cancel::{Budget, Cancel, Interrupted};
use crate::chess::attacks;
use crate::chess::bitboard::Bitboard;
use crate::chess::board::Board;
use crate::chess::movegen;
use crate::chess::moves::Move;
use crate::chess::position::Position;
use crate::chess::rules::MoveRules;
use crate::chess::setup::Setup;
use crate::chess::square::{Color, Role, Square};
use crate::search::mate::StalemateScore;
use crate::search::tables::index::{Layout, MAX_MEN, Placement, ep_square};
use crate::search::tables::{MAX_PLIES, Material, Table, TableRules, Tables, UNUSED, Value};

/// What a build or a check is doing, for a progress display.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Setting up each position and its moves (`done` of `total` indices).
    Setup,
    /// Taking back moves from the positions decided at `done` plies.
    Retrograde,
    /// Checking each value against its successors (`done` of `total` indices).
    Verify,
}

#[derive(Clone, Copy, Debug)]
pub struct Progress {
    pub material: Material,
    pub stage: Stage,
    pub done: u64,
    pub total: u64,
}

/// Why a table was not built.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GenerateError {
    #[error(transparent)]
    Interrupted(#[from] Interrupted),
    #[error("no table can hold `{0}`")]
    Unsupported(Material),
    #[error("the table of `{material}` needs the table of `{needs}` first")]
    MissingSubtable { material: Material, needs: String },
    #[error("`{0}` has a distance beyond {MAX_PLIES} plies")]
    TooDeep(Material),
}

/// How a check found a table wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VerifyError {
    #[error(transparent)]
    Generate(#[from] GenerateError),
    #[error("`{fen}`: the table says {stored:?}, its moves say {expected:?}")]
    Mismatch {
        fen: String,
        stored: Option<Value>,
        expected: Option<Value>,
    },
}

/// A count of work done, checked against the budget, with a look at the cancel flag now and then.
struct Meter<'a> {
    cancel: &'a Cancel,
    max: u64,
    nodes: u64,
}

impl Meter<'_> {
    #[inline]
    fn tick(&mut self) -> Result<(), Interrupted> {
        self.nodes += 1;
        if self.nodes > self.max {
            return Err(Interrupted::NodeBudget);
        }
        if self.nodes % 4096 == 0 && self.cancel.is_cancelled() {
            return Err(Interrupted::Cancelled);
        }
        Ok(())
    }
}

const CANNOT_LOSE: u8 = u8::MAX;
const PROGRESS_EVERY: usize = 1 << 20;

/// The position stored at `index`, if it is a canonical index of a legal position: men on
/// distinct squares, no pawn on a back rank, the side not to move not in check, and, with the en
/// passant flag, a double step that could just have been made and a pawn that could take it.
pub(crate) fn position_at(layout: &Layout, rules: &MoveRules, index: usize) -> Option<Position> {
    let p = layout.placement(index);
    if layout.index(&p) != Some(index) {
        return None;
    }
    let board = layout.board(&p)?;
    if (board.pawns() & Bitboard::BACK_RANKS).is_nonempty() {
        return None;
    }
    let ep = if p.ep {
        let ep = ep_square(&board, p.turn)?;
        let origin = ep.offset(if p.turn == Color::White { 8 } else { -8 })?;
        if board.occupied().contains(origin) {
            return None;
        }
        Some(ep)
    } else {
        None
    };
    let setup = Setup {
        board,
        turn: p.turn,
        castling_rights: Bitboard::EMPTY,
        ep_square: ep,
        halfmoves: 0,
        fullmoves: 1,
    };
    let pos = Position::from_setup(setup, rules).ok()?;
    if p.ep != pos.ep_square().is_some() || pos.attackers_of_kings_by(p.turn).is_nonempty() {
        return None;
    }
    Some(pos)
}

fn missing(material: Material, child: &Position) -> GenerateError {
    GenerateError::MissingSubtable {
        material,
        needs: Material::of(child.board())
            .map_or_else(|| child.fen(), |m| m.canonical().0.to_string()),
    }
}

/// Whether a move leaves the table's material.
fn leaves(m: &Move) -> bool {
    m.capture.is_some() || m.promotion.is_some()
}

/// What a table's distances count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Metric {
    /// Plies to the end of the game (mate, or a stalemate that wins): what every stored table
    /// holds.
    Mate,
    /// Plies to the end of the game or to a capture or promotion that keeps the win
    /// (Thompson's "depth to conversion"): a move that leaves the material ends the count, its
    /// value taken from the smaller table as won, drawn or lost only. The published counts of
    /// the 1980s (rook and bishop against rook, 59 moves; queen against rook, 31) are these.
    Conversion,
}

/// Builds the table of `material` under `rules`; `subtables` must hold every table a capture or
/// a promotion leads to (see [`Material::all_up_to`] for an order that ensures it).
pub fn generate(
    material: Material,
    rules: &TableRules,
    subtables: &Tables,
    budget: &Budget,
    cancel: &Cancel,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Table, GenerateError> {
    generate_by(
        Metric::Mate,
        material,
        rules,
        subtables,
        budget,
        cancel,
        progress,
    )
}

/// Builds into `tables` the table of `material` and every table its captures and promotions
/// lead to, smaller ones first; those `tables` holds already are kept.
pub fn generate_closure(
    material: Material,
    rules: &TableRules,
    tables: &mut Tables,
    budget: &Budget,
    cancel: &Cancel,
) -> Result<(), GenerateError> {
    for m in material.closure(rules.promotion) {
        if !tables.contains(&m, rules) {
            let table = generate(m, rules, tables, budget, cancel, &mut |_| {})?;
            tables.insert(table);
        }
    }
    Ok(())
}

/// [`generate`], counting distances by `metric`. A table built by [`Metric::Conversion`] is for
/// counting ([`Table::stats`]); probing and the mate prover read distances to mate.
pub fn generate_by(
    metric: Metric,
    material: Material,
    rules: &TableRules,
    subtables: &Tables,
    budget: &Budget,
    cancel: &Cancel,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Table, GenerateError> {
    let rules = rules.for_material(&material);
    let layout =
        Layout::new(material, rules.en_passant).ok_or(GenerateError::Unsupported(material))?;
    let move_rules = rules.move_rules();
    let stalemate_wins = rules.stalemate == StalemateScore::StalematedPlayerWins;
    let mut meter = Meter {
        cancel,
        max: budget.max_nodes.unwrap_or(u64::MAX),
        nodes: 0,
    };
    let n = layout.size;
    let mut values = vec![UNUSED; n];
    // Per position: its moves within the table not yet known to lose (or CANNOT_LOSE), and the
    // longest loss among the moves known to lose, in plies.
    let mut count = vec![0u8; n];
    let mut floor = vec![0u8; n];
    let levels = usize::from(MAX_PLIES) + 2;
    // Per distance: positions decided at it, to take back; positions a capture wins for at it
    // (unless a faster win is found); positions that lose at it (found early).
    let mut decided: Vec<Vec<u32>> = vec![Vec::new(); levels];
    let mut exit_wins: Vec<Vec<u32>> = vec![Vec::new(); levels];
    let mut losses: Vec<Vec<u32>> = vec![Vec::new(); levels];
    let mut moves = Vec::with_capacity(64);
    let mut children: Vec<u32> = Vec::with_capacity(64);
    let total = n as u64;
    for i in 0..n {
        meter.tick()?;
        if i % PROGRESS_EVERY == 0 {
            progress(&Progress {
                material,
                stage: Stage::Setup,
                done: i as u64,
                total,
            });
        }
        let Some(pos) = position_at(&layout, &move_rules, i) else {
            continue;
        };
        values[i] = Value::Draw.encode();
        moves.clear();
        movegen::legal_moves(&pos, &mut moves);
        if moves.is_empty() {
            count[i] = CANNOT_LOSE;
            if pos.is_check() {
                losses[0].push(i as u32);
            } else if stalemate_wins {
                exit_wins[0].push(i as u32);
            }
            continue;
        }
        let mut best_exit: Option<Value> = None;
        children.clear();
        for &m in &moves {
            let child = pos.after(m);
            if leaves(&m) {
                let v = subtables
                    .probe_with(&child, &rules)
                    .ok_or_else(|| missing(material, &child))?;
                let v = match (metric, v) {
                    (Metric::Conversion, Value::Win(_)) => Value::Win(0),
                    (Metric::Conversion, Value::Loss(_)) => Value::Loss(0),
                    _ => v,
                }
                .back();
                if best_exit.is_none_or(|b| v.rank() > b.rank()) {
                    best_exit = Some(v);
                }
            } else {
                let p =
                    layout.placement_of(child.board(), child.turn(), child.ep_square().is_some());
                let j = layout
                    .index(&p)
                    .ok_or(GenerateError::Unsupported(material))?;
                children.push(j as u32);
            }
        }
        children.sort_unstable();
        children.dedup();
        match best_exit {
            Some(Value::Win(p)) => {
                count[i] = CANNOT_LOSE;
                exit_wins[usize::from(p)].push(i as u32);
                continue;
            }
            Some(Value::Draw) => {
                count[i] = CANNOT_LOSE;
                continue;
            }
            Some(Value::Loss(p)) => floor[i] = p,
            None => {}
        }
        if children.is_empty() {
            losses[usize::from(floor[i])].push(i as u32);
        } else {
            // At most 27 + 14 + 13 + 8 moves with four men besides a queen: far below the mark.
            count[i] = u8::try_from(children.len())
                .ok()
                .filter(|&c| c < CANNOT_LOSE)
                .ok_or(GenerateError::Unsupported(material))?;
        }
    }

    let mut preds: Vec<u32> = Vec::with_capacity(128);
    for m in 0..levels {
        let mut list = std::mem::take(&mut decided[m]);
        for i in std::mem::take(&mut exit_wins[m]) {
            if values[i as usize] == 0 {
                values[i as usize] = Value::Win(m as u8).encode();
                list.push(i);
            }
        }
        for i in std::mem::take(&mut losses[m]) {
            if values[i as usize] == 0 {
                values[i as usize] = Value::Loss(m as u8).encode();
                list.push(i);
            }
        }
        if list.is_empty() {
            if decided
                .iter()
                .chain(&exit_wins)
                .chain(&losses)
                .all(Vec::is_empty)
            {
                break;
            }
            continue;
        }
        if m >= usize::from(MAX_PLIES) {
            return Err(GenerateError::TooDeep(material));
        }
        progress(&Progress {
            material,
            stage: Stage::Retrograde,
            done: m as u64,
            total: u64::from(MAX_PLIES),
        });
        let next = m as u8 + 1;
        for &i in &list {
            meter.tick()?;
            let won = matches!(Value::decode(values[i as usize]), Some(Value::Win(_)));
            predecessors(&layout, i as usize, rules.en_passant, &mut preds);
            for &q in &preds {
                let q = q as usize;
                if values[q] != 0 {
                    continue; // unused, or decided already
                }
                if !won {
                    values[q] = Value::Win(next).encode();
                    decided[usize::from(next)].push(q as u32);
                    continue;
                }
                if count[q] == CANNOT_LOSE {
                    continue;
                }
                count[q] -= 1;
                floor[q] = floor[q].max(next);
                if count[q] == 0 {
                    let l = floor[q];
                    if l == next {
                        values[q] = Value::Loss(l).encode();
                        decided[usize::from(l)].push(q as u32);
                    } else {
                        losses[usize::from(l)].push(q as u32);
                    }
                }
            }
        }
    }
    Ok(Table::new(material, rules, layout, values))
}

/// The canonical indices of the positions one move before the one at `index` that lead to it
/// by a move within the material, sorted and without repeats.
fn predecessors(layout: &Layout, index: usize, en_passant: bool, out: &mut Vec<u32>) {
    out.clear();
    let p = layout.placement(index);
    let Some(board) = layout.board(&p) else {
        return;
    };
    let mover = !p.turn;
    let occupied = board.occupied();
    let up: i32 = if mover == Color::White { 8 } else { -8 };
    let their_pawns = board.pawns() & board.by_color(p.turn);
    let mut push = |squares: [u8; MAX_MEN]| {
        for ep in [false, true] {
            if ep && !layout.ep {
                break;
            }
            let q = Placement {
                turn: mover,
                ep,
                squares,
            };
            if let Some(j) = layout.index(&q) {
                out.push(j as u32);
            }
        }
    };
    for k in 0..layout.men {
        let (color, role) = match k {
            0 => (Color::White, Role::King),
            1 => (Color::Black, Role::King),
            _ => layout.pieces[k - 2],
        };
        if color != mover {
            continue;
        }
        let Some(sq) = Square::new(p.squares[k]) else {
            continue;
        };
        let origins = if p.ep {
            // Only the double step that gave the right leads here.
            match (role, sq.offset(-2 * up)) {
                (Role::Pawn, Some(from)) if Some(sq) == ep_pawn(&board, p.turn) => {
                    Bitboard::from_square(from)
                }
                _ => Bitboard::EMPTY,
            }
        } else {
            match role {
                Role::King => attacks::king_attacks(sq) & !occupied,
                Role::Knight => attacks::knight_attacks(sq) & !occupied,
                Role::Bishop => attacks::bishop_attacks(sq, occupied) & !occupied,
                Role::Rook => attacks::rook_attacks(sq, occupied) & !occupied,
                Role::Queen => attacks::queen_attacks(sq, occupied) & !occupied,
                Role::Pawn => pawn_origins(sq, mover, occupied, up, en_passant, their_pawns),
            }
        };
        for from in origins {
            let mut squares = p.squares;
            squares[k] = from.u8();
            push(squares);
        }
    }
    out.sort_unstable();
    out.dedup();
}

/// The pawn of the side not to move that a set en passant flag refers to.
fn ep_pawn(board: &Board, turn: Color) -> Option<Square> {
    ep_square(board, turn)?.offset(if turn == Color::White { -8 } else { 8 })
}

/// Where a pawn of `mover` on `sq` may have come from by a step that gives no en passant right
/// (a double step that does leads to the flagged position instead).
fn pawn_origins(
    sq: Square,
    mover: Color,
    occupied: Bitboard,
    up: i32,
    en_passant: bool,
    their_pawns: Bitboard,
) -> Bitboard {
    let mut origins = Bitboard::EMPTY;
    let rank = sq.rank().relative(mover).index();
    if rank >= 2 {
        if let Some(from) = sq.offset(-up).filter(|s| !occupied.contains(*s)) {
            origins = origins.with(from);
        }
    }
    if rank == 3 {
        if let (Some(mid), Some(from)) = (sq.offset(-up), sq.offset(-2 * up)) {
            let gives_right =
                en_passant && (attacks::pawn_attacks(mover, mid) & their_pawns).is_nonempty();
            if !occupied.contains(mid) && !occupied.contains(from) && !gives_right {
                origins = origins.with(from);
            }
        }
    }
    origins
}

/// Checks every entry of `table` against its successors, forward: the value of a position
/// without a move from the rules, and of any other the best of its moves' values (the smaller
/// tables' for captures and promotions). Returns the number of positions checked.
pub fn verify(
    table: &Table,
    subtables: &Tables,
    budget: &Budget,
    cancel: &Cancel,
    progress: &mut dyn FnMut(&Progress),
) -> Result<u64, VerifyError> {
    let rules = table.rules();
    let layout = &table.layout;
    let material = table.material();
    let move_rules = rules.move_rules();
    let stalemate_wins = rules.stalemate == StalemateScore::StalematedPlayerWins;
    let mut meter = Meter {
        cancel,
        max: budget.max_nodes.unwrap_or(u64::MAX),
        nodes: 0,
    };
    let mut moves = Vec::with_capacity(64);
    let mut checked = 0;
    for (i, &stored) in table.values.iter().enumerate() {
        meter.tick().map_err(GenerateError::from)?;
        if i % PROGRESS_EVERY == 0 {
            progress(&Progress {
                material,
                stage: Stage::Verify,
                done: i as u64,
                total: layout.size as u64,
            });
        }
        let stored = Value::decode(stored);
        let Some(pos) = position_at(layout, &move_rules, i) else {
            if stored.is_some() {
                return Err(VerifyError::Mismatch {
                    fen: format!("index {i}"),
                    stored,
                    expected: None,
                });
            }
            continue;
        };
        moves.clear();
        movegen::legal_moves(&pos, &mut moves);
        let expected = if moves.is_empty() {
            if pos.is_check() {
                Value::Loss(0)
            } else if stalemate_wins {
                Value::Win(0)
            } else {
                Value::Draw
            }
        } else {
            let mut best: Option<Value> = None;
            for &m in &moves {
                let child = pos.after(m);
                let v = if leaves(&m) {
                    subtables.probe_with(&child, &rules)
                } else {
                    table.value_of(child.board(), child.turn(), child.ep_square().is_some())
                };
                let v = v.ok_or_else(|| missing(material, &child))?.back();
                if best.is_none_or(|b| v.rank() > b.rank()) {
                    best = Some(v);
                }
            }
            best.unwrap_or(Value::Draw)
        };
        if stored != Some(expected) {
            return Err(VerifyError::Mismatch {
                fen: pos.fen(),
                stored,
                expected: Some(expected),
            });
        }
        checked += 1;
    }
    Ok(checked)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::Setup;

    fn build(names: &[&str], rules: &TableRules) -> Tables {
        let mut tables = Tables::new();
        for name in names {
            let m: Material = name.parse().unwrap_or_else(|e| unreachable!("{e}"));
            let t = generate(
                m,
                rules,
                &tables,
                &Budget::UNLIMITED,
                &Cancel::new(),
                &mut |_| {},
            )
            .unwrap_or_else(|e| unreachable!("{name}: {e}"));
            verify(&t, &tables, &Budget::UNLIMITED, &Cancel::new(), &mut |_| {})
                .unwrap_or_else(|e| unreachable!("{name}: {e}"));
            tables.insert(t);
        }
        tables
    }

    fn value(tables: &Tables, fen: &str, rules: &TableRules) -> Option<Value> {
        let setup: Setup = fen.parse().unwrap_or_else(|e| unreachable!("{e}"));
        let pos = Position::from_setup(setup, &rules.move_rules())
            .unwrap_or_else(|e| unreachable!("{e}"));
        tables.probe_with(&pos, rules)
    }

    #[test]
    fn kqk_longest_mate_is_ten_and_every_value_follows_from_its_moves() {
        let rules = TableRules::MODERN;
        let tables = build(&["KvK", "KQvK"], &rules);
        let m: Material = "KQvK".parse().unwrap_or_else(|e| unreachable!("{e}"));
        let stats = tables.get(&m, &rules).map(Table::stats).unwrap_or_default();
        assert_eq!(stats.max_moves, 10, "{stats:?}");
        assert_eq!(
            value(&tables, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", &rules),
            Some(Value::Draw)
        );
        assert_eq!(
            value(&tables, "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", &rules),
            Some(Value::Win(1))
        );
        // Black to move, queen and king on the other side: the same values, flipped.
        assert_eq!(
            value(&tables, "5q2/8/8/8/8/6k1/8/7K b - - 0 1", &rules),
            Some(Value::Win(1))
        );
    }

    #[test]
    fn where_the_stalemated_player_wins_a_stalemate_ends_the_game_for_him() {
        let rules = TableRules {
            stalemate: StalemateScore::StalematedPlayerWins,
            ..TableRules::MODERN
        };
        let tables = build(&["KvK", "KQvK"], &rules);
        assert_eq!(
            value(&tables, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", &rules),
            Some(Value::Win(0))
        );
    }
}
