//! The German sentences of [`FileWords`](crate::words::FileWords).

use std::io;
use std::path::Path;

use crate::ai::LevelError;
use crate::notation::position::{HEADER, Key, MAX_CASH, Place};
use crate::notation::text::quote;
use crate::notation::{
    ActionError, NameError, PlayerKind, PositionError, PositionProblem, SeatListError, UnknownKind,
};
use crate::record::ReplayError;
use crate::rules::{Chain, RuleError};
use crate::save::OpenError;
use crate::save::Source;
use crate::save::format::{self, VERSION};
use crate::save::script::{SCRIPT_HEADER, ScriptError};
use crate::save::slots::MAX_NAME;
use crate::save::{BeginningError, SaveError, SaveProblem, SlotError};
use crate::words::de::German;
use crate::words::files::{self, chain_names, key_names, tile_names};
use crate::words::{Basics, FileWords, RefusalWords, ScreenWords};

impl FileWords for German {
    fn position_error(&self, error: &PositionError) -> String {
        match error.line {
            0 => self.position_problem(&error.problem),
            line => format!("Zeile {line}: {}", self.position_problem(&error.problem)),
        }
    }

    fn position_problem(&self, problem: &PositionProblem) -> String {
        use PositionProblem as P;
        match problem {
            P::Empty => format!("die Datei ist leer: sie beginnt mit '{HEADER}'"),
            P::Version(version) => format!(
                "Positionsformat Version '{}' wird nicht unterstützt: dieses Programm liest Version 1 ('{HEADER}')",
                quote(version)
            ),
            P::NotAHeader(first) => {
                format!("die erste Zeile ist '{}': eine Stellungsdatei beginnt mit '{HEADER}'", quote(first))
            }
            P::LineTooLong { max } => format!(
                "die Zeile ist länger als {} Bytes: so viel braucht keine Position",
                self.number(*max as u64)
            ),
            P::NoColon(text) => {
                format!("'{}' hat keinen Doppelpunkt: schreib Schlüssel: Wert, etwa 'turn: Ann'", quote(text))
            }
            P::UnknownKey(word) => {
                format!("unbekannter Schlüssel '{}': die Schlüssel sind {}", quote(word), key_names())
            }
            P::RepeatedKey { key, first_line } => format!(
                "{}: steht zweimal da (zuerst in Zeile {first_line}): schreib jeden Schlüssel einmal",
                key.word()
            ),
            P::MissingKey(key) => {
                format!("die Datei hat keine Zeile '{}:': jede Position braucht eine", key.word())
            }
            P::EmptyEntry => {
                "ein Eintrag zwischen zwei Kommas ist leer: nimm das überzählige Komma weg".to_string()
            }
            P::NotASeat(text) => format!(
                "'{}' ist kein Spieler: schreib einen Namen und eine Art, etwa 'Ann human'",
                quote(text)
            ),
            P::Kind(error) => self.kind_error(error),
            P::Name(error) => self.name_error(error),
            P::TurnNotOneName { example } => format!("turn: nennt einen Spieler, etwa 'turn: {example}'"),
            P::NotCash(text) => format!(
                "'{}' ist nicht das Geld eines Spielers: schreib einen Namen und einen Betrag, etwa 'Ann 6000'",
                quote(text)
            ),
            P::NegativeCash(text) => {
                format!("Geld ist nie negativ (R5), aber '{}' ist es: schreib 0 oder mehr", quote(text))
            }
            P::NotAnAmount(text) => format!(
                "'{}' ist kein Geldbetrag: schreib eine ganze Zahl von 0 bis {}",
                quote(text),
                self.money(MAX_CASH)
            ),
            P::NotAHolding(text) => format!(
                "'{}' ist kein Aktienbesitz: schreib einen Namen, eine Kette und eine Anzahl, etwa 'Ann Aurora 3'",
                quote(text)
            ),
            P::NotAShareCount(text) => {
                format!("'{}' ist keine Anzahl Aktien: schreib 0 bis 25 (R4)", quote(text))
            }
            P::EmptyLoneGroup => "die Gruppe lone nennt kein Plättchen: schreib die einzelnen Hotels dahinter, \
                                  etwa 'lone 5G 12I'"
                .to_string(),
            P::Tile(error) => self.tile_error(error),
            P::NotAChain(word) => format!(
                "'{}' ist keine Kette: schreib den vollen Namen einer Kette, einen von {}",
                quote(word),
                chain_names()
            ),
            P::NotASeed(text) => format!(
                "'{}' ist kein Startwert: schreib eine ganze Zahl von 0 bis {}",
                quote(text),
                self.number(u64::MAX)
            ),
            P::UnknownOption(word) => {
                format!(
                    "unbekannte Option '{}': die Optionen sind quick (V1), hidden (V2) und market (V3)",
                    quote(word)
                )
            }
            P::OptionTwice(word) => format!("die Option {word} steht zweimal da: nenne jede Option einmal"),
            P::NotYes { key, value } => {
                let word = key.word();
                let meaning = match key {
                    Key::Over => " für ein beendetes Spiel",
                    _ => ", wenn das Ende in diesem Zug angesagt ist",
                };
                format!(
                    "'{word}: {}' ist unverständlich: schreib '{word}: yes'{meaning}, oder lass die Zeile weg",
                    quote(value)
                )
            }
            P::SameName(name) => {
                format!("Spieler {name} steht zweimal da: gib jedem Spieler einen eigenen Namen")
            }
            P::PlayerCount(error) => self.setup_error(error),
            P::UnknownPlayer { name, players } => {
                format!("unbekannter Spieler '{}': die Spieler sind {}", quote(name), players.join(", "))
            }
            P::ListedTwice(name) => format!("Spieler {name} steht zweimal da: gib jedem Spieler einen Eintrag"),
            P::TooMuchCash { name, amount } => format!(
                "Spieler {name} hat {} Geld: eine Position gibt höchstens {}",
                self.money(*amount),
                self.money(MAX_CASH)
            ),
            P::HoldingTwice { name, chain } => {
                format!("der Besitz '{name} {chain}' steht zweimal da: nenne jeden Besitz einmal")
            }
            P::TooManyShares { chain, held } => {
                format!("die Spieler haben {held} {chain}-Aktien, aber es gibt nur 25 (R4)")
            }
            P::HandTooBig { name, count } => {
                format!("Spieler {name} hat {count} Plättchen: eine Hand hat höchstens 6 (R2)")
            }
            P::GroupTwice(chain) => {
                let name = chain.map_or("lone", Chain::name);
                format!("die Gruppe {name} steht zweimal da: schreib ihre Plättchen als eine Gruppe")
            }
            P::ChainTooSmall { chain, count } => {
                format!("die Kette {chain} hat {count} Plättchen: eine Kette hat mindestens 2 (R11)")
            }
            P::ChainNotConnected { chain, tiles } => format!(
                "die Kette {chain} hängt nicht zusammen ({}): ihre Plättchen sind eine Gruppe von Nachbarn (R1)",
                tile_names(tiles)
            ),
            P::ChainsTouch { chain, other, tile } => format!(
                "die Kette {chain} berührt {other} bei {tile}: ein Plättchen zwischen zwei Ketten fusioniert sie (R14)"
            ),
            P::LoneTouchesChain { tile, chain } => format!(
                "das einzelne Hotel {tile} berührt {chain}: ein Hotel neben einer Kette gehört zu ihr (R11)"
            ),
            P::TileTwice { tile, place, first, .. } if place == first => format!(
                "das Plättchen {tile} steht zweimal {}: nenne jedes Plättchen einmal",
                self.tile_place(place)
            ),
            P::TileTwice { tile, place, first, first_line } => format!(
                "das Plättchen {tile} ist {}, aber auch {} (Zeile {first_line}): ein Plättchen ist nur an einem Ort",
                self.tile_place(place),
                self.tile_place(first)
            ),
            P::AnnouncedAndOver => "das Ende ist angesagt, aber das Spiel ist aus: ein beendetes Spiel hat keinen \
                                    Zug mehr zu beenden (R16), also schreib 'announced: yes' oder 'over: yes', \
                                    nicht beides"
                .to_string(),
            P::AnnouncedWithoutChain => "das Ende ist angesagt, aber keine Kette liegt auf dem Brett: es darf nur \
                                         mit einer Kette auf dem Brett angesagt werden (R16)"
                .to_string(),
            P::AnnouncedTooEarly { largest, end_size, quick } => {
                let variant = if *quick { " im schnellen Spiel (V1)" } else { "" };
                format!(
                    "das Ende ist angesagt, aber die größte Kette hat {largest} Hotels und nicht jede Kette ist \
                     sicher: es darf ab einer Kette von {end_size}{variant} angesagt werden oder wenn jede Kette \
                     sicher ist (R16)"
                )
            }
            P::AnnouncedAlready => "das Ende ist schon angesagt (R16)".to_string(),
        }
    }

