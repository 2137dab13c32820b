//! The typed parameters a code's articles set, with the articles that set them.
//!
//! A parameter is declared in the code's file as
//!
//! ```toml
//! [params.stalemate]
//! value = "draw"
//! articles = ["XXIV"]
//! ```
//!
//! or, where the code makes it depend on a game option (Philidor's country),
//!
//! ```toml
//! [params.stalemate]
//! by_option = { option = "country", values = { england = "stalemated-player-wins", france = "draw" } }
//! articles = ["XVI"]
//! gloss = "A19: …"
//! ```
//!
//! A parameter the code is silent on is either absent (no law provides: the arbiter decides as
//! the third person) or present with `by_analogy = true` and a gloss saying whose rule it borrows.
//! Nothing in the engine asks which code it is reading: it reads these values.

use std::collections::BTreeMap;

use serde::Deserialize;

/// One parameter: its value (fixed, or chosen by a game option), the articles that set it, and
/// the reading we adopted where the text is ambiguous.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Param<T> {
    #[serde(default = "none")]
    pub value: Option<T>,
    #[serde(default = "none")]
    pub by_option: Option<ByOption<T>>,
    /// The articles that set this value, in the code's numbering.
    pub articles: Vec<String>,
    /// Our reading where the text is ambiguous (laws.md §5), cited with every ruling that
    /// relies on it.
    #[serde(default)]
    pub gloss: Option<String>,
    /// The code is silent and the value is borrowed by analogy (said so in the ruling).
    #[serde(default)]
    pub by_analogy: bool,
    /// A dispute that turns on this reading by analogy is one the code sends to a third person
    /// (000 L20 with A1: "any dispute about this is a L20 case"): the ruling refers it, and
    /// states the reading as the answer the code's silence leaves open.
    #[serde(default)]
    pub referred: bool,
    /// For a reading by analogy: the codes and articles it follows, in the words a ruling uses
    /// ("London Chess Club Code (1847) XIV; Twenty Laws 4"). Stated with the reading, so that
    /// a ruling on it says the same whatever other codes are loaded.
    #[serde(default)]
    pub follows: Option<String>,
}

fn none<T>() -> Option<T> {
    None
}

/// A value chosen by a game option.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ByOption<T> {
    pub option: String,
    pub values: BTreeMap<String, T>,
}

impl<T> Param<T> {
    /// The value in force under the given option choices (`options` already holds defaults).
    pub fn resolve(&self, options: &BTreeMap<String, String>) -> Option<&T> {
        match (&self.value, &self.by_option) {
            (Some(v), _) => Some(v),
            (None, Some(by)) => options.get(&by.option).and_then(|o| by.values.get(o)),
            (None, None) => None,
        }
    }

    /// What a ruling cites of this parameter, where a value is in force under `options`.
    pub fn grounds(&self, options: &BTreeMap<String, String>) -> Option<Grounds<'_>> {
        self.resolve(options)?;
        Some(Grounds {
            articles: &self.articles,
            gloss: self.gloss.as_deref(),
            by_analogy: self.by_analogy,
            referred: self.referred,
            option: self.by_option.as_ref().map(|by| by.option.as_str()),
        })
    }
}

/// What a ruling cites of a parameter, whatever its value's type: for a fact the replay found
/// by applying it ([`ParamId`]), cited without reading the value again.
#[derive(Debug, Clone, Copy)]
pub struct Grounds<'a> {
    pub articles: &'a [String],
    pub gloss: Option<&'a str>,
    pub by_analogy: bool,
    pub referred: bool,
    /// The game option the value depends on, if it does.
    pub option: Option<&'a str>,
}

/// A game option a code offers (e.g. Philidor's country), with its default.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CodeOption {
    pub values: Vec<String>,
    pub default: String,
    pub articles: Vec<String>,
    #[serde(default)]
    pub gloss: Option<String>,
}

/// How a stalemate is scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StalemateOutcome {
    Draw,
    StalematedPlayerWins,
}

/// Until when an irregularity may be claimed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Deadline {
    /// Until the adversary (the claimant) has played his next move.
    AdversaryMoves,
    /// Until the adversary touches any man (london-1847 XXV).
    AdversaryTouches,
    /// Until the offender makes his next move (a false "check": the misled player may retract
    /// until the announcer has moved again).
    OffenderMoves,
}

