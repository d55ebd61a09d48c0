//! Events as sentences, English or German, for the screen and the `log` command.
//!
//! The rules answer every action with typed [`Event`]s; this module says them in words. Some
//! events are secret (R19): a drawn tile is told only to the `viewer` who drew it, and to
//! nobody when there is no viewer (computer players, setup).

use crate::rules::{BonusKind, Chain, EndReason, Event, Game, PlayerId};

use super::Lang;
use super::text::chain_list;

/// The sentence for one event as `viewer` may see it, or `None` if it says nothing to them.
///
/// ```
/// use bauloewe::console::{Lang, narrate::sentence};
/// use bauloewe::rules::{Event, Game, Options};
/// let (game, _) = Game::new(["Ann", "Bob"], 1, Options::default())?;
/// let drawn = Event::TileDrawn { player: 0, tile: "7E".parse()? };
/// assert_eq!(sentence(Lang::En, &game, &drawn, Some(0)).as_deref(), Some("Ann draws 7E."));
/// assert_eq!(sentence(Lang::De, &game, &drawn, Some(0)).as_deref(), Some("Ann zieht 7E."));
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
    Some(match lang {
        Lang::En => english(game, event),
        Lang::De => german(game, event),
    })
}

/// The English sentence of an event that says something.
fn english(game: &Game, event: &Event) -> String {
    let money = |amount| Lang::En.money(amount);
    let shares = |count, chain: Chain| shares(Lang::En, count, chain.name());
    let name = |player: PlayerId| game.name(player).to_string();
    match *event {
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
        Event::MergerStarted { tile, chains, .. } => {
            format!("{tile} merges {}.", chain_list(Lang::En, chains))
        }
        Event::SurvivorChosen { chain } => format!("{chain} survives."),
        Event::DefunctHandled { chain, size, price } => {
            format!("{chain} ({size} hotels) is defunct; its shares are worth {} each.", money(price))
        }
        Event::BonusPaid { player, chain, amount, kind } => {
            format!(
                "{} receives {} as {} of {chain}.",
                name(player),
                money(amount),
                bonus_words(Lang::En, kind)
            )
        }
        Event::SharesSold { player, chain, count, amount } => {
            format!("{} sells {} for {}.", name(player), shares(count, chain), money(amount))
        }
        Event::SharesTraded { player, defunct, given, survivor, received } => {
            format!("{} trades {} for {}.", name(player), shares(given, defunct), shares(received, survivor))
        }
        Event::SharesKept { player, chain, count } => {
            format!("{} keeps {}.", name(player), shares(count, chain))
        }
        Event::MergerCompleted { survivor, size } => format!("{survivor} now has {size} hotels."),
        Event::ShareBought { player, chain, price } => {
            format!("{} buys {} {chain} share for {}.", name(player), article(chain), money(price))
        }
        Event::EndAnnounced { player } => format!("{} announces the end of the game (R16).", name(player)),
        Event::DeadTileDiscarded { player, tile } => {
            format!("{} discards the dead tile {tile} (R13).", name(player))
        }
        Event::TileDrawn { player, tile } => format!("{} draws {tile}.", name(player)),
        Event::TurnEnded { .. } => String::new(),
        Event::FinalScoring => "Final scoring (R18): bonuses, then the bank buys every share.".to_string(),
        Event::GameEnded { reason } => end_words(Lang::En, game, reason),
    }
}

