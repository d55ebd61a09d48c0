//! Die Worte der Lobby auf Deutsch.

use std::path::Path;

use super::German;
use crate::command::lobby::{LONGEST_CHAT, Misused, OpenProblem, TableState};
use crate::notation::PlayerKind;
use crate::words::lobby::TableListing;
use crate::words::wrap::together;
use crate::words::{LobbyWords, ScreenWords};

impl LobbyWords for German {
    fn lobby_greeting(&self) -> String {
        "Baulöwe-Lobby: dein Name oder Name und Geheimwort (ein neuer Name bekommt eins).".to_string()
    }

    fn name_first(&self) -> String {
        "zuerst deinen Namen: 'name Ann' oder 'name Ann K7QF-2M9X' mit deinem Geheimwort".to_string()
    }

    fn bad_name(&self, typed: Option<&str>) -> String {
        match typed {
            Some(name) => {
                format!("'{name}' ist hier kein Name: 1 bis 16 Buchstaben oder Ziffern, etwa Ann oder Jürgen")
            }
            None => {
                "gib deinen Namen ein oder deinen Namen und dein Geheimwort (Ann K7QF-2M9X), sonst nichts"
                    .to_string()
            }
        }
    }

    fn name_taken(&self) -> String {
        "dieser Name ist vergeben: Wenn es deiner ist, gib ihn mit seinem Geheimwort ein (Ann K7QF-2M9X), sonst wähle einen anderen"
            .to_string()
    }

    fn wrong_secret(&self) -> String {
        "das ist nicht das Geheimwort dieses Namens: Gib den Namen und das Geheimwort ein, das du bekommen hast (Ann K7QF-2M9X)"
            .to_string()
    }

    fn unknown_name(&self) -> String {
        "diesen Namen hat noch niemand: Ein neuer Name wird allein eingegeben, sein Geheimwort bekommst du dazu"
            .to_string()
    }

    fn lobby_listening(&self, address: &str, loopback_only: bool) -> String {
        let reach = if loopback_only { " (nur von diesem Rechner aus)" } else { "" };
        format!("Baulöwe-Lobby, erreichbar unter {address}{reach}")
    }

    fn too_many_guesses(&self) -> String {
        "zu viele falsche Geheimwörter von deiner Adresse: Warte ein paar Sekunden und versuch es dann noch einmal"
            .to_string()
    }

    fn no_secret(&self) -> String {
        "für einen neuen Namen ließ sich gerade kein Geheimwort erzeugen: Versuch es noch einmal".to_string()
    }

    fn wrong_secrets_closed(&self, count: usize) -> String {
        format!(
            "wieder ein falsches Geheimwort: Nach {count} falschen wird die Verbindung getrennt; verbinde dich neu"
        )
    }

    fn secret_explained(&self, name: &str, secret: &str) -> String {
        format!(
            "Dein Geheimwort ist {secret}: Bewahre es auf. Mit ihm gehört der Name {name} dir; gib beim nächsten Mal '{name} {secret}' ein. Es wird nur dieses eine Mal gezeigt."
        )
    }

    fn lobby_welcome(&self, name: &str, here: usize, tables: usize) -> String {
        let people = match here {
            1 => "außer dir ist niemand da".to_string(),
            n => format!("{n} Leute sind da"),
        };
        let tables = match tables {
            0 => "noch kein Tisch".to_string(),
            1 => "1 Tisch".to_string(),
            n => format!("{n} Tische"),
        };
        format!("Willkommen in der Lobby, {name}: {people}, {tables}. 'hilfe' zeigt, was du tun kannst.")
    }

    fn lobby_guide(&self, name: &str) -> String {
        format!("{name}, in der Lobby (tische, eröffne 4, setze N, wer, sprich, hilfe)")
    }

