//! `cargo test --test progress`: the learner's view of the path, as `rustlings list` shows it.
//! For every chapter it runs that chapter's exercises (`cargo test --test ch05`), each file
//! compiled apart, and lists each exercise as done, not started, failing its check, or not
//! checked because its file does not compile; then it names the first exercise not done and
//! the command that checks it.
//!
//! It has no test harness: it is a program that runs cargo, and it always exits with success,
//! since an unfinished path is no error. It reads libtest's lines (`test tests::ex01_… ... ok`),
//! the one place where it depends on cargo's output.

use std::process::Command;

/// One chapter: its test target, its file in `src/learn/yours/`, its title, and its exercises with
/// the names of their functions.
struct Chapter {
    target: &'static str,
    file: &'static str,
    title: &'static str,
    exercises: &'static [(&'static str, &'static str)],
}

/// The chapters in reading order, each with its exercises in the order the chapter asks them.
const CHAPTERS: [Chapter; 11] = [
    chapter("ch01", "ch01_tiles", "Tiles", &[("ex01", "tile_name"), ("ex02", "parse_tile")]),
    chapter("ch02", "ch02_chains", "Chains and prices", &[("ex03", "share_price"), ("ex04", "chain_named")]),
    chapter("ch03", "ch03_game", "The game state", &[("ex05", "first_player"), ("ex06", "check_names")]),
    chapter("ch04", "ch04_actions", "Actions and errors", &[("ex07", "read_action"), ("ex08", "check_buy")]),
    chapter(
        "ch05",
        "ch05_placing",
        "Placing a tile",
        &[("ex09", "chain_joined"), ("ex10", "tile_status"), ("ex11", "founded_size")],
    ),
    chapter("ch06", "ch06_mergers", "Mergers and bonuses", &[("ex12", "max_trade"), ("ex13", "split")]),
    chapter("ch07", "ch07_end", "The end of the game", &[("ex14", "can_announce"), ("ex15", "final_cash")]),
    chapter(
        "ch08",
        "ch08_console",
        "The console",
        &[("ex16", "list_source"), ("ex17", "ask"), ("ex18", "bank")],
    ),
    chapter("ch09", "ch09_saves", "Saves and transcripts", &[("ex19", "replay"), ("ex20", "my_script")]),
    chapter("ch10", "ch10_computer", "Computer players", &[("ex21", "cheapskate"), ("ex22", "scored_now")]),
    chapter("ch11", "ch11_table", "A table across machines", &[("ex23", "post")]),
];

/// A [`Chapter`], built in a `const`.
const fn chapter(
    target: &'static str,
    file: &'static str,
    title: &'static str,
    exercises: &'static [(&'static str, &'static str)],
) -> Chapter {
    Chapter { target, file, title, exercises }
}

/// Where one exercise stands.
#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    /// Its check passes.
    Done,
    /// Its body is still the `todo!()`.
    NotStarted,
    /// It runs, and its checker names an input where it differs from the engine, or it panics.
    Failing,
    /// Its chapter's file does not compile, so it could not be checked.
    NotChecked,
}

impl State {
    /// The word the list shows.
    fn word(self) -> &'static str {
        match self {
            State::Done => "done",
            State::NotStarted => "not yet (still todo!())",
            State::Failing => "not yet (its check fails)",
            State::NotChecked => "not checked (the file does not compile)",
        }
    }
}

/// What running one chapter's target told.
struct Run {
    /// Each exercise's state, in the chapter's order.
    states: Vec<State>,
    /// For each exercise whose check fails, the first line of what it said (the checker's
    /// mismatch, or where it panicked).
    reasons: Vec<Option<String>>,
    /// The compiler's first errors, when the file does not compile.
    errors: Vec<String>,
}

fn main() {
    println!("Your exercises in src/learn/yours/, each chapter's file compiled and checked apart:\n");
    let mut next = None;
    let (mut done, mut total) = (0, 0);
    for (number, chapter) in CHAPTERS.iter().enumerate() {
        let run = run(chapter);
        print_chapter(number + 1, chapter, &run);
        for (&(exercise, _), &state) in chapter.exercises.iter().zip(&run.states) {
            total += 1;
            match state {
                State::Done => done += 1,
                _ => next = next.or(Some((number + 1, chapter, exercise, state))),
            }
        }
    }
    println!("{done} of {total} done.");
    match next {
        None => println!("Every exercise passes its check: well done."),
        Some((number, chapter, exercise, state)) => print_next(number, chapter, exercise, state),
    }
}

