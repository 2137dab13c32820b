//! The ruling page: a ruling and the record it was given on, as one HTML document.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::arbiter::{
    self, Act, Decision, DisputeKind, GameRecord, GameResult, GameState, PlyKind, Replayer, Ruling,
};
use crate::chess::san::SanPlus;
use crate::chess::{Color, MoveRules, Position, Setup};
use crate::law::Catalogue;
use crate::law::params::Elector;

use super::escape;
use super::svg::{self, Drawing, Mark};

/// Where a ruling stands in the ledger: what a reader needs to check it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Logged {
    pub sequence: u64,
    /// The entry's RFC 6962 leaf hash, hex.
    pub leaf_hash: String,
    /// The digest of the record the ruling was given on, as the entry states it.
    pub record_digest: String,
    pub server_version: String,
    pub received_at_ms: i64,
    /// The log's head when the page was made: its size and root (hex), for an inclusion proof.
    pub head: Option<(u64, String)>,
}

/// What a page is made of.
pub struct RulingPage<'a> {
    pub ruling: &'a Ruling,
    /// The record the ruling was given on; `None` where the ledger entry did not keep it.
    pub record: Option<&'a GameRecord>,
    /// The codes, for the code's title and its move rules.
    pub catalogue: &'a Catalogue,
    /// `None` for a ruling given offline (not logged, not final).
    pub logged: Option<Logged>,
}

/// The page for one ruling.
pub fn ruling_page(page: &RulingPage<'_>) -> String {
    document(
        &format!("Ruling on game {}", page.ruling.game_id),
        &[section(page)],
    )
}

/// A whole document of ruling sections, each printed on a page of its own.
pub fn document(title: &str, sections: &[String]) -> String {
    let mut out = String::with_capacity(64 * 1024);
    out.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    out.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    let _ = writeln!(out, "<title>{}</title>", escape(title));
    let _ = writeln!(out, "<style>{STYLE}</style>\n</head>\n<body>");
    for s in sections {
        out.push_str(s);
    }
    out.push_str("</body>\n</html>\n");
    out
}

/// Print rules: A4, the squares' colours kept on paper, a ruling never split from its boards
/// where it can be helped, and each ruling of a document on a sheet of its own.
const STYLE: &str = "
@page { size: A4; margin: 12mm 14mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: Georgia, 'DejaVu Serif', 'Times New Roman', serif; color: #111;
  font-size: 10.5pt; line-height: 1.35; max-width: 182mm; margin: 0 auto; padding: 6mm 0; }
