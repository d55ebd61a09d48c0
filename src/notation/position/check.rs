//! The second step of reading: a [`PositionSetup`] checked against the rules (R2, R4-R6,
//! R11, R14, R16) and built into the parts a [`Game`](crate::rules::Game) starts from.
//!
//! Every value of the setup is well formed; here they are compared with each other: names
//! with the seats, each tile with every other place, chains with their neighbours, counts
//! with their limits. Each problem is refused with its rule and the line of the value to
//! blame, in the order of the file's keys (as [`write_position`](super::write_position)
//! writes them), so that the first problem of a file is always the same one.

use crate::notation::kind::PlayerKind;
use crate::notation::seats::{Seat, same_name};
use crate::rules::board::Board;
use crate::rules::game::{GameParts, Options, PlayerState, STARTING_CASH, announce_refusal_on, shuffle};
use crate::rules::player::{HAND_SIZE, Hand, MAX_PLAYERS, PlayerId};
use crate::rules::tile::{TILE_COUNT, Tile};
use crate::rules::{
    AnnounceRefusal, CHAIN_COUNT, Chain, SHARES_PER_CHAIN, check_options, check_player_count,
};

use super::setup::{BoardGroup, CashEntry, HandEntry, Lined, PositionSetup, ShareEntry};
use super::{MAX_CASH, Place, PositionError, PositionProblem};

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
    check_options(options, seats.value.len())
        .map_err(|error| seats.error(PositionProblem::PlayerCount(error)))?;
    let seats = seats.value;
    let current = player_named(&seats, &turn.value).map_err(|problem| turn.error(problem))?;
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
        if seats.value[..at].iter().any(|s| same_name(s.name(), seat.name())) {
            return Err(seats.error(PositionProblem::SameName(seat.name().to_string())));
        }
    }
    check_player_count(seats.value.len()).map_err(|error| seats.error(PositionProblem::PlayerCount(error)))
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
        let player = player_named(seats, &entry.name).map_err(|problem| cash.error(problem))?;
        list_once(&mut listed, player, seats).map_err(|problem| cash.error(problem))?;
        // Parsing refuses more already; this guards a setup built in code.
        if entry.amount > MAX_CASH {
            let (name, amount) = (seats[player].name().to_string(), entry.amount);
            return Err(cash.error(PositionProblem::TooMuchCash { name, amount }));
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
        let player = player_named(seats, name).map_err(|problem| shares.error(problem))?;
        if std::mem::replace(&mut listed[player][chain.index()], true) {
            let name = seats[player].name().to_string();
            return Err(shares.error(PositionProblem::HoldingTwice { name, chain: *chain }));
        }
        players[player].shares[chain.index()] = *count;
    }
    check_share_totals(players).map_err(|problem| shares.error(problem))
}

/// R4: the players together hold at most 25 shares of each chain.
fn check_share_totals(players: &[PlayerState]) -> Result<(), PositionProblem> {
    for chain in Chain::ALL {
        let held: u32 = players.iter().map(|p| p.shares[chain.index()] as u32).sum();
        if held > SHARES_PER_CHAIN as u32 {
            return Err(PositionProblem::TooManyShares { chain, held });
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
        let player = player_named(seats, name).map_err(|problem| hands.error(problem))?;
        list_once(&mut listed, player, seats).map_err(|problem| hands.error(problem))?;
        let name = seats[player].name().to_string();
        if tiles.len() > HAND_SIZE {
            let count = tiles.len();
            return Err(hands.error(PositionProblem::HandTooBig { name, count }));
        }
        claim_tiles(tiles, hands.line, &Place::Hand(name), places)?;
        for &tile in tiles {
            players[player].hand.insert(tile);
        }
    }
    Ok(())
}

/// The seat with a name, in any case.
fn player_named(seats: &[Seat], name: &str) -> Result<PlayerId, PositionProblem> {
    seats.iter().position(|seat| same_name(seat.name(), name)).ok_or_else(|| {
        let players = seats.iter().map(|seat| seat.name().to_string()).collect();
        PositionProblem::UnknownPlayer { name: name.to_string(), players }
    })
}

/// Marks a player as listed on this line, refusing a second entry.
fn list_once(listed: &mut [bool], player: PlayerId, seats: &[Seat]) -> Result<(), PositionProblem> {
    if std::mem::replace(&mut listed[player], true) {
        return Err(PositionProblem::ListedTwice(seats[player].name().to_string()));
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
            return Err(board.error(PositionProblem::GroupTwice(*chain)));
        }
        named.push(*chain);
        claim_tiles(tiles, board.line, &Place::Board, places)?;
    }
    build_board(&board.value).map_err(|problem| board.error(problem))
}

