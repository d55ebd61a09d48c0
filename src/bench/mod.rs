//! The network's benchmarks: programs that play whole games through real sockets on
//! 127.0.0.1 and report figures, reached from `bauloewe simulate` (speed is measured in
//! programs, never in timed tests).
//!
//! - [`load`] (`simulate --tables N`): N tables served at once in this process, four bots each,
//!   and how long a line takes to be answered with the next prompt; memory, threads and files
//!   at the peak.
//! - [`faults`] (`simulate --kill client` or `--kill server`): games in which a client drops
//!   its connection, or the server is killed with SIGKILL and resumed from its save, at a
//!   random decision; each must end with the same final `dump` as the game played through.
//!
//! The bots of both are in [`bot`]; what the process holds (memory, threads, open files) is
//! read by [`usage`]. Every benchmark stops by itself: every read has the deadline as its time
//! limit, and what runs is stopped when it passes.

pub mod bot;
pub mod faults;
pub mod load;
pub mod usage;

use std::io;
use std::time::Duration;

use crate::net::codes::Code;
use crate::net::server::Seats;
use crate::notation::SeatList;
use crate::rules::Options;
use crate::session::Session;

/// Why a benchmark could not run to its end.
#[derive(Debug)]
pub enum BenchError {
    /// More tables than this process may open files for.
    TooManyFiles {
        /// The tables asked for.
        tables: usize,
        /// About how many open files they need.
        needed: u64,
        /// How many this process may open (`ulimit -n`).
        limit: u64,
    },
    /// A socket, a thread, a process or a file failed.
    Io(io::Error),
    /// The server program ended, or said no address, before it listened.
    ServerSilent,
    /// A connection closed in the middle of a game, and no fault explains it.
    Lost,
    /// The table prompted a seat and offered it no legal command.
    NothingLegal,
    /// The deadline passed (`--deadline`).
    Deadline,
    /// Game number `game` (from 0) of a fault benchmark failed.
    Game {
        /// Which game.
        game: u64,
        /// Why.
        error: Box<BenchError>,
    },
}

impl From<io::Error> for BenchError {
    fn from(error: io::Error) -> BenchError {
        BenchError::Io(error)
    }
}

/// The seats of every benchmark's table: four people, so that the server never thinks.
pub const PLAYERS: &str = "Ann:human,Bob:human,Cid:human,Dee:human";

/// How many seats a table has.
pub const SEATS: usize = 4;

/// A new game of [`PLAYERS`] dealt with `seed`.
pub fn new_session(seed: u64) -> Session {
    let seats = PLAYERS.parse::<SeatList>().expect("the benchmark's seat list is valid").0;
    Session::new(seats, seed, Options::default()).expect("four seats make a game").0
}

/// Codes for the seats of table number `table`: made from the number, not drawn, so that a
/// benchmark needs no randomness from the system (its tables are on 127.0.0.1 only).
pub fn table_codes(table: u64) -> Seats {
    let seat_code = |seat: usize| (seat, Code::from_bits(table * SEATS as u64 + seat as u64));
    Seats { codes: (0..SEATS).map(seat_code).collect() }
}

/// The seed of the bot at `seat` in game `game` of a run seeded `seed`: each a different
/// stream of the generator.
pub fn bot_seed(seed: u64, game: u64, seat: usize) -> u64 {
    seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (game << 8) ^ seat as u64
}

/// The spread of times from a line sent to the next prompt.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Latency {
    /// How many lines were timed.
    pub count: usize,
    /// The median.
    pub median: Duration,
    /// The 99th percentile.
    pub p99: Duration,
    /// The longest.
    pub max: Duration,
}

impl Latency {
    /// The spread of `micros`, times in microseconds (nearest-rank percentiles).
    ///
    /// ```
    /// use std::time::Duration;
    /// use bauloewe::bench::Latency;
    /// let spread = Latency::of((1..=100).collect());
    /// assert_eq!((spread.count, spread.median, spread.p99), (100, Duration::from_micros(50), Duration::from_micros(99)));
    /// assert_eq!(Latency::of(Vec::new()).count, 0);
    /// ```
    pub fn of(mut micros: Vec<u32>) -> Latency {
        micros.sort_unstable();
        let rank = |percent: usize| {
            // The nearest rank: the smallest time that `percent` per cent of all are at most.
            let at = (micros.len() * percent).div_ceil(100).max(1) - 1;
            Duration::from_micros(micros.get(at).copied().unwrap_or_default().into())
        };
        let max = Duration::from_micros(micros.last().copied().unwrap_or_default().into());
        Latency { count: micros.len(), median: rank(50), p99: rank(99), max }
    }
}

#[cfg(test)]
mod tests {
    use super::bot::FaultCounts;
    use super::faults::{FaultFigures, Killed};
    use super::load::LoadFigures;
    use super::usage::Usage;
    use super::*;
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

    #[test]
    fn a_table_of_the_load_is_what_the_peak_adds_shared_by_the_tables() {
        let per = load().per_table();
        assert_eq!((per.threads.round(), per.files.round()), (14.0, 25.0));
        assert!((per.resident_mib - 4_000_000.0 / 795.0 / 1024.0).abs() < 1e-9);
    }
}
