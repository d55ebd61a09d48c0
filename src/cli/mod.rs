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

use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

use clap::parser::ValueSource;
use clap::{Arg, ArgAction, ArgMatches, Command};

use crate::flags::{
    COLORS, COMMANDS, FLAGS, Flag, FlagError, FlagId, KILLED, PACES, SERVER_KILLS, STAND_IN_AFTER, Tool,
    ValueProblem, flag,
};
use crate::notation::{PlayerKind, SeatList};
use crate::rules::Options;
use crate::simulate::network::{Killed, Pace};
use crate::words::Lang;
use crate::words::lang::{PSEUDO, choose_lang};

pub mod help;
mod home;
mod review;
mod split;

pub use help::{help, version};
pub use home::{HistoryFlags, RecordFlags};
pub use review::ReviewFlags;
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

/// The flags of `serve`.
#[derive(Debug)]
pub struct ServeFlags {
    /// How the table's game begins.
    pub start: StartFlags,
    /// `--bind`: the address and port, as typed.
    pub bind: String,
    /// `--journal`.
    pub journal: Option<PathBuf>,
    /// `--stand-in` and `--turn-timeout`: who decides for a seat away at its decision, and
    /// after how long; `None` (neither flag) waits for the seat.
    pub stand_in: Option<(PlayerKind, Duration)>,
    /// `--idle-timeout`.
    pub idle: Duration,
}

/// The flags of `server`.
#[derive(Debug)]
pub struct ServerFlags {
    /// `--seed`: table 1's seed (table N's is N - 1 more).
    pub seed: Option<u64>,
    /// `--save-dir`, or the lobby's own folder in the saves folder ([`LOBBY_SAVE_DIR`]).
    pub save_dir: PathBuf,
    /// `--bind`: the address and port, as typed.
    pub bind: String,
    /// `--stand-in` and `--turn-timeout`, as for `serve`.
    pub stand_in: Option<(PlayerKind, Duration)>,
    /// `--idle-timeout`: after it a table nobody touches rests in its save.
    pub idle: Duration,
    /// `--db`: the records' file, if not the save folder's.
    pub db: Option<PathBuf>,
}

/// Where `server` keeps its tables and names without `--save-dir`.
pub const LOBBY_SAVE_DIR: &str = "saves/lobby";

/// The flags of `simulate`.
#[derive(Debug)]
pub struct SimulateFlags {
    /// `--games`, at least 1.
    pub games: u64,
    /// `--players`: the computer levels, as `simulate` reads them.
    pub levels: String,
    /// `--seed`.
    pub seed: u64,
    /// `--threads`, at least 1.
    pub threads: Option<u16>,
    /// `--time-decisions`.
    pub time_decisions: bool,
    /// `--time-hints`.
    pub time_hints: bool,
    /// `--quick`, `--hidden` and `--market`: the variants of every game.
    pub options: Options,
    /// `--tables` or `--kill`: a network benchmark instead of games of computer players.
    pub net: Option<NetBench>,
    /// `--deadline`, in seconds: when a network benchmark stops at the latest.
    pub deadline: u64,
}

/// A network benchmark of `simulate`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NetBench {
    /// `--tables N`: N tables of four bots playing at once.
    Load {
        /// How many tables.
        tables: usize,
        /// `--think`: how long each bot thinks before a decision, in milliseconds.
        think_ms: u64,
    },
    /// `--lobby N`: N tables of four bots in one `bauloewe server`.
    Lobby {
        /// How many tables.
        tables: usize,
        /// `--pace`: how fast the bots decide (at once without the flag).
        pace: Pace,
    },
    /// `--kill client` or `--kill server`: games that survive a fault.
    Kill {
        /// What is killed.
        killed: Killed,
        /// How many games: `--games` (its default for a client, [`SERVER_KILLS`] for a server).
        games: u64,
    },
}

/// The most tables `--lobby` takes: 40,000 connections, more than the machine's open files
/// allow today (the run checks them before it starts).
pub const LOBBY_TABLES: u64 = 10_000;

