//! The second step of reading: a [`PositionSetup`] checked against the rules (R2, R4-R6,
//! R11, R14, R16) and built into the parts a [`Game`](crate::rules::Game) starts from.
//!
//! Every value of the setup is well formed; here they are compared with each other: names
//! with the seats, each tile with every other place, chains with their neighbours, counts
//! with their limits. Each problem is refused with its rule and the line of the value to
//! blame, in the order of the file's keys (as [`write_position`](super::write_position)
//! writes them), so that the first problem of a file is always the same one.

use crate::notation::kind::PlayerKind;
use crate::notation::seats::Seat;
use crate::rules::board::Board;
use crate::rules::game::{GameParts, Options, PlayerState, STARTING_CASH, announce_refusal_on, shuffle};
use crate::rules::player::{HAND_SIZE, Hand, MAX_PLAYERS, PlayerId};
use crate::rules::tile::{TILE_COUNT, Tile};
use crate::rules::{AnnounceRefusal, CHAIN_COUNT, Chain, SHARES_PER_CHAIN, check_player_count};

use super::lines::quote;
use super::setup::{BoardGroup, CashEntry, HandEntry, Lined, PositionSetup, ShareEntry};
use super::write::tile_list;
use super::{MAX_CASH, PositionError};

/// Checks a setup, answering the parts of the game it describes and who decides for each seat.
pub(super) fn check_setup(setup: PositionSetup) -> Result<(GameParts, Vec<PlayerKind>), PositionError> {
    let PositionSetup {
        players: seats,
        turn,
        cash,
        shares,
        board,
        hands,
        pool,
        seed,
        options,
        announced,
        over,
    } = setup;
    check_seats(&seats)?;
    let seats = seats.value;
    let current = player_named(&seats, &turn.value).map_err(|message| turn.error(message))?;
    let empty = PlayerState { cash: STARTING_CASH, shares: [0; CHAIN_COUNT], hand: Hand::default() };
    let mut players = vec![empty; seats.len()];
    check_cash(&cash, &seats, &mut players)?;
    check_shares(&shares, &seats, &mut players)?;
    let mut places = Places::new();
    let board = check_board(&board, &mut places)?;
    check_hands(&hands, &seats, &mut players, &mut places)?;
    let pool = check_pool(pool, &mut places, seed)?;
    let announced = check_announced(&announced, &board, options, over)?;
    let names = seats.iter().map(|seat| seat.name().to_string()).collect();
    let kinds = seats.iter().map(Seat::kind).collect();
    Ok((GameParts { names, options, seed, board, players, pool, current, turn: 1, announced, over }, kinds))
}

// ----- The players and what they hold ----------------------------------------------------------

/// `players:` 2 to 6 seats (R6) with names of their own.
fn check_seats(seats: &Lined<Vec<Seat>>) -> Result<(), PositionError> {
    for (at, seat) in seats.value.iter().enumerate() {
        if seats.value[..at].iter().any(|s| s.name().eq_ignore_ascii_case(seat.name())) {
            let message =
                format!("player {} is listed twice: give each player a name of their own", seat.name());
            return Err(seats.error(message));
        }
    }
    check_player_count(seats.value.len()).map_err(|error| seats.error(error.to_string()))
}

/// `cash:` each player at most once, with at most [`MAX_CASH`]; players not listed keep the
/// starting cash (R5).
fn check_cash(
    cash: &Lined<Vec<CashEntry>>,
    seats: &[Seat],
    players: &mut [PlayerState],
) -> Result<(), PositionError> {
    let mut listed = vec![false; seats.len()];
    for entry in &cash.value {
        let player = player_named(seats, &entry.name).map_err(|message| cash.error(message))?;
        list_once(&mut listed, player, seats).map_err(|message| cash.error(message))?;
        // Parsing refuses more already; this guards a setup built in code.
        if entry.amount > MAX_CASH {
            let (name, amount) = (seats[player].name(), entry.amount);
            let message = format!("player {name} has {amount} in cash: a position gives at most {MAX_CASH}");
            return Err(cash.error(message));
        }
        players[player].cash = entry.amount;
    }
    Ok(())
}

