//! A table across machines, without the machines: one game, several people looking at it,
//! each from their own screen, driven by `(viewer, line)` messages.
//!
//! A [`Table`] knows no sockets. Whoever holds it (the server, a test) tells it who comes
//! ([`Table::attach`]), who goes ([`Table::detach`]) and what each one typed
//! ([`Table::line`]), and lets the computer players move ([`Table::play_computer`]). Every call
//! answers with the lines each viewer must now read ([`Delivery`]), each line tagged with what
//! it is ([`Tag`]): text, a prompt, a status, a refusal. How the tags travel (plain text for
//! `nc`, one tag character per line for programs) is the transport's business, so a test can
//! play whole games through a table in-process, fast, and a server stays a thin layer of
//! threads around it.
//!
//! What a seat reads is drawn by [`SeatView`], as in a local game: the turn screen, the
//! prompt, the sentences of what changed. Each seat sees only its own tiles and the tiles it
//! drew (R19); the others' moves reach it as they happen. A watcher sees what everyone may
//! see. Nobody may `undo`, `save` or `load` at a table (it would change the game for all),
//! `dump` works once the game is over, and the first seat played by a person (the host's)
//! deals again with `new` after the end.
//!
//! [`SeatView`]: crate::show::seat::SeatView

use crate::notation::PlayerKind;
use crate::rules::{PlayerId, RuleError};

use crate::command::{Command, Info};
use crate::session::{PlayError, Session};
use crate::show::guide;
use crate::show::help;
use crate::show::legal;
use crate::show::render;
use crate::show::seat::recent_events;
use crate::words::Lang;

mod out;
mod state;
mod telling;
mod viewer;

pub use out::{Delivery, Out, Tag, clean_line};
use out::{refused, status, text_lines};
pub use state::Table;
use viewer::Viewer;
pub use viewer::{Looks, Role, ViewerId};

impl Table {
    /// Whether a computer player must decide now (call [`Table::play_computer`]): a computer's
    /// seat, or a person's that a stand-in plays while they are away.
    pub fn computer_to_move(&self) -> bool {
        let game = self.session.game();
        match self.session.human_to_decide() {
            Some(seat) => self.stand_ins.contains_key(&seat),
            None => game.decision().player().is_some(),
        }
    }

    /// The person's seat that must decide now while nobody plays it and no stand-in does: the
    /// seat a server gives a stand-in once it waited long enough.
    pub fn away_to_decide(&self) -> Option<PlayerId> {
        let seat = self.session.human_to_decide()?;
        (!self.is_taken(seat) && !self.stand_ins.contains_key(&seat)).then_some(seat)
    }

    /// From now on a computer of level `kind` decides for `seat` (whose person is away) until
    /// the seat is taken again; everyone is told. [`Table::computer_to_move`] then says so
    /// whenever the seat must decide.
    pub fn stand_in(&mut self, seat: PlayerId, kind: PlayerKind) -> Vec<Delivery> {
        self.stand_ins.insert(seat, kind);
        self.tell_others(None, |lang, table| Some(lang.stands_in(table.session.game().name(seat), kind)))
    }

    /// A viewer comes: a person to the seat `role` names (the caller checked their code and
    /// that nobody else plays it), or a watcher. They are told who sits where, what they play
    /// and the screen as it stands; the others hear that they came.
    pub fn attach(&mut self, role: Role, looks: Looks) -> (ViewerId, Vec<Delivery>) {
        // What happened before a viewer came is shown as the state it left, not told event by
        // event (a game loaded at turn 80 would be hundreds of lines); only the host's log of
        // a new game begins with the deal.
        let fresh = self.session.actions().is_empty() && role == Role::Host;
        // A person back at their seat decides again themselves.
        if let Role::Seat(seat) = role {
            self.stand_ins.remove(&seat);
        }
        let told = if fresh { 0 } else { self.session.log().len() };
        let viewer = Viewer { role, looks, told, shown_for: None, status: None, end_shown: false };
        let id = match self.viewers.iter().position(Option::is_none) {
            Some(free) => free,
            None => {
                self.viewers.push(None);
                self.viewers.len() - 1
            }
        };
        self.viewers[id] = Some(viewer);
        let mut lines = self.welcome(id);
        lines.extend(self.arrival_screen(id));
        lines.extend(self.catch_up(id));
        let mut deliveries = vec![Delivery { to: id, lines }];
        deliveries.extend(self.tell_others(Some(id), |lang, table| table.arrival(lang, role)));
        (id, deliveries)
    }

