//! A table survives its server: `bauloewe serve` killed (SIGKILL) in the middle of a game and
//! started again with `--load` (or `--continue`) on the same saves folder goes on with the
//! same game and the same codes, and the rejoined seat plays it to the same end as a game
//! never interrupted.
//!
//! A bot plays the person's seat through the framed mode (as in `transcripts/bot.rs`: at a `?`
//! prompt it asks `legal`, then sends one of the `+` lines, chosen by a small seeded
//! generator); the other seats are computer players. The same bot with the same seed plays a
//! game through once, and once with the server killed after some of its decisions: the final
//! `dump`s must be equal. Every read has a time limit and every server is killed when dropped,
//! so a failure ends the test instead of hanging it.

use std::collections::BTreeMap;
use std::ffi::OsStr;
use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::time::Duration;

mod serving;
use serving::Serving;

/// The seats: one person, played by the bot, and two computer players.
const PLAYERS: &str = "Ann:human,Bob:broker,Cid:broker";

/// The deal.
const SEED: u64 = 9_876_543_210_077;

/// What the host read first: the port, each seat's code and every line.
struct Opened {
    port: u16,
    codes: BTreeMap<String, String>,
    lines: String,
}

/// Starts `bauloewe serve` with `args` on a free port, saving in `saves` (killed when the
/// returned server is dropped).
fn serve(saves: &Path, args: &[&str]) -> (Serving, Opened) {
    let ours = [OsStr::new("--save-dir"), saves.as_os_str()];
    let mut server = Serving::start(ours.into_iter().chain(args.iter().map(OsStr::new)), None);
    server.ignore_host();
    let opened = Opened { port: server.port, codes: server.codes.clone(), lines: server.first.clone() };
    (server, opened)
}

/// The bot of Ann's seat: its generator's state and how many decisions it made.
struct Bot {
    seed: u64,
    decisions: usize,
}

impl Bot {
    /// Takes the seat with `code` and plays until the game is over (answering the final
    /// `dump`), or until it made `stop_at` decisions in all and the table answered the last.
    fn play(&mut self, port: u16, code: &str, stop_at: Option<usize>) -> Option<Vec<String>> {
        let stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
        stream.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
        let mut reader = BufReader::new(stream.try_clone().unwrap());
        let mut writer = stream;
        let mut send = |line: &str| writer.write_all(format!("{line}\n").as_bytes()).unwrap();
        send("hello bauloewe/1");
        send(&format!("code {code}"));
        let mut read = || {
            let mut line = String::new();
            assert!(reader.read_line(&mut line).unwrap() > 0, "the server closed during the game");
            line.trim_end_matches('\n').to_string()
        };
        let (mut legal, mut asked) = (Vec::new(), false);
        loop {
            let line = read();
            match line.split_at(line.len().min(2)) {
                ("+ ", command) => legal.push(command.to_string()),
                // The table answered the last decision wanted: the game is saved as it stands.
                ("? ", _) if stop_at == Some(self.decisions) => return None,
                ("? ", _) if !asked => {
                    (asked, legal) = (true, Vec::new());
                    send("legal");
                }
                ("? ", _) => {
                    assert!(!legal.is_empty(), "a prompt with nothing legal: {line}");
                    self.seed = self.seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    send(&legal[(self.seed >> 33) as usize % legal.len()]);
                    (asked, self.decisions) = (false, self.decisions + 1);
                }
                ("# ", _) => break,
                _ => {}
            }
        }
        send("dump");
        let mut dump: Vec<String> = Vec::new();
        while !dump.last().is_some_and(|l| l.starts_with("= over:")) {
            let line = read();
            if line.starts_with("= # bauloewe position") || !dump.is_empty() {
                dump.push(line);
            }
        }
        Some(dump)
    }
}

