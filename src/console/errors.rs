//! The words for what the layers below the rules refuse: names and seat lists, position files,
//! replays, save slots and save files, script headers, and the file system.
//!
//! Those layers answer with typed errors and speak no language of their own; their English
//! words are each type's `Display`. Here is a function per type that words every variant in
//! the console's language, a `match` over all of them, so a new variant without German words
//! does not compile. A refused position file ([`PositionError`](crate::notation::PositionError)) and a save file that does not
//! read ([`SaveError`](crate::save::SaveError)) have many problems each; their words, both languages, are in
//! [`file_errors`](super::file_errors) (re-exported here).

use std::io;

use crate::ai::LevelError;
use crate::notation::text::quote;
use crate::notation::{NameError, SeatListError, UnknownKind};
use crate::record::ReplayError;
use crate::save::script::ScriptError;
use crate::save::slots::MAX_NAME;
use crate::save::{BeginningError, SlotError};

use super::Lang;
pub use super::file_errors::{position_error, save_error};
use super::text::{rule_error, setup_error};

/// A name that is no player's name.
pub fn name_error(lang: Lang, error: &NameError) -> String {
    match lang {
        Lang::En => error.to_string(),
        Lang::De => format!("'{}' ist kein Spielername: nimm 1 bis 16 Buchstaben und Ziffern", error.0),
    }
}

/// A kind of player that is none.
pub fn kind_error(lang: Lang, error: &UnknownKind) -> String {
    match lang {
        Lang::En => error.to_string(),
        Lang::De => format!("unbekannte Spielerart '{}': nimm human, tourist, broker oder tycoon", error.0),
    }
}

/// A computer level (`tycoon:N` and the like) that is none.
pub fn level_error(lang: Lang, error: &LevelError) -> String {
    match (lang, error) {
        (Lang::En, _) => error.to_string(),
        (Lang::De, LevelError::Kind(error)) => kind_error(lang, error),
        (Lang::De, LevelError::EffortOf(kind)) => {
            format!("nur der Tycoon nimmt einen Aufwand an (tycoon:N), nicht {kind}")
        }
        (Lang::De, LevelError::Effort(text)) => {
            format!("'{text}' ist keine Zahl von Probespielen: schreib tycoon:N mit N ≥ 1")
        }
    }
}

/// A seat list (`--players`) that is none.
pub fn seat_list_error(lang: Lang, error: &SeatListError) -> String {
    match (lang, error) {
        (Lang::En, _) => error.to_string(),
        (Lang::De, SeatListError::Count(error)) => setup_error(lang, error),
        (Lang::De, SeatListError::SameName(name)) => format!("zwei Spieler heißen {}", quote(name)),
        (Lang::De, SeatListError::Name(error)) => name_error(lang, error),
        (Lang::De, SeatListError::Kind(error)) => kind_error(lang, error),
    }
}

/// A game that could not be rebuilt from its origin and actions.
pub fn replay_error(lang: Lang, error: &ReplayError) -> String {
    match (lang, error) {
        (Lang::En, _) => error.to_string(),
        (Lang::De, ReplayError::Setup(error)) => setup_error(lang, error),
        (Lang::De, ReplayError::Position(error)) => position_error(lang, error),
        (Lang::De, ReplayError::Action { index, error }) => {
            format!("Aktion {} lässt sich nicht nachspielen: {}", index + 1, rule_error(lang, error))
        }
    }
}

/// A save slot that could not be saved or loaded.
pub fn slot_error(lang: Lang, error: &SlotError) -> String {
    match (lang, error) {
        (Lang::En, _) => error.to_string(),
        (Lang::De, SlotError::Name(name)) => format!(
            "'{name}' ist kein Name für einen Spielstand: nimm 1 bis {MAX_NAME} Buchstaben, Ziffern, '-' und '_', etwa 'montag-2'"
        ),
        (Lang::De, SlotError::Missing(path)) => {
            format!("es gibt keinen Spielstand {}: 'spielstände' zeigt sie", path.display())
        }
        (Lang::De, SlotError::Io(path, error)) => format!("{}: {}", path.display(), io_error(lang, error)),
        (Lang::De, SlotError::Broken(path, error)) => {
            format!("{} ist kaputt: {}", path.display(), save_error(lang, error))
        }
    }
}

/// A script header that was refused.
pub fn script_error(lang: Lang, error: &ScriptError) -> String {
    match (lang, error) {
        (Lang::En, _) => error.to_string(),
        (Lang::De, ScriptError::Version(first)) => format!(
            "die erste Zeile des Skripts '{first}' ist nicht '{}' (eine neuere Version?)",
            crate::save::script::SCRIPT_HEADER
        ),
        (Lang::De, ScriptError::Seed(value)) => format!("der Startwert des Skripts '{value}' ist keine Zahl"),
        (Lang::De, ScriptError::Players(error)) => {
            format!("die Spieler des Skripts: {}", seat_list_error(lang, error))
        }
    }
}

/// Flags and a script header that do not describe one beginning.
pub fn beginning_error(lang: Lang, error: &BeginningError) -> String {
    match (lang, error) {
        (Lang::En, _) => error.to_string(),
        (Lang::De, BeginningError::Disagrees { key }) => format!(
            "die Flags widersprechen der Kopfzeile '# {key}:' des Skripts, die sagt, wie das aufgezeichnete Spiel begann: lass die Flags weg oder ändere die Kopfzeile"
        ),
        (Lang::De, BeginningError::NoSeed(reason)) => {
            format!("kein zufälliger Startwert vom System: {reason}")
        }
    }
}

/// What the file system said, by its kind: in English the system's own words.
pub fn io_error(lang: Lang, error: &io::Error) -> String {
    if lang == Lang::En {
        return error.to_string();
    }
    let words = match error.kind() {
        io::ErrorKind::NotFound => "nicht gefunden",
        io::ErrorKind::PermissionDenied => "keine Berechtigung",
        io::ErrorKind::AlreadyExists => "gibt es schon",
        io::ErrorKind::NotADirectory => "ist kein Ordner",
        io::ErrorKind::IsADirectory => "ist ein Ordner",
        io::ErrorKind::StorageFull => "kein Platz mehr auf dem Datenträger",
        io::ErrorKind::ReadOnlyFilesystem => "das Dateisystem ist schreibgeschützt",
        io::ErrorKind::InvalidData => "ungültige Daten",
        _ => "Fehler des Dateisystems",
    };
    words.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_save_errors_have_german_words() {
        let missing = SlotError::Missing("saves/x.save".into());
        assert_eq!(
            slot_error(Lang::De, &missing),
            "es gibt keinen Spielstand saves/x.save: 'spielstände' zeigt sie"
        );
        assert_eq!(slot_error(Lang::En, &missing), missing.to_string());
        let cut = SlotError::Broken("saves/c.save".into(), crate::save::SaveError::Truncated);
        assert_eq!(
            slot_error(Lang::De, &cut),
            "saves/c.save ist kaputt: sie ist abgeschnitten (keine Zeile 'end:')"
        );
        let io = SlotError::Io("saves/a.save".into(), io::Error::from(io::ErrorKind::NotADirectory));
        assert_eq!(slot_error(Lang::De, &io), "saves/a.save: ist kein Ordner");
    }
}
