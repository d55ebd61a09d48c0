//! `bauloewe simulate --tables N`: how many tables one process serves, and how fast.
//!
//! N tables, each an in-process [`Server`] bound to 127.0.0.1 port 0 with four seats played
//! by people (so that the server never thinks), and four [bots](super::bot) per table, each
//! a thread of its own speaking the framed protocol over a real socket, all playing whole
//! games at once. Each table times every line a bot sends (`legal` or a command) until the
//! next prompt at that table, whichever bot reads it: the bots' own choosing is not counted.
//!
//! While the games run, the main thread reads what the process holds (memory, threads, open
//! files) every quarter second and keeps the peak. When every bot is done, or the deadline
//! passed, every server is stopped, and the report tells the tables, the connections, the
//! games finished, the median, 99th percentile and longest time to the next prompt, and the
//! peak, in all and per table.
//!
//! What one table costs here: 14 threads (the server's acceptor and table thread, a reader
//! and a writer per connection, and the four bots) and about 25 open files (the listener, five
//! handles per connection on the server's side, one per bot): the process's limit on open
//! files is checked before anything starts.

use std::io;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use super::bot::{Bot, TableWatch};
use super::usage::{Usage, open_files_limit};
use super::{BenchError, Latency, SEATS, bot_seed, new_session, table_codes};
use crate::console::Lang;
use crate::console::net::server::{Limits, Server, Stopper};
use crate::console::table::Table;

/// What a load run is asked to do.
#[derive(Clone, Copy, Debug)]
pub struct LoadConfig {
    /// How many tables play at once.
    pub tables: usize,
    /// The seed of table 0's deal (table `t` is dealt with `seed + t`), and of the bots.
    pub seed: u64,
    /// How long the run may take at most.
    pub deadline: Duration,
}

/// What a load run measured.
#[derive(Clone, Copy, Debug)]
pub struct LoadFigures {
    /// The tables served.
    pub tables: usize,
    /// The bots' connections.
    pub connections: usize,
    /// The games played to their end.
    pub games_finished: usize,
    /// From a line sent to the next prompt at its table.
    pub latency: Latency,
    /// What the process held before the first table opened.
    pub before: Usage,
    /// The most the process held while the tables played.
    pub peak: Usage,
    /// From the first table opened to the last bot done, in seconds.
    pub seconds: f64,
    /// Whether the deadline stopped the run.
    pub stopped: bool,
}

/// Open files each table takes: the listener, five per connection at the server (its socket
/// and four clones: reader, writer, the table's handle, the writer thread's) and one per bot.
pub const FILES_PER_TABLE: u64 = 1 + SEATS as u64 * 6;

/// The stack of a bot's thread: it holds a few lines at a time.
const BOT_STACK: usize = 256 * 1024;

/// How often the process's figures are read while the tables play.
const SAMPLE_EVERY: Duration = Duration::from_millis(250);

/// One table while it plays: how to stop its server, its thread, and what its bots share.
struct Running {
    stopper: Stopper,
    server: JoinHandle<io::Result<()>>,
    watch: Arc<TableWatch>,
}

/// Serves `config.tables` tables with four bots each until their games end or the deadline
/// passes, and tells what it measured.
pub fn run_load(config: &LoadConfig) -> Result<LoadFigures, BenchError> {
    let before = Usage::now();
    check_files(config.tables, before)?;
    let began = Instant::now();
    let until = began + config.deadline;
    let (done, finished) = mpsc::channel();
    let mut tables = Vec::with_capacity(config.tables);
    let mut bots = Vec::with_capacity(config.tables * SEATS);
    for table in 0..config.tables {
        let running = open_table(config.seed.wrapping_add(table as u64), table as u64, until)?;
        for seat in 0..SEATS {
            bots.push(start_bot(&running.watch, config.seed, table as u64, seat, done.clone())?);
        }
        tables.push(running);
    }
    drop(done);
    let (games_finished, peak, stopped) = wait(&finished, bots.len(), until, before);
    let seconds = began.elapsed().as_secs_f64();
    let micros = tables.iter().flat_map(|table| table.watch.latencies()).collect();
    for table in tables {
        table.stopper.stop();
        let _ = table.server.join();
    }
    for bot in bots {
        let _ = bot.join();
    }
    let connections = config.tables * SEATS;
    let latency = Latency::of(micros);
    Ok(LoadFigures {
        tables: config.tables,
        connections,
        games_finished,
        latency,
        before,
        peak,
        seconds,
        stopped,
    })
}

/// Refuses a run that would open more files than the process may.
fn check_files(tables: usize, before: Usage) -> Result<(), BenchError> {
    let needed = tables as u64 * FILES_PER_TABLE + before.files;
    match open_files_limit() {
        Some(limit) if needed > limit => Err(BenchError::TooManyFiles { tables, needed, limit }),
        _ => Ok(()),
    }
}

/// Opens table number `table`, dealt with `seed`, on a free port of 127.0.0.1.
fn open_table(seed: u64, table: u64, until: Instant) -> Result<Running, BenchError> {
    let server = Server::bind("127.0.0.1:0", Limits::default())?;
    let address: SocketAddr = server.address()?;
    let stopper = server.stopper()?;
    let game = Table::new(new_session(seed), Lang::En);
    let seats = table_codes(table);
    let server = thread::Builder::new()
        .name(format!("table-{table}"))
        .spawn(move || server.run(game, seats, io::sink()))?;
    let watch = Arc::new(TableWatch::new(address, None, until));
    Ok(Running { stopper, server, watch })
}

/// Starts the bot of `seat` at table number `table`; when done it says on `done` whether it
/// saw the game's end, if it is the first seat's bot (one bot counts each table's game).
fn start_bot(
    watch: &Arc<TableWatch>,
    seed: u64,
    table: u64,
    seat: usize,
    done: mpsc::Sender<bool>,
) -> Result<JoinHandle<()>, BenchError> {
    let watch = Arc::clone(watch);
    let code = table_codes(table).codes[seat].1;
    let bot = Bot::new(code, bot_seed(seed, table, seat), false);
    let thread = thread::Builder::new().name(format!("bot-{table}-{seat}")).stack_size(BOT_STACK);
    let handle = thread.spawn(move || {
        let over = bot.play(&watch).is_ok_and(|played| played.over);
        let _ = done.send(over && seat == 0);
    })?;
    Ok(handle)
}

/// Waits for `bots` bots to be done, reading the process's figures meanwhile: how many games
/// ended, the peak, and whether the deadline came first.
fn wait(finished: &mpsc::Receiver<bool>, bots: usize, until: Instant, before: Usage) -> (usize, Usage, bool) {
    let (mut done, mut over, mut peak) = (0, 0, before);
    let mut next_sample = Instant::now();
    while done < bots {
        if Instant::now() >= next_sample {
            peak = peak.peak(Usage::now());
            next_sample += SAMPLE_EVERY;
        }
        let wait = next_sample.min(until).saturating_duration_since(Instant::now());
        match finished.recv_timeout(wait) {
            Ok(saw_end) => (done, over) = (done + 1, over + usize::from(saw_end)),
            Err(RecvTimeoutError::Timeout) if Instant::now() >= until => return (over, peak, true),
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => break,
        }
    }
    (over, peak, false)
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
