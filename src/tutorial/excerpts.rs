//! The excerpts of the crate's code on the tutorial's pages cannot drift from the source.
//!
//! An excerpt is a `rust,ignore` block: code shown, not compiled, because it is a piece of a
//! private function or of a file too long to show whole. The test below finds each one in the
//! files under `src/`: its code lines, trimmed, must be lines of one file in the same order,
//! without a gap, except where the excerpt says it leaves something out with a comment that
//! begins `// ...`. Comments are the page's own and are not compared (the source's neither),
//! nor are blank lines and indentation.

use std::fs;
use std::path::Path;

/// Each page of the tutorial, by name.
pub(super) const PAGES: [(&str, &str); 12] = [
    ("ch01_tiles.md", include_str!("ch01_tiles.md")),
    ("ch02_chains.md", include_str!("ch02_chains.md")),
    ("ch03_game.md", include_str!("ch03_game.md")),
    ("ch04_actions.md", include_str!("ch04_actions.md")),
    ("ch05_placing.md", include_str!("ch05_placing.md")),
    ("ch06_mergers.md", include_str!("ch06_mergers.md")),
    ("ch07_end.md", include_str!("ch07_end.md")),
    ("ch08_console.md", include_str!("ch08_console.md")),
    ("ch09_saves.md", include_str!("ch09_saves.md")),
    ("ch10_computer.md", include_str!("ch10_computer.md")),
    ("ch11_table.md", include_str!("ch11_table.md")),
    ("ch12_event_loop.md", include_str!("ch12_event_loop.md")),
];

/// Each page of the German path (`src/tutorial/de/`), by name: the same names as the English,
/// in the same order, every chapter.
pub(super) const DE_PAGES: [(&str, &str); 12] = [
    ("ch01_tiles.md", include_str!("de/ch01_tiles.md")),
    ("ch02_chains.md", include_str!("de/ch02_chains.md")),
    ("ch03_game.md", include_str!("de/ch03_game.md")),
    ("ch04_actions.md", include_str!("de/ch04_actions.md")),
    ("ch05_placing.md", include_str!("de/ch05_placing.md")),
    ("ch06_mergers.md", include_str!("de/ch06_mergers.md")),
    ("ch07_end.md", include_str!("de/ch07_end.md")),
    ("ch08_console.md", include_str!("de/ch08_console.md")),
    ("ch09_saves.md", include_str!("de/ch09_saves.md")),
    ("ch10_computer.md", include_str!("de/ch10_computer.md")),
    ("ch11_table.md", include_str!("de/ch11_table.md")),
    ("ch12_event_loop.md", include_str!("de/ch12_event_loop.md")),
];

/// Both paths' pages, each with the folder it is in.
fn all_pages() -> impl Iterator<Item = (String, &'static str)> {
    let english = PAGES.iter().map(|(name, text)| (format!("src/tutorial/{name}"), *text));
    english.chain(DE_PAGES.iter().map(|(name, text)| (format!("src/tutorial/de/{name}"), *text)))
}

/// An excerpt as the test compares it: runs of code lines, each run cut from the next where
/// the excerpt leaves something out.
type Runs = Vec<Vec<String>>;

/// Each `rust,ignore` block of `page` with the line its fence is on, as [`Runs`].
pub(super) fn excerpts(page: &str) -> Vec<(usize, Runs)> {
    let mut found = Vec::new();
    let mut open: Option<(usize, Runs)> = None;
    for (index, line) in page.lines().enumerate() {
        let line = line.trim();
        match open.as_mut() {
            None if line == "```rust,ignore" => open = Some((index + 1, vec![Vec::new()])),
            None => {}
            Some(_) if line == "```" => found.extend(open.take()),
            Some((_, runs)) if line.starts_with("// ...") => runs.push(Vec::new()),
            Some((_, runs)) => {
                if let Some(code) = code_line(line) {
                    runs.last_mut().expect("an open excerpt has a run").push(code);
                }
            }
        }
    }
    found
}

/// A trimmed line that is code, or `None` for a blank or comment line.
pub(super) fn code_line(line: &str) -> Option<String> {
    let line = line.trim();
    (!line.is_empty() && !line.starts_with("//")).then(|| line.to_string())
}

/// Whether `runs` are in `code` (a file's code lines) in order, each without a gap.
fn contains(code: &[String], runs: &Runs) -> bool {
    let mut from = 0;
    for run in runs.iter().filter(|run| !run.is_empty()) {
        let found = (from..=code.len().saturating_sub(run.len()))
            .find(|&start| code.get(start..start + run.len()) == Some(run.as_slice()));
        match found {
            Some(start) => from = start + run.len(),
            None => return false,
        }
    }
    true
}

/// The code lines of every `.rs` file under `folder`.
fn sources(folder: &Path) -> Vec<Vec<String>> {
    let mut all = Vec::new();
    for entry in fs::read_dir(folder).expect("src/ can be read").map(|entry| entry.expect("an entry")) {
        let path = entry.path();
        if path.is_dir() {
            all.extend(sources(&path));
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            let text = fs::read_to_string(&path).expect("a source file can be read");
            all.push(text.lines().filter_map(code_line).collect());
        }
    }
    all
}

#[test]
fn every_excerpt_is_in_the_source_as_written() {
    let sources = sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    let mut count = 0;
    let mut drifted = Vec::new();
    for (page, text) in all_pages() {
        for (line, runs) in excerpts(text) {
            count += 1;
            if !sources.iter().any(|code| contains(code, &runs)) {
                drifted.push(format!("{page}, the excerpt at line {line}"));
            }
        }
    }
    // Each path holds 41 excerpts: finding fewer would mean the test reads less than both.
    assert!(count >= 82, "only {count} excerpts found in both paths");
    assert!(drifted.is_empty(), "not in src/ as written (mend the excerpt):\n{}", drifted.join("\n"));
}

