//! Small helpers shared by the rules engine's test modules: tiles by name, legal actions that
//! must succeed, a random legal player ([`random_action`]), and [`Scenario`], a hand-made
//! situation at the start of a turn (a test-only cousin of the position file that builds the
//! game directly, secrets included).

use rand::Rng;

use super::game::{GameParts, PlayerState};
use super::*;

/// The tile with this name; panics on a typo in a test.
pub fn tile(name: &str) -> Tile {
    name.parse().unwrap_or_else(|error| panic!("{error:?}"))
}

/// Applies an action that the test expects to be legal, and answers its events.
pub fn play(game: &mut Game, action: Action) -> Vec<Event> {
    game.apply(action).unwrap_or_else(|error| panic!("{action:?} refused: {error:?}"))
}

/// Every player's cash, in seat order.
pub fn cash_of(game: &Game) -> Vec<u32> {
    (0..game.player_count()).map(|p| game.cash(p)).collect()
}

/// A random legal action for whoever decides now, chosen the way the tourist (the simplest
/// computer player) chooses, so that the rules tests need nothing from outside the rules: at a
/// disposal one of sell all, trade as many as allowed and keep all; otherwise any legal action.
///
/// Panics when the game is over: no action is legal then.
pub fn random_action(game: &Game, rng: &mut impl Rng) -> Action {
    if let Decision::Dispose { held, max_trade, .. } = game.decision() {
        let options = [
            Action::Dispose { sell: held, trade: 0 },
            Action::Dispose { sell: 0, trade: max_trade },
            Action::Dispose { sell: 0, trade: 0 },
        ];
        return options[below(rng, options.len())];
    }
    let actions = game.legal_actions();
    actions[below(rng, actions.len())]
}

/// A hand-made situation at the start of a turn.
pub struct Scenario {
    players: usize,
    chains: Vec<(Chain, Vec<&'static str>)>,
    hands: Vec<Vec<&'static str>>,
    shares: Vec<(PlayerId, Chain, u8)>,
    cash: Vec<(PlayerId, u32)>,
    pool: Vec<&'static str>,
    options: Options,
}

impl Scenario {
    /// `players` seats (Ann, Bob, …, all human) with 6000 each, an empty board, empty hands
    /// and an empty pool, at the start of Ann's turn.
    pub fn new(players: usize) -> Scenario {
        Scenario {
            players,
            chains: Vec::new(),
            hands: vec![Vec::new(); players],
            shares: Vec::new(),
            cash: Vec::new(),
            pool: Vec::new(),
            options: Options::default(),
        }
    }

    /// A chain on the given cells, which must be connected.
    pub fn chain(mut self, chain: Chain, tiles: &[&'static str]) -> Scenario {
        self.chains.push((chain, tiles.to_vec()));
        self
    }

    /// A chain laid out as a run of cells along one row, from a first column.
    pub fn chain_row(self, chain: Chain, row: char, first_column: u8, size: u8) -> Scenario {
        let tiles: Vec<&'static str> = (first_column..first_column + size)
            .map(|c| &*Box::leak(format!("{c}{row}").into_boxed_str()))
            .collect();
        self.chain(chain, &tiles)
    }

    /// The tiles `player` holds.
    pub fn hand(mut self, player: PlayerId, tiles: &[&'static str]) -> Scenario {
        self.hands[player] = tiles.to_vec();
        self
    }

    /// Shares of `chain` that `player` holds; the bank holds the rest.
    pub fn shares(mut self, player: PlayerId, chain: Chain, count: u8) -> Scenario {
        self.shares.push((player, chain, count));
        self
    }

    /// The cash `player` holds.
    pub fn cash(mut self, player: PlayerId, cash: u32) -> Scenario {
        self.cash.push((player, cash));
        self
    }

    /// The tiles left to draw, next drawn first.
    pub fn pool(mut self, tiles: &[&'static str]) -> Scenario {
        self.pool = tiles.to_vec();
        self
    }

    /// Hides the holdings (V2).
    pub fn hidden(mut self) -> Scenario {
        self.options.hidden = true;
        self
    }

    /// Switches on the market (V3); the scenario must have two players.
    pub fn market(mut self) -> Scenario {
        self.options.market = true;
        self
    }

    /// The game at the start of Ann's turn.
    pub fn build(self) -> Game {
        self.build_with_events().0
    }

    /// The game, and the events of the turn's start (a skipped placement, say).
    pub fn build_with_events(self) -> (Game, Vec<Event>) {
        let mut board = Board::new();
        for (chain, tiles) in &self.chains {
            tiles.iter().for_each(|t| board.place_lone(tile(t)));
            board.absorb_lone_group(tile(tiles[0]), *chain);
        }
        let mut players = Vec::new();
        for player in 0..self.players {
            let mut hand = Hand::default();
            self.hands[player].iter().for_each(|t| assert!(hand.insert(tile(t))));
            players.push(PlayerState { cash: STARTING_CASH, shares: [0; CHAIN_COUNT], hand });
        }
        for &(player, chain, count) in &self.shares {
            players[player].shares[chain.index()] = count;
        }
        for &(player, cash) in &self.cash {
            players[player].cash = cash;
        }
        let names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"];
        Game::from_parts(GameParts {
            names: names[..self.players].iter().map(|name| name.to_string()).collect(),
            options: self.options,
            seed: 1,
            board,
            players,
            pool: self.pool.iter().map(|t| tile(t)).collect(),
            current: 0,
            turn: 1,
            announced: false,
            over: false,
        })
    }
}
