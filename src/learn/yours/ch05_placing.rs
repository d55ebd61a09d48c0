//! Chapter 5, placing a tile: exercises 9, 10 and 11. Write the bodies; leave the tests alone.
//!
//! This file is a test target of its own: `cargo test --test ch05` checks its exercises, and
//! `cargo test --test ch05 ex09` only ex09. That compiles this file alone, so a half-written exercise
//! in another chapter's file does not stop this one, nor one here another chapter.
//! Within this file it does: put `todo!()` back as the body you are stuck on to check the rest.
//! `cargo test --test progress` lists every exercise, done or not yet.
//!
//! **Auf Deutsch.** Kapitel 5, ein Plättchen legen: Aufgaben 9, 10 und 11. Schreib die Rümpfe; die
//! Tests unten lässt du, wie sie sind. Die Datei ist ein Testziel für sich: `cargo test --test
//! ch05` prüft ihre Aufgaben, `cargo test --test ch05 ex09` nur ex09. Dabei wird nur diese Datei
//! kompiliert, also hält eine halb geschriebene Aufgabe in einem anderen Kapitel diese nicht auf.
//! Innerhalb der Datei schon: Setz in der Funktion, an der du hängst, wieder `todo!()` als Rumpf
//! ein, um den Rest zu prüfen. `cargo test --test progress` zeigt, wo du stehst. Jede Aufgabe steht
//! unten auf Englisch und auf Deutsch; Tipps und Lösung im deutschen Kapitel (`cargo doc --open`,
//! dann `tutorial`, dann „Auf Deutsch“).

// The stubs do not use their arguments yet; your solutions will.
#![allow(unused_variables)]

use bauloewe::rules::{Board, Chain, Tile, TileStatus};

/// Exercise 9: the chain an empty cell's tile would grow, if it touches exactly one chain.
///
/// Aufgabe 9: die Kette, die das Plättchen eines leeren Felds vergrößern würde, wenn es
/// genau eine Kette berührt.
pub fn chain_joined(board: &Board, tile: Tile) -> Option<Chain> {
    todo!(
        "ex09: write chain_joined in src/learn/yours/ch05_placing.rs, then run `cargo test --test ch05 ex09` · schreib chain_joined in src/learn/yours/ch05_placing.rs und prüfe mit `cargo test --test ch05 ex09`"
    )
}

/// Exercise 10: what the tile would do if placed now (R11-R13), without `Board::status`,
/// `Board::is_playable` or `Board::touching_chains`.
///
/// Aufgabe 10: was das Plättchen täte, wenn es jetzt gelegt würde (R11-R13), ohne
/// `Board::status`, `Board::is_playable` oder `Board::touching_chains`.
pub fn tile_status(board: &Board, tile: Tile) -> TileStatus {
    todo!(
        "ex10: write tile_status in src/learn/yours/ch05_placing.rs, then run `cargo test --test ch05 ex10` · schreib tile_status in src/learn/yours/ch05_placing.rs und prüfe mit `cargo test --test ch05 ex10`"
    )
}

/// Exercise 11: the size of the chain a founding tile would found: the tile and every lone
/// hotel connected to it (a flood fill), without changing or copying the board.
///
/// Aufgabe 11: die Größe der Kette, die ein gründendes Plättchen gründen würde: das
/// Plättchen und jedes einzelne Hotel, das mit ihm verbunden ist (eine Flutfüllung), ohne das Brett
/// zu ändern oder zu kopieren.
pub fn founded_size(board: &Board, tile: Tile) -> u8 {
    todo!(
        "ex11: write founded_size in src/learn/yours/ch05_placing.rs, then run `cargo test --test ch05 ex11` · schreib founded_size in src/learn/yours/ch05_placing.rs und prüfe mit `cargo test --test ch05 ex11`"
    )
}

// Do not change these tests: each hands your function to its checker.
#[cfg(test)]
mod tests {
    use bauloewe::learn::{self, Mismatch};

    #[test]
    fn ex09_chain_joined() -> Result<(), Mismatch> {
        learn::ex09(super::chain_joined)
    }

    #[test]
    fn ex10_tile_status() -> Result<(), Mismatch> {
        learn::ex10(super::tile_status)
    }

    #[test]
    fn ex11_founded_size() -> Result<(), Mismatch> {
        learn::ex11(super::founded_size)
    }
}
