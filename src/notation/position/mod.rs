//! Position files: a game at the start of a player's turn, as plain text (format v1); and
//! one seat's view of a game in the same notation, without what the seat may not see
//! ([`write_view`]).
//!
//! A position file is how tests set up a scenario, how a lesson shows a situation, and what
//! anyone can write by hand. [`read_position`] reads one into a [`Game`]; [`write_position`]
//! writes a game back out. An example:
//!
//! ```text
//! # bauloewe position 1
//! players: Ann human, Bob broker, Cid human
//! turn: Ann
//! cash: Ann 6000, Bob 5400, Cid 6000
//! shares: Ann Aurora 3, Ann Zugvogel 1, Bob Aurora 2
//! board: Aurora 2B 3B 3C, Zugvogel 7E 8E, lone 5G 12I
//! hands: Ann 4B 1A 9C, Bob 6E, Cid 12A
//! pool: 4C 5C 6C
//! seed: 42
//! options: quick
//! ```
//!
//! The first line names the format and its version. After it come `key: value` lines in any
//! order, each key at most once; blank lines and lines starting with `#` are ignored. Lists of
//! entries (`players`, `cash`, `shares`, `board`, `hands`) are separated by commas, the words of
//! an entry by spaces; `pool` and `options` are single words separated by spaces.
//!
//! | key | value | when the line is missing |
//! |---|---|---|
//! | `players` | seats in order, `NAME KIND`, 2 to 6 (R6) | refused |
//! | `turn` | the player whose turn starts | refused |
//! | `cash` | `NAME AMOUNT`, 0 to [`MAX_CASH`] | 6000 each (R5) |
//! | `shares` | `NAME CHAIN COUNT`; the bank holds the rest of each 25 (R4) | nobody holds any |
//! | `board` | `CHAIN TILE…` (connected, 2 or more) and `lone TILE…` | empty board |
//! | `hands` | `NAME TILE…`, at most 6 tiles (R2); a name alone is an empty hand | empty hands |
//! | `pool` | tiles to draw, next drawn first; nothing after the colon is an empty pool | shuffled, see below |
//! | `seed` | a whole number, the game's seed | 0 |
//! | `options` | variants that are on: `quick` (V1), `hidden` (V2), `market` (V3, two players only) | none |
//! | `announced` | `yes` when the end is announced in this turn (R16) | not announced |
//! | `over` | `yes` for a finished game | not over |
//!
//! Decisions where the format leaves room:
//! - Player names are matched ignoring ASCII case (seats may not differ in case only), as
//!   are tiles, chains, kinds and options. Keys are written in lowercase.
//! - Chains are named in full (`Königshof` or `Koenigshof`): a prefix that is unambiguous today
//!   might not stay so, and a file should mean the same thing forever.
//! - Without a `pool:` line, every tile named nowhere else is in the pool: those tiles, in index
//!   order (1A, 2A, …, 12A, 1B, …, 12I), are shuffled with the seed exactly as a new game shuffles
//!   its 108 tiles, and drawn the same way. With a `pool:` line, tiles named nowhere are out of
//!   the game.
//! - Cash above [`MAX_CASH`] is refused, so that no later payment can overflow.
//! - Lone hotels may touch each other (start tiles can, R9) but not a chain. Each chain and the
//!   lone hotels are one group each.
//! - A file describes the start of a turn: no tile placed yet, no share bought, and no end
//!   announced unless `announced: yes` says so. The game is built at that start, so a player
//!   without a playable tile is skipped as in any turn (the events say so). The turn number is
//!   not part of the format; a game read from a file counts from turn 1.
//! - With `announced: yes`, the player of `turn:` has announced the end (R16), and the file
//!   describes that player's turn at its start with the announcement counted for it: the
//!   player places and buys as in any turn, and the game ends when the turn does. The line is
//!   refused unless the board allows the announcement (R16: a chain on the board, and either a
//!   chain of 41 hotels or more, 25 with `quick` (V1), or every chain on it safe), and refused
//!   beside `over: yes`, as a finished game has no turn left to finish.
//!
//! Reading goes in two steps, as shakmaty reads a FEN into a plain `Setup` and then checks
//! it with `Position::from_setup`:
//! 1. **Parse** ([`parse_position`]): the text into a [`PositionSetup`], the file's values and
//!    the line each came from. Only a file that is not well formed is refused here: the
//!    header, an unknown or repeated key, an entry of the wrong shape, a word that is not a
//!    name, kind, tile, chain or number in its range.
//! 2. **Check** ([`Position::from_setup`]): the setup against the rules, into a game. Every
//!    inconsistency is refused with its rule and the line to blame: a name that is no
//!    player's, a tile in two places, a chain of one hotel or touching another, more than 25
//!    shares of a chain, more than 6 tiles in a hand, an announcement the board does not allow.
//!
//! [`read_position`] is the two in a row. Each step answers the first problem it finds, so a
//! file with several problems is refused for a word that is not well formed, if it has one,
//! before any inconsistency (even one on an earlier line).
//!
//! [`write_position`] writes the canonical form: keys in the order of the table, chains in
//! [`Chain::ALL`](crate::rules::Chain::ALL) order then the lone hotels, tiles sorted, the pool in draw order, cash for every
//! player, shares by seat then chain, `options` only when one is on, `announced` only when the
//! end is announced in a game not over yet, and `over` only when the game is over. Written at
//! the start of a turn (announced or not) it reads back to the same game (bar the turn
//! number). Written at any other moment it shows the board as it stands and `turn:` as the
//! current player, which is only exact at the start of a turn: written after the announcer
//! placed a tile, it reads back as the announcer's turn at its start with that tile on the
//! board, to place and buy once more before the game ends; during a merger the merging tile is
//! still a lone hotel next to chains, so such a file is refused when read.

