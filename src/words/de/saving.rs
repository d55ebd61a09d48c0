//! The German sentences of [`SavingWords`](crate::words::SavingWords).

use std::io;
use std::path::Path;

use crate::rules::Options;
use crate::save::NotSaved;
use crate::save::Source;
use crate::save::{SlotError, Summary};
use crate::words::de::German;
use crate::words::saving::{self, Seen};
use crate::words::screens::seed_flag;
use crate::words::wrap::together;
use crate::words::{Basics, FileWords, SavingWords};

impl SavingWords for German {
    fn saved(&self, turn: u32, name: &str, path: &Path) -> String {
        format!("Zug {turn} als '{name}' gespeichert ({}).", path.display())
    }

    fn kept(&self, slot: &str, command: &str) -> String {
        let again = together(&format!("'{command}'"));
        format!("Das Spiel ist als '{slot}' gespeichert: {again} setzt es fort.")
    }

    fn left_in(&self, slot: &str) -> String {
        let again = together(&format!("'laden {slot}'"));
        format!("Das verlassene Spiel ist als '{slot}' gespeichert: {again} holt es zurück.")
    }

    fn cannot_autosave(&self, why: &NotSaved) -> String {
        format!(
            "Dieses Spiel lässt sich nicht speichern: {}; das Spiel geht ungespeichert weiter, und nach jeder \
             Entscheidung wird das Speichern erneut versucht",
            saving::not_saved(self, why)
        )
    }

    fn autosaving_again(&self, slot: &str) -> String {
        format!("Speichern geht wieder: das Spiel ist als '{slot}' gespeichert.")
    }

    fn nothing_to_continue(&self, folder: &Path) -> String {
        format!(
            "kein unfertiges Spiel in {} zum Fortsetzen: 'bauloewe' teilt ein neues aus",
            folder.display()
        )
    }

    fn cannot_save(&self, why: &NotSaved) -> String {
        format!("Speichern geht nicht: {}", saving::not_saved(self, why))
    }

    fn cannot_save_so_stay(&self, why: &NotSaved) -> String {
        format!("{}; das Spiel geht weiter (mit n verlässt du es ungespeichert)", self.cannot_save(why))
    }

    fn cannot_load(&self, why: &NotSaved) -> String {
        match why {
            NotSaved::Off => format!("Laden geht nicht: {}", self.saving_off()),
            NotSaved::Slot(error) => {
                format!("Laden geht nicht: {}; dieses Spiel geht unverändert weiter", self.slot_error(error))
            }
        }
    }

    fn loaded(&self, name: &str, players: &str, summary: &Summary) -> String {
        let variant = self.variants(summary.options);
        format!(
            "'{name}' geladen{variant}: {players}, Zug {}, gespeichert {}.",
            summary.turn,
            date(&summary.saved)
        )
    }

    fn opened_new(&self, seed: u64, options: Options) -> String {
        let variant = self.variants(options);
        let again = seed_flag(seed, options);
        format!(
            "Baulöwe: ein neues Spiel{variant} mit Startwert {seed} (dasselbe Spiel noch einmal: {again})."
        )
    }

    fn opened_position(&self, label: Option<&Source>, options: Options) -> String {
        let label = match label {
            Some(Source::File(name)) => name.as_str(),
            Some(Source::Script) => "dem Skript",
            None => "einer Stellungsdatei",
        };
        format!("Baulöwe: Spiel aus {} geladen{}.", label, self.variants(options))
    }

    fn opened_from_save(&self, name: &str, players: &str, summary: &Summary) -> String {
        format!(
            "Baulöwe: weiter mit dem Spielstand '{name}'{} ({players}, Zug {}, gespeichert {}).",
            self.variants(summary.options),
            summary.turn,
            date(&summary.saved)
        )
    }

    fn saving_off(&self) -> String {
        "Speichern ist in dieser Sitzung aus".to_string()
    }

    fn cannot_read_saves(&self, folder: &Path, error: &io::Error) -> String {
        format!("{} lässt sich nicht lesen: {}", folder.display(), self.io_error(error))
    }

    fn no_saves(&self, folder: &str) -> String {
        format!("Noch keine Spielstände in {folder}: 'speichern NAME' legt einen an.")
    }

    fn saves_heading(&self, folder: &str) -> String {
        format!("Spielstände in {folder}:")
    }

    /// Each part after the players is kept on one line: a line breaks between parts, never
    /// inside one (`in Führung:` and who leads stay together).
    fn listed_save(&self, players: &str, summary: &Summary) -> String {
        let (leader, saved) =
            (leader(self, summary), together(&format!("gespeichert {}", date(&summary.saved))));
        let players = format!("{players}{}", self.variants(summary.options));
        let turn = together(&format!("Zug {}", summary.turn));
        if summary.over {
            format!("{players}; {}; {saved}", together(&format!("Spiel aus, gewonnen von {leader}")))
        } else if summary.leader_hidden() {
            format!("{players}; {turn}; {}; {saved}", together("Führung verdeckt (V2)"))
        } else {
            format!("{players}; {turn}; {}; {saved}", together(&format!("in Führung: {leader}")))
        }
    }

