//! Every flag of the command line, once: the table [`FLAGS`] of what is the same in every
//! language (a flag's name, the tools it belongs to, whether it takes a value, its default and
//! the flags it does not go with), and why a command line is refused ([`FlagError`]), as data.
//!
//! What a flag does and how its value is called are words, asked of the language by the flag's
//! [`FlagId`] (`lang.flag_help(FlagId::Seed)`, in `crate::words`); reading the arguments with
//! clap and writing the help is `crate::cli`'s. The table lives here, below the words, so that
//! both can use it.

use std::time::Duration;

use crate::notation::SeatListError;
use crate::save::DEFAULT_SAVE_DIR;

/// The parts of the program the command line reaches: the game, and the commands beside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// `bauloewe`: play a game.
    Play,
    /// `bauloewe simulate`: computer players play many games against each other.
    Simulate,
    /// `bauloewe help [COMMAND]`: the help of the program or of a command.
    Help,
    /// `bauloewe serve`: open a table that friends join from their own computers.
    Serve,
    /// `bauloewe join HOST:PORT`: take a seat at a table on another machine.
    Join,
    /// `bauloewe server`: a lobby and any number of tables in one process.
    Server,
    /// `bauloewe review FILE`: a finished game looked at again, turn by turn.
    Review,
    /// `bauloewe history [NAME]`: each person's record at home against the computer levels.
    History,
    /// `bauloewe record N`: game N of the records at home, as a save file.
    Record,
}

impl Tool {
    /// Every tool, in the order the help lists them: the game, then the commands beside it
    /// as [`COMMANDS`] has them.
    ///
    /// ```
    /// use bauloewe::flags::{COMMANDS, Tool};
    /// assert_eq!((Tool::ALL[0], Tool::ALL.len()), (Tool::Play, COMMANDS.len() + 1));
    /// assert!(COMMANDS.iter().zip(&Tool::ALL[1..]).all(|((tool, _), listed)| tool == listed));
    /// ```
    pub const ALL: [Tool; 9] = [
        Tool::Play,
        Tool::Serve,
        Tool::Server,
        Tool::Join,
        Tool::Review,
        Tool::History,
        Tool::Record,
        Tool::Simulate,
        Tool::Help,
    ];
}

/// The commands beside the game, by the word that calls them.
pub const COMMANDS: [(Tool, &str); 8] = [
    (Tool::Serve, "serve"),
    (Tool::Server, "server"),
    (Tool::Join, "join"),
    (Tool::Review, "review"),
    (Tool::History, "history"),
    (Tool::Record, "record"),
    (Tool::Simulate, "simulate"),
    (Tool::Help, "help"),
];

/// Every flag, by what it means (two flags of one name in two tools are two flags).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlagId {
    /// `--seed N`: the seed of the deal.
    Seed,
    /// `--players SPEC`: the seats and who plays them.
    Players,
    /// `--position FILE`: start from a position file.
    Position,
    /// `--load NAME`: go on with a saved game.
    Load,
    /// `--continue`: go on with the most recently played unfinished game.
    Continue,
    /// `--save-dir DIR`: where the save slots are.
    SaveDir,
    /// `--script FILE`: read the commands from a file.
    Script,
    /// `--record FILE`: write the commands typed to a file.
    Record,
    /// `--no-records`: keep no finished game in the records at home.
    NoRecords,
    /// `--color WHEN`: whether to color the chains.
    Color,
    /// `--quick`: variant V1.
    Quick,
    /// `--hidden`: variant V2.
    Hidden,
    /// `--market`: variant V3.
    Market,
    /// `--lang LANG`: the language.
    Lang,
    /// `simulate --games N`: how many games.
    Games,
    /// `simulate --players KINDS`: the computer levels.
    Levels,
    /// `simulate --seed N`: the seed of the first game.
    FirstSeed,
    /// `simulate --threads N`: how many worker threads.
    Threads,
    /// `simulate --time-decisions`: time the first seat's decisions.
    TimeDecisions,
    /// `simulate --time-hints`: time a hint at the first seat's decisions.
    TimeHints,
    /// `simulate --tables N`: the load benchmark, N tables of four bots over sockets.
    Tables,
    /// `simulate --kill client|server`: games that survive a client or a server killed.
    Kill,
    /// `simulate --deadline SECONDS`: when a network benchmark stops at the latest.
    Deadline,
    /// `simulate --think MS`: how long the load benchmark's bots think before a decision.
    Think,
    /// `simulate --lobby N`: the lobby's load, N tables of four bots in one `bauloewe server`.
    Lobby,
    /// `simulate --pace now|person`: how fast the lobby's bots decide.
    Pace,
    /// `serve --players SPEC`: the seats of a table, each person's with a code.
    TablePlayers,
    /// `serve --bind ADDR:PORT`: where the table listens.
    Bind,
    /// `join --code CODE`: the seat's code.
    Code,
    /// `join --watch`: watch the table instead of taking a seat.
    Watch,
    /// `join --name NAME`: the person's name at a lobby's server, and its secret if it has one.
    Name,
    /// `serve --journal FILE`: keep the table's journal.
    Journal,
    /// `serve --stand-in LEVEL`: a computer decides for a seat away at its decision.
    StandIn,
    /// `serve --turn-timeout TIME`: how long the table waits for a seat away at its decision.
    TurnTimeout,
    /// `serve --idle-timeout TIME`: how long a table nobody touches stays open.
    IdleTimeout,
    /// `server --db FILE`: where the records are kept (finished games, ratings, names).
    Db,
    /// `-h`, `--help`: show the help.
    Help,
    /// `-V`, `--version`: show the version.
    Version,
}

