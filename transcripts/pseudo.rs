//! The proof that no sentence is hard-wired: every case played again in the pseudo-language
//! (`--lang pseudo`), which wraps every line of every sentence in `⟦…⟧`.
//!
//! A line a person reads may then hold, outside the wrapped parts, only what is not a
//! sentence: names (of players, chains and save slots), tiles, numbers, the pictures of the
//! board and the tables, and the player's own typing echoed back. Machine text is left out: a
//! dumped position file or a seat's `view`, whose lines begin with their key (`cash: …`), and the commands that
//! `legal` lists, a whole command a line (their words are the command table's, which the
//! languages of `src/words` give; the pseudo-language keeps them English so that they
//! parse). Anything else outside `⟦…⟧` is a word written somewhere other than `src/words`,
//! and the test names its line.

use std::collections::BTreeSet;
use std::fs;

use bauloewe::command::Command;
use bauloewe::rules::Chain;

use super::{CASES, run_with_args, transcripts_dir};

/// The keys that begin the lines of a position file (`dump`), and its first line.
const POSITION_KEYS: [&str; 11] =
    ["players", "turn", "cash", "shares", "board", "hands", "pool", "seed", "options", "announced", "over"];

/// The default seats, named when `--players` is not given.
const DEFAULT_NAMES: [&str; 4] = ["Ann", "Bob", "Cid", "Dee"];

/// Every case, in the pseudo-language: each line read is a sentence of the words layer, a
/// name, a number or a picture.
#[test]
fn every_line_of_every_case_comes_from_the_words() {
    let mut faults = Vec::new();
    for case in CASES {
        let args =
            pseudo_args(&fs::read_to_string(transcripts_dir().join(case).join("args")).unwrap_or_default());
        let typed = typed_lines(case, &args);
        let (stdout, stderr) = run_with_args(&format!("pseudo-{case}"), &args);
        let mut allowed = allowed_words(&args);
        allowed.extend(slots_named(&typed));
        for (stream, bytes) in [("stdout", &stdout), ("stderr", &stderr)] {
            for line in unworded_lines(&String::from_utf8_lossy(bytes), &typed, &allowed) {
                faults.push(format!("{case}/{stream}: {line}"));
            }
        }
    }
    assert!(
        faults.is_empty(),
        "{} lines hold words not from src/words:\n{}",
        faults.len(),
        faults.join("\n")
    );
}

/// What the case types: its standard input, and the lines of the script it names
/// (`--script FILE`), which are echoed as they are played.
fn typed_lines(case: &str, args: &[String]) -> String {
    let mut typed = fs::read_to_string(transcripts_dir().join(case).join("stdin")).unwrap_or_default();
    if let Some(at) = args.iter().position(|arg| arg == "--script") {
        let script = args.get(at + 1).map(String::as_str).unwrap_or_default();
        typed.push_str(&fs::read_to_string(transcripts_dir().join("files").join(script)).unwrap_or_default());
    }
    typed
}

/// The save slots the typed lines name (`save tuesday`, `laden dienstag`): names, which
/// the saves list shows unwrapped.
fn slots_named(typed: &str) -> Vec<String> {
    let saves = typed.lines().filter_map(|line| line.trim().split_once(' '));
    saves
        .filter(|(word, _)| ["save", "speichern", "load", "laden"].contains(word))
        .map(|(_, slot)| slot.trim().to_string())
        .collect()
}

/// The case's args with the language set to the pseudo-language.
fn pseudo_args(args: &str) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    let mut given = args.split_whitespace();
    while let Some(word) = given.next() {
        if word == "--lang" {
            given.next();
        } else if !word.starts_with("--lang=") {
            words.push(word.to_string());
        }
    }
    words.extend(["--lang".to_string(), "pseudo".to_string()]);
    words
}

