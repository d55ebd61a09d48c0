//! What happened: the typed log of a game.
//!
//! [`Game::apply`](super::Game::apply) answers with the [`Event`]s an action caused, in order.
//! The words layer turns them into sentences; the rules never print. Some events are secret
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
    /// change again (every hand full of unplayable tiles), which [the rule book](super::rulebook)
    /// leaves open.
    NoPlayableTiles,
}

/// One thing that happened in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// Setup: a player drew a start tile and placed it as a lone hotel (R9.1).
    StartTile {
        /// The player concerned.
        player: PlayerId,
        /// The tile.
        tile: Tile,
    },
    /// Setup: this player's start tile is closest to 1A, so they go first (R9.2).
    FirstPlayer {
        /// The player concerned.
        player: PlayerId,
    },
    /// A player's turn began.
    TurnStarted {
        /// The player concerned.
        player: PlayerId,
        /// The turn's number, counting from 1.
        turn: u32,
    },
    /// A player holds no playable tile and skips placing (R10.1).
    NoPlayableTile {
        /// The player concerned.
        player: PlayerId,
    },
    /// A tile was placed on the board.
    TilePlaced {
        /// The player concerned.
        player: PlayerId,
        /// The tile.
        tile: Tile,
    },
    /// A chain was founded with this many hotels (R11).
    ChainFounded {
        /// The player concerned.
        player: PlayerId,
        /// The chain.
        chain: Chain,
        /// The chain's size.
        size: u8,
    },
    /// The founder received a free share (R11).
    FounderShare {
        /// The player concerned.
        player: PlayerId,
        /// The chain.
        chain: Chain,
    },
    /// A chain grew to this size (R11).
    ChainGrew {
        /// The chain.
        chain: Chain,
        /// The chain's size.
        size: u8,
    },
    /// A tile merged these chains (R14).
    MergerStarted {
        /// The player concerned.
        player: PlayerId,
        /// The tile.
        tile: Tile,
        /// The chains concerned.
        chains: ChainSet,
    },
    /// The survivor of the merger is known (chosen or largest).
    SurvivorChosen {
        /// The chain.
        chain: Chain,
    },
    /// A defunct chain is handled now, at its price before the merger (R14.4).
    DefunctHandled {
        /// The chain.
        chain: Chain,
        /// The chain's size.
        size: u8,
        /// The price of one share.
        price: u32,
    },
    /// A bonus was paid (R14.4.1 at a merger, R18 at the end).
    BonusPaid {
        /// The player concerned.
        player: PlayerId,
        /// The chain.
        chain: Chain,
        /// The money paid.
        amount: u32,
        /// Which bonus it is.
        kind: BonusKind,
    },
    /// The market turned over the pool's next tile before a chain's bonuses were paid (V3):
    /// it holds as many shares of the chain as the tile's column number, and the tile went to
    /// the bottom of the pool. `None` when the pool was empty: the market holds nothing.
    MarketDraw {
        /// The chain whose bonuses are paid.
        chain: Chain,
        /// The tile turned over.
        tile: Option<Tile>,
    },
    /// The market won a bonus (V3); the money leaves the game.
    MarketBonus {
        /// The chain.
        chain: Chain,
        /// The money won.
        amount: u32,
        /// Which bonus it is.
        kind: BonusKind,
    },
    /// Shares were sold to the bank (R14.4.2 at a merger, R18 at the end).
    SharesSold {
        /// The player concerned.
        player: PlayerId,
        /// The chain.
        chain: Chain,
        /// How many shares.
        count: u8,
        /// The money paid.
        amount: u32,
    },
    /// Defunct shares were traded two for one (R14.4.2).
    SharesTraded {
        /// The player concerned.
        player: PlayerId,
        /// The defunct chain.
        defunct: Chain,
        /// Shares handed in.
        given: u8,
        /// The surviving chain.
        survivor: Chain,
        /// Shares received.
        received: u8,
    },
    /// Defunct shares were kept (R14.4.2).
    SharesKept {
        /// The player concerned.
        player: PlayerId,
        /// The chain.
        chain: Chain,
        /// How many shares.
        count: u8,
    },
    /// The defunct hotels and the merging tile joined the survivor (R14.5).
    MergerCompleted {
        /// The surviving chain.
        survivor: Chain,
        /// The chain's size.
        size: u8,
    },
    /// A share was bought (R10.2).
    ShareBought {
        /// The player concerned.
        player: PlayerId,
        /// The chain.
        chain: Chain,
        /// The price of one share.
        price: u32,
    },
    /// A player announced the end of the game (R16).
    EndAnnounced {
        /// The player concerned.
        player: PlayerId,
    },
    /// A dead tile was shown and discarded (R13, R10.3).
    DeadTileDiscarded {
        /// The player concerned.
        player: PlayerId,
        /// The tile.
        tile: Tile,
    },
    /// A player drew a tile (secret: only its owner may see which, R19).
    TileDrawn {
        /// The player concerned.
        player: PlayerId,
        /// The tile.
        tile: Tile,
    },
    /// A player's turn ended.
    TurnEnded {
        /// The player concerned.
        player: PlayerId,
    },
    /// Final scoring begins (R18): bonuses and share sales follow.
    FinalScoring,
    /// The game is over.
    GameEnded {
        /// Why.
        reason: EndReason,
    },
}

/// Where the engine puts the events an action causes, as it goes.
///
/// The rules are written once, generic over this: a [`Vec<Event>`] keeps every event for
/// whoever reads them (a screen, a record, a test), and [`Unrecorded`] drops them. Each sink
/// gets its own compiled copy of the engine, and in `Unrecorded`'s copy `push` is empty, so an
/// event is never even built: a playout that never reads events does not pay for them.
pub trait Events {
    /// Adds the next event.
    fn push(&mut self, event: Event);
}

impl Events for Vec<Event> {
    #[inline]
    fn push(&mut self, event: Event) {
        Vec::push(self, event);
    }
}

/// The sink that keeps nothing: for games played where nobody reads what happened, as
/// [`Game::apply_unrecorded`](super::Game::apply_unrecorded) plays them.
#[derive(Clone, Copy, Debug, Default)]
pub struct Unrecorded;

impl Events for Unrecorded {
    #[inline(always)]
    fn push(&mut self, _event: Event) {}
}

impl Event {
    /// How many shares the market holds after a [`Event::MarketDraw`] of `tile` (V3): the
    /// tile's column number, none without a tile.
    ///
    /// ```
    /// use bauloewe::rules::{Event, Tile};
    /// assert_eq!(Event::market_holding("7E".parse::<Tile>().ok()), 7);
    /// assert_eq!(Event::market_holding(None), 0);
    /// ```
    pub fn market_holding(tile: Option<Tile>) -> u8 {
        tile.map_or(0, Tile::column)
    }
}
