//! Bonuses and the final ranking (R8, R14.4.1, R18).
//!
//! [`bonus_groups`] is the one place where the majority and minority bonuses of a chain are
//! shared out; [`split_bonuses`] and [`for_each_bonus`] pay them player by player, and mergers
//! and the final scoring call those.

use super::event::BonusKind;
use super::player::PlayerId;

/// One player's share of a chain's bonuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BonusShare {
    /// Who is paid.
    pub player: PlayerId,
    /// How much, already rounded up to a multiple of 100 where it was split.
    pub amount: u32,
    /// Which bonus it is.
    pub kind: BonusKind,
}

/// Shares out a chain's bonuses among its holders (R14.4.1): the majority holders first, then
/// the minority holders, each group in seat order.
///
/// `holdings[p]` is player `p`'s number of shares. The largest holder gets the majority bonus
/// and the second largest the minority bonus; a sole holder gets both; several largest holders
/// split both and no minority is paid; several second largest split the minority. Every split
/// share is rounded up to a multiple of 100.
///
/// ```
/// use bauloewe::rules::split_bonuses;
/// // The rule book's X1: Morgenrot at 700, holdings A 6, B 2, C 2.
/// let paid: Vec<u32> = split_bonuses(&[6, 2, 2], 7000, 3500).iter().map(|b| b.amount).collect();
/// assert_eq!(paid, [7000, 1800, 1800]);
/// ```
pub fn split_bonuses(holdings: &[u8], majority: u32, minority: u32) -> Vec<BonusShare> {
    let mut paid = Vec::new();
    for_each_bonus(holdings, majority, minority, |share| paid.push(share));
    paid
}

/// Like [`split_bonuses`], but hands each share to `pay` instead of collecting them, so that
/// the engine's mergers allocate nothing.
pub fn for_each_bonus(holdings: &[u8], majority: u32, minority: u32, mut pay: impl FnMut(BonusShare)) {
    for group in bonus_groups(holdings, majority, minority).into_iter().flatten() {
        for (player, _) in holdings.iter().enumerate().filter(|(_, n)| **n == group.count) {
            pay(BonusShare { player, amount: group.amount, kind: group.kind });
        }
    }
}

/// The players paid alike from a chain's bonuses: each of the `holders` players holding
/// exactly `count` shares is paid `amount` (already rounded up) as `kind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BonusGroup {
    /// How many shares each of them holds.
    pub count: u8,
    /// How many players hold that many.
    pub holders: u32,
    /// The largest holding below `count`, 0 when there is none: how close the next holder
    /// down comes.
    pub below: u8,
    /// What each of them is paid.
    pub amount: u32,
    /// Which bonus it is.
    pub kind: BonusKind,
}

/// How a chain's bonuses are shared out (R14.4.1, see [`split_bonuses`]), group by group:
/// the majority holders, then the minority holders if a minority is paid apart; both `None`
/// when nobody holds a share. Computer players value chains by the thousand, and everyone in
/// a group is paid alike.
///
/// ```
/// use bauloewe::rules::{BonusKind, bonus_groups};
/// // The rule book's X1: Morgenrot at 700, holdings A 6, B 2, C 2.
/// let [majority, minority] = bonus_groups(&[6, 2, 2], 7000, 3500).map(Option::unwrap);
/// assert_eq!((majority.count, majority.holders, majority.below, majority.amount), (6, 1, 2, 7000));
/// assert_eq!((minority.count, minority.holders, minority.below, minority.amount), (2, 2, 0, 1800));
/// assert_eq!(minority.kind, BonusKind::SharedMinority);
/// ```
#[inline(always)] // so that the length of a fixed-size `holdings` unrolls its loop
pub fn bonus_groups(holdings: &[u8], majority: u32, minority: u32) -> [Option<BonusGroup>; 2] {
    let top = TopHoldings::of(holdings);
    if top.first == 0 {
        return [None, None];
    }
    // Splits `total` evenly among the `holders` players holding `count`, each share rounded up.
    let group = |count, holders: u32, below, total: u32, kind| {
        let amount = round_up_to_hundred(total.div_ceil(holders));
        Some(BonusGroup { count, holders, below, amount, kind })
    };
    let both = majority + minority;
    match (top.first_count, top.second) {
        (1, 0) => [group(top.first, 1, 0, both, BonusKind::Both), None],
        (1, second) => {
            let kind = if top.second_count == 1 { BonusKind::Minority } else { BonusKind::SharedMinority };
            let minority = group(second, top.second_count, top.third, minority, kind);
            [group(top.first, 1, second, majority, BonusKind::Majority), minority]
        }
        (holders, _) => [group(top.first, holders, top.second, both, BonusKind::SharedMajority), None],
    }
}

/// Rounds a split share up to the next multiple of 100 (R14.4.1).
pub fn round_up_to_hundred(amount: u32) -> u32 {
    amount.div_ceil(100) * 100
}

