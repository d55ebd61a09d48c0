//! The German sentences of [`TableWords`](crate::words::TableWords).

use std::path::Path;
use std::time::Duration;

use crate::notation::PlayerKind;
use crate::rules::PlayerId;
use crate::words::table::span_units;
use crate::words::{Basics, FileWords, ScreenWords, TableWords};

use crate::notation::text::quote;
use crate::words::de::German;
use crate::words::wrap::together;

impl TableWords for German {
    fn joined(&self, name: &str) -> String {
        format!("{name} sitzt jetzt am Tisch.")
    }

    fn left_by_name(&self, name: &str) -> String {
        format!("{name} hat den Tisch verlassen (der Platz bleibt frei für {name}).")
    }

    fn name_taken_over(&self) -> String {
        "Du bist über eine andere Verbindung wieder hereingekommen; diese hier wird getrennt.".to_string()
    }

    fn left(&self, name: &str) -> String {
        format!("{name} hat den Tisch verlassen (mit dem Code des Platzes kann {name} zurückkommen).")
    }

    fn watchers(&self, count: usize) -> String {
        match count {
            0 => "Niemand schaut mehr zu.".to_string(),
            1 => "1 Person schaut zu.".to_string(),
            _ => format!("{count} Personen schauen zu."),
        }
    }

    fn you_play(&self, name: &str) -> String {
        format!("Du spielst als {name}.")
    }

    fn you_watch(&self) -> String {
        "Du schaust zu und siehst Brett, Ketten und jeden Zug, aber keine Plättchen auf der Hand.".to_string()
    }

    fn waiting_for(&self, name: &str) -> String {
        format!("Wir warten auf {name}.")
    }

    fn empty_seats(&self, names: &[String]) -> String {
        format!("Noch nicht am Tisch: {}.", self.and_list(names))
    }

    fn not_your_decision(&self, decider: &str, their_turn: bool) -> String {
        match their_turn {
            true => format!("gerade ist {decider} am Zug, nicht du"),
            false => format!("gerade entscheidet {decider}, nicht du"),
        }
    }

    fn not_at_a_table(&self, word: &str) -> String {
        format!(
            "'{word}' geht nur, wenn alle am selben Rechner spielen: am Tisch würde es das Spiel für alle ändern"
        )
    }

    fn undo_not_at_a_table(&self, word: &str) -> String {
        format!(
            "'{word}' geht nur, wenn du der einzige Mensch im Spiel bist: am Tisch würde es das Spiel für alle ändern"
        )
    }

    fn files_not_at_a_table(&self, word: &str) -> String {
        format!(
            "'{word}' geht nur, wenn alle am selben Rechner spielen: die Spielstände eines Tisches liegen \
             auf dem Rechner des Gastgebers, und der Tisch speichert sich nach jeder Entscheidung selbst"
        )
    }

    fn dump_after_the_end(&self) -> String {
        "'stellung' zeigt alle Plättchen auf der Hand und den Stapel (R19): am Tisch geht das erst nach dem Spielende".to_string()
    }

    fn watcher_help(&self) -> String {
        "Du schaust zu: 'brett', 'ketten', 'spieler', 'protokoll' ('protokoll alles'), 'regeln', 'hilfe WORT' und 'verlassen' funktionieren. Du siehst jeden Zug, aber keine Hand.".to_string()
    }

    fn only_watching(&self) -> String {
        "du schaust nur zu: erlaubt sind 'brett', 'ketten', 'spieler', 'protokoll', 'regeln', 'hilfe' und 'verlassen'".to_string()
    }

    fn only_host_deals(&self, host: &str) -> String {
        format!("neu austeilen kann nur {host}, und erst nach dem Spielende")
    }

    fn after_the_end_at_table(&self, host: Option<&str>, lobby: bool) -> String {
        let leaves = leaving(lobby);
        match host {
            Some(host) => format!(
                "Zum Nachsehen: 'brett', 'protokoll', 'spieler'; {host} teilt mit 'neu' neu aus; {leaves}."
            ),
            None => format!("Zum Nachsehen: 'brett', 'protokoll', 'spieler'; {leaves}."),
        }
    }

    fn dealt_again_at_table(&self) -> String {
        "Ein neues Spiel ist ausgeteilt; alle behalten ihre Plätze.".to_string()
    }

    fn goodbye(&self) -> String {
        "Du hast den Tisch verlassen; mit deinem Code kommst du an deinen Platz zurück.".to_string()
    }

    fn watcher_goodbye(&self) -> String {
        "Du schaust nicht mehr zu; zum Wiederkommen verbinde dich neu und gib 'zuschauen' ein.".to_string()
    }

    fn ask_for_code(&self) -> String {
        "Baulöwe-Tisch: Gib den Code deines Platzes ein oder 'zuschauen'.".to_string()
    }

