//! The one comparison of the transcript tests (`harness.rs`, `net.rs`): what a run printed
//! against the file that holds what it should print, byte for byte, by
//! [snapbox](https://docs.rs/snapbox). On a difference the test fails with a line diff of the
//! two; with `SNAPSHOTS=overwrite` in the environment snapbox writes what was printed into the
//! file instead (and creates a missing one), to be read in `git diff` before committing.
//!
//! snapbox is made for looser comparisons, and by default it would see through some
//! differences: `...` on a line of its own and `[..]` in the expected text match anything,
//! `\` is taken for `/`, and `\r\n` or `\r` for `\n`. [`Data::raw`] turns off all of them but
//! the last, and [`Assert::normalize_paths`] says again that no `\` is changed. The line
//! endings are taken care of here: where either side holds a `\r`, both are compared as bytes
//! (snapbox changes nothing in bytes, but then shows both outputs whole instead of a diff).
//! Where neither holds one, the line endings filter has nothing to change. So two outputs pass
//! only when they are the same bytes.

use std::fs;
use std::path::Path;

use snapbox::assert::DEFAULT_ACTION_ENV;
use snapbox::data::DataFormat;
use snapbox::{Assert, Data};

/// Fails with a diff unless `file` holds exactly `actual`; with `SNAPSHOTS=overwrite`, writes
/// `actual` into `file` where it differs.
#[track_caller]
pub fn assert_file_holds(file: &Path, actual: &[u8]) {
    let stored = fs::read(file).unwrap_or_default();
    let format = if [actual, &stored].iter().any(|bytes| bytes.contains(&b'\r')) {
        DataFormat::Binary
    } else {
        DataFormat::Text
    };
    let expected = Data::read_from(file, Some(format)).raw();
    let assert = Assert::new().action_env(DEFAULT_ACTION_ENV).normalize_paths(false);
    if let Err(difference) = assert.try_eq(Some(&"the run"), Data::binary(actual), expected) {
        panic!("{difference}");
    }
}
