//! The command line, read into what it asks for: the top room, below `main` alone.
//!
//! Every flag is defined once, in the table [`FLAGS`] of `crate::flags`
//! (a row holds what is the same in every language); what a flag does and how its value is
//! called are words, asked of the language by the flag's [`FlagId`]
//! (`lang.flag_help(FlagId::Seed)`), so each language says them in one place.
//!
//! clap is built from the table ([`command`]) and only splits the arguments: it takes every
//! value as typed, and more than the program takes (a flag twice, a flag without its value, a
//! switch with one). What it split is refused from the table, in the order clap reads the
//! arguments (`split`), and [`read_flags`] then reads the values (numbers, seat lists, one of a
//! few words) itself, so that every refusal is a [`FlagError`] the language words in one line.
//! The help is written from the table too ([`help()`]), in the language in use and fitted to
//! 80 columns. Nothing here ends the program: [`read_flags`] answers with what was asked
//! ([`Asked`]) or why the flags were refused, and `main` decides what to print and how to exit.
//!
//! Every flag of the program may be typed before a command's word or after it: `split` takes
//! the one before as the command's when the command has a flag of its name, and refuses it
//! for the command otherwise (`--script x join`, `serve --color never`).
//!
//! The language has to be known before the flags are read, to word their refusals:
//! [`lang_from_args`] looks for `--lang` among the raw arguments, then asks the environment.
//!
//! The files of this module:
//! - `mod.rs`: what is asked ([`Asked`]), the flags of a game ([`GameFlags`], [`StartFlags`]),
//!   the clap command, and the reading of a flag's value that every tool shares.
//! - `split.rs`: what clap split, refused from the table in the order it was typed.
//! - `help.rs`: the help and the version ([`help()`], [`version`]).
//! - `net.rs`: the flags of `serve`, `server` and `join` ([`ServeFlags`], [`ServerFlags`],
//!   [`JoinFlags`]).
//! - `simulate.rs`: the flags of `simulate` and its network benchmarks ([`SimulateFlags`],
//!   [`NetBench`]).
//! - `review.rs`: the flags of `review` ([`ReviewFlags`]).
//! - `home.rs`: the flags of the records at home, `history` and `record` ([`HistoryFlags`],
//!   [`RecordFlags`]).
//! - `tests.rs`: the command line read and refused, tool by tool.

use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

use clap::parser::ValueSource;
use clap::{Arg, ArgAction, ArgMatches, Command};

use crate::flags::{COLORS, COMMANDS, FLAGS, Flag, FlagError, FlagId, Tool, ValueProblem, flag};
use crate::notation::{PlayerKind, SeatList};
use crate::rules::Options;
use crate::words::Lang;
use crate::words::lang::{PSEUDO, choose_lang};

pub mod help;
mod home;
mod net;
mod review;
mod simulate;
mod split;

pub use help::{help, version};
pub use home::{HistoryFlags, RecordFlags};
pub use net::{JoinFlags, LOBBY_SAVE_DIR, ServeFlags, ServerFlags};
pub use review::ReviewFlags;
pub use simulate::{LOBBY_TABLES, NetBench, SimulateFlags};
use split::{NO_VALUE, split};

/// What the command line asks for.
#[derive(Debug)]
pub enum Asked {
    /// Play a game.
    Play(GameFlags),
    /// Run `simulate`.
    Simulate(SimulateFlags),
    /// Open a table: `serve`.
    Serve(ServeFlags),
    /// Open a lobby: `server`.
    Server(ServerFlags),
    /// Join a table on another machine.
    Join(JoinFlags),
    /// Look at a saved game again, turn by turn: `review`.
    Review(ReviewFlags),
    /// Each person's record at home: `history`.
    History(HistoryFlags),
    /// A game of the records at home as a save file: `record`.
    Record(RecordFlags),
    /// Show the help of a tool.
    Help(Tool),
    /// Show the version.
    Version,
}

