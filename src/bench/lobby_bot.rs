//! The lobby's bots: a person's way into `bauloewe server` and through a game, spoken in the
//! framed mode of the [protocol](crate::net) over a real socket, as any program could.
//!
//! A bot is a tokio task, not a thread: ten thousand of them run on the two workers of one
//! runtime, so that what is measured is the server, not the bots' threads. Each one
//! - **arrives**: reads the greeting, sends `hello bauloewe/1 lang=en`, waits for the fact
//!   `~ server lobby`, sends `name BotN`, and waits for `~ place lobby` and the lobby's `?`;
//! - **sits down**: the table's first bot sends `open 4` and reads the table's number from
//!   `~ place N`; it hands the number to the other three (they are in this process), which send
//!   `sit N` and read `~ place N`. The time from `open`/`sit` to `~ place` is the seating's
//!   latency;
//! - **plays**: at each `?` it asks `legal`, reads the `+` lines, and at the `?` that follows
//!   sends one of them, drawn by a generator of its own (`Xoshiro256PlusPlus`, seeded per seat),
//!   at once or after a person's 1 to 3 seconds ([`Pace`]). A `?` with nothing legal (a table
//!   still waiting for its people, say) is let pass.
//!
//! The four bots of a table share a [`TableClock`]: a line sent at the table (`legal` or a
//! decision) starts it, the next `?` any of them reads stops it, as `simulate --tables` times a
//! one-table server. Only the lines of the measuring window (once every bot is seated) count.
//! Arrivals are let in a hundred at a time ([`ARRIVING_AT_ONCE`]), as people come over minutes,
//! not in one instant.

use std::net::{Ipv4Addr, SocketAddr};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpSocket;
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};
use tokio::sync::{Notify, Semaphore, watch};

use crate::simulate::network::{BenchError, Pace};

/// How many bots may be on their way in at once (connecting, naming, sitting down).
pub const ARRIVING_AT_ONCE: usize = 100;

/// The shortest and longest a bot thinks at a person's pace, in milliseconds.
pub const PERSON_THINKS_MS: (u64, u64) = (1_000, 3_000);

/// What every bot of a run shares: how fast they play, the counts, and the times measured.
pub struct Run {
    pace: Pace,
    /// How many bots there are, and how many have sat down or failed before they could.
    bots: usize,
    settled: AtomicUsize,
    /// Told once, when every bot has sat down or failed: the measuring window opens.
    pub all_settled: Notify,
    measuring: AtomicBool,
    arrivals: Semaphore,
    /// From `open`/`sit` to `~ place`, and from a line at a table to its next prompt, in µs.
    seating: Mutex<Vec<u32>>,
    latencies: Mutex<Vec<u32>>,
    games: AtomicUsize,
}

impl Run {
    /// A run of `bots` bots at `pace`.
    pub fn new(bots: usize, pace: Pace) -> Run {
        Run {
            pace,
            bots,
            settled: AtomicUsize::new(0),
            all_settled: Notify::new(),
            measuring: AtomicBool::new(false),
            arrivals: Semaphore::new(ARRIVING_AT_ONCE),
            seating: Mutex::new(Vec::new()),
            latencies: Mutex::new(Vec::new()),
            games: AtomicUsize::new(0),
        }
    }

    /// The games played to their end so far.
    pub fn games(&self) -> usize {
        self.games.load(Ordering::SeqCst)
    }

    /// The times measured: the seating's and the window's, in microseconds.
    pub fn times(&self) -> (Vec<u32>, Vec<u32>) {
        (lock(&self.seating).clone(), lock(&self.latencies).clone())
    }

    /// One more bot sat down or failed; the last one opens the measuring window.
    fn settle(&self) {
        if self.settled.fetch_add(1, Ordering::SeqCst) + 1 == self.bots {
            self.measuring.store(true, Ordering::SeqCst);
            self.all_settled.notify_one();
        }
    }
}

/// A poisoned lock only means that another task panicked; what it guards is still whole.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// What the four bots of one table share: its number once opened, and its clock.
pub struct TableClock {
    number: watch::Sender<Option<u32>>,
    sent: Mutex<Option<Instant>>,
}

impl Default for TableClock {
    fn default() -> TableClock {
        TableClock { number: watch::Sender::new(None), sent: Mutex::new(None) }
    }
}

impl TableClock {
    /// A line is sent at the table now: the clock runs until the next prompt.
    fn sending(&self) {
        *lock(&self.sent) = Some(Instant::now());
    }

