//! Money the bank pays out: the majority and minority bonuses of a chain (R8, R14.4.1), paid
//! when it becomes defunct and again at the end (R18), and shares sold back to the bank
//! (R14.4.2, R18). How a bonus is split among tied holders is [`crate::rules::scoring`]'s job.
//! With the market (V3) the bank competes for every payout as a third holder, whose holding is
//! the column of the pool's next tile.

use super::Game;
use crate::rules::chain::Chain;
use crate::rules::event::{Event, Events};
use crate::rules::player::{MAX_PLAYERS, PlayerId};
use crate::rules::scoring::{BonusShare, for_each_bonus, split_bonuses};

impl Game {
    /// What each holder of a chain would get in bonuses if it were paid out now (R14.4.1).
    /// With the market (V3) its holding is not known before its tile is turned over, so this
    /// is what the players would get without it.
    pub fn bonus_shares(&self, chain: Chain) -> Vec<BonusShare> {
        let size = self.board.size(chain);
        let holdings = self.holdings(chain);
        split_bonuses(
            &holdings[..self.player_count()],
            chain.majority_bonus(size),
            chain.minority_bonus(size),
        )
    }

    /// R14.4.1 and R18: pays a chain's bonuses at the price of the given size; with the market
    /// (V3) it draws first and competes as the holder after the last seat.
    pub(super) fn pay_bonuses(&mut self, chain: Chain, size: u8, events: &mut impl Events) {
        let mut holdings = self.holdings(chain);
        let mut holders = self.player_count();
        if self.options.market {
            holdings[holders] = self.market_draw(chain, events);
            holders += 1;
        }
        let market = self.player_count();
        let (majority, minority) = (chain.majority_bonus(size), chain.minority_bonus(size));
        for_each_bonus(&holdings[..holders], majority, minority, |BonusShare { player, amount, kind }| {
            if player == market {
                events.push(Event::MarketBonus { chain, amount, kind });
            } else {
                self.players[player].cash += amount;
                events.push(Event::BonusPaid { player, chain, amount, kind });
            }
        });
    }

    /// V3: the market turns over the pool's next tile, which goes to the bottom of the pool,
    /// and answers its holding (the tile's column; none with an empty pool).
    fn market_draw(&mut self, chain: Chain, events: &mut impl Events) -> u8 {
        // The pool's next tile is its last; its bottom is its first.
        let tile = self.pool.pop();
        if let Some(tile) = tile {
            self.pool.insert(0, tile);
        }
        events.push(Event::MarketDraw { chain, tile });
        Event::market_holding(tile)
    }

    /// R14.4.2 and R18: `player` sells `count` shares of `chain` to the bank at `price` each.
    pub(super) fn sell_shares(
        &mut self,
        player: PlayerId,
        chain: Chain,
        count: u8,
        price: u32,
        events: &mut impl Events,
    ) {
        if count == 0 {
            return;
        }
        let amount = count as u32 * price;
        self.players[player].shares[chain.index()] -= count;
        self.players[player].cash += amount;
        self.bank.give(chain, count);
        events.push(Event::SharesSold { player, chain, count, amount });
    }

    /// Every player's shares of a chain, in seat order (the unused seats hold none; with two
    /// players the third place is the market's, V3).
    fn holdings(&self, chain: Chain) -> [u8; MAX_PLAYERS] {
        let mut holdings = [0u8; MAX_PLAYERS];
        for (player, state) in self.players.iter().enumerate() {
            holdings[player] = state.shares[chain.index()];
        }
        holdings
    }
}
