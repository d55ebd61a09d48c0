//! The terminal: where a person at one keyboard plays.
//!
//! The [`Repl`] ([`repl`]) loops over any [`LineSource`] ([`input`]: a pipe, a script, a
//! test's `Cursor`, or the rustyline terminal in [`terminal`]) and any `Write`, so tests play
//! whole games without a terminal; it keeps the game saved after every decision
//! (`repl::autosave`) and keeps a game that ends in the records at home ([`keeper`]). [`interrupt`] turns Ctrl-C into a value, [`thinking`] draws the spinner
//! while a computer thinks, and [`setup`] chooses the colours for the terminal at hand.
//! [`review`] shows a saved game again, turn by turn (`bauloewe review FILE`).
//!
//! It may use every room below it (the game is a `crate::session::Session`, what a seat sees
//! is drawn by `crate::show`, every sentence is asked of `crate::words`); nothing below uses
//! it. Read [`repl`] first, then [`input`] and [`terminal`].

pub mod input;
pub mod interrupt;
pub mod keeper;
pub mod repl;
pub mod review;
pub mod setup;
pub mod terminal;
pub mod thinking;

pub use input::{Line, LineSource, RecordingSource, ScriptSource};
pub use repl::{Outcome, Repl, Report};