/// What a flag's value is called in the help (`--seed <N>`, `--players <SPEC>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueName {
    /// A number.
    Number,
    /// A seat list.
    Seats,
    /// A file.
    File,
    /// A folder.
    Folder,
    /// A save slot's name.
    Name,
    /// When to do something (`auto`, `always`, `never`).
    When,
    /// A language.
    Language,
    /// A list of computer levels.
    Levels,
    /// A network address with its port.
    Address,
    /// A seat's code.
    Code,
    /// A person's name, and its secret if it has one.
    Person,
    /// What a fault kills: one of [`KILLED`].
    Killed,
    /// A computer level.
    Level,
    /// A span of time (`90s`, `2m`, `1h`).
    Time,
    /// How fast bots decide: one of [`PACES`].
    Pace,
}

/// One flag, the same in every language.
#[derive(Clone, Copy, Debug)]
pub struct Flag {
    /// What the flag means; its words are asked of the language by it.
    pub id: FlagId,
    /// The tools that take the flag.
    pub tools: &'static [Tool],
    /// The long name, without the dashes: `seed` for `--seed`.
    pub long: &'static str,
    /// The short name, if any: `h` for `-h`.
    pub short: Option<char>,
    /// What its value is called, or `None` for a switch that takes no value.
    pub value: Option<ValueName>,
    /// The value it has when it is not given, if any (shown in the help).
    pub default: Option<&'static str>,
    /// The flags it does not go with.
    pub conflicts: &'static [FlagId],
}

const PLAY: &[Tool] = &[Tool::Play];
const SIMULATE: &[Tool] = &[Tool::Simulate];
const SERVE: &[Tool] = &[Tool::Serve];
/// Flags of both servers: where they listen, their stand-ins and idle time.
const SERVERS: &[Tool] = &[Tool::Serve, Tool::Server];
/// The lobby's server alone: its records.
const SERVER: &[Tool] = &[Tool::Server];
/// The seed: of a game, a table, and the lobby's tables.
const SEEDED: &[Tool] = &[Tool::Play, Tool::Serve, Tool::Server];
/// The save folder: of a game, a table, the lobby's tables, the slot a review names, and the
/// records at home beside a game's saves.
const SAVING: &[Tool] = &[Tool::Play, Tool::Serve, Tool::Server, Tool::Review, Tool::History, Tool::Record];
/// Flags of both a local game and a table: how the game begins, and its language.
const GAME: &[Tool] = &[Tool::Play, Tool::Serve];
const JOIN: &[Tool] = &[Tool::Join];
/// `--color`: of every tool that draws the board.
const DRAWING: &[Tool] = &[Tool::Play, Tool::Join, Tool::Review];
/// The variants: of a new game, and of every game of a tournament.
const VARIANTS: &[Tool] = &[Tool::Play, Tool::Serve, Tool::Simulate];
/// Flags of every tool: they may be typed before a command's word or after it.
const EVERY: &[Tool] = &Tool::ALL;

