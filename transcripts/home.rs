//! The records at home as a user meets them: a game played to its end at a terminal (a
//! pseudo-terminal) is kept, `--no-records` and pipes keep none, and `bauloewe history` and
//! `bauloewe record` read records prepared here through the library, a broken or newer file
//! refused in one line and left byte for byte.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use bauloewe::ai::{self, AiSettings};
use bauloewe::notation::{PlayerKind, Seat};
use bauloewe::record::Record;
use bauloewe::rules::Options;
use bauloewe::store::{FinishedGame, STORE_FILE, SqliteStore, Store};

mod terminal;

use terminal::Terminal;

/// Runs the program with `args` in no language or colour of the environment's, feeding
/// `input` on stdin.
fn bauloewe(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bauloewe"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .env("NO_COLOR", "1")
        .env("SOURCE_DATE_EPOCH", "1714588200")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program starts");
    let _ = child.stdin.take().expect("stdin is piped").write_all(input);
    child.wait_with_output().expect("the program ends")
}

/// The output's streams as text.
fn said(output: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// An empty folder of this test's own.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bauloewe-home-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// A game of `seats` dealt from `seed` and played to its end, a broker deciding for every
/// seat (a person's too).
fn played(seats: &[(&str, PlayerKind)], seed: u64) -> Record {
    let seats: Vec<Seat> = seats.iter().map(|(name, kind)| Seat::new(name, *kind).expect("a seat")).collect();
    let brokers = vec![PlayerKind::Broker; seats.len()];
    let (mut record, _) = Record::new(seats, seed, Options::default()).expect("a deal");
    let mut players = ai::players(&brokers, &AiSettings::default());
    while let Some(seat) = record.game().decision().player() {
        let action = players[seat].as_mut().expect("a broker").decide(&record.game().view(seat));
        record.apply_all(&[action]).expect("a broker's action is legal");
    }
    record
}

/// Records in `dir` of four games: Ann against a broker, then against a broker and a
/// tourist, `ann` against a tourist, and Zoe and Ann at one keyboard. Answers the records.
fn prepared(dir: &Path) -> Vec<Record> {
    use PlayerKind::{Broker, Human, Tourist};
    let games = [
        played(&[("Ann", Human), ("Bob", Broker)], 1),
        played(&[("Ann", Human), ("Bob", Broker), ("Cid", Tourist)], 2),
        played(&[("ann", Human), ("Dee", Tourist)], 3),
        played(&[("Zoe", Human), ("Ann", Human)], 4),
    ];
    let mut store = SqliteStore::open(&dir.join(STORE_FILE)).expect("a new store");
    for (at, record) in games.iter().enumerate() {
        let when = format!("2024-05-0{} 18:30 UTC", at + 1);
        store.add_game(&FinishedGame::of_record(record, None, &when, |_| false)).expect("kept");
    }
    games.to_vec()
}

/// `bauloewe history` of the records [`prepared`].
const HISTORY: &str = "\
Ann against the computer levels:
  level    games  wins  mean rank  best cash
  broker       2     1        1.5     56,800
  tourist      2     1        1.5     59,600
Ann's last 4 games:
  game  ended                 rank      cash  seats
     4  2024-05-04 18:30 UTC  1 of 2  51,500  Zoe, Ann
     3  2024-05-03 18:30 UTC  2 of 2  59,600  ann, Dee (tourist)
     2  2024-05-02 18:30 UTC  1 of 3  56,800  Ann, Bob (broker), Cid (tourist)
     1  2024-05-01 18:30 UTC  2 of 2  42,600  Ann, Bob (broker)

Zoe has played with no computer level yet.
Zoe's last game:
  game  ended                 rank      cash  seats
     4  2024-05-04 18:30 UTC  2 of 2  46,600  Zoe, Ann
";

#[test]
fn history_shows_each_persons_record_against_the_levels_and_their_last_games() {
    let dir = scratch("history");
    prepared(&dir);
    let saves = dir.to_str().expect("UTF-8");
    let english = bauloewe(&["history", "--save-dir", saves], b"");
    assert_eq!(said(&english), (HISTORY.to_string(), String::new()));
    assert_eq!(english.status.code(), Some(0));
    let german = bauloewe(&["--lang", "de", "history", "--save-dir", saves], b"");
    assert_eq!(said(&german), (GESCHICHTE.to_string(), String::new()));
    let _ = fs::remove_dir_all(dir);
}

/// `bauloewe --lang de history` of the records [`prepared`]: German money and level words.
const GESCHICHTE: &str = "\
Ann gegen die Computerstufen:
  Stufe    Spiele  Siege  mittlerer Rang  bestes Geld
  makler        2      1             1,5       56.800
  tourist       2      1             1,5       59.600
Anns letzte 4 Spiele:
  Spiel  Ende                  Rang       Geld  Plätze
      4  2024-05-04 18:30 UTC  1 von 2  51.500  Zoe, Ann
      3  2024-05-03 18:30 UTC  2 von 2  59.600  ann, Dee (tourist)
      2  2024-05-02 18:30 UTC  1 von 3  56.800  Ann, Bob (makler), Cid (tourist)
      1  2024-05-01 18:30 UTC  2 von 2  42.600  Ann, Bob (makler)

Zoe hat noch mit keiner Computerstufe gespielt.
Zoes letztes Spiel:
  Spiel  Ende                  Rang       Geld  Plätze
      4  2024-05-04 18:30 UTC  2 von 2  46.600  Zoe, Ann
";

#[test]
fn history_of_one_name_in_any_case_or_of_nobody_is_friendly() {
    let dir = scratch("name");
    prepared(&dir);
    let saves = dir.to_str().expect("UTF-8");
    let zoe = bauloewe(&["history", "ZOE", "--save-dir", saves], b"");
    let (text, _) = said(&zoe);
    assert_eq!(text, HISTORY[HISTORY.find("Zoe has").expect("Zoe's part")..]);
    let nobody = bauloewe(&["history", "Max", "--save-dir", saves], b"");
    assert_eq!(said(&nobody), ("No game of Max is kept in the records.\n".to_string(), String::new()));
    assert_eq!(nobody.status.code(), Some(0));
    let empty = scratch("empty");
    let none = bauloewe(&["history", "--save-dir", empty.to_str().expect("UTF-8")], b"");
    let line = format!(
        "No game is kept in {} yet: a game played to its end at a terminal is kept there.\n",
        empty.join(STORE_FILE).display()
    );
    let (text, refusal) = said(&none);
    assert_eq!((text.replace("\n  ", " "), refusal), (line, String::new()), "fitted to 80 columns");
    assert_eq!(none.status.code(), Some(0));
    assert!(fs::read_dir(&empty).expect("the folder").next().is_none(), "asking makes no file");
    let _ = fs::remove_dir_all(dir);
    let _ = fs::remove_dir_all(empty);
}

#[test]
fn record_prints_the_kept_save_which_loads_to_the_same_end() {
    let dir = scratch("record");
    let games = prepared(&dir);
    let saves = dir.to_str().expect("UTF-8");
    let second = bauloewe(&["record", "2", "--save-dir", saves], b"");
    assert_eq!(second.status.code(), Some(0));
    let kept =
        SqliteStore::open(&dir.join(STORE_FILE)).expect("the store").game(2).expect("read").expect("game 2");
    assert_eq!(said(&second), (kept.save.clone(), String::new()), "the save as kept, byte for byte");
    fs::write(dir.join("g2.save"), &second.stdout).expect("a save");
    let loaded = bauloewe(&["--load", "g2", "--save-dir", saves, "--color", "never"], b"dump\n");
    let (text, _) = said(&loaded);
    assert_eq!(loaded.status.code(), Some(0), "{text}");
    assert!(text.ends_with(&games[1].position()), "the same end:\n{text}");
    let missing = bauloewe(&["record", "99999", "--save-dir", saves], b"");
    let refusal = "bauloewe: there is no game 99999 in the records: they hold games 1 to 4\n";
    assert_eq!(said(&missing), (String::new(), refusal.to_string()));
    assert_eq!(missing.status.code(), Some(2));
    let word = bauloewe(&["record", "x", "--save-dir", saves], b"");
    let refusal = "bauloewe: 'record' takes a whole number of at least 1, not 'x'\nFor more information, try '--help'.\n";
    assert_eq!(said(&word), (String::new(), refusal.to_string()));
    assert_eq!(word.status.code(), Some(2));
    let _ = fs::remove_dir_all(dir);
}

/// Sets the schema version (SQLite's `user_version`, bytes 60 to 63 of the file) of the store
/// file at `path` to `version`, as a newer program would have left it.
fn from_a_newer_program(path: &Path, version: u32) {
    let mut bytes = fs::read(path).expect("the store");
    bytes[60..64].copy_from_slice(&version.to_be_bytes());
    fs::write(path, bytes).expect("the store");
}

#[test]
fn a_broken_or_newer_store_is_one_line_and_left_as_it_was() {
    let dir = scratch("broken");
    let saves = dir.to_str().expect("UTF-8");
    let file = dir.join(STORE_FILE);
    fs::write(&file, b"no database at all\n".repeat(300)).expect("a broken file");
    let newer = scratch("newer");
    prepared(&newer);
    from_a_newer_program(&newer.join(STORE_FILE), 99);
    for (dir, saves, what) in [
        (&dir, saves, "is no records file or is damaged"),
        (
            &newer,
            newer.to_str().expect("UTF-8"),
            "comes from a newer Baulöwe (records version 99, this one knows 1)",
        ),
    ] {
        let file = dir.join(STORE_FILE);
        let before = fs::read(&file).expect("the file");
        for args in [&["history", "--save-dir", saves][..], &["record", "1", "--save-dir", saves]] {
            let output = bauloewe(args, b"");
            let (text, refusal) = said(&output);
            assert_eq!((text.as_str(), output.status.code()), ("", Some(2)), "{args:?}");
            assert_eq!(refusal.lines().count(), 1, "{refusal}");
            assert!(refusal.starts_with(&format!("bauloewe: {} {what}", file.display())), "{refusal}");
        }
        assert_eq!(fs::read(&file).expect("the file"), before, "left byte for byte");
        let names: Vec<_> =
            fs::read_dir(dir).expect("the folder").map(|e| e.expect("a file").file_name()).collect();
        assert_eq!(names, [STORE_FILE], "nothing beside it");
    }
    let _ = fs::remove_dir_all(dir);
    let _ = fs::remove_dir_all(newer);
}

/// The position file near the end: `announce`, `lay 12I`, `end` end the game (R16).
fn near_the_end() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("transcripts/files/announce.pos")
}

