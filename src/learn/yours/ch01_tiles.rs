//! Chapter 1, tiles: exercises 1 and 2. Write the bodies; leave the tests at the bottom alone.
//!
//! This file is a test target of its own: `cargo test --test ch01` checks its exercises, and
//! `cargo test --test ch01 ex01` only ex01. That compiles this file alone, so a half-written exercise
//! in another chapter's file does not stop this one, nor one here another chapter.
//! Within this file it does: put `todo!()` back as the body you are stuck on to check the rest.
//! `cargo test --test progress` lists every exercise, done or not yet.
//!
//! **Auf Deutsch.** Kapitel 1, Plättchen: Aufgaben 1 und 2. Schreib die Rümpfe; die Tests unten
//! lässt du, wie sie sind. Die Datei ist ein Testziel für sich: `cargo test --test ch01` prüft ihre
//! Aufgaben, `cargo test --test ch01 ex01` nur ex01. Dabei wird nur diese Datei kompiliert, also
//! hält eine halb geschriebene Aufgabe in einem anderen Kapitel diese nicht auf. Innerhalb der
//! Datei schon: Setz in der Funktion, an der du hängst, wieder `todo!()` als Rumpf ein, um den Rest
//! zu prüfen. `cargo test --test progress` zeigt, wo du stehst. Jede Aufgabe steht unten auf
//! Englisch und auf Deutsch; Tipps und Lösung im deutschen Kapitel (`cargo doc --open`, dann
//! `tutorial`, dann „Auf Deutsch“).

// The stubs do not use their arguments yet; your solutions will.
#![allow(unused_variables)]

use bauloewe::rules::Tile;

/// Exercise 1: the tile's name, column then row (`1A` … `12I`), computed from
/// [`Tile::index`] alone, without `Display`, `column` or `row`.
///
/// Aufgabe 1: der Name des Plättchens, erst die Spalte, dann die Zeile (`1A` … `12I`),
/// berechnet allein aus [`Tile::index`], ohne `Display`, `column` oder `row`.
pub fn tile_name(tile: Tile) -> String {
    todo!(
        "ex01: write tile_name in src/learn/yours/ch01_tiles.rs, then run `cargo test --test ch01 ex01` · schreib tile_name in src/learn/yours/ch01_tiles.rs und prüfe mit `cargo test --test ch01 ex01`"
    )
}

/// Exercise 2: the tile a text names (`7E`, `7e`, `12I`), or `None`, without `str::parse`
/// for tiles (parsing the column's digits as a number is fine).
///
/// Aufgabe 2: das Plättchen, das ein Text nennt (`7E`, `7e`, `12I`), oder `None`; ohne
/// `str::parse` für Plättchen (die Ziffern der Spalte als Zahl zu lesen ist erlaubt).
pub fn parse_tile(text: &str) -> Option<Tile> {
    todo!(
        "ex02: write parse_tile in src/learn/yours/ch01_tiles.rs, then run `cargo test --test ch01 ex02` · schreib parse_tile in src/learn/yours/ch01_tiles.rs und prüfe mit `cargo test --test ch01 ex02`"
    )
}

// Do not change these tests: each hands your function to its checker, which compares it
// with the engine on every input.
#[cfg(test)]
mod tests {
    use bauloewe::learn::{self, Mismatch};

    #[test]
    fn ex01_tile_name() -> Result<(), Mismatch> {
        learn::ex01(super::tile_name)
    }

    #[test]
    fn ex02_parse_tile() -> Result<(), Mismatch> {
        learn::ex02(super::parse_tile)
    }
}
