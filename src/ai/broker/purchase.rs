//! What the broker buys: greedily, one share at a time, each the share that improves its
//! standing most ([`Snapshot::best_buy`]), for as long as one improves it by [`BUY_THRESHOLD`]
//! and shares are left to buy in the turn ([`Snapshot::buy_greedily`]). It buys so in every
//! position a tile it tries leads to, and keeps the steps ([`PurchaseStep`]), so that the buy
//! decisions after the tile it places are answered at once. What buying into a chain would add
//! to each worth is worked out once for all the steps of a purchase ([`BoughtWorths`]).
//!
//! In the reading order (see `mod.rs`) it comes after `lookahead.rs` and before `valuation.rs`:
//! a purchase is tried on a [`Snapshot`] of the belongings, and these are methods of it. Last
//! in the file, below the strategy: a choice made without a branch ([`pick_bits`]) and a lane
//! changed in registers ([`with_lane`]).

use super::Thinking;
use super::chain_state::ChainState;
use super::chain_value::ChainWorth;
use super::memo::ChainValues;
use super::numbers::BUY_THRESHOLD;
use super::valuation::{Snapshot, SnapshotKey, standing_among};
use crate::rules::{CHAIN_COUNT, Chain, ChainSet, PlayerId};

/// One step of a greedy purchase: the share `buyer` found best to buy (if any) in a position.
/// The best buy depends on nothing but the position, so the step answers for any snapshot
/// with the same key.
#[derive(Clone, Copy, Debug)]
pub(super) struct PurchaseStep<const LANES: usize> {
    pub(super) buyer: PlayerId,
    pub(super) before: SnapshotKey<LANES>,
    pub(super) share: Option<Chain>,
}

/// What each chain adds to each worth once the buyer has bought a share of it, for the chains
/// worked out so far in a purchase (see [`Snapshot::best_buy`]). A share bought changes
/// neither the stage nor the other chains, and cash adds to a worth apart, so what buying
/// into one chain would add stays right through a purchase until a share of that very chain
/// is bought.
pub(super) type BoughtWorths<const LANES: usize> = [Option<ChainWorth<LANES>>; CHAIN_COUNT];

/// The share worth buying most: its chain and the buyer's standing once it is bought (what
/// the chain adds to each worth then is in the [`BoughtWorths`] it was found with).
pub(super) struct BestShare {
    pub(super) chain: Chain,
    standing: f64,
}

/// No chain's index, for [`Snapshot::best_buy`] while no share is worth buying.
const NO_CHAIN: usize = CHAIN_COUNT;

impl<const LANES: usize> Snapshot<LANES> {
    /// The chains `me` may buy a share of: on the board, in the bank, affordable.
    ///
    /// Each test is worked out whole (`&`, not `&&`) and the answers are gathered as bits, so
    /// there is no branch for each chain: whether a chain can be bought follows no pattern the
    /// processor could learn, and each wrong guess costs it the work it did ahead.
    pub(super) fn buyable(&self, me: PlayerId) -> ChainSet {
        let bits = Chain::ALL.into_iter().fold(0, |bits, chain| {
            let state = &self.chains[chain.index()];
            let size = state.size();
            let can = (size > 0) & (state.bank() > 0) & (self.cash[me] >= chain.share_price(size));
            bits | (can as u8) << chain.index()
        });
        ChainSet::from_bits(bits)
    }

    /// Buys up to `count` shares for `me`, one best buy after the other, as long as one is
    /// worth it, and answers `me`'s standing after the purchase. Each step goes to
    /// `work.trying`.
    pub(super) fn buy_greedily(&mut self, me: PlayerId, count: u8, work: &mut Thinking<LANES>) -> f64 {
        let mut standing = self.standing(me);
        let mut bought = BoughtWorths::default();
        for _ in 0..count {
            let best = self.best_buy(me, standing, &mut bought, &mut work.values);
            let share = best.as_ref().map(|buy| buy.chain);
            work.trying.push(PurchaseStep { buyer: me, before: self.key(), share });
            let Some(BestShare { chain, standing: after }) = best else { break };
            self.cash = with_lane(self.cash, me, self.cash_after_buying(me, chain));
            self.chains[chain.index()] = self.state_after_buying(me, chain);
            // Only the chain bought stands otherwise: buying another share of it is valued anew.
            self.chain_worths[chain.index()] = bought[chain.index()].take().expect("valued by best_buy");
            // The very sum `self.standing(me)` would work out now.
            standing = after;
        }
        standing
    }

