//! A room: the task that owns one table of the lobby.
//!
//! Before the deal it holds a [`Gathering`] (who sat in which seat); once every person's seat
//! is taken, or the first person says `start`, it deals and holds the [`Table`], the same one
//! `serve` holds, and everything at the table is the table's: screens, prompts, refusals. The
//! room adds what a lobby's table has besides: `say` to everyone at it, `leave` back to the
//! lobby, and the lobby's words (`who`, `tables`, `tell`), which it passes to the hall.
//!
//! **Off the loop.** A computer's turn and a `hint` search for up to a second or so. The room
//! hands its table to tokio's blocking pool for that (`spawn_blocking`) and, until the table
//! comes back, answers at once what needs no table (chat, the lobby's words) and keeps the rest,
//! in order, for when it is back. No task of the event loop ever waits on a search.
//!
//! **Kept.** The game is saved to slot `table-N` after every change, before anyone reads what
//! happened; when a game is over and its table deals again (`new`), the finished one is moved
//! aside first, as at `serve`.

use std::collections::{BTreeMap, VecDeque};
use std::time::Instant;

use tokio::sync::mpsc;
use tokio::task::JoinHandle;

use super::archive::Archive;
use super::keeping::Kept;
use super::lines::{closed, fact, prompt, refusal, status, text_line};
use super::news::TableNews;
use super::seating::Gathering;
use super::{Coming, ConnId, Link, Route, Settings, ToConn, ToHall, ToRoom};
use crate::command::lobby as commands;
use crate::command::{Command, Info};
use crate::net::server::clocks::Clocks;
use crate::rules::PlayerId;
use crate::session::Session;
use crate::table::{Delivery, Role, Table, Tag, ViewerId};
use crate::words::Lang;

mod records;
mod resting;
mod words;

/// How many messages a room keeps while its table is away, before it stops reading more.
const KEPT: usize = 1024;

/// A person at the table.
struct Guest {
    link: Link,
    /// Their viewer at the table, once dealt.
    viewer: Option<ViewerId>,
    watching: bool,
}

/// Where the table is in its life, for the room.
enum Stage {
    /// Waiting for its people.
    Gathering(Gathering),
    /// Dealt: the table, or `None` while it is away in the blocking pool.
    Playing(Option<Box<Table>>),
}

/// What the room does after a message.
enum Flow {
    Go,
    /// The table went to the blocking pool; it comes back through this.
    Think(JoinHandle<(Box<Table>, Vec<Delivery>)>),
    /// The room ends.
    End,
}

/// One table's task: see the [module](self).
pub(super) struct Room {
    number: u32,
    stage: Stage,
    guests: BTreeMap<ConnId, Guest>,
    hall: mpsc::Sender<ToHall>,
    settings: Settings,
    seed: u64,
    /// Its save slot.
    kept: Kept,
    clocks: Clocks,
    /// The records, where a finished game goes.
    archive: Archive,
    /// Whether the game over at the table has entered the records.
    entered: bool,
}

impl Room {
    /// A room for a table that waits for its people, or (with `session`) one opened again from
    /// its save. Returns the room and the sender that reaches it.
    pub(super) fn new(
        number: u32,
        stage: Result<Gathering, Session>,
        settings: &Settings,
        seed: u64,
        hall: mpsc::Sender<ToHall>,
        archive: Archive,
    ) -> (Room, mpsc::Sender<ToRoom>, mpsc::Receiver<ToRoom>) {
        let (me, inbox) = mpsc::channel(super::INBOX);
        let kept = Kept::new(settings.saves.clone(), number, stage.as_ref().err());
        let stage = match stage {
            Ok(gathering) => Stage::Gathering(gathering),
            Err(session) => Stage::Playing(Some(Box::new(Table::new(session, settings.lang).held_by_name()))),
        };
        let clocks = Clocks::new(settings.limits.idle, settings.stand_in);
        let settings = settings.clone();
        let guests = BTreeMap::new();
        // A game over already when its room opens was kept when it ended.
        let entered = matches!(&stage, Stage::Playing(Some(table)) if table.session().game().is_over());
        let room = Room { number, stage, guests, hall, settings, seed, kept, clocks, archive, entered };
        (room, me, inbox)
    }

