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
//! as the table's [`Role::Host`](crate::table::Role::Host) viewer.
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
//!
//! Reading guide: this file holds the [`Server`] and its acceptor. Then `connection` (a
//! connection's thread and its writer), `table_thread` (the table thread and the messages it
//! is told), `clocks` (its two clocks), `door` (who gets in: [`Seats`], the wrong codes an
//! address may still send, and the doorway, where connections without a code have a budget
//! of their own, see [`Limits::connections`]), `limits` (what the host sets: [`Limits`], [`StandIn`]) and
//! `stopper` ([`Stopper`]). They import one way: this file starts the threads, a connection
//! sends to the table thread, and none of them imports this file. The bytes each kind of
//! client reads are written in `net/wire.rs`, which a journal's replay writes too.

pub(crate) mod clocks;
mod connection;
pub(crate) mod door;
mod limits;
mod stopper;
mod table_thread;

use std::io::{self, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use crate::save::SaveDir;
use crate::show::palette::{Palette, enable_colors};
use crate::table::Table;
use crate::words::Lang;

use clocks::Clocks;
use connection::Handler;
use door::{Doorway, Guesses};
use table_thread::{Autosave, Keeper, Message, TableThread};

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
        let doorway = Arc::new(Doorway::new(&self.limits, seats.codes.len()));
        let seats = Arc::new(seats);
        let guesses = Arc::new(Guesses::new(&self.limits));
        let mut next_id = 0;
        for stream in self.listener.incoming() {
            if self.stop.load(Ordering::SeqCst) {
                break;
            }
            let Ok(stream) = stream else { continue };
            next_id += 1;
            let Ok(door_handle) = stream.try_clone() else { continue };
            if let Some(oldest) = doorway.arrive(next_id, door_handle) {
                push_out(oldest, lang, self.limits.connections);
            }
            let handler = Handler {
                id: next_id,
                limits: self.limits,
                seats: Arc::clone(&seats),
                guesses: Arc::clone(&guesses),
                doorway: Arc::clone(&doorway),
                to_table: to_table.clone(),
                lang,
            };
            let doorway = Arc::clone(&doorway);
            thread::spawn(move || {
                let _ = handler.serve(stream);
                doorway.leave(next_id);
            });
        }
        let _ = to_table.send(Message::Stop);
        let _ = table_thread.join();
        Ok(())
    }
}

/// Closes a connection pushed out of the doorway, after one line saying that the table is
/// full (it takes `connections` at most). Shutting the socket ends its connection thread's
/// read at once.
fn push_out(mut stream: TcpStream, lang: Lang, connections: usize) {
    let _ = stream.set_write_timeout(Some(Duration::from_secs(1)));
    let _ = stream.write_all(format!("{}\n", lang.table_full(connections)).as_bytes());
    let _ = stream.shutdown(Shutdown::Both);
}

#[cfg(test)]
mod tests;
