//! The client at a fake lobby's server on 127.0.0.1 that follows the lobby's contract: the
//! name asked and asked again, the secret kept and used after a lost connection, `leave`
//! back into the lobby, chat marked, a code or a name at the wrong kind of server.

use std::time::Duration;

use super::tests::{ServerStep, Shared, Terminal, Typist, closed, fake_server, fake_servers, settings};
use super::{Ended, JoinError, Plain, Retry, Settings, join};
use crate::net::naming::{Naming, read_naming};
use crate::net::protocol::Joining;
use crate::words::Lang;
use crate::words::wrap::visible_width;

const GREETING: &str = "Baulöwe lobby: your name (a new one gets a secret), or your name and secret.";
const HELLO: &str = "hello bauloewe/1 lang=en width=100 color";
const LOBBY_PROMPT: &str = "? Ann, in the lobby: tables, open 4, sit N, watch N, who, say, help";

/// A lobby's first lines: the greeting, the answer to the hello (read first) and the fact that
/// says it is a lobby.
fn arrival() -> Vec<ServerStep> {
    use ServerStep::{Expect, Send};
    vec![Send(GREETING), Expect, Send("~ bauloewe/1"), Send("~ server lobby")]
}

fn named(name: &str) -> Option<Naming> {
    Some(read_naming(name).unwrap())
}

#[test]
fn at_a_terminal_the_name_is_asked_the_lobby_prompt_asks_no_legal_and_quit_leaves() {
    use ServerStep::{Expect, Send};
    let mut steps = arrival();
    steps.extend([
        Expect,
        Send("~ secret K7QF-2M9X"),
        Send("= Your secret is K7QF-2M9X: keep it. Next time type: Ann K7QF-2M9X"),
        Send("~ name Ann"),
        Send("~ place lobby"),
        Send("= Welcome to the lobby, Ann."),
        Send(LOBBY_PROMPT),
        Expect,
        Send("\" say Bob hello Ann"),
        Send("= Ann (lobby), Bob (lobby)"),
        Send(LOBBY_PROMPT),
        Expect,
        Send(". See you, Ann."),
    ]);
    let (address, server) = fake_server(steps);
    let screen = Shared::default();
    let mut terminal =
        Terminal::new(&[("Ann", ""), ("who", "in the lobby:"), ("quit", "Bob (lobby)")], &screen);
    let ended = join(&settings(&address, None), &mut terminal, Box::new(Plain(screen.clone())), closed());
    assert_eq!(ended.unwrap(), Ended::Left);
    assert_eq!(server.join().unwrap(), [HELLO, "name Ann", "who", "quit"], "no quiet legal in the lobby");
    let expected = "Your secret is K7QF-2M9X: keep it. Next time type: Ann K7QF-2M9X\n\
                    Welcome to the lobby, Ann.\n\
                    Ann, in the lobby: tables, open 4, sit N, watch N, who, say, help\n\
                    <Bob> hello Ann\n\
                    Ann (lobby), Bob (lobby)\n\
                    Ann, in the lobby: tables, open 4, sit N, watch N, who, say, help\n\
                    See you, Ann.\n";
    assert_eq!(screen.text(), expected);
    // The name question is asked as the code's is: out of the history file (a pause).
    assert_eq!(terminal.guides[0], format!("{} > ", Lang::En.name_question()));
    let lobby = &terminal.offered[1];
    assert!(lobby.commands_only && lobby.commands.iter().any(|word| word == "tables"), "{lobby:?}");
}

#[test]
fn from_a_pipe_a_refused_name_is_asked_again_and_chat_answers_no_prompt() {
    use ServerStep::{Expect, Send};
    let mut steps = arrival();
    steps.extend([
        Expect,
        Send("! Ann has a secret: type it after the name"),
        Expect,
        Send("~ name Ann"),
        Send("~ place lobby"),
        Send("\" say Bob hi"),
        Send(LOBBY_PROMPT),
        Expect,
        Send("~ place 3"),
        Send("= Table 3 waits for 1 more person."),
        Send("\" tell Bob sit 3"),
        Send("? Ann, place a tile (lay 4C)"),
        Expect,
        Send(". The server shuts down."),
    ]);
    let (address, server) = fake_server(steps);
    let mut typist = Typist::new(&["Ann", "Ann:broker", "Ann k7qf2m9x", "open 2", "lay 4C"], false);
    let screen = Shared::default();
    let ended = join(&settings(&address, None), &mut typist, Box::new(Plain(screen.clone())), closed());
    assert_eq!(ended.unwrap(), Ended::Closed);
    let sent = server.join().unwrap();
    assert_eq!(sent, [HELLO, "name Ann", "name Ann K7QF-2M9X", "open 2", "lay 4C"]);
    let question = Lang::En.name_question();
    let expected = format!(
        "{question} > Ann\n\
         Ann has a secret: type it after the name\n\
         {question} > Ann:broker\n\
         'Ann:broker' is no name: a name is 1 to 16 letters and digits\n\
         {question} > Ann k7qf2m9x\n\
         <Bob> hi\n\
         Ann, in the lobby: tables, open 4, sit N, watch N, who, say, help > open 2\n\
         Table 3 waits for 1 more person.\n\
         *Bob* sit 3\n\
         Ann, place a tile (lay 4C) > lay 4C\n\
         The server shuts down.\n\
         The server at {address} closed the connection.\n"
    );
    assert_eq!(screen.text(), expected);
}

