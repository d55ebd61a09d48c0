//! # Learn Rust with Baulöwe
//!
//! *Auf Deutsch: [Rust lernen mit Baulöwe](de), derselbe Weg mit demselben Code, auf Deutsch.*
//!
//! A path through this crate's real code, for people who know the first chapters of
//! [the Rust Book](https://doc.rust-lang.org/book/) and want to see the ideas at work in a
//! whole program: the board game *Acquire*, as Baulöwe plays it. Each chapter takes one part of
//! the game, shows the code that does it (the links lead to the items themselves, one click
//! from their source), explains the Rust it needs, and ends with a summary and exercises.
//!
//! Each chapter says how long it takes (half reading, half exercises) and which chapters of the
//! Book it assumes; what it uses beyond those, it explains where it first appears.
//!
//! Every example on these pages is a test: `cargo test` runs them against the real crate, so
//! they cannot drift from the code. Run one chapter's with `cargo test --doc ch03`. The
//! excerpts of the crate's own code, pieces of private functions that cannot run on their own,
//! are checked by a test too: each must be found in the source as written, with `// ...` where
//! it leaves something out.
//!
//! The rules of the game are in [the rule book](crate::rules::rulebook), each with an id: when
//! a page says R7 (the share prices) or X1 (a worked example of a merger), that is where to
//! read it in full.
//!
//! | chapter | the game | Rust | time | Book chapters assumed |
//! |---|---|---|---|---|
//! | [1 Tiles](ch01_tiles) | the 108 cells of the board | structs, `impl`, `Copy`, `Option`, `Display` and `FromStr` | 1 h | 1-6 |
//! | [2 Chains and prices](ch02_chains) | seven chains, three tiers, the price table | enums, `match`, consts, tables built at compile time | 45 min | 1-6 |
//! | [3 The game state](ch03_game) | whose turn it is, setting up | ownership, `&self` and `&mut self`, private fields, constructors that check | 1 h | 1-9 |
//! | [4 Actions and errors](ch04_actions) | what a player does, why it is refused | `Result`, `?`, error enums with data, parse then check | 1 h | 1-10 |
//! | [5 Placing a tile](ch05_placing) | lone, found, grow, merge, dead | iterators, closures, a flood fill, borrowing while iterating | 1½ h | 1-10, 13 |
//! | [6 Mergers and bonuses](ch06_mergers) | who survives, who is paid | sorting, rounding up in integers, `FnMut`, tests from worked examples | 1 h | 1-11, 13 |
//! | [7 The end of the game](ch07_end) | announcing the end, the ranking | `all` on nothing, `Option`, `Reverse`, the quick game | 1 h | 1-11, 13 |
//! | [8 The console](ch08_console) | reading commands, writing sentences | traits, generics over `BufRead`, `dyn Write`, why the rules never print | 1½ h | 1-13, 18.2 |
//! | [9 Saves and transcripts](ch09_saves) | saving, replaying, testing whole sessions | files, atomic writes, determinism, tests that diff outputs | 1 h | 1-13 |
//! | [10 Computer players](ch10_computer) | the tourist, the broker, the tycoon | a trait, a view the borrow checker guards, seeded randomness, threads | 1½ h | 1-13, 16, 18.2 |
//! | [11 A table across machines](ch11_table) | playing from several computers | a state machine driven by messages, threads and channels, `TcpListener`, threads or async | 2 h | 1-16, 18.2 |
//! | [12 One event loop](ch12_event_loop) | a lobby of many tables, thousands of connections | tasks, bounded channels, `select!` and cancel safety, `spawn_blocking`, a clean stop | 2 h | 1-17, 18.2 |
//!
//! ## How the exercises work
//!
//! Every chapter ends with exercises on the real game. Each one is a function with a `todo!()`
//! body in the folder `src/learn/yours/` (not part of the library), one file per chapter
//! (`src/learn/yours/ch01_tiles.rs` …). Write the body, then run the exercise's test, for example
//!
//! ```text
//! cargo test --test ch02 ex03
//! ```
//!
//! `--test ch02` names the chapter's file (each is a test target of its own), `ex03` the
//! exercise in it; `cargo test --test ch02` checks the whole chapter. Until the body is written
//! the test fails with the stub's message, which says what to do. The test hands your function
//! to a checker in [`learn`](crate::learn), which compares it with the engine's own answer on
//! every input where that is possible (every tile, every chain at every size, every way of
//! holding shares, every moment of many whole games) and names the first input where they
//! disagree. Change only the function bodies (helper functions and `use` lines are fine; the
//! few exercises that ask for a type's variants or fields say so); the `tests` module at the
//! bottom of each file is the part to leave alone.
//!
//! **Where you are.** One command checks every chapter and lists each exercise as done or not
//! yet, then names the next one and the command that checks it:
//!
//! ```text
//! cargo test --test progress
//! ```
//!
//! **Work in progress breaks nothing.** Each chapter's file is compiled on its own, so an
//! exercise you leave half written, even one that does not compile, never stops the check of
//! another chapter, and a plain `cargo test` never builds your exercises at all. Within one
//! file it does: the file's other exercises cannot be checked until it compiles. To get unstuck,
//! put `todo!()` back as the body you are stuck on (the file compiles again and you can come back
//! later), or read the hints; `git diff src/learn/yours/` shows what you changed and
//! `git checkout src/learn/yours/ch05_placing.rs` starts one file over.
//!
//! Each exercise has hints, one at a time (click to open), and a solution. The solutions on
//! these pages are tests too: `cargo test` runs each through the same checker.
//!
//! **The first run is slow; it does not hang.** When this path was tried out, the first
//! `cargo test --test progress` took 2 minutes: it compiles the crate and all its dependencies
//! for tests, and the test profile optimises (`opt-level = 2` in `Cargo.toml`), which makes
//! compiling slower and the checkers, which play thousands of whole games, fast. After that,
//! cargo recompiles only the file you changed: checking an exercise took a second or two to
//! compile, and the checkers of the later chapters run for up to half a minute.
//!
//! To play the game while you read: `cargo run` (you are Ann, against three computer players).

