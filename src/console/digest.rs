//! A turn in one line: what a player sees of the turns played since their own last turn.
//!
//! At the start of a person's turn the screen has room for one line per opponent turn, so the
//! events of a turn are told as one sentence of clauses, in the order they happened:
//! `Bob lays 10C, grows Zugvogel to 3; buys 2 Zugvogel.` or, with a merger,
//! `Cid lays 5E, merges Zugvogel into Aurora; Zugvogel (5 hotels at 500) pays Ann 5,000, Bob
//! 2,500; Ann sells 2 for 1,000; Bob keeps 1; Aurora has 14 hotels; Cid buys 1 Aurora.`
//! Nothing secret is told: drawn tiles never appear (R19). The whole story, one sentence per
//! event, is what `log` shows (see [`narrate`](super::narrate)).

use crate::rules::{Chain, Event, Game, PlayerId};

use super::Lang;
use super::text::chain_list;

/// One line for each turn that starts in `events`, in order; events before the first turn
/// start (the setup) and from the final scoring on are left out.
///
/// ```
/// use bauloewe::console::{Lang, digest::turn_lines};
/// use bauloewe::rules::{Chain, Event, Game, Options};
/// let (game, _) = Game::new(["Ann", "Bob"], 1, Options::default())?;
/// let events = [
///     Event::TurnStarted { player: 1, turn: 2 },
///     Event::TilePlaced { player: 1, tile: "10C".parse()? },
///     Event::ChainGrew { chain: Chain::Zugvogel, size: 3 },
///     Event::ShareBought { player: 1, chain: Chain::Zugvogel, price: 300 },
///     Event::ShareBought { player: 1, chain: Chain::Zugvogel, price: 300 },
///     Event::TurnEnded { player: 1 },
/// ];
/// assert_eq!(turn_lines(Lang::En, &game, &events), ["Bob lays 10C, grows Zugvogel to 3; buys 2 Zugvogel."]);
/// assert_eq!(turn_lines(Lang::De, &game, &events), ["Bob legt 10C, vergrößert Zugvogel auf 3; kauft 2 Zugvogel."]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn turn_lines(lang: Lang, game: &Game, events: &[Event]) -> Vec<String> {
    let end = events.iter().position(|e| *e == Event::FinalScoring).unwrap_or(events.len());
    let events = &events[..end];
    let starts: Vec<usize> =
        (0..events.len()).filter(|i| matches!(events[*i], Event::TurnStarted { .. })).collect();
    let mut lines = Vec::with_capacity(starts.len());
    for (n, start) in starts.iter().enumerate() {
        let stop = starts.get(n + 1).copied().unwrap_or(events.len());
        lines.push(turn_line(lang, game, &events[*start..stop]));
    }
    lines
}

/// The line of one turn: `events` start with its `TurnStarted`.
fn turn_line(lang: Lang, game: &Game, events: &[Event]) -> String {
    let mut line = Line { lang, game, clauses: Vec::new(), subject: None, bought: Vec::new(), bought_at: 0 };
    let mut ended = false;
    for (index, event) in events.iter().enumerate() {
        match *event {
            Event::TurnStarted { player, .. } => line.subject = Some(player),
            Event::TurnEnded { .. } => ended = true,
            _ => line.event(event, events.get(index + 1)),
        }
    }
    line.finish(ended)
}

/// The clauses of a turn's line as they are collected.
struct Line<'g> {
    lang: Lang,
    game: &'g Game,
    /// Each clause with the player it is about (the first clause of a player names them).
    clauses: Vec<(Option<PlayerId>, String)>,
    /// Whose turn it is.
    subject: Option<PlayerId>,
    /// Shares bought, by chain, in the order first bought.
    bought: Vec<(Chain, u8)>,
    /// Where among the clauses the purchases are told: where the first one happened.
    bought_at: usize,
}

