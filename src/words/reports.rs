//! The figures `simulate` returns, as a report.
//!
//! `simulate` answers with figures only ([`Figures`], [`Timing`]); these methods lay them out
//! as the lines of a report, each language with its own numbers (`60987` in the English
//! report, `60.987` in the German one) and its own names for the levels (`broker`, `Makler`).
//! A report keeps to 80 columns where its lineup allows.

use crate::ai::tycoon::Method;
use crate::simulate::network::BenchError;
use crate::simulate::network::FaultFigures;
use crate::simulate::network::LoadFigures;
use crate::simulate::network::LobbyFigures;
use crate::simulate::{Benchmark, Figures, LevelName, PlayersError, Timing, Tournament};
use crate::words::{FileWords, RefusalWords, ScreenWords};

sentences! {
    /// The figures `simulate` returns, as a report.
    pub trait ReportWords {
        /// The report of a run, the benchmark's or the tournament's: its lines, without the last
        /// line's end. Every language answers with the one dispatch over the kinds of
        /// [`Figures`] (in this module), to the two reports below.
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
        /// your own player's name; `Makler`, `Magnat:4.800` in German. Every language answers
        /// with the one dispatch over the kinds of [`LevelName`] (in this module); this trait
        /// words the tycoons'.
        @piece fn level_name(&self, level: &LevelName) -> String;

        /// A tycoon with `playouts` of its own and the default search: `tycoon:4800`.
        @piece fn tycoon_level(&self, playouts: u32) -> String;

        /// A tycoon with `playouts` of its own and another `method` of search, named by the word
        /// a lineup types for it: `tycoon-flat:4800`.
        @piece fn tycoon_method_level(&self, playouts: u32, method: Method) -> String;

        /// Why a lineup cannot be simulated (`--players`). Every language answers with the one
        /// dispatch over the kinds of [`PlayersError`] (in this module); this trait words
        /// [`human_simulated`](ReportWords::human_simulated).
        fn players_error(&self, error: &PlayersError) -> String;

        /// A human in a lineup of computer players: `simulate plays computer players only: use
        /// tourist, broker or tycoon`.
        @piece fn human_simulated(&self) -> String;

        /// The report of the load benchmark (`simulate --tables`): tables, connections and games
        /// finished, the time from a line sent to the next prompt (median, 99th percentile,
        /// maximum), and memory, threads and open files at the peak, in all and per table.
        fn load_report(&self, figures: &LoadFigures) -> String;

        /// The report of a fault benchmark (`simulate --kill`): the games, the faults, the seats
        /// back at their prompt, the codes kept, and the final dumps equal to the game played
        /// through.
        fn fault_report(&self, figures: &FaultFigures) -> String;

        /// The report of the lobby's load (`simulate --lobby N`): tables, connections and the
        /// pace, the seating and its time, the measuring window and its times from a line sent to
        /// the next prompt, the server's memory (per connection too), threads, open files and
        /// processor time (per line), the bots' processor time, and what failed.
        fn lobby_report(&self, figures: &LobbyFigures) -> String;

        /// Why a network benchmark could not run to its end. Every language answers with the one
        /// dispatch over the kinds of [`BenchError`] (in this module); this trait words each kind
        /// but the file system's, from [`bench_too_many_files`] on.
        ///
        /// [`bench_too_many_files`]: ReportWords::bench_too_many_files
        fn bench_error(&self, error: &BenchError) -> String;

        /// More tables than this process may open files for: `800 tables need about 6402 open
        /// files, but this process may open 1024 (ulimit -n): ask for fewer tables`.
        @piece fn bench_too_many_files(&self, tables: usize, needed: u64, limit: u64) -> String;

        /// The server program that never listened: `the server program ended, or told no address
        /// or codes, before it listened`.
        @piece fn bench_server_silent(&self) -> String;

        /// A connection lost mid-game: `a connection closed in the middle of a game`.
        @piece fn bench_lost(&self) -> String;

        /// A seat asked to decide with nothing legal: `a table asked a seat to decide and offered
        /// no legal command`.
        @piece fn bench_nothing_legal(&self) -> String;

        /// The deadline passed: `the deadline passed (--deadline)`.
        @piece fn bench_deadline(&self) -> String;

        /// The lobby answered a bot with a refusal or a goodbye, quoted: `the server refused a
        /// bot: '! that name is taken'`.
        @piece fn bench_refused(&self, line: &str) -> String;

        /// Game number `game` (from 0) of a fault benchmark failed, and why: `game 7: a
        /// connection closed in the middle of a game`.
        @piece fn bench_game_error(&self, game: u64, error: &BenchError) -> String;

        /// The progress bar of a long run, as an indicatif template: the bar `{wide_bar}`, the
        /// games done `{pos}` of `{len}`, and the time left `{eta}`.
        fn progress_bar(&self) -> String;
    }
}

