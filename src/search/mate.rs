//! The mate prover: an exact AND/OR search on the number of attacker moves.
//!
//! `attack(p, d)` asks "can the side to move win within `d` of its own moves, whatever the
//! defence?" (an OR node: one move suffices); `defend(p, r)` asks "does every defence lose within
//! `r` further attacker moves?" (an AND node: every reply must be refuted). Both are answered
//! exactly: nothing is pruned that could change the answer. The only cuts are ones that are
//! provably sound:
//!
//! - with one attacker move left, a move that gives no check cannot mate, so only checks are
//!   tried (under a code where the stalemated player wins, quiet moves are kept too, because the
//!   defender might be forced to stalemate the attacker);
//! - a move that stalemates the defender never wins: it is a draw, or a loss where the stalemated
//!   player wins;
//! - bounds from the transposition table (see [`super::tt`]), which are themselves proofs.
//!
//! The driver deepens `d` from 1 to `n`, so the first success is the shortest mate and every
//! failure before it is a proof that no shorter mate exists. At each depth two cheaper searches
//! go first, and either may settle it: one where the attacker only checks (its wins are proofs),
//! and a proof-number search (`dfpn`) on a small node allowance. The main line is then read off
//! the proof (the defender resisting longest, the attacker mating fastest) and re-played from
//! the position before the verdict is returned.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::Arc;

use crate::cancel::{Budget, Cancel, Interrupted};
use crate::chess::attacks;
use crate::chess::bitboard::Bitboard;
use crate::chess::movegen::{self, Sink};
use crate::chess::moves::{Move, MoveKind};
use crate::chess::position::Position;
use crate::chess::square::{Piece, Role, Square};
use crate::search::line;
use crate::search::tables::{TableRules, Tables, Value};
use crate::search::tt::{PackedMove, Table};

mod dfpn;
use dfpn::{Outcome, PnTable};

/// The longest mate the prover will look for, in attacker moves. Depths are stored in a byte;
/// a fifty-move count never leaves more than 50 moves, and no exact search reaches 100.
pub const MAX_MOVES: u32 = 100;

/// Nodes between two looks at the cancel flag: about a tenth of a millisecond of work, so a
/// cancellation is honoured well within the 10 ms the callers allow.
const CANCEL_INTERVAL: u32 = 256;

/// Nodes searched after which the table moves onto huge pages, between two depths: a tenth of a
/// second or so of search. Past it the move (10-20 ms) is small beside what the search has
/// already spent and the page-table misses it saves; before it, most searches are over (see
/// [`Table::use_huge_pages`]). Measured in the commit that added it.
const HUGE_PAGES_AFTER: u64 = 1 << 18;

/// The reply count given to every quiet move two moves from the end, where replies are not
/// counted (see `attack_moves`): they then sort among themselves by what they capture.
const QUIET_REPLIES: u64 = 64;

/// The proof-number search at each depth may spend this fraction of the nodes spent before it
/// (its nodes cost about sixteen alpha-beta nodes each): a few per cent of the time, where it
/// fails. Measured in the commit that added it.
const PN_SHARE: u64 = 256;

/// ... and at least this many, so that the first depths try it too.
const PN_MIN: u64 = 1 << 12;

/// How a stalemate is scored, as far as a mate search cares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum StalemateScore {
    /// The modern rule: a stalemate is a draw.
    #[default]
    Draw,
    /// The old English rule (e.g. The Boy's Own Book, 1829): the stalemated player wins. A line
    /// that stalemates the defender then loses for the attacker, and a defence that stalemates
    /// the attacker loses for the defender.
    StalematedPlayerWins,
}

/// The game-level rules that decide what counts as a win, beside the board rules that travel in
/// [`Position::rules`]. Part of the transposition key, so that one table can serve several codes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct OutcomeRules {
    pub stalemate: StalemateScore,
}

impl OutcomeRules {
    /// The modern (FIDE) outcomes.
    pub const MODERN: OutcomeRules = OutcomeRules {
        stalemate: StalemateScore::Draw,
    };

    fn stalemated_player_wins(&self) -> bool {
        self.stalemate == StalemateScore::StalematedPlayerWins
    }
}

/// How a proven win ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Finish {
    /// The attacker's last move checkmates.
    Checkmate,
    /// The defender's last move, forced, stalemates the attacker, who wins by it (only under
    /// [`StalemateScore::StalematedPlayerWins`]). The line then ends with the defender's move.
    AttackerStalemated,
}

/// Why no verdict was reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UndecidedReason {
    /// The node budget ran out or the caller cancelled.
    Interrupted(Interrupted),
    /// A mate was proved but its main line did not re-play to mate. This is a bug in the prover;
    /// it is reported as "undecided" so that an unverified mate is never claimed.
    LineNotVerified,
}

/// The prover's answer. Every verdict says how many nodes it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The attacker wins in exactly `moves` moves against the best defence, and no faster: mates
    /// in fewer moves were each proved impossible. `line` starts with `key` and alternates
    /// attacker and defender moves, the defender resisting as long as possible; it has been
    /// re-played from the position.
    Mate {
        moves: u32,
        key: Move,
        line: Vec<Move>,
        finish: Finish,
        nodes: u64,
    },
    /// Proved: the attacker cannot force a win within `within` moves.
    NoMate { within: u32, nodes: u64 },
    /// Not decided. `no_mate_within` is how far "no mate" was proved before stopping (0: nothing).
    Undecided {
        reason: UndecidedReason,
        no_mate_within: u32,
        nodes: u64,
    },
}

