//! Placing a tile (R10.1) and what it does (R11): a lone hotel, a new chain, a chain that
//! grows, or the start of a merger. Tiles that may not be placed now are refused here: an
//! eighth chain (R12) and a dead tile (R13).

use super::{Game, Phase};
use crate::rules::board::TileStatus;
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
        if self.bank[chain.index()] > 0 {
            self.bank[chain.index()] -= 1;
            self.players[player].shares[chain.index()] += 1;
            events.push(Event::FounderShare { player, chain });
        }
        self.after_placement(events);
        Ok(())
    }

    /// R11 grow: the tile and its lone neighbours join the one chain it touches.
    fn grow(&mut self, tile: Tile, chain: Chain, events: &mut Vec<Event>) {
        let size = self.board.absorb_lone_group(tile, chain);
        events.push(Event::ChainGrew { chain, size });
        self.after_placement(events);
    }
}
