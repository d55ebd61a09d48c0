use crate::console::words::{Basics, TableWords};
use crate::rules::PlayerId;

use super::German;

impl TableWords for German {
    fn joined(&self, name: &str) -> String {
        format!("{name} sitzt jetzt am Tisch.")
    }

    fn left(&self, name: &str) -> String {
        format!("{name} hat den Tisch verlassen (mit dem eigenen Code geht es zurück).")
    }

    fn watchers(&self, count: usize) -> String {
        match count {
            1 => "1 Person schaut zu.".to_string(),
            _ => format!("{count} Personen schauen zu."),
        }
    }

    fn you_play(&self, name: &str) -> String {
        format!("Du spielst {name}.")
    }

    fn you_watch(&self) -> String {
        "Du schaust zu: Brett, Ketten und jeden Zug, aber keine Hand.".to_string()
    }

    fn waiting_for(&self, name: &str) -> String {
        format!("Wir warten auf {name}.")
    }

    fn empty_seats(&self, names: &[String]) -> String {
        format!("Noch nicht am Tisch: {}.", self.and_list(names))
    }

    fn not_your_decision(&self, decider: &str) -> String {
        format!("du bist nicht dran: der Tisch wartet auf {decider}")
    }

    fn not_at_a_table(&self, word: &str) -> String {
        format!("'{word}' geht nur im Spiel an einem Rechner: am Tisch würde es das Spiel für alle ändern")
    }

    fn dump_after_the_end(&self) -> String {
        "dump zeigt alle Hände und den Vorrat (R19): am Tisch geht das erst nach dem Spielende".to_string()
    }

    fn only_watching(&self) -> String {
        "du schaust zu: brett, ketten, spieler, protokoll, regeln, hilfe und beenden gehen".to_string()
    }

    fn only_host_deals(&self, host: &str) -> String {
        format!("nur {host} teilt neu aus, und erst nach dem Spielende")
    }

    fn after_the_end_at_table(&self, host: &str) -> String {
        format!(
            "Zurückschauen mit 'brett', 'protokoll', 'spieler'; {host} teilt mit 'neu' neu aus; 'beenden' verlässt den Tisch."
        )
    }

    fn dealt_again_at_table(&self) -> String {
        "Ein neues Spiel ist ausgeteilt, mit denselben Plätzen.".to_string()
    }

    fn goodbye(&self) -> String {
        "Du hast den Tisch verlassen; mit deinem Code kommst du auf deinen Platz zurück.".to_string()
    }

    fn ask_for_code(&self) -> String {
        "Baulöwe-Tisch: gib den Code deines Platzes ein, oder 'watch' zum Zuschauen.".to_string()
    }

    fn wrong_code(&self) -> String {
        "dieser Code öffnet hier keinen Platz: gib den Code ein, den du vom Gastgeber hast (etwa K7QF-2M9X), oder 'watch'"
            .to_string()
    }

    fn seat_taken(&self, name: &str) -> String {
        format!("{name} wird gerade über eine andere Verbindung gespielt")
    }

    fn listening(&self, address: &str, loopback_only: bool) -> String {
        let reach = if loopback_only { " (nur von diesem Rechner aus)" } else { "" };
        format!("Baulöwe-Tisch, Startwert verborgen bis zum Ende; erreichbar unter {address}{reach}")
    }

    fn code_line(&self, name: &str, code: &str) -> String {
        format!("{name}: Code {code}")
    }

    fn how_to_join(&self, address: &str) -> String {
        format!("Mitspielen mit: bauloewe join {address} --code CODE (oder nc, dann den Code)")
    }

    fn seat_number(&self, player: PlayerId) -> String {
        format!("Platz {}", player + 1)
    }

    fn table_full(&self) -> String {
        "Dieser Tisch hat so viele Verbindungen, wie er annimmt; versuch es später wieder.".to_string()
    }

    fn line_too_long(&self, limit: usize) -> String {
        format!("diese Zeile ist länger als {limit} Bytes und wurde verworfen: gib einen Befehl ein")
    }

    fn cannot_listen(&self, address: &str, error: &std::io::Error) -> String {
        format!(
            "kann unter {address} nicht erreichbar sein: {error} (gib --bind ADRESSE:PORT an, etwa 127.0.0.1:7341; Port 0 wählt einen freien)"
        )
    }

    fn waiting_for_absent(&self, name: &str) -> String {
        format!("Wir warten auf {name}, noch nicht am Tisch.")
    }

    fn seat_waits(&self, decider: &str, viewer: &str) -> String {
        format!("{decider} entscheidet - {viewer} wartet")
    }
}
