//! The hall: the task that owns the lobby. It holds the names ([`People`]), who is online and
//! where, and every table's news; it answers the lobby's words and sends people to tables.
//! The records' words (`ratings`, `history`, `record`, `review`, `passwd`) are in
//! `hall/records.rs`, `who` and `tables` in `hall/listing.rs`.
//!
//! It never waits on anyone: what it sends a room or a connection goes with `try_send` (a
//! room's queue that is full refuses the person, in one line; a connection's that is full is a
//! client that does not read). Rooms and connections wait on the hall's queue, never the
//! other way round, so no two tasks can wait on each other.

use std::collections::{BTreeMap, VecDeque};
use std::io::Write;

use tokio::sync::mpsc;
use tokio::task::JoinHandle;

use super::archive::Archive;
use super::keeping::table_slot;
use super::lines::{chat, closed, fact, prompt, refusal, status, text_line};
use super::news::TableNews;
use super::people::People;
use super::room::Room;
use super::seating::Gathering;
use super::{Coming, ConnId, Link, Route, Settings, StartError, ToConn, ToHall, ToRoom};
use crate::command::Command;
use crate::command::lobby::TableState;
use crate::command::lobby::{self as commands, LobbyCommand};
use crate::net::server::door::Guesses;
use crate::notation::{PlayerKind, same_name};
use crate::session::Session;
use crate::store::{FinishedGame, Rating, Store};
use crate::table::{Out, Tag};

/// Where a person is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    Lobby,
    Table(u32),
    /// Reviewing stored game N (`review N`).
    Review(u64),
}

/// A person online.
struct Online {
    link: Link,
    place: Place,
}

/// A table: its room while it is open (`None` while it rests in its save), and its news.
struct Entry {
    room: Option<(mpsc::Sender<ToRoom>, JoinHandle<()>)>,
    news: TableNews,
    /// Who opened it (nobody for a table opened again from its save).
    opened_by: Option<String>,
}

mod listing;
mod names;
mod records;
mod reviewing;

/// How many waiting tables (or tables of computers only, in play) one person may have opened
/// at once: a script that opens table after table must not fill the server with rooms.
const WAITING_PER_PERSON: usize = 3;

/// The lobby's task: see the [module](self).
pub(super) struct Hall {
    settings: Settings,
    log: Box<dyn Write + Send>,
    people: People,
    /// The store: names, finished games, ratings.
    archive: Archive,
    /// The rating shown beside each name online, by its lower-case form (asked of the store
    /// when the person arrives, told again by a room whose game was kept).
    rated: BTreeMap<String, Option<(usize, Rating)>>,
    /// The stored game each person reviewing looks at.
    reviews: BTreeMap<ConnId, reviewing::Reviewing>,
    /// The lines of each person whose question is with the store, waiting for its answer (with
    /// whether each strayed back from a table), so that answers come in the order asked.
    waiting: BTreeMap<ConnId, VecDeque<(String, bool)>>,
    online: BTreeMap<ConnId, Online>,
    tables: BTreeMap<u32, Entry>,
    guesses: Guesses,
    /// New names given out per address (but this machine's), bounded as wrong secrets are: a
    /// flood of names would fill the names file.
    new_names: Guesses,
    next_table: u32,
}

impl Hall {
    /// The hall as the save folder and the store leave it: the names, and every table's slot
    /// (an unfinished one rests until someone comes). A store or a names file that is broken
    /// stops the start: it is left as it is, never written over.
    pub(super) fn open(settings: Settings, log: Box<dyn Write + Send>) -> Result<Hall, StartError> {
        let path = settings.store_path();
        let refused = |error| StartError::Store(path.clone(), error);
        let archive = Archive::new(settings.open_store()?);
        names::import_names(&settings, &archive)?;
        let people = People::from_held(archive.now(|store| store.names()).map_err(refused)?);
        let mut hall = Hall {
            archive,
            rated: BTreeMap::new(),
            reviews: BTreeMap::new(),
            waiting: BTreeMap::new(),
            guesses: Guesses::new(&settings.limits),
            new_names: Guesses::new(&settings.limits),
            settings,
            log,
            people,
            online: BTreeMap::new(),
            tables: BTreeMap::new(),
            next_table: 1,
        };
        for (number, slot) in hall.settings.saves.table_slots().map_err(StartError::Io)? {
            hall.next_table = hall.next_table.max(number + 1);
            match hall.settings.saves.load(&slot) {
                Ok((record, _)) if !record.game().is_over() => {
                    let news = TableNews::of_record(number, &record, true);
                    hall.tables.insert(number, Entry { room: None, news, opened_by: None });
                }
                // A game over is in the records, unless the server stopped between its last
                // save and the store: then it enters now (a game kept already is kept once).
                Ok((record, summary)) => {
                    let game = FinishedGame::of_record(&record, Some(number), &summary.saved, |_| false);
                    if let Err(error) = hall.archive.now(|store| store.add_game(&game)) {
                        hall.log(&hall.settings.lang.game_not_kept(&error));
                    }
                }
                Err(_) => hall.log(&hall.settings.lang.table_save_unreadable(&slot)),
            }
        }
        Ok(hall)
    }

