//! `bauloewe join`: a person's seat at a table on another machine, through the framed mode.
//!
//! Two threads share the work. A *listener* reads the server's lines and shows every one that
//! is for reading (`=`, `~`, `!`, `+`, `#`) at once, without its tag, on a [`Screen`]: at a
//! terminal that is rustyline's external printer ([`Above`]), which prints above the line
//! being typed, so the others' moves appear while the person types. The *main* thread sends
//! the lines and waits for what the listener tells it: a `?` prompt (then it reads one line
//! from the [`LineSource`] and sends it), a refused code (then it asks for the code again),
//! the end of the connection.
//!
//! **Completion.** When a `?` arrives and a person types at a terminal, the client first
//! sends `legal` without showing it; the listener keeps the `+` answers to itself, and the
//! `?` after them is the prompt the person answers. The tiles and chain names in those legal
//! commands are what Tab completes after `lay` and after `found` or `buy`, with the console's
//! own completion ([`TerminalSource`](crate::console::terminal::TerminalSource)), which also
//! keeps the history. A `legal` the person types is shown as any other line. A server that
//! refuses `legal` is not asked again; Tab then completes the tiles and chain names in the
//! lines shown since the last prompt (the turn screen lists the hand) and in the prompt.
//!
//! **Leaving.** `quit` (or Ctrl-D) sends `quit` and ends; Ctrl-C cancels the line being typed.
//! When the server closes the connection on purpose (its last line is a `.` line) the client
//! says so in one line at once and ends. A person in the middle of typing a line is in the
//! line editor, which nothing but a key ends: the caller's flag `closed` is set, and a terminal
//! that watches it
//! ([`TerminalSource::stop_when`](crate::console::terminal::TerminalSource::stop_when))
//! ends the line at the next key.
//!
//! **Coming back.** A connection that ends without the server's `.` line, once the seat was
//! taken, was lost: a network that failed, a server killed or restarted. With
//! [`Settings::retry`] [`join`] says so and connects again, waiting longer after each failed
//! try ([`Retry`]), with the same code, which takes the seat and its open prompt again.
//!
//! **What reaches the terminal.** Every line from the server passes through [`shown`]: control
//! characters are made visible, and the only escape sequences let through are ANSI colours
//! (`ESC [ 31 m`), and those only when the client asked for colours.
//!
//! Nothing here needs a terminal or a socket to run: [`play`] takes any reader and writer for
//! the connection, any [`LineSource`] and any [`Screen`], and the tests drive it with a fake
//! server on 127.0.0.1.

use std::io::{self, BufRead, BufReader, Write};
use std::net::TcpStream;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use crate::command::Command;
use crate::console::{Line, LineSource};
use crate::net::protocol::{Incoming, Joining, Options, Tag, VERSION, joining_line, read_line, unframe};
use crate::notation::text::visible;
use crate::rules::{Chain, Tile};
use crate::show::prompt::Prompt;
use crate::words::Lang;
use crate::words::wrap::{PIPED_WIDTH, fitted_guide};

/// How long the client waits for the server to close the connection after `quit`.
const GOODBYE_WAIT: Duration = Duration::from_secs(2);

/// The longest line the client takes from the server, in bytes; a longer one is dropped.
/// (The server's lines are the console's, fitted to at most 250 columns with colours.)
pub const SERVER_LINE: usize = 64 * 1024;

/// Where the server's text is shown.
pub trait Screen: Send {
    /// Shows `text` (one or more lines, without the last line feed).
    fn show(&mut self, text: &str) -> io::Result<()>;
}

/// A screen that writes to a writer, one line after another (a pipe, a test's buffer).
pub struct Plain<W>(pub W);

impl<W: Write + Send> Screen for Plain<W> {
    fn show(&mut self, text: &str) -> io::Result<()> {
        writeln!(self.0, "{text}")?;
        self.0.flush()
    }
}

/// A screen that prints above the line a person is typing: rustyline's external printer.
pub struct Above<P>(pub P);

impl<P: rustyline::ExternalPrinter + Send> Screen for Above<P> {
    fn show(&mut self, text: &str) -> io::Result<()> {
        self.0.print(format!("{text}\n")).map_err(io::Error::other)
    }
}

/// How to join a table.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The table's address, `HOST:PORT`, as typed.
    pub address: String,
    /// The client's language: its own lines, and the seat's (`lang=…`).
    pub lang: Lang,
    /// The seat's code or `watch`; `None` asks the person for the code.
    pub joining: Option<Joining>,
    /// The terminal's columns, if known (`width=…`).
    pub width: Option<usize>,
    /// Whether the server is to colour the chains (`color`).
    pub color: bool,
    /// How to connect again after a lost connection; `None` ends the stay instead.
    pub retry: Option<Retry>,
}

/// How [`join`] connects again after a lost connection: it waits `first`, then twice as
/// long after each failed try, never longer than `longest`, and gives up after `give_up`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Retry {
    /// The wait before the first try.
    pub first: Duration,
    /// The longest wait between two tries.
    pub longest: Duration,
    /// How long the client keeps trying.
    pub give_up: Duration,
}

impl Default for Retry {
    /// 1, 2, 4, … 30 seconds between tries, for ten minutes: enough for a server restarted
    /// by hand or a laptop's network coming back.
    fn default() -> Retry {
        Retry {
            first: Duration::from_secs(1),
            longest: Duration::from_secs(30),
            give_up: Duration::from_secs(600),
        }
    }
}

impl Retry {
    /// Connects to `address` again, trying until [`Retry::give_up`] passed; `None` then.
    fn connect(&self, address: &str) -> Option<TcpStream> {
        let began = Instant::now();
        let mut wait = self.first;
        while began.elapsed() + wait <= self.give_up {
            thread::sleep(wait);
            if let Ok(stream) = TcpStream::connect(address) {
                return Some(stream);
            }
            wait = (wait * 2).min(self.longest);
        }
        None
    }
}

impl Settings {
    /// The options of the first line.
    fn options(&self) -> Options {
        Options { lang: Some(self.lang), width: self.width, color: self.color }
    }
}

/// How a stay at the table ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// The server closed the connection.
    Closed,
    /// The person left (`quit`, Ctrl-D).
    Left,
    /// The connection was lost after the seat was taken, without the server's goodbye (only
    /// with [`Settings::retry`]; [`join`] then connects again).
    Lost,
}

