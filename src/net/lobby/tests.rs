//! The lobby's server through real sockets on 127.0.0.1: people arrive with names and secrets,
//! open and take tables, chat, play, and come back to a server started again. Every test binds
//! 127.0.0.1 only, waits at most [`WAIT`] for any line, and stops its server.

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::path::PathBuf;
use std::thread;
use std::time::{Duration, Instant};

use super::{LobbyServer, LobbyStop, Settings};
use crate::net::server::Limits;
use crate::save::SaveDir;
use crate::test_support::ScratchDir;
use crate::words::Lang;

/// The longest a test waits for a line it expects.
const WAIT: Duration = Duration::from_secs(20);

/// A save folder of this test's own, not made yet: the guard that removes it when the test
/// ends (keep it in a named variable until then), and its path.
fn folder(name: &str) -> (ScratchDir, PathBuf) {
    let scratch = ScratchDir::new(&format!("lobby-{name}"));
    let path = scratch.path().to_path_buf();
    (scratch, path)
}

/// A server on a free port of 127.0.0.1 keeping its tables in `saves`; its address and stop.
fn start(saves: &PathBuf) -> (String, LobbyStop, thread::JoinHandle<()>) {
    start_with(saves, Limits::default())
}

/// [`start`] with `limits`.
fn start_with(saves: &PathBuf, limits: Limits) -> (String, LobbyStop, thread::JoinHandle<()>) {
    start_standing_in(saves, limits, None)
}

/// [`start_with`] and stand-ins.
fn start_standing_in(
    saves: &PathBuf,
    limits: Limits,
    stand_in: Option<crate::net::server::StandIn>,
) -> (String, LobbyStop, thread::JoinHandle<()>) {
    let settings =
        Settings { saves: SaveDir::new(saves), db: None, lang: Lang::En, seed: Some(7), stand_in, limits };
    let server = LobbyServer::bind("127.0.0.1:0", settings).expect("a free port");
    let address = server.address().expect("bound").to_string();
    let stop = server.stopper();
    let running = thread::spawn(move || server.run(std::io::sink()).expect("the server runs"));
    (address, stop, running)
}

mod hostile;
mod records;

/// A client reading the server's lines, framed or plain.
struct Client {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
    /// Every line read so far.
    seen: Vec<String>,
}

impl Client {
    fn connect(address: &str) -> Client {
        let stream = TcpStream::connect(address).expect("the server listens");
        stream.set_read_timeout(Some(WAIT)).expect("a timeout");
        Client {
            reader: BufReader::new(stream.try_clone().expect("a clone")),
            writer: stream,
            seen: Vec::new(),
        }
    }

    /// A framed client that said hello and gave `naming`; the lines until it is placed.
    fn framed(address: &str, naming: &str) -> Client {
        let mut client = Client::connect(address);
        client.send("hello bauloewe/1");
        client.until("~ server lobby");
        client.send(&format!("name {naming}"));
        client.until("~ place ");
        client
    }

    fn send(&mut self, line: &str) {
        self.writer.write_all(format!("{line}\n").as_bytes()).expect("the server reads");
    }

    /// The next line, or `None` when the connection ended (or nothing came in [`WAIT`]).
    fn line(&mut self) -> Option<String> {
        let mut line = String::new();
        match self.reader.read_line(&mut line) {
            Ok(0) | Err(_) => None,
            Ok(_) => {
                let line = line.trim_end_matches('\n').to_string();
                self.seen.push(line.clone());
                Some(line)
            }
        }
    }

    /// Reads until a line that starts with `start`; that line.
    fn until(&mut self, start: &str) -> String {
        let deadline = Instant::now() + WAIT;
        while Instant::now() < deadline {
            match self.line() {
                Some(line) if line.starts_with(start) => return line,
                Some(_) => {}
                None => break,
            }
        }
        panic!("no line starting {start:?}; read:\n{}", self.seen.join("\n"))
    }

    /// Makes the decision of the next `?` prompt: the first of its legal commands (asked with
    /// `legal`; the table prompts again after the answer). The command sent.
    fn decide(&mut self) -> String {
        self.until("? ");
        self.send("legal");
        let first = self.until("+ ").trim_start_matches("+ ").to_string();
        self.until("? ");
        self.send(&first);
        first
    }

    /// The secret a new name was given (`~ secret K7QF-2M9X`).
    fn secret(&self) -> String {
        let line = self.seen.iter().find(|line| line.starts_with("~ secret ")).expect("a new name's secret");
        line.trim_start_matches("~ secret ").to_string()
    }
}

