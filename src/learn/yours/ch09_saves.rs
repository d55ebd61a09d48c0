//! Chapter 9, saves and transcripts: exercises 19 and 20. Write the bodies; leave the tests alone.
//!
//! This file is a test target of its own: `cargo test --test ch09` checks its exercises, and
//! `cargo test --test ch09 ex19` only ex19. That compiles this file alone, so a half-written exercise
//! in another chapter's file does not stop this one, nor one here another chapter.
//! Within this file it does: put `todo!()` back as the body you are stuck on to check the rest.
//! `cargo test --test progress` lists every exercise, done or not yet.
//!
//! **Auf Deutsch.** Kapitel 9, Spielstände und Mitschriften: Aufgaben 19 und 20. Schreib die
//! Rümpfe; die Tests unten lässt du, wie sie sind. Die Datei ist ein Testziel für sich: `cargo test
//! --test ch09` prüft ihre Aufgaben, `cargo test --test ch09 ex19` nur ex19. Dabei wird nur diese
//! Datei kompiliert, also hält eine halb geschriebene Aufgabe in einem anderen Kapitel diese nicht
//! auf. Innerhalb der Datei schon: Setz in der Funktion, an der du hängst, wieder `todo!()` als
//! Rumpf ein, um den Rest zu prüfen. `cargo test --test progress` zeigt, wo du stehst. Jede Aufgabe
//! steht unten auf Englisch und auf Deutsch; Tipps und Lösung im deutschen Kapitel (`cargo doc
//! --open`, dann `tutorial`, dann „Auf Deutsch“).

// The stubs do not use their arguments yet; your solutions will.
#![allow(unused_variables)]

use bauloewe::record::ReplayError;
use bauloewe::rules::{Action, Game};

/// Exercise 19: the game dealt to `names` from `seed` (default options) after `actions`, or
/// the `ReplayError` that `Record::replay` answers; with `Game` alone, no `Record`.
///
/// Aufgabe 19: das Spiel, das `names` mit `seed` gegeben wurde (Standardoptionen), nach
/// `actions`, oder der `ReplayError`, den `Record::replay` antwortet; allein mit `Game`, ohne
/// `Record`.
pub fn replay(names: &[&str], seed: u64, actions: &[Action]) -> Result<Game, ReplayError> {
    todo!(
        "ex19: write replay in src/learn/yours/ch09_saves.rs, then run `cargo test --test ch09 ex19` · schreib replay in src/learn/yours/ch09_saves.rs und prüfe mit `cargo test --test ch09 ex19`"
    )
}

/// Exercise 20: a command file for `cargo run -- --seed 42 --players Ann,Bob:tourist`, written
/// by playing that game through a `Session`: at least 6 commands, none refused, playing Ann's
/// first three turns to their end (turn 7).
///
/// Aufgabe 20: eine Befehlsdatei für `cargo run -- --seed 42 --players Ann,Bob:tourist`,
/// geschrieben, indem dein Programm dieses Spiel über eine `Session` spielt: mindestens 6 Befehle,
/// keiner abgelehnt, und Anns erste drei Züge bis zu ihrem Ende gespielt (Zug 7).
pub fn my_script() -> String {
    todo!(
        "ex20: write my_script in src/learn/yours/ch09_saves.rs, then run `cargo test --test ch09 ex20` · schreib my_script in src/learn/yours/ch09_saves.rs und prüfe mit `cargo test --test ch09 ex20`"
    )
}

// Do not change these tests: each hands your code to its checker.
#[cfg(test)]
mod tests {
    use bauloewe::learn::{self, Mismatch};

    #[test]
    fn ex19_replay() -> Result<(), Mismatch> {
        learn::ex19(super::replay)
    }

    #[test]
    fn ex20_my_script() -> Result<(), Mismatch> {
        learn::ex20(&super::my_script())
    }
}