/// The report of a run ([`ReportWords::simulate_report`]): the dispatch over the kinds of
/// [`Figures`], the same in every language.
pub(crate) fn simulate_report(words: &(impl ReportWords + ?Sized), figures: &Figures) -> String {
    match figures {
        Figures::Benchmark(benchmark) => words.benchmark_report(benchmark),
        Figures::Tournament(tournament) => words.tournament_report(tournament),
    }
}

/// A level in a report ([`ReportWords::level_name`]): the dispatch over the kinds of
/// [`LevelName`], the same in every language. A player of your own keeps the name it was given.
pub(crate) fn level_name(words: &(impl ReportWords + ScreenWords + ?Sized), level: &LevelName) -> String {
    match level {
        LevelName::Kind(kind) => words.kind_word(*kind),
        LevelName::Tycoon(playouts, method) if *method == Method::default() => words.tycoon_level(*playouts),
        LevelName::Tycoon(playouts, method) => words.tycoon_method_level(*playouts, *method),
        LevelName::Own(name) => name.clone(),
    }
}

/// Why a lineup cannot be simulated ([`ReportWords::players_error`]): the dispatch over the
/// kinds of [`PlayersError`], the same in every language.
pub(crate) fn players_error(
    words: &(impl ReportWords + FileWords + RefusalWords + ?Sized),
    error: &PlayersError,
) -> String {
    match error {
        PlayersError::Level(error) => words.level_error(error),
        PlayersError::Human => words.human_simulated(),
        PlayersError::Count(error) => words.setup_error(error),
    }
}

/// Why a network benchmark could not run to its end ([`ReportWords::bench_error`]): the
/// dispatch over the kinds of [`BenchError`], the same in every language.
pub(crate) fn bench_error(words: &(impl ReportWords + FileWords + ?Sized), error: &BenchError) -> String {
    match error {
        BenchError::TooManyFiles { tables, needed, limit } => {
            words.bench_too_many_files(*tables, *needed, *limit)
        }
        BenchError::Io(error) => words.io_error(error),
        BenchError::ServerSilent => words.bench_server_silent(),
        BenchError::Lost => words.bench_lost(),
        BenchError::NothingLegal => words.bench_nothing_legal(),
        BenchError::Deadline => words.bench_deadline(),
        BenchError::Refused(line) => words.bench_refused(line),
        BenchError::Game { game, error } => words.bench_game_error(*game, error),
    }
}

#[cfg(test)]
mod network_figures_tests {
    use std::time::Duration;

    use crate::simulate::network::{
        BenchError, FaultCounts, FaultFigures, Killed, Latency, LoadFigures, LobbyFigures, Pace, Usage,
    };
    use crate::words::Lang;

    /// A load run's figures as large as they come.
    fn load() -> LoadFigures {
        let usage = Usage { resident_kib: 4_000_000, threads: 11_001, files: 19_999 };
        let latency = Latency {
            count: 1_234_567,
            median: Duration::from_micros(12_345),
            p99: Duration::from_micros(123_456),
            max: Duration::from_micros(12_345_678),
        };
        LoadFigures {
            tables: 795,
            connections: 3180,
            think: Duration::from_millis(60_000),
            games_finished: 795,
            latency,
            before: Usage::default(),
            peak: usage,
            seconds: 1234.5,
            stopped: true,
            server_cpu: Duration::from_secs(1234),
            bots_cpu: Duration::from_secs(321),
        }
    }

