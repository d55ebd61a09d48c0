//! `bauloewe serve`: a [`Table`] behind a TCP port, with std threads.
//!
//! Why threads and not async: the Rust Book builds its own server this way (chapter 21), a
//! learner can follow it without a runtime, and a table has few connections: a thread per
//! connection is cheap until thousands of them (the next issue measures how far it goes).
//!
//! The shape, one thread each:
//! - the **acceptor** ([`Server::run`]) takes connections and starts a thread for each;
//! - a **connection** thread greets the client, reads its code (plain or framed, see the
//!   [protocol](super)), then reads its lines and passes them on;
//! - a **writer** thread per connection sends what the table says, so that a client that
//!   reads slowly never holds up the others: the table hands it lines through a bounded
//!   queue, and a client whose queue is full is let go;
//! - the **table** thread owns the [`Table`] and is the only one that touches the game. It
//!   takes one message at a time from a channel, so the game sees one line after another
//!   in a single order, and lets the computer players move between them.
//!
//! The host's terminal reads the table's public log (who joined or left, every move, the end)
//! as the table's [`Role::Host`] viewer.
//!
//! With [`Server::with_autosave`] the table thread writes the game to its save slot whenever
//! it changed (a person's line, a computer's decision), before anyone reads what happened: a
//! server killed at any moment is resumed (`serve --load table-1`) where every client last
//! saw it. A write that fails is told once on the host's log, and the game goes on.
//!
//! The table thread also keeps two clocks. A person's seat whose decision is due while nobody
//! plays it waits [`StandIn::after`]; then, with [`Server::with_stand_in`], a computer decides
//! for it until its code takes it back. And a table nobody has touched (no line, nobody
//! coming) for [`Limits::idle`] is saved and closed: every connection reads why in a `.` line,
//! and [`Server::run`] returns.

mod door;
mod limits;
mod stopper;

use std::collections::BTreeMap;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, SyncSender, TrySendError};
use std::thread;
use std::time::{Duration, Instant};

use crate::net::journal;
use crate::net::journal::{Entry, Mode};
use crate::net::protocol;
use crate::net::protocol::{Hello, Incoming, Joining, LONGEST_LINE, Options};
use crate::net::wire::{framed, plain};
use crate::notation::PlayerKind;
use crate::rules::PlayerId;
use crate::save::NotSaved;
use crate::save::keeping::Keeping;
use crate::save::{SaveDir, clock};
use crate::show::palette::{Palette, enable_colors};
use crate::table::{Delivery, Looks, Out, Role, Table, Tag, ViewerId};
use crate::words::Lang;

use door::Guesses;

pub use door::Seats;
pub use limits::{Limits, StandIn};
pub use stopper::Stopper;

/// How long a closing table waits, at most, for its last lines to be written.
const CLOSING_WAIT: Duration = Duration::from_secs(2);

/// What the table thread is told.
enum Message {
    /// A connection gave a right code (or asked to watch) and sits down; `answer` hears when
    /// it is seated.
    Join { connection: Connection, role: Role, looks: Looks, answer: Sender<()> },
    /// A line from a connection that sits at the table.
    Line { id: usize, line: String },
    /// A line over the limit came from a connection.
    TooLong { id: usize },
    /// A connection closed.
    Gone { id: usize },
    /// The server stops: every connection is closed.
    Stop,
}

/// A connection as the table thread holds it: where its lines go, and how to close it.
struct Connection {
    id: usize,
    mode: Mode,
    lines: SyncSender<Vec<u8>>,
    stream: TcpStream,
    /// Ends (its sender dropped) when the connection's writer thread has ended.
    written: Receiver<()>,
}

/// A server bound to its address, ready to [`run`](Server::run).
pub struct Server {
    listener: TcpListener,
    limits: Limits,
    stop: Arc<AtomicBool>,
    journal: Option<Box<dyn Write + Send>>,
    autosave: Option<Autosave>,
    stand_in: Option<StandIn>,
}

