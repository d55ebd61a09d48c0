//! How to join a table or a lobby: the address, the language, the seat's code or the person's
//! name, the terminal's width and colours ([`Settings`]), and how to connect again after a lost
//! connection ([`Retry`]).

use std::net::TcpStream;
use std::thread;
use std::time::{Duration, Instant};

use crate::net::naming::{Naming, NamingError};
use crate::net::protocol::{Joining, Options};
use crate::words::Lang;
use crate::words::wrap::{PIPED_WIDTH, wrap};

/// How to join a table, or a lobby's server (`bauloewe server`).
#[derive(Clone, Debug)]
pub struct Settings {
    /// The server's address, `HOST:PORT`, as typed.
    pub address: String,
    /// The client's language: its own lines, and the seat's (`lang=…`).
    pub lang: Lang,
    /// The seat's code or `watch`; `None` asks the person for the code. A lobby refuses it.
    pub joining: Option<Joining>,
    /// The person's name at a lobby, and its secret; `None` asks the person. A table refuses it.
    pub naming: Option<Naming>,
    /// The terminal's columns, if known (`width=…`).
    pub width: Option<usize>,
    /// Whether the server is to colour the chains (`color`).
    pub color: bool,
    /// How to connect again after a lost connection; `None` ends the stay instead.
    pub retry: Option<Retry>,
}

/// How [`join`](super::join) connects again after a lost connection: it waits `first`, then twice as
/// long after each failed try, never longer than `longest`, and gives up after `give_up`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Retry {
    /// The wait before the first try.
    pub first: Duration,
    /// The longest wait between two tries.
    pub longest: Duration,
    /// How long the client keeps trying.
    pub give_up: Duration,
}

impl Default for Retry {
    /// 1, 2, 4, … 30 seconds between tries, for ten minutes: enough for a server restarted
    /// by hand or a laptop's network coming back.
    fn default() -> Retry {
        Retry {
            first: Duration::from_secs(1),
            longest: Duration::from_secs(30),
            give_up: Duration::from_secs(600),
        }
    }
}

impl Retry {
    /// Connects to `address` again, trying until [`Retry::give_up`] passed; `None` then.
    pub(super) fn connect(&self, address: &str) -> Option<TcpStream> {
        let began = Instant::now();
        let mut wait = self.first;
        while began.elapsed() + wait <= self.give_up {
            thread::sleep(wait);
            if let Ok(stream) = TcpStream::connect(address) {
                return Some(stream);
            }
            wait = (wait * 2).min(self.longest);
        }
        None
    }
}

/// Why a name typed at the name question (or given with `--name`) cannot be sent, in `lang`;
/// `None` for an empty line, which is simply asked again.
///
/// ```
/// use bauloewe::net::client::naming_refusal;
/// use bauloewe::net::naming::read_naming;
/// use bauloewe::words::Lang;
/// let refusal = naming_refusal(Lang::En, &read_naming("Ann:broker").unwrap_err());
/// assert_eq!(refusal.as_deref(), Some("'Ann:broker' is no name: a name is 1 to 16 letters and digits"));
/// assert_eq!(naming_refusal(Lang::En, &read_naming(" ").unwrap_err()), None);
/// ```
pub fn naming_refusal(lang: Lang, error: &NamingError) -> Option<String> {
    match error {
        NamingError::Empty => None,
        NamingError::Name(name) => Some(lang.not_a_name(name)),
        NamingError::TooManyWords => Some(lang.name_and_secret_only()),
    }
}

impl Settings {
    /// One of the client's own lines, broken at spaces to fit the screen.
    pub(super) fn fitted(&self, line: &str) -> String {
        wrap(line, self.width.unwrap_or(PIPED_WIDTH)).trim_end_matches('\n').to_string()
    }

    /// The options of the first line.
    pub(super) fn options(&self) -> Options {
        Options { lang: Some(self.lang), width: self.width, color: self.color }
    }
}
