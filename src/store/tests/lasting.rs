//! What a store's file survives: being closed and opened again, a writer killed (SIGKILL)
//! mid-write, and files the store must refuse without touching them.

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};
use rusqlite::Connection;

use super::super::schema::VERSION;
use super::{Scratch, computer, nth_game, person};
use crate::store::{SqliteStore, Store, StoreError};

/// The variable that hands [`killed_writer`] its store's file.
const WRITER_FILE: &str = "BAULOEWE_STORE_KILLED_WRITER";

/// The longest [`a_store_killed_mid_write_is_whole`] waits for its writer's first game.
const WAIT: Duration = Duration::from_secs(20);

#[test]
fn a_store_closed_and_opened_again_rates_as_one_left_open() {
    let (restarted, kept) = (Scratch::new("restarted"), Scratch::new("kept"));
    for round in 0..10 {
        let mut store = restarted.open();
        for n in [2 * round, 2 * round + 1] {
            store.add_game(&nth_game(n)).expect("stored");
        }
    }
    let mut one = kept.open();
    for n in 0..20 {
        one.add_game(&nth_game(n)).expect("stored");
    }
    let again = restarted.open();
    assert_eq!(again.game_count(), Ok(20));
    for players in 2..=6 {
        assert_eq!(again.ratings(players), one.ratings(players), "{players} players");
    }
    for n in 1..=20 {
        assert_eq!(again.game(n), one.game(n));
    }
    for player in [person("Ada"), person("Bert"), person("Cleo"), computer("tourist"), computer("broker")] {
        assert_eq!(again.ratings_of(&player), one.ratings_of(&player));
    }
}

#[test]
fn a_store_killed_mid_write_is_whole() {
    let scratch = Scratch::new("killed");
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(12);
    let mut count = 0;
    for kill in 0..12 {
        let mut writer = start_writer(&scratch.file());
        wait_for_more_than(count, &scratch.file(), &mut writer);
        sleep(Duration::from_millis(5 + rng.next_u64() % 76));
        writer.kill().expect("the writer killed");
        writer.wait().expect("the writer gone");
        let reopened = scratch.open();
        let now = reopened.game_count().expect("a count");
        assert!(now > count, "kill {kill}: {now} games after {count}: the writer wrote");
        count = now;
        drop(reopened);
        check_whole(&scratch.file());
    }
}

/// The writer that [`a_store_killed_mid_write_is_whole`] starts and kills: it adds games to the
/// store named by [`WRITER_FILE`] until killed (or for 30 s at most, should nobody kill it).
/// Without the variable, as in a run of every ignored test, it does nothing.
#[test]
#[ignore = "started and killed by a_store_killed_mid_write_is_whole"]
fn killed_writer() {
    let Some(file) = std::env::var_os(WRITER_FILE) else { return };
    let mut store = SqliteStore::open(Path::new(&file)).expect("the store opens");
    let start = Instant::now();
    let mut n = store.game_count().expect("a count");
    while start.elapsed() < Duration::from_secs(30) {
        store.add_game(&nth_game(n)).expect("stored");
        n += 1;
    }
}

/// This test binary again, running [`killed_writer`] only on `file`.
fn start_writer(file: &Path) -> Child {
    let exe = std::env::current_exe().expect("the test binary");
    Command::new(exe)
        .args(["--exact", "store::tests::lasting::killed_writer", "--ignored", "--nocapture"])
        .env(WRITER_FILE, file)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the writer starts")
}

/// Waits until the store at `file` holds more than `count` games, at most [`WAIT`].
fn wait_for_more_than(count: u64, file: &Path, writer: &mut Child) {
    let start = Instant::now();
    loop {
        let games = SqliteStore::open(file).and_then(|store| store.game_count());
        if games.is_ok_and(|games| games > count) {
            return;
        }
        let ended = writer.try_wait().expect("the writer's state");
        if ended.is_some() || start.elapsed() > WAIT {
            let _ = writer.kill();
            panic!("the writer wrote nothing in {:?} (ended: {ended:?})", start.elapsed());
        }
        sleep(Duration::from_millis(2));
    }
}