#[test]
fn people_meet_open_a_table_chat_and_play_and_a_watcher_sees_it() {
    let (_scratch, saves) = folder("meet");
    let (address, stop, running) = start(&saves);
    let mut ann = Client::framed(&address, "Ann");
    assert!(ann.secret().len() == 9, "{:?}", ann.seen);
    assert!(ann.seen.contains(&"~ name Ann".to_string()));
    assert!(ann.seen.contains(&"~ place lobby".to_string()));
    let mut bob = Client::framed(&address, "Bob");
    bob.send("who");
    bob.until("~ person Ann lobby");
    bob.send("say hello Ann");
    ann.until("\" say Bob hello Ann");
    bob.send("tell ann psst");
    ann.until("\" tell Bob psst");
    bob.until("\" told Ann psst");
    ann.send("open 2");
    assert_eq!(ann.until("~ place "), "~ place 1");
    bob.send("tables");
    assert_eq!(bob.until("~ table "), "~ table 1 waiting 1");
    let mut cid = Client::framed(&address, "Cid");
    cid.send("watch 1");
    cid.until("~ place 1");
    bob.send("sit 1");
    bob.until("~ place 1");
    // The table deals: each seat hears the seats and its own, as at a `serve` table.
    bob.until("~ seats Ann:human,Bob:human");
    bob.until("~ seat Bob");
    ann.send("say good luck");
    bob.until("\" say Ann good luck");
    cid.until("\" say Ann good luck");
    ann.decide();
    // Chat is never a move: a `say` at Bob's decision leaves the decision his.
    bob.until("? Bob");
    bob.send("say thinking");
    bob.until("\" say Bob thinking");
    bob.send("legal");
    bob.until("+ lay");
    cid.until("= Ann lays");
    // A line of the game from the lobby is refused there.
    let mut dee = Client::framed(&address, "Dee");
    dee.send("lay 7E");
    dee.until("! you are in the lobby");
    stop.stop();
    running.join().expect("the server stops");
    bob.until(". The server stops; your table is saved as table-1");
}

#[test]
fn a_name_is_held_by_its_secret_and_wrong_secrets_are_counted() {
    let (_scratch, saves) = folder("names");
    let (address, stop, running) = start(&saves);
    let ann = Client::framed(&address, "Ann");
    let secret = ann.secret();
    let mut thief = Client::connect(&address);
    thief.send("hello bauloewe/1");
    thief.until("~ server lobby");
    thief.send("name ann");
    thief.until("! that name is taken");
    thief.send("name Nobody K7QF-2M9X");
    thief.until("! nobody has that name yet");
    thief.send("name Ann");
    thief.until("! that name is taken");
    for _ in 0..4 {
        thief.send("name Ann AAAA-AAAA");
        thief.until("! that is not the name's secret");
    }
    thief.send("name Ann AAAA-AAAA");
    thief.until(". wrong secret again: 5 wrong secrets close the connection");
    assert_eq!(thief.line(), None, "closed");
    // The right secret takes the name back, and the older connection is let go.
    let mut again = Client::framed(&address, &format!("ann {}", secret.to_lowercase()));
    assert!(again.seen.contains(&"~ name Ann".to_string()), "{:?}", again.seen);
    assert!(!again.seen.iter().any(|line| line.starts_with("~ secret")), "a secret is shown once");
    let mut ann = ann;
    ann.until(". You came in again on another connection");
    // A plain client (nc) gives its name on its first line, and reads the secret as a line.
    let mut plain = Client::connect(&address);
    plain.until("Baulöwe lobby: your name");
    plain.send("Eve");
    let secret_line = plain.until("secret ");
    assert_eq!(secret_line.len(), "secret K7QF-2M9X".len());
    again.send("quit");
    again.until(". You left the server");
    stop.stop();
    running.join().expect("the server stops");
    // Only salted hashes are kept: the store's files hold the name, never the secret.
    let mut kept = Vec::new();
    for file in ["bauloewe.sqlite", "bauloewe.sqlite-wal"] {
        kept.extend(std::fs::read(saves.join(file)).unwrap_or_default());
    }
    let holds = |text: &str| kept.windows(text.len()).any(|window| window == text.as_bytes());
    assert!(holds("Ann") && !holds(&secret) && !holds(&secret.replace('-', "")), "the secret is kept");
}

#[test]
fn a_server_started_again_brings_each_person_back_to_their_seat_and_prompt() {
    let (_scratch, saves) = folder("again");
    let (address, stop, running) = start(&saves);
    let mut ann = Client::framed(&address, "Ann");
    let mut bob = Client::framed(&address, "Bob");
    let (ann_secret, bob_secret) = (ann.secret(), bob.secret());
    ann.send("open Ann,Bob,Cid:broker");
    ann.until("~ place 1");
    bob.send("sit 1");
    bob.until("~ seat Bob");
    // Ann plays her first turn through (no chain yet: laying ends it); Bob's follows.
    ann.decide();
    bob.until("? Bob");
    stop.stop();
    running.join().expect("the server stops");
    let (address, stop, running) = start(&saves);
    let mut bob = Client::framed(&address, &format!("Bob {bob_secret}"));
    assert_eq!(bob.seen.last().map(String::as_str), Some("~ place 1"), "straight back to the table");
    bob.until("~ seat Bob");
    bob.until("? Bob, place a tile");
    let mut ann = Client::framed(&address, &format!("Ann {ann_secret}"));
    ann.until("~ seat Ann");
    ann.send("leave");
    ann.until("~ place lobby");
    ann.send("tables");
    ann.until("~ table 1 playing 1");
    ann.send("sit 1");
    ann.until("~ seat Ann");
    stop.stop();
    running.join().expect("the server stops");
}

#[test]
fn chat_is_bounded_in_length_and_pace() {
    let (_scratch, saves) = folder("chat");
    let (address, stop, running) = start(&saves);
    let mut ann = Client::framed(&address, "Ann");
    ann.send(&format!("say {}", "x".repeat(301)));
    ann.until("! a chat line is at most 300 characters");
    for n in 0..5 {
        ann.send(&format!("say line {n}"));
        ann.until(&format!("\" say Ann line {n}"));
    }
    ann.send("say one too many");
    ann.until("! not so fast: at most 5 chat lines in 10 seconds");
    ann.send("say \u{1b}[2J");
    stop.stop();
    running.join().expect("the server stops");
}
