//! The figures `simulate` returns, as a report.
//!
//! `simulate` answers with figures only ([`Figures`], [`Timing`]); these methods lay them out
//! as the lines of a report, each language with its own numbers (`60987` in the English
//! report, `60.987` in the German one) and its own names for the levels (`broker`, `Makler`).
//! A report keeps to 80 columns where its lineup allows.

use crate::bench::BenchError;
use crate::bench::faults::FaultFigures;
use crate::bench::load::LoadFigures;
use crate::simulate::{Benchmark, Figures, LevelName, PlayersError, Timing, Tournament};

/// The figures `simulate` returns, as a report.
pub trait ReportWords {
    /// The report of a run, the benchmark's or the tournament's: its lines, without the last
    /// line's end.
    ///
    /// ```
    /// use bauloewe::words::Lang;
    /// use bauloewe::notation::PlayerKind;
    /// use bauloewe::simulate::{SimulateConfig, run};
    /// let figures = run(&SimulateConfig::new(4, vec![PlayerKind::Broker, PlayerKind::Tourist], 2))?;
    /// let english = Lang::En.simulate_report(&figures);
    /// assert!(english.starts_with("4 games (2 deals x 2 seat rotations) of broker,tourist, seed 2"));
    /// let german = Lang::De.simulate_report(&figures);
    /// assert!(german.starts_with("4 Spiele zwischen Makler und Tourist, Startwert 2\n"), "{german}");
    /// # Ok::<(), bauloewe::simulate::PlayersError>(())
    /// ```
    fn simulate_report(&self, figures: &Figures) -> String;

    /// The benchmark's report: what was played, games per second, actions per game, time.
    fn benchmark_report(&self, figures: &Benchmark) -> String;

    /// The tournament's report: what was played, the tycoons' effort, and a table with a line
    /// for each level (win share with its 95% interval, mean rank, mean cash).
    fn tournament_report(&self, figures: &Tournament) -> String;

    /// The report of `--time-decisions` or `--time-hints`: what was timed, and the median,
    /// 90th percentile, maximum and mean time of all of them and of those that searched.
    fn timing_report(&self, figures: &Timing) -> String;

    /// A level in a report: `broker`, `tycoon:4800` (a tycoon with an effort of its own), or
    /// your own player's name; `Makler`, `Magnat:4.800` in German.
    fn level_name(&self, level: &LevelName) -> String;

    /// Why a lineup cannot be simulated (`--players`).
    fn players_error(&self, error: &PlayersError) -> String;

    /// The report of the load benchmark (`simulate --tables`): tables, connections and games
    /// finished, the time from a line sent to the next prompt (median, 99th percentile,
    /// maximum), and memory, threads and open files at the peak, in all and per table.
    fn load_report(&self, figures: &LoadFigures) -> String;

    /// The report of a fault benchmark (`simulate --kill`): the games, the faults, the seats
    /// back at their prompt, the codes kept, and the final dumps equal to the game played
    /// through.
    fn fault_report(&self, figures: &FaultFigures) -> String;

    /// Why a network benchmark could not run to its end.
    fn bench_error(&self, error: &BenchError) -> String;

    /// The progress bar of a long run, as an indicatif template: the bar `{wide_bar}`, the
    /// games done `{pos}` of `{len}`, and the time left `{eta}`.
    fn progress_bar(&self) -> String;
}
