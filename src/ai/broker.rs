//! The broker: a fast heuristic player that understands the game.
//!
//! The broker judges a position by what every player's belongings are worth, and plays the
//! action that leaves it best placed against its strongest rivals. A player's worth is
//!
//! - cash, with a little extra for a reserve early in the game (cash buys the chances to come);
//! - each share at the price its chain is expected to reach (small chains still grow, so
//!   early shares are cheap);
//! - each bonus the player would get if the chain were paid out now (R8, R14.4.1), weighted by
//!   how sure it is: a bonus is surer late in the game and when rivals cannot catch up with
//!   the shares left in the bank. Paid bonuses are cash, so merging a chain where it holds the
//!   majority turns an unsure bonus into a sure one, and growing a rival's chain feeds them.
//!
//! For each candidate action the broker applies it to a copy of the game, lets the rest of a
//! merger run with simple defaults, and (after placing) buys greedily, then compares worths.
//! It announces the end only when the final scoring would make it the sole winner.
//!
//! It only uses what its seat may see (R19): [`choose`] is handed the seat's view, and
//! reasons over a game it imagines from it ([`SeatView::imagine`]), in which every hidden
//! tile is dealt afresh; its judgement reads only public holdings and the board.

use rand::Rng;

use super::{ComputerPlayer, decision_rng};
use crate::rules::{
    Action, CHAIN_COUNT, Chain, Decision, Game, PlayerId, SHARES_PER_CHAIN, SeatView, TILE_COUNT,
    for_each_bonus,
};

/// The most players a game can have (R6).
const MAX_PLAYERS: usize = 6;
/// A buy must improve the broker's standing by this much to be worth it.
const BUY_THRESHOLD: f64 = 60.0;

/// The broker, a computer player that plays a sound game at once.
#[derive(Clone, Copy, Debug, Default)]
pub struct Broker;

impl ComputerPlayer for Broker {
    fn decide(&mut self, view: &SeatView) -> Action {
        choose(view, &mut decision_rng(view))
    }
}

/// Chooses the broker's action for the decision `view` (the deciding seat's) waits for.
///
/// The broker reasons over a game it imagines from its view, in which the tiles its seat
/// cannot see (other hands, the pool) are dealt afresh from `rng`: it has nothing else.
///
/// ```
/// use bauloewe::ai::broker;
/// use bauloewe::rules::{Game, Options};
/// use rand::SeedableRng;
/// let (mut game, _) = Game::new(["Ann", "Bob"], 7, Options::default()).unwrap();
/// let mut rng = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(1);
/// while let Some(seat) = game.decision().player() {
///     game.apply(broker::choose(&game.view(seat), &mut rng)).unwrap();
/// }
/// ```
pub fn choose(view: &SeatView, rng: &mut impl Rng) -> Action {
    if !view.is_deciding() {
        return Action::EndTurn;
    }
    decide(&view.imagine(rng))
}

/// The broker's choice in `game` as it stands, looking at the hand of whoever decides.
///
/// For games the computer players imagine (from [`SeatView::imagine`], as the tycoon's
/// playouts do), whose hidden tiles are made up already; a seat's real decision goes through
/// [`choose`], which is given the seat's view only. Panics if the game is over.
pub(crate) fn decide(game: &Game) -> Action {
    match game.decision() {
        Decision::PlaceTile { player } => place(game, player),
        Decision::FoundChain { player, .. } => {
            let free = Chain::ALL.into_iter().filter(|c| !game.board().is_on_board(*c));
            best_of(game, player, free.map(Action::Found))
        }
        Decision::ChooseSurvivor { player, candidates } => {
            best_of(game, player, candidates.iter().map(Action::Survivor))
        }
        Decision::ChooseDefunct { player, candidates, .. } => {
            best_of(game, player, candidates.iter().map(Action::Defunct))
        }
        Decision::Dispose { player, held, max_trade, .. } => {
            best_of(game, player, dispose_options(held, max_trade))
        }
        Decision::BuyShares { player, remaining } => buy(game, player, remaining),
        Decision::GameOver => panic!("the broker was asked to act in a finished game"),
    }
}

