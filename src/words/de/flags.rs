//! The German sentences of [`FlagWords`](crate::words::FlagWords).

use std::io;
use std::path::Path;

use crate::flags::{FlagError, FlagId, Tool, ValueName, ValueProblem};
use crate::notation::PlayerKind;
use crate::words::de::German;
use crate::words::flags::HelpHeadings;
use crate::words::{Basics, FileWords, FlagWords, ScreenWords};

impl FlagWords for German {
    fn tool_about(&self, tool: Tool) -> String {
        match tool {
            Tool::Play => "Baulöwe: das Hotelketten- und Aktienspiel, bekannt als Acquire, in der Konsole.\n\n\
                           Ohne Optionen spielst du gegen drei Computerspieler. Der Startwert wird angezeigt: \
                           mit `--seed` und diesem Wert wird dasselbe Spiel noch einmal ausgeteilt."
                .to_string(),
            Tool::Simulate => {
                "Computerspieler viele Spiele gegeneinander spielen lassen und die Ergebnisse zeigen".to_string()
            }
            Tool::Help => "Diese Hilfe oder die Hilfe eines Befehls zeigen".to_string(),
            Tool::Serve => "Einen Tisch öffnen, an dem Freunde von ihren eigenen Rechnern aus mitspielen \
                            (mit bauloewe join oder nc): Jeder menschliche Spieler bekommt einen Code, und \
                            seine Plättchen sieht nur er auf seinem Bildschirm"
                .to_string(),
            Tool::Join => "An einem Tisch auf einem anderen Rechner (dort bauloewe serve) Platz nehmen oder \
                           zuschauen\n\n\
                           Der Gastgeber gibt jedem Spieler die Adresse des Tisches und den Code seines \
                           Platzes. Eine Lobby (dort bauloewe server) fragt stattdessen nach deinem Namen, \
                           und den Tisch suchst du dir darin aus."
                .to_string(),
            Tool::Server => "Eine Lobby öffnen, in der man sich trifft, Tische eröffnet, chattet und spielt \
                             (mit bauloewe join oder nc)\n\n\
                             Jede Person kommt mit einem Namen, den ein Geheimwort schützt; jeder Tisch \
                             wird nach jeder Entscheidung gespeichert (ohne --save-dir in saves/lobby)."
                .to_string(),
            Tool::Review => "Ein Spiel Zug für Zug noch einmal ansehen: das Brett nach jedem Zug, was jeder \
                             Spieler darin tat, alle Plättchen, Geld und Aktien, und beim letzten Zug das Ende\n\n\
                             DATEI ist eine Spielstanddatei oder der Name eines Spielstands (siehe 'spielstände' \
                             im Spiel). Tippe Enter oder weiter, zurück, zug N, erster, letzter; aufstehen oder \
                             verlassen beendet den Rückblick."
                .to_string(),
            Tool::History => "Zeigen, wie jede Person zu Hause gegen die Computerstufen abschneidet, und ihre \
                              letzten Spiele\n\n\
                              Ein Spiel, das am Terminal zu Ende gespielt wird, wird in den Aufzeichnungen \
                              festgehalten (bauloewe.sqlite im Ordner der Spielstände), außer mit \
                              --no-records; Skripte und umgeleitete Eingaben halten keines fest. Mit NAME nur \
                              die Bilanz dieser Person."
                .to_string(),
            Tool::Record => "Spiel N der Aufzeichnungen zu Hause als Spielstand ausgeben\n\n\
                             bauloewe record 3 > saves/spiel3.save, danach spielt bauloewe --load spiel3 es \
                             bis zu seinem Ende nach."
                .to_string(),
        }
    }

