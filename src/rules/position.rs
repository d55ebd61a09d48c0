//! Position files: a game at the start of a player's turn, as plain text (format v1).
//!
//! (Being written: reading and writing follow the rules-engine issue's format.)

use std::fmt;

use super::event::Event;
use super::game::Game;

/// Why a position file was refused: the line (1-based, 0 for the file as a whole) and what
/// was wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    /// The line number, counting from 1; 0 when no single line is to blame.
    pub line: usize,
    /// What was wrong, and what would be right.
    pub message: String,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}", self.message)
        } else {
            write!(f, "line {}: {}", self.line, self.message)
        }
    }
}

impl std::error::Error for PositionError {}

/// Reads a position file into a game waiting for the first decision of the named turn.
pub fn read_position(_text: &str) -> Result<(Game, Vec<Event>), PositionError> {
    Err(PositionError { line: 0, message: "position files are not supported yet".to_string() })
}

/// Writes a game as a position file that [`read_position`] reads back to the same game.
pub fn write_position(_game: &Game) -> String {
    String::from("# bauloewe position 1\n")
}
