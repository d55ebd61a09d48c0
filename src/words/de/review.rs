//! The review's words in German.

use super::German;
use crate::command::review::Misused;
use crate::session::review::Beyond;
use crate::words::ReviewWords;

impl ReviewWords for German {
    fn review_header(&self, turn: usize, last: usize, name: Option<&str>) -> String {
        match name {
            Some(name) => format!("Zug {turn} von {last} · {name}"),
            None => format!("Das Austeilen (Zug {turn} von {last})"),
        }
    }

    fn review_guide(&self) -> String {
        "Rückblick: Enter oder weiter, zurück, zug N, erster, letzter, aufstehen".to_string()
    }

    fn review_prompt(&self) -> String {
        "rückblick".to_string()
    }

    fn review_misused(&self, misused: &Misused) -> String {
        match misused {
            Misused::Number(typed) => format!("'{typed}' braucht die Nummer eines Zuges, etwa 'zug 12'"),
        }
    }

    fn review_beyond(&self, beyond: &Beyond) -> String {
        match *beyond {
            Beyond::NoSuchTurn { asked, last } => {
                format!("einen Zug {asked} gibt es nicht: Diese Partie hat die Züge 0 bis {last}")
            }
            Beyond::AfterLast { last } => {
                format!("Zug {last} ist der letzte: 'aufstehen' beendet den Rückblick")
            }
            Beyond::BeforeFirst => "Zug 0 ist das Austeilen: davor war nichts".to_string(),
        }
    }

    fn not_a_review_word(&self, line: &str) -> String {
        format!(
            "'{line}' bedeutet im Rückblick nichts: versuche weiter, zurück, zug N, erster, letzter oder aufstehen"
        )
    }
}
