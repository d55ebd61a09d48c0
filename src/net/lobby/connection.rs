//! A connection's task: it greets, takes the name (plain or framed, see the protocol), then
//! passes the person's lines on and writes what it is sent, until either side ends.
//!
//! One task and one file descriptor per connection: the socket is split into its reading and
//! writing halves (no `try_clone`), and one `select!` waits for whichever comes first, a line
//! from the person or lines for them. Reading is cancel-safe: [`LineReader`] keeps what it has
//! read of a line in itself, not in the future that `select!` may drop, so a line half read
//! when lines for the person arrive is finished at the next turn of the loop.
//!
//! What the connection keeps to itself: the person's pace (at most [`LINES_PER_SECOND`], more
//! are read later: a client that floods slows only itself), the chat's pace ([`CHATS`] chat
//! lines per [`CHAT_WINDOW`]), and a line over the limit, refused here in one line.

use std::io;
use std::net::IpAddr;
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};
use tokio::sync::{mpsc, oneshot};
use tokio::time::{Instant, sleep_until, timeout, timeout_at};

use super::lines::refusal;
use super::{ConnId, Link, QUEUE, Refusal, Route, Settings, ToConn, ToHall, ToRoom, Welcome};
use crate::command::lobby::{self as commands, LobbyCommand};
use crate::net::codes::Code;
use crate::net::journal::as_read;
use crate::net::naming::{NamingError, read_framed_naming, read_naming};
use crate::net::protocol::{self, Hello, Incoming, LONGEST_LINE, Options};
use crate::net::wire::{Plain, framed};
use crate::show::palette::Palette;
use crate::table::{Looks, Out, Tag, clean_line};
use crate::words::Lang;

/// How many lines a second a connection is read at, at most (and twice that at once).
pub const LINES_PER_SECOND: u32 = 20;

/// How many chat lines a connection may send in [`CHAT_WINDOW`].
pub const CHATS: usize = 5;

/// The window the chat's pace is counted over.
pub const CHAT_WINDOW: Duration = Duration::from_secs(10);

/// A connection before it is in: who and where from.
pub(super) struct Guest {
    pub(super) id: ConnId,
    pub(super) address: IpAddr,
    pub(super) settings: Settings,
}

/// How a client reads: plain, or framed with the options it asked for.
#[derive(Clone, Debug)]
struct Mode {
    framed: bool,
    plain: Plain,
}

impl Mode {
    /// `lines` as this client reads them.
    fn bytes(&mut self, lines: &[Out]) -> Vec<u8> {
        let text = if self.framed { framed(lines) } else { self.plain.send(lines) };
        text.into_bytes()
    }
}

