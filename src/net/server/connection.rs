//! A connection's two threads. The connection thread ([`Handler`]) greets the client, reads its
//! code (plain or framed, see the [protocol](crate::net)) against one deadline for the whole
//! handshake, sits it down at the table, then passes each line it sends on to the table thread.
//! Once it is seated, a writer thread of its own sends what the table says, from a bounded
//! queue, so that a client that reads slowly never holds up the others.

use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{Shutdown, TcpStream};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;
use std::time::Instant;

use super::door::{Admission, Doorway, Guesses, Seats};
use super::limits::Limits;
use super::table_thread::{Connection, Message};
use crate::net::journal::Mode;
use crate::net::protocol;
use crate::net::protocol::{Hello, Incoming, Joining, LONGEST_LINE, Options};
use crate::show::palette::Palette;
use crate::table::{Looks, Role};
use crate::words::Lang;

/// What a connection thread needs.
pub(super) struct Handler {
    pub(super) id: usize,
    pub(super) limits: Limits,
    pub(super) seats: Arc<Seats>,
    pub(super) guesses: Arc<Guesses>,
    pub(super) doorway: Arc<Doorway>,
    pub(super) to_table: Sender<Message>,
    pub(super) lang: Lang,
}

impl Handler {
    /// Greets, takes the code, sits down, then passes every line to the table.
    pub(super) fn serve(self, stream: TcpStream) -> io::Result<()> {
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
        // A line too long is refused in one line, and the connection goes on (as once seated).
        let too_long = |lang: Lang| lang.line_too_long_before_code(LONGEST_LINE);
        let first = loop {
            match read(&mut reader)? {
                Some(Incoming::Line(first)) => break first,
                Some(Incoming::TooLong) => {
                    writer.write_all(format!("{}\n", too_long(self.lang)).as_bytes())?
                }
                None | Some(Incoming::End) => return Ok(()),
            }
        };
        let (framed, options, mut joining) = match protocol::read_hello(&first) {
            Hello::Framed(options) => {
                writer.write_all(protocol::frame(protocol::Tag::Status, protocol::VERSION).as_bytes())?;
                (true, options, None)
            }
            Hello::Plain(joining) => (false, Options::default(), Some(joining)),
            Hello::Unspoken(version) => {
                let line = self.lang.version_not_spoken(&version, protocol::VERSION);
                return writer.write_all(format!("{line}\n").as_bytes());
            }
        };
        // A plain client's terminal is taken as 80 columns wide (nc cannot say otherwise); a
        // framed client gets what it asked for, and lines whole if it did not say.
        let looks = if framed { self.looks(&options) } else { Looks { lang: self.lang, ..Looks::default() } };
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
                    Some(Incoming::Line(line)) if line.trim().is_empty() => Some(Joining::Code(line)),
                    Some(Incoming::Line(line)) if framed => protocol::read_joining(&line),
                    Some(Incoming::Line(line)) => Some(plain_joining(&line)),
                    Some(Incoming::TooLong) => {
                        say(&mut writer, &too_long(looks.lang))?;
                        continue;
                    }
                    None | Some(Incoming::End) => return Ok(()),
                },
            };
            // An empty line (a stray Enter) is no code: it is asked for again, and not counted.
            if matches!(&asked, Some(Joining::Code(typed)) if typed.trim().is_empty()) {
                if !framed {
                    writer.write_all(format!("{}\n", looks.lang.ask_for_code()).as_bytes())?;
                }
                continue;
            }
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
                if wrong >= self.limits.wrong_codes {
                    return say(&mut writer, &looks.lang.wrong_codes_closed(wrong));
                }
                say(&mut writer, &looks.lang.wrong_code())?;
                continue;
            };
            match self.doorway.admit(self.id, role == Role::Watcher) {
                Admission::In => {}
                Admission::Full => return say(&mut writer, &looks.lang.table_full(self.limits.connections)),
                Admission::PushedOut => return Ok(()),
            }
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
        let held = stream.try_clone()?;
        let connection =
            Connection { id: self.id, mode, lines, stream: held, written, plain: Default::default() };
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
        // A greeting after the first line is no code (it is counted as a wrong one).
        Hello::Framed(_) | Hello::Unspoken(_) => Joining::Code(line.trim().to_string()),
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
