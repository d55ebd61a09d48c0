//! `bauloewe server`: one process, a lobby and any number of tables, on one event loop (tokio).
//!
//! A person arrives with `bauloewe join HOST:PORT` or `nc HOST PORT`, gives a name (a new one
//! is given a secret, shown once; see [`people`]), and is in the lobby: `tables`, `who`, `open
//! 4`, `sit 3`, `watch 3`, `say`, `tell`. At a table everything works as at a `serve` table:
//! the same [`Table`](crate::table::Table) answers, with the same screens, refusals and framed
//! lines; the seats are called after their people and held for them by name.
//!
//! **The shape: a task owns each piece of state, and tasks talk through channels.**
//! - a **connection** task per socket (`connection.rs`) greets, takes the name, then reads the
//!   person's lines and writes what it is sent. It holds its socket alone: reading and writing
//!   are two halves of one file descriptor, and one `select!` waits for whichever comes first,
//!   a line from the person or lines for them;
//! - the **hall** task (`hall.rs`) owns the lobby: the names, who is online and where, the list
//!   of tables. It answers the lobby's words and sends a person to a table;
//! - a **room** task per table (`room.rs`) owns one table: the people gathering at it before
//!   the deal, then the [`Table`](crate::table::Table) itself, its save slot and its clocks.
//!   A computer's turn and a `hint` search for a second: the room hands the table to tokio's
//!   blocking pool for that (`spawn_blocking`) and meanwhile still answers chat and the lobby's
//!   words, so no table, and no other task, waits on a search.
//!
//! **Channels are bounded.** What a person types waits in the queue of their room or of the
//! hall; a connection that sends faster than twenty lines a second is slowed down (it alone).
//! What is sent to a person waits in their connection's queue ([`QUEUE`] batches); a client
//! whose queue is full never reads, and is let go rather than buffered without end.
//!
//! **Nothing decided is lost.** A table is saved (slot `table-N` in the save folder) after
//! every change, before anyone reads what happened. A server started again lists every
//! unfinished table from its save and opens it again as soon as one of its people comes back
//! or someone sits down or watches: each person is back at their seat by name. A table nobody
//! touched for the idle time rests the same way (saved, its people back in the lobby).
//!
//! The files: `people.rs` (names and their hashed secrets), `news.rs` (a table as the hall
//! lists it), `seating.rs` (a table before its deal), `keeping.rs` (a table's save slot),
//! `lines.rs` (the lines sent), then the tasks, each using only the ones before it:
//! `room.rs` (with `room/words.rs`, the lobby's words at a table, and `room/resting.rs`, what
//! its clocks bring), `hall.rs`, `connection.rs`, and this file, which binds, starts the tasks and stops
//! them. The lobby's words are read in `crate::command::lobby`.

mod archive;
mod connection;
mod hall;
mod keeping;
mod lines;
mod news;
pub mod people;
mod room;
mod seating;

use std::io::{self, Write};
use std::net::{IpAddr, SocketAddr, TcpListener};
use std::path::PathBuf;
use std::sync::Arc;

use tokio::sync::{Notify, mpsc, oneshot};

use crate::net::naming::Naming;
use crate::net::server::{Limits, StandIn};
use crate::save::SaveDir;
use crate::show::palette::{Palette, enable_colors};
use crate::store::{HeldName, Rating, STORE_FILE, SqliteStore, StoreError};
use crate::table::{Looks, Out};
use crate::words::Lang;

use hall::Hall;
pub use news::TableNews;

/// The connection's cancel-safe line reader: exercise 24's checker holds a right answer to it
/// in its tests (`crate::learn`).
#[cfg(test)]
pub(crate) use connection::LineReader;

/// How many batches of lines may wait for one connection before it is let go.
pub const QUEUE: usize = 256;

/// How many messages may wait for the hall, or for one room.
const INBOX: usize = 4096;

/// A connection's number, unique while the server runs.
type ConnId = u64;

/// How the server runs: where it keeps its tables and names, its language, and the limits and
/// stand-ins it shares with `serve`.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The save folder: the tables' slots, and the store unless `db` says otherwise.
    pub saves: SaveDir,
    /// The store's file (`--db FILE`); `None`: [`STORE_FILE`] in the save folder.
    pub db: Option<PathBuf>,
    /// The language of the greeting and of the server's log.
    pub lang: Lang,
    /// The seed of table 1 (table N gets `seed + N - 1`); without one, each table's seed comes
    /// from the operating system.
    pub seed: Option<u64>,
    /// Who decides for a person's seat away at its decision, and after how long.
    pub stand_in: Option<StandIn>,
    /// How long a connection may take to give its name, how long a write may block, how long
    /// a table nobody touches stays open.
    pub limits: Limits,
}