/// The flags that say how a game begins, the same for a local game and a table.
#[derive(Debug)]
pub struct StartFlags {
    /// `--seed`.
    pub seed: Option<u64>,
    /// `--players`.
    pub players: Option<SeatList>,
    /// `--position`.
    pub position: Option<PathBuf>,
    /// `--load`.
    pub load: Option<String>,
    /// `--continue`: the game (or table) saved last whose game is not over.
    pub continue_last: bool,
    /// `--save-dir`.
    pub save_dir: PathBuf,
    /// `--quick`, `--hidden` and `--market`.
    pub options: Options,
}

/// The flags of a game.
#[derive(Debug)]
pub struct GameFlags {
    /// How the game begins.
    pub start: StartFlags,
    /// `--script`.
    pub script: Option<PathBuf>,
    /// `--record`.
    pub record: Option<PathBuf>,
    /// `--color`: one of [`COLORS`].
    pub color: String,
    /// `--no-records`: a finished game at a terminal is not kept in the records at home.
    pub no_records: bool,
}

/// The language for the command line: the first `--lang` that names a language (`--lang de`,
/// `--lang=de`), else the environment. When the flags are read without error, this is the
/// language `--lang` chose; when not, it words why.
///
/// ```
/// use bauloewe::words::Lang;
/// use bauloewe::cli::lang_from_args;
/// let args = ["bauloewe", "--lang", "de", "--help"].map(Into::into);
/// assert_eq!(lang_from_args(&args, |_| None), Lang::De);
/// let args = ["bauloewe", "--lang=en"].map(Into::into);
/// assert_eq!(lang_from_args(&args, |_| Some("de_DE.UTF-8".into())), Lang::En);
/// let args = ["bauloewe", "--lang", "fr"].map(Into::into);
/// assert_eq!(lang_from_args(&args, |_| Some("de_AT".into())), Lang::De);
/// let args = ["bauloewe", "--lang", "de", "--lang", "en"].map(Into::into);
/// assert_eq!(lang_from_args(&args, |_| None), Lang::De);
/// ```
pub fn lang_from_args(args: &[OsString], env: impl Fn(&str) -> Option<String>) -> Lang {
    let args: Vec<String> = args.iter().map(|arg| arg.to_string_lossy().into_owned()).collect();
    let mut values = Vec::new();
    for (at, arg) in args.iter().enumerate().take_while(|(_, arg)| *arg != "--") {
        if let Some(value) = arg.strip_prefix("--lang=") {
            values.push(value);
        } else if arg == "--lang" {
            values.extend(args.get(at + 1).map(String::as_str));
        }
    }
    choose_lang(values.into_iter().find(|value| Lang::CODES.contains(value) || *value == PSEUDO), env)
}

/// Reads the command line (the program's name first): what it asks for, or why it is refused.
///
/// ```
/// use bauloewe::cli::{Asked, read_flags};
/// use bauloewe::flags::FlagError;
/// let read = |args: &[&str]| read_flags(args.iter().map(Into::into));
/// assert!(matches!(read(&["bauloewe", "--seed", "7"]), Ok(Asked::Play(flags)) if flags.start.seed == Some(7)));
/// let twice = FlagError::Twice { flag: "--seed".to_string() };
/// assert_eq!(read(&["bauloewe", "--seed", "1", "--seed", "2"]).unwrap_err(), twice);
/// ```
pub fn read_flags(args: impl IntoIterator<Item = OsString>) -> Result<Asked, FlagError> {
    let args: Vec<OsString> = args.into_iter().collect();
    let matches = split(command(), &args)?;
    let program = Given { here: &matches, before: None };
    if on(program, FlagId::Help) {
        return Ok(Asked::Help(Tool::Play));
    }
    let Some((word, inner)) = matches.subcommand() else {
        return if on(program, FlagId::Version) { Ok(Asked::Version) } else { read_game(program) };
    };
    // The program's flags typed before the command's word are the command's (`split` let
    // through only those it takes).
    let given = Given { here: inner, before: Some(&matches) };
    let tool = COMMANDS.iter().find(|(_, name)| *name == word).map_or(Tool::Play, |(tool, _)| *tool);
    lang(given)?;
    match tool {
        _ if on(given, FlagId::Version) => Ok(Asked::Version),
        Tool::Help => help_asked(inner),
        _ if on(given, FlagId::Help) => Ok(Asked::Help(tool)),
        Tool::Simulate => Ok(Asked::Simulate(SimulateFlags::read(given)?)),
        Tool::Serve => Ok(Asked::Serve(ServeFlags::read(given)?)),
        Tool::Server => Ok(Asked::Server(ServerFlags::read(given)?)),
        Tool::Join => Ok(Asked::Join(JoinFlags::read(given)?)),
        Tool::Review => Ok(Asked::Review(ReviewFlags::read(given)?)),
        Tool::History => Ok(Asked::History(HistoryFlags::read(given)?)),
        Tool::Record => Ok(Asked::Record(RecordFlags::read(given)?)),
        Tool::Play => read_game(program),
    }
}

