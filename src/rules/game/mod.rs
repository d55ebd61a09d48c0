//! The game state and the turn flow, one concept per file.
//!
//! A [`Game`] always knows whose decision it is ([`Game::decision`]). [`Game::apply`] checks an
//! [`Action`] against the rules and either carries it out, answering with the [`Event`]s it
//! caused, or refuses it with a [`RuleError`] and changes nothing. Steps that need no decision
//! (skipping a player without a playable tile, drawing, handing out bonuses) happen on their own.
//!
//! This file holds the state itself, the queries and the dispatch of actions. The flow lives
//! beside it, in the order of a turn: `setup` (R9), `turn` (R10, R13, R17), `placing` (R10.1,
//! R11–R13), `merger` (R14), `buying` (R10.2, R16), `payouts` (bonuses and sales to the bank,
//! R8, R14.4, R18) and `end` (R18); `legal` lists the actions allowed at each decision, and
//! `chosen` plays one of them picked by its position, in one step, for random playouts.

mod bank;
mod buying;
mod chosen;
mod end;
mod legal;
mod merger;
mod payouts;
mod placing;
mod setup;
mod turn;

use std::sync::Arc;

use super::action::{Action, Decision};
use super::board::{Board, TileStatus};
use super::chain::{CHAIN_COUNT, Chain};
use super::error::RuleError;
use super::event::{EndReason, Event, Events, Unrecorded};
use super::player::{Hand, PlayerId};
use super::tile::Tile;

use bank::Bank;
pub(crate) use buying::announce_refusal_on;
pub use end::win_share;
pub use legal::LegalChoices;
use merger::{MergeStep, Merger};
pub use placing::{Placed, found_on, place_on};
pub use setup::{SetupError, below, check_options, check_player_count};
pub(crate) use setup::{shuffle, shuffle_with};
pub use turn::buying_follows;

/// Cash each player starts with (R5).
pub const STARTING_CASH: u32 = 6000;
/// Most shares one player may buy in a turn (R10.2).
pub const SHARES_PER_TURN: u8 = 3;

/// Variants that are switched on (all off by default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// V1 quick game: the end may be announced from a chain of 25 hotels instead of 41.
    pub quick: bool,
    /// V2 hidden holdings: other players' cash and shares are not shown while the game runs.
    /// The rules play the same; only what a screen shows changes.
    pub hidden: bool,
    /// V3 the market (two players only): at each payout of bonuses the bank turns over the
    /// pool's next tile and holds as many shares as its column number; what it wins leaves the
    /// game ([`Event::MarketBonus`] tells it).
    pub market: bool,
}

impl Options {
    /// The chain size from which the end may be announced (R16, V1).
    pub fn end_size(self) -> u8 {
        if self.quick { 25 } else { 41 }
    }
}

/// One player's private and public belongings.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PlayerState {
    pub(crate) cash: u32,
    pub(crate) shares: [u8; CHAIN_COUNT],
    pub(crate) hand: Hand,
}

/// Where the turn stands: what the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Phase {
    Place,
    Found {
        tile: Tile,
    },
    /// A merger (R14) waits at `MergeStep`.
    Merge(Merger, MergeStep),
    Buy {
        bought: u8,
    },
    Over(EndReason),
}

/// A whole game of Baulöwe: board, bank, players, pool, and whose decision it is.
///
/// ```
/// use bauloewe::rules::{Action, Decision, Game, Options};
/// let (mut game, _setup_events) = Game::new(["Ann", "Bob"], 42, Options::default()).unwrap();
/// let Decision::PlaceTile { player } = game.decision() else { panic!("a game starts with a tile") };
/// let tile = game.hand(player).tiles().next().unwrap();
/// let events = game.apply(Action::Place(tile)).unwrap();
/// assert!(!events.is_empty());
/// ```
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Game {
    /// The players' names in seat order, shared between copies: computer players copy games
    /// by the thousand, and a shared list costs one counter instead of a string per seat.
    names: Arc<[String]>,
    options: Options,
    seed: u64,
    board: Board,
    bank: Bank,
    players: Vec<PlayerState>,
    /// The tiles still to draw; the next one drawn is the last.
    pool: Vec<Tile>,
    current: PlayerId,
    turn: u32,
    announced: bool,
    phase: Phase,
}

