//! A material signature: which men each side has, named as players name endings (`KRBvKR`).
//!
//! A table is built for one orientation only, the stronger side as White; a position with the
//! colours the other way round is probed with the board flipped (see [`Material::canonical`]).

use std::fmt;
use std::str::FromStr;

use crate::chess::board::Board;
use crate::chess::rules::RoleSet;
use crate::chess::square::{Color, Role};

/// The roles a side may hold besides its king, strongest first: the order of names and of men in
/// a table's index.
pub const ROLES: [Role; 5] = [
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// Men by colour and role (kings always one each, and not counted here).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Material {
    /// Indexed by colour, then by position in [`ROLES`].
    counts: [[u8; 5]; 2],
}

/// Why a material name was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "invalid material `{0}`: expected kings and men such as `KRBvKR`, each side's men strongest first"
)]
pub struct ParseMaterialError(pub String);

impl Material {
    /// The bare kings.
    pub const KINGS: Material = Material {
        counts: [[0; 5]; 2],
    };

    /// The men on `board`; `None` unless each side has exactly one king.
    pub fn of(board: &Board) -> Option<Material> {
        let mut counts = [[0u8; 5]; 2];
        for color in Color::ALL {
            let men = board.by_color(color);
            if (board.kings() & men).count() != 1 {
                return None;
            }
            for (i, role) in ROLES.into_iter().enumerate() {
                counts[color.index()][i] = (board.by_role(role) & men).count() as u8;
            }
        }
        Some(Material { counts })
    }

    pub fn count(&self, color: Color, role: Role) -> u8 {
        ROLES
            .iter()
            .position(|&r| r == role)
            .map_or(1, |i| self.counts[color.index()][i])
    }

    /// Every man, kings included.
    pub fn men(&self) -> u32 {
        2 + self
            .counts
            .iter()
            .flatten()
            .map(|&c| u32::from(c))
            .sum::<u32>()
    }

    pub fn has_pawns(&self) -> bool {
        self.counts[0][4] + self.counts[1][4] > 0
    }

    /// Both sides have pawns, so that a double step may be taken en passant.
    pub fn both_have_pawns(&self) -> bool {
        self.counts[0][4] > 0 && self.counts[1][4] > 0
    }

    /// The same men with the colours exchanged.
    pub fn flipped(&self) -> Material {
        Material {
            counts: [self.counts[1], self.counts[0]],
        }
    }

    /// The orientation tables are built in: the side with more men as White, or with equal
    /// numbers the one whose men, strongest first, are stronger. `true` if that means flipping.
    pub fn canonical(&self) -> (Material, bool) {
        let key = |side: &[u8; 5]| (side.iter().sum::<u8>(), *side);
        if key(&self.counts[0]) >= key(&self.counts[1]) {
            (*self, false)
        } else {
            (self.flipped(), true)
        }
    }

    /// The men besides the kings, in index order: White's strongest first, then Black's.
    pub fn pieces(&self) -> Vec<(Color, Role)> {
        let mut out = Vec::new();
        for color in Color::ALL {
            for (i, role) in ROLES.into_iter().enumerate() {
                for _ in 0..self.counts[color.index()][i] {
                    out.push((color, role));
                }
            }
        }
        out
    }

    /// This material with one man of `color` and `role` more (or less: `delta = -1`).
    pub fn with(&self, color: Color, role: Role, delta: i8) -> Option<Material> {
        let i = ROLES.iter().position(|&r| r == role)?;
        let mut m = *self;
        let c = &mut m.counts[color.index()][i];
        *c = c.checked_add_signed(delta)?;
        Some(m)
    }

    /// Every canonical material of `2..=men` men in all (kings included), fewest men first and
    /// then fewest pawns, so that a table comes after every table its captures and promotions
    /// lead to.
    pub fn all_up_to(men: u32) -> Vec<Material> {
        let mut out = Vec::new();
        // Each side's men as counts of the five roles; few enough to enumerate.
        let mut sides: Vec<[u8; 5]> = Vec::new();
        let extra = men.saturating_sub(2) as u8;
        for total in 0..=extra {
            collect_sides(total, 0, &mut [0; 5], &mut sides);
        }
        for w in &sides {
            for b in &sides {
                let m = Material { counts: [*w, *b] };
                if m.men() <= men && m.canonical().0 == m {
                    out.push(m);
                }
            }
        }
        out.sort_by_key(|m| (m.men(), m.counts[0][4] + m.counts[1][4], m.to_string()));
        out.dedup();
        out
    }

    /// The canonical materials a capture or a promotion (to one of `promotion`) leads to.
    pub fn successors(&self, promotion: RoleSet) -> Vec<Material> {
        let mut out = Vec::new();
        for color in Color::ALL {
            for role in ROLES {
                if self.count(color, role) == 0 {
                    continue;
                }
                if let Some(m) = self.with(color, role, -1) {
                    out.push(m.canonical().0);
                }
                if role == Role::Pawn {
                    for to in promotion.iter().filter(|r| ROLES[..4].contains(r)) {
                        if let Some(m) = self
                            .with(color, role, -1)
                            .and_then(|m| m.with(color, to, 1))
                        {
                            out.push(m.canonical().0);
                        }
                    }
                }
            }
        }
        out.sort();
        out.dedup();
        out
    }

