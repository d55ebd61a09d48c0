//! Transcript tests: run the real `bauloewe` binary on recorded command files and compare its
//! output with the expected transcript, byte for byte.
//!
//! For every `NAME.stdin` in this folder the harness runs the binary with the flags in
//! `NAME.args` (whitespace-separated, optional), feeds it `NAME.stdin`, and compares standard
//! output with `NAME.stdout`. Each run happens in a fresh scratch directory holding a copy of
//! `files/` (position files and the like, named by plain file names in the args), with color
//! off (`NO_COLOR=1`), `HOME` pointed at the scratch directory, and `SOURCE_DATE_EPOCH` set so
//! that saves carry the same time on every run.
//!
//! Set `BAULOEWE_BLESS=1` to rewrite the expected `.stdout` files (and create missing ones)
//! from what the binary prints now; then read the diff in git before committing it.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// 2024-05-01 18:30 UTC: the time every save made in a transcript says it was made.
const SOURCE_DATE_EPOCH: &str = "1714588200";

#[test]
fn transcripts_match_their_expected_output() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("transcripts");
    let bless = std::env::var_os("BAULOEWE_BLESS").is_some();
    let mut failures = Vec::new();
    let names = transcript_names(&dir);
    assert!(!names.is_empty(), "no transcripts found in {}", dir.display());
    for name in &names {
        let actual = run_transcript(&dir, name);
        let expected_path = dir.join(format!("{name}.stdout"));
        let expected = fs::read_to_string(&expected_path).unwrap_or_default();
        if actual == expected {
            continue;
        }
        if bless {
            fs::write(&expected_path, &actual).expect("write expected output");
            eprintln!("blessed {name}");
        } else {
            failures.push(format!(
                "--- transcript {name} differs (- expected, + actual):\n{}",
                diff(&expected, &actual)
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} transcripts differ\n{}",
        failures.len(),
        names.len(),
        failures.join("\n")
    );
}

/// The names of all `*.stdin` files, sorted.
fn transcript_names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .expect("read transcripts folder")
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter_map(|file| file.strip_suffix(".stdin").map(str::to_string))
        .collect();
    names.sort();
    names
}

/// Runs the binary for one transcript and returns its standard output.
fn run_transcript(dir: &Path, name: &str) -> String {
    let scratch = scratch_dir(name);
    let args = fs::read_to_string(dir.join(format!("{name}.args"))).unwrap_or_default();
    let input = fs::read(dir.join(format!("{name}.stdin"))).expect("read stdin file");
    let mut child = Command::new(env!("CARGO_BIN_EXE_bauloewe"))
        .args(args.split_whitespace())
        .current_dir(&scratch)
        .env("NO_COLOR", "1")
        .env("SOURCE_DATE_EPOCH", SOURCE_DATE_EPOCH)
        .env("HOME", &scratch)
        .env_remove("COLORTERM")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start bauloewe");
    // The program may stop reading early (quit, game over); a broken pipe is fine then.
    let _ = child.stdin.take().expect("stdin").write_all(&input);
    let output = child.wait_with_output().expect("wait for bauloewe");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// A fresh, empty scratch directory for one transcript, holding a copy of `files/`.
fn scratch_dir(name: &str) -> PathBuf {
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("transcripts").join(name);
    let _ = fs::remove_dir_all(&scratch);
    fs::create_dir_all(&scratch).expect("create scratch directory");
    copy_folder(&Path::new(env!("CARGO_MANIFEST_DIR")).join("transcripts").join("files"), &scratch);
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

/// A line diff of two texts: the changed lines with up to two lines of context, marked
/// `-` (expected only), `+` (actual only) and ` ` (both).
fn diff(expected: &str, actual: &str) -> String {
    let old: Vec<&str> = expected.lines().collect();
    let new: Vec<&str> = actual.lines().collect();
    let marked = align(&old, &new);
    let near_change =
        |i: usize| marked[i.saturating_sub(2)..(i + 3).min(marked.len())].iter().any(|(m, _)| *m != ' ');
    let mut out = String::new();
    for (i, (mark, line)) in marked.iter().enumerate() {
        if near_change(i) {
            out.push_str(&format!("{:>5} {mark} {line}\n", i + 1));
        }
    }
    out
}

/// Aligns two line lists by their longest common subsequence.
fn align<'a>(old: &[&'a str], new: &[&'a str]) -> Vec<(char, &'a str)> {
    let (n, m) = (old.len(), new.len());
    let mut common = vec![vec![0u32; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            common[i][j] = if old[i] == new[j] {
                common[i + 1][j + 1] + 1
            } else {
                common[i + 1][j].max(common[i][j + 1])
            };
        }
    }
    let (mut i, mut j, mut marked) = (0, 0, Vec::new());
    while i < n || j < m {
        if i < n && j < m && old[i] == new[j] {
            marked.push((' ', old[i]));
            (i, j) = (i + 1, j + 1);
        } else if j < m && (i == n || common[i][j + 1] >= common[i + 1][j]) {
            marked.push(('+', new[j]));
            j += 1;
        } else {
            marked.push(('-', old[i]));
            i += 1;
        }
    }
    marked
}
