//! Chapter 6's checkers: rounding a split bonus up, and splitting the bonuses.

use super::{Mismatch, same};
use crate::rules::scoring::round_up_to_hundred;
use crate::rules::{Chain, PlayerId, split_bonuses};

/// Exercise 12: `round_up(amount)` must answer
/// [`round_up_to_hundred`] for every amount from 0
/// to 1,000,000.
pub fn ex12(round_up: impl Fn(u32) -> u32) -> Result<(), Mismatch> {
    for amount in 0..=1_000_000 {
        same("ex12", amount, round_up_to_hundred(amount), round_up(amount))?;
    }
    Ok(())
}

/// Exercise 13: `split(holdings, majority, minority)` must pay the same players the same
/// amounts in the same order as [`split_bonuses`] (the largest holders first, in seat order,
/// then the second largest, in seat order), for every share
/// price a chain can have and every holding split: 2 or 3 players holding 0 to 25 shares, 4
/// players 0 to 10, 5 and 6 players 0 to 3.
pub fn ex13(split: impl Fn(&[u8], u32, u32) -> Vec<(PlayerId, u32)>) -> Result<(), Mismatch> {
    let mut prices: Vec<u32> =
        Chain::ALL.iter().flat_map(|c| (2..=41).map(|size| c.share_price(size))).collect();
    prices.sort();
    prices.dedup();
    for (players, most) in [(2, 25), (3, 25), (4, 10), (5, 3), (6, 3)] {
        for holdings in splits(players, most) {
            for &price in &prices {
                let (majority, minority) = (10 * price, 5 * price);
                let engine: Vec<_> = split_bonuses(&holdings, majority, minority)
                    .iter()
                    .map(|share| (share.player, share.amount))
                    .collect();
                let input = format_args!("holdings {holdings:?}, majority {majority}, minority {minority}");
                same("ex13", input, engine, split(&holdings, majority, minority))?;
            }
        }
    }
    Ok(())
}

/// Every way `players` players can hold 0 to `most` shares each.
fn splits(players: usize, most: u8) -> Vec<Vec<u8>> {
    let mut all = vec![Vec::new()];
    for _ in 0..players {
        all = all
            .iter()
            .flat_map(|start: &Vec<u8>| (0..=most).map(|n| [start.as_slice(), &[n]].concat()))
            .collect();
    }
    all
}
