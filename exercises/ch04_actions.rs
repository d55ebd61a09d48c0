//! Chapter 4, actions and errors: exercises 7 and 8. Write the bodies; leave the tests alone.
//!
//! This file is a test target of its own: `cargo test --test ch04` checks its exercises, and
//! `cargo test --test ch04 ex07` only ex07. That compiles this file alone, so a half-written exercise
//! in another chapter's file does not stop this one, nor one here another chapter.
//! `cargo test --test progress` lists every exercise, done or not yet.

// The stubs do not use their arguments yet; your solutions will.
#![allow(unused_variables)]

use bauloewe::rules::{Action, Chain, Game, RuleError};

/// Exercise 7: the action in the save notation (`lay 7E`, `sell 2 trade 4`, `keep`, …),
/// without calling `notation::write_action`.
pub fn write_action(action: Action) -> String {
    todo!("ex07: write write_action in exercises/ch04_actions.rs, then run `cargo test --test ch04 ex07`")
}

/// Exercise 8: `Ok(())` if the game would accept `Action::Buy(chain)` now, else the first
/// `RuleError` it would refuse it with, in `apply`'s order (chapter 4 gives it), at any
/// decision and at the end too; using only `Game`'s public queries (no `apply`).
pub fn check_buy(game: &Game, chain: Chain) -> Result<(), RuleError> {
    todo!("ex08: write check_buy in exercises/ch04_actions.rs, then run `cargo test --test ch04 ex08`")
}

// Do not change these tests: each hands your function to its checker.
#[cfg(test)]
mod tests {
    use bauloewe::learn::{self, Mismatch};

    #[test]
    fn ex07_write_action() -> Result<(), Mismatch> {
        learn::ex07(super::write_action)
    }

    #[test]
    fn ex08_check_buy() -> Result<(), Mismatch> {
        learn::ex08(super::check_buy)
    }
}
