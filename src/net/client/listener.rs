//! The listener thread: reads the server's lines, shows every one that is for reading at
//! once, and tells the main thread what came (a lobby, a prompt, a refusal, the end). While the
//! person types at a terminal ([`Typing`]) it also shows each prompt's guide as a line of its
//! own, keeps Tab's words up to date, and at a table asks `legal` quietly for them, keeping the
//! answers to itself.
//!
//! **At a lobby's server** it reads the facts for programs that matter to the client: `~ server
//! lobby` (names, not codes), `~ secret …` (kept, to come back after a lost connection), `~
//! place lobby` or `~ place 3` (in the lobby, or at a table) and `~ seats …` (the table dealt).
//! Only a dealt game knows `legal`: the lobby's prompt and a table that waits for its people
//! refuse it, and a refusal the person did not ask for would be shown.

use std::io::{self, BufRead};
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::Ordering;
use std::sync::mpsc::Sender;

use super::closing::Closing;
use super::completion::{completions, lobby_words};
use super::outbox::Outbox;
use super::screen::{Screen, lock, shown};
use super::stop::JoinError;
use crate::net::protocol::{Incoming, Tag, VERSION, is_fact, read_line, unframe};
use crate::net::wire::chat_plain;
use crate::show::prompt::{LiveOffer, Offered};
use crate::words::Lang;
use crate::words::wrap::{visible_width, wrap, wrap_line};

/// The longest line the client takes from the server, in bytes; a longer one is dropped.
/// (The server's lines are the console's, fitted to at most 250 columns with colours.)
pub const SERVER_LINE: usize = 64 * 1024;

/// What the listener tells the main thread.
#[derive(Debug)]
pub(super) enum Event {
    /// The server answered `~ bauloewe/1`.
    Framed,
    /// The server said it is a lobby's (`~ server lobby`): it asks for a name.
    Lobby,
    /// The server did not answer in the protocol.
    NotATable,
    /// A line for reading was shown.
    Shown,
    /// A `!` line was shown: the last line was refused.
    Refused,
    /// A `?`: the seat must decide; the prompt's text (shown already while the person types).
    Prompt(String),
    /// The server closed the connection.
    Closed,
    /// Reading from the server or showing failed.
    Failed(JoinError),
}

/// The thread that reads the server's lines and shows them.
pub(super) struct Listener {
    pub(super) screen: Arc<Mutex<Box<dyn Screen>>>,
    pub(super) color: bool,
    /// The columns a guide is fitted to.
    pub(super) width: usize,
    /// Set when the person types at a terminal, whenever they like.
    pub(super) typing: Option<Typing>,
    pub(super) closing: Closing,
    /// The client's language: the line said when a connection that came back is seated again,
    /// and the lobby's words Tab completes.
    pub(super) lang: Lang,
    /// Whether this connection came back after a lost one, until it says where it is again.
    pub(super) back: bool,
    /// Where the person is: the lobby, a table that waits, or a game.
    pub(super) place: Place,
    pub(super) events: Sender<Event>,
}

/// Where the person is, as a lobby's facts say; a table's server holds only a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Place {
    /// In a lobby (`~ place lobby`): its prompt takes its own words alone.
    Lobby,
    /// At a lobby's table (`~ place 3`) not dealt yet: it knows no `legal` either.
    Waiting,
    /// In a game (`~ seats …` came): the game's prompts, and `legal`.
    Game,
}

