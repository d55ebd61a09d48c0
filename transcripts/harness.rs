//! Transcript tests: run the real `bauloewe` binary on recorded command files and compare its
//! output with the expected transcript, byte for byte.
//!
//! Each case is a folder `transcripts/NAME/` holding
//! - `args`: the flags, whitespace-separated (optional),
//! - `stdin`: the lines typed, fed to the program on standard input,
//! - `stdout`: the expected standard output,
//! - `stderr`: the expected standard error (optional: without the file the run must print
//!   nothing there), for a run refused before the game starts, like a broken `--position` file.
//!
//! Each run happens in a fresh scratch directory holding a copy of `transcripts/files/` (position
//! files, a script and save slots, named by plain file names in the args), with color off
//! (`NO_COLOR=1`), `HOME` pointed at the scratch directory, and `SOURCE_DATE_EPOCH` set so that
//! saves carry the same time on every run.
//!
//! Every case is its own `#[test]`, declared in the `transcripts!` list below, so a failure
//! names its case and one case runs alone:
//! `cargo test --test transcripts -- --exact r14_merger_bonuses`. A new case needs a folder and
//! a line in that list; the test `every_case_folder_has_a_test_and_every_test_a_folder` says
//! when one of the two is missing.
//!
//! A case fails with a line diff when a stream differs (see `expected.rs`: snapbox compares the
//! bytes). After a deliberate change of the output, `SNAPSHOTS=overwrite cargo test --test
//! transcripts` (with a test name, for one case) writes each differing `stdout` anew, and
//! `stderr` where the case has one or the run printed any; read the diff in git before
//! committing it.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use snapbox::Data;
use snapbox::report::{Palette, write_diff};

mod expected;
mod pseudo;

/// 2024-05-01 18:30 UTC: the time every save made in a transcript says it was made.
const SOURCE_DATE_EPOCH: &str = "1714588200";

/// The folder beside the cases that holds the files every run gets a copy of.
const SHARED_FILES: &str = "files";

/// The folder of the table cases, which `net.rs` plays over sockets.
const TABLE_CASES: &str = "net";

/// Declares one `#[test]` per case, `test_name => "folder-name"`, and the list `CASES` of all
/// case folders. (A macro cannot make a function name out of a string, hence both names.)
macro_rules! transcripts {
    ($($test:ident => $folder:literal),+ $(,)?) => {
        /// The folder names of all cases that have a test, in the order they are declared.
        const CASES: &[&str] = &[$($folder),+];

        $(
            #[test]
            fn $test() {
                check_transcript($folder);
            }
        )+
    };
}

transcripts! {
    after_the_end => "after-the-end",
    computer_brokers => "computer-brokers",
    computer_players => "computer-players",
    computers_only => "computers-only",
    deutsch_abgelehnt => "deutsch-abgelehnt",
    deutsch_abgelehnte_worte => "deutsch-abgelehnte-worte",
    deutsch_ende_ansagen => "deutsch-ende-ansagen",
    deutsch_fusion => "deutsch-fusion",
    deutsch_ganzes_spiel => "deutsch-ganzes-spiel",
    deutsch_hilfe => "deutsch-hilfe",
    deutsch_hot_seat => "deutsch-hot-seat",
    deutsch_kaputte_dateien => "deutsch-kaputte-dateien",
    deutsch_kaputte_stellung => "deutsch-kaputte-stellung",
    deutsch_skript_ohne_dateiname => "deutsch-skript-ohne-dateiname",
    deutsch_skript_ohne_dateiname_kaputt => "deutsch-skript-ohne-dateiname-kaputt",
    deutsch_nach_dem_ende => "deutsch-nach-dem-ende",
    deutsch_nur_computer => "deutsch-nur-computer",
    deutsch_protokoll_alles => "deutsch-protokoll-alles",
    deutsch_speichern => "deutsch-speichern",
    deutsch_zulaessig => "deutsch-zulaessig",
    help_and_rules => "help-and-rules",
    hidden_holdings => "hidden-holdings",
    hot_seat => "hot-seat",
    info_commands => "info-commands",
    legal_announce => "legal-announce",
    legal_commands => "legal-commands",
    load_flag => "load-flag",
    load_keeps_the_log => "load-keeps-the-log",
    log_all => "log-all",
    market_heads_up => "market-heads-up",
    markt_zu_zweit => "markt-zu-zweit",
    old_save_plays_on => "old-save-plays-on",
    r09_setup_and_first_turns => "r09-setup-and-first-turns",
    r11_found_and_grow => "r11-found-and-grow",
    r12_eighth_chain => "r12-eighth-chain",
    r13_dead_tile => "r13-dead-tile",
    r14_disposal_trade_limit => "r14-disposal-trade-limit",
    r14_merger_bonuses => "r14-merger-bonuses",
    r14_tied_defunct => "r14-tied-defunct",
    r14_tied_survivor => "r14-tied-survivor",
    r15_safe_chain => "r15-safe-chain",
    r16_announce_and_score => "r16-announce-and-score",
    r16_announce_while_buying => "r16-announce-while-buying",
    r17_empty_pool_tied_ranking => "r17-empty-pool-tied-ranking",
    readme_example => "readme-example",
    refused_words => "refused-words",
    refused_buys => "refused-buys",
    refused_input => "refused-input",
    review_a_game => "review-a-game",
    rueckblick => "rueckblick",
    save_and_load => "save-and-load",
    script_with_header => "script-with-header",
    undo_hot_seat => "undo-hot-seat",
    undo => "undo",
    view_command => "view-command",
    verdeckter_besitz => "verdeckter-besitz",
    whole_game => "whole-game",
}

