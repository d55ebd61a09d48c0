//! The store's tests, on real files in a folder of each test's own: every method of
//! [`SqliteStore`] here, and in [`lasting`] what a file survives (restarts, a process killed
//! mid-write, files it must refuse).

mod lasting;

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

use super::rating::rate;
use super::{
    FinishedGame, HeldName, LevelRecord, Player, Rating, STORE_FILE, SeatResult, SqliteStore, Standing, Store,
};
use crate::test_support::ScratchDir;

/// A folder of one test's own under the system's temporary folder, removed when dropped (a
/// [`ScratchDir`]), for a store's file.
struct Scratch {
    dir: ScratchDir,
}

impl Scratch {
    /// A new, empty folder named after the test.
    fn new(name: &str) -> Scratch {
        let dir = ScratchDir::new(&format!("store-{name}"));
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        Scratch { dir }
    }

    /// The store's file in the folder.
    fn file(&self) -> PathBuf {
        self.dir.path().join(STORE_FILE)
    }

    /// The store in the folder, opened.
    fn open(&self) -> SqliteStore {
        SqliteStore::open(&self.file()).expect("the store opens")
    }
}

/// A person.
fn person(name: &str) -> Player {
    Player::Person(name.to_string())
}

/// A computer level.
fn computer(level: &str) -> Player {
    Player::Computer(level.to_string())
}

/// A game at home of these players with this cash, ranked by cash (equal cash, equal rank).
fn game(seats: &[(Player, u32)]) -> FinishedGame {
    let rank = |cash: u32| 1 + seats.iter().filter(|(_, other)| *other > cash).count();
    let seats = seats
        .iter()
        .map(|(player, cash)| SeatResult {
            name: player.name().to_string(),
            player: player.clone(),
            cash: *cash,
            rank: rank(*cash),
            stood_in: false,
        })
        .collect();
    // Each game a save of its own: the store keeps one game per save.
    static GAMES: AtomicU64 = AtomicU64::new(0);
    let save =
        format!("# a save\nsaved: 2026-05-01 12:00 UTC\ngame {}\n", GAMES.fetch_add(1, Ordering::Relaxed));
    FinishedGame { table: None, when: "2026-05-01 12:00 UTC".to_string(), save, seats }
}

/// Game `n` of a series the same for every test that plays it: two to five seats (one seat,
/// unrated, every seventh), persons apart, a computer level sometimes seated twice.
fn nth_game(n: u64) -> FinishedGame {
    const POOL: [&str; 6] = ["Ada", "Bert", "Cleo", "tourist", "broker", "tycoon"];
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(n);
    let count = if n.is_multiple_of(7) { 1 } else { 2 + (rng.next_u64() % 4) as usize };
    let mut seats: Vec<(Player, u32)> = Vec::new();
    while seats.len() < count {
        let pick = POOL[(rng.next_u64() % 6) as usize];
        let player = match pick.starts_with(char::is_uppercase) {
            true if seats.iter().all(|(p, _)| p.name() != pick) => person(pick),
            true => computer("broker"),
            false => computer(pick),
        };
        seats.push((player, (rng.next_u64() % 60) as u32 * 1000));
    }
    FinishedGame { table: Some(n as u32 % 5), save: format!("save of game {n}\n").repeat(40), ..game(&seats) }
}

#[test]
fn a_name_is_held_once_whatever_its_case() {
    let scratch = Scratch::new("names");
    let mut store = scratch.open();
    let held = |name: &str, byte: u8| HeldName { name: name.to_string(), salt: [byte; 16], hash: [byte; 32] };
    assert_eq!(store.add_name(&held("Zoë", 1)), Ok(true));
    assert_eq!(store.add_name(&held("ada", 2)), Ok(true));
    assert_eq!(store.add_name(&held("ZOË", 3)), Ok(false), "held already, in another case");
    assert_eq!(store.names(), Ok(vec![held("ada", 2), held("Zoë", 1)]));
    assert_eq!(store.change_secret(&held("zoë", 4)), Ok(true));
    assert_eq!(store.change_secret(&held("Nobody", 5)), Ok(false));
    assert_eq!(store.names(), Ok(vec![held("ada", 2), held("Zoë", 4)]), "the name as first given");
}

