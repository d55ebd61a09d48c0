//! The client against fake servers on 127.0.0.1: joining, completion, leaving, a table that
//! closes, a connection lost and made again.

use std::collections::VecDeque;
use std::io::{self, BufReader, Write};
use std::net::TcpListener;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use super::{Ended, JoinError, Plain, Retry, Settings, join, play};
use crate::console::{Line, LineSource};
use crate::net::protocol::{Incoming, Joining, read_line};
use crate::show::prompt::{LiveOffer, Offered, Prompt};
use crate::words::Lang;

/// A person typing the given lines, who remembers every prompt.
pub(super) struct Typist {
    lines: VecDeque<Line>,
    prompts: Vec<Prompt>,
    interactive: bool,
}

impl Typist {
    pub(super) fn new(lines: &[&str], interactive: bool) -> Typist {
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

/// A person at a terminal who types each line once the screen shows what they wait for, and
/// remembers what Tab would complete then.
pub(super) struct Terminal {
    steps: VecDeque<(&'static str, &'static str)>,
    screen: Shared,
    /// What Tab completed when each line was typed.
    pub(super) offered: Vec<Offered>,
    /// The guides of the prompts the lines were typed at.
    pub(super) guides: Vec<String>,
}

impl Terminal {
    /// Types each `(line, after)`: `line` once the screen shows `after`, or, when `after` is
    /// `tiles: …`, once Tab completes those tiles.
    pub(super) fn new(steps: &[(&'static str, &'static str)], screen: &Shared) -> Terminal {
        let steps = steps.iter().copied().collect();
        Terminal { steps, screen: screen.clone(), offered: Vec::new(), guides: Vec::new() }
    }
}

impl LineSource for Terminal {
    fn read_line(&mut self, prompt: &Prompt) -> io::Result<Line> {
        let Some((line, after)) = self.steps.pop_front() else { return Ok(Line::End) };
        let offer = || prompt.live.as_ref().map(LiveOffer::get).unwrap_or_default();
        let began = Instant::now();
        let ready = || match after.strip_prefix("tiles: ") {
            Some(tiles) => offer().tiles.join(" ") == tiles,
            None => self.screen.text().contains(after),
        };
        while !ready() {
            assert!(began.elapsed() < Duration::from_secs(5), "waited for {after:?}");
            thread::sleep(Duration::from_millis(5));
        }
        self.offered.push(offer());
        self.guides.push(prompt.guide.clone());
        Ok(Line::Text(line.to_string()))
    }

    fn pause(&mut self, message: &str) -> io::Result<Line> {
        self.read_line(&Prompt { guide: message.to_string(), ..Prompt::default() })
    }

    fn is_interactive(&self) -> bool {
        true
    }
}

/// A screen the test reads afterwards.
#[derive(Clone, Default)]
pub(super) struct Shared(Arc<Mutex<Vec<u8>>>);

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
    pub(super) fn text(&self) -> String {
        String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
    }
}

/// One step of a fake server: send these lines, or read one line and hand it on, or read
/// whatever the client still sends until it hangs up (so that closing leaves nothing unread:
/// a socket closed with unread data is reset, and the client may then read the reset before
/// the lines sent ahead of it).
pub(super) enum ServerStep {
    Send(&'static str),
    Expect,
    UntilHungUp,
    /// Waits this many milliseconds (for the client to be typing).
    Pause(u64),
}

/// A fake server on 127.0.0.1 that plays `steps` with the first client, then closes the
/// connection; its reads time out, so it stops by itself. Answers its address and the
/// thread that returns the lines the client sent.
pub(super) fn fake_server(steps: Vec<ServerStep>) -> (String, thread::JoinHandle<Vec<String>>) {
    fake_servers(vec![steps])
}

/// A fake server that plays each list of steps with one connection after the other.
pub(super) fn fake_servers(connections: Vec<Vec<ServerStep>>) -> (String, thread::JoinHandle<Vec<String>>) {
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
                    ServerStep::Send(text) => stream.write_all(format!("{text}\n").as_bytes()).unwrap(),
                    ServerStep::Expect => match read_line(&mut reader, 1024) {
                        Ok(Incoming::Line(line)) => heard.push(line),
                        other => panic!("the client sent no line but {other:?}"),
                    },
                    ServerStep::Pause(millis) => thread::sleep(Duration::from_millis(millis)),
                    ServerStep::UntilHungUp => {
                        let _ = io::copy(&mut reader, &mut io::sink());
                    }
                }
            }
        }
        heard
    });
    (address, server)
}

