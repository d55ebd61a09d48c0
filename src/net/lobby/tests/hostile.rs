//! What a lobby's server meets besides people playing: lines of a mebibyte, clients that never
//! read, connections that say nothing, control characters, connections lost mid-game. Each is
//! refused or let go in one line, and nobody else waits for it.

use std::time::{Duration, Instant};

use super::{Client, folder, start, start_standing_in, start_with};
use crate::net::server::Limits;

#[test]
fn a_line_of_a_mebibyte_is_refused_in_one_line_and_the_next_line_works() {
    let (_scratch, saves) = folder("mebibyte");
    let (address, stop, running) = start(&saves);
    let mut ann = Client::framed(&address, "Ann");
    ann.send(&"x".repeat(1 << 20));
    ann.until("! that line is longer than 1024 bytes");
    ann.send("who");
    ann.until("~ person Ann lobby");
    // Before the name too: refused, and the name is still asked for.
    let mut bob = Client::connect(&address);
    bob.until("Baulöwe lobby");
    bob.send(&"y".repeat(5000));
    bob.until("that line is longer than 1024 bytes");
    bob.send("Bob");
    bob.until("secret ");
    stop.stop();
    running.join().expect("the server stops");
}

/// Ann floods and never reads: Bob is answered every time at once. (She is let go once her
/// answers fill the sockets' buffers and a write waits past the write timeout; read at the
/// connection's pace of twenty lines a second, that takes minutes on loopback's large buffers,
/// so the test does not wait for it.)
#[test]
fn a_client_that_never_reads_holds_up_nobody_else() {
    let (_scratch, saves) = folder("never-reads");
    let limits = Limits { write_timeout: Duration::from_millis(500), ..Limits::default() };
    let (address, stop, running) = start_with(&saves, limits);
    let mut ann = Client::framed(&address, "Ann");
    ann.send("open 2");
    ann.until("~ place 1");
    let mut bob = Client::framed(&address, "Bob");
    bob.send("sit 1");
    bob.until("~ seat Bob");
    // Ann asks for the help again and again and never reads a line of it.
    let mut sender = ann.writer.try_clone().unwrap();
    sender.set_write_timeout(Some(Duration::from_millis(200))).unwrap();
    let flood = std::thread::spawn(move || {
        for _ in 0..5000 {
            if std::io::Write::write_all(&mut sender, b"help\n").is_err() {
                return;
            }
        }
    });
    // Meanwhile Bob is answered every time, and soon hears that Ann left.
    let mut slowest = Duration::ZERO;
    for _ in 0..20 {
        let asked = Instant::now();
        bob.send("players");
        bob.until("=   Bob");
        slowest = slowest.max(asked.elapsed());
    }
    assert!(slowest < Duration::from_secs(2), "Bob waited {slowest:?} for an answer");
    flood.join().unwrap();
    stop.stop();
    running.join().expect("the server stops");
}

#[test]
fn silent_connections_are_closed_at_the_handshake_deadline_while_a_name_gets_in() {
    let (_scratch, saves) = folder("silent");
    let limits = Limits { handshake: Duration::from_secs(1), ..Limits::default() };
    let (address, stop, running) = start_with(&saves, limits);
    let mut silent: Vec<Client> = (0..100).map(|_| Client::connect(&address)).collect();
    let ann = Client::framed(&address, "Ann");
    assert!(ann.seen.contains(&"~ place lobby".to_string()));
    for client in &mut silent {
        client.until("Baulöwe lobby");
        assert_eq!(client.line(), None, "closed at the deadline, saying nothing more");
    }
    stop.stop();
    running.join().expect("the server stops");
}

#[test]
fn control_characters_in_chat_never_reach_another_terminal() {
    let (_scratch, saves) = folder("escapes");
    let (address, stop, running) = start(&saves);
    let mut ann = Client::framed(&address, "Ann");
    let mut bob = Client::framed(&address, "Bob");
    ann.send("say \u{1b}]0;owned\u{7} \u{1b}[2J hi");
    let heard = bob.until("\" say Ann");
    assert!(!heard.contains('\u{1b}') && !heard.contains('\u{7}'), "{heard:?}");
    // A name is letters and digits only.
    let mut eve = Client::connect(&address);
    eve.send("hello bauloewe/1");
    eve.until("~ server lobby");
    eve.send("name Eve\u{1b}[31m");
    eve.until("! 'Eve?[31m' is no name here");
    stop.stop();
    running.join().expect("the server stops");
}

