//! Events as sentences, for the screen and the `log` command.
//!
//! The rules answer every action with typed [`Event`]s; this module says them in words. Some
//! events are secret (R19): a drawn tile is told only to the `viewer` who drew it, and to
//! nobody when there is no viewer (computer players, setup).

use crate::rules::{BonusKind, Event, Game, PlayerId, Tile};

use crate::words::Lang;

/// The sentence for one event as `viewer` may see it, or `None` if it says nothing to them.
///
/// ```
/// use bauloewe::words::Lang;
/// use bauloewe::show::narrate::sentence;
/// use bauloewe::rules::{Event, Game, Options};
/// let (game, _) = Game::new(["Ann", "Bob"], 1, Options::default())?;
/// let drawn = Event::TileDrawn { player: 0, tile: "7E".parse()? };
/// assert_eq!(sentence(Lang::En, &game, &drawn, Some(0)).as_deref(), Some("Ann draws 7E."));
/// assert_eq!(sentence(Lang::De, &game, &drawn, Some(0)).as_deref(), Some("Ann zieht 7E nach."));
/// assert_eq!(sentence(Lang::En, &game, &drawn, Some(1)), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn sentence(lang: Lang, game: &Game, event: &Event, viewer: Option<PlayerId>) -> Option<String> {
    let untold = match *event {
        Event::TileDrawn { player, .. } => viewer != Some(player),
        Event::TurnEnded { .. } => true,
        _ => false,
    };
    if untold {
        return None;
    }
    Some(lang.event(game, event))
}

/// The sentences of several events, one a line.
pub fn sentences(lang: Lang, game: &Game, events: &[Event], viewer: Option<PlayerId>) -> String {
    let mut text = String::new();
    for line in lines(lang, game, events, viewer) {
        text.push_str(&line);
        text.push('\n');
    }
    text
}

/// The sentences of several events. Tiles drawn one after another are told in one sentence
/// (`Ann draws 3C, 7E.`), and so are the start tiles (`Start tiles: Ann 3F, Bob 11H.`),
/// shares of one chain bought one after another
/// (`Ann buys 2 Aurora shares for 400 each.`) and a bonus split between players (`Bob and
/// Cid split the minority bonus of Morgenrot: 1,800 each.`).
pub fn lines(lang: Lang, game: &Game, events: &[Event], viewer: Option<PlayerId>) -> Vec<String> {
    let mut lines = Vec::new();
    let mut index = 0;
    while index < events.len() {
        let run = events[index..].iter().take_while(|e| same_run(&events[index], e, viewer)).count();
        lines.extend(run_sentence(lang, game, &events[index..index + run.max(1)], viewer));
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
        (Event::StartTile { .. }, Event::StartTile { .. }) => true,
        (Event::ShareBought { player, chain, .. }, Event::ShareBought { player: p, chain: c, .. }) => {
            player == p && chain == c
        }
        (
            Event::BonusPaid { chain, amount, kind, .. },
            Event::BonusPaid { chain: c, amount: a, kind: k, .. },
        ) => is_split(kind) && (chain, amount, kind) == (c, a, k),
        _ => false,
    }
}

/// One sentence for a run of like events (see [`lines`]).
fn run_sentence(lang: Lang, game: &Game, run: &[Event], viewer: Option<PlayerId>) -> Option<String> {
    match run {
        [Event::TileDrawn { player, .. }, _, ..] => {
            let tiles: Vec<Tile> = run.iter().filter_map(drawn_tile).collect();
            Some(lang.tiles_drawn(game.name(*player), &tiles))
        }
        [Event::StartTile { .. }, _, ..] => {
            let draws: Vec<(&str, Tile)> = run
                .iter()
                .filter_map(|e| match *e {
                    Event::StartTile { player, tile } => Some((game.name(player), tile)),
                    _ => None,
                })
                .collect();
            Some(lang.start_tiles(&draws))
        }
        [Event::ShareBought { player, chain, price }, _, ..] => {
            Some(lang.shares_bought(game.name(*player), *chain, run.len() as u8, *price))
        }
        [Event::BonusPaid { chain, amount, kind, .. }, _, ..] => {
            let names: Vec<String> = run.iter().filter_map(|e| bonus_payee(game, e)).collect();
            Some(lang.bonus_split(&names, *chain, *kind, *amount))
        }
        [event, ..] => sentence(lang, game, event, viewer),
        [] => None,
    }
}