/// A game's flags, from what clap split for the program.
fn read_game(program: Given) -> Result<Asked, FlagError> {
    lang(program)?;
    Ok(Asked::Play(GameFlags::read(program)?))
}

/// What clap split for one tool: the flags typed after the command's word, and the program's
/// typed before it (`--lang de simulate`), or the program's alone.
#[derive(Clone, Copy)]
struct Given<'a> {
    /// The tool's own matches.
    here: &'a ArgMatches,
    /// The program's, when the tool is a command after them.
    before: Option<&'a ArgMatches>,
}

impl<'a> Given<'a> {
    /// The matches a flag of this name was typed in: before the command's word, else its own
    /// (which hold the default, if the flag has one).
    fn of(self, long: &str) -> &'a ArgMatches {
        // clap's matches panic when asked for an argument they do not have.
        let program = FLAGS.iter().any(|flag| flag.tools.contains(&Tool::Play) && flag.long == long);
        match self.before {
            Some(before) if program && before.value_source(long) == Some(ValueSource::CommandLine) => before,
            _ => self.here,
        }
    }
}

/// `--lang`, checked: one of the languages offered, or the tests' pseudo-language, which is
/// accepted but not offered (see `Lang::Pseudo`).
fn lang(given: Given) -> Result<(), FlagError> {
    if text(given, FlagId::Lang)?.as_deref() != Some(PSEUDO) {
        one_of(given, FlagId::Lang, &Lang::CODES)?;
    }
    Ok(())
}

/// The clap command, built from [`FLAGS`]: it splits the arguments, and takes more than the
/// program does, so that what it splits is refused from the table. It has no words: the help
/// is [`help()`], the refusals are [`FlagError`]s.
pub fn command() -> Command {
    let help = Command::new("help").disable_help_flag(true).args(args(Tool::Help));
    let help = help.arg(Arg::new("command").value_parser(clap::value_parser!(OsString)));
    let play = Command::new("bauloewe").disable_help_flag(true).disable_version_flag(true);
    let play = play
        .args(args(Tool::Play))
        .subcommand(net::serve_command())
        .subcommand(net::server_command())
        .subcommand(simulate::command())
        .subcommand(net::join_command())
        .subcommand(review::command())
        .subcommand(home::history_command())
        .subcommand(home::record_command());
    play.subcommand(help).disable_help_subcommand(true)
}

