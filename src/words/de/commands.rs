//! The German sentences of [`CommandWords`](crate::words::CommandWords).

use crate::command::Info;
use crate::command::id::CommandId;
use crate::rules::Action;
use crate::words::CommandWords;
use crate::words::commands::{CommandText, action_command, commands_typed, hint_line};
use crate::words::de::German;

impl CommandWords for German {
    fn command_text(&self, id: CommandId) -> CommandText {
        match id {
            CommandId::Lay => CommandText {
                words: &["lege", "legen"],
                near_misses: &["setze", "spiele"],
                usage: "lege 7E".into(),
                summary: "lege ein Plättchen aus deiner Hand".into(),
                detail: "Legt ein Plättchen aus deiner Hand (R10.1). Groß oder klein ist egal: 'lege 7e'.\n\
                 Deine spielbaren Plättchen sind auf dem Brett mit * markiert; 'hand' sagt, was\n\
                 jedes tut."
                    .into(),
            },
            CommandId::Found => CommandText {
                words: &["gründe", "gruende", "gründen", "gruenden"],
                near_misses: &[],
                usage: "gründe Aurora".into(),
                summary: "benenne die neue Kette".into(),
                detail: "Nach einem Plättchen, das nur einzelne Hotels berührt, nenne eine Kette, die\n\
                 nicht auf dem Brett liegt (R11). Du bekommst eine Gründeraktie. Jeder eindeutige\n\
                 Anfang geht: 'gründe au'."
                    .into(),
            },
            CommandId::Survivor => CommandText {
                words: &["rette", "retten", "überlebt", "ueberlebt"],
                near_misses: &["fusioniere", "überlebe", "ueberlebe"],
                usage: "rette Aurora".into(),
                summary: "wähle bei Gleichstand, wer überlebt".into(),
                detail: "Sind bei einer Fusion zwei oder mehr der größten Ketten gleich groß, wählt, wer\n\
                 das Plättchen gelegt hat, welche überlebt (R14.2): 'rette Aurora' lässt Aurora\n\
                 überleben."
                    .into(),
            },
            CommandId::Defunct => CommandText {
                words: &["auflösen", "aufloesen"],
                near_misses: &["aufgelöst", "aufgeloest", "löse", "loese"],
                usage: "auflösen Zugvogel".into(),
                summary: "wähle die zuerst aufgelöste Kette".into(),
                detail: "Aufgelöste Ketten kommen von der größten zur kleinsten dran; bei Gleichstand\n\
                 wählt, wer das Plättchen gelegt hat (R14.3). 'löse Zugvogel auf' geht auch."
                    .into(),
            },
            CommandId::Sell => CommandText {
                words: &["verkaufe", "verkaufen"],
                near_misses: &[],
                usage: "verkaufe 3 | verkaufe 2 tausche 4".into(),
                summary: "verkaufe Aktien der aufgelösten Kette".into(),
                detail: "Verkauft bei einer Fusion Aktien der aufgelösten Kette zu ihrem Preis vor der\n\
                 Fusion (R14.4.2). Mit tausche kombinierbar: 'verkaufe 2 tausche 4'. 'verkaufe\n\
                 alles' verkauft den Rest und muss darum am Ende stehen: 'tausche 2 verkaufe\n\
                 alles'.\n\
                 Was du weder verkaufst noch tauschst, behältst du."
                    .into(),
            },
            CommandId::Trade => CommandText {
                words: &["tausche", "tauschen"],
                near_misses: &[],
                usage: "tausche 4 | tausche alles".into(),
                summary: "tausche 2 gegen 1 der überlebenden Kette".into(),
                detail: "Gibt eine gerade Anzahl Aktien der aufgelösten Kette ab und bekommt dafür halb\n\
                 so viele der überlebenden Kette, solange die Bank noch welche hat (R14.4.2).\n\
                 'tausche alles' tauscht so viele wie erlaubt."
                    .into(),
            },
            CommandId::Keep => CommandText {
                words: &["behalte", "behalten"],
                near_misses: &[],
                usage: "behalte".into(),
                summary: "behalte alle Aktien der aufgelösten Kette".into(),
                detail: "Behält alle Aktien der aufgelösten Kette. Sie sind nichts wert, bis die Kette\n\
                 neu gegründet wird."
                    .into(),
            },
            CommandId::Buy => CommandText {
                words: &["kaufe", "kaufen"],
                near_misses: &[],
                usage: "kaufe Aurora | kaufe 2 au 1 be".into(),
                summary: "kaufe bis zu 3 Aktien in diesem Zug".into(),
                detail: "Kauft Aktien von Ketten auf dem Brett zu ihrem Preis (R10.2): höchstens 3 pro\n\
                 Zug, in einem Befehl oder mehreren. Ein Befehl kauft alle seine Aktien oder\n\
                 keine."
                    .into(),
            },
            CommandId::End => CommandText {
                words: &["ende", "beende", "beenden"],
                near_misses: &["weiter", "fertig"],
                usage: "ende".into(),
                summary: "beende deinen Zug (du ziehst auf 6 nach)".into(),
                detail: "Beendet deinen Zug, wie auch 'beende' und 'beenden': tote Plättchen werden\n\
                 ersetzt, du ziehst auf 6 Plättchen nach, der nächste Spieler ist dran (R10.3)."
                    .into(),
            },
            CommandId::Announce => CommandText {
                words: &["ansagen", "spielende"],
                near_misses: &["schluss", "ansage", "sage", "sag"],
                usage: "ansagen".into(),
                summary: "sage das Ende des Spiels an (R16)".into(),
                detail: "Erlaubt in deinem Zug, wenn eine Kette 41 Hotels hat (25 im schnellen Spiel)\n\
                 oder jede Kette auf dem Brett sicher ist. Du spielst deinen Zug zu Ende, dann\n\
                 wird gewertet. 'sage an' geht auch."
                    .into(),
            },
            CommandId::Undo => CommandText {
                words: &["zurück", "zurueck", "rückgängig", "rueckgaengig"],
                near_misses: &[],
                usage: "zurück".into(),
                summary: "nimm deine letzte Entscheidung zurück".into(),
                detail: "Nimmt deine letzte Entscheidung zurück (einen ganzen Befehl wie 'kaufe 2 au 1\n\
                 be') und die Züge der Computer danach. Das geht nur, wenn du der einzige Mensch\n\
                 im Spiel bist, und nicht mehr, sobald du ein neues Plättchen gesehen hast\n\
                 (nachgezogen oder als Ersatz bekommen)."
                    .into(),
            },
            CommandId::Show(Info::Board) => CommandText {
                words: &["brett"],
                near_misses: &["karte", "plan"],
                usage: "brett".into(),
                summary: "zeige das Brett".into(),
                detail: "Zeigt das Brett: . leer, # einzelnes Hotel, das Kürzel einer Kette auf ihren\n\
                 Hotels, * deine spielbaren Plättchen."
                    .into(),
            },
            CommandId::Show(Info::Hand) => CommandText {
                words: &["hand"],
                near_misses: &["plättchen", "plaettchen"],
                usage: "hand".into(),
                summary: "zeige deine Plättchen und was sie tun".into(),
                detail: "Zeigt deine Plättchen und für jedes, ob es spielbar ist und was es täte:\n\
                 gründen, vergrößern, fusionieren, oder warum nicht (achte Kette R12, tot R13)."
                    .into(),
            },
            CommandId::Show(Info::Chains) => CommandText {
                words: &["ketten"],
                near_misses: &["kette"],
                usage: "ketten".into(),
                summary: "zeige die Ketten: Größe, Preis, Prämien".into(),
                detail: "Zeigt jede Kette auf dem Brett mit Größe, Aktienpreis (R7), ob sie sicher ist\n\
                 (R15), den Aktien der Bank, und wer jetzt die Mehrheits- und die\n\
                 Minderheitsprämie bekäme."
                    .into(),
            },
            CommandId::Show(Info::Players) => CommandText {
                words: &["spieler"],
                near_misses: &["stand"],
                usage: "spieler".into(),
                summary: "zeige die Spieler: Geld, Aktien, Vermögen".into(),
                detail: "Zeigt Geld, Aktien je Kette und Vermögen jedes Spielers (Geld plus Aktien zu\n\
                 heutigen Preisen). > zeigt, wer am Zug ist."
                    .into(),
            },
            CommandId::Show(Info::Log) => CommandText {
                words: &["protokoll"],
                near_misses: &["verlauf"],
                usage: "protokoll | protokoll alles".into(),
                summary: "zeige, was zuletzt geschah, oder alles".into(),
                detail: "Zeigt die letzten Ereignisse des Spiels als Sätze; 'protokoll alles' zeigt\n\
                         alle seit dem Anfang."
                    .into(),
            },
            CommandId::Show(Info::Rules) => CommandText {
                words: &["regeln"],
                near_misses: &["regel"],
                usage: "regeln".into(),
                summary: "zeige die Regeln in Kürze".into(),
                detail: "Zeigt die Regeln in Kürze; die Regelnummern (R1 bis R19) passen zu den\n\
                 Meldungen."
                    .into(),
            },
            CommandId::Show(Info::Hint) => CommandText {
                words: &["tipp"],
                near_misses: &["rat", "tip"],
                usage: "tipp".into(),
                summary: "frage den stärksten Computer um Rat".into(),
                detail: "Der Magnat denkt über deine Entscheidung nach (etwa eine Sekunde) und antwortet\n\
                 mit einem Zug und einem Grund in einer Zeile, etwa 'lege 7E: fusioniert Zugvogel\n\
                 mit Aurora, zahlt dir 3.000'. Er sieht nur, was du siehst."
                    .into(),
            },
            CommandId::Show(Info::Legal) => CommandText {
                words: &["zulässig", "zulaessig"],
                near_misses: &["erlaubt", "züge", "zuege"],
                usage: "zulässig".into(),
                summary: "zeige jeden Befehl, der jetzt möglich ist".into(),
                detail: "Zeigt jeden Befehl, den du jetzt geben darfst, einen je Zeile, so wie du ihn\n\
                 tippst: jedes Plättchen, das du legen darfst, jeden ganzen Kauf ('kaufe 2 Aurora\n\
                 1 Zugvogel'), jede Art, Aktien einer aufgelösten Kette zu verkaufen, zu tauschen\n\
                 und zu behalten, 'ende' und 'ansagen', wo das Ende angesagt werden darf (R16).\n\
                 Programme, die übers Netz spielen, fragen das, bevor sie entscheiden."
                    .into(),
            },
            CommandId::Show(Info::Dump) => CommandText {
                words: &["stellung"],
                near_misses: &["positionsdatei"],
                usage: "stellung".into(),
                summary: "gib das Spiel als Stellungsdatei aus".into(),
                detail: "Gibt das Spiel als Stellungsdatei aus, mit der du über '--position DATEI' ein\n\
                 Spiel starten kannst. Sie zeigt jede Hand und die Reihenfolge des Stapels; darum\n\
                 wird sie bis zum Spielende verweigert: am Tisch, und im Terminal mit mehreren\n\
                 Menschen (R19) oder verdecktem Besitz (V2). Lokal aus einem Skript oder einer\n\
                 Pipe geht sie immer."
                    .into(),
            },
            CommandId::Show(Info::View) => CommandText {
                words: &["ansicht"],
                near_misses: &[],
                usage: "ansicht".into(),
                summary: "gib deine Sicht als Stellungsdatei aus".into(),
                detail: "Gibt das Spiel so aus, wie der Spieler am Zug es sieht, in der\n\
                 Schreibweise einer Stellungsdatei ('stellung'): das Brett, Geld und Aktien,\n\
                 deine eigenen Plättchen. Weggelassen wird, was du nicht sehen darfst: die\n\
                 anderen Hände, der Stapel und der Startwert, mit verdecktem Besitz (V2) auch\n\
                 Geld und Aktien der anderen. Eine Zeile '# unseen:' zählt die Plättchen, die\n\
                 du nicht siehst. Für Programme, die übers Netz spielen."
                    .into(),
            },
            CommandId::Save => CommandText {
                words: &["speichern", "speichere"],
                near_misses: &["sichern"],
                usage: "speichern NAME".into(),
                summary: "speichere das Spiel unter einem Namen".into(),
                detail: "Speichert das Spiel als saves/NAME.save (der Ordner lässt sich mit --save-dir\n\
                 ändern). NAME: 1 bis 40 Zeichen aus Buchstaben, Ziffern, '-' und '_'. Gibt es\n\
                 den Namen schon, wird der alte Spielstand überschrieben."
                    .into(),
            },
            CommandId::Load => CommandText {
                words: &["laden", "lade"],
                near_misses: &[],
                usage: "laden NAME".into(),
                summary: "lade ein gespeichertes Spiel".into(),
                detail: "Lädt das unter NAME gespeicherte Spiel und macht dort weiter. Eine fehlende,\n\
                 abgeschnittene oder beschädigte Datei wird abgelehnt, und dein Spiel geht\n\
                 unverändert weiter. Im Terminal bleibt das verlassene Spiel in seinem\n\
                 automatischen Spielstand gespeichert, und eine Zeile sagt, wo."
                    .into(),
            },
            CommandId::Saves => CommandText {
                words: &["spielstände", "spielstaende"],
                near_misses: &["spielstand"],
                usage: "spielstände".into(),
                summary: "zeige die gespeicherten Spiele".into(),
                detail: "Zeigt jeden Spielstand mit Spielern, Zug, wer in Führung liegt und wann er\n\
                 gespeichert wurde; Dateien, die sich nicht laden lassen, erscheinen als\n\
                 beschädigt, mit dem Grund."
                    .into(),
            },
            CommandId::New => CommandText {
                words: &["neu"],
                near_misses: &["nochmal", "neustart"],
                usage: "neu".into(),
                summary: "teile nach dem Spielende neu aus".into(),
                detail: "Ist das Spiel aus, wird ein neues ausgeteilt, mit denselben Spielern und\n\
                 Computerstufen und mit einem neuen Startwert, der angezeigt wird, damit du das\n\
                 Spiel mit --seed wiederholen kannst. Während eines Spiels geht das nicht:\n\
                 'verlassen' beendet das Programm (im Terminal bleibt das Spiel gespeichert).\n\
                 Mit '--seed' startest du ein bestimmtes Spiel."
                    .into(),
            },
            CommandId::Help => CommandText {
                words: &["hilfe"],
                near_misses: &["hilf"],
                usage: "hilfe [WORT]".into(),
                summary: "zeige die Befehle oder erkläre einen".into(),
                detail: "'hilfe' zeigt die Befehle eines Zuges und nennt die anderen; 'hilfe alle'\n\
                         zeigt jeden Befehl; 'hilfe kaufe' erklärt einen."
                    .into(),
            },
            CommandId::Quit => CommandText {
                words: &["verlassen", "verlasse", "aufhören", "aufhoeren"],
                near_misses: &["tschüss", "tschuess", "raus", "hör", "hoer", "höre", "hoere"],
                usage: "verlassen".into(),
                summary: "verlasse das Spiel".into(),
                detail: "Verlässt das Programm, wie auch 'aufhören' und 'hör auf'. Im Terminal ist\n\
                 das Spiel nach jeder Entscheidung schon gespeichert (als 'autosave-1',\n\
                 'autosave-2' …), und 'bauloewe --continue' setzt es fort; nur wenn das\n\
                 Speichern fehlgeschlagen ist, wirst du vorher gefragt. Aus einem Skript oder\n\
                 einer Pipe wird nichts gespeichert. Um das Spiel mit Wertung zu beenden, sag\n\
                 das Ende mit 'ansagen' an."
                    .into(),
            },
        }
    }

