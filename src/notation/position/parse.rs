//! The first step of reading: a position file's text into a [`PositionSetup`].
//!
//! Parsing refuses only what is not well formed: a missing or foreign header, an unknown or
//! repeated key, an entry of the wrong shape, a word that is not what its place needs (a
//! player name, a kind, a tile, a chain, a number in its range). Whether the values fit
//! together (names that are players, a tile in one place only, chains that are chains) is
//! for [`super::check`]. Keys are parsed in a fixed order (the table's in [`super`], but the
//! seed before the pool), so that a file is always refused for the same problem.

use crate::notation::kind::PlayerKind;
use crate::notation::options::switch_on;
use crate::notation::seats::Seat;
use crate::rules::game::Options;
use crate::rules::{Chain, SHARES_PER_CHAIN, Tile};

use super::lines::{Entries, Entry, Item, Key};
use super::setup::{BoardGroup, CashEntry, HandEntry, Lined, PositionSetup, ShareEntry};
use super::{DEFAULT_SEED, MAX_CASH, PositionError, PositionProblem};

/// Parses every line into the setup it describes, or answers the first line not well formed.
pub(super) fn parse_setup(text: &str) -> Result<PositionSetup, PositionError> {
    let entries = Entries::parse(text)?;
    let players = parse_items(entries.required(Key::Players)?, parse_seat)?;
    let turn = parse_turn(entries.required(Key::Turn)?, &players.value)?;
    let cash = parse_items(entries.or_empty(Key::Cash), parse_cash)?;
    let shares = parse_items(entries.or_empty(Key::Shares), parse_holding)?;
    let board = parse_items(entries.or_empty(Key::Board), parse_group)?;
    let hands = parse_items(entries.or_empty(Key::Hands), parse_hand)?;
    let seed = parse_seed(entries.get(Key::Seed))?;
    let pool = entries.get(Key::Pool).map(parse_pool).transpose()?;
    let options = parse_options(entries.or_empty(Key::Options))?;
    let announced = parse_yes(entries.get(Key::Announced), Key::Announced)?;
    let over = parse_yes(entries.get(Key::Over), Key::Over)?.value;
    Ok(PositionSetup { players, turn, cash, shares, board, hands, pool, seed, options, announced, over })
}

/// A line's comma-separated entries, each parsed by `parse`, with the line they came from.
fn parse_items<T>(
    entry: Entry,
    parse: impl Fn(&Item) -> Result<T, PositionProblem>,
) -> Result<Lined<Vec<T>>, PositionError> {
    let items = entry.items()?;
    let value = items.iter().map(|item| parse(item).map_err(|problem| entry.error(problem)));
    Ok(Lined { line: entry.line, value: value.collect::<Result<_, _>>()? })
}

// ----- The entries -----------------------------------------------------------------------------

/// One `players:` entry, `NAME KIND`.
fn parse_seat(item: &Item) -> Result<Seat, PositionProblem> {
    let [kind] = item.rest.as_slice() else {
        return Err(PositionProblem::NotASeat(item.text.to_string()));
    };
    let kind = kind.parse::<PlayerKind>().map_err(PositionProblem::Kind)?;
    Seat::new(item.head, kind).map_err(PositionProblem::Name)
}

/// `turn:` one name; whether it is a player's is for the check.
fn parse_turn(entry: Entry, seats: &[Seat]) -> Result<Lined<String>, PositionError> {
    match entry.words().as_slice() {
        [name] => Ok(Lined { line: entry.line, value: name.to_string() }),
        _ => {
            // A file without seats is refused by the check, after this line; name someone.
            let example = seats.first().map_or("Ann", Seat::name).to_string();
            Err(entry.error(PositionProblem::TurnNotOneName { example }))
        }
    }
}

/// One `cash:` entry, `NAME AMOUNT`.
fn parse_cash(item: &Item) -> Result<CashEntry, PositionProblem> {
    let [amount] = item.rest.as_slice() else {
        return Err(PositionProblem::NotCash(item.text.to_string()));
    };
    Ok(CashEntry { name: item.head.to_string(), amount: parse_amount(amount)? })
}

/// An amount of cash: a whole number from 0 to [`MAX_CASH`] (R5: never negative).
fn parse_amount(text: &str) -> Result<u32, PositionProblem> {
    if text.starts_with('-') {
        return Err(PositionProblem::NegativeCash(text.to_string()));
    }
    match parse_number(text, MAX_CASH as u64) {
        Some(amount) => Ok(amount as u32),
        None => Err(PositionProblem::NotAnAmount(text.to_string())),
    }
}

