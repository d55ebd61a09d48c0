//! Chapter 11, a table across machines: exercise 23. Write the body; leave the test alone.
//!
//! This file is a test target of its own: `cargo test --test ch11` checks its exercises, and
//! `cargo test --test ch11 ex23` only ex23. That compiles this file alone, so a half-written exercise
//! in another chapter's file does not stop this one, nor one here another chapter.
//! Within this file it does: put `todo!()` back as the body you are stuck on to check the rest.
//! `cargo test --test progress` lists every exercise, done or not yet.
//!
//! **Auf Deutsch.** Kapitel 11, ein Tisch über mehrere Rechner: Aufgabe 23. Schreib die Rümpfe; die
//! Tests unten lässt du, wie sie sind. Die Datei ist ein Testziel für sich: `cargo test --test
//! ch11` prüft ihre Aufgaben, `cargo test --test ch11 ex23` nur ex23. Dabei wird nur diese Datei
//! kompiliert, also hält eine halb geschriebene Aufgabe in einem anderen Kapitel diese nicht auf.
//! Innerhalb der Datei schon: Setz in der Funktion, an der du hängst, wieder `todo!()` als Rumpf
//! ein, um den Rest zu prüfen. `cargo test --test progress` zeigt, wo du stehst. Jede Aufgabe steht
//! unten auf Englisch und auf Deutsch; Tipps und Lösung im deutschen Kapitel (`cargo doc --open`,
//! dann `tutorial`, dann „Auf Deutsch“).

// The stubs do not use their arguments yet; your solutions will.
#![allow(unused_variables)]

use std::collections::BTreeMap;
use std::sync::mpsc::SyncSender;

use bauloewe::table::{Delivery, Out, ViewerId};

/// Exercise 23: the table thread's postman. Send each delivery's lines, as one message, into
/// its viewer's queue without ever waiting, and answer the viewers to let go: those whose
/// queue is full or closed, and those just sent a `Tag::Closed` line (chapter 11 says exactly
/// what the checker checks).
///
/// Aufgabe 23: der Briefträger des Tisch-Threads. Schick die Zeilen jeder Zustellung als
/// eine Nachricht in die Warteschlange ihres Zuschauers, ohne je zu warten, und antworte mit den
/// Zuschauern, die gehen gelassen werden: die, deren Warteschlange voll oder geschlossen ist, und
/// die, denen gerade eine Zeile `Tag::Closed` geschickt wurde (Kapitel 11 sagt genau, was der
/// Prüfer prüft).
pub fn post(deliveries: Vec<Delivery>, queues: &BTreeMap<ViewerId, SyncSender<Vec<Out>>>) -> Vec<ViewerId> {
    todo!(
        "ex23: write post in src/learn/yours/ch11_table.rs, then run `cargo test --test ch11 ex23` · schreib post in src/learn/yours/ch11_table.rs und prüfe mit `cargo test --test ch11 ex23`"
    )
}

// Do not change this test: it hands your code to its checker.
#[cfg(test)]
mod tests {
    use bauloewe::learn::{self, Mismatch};

    #[test]
    fn ex23_post() -> Result<(), Mismatch> {
        learn::ex23(super::post)
    }
}
