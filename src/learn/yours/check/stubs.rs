//! For the crate's maintainers, not the learner: every stub in `src/learn/yours/` still compiles
//! against the crate and still fails until it is solved.
//!
//! `cargo test --features learn --test stubs` builds every chapter's file as a module of this
//! one program and hands each stub to its checker, as the file's own test does; each must panic
//! with its `todo!()` message, which names the exercise. A stub that compiles no more (an item
//! it uses was renamed) fails the build, a stub that no longer panics fails the run. The chapter
//! files are test targets of their own (`cargo test --test ch05`) that a plain `cargo test`
//! leaves out (`test = false` in `Cargo.toml`), so this program is what keeps them from rotting.
//! It has no test harness, so the files' `#[test]` functions are not compiled here. It also
//! builds `progress.rs`, the learner's progress list, which has no other check.

use std::any::Any;
use std::panic;
use std::process::ExitCode;

use bauloewe::learn::{self, Mismatch};

// `cargo check --all-targets` compiles the files' `#[cfg(test)]` modules without their `#[test]`
// functions, which leaves their `use` lines unused.
#[path = "../ch01_tiles.rs"]
#[allow(unused_imports)]
mod ch01;
#[path = "../ch02_chains.rs"]
#[allow(unused_imports)]
mod ch02;
#[path = "../ch03_game.rs"]
#[allow(unused_imports)]
mod ch03;
#[path = "../ch04_actions.rs"]
#[allow(unused_imports)]
mod ch04;
#[path = "../ch05_placing.rs"]
#[allow(unused_imports)]
mod ch05;
#[path = "../ch06_mergers.rs"]
#[allow(unused_imports)]
mod ch06;
#[path = "../ch07_end.rs"]
#[allow(unused_imports)]
mod ch07;
#[path = "../ch08_console.rs"]
#[allow(unused_imports)]
mod ch08;
#[path = "../ch09_saves.rs"]
#[allow(unused_imports)]
mod ch09;
#[path = "../ch10_computer.rs"]
#[allow(unused_imports)]
mod ch10;
#[path = "../ch11_table.rs"]
#[allow(unused_imports)]
mod ch11;
// Its file allows unused imports itself: its stub uses none of them yet.
#[path = "../ch12_event_loop.rs"]
mod ch12;

// The learner's progress list is a test target that nothing else builds (`test = false`):
// compiled here as a module, it is checked with the stubs (its `main` is not called).
#[allow(dead_code)]
mod progress;

/// A checker run on one stub.
type Check = fn() -> Result<(), Mismatch>;

/// Each exercise and a call of its checker on the stub, as the chapter file's test makes it.
const STUBS: [(&str, Check); 24] = [
    ("ex01", || learn::ex01(ch01::tile_name)),
    ("ex02", || learn::ex02(ch01::parse_tile)),
    ("ex03", || learn::ex03(ch02::share_price)),
    ("ex04", || learn::ex04(ch02::chain_named)),
    ("ex05", || learn::ex05(ch03::first_player)),
    ("ex06", || learn::ex06(ch03::check_names)),
    ("ex07", || learn::ex07(ch04::read_action)),
    ("ex08", || learn::ex08(ch04::check_buy)),
    ("ex09", || learn::ex09(ch05::chain_joined)),
    ("ex10", || learn::ex10(ch05::tile_status)),
    ("ex11", || learn::ex11(ch05::founded_size)),
    ("ex12", || learn::ex12(ch06::max_trade)),
    ("ex13", || learn::ex13(ch06::split)),
    ("ex14", || learn::ex14(ch07::can_announce)),
    ("ex15", || learn::ex15(ch07::final_cash)),
    ("ex16", || learn::ex16(ch08::ListSource::new)),
    ("ex17", || learn::ex17(ch08::ask)),
    ("ex18", || learn::ex18(ch08::bank)),
    ("ex19", || learn::ex19(ch09::replay)),
    ("ex20", || learn::ex20(&ch09::my_script())),
    ("ex21", || learn::ex21(ch10::Cheapskate::default)),
    ("ex22", || learn::ex22(ch10::scored_now)),
    ("ex23", || learn::ex23(ch11::post)),
    ("ex24", || learn::ex24(ch12::LineReader::new)),
];

fn main() -> ExitCode {
    // The stubs' panics are expected: keep their messages off the screen.
    panic::set_hook(Box::new(|_| {}));
    let solved: Vec<&str> = STUBS
        .iter()
        .filter(|(exercise, stub)| !failure(*stub).is_some_and(|text| is_todo(exercise, &text)))
        .map(|(exercise, _)| *exercise)
        .collect();
    drop(panic::take_hook());
    if solved.is_empty() {
        println!("all {} stubs compile and fail with their todo!() message", STUBS.len());
        return ExitCode::SUCCESS;
    }
    eprintln!("these stubs do not fail with their todo!() message: {}", solved.join(", "));
    eprintln!("(solving exercises? `cargo test --test progress` is the learner's check, not this)");
    ExitCode::FAILURE
}

/// How a checker run on a stub fails: the panic's message, or the mismatch it answers (a checker
/// that calls the function on a thread of its own reports its panic as one); `None` if it passes.
fn failure(stub: Check) -> Option<String> {
    match panic::catch_unwind(stub) {
        Ok(Ok(())) => None,
        Ok(Err(mismatch)) => Some(mismatch.to_string()),
        Err(payload) => Some(panic_message(payload)),
    }
}

/// The text of a panic: `panic!` and `todo!` with arguments carry a `String`, without a `&str`.
fn panic_message(payload: Box<dyn Any + Send>) -> String {
    match payload.downcast::<String>() {
        Ok(message) => *message,
        Err(payload) => payload.downcast_ref::<&str>().copied().unwrap_or_default().to_string(),
    }
}

/// Whether `text` tells of `exercise`'s `todo!()`, whose message begins with the exercise's name.
fn is_todo(exercise: &str, text: &str) -> bool {
    text.contains(&format!("not yet implemented: {exercise}: write"))
}
