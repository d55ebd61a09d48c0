//! The German path cannot fall behind the English one unseen.
//!
//! Each German page carries a marker of the English version it follows, a hidden HTML comment
//! `<!-- folgt: ch03_game.md 1f2e… -->`, whose hash is [`fnv1a`] of the English page's text
//! (of the front page: of its `//!` lines). When the English page changes, its hash changes, and
//! [`every_german_page_follows_the_english_as_it_is`] fails naming the page and saying how to
//! bring the German up to date. The marker is set by hand, after the text: the test cannot
//! know whether a translation is right, only whether it was looked at since the English changed.
//!
//! What can be compared without reading German is compared always: both pages have the same
//! code blocks, of the same kinds, the Rust ones with the same code (comments may be German),
//! and the same exercises.

use super::super::excerpts::{DE_PAGES, PAGES, code_line, hints_and_solutions};

/// The 64-bit FNV-1a hash of `text`'s bytes: a few lines, stable across Rust versions and
/// machines (the standard library's hashers promise neither), and enough to notice a change.
fn fnv1a(text: &str) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// The English version a German page says it follows: the page's name and hash in its marker.
fn marker(page: &str) -> Option<(&str, &str)> {
    let start = page.find("<!-- folgt: ")? + "<!-- folgt: ".len();
    let rest = &page[start..];
    let marker = &rest[..rest.find(" -->")?];
    marker.split_once(' ')
}

/// What is wrong with German page `name` (path `german_path`) following `english` (at
/// `english_path`), if anything.
fn outdated(english_path: &str, german_path: &str, english: &str, german: &str) -> Option<String> {
    let name = english_path.rsplit('/').next().unwrap_or(english_path);
    let now = format!("{:016x}", fnv1a(english));
    match marker(german) {
        Some((followed, hash)) if followed == name && hash == now => None,
        Some((_, old)) => Some(format!(
            "{german_path} follows an older {english_path} (its marker says {old}, the English \
             is now {now}). Bring the German up to date with the English changes (`git log -p \
             -- {english_path}` shows them; `git log -S {old} -- {german_path}` finds when the \
             German last followed), then set its marker to <!-- folgt: {name} {now} -->"
        )),
        None => Some(format!("{german_path} has no marker <!-- folgt: {name} {now} -->")),
    }
}

/// The English front page: the `//!` lines of `tutorial/mod.rs`.
fn front_page(source: &str) -> String {
    source.lines().filter(|line| line.starts_with("//!")).collect::<Vec<_>>().join("\n")
}

#[test]
fn every_german_page_follows_the_english_as_it_is() {
    let mut problems = Vec::new();
    for ((name, english), (_, german)) in PAGES.iter().zip(DE_PAGES) {
        let (english_path, german_path) = (format!("src/tutorial/{name}"), format!("src/tutorial/de/{name}"));
        problems.extend(outdated(&english_path, &german_path, english, german));
    }
    let front = front_page(include_str!("../mod.rs"));
    problems.extend(outdated(
        "src/tutorial/mod.rs",
        "src/tutorial/de/mod.rs",
        &front,
        include_str!("mod.rs"),
    ));
    assert!(problems.is_empty(), "\n{}\n", problems.join("\n\n"));
}

#[test]
fn a_changed_english_page_is_found_and_the_message_says_how_to_mend_it() {
    assert_eq!(fnv1a(""), 0xcbf2_9ce4_8422_2325);
    assert_eq!(fnv1a("a"), 0xaf63_dc4c_8601_ec8c);
    let german = format!("# Kapitel\n<!-- folgt: ch09_x.md {:016x} -->\n", fnv1a("# Chapter\n"));
    assert_eq!(outdated("src/tutorial/ch09_x.md", "de/ch09_x.md", "# Chapter\n", &german), None);
    let message = outdated("src/tutorial/ch09_x.md", "de/ch09_x.md", "# Chapter 9\n", &german).unwrap();
    let now = format!("{:016x}", fnv1a("# Chapter 9\n"));
    assert!(message.starts_with("de/ch09_x.md follows an older src/tutorial/ch09_x.md"), "{message}");
    assert!(message.ends_with(&format!("set its marker to <!-- folgt: ch09_x.md {now} -->")), "{message}");
}

/// A page's code blocks: each one's fence (` ```rust,ignore `) and, for Rust, its code lines
/// without comments, trimmed.
fn blocks(page: &str) -> Vec<(String, Vec<String>)> {
    let mut found = Vec::new();
    let mut open: Option<(String, Vec<String>)> = None;
    for line in page.lines().map(str::trim) {
        match open.as_mut() {
            None if line.starts_with("```") && line != "```" => open = Some((line.to_string(), Vec::new())),
            None => {}
            Some(_) if line == "```" => found.extend(open.take()),
            Some((fence, code)) if fence.starts_with("```rust") => {
                // A comment after code may be German: only the code before it is compared.
                let before = line.find(" // ").map_or(line, |at| &line[..at]);
                code.extend(code_line(before));
            }
            Some(_) => {}
        }
    }
    found
}

/// The numbers of a page's exercises, from their headings.
fn exercises(page: &str) -> Vec<String> {
    let numbers = hints_and_solutions(page)
        .into_iter()
        .map(|(heading, ..)| heading.split([' ', ':']).nth(1).unwrap_or_default().to_string());
    numbers.collect()
}

#[test]
fn both_paths_show_the_same_code_and_ask_the_same_exercises() {
    for ((name, english), (_, german)) in PAGES.iter().zip(DE_PAGES) {
        let (english_blocks, german_blocks) = (blocks(english), blocks(german));
        assert_eq!(english_blocks.len(), german_blocks.len(), "the code blocks of {name} in both paths");
        for (number, (en, de)) in english_blocks.iter().zip(&german_blocks).enumerate() {
            assert_eq!(en, de, "code block {} of {name}: the German shows other code", number + 1);
        }
        assert_eq!(exercises(english), exercises(german), "the exercises of {name} in both paths");
        assert!(!exercises(german).is_empty(), "{name} asks exercises");
    }
}
