//! Chapter 7's checkers: announcing the end (with the quick game), and the final scoring.

use super::{Mismatch, describe, moments, same};
use crate::rules::{Action, Decision, Game};

/// Exercise 14: `can_announce(game)` must answer [`Game::can_announce`] at every moment of 60
/// whole games, every third of them a quick game (V1).
pub fn ex14(can_announce: impl Fn(&Game) -> bool) -> Result<(), Mismatch> {
    for game in moments(60) {
        same("ex14", describe(&game), game.can_announce(), can_announce(&game))?;
    }
    Ok(())
}

/// Exercise 15: `final_cash(game)` must answer every player's cash, in seat order, as it would
/// be if the game ended now: at every purchase of 60 whole games (every third a quick game)
/// where the end may be announced, what each player holds after the game is made to end there
/// (`Action::Announce`, then `Action::EndTurn`, which scores it, R18).
pub fn ex15(final_cash: impl Fn(&Game) -> Vec<u32>) -> Result<(), Mismatch> {
    let ending = moments(60).filter(|game| matches!(game.decision(), Decision::BuyShares { .. }));
    for game in ending.filter(Game::can_announce) {
        let mut ended = game.clone();
        ended.apply(Action::Announce).expect("the end may be announced");
        ended.apply(Action::EndTurn).expect("a purchase may end the turn");
        let engine: Vec<u32> = (0..game.player_count()).map(|player| ended.cash(player)).collect();
        same("ex15", describe(&game), engine, final_cash(&game))?;
    }
    Ok(())
}