/// How well `me` stands in `game`: its worth against its rivals' (the strongest counts most).
///
/// Positive means ahead. Used by the broker to compare actions and by `hint` to explain a
/// choice.
pub fn standing(game: &Game, me: PlayerId) -> f64 {
    Snapshot::of(game).standing(me)
}

/// The broker's estimate of every player's worth (see the module notes), indexed by player;
/// seats beyond the player count are 0.
pub fn worths(game: &Game) -> [f64; MAX_PLAYERS] {
    Snapshot::of(game).worths()
}

// ----- Decisions ------------------------------------------------------------------------------

/// The action among `candidates` after which `me` stands best (the first on ties).
fn best_of(game: &Game, me: PlayerId, candidates: impl Iterator<Item = Action>) -> Action {
    let mut best: Option<(f64, Action)> = None;
    for action in candidates {
        let mut copy = game.clone();
        apply(&mut copy, action);
        settle(&mut copy);
        let value = standing(&copy, me);
        if best.is_none_or(|(v, _)| value > v) {
            best = Some((value, action));
        }
    }
    best.expect("a decision has at least one candidate").1
}

/// Picks the tile whose placement, followed by greedy buying, leaves `me` best placed.
fn place(game: &Game, me: PlayerId) -> Action {
    let mut best: Option<(f64, Action)> = None;
    for tile in game.hand(me).tiles().filter(|t| game.tile_status(*t).is_playable()) {
        let mut copy = game.clone();
        apply(&mut copy, Action::Place(tile));
        settle(&mut copy);
        let mut snapshot = Snapshot::of(&copy);
        if let Decision::BuyShares { player, remaining } = copy.decision()
            && player == me
        {
            for _ in 0..remaining {
                let Some(chain) = snapshot.best_buy(me) else { break };
                snapshot.buy(me, chain);
            }
        }
        let value = snapshot.standing(me);
        if best.is_none_or(|(v, _)| value > v) {
            best = Some((value, Action::Place(tile)));
        }
    }
    best.map_or(Action::Announce, |(_, action)| action)
}

/// In the buy step: announce if that wins, else buy the share that helps most, else end.
fn buy(game: &Game, me: PlayerId, remaining: u8) -> Action {
    if game.can_announce() && announcing_wins(game, me) {
        return Action::Announce;
    }
    let chain = if remaining > 0 { Snapshot::of(game).best_buy(me) } else { None };
    chain.map_or(Action::EndTurn, Action::Buy)
}

/// Whether announcing the end now (and ending the turn) makes `me` the sole winner (R16, R18).
fn announcing_wins(game: &Game, me: PlayerId) -> bool {
    let mut copy = game.clone();
    apply(&mut copy, Action::Announce);
    apply(&mut copy, Action::EndTurn);
    let ranking = copy.ranking();
    ranking[0].1 == me && ranking.get(1).is_none_or(|(rank, _)| *rank > 1)
}

/// The disposals worth comparing: sell all, keep all, trade as many as allowed selling or
/// keeping the rest, and trade half of that selling the rest. `max_trade` is even (two shares
/// per survivor share), and so is its half rounded down to an even number, `max_trade / 4 * 2`.
pub fn dispose_options(held: u8, max_trade: u8) -> impl Iterator<Item = Action> {
    let half = max_trade / 4 * 2;
    [(held, 0), (0, 0), (held - max_trade, max_trade), (0, max_trade), (held - half, half)]
        .into_iter()
        .map(|(sell, trade)| Action::Dispose { sell, trade })
}

// ----- Looking ahead --------------------------------------------------------------------------

/// Applies an action the broker generated itself (so it is legal).
fn apply(game: &mut Game, action: Action) {
    let mut events = Vec::new();
    game.apply_into(action, &mut events).expect("the broker only looks at legal actions");
}

