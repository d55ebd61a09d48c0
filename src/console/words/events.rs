//! What happened: events, the digest of the others' turns, hints.

/// What happened: events, the digest of the others' turns, hints.
pub trait EventWords {}