/// Which touched men count as men that "cannot be played", for the article that substitutes
/// another penalty for the touch-move rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum UnplayableScope {
    /// A man whose every move would leave its king in check (it has moves, none lawful).
    ExposesKing,
    /// As `ExposesKing`, but not the king itself: the article speaks of a man whose move would
    /// discover check, which the king's own move never does.
    DiscoversCheck,
    /// Any man that has no lawful move, hemmed in or pinned.
    NoLawfulMove,
}

/// What a player misled by a false "check" did in consequence, as a code's article names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MisledAct {
    /// He moved his king.
    KingMove,
    /// He put a man between his king and the man said to give check.
    Interposition,
    /// He took the man said to give check.
    Capture,
    /// Any move at all ("or any other man").
    AnyMove,
}

/// Who chooses among the remedies offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Elector {
    /// The aggrieved player (most codes).
    Aggrieved,
    /// The offender himself (philidor XII "at his own choice").
    Offender,
}

named_enum! {
    /// The remedies of laws.md §7.2, as data.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Deserialize)]
    #[serde(rename_all = "kebab-case")]
    pub enum Remedy {
        LeaveAsPlayed => "leave-as-played",
        MoveCorrectly => "move-correctly",
        ReplaceAndMoveKing => "replace-and-move-king",
        ReplaceAndMoveLegally => "replace-and-move-legally",
        MoveKing => "move-king",
        MoveKingNoCastling => "move-king-no-castling",
        MoveRook => "move-rook",
        LetCastlingStand => "let-castling-stand",
        CaptureWithLegalCapturer => "capture-with-legal-capturer",
        MoveTouchedCapturer => "move-touched-capturer",
        IgnoreUnannouncedCheck => "ignore-unannounced-check",
        RetractBothLastMoves => "retract-both-last-moves",
        CompelMoveTouchedMan => "compel-move-touched-man",
        CompelCaptureOfTouchedMan => "compel-capture-of-touched-man",
        RetractSecondMove => "retract-second-move",
        KeepBothMoves => "keep-both-moves",
        RetractMisledMove => "retract-misled-move",
        RetractToPointOfCheck => "retract-to-point-of-check",
        NoPenaltyTimeBarred => "no-penalty-time-barred",
        ReferToThirdParty => "refer-to-third-party",
        DeclareDraw => "declare-draw",
        MoveEitherOwnMan => "move-either-own-man",
        ReplaceAndCapture => "replace-and-capture",
        RectifySetup => "rectify-setup",
        RestartGame => "restart-game",
        ContinueAsIs => "continue-as-is",
        RetractOwnLastMoveAndParry => "retract-own-last-move-and-parry",
        ConfineOddsMovesToOwnHalf => "confine-odds-moves-to-own-half",
        GiverMateScoredAsDraw => "giver-mate-scored-as-draw",
    }
}

/// What a check given without warning obliges, and when.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnannouncedCheckRule {
    /// What is taken back once the check must be answered: `retract-both-last-moves` or
    /// `retract-to-point-of-check`.
    pub retraction: Remedy,
    pub trigger: CheckTrigger,
    /// For `discovered`: the moves (one player's move each) after the check within which the
    /// discovery still takes the position back.
    #[serde(default)]
    pub within_moves: Option<u32>,
}

/// What makes an unannounced check binding on the defender.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CheckTrigger {
    /// The checker says "check" with his next move (000 L5, 001 L9, 002 XIII, 004 XVIII).
    CheckerWarnsOnNextMove,
    /// Either player finds it within `within_moves` moves (003 X's exception).
    Discovered,
}

/// The fifty-move count: how many moves each side has after the notice, and which endings it
/// may be demanded in.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FiftyMoveRule {
    /// Moves each player may make, counted from the notice.
    pub moves: u32,
    pub material: FiftyMaterial,
    /// For `listed`: the endings named, as the stronger side's men against the weaker's, kings
    /// included (`KBN-K`, `KRB-KR`).
    #[serde(default)]
    pub endings: Vec<String>,
    /// The game is drawn only when the moves are over on both sides: the defender's last move
    /// of the count is awaited too (002 XVII "fifty moves on either side … these moves being
    /// over"). `false`: drawn once the attacker has made his count without mating ("you must
    /// check mate in not exceeding fifty moves").
    #[serde(default)]
    pub over_on_both_sides: bool,
}

