//! The records' words in the lobby: `ratings [N]`, `history [NAME]`, `record N`, `review N`
//! and `passwd`. Each asks the store, off the event loop ([`Archive::ask`]): the hall goes on
//! at once, and the answer goes from the blocking pool straight to the person who asked, with
//! the lobby's prompt when they asked in the lobby (at a table, the table's prompt stands).
//!
//! **In order.** While a person's question is with the store, their next lines wait in the
//! hall ([`Hall::records`] marks them as waiting, `ToHall::Answered` ends it): a script that
//! sends `ratings` then `who` reads the two answers in that order, as it sent them.
//!
//! [`Archive::ask`]: crate::net::lobby::archive::Archive

use tokio::sync::mpsc;
use tokio::task::JoinHandle;

use super::Hall;
use crate::command::lobby::{LobbyCommand, read_kind};
use crate::net::codes::Code;
use crate::net::lobby::archive::shown_rating;
use crate::net::lobby::lines::{fact, refusal, text_line};
use crate::net::lobby::people::new_secret;
use crate::net::lobby::{ConnId, Link, ToHall};
use crate::notation::PlayerKind;
use crate::rules::{MAX_PLAYERS, MIN_PLAYERS};
use crate::store::{HeldName, Player, SqliteStore, Store, StoreError};
use crate::table::Out;
use crate::words::Lang;

/// How many games `history` lists, the newest first.
const HISTORY: usize = 20;

/// How many places of each leaderboard `ratings` lists.
const PLACES: usize = 30;

impl Hall {
    /// A records' word from person `id`; their answer ends with `guide`, the prompt of their
    /// place (none at a table: the table's prompt stands). Their next lines wait until it is
    /// sent.
    pub(super) fn records(
        &mut self,
        id: ConnId,
        command: LobbyCommand,
        guide: Option<Out>,
        me: &mpsc::Sender<ToHall>,
    ) {
        let Some(online) = self.online.get(&id) else { return };
        let link = online.link.clone();
        let lang = link.looks.lang;
        let answer = {
            let guide = guide.clone();
            move |link: &Link, mut lines: Vec<Out>| {
                lines.extend(guide);
                link.send(lines);
            }
        };
        let asked = match command {
            LobbyCommand::Ratings(players) => {
                self.archive.ask(move |store| answer(&link, or_failed(lang, ratings(store, lang, players))))
            }
            LobbyCommand::History(name) => {
                let name = name.unwrap_or_else(|| link.name.clone());
                self.archive.ask(move |store| answer(&link, or_failed(lang, history(store, lang, &name))))
            }
            LobbyCommand::Record(number) => {
                self.archive.ask(move |store| answer(&link, or_failed(lang, record(store, lang, number))))
            }
            LobbyCommand::Review(number) => self.ask_review(id, number, guide, me),
            LobbyCommand::Passwd => match self.passwd(link, guide, me) {
                Some(asked) => asked,
                None => return,
            },
            _ => return,
        };
        // The person's next lines wait for this answer (see the module).
        self.waiting.entry(id).or_default();
        let me = me.clone();
        tokio::spawn(async move {
            let _ = asked.await;
            let _ = me.send(ToHall::Answered { id }).await;
        });
    }

    /// Person `id`'s question was answered: the lines they sent meanwhile are taken, in order
    /// (until one of them asks the store again, and the rest wait for that answer).
    pub(super) fn answered(&mut self, id: ConnId, me: &mpsc::Sender<ToHall>) {
        let Some(mut waiting) = self.waiting.remove(&id) else { return };
        while let Some((line, stray)) = waiting.pop_front() {
            self.line(id, &line, me, stray);
            if let Some(again) = self.waiting.get_mut(&id) {
                again.extend(waiting);
                return;
            }
        }
    }

    /// Asks the store for the rating shown beside `name` in `who`; the hall hears it.
    pub(super) fn ask_rating(&self, name: &str, me: &mpsc::Sender<ToHall>) {
        let (name, me) = (name.to_string(), me.clone());
        let player = Player::Person(name.clone());
        self.archive.ask_then(
            move |store| shown_rating(store, &player),
            move |rating| {
                if let Ok(rating) = rating {
                    let _ = me.blocking_send(ToHall::Rated { name, rating });
                }
            },
        );
    }