    fn tool_usage(&self, tool: Tool) -> String {
        match tool {
            Tool::Play => "bauloewe [OPTIONEN] [BEFEHL]",
            Tool::Simulate => "bauloewe simulate [OPTIONEN]",
            Tool::Help => "bauloewe help [OPTIONEN] [BEFEHL]",
            Tool::Serve => "bauloewe serve [OPTIONEN]",
            Tool::Join => "bauloewe join [OPTIONEN] ADRESSE:PORT",
            Tool::Server => "bauloewe server [OPTIONEN]",
            Tool::Review => "bauloewe review [OPTIONEN] DATEI",
            Tool::History => "bauloewe history [OPTIONEN] [NAME]",
            Tool::Record => "bauloewe record [OPTIONEN] N",
        }
        .to_string()
    }

    fn help_headings(&self) -> HelpHeadings {
        HelpHeadings {
            usage: "Aufruf:".to_string(),
            commands: "Befehle:".to_string(),
            options: "Optionen:".to_string(),
        }
    }

    fn flag_help(&self, flag: FlagId) -> String {
        match flag {
            FlagId::Seed => {
                "Die Plättchen mit diesem Startwert mischen (gleicher Startwert und gleiche Befehle ergeben \
                 das gleiche Spiel)"
            }
            FlagId::Players => {
                "Die Spieler in der Reihenfolge der Plätze: NAME[:ART],... mit ART mensch, tourist, makler oder magnat \
                 (oder englisch human, tourist, broker, tycoon). Der erste Platz ist ein Mensch, die anderen \
                 sind Makler, wenn keine Art angegeben ist; 2 bis 6 Plätze; mehrere Menschen spielen abwechselnd \
                 am selben Rechner"
            }
            FlagId::Position => {
                "Mit einer Stellungsdatei (wie 'stellung' sie zeigt) statt mit einem neuen Spiel beginnen"
            }
            FlagId::Load => "Das im Spielstand NAME gespeicherte Spiel fortsetzen (siehe 'spielstände' im Spiel)",
            FlagId::Continue => {
                "Das zuletzt gespeicherte unfertige Spiel dort fortsetzen, wo es stand: das zuletzt im \
                 Terminal gespielte, mit serve den zuletzt geöffneten Tisch (beide werden nach jeder \
                 Entscheidung gespeichert)"
            }
            FlagId::SaveDir => "Die Spielstände im Ordner ORDNER ablegen",
            FlagId::Script => {
                "Die Befehle aus DATEI lesen statt von der Tastatur: keine Pausen, jeder Befehl wird gezeigt. \
                 Die Kopfzeilen, die --record schreibt, halten fest, wie das Spiel begann; Optionen, die ihnen \
                 widersprechen, werden abgelehnt"
            }
            FlagId::Record => {
                "Jede getippte Zeile in DATEI schreiben, mit Kopfzeilen, die festhalten, wie das Spiel begann: \
                 ein Skript, das --script DATEI nachspielt"
            }
            FlagId::NoRecords => {
                "Kein zu Ende gespieltes Spiel in den Aufzeichnungen zu Hause festhalten (bauloewe history); \
                 sonst wird ein Spiel, das am Terminal zu Ende gespielt wird, dort festgehalten"
            }
            FlagId::Color => {
                "Die Ketten färben: auto (im Terminal, außer NO_COLOR ist gesetzt oder TERM ist dumb), always \
                 (immer) oder never (nie)"
            }
            FlagId::Quick => {
                "Schnelles Spiel (Variante V1): das Ende darf ab einer Kette von 25 Hotels angesagt werden"
            }
            FlagId::Hidden => {
                "Verdeckter Besitz (Variante V2): bis zum Spielende sieht niemand Geld und Aktien der anderen; \
                 die Züge werden weiterhin angesagt"
            }
            FlagId::Market => {
                "Der Markt (Variante V3, nur zu zweit): bei jeder Prämienzahlung wird das nächste Plättchen \
                 des Stapels aufgedeckt; der Markt hält so viele Aktien, wie die Spalte des Plättchens angibt, \
                 und spielt um die Prämien mit"
            }
            FlagId::Lang => {
                "Die Sprache des Spiels: en (Englisch) oder de (Deutsch, auch mit deutschen Befehlswörtern). \
                 Ohne diese Option Deutsch, wenn LC_ALL, LC_MESSAGES oder LANG (die erste gesetzte) mit de \
                 beginnt, sonst Englisch"
            }
            FlagId::Games => {
                "Wie viele Spiele gespielt werden (ein Turnier rundet auf ganze Runden auf: ein Spiel je Platz)"
            }
            FlagId::Levels => {
                "Die Computerstufen in der Reihenfolge der Plätze, etwa magnat,makler,makler,makler; 'magnat:N' setzt die \
                 Probespiele dieses Magnaten je Entscheidung (magnat:40000,magnat:8000 vergleicht zwei \
                 Aufwände); 'magnat-tree' (Baumsuche, die Vorgabe) und 'magnat-flat' (die frühere flache \
                 Suche) wählen seine Suche. Nur \
                 Touristen: misst die Geschwindigkeit der Spielregeln"
            }
            FlagId::FirstSeed => "Der Startwert des ersten Spiels",
            FlagId::Threads => "Arbeits-Threads (ohne diese Option: so viele wie Prozessoren)",
            FlagId::TimeDecisions => {
                "Statt eines Turniers die Entscheidungen des ersten Platzes messen (Median, 90. Perzentil)"
            }
            FlagId::TimeHints => "Statt eines Turniers bei jeder Entscheidung des ersten Platzes die Zeit für einen Tipp messen",
            FlagId::Tables => {
                "Statt eines Turniers der Lasttest: N Tische zugleich auf 127.0.0.1, an jedem vier Computerspieler, die \
                 ganze Spiele über Sockets spielen; misst die Zeit von einer gesendeten Zeile bis zur \
                 nächsten Eingabeaufforderung sowie Speicher, Threads und offene Dateien je Tisch"
            }
            FlagId::Kill => {
                "Statt eines Turniers Spiele, die einen Ausfall überstehen: jedes einmal durchgespielt, dann \
                 noch einmal, wobei bei einer zufälligen Entscheidung ein Client die Verbindung verliert \
                 (client) oder der Serverprozess hart beendet (SIGKILL) und fortgesetzt wird (server); die Endstände müssen \
                 gleich sein. --games Spiele (bei server 50, wenn nicht angegeben)"
            }
            FlagId::Deadline => "Wann --tables, --lobby oder --kill spätestens anhält, in Sekunden",
            FlagId::Think => {
                "Mit --tables: wie lange jeder Computerspieler vor einer Entscheidung überlegt, in Millisekunden, wie \
                 ein Mensch (zählt nicht zu den gemessenen Zeiten)"
            }
            FlagId::Lobby => {
                "Statt eines Turniers der Lasttest der Lobby: ein bauloewe server auf 127.0.0.1 und N Tische \
                 mit je vier Computerspielern, die mit einem Namen ankommen, einen Tisch eröffnen oder sich \
                 setzen und spielen; misst das Platznehmen, die Zeit von einer gesendeten Zeile bis zur \
                 nächsten Eingabeaufforderung, sobald alle sitzen, sowie Speicher je Verbindung, Threads, \
                 offene Dateien und Rechenzeit je Zeile des Servers"
            }
            FlagId::Pace => {
                "Mit --lobby: wie schnell die Computerspieler entscheiden: now (sofort, ohne die Option) \
                 oder person (1 bis 3 s je Entscheidung, wie Menschen)"
            }
            FlagId::TablePlayers => {
                "Die Plätze der Reihe nach: NAME[:ART],... mit ART mensch, tourist, makler oder magnat. Ohne \
                 Angabe der Art spielt auf dem ersten Platz ein Mensch, auf den anderen ein Makler; jeder \
                 Mensch bekommt einen Code zum Mitspielen"
            }
            FlagId::Bind => {
                "Den Tisch unter ADRESSE:PORT öffnen (Port 0 wählt einen freien). 127.0.0.1 lässt nur \
                 Verbindungen von diesem Rechner zu, 0.0.0.0 das ganze Netz, unverschlüsselt (übers Internet nur durch einen \
                 SSH-Tunnel)"
            }
            FlagId::Code => "Der Code deines Platzes, den du vom Gastgeber bekommen hast (ohne diese Option wird \
                             danach gefragt)",
            FlagId::Watch => "Am Tisch zuschauen: Brett, Ketten und Züge sehen, aber keine Plättchen auf der Hand",
            FlagId::Name => {
                "Dein Name in einer Lobby (bauloewe server), dahinter sein Geheimwort, sobald er eins hat: \
                 --name 'Ann K7QF-2M9X' (ohne diese Option wird danach gefragt)"
            }
            FlagId::Journal => {
                "Das Journal des Tisches in DATEI schreiben: wie das Spiel begann, wer kam und ging, und jede \
                 gesendete Zeile; beim Abspielen zeigt es, was an jedem Platz zu lesen war"
            }
            FlagId::StandIn => {
                "Ist ein Spieler bei seiner Entscheidung nicht da, entscheidet nach --turn-timeout (Vorgabe \
                 2m) ein Computer der STUFE (tourist, makler oder magnat) für ihn, bis er mit seinem Code \
                 zurückkommt"
            }
            FlagId::TurnTimeout => {
                "Wie lange der Tisch auf einen abwesenden Spieler am Zug wartet, bevor die Vertretung \
                 entscheidet (90s, 2m, 1h); ohne --stand-in vertritt ein Makler"
            }
            FlagId::IdleTimeout => {
                "Den Tisch speichern und schließen, wenn ZEIT lang niemand eine Zeile geschickt hat oder \
                 dazugekommen ist (90s, 2m, 1h)"
            }
            FlagId::Db => {
                "Die Aufzeichnungen (beendete Partien, Wertungen, Namen) in der SQLite-Datenbank DATEI \
                 führen statt in bauloewe.sqlite im Spielstand-Ordner"
            }
            FlagId::Help => "Hilfe zeigen",
            FlagId::Version => "Version zeigen",
        }
        .to_string()
    }

