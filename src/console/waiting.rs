//! What the game waits for, in words: the prompt's guide (`Ann, place a tile (lay 7E) or see
//! 'help'`) with an example command for each kind of decision. The short form that refusals
//! use ("the game waits for a player to place a tile") is [`super::text::decision`].

use crate::rules::{Chain, Decision, Game, PlayerId, Tile};

use super::narrate;
use super::render;

/// The tiles `player` may place now (none unless it is their turn to place).
pub fn playable(game: &Game, player: PlayerId) -> Vec<Tile> {
    if game.decision() != (Decision::PlaceTile { player }) {
        return Vec::new();
    }
    game.hand(player).tiles().filter(|t| game.tile_status(*t).is_playable()).collect()
}

/// What is expected of `player` now, with an example command, as the prompt says it:
/// `Ann, place a tile (lay 7E) or see 'help'`.
pub fn guide(game: &Game, player: PlayerId) -> String {
    let announce = if game.can_announce() { ", announce" } else { "" };
    format!("{}, {}{announce} or see 'help'", game.name(player), expected(game, player))
}

/// What the game waits for from `player`, with an example command.
pub fn expected(game: &Game, player: PlayerId) -> String {
    match game.decision() {
        Decision::PlaceTile { .. } => {
            let example = playable(game, player).first().map_or("7E".to_string(), Tile::to_string);
            format!("place a tile (lay {example})")
        }
        Decision::FoundChain { tile, .. } => {
            let free =
                Chain::ALL.into_iter().find(|c| !game.board().is_on_board(*c)).unwrap_or(Chain::Aurora);
            format!("name the chain {tile} founds (found {})", free.name())
        }
        Decision::ChooseSurvivor { candidates, .. } => {
            format!("choose the survivor of {candidates} (survivor NAME)")
        }
        Decision::ChooseDefunct { candidates, .. } => {
            format!("choose which of {candidates} is defunct first (defunct NAME)")
        }
        Decision::Dispose { defunct, survivor, held, max_trade, price, .. } => {
            let trade = if max_trade == 0 {
                String::new()
            } else {
                format!(", trade N (2 for 1 {survivor}, up to {max_trade})")
            };
            let each = render::money(price);
            let each = if held == 1 { each } else { format!("{each} each") };
            format!("you hold {} at {each}: sell N{trade} or keep", narrate::shares(held, defunct.name()))
        }
        Decision::BuyShares { remaining: 0, .. } => "end your turn (end)".to_string(),
        Decision::BuyShares { remaining, .. } => {
            let shares = if remaining == 1 { "share" } else { "shares" };
            format!("buy up to {remaining} {shares} (buy NAME) or end your turn (end)")
        }
        Decision::GameOver => "the game is over".to_string(),
    }
}