/// The three largest holdings of a chain, and how many players hold the first two. Found in
/// one pass, as computer players ask for bonuses at every step they think through.
struct TopHoldings {
    /// The largest holding (0 when nobody holds a share).
    first: u8,
    first_count: u32,
    /// The largest holding above 0 and below `first`; 0 when there is none.
    second: u8,
    /// How many players hold `second`; it means nothing when `second` is 0 (then no minority
    /// is paid apart, and [`bonus_groups`] does not read it).
    second_count: u32,
    /// The largest holding below `second`; 0 when there is none.
    third: u8,
}

impl TopHoldings {
    #[inline(always)] // see `bonus_groups`
    fn of(holdings: &[u8]) -> TopHoldings {
        let mut top = TopHoldings { first: 0, first_count: 0, second: 0, second_count: 0, third: 0 };
        for &n in holdings {
            if n > top.first {
                top.third = top.second;
                (top.second, top.second_count) = (top.first, top.first_count);
                (top.first, top.first_count) = (n, 1);
            } else if n == top.first {
                top.first_count += 1;
            } else if n > top.second {
                top.third = top.second;
                (top.second, top.second_count) = (n, 1);
            } else if n == top.second {
                top.second_count += 1;
            } else if n > top.third {
                top.third = n;
            }
        }
        top
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn amounts(holdings: &[u8], majority: u32, minority: u32) -> Vec<(PlayerId, u32)> {
        split_bonuses(holdings, majority, minority).iter().map(|b| (b.player, b.amount)).collect()
    }

    #[test]
    fn r14_x1_tie_for_second_splits_minority_rounded_up() {
        assert_eq!(amounts(&[6, 2, 2], 7000, 3500), [(0, 7000), (1, 1800), (2, 1800)]);
    }

    #[test]
    fn r14_x2_tie_for_first_splits_both_and_pays_no_minority() {
        assert_eq!(amounts(&[4, 4, 1], 5000, 2500), [(0, 3800), (1, 3800)]);
    }

    #[test]
    fn r14_x3_sole_holder_gets_both() {
        assert_eq!(amounts(&[0, 0, 0, 3], 2000, 1000), [(3, 3000)]);
        assert_eq!(split_bonuses(&[0, 0, 0, 3], 2000, 1000)[0].kind, BonusKind::Both);
    }

    #[test]
    fn r14_nobody_holds_nothing_is_paid() {
        assert!(split_bonuses(&[0, 0], 2000, 1000).is_empty());
    }

    #[test]
    fn r14_three_way_tie_for_first_rounds_each_share_up() {
        // Zugvogel at 200: 2000 + 1000 = 3000 over three is 1000 each; at 300: 4500/3 = 1500.
        assert_eq!(amounts(&[2, 2, 2], 2000, 1000), [(0, 1000), (1, 1000), (2, 1000)]);
        assert_eq!(amounts(&[5, 5, 5, 1], 3000, 1500), [(0, 1500), (1, 1500), (2, 1500)]);
        // Bergfried at 700 (size 6): 10500 over 4 = 2625, rounded up to 2700.
        assert_eq!(amounts(&[3, 3, 3, 3], 7000, 3500), [(0, 2700), (1, 2700), (2, 2700), (3, 2700)]);
    }

    #[test]
    fn r14_three_way_tie_for_second() {
        // Aurora at 600: majority 6000, minority 3000 split three ways = 1000 each.
        assert_eq!(amounts(&[9, 1, 1, 1], 6000, 3000), [(0, 6000), (1, 1000), (2, 1000), (3, 1000)]);
        // Königshof at 900: minority 4500 over 2 = 2250 -> 2300.
        assert_eq!(amounts(&[0, 7, 2, 2], 9000, 4500), [(1, 9000), (2, 2300), (3, 2300)]);
    }

    #[test]
    fn r14_groups_pay_as_the_split_does_and_know_the_next_holding_down() {
        for holdings in [[6, 2, 2, 0], [4, 4, 1, 0], [0, 0, 0, 3], [9, 1, 1, 1], [5, 3, 1, 0], [0, 0, 0, 0]] {
            let paid: Vec<_> = bonus_groups(&holdings, 6000, 3000)
                .into_iter()
                .flatten()
                .flat_map(|g| {
                    holdings
                        .iter()
                        .enumerate()
                        .filter(move |(_, n)| **n == g.count)
                        .map(move |(p, _)| (p, g.amount))
                })
                .collect();
            assert_eq!(paid, amounts(&holdings, 6000, 3000), "{holdings:?}");
        }
        let below = |holdings: &[u8]| bonus_groups(holdings, 6000, 3000).map(|g| g.map(|g| g.below));
        assert_eq!(below(&[5, 3, 1, 0]), [Some(3), Some(1)]);
        assert_eq!(below(&[4, 4, 1, 0]), [Some(1), None]);
        assert_eq!(below(&[0, 0, 0, 3]), [Some(0), None]);
        assert_eq!(below(&[9, 1, 1, 1]), [Some(1), Some(0)]);
    }

    #[test]
    fn r14_rounding_is_to_hundreds() {
        assert_eq!(round_up_to_hundred(1750), 1800);
        assert_eq!(round_up_to_hundred(1800), 1800);
        assert_eq!(round_up_to_hundred(1), 100);
    }
}