#[test]
fn a_connection_lost_mid_game_comes_back_by_name_to_its_seat_and_prompt() {
    let (_scratch, saves) = folder("lost");
    let (address, stop, running) = start(&saves);
    let mut ann = Client::framed(&address, "Ann");
    ann.send("open Ann,Bob:broker");
    ann.until("? Ann, place a tile");
    let secret = ann.secret();
    // The connection dies without a word (the laptop's lid closed).
    drop(ann);
    let mut again = Client::framed(&address, &format!("Ann {secret}"));
    assert_eq!(again.seen.last().map(String::as_str), Some("~ place 1"));
    again.until("~ seat Ann");
    again.until("? Ann, place a tile");
    // A greeting in another version is told which one is spoken, and closed.
    let mut old = Client::connect(&address);
    old.send("hello bauloewe/2");
    old.until("Baulöwe lobby");
    let told = old.line().expect("one line");
    assert!(told.contains("bauloewe/1"), "{told}");
    assert_eq!(old.line(), None);
    stop.stop();
    running.join().expect("the server stops");
}

#[test]
fn new_names_from_one_address_are_bounded_but_this_machines_are_not() {
    use crate::net::lobby::hall::Hall;
    use crate::net::lobby::{Refusal, Welcome};
    use crate::net::naming::Naming;
    let (_scratch, saves) = folder("new-names");
    let settings = crate::net::lobby::Settings {
        saves: crate::save::SaveDir::new(&saves),
        db: None,
        lang: crate::words::Lang::En,
        seed: None,
        stand_in: None,
        limits: Limits::default(),
    };
    let mut hall = Hall::open(settings, Box::new(std::io::sink())).expect("an empty folder opens");
    let naming = |n: usize| Naming { name: format!("Guest{n}"), secret: None };
    let far: std::net::IpAddr = "192.0.2.7".parse().unwrap();
    let burst = Limits::default().address_burst as usize;
    for n in 0..burst {
        assert!(matches!(hall.naming(&naming(n), far).0, Welcome::In(..)), "name {n}");
    }
    assert!(matches!(hall.naming(&naming(burst), far).0, Welcome::Refused(Refusal::TooManyNames)));
    let here: std::net::IpAddr = "127.0.0.1".parse().unwrap();
    for n in 100..100 + 3 * burst {
        assert!(matches!(hall.naming(&naming(n), here).0, Welcome::In(..)), "name {n}");
    }
}

#[test]
fn a_seat_away_at_its_decision_gets_a_stand_in_until_its_person_comes_back_by_name() {
    use crate::net::server::StandIn;
    use crate::notation::PlayerKind;
    let (_scratch, saves) = folder("stand-in");
    let stand_in = StandIn { kind: PlayerKind::Broker, after: Duration::from_secs(1) };
    let (address, stop, running) = start_standing_in(&saves, Limits::default(), Some(stand_in));
    let mut ann = Client::framed(&address, "Ann");
    ann.send("open 2");
    ann.until("~ place 1");
    let mut bob = Client::framed(&address, "Bob");
    let secret = bob.secret();
    bob.send("sit 1");
    bob.until("~ seat Bob");
    // Ann plays her turn through; Bob is gone before his.
    drop(bob);
    ann.until("~ Bob left the table (the seat stays theirs).");
    ann.send("legal");
    let first = ann.until("+ ").trim_start_matches("+ ").to_string();
    ann.until("? ");
    ann.send(&first);
    ann.until("~ Bob is away at their decision: a broker decides for Bob until Bob is back.");
    ann.until("=   Bob lays");
    // Bob comes back by name: the seat is his again, and it is a person's decision once more.
    let mut bob = Client::framed(&address, &format!("Bob {secret}"));
    bob.until("~ seat Bob");
    ann.until("~ Bob joined the table.");
    stop.stop();
    running.join().expect("the server stops");
}

#[test]
fn one_person_may_open_only_a_few_tables_that_wait_for_others() {
    let (_scratch, saves) = folder("open-flood");
    let (address, stop, running) = start(&saves);
    let mut eve = Client::framed(&address, "Eve");
    for number in 1..=3 {
        eve.send("open Ann,Bob");
        eve.until(&format!("~ Table {number} is open"));
    }
    eve.send("open Ann,Bob");
    eve.until("! you have 3 tables waiting for people already");
    eve.send("tables");
    eve.until("~ table 3 waiting 2");
    stop.stop();
    running.join().expect("the server stops");
}
