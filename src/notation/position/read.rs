//! Reading a position file: every entry checked against the rules' limits (R2, R4-R6, R11,
//! R12), with the line of each problem, and built into the parts a [`Game`] starts from.

use crate::notation::kind::PlayerKind;
use crate::notation::seats::Seat;
use crate::rules::board::Board;
use crate::rules::game::{GameParts, Options, PlayerState, STARTING_CASH, shuffle};
use crate::rules::player::{HAND_SIZE, Hand, MAX_PLAYERS, PlayerId};
use crate::rules::tile::{TILE_COUNT, Tile};
use crate::rules::{CHAIN_COUNT, Chain, SHARES_PER_CHAIN, check_player_count};

use super::lines::{Entries, Entry, Item, Key, quote};
use super::write::tile_list;
use super::{DEFAULT_SEED, MAX_CASH, PositionError};

/// Reads and checks every line, answering the parts of the game they describe and the seats.
pub(super) fn read_parts(text: &str) -> Result<(GameParts, Vec<Seat>), PositionError> {
    let entries = Entries::parse(text)?;
    let seats = read_seats(entries.required(Key::Players)?)?;
    let current = read_turn(entries.required(Key::Turn)?, &seats)?;
    let empty = PlayerState { cash: STARTING_CASH, shares: [0; CHAIN_COUNT], hand: Hand::default() };
    let mut players = vec![empty; seats.len()];
    read_cash(entries.or_empty(Key::Cash), &seats, &mut players)?;
    read_shares(entries.or_empty(Key::Shares), &seats, &mut players)?;
    let mut places = Places::new();
    let board = read_board(entries.or_empty(Key::Board), &mut places)?;
    read_hands(entries.or_empty(Key::Hands), &seats, &mut players, &mut places)?;
    let seed = read_seed(entries.get(Key::Seed))?;
    let pool = read_pool(entries.get(Key::Pool), &mut places, seed)?;
    let options = read_options(entries.or_empty(Key::Options))?;
    let over = read_over(entries.get(Key::Over))?;
    let names = seats.iter().map(|seat| seat.name().to_string()).collect();
    Ok((GameParts { names, options, seed, board, players, pool, current, turn: 1, over }, seats))
}

/// `players:` 2 to 6 seats (R6) with names of their own.
pub(super) fn read_seats(entry: Entry) -> Result<Vec<Seat>, PositionError> {
    let mut seats: Vec<Seat> = Vec::new();
    for item in entry.items()? {
        let seat = read_seat(&item).map_err(|message| entry.error(message))?;
        if seats.iter().any(|s| s.name().eq_ignore_ascii_case(seat.name())) {
            let message =
                format!("player {} is listed twice: give each player a name of their own", seat.name());
            return Err(entry.error(message));
        }
        seats.push(seat);
    }
    check_player_count(seats.len()).map_err(|error| entry.error(error.to_string()))?;
    Ok(seats)
}

/// One seat: `NAME KIND`.
pub(super) fn read_seat(item: &Item) -> Result<Seat, String> {
    let [kind] = item.rest.as_slice() else {
        return Err(format!(
            "'{}' is not a player: write a name and a kind, like 'Ann human'",
            quote(item.text)
        ));
    };
    let kind = kind.parse::<PlayerKind>().map_err(|error| error.to_string())?;
    Seat::new(item.head, kind).map_err(|error| error.to_string())
}

/// `turn:` one player's name.
pub(super) fn read_turn(entry: Entry, seats: &[Seat]) -> Result<PlayerId, PositionError> {
    match entry.words().as_slice() {
        [name] => player_named(seats, name).map_err(|message| entry.error(message)),
        _ => Err(entry.error(format!("turn: names one player, like 'turn: {}'", seats[0].name()))),
    }
}

/// `cash:` `NAME AMOUNT` entries; players not listed keep the starting cash (R5).
pub(super) fn read_cash(
    entry: Entry,
    seats: &[Seat],
    players: &mut [PlayerState],
) -> Result<(), PositionError> {
    let mut listed = vec![false; seats.len()];
    for item in entry.items()? {
        let (player, cash) = read_cash_item(&item, seats).map_err(|message| entry.error(message))?;
        list_once(&mut listed, player, seats).map_err(|message| entry.error(message))?;
        players[player].cash = cash;
    }
    Ok(())
}