    /// `alles` is what a German types naturally for "all of it"; `alle` ("all of them").
    fn all_words(&self) -> &'static [&'static str] {
        &["alle", "alles"]
    }

    /// The imperatives of the separable verbs among the command words: `sage an` (`ansagen`),
    /// `löse Zugvogel auf` (`auflösen Zugvogel`), `hör auf` (`aufhören`).
    fn separable(&self) -> &'static [(CommandId, &'static str, &'static str)] {
        &[
            (CommandId::Announce, "sage", "an"),
            (CommandId::Announce, "sag", "an"),
            (CommandId::Defunct, "löse", "auf"),
            (CommandId::Defunct, "loese", "auf"),
            (CommandId::Defunct, "lös", "auf"),
            (CommandId::Defunct, "loes", "auf"),
            (CommandId::Quit, "höre", "auf"),
            (CommandId::Quit, "hör", "auf"),
            (CommandId::Quit, "hoere", "auf"),
            (CommandId::Quit, "hoer", "auf"),
        ]
    }

    fn command(&self, action: Action) -> String {
        action_command(self, action)
    }

    fn hint_commands(&self, actions: &[Action]) -> String {
        hint_line(self, actions, ", dann ")
    }

    fn commands_typed(&self, actions: &[Action]) -> String {
        commands_typed(self, actions).join(", ")
    }

    fn help_heading(&self) -> String {
        "Befehle (Groß-/Kleinschreibung egal; Kettennamen abkürzbar, solange eindeutig):".to_string()
    }

    fn help_footer(&self) -> String {
        "'hilfe WORT' erklärt einen Befehl, 'regeln' die Regeln und ihre Nummern (R10); die englischen Befehle (lay, buy, …) funktionieren auch.".to_string()
    }

    fn help_also(&self, names: &[String]) -> String {
        format!("Außerdem: {}.", names.join(", "))
    }

    fn help_brief_footer(&self) -> String {
        "'hilfe alle' zeigt jeden Befehl mit seiner Wirkung, 'hilfe WORT' erklärt einen, 'regeln' die Regeln (R10); die englischen Befehle (lay, buy, …) funktionieren auch.".to_string()
    }

    fn no_help_on(&self, word: &str) -> String {
        format!("keine Hilfe zu '{word}': 'hilfe' zeigt die Befehle")
    }

    fn rules_in_short(&self, prices: &str) -> String {
        REGELN_IN_KUERZE.replace("{prices}", prices)
    }

    fn hotels_heading(&self) -> String {
        "Hotels".to_string()
    }
}

