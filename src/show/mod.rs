//! Pictures and sentences of the game: the board and its tables, the turn screen, the story of
//! the events, the digest of the others' turns, hints, the end, `help` and `legal`.

pub mod advice;
pub mod digest;
pub mod ending;
pub mod help;
pub mod legal;
pub mod narrate;
pub mod opening;
pub mod render;
pub mod screen;
pub mod seat;

pub use render::Palette;
