//! Pictures and sentences of the game: the board and its tables, the turn screen, the story of
//! the events, the digest of the others' turns, hints, the end, `help` and `legal`.

pub mod advice;
pub mod ending;
pub mod guide;
pub mod help;
pub mod legal;
pub mod narrate;
pub mod opening;
pub mod palette;
pub mod prompt;
pub mod render;
pub mod screen;
pub mod seat;

pub use palette::Palette;