impl Server {
    /// Binds to `address` (`127.0.0.1:0` picks a free port).
    pub fn bind(address: &str, limits: Limits) -> io::Result<Server> {
        let listener = TcpListener::bind(address)?;
        let stop = Arc::new(AtomicBool::new(false));
        Ok(Server { listener, limits, stop, journal: None, autosave: None, stand_in: None })
    }

    /// Keeps a journal ([`crate::net::journal`]) of the table in `journal` (its header written
    /// already): every arrival, line and departure, as the table takes them.
    pub fn with_journal(mut self, journal: impl Write + Send + 'static) -> Server {
        self.journal = Some(Box::new(journal));
        self
    }

    /// Saves the table in slot `slot` of `saves` at the start and after every change of the
    /// game.
    pub fn with_autosave(mut self, saves: SaveDir, slot: &str) -> Server {
        self.autosave = Some(Autosave { saves, slot: slot.to_string(), keeping: Keeping::default() });
        self
    }

    /// Lets a computer decide for a person's seat that stays away at its decision (see
    /// [`StandIn`]); without this the table waits for them.
    pub fn with_stand_in(mut self, stand_in: StandIn) -> Server {
        self.stand_in = Some(stand_in);
        self
    }

    /// Where the server listens.
    pub fn address(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// A handle that stops the server.
    pub fn stopper(&self) -> io::Result<Stopper> {
        Ok(Stopper::new(self.address()?, Arc::clone(&self.stop)))
    }

    /// Serves `table` until stopped (or closed for being idle), writing the table's public log
    /// to `log`.
    pub fn run(mut self, table: Table, seats: Seats, log: impl Write + Send + 'static) -> io::Result<()> {
        // Chains are coloured for clients that ask; the others get the plain palette, which
        // paints nothing whatever the colour crate is told.
        enable_colors(Palette::Ansi16);
        let (to_table, messages) = mpsc::channel();
        let lang = table.lang();
        let keeper = Keeper {
            journal: self.journal.take(),
            autosave: self.autosave.take(),
            clocks: Clocks::new(self.limits.idle, self.stand_in),
            stopper: Some(self.stopper()?),
        };
        let table_thread = thread::spawn(move || TableThread::new(table, log, keeper).run(messages));
        let open = Arc::new(AtomicUsize::new(0));
        let seats = Arc::new(seats);
        let guesses = Arc::new(Guesses::new(&self.limits));
        let mut next_id = 0;
        for stream in self.listener.incoming() {
            if self.stop.load(Ordering::SeqCst) {
                break;
            }
            let Ok(stream) = stream else { continue };
            next_id += 1;
            if open.load(Ordering::SeqCst) >= self.limits.connections {
                let _ = refuse_full(stream, lang);
                continue;
            }
            open.fetch_add(1, Ordering::SeqCst);
            let handler = Handler {
                id: next_id,
                limits: self.limits,
                seats: Arc::clone(&seats),
                guesses: Arc::clone(&guesses),
                to_table: to_table.clone(),
                lang,
            };
            let open = Arc::clone(&open);
            thread::spawn(move || {
                let _ = handler.serve(stream);
                open.fetch_sub(1, Ordering::SeqCst);
            });
        }
        let _ = to_table.send(Message::Stop);
        let _ = table_thread.join();
        Ok(())
    }
}

/// The one line a connection over the limit reads before it is closed.
fn refuse_full(mut stream: TcpStream, lang: Lang) -> io::Result<()> {
    stream.set_write_timeout(Some(Duration::from_secs(1)))?;
    stream.write_all(format!("{}\n", lang.table_full()).as_bytes())
}

// ----- One connection ---------------------------------------------------------------------

/// What a connection thread needs.
struct Handler {
    id: usize,
    limits: Limits,
    seats: Arc<Seats>,
    guesses: Arc<Guesses>,
    to_table: Sender<Message>,
    lang: Lang,
}

impl Handler {
    /// Greets, takes the code, sits down, then passes every line to the table.
    fn serve(self, stream: TcpStream) -> io::Result<()> {
        stream.set_write_timeout(Some(self.limits.write_timeout))?;
        // Each answer goes out at once: with Nagle's algorithm a small write waits for the
        // client's delayed acknowledgement of the one before (some 40 ms a line).
        stream.set_nodelay(true)?;
        let address = stream.peer_addr()?.ip();
        let until = Some(Instant::now() + self.limits.handshake);
        let mut reader = BufReader::new(Deadline { stream: stream.try_clone()?, until });
        let mut writer = stream.try_clone()?;
        // Each line goes out in one write: `writeln!` writes its pieces one by one, and the
        // second piece of a line waits for the client's delayed acknowledgement (Nagle), some
        // 40 ms a line.
        writer.write_all(format!("{}\n", self.lang.ask_for_code()).as_bytes())?;
        let Some(Incoming::Line(first)) = read(&mut reader)? else { return Ok(()) };
        let (framed, options, mut joining) = match protocol::read_hello(&first) {
            Hello::Framed(options) => {
                writer.write_all(protocol::frame(protocol::Tag::Status, protocol::VERSION).as_bytes())?;
                (true, options, None)
            }
            Hello::Plain(joining) => (false, Options::default(), Some(joining)),
        };
        let looks = self.looks(&options);
        let say = |writer: &mut TcpStream, text: &str| -> io::Result<()> {
            let line =
                if framed { protocol::frame(protocol::Tag::Refused, text) } else { format!("{text}\n") };
            writer.write_all(line.as_bytes())
        };
        let mut wrong = 0;
        loop {
            let asked = match joining.take() {
                Some(asked) => Some(asked),
                None => match read(&mut reader)? {
                    Some(Incoming::Line(line)) if framed => protocol::read_joining(&line),
                    Some(Incoming::Line(line)) => Some(plain_joining(&line)),
                    Some(Incoming::TooLong) => None,
                    None | Some(Incoming::End) => return Ok(()),
                },
            };
            let role = match asked {
                Some(Joining::Watch) => Some(Role::Watcher),
                Some(Joining::Code(typed)) => self.seats.open(&typed).map(Role::Seat),
                None => None,
            };
            let Some(role) = role else {
                // Only wrong codes count, after the code was checked: a right one always gets in.
                if !self.guesses.take(address) {
                    return say(&mut writer, &looks.lang.too_many_wrong_codes());
                }
                wrong += 1;
                say(&mut writer, &looks.lang.wrong_code())?;
                if wrong >= self.limits.wrong_codes {
                    return Ok(());
                }
                continue;
            };
            self.sit_down(&stream, framed.then_some(&options), role, looks)?;
            break;
        }
        // Seated: a player may think as long as they like.
        reader.get_mut().until = None;
        stream.set_read_timeout(None)?;
        loop {
            let message = match protocol::read_line(&mut reader, LONGEST_LINE) {
                Ok(Incoming::Line(line)) => Message::Line { id: self.id, line },
                Ok(Incoming::TooLong) => Message::TooLong { id: self.id },
                Ok(Incoming::End) | Err(_) => break,
            };
            if self.to_table.send(message).is_err() {
                break;
            }
        }
        let _ = self.to_table.send(Message::Gone { id: self.id });
        Ok(())
    }