/// One `NAME AMOUNT` entry.
pub(super) fn read_cash_item(item: &Item, seats: &[Seat]) -> Result<(PlayerId, u32), String> {
    let [amount] = item.rest.as_slice() else {
        return Err(format!(
            "'{}' is not a player's cash: write a name and an amount, like 'Ann 6000'",
            quote(item.text)
        ));
    };
    Ok((player_named(seats, item.head)?, read_amount(amount)?))
}

/// An amount of cash: a whole number from 0 to [`MAX_CASH`] (R5: never negative).
pub(super) fn read_amount(text: &str) -> Result<u32, String> {
    if text.starts_with('-') {
        return Err(format!("cash cannot be negative (R5), but '{}' is: write 0 or more", quote(text)));
    }
    match read_number(text, MAX_CASH as u64) {
        Some(amount) => Ok(amount as u32),
        None => Err(format!(
            "'{}' is not an amount of cash: write a whole number from 0 to {MAX_CASH}",
            quote(text)
        )),
    }
}

/// `shares:` `NAME CHAIN COUNT` entries, at most 25 shares of a chain in all (R4).
pub(super) fn read_shares(
    entry: Entry,
    seats: &[Seat],
    players: &mut [PlayerState],
) -> Result<(), PositionError> {
    let mut listed = [[false; CHAIN_COUNT]; MAX_PLAYERS];
    for item in entry.items()? {
        let (player, chain, count) = read_holding(&item, seats).map_err(|message| entry.error(message))?;
        if std::mem::replace(&mut listed[player][chain.index()], true) {
            let name = seats[player].name();
            let message = format!("the holding '{name} {chain}' is listed twice: list each holding once");
            return Err(entry.error(message));
        }
        players[player].shares[chain.index()] = count;
    }
    check_share_totals(players).map_err(|message| entry.error(message))
}

/// One `NAME CHAIN COUNT` entry.
pub(super) fn read_holding(item: &Item, seats: &[Seat]) -> Result<(PlayerId, Chain, u8), String> {
    let [chain, count] = item.rest.as_slice() else {
        return Err(format!(
            "'{}' is not a holding: write a name, a chain and a count, like 'Ann Aurora 3'",
            quote(item.text)
        ));
    };
    let player = player_named(seats, item.head)?;
    let chain = read_chain(chain)?;
    let Some(count) = read_number(count, SHARES_PER_CHAIN as u64) else {
        return Err(format!("'{}' is not a number of shares: write 0 to 25 (R4)", quote(count)));
    };
    Ok((player, chain, count as u8))
}

/// R4: the players together hold at most 25 shares of each chain.
pub(super) fn check_share_totals(players: &[PlayerState]) -> Result<(), String> {
    for chain in Chain::ALL {
        let held: u32 = players.iter().map(|p| p.shares[chain.index()] as u32).sum();
        if held > SHARES_PER_CHAIN as u32 {
            return Err(format!("the players hold {held} shares of {chain}, but there are only 25 (R4)"));
        }
    }
    Ok(())
}

/// The groups of a `board:` line: each chain's tiles, and the lone hotels.
#[derive(Default)]
pub(super) struct BoardGroups {
    chains: Vec<(Chain, Vec<Tile>)>,
    lone: Vec<Tile>,
}

/// `board:` groups `CHAIN TILE…` and `lone TILE…`, built into a board and checked (R11, R14).
pub(super) fn read_board(entry: Entry, places: &mut Places) -> Result<Board, PositionError> {
    let groups = read_groups(entry, places)?;
    let mut board = Board::new();
    for (chain, tiles) in &groups.chains {
        add_chain(&mut board, *chain, tiles).map_err(|message| entry.error(message))?;
    }
    for tile in groups.lone {
        add_lone(&mut board, tile).map_err(|message| entry.error(message))?;
    }
    Ok(board)
}

/// Sorts the board's tiles into groups, each named once, each tile in one place.
pub(super) fn read_groups(entry: Entry, places: &mut Places) -> Result<BoardGroups, PositionError> {
    let mut groups = BoardGroups::default();
    let mut named: Vec<Option<Chain>> = Vec::new();
    for item in entry.items()? {
        let group = read_group_name(&item).map_err(|message| entry.error(message))?;
        if named.contains(&group) {
            let name = group.map_or("lone", Chain::name);
            return Err(entry.error(format!("group {name} is listed twice: write its tiles as one group")));
        }
        named.push(group);
        let tiles = read_tiles(&item.rest, entry.line, "on the board", places)?;
        match group {
            Some(chain) => groups.chains.push((chain, tiles)),
            None => groups.lone = tiles,
        }
    }
    Ok(groups)
}