/// Runs the rest of a merger or founding with simple defaults, until someone must place or
/// buy (or the game is over).
fn settle(game: &mut Game) {
    loop {
        let action = match game.decision() {
            Decision::FoundChain { .. } => {
                let free = Chain::ALL.into_iter().rev().find(|c| !game.board().is_on_board(*c));
                Action::Found(free.expect("a chain can be founded only while one is free"))
            }
            Decision::ChooseSurvivor { candidates, .. } => {
                Action::Survivor(candidates.iter().next().expect("tied chains"))
            }
            Decision::ChooseDefunct { candidates, .. } => {
                Action::Defunct(candidates.iter().next().expect("tied chains"))
            }
            Decision::Dispose { held, max_trade, survivor, price, .. } => {
                let trade_pays = game.board().share_price(survivor) >= 2 * price;
                let trade = if trade_pays { max_trade } else { 0 };
                Action::Dispose { sell: held - trade, trade }
            }
            _ => return,
        };
        apply(game, action);
    }
}

// ----- Judging a position ---------------------------------------------------------------------

/// The public belongings the broker judges a position by (R19: no hands, no pool order), in a
/// small copyable form so that trying out a purchase costs next to nothing.
#[derive(Clone, Copy, Debug)]
struct Snapshot {
    players: usize,
    over: bool,
    /// How much of the game is still to come, from 1 (start) to 0 (the end is near).
    left: f64,
    cash: [u32; MAX_PLAYERS],
    shares: [[u8; CHAIN_COUNT]; MAX_PLAYERS],
    bank: [u8; CHAIN_COUNT],
    sizes: [u8; CHAIN_COUNT],
    safe: [bool; CHAIN_COUNT],
}

impl Snapshot {
    fn of(game: &Game) -> Snapshot {
        let mut snapshot = Snapshot {
            players: game.player_count(),
            over: game.is_over(),
            left: game_left(game),
            cash: [0; MAX_PLAYERS],
            shares: [[0; CHAIN_COUNT]; MAX_PLAYERS],
            bank: [0; CHAIN_COUNT],
            sizes: [0; CHAIN_COUNT],
            safe: [false; CHAIN_COUNT],
        };
        for chain in Chain::ALL {
            let c = chain.index();
            snapshot.bank[c] = game.bank_shares(chain);
            snapshot.sizes[c] = game.board().size(chain);
            snapshot.safe[c] = game.board().is_safe(chain);
            for p in 0..snapshot.players {
                snapshot.shares[p][c] = game.shares(p, chain);
            }
        }
        for p in 0..snapshot.players {
            snapshot.cash[p] = game.cash(p);
        }
        snapshot
    }

    /// `me`'s worth against its rivals': 60% the strongest rival, 40% their average.
    fn standing(&self, me: PlayerId) -> f64 {
        let worths = self.worths();
        let rivals = (0..self.players).filter(|&p| p != me).map(|p| worths[p]);
        let (best, sum) = rivals.fold((f64::MIN, 0.0), |(b, s), w| (b.max(w), s + w));
        worths[me] - (0.6 * best + 0.4 * sum / (self.players - 1) as f64)
    }

    fn worths(&self) -> [f64; MAX_PLAYERS] {
        let mut worths = [0.0; MAX_PLAYERS];
        for (p, worth) in worths.iter_mut().enumerate().take(self.players) {
            let cash = self.cash[p] as f64;
            let reserve = if self.over { 0.0 } else { 0.25 * cash.min(3000.0 * self.left) };
            *worth = cash + reserve;
        }
        if !self.over {
            for chain in Chain::ALL.into_iter().filter(|c| self.sizes[c.index()] > 0) {
                self.add_chain_worth(chain, &mut worths);
            }
        }
        worths
    }

    /// Adds to each player's worth their shares of `chain` at its expected price and their
    /// bonuses weighted by how sure they are.
    fn add_chain_worth(&self, chain: Chain, worths: &mut [f64; MAX_PLAYERS]) {
        let c = chain.index();
        let growth = if self.safe[c] { 0 } else { (4.0 * self.left).round() as u8 };
        let expected = self.sizes[c] + growth;
        let price = chain.share_price(expected) as f64;
        let mut holdings = [0u8; MAX_PLAYERS];
        for (p, held) in holdings.iter_mut().enumerate().take(self.players) {
            *held = self.shares[p][c];
            worths[p] += *held as f64 * price;
        }
        let holdings = &holdings[..self.players];
        let (majority, minority) = (chain.majority_bonus(expected), chain.minority_bonus(expected));
        for_each_bonus(holdings, majority, minority, |share| {
            let sure = sureness(holdings, share.player, self.bank[c], self.left);
            worths[share.player] += share.amount as f64 * sure;
        });
    }

