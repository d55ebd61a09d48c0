//! Broken position files, save files, save slots, scripts, and what the file system said.
//!
//! The layers below the console answer what was wrong with a file as data: a
//! [`PositionProblem`] with its line, a [`SaveProblem`], a [`SlotError`]. These are their
//! words. The words of the formats themselves (keys like `players:`, kinds like `human`,
//! `lone`, `quick`, `yes`, the action notation `lay 7E`) stay as the files write them, in every
//! language: a German player writes the same file.

use std::io;

use crate::ai::LevelError;
use crate::notation::position::{Key, Place};
use crate::notation::{ActionError, NameError, PositionError, PositionProblem, SeatListError, UnknownKind};
use crate::record::ReplayError;
use crate::rules::{Chain, Tile};
use crate::save::OpenError;
use crate::save::script::ScriptError;
use crate::save::{BeginningError, SaveError, SaveProblem, SlotError};

sentences! {
    /// Broken position files, save files, save slots, scripts, and what the file system said.
    pub trait FileWords {
        /// A refused position file with its line: `line 7: …`, or the problem alone when no
        /// single line is to blame.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// use bauloewe::notation::position::read_position;
        /// let error = read_position("# bauloewe position 2\n").unwrap_err();
        /// let en = "line 1: position format version '2' is not supported: this program reads version 1 \
        ///           ('# bauloewe position 1')";
        /// assert_eq!(Lang::En.position_error(&error), en);
        /// assert!(Lang::De.position_error(&error).starts_with("Zeile 1: Positionsformat Version '2'"));
        /// ```
        fn position_error(&self, error: &PositionError) -> String;

        /// What was wrong in a position file, without the line.
        fn position_problem(&self, problem: &PositionProblem) -> String;

        /// Where a tile of a position file is: `on the board`, `in Ann's hand`, `in the pool`.
        @piece fn tile_place(&self, place: &Place) -> String;

        /// A save file that does not read, with the verdict: `broken: …`, or in German
        /// `unvollständig: …` for a file that stops early. It follows a file's name
        /// (`saves/x.save is broken: …`) or stands in the saves list.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// use bauloewe::save::SaveError;
        /// assert_eq!(Lang::En.save_error(&SaveError::Truncated), "broken: it is cut off (no 'end:' line)");
        /// assert_eq!(Lang::De.save_error(&SaveError::Truncated), "unvollständig: die Zeile 'end:' fehlt");
        /// ```
        fn save_error(&self, error: &SaveError) -> String;

        /// What is wrong on a line of a save file.
        fn save_problem(&self, problem: &SaveProblem) -> String;

        /// A line of a save file that is not an action in the files' notation.
        fn action_error(&self, error: &ActionError) -> String;

        /// A name that is no player's name.
        fn name_error(&self, error: &NameError) -> String;

        /// A kind of player that is none.
        fn kind_error(&self, error: &UnknownKind) -> String;

        /// A computer level (`tycoon:N` and the like) that is none.
        fn level_error(&self, error: &LevelError) -> String;

        /// A seat list (`--players`, a script's `# players:`) that is none.
        fn seat_list_error(&self, error: &SeatListError) -> String;

        /// A game that could not be rebuilt from its origin and actions.
        fn replay_error(&self, error: &ReplayError) -> String;

        /// A save slot that could not be saved or loaded.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// use bauloewe::save::SlotError;
        /// let missing = SlotError::Missing("saves/x.save".into());
        /// assert_eq!(Lang::En.slot_error(&missing), "there is no save saves/x.save: 'saves' lists them");
        /// ```
        fn slot_error(&self, error: &SlotError) -> String;

        /// A script header that was refused.
        fn script_error(&self, error: &ScriptError) -> String;

        /// Flags and a script header that do not describe one beginning.
        fn beginning_error(&self, error: &BeginningError) -> String;

        /// What the file system said, by its kind (in English the system's own words).
        fn io_error(&self, error: &io::Error) -> String;

        /// Why a game could not be opened: a position file, a new deal's seats, a save slot.
        fn open_error(&self, error: &OpenError) -> String;
    }
}

/// The chains' full names, `Zugvogel, Ankerplatz, …`.
pub(super) fn chain_names() -> String {
    let names: Vec<&str> = Chain::ALL.into_iter().map(Chain::name).collect();
    names.join(", ")
}

/// The keys of the position format, `players, turn, …`.
pub(super) fn key_names() -> String {
    let words: Vec<&str> = Key::ALL.into_iter().map(Key::word).collect();
    words.join(", ")
}

/// Tiles separated by spaces, as a position file writes them.
pub(super) fn tile_names(tiles: &[Tile]) -> String {
    let names: Vec<String> = tiles.iter().map(Tile::to_string).collect();
    names.join(" ")
}