/// The clap arguments of a tool's flags. clap takes each flag as often as it is typed, and
/// every value as typed; a flag with a value may be typed without it (clap hands over
/// [`NO_VALUE`]), and a switch with one after `=` (`--quick=yes`; `--quick yes` stays two
/// arguments). What the program does not take is refused from the table (`split`).
///
/// A command's arguments hold the program's flags it takes none of too, without their
/// defaults, so that `serve --color never` is refused for what it is, not as an unknown word.
fn args(tool: Tool) -> Vec<Arg> {
    let mut args = Vec::new();
    let own = |flag: &&Flag| flag.tools.contains(&tool);
    let named = |long: &str| FLAGS.iter().filter(own).any(|flag| flag.long == long);
    let foreign = FLAGS.iter().filter(|flag| flag.tools.contains(&Tool::Play) && !named(flag.long));
    for flag in FLAGS.iter().filter(own).chain(foreign) {
        let flag = &Flag { default: flag.default.filter(|_| own(&flag)), ..*flag };
        let arg = Arg::new(flag.long).long(flag.long).action(ArgAction::Append).num_args(0..=1);
        let arg = arg.value_parser(clap::value_parser!(OsString)).default_missing_value(NO_VALUE);
        let arg = arg.require_equals(flag.value.is_none());
        args.push(match flag.default {
            Some(default) => arg.default_value(default),
            None => arg,
        });
        // A short name is an argument of its own that takes no value: `-h=yes` is `-h`
        // followed by the unknown `-=`.
        if let Some(short) = flag.short {
            let arg = Arg::new(short_id(short)).short(short).action(ArgAction::Append).num_args(0);
            args.push(arg.value_parser(clap::value_parser!(OsString)).default_missing_value(NO_VALUE));
        }
    }
    args
}

/// clap's name for the argument of a flag's short name: `h` for `-h`. clap's names are
/// `&'static str`s, so the letter is cut out of a constant.
fn short_id(short: char) -> &'static str {
    const LETTERS: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let at = LETTERS.find(short).expect("a short name is a letter");
    &LETTERS[at..=at]
}

/// Whether a switch is typed: `--quick`, or `-h` as well as `--help`.
fn on(given: Given, id: FlagId) -> bool {
    let flag = flag(id);
    let short = |short| given.here.contains_id(short_id(short));
    given.of(flag.long).contains_id(flag.long) || flag.short.is_some_and(short)
}

/// What `bauloewe help [COMMAND]` asks for.
fn help_asked(given: &ArgMatches) -> Result<Asked, FlagError> {
    let Some(word) = given.get_one::<OsString>("command") else { return Ok(Asked::Help(Tool::Play)) };
    let word = word.to_string_lossy();
    match COMMANDS.iter().find(|(_, name)| *name == word) {
        Some((tool, _)) => Ok(Asked::Help(*tool)),
        None => Err(FlagError::UnknownCommand { word: word.into_owned(), similar: None }),
    }
}

impl StartFlags {
    /// How a game begins, from what clap split for a local game or `serve` (both take these
    /// flags). (A flag with a default always has a value: the
    /// `unwrap_or` of such a flag is never taken.)
    fn read(given: Given) -> Result<StartFlags, FlagError> {
        Ok(StartFlags {
            seed: number(given, FlagId::Seed, 0, u64::MAX)?,
            players: seats(given)?,
            position: path(given, FlagId::Position),
            load: text(given, FlagId::Load)?,
            continue_last: on(given, FlagId::Continue),
            save_dir: path(given, FlagId::SaveDir).unwrap_or_default(),
            options: variants(given),
        })
    }
}

impl GameFlags {
    /// The game's flags from what clap split.
    fn read(given: Given) -> Result<GameFlags, FlagError> {
        Ok(GameFlags {
            start: StartFlags::read(given)?,
            script: path(given, FlagId::Script),
            record: path(given, FlagId::Record),
            color: one_of(given, FlagId::Color, &COLORS)?.unwrap_or_default(),
            no_records: on(given, FlagId::NoRecords),
        })
    }
}

/// The variants switched on by `--quick`, `--hidden` and `--market`.
fn variants(given: Given) -> Options {
    let on = |id| on(given, id);
    Options { quick: on(FlagId::Quick), hidden: on(FlagId::Hidden), market: on(FlagId::Market) }
}

