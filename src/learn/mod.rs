//! The checkers of the [tutorial](crate#)'s exercises: each compares a learner's function with
//! the engine's answer over every input where that is possible.
//!
//! An exercise is a function with a `todo!()` body in the folder `src/learn/yours/` (not part
//! of the library), one file per chapter. Write the body, then run
//!
//! ```text
//! cargo test --test ch01 ex01
//! ```
//!
//! The test beside the stub hands the function to its checker here ([`ex01`] for exercise 1),
//! which answers `Ok(())` or the first input on which the function and the engine disagree, as a
//! [`Mismatch`]. Until the body is written, the test fails with the stub's `todo!()` message,
//! which says what to do. Each chapter's file is a test target of its own, compiled apart from
//! the crate and from the other chapters, and left out of a plain `cargo test`: an exercise in
//! progress never breaks the crate's own tests, nor another chapter's check.
//! `cargo test --test progress` checks them all and lists each exercise, done or not yet.
//!
//! The checkers are in the normal build because the tutorial's solutions call them: every
//! `cargo test` runs each solution through its checker, so a solution cannot rot.

pub mod actions;
pub mod chains;
pub mod computer;
pub mod console;
pub mod end;
pub mod game;
pub mod mergers;
pub mod placing;
pub mod saves;
mod shown;
pub mod table;
pub mod tiles;

use std::fmt;

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

use crate::ai::tourist;
use crate::rules::{Game, Options};
use shown::Shown;

pub use actions::{ex07, ex08};
pub use chains::{ex03, ex04};
pub use computer::{ex21, ex22};
pub use console::{ex16, ex17, ex18};
pub use end::{ex14, ex15};
pub use game::{ex05, ex06};
pub use mergers::{ex12, ex13};
pub use placing::{ex09, ex10, ex11};
pub use saves::{ex19, ex20};
pub use table::ex23;
pub use tiles::{ex01, ex02};

/// The first input on which a learner's function and the engine disagree.
#[derive(Clone, PartialEq, Eq)]
pub struct Mismatch {
    /// The exercise, like `"ex04"`.
    pub exercise: &'static str,
    /// The input, as the checker writes it.
    pub input: String,
    /// What the engine answers.
    pub engine: String,
    /// What the learner's function answers.
    pub yours: String,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Mismatch { exercise, input, engine, yours } = self;
        write!(f, "{exercise}: for {input} the engine answers {engine}, but yours answers {yours}")
    }
}

/// The same words as `Display`: a test that returns `Err(mismatch)` prints them.
impl fmt::Debug for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

impl std::error::Error for Mismatch {}

/// `Ok(())` when the engine and the learner agree on `input`, the mismatch otherwise, with
/// both answers in the game's own forms ([`Shown`]: tiles as `12C`, not `Tile(35)`).
fn same<T: PartialEq + Shown>(
    exercise: &'static str,
    input: impl fmt::Display,
    engine: T,
    yours: T,
) -> Result<(), Mismatch> {
    if engine == yours {
        return Ok(());
    }
    let (input, engine, yours) = (input.to_string(), engine.shown(), yours.shown());
    Err(Mismatch { exercise, input, engine, yours })
}

/// Every moment of `count` whole games between tourists (2 to 6 players, every third game a
/// quick game), from fixed seeds: the inputs of the checkers that need games.
fn moments(count: u64) -> impl Iterator<Item = Game> {
    (0..count).flat_map(|seed| {
        let names = (0..2 + seed % 5).map(|seat| format!("P{seat}"));
        let options = Options { quick: seed % 3 == 0, ..Options::default() };
        let (game, _) = Game::new(names, seed, options).expect("2 to 6 players with different names");
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        std::iter::successors(Some(game), move |game| {
            let seat = game.decision().player()?;
            let action = tourist::choose(&game.view(seat), &mut rng);
            let mut next = game.clone();
            next.apply(action).expect("a tourist plays legal actions");
            Some(next)
        })
    })
}

/// A game's moment as a checker names it (only written out for a mismatch): its turn, its
/// decision and its position file, as the seed is not shown.
fn describe(game: &Game) -> Moment<'_> {
    Moment(game)
}

/// See [`describe`].
struct Moment<'g>(&'g Game);

impl fmt::Display for Moment<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let game = self.0;
        let kinds = vec![crate::notation::PlayerKind::Human; game.player_count()];
        let position = crate::notation::write_position(game, &kinds);
        let waiting = game.decision().shown();
        write!(f, "turn {} (waiting for {waiting}) of this game:\n{position}", game.turn_number())
    }
}
