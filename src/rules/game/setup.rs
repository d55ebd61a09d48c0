//! How a game begins (R9): checking the seats (R6), shuffling the 108 tiles (R2), the start
//! tiles that decide who goes first, and the first six tiles of every hand. Also how a game is
//! rebuilt from the parts a position file describes, how the tiles a seat cannot see are dealt
//! anew for a game it imagines, and the portable random numbers that the shuffle (and every
//! computer player) uses.

use std::sync::Arc;

use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

use super::{Bank, Game, GameParts, Options, Phase, PlayerState, STARTING_CASH};
use crate::rules::board::Board;
use crate::rules::chain::{CHAIN_COUNT, Chain};
use crate::rules::event::{EndReason, Event, Events, Unrecorded};
use crate::rules::player::{Hand, MAX_PLAYERS, MIN_PLAYERS, PlayerId};
use crate::rules::tile::{TILE_COUNT, Tile};

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Two to six players are needed (R6).
    PlayerCount(usize),
    /// Two seats have the same name.
    DuplicateName(String),
    /// The market (V3) is played by exactly two players, not this many.
    MarketNeedsTwo(usize),
}

impl Game {
    /// A new game for 2–6 players, named in seat order, with tiles shuffled from `seed`,
    /// after setup (R9).
    ///
    /// Answers the game, waiting for the first player, and the setup events: each player's
    /// start tile, who goes first, and the tiles drawn.
    ///
    /// ```
    /// use bauloewe::rules::{Game, Options, SetupError};
    /// let (game, _events) = Game::new(["Ann", "Bob"], 42, Options::default())?;
    /// assert_eq!(game.name(1), "Bob");
    /// assert_eq!(Game::new(["Ann"], 42, Options::default()).unwrap_err(), SetupError::PlayerCount(1));
    /// # Ok::<(), SetupError>(())
    /// ```
    pub fn new<N: Into<String>>(
        names: impl IntoIterator<Item = N>,
        seed: u64,
        options: Options,
    ) -> Result<(Game, Vec<Event>), SetupError> {
        let names: Vec<String> = names.into_iter().map(Into::into).collect();
        check_names(&names)?;
        check_options(options, names.len())?;
        let mut game = Game::shuffled(names.into(), options, seed, Vec::new(), Vec::new());
        // Room for the setup's events (a start tile and six drawn per player, the first
        // player, the first turn), so that the list is not grown step by step.
        let mut events = Vec::with_capacity(8 * game.player_count() + 4);
        game.set_up(&mut events);
        Ok((game, events))
    }

    /// Builds a game at the start of `parts.current`'s turn, with the end announced already
    /// when `parts.announced` says so. Events of that start (a skipped placement, say) are
    /// returned too.
    pub(crate) fn from_parts(parts: GameParts) -> (Game, Vec<Event>) {
        let mut bank = Bank::full();
        for player in &parts.players {
            for chain in Chain::ALL {
                bank.take(chain, player.shares[chain.index()]);
            }
        }
        let mut pool = parts.pool;
        pool.reverse();
        let mut game = Game {
            names: parts.names.into(),
            options: parts.options,
            seed: parts.seed,
            board: parts.board,
            bank,
            players: parts.players,
            pool,
            current: parts.current,
            turn: parts.turn.saturating_sub(1),
            // Set before the turn starts: with a chain on the board (which R16 needs) a player
            // without a playable tile still has a turn to finish, so it stays the announcer's.
            announced: parts.announced,
            phase: Phase::Place,
        };
        let mut events = Vec::new();
        if parts.over {
            game.phase = Phase::Over(EndReason::NoPlayableTiles);
        } else {
            game.start_turn(parts.current, &mut events);
        }
        (game, events)
    }

    /// Deals a new game into this one: the same players and variants, the tiles shuffled from
    /// `seed`, and the same game as `Game::new` deals from it (every field, the pool's order
    /// too), but in the lists this game holds already and without setup events. Any game may
    /// be dealt anew, a finished one too.
    ///
    /// For a loop that plays game after game (the engine's benchmark): `Game::new` makes about
    /// ten allocations a game (names, players, pool, events) and checks the names again. Dealt
    /// this way, 2,000 benchmark games take 206.3M instructions instead of 210.4M (callgrind)
    /// and about 3% less processor time.
    ///
    /// ```
    /// use bauloewe::rules::{Game, Options};
    /// let (mut game, _) = Game::new(["Ann", "Bob"], 1, Options::default()).unwrap();
    /// game.deal_again(42);
    /// assert_eq!(game, Game::new(["Ann", "Bob"], 42, Options::default()).unwrap().0);
    /// ```
    pub fn deal_again(&mut self, seed: u64) {
        let (players, pool) = (std::mem::take(&mut self.players), std::mem::take(&mut self.pool));
        *self = Game::shuffled(self.names.clone(), self.options, seed, players, pool);
        self.set_up(&mut Unrecorded);
    }

    /// A game of `names` with `options` before the setup (R9): every player with the starting
    /// cash and nothing else, and all tiles in the pool, shuffled from `seed`. Made in the
    /// lists `players` and `pool` (emptied first), so that [`Game::deal_again`] allocates
    /// nothing and [`Game::new`] and it deal the very same game.
    fn shuffled(
        names: Arc<[String]>,
        options: Options,
        seed: u64,
        mut players: Vec<PlayerState>,
        mut pool: Vec<Tile>,
    ) -> Game {
        players.clear();
        players.resize(names.len(), PlayerState::new());
        pool.clear();
        pool.extend(Tile::all());
        shuffle(&mut pool, seed);
        Game {
            names,
            options,
            seed,
            board: Board::new(),
            bank: Bank::full(),
            players,
            pool,
            current: 0,
            turn: 0,
            announced: false,
            phase: Phase::Place,
        }
    }

