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
//! When the server closes the connection the client says so in one line at once and ends.
//! A person in the middle of typing a line is in the line editor, which nothing but a key
//! ends: the caller's flag `closed` is set, and a terminal that watches it
//! ([`TerminalSource::stop_when`](crate::console::terminal::TerminalSource::stop_when))
//! ends the line at the next key.
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

use super::protocol::{Incoming, Joining, Options, Tag, VERSION, joining_line, read_line, unframe};
use crate::console::wrap::{PIPED_WIDTH, fitted_guide};
use crate::console::{Command, Lang, Line, LineSource, Prompt};
use crate::notation::text::visible;
use crate::rules::{Chain, Tile};

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
/// person leaves. `closed` is set when the server closed the connection.
pub fn join(
    settings: &Settings,
    input: &mut dyn LineSource,
    screen: Box<dyn Screen>,
    closed: Arc<AtomicBool>,
) -> Result<Ended, JoinError> {
    let stream = TcpStream::connect(&settings.address).map_err(JoinError::Unreachable)?;
    let reading = stream.try_clone().map_err(JoinError::Failed)?;
    play(BufReader::new(reading), stream, input, screen, settings, closed)
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
    let closing = Closing { closed, line: settings.lang.table_closed(&settings.address) };
    let screen = Arc::new(Mutex::new(screen));
    let quiet = Arc::new(AtomicBool::new(false));
    let no_legal = Arc::new(AtomicBool::new(false));
    let (events, heard) = channel();
    let listener = Listener {
        screen: screen.clone(),
        color: settings.color,
        quiet: quiet.clone(),
        no_legal: no_legal.clone(),
        closing: closing.clone(),
        events,
    };
    thread::spawn(move || listener.listen(server));
    Client { to_server, input, screen, settings, quiet, no_legal, closing, seen: Vec::new(), heard }.run()
}

/// The line that says the server closed the connection, said once, by whichever thread
/// learns it first (the listener when the connection ends, the main thread when a line
/// cannot be sent), and the flag that says it was.
#[derive(Clone)]
struct Closing {
    closed: Arc<AtomicBool>,
    line: String,
}

impl Closing {
    /// Sets the flag and says the line, unless that was done. The screen is held meanwhile,
    /// so whoever finds the flag set and then shows anything shows it after the line.
    fn say(&self, screen: &Mutex<Box<dyn Screen>>) -> io::Result<()> {
        let mut screen = screen.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if self.closed.swap(true, Ordering::SeqCst) {
            return Ok(());
        }
        screen.show(&self.line)
    }

    /// Whether the server closed the connection.
    fn is_closed(&self) -> bool {
        self.closed.load(Ordering::SeqCst)
    }
}

