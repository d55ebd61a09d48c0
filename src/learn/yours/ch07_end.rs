//! Chapter 7, the end of the game: exercises 14 and 15. Write the bodies; leave the tests alone.
//!
//! This file is a test target of its own: `cargo test --test ch07` checks its exercises, and
//! `cargo test --test ch07 ex14` only ex14. That compiles this file alone, so a half-written exercise
//! in another chapter's file does not stop this one, nor one here another chapter.
//! Within this file it does: put `todo!()` back as the body you are stuck on to check the rest.
//! `cargo test --test progress` lists every exercise, done or not yet.
//!
//! **Auf Deutsch.** Kapitel 7, das Ende des Spiels: Aufgaben 14 und 15. Schreib die Rümpfe; die
//! Tests unten lässt du, wie sie sind. Die Datei ist ein Testziel für sich: `cargo test --test
//! ch07` prüft ihre Aufgaben, `cargo test --test ch07 ex14` nur ex14. Dabei wird nur diese Datei
//! kompiliert, also hält eine halb geschriebene Aufgabe in einem anderen Kapitel diese nicht auf.
//! Innerhalb der Datei schon: Setz in der Funktion, an der du hängst, wieder `todo!()` als Rumpf
//! ein, um den Rest zu prüfen. `cargo test --test progress` zeigt, wo du stehst. Jede Aufgabe steht
//! unten auf Englisch und auf Deutsch; Tipps und Lösung im deutschen Kapitel (`cargo doc --open`,
//! dann `tutorial`, dann „Auf Deutsch“).

// The stubs do not use their arguments yet; your solutions will.
#![allow(unused_variables)]

use bauloewe::rules::Game;

/// Exercise 14: whether the player to decide may announce the end now (R16, with the quick
/// game V1): only while the game waits for a tile or a purchase, and only once. Without
/// `Game::can_announce`, `legal_actions` or `apply`.
///
/// Aufgabe 14: ob der Spieler, der entscheidet, jetzt das Ende ansagen darf (R16, mit dem
/// schnellen Spiel V1): nur, solange das Spiel auf ein Plättchen oder einen Kauf wartet, und nur
/// einmal. Ohne `Game::can_announce`, `legal_actions` oder `apply`.
pub fn can_announce(game: &Game) -> bool {
    todo!(
        "ex14: write can_announce in src/learn/yours/ch07_end.rs, then run `cargo test --test ch07 ex14` · schreib can_announce in src/learn/yours/ch07_end.rs und prüfe mit `cargo test --test ch07 ex14`"
    )
}

/// Exercise 15: every player's cash, in seat order, as it would be if the game ended now
/// (R18): each chain on the board pays its bonuses (as `split_bonuses` splits them), then the
/// bank buys back every share at the chain's price. Without `apply` or a clone of the game.
///
/// Aufgabe 15: das Geld jedes Spielers in Platzreihenfolge, wie es wäre, wenn das Spiel
/// jetzt endete (R18): jede Kette auf dem Brett zahlt ihre Prämien (so geteilt wie von
/// `split_bonuses`), dann kauft die Bank jede Aktie zum Preis ihrer Kette zurück. Ohne `apply` oder
/// eine Kopie des Spiels.
pub fn final_cash(game: &Game) -> Vec<u32> {
    todo!(
        "ex15: write final_cash in src/learn/yours/ch07_end.rs, then run `cargo test --test ch07 ex15` · schreib final_cash in src/learn/yours/ch07_end.rs und prüfe mit `cargo test --test ch07 ex15`"
    )
}

// Do not change these tests: each hands your function to its checker.
#[cfg(test)]
mod tests {
    use bauloewe::learn::{self, Mismatch};

    #[test]
    fn ex14_can_announce() -> Result<(), Mismatch> {
        learn::ex14(super::can_announce)
    }

    #[test]
    fn ex15_final_cash() -> Result<(), Mismatch> {
        learn::ex15(super::final_cash)
    }
}
