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

pub mod advice;
pub mod command;
pub mod digest;
pub mod ending;
pub mod flags;
pub mod help;
pub mod input;
pub mod interrupt;
pub mod lang;
pub mod legal;
pub mod narrate;
pub mod net;
pub mod opening;
pub mod render;
pub mod repl;
pub mod screen;
pub mod seat;
pub mod session;
pub mod setup;
pub mod table;
pub mod terminal;
pub mod text;
pub mod thinking;
pub mod waiting;
pub mod words;
pub mod wrap;

pub use command::{Command, CommandError};
pub use input::{Line, LineSource, Prompt, RecordingSource, ScriptSource};
pub use lang::Lang;
pub use render::Palette;
pub use repl::{Outcome, Repl, Report};
pub use session::{PlayError, Session};