    /// A prompt came: the time since the line sent, if one waits, is a sample of the window.
    fn prompted(&self, run: &Run) {
        let Some(sent) = lock(&self.sent).take() else { return };
        if run.measuring.load(Ordering::SeqCst) {
            lock(&run.latencies).push(micros(sent));
        }
    }

    /// A line was answered without a prompt (`~ nothing to decide`): no sample.
    fn forget(&self) {
        lock(&self.sent).take();
    }
}

/// The microseconds since `since`, at most `u32::MAX` (71 minutes).
fn micros(since: Instant) -> u32 {
    u32::try_from(since.elapsed().as_micros()).unwrap_or(u32::MAX)
}

/// One bot: which it is, its table, and its generator's seed.
pub struct Bot {
    /// Its number in the run, from 0: its name is `Bot{number}`.
    pub number: usize,
    /// Whether it opens its table (the others sit down at it).
    pub opens: bool,
    /// Its table's clock.
    pub table: Arc<TableClock>,
    /// The seed of its choices and its thinking.
    pub seed: u64,
}

impl Bot {
    /// Arrives at the lobby at `server`, sits down at its table and plays until the game is
    /// over, then stays (reading what comes) until the run stops it by dropping the task.
    pub async fn run(self, run: Arc<Run>, server: SocketAddr) -> Result<(), BenchError> {
        let mut settling = Settling { run: &run, done: false };
        let mut link = self.arrive(&run, server).await?;
        self.sit_down(&run, &mut link).await?;
        settling.done = true;
        run.settle();
        self.play(&run, &mut link).await
    }

    /// Connects and names itself; it is then at the lobby's prompt.
    async fn arrive(&self, run: &Run, server: SocketAddr) -> Result<Link, BenchError> {
        let _turn = run.arrivals.acquire().await.map_err(|_| BenchError::Lost)?;
        let mut link = Link::connect(server, source_address(self.number)).await?;
        link.send("hello bauloewe/1 lang=en").await?;
        link.expect(|line| (line == "~ server lobby").then_some(())).await?;
        link.send(&format!("name {}", bot_name(self.number))).await?;
        link.expect(|line| (line == "~ place lobby").then_some(())).await?;
        link.expect(|line| line.starts_with("? ").then_some(())).await?;
        Ok(link)
    }

    /// Opens the table or sits down at it, and tells the seating's time.
    async fn sit_down(&self, run: &Run, link: &mut Link) -> Result<(), BenchError> {
        let number = if self.opens { None } else { Some(self.wait_for_number(link).await?) };
        let _turn = run.arrivals.acquire().await.map_err(|_| BenchError::Lost)?;
        let sent = Instant::now();
        link.send(&number.map_or_else(|| "open 4".to_string(), |number| format!("sit {number}"))).await?;
        let placed = link.expect(place_number).await?;
        lock(&run.seating).push(micros(sent));
        if self.opens {
            self.table.number.send_replace(Some(placed));
        }
        Ok(())
    }

    /// Waits, reading what the lobby says meanwhile, until the table's first bot opened it.
    async fn wait_for_number(&self, link: &mut Link) -> Result<u32, BenchError> {
        let mut opened = self.table.number.subscribe();
        loop {
            tokio::select! {
                number = opened.wait_for(Option::is_some) => {
                    return number.ok().and_then(|number| *number).ok_or(BenchError::Lost);
                }
                line = link.line() => refused(&line?)?,
            }
        }
    }

    /// Plays every decision of its seat until the game's end, then reads on until stopped.
    async fn play(&self, run: &Run, link: &mut Link) -> Result<(), BenchError> {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(self.seed);
        let (mut legal, mut asked) = (Vec::<String>::new(), false);
        loop {
            let line = link.line().await?;
            match line.split_at(line.len().min(2)) {
                ("+ ", command) => legal.push(command.to_string()),
                ("? ", _) => {
                    self.table.prompted(run);
                    if !asked {
                        (asked, legal) = (true, Vec::new());
                        self.table.sending();
                        link.send("legal").await?;
                        continue;
                    }
                    asked = false;
                    // Nothing legal: no decision of this seat now (its table still waits).
                    let Some(command) = choose(&mut rng, &legal).map(str::to_string) else { continue };
                    tokio::time::sleep(think(&mut rng, run.pace)).await;
                    self.table.sending();
                    link.send(&command).await?;
                }
                ("~ ", fact) if fact.starts_with("nothing to decide") => {
                    asked = false;
                    self.table.forget();
                }
                ("# ", _) => {
                    run.games.fetch_add(usize::from(self.opens), Ordering::SeqCst);
                    return link.read_away().await;
                }
                (". ", _) => return Err(refusal(&line)),
                _ => {}
            }
        }
    }
}

