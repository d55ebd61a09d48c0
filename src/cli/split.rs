//! clap splits the arguments; what it split is refused here, from the table [`FLAGS`], in the
//! order clap reads the arguments.
//!
//! clap is built to take more than the program does (`super::command`): every flag as often as
//! it is typed, a flag without its value (handed over as [`NO_VALUE`]), a switch with one
//! (`--quick=yes`), and any flags together. Each of those refusals is decided here, with the
//! flag's row of the table in hand, and the language words it from the [`FlagError`]. clap
//! refuses only what it cannot place, an unknown flag (`--colour`) or command (`simulat`): that
//! refusal is read from the error's kind and the words typed.
//!
//! A command line with two mistakes is refused for the one clap noticed first when it refused
//! them all itself, so the order is clap's:
//! - clap reads the arguments from left to right, but takes a flag's value in only when it meets
//!   the next flag or word (`--seed` may be followed by its value or not): a flag typed twice or
//!   without its value is noticed then, unless its value was typed with it (`--seed=7`);
//! - a switch given a value is refused at once, before the flag that waits is taken in, and so
//!   is an argument clap cannot place (`--seed 1 --seed 2 --colour` is refused for `--colour`,
//!   `--seed 1 --seed 2 --quick --colour` for `--seed`);
//! - a command after the program's flags (`simulate`) is read whole, its flags that do not go
//!   together too, before the flag that waits in front of it is taken in;
//! - flags that do not go together are noticed when the rest is read;
//! - last, the program's flags typed before a command's word are taken as the command's
//!   (`--lang de simulate` is `simulate --lang de`): one the command takes none of is refused
//!   for it, one typed on both sides is typed twice, and both sides' flags must go together.
//!
//! A command's flags that are the program's but not the command's (`serve --color`) are split
//! too, and refused when read saying that the command does not take them ([`FlagError::NotFor`]).
//!
//! Why follow clap's order at all: a refusal is a line people and scripts read, and it must not
//! change because the program now names the flag itself instead of cutting it out of clap's
//! text. The tests at the end of this file pin each rule of the order.

use std::ffi::{OsStr, OsString};

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::parser::ValueSource;
use clap::{Arg, ArgMatches, Command};

use crate::flags::{COMMANDS, FLAGS, Flag, FlagError, Tool};

/// What clap hands over for a flag typed without a value: a NUL, which no argument of a program
/// can hold (the system hands them over as C strings).
pub(super) const NO_VALUE: &str = "\0";

/// The arguments (the program's name first) as `command` splits them, or the first refusal in
/// the order clap reads them.
pub(super) fn split(command: Command, args: &[OsString]) -> Result<ArgMatches, FlagError> {
    let error = match command.clone().try_get_matches_from(args) {
        Ok(matches) => return refuse(&command, &matches, args, Reading::Whole).map(|()| matches),
        Err(error) => error,
    };
    // What clap read before the argument it cannot place may have been refused before it.
    if let Ok(read) = command.clone().ignore_errors(true).try_get_matches_from(args) {
        refuse(&command, &read, args, Reading::Stopped)?;
    }
    Err(refusal_of_clap(&error))
}

/// Whether clap read every argument, or stopped at one it cannot place.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reading {
    /// Every argument was placed: what waited is taken in, and the flags are checked together.
    Whole,
    /// clap stopped at an argument it cannot place, and refuses it.
    Stopped,
}

/// One argument clap placed, a flag as typed or a word (`join`'s address), where clap read it.
struct Typed {
    /// The flag's row, or `None` for a word.
    flag: Option<&'static Flag>,
    /// The value typed, or `None` for a flag typed without one.
    value: Option<OsString>,
    /// Whether the value was typed in the flag's argument (`--seed=7`), not after it.
    joined: bool,
    /// clap's count when it took the argument in: the order it read them in.
    at: usize,
    /// The tool of its level. A flag of the program typed after the word of a command that
    /// takes none of its name (`serve --color`) is split too, to be refused saying so.
    tool: Tool,
}

