//! The lobby's server survives being killed: `bauloewe server` killed (SIGKILL) in the middle of
//! a game and started again on the same save folder brings its person back to their seat by
//! name and secret, and the game ends as one never interrupted.
//!
//! A bot plays Ann's seat through the framed mode (at a `?` it asks `legal`, then sends one of
//! the `+` lines chosen by a small seeded generator) beside two brokers. The same bot with the
//! same seed plays a game through once, and once with the server killed after some of its
//! decisions: the final `dump`s must be equal. Every read has a time limit and every server is
//! killed when dropped, so a failure ends the test instead of hanging it.

use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// The seed of table 1.
const SEED: &str = "424242";

/// A running `bauloewe server`, killed when dropped.
struct Lobby {
    child: Child,
    port: u16,
}

impl Drop for Lobby {
    fn drop(&mut self) {
        // SIGKILL: the server has no chance to write anything more.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `bauloewe server` on a free port of 127.0.0.1, keeping its tables in `saves`.
fn start(saves: &Path) -> Lobby {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bauloewe"))
        .args(["server", "--bind", "127.0.0.1:0", "--seed", SEED, "--save-dir"])
        .arg(saves)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("its output")).read_line(&mut first).expect("a first line");
    let address = first.split("listening on ").nth(1).expect("listening on HOST:PORT");
    let port = address.split([':', ' ', '\n']).nth(1).and_then(|port| port.parse().ok()).expect("a port");
    Lobby { child, port }
}

/// Ann's bot: its generator's state, how many decisions it made, and her secret.
struct Bot {
    seed: u64,
    decisions: usize,
    secret: Option<String>,
}

impl Bot {
    /// Comes in as Ann (opening the table the first time), and plays until the game is over
    /// (answering the final `dump`), or until she made `stop_at` decisions in all and the
    /// table answered the last.
    fn play(&mut self, port: u16, stop_at: Option<usize>) -> Option<Vec<String>> {
        let stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
        stream.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
        let mut reader = BufReader::new(stream.try_clone().unwrap());
        let mut writer = stream;
        let mut send = |line: &str| writer.write_all(format!("{line}\n").as_bytes()).unwrap();
        let mut read = || {
            let mut line = String::new();
            assert!(reader.read_line(&mut line).unwrap() > 0, "the server closed during the game");
            line.trim_end_matches('\n').to_string()
        };
        send("hello bauloewe/1");
        match &self.secret {
            Some(secret) => send(&format!("name Ann {secret}")),
            None => send("name Ann"),
        }
        let (mut legal, mut asked, mut seated) = (Vec::new(), false, false);
        loop {
            let line = read();
            match line.split_at(line.len().min(2)) {
                ("~ ", "seat Ann") => seated = true,
                // The lobby's prompts are not the game's decisions.
                ("? ", _) if !seated => {}
                ("~ ", fact) if fact.starts_with("secret ") => self.secret = Some(fact[7..].to_string()),
                // A new name lands in the lobby; a returning one straight at her table.
                ("~ ", "place lobby") => send("open Ann,Bob:broker,Cid:broker"),
                ("+ ", command) => legal.push(command.to_string()),
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

/// A fresh save folder for one run.
fn scratch(name: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("bauloewe-lobby-kill-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&path);
    path
}

#[test]
fn a_lobby_killed_mid_game_brings_its_person_back_by_name_and_the_game_ends_the_same() {
    let through = scratch("through");
    let lobby = start(&through);
    let mut bot = Bot { seed: 11, decisions: 0, secret: None };
    let expected = bot.play(lobby.port, None).expect("the game ends");
    drop(lobby);
    let _ = fs::remove_dir_all(&through);
    assert!(bot.decisions > 12, "a game long enough to be cut: {} decisions", bot.decisions);

    let saves = scratch("killed");
    let mut lobby = start(&saves);
    let mut bot = Bot { seed: 11, decisions: 0, secret: None };
    for stop_at in [3, 7, 12] {
        assert_eq!(bot.play(lobby.port, Some(stop_at)), None);
        drop(lobby);
        let saved = fs::read_to_string(saves.join("table-1.save")).expect("the table is saved");
        // The names are kept in the store, as salted hashes: no secret is in any file.
        let mut names = fs::read(saves.join("bauloewe.sqlite")).expect("the names are kept");
        names.extend(fs::read(saves.join("bauloewe.sqlite-wal")).unwrap_or_default());
        let secret = bot.secret.clone().expect("Ann was given a secret");
        let written = |text: &str| names.windows(text.len()).any(|window| window == text.as_bytes());
        assert!(!saved.contains(&secret) && !written(&secret), "a secret was written down");
        lobby = start(&saves);
    }
    let dump = bot.play(lobby.port, None).expect("the game ends");
    assert_eq!(dump, expected, "the game of a lobby killed three times ends as the one played through");
    drop(lobby);
    let _ = fs::remove_dir_all(&saves);
}
