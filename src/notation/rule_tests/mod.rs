//! The rule tests: each rule of RULES.md that a game plays out, from R4 (the bank's shares) to
//! R18 (final scoring) with the quick game (V1), has its tests here, in one file per group of
//! rules and in rule order.
//! A test is named after the rules it checks, the first one leading (`r14_2_…` checks R14.2,
//! `r10_r11_…` R10 with R11), so `cargo test r14_2` runs the tests of R14.2.
//!
//! A rule test is written in three steps:
//! 1. **Set up** the situation as the text of a position file (see
//!    [`position`](crate::notation::position)), the way anyone would write one by hand:
//!    `load("players: Ann human, Bob human\nturn: Ann\nboard: lone 5E\nhands: Ann 6E, Bob 9I\n")`.
//!    [`players`] and [`cells`] write the long parts (the seats, a chain of 41 hotels). Without a
//!    `pool:` line the tiles named nowhere are shuffled into the pool; `pool:` alone is an empty
//!    pool.
//! 2. **Play** through the public [`Game`] API: [`play`] applies an action that must be legal
//!    and answers its events; `game.apply(...)` answers the [`RuleError`] of one that is not.
//! 3. **Check** the events, the next decision, and money to the unit. Expected prices come from
//!    the literal table of R7 ([`price`]), never from the engine's own price function.
//!
//! They live here, in `notation`, because they read positions with it: the rules import
//! nothing of the crate, not even in their tests. The pieces the rules are built from
//! have their unit tests beside their code (the board in `board`, the bonus splits in
//! `scoring`, what a seat sees (R19) in `view`), the market (V3) has its own in `market_tests`,
//! and `random_games` plays whole games checking what no example covers.

use crate::notation::position::{HEADER, read_position};

use crate::rules::test_support::{cash_of, play, tile};
use crate::rules::*;

mod r04_r09_material_and_setup_tests;
mod r10_turn_tests;
mod r11_r13_placing_tests;
mod r14_r15_merger_tests;
mod r16_r18_end_tests;

/// Reads a position from its lines after the header, or fails the test with the reader's message.
fn load_with_events(body: &str) -> (Game, Vec<Event>) {
    let text = format!("{HEADER}\n{body}");
    let position = read_position(&text).unwrap_or_else(|error| panic!("{error}\n{text}"));
    (position.game, position.events)
}

/// The game of a position, from its lines after the header (see [`load_with_events`]).
fn load(body: &str) -> Game {
    load_with_events(body).0
}

/// `count` cells in index order (1A, 2A, …, 12A, 1B, …) from `first`, as position text.
fn cells(first: &str, count: usize) -> String {
    let start = tile(first).index();
    let names: Vec<String> =
        (start..start + count).map(|i| Tile::from_index(i).unwrap().to_string()).collect();
    names.join(" ")
}

/// The names of the seats, in order.
const NAMES: [&str; 6] = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"];

/// The `players:` value for `n` human seats named Ann, Bob, Cid, Dee, Eve, Fay.
fn players(n: usize) -> String {
    let seats: Vec<String> = NAMES[..n].iter().map(|name| format!("{name} human")).collect();
    seats.join(", ")
}

/// R7 written out as RULES.md prints it: the cheap price at a size, plus the tier's offset.
fn price(chain: Chain, size: usize) -> u32 {
    let cheap = match size {
        2 => 200,
        3 => 300,
        4 => 400,
        5 => 500,
        6..=10 => 600,
        11..=20 => 700,
        21..=30 => 800,
        31..=40 => 900,
        41.. => 1000,
        _ => panic!("no price below 2 hotels"),
    };
    let offset = match chain {
        Chain::Zugvogel | Chain::Ankerplatz => 0,
        Chain::Bergfried | Chain::Uferblick | Chain::Morgenrot => 100,
        Chain::Aurora | Chain::Koenigshof => 200,
    };
    cheap + offset
}

/// The seven chains on the board with two hotels each, and a lone hotel on 12I (R12 setups).
const SEVEN_CHAINS: &str = "Zugvogel 1A 2A, Ankerplatz 1C 2C, Bergfried 1E 2E, Uferblick 1G 2G, \
                            Morgenrot 1I 2I, Aurora 8A 9A, Königshof 8C 9C, lone 12I";

/// Two safe chains shaped like hooks, 6D and 6F their ends, with Ankerplatz 4E 5E between:
/// 6E touches both safe chains and Ankerplatz.
const TWO_SAFE_HOOKS: &str = "Aurora 6D 6C 6B 6A 1A 2A 3A 4A 5A 7A 8A, \
                              Zugvogel 6F 6G 6H 6I 1I 2I 3I 4I 5I 7I 8I, Ankerplatz 4E 5E";

/// Answers each disposal decision of a merger, all with `dispose`, until the placer buys;
/// answers the decisions in the order they came.
fn decisions_until_buy(game: &mut Game, dispose: Action) -> Vec<Decision> {
    let mut seen = Vec::new();
    while let Decision::Dispose { .. } = game.decision() {
        seen.push(game.decision());
        play(game, dispose);
    }
    seen
}