    /// `passwd`: a new secret for the person's name, kept in the store before it is shown;
    /// `None` when no secret could be drawn (the person reads so at once).
    fn passwd(
        &mut self,
        link: Link,
        guide: Option<Out>,
        me: &mpsc::Sender<ToHall>,
    ) -> Option<JoinHandle<()>> {
        let lang = link.looks.lang;
        let Some((held, secret)) = self.people.renewed(&link.name, new_secret) else {
            link.send([refusal(lang.no_secret())].into_iter().chain(guide).collect());
            return None;
        };
        let old = self.people.held(&link.name)?;
        let (id, me) = (link.id, me.clone());
        let asked = self.archive.ask_then(
            move |store| (store.change_secret(&held), held),
            move |(changed, held)| match changed {
                Ok(true) => {
                    let _ = me.blocking_send(ToHall::Renewed { id, held, old, secret, guide });
                }
                failed => {
                    let error =
                        failed.err().unwrap_or_else(|| StoreError::Io(format!("{} is not held", held.name)));
                    let mut lines = vec![refusal(lang.store_failed(&error))];
                    lines.extend(guide);
                    link.send(lines);
                }
            },
        );
        Some(asked)
    }

    /// The store kept a name's new secret: the hall holds it, and the person reads it once. A
    /// person gone meanwhile never read it: the old secret is given back to the store, so the
    /// name is not lost to everyone.
    pub(super) fn renewed(
        &mut self,
        id: ConnId,
        renewed: (HeldName, HeldName),
        secret: Code,
        guide: Option<Out>,
    ) {
        let (held, old) = renewed;
        let Some(online) = self.online.get(&id) else {
            self.archive.ask(move |store| store.change_secret(&old));
            return;
        };
        self.people.put(held);
        let lang = online.link.looks.lang;
        let name = &online.link.name;
        let mut lines = vec![
            fact(format!("secret {secret}")),
            text_line(&lang.secret_renewed(name, &secret.to_string())),
        ];
        lines.extend(guide);
        online.link.send(lines);
    }
}

/// The lines of an answer, or the one line that says the store failed.
fn or_failed(lang: Lang, lines: Result<Vec<Out>, StoreError>) -> Vec<Out> {
    lines.unwrap_or_else(|error| vec![refusal(lang.store_failed(&error))])
}

/// `ratings [N]`: the leaderboard of N players, or of every player count with rated games.
fn ratings(store: &SqliteStore, lang: Lang, players: Option<usize>) -> Result<Vec<Out>, StoreError> {
    let counts: Vec<usize> = players.map_or_else(|| (MIN_PLAYERS..=MAX_PLAYERS).collect(), |n| vec![n]);
    let mut lines = Vec::new();
    for count in counts {
        let standings = store.ratings(count)?;
        if standings.is_empty() {
            continue;
        }
        lines.push(text_line(&lang.ratings_heading(count)));
        for (place, standing) in standings.iter().take(PLACES).enumerate() {
            lines.push(text_line(&lang.ratings_line(place + 1, standing)));
        }
    }
    if lines.is_empty() {
        lines.push(text_line(&lang.no_ratings(players)));
    }
    Ok(lines)
}

/// `history [NAME]`: a person's games, the newest first (a computer level's, by its word).
fn history(store: &SqliteStore, lang: Lang, name: &str) -> Result<Vec<Out>, StoreError> {
    let mut player = Player::Person(name.to_string());
    let mut games = store.history(&player, HISTORY)?;
    // No person of that name: a computer level, in either language (`makler` is the broker).
    if let Some(kind) = read_kind(name).filter(|kind| *kind != PlayerKind::Human)
        && games.is_empty()
    {
        player = Player::Computer(kind.word().to_string());
        games = store.history(&player, HISTORY)?;
    }
    let same = |p: &Player| {
        crate::notation::same_name(p.name(), player.name())
            && std::mem::discriminant(p) == std::mem::discriminant(&player)
    };
    // The name as the records keep it (`ann` asked, `Ann` kept).
    let kept = games.iter().flat_map(|game| &game.seats).find(|seat| same(&seat.result.player));
    let Some(kept) = kept.map(|seat| seat.result.player.clone()) else {
        return Ok(vec![text_line(&lang.no_history(name))]);
    };
    let mut lines = vec![text_line(&lang.history_heading(&kept, games.len()))];
    for game in &games {
        let seat = game.seats.iter().position(|seat| same(&seat.result.player)).unwrap_or(usize::MAX);
        lines.extend(lang.history_entry(game, seat).lines().map(text_line));
    }
    Ok(lines)
}

/// `record N`: game N as a save file, line by line, and nothing else (so that what is read can
/// be written to a file as it is).
fn record(store: &SqliteStore, lang: Lang, number: u64) -> Result<Vec<Out>, StoreError> {
    match store.game(number)? {
        Some(game) => Ok(game.save.lines().map(text_line).collect()),
        None => Ok(vec![refusal(lang.no_such_game(number, store.game_count()?))]),
    }
}