    /// A viewer goes (the connection closed or they typed `quit`); the others hear it. Their
    /// seat stays theirs to take again with its code.
    pub fn detach(&mut self, id: ViewerId) -> Vec<Delivery> {
        let Some(viewer) = self.viewers.get_mut(id).and_then(Option::take) else { return Vec::new() };
        self.tell_others(Some(id), |lang, table| match viewer.role {
            Role::Seat(seat) => Some(lang.left(table.session.game().name(seat))),
            Role::Watcher => Some(lang.watchers(table.watcher_count())),
            Role::Host => None,
        })
    }

    /// A computer player makes the decision due, and the ones after it while it still decides
    /// (its purchases one by one, the end of its turn); then everyone is told what changed, so
    /// that `Dee buys 3 Aurora shares` is one sentence, as in a local game.
    pub fn play_computer(&mut self) -> Result<Vec<Delivery>, PlayError> {
        let Some(computer) = self.session.game().decision().player() else { return Ok(Vec::new()) };
        while self.computer_to_move() && self.session.game().decision().player() == Some(computer) {
            let played = match self.stand_ins.get(&computer) {
                Some(kind) => self.session.play_stand_in(*kind),
                None => self.session.play_computer(),
            };
            match played {
                Some(result) => result?,
                None => break,
            };
        }
        Ok(self.update_all(None))
    }

