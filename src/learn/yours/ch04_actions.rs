//! Chapter 4, actions and errors: exercises 7 and 8. Write the bodies; leave the tests alone.
//!
//! This file is a test target of its own: `cargo test --test ch04` checks its exercises, and
//! `cargo test --test ch04 ex07` only ex07. That compiles this file alone, so a half-written exercise
//! in another chapter's file does not stop this one, nor one here another chapter.
//! Within this file it does: put `todo!()` back as the body you are stuck on to check the rest.
//! `cargo test --test progress` lists every exercise, done or not yet.
//!
//! **Auf Deutsch.** Kapitel 4, Aktionen und Fehler: Aufgaben 7 und 8. Schreib die Rümpfe; die Tests
//! unten lässt du, wie sie sind. Die Datei ist ein Testziel für sich: `cargo test --test ch04`
//! prüft ihre Aufgaben, `cargo test --test ch04 ex07` nur ex07. Dabei wird nur diese Datei
//! kompiliert, also hält eine halb geschriebene Aufgabe in einem anderen Kapitel diese nicht auf.
//! Innerhalb der Datei schon: Setz in der Funktion, an der du hängst, wieder `todo!()` als Rumpf
//! ein, um den Rest zu prüfen. `cargo test --test progress` zeigt, wo du stehst. Jede Aufgabe steht
//! unten auf Englisch und auf Deutsch; Tipps und Lösung im deutschen Kapitel (`cargo doc --open`,
//! dann `tutorial`, dann „Auf Deutsch“).

// The stubs do not use their arguments yet; your solutions will.
#![allow(unused_variables)]

use std::fmt;

use bauloewe::rules::{Action, Chain, Game, RuleError};

/// Exercise 7: your error type for a line that is not an action. Give it the variants it
/// needs, each carrying what its message names, and write its `Display`.
///
/// Aufgabe 7: dein Fehlertyp für eine Zeile, die keine Aktion ist. Gib ihm die Varianten,
/// die er braucht, jede mit dem, was ihre Meldung nennt, und schreib sein `Display`.
#[derive(Debug)]
pub enum ReadError {
    // Your variants.
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        todo!(
            "ex07: write ReadError's Display in src/learn/yours/ch04_actions.rs · schreib das `Display` von `ReadError` in src/learn/yours/ch04_actions.rs"
        )
    }
}

/// Exercise 7: the action a line of the save notation names (`lay 7E`, `sell 2 trade 4`,
/// `keep`, … in any case), or a `ReadError` whose message names the word that is wrong, or the
/// line when it has none of the forms; without `notation::parse_action`.
///
/// Aufgabe 7: die Aktion, die eine Zeile der Speichernotation nennt (`lay 7E`,
/// `sell 2 trade 4`, `keep`, … in beliebiger Schreibung), oder ein `ReadError`, dessen Meldung das
/// falsche Wort nennt, oder die Zeile, wenn sie keine der Formen hat; ohne
/// `notation::parse_action`.
pub fn read_action(line: &str) -> Result<Action, ReadError> {
    todo!(
        "ex07: write read_action in src/learn/yours/ch04_actions.rs, then run `cargo test --test ch04 ex07` · schreib read_action in src/learn/yours/ch04_actions.rs und prüfe mit `cargo test --test ch04 ex07`"
    )
}

/// Exercise 8: `Ok(())` if the game would accept `Action::Buy(chain)` now, else the first
/// `RuleError` it would refuse it with, in `apply`'s order (chapter 4 gives it), at any
/// decision and at the end too; using only `Game`'s public queries (no `apply`).
///
/// Aufgabe 8: `Ok(())`, wenn das Spiel `Action::Buy(chain)` jetzt annähme, sonst der erste
/// `RuleError`, mit dem es sie ablehnte, in der Reihenfolge von `apply` (Kapitel 4 nennt sie), bei
/// jeder Entscheidung und auch am Ende; nur mit den öffentlichen Abfragen von `Game` (kein
/// `apply`).
pub fn check_buy(game: &Game, chain: Chain) -> Result<(), RuleError> {
    todo!(
        "ex08: write check_buy in src/learn/yours/ch04_actions.rs, then run `cargo test --test ch04 ex08` · schreib check_buy in src/learn/yours/ch04_actions.rs und prüfe mit `cargo test --test ch04 ex08`"
    )
}

// Do not change these tests: each hands your function to its checker.
#[cfg(test)]
mod tests {
    use bauloewe::learn::{self, Mismatch};

    #[test]
    fn ex07_read_action() -> Result<(), Mismatch> {
        learn::ex07(super::read_action)
    }

    #[test]
    fn ex08_check_buy() -> Result<(), Mismatch> {
        learn::ex08(super::check_buy)
    }
}