pub mod de;
#[cfg(test)]
mod excerpts;

#[doc = include_str!("ch01_tiles.md")]
pub mod ch01_tiles {
    pub use super::ch02_chains as next;
    pub use crate::tutorial as table_of_contents;
}

#[doc = include_str!("ch02_chains.md")]
pub mod ch02_chains {
    pub use super::ch01_tiles as previous;
    pub use super::ch03_game as next;
    pub use crate::tutorial as table_of_contents;
}

#[doc = include_str!("ch03_game.md")]
pub mod ch03_game {
    pub use super::ch02_chains as previous;
    pub use super::ch04_actions as next;
    pub use crate::tutorial as table_of_contents;
}

#[doc = include_str!("ch04_actions.md")]
pub mod ch04_actions {
    pub use super::ch03_game as previous;
    pub use super::ch05_placing as next;
    pub use crate::tutorial as table_of_contents;
}

#[doc = include_str!("ch05_placing.md")]
pub mod ch05_placing {
    pub use super::ch04_actions as previous;
    pub use super::ch06_mergers as next;
    pub use crate::tutorial as table_of_contents;
}

#[doc = include_str!("ch06_mergers.md")]
pub mod ch06_mergers {
    pub use super::ch05_placing as previous;
    pub use super::ch07_end as next;
    pub use crate::tutorial as table_of_contents;
}

#[doc = include_str!("ch07_end.md")]
pub mod ch07_end {
    pub use super::ch06_mergers as previous;
    pub use super::ch08_console as next;
    pub use crate::tutorial as table_of_contents;
}

#[doc = include_str!("ch08_console.md")]
pub mod ch08_console {
    pub use super::ch07_end as previous;
    pub use super::ch09_saves as next;
    pub use crate::tutorial as table_of_contents;
}

#[doc = include_str!("ch09_saves.md")]
pub mod ch09_saves {
    pub use super::ch08_console as previous;
    pub use super::ch10_computer as next;
    pub use crate::tutorial as table_of_contents;
}

#[doc = include_str!("ch10_computer.md")]
pub mod ch10_computer {
    pub use super::ch09_saves as previous;
    pub use super::ch11_table as next;
    pub use crate::tutorial as table_of_contents;
}

#[doc = include_str!("ch11_table.md")]
pub mod ch11_table {
    pub use super::ch10_computer as previous;
    pub use super::ch12_event_loop as next;
    pub use crate::tutorial as table_of_contents;
}

#[doc = include_str!("ch12_event_loop.md")]
pub mod ch12_event_loop {
    pub use super::ch11_table as previous;
    pub use crate::tutorial as table_of_contents;
}