impl Verdict {
    pub fn nodes(&self) -> u64 {
        match *self {
            Verdict::Mate { nodes, .. }
            | Verdict::NoMate { nodes, .. }
            | Verdict::Undecided { nodes, .. } => nodes,
        }
    }
}

/// Proves or refutes "the side to move wins within `n` moves" with a fresh table.
///
/// ```
/// use tertius::cancel::{Budget, Cancel};
/// use tertius::chess::{MoveRules, Position, Setup};
/// use tertius::search::{OutcomeRules, Verdict, prove_mate};
///
/// // . . . . . . k .
/// // . . . . . p p p      1. Ra8#
/// // R . . . K . . .
/// let setup: Setup = "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1".parse()?;
/// let pos = Position::from_setup(setup, &MoveRules::standard())?;
/// let verdict = prove_mate(&pos, &OutcomeRules::MODERN, 3, &Budget::UNLIMITED, &Cancel::new());
/// assert!(matches!(verdict, Verdict::Mate { moves: 1, .. }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn prove_mate(
    pos: &Position,
    outcome: &OutcomeRules,
    n: u32,
    budget: &Budget,
    cancel: &Cancel,
) -> Verdict {
    Prover::new(Prover::DEFAULT_TABLE_BYTES).prove(pos, outcome, n, budget, cancel)
}

/// A prover with a transposition table that outlives one question: asking about the same game
/// again (or under another code: the rules are in the key) reuses what was proved.
pub struct Prover {
    table: Table,
    pns: PnTable,
    /// Endgame tables: where one covers the position (or a position of the search), its value
    /// is the answer.
    endgames: Option<Arc<Tables>>,
}

impl Default for Prover {
    fn default() -> Prover {
        Prover::new(Prover::DEFAULT_TABLE_BYTES)
    }
}

impl Prover {
    /// 64 MiB: room for four million nodes' bounds, as much as a minute of search keeps useful.
    pub const DEFAULT_TABLE_BYTES: usize = 64 << 20;

    pub fn new(table_bytes: usize) -> Prover {
        Prover {
            table: Table::new(table_bytes),
            pns: PnTable::new(table_bytes / 8),
            endgames: None,
        }
    }

    /// This prover, answering from `tables` wherever one covers a position under the rules
    /// of the question.
    pub fn with_tables(mut self, tables: Arc<Tables>) -> Prover {
        self.endgames = Some(tables);
        self
    }

    /// Sets (or, with `None`, drops) the endgame tables.
    pub fn set_tables(&mut self, tables: Option<Arc<Tables>>) {
        self.endgames = tables;
    }

    /// Forgets everything proved so far.
    pub fn clear(&mut self) {
        self.table.clear();
        self.pns.clear();
    }

    /// See [`prove_mate`]. `n` above [`MAX_MOVES`] is searched to [`MAX_MOVES`] only, and the
    /// verdict says so (`NoMate { within }`).
    pub fn prove(
        &mut self,
        pos: &Position,
        outcome: &OutcomeRules,
        n: u32,
        budget: &Budget,
        cancel: &Cancel,
    ) -> Verdict {
        self.prove_reporting(pos, outcome, n, budget, cancel, &mut |_, _| {})
    }

    /// As [`Prover::prove`], telling `proved(k, nodes)` each time "no mate in k" is proved, so
    /// a caller can show how far a long search has come.
    pub fn prove_reporting(
        &mut self,
        pos: &Position,
        outcome: &OutcomeRules,
        n: u32,
        budget: &Budget,
        cancel: &Cancel,
        proved: &mut dyn FnMut(u32, u64),
    ) -> Verdict {
        let n = n.min(MAX_MOVES);
        let Prover {
            table,
            pns,
            endgames,
        } = self;
        let mut search = Search::new(table, pos, outcome, budget, cancel);
        // With no move to make there is nothing to prove (and nothing the attacker can do).
        if n == 0 || pos.count_legal_moves() == 0 {
            return Verdict::NoMate {
                within: n,
                nodes: 0,
            };
        }
        if let Some(tables) = endgames.as_deref() {
            search.endgames = TableRules::new(pos.rules(), outcome).map(|rules| (tables, rules));
            if let Some(verdict) = search.table_verdict(pos, outcome, n) {
                return verdict;
            }
        }
        let undecided = |reason, no_mate_within, nodes| Verdict::Undecided {
            reason,
            no_mate_within,
            nodes,
        };
        if let Err(e) = search.poll() {
            return undecided(UndecidedReason::Interrupted(e), 0, 0);
        }
        for k in 1..=n {
            if search.nodes >= HUGE_PAGES_AFTER {
                let cancel = search.cancel;
                search.table.use_huge_pages(|| cancel.is_cancelled());
            }
            // Most forced mates are all checks: a checks-only pass proves them in a fraction of
            // the full tree. Only if it fails does the exhaustive search run, which also proves
            // "no mate in k" when there is none.
            search.restricted = true;
            let quick = search.attack(pos, k, 0);
            search.restricted = false;
            let found = match quick {
                Ok(true) => Ok(true),
                Ok(false) if !search.stalemate_wins => {
                    // Proof numbers find a mate in a few thousand nodes where the alpha-beta
                    // search would first refute every move ordered before the key, but they
                    // prove "no mate" far more slowly. So they get a small share of what the
                    // search has spent so far, and the alpha-beta search settles the rest.
                    let allowance = (search.nodes / PN_SHARE).max(PN_MIN);
                    match search.dfpn(pns, pos, k, allowance) {
                        Ok(Outcome::Proved) => Ok(true),
                        Ok(Outcome::Disproved) => Ok(false),
                        Ok(Outcome::OutOfNodes) => search.attack(pos, k, 0),
                        Err(e) => Err(e),
                    }
                }
                Ok(false) => search.attack(pos, k, 0),
                Err(e) => Err(e),
            };
            match found {
                Ok(false) => {
                    proved(k, search.nodes);
                    continue;
                }
                Ok(true) => {}
                Err(e) => return undecided(UndecidedReason::Interrupted(e), k - 1, search.nodes),
            }
            let (line, finish) = match search.main_line(pos, k) {
                Ok(Some(found)) => found,
                Ok(None) => {
                    return undecided(UndecidedReason::LineNotVerified, k - 1, search.nodes);
                }
                Err(e) => return undecided(UndecidedReason::Interrupted(e), k - 1, search.nodes),
            };
            if !line::replays(pos, outcome, k, &line, finish) {
                return undecided(UndecidedReason::LineNotVerified, k - 1, search.nodes);
            }
            let Some(&key) = line.first() else {
                return undecided(UndecidedReason::LineNotVerified, k - 1, search.nodes);
            };
            return Verdict::Mate {
                moves: k,
                key,
                line,
                finish,
                nodes: search.nodes,
            };
        }
        Verdict::NoMate {
            within: n,
            nodes: search.nodes,
        }
    }
}

