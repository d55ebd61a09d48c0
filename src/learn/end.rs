//! Chapter 7's checkers: announcing the end (with the quick game), and the final ranking.

use super::{Mismatch, describe, moments, same};
use crate::notation::read_position;
use crate::rules::{Game, PlayerId};

/// Exercise 14: `can_announce(game)` must answer [`Game::can_announce`] at every moment of 60
/// whole games, every third of them a quick game (V1).
pub fn ex14(can_announce: impl Fn(&Game) -> bool) -> Result<(), Mismatch> {
    for game in moments(60) {
        same("ex14", describe(&game), game.can_announce(), can_announce(&game))?;
    }
    Ok(())
}

/// Exercise 15: `ranking(cash)` gets every player's cash in seat order and must answer the
/// ranking [`Game::ranking`] gives a game where the players hold that cash: for 2 to 5 players
/// with every mix of 0, 100 and 6,000.
pub fn ex15(ranking: impl Fn(&[u32]) -> Vec<(usize, PlayerId)>) -> Result<(), Mismatch> {
    for players in 2..=5u32 {
        for mix in 0..3u32.pow(players) {
            let cash: Vec<u32> =
                (0..players).map(|p| [0, 100, 6000][(mix / 3u32.pow(p) % 3) as usize]).collect();
            let game = with_cash(&cash);
            same("ex15", format_args!("the cash {cash:?}"), game.ranking(), ranking(&cash))?;
        }
    }
    Ok(())
}

/// A game (over at once: no tiles anywhere) in which the players hold `cash`.
fn with_cash(cash: &[u32]) -> Game {
    let seats: Vec<String> = (0..cash.len()).map(|p| format!("P{p} human")).collect();
    let amounts: Vec<String> = cash.iter().enumerate().map(|(p, c)| format!("P{p} {c}")).collect();
    let text = format!(
        "# bauloewe position 1\nplayers: {}\nturn: P0\ncash: {}\npool:\n",
        seats.join(", "),
        amounts.join(", ")
    );
    read_position(&text).expect("a valid position").game
}
