//! People coming and going: a viewer attaches to a seat or to watch, detaches or types `quit`,
//! and the others hear it; at the end the table lets everyone go.

use crate::words::Lang;

use super::out::{Delivery, Out, Tag, clean_line};
use super::state::Table;
use super::viewer::{Looks, Role, Viewer, ViewerId};

impl Table {
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
        let id = self.seat_viewer(viewer);
        let mut lines = self.welcome(id);
        lines.extend(self.arrival_screen(id));
        lines.extend(self.catch_up(id));
        let mut deliveries = vec![Delivery { to: id, lines }];
        deliveries.extend(self.tell_others(Some(id), |lang, table| table.arrival(lang, role)));
        (id, deliveries)
    }

    /// Everyone at a table that deals now comes at once (a lobby's table, whose people sat down
    /// before the deal): each is told who sits where and sees the first screen, and nobody
    /// hears of the others' coming one by one.
    pub fn attach_all(&mut self, comers: &[(Role, Looks)]) -> (Vec<ViewerId>, Vec<Delivery>) {
        let told = self.session.log().len();
        let ids: Vec<ViewerId> = comers
            .iter()
            .map(|(role, looks)| {
                let looks = *looks;
                self.seat_viewer(Viewer {
                    role: *role,
                    looks,
                    told,
                    shown_for: None,
                    status: None,
                    end_shown: false,
                })
            })
            .collect();
        let deliveries = ids
            .iter()
            .map(|id| {
                let mut lines = self.welcome(*id);
                lines.extend(self.arrival_screen(*id));
                lines.extend(self.catch_up(*id));
                Delivery { to: *id, lines }
            })
            .collect();
        (ids, deliveries)
    }

    /// Puts `viewer` in the first free place; its id.
    fn seat_viewer(&mut self, viewer: Viewer) -> ViewerId {
        let id = match self.viewers.iter().position(Option::is_none) {
            Some(free) => free,
            None => {
                self.viewers.push(None);
                self.viewers.len() - 1
            }
        };
        self.viewers[id] = Some(viewer);
        id
    }

    /// A viewer goes (the connection closed or they typed `quit`); the others hear it. Their
    /// seat stays theirs to take again with its code.
    pub fn detach(&mut self, id: ViewerId) -> Vec<Delivery> {
        let Some(viewer) = self.viewers.get_mut(id).and_then(Option::take) else { return Vec::new() };
        self.tell_others(Some(id), |lang, table| match viewer.role {
            Role::Seat(seat) if table.by_name => Some(lang.left_by_name(table.session.game().name(seat))),
            Role::Seat(seat) => Some(lang.left(table.session.game().name(seat))),
            Role::Watcher => Some(lang.watchers(table.watcher_count())),
            Role::Host => None,
        })
    }

    /// The table closes: every viewer reads `say` in their language as the last line (a
    /// transport closes each connection after it). The viewers stay attached: the table is
    /// done with.
    pub fn close(&self, say: impl Fn(Lang) -> String) -> Vec<Delivery> {
        let ids = (0..self.viewers.len()).filter(|v| self.viewers[*v].is_some());
        let line = |to| Out { tag: Tag::Closed, text: clean_line(&say(self.looks(to).lang)) };
        ids.map(|to| Delivery { to, lines: vec![line(to)] }).collect()
    }

    /// `quit`: the viewer goes, told how to come back (a seat with its code, a watcher by
    /// watching again).
    pub(super) fn leave(&mut self, id: ViewerId) -> Vec<Delivery> {
        let lang = self.looks(id).lang;
        let watching = self.viewer(id).is_some_and(|viewer| viewer.role == Role::Watcher);
        let said = if watching { lang.watcher_goodbye() } else { lang.goodbye() };
        let bye = Out { tag: Tag::Closed, text: clean_line(&said) };
        let mut deliveries = vec![Delivery { to: id, lines: vec![bye] }];
        deliveries.extend(self.detach(id));
        deliveries
    }

    /// The status line telling the others that a viewer with `role` came.
    pub(super) fn arrival(&self, lang: Lang, role: Role) -> Option<String> {
        match role {
            Role::Seat(seat) => Some(lang.joined(self.session.game().name(seat))),
            Role::Watcher => Some(lang.watchers(self.watcher_count())),
            Role::Host => None,
        }
    }
}