/// The rule context of a search, mixed into every table key: the move rules (the Zobrist key
/// does not include them), the outcome rules, and who attacks (the same position is an OR node
/// for one attacker and an AND node for the other). `DefaultHasher::new()` has fixed keys, so the
/// salt is the same on every run.
fn salt(pos: &Position, outcome: &OutcomeRules) -> u64 {
    let mut h = DefaultHasher::new();
    pos.rules().hash(&mut h);
    outcome.hash(&mut h);
    pos.turn().hash(&mut h);
    h.finish()
}

/// A generated move with the position it leads to and its ordering score.
#[derive(Clone, Copy)]
struct Scored {
    m: Move,
    /// `None` where the move is made only when it is searched.
    child: Option<Position>,
    score: i32,
}

/// Per-ply scratch lists, reused so that the search allocates only while it first deepens.
#[derive(Default)]
struct Lists {
    moves: Vec<Move>,
    scored: Vec<Scored>,
}

struct Search<'a> {
    table: &'a mut Table,
    salt: u64,
    stalemate_wins: bool,
    cancel: &'a Cancel,
    max_nodes: u64,
    nodes: u64,
    countdown: u32,
    pool: Vec<Lists>,
    /// The checks-only pass: the attacker may only give check. Its wins are proofs (fewer
    /// attacker options can only make winning harder); its failures prove nothing and are not
    /// stored.
    restricted: bool,
    /// Per ply: the defence that last refuted an attacker move there; it often refutes the
    /// sibling moves too.
    killers: Vec<PackedMove>,
    /// Endgame tables and the rule context to probe them under.
    endgames: Option<(&'a Tables, TableRules)>,
}

/// Moves the best-scored of `scored[i..]` to `i` and returns it: a selection sort done one
/// step at a time, since a cut-off usually comes after the first move or two.
#[inline]
fn best_first(scored: &mut [Scored], i: usize) -> Scored {
    let mut best = i;
    for j in i + 1..scored.len() {
        if scored[j].score > scored[best].score {
            best = j;
        }
    }
    scored.swap(i, best);
    scored[i]
}

fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

