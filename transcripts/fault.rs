//! The fault test of issue 27: a game at a terminal, killed (SIGKILL) at random decisions and
//! continued with `--continue`, ends in the same final `dump` as the same game played through.
//!
//! The person's commands are known in advance: a broker plays Ann's seat in a reference game
//! (the library, no program), and its actions, written in the save notation, are the command
//! lines Ann types (`lay 7E`, `buy Aurora`, `sell 2 trade 4`, `end`). The uninterrupted run
//! feeds them to the program through a pipe; the interrupted run types them on a
//! pseudo-terminal, where the game is saved after every decision, and kills the program at
//! decisions picked by a seeded generator. Ann's actions in the autosave say where to go on
//! after each `--continue`.
//!
//! Every wait has a time limit, and a [`Terminal`] kills its program when it is dropped, so a
//! failure ends the test instead of hanging it.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread;
use std::time::Duration;

use bauloewe::ai::{self, AiSettings};
use bauloewe::notation::{PlayerKind, write_action};
use bauloewe::rules::{Game, Options};

mod terminal;

use terminal::Terminal;

/// The table: Ann types, two brokers play.
const PLAYERS: &str = "Ann,Bob:broker,Cid:broker";

/// The seeds of the games played, and how many times each is killed.
const GAMES: [u64; 3] = [3, 11, 29];
const KILLS_PER_GAME: usize = 7;

/// A small seeded generator (splitmix64), so that the kill points are the same every run.
struct Splitmix(u64);

impl Splitmix {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) % n
    }
}

/// Ann's command lines in the game of `seed`, with a broker deciding for every seat.
fn anns_lines(seed: u64) -> Vec<String> {
    let (mut game, _) = Game::new(["Ann", "Bob", "Cid"], seed, Options::default()).expect("a new game");
    let mut players = ai::players(&[PlayerKind::Broker; 3], &AiSettings::default());
    let mut lines = Vec::new();
    while let Some(seat) = game.decision().player() {
        let action = players[seat].as_mut().expect("a broker").decide(&game.view(seat));
        if seat == 0 {
            lines.push(write_action(action));
        }
        game.apply(action).expect("a broker's action is legal");
    }
    lines
}

/// A scratch folder of its own, empty.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bauloewe-fault-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// The position a screen's last `dump` shows, from its first line to `over: yes`.
fn last_dump(screen: &str) -> Option<String> {
    let from = screen.rfind("# bauloewe position 1")?;
    let rest = &screen[from..];
    let to = rest.find("over: yes\n")? + "over: yes\n".len();
    Some(rest[..to].to_string())
}

/// The uninterrupted run: the lines piped, then `dump`; answers the final position.
fn piped_dump(seed: u64, lines: &[String], dir: &Path) -> String {
    let seed = seed.to_string();
    let args = ["--seed", &seed, "--players", PLAYERS, "--color", "never", "--save-dir"];
    let mut child = Command::new(env!("CARGO_BIN_EXE_bauloewe"))
        .args(args)
        .arg(dir.join("saves"))
        .env("HOME", dir)
        .env("SOURCE_DATE_EPOCH", "1700000000")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program starts");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let _ = stdin.write_all(format!("{}\ndump\n", lines.join("\n")).as_bytes());
    drop(stdin);
    let output = child.wait_with_output().expect("the program ends");
    let text = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "no line refused:\n{text}");
    last_dump(&text).unwrap_or_else(|| panic!("a finished game's dump:\n{text}"))
}

/// The game's one autosave in `saves`, checked whole (its last line counts its actions);
/// answers how many of Ann's actions it holds.
fn anns_saved_actions(saves: &Path) -> usize {
    let files: Vec<_> = fs::read_dir(saves)
        .expect("the save folder")
        .map(|entry| entry.expect("a file").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "save"))
        .collect();
    assert_eq!(files.len(), 1, "one autosave: {files:?}");
    let text = fs::read_to_string(&files[0]).expect("the autosave");
    let actions = text.split_once("\nactions:\n").map_or("", |(_, actions)| actions);
    let count = actions.lines().filter(|line| line.starts_with("  ") && line.contains(": ")).count();
    assert!(text.ends_with(&format!("end: {count} actions\n")), "a whole autosave:\n{text}");
    actions.lines().filter(|line| line.starts_with("  Ann: ")).count()
}

