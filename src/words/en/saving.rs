//! The English sentences of [`SavingWords`](crate::words::SavingWords).

use std::io;
use std::path::Path;

use crate::rules::Options;
use crate::save::NotSaved;
use crate::save::Source;
use crate::save::{SlotError, Summary};
use crate::words::en::English;
use crate::words::saving::{self, Seen};
use crate::words::screens::seed_flag;
use crate::words::wrap::together;
use crate::words::{Basics, FileWords, SavingWords};

impl SavingWords for English {
    fn saved(&self, turn: u32, name: &str, path: &Path) -> String {
        format!("Saved turn {turn} as '{name}' ({}).", path.display())
    }

    fn kept(&self, slot: &str, command: &str) -> String {
        let again = together(&format!("'{command}'"));
        format!("The game is saved as '{slot}': {again} goes on with it.")
    }

    fn left_in(&self, slot: &str) -> String {
        let again = together(&format!("'load {slot}'"));
        format!("The game you left is saved as '{slot}': {again} brings it back.")
    }

    fn cannot_autosave(&self, why: &NotSaved) -> String {
        format!(
            "cannot save this game: {}; it goes on unsaved, and saving is tried after each move",
            saving::not_saved(self, why)
        )
    }

    fn autosaving_again(&self, slot: &str) -> String {
        format!("Saving works again: the game is saved as '{slot}'.")
    }

    fn nothing_to_continue(&self, folder: &Path) -> String {
        format!("no unfinished game in {} to continue: 'bauloewe' deals a new one", folder.display())
    }

    fn cannot_save(&self, why: &NotSaved) -> String {
        format!("cannot save: {}", saving::not_saved(self, why))
    }

    fn cannot_save_so_stay(&self, why: &NotSaved) -> String {
        format!("{}; the game goes on (answer n to leave it unsaved)", self.cannot_save(why))
    }

    fn cannot_load(&self, why: &NotSaved) -> String {
        match why {
            NotSaved::Off => format!("cannot load: {}", self.saving_off()),
            NotSaved::Slot(error) => {
                format!("cannot load: {}; this game goes on unchanged", self.slot_error(error))
            }
        }
    }

    fn loaded(&self, name: &str, players: &str, summary: &Summary) -> String {
        let variant = self.variants(summary.options);
        format!("Loaded '{name}'{variant}: {players}, turn {}, saved {}.", summary.turn, summary.saved)
    }

    fn opened_new(&self, seed: u64, options: Options) -> String {
        let variant = self.variants(options);
        format!(
            "Baulöwe: a new game{variant} with seed {seed} (replay it with {}).",
            seed_flag(seed, options)
        )
    }

    fn opened_position(&self, label: Option<&Source>, options: Options) -> String {
        let label = match label {
            Some(Source::File(name)) => name.as_str(),
            Some(Source::Script) => "the script",
            None => "a position file",
        };
        format!("Baulöwe: game loaded from {}{}.", label, self.variants(options))
    }

    fn opened_from_save(&self, name: &str, players: &str, summary: &Summary) -> String {
        format!(
            "Baulöwe: going on with the save '{name}'{} ({players}, turn {}, saved {}).",
            self.variants(summary.options),
            summary.turn,
            summary.saved
        )
    }

    fn saving_off(&self) -> String {
        "saving is off in this session".to_string()
    }

    fn cannot_read_saves(&self, folder: &Path, error: &io::Error) -> String {
        format!("cannot read {}: {}", folder.display(), self.io_error(error))
    }

    fn no_saves(&self, folder: &str) -> String {
        format!("No saves in {folder} yet: 'save NAME' makes one.")
    }

    fn saves_heading(&self, folder: &str) -> String {
        format!("Saves in {folder}:")
    }

    fn listed_save(&self, players: &str, summary: &Summary) -> String {
        let leader = together(&leader(self, summary));
        let players = format!("{players}{}", self.variants(summary.options));
        if summary.over {
            format!("{players}; game over, won by {leader}; saved {}", summary.saved)
        } else if summary.leader_hidden() {
            format!("{players}; turn {}; leader hidden (V2); saved {}", summary.turn, summary.saved)
        } else {
            format!("{players}; turn {}; leader {leader}; saved {}", summary.turn, summary.saved)
        }
    }

    fn listed_broken(&self, error: &SlotError) -> String {
        saving::listed_broken(self, error)
    }

    fn unreadable_slot(&self, error: &SlotError) -> String {
        format!("broken: {}", self.slot_error(error))
    }

    fn save_question(&self) -> String {
        "This game is not saved. Try to save it before leaving? (y/n) ".to_string()
    }

    fn quit_cancelled(&self) -> String {
        "(quit cancelled; the game goes on)".to_string()
    }

    fn cannot_undo_hot_seat(&self) -> String {
        "cannot undo: several people play this game (hot-seat), and a take-back would undo another's game too"
            .to_string()
    }

    fn nothing_to_undo(&self) -> String {
        "nothing to undo: you have made no decision in this game".to_string()
    }

    fn cannot_undo_game_over(&self) -> String {
        "cannot undo: the game is over and its ranking stands ('new' deals again)".to_string()
    }

    fn cannot_undo_seen(&self, undone: &str, seen: Seen) -> String {
        let seen = match seen {
            Seen::Drawn(tile) => format!("the tile {tile} you drew"),
            Seen::ForDeadTile(tile) => format!("a new tile for your dead tile {tile}"),
        };
        format!("cannot undo '{undone}': it showed you {seen}, and what you have seen stays seen")
    }

    fn took_back(&self, undone: &str, computer_moves: usize) -> String {
        match computer_moves {
            0 => format!("Took back '{undone}'."),
            1 => format!("Took back '{undone}' and 1 computer move after it."),
            _ => format!("Took back '{undone}' and {computer_moves} computer moves after it."),
        }
    }
}

/// Who leads a saved game, with their net worth: `Ann 6,300`, `Ann and Bob 6,300`.
fn leader(english: &English, summary: &Summary) -> String {
    match summary.leaders() {
        Some((names, amount)) => format!("{} {}", english.and_list(&names), english.money(amount)),
        None => summary.leader.clone(),
    }
}