impl<'a> Search<'a> {
    /// A search of `root` (the attacker to move) under `outcome`.
    fn new(
        table: &'a mut Table,
        root: &Position,
        outcome: &OutcomeRules,
        budget: &Budget,
        cancel: &'a Cancel,
    ) -> Search<'a> {
        Search {
            table,
            salt: salt(root, outcome),
            stalemate_wins: outcome.stalemated_player_wins(),
            cancel,
            max_nodes: budget.max_nodes.unwrap_or(u64::MAX),
            nodes: 0,
            countdown: CANCEL_INTERVAL,
            pool: Vec::new(),
            restricted: false,
            killers: Vec::new(),
            endgames: None,
        }
    }

    /// The value of `pos` for the side to move, if an endgame table covers it.
    #[inline]
    fn endgame(&self, pos: &Position) -> Option<Value> {
        let (tables, rules) = self.endgames?;
        if pos.board().occupied().count() as usize > crate::search::tables::MAX_MEN {
            return None;
        }
        tables.probe_with(pos, &rules)
    }

    /// The verdict on `pos` from the tables, if they cover it: a win is played out along the
    /// tables' best moves (the attacker's fastest, the defender's slowest) and re-played like
    /// every mate before it is claimed.
    fn table_verdict(&mut self, pos: &Position, outcome: &OutcomeRules, n: u32) -> Option<Verdict> {
        let (tables, _) = self.endgames?;
        let value = self.endgame(pos)?;
        let Value::Win(plies) = value else {
            return Some(Verdict::NoMate {
                within: n,
                nodes: 1,
            });
        };
        let moves = value.moves();
        if moves > n {
            return Some(Verdict::NoMate {
                within: n,
                nodes: 1,
            });
        }
        let mut line = Vec::new();
        let mut p = *pos;
        for _ in 0..plies {
            let (m, _) = tables.best_move(&p, outcome)?;
            line.push(m);
            p = p.after(m);
        }
        let finish = if plies % 2 == 1 {
            Finish::Checkmate
        } else {
            Finish::AttackerStalemated
        };
        let nodes = u64::from(plies) + 1;
        if !line::replays(pos, outcome, moves, &line, finish) {
            return Some(Verdict::Undecided {
                reason: UndecidedReason::LineNotVerified,
                no_mate_within: 0,
                nodes,
            });
        }
        let key = *line.first()?;
        Some(Verdict::Mate {
            moves,
            key,
            line,
            finish,
            nodes,
        })
    }

    fn poll(&self) -> Result<(), Interrupted> {
        if self.cancel.is_cancelled() {
            Err(Interrupted::Cancelled)
        } else {
            Ok(())
        }
    }

    #[inline]
    fn tick(&mut self) -> Result<(), Interrupted> {
        self.nodes += 1;
        if self.nodes > self.max_nodes {
            return Err(Interrupted::NodeBudget);
        }
        self.countdown -= 1;
        if self.countdown == 0 {
            self.countdown = CANCEL_INTERVAL;
            self.poll()?;
        }
        Ok(())
    }

    fn lists(&mut self, ply: usize) -> Lists {
        if self.pool.len() <= ply {
            self.pool.resize_with(ply + 1, Lists::default);
            self.killers.resize(ply + 1, PackedMove::NONE);
        }
        let mut lists = std::mem::take(&mut self.pool[ply]);
        lists.moves.clear();
        lists.scored.clear();
        lists
    }

    fn give_back(&mut self, ply: usize, lists: Lists) {
        self.pool[ply] = lists;
    }

    /// Whether the attacker, to move in `pos`, wins within `d` moves against every defence.
    /// `d = 0` asks whether the attacker has already won: stalemated, where that wins.
    fn attack(&mut self, pos: &Position, d: u32, ply: usize) -> Result<bool, Interrupted> {
        self.tick()?;
        if let Some(value) = self.endgame(pos) {
            return Ok(matches!(value, Value::Win(_)) && value.moves() <= d);
        }
        if d == 0 {
            return Ok(self.stalemate_wins && pos.is_stalemate());
        }
        if d == 1 && !self.stalemate_wins {
            // A mate in one is found faster than a table entry is fetched from memory, and
            // storing it would crowd out the deeper results that are worth keeping.
            let mut lists = self.lists(ply);
            let result = self.attack_moves(pos, d, ply, PackedMove::NONE, &mut lists);
            self.give_back(ply, lists);
            return Ok(result?.0);
        }
        let key = pos.key() ^ self.salt;
        let known = self.table.probe(key);
        if u32::from(known.proven) <= d {
            return Ok(true);
        }
        if u32::from(known.disproven) >= d {
            return Ok(false);
        }
        let mut lists = self.lists(ply);
        let result = self.attack_moves(pos, d, ply, known.best, &mut lists);
        self.give_back(ply, lists);
        let (won, best) = result?;
        if won || !self.restricted {
            self.table.store(key, d as u8, won, best);
        }
        Ok(won)
    }

    fn attack_moves(
        &mut self,
        pos: &Position,
        d: u32,
        ply: usize,
        hint: PackedMove,
        lists: &mut Lists,
    ) -> Result<(bool, PackedMove), Interrupted> {
        // With one move left only a check can mate, unless a forced stalemate of the attacker
        // could also win.
        let only_checks = (d == 1 && !self.stalemate_wins) || self.restricted;
        let checks = Checks::new(pos);
        let mut flights = None;
        // Where an attacker without a move simply loses, only his checks need making at all.
        let generated =
            only_checks && !self.stalemate_wins && checks.checking_moves(pos, &mut lists.moves);
        if !generated {
            movegen::legal_moves(pos, &mut lists.moves);
            if lists.moves.is_empty() {
                // Reached after a defence: checkmated loses, stalemated wins only where that
                // rule is.
                return Ok((self.stalemate_wins && !pos.is_check(), PackedMove::NONE));
            }
        }
        for &m in &lists.moves {
            // Whether a move checks is read off the lines to the king (`Checks`) rather than
            // found by playing it and looking for attackers; the generated moves are checks by
            // construction. Both are tested against playing the move.
            let check = generated || checks.gives_check(pos, &m);
            if only_checks && !check {
                continue;
            }
            // With one move left a check either mates or does not: whether any reply exists
            // is all that matters, and that is known as soon as one is found.
            if d == 1 && !self.stalemate_wins {
                let flights = flights.get_or_insert_with(|| Flights::new(pos));
                if flights.one_stays_open(pos, &m) {
                    continue;
                }
                let child = pos.after(m);
                debug_assert!(check == child.is_check(), "{m:?}");
                if !child.has_legal_move() {
                    return Ok((true, PackedMove::new(&m)));
                }
                continue;
            }
            let child = pos.after(m);
            debug_assert!(check == child.is_check(), "{m:?}");
            // Two moves from the end a quiet move's replies are not counted: counting them
            // cost more than the order they buy, since each reply is refuted or not by a
            // search of the mating checks alone. A quiet move that stalemates is then seen by
            // `defend`, which finds no reply and no check. Measured in the commit that added it.
            let replies = if d == 2 && !check && !self.stalemate_wins {
                QUIET_REPLIES
            } else {
                child.count_legal_moves()
            };
            if replies == 0 {
                if check {
                    return Ok((true, PackedMove::new(&m)));
                }
                // Stalemating the defender never wins: a draw, or the defender's win.
                continue;
            }
            // `defend` will probe the child's slot first thing: fetch it while the siblings are made.
            self.table.prefetch(child.key() ^ self.salt);
            // Checks first; then the fewer replies the better (they are the defender's
            // options, and a proof must refute each); captures and the table's move break ties.
            let mut score = (256 - replies.min(255) as i32) * 16;
            if check {
                score += 1 << 20;
            }
            if let Some(victim) = m.capture {
                score += 4 * value(victim);
            }
            if let Some(role) = m.promotion {
                score += value(role);
            }
            if hint.matches(&m) {
                score += 1 << 24;
            }
            lists.scored.push(Scored {
                m,
                child: Some(child),
                score,
            });
        }
        if d == 1 && !self.stalemate_wins {
            return Ok((false, PackedMove::NONE));
        }
        lists
            .scored
            .sort_unstable_by_key(|s| std::cmp::Reverse(s.score));
        for s in &lists.scored {
            let Some(child) = &s.child else {
                continue; // every attacker move is scored with its position
            };
            if self.defend(child, d - 1, ply + 1)? {
                return Ok((true, PackedMove::new(&s.m)));
            }
        }
        Ok((false, PackedMove::NONE))
    }

    /// Whether every defence in `pos` (defender to move) loses within `r` further attacker moves.
    fn defend(&mut self, pos: &Position, r: u32, ply: usize) -> Result<bool, Interrupted> {
        self.tick()?;
        if let Some(value) = self.endgame(pos) {
            return Ok(matches!(value, Value::Loss(_)) && value.moves() <= r);
        }
        let key = pos.key() ^ self.salt;
        let known = self.table.probe(key);
        if u32::from(known.proven) <= r {
            return Ok(true);
        }
        if u32::from(known.disproven) >= r && r > 0 {
            return Ok(false);
        }
        let mut lists = self.lists(ply);
        let result = self.defend_moves(pos, r, ply, known.best, &mut lists);
        self.give_back(ply, lists);
        let (won, refutation) = result?;
        if let Some(killer) = self.killers.get_mut(ply) {
            if refutation != PackedMove::NONE {
                *killer = refutation;
            }
        }
        if won || !self.restricted {
            self.table.store(key, r as u8, won, refutation);
        }
        Ok(won)
    }

    fn defend_moves(
        &mut self,
        pos: &Position,
        r: u32,
        ply: usize,
        hint: PackedMove,
        lists: &mut Lists,
    ) -> Result<(bool, PackedMove), Interrupted> {
        let killer = self.killers.get(ply).copied().unwrap_or(PackedMove::NONE);
        // One move from the end the killer refutes nearly always, so it is tried before the
        // other replies are even generated: only its man's moves are, to find it legal.
        let mut killer_tried = false;
        if r == 1 && !self.stalemate_wins {
            if let Some(from) = killer.from() {
                movegen::legal_moves_from(pos, from, &mut lists.moves);
                if let Some(&m) = lists.moves.iter().find(|m| killer.matches(m)) {
                    if !self.attack(&pos.after(m), r, ply + 1)? {
                        return Ok((false, killer));
                    }
                    killer_tried = true;
                }
                lists.moves.clear();
            }
        }
        movegen::legal_moves(pos, &mut lists.moves);
        if lists.moves.is_empty() {
            // Checkmate wins; a stalemated defender has drawn, or won.
            return Ok((pos.is_check(), PackedMove::NONE));
        }
        if r == 0 && !self.stalemate_wins {
            return Ok((false, PackedMove::NONE));
        }
        // Further from the end, the defender's checks come first, before even the killer: a
        // check leaves the attacker only his evasions, so a check that refutes is refuted in
        // turn by the smallest tree, and in a long disproof the defender's checks prune the
        // attacker's whole choice at every level below. Measured in the commit that added it.
        if r >= 2 {
            let checks = Checks::new(pos);
            let mut i = 0;
            while i < lists.moves.len() {
                let m = lists.moves[i];
                if !checks.gives_check(pos, &m) {
                    i += 1;
                    continue;
                }
                if !self.attack(&pos.after(m), r, ply + 1)? {
                    return Ok((false, PackedMove::new(&m)));
                }
                lists.moves.swap_remove(i);
            }
            if lists.moves.is_empty() {
                return Ok((true, PackedMove::NONE));
            }
        }
        // The reply that refuted a sibling is tried before the others are made and scored: it
        // usually refutes here too, and then the work of playing every reply and fetching its
        // table slot (most of a defence's cost) is saved. It is tried even where the table
        // might know a surer refutation; measured in the commit that added it, the nodes that
        // costs are cheaper than the fetches.
        if !killer_tried {
            if let Some(&m) = lists.moves.iter().find(|m| killer.matches(m)) {
                if !self.attack(&pos.after(m), r, ply + 1)? {
                    return Ok((false, killer));
                }
                killer_tried = true;
            }
        }
        if killer_tried {
            lists.moves.retain(|m| !killer.matches(m));
        }
        // With one attacker move left, the replies are only scored, and each is played when
        // its turn comes: the first one tried usually refutes, and the rest are never made.
        let lazy = r == 1 && !self.stalemate_wins;
        let checks = lazy.then(|| Checks::new(pos));
        for &m in &lists.moves {
            let child = (!lazy).then(|| pos.after(m));
            if let Some(child) = &child {
                // Start the table fetch now, so that the fetches of all the replies overlap
                // instead of each stalling the scoring below in turn.
                self.table.prefetch(child.key() ^ self.salt);
            }
            lists.scored.push(Scored { m, child, score: 0 });
        }
        for s in lists.scored.iter_mut() {
            let m = s.m;
            // Try first what is known to refute, then what refuted here before, then captures
            // (the attacker loses material it may need), then checks (they cut the attacker's
            // choice down).
            let mut score = 0;
            if let Some(child) = &s.child {
                let known = self.table.probe(child.key() ^ self.salt);
                if u32::from(known.disproven) >= r && r > 0 {
                    score += 1 << 24;
                } else if u32::from(known.proven) <= r {
                    score -= 1 << 24;
                }
            }
            if hint.matches(&m) {
                score += 1 << 22;
            }
            if let Some(victim) = m.capture {
                score += 1024 * value(victim);
            }
            // Only one move from the end: further out, the checks were tried already.
            let check = r < 2
                && match &s.child {
                    Some(child) => child.is_check(),
                    None => checks.as_ref().is_some_and(|c| c.gives_check(pos, &m)),
                };
            if check {
                score += 512;
            }
            if m.role == Role::King {
                score += 64;
            }
            s.score = score;
        }
        for i in 0..lists.scored.len() {
            let s = best_first(&mut lists.scored, i);
            let child = match s.child {
                Some(child) => child,
                None => pos.after(s.m),
            };
            if !self.attack(&child, r, ply + 1)? {
                return Ok((false, PackedMove::new(&s.m)));
            }
        }
        Ok((true, PackedMove::NONE))
    }

    /// The main line of a win in exactly `k` (proved, with "no win in `k - 1`" proved too): the
    /// attacker plays a move that wins in the remaining distance, the defender a reply that
    /// keeps the distance (one whose "no win in one move less" holds, so the line is as long
    /// as the verdict says). `None` if the proof cannot be followed (a bug: the caller then
    /// refuses to claim the mate).
    fn main_line(
        &mut self,
        root: &Position,
        k: u32,
    ) -> Result<Option<(Vec<Move>, Finish)>, Interrupted> {
        let mut line = Vec::new();
        let mut pos = *root;
        let mut d = k;
        loop {
            // The attacker: the table's proving move first, then the rest in generation order.
            let hint = self.table.probe(pos.key() ^ self.salt).best;
            let mut moves = pos.legal_moves();
            if let Some(i) = moves.iter().position(|m| hint.matches(m)) {
                moves[..=i].rotate_right(1);
            }
            let mut chosen = None;
            for m in moves {
                let child = pos.after(m);
                if self.defend(&child, d - 1, 1)? {
                    chosen = Some((m, child));
                    break;
                }
            }
            let Some((m, child)) = chosen else {
                return Ok(None);
            };
            line.push(m);
            pos = child;
            let replies = pos.legal_moves();
            let Some(&first) = replies.first() else {
                return Ok(pos.is_check().then_some((line, Finish::Checkmate)));
            };
            if d == 1 {
                // Every reply stalemates the attacker, who wins by it.
                line.push(first);
                return Ok(Some((line, Finish::AttackerStalemated)));
            }
            // The defender: a reply after which the attacker cannot win in `d - 2`; one exists,
            // or the attacker would have had a win in `d - 1` here and in `k - 1` at the root.
            // Each reply tried is searched to `d - 2`, and one that loses sooner costs a whole
            // proof: in a long mate, more than the search itself had cost. So the replies the
            // table already knows to hold come first, then the one that refuted here in an
            // earlier iteration.
            let hint = self.table.probe(pos.key() ^ self.salt).best;
            let mut ranked: Vec<(u8, Move, Position)> = replies
                .iter()
                .map(|&r| {
                    let after = pos.after(r);
                    let known = self.table.probe(after.key() ^ self.salt);
                    let rank = if d > 2 && u32::from(known.disproven) >= d - 2 {
                        2
                    } else {
                        u8::from(hint.matches(&r))
                    };
                    (rank, r, after)
                })
                .collect();
            ranked.sort_by_key(|&(rank, ..)| std::cmp::Reverse(rank));
            let mut chosen = None;
            for (_, r, after) in ranked {
                if !self.attack(&after, d - 2, 1)? {
                    chosen = Some((r, after));
                    break;
                }
            }
            let Some((r, after)) = chosen else {
                return Ok(None);
            };
            line.push(r);
            pos = after;
            d -= 1;
        }
    }
}

