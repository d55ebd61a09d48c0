//! What the rules and the command parser refuse, and what the game waits for.

/// What the rules and the command parser refuse, and what the game waits for.
pub trait RefusalWords {}
