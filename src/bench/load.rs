//! `bauloewe simulate --tables N`: how many tables one process serves, and how fast.
//!
//! N tables, each an in-process [`Server`] bound to 127.0.0.1 port 0 with four seats played
//! by people (so that the server never thinks), and four [bots](crate::bench::bot) per table, each
//! a thread of its own speaking the framed protocol over a real socket, all playing whole
//! games at once. Each table times every line a bot sends (`legal` or a command) until the
//! next prompt at that table, whichever bot reads it: the bots' own choosing is not counted.
//! The bots play as fast as the tables answer (the most a table can be asked), or with
//! `--think MS` wait that long before each decision they send, as people would.
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
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use crate::bench::bot::{Bot, TableWatch};
use crate::bench::usage::{open_files_limit, process_cpu, thread_cpu, usage_now};
use crate::bench::{SEATS, bot_seed, new_session, table_codes};
use crate::net::server::{Limits, Server, Stopper};
use crate::simulate::network::{BenchError, Latency, LoadFigures, Usage};
use crate::table::Table;
use crate::words::Lang;

/// What a load run is asked to do.
#[derive(Clone, Copy, Debug)]
pub struct LoadConfig {
    /// How many tables play at once.
    pub tables: usize,
    /// The seed of table 0's deal (table `t` is dealt with `seed + t`), and of the bots.
    pub seed: u64,
    /// How long the run may take at most.
    pub deadline: Duration,
    /// How long each bot waits before each decision it sends, as a person thinks (zero: the
    /// bots play as fast as the tables answer).
    pub think: Duration,
}

/// What a bot says when it is done.
struct Done {
    /// Whether it is the first seat's bot and saw the game's end (one bot counts each game).
    counted: bool,
    /// The processor time its thread used.
    cpu: Duration,
}

/// What the watching thread saw while the bots played.
struct Watched {
    games_finished: usize,
    peak: Usage,
    stopped: bool,
    bots_cpu: Duration,
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
    let before = usage_now();
    check_files(config.tables, before)?;
    let cpu_before = (process_cpu(), thread_cpu());
    let until = Instant::now() + config.deadline;
    let gate = Arc::new(Gate::default());
    let (done, finished) = mpsc::channel();
    let (mut tables, mut bots) = (Vec::new(), Vec::new());
    let opened = open_all(config, until, &gate, &done, &mut tables, &mut bots);
    drop(done);
    // The bots start together once every table is open, so that all the games play at once
    // (or, if a table could not open, to find theirs closed and end).
    let began = Instant::now();
    gate.open();
    let measured = opened.map(|()| wait(&finished, bots.len(), until, before));
    let seconds = began.elapsed().as_secs_f64();
    let micros = tables.iter().flat_map(|table| table.watch.latencies()).collect();
    for table in tables {
        table.stopper.stop();
        let _ = table.server.join();
    }
    for bot in bots {
        let _ = bot.join();
    }
    let Watched { games_finished, peak, stopped, bots_cpu } = measured?;
    let watching = thread_cpu().saturating_sub(cpu_before.1);
    let server_cpu = process_cpu().saturating_sub(cpu_before.0).saturating_sub(bots_cpu + watching);
    let (tables, connections, latency) = (config.tables, config.tables * SEATS, Latency::of(micros));
    Ok(LoadFigures {
        tables,
        connections,
        think: config.think,
        games_finished,
        latency,
        before,
        peak,
        seconds,
        stopped,
        server_cpu,
        bots_cpu,
    })
}

/// Opens every table and starts its bots, which wait at `gate`; stops at the first that
/// fails, keeping those already running in `tables` and `bots`.
fn open_all(
    config: &LoadConfig,
    until: Instant,
    gate: &Arc<Gate>,
    done: &mpsc::Sender<Done>,
    tables: &mut Vec<Running>,
    bots: &mut Vec<JoinHandle<()>>,
) -> Result<(), BenchError> {
    for table in 0..config.tables as u64 {
        let running = open_table(config.seed.wrapping_add(table), table, until)?;
        for seat in 0..SEATS {
            let seed = bot_seed(config.seed, table, seat);
            let bot = Bot::new(table_codes(table).codes[seat].1, seed, false).thinking(config.think);
            bots.push(start_bot(bot, &running.watch, gate, (table, seat), done.clone())?);
        }
        tables.push(running);
    }
    Ok(())
}

/// Where the bots wait until every table is open.
#[derive(Default)]
struct Gate {
    open: Mutex<bool>,
    opened: Condvar,
}

impl Gate {
    /// Lets every bot through, those waiting and those to come.
    fn open(&self) {
        *self.open.lock().unwrap_or_else(PoisonError::into_inner) = true;
        self.opened.notify_all();
    }

    /// Waits until the gate is open.
    fn pass(&self) {
        let open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        let _open = self.opened.wait_while(open, |open| !*open).unwrap_or_else(PoisonError::into_inner);
    }
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

/// Starts `bot`, of `seat` at table number `table`, to play once the gate opens; it tells on
/// `done` when it is done.
fn start_bot(
    bot: Bot,
    watch: &Arc<TableWatch>,
    gate: &Arc<Gate>,
    (table, seat): (u64, usize),
    done: mpsc::Sender<Done>,
) -> Result<JoinHandle<()>, BenchError> {
    let (watch, gate) = (Arc::clone(watch), Arc::clone(gate));
    let thread = thread::Builder::new().name(format!("bot-{table}-{seat}")).stack_size(BOT_STACK);
    let handle = thread.spawn(move || {
        gate.pass();
        let over = bot.play(&watch).is_ok_and(|played| played.over);
        let _ = done.send(Done { counted: over && seat == 0, cpu: thread_cpu() });
    })?;
    Ok(handle)
}

/// Waits for `bots` bots to be done, reading the process's figures meanwhile: how many games
/// ended, the peak, whether the deadline came first, and the bots' processor time.
fn wait(finished: &mpsc::Receiver<Done>, bots: usize, until: Instant, before: Usage) -> Watched {
    let mut watched = Watched { games_finished: 0, peak: before, stopped: false, bots_cpu: Duration::ZERO };
    let (mut done, mut next_sample) = (0, Instant::now());
    while done < bots {
        if Instant::now() >= next_sample {
            watched.peak = watched.peak.peak(usage_now());
            next_sample += SAMPLE_EVERY;
        }
        let wait = next_sample.min(until).saturating_duration_since(Instant::now());
        match finished.recv_timeout(wait) {
            Ok(bot) => {
                done += 1;
                watched.games_finished += usize::from(bot.counted);
                watched.bots_cpu += bot.cpu;
            }
            Err(RecvTimeoutError::Timeout) if Instant::now() >= until => {
                watched.stopped = true;
                break;
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => break,
        }
    }
    watched
}
