//! What each viewer is told: the welcome and the screen they arrive to, a status line to the
//! others, and after every change what each one has not yet read (the events as they see them,
//! their turn screen, the prompt, whom the table waits for, the end).

use crate::notation::PlayerKind;
use crate::rules::Event;
use crate::show::ending;
use crate::show::narrate;
use crate::show::opening::seats_line;
use crate::show::screen;
use crate::words::Lang;
use crate::words::wrap::wrap;

use super::out::{Delivery, Out, Tag, clean_line, fact, status, text_lines};
use super::state::Table;
use super::viewer::{Looks, Role, Viewer, ViewerId};

impl Table {
    /// The first lines a viewer reads: who sits where, and what they are.
    pub(super) fn welcome(&self, id: ViewerId) -> Vec<Out> {
        let Some(viewer) = self.viewer(id) else { return Vec::new() };
        let lang = viewer.looks.lang;
        let mut lines = self.wrapped(id, &seats_line(lang, &self.session));
        lines.push(fact(format!("seats {}", self.seat_list())));
        match viewer.role {
            Role::Seat(seat) => {
                let name = self.session.game().name(seat);
                lines.push(status(lang.you_play(name)));
                lines.push(fact(format!("seat {name}")));
            }
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

    /// The seats as the notation writes a seat list: `Ann:human,Bob:broker`.
    fn seat_list(&self) -> String {
        let (game, kinds) = (self.session.game(), self.session.record().kinds());
        let seats: Vec<String> =
            kinds.iter().enumerate().map(|(seat, kind)| format!("{}:{kind}", game.name(seat))).collect();
        seats.join(",")
    }

    /// What a viewer sees as they come: a seat its turn screen (its tiles, the board and
    /// chains, the last round of turns), a watcher the board and the chains, as at the start of
    /// each turn.
    pub(super) fn arrival_screen(&mut self, id: ViewerId) -> Vec<Out> {
        let Some(viewer) = self.viewer(id) else { return Vec::new() };
        let game = self.session.game();
        if game.is_over() {
            return Vec::new();
        }
        match viewer.role {
            Role::Seat(seat) => {
                let key = (game.turn_number(), game.decision().player().unwrap_or_default());
                let screen = self.seat_view(id, seat).turn_screen(&self.session);
                self.set(id, |v| v.shown_for = Some(key));
                text_lines(&screen)
            }
            Role::Watcher => self.watcher_screen(id, true),
            Role::Host => Vec::new(),
        }
    }

    /// A watcher's board at the start of a turn, fitted to their width, once a turn (the turn's
    /// first line, told as it begins, says whose it is); on `arrival` after an empty line and
    /// that first line.
    fn watcher_screen(&mut self, id: ViewerId, arrival: bool) -> Vec<Out> {
        let Some(viewer) = self.viewer(id) else { return Vec::new() };
        let game = self.session.game();
        let key = (game.turn_number(), game.current_player());
        if viewer.shown_for == Some(key) || game.is_over() {
            return Vec::new();
        }
        let Looks { lang, palette, width } = viewer.looks;
        let mut screen = screen::watched(game, lang, palette, width);
        if arrival {
            // The turn's first line, as it is told when a turn begins.
            let begun = Event::TurnStarted { player: game.current_player(), turn: game.turn_number() };
            let header = narrate::sentences(lang, game, &[begun], None);
            screen = format!("\n{}{screen}", wrap(&header, width));
        }
        self.set(id, |v| v.shown_for = Some(key));
        text_lines(&screen)
    }

    /// A status line to every viewer but `except` (`None`: to everyone), in each one's
    /// language, and the prompt again to whoever is deciding (their prompt line was
    /// interrupted).
    pub(super) fn tell_others(
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
    pub(super) fn update_all(&mut self, except: Option<ViewerId>) -> Vec<Delivery> {
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
    pub(super) fn catch_up(&mut self, id: ViewerId) -> Vec<Out> {
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
            if viewer.role == Role::Watcher {
                lines.extend(self.watcher_screen(id, false));
            }
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
    pub(super) fn waiting_line(&mut self, id: ViewerId) -> Option<String> {
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
    pub(super) fn show_end(&mut self, id: ViewerId) -> Vec<Out> {
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
        let after = lang.after_the_end_at_table(self.host().map(|host| game.name(host)), self.by_name);
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
    pub(super) fn prompt_if_deciding(&self, id: ViewerId) -> Vec<Out> {
        let Some(Viewer { role: Role::Seat(seat), looks, .. }) = self.viewer(id) else { return Vec::new() };
        let game = self.session.game();
        if game.is_over() {
            let host = self.host().map(|host| game.name(host).to_string()).unwrap_or_default();
            let guide = looks.lang.over_prompt(&host, self.by_name);
            return vec![Out { tag: Tag::Prompt, text: clean_line(&guide) }];
        }
        if game.decision().player() != Some(*seat) {
            return Vec::new();
        }
        let prompt = self.seat_view(id, *seat).prompt(game);
        vec![Out { tag: Tag::Prompt, text: clean_line(&prompt.guide) }]
    }

    /// An answer to viewer `id` only, ending with their prompt if they must decide.
    pub(super) fn answer(&self, id: ViewerId, mut lines: Vec<Out>) -> Vec<Delivery> {
        lines.extend(self.prompt_if_deciding(id));
        vec![Delivery { to: id, lines }]
    }
}