/// One game of `seed` killed at `kills` random decisions of Ann's and continued each time;
/// answers its final position.
fn interrupted_dump(seed: u64, lines: &[String], dir: &Path, random: &mut Splitmix) -> String {
    let saves = dir.join("saves");
    let saves_arg = saves.to_str().expect("a UTF-8 path");
    let seed = seed.to_string();
    let mut kill_points: Vec<usize> = Vec::new();
    while kill_points.len() < KILLS_PER_GAME {
        // Not Ann's first line (no autosave yet) nor her last (the game may end with it).
        let at = 1 + random.below(lines.len() as u64 - 2) as usize;
        if !kill_points.contains(&at) {
            kill_points.push(at);
        }
    }
    let mut terminal =
        Terminal::start(&["--seed", &seed, "--players", PLAYERS, "--save-dir", saves_arg], dir);
    terminal.wait_for_prompt(0);
    let mut next = 0;
    while next < lines.len() {
        if !kill_points.contains(&next) {
            terminal.enter(&lines[next]);
            next += 1;
            continue;
        }
        // Killed once the decision is saved and the prompt is back, or at once, while the
        // decision or the computers' moves after it may be under way.
        if random.below(2) == 0 {
            terminal.enter(&lines[next]);
        } else {
            terminal.type_line(&lines[next]);
            thread::sleep(Duration::from_micros(random.below(3000)));
        }
        terminal.kill();
        let saved = anns_saved_actions(&saves);
        assert!(saved == next || saved == next + 1, "Ann's line {next} killed, {saved} of hers saved");
        kill_points.retain(|&at| at != next);
        next = saved;
        terminal = Terminal::start(&["--continue", "--save-dir", saves_arg], dir);
        terminal.wait_for_prompt(0);
    }
    let shown = terminal.enter("dump");
    terminal.kill();
    last_dump(&shown).unwrap_or_else(|| panic!("a finished game's dump:\n{shown}"))
}

/// Issue 27: killed at random decisions and continued, a game ends as if played through.
#[test]
fn a_game_killed_at_random_decisions_and_continued_ends_the_same() {
    let mut random = Splitmix(27);
    for seed in GAMES {
        let lines = anns_lines(seed);
        let dir = scratch(&format!("game-{seed}"));
        let piped = scratch(&format!("piped-{seed}"));
        let through = piped_dump(seed, &lines, &piped);
        let interrupted = interrupted_dump(seed, &lines, &dir, &mut random);
        assert_eq!(interrupted, through, "seed {seed}: the interrupted game ends as the uninterrupted one");
        let _ = fs::remove_dir_all(&dir);
        let _ = fs::remove_dir_all(&piped);
    }
}

/// Issue 27: a save folder that cannot be written (here a path through a file, which fails
/// for root too, where a read-only folder would not) is told in one line, once; the game goes
/// on at the terminal, and once the folder can be written a line says the game is saved again.
#[test]
fn an_unwritable_save_folder_is_told_once_and_the_game_goes_on() {
    let dir = scratch("unwritable");
    let blocker = dir.join("blocker");
    fs::write(&blocker, "a file where the save folder's parent should be").expect("a file");
    let saves = blocker.join("saves");
    let lines = anns_lines(5);
    let mut terminal = Terminal::start(
        &["--seed", "5", "--players", PLAYERS, "--save-dir", saves.to_str().expect("UTF-8")],
        &dir,
    );
    terminal.wait_for_prompt(0);
    for line in &lines[..4] {
        terminal.enter(line);
    }
    let told = |shown: &str| shown.matches("cannot save this game").count();
    assert_eq!(told(&terminal.shown()), 1, "told once:\n{}", terminal.shown());
    fs::remove_file(&blocker).expect("the file goes");
    fs::create_dir(&blocker).expect("a folder in its place");
    for line in &lines[4..8] {
        terminal.enter(line);
    }
    let shown = terminal.shown();
    assert_eq!(told(&shown), 1, "told once:\n{shown}");
    assert_eq!(shown.matches("Saving works again").count(), 1, "{shown}");
    assert_eq!(anns_saved_actions(&saves), 8, "the game is saved whole");
    terminal.kill();
    let _ = fs::remove_dir_all(&dir);
}