/// Every flag of the program, in the order the help lists them.
pub const FLAGS: &[Flag] = &[
    value(FlagId::Seed, SEEDED, "seed", ValueName::Number),
    value(FlagId::Players, PLAY, "players", ValueName::Seats),
    value(FlagId::TablePlayers, SERVE, "players", ValueName::Seats),
    Flag {
        conflicts: &[FlagId::Seed, FlagId::Players, FlagId::Quick, FlagId::Hidden, FlagId::Market],
        ..value(FlagId::Position, GAME, "position", ValueName::File)
    },
    Flag {
        conflicts: &[
            FlagId::Seed,
            FlagId::Players,
            FlagId::Quick,
            FlagId::Hidden,
            FlagId::Market,
            FlagId::Position,
        ],
        ..value(FlagId::Load, GAME, "load", ValueName::Name)
    },
    Flag {
        conflicts: &[
            FlagId::Seed,
            FlagId::Players,
            FlagId::Quick,
            FlagId::Hidden,
            FlagId::Market,
            FlagId::Position,
            FlagId::Load,
            FlagId::Script,
        ],
        ..switch(FlagId::Continue, GAME, "continue")
    },
    Flag { default: Some(DEFAULT_SAVE_DIR), ..value(FlagId::SaveDir, SAVING, "save-dir", ValueName::Folder) },
    value(FlagId::Script, PLAY, "script", ValueName::File),
    value(FlagId::Record, PLAY, "record", ValueName::File),
    switch(FlagId::NoRecords, PLAY, "no-records"),
    Flag { conflicts: &[FlagId::Watch], ..value(FlagId::Code, JOIN, "code", ValueName::Code) },
    switch(FlagId::Watch, JOIN, "watch"),
    Flag {
        conflicts: &[FlagId::Code, FlagId::Watch],
        ..value(FlagId::Name, JOIN, "name", ValueName::Person)
    },
    Flag { default: Some("auto"), ..value(FlagId::Color, DRAWING, "color", ValueName::When) },
    switch(FlagId::Quick, VARIANTS, "quick"),
    switch(FlagId::Hidden, VARIANTS, "hidden"),
    switch(FlagId::Market, VARIANTS, "market"),
    value(FlagId::Lang, EVERY, "lang", ValueName::Language),
    Flag { default: Some("127.0.0.1:7341"), ..value(FlagId::Bind, SERVERS, "bind", ValueName::Address) },
    value(FlagId::Journal, SERVE, "journal", ValueName::File),
    value(FlagId::StandIn, SERVERS, "stand-in", ValueName::Level),
    value(FlagId::TurnTimeout, SERVERS, "turn-timeout", ValueName::Time),
    Flag { default: Some("24h"), ..value(FlagId::IdleTimeout, SERVERS, "idle-timeout", ValueName::Time) },
    value(FlagId::Db, SERVER, "db", ValueName::File),
    Flag { default: Some("100"), ..value(FlagId::Games, SIMULATE, "games", ValueName::Number) },
    Flag {
        default: Some("tourist,tourist,tourist,tourist"),
        ..value(FlagId::Levels, SIMULATE, "players", ValueName::Levels)
    },
    Flag { default: Some("1"), ..value(FlagId::FirstSeed, SIMULATE, "seed", ValueName::Number) },
    value(FlagId::Threads, SIMULATE, "threads", ValueName::Number),
    Flag { conflicts: &[FlagId::TimeHints], ..switch(FlagId::TimeDecisions, SIMULATE, "time-decisions") },
    switch(FlagId::TimeHints, SIMULATE, "time-hints"),
    Flag {
        conflicts: &[
            FlagId::Kill,
            FlagId::Games,
            FlagId::Levels,
            FlagId::Threads,
            FlagId::TimeDecisions,
            FlagId::TimeHints,
        ],
        ..value(FlagId::Tables, SIMULATE, "tables", ValueName::Number)
    },
    Flag {
        conflicts: &[FlagId::Levels, FlagId::Threads, FlagId::TimeDecisions, FlagId::TimeHints],
        ..value(FlagId::Kill, SIMULATE, "kill", ValueName::Killed)
    },
    Flag {
        conflicts: &[
            FlagId::Tables,
            FlagId::Kill,
            FlagId::Games,
            FlagId::Levels,
            FlagId::Threads,
            FlagId::TimeDecisions,
            FlagId::TimeHints,
            FlagId::Think,
        ],
        ..value(FlagId::Lobby, SIMULATE, "lobby", ValueName::Number)
    },
    Flag {
        conflicts: &[FlagId::Tables, FlagId::Kill],
        ..value(FlagId::Pace, SIMULATE, "pace", ValueName::Pace)
    },
    Flag { default: Some("600"), ..value(FlagId::Deadline, SIMULATE, "deadline", ValueName::Number) },
    Flag { default: Some("0"), ..value(FlagId::Think, SIMULATE, "think", ValueName::Number) },
    Flag { short: Some('h'), ..switch(FlagId::Help, EVERY, "help") },
    Flag { short: Some('V'), ..switch(FlagId::Version, EVERY, "version") },
];

