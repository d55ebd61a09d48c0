//! The command words of a language, `help` and `rules`.

/// The command words of a language, `help` and `rules`.
pub trait CommandWords {}