/// The first refusal of what clap placed, in the order it read it: the program's flags and
/// those of the command after them, each level as [`read_level`] reads it.
fn refuse(
    command: &Command,
    matches: &ArgMatches,
    args: &[OsString],
    reading: Reading,
) -> Result<(), FlagError> {
    let mut levels = vec![typed(command, matches, Tool::Play)];
    let mut after = None;
    if let Some((name, inner)) = matches.subcommand() {
        let tool = COMMANDS.iter().find(|(_, word)| *word == name).map(|(tool, _)| *tool);
        if let (Some(tool), Some(sub)) = (tool, command.find_subcommand(name)) {
            levels.push(typed(sub, inner, tool));
            after = Some(tool);
        }
    }
    mark_joined(&mut levels, args);
    read_levels(&levels, reading)?;
    match (reading, after, levels.as_slice()) {
        (Reading::Whole, Some(tool), [before, after]) => across(tool, before, after),
        _ => Ok(()),
    }
}

/// The program's flags typed before a command's word (`--lang de simulate`) are the command's:
/// each is refused if the command takes no flag of its name, or is typed after the word too,
/// and then the flags of both sides are checked together (`--seed 1 serve --load x`). This is
/// noticed when every argument has been read, as clap notices flags that do not go together.
fn across(tool: Tool, before: &[Typed], after: &[Typed]) -> Result<(), FlagError> {
    let mut both = Vec::new();
    for typed in before {
        let Some(flag) = typed.flag else { continue };
        let Some(own) = FLAGS.iter().find(|own| own.tools.contains(&tool) && own.long == flag.long) else {
            return Err(not_for(flag, tool));
        };
        if after.iter().any(|typed| typed.flag.is_some_and(|other| other.id == own.id)) {
            return Err(FlagError::Twice { flag: dashed(own) });
        }
        both.push(own);
    }
    both.extend(after.iter().filter_map(|typed| typed.flag));
    together(both)
}

/// The refusal of a flag typed for a command that takes none of its name (`serve --color`).
fn not_for(flag: &Flag, tool: Tool) -> FlagError {
    let command = COMMANDS.iter().find(|(one, _)| *one == tool).map_or("", |(_, word)| word);
    FlagError::NotFor { flag: dashed(flag), command: command.to_string() }
}

/// Reads the levels as clap does: a level's flags, then the level after them read whole, then
/// (if clap read every argument) the level's flag that waited and its flags that do not go
/// together.
fn read_levels(levels: &[Vec<Typed>], reading: Reading) -> Result<(), FlagError> {
    let Some((typed, inner)) = levels.split_first() else { return Ok(()) };
    let waiting = read_level(typed)?;
    read_levels(inner, reading)?;
    if reading == Reading::Whole {
        if let Some(at) = waiting {
            take_in(typed, at)?;
        }
        together(typed.iter().filter_map(|typed| typed.flag))?;
    }
    Ok(())
}

/// Reads one level's arguments in clap's order, refusing what clap noticed as it read; answers
/// the flag whose value clap had not taken in when the arguments ran out.
fn read_level(typed: &[Typed]) -> Result<Option<usize>, FlagError> {
    let mut waiting = None;
    for (at, this) in typed.iter().enumerate() {
        if let Some(flag) = this.flag.filter(|flag| !flag.tools.contains(&this.tool)) {
            return Err(not_for(flag, this.tool));
        }
        if let (Some(flag), Some(value)) = (this.flag, &this.value)
            && flag.value.is_none()
        {
            let value = value.to_string_lossy().into_owned();
            return Err(FlagError::UnwantedValue { flag: dashed(flag), value });
        }
        if let Some(before) = waiting.take() {
            take_in(typed, before)?;
        }
        match this.flag {
            Some(flag) if flag.value.is_some() && !this.joined => waiting = Some(at),
            Some(_) => take_in(typed, at)?,
            None => {}
        }
    }
    Ok(waiting)
}

