//! How a stay at the table stops: how it ended ([`Ended`]), why it failed ([`JoinError`]),
//! and the one shape every step of the client answers in, [`Step`]: go on with what the step
//! came to, or a [`Stop`] that carries the end up to [`join`](super::join), which connects
//! again after a lost connection and otherwise answers how the stay ended.

use std::io;

use crate::words::Lang;

/// How a stay at the table ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// The server closed the connection.
    Closed,
    /// The person left (`quit`, Ctrl-D).
    Left,
    /// The person's input ended before a seat was taken (no code was given, or only wrong
    /// ones).
    Unseated,
    /// The connection was lost after the seat was taken, without the server's goodbye (only
    /// with [`Settings::retry`](super::Settings::retry); [`join`](super::join) then connects
    /// again).
    Lost,
}

/// Where a step of a stay at the table leads: `Ok` with what it came to, and the stay goes on;
/// `Err` with why it stops. Every step of the main thread answers in this one shape.
pub(super) type Step<T> = Result<T, Stop>;

/// Why a stay stops: it ended (the server closed the connection, the person left, the
/// connection was lost), or it failed.
#[derive(Debug)]
pub(super) enum Stop {
    /// The stay ended, as [`Ended`] says.
    Ended(Ended),
    /// The client could not go on.
    Failed(JoinError),
}

impl From<JoinError> for Stop {
    fn from(error: JoinError) -> Stop {
        Stop::Failed(error)
    }
}

impl Stop {
    /// What [`join`](super::join) and [`play`](super::play) answer: how the stay ended, or why
    /// it failed.
    pub(super) fn outcome(self) -> Result<Ended, JoinError> {
        match self {
            Stop::Ended(ended) => Ok(ended),
            Stop::Failed(error) => Err(error),
        }
    }
}

/// Why the client could not play.
#[derive(Debug)]
pub enum JoinError {
    /// No connection could be made to the address.
    Unreachable(io::Error),
    /// What answered does not speak `bauloewe/1`.
    NotATable,
    /// A code (or `watch`) was given, but a lobby's server answered, which asks for a name.
    CodeAtLobby,
    /// A name was given, but a table answered, which asks for a seat's code.
    NameAtTable,
    /// The connection failed after it was made.
    Failed(io::Error),
    /// The person's input or the screen failed.
    Terminal(io::Error),
}

impl JoinError {
    /// The error in one line of the client's language.
    pub fn words(&self, lang: Lang, address: &str) -> String {
        match self {
            JoinError::Unreachable(error) => lang.table_unreachable(address, error),
            JoinError::NotATable => lang.not_a_table(address),
            JoinError::CodeAtLobby => lang.code_at_lobby(address),
            JoinError::NameAtTable => lang.name_at_table(address),
            JoinError::Failed(error) => lang.connection_failed(address, error),
            JoinError::Terminal(error) => lang.io_error(error),
        }
    }
}