/// Tells the run that a bot failed before it sat down, when it does (the task ended with an
/// error, or was stopped).
struct Settling<'a> {
    run: &'a Run,
    done: bool,
}

impl Drop for Settling<'_> {
    fn drop(&mut self) {
        if !self.done {
            self.run.settle();
        }
    }
}

/// The name of bot number `number`: `Bot0`, `Bot1`, … (letters and digits, at most 16).
pub fn bot_name(number: usize) -> String {
    format!("Bot{number}")
}

/// The loopback address bot number `number` connects from: one of its own in 127.0.0.0/8
/// (127.2.0.1, 127.2.0.2, …), as people come from machines of their own, so that the server's
/// limits per address meet one person each. Every address of 127.0.0.0/8 is this machine.
pub fn source_address(number: usize) -> Ipv4Addr {
    // 250 a block of the third byte, 250 blocks a second byte: 62,500 bots from 127.2.*.*.
    let (block, within) = (number / 62_500, number % 62_500);
    let byte = |value: usize| u8::try_from(value).unwrap_or(u8::MAX);
    Ipv4Addr::new(127, byte(2 + block), byte(within / 250), byte(within % 250 + 1))
}

/// The table's number in a fact `~ place 3`; `None` for any other line (`~ place lobby`).
pub fn place_number(line: &str) -> Option<u32> {
    line.strip_prefix("~ place ")?.trim().parse().ok()
}

/// One of the legal commands, drawn by `rng`; `None` when there is none.
pub fn choose<'a>(rng: &mut Xoshiro256PlusPlus, legal: &'a [String]) -> Option<&'a str> {
    (!legal.is_empty()).then(|| legal[rng.random_range(0..legal.len())].as_str())
}

/// How long a bot thinks before it sends a decision: nothing at once, 1 to 3 s as a person.
pub fn think(rng: &mut Xoshiro256PlusPlus, pace: Pace) -> Duration {
    match pace {
        Pace::Now => Duration::ZERO,
        Pace::Person => Duration::from_millis(rng.random_range(PERSON_THINKS_MS.0..=PERSON_THINKS_MS.1)),
    }
}

/// A line the lobby answers instead of what was asked: a refusal (`!`) or a goodbye (`.`).
fn refused(line: &str) -> Result<(), BenchError> {
    if line.starts_with("! ") || line.starts_with(". ") {
        return Err(refusal(line));
    }
    Ok(())
}

/// The error of a refusal, with its first [`QUOTED`] characters (a report keeps to 80 columns).
fn refusal(line: &str) -> BenchError {
    BenchError::Refused(line.chars().take(QUOTED).collect())
}

/// How much of a refused line a report quotes.
const QUOTED: usize = 40;

/// A bot's connection: its lines read one at a time, written one at a time.
struct Link {
    reader: BufReader<OwnedReadHalf>,
    writer: OwnedWriteHalf,
}

impl Link {
    /// Connects to `server` from `source` (from any address if this machine refuses it), and
    /// reads the greeting.
    async fn connect(server: SocketAddr, source: Ipv4Addr) -> Result<Link, BenchError> {
        let socket = TcpSocket::new_v4()?;
        if socket.bind(SocketAddr::from((source, 0))).is_err() {
            return Box::pin(Link::connect(server, Ipv4Addr::UNSPECIFIED)).await;
        }
        let stream = socket.connect(server).await?;
        stream.set_nodelay(true)?;
        let (reader, writer) = stream.into_split();
        let mut link = Link { reader: BufReader::new(reader), writer };
        link.line().await?;
        Ok(link)
    }

    /// Sends a line (the line end is added).
    async fn send(&mut self, line: &str) -> Result<(), BenchError> {
        self.writer.write_all(format!("{line}\n").as_bytes()).await?;
        Ok(())
    }

    /// The next line without its end; [`BenchError::Lost`] when the connection ended.
    async fn line(&mut self) -> Result<String, BenchError> {
        let mut bytes = Vec::new();
        match self.reader.read_until(b'\n', &mut bytes).await {
            Ok(0) | Err(_) => Err(BenchError::Lost),
            Ok(_) => Ok(String::from_utf8_lossy(&bytes).trim_end_matches(['\n', '\r']).to_string()),
        }
    }

