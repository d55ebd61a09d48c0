//! The connection's writing end, shared by the two threads: the main thread sends the lines the
//! person types, and the listener, when a prompt arrives while the person types, asks `legal`
//! quietly for Tab completion.
//!
//! The server answers the lines of one connection in order, so the answer to a quiet `legal`
//! (its `+` lines and the prompt again) comes whole unless a person's line was sent in between.
//! While a quiet `legal` is unanswered, a person's line therefore waits for its answer, which
//! takes one round trip; a quiet `legal` that goes unanswered for [`QUIET_WAIT`] (the decision
//! passed to another seat meanwhile) no longer holds anything back.

use std::io::{self, Write};
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// How long a quiet `legal` may hold back the person's lines.
pub(super) const QUIET_WAIT: Duration = Duration::from_secs(2);

/// The writing end of the connection, and whether a quiet `legal` is unanswered.
pub(super) struct Outbox {
    sending: Mutex<Sending>,
    /// Told when a quiet `legal` was answered.
    answered: Condvar,
}

/// What the [`Outbox`]'s lock guards.
struct Sending {
    to_server: Box<dyn Write + Send>,
    /// When the unanswered quiet `legal` was sent, if one is.
    quiet_since: Option<Instant>,
}

impl Sending {
    /// Whether a quiet `legal` sent less than [`QUIET_WAIT`] ago is unanswered.
    fn is_quiet(&self) -> bool {
        self.quiet_since.is_some_and(|since| since.elapsed() < QUIET_WAIT)
    }

    fn write_line(&mut self, line: &str) -> io::Result<()> {
        writeln!(self.to_server, "{line}")?;
        self.to_server.flush()
    }
}

impl Outbox {
    /// An outbox writing to `to_server`.
    pub(super) fn new(to_server: Box<dyn Write + Send>) -> Outbox {
        Outbox { sending: Mutex::new(Sending { to_server, quiet_since: None }), answered: Condvar::new() }
    }

    /// Sends one line of the person's (or the client's own, as `hello`), after the answer to an
    /// unanswered quiet `legal`.
    pub(super) fn send(&self, line: &str) -> io::Result<()> {
        let mut sending = self.lock();
        while sending.is_quiet() {
            let (guard, _) = self
                .answered
                .wait_timeout(sending, QUIET_WAIT)
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            sending = guard;
        }
        sending.quiet_since = None;
        sending.write_line(line)
    }

    /// Sends `legal` quietly, unless one is unanswered.
    pub(super) fn ask_legal(&self) -> io::Result<()> {
        let mut sending = self.lock();
        if sending.is_quiet() {
            return Ok(());
        }
        sending.quiet_since = Some(Instant::now());
        sending.write_line("legal")
    }

    /// Whether a quiet `legal` is unanswered: its `+` lines are not for the person's eyes.
    pub(super) fn is_quiet(&self) -> bool {
        self.lock().is_quiet()
    }

    /// The quiet `legal` was answered: the person's lines go out again.
    pub(super) fn answered(&self) {
        self.lock().quiet_since = None;
        self.answered.notify_all();
    }

    /// The lock, also if a thread panicked while holding it (a line is written whole or not).
    fn lock(&self) -> MutexGuard<'_, Sending> {
        self.sending.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}