    /// Takes the seat at the table; once seated, its writer thread starts here.
    fn sit_down(
        &self,
        stream: &TcpStream,
        options: Option<&Options>,
        role: Role,
        looks: Looks,
    ) -> io::Result<()> {
        let (lines, queue) = mpsc::sync_channel(self.limits.queue);
        let (done, written) = mpsc::channel();
        let mode = options.map_or(Mode::Plain, |options| Mode::Framed(options.clone()));
        let connection = Connection { id: self.id, mode, lines, stream: stream.try_clone()?, written };
        let (answer, answered) = mpsc::channel();
        let asked = Message::Join { connection, role, looks, answer };
        if self.to_table.send(asked).is_err() {
            return Err(io::Error::other("the table is closed"));
        }
        answered.recv().map_err(|_| io::Error::other("the table is closed"))?;
        // The writer starts once the connection sat down (lines the table queued meanwhile wait
        // in the queue); it shuts the socket when its queue closes.
        let writer = stream.try_clone()?;
        thread::spawn(move || {
            write_lines(writer, queue);
            drop(done);
        });
        Ok(())
    }

    /// How this client wants to see the table: its options, else the host's language.
    fn looks(&self, options: &Options) -> Looks {
        let palette = if options.color { Palette::Ansi16 } else { Palette::Plain };
        Looks { lang: options.lang.unwrap_or(self.lang), palette, width: options.width_or_default() }
    }
}

/// A socket that reads against a deadline: each read waits only for the time left until it.
/// A read timeout alone bounds each read, not the whole: a client sending one byte every 59
/// seconds would hold its thread forever with a timeout of 60.
struct Deadline {
    stream: TcpStream,
    /// When reads fail with `TimedOut`; `None` reads without a bound.
    until: Option<Instant>,
}

impl Read for Deadline {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        if let Some(until) = self.until {
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(io::ErrorKind::TimedOut.into());
            }
            self.stream.set_read_timeout(Some(left))?;
        }
        self.stream.read(buffer)
    }
}

