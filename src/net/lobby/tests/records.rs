//! The lobby's records through real sockets: finished games kept with their ratings across
//! restarts, `ratings`, `history`, `record`, `passwd`, and a store that cannot be used.

use super::{Client, folder, start};

/// A framed client in the lobby, past its welcome and first prompt.
fn in_lobby(address: &str, naming: &str) -> Client {
    let mut client = Client::framed(address, naming);
    client.until("? ");
    client
}

/// Opens a table of computers only (the opener watches) and waits until its game is kept;
/// the game's number. Back in the lobby after.
fn computers_play(client: &mut Client, seats: &str) -> u64 {
    client.send(&format!("open {seats}"));
    client.until("~ place ");
    let kept = client.until("= This game is kept as game ");
    let number = kept.trim_start_matches("= This game is kept as game ");
    let number = number.split(':').next().and_then(|n| n.parse().ok()).expect("a game's number");
    client.send("leave");
    client.until("~ place lobby");
    client.until("? ");
    number
}

/// The text lines (`= …`) of the answer to `line`, until the lobby's prompt.
fn answer(client: &mut Client, line: &str) -> Vec<String> {
    client.send(line);
    let mut lines = Vec::new();
    loop {
        let line = client.line().expect("an answer");
        if line.starts_with("? ") {
            return lines;
        }
        lines.push(line);
    }
}

#[test]
fn a_server_started_again_ten_times_over_twenty_games_keeps_every_game_and_rating() {
    let (_scratch, saves) = folder("records-restarts");
    let mut secret = None;
    for round in 0..10 {
        let (address, stop, running) = start(&saves);
        let naming = secret.as_ref().map_or("Ann".to_string(), |s| format!("Ann {s}"));
        let mut ann = in_lobby(&address, &naming);
        secret.get_or_insert_with(|| ann.secret());
        for table in 0..2 {
            let number = computers_play(&mut ann, "A:broker,B:tourist");
            assert_eq!(number, 2 * round + table + 1, "games are numbered in the order they end");
        }
        stop.stop();
        running.join().expect("the server stops");
    }
    let (address, stop, running) = start(&saves);
    let mut ann = in_lobby(&address, &format!("Ann {}", secret.expect("a secret")));
    let ratings = answer(&mut ann, "ratings 2");
    assert_eq!(ratings[0], "= Ratings for 2-player games (surest strength first: mean - 3 x uncertainty):");
    assert!(ratings[1].contains("broker (computer)") && ratings[1].ends_with("20 games"), "{ratings:?}");
    assert!(ratings[2].contains("tourist (computer)") && ratings[2].ends_with("20 games"), "{ratings:?}");
    let history = answer(&mut ann, "history broker");
    assert!(history[1].starts_with("=   game 20, ") && history.len() == 41, "{history:?}");
    let record = answer(&mut ann, "record 20");
    assert_eq!(record[0], "= # bauloewe save 1");
    let refused = answer(&mut ann, "record 21");
    assert_eq!(refused, ["! there is no game 21: the records hold games 1 to 20"]);
    // Every stored game's record replays to the result the store holds.
    let replayed: Vec<crate::record::Record> = (1..=20)
        .map(|number| {
            let lines = answer(&mut ann, &format!("record {number}"));
            let text: String =
                lines.iter().map(|line| format!("{}\n", line.trim_start_matches("= "))).collect();
            crate::save::format::read_save(&text).expect("a save file").0
        })
        .collect();
    stop.stop();
    running.join().expect("the server stops");
    let store = crate::store::SqliteStore::open(&saves.join(crate::store::STORE_FILE)).expect("the store");
    for (number, record) in (1..=20).zip(&replayed) {
        use crate::store::Store;
        let stored = store.game(number).expect("readable").expect("kept");
        let cash: Vec<u32> = stored.seats.iter().map(|seat| seat.result.cash).collect();
        let replayed: Vec<u32> =
            (0..record.game().player_count()).map(|seat| record.game().cash(seat)).collect();
        assert!(record.game().is_over() && cash == replayed, "game {number}: {cash:?} {replayed:?}");
    }
}

#[test]
fn a_record_replays_to_the_stored_result() {
    let (_scratch, saves) = folder("records-replay");
    let (address, stop, running) = start(&saves);
    let mut ann = in_lobby(&address, "Ann");
    let number = computers_play(&mut ann, "A:broker,B:tourist --market");
    let text: Vec<String> = answer(&mut ann, &format!("record {number}"))
        .into_iter()
        .map(|line| line.trim_start_matches("= ").to_string())
        .collect();
    let (record, _) = crate::save::format::read_save(&(text.join("\n") + "\n")).expect("a save file");
    let history = answer(&mut ann, "history broker");
    let game = record.game();
    assert!(game.is_over() && game.options().market);
    let cash = crate::words::Lang::En.money(game.cash(0));
    assert!(history[2].contains(&format!(" of 2 with {cash}")), "{history:?} {cash}");
    stop.stop();
    running.join().expect("the server stops");
}