/// Every folder in `transcripts/` but `files/` and `net/` is a case with a test above, and every test
/// above has its folder, once.
#[test]
fn every_case_folder_has_a_test_and_every_test_a_folder() {
    let on_disk = case_folders();
    let declared: Vec<String> = CASES.iter().map(|case| case.to_string()).collect();
    let untested = missing_from(&on_disk, &declared);
    let lost = missing_from(&declared, &on_disk);
    let twice = named_twice(&declared);
    assert!(
        untested.is_empty() && lost.is_empty() && twice.is_empty(),
        "folders without a test in transcripts! (harness.rs): {untested:?}\n\
         tests whose folder is missing: {lost:?}\n\
         folders with two tests: {twice:?}"
    );
}

/// The README's examples come from checked runs, so they cannot drift from the game: every
/// block after a line `<!-- transcript: NAME -->` is a run of whole lines of case NAME's
/// expected output, and every game sentence the README quotes inline (a span beginning
/// `Ann, `, `Ann wins` or `Turn `) is said in some case, wherever lines break.
#[test]
fn readme_examples_come_from_transcripts() {
    let readme = fs::read_to_string(transcripts_dir().join("../README.md")).expect("read README.md");
    let marked: Vec<&str> = readme.split("<!-- transcript: ").skip(1).collect();
    assert!(!marked.is_empty(), "README.md has no block marked <!-- transcript: NAME -->");
    for marked in marked {
        let (name, rest) = marked.split_once(" -->\n```\n").expect("a marker is followed by a block");
        let block = &rest[..rest.find("```").expect("the block ends")];
        let expected = fs::read_to_string(transcripts_dir().join(name).join("stdout")).expect("read stdout");
        assert!(
            expected.starts_with(block) || expected.contains(&format!("\n{block}")),
            "README.md's block from transcript {name} is not in transcripts/{name}/stdout; against the \
             case's lines from the block's first line on:\n{}",
            diff(block, &lines_from(block, &expected), name)
        );
    }
    let said: String = CASES
        .iter()
        .filter_map(|case| fs::read_to_string(transcripts_dir().join(case).join("stdout")).ok())
        .map(|stdout| spaced(&stdout))
        .collect();
    let quoted = readme.split('`').skip(1).step_by(2).map(spaced);
    let sentences = quoted.filter(|s| ["Ann, ", "Ann wins", "Turn "].iter().any(|b| s.starts_with(b)));
    for sentence in sentences {
        // At a terminal a prompt ends in " >" (and what is typed follows); a script shows the
        // prompt without it.
        let sentence = format!("{} ", sentence.split(" >").next().unwrap_or_default().trim_end());
        assert!(said.contains(&sentence), "README.md quotes '{sentence}', which no transcript says");
    }
}

/// The lines of `output` that a README block should be: as many as `block` has, from the first
/// line equal to the block's first line (or from the start, when no line is).
fn lines_from(block: &str, output: &str) -> String {
    let first = block.lines().next().unwrap_or_default();
    let lines: Vec<&str> = output.lines().collect();
    let start = lines.iter().position(|line| *line == first).unwrap_or(0);
    let end = (start + block.lines().count()).min(lines.len());
    lines[start..end].iter().map(|line| format!("{line}\n")).collect()
}

