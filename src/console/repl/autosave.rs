//! Saving a game at a terminal after every decision, so that nothing is lost.
//!
//! A game played at a terminal gets an autosave slot of its own (`autosave-3`, see
//! [`crate::save::slots`]) at its first decision, and is written there again after every
//! decision, a computer player's too. Closing the terminal, Ctrl-C, `kill -9` or a power cut
//! then lose at most the line being typed, and `bauloewe --continue` goes on where the game
//! stood. Scripts and pipes keep no autosave: what they play is in their input already, and
//! they must never replace a person's game.
//!
//! A write that fails (a full disk, a read-only folder) is told in one line, once; the game
//! goes on, every later decision tries again, and a line says when saving works again.

use std::io;

use crate::console::repl::Repl;
use crate::save::NotSaved;
use crate::save::clock;
use crate::save::keeping::Keeping;
use crate::save::slots::{SlotError, autosave_number};
use crate::session::Session;

/// The autosave of a game at a terminal.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Autosave {
    /// The slot, once the game has one (`autosave-3`); a new game gets one at its first
    /// decision, so that starting and leaving at once leaves no file.
    slot: Option<String>,
    /// The named slot the game was loaded from (`--load monday`), which holds it until the
    /// first decision gives it an autosave.
    loaded: Option<String>,
    /// What the slot holds (the game as it began, until the first write), and whether
    /// writing it fails.
    keeping: Keeping,
}

impl Autosave {
    /// The autosave of `session`, a game that began here or came from slot `from`: that slot
    /// if it is an autosave (the game goes on in it), else a new one at its first decision.
    pub(super) fn new(session: &Session, from: Option<&str>) -> Autosave {
        let from = from.map(str::to_lowercase);
        let (slot, loaded) = match from {
            Some(name) if autosave_number(&name).is_some() => (Some(name), None),
            named => (None, named),
        };
        Autosave { slot, loaded, keeping: Keeping::holding(session.actions()) }
    }
}

impl Repl<'_> {
    /// After a decision: writes the game to its autosave if it changed since it was last
    /// written. Nothing happens where the game keeps no autosave (a script, a pipe).
    pub(super) fn keep(&mut self) -> io::Result<()> {
        if self.autosave.is_none() || self.autosaved() {
            return Ok(());
        }
        match self.write_autosave() {
            Ok(_) => self.saving_works(),
            Err(why) => self.saving_fails(&why),
        }
    }

    /// Whether the game as it stands is in its autosave (or unchanged since it began, or kept
    /// in no autosave at all).
    pub(super) fn autosaved(&self) -> bool {
        self.autosave.as_ref().is_none_or(|autosave| autosave.keeping.holds(self.session.actions()))
    }

    /// The autosave's slot name, if the game has one.
    pub(super) fn autosave_slot(&self) -> Option<&str> {
        self.autosave.as_ref()?.slot.as_deref()
    }

    /// The named slot the game was loaded from, if it was (at a terminal).
    pub(super) fn loaded_slot(&self) -> Option<&str> {
        self.autosave.as_ref()?.loaded.as_deref()
    }

    /// Starts the autosave of a new session (loaded from slot `from`, if it was), where the
    /// game keeps one.
    pub(super) fn restart_autosave(&mut self, from: Option<&str>) {
        if self.autosave.is_some() {
            self.autosave = Some(Autosave::new(&self.session, from));
        }
    }

    /// Writes the autosave, giving the game a slot first if it has none yet (and removing the
    /// oldest autosaves beyond those kept); answers the slot.
    pub(super) fn write_autosave(&mut self) -> Result<String, NotSaved> {
        let dir = self.saves.as_ref().ok_or(NotSaved::Off)?;
        let autosave = self.autosave.get_or_insert_default();
        let slot = match &autosave.slot {
            Some(slot) => slot.clone(),
            None => {
                dir.next_autosave().map_err(|e| NotSaved::Slot(SlotError::Io(dir.path().to_path_buf(), e)))?
            }
        };
        dir.save(&slot, self.session.record(), &clock::now()).map_err(NotSaved::Slot)?;
        autosave.keeping.wrote(self.session.actions());
        self.saved = self.session.actions().to_vec();
        if autosave.slot.is_none() {
            autosave.slot = Some(slot.clone());
            // Old autosaves that cannot be removed stay: the game is saved, which matters more.
            let _ = dir.remove_old_autosaves(&slot);
        }
        Ok(slot)
    }

    /// A write worked: after failures, says so.
    fn saving_works(&mut self) -> io::Result<()> {
        let Some(autosave) = self.autosave.as_mut() else { return Ok(()) };
        if !autosave.keeping.worked() {
            return Ok(());
        }
        let slot = autosave.slot.clone().unwrap_or_default();
        self.say(&format!("{}\n", self.lang.autosaving_again(&slot)))
    }

    /// A write failed: says so once, and the game goes on.
    fn saving_fails(&mut self, why: &NotSaved) -> io::Result<()> {
        let Some(autosave) = self.autosave.as_mut() else { return Ok(()) };
        if !autosave.keeping.failed() {
            return Ok(());
        }
        self.say(&format!("{}\n", self.lang.cannot_autosave(why)))
    }
}
