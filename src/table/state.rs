//! What a table holds (the game, its viewers, the stand-ins) and what it can say of them
//! without changing anything: who plays which seat, how a viewer sees the table.

use std::collections::{BTreeMap, BTreeSet};

use crate::notation::PlayerKind;
use crate::rules::PlayerId;
use crate::session::Session;
use crate::show::seat::SeatView;
use crate::words::Lang;
use crate::words::wrap::wrap;

use super::out::{Out, text_lines};
use super::viewer::{Looks, Role, Viewer, ViewerId};

/// One game and the people at it; see the [module](super) documentation.
pub struct Table {
    pub(super) session: Session,
    pub(super) viewers: Vec<Option<Viewer>>,
    /// The host's language: the table's own lines (a status to everyone) are built per viewer,
    /// but the host's log speaks this one.
    pub(super) lang: Lang,
    /// The people's seats a computer decides for while they are away ([`Table::stand_in`]),
    /// with its level; a seat leaves this when its person comes back.
    pub(super) stand_ins: BTreeMap<PlayerId, PlayerKind>,
    /// The people's seats a stand-in has decided for since this table was opened: the records
    /// say so beside the result ([`Table::stood_in`]).
    pub(super) stood_in: BTreeSet<PlayerId>,
    /// Whether its seats are held by their people's names (a lobby's table) rather than by
    /// codes: what the others hear when a seat leaves.
    pub(super) by_name: bool,
}

impl Table {
    /// A table for `session`, whose human seats are played by whoever attaches to them.
    pub fn new(session: Session, lang: Lang) -> Table {
        Table {
            session,
            viewers: Vec::new(),
            lang,
            stand_ins: BTreeMap::new(),
            stood_in: BTreeSet::new(),
            by_name: false,
        }
    }

    /// This table's seats are held by their people's names, as at a lobby's table (a person
    /// who leaves comes back by name, not with a code).
    pub fn held_by_name(mut self) -> Table {
        self.by_name = true;
        self
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

    /// What viewer `id` is at the table (`None` once it left).
    pub fn role_of(&self, id: ViewerId) -> Option<Role> {
        self.viewer(id).map(|viewer| viewer.role)
    }

    /// The people's seats nobody plays now.
    pub fn empty_seats(&self) -> Vec<PlayerId> {
        self.people().into_iter().filter(|seat| !self.is_taken(*seat)).collect()
    }

    /// How many watch the table.
    pub(super) fn watcher_count(&self) -> usize {
        self.viewers.iter().flatten().filter(|v| v.role == Role::Watcher).count()
    }

    pub(super) fn viewer(&self, id: ViewerId) -> Option<&Viewer> {
        self.viewers.get(id).and_then(Option::as_ref)
    }

    pub(super) fn looks(&self, id: ViewerId) -> Looks {
        self.viewer(id).map(|v| v.looks).unwrap_or_default()
    }

    pub(super) fn set(&mut self, id: ViewerId, change: impl FnOnce(&mut Viewer)) {
        if let Some(viewer) = self.viewers.get_mut(id).and_then(Option::as_mut) {
            change(viewer);
        }
    }

    pub(super) fn seat_view(&self, id: ViewerId, seat: PlayerId) -> SeatView {
        let Looks { lang, palette, width } = self.looks(id);
        SeatView { viewer: seat, lang, palette, width }
    }

    /// `text` broken to viewer `id`'s width, a line each.
    pub(super) fn wrapped(&self, id: ViewerId, text: &str) -> Vec<Out> {
        text_lines(&wrap(text, self.looks(id).width))
    }
}
