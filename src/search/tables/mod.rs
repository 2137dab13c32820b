//! Endgame tables: the exact value of every position of a few men, under a code's own rules.
//!
//! Each table holds one material (`KRBvKR`) under one rule context ([`TableRules`]: how a
//! stalemate is scored, whether a double step may be taken en passant, what a pawn may become):
//! for each position, whether the side to move wins, draws or loses, and in how many plies the
//! game ends with best play (the winner hastening, the loser delaying). The game ends in
//! checkmate, or, where the stalemated player wins, in stalemate; so a "distance to mate" here is
//! a distance to the end the rules give. Castling rights are outside every table.
//!
//! Pure, like the rest of `search`: tables are built ([`generate`]) and checked ([`verify`]) from
//! the rules and the tables their captures and promotions lead to, with a [`Cancel`] and a
//! [`Budget`]; reading and writing them is the caller's business ([`Table::from_bytes`],
//! [`Table::bytes`]).
//!
//! - `material`: material signatures and their canonical orientation.
//! - `index`: where a position sits in its table (symmetries, the kings' pairs).
//! - `generate`: the retrograde analysis and the independent check of its result.
//!
//! [`Cancel`]: crate::cancel::Cancel
//! [`Budget`]: crate::cancel::Budget

use std::collections::HashMap;
use std::fmt;

use crate::chess::board::Board;
use crate::chess::moves::Move;
use crate::chess::position::Position;
use crate::chess::rules::{CastlingRules, MoveRules, RoleSet};
use crate::chess::square::Piece;
use crate::search::mate::{OutcomeRules, StalemateScore};

mod generate;
mod index;
mod material;

pub use generate::{
    GenerateError, Metric, Progress, Stage, VerifyError, generate, generate_by, generate_closure,
    verify,
};
pub use index::MAX_MEN;
pub use material::{Material, ParseMaterialError};

use index::Layout;

/// The rules a table is built under: all that changes a position's value among the men a table
/// holds. Castling is not among them (tables hold no castling rights).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TableRules {
    pub stalemate: StalemateScore,
    pub en_passant: bool,
    /// What a pawn may become (a king among them is not supported).
    pub promotion: RoleSet,
}

impl TableRules {
    /// The modern rules.
    pub const MODERN: TableRules = TableRules {
        stalemate: StalemateScore::Draw,
        en_passant: true,
        promotion: RoleSet::STANDARD_PROMOTIONS,
    };

    /// The context of a position's move rules and a code's outcome rules; `None` where a pawn
    /// may stay a pawn on the last rank, which no table supports.
    pub fn new(moves: &MoveRules, outcome: &OutcomeRules) -> Option<TableRules> {
        if moves.promotion_optional {
            return None;
        }
        Some(TableRules {
            stalemate: outcome.stalemate,
            en_passant: moves.en_passant,
            promotion: moves.promotion.without(crate::chess::square::Role::Pawn),
        })
    }

    /// The outcome rules of this context, for the mate prover.
    pub fn outcome(&self) -> OutcomeRules {
        OutcomeRules {
            stalemate: self.stalemate,
        }
    }

    /// The move rules a table is built with: these, without castling.
    pub fn move_rules(&self) -> MoveRules {
        MoveRules {
            castling: CastlingRules::NONE,
            en_passant: self.en_passant,
            promotion: self.promotion,
            promotion_optional: false,
        }
    }

    /// The rules as far as `material` cares: without pawns, only the stalemate rule matters, so
    /// one table serves every code that scores stalemate alike.
    pub fn for_material(&self, material: &Material) -> TableRules {
        if material.has_pawns() {
            *self
        } else {
            TableRules {
                stalemate: self.stalemate,
                ..TableRules::MODERN
            }
        }
    }

    /// A short name for the context, for directory names: `draw` or `stalemated-wins`, then
    /// `-no-ep` without en passant and `-promote-` and the roles where promotion is not the
    /// standard four.
    pub fn tag(&self) -> String {
        let mut tag = String::from(match self.stalemate {
            StalemateScore::Draw => "draw",
            StalemateScore::StalematedPlayerWins => "stalemated-wins",
        });
        if !self.en_passant {
            tag.push_str("-no-ep");
        }
        if self.promotion != RoleSet::STANDARD_PROMOTIONS {
            tag.push_str("-promote-");
            tag.extend(self.promotion.iter().map(|r| r.char()));
        }
        tag
    }
}

/// A position's value for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The side to move ends the game in its favour in this many plies (0: it is stalemated
    /// where that wins).
    Win(u8),
    Draw,
    /// The side to move is mated (or forced to stalemate the other) in this many plies.
    Loss(u8),
}

/// The longest distance a table can hold, in plies. Rook and bishop against rook needs more
/// than a byte's half: its longest mate is longer than 63 moves.
pub const MAX_PLIES: u8 = 250;

/// An entry for an index that is no legal position's.
pub(crate) const UNUSED: u16 = u16::MAX;
const LOSS_BASE: u16 = 0x8000;