    /// The hall's loop, until the server stops.
    pub(super) async fn run(mut self, mut inbox: mpsc::Receiver<ToHall>, me: mpsc::Sender<ToHall>) {
        while let Some(message) = inbox.recv().await {
            match message {
                ToHall::Naming { naming, address, answer } => {
                    let (welcome, new) = self.naming(&naming, address);
                    match new {
                        None => {
                            let _ = answer.send(welcome);
                        }
                        // A new name is in the store before its secret is shown; the write waits
                        // on the disk, so it is done in the blocking pool, which answers.
                        Some(held) => self.keep_name(held, welcome, answer, &me),
                    }
                }
                ToHall::Arrived(link) => self.arrived(link, &me),
                ToHall::Line { id, line } => self.line(id, &line, &me, false),
                ToHall::Stray { id, line } => self.line(id, &line, &me, true),
                ToHall::Gone { id } => self.gone(id),
                ToHall::Back(link) => self.back(link),
                ToHall::News(news) => {
                    if let Some(entry) = self.tables.get_mut(&news.number) {
                        entry.news = news;
                    }
                }
                ToHall::Ended { number, rests } => self.ended(number, rests),
                ToHall::Log(line) => self.log(&line),
                ToHall::Forget(name) => self.people.forget(&name),
                ToHall::Renewed { id, held, old, secret, guide } => {
                    self.renewed(id, (held, old), secret, guide)
                }
                ToHall::Reviewing { id, number, review } => self.reviewing(id, number, review),
                ToHall::Answered { id } => self.answered(id, &me),
                ToHall::Rated { name, rating } => {
                    self.rated.insert(name.to_lowercase(), rating);
                }
                ToHall::Stop => return self.stop().await,
            }
        }
    }

    /// A person is in: a connection that had their name is let go; a person who holds a seat
    /// at a table in play goes straight to it, everyone else to the lobby.
    fn arrived(&mut self, link: Link, me: &mpsc::Sender<ToHall>) {
        let before = self.online.iter().find(|(_, o)| same_name(&o.link.name, &link.name)).map(|(id, _)| *id);
        if let Some(old) = before.and_then(|id| self.online.remove(&id)) {
            let lang = old.link.looks.lang;
            old.link.send(vec![closed(lang.name_taken_over())]);
        }
        let id = link.id;
        let held =
            self.tables.values().find(|e| e.news.state == TableState::Playing && e.news.holds(&link.name));
        let held = held.map(|entry| entry.news.number);
        self.ask_rating(&link.name, me);
        self.online.insert(id, Online { link, place: Place::Lobby });
        match held {
            Some(number) => self.send_to(id, number, Coming::Sit, me),
            None => self.welcome(id),
        }
    }

    /// The lobby's first lines to a person: where they are, who is here, the prompt.
    fn welcome(&self, id: ConnId) {
        let Some(online) = self.online.get(&id) else { return };
        let lang = online.link.looks.lang;
        let here = self.online.len();
        let open = self.tables.len();
        let text = lang.lobby_welcome(&online.link.name, here, open);
        let mut lines = vec![fact("place lobby".to_string())];
        lines.extend(text.lines().map(text_line));
        lines.push(prompt(lang.lobby_guide(&online.link.name)));
        online.link.send(lines);
    }

