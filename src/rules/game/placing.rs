//! Placing a tile (R10.1) and what it does (R11): a lone hotel, a new chain, a chain that
//! grows, or the start of a merger. Tiles that may not be placed now are refused here: an
//! eighth chain (R12) and a dead tile (R13). What R11 does to the board is worked out in one
//! place, [`place_on`] and [`found_on`], which a game uses and a player looking ahead may use
//! on a copy of the board.

use super::{Game, Phase};
use crate::rules::board::{Board, TileStatus};
use crate::rules::chain::{Chain, ChainSet};
use crate::rules::error::RuleError;
use crate::rules::event::{Event, Events};
use crate::rules::tile::Tile;

impl Game {
    /// R10.1, R11: the current player places a tile from the hand.
    pub(super) fn place(&mut self, tile: Tile, events: &mut impl Events) -> Result<(), RuleError> {
        let player = self.current;
        let hand = self.players[player].hand;
        // The tile taken from a copy of the hand, which replaces the hand once the tile is
        // known to be playable: the hand is searched once, not twice.
        let mut rest = hand;
        if !rest.remove(tile) {
            return Err(RuleError::TileNotInHand { tile, hand });
        }
        let status = self.board.status(tile);
        match status {
            TileStatus::Dead => return Err(RuleError::DeadTile { tile }),
            TileStatus::EighthChain => return Err(RuleError::EighthChain { tile }),
            _ => {}
        }
        self.players[player].hand = rest;
        events.push(Event::TilePlaced { player, tile });
        match place_known(&mut self.board, tile, status) {
            Placed::Founds => self.phase = Phase::Found { tile },
            Placed::Grew { chain, size } => {
                events.push(Event::ChainGrew { chain, size });
                self.after_placement(events);
            }
            Placed::Merges(chains) => self.start_merger(tile, chains, events),
            Placed::Lone => self.after_placement(events),
        }
        Ok(())
    }

    /// R11 found: the tile and every lone hotel connected to it become `chain`; the founder gets
    /// a free share.
    pub(super) fn found(
        &mut self,
        tile: Tile,
        chain: Chain,
        events: &mut impl Events,
    ) -> Result<(), RuleError> {
        if self.board.is_on_board(chain) {
            let available = Chain::ALL.into_iter().filter(|c| !self.board.is_on_board(*c)).collect();
            return Err(RuleError::ChainOnBoard { chain, available });
        }
        let player = self.current;
        let size = found_on(&mut self.board, tile, chain);
        events.push(Event::ChainFounded { player, chain, size });
        if self.founder_gets_share(chain) {
            self.bank.take(chain, 1);
            self.players[player].shares[chain.index()] += 1;
            events.push(Event::FounderShare { player, chain });
        }
        self.after_placement(events);
        Ok(())
    }

    /// R11: the founder of `chain` gets a free share of it while the bank has one.
    pub(crate) fn founder_gets_share(&self, chain: Chain) -> bool {
        self.bank.shares(chain) > 0
    }
}

/// What a tile did on the board once placed (R11), as [`place_on`] tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placed {
    /// It stays a lone hotel.
    Lone,
    /// It founds a chain, once the player names one ([`found_on`]).
    Founds,
    /// It and the lone hotels connected to it joined a chain.
    Grew {
        /// The chain that grew.
        chain: Chain,
        /// Its size now.
        size: u8,
    },
    /// It joins these chains, whose merger starts (R14).
    Merges(ChainSet),
}

/// R11 on the board: places `tile`, a playable tile (R12 and R13 refuse the others), and does
/// what it does to `board` by itself: a tile that grows a chain joins it with every lone hotel
/// connected to it; a lone tile, a tile that founds a chain and one that merges chains stay lone
/// hotels until the founding or the merger that follows. Answers which it was.
///
/// The one place R11 changes a board: a game places every tile with it, and a player looking
/// ahead may place a tile on a copy of the board with it (a dry run) and see the board the game
/// would have, without copying a game.
///
/// ```
/// use bauloewe::rules::{Action, Decision, Game, Options, Placed, TileStatus, place_on};
/// let (mut game, _) = Game::new(["Ann", "Bob"], 42, Options::default())?;
/// // Play the first legal action until the player to place holds a tile that grows a chain.
/// let grows = |game: &Game, tile| matches!(game.tile_status(tile), TileStatus::Grows(_));
/// let tile = loop {
///     if let Decision::PlaceTile { player } = game.decision() {
///         if let Some(tile) = game.hand(player).tiles().find(|&tile| grows(&game, tile)) {
///             break tile;
///         }
///     }
///     game.apply(game.legal_actions()[0])?;
/// };
/// let mut board = game.board().clone();
/// let placed = place_on(&mut board, tile);
/// assert!(matches!(placed, Placed::Grew { .. }));
/// game.apply(Action::Place(tile))?;
/// assert_eq!(game.board(), &board);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn place_on(board: &mut Board, tile: Tile) -> Placed {
    place_known(board, tile, board.status(tile))
}

/// [`place_on`] for a tile whose status on `board` is known already: a game has just checked
/// it, and need not work it out twice.
fn place_known(board: &mut Board, tile: Tile, status: TileStatus) -> Placed {
    debug_assert!(status.is_playable(), "{tile} is not playable");
    board.place_lone(tile);
    match status {
        TileStatus::Founds => Placed::Founds,
        TileStatus::Grows(chain) => Placed::Grew { chain, size: board.absorb_lone_group(tile, chain) },
        TileStatus::Merges(chains) => Placed::Merges(chains),
        // An unplayable tile (dead, or an eighth chain) is checked against only by the
        // `debug_assert!` above; in a release build it would land here and be placed as a lone
        // hotel. No caller passes one: `Game::place` refuses them first, and a player looking
        // ahead places only playable tiles.
        TileStatus::Lone | TileStatus::EighthChain | TileStatus::Dead => Placed::Lone,
    }
}

/// R11 found: the lone hotel on `tile` and the lone hotels connected to it become `chain`,
/// which must not be on `board`; answers the chain's size. As [`place_on`], for a game and for a
/// dry run alike.
pub fn found_on(board: &mut Board, tile: Tile, chain: Chain) -> u8 {
    board.absorb_lone_group(tile, chain)
}