/// The rules in short, in German.
const REGELN_IN_KUERZE: &str = "\
Die Regeln in Kürze (Fehlermeldungen verweisen auf diese Nummern, etwa R10):
- R1 Das Brett hat 12 Spalten x 9 Reihen, 1A bis 12I. R2 Du hast 6 Plättchen, die nur du siehst.
- R3 Sieben Ketten in drei Preisklassen (siehe R7). R4 Die Bank hat 25 Aktien je Kette. R5 Jeder beginnt mit 6.000; Kredite gibt es nicht. R6 2 bis 6 Spieler, reihum.
- R9 Zu Beginn legt jeder ein Plättchen; wessen Plättchen 1A am nächsten liegt (erst die Reihe, dann die Spalte), beginnt.
- R10 Dein Zug: R10.1 lege ein Plättchen (wenn du kannst), R10.2 kaufe 0-3 Aktien von Ketten auf dem Brett, R10.3 tote Plättchen werden ersetzt, du ziehst nach.
- R11 Legst du ein Plättchen neben ein einzelnes Hotel, gründest du eine Kette: du wählst ihren Namen und bekommst eine Gründeraktie. Liegt es neben einer Kette, wächst sie; liegt es zwischen zwei oder mehr Ketten, fusionieren sie.
- R7 Der Preis einer Aktie hängt von Größe und Preisklasse (R3) ihrer Kette ab:
{prices}- R8 Mehrheitsprämie 10 x Preis, Minderheitsprämie 5 x Preis (R14, R18).
- R14 Fusion: R14.2 die größte Kette überlebt (bei Gleichstand wählst du); R14.3 die anderen werden aufgelöst, die größte zuerst. R14.4 Je aufgelöster Kette, zu ihrem Preis vor der Fusion: R14.4.1 ihre Prämien (R8), R14.4.2 dann verkauft, tauscht (2 gegen 1) oder behält jeder Aktionär reihum seine Aktien.
- R12 Ein Plättchen, das eine achte Kette gründen würde, darf noch nicht gelegt werden; du behältst es für später. R13 Ein Plättchen zwischen zwei sicheren Ketten ist tot und wird ersetzt. R15 Eine Kette ab 11 Hotels ist sicher: sie kann nicht mehr geschluckt werden.
- R16 Das Ende kannst du in deinem Zug ansagen, wenn eine Kette mindestens 41 Hotels hat (im schnellen Spiel 25) oder alle Ketten sicher sind. R17 Das Spiel endet auch, wenn niemand mehr ein Plättchen legen kann und der Stapel leer ist.
- R18 Schlusswertung: alle Prämien werden gezahlt, dann kauft die Bank jede Aktie zu ihrem Preis zurück; wer am meisten Geld hat, gewinnt.
- R19 Geld, Aktien, Bank und Brett sieht jeder; Hände und Stapel sind geheim.
";
