//! What a position is worth to each player: cash, shares and bonuses, chain by chain. A
//! position is taken as a [`Snapshot`] of the public belongings, and what each chain adds to
//! each worth ([`ChainWorth`]) depends on that chain and the stage of the game only, so trying
//! a tile or a share values one or two chains again and keeps the others (and [`super::memo`]
//! remembers many of the values worked out before). A greedy purchase values buying into each
//! chain once for all its steps ([`BoughtWorths`]).
//!
//! The broker's judgement, its heuristics, is in this file, by the numbers it plays by (named
//! in `numbers.rs`): what cash adds to a worth ([`Snapshot::cash_worth`]), how a worth compares
//! with the rivals' ([`standing_among`]), and how far the game has come ([`game_left`]). What a
//! chain adds is in `chain_value.rs`.
//!
//! Its numbers come one per seat, side by side in *lanes* (`LANES`, which the types that hold
//! lanes take as a parameter): each player's cash, what a chain adds to each worth, each worth.
//! Sums over them are most of its work, and the compiler turns each into a few wide
//! instructions that handle two lanes at once, so the fewer lanes the better (see
//! [`super::Workspace`]).
//!
//! Last in the file, for readers who want to look below the strategy: choices made without a
//! branch ([`pick_bits`]). A chain's counts are packed into one number, in `chain_state.rs`
//! ([`ChainState`]).

use super::Thinking;
use super::chain_state::ChainState;
use super::chain_value::{ChainWorth, Stage};
use super::memo::ChainValues;
use super::numbers::{
    AVERAGE_RIVAL_WEIGHT, BUY_THRESHOLD, LEFT_ONCE_ANNOUNCEABLE, RESERVE_CAP, RESERVE_SHARE,
    STRONGEST_RIVAL_WEIGHT,
};
use crate::rules::{Board, CHAIN_COUNT, Chain, ChainSet, PlayerId, SeatView, TILE_COUNT};

/// The public belongings the broker judges a position by (R19: no hands, no pool order), in a
/// small copyable form so that trying out a purchase costs next to nothing.
///
/// Beside the belongings it keeps what each chain adds to each player's worth. A purchase
/// changes one chain's holdings and bank, and the buyer's cash, so trying one out values that
/// chain again and nothing else; a player's worth is then a short sum.
#[derive(Clone, Copy, Debug)]
pub(super) struct Snapshot<const LANES: usize> {
    pub(super) players: usize,
    pub(super) stage: Stage,
    /// Whether the game is over: then only cash counts.
    pub(super) over: bool,
    pub(super) cash: [u32; LANES],
    pub(super) chains: [ChainState; CHAIN_COUNT],
    /// The chains that add to a worth: those on the board, none once the game is over.
    pub(super) valued: ChainSet,
    /// What each valued chain adds to each player's worth, kept up to date with `chains`;
    /// nothing (every part 0) for the chains not valued, so that a sum may add every chain.
    pub(super) chain_worths: [ChainWorth<LANES>; CHAIN_COUNT],
}

/// The parts of a [`Snapshot`] the rest of it is worked out from: two snapshots with equal
/// keys are judged alike in every way. Small beside a snapshot, so a planned buy is looked up
/// by its key without valuing a chain.
///
/// `left` is the stage's `f64` ([`Stage::left`]) kept as its 64 bits (`to_bits`), a `u64`:
/// keys are compared with `==` (derived `Eq`), and `f64` has no `Eq`, as NaN is not equal to
/// itself. `left` is never NaN, and two stages with equal bits are the same number, so equal
/// keys still mean equal stages (`f64::from_bits` gives the number back).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct SnapshotKey<const LANES: usize> {
    pub(super) players: usize,
    pub(super) over: bool,
    pub(super) cash: [u32; LANES],
    pub(super) chains: [ChainState; CHAIN_COUNT],
    pub(super) valued: ChainSet,
    pub(super) left: u64,
}

