//! The main thread, the person's side of a stay: it says hello, sends the seat's code, or at a
//! lobby's server the person's name (either asked again if refused), then sends the person's
//! lines, and leaves on `quit` or at the end of the input. It hears the listener's [`Event`]s,
//! and every step answers in one shape, [`Step`]: go on, or stop (the stay ended, or it failed).
//!
//! **A lobby or a table.** A lobby's server says so (`~ server lobby`) right after its answer to
//! the hello; a table says nothing more until it has a code. So the client waits a moment for
//! that fact before it sends a code or a name.
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
use super::settings::{Settings, naming_refusal};
use super::stop::{Ended, JoinError, Step, Stop};
use crate::command::Command;
use crate::console::{Line, LineSource};
use crate::net::naming::{Naming, naming_line, read_naming};
use crate::net::protocol::{Joining, joining_line, plain_joining};
use crate::show::prompt::{LiveOffer, Prompt};

/// How long the client waits for the first line of the answer to a line the person typed
/// before it shows the prompt again.
const FIRST_ANSWER: Duration = Duration::from_millis(500);

/// The pause after which an answer is taken as whole.
const ANSWER_GAP: Duration = Duration::from_millis(40);

/// How long the client waits at least for a lobby's `~ server lobby` after `~ bauloewe/1`
/// (twice the time the hello's answer took is added: the two lines are sent together).
const LOBBY_WAIT: Duration = Duration::from_millis(300);

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
    /// What the listener said while the client waited to learn whether the server is a lobby's,
    /// heard next.
    pub(super) early: Option<Event>,
    /// The code (or `watch`) last sent to take the seat.
    pub(super) joined: Option<Joining>,
    /// The name (and secret) last sent to a lobby.
    pub(super) named: Option<Naming>,
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

    /// What takes the seat (or the name) again on the next connection: the code sent, or the
    /// name sent with the secret the lobby gave it.
    pub(super) fn comeback(self) -> (Option<Joining>, Option<Naming>) {
        let secret = self.closing.secret();
        let named = self.named.map(|naming| Naming { secret: secret.or(naming.secret), ..naming });
        (self.joined, named)
    }

    /// Says hello, checks that a table or a lobby answered, and sends the code or the name
    /// (asked of the person if the settings hold none).
    fn greet(&mut self) -> Step<()> {
        let hello = Instant::now();
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
        if self.is_lobby(hello.elapsed()) {
            return self.give_name();
        }
        if self.settings.naming.is_some() {
            return Err(JoinError::NameAtTable.into());
        }
        let joining = match self.settings.joining.clone() {
            Some(joining) => joining,
            None => self.ask_code()?,
        };
        self.take_seat(joining)
    }

    /// Whether the server is a lobby's: the client waits for its `~ server lobby` (see the
    /// [module](self)) for [`LOBBY_WAIT`] and twice `answered_in`, the time the hello's answer
    /// took. What the listener says meanwhile is heard in its turn.
    fn is_lobby(&mut self, answered_in: Duration) -> bool {
        match self.heard.recv_timeout(LOBBY_WAIT + answered_in * 2) {
            Ok(Event::Lobby) => true,
            Ok(event) => {
                self.early = Some(event);
                false
            }
            Err(RecvTimeoutError::Timeout) => false,
            Err(RecvTimeoutError::Disconnected) => {
                self.early = Some(Event::Closed);
                false
            }
        }
    }

    /// At a lobby's server: sends the name (asked of the person if the settings hold none).
    /// A code is refused: a lobby knows names, and its tables are chosen inside it.
    fn give_name(&mut self) -> Step<()> {
        if self.settings.joining.is_some() {
            return Err(JoinError::CodeAtLobby.into());
        }
        let naming = match self.settings.naming.clone() {
            Some(naming) => naming,
            None => self.ask_name()?,
        };
        self.send_name(naming)
    }

    /// After the code (or the name) was sent: a refused one is asked again; once seated (or in
    /// the lobby), the person types at a terminal whenever they like, and lines from a pipe
    /// answer the prompts.
    fn seated(&mut self) -> Stop {
        loop {
            let step = match self.next() {
                Event::Refused if self.closing.is_lobby() => {
                    self.ask_name().and_then(|name| self.send_name(name))
                }
                Event::Refused => self.ask_code().and_then(|joining| self.take_seat(joining)),
                Event::Shown | Event::Prompt(_) if self.input.is_interactive() => return self.typing(),
                Event::Shown => return self.answering(None),
                Event::Prompt(guide) => return self.answering(Some(guide)),
                Event::Closed => Err(self.closed()),
                Event::Failed(error) => Err(Stop::Failed(error)),
                Event::Framed | Event::NotATable | Event::Lobby => Ok(()),
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
                    Event::Shown | Event::Refused | Event::Framed | Event::NotATable | Event::Lobby => Ok(()),
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

    /// Sends the name (and secret), and keeps it: it comes back after a lost connection.
    fn send_name(&mut self, naming: Naming) -> Step<()> {
        let line = naming_line(&naming);
        self.named = Some(naming);
        self.send(&line)
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

    /// Asks the person for their name, or their name and its secret, until it reads as one;
    /// `quit` (in any of its words) leaves rather than taking the name `quit`. Like a code, the
    /// line stays out of the history file: it may hold the secret.
    fn ask_name(&mut self) -> Step<Naming> {
        let lang = self.settings.lang;
        let prompt = Prompt { guide: lang.name_question(), lang, ..Prompt::default() };
        loop {
            let line = self.read(&prompt, History::Without)?;
            if line.parse::<Command>() == Ok(Command::Quit) {
                return Err(self.leave());
            }
            match read_naming(&line) {
                Ok(naming) => return Ok(naming),
                Err(error) => {
                    if let Some(refusal) = naming_refusal(lang, &error) {
                        self.show(&refusal)?;
                    }
                }
            }
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
            // `quit` would be read as one more code (or name).
            let lang = self.settings.lang;
            let unseated = if self.closing.is_lobby() { lang.no_name_taken() } else { lang.no_seat_taken() };
            return match self.show(&unseated) {
                Ok(()) => Stop::Ended(Ended::Unseated),
                Err(error) => Stop::Failed(error),
            };
        }
        // What was heard before is no goodbye.
        while self.heard.try_recv().is_ok() {}
        // The server may be gone already: the person is leaving either way.
        let _ = self.outbox.send("quit");
        let lang = self.settings.lang;
        let left = if self.closing.is_lobby() { lang.lobby_left() } else { lang.table_left() };
        if !self.server_said_goodbye()
            && let Err(error) = self.show(&left)
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
        self.early.take().unwrap_or_else(|| self.heard.recv().unwrap_or(Event::Closed))
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
    /// The seat's code, or a name and its secret: a secret is not written to a file.
    Without,
}

/// Whether a failed write means the other side closed the connection.
fn gone(error: &io::Error) -> bool {
    matches!(
        error.kind(),
        io::ErrorKind::BrokenPipe | io::ErrorKind::ConnectionReset | io::ErrorKind::ConnectionAborted
    )
}
