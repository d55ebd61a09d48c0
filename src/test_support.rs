//! What the unit tests of several modules share; compiled for `cargo test` only. (The rules'
//! tests have helpers of their own, in `rules::test_support`: games and random actions.)

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// A path of one test's own under the system's temporary folder (`std::env::temp_dir`), and
/// whatever is made there removed when this guard is dropped.
///
/// Why a guard rather than a `remove_dir_all` on a test's last line: a test that fails stops
/// at its failing `assert!` and never reaches its last line, and a test that forgets the line
/// leaves its folder behind every run. `Drop` runs when the test returns and when it panics,
/// so `/tmp` does not fill with old folders. (The crate `tempfile` has such a guard,
/// `TempDir`; this one is a few lines, and the tests need no crate for it.)
///
/// Bind it to a named variable for as long as the path is used: `let _ = ScratchDir::new(..)`
/// drops it at once, while `let _scratch = ..` keeps it to the end of the block.
#[derive(Debug)]
pub struct ScratchDir {
    path: PathBuf,
}

impl ScratchDir {
    /// A path named `bauloewe-NAME-` with this process's id and a number no other guard of
    /// this process has, so tests running at once never share one; nothing is at it yet.
    /// The folder is not made: some tests put a file there, or see the program make it.
    pub fn new(name: &str) -> ScratchDir {
        static MADE: AtomicU64 = AtomicU64::new(0);
        let number = MADE.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("bauloewe-{name}-{}-{number}", std::process::id()));
        // Left by an earlier process that had the same id and was killed before its drop.
        remove(&path);
        ScratchDir { path }
    }

    /// The path: a folder or file here is removed with the guard.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl AsRef<Path> for ScratchDir {
    fn as_ref(&self) -> &Path {
        &self.path
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        remove(&self.path);
    }
}

/// Removes the folder (with all it holds) or file at `path`, if any; a failure is ignored, as
/// a test's scratch space left over is no reason to fail the test.
fn remove(path: &Path) {
    if path.is_dir() {
        let _ = std::fs::remove_dir_all(path);
    } else {
        let _ = std::fs::remove_file(path);
    }
}

#[cfg(test)]
mod tests {
    use std::panic::{AssertUnwindSafe, catch_unwind, resume_unwind};

    use super::*;

    #[test]
    fn a_folder_goes_with_its_guard_even_when_the_test_panics_part_way() {
        let mut made = PathBuf::new();
        let failed = catch_unwind(AssertUnwindSafe(|| {
            let scratch = ScratchDir::new("test-support-panics");
            std::fs::create_dir_all(scratch.path().join("inner")).unwrap();
            made = scratch.path().to_path_buf();
            // A panic as a failing `assert!` raises, without the message `panic!` would print
            // in every run of the tests (where it would look like a failure).
            resume_unwind(Box::new("a test failing before its last line"));
        }));
        assert!(failed.is_err());
        assert!(!made.as_os_str().is_empty() && !made.exists(), "{made:?} is left");
    }

    #[test]
    fn a_file_goes_too_and_two_guards_never_share_a_path() {
        let (one, two) = (ScratchDir::new("test-support-file"), ScratchDir::new("test-support-file"));
        assert_ne!(one.path(), two.path());
        std::fs::write(&one, "not a folder").unwrap();
        let path = one.path().to_path_buf();
        drop(one);
        assert!(!path.exists(), "{path:?} is left");
    }
}
