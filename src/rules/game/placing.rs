//! Placing a tile (R10.1) and what it does (R11): a lone hotel, a new chain, a chain that
//! grows, or the start of a merger. Tiles that may not be placed now are refused here: an
//! eighth chain (R12) and a dead tile (R13). What a placement or a founding does when it only
//! changes the board is also told in advance, for players that look ahead ([`QuietOutcome`]).

use super::turn::buying_follows;
use super::{Game, Phase, SHARES_PER_TURN};
use crate::rules::action::{Action, Decision};
use crate::rules::board::{Board, TileStatus};
use crate::rules::chain::Chain;
use crate::rules::error::RuleError;
use crate::rules::event::Event;
use crate::rules::tile::Tile;

impl Game {
    /// R10.1, R11: the current player places a tile from the hand.
    pub(super) fn place(&mut self, tile: Tile, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let player = self.current;
        let hand = self.players[player].hand;
        if !hand.contains(tile) {
            return Err(RuleError::TileNotInHand { tile, hand });
        }
        let status = self.board.status(tile);
        match status {
            TileStatus::Dead => return Err(RuleError::DeadTile { tile }),
            TileStatus::EighthChain => return Err(RuleError::EighthChain { tile }),
            _ => {}
        }
        self.players[player].hand.remove(tile);
        self.board.place_lone(tile);
        events.push(Event::TilePlaced { player, tile });
        match status {
            TileStatus::Founds => self.phase = Phase::Found { tile },
            TileStatus::Grows(chain) => self.grow(tile, chain, events),
            TileStatus::Merges(chains) => self.start_merger(tile, chains, events),
            _ => self.after_placement(events),
        }
        Ok(())
    }

    /// R11 found: the tile and its lone neighbours become `chain`; the founder gets a free share.
    pub(super) fn found(
        &mut self,
        tile: Tile,
        chain: Chain,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.board.is_on_board(chain) {
            let available = Chain::ALL.into_iter().filter(|c| !self.board.is_on_board(*c)).collect();
            return Err(RuleError::ChainOnBoard { chain, available });
        }
        let player = self.current;
        let size = self.board.absorb_lone_group(tile, chain);
        events.push(Event::ChainFounded { player, chain, size });
        if self.founder_gets_share(chain) {
            self.bank[chain.index()] -= 1;
            self.players[player].shares[chain.index()] += 1;
            events.push(Event::FounderShare { player, chain });
        }
        self.after_placement(events);
        Ok(())
    }

    /// What `action` leads to, if it is the current player's placement of a lone hotel or of a
    /// tile that grows a chain, or the founding of a chain, and the turn then goes on to
    /// buying (see [`QuietOutcome`]). `None` for every other action, and for one not allowed now.
    pub(crate) fn quiet_outcome(&self, action: Action) -> Option<QuietOutcome> {
        match (self.phase, action) {
            (Phase::Place, Action::Place(tile)) => self.quiet_placement(tile, None),
            (Phase::Found { tile }, Action::Found(chain)) => {
                self.quiet_founding_on(self.board.clone(), tile, chain)
            }
            _ => None,
        }
    }

    /// What the current player's placing `tile` leads to, if that is quiet (see
    /// [`QuietOutcome`]). With `founding` `None`: a lone hotel or a tile that grows a chain.
    /// With the chain to found: a tile that founds a chain, placed and founding that chain,
    /// as one step (and no other tile).
    pub(crate) fn quiet_placement(&self, tile: Tile, founding: Option<Chain>) -> Option<QuietOutcome> {
        if !matches!(self.phase, Phase::Place) || !self.players[self.current].hand.contains(tile) {
            return None;
        }
        let mut board = self.board.clone();
        let status = board.status(tile);
        board.place_lone(tile);
        match (status, founding) {
            (TileStatus::Lone, None) => {}
            (TileStatus::Grows(chain), None) => {
                board.absorb_lone_group(tile, chain);
            }
            (TileStatus::Founds, Some(chain)) => return self.quiet_founding_on(board, tile, chain),
            _ => return None,
        }
        self.quiet_outcome_on(board, None)
    }

    /// What founding `chain` with the lone hotel on `tile` leads to (R11, as `found` does it),
    /// `board` holding that hotel.
    fn quiet_founding_on(&self, mut board: Board, tile: Tile, chain: Chain) -> Option<QuietOutcome> {
        if board.is_on_board(chain) {
            return None;
        }
        board.absorb_lone_group(tile, chain);
        self.quiet_outcome_on(board, self.founder_gets_share(chain).then_some(chain))
    }

    /// R11: the founder of `chain` gets a free share of it while the bank has one.
    fn founder_gets_share(&self, chain: Chain) -> bool {
        self.bank[chain.index()] > 0
    }

    /// The quiet outcome that leaves `board` and gives `founder_share`, if the turn then goes on
    /// to buying.
    fn quiet_outcome_on(&self, board: Board, founder_share: Option<Chain>) -> Option<QuietOutcome> {
        // Otherwise the turn ends at once, and the player draws (R10.3).
        if !buying_follows(&board) {
            return None;
        }
        let can_announce = self.announce_refusal_with(&board).is_none();
        let next = Decision::BuyShares { player: self.current, remaining: SHARES_PER_TURN };
        Some(QuietOutcome { board, founder_share, can_announce, next })
    }

    /// R11 grow: the tile and its lone neighbours join the one chain it touches.
    fn grow(&mut self, tile: Tile, chain: Chain, events: &mut Vec<Event>) {
        let size = self.board.absorb_lone_group(tile, chain);
        events.push(Event::ChainGrew { chain, size });
        self.after_placement(events);
    }
}

/// What a placement or a founding leads to when it changes only the board and the founder's
/// shares (R11). That is so for
///
/// - a tile that stays a lone hotel, or grows a chain;
/// - the founding of a chain, once its tile is placed;
/// - a tile that founds a chain, placed and founding a chain named with it, as one step;
///
/// as long as a chain is on the board afterwards, so that the current player goes on to buy
/// (R10.2) with all three shares still to choose. Nothing is drawn and nobody else decides,
/// so it is known from the public state alone: a computer player looks ahead with it without
/// copying a game ([`crate::rules::SeatView::quiet_outcome`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuietOutcome {
    /// The board afterwards.
    pub board: Board,
    /// The chain founded, when the founder gets a share of it (R11: while the bank has one).
    pub founder_share: Option<Chain>,
    /// Whether the end could be announced in the buy step that follows (R16, V1).
    pub can_announce: bool,
    /// The decision that follows: the current player's purchase, with every share to choose.
    pub next: Decision,
}
