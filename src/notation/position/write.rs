//! Writing a game as a position file, in the canonical form described in [`super`].

use crate::rules::board::{Board, Cell};
use crate::rules::{Chain, Game, Tile};

use super::lines::Key;
use crate::notation::kind::PlayerKind;

// ----- Writing ---------------------------------------------------------------------------------

/// Appends `key: value`, or `key:` alone for an empty value.
pub(super) fn push_line(text: &mut String, key: Key, value: &str) {
    text.push_str(key.word());
    text.push(':');
    if !value.is_empty() {
        text.push(' ');
        text.push_str(value);
    }
    text.push('\n');
}

/// Every seat as `NAME KIND`, in seat order.
pub(super) fn players_value(game: &Game, kinds: &[PlayerKind]) -> String {
    let seats = (0..game.player_count()).map(|p| (game.name(p), kinds[p]));
    let entries: Vec<String> = seats.map(|(name, kind)| format!("{name} {kind}")).collect();
    entries.join(", ")
}

/// Every player's cash, in seat order.
pub(super) fn cash_value(game: &Game) -> String {
    let entries: Vec<String> =
        (0..game.player_count()).map(|p| format!("{} {}", game.name(p), game.cash(p))).collect();
    entries.join(", ")
}

/// Every holding above 0, by seat and then chain.
pub(super) fn shares_value(game: &Game) -> String {
    let mut entries = Vec::new();
    for player in 0..game.player_count() {
        for chain in Chain::ALL.into_iter().filter(|c| game.shares(player, *c) > 0) {
            entries.push(format!("{} {chain} {}", game.name(player), game.shares(player, chain)));
        }
    }
    entries.join(", ")
}

/// The chains in [`Chain::ALL`] order, then the lone hotels, each group's tiles sorted.
pub(super) fn board_value(board: &Board) -> String {
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
pub(super) fn hands_value(game: &Game) -> String {
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
pub(super) fn tile_list(tiles: impl IntoIterator<Item = Tile>) -> String {
    let names: Vec<String> = tiles.into_iter().map(|tile| tile.to_string()).collect();
    names.join(" ")
}