#[test]
fn a_game_comes_back_as_it_went_in() {
    let scratch = Scratch::new("round-trip");
    let mut store = scratch.open();
    let mut finished =
        game(&[(person("Ada"), 12_300), (computer("tycoon:400"), 9_000), (person("Bert"), 9_000)]);
    finished.table = Some(7);
    finished.when = "2026-05-01 20:15 UTC".to_string();
    finished.save = "bauloewe save 1\nseats Ada \"tycoon:400\" Bert\nlay 7E; buy Löwe\n".to_string();
    finished.seats[0].stood_in = true;
    finished.seats[2].name = "Bert the second".to_string();
    let stored = store.add_game(&finished).expect("stored");
    assert_eq!(store.game(1), Ok(Some(stored.clone())));
    assert_eq!(
        (stored.number, stored.table, &stored.when, &stored.save),
        (1, Some(7), &finished.when, &finished.save)
    );
    let results: Vec<SeatResult> = stored.seats.iter().map(|seat| seat.result.clone()).collect();
    assert_eq!(results, finished.seats);
    let after = rate(&[(Rating::new(), 1), (Rating::new(), 2), (Rating::new(), 2)]);
    let changes: Vec<_> = stored.seats.iter().map(|seat| seat.change).collect();
    assert_eq!(changes, after.iter().map(|a| Some((Rating::new(), *a))).collect::<Vec<_>>());

    let alone = store.add_game(&game(&[(person("Ada"), 100)])).expect("stored");
    assert_eq!((alone.number, alone.seats[0].change), (2, None), "one seat: numbered, not rated");
    assert_eq!(store.ratings_of(&person("ADA")), Ok(vec![(3, after[0])]));
    // Two seats of one player: it won and lost at once, and nothing is learned of it.
    let itself =
        store.add_game(&game(&[(computer("broker"), 900), (computer("Broker"), 100)])).expect("kept");
    assert_eq!((itself.number, itself.seats[1].change), (3, None), "a player alone: kept, not rated");
    assert_eq!(store.ratings_of(&computer("broker")), Ok(vec![]));
    assert_eq!(store.game_count(), Ok(3));
    // The same game again, its save written at another time: the game kept, nothing new.
    let again = FinishedGame {
        save: finished.save.replace("saved: 2026-05-01", "saved: 2027-01-09"),
        ..finished.clone()
    };
    assert_eq!(store.add_game(&again), Ok(stored.clone()), "kept once");
    assert_eq!(store.ratings_of(&person("ADA")), Ok(vec![(3, after[0])]), "rated once");
    assert_eq!(store.game_count(), Ok(3));
    for missing in [0, 4, u64::MAX] {
        assert_eq!(store.game(missing), Ok(None));
    }
}

#[test]
fn a_player_seated_twice_is_rated_once_from_one_prior() {
    let scratch = Scratch::new("twice");
    let mut store = scratch.open();
    let stored =
        store.add_game(&game(&[(computer("broker"), 500), (person("Ada"), 300), (computer("broker"), 100)]));
    let each = rate(&[(Rating::new(), 1), (Rating::new(), 2), (Rating::new(), 3)]);
    let broker = Rating {
        mu: (each[0].mu + each[2].mu) / 2.0,
        sigma: (each[0].sigma + each[2].sigma) / 2.0,
        games: 1,
    };
    let changes: Vec<_> = stored.expect("stored").seats.iter().map(|seat| seat.change).collect();
    assert_eq!(
        changes,
        [Some((Rating::new(), broker)), Some((Rating::new(), each[1])), Some((Rating::new(), broker))]
    );
    assert_eq!(store.ratings_of(&computer("broker")), Ok(vec![(3, broker)]));
}