/// A group's first word: `lone` (with tiles after it), or a chain.
pub(super) fn read_group_name(item: &Item) -> Result<Option<Chain>, String> {
    if !item.head.eq_ignore_ascii_case("lone") {
        return read_chain(item.head).map(Some);
    }
    if item.rest.is_empty() {
        return Err(
            "the lone group names no tile: write the lone hotels after it, like 'lone 5G 12I'".to_string()
        );
    }
    Ok(None)
}

/// Puts a chain on the board: two or more connected tiles (R11) touching no other chain (R14).
pub(super) fn add_chain(board: &mut Board, chain: Chain, tiles: &[Tile]) -> Result<(), String> {
    if tiles.len() < 2 {
        return Err(format!("chain {chain} has {} tile(s): a chain has at least 2 (R11)", tiles.len()));
    }
    for &tile in tiles {
        board.place_lone(tile);
    }
    // The only lone hotels on the board yet are this chain's, so absorbing from one of them
    // takes all of them exactly when they are connected.
    if board.absorb_lone_group(tiles[0], chain) as usize != tiles.len() {
        let list = tile_list(tiles.iter().copied());
        return Err(format!(
            "chain {chain} is not connected ({list}): its tiles form one group of neighbours (R1)"
        ));
    }
    for &tile in tiles {
        if let Some(other) = board.touching_chains(tile).iter().find(|c| *c != chain) {
            return Err(format!(
                "chain {chain} touches {other} at {tile}: a tile joining two chains merges them (R14)"
            ));
        }
    }
    Ok(())
}

/// Puts a lone hotel on the board: it may touch other lone hotels, never a chain (R11).
pub(super) fn add_lone(board: &mut Board, tile: Tile) -> Result<(), String> {
    if let Some(chain) = board.touching_chains(tile).first() {
        return Err(format!(
            "lone hotel {tile} touches {chain}: a hotel next to a chain belongs to it (R11)"
        ));
    }
    board.place_lone(tile);
    Ok(())
}

/// `hands:` `NAME TILE…` entries, at most 6 tiles each (R2); players not listed hold none.
pub(super) fn read_hands(
    entry: Entry,
    seats: &[Seat],
    players: &mut [PlayerState],
    places: &mut Places,
) -> Result<(), PositionError> {
    let mut listed = vec![false; seats.len()];
    for item in entry.items()? {
        let player = player_named(seats, item.head).map_err(|message| entry.error(message))?;
        list_once(&mut listed, player, seats).map_err(|message| entry.error(message))?;
        players[player].hand = read_hand(entry, &item, seats[player].name(), places)?;
    }
    Ok(())
}

/// One player's tiles, at most 6 (R2), each claimed for the hand.
pub(super) fn read_hand(
    entry: Entry,
    item: &Item,
    name: &str,
    places: &mut Places,
) -> Result<Hand, PositionError> {
    if item.rest.len() > HAND_SIZE {
        let count = item.rest.len();
        return Err(entry.error(format!("player {name} holds {count} tiles: a hand holds at most 6 (R2)")));
    }
    let mut hand = Hand::default();
    for tile in read_tiles(&item.rest, entry.line, &format!("in {name}'s hand"), places)? {
        hand.insert(tile);
    }
    Ok(hand)
}

/// `seed:` a whole number; [`DEFAULT_SEED`] without the line.
pub(super) fn read_seed(entry: Option<Entry>) -> Result<u64, PositionError> {
    let Some(entry) = entry else { return Ok(DEFAULT_SEED) };
    let text = entry.value.trim();
    read_number(text, u64::MAX).ok_or_else(|| {
        entry.error(format!("'{}' is not a seed: write a whole number from 0 to {}", quote(text), u64::MAX))
    })
}

/// `pool:` the tiles to draw, next drawn first; without the line, every tile named nowhere
/// else, shuffled from the seed (see the module's notes).
pub(super) fn read_pool(
    entry: Option<Entry>,
    places: &mut Places,
    seed: u64,
) -> Result<Vec<Tile>, PositionError> {
    match entry {
        Some(entry) => read_tiles(&entry.words(), entry.line, "in the pool", places),
        None => Ok(shuffled_pool(places, seed)),
    }
}