impl Value {
    /// 1 for a win of the side to move, 0 for a draw, -1 for a loss.
    pub fn wdl(&self) -> i8 {
        match self {
            Value::Win(_) => 1,
            Value::Draw => 0,
            Value::Loss(_) => -1,
        }
    }

    /// The distance in moves of the side that wins (the prover's "mate in N"); 0 for a draw.
    pub fn moves(&self) -> u32 {
        match *self {
            Value::Win(p) => u32::from(p).div_ceil(2),
            Value::Loss(p) => u32::from(p) / 2,
            Value::Draw => 0,
        }
    }

    /// The value of the position before a move that leads here, for the side that made it.
    pub fn back(self) -> Value {
        match self {
            Value::Win(p) => Value::Loss(p.saturating_add(1)),
            Value::Loss(p) => Value::Win(p.saturating_add(1)),
            Value::Draw => Value::Draw,
        }
    }

    /// An order in which more is better for the side to move: faster wins, then draws, then
    /// slower losses.
    pub fn rank(&self) -> i32 {
        match *self {
            Value::Win(p) => 1000 - i32::from(p),
            Value::Draw => 0,
            Value::Loss(p) => -1000 + i32::from(p),
        }
    }

    /// An entry: 0 a draw, 1 + plies a win, `LOSS_BASE` + plies a loss.
    pub(crate) fn encode(self) -> u16 {
        match self {
            Value::Win(p) => 1 + u16::from(p.min(MAX_PLIES)),
            Value::Draw => 0,
            Value::Loss(p) => LOSS_BASE + u16::from(p.min(MAX_PLIES)),
        }
    }

    pub(crate) fn decode(entry: u16) -> Option<Value> {
        let plies = |e: u16| u8::try_from(e).ok();
        match entry {
            0 => Some(Value::Draw),
            UNUSED => None,
            e if e < LOSS_BASE => plies(e - 1).map(Value::Win),
            e => plies(e - LOSS_BASE).map(Value::Loss),
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Win(_) => write!(f, "win in {}", self.moves()),
            Value::Draw => f.write_str("draw"),
            Value::Loss(_) => write!(f, "loss in {}", self.moves()),
        }
    }
}

/// One material's values under one rule context.
#[derive(Clone)]
pub struct Table {
    material: Material,
    rules: TableRules,
    layout: Layout,
    values: Vec<u16>,
}

/// Why stored bytes are not a table.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    #[error("no table can hold `{0}`")]
    Unsupported(Material),
    #[error("a table of `{material}` has {expected} bytes, not {found}")]
    Length {
        material: Material,
        expected: usize,
        found: usize,
    },
}

impl Table {
    pub(crate) fn new(
        material: Material,
        rules: TableRules,
        layout: Layout,
        values: Vec<u16>,
    ) -> Table {
        Table {
            material,
            rules,
            layout,
            values,
        }
    }

    /// A table from the bytes [`Table::bytes`] gave, checked for length only.
    pub fn from_bytes(
        material: Material,
        rules: TableRules,
        bytes: &[u8],
    ) -> Result<Table, TableError> {
        let values: Vec<u16> = bytes
            .chunks(2)
            .map(|c| u16::from_le_bytes([c[0], c.get(1).copied().unwrap_or(0)]))
            .collect();
        let rules = rules.for_material(&material);
        let layout =
            Layout::new(material, rules.en_passant).ok_or(TableError::Unsupported(material))?;
        if bytes.len() != 2 * layout.size {
            return Err(TableError::Length {
                material,
                expected: 2 * layout.size,
                found: bytes.len(),
            });
        }
        Ok(Table::new(material, rules, layout, values))
    }

    pub fn material(&self) -> Material {
        self.material
    }

    pub fn rules(&self) -> TableRules {
        self.rules
    }

    /// Two bytes (little-endian) per indexed placement.
    pub fn bytes(&self) -> Vec<u8> {
        self.values.iter().flat_map(|v| v.to_le_bytes()).collect()
    }

    /// Indexed placements (legal positions and unused indices alike).
    pub fn entries(&self) -> usize {
        self.values.len()
    }

    /// Counts over the positions of the table (each legal position once, up to symmetry), for
    /// the side to move: wins, draws, losses, and the longest win in moves.
    pub fn stats(&self) -> Stats {
        let mut s = Stats::default();
        for &b in &self.values {
            match Value::decode(b) {
                None => continue,
                Some(Value::Win(p)) => {
                    s.wins += 1;
                    s.max_moves = s.max_moves.max(Value::Win(p).moves());
                }
                Some(Value::Draw) => s.draws += 1,
                Some(Value::Loss(p)) => {
                    s.losses += 1;
                    s.max_moves = s.max_moves.max(Value::Loss(p).moves());
                }
            }
            s.positions += 1;
        }
        s
    }