/// The refusal of the flag `typed[at]` when clap takes it in: it has no value, or was typed before.
fn take_in(typed: &[Typed], at: usize) -> Result<(), FlagError> {
    let Some(flag) = typed[at].flag else { return Ok(()) };
    if flag.value.is_some() && typed[at].value.is_none() {
        return Err(FlagError::NoValue { flag: dashed(flag) });
    }
    if typed[..at].iter().any(|before| before.flag.is_some_and(|other| other.id == flag.id)) {
        return Err(FlagError::Twice { flag: dashed(flag) });
    }
    Ok(())
}

/// Two flags typed that do not go together, named as clap named them: the first typed that has
/// one it does not go with, and the first typed of those.
fn together<'a>(typed: impl IntoIterator<Item = &'a Flag>) -> Result<(), FlagError> {
    let mut flags: Vec<&Flag> = Vec::new();
    for flag in typed {
        if !flags.iter().any(|seen| seen.id == flag.id) {
            flags.push(flag);
        }
    }
    let clash =
        |one: &Flag, other: &Flag| one.conflicts.contains(&other.id) || other.conflicts.contains(&one.id);
    for flag in &flags {
        if let Some(other) = flags.iter().find(|other| clash(flag, other)) {
            return Err(FlagError::Together { flag: dashed(flag), other: dashed(other) });
        }
    }
    Ok(())
}

/// What clap placed at one level (the program, or the command after its flags), for `tool`,
/// in the order clap read it.
fn typed(command: &Command, matches: &ArgMatches, tool: Tool) -> Vec<Typed> {
    let mut typed = Vec::new();
    for arg in command.get_arguments() {
        let id = arg.get_id().as_str();
        // A flag's default is no argument typed.
        if matches.value_source(id) != Some(ValueSource::CommandLine) {
            continue;
        }
        let flag = row(tool, arg);
        let values = matches.get_raw(id).into_iter().flatten();
        let indices = matches.indices_of(id).into_iter().flatten();
        for (value, at) in values.zip(indices) {
            let value = (value != OsStr::new(NO_VALUE)).then(|| value.to_os_string());
            typed.push(Typed { flag, value, joined: false, at, tool });
        }
    }
    typed.sort_by_key(|typed| typed.at);
    typed
}

/// The row of the table of a clap argument of `tool`, or `None` for a word (`join`'s address).
/// A flag of the program that `tool` does not take is the program's row.
fn row(tool: Tool, arg: &Arg) -> Option<&'static Flag> {
    let named = |flag: &&Flag| {
        arg.get_long() == Some(flag.long) || (arg.get_short().is_some() && arg.get_short() == flag.short)
    };
    let of = |tool: Tool| FLAGS.iter().filter(move |flag| flag.tools.contains(&tool)).find(named);
    of(tool).or_else(|| of(Tool::Play))
}

/// Marks each value typed in its flag's argument (`--seed=7`). clap does not say which were, so
/// the arguments are looked at: the n-th time a flag with a value is typed (counted through
/// the levels in order) is the n-th argument that names it.
fn mark_joined(levels: &mut [Vec<Typed>], args: &[OsString]) {
    let mut seen: Vec<&str> = Vec::new();
    for typed in levels.iter_mut().flatten() {
        let Some(flag) = typed.flag.filter(|flag| flag.value.is_some()) else { continue };
        let nth = seen.iter().filter(|long| **long == flag.long).count();
        typed.joined = joined(args, flag.long).nth(nth).unwrap_or(false);
        seen.push(flag.long);
    }
}

/// For each argument that names `--long`, whether it holds the value too (`--long=…`). A flag
/// is never a value, and after a lone `--` no argument is a flag.
fn joined<'a>(args: &'a [OsString], long: &str) -> impl Iterator<Item = bool> + 'a {
    let name = format!("--{long}");
    let args = args.iter().skip(1).map(|arg| arg.as_encoded_bytes()).take_while(|arg| *arg != b"--");
    args.filter_map(move |arg| match arg.strip_prefix(name.as_bytes())? {
        [] => Some(false),
        [b'=', ..] => Some(true),
        _ => None,
    })
}

