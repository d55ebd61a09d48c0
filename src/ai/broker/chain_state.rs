//! A chain's counts packed into one number: [`ChainState`] keeps how many shares each seat
//! holds, how many the bank has left, the chain's size and whether it is safe as the eight
//! bytes of one `u64`. This is below the strategy: nine plain fields would give the same
//! choices, but the broker changes and compares chain states more than anything else, and a
//! state changed and read whole in a register is ready at once.
//!
//! It comes after the files that use it in the reading order (see `mod.rs`): the valuation
//! keeps a state for each chain, and the memo looks chain values up by a state's one number.
//! It uses nothing of the other files but [`MAX_PLAYERS`], the seats a state has room for.

use super::MAX_PLAYERS;
use crate::rules::PlayerId;

/// One chain as the broker sees it: how many shares each player holds (the seats beyond the
/// player count hold none), how many the bank has left, its size and whether it is safe.
///
/// All of it is the eight bytes of one number, `counts`: byte `p` is seat `p`'s holding,
/// byte 6 the bank, and byte 7 the size (at most 108 hotels, so seven bits) with the top bit
/// set if the chain is safe. So buying a share is one addition and one subtraction, two
/// states compare in one step, and a state is copied as one number. Why not nine fields? The
/// broker changes a state and reads it again at once, whole (to look its value up). Changed
/// byte by byte in memory, the eight bytes would have to be written out before they could be
/// read back as one number, and the processor would wait for that every time; a number
/// changed in a register is ready at once.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct ChainState {
    pub(super) counts: u64,
}

/// Where the bank's count, the size and whether the chain is safe sit in
/// [`ChainState::counts`] (as a bit offset).
const BANK_BITS: u32 = 8 * MAX_PLAYERS as u32;
const SIZE_BITS: u32 = BANK_BITS + 8;
const SAFE_BIT: u32 = 63;

impl ChainState {
    /// A chain nobody holds a share of, with `bank` shares in the bank, off the board.
    pub(super) fn with_bank(bank: u8) -> ChainState {
        ChainState { counts: (bank as u64) << BANK_BITS }
    }

    /// How many shares each of the first `LANES` seats holds (at most [`MAX_PLAYERS`]).
    pub(super) fn holdings<const LANES: usize>(&self) -> [u8; LANES] {
        let bytes = self.counts.to_le_bytes();
        std::array::from_fn(|p| bytes[p])
    }

    /// How many shares the bank has left.
    pub(super) fn bank(&self) -> u8 {
        (self.counts >> BANK_BITS) as u8
    }

    /// How many hotels the chain has (0 when it is not on the board).
    pub(super) fn size(&self) -> u8 {
        (self.counts >> SIZE_BITS) as u8 & 0x7f
    }

    /// Whether the chain is safe (R15).
    pub(super) fn safe(&self) -> bool {
        self.counts >> SAFE_BIT == 1
    }

    /// This state with `held` shares for `player` (who held none before).
    pub(super) fn holding(self, player: PlayerId, held: u8) -> ChainState {
        debug_assert!(
            player < MAX_PLAYERS && self.holdings::<MAX_PLAYERS>()[player] == 0,
            "seat {player} set twice"
        );
        ChainState { counts: self.counts | (held as u64) << (8 * player) }
    }

    /// This state once `player` has taken a share from the bank, which must have one. The
    /// holding stays at most 25 (a chain has 25 shares), and the bank, which had at least one,
    /// at least 0: so neither count carries into its neighbour or borrows from it.
    pub(super) fn bought_by(self, player: PlayerId) -> ChainState {
        // Checked in test builds, as the `u8` counts were checked before they were packed.
        debug_assert!(player < MAX_PLAYERS && self.bank() > 0, "seat {player} bought from an empty bank");
        let counts = self.counts + (1 << (8 * player)) - (1 << BANK_BITS);
        ChainState { counts }
    }

    /// This state with the chain `size` hotels big (at most 127) and `safe` or not.
    pub(super) fn on_board(self, size: u8, safe: bool) -> ChainState {
        debug_assert!(size < 0x80, "a chain of {size} hotels");
        let byte = (size as u64) << SIZE_BITS | (safe as u64) << SAFE_BIT;
        ChainState { counts: self.counts & !(0xff << SIZE_BITS) | byte }
    }
}

/// Shows the counts one by one, not the number they are packed into.
impl std::fmt::Debug for ChainState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ChainState")
            .field("holdings", &self.holdings::<MAX_PLAYERS>())
            .field("bank", &self.bank())
            .field("size", &self.size())
            .field("safe", &self.safe())
            .finish()
    }
}
