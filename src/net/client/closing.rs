//! The end of a connection as the client says it: the server closed it, or it was lost and
//! the client comes back. Both threads hold a [`Closing`], so the line is said once, and its
//! flags tell each thread what the other learnt (a lobby's server, the seat or name taken, a
//! goodbye, the person typing), and it keeps the secret a lobby gave, which brings the person
//! back.

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
    /// The address and the language the lines are said for.
    settings: Settings,
    /// Set while the person types a line.
    pub(super) typing: Arc<AtomicBool>,
    /// Whether the client comes back after a lost connection ([`Settings::retry`]).
    may_return: bool,
    /// Set once the server said it is a lobby's (`~ server lobby`): names, not codes.
    pub(super) lobby: Arc<AtomicBool>,
    /// Set once the server took the code (or the name): a line that is no refusal came.
    pub(super) seated: Arc<AtomicBool>,
    /// Set when the server said goodbye (a `.` line): it closes the connection on purpose.
    pub(super) goodbye: Arc<AtomicBool>,
    /// The secret a lobby gave a new name (`~ secret K7QF-2M9X`): with the name it brings the
    /// person back after a lost connection.
    secret: Arc<Mutex<Option<String>>>,
}

impl Closing {
    /// Nothing said yet, for a connection to the server `settings` name; `closed` is the
    /// caller's flag.
    pub(super) fn new(closed: Arc<AtomicBool>, settings: &Settings) -> Closing {
        Closing {
            closed,
            settings: settings.clone(),
            typing: Arc::new(AtomicBool::new(false)),
            may_return: settings.retry.is_some(),
            lobby: Arc::new(AtomicBool::new(false)),
            seated: Arc::new(AtomicBool::new(false)),
            goodbye: Arc::new(AtomicBool::new(false)),
            secret: Arc::new(Mutex::new(None)),
        }
    }

    /// Sets the flag and says the line, unless that was done. The screen is held meanwhile,
    /// so whoever finds the flag set and then shows anything shows it after the line.
    pub(super) fn say(&self, screen: &Mutex<Box<dyn Screen>>) -> io::Result<()> {
        let mut screen = lock(screen);
        if self.closed.swap(true, Ordering::SeqCst) {
            return Ok(());
        }
        screen.show(&self.line())
    }

    /// The line that says how the connection ended: lost (the client comes back), or closed
    /// by a table or a lobby. A person typing learns that a key ends the line.
    fn line(&self) -> String {
        let Settings { lang, address, .. } = &self.settings;
        let typing = self.typing.load(Ordering::SeqCst);
        let line = if self.is_lost() {
            lang.connection_lost(address, typing)
        } else if self.is_lobby() {
            lang.lobby_closed(address, typing)
        } else {
            lang.table_closed(address, typing)
        };
        self.settings.fitted(&line)
    }

    /// Whether the server closed the connection.
    pub(super) fn is_closed(&self) -> bool {
        self.closed.load(Ordering::SeqCst)
    }

    /// Whether the server is a lobby's.
    pub(super) fn is_lobby(&self) -> bool {
        self.lobby.load(Ordering::SeqCst)
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

    /// Keeps the secret a lobby gave.
    pub(super) fn keep_secret(&self, secret: &str) {
        *self.secret.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(secret.to_string());
    }

    /// The secret a lobby gave on this connection, if it gave one.
    pub(super) fn secret(&self) -> Option<String> {
        self.secret.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).clone()
    }
}