    /// A person is back in the lobby from a table.
    fn back(&mut self, link: Link) {
        let id = link.id;
        let Some(online) = self.online.get_mut(&id) else { return };
        online.place = Place::Lobby;
        online.link = link;
        let lang = online.link.looks.lang;
        online.link.send(vec![fact("place lobby".to_string()), prompt(lang.lobby_guide(&online.link.name))]);
    }

    /// A line from a person. Lines from a table (the lobby's words said there) are answered
    /// without the lobby's prompt; a line meant for a table the person is at goes there,
    /// unless it strayed back from it.
    fn line(&mut self, id: ConnId, line: &str, me: &mpsc::Sender<ToHall>, stray: bool) {
        if let Some(waiting) = self.waiting.get_mut(&id) {
            waiting.push_back((line.to_string(), stray));
            return;
        }
        let Some(online) = self.online.get(&id) else { return };
        let (place, lang) = (online.place, online.link.looks.lang);
        // A review's words first: its `leave` ends the review, and Enter steps on.
        if matches!(place, Place::Review(_)) && self.review_line(id, line).is_some() {
            return;
        }
        let command = commands::read(line);
        let at_table = match place {
            Place::Table(number) if !stray => Some(number),
            _ => None,
        };
        if let Some(number) = at_table
            && !command
                .as_ref()
                .is_some_and(|read| read.as_ref().is_ok_and(LobbyCommand::passed_to_the_lobby))
        {
            // Sent before the connection heard it was seated: the table's.
            if let Some((room, _)) = self.tables.get(&number).and_then(|entry| entry.room.as_ref()) {
                let _ = room.try_send(ToRoom::Line { id, line: line.to_string() });
            }
            return;
        }
        // Answered with the prompt of the place: not at a table (or on its way back from one).
        let prompted = !matches!(place, Place::Table(_));
        if let Some(Ok(command)) = command.clone()
            && command.asks_the_records()
        {
            let guide = self.online.get(&id).and_then(guide).filter(|_| prompted);
            return self.records(id, command, guide, me);
        }
        let mut answer = match command {
            Some(Ok(command)) => self.command(id, command, me),
            Some(Err(misused)) => vec![refusal(lang.lobby_misused(&misused))],
            None if line.parse::<Command>() == Ok(Command::Quit) => {
                self.reviews.remove(&id);
                if let Some(online) = self.online.remove(&id) {
                    online.link.send(vec![closed(lang.left_the_server())]);
                }
                return;
            }
            None if line.trim().is_empty() => Vec::new(),
            None if matches!(place, Place::Review(_)) => vec![refusal(lang.not_a_review_word(line.trim()))],
            None if line.parse::<Command>().is_ok() => vec![refusal(lang.play_at_a_table())],
            None => vec![refusal(lang.not_a_lobby_word(line.trim()))],
        };
        // No prompt after the person went to a table: the table's comes.
        let Some(online) = self.online.get(&id) else { return };
        answer.extend(guide(online).filter(|_| prompted));
        online.link.send(answer);
    }