impl Guest {
    /// Serves one connection until it ends; then the hall (and the room the person was at)
    /// hears that it is gone.
    pub(super) async fn serve(self, stream: TcpStream, hall: mpsc::Sender<ToHall>) {
        let _ = stream.set_nodelay(true);
        let (read, mut write) = stream.into_split();
        let mut reader = LineReader::new(read);
        let limits = self.settings.limits;
        let until = Instant::now() + limits.handshake;
        let arrival = timeout_at(until, self.arrive(&mut reader, &mut write, &hall)).await;
        let Ok(Ok(Some((name, looks, mut mode)))) = arrival else {
            let _ = write.shutdown().await;
            return;
        };
        let (to_conn, mut inbox) = mpsc::channel(QUEUE);
        let link = Link { id: self.id, name, to_conn, looks };
        if hall.send(ToHall::Arrived(link)).await.is_err() {
            return;
        }
        let mut route = Route::Hall;
        let mut pace = Pace::new();
        loop {
            tokio::select! {
                message = inbox.recv() => match message {
                    Some(ToConn::Route(to)) => route = to,
                    Some(ToConn::Lines(lines)) => {
                        let closing = lines.iter().any(|line| line.tag == Tag::Closed);
                        let written = timeout(limits.write_timeout, write.write_all(&mode.bytes(&lines))).await;
                        if closing || !matches!(written, Ok(Ok(()))) {
                            break;
                        }
                    }
                    None => break,
                },
                incoming = reader.next_line() => {
                    let line = match incoming {
                        Ok(Incoming::Line(line)) => line,
                        Ok(Incoming::TooLong) => {
                            mode.plain.typed();
                            let refused = refusal(looks.lang.line_too_long(LONGEST_LINE));
                            let bytes = mode.bytes(&[refused]);
                            if !matches!(timeout(limits.write_timeout, write.write_all(&bytes)).await, Ok(Ok(()))) {
                                break;
                            }
                            continue;
                        }
                        Ok(Incoming::End) | Err(_) => break,
                    };
                    mode.plain.typed();
                    // Control characters are shown, never passed on: whatever the person typed
                    // may reach another's terminal (a chat line, a name in a refusal).
                    let line = as_read(&line);
                    pace.line().await;
                    if let Some(refused) = pace.chat(looks.lang, &line) {
                        let bytes = mode.bytes(&[refused]);
                        if !matches!(timeout(limits.write_timeout, write.write_all(&bytes)).await, Ok(Ok(()))) {
                            break;
                        }
                        continue;
                    }
                    let sent = match &route {
                        Route::Hall => hall.send(ToHall::Line { id: self.id, line }).await.is_ok(),
                        Route::Room(room) => room.send(ToRoom::Line { id: self.id, line }).await.is_ok(),
                    };
                    if !sent {
                        break;
                    }
                }
            }
        }
        if let Route::Room(room) = &route {
            let _ = room.send(ToRoom::Gone { id: self.id }).await;
        }
        let _ = hall.send(ToHall::Gone { id: self.id }).await;
        let _ = write.shutdown().await;
    }

    /// Greets and takes the name: the person's name (as first given), how they see the
    /// server, and how they read; `None` when the client left or was refused for good.
    async fn arrive(
        &self,
        reader: &mut LineReader<OwnedReadHalf>,
        write: &mut OwnedWriteHalf,
        hall: &mpsc::Sender<ToHall>,
    ) -> io::Result<Option<(String, Looks, Mode)>> {
        let lang = self.settings.lang;
        write.write_all(format!("{}\n", lang.lobby_greeting()).as_bytes()).await?;
        let Some(first) = read_before(reader, write, lang, false).await? else { return Ok(None) };
        let (framed, options) = match protocol::read_hello(&first) {
            Hello::Framed(options) => {
                let hello = protocol::frame(protocol::Tag::Status, protocol::VERSION);
                write.write_all(format!("{hello}~ server lobby\n").as_bytes()).await?;
                (true, options)
            }
            Hello::Unspoken(version) => {
                let line = lang.version_not_spoken(&version, protocol::VERSION);
                write.write_all(format!("{line}\n").as_bytes()).await?;
                return Ok(None);
            }
            Hello::Plain(_) => (false, Options::default()),
        };
        let looks = looks(lang, framed.then_some(&options));
        let mut mode = Mode { framed, plain: Plain::default() };
        let mut first = (!framed).then_some(first);
        let mut wrong = 0;
        loop {
            let line = match first.take() {
                Some(line) => line,
                None => match read_before(reader, write, looks.lang, framed).await? {
                    Some(line) => line,
                    None => return Ok(None),
                },
            };
            let line = as_read(&line);
            let naming = if framed { read_framed_naming(&line) } else { Some(read_naming(&line)) };
            let naming = match naming {
                Some(Ok(naming)) => naming,
                // A stray Enter is no name: asked again, not counted.
                Some(Err(NamingError::Empty)) if !framed => {
                    write.write_all(format!("{}\n", looks.lang.lobby_greeting()).as_bytes()).await?;
                    continue;
                }
                Some(Err(problem)) => {
                    let typed = match &problem {
                        NamingError::Name(name) => Some(name.as_str()),
                        NamingError::Empty | NamingError::TooManyWords => None,
                    };
                    write.write_all(&mode.bytes(&[refusal(looks.lang.bad_name(typed))])).await?;
                    continue;
                }
                None => {
                    write.write_all(&mode.bytes(&[refusal(looks.lang.name_first())])).await?;
                    continue;
                }
            };
            let (answer, answered) = oneshot::channel();
            let asked = ToHall::Naming { naming, address: self.address, answer };
            if hall.send(asked).await.is_err() {
                return Ok(None);
            }
            match answered.await {
                Ok(Welcome::In(name, secret)) => {
                    write.write_all(&welcome_bytes(&mut mode, looks.lang, &name, secret)).await?;
                    return Ok(Some((name, looks, mode)));
                }
                Ok(Welcome::Refused(why)) => {
                    wrong += usize::from(why == Refusal::WrongSecret);
                    let last = wrong >= self.settings.limits.wrong_codes || why == Refusal::TooManyGuesses;
                    // Too many new names from one address is no reason to close: it waits.
                    let text = if last && why == Refusal::WrongSecret {
                        looks.lang.wrong_secrets_closed(wrong)
                    } else {
                        refused_name(looks.lang, why)
                    };
                    let tag = if last { Tag::Closed } else { Tag::Refused };
                    write.write_all(&mode.bytes(&[Out { tag, text }])).await?;
                    if last {
                        return Ok(None);
                    }
                }
                Err(_) => return Ok(None),
            }
        }
    }
}