/// A fresh flag for the server's closing.
pub(super) fn closed() -> Arc<AtomicBool> {
    Arc::new(AtomicBool::new(false))
}

pub(super) fn settings(address: &str, joining: Option<Joining>) -> Settings {
    Settings {
        address: address.to_string(),
        lang: Lang::En,
        joining,
        naming: None,
        width: Some(100),
        color: true,
        retry: None,
    }
}

#[test]
fn piped_input_is_echoed_never_asks_legal_and_ctrl_d_leaves() {
    use ServerStep::{Expect, Send};
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
    let steps =
        vec![ServerStep::Send("HTTP/1.1 400 Bad Request"), ServerStep::Send(""), ServerStep::UntilHungUp];
    let (address, server) = fake_server(steps);
    let mut typist = Typist::new(&[], true);
    let ended =
        join(&settings(&address, Some(Joining::Watch)), &mut typist, Box::new(Plain(io::sink())), closed());
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
fn at_a_terminal_every_line_is_sent_when_typed_and_tab_completes_from_a_quiet_legal() {
    use ServerStep::{Expect, Send};
    let (address, server) = fake_server(vec![
        Send("Baulöwe table: type your seat's code, or 'watch' to watch."),
        Expect,
        Send("~ bauloewe/1"),
        Expect,
        Send("! that is no seat's code at this table"),
        Expect,
        // The facts for programs are not shown to a person.
        Send("~ seats Ann:human,Bob:human"),
        Send("~ seat Bob"),
        Send("~ You are Bob."),
        Send("= Ann lays \u{1b}[31m5C\u{1b}[0m.\u{1b}]0;pwned\u{7}"),
        Send("~ Waiting for Ann."),
        // Out of turn the person looks at the board, and is answered at once.
        Expect,
        Send("= Board"),
        Send("= Your tiles: 4C lone - 12I lone - 7H dead"),
        Send("? Bob, place a tile (lay 4C)"),
        // The client asks `legal` quietly for Tab, and keeps the answer to itself.
        Expect,
        Send("+ lay 4C"),
        Send("+ lay 12I"),
        Send("? Bob, place a tile (lay 4C)"),
        Expect,
        Send("= Bob lays 4C."),
        Send("# The game is over."),
        Send("= 1. Bob $41,300"),
    ]);
    let screen = Shared::default();
    let mut terminal = Terminal::new(
        &[("k7qf2m9x", "no seat's code"), ("board", "Waiting for Ann."), ("lay 4C", "tiles: 4C 12I")],
        &screen,
    );
    let wrong = Some(Joining::Code("K7QF-2M9Y".to_string()));
    let ended = join(&settings(&address, wrong), &mut terminal, Box::new(Plain(screen.clone())), closed());
    assert_eq!(ended.unwrap(), Ended::Closed, "the server closed after the last answer");
    let sent = server.join().expect("the fake server ends");
    let hello = "hello bauloewe/1 lang=en width=100 color";
    assert_eq!(sent, [hello, "code K7QF-2M9Y", "code K7QF-2M9X", "board", "legal", "lay 4C"]);
    let expected = "that is no seat's code at this table\n\
                    You are Bob.\n\
                    Ann lays \u{1b}[31m5C\u{1b}[0m.?]0;pwned?\n\
                    Waiting for Ann.\n\
                    Board\n\
                    Your tiles: 4C lone - 12I lone - 7H dead\n\
                    Bob, place a tile (lay 4C)\n\
                    Bob lays 4C.\n\
                    The game is over.\n\
                    1. Bob $41,300\n";
    assert!(screen.text().starts_with(expected), "{}", screen.text());
    let code_question = format!("{} > ", Lang::En.code_question());
    assert_eq!(terminal.guides, [code_question.as_str(), "", ""], "the prompt is '> ' once seated");
    assert_eq!(terminal.offered[2].tiles, ["4C", "12I"], "the legal tiles, not the dead 7H");
}

#[test]
fn at_a_terminal_tab_completes_the_screen_until_the_legal_commands_come() {
    use ServerStep::{Expect, Send};
    let (address, server) = fake_server(vec![
        Send("~ bauloewe/1"),
        Expect,
        Expect,
        Send("= Your tiles: 10C lone - 9D lone"),
        Send("= Aurora (3 hotels), Bob lays 7B."),
        Send("? Ann, place a tile (lay 10C)"),
        Expect,
        Expect,
    ]);
    let screen = Shared::default();
    let mut terminal = Terminal::new(&[("lay 9D", "Ann, place a tile")], &screen);
    let seat = settings(&address, Some(Joining::Code("0000-0001".to_string())));
    let ended = join(&seat, &mut terminal, Box::new(Plain(screen.clone())), closed());
    assert_eq!(ended.unwrap(), Ended::Closed);
    let sent = server.join().unwrap();
    assert_eq!(sent[2..], ["legal", "lay 9D"], "the person's line waited for the quiet legal");
    assert_eq!(terminal.offered[0].tiles, ["10C", "9D", "7B"]);
    assert_eq!(terminal.offered[0].chains, ["Aurora"]);
}

#[test]
fn at_a_terminal_quit_out_of_turn_leaves_at_once() {
    use ServerStep::{Expect, Send};
    let (address, server) = fake_server(vec![
        Send("~ bauloewe/1"),
        Expect,
        Expect,
        Send("~ Waiting for Cid."),
        Expect,
        Send("~ You left the table; your code brings you back to your seat."),
    ]);
    let screen = Shared::default();
    let mut terminal = Terminal::new(&[("quit", "Waiting for Cid.")], &screen);
    let seat = settings(&address, Some(Joining::Code("0000-0001".to_string())));
    let ended = join(&seat, &mut terminal, Box::new(Plain(screen.clone())), closed());
    assert_eq!(ended.unwrap(), Ended::Left);
    assert_eq!(server.join().unwrap()[2..], ["quit"]);
    assert!(screen.text().ends_with("your code brings you back to your seat.\n"), "{}", screen.text());
}

#[test]
fn a_watcher_at_a_terminal_sends_what_they_type() {
    use ServerStep::{Expect, Send};
    let (address, server) = fake_server(vec![
        Send("~ bauloewe/1"),
        Expect,
        Expect,
        Send("~ You are watching."),
        Expect,
        Send("= Board"),
        Expect,
        Send(". You stopped watching."),
    ]);
    let screen = Shared::default();
    let mut terminal = Terminal::new(&[("board", "You are watching."), ("quit", "Board")], &screen);
    let watcher = Settings { color: false, ..settings(&address, Some(Joining::Watch)) };
    let ended = join(&watcher, &mut terminal, Box::new(Plain(screen.clone())), closed());
    assert_eq!(ended.unwrap(), Ended::Left);
    assert_eq!(server.join().unwrap()[1..], ["watch", "board", "quit"]);
    assert_eq!(screen.text(), "You are watching.\nBoard\nYou stopped watching.\n");
}

#[test]
fn a_watcher_from_a_pipe_only_reads() {
    let lines = "greeting\n~ bauloewe/1\n= Board\n~ Waiting for Cid.\n# The game is over.\n";
    let mut typist = Typist::new(&["lay 4C"], false);
    let screen = Shared::default();
    let sent = Shared::default();
    let settings = Settings { color: false, ..settings("table:7341", Some(Joining::Watch)) };
    let server = BufReader::new(io::Cursor::new(lines.as_bytes().to_vec()));
    let ended = play(server, sent.clone(), &mut typist, Box::new(Plain(screen.clone())), &settings, closed());
    assert_eq!(ended.unwrap(), Ended::Closed);
    assert_eq!(sent.text(), "hello bauloewe/1 lang=en width=100\nwatch\n");
    let expected =
        "Board\nWaiting for Cid.\nThe game is over.\nThe table at table:7341 closed the connection.\n";
    assert_eq!(screen.text(), expected);
    assert!(typist.prompts.is_empty());
}

/// A person in the middle of a line when the table closes: the terminal ends the line at
/// the next key once the flag is set (`TerminalSource::stop_when`); this one presses it then.
struct TypingOnClose(Arc<AtomicBool>, bool);

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
        self.1
    }
}

