//! Position files: a game at the start of a player's turn, as plain text (format v1).
//!
//! A position file is how tests set up a scenario, how a lesson shows a situation, and what
//! anyone can write by hand. [`read_position`] checks every line and builds a [`Game`];
//! [`write_position`] writes a game back out. An example:
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
//! | `options` | variants that are on: `quick` (V1) | none |
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
//! - A file describes the start of a turn: no tile placed yet, no share bought, no end announced.
//!   The game is built at that start, so a player without a playable tile is skipped as in any
//!   turn (the events say so). The turn number is not part of the format; a game read from a
//!   file counts from turn 1.
//!
//! [`write_position`] writes the canonical form: keys in the order of the table, chains in
//! [`Chain::ALL`] order then the lone hotels, tiles sorted, the pool in draw order, cash for every
//! player, shares by seat then chain, `options` only when one is on and `over` only when the
//! game is over. Written at the start of a turn it reads back to the same game (bar the turn
//! number). Written at any other moment it shows the board as it stands and `turn:` as the
//! current player, which is only exact at the start of a turn: during a merger the merging tile
//! is still a lone hotel next to chains, so such a file is refused when read.

use std::fmt;

use super::board::{Board, Cell};
use super::chain::{CHAIN_COUNT, Chain, SHARES_PER_CHAIN};
use super::event::Event;
use super::game::{Game, GameParts, Options, PlayerState, STARTING_CASH, shuffle};
use super::player::{HAND_SIZE, Hand, MAX_PLAYERS, MIN_PLAYERS, PlayerId, PlayerKind, Seat};
use super::tile::{TILE_COUNT, Tile};

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
/// How many characters of the file's own text an error message quotes.
const QUOTE_CHARS: usize = 24;

/// Why a position file was refused: the line (1-based, 0 for the file as a whole) and what
/// was wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    /// The line number, counting from 1; 0 when no single line is to blame.
    pub line: usize,
    /// What was wrong, and what would be right.
    pub message: String,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}", self.message)
        } else {
            write!(f, "line {}: {}", self.line, self.message)
        }
    }
}

impl std::error::Error for PositionError {}

/// Reads a position file into a game waiting for the first decision of the named turn.
///
/// Answers the game and the events of the turn's start (a player without a playable tile is
/// skipped, and a game in which nobody can play any more ends, as in any turn); or the first
/// problem found, with its line.
///
/// ```
/// use bauloewe::rules::position::read_position;
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
/// let (game, _events) = read_position(text)?;
/// assert_eq!(game.decision(), Decision::PlaceTile { player: 1 });
/// assert_eq!((game.cash(0), game.cash(1)), (6000, 5400));
/// assert_eq!(game.bank_shares(Chain::Aurora), 23);
/// assert_eq!(game.pool().map(|t| t.to_string()).collect::<Vec<_>>(), ["5C", "6C"]);
///
/// let error = read_position(&text.replace("4B", "3B")).unwrap_err();
/// assert_eq!(error.line, 7);
/// let expected = "tile 3B is in Bob's hand but also on the board (line 6): a tile is in one place only";
/// assert_eq!(error.message, expected);
/// # Ok::<(), bauloewe::rules::PositionError>(())
/// ```
pub fn read_position(text: &str) -> Result<(Game, Vec<Event>), PositionError> {
    Ok(Game::from_parts(read_parts(text)?))
}

/// Writes a game as a position file that [`read_position`] reads back to the same game, when
/// written at the start of a turn (see the module's notes for other moments).
///
/// ```
/// use bauloewe::rules::position::{read_position, write_position};
/// use bauloewe::rules::{Game, Options, PlayerKind, Seat};
/// let seats = vec![Seat::new("Ann", PlayerKind::Human)?, Seat::new("Bob", PlayerKind::Tycoon)?];
/// let (game, _) = Game::new(seats, 7, Options::default())?;
/// let text = write_position(&game);
/// assert!(text.starts_with("# bauloewe position 1\nplayers: Ann human, Bob tycoon\n"));
/// let (again, _) = read_position(&text)?;
/// assert_eq!(write_position(&again), text);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write_position(game: &Game) -> String {
    let mut text = format!("{HEADER}\n");
    push_line(&mut text, Key::Players, &players_value(game));
    push_line(&mut text, Key::Turn, game.name(game.current_player()));
    push_line(&mut text, Key::Cash, &cash_value(game));
    push_line(&mut text, Key::Shares, &shares_value(game));
    push_line(&mut text, Key::Board, &board_value(game.board()));
    push_line(&mut text, Key::Hands, &hands_value(game));
    push_line(&mut text, Key::Pool, &tile_list(game.pool()));
    push_line(&mut text, Key::Seed, &game.seed().to_string());
    if game.options().quick {
        push_line(&mut text, Key::Options, "quick");
    }
    if game.is_over() {
        push_line(&mut text, Key::Over, "yes");
    }
    text
}

// ----- The keys and the lines ------------------------------------------------------------------

/// The keys of format v1, in the order [`write_position`] writes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Key {
    Players,
    Turn,
    Cash,
    Shares,
    Board,
    Hands,
    Pool,
    Seed,
    Options,
    Over,
}

impl Key {
    const ALL: [Key; 10] = [
        Key::Players,
        Key::Turn,
        Key::Cash,
        Key::Shares,
        Key::Board,
        Key::Hands,
        Key::Pool,
        Key::Seed,
        Key::Options,
        Key::Over,
    ];

