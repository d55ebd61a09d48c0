//! The plain setup between the two steps of reading: what a position file says, parsed but
//! not yet checked against the rules.
//!
//! Like shakmaty's `Setup` ("a not necessarily legal position"), a [`PositionSetup`] is just
//! the fields: every word of the file turned into its value (a [`Seat`], a [`Tile`], a
//! [`Chain`], a number), names still as written, and each list with the line it came from so
//! that the check can name the line of every problem. Nothing here has been compared with
//! anything else yet: a tile may be in a hand and on the board, a name may be nobody's, a
//! chain may be one hotel. [`Position::from_setup`](super::Position::from_setup) checks all
//! of that.

use crate::rules::{Chain, Options, Tile};

use super::{DEFAULT_SEED, PositionError, PositionProblem};
use crate::notation::seats::Seat;

/// A value of a position file and the line it came from (counting from 1; 0 for a line the
/// file does not have, or a value built in code).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lined<T> {
    /// The line the value came from.
    pub line: usize,
    /// The value.
    pub value: T,
}

impl<T> Lined<T> {
    /// An error on this value's line.
    pub(super) fn error(&self, problem: PositionProblem) -> PositionError {
        PositionError { line: self.line, problem }
    }
}

/// A position file parsed into values but not checked: see the [module notes](super) for
/// what each key means, and [`parse_position`](super::parse_position) for an example.
///
/// A key the file leaves out is here as the file would write it with nothing after the colon
/// (line 0): no cash entries, no holdings, an empty board, no hands, no announcement. Only the
/// pool tells a missing line (`None`, drawn from the seed) from an empty one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionSetup {
    /// `players:` the seats in order, each with a valid name and a kind.
    pub players: Lined<Vec<Seat>>,
    /// `turn:` the name of the player whose turn starts, as written.
    pub turn: Lined<String>,
    /// `cash:` the players' cash; a player not listed has the starting cash (R5).
    pub cash: Lined<Vec<CashEntry>>,
    /// `shares:` the players' holdings; the bank holds the rest of each 25 (R4).
    pub shares: Lined<Vec<ShareEntry>>,
    /// `board:` the chains and the lone hotels, in the order written.
    pub board: Lined<Vec<BoardGroup>>,
    /// `hands:` the players' tiles; a player not listed holds none.
    pub hands: Lined<Vec<HandEntry>>,
    /// `pool:` the tiles to draw, next drawn first; `None` without the line, for every tile
    /// named nowhere else, shuffled from the seed.
    pub pool: Option<Lined<Vec<Tile>>>,
    /// `seed:` the game's seed.
    pub seed: u64,
    /// `options:` the variants that are on.
    pub options: Options,
    /// `announced: yes`: the end is announced in this turn (R16), so the game ends when the
    /// turn of `turn:` does; false on line 0 without the line.
    pub announced: Lined<bool>,
    /// `over: yes`: the game is finished.
    pub over: bool,
}

impl Default for PositionSetup {
    /// A file with nothing but the header: no seats, no turn, and every other key missing.
    fn default() -> PositionSetup {
        PositionSetup {
            players: Lined::default(),
            turn: Lined::default(),
            cash: Lined::default(),
            shares: Lined::default(),
            board: Lined::default(),
            hands: Lined::default(),
            pool: None,
            seed: DEFAULT_SEED,
            options: Options::default(),
            announced: Lined::default(),
            over: false,
        }
    }
}

/// One `cash:` entry, `NAME AMOUNT`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CashEntry {
    /// The player, as written.
    pub name: String,
    /// The player's cash.
    pub amount: u32,
}

/// One `shares:` entry, `NAME CHAIN COUNT`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShareEntry {
    /// The player, as written.
    pub name: String,
    /// The chain.
    pub chain: Chain,
    /// How many of its shares the player holds.
    pub count: u8,
}

/// One `board:` group: a chain's hotels (`CHAIN TILE…`) or the lone hotels (`lone TILE…`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardGroup {
    /// The chain, or `None` for the lone hotels.
    pub chain: Option<Chain>,
    /// The group's tiles, in the order written.
    pub tiles: Vec<Tile>,
}

/// One `hands:` entry, `NAME TILE…`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandEntry {
    /// The player, as written.
    pub name: String,
    /// The tiles, in the order written.
    pub tiles: Vec<Tile>,
}