impl<const LANES: usize> Snapshot<LANES> {
    /// What `view`'s seat sees of everyone's belongings (all of it public).
    pub(super) fn of(view: &SeatView, values: &mut ChainValues<LANES>) -> Snapshot<LANES> {
        Snapshot::from_key(SnapshotKey::of(view), values)
    }

    /// The snapshot of the belongings `key` holds, each valued chain valued.
    pub(super) fn from_key(key: SnapshotKey<LANES>, values: &mut ChainValues<LANES>) -> Snapshot<LANES> {
        let SnapshotKey { players, over, cash, chains, valued, left } = key;
        // The very `left` the key was made from: bits turn back into the same number.
        let left = f64::from_bits(left);
        let mut snapshot = Snapshot {
            players,
            stage: Stage::at(left),
            over,
            cash,
            chains,
            valued,
            chain_worths: [ChainWorth::ZERO; CHAIN_COUNT],
        };
        for chain in valued.iter() {
            let c = chain.index();
            snapshot.chain_worths[c] = *values.value(chain, &chains[c], snapshot.stage);
        }
        snapshot
    }

    /// What everything the broker works out from this snapshot follows from.
    fn key(&self) -> SnapshotKey<LANES> {
        let Snapshot { players, over, cash, chains, valued, .. } = *self;
        SnapshotKey { players, over, cash, chains, valued, left: self.stage.left.to_bits() }
    }

    /// `me`'s worth against its rivals' (see [`standing_among`]).
    pub(super) fn standing(&self, me: PlayerId) -> f64 {
        standing_among(&self.worths(), me, self.players)
    }

    /// Every player's worth.
    pub(super) fn worths(&self) -> [f64; LANES] {
        self.sum_worths(self.cash_worths(), |chain| &self.chain_worths[chain.index()])
    }

    /// What `cash` adds to a worth: itself, and a reserve while the game goes on.
    fn cash_worth(&self, cash: u32) -> f64 {
        let cash = cash as f64;
        let reserve = if self.over { 0.0 } else { RESERVE_SHARE * cash.min(RESERVE_CAP * self.stage.left) };
        cash + reserve
    }

    /// What each player's cash adds to their worth ([`Snapshot::cash_worth`]).
    pub(super) fn cash_worths(&self) -> [f64; LANES] {
        self.cash.map(|cash| self.cash_worth(cash))
    }

    /// Every player's worth, from what their cash adds (`cash_worths`) and with `chain_worth`
    /// telling what each chain adds: chain by chain the shares and the bonus (see
    /// [`ChainWorth`] for why in this order).
    ///
    /// The seats beyond the player count have no cash and nothing added, so they come to 0,
    /// and the chains not valued add 0 (see [`Snapshot::chain_worths`]). Summing all of them
    /// keeps the loops of fixed length, which the compiler unrolls into a few wide
    /// instructions with no branch. Adding 0 changes no sum here, to the last digit: no worth
    /// is negative, and only -0.0 + 0.0 would come out otherwise.
    fn sum_worths<'a>(
        &self,
        cash_worths: [f64; LANES],
        chain_worth: impl Fn(Chain) -> &'a ChainWorth<LANES>,
    ) -> [f64; LANES] {
        let mut worths = cash_worths;
        for chain in Chain::ALL {
            let added = chain_worth(chain);
            for (p, worth) in worths.iter_mut().enumerate() {
                *worth += added.shares[p];
                *worth += added.bonus[p];
            }
        }
        worths
    }

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

/// `me`'s worth against its rivals' in `worths`: 60% the strongest rival, 40% their average
/// ([`STRONGEST_RIVAL_WEIGHT`], [`AVERAGE_RIVAL_WEIGHT`]).
fn standing_among<const LANES: usize>(worths: &[f64; LANES], me: PlayerId, players: usize) -> f64 {
    let rivals = (0..players).filter(|&p| p != me).map(|p| worths[p]);
    // Worths are never NaN, so a plain comparison finds the strongest as `f64::max` would.
    let (best, sum) = rivals.fold((f64::MIN, 0.0), |(b, s), w| (if w > b { w } else { b }, s + w));
    worths[me] - (STRONGEST_RIVAL_WEIGHT * best + AVERAGE_RIVAL_WEIGHT * sum / (players - 1) as f64)
}

