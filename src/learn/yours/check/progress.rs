//! `cargo test --test progress`: the learner's view of the path, as `rustlings list` shows it.
//! For every chapter it runs that chapter's exercises (`cargo test --test ch05`), each file
//! compiled apart, and lists each exercise as done, not started, failing its check, or not
//! checked because its file does not compile; then it names the first exercise not done and
//! the command that checks it.
//!
//! It has no test harness: it is a program that runs cargo, and it always exits with success,
//! since an unfinished path is no error. It reads libtest's lines (`test tests::ex01_… ... ok`),
//! the one place where it depends on cargo's output.
//!
//! It speaks the learner's language as the game chooses it from `LC_ALL`, `LC_MESSAGES` and
//! `LANG`: German when the first set begins with `de`, English otherwise. The chapters it runs
//! inherit the environment, so their checkers speak the same language.

use std::process::Command;

use bauloewe::words::Lang;
use bauloewe::words::lang::choose_lang;

/// One chapter: its test target, its file in `src/learn/yours/`, its title in English and in
/// German, and its exercises with the names of their functions.
struct Chapter {
    target: &'static str,
    file: &'static str,
    title: [&'static str; 2],
    exercises: &'static [(&'static str, &'static str)],
}

/// The chapters in reading order, each with its exercises in the order the chapter asks them.
const CHAPTERS: [Chapter; 12] = [
    chapter(
        "ch01",
        "ch01_tiles",
        ["Tiles and the board", "Plättchen und das Brett"],
        &[("ex01", "tile_name"), ("ex02", "parse_tile")],
    ),
    chapter(
        "ch02",
        "ch02_chains",
        ["Chains and prices", "Ketten und Preise"],
        &[("ex03", "share_price"), ("ex04", "chain_named")],
    ),
    chapter(
        "ch03",
        "ch03_game",
        ["The game state and whose turn it is", "Der Spielstand und wer am Zug ist"],
        &[("ex05", "first_player"), ("ex06", "check_names")],
    ),
    chapter(
        "ch04",
        "ch04_actions",
        ["Actions and errors", "Aktionen und Fehler"],
        &[("ex07", "read_action"), ("ex08", "check_buy")],
    ),
    chapter(
        "ch05",
        "ch05_placing",
        ["Placing a tile", "Ein Plättchen legen"],
        &[("ex09", "chain_joined"), ("ex10", "tile_status"), ("ex11", "founded_size")],
    ),
    chapter(
        "ch06",
        "ch06_mergers",
        ["Mergers and bonuses", "Fusionen und Prämien"],
        &[("ex12", "max_trade"), ("ex13", "split")],
    ),
    chapter(
        "ch07",
        "ch07_end",
        ["The end of the game", "Das Ende des Spiels"],
        &[("ex14", "can_announce"), ("ex15", "final_cash")],
    ),
    chapter(
        "ch08",
        "ch08_console",
        ["The console", "Die Konsole"],
        &[("ex16", "list_source"), ("ex17", "ask"), ("ex18", "bank")],
    ),
    chapter(
        "ch09",
        "ch09_saves",
        ["Saves and transcripts", "Spielstände und Mitschriften"],
        &[("ex19", "replay"), ("ex20", "my_script")],
    ),
    chapter(
        "ch10",
        "ch10_computer",
        ["Computer players", "Computerspieler"],
        &[("ex21", "cheapskate"), ("ex22", "scored_now")],
    ),
    chapter(
        "ch11",
        "ch11_table",
        ["A table across machines", "Ein Tisch über mehrere Rechner"],
        &[("ex23", "post")],
    ),
    chapter("ch12", "ch12_event_loop", ["One event loop", "Eine Ereignisschleife"], &[("ex24", "next_line")]),
];

/// A [`Chapter`], built in a `const`.
const fn chapter(
    target: &'static str,
    file: &'static str,
    title: [&'static str; 2],
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
    fn word(self, de: bool) -> &'static str {
        match (self, de) {
            (State::Done, false) => "done",
            (State::Done, true) => "erledigt",
            (State::NotStarted, false) => "not yet (still todo!())",
            (State::NotStarted, true) => "noch nicht begonnen (todo!())",
            (State::Failing, false) => "not yet (its check fails)",
            (State::Failing, true) => "noch nicht (die Prüfung schlägt fehl)",
            (State::NotChecked, false) => "not checked (the file does not compile)",
            (State::NotChecked, true) => "nicht geprüft (die Datei kompiliert nicht)",
        }
    }
}

/// Whether the learner reads German: the environment chooses the language as it does for the
/// game.
fn german() -> bool {
    choose_lang(None, |name| std::env::var(name).ok()) == Lang::De
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
    let de = german();
    match de {
        true => println!("Deine Aufgaben in src/learn/yours/, jede Datei für sich kompiliert und geprüft:\n"),
        false => {
            println!("Your exercises in src/learn/yours/, each chapter's file compiled and checked apart:\n")
        }
    }
    let mut next = None;
    let (mut done, mut total) = (0, 0);
    for (number, chapter) in CHAPTERS.iter().enumerate() {
        let run = run(chapter, de);
        print_chapter(number + 1, chapter, &run, de);
        for (&(exercise, _), &state) in chapter.exercises.iter().zip(&run.states) {
            total += 1;
            match state {
                State::Done => done += 1,
                _ => next = next.or(Some((number + 1, chapter, exercise, state))),
            }
        }
    }
    match de {
        true => println!("{done} von {total} erledigt."),
        false => println!("{done} of {total} done."),
    }
    match (next, de) {
        (None, false) => println!("Every exercise passes its check: well done."),
        (None, true) => println!("Jede Aufgabe besteht ihre Prüfung: gut gemacht!"),
        (Some((number, chapter, exercise, state)), false) => print_next(number, chapter, exercise, state),
        (Some((number, chapter, exercise, state)), true) => print_next_de(number, chapter, exercise, state),
    }
}

/// Runs `cargo test --test chNN` and reads each exercise's state from its output.
fn run(chapter: &Chapter, de: bool) -> Run {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let output = Command::new(cargo)
        .args(["test", "--message-format", "short", "--no-fail-fast", "--test", chapter.target])
        .args(["--", "--color", "never"])
        .output();
    let output = match output {
        Ok(output) => output,
        Err(error) => {
            let said = if de { "cargo ließ sich nicht starten" } else { "cargo could not be started" };
            return not_checked(chapter, vec![format!("{said}: {error}")]);
        }
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
        .map(
            |((exercise, _), &state)| {
                if state == State::Failing { reason(&stdout, exercise, de) } else { None }
            },
        )
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
fn reason(stdout: &str, exercise: &str, de: bool) -> Option<String> {
    let header = format!("::{exercise}_");
    let mut lines = stdout
        .lines()
        .skip_while(|line| !(line.starts_with("---- ") && line.contains(&header)))
        .skip(1)
        .map(str::trim)
        .filter(|line| !line.is_empty());
    let first = lines.next()?;
    let whole = match first.split_once(" panicked at ") {
        Some((_, place)) => {
            let panicked = if de { "Panik bei" } else { "panicked at" };
            format!("{panicked} {place} {}", lines.next().unwrap_or_default())
        }
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
fn print_chapter(number: usize, chapter: &Chapter, run: &Run, de: bool) {
    let (word, title) = if de { ("Kapitel", chapter.title[1]) } else { ("Chapter", chapter.title[0]) };
    println!("{word} {number}: {title} (src/learn/yours/{}.rs)", chapter.file);
    for error in &run.errors {
        println!("    {error}");
    }
    for ((&(exercise, function), state), reason) in
        chapter.exercises.iter().zip(&run.states).zip(&run.reasons)
    {
        println!("    {exercise} {function:<14} {}", state.word(de));
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

/// [`print_next`] in German.
fn print_next_de(number: usize, chapter: &Chapter, exercise: &str, state: State) {
    println!("Als Nächstes: {exercise} in Kapitel {number} (`cargo doc --open`, dann „Rust lernen");
    println!("mit Baulöwe“; oder src/tutorial/de/{}.md).", chapter.file);
    println!("Schreib sie in src/learn/yours/{}.rs und prüfe sie mit", chapter.file);
    println!("    cargo test --test {} {exercise}", chapter.target);
    if state == State::NotChecked {
        println!("src/learn/yours/{}.rs kompiliert nicht: Behebe den Fehler oben oder", chapter.file);
        println!("setz in der Funktion, an der du hängst, wieder `todo!()` als Rumpf ein,");
        println!("damit die anderen Aufgaben der Datei geprüft werden können.");
        println!("`git diff src/learn/yours/{0}.rs` zeigt, was du geändert hast;", chapter.file);
        println!("`git checkout src/learn/yours/{0}.rs` setzt die Datei zurück.", chapter.file);
        println!("Die anderen Kapitel werden für sich geprüft und sind nicht betroffen.");
    }
}
