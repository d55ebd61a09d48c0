//! The tourist: a computer player that picks uniformly among the legal actions.
//!
//! At a disposal it picks among three: sell all, trade as many as allowed, keep all; in the
//! buy step among "buy one share of X" and "end turn" (and "announce" when allowed).

use rand::Rng;

use crate::rules::{Action, Decision, Game, below};

/// Picks a random legal action for whoever must decide now.
///
/// # Panics
///
/// When the game is over: no action is legal then (check [`Game::is_over`] first, as
/// [`crate::ai::choose`] does).
///
/// ```
/// use bauloewe::ai::tourist;
/// use bauloewe::rules::{Game, Options};
/// use rand::SeedableRng;
/// let (mut game, _) = Game::new(["Ann", "Bob"], 7, Options::default())?;
/// let mut rng = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(1);
/// while !game.is_over() {
///     let action = tourist::choose(&game, &mut rng);
///     game.apply(action)?;
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn choose(game: &Game, rng: &mut impl Rng) -> Action {
    let mut actions = Vec::with_capacity(8);
    choose_with(game, rng, &mut actions)
}

/// Like [`choose`], with a buffer the caller reuses (the benchmark loop).
pub fn choose_with(game: &Game, rng: &mut impl Rng, actions: &mut Vec<Action>) -> Action {
    if let Decision::Dispose { held, max_trade, .. } = game.decision() {
        let options = [
            Action::Dispose { sell: held, trade: 0 },
            Action::Dispose { sell: 0, trade: max_trade },
            Action::Dispose { sell: 0, trade: 0 },
        ];
        return options[below(rng, options.len())];
    }
    game.legal_actions_into(actions);
    actions[below(rng, actions.len())]
}