    #[test]
    fn the_reports_fit_80_columns_and_say_the_figures_in_every_language() {
        let counts = FaultCounts { interruptions: 100, same_prompt: 99, same_codes: 100 };
        let fault = |killed| FaultFigures {
            killed,
            games: 100,
            played: 100,
            counts,
            equal_dumps: 98,
            seconds: 1234.5,
            stopped: true,
        };
        for lang in [Lang::En, Lang::De] {
            let reports = [lang.load_report(&load()), lang.fault_report(&fault(Killed::Client))];
            for report in reports.iter().chain([&lang.fault_report(&fault(Killed::Server))]) {
                let wide = report.lines().find(|line| line.chars().count() > 80);
                assert_eq!(wide, None, "{lang:?}:\n{report}");
                assert!(report.contains("--deadline"), "{report}");
            }
            assert!(reports[0].contains("795") && reports[0].contains("123"), "{}", reports[0]);
            assert!(reports[1].contains("98") && reports[1].contains("99"), "{}", reports[1]);
        }
        assert_eq!(
            Lang::En.load_report(&load()).lines().nth(4),
            Some("  median 12.345 ms, 99th percentile 123.456 ms, max 12345.678 ms")
        );
        assert_eq!(
            Lang::De.load_report(&load()).lines().nth(4),
            Some("  Median 12,345 ms, 99. Perzentil 123,456 ms, höchstens 12.345,678 ms")
        );
    }

    /// A lobby run's figures as large as they come, with a failure and the server ended.
    fn lobby(pace: Pace) -> LobbyFigures {
        let peak = Usage { resident_kib: 4_000_000, threads: 1_001, files: 19_999 };
        LobbyFigures {
            tables: 2_500,
            connections: 10_000,
            seated: 9_999,
            pace,
            games_finished: 2_500,
            seating: load().latency,
            latency: load().latency,
            seating_seconds: 1234.5,
            window_seconds: 1234.5,
            stopped: true,
            listening: Usage { resident_kib: 3_000, threads: 3, files: 9 },
            peak,
            high_water_kib: 4_100_000,
            seating_cpu: Duration::from_secs(1234),
            window_cpu: Duration::from_secs(1234),
            bots_cpu: Duration::from_secs(4321),
            failures: 9_999,
            first_failure: Some(BenchError::Refused("! forty characters, as the bot cuts them".into())),
            server_ended: Some("signal: 9 (SIGKILL)".to_string()),
        }
    }

    #[test]
    fn the_lobbys_report_fits_80_columns_and_says_its_figures_in_every_language() {
        for (lang, pace) in
            [Lang::En, Lang::De].into_iter().flat_map(|lang| [(lang, Pace::Now), (lang, Pace::Person)])
        {
            let report = lang.lobby_report(&lobby(pace));
            let wide = report.lines().find(|line| line.chars().count() > 80);
            assert_eq!(wide, None, "{lang:?}:\n{report}");
            for figure in ["--deadline", "SIGKILL", "forty characters", "399", "123"] {
                assert!(report.contains(figure), "{figure} in\n{report}");
            }
        }
        let kib = (4_000_000.0 - 3_000.0) / 10_000.0;
        assert!((lobby(Pace::Now).kib_per_connection() - kib).abs() < 1e-9);
        assert_eq!(lobby(Pace::Now).cpu_per_line(), Duration::from_secs(1234) / 1_234_567);
    }

    #[test]
    fn a_table_of_the_load_is_what_the_peak_adds_shared_by_the_tables() {
        let per = load().per_table();
        assert_eq!((per.threads.round(), per.files.round()), (14.0, 25.0));
        assert!((per.resident_mib - 4_000_000.0 / 795.0 / 1024.0).abs() < 1e-9);
    }
}
