//! What happened: the typed log of a game.
//!
//! [`Game::apply`](super::Game::apply) answers with the [`Event`]s an action caused, in order.
//! The console turns them into sentences; the rules never print. Some events are secret
//! (a drawn tile is seen only by its owner, R19): the renderer decides who sees what.

use super::chain::{Chain, ChainSet};
use super::player::PlayerId;
use super::tile::Tile;

/// How a bonus share came about (R14.4.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BonusKind {
    /// The largest holder's majority bonus.
    Majority,
    /// The second largest holder's minority bonus.
    Minority,
    /// A sole holder gets both bonuses.
    Both,
    /// Several largest holders split majority and minority.
    SharedMajority,
    /// Several second largest holders split the minority.
    SharedMinority,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// A player announced the end and finished the turn (R16).
    Announced(PlayerId),
    /// The pool is empty and nobody holds a playable tile (R17); also when no hand can ever
    /// change again (every hand full of unplayable tiles), which RULES.md leaves open.
    NoPlayableTiles,
}

/// One thing that happened in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// Setup: a player drew a start tile and placed it as a lone hotel (R9.1).
    StartTile { player: PlayerId, tile: Tile },
    /// Setup: this player's start tile is closest to 1A, so they go first (R9.2).
    FirstPlayer { player: PlayerId },
    /// A player's turn began.
    TurnStarted { player: PlayerId, turn: u32 },
    /// A player holds no playable tile and skips placing (R10.1).
    NoPlayableTile { player: PlayerId },
    /// A tile was placed on the board.
    TilePlaced { player: PlayerId, tile: Tile },
    /// A chain was founded with this many hotels (R11).
    ChainFounded { player: PlayerId, chain: Chain, size: u8 },
    /// The founder received a free share (R11).
    FounderShare { player: PlayerId, chain: Chain },
    /// A chain grew to this size (R11).
    ChainGrew { chain: Chain, size: u8 },
    /// A tile merged these chains (R14).
    MergerStarted { player: PlayerId, tile: Tile, chains: ChainSet },
    /// The survivor of the merger is known (chosen or largest).
    SurvivorChosen { chain: Chain },
    /// A defunct chain is handled now, at its price before the merger (R14.4).
    DefunctHandled { chain: Chain, size: u8, price: u32 },
    /// A bonus was paid (R14.4.1 at a merger, R18 at the end).
    BonusPaid { player: PlayerId, chain: Chain, amount: u32, kind: BonusKind },
    /// Shares were sold to the bank (R14.4.2 at a merger, R18 at the end).
    SharesSold { player: PlayerId, chain: Chain, count: u8, amount: u32 },
    /// Defunct shares were traded two for one (R14.4.2).
    SharesTraded { player: PlayerId, defunct: Chain, given: u8, survivor: Chain, received: u8 },
    /// Defunct shares were kept (R14.4.2).
    SharesKept { player: PlayerId, chain: Chain, count: u8 },
    /// The defunct hotels and the merging tile joined the survivor (R14.5).
    MergerCompleted { survivor: Chain, size: u8 },
    /// A share was bought (R10.2).
    ShareBought { player: PlayerId, chain: Chain, price: u32 },
    /// A player announced the end of the game (R16).
    EndAnnounced { player: PlayerId },
    /// A dead tile was shown and discarded (R13, R10.3).
    DeadTileDiscarded { player: PlayerId, tile: Tile },
    /// A player drew a tile (secret: only its owner may see which, R19).
    TileDrawn { player: PlayerId, tile: Tile },
    /// A player's turn ended.
    TurnEnded { player: PlayerId },
    /// Final scoring begins (R18): bonuses and share sales follow.
    FinalScoring,
    /// The game is over.
    GameEnded { reason: EndReason },
}