    /// Reads until a line that `wanted` takes; a refusal or a goodbye before it is an error.
    async fn expect<T>(&mut self, wanted: impl Fn(&str) -> Option<T>) -> Result<T, BenchError> {
        loop {
            let line = self.line().await?;
            if let Some(found) = wanted(&line) {
                return Ok(found);
            }
            refused(&line)?;
        }
    }

    /// Reads and drops every line until the connection ends (or the task is stopped): a seat
    /// whose game is over stays connected, so that the connections stay as many.
    async fn read_away(&mut self) -> Result<(), BenchError> {
        loop {
            self.line().await?;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_number_is_read_from_its_place_and_the_lobby_is_none() {
        assert_eq!(place_number("~ place 3"), Some(3));
        assert_eq!(place_number("~ place 2500"), Some(2500));
        assert_eq!(place_number("~ place lobby"), None);
        assert_eq!(place_number("= ~ place 3"), None);
    }

    #[test]
    fn the_same_seed_chooses_the_same_commands_and_nothing_legal_chooses_none() {
        let legal: Vec<String> = ["lay 1A", "lay 2B", "lay 3C", "announce"].map(String::from).to_vec();
        let picks = |seed| {
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            (0..20).map(|_| choose(&mut rng, &legal).map(str::to_string)).collect::<Vec<_>>()
        };
        assert_eq!(picks(7), picks(7));
        assert!(picks(7).iter().all(|pick| pick.as_ref().is_some_and(|pick| legal.contains(pick))));
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
        assert_eq!(choose(&mut rng, &[]), None);
    }

    #[test]
    fn a_person_thinks_one_to_three_seconds_and_a_bot_at_once_not_at_all() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
        let thoughts: Vec<Duration> = (0..200).map(|_| think(&mut rng, Pace::Person)).collect();
        assert!(thoughts.iter().all(|t| (Duration::from_secs(1)..=Duration::from_secs(3)).contains(t)));
        assert!(thoughts.iter().any(|t| *t < Duration::from_millis(1500)));
        assert!(thoughts.iter().any(|t| *t > Duration::from_millis(2500)));
        assert_eq!(think(&mut rng, Pace::Now), Duration::ZERO);
    }

    #[test]
    fn every_bot_comes_from_a_loopback_address_of_its_own() {
        let addresses: std::collections::HashSet<Ipv4Addr> = (0..40_000).map(source_address).collect();
        assert_eq!(addresses.len(), 40_000);
        assert!(addresses.iter().all(|address| address.is_loopback() && address.octets()[3] != 0));
        assert_eq!(source_address(0), Ipv4Addr::new(127, 2, 0, 1));
        assert_eq!(source_address(250), Ipv4Addr::new(127, 2, 1, 1));
    }

    #[test]
    fn names_are_a_seats_name() {
        assert_eq!(bot_name(9_999), "Bot9999");
        assert!(bot_name(9_999).chars().all(char::is_alphanumeric) && bot_name(9_999).len() <= 16);
    }

    #[test]
    fn the_window_opens_when_the_last_bot_settles_and_counts_only_then() {
        let run = Run::new(2, Pace::Now);
        let table = TableClock::default();
        table.sending();
        table.prompted(&run);
        run.settle();
        table.sending();
        table.forget();
        table.prompted(&run);
        assert!(run.times().1.is_empty());
        run.settle();
        table.sending();
        table.prompted(&run);
        table.prompted(&run);
        assert_eq!(run.times().1.len(), 1);
    }

    /// A lobby of a few lines, as the contract (`/work/lobby-spec.md`, issue 43) writes its
    /// framed mode, and a game of `decisions` decisions at each table (two legal commands each,
    /// the turn passing round), to check the bots' way in and through without the real server.
    mod scripted {
        use std::sync::{Arc, Mutex};

        use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
        use tokio::net::{TcpListener, TcpStream};
        use tokio::sync::mpsc::{UnboundedSender, unbounded_channel};

        /// A table of the scripted lobby: its seats' writers, whose turn, decisions made.
        #[derive(Default)]
        struct Table {
            seats: Vec<UnboundedSender<String>>,
            turn: usize,
            made: usize,
        }

        /// Serves the scripted lobby on `listener` until the test ends.
        pub async fn serve(listener: TcpListener, decisions: usize) {
            let tables = Arc::new(Mutex::new(Vec::<Table>::new()));
            while let Ok((stream, _)) = listener.accept().await {
                tokio::spawn(connection(stream, Arc::clone(&tables), decisions));
            }
        }

        /// One connection: the greeting, the name, the lobby's words, then the table's lines.
        async fn connection(stream: TcpStream, tables: Arc<Mutex<Vec<Table>>>, decisions: usize) {
            let (reader, mut writer) = stream.into_split();
            let (tx, mut rx) = unbounded_channel::<String>();
            tokio::spawn(async move {
                while let Some(line) = rx.recv().await {
                    let _ = writer.write_all(format!("{line}\n").as_bytes()).await;
                }
            });
            let say = |lines: &[&str]| lines.iter().for_each(|line| drop(tx.send(line.to_string())));
            say(&["Baulöwe lobby: type your name (a new one gets a secret), or your name and your secret."]);
            let (mut lines, mut at) = (BufReader::new(reader).lines(), None::<(usize, usize)>);
            while let Ok(Some(line)) = lines.next_line().await {
                let mut tables = tables.lock().unwrap();
                match (line.as_str(), at) {
                    ("hello bauloewe/1 lang=en", _) => say(&["~ bauloewe/1", "~ server lobby"]),
                    (name, _) if name.starts_with("name ") => {
                        say(&[
                            "~ secret K7QF-2M9X",
                            "= keep it",
                            "~ place lobby",
                            "? Bot, in the lobby: tables",
                        ]);
                    }
                    ("open 4", None) => {
                        tables.push(Table { seats: vec![tx.clone()], ..Table::default() });
                        at = Some((tables.len(), 0));
                        say(&[&format!("~ place {}", tables.len()), "? waiting: start, leave"]);
                    }
                    (sit, None) if sit.starts_with("sit ") => {
                        let number: usize = sit[4..].parse().unwrap();
                        let table = &mut tables[number - 1];
                        table.seats.push(tx.clone());
                        at = Some((number, table.seats.len() - 1));
                        say(&[&format!("~ place {number}"), "~ person Bob lobby"]);
                        if table.seats.len() == 4 {
                            table
                                .seats
                                .iter()
                                .for_each(|seat| drop(seat.send("~ seats A:human,B:human".into())));
                            let _ = table.seats[0].send("? Bot0, place a tile".into());
                        }
                    }
                    ("legal", Some((number, seat))) if tables[number - 1].turn == seat => {
                        say(&["+ lay 1A", "+ lay 2B", "? Bot, place a tile"]);
                    }
                    ("legal", Some(_)) => say(&["~ nothing to decide: the table waits"]),
                    (_, Some((number, _))) => {
                        let table = &mut tables[number - 1];
                        table.made += 1;
                        table.turn = (table.turn + 1) % table.seats.len();
                        let over = table.made == decisions;
                        for (seat, writer) in table.seats.iter().enumerate() {
                            let _ = writer.send("= Bot laid 1A".into());
                            match over {
                                true => drop((
                                    writer.send("# the game is over".into()),
                                    writer.send("? over".into()),
                                )),
                                false if seat == table.turn => {
                                    drop(writer.send("? Bot, place a tile".into()))
                                }
                                false => {}
                            }
                        }
                    }
                    _ => say(&["! not a word of the lobby"]),
                }
            }
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn two_tables_of_bots_come_in_sit_down_and_play_their_games_to_the_end() {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let server = listener.local_addr().unwrap();
        let lobby = tokio::spawn(scripted::serve(listener, 40));
        let run = Arc::new(Run::new(8, Pace::Now));
        let mut bots = tokio::task::JoinSet::new();
        for table in 0..2 {
            let clock = Arc::new(TableClock::default());
            for seat in 0..4 {
                let bot =
                    Bot { number: table * 4 + seat, opens: seat == 0, table: Arc::clone(&clock), seed: 9 };
                bots.spawn(bot.run(Arc::clone(&run), server));
            }
        }
        // Bounded: a bot that never finds its way stops the test after 30 s, not never.
        let over = tokio::time::timeout(Duration::from_secs(30), async {
            while run.games() < 2 {
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        });
        assert!(over.await.is_ok(), "games over: {}", run.games());
        bots.abort_all();
        while let Some(ended) = bots.join_next().await {
            assert!(ended.is_err_and(|error| error.is_cancelled()), "a bot failed");
        }
        lobby.abort();
        let (seating, latencies) = run.times();
        assert_eq!(seating.len(), 8);
        assert!(!latencies.is_empty() && latencies.len() <= 2 * 2 * 40);
    }
}