impl Settings {
    /// Where the store is: `--db FILE`, or [`STORE_FILE`] in the save folder.
    pub fn store_path(&self) -> PathBuf {
        self.db.clone().unwrap_or_else(|| self.saves.path().join(STORE_FILE))
    }

    /// Opens (or makes) the store, and the save folder it is in by default; a broken or newer
    /// file is refused and left as it is. The server does so as it starts; `bauloewe server`
    /// does it once before it says where it listens, so that a store it cannot use is the one
    /// line it says.
    pub fn open_store(&self) -> Result<SqliteStore, StartError> {
        if self.db.is_none() {
            // The save folder is made with its first save; the store in it is opened now.
            std::fs::create_dir_all(self.saves.path()).map_err(StartError::Io)?;
        }
        SqliteStore::open(&self.store_path()).map_err(|error| StartError::Store(self.store_path(), error))
    }
}

/// A lobby's server bound to its address, ready to [`run`](LobbyServer::run).
pub struct LobbyServer {
    listener: TcpListener,
    settings: Settings,
    stop: Arc<Notify>,
}

/// A handle that stops a running [`LobbyServer`]: every table is saved and everyone is told.
#[derive(Clone, Debug)]
pub struct LobbyStop(Arc<Notify>);

impl LobbyStop {
    /// Stops the server (once it runs, or as soon as it does).
    pub fn stop(&self) {
        self.0.notify_one();
    }
}

/// Why the server could not start.
#[derive(Debug)]
pub enum StartError {
    /// A socket or the save folder failed.
    Io(io::Error),
    /// The names file is broken at this line; it is left as it is.
    BrokenNames(PathBuf, usize),
    /// The store at this path cannot be used (broken, newer, unreadable); left as it is.
    Store(PathBuf, StoreError),
}

impl StartError {
    /// Why the server could not start, in `lang`'s words: one line.
    pub fn in_words(&self, lang: Lang) -> String {
        match self {
            StartError::Io(error) => lang.io_error(error),
            StartError::BrokenNames(path, line) => lang.names_file_broken(path, *line),
            StartError::Store(path, error) => lang.store_refused(path, error),
        }
    }
}

impl LobbyServer {
    /// Binds to `address` (`127.0.0.1:0` picks a free port).
    pub fn bind(address: &str, settings: Settings) -> io::Result<LobbyServer> {
        let listener = TcpListener::bind(address)?;
        Ok(LobbyServer { listener, settings, stop: Arc::new(Notify::new()) })
    }