    /// The key as the file writes it.
    fn word(self) -> &'static str {
        match self {
            Key::Players => "players",
            Key::Turn => "turn",
            Key::Cash => "cash",
            Key::Shares => "shares",
            Key::Board => "board",
            Key::Hands => "hands",
            Key::Pool => "pool",
            Key::Seed => "seed",
            Key::Options => "options",
            Key::Over => "over",
        }
    }

    /// The key a word names, if any (keys are lowercase).
    fn from_word(word: &str) -> Option<Key> {
        Key::ALL.into_iter().find(|key| key.word() == word)
    }
}

/// The value of one `key: value` line, and where it stands.
#[derive(Clone, Copy, Debug)]
struct Entry<'a> {
    line: usize,
    value: &'a str,
}

/// One comma-separated entry of a list: its first word, the other words, and its whole text.
struct Item<'a> {
    head: &'a str,
    rest: Vec<&'a str>,
    text: &'a str,
}

impl<'a> Entry<'a> {
    /// A missing line, read as a line with nothing after the colon.
    const MISSING: Entry<'static> = Entry { line: 0, value: "" };

    /// An error on this line.
    fn error(&self, message: String) -> PositionError {
        PositionError { line: self.line, message }
    }

    /// The value's words, split at spaces.
    fn words(&self) -> Vec<&'a str> {
        self.value.split_whitespace().collect()
    }

    /// The value's comma-separated entries; none when the value is empty.
    fn items(&self) -> Result<Vec<Item<'a>>, PositionError> {
        if self.value.trim().is_empty() {
            return Ok(Vec::new());
        }
        let item = |text: &'a str| {
            let mut words = text.split_whitespace();
            let head = words.next().ok_or_else(|| {
                self.error("an entry between commas is empty: remove the extra comma".to_string())
            })?;
            Ok(Item { head, rest: words.collect(), text: text.trim() })
        };
        self.value.split(',').map(item).collect()
    }
}

/// The lines of a file by key, after the header has been checked.
struct Entries<'a> {
    by_key: [Option<Entry<'a>>; Key::ALL.len()],
}

impl<'a> Entries<'a> {
    /// Checks the header and sorts the other lines by key, refusing unknown and repeated keys.
    fn parse(text: &'a str) -> Result<Entries<'a>, PositionError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut lines = text.lines().enumerate().map(|(index, line)| (index + 1, line));
        let (_, first) = lines.next().ok_or_else(|| PositionError {
            line: 1,
            message: format!("the file is empty: it starts with '{HEADER}'"),
        })?;
        check_header(first)?;
        let mut entries = Entries { by_key: [None; Key::ALL.len()] };
        for (line, text) in lines {
            entries.add(line, text)?;
        }
        Ok(entries)
    }

    fn add(&mut self, line: usize, text: &'a str) -> Result<(), PositionError> {
        let error = |message| Err(PositionError { line, message });
        if text.len() > MAX_LINE_BYTES {
            return error(format!("the line is longer than {MAX_LINE_BYTES} bytes: no position needs that"));
        }
        let text = text.trim();
        if text.is_empty() || text.starts_with('#') {
            return Ok(());
        }
        let Some((word, value)) = text.split_once(':') else {
            return error(format!("'{}' has no colon: write key: value, like 'turn: Ann'", quote(text)));
        };
        let Some(key) = Key::from_word(word.trim()) else {
            return error(format!("unknown key '{}': the keys are {}", quote(word.trim()), key_list()));
        };
        if let Some(first) = self.by_key[key as usize] {
            let message =
                format!("{}: appears twice (first on line {}): write each key once", key.word(), first.line);
            return error(message);
        }
        self.by_key[key as usize] = Some(Entry { line, value });
        Ok(())
    }

    /// The line of a key, if the file has one.
    fn get(&self, key: Key) -> Option<Entry<'a>> {
        self.by_key[key as usize]
    }

    /// The line of a key every file must have.
    fn required(&self, key: Key) -> Result<Entry<'a>, PositionError> {
        self.get(key).ok_or_else(|| PositionError {
            line: 0,
            message: format!("the file has no '{}:' line: every position needs one", key.word()),
        })
    }

    /// The line of a key, or an empty line when the file has none.
    fn or_empty(&self, key: Key) -> Entry<'a> {
        self.get(key).unwrap_or(Entry::MISSING)
    }
}

/// Refuses a first line that is not the version-1 header, naming the version when it is one.
fn check_header(first: &str) -> Result<(), PositionError> {
    let words: Vec<&str> = first.split_whitespace().collect();
    let message = match words.as_slice() {
        ["#", "bauloewe", "position", "1"] => return Ok(()),
        ["#", "bauloewe", "position", version] => format!(
            "position format version '{}' is not supported: this program reads version 1 ('{HEADER}')",
            quote(version)
        ),
        _ => format!("the first line is '{}': a position file starts with '{HEADER}'", quote(first.trim())),
    };
    Err(PositionError { line: 1, message })
}

// ----- Reading ---------------------------------------------------------------------------------

/// Reads and checks every line, answering the parts of the game they describe.
fn read_parts(text: &str) -> Result<GameParts, PositionError> {
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
    Ok(GameParts { seats, options, seed, board, players, pool, current, turn: 1, over })
}

/// `players:` 2 to 6 seats (R6) with names of their own.
fn read_seats(entry: Entry) -> Result<Vec<Seat>, PositionError> {
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
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&seats.len()) {
        let count = seats.len();
        return Err(entry.error(format!("a game needs 2 to 6 players (R6), not {count}")));
    }
    Ok(seats)
}