/// Where a step of a stay at the table leads: `Ok` with what it came to, and the stay goes on;
/// `Err` with why it stops. Every step of the main thread answers in this one shape.
type Step<T> = Result<T, Stop>;

/// Why a stay stops: it ended (the server closed the connection, the person left, the
/// connection was lost), or it failed.
#[derive(Debug)]
enum Stop {
    /// The stay ended, as [`Ended`] says.
    Ended(Ended),
    /// The client could not go on.
    Failed(JoinError),
}

impl From<JoinError> for Stop {
    fn from(error: JoinError) -> Stop {
        Stop::Failed(error)
    }
}

impl Stop {
    /// What [`join`] and [`play`] answer: how the stay ended, or why it failed.
    fn outcome(self) -> Result<Ended, JoinError> {
        match self {
            Stop::Ended(ended) => Ok(ended),
            Stop::Failed(error) => Err(error),
        }
    }
}

/// Why the client could not play.
#[derive(Debug)]
pub enum JoinError {
    /// No connection could be made to the address.
    Unreachable(io::Error),
    /// What answered does not speak `bauloewe/1`.
    NotATable,
    /// The connection failed after it was made.
    Failed(io::Error),
    /// The person's input or the screen failed.
    Terminal(io::Error),
}

impl JoinError {
    /// The error in one line of the client's language.
    pub fn words(&self, lang: Lang, address: &str) -> String {
        match self {
            JoinError::Unreachable(error) => lang.table_unreachable(address, error),
            JoinError::NotATable => lang.not_a_table(address),
            JoinError::Failed(error) => lang.connection_failed(address, error),
            JoinError::Terminal(error) => lang.io_error(error),
        }
    }
}

/// Connects to the table and plays there until the server closes the connection or the
/// person leaves; with [`Settings::retry`] a lost connection is made again (see the
/// [module](self)). `closed` is set when the server closed the connection.
pub fn join(
    settings: &Settings,
    input: &mut dyn LineSource,
    screen: Box<dyn Screen>,
    closed: Arc<AtomicBool>,
) -> Result<Ended, JoinError> {
    let screen = Arc::new(Mutex::new(screen));
    let mut settings = settings.clone();
    let mut stream = TcpStream::connect(&settings.address).map_err(JoinError::Unreachable)?;
    let mut again = false;
    loop {
        let stay = Stay { screen: screen.clone(), closed: closed.clone(), again };
        let (ended, joined) = play_tcp(stream, input, &settings, stay)?;
        let Some(retry) = settings.retry.filter(|_| ended == Ended::Lost) else { return Ok(ended) };
        // The code that took the seat brings it back, also one the person typed.
        settings.joining = joined;
        stream = match connect_again(&settings, retry, &screen) {
            Ok(stream) => stream,
            Err(stop) => return stop.outcome(),
        };
        closed.store(false, Ordering::SeqCst);
        again = true;
    }
}

/// Plays over any connection: the server's lines come from `server`, the client's go to
/// `to_server`. The listener thread takes `server` and ends when it ends; `closed` is set
/// when the server closed the connection.
pub fn play(
    server: impl BufRead + Send + 'static,
    to_server: impl Write,
    input: &mut dyn LineSource,
    screen: Box<dyn Screen>,
    settings: &Settings,
    closed: Arc<AtomicBool>,
) -> Result<Ended, JoinError> {
    let stay = Stay { screen: Arc::new(Mutex::new(screen)), closed, again: false };
    play_stay(server, to_server, input, settings, stay).map(|(ended, _)| ended)
}

/// [`play_stay`] over a TCP connection.
fn play_tcp(
    stream: TcpStream,
    input: &mut dyn LineSource,
    settings: &Settings,
    stay: Stay,
) -> Result<(Ended, Option<Joining>), JoinError> {
    // The person's lines go out at once, not after the server's delayed acknowledgement.
    stream.set_nodelay(true).map_err(JoinError::Failed)?;
    let reading = stream.try_clone().map_err(JoinError::Failed)?;
    play_stay(BufReader::new(reading), stream, input, settings, stay)
}

/// Connects again after a lost connection, as `retry` says; if no table answers in time,
/// says so, and the stay stops.
fn connect_again(settings: &Settings, retry: Retry, screen: &Mutex<Box<dyn Screen>>) -> Step<TcpStream> {
    if let Some(stream) = retry.connect(&settings.address) {
        return Ok(stream);
    }
    let lang = settings.lang;
    let gave_up = lang.gave_up(&settings.address, &lang.span(retry.give_up));
    lock(screen).show(&gave_up).map_err(JoinError::Terminal)?;
    Err(Stop::Ended(Ended::Closed))
}

/// What one connection's stay shares with the ones before and after it.
struct Stay {
    screen: Arc<Mutex<Box<dyn Screen>>>,
    closed: Arc<AtomicBool>,
    /// Whether this connection comes back after a lost one.
    again: bool,
}

/// [`play`] for one connection of a stay; also answers the code (or `watch`) that took the seat.
fn play_stay(
    server: impl BufRead + Send + 'static,
    to_server: impl Write,
    input: &mut dyn LineSource,
    settings: &Settings,
    stay: Stay,
) -> Result<(Ended, Option<Joining>), JoinError> {
    let Stay { screen, closed, again } = stay;
    let lang = settings.lang;
    let closing = Closing {
        closed,
        line: lang.table_closed(&settings.address),
        lost_lines: [false, true].map(|typing| lang.connection_lost(&settings.address, typing)),
        typing: Arc::new(AtomicBool::new(false)),
        may_return: settings.retry.is_some(),
        seated: Arc::new(AtomicBool::new(false)),
        goodbye: Arc::new(AtomicBool::new(false)),
    };
    let quiet = Arc::new(AtomicBool::new(false));
    let no_legal = Arc::new(AtomicBool::new(false));
    let (events, heard) = channel();
    let listener = Listener {
        screen: screen.clone(),
        color: settings.color,
        quiet: quiet.clone(),
        no_legal: no_legal.clone(),
        closing: closing.clone(),
        back: again.then(|| lang.back_at_table()),
        events,
    };
    thread::spawn(move || listener.listen(server));
    let seen = Vec::new();
    let mut client =
        Client { to_server, input, screen, settings, quiet, no_legal, closing, seen, heard, joined: None };
    let ended = client.run()?;
    Ok((ended, client.joined))
}

