//! Who looks at a table and how: a viewer's number, their role (a seat, a watcher, the
//! host's log), how they want to see the game, and what the table remembers of having told them.

use crate::rules::PlayerId;
use crate::show::palette::Palette;
use crate::words::Lang;

/// A viewer of the table, as [`Table::attach`](super::Table::attach) numbered it.
pub type ViewerId = usize;

/// Who a viewer is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// A person playing this seat.
    Seat(PlayerId),
    /// Someone watching: the public view, never a hand.
    Watcher,
    /// The host's log: the public view, without the lines that greet a watcher or count them.
    Host,
}

/// How a viewer wants to see the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Looks {
    /// The language.
    pub lang: Lang,
    /// How chains are coloured.
    pub palette: Palette,
    /// The width of the viewer's screen in columns.
    pub width: usize,
}

impl Default for Looks {
    fn default() -> Looks {
        Looks { lang: Lang::default(), palette: Palette::Plain, width: crate::words::wrap::PIPED_WIDTH }
    }
}

/// What the table knows of one viewer: who, how they look, and what they have been told.
#[derive(Clone, Debug)]
pub(super) struct Viewer {
    pub(super) role: Role,
    pub(super) looks: Looks,
    /// How much of the game's log this viewer has been told.
    pub(super) told: usize,
    /// The decision (turn and seat) the turn screen was last drawn for.
    pub(super) shown_for: Option<(u32, PlayerId)>,
    /// The last status line sent, so that one is not said twice in a row.
    pub(super) status: Option<String>,
    /// Whether the end of the game has been shown.
    pub(super) end_shown: bool,
}