    /// The room's loop: messages, the table coming back from a search, the clocks.
    pub(super) async fn run(mut self, mut inbox: mpsc::Receiver<ToRoom>) {
        let mut thinking: Option<JoinHandle<(Box<Table>, Vec<Delivery>)>> = None;
        let mut kept: VecDeque<ToRoom> = VecDeque::new();
        self.news().await;
        loop {
            if thinking.is_none() {
                while thinking.is_none()
                    && let Some(message) = kept.pop_front()
                {
                    match self.take(message).await {
                        Flow::Go => {}
                        Flow::Think(handle) => thinking = Some(handle),
                        Flow::End => return,
                    }
                }
                if thinking.is_none() {
                    thinking = self.computer();
                }
            }
            let wait = self.clocks.wait(Instant::now());
            tokio::select! {
                back = async { thinking.as_mut().expect("guarded").await }, if thinking.is_some() => {
                    thinking = None;
                    // A search that panicked loses the table: nothing else can go on with it.
                    let Ok((table, deliveries)) = back else { return self.lost().await };
                    self.stage = Stage::Playing(Some(table));
                    self.changed(deliveries).await;
                }
                message = inbox.recv(), if kept.len() < KEPT => {
                    let Some(message) = message else { return };
                    if thinking.is_some() && !self.answers_away(&message).await {
                        kept.push_back(message);
                        continue;
                    }
                    if thinking.is_some() {
                        continue;
                    }
                    match self.take(message).await {
                        Flow::Go => {}
                        Flow::Think(handle) => thinking = Some(handle),
                        Flow::End => return,
                    }
                }
                () = tokio::time::sleep(wait), if thinking.is_none() => {
                    if let Flow::End = self.due().await {
                        return;
                    }
                }
            }
        }
    }

    /// One message, with the table at hand.
    async fn take(&mut self, message: ToRoom) -> Flow {
        match message {
            ToRoom::Come(link, coming) => {
                self.clocks.touch(Instant::now());
                self.come(link, coming).await
            }
            ToRoom::Line { id, line } => {
                self.clocks.touch(Instant::now());
                self.line(id, line).await
            }
            ToRoom::Gone { id } => self.gone(id).await,
            ToRoom::Stop => {
                self.keep().await;
                let slot = self.kept.slot().to_string();
                for guest in std::mem::take(&mut self.guests).into_values() {
                    let lang = guest.link.looks.lang;
                    guest.link.send(vec![closed(lang.server_stops(&slot))]);
                }
                Flow::End
            }
        }
    }

    /// A person comes to sit or watch.
    async fn come(&mut self, link: Link, coming: Coming) -> Flow {
        let lang = link.looks.lang;
        let id = link.id;
        let place = fact(format!("place {}", self.number));
        match &mut self.stage {
            Stage::Gathering(gathering) => {
                let seat = match coming {
                    Coming::Sit => match gathering.sit(id, &link.name) {
                        Some(seat) => Some(seat),
                        None => return self.bounce(link, lang.no_seat_for_you(self.number)).await,
                    },
                    Coming::Watch => None,
                };
                let name = link.name.clone();
                let free = gathering.free();
                let text = match seat {
                    Some(seat) => lang.sat_down(self.number, seat + 1, free),
                    None => lang.watching_a_gathering(self.number, free),
                };
                // A table this person fills deals at once: its screen and prompt come next.
                let mut lines = vec![place, text_line(&text)];
                if free > 0 {
                    lines.push(prompt(lang.gathering_guide(&name, self.number)));
                }
                link.send(lines);
                self.tell_others(id, move |lang| seat.is_some().then(|| lang.sits_down(&name, free)));
                self.guests.insert(id, Guest { link, viewer: None, watching: coming == Coming::Watch });
                if matches!(&self.stage, Stage::Gathering(g) if g.is_full()) {
                    self.deal().await;
                } else {
                    self.news().await;
                }
                Flow::Go
            }
            Stage::Playing(Some(table)) => {
                let role = match coming {
                    Coming::Watch => Role::Watcher,
                    Coming::Sit => {
                        let game = table.session().game();
                        let seat = table
                            .people()
                            .into_iter()
                            .find(|seat| crate::notation::same_name(game.name(*seat), &link.name));
                        match seat {
                            Some(seat) => Role::Seat(seat),
                            None => return self.bounce(link, lang.no_seat_for_you(self.number)).await,
                        }
                    }
                };
                if let Role::Seat(seat) = role {
                    self.take_over(seat);
                }
                link.send(vec![place]);
                let Stage::Playing(Some(table)) = &mut self.stage else { unreachable!("playing") };
                let (viewer, deliveries) = table.attach(role, link.looks);
                self.guests.insert(id, Guest { link, viewer: Some(viewer), watching: role == Role::Watcher });
                self.changed(deliveries).await;
                Flow::Go
            }
            Stage::Playing(None) => unreachable!("a message that needs the table waits for it"),
        }
    }

    /// Lets go the connection that plays `seat`, if any: its person came back on another one.
    fn take_over(&mut self, seat: PlayerId) {
        let Stage::Playing(Some(table)) = &mut self.stage else { return };
        let held = self
            .guests
            .iter()
            .find(|(_, guest)| guest.viewer.is_some_and(|v| table.role_of(v) == Some(Role::Seat(seat))));
        let Some((&old, _)) = held else { return };
        let Some(guest) = self.guests.remove(&old) else { return };
        let lang = guest.link.looks.lang;
        guest.link.send(vec![closed(lang.name_taken_over())]);
        if let Some(viewer) = guest.viewer {
            // The others hear nothing: the same seat comes back at once.
            let _ = table.detach(viewer);
        }
    }