/// The screen, also if a thread panicked while holding it (what it shows is still whole lines).
fn lock(screen: &Mutex<Box<dyn Screen>>) -> std::sync::MutexGuard<'_, Box<dyn Screen>> {
    screen.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// How the connection ended, said once, by whichever thread learns it first (the listener
/// when the connection ends, the main thread when a line cannot be sent), and the flag that
/// says it did.
#[derive(Clone)]
struct Closing {
    closed: Arc<AtomicBool>,
    /// The line when the server closed the connection.
    line: String,
    /// The line when the connection was lost and the client comes back: while the person
    /// waits, and while they type (the editor gives the line back only at a key).
    lost_lines: [String; 2],
    /// Set while the person types a line.
    typing: Arc<AtomicBool>,
    /// Whether the client comes back after a lost connection ([`Settings::retry`]).
    may_return: bool,
    /// Set once the server took the code: a line that is no refusal came.
    seated: Arc<AtomicBool>,
    /// Set when the server said goodbye (a `.` line): it closes the connection on purpose.
    goodbye: Arc<AtomicBool>,
}

impl Closing {
    /// Sets the flag and says the line, unless that was done. The screen is held meanwhile,
    /// so whoever finds the flag set and then shows anything shows it after the line.
    fn say(&self, screen: &Mutex<Box<dyn Screen>>) -> io::Result<()> {
        let mut screen = lock(screen);
        if self.closed.swap(true, Ordering::SeqCst) {
            return Ok(());
        }
        let typing = usize::from(self.typing.load(Ordering::SeqCst));
        screen.show(if self.is_lost() { &self.lost_lines[typing] } else { &self.line })
    }

    /// Whether the server closed the connection.
    fn is_closed(&self) -> bool {
        self.closed.load(Ordering::SeqCst)
    }

    /// Whether the connection, once closed, was lost and the client comes back: the seat was
    /// taken and the server said no goodbye.
    fn is_lost(&self) -> bool {
        self.may_return && self.seated.load(Ordering::SeqCst) && !self.goodbye.load(Ordering::SeqCst)
    }

    /// How the stay ended once the connection closed.
    fn ended(&self) -> Ended {
        if self.is_lost() { Ended::Lost } else { Ended::Closed }
    }
}

/// The client's own lines as the listener passes them on, and what it shows while typing is
/// not allowed: control characters made visible, and ANSI colour sequences (SGR:
/// `ESC [` digits and semicolons `m`) kept only if `color` allows them.
///
/// ```
/// use bauloewe::net::client::shown;
/// assert_eq!(shown("\u{1b}[31mBergfried\u{1b}[0m", true), "\u{1b}[31mBergfried\u{1b}[0m");
/// assert_eq!(shown("\u{1b}[31mBergfried\u{1b}[0m", false), "?[31mBergfried?[0m");
/// assert_eq!(shown("\u{1b}]0;title\u{7}\u{1b}[2J", true), "?]0;title??[2J");
/// ```
pub fn shown(text: &str, color: bool) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let length = match colour_sequence(rest) {
            Some(length) if color => {
                out.push_str(&rest[..length]);
                length
            }
            _ => {
                out.push(visible(c));
                c.len_utf8()
            }
        };
        rest = &rest[length..];
    }
    out
}

/// The length in bytes of the colour sequence `text` starts with, if it starts with one:
/// `ESC [`, at most 32 digits and semicolons, `m`. (Longer ones are not colours anybody sends.)
fn colour_sequence(text: &str) -> Option<usize> {
    let body = text.strip_prefix("\u{1b}[")?;
    let parameters = body.find(|c: char| !(c.is_ascii_digit() || c == ';'))?;
    (parameters <= 32 && body[parameters..].starts_with('m')).then_some(2 + parameters + 1)
}

/// What the listener tells the main thread.
#[derive(Debug)]
enum Event {
    /// The server answered `~ bauloewe/1`.
    Framed,
    /// The server did not answer in the protocol.
    NotATable,
    /// A line for reading was shown.
    Shown,
    /// A `!` line was shown: the last line was refused.
    Refused,
    /// A `?`: the seat must decide; with the legal commands if they were asked for quietly,
    /// and the lines shown since the last `?`.
    Prompt { text: String, legal: Option<Vec<String>>, said: Vec<String> },
    /// The server closed the connection.
    Closed,
    /// Reading from the server or showing failed.
    Failed(JoinError),
}

/// The thread that reads the server's lines and shows them.
struct Listener {
    screen: Arc<Mutex<Box<dyn Screen>>>,
    color: bool,
    /// Set by the main thread when it asked `legal` for completion: the `+` answers (and a
    /// refusal of `legal`) are then kept, not shown, until the next `?`.
    quiet: Arc<AtomicBool>,
    /// Set when the server refused a quiet `legal`: it is not asked again.
    no_legal: Arc<AtomicBool>,
    closing: Closing,
    /// The line said when a connection that came back is seated again.
    back: Option<String>,
    events: Sender<Event>,
}

/// The most lines shown since the last prompt that are kept for completion (a turn screen
/// has about twenty).
const KEPT_LINES: usize = 100;

/// What the listener keeps between prompts.
#[derive(Default)]
struct Kept {
    /// The `+` answers to a quiet `legal`.
    legal: Vec<String>,
    /// The lines shown since the last `?`, at most [`KEPT_LINES`].
    said: Vec<String>,
}

impl Listener {
    /// Reads until the server closes the connection or the main thread stops listening.
    fn listen(mut self, mut server: impl BufRead) {
        match self.handshake(&mut server) {
            Ok(true) => self.tell(Event::Framed),
            Ok(false) => return self.tell(Event::NotATable),
            Err(error) => return self.tell(Event::Failed(JoinError::Failed(error))),
        };
        let mut kept = Kept::default();
        loop {
            let event = match read_line(&mut server, SERVER_LINE) {
                Ok(Incoming::Line(line)) => self.take(&line, &mut kept),
                Ok(Incoming::TooLong) => continue,
                Ok(Incoming::End) => Some(self.closed()),
                // A connection reset is a connection lost, when the client comes back after it.
                Err(_) if self.closing.is_lost() => Some(self.closed()),
                Err(error) => Some(Event::Failed(JoinError::Failed(error))),
            };
            let last = matches!(event, Some(Event::Closed | Event::Failed(_)));
            if let Some(event) = event
                && self.events.send(event).is_err()
            {
                return;
            }
            if last {
                return;
            }
        }
    }

