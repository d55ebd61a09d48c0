//! What a player can do ([`Action`]) and what the game is waiting for ([`Decision`]).
//!
//! Every decision the rules leave to a player is an action: placing a tile, naming a founded
//! chain, picking the survivor of a tied merger, ordering tied defunct chains, disposing of
//! defunct shares, buying shares, ending the turn and announcing the end of the game.

use super::chain::{Chain, ChainSet};
use super::player::PlayerId;
use super::tile::Tile;

/// One decision of a player, applied with [`Game::apply`](super::Game::apply).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Place a tile from the hand (R10.1).
    Place(Tile),
    /// Name the chain a placed tile founds (R11).
    Found(Chain),
    /// Pick the survivor among the largest chains of a merger when they tie (R14.2).
    Survivor(Chain),
    /// Pick which of several equally large defunct chains is handled next (R14.3).
    Defunct(Chain),
    /// Dispose of the shares of a defunct chain (R14.4.2): sell some, trade some two for one
    /// (`trade` counts the shares handed in, so it is even), keep the rest.
    Dispose {
        /// Shares sold to the bank at the defunct price.
        sell: u8,
        /// Shares handed in, two for each survivor share received.
        trade: u8,
    },
    /// Buy one share of a chain on the board (R10.2).
    Buy(Chain),
    /// End the turn: draw and pass on (R10.3).
    EndTurn,
    /// Announce the end of the game (R16).
    Announce,
}

/// Whose decision it is now, and of what kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    /// The player must place a tile (or may announce the end first, R16).
    PlaceTile {
        /// Who places.
        player: PlayerId,
    },
    /// The player placed `tile` and must name the chain it founds (R11).
    FoundChain {
        /// Who names the chain.
        player: PlayerId,
        /// The tile that founds it.
        tile: Tile,
    },
    /// The player must pick the survivor among equally large chains (R14.2).
    ChooseSurvivor {
        /// Who chooses: the player who placed the tile.
        player: PlayerId,
        /// The tied largest chains.
        candidates: ChainSet,
    },
    /// The player must pick which of several equally large defunct chains goes next (R14.3).
    ChooseDefunct {
        /// Who chooses: the player who placed the tile.
        player: PlayerId,
        /// The chain that survives the merger.
        survivor: Chain,
        /// The tied defunct chains.
        candidates: ChainSet,
    },
    /// The player holds shares of a defunct chain and must dispose of them (R14.4.2).
    Dispose {
        /// Who disposes.
        player: PlayerId,
        /// The defunct chain.
        defunct: Chain,
        /// The chain its shares can be traded into.
        survivor: Chain,
        /// How many defunct shares the player holds.
        held: u8,
        /// The most shares the player may hand in for trade (even; limited by the bank).
        max_trade: u8,
        /// What one defunct share sells for.
        price: u32,
    },
    /// The player may buy shares, announce the end, or end the turn (R10.2).
    BuyShares {
        /// Who buys.
        player: PlayerId,
        /// How many more shares may be bought this turn (0 to 3).
        remaining: u8,
    },
    /// The game is over; nothing more can happen.
    GameOver,
}

impl Decision {
    /// Whose decision it is, or `None` once the game is over.
    pub fn player(&self) -> Option<PlayerId> {
        match *self {
            Decision::PlaceTile { player }
            | Decision::FoundChain { player, .. }
            | Decision::ChooseSurvivor { player, .. }
            | Decision::ChooseDefunct { player, .. }
            | Decision::Dispose { player, .. }
            | Decision::BuyShares { player, .. } => Some(player),
            Decision::GameOver => None,
        }
    }
}