#[test]
fn a_table_that_closes_while_the_person_types_is_said_at_once_and_ends_the_line() {
    for interactive in [false, true] {
        let screen = closes_while_typing(interactive);
        let key = if interactive { ": press Enter to end" } else { "" };
        assert!(screen.ends_with(&format!("closed the connection{key}.\n")), "{screen}");
    }
}

/// What a person reads whose table closes while they type.
fn closes_while_typing(interactive: bool) -> String {
    use ServerStep::{Expect, Send};
    let mut steps = vec![Send("greeting"), Expect, Send("~ bauloewe/1"), Expect, Send("? Ann, place a tile")];
    if interactive {
        // The quiet `legal`, read so that closing resets nothing; then the person types.
        steps.extend([Expect, ServerStep::Pause(300)]);
    }
    let (address, server) = fake_server(steps);
    let flag = closed();
    let mut typist = TypingOnClose(flag.clone(), interactive);
    let screen = Shared::default();
    let seat = settings(&address, Some(Joining::Code("0000-0001".to_string())));
    let ended = join(&seat, &mut typist, Box::new(Plain(screen.clone())), flag.clone());
    assert_eq!(ended.unwrap(), Ended::Closed);
    assert!(flag.load(Ordering::SeqCst));
    let sent = server.join().unwrap();
    let quiet: &[&str] = if interactive { &["legal"] } else { &[] };
    assert_eq!(sent[2..], *quiet, "no line typed");
    screen.text()
}