    fn lobby_help(&self) -> String {
        [
            "In der Lobby:",
            "  tische             alle Tische: Plätze, Varianten, Zuschauer, wer am Zug ist",
            "  wer                wer da ist und wo",
            "  eröffne 4          einen Tisch für 4 Leute eröffnen (2 bis 6) und Platz",
            "                     nehmen; eröffne Ann,Bob,Cid:makler --hidden hält Plätze",
            "                     für Ann und Bob frei, den dritten nimmt der Makler;",
            "                     --quick, --hidden, --market wie im Spiel am Rechner;",
            "                     nur Plätze für Computer: du schaust ihnen zu",
            "  setze 3            einen freien Platz an Tisch 3 nehmen oder deinen eigenen",
            "  zuschauen 3        Tisch 3 zuschauen",
            "  sprich TEXT        an alle in der Lobby (am Tisch: an alle dort)",
            "  flüstere NAME TEXT an eine Person, wo immer sie ist",
            "  rangliste [N]      die Rangliste (für N Spieler), sicherste Stärke zuerst",
            "  verlauf [NAME]     deine Partien (oder die von NAME): Ergebnis, Wertung",
            "  partie 12          Partie 12 als Spielstand: bauloewe --load spielt sie nach",
            "  nachspielen 12     Partie 12 Zug für Zug, alle Hände offen",
            "  passwort           ein neues Geheimwort für deinen Namen (das alte gilt",
            "                     nicht mehr)",
            "  verlassen          den Server verlassen; mit Name und Geheimwort",
            "                     kommst du zurück",
            "Am Tisch: die Befehle des Spiels, dazu aufstehen (zurück in die Lobby) und",
            "starte (wer zuerst saß, teilt aus; leere Plätze übernehmen Computer).",
        ]
        .join("\n")
    }

    fn table_lobby_help(&self) -> String {
        "An einem Tisch der Lobby außerdem: sprich TEXT, flüstere NAME TEXT, wer, tische, aufstehen (zurück in die Lobby; dein Platz bleibt deiner)."
            .to_string()
    }

    fn play_at_a_table(&self) -> String {
        "du bist in der Lobby: Setz dich an einen Tisch, um zu spielen ('tische' zeigt alle Tische, 'eröffne 4' eröffnet einen)"
            .to_string()
    }

    fn not_a_lobby_word(&self, line: &str) -> String {
        format!("'{line}' ist kein Befehl der Lobby: 'hilfe' zeigt alle")
    }

    fn lobby_misused(&self, misused: &Misused) -> String {
        match misused {
            Misused::Number(word) => format!("'{word}' braucht die Nummer eines Tisches: {word} 3"),
            Misused::Text(word)
                if ["tell", "flüstere", "flüstern"].contains(&word.to_lowercase().as_str()) =>
            {
                format!("'{word}' braucht einen Namen und einen Text: {word} Ann hallo")
            }
            Misused::Text(word) => format!("'{word}' braucht einen Text: {word} hallo"),
            Misused::TooLong => format!("eine Chat-Zeile hat höchstens {LONGEST_CHAT} Zeichen"),
            Misused::Open(problem) => open_problem(problem),
            Misused::Game(word) => {
                format!(
                    "'{word}' braucht die Nummer einer gespeicherten Partie: {word} 12 ('verlauf' zeigt sie)"
                )
            }
            Misused::Players(word) => {
                format!("'{word}' nimmt eine Spielerzahl von 2 bis 6 oder nichts: {word} 4")
            }
            Misused::Name(word) => {
                format!("'{word}' nimmt einen Namen, oder keinen für deinen eigenen: {word} Ann")
            }
        }
    }

    fn in_the_lobby_already(&self) -> String {
        "du bist schon in der Lobby: 'verlassen' verlässt den Server".to_string()
    }

    fn start_at_a_table(&self) -> String {
        "'starte' gilt für die erste Person an einem wartenden Tisch: 'eröffne 4' eröffnet einen".to_string()
    }

    fn leave_first(&self, number: u32) -> String {
        format!("du sitzt an Tisch {number}: Steh erst auf ('aufstehen'), dann geh an einen anderen")
    }

    fn no_such_table(&self, number: u32) -> String {
        format!("Tisch {number} gibt es nicht: 'tische' zeigt alle")
    }

    fn cannot_sit(&self, number: u32, state: TableState) -> String {
        match state {
            TableState::Waiting => {
                format!("an Tisch {number} ist kein Platz für dich frei: 'zuschauen {number}'")
            }
            TableState::Playing => format!("an Tisch {number} wird ohne dich gespielt: 'zuschauen {number}'"),
            TableState::Over => {
                format!("das Spiel an Tisch {number} ist vorbei: 'eröffne 4' eröffnet ein neues")
            }
        }
    }

    fn table_busy(&self, number: u32) -> String {
        format!("Tisch {number} ist gerade ausgelastet: Versuch es gleich noch einmal")
    }

