//! Move rules as data. Every historical variation the law codes need
//! (laws.md §4.2.8, §4.2.9, §5 A1, A2, A16, A39) is a field here, and
//! legal move generation honours each one; the generator never asks which
//! code is in force.

use crate::chess::square::Role;

/// A set of roles, e.g. what a pawn may promote to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct RoleSet(u8);

impl RoleSet {
    pub const EMPTY: RoleSet = RoleSet(0);
    /// Queen, rook, bishop, knight: FIDE 3.7.3.3 and every old code's "any other Piece".
    pub const STANDARD_PROMOTIONS: RoleSet = RoleSet(
        1 << Role::Knight as u8
            | 1 << Role::Bishop as u8
            | 1 << Role::Rook as u8
            | 1 << Role::Queen as u8,
    );

    pub const fn with(self, role: Role) -> RoleSet {
        RoleSet(self.0 | 1 << role as u8)
    }

    pub const fn without(self, role: Role) -> RoleSet {
        RoleSet(self.0 & !(1 << role as u8))
    }

    pub const fn contains(self, role: Role) -> bool {
        self.0 & 1 << role as u8 != 0
    }

    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Strongest first, the order in which promotions are listed.
    pub fn iter(self) -> impl Iterator<Item = Role> {
        [
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::King,
            Role::Pawn,
        ]
        .into_iter()
        .filter(move |&r| self.contains(r))
    }
}

impl FromIterator<Role> for RoleSet {
    fn from_iter<I: IntoIterator<Item = Role>>(iter: I) -> RoleSet {
        iter.into_iter().fold(RoleSet::EMPTY, RoleSet::with)
    }
}

/// How castling works. Each `barred_*` switch, when false, lifts one FIDE
/// condition; the universal rule that no move may leave the mover's king
/// attacked always applies, so `barred_into_attacked = false` only matters
/// for the *pre-move* test and cannot let a king end in check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CastlingRules {
    pub allowed: bool,
    /// FIDE 3.8.2.1 (1)(2); 000 L8; 001 L6. When false, a king on its
    /// home square may castle with a rook on its corner whatever the
    /// recorded rights say (phantom odds rights still need the right).
    pub barred_if_king_or_rook_moved: bool,
    /// FIDE 3.8.2.2 (3); 002 XII; 003 IX.2; 004 XVI.2 (A1 reading).
    pub barred_in_check: bool,
    /// 002 XII "if in passing he was exposed to a check"; 003 IX.4.
    pub barred_through_attacked: bool,
    /// FIDE 3.8.2.2 (3) "the square which it is to occupy".
    pub barred_into_attacked: bool,
    /// FIDE 3.8.2.2 (4); 003 IX.3. When false the king and rook may jump
    /// over men, but never land on an occupied square.
    pub barred_if_men_between: bool,
    /// 000 L8/L16 (A2): castling on the side of a rook given as odds, "as if
    /// the rook were at its square". Only the king moves (e1→g1/c1); the
    /// right is held as a phantom-rook right on the empty corner, and an
    /// occupied corner blocks it (A2 pick).
    pub odds_rook: bool,
    /// 002 XI note (A39), laws.md §6 item 5: the old free castling. King and
    /// rook may end anywhere in the interval between them, endpoints
    /// included, with the king beyond the rook ("leaping over").
    pub free: bool,
}

impl CastlingRules {
    pub const STANDARD: CastlingRules = CastlingRules {
        allowed: true,
        barred_if_king_or_rook_moved: true,
        barred_in_check: true,
        barred_through_attacked: true,
        barred_into_attacked: true,
        barred_if_men_between: true,
        odds_rook: false,
        free: false,
    };

    pub const NONE: CastlingRules = CastlingRules {
        allowed: false,
        ..CastlingRules::STANDARD
    };
}

/// The rules by which men move; the board layer's whole view of a law code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveRules {
    pub castling: CastlingRules,
    /// 002 X, 003 VIII, 004 XV, FIDE 3.7.3.1.
    pub en_passant: bool,
    /// Which roles a pawn may become. `Role::Pawn` in the set is ignored:
    /// staying a pawn is `promotion_optional`.
    pub promotion: RoleSet,
    /// 002 IX "entitled" (A18, laws.md §6 item 12): a pawn may stay a pawn
    /// on the last rank.
    pub promotion_optional: bool,
}

impl MoveRules {
    pub const fn standard() -> MoveRules {
        MoveRules {
            castling: CastlingRules::STANDARD,
            en_passant: true,
            promotion: RoleSet::STANDARD_PROMOTIONS,
            promotion_optional: false,
        }
    }

    /// Whether the check/pin-mask generator covers these rules; otherwise
    /// the general pseudo-legal + make/test path runs.
    pub(crate) fn fast_path_ok(&self) -> bool {
        let castling_ok = !self.castling.allowed || self.castling == CastlingRules::STANDARD;
        let promo_ok = self.promotion.without(Role::Pawn).0 & !RoleSet::STANDARD_PROMOTIONS.0 == 0;
        castling_ok && promo_ok
    }

    /// Number of moves one pawn arrival on the last rank yields.
    pub(crate) fn promotion_choices(&self) -> u64 {
        u64::from(self.promotion.without(Role::Pawn).len()) + u64::from(self.promotion_optional)
    }
}

impl Default for MoveRules {
    fn default() -> MoveRules {
        MoveRules::standard()
    }
}