/// Reads a line before the client sits down; `None` when the handshake took too long.
fn read(reader: &mut impl BufRead) -> io::Result<Option<Incoming>> {
    match protocol::read_line(reader, LONGEST_LINE) {
        Ok(incoming) => Ok(Some(incoming)),
        Err(error) if matches!(error.kind(), io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut) => Ok(None),
        Err(error) => Err(error),
    }
}

/// A plain client's line after its first: the code again, or `watch`.
fn plain_joining(line: &str) -> Joining {
    match protocol::read_hello(line) {
        Hello::Plain(joining) => joining,
        Hello::Framed(_) => Joining::Code(String::new()),
    }
}

/// The writer thread: sends each queued line until the queue closes or a write fails.
fn write_lines(mut stream: TcpStream, queue: Receiver<Vec<u8>>) {
    for bytes in queue {
        if stream.write_all(&bytes).and_then(|()| stream.flush()).is_err() {
            let _ = stream.shutdown(Shutdown::Both);
            return;
        }
    }
    let _ = stream.shutdown(Shutdown::Both);
}

// ----- The table thread -------------------------------------------------------------------

/// The thread that owns the table and the connections seated at it.
struct TableThread<W: Write> {
    table: Table,
    log: W,
    host: ViewerId,
    /// Each seated connection by its id, with its viewer.
    seated: BTreeMap<usize, (ViewerId, Connection)>,
    /// Where the journal goes, if one is kept.
    journal: Option<Box<dyn Write + Send>>,
    /// Each seated connection's name in the journal: its seat's, or `watchN`.
    names: BTreeMap<usize, String>,
    /// How many watchers have come, to name the next.
    watchers: usize,
    /// Where the game is saved after every change, if it is.
    autosave: Option<Autosave>,
    /// When the table closes for being idle, and when an away seat gets its stand-in.
    clocks: Clocks,
    /// Stops the acceptor when the table closes by itself (a test's table thread has none).
    stopper: Option<Stopper>,
}

/// What the table thread keeps beside the table: its journal, its save, its clocks.
struct Keeper {
    journal: Option<Box<dyn Write + Send>>,
    autosave: Option<Autosave>,
    clocks: Clocks,
    stopper: Option<Stopper>,
}

/// The table thread's two clocks: since anyone last touched the table, and since the seat that
/// must decide has been away at its decision.
struct Clocks {
    idle: Duration,
    stand_in: Option<StandIn>,
    /// When a person last sent a line or came.
    touched: Instant,
    /// The away seat whose decision is due, and since when it waits for it.
    away: Option<(PlayerId, Instant)>,
}

/// What is due when the table thread wakes without a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Due {
    /// Nothing yet (woken early).
    Nothing,
    /// An away seat's stand-in starts.
    StandIn(PlayerId, PlayerKind),
    /// The table closes: nobody touched it for too long.
    Idle,
}

impl Clocks {
    fn new(idle: Duration, stand_in: Option<StandIn>) -> Clocks {
        Clocks { idle, stand_in, touched: Instant::now(), away: None }
    }