    fn opened_for_others(&self, number: u32) -> String {
        format!(
            "Tisch {number} ist eröffnet; seine Plätze sind für andere freigehalten, also bleibst du in der Lobby ('zuschauen {number}')."
        )
    }

    fn no_seat_for_you(&self, number: u32) -> String {
        format!("an Tisch {number} ist kein Platz für dich: 'zuschauen {number}'")
    }

    fn sat_down(&self, number: u32, seat: usize, free: usize) -> String {
        match free {
            0 => format!("Du sitzt an Tisch {number}, Platz {seat}."),
            n => format!(
                "Du sitzt an Tisch {number}, Platz {seat}. {} Hast du dich zuerst gesetzt, kannst du mit 'starte' sofort austeilen; leere Plätze übernehmen dann Computer.",
                waiting_for(n)
            ),
        }
    }

    fn watching_a_gathering(&self, number: u32, free: usize) -> String {
        format!("Du schaust Tisch {number} zu. {}", waiting_for(free))
    }

    fn gathering_guide(&self, name: &str, number: u32) -> String {
        format!("{name} an Tisch {number}, es wird gewartet (starte, aufstehen, sprich)")
    }

    fn sits_down(&self, name: &str, free: usize) -> String {
        match free {
            0 => format!("{name} hat sich gesetzt."),
            _ => format!("{name} hat sich gesetzt. {}", waiting_for(free)),
        }
    }

    fn stands_up(&self, name: &str, free: usize) -> String {
        format!("{name} ist aufgestanden. {}", waiting_for(free))
    }

    fn not_dealt_yet(&self) -> String {
        "noch ist nicht ausgeteilt: Das geschieht, sobald alle Plätze besetzt sind oder die erste Person 'starte' tippt".to_string()
    }

    fn only_first_starts(&self, first: &str) -> String {
        format!("nur {first}, die erste Person am Tisch, kann das Spiel starten")
    }

    fn dealt_already(&self) -> String {
        "es ist schon ausgeteilt".to_string()
    }

    fn table_given_up(&self, number: u32) -> String {
        format!("Tisch {number} ist aufgelöst: Niemand wartet mehr dort. Du bist wieder in der Lobby.")
    }

    fn table_rests(&self, number: u32) -> String {
        format!(
            "Tisch {number} ist gespeichert und ruht: Lange hat niemand gespielt. 'setze {number}' öffnet ihn wieder."
        )
    }

    fn table_lost(&self, number: u32) -> String {
        format!(
            "Tisch {number}: Ein Computerspieler ist ausgefallen; der Tisch ruht im zuletzt gespeicherten Stand"
        )
    }

    fn nobody_named(&self, name: &str) -> String {
        format!("niemand namens '{name}' ist da: 'wer' zeigt, wer da ist")
    }

    fn chat_too_fast(&self, count: usize, seconds: u64) -> String {
        format!("nicht so schnell: höchstens {count} Chat-Zeilen in {seconds} Sekunden")
    }

    fn who_heading(&self, count: usize) -> String {
        match count {
            1 => "1 Person ist da:".to_string(),
            n => format!("{n} Leute sind da:"),
        }
    }

    fn who_line(&self, name: &str, rating: &str, table: Option<u32>, watching: bool) -> String {
        match (table, watching) {
            (None, _) => format!("  {name:<16} {rating:<11} in der Lobby"),
            (Some(n), false) => format!("  {name:<16} {rating:<11} an Tisch {n}"),
            (Some(n), true) => format!("  {name:<16} {rating:<11} schaut Tisch {n} zu"),
        }
    }

    fn who_reviewing(&self, name: &str, rating: &str, game: u64) -> String {
        format!("  {name:<16} {rating:<11} spielt Partie {game} nach")
    }

    fn no_tables(&self) -> String {
        "Noch keine Tische: 'eröffne 4' eröffnet einen für vier Leute.".to_string()
    }

    fn tables_heading(&self) -> String {
        "Tische:".to_string()
    }