    /// A position of the longest win in the table (the side to move wins; the first in index
    /// order among the longest), to replay and check.
    pub fn longest_win(&self) -> Option<Position> {
        let (index, _) = self
            .values
            .iter()
            .enumerate()
            .filter_map(|(i, &b)| match Value::decode(b) {
                Some(Value::Win(p)) => Some((i, p)),
                _ => None,
            })
            .max_by_key(|&(i, p)| (p, std::cmp::Reverse(i)))?;
        generate::position_at(&self.layout, &self.rules.move_rules(), index)
    }

    /// For each distance in moves, how many positions the side to move wins in exactly that
    /// many (index 0: stalemated where that wins); the last index is the longest win.
    pub fn wins_by_moves(&self) -> Vec<u64> {
        let mut counts = Vec::new();
        for &b in &self.values {
            if let Some(v @ Value::Win(_)) = Value::decode(b) {
                let m = v.moves() as usize;
                if counts.len() <= m {
                    counts.resize(m + 1, 0);
                }
                counts[m] += 1;
            }
        }
        counts
    }

    /// The value of a board of this table's material (colours as the table has them).
    fn value_of(
        &self,
        board: &Board,
        turn: crate::chess::square::Color,
        ep: bool,
    ) -> Option<Value> {
        let p = self.layout.placement_of(board, turn, ep);
        let i = self.layout.index(&p)?;
        Value::decode(*self.values.get(i)?)
    }
}

/// What [`Table::stats`] counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub positions: u64,
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
    /// The longest distance, in moves of the side that wins.
    pub max_moves: u32,
}

/// A set of tables, keyed by material and rule context.
#[derive(Clone, Default)]
pub struct Tables {
    tables: HashMap<(Material, TableRules), Table>,
}

impl Tables {
    pub fn new() -> Tables {
        Tables::default()
    }

    pub fn insert(&mut self, table: Table) {
        self.tables.insert((table.material, table.rules), table);
    }

    pub fn get(&self, material: &Material, rules: &TableRules) -> Option<&Table> {
        self.tables.get(&(*material, rules.for_material(material)))
    }

    pub fn contains(&self, material: &Material, rules: &TableRules) -> bool {
        self.get(material, rules).is_some()
    }

    pub fn len(&self) -> usize {
        self.tables.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tables.is_empty()
    }

    /// Every table, in no particular order.
    pub fn iter(&self) -> impl Iterator<Item = &Table> {
        self.tables.values()
    }

    /// The value of `pos` under `outcome`, if a table covers it: one king each, no castling
    /// right, a material and rule context that a table was built for, and a position the table
    /// holds (a regular one: the side not to move not in check, no pawn on a back rank).
    pub fn probe(&self, pos: &Position, outcome: &OutcomeRules) -> Option<Value> {
        let rules = TableRules::new(pos.rules(), outcome)?;
        self.probe_with(pos, &rules)
    }

    pub(crate) fn probe_with(&self, pos: &Position, rules: &TableRules) -> Option<Value> {
        if pos.castling_rights().is_nonempty() {
            return None;
        }
        let board = pos.board();
        if board.occupied().count() as usize > MAX_MEN {
            return None;
        }
        let material = Material::of(board)?;
        let (canonical, flip) = material.canonical();
        let table = self.get(&canonical, rules)?;
        let ep = pos.ep_square().is_some();
        if flip {
            table.value_of(&flipped(board), !pos.turn(), ep)
        } else {
            table.value_of(board, pos.turn(), ep)
        }
    }

    /// The best move of `pos` and the position's value: the fastest win, the slowest loss, or a
    /// move that keeps the draw. `None` if a table does not cover the position or one of the
    /// positions its moves lead to, or if there is no move.
    pub fn best_move(&self, pos: &Position, outcome: &OutcomeRules) -> Option<(Move, Value)> {
        let rules = TableRules::new(pos.rules(), outcome)?;
        let value = self.probe_with(pos, &rules)?;
        let mut best: Option<(Move, Value)> = None;
        for m in pos.legal_moves() {
            let after = self.probe_with(&pos.after(m), &rules)?.back();
            if best.is_none_or(|(_, v)| after.rank() > v.rank()) {
                best = Some((m, after));
            }
        }
        let (m, v) = best?;
        (v == value).then_some((m, value))
    }
}

/// The tables held, by name and context (not their bytes).
impl fmt::Debug for Tables {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut names: Vec<String> = self
            .tables
            .keys()
            .map(|(m, r)| format!("{}/{m}", r.tag()))
            .collect();
        names.sort();
        f.debug_tuple("Tables").field(&names).finish()
    }
}

/// The board with the colours exchanged and the ranks mirrored: the same game seen from the
/// other side.
pub(crate) fn flipped(board: &Board) -> Board {
    let mut out = Board::empty();
    for (sq, piece) in board.pieces() {
        out.put(sq.flip_vertical(), Piece::new(!piece.color, piece.role));
    }
    out
}