/// `shares:` each holding at most once, at most 25 shares of a chain in all (R4).
fn check_shares(
    shares: &Lined<Vec<ShareEntry>>,
    seats: &[Seat],
    players: &mut [PlayerState],
) -> Result<(), PositionError> {
    let mut listed = [[false; CHAIN_COUNT]; MAX_PLAYERS];
    for ShareEntry { name, chain, count } in &shares.value {
        let player = player_named(seats, name).map_err(|message| shares.error(message))?;
        if std::mem::replace(&mut listed[player][chain.index()], true) {
            let name = seats[player].name();
            let message = format!("the holding '{name} {chain}' is listed twice: list each holding once");
            return Err(shares.error(message));
        }
        players[player].shares[chain.index()] = *count;
    }
    check_share_totals(players).map_err(|message| shares.error(message))
}

/// R4: the players together hold at most 25 shares of each chain.
fn check_share_totals(players: &[PlayerState]) -> Result<(), String> {
    for chain in Chain::ALL {
        let held: u32 = players.iter().map(|p| p.shares[chain.index()] as u32).sum();
        if held > SHARES_PER_CHAIN as u32 {
            return Err(format!("the players hold {held} shares of {chain}, but there are only 25 (R4)"));
        }
    }
    Ok(())
}

/// `hands:` each player at most once, at most 6 tiles each (R2); players not listed hold none.
fn check_hands(
    hands: &Lined<Vec<HandEntry>>,
    seats: &[Seat],
    players: &mut [PlayerState],
    places: &mut Places,
) -> Result<(), PositionError> {
    let mut listed = vec![false; seats.len()];
    for HandEntry { name, tiles } in &hands.value {
        let player = player_named(seats, name).map_err(|message| hands.error(message))?;
        list_once(&mut listed, player, seats).map_err(|message| hands.error(message))?;
        let name = seats[player].name();
        if tiles.len() > HAND_SIZE {
            let count = tiles.len();
            return Err(
                hands.error(format!("player {name} holds {count} tiles: a hand holds at most 6 (R2)"))
            );
        }
        claim_tiles(tiles, hands.line, &format!("in {name}'s hand"), places)?;
        for &tile in tiles {
            players[player].hand.insert(tile);
        }
    }
    Ok(())
}

/// The seat with a name, in any case.
fn player_named(seats: &[Seat], name: &str) -> Result<PlayerId, String> {
    seats.iter().position(|seat| seat.name().eq_ignore_ascii_case(name)).ok_or_else(|| {
        let names: Vec<&str> = seats.iter().map(Seat::name).collect();
        format!("unknown player '{}': the players are {}", quote(name), names.join(", "))
    })
}

/// Marks a player as listed on this line, refusing a second entry.
fn list_once(listed: &mut [bool], player: PlayerId, seats: &[Seat]) -> Result<(), String> {
    if std::mem::replace(&mut listed[player], true) {
        return Err(format!("player {} is listed twice: give each player one entry", seats[player].name()));
    }
    Ok(())
}

// ----- The board -------------------------------------------------------------------------------

/// `board:` each group named once and each tile in one place, built into a board and checked
/// (R11, R14).
fn check_board(board: &Lined<Vec<BoardGroup>>, places: &mut Places) -> Result<Board, PositionError> {
    let mut named: Vec<Option<Chain>> = Vec::new();
    for BoardGroup { chain, tiles } in &board.value {
        if named.contains(chain) {
            let name = chain.map_or("lone", Chain::name);
            return Err(board.error(format!("group {name} is listed twice: write its tiles as one group")));
        }
        named.push(*chain);
        claim_tiles(tiles, board.line, "on the board", places)?;
    }
    build_board(&board.value).map_err(|message| board.error(message))
}

/// The board of the groups: the chains first, then the lone hotels, so that a lone hotel
/// next to a chain is found whatever the order written.
fn build_board(groups: &[BoardGroup]) -> Result<Board, String> {
    let mut board = Board::new();
    for group in groups {
        if let Some(chain) = group.chain {
            add_chain(&mut board, chain, &group.tiles)?;
        }
    }
    for group in groups.iter().filter(|group| group.chain.is_none()) {
        for &tile in &group.tiles {
            add_lone(&mut board, tile)?;
        }
    }
    Ok(board)
}

