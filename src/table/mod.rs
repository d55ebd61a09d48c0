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

use std::collections::BTreeMap;

use crate::notation::PlayerKind;
use crate::rules::{Event, PlayerId, RuleError};

use crate::command::{Command, Info};
use crate::session::{PlayError, Session};
use crate::show::ending;
use crate::show::guide;
use crate::show::help;
use crate::show::legal;
use crate::show::narrate;
use crate::show::opening::seats_line;
use crate::show::render;
use crate::show::seat::{SeatView, recent_events};
use crate::words::Lang;
use crate::words::wrap::wrap;

mod out;
mod viewer;

pub use out::{Delivery, Out, Tag, clean_line};
use out::{refused, status, text_lines};
use viewer::Viewer;
pub use viewer::{Looks, Role, ViewerId};

/// One game and the people at it; see the [module](self) documentation.
pub struct Table {
    session: Session,
    viewers: Vec<Option<Viewer>>,
    /// The host's language: the table's own lines (a status to everyone) are built per viewer,
    /// but the host's log speaks this one.
    lang: Lang,
    /// The people's seats a computer decides for while they are away ([`Table::stand_in`]),
    /// with its level; a seat leaves this when its person comes back.
    stand_ins: BTreeMap<PlayerId, PlayerKind>,
}

impl Table {
    /// A table for `session`, whose human seats are played by whoever attaches to them.
    pub fn new(session: Session, lang: Lang) -> Table {
        Table { session, viewers: Vec::new(), lang, stand_ins: BTreeMap::new() }
    }

    /// The game as it stands.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// How viewer `id` sees the table.
    pub fn looks_of(&self, id: ViewerId) -> Looks {
        self.looks(id)
    }

    /// The host's language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The seats played by people, in seat order.
    pub fn people(&self) -> Vec<PlayerId> {
        self.session.record().people()
    }

    /// The host's seat: the first played by a person, who may deal again after the end.
    pub fn host(&self) -> Option<PlayerId> {
        self.people().first().copied()
    }

    /// Whether a viewer plays `seat` now.
    pub fn is_taken(&self, seat: PlayerId) -> bool {
        self.viewers.iter().flatten().any(|v| v.role == Role::Seat(seat))
    }

    /// The people's seats nobody plays now.
    pub fn empty_seats(&self) -> Vec<PlayerId> {
        self.people().into_iter().filter(|seat| !self.is_taken(*seat)).collect()
    }

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

    // ----- What each viewer is told ---------------------------------------------------------

    /// The first lines a viewer reads: who sits where, and what they are.
    fn welcome(&self, id: ViewerId) -> Vec<Out> {
        let Some(viewer) = self.viewer(id) else { return Vec::new() };
        let lang = viewer.looks.lang;
        let mut lines = self.wrapped(id, &seats_line(lang, &self.session));
        match viewer.role {
            Role::Seat(seat) => lines.push(status(lang.you_play(self.session.game().name(seat)))),
            Role::Watcher => lines.push(status(lang.you_watch())),
            Role::Host => {}
        }
        let empty: Vec<String> =
            self.empty_seats().iter().map(|seat| self.session.game().name(*seat).to_string()).collect();
        if !empty.is_empty() {
            lines.push(status(lang.empty_seats(&empty)));
        }
        lines
    }

    /// What a viewer sees as they come: a seat its turn screen (its tiles, the board and
    /// chains, the last round of turns), a watcher the board and the chains.
    fn arrival_screen(&mut self, id: ViewerId) -> Vec<Out> {
        let Some(viewer) = self.viewer(id) else { return Vec::new() };
        let game = self.session.game();
        if game.is_over() {
            return Vec::new();
        }
        let Looks { lang, palette, .. } = viewer.looks;
        match viewer.role {
            Role::Seat(seat) => {
                let key = (game.turn_number(), game.decision().player().unwrap_or_default());
                let screen = self.seat_view(id, seat).turn_screen(&self.session);
                self.set(id, |v| v.shown_for = Some(key));
                text_lines(&screen)
            }
            Role::Watcher => {
                let board = render::board(lang, game, &[], palette);
                text_lines(&format!("{board}{}", render::chains_public(lang, game, palette)))
            }
            Role::Host => Vec::new(),
        }
    }

