//! The broker: a fast heuristic player that understands the game.
//!
//! The broker judges a position by what every player's belongings are worth, and plays the
//! action that leaves it best placed against its strongest rivals. A player's worth is
//!
//! - cash, with a little extra for a reserve early in the game (cash buys the chances to come);
//! - each share at the price its chain is expected to reach (small chains still grow, so
//!   early shares are cheap);
//! - each bonus the player would get when the chain pays out (R8, R14.4.1), at the size the
//!   chain is expected to reach by then, weighted by how sure it is: a bonus is surer late in
//!   the game and when rivals cannot catch up with the shares left in the bank. Paid bonuses
//!   are cash, so merging a chain where it holds the majority turns an unsure bonus into a sure
//!   one, and growing a rival's chain feeds them.
//!
//! The R and V numbers are the rules and variants in `src/rules/rulebook.md`.
//!
//! Its files, in `src/ai/broker/`, read in this order:
//!
//! 1. `policy.rs`: what the broker decides (which tile to place, which chain to found, which
//!    survivor, defunct chain and disposal, which shares to buy, whether to announce the end),
//!    each by trying the candidates and keeping the one after which it stands best;
//! 2. `lookahead.rs`: where an action leads, told by the rules where only the board changes and
//!    otherwise tried in a copy of a game imagined from the seat's view;
//! 3. `purchase.rs`: the shares it buys, greedily, one at a time, each the one after which it
//!    stands best; the purchase it plans with a tile is kept for the buy decisions that follow;
//! 4. `valuation.rs`: what a position is worth to each player, the broker's judgement, its
//!    heuristics: what cash adds to a worth, how far the game has come, and how a worth
//!    compares with the rivals'. The numbers come side by side in *lanes* (one per seat), for
//!    speed;
//! 5. `memo.rs`: a table of the chain values worked out lately, so that few are worked out
//!    twice. Speed only: it changes no choice;
//! 6. `chain_value.rs`: what one chain adds to each worth, its shares and the bonuses it would
//!    pay, weighted by how sure each is: the heart of the judgement;
//! 7. `chain_state.rs`: a chain's counts packed into one number. Speed only as well;
//! 8. `numbers.rs`: the numbers the broker plays by, each named, with where it came from.
//!
//! A file uses only files further down this list, so the list reads from the top, from a
//! decision down to a number, each file before the parts it is built of, or from the bottom
//! up. What they share from this file, the way in above the list, is the `Thinking` they are
//! handed and `MAX_PLAYERS`.
//!
//! This file holds the way in: a [`Broker`] decides for a seat from its view, and
//! `decide_with` decides in a game the crate's computer players imagine (the tycoon, the
//! searching player in `ai/tycoon`, plays many imagined games forward, its *playouts*, and
//! brokers decide in them for every seat), both thinking in a `Workspace` kept from one
//! decision to the next. Nothing kept changes a choice, only how soon it is made.

mod chain_state;
mod chain_value;
mod lookahead;
mod memo;
mod numbers;
mod policy;
mod purchase;
#[cfg(test)]
mod tests;
mod valuation;

use super::ComputerPlayer;
use crate::rules::{Action, Game, PlayerId, SeatView};
use lookahead::Ahead;
use lookahead::Outcome;
use memo::ChainValues;
use purchase::PurchaseStep;
use valuation::Snapshot;

pub(crate) use lookahead::copy_into;
pub(crate) use policy::dispose_options;

/// The most players a game can have (R6).
const MAX_PLAYERS: usize = 6;

/// The broker, a computer player that plays a sound game at once. It keeps what it
/// remembers from one decision to the next (see the module notes): that never changes a
/// choice, only how soon it is made.
#[derive(Clone, Debug, Default)]
pub struct Broker {
    work: Workspace,
    /// The game imagined from the seat's view at the last decision, refilled at the next one
    /// (kept apart from `work`, so that both can be lent at once without moving the game).
    imagined: Option<Game>,
}

impl ComputerPlayer for Broker {
    /// The broker's choice for the decision `view`'s seat faces. A view of a seat that is not
    /// deciding (which the trait does not ask for: `view` is the deciding seat's) gets
    /// [`Action::EndTurn`] at once, as there is nothing for that seat to choose; the caller
    /// must not apply it for the seat that is deciding.
    fn decide(&mut self, view: &SeatView) -> Action {
        if !view.is_deciding() {
            return Action::EndTurn;
        }
        let Broker { work, imagined } = self;
        work.decide(Ahead::Imagined { view, slot: imagined, ready: false })
    }
}

