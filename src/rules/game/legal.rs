//! The legal actions: everything the rules allow whoever must decide now. A user interface
//! offers them, computer players choose among them, and the tests check that
//! [`Game::apply`] accepts exactly these.

use super::Game;
use crate::rules::action::{Action, Decision};
use crate::rules::chain::Chain;

impl Game {
    /// Every action the rules allow now (for whoever must decide, see [`Game::decision`]).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut actions = Vec::new();
        self.legal_actions_into(&mut actions);
        actions
    }

    /// Like [`Game::legal_actions`], but fills a buffer the caller reuses (for fast loops).
    pub fn legal_actions_into(&self, actions: &mut Vec<Action>) {
        self.legal_actions_at(self.decision(), actions);
    }

    /// The legal actions of `decision`, which is [`Game::decision`] as the caller has it
    /// already (the engine's hottest loop asks for it once, not twice).
    pub(in crate::rules) fn legal_actions_at(&self, decision: Decision, actions: &mut Vec<Action>) {
        actions.clear();
        match decision {
            Decision::PlaceTile { player } => {
                let playable = self.hand(player).tiles().filter(|t| self.board.is_playable(*t));
                actions.extend(playable.map(Action::Place));
            }
            Decision::FoundChain { .. } => {
                let free = Chain::ALL.into_iter().filter(|c| !self.board.is_on_board(*c));
                actions.extend(free.map(Action::Found));
            }
            Decision::ChooseSurvivor { candidates, .. } => {
                actions.extend(candidates.iter().map(Action::Survivor))
            }
            Decision::ChooseDefunct { candidates, .. } => {
                actions.extend(candidates.iter().map(Action::Defunct))
            }
            Decision::Dispose { held, max_trade, .. } => {
                for sell in 0..=held {
                    let trades = (0..=max_trade.min(held - sell)).step_by(2);
                    actions.extend(trades.map(|trade| Action::Dispose { sell, trade }));
                }
            }
            Decision::BuyShares { .. } => {
                actions.extend(self.buyable_chains().iter().map(Action::Buy));
                actions.push(Action::EndTurn);
            }
            Decision::GameOver => {}
        }
        if self.can_announce() {
            actions.push(Action::Announce);
        }
    }
}
