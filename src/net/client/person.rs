//! The main thread, the person's side of a stay: it says hello, sends the seat's code (asked
//! again if refused), then sends the person's lines, and leaves on `quit` or at the end of the
//! input. It hears the listener's [`Event`]s, and every step answers in one shape, [`Step`]:
//! go on, or stop (the stay ended, or it failed).
//!
//! **A person at a terminal** types whenever they like, as over `nc`: every line is sent when
//! Enter is pressed and answered at once, a look at any time, a decision out of turn refused
//! at once by the table, `quit` or Ctrl-D leaving at once. Nothing typed waits for a turn.
//! The prompt is `> `; the listener shows each decision's guide as a line above it.
//!
//! **Lines from a pipe** answer the table's prompts one by one, each echoed after its prompt,
//! so that the output reads as a transcript and a script's lines meet the decisions they were
//! written for.

use std::io;
use std::sync::atomic::Ordering;
use std::sync::mpsc::{Receiver, RecvTimeoutError, TryRecvError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::closing::Closing;
use super::listener::Event;
use super::outbox::Outbox;
use super::screen::{Screen, lock, shown};
use super::settings::Settings;
use super::stop::{Ended, JoinError, Step, Stop};
use crate::command::Command;
use crate::console::{Line, LineSource};
use crate::net::protocol::{Joining, joining_line, plain_joining};
use crate::show::prompt::{LiveOffer, Prompt};

/// How long the client waits for the first line of the answer to a line the person typed
/// before it shows the prompt again.
const FIRST_ANSWER: Duration = Duration::from_millis(500);

/// The pause after which an answer is taken as whole.
const ANSWER_GAP: Duration = Duration::from_millis(40);

/// How long the client waits for the server to close the connection after `quit`.
const GOODBYE_WAIT: Duration = Duration::from_secs(2);

/// The main thread's side: sends lines, asks the person.
pub(super) struct Client<'a> {
    pub(super) outbox: Arc<Outbox>,
    pub(super) input: &'a mut dyn LineSource,
    pub(super) screen: Arc<Mutex<Box<dyn Screen>>>,
    pub(super) settings: &'a Settings,
    pub(super) closing: Closing,
    /// What Tab completes while the person types (the listener keeps it up to date).
    pub(super) offer: LiveOffer,
    pub(super) heard: Receiver<Event>,
    /// The code (or `watch`) last sent to take the seat.
    pub(super) joined: Option<Joining>,
}