/// The lines that end the game of [`near_the_end`].
const TO_THE_END: [&str; 3] = ["announce", "lay 12I", "end"];

#[test]
fn a_game_played_at_a_terminal_is_kept_and_history_shows_it() {
    let dir = scratch("terminal");
    let saves = dir.join("saves");
    let saves = saves.to_str().expect("UTF-8");
    let position = near_the_end();
    let args = ["--position", position.to_str().expect("UTF-8"), "--save-dir", saves];
    let mut terminal = Terminal::start(&args, &dir);
    terminal.wait_for_prompt(0);
    for line in TO_THE_END {
        terminal.enter(line);
    }
    terminal.enter("board");
    let shown = terminal.shown();
    let kept = format!("Kept in your records as game 1: 'bauloewe history --save-dir {saves}' shows them.");
    assert_eq!(shown.replace("\n  ", " ").matches(&kept).count(), 1, "{shown}");
    terminal.kill();
    let history = bauloewe(&["history", "ann", "--save-dir", saves], b"");
    let (text, _) = said(&history);
    assert!(text.starts_with("Ann against the computer levels:\n"), "{text}");
    assert!(text.contains("     1  2023-11-14 22:13 UTC  1 of 3  "), "{text}");
    // Played again with --no-records, and piped: nothing more is kept.
    let mut terminal = Terminal::start(&[&args[..], &["--no-records"]].concat(), &dir);
    terminal.wait_for_prompt(0);
    for line in TO_THE_END {
        terminal.enter(line);
    }
    assert!(!terminal.shown().contains("records"), "{}", terminal.shown());
    terminal.kill();
    let piped = bauloewe(&args, format!("{}\n", TO_THE_END.join("\n")).as_bytes());
    let (text, _) = said(&piped);
    assert!(text.contains("The game is over") && !text.contains("records"), "{text}");
    let count = SqliteStore::open(&Path::new(saves).join(STORE_FILE)).expect("the store").game_count();
    assert_eq!(count, Ok(1));
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn no_records_is_in_the_help_in_both_languages() {
    let (english, _) = said(&bauloewe(&["--help"], b""));
    assert!(english.contains("--no-records") && english.contains("  history "), "{english}");
    assert!(english.contains("  record "), "{english}");
    let (german, _) = said(&bauloewe(&["--lang", "de", "--help"], b""));
    assert!(german.contains("--no-records") && german.contains("Aufzeichnungen"), "{german}");
}

#[test]
fn a_lobby_whose_records_are_broken_or_newer_says_so_in_one_line_and_does_not_start() {
    let broken = scratch("server-broken");
    fs::write(broken.join(STORE_FILE), b"no database at all\n".repeat(300)).expect("a broken file");
    let newer = scratch("server-newer");
    prepared(&newer);
    from_a_newer_program(&newer.join(STORE_FILE), 99);
    for (dir, what) in
        [(&broken, "cannot be used as the records"), (&newer, "was written by a newer Baulöwe")]
    {
        let file = dir.join(STORE_FILE);
        let before = fs::read(&file).expect("the file");
        let saves = dir.to_str().expect("UTF-8");
        let output = bauloewe(&["server", "--bind", "127.0.0.1:0", "--save-dir", saves], b"");
        let (text, refusal) = said(&output);
        assert_eq!((text.as_str(), output.status.code()), ("", Some(2)), "nothing else is said: {refusal}");
        assert_eq!(refusal.lines().count(), 1, "{refusal}");
        assert!(refusal.starts_with(&format!("bauloewe: {} {what}", file.display())), "{refusal}");
        assert_eq!(fs::read(&file).expect("the file"), before, "left byte for byte");
    }
    let _ = fs::remove_dir_all(broken);
    let _ = fs::remove_dir_all(newer);
}