    fn listed_broken(&self, error: &SlotError) -> String {
        saving::listed_broken(self, error)
    }

    fn unreadable_slot(&self, error: &SlotError) -> String {
        format!("beschädigt: {}", self.slot_error(error))
    }

    fn save_question(&self) -> String {
        "Dieses Spiel ist nicht gespeichert. Vor dem Verlassen speichern? (j/n) ".to_string()
    }

    fn quit_cancelled(&self) -> String {
        "(Verlassen abgebrochen; das Spiel geht weiter)".to_string()
    }

    fn cannot_undo_hot_seat(&self) -> String {
        "zurück geht nicht: mehrere Menschen spielen an dieser Tastatur, und ein Zurücknehmen nähme auch einem \
         anderen etwas zurück"
            .to_string()
    }

    fn nothing_to_undo(&self) -> String {
        "nichts zurückzunehmen: du hast in diesem Spiel noch nichts entschieden".to_string()
    }

    fn cannot_undo_game_over(&self) -> String {
        "zurück geht nicht: das Spiel ist aus und die Rangliste steht ('neu' teilt neu aus)".to_string()
    }

    fn cannot_undo_seen(&self, undone: &str, seen: Seen) -> String {
        let seen = match seen {
            Seen::Drawn(tile) => format!("das gezogene Plättchen {tile}"),
            Seen::ForDeadTile(tile) => format!("ein neues Plättchen für dein totes Plättchen {tile}"),
        };
        format!(
            "'{undone}' lässt sich nicht zurücknehmen: es hat dir {seen} gezeigt, und was du gesehen hast, bleibt \
             gesehen"
        )
    }

    fn took_back(&self, undone: &str, computer_moves: usize) -> String {
        match computer_moves {
            0 => format!("'{undone}' zurückgenommen."),
            1 => format!("'{undone}' und 1 Computerzug danach zurückgenommen."),
            _ => format!("'{undone}' und {computer_moves} Computerzüge danach zurückgenommen."),
        }
    }
}

/// Who leads a saved game, with their net worth: `Ann mit 6.300`, `Ann und Bob mit 6.300`.
fn leader(german: &German, summary: &Summary) -> String {
    match summary.leaders() {
        Some((names, amount)) => format!("{} mit {}", german.and_list(&names), german.money(amount)),
        None => summary.leader.clone(),
    }
}

/// When a game was saved, as German writes dates: `2024-04-30 18:00 UTC` becomes
/// `30.04.2024 18:00 UTC`; a time written otherwise (by hand) stays as written.
fn date(saved: &str) -> String {
    let Some((day, time)) = saved.split_once(' ') else { return saved.to_string() };
    match day.split('-').collect::<Vec<_>>()[..] {
        [year, month, day] if year.len() == 4 && month.len() == 2 && day.len() == 2 => {
            format!("{day}.{month}.{year} {time}")
        }
        _ => saved.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_day_month_year() {
        assert_eq!(date("2024-04-30 18:00 UTC"), "30.04.2024 18:00 UTC");
        assert_eq!(date("yesterday"), "yesterday");
        assert_eq!(date("2024-4-30 18:00"), "2024-4-30 18:00");
    }

    #[test]
    fn v2_a_listed_save_keeps_the_leader_hidden_while_the_game_runs() {
        let summary = |leader: &str, over| Summary {
            saved: "2024-04-30 18:00 UTC".to_string(),
            turn: "6".to_string(),
            leader: leader.to_string(),
            over,
            ..Summary::default()
        };
        let hidden = summary(crate::save::HIDDEN_LEADER, false);
        // Each part is kept on one line (no-break spaces inside it).
        assert_eq!(
            German.listed_save("Ann, Bob", &hidden).replace('\u{a0}', " "),
            "Ann, Bob; Zug 6; Führung verdeckt (V2); gespeichert 30.04.2024 18:00 UTC"
        );
        assert_eq!(
            crate::words::en::English.listed_save("Ann, Bob", &hidden),
            "Ann, Bob; turn 6; leader hidden (V2); saved 2024-04-30 18:00 UTC"
        );
        let over = summary("Bob 6,400", true);
        assert_eq!(
            German.listed_save("Ann, Bob", &over).replace('\u{a0}', " "),
            "Ann, Bob; Spiel aus, gewonnen von Bob mit 6.400; gespeichert 30.04.2024 18:00 UTC"
        );
    }
}