/// The names a line may show unwrapped: chains (names and codes), the default seats, the seats
/// of `--players`, of the shared position files and saves, and the save slots.
fn allowed_words(args: &[String]) -> BTreeSet<String> {
    let mut words: BTreeSet<String> = DEFAULT_NAMES.iter().map(|name| name.to_string()).collect();
    // The program's name, before a refusal on standard error.
    words.insert("bauloewe".to_string());
    for chain in Chain::ALL {
        words.insert(chain.name().to_string());
        words.insert(chain.code().to_string());
    }
    if let Some(at) = args.iter().position(|arg| arg == "--players") {
        let seats = args.get(at + 1).map(String::as_str).unwrap_or_default();
        words.extend(seats.split([',', ':']).map(str::to_string));
    }
    let files = transcripts_dir().join("files");
    for folder in [files.clone(), files.join("saves"), files.join("old-saves"), files.join("kaputt")] {
        let Ok(entries) = fs::read_dir(&folder) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            if let Some(stem) = path.file_stem().and_then(|stem| stem.to_str()) {
                words.extend(tokens(stem));
            }
            let text = fs::read_to_string(&path).unwrap_or_default();
            for line in text.lines().filter(|line| line.starts_with("players:")) {
                words.extend(
                    line["players:".len()..].split([',', ' ']).filter(|w| !w.is_empty()).map(str::to_string),
                );
            }
        }
    }
    words
}

/// The lines of `text` with a word outside `⟦…⟧` that is none of the allowed kinds. A wrapped
/// part may go on over several lines (the console wraps long sentences to the screen).
fn unworded_lines(text: &str, typed: &str, allowed: &BTreeSet<String>) -> Vec<String> {
    let typed: Vec<&str> = typed.lines().map(str::trim).filter(|line| !line.is_empty()).collect();
    let mut depth = 0usize;
    let mut faults = Vec::new();
    for line in text.lines() {
        let (outside, depth_after) = unwrapped_part(line, depth);
        depth = depth_after;
        if is_machine_text(line) || is_command(line) || is_echo(line, &typed) {
            continue;
        }
        let stray: Vec<String> =
            tokens(&outside).into_iter().filter(|word| !is_allowed(word, allowed)).collect();
        if !stray.is_empty() {
            faults.push(format!("{line}    [unwrapped: {}]", stray.join(" ")));
        }
    }
    faults
}

/// The text of `line` outside `⟦…⟧`, given the depth of wrapping at its start, and the depth
/// at its end.
fn unwrapped_part(line: &str, mut depth: usize) -> (String, usize) {
    let mut outside = String::new();
    for c in line.chars() {
        match c {
            '⟦' => depth += 1,
            '⟧' => depth = depth.saturating_sub(1),
            _ if depth == 0 => outside.push(c),
            _ => {}
        }
    }
    (outside, depth)
}

/// A line of a dumped position file or a seat's `view`: its first line, a `key: value` line,
/// or one of the view's three comment lines (`# view: Ann`, `# decision: Ann place`, `# unseen: Bob 6,
/// pool 84`).
fn is_machine_text(line: &str) -> bool {
    line.starts_with("# bauloewe ")
        || line.starts_with("# view: ")
        || line.starts_with("# decision: ")
        || line.starts_with("# unseen: ")
        || POSITION_KEYS.iter().any(|key| line.strip_prefix(key).is_some_and(|rest| rest.starts_with(':')))
}

/// A line that is one whole command, as `legal` lists them (`buy 2 Aurora 1 Zugvogel`).
fn is_command(line: &str) -> bool {
    !line.starts_with(' ') && line.parse::<Command>().is_ok()
}

/// A line that echoes what was typed: a script comment, or a prompt followed by the typed line
/// (whole, or cut short with `…` to fit the screen).
fn is_echo(line: &str, typed: &[&str]) -> bool {
    let echoed = |shown: &str| {
        let shown = shown.trim();
        typed
            .iter()
            .any(|t| *t == shown || shown.strip_suffix('…').is_some_and(|cut| t.starts_with(cut.trim_end())))
    };
    echoed(line)
        || line.split_once("> ").is_some_and(|(_, rest)| echoed(rest))
        || line.trim_end().ends_with('>')
}