    /// Reads the greeting (a plain line) and the answer to `hello`: whether it is `~ bauloewe/1`.
    /// A server that sends no greeting is taken as well.
    fn handshake(&self, server: &mut impl BufRead) -> io::Result<bool> {
        let answer = format!("{} {VERSION}", Tag::Status.symbol());
        for _ in 0..2 {
            match read_line(server, SERVER_LINE)? {
                Incoming::Line(line) if line == answer => return Ok(true),
                Incoming::End => return Ok(false),
                _ => {}
            }
        }
        Ok(false)
    }

    /// One line from the server: shown, kept as a legal command, or passed on as a prompt.
    fn take(&mut self, line: &str, kept: &mut Kept) -> Option<Event> {
        let quiet = self.quiet.load(Ordering::SeqCst);
        let Some((tag, text)) = unframe(line) else {
            // Not framed: shown as it is, made safe, rather than lost.
            return Some(self.show(line));
        };
        if tag != Tag::Refused && !self.closing.seated.swap(true, Ordering::SeqCst) {
            // The first line after the code was taken: a connection that came back says so.
            if let Some(back) = self.back.take()
                && let Event::Failed(error) = self.show(&back)
            {
                return Some(Event::Failed(error));
            }
        }
        if matches!(tag, Tag::Text | Tag::Status) && kept.said.len() < KEPT_LINES {
            kept.said.push(shown(text, false));
        }
        match tag {
            Tag::Prompt => {
                let asked = self.quiet.swap(false, Ordering::SeqCst);
                let legal = asked.then(|| std::mem::take(&mut kept.legal));
                let said = std::mem::take(&mut kept.said);
                Some(Event::Prompt { text: shown(text, self.color), legal, said })
            }
            Tag::Legal if quiet => {
                kept.legal.push(shown(text, false));
                None
            }
            Tag::Refused if quiet => {
                self.no_legal.store(true, Ordering::SeqCst);
                None
            }
            Tag::Refused => match self.show(text) {
                Event::Shown => Some(Event::Refused),
                failed => Some(failed),
            },
            Tag::Goodbye => {
                self.closing.goodbye.store(true, Ordering::SeqCst);
                Some(self.show(text))
            }
            Tag::Text | Tag::Status | Tag::Legal | Tag::Over => Some(self.show(text)),
        }
    }

    /// Says how the connection ended, unless that was said: the last event.
    fn closed(&self) -> Event {
        match self.closing.say(&self.screen) {
            Ok(()) => Event::Closed,
            Err(error) => Event::Failed(JoinError::Terminal(error)),
        }
    }

    /// Shows one line from the server, made safe.
    fn show(&self, text: &str) -> Event {
        match lock(&self.screen).show(&shown(text, self.color)) {
            Ok(()) => Event::Shown,
            Err(error) => Event::Failed(JoinError::Terminal(error)),
        }
    }

    /// Tells the main thread; if it stopped listening there is nobody to tell.
    fn tell(&self, event: Event) {
        let _ = self.events.send(event);
    }
}

/// The main thread's side: sends lines, asks the person.
struct Client<'a, W> {
    to_server: W,
    input: &'a mut dyn LineSource,
    screen: Arc<Mutex<Box<dyn Screen>>>,
    settings: &'a Settings,
    quiet: Arc<AtomicBool>,
    no_legal: Arc<AtomicBool>,
    closing: Closing,
    /// The lines shown since the last prompt that was not the answer to a quiet `legal`.
    seen: Vec<String>,
    heard: Receiver<Event>,
    /// The code (or `watch`) last sent to take the seat.
    joined: Option<Joining>,
}

