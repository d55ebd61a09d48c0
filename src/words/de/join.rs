//! The German sentences of [`JoinWords`](crate::words::JoinWords).

use std::io;

use crate::words::de::German;
use crate::words::{FileWords, JoinWords};

impl JoinWords for German {
    fn code_question(&self) -> String {
        "Der Code deines Platzes (vom Gastgeber, etwa K7QF-2M9X)".to_string()
    }

    fn table_closed(&self, address: &str, typing: bool) -> String {
        match typing {
            true => format!(
                "Der Tisch unter {address} hat die Verbindung getrennt. Drück die Eingabetaste zum Beenden."
            ),
            false => format!("Der Tisch unter {address} hat die Verbindung getrennt."),
        }
    }

    fn table_left(&self) -> String {
        "Du hast den Tisch verlassen.".to_string()
    }

    fn no_seat_taken(&self) -> String {
        "Kein Platz genommen: join endet.".to_string()
    }

    fn table_unreachable(&self, address: &str, error: &io::Error) -> String {
        format!("unter {address} ist kein Tisch zu erreichen: {}", self.io_error(error))
    }

    fn not_a_table(&self, address: &str) -> String {
        format!("unter {address} ist kein Baulöwe-Tisch (die Antwort ist nicht bauloewe/1)")
    }

    fn connection_failed(&self, address: &str, error: &io::Error) -> String {
        format!("die Verbindung zu {address} ist abgebrochen: {}", self.io_error(error))
    }

    fn connection_lost(&self, address: &str, typing: bool) -> String {
        match typing {
            true => format!(
                "Die Verbindung zu {address} ist abgerissen: Drück die Eingabetaste, um wieder beizutreten."
            ),
            false => {
                format!("Die Verbindung zu {address} ist abgerissen; neue Versuche laufen (Strg+C hört auf).")
            }
        }
    }

    fn back_at_table(&self) -> String {
        "Wieder am Tisch.".to_string()
    }

    fn gave_up(&self, address: &str, span: &str) -> String {
        format!(
            "Unter {address} hat {span} lang kein Tisch geantwortet; keine weiteren Versuche. Mit deinem Code kommst du später wieder an deinen Platz."
        )
    }

    fn name_question(&self) -> String {
        "Dein Name (oder Name und Geheimwort, etwa Ann K7QF-2M9X)".to_string()
    }

    fn not_a_name(&self, name: &str) -> String {
        format!("'{name}' ist kein Name: ein Name hat 1 bis 16 Buchstaben oder Ziffern")
    }

    fn name_and_secret_only(&self) -> String {
        "gib deinen Namen ein oder Namen und Geheimwort: höchstens zwei Wörter".to_string()
    }

    fn lobby_closed(&self, address: &str, typing: bool) -> String {
        match typing {
            true => format!(
                "Der Server unter {address} hat die Verbindung getrennt. Drück die Eingabetaste zum Beenden."
            ),
            false => format!("Der Server unter {address} hat die Verbindung getrennt."),
        }
    }

    fn lobby_left(&self) -> String {
        "Du hast den Server verlassen.".to_string()
    }

    fn no_name_taken(&self) -> String {
        "Kein Name angenommen: join endet.".to_string()
    }

    fn back_in_lobby(&self) -> String {
        "Wieder in der Lobby.".to_string()
    }

    fn gave_up_lobby(&self, address: &str, span: &str) -> String {
        format!(
            "Unter {address} hat {span} lang kein Server geantwortet; keine weiteren Versuche. Mit deinem \
             Namen und Geheimwort kommst du später wieder herein."
        )
    }

    fn code_at_lobby(&self, address: &str) -> String {
        format!(
            "unter {address} ist eine Lobby, kein Tisch: Sie fragt nach deinem Namen, nicht nach einem Code \
             (join ohne --code und --watch aufrufen)"
        )
    }

    fn name_at_table(&self, address: &str) -> String {
        format!(
            "unter {address} ist ein Tisch, keine Lobby: Er fragt nach dem Code eines Platzes, nicht nach \
             einem Namen (join ohne --name aufrufen)"
        )
    }
}