/// The flags of `join`.
#[derive(Debug)]
pub struct JoinFlags {
    /// The table's address, `HOST:PORT` as typed.
    pub address: String,
    /// `--code`, as typed.
    pub code: Option<String>,
    /// `--watch`.
    pub watch: bool,
    /// `--name`, as typed: a name, or a name and its secret.
    pub name: Option<String>,
    /// `--color`: one of [`COLORS`].
    pub color: String,
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
    let simulate = Command::new("simulate").disable_help_flag(true).args(args(Tool::Simulate));
    let serve = Command::new("serve").disable_help_flag(true).args(args(Tool::Serve));
    let server = Command::new("server").disable_help_flag(true).args(args(Tool::Server));
    // The address is read as the flags are: its absence is a `FlagError` of its own.
    let address = Arg::new(JOIN_ADDRESS).value_parser(clap::value_parser!(OsString));
    let join = Command::new("join").disable_help_flag(true).args(args(Tool::Join)).arg(address);
    let play = Command::new("bauloewe").disable_help_flag(true).disable_version_flag(true);
    let play = play
        .args(args(Tool::Play))
        .subcommand(serve)
        .subcommand(server)
        .subcommand(simulate)
        .subcommand(join)
        .subcommand(review::command())
        .subcommand(home::history_command())
        .subcommand(home::record_command());
    play.subcommand(help).disable_help_subcommand(true)
}

/// clap's name for the address `join` takes.
const JOIN_ADDRESS: &str = "address";

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

impl ServeFlags {
    /// The flags of `serve` from what clap split.
    fn read(given: Given) -> Result<ServeFlags, FlagError> {
        let kind = stand_in(given)?;
        let after = time(given, FlagId::TurnTimeout)?;
        // Either flag asks for stand-ins; the other has its default then.
        let stand_in = (kind.is_some() || after.is_some())
            .then(|| (kind.unwrap_or(PlayerKind::Broker), after.unwrap_or(STAND_IN_AFTER)));
        Ok(ServeFlags {
            start: StartFlags::read(given)?,
            bind: address(given, FlagId::Bind)?.unwrap_or_default(),
            journal: path(given, FlagId::Journal),
            stand_in,
            idle: time(given, FlagId::IdleTimeout)?.unwrap_or_default(),
        })
    }
}

impl ServerFlags {
    /// The flags of `server` from what clap split.
    fn read(given: Given) -> Result<ServerFlags, FlagError> {
        let kind = stand_in(given)?;
        let after = time(given, FlagId::TurnTimeout)?;
        let stand_in = (kind.is_some() || after.is_some())
            .then(|| (kind.unwrap_or(PlayerKind::Broker), after.unwrap_or(STAND_IN_AFTER)));
        let long = flag(FlagId::SaveDir).long;
        let typed = given.of(long).value_source(long) == Some(ValueSource::CommandLine);
        let save_dir =
            path(given, FlagId::SaveDir).filter(|_| typed).unwrap_or_else(|| LOBBY_SAVE_DIR.into());
        Ok(ServerFlags {
            seed: number(given, FlagId::Seed, 0, u64::MAX)?,
            save_dir,
            bind: address(given, FlagId::Bind)?.unwrap_or_default(),
            stand_in,
            idle: time(given, FlagId::IdleTimeout)?.unwrap_or_default(),
            db: path(given, FlagId::Db),
        })
    }
}

impl JoinFlags {
    /// The flags of `join` from what clap split (its defaults as for [`GameFlags`]).
    fn read(given: Given) -> Result<JoinFlags, FlagError> {
        let address = given.here.get_one::<OsString>(JOIN_ADDRESS).ok_or(FlagError::NoAddress)?;
        Ok(JoinFlags {
            address: address.to_string_lossy().into_owned(),
            code: text(given, FlagId::Code)?,
            watch: on(given, FlagId::Watch),
            name: text(given, FlagId::Name)?,
            color: one_of(given, FlagId::Color, &COLORS)?.unwrap_or_default(),
        })
    }
}

impl SimulateFlags {
    /// The flags of `simulate` from what clap split (its defaults as for [`GameFlags`]).
    fn read(given: Given) -> Result<SimulateFlags, FlagError> {
        let threads = number(given, FlagId::Threads, 1, u64::from(u16::MAX))?;
        Ok(SimulateFlags {
            games: number(given, FlagId::Games, 1, u64::MAX)?.unwrap_or(1),
            levels: text(given, FlagId::Levels)?
                .map(|levels| levels_in_notation(&levels))
                .unwrap_or_default(),
            seed: number(given, FlagId::FirstSeed, 0, u64::MAX)?.unwrap_or_default(),
            threads: threads.and_then(|threads| u16::try_from(threads).ok()),
            time_decisions: on(given, FlagId::TimeDecisions),
            time_hints: on(given, FlagId::TimeHints),
            options: variants(given),
            net: NetBench::read(given)?,
            deadline: number(given, FlagId::Deadline, 1, 86_400)?.unwrap_or_default(),
        })
    }
}

