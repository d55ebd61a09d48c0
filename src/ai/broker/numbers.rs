//! The strategy's numbers: every number that shapes how the broker plays, each named with what
//! it does. Each was set by hand in the broker's first working version (commit fb09c86) and has
//! not changed since: `git log -S` finds each number only there and where code moved, and no
//! commit says it tuned or measured one. Changing one changes the broker's choices (and the
//! reports `simulate` gives).
//!
//! Last in the reading order (see `mod.rs`): the files before it use these numbers by name, and
//! it uses nothing of theirs.

use crate::rules::SHARES_PER_CHAIN;

/// A buy must improve the broker's standing by this much (in dollars of worth) to be worth it,
/// so that a share bought for a tiny gain does not spend cash. Set by hand.
pub(super) const BUY_THRESHOLD: f64 = 60.0;

/// While the game goes on, cash is worth more than itself: this part of it (up to
/// [`RESERVE_CAP`]) is added, as cash buys the chances still to come. Set by hand.
pub(super) const RESERVE_SHARE: f64 = 0.25;

/// The most cash that earns the reserve at the start of the game; the cap shrinks with the game
/// left ([`Stage::left`](super::chain_value::Stage::left)), so the reserve is gone at the end.
/// Set by hand.
pub(super) const RESERVE_CAP: f64 = 3000.0;

/// How much the strongest rival's worth counts in a standing; the rest,
/// [`AVERAGE_RIVAL_WEIGHT`], is the rivals' average (the two add up to 1). Set by hand.
pub(super) const STRONGEST_RIVAL_WEIGHT: f64 = 0.6;

/// How much the rivals' average worth counts in a standing (see [`STRONGEST_RIVAL_WEIGHT`]).
pub(super) const AVERAGE_RIVAL_WEIGHT: f64 = 0.4;

/// How many hotels an unsafe chain is expected to grow by at the start of the game; the
/// expected growth shrinks with the game left
/// ([`Stage::growth`](super::chain_value::Stage::growth)). Set by hand.
pub(super) const GROWTH_AT_START: f64 = 4.0;

/// How much of the game is taken to be left once the end may be announced (R16): little, as
/// any player may end it in their next turn. Set by hand.
pub(super) const LEFT_ONCE_ANNOUNCEABLE: f64 = 0.15;

/// How sure any bonus is at the start of the game, for its timing alone; the rest,
/// [`TIMING_RISE`], comes as the game runs out (see
/// [`sureness`](super::chain_value::sureness)). Set by hand.
pub(super) const TIMING_AT_START: f64 = 0.5;

/// How much surer a bonus becomes by the end of the game (see [`TIMING_AT_START`]).
pub(super) const TIMING_RISE: f64 = 0.5;

/// How much a bonus counts for its holder's lead when the lead is least safe; the rest,
/// [`HOLD_RISE`], comes as the lead gets surer (see
/// [`hold_weight`](super::chain_value::hold_weight)). Set by hand.
pub(super) const HOLD_FLOOR: f64 = 0.65;

/// How much more a bonus counts when its holder's lead cannot be caught (see [`HOLD_FLOOR`]).
pub(super) const HOLD_RISE: f64 = 0.35;

/// How many of the bank's shares a rival is taken to be able to buy before a chain pays out: a
/// quarter of a chain's 25, so 6 (see [`hold_weight`](super::chain_value::hold_weight)). Set by
/// hand.
pub(super) const REACHABLE: u8 = SHARES_PER_CHAIN / 4;
