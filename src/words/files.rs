//! Broken position files, save files, save slots, scripts, and what the file system said.
//!
//! The rooms below the words answer what was wrong with a file as data: a
//! [`PositionProblem`] with its line, a [`SaveProblem`], a [`SlotError`]. These are their
//! words. The words of the formats themselves (keys like `players:`, kinds like `human`,
//! `lone`, `quick`, `yes`, the action notation `lay 7E`) stay as the files write them, in every
//! language: a German player writes the same file.

use std::io;
use std::path::Path;

use crate::ai::LevelError;
use crate::notation::PlayerKind;
use crate::notation::position::{Key, Place};
use crate::notation::{ActionError, NameError, PositionError, PositionProblem, SeatListError, UnknownKind};
use crate::record::ReplayError;
use crate::rules::{Chain, RuleError, Tile};
use crate::save::OpenError;
use crate::save::Source;
use crate::save::script::ScriptError;
use crate::save::{BeginningError, SaveError, SaveProblem, SlotError};
use crate::words::RefusalWords;

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

        /// A computer level (`tycoon:N` and the like) that is none. Every language answers with
        /// the one dispatch over the kinds of [`LevelError`] (in this module); this trait words
        /// [`effort_of`](FileWords::effort_of) and [`effort_error`](FileWords::effort_error).
        fn level_error(&self, error: &LevelError) -> String;

        /// An effort given to a level that takes none: `only the tycoon takes an effort
        /// (tycoon:N), not broker`.
        @piece fn effort_of(&self, kind: PlayerKind) -> String;

        /// An effort that is no number of playouts: `'many' is not a number of playouts: write
        /// tycoon:N with N ≥ 1`.
        @piece fn effort_error(&self, text: &str) -> String;

        /// A seat list (`--players`, a script's `# players:`) that is none. Every language
        /// answers with the one dispatch over the kinds of [`SeatListError`] (in this module);
        /// this trait words [`same_seat_name`](FileWords::same_seat_name).
        fn seat_list_error(&self, error: &SeatListError) -> String;

        /// Two seats of a seat list with one name: `two players are called Ann`.
        @piece fn same_seat_name(&self, name: &str) -> String;

        /// A game that could not be rebuilt from its origin and actions. Every language answers
        /// with the one dispatch over the kinds of [`ReplayError`] (in this module); this trait
        /// words [`action_not_replayed`](FileWords::action_not_replayed).
        fn replay_error(&self, error: &ReplayError) -> String;

        /// The action numbered `number` (from 1) that the rules refuse: `action 3 does not
        /// replay: 7E is not in your hand: 1A 3C (R10.1)`.
        @piece fn action_not_replayed(&self, number: usize, error: &RuleError) -> String;

        /// A save slot that could not be saved or loaded.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// use bauloewe::save::SlotError;
        /// let missing = SlotError::Missing("saves/x.save".into());
        /// assert_eq!(Lang::En.slot_error(&missing), "there is no save saves/x.save: 'saves' lists them");
        /// ```
        ///
        /// Every language answers with the one dispatch over the kinds of [`SlotError`] (in this
        /// module); this trait words each kind, from [`slot_name_error`] to [`broken_save`].
        ///
        /// [`slot_name_error`]: FileWords::slot_name_error
        /// [`broken_save`]: FileWords::broken_save
        fn slot_error(&self, error: &SlotError) -> String;

        /// A name that is no slot name: `'x!' is not a slot name: use 1 to 40 letters, digits,
        /// '-' and '_', like 'monday-2'`.
        @piece fn slot_name_error(&self, name: &str) -> String;

        /// A slot with no save in it: `there is no save saves/x.save: 'saves' lists them`.
        @piece fn no_save(&self, path: &Path) -> String;

        /// A slot the file system refused: `saves/x.save: Permission denied (os error 13)`.
        @piece fn slot_io_error(&self, path: &Path, error: &io::Error) -> String;

        /// A slot whose save does not read: `saves/x.save is broken: it is cut off (no 'end:'
        /// line)`.
        @piece fn broken_save(&self, path: &Path, error: &SaveError) -> String;

        /// A script header that was refused.
        fn script_error(&self, error: &ScriptError) -> String;

        /// Flags and a script header that do not describe one beginning.
        fn beginning_error(&self, error: &BeginningError) -> String;

        /// What the file system said, by its kind (in English the system's own words).
        fn io_error(&self, error: &io::Error) -> String;

        /// The system's random source gave no seat codes for a table, with the system's own
        /// `reason`: `no random seat codes from the system: …`.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// assert_eq!(Lang::De.no_seat_codes("ENOSYS"), "keine zufälligen Codes für die Plätze vom System: ENOSYS");
        /// ```
        fn no_seat_codes(&self, reason: &str) -> String;

        /// The terminal could not be opened for line editing: `cannot open the terminal: …`.
        ///
        /// ```
        /// use std::io;
        /// use bauloewe::words::Lang;
        /// let error = io::Error::from(io::ErrorKind::PermissionDenied);
        /// assert_eq!(Lang::De.no_terminal(&error), "das Terminal lässt sich nicht öffnen: keine Berechtigung");
        /// assert!(Lang::En.no_terminal(&error).starts_with("cannot open the terminal: "));
        /// ```
        fn no_terminal(&self, error: &io::Error) -> String;

        /// Why a game could not be opened: a position file, a new deal's seats, a save slot.
        /// Every language answers with the one dispatch over the kinds of [`OpenError`] (in this
        /// module); this trait words [`start_error_of`](FileWords::start_error_of) and
        /// [`load_error`](FileWords::load_error).
        fn open_error(&self, error: &OpenError) -> String;

        /// A position file, named by its `label`, that does not start a game: `x.txt: line 2: a
        /// game needs 2 to 6 players, not 1 (R6)`.
        @piece fn start_error_of(&self, label: &Source, error: &ReplayError) -> String;

        /// A save slot that does not load: `cannot load: there is no save saves/x.save: 'saves'
        /// lists them`.
        @piece fn load_error(&self, error: &SlotError) -> String;
    }
}