    /// How long the table thread may wait for a message before something is due.
    fn wait(&self, now: Instant) -> Duration {
        let mut due = self.touched + self.idle;
        if let (Some(stand_in), Some((_, since))) = (self.stand_in, self.away) {
            due = due.min(since + stand_in.after);
        }
        due.saturating_duration_since(now)
    }

    /// What is due at `now`: a stand-in before the close, which may never come once the
    /// stand-in plays on.
    fn due(&self, now: Instant) -> Due {
        if let (Some(stand_in), Some((seat, since))) = (self.stand_in, self.away)
            && since + stand_in.after <= now
        {
            return Due::StandIn(seat, stand_in.kind);
        }
        if self.touched + self.idle <= now { Due::Idle } else { Due::Nothing }
    }

    /// Notes which seat (if any) is away at its decision now, keeping the time it began.
    fn track(&mut self, away: Option<PlayerId>, now: Instant) {
        self.away = match (away, self.away) {
            (Some(seat), Some((waiting, since))) if seat == waiting => Some((seat, since)),
            (Some(seat), _) => Some((seat, now)),
            (None, _) => None,
        };
    }
}

/// A table's save slot, written whenever the game changed.
struct Autosave {
    saves: SaveDir,
    slot: String,
    /// What the slot holds (nothing before the first write), and whether writing it fails.
    keeping: Keeping,
}

impl<W: Write> TableThread<W> {
    fn new(mut table: Table, log: W, keeper: Keeper) -> TableThread<W> {
        let lang = table.lang();
        let (host, first) = table.attach(Role::Host, Looks { lang, ..Looks::default() });
        let Keeper { journal, autosave, clocks, stopper } = keeper;
        let (seated, names, watchers) = (BTreeMap::new(), BTreeMap::new(), 0);
        let mut thread =
            TableThread { table, log, host, seated, journal, names, watchers, autosave, clocks, stopper };
        thread.keep();
        thread.deliver(first);
        thread
    }

    /// Writes the game to its slot if it changed since it was last written. A failure is
    /// told on the host's log once, and so is the first write that works after it.
    fn keep(&mut self) {
        let Some(autosave) = self.autosave.as_mut() else { return };
        let session = self.table.session();
        if autosave.keeping.holds(session.actions()) {
            return;
        }
        let lang = self.table.lang();
        let told = match autosave.saves.save(&autosave.slot, session.record(), &clock::now()) {
            Ok(_) => {
                autosave.keeping.wrote(session.actions());
                autosave.keeping.worked().then(|| lang.autosaving_again(&autosave.slot))
            }
            Err(error) => autosave.keeping.failed().then(|| lang.cannot_autosave(&NotSaved::Slot(error))),
        };
        if let Some(line) = told {
            let _ = writeln!(self.log, "{line}").and_then(|()| self.log.flush());
        }
    }

    /// Takes messages until the server stops or the table closes for being idle; in between,
    /// starts the stand-ins that are due.
    fn run(mut self, messages: Receiver<Message>) {
        self.computers();
        loop {
            let message = match messages.recv_timeout(self.clocks.wait(Instant::now())) {
                Ok(message) => message,
                Err(RecvTimeoutError::Timeout) => match self.clocks.due(Instant::now()) {
                    Due::Nothing => continue,
                    Due::StandIn(seat, kind) => {
                        self.stand_in(seat, kind);
                        self.computers();
                        continue;
                    }
                    Due::Idle => {
                        let idle = self.clocks.idle;
                        self.close(|lang, slot| lang.closed_idle(&lang.span(idle), slot));
                        if let Some(stopper) = &self.stopper {
                            stopper.stop();
                        }
                        return;
                    }
                },
                Err(RecvTimeoutError::Disconnected) => {
                    return self.close(|lang, slot| lang.host_closed(slot));
                }
            };
            match message {
                Message::Join { connection, role, looks, answer } => {
                    self.clocks.touched = Instant::now();
                    self.join(connection, role, looks, answer)
                }
                Message::Line { id, line } => {
                    self.clocks.touched = Instant::now();
                    self.line(id, &line)
                }
                Message::TooLong { id } => self.too_long(id),
                Message::Gone { id } => self.gone(id),
                Message::Stop => return self.close(|lang, slot| lang.host_closed(slot)),
            }
            self.computers();
        }
    }

