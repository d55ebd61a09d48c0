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
    if let Some((held, max_trade)) = choices.disposal() {
        let options = [
            Action::Dispose { sell: held, trade: 0 },
            Action::Dispose { sell: 0, trade: max_trade },
            Action::Dispose { sell: 0, trade: 0 },
        ];
        return options[below(rng, options.len())];
    }
    choices.get(below(rng, choices.len())).expect("the seat decides, so some action is legal")
}