/// One `shares:` entry, `NAME CHAIN COUNT`, the count at most 25 (R4).
fn parse_holding(item: &Item) -> Result<ShareEntry, PositionProblem> {
    let [chain, count] = item.rest.as_slice() else {
        return Err(PositionProblem::NotAHolding(item.text.to_string()));
    };
    let chain = parse_chain(chain)?;
    let Some(count) = parse_number(count, SHARES_PER_CHAIN as u64) else {
        return Err(PositionProblem::NotAShareCount(count.to_string()));
    };
    Ok(ShareEntry { name: item.head.to_string(), chain, count: count as u8 })
}

/// One `board:` group, `CHAIN TILE…` or `lone TILE…`.
fn parse_group(item: &Item) -> Result<BoardGroup, PositionProblem> {
    let chain = parse_group_name(item)?;
    Ok(BoardGroup { chain, tiles: parse_tiles(&item.rest)? })
}

/// A group's first word: `lone` (with tiles after it), or a chain.
fn parse_group_name(item: &Item) -> Result<Option<Chain>, PositionProblem> {
    if !item.head.eq_ignore_ascii_case("lone") {
        return parse_chain(item.head).map(Some);
    }
    if item.rest.is_empty() {
        return Err(PositionProblem::EmptyLoneGroup);
    }
    Ok(None)
}

/// One `hands:` entry, `NAME TILE…`; a name alone is an empty hand.
fn parse_hand(item: &Item) -> Result<HandEntry, PositionProblem> {
    Ok(HandEntry { name: item.head.to_string(), tiles: parse_tiles(&item.rest)? })
}

// ----- The single values -----------------------------------------------------------------------

/// `seed:` a whole number; [`DEFAULT_SEED`] without the line.
fn parse_seed(entry: Option<Entry>) -> Result<u64, PositionError> {
    let Some(entry) = entry else { return Ok(DEFAULT_SEED) };
    let text = entry.value.trim();
    parse_number(text, u64::MAX).ok_or_else(|| entry.error(PositionProblem::NotASeed(text.to_string())))
}

/// `pool:` tiles separated by spaces, next drawn first.
fn parse_pool(entry: Entry) -> Result<Lined<Vec<Tile>>, PositionError> {
    let tiles = parse_tiles(&entry.words()).map_err(|problem| entry.error(problem))?;
    Ok(Lined { line: entry.line, value: tiles })
}

/// `options:` the variants that are on: `quick` (V1), `hidden` (V2), `market` (V3).
fn parse_options(entry: Entry) -> Result<Options, PositionError> {
    let mut options = Options::default();
    for word in entry.words() {
        match switch_on(&mut options, word) {
            None => return Err(entry.error(PositionProblem::UnknownOption(word.to_string()))),
            Some(true) => return Err(entry.error(PositionProblem::OptionTwice(word.to_ascii_lowercase()))),
            Some(false) => {}
        }
    }
    Ok(options)
}

/// `announced: yes` or `over: yes`: true with the line it is on, or false on line 0 without
/// the line; any other value is refused.
fn parse_yes(entry: Option<Entry>, key: Key) -> Result<Lined<bool>, PositionError> {
    match entry {
        None => Ok(Lined { line: 0, value: false }),
        Some(entry) if entry.value.trim() == "yes" => Ok(Lined { line: entry.line, value: true }),
        Some(entry) => {
            Err(entry.error(PositionProblem::NotYes { key, value: entry.value.trim().to_string() }))
        }
    }
}

// ----- The vocabulary --------------------------------------------------------------------------

/// Tile names (R1: `1A` to `12I`, in any case).
fn parse_tiles(words: &[&str]) -> Result<Vec<Tile>, PositionProblem> {
    words.iter().map(|word| word.parse::<Tile>().map_err(PositionProblem::Tile)).collect()
}

/// A chain by its full name, in any case (R3: `Königshof` or `Koenigshof`).
fn parse_chain(word: &str) -> Result<Chain, PositionProblem> {
    Chain::from_full_name(word).ok_or_else(|| PositionProblem::NotAChain(word.to_string()))
}

/// A whole number in ASCII digits (no sign), if it is at most `max`.
fn parse_number(text: &str, max: u64) -> Option<u64> {
    // 20 digits hold every u64; longer text is refused before parsing.
    if text.is_empty() || text.len() > 20 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse::<u64>().ok().filter(|number| *number <= max)
}