/// Runs `cargo test --test chNN` and reads each exercise's state from its output.
fn run(chapter: &Chapter) -> Run {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let output = Command::new(cargo)
        .args(["test", "--message-format", "short", "--no-fail-fast", "--test", chapter.target])
        .args(["--", "--color", "never"])
        .output();
    let output = match output {
        Ok(output) => output,
        Err(error) => return not_checked(chapter, vec![format!("cargo could not be started: {error}")]),
    };
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !stdout.contains("running ") {
        let errors = stderr.lines().filter(|line| line.contains("error")).take(3).map(String::from);
        return not_checked(chapter, errors.collect());
    }
    let states: Vec<State> = chapter.exercises.iter().map(|(exercise, _)| state(&stdout, exercise)).collect();
    let reasons = chapter
        .exercises
        .iter()
        .zip(&states)
        .map(|((exercise, _), &state)| if state == State::Failing { reason(&stdout, exercise) } else { None })
        .collect();
    Run { states, reasons, errors: Vec::new() }
}

/// A run whose file did not compile.
fn not_checked(chapter: &Chapter, errors: Vec<String>) -> Run {
    let count = chapter.exercises.len();
    Run { states: vec![State::NotChecked; count], reasons: vec![None; count], errors }
}

/// The first line a failing test wrote, from libtest's `---- tests::exNN_… stdout ----`
/// section: the checker's `Error: exNN: for … the engine answers …`, or for a panic where it
/// panicked and its message (libtest writes `thread '…' (ID) panicked at FILE:LINE:COLUMN:` and the
/// message on the next line). Cut at [`REASON_WIDTH`] characters: the test's own output has
/// it whole.
fn reason(stdout: &str, exercise: &str) -> Option<String> {
    let header = format!("::{exercise}_");
    let mut lines = stdout
        .lines()
        .skip_while(|line| !(line.starts_with("---- ") && line.contains(&header)))
        .skip(1)
        .map(str::trim)
        .filter(|line| !line.is_empty());
    let first = lines.next()?;
    let whole = match first.split_once(" panicked at ") {
        Some((_, place)) => format!("panicked at {place} {}", lines.next().unwrap_or_default()),
        None => first.to_string(),
    };
    let mut reason: String = whole.chars().take(REASON_WIDTH).collect();
    if whole.chars().count() > REASON_WIDTH {
        reason.push('…');
    }
    Some(reason)
}

/// The most characters of a failing check's first line that the list shows.
const REASON_WIDTH: usize = 150;

/// One exercise's state from libtest's output: its `test …exNN_… ... ok` line, and for a
/// failing test its captured output, which names the stub's `todo!()` if it is one.
fn state(stdout: &str, exercise: &str) -> State {
    let name = format!("::{exercise}_");
    let line = stdout.lines().find(|line| line.starts_with("test ") && line.contains(&name));
    match line {
        Some(line) if line.ends_with(" ok") => State::Done,
        _ if stdout.contains(&format!("not yet implemented: {exercise}: write")) => State::NotStarted,
        _ => State::Failing,
    }
}

/// A chapter's heading and the state of each of its exercises.
fn print_chapter(number: usize, chapter: &Chapter, run: &Run) {
    println!("Chapter {number}: {} (src/learn/yours/{}.rs)", chapter.title, chapter.file);
    for error in &run.errors {
        println!("    {error}");
    }
    for ((&(exercise, function), state), reason) in
        chapter.exercises.iter().zip(&run.states).zip(&run.reasons)
    {
        println!("    {exercise} {function:<14} {}", state.word());
        if let Some(reason) = reason {
            println!("         {reason}");
        }
    }
    println!();
}

/// The first exercise not done, where to read about it, and the command that checks it.
fn print_next(number: usize, chapter: &Chapter, exercise: &str, state: State) {
    println!("Next: {exercise}, in chapter {number} (`cargo doc --open`, then the tutorial;");
    println!("or src/tutorial/{}.md).", chapter.file);
    println!("Write it in src/learn/yours/{}.rs and check it with", chapter.file);
    println!("    cargo test --test {} {exercise}", chapter.target);
    if state == State::NotChecked {
        println!("src/learn/yours/{}.rs does not compile: mend the error above, or put", chapter.file);
        println!("`todo!()` back as the body you are stuck on, so that the file's other exercises");
        println!("can be checked. `git diff src/learn/yours/{0}.rs` shows what you changed;", chapter.file);
        println!("`git checkout src/learn/yours/{0}.rs` starts the file over.", chapter.file);
        println!("Other chapters' files are checked apart and are not affected.");
    }
}