impl<W: Write> Client<'_, W> {
    /// Says hello, joins, and plays until the stay stops.
    fn run(&mut self) -> Result<Ended, JoinError> {
        let stop = match self.greet() {
            Ok(()) => self.seated(),
            Err(stop) => stop,
        };
        stop.outcome()
    }

    /// Says hello, checks that a table answered, and sends the code (asked of the person if
    /// the settings hold none).
    fn greet(&mut self) -> Step<()> {
        // A server that closed the connection at once may refuse the hello: what it sent before
        // tells whether it was a table.
        match self.write_line(&self.settings.options().hello()) {
            Err(error) if !gone(&error) => return Err(JoinError::Failed(error).into()),
            _ => {}
        }
        match self.next() {
            Event::Framed => {}
            Event::Closed | Event::NotATable => return Err(JoinError::NotATable.into()),
            Event::Failed(error) => return Err(error.into()),
            other => unreachable!("the listener begins with the handshake, not {other:?}"),
        }
        let joining = match self.settings.joining.clone() {
            Some(joining) => joining,
            None => self.ask_code()?,
        };
        self.take_seat(joining)
    }

    /// After the code was sent: a refused code is asked again; then every prompt is answered,
    /// until the stay stops.
    fn seated(&mut self) -> Stop {
        let mut joined = false;
        loop {
            let step = match self.next() {
                Event::Refused if !joined => self.ask_code().and_then(|joining| self.take_seat(joining)),
                Event::Shown | Event::Refused => {
                    joined = true;
                    Ok(())
                }
                Event::Prompt { text, legal, said } => {
                    joined = true;
                    self.remember(said, legal.is_none());
                    self.decide(text, legal)
                }
                Event::Closed => Err(self.closed()),
                Event::Failed(error) => Err(Stop::Failed(error)),
                Event::Framed | Event::NotATable => Ok(()),
            };
            if let Err(stop) = step {
                return stop;
            }
        }
    }

    /// Sends the code (or `watch`), and keeps it: it takes the seat again after a lost
    /// connection.
    fn take_seat(&mut self, joining: Joining) -> Step<()> {
        self.joined = Some(joining.clone());
        self.send(&joining_line(&joining))
    }

    /// Keeps the lines shown before a prompt for completion; `afresh` when the prompt is not
    /// the answer to a quiet `legal`.
    fn remember(&mut self, said: Vec<String>, afresh: bool) {
        if afresh {
            self.seen.clear();
        }
        self.seen.extend(said);
    }

    /// Answers a prompt: first, at a terminal, asks `legal` quietly for Tab completion; then
    /// reads the person's line and sends it.
    fn decide(&mut self, guide: String, legal: Option<Vec<String>>) -> Step<()> {
        if legal.is_none() && self.input.is_interactive() && !self.no_legal.load(Ordering::SeqCst) {
            self.quiet.store(true, Ordering::SeqCst);
            return self.send("legal");
        }
        let (tiles, chains) = match legal {
            Some(legal) if !legal.is_empty() => completions(&legal),
            _ => completions(&[self.seen.as_slice(), std::slice::from_ref(&guide)].concat()),
        };
        // At a terminal a long guide is broken into lines of the prompt as the local console
        // breaks it (room is left to type after the last), so the terminal never breaks a word.
        let guide = match self.input.is_interactive() {
            true => fitted_guide(&guide, self.settings.width.unwrap_or(PIPED_WIDTH)),
            false => guide,
        };
        let prompt = Prompt { guide, tiles, chains, lang: self.settings.lang, ..Prompt::default() };
        let line = self.read(&prompt, History::Kept)?;
        // `quit` in any of its words (`exit`, `beenden`) leaves.
        if line.parse::<Command>() == Ok(Command::Quit) {
            return Err(self.leave());
        }
        self.send(&line)
    }

    /// Asks the person for the seat's code (or `watch`).
    fn ask_code(&mut self) -> Step<Joining> {
        let lang = self.settings.lang;
        let prompt = Prompt { guide: lang.code_question(), lang, ..Prompt::default() };
        loop {
            let line = self.read(&prompt, History::Without)?;
            match line.trim() {
                "" => continue,
                watch if watch.eq_ignore_ascii_case("watch") => return Ok(Joining::Watch),
                code => return Ok(Joining::Code(code.to_string())),
            }
        }
    }

    /// One line from the person; Ctrl-C cancels the line and asks again. The stay stops at
    /// the end of the input (the person left) or when the server closed the connection while
    /// the person typed. Input that is not typed at a terminal is echoed after its prompt, so
    /// the output reads as a transcript.
    fn read(&mut self, prompt: &Prompt, history: History) -> Step<String> {
        let interactive = self.input.is_interactive();
        loop {
            self.closing.typing.store(true, Ordering::SeqCst);
            let line = match history {
                // A line source's `pause` reads one line as `read_line` does but keeps it out of
                // the history file; it is meant for the hot-seat hand-over, and a script's
                // reads nothing, so only a terminal is asked that way.
                History::Without if interactive => self.input.pause(&format!("{} > ", prompt.guide)),
                _ => self.input.read_line(prompt),
            };
            self.closing.typing.store(false, Ordering::SeqCst);
            let line = line.map_err(JoinError::Terminal)?;
            if self.closing.is_closed() {
                return Err(self.closed());
            }
            match line {
                Line::Text(line) => {
                    if !interactive {
                        self.show(&shown(&format!("{} > {line}", prompt.guide), self.settings.color))?;
                    }
                    return Ok(line);
                }
                Line::Interrupted => continue,
                Line::End => return Err(self.leave()),
            }
        }
    }

    /// The server answers `quit` with a line of its own (how to come back) and closes the
    /// connection; the client waits a moment for that, and says the person left only if the
    /// server did not.
    fn leave(&mut self) -> Stop {
        // The server closes the connection after `quit`: that is no news to say.
        self.closing.closed.store(true, Ordering::SeqCst);
        // The server may be gone already: the person is leaving either way.
        let _ = self.write_line("quit");
        if !self.server_said_goodbye()
            && let Err(error) = self.show(&self.settings.lang.table_left())
        {
            return Stop::Failed(error);
        }
        Stop::Ended(Ended::Left)
    }

    /// Whether the server showed a line after `quit` before it closed the connection (or
    /// [`GOODBYE_WAIT`] passed).
    fn server_said_goodbye(&mut self) -> bool {
        let mut said = false;
        let until = Instant::now() + GOODBYE_WAIT;
        while let Some(left) = until.checked_duration_since(Instant::now()) {
            match self.heard.recv_timeout(left) {
                Ok(Event::Shown) => said = true,
                Ok(Event::Closed | Event::Failed(_)) | Err(_) => break,
                Ok(_) => {}
            }
        }
        said
    }

    /// Says that the server closed the connection, or that it was lost (unless the listener
    /// said it); the stay stops.
    fn closed(&mut self) -> Stop {
        match self.closing.say(&self.screen) {
            Ok(()) => Stop::Ended(self.closing.ended()),
            Err(error) => Stop::Failed(JoinError::Terminal(error)),
        }
    }

    /// Sends one line. A connection the server closed stops the stay as a closing does.
    fn send(&mut self, line: &str) -> Step<()> {
        match self.write_line(line) {
            Ok(()) => Ok(()),
            Err(error) if gone(&error) => Err(self.closed()),
            Err(error) => Err(JoinError::Failed(error).into()),
        }
    }

    /// Writes one line to the server.
    fn write_line(&mut self, line: &str) -> io::Result<()> {
        writeln!(self.to_server, "{line}")?;
        self.to_server.flush()
    }

    /// The listener's next event; if the listener is gone, the connection is closed.
    fn next(&mut self) -> Event {
        self.heard.recv().unwrap_or(Event::Closed)
    }

    /// Shows one of the client's own lines.
    fn show(&mut self, text: &str) -> Result<(), JoinError> {
        lock(&self.screen).show(text).map_err(JoinError::Terminal)
    }
}

/// Whether a line the person types goes into the terminal's history file.
#[derive(Clone, Copy)]
enum History {
    /// A command: kept, so that the arrow keys bring it back.
    Kept,
    /// The seat's code: a secret is not written to a file.
    Without,
}

/// Whether a failed write means the other side closed the connection.
fn gone(error: &io::Error) -> bool {
    matches!(
        error.kind(),
        io::ErrorKind::BrokenPipe | io::ErrorKind::ConnectionReset | io::ErrorKind::ConnectionAborted
    )
}

/// What Tab completes, from the legal commands (or other lines): their tiles (after `lay`)
/// and chain names (after `found`, `buy`, …), each once, in the order they first appear.
/// Words are split at spaces and at the punctuation around them (`(lay 4C)`, `Aurora,`).
fn completions(lines: &[String]) -> (Vec<String>, Vec<String>) {
    let (mut tiles, mut chains) = (Vec::new(), Vec::new());
    let words = lines.iter().flat_map(|line| line.split(|c: char| !c.is_alphanumeric()));
    for word in words.filter(|word| !word.is_empty()) {
        let list = if word.parse::<Tile>().is_ok() {
            &mut tiles
        } else if Chain::from_full_name(word).is_some() {
            &mut chains
        } else {
            continue;
        };
        if !list.iter().any(|known| known == word) {
            list.push(word.to_string());
        }
    }
    (tiles, chains)
}