#[test]
fn a_persons_game_changes_their_rating_shown_in_who_and_history() {
    let (_scratch, saves) = folder("records-person");
    let (address, stop, running) = start(&saves);
    let mut ann = in_lobby(&address, "Ann");
    ann.send("who");
    ann.until("= 1 person here:");
    assert!(ann.until("=   Ann").contains(" new "), "a newcomer has no rating yet");
    ann.send("open Ann,Cid:tourist");
    ann.until("~ seat Ann");
    // Ann plays every decision with the first legal command until the game is over.
    let kept = loop {
        let line = ann.line().expect("the game goes on");
        if line.starts_with("= This game is kept as game 1") {
            break line;
        }
        if line.starts_with("? Ann") {
            ann.send("legal");
            let first = ann.until("+ ").trim_start_matches("+ ").to_string();
            ann.until("? ");
            ann.send(&first);
        }
    };
    assert!(kept.contains("'record 1'"), "{kept}");
    let change = ann.until("=   Ann ");
    assert!(change.contains(" rating ") && change.contains(" -> "), "{change}");
    // `new` deals again: the finished game stays in the records.
    ann.send("new");
    ann.until("~ A new game is dealt, with the same seats.");
    ann.send("leave");
    ann.until("~ place lobby");
    ann.until("? ");
    let who = answer(&mut ann, "who");
    assert!(who.iter().any(|line| line.starts_with("=   Ann") && line.contains("(2p)")), "{who:?}");
    let history = answer(&mut ann, "history");
    assert_eq!(history[0], "= Ann's game:");
    assert!(
        history[1].starts_with("=   game 1, ") && history[1].ends_with("Ann, Cid (tourist)"),
        "{history:?}"
    );
    assert!(history[2].contains(" of 2 with ") && history[2].contains(", rating "), "{history:?}");
    assert_eq!(answer(&mut ann, "record 1")[0], "= # bauloewe save 1", "kept after 'new'");
    stop.stop();
    running.join().expect("the server stops");
}

#[test]
fn passwd_gives_a_new_secret_and_the_old_one_no_longer_works() {
    let (_scratch, saves) = folder("records-passwd");
    let (address, stop, running) = start(&saves);
    let mut ann = Client::framed(&address, "Ann");
    let old = ann.secret();
    ann.send("passwd");
    let new = ann.until("~ secret ").trim_start_matches("~ secret ").to_string();
    assert_ne!(old, new);
    ann.until("= Your new secret is");
    stop.stop();
    running.join().expect("the server stops");
    // Kept across a restart: the old secret is refused, the new one lets Ann in.
    let (address, stop, running) = start(&saves);
    let mut thief = Client::connect(&address);
    thief.send("hello bauloewe/1");
    thief.until("~ server lobby");
    thief.send(&format!("name Ann {old}"));
    thief.until("! that is not the name's secret");
    let ann = Client::framed(&address, &format!("Ann {new}"));
    assert!(ann.seen.contains(&"~ name Ann".to_string()), "{:?}", ann.seen);
    stop.stop();
    running.join().expect("the server stops");
}

#[test]
fn records_words_used_wrongly_get_one_line_and_change_nothing() {
    let (_scratch, saves) = folder("records-words");
    let (address, stop, running) = start(&saves);
    let mut ann = in_lobby(&address, "Ann");
    for (line, refusal) in [
        ("record 99999", "! there is no game 99999: no game has ended here yet"),
        ("review 1", "! there is no game 1: no game has ended here yet"),
        ("record x", "! 'record' needs a stored game's number: record 12 ('history' lists them)"),
        ("ratings 7", "! 'ratings' takes a player count from 2 to 6, or nothing: ratings 4"),
        ("history Ann Bob", "! 'history' takes one name, or nothing for your own: history Ann"),
    ] {
        assert_eq!(answer(&mut ann, line), [refusal], "{line}");
    }
    assert_eq!(
        answer(&mut ann, "ratings"),
        ["= No rated game yet: every finished game of two different players counts."]
    );
    assert_eq!(answer(&mut ann, "history"), ["= Ann has no finished game in the records yet."]);
    stop.stop();
    running.join().expect("the server stops");
}