    /// The status line telling the others that a viewer with `role` came.
    fn arrival(&self, lang: Lang, role: Role) -> Option<String> {
        match role {
            Role::Seat(seat) => Some(lang.joined(self.session.game().name(seat))),
            Role::Watcher => Some(lang.watchers(self.watcher_count())),
            Role::Host => None,
        }
    }

    /// How many watch the table.
    fn watcher_count(&self) -> usize {
        self.viewers.iter().flatten().filter(|v| v.role == Role::Watcher).count()
    }

    /// A status line to every viewer but `except` (`None`: to everyone), in each one's
    /// language, and the prompt again to whoever is deciding (their prompt line was
    /// interrupted).
    fn tell_others(
        &mut self,
        except: Option<ViewerId>,
        say: impl Fn(Lang, &Table) -> Option<String>,
    ) -> Vec<Delivery> {
        let others: Vec<ViewerId> =
            (0..self.viewers.len()).filter(|v| Some(*v) != except && self.viewers[*v].is_some()).collect();
        others
            .into_iter()
            .filter_map(|to| {
                let line = say(self.looks(to).lang, self)?;
                let mut lines = vec![status(line)];
                let again = self.prompt_if_deciding(to).into_iter();
                lines.extend(again.map(|prompt| Out { tag: Tag::PromptAgain, ..prompt }));
                Some(Delivery { to, lines })
            })
            .collect()
    }

    /// After the game changed: what each viewer (but `except`, who was answered already) has
    /// not yet been told.
    fn update_all(&mut self, except: Option<ViewerId>) -> Vec<Delivery> {
        let mut deliveries = Vec::new();
        for to in 0..self.viewers.len() {
            if self.viewers[to].is_none() {
                continue;
            }
            let lines = self.catch_up(to);
            if !lines.is_empty() || Some(to) == except {
                deliveries.push(Delivery { to, lines });
            }
        }
        deliveries
    }

    /// What viewer `id` has not yet been told: the events since, or the turn screen when a
    /// decision of theirs begins, then the prompt, a status, or the end.
    fn catch_up(&mut self, id: ViewerId) -> Vec<Out> {
        let Some(viewer) = self.viewer(id).cloned() else { return Vec::new() };
        let game = self.session.game();
        let log_length = self.session.log().len();
        if game.is_over() {
            let mut lines = self.show_end(id);
            if !lines.is_empty() {
                lines.extend(self.prompt_if_deciding(id));
            }
            return lines;
        }
        let mut lines = Vec::new();
        let deciding = match viewer.role {
            Role::Seat(seat) => game.decision().player() == Some(seat),
            Role::Watcher | Role::Host => false,
        };
        let key = (game.turn_number(), game.decision().player().unwrap_or_default());
        if let (Role::Seat(seat), true) = (viewer.role, deciding && viewer.shown_for != Some(key)) {
            let screen = self.seat_view(id, seat).turn_screen(&self.session);
            lines.extend(text_lines(&screen));
            self.set(id, |v| v.shown_for = Some(key));
        } else {
            let seat = match viewer.role {
                Role::Seat(seat) => Some(seat),
                Role::Watcher | Role::Host => None,
            };
            let untold = &self.session.log()[viewer.told.min(log_length)..];
            let sentences = narrate::sentences(viewer.looks.lang, game, untold, seat);
            lines.extend(self.wrapped(id, &sentences));
        }
        self.set(id, |v| v.told = log_length);
        if deciding {
            lines.extend(self.prompt_if_deciding(id));
        } else if let Some(line) = self.waiting_line(id) {
            lines.push(status(line));
        }
        lines
    }

    /// Whom the table waits for, as viewer `id` is told it, if that changed since they were
    /// last told.
    fn waiting_line(&mut self, id: ViewerId) -> Option<String> {
        let lang = self.looks(id).lang;
        let game = self.session.game();
        let decider = game.decision().player()?;
        let name = game.name(decider);
        let line = match self.session.record().kinds()[decider] {
            PlayerKind::Human if self.stand_ins.contains_key(&decider) => lang.is_thinking(name),
            PlayerKind::Human if !self.is_taken(decider) => lang.waiting_for_absent(name),
            PlayerKind::Human => lang.waiting_for(name),
            _ => lang.is_thinking(name),
        };
        let viewer = self.viewers[id].as_mut()?;
        if viewer.status.as_deref() == Some(line.as_str()) {
            return None;
        }
        viewer.status = Some(line.clone());
        Some(line)
    }

