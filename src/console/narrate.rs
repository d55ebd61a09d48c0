//! Events as English sentences, for the screen and the `log` command.
//!
//! The rules answer every action with typed [`Event`]s; this module says them in words. Some
//! events are secret (R19): a drawn tile is told only to the `viewer` who drew it, and to
//! nobody when there is no viewer (computer players, setup).

use crate::rules::{BonusKind, Chain, EndReason, Event, Game, PlayerId};

use super::render::money;

/// The sentence for one event as `viewer` may see it, or `None` if it says nothing to them.
///
/// ```
/// use bauloewe::console::narrate::sentence;
/// use bauloewe::rules::{Event, Game, Options};
/// let (game, _) = Game::new(["Ann", "Bob"], 1, Options::default())?;
/// let drawn = Event::TileDrawn { player: 0, tile: "7E".parse()? };
/// assert_eq!(sentence(&game, &drawn, Some(0)).as_deref(), Some("Ann draws 7E."));
/// assert_eq!(sentence(&game, &drawn, Some(1)), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn sentence(game: &Game, event: &Event, viewer: Option<PlayerId>) -> Option<String> {
    let name = |player: PlayerId| game.name(player).to_string();
    let text = match *event {
        Event::StartTile { player, tile } => format!("{} draws {tile} as a start tile.", name(player)),
        Event::FirstPlayer { player } => {
            format!("{} goes first: that start tile comes first from 1A, row by row (R9).", name(player))
        }
        Event::TurnStarted { player, turn } => format!("--- Turn {turn}: {} ---", name(player)),
        Event::NoPlayableTile { player } => {
            format!("{} holds no playable tile and skips placing.", name(player))
        }
        Event::TilePlaced { player, tile } => format!("{} lays {tile}.", name(player)),
        Event::ChainFounded { player, chain, size } => {
            format!("{} founds {chain} with {size} hotels.", name(player))
        }
        Event::FounderShare { player, chain } => format!("{} gets a free {chain} share.", name(player)),
        Event::ChainGrew { chain, size } => format!("{chain} grows to {size} hotels."),
        Event::MergerStarted { tile, chains, .. } => format!("{tile} merges {chains}."),
        Event::SurvivorChosen { chain } => format!("{chain} survives."),
        Event::DefunctHandled { chain, size, price } => {
            format!("{chain} ({size} hotels) is defunct; its shares are worth {} each.", money(price))
        }
        Event::BonusPaid { player, chain, amount, kind } => {
            format!("{} receives {} as {} of {chain}.", name(player), money(amount), bonus_words(kind))
        }
        Event::SharesSold { player, chain, count, amount } => {
            format!("{} sells {} for {}.", name(player), shares(count, &chain.to_string()), money(amount))
        }
        Event::SharesTraded { player, defunct, given, survivor, received } => format!(
            "{} trades {} for {}.",
            name(player),
            shares(given, &defunct.to_string()),
            shares(received, &survivor.to_string())
        ),
        Event::SharesKept { player, chain, count } => {
            format!("{} keeps {}.", name(player), shares(count, &chain.to_string()))
        }
        Event::MergerCompleted { survivor, size } => format!("{survivor} now has {size} hotels."),
        Event::ShareBought { player, chain, price } => {
            format!("{} buys {} {chain} share for {}.", name(player), article(chain), money(price))
        }
        Event::EndAnnounced { player } => format!("{} announces the end of the game (R16).", name(player)),
        Event::DeadTileDiscarded { player, tile } => {
            format!("{} discards the dead tile {tile} (R13).", name(player))
        }
        Event::TileDrawn { player, tile } if viewer == Some(player) => {
            format!("{} draws {tile}.", name(player))
        }
        Event::TileDrawn { .. } | Event::TurnEnded { .. } => return None,
        Event::FinalScoring => "Final scoring (R18): bonuses, then the bank buys every share.".to_string(),
        Event::GameEnded { reason } => end_words(game, reason),
    };
    Some(text)
}

/// The sentences of several events, one a line.
pub fn sentences(game: &Game, events: &[Event], viewer: Option<PlayerId>) -> String {
    let mut text = String::new();
    for line in lines(game, events, viewer) {
        text.push_str(&line);
        text.push('\n');
    }
    text
}

/// The sentences of several events. Tiles drawn one after another are told in one sentence
/// (`Ann draws 3C, 7E.`), and so are shares of one chain bought one after another
/// (`Ann buys 2 Aurora shares for 400 each.`).
pub fn lines(game: &Game, events: &[Event], viewer: Option<PlayerId>) -> Vec<String> {
    let mut lines = Vec::new();
    let mut index = 0;
    while index < events.len() {
        let run = events[index..].iter().take_while(|e| same_run(&events[index], e, viewer)).count();
        lines.extend(run_sentence(game, &events[index..index + run.max(1)], viewer));
        index += run.max(1);
    }
    lines
}

