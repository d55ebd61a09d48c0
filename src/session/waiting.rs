//! What the game waits for, as data the language words: a [`Waiting`] holds what the prompt's
//! guide says
//! (`Ann, buy up to 3 shares with 4,300: Zu 400 (bank 19), Au 900 (bank 10) - or end`),
//! its [`Need`] the short form a refusal uses ("place a tile (lay 7E)"). The rules' own short
//! form of a decision ("the game waits for a player to place a tile") is
//! `RefusalWords::decision` (in `crate::words`).
//!
//! A command typed at the wrong moment is refused with what is expected now (`show::guide::not_now`),
//! before anything is said about the words after it.

use crate::rules::{Chain, ChainSet, Decision, Game, PlayerId, Tile};

use crate::command::id::CommandId;

/// What the game waits for from one player, with what the words need.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Waiting {
    /// The player's name.
    pub name: String,
    /// Whether the end is announced and comes when this turn ends (R16).
    pub ends_this_turn: bool,
    /// What the decision needs.
    pub need: Need,
}

/// What a decision needs, with the values its words name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Need {
    /// A tile: `example` is the first tile that may be placed (if any).
    Place {
        /// A tile to show in the example command.
        example: Option<Tile>,
        /// Whether the end may be announced now (R16).
        can_announce: bool,
    },
    /// A chain for `tile` to found, from the `free` ones (in [`Chain::ALL`] order).
    Found {
        /// The founding tile.
        tile: Tile,
        /// The chains not on the board.
        free: Vec<Chain>,
    },
    /// The survivor among tied chains (R14.2).
    Survivor {
        /// The tied chains.
        candidates: ChainSet,
    },
    /// Which tied defunct chain goes first (R14.3).
    Defunct {
        /// The tied defunct chains.
        candidates: ChainSet,
    },
    /// What to do with the shares of a defunct chain (R14.4).
    Dispose {
        /// The defunct chain.
        defunct: Chain,
        /// The chain its shares trade into.
        survivor: Chain,
        /// How many defunct shares are held.
        held: u8,
        /// The most that may be handed in for trade.
        max_trade: u8,
        /// What one defunct share sells for.
        price: u32,
        /// The survivor's shares left in the bank.
        bank: u8,
    },
    /// Shares to buy, or the end of the turn (R10.2).
    Buy {
        /// How many may still be bought this turn.
        remaining: u8,
        /// The player's cash.
        cash: u32,
        /// What may be bought, in [`Chain::ALL`] order.
        offers: Vec<Offer>,
        /// Whether the bank holds shares of a chain on the board that the cash does not reach.
        priced_out: bool,
        /// Whether the end may be announced now (R16).
        can_announce: bool,
    },
    /// Nothing: the game is over.
    Over,
}

/// A chain whose shares may be bought now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Offer {
    /// The chain.
    pub chain: Chain,
    /// The price of one share.
    pub price: u32,
    /// The shares left in the bank.
    pub bank: u8,
}

/// Why a command does not answer the decision the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotNow {
    /// Something else comes first.
    First,
    /// `lay` while buying: the moment to lay a tile has passed for this turn.
    LayingOver,
    /// `sell`, `trade` or `keep` while buying after a merger: shares are disposed of only
    /// during a merger, and the one of this turn is done.
    DisposalOver,
    /// `sell`, `trade` or `keep` while buying in a turn without a merger.
    NoMerger,
}

/// The tiles `player` may place now (none unless it is their turn to place).
pub fn playable(game: &Game, player: PlayerId) -> Vec<Tile> {
    if game.decision() != (Decision::PlaceTile { player }) {
        return Vec::new();
    }
    game.hand(player).tiles().filter(|t| game.tile_status(*t).is_playable()).collect()
}

/// What the game waits for from `player`.
pub fn waiting(game: &Game, player: PlayerId) -> Waiting {
    Waiting {
        name: game.name(player).to_string(),
        ends_this_turn: game.is_end_announced() && !game.is_over(),
        need: need(game, player),
    }
}

/// What the decision the game waits for needs.
pub fn need(game: &Game, player: PlayerId) -> Need {
    match game.decision() {
        Decision::PlaceTile { .. } => Need::Place {
            example: playable(game, player).first().copied(),
            can_announce: game.can_announce(),
        },
        Decision::FoundChain { tile, .. } => Need::Found { tile, free: free_chains(game).collect() },
        Decision::ChooseSurvivor { candidates, .. } => Need::Survivor { candidates },
        Decision::ChooseDefunct { candidates, .. } => Need::Defunct { candidates },
        Decision::Dispose { defunct, survivor, held, max_trade, price, .. } => {
            Need::Dispose { defunct, survivor, held, max_trade, price, bank: game.bank_shares(survivor) }
        }
        Decision::BuyShares { remaining, .. } => {
            let (cash, offers, can_announce) = (game.cash(player), offers(game), game.can_announce());
            let priced_out = priced_out(game, cash);
            Need::Buy { remaining, cash, offers, priced_out, can_announce }
        }
        Decision::GameOver => Need::Over,
    }
}

/// Whether command `id` answers `decision`; `None` for a command that answers no decision
/// (`board`, `help`, `save`, …), which may be typed at any time.
pub fn answers(id: CommandId, decision: Decision) -> Option<bool> {
    use CommandId as C;
    let answered = match id {
        C::Lay => matches!(decision, Decision::PlaceTile { .. }),
        C::Found => matches!(decision, Decision::FoundChain { .. }),
        C::Survivor => matches!(decision, Decision::ChooseSurvivor { .. }),
        C::Defunct => matches!(decision, Decision::ChooseDefunct { .. }),
        C::Sell | C::Trade | C::Keep => matches!(decision, Decision::Dispose { .. }),
        C::Buy => matches!(decision, Decision::BuyShares { .. }),
        C::End | C::Announce | C::Undo | C::Show(_) => return None,
        C::Save | C::Load | C::Saves | C::New | C::Help | C::Quit => return None,
    };
    Some(answered)
}

/// The chains not on the board, which a new chain may be.
fn free_chains(game: &Game) -> impl Iterator<Item = Chain> + '_ {
    Chain::ALL.into_iter().filter(|c| !game.board().is_on_board(*c))
}

/// The chains whose shares may be bought now, with price and bank stock.
/// Whether the bank holds shares of a chain on the board that cost more than `cash`.
fn priced_out(game: &Game, cash: u32) -> bool {
    let dear = |chain: &Chain| {
        let price = game.board().share_price(*chain);
        price > cash && game.bank_shares(*chain) > 0
    };
    Chain::ALL.iter().any(dear)
}

fn offers(game: &Game) -> Vec<Offer> {
    let offer =
        |chain| Offer { chain, price: game.board().share_price(chain), bank: game.bank_shares(chain) };
    game.buyable_chains().iter().map(offer).collect()
}