section.ruling + section.ruling { break-before: page; }
h1 { font-size: 17pt; margin: 0 0 1mm; }
h2 { font-size: 12pt; margin: 5mm 0 2mm; border-bottom: 1px solid #888; break-after: avoid; }
.sub { color: #444; margin: 0 0 3mm; }
.decision { font-size: 13pt; font-weight: bold; border: 2px solid #111; padding: 2.5mm 3.5mm;
  margin: 3mm 0; }
.decision.upheld { border-color: #176b3a; }
.decision.dismissed, .decision.out-of-time { border-color: #a61b1b; }
.decision p { margin: 1mm 0 0; font-size: 10.5pt; font-weight: normal; }
.boards { display: flex; flex-wrap: wrap; gap: 5mm; }
figure { margin: 0; break-inside: avoid; }
figure.board { width: 84mm; }
figure.remedy { width: 56mm; }
figure svg { display: block; width: 100%; height: auto; }
figcaption { font-size: 9pt; margin-top: 1mm; }
.fen, code, pre { font-family: 'DejaVu Sans Mono', 'Courier New', monospace; }
.fen { font-size: 7pt; color: #555; word-break: break-all; }
pre { font-size: 7.5pt; white-space: pre-wrap; word-break: break-all; background: #f4f4f4;
  padding: 2mm; margin: 1mm 0; }
ol.remedies { padding-left: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 4mm; }
.article { break-inside: avoid; margin: 0 0 3mm; }
.article blockquote { margin: 1mm 0 1mm 4mm; padding-left: 3mm; border-left: 2px solid #999;
  font-style: italic; }
.reading { margin: 0 0 0 4mm; }
.note { color: #7a4a00; }
ul.facts { margin: 0; padding-left: 5mm; }
.legend span { display: inline-block; width: 3mm; height: 3mm; margin: 0 1mm 0 3mm;
  vertical-align: middle; border: 1px solid #333; }
@media screen { body { padding: 8mm 0; } }
";

/// One ruling as a `<section>`.
pub fn section(page: &RulingPage<'_>) -> String {
    let r = page.ruling;
    let scene = page
        .record
        .map(|record| Scene::of(record, r, page.catalogue));
    let mut out = String::with_capacity(48 * 1024);
    out.push_str("<section class=\"ruling\">\n");
    if r.game_id.is_empty() {
        out.push_str("<h1>Ruling on a game without an id</h1>\n");
    } else {
        let _ = writeln!(
            out,
            "<h1>Ruling on game <code>{}</code></h1>",
            escape(&r.game_id)
        );
    }
    let title = page
        .catalogue
        .get(&r.code)
        .map_or_else(|| r.code.clone(), |c| c.title.clone());
    let _ = writeln!(
        out,
        "<p class=\"sub\">Under {} (<code>{}</code>). {}</p>",
        escape(&title),
        escape(&r.code),
        match &page.logged {
            Some(l) => format!("Ledger entry {}: final.", l.sequence),
            None => "Given offline and not logged: not final until the server rules.".to_owned(),
        }
    );
    decision(&mut out, r, scene.as_ref(), page.record);
    boards(&mut out, page, scene.as_ref());
    if !r.reasoning.is_empty() {
        out.push_str("<h2>Facts found</h2>\n<ul class=\"facts\">\n");
        for line in &r.reasoning {
            let _ = writeln!(out, "<li>{}</li>", escape(line));
        }
        out.push_str("</ul>\n");
    }
    remedies(&mut out, r, page.catalogue, scene.as_ref());
    articles(&mut out, r);
    verification(&mut out, page);
    out.push_str("</section>\n");
    out
}

/// The game replayed for the page: the event the dispute is about and the boards around it.
struct Scene {
    /// The event complained of, where the claim is about one.
    event: Option<usize>,
    /// The position before each event, and after the last: `positions[i]` is the board
    /// event `i` was made on.
    positions: Vec<Position>,
    state: Option<GameState>,
    rules: Option<MoveRules>,
    /// Why the record could not be replayed to its end, if it could not.
    fault: Option<String>,
}

impl Scene {
    fn of(record: &GameRecord, ruling: &Ruling, catalogue: &Catalogue) -> Scene {
        let mut scene = Scene {
            event: ruling.dispute.event,
            positions: Vec::new(),
            state: None,
            rules: None,
            fault: None,
        };
        let Some(code) = catalogue.get(&record.code) else {
            scene.fault = Some(format!(
                "the code `{}` is not among those this server applies",
                record.code
            ));
            return scene;
        };
        let mut replayer = match Replayer::new(record, code) {
            Ok(r) => r,
            Err(e) => {
                scene.fault = Some(e.to_string());
                return scene;
            }
        };
        for (i, event) in record.events.iter().enumerate() {
            scene.positions.push(*replayer.position());
            if let Err(e) = replayer.apply(i, event) {
                scene.fault = Some(e.to_string());
                return scene;
            }
        }
        scene.positions.push(*replayer.position());
        let state = replayer.finish();
        scene.rules = Some(arbiter::move_rules(code, &state.options));
        if scene.event.is_none() {
            scene.event = complained_of(ruling, &state);
        }
        scene.state = Some(state);
        scene
    }
}

/// The event a claim that names none is about: the latest act of the kind claimed, found as the
/// arbiter finds it. `None` for claims about the game as a whole (a stalemate, the set-up).
fn complained_of(ruling: &Ruling, state: &GameState) -> Option<usize> {
    let claimant = ruling.dispute.claimant;
    let offender = claimant.other();
    let last_ply_by = |who: Color| state.plies.iter().rev().find(|p| p.by == who);
    let last_claimable = || {
        state
            .claimables
            .iter()
            .rev()
            .find(|c| c.offender == offender)
            .map(|c| state.plies[c.ply].event)
    };
    use DisputeKind as K;
    match ruling.dispute.kind {
        K::FalseMove
        | K::IllegalCastling
        | K::IllegalCapture
        | K::OwnManTakenOrWrongMan
        | K::MovedAdversaryMan
        | K::SelfExposingCheck
        | K::EnPassant
        | K::Promotion
        | K::OddsMovesOutOfTerritory => {
            last_claimable().or_else(|| last_ply_by(offender).map(|p| p.event))
        }
        K::MoveOutOfTurn => state
            .plies
            .iter()
            .rev()
            .find(|p| p.by == offender && p.out_of_turn)
            .or_else(|| last_ply_by(offender))
            .map(|p| p.event),
        K::ManReleased => state.plies.last().map(|p| p.event),
        K::UnannouncedCheck => state
            .unannounced_checks
            .last()
            .and_then(|u| u.ply)
            .map(|p| state.plies[p].event),
        K::TouchedOwnMan | K::TouchedAdversaryMan | K::TouchedOwnManUnplayable => {
            let own = ruling.dispute.kind != K::TouchedAdversaryMan;
            state
                .touch_offences
                .iter()
                .rev()
                .find(|t| t.offender == offender && t.own == own)
                .map(|t| t.event)
        }
        K::AdjustmentClaim => state
            .adjustments
            .iter()
            .rev()
            .find(|a| a.by == claimant)
            .map(|a| a.event),
        K::FalseCheckAnnouncement => state
            .false_announcements
            .iter()
            .rev()
            .find(|f| f.announcer == offender)
            .map(|f| f.event),
        K::FiftyMoveClaim => state
            .fifty_notices
            .iter()
            .rev()
            .find(|n| n.by == claimant)
            .map(|n| n.event),
        K::ConditionalMateAgreement => state
            .conditional_mates
            .iter()
            .rev()
            .find(|(_, by)| *by == offender)
            .map(|(e, _)| *e),
        // The claimant asks after his own irregularity (the arbiter's reading of the kind).
        K::LateClaim => state
            .claimables
            .iter()
            .rev()
            .find(|c| c.offender == claimant)
            .map(|c| state.plies[c.ply].event),
        K::StalemateResult
        | K::UnprovidedOrDisputedPoint
        | K::InitialMenMisplaced
        | K::InitialManOmitted
        | K::CheckOfUnknownOrigin
        | K::OddsManNotRemoved
        | K::BoardMisoriented
        | K::FirstMoveOrColour => None,
    }
}

/// The claim, in words: "a false move".
fn claim_words(kind: DisputeKind) -> &'static str {
    use DisputeKind as K;
    match kind {
        K::FalseMove => "a false move",
        K::IllegalCastling => "an illegal castling",
        K::StalemateResult => "the result of a stalemate",
        K::TouchedOwnMan => "a man of his own touched and not played",
        K::TouchedAdversaryMan => "a man of his adversary's touched",
        K::MoveOutOfTurn => "a move out of turn",
        K::FalseCheckAnnouncement => "\"check\" said when no check was given",
        K::UnannouncedCheck => "a check given without saying \"check\"",
        K::IllegalCapture => "an illegal capture",
        K::SelfExposingCheck => "a check given by a move that exposes the mover's own king",
        K::Promotion => "the choice of piece for a pawn on the last rank",
        K::UnprovidedOrDisputedPoint => "a point no law provides for",
        K::LateClaim => "a penalty claimed after the deadline",
        K::FiftyMoveClaim => "a draw by the fifty-move count",
        K::AdjustmentClaim => "a touch made to adjust a man (\"j'adoube\")",
        K::ManReleased => "a man released on its square",
        K::OwnManTakenOrWrongMan => "a man taken with one of the player's own",
        K::MovedAdversaryMan => "an adversary's man moved",
        K::InitialMenMisplaced => "men set on the wrong squares at the start",
        K::InitialManOmitted => "a man left off the board at the start",
        K::TouchedOwnManUnplayable => "a touched man that cannot be played",
        K::EnPassant => "a capture en passant",
        K::CheckOfUnknownOrigin => "a king found in check, of unknown origin",
        K::OddsMovesOutOfTerritory => "odds moves played beyond the player's own half",
        K::OddsManNotRemoved => "an odds man left on the board",
        K::BoardMisoriented => "a board placed the wrong way round",
        K::FirstMoveOrColour => "who should have had the first move",
        K::ConditionalMateAgreement => "a mate undertaken under a condition",
    }
}

/// The decision in plain words, as the arbiter would say it to the players.
fn decision(out: &mut String, r: &Ruling, scene: Option<&Scene>, record: Option<&GameRecord>) {
    let who = arbiter::color_name(r.dispute.claimant);
    let claim = claim_words(r.dispute.kind);
    let (class, headline) = match r.decision {
        Decision::Upheld => ("upheld", format!("{who}'s claim of {claim} is upheld.")),
        Decision::Dismissed => (
            "dismissed",
            format!("{who}'s claim of {claim} is dismissed: the facts do not bear it out."),
        ),
        Decision::OutOfTime => (
            "out-of-time",
            format!("{who}'s claim of {claim} comes too late: no penalty can be inflicted."),
        ),
        Decision::NoLawProvides => (
            "no-law-provides",
            format!(
                "No law of the code provides for {who}'s claim of {claim}: the arbiter decides \
                 it as the third person, by analogy."
            ),
        ),
    };
    let _ = write!(out, "<div class=\"decision {class}\">{}", escape(&headline));
    if let (Some(scene), Some(record)) = (scene, record) {
        if let Some(event) = scene.event.filter(|e| *e < record.events.len()) {
            let _ = write!(
                out,
                "<p>The act complained of: {} (event {event}).</p>",
                escape(&scene.event_words(record, event))
            );
        }
    }
    if let Some((who, capacity)) = r.elector {
        if !r.remedies.is_empty() {
            let _ = write!(
                out,
                "<p>{} elects one of the remedies below, as the {}.</p>",
                arbiter::color_name(who),
                match capacity {
                    Elector::Aggrieved => "aggrieved player",
                    Elector::Offender => "offender",
                }
            );
        }
    }
    match r.result {
        Some(GameResult::Win(c)) => {
            let _ = write!(
                out,
                "<p><strong>The game ends: {} wins.</strong></p>",
                arbiter::color_name(c)
            );
        }
        Some(GameResult::Draw) => out.push_str("<p><strong>The game ends drawn.</strong></p>"),
        None => {}
    }
    out.push_str("</div>\n");
}

impl Scene {
    /// Event `event` in words: "White's false move Bh3", "Black touched the man on e7".
    fn event_words(&self, record: &GameRecord, event: usize) -> String {
        let ply = self
            .state
            .as_ref()
            .and_then(|s| s.plies.iter().find(|p| p.event == event));
        if let Some(ply) = ply {
            let how = match ply.kind {
                PlyKind::Legal(_) => "move",
                PlyKind::False => "false move",
                PlyKind::IllegalCastling { .. } => "castling",
            };
            return format!(
                "{}'s {how} {}{}",
                arbiter::color_name(ply.by),
                ply.notation,
                if ply.out_of_turn {
                    ", out of his turn"
                } else {
                    ""
                }
            );
        }
        act_words(record, event).unwrap_or_else(|| format!("event {event}"))
    }
}

/// Event `event` of the record, in words, where it is not a move.
fn act_words(record: &GameRecord, event: usize) -> Option<String> {
    let e = record.events.get(event)?;
    let who = arbiter::color_name(e.by);
    Some(match e.act {
        Act::Touch(sq) => format!("{who} touched the man on {sq}"),
        Act::Adjust(sq) => format!("{who} said \"j'adoube\" over the man on {sq}"),
        Act::Move { from, to, .. } => format!("{who} moved the man on {from} to {to}"),
        Act::AnnounceCheck => format!("{who} said \"check\""),
        Act::FiftyMoveNotice => format!("{who} gave notice of the fifty-move count"),
        Act::Elect(remedy) => format!("{who} elected {}", remedy_words(remedy.name())),
        Act::Resign => format!("{who} resigned"),
        Act::AgreeDraw => "the players agreed a draw".to_owned(),
        Act::AgreeConditionalMate => format!("{who} undertook a conditional mate"),
    })
}

/// A remedy's kebab-case name as words: "replace-and-move-king" → "replace and move king".
fn remedy_words(name: &str) -> String {
    name.replace('-', " ")
}

/// The squares an event acted on, marked on the boards around it.
fn event_drawing(record: &GameRecord, scene: &Scene, event: usize) -> Drawing {
    let mut drawing = Drawing::default();
    let Some(e) = record.events.get(event) else {
        return drawing;
    };
    match e.act {
        Act::Move {
            from, to, rook_to, ..
        } => {
            drawing.marks.push((from, Mark::Offence));
            drawing.marks.push((to, Mark::Offence));
            drawing.arrows.push((from, to, Mark::Offence));
            let castling_rook = scene.state.as_ref().and_then(|s| {
                s.plies
                    .iter()
                    .find(|p| p.event == event)
                    .and_then(|p| match p.kind {
                        PlyKind::IllegalCastling { rook_from, rook_to } => rook_from.zip(rook_to),
                        _ => None,
                    })
            });
            // The rook's path runs along the king's: its squares marked, not a second arrow.
            if let Some((rf, rt)) = castling_rook {
                drawing.marks.push((rf, Mark::Offence));
                drawing.marks.push((rt, Mark::Offence));
            } else if let Some(rt) = rook_to {
                drawing.marks.push((rt, Mark::Offence));
            }
        }
        Act::Touch(sq) | Act::Adjust(sq) => drawing.marks.push((sq, Mark::Offence)),
        _ => {}
    }
    drawing
}

/// A king in check, marked: what a stalemate, a check or a mate claim is about.
fn check_marks(position: &Position, drawing: &mut Drawing) {
    if !position.is_check() {
        return;
    }
    let turn = position.turn();
    for (sq, piece) in position.board().pieces() {
        if piece.color == turn && piece.role == crate::chess::Role::King {
            drawing.marks.push((sq, Mark::Check));
        }
    }
}

fn figure(
    out: &mut String,
    class: &str,
    men: &crate::chess::Board,
    fen: &str,
    drawing: &Drawing,
    caption: &str,
) {
    let _ = write!(out, "<figure class=\"{class}\">");
    out.push_str(&svg::board(men, drawing, caption));
    let _ = writeln!(
        out,
        "<figcaption>{}<div class=\"fen\">{}</div></figcaption></figure>",
        escape(caption),
        escape(fen)
    );
}

fn to_move(position: &Position) -> String {
    format!("{} to move", arbiter::color_name(position.turn()))
}

fn boards(out: &mut String, page: &RulingPage<'_>, scene: Option<&Scene>) {
    out.push_str("<h2>The board</h2>\n");
    let (Some(record), Some(scene)) = (page.record, scene) else {
        let _ = writeln!(
            out,
            "<p class=\"note\">The record this ruling was given on is not kept in the ledger (the \
             entry was logged before records were kept); only its digest is{}. The positions of \
             the remedies below are drawn from the ruling itself.</p>",
            page.logged
                .as_ref()
                .map(|l| format!(": <code>{}</code>", escape(&l.record_digest)))
                .unwrap_or_default()
        );
        return;
    };
    if let Some(fault) = &scene.fault {
        let _ = writeln!(
            out,
            "<p class=\"note\">The record can no longer be replayed by this server ({}); the \
             boards cannot be drawn from it.</p>",
            escape(fault)
        );
        return;
    }
    out.push_str(
        "<p class=\"legend\">Marked:<span style=\"background:rgba(205,45,45,0.42)\"></span>the act \
         complained of<span style=\"background:rgba(35,140,80,0.38)\"></span>a remedy's \
         moves<span style=\"background:rgba(235,150,0,0.5)\"></span>a king in check</p>\n",
    );
    out.push_str("<div class=\"boards\">\n");
    match scene.event {
        Some(event) if event < record.events.len() && event + 1 < scene.positions.len() => {
            let before = &scene.positions[event];
            let after = &scene.positions[event + 1];
            let drawing = event_drawing(record, scene, event);
            let what = scene.event_words(record, event);
            figure(
                out,
                "board",
                before.board(),
                &before.fen(),
                &drawing,
                &format!("Before event {event}: {}", to_move(before)),
            );
            let mut after_drawing = drawing;
            check_marks(after, &mut after_drawing);
            figure(
                out,
                "board",
                after.board(),
                &after.fen(),
                &after_drawing,
                &format!("After event {event}, {what}"),
            );
        }
        _ => {
            let state = scene.state.as_ref();
            let setup_matters = matches!(
                page.ruling.dispute.kind,
                DisputeKind::InitialMenMisplaced
                    | DisputeKind::InitialManOmitted
                    | DisputeKind::OddsManNotRemoved
                    | DisputeKind::BoardMisoriented
                    | DisputeKind::FirstMoveOrColour
            );
            if let (true, Some(state)) = (setup_matters, state) {
                figure(
                    out,
                    "board",
                    state.initial.board(),
                    &state.initial.fen(),
                    &Drawing::default(),
                    "The men as set up at the start",
                );
            }
            if let Some(last) = scene.positions.last() {
                let mut drawing = Drawing::default();
                check_marks(last, &mut drawing);
                figure(
                    out,
                    "board",
                    last.board(),
                    &last.fen(),
                    &drawing,
                    &format!("The position when the claim was made: {}", to_move(last)),
                );
            }
        }
    }
    out.push_str("</div>\n");
}

/// The squares a remedy's moves go from and to, where they can be read on its position.
fn remedy_drawing(fen: &str, moves: &[String], rules: Option<&MoveRules>) -> Drawing {
    let mut drawing = Drawing::default();
    let Some(rules) = rules else {
        return drawing;
    };
    let Ok(setup) = fen.parse::<Setup>() else {
        return drawing;
    };
    let Ok(position) = Position::from_setup(setup, rules) else {
        return drawing;
    };
    // Beyond a handful the arrows hide the board; the moves are listed in words anyway.
    for san in moves.iter().take(8) {
        let Ok(san) = san.parse::<SanPlus>() else {
            continue;
        };
        let found = san
            .san
            .to_move(&position)
            .or_else(|_| san.san.to_pseudo_legal_move(&position));
        if let Ok(m) = found {
            for sq in [m.from, m.to] {
                if !drawing.marks.iter().any(|(s, _)| *s == sq) {
                    drawing.marks.push((sq, Mark::Remedy));
                }
            }
            drawing.arrows.push((m.from, m.to, Mark::Remedy));
        }
    }
    // Several moves along one line draw as one arrow: the marked squares say it better.
    if drawing.arrows.len() > 2 {
        drawing.arrows.clear();
    }
    drawing
}

fn remedies(out: &mut String, r: &Ruling, catalogue: &Catalogue, scene: Option<&Scene>) {
    if r.remedies.is_empty() {
        return;
    }
    out.push_str("<h2>Remedies</h2>\n<ol class=\"remedies\">\n");
    // Without a replayed record, the code's move rules with its options' defaults.
    let fallback = catalogue
        .get(&r.code)
        .map(|code| arbiter::move_rules(code, &BTreeMap::new()));
    let rules = scene.and_then(|s| s.rules.as_ref()).or(fallback.as_ref());
    for (i, offer) in r.remedies.iter().enumerate() {
        out.push_str("<li>");
        let mut caption = format!(
            "{}. {}: {}",
            i + 1,
            capitalised(&remedy_words(offer.remedy.name())),
            offer.obligation
        );
        if !offer.moves.is_empty() {
            let _ = write!(caption, " (moves: {})", offer.moves.join(", "));
        }
        if !offer.enforceable {
            caption.push_str(" Not enforceable: no penalty can be inflicted.");
        }
        match offer.position.parse::<Setup>() {
            Ok(setup) => {
                let drawing = remedy_drawing(&offer.position, &offer.moves, rules);
                figure(
                    out,
                    "remedy",
                    &setup.board,
                    &offer.position,
                    &drawing,
                    &caption,
                );
            }
            Err(_) => {
                let _ = write!(
                    out,
                    "<p>{}</p><p class=\"fen\">{}</p>",
                    escape(&caption),
                    escape(&offer.position)
                );
            }
        }
        out.push_str("</li>\n");
    }
    out.push_str("</ol>\n");
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn articles(out: &mut String, r: &Ruling) {
    if r.citations.is_empty() {
        return;
    }
    out.push_str("<h2>The articles ruled by</h2>\n");
    for c in &r.citations {
        let _ = write!(
            out,
            "<div class=\"article\"><strong>Article {}</strong>{}<blockquote>{}</blockquote>",
            escape(&c.article),
            if c.by_analogy {
                " <em>(the code is silent; applied by analogy)</em>"
            } else {
                ""
            },
            escape(&c.text)
        );
        if let Some(gloss) = &c.gloss {
            let _ = write!(
                out,
                "<p class=\"reading\"><strong>Reading adopted:</strong> {}</p>",
                escape(gloss)
            );
        }
        out.push_str("</div>\n");
    }
}

/// The address the commands are written for: README's server. An arbiter's own is put in its
/// place, as the page says.
const HOST: &str = "127.0.0.1:50051";

fn verification(out: &mut String, page: &RulingPage<'_>) {
    out.push_str("<h2>How to verify this ruling</h2>\n");
    let Some(l) = &page.logged else {
        out.push_str(
            "<p>This ruling was given offline by <code>tertius rule</code> and is not in the \
             ledger. Only the server's <code>Rule</code> gives a final ruling, logged before it \
             is answered; its page carries the ledger entry to check it by.</p>\n",
        );
        return;
    };
    let seq = l.sequence;
    let _ = writeln!(
        out,
        "<p>Ledger entry <strong>{seq}</strong>, logged at {} by server version {}. Its leaf \
         hash (RFC 6962) is <code>{}</code>; the record it was given on has digest \
         <code>{}</code>.</p>",
        super::rfc3339(l.received_at_ms),
        escape(&l.server_version),
        escape(&l.leaf_hash),
        escape(&l.record_digest)
    );
    if let Some((size, root)) = &l.head {
        let _ = writeln!(
            out,
            "<p>When this page was made the ledger held {size} entries, with root \
             <code>{}</code>.</p>",
            escape(root)
        );
    }
    let _ = writeln!(
        out,
        "<p>Anyone with access to the server can fetch the entry, prove it is in the log, and \
         check the proof offline ({HOST} is the server's address; put yours in its place):</p>"
    );
    // Against the head printed here, so the check on paper is against the root on paper; without
    // one, against whatever head the server proves to.
    let (tree_size, tree, root) = match &l.head {
        Some((size, root)) => (
            format!(", \"treeSize\": {size}"),
            size.to_string(),
            root.clone(),
        ),
        None => (
            String::new(),
            "\"$(jq -r .treeSize proof.json)\"".to_owned(),
            "\"$(jq -r .rootHex proof.json)\"".to_owned(),
        ),
    };
    let commands = format!(
        "set -o pipefail\n\
         grpcurl -plaintext -d '{{\"seq\": {seq}}}' {HOST} tertius.v1.LedgerService/GetEntry \\\n  \
         | jq -er .entry.data | base64 -d > entry.bin\n\
         grpcurl -plaintext -d '{{\"seq\": {seq}{tree_size}}}' {HOST} \
         tertius.v1.LedgerService/GetInclusionProof > proof.json\n\
         tertius ledger verify-proof --entry entry.bin --index {seq} --tree-size {tree} \\\n  \
         --root {root} \\\n  \
         --proof \"$(jq -r '.auditPathHex // [] | join(\",\")' proof.json)\""
    );
    let _ = writeln!(out, "<pre>{}</pre>", escape(&commands));
    let _ = writeln!(
        out,
        "<p>The last command says <q>inclusion proof valid</q> if the entry is in the log under \
         that root. The page itself comes again from <code>grpcurl -plaintext -d \
         '{{\"sequence\": {seq}}}' {HOST} tertius.v1.ArbiterService/RenderRuling</code>. The \
         operator re-checks the whole log, and re-derives every ruling from its record with the \
         current engine, with:</p>"
    );
    let _ = writeln!(
        out,
        "<pre>tertius ledger verify --replay\ntertius ledger show {seq}</pre>"
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arbiter::{Dispute, parse_pgn};

    fn false_move(game_id: &str) -> (GameRecord, Ruling, Catalogue) {
        let catalogue = Catalogue::embedded().unwrap();
        let mut record = parse_pgn(
            "[Code \"london-1847\"]\n1. e4 e5 2. {[%move f1h3]}",
            &catalogue,
        )
        .unwrap();
        record.game_id = game_id.to_owned();
        let dispute = Dispute {
            kind: DisputeKind::FalseMove,
            claimant: Color::Black,
            event: None,
        };
        let ruling = arbiter::rule(&record, &dispute, &catalogue).unwrap();
        (record, ruling, catalogue)
    }

    fn logged() -> Logged {
        Logged {
            sequence: 7,
            leaf_hash: "ab".repeat(32),
            record_digest: "cd".repeat(32),
            server_version: "0.1.0".to_owned(),
            received_at_ms: 1_795_928_531_250,
            head: Some((8, "ef".repeat(32))),
        }
    }

    #[test]
    fn the_page_draws_the_offence_and_quotes_every_article() {
        let (record, ruling, catalogue) = false_move("club-7");
        let html = ruling_page(&RulingPage {
            ruling: &ruling,
            record: Some(&record),
            catalogue: &catalogue,
            logged: Some(logged()),
        });
        assert!(html.starts_with("<!DOCTYPE html>"));
        assert!(html.contains("@page { size: A4"));
        assert!(html.contains("Black&#39;s claim of a false move is upheld."));
        // Before and after the false move, each with its two squares marked.
        assert!(html.contains("Before event 2"));
        assert!(html.contains("After event 2"));
        assert_eq!(
            html.matches("class=\"mark offence\" data-square=\"f1\"")
                .count(),
            2
        );
        assert_eq!(
            html.matches("class=\"mark offence\" data-square=\"h3\"")
                .count(),
            2
        );
        // Two boards, then one per remedy.
        assert_eq!(
            html.matches("<svg class=\"board\"").count(),
            2 + ruling.remedies.len()
        );
        assert!(!ruling.citations.is_empty());
        for c in &ruling.citations {
            assert!(
                html.contains(&escape(&c.text)),
                "article {} missing",
                c.article
            );
            if let Some(g) = &c.gloss {
                assert!(html.contains(&escape(g)));
            }
        }
        assert!(html.contains("Ledger entry <strong>7</strong>"));
        assert!(html.contains("tertius.v1.LedgerService/GetInclusionProof"));
        assert!(html.contains("2026-11-29T05:02:11.250Z"));
    }

    #[test]
    fn nothing_outside_the_page_is_fetched() {
        let (record, ruling, catalogue) = false_move("club-7");
        let html = ruling_page(&RulingPage {
            ruling: &ruling,
            record: Some(&record),
            catalogue: &catalogue,
            logged: None,
        });
        for outside in [
            "http:", "https:", "<link", "<img", "<script", "@import", "url(",
        ] {
            assert!(
                !html.contains(outside),
                "the page refers outside: {outside}"
            );
        }
        assert!(html.contains("not logged"));
    }

    #[test]
    fn a_game_id_cannot_inject_markup() {
        let (record, ruling, catalogue) = false_move("<script>alert(1)</script>");
        let html = ruling_page(&RulingPage {
            ruling: &ruling,
            record: Some(&record),
            catalogue: &catalogue,
            logged: Some(logged()),
        });
        assert!(!html.contains("<script"));
        assert!(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    }

    #[test]
    fn a_ruling_without_its_record_still_draws_its_remedies() {
        let (_, ruling, catalogue) = false_move("old");
        let html = ruling_page(&RulingPage {
            ruling: &ruling,
            record: None,
            catalogue: &catalogue,
            logged: Some(logged()),
        });
        assert!(html.contains("not kept in the ledger"));
        assert_eq!(
            html.matches("<svg class=\"board\"").count(),
            ruling.remedies.len()
        );
    }
}
