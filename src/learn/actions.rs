//! Chapter 4's checkers: writing an action, and why a purchase is refused.

use super::{Mismatch, describe, moments, same};
use crate::notation::write_action;
use crate::rules::{Action, Chain, Game, RuleError, SHARES_PER_CHAIN, Tile};

/// Exercise 7: `write_action(action)` must write every action a game can ask for (each tile,
/// each chain in each role, every disposal of up to 25 shares, `end`, `announce`) as
/// [`write_action`] does.
pub fn ex07(your_write_action: impl Fn(Action) -> String) -> Result<(), Mismatch> {
    let mut actions: Vec<Action> = Tile::all().map(Action::Place).collect();
    for chain in Chain::ALL {
        actions.extend([
            Action::Found(chain),
            Action::Survivor(chain),
            Action::Defunct(chain),
            Action::Buy(chain),
        ]);
    }
    for sell in 0..=SHARES_PER_CHAIN {
        actions.extend((0..=SHARES_PER_CHAIN - sell).map(|trade| Action::Dispose { sell, trade }));
    }
    actions.extend([Action::EndTurn, Action::Announce]);
    for action in actions {
        same("ex07", rust_value(action), write_action(action), your_write_action(action))?;
    }
    Ok(())
}

/// Exercise 8: at every moment of 40 whole games (every decision, not only purchases, and the
/// finished game), for every chain, `check_buy(game, chain)` must answer `Ok(())` when
/// [`Game::apply`] accepts `Action::Buy(chain)` and the very [`RuleError`] it refuses it with
/// otherwise.
pub fn ex08(check_buy: impl Fn(&Game, Chain) -> Result<(), RuleError>) -> Result<(), Mismatch> {
    for game in moments(40) {
        for chain in Chain::ALL {
            let engine = game.clone().apply(Action::Buy(chain)).map(|_| ());
            let input = format_args!("buying {chain} at {}", describe(&game));
            same("ex08", input, engine, check_buy(&game, chain))?;
        }
    }
    Ok(())
}

/// An action as Rust writes the value, with a tile in the game's form: `Action::Place(12C)`,
/// `Action::Dispose { sell: 2, trade: 0 }` (the other variants hold chains and numbers only).
fn rust_value(action: Action) -> String {
    match action {
        Action::Place(tile) => format!("Action::Place({tile})"),
        other => format!("Action::{other:?}"),
    }
}
