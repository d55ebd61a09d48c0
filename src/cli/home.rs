//! The flags of the records at home: `bauloewe history [NAME]` and `bauloewe record N`. Read as
//! every tool's flags are (see the parent module); their own are the words NAME and N.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::{Arg, Command};

use super::{Given, args, path};
use crate::flags::{FlagError, FlagId, Tool, ValueProblem};

/// clap's name for the person `history` asks about.
const HISTORY_NAME: &str = "name";

/// clap's name for the game `record` prints.
const RECORD_NUMBER: &str = "number";

/// The flags of `history`.
#[derive(Debug)]
pub struct HistoryFlags {
    /// The person asked about (any case), or `None` for everyone in the records.
    pub name: Option<String>,
    /// `--save-dir`: the records are its [`STORE_FILE`](crate::store::STORE_FILE).
    pub save_dir: PathBuf,
}

/// The flags of `record`.
#[derive(Debug)]
pub struct RecordFlags {
    /// The game's number in the records, from 1.
    pub number: u64,
    /// `--save-dir`: the records are its [`STORE_FILE`](crate::store::STORE_FILE).
    pub save_dir: PathBuf,
}

impl HistoryFlags {
    /// The flags of `history` from what clap split.
    pub(super) fn read(given: Given) -> Result<HistoryFlags, FlagError> {
        let name = given.here.get_one::<OsString>(HISTORY_NAME);
        let name = name.map(|name| text_of(HISTORY_NAME, name)).transpose()?;
        Ok(HistoryFlags { name, save_dir: path(given, FlagId::SaveDir).unwrap_or_default() })
    }
}

impl RecordFlags {
    /// The flags of `record` from what clap split: a number of at least 1.
    pub(super) fn read(given: Given) -> Result<RecordFlags, FlagError> {
        let typed = given.here.get_one::<OsString>(RECORD_NUMBER).ok_or(FlagError::NoGameNumber)?;
        let typed = text_of(RECORD_NUMBER, typed)?;
        let number = typed.trim().parse::<u64>().ok().filter(|number| *number >= 1);
        let problem = ValueProblem::Number { min: 1, max: None };
        let number = number.ok_or_else(|| refused_word("record", &typed, problem))?;
        Ok(RecordFlags { number, save_dir: path(given, FlagId::SaveDir).unwrap_or_default() })
    }
}

/// A word a command takes, as text (`which`: clap's name for it, as the refusal names it).
fn text_of(which: &str, typed: &OsString) -> Result<String, FlagError> {
    let text =
        typed.to_str().ok_or_else(|| refused_word(which, &typed.to_string_lossy(), ValueProblem::NotText))?;
    Ok(text.to_string())
}

/// The refusal of the word a command takes (`record x`), named by the command.
fn refused_word(command: &str, value: &str, problem: ValueProblem) -> FlagError {
    FlagError::Value { flag: command.to_string(), value: value.to_string(), problem }
}

/// The clap command of `history`: its flags and the word NAME.
pub(super) fn history_command() -> Command {
    let name = Arg::new(HISTORY_NAME).value_parser(clap::value_parser!(OsString));
    Command::new("history").disable_help_flag(true).args(args(Tool::History)).arg(name)
}

/// The clap command of `record`: its flags and the word N.
pub(super) fn record_command() -> Command {
    let number = Arg::new(RECORD_NUMBER).value_parser(clap::value_parser!(OsString));
    Command::new("record").disable_help_flag(true).args(args(Tool::Record)).arg(number)
}

#[cfg(test)]
mod tests {
    use super::super::{Asked, read_flags};
    use super::*;

    fn read(args: &[&str]) -> Result<Asked, FlagError> {
        read_flags(std::iter::once("bauloewe").chain(args.iter().copied()).map(OsString::from))
    }

    #[test]
    fn history_takes_a_name_and_the_save_folder() {
        let Ok(Asked::History(all)) = read(&["history"]) else { panic!("history") };
        assert_eq!((all.name, all.save_dir), (None, PathBuf::from("saves")));
        let Ok(Asked::History(ann)) = read(&["--save-dir", "old", "history", "ann", "--lang", "de"]) else {
            panic!("history ann")
        };
        assert_eq!((ann.name.as_deref(), ann.save_dir), (Some("ann"), PathBuf::from("old")));
        assert!(matches!(read(&["history", "--seed", "1"]), Err(FlagError::NotFor { .. })));
        assert!(matches!(read(&["help", "history"]), Ok(Asked::Help(Tool::History))));
    }

    #[test]
    fn record_takes_the_number_of_a_game() {
        let Ok(Asked::Record(third)) = read(&["record", "3", "--save-dir", "old"]) else {
            panic!("record 3")
        };
        assert_eq!((third.number, third.save_dir), (3, PathBuf::from("old")));
        assert_eq!(read(&["record"]).unwrap_err(), FlagError::NoGameNumber);
        for bad in ["x", "0", "-1", "1.5"] {
            let refused = read(&["record", "--", bad]).unwrap_err();
            let problem = ValueProblem::Number { min: 1, max: None };
            let expected = FlagError::Value { flag: "record".into(), value: bad.into(), problem };
            assert_eq!(refused, expected, "{bad}");
        }
        assert!(matches!(read(&["record", "1", "--no-records"]), Err(FlagError::NotFor { .. })));
    }
}