impl<const LANES: usize> SnapshotKey<LANES> {
    /// The key of what `view`'s seat sees of everyone's belongings.
    pub(super) fn of(view: &SeatView) -> SnapshotKey<LANES> {
        let players = view.player_count();
        debug_assert!(players <= LANES, "{players} players in {LANES} lanes");
        let mut cash = [0; LANES];
        let mut chains = Chain::ALL.map(|chain| ChainState::with_bank(view.bank_shares(chain)));
        for (p, cash) in cash.iter_mut().enumerate().take(players) {
            *cash = view.cash(p);
            for (state, held) in chains.iter_mut().zip(view.share_counts(p)) {
                *state = state.holding(p, held);
            }
        }
        let over = view.is_over();
        let mut key = SnapshotKey { players, over, cash, chains, valued: ChainSet::EMPTY, left: 0 };
        key.set_board(view, view.board(), view.can_announce());
        key
    }

    /// This key once the seat of `view` has placed a tile or founded a chain, changing only the
    /// board, now `board`, and the founder's shares (a quiet outcome: the end could then be
    /// announced if `can_announce`, and `founder_share` is the chain founded if the founder
    /// gets a share of it).
    ///
    /// `self` must be the key of `view` as it stands ([`SnapshotKey::of`]).
    pub(super) fn after(
        &self,
        view: &SeatView,
        board: &Board,
        can_announce: bool,
        founder_share: Option<Chain>,
    ) -> SnapshotKey<LANES> {
        let mut key = *self;
        key.set_chains(board);
        // The stage changes only with the largest chain and with whether the end may be
        // announced (see `game_left`), and most tiles change neither: then it is not worked
        // out again (that takes two divisions).
        if board.largest_size() != view.board().largest_size() || can_announce != view.can_announce() {
            key.left = game_left(view, board, can_announce).to_bits();
        }
        if let Some(chain) = founder_share {
            let state = &mut key.chains[chain.index()];
            *state = state.bought_by(view.seat());
        }
        key
    }

    /// Sets the chains as they stand on `board` in `view`'s game, and the stage then (the end
    /// may be announced if `can_announce`). Changed in place: a key is copied as seldom as can be.
    fn set_board(&mut self, view: &SeatView, board: &Board, can_announce: bool) {
        self.set_chains(board);
        self.left = game_left(view, board, can_announce).to_bits();
    }

    /// Sets the chains as they stand on `board`, leaving the stage as it is.
    fn set_chains(&mut self, board: &Board) {
        for (chain, state) in Chain::ALL.into_iter().zip(&mut self.chains) {
            *state = state.on_board(board.size(chain), board.is_safe(chain));
        }
        self.valued = if self.over { ChainSet::EMPTY } else { board.chains_on_board() };
    }
}

/// How much of `view`'s game is still to come with the chains as on `board`, from 1 (start)
/// to 0 (the end is near): the pool runs down, and the end can be announced once chains grow
/// big or safe (R16; `can_announce` says whether it can now).
fn game_left(view: &SeatView, board: &Board, can_announce: bool) -> f64 {
    let players = view.player_count();
    let dealt = TILE_COUNT - 7 * players;
    let pool_left = view.pool_len() as f64 / dealt as f64;
    let size_left = 1.0 - board.largest_size() as f64 / view.options().end_size() as f64;
    let announce_left = if can_announce { LEFT_ONCE_ANNOUNCEABLE } else { 1.0 };
    pool_left.min(size_left).min(announce_left).clamp(0.0, 1.0)
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
