//! Buying shares (R10.2: up to three a turn, limited by cash and by the bank, R4, R5) and
//! announcing the end (R16, V1), the two things a player may do after placing a tile.

use super::{Game, Options, Phase, SHARES_PER_TURN};
use crate::rules::board::Board;
use crate::rules::chain::{Chain, ChainSet};
use crate::rules::error::{AnnounceRefusal, RuleError};
use crate::rules::event::{Event, Events};
use crate::rules::player::PlayerId;

impl Game {
    /// The chains whose shares the current player may buy now (R4, R5, R10.2): none outside
    /// the buy step or after three shares.
    ///
    /// It runs at every buy decision, so it reads what the board and the bank keep: the chains
    /// on the board, those the bank holds shares of, and the dearest price on the board, which
    /// most of the time the player's cash covers. The tests hold it to the same answer worked
    /// out chain by chain (`buyable_chains_simply`) after every action of random games.
    pub fn buyable_chains(&self) -> ChainSet {
        let Phase::Buy { bought } = self.phase else { return ChainSet::EMPTY };
        if bought >= SHARES_PER_TURN {
            return ChainSet::EMPTY;
        }
        let cash = self.players[self.current].cash;
        let offered = self.board.chains_on_board().intersection(self.bank.holding());
        if cash >= self.board.dearest_price() {
            return offered;
        }
        offered.iter().filter(|chain| self.board.share_price(*chain) <= cash).collect()
    }

    /// The chains the current player may buy now, worked out chain by chain from the rules
    /// (R4, R5, R10.2): on the board, held by the bank, and affordable. The reference
    /// [`Game::buyable_chains`] is tested against.
    #[cfg(test)]
    pub(in crate::rules) fn buyable_chains_simply(&self) -> ChainSet {
        let Phase::Buy { bought } = self.phase else { return ChainSet::EMPTY };
        let cash = self.cash(self.current);
        let buyable = |chain: &Chain| {
            let price = self.board.share_price(*chain);
            self.board.is_on_board(*chain) && self.bank_shares(*chain) > 0 && price <= cash
        };
        let chains = Chain::ALL.into_iter().filter(buyable);
        if bought < SHARES_PER_TURN { chains.collect() } else { ChainSet::EMPTY }
    }

    /// Whether the current player could announce the end now (R16, V1).
    pub fn can_announce(&self) -> bool {
        matches!(self.phase, Phase::Place | Phase::Buy { .. }) && self.announce_refusal().is_none()
    }

    /// R10.2: the current player buys one share of `chain` at its price.
    pub(super) fn buy(
        &mut self,
        bought: u8,
        chain: Chain,
        events: &mut impl Events,
    ) -> Result<(), RuleError> {
        let player = self.current;
        if bought >= SHARES_PER_TURN {
            return Err(RuleError::BuyLimitReached);
        }
        if let Some(error) = self.buy_refusal(player, chain) {
            return Err(error);
        }
        let price = self.board.share_price(chain);
        self.players[player].cash -= price;
        self.players[player].shares[chain.index()] += 1;
        self.bank.take(chain, 1);
        self.phase = Phase::Buy { bought: bought + 1 };
        events.push(Event::ShareBought { player, chain, price });
        Ok(())
    }

    /// Why `player` may not buy a share of `chain` now, if anything forbids it (R4, R5, R10.2).
    fn buy_refusal(&self, player: PlayerId, chain: Chain) -> Option<RuleError> {
        let price = self.board.share_price(chain);
        let cash = self.cash(player);
        if !self.board.is_on_board(chain) {
            Some(RuleError::ChainNotOnBoard { chain })
        } else if self.bank_shares(chain) == 0 {
            Some(RuleError::BankSoldOut { chain })
        } else if cash < price {
            Some(RuleError::NotEnoughCash { chain, price, cash })
        } else {
            None
        }
    }

    /// R16: the current player announces the end; the game ends when this turn does.
    pub(super) fn announce(&mut self, events: &mut impl Events) -> Result<(), RuleError> {
        if let Some(reason) = self.announce_refusal() {
            return Err(RuleError::CannotAnnounce { reason });
        }
        self.announced = true;
        events.push(Event::EndAnnounced { player: self.current });
        Ok(())
    }

    /// Why the end may not be announced now, if anything forbids it (R16, V1).
    fn announce_refusal(&self) -> Option<AnnounceRefusal> {
        self.announce_refusal_with(&self.board)
    }

    /// Whether the end could be announced in this game's buy step if its board were `board`
    /// (R16, V1): for a player that looks ahead at a board to come (see [`super::place_on`]).
    pub(crate) fn can_announce_with(&self, board: &Board) -> bool {
        self.announce_refusal_with(board).is_none()
    }

    /// Why the end could not be announced in this game if its board were `board` (R16, V1).
    pub(super) fn announce_refusal_with(&self, board: &Board) -> Option<AnnounceRefusal> {
        if self.announced {
            Some(AnnounceRefusal::AlreadyAnnounced)
        } else {
            announce_refusal_on(board, self.options)
        }
    }
}

/// Why the end may not be announced on `board`, if the board forbids it (R16, V1): no chain on
/// it, or none of the end size while some chain is not safe. Never
/// [`AnnounceRefusal::AlreadyAnnounced`]: whether the end is announced is the game's to say.
/// The one test of the condition, for a turn in play and for a position file that says the end
/// is announced.
pub(crate) fn announce_refusal_on(board: &Board, options: Options) -> Option<AnnounceRefusal> {
    let on_board = board.chains_on_board();
    let end_size = options.end_size();
    if on_board.is_empty() {
        Some(AnnounceRefusal::NoChain)
    } else if board.largest_size() >= end_size || board.safe_chains() == on_board {
        None
    } else {
        Some(AnnounceRefusal::TooEarly { end_size })
    }
}