/// What it takes to check the opponent's king from one position, worked out once per node so
/// that each move is tested by a lookup: the squares from which each kind of man would attack
/// the king, and the side to move's men that stand between one of its sliders and the king
/// (moving one off that line uncovers a check).
struct Checks {
    /// `None`: the position is irregular (several kings, a king missing, the mover's
    /// adversary already in check): every move is played out instead.
    fast: Option<FastChecks>,
}

struct FastChecks {
    king: Square,
    /// By role, in `Role` order (pawn, knight, bishop, rook, queen, king).
    squares: [Bitboard; 6],
    discoverers: Bitboard,
}

impl Checks {
    fn new(pos: &Position) -> Checks {
        if !pos.uses_fast_path() {
            return Checks { fast: None };
        }
        let b = pos.board();
        let us = pos.turn();
        let Some(king) = (b.kings() & b.by_color(!us)).first() else {
            return Checks { fast: None };
        };
        let occ = b.occupied();
        let ours = b.by_color(us);
        let bishop = attacks::bishop_attacks(king, occ);
        let rook = attacks::rook_attacks(king, occ);
        let snipers = (attacks::rook_attacks(king, Bitboard::EMPTY) & b.rooks_and_queens()
            | attacks::bishop_attacks(king, Bitboard::EMPTY) & b.bishops_and_queens())
            & ours;
        let mut discoverers = Bitboard::EMPTY;
        for sniper in snipers {
            let blockers = attacks::between(king, sniper) & occ;
            if blockers.count() == 1 {
                discoverers |= blockers & ours;
            }
        }
        Checks {
            fast: Some(FastChecks {
                king,
                squares: [
                    attacks::pawn_attacks(!us, king),
                    attacks::knight_attacks(king),
                    bishop,
                    rook,
                    bishop | rook,
                    Bitboard::EMPTY,
                ],
                discoverers,
            }),
        }
    }

