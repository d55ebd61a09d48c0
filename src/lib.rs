//! # Baulöwe
//!
//! The hotel-chain and stock game known as *Acquire*, as a library and a console program.
//!
//! The crate is built in layers, and each uses only the ones listed before it:
//!
//! - [`rules`]: the rules engine. A [`rules::Game`] answers whose decision it is, which
//!   actions are legal, and applies them, returning typed events or a typed refusal that names
//!   its rule. A [`rules::SeatView`] is what one seat may see of a game. No words, no files.
//! - [`notation`]: machine text: position files, the action notation of saves, seat lists.
//! - [`record`]: the history of a game: how it began and every action since; replay and undo.
//! - [`ai`]: computer players, each deciding from its seat's view only.
//! - [`save`]: save slots, the save format, recorded command scripts, how a game begins.
//! - [`console`]: every word the program prints, the command table, the REPL loop, and a
//!   table across machines: [`console::table`] (one game and the people at it, knowing no
//!   sockets) and [`console::net`] (the wire protocol, told there for bot writers, seat codes,
//!   the server and the `join` client).
//! - [`simulate`]: the engine benchmark and tournaments between computer players.
//! - [`learn`]: the checkers of the tutorial's exercises, on top of everything: each compares
//!   a learner's function with the layer it is about, the console too.
//!
//! Start reading at [`rules`], then `rules::game`; then [`notation`] and [`record`], which
//! turn a game into text and history; then [`ai`] and [`console`].
//!
//! Learning Rust? The [`tutorial`] walks through this crate's real code in eleven chapters, each
//! with exercises that [`learn`] checks against the engine (`cargo test --test ch01 ex01`);
//! `cargo test --test progress` lists them, done or not yet, and the command for the next one.

#![warn(missing_docs)]

pub mod ai;
pub mod bench;
pub mod cli;
pub mod command;
pub mod console;
pub mod flags;
pub mod learn;
pub mod net;
pub mod notation;
pub mod record;
pub mod rules;
pub mod save;
pub mod session;
pub mod show;
pub mod simulate;
pub mod table;
pub mod words;

// The learning path: documentation only. rustdoc renders it and `cargo test` runs its examples
// and the test that its excerpts match the source, but a normal build (and so the public API)
// does not contain it.
#[cfg(any(doc, doctest, test))]
pub mod tutorial;