/// A computer level that is none ([`FileWords::level_error`]): the dispatch over the kinds of
/// [`LevelError`], the same in every language.
pub(crate) fn level_error(words: &(impl FileWords + ?Sized), error: &LevelError) -> String {
    match error {
        LevelError::Kind(error) => words.kind_error(error),
        LevelError::EffortOf(kind) => words.effort_of(*kind),
        LevelError::Effort(text) => words.effort_error(text),
    }
}

/// A seat list that is none ([`FileWords::seat_list_error`]): the dispatch over the kinds of
/// [`SeatListError`], the same in every language.
pub(crate) fn seat_list_error(
    words: &(impl FileWords + RefusalWords + ?Sized),
    error: &SeatListError,
) -> String {
    match error {
        SeatListError::Count(error) => words.setup_error(error),
        SeatListError::SameName(name) => words.same_seat_name(name),
        SeatListError::Name(error) => words.name_error(error),
        SeatListError::Kind(error) => words.kind_error(error),
    }
}

/// A game that could not be rebuilt ([`FileWords::replay_error`]): the dispatch over the kinds
/// of [`ReplayError`], the same in every language. Actions are counted from 1 for people.
pub(crate) fn replay_error(words: &(impl FileWords + RefusalWords + ?Sized), error: &ReplayError) -> String {
    match error {
        ReplayError::Setup(error) => words.setup_error(error),
        ReplayError::Position(error) => words.position_error(error),
        ReplayError::Action { index, error } => words.action_not_replayed(index + 1, error),
    }
}

/// A save slot that could not be saved or loaded ([`FileWords::slot_error`]): the dispatch over
/// the kinds of [`SlotError`], the same in every language.
pub(crate) fn slot_error(words: &(impl FileWords + ?Sized), error: &SlotError) -> String {
    match error {
        SlotError::Name(name) => words.slot_name_error(name),
        SlotError::Missing(path) => words.no_save(path),
        SlotError::Io(path, error) => words.slot_io_error(path, error),
        SlotError::Broken(path, error) => words.broken_save(path, error),
    }
}

/// Why a game could not be opened ([`FileWords::open_error`]): the dispatch over the kinds of
/// [`OpenError`], the same in every language. A new deal has no label to name.
pub(crate) fn open_error(words: &(impl FileWords + ?Sized), error: &OpenError) -> String {
    match error {
        OpenError::Start { label: Some(label), error } => words.start_error_of(label, error),
        OpenError::Start { label: None, error } => words.replay_error(error),
        OpenError::Load(error) => words.load_error(error),
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