/// A fresh saves folder for one run.
fn scratch(name: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("bauloewe-resume-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&path);
    path
}

/// Ann's code as the host read it.
fn ann(opened: &Opened) -> String {
    opened.codes.get("Ann").cloned().expect("Ann has a code")
}

#[test]
fn a_server_killed_mid_game_resumes_with_the_same_codes_and_ends_the_same() {
    let seed = SEED.to_string();
    let new_table = ["--players", PLAYERS, "--seed", seed.as_str()];

    let through = scratch("through");
    let (server, opened) = serve(&through, &new_table);
    let mut bot = Bot { seed: 7, decisions: 0 };
    let expected = bot.play(opened.port, &ann(&opened), None).expect("the game ends");
    drop(server);
    let _ = fs::remove_dir_all(&through);
    assert!(bot.decisions > 12, "a game long enough to be cut: {} decisions", bot.decisions);

    let saves = scratch("killed");
    let (mut server, first) = serve(&saves, &new_table);
    assert!(first.lines.contains("'table-1'"), "the host is told the slot: {}", first.lines);
    let mut port = first.port;
    let mut bot = Bot { seed: 7, decisions: 0 };
    for stop_at in [3, 7, 12] {
        assert_eq!(bot.play(port, &ann(&first), Some(stop_at)), None);
        // SIGKILL: the server has no chance to write anything more.
        drop(server);
        let saved = fs::read_to_string(saves.join("table-1.save")).expect("the table is saved");
        assert!(!saved.contains(&ann(&first)), "a code is in the save");
        // The last time, the way without a slot name: the table saved last.
        let how: &[&str] = if stop_at == 12 { &["--continue"] } else { &["--load", "table-1"] };
        let (again, opened) = serve(&saves, how);
        assert_eq!(opened.codes, first.codes, "the same codes after a restart");
        assert!(opened.lines.contains("'table-1'"), "the same slot: {}", opened.lines);
        (server, port) = (again, opened.port);
    }
    let dump = bot.play(port, &ann(&first), None).expect("the game ends");
    assert_eq!(dump, expected, "the resumed game ends as the one played through");
    drop(server);
    let _ = fs::remove_dir_all(&saves);
}

/// The benchmark of `simulate --kill server`, two games long: each game's server (this very
/// `bauloewe serve`) is killed at a random decision and resumed with `--load table-1`, and
/// every seat's bot comes back to the same game's end.
#[test]
fn two_games_whose_server_is_killed_at_a_random_decision_end_as_played_through() {
    use bauloewe::bench::faults::{FaultConfig, TEST_DEADLINE, run_faults};
    use bauloewe::simulate::network::FaultCounts;
    use bauloewe::simulate::network::Killed;
    let config = FaultConfig {
        killed: Killed::Server,
        games: 2,
        seed: 5,
        deadline: TEST_DEADLINE,
        program: PathBuf::from(env!("CARGO_BIN_EXE_bauloewe")),
    };
    let figures = run_faults(&config).unwrap_or_else(|error| panic!("{error:?}"));
    assert!(!figures.stopped, "{figures:?}");
    assert_eq!((figures.played, figures.equal_dumps), (2, 2), "{figures:?}");
    assert_eq!(figures.counts, FaultCounts { interruptions: 2, same_prompt: 2, same_codes: 2 });
}

/// A `serve` whose port is taken fails, and leaves nothing beside the slot it would have
/// used: before, `table-1.codes` and `table-1.lock` stayed behind.
#[test]
fn a_serve_on_a_busy_port_leaves_no_codes_and_no_lock_behind() {
    let busy = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = busy.local_addr().unwrap().to_string();
    let saves = scratch("busy");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_bauloewe"))
        .args(["serve", "--bind", &address, "--players", PLAYERS, "--save-dir"])
        .arg(&saves)
        .stdin(std::process::Stdio::null())
        .output()
        .expect("the binary runs");
    assert!(!output.status.success(), "the port is taken");
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.contains(&address), "{error}");
    for left in ["table-1.codes", "table-1.lock", "table-1.save"] {
        assert!(!saves.join(left).exists(), "{left} was left behind");
    }
    let _ = fs::remove_dir_all(&saves);
}
