//! Computer players. Each level looks only at what its seat may see (R19) and returns an
//! [`Action`] for the decision the game waits for.
//!
//! Choices are reproducible: the randomness of a decision comes from [`decision_rng`], which is
//! derived from the game's seed and where the game stands, not from a generator that lives
//! between decisions. So a replayed or loaded game plays on exactly the same way.

pub mod tourist;

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

use crate::rules::{Action, Decision, Game, PlayerKind};

/// Chooses the action of a computer player for the decision the game waits for.
///
/// Returns `None` when the game is over or `kind` is [`PlayerKind::Human`].
pub fn choose(kind: PlayerKind, game: &Game) -> Option<Action> {
    if game.is_over() {
        return None;
    }
    let mut rng = decision_rng(game);
    match kind {
        PlayerKind::Human => None,
        // Broker and tycoon are not written yet; until they are, they play as tourists.
        PlayerKind::Tourist | PlayerKind::Broker | PlayerKind::Tycoon => {
            Some(tourist::choose(game, &mut rng))
        }
    }
}

/// A generator for one decision, seeded from the game's seed, the turn number, the decision
/// and the game's public progress (so two decisions in one turn get different numbers).
pub fn decision_rng(game: &Game) -> Xoshiro256PlusPlus {
    let mut key = game.seed() ^ 0x9e37_79b9_7f4a_7c15;
    let progress = [
        game.turn_number() as u64,
        game.pool_len() as u64,
        decision_code(game.decision()),
        (0..game.player_count()).map(|p| game.cash(p) as u64).sum(),
    ];
    for value in progress {
        key = (key ^ value).wrapping_mul(0x0100_0000_01b3).rotate_left(29);
    }
    Xoshiro256PlusPlus::seed_from_u64(key)
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