    /// The share worth buying most, if any improves `me`'s standing (`base` now) by
    /// [`BUY_THRESHOLD`]. What a chain adds once a share of it is bought is taken from
    /// `bought` where it is there, and kept there for the next step of a purchase (and for
    /// the share found best, which adds it).
    pub(super) fn best_buy(
        &self,
        me: PlayerId,
        base: f64,
        bought: &mut BoughtWorths<LANES>,
        values: &mut ChainValues<LANES>,
    ) -> Option<BestShare> {
        // The gain to beat (the threshold, then the best gain so far, which beat it), and the
        // best share so far (`NO_CHAIN` while there is none) with its standing.
        let (mut bar, mut best, mut best_standing) = (BUY_THRESHOLD, NO_CHAIN, 0.0);
        // Buying changes only the buyer's cash: the others' cash adds the same whatever is bought.
        let cash_worths = self.cash_worths();
        for chain in self.buyable(me).iter() {
            let state = self.state_after_buying(me, chain);
            let worth =
                &*bought[chain.index()].get_or_insert_with(|| *values.value(chain, &state, self.stage));
            let my_cash = self.cash_worth(self.cash_after_buying(me, chain));
            let worths = self.sum_worths(with_lane(cash_worths, me, my_cash), |c| {
                if c == chain { worth } else { &self.chain_worths[c.index()] }
            });
            let standing = standing_among(&worths, me, self.players);
            // Which share is best so far follows no pattern, so a branch on it would often be
            // guessed wrong. The two `f64`s, `bar` and `best_standing`, are picked by bits
            // ([`pick_bits`]), as the compiler kept an `if` between them as a branch. The index
            // `best` is left a plain `if`: for whole numbers the processor has an instruction
            // that picks one of two without a branch (a conditional move), which the compiler
            // may use. With this code cachegrind counted 203K mispredicted branches in 20 games
            // of four brokers, against 227K before (commit 4e0bc05).
            let gain = standing - base;
            let better = gain > bar;
            bar = pick_bits(better, gain, bar);
            best_standing = pick_bits(better, standing, best_standing);
            best = if better { chain.index() } else { best };
        }
        Chain::from_index(best).map(|chain| BestShare { chain, standing: best_standing })
    }

    /// `me`'s cash once it has paid for a share of `chain`.
    fn cash_after_buying(&self, me: PlayerId, chain: Chain) -> u32 {
        self.cash[me] - chain.share_price(self.chains[chain.index()].size())
    }

    /// How `chain` stands once `me` has bought a share of it from the bank.
    fn state_after_buying(&self, me: PlayerId, chain: Chain) -> ChainState {
        self.chains[chain.index()].bought_by(me)
    }
}

// ----- Below the strategy: choices without a branch -----------------------------------------

/// `a` if `pick`, else `b`, picked bit by bit (`mask` has every bit set, or none), so that no
/// branch is needed: an `if` choosing between two numbers may well become one.
pub(super) fn pick_bits(pick: bool, a: f64, b: f64) -> f64 {
    let mask = (pick as u64).wrapping_neg();
    f64::from_bits(a.to_bits() & mask | b.to_bits() & !mask)
}

/// `lanes` with lane `me` set to `value` (everyone's cash, or what it adds to their worth,
/// once `me` has paid for a share).
///
/// Built lane by lane, which the compiler does in registers, rather than by writing the one
/// lane into a copy: the copy is read whole at once (the sums over all lanes that follow do),
/// and a number written on its own into memory cannot be read back as part of a wider one
/// until the write is done. The processor would wait for it at every share tried.
pub(super) fn with_lane<T: Copy, const LANES: usize>(
    lanes: [T; LANES],
    me: PlayerId,
    value: T,
) -> [T; LANES] {
    std::array::from_fn(|p| if p == me { value } else { lanes[p] })
}