impl NetBench {
    /// The network benchmark `--tables` or `--kill` asks for, if either is given.
    fn read(given: Given) -> Result<Option<NetBench>, FlagError> {
        if let Some(tables) = number(given, FlagId::Tables, 1, 100_000)? {
            let think_ms = number(given, FlagId::Think, 0, 60_000)?.unwrap_or_default();
            return Ok(Some(NetBench::Load { tables: tables as usize, think_ms }));
        }
        if let Some(tables) = number(given, FlagId::Lobby, 1, LOBBY_TABLES)? {
            let pace = one_of(given, FlagId::Pace, &PACES)?;
            let pace = if pace.as_deref() == Some(PACES[1]) { Pace::Person } else { Pace::Now };
            return Ok(Some(NetBench::Lobby { tables: tables as usize, pace }));
        }
        let Some(killed) = one_of(given, FlagId::Kill, &KILLED)? else { return Ok(None) };
        let killed = if killed == KILLED[0] { Killed::Client } else { Killed::Server };
        // `--games` has a default: only a number typed on the command line overrides this one's.
        let typed = given.here.value_source(flag(FlagId::Games).long) == Some(ValueSource::CommandLine);
        let games = number(given, FlagId::Games, 1, u64::MAX)?.unwrap_or_default();
        let games = if typed || killed == Killed::Client { games } else { SERVER_KILLS };
        Ok(Some(NetBench::Kill { killed, games }))
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

/// A flag's value as a span of time: a whole number and its unit, `s`, `m` or `h` (`90s`,
/// `2m`, `1h`), at least a second.
fn time(given: Given, id: FlagId) -> Result<Option<Duration>, FlagError> {
    let Some(value) = text(given, id)? else {
        // A flag with a default in the table is read from it, as clap does for the others.
        return Ok(flag(id).default.and_then(parse_time));
    };
    parse_time(&value).map(Some).ok_or_else(|| refused(id, &value, ValueProblem::Time))
}

/// A flag's value as an address `ADDR:PORT`: a host before the last colon, a port after it.
fn address(given: Given, id: FlagId) -> Result<Option<String>, FlagError> {
    let Some(value) = text(given, id)? else { return Ok(None) };
    match value.rsplit_once(':') {
        Some((host, port)) if !host.is_empty() && port.parse::<u16>().is_ok() => Ok(Some(value)),
        _ => Err(refused(id, &value, ValueProblem::Address)),
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

/// `--stand-in`: a computer level, in any language's word (`makler` is the broker).
fn stand_in(given: Given) -> Result<Option<PlayerKind>, FlagError> {
    let Some(value) = text(given, FlagId::StandIn)? else { return Ok(None) };
    let named = |kind: &&PlayerKind| {
        **kind != PlayerKind::Human
            && Lang::ALL.iter().any(|lang| lang.kind_word(**kind).eq_ignore_ascii_case(value.trim()))
    };
    match PlayerKind::ALL.iter().find(named) {
        Some(kind) => Ok(Some(*kind)),
        None => Err(refused(FlagId::StandIn, &value, ValueProblem::NotALevel)),
    }
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

/// `simulate`'s levels with each level in the notation's word, if it is a level's word in some
/// language (`makler,Magnat-flat:50` becomes `broker,tycoon-flat:50`); other items stay as
/// they are. A search method after a dash is a machine word, the same in every language.
fn levels_in_notation(levels: &str) -> String {
    let level = |item: &str| {
        // The level's word, and what follows it: `-method`, `:effort`, both, or nothing.
        let (word, rest) = item.find(['-', ':']).map_or((item, ""), |at| item.split_at(at));
        let named = |kind: &PlayerKind| {
            Lang::ALL.iter().any(|lang| lang.kind_word(*kind).eq_ignore_ascii_case(word.trim()))
        };
        let word = PlayerKind::ALL.iter().find(|kind| named(kind)).map_or(word, |kind| kind.word());
        format!("{word}{rest}")
    };
    levels.split(',').map(level).collect::<Vec<_>>().join(",")
}

/// The refusal of a flag's value.
fn refused(id: FlagId, value: &str, problem: ValueProblem) -> FlagError {
    FlagError::Value { flag: format!("--{}", flag(id).long), value: value.to_string(), problem }
}

#[cfg(test)]
mod tests {
    use super::help::HELP_WIDTH;
    use super::*;

    /// Reads `args` after the program's name.
    fn read(args: &[&str]) -> Result<Asked, FlagError> {
        read_flags(std::iter::once("bauloewe").chain(args.iter().copied()).map(OsString::from))
    }

    fn game(args: &[&str]) -> GameFlags {
        match read(args) {
            Ok(Asked::Play(flags)) => flags,
            other => panic!("{args:?} asks for a game, not {other:?}"),
        }
    }

    #[test]
    fn every_flag_has_one_row_and_every_conflict_a_flag() {
        for (at, row) in FLAGS.iter().enumerate() {
            assert!(FLAGS[at + 1..].iter().all(|other| other.id != row.id), "{:?} twice", row.id);
            for tool in row.tools {
                let same = FLAGS.iter().filter(|other| other.tools.contains(tool) && other.long == row.long);
                assert_eq!(same.count(), 1, "--{} twice in {tool:?}", row.long);
            }
        }
        command().debug_assert();
    }

    #[test]
    fn the_flags_read_into_values() {
        let flags = game(&["--seed", "42", "--players", "Ann,Bob:tourist", "--quick", "--color", "never"]);
        assert_eq!(
            (flags.start.seed, flags.start.options.quick, flags.color.as_str()),
            (Some(42), true, "never")
        );
        assert_eq!(
            flags.start.players.map(|seats| seats.to_string()).as_deref(),
            Some("Ann:human,Bob:tourist")
        );
        let defaults = game(&[]);
        assert_eq!((defaults.start.save_dir, defaults.color), (PathBuf::from("saves"), "auto".to_string()));
        let Ok(Asked::Simulate(simulate)) = read(&["simulate", "--threads", "2"]) else { panic!("simulate") };
        assert_eq!((simulate.games, simulate.seed, simulate.threads), (100, 1, Some(2)));
        assert_eq!(simulate.levels, "tourist,tourist,tourist,tourist");
    }

    #[test]
    fn join_takes_an_address_a_code_or_watch() {
        let Ok(Asked::Join(join)) = read(&["join", "ann.local:7341", "--code", "k7qf-2m9x", "--lang", "de"])
        else {
            panic!("join")
        };
        assert_eq!((join.address.as_str(), join.code.as_deref()), ("ann.local:7341", Some("k7qf-2m9x")));
        assert_eq!((join.watch, join.color.as_str()), (false, "auto"));
        let Ok(Asked::Join(watch)) = read(&["join", "--watch", "[::1]:7341", "--color", "never"]) else {
            panic!("join --watch")
        };
        assert_eq!((watch.address.as_str(), watch.watch, watch.code), ("[::1]:7341", true, None));
        assert_eq!(read(&["join"]).unwrap_err(), FlagError::NoAddress);
        assert!(matches!(read(&["join", "-h"]), Ok(Asked::Help(Tool::Join))));
        assert!(matches!(read(&["help", "join"]), Ok(Asked::Help(Tool::Join))));
        let together = read(&["join", "h:1", "--code", "x", "--watch"]).unwrap_err();
        assert!(matches!(together, FlagError::Together { .. }), "{together:?}");
        assert!(matches!(read(&["join", "h:1", "--seed", "1"]), Err(FlagError::NotFor { .. })));
    }

    #[test]
    fn review_takes_a_file_the_save_folder_and_colours() {
        let Ok(Asked::Review(review)) = read(&["review", "monday", "--save-dir", "old", "--color", "never"])
        else {
            panic!("review")
        };
        assert_eq!(
            (review.file, review.save_dir, review.color),
            ("monday".into(), "old".into(), "never".into())
        );
        let Ok(Asked::Review(defaults)) = read(&["--lang", "de", "review", "x.save"]) else {
            panic!("review")
        };
        assert_eq!((defaults.save_dir, defaults.color), (PathBuf::from("saves"), "auto".to_string()));
        assert_eq!(read(&["review"]).unwrap_err(), FlagError::NoFile);
        assert!(matches!(read(&["review", "x", "--seed", "1"]), Err(FlagError::NotFor { .. })));
        assert!(matches!(read(&["help", "review"]), Ok(Asked::Help(Tool::Review))));
    }

    #[test]
    fn simulate_takes_a_network_benchmark_and_its_deadline() {
        let simulate = |args: &[&str]| match read(&[&["simulate"], args].concat()) {
            Ok(Asked::Simulate(flags)) => (flags.net, flags.deadline),
            other => panic!("{args:?} asks for simulate, not {other:?}"),
        };
        assert_eq!(simulate(&["--tables", "250"]), (Some(NetBench::Load { tables: 250, think_ms: 0 }), 600));
        let thinking = NetBench::Load { tables: 2, think_ms: 200 };
        assert_eq!(simulate(&["--tables", "2", "--think", "200"]).0, Some(thinking));
        let client = NetBench::Kill { killed: Killed::Client, games: 100 };
        assert_eq!(simulate(&["--kill", "client", "--deadline", "30"]), (Some(client), 30));
        let server = NetBench::Kill { killed: Killed::Server, games: SERVER_KILLS };
        assert_eq!(simulate(&["--kill", "server"]).0, Some(server));
        let typed = NetBench::Kill { killed: Killed::Server, games: 100 };
        assert_eq!(simulate(&["--kill", "server", "--games", "100"]).0, Some(typed));
        assert_eq!(simulate(&[]).0, None);
        let lobby = |tables, pace| Some(NetBench::Lobby { tables, pace });
        assert_eq!(simulate(&["--lobby", "250"]).0, lobby(250, Pace::Now));
        assert_eq!(simulate(&["--lobby", "2500", "--pace", "person"]).0, lobby(2500, Pace::Person));
        assert!(matches!(
            read(&["simulate", "--lobby", "2", "--pace", "slow"]),
            Err(FlagError::Value { .. })
        ));
        assert!(matches!(read(&["simulate", "--lobby", "0"]), Err(FlagError::Value { .. })));
        for other in [&["--tables", "2"][..], &["--think", "9"], &["--kill", "client"]] {
            let together = read(&[&["simulate", "--lobby", "2"], other].concat());
            assert!(matches!(together, Err(FlagError::Together { .. })), "{other:?}");
        }
        assert!(matches!(
            read(&["simulate", "--tables", "2", "--pace", "now"]),
            Err(FlagError::Together { .. })
        ));
        let together = read(&["simulate", "--tables", "2", "--kill", "client"]).unwrap_err();
        assert!(matches!(together, FlagError::Together { .. }), "{together:?}");
        assert!(matches!(read(&["simulate", "--kill", "table"]), Err(FlagError::Value { .. })));
    }

    #[test]
    fn a_flag_reads_the_same_before_a_command_or_after_it() {
        // issue 42: every flag of the program works before or after a command's word.
        for args in [&["simulate", "--quick", "--games", "3"][..], &["--quick", "simulate", "--games", "3"]] {
            let Ok(Asked::Simulate(simulate)) = read(args) else { panic!("{args:?} asks for simulate") };
            assert_eq!((simulate.games, simulate.options.quick), (3, true), "{args:?}");
        }
        for args in [&["--seed", "7", "serve"][..], &["serve", "--seed", "7"]] {
            let Ok(Asked::Serve(serve)) = read(args) else { panic!("{args:?} asks for serve") };
            assert_eq!(serve.start.seed, Some(7), "{args:?}");
        }
        let Ok(Asked::Serve(serve)) = read(&["--players", "Ann,Bob", "serve"]) else { panic!("serve") };
        assert_eq!(serve.start.players.map(|seats| seats.names().len()), Some(2));
        assert!(matches!(read(&["--lang", "fr", "simulate"]), Err(FlagError::Value { .. })));
        assert!(matches!(read(&["simulate", "--lang", "fr"]), Err(FlagError::Value { .. })));
        assert!(matches!(read(&["simulate", "--version"]), Ok(Asked::Version)));
        assert!(matches!(read(&["--help", "serve"]), Ok(Asked::Help(Tool::Play))));
        assert!(matches!(read(&["--lang", "de", "serve", "-h"]), Ok(Asked::Help(Tool::Serve))));
        assert!(matches!(read(&["help", "serve", "--lang", "de"]), Ok(Asked::Help(Tool::Serve))));
    }

    #[test]
    fn the_stand_in_is_named_in_any_languages_level_word() {
        // issue 42: `--stand-in makler` was refused, and the German refusal named English words.
        for (word, kind) in
            [("makler", PlayerKind::Broker), ("Magnat", PlayerKind::Tycoon), ("broker", PlayerKind::Broker)]
        {
            let Ok(Asked::Serve(serve)) = read(&["serve", "--stand-in", word]) else { panic!("{word}") };
            assert_eq!(serve.stand_in, Some((kind, STAND_IN_AFTER)), "{word}");
        }
        for word in ["mensch", "human", "wizard"] {
            let refused = read(&["serve", "--stand-in", word]).unwrap_err();
            let FlagError::Value { problem, .. } = &refused else { panic!("{word}: {refused:?}") };
            assert_eq!(problem, &ValueProblem::NotALevel, "{word}");
            let german = Lang::De.flag_error(&refused);
            assert_eq!(
                german,
                format!("'--stand-in' nimmt nur tourist, makler oder magnat an, nicht '{word}'")
            );
        }
    }

    #[test]
    fn simulate_takes_the_german_levels() {
        assert_eq!(levels_in_notation("makler,Magnat:50,tourist"), "broker,tycoon:50,tourist");
        assert_eq!(levels_in_notation("magnat-flat:50,Magnat-tree"), "tycoon-flat:50,tycoon-tree");
        assert_eq!(levels_in_notation("wizard"), "wizard");
    }

    #[test]
    fn r6_german_kind_words_name_the_computer_levels() {
        let flags = game(&["--players", "Ann,Bob:makler,Cid:Magnat,Dee:mensch"]);
        let seats = flags.start.players.expect("a seat list").to_string();
        assert_eq!(seats, "Ann:human,Bob:broker,Cid:tycoon,Dee:human");
    }

    #[test]
    fn help_version_and_the_help_command_are_asked_for() {
        assert!(matches!(read(&["--help"]), Ok(Asked::Help(Tool::Play))));
        assert!(matches!(read(&["-h", "--seed", "x"]), Ok(Asked::Help(Tool::Play))));
        assert!(matches!(read(&["simulate", "-h"]), Ok(Asked::Help(Tool::Simulate))));
        assert!(matches!(read(&["help", "simulate"]), Ok(Asked::Help(Tool::Simulate))));
        assert!(matches!(read(&["-V"]), Ok(Asked::Version)));
        let unknown = FlagError::UnknownCommand { word: "play".to_string(), similar: None };
        assert_eq!(read(&["help", "play"]).unwrap_err(), unknown);
    }

    #[test]
    fn refusals_are_values() {
        let flag = |name: &str| name.to_string();
        let similar = Some(flag("--color"));
        assert_eq!(
            read(&["--colour", "x"]).unwrap_err(),
            FlagError::Unknown { arg: flag("--colour"), similar }
        );
        assert_eq!(read(&["--seed"]).unwrap_err(), FlagError::NoValue { flag: flag("--seed") });
        let twice = read(&["--lang", "de", "--lang", "en"]).unwrap_err();
        assert_eq!(twice, FlagError::Twice { flag: flag("--lang") });
        let together = read(&["--seed", "1", "--load", "monday"]).unwrap_err();
        assert_eq!(together, FlagError::Together { flag: flag("--seed"), other: flag("--load") });
        let quick = FlagError::UnwantedValue { flag: flag("--quick"), value: "yes".to_string() };
        assert_eq!(read(&["--quick=yes"]).unwrap_err(), quick);
        let FlagError::Value { problem, .. } = read(&["--lang", "fr"]).unwrap_err() else {
            panic!("a value")
        };
        assert_eq!(problem, ValueProblem::NotOneOf(vec!["en".to_string(), "de".to_string()]));
        let FlagError::Value { problem, .. } = read(&["simulate", "--threads", "0"]).unwrap_err() else {
            panic!("a value")
        };
        assert_eq!(problem, ValueProblem::Number { min: 1, max: Some(65535) });
        assert!(matches!(
            read(&["--players", "Ann"]),
            Err(FlagError::Value { problem: ValueProblem::Seats(_), .. })
        ));
    }

    #[test]
    fn the_help_fits_80_columns_in_every_language() {
        for lang in Lang::ALL {
            for tool in [
                Tool::Play,
                Tool::Simulate,
                Tool::Help,
                Tool::Serve,
                Tool::Join,
                Tool::Server,
                Tool::Review,
                Tool::History,
                Tool::Record,
            ] {
                let text = help(lang, tool);
                let wide = text.lines().find(|line| line.chars().count() > HELP_WIDTH);
                assert_eq!(wide, None, "{lang:?} {tool:?}");
                assert!(!text.lines().any(|line| line.ends_with(' ')), "{text}");
            }
        }
    }
}