impl FiftyMoveRule {
    /// Whether the count may be demanded in `ending` (the stronger side's men against the
    /// weaker's, kings first: `KRB-KR`).
    pub fn applies_to(&self, ending: &str) -> bool {
        match self.material {
            FiftyMaterial::Any => true,
            FiftyMaterial::PiecesOnly => !ending.split('-').next().unwrap_or("").contains('P'),
            FiftyMaterial::Listed => self.endings.iter().any(|e| e == ending),
        }
    }

    /// Whether the count is out after these moves since the notice: the attacker has made his
    /// count, and, where the law waits for both sides, the defender his.
    pub fn is_over(&self, by_attacker: usize, by_defender: usize) -> bool {
        let needed = self.moves as usize;
        by_attacker >= needed && (!self.over_on_both_sides || by_defender >= needed)
    }
}

/// In which endings the count may be demanded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FiftyMaterial {
    /// Only the endings listed.
    Listed,
    /// Whenever the side trying to mate has no pawns (004 XXII "checkmates of Pieces only").
    PiecesOnly,
    /// In any ending.
    Any,
}

/// A fault in the set-up (men misplaced or left off): what may be had while the code's window
/// is open, and what after.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupRule {
    /// Moves after which the window closes; absent: no limit.
    #[serde(default)]
    pub window: Option<u32>,
    /// Whose moves the window counts.
    #[serde(default = "either_side")]
    pub counted: MoveCount,
    /// While the window is open.
    pub within: Menu,
    /// After it closes; absent: the claim is out of time and the game goes on as it stands.
    #[serde(default)]
    pub after: Option<Menu>,
    /// The right to put the fault right is the player's at fault alone ("he may correct the
    /// omission"): his adversary cannot claim it.
    #[serde(default)]
    pub offender_only: bool,
    /// The article bars the correction after the window in terms ("but not afterwards"): a claim
    /// past it comes too late, rather than failing on the code's rule for how the game goes on.
    #[serde(default)]
    pub barred_after: bool,
}

impl SetupRule {
    /// Whether the fault may still be put right, given the moves made so far by each side:
    /// `(white, black)`, and by the claimant and the player at fault.
    pub fn open(&self, (white, black): (usize, usize), claimant: usize, offender: usize) -> bool {
        let Some(n) = self.window.map(|w| w as usize) else {
            return true;
        };
        match self.counted {
            MoveCount::EitherSide => white < n && black < n,
            MoveCount::EachSide => white < n || black < n,
            MoveCount::Claimant => claimant < n,
            MoveCount::Offender => offender < n,
        }
    }
}

fn either_side() -> MoveCount {
    MoveCount::EitherSide
}

/// How a code counts its "four moves" (A7: kept per code, never unified).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MoveCount {
    /// Closed once either player has made that many moves ("neither party have played four").
    EitherSide,
    /// Closed once both have ("four moves on each side").
    EachSide,
    /// The claimant's own moves ("if he discover it before playing his fourth move").
    Claimant,
    /// The moves of the player whose men are at fault ("if you misplace your men … and play
    /// two moves").
    Offender,
}

/// A menu of remedies for one kind of offence, and who elects among them.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Menu {
    pub remedies: Vec<Remedy>,
    /// `None` (written `"nobody"`): the law compels the course, and no player elects it
    /// (004 XXI "must be immediately exchanged").
    #[serde(deserialize_with = "menu_elector")]
    pub elector: Option<Elector>,
    /// The remedies are not a free choice but a sequence: each applies only when those before
    /// it cannot be enforced ("he may insist upon your taking it, if you can; if not, you must
    /// move your king").
    #[serde(default)]
    pub fallback: bool,
    /// A king move any of the remedies demands may not be castling (000 L2 "in either case you
    /// cannot castle that move").
    #[serde(default)]
    pub no_castling: bool,
    /// A man moved where the article speaks of one touched: every course starts from the man
    /// put back where it stood, so the man to be taken is taken there (003 VII read into a
    /// move). Without it, "take the piece" takes it where it was put (000 L2: its other courses
    /// say "replace it", this one does not).
    #[serde(default)]
    pub replaced: bool,
}