impl Line<'_> {
    /// Adds what `event` tells; `next` is the event after it (to tell a lone hotel).
    fn event(&mut self, event: &Event, next: Option<&Event>) {
        let (subject, lang) = (self.subject, self.lang);
        let de = lang == Lang::De;
        let money = |amount| lang.money(amount);
        match *event {
            Event::NoPlayableTile { .. } => self.add(
                subject,
                lang.pick("holds no playable tile", "hat kein spielbares Plättchen").to_string(),
            ),
            Event::TilePlaced { tile, .. } => {
                let lone = next.is_some_and(|e| !placement_result(e));
                let lays = lang.pick("lays", "legt");
                let alone = lang.pick("lone", "einzeln");
                let text = if lone { format!("{lays} {tile} ({alone})") } else { format!("{lays} {tile}") };
                self.add(subject, text);
            }
            Event::ChainFounded { chain, size, .. } if de => {
                self.extend(format!(", gründet {chain} ({size} Hotels)"))
            }
            Event::ChainFounded { chain, size, .. } => {
                self.extend(format!(", founds {chain} ({size} hotels)"))
            }
            Event::ChainGrew { chain, size } if de => self.extend(format!(", vergrößert {chain} auf {size}")),
            Event::ChainGrew { chain, size } => self.extend(format!(", grows {chain} to {size}")),
            Event::MergerStarted { chains, .. } => {
                let merges = lang.pick("merges", "fusioniert");
                self.extend(format!(", {merges} {}", chain_list(lang, chains)))
            }
            Event::SurvivorChosen { chain } => {
                self.add(None, format!("{chain} {}", lang.pick("survives", "überlebt")))
            }
            Event::DefunctHandled { chain, size, price } if de => {
                self.add(None, format!("{chain} ({size} Hotels zu {}) zahlt", money(price)));
            }
            Event::DefunctHandled { chain, size, price } => {
                self.add(None, format!("{chain} ({size} hotels at {}) pays", money(price)));
            }
            Event::BonusPaid { player, amount, .. } => self.payee(player, amount),
            Event::SharesSold { player, count, amount, .. } => {
                let text = match lang {
                    Lang::En => format!("sells {count} for {}", money(amount)),
                    Lang::De => format!("verkauft {count} für {}", money(amount)),
                };
                self.disposal(player, text);
            }
            Event::SharesTraded { player, given, survivor, received, .. } if de => {
                self.disposal(player, format!("tauscht {given} gegen {received} {survivor}"));
            }
            Event::SharesTraded { player, given, survivor, received, .. } => {
                self.disposal(player, format!("trades {given} for {received} {survivor}"));
            }
            Event::SharesKept { player, count, .. } => {
                self.disposal(player, format!("{} {count}", lang.pick("keeps", "behält")))
            }
            Event::MergerCompleted { survivor, size } => {
                let text = match lang {
                    Lang::En => format!("{survivor} has {size} hotels"),
                    Lang::De => format!("{survivor} hat {size} Hotels"),
                };
                self.add(None, text)
            }
            Event::ShareBought { chain, .. } => self.buy(chain),
            Event::EndAnnounced { .. } => {
                self.add(subject, lang.pick("announces the end", "sagt das Ende an").to_string())
            }
            Event::DeadTileDiscarded { tile, .. } if de => {
                self.add(subject, format!("wirft das tote Plättchen {tile} ab"))
            }
            Event::DeadTileDiscarded { tile, .. } => {
                self.add(subject, format!("discards the dead tile {tile}"))
            }
            _ => {}
        }
    }

    /// One share of `chain` bought by the turn's player.
    fn buy(&mut self, chain: Chain) {
        if self.bought.is_empty() {
            self.bought_at = self.clauses.len();
        }
        match self.bought.iter_mut().find(|(c, _)| *c == chain) {
            Some((_, count)) => *count += 1,
            None => self.bought.push((chain, 1)),
        }
    }

    /// A new clause about `player` (or about a chain, for `None`).
    fn add(&mut self, player: Option<PlayerId>, text: String) {
        self.clauses.push((player, text));
    }

    /// Text added to the last clause.
    fn extend(&mut self, text: String) {
        match self.clauses.last_mut() {
            Some((_, clause)) => clause.push_str(&text),
            None => self.clauses.push((self.subject, text.trim_start_matches(", ").to_string())),
        }
    }

    /// A bonus in the clause of the chain that pays it: `pays Ann 5,000, Bob 2,500`.
    fn payee(&mut self, player: PlayerId, amount: u32) {
        let name = self.game.name(player);
        let pays = self.lang.pick(" pays", " zahlt");
        let first = self.clauses.last().is_some_and(|(_, clause)| clause.ends_with(pays));
        let separator = if first { " " } else { ", " };
        self.extend(format!("{separator}{name} {}", self.lang.money(amount)));
    }

    /// A holder's disposal: joined to their clause if it is the last one, else a new clause.
    fn disposal(&mut self, player: PlayerId, text: String) {
        let lays = self.lang.pick("lays", "legt");
        match self.clauses.last() {
            Some((Some(last), clause)) if *last == player && !clause.contains(lays) => {
                self.extend(format!(", {text}"));
            }
            _ => self.add(Some(player), text),
        }
    }

    /// The sentence: each player named where their clauses begin (again after a clause about
    /// a chain), with what was bought where it was bought.
    fn finish(mut self, ended: bool) -> String {
        let (subject, lang) = (self.subject, self.lang);
        if !self.bought.is_empty() {
            let each: Vec<String> = self.bought.iter().map(|(chain, n)| format!("{n} {chain}")).collect();
            let buys = lang.pick("buys", "kauft");
            self.clauses.insert(self.bought_at, (subject, format!("{buys} {}", each.join(", "))));
        } else if ended {
            self.add(subject, lang.pick("buys nothing", "kauft nichts").to_string());
        }
        let mut named = None;
        let texts: Vec<String> = self
            .clauses
            .iter()
            .map(|(player, text)| match player {
                Some(p) if named != Some(*p) => {
                    named = Some(*p);
                    format!("{} {text}", self.game.name(*p))
                }
                Some(_) => text.clone(),
                None => {
                    named = None;
                    text.clone()
                }
            })
            .collect();
        let mut sentence = texts.join("; ");
        if sentence.is_empty() {
            sentence = match subject {
                Some(player) => match lang {
                    Lang::En => format!("{}'s turn begins", self.game.name(player)),
                    Lang::De => format!("{} ist am Zug", self.game.name(player)),
                },
                None => String::new(),
            };
        }
        sentence.push('.');
        sentence
    }
}

