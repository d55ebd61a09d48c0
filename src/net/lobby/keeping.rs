//! A table's save slot (`table-N`), written after every change of its game, before anyone
//! reads what happened. When a finished game's table deals again (`new`), the finished game
//! is moved aside first (`table-N-game-1`), as at `serve`.
//!
//! The writing itself (a file, its sync, a rename, the folder's sync) waits on the disk, so it
//! is done in tokio's blocking pool, never on the event loop: [`Kept::prepare`] renders what to
//! write on the loop, [`Write::run`] writes it in the pool while the room awaits it, and
//! [`Kept::finish`] takes the outcome back. Other rooms play on meanwhile.

use crate::save::format::write_save;
use crate::save::keeping::Keeping;
use crate::save::{NotSaved, SaveDir, SlotError, clock};
use crate::session::Session;
use crate::words::Lang;

/// Table `number`'s slot name: `table-3`.
pub(super) fn table_slot(number: u32) -> String {
    format!("table-{number}")
}

/// Where a table is kept, and what its slot holds.
pub(super) struct Kept {
    saves: SaveDir,
    slot: String,
    keeping: Keeping,
    /// Whether the game last written is over.
    finished: bool,
}

/// One write of a table's slot, to be run off the event loop.
pub(super) struct Write {
    saves: SaveDir,
    slot: String,
    text: String,
    /// Whether the finished game in the slot is moved aside first.
    set_aside: bool,
}

/// What a [`Write`] did: the finished game moved aside (where to), and the save.
pub(super) struct Written {
    set_aside: Option<Result<String, SlotError>>,
    saved: Result<(), SlotError>,
}

impl Write {
    /// Writes (in the blocking pool).
    pub(super) fn run(self) -> Written {
        let set_aside = self.set_aside.then(|| self.saves.set_aside(&self.slot));
        let saved = self.saves.save_text(&self.slot, &self.text).map(|_| ());
        Written { set_aside, saved }
    }
}

impl Kept {
    /// Table `number`'s slot in `saves`; with a session, one whose game it holds already.
    pub(super) fn new(saves: SaveDir, number: u32, holding: Option<&Session>) -> Kept {
        let keeping = holding.map_or_else(Keeping::default, |session| Keeping::holding(session.actions()));
        let finished = holding.is_some_and(|session| session.game().is_over());
        Kept { saves, slot: table_slot(number), keeping, finished }
    }

    /// The slot's name.
    pub(super) fn slot(&self) -> &str {
        &self.slot
    }

    /// What to write if `session` changed since it was last written.
    pub(super) fn prepare(&self, session: &Session) -> Option<Write> {
        if self.keeping.holds(session.actions()) {
            return None;
        }
        let over = session.game().is_over();
        Some(Write {
            saves: self.saves.clone(),
            slot: self.slot.clone(),
            text: write_save(session.record(), &clock::now()),
            // `new` dealt again: the finished game keeps its record under a name of its own.
            set_aside: self.finished && !over,
        })
    }

    /// Takes back what a write of `session` did; the lines for the server's log (a finished
    /// game moved aside, a write that failed, the first that worked again).
    pub(super) fn finish(&mut self, written: Written, session: &Session, lang: Lang) -> Vec<String> {
        let mut told = Vec::new();
        if let Some(moved) = written.set_aside {
            self.finished = false;
            told.push(match moved {
                Ok(kept) => lang.finished_game_kept(&kept, &self.slot),
                Err(error) => lang.cannot_autosave(&NotSaved::Slot(error)),
            });
        }
        match written.saved {
            Ok(()) => {
                self.keeping.wrote(session.actions());
                self.finished = session.game().is_over();
                told.extend(self.keeping.worked().then(|| lang.autosaving_again(&self.slot)));
            }
            Err(error) => {
                told.extend(self.keeping.failed().then(|| lang.cannot_autosave(&NotSaved::Slot(error))));
            }
        }
        told
    }
}