impl Menu {
    /// The same choice: the same remedies, in any order, elected by the same player.
    pub fn same_choice(&self, other: &Menu) -> bool {
        self.elector == other.elector
            && self.no_castling == other.no_castling
            && self.replaced == other.replaced
            && self.remedies.len() == other.remedies.len()
            && self.remedies.iter().all(|r| other.remedies.contains(r))
    }
}

fn menu_elector<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Elector>, D::Error> {
    #[derive(Deserialize)]
    #[serde(rename_all = "kebab-case")]
    enum Written {
        Aggrieved,
        Offender,
        Nobody,
    }
    Ok(match Written::deserialize(d)? {
        Written::Aggrieved => Some(Elector::Aggrieved),
        Written::Offender => Some(Elector::Offender),
        Written::Nobody => None,
    })
}

/// What validation needs to know of any parameter, whatever its value's type.
#[derive(Debug)]
pub struct ParamInfo<'a> {
    pub name: &'static str,
    pub articles: &'a [String],
    pub has_value: bool,
    /// For a value chosen by an option: the option's name and the values it maps.
    pub by_option: Option<(&'a str, Vec<&'a str>)>,
    /// Marked referred without being a reading by analogy: only a point the code is silent on
    /// can be sent to its third person.
    pub referred_but_provided: bool,
    pub by_analogy: bool,
    pub gloss: Option<&'a str>,
    pub follows: Option<&'a str>,
}

impl<T> Param<T> {
    fn info(&self, name: &'static str) -> ParamInfo<'_> {
        ParamInfo {
            name,
            articles: &self.articles,
            has_value: self.value.is_some(),
            referred_but_provided: self.referred && !self.by_analogy,
            by_analogy: self.by_analogy,
            gloss: self.gloss.as_deref(),
            follows: self.follows.as_deref(),
            by_option: self.by_option.as_ref().map(|b| {
                (
                    b.option.as_str(),
                    b.values.keys().map(String::as_str).collect(),
                )
            }),
        }
    }
}

/// The one way the engine reads a code's parameters: the value each takes under a game's
/// options. The replay reads through it; a ruling's [tracer] reads through it too, and cites
/// the articles of what it reads.
///
/// [tracer]: crate::arbiter::reasons::Reasons
#[derive(Debug, Clone, Copy)]
pub struct Reader<'c, 'o> {
    params: &'c Params,
    options: &'o BTreeMap<String, String>,
}

impl<'c, 'o> Reader<'c, 'o> {
    pub fn new(params: &'c Params, options: &'o BTreeMap<String, String>) -> Reader<'c, 'o> {
        Reader { params, options }
    }

    /// The parameter as the code sets it (`None`: the code does not provide for the point).
    pub fn param<T>(
        &self,
        select: impl Fn(&'c Params) -> &'c Option<Param<T>>,
    ) -> Option<&'c Param<T>> {
        select(self.params).as_ref()
    }

    /// The value in force under the game's options.
    pub fn value<T>(&self, select: impl Fn(&'c Params) -> &'c Option<Param<T>>) -> Option<&'c T> {
        self.param(select)?.resolve(self.options)
    }