    fn watch_word(&self) -> &'static str {
        "zuschauen"
    }

    fn wrong_codes_closed(&self, count: usize) -> String {
        format!("kein Platz zu diesem Code: {count} falsche Codes beenden die Verbindung; neu verbinden")
    }

    fn version_not_spoken(&self, asked: &str, spoken: &str) -> String {
        format!("dieser Tisch spricht {spoken}, nicht '{}'", quote(asked))
    }

    fn wrong_code(&self) -> String {
        "dieser Code passt zu keinem Platz an diesem Tisch: gib den Code ein, den du vom Gastgeber bekommen hast (etwa K7QF-2M9X), oder 'zuschauen'"
            .to_string()
    }

    fn too_many_wrong_codes(&self) -> String {
        "zu viele falsche Codes von deiner Adresse: warte ein paar Sekunden und versuch es dann noch einmal"
            .to_string()
    }

    fn taken_over(&self) -> String {
        "Mit deinem Code hat eine andere Verbindung deinen Platz übernommen; diese hier wird geschlossen."
            .to_string()
    }

    fn listening(&self, address: &str, loopback_only: bool) -> String {
        let reach = if loopback_only { " (nur von diesem Rechner aus)" } else { "" };
        format!(
            "Baulöwe-Tisch (Startwert bis zum Spielende verborgen), {}{reach}",
            together(&format!("erreichbar unter {address}"))
        )
    }

    fn code_line(&self, name: &str, code: &str) -> String {
        format!("{name}: Code {code}")
    }

    fn finished_game_kept(&self, kept: &str, slot: &str) -> String {
        format!("Das beendete Spiel bleibt als '{kept}' erhalten; das neue wird als '{slot}' gespeichert.")
    }

    fn table_saved_as(&self, slot: &str) -> String {
        format!(
            "Der Tisch wird nach jeder Entscheidung als '{slot}' gespeichert: {} setzt ihn fort.",
            together(&format!("'bauloewe serve --load {slot}'"))
        )
    }

    fn no_table_to_continue(&self, folder: &Path) -> String {
        format!(
            "kein unfertiger Tisch in {} zum Fortsetzen: 'bauloewe serve' eröffnet einen neuen",
            folder.display()
        )
    }

    fn how_to_join(&self, address: &str) -> String {
        let command = together(&format!("bauloewe join {address} --code CODE"));
        format!("Zum Mitspielen: {command} (oder mit nc verbinden und den Code eingeben)")
    }

    fn seat_number(&self, player: PlayerId) -> String {
        format!("Platz {}", player + 1)
    }

    fn table_full(&self, connections: usize) -> String {
        format!(
            "Dieser Tisch nimmt keine weiteren Verbindungen an (höchstens {connections}); versuch es später noch einmal."
        )
    }

    fn line_too_long_before_code(&self, limit: usize) -> String {
        format!(
            "diese Zeile ist länger als {limit} Bytes und wurde verworfen: gib den Code deines Platzes ein oder 'zuschauen'"
        )
    }

    fn line_too_long(&self, limit: usize) -> String {
        format!("diese Zeile ist länger als {limit} Bytes und wurde verworfen: gib einen Befehl ein")
    }

    fn cannot_listen(&self, address: &str, error: &std::io::Error) -> String {
        format!(
            "der Tisch lässt sich unter {address} nicht öffnen: {} (gib --bind ADRESSE:PORT an, etwa 127.0.0.1:7341; Port 0 wählt einen freien)",
            self.io_error(error)
        )
    }

    fn waiting_for_absent(&self, name: &str) -> String {
        format!("Wir warten auf {name} (noch nicht am Tisch).")
    }

    fn seat_waits(&self, decider: &str, viewer: &str) -> String {
        format!("{decider} entscheidet - {viewer} wartet")
    }

    fn over_prompt(&self, host: &str, lobby: bool) -> String {
        format!("Das Spiel ist aus ({host} teilt mit 'neu' neu aus, {})", leaving(lobby))
    }

    fn stands_in(&self, name: &str, kind: PlayerKind) -> String {
        format!(
            "{name} ist nicht da, obwohl {name} am Zug ist: ein {} entscheidet für {name}, bis {name} zurück ist.",
            self.kind_word(kind)
        )
    }

    fn closed_idle(&self, idle: &str, slot: Option<&str>) -> String {
        match slot {
            Some(slot) => format!(
                "An diesem Tisch hat seit {idle} niemand gespielt: er ist als '{slot}' gespeichert und \
                 geschlossen ('bauloewe serve --load {slot}' öffnet ihn wieder)."
            ),
            None => format!("An diesem Tisch hat seit {idle} niemand gespielt: er ist geschlossen."),
        }
    }

    fn host_closed(&self, slot: Option<&str>) -> String {
        match slot {
            Some(slot) => format!(
                "Der Gastgeber hat den Tisch geschlossen; der Tisch ist als '{slot}' gespeichert \
                 ('bauloewe serve --load {slot}' öffnet ihn wieder)."
            ),
            None => "Der Gastgeber hat den Tisch geschlossen.".to_string(),
        }
    }

    fn span(&self, span: Duration) -> String {
        let (count, unit) = span_units(span);
        let units = [["Sekunde", "Sekunden"], ["Minute", "Minuten"], ["Stunde", "Stunden"]][unit];
        format!("{count} {}", if count == 1 { units[0] } else { units[1] })
    }

    fn table_in_use(&self, slot: &str) -> String {
        format!(
            "'{slot}' ist schon in einem anderen 'bauloewe serve' geöffnet: beende zuerst jenes (die Spieler behalten ihre Codes)"
        )
    }
}

/// How a seat leaves a finished game's table: `verlassen` leaves a `serve` table, `aufstehen` a
/// lobby's (where `verlassen` would leave the server).
fn leaving(lobby: bool) -> &'static str {
    if lobby { "mit 'aufstehen' gehst du zurück in die Lobby" } else { "mit 'verlassen' gehst du vom Tisch" }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_watcher_gone_is_nobody_watching() {
        // issue 42: "0 Personen schauen zu."
        assert_eq!(German.watchers(0), "Niemand schaut mehr zu.");
        assert_eq!(German.watchers(2), "2 Personen schauen zu.");
    }
}
