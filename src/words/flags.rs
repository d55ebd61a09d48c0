//! The flags, their help and their errors.

use std::io;
use std::path::Path;

use crate::flags::{FlagError, FlagId, Tool, ValueName};

/// The headings of a help text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HelpHeadings {
    /// Before the usage line: `Usage:`.
    pub usage: String,
    /// Above the commands: `Commands:`.
    pub commands: String,
    /// Above the flags: `Options:`.
    pub options: String,
}

sentences! {
    /// The flags, their help and their errors. The flags themselves (names, defaults) are the
    /// table [`FLAGS`](crate::flags::FLAGS); these are their words.
    pub trait FlagWords {
        /// What a tool is: the top of its help, and (its first line) its line in the list of
        /// commands. The program's has a second paragraph.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// use bauloewe::flags::Tool;
        /// assert!(Lang::De.tool_about(Tool::Simulate).starts_with("Computerspieler"));
        /// ```
        fn tool_about(&self, tool: Tool) -> String;

        /// How a tool is called: `bauloewe [OPTIONS] [COMMAND]`.
        fn tool_usage(&self, tool: Tool) -> String;

        /// The headings of a help text: `Usage:`, `Commands:`, `Options:`.
        fn help_headings(&self) -> HelpHeadings;

        /// What a flag does, one paragraph (the help adds its default).
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// use bauloewe::flags::FlagId;
        /// assert!(Lang::En.flag_help(FlagId::Quick).starts_with("Quick game"));
        /// ```
        fn flag_help(&self, flag: FlagId) -> String;

        /// What a flag's value is called in the help: `N`, `FILE` (`DATEI`).
        @piece fn flag_value_name(&self, name: ValueName) -> String;

        /// The note on a flag's default, after its help: `[default: saves]`.
        fn flag_default(&self, value: &str) -> String;

        /// The end of the program's help: the exit codes, and where the game's commands are told.
        fn exit_codes(&self) -> String;

        /// Why the flags were refused, in one line.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// use bauloewe::flags::FlagError;
        /// let twice = FlagError::Twice { flag: "--seed".to_string() };
        /// assert_eq!(Lang::En.flag_error(&twice), "'--seed' is given twice");
        /// assert_eq!(Lang::De.flag_error(&twice), "'--seed' ist doppelt angegeben");
        /// ```
        fn flag_error(&self, error: &FlagError) -> String;

        /// The line after a flag error: where to read more.
        fn flag_error_hint(&self) -> String;

        /// A file a flag names (`--script`, `--position`) that cannot be read.
        ///
        /// ```
        /// use std::{io, path::Path};
        /// use bauloewe::words::Lang;
        /// let missing = io::Error::from(io::ErrorKind::NotFound);
        /// let words = Lang::De.cannot_read_file(Path::new("spiel.txt"), &missing);
        /// assert_eq!(words, "spiel.txt lässt sich nicht lesen: nicht gefunden");
        /// ```
        fn cannot_read_file(&self, path: &Path, error: &io::Error) -> String;

        /// A file a flag names (`--record`) that cannot be written.
        fn cannot_write_file(&self, path: &Path, error: &io::Error) -> String;

        /// The standard output could not be written (a report of `simulate`).
        fn cannot_write_output(&self, error: &io::Error) -> String;
    }
}