    fn flag_value_name(&self, name: ValueName) -> String {
        match name {
            ValueName::Number => "N",
            ValueName::Seats => "LISTE",
            ValueName::File => "DATEI",
            ValueName::Folder => "ORDNER",
            ValueName::Name => "NAME",
            ValueName::When => "WANN",
            ValueName::Language => "SPRACHE",
            ValueName::Levels => "STUFEN",
            ValueName::Address => "ADRESSE:PORT",
            ValueName::Code => "CODE",
            ValueName::Person => "NAME",
            ValueName::Killed => "WAS",
            ValueName::Level => "STUFE",
            ValueName::Time => "ZEIT",
            ValueName::Pace => "TEMPO",
        }
        .to_string()
    }

    fn flag_default(&self, value: &str) -> String {
        format!("[Vorgabe: {value}]")
    }

    fn exit_codes(&self) -> String {
        "Rückgabewerte des Programms:\n  \
         0  das Spiel ist aus, wurde beendet oder die Eingabe ist zu Ende\n  \
         1  ein Befehl wurde in umgeleiteter Eingabe oder einem Skript (--script) abgelehnt\n  \
         2  falsche Optionen, eine Datei, die sich nicht lesen lässt, oder eine Ausgabe, die sich \
         nicht schreiben lässt\n\n\
         Tippe 'hilfe' im Spiel für die Befehle."
            .to_string()
    }

