//! Chapter 4, actions and errors: exercises 7 and 8. Write the bodies; leave the tests alone.
//!
//! This file is a test target of its own: `cargo test --test ch04` checks its exercises, and
//! `cargo test --test ch04 ex07` only ex07. That compiles this file alone, so a half-written exercise
//! in another chapter's file does not stop this one, nor one here another chapter.
//! Within this file it does: put `todo!()` back as the body you are stuck on to check the rest.
//! `cargo test --test progress` lists every exercise, done or not yet.

// The stubs do not use their arguments yet; your solutions will.
#![allow(unused_variables)]

use std::fmt;

use bauloewe::rules::{Action, Chain, Game, RuleError};

/// Exercise 7: your error type for a line that is not an action. Give it the variants it
/// needs, each carrying what its message names, and write its `Display`.
#[derive(Debug)]
pub enum ReadError {
    // Your variants.
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        todo!("ex07: write ReadError's Display in src/learn/yours/ch04_actions.rs")
    }
}

/// Exercise 7: the action a line of the save notation names (`lay 7E`, `sell 2 trade 4`,
/// `keep`, … in any case), or a `ReadError` whose message names the word that is wrong, or the
/// line when it has none of the forms; without `notation::parse_action`.
pub fn read_action(line: &str) -> Result<Action, ReadError> {
    todo!(
        "ex07: write read_action in src/learn/yours/ch04_actions.rs, then run `cargo test --test ch04 ex07`"
    )
}

/// Exercise 8: `Ok(())` if the game would accept `Action::Buy(chain)` now, else the first
/// `RuleError` it would refuse it with, in `apply`'s order (chapter 4 gives it), at any
/// decision and at the end too; using only `Game`'s public queries (no `apply`).
pub fn check_buy(game: &Game, chain: Chain) -> Result<(), RuleError> {
    todo!("ex08: write check_buy in src/learn/yours/ch04_actions.rs, then run `cargo test --test ch04 ex08`")
}

// Do not change these tests: each hands your function to its checker.
#[cfg(test)]
mod tests {
    use bauloewe::learn::{self, Mismatch};

    #[test]
    fn ex07_read_action() -> Result<(), Mismatch> {
        learn::ex07(super::read_action)
    }

    #[test]
    fn ex08_check_buy() -> Result<(), Mismatch> {
        learn::ex08(super::check_buy)
    }
}
