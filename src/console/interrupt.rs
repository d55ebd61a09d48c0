//! Ctrl-C outside the prompt: the game goes on.
//!
//! At a prompt the line editor has the terminal in raw mode, so Ctrl-C arrives there as a key
//! and cancels the line. While the computer players think or a hint is worked out the terminal
//! is cooked, and Ctrl-C sends SIGINT, whose default action ends the program. For a game at a
//! terminal, [`Interrupt::install`] replaces that action by a handler that only sets a flag
//! (the one thing a signal handler may safely do); the loop looks at it with
//! [`Interrupt::take`] before the next prompt and says that the game goes on, and a hint's
//! search stops when it sees it set ([`Interrupt::flag`]). Scripts and pipes install nothing:
//! Ctrl-C stops them as it stops any program.

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether Ctrl-C was pressed since it was last looked at.
///
/// ```
/// use bauloewe::console::interrupt::Interrupt;
/// let interrupt = Interrupt::default();
/// assert!(!interrupt.take());
/// ```
#[derive(Clone, Debug, Default)]
pub struct Interrupt {
    pressed: Arc<AtomicBool>,
}

impl Interrupt {
    /// Catches SIGINT from now on: it only sets this flag, and the program goes on.
    pub fn install() -> io::Result<Interrupt> {
        let interrupt = Interrupt::default();
        signal_hook::flag::register(signal_hook::consts::SIGINT, Arc::clone(&interrupt.pressed))?;
        Ok(interrupt)
    }

    /// The flag itself, for work that stops when it is set (a hint's search).
    pub fn flag(&self) -> &AtomicBool {
        &self.pressed
    }

    /// Whether Ctrl-C was pressed since the last look; the flag is cleared.
    pub fn take(&self) -> bool {
        self.pressed.swap(false, Ordering::SeqCst)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn take_answers_a_press_once() {
        let interrupt = Interrupt::default();
        assert!(!interrupt.take());
        interrupt.flag().store(true, Ordering::SeqCst);
        assert!(interrupt.take());
        assert!(!interrupt.take());
    }

    #[test]
    fn a_clone_sees_the_same_press() {
        let interrupt = Interrupt::default();
        interrupt.clone().flag().store(true, Ordering::SeqCst);
        assert!(interrupt.take());
    }

    #[test]
    fn an_installed_handler_turns_sigint_into_a_flag() {
        let interrupt = Interrupt::install().expect("SIGINT can be caught");
        signal_hook::low_level::raise(signal_hook::consts::SIGINT).expect("a signal can be raised");
        // The process is still here, and the press is on record.
        assert!(interrupt.take());
        assert!(!interrupt.take());
    }
}
