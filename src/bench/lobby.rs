//! `bauloewe simulate --lobby N`: how many tables one lobby's server holds, and how fast.
//!
//! One `bauloewe server` process, started as a child as a person starts it (bound to
//! 127.0.0.1 port 0, saving in a scratch folder of its own, so every name is new), and N
//! tables of four [bots](crate::bench::lobby_bot) through real sockets: each bot arrives with a
//! name, the first of a table opens it with `open 4`, the three others `sit` at it, and they
//! play, at once or at a person's pace ([`Pace`]). Every bot is a task of one tokio runtime in
//! this process (two workers), not a thread: the server, not the bots, is what is measured.
//!
//! The run has two parts. **Seating**: from the server listening until every bot sat down
//! (or failed). **The measuring window**: from then until every game is over or the deadline
//! passes (`--deadline`; at a person's pace a game takes longer than any window, so the
//! deadline ends it). Meanwhile the server's `/proc/<id>` is read four times a second (its
//! open files once a second): resident memory, threads, open files at the peak; its
//! processor time is read when the window opens and when it closes. At the end the bots are
//! stopped, the server is killed and its folder removed.
//!
//! The scratch folder is in the system's temporary folder (`std::env::temp_dir`, so `TMPDIR`):
//! `TMPDIR=/dev/shm` puts the server's saves in memory, where syncing a file costs nothing,
//! which tells the disk's part of the times from the event loop's.
//!
//! What is reported: the seating's time (`open`/`sit` to `~ place`), the window's time from a
//! line sent to the next prompt (median, 99th percentile, maximum), the server's processor
//! time per line of the window, its memory per connection, threads and open files, the bots'
//! own processor time (they share the machine), and every bot that failed, with the first
//! reason.

use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::task::JoinSet;

use crate::bench::lobby_bot::{Bot, Run, TableClock};
use crate::bench::process::ServerProcess;
use crate::bench::usage::{cpu_of, high_water_kib, open_files_limit, process_cpu, usage_now, usage_of};
use crate::bench::{SEATS, bot_seed};
use crate::simulate::network::{BenchError, Latency, LobbyFigures, Pace, Usage};

/// What a run of the lobby's load is asked to do.
#[derive(Clone, Debug)]
pub struct LobbyConfig {
    /// How many tables, four bots each.
    pub tables: usize,
    /// How fast the bots decide.
    pub pace: Pace,
    /// The seed of the server's deals (`server --seed`) and of the bots.
    pub seed: u64,
    /// How long the run may take at most, seating included.
    pub deadline: Duration,
    /// The `bauloewe` program whose `server` is measured.
    pub program: PathBuf,
}

/// Open files a connection takes: its socket, in the server and in this process alike (the
/// server is asked for one descriptor a connection, issue 43).
pub const FILES_PER_CONNECTION: u64 = 1;

/// Open files beside the connections, in each process: the listener, the runtime's, saves
/// being written, the standard streams.
pub const SPARE_FILES: u64 = 64;

/// How often the server's figures are read; its open files every fourth time.
const SAMPLE_EVERY: Duration = Duration::from_millis(250);

/// Runs the lobby's load: seats `config.tables` tables of bots at one server and measures it
/// until their games are over or the deadline passes.
pub fn run_lobby(config: &LobbyConfig) -> Result<LobbyFigures, BenchError> {
    check_files(config.tables)?;
    let until = Instant::now() + config.deadline;
    let dir = std::env::temp_dir().join(format!("bauloewe-lobby-{}-{}", std::process::id(), config.seed));
    let _ = fs::remove_dir_all(&dir);
    let figures = serve_and_play(config, &dir, until);
    let _ = fs::remove_dir_all(&dir);
    figures
}

/// Refuses a run that would open more files than a process may (the server and this one
/// each hold a socket per connection).
pub fn check_files(tables: usize) -> Result<(), BenchError> {
    let needed = (tables * SEATS) as u64 * FILES_PER_CONNECTION + SPARE_FILES.max(usage_now().files);
    match open_files_limit() {
        Some(limit) if needed > limit => Err(BenchError::TooManyFiles { tables, needed, limit }),
        _ => Ok(()),
    }
}

/// Starts the server saving in `dir`, lets the bots play at it, and kills it.
fn serve_and_play(config: &LobbyConfig, dir: &Path, until: Instant) -> Result<LobbyFigures, BenchError> {
    let args: Vec<OsString> = vec![
        "server".into(),
        "--bind".into(),
        "127.0.0.1:0".into(),
        "--save-dir".into(),
        dir.into(),
        "--seed".into(),
        config.seed.to_string().into(),
    ];
    let args: Vec<&std::ffi::OsStr> = args.iter().map(OsString::as_os_str).collect();
    let mut server = ServerProcess::start(&config.program, &args, until)?;
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build()?;
    let figures = runtime.block_on(drive(config, &mut server, until));
    runtime.shutdown_timeout(Duration::from_secs(2));
    server.kill();
    Ok(figures)
}