use std::fmt;

use crate::rules::tile::ParseTileError;
use crate::rules::{Chain, Event, Game, SetupError, Tile};

use super::kind::{PlayerKind, UnknownKind};
use super::options::option_words;
use super::seats::NameError;

mod check;
mod lines;
mod parse;
mod setup;
mod view;
mod write;

#[cfg(test)]
mod random_tests;
#[cfg(test)]
mod setup_tests;
#[cfg(test)]
pub(crate) mod tests;

pub use setup::{BoardGroup, CashEntry, HandEntry, Lined, PositionSetup, ShareEntry};

pub use lines::Key;
pub use view::{decision_words, write_view};
use write::{board_value, cash_value, hands_value, players_value, push_line, shares_value, tile_list};

/// The first line of every position file of this version.
pub const HEADER: &str = "# bauloewe position 1";
/// The most cash a position may give a player: far above what any game pays out, and far
/// enough below `u32::MAX` that no bonus or sale can overflow.
pub const MAX_CASH: u32 = 1_000_000_000;
/// The seed of a position without a `seed:` line.
pub const DEFAULT_SEED: u64 = 0;
/// The longest line read, in bytes; the longest sensible line (six players holding every
/// chain) is about 1,400.
const MAX_LINE_BYTES: usize = 4096;

/// Why a position file was refused: the line (1-based, 0 for the file as a whole) and what
/// was wrong there.
///
/// The error is data, not words: the words layer words it in the player's language (`FileWords`
/// in its `words`). Its `Display` is for developers only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    /// The line number, counting from 1; 0 when no single line is to blame.
    pub line: usize,
    /// What was wrong there.
    pub problem: PositionProblem,
}

/// Where a tile of a position file is, for a tile named in two places.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// On the board (`board:`).
    Board,
    /// In the hand of the player named (`hands:`).
    Hand(String),
    /// In the pool (`pool:`).
    Pool,
}

