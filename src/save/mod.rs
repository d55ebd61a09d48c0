//! Saving and replaying games: save slots ([`slots`]) in the save format ([`format`](mod@format)), the
//! time a save was made ([`clock`]), recorded command scripts ([`script`]), and how a game
//! begins from the flags and a script's header ([`beginning`]).
//!
//! A game is its start and the actions played since (a [`crate::record::Record`]); a save
//! writes down exactly that, so loading replays the actions and gets the very same game. The
//! rules engine knows nothing of files or clocks: all of that lives here.
//!
//! Read [`format`](mod@format) first, then [`slots`].

pub mod beginning;
pub mod clock;
pub mod format;
pub mod keeping;
pub mod script;
pub mod slots;

pub use beginning::{Beginning, BeginningError, OpenError, Source};
pub use format::{HIDDEN_LEADER, SaveError, SaveProblem, Summary, read_save, write_save};
pub use script::ScriptStart;
pub use slots::{AUTOSAVE_PREFIX, DEFAULT_SAVE_DIR, NotSaved, SaveDir, SlotError};
