//! The records kept at home, in English.

use std::path::Path;

use super::English;
use crate::store::StoreError;
use crate::words::{Basics, HomeRecordWords, home};

impl HomeRecordWords for English {
    fn home_game_kept(&self, number: u64, command: &str) -> String {
        format!("Kept in your records as game {number}: '{command}' shows them.")
    }

    fn home_game_not_kept(&self, path: &Path, error: &StoreError) -> String {
        format!(
            "This game could not be kept in your records: {}. Its save stays.",
            self.home_store_problem(path, error)
        )
    }

    fn home_store_problem(&self, path: &Path, error: &StoreError) -> String {
        let path = path.display();
        match error {
            StoreError::Broken(what) => {
                format!("{path} is no records file or is damaged ({what}); it is left as it is")
            }
            StoreError::Newer { found, known } => format!(
                "{path} comes from a newer Baulöwe (records version {found}, this one knows {known}); \
                 it is left as it is"
            ),
            StoreError::Io(what) => format!("{path} cannot be opened or written ({what})"),
        }
    }

    fn home_no_records(&self, path: &Path) -> String {
        format!(
            "No game is kept in {} yet: a game played to its end at a terminal is kept there.",
            path.display()
        )
    }

    fn home_no_games_of(&self, name: &str) -> String {
        format!("No game of {name} is kept in the records.")
    }

    fn home_against_heading(&self, name: &str) -> String {
        format!("{name} against the computer levels:")
    }

    fn home_against_headings(&self) -> [String; 5] {
        ["level", "games", "wins", "mean rank", "best cash"].map(String::from)
    }

    fn home_no_computers(&self, name: &str) -> String {
        format!("{name} has played with no computer level yet.")
    }

    fn home_last_games_heading(&self, name: &str, shown: usize) -> String {
        match shown {
            1 => format!("{}'s last game:", name),
            n => format!("{}'s last {} games:", name, self.number(n as u64)),
        }
    }

    fn home_games_headings(&self) -> [String; 5] {
        ["game", "ended", "rank", "cash", "seats"].map(String::from)
    }

    fn home_rank_of(&self, rank: usize, seats: usize) -> String {
        format!("{rank} of {seats}")
    }

    fn home_seat(&self, name: &str, level: Option<&str>) -> String {
        home::seat(name, level)
    }

    fn home_no_such_game(&self, number: u64, count: u64) -> String {
        match count {
            0 => format!("there is no game {number} in the records: no game is kept yet"),
            1 => format!("there is no game {number} in the records: they hold game 1"),
            n => format!("there is no game {number} in the records: they hold games 1 to {n}"),
        }
    }
}
