//! `hint`: what the strongest level would do in a player's place, with a one-line reason.

use super::{AiSettings, tycoon};
use crate::rules::{Action, Game, PlayerId};

/// The action the tycoon would take for `player` now, and why, or `None` when it is not
/// `player`'s decision.
pub fn hint(game: &Game, player: PlayerId) -> Option<(Action, String)> {
    if game.decision().player() != Some(player) {
        return None;
    }
    let mut rng = super::decision_rng(game);
    let action = tycoon::choose(game, &AiSettings::default(), &mut rng);
    Some((action, format!("{action}")))
}