/// Asserts that the store at `file` is whole: SQLite finds nothing wrong, the games are
/// numbered from 1 without a gap, each has all its seats, and each rating is the one its
/// player's latest seat left, counting every rated game the player sat in.
fn check_whole(file: &Path) {
    let db = Connection::open(file).expect("the file opens");
    let one = |sql: &str| -> i64 { db.query_row(sql, [], |row| row.get(0)).expect(sql) };
    let integrity: String = db.query_row("PRAGMA integrity_check", [], |row| row.get(0)).unwrap();
    assert_eq!(integrity, "ok");
    assert_eq!(one("SELECT count(*) FROM games"), one("SELECT coalesce(max(number), 0) FROM games"));
    assert_eq!(one("SELECT count(*) FROM games WHERE number < 1"), 0);
    let short = "SELECT count(*) FROM games g WHERE g.seats != (SELECT count(*) FROM seats s WHERE s.game = g.number)";
    assert_eq!(one(short), 0, "a game without all its seats");
    let rated = "SELECT count(*) FROM (SELECT DISTINCT s.player, g.seats FROM seats s
                 JOIN games g ON g.number = s.game WHERE g.rated = 1)";
    assert_eq!(one(rated), one("SELECT count(*) FROM ratings"), "a rating for each player and count");
    let mut ratings = db.prepare("SELECT player, players, mu, sigma, games FROM ratings").unwrap();
    let rows =
        ratings.query_map([], |row| Ok((row.get(0)?, row.get(1)?, (row.get(2)?, row.get(3)?, row.get(4)?))));
    for row in rows.unwrap() {
        let (player, players, rating): (i64, i64, (f64, f64, i64)) = row.unwrap();
        assert_eq!(latest(&db, player, players), rating, "player {player} at {players}");
    }
}

/// The rating after `player`'s latest game of `players` players, and its count of such games.
fn latest(db: &Connection, player: i64, players: i64) -> (f64, f64, i64) {
    let sql = "SELECT s.mu_after, s.sigma_after,
                      (SELECT count(DISTINCT t.game) FROM seats t JOIN games h ON h.number = t.game
                       WHERE t.player = ?1 AND h.seats = ?2 AND h.rated = 1)
               FROM seats s JOIN games g ON g.number = s.game
               WHERE s.player = ?1 AND g.seats = ?2 AND g.rated = 1
               ORDER BY s.game DESC LIMIT 1";
    db.query_row(sql, [player, players], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?))).expect(sql)
}

#[test]
fn a_new_file_is_made_at_the_newest_version_in_wal_mode() {
    let scratch = Scratch::new("new");
    drop(scratch.open());
    let db = Connection::open(scratch.file()).unwrap();
    let version: i64 = db.query_row("PRAGMA user_version", [], |row| row.get(0)).unwrap();
    let mode: String = db.query_row("PRAGMA journal_mode", [], |row| row.get(0)).unwrap();
    assert_eq!((version, mode.as_str()), (VERSION, "wal"));
}

#[test]
fn a_file_of_a_newer_program_is_refused_untouched() {
    let scratch = Scratch::new("newer");
    let db = Connection::open(scratch.file()).unwrap();
    db.execute_batch(&format!(
        "PRAGMA journal_mode = WAL; CREATE TABLE future (x); PRAGMA user_version = {}",
        VERSION + 1
    ))
    .unwrap();
    drop(db);
    let refused = refused_untouched(&scratch);
    assert_eq!(refused, StoreError::Newer { found: VERSION + 1, known: VERSION });
}

#[test]
fn a_file_that_is_not_a_database_is_refused_untouched() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
    let noise: Vec<u8> = (0..4096).map(|_| rng.next_u64() as u8).collect();
    let text = b"bauloewe save 1\nseats Ada Bert\nlay 7E\n".repeat(20);
    for (name, bytes) in [("text", text), ("noise", noise), ("short", b"not a store\n".to_vec())] {
        let scratch = Scratch::new(name);
        std::fs::write(scratch.file(), &bytes).unwrap();
        let refused = refused_untouched(&scratch);
        assert!(matches!(&refused, StoreError::Broken(said) if !said.is_empty()), "{name}: {refused:?}");
    }
}

#[test]
fn a_file_in_a_missing_folder_is_an_io_error() {
    let scratch = Scratch::new("missing");
    let refused = SqliteStore::open(&scratch.dir.path().join("no such folder").join("store.sqlite"));
    assert!(matches!(refused, Err(StoreError::Io(_))), "{:?}", refused.err());
}

/// Opens the store in `scratch`, which must fail; the error, once the test has seen that the
/// folder holds the file alone (no log or journal left beside it) with the bytes it had.
fn refused_untouched(scratch: &Scratch) -> StoreError {
    let before = std::fs::read(scratch.file()).unwrap();
    let refused = SqliteStore::open(&scratch.file()).err().expect("the file refused");
    assert_eq!(std::fs::read(scratch.file()).unwrap(), before, "the file's bytes");
    let files: Vec<_> =
        std::fs::read_dir(&scratch.dir).unwrap().map(|entry| entry.unwrap().file_name()).collect();
    assert_eq!(files, [crate::store::STORE_FILE], "nothing beside the file");
    refused
}
