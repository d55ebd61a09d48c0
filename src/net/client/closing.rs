//! The end of a connection as the client says it: the server closed it, or it was lost and
//! the client comes back. Both threads hold a [`Closing`], so the line is said once, and its
//! flags tell each thread what the other learnt (the seat taken, a goodbye, the person typing).

use std::io;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use super::screen::{Screen, lock};
use super::settings::Settings;
use super::stop::Ended;

/// How the connection ended, said once, by whichever thread learns it first (the listener
/// when the connection ends, the main thread when a line cannot be sent), and the flag that
/// says it did.
#[derive(Clone)]
pub(super) struct Closing {
    /// Set once the connection closed (also after `quit`); the caller's flag.
    pub(super) closed: Arc<AtomicBool>,
    /// The line when the server closed the connection: while the person waits, and while
    /// they type (the editor gives the line back only at a key).
    closed_lines: [String; 2],
    /// The line when the connection was lost and the client comes back: while the person
    /// waits, and while they type (the editor gives the line back only at a key).
    lost_lines: [String; 2],
    /// Set while the person types a line.
    pub(super) typing: Arc<AtomicBool>,
    /// Whether the client comes back after a lost connection ([`Settings::retry`]).
    may_return: bool,
    /// Set once the server took the code: a line that is no refusal came.
    pub(super) seated: Arc<AtomicBool>,
    /// Set when the server said goodbye (a `.` line): it closes the connection on purpose.
    pub(super) goodbye: Arc<AtomicBool>,
}

impl Closing {
    /// Nothing said yet, for a connection to the table `settings` name; `closed` is the
    /// caller's flag.
    pub(super) fn new(closed: Arc<AtomicBool>, settings: &Settings) -> Closing {
        let (lang, address) = (settings.lang, &settings.address);
        let fitted = |line: String| settings.fitted(&line);
        Closing {
            closed,
            closed_lines: [false, true].map(|typing| fitted(lang.table_closed(address, typing))),
            lost_lines: [false, true].map(|typing| fitted(lang.connection_lost(address, typing))),
            typing: Arc::new(AtomicBool::new(false)),
            may_return: settings.retry.is_some(),
            seated: Arc::new(AtomicBool::new(false)),
            goodbye: Arc::new(AtomicBool::new(false)),
        }
    }

    /// Sets the flag and says the line, unless that was done. The screen is held meanwhile,
    /// so whoever finds the flag set and then shows anything shows it after the line.
    pub(super) fn say(&self, screen: &Mutex<Box<dyn Screen>>) -> io::Result<()> {
        let mut screen = lock(screen);
        if self.closed.swap(true, Ordering::SeqCst) {
            return Ok(());
        }
        let typing = usize::from(self.typing.load(Ordering::SeqCst));
        screen.show(if self.is_lost() { &self.lost_lines[typing] } else { &self.closed_lines[typing] })
    }

    /// Whether the server closed the connection.
    pub(super) fn is_closed(&self) -> bool {
        self.closed.load(Ordering::SeqCst)
    }

    /// Whether the connection, once closed, was lost and the client comes back: the seat was
    /// taken and the server said no goodbye.
    pub(super) fn is_lost(&self) -> bool {
        self.may_return && self.seated.load(Ordering::SeqCst) && !self.goodbye.load(Ordering::SeqCst)
    }

    /// How the stay ended once the connection closed.
    pub(super) fn ended(&self) -> Ended {
        if self.is_lost() { Ended::Lost } else { Ended::Closed }
    }
}