#[test]
fn after_a_lost_connection_the_name_comes_back_with_the_secret_the_lobby_gave() {
    use ServerStep::{Expect, Send};
    let mut first = arrival();
    // The first connection ends without a goodbye, as a server killed does.
    first.extend([
        Expect,
        Send("~ secret K7QF-2M9X"),
        Send("= Your secret is K7QF-2M9X: keep it."),
        Send("~ name Ann"),
        Send("~ place 3"),
        Send("~ You play Ann."),
    ]);
    let mut second = arrival();
    second.extend([
        Expect,
        Send("~ name Ann"),
        Send("~ place 3"),
        Send("~ You play Ann."),
        Send("? Ann, place a tile (lay 4C)"),
        Expect,
        Send(". The server shuts down."),
    ]);
    let (address, server) = fake_servers(vec![first, second]);
    let mut typist = Typist::new(&["lay 4C"], false);
    let screen = Shared::default();
    let retry = Retry { first: Duration::from_millis(10), ..Retry::default() };
    let settings = Settings { retry: Some(retry), naming: named("Ann"), ..settings(&address, None) };
    let ended = join(&settings, &mut typist, Box::new(Plain(screen.clone())), closed());
    assert_eq!(ended.unwrap(), Ended::Closed, "a goodbye ends the stay");
    let sent = server.join().unwrap();
    assert_eq!(sent, [HELLO, "name Ann", HELLO, "name Ann K7QF-2M9X", "lay 4C"]);
    let expected = format!(
        "Your secret is K7QF-2M9X: keep it.\n\
         You play Ann.\n\
         The connection to {address} was lost; trying again (Ctrl-C stops).\n\
         Back at the table.\n\
         You play Ann.\n\
         Ann, place a tile (lay 4C) > lay 4C\n\
         The server shuts down.\n\
         The server at {address} closed the connection.\n"
    );
    assert_eq!(screen.text(), expected);
}

#[test]
fn leave_at_a_lobby_table_goes_back_to_the_lobby_and_the_client_goes_on() {
    use ServerStep::{Expect, Send};
    let mut steps = arrival();
    steps.extend([
        Expect,
        Send("~ name Ann"),
        Send("~ place 3"),
        Send("~ You play Ann. Waiting for Bob."),
        Expect,
        Send("~ place lobby"),
        Send("= You left table 3; your seat is kept for you."),
        Send(LOBBY_PROMPT),
        Expect,
        Send("= Ann (lobby), Bob (3)"),
        Send(LOBBY_PROMPT),
        Expect,
        Send(". See you, Ann."),
    ]);
    let (address, server) = fake_server(steps);
    let screen = Shared::default();
    let typed = [("leave", "Waiting for Bob."), ("who", "seat is kept"), ("quit", "Bob (3)")];
    let mut terminal = Terminal::new(&typed, &screen);
    let settings = Settings { naming: named("Ann K7QF-2M9X"), ..settings(&address, None) };
    let ended = join(&settings, &mut terminal, Box::new(Plain(screen.clone())), closed());
    assert_eq!(ended.unwrap(), Ended::Left);
    assert_eq!(server.join().unwrap(), [HELLO, "name Ann K7QF-2M9X", "leave", "who", "quit"]);
    assert!(screen.text().ends_with(
        "Bob (3)\nAnn, in the lobby: tables, open 4, sit N, watch N, who, say, help\nSee you, Ann.\n"
    ));
    let (table, lobby) = (&terminal.offered[0], &terminal.offered[1]);
    assert!(!table.commands_only && table.commands.iter().any(|word| word == "say"), "{table:?}");
    assert!(lobby.commands_only && lobby.commands.iter().any(|word| word == "sit"), "{lobby:?}");
}