/// Puts a chain on the board: two or more connected tiles (R11) touching no other chain (R14).
fn add_chain(board: &mut Board, chain: Chain, tiles: &[Tile]) -> Result<(), String> {
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
fn add_lone(board: &mut Board, tile: Tile) -> Result<(), String> {
    if let Some(chain) = board.touching_chains(tile).first() {
        return Err(format!(
            "lone hotel {tile} touches {chain}: a hotel next to a chain belongs to it (R11)"
        ));
    }
    board.place_lone(tile);
    Ok(())
}

// ----- The tiles -------------------------------------------------------------------------------

/// Where each tile named so far stands, so that a tile named twice is refused.
struct Places {
    named: Vec<Option<(usize, String)>>,
}

impl Places {
    /// No tile named yet.
    fn new() -> Places {
        Places { named: vec![None; TILE_COUNT] }
    }

    /// Records that a tile is at `place` (like "in the pool"), unless it was named before.
    fn claim(&mut self, tile: Tile, line: usize, place: &str) -> Result<(), PositionError> {
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
    fn unnamed(&self) -> impl Iterator<Item = Tile> + '_ {
        Tile::all().filter(|tile| self.named[tile.index()].is_none())
    }
}

/// Claims each tile of a line for `place`.
fn claim_tiles(tiles: &[Tile], line: usize, place: &str, places: &mut Places) -> Result<(), PositionError> {
    tiles.iter().try_for_each(|&tile| places.claim(tile, line, place))
}

/// `pool:` tiles named nowhere else; without the line, every tile named nowhere else,
/// shuffled from the seed (see the module notes of [`super`]).
fn check_pool(
    pool: Option<Lined<Vec<Tile>>>,
    places: &mut Places,
    seed: u64,
) -> Result<Vec<Tile>, PositionError> {
    let Some(pool) = pool else { return Ok(shuffled_pool(places, seed)) };
    claim_tiles(&pool.value, pool.line, "in the pool", places)?;
    Ok(pool.value)
}

/// Without a `pool:` line: the unnamed tiles in index order, shuffled as
/// [`Game::new`](crate::rules::Game::new) shuffles, next drawn first.
fn shuffled_pool(places: &Places, seed: u64) -> Vec<Tile> {
    let mut pool: Vec<Tile> = places.unnamed().collect();
    shuffle(&mut pool, seed);
    // A new game draws from the end of its shuffled tiles; the parts list the next drawn first.
    pool.reverse();
    pool
}

// ----- The end ---------------------------------------------------------------------------------

/// `announced: yes` in a game going on whose board allows the announcement (R16, V1): the
/// rules' own test of a turn in play, asked of the file's board.
fn check_announced(
    announced: &Lined<bool>,
    board: &Board,
    options: Options,
    over: bool,
) -> Result<bool, PositionError> {
    if !announced.value {
        return Ok(false);
    }
    if over {
        let message = "the end is announced, but the game is over: a finished game has no turn left to \
                       finish (R16), so write 'announced: yes' or 'over: yes', not both";
        return Err(announced.error(message.to_string()));
    }
    match announce_refusal_on(board, options) {
        None => Ok(true),
        Some(reason) => Err(announced.error(announce_refusal(reason, board, options))),
    }
}

/// Why the board of a file does not allow the end to be announced, and what would (R16, V1).
fn announce_refusal(reason: AnnounceRefusal, board: &Board, options: Options) -> String {
    match reason {
        AnnounceRefusal::NoChain => {
            "the end is announced, but no chain is on the board: it may be announced only with a chain \
             on the board (R16)"
                .to_string()
        }
        AnnounceRefusal::TooEarly { end_size } => {
            let largest = board.largest_size();
            let variant = if options.quick { " in the quick game (V1)" } else { "" };
            format!(
                "the end is announced, but the largest chain has {largest} hotels and not every chain is \
                 safe: it may be announced from a chain of {end_size}{variant} or with every chain safe (R16)"
            )
        }
        // The board alone never says so; the game does, and a file's game starts unannounced.
        AnnounceRefusal::AlreadyAnnounced => "the end is announced already (R16)".to_string(),
    }
}
