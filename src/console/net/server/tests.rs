//! The server on 127.0.0.1 with real sockets: codes, limits and lines a client should not
//! send. Every test binds port 0, waits at most a few seconds and stops its server.

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use super::*;
use crate::console::Session;
use crate::notation::SeatList;
use crate::rules::Options;

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
    let seats = "Ann:human,Bob:human,Cid:broker".parse::<SeatList>().unwrap().0;
    let (session, _) = Session::new(seats, 42, Options::default()).unwrap();
    let codes: Vec<Code> = (0..2).map(|seat| Code::from_bits(0x1234_5678 + seat)).collect();
    let seats = Seats { codes: codes.iter().enumerate().map(|(seat, code)| (seat, *code)).collect() };
    let server = Server::bind("127.0.0.1:0", limits).unwrap();
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
    guesser.line();
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
        bob.until("~ Your code"),
        "~ Your code took your seat from another connection; this one is closed."
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
fn the_connection_over_the_limit_is_told_so_and_closed() {
    let running = serve(Limits { connections: 1, ..Limits::default() });
    let mut first = Client::framed(running.address, "watch");
    first.until("~ You watch");
    let mut second = TcpStream::connect(running.address).unwrap();
    second.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    let mut answer = String::new();
    std::io::Read::read_to_string(&mut second, &mut answer).unwrap();
    assert_eq!(answer, "This table has as many connections as it takes; try again later.\n");
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
    bob.until("~ You left the table");
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
