//! Chapter 1, tiles: exercises 1 and 2. Write the bodies; leave the tests at the bottom alone.
//!
//! This file is a test target of its own: `cargo test --test ch01` checks its exercises, and
//! `cargo test --test ch01 ex01` only ex01. That compiles this file alone, so a half-written exercise
//! in another chapter's file does not stop this one, nor one here another chapter.
//! Within this file it does: put `todo!()` back as the body you are stuck on to check the rest.
//! `cargo test --test progress` lists every exercise, done or not yet.

// The stubs do not use their arguments yet; your solutions will.
#![allow(unused_variables)]

use bauloewe::rules::Tile;

/// Exercise 1: the tile's name, column then row (`1A` … `12I`), computed from
/// [`Tile::index`] alone, without `Display`, `column` or `row`.
pub fn tile_name(tile: Tile) -> String {
    todo!("ex01: write tile_name in src/learn/yours/ch01_tiles.rs, then run `cargo test --test ch01 ex01`")
}

/// Exercise 2: the tile a text names (`7E`, `7e`, `12I`), or `None`, without `str::parse`
/// for tiles (parsing the column's digits as a number is fine).
pub fn parse_tile(text: &str) -> Option<Tile> {
    todo!("ex02: write parse_tile in src/learn/yours/ch01_tiles.rs, then run `cargo test --test ch01 ex02`")
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
