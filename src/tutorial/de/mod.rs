//! # Rust lernen mit Baulöwe
//!
//! *In English: [Learn Rust with Baulöwe](super), the same path over the same code.*
//!
//! Ein Weg durch den echten Code dieser Kiste (crate), für alle, die die ersten Kapitel von
//! [„Die Programmiersprache Rust“](https://rust-lang-de.github.io/rustbook-de/) kennen und die
//! Ideen nun in einem ganzen Programm arbeiten sehen wollen: im Brettspiel *Acquire*, wie
//! Baulöwe es spielt. Jedes Kapitel nimmt sich einen Teil des Spiels vor, zeigt den Code, der
//! ihn erledigt (die Verweise führen zu den Elementen selbst, einen Klick von ihrem Quelltext
//! entfernt), erklärt das Rust, das er braucht, und endet mit einer Zusammenfassung und Aufgaben.
//!
//! Jedes Kapitel sagt, wie lange es dauert (halb Lesen, halb Aufgaben) und welche Kapitel des
//! Buchs es voraussetzt; was es darüber hinaus braucht, erklärt es dort, wo es zum ersten Mal
//! vorkommt. Die Buchkapitel sind nach der Nummerierung des Originals gezählt, die die deutsche
//! Übersetzung übernimmt; die Verweise führen zum englischen Original, die deutsche Fassung hat
//! dieselben Kapitel.
//!
//! Jedes Beispiel auf diesen Seiten ist ein Test: `cargo test` lässt es gegen die echte Kiste
//! laufen, also kann es nicht vom Code abweichen. Die Beispiele eines Kapitels startest du mit
//! `cargo test --doc ch03` (das prüft die englische und die deutsche Fassung, denn der Code ist
//! derselbe). Auch die Auszüge aus dem eigenen Code der Kiste, Stücke privater Funktionen, die
//! allein nicht laufen, prüft ein Test: jeder muss so im Quelltext stehen, wie er hier steht
//! (Kommentare können übersetzt sein), mit `// ...`, wo er etwas auslässt.
//!
//! Die Regeln des Spiels stehen im [Regelbuch](crate::rules::rulebook) (auf Englisch), jede mit
//! einer Kennung: wenn eine Seite R7 (die Aktienpreise) oder X1 (ein durchgerechnetes Beispiel
//! einer Fusion) sagt, steht sie dort ausführlich. Das Spiel selbst spricht Deutsch:
//! `cargo run -- --lang de`, oder ohne Schalter, wenn `LANG` mit `de` beginnt.
//!
//! | Kapitel | das Spiel | Rust | Zeit | vorausgesetzte Buchkapitel |
//! |---|---|---|---|---|
//! | [1 Plättchen](ch01_tiles) | die 108 Felder des Bretts | Strukturen, `impl`, `Copy`, `Option`, `Display` und `FromStr` | 1 h | 1-6 |
//! | [2 Ketten und Preise](ch02_chains) | sieben Ketten, drei Klassen, die Preistabelle | Aufzählungen, `match`, Konstanten, Tabellen zur Kompilierzeit | 45 min | 1-6 |
//! | [3 Der Spielstand](ch03_game) | wer am Zug ist, der Spielaufbau | Eigentümerschaft, `&self` und `&mut self`, private Felder, prüfende Konstruktoren | 1 h | 1-9 |
//! | [4 Aktionen und Fehler](ch04_actions) | was ein Spieler tut, warum es abgelehnt wird | `Result`, `?`, Fehler-Aufzählungen mit Daten, erst lesen, dann prüfen | 1 h | 1-10 |
//! | [5 Ein Plättchen legen](ch05_placing) | einzeln, gründen, wachsen, fusionieren, tot | Iteratoren, Funktionsabschlüsse, eine Flutfüllung, Ausleihen beim Iterieren | 1½ h | 1-10, 13 |
//! | [6 Fusionen und Prämien](ch06_mergers) | wer überlebt, wer bezahlt wird | Sortieren, Aufrunden in ganzen Zahlen, `FnMut`, Tests aus Rechenbeispielen | 1 h | 1-11, 13 |
//! | [7 Das Ende des Spiels](ch07_end) | das Ende ansagen, die Rangfolge | `all` über nichts, `Option`, `Reverse`, das schnelle Spiel | 1 h | 1-11, 13 |
//! | [8 Die Konsole](ch08_console) | Befehle lesen, Sätze schreiben | Merkmale, generisch über `BufRead`, `dyn Write`, warum die Regeln nie drucken | 1½ h | 1-13, 18.2 |
//! | [9 Spielstände und Mitschriften](ch09_saves) | speichern, nachspielen, ganze Sitzungen testen | Dateien, atomares Schreiben, Determinismus, Tests, die Ausgaben vergleichen | 1 h | 1-13 |
//! | [10 Computerspieler](ch10_computer) | der Tourist, der Makler, der Magnat | ein Merkmal, eine Sicht, die der Ausleihenprüfer bewacht, Zufall mit Startwert, Stränge | 1½ h | 1-13, 16, 18.2 |
//! | [11 Ein Tisch über mehrere Rechner](ch11_table) | von mehreren Rechnern aus spielen | ein Zustandsautomat, den Nachrichten treiben, Stränge und Kanäle, `TcpListener`, Stränge oder async | 2 h | 1-16, 18.2 |
//! | [12 Eine Ereignisschleife](ch12_event_loop) | eine Lobby mit vielen Tischen, Tausende Verbindungen | Aufgaben, begrenzte Kanäle, `select!` und Abbruchsicherheit, `spawn_blocking`, ein sauberer Halt | 2 h | 1-17, 18.2 |
//!
//! ## Wie die Aufgaben funktionieren
//!
//! Jedes Kapitel endet mit Aufgaben am echten Spiel. Jede ist eine Funktion mit dem Rumpf
//! `todo!()` im Ordner `src/learn/yours/` (nicht Teil der Bibliothek), eine Datei je Kapitel
//! (`src/learn/yours/ch01_tiles.rs` …). Schreib den Rumpf und starte dann den Test der Aufgabe,
//! zum Beispiel
//!
//! ```text
//! cargo test --test ch02 ex03
//! ```
//!
//! `--test ch02` nennt die Datei des Kapitels (jede ist ein eigenes Testziel), `ex03` die Aufgabe
//! darin; `cargo test --test ch02` prüft das ganze Kapitel. Solange der Rumpf fehlt, schlägt der
//! Test mit der Meldung des Platzhalters fehl, und die sagt, was zu tun ist. Der Test übergibt
//! deine Funktion einem Prüfer in [`learn`](crate::learn), der sie mit der Antwort der Engine
//! (so heißt hier der Code des Spiels selbst) vergleicht, und zwar bei jeder Eingabe, bei der das
//! geht (jedes Plättchen, jede Kette in jeder Größe, jede Art, Aktien zu halten, jeder Moment
//! vieler ganzer Spiele), und die erste Eingabe nennt, bei der beide verschiedener Meinung sind.
//! Ändere nur die Funktionsrümpfe (Hilfsfunktionen und `use`-Zeilen sind erlaubt; die wenigen
//! Aufgaben, die nach den Varianten oder Feldern eines Typs fragen, sagen es); das Modul `tests`
//! am Ende jeder Datei lässt du, wie es ist. Die Aufgaben stehen in den Dateien auf Englisch und
//! auf Deutsch, die Tipps und Lösungen auf diesen Seiten.
//!
//! **Die Prüfer sprechen Deutsch**, wenn deine Umgebung es tut: wie das Spiel lesen sie
//! `LC_ALL`, `LC_MESSAGES` und `LANG` (die erste gesetzte Variable), und beginnt sie mit `de`
//! (`de_DE.UTF-8`, `de_AT`), kommen ihre Meldungen und die Fortschrittsanzeige auf Deutsch.
//! Sonst, oder für einen Lauf, stellst du die Sprache vor dem Befehl ein:
//!
//! ```text
//! LANG=de_DE.UTF-8 cargo test --test ch02 ex03
//! ```
//!
//! **Wo du stehst.** Ein Befehl prüft alle Kapitel, zeigt jede Aufgabe als erledigt oder noch
//! nicht, und nennt dann die nächste und den Befehl, der sie prüft:
//!
//! ```text
//! cargo test --test progress
//! ```
//!
//! **Halbfertiges macht nichts kaputt.** Die Datei jedes Kapitels wird für sich kompiliert, also
//! hält eine Aufgabe, die du halb geschrieben liegen lässt, selbst eine, die nicht kompiliert,
//! nie die Prüfung eines anderen Kapitels auf, und ein einfaches `cargo test` baut deine Aufgaben
//! gar nicht. Innerhalb einer Datei schon: die anderen Aufgaben der Datei können erst geprüft
//! werden, wenn sie kompiliert. Kommst du nicht weiter, setz in der Funktion, an der du hängst,
//! wieder `todo!()` als Rumpf ein (die Datei kompiliert wieder, und du kommst später zurück) oder
//! lies die Tipps; `git diff src/learn/yours/` zeigt, was du geändert hast, und
//! `git checkout src/learn/yours/ch05_placing.rs` fängt eine Datei von vorn an.
//!
//! Jede Aufgabe hat Tipps, einen nach dem anderen (zum Aufklappen), und eine Lösung. Auch die
//! Lösungen auf diesen Seiten sind Tests: `cargo test` schickt jede durch denselben Prüfer.
//!
//! **Der erste Lauf ist langsam; er hängt nicht.** Als dieser Weg erprobt wurde, brauchte das
//! erste `cargo test --test progress` 2 Minuten (auf einem langsamen Rechner kann es länger
//! dauern): Es kompiliert die Kiste und alle ihre Abhängigkeiten für die Tests, und das
//! Testprofil optimiert (`opt-level = 2` in `Cargo.toml`), was das Kompilieren langsamer und die
//! Prüfer, die Tausende ganzer Spiele spielen, schnell macht. Danach kompiliert cargo nur die
//! Datei neu, die du geändert hast: Eine Aufgabe zu prüfen
//! brauchte ein bis zwei Sekunden zum Kompilieren, und die Prüfer der späteren Kapitel laufen bis
//! zu einer halben Minute.
//!
//! Um beim Lesen zu spielen: `cargo run -- --lang de` (du bist Ann, gegen drei Computerspieler).
//!
//! ## Begriffe
//!
//! Die Rust-Begriffe folgen der deutschen Übersetzung des Buchs, „Die Programmiersprache Rust“
//! (rust-lang-de); das englische Wort steht beim ersten Vorkommen in Klammern dabei, denn in
//! Fehlermeldungen des Compilers und in der Dokumentation der Standardbibliothek liest du es so.
//!
//! | Deutsch | Englisch |
//! |---|---|
//! | Eigentümerschaft, Eigentümer | ownership, owner |
//! | Ausleihen, ausleihen; der Ausleihenprüfer | borrowing, to borrow; the borrow checker |
//! | Referenz, veränderbare Referenz | reference, mutable reference |
//! | Lebensdauer | lifetime |
//! | Merkmal | trait |
//! | Merkmalsobjekt, Merkmalsabgrenzung, Obermerkmal | trait object, trait bound, supertrait |
//! | Standardmethode (mit Standardimplementierung) | default method |
//! | Struktur, Tupel-Struktur | struct, tuple struct |
//! | Aufzählung, Variante | enum, variant |
//! | Funktionsabschluss | closure |
//! | Anteilstyp | slice |
//! | Kiste, Paket, Modul | crate, package, module |
//! | generischer Datentyp | generic type |
//! | ableiten (`#[derive]`) | to derive |
//! | assoziierte Funktion, Methode | associated function, method |
//! | Muster; Abgleichsbedingung | pattern; match guard |
//! | Panik | panic |
//! | Stapelspeicher, Haldenspeicher | stack, heap |
//! | Strang, Kanal | thread, channel |
//! | begrenzter Kanal | bounded channel |
//! | Aufgabe (der Laufzeitumgebung), Ereignisschleife | task, event loop |
//! | Future, abbruchsicher | future, cancel-safe |
//! | Sperre | lock (of a `Mutex`) |
//! | Modultest, Integrationstest | unit test, integration test |
//! | Dokumentationstest | doctest |
//!
//! Die Wörter des Spiels sind die des deutschen Spiels (`--lang de`): Plättchen (tile), Brett
//! (board), Feld (cell), Kette (chain), Hotel, Aktie (share), Fusion (merger), überlebende und
//! aufgelöste Kette (survivor, defunct), Mehrheits- und Minderheitsprämie (majority and minority
//! bonus), Bank, sichere Kette (safe), totes Plättchen (dead), Platz (seat), Zug (turn), das Ende
//! ansagen (announce), das schnelle Spiel (quick game), Tourist, Makler und Magnat (tourist,
//! broker, tycoon), Spielstand (save), Skript (script), Mitschrift (transcript: eine
//! Befehlsdatei und die Ausgabe, die sie erzeugt), Tisch (table). Die Ketten heißen, wie sie
//! im Spiel heißen: Zugvogel, Ankerplatz, Bergfried, Uferblick, Morgenrot, Aurora, Königshof.
//!
//! Drei Wörter dieses Wegs: die **Engine** ist der Code des Spiels selbst, mit dem die Prüfer
//! deine Funktion vergleichen; ein **Prüfer** (checker) ist die Funktion in
//! [`learn`](crate::learn), die das tut; eine **Aktion** ist ein Wert des Typs
//! [`Action`](crate::rules::Action), also was ein Spieler tut (nicht zu verwechseln mit der
//! Aktie, die er kauft). Bezeichner und Code bleiben englisch, wie im Rest der Kiste.
//!
//! <!-- folgt: mod.rs 041339e96a08d4e4 -->