    /// This material (canonical) and every one its captures and promotions lead to, however
    /// many moves on, in an order in which each comes after those it leads to.
    pub fn closure(&self, promotion: RoleSet) -> Vec<Material> {
        let mut seen = vec![self.canonical().0];
        let mut i = 0;
        while i < seen.len() {
            for m in seen[i].successors(promotion) {
                if !seen.contains(&m) {
                    seen.push(m);
                }
            }
            i += 1;
        }
        // A capture takes a man off and a promotion keeps the count but takes a pawn off: so
        // fewer men first, then fewer pawns, comes after everything a table leads to.
        seen.sort_by_key(|m| (m.men(), m.counts[0][4] + m.counts[1][4], m.to_string()));
        seen
    }

    /// Whether a game from `root` could reach this material (in either orientation) by
    /// captures and promotions: no side gains a pawn, and each piece a side has beyond its
    /// pieces in `root` stands for one of its pawns gone.
    pub fn reachable_from(&self, root: &Material) -> bool {
        let fits = |m: &Material| {
            (0..2).all(|c| {
                let (have, had) = (m.counts[c], root.counts[c]);
                let extra: u8 = (0..4).map(|i| have[i].saturating_sub(had[i])).sum();
                have[4] <= had[4] && extra <= had[4] - have[4]
            })
        };
        fits(self) || fits(&self.flipped())
    }

    /// The name of one side, `K` and its men strongest first.
    fn side_name(&self, color: Color) -> String {
        let mut s = String::from("K");
        for (i, role) in ROLES.into_iter().enumerate() {
            for _ in 0..self.counts[color.index()][i] {
                s.push(role.upper_char());
            }
        }
        s
    }
}

fn collect_sides(left: u8, from: usize, cur: &mut [u8; 5], out: &mut Vec<[u8; 5]>) {
    if left == 0 {
        out.push(*cur);
        return;
    }
    for i in from..5 {
        cur[i] += 1;
        collect_sides(left - 1, i, cur, out);
        cur[i] -= 1;
    }
}

impl fmt::Display for Material {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}v{}",
            self.side_name(Color::White),
            self.side_name(Color::Black)
        )
    }
}

impl FromStr for Material {
    type Err = ParseMaterialError;

    fn from_str(s: &str) -> Result<Material, ParseMaterialError> {
        let err = || ParseMaterialError(s.to_owned());
        let (white, black) = s.split_once(['v', 'V']).ok_or_else(err)?;
        let mut counts = [[0u8; 5]; 2];
        for (side, text) in [white, black].into_iter().enumerate() {
            let mut chars = text.chars();
            if chars.next() != Some('K') {
                return Err(err());
            }
            let mut last = 0;
            for c in chars {
                let role = Role::from_char(c.to_ascii_lowercase()).ok_or_else(err)?;
                let i = ROLES.iter().position(|&r| r == role).ok_or_else(err)?;
                if i < last || !c.is_ascii_uppercase() {
                    return Err(err());
                }
                last = i;
                counts[side][i] += 1;
            }
        }
        Ok(Material { counts })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for name in ["KvK", "KQvK", "KRBvKR", "KBNvK", "KPvKP", "KQRBNPvK"] {
            let m: Material = name.parse().unwrap_or_else(|e| unreachable!("{e}"));
            assert_eq!(m.to_string(), name);
        }
        for bad in ["", "KQ", "QvK", "KBRvK", "Kqvk", "KXvK"] {
            assert!(bad.parse::<Material>().is_err(), "{bad}");
        }
    }

    #[test]
    fn the_stronger_side_is_white() {
        let m: Material = "KvKQ".parse().unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!(m.canonical().0.to_string(), "KQvK");
        assert!(m.canonical().1);
        let m: Material = "KNvKR".parse().unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!(m.canonical().0.to_string(), "KRvKN");
    }

    #[test]
    fn every_material_of_four_men() {
        let all = Material::all_up_to(4);
        // KvK; five of three men; fifteen KXYvK and fifteen KXvKY.
        assert_eq!(all.len(), 1 + 5 + 15 + 15);
        assert_eq!(all[0], Material::KINGS);
    }

    #[test]
    fn a_table_comes_after_those_it_leads_to() {
        let m: Material = "KPvKP".parse().unwrap_or_else(|e| unreachable!("{e}"));
        let order: Vec<String> = m
            .closure(RoleSet::STANDARD_PROMOTIONS)
            .iter()
            .map(Material::to_string)
            .collect();
        assert_eq!(order.first().map(String::as_str), Some("KvK"));
        assert_eq!(order.last().map(String::as_str), Some("KPvKP"));
        for (i, name) in order.iter().enumerate() {
            let m: Material = name.parse().unwrap_or_else(|e| unreachable!("{e}"));
            for s in m.successors(RoleSet::STANDARD_PROMOTIONS) {
                assert!(order[..i].contains(&s.to_string()), "{name} before {s}");
            }
        }
        assert!(order.contains(&"KQvKP".to_string()));
    }

    #[test]
    fn what_a_game_can_reach() {
        let m = |s: &str| {
            s.parse::<Material>()
                .unwrap_or_else(|e| unreachable!("{e}"))
        };
        assert!(m("KQvK").reachable_from(&m("KPvKR")));
        assert!(m("KQvKR").reachable_from(&m("KRvKP")), "either orientation");
        assert!(!m("KQvK").reachable_from(&m("KRvKR")));
        assert!(!m("KPvK").reachable_from(&m("KQvK")));
        assert!(m("KvK").reachable_from(&m("KQvK")));
    }
}