    /// Puts the legal moves of `pos` (the position these were worked out for) that check into
    /// `out`, and says so; or, where the position is irregular, leaves `out` alone and returns
    /// false. Only the checks are built: with one move left the other moves were most of what
    /// generating every move and testing each had cost. Measured in the commit that added it.
    fn checking_moves(&self, pos: &Position, out: &mut Vec<Move>) -> bool {
        let Some(f) = &self.fast else {
            return false;
        };
        let inner = movegen::Builder(|m| out.push(m));
        movegen::fast(pos, &mut Checking { f, pos, inner }, attacks::Magics);
        true
    }

    /// Whether `m` (a legal move in `pos`, the position these were worked out for) checks.
    /// Promotions, en passant and castling move or remove more than one man: those are played.
    #[inline]
    fn gives_check(&self, pos: &Position, m: &Move) -> bool {
        let Some(f) = &self.fast else {
            return pos.after(*m).is_check();
        };
        if m.promotion.is_some() || m.is_en_passant() || m.is_castle() {
            return pos.after(*m).is_check();
        }
        f.squares[m.role as usize].contains(m.to)
            || (f.discoverers.contains(m.from) && !attacks::aligned(m.from, m.to, f.king))
    }
}

/// The squares the defending king could step to before the attacker's last move: empty of his
/// own men and attacked by none of the attacker's (whose sliders see through the king). A check
/// after which the king can still reach one of them does not mate, and that is found on the
/// board alone, without playing the move and generating the defence.
struct Flights {
    king: Square,
    open: Bitboard,
}

