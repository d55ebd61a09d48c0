//! `bauloewe join`: a person's seat at a table on another machine, or their place at a lobby's
//! server (`bauloewe server`), through the framed mode.
//!
//! Two threads share the work. A *listener* reads the server's lines and shows every one that
//! is for reading (`=`, `~`, `!`, `+`, `#`) at once, without its tag, on a [`Screen`]: at a
//! terminal that is rustyline's external printer ([`Above`]), which prints above the line
//! being typed, so the others' moves appear while the person types. The *main* thread sends
//! the person's lines. At a terminal it reads them all the time, as `nc` does, and sends each
//! at once (the table answers a look at any time and refuses a decision out of turn); the
//! listener shows each `?` prompt's guide as a line above the `> ` being typed. From a pipe,
//! each line answers the next `?` prompt. Before the seat is taken the main thread waits for
//! the answer to the code, and asks for it again if it was refused.
//!
//! **A lobby.** A lobby's server says so after its answer to the hello (`~ server lobby`); the
//! client then gives the person's name instead of a code (`name Ann`, or `name Ann K7QF-2M9X`
//! with the secret a new name was given), asked again if refused. In the lobby and at its
//! tables the person types as at a table: the lobby's words (`tables`, `open 2`, `sit 3`,
//! `say hello`, `leave`, …) are lines like any other, its `?` prompts are answered like a
//! table's, and its chat lines are shown marked (`<Bob> hello`), never as an answer. The place
//! changes (`~ place lobby`, `~ place 3`) without ending anything; the lobby's prompt gets no
//! quiet `legal` (below), and Tab offers the lobby's words there.
//!
//! **Completion.** When a `?` arrives while a person types at a terminal, the listener sends
//! `legal` without showing it (through the outbox both threads write to, `outbox.rs`) and keeps
//! the `+` answers to itself; the `?` after them ends the answer. The tiles and chain names in
//! those legal commands are what Tab completes after `lay` and after `found` or `buy`, with the
//! console's own completion ([`TerminalSource`](crate::console::terminal::TerminalSource),
//! which also keeps the history), read live at each Tab; until they come, Tab completes the
//! tiles and chain names in the lines shown since the last prompt (the turn screen lists the
//! hand) and in the prompt. A `legal` the person types is shown as any other line.
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
//! try ([`Retry`]), with the same code, which takes the seat and its open prompt again; at a
//! lobby with the same name and the secret the lobby gave it (`~ secret …`), which brings the
//! person back to their table in play, or to the lobby.
//!
//! **What reaches the terminal.** Every line from the server passes through [`shown`]: control
//! characters are made visible, and the only escape sequences let through are ANSI colours
//! (`ESC [ 31 m`), and those only when the client asked for colours.
//!
//! Nothing here needs a terminal or a socket to run: [`play`] takes any reader and writer for
//! the connection, any [`LineSource`] and any [`Screen`], and the tests drive it with a fake
//! server on 127.0.0.1.
//!
//! Its files, in `src/net/client/`, read in this order:
//!
//! 1. this file, the way in: [`join`] connects, and connects again after a lost connection;
//!    [`play`] plays over any reader and writer; both start the two threads of a connection;
//! 2. `person.rs`: the main thread, the person's side: hello, the seat's code or the name, a
//!    line the person typed for every prompt, and leaving;
//! 3. `listener.rs`: the listener thread, which reads the server's lines and shows them;
//! 4. `outbox.rs`: the connection's writing end, which both threads use;
//! 5. `completion.rs`: what Tab completes;
//! 6. `closing.rs`: how the connection ended (closed or lost), said once by either thread, and
//!    what the threads tell each other (a lobby, its secret);
//! 7. `screen.rs`: where the lines are shown ([`Screen`]), and what of them ([`shown`]);
//! 8. `settings.rs`: how to join ([`Settings`]), how to connect again ([`Retry`]), and why a
//!    name cannot be sent ([`naming_refusal`]);
//! 9. `stop.rs`: how a stay ended ([`Ended`]) or failed ([`JoinError`]), and the one shape
//!    every step answers in: go on, or stop.
//!
//! A file uses only files further down this list.

