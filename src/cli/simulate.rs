//! The flags of `bauloewe simulate`: games of computer players against each other, or a
//! network benchmark ([`NetBench`]: tables under load, a lobby full of tables, games that
//! survive a fault). Read as every tool's flags are (see the parent module); its own are the
//! computer levels in any language's words and the choice of benchmark.

use clap::Command;
use clap::parser::ValueSource;

use super::{Given, args, number, on, one_of, text, variants};
use crate::flags::{FlagError, FlagId, KILLED, PACES, SERVER_KILLS, Tool, flag};
use crate::notation::PlayerKind;
use crate::rules::Options;
use crate::simulate::network::{Killed, Pace};
use crate::words::Lang;

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

impl SimulateFlags {
    /// The flags of `simulate` from what clap split (its defaults as for a game's).
    pub(super) fn read(given: Given) -> Result<SimulateFlags, FlagError> {
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

/// The clap command of `simulate`: its flags.
pub(super) fn command() -> Command {
    Command::new("simulate").disable_help_flag(true).args(args(Tool::Simulate))
}

/// `simulate`'s levels with each level in the notation's word, if it is a level's word in some
/// language (`makler,Magnat-flat:50` becomes `broker,tycoon-flat:50`); other items stay as
/// they are. A search method after a dash is a machine word, the same in every language.
pub(super) fn levels_in_notation(levels: &str) -> String {
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
