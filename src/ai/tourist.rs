//! The tourist: a computer player that picks uniformly among the legal actions.
//!
//! At a disposal it picks among three: sell all, trade as many as allowed, keep all; in the
//! buy step among "buy one share of X" and "end turn" (and "announce" when allowed).

use rand::Rng;

use super::{ComputerPlayer, decision_rng};
use crate::rules::{Action, LegalChoices, SeatView, below};

/// The tourist, a computer player of no skill: the yardstick the others are measured by.
#[derive(Clone, Copy, Debug, Default)]
pub struct Tourist;

impl ComputerPlayer for Tourist {
    fn decide(&mut self, view: &SeatView) -> Action {
        choose(view, &mut decision_rng(view))
    }
}

/// Picks a random legal action for the seat of `view`, which must be the one deciding.
///
/// # Panics
///
/// When the game is over or waits for another seat: no action of this seat is legal then.
///
/// ```
/// use bauloewe::ai::tourist;
/// use bauloewe::rules::{Game, Options};
/// use rand::SeedableRng;
/// let (mut game, _) = Game::new(["Ann", "Bob"], 7, Options::default()).unwrap();
/// let mut rng = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(1);
/// while let Some(seat) = game.decision().player() {
///     let action = tourist::choose(&game.view(seat), &mut rng);
///     game.apply(action).unwrap();
/// }
/// ```
pub fn choose(view: &SeatView, rng: &mut impl Rng) -> Action {
    choose_among(&view.legal_choices(), rng)
}

/// Like [`choose`], among the legal actions of the seat that decides, as the caller has them
/// already (the engine's benchmark asks the game for them, not a seat's view: it knows the
/// seat is the one deciding).
///
/// # Panics
///
/// When no action is legal.
#[inline]
pub fn choose_among(choices: &LegalChoices, rng: &mut impl Rng) -> Action {
    // The legal actions counted and the chosen one taken, without listing them: the same
    // draw from `rng` and the same action as `legal_actions()[below(rng, len)]`.
    choices.get(position_among(choices, rng)).expect("the seat decides, so some action is legal")
}

/// Like [`choose_among`], but answers where the chosen action stands among the legal actions
/// (from 0, as `legal_actions()` lists them), after the same draws from `rng`: for a game
/// played by position ([`crate::rules::Game::apply_chosen_unrecorded`], the engine's
/// benchmark).
///
/// # Panics
///
/// When no action is legal.
#[inline]
pub fn position_among(choices: &LegalChoices, rng: &mut impl Rng) -> usize {
    if let Some((held, max_trade)) = choices.disposal() {
        let options = disposals(held, max_trade);
        let (sell, trade) = options[below(rng, options.len())];
        return choices.disposal_position(sell, trade).expect("the tourist's disposals are legal");
    }
    let k = below(rng, choices.len());
    assert!(k < choices.len(), "the seat decides, so some action is legal");
    k
}

/// The three disposals a tourist picks among, as (sold, traded): sell all, trade as many as
/// allowed, keep all. The rules' own tests pick so too (`rules::test_support::random_action`,
/// which cannot use this file: the rules use nothing of the players), and the benchmark's test
/// holds the two alike (a tourist game equals one played by `random_action`).
fn disposals(held: u8, max_trade: u8) -> [(u8, u8); 3] {
    [(held, 0), (0, max_trade), (0, 0)]
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::Xoshiro256PlusPlus;

    use super::*;
    use crate::rules::test_support::random_action;
    use crate::rules::{Game, Options};

    #[test]
    fn the_position_is_that_of_the_action_the_reference_picks_after_the_same_draws() {
        // The reference: the legal actions listed, and one picked as the rules' tests pick.
        for seed in 0..30 {
            let (mut game, _) = Game::new(["Ann", "Bob", "Cid"], seed, Options::default()).unwrap();
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            while !game.is_over() {
                let choices = game.legal_choices();
                let (mut again, mut third) = (rng.clone(), rng.clone());
                let action = random_action(&game, &mut rng);
                assert_eq!(choices.get(position_among(&choices, &mut again)), Some(action));
                assert_eq!(choose_among(&choices, &mut third), action);
                assert!(again == rng && third == rng, "the same draws");
                game.apply(action).unwrap();
            }
        }
    }
}