/// What the watching saw while the bots played.
struct Watched {
    peak: Usage,
    /// When the window opened, and the server's processor time then.
    opened: Option<(Instant, Duration)>,
    failures: usize,
    first_failure: Option<BenchError>,
    server_ended: Option<String>,
    stopped: bool,
}

impl Watched {
    /// Counts a bot's end: an error is a failure.
    fn bot_ended(&mut self, ended: Result<Result<(), BenchError>, tokio::task::JoinError>) {
        let error = match ended {
            Ok(Ok(())) => return,
            Ok(Err(error)) => error,
            // A bot stopped at the end of the run is no failure; a bot that panicked is one.
            Err(error) if error.is_cancelled() => return,
            Err(_) => BenchError::Lost,
        };
        self.failures += 1;
        self.first_failure.get_or_insert(error);
    }
}

/// Starts every bot and watches the server until the games are over, the deadline passes,
/// or the server ends; then stops the bots and tells the figures.
async fn drive(config: &LobbyConfig, server: &mut ServerProcess, until: Instant) -> LobbyFigures {
    let (id, began) = (server.id(), Instant::now());
    let (listening, cpu_began, bots_cpu_began) = (usage_of(id, true), cpu_of(id), process_cpu());
    let run = Arc::new(Run::new(config.tables * SEATS, config.pace));
    let mut bots = JoinSet::new();
    for table in 0..config.tables {
        let clock = Arc::new(TableClock::default());
        for seat in 0..SEATS {
            let bot = Bot {
                number: table * SEATS + seat,
                opens: seat == 0,
                table: Arc::clone(&clock),
                seed: bot_seed(config.seed, table as u64, seat),
            };
            bots.spawn(bot.run(Arc::clone(&run), server.address));
        }
    }
    let mut watched = watch(config.tables, server, &run, &mut bots, until, listening).await;
    // Every bot may have failed because the server ended: a moment to tell so.
    tokio::time::sleep(SAMPLE_EVERY).await;
    watched.server_ended = watched.server_ended.or_else(|| server.ended().map(|status| status.to_string()));
    let closed = (Instant::now(), cpu_of(id));
    let high_water_kib = high_water_kib(id);
    watched.peak = watched.peak.peak(usage_of(id, true));
    bots.abort_all();
    while let Some(ended) = bots.join_next().await {
        watched.bot_ended(ended);
    }
    let (opened_at, opened_cpu) = watched.opened.unwrap_or(closed);
    let (seating, latency) = run.times();
    LobbyFigures {
        tables: config.tables,
        connections: config.tables * SEATS,
        seated: seating.len(),
        pace: config.pace,
        games_finished: run.games(),
        seating: Latency::of(seating),
        latency: Latency::of(latency),
        seating_seconds: opened_at.duration_since(began).as_secs_f64(),
        window_seconds: closed.0.duration_since(opened_at).as_secs_f64(),
        stopped: watched.stopped,
        listening,
        peak: watched.peak,
        high_water_kib,
        seating_cpu: opened_cpu.saturating_sub(cpu_began),
        window_cpu: closed.1.saturating_sub(opened_cpu),
        bots_cpu: process_cpu().saturating_sub(bots_cpu_began),
        failures: watched.failures,
        first_failure: watched.first_failure,
        server_ended: watched.server_ended,
    }
}

/// Reads the server's figures until every game is over, every bot ended, the deadline passes
/// or the server ends.
async fn watch(
    tables: usize,
    server: &mut ServerProcess,
    run: &Run,
    bots: &mut JoinSet<Result<(), BenchError>>,
    until: Instant,
    listening: Usage,
) -> Watched {
    let mut watched = Watched {
        peak: listening,
        opened: None,
        failures: 0,
        first_failure: None,
        server_ended: None,
        stopped: false,
    };
    let mut tick = tokio::time::interval(SAMPLE_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    for sample in 1.. {
        tokio::select! {
            _ = tick.tick() => {
                watched.peak = watched.peak.peak(usage_of(server.id(), sample % 4 == 0));
                if let Some(status) = server.ended() {
                    watched.server_ended = Some(status.to_string());
                    break;
                }
                if Instant::now() >= until {
                    watched.stopped = true;
                    break;
                }
                if run.games() == tables || bots.is_empty() {
                    break;
                }
            }
            () = run.all_settled.notified(), if watched.opened.is_none() => {
                watched.opened = Some((Instant::now(), cpu_of(server.id())));
            }
            Some(ended) = bots.join_next() => watched.bot_ended(ended),
        }
    }
    watched
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench::usage::open_files_limit;

    #[test]
    fn a_run_beyond_the_open_files_limit_is_refused_before_it_starts() {
        let Some(limit) = open_files_limit() else { return };
        let tables = (limit as usize / SEATS) + 1;
        match check_files(tables) {
            Err(BenchError::TooManyFiles { tables: asked, needed, limit: told }) => {
                assert_eq!((asked, told), (tables, limit));
                assert!(needed > limit);
            }
            other => panic!("{other:?}"),
        }
        assert!(check_files(1).is_ok());
    }
}