    /// The table closes: the game is saved, every connection reads why (`say` is given the
    /// slot, if the table is saved) and is closed, and so is the host's log.
    fn close(&mut self, say: impl Fn(Lang, Option<&str>) -> String) {
        self.keep();
        let slot = self.autosave.as_ref().map(|autosave| autosave.slot.clone());
        let deliveries = self.table.close(|lang| say(lang, slot.as_deref()));
        for delivery in deliveries {
            if delivery.to == self.host {
                self.log_lines(&delivery.lines);
            } else if let Some((_, connection)) =
                self.seated.values().find(|(viewer, _)| *viewer == delivery.to)
            {
                let _ = connection.lines.try_send(self.bytes(connection, &delivery.lines));
            }
        }
        // Dropping a connection's queue lets its writer send the last line and shut the
        // socket, which ends its reader too. The program may end once this returns, so each
        // writer is given a moment to finish (a client that does not read is not waited for).
        let until = Instant::now() + CLOSING_WAIT;
        for (_, Connection { lines, written, .. }) in std::mem::take(&mut self.seated).into_values() {
            drop(lines);
            let _ = written.recv_timeout(until.saturating_duration_since(Instant::now()));
        }
    }

    /// A computer of level `kind` decides for `seat` from now on until its person comes back;
    /// everyone is told, and the journal keeps it.
    fn stand_in(&mut self, seat: PlayerId, kind: PlayerKind) {
        let name = self.table.session().game().name(seat).to_string();
        self.write_journal(&Entry::StandIn { name, kind });
        let deliveries = self.table.stand_in(seat, kind);
        self.deliver(deliveries);
    }

    /// Writes `lines` to the host's log, as a plain client reads them; a log that cannot be
    /// written is no reason to stop the table.
    fn log_lines(&mut self, lines: &[Out]) {
        let _ = self.log.write_all(plain(lines).as_bytes()).and_then(|()| self.log.flush());
    }

    /// `lines` as `connection` reads them: plain or framed.
    fn bytes(&self, connection: &Connection, lines: &[Out]) -> Vec<u8> {
        let text = if matches!(connection.mode, Mode::Framed(_)) { framed(lines) } else { plain(lines) };
        text.into_bytes()
    }

    /// A connection sits down. A seat's code takes the seat even from another connection that
    /// plays it (see [`TableThread::take_over`]): a laptop whose connection died unnoticed must
    /// not keep its owner out.
    fn join(&mut self, connection: Connection, role: Role, looks: Looks, answer: Sender<()>) {
        let _ = answer.send(());
        if let Role::Seat(seat) = role {
            self.take_over(seat);
        }
        let name = match role {
            Role::Seat(seat) => self.table.session().game().name(seat).to_string(),
            Role::Watcher | Role::Host => {
                self.watchers += 1;
                format!("watch{}", self.watchers)
            }
        };
        self.write_journal(&Entry::Join { name: name.clone(), mode: connection.mode.clone() });
        self.names.insert(connection.id, name);
        let (viewer, deliveries) = self.table.attach(role, looks);
        self.seated.insert(connection.id, (viewer, connection));
        self.deliver(deliveries);
    }

    /// Lets go the connection that plays `seat`, if any, with one line saying why. The others
    /// hear nothing of it: the same seat comes back at once with the new connection. The
    /// journal keeps no `@leave` either; the `@join` that follows says that the seat was
    /// taken over, and [`journal::replay`] replays it so.
    fn take_over(&mut self, seat: PlayerId) {
        let name = self.table.session().game().name(seat);
        let Some(old) = self.names.iter().find(|(_, n)| n.as_str() == name).map(|(id, _)| *id) else {
            return;
        };
        self.names.remove(&old);
        let Some((viewer, connection)) = self.seated.remove(&old) else { return };
        let lang = self.table.looks_of(viewer).lang;
        let line = [Out { tag: Tag::Closed, text: lang.taken_over() }];
        let _ = connection.lines.try_send(self.bytes(&connection, &line));
        // Dropping the connection closes its queue: its writer sends the line and shuts the
        // socket. What the table would tell the others (that the seat left) is not sent.
        drop(connection);
        let _ = self.table.detach(viewer);
    }