/// What was wrong in a position file, with what the words about it need: the text as
/// written (not yet quoted), the names, the tiles, the numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionProblem {
    // ----- The lines (parsing) -----
    /// The file has no first line.
    Empty,
    /// The header names a version other than 1 (the version word).
    Version(String),
    /// The first line is not the header (the line).
    NotAHeader(String),
    /// A line is longer than the most that is read, in bytes.
    LineTooLong {
        /// The most bytes a line may have.
        max: usize,
    },
    /// A line without a colon (the line).
    NoColon(String),
    /// A key the format does not have (the word before the colon).
    UnknownKey(String),
    /// A key is on two lines.
    RepeatedKey {
        /// The key.
        key: Key,
        /// The line it was first on.
        first_line: usize,
    },
    /// A key every file needs is missing.
    MissingKey(Key),
    /// Two commas with nothing between them.
    EmptyEntry,
    // ----- The entries (parsing) -----
    /// A `players:` entry that is not `NAME KIND` (the entry).
    NotASeat(String),
    /// A kind of player that is none.
    Kind(UnknownKind),
    /// A name that is no player's name.
    Name(NameError),
    /// `turn:` does not name one player; the example is the first seat's name.
    TurnNotOneName {
        /// A name to show in the example.
        example: String,
    },
    /// A `cash:` entry that is not `NAME AMOUNT` (the entry).
    NotCash(String),
    /// A negative amount of cash (the word).
    NegativeCash(String),
    /// A word that is no amount of cash from 0 to [`MAX_CASH`].
    NotAnAmount(String),
    /// A `shares:` entry that is not `NAME CHAIN COUNT` (the entry).
    NotAHolding(String),
    /// A word that is no number of shares from 0 to 25 (R4).
    NotAShareCount(String),
    /// `lone` without tiles after it.
    EmptyLoneGroup,
    /// A word that is no tile.
    Tile(ParseTileError),
    /// A word that is no chain's full name.
    NotAChain(String),
    /// A `seed:` that is no whole number.
    NotASeed(String),
    /// An option the format does not have (the word).
    UnknownOption(String),
    /// An option listed twice (its word, in lowercase).
    OptionTwice(String),
    /// `announced:` or `over:` with a value other than `yes`.
    NotYes {
        /// The key, [`Key::Announced`] or [`Key::Over`].
        key: Key,
        /// The value written.
        value: String,
    },
    // ----- The check -----
    /// Two seats with one name (the second).
    SameName(String),
    /// Too few or too many seats (R6).
    PlayerCount(SetupError),
    /// A name that is no player's.
    UnknownPlayer {
        /// The name as written.
        name: String,
        /// The players' names, in seat order.
        players: Vec<String>,
    },
    /// A player with two entries on one line (the player's name).
    ListedTwice(String),
    /// More cash than [`MAX_CASH`] (a setup built in code).
    TooMuchCash {
        /// The player.
        name: String,
        /// The amount.
        amount: u32,
    },
    /// One holding listed twice.
    HoldingTwice {
        /// The player.
        name: String,
        /// The chain.
        chain: Chain,
    },
    /// The players hold more than 25 shares of a chain (R4).
    TooManyShares {
        /// The chain.
        chain: Chain,
        /// How many they hold.
        held: u32,
    },
    /// A hand of more than 6 tiles (R2).
    HandTooBig {
        /// The player.
        name: String,
        /// How many tiles.
        count: usize,
    },
    /// A chain, or the lone hotels (`None`), listed twice on the board.
    GroupTwice(Option<Chain>),
    /// A chain of fewer than 2 tiles (R11).
    ChainTooSmall {
        /// The chain.
        chain: Chain,
        /// How many tiles it has.
        count: usize,
    },
    /// A chain whose tiles are not one group of neighbours (R1).
    ChainNotConnected {
        /// The chain.
        chain: Chain,
        /// Its tiles as written.
        tiles: Vec<Tile>,
    },
    /// Two chains side by side (R14).
    ChainsTouch {
        /// The chain.
        chain: Chain,
        /// The chain it touches.
        other: Chain,
        /// Where.
        tile: Tile,
    },
    /// A lone hotel next to a chain (R11).
    LoneTouchesChain {
        /// The lone hotel.
        tile: Tile,
        /// The chain.
        chain: Chain,
    },
    /// A tile named in two places.
    TileTwice {
        /// The tile.
        tile: Tile,
        /// Where it is named on this line.
        place: Place,
        /// Where it was named first.
        first: Place,
        /// The line it was named first on.
        first_line: usize,
    },
    /// `announced: yes` beside `over: yes` (R16).
    AnnouncedAndOver,
    /// The end announced with no chain on the board (R16).
    AnnouncedWithoutChain,
    /// The end announced before the board allows it (R16, V1).
    AnnouncedTooEarly {
        /// The size of the largest chain.
        largest: u8,
        /// The size from which the end may be announced.
        end_size: u8,
        /// Whether it is the quick game (V1).
        quick: bool,
    },
    /// The end announced twice (R16; the board alone never says so).
    AnnouncedAlready,
}