    /// R9: start tiles, the first player, and six tiles each.
    fn set_up(&mut self, events: &mut impl Events) {
        let mut first = (Tile::from_index(TILE_COUNT - 1).expect("12I"), 0);
        for player in 0..self.player_count() {
            let tile = self.pool.pop().expect("108 tiles are enough for six start tiles");
            self.board.place_lone(tile);
            events.push(Event::StartTile { player, tile });
            first = first.min((tile, player));
        }
        events.push(Event::FirstPlayer { player: first.1 });
        for player in 0..self.player_count() {
            self.draw_up(player, events);
        }
        self.start_turn(first.1, events);
    }
}

impl Game {
    /// Makes `into` a copy of this game with the tiles `viewer` cannot see dealt anew from
    /// `tiles`: each other hand, in seat order, takes as many as it holds now from the front,
    /// and the rest become the pool (the last drawn first). The copy's seed is 0, because the
    /// real seed fixes the real deal (R19). `into` may be any game: its lists are reused, so
    /// that a computer player imagining a game at every decision allocates nothing.
    ///
    /// Trusts `tiles` to be exactly the unseen tiles, in any order.
    pub(in crate::rules) fn deal_hidden_tiles_into(
        &self,
        viewer: PlayerId,
        tiles: impl IntoIterator<Item = Tile>,
        into: &mut Game,
    ) {
        into.clone_from(self);
        into.seed = 0;
        let mut tiles = tiles.into_iter();
        for (player, state) in into.players.iter_mut().enumerate() {
            if player == viewer {
                continue;
            }
            // Each hand keeps its size, made at once of its tiles (see `Hand::of`).
            state.hand = Hand::of(tiles.by_ref().take(state.hand.len()));
        }
        into.pool.clear();
        into.pool.extend(tiles);
    }
}

impl PlayerState {
    /// A player before the first tile: starting cash (R5), no shares, an empty hand.
    fn new() -> PlayerState {
        PlayerState { cash: STARTING_CASH, shares: [0; CHAIN_COUNT], hand: Hand::default() }
    }
}

/// R6: a game needs 2 to 6 players. The one check of the count, for every way a game begins
/// (a new deal, a seat list, a position file, a simulated line-up).
///
/// ```
/// use bauloewe::rules::{SetupError, check_player_count};
/// assert!(check_player_count(2).is_ok() && check_player_count(6).is_ok());
/// assert_eq!(check_player_count(7), Err(SetupError::PlayerCount(7)));
/// ```
pub fn check_player_count(count: usize) -> Result<(), SetupError> {
    if (MIN_PLAYERS..=MAX_PLAYERS).contains(&count) { Ok(()) } else { Err(SetupError::PlayerCount(count)) }
}

/// V3: the market is played by exactly two players.
///
/// ```
/// use bauloewe::rules::{Options, SetupError, check_options};
/// let market = Options { market: true, ..Options::default() };
/// assert!(check_options(market, 2).is_ok() && check_options(Options::default(), 4).is_ok());
/// assert_eq!(check_options(market, 3), Err(SetupError::MarketNeedsTwo(3)));
/// ```
pub fn check_options(options: Options, players: usize) -> Result<(), SetupError> {
    if options.market && players != 2 { Err(SetupError::MarketNeedsTwo(players)) } else { Ok(()) }
}

/// R6 and names: 2–6 players with different names (ignoring case).
fn check_names(names: &[String]) -> Result<(), SetupError> {
    check_player_count(names.len())?;
    // Ignoring case as Unicode defines it: `JÜRGEN` is `Jürgen`. Names in ASCII, the most
    // common, compare without making lowercase copies: the same answer, and four names are
    // checked in about 1,200 instructions instead of 3,800 (callgrind), for every benchmark game.
    let same = |a: &str, b: &str| {
        if a.is_ascii() && b.is_ascii() {
            a.eq_ignore_ascii_case(b)
        } else {
            a.to_lowercase() == b.to_lowercase()
        }
    };
    for (index, name) in names.iter().enumerate() {
        if names[..index].iter().any(|other| same(other, name)) {
            return Err(SetupError::DuplicateName(name.clone()));
        }
    }
    Ok(())
}

/// Shuffles tiles with the portable seeded generator.
pub(crate) fn shuffle(tiles: &mut [Tile], seed: u64) {
    shuffle_with(tiles, &mut Xoshiro256PlusPlus::seed_from_u64(seed));
}

/// Shuffles tiles with numbers from `rng` (Fisher–Yates, with [`below`]).
pub(crate) fn shuffle_with(tiles: &mut [Tile], rng: &mut impl Rng) {
    for top in (1..tiles.len()).rev() {
        tiles.swap(top, below(rng, top + 1));
    }
}

/// A uniform-enough number in `0..n` from one 64-bit draw (Lemire's multiply-shift; the bias
/// for n ≤ 108 is below 2⁻⁵⁷). Written out so that it never changes with a `rand` upgrade.
pub fn below(rng: &mut impl Rng, n: usize) -> usize {
    ((rng.next_u64() as u128 * n as u128) >> 64) as usize
}
