//! The text interface: commands in, sentences and pictures out.
//!
//! A typed line becomes a [`Command`] ([`command`]), a command becomes actions on the game held
//! by a [`Session`] ([`session`]), and the game's events and state are shown as sentences
//! ([`narrate`]) and as the board and tables ([`render`]). The [`Repl`] ([`repl`]) loops over
//! any [`LineSource`] ([`input`]: a pipe, a script, a test's `Cursor`, or the rustyline
//! terminal in [`terminal`]) and any `Write`, so tests play whole games without a terminal.
//! [`help`] holds the words of `help` and `rules`; [`setup`] the choices made before a game.
//!
//! Read [`command`] first, then [`session`] and [`repl`].

pub mod input;
pub mod interrupt;
pub mod repl;
pub mod setup;
pub mod terminal;
pub mod thinking;

pub use input::{Line, LineSource, RecordingSource, ScriptSource};
pub use repl::{Outcome, Repl, Report};