    fn table_line(&self, table: &TableListing) -> String {
        let TableListing { number, state, seats, options, watchers, deciding, resting } = table;
        let (number, state, options, watchers, resting) = (*number, *state, *options, *watchers, *resting);
        let seats: Vec<String> = seats
            .iter()
            .map(|(name, kind, taken)| match (name, kind) {
                (None, _) => "(frei)".to_string(),
                (Some(name), PlayerKind::Human) if *taken => name.to_string(),
                (Some(name), PlayerKind::Human) => format!("{name} (weg)"),
                (Some(name), kind) => format!("{name} ({})", self.kind_word(*kind)),
            })
            .collect();
        let state = match (state, resting) {
            (TableState::Waiting, _) => "wartet".to_string(),
            (TableState::Playing, true) => "ruht".to_string(),
            (TableState::Playing, false) => match deciding {
                Some(name) => format!("läuft ({name} am Zug)"),
                None => "läuft".to_string(),
            },
            (TableState::Over, _) => "vorbei".to_string(),
        };
        let mut line = format!("  {number:>3}  {state}: {}", seats.join(", "));
        line.push_str(&self.variants(options));
        if watchers > 0 {
            let watch = if watchers == 1 { "schaut" } else { "schauen" };
            line.push_str(&format!("; {watchers} {watch} zu"));
        }
        line
    }

    fn left_the_server(&self) -> String {
        "Du hast den Server verlassen; Name und Geheimwort bringen dich zurück (an deinen Platz, wenn ein Spiel läuft)."
            .to_string()
    }

    fn server_stops(&self, slot: &str) -> String {
        format!(
            "Der Server hält an; dein Tisch ist unter dem Namen '{slot}' gespeichert und wartet auf dich, wenn er wieder läuft."
        )
    }

    fn server_stops_lobby(&self) -> String {
        "Der Server hält an; komm mit Name und Geheimwort zurück, wenn er wieder läuft.".to_string()
    }

    fn table_opened(&self, number: u32, name: &str) -> String {
        format!("Tisch {number} von {name} eröffnet")
    }

    fn table_dealt(&self, number: u32) -> String {
        format!("An Tisch {number} ist ausgeteilt")
    }

    fn table_save_unreadable(&self, slot: &str) -> String {
        format!(
            "{slot} lässt sich nicht lesen: Der Tisch bleibt geschlossen, seine Datei bleibt, wie sie ist"
        )
    }

    fn names_file_broken(&self, path: &Path, line: usize) -> String {
        format!(
            "die Namensdatei {} ist in Zeile {line} beschädigt: Sie bleibt, wie sie ist; repariere sie oder verschiebe sie, dann starte neu",
            path.display()
        )
    }

    fn lobby_opened(&self, saves: &Path, address: &str) -> String {
        format!(
            "Tische und Namen liegen in {}. Hereinkommen: {}, oder nc mit Rechner und Port.",
            saves.display(),
            together(&format!("bauloewe join {address}"))
        )
    }

    fn too_many_new_names(&self) -> String {
        "zu viele neue Namen von deiner Adresse: Warte ein paar Sekunden und versuch es dann noch einmal"
            .to_string()
    }

    fn too_many_waiting(&self, most: usize) -> String {
        format!(
            "du hast schon {most} Tische eröffnet, die auf Leute warten: Setz dich an einen oder warte, bis ausgeteilt wird"
        )
    }
}

/// Worauf der Tisch noch wartet: `Es fehlt noch 1 Person, dann wird ausgeteilt.`
fn waiting_for(free: usize) -> String {
    match free {
        0 => "Es wird gleich ausgeteilt.".to_string(),
        1 => "Es fehlt noch 1 Person, dann wird ausgeteilt.".to_string(),
        n => format!("Es fehlen noch {n} Leute, dann wird ausgeteilt."),
    }
}

/// Warum `eröffne` abgelehnt wurde.
fn open_problem(problem: &OpenProblem) -> String {
    match problem {
        OpenProblem::Nothing => {
            "'eröffne' braucht Plätze: eröffne 4 oder eröffne Ann,Bob,Cid:makler".to_string()
        }
        OpenProblem::Setup(error) => crate::words::RefusalWords::setup_error(&German, error),
        OpenProblem::Count(count) => format!("ein Tisch hat 2 bis 6 Plätze, nicht {count} (R6)"),
        OpenProblem::Word(word) => {
            format!("'{word}' ist weder Plätze noch eine Variante: eröffne 4 --quick, --hidden oder --market")
        }
        OpenProblem::Seat(seat) => format!(
            "'{seat}' ist kein Platz: ein Name aus 1 bis 16 Buchstaben oder Ziffern, für einen Computer dahinter :makler, :magnat oder :tourist"
        ),
        OpenProblem::SameName(name) => {
            format!("zwei Plätze heißen '{name}': Jeder Platz braucht einen eigenen Namen")
        }
    }
}