/// What the listener does for a person who types at a terminal: the main thread reads their
/// lines all the time and never waits for a prompt.
pub(super) struct Typing {
    /// Where the quiet `legal` goes.
    pub(super) outbox: Arc<Outbox>,
    /// What Tab completes, kept up to date.
    pub(super) offer: LiveOffer,
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
    pub(super) fn listen(mut self, mut server: impl BufRead) {
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
        let Some((tag, text)) = unframe(line) else {
            // Not framed: shown as it is, made safe, rather than lost.
            return Some(self.show(line));
        };
        if tag == Tag::Status && is_fact(text) {
            // Said for programs; a person reads the same in the welcome's sentences.
            return self.fact(text);
        }
        if tag != Tag::Refused && !self.closing.seated.swap(true, Ordering::SeqCst) && self.back {
            // The first line after the code was taken: a connection that came back says so.
            self.back = false;
            if let Event::Failed(error) = self.show(&self.lang.back_at_table()) {
                return Some(Event::Failed(error));
            }
        }
        let quiet = self.typing.as_ref().is_some_and(|typing| typing.outbox.is_quiet());
        if matches!(tag, Tag::Text | Tag::Status) && kept.said.len() < KEPT_LINES {
            kept.said.push(shown(text, false));
        }
        match tag {
            Tag::Prompt if self.typing.is_some() => self.prompt_while_typing(text, kept),
            Tag::Prompt => Some(Event::Prompt(shown(text, self.color))),
            Tag::Legal if quiet => {
                kept.legal.push(shown(text, false));
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
            // Marked as chat, as `nc` shows it: `<Ann> hello`.
            Tag::Chat => Some(self.show_chat(text)),
        }
    }

    /// A fact of a lobby's server the client acts on; the others are for programs alone.
    fn fact(&mut self, text: &str) -> Option<Event> {
        match text.split_once(' ')? {
            ("server", "lobby") => {
                self.closing.lobby.store(true, Ordering::SeqCst);
                Some(Event::Lobby)
            }
            ("secret", secret) => {
                self.closing.keep_secret(secret);
                None
            }
            ("place", place) => self.placed(if place == "lobby" { Place::Lobby } else { Place::Waiting }),
            ("seats", _) => {
                self.place = Place::Game;
                None
            }
            _ => None,
        }
    }

    /// The person is in the lobby now, or at a table: a connection that came back says where,
    /// and Tab completes the words of the place.
    fn placed(&mut self, place: Place) -> Option<Event> {
        self.place = place;
        if let Some(typing) = &self.typing {
            typing.offer.set(self.offer(&[]));
        }
        if !std::mem::take(&mut self.back) {
            return None;
        }
        let back = if place == Place::Lobby { self.lang.back_in_lobby() } else { self.lang.back_at_table() };
        match self.show(&back) {
            Event::Failed(error) => Some(Event::Failed(error)),
            _ => None,
        }
    }

    /// What Tab completes: the tiles and chains of `lines` (legal commands, or lines shown),
    /// and at a lobby's server the lobby's words (in the lobby only those, at a table beside the
    /// console's).
    fn offer(&self, lines: &[String]) -> Offered {
        let offered = completions(lines);
        if !self.closing.is_lobby() {
            return offered;
        }
        let in_lobby = self.place == Place::Lobby;
        Offered { commands: lobby_words(self.lang, !in_lobby), commands_only: in_lobby, ..offered }
    }

    /// A prompt while the person types: the end of the answer to a quiet `legal` (its `+` lines
    /// are what Tab completes now), or a decision to show, its guide a line of its own. Tab then
    /// completes the tiles and chains of the lines shown since the last prompt, until the
    /// quiet `legal` it asks is answered.
    fn prompt_while_typing(&mut self, text: &str, kept: &mut Kept) -> Option<Event> {
        let typing = self.typing.as_ref()?;
        let said = std::mem::take(&mut kept.said);
        if typing.outbox.is_quiet() && !kept.legal.is_empty() {
            typing.offer.set(self.offer(&std::mem::take(&mut kept.legal)));
            typing.outbox.answered();
            return None;
        }
        typing.offer.set(self.offer(&[said, vec![shown(text, false)]].concat()));
        // Only a game knows `legal`. A connection that cannot take the line is closing: the
        // listener reads that next.
        if self.place == Place::Game {
            let _ = typing.outbox.ask_legal();
        }
        match self.show(text) {
            Event::Shown => Some(Event::Prompt(shown(text, self.color))),
            failed => Some(failed),
        }
    }

    /// Says how the connection ended, unless that was said: the last event.
    fn closed(&self) -> Event {
        match self.closing.say(&self.screen) {
            Ok(()) => Event::Closed,
            Err(error) => Event::Failed(JoinError::Terminal(error)),
        }
    }

    /// Shows one line from the server, made safe; for a person at a terminal broken at spaces
    /// to fit the screen (a status or a refusal is one line however long, and the terminal
    /// would break it in the middle of a word).
    fn show(&self, text: &str) -> Event {
        let mut text = shown(text, self.color);
        if self.typing.is_some() {
            text = wrap(&text, self.width).trim_end_matches('\n').to_string();
        }
        match lock(&self.screen).show(&text) {
            Ok(()) => Event::Shown,
            Err(error) => Event::Failed(JoinError::Terminal(error)),
        }
    }

    /// Shows a chat line marked as chat (`<Ann> hello`); for a person at a terminal, a long one
    /// goes on under its first word, so that the name stands out.
    fn show_chat(&self, text: &str) -> Event {
        let chat = shown(&chat_plain(text), false);
        if self.typing.is_none() {
            return self.show(&chat);
        }
        // After `<Ann> `, `*Ann* ` or `-> *Bob* `.
        let name = if chat.starts_with('<') { chat.find("> ") } else { chat.find("* ") };
        let name = name.map_or(0, |at| at + 2);
        let indent = visible_width(&chat[..name]).min(self.width / 3);
        match lock(&self.screen).show(&wrap_line(&chat, self.width, indent).join("\n")) {
            Ok(()) => Event::Shown,
            Err(error) => Event::Failed(JoinError::Terminal(error)),
        }
    }

    /// Tells the main thread; if it stopped listening there is nobody to tell.
    fn tell(&self, event: Event) {
        let _ = self.events.send(event);
    }
}