/// Whether a bonus is a player's part of one split between several.
fn is_split(kind: BonusKind) -> bool {
    matches!(kind, BonusKind::SharedMajority | BonusKind::SharedMinority)
}

/// The name of the player a bonus is paid to.
fn bonus_payee(game: &Game, event: &Event) -> Option<String> {
    match *event {
        Event::BonusPaid { player, .. } => Some(game.name(player).to_string()),
        _ => None,
    }
}

/// The tile of a drawn tile's event.
fn drawn_tile(event: &Event) -> Option<Tile> {
    match *event {
        Event::TileDrawn { tile, .. } => Some(tile),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Chain;
    use crate::rules::Options;

    fn game() -> Game {
        let seats = ["Ann", "Bob"];
        Game::new(seats, 5, Options::default()).unwrap().0
    }

    #[test]
    fn r19_drawn_tiles_are_told_only_to_their_owner() {
        let game = game();
        let drawn = Event::TileDrawn { player: 1, tile: "3C".parse().unwrap() };
        assert_eq!(sentence(Lang::En, &game, &drawn, Some(1)).as_deref(), Some("Bob draws 3C."));
        assert_eq!(sentence(Lang::En, &game, &drawn, Some(0)), None);
        assert_eq!(sentence(Lang::En, &game, &drawn, None), None);
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
        assert_eq!(sentences(Lang::En, &game, &events, Some(0)), "Ann draws 1A, 2B.\n");
        assert_eq!(sentences(Lang::En, &game, &events, None), "");
        let bought = Event::ShareBought { player: 1, chain: Chain::Aurora, price: 400 };
        let other = Event::ShareBought { player: 1, chain: Chain::Zugvogel, price: 200 };
        let told = sentences(Lang::En, &game, &[bought, bought, other], None);
        assert_eq!(told, "Bob buys 2 Aurora shares for 400 each.\nBob buys a Zugvogel share for 200.\n");
    }

    #[test]
    fn r14_merger_sentences() {
        let game = game();
        let bonus =
            Event::BonusPaid { player: 0, chain: Chain::Morgenrot, amount: 7000, kind: BonusKind::Majority };
        assert_eq!(
            sentence(Lang::En, &game, &bonus, None).unwrap(),
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
            sentence(Lang::En, &game, &trade, None).unwrap(),
            "Bob trades 2 Zugvogel shares for 1 Aurora share."
        );
    }

    #[test]
    fn r14_merger_sentences_in_german() {
        let game = game();
        let bonus =
            Event::BonusPaid { player: 0, chain: Chain::Morgenrot, amount: 7000, kind: BonusKind::Majority };
        assert_eq!(
            sentence(Lang::De, &game, &bonus, None).unwrap(),
            "Ann erhält die Mehrheitsprämie für Morgenrot: 7.000."
        );
        let bought = Event::ShareBought { player: 1, chain: Chain::Aurora, price: 400 };
        let told = sentences(Lang::De, &game, &[bought, bought, bought], None);
        assert_eq!(told, "Bob kauft 3 Aurora-Aktien für je 400.\n");
        let dead = Event::DeadTileDiscarded { player: 1, tile: "7E".parse().unwrap() };
        assert_eq!(
            sentence(Lang::De, &game, &dead, None).unwrap(),
            "Bob wirft das tote Plättchen 7E ab (R13)."
        );
    }
}
