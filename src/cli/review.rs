//! The flags of `bauloewe review FILE`: which save to look at, where the slots are, the
//! colours. Read as every tool's flags are (see the parent module); its own is the word FILE.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::{Arg, Command};

use super::{Given, args, one_of, path};
use crate::flags::{COLORS, FlagError, FlagId, Tool};

/// clap's name for the save `review` looks at.
const REVIEW_FILE: &str = "file";

/// The flags of `review`.
#[derive(Debug)]
pub struct ReviewFlags {
    /// The save to look at: a file's path, or a slot's name in [`save_dir`](ReviewFlags::save_dir).
    pub file: PathBuf,
    /// `--save-dir`.
    pub save_dir: PathBuf,
    /// `--color`: one of [`COLORS`].
    pub color: String,
}

impl ReviewFlags {
    /// The flags of `review` from what clap split (its defaults as for a game's).
    pub(super) fn read(given: Given) -> Result<ReviewFlags, FlagError> {
        let file = given.here.get_one::<OsString>(REVIEW_FILE).ok_or(FlagError::NoFile)?;
        Ok(ReviewFlags {
            file: PathBuf::from(file),
            save_dir: path(given, FlagId::SaveDir).unwrap_or_default(),
            color: one_of(given, FlagId::Color, &COLORS)?.unwrap_or_default(),
        })
    }
}

/// The clap command of `review`: its flags and the word FILE.
pub(super) fn command() -> Command {
    let file = Arg::new(REVIEW_FILE).value_parser(clap::value_parser!(OsString));
    Command::new("review").disable_help_flag(true).args(args(Tool::Review)).arg(file)
}