/// A flag that takes a value.
const fn value(id: FlagId, tools: &'static [Tool], long: &'static str, name: ValueName) -> Flag {
    Flag { value: Some(name), ..switch(id, tools, long) }
}

/// A switch: a flag that takes no value.
const fn switch(id: FlagId, tools: &'static [Tool], long: &'static str) -> Flag {
    Flag { id, tools, long, short: None, value: None, default: None, conflicts: &[] }
}

/// The flag of an id.
pub fn flag(id: FlagId) -> &'static Flag {
    FLAGS.iter().find(|flag| flag.id == id).expect("every flag id has a row in FLAGS")
}

/// How long a table waits for a seat away at its decision when `--stand-in` is given alone.
pub const STAND_IN_AFTER: Duration = Duration::from_secs(120);

/// The values of `--color`.
pub const COLORS: [&str; 3] = ["auto", "always", "never"];

/// The values of `--kill`: a client's connection, or the server's process.
pub const KILLED: [&str; 2] = ["client", "server"];

/// The values of `--pace`: at once, or as a person (1 to 3 seconds a decision).
pub const PACES: [&str; 2] = ["now", "person"];

/// How many games `--kill server` plays without `--games`: each starts server processes, so
/// fewer than the other runs' 100.
pub const SERVER_KILLS: u64 = 50;

/// Why the flags were refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FlagError {
    /// An argument that is no flag (`--colour`).
    Unknown {
        /// The argument as typed.
        arg: String,
        /// The flag it may mean (`--color`).
        similar: Option<String>,
    },
    /// A word that is no command (`bauloewe simulat`).
    UnknownCommand {
        /// The word as typed.
        word: String,
        /// The command it may mean (`simulate`).
        similar: Option<String>,
    },
    /// A flag without its value (`--seed` at the end).
    NoValue {
        /// The flag (`--seed`).
        flag: String,
    },
    /// A switch given a value (`--quick=yes`).
    UnwantedValue {
        /// The switch (`--quick`).
        flag: String,
        /// The value it was given.
        value: String,
    },
    /// A flag given twice (`--seed 1 --seed 2`).
    Twice {
        /// The flag (`--seed`).
        flag: String,
    },
    /// A flag of the program typed for a command that takes no flag of its name
    /// (`serve --color never`, `--script x join`).
    NotFor {
        /// The flag (`--color`).
        flag: String,
        /// The command's word (`serve`).
        command: String,
    },
    /// Two flags that do not go together (`--seed 7 --load monday`).
    Together {
        /// One of the two (`--seed`).
        flag: String,
        /// The other (`--load`).
        other: String,
    },
    /// A value its flag cannot take.
    Value {
        /// The flag (`--seed`).
        flag: String,
        /// The value as typed.
        value: String,
        /// What is wrong with it.
        problem: ValueProblem,
    },
    /// `join` without the table's address.
    NoAddress,
    /// `review` without the save to look at.
    NoFile,
    /// `record` without the number of a game.
    NoGameNumber,
    /// Arguments clap refused in a way no flag of this program can cause.
    Unreadable,
}

/// What is wrong with a flag's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueProblem {
    /// Not a whole number from `min` to `max`.
    Number {
        /// The least number the flag takes.
        min: u64,
        /// The greatest, if the flag has a bound below the largest number there is.
        max: Option<u64>,
    },
    /// None of these words.
    NotOneOf(Vec<String>),
    /// No computer level's word in any language (the language names its own).
    NotALevel,
    /// Not a seat list.
    Seats(SeatListError),
    /// Not text (not UTF-8).
    NotText,
    /// Not a span of time of at least a second (`90s`, `2m`, `1h`).
    Time,
    /// Not an address of the form `ADDR:PORT` (`127.0.0.1:7341`).
    Address,
}
