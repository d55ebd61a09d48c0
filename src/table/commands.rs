//! A line a viewer typed, answered: parsed into a command, then shown (the looks a seat or a
//! watcher may ask for), played if the decision is the seat's, or refused with why (out of turn,
//! not at a table, only watching).

use crate::command::{Command, Info};
use crate::rules::{PlayerId, RuleError};
use crate::session::waiting::answers;
use crate::session::{PlayError, Session};
use crate::show::guide;
use crate::show::help;
use crate::show::legal;
use crate::show::render;
use crate::show::seat::recent_events;
use crate::words::Lang;

use super::out::{Delivery, Out, Tag, clean_line, machine_lines, refused, status};
use super::state::Table;
use super::viewer::{Looks, Role, ViewerId};

impl Table {
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
                let game = self.session.game();
                let refusal = match role {
                    // A game command typed out of turn hears whose decision it is, not what
                    // the other seat's step wants (its words may be wrong as well).
                    Role::Seat(seat) => match self.decided_by_another(seat) {
                        Some(decider)
                            if error.command().and_then(|c| answers(c, game.decision())).is_some() =>
                        {
                            lang.not_your_decision(game.name(decider), decider == game.current_player())
                        }
                        _ => guide::refusal(lang, &self.session, seat, error),
                    },
                    Role::Watcher | Role::Host => {
                        guide::refusal(lang, &self.session, game.current_player(), error)
                    }
                };
                return self.answer(id, vec![refused(refusal)]);
            }
        };
        match role {
            Role::Seat(seat) => self.seat_command(id, seat, command),
            Role::Watcher | Role::Host => self.watcher_command(id, command),
        }
    }

    /// A command from the person at `seat`.
    fn seat_command(&mut self, id: ViewerId, seat: PlayerId, command: Command) -> Vec<Delivery> {
        let lang = self.looks(id).lang;
        let lines = match command {
            Command::Quit => return self.leave(id),
            Command::Undo => vec![refused(lang.undo_not_at_a_table(&command_word(lang, &command)))],
            Command::Load(_) => vec![refused(lang.not_at_a_table(&command_word(lang, &command)))],
            Command::Save(_) | Command::Saves => {
                vec![refused(lang.files_not_at_a_table(&command_word(lang, &command)))]
            }
            Command::New => return self.deal_again(id, seat),
            Command::Help(topic) => self.help(id, topic.as_deref()),
            Command::Show(Info::Dump) if self.session.game().is_over() => {
                machine_lines(&self.session.record().position())
            }
            Command::Show(Info::Dump) => vec![refused(lang.dump_after_the_end())],
            Command::Show(Info::Hint) => self.hint(id, seat),
            Command::Show(Info::View) => {
                machine_lines(&self.seat_view(id, seat).info(&self.session, Info::View).unwrap_or_default())
            }
            Command::Show(Info::Legal) => self.legal(id, seat),
            Command::Show(info) => {
                let view = self.seat_view(id, seat);
                self.wrapped(id, &view.info(&self.session, info).unwrap_or_default())
            }
            Command::WholeLog => {
                let (game, log) = (self.session.game(), self.session.log());
                self.wrapped(id, &recent_events(lang, game, log, Some(seat), usize::MAX))
            }
            command => return self.play(id, seat, &command),
        };
        self.answer(id, lines)
    }

    /// A command from a watcher: only what shows the public view.
    fn watcher_command(&mut self, id: ViewerId, command: Command) -> Vec<Delivery> {
        let Looks { lang, palette, width } = self.looks(id);
        let game = self.session.game();
        let shown = match command {
            Command::Quit => return self.leave(id),
            // A watcher's own commands, not a player's (`help WORD` tells any of them).
            Command::Help(None) => lang.watcher_help(),
            Command::Help(topic) => return self.answer(id, self.help(id, topic.as_deref())),
            Command::Show(Info::Board) => render::board(lang, game, &[], palette),
            // A watcher sees the holdings a seat may not see of another (V2) as nobody's.
            Command::Show(Info::Chains) => render::chains_public(lang, game, palette, width),
            Command::Show(Info::Players) => {
                render::players_public(lang, game, self.session.record().kinds(), width)
            }
            Command::Show(Info::Rules) => help::rules_in_short(lang).to_string(),
            Command::Show(Info::Log) | Command::WholeLog => {
                let most =
                    if command == Command::WholeLog { usize::MAX } else { crate::show::seat::LOG_LENGTH };
                recent_events(lang, game, self.session.log(), None, most)
            }
            // A position file is read by programs: never broken.
            Command::Show(Info::Dump) if game.is_over() => {
                return self.answer(id, machine_lines(&self.session.record().position()));
            }
            _ => return self.answer(id, vec![refused(lang.only_watching())]),
        };
        let lines = self.wrapped(id, &shown);
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
        match help::answer(lang, topic, width, true) {
            Ok(text) => self.wrapped(id, &text),
            Err(error) => vec![refused(lang.no_help_on(&error.0))],
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
        // Out of turn every command that plays says whose decision it is, as `end` does: what
        // the other seat's step wants ("too late to lay a tile this turn: now buy …") is not
        // this seat's to read.
        if let Some(decider) = self.decided_by_another(seat) {
            return self.answer(
                id,
                vec![refused(lang.not_your_decision(game.name(decider), decider == game.current_player()))],
            );
        }
        let result = self.session.resolve(command).and_then(|actions| self.session.apply_all(&actions));
        let events = match result {
            Ok(events) => events,
            Err(PlayError::Rule(RuleError::NotNow { .. })) => {
                let refusal = guide::not_now(lang, &self.session, seat, command.id());
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

    /// The seat whose decision it is, if the game waits for one and it is not `seat`.
    fn decided_by_another(&self, seat: PlayerId) -> Option<PlayerId> {
        self.session.game().decision().player().filter(|decider| *decider != seat)
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
}

/// The command word of a refused command, for its refusal (`undo`, `save`, …).
fn command_word(lang: Lang, command: &Command) -> String {
    crate::words::commands::name(&*lang, command.id()).to_string()
}
