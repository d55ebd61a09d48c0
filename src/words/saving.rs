//! Saving, loading and the saves list; taking a decision back; the questions asked before
//! leaving.

use std::io;
use std::path::Path;

use crate::rules::Options;
use crate::rules::Tile;
use crate::save::NotSaved;
use crate::save::Source;
use crate::save::{SlotError, Summary};
use crate::words::FileWords;

/// What a take-back would have shown the person again: a tile they have seen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seen {
    /// The tile they drew.
    Drawn(Tile),
    /// The tile they drew for a dead tile of theirs (the dead one named).
    ForDeadTile(Tile),
}

sentences! {
    /// Saving, loading and the saves list; taking a decision back; leaving.
    pub trait SavingWords {
        /// A game saved: `Saved turn 3 as 'monday' (saves/monday.save).`
        fn saved(&self, turn: u32, name: &str, path: &Path) -> String;

        /// Leaving a game at a terminal that `slot` holds, and the `command` that goes on with it
        /// (`bauloewe --continue`, or `bauloewe --load monday` for a game loaded and left as it
        /// was).
        fn kept(&self, slot: &str, command: &str) -> String;

        /// A game left for another (`load`, `new`) that its autosave `slot` holds, and how to
        /// come back to it.
        fn left_in(&self, slot: &str) -> String;

        /// Saving after a decision failed: the game goes on unsaved (said once).
        fn cannot_autosave(&self, why: &NotSaved) -> String;

        /// Saving after a decision works again, into `slot`.
        fn autosaving_again(&self, slot: &str) -> String;

        /// `--continue` found no unfinished game in the saves folder.
        fn nothing_to_continue(&self, folder: &Path) -> String;

        /// A save refused: `cannot save: …`.
        fn cannot_save(&self, why: &NotSaved) -> String;

        /// A save before leaving (the game, for another) that failed, at a keyboard: the game goes
        /// on, and how to leave it without saving.
        fn cannot_save_so_stay(&self, why: &NotSaved) -> String;

        /// A load refused; the game in play goes on.
        fn cannot_load(&self, why: &NotSaved) -> String;

        /// A game loaded: `Loaded 'monday': Ann human, Bob tourist, turn 6, saved …` (`players`
        /// as the saves list shows them).
        fn loaded(&self, name: &str, players: &str, summary: &Summary) -> String;

        /// The first line of a new deal: its seed, and the variants that are on (V1 to V3).
        fn opened_new(&self, seed: u64, options: Options) -> String;

        /// The first line of a game from a position, named by where it came from (a file's
        /// name, or the script): `Baulöwe: game loaded from market.pos (the market, V3).`
        fn opened_position(&self, label: Option<&Source>, options: Options) -> String;

        /// The first line of a game opened from a save slot (`--load NAME`).
        fn opened_from_save(&self, name: &str, players: &str, summary: &Summary) -> String;

        /// The saves list asked for where saving is off.
        fn saving_off(&self) -> String;

        /// The saves folder could not be read.
        fn cannot_read_saves(&self, folder: &Path, error: &io::Error) -> String;

        /// The saves list of a folder without saves, and how to make one.
        fn no_saves(&self, folder: &str) -> String;

        /// The line above the saves list: `Saves in saves/:`.
        fn saves_heading(&self, folder: &str) -> String;

        /// A save in the list: its players (as shown), turn, leader and when it was saved.
        fn listed_save(&self, players: &str, summary: &Summary) -> String;

        /// A save in the list that does not load, and why. Every language answers with the one
        /// dispatch over the kinds of [`SlotError`] (in this module): a broken save is said as
        /// [`FileWords::save_error`] says it, any other slot as
        /// [`unreadable_slot`](SavingWords::unreadable_slot).
        ///
        /// [`FileWords::save_error`]: crate::words::FileWords::save_error
        fn listed_broken(&self, error: &SlotError) -> String;

        /// A slot in the saves list that does not read, not for its save (its name, the file
        /// system): `broken: saves/x.save: Permission denied (os error 13)`.
        @piece fn unreadable_slot(&self, error: &SlotError) -> String;

        /// What `quit` or `load` asks at a keyboard before leaving progress no save holds (saving
        /// failed): a prompt, with its answers.
        fn save_question(&self) -> String;

        /// Ctrl-C at that question: the person stays.
        fn quit_cancelled(&self) -> String;

        /// `undo` in a game where several people play at one keyboard.
        fn cannot_undo_hot_seat(&self) -> String;

        /// `undo` before the person has decided anything.
        fn nothing_to_undo(&self) -> String;

        /// `undo` once the game is over: the ranking stands.
        fn cannot_undo_game_over(&self) -> String;

        /// `undo` refused because it would hide again a tile the person has seen.
        fn cannot_undo_seen(&self, undone: &str, seen: Seen) -> String;

        /// A decision taken back, with the computer moves after it: `Took back 'lay 6D' and
        /// 3 computer moves after it.`
        fn took_back(&self, undone: &str, computer_moves: usize) -> String;
    }
}

/// Why a game was not saved, the piece after `cannot save: `: the dispatch over the kinds of
/// [`NotSaved`], the same in every language.
pub(crate) fn not_saved(words: &(impl SavingWords + FileWords + ?Sized), why: &NotSaved) -> String {
    match why {
        NotSaved::Off => words.saving_off(),
        NotSaved::Slot(error) => words.slot_error(error),
    }
}

/// A save in the list that does not load ([`SavingWords::listed_broken`]): the dispatch over
/// the kinds of [`SlotError`], the same in every language.
pub(crate) fn listed_broken(words: &(impl SavingWords + FileWords + ?Sized), error: &SlotError) -> String {
    match error {
        SlotError::Broken(_, error) => words.save_error(error),
        SlotError::Name(_) | SlotError::Missing(_) | SlotError::Io(..) => words.unreadable_slot(error),
    }
}
