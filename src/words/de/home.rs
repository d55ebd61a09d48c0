//! Die Aufzeichnungen zu Hause, auf Deutsch.

use std::path::Path;

use super::German;
use crate::store::StoreError;
use crate::words::{Basics, HomeRecordWords, home};

impl HomeRecordWords for German {
    fn home_game_kept(&self, number: u64, command: &str) -> String {
        format!("In deinen Aufzeichnungen als Spiel {number} festgehalten: '{command}' zeigt sie.")
    }

    fn home_game_not_kept(&self, path: &Path, error: &StoreError) -> String {
        format!(
            "Dieses Spiel ließ sich nicht in deinen Aufzeichnungen festhalten: {}. Sein Spielstand bleibt.",
            self.home_store_problem(path, error)
        )
    }

    fn home_store_problem(&self, path: &Path, error: &StoreError) -> String {
        let path = path.display();
        match error {
            StoreError::Broken(what) => format!(
                "{path} ist keine Datei mit Aufzeichnungen oder ist beschädigt ({what}); sie bleibt, wie sie ist"
            ),
            StoreError::Newer { found, known } => format!(
                "{path} stammt von einem neueren Baulöwe (Aufzeichnungen Version {found}, dieser kennt \
                 {known}); sie bleibt, wie sie ist"
            ),
            StoreError::Io(what) => format!("{path} lässt sich nicht öffnen oder schreiben ({what})"),
        }
    }

    fn home_no_records(&self, path: &Path) -> String {
        format!(
            "In {} ist noch kein Spiel festgehalten: Ein Spiel, das am Terminal zu Ende gespielt wird, \
             wird dort festgehalten.",
            path.display()
        )
    }

    fn home_no_games_of(&self, name: &str) -> String {
        format!("Von {name} ist kein Spiel in den Aufzeichnungen festgehalten.")
    }

    fn home_against_heading(&self, name: &str) -> String {
        format!("{name} gegen die Computerstufen:")
    }

    fn home_against_headings(&self) -> [String; 5] {
        ["Stufe", "Spiele", "Siege", "mittlerer Rang", "bestes Geld"].map(String::from)
    }

    fn home_no_computers(&self, name: &str) -> String {
        format!("{name} hat noch mit keiner Computerstufe gespielt.")
    }

    fn home_last_games_heading(&self, name: &str, shown: usize) -> String {
        match shown {
            1 => format!("{} letztes Spiel:", self.possessive(name)),
            n => format!("{} letzte {} Spiele:", self.possessive(name), self.number(n as u64)),
        }
    }

    fn home_games_headings(&self) -> [String; 5] {
        ["Spiel", "Ende", "Rang", "Geld", "Plätze"].map(String::from)
    }

    fn home_rank_of(&self, rank: usize, seats: usize) -> String {
        format!("{rank} von {seats}")
    }

    fn home_seat(&self, name: &str, level: Option<&str>) -> String {
        home::seat(name, level)
    }

    fn home_no_such_game(&self, number: u64, count: u64) -> String {
        match count {
            0 => format!("ein Spiel {number} gibt es nicht: Noch ist kein Spiel festgehalten"),
            1 => format!("ein Spiel {number} gibt es nicht: Festgehalten ist nur Spiel 1"),
            n => format!("ein Spiel {number} gibt es nicht: Festgehalten sind die Spiele 1 bis {n}"),
        }
    }
}