impl Client<'_> {
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
        match self.outbox.send(&self.settings.options().hello()) {
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

    /// After the code was sent: a refused code is asked again; once seated, the person types
    /// at a terminal whenever they like, and lines from a pipe answer the prompts.
    fn seated(&mut self) -> Stop {
        loop {
            let step = match self.next() {
                Event::Refused => self.ask_code().and_then(|joining| self.take_seat(joining)),
                Event::Shown | Event::Prompt(_) if self.input.is_interactive() => return self.typing(),
                Event::Shown => return self.answering(None),
                Event::Prompt(guide) => return self.answering(Some(guide)),
                Event::Closed => Err(self.closed()),
                Event::Failed(error) => Err(Stop::Failed(error)),
                Event::Framed | Event::NotATable => Ok(()),
            };
            if let Err(stop) = step {
                return stop;
            }
        }
    }

    /// A person at a terminal: every line typed is sent at once, until the stay stops.
    fn typing(&mut self) -> Stop {
        let lang = self.settings.lang;
        let prompt = Prompt { lang, live: Some(self.offer.clone()), ..Prompt::default() };
        loop {
            // What was heard while the person typed was shown; an end stops the stay.
            let step = self.read(&prompt, History::Kept).and_then(|line| {
                self.heard_stop()?;
                self.send_or_leave(&line)?;
                self.settle()
            });
            if let Err(stop) = step {
                return stop;
            }
        }
    }

    /// Lines from a pipe: each answers a prompt (`first`, if one came already), until the stay
    /// stops. Whatever else comes is shown by the listener.
    fn answering(&mut self, first: Option<String>) -> Stop {
        let mut prompt = first;
        loop {
            let step = match prompt.take() {
                Some(guide) => self.decide(guide),
                None => match self.next() {
                    Event::Prompt(guide) => {
                        prompt = Some(guide);
                        Ok(())
                    }
                    Event::Closed => Err(self.closed()),
                    Event::Failed(error) => Err(Stop::Failed(error)),
                    Event::Shown | Event::Refused | Event::Framed | Event::NotATable => Ok(()),
                },
            };
            if let Err(stop) = step {
                return stop;
            }
        }
    }

    /// Waits for the answer to a line just sent to be shown (at most [`FIRST_ANSWER`] for its
    /// first line, then until the lines stop coming for [`ANSWER_GAP`]), so that it is printed
    /// before the next prompt is drawn: a line printed while the editor draws its prompt could
    /// land on the prompt's line.
    fn settle(&mut self) -> Step<()> {
        let mut wait = FIRST_ANSWER;
        loop {
            match self.heard.recv_timeout(wait) {
                Ok(Event::Closed) | Err(RecvTimeoutError::Disconnected) => return Err(self.closed()),
                Ok(Event::Failed(error)) => return Err(Stop::Failed(error)),
                Ok(_) => wait = ANSWER_GAP,
                Err(RecvTimeoutError::Timeout) => return Ok(()),
            }
        }
    }

    /// The stop the listener heard while the person typed (the connection ended), if any; the
    /// rest of what it heard was shown already.
    fn heard_stop(&mut self) -> Step<()> {
        loop {
            match self.heard.try_recv() {
                Ok(Event::Closed) | Err(TryRecvError::Disconnected) => return Err(self.closed()),
                Ok(Event::Failed(error)) => return Err(Stop::Failed(error)),
                Ok(_) => {}
                Err(TryRecvError::Empty) => return Ok(()),
            }
        }
    }

    /// Sends the code (or `watch`), and keeps it: it takes the seat again after a lost
    /// connection.
    fn take_seat(&mut self, joining: Joining) -> Step<()> {
        self.joined = Some(joining.clone());
        self.send(&joining_line(&joining))
    }

    /// Answers a prompt with the next line from the pipe.
    fn decide(&mut self, guide: String) -> Step<()> {
        let prompt = Prompt { guide, lang: self.settings.lang, ..Prompt::default() };
        let line = self.read(&prompt, History::Kept)?;
        self.send_or_leave(&line)
    }

    /// Sends a line the person typed; `quit` in any of its words (`exit`, `verlassen`) leaves.
    fn send_or_leave(&mut self, line: &str) -> Step<()> {
        match line.parse::<Command>() == Ok(Command::Quit) {
            true => Err(self.leave()),
            false => self.send(line),
        }
    }

    /// Asks the person for the seat's code (or `watch`).
    fn ask_code(&mut self) -> Step<Joining> {
        let lang = self.settings.lang;
        let prompt = Prompt { guide: lang.code_question(), lang, ..Prompt::default() };
        loop {
            let line = self.read(&prompt, History::Without)?;
            if !line.trim().is_empty() {
                // `watch`, or its word in any language (`zuschauen`).
                return Ok(plain_joining(&line));
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
            // Only a terminal's editor waits for a key once the connection ended.
            self.closing.typing.store(interactive, Ordering::SeqCst);
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
    /// server did not. Before a seat was taken the client only says that none was.
    fn leave(&mut self) -> Stop {
        // The server closes the connection after `quit`: that is no news to say.
        self.closing.closed.store(true, Ordering::SeqCst);
        if !self.closing.seated.load(Ordering::SeqCst) {
            // No seat was taken (no code, or only wrong ones): there is nothing to quit, and a
            // `quit` would be read as one more code.
            return match self.show(&self.settings.lang.no_seat_taken()) {
                Ok(()) => Stop::Ended(Ended::Unseated),
                Err(error) => Stop::Failed(error),
            };
        }
        // What was heard before is no goodbye.
        while self.heard.try_recv().is_ok() {}
        // The server may be gone already: the person is leaving either way.
        let _ = self.outbox.send("quit");
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
        match self.outbox.send(line) {
            Ok(()) => Ok(()),
            Err(error) if gone(&error) => Err(self.closed()),
            Err(error) => Err(JoinError::Failed(error).into()),
        }
    }

    /// The listener's next event; if the listener is gone, the connection is closed.
    fn next(&mut self) -> Event {
        self.heard.recv().unwrap_or(Event::Closed)
    }

    /// Shows one of the client's own lines (or a piped line echoed after its prompt).
    fn show(&mut self, text: &str) -> Result<(), JoinError> {
        lock(&self.screen).show(&self.settings.fitted(text)).map_err(JoinError::Terminal)
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