#[cfg(test)]
mod tests {
    use std::collections::VecDeque;
    use std::io::BufReader;
    use std::net::TcpListener;

    use super::*;

    /// A person typing the given lines, who remembers every prompt.
    struct Typist {
        lines: VecDeque<Line>,
        prompts: Vec<Prompt>,
        interactive: bool,
    }

    impl Typist {
        fn new(lines: &[&str], interactive: bool) -> Typist {
            let lines = lines.iter().map(|line| Line::Text(line.to_string())).collect();
            Typist { lines, prompts: Vec::new(), interactive }
        }
    }

    impl LineSource for Typist {
        fn read_line(&mut self, prompt: &Prompt) -> io::Result<Line> {
            self.prompts.push(prompt.clone());
            Ok(self.lines.pop_front().unwrap_or(Line::End))
        }

        /// A pause reads a line too (as at a terminal), kept as a prompt with that guide.
        fn pause(&mut self, message: &str) -> io::Result<Line> {
            self.read_line(&Prompt { guide: message.to_string(), ..Prompt::default() })
        }

        fn is_interactive(&self) -> bool {
            self.interactive
        }
    }

    /// A screen the test reads afterwards.
    #[derive(Clone, Default)]
    struct Shared(Arc<Mutex<Vec<u8>>>);

    impl Write for Shared {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    impl Shared {
        fn text(&self) -> String {
            String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
        }
    }

    /// One step of a fake server: send these lines, or read one line and hand it on.
    enum Step {
        Send(&'static str),
        Expect,
    }

    /// A fake server on 127.0.0.1 that plays `steps` with the first client, then closes the
    /// connection; its reads time out, so it stops by itself. Answers its address and the
    /// thread that returns the lines the client sent.
    fn fake_server(steps: Vec<Step>) -> (String, thread::JoinHandle<Vec<String>>) {
        fake_servers(vec![steps])
    }

    /// A fake server that plays each list of steps with one connection after the other.
    fn fake_servers(connections: Vec<Vec<Step>>) -> (String, thread::JoinHandle<Vec<String>>) {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a free port on 127.0.0.1");
        let address = listener.local_addr().unwrap().to_string();
        let server = thread::spawn(move || {
            let mut heard = Vec::new();
            for steps in connections {
                let (mut stream, _) = listener.accept().expect("the client connects");
                stream.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
                let mut reader = BufReader::new(stream.try_clone().unwrap());
                for step in steps {
                    match step {
                        Step::Send(text) => stream.write_all(format!("{text}\n").as_bytes()).unwrap(),
                        Step::Expect => match read_line(&mut reader, 1024) {
                            Ok(Incoming::Line(line)) => heard.push(line),
                            other => panic!("the client sent no line but {other:?}"),
                        },
                    }
                }
            }
            heard
        });
        (address, server)
    }

    /// A fresh flag for the server's closing.
    fn closed() -> Arc<AtomicBool> {
        Arc::new(AtomicBool::new(false))
    }

    fn settings(address: &str, joining: Option<Joining>) -> Settings {
        Settings {
            address: address.to_string(),
            lang: Lang::En,
            joining,
            width: Some(100),
            color: true,
            retry: None,
        }
    }

    #[test]
    fn a_player_joins_with_a_second_code_completes_from_legal_and_sees_the_end() {
        use Step::{Expect, Send};
        let (address, server) = fake_server(vec![
            Send("Baulöwe table: type your seat's code, or 'watch' to watch."),
            Expect,
            Send("~ bauloewe/1"),
            Expect,
            Send("! that is no seat's code at this table"),
            Expect,
            Send("~ You are Bob."),
            Send("= Ann lays \u{1b}[31m5C\u{1b}[0m.\u{1b}]0;pwned\u{7}"),
            Send("? Bob, place a tile (lay 4C)"),
            Expect,
            Send("+ lay 4C"),
            Send("+ buy 2 Aurora 1 Königshof"),
            Send("+ lay 12I"),
            Send("? Bob, place a tile (lay 4C)"),
            Expect,
            Send("= Bob lays 4C."),
            Send("# The game is over."),
            Send("= 1. Bob $41,300"),
        ]);
        let mut typist = Typist::new(&["k7qf2m9x", "lay 4C"], true);
        let screen = Shared::default();
        let wrong = Some(Joining::Code("K7QF-2M9Y".to_string()));
        let ended = join(&settings(&address, wrong), &mut typist, Box::new(Plain(screen.clone())), closed());
        assert_eq!(ended.unwrap(), Ended::Closed);
        let sent = server.join().expect("the fake server ends");
        let hello = "hello bauloewe/1 lang=en width=100 color";
        assert_eq!(sent, [hello, "code K7QF-2M9Y", "code K7QF-2M9X", "legal", "lay 4C"]);
        let shown = screen.text();
        let expected = "that is no seat's code at this table\n\
                        You are Bob.\n\
                        Ann lays \u{1b}[31m5C\u{1b}[0m.?]0;pwned?\n\
                        Bob lays 4C.\n\
                        The game is over.\n\
                        1. Bob $41,300\n";
        assert_eq!(shown, format!("{expected}The table at {address} closed the connection.\n"));
        let guides: Vec<&str> = typist.prompts.iter().map(|prompt| prompt.guide.as_str()).collect();
        let code_question = format!("{} > ", Lang::En.code_question());
        assert_eq!(guides, [code_question.as_str(), "Bob, place a tile (lay 4C)"]);
        assert_eq!(typist.prompts[1].tiles, ["4C", "12I"]);
        assert_eq!(typist.prompts[1].chains, ["Aurora", "Königshof"]);
    }

    #[test]
    fn piped_input_is_echoed_never_asks_legal_and_ctrl_d_leaves() {
        use Step::{Expect, Send};
        let (address, server) = fake_server(vec![
            Send("greeting"),
            Expect,
            Send("~ bauloewe/1"),
            Expect,
            Send("? Ann, buy shares (buy 1 Aurora, or end)"),
            Expect,
            Send("! you cannot buy 9 shares"),
            Send("? Ann, buy shares (buy 1 Aurora, or end)"),
            Expect,
        ]);
        let mut typist = Typist::new(&["buy 9 Aurora"], false);
        let screen = Shared::default();
        let seat = settings(&address, Some(Joining::Code("0000-0001".to_string())));
        let ended = join(
            &Settings { lang: Lang::Pseudo, ..seat },
            &mut typist,
            Box::new(Plain(screen.clone())),
            closed(),
        );
        assert_eq!(ended.unwrap(), Ended::Left);
        let sent = server.join().expect("the fake server ends");
        assert_eq!(
            sent,
            ["hello bauloewe/1 lang=pseudo width=100 color", "code 0000-0001", "buy 9 Aurora", "quit"]
        );
        let expected = "Ann, buy shares (buy 1 Aurora, or end) > buy 9 Aurora\n\
                        you cannot buy 9 shares\n\
                        ⟦You left the table.⟧\n";
        assert_eq!(screen.text(), expected);
    }