    /// A yes-or-no rule in force: `true` only where the code sets it so.
    pub fn holds(&self, select: impl Fn(&'c Params) -> &'c Option<Param<bool>>) -> bool {
        self.value(select) == Some(&true)
    }
}

macro_rules! params {
    ($($(#[$doc:meta])* $field:ident: $ty:ty,)*) => {
        /// Every parameter the engine reads. Absent means the code does not provide for the point.
        #[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
        #[serde(deny_unknown_fields)]
        pub struct Params {
            $($(#[$doc])* pub $field: Option<Param<$ty>>,)*
        }

        /// A parameter named by its field: what the replay keeps with a fact it found by
        /// applying one, so that a ruling on the fact cites the article that decided it.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[allow(non_camel_case_types, reason = "each variant is the field it names")]
        pub enum ParamId {
            $($field,)*
        }

        impl Params {
            /// What a ruling cites of parameter `id`: `None` where the code does not provide
            /// for the point under these options.
            pub fn grounds(
                &self,
                id: ParamId,
                options: &BTreeMap<String, String>,
            ) -> Option<Grounds<'_>> {
                match id {
                    $(ParamId::$field => self.$field.as_ref()?.grounds(options),)*
                }
            }

            /// Every parameter present, for validation and for the article-coverage check.
            pub fn infos(&self) -> Vec<ParamInfo<'_>> {
                let mut infos = Vec::new();
                $(if let Some(p) = &self.$field {
                    infos.push(p.info(stringify!($field)));
                })*
                infos
            }
        }

        /// A reader that keeps which parameters it was asked for, in order: the replay reads
        /// the code through it, and the game keeps the list ([`Traced::into_read`]), so what a
        /// ruling cites of the replay's rules is a parameter the replay applied. One method a
        /// parameter, named as its field, giving the value in force (`None`: the code does not
        /// provide for the point under these options).
        pub struct Traced<'c, 'o> {
            reader: Reader<'c, 'o>,
            read: std::cell::RefCell<Vec<ParamId>>,
        }

        impl<'c, 'o> Traced<'c, 'o> {
            pub fn new(params: &'c Params, options: &'o BTreeMap<String, String>) -> Self {
                Traced {
                    reader: Reader::new(params, options),
                    read: std::cell::RefCell::new(Vec::new()),
                }
            }

            fn note(&self, id: ParamId) {
                let mut read = self.read.borrow_mut();
                if !read.contains(&id) {
                    read.push(id);
                }
            }

            /// The parameters read, each once, in the order first read.
            pub fn into_read(self) -> Vec<ParamId> {
                self.read.into_inner()
            }

            $($(#[$doc])*
            pub fn $field(&self) -> Option<&'c $ty> {
                self.note(ParamId::$field);
                self.reader.value(|p| &p.$field)
            })*
        }
    };
}

params! {
    /// King or rook moved bars castling (board rule).
    castling_barred_if_king_or_rook_moved: bool,
    /// A king in check may not castle.
    castling_barred_in_check: bool,
    /// The king may not pass over an attacked square.
    castling_barred_through_attacked: bool,
    /// The king may not land on an attacked square.
    castling_barred_into_attacked: bool,
    /// No man may stand between king and rook.
    castling_barred_if_men_between: bool,
    /// Castling on the side of a rook given as odds, "as if the rook were at its square"
    /// (`true`), or barred by the castling article (`false`). Absent: the code knows no castling
    /// without a rook, and a king's step towards that corner is a false move.
    castling_with_odds_rook: bool,
    /// Where the code does not speak of castling with a rook given at odds: its castling
    /// article leaves open whether it may be done as if the rook stood on its square, and the
    /// point is referred to a third person (`true`). Absent: a king's step towards that corner
    /// is a false move.
    odds_rook_castling_referred: bool,
    /// A warning that comes later than the checker's next move finds a king that has stood in
    /// check for several moves: the code's article on such a check governs, and with the record
    /// complete every move since the check is taken back (`check_of_unknown_origin`). Absent:
    /// the moves stand, and the check is answered from the warning on.
    late_warning_is_standing_check: bool,
    /// The old free castling (king and rook anywhere in the interval).
    free_castling: bool,
    /// Pawns may take en passant.
    en_passant: bool,
    /// The capture in passing is open only on the move right after the double step.
    en_passant_at_once: bool,
    /// A pawn on the last rank may stay a pawn.
    promotion_optional: bool,
    /// A pawn may advance two squares at its first move (and only then).
    pawn_double_step: bool,
    /// Pawns move only forward: a pawn moved back or sideways (not capturing) makes a false
    /// move by the code's rule of movement.
    pawns_move_only_forward: bool,
    /// What may be demanded when a pawn reached the last rank and was not exchanged, where the
    /// code's promotion article names its own remedy.
    pawn_not_exchanged: Menu,
    /// How a stalemate is scored.
    stalemate: StalemateOutcome,
    /// Until when a false move (or other irregularity) may be claimed.
    claim_deadline: Deadline,
    /// Until when a false move may be claimed, where the code's false-move article sets its own
    /// limit beside the general one (cited for false moves only). Absent: `claim_deadline`.
    false_move_deadline: Deadline,
    /// Until when a move out of turn may be claimed, where the code's window for it is borrowed
    /// from another article (and so cited only where it bars the claim). Absent:
    /// `claim_deadline`.
    move_out_of_turn_deadline: Deadline,
    /// What may be demanded after a false move.
    false_move: Menu,
    /// What may be demanded after a capture by a man that could not legally make it.
    illegal_capture: Menu,
    /// What a king found in check, the check's origin not ascertained, may or must do.
    check_of_unknown_origin: Menu,
    /// That course is for a check whose origin the record does not show: one the record shows
    /// given without warning is the unannounced check the code's other words govern (000 L5).
    unknown_origin_untraced_only: bool,
    /// Pawn-and-moves odds of at least this many moves must be played in the receiver's half.
    odds_moves_own_half: u32,
    /// The odds-giver forgot to remove the man he gives.
    odds_man_not_removed: SetupRule,
    /// A mate given by an odds-giver who left his man on the board is scored a draw.
    giver_mate_is_draw: bool,
    /// The players move alternately, one man at a time: a move out of turn breaks the rule even
    /// where no penalty is named.
    moves_alternate: bool,
    /// Pawn odds always give the king's bishop's pawn (no other may be agreed).
    odds_pawn_always_kbp: bool,
    /// Odds of a rook or a knight: the giver chooses which of the two he gives.
    odds_giver_chooses_man: bool,
    /// A player who undertakes a conditional mate is restricted to no number of moves.
    conditional_mate_unlimited: bool,
    /// The player giving odds has the first move.
    odds_giver_moves_first: bool,
    /// The first move goes to each player in turn, game by game.
    first_move_alternates: bool,
    /// The player who began a drawn game begins the next.
    drawn_game_beginner_begins: bool,
    /// Lots decide the first move of the first game.
    lots_for_first_move: bool,
    /// The board placed without a white corner square at each player's right hand.
    board_orientation: SetupRule,
    /// Men set on the wrong squares at the start.
    misplaced_men: SetupRule,
    /// Men left off the board at the start.
    omitted_man: SetupRule,
    /// What may be demanded after a player moved one of his adversary's men.
    moved_adversary_man: Menu,
    /// A touch or move of the adversary's man acknowledged at once with "j'adoube" is no
    /// offence.
    adversary_man_excused_by_jadoube: bool,
    /// What may be demanded after a player took one of his own men.
    own_man_taken: Menu,
    /// What may be demanded after an illegal castling.
    illegal_castling: Menu,
    /// A penalty for a touch that would move the king cannot be enforced when the king has no
    /// legal move, and no penalty is inflicted (cited only where it decides: a king-move penalty
    /// that finds no king move).
    no_penalty_if_king_immobile: bool,
    /// The same for a penalty for an irregular move (a false move, an illegal castling or
    /// capture, an adversary's man moved). Unset where the code says it of touches only: a
    /// king-move option for a move then simply cannot be enforced, and no article is cited for
    /// that.
    no_move_penalty_if_king_immobile: bool,
    /// No penalty of moving the king is enforced by a move that would place him in check: a
    /// limit on every king-move penalty, cited wherever one is offered.
    king_move_penalty_never_into_check: bool,
    /// What may be demanded when a player touched his own man and did not play it.
    touched_own_man: Menu,
    /// What may be demanded when the touched man cannot be played without exposing the king.
    touched_man_unplayable: Menu,
    /// The article on a touched man that cannot be played sets its king move's own terms ("if
    /// it be practicable"; "if the King cannot be moved, no penalty"): that article, not the
    /// general king-move clauses, decides where the king has no move.
    unplayable_king_terms: bool,
    /// What may be demanded when a player touched one of his adversary's men.
    touched_adversary_man: Menu,
    /// What may be demanded when a player moved out of his turn (two moves in a row).
    move_out_of_turn: Menu,
    /// What the misled player may do after "check" was said without check being given.
    false_check_announcement: Menu,
    /// Until when a move made in consequence of a false "check" may be retracted.
    false_check_deadline: Deadline,
    /// A man touched in consequence of a false "check" binds the misled player to nothing.
    touch_released_by_false_check: bool,
    /// The moves made in consequence of a false "check" that the code's article names as ones
    /// the misled player may retract. Absent: the article names no kind, and any move is one.
    false_check_misled_acts: Vec<MisledAct>,
    /// A move made in consequence of a false "check" that the article does not name is
    /// retractable all the same: a reading by analogy with the moves it names.
    false_check_other_acts: bool,
    /// Which touched men the code's "cannot be played" article reaches.
    unplayable_scope: UnplayableScope,
    /// A touched man that cannot parry a check already standing on its king counts as one that
    /// cannot be played without exposing the king (every move of it leaves the king in check).
    unplayable_in_standing_check: bool,
    /// The words of the code's "cannot be played" article name a man that cannot be played
    /// without giving check, and are read as one whose move would expose its own king: a touched
    /// man whose every lawful move gives check is still bound by the touch, and the article's
    /// reading is what says so.
    unplayable_words_name_giving_check: bool,
    /// Until when a touch may be claimed (where the code says so apart from false moves).
    touch_claim_deadline: Deadline,
    /// Until when a touch of one's own man may be claimed, where the code's window for it differs
    /// from the one for other touches (or is applied to it only by analogy, and so is cited only
    /// where it bars the claim). Absent: `touch_claim_deadline`.
    own_touch_claim_deadline: Deadline,
    /// A man of one's own touched in the adversary's turn binds the toucher when his turn
    /// comes (`false`: the code's article reaches only a touch made in one's own turn). Absent:
    /// the code does not say, and such a touch binds nobody.
    own_touch_out_of_turn_binds: bool,
    /// The same for a man of the adversary's.
    adversary_touch_out_of_turn_binds: bool,
    /// "J'adoube" said at the moment of touching frees the player from playing the man
    /// (`false`: the code's touch article admits no such word, and a man touched to adjust it
    /// is a man touched).
    adjustment: bool,
    /// The article on touching the adversary's man names "j'adoube" itself: it, not the
    /// general article on adjusting, decides whether the word frees that touch (`false`: that
    /// article admits no such word).
    adversary_touch_adjustment: bool,
    /// The article on touching the adversary's man names the word but not its moment, and the
    /// code's article on one's own man fixes it: the article cited for a word said too late.
    adversary_jadoube_moment: bool,
    /// A man once released stands where it was placed; while held it may go anywhere.
    released_man_stands: bool,
    /// "J'adoube" said immediately after the contact (not only at it) cures the touch of one's
    /// own man (the adversary's: `adversary_man_excused_by_jadoube`).
    late_adjust_cures: bool,
    /// Of two of his own men touched in one turn, the first binds the player: the second touch
    /// does not discharge it (the codes do not say which; the obligation arose at the first).
    first_touch_binds: bool,
    /// The code names the offence of giving check with a move that exposes one's own king.
    self_exposing_check: bool,
    /// Where the code names no such offence: a move that exposes one's own king is a false
    /// move, under the false-move article (laws.md A37), the reading that brings it there.
    exposing_move_is_false: bool,
    /// A pawn on the last rank may become any piece but a king, even when all remain.
    promotion_any_piece: bool,
    /// A point the laws do not provide for goes to a third person, whose decision is final.
    refer_unprovided_points: bool,
    /// The defender may demand that mate be given within a count of moves.
    fifty_moves: FiftyMoveRule,
    /// A check given without saying "check" need not be answered until warned; what follows.
    unannounced_check: UnannouncedCheckRule,
    /// Such a check may be treated as if it did not exist: the defender may castle out of it,
    /// and play on after a mate given without "check" (a reading of the unannounced-check
    /// article, stated in its gloss).
    unannounced_check_as_if_none: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fifty_move_count_applies_to_the_endings_its_material_names() {
        let rule = |material, endings: &[&str]| FiftyMoveRule {
            moves: 50,
            material,
            endings: endings.iter().map(|e| (*e).to_owned()).collect(),
            over_on_both_sides: false,
        };
        let listed = rule(FiftyMaterial::Listed, &["KBN-K", "KRB-KR"]);
        assert!(listed.applies_to("KRB-KR"));
        assert!(!listed.applies_to("KQ-KR"));
        let pieces = rule(FiftyMaterial::PiecesOnly, &[]);
        assert!(
            pieces.applies_to("KQ-KRP"),
            "the defender's pawns do not matter"
        );
        assert!(!pieces.applies_to("KQP-KR"));
        assert!(rule(FiftyMaterial::Any, &[]).applies_to("KQP-KR"));
    }

    #[test]
    fn remedy_names_are_the_names_code_files_use() {
        for r in Remedy::ALL {
            let parsed: Remedy = toml::Value::String(r.name().to_owned())
                .try_into()
                .unwrap_or_else(|e| panic!("{}: {e}", r.name()));
            assert_eq!(parsed, *r);
        }
    }
}