    fn flag_error(&self, error: &FlagError) -> String {
        match error {
            FlagError::Unknown { arg, similar: None } => format!("unerwartetes Argument '{arg}'"),
            FlagError::Unknown { arg, similar: Some(similar) } => {
                format!("unerwartetes Argument '{arg}'; meinst du '{similar}'?")
            }
            FlagError::UnknownCommand { word, similar: None } => format!("unbekannter Befehl '{word}'"),
            FlagError::UnknownCommand { word, similar: Some(similar) } => {
                format!("unbekannter Befehl '{word}'; meinst du '{similar}'?")
            }
            FlagError::NoValue { flag } => format!("'{flag}' braucht einen Wert"),
            FlagError::UnwantedValue { flag, value } => format!("'{flag}' nimmt keinen Wert an ('{value}')"),
            FlagError::Twice { flag } => format!("'{flag}' ist doppelt angegeben"),
            FlagError::NotFor { flag, command } => format!("'{flag}' gilt nicht für '{command}'"),
            FlagError::Together { flag, other } => format!("'{flag}' und '{other}' gehen nicht zusammen"),
            FlagError::Value { flag, value, problem } => value_problem(self, flag, value, problem),
            FlagError::NoAddress => "'join' braucht die Adresse des Tisches, ADRESSE:PORT".to_string(),
            FlagError::NoFile => {
                "'review' braucht eine Spielstanddatei oder den Namen eines Spielstands, DATEI".to_string()
            }
            FlagError::NoGameNumber => {
                "'record' braucht die Nummer eines Spiels (bauloewe history zeigt sie)".to_string()
            }
            FlagError::Unreadable => "die Optionen lassen sich nicht lesen".to_string(),
        }
    }