    /// A lobby command; the lines that answer it (the prompt follows).
    fn command(&mut self, id: ConnId, command: LobbyCommand, me: &mpsc::Sender<ToHall>) -> Vec<Out> {
        let Some(online) = self.online.get(&id) else { return Vec::new() };
        let lang = online.link.looks.lang;
        let name = online.link.name.clone();
        match command {
            LobbyCommand::Who => self.who(lang),
            LobbyCommand::Tables => self.table_list(lang),
            LobbyCommand::Help => lang.lobby_help().lines().map(text_line).collect(),
            LobbyCommand::Leave => vec![refusal(lang.in_the_lobby_already())],
            LobbyCommand::Start => vec![refusal(lang.start_at_a_table())],
            LobbyCommand::Say(text) => {
                self.say(id, &text);
                Vec::new()
            }
            LobbyCommand::Tell(to, text) => self.tell(id, &to, &text),
            // Answered off the loop by `records`, before this is asked.
            LobbyCommand::Ratings(_)
            | LobbyCommand::History(_)
            | LobbyCommand::Record(_)
            | LobbyCommand::Review(_)
            | LobbyCommand::Passwd => Vec::new(),
            LobbyCommand::Open(opening) => {
                let waiting = self.tables.values().filter(|entry| {
                    let computers_only = !entry.news.seats.iter().any(|seat| seat.kind == PlayerKind::Human);
                    let busy = entry.news.state == TableState::Waiting
                        || (entry.news.state == TableState::Playing && computers_only);
                    busy && entry.opened_by.as_deref().is_some_and(|by| same_name(by, &name))
                });
                if waiting.count() >= WAITING_PER_PERSON {
                    return vec![refusal(lang.too_many_waiting(WAITING_PER_PERSON))];
                }
                let number = self.next_table;
                self.next_table += 1;
                let gathering = Gathering::new(&opening);
                let news = gathering.news(number, 0);
                self.start_room(number, Ok(gathering), news, me);
                if let Some(entry) = self.tables.get_mut(&number) {
                    entry.opened_by = Some(name.clone());
                }
                self.log(&lang.table_opened(number, &name));
                if self.tables[&number].news.may_sit(&name) {
                    self.send_to(id, number, Coming::Sit, me);
                    Vec::new()
                } else if !opening.seats.iter().any(|(_, kind)| *kind == PlayerKind::Human) {
                    // Computers only: they play, and the opener watches.
                    self.send_to(id, number, Coming::Watch, me);
                    Vec::new()
                } else {
                    vec![status(lang.opened_for_others(number))]
                }
            }
            LobbyCommand::Sit(number) => {
                let Some(entry) = self.tables.get(&number) else {
                    return vec![refusal(lang.no_such_table(number))];
                };
                if !entry.news.may_sit(&name) {
                    return vec![refusal(lang.cannot_sit(number, entry.news.state))];
                }
                self.send_to(id, number, Coming::Sit, me);
                Vec::new()
            }
            LobbyCommand::Watch(number) => {
                if !self.tables.contains_key(&number) {
                    return vec![refusal(lang.no_such_table(number))];
                }
                self.send_to(id, number, Coming::Watch, me);
                Vec::new()
            }
        }
    }

    /// Sends person `id` to table `number`, opening its room from its save if it rests.
    fn send_to(&mut self, id: ConnId, number: u32, coming: Coming, me: &mpsc::Sender<ToHall>) {
        if self.tables.get(&number).is_some_and(|entry| entry.room.is_none()) {
            self.wake(number, me);
        }
        let Some(online) = self.online.get_mut(&id) else { return };
        let lang = online.link.looks.lang;
        let Some((room, _)) = self.tables.get(&number).and_then(|entry| entry.room.as_ref()) else {
            online.link.send(vec![refusal(lang.table_save_unreadable(&table_slot(number)))]);
            return;
        };
        // The room hears of the person before their lines go there: it knows them by then.
        if room.try_send(ToRoom::Come(online.link.clone(), coming)).is_err() {
            online
                .link
                .send(vec![refusal(lang.table_busy(number)), prompt(lang.lobby_guide(&online.link.name))]);
            return;
        }
        online.place = Place::Table(number);
        let _ = online.link.to_conn.try_send(ToConn::Route(Route::Room(room.clone())));
        self.reviews.remove(&id);
    }

    /// Opens a resting table's room from its save.
    fn wake(&mut self, number: u32, me: &mpsc::Sender<ToHall>) {
        let slot = table_slot(number);
        let Ok((record, _)) = self.settings.saves.load(&slot) else {
            self.log(&self.settings.lang.table_save_unreadable(&slot));
            return;
        };
        let news = TableNews::of_record(number, &record, true);
        self.start_room(number, Err(Session::from_record(record)), news, me);
    }

    /// Starts table `number`'s room.
    fn start_room(
        &mut self,
        number: u32,
        stage: Result<Gathering, Session>,
        news: TableNews,
        me: &mpsc::Sender<ToHall>,
    ) {
        let seed = self.seed(number);
        let (room, sender, inbox) =
            Room::new(number, stage, &self.settings, seed, me.clone(), self.archive.clone());
        let task = tokio::spawn(room.run(inbox));
        let opened_by = None;
        self.tables.insert(number, Entry { room: Some((sender, task)), news, opened_by });
    }

    /// Table `number`'s seed: the server's seed counted on, or the system's random source.
    fn seed(&self, number: u32) -> u64 {
        match self.settings.seed {
            Some(seed) => seed.wrapping_add(u64::from(number) - 1),
            None => crate::net::codes::Code::generate().map(|code| code.bits()).unwrap_or(u64::from(number)),
        }
    }