/// For developers (a log, a failed test): the line and the problem as `Debug` writes it. A
/// person reads the console's words instead.
impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {:?}", self.line, self.problem)
    }
}

impl std::error::Error for PositionError {}

/// Reads a position file into a game waiting for the first decision of the named turn: the
/// file parsed ([`parse_position`]), then checked ([`Position::from_setup`]).
///
/// Answers the game and the events of the turn's start (a player without a playable tile is
/// skipped, and a game in which nobody can play any more ends, as in any turn); or the first
/// problem found, with its line.
///
/// ```
/// use bauloewe::notation::PlayerKind;
/// use bauloewe::notation::position::{Place, PositionProblem, read_position};
/// use bauloewe::rules::{Chain, Decision};
/// let text = "# bauloewe position 1
/// players: Ann human, Bob broker
/// turn: Bob
/// cash: Bob 5400
/// shares: Bob Aurora 2
/// board: Aurora 2B 3B, lone 12I
/// hands: Ann 1A 9C, Bob 4B
/// pool: 5C 6C
/// ";
/// let position = read_position(text)?;
/// let game = &position.game;
/// assert_eq!(game.decision(), Decision::PlaceTile { player: 1 });
/// assert_eq!(position.kinds, [PlayerKind::Human, PlayerKind::Broker]);
/// assert_eq!((game.cash(0), game.cash(1)), (6000, 5400));
/// assert_eq!(game.bank_shares(Chain::Aurora), 23);
/// assert_eq!(game.pool().map(|t| t.to_string()).collect::<Vec<_>>(), ["5C", "6C"]);
///
/// let error = read_position(&text.replace("4B", "3B")).unwrap_err();
/// assert_eq!(error.line, 7);
/// let (place, first) = (Place::Hand("Bob".to_string()), Place::Board);
/// let tile = "3B".parse()?;
/// assert_eq!(error.problem, PositionProblem::TileTwice { tile, place, first, first_line: 6 });
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn read_position(text: &str) -> Result<Position, PositionError> {
    Position::from_setup(parse_position(text)?)
}

/// Parses a position file into its values without checking them against each other: the
/// first of the two steps of [`read_position`] (see the module notes).
///
/// A file can parse and still be refused by the check. Here every word is well formed, but
/// 3B is both on the board and in Ann's hand:
///
/// ```
/// use bauloewe::notation::position::{Place, Position, PositionProblem, parse_position};
/// use bauloewe::rules::Tile;
/// use bauloewe::rules::tile::ParseTileError;
/// let text = "# bauloewe position 1
/// players: Ann human, Bob broker
/// turn: Ann
/// board: Aurora 2B 3B
/// hands: Ann 3B 9C
/// ";
/// // Step 1, parse: the values, each list with its line.
/// let mut setup = parse_position(text)?;
/// let hand = &setup.hands.value[0];
/// assert_eq!((setup.hands.line, hand.name.as_str()), (5, "Ann"));
/// assert_eq!(hand.tiles, ["3B".parse::<Tile>()?, "9C".parse()?]);
///
/// // Step 2, check: the values against each other and the rules.
/// let error = Position::from_setup(setup.clone()).unwrap_err();
/// assert_eq!(error.line, 5);
/// let (place, first) = (Place::Hand("Ann".to_string()), Place::Board);
/// let tile = "3B".parse()?;
/// assert_eq!(error.problem, PositionProblem::TileTwice { tile, place, first, first_line: 4 });
///
/// // The setup is plain data: without 3B in the hand, the check passes.
/// setup.hands.value[0].tiles.remove(0);
/// let position = Position::from_setup(setup)?;
/// assert_eq!(position.game.hand(0).to_string(), "9C");
///
/// // A word that is not a tile is refused by the first step already.
/// let error = parse_position(&text.replace("9C", "13C")).unwrap_err();
/// assert_eq!((error.line, error.problem), (5, PositionProblem::Tile(ParseTileError("13C".to_string()))));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_position(text: &str) -> Result<PositionSetup, PositionError> {
    parse::parse_setup(text)
}