/// Copies a game. `clone_from` copies into the lists the target holds already (players, pool)
/// instead of making new ones: computer players refill one scratch game for every action they
/// try, and that way trying one allocates nothing.
impl Clone for Game {
    fn clone(&self) -> Game {
        Game {
            names: self.names.clone(),
            players: self.players.clone(),
            pool: self.pool.clone(),
            board: self.board.clone(),
            ..*self
        }
    }

    fn clone_from(&mut self, source: &Game) {
        // Named field by field, so that a field added to `Game` cannot be forgotten here.
        let Game { names, options, seed, board, bank, players, pool, current, turn, announced, phase } = self;
        names.clone_from(&source.names);
        *options = source.options;
        *seed = source.seed;
        board.clone_from(&source.board);
        *bank = source.bank;
        players.clone_from(&source.players);
        pool.clone_from(&source.pool);
        *current = source.current;
        *turn = source.turn;
        *announced = source.announced;
        *phase = source.phase;
    }
}

/// The parts of a game at the start of a turn, as a position file describes them.
///
/// [`Game::from_parts`] trusts them: whoever builds one checks it first (the position reader
/// does).
#[derive(Clone, Debug)]
pub(crate) struct GameParts {
    pub(crate) names: Vec<String>,
    pub(crate) options: Options,
    pub(crate) seed: u64,
    pub(crate) board: Board,
    pub(crate) players: Vec<PlayerState>,
    /// Next drawn first.
    pub(crate) pool: Vec<Tile>,
    pub(crate) current: PlayerId,
    pub(crate) turn: u32,
    /// The end was announced in this turn (R16): the game ends when `current`'s turn does.
    /// Only sound when the board allows it ([`announce_refusal_on`]) and the game is not over.
    pub(crate) announced: bool,
    pub(crate) over: bool,
}

impl Game {
    // ----- Queries -------------------------------------------------------------------------

    /// What the game waits for now, and from whom.
    pub fn decision(&self) -> Decision {
        let player = self.current;
        match self.phase {
            Phase::Place => Decision::PlaceTile { player },
            Phase::Found { tile } => Decision::FoundChain { player, tile },
            Phase::Merge(merger, step) => self.merger_decision(merger, step),
            Phase::Buy { bought } => Decision::BuyShares { player, remaining: SHARES_PER_TURN - bought },
            Phase::Over(_) => Decision::GameOver,
        }
    }

    /// Whose turn it is (during a merger, others may have to decide: see [`Game::decision`]).
    pub fn current_player(&self) -> PlayerId {
        self.current
    }

    /// The number of the current turn, counting from 1.
    pub fn turn_number(&self) -> u32 {
        self.turn
    }

    /// The seed the game was set up from. Secret (R19): it fixes the whole deal.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The variants in play.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The number of players.
    pub fn player_count(&self) -> usize {
        self.names.len()
    }

    /// A player's name.
    pub fn name(&self, player: PlayerId) -> &str {
        &self.names[player]
    }

    /// A player's cash.
    pub fn cash(&self, player: PlayerId) -> u32 {
        self.players[player].cash
    }

    /// How many shares of a chain a player holds.
    pub fn shares(&self, player: PlayerId, chain: Chain) -> u8 {
        self.players[player].shares[chain.index()]
    }

    /// How many shares of each chain a player holds, in chain order.
    pub fn share_counts(&self, player: PlayerId) -> [u8; CHAIN_COUNT] {
        self.players[player].shares
    }

    /// A player's hand. Secret (R19): a user interface shows it to its owner only.
    pub fn hand(&self, player: PlayerId) -> &Hand {
        &self.players[player].hand
    }