    fn tile_place(&self, place: &Place) -> String {
        match place {
            Place::Board => "auf dem Brett".to_string(),
            Place::Hand(name) => format!("in {} Hand", self.possessive(name)),
            Place::Pool => "im Stapel".to_string(),
        }
    }

    /// A file that stops early is called unvollständig, and said so once.
    fn save_error(&self, error: &SaveError) -> String {
        match error {
            SaveError::NotASave => {
                format!(
                    "beschädigt: kein Spielstand von Baulöwe (die erste Zeile ist nicht '{}')",
                    format::HEADER
                )
            }
            SaveError::Newer(version) => format!(
                "beschädigt: von einem neueren Baulöwen geschrieben (Speicherformat {version}, diese Version liest \
                 nur Format {VERSION})"
            ),
            SaveError::Truncated => "unvollständig: die Zeile 'end:' fehlt".to_string(),
            SaveError::Corrupt { line, problem } => {
                format!("beschädigt: Zeile {line}: {}", self.save_problem(problem))
            }
        }
    }

    fn save_problem(&self, problem: &SaveProblem) -> String {
        use SaveProblem as S;
        match problem {
            S::IndentedOutside => "eine eingerückte Zeile außerhalb von 'start:' und 'actions:'".to_string(),
            S::NotKeyValue => "erwartet war 'Schlüssel: Wert'".to_string(),
            S::Unexpected(key) => format!("'{}' gehört nicht hierher", quote(key)),
            S::EndMiscounted { said, listed: 1 } => {
                format!("die Zeile 'end:' sagt '{}', aber aufgeführt ist 1 Aktion", quote(said))
            }
            S::EndMiscounted { said, listed } => {
                format!("die Zeile 'end:' sagt '{}', aber aufgeführt sind {listed} Aktionen", quote(said))
            }
            S::NotNameAction => "erwartet war 'NAME: Aktion'".to_string(),
            S::Start(error) => format!("die Stellungsdatei unter 'start:': {}", self.position_error(error)),
            S::NotTheirs { name, deciding: Some(deciding) } => {
                format!("die Aktion ist {}, aber hier entscheidet {deciding}", self.possessive(&quote(name)))
            }
            S::NotTheirs { name, deciding: None } => format!(
                "die Aktion ist {}, aber hier entscheidet niemand (das Spiel ist aus)",
                self.possessive(&quote(name))
            ),
            S::Action(error) => self.action_error(error),
            S::NoReplay { name, words, error } => {
                format!("'{}' lässt sich nicht nachspielen: {}", quote(words), refusal_of(self, name, error))
            }
        }
    }