    #[test]
    fn a_server_that_does_not_speak_the_protocol_is_no_table() {
        let (address, server) = fake_server(vec![Step::Send("HTTP/1.1 400 Bad Request"), Step::Send("")]);
        let mut typist = Typist::new(&[], true);
        let ended = join(
            &settings(&address, Some(Joining::Watch)),
            &mut typist,
            Box::new(Plain(io::sink())),
            closed(),
        );
        assert!(matches!(ended, Err(JoinError::NotATable)), "{ended:?}");
        assert!(server.join().unwrap().is_empty());
        let words = JoinError::NotATable.words(Lang::De, "h:1");
        assert_eq!(words, "unter h:1 ist kein Baulöwe-Tisch (die Antwort ist nicht bauloewe/1)");
    }

    #[test]
    fn no_table_listening_is_unreachable() {
        // A port that was free a moment ago and is closed now.
        let address = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().to_string();
        let mut typist = Typist::new(&[], true);
        let ended = join(&settings(&address, None), &mut typist, Box::new(Plain(io::sink())), closed());
        let Err(error) = ended else { panic!("{ended:?}") };
        assert!(matches!(error, JoinError::Unreachable(_)), "{error:?}");
        assert!(error.words(Lang::En, &address).starts_with(&format!("cannot reach a table at {address}: ")));
    }

    #[test]
    fn a_watcher_sends_watch_and_only_reads() {
        let lines = "greeting\n~ bauloewe/1\n= Board\n~ Waiting for Cid.\n# The game is over.\n";
        let mut typist = Typist::new(&["lay 4C"], true);
        let screen = Shared::default();
        let mut sent = Vec::new();
        let settings = Settings { color: false, ..settings("table:7341", Some(Joining::Watch)) };
        let server = BufReader::new(io::Cursor::new(lines.as_bytes().to_vec()));
        let ended =
            play(server, &mut sent, &mut typist, Box::new(Plain(screen.clone())), &settings, closed());
        assert_eq!(ended.unwrap(), Ended::Closed);
        assert_eq!(String::from_utf8(sent).unwrap(), "hello bauloewe/1 lang=en width=100\nwatch\n");
        let expected =
            "Board\nWaiting for Cid.\nThe game is over.\nThe table at table:7341 closed the connection.\n";
        assert_eq!(screen.text(), expected);
        assert!(typist.prompts.is_empty());
    }

    #[test]
    fn only_colour_sequences_pass_and_only_when_asked() {
        let red = "\u{1b}[38;2;230;25;75mBergfried\u{1b}[0m";
        assert_eq!(shown(red, true), red);
        assert_eq!(shown(red, false), red.replace('\u{1b}', "?"));
        for unsafe_text in
            ["\u{1b}[2J", "\u{1b}[1;1H", "\u{1b}]52;c;aGk=\u{7}", "\u{1b}[?25l", "\u{9b}31m", "\u{1b}["]
        {
            assert!(!shown(unsafe_text, true).contains(['\u{1b}', '\u{9b}', '\u{7}']), "{unsafe_text:?}");
        }
        let long = format!("\u{1b}[{}m", "1;".repeat(20));
        assert!(!shown(&long, true).contains('\u{1b}'));
        assert_eq!(shown("tab\there\r", true), "tab here ");
        assert_eq!(shown("Königshof ⟦x⟧", false), "Königshof ⟦x⟧");
    }

    #[test]
    fn a_server_that_refuses_legal_is_not_asked_again_and_tab_completes_from_the_screen() {
        use Step::{Expect, Send};
        let (address, server) = fake_server(vec![
            Send("greeting"),
            Expect,
            Send("~ bauloewe/1"),
            Expect,
            Send("= Your tiles: 10C lone - 9D lone"),
            Send("= Aurora (3 hotels), Bob lays 7B."),
            Send("? Ann, place a tile (lay 10C)"),
            Expect,
            Send("! unknown command 'legal': try 'help'"),
            Send("? Ann, place a tile (lay 10C)"),
            Expect,
            Send("= Ann lays 9D."),
            Send("? Ann, buy shares (buy 1 Zugvogel, or end)"),
            Expect,
        ]);
        let mut typist = Typist::new(&["lay 9D", "end"], true);
        let screen = Shared::default();
        let ended = join(
            &settings(&address, Some(Joining::Code("0000-0001".to_string()))),
            &mut typist,
            Box::new(Plain(screen.clone())),
            closed(),
        );
        assert_eq!(ended.unwrap(), Ended::Closed);
        assert_eq!(
            server.join().unwrap(),
            ["hello bauloewe/1 lang=en width=100 color", "code 0000-0001", "legal", "lay 9D", "end"]
        );
        assert!(!screen.text().contains("legal"), "{}", screen.text());
        assert_eq!(typist.prompts[0].tiles, ["10C", "9D", "7B"]);
        assert_eq!(typist.prompts[0].chains, ["Aurora"]);
        assert_eq!(
            (typist.prompts[1].tiles.as_slice(), typist.prompts[1].chains.as_slice()),
            (&["9D".to_string()][..], &["Zugvogel".to_string()][..])
        );
    }

    /// A person in the middle of a line when the table closes: the terminal ends the line at
    /// the next key once the flag is set (`TerminalSource::stop_when`); this one presses it then.
    struct TypingOnClose(Arc<AtomicBool>);

    impl LineSource for TypingOnClose {
        fn read_line(&mut self, _prompt: &Prompt) -> io::Result<Line> {
            for _ in 0..500 {
                if self.0.load(Ordering::SeqCst) {
                    return Ok(Line::Interrupted);
                }
                thread::sleep(Duration::from_millis(10));
            }
            Ok(Line::Text("lay 4C".to_string()))
        }