/// The board of the groups: the chains first, then the lone hotels, so that a lone hotel
/// next to a chain is found whatever the order written.
fn build_board(groups: &[BoardGroup]) -> Result<Board, PositionProblem> {
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
fn add_chain(board: &mut Board, chain: Chain, tiles: &[Tile]) -> Result<(), PositionProblem> {
    if tiles.len() < 2 {
        return Err(PositionProblem::ChainTooSmall { chain, count: tiles.len() });
    }
    for &tile in tiles {
        board.place_lone(tile);
    }
    // The only lone hotels on the board yet are this chain's, so absorbing from one of them
    // takes all of them exactly when they are connected.
    if board.absorb_lone_group(tiles[0], chain) as usize != tiles.len() {
        return Err(PositionProblem::ChainNotConnected { chain, tiles: tiles.to_vec() });
    }
    for &tile in tiles {
        if let Some(other) = board.touching_chains(tile).iter().find(|c| *c != chain) {
            return Err(PositionProblem::ChainsTouch { chain, other, tile });
        }
    }
    Ok(())
}

/// Puts a lone hotel on the board: it may touch other lone hotels, never a chain (R11).
fn add_lone(board: &mut Board, tile: Tile) -> Result<(), PositionProblem> {
    if let Some(chain) = board.touching_chains(tile).first() {
        return Err(PositionProblem::LoneTouchesChain { tile, chain });
    }
    board.place_lone(tile);
    Ok(())
}

// ----- The tiles -------------------------------------------------------------------------------

/// Where each tile named so far stands, so that a tile named twice is refused.
struct Places {
    named: Vec<Option<(usize, Place)>>,
}

impl Places {
    /// No tile named yet.
    fn new() -> Places {
        Places { named: vec![None; TILE_COUNT] }
    }

    /// Records that a tile is at `place` (like the pool), unless it was named before.
    fn claim(&mut self, tile: Tile, line: usize, place: &Place) -> Result<(), PositionError> {
        if let Some((first_line, first)) = &self.named[tile.index()] {
            let (place, first, first_line) = (place.clone(), first.clone(), *first_line);
            return Err(PositionError {
                line,
                problem: PositionProblem::TileTwice { tile, place, first, first_line },
            });
        }
        self.named[tile.index()] = Some((line, place.clone()));
        Ok(())
    }

    /// The tiles named nowhere yet, in index order.
    fn unnamed(&self) -> impl Iterator<Item = Tile> + '_ {
        Tile::all().filter(|tile| self.named[tile.index()].is_none())
    }
}

/// Claims each tile of a line for `place`.
fn claim_tiles(tiles: &[Tile], line: usize, place: &Place, places: &mut Places) -> Result<(), PositionError> {
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
    claim_tiles(&pool.value, pool.line, &Place::Pool, places)?;
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
        return Err(announced.error(PositionProblem::AnnouncedAndOver));
    }
    match announce_refusal_on(board, options) {
        None => Ok(true),
        Some(reason) => Err(announced.error(announce_refusal(reason, board, options))),
    }
}

/// Why the board of a file does not allow the end to be announced (R16, V1).
fn announce_refusal(reason: AnnounceRefusal, board: &Board, options: Options) -> PositionProblem {
    match reason {
        AnnounceRefusal::NoChain => PositionProblem::AnnouncedWithoutChain,
        AnnounceRefusal::TooEarly { end_size } => PositionProblem::AnnouncedTooEarly {
            largest: board.largest_size(),
            end_size,
            quick: options.quick,
        },
        // The board alone never says so; the game does, and a file's game starts unannounced.
        AnnounceRefusal::AlreadyAnnounced => PositionProblem::AnnouncedAlready,
    }
}
