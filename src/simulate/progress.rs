//! The progress bar of a long run, on standard error, so that the report on standard output
//! stays clean for pipes and files.

use std::io::{self, IsTerminal};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// A progress bar on standard error, drawn only on a terminal and only once a run has taken
/// a few seconds.
pub(super) struct Progress {
    enabled: bool,
    total: u64,
    start: Instant,
    state: Mutex<(u64, Instant)>,
}

impl Progress {
    /// How long a run goes before the bar appears, and how often it is redrawn.
    const DELAY: Duration = Duration::from_secs(2);
    const REDRAW: Duration = Duration::from_millis(250);

    pub(super) fn new(wanted: bool, total: u64) -> Progress {
        let start = Instant::now();
        Progress {
            enabled: wanted && io::stderr().is_terminal(),
            total,
            start,
            state: Mutex::new((0, start)),
        }
    }

    pub(super) fn advance(&self, games: u64) {
        if !self.enabled {
            return;
        }
        let mut state = self.state.lock().expect("no job panics");
        state.0 += games;
        let now = Instant::now();
        if now - self.start < Progress::DELAY || now - state.1 < Progress::REDRAW {
            return;
        }
        state.1 = now;
        let fraction = state.0 as f64 / self.total.max(1) as f64;
        let filled = (fraction * 40.0) as usize;
        let eta = (now - self.start).as_secs_f64() * (1.0 - fraction) / fraction.max(1e-9);
        eprint!(
            "\r[{}{}] {:>5.1}%  {:.0} s left ",
            "#".repeat(filled),
            " ".repeat(40 - filled.min(40)),
            100.0 * fraction,
            eta
        );
    }

    pub(super) fn finish(&self) {
        if self.enabled && self.start.elapsed() >= Progress::DELAY {
            eprintln!("\r{:70}\r", "");
        }
    }
}
