//! The benchmarks' bot: one seat played through the framed mode of the
//! [protocol](crate::net), over a real socket, as any program could play it.
//!
//! At each `?` prompt the bot asks `legal`, reads the `+` lines, and at the `?` that follows
//! sends one of them, picked **uniformly at random** by a generator of its own
//! (`Xoshiro256PlusPlus`, seeded per seat). Random legal play is enough here: what is measured
//! is the table and the transport, and a random game is as long as a broker's (the tiles run
//! out or a chain grows safe). The generator moves only when the bot chooses, so a bot that
//! lost its connection, or whose server was killed, chooses exactly as one that never did: the
//! same seeds play the same game.
//!
//! The four bots of a table share a [`TableWatch`]: it counts the table's decisions, times
//! each line sent until the next prompt at the table (whichever bot reads it), and holds the
//! [`Fault`] the table is to suffer at one decision, if any.

use std::io::{self, BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use crate::net::codes::Code;
use crate::simulate::network::{BenchError, FaultCounts};

/// What a table suffers at one of its decisions, to be survived.
pub enum Fault {
    /// The deciding seat's client drops its connection (without `quit`) and joins again with
    /// its code.
    DropClient,
    /// The server is killed and started again: the function kills it, resumes the table and
    /// answers where it listens now, and whether the seats kept their codes.
    Restart(Box<dyn Fn() -> Result<Restarted, BenchError> + Send + Sync>),
}

/// A server started again after a kill.
pub struct Restarted {
    /// Where it listens now (port 0 picks a new port).
    pub address: SocketAddr,
    /// Whether every seat's code is the one it had.
    pub same_codes: bool,
}

/// What the four bots of one table share.
pub struct TableWatch {
    /// Where the table listens, and how often it moved (each restart moves it).
    address: Mutex<(u64, SocketAddr)>,
    moved: Condvar,
    /// When the line waiting for its answer was sent, if one is.
    sent: Mutex<Option<Instant>>,
    /// Each time from a line sent to the next prompt, in microseconds.
    latencies: Mutex<Vec<u32>>,
    /// How many decisions the bots made at this table.
    decisions: AtomicUsize,
    /// The fault and the decision it strikes at, and whether it struck.
    fault: Option<(usize, Fault)>,
    struck: AtomicBool,
    /// What the fault did: interruptions, rejoins into the same prompt, restarts that kept
    /// the codes.
    counts: Mutex<FaultCounts>,
    /// When every bot gives up.
    until: Instant,
}

/// A poisoned lock only means that another bot panicked; what it guards is still whole.
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl TableWatch {
    /// A table at `address`, to suffer `fault` at the decision numbered `at` (from 0), played
    /// until `until` at the latest.
    pub fn new(address: SocketAddr, fault: Option<(usize, Fault)>, until: Instant) -> TableWatch {
        TableWatch {
            address: Mutex::new((0, address)),
            moved: Condvar::new(),
            sent: Mutex::new(None),
            latencies: Mutex::new(Vec::new()),
            decisions: AtomicUsize::new(0),
            fault,
            struck: AtomicBool::new(false),
            counts: Mutex::new(FaultCounts::default()),
            until,
        }
    }

    /// Each time from a line sent to the next prompt, in microseconds.
    pub fn latencies(&self) -> Vec<u32> {
        lock(&self.latencies).clone()
    }

    /// How many decisions the bots made.
    pub fn decisions(&self) -> usize {
        self.decisions.load(Ordering::SeqCst)
    }

    /// What the fault did.
    pub fn counts(&self) -> FaultCounts {
        *lock(&self.counts)
    }

    /// A line is sent now: the clock runs until the next prompt.
    fn sending(&self) {
        *lock(&self.sent) = Some(Instant::now());
    }

    /// A prompt came: the time since the line sent, if one waits, is a sample.
    fn prompted(&self) {
        if let Some(sent) = lock(&self.sent).take() {
            let micros = u32::try_from(sent.elapsed().as_micros()).unwrap_or(u32::MAX);
            lock(&self.latencies).push(micros);
        }
    }

    /// The fault, if it is due at the decision about to be made and has not struck yet.
    fn due(&self) -> Option<&Fault> {
        let (at, fault) = self.fault.as_ref()?;
        let due = self.decisions() == *at && !self.struck.swap(true, Ordering::SeqCst);
        due.then_some(fault)
    }

    /// Where the table listens now, with how often it moved.
    fn address(&self) -> (u64, SocketAddr) {
        *lock(&self.address)
    }

    /// Waits until the table moved since `generation` (a restart), up to the deadline.
    fn moved_since(&self, generation: u64) -> Result<(), BenchError> {
        let mut address = lock(&self.address);
        while address.0 == generation {
            let left = left(self.until)?;
            address = self.moved.wait_timeout(address, left).unwrap_or_else(PoisonError::into_inner).0;
        }
        Ok(())
    }

    /// Whether a restart may move the table (only then is a lost connection no failure).
    fn restarts(&self) -> bool {
        matches!(self.fault, Some((_, Fault::Restart(_))))
    }

    /// Lets the fault strike: kills and restarts the server, or does nothing more (the caller
    /// drops its own connection).
    fn strike(&self, fault: &Fault) -> Result<(), BenchError> {
        lock(&self.counts).interruptions += 1;
        if let Fault::Restart(restart) = fault {
            let restarted = restart()?;
            lock(&self.counts).same_codes += usize::from(restarted.same_codes);
            let mut address = lock(&self.address);
            *address = (address.0 + 1, restarted.address);
            self.moved.notify_all();
        }
        Ok(())
    }
}

/// The time left until `until`, or the deadline's error.
fn left(until: Instant) -> Result<Duration, BenchError> {
    let left = until.saturating_duration_since(Instant::now());
    if left.is_zero() { Err(BenchError::Deadline) } else { Ok(left) }
}

/// One seat's bot: its code and its generator.
pub struct Bot {
    code: Code,
    rng: Xoshiro256PlusPlus,
    /// Whether it asks for the `dump` after the end.
    dumps: bool,
    /// How long it waits before it sends a decision, as a person would think.
    think: Duration,
}

/// What a bot saw of its game.
#[derive(Debug, Default)]
pub struct Played {
    /// Whether it read the `#` line.
    pub over: bool,
    /// The final `dump`, if the bot asked for it: its lines from `= # bauloewe position` to
    /// `= over:`.
    pub dump: Option<Vec<String>>,
}

/// How one connection of a bot ended.
enum Ended {
    /// The game is over; the bot is done.
    Over(Played),
    /// The connection was lost or dropped; the bot joins again, expecting this prompt first
    /// if it had one open.
    Again(Option<String>),
}

impl Bot {
    /// The bot of the seat with `code`, choosing with a generator seeded by `seed`; it asks
    /// for the final `dump` if `dumps`.
    pub fn new(code: Code, seed: u64, dumps: bool) -> Bot {
        Bot { code, rng: Xoshiro256PlusPlus::seed_from_u64(seed), dumps, think: Duration::ZERO }
    }

    /// The same bot, waiting `think` before each decision it sends (not before `legal`).
    pub fn thinking(self, think: Duration) -> Bot {
        Bot { think, ..self }
    }

    /// Plays the seat to the end of the game, joining again after every fault.
    pub fn play(mut self, table: &TableWatch) -> Result<Played, BenchError> {
        let mut expected = None;
        loop {
            let (generation, address) = table.address();
            let link = match Link::join(address, self.code, table.until) {
                Ok(link) => link,
                // The server is down between a kill and its restart: wait for it to move.
                Err(BenchError::Io(_)) if table.restarts() => {
                    table.moved_since(generation)?;
                    continue;
                }
                Err(error) => return Err(error),
            };
            match self.connection(link, table, expected.take())? {
                Ended::Over(played) => return Ok(played),
                Ended::Again(prompt) if prompt.is_some() => expected = prompt,
                // A connection lost without a prompt open: the server went down.
                Ended::Again(_) if table.restarts() => table.moved_since(generation)?,
                Ended::Again(_) => return Err(BenchError::Lost),
            }
        }
    }

    /// Plays through one connection, until the end or until it is lost. `expected` is the
    /// prompt the seat had open when it lost its last connection: the first prompt now must
    /// be the same.
    fn connection(
        &mut self,
        mut link: Link,
        table: &TableWatch,
        mut expected: Option<String>,
    ) -> Result<Ended, BenchError> {
        let (mut legal, mut asked) = (Vec::new(), false);
        loop {
            let Some(line) = link.line()? else { return Ok(Ended::Again(None)) };
            match line.split_at(line.len().min(2)) {
                ("+ ", command) => legal.push(command.to_string()),
                ("? ", _) => {
                    table.prompted();
                    if let Some(open) = expected.take() {
                        lock(&table.counts).same_prompt += usize::from(open == line);
                    }
                    if asked {
                        // Thinking is the bot's time: the table's clock starts when it sends.
                        std::thread::sleep(self.think);
                        let command = self.choose(&legal)?;
                        table.decisions.fetch_add(1, Ordering::SeqCst);
                        asked = false;
                        link.send(table, command)?;
                    } else if let Some(fault) = table.due() {
                        table.strike(fault)?;
                        // The connection is dropped as a killed client drops it: no `quit`.
                        return Ok(Ended::Again(Some(line)));
                    } else {
                        (asked, legal) = (true, Vec::new());
                        link.send(table, "legal")?;
                    }
                }
                ("# ", _) => return self.ending(link).map(Ended::Over),
                _ => {}
            }
        }
    }

    /// One of the legal commands, at random; the table must have offered one.
    fn choose<'a>(&mut self, legal: &'a [String]) -> Result<&'a str, BenchError> {
        if legal.is_empty() {
            return Err(BenchError::NothingLegal);
        }
        Ok(&legal[self.rng.random_range(0..legal.len())])
    }

    /// After the `#` line: asks for the dump if this bot does, then leaves with `quit`.
    fn ending(&self, mut link: Link) -> Result<Played, BenchError> {
        let dump = if self.dumps { Some(link.dump()?) } else { None };
        link.write("quit")?;
        Ok(Played { over: true, dump })
    }
}