        fn pause(&mut self, _message: &str) -> io::Result<Line> {
            Ok(Line::Text(String::new()))
        }

        fn is_interactive(&self) -> bool {
            false
        }
    }

    #[test]
    fn a_table_that_closes_while_the_person_types_is_said_at_once_and_ends_the_line() {
        use Step::{Expect, Send};
        let (address, server) = fake_server(vec![
            Send("greeting"),
            Expect,
            Send("~ bauloewe/1"),
            Expect,
            Send("? Ann, place a tile"),
        ]);
        let flag = closed();
        let mut typist = TypingOnClose(flag.clone());
        let screen = Shared::default();
        let seat = settings(&address, Some(Joining::Code("0000-0001".to_string())));
        let ended = join(&seat, &mut typist, Box::new(Plain(screen.clone())), flag.clone());
        assert_eq!(ended.unwrap(), Ended::Closed);
        assert!(flag.load(Ordering::SeqCst));
        assert_eq!(server.join().unwrap().len(), 2, "hello and the code, no line typed");
        assert_eq!(screen.text(), format!("The table at {address} closed the connection.\n"));
    }

    #[test]
    fn quit_in_the_seat_language_leaves_and_sends_quit() {
        use Step::{Expect, Send};
        let prompt = Send("? Ann, lege ein Plättchen (lege 10C)");
        let (address, server) = fake_server(vec![Send("~ bauloewe/1"), Expect, Expect, prompt, Expect]);
        let mut typist = Typist::new(&["Beenden"], false);
        let seat = Settings { lang: Lang::De, ..settings(&address, Some(Joining::Watch)) };
        let screen = Shared::default();
        let ended = join(&seat, &mut typist, Box::new(Plain(screen.clone())), closed());
        assert_eq!(ended.unwrap(), Ended::Left);
        assert_eq!(server.join().unwrap()[1..], ["watch", "quit"]);
        assert!(screen.text().ends_with("Du hast den Tisch verlassen.\n"), "{}", screen.text());
    }

    #[test]
    fn completion_takes_tiles_and_chains_from_the_legal_commands() {
        let legal =
            ["lay 4C", "lay 12I", "buy 3 Aurora", "buy 1 Aurora 2 Koenigshof", "kaufe 1 Zugvogel", "end"];
        let (tiles, chains) = completions(&legal.map(String::from));
        assert_eq!(tiles, ["4C", "12I"]);
        assert_eq!(chains, ["Aurora", "Koenigshof", "Zugvogel"]);
    }

    #[test]
    fn without_a_code_and_with_nothing_typed_the_client_leaves_and_the_server_says_goodbye() {
        use Step::{Expect, Send};
        let goodbye = Send("~ You left the table; your code brings you back to your seat.");
        let (address, server) = fake_server(vec![Send("~ bauloewe/1"), Expect, Expect, goodbye]);
        let mut typist = Typist::new(&[], false);
        let screen = Shared::default();
        let ended = join(&settings(&address, None), &mut typist, Box::new(Plain(screen.clone())), closed());
        assert_eq!(ended.unwrap(), Ended::Left);
        assert_eq!(server.join().unwrap()[1], "quit");
        assert_eq!(screen.text(), "You left the table; your code brings you back to your seat.\n");
    }

    #[test]
    fn a_lost_connection_is_made_again_with_the_same_code_until_the_server_says_goodbye() {
        use Step::{Expect, Send};
        let greeting = Send("Baulöwe table: type your seat's code, or 'watch' to watch.");
        let (address, server) = fake_servers(vec![
            // The first connection ends without a goodbye, as a server killed does.
            vec![greeting, Expect, Send("~ bauloewe/1"), Expect, Send("~ You play Bob.")],
            vec![
                Send("Baulöwe table: type your seat's code, or 'watch' to watch."),
                Expect,
                Send("~ bauloewe/1"),
                Expect,
                Send("~ You play Bob."),
                Send("? Bob, place a tile (lay 4C)"),
                Expect,
                Send(". The host closed the table."),
            ],
        ]);
        let mut typist = Typist::new(&["k7qf2m9x", "lay 4C"], false);
        let screen = Shared::default();
        let retry = Retry { first: Duration::from_millis(10), ..Retry::default() };
        let settings = Settings { retry: Some(retry), ..settings(&address, None) };
        let ended = join(&settings, &mut typist, Box::new(Plain(screen.clone())), closed());
        assert_eq!(ended.unwrap(), Ended::Closed, "a goodbye ends the stay");
        let sent = server.join().expect("the fake server ends");
        let hello = "hello bauloewe/1 lang=en width=100 color";
        assert_eq!(sent, [hello, "code K7QF-2M9X", hello, "code K7QF-2M9X", "lay 4C"], "the code typed once");
        let expected = format!(
            "You play Bob.\n\
             The connection to {address} was lost; trying again (Ctrl-C stops).\n\
             Back at the table.\n\
             You play Bob.\n\
             Bob, place a tile (lay 4C) > lay 4C\n\
             The host closed the table.\n\
             The table at {address} closed the connection.\n"
        );
        assert!(screen.text().ends_with(&expected), "{}", screen.text());
    }

    #[test]
    fn a_client_gives_up_when_no_table_answers_again() {
        use Step::{Expect, Send};
        let greeting = Send("Baulöwe table: type your seat's code, or 'watch' to watch.");
        let (address, server) =
            fake_servers(vec![vec![greeting, Expect, Send("~ bauloewe/1"), Expect, Send("~ You play Bob.")]]);
        let mut typist = Typist::new(&[], false);
        let screen = Shared::default();
        let retry = Retry {
            first: Duration::from_millis(10),
            longest: Duration::from_millis(40),
            give_up: Duration::from_secs(1),
        };
        let settings =
            Settings { retry: Some(retry), ..settings(&address, Some(Joining::Code("K7QF-2M9X".into()))) };
        let server_ended = thread::spawn(move || server.join());
        let began = Instant::now();
        let ended = join(&settings, &mut typist, Box::new(Plain(screen.clone())), closed());
        assert_eq!(ended.unwrap(), Ended::Closed);
        assert!(began.elapsed() < Duration::from_secs(3), "gave up after {:?}", began.elapsed());
        server_ended.join().unwrap().unwrap();
        let last = screen.text().lines().last().unwrap_or_default().to_string();
        let expected = format!(
            "No table answered at {address} for 1 second; giving up. Your code takes your seat again later."
        );
        assert_eq!(last, expected);
    }
}
