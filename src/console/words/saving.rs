//! Saving, loading and the saves list, and the questions asked before leaving.

/// Saving, loading and the saves list, and the questions asked before leaving.
pub trait SavingWords {}
