//! Chapter 6's checkers: how many defunct shares may be traded, and splitting the bonuses.

use super::says::said;
use super::{Mismatch, describe, moments, same};
use crate::rules::{Chain, Decision, PlayerId, split_bonuses};

/// Exercise 12: `max_trade(held, bank)` must answer the `max_trade` of every
/// [`Decision::Dispose`] of 300 whole games, given the shares of the defunct chain the player
/// holds and the survivor's shares left in the bank.
pub fn ex12(max_trade: impl Fn(u8, u8) -> u8) -> Result<(), Mismatch> {
    for game in moments(300) {
        if let Decision::Dispose { survivor, held, max_trade: engine, .. } = game.decision() {
            let bank = game.bank_shares(survivor);
            let moment = describe(&game);
            let input = said!(
                "{held} held, {bank} in the bank, at {moment}",
                "{held} gehaltene Aktien und {bank} in der Bank in {moment}"
            );
            same("ex12", input, engine, max_trade(held, bank))?;
        }
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
                let input = said!(
                    "holdings {holdings:?}, majority {majority}, minority {minority}",
                    "Bestände {holdings:?}, Mehrheitsprämie {majority}, Minderheitsprämie {minority}"
                );
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
