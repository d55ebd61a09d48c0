//! Small helpers shared by the rules engine's test modules.

use super::{Action, Event, Game, Tile};

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