/// A game read from a position file.
#[derive(Clone, Debug)]
pub struct Position {
    /// The game, waiting for the first decision of the named turn.
    pub game: Game,
    /// The events of the turn's start (a skipped player, say).
    pub events: Vec<Event>,
    /// Who decides for each seat, in seat order.
    pub kinds: Vec<PlayerKind>,
}

impl Position {
    /// Checks a setup against the rules and builds its game: the second of the two steps of
    /// [`read_position`], refusing the first inconsistency with its rule and line (see
    /// [`parse_position`] for an example). A setup built in code is checked the same way;
    /// its lines are whatever it says (0, say, for none).
    ///
    /// ```
    /// use bauloewe::notation::PlayerKind;
    /// use bauloewe::notation::position::{Lined, Position, PositionProblem, PositionSetup};
    /// use bauloewe::notation::Seat;
    /// let seats = vec![Seat::new("Ann", PlayerKind::Human)?, Seat::new("Bob", PlayerKind::Tourist)?];
    /// let players = Lined { line: 0, value: seats };
    /// let turn = Lined { line: 0, value: "Cid".to_string() };
    /// let setup = PositionSetup { players, turn, ..PositionSetup::default() };
    /// let error = Position::from_setup(setup).unwrap_err();
    /// let players = vec!["Ann".to_string(), "Bob".to_string()];
    /// assert_eq!(error.problem, PositionProblem::UnknownPlayer { name: "Cid".to_string(), players });
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_setup(setup: PositionSetup) -> Result<Position, PositionError> {
        let (parts, kinds) = check::check_setup(setup)?;
        let (game, events) = Game::from_parts(parts);
        Ok(Position { game, events, kinds })
    }
}

/// Writes a game as a position file that [`read_position`] reads back to the same game, when
/// written at the start of a turn (see the module's notes for other moments).
///
/// ```
/// use bauloewe::notation::PlayerKind;
/// use bauloewe::notation::position::{read_position, write_position};
/// use bauloewe::rules::{Game, Options};
/// let (game, _) = Game::new(["Ann", "Bob"], 7, Options::default())?;
/// let kinds = [PlayerKind::Human, PlayerKind::Tycoon];
/// let text = write_position(&game, &kinds);
/// assert!(text.starts_with("# bauloewe position 1\nplayers: Ann human, Bob tycoon\n"));
/// let again = read_position(&text)?;
/// assert_eq!(write_position(&again.game, &again.kinds), text);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write_position(game: &Game, kinds: &[PlayerKind]) -> String {
    let mut text = format!("{HEADER}\n");
    push_line(&mut text, Key::Players, &players_value(game, kinds));
    push_line(&mut text, Key::Turn, game.name(game.current_player()));
    push_line(&mut text, Key::Cash, &cash_value(game));
    push_line(&mut text, Key::Shares, &shares_value(game));
    push_line(&mut text, Key::Board, &board_value(game.board()));
    push_line(&mut text, Key::Hands, &hands_value(game));
    push_line(&mut text, Key::Pool, &tile_list(game.pool()));
    push_line(&mut text, Key::Seed, &game.seed().to_string());
    let options = option_words(game.options());
    if !options.is_empty() {
        push_line(&mut text, Key::Options, &options.join(" "));
    }
    if game.is_end_announced() && !game.is_over() {
        push_line(&mut text, Key::Announced, "yes");
    }
    if game.is_over() {
        push_line(&mut text, Key::Over, "yes");
    }
    text
}
