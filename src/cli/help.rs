//! The help of the program and of each command, written from the flags' table
//! ([`FLAGS`]) in the language in use and fitted to 80 columns.

use crate::flags::{COMMANDS, FLAGS, Flag, FlagId, Tool};
use crate::notation::SeatList;
use crate::words::Lang;
use crate::words::wrap::wrap_line;

/// The width the help is fitted to.
pub(crate) const HELP_WIDTH: usize = 80;

/// How far a flag's help is indented below the flag.
const HELP_INDENT: usize = 10;

/// The help of a tool in a language, from [`FLAGS`], fitted to 80 columns.
///
/// ```
/// use bauloewe::words::Lang;
/// use bauloewe::flags::Tool;
/// use bauloewe::cli::help;
/// let text = help(Lang::De, Tool::Play);
/// assert!(text.contains("Aufruf: bauloewe [OPTIONEN] [BEFEHL]"));
/// assert!(text.lines().all(|line| line.chars().count() <= 80));
/// ```
pub fn help(lang: Lang, tool: Tool) -> String {
    let headings = lang.help_headings();
    let mut text = fitted(&lang.tool_about(tool), 0);
    text.push_str(&format!("\n{} {}\n", headings.usage, lang.tool_usage(tool)));
    if tool == Tool::Play {
        text.push_str(&format!("\n{}\n{}", headings.commands, commands_help(lang)));
    }
    let flags: Vec<String> =
        FLAGS.iter().filter(|flag| flag.tools.contains(&tool)).map(|flag| flag_help(lang, flag)).collect();
    if !flags.is_empty() {
        text.push_str(&format!("\n{}\n{}", headings.options, flags.join("\n")));
    }
    if tool == Tool::Play {
        text.push_str(&format!("\n{}", fitted(&lang.exit_codes(), 5)));
    }
    text
}

/// The version, as `--version` shows it.
pub fn version() -> String {
    format!("bauloewe {}\n", env!("CARGO_PKG_VERSION"))
}

/// The commands beside the game, one a line with what it does.
fn commands_help(lang: Lang) -> String {
    let width = COMMANDS.iter().map(|(_, word)| word.len()).max().unwrap_or_default();
    let lines = COMMANDS.iter().map(|(tool, word)| {
        let about = lang.tool_about(*tool);
        let line = format!("  {word:width$}  {}", about.lines().next().unwrap_or_default());
        fitted(&line, width + 4)
    });
    lines.collect()
}

/// A flag's lines in the help: its names, then what it does.
fn flag_help(lang: Lang, flag: &Flag) -> String {
    let short = flag.short.map(|short| format!("-{short}, ")).unwrap_or_default();
    let value = flag.value.map(|name| format!(" <{}>", lang.flag_value_name(name))).unwrap_or_default();
    let mut words = lang.flag_help(flag.id);
    if let Some(default) = shown_default(flag) {
        words = format!("{words} {}", lang.flag_default(&default));
    }
    let indent = " ".repeat(HELP_INDENT);
    format!("  {short:>4}--{}{value}\n{}", flag.long, fitted(&format!("{indent}{words}"), HELP_INDENT))
}

/// The default the help shows for a flag: its value when not given, or for `--players` the
/// seats of a new game without the flag. (That default is not clap's: a script's header may
/// name the players when the flag does not.)
fn shown_default(flag: &Flag) -> Option<String> {
    match flag.id {
        FlagId::Players => Some(SeatList::default_seats().names().join(",")),
        _ => flag.default.map(String::from),
    }
}

/// Every line of `text` fitted to the help's width, the continuations indented by `indent`.
fn fitted(text: &str, indent: usize) -> String {
    let lines = text.lines().flat_map(|line| wrap_line(line, HELP_WIDTH, indent));
    lines.map(|line| format!("{line}\n")).collect()
}
