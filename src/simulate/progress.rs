//! The progress bar of a long run, on standard error, so that the report on standard output
//! stays clean for pipes and files.
//!
//! The bar is indicatif's: it limits how often it redraws, estimates the time left and fits
//! the terminal's width. This module only decides when a bar is worth showing: on a
//! terminal, and once a run has gone on for [`Progress::DELAY`] (a short run finishes before
//! a bar could tell anything). The bar's words come from the words layer, in the run's
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
    use std::io;
    use std::sync::{Arc, Mutex};

    use indicatif::TermLike;

    use super::*;

    #[test]
    fn no_bar_is_made_unless_wanted() {
        let progress = Progress::new(None, 10);
        assert!(progress.bar.is_none());
        progress.advance(10);
        progress.finish();
    }

    #[test]
    fn a_template_indicatif_reads_is_the_bar_drawn() {
        assert_eq!(drawn(style("{pos} of {len} games")), "5 of 10 games");
    }

    #[test]
    fn a_template_indicatif_cannot_read_gives_a_plain_bar() {
        // A placeholder's name may not start with a colon: indicatif refuses the template.
        let unreadable = "{:pos}";
        assert!(ProgressStyle::with_template(unreadable).is_err());
        let plain = drawn(ProgressStyle::default_bar().progress_chars("#>-"));
        assert_eq!(drawn(style(unreadable)), plain);
        assert!(plain.contains('#') && plain.ends_with(" 5/10"), "{plain:?}");
    }

    /// The line a bar of 10 games in `style` shows at 5 games, on a terminal 40 wide.
    fn drawn(style: ProgressStyle) -> String {
        let screen = Screen::default();
        let target = ProgressDrawTarget::term_like(Box::new(screen.clone()));
        let bar = ProgressBar::with_draw_target(Some(10), target).with_style(style);
        bar.set_position(5);
        bar.abandon();
        let line = screen.0.lock().unwrap();
        line.trim_end().to_string()
    }

    /// A terminal one line high that keeps what is written on its line.
    #[derive(Clone, Debug, Default)]
    struct Screen(Arc<Mutex<String>>);

    impl TermLike for Screen {
        fn width(&self) -> u16 {
            40
        }
        fn move_cursor_up(&self, _: usize) -> io::Result<()> {
            Ok(())
        }
        fn move_cursor_down(&self, _: usize) -> io::Result<()> {
            Ok(())
        }
        fn move_cursor_right(&self, _: usize) -> io::Result<()> {
            Ok(())
        }
        fn move_cursor_left(&self, _: usize) -> io::Result<()> {
            Ok(())
        }
        fn write_line(&self, line: &str) -> io::Result<()> {
            self.write_str(line)
        }
        fn write_str(&self, text: &str) -> io::Result<()> {
            self.0.lock().unwrap().push_str(text);
            Ok(())
        }
        fn clear_line(&self) -> io::Result<()> {
            self.0.lock().unwrap().clear();
            Ok(())
        }
        fn flush(&self) -> io::Result<()> {
            Ok(())
        }
    }
}
