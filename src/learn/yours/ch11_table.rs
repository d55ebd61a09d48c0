//! Chapter 11, a table across machines: exercise 23. Write the body; leave the test alone.
//!
//! This file is a test target of its own: `cargo test --test ch11` checks its exercises, and
//! `cargo test --test ch11 ex23` only ex23. That compiles this file alone, so a half-written exercise
//! in another chapter's file does not stop this one, nor one here another chapter.
//! Within this file it does: put `todo!()` back as the body you are stuck on to check the rest.
//! `cargo test --test progress` lists every exercise, done or not yet.

// The stubs do not use their arguments yet; your solutions will.
#![allow(unused_variables)]

use std::collections::BTreeMap;
use std::sync::mpsc::SyncSender;

use bauloewe::table::{Delivery, Out, ViewerId};

/// Exercise 23: the table thread's postman. Send each delivery's lines, as one message, into
/// its viewer's queue without ever waiting, and answer the viewers to let go: those whose
/// queue is full or closed, and those just sent a `Tag::Closed` line (chapter 11 says exactly
/// what the checker checks).
pub fn post(deliveries: Vec<Delivery>, queues: &BTreeMap<ViewerId, SyncSender<Vec<Out>>>) -> Vec<ViewerId> {
    todo!("ex23: write post in src/learn/yours/ch11_table.rs, then run `cargo test --test ch11 ex23`")
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