/// One seat: `NAME KIND`.
fn read_seat(item: &Item) -> Result<Seat, String> {
    let [kind] = item.rest.as_slice() else {
        return Err(format!(
            "'{}' is not a player: write a name and a kind, like 'Ann human'",
            quote(item.text)
        ));
    };
    Seat::new(item.head, kind.parse::<PlayerKind>()?)
}

/// `turn:` one player's name.
fn read_turn(entry: Entry, seats: &[Seat]) -> Result<PlayerId, PositionError> {
    match entry.words().as_slice() {
        [name] => player_named(seats, name).map_err(|message| entry.error(message)),
        _ => Err(entry.error(format!("turn: names one player, like 'turn: {}'", seats[0].name()))),
    }
}

/// `cash:` `NAME AMOUNT` entries; players not listed keep the starting cash (R5).
fn read_cash(entry: Entry, seats: &[Seat], players: &mut [PlayerState]) -> Result<(), PositionError> {
    let mut listed = vec![false; seats.len()];
    for item in entry.items()? {
        let (player, cash) = read_cash_item(&item, seats).map_err(|message| entry.error(message))?;
        list_once(&mut listed, player, seats).map_err(|message| entry.error(message))?;
        players[player].cash = cash;
    }
    Ok(())
}

/// One `NAME AMOUNT` entry.
fn read_cash_item(item: &Item, seats: &[Seat]) -> Result<(PlayerId, u32), String> {
    let [amount] = item.rest.as_slice() else {
        return Err(format!(
            "'{}' is not a player's cash: write a name and an amount, like 'Ann 6000'",
            quote(item.text)
        ));
    };
    Ok((player_named(seats, item.head)?, read_amount(amount)?))
}