/// The broker's choice in `game` as it stands, for whoever decides there, thinking in `work`
/// (a playout's brokers share one). For games the crate's computer players imagine from a
/// seat's view ([`SeatView::imagine`]), as the tycoon's playouts do, whose hidden tiles are
/// made up already; a seat's real decision goes through [`Broker`], which is given the seat's
/// view only. Panics if the game is over.
pub(crate) fn decide_with(game: &Game, work: &mut Workspace) -> Action {
    work.decide(Ahead::Given(game))
}

/// How well `me` stands in `game`: its worth against its rivals' (the strongest counts most).
///
/// Positive means ahead. The broker compares actions by the same figure, worked out within its
/// files (`Snapshot::standing`); this function serves the crate's other players: the tycoon's
/// tree search orders a buy step's purchases by it.
pub fn standing(game: &Game, me: PlayerId) -> f64 {
    Snapshot::<MAX_PLAYERS>::of(&game.view(me), &mut ChainValues::none()).standing(me)
}

/// The broker's estimate of every player's worth (see the module notes), indexed by player;
/// seats beyond the player count are 0.
pub(crate) fn worths(game: &Game) -> [f64; MAX_PLAYERS] {
    Snapshot::<MAX_PLAYERS>::of(&game.view(game.current_player()), &mut ChainValues::none()).worths()
}

/// What a broker thinks with, kept from one decision to the next: one [`Thinking`] for games
/// of two players, in two lanes, one for games of three or four, in four lanes, and one for
/// games of five or six, in six. Only the one a game needs is ever filled, so the others cost
/// nothing.
///
/// A seat beyond the player count holds nothing, so its lane adds nothing, and two, four or
/// six lanes give the same choices to the last digit (tests check it). Fewer lanes take fewer
/// instructions: the sums over lanes are done two lanes at a time, so two lanes are one step,
/// four are two and six are three. Measured with one thread, each build in turn (the median
/// ratio of the pairs' processor times): on 4,000 games of four brokers, four lanes took 8.3%
/// less than six (0.917 over 12 pairs, every one between 0.88 and 0.95); on 6,000 games of two
/// brokers, two lanes took 10.7% less than four (0.893 over 8 pairs, 0.882 to 0.895).
#[derive(Clone, Debug, Default)]
pub(crate) struct Workspace {
    two: Thinking<2>,
    four: Thinking<4>,
    six: Thinking<MAX_PLAYERS>,
}

impl Workspace {
    /// The broker's choice where `ahead` stands, in the part of the workspace for its player
    /// count. The one place that picks the lanes: the three parts differ in type, so the
    /// generic [`policy::decide`] is called once for each.
    fn decide(&mut self, mut ahead: Ahead) -> Action {
        match ahead.view().player_count() {
            ..=2 => policy::decide(&mut ahead, &mut self.two),
            3..=4 => policy::decide(&mut ahead, &mut self.four),
            _ => policy::decide(&mut ahead, &mut self.six),
        }
    }
}

/// What a broker thinks with in games of up to `LANES` players: the chain values it has
/// worked out, the purchase it planned with its last tile, and games and buffers used again
/// and again so that trying an action allocates nothing.
///
/// `const LANES: usize` is a *const generic*: a type parameter that is a number, not a type.
/// `Thinking<2>`, `Thinking<4>` and `Thinking<6>` are three types, and the compiler builds
/// every function that takes one once for each, with `LANES` a fixed number in it. So the
/// arrays of one number per seat (`[f64; LANES]`) have a length the compiler knows, and it
/// unrolls the loops over them into a few wide instructions. That is why fewer lanes pay: the
/// same code built for 4 lanes ran 8.3% faster than for 6, and for 2 10.7% faster than for 4
/// (see [`Workspace`]).
#[derive(Clone, Debug, Default)]
struct Thinking<const LANES: usize> {
    values: ChainValues<LANES>,
    /// The steps of the greedy purchase after the tile chosen last (see `policy::best_share`).
    planned: Vec<PurchaseStep<LANES>>,
    /// The steps of the purchase after the tile being tried.
    trying: Vec<PurchaseStep<LANES>>,
    /// The copy an action is tried in.
    copy: Option<Game>,
    /// The actions tried so far in a decision `policy::best_of` takes.
    tried: Vec<Action>,
    /// What the tiles tried so far in a placement led to (see `policy::placement_value`).
    outcomes: Vec<Outcome<LANES>>,
}
