//! Chapter 6, mergers and bonuses: exercises 12 and 13. Write the bodies; leave the tests alone.
//!
//! This file is a test target of its own: `cargo test --test ch06` checks its exercises, and
//! `cargo test --test ch06 ex12` only ex12. That compiles this file alone, so a half-written exercise
//! in another chapter's file does not stop this one, nor one here another chapter.
//! Within this file it does: put `todo!()` back as the body you are stuck on to check the rest.
//! `cargo test --test progress` lists every exercise, done or not yet.
//!
//! **Auf Deutsch.** Kapitel 6, Fusionen und Prämien: Aufgaben 12 und 13. Schreib die Rümpfe; die
//! Tests unten lässt du, wie sie sind. Die Datei ist ein Testziel für sich: `cargo test --test
//! ch06` prüft ihre Aufgaben, `cargo test --test ch06 ex12` nur ex12. Dabei wird nur diese Datei
//! kompiliert, also hält eine halb geschriebene Aufgabe in einem anderen Kapitel diese nicht auf.
//! Innerhalb der Datei schon: Setz in der Funktion, an der du hängst, wieder `todo!()` als Rumpf
//! ein, um den Rest zu prüfen. `cargo test --test progress` zeigt, wo du stehst. Jede Aufgabe steht
//! unten auf Englisch und auf Deutsch; Tipps und Lösung im deutschen Kapitel (`cargo doc --open`,
//! dann `tutorial`, dann „Auf Deutsch“).

// The stubs do not use their arguments yet; your solutions will.
#![allow(unused_variables)]

use bauloewe::rules::PlayerId;

/// Exercise 12: the most shares of a defunct chain a player holding `held` of them may hand in
/// for trade, two for one share of the survivor, when the bank has `bank` shares of the
/// survivor left (R14.4.2). In integers only.
///
/// Aufgabe 12: wie viele Aktien einer aufgelösten Kette ein Spieler, der `held` davon hält,
/// höchstens zum Tausch abgeben darf, zwei gegen eine Aktie der überlebenden Kette, wenn die Bank
/// noch `bank` Aktien der Überlebenden hat (R14.4.2). Nur mit ganzen Zahlen.
pub fn max_trade(held: u8, bank: u8) -> u8 {
    todo!(
        "ex12: write max_trade in src/learn/yours/ch06_mergers.rs, then run `cargo test --test ch06 ex12` · schreib max_trade in src/learn/yours/ch06_mergers.rs und prüfe mit `cargo test --test ch06 ex12`"
    )
}

/// Exercise 13: who is paid what of a chain's bonuses (R14.4.1), as `(player, amount)` pairs:
/// the largest holders first, in seat order, then the second largest, in seat order; `holdings[p]` is player `p`'s number of shares. Without calling
/// the engine's `split_bonuses` or `for_each_bonus`.
///
/// Aufgabe 13: wer was von den Prämien einer Kette bekommt (R14.4.1), als Paare
/// `(player, amount)`: erst die größten Aktionäre in Platzreihenfolge, dann die zweitgrößten in
/// Platzreihenfolge; `holdings[p]` ist die Zahl der Aktien von Spieler `p`. Ohne `split_bonuses`
/// oder `for_each_bonus` der Engine.
pub fn split(holdings: &[u8], majority: u32, minority: u32) -> Vec<(PlayerId, u32)> {
    todo!(
        "ex13: write split in src/learn/yours/ch06_mergers.rs, then run `cargo test --test ch06 ex13` · schreib split in src/learn/yours/ch06_mergers.rs und prüfe mit `cargo test --test ch06 ex13`"
    )
}

// Do not change these tests: each hands your function to its checker.
#[cfg(test)]
mod tests {
    use bauloewe::learn::{self, Mismatch};

    #[test]
    fn ex12_max_trade() -> Result<(), Mismatch> {
        learn::ex12(super::max_trade)
    }

    #[test]
    fn ex13_split() -> Result<(), Mismatch> {
        learn::ex13(super::split)
    }
}
