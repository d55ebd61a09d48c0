//! The flags, their help and their errors.

/// The flags, their help and their errors.
pub trait FlagWords {}
