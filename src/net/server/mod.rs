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

mod clocks;
mod door;
mod limits;
mod stopper;
mod table_thread;

use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;
use std::time::{Duration, Instant};

use crate::net::journal::Mode;
use crate::net::protocol;
use crate::net::protocol::{Hello, Incoming, Joining, LONGEST_LINE, Options};
use crate::save::SaveDir;
use crate::show::palette::{Palette, enable_colors};
use crate::table::{Looks, Role, Table};
use crate::words::Lang;

use clocks::Clocks;
use door::Guesses;
use table_thread::{Autosave, Connection, Keeper, Message, TableThread};

pub use door::Seats;
pub use limits::{Limits, StandIn};
pub use stopper::Stopper;

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
        self.autosave = Some(Autosave::new(saves, slot));
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

#[cfg(test)]
mod tests;