/// How a client sees the server: a framed one as it asked, a plain one (`nc`) in the server's
/// language at 80 columns.
fn looks(lang: Lang, options: Option<&Options>) -> Looks {
    match options {
        None => Looks { lang, ..Looks::default() },
        Some(options) => {
            let palette = if options.color { Palette::Ansi16 } else { Palette::Plain };
            Looks { lang: options.lang.unwrap_or(lang), palette, width: options.width_or_default() }
        }
    }
}

/// The lines that let a person in: a new name's secret (a plain line `secret K7QF-2M9X` or
/// the fact `~ secret K7QF-2M9X`), what it is for, and the name taken.
fn welcome_bytes(mode: &mut Mode, lang: Lang, name: &str, secret: Option<Code>) -> Vec<u8> {
    let mut lines = Vec::new();
    if let Some(secret) = secret {
        let tag = if mode.framed { Tag::Fact } else { Tag::Text };
        lines.push(Out { tag, text: format!("secret {secret}") });
        lines.push(Out {
            tag: Tag::Text,
            text: clean_line(&lang.secret_explained(name, &secret.to_string())),
        });
    }
    lines.push(Out { tag: Tag::Fact, text: format!("name {name}") });
    mode.bytes(&lines)
}

/// A line before the person is in; a line too long is refused and the next one read.
async fn read_before(
    reader: &mut LineReader<OwnedReadHalf>,
    write: &mut OwnedWriteHalf,
    lang: Lang,
    framed: bool,
) -> io::Result<Option<String>> {
    loop {
        match reader.next_line().await? {
            Incoming::Line(line) => return Ok(Some(line)),
            Incoming::TooLong => {
                let text = lang.line_too_long_before_code(LONGEST_LINE);
                let line =
                    if framed { protocol::frame(protocol::Tag::Refused, &text) } else { format!("{text}\n") };
                write.write_all(line.as_bytes()).await?;
            }
            Incoming::End => return Ok(None),
        }
    }
}

/// Why a name was refused, in words.
fn refused_name(lang: Lang, why: Refusal) -> String {
    match why {
        Refusal::Taken => lang.name_taken(),
        Refusal::WrongSecret => lang.wrong_secret(),
        Refusal::TooManyGuesses => lang.too_many_guesses(),
        Refusal::TooManyNames => lang.too_many_new_names(),
        Refusal::NoSecret => lang.no_secret(),
        Refusal::Unknown => lang.unknown_name(),
    }
}

