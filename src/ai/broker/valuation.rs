//! What a position is worth to each player: cash, shares and bonuses, chain by chain. A
//! position is taken as a [`Snapshot`] of the public belongings, and what each chain adds to
//! each worth ([`ChainWorth`]) depends on that chain and the stage of the game only, so trying
//! a tile or a share values one or two chains again and keeps the others (and [`super::memo`]
//! remembers many of the values worked out before). A [`SnapshotKey`] holds the belongings
//! alone, to tell two positions apart.
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
//! In the reading order (see `mod.rs`) it comes after `purchase.rs`, which buys shares in a
//! snapshot, and before the files it uses: `memo.rs`, `chain_value.rs`, `chain_state.rs` (a
//! chain's counts packed into one number, [`ChainState`]) and `numbers.rs`.

use super::chain_state::ChainState;
use super::chain_value::{ChainWorth, Stage};
use super::memo::ChainValues;
use super::numbers::{
    AVERAGE_RIVAL_WEIGHT, LEFT_ONCE_ANNOUNCEABLE, RESERVE_CAP, RESERVE_SHARE, STRONGEST_RIVAL_WEIGHT,
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
    pub(super) fn key(&self) -> SnapshotKey<LANES> {
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
    pub(super) fn cash_worth(&self, cash: u32) -> f64 {
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
    pub(super) fn sum_worths<'a>(
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
}

/// `me`'s worth against its rivals' in `worths`: 60% the strongest rival, 40% their average
/// ([`STRONGEST_RIVAL_WEIGHT`], [`AVERAGE_RIVAL_WEIGHT`]).
///
/// Always inlined: the purchase works it out for every share it tries
/// (`Snapshot::best_buy` in `purchase.rs`), and the compiler left it a call there, which
/// took a tenth of the broker's time. Inlined, and with `Stage::at` rounding by hand, 2,000
/// games of four brokers took 2.7% less processor time (median of 12 pairs in turn, each
/// between 0.968 and 0.977). A loop over every lane with the rivals picked by a test
/// measured 1.4% slower than this one.
#[inline(always)]
pub(super) fn standing_among<const LANES: usize>(worths: &[f64; LANES], me: PlayerId, players: usize) -> f64 {
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