    /// Refuses a person at the door of the table, and sends them back to the lobby.
    async fn bounce(&mut self, link: Link, why: String) -> Flow {
        link.send(vec![refusal(why)]);
        self.send_to_lobby(link).await;
        Flow::Go
    }

    /// Sends a person back to the lobby: their lines go to the hall from now on, and the hall
    /// hears they are back (it sends the lobby's prompt).
    async fn send_to_lobby(&mut self, link: Link) {
        let _ = link.to_conn.try_send(ToConn::Route(Route::Hall));
        let _ = self.hall.send(ToHall::Back(link)).await;
    }

    /// Every person's seat is taken (or the first person said `start`): the deal.
    async fn deal(&mut self) {
        let Stage::Gathering(gathering) = &self.stage else { return };
        let (seats, players) = gathering.deal();
        let options = gathering.options;
        let session = match Session::new(seats, self.seed, options) {
            Ok((session, _)) => session,
            Err(error) => {
                let line = format!("table {}: {error:?}", self.number);
                let _ = self.hall.send(ToHall::Log(line)).await;
                return;
            }
        };
        let mut table = Table::new(session, self.settings.lang).held_by_name();
        let ids: Vec<ConnId> = self.guests.keys().copied().collect();
        let comers: Vec<(Role, crate::table::Looks)> = ids
            .iter()
            .map(|id| {
                let seat = players.iter().position(|player| *player == Some(*id));
                (seat.map_or(Role::Watcher, Role::Seat), self.guests[id].link.looks)
            })
            .collect();
        let (viewers, deliveries) = table.attach_all(&comers);
        for (id, viewer) in ids.iter().zip(viewers) {
            if let Some(guest) = self.guests.get_mut(id) {
                guest.viewer = Some(viewer);
            }
        }
        self.stage = Stage::Playing(Some(Box::new(table)));
        let _ = self.hall.send(ToHall::Log(self.settings.lang.table_dealt(self.number))).await;
        self.changed(deliveries).await;
    }

    /// A line from a person at the table.
    async fn line(&mut self, id: ConnId, line: String) -> Flow {
        let Some(guest) = self.guests.get(&id) else {
            // Not (or no longer) here: the hall answers it as a line of the lobby.
            let _ = self.hall.send(ToHall::Stray { id, line }).await;
            return Flow::Go;
        };
        let lang = guest.link.looks.lang;
        match commands::read(&line) {
            Some(Ok(command)) => return self.lobby_word(id, command, line).await,
            Some(Err(misused)) => {
                guest.link.send(vec![refusal(lang.lobby_misused(&misused))]);
                return Flow::Go;
            }
            None => {}
        }
        if line.parse::<Command>() == Ok(Command::Quit) {
            let text = lang.left_the_server();
            guest.link.send(vec![closed(text)]);
            return self.gone(id).await;
        }
        match &mut self.stage {
            Stage::Gathering(_) => {
                let name = guest.link.name.clone();
                guest.link.send(vec![
                    refusal(lang.not_dealt_yet()),
                    prompt(lang.gathering_guide(&name, self.number)),
                ]);
                Flow::Go
            }
            Stage::Playing(table) => {
                // The viewer first: a table taken out and then left unused would be lost.
                let Some(viewer) = guest.viewer else { return Flow::Go };
                let Some(mut table) = table.take() else { return Flow::Go };
                if line.parse::<Command>() == Ok(Command::Show(Info::Hint)) {
                    // The tycoon searches for a second: off the event loop.
                    return Flow::Think(tokio::task::spawn_blocking(move || {
                        let deliveries = table.line(viewer, &line);
                        (table, deliveries)
                    }));
                }
                let deliveries = table.line(viewer, &line);
                self.stage = Stage::Playing(Some(table));
                self.changed(deliveries).await;
                Flow::Go
            }
        }
    }

    /// `leave`: back to the lobby. A seat in play stays the person's.
    async fn leave(&mut self, id: ConnId) -> Flow {
        let Some(link) = self.remove(id) else { return Flow::Go };
        // The last person up at a waiting table gives it up, and hears so.
        if matches!(&self.stage, Stage::Gathering(gathering) if gathering.is_empty()) {
            link.send(vec![status(link.looks.lang.table_given_up(self.number))]);
        }
        self.send_to_lobby(link).await;
        self.after_someone_left().await
    }