/// A bot's connection: one socket, its lines read with the deadline as their time limit.
struct Link {
    reader: BufReader<TcpStream>,
    until: Instant,
}

/// How long one read waits before the deadline is looked at again. Set once per connection:
/// setting the time left before every read would cost a system call each.
const LOOK_AGAIN: Duration = Duration::from_secs(1);

impl Link {
    /// Connects to `address` and takes the seat with `code` (framed mode, English).
    fn join(address: SocketAddr, code: Code, until: Instant) -> Result<Link, BenchError> {
        let stream = TcpStream::connect_timeout(&address, left(until)?)?;
        stream.set_nodelay(true)?;
        stream.set_write_timeout(Some(Duration::from_secs(10)))?;
        stream.set_read_timeout(Some(LOOK_AGAIN))?;
        let mut link = Link { reader: BufReader::new(stream), until };
        // Both lines in one write: the server reads them one after the other.
        link.write(&format!("hello bauloewe/1 lang=en\ncode {code}"))?;
        Ok(link)
    }

    /// Sends a line that the table answers with a prompt: the clock starts.
    fn send(&mut self, table: &TableWatch, line: &str) -> Result<(), BenchError> {
        table.sending();
        self.write(line)
    }

    /// Sends a line (the line end is added).
    fn write(&mut self, line: &str) -> Result<(), BenchError> {
        let mut stream = self.reader.get_ref();
        stream.write_all(format!("{line}\n").as_bytes())?;
        Ok(())
    }

    /// The next line without its end; `None` when the connection closed or broke.
    fn line(&mut self) -> Result<Option<String>, BenchError> {
        let mut bytes = Vec::new();
        loop {
            match self.reader.read_until(b'\n', &mut bytes) {
                Ok(0) if bytes.is_empty() => return Ok(None),
                Ok(_) => return Ok(Some(String::from_utf8_lossy(&bytes).trim_end_matches('\n').to_string())),
                // A read that waited its while: what came before it stays in `bytes` (as
                // `read_until` promises), and the next read goes on if there is time left.
                Err(error) if matches!(error.kind(), io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut) => {
                    left(self.until)?;
                }
                Err(_) => return Ok(None),
            }
        }
    }

    /// Asks for the final `dump` and reads it: the lines from its first to `= over:`.
    fn dump(&mut self) -> Result<Vec<String>, BenchError> {
        self.write("dump")?;
        let mut dump: Vec<String> = Vec::new();
        while !dump.last().is_some_and(|line| line.starts_with("= over:")) {
            let line = self.line()?.ok_or(BenchError::Lost)?;
            if line.starts_with("= # bauloewe position") || !dump.is_empty() {
                dump.push(line);
            }
        }
        Ok(dump)
    }
}
