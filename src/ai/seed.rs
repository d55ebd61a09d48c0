//! Where a computer player's randomness comes from: [`decision_rng`], a generator derived
//! from what the deciding seat sees, so that the same position always gives the same choice
//! and nothing hidden (R19) can leak into it.

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

use crate::rules::{Cell, Chain, Decision, SeatView, Tile};

/// A generator for one decision, seeded only from what the deciding seat sees (R19): the turn,
/// the decision, the pool's size, every player's cash and shares, the board and the seat's own
/// hand. The game's seed is left out on purpose: it fixes the whole deal, so it is as secret as
/// the pool order.
pub fn decision_rng(view: &SeatView) -> Xoshiro256PlusPlus {
    let progress = [view.turn_number() as u64, view.pool_len() as u64, decision_code(view.decision())];
    let holdings = (0..view.player_count()).flat_map(|player| {
        let shares = Chain::ALL.iter().map(move |&chain| view.shares(player, chain) as u64);
        std::iter::once(view.cash(player) as u64).chain(shares)
    });
    let board = Tile::all().map(|tile| cell_code(view.board().cell(tile)));
    let own_hand = view.is_deciding().then(|| view.hand().tiles()).into_iter().flatten();
    let own_hand = own_hand.map(|tile| 200 + tile.index() as u64);
    Xoshiro256PlusPlus::seed_from_u64(fold(progress.into_iter().chain(holdings).chain(board).chain(own_hand)))
}

/// Folds numbers into one 64-bit key: each step mixes a number in with the FNV-1a prime and a
/// rotation, so that every number changes every bit of the key after a few steps.
fn fold(values: impl Iterator<Item = u64>) -> u64 {
    let basis: u64 = 0xcbf2_9ce4_8422_2325; // the FNV-1a offset basis
    values.fold(basis, |key, value| (key ^ value).wrapping_mul(0x0100_0000_01b3).rotate_left(29))
}

/// A number for what a cell holds.
fn cell_code(cell: Cell) -> u64 {
    match cell {
        Cell::Empty => 0,
        Cell::Lone => 1,
        Cell::Hotel(chain) => 2 + chain.index() as u64,
    }
}

/// A number that tells decisions within one turn apart.
fn decision_code(decision: Decision) -> u64 {
    match decision {
        Decision::PlaceTile { player } => player as u64,
        Decision::FoundChain { player, tile } => 100 + player as u64 * 200 + tile.index() as u64,
        Decision::ChooseSurvivor { player, .. } => 2000 + player as u64,
        Decision::ChooseDefunct { player, candidates, .. } => {
            3000 + player as u64 * 10 + candidates.len() as u64
        }
        Decision::Dispose { player, defunct, .. } => 4000 + player as u64 * 10 + defunct.index() as u64,
        Decision::BuyShares { player, remaining } => 5000 + player as u64 * 10 + remaining as u64,
        Decision::GameOver => 9999,
    }
}