/// The German sentence of an event that says something.
fn german(game: &Game, event: &Event) -> String {
    let money = |amount| Lang::De.money(amount);
    let shares = |count, chain: Chain| shares(Lang::De, count, chain.name());
    let name = |player: PlayerId| game.name(player).to_string();
    match *event {
        Event::StartTile { player, tile } => format!("{} zieht {tile} als Startplättchen.", name(player)),
        Event::FirstPlayer { player } => {
            format!(
                "{} beginnt: dieses Startplättchen kommt von 1A aus Reihe für Reihe zuerst (R9).",
                name(player)
            )
        }
        Event::TurnStarted { player, turn } => format!("--- Zug {turn}: {} ---", name(player)),
        Event::NoPlayableTile { player } => {
            format!("{} hat kein spielbares Plättchen und legt keins.", name(player))
        }
        Event::TilePlaced { player, tile } => format!("{} legt {tile}.", name(player)),
        Event::ChainFounded { player, chain, size } => {
            format!("{} gründet {chain} mit {size} Hotels.", name(player))
        }
        Event::FounderShare { player, chain } => {
            format!("{} bekommt eine {chain}-Aktie als Gründer geschenkt.", name(player))
        }
        Event::ChainGrew { chain, size } => format!("{chain} wächst auf {size} Hotels."),
        Event::MergerStarted { tile, chains, .. } => {
            format!("{tile} fusioniert {}.", chain_list(Lang::De, chains))
        }
        Event::SurvivorChosen { chain } => format!("{chain} überlebt."),
        Event::DefunctHandled { chain, size, price } => {
            format!("{chain} ({size} Hotels) wird aufgelöst; jede Aktie ist {} wert.", money(price))
        }
        Event::BonusPaid { player, chain, amount, kind } => {
            format!("{} erhält {} von {chain}: {}.", name(player), bonus_words(Lang::De, kind), money(amount))
        }
        Event::SharesSold { player, chain, count, amount } => {
            format!("{} verkauft {} für {}.", name(player), shares(count, chain), money(amount))
        }
        Event::SharesTraded { player, defunct, given, survivor, received } => format!(
            "{} tauscht {} gegen {}.",
            name(player),
            shares(given, defunct),
            shares(received, survivor)
        ),
        Event::SharesKept { player, chain, count } => {
            format!("{} behält {}.", name(player), shares(count, chain))
        }
        Event::MergerCompleted { survivor, size } => format!("{survivor} hat jetzt {size} Hotels."),
        Event::ShareBought { player, chain, price } => {
            format!("{} kauft eine {chain}-Aktie für {}.", name(player), money(price))
        }
        Event::EndAnnounced { player } => format!("{} sagt das Ende des Spiels an (R16).", name(player)),
        Event::DeadTileDiscarded { player, tile } => {
            format!("{} wirft das tote Plättchen {tile} ab (R13).", name(player))
        }
        Event::TileDrawn { player, tile } => format!("{} zieht {tile}.", name(player)),
        Event::TurnEnded { .. } => String::new(),
        Event::FinalScoring => {
            "Schlusswertung (R18): erst die Prämien, dann kauft die Bank jede Aktie zurück.".to_string()
        }
        Event::GameEnded { reason } => end_words(Lang::De, game, reason),
    }
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
/// (`Ann draws 3C, 7E.`), and so are shares of one chain bought one after another
/// (`Ann buys 2 Aurora shares for 400 each.`).
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
        (Event::ShareBought { player, chain, .. }, Event::ShareBought { player: p, chain: c, .. }) => {
            player == p && chain == c
        }
        _ => false,
    }
}

/// One sentence for a run of like events (see [`lines`]).
fn run_sentence(lang: Lang, game: &Game, run: &[Event], viewer: Option<PlayerId>) -> Option<String> {
    match run {
        [Event::TileDrawn { player, .. }, _, ..] => {
            let tiles: Vec<String> = run.iter().filter_map(drawn_tile).collect();
            let draws = lang.pick("draws", "zieht");
            Some(format!("{} {draws} {}.", game.name(*player), tiles.join(", ")))
        }
        [Event::ShareBought { player, chain, price }, _, ..] => {
            let (name, shares) = (game.name(*player), shares(lang, run.len() as u8, chain.name()));
            Some(match lang {
                Lang::En => format!("{name} buys {shares} for {} each.", lang.money(*price)),
                Lang::De => format!("{name} kauft {shares} für je {}.", lang.money(*price)),
            })
        }
        [event, ..] => sentence(lang, game, event, viewer),
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

fn bonus_words(lang: Lang, kind: BonusKind) -> &'static str {
    match kind {
        BonusKind::Majority => lang.pick("the majority bonus", "die Mehrheitsprämie"),
        BonusKind::Minority => lang.pick("the minority bonus", "die Minderheitsprämie"),
        BonusKind::Both => lang.pick("sole holder, both bonuses", "als einziger Aktionär beide Prämien"),
        BonusKind::SharedMajority => lang.pick("a split of both bonuses", "einen Anteil an beiden Prämien"),
        BonusKind::SharedMinority => {
            lang.pick("a split of the minority bonus", "einen Anteil an der Minderheitsprämie")
        }
    }
}

/// "1 Aurora share" or "3 Aurora shares"; in German "1 Aurora-Aktie", "3 Aurora-Aktien".
///
/// ```
/// use bauloewe::console::{Lang, narrate::shares};
/// assert_eq!(shares(Lang::En, 1, "Aurora"), "1 Aurora share");
/// assert_eq!(shares(Lang::De, 2, "Aurora"), "2 Aurora-Aktien");
/// ```
pub fn shares(lang: Lang, count: u8, chain: &str) -> String {
    match (lang, count) {
        (Lang::En, 1) => format!("1 {chain} share"),
        (Lang::En, _) => format!("{count} {chain} shares"),
        (Lang::De, 1) => format!("1 {chain}-Aktie"),
        (Lang::De, _) => format!("{count} {chain}-Aktien"),
    }
}

fn end_words(lang: Lang, game: &Game, reason: EndReason) -> String {
    match (lang, reason) {
        (Lang::En, EndReason::Announced(player)) => {
            format!("The game is over: {} announced the end.", game.name(player))
        }
        (Lang::En, EndReason::NoPlayableTiles) => {
            "The game is over: nobody can place a tile any more (R17).".to_string()
        }
        (Lang::De, EndReason::Announced(player)) => {
            format!("Das Spiel ist aus! {} hat das Ende angesagt.", game.name(player))
        }
        (Lang::De, EndReason::NoPlayableTiles) => {
            "Das Spiel ist aus! Niemand kann mehr ein Plättchen legen (R17).".to_string()
        }
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
            "Ann erhält die Mehrheitsprämie von Morgenrot: 7.000."
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