/// A flag's value as typed, if given (or defaulted).
fn raw<'a>(given: Given<'a>, id: FlagId) -> Option<&'a OsString> {
    let long = flag(id).long;
    given.of(long).get_one::<OsString>(long)
}

/// A flag's value as a path.
fn path(given: Given, id: FlagId) -> Option<PathBuf> {
    raw(given, id).map(PathBuf::from)
}

/// A flag's value as text.
fn text(given: Given, id: FlagId) -> Result<Option<String>, FlagError> {
    let Some(value) = raw(given, id) else { return Ok(None) };
    let text = value.to_str().ok_or_else(|| refused(id, &value.to_string_lossy(), ValueProblem::NotText))?;
    Ok(Some(text.to_string()))
}

/// A flag's value as a whole number from `min` to `max`.
fn number(given: Given, id: FlagId, min: u64, max: u64) -> Result<Option<u64>, FlagError> {
    let Some(value) = text(given, id)? else { return Ok(None) };
    let problem = ValueProblem::Number { min, max: (max < u64::MAX).then_some(max) };
    match value.parse::<u64>() {
        Ok(number) if (min..=max).contains(&number) => Ok(Some(number)),
        _ => Err(refused(id, &value, problem)),
    }
}

/// `90s`, `2m`, `1h` as a span of at least a second; `None` for anything else.
///
/// ```
/// use std::time::Duration;
/// use bauloewe::cli::parse_time;
/// assert_eq!(parse_time("2m"), Some(Duration::from_secs(120)));
/// assert_eq!(parse_time("24h"), Some(Duration::from_secs(86_400)));
/// assert_eq!(parse_time("0s"), None);
/// assert_eq!(parse_time("2"), None);
/// assert_eq!(parse_time("1.5h"), None);
/// ```
pub fn parse_time(text: &str) -> Option<Duration> {
    let unit = match text.chars().last()? {
        's' => 1,
        'm' => 60,
        'h' => 3600,
        _ => return None,
    };
    let count = text[..text.len() - 1].parse::<u64>().ok().filter(|count| *count > 0)?;
    count.checked_mul(unit).map(Duration::from_secs)
}

/// A flag's value, one of `choices`.
fn one_of(given: Given, id: FlagId, choices: &[&str]) -> Result<Option<String>, FlagError> {
    let Some(value) = text(given, id)? else { return Ok(None) };
    if choices.contains(&value.as_str()) {
        return Ok(Some(value));
    }
    let choices = choices.iter().map(ToString::to_string).collect();
    Err(refused(id, &value, ValueProblem::NotOneOf(choices)))
}

/// `--players` as a seat list; the kinds may be written in any language's words
/// (`Bob:makler` is `Bob:broker`).
fn seats(given: Given) -> Result<Option<SeatList>, FlagError> {
    let Some(value) = text(given, FlagId::Players)? else { return Ok(None) };
    let items: Vec<String> = value.split(',').map(kind_in_notation).collect();
    let seats = items.join(",").parse::<SeatList>();
    seats.map(Some).map_err(|error| refused(FlagId::Players, &value, ValueProblem::Seats(error)))
}

/// A seat `NAME:KIND` with its kind in the notation's word, if it is a kind's word in some
/// language (`Bob:Makler` becomes `Bob:broker`); else as it is.
fn kind_in_notation(item: &str) -> String {
    let Some((name, word)) = item.split_once(':') else { return item.to_string() };
    let word = word.trim();
    let named =
        |kind: &PlayerKind| Lang::ALL.iter().any(|lang| lang.kind_word(*kind).eq_ignore_ascii_case(word));
    match PlayerKind::ALL.iter().find(|kind| named(kind)) {
        Some(kind) => format!("{name}:{}", kind.word()),
        None => item.to_string(),
    }
}

/// The refusal of a flag's value.
fn refused(id: FlagId, value: &str, problem: ValueProblem) -> FlagError {
    FlagError::Value { flag: format!("--{}", flag(id).long), value: value.to_string(), problem }
}

#[cfg(test)]
mod tests;
