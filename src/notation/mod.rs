//! Machine text: the notations that files and other programs rely on, each versioned and
//! independent of the words a person types at the prompt.
//!
//! - [`position`]: position files (`# bauloewe position 1`), a game at the start of a turn,
//!   and one seat's view written in the same notation ([`position::write_view`], `view`).
//! - [`action`]: one action as saves write it (`lay 7E`, `sell 2 trade 4`), with a grammar of
//!   its own, so that renaming a console command (or playing in another language) never
//!   changes what a save means.
//! - [`seats`]: the seat list `NAME[:KIND],…` of `--players` and script headers, and
//!   [`kind`]: who decides for a seat (a person, or a computer player of some level).
//! - [`options`]: the variants' words (`quick`, `hidden`, `market`).
//! - [`text`]: quoting what someone wrote in a message, safely, and numbers in groups of three.
//!
//! The rules know nothing of text; this layer turns text into rules' values and back. Like
//! shakmaty's `fen` and `uci` modules beside its rules, it is read by the rooms above it
//! and reads only `rules`.

pub mod action;
pub mod kind;
pub mod options;
pub mod position;
pub mod seats;
pub mod text;

#[cfg(test)]
mod rule_tests;

pub use action::{ActionError, parse_action, write_action};
pub use kind::{PlayerKind, UnknownKind};
pub use position::{PositionError, PositionProblem, read_position, write_position};
pub use seats::{NameError, Seat, SeatList, SeatListError, same_name};
