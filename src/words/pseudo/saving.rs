use std::io;
use std::path::Path;

use crate::rules::Options;
use crate::save::NotSaved;
use crate::save::{SlotError, Summary};
use crate::words::SavingWords;
use crate::words::pseudo::{English, Pseudo, wrap};
use crate::words::saving::Seen;

impl SavingWords for Pseudo {
    fn saved(&self, turn: u32, name: &str, path: &Path) -> String {
        wrap(English.saved(turn, name, path))
    }

    fn kept(&self, slot: &str, command: &str) -> String {
        wrap(English.kept(slot, command))
    }

    fn left_in(&self, slot: &str) -> String {
        wrap(English.left_in(slot))
    }

    fn cannot_autosave(&self, why: &NotSaved) -> String {
        wrap(English.cannot_autosave(why))
    }

    fn autosaving_again(&self, slot: &str) -> String {
        wrap(English.autosaving_again(slot))
    }

    fn nothing_to_continue(&self, folder: &Path) -> String {
        wrap(English.nothing_to_continue(folder))
    }

    fn cannot_save(&self, why: &NotSaved) -> String {
        wrap(English.cannot_save(why))
    }

    fn cannot_save_so_stay(&self, why: &NotSaved) -> String {
        wrap(English.cannot_save_so_stay(why))
    }

    fn cannot_load(&self, why: &NotSaved) -> String {
        wrap(English.cannot_load(why))
    }

    fn loaded(&self, name: &str, players: &str, summary: &Summary) -> String {
        wrap(English.loaded(name, players, summary))
    }

    fn opened_new(&self, seed: u64, options: Options) -> String {
        wrap(English.opened_new(seed, options))
    }

    fn opened_position(&self, label: Option<&str>, options: Options) -> String {
        wrap(English.opened_position(label, options))
    }

    fn opened_from_save(&self, name: &str, players: &str, summary: &Summary) -> String {
        wrap(English.opened_from_save(name, players, summary))
    }

    fn saving_off(&self) -> String {
        wrap(English.saving_off())
    }

    fn cannot_read_saves(&self, folder: &Path, error: &io::Error) -> String {
        wrap(English.cannot_read_saves(folder, error))
    }

    fn no_saves(&self, folder: &str) -> String {
        wrap(English.no_saves(folder))
    }

    fn saves_heading(&self, folder: &str) -> String {
        wrap(English.saves_heading(folder))
    }

    fn listed_save(&self, players: &str, summary: &Summary) -> String {
        wrap(English.listed_save(players, summary))
    }

    fn listed_broken(&self, error: &SlotError) -> String {
        wrap(English.listed_broken(error))
    }

    fn save_question(&self) -> String {
        wrap(English.save_question())
    }

    fn quit_cancelled(&self) -> String {
        wrap(English.quit_cancelled())
    }

    fn cannot_undo_hot_seat(&self) -> String {
        wrap(English.cannot_undo_hot_seat())
    }

    fn nothing_to_undo(&self) -> String {
        wrap(English.nothing_to_undo())
    }

    fn cannot_undo_game_over(&self) -> String {
        wrap(English.cannot_undo_game_over())
    }

    fn cannot_undo_seen(&self, undone: &str, seen: Seen) -> String {
        wrap(English.cannot_undo_seen(undone, seen))
    }

    fn took_back(&self, undone: &str, computer_moves: usize) -> String {
        wrap(English.took_back(undone, computer_moves))
    }
}
