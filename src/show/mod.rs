//! Pictures and sentences of the game: the board and its tables, the turn screen, the story of
//! the events, the digest of the others' turns, hints, the end, `help` and `legal`, a finished
//! game looked at again turn by turn ([`review`]), and the records at home (`history`).
//!
//! Every function takes the game as it stands and a language, and returns text: nothing here
//! reads a line or writes to a terminal or a socket. [`seat`] draws what one seat sees, for the
//! local console and a table across machines alike, so a player sees the same screens at one
//! keyboard and at their own computer. It uses the session and the words below it; the table,
//! the console and the network above use it.

pub mod advice;
pub mod ending;
pub mod guide;
pub mod help;
pub mod home;
pub mod legal;
pub mod narrate;
pub mod opening;
pub mod palette;
pub mod prompt;
pub mod render;
pub mod review;
pub mod screen;
pub mod seat;

pub use palette::Palette;
