//! The flags of the tools that meet over the network: `bauloewe serve` (a table),
//! `bauloewe server` (a lobby) and `bauloewe join HOST:PORT`. Read as every tool's flags are
//! (see the parent module); their own are the stand-in for a seat away, spans of time and
//! addresses, and the word HOST:PORT of `join`.

use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

use clap::parser::ValueSource;
use clap::{Arg, Command};

use super::{Given, StartFlags, args, number, on, one_of, parse_time, path, refused, text};
use crate::flags::{COLORS, FlagError, FlagId, STAND_IN_AFTER, Tool, ValueProblem, flag};
use crate::notation::PlayerKind;
use crate::words::Lang;

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

/// clap's name for the address `join` takes.
const JOIN_ADDRESS: &str = "address";

impl ServeFlags {
    /// The flags of `serve` from what clap split.
    pub(super) fn read(given: Given) -> Result<ServeFlags, FlagError> {
        let stand_in = stand_in_after(given)?;
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
    pub(super) fn read(given: Given) -> Result<ServerFlags, FlagError> {
        let stand_in = stand_in_after(given)?;
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
    /// The flags of `join` from what clap split (its defaults as for a game's).
    pub(super) fn read(given: Given) -> Result<JoinFlags, FlagError> {
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

/// The clap command of `serve`: its flags.
pub(super) fn serve_command() -> Command {
    Command::new("serve").disable_help_flag(true).args(args(Tool::Serve))
}

/// The clap command of `server`: its flags.
pub(super) fn server_command() -> Command {
    Command::new("server").disable_help_flag(true).args(args(Tool::Server))
}

/// The clap command of `join`: its flags and the word HOST:PORT. The address is read as the
/// flags are: its absence is a `FlagError` of its own.
pub(super) fn join_command() -> Command {
    let address = Arg::new(JOIN_ADDRESS).value_parser(clap::value_parser!(OsString));
    Command::new("join").disable_help_flag(true).args(args(Tool::Join)).arg(address)
}

/// `--stand-in` and `--turn-timeout` of `serve` and `server`: either flag asks for stand-ins,
/// and the other has its default then.
fn stand_in_after(given: Given) -> Result<Option<(PlayerKind, Duration)>, FlagError> {
    let kind = stand_in(given)?;
    let after = time(given, FlagId::TurnTimeout)?;
    Ok((kind.is_some() || after.is_some())
        .then(|| (kind.unwrap_or(PlayerKind::Broker), after.unwrap_or(STAND_IN_AFTER))))
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