#[test]
fn a_broken_store_stops_the_start_and_is_left_as_it_is() {
    use crate::net::lobby::{LobbyServer, Settings, StartError};
    let (_scratch, saves) = folder("records-broken");
    std::fs::create_dir_all(&saves).expect("a folder");
    let path = saves.join("bauloewe.sqlite");
    let junk = b"these are no records, just a text file someone put here\n".repeat(100);
    std::fs::write(&path, &junk).expect("written");
    let settings = Settings {
        saves: crate::save::SaveDir::new(&saves),
        db: None,
        lang: crate::words::Lang::En,
        seed: None,
        stand_in: None,
        limits: crate::net::server::Limits::default(),
    };
    let server = LobbyServer::bind("127.0.0.1:0", settings).expect("a free port");
    let refused = server.run(std::io::sink());
    assert!(matches!(refused, Err(StartError::Store(ref at, _)) if *at == path), "{refused:?}");
    assert_eq!(std::fs::read(&path).expect("still there"), junk, "left as it is");
}

#[test]
fn a_game_over_in_a_tables_save_but_not_in_the_records_enters_them_when_the_server_starts() {
    use crate::notation::SeatList;
    use crate::session::Session;
    // A server killed after its table's last save and before the store heard of the game
    // leaves exactly this: the save of a game over, and no game in the records.
    let (_scratch, saves) = folder("records-late");
    let seats = "Ada:broker,Tim:tourist".parse::<SeatList>().expect("seats").0;
    let (mut session, _) = Session::new(seats, 5, crate::rules::Options::default()).expect("a game");
    while !session.game().is_over() {
        session.play_computer().expect("a computer's turn").expect("legal");
    }
    let text = crate::save::format::write_save(session.record(), "2026-12-06 10:00 UTC");
    crate::save::SaveDir::new(&saves).save_text("table-1", &text).expect("saved");
    for start_again in 0..2 {
        let (address, stop, running) = start(&saves);
        let mut ann = in_lobby(&address, if start_again == 0 { "Ann" } else { "Bob" });
        let history = answer(&mut ann, "history tourist");
        assert_eq!(history.len(), 3, "kept once, however often the server starts: {history:?}");
        assert!(
            history[1]
                .starts_with("=   game 1, 2026-12-06 10:00 UTC at table 1: Ada (broker), Tim (tourist)")
        );
        stop.stop();
        running.join().expect("the server stops");
    }
}

#[test]
fn a_stored_game_is_reviewed_turn_by_turn_and_the_lobby_still_answers() {
    let (_scratch, saves) = folder("records-review");
    let (address, stop, running) = start(&saves);
    let mut ann = in_lobby(&address, "Ann");
    computers_play(&mut ann, "A:broker,B:tourist");
    let mut deal = answer(&mut ann, "review 1");
    assert_eq!(deal.remove(0), "~ place review", "a program reads where it is");
    assert!(deal[0].starts_with("= The deal (turn 0 of "), "{deal:?}");
    let last: usize =
        deal[0].trim_start_matches("= The deal (turn 0 of ").trim_end_matches(')').parse().expect("turns");
    assert!(deal.iter().any(|line| line.starts_with("= A's tiles: ")), "every hand shown: {deal:?}");
    let next = answer(&mut ann, "");
    assert!(next[0].starts_with(&format!("= Turn 1 of {last} · ")), "Enter steps on: {next:?}");
    let who = answer(&mut ann, "who");
    assert!(who[0].starts_with("= 1 person here"), "the lobby's words still work: {who:?}");
    assert!(who[1].starts_with("=   Ann") && who[1].ends_with("reviewing game 1"), "{who:?}");
    assert_eq!(who[2], "~ person Ann lobby", "for programs, a review is in the lobby");
    // The lobby's chat reaches a person reviewing, with the review's prompt again.
    let mut bob = in_lobby(&address, "Bob");
    bob.send("say hello Ann");
    ann.until("\" say Bob hello Ann");
    // At a table, `review` is refused by the table: a review is the lobby's place.
    bob.send("open Bob,Cid:broker");
    bob.until("~ seat Bob");
    bob.send("review 1");
    bob.until("! you are at table 2: 'leave' first");
    assert_eq!(answer(&mut ann, "turn 99999").len(), 1, "one line for a turn beyond the game");
    let end = answer(&mut ann, "last");
    assert!(end.iter().any(|line| line.contains(" wins with ")), "the last turn shows the end: {end:?}");
    ann.send("leave");
    ann.until("~ place lobby");
    assert!(ann.until("? ").starts_with("? Ann, in the lobby"));
    stop.stop();
    running.join().expect("the server stops");
}
