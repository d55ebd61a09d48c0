//! The turn screen, the board's tables, prompts, the opening and the end.

/// The turn screen, the board's tables, prompts, the opening and the end.
pub trait ScreenWords {}
