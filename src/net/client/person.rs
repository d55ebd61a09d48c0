//! The main thread, the person's side of a stay: it says hello, sends the seat's code (asked
//! again if refused), answers every prompt with a line the person typed, and leaves on `quit`
//! or at the end of the input. It waits for the listener's [`Event`]s, and every step answers
//! in one shape, [`Step`]: go on, or stop (the stay ended, or it failed).

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Receiver;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::closing::Closing;
use super::completion::completions;
use super::listener::Event;
use super::screen::{Screen, lock, shown};
use super::settings::Settings;
use super::stop::{Ended, JoinError, Step, Stop};
use crate::command::Command;
use crate::console::{Line, LineSource};
use crate::net::protocol::{Joining, joining_line};
use crate::show::prompt::Prompt;
use crate::words::wrap::{PIPED_WIDTH, fitted_guide};

/// How long the client waits for the server to close the connection after `quit`.
const GOODBYE_WAIT: Duration = Duration::from_secs(2);

/// The main thread's side: sends lines, asks the person.
pub(super) struct Client<'a, W> {
    pub(super) to_server: W,
    pub(super) input: &'a mut dyn LineSource,
    pub(super) screen: Arc<Mutex<Box<dyn Screen>>>,
    pub(super) settings: &'a Settings,
    pub(super) quiet: Arc<AtomicBool>,
    pub(super) no_legal: Arc<AtomicBool>,
    pub(super) closing: Closing,
    /// The lines shown since the last prompt that was not the answer to a quiet `legal`.
    pub(super) seen: Vec<String>,
    pub(super) heard: Receiver<Event>,
    /// The code (or `watch`) last sent to take the seat.
    pub(super) joined: Option<Joining>,
}

impl<W: Write> Client<'_, W> {
    /// Says hello, joins, and plays until the stay stops.
    pub(super) fn run(&mut self) -> Result<Ended, JoinError> {
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
        // `quit` in any of its words (`exit`, `verlassen`) leaves.
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
