//! Chapter 12, one event loop: exercise 24. Write the body; leave the test alone.
//!
//! This file is a test target of its own: `cargo test --test ch12` checks its exercises, and
//! `cargo test --test ch12 ex24` only ex24. That compiles this file alone, so a half-written exercise
//! in another chapter's file does not stop this one, nor one here another chapter.
//! Within this file it does: put `todo!()` back as the body you are stuck on to check the rest.
//! `cargo test --test progress` lists every exercise, done or not yet.
//!
//! **Auf Deutsch.** Kapitel 12, eine Ereignisschleife: Aufgabe 24. Schreib den Rumpf; den Test
//! unten lässt du, wie er ist. Die Datei ist ein Testziel für sich: `cargo test --test ch12`
//! prüft ihre Aufgaben, `cargo test --test ch12 ex24` nur ex24. Dabei wird nur diese Datei
//! kompiliert, also hält eine halb geschriebene Aufgabe in einem anderen Kapitel diese nicht auf.
//! `cargo test --test progress` zeigt, wo du stehst. Die Aufgabe steht unten auf Englisch und auf
//! Deutsch; Tipps und Lösung im deutschen Kapitel (`cargo doc --open`, dann `tutorial`, dann
//! „Auf Deutsch“).

// The stub reads no field and uses none of these yet; your solution will.
#![allow(dead_code, unused_imports)]

use std::io;

use bauloewe::learn::event_loop::NextLine;
use bauloewe::net::protocol::{Incoming, LONGEST_LINE};
use tokio::io::{AsyncBufReadExt, BufReader, DuplexStream};

/// A person's lines as the lobby's connection task reads them: `reader` buffers what the
/// client sent, `line` holds what was read of the line not yet finished, `too_long` says that
/// the line being read is over the bound and is dropped as it comes. (You may change the fields.)
///
/// Die Zeilen eines Menschen, wie die Aufgabe einer Verbindung in der Lobby sie liest: `reader`
/// puffert, was der Client geschickt hat; `line` hält, was von der noch unfertigen Zeile schon
/// gelesen ist; `too_long` sagt, dass die Zeile, die gerade gelesen wird, über der Grenze liegt
/// und verworfen wird, während sie hereinkommt. (Die Felder darfst du ändern.)
pub struct LineReader {
    reader: BufReader<DuplexStream>,
    line: Vec<u8>,
    too_long: bool,
}

impl LineReader {
    /// A reader of the lines that come through `read`.
    pub fn new(read: DuplexStream) -> LineReader {
        LineReader { reader: BufReader::with_capacity(4096, read), line: Vec::new(), too_long: false }
    }
}

impl NextLine for LineReader {
    /// Exercise 24: the next line, as `protocol::read_line` reads one with the bound
    /// `LONGEST_LINE`, and cancel-safe: `select!` may drop this future at any `.await`, so what
    /// was read of a line must be kept in `self`, never in the future (chapter 12 says exactly
    /// what the checker checks).
    ///
    /// Aufgabe 24: die nächste Zeile, wie `protocol::read_line` sie mit der Grenze
    /// `LONGEST_LINE` liest, und abbruchsicher: `select!` darf dieses Future an jedem `.await`
    /// fallen lassen, also muss, was von einer Zeile gelesen ist, in `self` bleiben, nie im
    /// Future (was der Prüfer genau prüft, steht in Kapitel 12).
    async fn next_line(&mut self) -> io::Result<Incoming> {
        todo!(
            "ex24: write next_line in src/learn/yours/ch12_event_loop.rs, then run `cargo test --test ch12 ex24` · schreib next_line, dann prüfe mit diesem Befehl"
        )
    }

    /// How many bytes of a line the reader holds (given: the checker asks it between pieces).
    fn holds(&self) -> usize {
        self.line.len()
    }
}

// Do not change this test: it hands your code to its checker.
#[cfg(test)]
mod tests {
    use bauloewe::learn::{self, Mismatch};

    #[test]
    fn ex24_next_line() -> Result<(), Mismatch> {
        learn::ex24(super::LineReader::new)
    }
}