#[cfg(test)]
mod drift;

#[doc = include_str!("ch01_tiles.md")]
pub mod ch01_tiles {
    pub use super::ch02_chains as next;
    pub use crate::tutorial::de as table_of_contents;
}

#[doc = include_str!("ch02_chains.md")]
pub mod ch02_chains {
    pub use super::ch01_tiles as previous;
    pub use super::ch03_game as next;
    pub use crate::tutorial::de as table_of_contents;
}

#[doc = include_str!("ch03_game.md")]
pub mod ch03_game {
    pub use super::ch02_chains as previous;
    pub use super::ch04_actions as next;
    pub use crate::tutorial::de as table_of_contents;
}

#[doc = include_str!("ch04_actions.md")]
pub mod ch04_actions {
    pub use super::ch03_game as previous;
    pub use super::ch05_placing as next;
    pub use crate::tutorial::de as table_of_contents;
}

#[doc = include_str!("ch05_placing.md")]
pub mod ch05_placing {
    pub use super::ch04_actions as previous;
    pub use super::ch06_mergers as next;
    pub use crate::tutorial::de as table_of_contents;
}

#[doc = include_str!("ch06_mergers.md")]
pub mod ch06_mergers {
    pub use super::ch05_placing as previous;
    pub use super::ch07_end as next;
    pub use crate::tutorial::de as table_of_contents;
}