    /// The end, once: who won and the ranking.
    fn show_end(&mut self, id: ViewerId) -> Vec<Out> {
        let Some(viewer) = self.viewer(id).cloned() else { return Vec::new() };
        if viewer.end_shown {
            return Vec::new();
        }
        let lang = viewer.looks.lang;
        let (game, log) = (self.session.game(), self.session.log());
        let seat = match viewer.role {
            Role::Seat(seat) => Some(seat),
            Role::Watcher | Role::Host => None,
        };
        // The last moves before the final scoring, then the summary that tells the scoring.
        let scoring = log.iter().rposition(|e| *e == Event::FinalScoring).unwrap_or(log.len());
        let untold = &log[viewer.told.min(scoring)..scoring];
        let mut lines = self.wrapped(id, &narrate::sentences(lang, game, untold, seat));
        let summary = ending::result(lang, game, log);
        let host = self.host().map(|host| game.name(host).to_string()).unwrap_or_default();
        let after = lang.after_the_end_at_table(&host);
        let mut summary = summary.lines();
        if let Some(first) = summary.next() {
            lines.push(Out { tag: Tag::Over, text: clean_line(first) });
        }
        lines.extend(summary.flat_map(text_lines));
        lines.extend(self.wrapped(id, &after));
        let length = log.len();
        self.set(id, |v| (v.end_shown, v.told) = (true, length));
        lines
    }

    /// The prompt, if viewer `id` must decide now.
    ///
    /// Once the game is over every seat is prompted too, as a local game keeps its prompt
    /// after the end: to look back, for the host to deal again, to leave.
    fn prompt_if_deciding(&self, id: ViewerId) -> Vec<Out> {
        let Some(Viewer { role: Role::Seat(seat), looks, .. }) = self.viewer(id) else { return Vec::new() };
        let game = self.session.game();
        if game.is_over() {
            let host = self.host().map(|host| game.name(host).to_string()).unwrap_or_default();
            return vec![Out { tag: Tag::Prompt, text: clean_line(&looks.lang.over_prompt(&host)) }];
        }
        if game.decision().player() != Some(*seat) {
            return Vec::new();
        }
        let prompt = self.seat_view(id, *seat).prompt(game);
        vec![Out { tag: Tag::Prompt, text: clean_line(&prompt.guide) }]
    }

    /// An answer to viewer `id` only, ending with their prompt if they must decide.
    fn answer(&self, id: ViewerId, mut lines: Vec<Out>) -> Vec<Delivery> {
        lines.extend(self.prompt_if_deciding(id));
        vec![Delivery { to: id, lines }]
    }

    // ----- Small helpers --------------------------------------------------------------------

    fn viewer(&self, id: ViewerId) -> Option<&Viewer> {
        self.viewers.get(id).and_then(Option::as_ref)
    }

    fn looks(&self, id: ViewerId) -> Looks {
        self.viewer(id).map(|v| v.looks).unwrap_or_default()
    }

    fn set(&mut self, id: ViewerId, change: impl FnOnce(&mut Viewer)) {
        if let Some(viewer) = self.viewers.get_mut(id).and_then(Option::as_mut) {
            change(viewer);
        }
    }

    fn seat_view(&self, id: ViewerId, seat: PlayerId) -> SeatView {
        let Looks { lang, palette, width } = self.looks(id);
        SeatView { viewer: seat, lang, palette, width }
    }

    /// `text` broken to viewer `id`'s width, a line each.
    fn wrapped(&self, id: ViewerId, text: &str) -> Vec<Out> {
        text_lines(&wrap(text, self.looks(id).width))
    }
}

/// The command word of a refused command, for its refusal (`undo`, `save`, …).
fn command_word(lang: Lang, command: &Command) -> String {
    crate::words::commands::name(&*lang, command.id()).to_string()
}

#[cfg(test)]
mod tests;
