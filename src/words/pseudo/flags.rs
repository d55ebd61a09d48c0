use std::io;
use std::path::Path;

use crate::flags::{FlagError, FlagId, Tool, ValueName};
use crate::words::FlagWords;
use crate::words::flags::HelpHeadings;
use crate::words::pseudo::{English, Pseudo, wrap};

impl FlagWords for Pseudo {
    fn tool_about(&self, tool: Tool) -> String {
        wrap(English.tool_about(tool))
    }

    fn tool_usage(&self, tool: Tool) -> String {
        wrap(English.tool_usage(tool))
    }

    fn help_headings(&self) -> HelpHeadings {
        let HelpHeadings { usage, commands, options } = English.help_headings();
        HelpHeadings { usage: wrap(usage), commands: wrap(commands), options: wrap(options) }
    }

    fn flag_help(&self, flag: FlagId) -> String {
        wrap(English.flag_help(flag))
    }

    /// A value's name is a piece of a flag's line (`--seed <N>`), not a sentence.
    fn flag_value_name(&self, name: ValueName) -> String {
        English.flag_value_name(name)
    }

    fn flag_default(&self, value: &str) -> String {
        wrap(English.flag_default(value))
    }

    fn exit_codes(&self) -> String {
        wrap(English.exit_codes())
    }

    fn flag_error(&self, error: &FlagError) -> String {
        wrap(English.flag_error(error))
    }

    fn flag_error_hint(&self) -> String {
        wrap(English.flag_error_hint())
    }

    fn cannot_read_file(&self, path: &Path, error: &io::Error) -> String {
        wrap(English.cannot_read_file(path, error))
    }

    fn cannot_write_file(&self, path: &Path, error: &io::Error) -> String {
        wrap(English.cannot_write_file(path, error))
    }

    fn cannot_write_output(&self, error: &io::Error) -> String {
        wrap(English.cannot_write_output(error))
    }
}