/// The client's own lines as the listener passes them on, and what it shows while typing is
/// not allowed: control characters made visible, and ANSI colour sequences (SGR:
/// `ESC [` digits and semicolons `m`) kept only if `color` allows them.
///
/// ```
/// use bauloewe::console::net::client::shown;
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
    fn listen(self, mut server: impl BufRead) {
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
                Ok(Incoming::End) => match self.closing.say(&self.screen) {
                    Ok(()) => Some(Event::Closed),
                    Err(error) => Some(Event::Failed(JoinError::Terminal(error))),
                },
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
    fn take(&self, line: &str, kept: &mut Kept) -> Option<Event> {
        let quiet = self.quiet.load(Ordering::SeqCst);
        let Some((tag, text)) = unframe(line) else {
            // Not framed: shown as it is, made safe, rather than lost.
            return Some(self.show(line));
        };
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
            Tag::Text | Tag::Status | Tag::Legal | Tag::Over => Some(self.show(text)),
        }
    }

    /// Shows one line from the server, made safe.
    fn show(&self, text: &str) -> Event {
        let mut screen = self.screen.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        match screen.show(&shown(text, self.color)) {
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
}

impl<W: Write> Client<'_, W> {
    /// Says hello, joins, and plays until the end.
    fn run(&mut self) -> Result<Ended, JoinError> {
        // A server that closed the connection at once may refuse the hello: what it sent before
        // tells whether it was a table.
        match self.write_line(&self.settings.options().hello()) {
            Err(error) if !gone(&error) => return Err(JoinError::Failed(error)),
            _ => {}
        }
        match self.next() {
            Event::Framed => {}
            Event::Closed | Event::NotATable => return Err(JoinError::NotATable),
            Event::Failed(error) => return Err(error),
            other => unreachable!("the listener begins with the handshake, not {other:?}"),
        }
        let joining = match self.settings.joining.clone() {
            Some(joining) => joining,
            None => match self.ask_code()? {
                Ok(joining) => joining,
                Err(ended) => return Ok(ended),
            },
        };
        if let Err(ended) = self.send(&joining_line(&joining)) {
            return ended;
        }
        self.seated()
    }

    /// After the code was sent: a refused code is asked again; then every prompt is answered.
    fn seated(&mut self) -> Result<Ended, JoinError> {
        let mut joined = false;
        loop {
            match self.next() {
                Event::Refused if !joined => {
                    let joining = match self.ask_code()? {
                        Ok(joining) => joining,
                        Err(ended) => return Ok(ended),
                    };
                    if let Err(ended) = self.send(&joining_line(&joining)) {
                        return ended;
                    }
                }
                Event::Shown | Event::Refused => joined = true,
                Event::Prompt { text, legal, said } => {
                    joined = true;
                    if legal.is_none() {
                        self.seen.clear();
                    }
                    self.seen.extend(said);
                    if let Some(ended) = self.decide(text, legal)? {
                        return Ok(ended);
                    }
                }
                Event::Closed => return self.closed(),
                Event::Failed(error) => return Err(error),
                Event::Framed | Event::NotATable => {}
            }
        }
    }

    /// Answers a prompt: first, at a terminal, asks `legal` quietly for Tab completion; then
    /// reads the person's line and sends it. `Some` when the person left.
    fn decide(&mut self, guide: String, legal: Option<Vec<String>>) -> Result<Option<Ended>, JoinError> {
        if legal.is_none() && self.input.is_interactive() && !self.no_legal.load(Ordering::SeqCst) {
            self.quiet.store(true, Ordering::SeqCst);
            return self.send("legal").map(|()| None).or_else(|ended| ended.map(Some));
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
        let line = match self.read(&prompt, History::Kept)? {
            // `quit` in any of its words (`exit`, `beenden`) leaves.
            Ok(line) if line.parse::<Command>() == Ok(Command::Quit) => return self.leave().map(Some),
            Ok(line) => line,
            Err(ended) => return Ok(Some(ended)),
        };
        self.send(&line).map(|()| None).or_else(|ended| ended.map(Some))
    }

    /// Asks the person for the seat's code (or `watch`); `Err` with how the stay ended if the
    /// input ended or the server closed the connection meanwhile.
    fn ask_code(&mut self) -> Result<Result<Joining, Ended>, JoinError> {
        let lang = self.settings.lang;
        let prompt = Prompt { guide: lang.code_question(), lang, ..Prompt::default() };
        loop {
            match self.read(&prompt, History::Without)? {
                Ok(line) if line.trim().is_empty() => continue,
                Ok(line) if line.trim().eq_ignore_ascii_case("watch") => return Ok(Ok(Joining::Watch)),
                Ok(line) => return Ok(Ok(Joining::Code(line.trim().to_string()))),
                Err(ended) => return Ok(Err(ended)),
            }
        }
    }

    /// One line from the person; Ctrl-C cancels the line and asks again. `Err` with how the
    /// stay ended at the end of the input (the person left) or when the server closed the
    /// connection while the person typed. Input that is not typed at a terminal is echoed
    /// after its prompt, so the output reads as a transcript.
    fn read(&mut self, prompt: &Prompt, history: History) -> Result<Result<String, Ended>, JoinError> {
        let interactive = self.input.is_interactive();
        loop {
            let line = match history {
                // A line source's `pause` reads one line as `read_line` does but keeps it out of
                // the history file; it is meant for the hot-seat hand-over, and a script's
                // reads nothing, so only a terminal is asked that way.
                History::Without if interactive => self.input.pause(&format!("{} > ", prompt.guide)),
                _ => self.input.read_line(prompt),
            };
            let line = line.map_err(JoinError::Terminal)?;
            if self.closing.is_closed() {
                return self.closed().map(Err);
            }
            match line {
                Line::Text(line) => {
                    if !interactive {
                        self.show(&shown(&format!("{} > {line}", prompt.guide), self.settings.color))?;
                    }
                    return Ok(Ok(line));
                }
                Line::Interrupted => continue,
                Line::End => return self.leave().map(Err),
            }
        }
    }

    /// The server answers `quit` with a line of its own (how to come back) and closes the
    /// connection; the client waits a moment for that, and says the person left only if the
    /// server did not.
    fn leave(&mut self) -> Result<Ended, JoinError> {
        // The server closes the connection after `quit`: that is no news to say.
        self.closing.closed.store(true, Ordering::SeqCst);
        // The server may be gone already: the person is leaving either way.
        let _ = self.write_line("quit");
        if !self.server_said_goodbye() {
            self.show(&self.settings.lang.table_left())?;
        }
        Ok(Ended::Left)
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

    /// Says that the server closed the connection (unless the listener said it).
    fn closed(&mut self) -> Result<Ended, JoinError> {
        self.closing.say(&self.screen).map_err(JoinError::Terminal)?;
        Ok(Ended::Closed)
    }

    /// Sends one line. A connection the server closed ends the stay as a closing does (the
    /// `Err` holds how the stay ends).
    fn send(&mut self, line: &str) -> Result<(), Result<Ended, JoinError>> {
        match self.write_line(line) {
            Ok(()) => Ok(()),
            Err(error) if gone(&error) => Err(self.closed()),
            Err(error) => Err(Err(JoinError::Failed(error))),
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
        let mut screen = self.screen.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        screen.show(text).map_err(JoinError::Terminal)
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
        let listener = TcpListener::bind("127.0.0.1:0").expect("a free port on 127.0.0.1");
        let address = listener.local_addr().unwrap().to_string();
        let server = thread::spawn(move || {
            let (mut stream, _) = listener.accept().expect("the client connects");
            stream.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut heard = Vec::new();
            for step in steps {
                match step {
                    Step::Send(text) => stream.write_all(format!("{text}\n").as_bytes()).unwrap(),
                    Step::Expect => match read_line(&mut reader, 1024) {
                        Ok(Incoming::Line(line)) => heard.push(line),
                        other => panic!("the client sent no line but {other:?}"),
                    },
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
        Settings { address: address.to_string(), lang: Lang::En, joining, width: Some(100), color: true }
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
}