#[test]
fn an_excerpt_that_differs_from_the_source_in_one_line_is_not_found() {
    let page =
        "```rust,ignore\nfn f() {\n    // the page's own comment\n    g(1);\n    // ...\n    h()\n}\n```\n";
    let runs = &excerpts(page)[0].1;
    let code = |text: &str| text.lines().filter_map(code_line).collect::<Vec<_>>();
    assert!(contains(&code("fn f() {\n    g(1);\n    x();\n    h()\n}\n"), runs));
    assert!(!contains(&code("fn f() {\n    g(2);\n    x();\n    h()\n}\n"), runs));
    assert!(!contains(&code("fn f() {\n    x();\n    g(1);\n    h()\n}\n"), runs));
}

#[test]
fn a_page_says_one_thing_of_each_book_chapter_it_needs_or_not() {
    // Found in play: chapter 11's heading said the Book's chapter 21 is not needed, and its
    // "Before you start" that it is assumed read.
    for (name, page) in PAGES {
        // The German pages say it in German; the drift check keeps their headings in step.
        let heading = page.lines().nth(2).unwrap_or_default();
        let Some(at) = heading.find(") helps but is not needed") else { continue };
        let number = heading[..at].rsplit(' ').next().unwrap_or_default();
        let Some(start) = page.find("**Before you start.**") else { continue };
        let before = &page[start..];
        let paragraph = &before[..before.find("\n\n").unwrap_or(before.len())];
        let words: Vec<&str> = paragraph.split(|c: char| !c.is_ascii_alphanumeric()).collect();
        assert!(
            !words.contains(&number),
            "{name} assumes Book {number}, which it calls not needed:\n{paragraph}"
        );
    }
}

/// An exercise's heading, the inline code of each of its hints, and the code lines of its
/// solution, trimmed.
type Exercise<'p> = (&'p str, Vec<Vec<&'p str>>, Vec<&'p str>);

/// The words of a page's exercise headings, hints and solutions: English, then German.
const WORDS: [[&str; 3]; 2] = [["Exercise", "Hint", "Solution"], ["Aufgabe", "Tipp", "Lösung"]];

/// Each exercise of `page` (its `### Exercise` or `### Aufgabe` heading), as an [`Exercise`].
pub(super) fn hints_and_solutions(page: &str) -> Vec<Exercise<'_>> {
    let mut found = Vec::new();
    let words = |section: &str| WORDS.into_iter().find(|[exercise, ..]| section.starts_with(exercise));
    for section in page.split("\n### ").skip(1) {
        let Some([_, hint, solution_word]) = words(section) else { continue };
        let heading = section.lines().next().unwrap_or_default();
        let mut hints = Vec::new();
        let mut solution = Vec::new();
        for part in section.split("<details><summary>").skip(1) {
            let body = &part[..part.find("</details>").unwrap_or(part.len())];
            if part.starts_with(hint) {
                hints.push(body.split('`').skip(1).step_by(2).collect());
            } else if part.starts_with(solution_word) {
                solution.extend(body.lines().map(str::trim).filter(|line| line.len() >= 20));
            }
        }
        found.push((heading, hints, solution));
    }
    found
}

#[test]
fn no_hint_gives_a_line_of_its_solution() {
    // Found in play: ex19's second hint was the loop of its solution, line for line, and
    // ex02's and ex07's hints quoted the lines that read the row and split the words.
    let mut count = 0;
    for (page, text) in all_pages() {
        for (heading, hints, solution) in hints_and_solutions(text) {
            count += 1;
            assert_eq!(hints.len(), 2, "{page}: {heading} has two hints");
            let number = heading.split([' ', ':']).nth(1).unwrap_or_default();
            let given = hints.iter().flatten().map(|code| code.trim()).find_map(|code| {
                solution.iter().find(|line| line.trim_end_matches(" {") == code || code.contains(**line))
            });
            match STILL_GIVEN.contains(&number) {
                false => assert!(
                    given.is_none(),
                    "{page}: a hint of {heading} gives its solution's line {given:?}"
                ),
                true => assert!(
                    given.is_some(),
                    "{page}: {heading}'s hints are mended: take {number} off STILL_GIVEN"
                ),
            }
        }
    }
    assert_eq!(count, 24 + 24, "every exercise of both paths, each with its hints and solution");
}

/// The exercises whose hints still quote a line of their solutions. Empty since issue 46 mended
/// the last four (ex12, ex16, ex21, ex23) in both paths; an exercise put here must be mended,
/// as the test says when it no longer gives a line away.
const STILL_GIVEN: [&str; 0] = [];

#[test]
fn ex20_asks_for_a_program_that_writes_the_transcript() {
    // Found in play: ex20 asked for a string literal pasted from a recording, no Rust at all.
    let stub = include_str!("../learn/yours/ch09_saves.rs");
    assert!(stub.contains("pub fn my_script() -> String {"), "the stub returns what its code writes");
    let (_, page) = PAGES[8];
    let exercise = &page[page.find("### Exercise 20").unwrap()..];
    let solution = &exercise[exercise.find("<summary>Solution").unwrap()..];
    for call in ["Session::new(", ".play_computer()", "Lang::En.command(action)"] {
        assert!(solution.contains(call), "the solution plays the game: {call}");
    }
}