    /// Whether `me` may buy a share of `chain` (on the board, in the bank, affordable).
    fn can_buy(&self, me: PlayerId, chain: Chain) -> bool {
        let c = chain.index();
        self.sizes[c] > 0 && self.bank[c] > 0 && self.cash[me] >= chain.share_price(self.sizes[c])
    }

    fn buy(&mut self, me: PlayerId, chain: Chain) {
        let c = chain.index();
        self.cash[me] -= chain.share_price(self.sizes[c]);
        self.shares[me][c] += 1;
        self.bank[c] -= 1;
    }

    /// The share worth buying most, if any improves `me`'s standing by [`BUY_THRESHOLD`].
    fn best_buy(&self, me: PlayerId) -> Option<Chain> {
        let base = self.standing(me);
        let mut best: Option<(f64, Chain)> = None;
        for chain in Chain::ALL.into_iter().filter(|c| self.can_buy(me, *c)) {
            let mut after = *self;
            after.buy(me, chain);
            let gain = after.standing(me) - base;
            if gain > BUY_THRESHOLD && best.is_none_or(|(g, _)| gain > g) {
                best = Some((gain, chain));
            }
        }
        best.map(|(_, chain)| chain)
    }
}

/// How much of the game is still to come, from 1 (start) to 0 (the end is near): the pool
/// runs down, and the end can be announced once chains grow big or safe (R16).
fn game_left(game: &Game) -> f64 {
    let players = game.player_count();
    let dealt = TILE_COUNT - 7 * players;
    let pool_left = game.pool_len() as f64 / dealt as f64;
    let largest = Chain::ALL.into_iter().map(|c| game.board().size(c)).max().unwrap_or(0);
    let size_left = 1.0 - largest as f64 / game.options().end_size() as f64;
    let announce_left = if game.can_announce() { 0.15 } else { 1.0 };
    pool_left.min(size_left).min(announce_left).clamp(0.0, 1.0)
}

/// How sure a bonus of `player` is, from 0 to 1: surer late in the game, and when the next
/// holder below cannot close the gap with the shares the bank has left.
fn sureness(holdings: &[u8], player: PlayerId, bank: u8, left: f64) -> f64 {
    let held = holdings[player];
    let chaser = holdings.iter().enumerate().filter(|&(p, &n)| p != player && n <= held).map(|(_, &n)| n);
    let lead = held - chaser.max().unwrap_or(0);
    let reachable = bank.min(SHARES_PER_CHAIN / 4) as f64;
    let hold = if bank == 0 { 1.0 } else { ((lead as f64 + 0.5) / (reachable + 0.5)).min(1.0) };
    let timing = 0.5 + 0.5 * (1.0 - left);
    timing * (0.65 + 0.35 * hold)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Options;

    fn game(players: usize, seed: u64) -> Game {
        let seats = (0..players).map(|i| format!("P{i}"));
        Game::new(seats, seed, Options::default()).unwrap().0
    }

    #[test]
    fn r16_broker_announces_only_when_it_would_win() {
        let mut checked = 0;
        for seed in 0..30 {
            let mut game = game(3, seed);
            while !game.is_over() {
                let action = decide(&game);
                if action == Action::Announce {
                    let me = game.current_player();
                    assert!(announcing_wins(&game, me));
                    checked += 1;
                }
                apply(&mut game, action);
            }
        }
        assert!(checked > 0, "brokers never announced in 30 games");
    }

    #[test]
    fn standing_sums_to_an_even_contest_at_the_start() {
        let game = game(4, 1);
        for p in 0..4 {
            assert!(standing(&game, p).abs() < 1e-6);
        }
    }
}
