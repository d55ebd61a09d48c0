//! The rules engine: every rule of [the rule book](rulebook), with no printing, no files, no
//! clock.
//!
//! Read it in this order: [`tile`] and [`chain`] are the vocabulary, [`board`] the cells and
//! chain sizes, [`player`] seats and hands, [`action`] what players do, [`event`] what happened,
//! [`error`] why an action was refused, [`scoring`] the bonuses, and [`game`] the turn flow that
//! ties them together. [`view`] is what one seat may see of a game (R19), what a computer
//! player decides from. The text forms of a game (position files, the action notation) live
//! in the `notation` module, above the rules.

pub mod action;
pub mod board;
pub mod chain;
pub mod error;
pub mod event;
pub mod game;
pub mod player;
#[doc = include_str!("rulebook.md")]
pub mod rulebook {}
pub mod scoring;
pub mod tile;
pub mod view;

#[cfg(test)]
mod market_tests;

#[cfg(test)]
pub(crate) mod test_support;

#[cfg(test)]
mod random_games;

pub use action::{Action, Decision};
pub use board::{Board, Cell, TileStatus};
pub use chain::{CHAIN_COUNT, Chain, ChainSet, SAFE_SIZE, SHARES_PER_CHAIN};
pub use error::{AnnounceRefusal, RuleError};
pub use event::{BonusKind, EndReason, Event, Events, Unrecorded};
pub use game::{
    Game, LegalChoices, Options, Placed, SHARES_PER_TURN, STARTING_CASH, SetupError, below, buying_follows,
    check_options, check_player_count, found_on, place_on, win_share,
};
pub use player::{HAND_SIZE, Hand, MAX_PLAYERS, MIN_PLAYERS, PlayerId};
pub use scoring::{BonusGroup, BonusShare, bonus_groups, for_each_bonus, split_bonuses};
pub use tile::{TILE_COUNT, Tile};
pub use view::SeatView;
