//! The progress bar of a long run, on standard error, so that the report on standard output
//! stays clean for pipes and files.
//!
//! The bar is indicatif's: it limits how often it redraws, estimates the time left and fits
//! the terminal's width. This module only decides when a bar is worth showing: on a
//! terminal, and once a run has gone on for [`Progress::DELAY`] (a short run finishes before
//! a bar could tell anything). The bar's words come from the console, in the run's
//! [`SimulateConfig::progress`](super::SimulateConfig::progress).

use std::io::{self, IsTerminal};
use std::sync::Once;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Counts finished games and, on a terminal, shows them as a bar once the run is long.
pub(super) struct Progress {
    /// None when no bar may be drawn: not asked for, or standard error is not a terminal.
    bar: Option<ProgressBar>,
    start: Instant,
    shown: Once,
}

impl Progress {
    /// How long a run goes before the bar appears.
    const DELAY: Duration = Duration::from_secs(2);

    /// A bar for `total` games that looks as `template` says (an indicatif template), drawn
    /// only if there is a template and standard error is a terminal.
    pub(super) fn new(template: Option<&str>, total: u64) -> Progress {
        let bar = template.filter(|_| io::stderr().is_terminal()).map(|template| {
            // Hidden at first, but counting, so the estimate of the time left has a history
            // when the bar appears.
            ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::hidden())
                .with_style(style(template))
        });
        Progress { bar, start: Instant::now(), shown: Once::new() }
    }

    /// Counts `games` more games as finished.
    pub(super) fn advance(&self, games: u64) {
        let Some(bar) = &self.bar else { return };
        bar.inc(games);
        if self.start.elapsed() >= Progress::DELAY {
            self.shown.call_once(|| bar.set_draw_target(ProgressDrawTarget::stderr()));
        }
    }

    /// Takes the bar off the screen, so the report starts on a clean line.
    pub(super) fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

/// The bar's look from `template`; a template indicatif cannot read gives its plain bar.
fn style(template: &str) -> ProgressStyle {
    let style = ProgressStyle::with_template(template).unwrap_or_else(|_| ProgressStyle::default_bar());
    style.progress_chars("#>-")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_bar_is_made_unless_wanted() {
        let progress = Progress::new(None, 10);
        assert!(progress.bar.is_none());
        progress.advance(10);
        progress.finish();
    }

    #[test]
    fn a_template_indicatif_cannot_read_gives_a_plain_bar() {
        let bar = ProgressBar::hidden().with_style(style("{pos"));
        bar.inc(1);
        bar.finish_and_clear();
    }
}
