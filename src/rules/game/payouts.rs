//! Money the bank pays out: the majority and minority bonuses of a chain (R8, R14.4.1), paid
//! when it becomes defunct and again at the end (R18), and shares sold back to the bank
//! (R14.4.2, R18). How a bonus is split among tied holders is [`crate::rules::scoring`]'s job.

use super::Game;
use crate::rules::chain::Chain;
use crate::rules::event::Event;
use crate::rules::player::{MAX_PLAYERS, PlayerId};
use crate::rules::scoring::{BonusShare, for_each_bonus, split_bonuses};

impl Game {
    /// What each holder of a chain would get in bonuses if it were paid out now (R14.4.1).
    pub fn bonus_shares(&self, chain: Chain) -> Vec<BonusShare> {
        let size = self.board.size(chain);
        let holdings = self.holdings(chain);
        split_bonuses(
            &holdings[..self.player_count()],
            chain.majority_bonus(size),
            chain.minority_bonus(size),
        )
    }

    /// R14.4.1 and R18: pays a chain's bonuses at the price of the given size.
    pub(super) fn pay_bonuses(&mut self, chain: Chain, size: u8, events: &mut Vec<Event>) {
        let holdings = self.holdings(chain);
        let holdings = &holdings[..self.player_count()];
        let (majority, minority) = (chain.majority_bonus(size), chain.minority_bonus(size));
        for_each_bonus(holdings, majority, minority, |BonusShare { player, amount, kind }| {
            self.players[player].cash += amount;
            events.push(Event::BonusPaid { player, chain, amount, kind });
        });
    }

    /// R14.4.2 and R18: `player` sells `count` shares of `chain` to the bank at `price` each.
    pub(super) fn sell_shares(
        &mut self,
        player: PlayerId,
        chain: Chain,
        count: u8,
        price: u32,
        events: &mut Vec<Event>,
    ) {
        if count == 0 {
            return;
        }
        let amount = count as u32 * price;
        self.players[player].shares[chain.index()] -= count;
        self.players[player].cash += amount;
        self.bank[chain.index()] += count;
        events.push(Event::SharesSold { player, chain, count, amount });
    }

    /// Every player's shares of a chain, in seat order (the unused seats hold none).
    fn holdings(&self, chain: Chain) -> [u8; MAX_PLAYERS] {
        let mut holdings = [0u8; MAX_PLAYERS];
        for (player, state) in self.players.iter().enumerate() {
            holdings[player] = state.shares[chain.index()];
        }
        holdings
    }
}