mod closing;
mod completion;
mod listener;
mod outbox;
mod person;
mod screen;
mod settings;
mod stop;

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::channel;
use std::sync::{Arc, Mutex};
use std::thread;

use crate::console::LineSource;
use crate::show::prompt::LiveOffer;
use crate::words::wrap::PIPED_WIDTH;
use closing::Closing;
use listener::{Listener, Place, Typing};
use outbox::Outbox;
use person::Client;
use screen::lock;
use stop::{Step, Stop};

pub use listener::SERVER_LINE;
pub use screen::{Above, Plain, Screen, shown};
pub use settings::{Retry, Settings, naming_refusal};
pub use stop::{Ended, JoinError};

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
        // The code that took the seat brings it back, also one the person typed; at a lobby
        // the name does, with the secret the lobby gave it.
        let ended = play_tcp(stream, input, &mut settings, stay)?;
        let Some(retry) = settings.retry.filter(|_| ended == Ended::Lost) else { return Ok(ended) };
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
    to_server: impl Write + Send + 'static,
    input: &mut dyn LineSource,
    screen: Box<dyn Screen>,
    settings: &Settings,
    closed: Arc<AtomicBool>,
) -> Result<Ended, JoinError> {
    let stay = Stay { screen: Arc::new(Mutex::new(screen)), closed, again: false };
    play_stay(server, to_server, input, &mut settings.clone(), stay)
}

/// [`play_stay`] over a TCP connection.
fn play_tcp(
    stream: TcpStream,
    input: &mut dyn LineSource,
    settings: &mut Settings,
    stay: Stay,
) -> Result<Ended, JoinError> {
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
    let (lang, address, span) = (settings.lang, &settings.address, settings.lang.span(retry.give_up));
    let gave_up = match settings.naming {
        Some(_) => lang.gave_up_lobby(address, &span),
        None => lang.gave_up(address, &span),
    };
    lock(screen).show(&settings.fitted(&gave_up)).map_err(JoinError::Terminal)?;
    Err(Stop::Ended(Ended::Closed))
}

/// What one connection's stay shares with the ones before and after it.
struct Stay {
    screen: Arc<Mutex<Box<dyn Screen>>>,
    closed: Arc<AtomicBool>,
    /// Whether this connection comes back after a lost one.
    again: bool,
}

/// [`play`] for one connection of a stay; keeps in `settings` what took the seat (the code or
/// `watch`), or at a lobby the name and its secret, for the next connection.
fn play_stay(
    server: impl BufRead + Send + 'static,
    to_server: impl Write + Send + 'static,
    input: &mut dyn LineSource,
    settings: &mut Settings,
    stay: Stay,
) -> Result<Ended, JoinError> {
    let Stay { screen, closed, again } = stay;
    let closing = Closing::new(closed, settings);
    let outbox = Arc::new(Outbox::new(Box::new(to_server)));
    let offer = LiveOffer::default();
    let typing = input.is_interactive().then(|| Typing { outbox: outbox.clone(), offer: offer.clone() });
    let (events, heard) = channel();
    let listener = Listener {
        screen: screen.clone(),
        color: settings.color,
        width: settings.width.unwrap_or(PIPED_WIDTH),
        typing,
        closing: closing.clone(),
        lang: settings.lang,
        back: again,
        // A table's server holds a game; a lobby's says where the person is.
        place: Place::Game,
        events,
    };
    thread::spawn(move || listener.listen(server));
    let mut client = Client {
        outbox,
        input,
        screen,
        settings,
        closing,
        offer,
        heard,
        early: None,
        joined: None,
        named: None,
    };
    let ended = client.run()?;
    (settings.joining, settings.naming) = client.comeback();
    Ok(ended)
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod lobby_tests;