    /// A connection at the table closed.
    async fn gone(&mut self, id: ConnId) -> Flow {
        if self.remove(id).is_none() {
            return Flow::Go;
        }
        self.after_someone_left().await
    }

    /// Takes a person from the table (the others hear it); their link.
    fn remove(&mut self, id: ConnId) -> Option<Link> {
        let guest = self.guests.remove(&id)?;
        match &mut self.stage {
            Stage::Gathering(gathering) => {
                if gathering.stand(id) {
                    let (name, free) = (guest.link.name.clone(), gathering.free());
                    self.tell_others(id, move |lang| Some(lang.stands_up(&name, free)));
                }
            }
            Stage::Playing(Some(table)) => {
                if let Some(viewer) = guest.viewer {
                    let deliveries = table.detach(viewer);
                    self.deliver(deliveries);
                }
            }
            Stage::Playing(None) => {}
        }
        Some(guest.link)
    }

    /// After someone left: a waiting table nobody sits at is given up; the news goes out.
    async fn after_someone_left(&mut self) -> Flow {
        if let Stage::Gathering(gathering) = &self.stage
            && gathering.is_empty()
        {
            for guest in std::mem::take(&mut self.guests).into_values() {
                let lang = guest.link.looks.lang;
                self.bounce(guest.link, lang.table_given_up(self.number)).await;
            }
            let _ = self.hall.send(ToHall::Ended { number: self.number, rests: false }).await;
            return Flow::End;
        }
        self.news().await;
        Flow::Go
    }

    /// The table changed: saved first, then everyone reads what happened; the hall hears it.
    async fn changed(&mut self, deliveries: Vec<Delivery>) {
        self.keep().await;
        self.deliver(deliveries);
        self.enter_records().await;
        if let Stage::Playing(Some(table)) = &self.stage {
            self.clocks.track(table.away_to_decide(), Instant::now());
        }
        self.news().await;
    }

    /// A computer (or a stand-in) must move: the table goes to the blocking pool for it.
    fn computer(&mut self) -> Option<JoinHandle<(Box<Table>, Vec<Delivery>)>> {
        let Stage::Playing(table) = &mut self.stage else { return None };
        if !table.as_ref()?.computer_to_move() {
            return None;
        }
        let mut table = table.take()?;
        Some(tokio::task::spawn_blocking(move || {
            let deliveries = table.play_computer().unwrap_or_default();
            (table, deliveries)
        }))
    }

    /// Writes the game to its slot if it changed since it was last written; what went wrong
    /// goes to the server's log.
    ///
    /// The write waits on the disk, so it runs in the blocking pool while this room awaits it
    /// (see `keeping.rs`); nothing here reads or changes the table meanwhile.
    async fn keep(&mut self) {
        let Stage::Playing(Some(table)) = &self.stage else { return };
        let Some(write) = self.kept.prepare(table.session()) else { return };
        let Ok(written) = tokio::task::spawn_blocking(move || write.run()).await else { return };
        let Stage::Playing(Some(table)) = &self.stage else { return };
        for line in self.kept.finish(written, table.session(), self.settings.lang) {
            let _ = self.hall.send(ToHall::Log(line)).await;
        }
    }

    /// Sends each delivery to its viewer's connection; one that cannot take it is let go.
    fn deliver(&mut self, deliveries: Vec<Delivery>) {
        let mut let_go = Vec::new();
        for delivery in deliveries {
            let Some((&id, guest)) = self.guests.iter().find(|(_, g)| g.viewer == Some(delivery.to)) else {
                continue;
            };
            let closing = delivery.lines.iter().any(|line| line.tag == Tag::Closed);
            // A client that does not read is let go (the others hear that it left): its
            // connection ends when its write times out, and it is never buffered for without end.
            if !guest.link.send(delivery.lines) || closing {
                let_go.push(id);
            }
        }
        for id in let_go {
            self.remove(id);
        }
    }

    /// Tells everyone at the table but `id` a line in their language, if there is one.
    fn tell_others(&self, id: ConnId, said: impl Fn(Lang) -> Option<String>) {
        for (other, guest) in &self.guests {
            if *other != id
                && let Some(text) = said(guest.link.looks.lang)
            {
                guest.link.send(vec![status(text)]);
            }
        }
    }

    /// Sends the hall this table's news.
    async fn news(&mut self) {
        let watchers = self.guests.values().filter(|guest| guest.watching).count();
        let news = match &self.stage {
            Stage::Gathering(gathering) => gathering.news(self.number, watchers),
            Stage::Playing(Some(table)) => {
                let mut news = TableNews::of_record(self.number, table.session().record(), false);
                news.watchers = watchers;
                for seat in table.people() {
                    news.seats[seat].taken = table.is_taken(seat);
                }
                news
            }
            Stage::Playing(None) => return,
        };
        let _ = self.hall.send(ToHall::News(news)).await;
    }
}
