//! What one chain adds to each player's worth ([`value_chain`]): their shares at the price the
//! chain is expected to reach, and the bonuses it would pay then (R8, R14.4.1), each weighted
//! by how sure it is ([`sureness`]). This is the heart of the broker's judgement and most of
//! its work: a worth is cash and what each chain adds, and what a chain adds depends on that
//! chain's counts ([`ChainState`]) and how far the game has come ([`Stage`]) only, so it is
//! worked out chain by chain, and worked out again only when those change.
//!
//! In the reading order (see `mod.rs`) it comes after `memo.rs`, which remembers the values
//! worked out here, and before the two files it uses, `chain_state.rs` and `numbers.rs`. Last
//! in it, below the strategy: a table built as the program is built ([`HOLD_WEIGHTS`]).

use super::chain_state::ChainState;
use super::numbers::{GROWTH_AT_START, HOLD_FLOOR, HOLD_RISE, REACHABLE, TIMING_AT_START, TIMING_RISE};
use crate::rules::{BonusGroup, Chain, SHARES_PER_CHAIN, bonus_groups};

/// How far the game has come, as far as the value of a chain is concerned.
#[derive(Clone, Copy, Debug)]
pub(super) struct Stage {
    /// How much of the game is still to come, from 1 (start) to 0 (the end is near).
    pub(super) left: f64,
    /// How many hotels an unsafe chain is expected to grow by before it pays out.
    pub(super) growth: u8,
}

impl Stage {
    /// The stage with `left` of the game still to come: an unsafe chain is expected to grow by
    /// [`GROWTH_AT_START`] hotels at the start, and by fewer as the game runs out.
    ///
    /// The growth is the expected growth rounded half away from zero, as `f64::round` rounds,
    /// worked out by hand: without the processor's rounding instruction (SSE4.1, not in the
    /// baseline x86-64 the crate is built for) `round` is a call into the C library, made for
    /// every position the broker values. The expected growth is between 0 and 4, so taking
    /// its whole part (`as u8` cuts the fraction off) and subtracting it are exact, and the
    /// fraction left decides as `round` would.
    pub(super) fn at(left: f64) -> Stage {
        let expected = GROWTH_AT_START * left;
        let whole = expected as u8;
        let up = expected - whole as f64 >= 0.5;
        Stage { left, growth: whole + up as u8 }
    }
}

/// What one chain adds to each player's worth: their shares at the price the chain is
/// expected to reach, and their bonus weighted by how sure it is.
///
/// The two parts are kept apart because a worth adds them one after the other, chain after
/// chain, and a sum of floating-point numbers can change in its last digit when the order of
/// its terms does: the broker's choices must not.
#[derive(Clone, Copy, Debug)]
pub(super) struct ChainWorth<const LANES: usize> {
    pub(super) shares: [f64; LANES],
    pub(super) bonus: [f64; LANES],
}

impl<const LANES: usize> ChainWorth<LANES> {
    /// A chain that adds nothing to any worth (one not valued).
    pub(super) const ZERO: ChainWorth<LANES> = ChainWorth { shares: [0.0; LANES], bonus: [0.0; LANES] };
}

/// What `chain` adds to each player's worth when it stands as `state` at `stage`: their shares
/// at the price it is expected to reach, and the bonuses it would pay at that price (R8,
/// R14.4.1) weighted by how sure each is.
pub(super) fn value_chain<const LANES: usize>(
    chain: Chain,
    state: &ChainState,
    stage: Stage,
) -> ChainWorth<LANES> {
    let growth = if state.safe() { 0 } else { stage.growth };
    let expected = state.size() + growth;
    let price = chain.share_price(expected) as f64;
    // Seats beyond the player count hold nothing, are paid nothing and chase nobody, so the
    // whole array serves, and its fixed length lets the compiler unroll the loops.
    let holdings = &state.holdings::<LANES>();
    let mut worth = ChainWorth::ZERO;
    for (p, &held) in holdings.iter().enumerate() {
        worth.shares[p] = held as f64 * price;
    }
    let (majority, minority) = (chain.majority_bonus(expected), chain.minority_bonus(expected));
    // Everyone in a group holds as many shares, so each is as sure of the same bonus. A group
    // not paid stands as holding 0 shares and paid 0, which is what a player holding none gets.
    let paid = |group: Option<BonusGroup>| {
        group.map_or((0, 0.0), |group| {
            (group.count, group.amount as f64 * sureness(&group, state.bank(), stage.left))
        })
    };
    let [majors, minors] = bonus_groups(holdings, majority, minority).map(paid);
    for (bonus, &held) in worth.bonus.iter_mut().zip(holdings) {
        *bonus = if held == majors.0 {
            majors.1
        } else if held == minors.0 {
            minors.1
        } else {
            0.0
        };
    }
    worth
}

/// How sure the bonus of a `group` of holders is, from 0 to 1: surer late in the game, and
/// when the next holder down cannot close the gap with the shares the bank has left (a
/// holder tied with another has no lead at all). The second part is [`hold_weight`], looked
/// up in [`HOLD_WEIGHTS`].
pub(super) fn sureness(group: &BonusGroup, bank: u8, left: f64) -> f64 {
    let lead = if group.holders > 1 { 0 } else { group.count - group.below };
    let timing = TIMING_AT_START + TIMING_RISE * (1.0 - left);
    timing * HOLD_WEIGHTS[lead as usize][bank.min(REACHABLE) as usize]
}

/// How much a bonus counts for how safe its holder's lead is: 0.65 ([`HOLD_FLOOR`]), plus up to
/// 0.35 ([`HOLD_RISE`]) the surer the lead (from about 0.68 with no lead and six or more shares
/// left to buy, to 1 when the lead cannot be caught or no share is left). `lead` is how many
/// shares the holder has more than the next one down, and `reachable` how many the bank has
/// left that they could buy (up to [`REACHABLE`]); with none left the lead is safe.
pub(super) const fn hold_weight(lead: u8, reachable: u8) -> f64 {
    let hold = if reachable == 0 {
        1.0
    } else {
        // Half a share added to both, so that even no lead counts for something (0.5 / 6.5
        // with six shares reachable). Set by hand, like the numbers in `numbers.rs`.
        let hold = (lead as f64 + 0.5) / (reachable as f64 + 0.5);
        if hold < 1.0 { hold } else { 1.0 }
    };
    HOLD_FLOOR + HOLD_RISE * hold
}

/// [`hold_weight`] for every lead (a holder has at most [`SHARES_PER_CHAIN`] shares) and every
/// number of reachable shares, worked out once, as the program is built (`const`). The
/// broker needs one for each bonus of each chain it values, and a division takes the
/// processor longer than a look-up. Worked out at build time, the same steps give
/// the very same numbers as at run time (a test checks every one).
pub(super) const HOLD_WEIGHTS: [[f64; REACHABLE as usize + 1]; SHARES_PER_CHAIN as usize + 1] = {
    let mut table = [[0.0; REACHABLE as usize + 1]; SHARES_PER_CHAIN as usize + 1];
    let mut lead = 0;
    // `for` loops are not allowed in a `const`, so these are `while` loops.
    while lead <= SHARES_PER_CHAIN {
        let mut reachable = 0;
        while reachable <= REACHABLE {
            table[lead as usize][reachable as usize] = hold_weight(lead, reachable);
            reachable += 1;
        }
        lead += 1;
    }
    table
};
