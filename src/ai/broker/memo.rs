//! Remembering chain values. Most of the broker's thinking is valuing chains, and it does that
//! as seldom as it can: what a chain adds to each worth depends on that chain and the stage of
//! the game only, so the broker remembers the chain values it has worked out lately
//! ([`ChainValues`]), in a table of 256 slots picked by hashing, where a new value takes the
//! slot of an older one. What is remembered is what would be worked out again, so none of
//! this changes a choice.
//!
//! In the reading order (see `mod.rs`) it comes after `valuation.rs`, which asks it for chain
//! values, and before `chain_value.rs`, which works them out.

use super::MAX_PLAYERS;
use super::chain_state::ChainState;
use super::chain_value::{ChainWorth, Stage, value_chain};
use crate::ai::parallel;
use crate::rules::Chain;

/// The chain values a broker has worked out ([`value_chain`]), remembered by everything a
/// value depends on: the chain, its state and the stage of the game. Thinking a move through
/// asks for the same few again and again (most chains stay as they were whichever tile is
/// tried, and a share tried first is often tried again after another one), so most are
/// found here instead of being worked out anew.
///
/// A table of fixed size: each chain value has one slot, picked by hashing its key, and a new
/// value takes the slot of whatever was there. A value found here is the one
/// [`value_chain`] would answer, so remembering changes no choice.
#[derive(Clone)]
pub(super) struct ChainValues<const LANES: usize> {
    /// Empty until the first value is remembered, then [`SLOTS`] long; a slot not used yet
    /// holds [`ValueKey::NONE`].
    slots: Vec<Slot<LANES>>,
    /// Whether values are remembered at all (not for a position judged once).
    remembers: bool,
    /// The value worked out last when nothing is remembered. [`ChainValues::value`] answers a
    /// reference (`&ChainWorth`), which must point at a value that outlives the call: a slot
    /// when values are remembered, and this field when they are not.
    last: ChainWorth<LANES>,
}

/// One remembered chain value and its key, in two cache lines of their own (64 bytes each):
/// a look-up reads two lines, where a key and its value kept in lists apart would take up to four.
#[derive(Clone, Copy)]
#[repr(align(64))]
struct Slot<const LANES: usize> {
    key: ValueKey,
    worth: ChainWorth<LANES>,
}

// Checked as the program is built: a slot is exactly two cache lines, and starts one.
const _: () = assert!(size_of::<Slot<4>>() == 128 && align_of::<Slot<4>>() == 64);
const _: () = assert!(size_of::<Slot<MAX_PLAYERS>>() == 128 && align_of::<Slot<MAX_PLAYERS>>() == 64);

/// How many chain values a [`ChainValues`] holds: a power of two, so that a slot is picked by
/// the top bits of a hashed key.
///
/// Why not more? A bigger table forgets fewer values (with 4,096 slots a third as many are
/// worked out again), yet the broker measured slower with one: 256 slots of 128 bytes are
/// 32 KB, the first cache of the processor it was measured on, and a look-up that waits for
/// a slower cache costs more than working many values out again.
const SLOTS: usize = 256;

/// Everything [`value_chain`] depends on, packed into numbers that compare at once: the
/// chain's counts (see [`ChainState`]: its size, bank and holdings, and whether it is safe),
/// the chain itself, and the stage by `left` alone (the growth is worked out from it), as its
/// bits: equal bits, equal stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct ValueKey {
    counts: u64,
    chain: u8,
    left: u64,
}

impl<const LANES: usize> ChainValues<LANES> {
    /// What `chain` adds to each player's worth when it stands as `state` at `stage`.
    pub(super) fn value(&mut self, chain: Chain, state: &ChainState, stage: Stage) -> &ChainWorth<LANES> {
        if !self.remembers {
            self.last = value_chain(chain, state, stage);
            return &self.last;
        }
        if self.slots.is_empty() {
            self.slots = vec![Slot { key: ValueKey::NONE, worth: ChainWorth::ZERO }; SLOTS];
        }
        let key = ValueKey::of(chain, state, stage);
        let slot = &mut self.slots[key.slot()];
        if slot.key != key {
            slot.key = key;
            slot.worth = value_chain(chain, state, stage);
        }
        &slot.worth
    }

    /// A table that remembers nothing, for a position judged once.
    pub(super) fn none() -> ChainValues<LANES> {
        ChainValues { slots: Vec::new(), remembers: false, last: ChainWorth::ZERO }
    }
}

impl<const LANES: usize> Default for ChainValues<LANES> {
    /// No value remembered yet (and nothing allocated).
    fn default() -> ChainValues<LANES> {
        ChainValues { slots: Vec::new(), remembers: true, last: ChainWorth::ZERO }
    }
}

/// Shows how many values are remembered, not the values.
impl<const LANES: usize> std::fmt::Debug for ChainValues<LANES> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let remembered = self.slots.iter().filter(|slot| slot.key != ValueKey::NONE).count();
        f.debug_struct("ChainValues").field("remembered", &remembered).finish()
    }
}

impl ValueKey {
    /// The key of no chain value (no chain has this number), in the slots not used yet.
    const NONE: ValueKey = ValueKey { counts: 0, chain: u8::MAX, left: 0 };

    fn of(chain: Chain, state: &ChainState, stage: Stage) -> ValueKey {
        ValueKey { counts: state.counts, chain: chain.index() as u8, left: stage.left.to_bits() }
    }

    /// The key's slot in a table of [`SLOTS`], by Fibonacci hashing: the key's parts folded
    /// into one number, multiplied by 2^64 divided by the golden ratio, and the top bits of the
    /// product taken (a multiplication carries every bit of a number into the top ones). A full
    /// mix such as [`parallel::mix`] takes three multiplications, and measured no fewer values
    /// worked out again: 531,584 in 500 games of four brokers, against 528,590 this way.
    ///
    /// `left` is rotated before it is folded in. The bits of `left` that differ most from stage
    /// to stage are its top ones (exponent and first binary digits); unrotated, they would
    /// fall on the top byte of `counts`, the chain's size and whether it is safe, which often
    /// change with the stage (the stage follows the largest chain), so that two keys could
    /// fold alike more often. Rotated by 17 they fall on the lowest bytes instead (the first
    /// seats' holdings). The amount was picked by hand when the table was written (commit
    /// bc4c4c6, which mixed the fold fully then); no measurement of it is recorded.
    fn slot(&self) -> usize {
        let folded = self.counts ^ self.left.rotate_left(17) ^ self.chain as u64;
        (folded.wrapping_mul(parallel::GOLDEN_GAMMA) >> (64 - SLOTS.trailing_zeros())) as usize
    }
}