    /// Where the server listens.
    pub fn address(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// A handle that stops the server.
    pub fn stopper(&self) -> LobbyStop {
        LobbyStop(Arc::clone(&self.stop))
    }

    /// Serves until stopped, writing the server's log (tables opened, dealt, ended; files that
    /// could not be written) to `log`. The names file and the unfinished tables are read first.
    pub fn run(self, log: impl Write + Send + 'static) -> Result<(), StartError> {
        enable_colors(Palette::Ansi16);
        let hall = Hall::open(self.settings.clone(), Box::new(log))?;
        self.listener.set_nonblocking(true).map_err(StartError::Io)?;
        // As many worker threads as cores run the tasks; tokio's blocking pool (up to its
        // default of 512 threads, started as needed and let go when idle) writes the saves and
        // runs the searches. Under the benchmark's 2,500 tables it grew to about 400 threads,
        // each waiting on the disk, none on the event loop.
        let runtime =
            tokio::runtime::Builder::new_multi_thread().enable_all().build().map_err(StartError::Io)?;
        runtime.block_on(serve(self.listener, hall, self.settings, self.stop)).map_err(StartError::Io)
    }
}

/// The acceptor: a connection task for every socket, until the server is stopped; then the
/// hall closes every table and connection, and this returns when it is done.
async fn serve(listener: TcpListener, hall: Hall, settings: Settings, stop: Arc<Notify>) -> io::Result<()> {
    let listener = tokio::net::TcpListener::from_std(listener)?;
    let (to_hall, inbox) = mpsc::channel(INBOX);
    let hall_task = tokio::spawn(hall.run(inbox, to_hall.clone()));
    let mut next_id: ConnId = 0;
    loop {
        tokio::select! {
            accepted = listener.accept() => {
                // A failed accept (too many open files, a connection reset at once) loses that
                // connection only.
                let Ok((stream, address)) = accepted else { continue };
                next_id += 1;
                let guest = connection::Guest { id: next_id, address: address.ip(), settings: settings.clone() };
                tokio::spawn(guest.serve(stream, to_hall.clone()));
            }
            () = stop.notified() => break,
        }
    }
    drop(listener);
    let _ = to_hall.send(ToHall::Stop).await;
    let _ = hall_task.await;
    Ok(())
}

/// A connection as the hall and the rooms hold it: who, how to reach them, how they see.
#[derive(Clone, Debug)]
struct Link {
    id: ConnId,
    /// The name, as it was first given.
    name: String,
    to_conn: mpsc::Sender<ToConn>,
    looks: Looks,
}

impl Link {
    /// Sends `lines`; `false` when the connection is gone or its queue is full (a client that
    /// does not read): it is let go then, and its task ends.
    fn send(&self, lines: Vec<Out>) -> bool {
        // An empty batch is not sent, and that is no failure.
        lines.is_empty() || self.to_conn.try_send(ToConn::Lines(lines)).is_ok()
    }
}

/// What a connection task is sent.
#[derive(Debug)]
enum ToConn {
    /// Lines to write; a `Closed` line among them ends the connection after it is written.
    Lines(Vec<Out>),
    /// Where the person's lines go from now on.
    Route(Route),
}

/// Where a connection's lines go.
#[derive(Clone, Debug)]
enum Route {
    Hall,
    Room(mpsc::Sender<ToRoom>),
}

/// What the hall is told.
#[derive(Debug)]
enum ToHall {
    /// A connection gives a name; the answer says whether it is in.
    Naming { naming: Naming, address: IpAddr, answer: oneshot::Sender<Welcome> },
    /// A connection whose name was taken is ready for its first lines.
    Arrived(Link),
    /// A line from a connection in the lobby (or a lobby's word said at a table).
    Line { id: ConnId, line: String },
    /// A line a room had for a connection no longer (or not yet) at it: answered as the
    /// lobby's, never sent back to a table.
    Stray { id: ConnId, line: String },
    /// A connection closed.
    Gone { id: ConnId },
    /// A room hands a person back to the lobby (they left the table, or it rests).
    Back(Link),
    /// A room's table changed: its news for `tables` and for who holds which seat.
    News(TableNews),
    /// A room ended: its table rests in its save (or was given up before the deal).
    Ended { number: u32, rests: bool },
    /// A line for the server's log.
    Log(String),
    /// A new name the store could not keep: it is not given out.
    Forget(String),
    /// The store kept a name's new secret (`passwd`): the hall holds it, and person `id`
    /// reads it once (with `guide`, the prompt of their place, if any).
    Renewed { id: ConnId, held: HeldName, old: HeldName, secret: crate::net::codes::Code, guide: Option<Out> },
    /// The stored game person `id` asked to review, read and cut into turns.
    Reviewing { id: ConnId, number: u64, review: Box<crate::session::review::Review> },
    /// Person `id`'s question to the store was answered: their next lines may go on.
    Answered { id: ConnId },
    /// The rating `who` shows beside a name, as the store has it now.
    Rated { name: String, rating: Option<(usize, Rating)> },
    /// The server stops.
    Stop,
}

/// The hall's answer to a name.
#[derive(Debug)]
enum Welcome {
    /// In, under the name as first given; with the secret of a new name, to be shown once.
    In(String, Option<crate::net::codes::Code>),
    /// Refused, and why (words in the connection's language).
    Refused(Refusal),
}

/// Why a name was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Refusal {
    /// The name is held by a secret that was not given.
    Taken,
    /// The secret given is not the name's.
    WrongSecret,
    /// A secret was given with a name nobody holds.
    Unknown,
    /// Too many wrong secrets from this address: wait.
    TooManyGuesses,
    /// Too many new names from this address: wait.
    TooManyNames,
    /// No new secret could be drawn (the system's random source failed).
    NoSecret,
}

/// What a room is told.
#[derive(Debug)]
enum ToRoom {
    /// A person comes to the table: to sit, or to watch.
    Come(Link, Coming),
    /// A line from a connection at the table.
    Line { id: ConnId, line: String },
    /// A connection at the table closed.
    Gone { id: ConnId },
    /// The server stops: save, say so, close.
    Stop,
}

/// How a person comes to a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Coming {
    Sit,
    Watch,
}

#[cfg(test)]
mod tests;
