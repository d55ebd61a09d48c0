//! Why an action was refused: [`RuleError`], each naming the rule that forbids it.
//!
//! A refused action changes nothing. The error is data: what was wrong, with the values a
//! message needs to say what would be right, and [`RuleError::rule`] gives the rule id from
//! [the rule book](super::rulebook). The words are the words layer's (its `RefusalWords`, one per
//! language), so that the rules speak no language.

use super::action::Decision;
use super::chain::{Chain, ChainSet};
use super::player::Hand;
use super::tile::Tile;

/// An action the rules do not allow now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The action does not answer the decision the game is waiting for.
    NotNow {
        /// What the game waits for instead.
        expected: Decision,
    },
    /// The tile is not in the player's hand.
    TileNotInHand {
        /// The tile.
        tile: Tile,
        /// The hand as it is.
        hand: Hand,
    },
    /// The tile touches two safe chains and can never be placed (R13).
    DeadTile {
        /// The tile.
        tile: Tile,
    },
    /// The tile would found an eighth chain (R12).
    EighthChain {
        /// The tile.
        tile: Tile,
    },
    /// A chain on the board cannot be founded again (R11).
    ChainOnBoard {
        /// The chain.
        chain: Chain,
        /// The chains that may be founded.
        available: ChainSet,
    },
    /// The chosen chain is not one of those offered (R14.2, R14.3).
    NotACandidate {
        /// The chain.
        chain: Chain,
        /// The chains to choose from.
        candidates: ChainSet,
        /// The rule id.
        rule: &'static str,
    },
    /// Shares can only be bought in chains on the board (R10.2).
    ChainNotOnBoard {
        /// The chain.
        chain: Chain,
    },
    /// Three shares a turn at most (R10.2).
    BuyLimitReached,
    /// The bank has no share of the chain left (R4).
    BankSoldOut {
        /// The chain.
        chain: Chain,
    },
    /// The player cannot pay (R5).
    NotEnoughCash {
        /// The chain.
        chain: Chain,
        /// The price of one share.
        price: u32,
        /// The player's cash.
        cash: u32,
    },
    /// More shares disposed of than held (R14.4.2).
    DisposeTooMany {
        /// Shares held.
        held: u8,
        /// Shares asked to dispose of.
        asked: u8,
    },
    /// Trades go two for one, so the number handed in must be even (R14.4.2).
    OddTrade {
        /// Shares asked to hand in.
        trade: u8,
    },
    /// The bank does not have enough survivor shares for the trade (R14.4.2).
    TradeTooMany {
        /// Shares asked to hand in.
        trade: u8,
        /// The most shares that may be handed in.
        max_trade: u8,
        /// The surviving chain.
        survivor: Chain,
    },
    /// The end may not be announced now (R16).
    CannotAnnounce {
        /// Why.
        reason: AnnounceRefusal,
    },
    /// The game is over.
    GameOver,
}

/// Why the end may not be announced now (R16, V1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnnounceRefusal {
    /// The end is announced already this turn.
    AlreadyAnnounced,
    /// No chain is on the board.
    NoChain,
    /// No chain has reached `end_size` hotels (41, or 25 in the quick game) and not every
    /// chain is safe.
    TooEarly {
        /// The size from which the end may be announced.
        end_size: u8,
    },
}

impl RuleError {
    /// The id of the rule that forbids the action, like `"R14"`.
    pub fn rule(&self) -> &'static str {
        match self {
            RuleError::NotNow { .. } => "R10",
            RuleError::TileNotInHand { .. } => "R10.1",
            RuleError::DeadTile { .. } => "R13",
            RuleError::EighthChain { .. } => "R12",
            RuleError::ChainOnBoard { .. } => "R11",
            RuleError::NotACandidate { rule, .. } => rule,
            RuleError::ChainNotOnBoard { .. } | RuleError::BuyLimitReached => "R10.2",
            RuleError::BankSoldOut { .. } => "R4",
            RuleError::NotEnoughCash { .. } => "R5",
            RuleError::DisposeTooMany { .. }
            | RuleError::OddTrade { .. }
            | RuleError::TradeTooMany { .. } => "R14.4",
            RuleError::CannotAnnounce { .. } => "R16",
            RuleError::GameOver => "R18",
        }
    }
}
