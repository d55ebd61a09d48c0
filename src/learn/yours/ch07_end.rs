//! Chapter 7, the end of the game: exercises 14 and 15. Write the bodies; leave the tests alone.

use crate::rules::{Game, PlayerId};

/// Exercise 14: whether the player to decide may announce the end now (R16, with the quick
/// game V1), without `Game::can_announce`, `legal_actions` or `apply`.
pub fn can_announce(game: &Game) -> bool {
    todo!(
        "ex14: write can_announce in src/learn/yours/ch07_end.rs, then run `cargo test --features learn ex14`"
    )
}

/// Exercise 15: the ranking by cash (R18) as `(rank, player)` pairs, richest first; equal
/// cash shares a rank (1, 1, 3), and tied players stay in seat order.
pub fn ranking(cash: &[u32]) -> Vec<(usize, PlayerId)> {
    todo!("ex15: write ranking in src/learn/yours/ch07_end.rs, then run `cargo test --features learn ex15`")
}

// Do not change these tests: each hands your function to its checker.
#[cfg(test)]
mod tests {
    use crate::learn::{self, Mismatch};

    #[test]
    fn ex14_can_announce() -> Result<(), Mismatch> {
        learn::ex14(super::can_announce)
    }

    #[test]
    fn ex15_ranking() -> Result<(), Mismatch> {
        learn::ex15(super::ranking)
    }
}
