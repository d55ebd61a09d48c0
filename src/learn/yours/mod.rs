//! Your exercises, one file per chapter of the tutorial: write the body of each function in
//! place of its `todo!()`, then run `cargo test --features learn exNN`.
//!
//! Change only the function bodies (and add helper functions or `use` lines if you like). The
//! `tests` module at the bottom of each file hands your function to its checker in
//! [`crate::learn`]: leave it as it is. This folder is compiled only with `--features learn`,
//! so `cargo test` without it never sees an unfinished exercise.

// The stubs do not use their arguments yet; your solutions will.
#![allow(unused_variables)]

pub mod ch01_tiles;
pub mod ch02_chains;
pub mod ch03_game;
pub mod ch04_actions;
pub mod ch05_placing;
pub mod ch06_mergers;
pub mod ch07_end;
pub mod ch08_console;
pub mod ch09_saves;
pub mod ch10_computer;
pub mod ch11_table;
