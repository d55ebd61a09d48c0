//! Chapter 9, saves and transcripts: exercises 18 and 19. Write the bodies; leave the tests alone.
//!
//! This file is a test target of its own: `cargo test --test ch09` checks its exercises, and
//! `cargo test --test ch09 ex18` only ex18. That compiles this file alone, so a half-written exercise
//! in another chapter's file does not stop this one, nor one here another chapter.
//! `cargo test --test progress` lists every exercise, done or not yet.

// The stubs do not use their arguments yet; your solutions will.
#![allow(unused_variables)]

use bauloewe::record::ReplayError;
use bauloewe::rules::{Action, Game};

/// Exercise 18: the game dealt to `names` from `seed` (default options) after `actions`, or
/// the `ReplayError` that `Record::replay` answers; with `Game` alone, no `Record`.
pub fn replay(names: &[&str], seed: u64, actions: &[Action]) -> Result<Game, ReplayError> {
    todo!("ex18: write replay in exercises/ch09_saves.rs, then run `cargo test --test ch09 ex18`")
}

/// Exercise 19: your own command file for `cargo run -- --seed 42 --players Ann,Bob:tourist`:
/// at least 12 commands, none refused.
pub fn my_script() -> &'static str {
    todo!("ex19: write my_script in exercises/ch09_saves.rs, then run `cargo test --test ch09 ex19`")
}

// Do not change these tests: each hands your code to its checker.
#[cfg(test)]
mod tests {
    use bauloewe::learn::{self, Mismatch};

    #[test]
    fn ex18_replay() -> Result<(), Mismatch> {
        learn::ex18(super::replay)
    }

    #[test]
    fn ex19_my_script() -> Result<(), Mismatch> {
        learn::ex19(super::my_script())
    }
}
