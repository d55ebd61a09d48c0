//! A table's save slot (`table-N`), written after every change of its game, before anyone
//! reads what happened. When a finished game's table deals again (`new`), the finished game
//! is moved aside first (`table-N-game-1`), as at `serve`.

use crate::save::keeping::Keeping;
use crate::save::{NotSaved, SaveDir, clock};
use crate::session::Session;
use crate::words::Lang;

/// Where a table is kept, and what its slot holds.
pub(super) struct Kept {
    saves: SaveDir,
    slot: String,
    keeping: Keeping,
    /// Whether the game last written is over.
    finished: bool,
}

impl Kept {
    /// Table `number`'s slot in `saves`; with a session, one whose game it holds already.
    pub(super) fn new(saves: SaveDir, number: u32, holding: Option<&Session>) -> Kept {
        let keeping = holding.map_or_else(Keeping::default, |session| Keeping::holding(session.actions()));
        let finished = holding.is_some_and(|session| session.game().is_over());
        Kept { saves, slot: format!("table-{number}"), keeping, finished }
    }

    /// The slot's name.
    pub(super) fn slot(&self) -> &str {
        &self.slot
    }

    /// Writes `session` to the slot if it changed since it was last written; the lines for the
    /// server's log (a finished game moved aside, a write that failed, the first that worked
    /// again).
    pub(super) fn keep(&mut self, session: &Session, lang: Lang) -> Vec<String> {
        let mut told = Vec::new();
        if self.keeping.holds(session.actions()) {
            return told;
        }
        let over = session.game().is_over();
        if self.finished && !over {
            // `new` dealt again: the finished game keeps its record under a name of its own.
            self.finished = false;
            told.push(match self.saves.set_aside(&self.slot) {
                Ok(kept) => lang.finished_game_kept(&kept, &self.slot),
                Err(error) => lang.cannot_autosave(&NotSaved::Slot(error)),
            });
        }
        match self.saves.save(&self.slot, session.record(), &clock::now()) {
            Ok(_) => {
                self.keeping.wrote(session.actions());
                self.finished = over;
                told.extend(self.keeping.worked().then(|| lang.autosaving_again(&self.slot)));
            }
            Err(error) => {
                told.extend(self.keeping.failed().then(|| lang.cannot_autosave(&NotSaved::Slot(error))));
            }
        }
        told
    }
}
