//! Forwarders to [`FileWords`](super::words::FileWords), while callers move from
//! `errors::x_error(lang, e)` to `lang.x_error(e)`.

use std::io;

use crate::ai::LevelError;
use crate::notation::{NameError, SeatListError, UnknownKind};
use crate::record::ReplayError;
use crate::save::script::ScriptError;
use crate::save::{BeginningError, SlotError};

use super::Lang;

/// A name that is no player's name. Forwards to `lang.name_error(error)`.
pub fn name_error(lang: Lang, error: &NameError) -> String {
    lang.name_error(error)
}

/// A kind of player that is none. Forwards to `lang.kind_error(error)`.
pub fn kind_error(lang: Lang, error: &UnknownKind) -> String {
    lang.kind_error(error)
}

/// A computer level that is none. Forwards to `lang.level_error(error)`.
pub fn level_error(lang: Lang, error: &LevelError) -> String {
    lang.level_error(error)
}

/// A seat list that is none. Forwards to `lang.seat_list_error(error)`.
pub fn seat_list_error(lang: Lang, error: &SeatListError) -> String {
    lang.seat_list_error(error)
}

/// A game that could not be rebuilt. Forwards to `lang.replay_error(error)`.
pub fn replay_error(lang: Lang, error: &ReplayError) -> String {
    lang.replay_error(error)
}

/// A save slot that could not be saved or loaded. Forwards to `lang.slot_error(error)`.
pub fn slot_error(lang: Lang, error: &SlotError) -> String {
    lang.slot_error(error)
}

/// A script header that was refused. Forwards to `lang.script_error(error)`.
pub fn script_error(lang: Lang, error: &ScriptError) -> String {
    lang.script_error(error)
}

/// Flags and a script header that do not describe one beginning. Forwards to `lang.beginning_error(error)`.
pub fn beginning_error(lang: Lang, error: &BeginningError) -> String {
    lang.beginning_error(error)
}

/// What the file system said. Forwards to `lang.io_error(error)`.
pub fn io_error(lang: Lang, error: &io::Error) -> String {
    lang.io_error(error)
}
