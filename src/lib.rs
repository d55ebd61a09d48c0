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
//! - [`ai`]: computer players, each deciding from its seat's view only, and hints as data.
//! - [`save`]: save slots, the save format, recorded command scripts, how a game begins.
//! - [`store`]: finished games, ratings and the lobby's names, kept in SQLite: one
//!   transaction per game, each player rated per player count (Weng-Lin).
//! - [`simulate`]: the engine benchmark, tournaments between computer players, decision
//!   timing, and the figures of the network benchmarks (run from [`bench`](mod@bench)).
//! - [`command`]: what a typed line means: a [`command::Command`], read in the command words
//!   of the languages the parser is handed; the table of commands.
//! - [`flags`]: the command line's table of flags and its refusals, as data.
//! - [`session`]: a game played by commands: the record, the computer players at the table,
//!   what the game waits for and what a turn did, as data; a game cut into turns for a review.
//! - [`words`]: every sentence a person reads, a trait per kind and a folder per language; the
//!   table of languages ([`words::Lang`]); how lines are broken to a width.
//! - [`show`]: pictures and sentences of the game: the board, the turn screen, the story of
//!   the events, hints, the end, `help` and `legal`; what one seat sees; a turn looked back at.
//! - [`table`]: one game and the people at it, driven by `(viewer, line)` messages and
//!   answering each viewer's lines; it knows no sockets.
//! - [`console`]: the terminal: line sources (rustyline, a pipe, a script), Ctrl-C, the
//!   spinner, colours, and the local REPL with its autosave.
//! - [`net`]: a table across machines: the protocol `bauloewe/1` (told there for bot
//!   writers), seat codes, the server, the `join` client and the table's journal.
//! - [`bench`](mod@bench): the network benchmarks, which drive a real server from outside as bots do.
//! - [`cli`]: the command line read with clap into what it asks for, and its help.
//! - [`learn`]: the checkers of the tutorial's exercises, on top of everything: each compares
//!   a learner's function with the layer it is about, the console too.
//!
//! Start reading at [`rules`], then `rules::game`; then [`notation`] and [`record`], which
//! turn a game into text and history; then [`ai`], [`command`], [`session`], [`words`] and
//! [`show`]; then [`table`] and [`console`], then [`net`].
//!
//! Learning Rust? The [`tutorial`] walks through this crate's real code in twelve chapters, each
//! with exercises that [`learn`] checks against the engine (`cargo test --test ch01 ex01`);
//! `cargo test --test progress` lists them, done or not yet, and the command for the next one.
//! Auf Deutsch: [Rust lernen mit Baulöwe](tutorial::de), derselbe Weg über denselben Code.

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
pub mod store;
pub mod table;
pub mod words;

// The learning path: documentation only. rustdoc renders it and `cargo test` runs its examples
// and the test that its excerpts match the source, but a normal build (and so the public API)
// does not contain it.
#[cfg(any(doc, doctest, test))]
pub mod tutorial;

// Helpers the unit tests of several modules share (a scratch folder that removes itself).
#[cfg(test)]
mod test_support;
