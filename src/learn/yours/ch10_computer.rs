//! Chapter 10, computer players: exercises 21 and 22. Write the bodies; leave the tests alone.
//!
//! This file is a test target of its own: `cargo test --test ch10` checks its exercises, and
//! `cargo test --test ch10 ex21` only ex21. That compiles this file alone, so a half-written exercise
//! in another chapter's file does not stop this one, nor one here another chapter.
//! Within this file it does: put `todo!()` back as the body you are stuck on to check the rest.
//! `cargo test --test progress` lists every exercise, done or not yet.
//!
//! **Auf Deutsch.** Kapitel 10, Computerspieler: Aufgaben 21 und 22. Schreib die Rümpfe; die Tests
//! unten lässt du, wie sie sind. Die Datei ist ein Testziel für sich: `cargo test --test ch10`
//! prüft ihre Aufgaben, `cargo test --test ch10 ex21` nur ex21. Dabei wird nur diese Datei
//! kompiliert, also hält eine halb geschriebene Aufgabe in einem anderen Kapitel diese nicht auf.
//! Innerhalb der Datei schon: Setz in der Funktion, an der du hängst, wieder `todo!()` als Rumpf
//! ein, um den Rest zu prüfen. `cargo test --test progress` zeigt, wo du stehst. Jede Aufgabe steht
//! unten auf Englisch und auf Deutsch; Tipps und Lösung im deutschen Kapitel (`cargo doc --open`,
//! dann `tutorial`, dann „Auf Deutsch“).

// The stubs do not use their arguments yet; your solutions will.
#![allow(unused_variables)]

use bauloewe::ai::ComputerPlayer;
use bauloewe::rules::{Action, PlayerId, SeatView};

/// Exercise 21: a computer player that buys the cheapest chain it can while it may buy. The
/// test makes one a game with `Cheapskate::default()`, so it may keep state in fields.
///
/// Aufgabe 21: ein Computerspieler, der die billigste Kette kauft, die er kann, solange er
/// kaufen darf. Der Test macht mit `Cheapskate::default()` einen je Spiel, so darf er in Feldern
/// etwas behalten.
#[derive(Debug, Default)]
pub struct Cheapskate {
    // Add fields if your player keeps something between decisions (a `Broker`, say).
}

impl ComputerPlayer for Cheapskate {
    fn decide(&mut self, view: &SeatView) -> Action {
        todo!(
            "ex21: write Cheapskate::decide in src/learn/yours/ch10_computer.rs, then run `cargo test --test ch10 ex21` · schreib Cheapskate::decide in src/learn/yours/ch10_computer.rs und prüfe mit `cargo test --test ch10 ex21`"
        )
    }
}

/// Exercise 22: what `player` would have if the game ended now (R18), as `view` shows it: their
/// cash, the bonuses every chain on the board would pay them, and their shares sold at
/// current prices; without `net_worth`.
///
/// Aufgabe 22: was `player` hätte, wenn das Spiel jetzt endete (R18), wie `view` es zeigt:
/// sein Geld, die Prämien, die ihm jede Kette auf dem Brett zahlen würde, und seine Aktien zu den
/// jetzigen Preisen verkauft; ohne `net_worth`.
pub fn scored_now(view: &SeatView, player: PlayerId) -> u32 {
    todo!(
        "ex22: write scored_now in src/learn/yours/ch10_computer.rs, then run `cargo test --test ch10 ex22` · schreib scored_now in src/learn/yours/ch10_computer.rs und prüfe mit `cargo test --test ch10 ex22`"
    )
}

// Do not change these tests: each hands your code to its checker.
#[cfg(test)]
mod tests {
    use bauloewe::learn::{self, Mismatch};

    #[test]
    fn ex21_cheapskate() -> Result<(), Mismatch> {
        learn::ex21(super::Cheapskate::default)
    }

    #[test]
    fn ex22_scored_now() -> Result<(), Mismatch> {
        learn::ex22(super::scored_now)
    }
}