/// An amount of cash: a whole number from 0 to [`MAX_CASH`] (R5: never negative).
fn read_amount(text: &str) -> Result<u32, String> {
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
fn read_shares(entry: Entry, seats: &[Seat], players: &mut [PlayerState]) -> Result<(), PositionError> {
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
fn read_holding(item: &Item, seats: &[Seat]) -> Result<(PlayerId, Chain, u8), String> {
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
fn check_share_totals(players: &[PlayerState]) -> Result<(), String> {
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
struct BoardGroups {
    chains: Vec<(Chain, Vec<Tile>)>,
    lone: Vec<Tile>,
}

/// `board:` groups `CHAIN TILE…` and `lone TILE…`, built into a board and checked (R11, R14).
fn read_board(entry: Entry, places: &mut Places) -> Result<Board, PositionError> {
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
fn read_groups(entry: Entry, places: &mut Places) -> Result<BoardGroups, PositionError> {
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
fn read_group_name(item: &Item) -> Result<Option<Chain>, String> {
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

/// `hands:` `NAME TILE…` entries, at most 6 tiles each (R2); players not listed hold none.
fn read_hands(
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
fn read_hand(entry: Entry, item: &Item, name: &str, places: &mut Places) -> Result<Hand, PositionError> {
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
fn read_seed(entry: Option<Entry>) -> Result<u64, PositionError> {
    let Some(entry) = entry else { return Ok(DEFAULT_SEED) };
    let text = entry.value.trim();
    read_number(text, u64::MAX).ok_or_else(|| {
        entry.error(format!("'{}' is not a seed: write a whole number from 0 to {}", quote(text), u64::MAX))
    })
}

/// `pool:` the tiles to draw, next drawn first; without the line, every tile named nowhere
/// else, shuffled from the seed (see the module's notes).
fn read_pool(entry: Option<Entry>, places: &mut Places, seed: u64) -> Result<Vec<Tile>, PositionError> {
    match entry {
        Some(entry) => read_tiles(&entry.words(), entry.line, "in the pool", places),
        None => Ok(shuffled_pool(places, seed)),
    }
}

/// The unnamed tiles in index order, shuffled as [`Game::new`] shuffles, next drawn first.
fn shuffled_pool(places: &Places, seed: u64) -> Vec<Tile> {
    let mut pool: Vec<Tile> = places.unnamed().collect();
    shuffle(&mut pool, seed);
    // A new game draws from the end of its shuffled tiles; the parts list the next drawn first.
    pool.reverse();
    pool
}

/// `options:` the variants that are on; `quick` is V1, the only one so far.
fn read_options(entry: Entry) -> Result<Options, PositionError> {
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
fn read_over(entry: Option<Entry>) -> Result<bool, PositionError> {
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

/// Tile names, each claimed for `place`.
fn read_tiles(
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
fn read_chain(word: &str) -> Result<Chain, String> {
    let wanted = word.to_lowercase();
    let full_name = |chain: &Chain| {
        chain.name().to_lowercase() == wanted || (*chain == Chain::Koenigshof && wanted == "koenigshof")
    };
    Chain::ALL.into_iter().find(full_name).ok_or_else(|| {
        let names: Vec<&str> = Chain::ALL.into_iter().map(Chain::name).collect();
        format!("'{}' is not a chain: write a chain's full name, one of {}", quote(word), names.join(", "))
    })
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

/// A whole number in ASCII digits (no sign), if it is at most `max`.
fn read_number(text: &str, max: u64) -> Option<u64> {
    // 20 digits hold every u64; longer text is refused before parsing.
    if text.is_empty() || text.len() > 20 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse::<u64>().ok().filter(|number| *number <= max)
}

/// The start of a piece of the file's text, short enough for a message.
fn quote(text: &str) -> String {
    let mut short: String = text.chars().take(QUOTE_CHARS).collect();
    if short.len() < text.len() {
        short.push('…');
    }
    short
}

/// The keys, for a message about an unknown one.
fn key_list() -> String {
    let words: Vec<&str> = Key::ALL.into_iter().map(Key::word).collect();
    words.join(", ")
}

// ----- Writing ---------------------------------------------------------------------------------

/// Appends `key: value`, or `key:` alone for an empty value.
fn push_line(text: &mut String, key: Key, value: &str) {
    text.push_str(key.word());
    text.push(':');
    if !value.is_empty() {
        text.push(' ');
        text.push_str(value);
    }
    text.push('\n');
}

/// Every seat as `NAME KIND`, in seat order.
fn players_value(game: &Game) -> String {
    let seats = (0..game.player_count()).map(|p| game.seat(p));
    let entries: Vec<String> = seats.map(|seat| format!("{} {}", seat.name(), seat.kind())).collect();
    entries.join(", ")
}

/// Every player's cash, in seat order.
fn cash_value(game: &Game) -> String {
    let entries: Vec<String> =
        (0..game.player_count()).map(|p| format!("{} {}", game.name(p), game.cash(p))).collect();
    entries.join(", ")
}

/// Every holding above 0, by seat and then chain.
fn shares_value(game: &Game) -> String {
    let mut entries = Vec::new();
    for player in 0..game.player_count() {
        for chain in Chain::ALL.into_iter().filter(|c| game.shares(player, *c) > 0) {
            entries.push(format!("{} {chain} {}", game.name(player), game.shares(player, chain)));
        }
    }
    entries.join(", ")
}

/// The chains in [`Chain::ALL`] order, then the lone hotels, each group's tiles sorted.
fn board_value(board: &Board) -> String {
    let cells_of = |cell: Cell| tile_list(Tile::all().filter(|t| board.cell(*t) == cell));
    let mut groups: Vec<String> =
        board.chains_on_board().iter().map(|c| format!("{c} {}", cells_of(Cell::Hotel(c)))).collect();
    let lone = cells_of(Cell::Lone);
    if !lone.is_empty() {
        groups.push(format!("lone {lone}"));
    }
    groups.join(", ")
}

/// Every player's hand, sorted; an empty hand is the name alone.
fn hands_value(game: &Game) -> String {
    let hand = |player| {
        if game.hand(player).is_empty() {
            game.name(player).to_string()
        } else {
            format!("{} {}", game.name(player), game.hand(player))
        }
    };
    let entries: Vec<String> = (0..game.player_count()).map(hand).collect();
    entries.join(", ")
}

/// Tile names separated by spaces.
fn tile_list(tiles: impl IntoIterator<Item = Tile>) -> String {
    let names: Vec<String> = tiles.into_iter().map(|tile| tile.to_string()).collect();
    names.join(" ")
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::Xoshiro256PlusPlus;

    use super::*;
    use crate::ai::tourist;
    use crate::rules::{Decision, below};

    /// The issue's example, with the pool moved off the board (the issue's pool names 3C, which
    /// is an Aurora hotel).
    const EXAMPLE: &str = "\
# bauloewe position 1
players: Ann human, Bob broker, Cid human
turn: Ann
cash: Ann 6000, Bob 5400, Cid 6000
shares: Ann Aurora 3, Ann Zugvogel 1, Bob Aurora 2
board: Aurora 2B 3B 3C, Zugvogel 7E 8E, lone 5G 12I
hands: Ann 4B 1A 9C, Bob 6E, Cid 12A
pool: 4C 5C 6C
seed: 42
options: quick
";

    fn tile(name: &str) -> Tile {
        name.parse().unwrap()
    }

    fn tiles(names: &str) -> Vec<Tile> {
        names.split_whitespace().map(tile).collect()
    }

    /// The example with the line of the same key replaced, or the line added at the end.
    fn edited(line: &str) -> String {
        let key = line.split(':').next().unwrap();
        let mut lines: Vec<String> = EXAMPLE.lines().map(String::from).collect();
        match lines.iter().position(|l| l.starts_with(&format!("{key}:"))) {
            Some(at) => lines[at] = line.to_string(),
            None => lines.push(line.to_string()),
        }
        lines.join("\n") + "\n"
    }

    /// The example without the line of a key.
    fn without(key: &str) -> String {
        let lines: Vec<&str> = EXAMPLE.lines().filter(|l| !l.starts_with(&format!("{key}:"))).collect();
        lines.join("\n") + "\n"
    }

    fn read(text: &str) -> Game {
        read_position(text).unwrap_or_else(|error| panic!("{error}\n{text}")).0
    }

    #[test]
    fn the_example_reads_with_every_value() {
        let (game, events) = read_position(EXAMPLE).unwrap();
        let seats: Vec<(&str, PlayerKind)> = (0..3).map(|p| (game.name(p), game.seat(p).kind())).collect();
        assert_eq!(
            seats,
            [("Ann", PlayerKind::Human), ("Bob", PlayerKind::Broker), ("Cid", PlayerKind::Human)]
        );
        assert_eq!(game.decision(), Decision::PlaceTile { player: 0 });
        assert_eq!(events, [Event::TurnStarted { player: 0, turn: 1 }]);
        assert_eq!([game.cash(0), game.cash(1), game.cash(2)], [6000, 5400, 6000]);
        assert_eq!((game.shares(0, Chain::Aurora), game.shares(0, Chain::Zugvogel)), (3, 1));
        assert_eq!((game.shares(1, Chain::Aurora), game.shares(2, Chain::Aurora)), (2, 0));
        assert_eq!((game.bank_shares(Chain::Aurora), game.bank_shares(Chain::Zugvogel)), (20, 24));
        assert_eq!(game.bank_shares(Chain::Bergfried), 25);
        assert_eq!(game.pool().collect::<Vec<_>>(), tiles("4C 5C 6C"));
        assert_eq!((game.seed(), game.options()), (42, Options { quick: true }));
        assert!(!game.is_over());
    }

    #[test]
    fn the_example_board_and_hands_are_as_written() {
        let game = read(EXAMPLE);
        let board = game.board();
        for name in ["2B", "3B", "3C"] {
            assert_eq!(board.cell(tile(name)), Cell::Hotel(Chain::Aurora));
        }
        assert_eq!(board.cell(tile("8E")), Cell::Hotel(Chain::Zugvogel));
        assert_eq!((board.cell(tile("5G")), board.cell(tile("12I"))), (Cell::Lone, Cell::Lone));
        assert_eq!((board.size(Chain::Aurora), board.size(Chain::Zugvogel)), (3, 2));
        assert_eq!(Tile::all().filter(|t| board.cell(*t) != Cell::Empty).count(), 7);
        assert_eq!(game.hand(0).as_slice(), tiles("1A 4B 9C"));
        assert_eq!(game.hand(1).as_slice(), tiles("6E"));
        assert_eq!(game.hand(2).as_slice(), tiles("12A"));
    }

    #[test]
    fn r2_the_issue_example_as_printed_is_refused_for_3c_on_the_board_and_in_the_pool() {
        let error = read_position(&edited("pool: 3C 4C 5C")).unwrap_err();
        assert_eq!(error.line, 8);
        assert_eq!(
            error.message,
            "tile 3C is in the pool but also on the board (line 6): a tile is in one place only"
        );
    }

    #[test]
    fn every_inconsistency_is_refused_naming_its_line() {
        let long_line = format!("players: Ann human, Bob human, {}", "x".repeat(5000));
        let seven = "players: A human, B human, C human, D human, E human, F human, G human";
        let cases: Vec<(&str, String, usize, &str)> = vec![
            // The file as a whole.
            ("empty file", String::new(), 1, "the file is empty"),
            ("missing header", EXAMPLE.replacen("# bauloewe position 1\n", "", 1), 1, "starts with"),
            ("other version", EXAMPLE.replace("position 1", "position 2"), 1, "version '2' is not supported"),
            ("unknown key", edited("colour: blue"), 11, "unknown key 'colour'"),
            ("duplicate key", edited("over: yes") + "over: yes\n", 12, "appears twice (first on line 11)"),
            ("missing colon", edited("seed 42"), 11, "has no colon"),
            ("very long line", edited(&long_line), 2, "longer than 4096 bytes"),
            ("missing players", without("players"), 0, "no 'players:' line"),
            ("missing turn", without("turn"), 0, "no 'turn:' line"),
            // Players and turn.
            ("one player (R6)", edited("players: Ann human"), 2, "2 to 6 players (R6), not 1"),
            ("seven players (R6)", edited(seven), 2, "not 7"),
            ("no players", edited("players:"), 2, "not 0"),
            (
                "player twice",
                edited("players: Ann human, ann tourist, Cid human"),
                2,
                "player ann is listed twice",
            ),
            (
                "unknown kind",
                edited("players: Ann human, Bob robot, Cid human"),
                2,
                "unknown player kind 'robot'",
            ),
            (
                "player without kind",
                edited("players: Ann, Bob broker, Cid human"),
                2,
                "'Ann' is not a player",
            ),
            ("name not ASCII", edited("players: Ann human, Jörg broker, Cid human"), 2, "not a player name"),
            ("empty entry", edited("players: Ann human,, Bob human"), 2, "empty"),
            (
                "turn of a stranger",
                edited("turn: Dan"),
                3,
                "unknown player 'Dan': the players are Ann, Bob, Cid",
            ),
            ("turn of two", edited("turn: Ann Bob"), 3, "names one player"),
            ("turn of nobody", edited("turn:"), 3, "names one player"),
            // Cash.
            ("negative cash (R5)", edited("cash: Ann -5"), 4, "cannot be negative (R5)"),
            ("cash not a number", edited("cash: Ann lots"), 4, "'lots' is not an amount of cash"),
            ("cash beyond u64", edited("cash: Ann 99999999999999999999999"), 4, "not an amount of cash"),
            ("cash beyond u32", edited("cash: Ann 4294967296"), 4, "not an amount of cash"),
            ("cash above the limit", edited("cash: Ann 1000000001"), 4, "from 0 to 1000000000"),
            ("cash with a sign", edited("cash: Ann +5"), 4, "not an amount of cash"),
            ("cash of a stranger", edited("cash: Dan 5"), 4, "unknown player 'Dan'"),
            ("cash twice", edited("cash: Ann 5, ANN 6"), 4, "player Ann is listed twice"),
            ("cash without amount", edited("cash: Ann"), 4, "'Ann' is not a player's cash"),
            // Shares.
            (
                "more than 25 shares (R4)",
                edited("shares: Ann Aurora 20, Bob Aurora 6"),
                5,
                "hold 26 shares of Aurora",
            ),
            ("a count above 25 (R4)", edited("shares: Ann Aurora 26"), 5, "write 0 to 25 (R4)"),
            ("a huge count", edited("shares: Ann Aurora 300000000000"), 5, "not a number of shares"),
            ("a chain prefix (R3)", edited("shares: Ann Au 3"), 5, "'Au' is not a chain"),
            ("an unknown chain", edited("shares: Ann Hilton 3"), 5, "'Hilton' is not a chain"),
            (
                "a holding twice",
                edited("shares: Ann Aurora 3, ann aurora 1"),
                5,
                "the holding 'Ann Aurora' is listed twice",
            ),
            ("shares of a stranger", edited("shares: Dan Aurora 3"), 5, "unknown player"),
            ("a malformed holding", edited("shares: Ann 3"), 5, "is not a holding"),
            // Board.
            ("chain of one tile (R11)", edited("board: Aurora 2B, lone 5G"), 6, "chain Aurora has 1 tile(s)"),
            ("chain of no tile (R11)", edited("board: Aurora"), 6, "chain Aurora has 0 tile(s)"),
            (
                "chain not connected",
                edited("board: Aurora 2B 4B"),
                6,
                "chain Aurora is not connected (2B 4B)",
            ),
            (
                "chain touches chain (R14)",
                edited("board: Aurora 2B 3B, Zugvogel 4B 5B"),
                6,
                "Zugvogel touches Aurora at 4B",
            ),
            (
                "lone touches chain (R11)",
                edited("board: Aurora 2B 3B, lone 4B"),
                6,
                "lone hotel 4B touches Aurora",
            ),
            (
                "same chain twice",
                edited("board: Aurora 2B 3B, aurora 7E 8E"),
                6,
                "group Aurora is listed twice",
            ),
            ("lone twice", edited("board: lone 5G, lone 12I"), 6, "group lone is listed twice"),
            ("lone without tiles", edited("board: lone"), 6, "the lone group names no tile"),
            (
                "tile twice on the board",
                edited("board: Aurora 2B 3B, lone 3B"),
                6,
                "tile 3B is on the board but also",
            ),
            ("bad tile name (R1)", edited("board: Aurora 2B 13B"), 6, "'13B' is not a tile"),
            ("group without a chain", edited("board: 2B 3B"), 6, "'2B' is not a chain"),
            ("non-ASCII tile", edited("board: Aurora 2B 3É"), 6, "'3É' is not a tile"),
            // Hands.
            (
                "seven tiles in a hand (R2)",
                edited("hands: Ann 1A 2A 3A 4A 5A 6A 7A"),
                7,
                "player Ann holds 7 tiles",
            ),
            (
                "hand tile on the board",
                edited("hands: Ann 2B"),
                7,
                "tile 2B is in Ann's hand but also on the board",
            ),
            (
                "tile in two hands",
                edited("hands: Ann 1A, Bob 1A"),
                7,
                "tile 1A is in Bob's hand but also in Ann's hand",
            ),
            ("hand of a stranger", edited("hands: Dan 1A"), 7, "unknown player 'Dan'"),
            ("hand twice", edited("hands: Ann 1A, Ann 2A"), 7, "player Ann is listed twice"),
            // Pool, seed, options, over.
            ("pool tile on the board", edited("pool: 2B"), 8, "tile 2B is in the pool but also on the board"),
            ("pool tile in a hand", edited("pool: 1A"), 8, "tile 1A is in the pool but also in Ann's hand"),
            ("pool tile twice", edited("pool: 4C 4C"), 8, "tile 4C is in the pool but also in the pool"),
            ("bad pool tile", edited("pool: 4C, 5C"), 8, "'4C,' is not a tile"),
            ("seed not a number", edited("seed: abc"), 9, "'abc' is not a seed"),
            ("seed beyond u64", edited("seed: 18446744073709551616"), 9, "not a seed"),
            ("negative seed", edited("seed: -1"), 9, "not a seed"),
            (
                "unknown option",
                edited("options: fast"),
                10,
                "unknown option 'fast': the only option is quick (V1)",
            ),
            ("option twice", edited("options: quick QUICK"), 10, "option quick is listed twice"),
            ("over but not yes", edited("over: maybe"), 11, "write 'over: yes'"),
        ];
        for (what, text, line, words) in cases {
            let error = match read_position(&text) {
                Ok(_) => panic!("{what}: was accepted\n{text}"),
                Err(error) => error,
            };
            assert_eq!(error.line, line, "{what}: {error}");
            assert!(error.message.contains(words), "{what}: '{error}' does not say '{words}'");
            assert!(!error.message.ends_with('.'), "{what}: '{error}' ends with a period");
            assert!(!error.message.starts_with(char::is_uppercase), "{what}: '{error}' starts in uppercase");
        }
    }

    #[test]
    fn r3_chains_are_named_in_full_in_any_case_with_either_koenigshof_spelling() {
        for name in ["Königshof", "KÖNIGSHOF", "koenigshof", "KoenigsHof"] {
            let game = read(&edited(&format!("board: {name} 2B 3B 3C, ZUGVOGEL 7E 8E, LONE 5g 12i")));
            assert_eq!(game.board().size(Chain::Koenigshof), 3, "{name}");
        }
        let game = read(&edited("shares: ann aurora 3, bob koenigshof 25"));
        assert_eq!((game.shares(0, Chain::Aurora), game.shares(1, Chain::Koenigshof)), (3, 25));
        assert_eq!(game.bank_shares(Chain::Koenigshof), 0);
    }

    #[test]
    fn r5_missing_lines_give_starting_cash_no_shares_seed_0_and_no_options() {
        let text =
            "# bauloewe position 1\nplayers: Ann human, Bob tourist\nturn: bob\nhands: Bob 1A\npool:\n";
        let (game, events) = read_position(text).unwrap();
        assert_eq!((game.cash(0), game.cash(1)), (STARTING_CASH, STARTING_CASH));
        assert!(Chain::ALL.into_iter().all(|c| game.bank_shares(c) == 25));
        assert_eq!((game.seed(), game.options(), game.is_over()), (DEFAULT_SEED, Options::default(), false));
        assert!(game.hand(0).is_empty());
        assert_eq!(events, [Event::TurnStarted { player: 1, turn: 1 }]);
    }

    #[test]
    fn comments_blank_lines_any_order_and_spacing_are_accepted() {
        let mut lines: Vec<&str> = EXAMPLE.lines().skip(1).collect();
        lines.reverse();
        let text =
            format!("# bauloewe position 1\r\n\n# a comment\n   \n{}\n", lines.join("\r\n  # another\n"));
        let spaced = EXAMPLE.replace("cash: Ann 6000, ", "  cash :Ann    6000 ,");
        assert_eq!(write_position(&read(&text)), write_position(&read(EXAMPLE)));
        assert_eq!(write_position(&read(&spaced)), write_position(&read(EXAMPLE)));
    }

    #[test]
    fn r2_an_empty_pool_line_is_an_empty_pool_and_unnamed_tiles_are_out_of_the_game() {
        let game = read(&edited("pool:"));
        assert_eq!(game.pool_len(), 0);
        let in_game =
            |t: &Tile| game.board().cell(*t) != Cell::Empty || (0..3).any(|p| game.hand(p).contains(*t));
        // 7 on the board and 5 in hands; the other 96 are out of the game.
        assert_eq!(Tile::all().filter(in_game).count(), 12);
    }

    #[test]
    fn r2_without_a_pool_line_the_unnamed_tiles_are_shuffled_from_the_seed() {
        let game = read(&without("pool"));
        assert_eq!(game.pool_len(), TILE_COUNT - 12);
        let mut expected: Vec<Tile> = Tile::all()
            .filter(|t| game.board().cell(*t) == Cell::Empty && (0..3).all(|p| !game.hand(p).contains(*t)))
            .collect();
        shuffle(&mut expected, 42);
        expected.reverse();
        assert_eq!(game.pool().collect::<Vec<_>>(), expected);
        let other_seed = read(&without("pool").replace("seed: 42", "seed: 43"));
        assert_ne!(other_seed.pool().collect::<Vec<_>>(), expected);
    }

    #[test]
    fn r2_without_a_pool_line_an_empty_position_draws_what_a_new_game_draws() {
        let seats =
            vec![Seat::new("Ann", PlayerKind::Human).unwrap(), Seat::new("Bob", PlayerKind::Human).unwrap()];
        let (_, new_game_events) = Game::new(seats, 99, Options::default()).unwrap();
        let text = "# bauloewe position 1\nplayers: Ann human, Bob human\nturn: Ann\nseed: 99\n";
        // With empty hands and no chain, Ann and then Bob skip their turns and draw six (R10).
        let (game, events) = read_position(text).unwrap();
        let drawn = |events: &[Event]| -> Vec<Tile> {
            let tile_of = |event: &Event| match *event {
                Event::StartTile { tile, .. } | Event::TileDrawn { tile, .. } => Some(tile),
                _ => None,
            };
            events.iter().filter_map(tile_of).take(12).collect()
        };
        assert_eq!(drawn(&events), drawn(&new_game_events));
        assert_eq!((game.hand(0).len(), game.hand(1).len(), game.pool_len()), (6, 6, TILE_COUNT - 12));
        assert_eq!(game.decision(), Decision::PlaceTile { player: 0 });
    }

    #[test]
    fn r10_a_player_without_a_playable_tile_is_skipped_at_the_start() {
        let (game, events) =
            read_position(&edited("hands: Ann, Bob 6E, Cid 12A").replace("pool: 4C 5C 6C", "pool:")).unwrap();
        assert_eq!(
            events[..2],
            [Event::TurnStarted { player: 0, turn: 1 }, Event::NoPlayableTile { player: 0 }]
        );
        assert_eq!(game.decision(), Decision::BuyShares { player: 0, remaining: 3 });
    }

    #[test]
    fn r18_over_yes_reads_as_a_finished_game() {
        let (game, events) = read_position(&edited("over: yes")).unwrap();
        assert!(game.is_over());
        assert_eq!(game.decision(), Decision::GameOver);
        assert!(events.is_empty());
        assert!(write_position(&game).ends_with("options: quick\nover: yes\n"));
    }

    #[test]
    fn write_position_writes_the_canonical_form() {
        let text = EXAMPLE.replace("Ann 4B 1A 9C", "ann 9c 4B 1a").replace("lone 5G 12I", "lone 12I 5G");
        let expected = EXAMPLE
            .replace("4B 1A 9C", "1A 4B 9C")
            .replace("shares: Ann Aurora 3, Ann Zugvogel 1", "shares: Ann Zugvogel 1, Ann Aurora 3");
        let expected = expected
            .replace("board: Aurora 2B 3B 3C, Zugvogel 7E 8E", "board: Zugvogel 7E 8E, Aurora 2B 3B 3C");
        assert_eq!(write_position(&read(&text)), expected);
    }

    // ----- Round trips over random games -----------------------------------------------------

    /// Plays a game of tourists, showing `visit` the game before every action and at the end.
    fn visit_random_game(players: usize, seed: u64, mut visit: impl FnMut(&Game)) -> Game {
        let seats =
            (0..players).map(|p| Seat::new(&format!("P{p}x"), PlayerKind::ALL[p % 4]).unwrap()).collect();
        let (mut game, _) = Game::new(seats, seed, Options { quick: seed.is_multiple_of(3) }).unwrap();
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x5eed);
        for _ in 0..20_000 {
            visit(&game);
            if game.is_over() {
                return game;
            }
            game.apply(tourist::choose(&game, &mut rng)).unwrap();
        }
        panic!("game {seed} with {players} players did not end");
    }

    fn is_start_of_turn(game: &Game) -> bool {
        matches!(game.decision(), Decision::PlaceTile { .. }) && !game.is_end_announced()
    }

    /// Written at the start of a turn, a game reads back equal in every field, the turn
    /// number aside (the format has none; it is set back here to compare the rest).
    fn assert_round_trip(game: &Game) {
        let text = write_position(game);
        let mut parts = read_parts(&text).unwrap_or_else(|error| panic!("{error}\n{text}"));
        parts.turn = game.turn_number();
        let (back, events) = Game::from_parts(parts);
        assert_eq!(events, [Event::TurnStarted { player: game.current_player(), turn: game.turn_number() }]);
        assert!(back == *game, "read back differently:\n{text}");
        assert_eq!(write_position(&read(&text)), text);
    }

    /// What a finished game shows: everything but the reason it ended.
    fn assert_same_to_see(a: &Game, b: &Game) {
        assert_eq!((a.player_count(), a.options(), a.seed()), (b.player_count(), b.options(), b.seed()));
        assert_eq!(
            (a.board(), a.current_player(), a.decision()),
            (b.board(), b.current_player(), b.decision())
        );
        assert!(a.pool().eq(b.pool()));
        for p in 0..a.player_count() {
            assert_eq!((a.seat(p), a.cash(p), a.hand(p)), (b.seat(p), b.cash(p), b.hand(p)));
            assert!(Chain::ALL.into_iter().all(|c| a.shares(p, c) == b.shares(p, c)));
        }
        assert!(Chain::ALL.into_iter().all(|c| a.bank_shares(c) == b.bank_shares(c)));
    }

    #[test]
    fn random_positions_at_the_start_of_a_turn_round_trip_for_2_to_6_players() {
        for players in 2..=6 {
            let mut checked = 0;
            for seed in 0..16 {
                visit_random_game(players, seed * 31 + players as u64, |game| {
                    if is_start_of_turn(game) {
                        assert_round_trip(game);
                        checked += 1;
                    }
                });
            }
            assert!(checked > 500, "only {checked} positions checked with {players} players");
        }
    }

    #[test]
    fn r16_r17_finished_games_round_trip_with_over_yes() {
        for players in 2..=6 {
            for seed in 0..6 {
                let game = visit_random_game(players, seed, |_| {});
                let text = write_position(&game);
                assert!(text.ends_with("over: yes\n"), "{text}");
                let back = read(&text);
                assert!(back.is_over());
                assert_same_to_see(&back, &game);
                assert_eq!(write_position(&back), text);
            }
        }
    }

    #[test]
    fn mid_turn_positions_are_written_as_the_board_stands_and_refused_only_mid_merger() {
        for seed in 0..8 {
            visit_random_game(4, seed, |game| {
                let text = write_position(game);
                let merging = matches!(
                    game.decision(),
                    Decision::ChooseSurvivor { .. }
                        | Decision::ChooseDefunct { .. }
                        | Decision::Dispose { .. }
                );
                match read_position(&text) {
                    Ok((back, _)) => assert!(!merging && back.board() == game.board(), "{text}"),
                    Err(error) => assert!(merging && error.message.contains("touches"), "{error}\n{text}"),
                }
            });
        }
    }

    // ----- Attacks ---------------------------------------------------------------------------

    /// Pieces of text that make trouble when dropped into a position.
    const TROUBLE: [&str; 16] = [
        "é",
        "ö",
        ",",
        ":",
        " ",
        "\n",
        "#",
        "-",
        "99999999999999999999999",
        "Königshof",
        "lone",
        "\u{feff}",
        "\r",
        "0",
        "12I",
        "over: yes\n",
    ];

    fn mutate(text: &str, rng: &mut Xoshiro256PlusPlus) -> String {
        let mut chars: Vec<char> = text.chars().collect();
        for _ in 0..1 + below(rng, 4) {
            let at = below(rng, chars.len() + 1);
            match below(rng, 3) {
                0 if at < chars.len() => {
                    chars.remove(at);
                }
                1 => {
                    let piece = TROUBLE[below(rng, TROUBLE.len())];
                    chars.splice(at..at, piece.chars());
                }
                _ => chars.insert(at, char::from(b' ' + below(rng, 95) as u8)),
            }
        }
        chars.into_iter().collect()
    }

    #[test]
    fn mangled_files_are_refused_or_read_but_never_panic() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(2024);
        let (mut accepted, mut refused) = (0, 0);
        for _ in 0..20_000 {
            let text = mutate(EXAMPLE, &mut rng);
            match read_position(&text) {
                Ok((game, _)) => {
                    accepted += 1;
                    let written = write_position(&game);
                    assert_eq!(write_position(&read(&written)), written, "from\n{text}");
                }
                Err(error) => {
                    refused += 1;
                    assert!(error.line <= text.lines().count(), "{error}");
                    assert!(!error.message.is_empty() && !error.message.ends_with('.'));
                }
            }
        }
        assert!(accepted > 100 && refused > 1000, "{accepted} accepted, {refused} refused");
    }

    #[test]
    fn huge_input_is_refused_quickly_with_a_short_message() {
        let board = format!("board: Aurora {}", "2B ".repeat(1300));
        let error = read_position(&edited(&board)).unwrap_err();
        assert_eq!(error.line, 6);
        let pool =
            format!("pool: {}", Tile::all().map(|t| t.to_string()).collect::<Vec<_>>().join(" ").repeat(2));
        let error = read_position(&edited(&pool)).unwrap_err();
        assert!(error.message.contains("is in the pool but also"), "{error}");
        let name = "Ä".repeat(1000);
        let error = read_position(&edited(&format!("turn: {name}"))).unwrap_err();
        assert!(error.message.len() < 200, "{error}");
    }
}
