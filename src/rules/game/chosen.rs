//! Playing a legal action chosen by its position, in one step: for random playouts, where
//! nobody reads the events and a player picks the `k`-th legal action (the engine's
//! benchmark, between tourists).
//!
//! The simple way takes three steps: [`Game::legal_choices`] counts the actions, the player
//! picks one with [`LegalChoices::get`], and [`Game::apply_unrecorded`] carries it out. Each of
//! them matches on the same phase again, and each `match` is a jump the processor must guess.
//! [`Game::apply_chosen_unrecorded`] matches once: placing a tile and the buy step (nearly
//! every action) and founding a chain go straight from the position to the rule that carries
//! the action out. The benchmark's 20,000 games took 0.898 of the processor time of the three
//! steps with placing and buying so (median of 7 runs of each, alternated), and founding so
//! (with disposals counted in closed form) 0.974 of that again. Disposing so as well saved 5%
//! more, but made four brokers' games 5% slower (where no code of theirs changed: the rules'
//! code laid out anew), so disposals and the rarer choices of a merger take the simple way.
//! The tests hold this to the simple way after every action of random games.

use super::legal::Choices;
use super::{Game, LegalChoices, Phase};
use crate::rules::chain::nth_set_bit;
use crate::rules::event::Unrecorded;
use crate::rules::tile::Tile;

impl Game {
    /// Counts the legal actions, asks `choose` for the position of one (from 0, in the order
    /// of [`Game::legal_actions`]) and carries that action out without events: the same as
    /// `self.apply_unrecorded(choices.get(choose(&choices)))` with `self.legal_choices()`,
    /// but with the phase matched once instead of three times: placing a tile, buying and
    /// founding a chain go straight from the position to the rule (for random playouts such as
    /// the engine's benchmark, where this measured about a tenth less processor time); a
    /// merger's choices take the simple way.
    ///
    /// # Panics
    ///
    /// When `choose` answers a position past the last legal action (the game is over, say:
    /// then no position is legal).
    ///
    /// ```
    /// use bauloewe::rules::{Game, Options};
    /// let (mut game, _) = Game::new(["Ann", "Bob"], 42, Options::default()).unwrap();
    /// let mut simple = game.clone();
    /// let first = simple.legal_choices().get(0).unwrap();
    /// simple.apply_unrecorded(first).unwrap();
    /// game.apply_chosen_unrecorded(|_| 0);
    /// assert_eq!(game, simple);
    /// ```
    #[inline]
    pub fn apply_chosen_unrecorded(&mut self, choose: impl FnOnce(&LegalChoices) -> usize) {
        match self.phase {
            Phase::Place => self.place_chosen(choose),
            Phase::Buy { bought } => self.buy_chosen(bought, choose),
            Phase::Found { tile } => self.found_chosen(tile, choose),
            _ => {
                // What `legal_choices()` answers, asked this way: through `legal_choices()`, the
                // rules' code was laid out otherwise and two brokers' games took 1.038 of the
                // processor time (median of 5 pairs of runs, alternated), with no code of theirs
                // changed.
                let choices = self.legal_choices_at(self.decision());
                let k = choose(&choices);
                self.apply_position(&choices, k);
            }
        }
    }

    /// [`Game::apply_chosen_unrecorded`] when a tile is to be placed.
    #[inline]
    fn place_chosen(&mut self, choose: impl FnOnce(&LegalChoices) -> usize) {
        // The hand is copied straight from the player into the choices, and the tile read from
        // the player again: copied through a local copy first, the hand was stored and loaded
        // again in pieces of different sizes, which the processor waits for. Random games: 0.990
        // of the processor time (median of 7 pairs of runs, alternated; range 0.987-0.993).
        let hand = self.hand(self.current);
        let playable = self.playable_tiles(hand);
        let choices = LegalChoices::new(Choices::Place { hand: *hand, playable }, self.can_announce());
        let k = choose(&choices);
        match nth_set_bit(playable, k) {
            Some(at) => {
                let tile = self.hand(self.current).as_slice()[at];
                self.place(tile, &mut Unrecorded).expect("a playable tile")
            }
            None => self.apply_position(&choices, k), // the announcement
        }
    }

    /// [`Game::apply_chosen_unrecorded`] in the buy step, `bought` shares bought already.
    #[inline]
    fn buy_chosen(&mut self, bought: u8, choose: impl FnOnce(&LegalChoices) -> usize) {
        let chains = self.buyable_chains();
        let choices = LegalChoices::new(Choices::Buy(chains), self.can_announce());
        let k = choose(&choices);
        match chains.nth(k) {
            Some(chain) => self.buy(bought, chain, &mut Unrecorded).expect("a buyable chain"),
            // Ending the turn comes right after the chains.
            None if k == chains.len() => self.finish_turn(&mut Unrecorded),
            None => self.apply_position(&choices, k), // the announcement
        }
    }

    /// [`Game::apply_chosen_unrecorded`] when a chain is to be founded on `tile`.
    #[inline]
    fn found_chosen(&mut self, tile: Tile, choose: impl FnOnce(&LegalChoices) -> usize) {
        let free = self.free_chains();
        let choices = LegalChoices::new(Choices::Found(free), self.can_announce());
        let k = choose(&choices);
        match free.nth(k) {
            Some(chain) => self.found(tile, chain, &mut Unrecorded).expect("a free chain"),
            // Past the chains: the end cannot be announced while a chain is founded, so this
            // panics as the position of no legal action.
            None => self.apply_position(&choices, k),
        }
    }

    /// Carries out the action at position `k` of `choices`, the simple way.
    fn apply_position(&mut self, choices: &LegalChoices, k: usize) {
        let action = choices.get(k).expect("a position below `choices.len()` (none once the game is over)");
        self.carry_out(action, &mut Unrecorded).expect("a legal action");
    }
}