impl Flights {
    fn new(pos: &Position) -> Flights {
        if !pos.uses_fast_path() {
            // Irregular (several kings, or none): every check is played out.
            return Flights {
                king: Square::A1,
                open: Bitboard::EMPTY,
            };
        }
        let b = pos.board();
        let us = pos.turn();
        let theirs = b.by_color(!us);
        let king = (b.kings() & theirs).lsb();
        let occ = b.occupied().without(king);
        Flights {
            king,
            open: attacks::king_attacks(king)
                & !theirs
                & !b.attacked_with(attacks::Magics, us, occ),
        }
    }

    /// Whether, after `m` (a legal move of the attacker), the king may still step to one of
    /// the open squares. Castling, en passant and promotions are not looked at (false), as a
    /// false answer only means that the move is played out.
    #[inline]
    fn one_stays_open(&self, pos: &Position, m: &Move) -> bool {
        if self.open.is_empty() || m.promotion.is_some() || m.is_en_passant() || m.is_castle() {
            return false;
        }
        let us = pos.turn();
        let mut b = *pos.board();
        if let Some(victim) = m.capture {
            b.discard(m.to, Piece::new(!us, victim));
        }
        let mover = Piece::new(us, m.role);
        b.discard(m.from, mover);
        b.set(m.to, mover);
        let occ = b.occupied().without(self.king);
        self.open
            .into_iter()
            .any(|sq| b.attackers_to(sq, us, occ).is_empty())
    }
}

/// A move generator's sink that passes on only the checking moves, whole target sets at a time
/// where it can (the same test as [`Checks::gives_check`]).
struct Checking<'a, F: FnMut(Move)> {
    f: &'a FastChecks,
    pos: &'a Position,
    inner: movegen::Builder<F>,
}