    /// A line from a seated connection, as the table reads it (control characters shown).
    fn line(&mut self, id: usize, line: &str) {
        let Some((viewer, _)) = self.seated.get(&id) else { return };
        let viewer = *viewer;
        let line = journal::as_read(line);
        if let Some(name) = self.names.get(&id).cloned() {
            self.write_journal(&Entry::Line { name, line: line.clone() });
        }
        let deliveries = self.table.line(viewer, &line);
        self.keep();
        self.deliver(deliveries);
    }

    /// Lets connection `id` go from the table: the others hear it.
    fn release(&mut self, id: usize) {
        let Some((viewer, connection)) = self.seated.remove(&id) else { return };
        if let Some(name) = self.names.remove(&id) {
            self.write_journal(&Entry::Leave { name });
        }
        drop(connection);
        let deliveries = self.table.detach(viewer);
        self.deliver(deliveries);
    }

    /// Writes one entry to the journal, if one is kept; a journal that cannot be written is
    /// given up (the game goes on).
    fn write_journal(&mut self, entry: &Entry) {
        let Some(journal) = self.journal.as_mut() else { return };
        if writeln!(journal, "{entry}").and_then(|()| journal.flush()).is_err() {
            self.journal = None;
        }
    }

    fn too_long(&mut self, id: usize) {
        let Some((viewer, _)) = self.seated.get(&id) else { return };
        let lang = self.table.looks_of(*viewer).lang;
        let refusal = Out { tag: Tag::Refused, text: lang.line_too_long(LONGEST_LINE) };
        self.deliver(vec![Delivery { to: *viewer, lines: vec![refusal] }]);
    }

    fn gone(&mut self, id: usize) {
        if let Some((_, connection)) = self.seated.get(&id) {
            let _ = connection.stream.shutdown(Shutdown::Both);
        }
        self.release(id);
    }

    /// Lets the computer players (and stand-ins) move until a person must; then starts the
    /// clock of a seat that must decide while nobody plays it.
    fn computers(&mut self) {
        while self.table.computer_to_move() {
            match self.table.play_computer() {
                Ok(deliveries) => {
                    self.keep();
                    self.deliver(deliveries);
                }
                Err(_) => break,
            }
        }
        self.clocks.track(self.table.away_to_decide(), Instant::now());
    }

    /// Sends each delivery to its viewer's connection (or the host's log).
    fn deliver(&mut self, deliveries: Vec<Delivery>) {
        let mut dropped = Vec::new();
        for delivery in deliveries {
            if delivery.to == self.host {
                self.log_lines(&delivery.lines);
                continue;
            }
            let Some((id, connection)) = self.seated.iter().find(|(_, (v, _))| *v == delivery.to) else {
                continue;
            };
            let (id, connection) = (*id, &connection.1);
            // A connection let go in this batch is sent nothing more, so that it never reads a
            // later line with an earlier one missing.
            if dropped.contains(&id) {
                continue;
            }
            let bytes = self.bytes(connection, &delivery.lines);
            let closing = delivery.lines.iter().any(|line| line.tag == Tag::Closed);
            match connection.lines.try_send(bytes) {
                Ok(()) if closing => dropped.push(id),
                Ok(()) => {}
                // A client that does not read its lines is let go: it must never hold up the
                // table (its writer thread ends when its queue closes).
                Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => dropped.push(id),
            }
        }
        // Dropping a connection closes its queue: the writer sends what is queued, then shuts
        // the socket, which ends the reader too.
        for id in dropped {
            self.release(id);
        }
    }
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod keeping_tests;