    /// What viewer `id` typed, answered: to them, and to everyone if the game changed.
    pub fn line(&mut self, id: ViewerId, line: &str) -> Vec<Delivery> {
        let Some(viewer) = self.viewer(id) else { return Vec::new() };
        let (role, lang) = (viewer.role, viewer.looks.lang);
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            return vec![Delivery { to: id, lines: self.prompt_if_deciding(id) }];
        }
        let command = match line.parse::<Command>() {
            Ok(command) => command,
            Err(error) => {
                let player = match role {
                    Role::Seat(seat) => seat,
                    Role::Watcher | Role::Host => self.session.game().current_player(),
                };
                let refusal = guide::refusal(lang, self.session.game(), player, error);
                return self.answer(id, vec![refused(refusal)]);
            }
        };
        match role {
            Role::Seat(seat) => self.seat_command(id, seat, command),
            Role::Watcher | Role::Host => self.watcher_command(id, command),
        }
    }

    // ----- Commands -------------------------------------------------------------------------

    /// A command from the person at `seat`.
    fn seat_command(&mut self, id: ViewerId, seat: PlayerId, command: Command) -> Vec<Delivery> {
        let lang = self.looks(id).lang;
        let lines = match command {
            Command::Quit => return self.leave(id),
            Command::Undo | Command::Save(_) | Command::Load(_) | Command::Saves => {
                vec![refused(lang.not_at_a_table(&command_word(lang, &command)))]
            }
            Command::New => return self.deal_again(id, seat),
            Command::Help(topic) => self.help(id, topic.as_deref()),
            Command::Show(Info::Dump) if self.session.game().is_over() => {
                text_lines(&self.session.record().position())
            }
            Command::Show(Info::Dump) => vec![refused(lang.dump_after_the_end())],
            Command::Show(Info::Hint) => self.hint(id, seat),
            Command::Show(Info::Legal) => self.legal(id, seat),
            Command::Show(info) => {
                let view = self.seat_view(id, seat);
                text_lines(&view.info(&self.session, info).unwrap_or_default())
            }
            Command::WholeLog => {
                let (game, log) = (self.session.game(), self.session.log());
                text_lines(&recent_events(lang, game, log, Some(seat), usize::MAX))
            }
            command => return self.play(id, seat, &command),
        };
        self.answer(id, lines)
    }

    /// A command from a watcher: only what shows the public view.
    fn watcher_command(&mut self, id: ViewerId, command: Command) -> Vec<Delivery> {
        let Looks { lang, palette, .. } = self.looks(id);
        let game = self.session.game();
        let lines = match command {
            Command::Quit => return self.leave(id),
            Command::Help(topic) => self.help(id, topic.as_deref()),
            Command::Show(Info::Board) => text_lines(&render::board(lang, game, &[], palette)),
            // A watcher sees the holdings a seat may not see of another (V2) as nobody's.
            Command::Show(Info::Chains) => text_lines(&render::chains_public(lang, game, palette)),
            Command::Show(Info::Players) => {
                text_lines(&render::players_public(lang, game, self.session.record().kinds()))
            }
            Command::Show(Info::Rules) => text_lines(&help::rules_in_short(lang)),
            Command::Show(Info::Log) | Command::WholeLog => {
                let most =
                    if command == Command::WholeLog { usize::MAX } else { crate::show::seat::LOG_LENGTH };
                text_lines(&recent_events(lang, game, self.session.log(), None, most))
            }
            Command::Show(Info::Dump) if game.is_over() => text_lines(&self.session.record().position()),
            _ => vec![refused(lang.only_watching())],
        };
        self.answer(id, lines)
    }

    /// `legal`: one `+` line for every command `seat` may give now (the prompt follows), or a
    /// status line saying there is nothing to decide.
    fn legal(&self, id: ViewerId, seat: PlayerId) -> Vec<Out> {
        let (lang, game) = (self.looks(id).lang, self.session.game());
        let commands = legal::commands(game, seat, lang);
        // After the end a seat's prompt asks for no decision: no `+` line, and no status line
        // either, which the join client's quiet `legal` at that prompt would show.
        if commands.is_empty() && game.is_over() {
            return Vec::new();
        }
        if commands.is_empty() {
            return vec![status(legal::nothing_to_decide(game, lang))];
        }
        commands.into_iter().map(|command| Out { tag: Tag::Legal, text: clean_line(&command) }).collect()
    }

    /// `help` or `help TOPIC`, fitted to the viewer's width.
    fn help(&self, id: ViewerId, topic: Option<&str>) -> Vec<Out> {
        let Looks { lang, width, .. } = self.looks(id);
        match topic {
            None => text_lines(&help::overview(lang, width)),
            Some(word) => match help::topic(lang, word) {
                Ok(text) => self.wrapped(id, &text),
                Err(error) => vec![refused(lang.no_help_on(&error.0))],
            },
        }
    }

    /// `hint` for the seat whose decision it is.
    fn hint(&mut self, id: ViewerId, seat: PlayerId) -> Vec<Out> {
        let lang = self.looks(id).lang;
        let text = match self.session.hint(seat) {
            Some(advice) => lang.hint(&crate::show::advice::hint(lang, &advice)),
            None if self.session.game().is_over() => lang.no_hint_game_over(),
            None => lang.no_hint_not_yours(),
        };
        self.wrapped(id, &text)
    }

    /// A command that changes the game, from `seat`: refused unless the decision is theirs.
    fn play(&mut self, id: ViewerId, seat: PlayerId, command: &Command) -> Vec<Delivery> {
        let lang = self.looks(id).lang;
        let game = self.session.game();
        if game.is_over() {
            return self.answer(id, vec![refused(lang.game_is_over_refusal())]);
        }
        match game.decision().player() {
            Some(decider) if decider != seat => {
                let refusal = match guide::out_of_turn(lang, game, seat, Some(command.id())) {
                    Some(refusal) => refusal,
                    None => lang.not_your_decision(game.name(decider)),
                };
                return self.answer(id, vec![refused(refusal)]);
            }
            _ => {}
        }
        let result = self.session.resolve(command).and_then(|actions| self.session.apply_all(&actions));
        let events = match result {
            Ok(events) => events,
            Err(PlayError::Rule(RuleError::NotNow { .. })) => {
                let refusal = guide::not_now(lang, self.session.game(), seat, command.id());
                return self.answer(id, vec![refused(refusal)]);
            }
            Err(error) => return self.answer(id, vec![refused(lang.play_error(&error))]),
        };
        let view = self.seat_view(id, seat);
        let changes = view.changes(self.session.game(), command, &events);
        let mut own = self.wrapped(id, &changes);
        if let Some(viewer) = self.viewers[id].as_mut() {
            viewer.told = self.session.log().len();
        }
        let mut deliveries = self.update_all(Some(id));
        own.extend(deliveries.iter().filter(|d| d.to == id).flat_map(|d| d.lines.clone()));
        deliveries.retain(|d| d.to != id);
        deliveries.insert(0, Delivery { to: id, lines: own });
        deliveries
    }

    /// The table closes: every viewer reads `say` in their language as the last line (a
    /// transport closes each connection after it). The viewers stay attached: the table is
    /// done with.
    pub fn close(&self, say: impl Fn(Lang) -> String) -> Vec<Delivery> {
        let ids = (0..self.viewers.len()).filter(|v| self.viewers[*v].is_some());
        let line = |to| Out { tag: Tag::Closed, text: clean_line(&say(self.looks(to).lang)) };
        ids.map(|to| Delivery { to, lines: vec![line(to)] }).collect()
    }

    /// `quit`: the viewer goes, told how to come back.
    fn leave(&mut self, id: ViewerId) -> Vec<Delivery> {
        let lang = self.looks(id).lang;
        let bye = Out { tag: Tag::Closed, text: clean_line(&lang.goodbye()) };
        let mut deliveries = vec![Delivery { to: id, lines: vec![bye] }];
        deliveries.extend(self.detach(id));
        deliveries
    }

    /// `new` from the host's seat after the end: the same seats, the next deal. The new
    /// game's seed stays hidden, as every seed at a table, until that game is over.
    fn deal_again(&mut self, id: ViewerId, seat: PlayerId) -> Vec<Delivery> {
        let lang = self.looks(id).lang;
        let host = self.host().map(|host| self.session.game().name(host).to_string()).unwrap_or_default();
        if !self.session.game().is_over() || self.host() != Some(seat) {
            return self.answer(id, vec![refused(lang.only_host_deals(&host))]);
        }
        let started =
            self.session.record().next_deal().map_err(|e| lang.cannot_deal_again(&lang.name_error(&e)));
        let started = started.and_then(|origin| {
            Session::start(origin).map_err(|e| lang.cannot_deal_again(&lang.replay_error(&e)))
        });
        let session = match started {
            Ok((session, _)) => session,
            Err(refusal) => return self.answer(id, vec![refused(refusal)]),
        };
        self.session = session;
        let ids: Vec<ViewerId> = (0..self.viewers.len()).filter(|v| self.viewers[*v].is_some()).collect();
        ids.into_iter()
            .map(|to| {
                if let Some(viewer) = self.viewers[to].as_mut() {
                    (viewer.told, viewer.shown_for, viewer.status, viewer.end_shown) = (0, None, None, false);
                }
                let lang = self.looks(to).lang;
                let mut lines = vec![status(lang.dealt_again_at_table())];
                lines.extend(self.welcome(to));
                lines.extend(self.catch_up(to));
                Delivery { to, lines }
            })
            .collect()
    }

    /// The status line telling the others that a viewer with `role` came.
    fn arrival(&self, lang: Lang, role: Role) -> Option<String> {
        match role {
            Role::Seat(seat) => Some(lang.joined(self.session.game().name(seat))),
            Role::Watcher => Some(lang.watchers(self.watcher_count())),
            Role::Host => None,
        }
    }
}

/// The command word of a refused command, for its refusal (`undo`, `save`, …).
fn command_word(lang: Lang, command: &Command) -> String {
    crate::words::commands::name(&*lang, command.id()).to_string()
}

#[cfg(test)]
mod tests;