/// The words of a text: runs of letters and digits (an apostrophe or hyphen inside a word
/// keeps it whole).
fn tokens(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '-'))
        .map(|word| word.trim_matches(|c: char| c == '\'' || c == '-'))
        .filter(|word| !word.is_empty())
        .map(str::to_string)
        .collect()
}

/// A word that is not a sentence: a name, a number, a tile or a letter of the board.
fn is_allowed(word: &str, allowed: &BTreeSet<String>) -> bool {
    let is_number = word.chars().all(|c| c.is_ascii_digit());
    let is_tile = word
        .strip_suffix(|c: char| ('A'..='I').contains(&c))
        .is_some_and(|number| !number.is_empty() && number.chars().all(|c| c.is_ascii_digit()));
    let is_letter = word.chars().count() == 1;
    is_number || is_tile || is_letter || allowed.contains(word)
}

#[test]
fn the_checker_finds_an_unwrapped_word_and_passes_names_and_pictures() {
    let allowed = allowed_words(&[]);
    let text =
        "⟦Ann lays 7E.⟧\nAnn 6,000 Zu Zugvogel 7E\n A  .  *  #|\n⟦a long\nsentence⟧ Bob\nNot wrapped\n";
    let faults = unworded_lines(text, "", &allowed);
    assert_eq!(faults.len(), 1, "{faults:?}");
    assert!(faults[0].starts_with("Not wrapped"));
    assert!(unworded_lines("cash: Ann 6000\nAnn> lay 7E\n", "lay 7E", &allowed).is_empty());
    assert!(unworded_lines("buy 2 Aurora 1 Zugvogel\nsell 1 trade 2\n", "", &allowed).is_empty());
    assert_eq!(unworded_lines("buy 2 Aurora is fine\n", "", &allowed).len(), 1);
}

/// Bad flags, `--help` and the `simulate` report, in the pseudo-language: their lines are
/// sentences of the words layer too (the flag names and the program's name aside).
#[test]
fn flags_help_and_the_simulate_report_come_from_the_words() {
    let runs: [&[&str]; 15] = [
        &["--seed", "x"],
        &["--seed", "1", "--seed", "2"],
        &["--players", "Ann:wizard"],
        &["--help"],
        &["simulate", "--games", "4", "--players", "broker,tourist"],
        &["simulate", "--players", "human,broker"],
        &["join", "--help"],
        &["join"],
        &["review", "--help"],
        &["review"],
        &["review", "no-such-slot"],
        &["history", "--help"],
        &["record", "--help"],
        &["record"],
        &["record", "x"],
    ];
    let mut allowed = allowed_words(&[]);
    // The level typed, and the names of the subcommands `--help` lists, are names.
    allowed.extend(
        ["wizard", "simulate", "join", "help", "serve", "server", "review", "history", "record"]
            .map(str::to_string),
    );
    let mut faults = Vec::new();
    for args in runs {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_bauloewe"))
            .args(args)
            .args(["--lang", "pseudo"])
            .env("NO_COLOR", "1")
            .output()
            .expect("run bauloewe");
        for stream in [&output.stdout, &output.stderr] {
            let text = String::from_utf8_lossy(stream);
            // The help's flag names (`--seed <N>`) are names, not sentences.
            let text: String = text.lines().map(|line| format!("{}\n", without_flag_names(line))).collect();
            faults.extend(
                unworded_lines(&text, "", &allowed).into_iter().map(|line| format!("{args:?}: {line}")),
            );
        }
    }
    assert!(
        faults.is_empty(),
        "{} lines hold words not from src/words:\n{}",
        faults.len(),
        faults.join("\n")
    );
}

/// A line with its flag names (`--seed`, `-h`) and their value names (`<N>`) taken out.
fn without_flag_names(line: &str) -> String {
    let kept =
        line.split(' ').filter(|word| !(word.starts_with('-') && word.len() > 1 || word.starts_with('<')));
    kept.collect::<Vec<_>>().join(" ")
}
