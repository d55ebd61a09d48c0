//! Saving and replaying games: save slots ([`slots`]) in the save format ([`format`]), the
//! time a save was made ([`clock`]), and recorded command scripts ([`script`]).
//!
//! A game is its start and the actions played since (see [`crate::console::Session`]); a save
//! writes down exactly that, so loading replays the actions and gets the very same game. The
//! rules engine knows nothing of files or clocks: all of that lives here.
//!
//! Read [`format`] first, then [`slots`].

pub mod clock;
pub mod format;
pub mod script;
pub mod slots;

pub use format::{SaveError, Summary, parse_action, read_save, write_save};
pub use slots::{AUTOSAVE, SaveDir, SlotError};