    fn action_error(&self, error: &ActionError) -> String {
        match error {
            ActionError::Unknown(text) => format!("'{text}' ist keine Aktion"),
            ActionError::Tile(word) => {
                format!("'{word}' ist kein Plättchen: erst Spalte, dann Reihe, 1A bis 12I")
            }
            ActionError::Chain(word) => format!("'{word}' ist nicht der volle Name einer Kette"),
            ActionError::Count(word) => format!("'{word}' ist keine Anzahl Aktien von 0 bis 25"),
        }
    }

    fn name_error(&self, error: &NameError) -> String {
        format!("'{}' ist kein Spielername: nimm 1 bis 16 Buchstaben oder Ziffern", error.0)
    }

    fn kind_error(&self, error: &UnknownKind) -> String {
        format!("unbekannte Art '{}': nimm mensch, tourist, makler oder magnat", error.0)
    }

    fn level_error(&self, error: &LevelError) -> String {
        files::level_error(self, error)
    }

    fn effort_of(&self, kind: PlayerKind) -> String {
        format!("nur der Magnat nimmt einen Aufwand an (magnat:N), nicht der {}", self.kind_word(kind))
    }

    fn effort_error(&self, text: &str) -> String {
        format!("'{text}' ist keine Anzahl Probespiele: schreib magnat:N mit N ≥ 1")
    }

    fn seat_list_error(&self, error: &SeatListError) -> String {
        files::seat_list_error(self, error)
    }

    fn same_seat_name(&self, name: &str) -> String {
        format!("zwei Spieler heißen {}", quote(name))
    }

    fn replay_error(&self, error: &ReplayError) -> String {
        files::replay_error(self, error)
    }

    fn action_not_replayed(&self, number: usize, error: &RuleError) -> String {
        format!("Aktion {number} lässt sich nicht nachspielen: {}", self.rule_error(error))
    }

    fn slot_error(&self, error: &SlotError) -> String {
        files::slot_error(self, error)
    }

    fn slot_name_error(&self, name: &str) -> String {
        format!(
            "'{name}' ist kein Name für einen Spielstand: nimm 1 bis {MAX_NAME} Buchstaben, Ziffern, '-' und \
             '_', etwa 'montag-2'"
        )
    }