/// Whether `next` can be told in one sentence with `first`.
fn same_run(first: &Event, next: &Event, viewer: Option<PlayerId>) -> bool {
    match (*first, *next) {
        (Event::TileDrawn { player, .. }, Event::TileDrawn { player: p, .. }) => {
            player == p && viewer == Some(player)
        }
        (Event::ShareBought { player, chain, .. }, Event::ShareBought { player: p, chain: c, .. }) => {
            player == p && chain == c
        }
        _ => false,
    }
}

/// One sentence for a run of like events (see [`lines`]).
fn run_sentence(game: &Game, run: &[Event], viewer: Option<PlayerId>) -> Option<String> {
    match run {
        [Event::TileDrawn { player, .. }, _, ..] => {
            let tiles: Vec<String> = run.iter().filter_map(drawn_tile).collect();
            Some(format!("{} draws {}.", game.name(*player), tiles.join(", ")))
        }
        [Event::ShareBought { player, chain, price }, _, ..] => Some(format!(
            "{} buys {} for {} each.",
            game.name(*player),
            shares(run.len() as u8, chain.name()),
            money(*price)
        )),
        [event, ..] => sentence(game, event, viewer),
        [] => None,
    }
}

fn drawn_tile(event: &Event) -> Option<String> {
    match event {
        Event::TileDrawn { tile, .. } => Some(tile.to_string()),
        _ => None,
    }
}

/// "a" or "an" before a chain's name.
fn article(chain: Chain) -> &'static str {
    if chain.name().starts_with(['A', 'E', 'I', 'O', 'U']) { "an" } else { "a" }
}

fn bonus_words(kind: BonusKind) -> &'static str {
    match kind {
        BonusKind::Majority => "the majority bonus",
        BonusKind::Minority => "the minority bonus",
        BonusKind::Both => "sole holder, both bonuses",
        BonusKind::SharedMajority => "a split of both bonuses",
        BonusKind::SharedMinority => "a split of the minority bonus",
    }
}

/// "1 Aurora share" or "3 Aurora shares".
pub fn shares(count: u8, chain: &str) -> String {
    if count == 1 { format!("1 {chain} share") } else { format!("{count} {chain} shares") }
}

fn end_words(game: &Game, reason: EndReason) -> String {
    match reason {
        EndReason::Announced(player) => format!("The game is over: {} announced the end.", game.name(player)),
        EndReason::NoPlayableTiles => "The game is over: nobody can place a tile any more (R17).".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Options;

    fn game() -> Game {
        let seats = ["Ann", "Bob"];
        Game::new(seats, 5, Options::default()).unwrap().0
    }

    #[test]
    fn r19_drawn_tiles_are_told_only_to_their_owner() {
        let game = game();
        let drawn = Event::TileDrawn { player: 1, tile: "3C".parse().unwrap() };
        assert_eq!(sentence(&game, &drawn, Some(1)).as_deref(), Some("Bob draws 3C."));
        assert_eq!(sentence(&game, &drawn, Some(0)), None);
        assert_eq!(sentence(&game, &drawn, None), None);
    }

    #[test]
    fn r10_3_tiles_drawn_together_are_told_together() {
        let game = game();
        let tile = |name: &str| name.parse().unwrap();
        let events = [
            Event::TileDrawn { player: 0, tile: tile("1A") },
            Event::TileDrawn { player: 0, tile: tile("2B") },
            Event::TurnEnded { player: 0 },
            Event::TileDrawn { player: 1, tile: tile("3C") },
        ];
        assert_eq!(sentences(&game, &events, Some(0)), "Ann draws 1A, 2B.\n");
        assert_eq!(sentences(&game, &events, None), "");
        let bought = Event::ShareBought { player: 1, chain: Chain::Aurora, price: 400 };
        let other = Event::ShareBought { player: 1, chain: Chain::Zugvogel, price: 200 };
        let told = sentences(&game, &[bought, bought, other], None);
        assert_eq!(told, "Bob buys 2 Aurora shares for 400 each.\nBob buys a Zugvogel share for 200.\n");
    }

    #[test]
    fn r14_merger_sentences() {
        let game = game();
        let bonus =
            Event::BonusPaid { player: 0, chain: Chain::Morgenrot, amount: 7000, kind: BonusKind::Majority };
        assert_eq!(
            sentence(&game, &bonus, None).unwrap(),
            "Ann receives 7,000 as the majority bonus of Morgenrot."
        );
        let trade = Event::SharesTraded {
            player: 1,
            defunct: Chain::Zugvogel,
            given: 2,
            survivor: Chain::Aurora,
            received: 1,
        };
        assert_eq!(
            sentence(&game, &trade, None).unwrap(),
            "Bob trades 2 Zugvogel shares for 1 Aurora share."
        );
    }
}