/// The unnamed tiles in index order, shuffled as [`Game::new`] shuffles, next drawn first.
pub(super) fn shuffled_pool(places: &Places, seed: u64) -> Vec<Tile> {
    let mut pool: Vec<Tile> = places.unnamed().collect();
    shuffle(&mut pool, seed);
    // A new game draws from the end of its shuffled tiles; the parts list the next drawn first.
    pool.reverse();
    pool
}

/// `options:` the variants that are on; `quick` is V1, the only one so far.
pub(super) fn read_options(entry: Entry) -> Result<Options, PositionError> {
    let mut options = Options::default();
    for word in entry.words() {
        if !word.eq_ignore_ascii_case("quick") {
            return Err(
                entry.error(format!("unknown option '{}': the only option is quick (V1)", quote(word)))
            );
        }
        if options.quick {
            return Err(entry.error("option quick is listed twice: name each option once".to_string()));
        }
        options.quick = true;
    }
    Ok(options)
}

/// `over: yes` for a finished game; no line for a game going on.
pub(super) fn read_over(entry: Option<Entry>) -> Result<bool, PositionError> {
    match entry {
        None => Ok(false),
        Some(entry) if entry.value.trim() == "yes" => Ok(true),
        Some(entry) => Err(entry.error(format!(
            "'over: {}' is not understood: write 'over: yes' for a finished game, or leave the line out",
            quote(entry.value.trim())
        ))),
    }
}

// ----- Reading: the vocabulary -----------------------------------------------------------------

/// Where each tile named so far stands, so that a tile named twice is refused.
pub(super) struct Places {
    named: Vec<Option<(usize, String)>>,
}

impl Places {
    /// No tile named yet.
    pub(super) fn new() -> Places {
        Places { named: vec![None; TILE_COUNT] }
    }

    /// Records that a tile is at `place` (like "in the pool"), unless it was named before.
    pub(super) fn claim(&mut self, tile: Tile, line: usize, place: &str) -> Result<(), PositionError> {
        if let Some((first_line, first_place)) = &self.named[tile.index()] {
            let message = format!(
                "tile {tile} is {place} but also {first_place} (line {first_line}): a tile is in one place only"
            );
            return Err(PositionError { line, message });
        }
        self.named[tile.index()] = Some((line, place.to_string()));
        Ok(())
    }

    /// The tiles named nowhere yet, in index order.
    pub(super) fn unnamed(&self) -> impl Iterator<Item = Tile> + '_ {
        Tile::all().filter(|tile| self.named[tile.index()].is_none())
    }
}

/// Tile names, each claimed for `place`.
pub(super) fn read_tiles(
    words: &[&str],
    line: usize,
    place: &str,
    places: &mut Places,
) -> Result<Vec<Tile>, PositionError> {
    let mut tiles = Vec::with_capacity(words.len());
    for word in words {
        let tile: Tile = word.parse().map_err(|error| PositionError { line, message: format!("{error}") })?;
        places.claim(tile, line, place)?;
        tiles.push(tile);
    }
    Ok(tiles)
}

/// A chain by its full name, in any case (R3: `Königshof` or `Koenigshof`).
pub(super) fn read_chain(word: &str) -> Result<Chain, String> {
    Chain::from_full_name(word).ok_or_else(|| {
        let names: Vec<&str> = Chain::ALL.into_iter().map(Chain::name).collect();
        format!("'{}' is not a chain: write a chain's full name, one of {}", quote(word), names.join(", "))
    })
}

/// The seat with a name, in any case.
pub(super) fn player_named(seats: &[Seat], name: &str) -> Result<PlayerId, String> {
    seats.iter().position(|seat| seat.name().eq_ignore_ascii_case(name)).ok_or_else(|| {
        let names: Vec<&str> = seats.iter().map(Seat::name).collect();
        format!("unknown player '{}': the players are {}", quote(name), names.join(", "))
    })
}

/// Marks a player as listed on this line, refusing a second entry.
pub(super) fn list_once(listed: &mut [bool], player: PlayerId, seats: &[Seat]) -> Result<(), String> {
    if std::mem::replace(&mut listed[player], true) {
        return Err(format!("player {} is listed twice: give each player one entry", seats[player].name()));
    }
    Ok(())
}

/// A whole number in ASCII digits (no sign), if it is at most `max`.
pub(super) fn read_number(text: &str, max: u64) -> Option<u64> {
    // 20 digits hold every u64; longer text is refused before parsing.
    if text.is_empty() || text.len() > 20 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse::<u64>().ok().filter(|number| *number <= max)
}