#[doc = include_str!("ch07_end.md")]
pub mod ch07_end {
    pub use super::ch06_mergers as previous;
    pub use super::ch08_console as next;
    pub use crate::tutorial::de as table_of_contents;
}

#[doc = include_str!("ch08_console.md")]
pub mod ch08_console {
    pub use super::ch07_end as previous;
    pub use super::ch09_saves as next;
    pub use crate::tutorial::de as table_of_contents;
}

#[doc = include_str!("ch09_saves.md")]
pub mod ch09_saves {
    pub use super::ch08_console as previous;
    pub use super::ch10_computer as next;
    pub use crate::tutorial::de as table_of_contents;
}

#[doc = include_str!("ch10_computer.md")]
pub mod ch10_computer {
    pub use super::ch09_saves as previous;
    pub use super::ch11_table as next;
    pub use crate::tutorial::de as table_of_contents;
}

#[doc = include_str!("ch11_table.md")]
pub mod ch11_table {
    pub use super::ch10_computer as previous;
    pub use super::ch12_event_loop as next;
    pub use crate::tutorial::de as table_of_contents;
}

#[doc = include_str!("ch12_event_loop.md")]
pub mod ch12_event_loop {
    pub use super::ch11_table as previous;
    pub use crate::tutorial::de as table_of_contents;
}