    fn no_save(&self, path: &Path) -> String {
        format!("es gibt keinen Spielstand {}: 'spielstände' zeigt die vorhandenen", path.display())
    }

    fn slot_io_error(&self, path: &Path, error: &io::Error) -> String {
        format!("{}: {}", path.display(), self.io_error(error))
    }

    fn broken_save(&self, path: &Path, error: &SaveError) -> String {
        format!("{} ist {}", path.display(), self.save_error(error))
    }

    fn script_error(&self, error: &ScriptError) -> String {
        match error {
            ScriptError::Version(first) => format!(
                "die erste Zeile des Skripts '{first}' ist nicht '{SCRIPT_HEADER}' (eine neuere Version?)"
            ),
            ScriptError::Seed(value) => format!("der Startwert des Skripts '{value}' ist keine Zahl"),
            ScriptError::Players(error) => {
                format!("die Spieler des Skripts: {}", self.seat_list_error(error))
            }
        }
    }

    fn beginning_error(&self, error: &BeginningError) -> String {
        match error {
            BeginningError::Disagrees { key } => format!(
                "die Optionen widersprechen der Kopfzeile '# {key}:' des Skripts, die sagt, wie das aufgezeichnete \
                 Spiel begann: lass die Optionen weg oder ändere die Kopfzeile"
            ),
            BeginningError::NoSeed(reason) => format!("kein zufälliger Startwert vom System: {reason}"),
        }
    }

    /// The system's words are English, so German words the error by its kind.
    fn no_seat_codes(&self, reason: &str) -> String {
        format!("keine zufälligen Codes für die Plätze vom System: {reason}")
    }

    fn no_terminal(&self, error: &io::Error) -> String {
        format!("das Terminal lässt sich nicht öffnen: {}", self.io_error(error))
    }

    fn io_error(&self, error: &io::Error) -> String {
        let words = match error.kind() {
            io::ErrorKind::NotFound => "nicht gefunden",
            io::ErrorKind::PermissionDenied => "keine Berechtigung",
            io::ErrorKind::AlreadyExists => "gibt es schon",
            io::ErrorKind::NotADirectory => "ist kein Ordner",
            io::ErrorKind::IsADirectory => "ist ein Ordner",
            io::ErrorKind::StorageFull => "kein Platz mehr auf dem Datenträger",
            io::ErrorKind::ReadOnlyFilesystem => "das Dateisystem ist schreibgeschützt",
            io::ErrorKind::InvalidData => "ungültige Daten",
            io::ErrorKind::ConnectionRefused => "Verbindung abgelehnt",
            io::ErrorKind::ConnectionReset | io::ErrorKind::BrokenPipe => "Verbindung getrennt",
            io::ErrorKind::ConnectionAborted => "Verbindung abgebrochen",
            io::ErrorKind::TimedOut | io::ErrorKind::WouldBlock => "Zeitüberschreitung",
            io::ErrorKind::AddrInUse => "die Adresse wird schon verwendet",
            io::ErrorKind::AddrNotAvailable => "die Adresse gibt es auf diesem Rechner nicht",
            io::ErrorKind::HostUnreachable => "Rechner nicht erreichbar",
            io::ErrorKind::NetworkUnreachable => "Netz nicht erreichbar",
            // `io::ErrorKind` is open (`#[non_exhaustive]`): the others share one word, which
            // fits a file and a connection alike.
            _ => "Fehler beim Lesen oder Schreiben",
        };
        words.to_string()
    }

    fn open_error(&self, error: &OpenError) -> String {
        files::open_error(self, error)
    }

    fn start_error_of(&self, label: &Source, error: &ReplayError) -> String {
        let label = match label {
            Source::File(name) => name.as_str(),
            Source::Script => "das Skript",
        };
        format!("{label}: {}", self.replay_error(error))
    }

    fn load_error(&self, error: &SlotError) -> String {
        format!("Laden geht nicht: {}", self.slot_error(error))
    }
}

/// A rule's refusal of an action replayed from a save, said of the player who made it: a tile
/// not in the hand is not in `name`'s hand (Anns Hand), whoever reads the file.
fn refusal_of(german: &German, name: &str, error: &RuleError) -> String {
    if let RuleError::TileNotInHand { tile, hand } = error {
        return format!(
            "{tile} ist nicht in {} Hand: {hand} ({})",
            german.possessive(&quote(name)),
            error.rule()
        );
    }
    german.rule_error(error)
}