/// A flag as the refusals name it: `--seed`.
fn dashed(flag: &Flag) -> String {
    format!("--{}", flag.long)
}

/// clap's refusal of an argument it cannot place, from the error's kind and its words: the
/// argument as typed, and the name of a flag or command it may mean.
fn refusal_of_clap(error: &clap::Error) -> FlagError {
    let words = |kind| match error.get(kind) {
        Some(ContextValue::String(text)) => Some(text.clone()),
        Some(ContextValue::Strings(texts)) => Some(texts.join(", ")),
        _ => None,
    };
    match error.kind() {
        ErrorKind::UnknownArgument => FlagError::Unknown {
            arg: words(ContextKind::InvalidArg).unwrap_or_default(),
            similar: words(ContextKind::SuggestedArg),
        },
        ErrorKind::InvalidSubcommand => FlagError::UnknownCommand {
            word: words(ContextKind::InvalidSubcommand).unwrap_or_default(),
            similar: words(ContextKind::SuggestedSubcommand),
        },
        _ => FlagError::Unreadable,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::command;
    use crate::flags::flag;

    /// How `args` (after the program's name) are refused, if they are.
    fn refusal(args: &[&str]) -> Option<FlagError> {
        let args: Vec<OsString> =
            std::iter::once("bauloewe").chain(args.iter().copied()).map(OsString::from).collect();
        split(command(), &args).err()
    }

    fn twice(flag: &str) -> Option<FlagError> {
        Some(FlagError::Twice { flag: flag.to_string() })
    }

    fn together(flag: &str, other: &str) -> Option<FlagError> {
        Some(FlagError::Together { flag: flag.to_string(), other: other.to_string() })
    }

    #[test]
    fn every_refusal_names_the_flag_of_the_table() {
        for row in FLAGS.iter().filter(|row| row.tools.contains(&Tool::Play)) {
            let name = dashed(row);
            let refused = match row.value {
                Some(_) => FlagError::NoValue { flag: name.clone() },
                None => FlagError::UnwantedValue { flag: name.clone(), value: "x".to_string() },
            };
            let typed = if row.value.is_some() { name.clone() } else { format!("{name}=x") };
            assert_eq!(refusal(&[&typed]), Some(refused), "{typed}");
        }
        assert_eq!(refusal(&["-h", "--help"]), twice(&dashed(flag(crate::flags::FlagId::Help))));
    }

    #[test]
    fn a_flag_typed_twice_is_noticed_when_clap_takes_its_value_in() {
        assert_eq!(refusal(&["--seed", "1", "--seed", "2"]), twice("--seed"));
        // The second `--seed` waits for its value when clap meets `--colour` and stops.
        let colour = FlagError::Unknown { arg: "--colour".to_string(), similar: Some("--color".to_string()) };
        assert_eq!(refusal(&["--seed", "1", "--seed", "2", "--colour"]), Some(colour));
        assert_eq!(refusal(&["--seed", "1", "--seed", "2", "--quick", "--colour"]), twice("--seed"));
        assert_eq!(refusal(&["--seed", "1", "--seed=2", "--colour"]), twice("--seed"));
        // Without its value is noticed before the second time.
        assert_eq!(
            refusal(&["--load", "x", "--load"]),
            Some(FlagError::NoValue { flag: "--load".to_string() })
        );
    }

    #[test]
    fn a_switch_with_a_value_is_refused_before_the_flag_that_waits() {
        let quick = FlagError::UnwantedValue { flag: "--quick".to_string(), value: "yes".to_string() };
        assert_eq!(refusal(&["--seed", "1", "--seed", "2", "--quick=yes"]), Some(quick));
        assert_eq!(refusal(&["--seed", "1", "--seed=2", "--quick=yes"]), twice("--seed"));
        // A short name takes no value at all: `-h=yes` is `-h` and `-=`.
        let unknown = FlagError::Unknown { arg: "-=".to_string(), similar: None };
        assert_eq!(refusal(&["-h=yes"]), Some(unknown));
    }

    #[test]
    fn a_command_is_read_whole_before_the_flag_in_front_of_it() {
        let games = ["simulate", "--games", "1", "--games", "2"];
        assert_eq!(refusal(&[&["--seed", "1", "--seed", "2"][..], &games].concat()), twice("--games"));
        assert_eq!(refusal(&[&["--seed", "1", "--seed=2"][..], &games].concat()), twice("--seed"));
        let bogus = Some(FlagError::Unknown { arg: "--bogus".to_string(), similar: None });
        assert_eq!(refusal(&["--seed", "1", "--seed", "2", "simulate", "--bogus"]), bogus);
        assert_eq!(
            refusal(&["--seed", "1", "--seed", "2", "--quick", "simulate", "--bogus"]),
            twice("--seed")
        );
        let both = ["--seed", "1", "--load", "x", "simulate", "--tables", "2", "--kill", "client"];
        assert_eq!(refusal(&both), together("--tables", "--kill"));
        assert_eq!(refusal(&both[..5]), together("--seed", "--load"));
    }

    #[test]
    fn flags_that_do_not_go_together_are_named_in_the_order_typed() {
        assert_eq!(refusal(&["--seed", "7", "--load", "x"]), together("--seed", "--load"));
        assert_eq!(refusal(&["--load", "x", "--seed", "7"]), together("--load", "--seed"));
        // The first typed that has a flag it does not go with, and the first typed of those.
        assert_eq!(
            refusal(&["--seed", "1", "--position", "p", "--load", "x"]),
            together("--seed", "--position")
        );
        // A table's seats are another flag than a game's, which `--continue` does not go with.
        assert_eq!(refusal(&["serve", "--continue", "--players", "Ann,Bob"]), None);
    }

    fn not_for(flag: &str, command: &str) -> Option<FlagError> {
        Some(FlagError::NotFor { flag: flag.to_string(), command: command.to_string() })
    }

    #[test]
    fn a_flag_before_a_command_is_the_commands_or_refused_for_it() {
        // issue 42: `simulate --lang de` was an unexpected argument.
        for command in ["simulate", "serve", "help"] {
            assert_eq!(refusal(&[command, "--lang", "de"]), None, "{command}");
            assert_eq!(refusal(&["--lang", "de", command]), None, "{command}");
        }
        assert_eq!(refusal(&["join", "h:1", "--lang", "de"]), None);
        assert_eq!(refusal(&["--quick", "simulate"]), None);
        // A flag the command does not take is refused saying so, before or after its word.
        assert_eq!(refusal(&["serve", "--color", "never"]), not_for("--color", "serve"));
        assert_eq!(refusal(&["--color", "never", "serve"]), not_for("--color", "serve"));
        assert_eq!(refusal(&["--script", "x", "join", "h:1"]), not_for("--script", "join"));
        assert_eq!(refusal(&["join", "h:1", "--quick=yes"]), not_for("--quick", "join"));
        // A flag unknown to the program is still clap's refusal.
        let colour = FlagError::Unknown { arg: "--colour".to_string(), similar: Some("--color".to_string()) };
        assert_eq!(refusal(&["simulate", "--colour"]), Some(colour));
    }

    #[test]
    fn a_flag_before_a_command_and_after_it_is_typed_twice_or_together() {
        assert_eq!(refusal(&["--lang", "de", "serve", "--lang", "en"]), twice("--lang"));
        assert_eq!(refusal(&["--players", "Ann,Bob", "serve", "--players", "Cid,Dee"]), twice("--players"));
        assert_eq!(refusal(&["--seed", "1", "serve", "--load", "x"]), together("--seed", "--load"));
        assert_eq!(refusal(&["--quick", "serve", "--load", "x"]), together("--quick", "--load"));
    }
}
