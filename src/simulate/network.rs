//! The figures of the network benchmarks (`simulate --tables N`, `simulate --kill client|server`,
//! `simulate --lobby N`), as data the words word: what a load run measured ([`LoadFigures`]), what
//! a fault run found ([`FaultFigures`]), what the lobby's load measured ([`LobbyFigures`]) and
//! why a run stopped ([`BenchError`]).
//!
//! The benchmarks themselves drive a real server from outside, as a bot would, so they live
//! above the network (`crate::bench`); their figures live here, below the words, so that the
//! words of every language can report them without reaching up to what ran them.

use std::io;
use std::time::Duration;

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
    /// The server answered a bot's line in the lobby with a refusal or a goodbye, not with
    /// what the protocol promises (the line as it came).
    Refused(String),
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
    /// use bauloewe::simulate::network::Latency;
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

/// What is killed in the middle of each game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Killed {
    /// One client's connection.
    Client,
    /// The server's process.
    Server,
}

/// What a fault run found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FaultFigures {
    /// What was killed.
    pub killed: Killed,
    /// The games asked for.
    pub games: u64,
    /// The games played both ways (fewer when the deadline stopped the run).
    pub played: u64,
    /// What the faults did, summed over the games.
    pub counts: FaultCounts,
    /// The games whose final dump equals the game played through.
    pub equal_dumps: u64,
    /// The whole run, in seconds.
    pub seconds: f64,
    /// Whether the deadline stopped the run.
    pub stopped: bool,
}

/// What a table's fault did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FaultCounts {
    /// How many times a connection was dropped or a server killed.
    pub interruptions: usize,
    /// How many seats that decided when it happened read the same prompt after rejoining.
    pub same_prompt: usize,
    /// How many restarts kept every seat's code.
    pub same_codes: usize,
}

/// What a load run measured.
#[derive(Clone, Copy, Debug)]
pub struct LoadFigures {
    /// The tables served.
    pub tables: usize,
    /// The bots' connections.
    pub connections: usize,
    /// How long each bot thought before each decision.
    pub think: Duration,
    /// The games played to their end.
    pub games_finished: usize,
    /// From a line sent to the next prompt at its table.
    pub latency: Latency,
    /// What the process held before the first table opened.
    pub before: Usage,
    /// The most the process held while the tables played.
    pub peak: Usage,
    /// From the bots' start (every table open) to the last bot done, in seconds.
    pub seconds: f64,
    /// Whether the deadline stopped the run.
    pub stopped: bool,
    /// The processor time of the servers (every thread but the bots and the one that
    /// watches), from the first table opened to the last stopped.
    pub server_cpu: Duration,
    /// The processor time of the bots.
    pub bots_cpu: Duration,
}

/// What one table held at the peak, on average.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PerTable {
    /// Resident memory in MiB.
    pub resident_mib: f64,
    /// Threads.
    pub threads: f64,
    /// Open files.
    pub files: f64,
}

impl LoadFigures {
    /// The servers' processor time for each line timed.
    pub fn server_cpu_per_line(&self) -> Duration {
        self.server_cpu / u32::try_from(self.latency.count.max(1)).unwrap_or(u32::MAX)
    }

    /// What one table held at the peak: the peak less what the process held before the
    /// first table opened, shared by the tables.
    pub fn per_table(&self) -> PerTable {
        let tables = self.tables.max(1) as f64;
        let share = |peak: u64, before: u64| peak.saturating_sub(before) as f64 / tables;
        PerTable {
            resident_mib: share(self.peak.resident_kib, self.before.resident_kib) / 1024.0,
            threads: share(self.peak.threads, self.before.threads),
            files: share(self.peak.files, self.before.files),
        }
    }
}

/// What the process holds at one moment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    /// Resident memory in KiB (`VmRSS`).
    pub resident_kib: u64,
    /// Threads (`Threads`).
    pub threads: u64,
    /// Open file descriptors (sockets count).
    pub files: u64,
}

impl Usage {
    /// The larger of each figure of two moments.
    pub fn peak(self, other: Usage) -> Usage {
        Usage {
            resident_kib: self.resident_kib.max(other.resident_kib),
            threads: self.threads.max(other.threads),
            files: self.files.max(other.files),
        }
    }
}

/// How fast the lobby's bots decide (`simulate --lobby N --pace now|person`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Pace {
    /// As soon as the answer to `legal` is in: the most the server can be asked.
    #[default]
    Now,
    /// As a person: each decision is sent 1 to 3 seconds after its prompt.
    Person,
}

/// What a run of the lobby's load measured (`simulate --lobby N`): one `bauloewe server`
/// process, four bots a table, all through real sockets.
#[derive(Debug)]
pub struct LobbyFigures {
    /// The tables asked for.
    pub tables: usize,
    /// The bots that connected, and those that took their seat.
    pub connections: usize,
    /// The bots seated at their table.
    pub seated: usize,
    /// How fast the bots decided.
    pub pace: Pace,
    /// The games played to their end.
    pub games_finished: usize,
    /// From `open 4` or `sit N` sent to the `~ place N` that answers it.
    pub seating: Latency,
    /// From a line sent at a table (`legal` or a decision) to the next prompt at that table,
    /// once every bot was seated (the measuring window).
    pub latency: Latency,
    /// From the server listening to every bot seated (or failed), in seconds.
    pub seating_seconds: f64,
    /// The measuring window: from every bot seated to the end of the run, in seconds.
    pub window_seconds: f64,
    /// Whether the deadline ended the run (rather than every game's end).
    pub stopped: bool,
    /// What the server held just after it listened, before any bot came.
    pub listening: Usage,
    /// The most the server held while the bots played (memory, threads, open files).
    pub peak: Usage,
    /// The server's high-water mark of resident memory at the end, in KiB (`VmHWM`).
    pub high_water_kib: u64,
    /// The server's processor time while the bots arrived and sat down.
    pub seating_cpu: Duration,
    /// The server's processor time in the measuring window.
    pub window_cpu: Duration,
    /// The processor time of the process that ran every bot.
    pub bots_cpu: Duration,
    /// The bots that failed (their connection lost, a line refused), and the first failure.
    pub failures: usize,
    /// Why the first bot that failed did.
    pub first_failure: Option<BenchError>,
    /// How the server ended, if it ended before the run did (`exit status: 101`).
    pub server_ended: Option<String>,
}

impl LobbyFigures {
    /// The server's processor time for each line timed in the measuring window.
    pub fn cpu_per_line(&self) -> Duration {
        self.window_cpu / u32::try_from(self.latency.count.max(1)).unwrap_or(u32::MAX)
    }

    /// The resident memory each connection added at the peak, in KiB: the peak less what the
    /// server held when it listened, shared by the connections.
    pub fn kib_per_connection(&self) -> f64 {
        let added = self.peak.resident_kib.saturating_sub(self.listening.resident_kib);
        added as f64 / self.connections.max(1) as f64
    }
}