/// A line diff of a README block (`-`) and the lines of case `name` it should be (`+`), by
/// snapbox, as a failing transcript shows one.
fn diff(block: &str, lines: &str, name: &str) -> String {
    let mut diff = String::new();
    let (readme, case) = (Data::text(block), Data::text(lines));
    let case_name = format!("transcripts/{name}/stdout");
    write_diff(&mut diff, &readme, &case, Some(&"README.md"), Some(&case_name), Palette::plain())
        .expect("a diff writes into a String");
    diff
}

/// `text` with every run of spaces and line breaks made one space, so that a sentence is
/// found wherever the screen or the README broke its lines.
fn spaced(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ") + " "
}

/// The folder `transcripts/` in the source tree.
fn transcripts_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("transcripts")
}

/// The names of the case folders on disk: every folder in `transcripts/` but `files/`, sorted.
fn case_folders() -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(transcripts_dir())
        .expect("read transcripts folder")
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.path().is_dir())
        .filter_map(|entry| entry.file_name().into_string().ok())
        .filter(|name| name != SHARED_FILES && name != TABLE_CASES)
        .collect();
    names.sort();
    names
}

/// The names in `these` that are not in `those`.
fn missing_from<'a>(these: &'a [String], those: &[String]) -> Vec<&'a String> {
    these.iter().filter(|name| !those.contains(name)).collect()
}

/// The names that occur more than once in `names`. (Two tests of one folder would also share
/// its scratch directory and trip over each other.)
fn named_twice(names: &[String]) -> Vec<&String> {
    let mut sorted: Vec<&String> = names.iter().collect();
    sorted.sort();
    sorted.windows(2).filter(|pair| pair[0] == pair[1]).map(|pair| pair[0]).collect()
}

/// Runs the case in folder `name` and panics with a diff if its output is not the expected one
/// (or, with `SNAPSHOTS=overwrite`, writes it as the expected one). Standard error is compared
/// where the case has a `stderr` file or the run printed to it: a run that prints an error no
/// case expects fails.
fn check_transcript(name: &str) {
    let (stdout, stderr) = run_transcript(name);
    let case = transcripts_dir().join(name);
    expected::assert_file_holds(&case.join("stdout"), &stdout);
    if case.join("stderr").exists() || !stderr.is_empty() {
        expected::assert_file_holds(&case.join("stderr"), &stderr);
    }
}

/// Runs the binary for the case in folder `name` and returns the bytes of its standard output
/// and error.
fn run_transcript(name: &str) -> (Vec<u8>, Vec<u8>) {
    let args = fs::read_to_string(transcripts_dir().join(name).join("args")).unwrap_or_default();
    let args: Vec<String> = args.split_whitespace().map(str::to_string).collect();
    run_with_args(name, &args)
}

/// Runs the binary with `args` on the typed lines of the case named by `run` (its name, or
/// `pseudo-` and its name) in a scratch directory of that name, and returns the bytes of its
/// standard output and error.
fn run_with_args(run: &str, args: &[String]) -> (Vec<u8>, Vec<u8>) {
    let name = run.strip_prefix("pseudo-").unwrap_or(run);
    let case = transcripts_dir().join(name);
    let scratch = scratch_dir(run);
    let input = fs::read(case.join("stdin")).unwrap_or_else(|e| panic!("read transcripts/{name}/stdin: {e}"));
    let mut child = Command::new(env!("CARGO_BIN_EXE_bauloewe"))
        .args(args)
        .current_dir(&scratch)
        .env("NO_COLOR", "1")
        .env("SOURCE_DATE_EPOCH", SOURCE_DATE_EPOCH)
        .env("HOME", &scratch)
        .env_remove("COLORTERM")
        // The language comes from the args (`--lang de`), not from the machine running the tests.
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start bauloewe");
    // The program may stop reading early (quit, game over); a broken pipe is fine then.
    let _ = child.stdin.take().expect("stdin").write_all(&input);
    let output = child.wait_with_output().expect("wait for bauloewe");
    (output.stdout, output.stderr)
}

/// A fresh, empty scratch directory for one case, holding a copy of `files/`.
fn scratch_dir(name: &str) -> PathBuf {
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("transcripts").join(name);
    let _ = fs::remove_dir_all(&scratch);
    fs::create_dir_all(&scratch).expect("create scratch directory");
    copy_folder(&transcripts_dir().join(SHARED_FILES), &scratch);
    scratch
}
/// Copies the files of `from`, and of its folders (like `files/saves/`), into `to`.
fn copy_folder(from: &Path, to: &Path) {
    let Ok(entries) = fs::read_dir(from) else { return };
    for entry in entries.flatten() {
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            fs::create_dir_all(&target).expect("create a folder of transcript files");
            copy_folder(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), target).expect("copy a transcript file");
        }
    }
}
