//! The table thread: the one thread that owns the [`Table`] and touches the game. It takes one
//! [`Message`] at a time from the connection threads, so the game sees one line after another
//! in a single order, and between messages lets the computer players (and stand-ins) move.
//! Each delivery goes to the queue of its viewer's connection, as bytes plain or framed, and
//! the host's part to its log. Beside the table it keeps the journal, the save (written after
//! every change, before anyone reads what happened) and the [clocks](super::clocks), and it
//! closes the table when the server stops or nobody has touched it for too long.

use std::collections::BTreeMap;
use std::io::Write;
use std::net::{Shutdown, TcpStream};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, SyncSender, TrySendError};
use std::time::{Duration, Instant};

use super::clocks::{Clocks, Due};
use super::stopper::Stopper;
use crate::net::journal;
use crate::net::journal::{Entry, Mode};
use crate::net::protocol::LONGEST_LINE;
use crate::net::wire::{Plain, framed, plain};
use crate::notation::PlayerKind;
use crate::rules::PlayerId;
use crate::save::NotSaved;
use crate::save::keeping::Keeping;
use crate::save::{SaveDir, clock};
use crate::table::{Delivery, Looks, Out, Role, Table, Tag, ViewerId};
use crate::words::Lang;

/// What the table thread is told.
pub(super) enum Message {
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
pub(super) struct Connection {
    pub(super) id: usize,
    pub(super) mode: Mode,
    pub(super) lines: SyncSender<Vec<u8>>,
    pub(super) stream: TcpStream,
    /// Ends (its sender dropped) when the connection's writer thread has ended.
    pub(super) written: Receiver<()>,
    /// Whether a plain client's screen ends in an open prompt.
    pub(super) plain: Plain,
}

/// The thread that owns the table and the connections seated at it.
pub(super) struct TableThread<W: Write> {
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
pub(super) struct Keeper {
    pub(super) journal: Option<Box<dyn Write + Send>>,
    pub(super) autosave: Option<Autosave>,
    pub(super) clocks: Clocks,
    pub(super) stopper: Option<Stopper>,
}

/// A table's save slot, written whenever the game changed.
pub(super) struct Autosave {
    saves: SaveDir,
    slot: String,
    /// What the slot holds (nothing before the first write), and whether writing it fails.
    keeping: Keeping,
    /// Whether the game last written to the slot is over: a game that is not over after it
    /// is the host's next deal, and the finished one is moved aside first.
    finished: bool,
}

impl Autosave {
    /// Slot `slot` of `saves`, to be written at the start and after every change.
    pub(super) fn new(saves: SaveDir, slot: &str) -> Autosave {
        Autosave { saves, slot: slot.to_string(), keeping: Keeping::default(), finished: false }
    }
}

/// How long a closing table waits, at most, for its last lines to be written.
const CLOSING_WAIT: Duration = Duration::from_secs(2);

impl<W: Write> TableThread<W> {
    /// The thread's state for `table`, its host's log written to `log`: the host is seated,
    /// and the game is saved at once if it is kept.
    pub(super) fn new(mut table: Table, log: W, keeper: Keeper) -> TableThread<W> {
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
        let over = session.game().is_over();
        // `new` dealt again: the finished game keeps its record under a name of its own.
        if autosave.finished && !over {
            autosave.finished = false;
            let moved = match autosave.saves.set_aside(&autosave.slot) {
                Ok(kept) => lang.finished_game_kept(&kept, &autosave.slot),
                Err(error) => lang.cannot_autosave(&NotSaved::Slot(error)),
            };
            let _ = writeln!(self.log, "{moved}").and_then(|()| self.log.flush());
        }
        let told = match autosave.saves.save(&autosave.slot, session.record(), &clock::now()) {
            Ok(_) => {
                autosave.keeping.wrote(session.actions());
                autosave.finished = over;
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
    pub(super) fn run(mut self, messages: Receiver<Message>) {
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
                        let idle = self.clocks.idle();
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
                    self.clocks.touch(Instant::now());
                    self.join(connection, role, looks, answer)
                }
                Message::Line { id, line } => {
                    self.clocks.touch(Instant::now());
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
                self.seated.values_mut().find(|(viewer, _)| *viewer == delivery.to)
            {
                let bytes = bytes(connection, &delivery.lines);
                let _ = connection.lines.try_send(bytes);
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
        let _ = self.log.write_all(plain(lines, false).as_bytes()).and_then(|()| self.log.flush());
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
        let Some((viewer, mut connection)) = self.seated.remove(&old) else { return };
        let lang = self.table.looks_of(viewer).lang;
        let line = [Out { tag: Tag::Closed, text: lang.taken_over() }];
        let bytes = bytes(&mut connection, &line);
        let _ = connection.lines.try_send(bytes);
        // Dropping the connection closes its queue: its writer sends the line and shuts the
        // socket. What the table would tell the others (that the seat left) is not sent.
        drop(connection);
        let _ = self.table.detach(viewer);
    }

    /// A line from a seated connection, as the table reads it (control characters shown).
    fn line(&mut self, id: usize, line: &str) {
        let Some((viewer, connection)) = self.seated.get_mut(&id) else { return };
        connection.plain.typed();
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
        let Some((viewer, connection)) = self.seated.get_mut(&id) else { return };
        connection.plain.typed();
        let viewer = *viewer;
        let lang = self.table.looks_of(viewer).lang;
        let refusal = Out { tag: Tag::Refused, text: lang.line_too_long(LONGEST_LINE) };
        self.deliver(vec![Delivery { to: viewer, lines: vec![refusal] }]);
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
            let Some((id, connection)) = self.seated.iter_mut().find(|(_, (v, _))| *v == delivery.to) else {
                continue;
            };
            let (id, connection) = (*id, &mut connection.1);
            // A connection let go in this batch is sent nothing more, so that it never reads a
            // later line with an earlier one missing.
            if dropped.contains(&id) {
                continue;
            }
            let bytes = bytes(connection, &delivery.lines);
            let closing = delivery.lines.iter().any(|line| line.tag == Tag::Closed);
            match connection.lines.try_send(bytes) {
                Ok(()) if closing => dropped.push(id),
                Ok(()) => {}
                // A client that does not read its lines is let go: it must never hold up the
                // table (its writer thread ends when its queue closes).
                // Its socket is shut at once: a writer blocked in a write to it would otherwise
                // hold the connection (and its place) until the write timed out.
                Err(TrySendError::Full(_)) => {
                    let _ = connection.stream.shutdown(Shutdown::Both);
                    dropped.push(id);
                }
                Err(TrySendError::Disconnected(_)) => dropped.push(id),
            }
        }
        // Dropping a connection closes its queue: the writer sends what is queued, then shuts
        // the socket, which ends the reader too.
        for id in dropped {
            self.release(id);
        }
    }
}

/// `lines` as `connection` reads them: plain or framed.
fn bytes(connection: &mut Connection, lines: &[Out]) -> Vec<u8> {
    let text = match connection.mode {
        Mode::Framed(_) => framed(lines),
        Mode::Plain => connection.plain.send(lines),
    };
    text.into_bytes()
}

#[cfg(test)]
mod keeping_tests;