    /// How many shares of a chain the bank still holds (R4).
    pub fn bank_shares(&self, chain: Chain) -> u8 {
        self.bank.shares(chain)
    }

    /// How many tiles are left to draw.
    pub fn pool_len(&self) -> usize {
        self.pool.len()
    }

    /// The tiles left to draw, next drawn first. Secret (R19): for position files and tests.
    pub fn pool(&self) -> impl Iterator<Item = Tile> + '_ {
        self.pool.iter().rev().copied()
    }

    /// What a tile would do if placed now (R11–R13); the tile must not be on the board.
    pub fn tile_status(&self, tile: Tile) -> TileStatus {
        self.board.status(tile)
    }

    /// Whether the end has been announced this turn (R16).
    pub fn is_end_announced(&self) -> bool {
        self.announced
    }

    /// Whether the game is over, and why.
    pub fn end_reason(&self) -> Option<EndReason> {
        match self.phase {
            Phase::Over(reason) => Some(reason),
            _ => None,
        }
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over(_))
    }

    /// Whether two games look the same from every seat: everything but the secrets (R19), of
    /// which only the sizes count: how many tiles each hand and the pool hold. The seed is a
    /// secret too, as it fixes the deal.
    pub(in crate::rules) fn same_public_state(&self, other: &Game) -> bool {
        let public = |state: &PlayerState| (state.cash, state.shares, state.hand.len());
        self.names == other.names
            && self.options == other.options
            && self.board == other.board
            && self.bank == other.bank
            && self.players.iter().map(public).eq(other.players.iter().map(public))
            && self.pool.len() == other.pool.len()
            && (self.current, self.turn, self.announced) == (other.current, other.turn, other.announced)
            && self.phase == other.phase
    }

    // ----- Actions -------------------------------------------------------------------------

    /// Carries out an action of whoever must decide now, answering what happened; or refuses
    /// it, naming the rule, and changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_into(action, &mut events)?;
        Ok(events)
    }

    /// Like [`Game::apply`], but appends the events to a buffer the caller reuses.
    pub fn apply_into(&mut self, action: Action, events: &mut Vec<Event>) -> Result<(), RuleError> {
        self.carry_out(action, events)
    }

    /// Like [`Game::apply`], but keeps no events: for games played where nobody reads what
    /// happened (the games computer players imagine; the engine's benchmark plays so too,
    /// through [`Game::apply_chosen_unrecorded`]). The game plays exactly as with
    /// [`Game::apply`].
    pub fn apply_unrecorded(&mut self, action: Action) -> Result<(), RuleError> {
        self.carry_out(action, &mut Unrecorded)
    }

    /// Checks and carries out `action`, telling what happened to `events` (see [`Events`]).
    fn carry_out(&mut self, action: Action, events: &mut impl Events) -> Result<(), RuleError> {
        match (self.phase, action) {
            (Phase::Over(_), _) => Err(RuleError::GameOver),
            (Phase::Place | Phase::Buy { .. }, Action::Announce) => self.announce(events),
            (Phase::Place, Action::Place(tile)) => self.place(tile, events),
            (Phase::Found { tile }, Action::Found(chain)) => self.found(tile, chain, events),
            (Phase::Merge(merger, MergeStep::ChoosingSurvivor), Action::Survivor(chain)) => {
                self.choose_survivor(merger, chain, events)
            }
            (Phase::Merge(merger, MergeStep::ChoosingDefunct { survivor }), Action::Defunct(chain)) => {
                self.choose_defunct(merger, survivor, chain, events)
            }
            (Phase::Merge(merger, MergeStep::Disposing(disposal)), Action::Dispose { sell, trade }) => {
                self.dispose(merger, disposal, sell, trade, events)
            }
            (Phase::Buy { bought }, Action::Buy(chain)) => self.buy(bought, chain, events),
            (Phase::Buy { .. }, Action::EndTurn) => {
                self.finish_turn(events);
                Ok(())
            }
            _ => Err(RuleError::NotNow { expected: self.decision() }),
        }
    }
}
