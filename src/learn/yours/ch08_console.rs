//! Chapter 8, the console: exercises 16, 17 and 18. Write the bodies; leave the tests alone.
//!
//! This file is a test target of its own: `cargo test --test ch08` checks its exercises, and
//! `cargo test --test ch08 ex16` only ex16. That compiles this file alone, so a half-written exercise
//! in another chapter's file does not stop this one, nor one here another chapter.
//! Within this file it does: put `todo!()` back as the body you are stuck on to check the rest.
//! `cargo test --test progress` lists every exercise, done or not yet.
//!
//! **Auf Deutsch.** Kapitel 8, die Konsole: Aufgaben 16, 17 und 18. Schreib die Rümpfe; die Tests
//! unten lässt du, wie sie sind. Die Datei ist ein Testziel für sich: `cargo test --test ch08`
//! prüft ihre Aufgaben, `cargo test --test ch08 ex16` nur ex16. Dabei wird nur diese Datei
//! kompiliert, also hält eine halb geschriebene Aufgabe in einem anderen Kapitel diese nicht auf.
//! Innerhalb der Datei schon: Setz in der Funktion, an der du hängst, wieder `todo!()` als Rumpf
//! ein, um den Rest zu prüfen. `cargo test --test progress` zeigt, wo du stehst. Jede Aufgabe steht
//! unten auf Englisch und auf Deutsch; Tipps und Lösung im deutschen Kapitel (`cargo doc --open`,
//! dann `tutorial`, dann „Auf Deutsch“).

// The stubs do not use their arguments yet; your solutions will.
#![allow(unused_variables)]

use std::io;

use bauloewe::console::LineSource;
use bauloewe::console::input::{Answer, Line};
use bauloewe::rules::Game;
use bauloewe::show::prompt::Prompt;

/// Exercise 16: a line source that hands out a list of lines, then the end of the input, and
/// is not interactive (a script, not a person).
///
/// Aufgabe 16: eine Zeilenquelle, die eine Liste von Zeilen ausgibt, dann das Ende der
/// Eingabe, und die nicht interaktiv ist (ein Skript, kein Mensch).
pub struct ListSource {
    // Add the fields you need.
}

impl ListSource {
    /// A source handing out `lines` in order.
    pub fn new(lines: Vec<String>) -> ListSource {
        todo!(
            "ex16: write ListSource in src/learn/yours/ch08_console.rs, then run `cargo test --test ch08 ex16` · schreib ListSource in src/learn/yours/ch08_console.rs und prüfe mit `cargo test --test ch08 ex16`"
        )
    }
}

impl LineSource for ListSource {
    fn read_line(&mut self, prompt: &Prompt) -> io::Result<Line> {
        todo!(
            "ex16: write ListSource::read_line in src/learn/yours/ch08_console.rs · schreib ListSource::read_line in src/learn/yours/ch08_console.rs"
        )
    }

    fn pause(&mut self, message: &str) -> io::Result<Line> {
        todo!(
            "ex16: write ListSource::pause in src/learn/yours/ch08_console.rs · schreib ListSource::pause in src/learn/yours/ch08_console.rs"
        )
    }

    fn is_interactive(&self) -> bool {
        todo!(
            "ex16: write ListSource::is_interactive in src/learn/yours/ch08_console.rs · schreib ListSource::is_interactive in src/learn/yours/ch08_console.rs"
        )
    }
}

/// Exercise 17: ask `question` with `read` (it shows a prompt and reads a line) until the
/// answer is clear, as `console::input::ask_yes_no` does, without calling it.
///
/// Aufgabe 17: frag `question` mit `read` (es zeigt eine Eingabeaufforderung und liest eine
/// Zeile), bis die Antwort klar ist, wie es `console::input::ask_yes_no` tut, ohne es aufzurufen.
pub fn ask(question: &str, read: &mut dyn FnMut(&str) -> io::Result<Line>) -> io::Result<Answer> {
    todo!(
        "ex17: write ask in src/learn/yours/ch08_console.rs, then run `cargo test --test ch08 ex17` · schreib ask in src/learn/yours/ch08_console.rs und prüfe mit `cargo test --test ch08 ex17`"
    )
}

/// Exercise 18: what a new information command, `bank`, would print: for each chain on the
/// board, the shares the bank has left and the price of one, in exactly the form chapter 8
/// gives (`Aurora: 25 shares left, 900 each`, one line per chain).
///
/// Aufgabe 18: was ein neuer Informationsbefehl `bank` ausgäbe: für jede Kette auf dem Brett
/// die Aktien, die die Bank noch hat, und den Preis einer Aktie, genau in der Form, die Kapitel 8
/// vorgibt (`Aurora: 25 shares left, 900 each`, eine Zeile je Kette; die Ausgabe bleibt englisch,
/// der Prüfer vergleicht sie Zeichen für Zeichen).
pub fn bank(game: &Game) -> String {
    todo!(
        "ex18: write bank in src/learn/yours/ch08_console.rs, then run `cargo test --test ch08 ex18` · schreib bank in src/learn/yours/ch08_console.rs und prüfe mit `cargo test --test ch08 ex18`"
    )
}

// Do not change these tests: each hands your code to its checker.
#[cfg(test)]
mod tests {
    use bauloewe::learn::{self, Mismatch};

    #[test]
    fn ex16_list_source() -> Result<(), Mismatch> {
        learn::ex16(super::ListSource::new)
    }

    #[test]
    fn ex17_ask() -> Result<(), Mismatch> {
        learn::ex17(super::ask)
    }

    #[test]
    fn ex18_bank() -> Result<(), Mismatch> {
        learn::ex18(super::bank)
    }
}