#[test]
fn history_is_the_players_games_newest_first() {
    let scratch = Scratch::new("history");
    let mut store = scratch.open();
    let with_ada = [true, true, false, true, false];
    for (n, ada) in with_ada.iter().enumerate() {
        let other = (person(if *ada { "Ada" } else { "Cleo" }), 100 * n as u32);
        store.add_game(&game(&[other, (person("Bert"), 50), (computer("broker"), 75)])).expect("stored");
    }
    let numbers = |games: Vec<super::StoredGame>| games.iter().map(|g| g.number).collect::<Vec<_>>();
    let all = store.history(&person("Ada"), 10).expect("history");
    assert!(all.iter().all(|game| game.seats.len() == 3), "every seat of each game");
    assert_eq!(all[0], store.game(4).unwrap().unwrap());
    assert_eq!(numbers(all), [4, 2, 1]);
    assert_eq!(store.history(&person("ada"), 2).map(numbers), Ok(vec![4, 2]));
    assert_eq!(store.history(&computer("broker"), usize::MAX).map(numbers), Ok(vec![5, 4, 3, 2, 1]));
    assert_eq!(store.history(&computer("Ada"), 10), Ok(vec![]), "a level is not a person");
}

#[test]
fn the_leaderboard_orders_by_conservative_rating_then_games_then_name() {
    let scratch = Scratch::new("ratings");
    let mut store = scratch.open();
    for seats in [[("Ann", 9), ("Bob", 1)], [("Dora", 5), ("Cleo", 5)], [("Ann", 9), ("Eve", 3)]] {
        store.add_game(&game(&seats.map(|(name, cash)| (person(name), cash)))).expect("stored");
    }
    let board = store.ratings(2).expect("ratings");
    let names: Vec<&str> = board.iter().map(|standing| standing.player.name()).collect();
    let mut sorted = board.clone();
    sorted.sort_by(|a, b| {
        let key = |s: &Standing| (s.rating.conservative(), s.rating.games);
        key(b).partial_cmp(&key(a)).unwrap().then(a.player.name().cmp(b.player.name()))
    });
    assert_eq!(board, sorted);
    assert_eq!(names.first(), Some(&"Ann"));
    let cleo = names.iter().position(|name| *name == "Cleo").unwrap();
    assert_eq!(names[cleo + 1], "Dora", "a tie at the same strength, by name");
    assert_eq!(store.ratings(3), Ok(vec![]));
}

#[test]
fn a_persons_record_against_each_level() {
    let scratch = Scratch::new("levels");
    let mut store = scratch.open();
    let games = [
        vec![(person("Ada"), 9_000), (computer("broker"), 4_000)],
        vec![(person("Ada"), 5_000), (computer("broker"), 6_000), (computer("tycoon"), 1_000)],
        vec![(person("Ada"), 100), (computer("tycoon"), 8_000), (computer("tycoon"), 7_000)],
        vec![(person("Bert"), 100), (computer("broker"), 8_000)],
        vec![(person("ada"), 700), (computer("tourist"), 700)],
        vec![(person("Ada"), 99_000)],
    ];
    for seats in &games {
        store.add_game(&game(seats)).expect("stored");
    }
    let record = |level: &str, games, wins, mean_rank, best_cash| LevelRecord {
        level: level.to_string(),
        games,
        wins,
        mean_rank,
        best_cash,
    };
    let expected = vec![
        record("broker", 2, 1, 1.5, 9_000),
        record("tourist", 1, 1, 1.0, 700),
        record("tycoon", 2, 0, 2.5, 5_000),
    ];
    assert_eq!(store.against_computers("ADA"), Ok(expected));
    assert_eq!(store.against_computers("Nobody"), Ok(vec![]));
}

#[test]
fn the_leaderboard_finds_the_stronger_levels() {
    let scratch = Scratch::new("levels-order");
    let mut store = scratch.open();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(31);
    for _ in 0..300 {
        // Each level's cash is its strength and some luck: a stronger level usually wins.
        let seats = [("tourist", 1), ("broker", 2), ("tycoon", 3)]
            .map(|(level, strength)| (computer(level), strength * 1_000 + (rng.next_u64() % 2_500) as u32));
        store.add_game(&game(&seats)).expect("stored");
    }
    let board = store.ratings(3).expect("ratings");
    let levels: Vec<&str> = board.iter().map(|standing| standing.player.name()).collect();
    assert_eq!(levels, ["tycoon", "broker", "tourist"], "{board:?}");
    assert!(board.iter().all(|standing| standing.rating.games == 300));
}
