//! `bauloewe simulate --kill client` and `--kill server`: games that survive a fault.
//!
//! Each game is played twice by the same four [bots](crate::bench::bot) with the same seeds: once
//! through, and once with a fault at a decision drawn at random from those the first game had:
//! - **client**: the deciding seat's client drops its connection without a word and joins
//!   again with its code. The table is an in-process [`Server`] on 127.0.0.1.
//! - **server**: the server, a real `bauloewe serve` process saving in a scratch folder, is
//!   killed (SIGKILL) and started again with `serve --load table-1`; it listens on a new port,
//!   which the bots are told, and every bot joins again with its code.
//!
//! The seat that was deciding must read the same prompt when it is back, the restarted server
//! must keep every code, and the final `dump` (asked for by the first seat after the end) must
//! equal the game's played through. The report counts the games, the faults, the prompts and
//! codes found again and the equal dumps.

use std::ffi::OsStr;
use std::fs;
use std::io;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use crate::bench::bot::{Bot, Fault, Played, Restarted, TableWatch};
use crate::bench::process::ServerProcess;
use crate::bench::{PLAYERS, SEATS, bot_seed, new_session, table_codes};
use crate::net::codes::{CODES_EXTENSION, Code, read_codes};
use crate::net::server::{Limits, Seats, Server, Stopper};
use crate::save::SaveDir;
use crate::simulate::network::{BenchError, FaultCounts, FaultFigures, Killed};
use crate::table::Table;
use crate::words::Lang;

/// What a fault run is asked to do.
#[derive(Clone, Debug)]
pub struct FaultConfig {
    /// What is killed.
    pub killed: Killed,
    /// How many games, each played twice.
    pub games: u64,
    /// The seed of game 0's deal (game `g` is dealt with `seed + g`), of the bots and of the
    /// decisions the faults strike at.
    pub seed: u64,
    /// How long the run may take at most.
    pub deadline: Duration,
    /// The `bauloewe` program whose `serve` is killed (for [`Killed::Server`]).
    pub program: PathBuf,
}

/// Plays `config.games` games through and with a fault each, and counts what survived.
pub fn run_faults(config: &FaultConfig) -> Result<FaultFigures, BenchError> {
    let began = Instant::now();
    let until = began + config.deadline;
    let mut figures = FaultFigures {
        killed: config.killed,
        games: config.games,
        played: 0,
        counts: FaultCounts::default(),
        equal_dumps: 0,
        seconds: 0.0,
        stopped: false,
    };
    for game in 0..config.games {
        match play_both(config, game, until) {
            Ok((counts, equal)) => {
                figures.played += 1;
                figures.equal_dumps += u64::from(equal);
                figures.counts = FaultCounts {
                    interruptions: figures.counts.interruptions + counts.interruptions,
                    same_prompt: figures.counts.same_prompt + counts.same_prompt,
                    same_codes: figures.counts.same_codes + counts.same_codes,
                };
            }
            Err(BenchError::Deadline) => {
                figures.stopped = true;
                break;
            }
            Err(error) => return Err(BenchError::Game { game, error: Box::new(error) }),
        }
    }
    figures.seconds = began.elapsed().as_secs_f64();
    Ok(figures)
}

/// One game through, then with its fault: what the fault did, and whether the dumps are equal.
fn play_both(config: &FaultConfig, game: u64, until: Instant) -> Result<(FaultCounts, bool), BenchError> {
    let through = play(config, game, None, until)?;
    // The decision the fault strikes at: one of those the game had, drawn from a stream of
    // its own (the bots' streams are seats 0 to 3).
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(bot_seed(config.seed, game, SEATS));
    let at = rng.random_range(0..through.decisions.max(1));
    let cut = play(config, game, Some(at), until)?;
    let equal = through.dump.is_some() && cut.dump == through.dump;
    Ok((cut.counts, equal))
}

/// What one playing of a game gave.
struct Run {
    /// The first seat's final dump.
    dump: Option<Vec<String>>,
    /// How many decisions the bots made.
    decisions: usize,
    counts: FaultCounts,
}

/// Plays game `game`, with the fault of the run at decision `at` if given.
fn play(config: &FaultConfig, game: u64, at: Option<usize>, until: Instant) -> Result<Run, BenchError> {
    let deal = config.seed.wrapping_add(game);
    match config.killed {
        Killed::Client => {
            let host = InProcess::open(deal, game)?;
            let fault = at.map(|at| (at, Fault::DropClient));
            play_table(host.address, &table_codes(game), fault, (config.seed, game), until)
        }
        Killed::Server => {
            let dir = std::env::temp_dir().join(format!(
                "bauloewe-kill-server-{}-{game}-{}",
                std::process::id(),
                if at.is_some() { "cut" } else { "through" }
            ));
            let _ = fs::remove_dir_all(&dir);
            let run = play_served(config, deal, game, at, &dir, until);
            let _ = fs::remove_dir_all(&dir);
            run
        }
    }
}

