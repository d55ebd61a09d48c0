//! "Bob is thinking…": a sign on the terminal while computer players or a hint take long.
//!
//! A tycoon can think for seconds, and three of them in a row longer. So that the screen does
//! not look frozen, a [`Sign`] started before the work shows a spinner with a message on
//! standard error once the work has taken longer than [`DELAY`], until it is dropped; then the
//! spinner's line is cleared again. The message may change while it shows (whose turn it is),
//! so one sign covers a whole run of computer moves between two prompts. This is the only
//! place the program looks at a clock, and what it shows never reaches standard output: the
//! same seed and commands still print the same bytes, with or without the sign. Piped or
//! scripted runs show nothing (the caller passes `show: false`, and indicatif draws nothing
//! when standard error is not a terminal).

use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};

/// How long work may take before the sign shows.
pub const DELAY: Duration = Duration::from_millis(500);

/// How often the spinner turns (and takes up a changed message).
const TICK: Duration = Duration::from_millis(100);

/// A sign that shows after [`DELAY`] until it is dropped.
///
/// ```
/// use bauloewe::console::thinking::Sign;
/// let sign = Sign::start(true, "Bob is thinking");
/// sign.say("Cid is thinking");
/// drop(sign); // clears the spinner's line, if it showed
/// ```
pub struct Sign {
    message: Arc<Mutex<String>>,
    done: Option<Sender<()>>,
    shower: Option<JoinHandle<()>>,
}

impl Sign {
    /// Starts the clock; with `show`, a spinner and `message` appear on the terminal after
    /// [`DELAY`]. Without, nothing ever shows.
    pub fn start(show: bool, message: &str) -> Sign {
        let message = Arc::new(Mutex::new(message.to_string()));
        if !show {
            return Sign { message, done: None, shower: None };
        }
        let (done, finished) = mpsc::channel::<()>();
        let shown = Arc::clone(&message);
        let shower = thread::spawn(move || {
            // The work ended in time (or the sender is gone): nothing to show.
            if finished.recv_timeout(DELAY) != Err(RecvTimeoutError::Timeout) {
                return;
            }
            let spinner = ProgressBar::new_spinner();
            if let Ok(style) = ProgressStyle::with_template("{spinner} {msg}") {
                spinner.set_style(style);
            }
            let current = || shown.lock().map(|m| format!("{m}…")).unwrap_or_default();
            spinner.set_message(current());
            spinner.enable_steady_tick(TICK);
            while finished.recv_timeout(TICK) == Err(RecvTimeoutError::Timeout) {
                spinner.set_message(current());
            }
            spinner.finish_and_clear();
        });
        Sign { message, done: Some(done), shower: Some(shower) }
    }

    /// Shows `message` from now on.
    pub fn say(&self, message: &str) {
        if let Ok(mut shown) = self.message.lock() {
            message.clone_into(&mut shown);
        }
    }
}

impl Drop for Sign {
    /// Takes the sign down; once this returns, the spinner's line is cleared.
    fn drop(&mut self) {
        drop(self.done.take());
        if let Some(shower) = self.shower.take() {
            let _ = shower.join();
        }
    }
}

/// Runs `work`; with `show`, a spinner and `message` appear on the terminal if it takes
/// longer than [`DELAY`].
///
/// ```
/// use bauloewe::console::thinking::while_thinking;
/// assert_eq!(while_thinking(false, "Bob is thinking", || 6 * 7), 42);
/// assert_eq!(while_thinking(true, "Bob is thinking", || 6 * 7), 42);
/// ```
pub fn while_thinking<T>(show: bool, message: &str, work: impl FnOnce() -> T) -> T {
    let _sign = Sign::start(show, message);
    work()
}
