//! The end of the game: final scoring (R18: every chain on the board pays its bonuses, then
//! the bank buys back its shares) and the ranking by cash, with equal cash sharing a rank;
//! players who share first place share the win ([`win_share`]).

use super::{Game, Phase};
use crate::rules::chain::Chain;
use crate::rules::event::{EndReason, Event, Events};
use crate::rules::player::PlayerId;

impl Game {
    /// A player's cash plus the value of their shares at current prices.
    pub fn net_worth(&self, player: PlayerId) -> u32 {
        let shares: u32 =
            Chain::ALL.into_iter().map(|c| self.shares(player, c) as u32 * self.board.share_price(c)).sum();
        self.cash(player) + shares
    }

    /// The ranking by cash (R18): `(rank, player)` pairs, best first; equal cash shares a rank.
    pub fn ranking(&self) -> Vec<(usize, PlayerId)> {
        let mut order: Vec<PlayerId> = (0..self.player_count()).collect();
        order.sort_by_key(|&p| std::cmp::Reverse(self.cash(p)));
        let mut ranking: Vec<(usize, PlayerId)> = Vec::with_capacity(order.len());
        for (index, &player) in order.iter().enumerate() {
            let tied_with_previous = index > 0 && self.cash(order[index - 1]) == self.cash(player);
            let rank = if tied_with_previous { ranking[index - 1].0 } else { index + 1 };
            ranking.push((rank, player));
        }
        ranking
    }

    /// R18: bonuses and share sales for every chain on the board, then the game is over.
    pub(super) fn end_game(&mut self, reason: EndReason, events: &mut impl Events) {
        events.push(Event::FinalScoring);
        for chain in self.board.chains_on_board().iter() {
            let size = self.board.size(chain);
            self.pay_bonuses(chain, size, events);
            let price = chain.share_price(size);
            for player in 0..self.player_count() {
                let count = self.shares(player, chain);
                self.sell_shares(player, chain, count, price, events);
            }
        }
        self.phase = Phase::Over(reason);
        events.push(Event::GameEnded { reason });
    }
}

/// A player's share of the win in a ranking (as [`Game::ranking`] gives it): 1 for first
/// place alone, split evenly between players who share first place, 0 for everyone else.
///
/// ```
/// use bauloewe::rules::win_share;
/// let ranking = [(1, 2), (1, 0), (3, 1)];
/// assert_eq!((win_share(&ranking, 0), win_share(&ranking, 1)), (0.5, 0.0));
/// ```
pub fn win_share(ranking: &[(usize, PlayerId)], player: PlayerId) -> f64 {
    let first = |rank: usize| rank == 1;
    if !ranking.iter().any(|&(rank, p)| p == player && first(rank)) {
        return 0.0;
    }
    1.0 / ranking.iter().filter(|(rank, _)| first(*rank)).count() as f64
}