    fn flag_error_hint(&self) -> String {
        "Mehr dazu mit '--help'.".to_string()
    }

    fn cannot_read_file(&self, path: &Path, error: &io::Error) -> String {
        format!("{} lässt sich nicht lesen: {}", path.display(), self.io_error(error))
    }

    fn cannot_write_file(&self, path: &Path, error: &io::Error) -> String {
        format!("{} lässt sich nicht schreiben: {}", path.display(), self.io_error(error))
    }

    fn cannot_write_output(&self, error: &io::Error) -> String {
        format!("die Ausgabe lässt sich nicht schreiben: {}", self.io_error(error))
    }
}

/// Why a flag cannot take a value.
fn value_problem(words: &German, flag: &str, value: &str, problem: &ValueProblem) -> String {
    match problem {
        ValueProblem::Number { min: 0, max: None } => {
            format!("'{flag}' braucht eine ganze Zahl, nicht '{value}'")
        }
        ValueProblem::Number { min, max: None } => {
            format!("'{flag}' braucht eine ganze Zahl ab {}, nicht '{value}'", words.number(*min))
        }
        ValueProblem::Number { min, max: Some(max) } => format!(
            "'{flag}' braucht eine ganze Zahl von {} bis {}, nicht '{value}'",
            words.number(*min),
            words.number(*max)
        ),
        ValueProblem::NotOneOf(choices) => {
            format!("'{flag}' nimmt nur {} an, nicht '{value}'", words.or_list(choices))
        }
        ValueProblem::NotALevel => {
            let levels = [PlayerKind::Tourist, PlayerKind::Broker, PlayerKind::Tycoon];
            let levels = levels.map(|kind| words.kind_word(kind).to_lowercase());
            format!("'{flag}' nimmt nur {} an, nicht '{value}'", words.or_list(&levels))
        }
        ValueProblem::Seats(error) => format!("{flag}: {}", words.seat_list_error(error)),
        ValueProblem::NotText => format!("der Wert von '{flag}' ist kein Text (UTF-8)"),
        ValueProblem::Time => format!("'{flag}' nimmt eine Zeit wie 90s, 2m oder 1h, nicht '{value}'"),
        ValueProblem::Address => format!(
            "'{value}' ist keine Adresse der Form ADRESSE:PORT (etwa 127.0.0.1:7341; Port 0 wählt einen freien)"
        ),
    }
}
