//! Chapter 3, the game state: exercises 5 and 6. Write the bodies; leave the tests alone.
//!
//! This file is a test target of its own: `cargo test --test ch03` checks its exercises, and
//! `cargo test --test ch03 ex05` only ex05. That compiles this file alone, so a half-written exercise
//! in another chapter's file does not stop this one, nor one here another chapter.
//! Within this file it does: put `todo!()` back as the body you are stuck on to check the rest.
//! `cargo test --test progress` lists every exercise, done or not yet.
//!
//! **Auf Deutsch.** Kapitel 3, der Spielstand: Aufgaben 5 und 6. Schreib die Rümpfe; die Tests
//! unten lässt du, wie sie sind. Die Datei ist ein Testziel für sich: `cargo test --test ch03`
//! prüft ihre Aufgaben, `cargo test --test ch03 ex05` nur ex05. Dabei wird nur diese Datei
//! kompiliert, also hält eine halb geschriebene Aufgabe in einem anderen Kapitel diese nicht auf.
//! Innerhalb der Datei schon: Setz in der Funktion, an der du hängst, wieder `todo!()` als Rumpf
//! ein, um den Rest zu prüfen. `cargo test --test progress` zeigt, wo du stehst. Jede Aufgabe steht
//! unten auf Englisch und auf Deutsch; Tipps und Lösung im deutschen Kapitel (`cargo doc --open`,
//! dann `tutorial`, dann „Auf Deutsch“).

// The stubs do not use their arguments yet; your solutions will.
#![allow(unused_variables)]

use bauloewe::rules::{PlayerId, SetupError, Tile};

/// Exercise 5: the seat whose start tile (`start_tiles[seat]`) is closest to 1A (R9).
///
/// Aufgabe 5: der Platz, dessen Startplättchen (`start_tiles[seat]`) 1A am nächsten liegt
/// (R9).
pub fn first_player(start_tiles: &[Tile]) -> PlayerId {
    todo!(
        "ex05: write first_player in src/learn/yours/ch03_game.rs, then run `cargo test --test ch03 ex05` · schreib first_player in src/learn/yours/ch03_game.rs und prüfe mit `cargo test --test ch03 ex05`"
    )
}

/// Exercise 6: `Ok(())` for names a game accepts (2 to 6 of them, R6, no two alike ignoring
/// case as Unicode defines it, every letter, not only ASCII: `Émile` and `émile` are alike), the
/// `SetupError` `Game::new` returns otherwise: the count first, then the second of the first two
/// names alike, as written.
///
/// Aufgabe 6: `Ok(())` für Namen, die ein Spiel annimmt (2 bis 6, R6, keine zwei gleich ohne
/// Rücksicht auf Groß- und Kleinschreibung, wie Unicode sie festlegt, bei jedem Buchstaben, nicht
/// nur bei ASCII: `Émile` und `émile` sind gleich), sonst der `SetupError`, den `Game::new`
/// zurückgibt: erst die Anzahl, dann der zweite der ersten beiden gleichen Namen, wie geschrieben.
pub fn check_names(names: &[&str]) -> Result<(), SetupError> {
    todo!(
        "ex06: write check_names in src/learn/yours/ch03_game.rs, then run `cargo test --test ch03 ex06` · schreib check_names in src/learn/yours/ch03_game.rs und prüfe mit `cargo test --test ch03 ex06`"
    )
}

// Do not change these tests: each hands your function to its checker.
#[cfg(test)]
mod tests {
    use bauloewe::learn::{self, Mismatch};

    #[test]
    fn ex05_first_player() -> Result<(), Mismatch> {
        learn::ex05(super::first_player)
    }

    #[test]
    fn ex06_check_names() -> Result<(), Mismatch> {
        learn::ex06(super::check_names)
    }
}
