//! Forwarders to the words of a refused position file and a save file that does not read,
//! while callers move to [`FileWords`] (`lang.position_error(e)`).

use std::fmt;

use crate::notation::position::{PositionError, PositionProblem};
use crate::save::{SaveError, SaveProblem};

use super::Lang;
use super::words::FileWords;
use super::words::en::English;

impl fmt::Display for PositionError {
    /// `line 7: …`, or the problem alone for the file as a whole (line 0).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&English.position_error(self))
    }
}

impl fmt::Display for PositionProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&English.position_problem(self))
    }
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&English.save_error(self))
    }
}

impl fmt::Display for SaveProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&English.save_problem(self))
    }
}

/// A refused position file with its line: [`FileWords::position_error`].
pub fn position_error(lang: Lang, error: &PositionError) -> String {
    lang.position_error(error)
}

/// A save file that does not read: [`FileWords::save_error`].
pub fn save_error(lang: Lang, error: &SaveError) -> String {
    lang.save_error(error)
}