/// Plays a game at a `bauloewe serve` saving in `dir`, killed and resumed at decision `at`.
fn play_served(
    config: &FaultConfig,
    deal: u64,
    game: u64,
    at: Option<usize>,
    dir: &Path,
    until: Instant,
) -> Result<Run, BenchError> {
    let deal = deal.to_string();
    let new_table = ["--players", PLAYERS, "--seed", deal.as_str()];
    let (process, address) = start_serve(&config.program, &new_table, dir, until)?;
    let codes = table_codes_in(dir).ok_or(BenchError::ServerSilent)?;
    let process = Arc::new(Mutex::new(process));
    let fault = at.map(|at| {
        let (process, program, dir) = (Arc::clone(&process), config.program.clone(), dir.to_path_buf());
        let kept = codes.codes.clone();
        let restart = move || -> Result<Restarted, BenchError> {
            let mut running = process.lock().unwrap_or_else(PoisonError::into_inner);
            running.kill();
            let (again, address) = start_serve(&program, &["--load", "table-1"], &dir, until)?;
            *running = again;
            let same_codes = table_codes_in(&dir).is_some_and(|codes| codes.codes == kept);
            Ok(Restarted { address, same_codes })
        };
        (at, Fault::Restart(Box::new(restart)))
    });
    play_table(address, &codes, fault, (config.seed, game), until)
}

/// Plays a whole game at the table at `address` with four bots seeded from `(seed, game)`.
fn play_table(
    address: SocketAddr,
    codes: &Seats,
    fault: Option<(usize, Fault)>,
    (seed, game): (u64, u64),
    until: Instant,
) -> Result<Run, BenchError> {
    let watch = Arc::new(TableWatch::new(address, fault, until));
    let bots: Vec<JoinHandle<Result<Played, BenchError>>> = codes
        .codes
        .iter()
        .map(|&(seat, code)| {
            let (watch, bot) = (Arc::clone(&watch), Bot::new(code, bot_seed(seed, game, seat), seat == 0));
            thread::spawn(move || bot.play(&watch))
        })
        .collect();
    let mut dump = None;
    for bot in bots {
        let played = bot.join().map_err(|_| BenchError::Lost)??;
        dump = dump.or(played.dump);
    }
    Ok(Run { dump, decisions: watch.decisions(), counts: watch.counts() })
}

/// The codes `serve` keeps beside the table's save slot, in seat order.
fn table_codes_in(dir: &Path) -> Option<Seats> {
    let text = SaveDir::new(dir).read_beside("table-1", CODES_EXTENSION).ok()?;
    let mut codes: Vec<(usize, Code)> = read_codes(&text)?;
    codes.sort_by_key(|(seat, _)| *seat);
    Some(Seats { codes })
}

/// A table served in this process, stopped when dropped.
struct InProcess {
    address: SocketAddr,
    stopper: Stopper,
    thread: Option<JoinHandle<io::Result<()>>>,
}

impl InProcess {
    /// Opens game number `game`, dealt with `deal`, on a free port of 127.0.0.1.
    fn open(deal: u64, game: u64) -> Result<InProcess, BenchError> {
        let server = Server::bind("127.0.0.1:0", Limits::default())?;
        let (address, stopper) = (server.address()?, server.stopper()?);
        let table = Table::new(new_session(deal), Lang::En);
        let seats = table_codes(game);
        let thread = thread::spawn(move || server.run(table, seats, io::sink()));
        Ok(InProcess { address, stopper, thread: Some(thread) })
    }
}

impl Drop for InProcess {
    fn drop(&mut self) {
        self.stopper.stop();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Starts `program serve --bind 127.0.0.1:0 --save-dir DIR ARGS`: the table's server, whose
/// log tells where it listens.
fn start_serve(
    program: &Path,
    args: &[&str],
    dir: &Path,
    until: Instant,
) -> Result<(ServerProcess, SocketAddr), BenchError> {
    let mut all: Vec<&OsStr> = ["serve", "--bind", "127.0.0.1:0", "--save-dir"].map(OsStr::new).to_vec();
    all.push(dir.as_os_str());
    all.extend(args.iter().map(OsStr::new));
    let process = ServerProcess::start(program, &all, until)?;
    let address = process.address;
    Ok((process, address))
}

/// How long a test may wait for a fault run of a couple of games.
pub const TEST_DEADLINE: Duration = Duration::from_secs(60);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_games_with_a_client_dropped_end_as_played_through() {
        let config = FaultConfig {
            killed: Killed::Client,
            games: 2,
            seed: 11,
            deadline: TEST_DEADLINE,
            program: PathBuf::new(),
        };
        let figures = run_faults(&config).unwrap_or_else(|error| panic!("{error:?}"));
        assert!(!figures.stopped, "{figures:?}");
        assert_eq!((figures.played, figures.equal_dumps), (2, 2), "{figures:?}");
        let counts = FaultCounts { interruptions: 2, same_prompt: 2, same_codes: 0 };
        assert_eq!(figures.counts, counts);
    }
}
