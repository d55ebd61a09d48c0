//! Chapter 10, computer players: exercises 20 and 21. Write the bodies; leave the tests alone.
//!
//! This file is a test target of its own: `cargo test --test ch10` checks its exercises, and
//! `cargo test --test ch10 ex20` only ex20. That compiles this file alone, so a half-written exercise
//! in another chapter's file does not stop this one, nor one here another chapter.
//! `cargo test --test progress` lists every exercise, done or not yet.

// The stubs do not use their arguments yet; your solutions will.
#![allow(unused_variables)]

use bauloewe::ai::ComputerPlayer;
use bauloewe::rules::{Action, PlayerId, SeatView};

/// Exercise 20: a computer player that buys the cheapest chain it can while it may buy.
#[derive(Debug, Default)]
pub struct Cheapskate;

impl ComputerPlayer for Cheapskate {
    fn decide(&mut self, view: &SeatView) -> Action {
        todo!(
            "ex20: write Cheapskate::decide in exercises/ch10_computer.rs, then run `cargo test --test ch10 ex20`"
        )
    }
}

/// Exercise 21: a player's cash plus their shares at current prices, as `view` shows them,
/// without `net_worth`.
pub fn net_worth(view: &SeatView, player: PlayerId) -> u32 {
    todo!("ex21: write net_worth in exercises/ch10_computer.rs, then run `cargo test --test ch10 ex21`")
}

// Do not change these tests: each hands your code to its checker.
#[cfg(test)]
mod tests {
    use bauloewe::learn::{self, Mismatch};

    #[test]
    fn ex20_cheapskate() -> Result<(), Mismatch> {
        learn::ex20(|| super::Cheapskate)
    }

    #[test]
    fn ex21_net_worth() -> Result<(), Mismatch> {
        learn::ex21(super::net_worth)
    }
}
