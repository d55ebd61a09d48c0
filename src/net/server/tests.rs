//! The server on 127.0.0.1 with real sockets: codes, limits and lines a client should not
//! send. Every test binds port 0, waits at most a few seconds and stops its server.

use std::io::{BufRead, BufReader, Write};
use std::net::{Shutdown, TcpStream};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use super::*;
use crate::net::codes::Code;
use crate::notation::PlayerKind;
use crate::notation::SeatList;
use crate::rules::Options;
use crate::session::Session;

/// A server on a free port of 127.0.0.1 with Ann and Bob as people and Cid a broker.
struct Running {
    address: SocketAddr,
    stopper: Stopper,
    thread: Option<JoinHandle<io::Result<()>>>,
    codes: Vec<Code>,
}

impl Drop for Running {
    fn drop(&mut self) {
        self.stopper.stop();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn serve(limits: Limits) -> Running {
    serve_with(limits, None)
}

/// A server as [`serve`] starts it, with a stand-in for seats away at their decision if given.
fn serve_with(limits: Limits, stand_in: Option<StandIn>) -> Running {
    let seats = "Ann:human,Bob:human,Cid:broker".parse::<SeatList>().unwrap().0;
    let (session, _) = Session::new(seats, 42, Options::default()).unwrap();
    let codes: Vec<Code> = (0..2).map(|seat| Code::from_bits(0x1234_5678 + seat)).collect();
    let seats = Seats { codes: codes.iter().enumerate().map(|(seat, code)| (seat, *code)).collect() };
    let mut server = Server::bind("127.0.0.1:0", limits).unwrap();
    if let Some(stand_in) = stand_in {
        server = server.with_stand_in(stand_in);
    }
    let (address, stopper) = (server.address().unwrap(), server.stopper().unwrap());
    let table = Table::new(session, Lang::En);
    let thread = thread::spawn(move || server.run(table, seats, io::sink()));
    Running { address, stopper, thread: Some(thread), codes }
}

/// A client's socket, reading lines with a deadline.
struct Client {
    stream: TcpStream,
    reader: BufReader<TcpStream>,
}

impl Client {
    fn connect(address: SocketAddr) -> Client {
        let stream = TcpStream::connect(address).unwrap();
        stream.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
        let reader = BufReader::new(stream.try_clone().unwrap());
        let mut client = Client { stream, reader };
        assert!(client.line().unwrap().contains("code"), "the greeting asks for the code");
        client
    }

    fn send(&mut self, line: &str) {
        self.stream.write_all(format!("{line}\n").as_bytes()).unwrap();
    }

    /// The next line, or `None` when the server closed the connection.
    fn line(&mut self) -> Option<String> {
        let mut line = String::new();
        match self.reader.read_line(&mut line) {
            Ok(0) => None,
            Ok(_) => Some(line.trim_end_matches('\n').to_string()),
            Err(error) => panic!("no line within 5 s: {error}"),
        }
    }

    /// Lines until one starts with `start` (framed mode), which is returned.
    fn until(&mut self, start: &str) -> String {
        loop {
            let line = self.line().unwrap_or_else(|| panic!("closed before a line starting {start:?}"));
            if line.starts_with(start) {
                return line;
            }
        }
    }

    fn framed(address: SocketAddr, joining: &str) -> Client {
        let mut client = Client::connect(address);
        client.send("hello bauloewe/1");
        assert_eq!(client.line().as_deref(), Some("~ bauloewe/1"));
        client.send(joining);
        client
    }
}

#[test]
fn wrong_codes_close_the_connection_and_a_right_code_still_gets_in() {
    let running = serve(Limits { wrong_codes: 3, ..Limits::default() });
    let mut guesser = Client::framed(running.address, "code AAAA-AAAA");
    assert!(guesser.line().unwrap().starts_with("! that code opens no seat here"));
    guesser.send("code BBBB-BBBB");
    guesser.line();
    guesser.send("code CCCC-CCCC");
    assert_eq!(
        guesser.line().as_deref(),
        Some("! no seat for that code either: 3 wrong codes close the connection; connect again"),
        "the third wrong code says why the connection closes"
    );
    assert_eq!(guesser.line(), None, "closed after the third wrong code");
    let mut ann = Client::framed(running.address, &format!("code {}", running.codes[0]));
    assert_eq!(ann.until("~ You play"), "~ You play Ann.");
}

#[test]
fn a_second_connection_with_the_same_code_takes_the_seat_over() {
    let running = serve(Limits::default());
    let code = running.codes[1].to_string().to_lowercase();
    let mut bob = Client::framed(running.address, &format!("code {code}"));
    let mut ann = Client::framed(running.address, &format!("code {}", running.codes[0]));
    ann.until("~ You play Ann");
    // Bob moves first at seed 42 (R9): his prompt comes once Ann has joined too.
    let prompt = bob.until("? ");
    let mut again = Client::framed(running.address, &format!("code {code}"));
    assert_eq!(again.until("~ You play"), "~ You play Bob.");
    assert_eq!(again.until("? "), prompt, "the new connection has the open prompt");
    assert_eq!(
        bob.until(". Your code"),
        ". Your code took your seat from another connection; this one is closed."
    );
    assert_eq!(bob.line(), None, "the old connection is closed");
    // Ann hears that Bob is back, and nothing of him leaving.
    assert_eq!(ann.until("~ Bob"), "~ Bob joined the table.");
    ann.send("players");
    let mut heard = Vec::new();
    while !heard.last().is_some_and(|line: &String| line.starts_with("=   Ann")) {
        heard.push(ann.line().expect("Ann's connection stays open"));
    }
    assert!(!heard.iter().any(|line| line.contains("left")), "Ann heard: {heard:?}");
    again.send("players");
    while !again.until("= ").contains("Bob") {}
}

#[test]
fn a_line_of_a_mebibyte_is_refused_and_the_next_line_works() {
    let running = serve(Limits::default());
    let mut ann = Client::framed(running.address, &format!("code {}", running.codes[0]));
    ann.until("~ You play");
    let long = "x".repeat(1 << 20);
    ann.send(&long);
    assert_eq!(ann.until("! "), "! that line is longer than 1024 bytes and was dropped: type a command");
    ann.send("players");
    assert!(ann.until("=   Ann").contains("6,000"), "the connection still answers");
}

#[test]
fn a_line_too_long_before_the_code_is_refused_in_one_line_and_the_code_still_works() {
    let running = serve(Limits { wrong_codes: 1, ..Limits::default() });
    let long = "x".repeat(2000);
    let refusal = "that line is longer than 1024 bytes and was dropped: type your seat's code, or 'watch'";
    let mut ann = Client::connect(running.address);
    ann.send(&long);
    assert_eq!(ann.line().as_deref(), Some(refusal), "before, the connection closed silently");
    ann.send(&long);
    assert_eq!(ann.line().as_deref(), Some(refusal), "a long line is no wrong code");
    ann.send(&running.codes[0].to_string());
    assert!(ann.line().unwrap().starts_with("At the table:"));
    let mut bob = Client::framed(running.address, &long);
    assert_eq!(bob.line(), Some(format!("! {refusal}")));
    bob.send(&format!("code {}", running.codes[1]));
    assert_eq!(bob.until("~ You play"), "~ You play Bob.");
}

/// Lines up to and including the first that starts with `start`.
fn lines_until(client: &mut Client, start: &str) -> Vec<String> {
    let mut lines = Vec::new();
    while !lines.last().is_some_and(|line: &String| line.starts_with(start)) {
        lines.push(client.line().unwrap_or_else(|| panic!("closed before {start:?}: {lines:?}")));
    }
    lines
}

#[test]
fn a_framed_client_reads_its_seat_as_facts_whole_lines_and_a_prompt_only_on_its_own_turn() {
    let running = serve(Limits::default());
    let mut bob = Client::framed(running.address, &format!("code {}", running.codes[1]));
    let mut ann = Client::framed(running.address, &format!("code {}", running.codes[0]));
    let welcome = lines_until(&mut ann, "~ seat ");
    assert!(welcome.contains(&"~ seats Ann:human,Bob:human,Cid:broker".to_string()), "{welcome:?}");
    assert_eq!(welcome.last().map(String::as_str), Some("~ seat Ann"));
    // Bob decides first at seed 42 (R9). His screen comes whole: no line is a piece of another.
    let screen = lines_until(&mut bob, "? ");
    let tiles = screen.iter().position(|line| line.starts_with("= Your tiles: ")).expect("his tiles");
    assert_eq!(screen[tiles + 1], *screen.last().unwrap(), "the prompt follows the one tiles line");
    assert!(screen.iter().all(|line| line.starts_with(['=', '~', '?'])), "{screen:?}");
    // Out of turn an answer has no `?` after it; on one's own turn every answer has.
    ann.send("board");
    ann.send("legal");
    let answered = lines_until(&mut ann, "~ nothing to decide");
    let board = answered.iter().position(|line| line.starts_with("= A ")).expect("the board came");
    assert!(!answered[board..].iter().any(|line| line.starts_with('?')), "{answered:?}");
    for line in ["board", "legal", "lay 1A"] {
        bob.send(line);
        let answer = lines_until(&mut bob, "? ");
        assert_eq!(answer.iter().filter(|l| l.starts_with('?')).count(), 1, "{line}: {answer:?}");
    }
}

#[test]
fn a_plain_client_reads_the_console_and_its_prompt() {
    let running = serve(Limits::default());
    let mut ann = Client::connect(running.address);
    ann.send(&running.codes[0].to_string());
    assert_eq!(
        ann.line().as_deref(),
        Some("At the table: Ann (human), Bob (human), Cid (computer, broker).")
    );
    assert_eq!(ann.line().as_deref(), Some("You play Ann."));
}

#[test]
fn a_watcher_over_the_limit_is_told_so_and_closed() {
    // Six connections: three for the nameless, two for Ann and Bob, one watcher.
    let running = serve(Limits { connections: 6, ..Limits::default() });
    let mut first = Client::framed(running.address, "watch");
    first.until("~ You watch");
    let mut second = Client::framed(running.address, "watch");
    assert_eq!(
        second.line().as_deref(),
        Some("! This table is full (6 connections at most); try again later.")
    );
    assert_eq!(second.line(), None, "closed after the refusal");
}

#[test]
fn the_oldest_connection_without_a_code_is_pushed_out_by_one_over_the_budget() {
    // Four connections: two may be nameless at once.
    let running = serve(Limits { connections: 4, ..Limits::default() });
    let mut oldest = Client::connect(running.address);
    let _second = Client::connect(running.address);
    let _third = Client::connect(running.address);
    assert_eq!(
        oldest.line().as_deref(),
        Some("This table is full (4 connections at most); try again later.")
    );
    assert_eq!(oldest.line(), None, "closed after the line");
}

#[test]
fn a_seat_that_quits_comes_back_with_its_code_to_its_prompt() {
    let running = serve(Limits::default());
    let code = running.codes[1];
    let mut bob = Client::framed(running.address, &format!("code {code}"));
    let mut ann = Client::framed(running.address, &format!("code {}", running.codes[0]));
    ann.until("~ You play Ann");
    // Bob moves first at seed 42 (R9): his prompt comes once Ann has joined too.
    let prompt = bob.until("? ");
    bob.send("quit");
    bob.until(". You left the table");
    assert_eq!(bob.line(), None, "the server closes a seat that quit");
    assert_eq!(ann.until("~ Bob left"), "~ Bob left the table (their code brings them back).");
    let mut back = Client::framed(running.address, &format!("code {code}"));
    assert_eq!(back.until("? "), prompt);
}

#[test]
fn a_client_trickling_its_code_is_closed_at_the_handshake_deadline() {
    let running = serve(Limits { handshake: Duration::from_secs(1), ..Limits::default() });
    let came = Instant::now();
    let mut slow = Client::connect(running.address);
    slow.stream.set_read_timeout(Some(Duration::from_millis(200))).unwrap();
    // One byte of a code every 200 ms, never a line's end: each read gets a byte in time.
    let closed = loop {
        assert!(came.elapsed() < Duration::from_secs(3), "still open after 3 s");
        if slow.stream.write_all(b"K").is_err() {
            break came.elapsed();
        }
        let mut byte = [0];
        match std::io::Read::read(&mut slow.reader, &mut byte) {
            Ok(0) => break came.elapsed(),
            Ok(_) => panic!("the server said something to a code it has not read whole"),
            Err(error) if matches!(error.kind(), io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut) => {}
            Err(_) => break came.elapsed(),
        }
    };
    assert!(closed >= Duration::from_millis(900), "closed before the deadline, after {closed:?}");
    assert!(closed < Duration::from_millis(1500), "closed after {closed:?}");
}

#[test]
fn a_thousand_wrong_codes_from_one_address_are_held_back_and_a_right_code_still_gets_in() {
    let limits = Limits { address_burst: 10, address_refill: Duration::from_secs(1), ..Limits::default() };
    let running = serve(limits);
    let began = Instant::now();
    let (mut wrong, mut waits) = (0, 0);
    // A connection per guess while the address must wait, as a guesser would open them.
    while wrong + waits < 1000 {
        assert!(began.elapsed() < Duration::from_secs(20), "1,000 wrong codes took over 20 s");
        let mut guesser = Client::framed(running.address, "code AAAA-AAAA");
        let answer = guesser.line().expect("one answer to a wrong code");
        if answer.starts_with("! too many wrong codes from your address") {
            waits += 1;
            assert_eq!(guesser.line(), None, "closed after being told to wait");
        } else {
            assert!(answer.starts_with("! that code opens no seat here"), "{answer}");
            wrong += 1;
        }
    }
    let took = began.elapsed();
    // The burst, and one more for each second the guessing took.
    let refills = took.as_secs() + 1;
    assert!(wrong >= 10 && wrong <= 10 + refills, "{wrong} wrong codes answered in {took:?}");
    eprintln!("1,000 wrong codes: {wrong} answered as wrong, {waits} told to wait, in {took:?}");
    let mut ann = Client::framed(running.address, &format!("code {}", running.codes[0]));
    assert_eq!(ann.until("~ You play"), "~ You play Ann.");
}

#[test]
fn a_line_that_is_not_utf8_is_read_with_replacement_characters_and_the_connection_goes_on() {
    let running = serve(Limits::default());
    let mut ann = Client::framed(running.address, &format!("code {}", running.codes[0]));
    ann.until("~ You play");
    ann.stream.write_all(b"pl\xff\xfeayers\n").unwrap();
    let refusal = ann.until("! ");
    assert!(refusal.contains("pl\u{fffd}\u{fffd}ayers"), "{refusal}");
    ann.send("players");
    assert!(ann.until("=   Ann").contains("6,000"), "the connection still answers");
}

#[test]
fn a_client_that_never_reads_is_let_go_without_holding_up_the_others() {
    let limits = Limits { queue: 8, write_timeout: Duration::from_millis(500), ..Limits::default() };
    let running = serve(limits);
    let mut ann = Client::framed(running.address, &format!("code {}", running.codes[0]));
    ann.until("~ You play");
    let mut bob = Client::framed(running.address, &format!("code {}", running.codes[1]));
    bob.until("? ");
    // Ann asks for the help again and again and never reads a line of it.
    let mut sender = ann.stream.try_clone().unwrap();
    sender.set_write_timeout(Some(Duration::from_millis(200))).unwrap();
    let flood = thread::spawn(move || {
        for _ in 0..5000 {
            if sender.write_all(b"help\n").is_err() {
                return;
            }
        }
    });
    // Meanwhile Bob is answered at once, every time.
    let (mut slowest, mut heard) = (Duration::ZERO, Vec::new());
    for _ in 0..20 {
        let asked = Instant::now();
        bob.send("players");
        loop {
            let line = bob.line().expect("Bob's connection stays open");
            heard.push(line.clone());
            if line.starts_with("= ") && line.contains("Cid") {
                break;
            }
        }
        slowest = slowest.max(asked.elapsed());
    }
    assert!(slowest < Duration::from_secs(2), "Bob waited {slowest:?} for an answer");
    let left = "~ Ann left the table (their code brings them back).";
    if !heard.iter().any(|line| line == left) {
        assert_eq!(bob.until("~ Ann"), left);
    }
    flood.join().unwrap();
    // Ann's connection was closed by the server: what it had sent is all she reads.
    ann.stream.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    let mut rest = Vec::new();
    let _ = std::io::Read::read_to_end(&mut ann.reader, &mut rest);
    let mut ann = Client::framed(running.address, &format!("code {}", running.codes[0]));
    assert_eq!(ann.until("~ You play"), "~ You play Ann.", "her code takes the seat again");
}

#[test]
fn two_hundred_silent_connections_are_closed_at_the_handshake_deadline_while_a_code_gets_in() {
    let limits = Limits { handshake: Duration::from_secs(1), connections: 250, ..Limits::default() };
    let running = serve(limits);
    let opened = Instant::now();
    let mut silent: Vec<TcpStream> = (0..200).map(|_| TcpStream::connect(running.address).unwrap()).collect();
    let mut ann = Client::framed(running.address, &format!("code {}", running.codes[0]));
    assert_eq!(ann.until("~ You play"), "~ You play Ann.");
    for stream in &mut silent {
        stream.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
        let mut greeting = Vec::new();
        // The greeting, then the end: the server closed the connection.
        std::io::Read::read_to_end(stream, &mut greeting).expect("closed within 5 s");
        assert!(String::from_utf8_lossy(&greeting).contains("code"));
    }
    let took = opened.elapsed();
    assert!(took >= Duration::from_millis(900) && took < Duration::from_secs(4), "closed after {took:?}");
    ann.send("players");
    assert!(ann.until("=   Ann").contains("6,000"), "the seated connection stays");
}

#[test]
fn a_seat_away_at_its_decision_gets_a_stand_in_and_its_code_takes_the_seat_back() {
    let after = Duration::from_millis(300);
    let running = serve_with(Limits::default(), Some(StandIn { kind: PlayerKind::Broker, after }));
    let mut ann = Client::framed(running.address, &format!("code {}", running.codes[0]));
    ann.until("~ You play Ann");
    // Bob moves first at seed 42 (R9) and nobody plays him: after the wait a broker does.
    let told = Instant::now();
    assert_eq!(
        ann.until("~ Bob is away"),
        "~ Bob is away at their decision: a broker decides for Bob until Bob is back."
    );
    assert!(told.elapsed() >= Duration::from_millis(200), "the stand-in came after {:?}", told.elapsed());
    assert!(ann.until("= Bob lays").starts_with("= Bob lays "));
    // Cid (a broker) moves, then Ann decides; Bob comes back meanwhile.
    ann.until("? ");
    let mut bob = Client::framed(running.address, &format!("code {}", running.codes[1]));
    bob.until("~ You play Bob");
    assert_eq!(ann.until("~ Bob joined"), "~ Bob joined the table.");
    // Ann plays her turn with the first legal command at each prompt, until Cid's turn and
    // then Bob's own decision come.
    ann.send("legal");
    loop {
        let line = ann.line().expect("Ann's connection stays open");
        if line == "~ Waiting for Bob." {
            break;
        }
        if let Some(command) = line.strip_prefix("+ ") {
            ann.until("? ");
            ann.send(command);
        } else if line.starts_with("? ") {
            ann.send("legal");
        }
    }
    bob.until("? ");
    // Bob is back: no stand-in decides for him, however long he takes.
    thread::sleep(after * 2);
    bob.send("players");
    let mut heard = Vec::new();
    while !heard.last().is_some_and(|line: &String| line.starts_with("? ")) {
        heard.push(bob.line().expect("Bob's connection stays open"));
    }
    assert!(!heard.iter().any(|line| line.contains("Bob lays")), "a stand-in played: {heard:?}");
    assert!(heard.last().unwrap().starts_with("? Bob"), "the decision is still Bob's own: {heard:?}");
}

#[test]
fn a_table_nobody_touches_is_closed_with_a_goodbye_and_the_server_ends() {
    let mut running = serve(Limits { idle: Duration::from_secs(1), ..Limits::default() });
    let mut ann = Client::framed(running.address, &format!("code {}", running.codes[0]));
    ann.until("~ You play");
    assert_eq!(ann.until(". "), ". Nobody has played at this table for 1 second: it is closed.");
    assert_eq!(ann.line(), None, "the connection is closed");
    let thread = running.thread.take().unwrap();
    let began = Instant::now();
    while !thread.is_finished() {
        assert!(began.elapsed() < Duration::from_secs(5), "the server still runs");
        thread::sleep(Duration::from_millis(20));
    }
    thread.join().unwrap().unwrap();
}

#[test]
fn a_server_stopped_by_its_host_says_goodbye_to_every_connection() {
    let running = serve(Limits::default());
    let mut ann = Client::framed(running.address, &format!("code {}", running.codes[0]));
    ann.until("~ You play");
    let mut watcher = Client::connect(running.address);
    watcher.send("watch");
    while !watcher.line().unwrap().starts_with("You watch") {}
    running.stopper.stop();
    assert_eq!(ann.until(". "), ". The host closed the table.");
    assert_eq!(ann.line(), None);
    assert_eq!(watcher.until("The host"), "The host closed the table.");
}

#[test]
fn a_line_cut_off_by_a_lost_connection_is_not_run() {
    let running = serve(Limits::default());
    let code = running.codes[1].to_string();
    let mut bob = Client::framed(running.address, &format!("code {code}"));
    let mut ann = Client::framed(running.address, &format!("code {}", running.codes[0]));
    ann.until("~ You play Ann");
    // Bob moves first at seed 42 (R9); `legal` lists his placements, `+` a line.
    let prompt = bob.until("? ");
    bob.send("legal");
    let lay = bob.until("+ ");
    let lay = lay.trim_start_matches("+ ");
    // The command without its line feed, then the connection closes: a line cut off.
    bob.stream.write_all(lay.as_bytes()).unwrap();
    bob.stream.shutdown(Shutdown::Both).unwrap();
    drop(bob);
    let mut again = Client::framed(running.address, &format!("code {code}"));
    assert_eq!(again.until("~ You play"), "~ You play Bob.");
    assert_eq!(again.until("? "), prompt, "{lay:?} cut off was not played");
}

#[test]
fn silent_connections_up_to_the_cap_keep_neither_a_right_code_nor_a_watcher_out() {
    // Six connections fill the cap; each says nothing and the handshake deadline is a minute.
    let running = serve(Limits { connections: 6, ..Limits::default() });
    let silent: Vec<TcpStream> = (0..6).map(|_| TcpStream::connect(running.address).unwrap()).collect();
    let mut ann = Client::framed(running.address, &format!("code {}", running.codes[0]));
    assert_eq!(ann.until("~ You play"), "~ You play Ann.");
    let mut watcher = Client::framed(running.address, "watch");
    assert_eq!(
        watcher.until("~ You watch"),
        "~ You watch the table: the board, the chains and every move, never a hand."
    );
    let mut bob = Client::framed(running.address, &format!("code {}", running.codes[1]));
    assert_eq!(bob.until("~ You play"), "~ You play Bob.");
    drop(silent);
}

#[test]
fn a_watcher_let_go_for_not_reading_frees_its_place_at_once() {
    // Six connections leave one watcher's place; a write may block a minute.
    let limits =
        Limits { connections: 6, queue: 64, write_timeout: Duration::from_secs(60), ..Limits::default() };
    let running = serve(limits);
    let mut deaf = Client::framed(running.address, "watch");
    deaf.until("~ You watch");
    // The watcher asks for the help again and again and never reads a line of it.
    let mut sender = deaf.stream.try_clone().unwrap();
    sender.set_write_timeout(Some(Duration::from_millis(200))).unwrap();
    let flood = thread::spawn(move || {
        for _ in 0..50_000 {
            if sender.write_all(b"help\n").is_err() {
                return;
            }
        }
    });
    // Once it is let go, its place is free: well before the minute its writer could block.
    // (Here its queue fills before its socket does; a writer already blocked in a write when
    // its client is let go is not reached by this test.)
    let began = Instant::now();
    loop {
        assert!(began.elapsed() < Duration::from_secs(10), "the watcher's place is still taken");
        let mut next = Client::framed(running.address, "watch");
        let seated = loop {
            match next.line() {
                Some(line) if line.starts_with("~ You watch") => break true,
                Some(line) if line.starts_with("! ") => break false,
                Some(_) => {}
                None => break false,
            }
        };
        if seated {
            break;
        }
        thread::sleep(Duration::from_millis(100));
    }
    flood.join().unwrap();
}

#[test]
fn an_empty_line_before_the_code_is_asked_again_and_not_counted() {
    let running = serve(Limits { wrong_codes: 2, ..Limits::default() });
    let mut ann = Client::connect(running.address);
    for _ in 0..3 {
        ann.send("");
        assert_eq!(ann.line(), Some(Lang::En.ask_for_code()), "the question again, not a wrong code");
    }
    ann.send(&running.codes[0].to_string());
    // Seated: three empty lines did not use up the two wrong codes allowed.
    assert_eq!(ann.until("At the table"), "At the table: Ann (human), Bob (human), Cid (computer, broker).");
}

#[test]
fn a_greeting_in_another_version_is_told_which_one_is_spoken() {
    let running = serve(Limits::default());
    let mut client = Client::connect(running.address);
    client.send("hello bauloewe/2 lang=de");
    assert_eq!(client.line().as_deref(), Some("this table speaks bauloewe/1, not 'bauloewe/2'"));
    assert_eq!(client.line(), None, "closed after the line");
}