#[test]
fn chat_is_marked_and_a_long_line_goes_on_under_the_text_at_80_columns() {
    use ServerStep::{Expect, Send};
    let long = "\" say Bob shall we open a table for four with the market variant, or wait for Cid who \
                said he would come after dinner?";
    let mut steps = arrival();
    steps.extend([
        Expect,
        Send("~ name Ann"),
        Send("~ place lobby"),
        Send(long),
        Send("\" tell Bob psst"),
        Send("\" told Cid \u{1b}[2Jhi"),
        Expect,
        Send(". See you, Ann."),
    ]);
    let (address, server) = fake_server(steps);
    let screen = Shared::default();
    let mut terminal = Terminal::new(&[("quit", "*Cid*")], &screen);
    let settings = Settings { naming: named("Ann"), width: Some(80), ..settings(&address, None) };
    let ended = join(&settings, &mut terminal, Box::new(Plain(screen.clone())), closed());
    assert_eq!(ended.unwrap(), Ended::Left);
    assert_eq!(server.join().unwrap()[1..], ["name Ann", "quit"]);
    let expected = "<Bob> shall we open a table for four with the market variant, or wait for Cid\n      \
                    who said he would come after dinner?\n\
                    *Bob* psst\n\
                    -> *Cid* ?[2Jhi\n\
                    See you, Ann.\n";
    assert_eq!(screen.text(), expected);
    assert!(screen.text().lines().all(|line| visible_width(line) <= 80));
}

#[test]
fn a_code_at_a_lobby_and_a_name_at_a_table_are_refused_in_one_line() {
    use ServerStep::{Expect, Pause, Send};
    let mut steps = arrival();
    steps.push(Pause(300));
    let (address, server) = fake_server(steps);
    let code = settings(&address, Some(Joining::Code("K7QF-2M9X".into())));
    let ended = join(&code, &mut Typist::new(&[], true), Box::new(Plain(Shared::default())), closed());
    assert!(matches!(ended, Err(JoinError::CodeAtLobby)), "{ended:?}");
    assert_eq!(server.join().unwrap(), [HELLO], "no code was sent");
    let words = JoinError::CodeAtLobby.words(Lang::En, "h:1");
    assert_eq!(
        words,
        "h:1 is a lobby, not a table: it asks for your name, not a code (join it without --code and --watch)"
    );

    let (address, server) =
        fake_server(vec![Send("Baulöwe table"), Expect, Send("~ bauloewe/1"), Pause(1000)]);
    let name = Settings { naming: named("Ann"), ..settings(&address, None) };
    let ended = join(&name, &mut Typist::new(&[], true), Box::new(Plain(Shared::default())), closed());
    assert!(matches!(ended, Err(JoinError::NameAtTable)), "{ended:?}");
    assert_eq!(server.join().unwrap(), [HELLO], "no name was sent");
}

#[test]
fn the_end_of_the_input_or_quit_at_the_name_question_says_no_name_was_taken() {
    for typed in [&[][..], &["Verlassen"][..]] {
        let mut steps = arrival();
        steps.push(ServerStep::Pause(500));
        let (address, server) = fake_server(steps);
        let screen = Shared::default();
        let settings = Settings { lang: Lang::De, ..settings(&address, None) };
        let ended =
            join(&settings, &mut Typist::new(typed, false), Box::new(Plain(screen.clone())), closed());
        assert_eq!(ended.unwrap(), Ended::Unseated);
        assert_eq!(server.join().unwrap(), ["hello bauloewe/1 lang=de width=100 color"], "no name, no quit");
        assert!(screen.text().ends_with("Kein Name angenommen: join endet.\n"), "{}", screen.text());
    }
}

#[test]
fn a_table_that_waits_for_its_people_is_asked_no_legal_and_a_dealt_game_is() {
    use ServerStep::{Expect, Send};
    let mut steps = arrival();
    steps.extend([
        Expect,
        Send("~ name Ann"),
        Send("~ place 3"),
        Send("= You sit at table 3, seat 1. It deals when 1 more person sits down."),
        Send("? Ann at table 3, waiting (start, leave, say)"),
        Expect,
        Send("\" say Ann hi"),
        Send("~ seats Ann:human,Bob:human"),
        Send("~ seat Ann"),
        Send("= Your tiles: 4C 7H"),
        Send("? Ann, place a tile (lay 4C)"),
        Expect,
        Send("+ lay 4C"),
        Send("? Ann, place a tile (lay 4C)"),
        Expect,
        Send(". The server shuts down."),
    ]);
    let (address, server) = fake_server(steps);
    let screen = Shared::default();
    let mut terminal = Terminal::new(&[("say hi", "waiting (start"), ("lay 4C", "tiles: 4C")], &screen);
    let settings = Settings { naming: named("Ann"), ..settings(&address, None) };
    let ended = join(&settings, &mut terminal, Box::new(Plain(screen.clone())), closed());
    assert_eq!(ended.unwrap(), Ended::Closed);
    assert_eq!(server.join().unwrap(), [HELLO, "name Ann", "say hi", "legal", "lay 4C"]);
    assert!(!screen.text().contains("lay 4C\n"), "the quiet legal's answer is not shown: {}", screen.text());
}