/// Whether an event right after a placed tile says what the tile did (else it stayed lone).
fn placement_result(event: &Event) -> bool {
    matches!(event, Event::ChainFounded { .. } | Event::ChainGrew { .. } | Event::MergerStarted { .. })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{BonusKind, ChainSet, Options};

    fn game() -> Game {
        Game::new(["Ann", "Bob", "Cid"], 1, Options::default()).unwrap().0
    }

    fn tile(name: &str) -> crate::rules::Tile {
        name.parse().unwrap()
    }

    #[test]
    fn r11_a_lone_tile_and_a_founding_in_one_line_each() {
        let events = [
            Event::TurnStarted { player: 1, turn: 2 },
            Event::TilePlaced { player: 1, tile: tile("5E") },
            Event::TileDrawn { player: 1, tile: tile("9I") },
            Event::TurnEnded { player: 1 },
            Event::TurnStarted { player: 2, turn: 3 },
            Event::TilePlaced { player: 2, tile: tile("3A") },
            Event::ChainFounded { player: 2, chain: Chain::Aurora, size: 2 },
            Event::FounderShare { player: 2, chain: Chain::Aurora },
            Event::TurnEnded { player: 2 },
        ];
        assert_eq!(
            turn_lines(Lang::En, &game(), &events),
            ["Bob lays 5E (lone); buys nothing.", "Cid lays 3A, founds Aurora (2 hotels); buys nothing."]
        );
    }

    #[test]
    fn r14_a_merger_names_each_payee_and_holder() {
        let mut chains = ChainSet::EMPTY;
        chains.insert(Chain::Zugvogel);
        chains.insert(Chain::Aurora);
        let events = [
            Event::TurnStarted { player: 2, turn: 9 },
            Event::TilePlaced { player: 2, tile: tile("5E") },
            Event::MergerStarted { player: 2, tile: tile("5E"), chains },
            Event::SurvivorChosen { chain: Chain::Aurora },
            Event::DefunctHandled { chain: Chain::Zugvogel, size: 5, price: 500 },
            Event::BonusPaid { player: 0, chain: Chain::Zugvogel, amount: 5000, kind: BonusKind::Majority },
            Event::BonusPaid { player: 1, chain: Chain::Zugvogel, amount: 2500, kind: BonusKind::Minority },
            Event::SharesSold { player: 0, chain: Chain::Zugvogel, count: 2, amount: 1000 },
            Event::SharesKept { player: 0, chain: Chain::Zugvogel, count: 1 },
            Event::SharesTraded {
                player: 1,
                defunct: Chain::Zugvogel,
                given: 2,
                survivor: Chain::Aurora,
                received: 1,
            },
            Event::MergerCompleted { survivor: Chain::Aurora, size: 14 },
            Event::ShareBought { player: 2, chain: Chain::Aurora, price: 900 },
        ];
        assert_eq!(
            turn_lines(Lang::En, &game(), &events),
            ["Cid lays 5E, merges Zugvogel and Aurora; Aurora survives; Zugvogel (5 hotels at 500) pays \
              Ann 5,000, Bob 2,500; Ann sells 2 for 1,000, keeps 1; Bob trades 2 for 1 Aurora; Aurora \
              has 14 hotels; Cid buys 1 Aurora."]
        );
    }

    #[test]
    fn r19_drawn_tiles_and_the_final_scoring_are_not_told() {
        let events = [
            Event::TurnStarted { player: 0, turn: 4 },
            Event::NoPlayableTile { player: 0 },
            Event::TileDrawn { player: 0, tile: tile("1A") },
            Event::TurnEnded { player: 0 },
            Event::FinalScoring,
            Event::BonusPaid { player: 0, chain: Chain::Aurora, amount: 1000, kind: BonusKind::Both },
        ];
        let lines = turn_lines(Lang::En, &game(), &events);
        assert_eq!(lines, ["Ann holds no playable tile; buys nothing."]);
    }

    #[test]
    fn a_turn_in_progress_tells_what_happened_so_far() {
        let events =
            [Event::TurnStarted { player: 1, turn: 2 }, Event::TilePlaced { player: 1, tile: tile("5E") }];
        assert_eq!(turn_lines(Lang::En, &game(), &events), ["Bob lays 5E."]);
        assert_eq!(turn_lines(Lang::En, &game(), &events[..1]), ["Bob's turn begins."]);
    }
}
