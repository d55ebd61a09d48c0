//! Bots take seats: whole games played through the framed mode of `bauloewe serve`, by a
//! client that knows only the protocol's documentation (the crate's `net` module): no code
//! of the crate is used here, only `std`.
//!
//! Each bot says `hello bauloewe/1`, then `code CODE`; at each `?` prompt it asks `legal`,
//! reads the `+` lines and sends one of them; at `#` the game is over. After the end each bot
//! asks `dump` (allowed once the game is over) and checks what it read during the game against
//! it (R19): no tile another seat still holds or the pool still held at the end, and not the
//! seed, came to it before the `#` line.

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::path::PathBuf;
use std::thread;
use std::time::Duration;

// Shared by the socket tests; this one reads no host line itself.
#[allow(dead_code)]
mod serving;
use serving::Serving;

/// The server of a game and its saves folder, killed and removed when dropped.
struct Server(Serving, PathBuf);

impl Drop for Server {
    fn drop(&mut self) {
        self.0.kill();
        let _ = std::fs::remove_dir_all(&self.1);
    }
}

/// Starts `bauloewe serve` on a free port; its port and the code of each person's seat.
fn serve(players: &str, seed: u64) -> (Server, u16, BTreeMap<String, String>) {
    let saves = std::env::temp_dir().join(format!("bauloewe-bot-{seed}-{}", std::process::id()));
    let args = [OsString::from("--players"), players.into(), "--seed".into(), seed.to_string().into()];
    let mut serving =
        Serving::start(args.into_iter().chain(["--save-dir".into(), saves.clone().into()]), None);
    serving.ignore_host();
    let (port, codes) = (serving.port, serving.codes.clone());
    (Server(serving, saves), port, codes)
}

/// What one bot read: every line, and where the `#` line was.
struct Game {
    lines: Vec<String>,
    over_at: usize,
    dump: Vec<String>,
}

/// A bot: plays its seat to the end, choosing among the legal commands with a small
/// generator seeded by `seed`, then asks for the dump.
fn bot(port: u16, code: &str, mut seed: u64) -> Game {
    let stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    stream.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut writer = stream;
    let mut send = |line: &str| writer.write_all(format!("{line}\n").as_bytes()).unwrap();
    send("hello bauloewe/1");
    send(&format!("code {code}"));
    let (mut lines, mut legal) = (Vec::new(), Vec::new());
    let mut asked = false;
    let over_at = loop {
        let mut line = String::new();
        assert!(reader.read_line(&mut line).unwrap() > 0, "the server closed during the game");
        let line = line.trim_end_matches('\n').to_string();
        lines.push(line.clone());
        match line.split_at(line.len().min(2)) {
            ("+ ", command) => legal.push(command.to_string()),
            ("? ", _) if !asked => {
                asked = true;
                legal.clear();
                send("legal");
            }
            ("? ", _) => {
                assert!(!legal.is_empty(), "a prompt with nothing legal: {line}");
                // A small linear congruential generator: enough to vary the choices.
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let choice = legal[(seed >> 33) as usize % legal.len()].clone();
                send(&choice);
                asked = false;
            }
            ("# ", _) => break lines.len() - 1,
            _ => {}
        }
    };
    send("dump");
    let mut dump = Vec::new();
    while !dump.last().is_some_and(|l: &String| l.starts_with("= over:")) {
        let mut line = String::new();
        assert!(reader.read_line(&mut line).unwrap() > 0, "closed before the dump ended");
        let line = line.trim_end().to_string();
        lines.push(line.clone());
        if line.starts_with("= # bauloewe position") || !dump.is_empty() {
            dump.push(line);
        }
    }
    Game { lines, over_at, dump }
}

/// The tiles a dump's line `key:` names for everyone but `name` (`hands:`), or all (`pool:`).
fn hidden_tiles(dump: &[String], name: &str) -> Vec<String> {
    let field =
        |key: &str| dump.iter().find_map(|l| l.strip_prefix(&format!("= {key}: ")).map(str::to_string));
    let mut tiles: Vec<String> =
        field("pool").unwrap_or_default().split_whitespace().map(String::from).collect();
    for hand in field("hands").unwrap_or_default().split(", ") {
        let mut words = hand.split_whitespace();
        if words.next() != Some(name) {
            tiles.extend(words.map(String::from));
        }
    }
    tiles
}

#[test]
fn three_bots_play_whole_games_through_the_framed_mode_and_read_no_hidden_tile() {
    // Seeds of 13 digits: a number that long appears in no game text by chance.
    for (game, seed) in [(0, 9_876_543_210_011u64), (1, 9_876_543_210_012), (2, 987_654_321_987)] {
        let players = "Ann:human,Bob:human,Cid:broker,Dee:human";
        let (_server, port, codes) = serve(players, seed);
        let bots: Vec<_> = codes
            .iter()
            .enumerate()
            .map(|(index, (name, code))| {
                let (name, code) = (name.clone(), code.clone());
                thread::spawn(move || (name, bot(port, &code, seed ^ index as u64)))
            })
            .collect();
        for handle in bots {
            let (name, played) = handle.join().expect("the bot played to the end");
            assert!(
                played.lines[played.over_at + 1..]
                    .iter()
                    .any(|l| l.contains(" wins ") || l.contains("share first"))
            );
            let before_end = &played.lines[..played.over_at];
            let words: Vec<&str> = before_end
                .iter()
                .filter(|l| !l.ends_with("(R9)."))
                .flat_map(|l| l.split(|c: char| !c.is_ascii_alphanumeric()))
                .collect();
            for tile in hidden_tiles(&played.dump, &name) {
                assert!(!words.contains(&tile.as_str()), "game {game}: {name} read {tile} before the end");
            }
            assert!(!words.contains(&seed.to_string().as_str()), "game {game}: {name} read the seed");
        }
    }
}
