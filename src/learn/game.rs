//! Chapter 3's checkers: who goes first, and the seats a game accepts.

use super::says::{said, say};
use super::{Mismatch, same};
use crate::rules::{Event, Game, Options, PlayerId, SetupError, Tile};

/// Exercise 5: `first_player(start_tiles)` gets the start tiles in seat order and must name
/// the player who goes first (R9), as [`Game::new`] decides it, in 1,000 new games of 2 to 6
/// players.
pub fn ex05(first_player: impl Fn(&[Tile]) -> PlayerId) -> Result<(), Mismatch> {
    for seed in 0..1000 {
        let names = (0..2 + seed % 5).map(|seat| format!("P{seat}"));
        let (_, events) = Game::new(names, seed, Options::default()).expect("2 to 6 players");
        let starts: Vec<Tile> = events
            .iter()
            .filter_map(|event| match event {
                Event::StartTile { tile, .. } => Some(*tile),
                _ => None,
            })
            .collect();
        let first = events.iter().find_map(|event| match event {
            Event::FirstPlayer { player } => Some(*player),
            _ => None,
        });
        let first = first.expect("setup says who goes first");
        let seat_word = say("seat", "Platz");
        let seats: Vec<String> =
            starts.iter().enumerate().map(|(seat, tile)| format!("{tile} ({seat_word} {seat})")).collect();
        let seats = seats.join(", ");
        let input = said!("the start tiles {seats}", "die Startplättchen {seats}");
        same("ex05", input, first, first_player(&starts))?;
    }
    Ok(())
}

/// Exercise 6: `check_names(names)` must accept or refuse a list of seat names exactly as
/// [`Game::new`] does, with the same [`SetupError`]: every list of up to four names made from
/// `Ann`, `Bob`, `ann`, `Émile` and `émile`, and lists of five to seven.
pub fn ex06(check_names: impl Fn(&[&str]) -> Result<(), SetupError>) -> Result<(), Mismatch> {
    let words = ["Ann", "Bob", "ann", "Émile", "émile"];
    let mut lists: Vec<Vec<&str>> = vec![Vec::new()];
    let mut last = lists.clone();
    for _ in 0..4 {
        last = last.iter().flat_map(|list| words.map(|w| [list.clone(), vec![w]].concat())).collect();
        lists.extend(last.iter().cloned());
    }
    let many = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"];
    for len in 5..=7 {
        lists.push(many[..len].to_vec());
        lists.push([&many[..len - 1], &["CID"]].concat());
    }
    for names in lists {
        let engine = Game::new(names.iter().copied(), 0, Options::default()).map(|_| ());
        same("ex06", said!("the names {names:?}", "die Namen {names:?}"), engine, check_names(&names))?;
    }
    Ok(())
}