    /// A connection closed. Its room hears it too: the connection may have closed before it
    /// heard it was sent to the table, and then only the hall knows where it was.
    fn gone(&mut self, id: ConnId) {
        self.reviews.remove(&id);
        self.waiting.remove(&id);
        let Some(online) = self.online.remove(&id) else { return };
        if let Place::Table(number) = online.place
            && let Some((room, _)) = self.tables.get(&number).and_then(|entry| entry.room.as_ref())
        {
            let _ = room.try_send(ToRoom::Gone { id });
        }
    }

    /// A room ended: its table rests in its save, or is gone (given up before its deal). Anyone
    /// the hall still placed at it (sent there while it was ending) is back in the lobby.
    fn ended(&mut self, number: u32, rests: bool) {
        let stranded: Vec<ConnId> =
            self.online.iter().filter(|(_, o)| o.place == Place::Table(number)).map(|(id, _)| *id).collect();
        for id in stranded {
            if let Some(online) = self.online.get(&id) {
                let link = online.link.clone();
                let _ = link.to_conn.try_send(ToConn::Route(Route::Hall));
                self.back(link);
            }
        }
        match self.tables.get_mut(&number) {
            Some(entry) if rests && entry.news.state == TableState::Playing => {
                entry.room = None;
                entry.news.resting = true;
                entry.news.watchers = 0;
                entry
                    .news
                    .seats
                    .iter_mut()
                    .filter(|s| s.kind == crate::notation::PlayerKind::Human)
                    .for_each(|s| s.taken = false);
            }
            _ => {
                self.tables.remove(&number);
            }
        }
    }

    /// `say` in the lobby: everyone in the lobby reads it (reviewing a game too).
    fn say(&self, id: ConnId, text: &str) {
        let Some(speaker) = self.online.get(&id) else { return };
        let line = chat("say", &speaker.link.name, text);
        for (other, online) in &self.online {
            let Some(again) = guide(online) else { continue };
            let mut lines = vec![line.clone()];
            if *other != id {
                lines.push(Out { tag: Tag::PromptAgain, ..again });
            }
            online.link.send(lines);
        }
    }

    /// `tell NAME TEXT`: the one person reads it, wherever they are; the teller reads it back.
    fn tell(&self, id: ConnId, to: &str, text: &str) -> Vec<Out> {
        let Some(teller) = self.online.get(&id) else { return Vec::new() };
        let lang = teller.link.looks.lang;
        let Some(told) = self.online.values().find(|o| same_name(&o.link.name, to)) else {
            return vec![refusal(lang.nobody_named(to))];
        };
        let mut lines = vec![chat("tell", &teller.link.name, text)];
        if let Some(again) = guide(told).filter(|_| told.link.id != id) {
            lines.push(Out { tag: Tag::PromptAgain, ..again });
        }
        told.link.send(lines);
        vec![chat("told", &told.link.name, text)]
    }

    /// Writes a line to the server's log; a log that cannot be written is no reason to stop.
    fn log(&mut self, line: &str) {
        let _ = writeln!(self.log, "{line}").and_then(|()| self.log.flush());
    }

    /// The server stops: every room saves and tells its people; the lobby's people are told.
    async fn stop(mut self) {
        for online in self.online.values().filter(|o| matches!(o.place, Place::Lobby | Place::Review(_))) {
            let lang = online.link.looks.lang;
            online.link.send(vec![closed(lang.server_stops_lobby())]);
        }
        let mut tasks = Vec::new();
        for entry in self.tables.values_mut() {
            if let Some((room, task)) = entry.room.take() {
                let _ = room.try_send(ToRoom::Stop);
                tasks.push(task);
            }
        }
        for task in tasks {
            let _ = tokio::time::timeout(std::time::Duration::from_secs(5), task).await;
        }
        // The connections write their last lines; they are given a moment for it.
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        self.log.flush().ok();
    }
}

/// The prompt of a person's place away from the tables: the lobby's, or the review's.
fn guide(online: &Online) -> Option<Out> {
    let lang = online.link.looks.lang;
    match online.place {
        Place::Lobby => Some(prompt(lang.lobby_guide(&online.link.name))),
        Place::Review(_) => Some(prompt(lang.review_guide())),
        Place::Table(_) => None,
    }
}
