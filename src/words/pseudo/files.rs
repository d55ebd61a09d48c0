use std::io;

use crate::ai::LevelError;
use crate::notation::position::Place;
use crate::notation::{ActionError, NameError, PositionError, PositionProblem, SeatListError, UnknownKind};
use crate::record::ReplayError;
use crate::save::OpenError;
use crate::save::script::ScriptError;
use crate::save::{BeginningError, SaveError, SaveProblem, SlotError};
use crate::words::FileWords;
use crate::words::pseudo::{English, Pseudo, wrap};

/// Every error is a sentence and is wrapped; where a tile is (`in Ann's hand`) is a piece of
/// one and is not.
impl FileWords for Pseudo {
    fn position_error(&self, error: &PositionError) -> String {
        wrap(English.position_error(error))
    }

    fn position_problem(&self, problem: &PositionProblem) -> String {
        wrap(English.position_problem(problem))
    }

    fn tile_place(&self, place: &Place) -> String {
        English.tile_place(place)
    }

    fn save_error(&self, error: &SaveError) -> String {
        wrap(English.save_error(error))
    }

    fn save_problem(&self, problem: &SaveProblem) -> String {
        wrap(English.save_problem(problem))
    }

    fn action_error(&self, error: &ActionError) -> String {
        wrap(English.action_error(error))
    }

    fn name_error(&self, error: &NameError) -> String {
        wrap(English.name_error(error))
    }

    fn kind_error(&self, error: &UnknownKind) -> String {
        wrap(English.kind_error(error))
    }

    fn level_error(&self, error: &LevelError) -> String {
        wrap(English.level_error(error))
    }

    fn seat_list_error(&self, error: &SeatListError) -> String {
        wrap(English.seat_list_error(error))
    }

    fn replay_error(&self, error: &ReplayError) -> String {
        wrap(English.replay_error(error))
    }

    fn slot_error(&self, error: &SlotError) -> String {
        wrap(English.slot_error(error))
    }

    fn script_error(&self, error: &ScriptError) -> String {
        wrap(English.script_error(error))
    }

    fn beginning_error(&self, error: &BeginningError) -> String {
        wrap(English.beginning_error(error))
    }

    fn io_error(&self, error: &io::Error) -> String {
        wrap(English.io_error(error))
    }

    fn open_error(&self, error: &OpenError) -> String {
        wrap(English.open_error(error))
    }
}
