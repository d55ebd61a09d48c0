//! Bonuses and the final ranking (R8, R14.4.1, R18).
//!
//! [`split_bonuses`] is the one place where the majority and minority bonuses of a chain are
//! shared out; mergers and the final scoring both call it.

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
    let top = TopHoldings::of(holdings);
    if top.first == 0 {
        return;
    }
    match (top.first_count, top.second) {
        (1, 0) => pay_evenly(holdings, top.first, 1, majority + minority, BonusKind::Both, &mut pay),
        (1, second) => {
            pay_evenly(holdings, top.first, 1, majority, BonusKind::Majority, &mut pay);
            let kind = if top.second_count == 1 { BonusKind::Minority } else { BonusKind::SharedMinority };
            pay_evenly(holdings, second, top.second_count, minority, kind, &mut pay);
        }
        (holders, _) => {
            pay_evenly(holdings, top.first, holders, majority + minority, BonusKind::SharedMajority, &mut pay)
        }
    }
}

/// Rounds a split share up to the next multiple of 100 (R14.4.1).
pub fn round_up_to_hundred(amount: u32) -> u32 {
    amount.div_ceil(100) * 100
}

/// The largest and the second largest holding of a chain, and how many players hold each.
/// Found in one pass, as computer players ask for bonuses at every step they think through.
struct TopHoldings {
    /// The largest holding (0 when nobody holds a share).
    first: u8,
    first_count: u32,
    /// The largest holding above 0 and below `first`; 0 when there is none.
    second: u8,
    second_count: u32,
}

impl TopHoldings {
    fn of(holdings: &[u8]) -> TopHoldings {
        let mut top = TopHoldings { first: 0, first_count: 0, second: 0, second_count: 0 };
        for &n in holdings {
            if n > top.first {
                (top.second, top.second_count) = (top.first, top.first_count);
                (top.first, top.first_count) = (n, 1);
            } else if n == top.first {
                top.first_count += 1;
            } else if n > top.second {
                (top.second, top.second_count) = (n, 1);
            } else if n == top.second {
                top.second_count += 1;
            }
        }
        top
    }
}

/// Splits `total` evenly among the `holders` players holding exactly `count`, each share
/// rounded up.
fn pay_evenly(
    holdings: &[u8],
    count: u8,
    holders: u32,
    total: u32,
    kind: BonusKind,
    pay: &mut impl FnMut(BonusShare),
) {
    let each = round_up_to_hundred(total.div_ceil(holders));
    for (player, _) in holdings.iter().enumerate().filter(|(_, n)| **n == count) {
        pay(BonusShare { player, amount: each, kind });
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
    fn r14_rounding_is_to_hundreds() {
        assert_eq!(round_up_to_hundred(1750), 1800);
        assert_eq!(round_up_to_hundred(1800), 1800);
        assert_eq!(round_up_to_hundred(1), 100);
    }
}
