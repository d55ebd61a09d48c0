//! Chapter 2, chains and prices: exercises 3 and 4. Write the bodies; leave the tests alone.
//!
//! This file is a test target of its own: `cargo test --test ch02` checks its exercises, and
//! `cargo test --test ch02 ex03` only ex03. That compiles this file alone, so a half-written exercise
//! in another chapter's file does not stop this one, nor one here another chapter.
//! Within this file it does: put `todo!()` back as the body you are stuck on to check the rest.
//! `cargo test --test progress` lists every exercise, done or not yet.
//!
//! **Auf Deutsch.** Kapitel 2, Ketten und Preise: Aufgaben 3 und 4. Schreib die Rümpfe; die Tests
//! unten lässt du, wie sie sind. Die Datei ist ein Testziel für sich: `cargo test --test ch02`
//! prüft ihre Aufgaben, `cargo test --test ch02 ex03` nur ex03. Dabei wird nur diese Datei
//! kompiliert, also hält eine halb geschriebene Aufgabe in einem anderen Kapitel diese nicht auf.
//! Innerhalb der Datei schon: Setz in der Funktion, an der du hängst, wieder `todo!()` als Rumpf
//! ein, um den Rest zu prüfen. `cargo test --test progress` zeigt, wo du stehst. Jede Aufgabe steht
//! unten auf Englisch und auf Deutsch; Tipps und Lösung im deutschen Kapitel (`cargo doc --open`,
//! dann `tutorial`, dann „Auf Deutsch“).

// The stubs do not use their arguments yet; your solutions will.
#![allow(unused_variables)]

use bauloewe::rules::Chain;

/// Exercise 3: the price of one share of `chain` at `size` hotels, 0 under 2, without calling
/// the engine's `share_price`, and with one `match` arm that computes the price of every size
/// from 6 on (find the rule behind R7's brackets; do not copy the table). The whole table is R7 in the rule book (`cargo doc --open`,
/// then `rules::rulebook`), the tiers' offsets are R3.
///
/// Aufgabe 3: der Preis einer Aktie von `chain` bei `size` Hotels, 0 unter 2; ohne die
/// `share_price` der Engine, und mit einem einzigen `match`-Zweig, der den Preis jeder Größe ab 6
/// berechnet (finde die Regel hinter den Stufen von R7; schreib die Tabelle nicht ab). Die ganze
/// Tabelle ist R7 im Regelbuch (`cargo doc --open`, dann `rules::rulebook`), die Aufschläge der
/// Klassen stehen in R3.
pub fn share_price(chain: Chain, size: u8) -> u32 {
    todo!(
        "ex03: write share_price in src/learn/yours/ch02_chains.rs, then run `cargo test --test ch02 ex03` · schreib share_price in src/learn/yours/ch02_chains.rs und prüfe mit `cargo test --test ch02 ex03`"
    )
}

/// Exercise 4: the chain whose full name (any of its spellings) `text` is, in any case, or
/// `None`; without `from_full_name` or `str::parse` for chains.
///
/// Aufgabe 4: die Kette, deren vollen Namen (in einer ihrer Schreibweisen) `text` nennt,
/// in beliebiger Groß- und Kleinschreibung, oder `None`; ohne `from_full_name` oder `str::parse`
/// für Ketten.
pub fn chain_named(text: &str) -> Option<Chain> {
    todo!(
        "ex04: write chain_named in src/learn/yours/ch02_chains.rs, then run `cargo test --test ch02 ex04` · schreib chain_named in src/learn/yours/ch02_chains.rs und prüfe mit `cargo test --test ch02 ex04`"
    )
}

// Do not change these tests: each hands your function to its checker.
#[cfg(test)]
mod tests {
    use bauloewe::learn::{self, Mismatch};

    #[test]
    fn ex03_share_price() -> Result<(), Mismatch> {
        learn::ex03(super::share_price)
    }

    #[test]
    fn ex04_chain_named() -> Result<(), Mismatch> {
        learn::ex04(super::chain_named)
    }
}