impl<F: FnMut(Move)> Sink for Checking<'_, F> {
    #[inline(always)]
    fn piece(&mut self, pos: &Position, role: Role, from: Square, targets: Bitboard) {
        let mut checking = targets & self.f.squares[role as usize];
        if self.f.discoverers.contains(from) {
            checking |= targets & !attacks::line(from, self.f.king);
        }
        self.inner.piece(pos, role, from, checking);
    }

    #[inline(always)]
    fn pawns(&mut self, pos: &Position, targets: Bitboard, delta: i32, kind: MoveKind) {
        let mut checking = targets & self.f.squares[Role::Pawn as usize];
        if self.f.discoverers.is_nonempty() {
            for to in targets & !checking {
                let from = movegen::pawn_from(to, delta);
                if self.f.discoverers.contains(from) && !attacks::aligned(from, to, self.f.king) {
                    checking = checking.with(to);
                }
            }
        }
        self.inner.pawns(pos, checking, delta, kind);
    }

    fn promotions(&mut self, pos: &Position, targets: Bitboard, delta: i32) {
        // A promotion changes the man that stands on the square: played out, as it is rare.
        let inner = &mut self.inner;
        movegen::Builder(|m| {
            if pos.after(m).is_check() {
                (inner.0)(m);
            }
        })
        .promotions(pos, targets, delta);
    }

    fn special(&mut self, m: Move) {
        if self.pos.after(m).is_check() {
            self.inner.special(m);
        }
    }

    #[inline(always)]
    fn wants_king_moves(&self, king: Square) -> bool {
        // A king gives check only by uncovering one.
        self.f.discoverers.contains(king)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::{Color, MoveRules, Setup};

    pub(super) fn pos(fen: &str) -> Position {
        let setup: Setup = fen.parse().unwrap_or_else(|e| unreachable!("{e}"));
        Position::from_setup(setup, &MoveRules::standard()).unwrap_or_else(|e| unreachable!("{e}"))
    }

    fn prove(fen: &str, n: u32) -> Verdict {
        prove_mate(
            &pos(fen),
            &OutcomeRules::MODERN,
            n,
            &Budget::UNLIMITED,
            &Cancel::new(),
        )
    }

    #[test]
    fn back_rank_mate_in_one() {
        let v = prove("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", 2);
        let Verdict::Mate { moves, line, .. } = v else {
            unreachable!("{v:?}")
        };
        assert_eq!(moves, 1);
        assert_eq!(line.len(), 1);
        assert_eq!(line[0].to_uci().to_string(), "a1a8");
    }

    #[test]
    fn bare_kings_have_no_mate() {
        let v = prove("4k3/8/8/8/8/8/8/4K3 w - - 0 1", 3);
        assert!(matches!(v, Verdict::NoMate { within: 3, .. }), "{v:?}");
    }

    #[test]
    fn a_stalemated_attacker_has_nothing_to_prove() {
        let v = prove("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1", 2);
        assert!(matches!(v, Verdict::NoMate { within: 2, .. }), "{v:?}");
    }

    #[test]
    fn budget_and_cancel_are_honoured() {
        let p = pos("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
        let v = prove_mate(
            &p,
            &OutcomeRules::MODERN,
            4,
            &Budget::nodes(1000),
            &Cancel::new(),
        );
        assert!(
            matches!(
                v,
                Verdict::Undecided {
                    reason: UndecidedReason::Interrupted(Interrupted::NodeBudget),
                    ..
                }
            ),
            "{v:?}"
        );
        assert!(v.nodes() <= 1001);
        let cancel = Cancel::new();
        cancel.cancel();
        let v = prove_mate(&p, &OutcomeRules::MODERN, 4, &Budget::UNLIMITED, &cancel);
        assert!(
            matches!(
                v,
                Verdict::Undecided {
                    reason: UndecidedReason::Interrupted(Interrupted::Cancelled),
                    ..
                }
            ),
            "{v:?}"
        );
    }

    /// Positions for the move-by-move tests: regular and irregular ones, checks of every kind
    /// (discovered, by promotion, en passant, castling), kings with and without flight squares.
    const POSITIONS: [&str; 17] = [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
        "4k3/8/8/8/1b6/8/3B4/R3K2R w KQ - 0 1",
        "3k4/8/8/8/8/8/3RB3/3QK3 w - - 0 1",
        "4k3/8/8/3p4/4P3/8/4K3/4R3 w - - 0 1",
        "3k4/1P6/8/8/8/8/4K3/8 w - - 0 1",
        "8/8/1k6/2pP4/8/4B3/8/7K w - c6 0 1",
        "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1",
        "4k3/8/8/8/8/8/8/R3K2r w Q - 0 1",
        "k7/8/8/8/4K3/8/8/7B w - - 0 1",
        "K7/8/4p3/3p4/8/5N1B/8/6Bk w - - 0 1",
        "n1QBq1k1/5p1p/5KP1/p7/8/8/8/8 w - - 0 1",
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1",
        "1k6/8/8/8/1N6/8/8/1R5K w - - 0 1",
        "2k5/8/1K6/8/8/8/8/3R4 w - - 0 1",
    ];

    /// Both ways of finding the checks, against playing every move: the test of one move, and
    /// the generator of all the checks (with discoveries by king, pawn and piece, promotions,
    /// en passant and castling among them).
    #[test]
    fn checks_agree_with_playing_the_move() {
        for fen in POSITIONS {
            let p = pos(fen);
            let checks = Checks::new(&p);
            let mut expected = Vec::new();
            for m in p.legal_moves() {
                let check = p.after(m).is_check();
                assert_eq!(checks.gives_check(&p, &m), check, "{fen} {m:?}");
                if check {
                    expected.push(m);
                }
            }
            let mut generated = Vec::new();
            if !checks.checking_moves(&p, &mut generated) {
                // Irregular (here, the side not to move is in check): every move is played.
                assert!(!p.uses_fast_path() && generated.is_empty(), "{fen}");
                continue;
            }
            let key = |m: &Move| (m.from.u8(), m.to.u8(), m.promotion.map(|r| r as u8));
            expected.sort_by_key(key);
            generated.sort_by_key(key);
            assert_eq!(generated, expected, "{fen}");
        }
    }

    /// The flight-square shortcut against playing every move: "open" always means a king step
    /// to an open square, and (castling, en passant and promotions aside) "shut" never does.
    #[test]
    fn an_open_flight_square_is_a_reply() {
        let (mut open, mut shut) = (0, 0);
        for fen in POSITIONS {
            let p = pos(fen);
            let flights = Flights::new(&p);
            for m in p.legal_moves() {
                let child = p.after(m);
                // The king's own legal steps onto the squares that were open before the move.
                let mut steps = Vec::new();
                if p.uses_fast_path() {
                    let king = (p.board().kings() & p.board().by_color(!p.turn())).lsb();
                    movegen::legal_moves_from(&child, king, &mut steps);
                }
                let exact = m.promotion.is_none() && !m.is_en_passant() && !m.is_castle();
                let stepped = steps.iter().any(|s| flights.open.contains(s.to));
                let says = flights.one_stays_open(&p, &m);
                if says {
                    assert!(stepped, "{fen} {m:?}: no step to an open square");
                } else if exact {
                    assert!(!stepped, "{fen} {m:?}: an open square was missed");
                }
                if says { open += 1 } else { shut += 1 }
            }
        }
        assert!(open > 50 && shut > 50, "{open} {shut}");
    }

    #[test]
    fn the_salt_separates_rule_contexts() {
        let p = pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        let spw = OutcomeRules {
            stalemate: StalemateScore::StalematedPlayerWins,
        };
        assert_ne!(salt(&p, &OutcomeRules::MODERN), salt(&p, &spw));
        let mut other = p;
        other.set_turn(Color::Black);
        assert_ne!(
            salt(&p, &OutcomeRules::MODERN),
            salt(&other, &OutcomeRules::MODERN)
        );
    }
}