#[test]
fn quit_in_the_seat_language_leaves_and_sends_quit() {
    use ServerStep::{Expect, Send};
    let prompt = Send("? Ann, lege ein Plättchen (lege 10C)");
    let (address, server) = fake_server(vec![Send("~ bauloewe/1"), Expect, Expect, prompt, Expect]);
    let mut typist = Typist::new(&["Verlassen"], false);
    let seat = Settings { lang: Lang::De, ..settings(&address, Some(Joining::Watch)) };
    let screen = Shared::default();
    let ended = join(&seat, &mut typist, Box::new(Plain(screen.clone())), closed());
    assert_eq!(ended.unwrap(), Ended::Left);
    assert_eq!(server.join().unwrap()[1..], ["watch", "quit"]);
    assert!(screen.text().ends_with("Du hast den Tisch verlassen.\n"), "{}", screen.text());
}

#[test]
fn without_a_seat_the_end_of_the_input_sends_no_quit_and_says_no_seat_was_taken() {
    use ServerStep::{Expect, Send};
    for typed in [&[][..], &["K7QF-2M9Y"][..]] {
        let mut steps = vec![Send("~ bauloewe/1"), Expect];
        if !typed.is_empty() {
            steps.extend([Expect, Send("! that code opens no seat here")]);
        }
        // The connection stays open while the person's input ends.
        steps.push(ServerStep::Pause(500));
        let (address, server) = fake_server(steps);
        let mut typist = Typist::new(typed, false);
        let screen = Shared::default();
        let ended = join(&settings(&address, None), &mut typist, Box::new(Plain(screen.clone())), closed());
        assert_eq!(ended.unwrap(), Ended::Unseated);
        assert_eq!(server.join().unwrap().len(), 1 + typed.len(), "hello and the code typed, no quit");
        assert!(screen.text().ends_with("No seat was taken: join ends.\n"), "{}", screen.text());
        assert_eq!(screen.text().matches("opens no seat").count(), typed.len());
    }
}

#[test]
fn a_lost_connection_is_made_again_with_the_same_code_until_the_server_says_goodbye() {
    use ServerStep::{Expect, Send};
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
    use ServerStep::{Expect, Send};
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

#[test]
fn the_watch_word_of_any_language_at_the_code_question_watches() {
    use ServerStep::{Expect, Send};
    let (address, server) =
        fake_server(vec![Send("~ bauloewe/1"), Expect, Expect, Send(". Du schaust nicht mehr zu.")]);
    let mut typist = Typist::new(&["Zuschauen"], false);
    let screen = Shared::default();
    let settings = Settings { lang: Lang::De, ..settings(&address, None) };
    let ended = join(&settings, &mut typist, Box::new(Plain(screen.clone())), closed());
    assert_eq!(ended.unwrap(), Ended::Closed);
    assert_eq!(server.join().unwrap()[1], "watch");
}
