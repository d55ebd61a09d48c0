//! "Bob is thinking…": a sign on the terminal while a computer player or a hint takes long.
//!
//! A tycoon can think for seconds. So that the screen does not look frozen, [`while_thinking`]
//! runs the work and, if it takes longer than [`DELAY`], shows a spinner with a message on
//! standard error until it is done; then the spinner's line is cleared again. This is the only
//! place the program looks at a clock, and what it shows never reaches standard output: the
//! same seed and commands still print the same bytes, with or without the sign. Piped or
//! scripted runs show nothing (the caller passes `show: false`, and indicatif draws nothing
//! when standard error is not a terminal).

use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};

/// How long work may take before the sign shows.
pub const DELAY: Duration = Duration::from_millis(500);

/// Runs `work`; with `show`, a spinner and `message` appear on the terminal if it takes
/// longer than [`DELAY`].
///
/// ```
/// use bauloewe::console::thinking::while_thinking;
/// assert_eq!(while_thinking(false, "Bob is thinking", || 6 * 7), 42);
/// assert_eq!(while_thinking(true, "Bob is thinking", || 6 * 7), 42);
/// ```
pub fn while_thinking<T>(show: bool, message: &str, work: impl FnOnce() -> T) -> T {
    if !show {
        return work();
    }
    let (done, finished) = mpsc::channel::<()>();
    thread::scope(|scope| {
        scope.spawn(move || {
            // The work ended in time (or the sender is gone): nothing to show.
            if finished.recv_timeout(DELAY) != Err(RecvTimeoutError::Timeout) {
                return;
            }
            let spinner = ProgressBar::new_spinner();
            if let Ok(style) = ProgressStyle::with_template("{spinner} {msg}") {
                spinner.set_style(style);
            }
            spinner.set_message(format!("{message}…"));
            spinner.enable_steady_tick(Duration::from_millis(120));
            let _ = finished.recv();
            spinner.finish_and_clear();
        });
        let result = work();
        let _ = done.send(());
        result
    })
}
