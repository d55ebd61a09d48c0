//! Broken position files, save files, save slots, scripts, and what the file system said.

/// Broken position files, save files, save slots, scripts, and what the file system said.
pub trait FileWords {}