/// The person's pace: lines (a token bucket) and chat lines (a sliding window).
struct Pace {
    tokens: f64,
    filled: Instant,
    chats: Vec<Instant>,
}

impl Pace {
    fn new() -> Pace {
        Pace { tokens: f64::from(2 * LINES_PER_SECOND), filled: Instant::now(), chats: Vec::new() }
    }

    /// Waits until one more line may be read.
    async fn line(&mut self) {
        let rate = f64::from(LINES_PER_SECOND);
        let now = Instant::now();
        self.tokens = (self.tokens + now.duration_since(self.filled).as_secs_f64() * rate).min(2.0 * rate);
        self.filled = now;
        if self.tokens < 1.0 {
            let wait = Duration::from_secs_f64((1.0 - self.tokens) / rate);
            sleep_until(now + wait).await;
            self.tokens = 1.0;
            self.filled = now + wait;
        }
        self.tokens -= 1.0;
    }

    /// The refusal of a chat line over the pace, if `line` is one.
    fn chat(&mut self, lang: Lang, line: &str) -> Option<Out> {
        if !matches!(commands::read(line), Some(Ok(LobbyCommand::Say(_) | LobbyCommand::Tell(..)))) {
            return None;
        }
        let now = Instant::now();
        self.chats.retain(|at| now.duration_since(*at) < CHAT_WINDOW);
        if self.chats.len() >= CHATS {
            return Some(refusal(lang.chat_too_fast(CHATS, CHAT_WINDOW.as_secs())));
        }
        self.chats.push(now);
        None
    }
}

/// Reads lines of at most [`LONGEST_LINE`] bytes, cancel-safe (see the [module](self)): a line
/// too long is dropped as it comes, never kept whole. It reads a socket's reading half here;
/// exercise 24's checker runs it over an in-memory pipe as the reference.
pub(crate) struct LineReader<R> {
    reader: BufReader<R>,
    line: Vec<u8>,
    too_long: bool,
}

impl<R: AsyncRead + Unpin> LineReader<R> {
    /// A reader of `read`'s lines, holding nothing yet.
    pub(crate) fn new(read: R) -> LineReader<R> {
        LineReader { reader: BufReader::with_capacity(4096, read), line: Vec::new(), too_long: false }
    }

    /// How many bytes of a line it holds between two calls (never more than
    /// `LONGEST_LINE + 1`): what exercise 24's checker measures.
    #[cfg(test)]
    pub(crate) fn holds(&self) -> usize {
        self.line.len()
    }

    /// The next line, as [`protocol::read_line`] reads one.
    pub(crate) async fn next_line(&mut self) -> io::Result<Incoming> {
        loop {
            // The only await: what was read before it is kept in `self`.
            let buffer = self.reader.fill_buf().await?;
            if buffer.is_empty() {
                return Ok(Incoming::End);
            }
            let end = buffer.iter().position(|byte| *byte == b'\n');
            let taken = end.unwrap_or(buffer.len());
            if !self.too_long {
                if self.line.len() + taken > LONGEST_LINE + 1 {
                    self.too_long = true;
                    self.line = Vec::new();
                } else {
                    self.line.extend_from_slice(&buffer[..taken]);
                }
            }
            self.reader.consume(end.map_or(taken, |at| at + 1));
            if end.is_some() {
                let line = std::mem::take(&mut self.line);
                return Ok(if std::mem::take(&mut self.too_long) {
                    Incoming::TooLong
                } else {
                    finished(line)
                });
            }
        }
    }
}

/// A whole line: without its carriage return, too long or as text.
fn finished(mut line: Vec<u8>) -> Incoming {
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    if line.len() > LONGEST_LINE {
        return Incoming::TooLong;
    }
    Incoming::Line(String::from_utf8_lossy(&line).into_owned())
}
