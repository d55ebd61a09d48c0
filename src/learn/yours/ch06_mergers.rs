//! Chapter 6, mergers and bonuses: exercises 12 and 13. Write the bodies; leave the tests alone.

use crate::rules::PlayerId;

/// Exercise 12: `amount` rounded up to a multiple of 100 (R14.4.1), in integers only.
pub fn round_up(amount: u32) -> u32 {
    todo!(
        "ex12: write round_up in src/learn/yours/ch06_mergers.rs, then run `cargo test --features learn ex12`"
    )
}

/// Exercise 13: who is paid what of a chain's bonuses (R14.4.1), in seat order, as
/// `(player, amount)` pairs; `holdings[p]` is player `p`'s number of shares. Without calling
/// the engine's `split_bonuses` or `for_each_bonus`.
pub fn split(holdings: &[u8], majority: u32, minority: u32) -> Vec<(PlayerId, u32)> {
    todo!("ex13: write split in src/learn/yours/ch06_mergers.rs, then run `cargo test --features learn ex13`")
}

// Do not change these tests: each hands your function to its checker.
#[cfg(test)]
mod tests {
    use crate::learn::{self, Mismatch};

    #[test]
    fn ex12_round_up() -> Result<(), Mismatch> {
        learn::ex12(super::round_up)
    }

    #[test]
    fn ex13_split() -> Result<(), Mismatch> {
        learn::ex13(super::split)
    }
}
