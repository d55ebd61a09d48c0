//! How a game begins: from an [`Origin`] (a new deal or a position file, as the game's record
//! keeps it) or from a save slot ([`Beginning`]), settled from what the flags and a script's
//! header say ([`ScriptStart`] each: a partial description, any part of which may be missing).
//!
//! A recorded script names the game it was recorded in, so that it replays on its own. Flags
//! may repeat what its header says, but never contradict it: a script must not replay in
//! another game than its own.

use std::fmt;

use crate::notation::SeatList;
use crate::record::Origin;
use crate::rules::Options;

use super::script::ScriptStart;
use crate::record::ReplayError;
use crate::save::SlotError;

/// How a game begins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Beginning {
    /// A game from its origin (a new deal, or a position file).
    Origin {
        /// The origin, as the game's record keeps it.
        origin: Origin,
        /// Where a position came from, for the game's first line.
        label: Option<Source>,
    },
    /// The game saved in a slot.
    Load(String),
}

/// Where a position came from, named in the game's first line and in a refusal of it: the
/// words say it (`the script`, German `dem Skript`), so this is a value, not a name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// A position file, by the name it was given (`market.pos`).
    File(String),
    /// The position in a script's own header line, which names no file.
    Script,
}

/// Why the flags and a script's header do not describe one beginning.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BeginningError {
    /// A flag disagrees with the header line `# KEY:`.
    Disagrees {
        /// The header line's key.
        key: &'static str,
    },
    /// A new deal needs a seed, and none could be had (what the system said).
    NoSeed(String),
}

/// For developers (a log, a failed test): the error as `Debug` writes it. A person reads the
/// language's words instead (`FileWords`, in `crate::words`).
impl fmt::Display for BeginningError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for BeginningError {}

impl Beginning {
    /// The beginning that the flags and a script's header describe together; where both are
    /// silent about a new game's seed, `new_seed` is asked for one. Without a header and flags, the
    /// game is a new deal with the default seats.
    ///
    /// ```
    /// use bauloewe::record::Origin;
    /// use bauloewe::save::{Beginning, BeginningError, ScriptStart};
    /// let header = ScriptStart { seed: Some(42), ..Default::default() };
    /// let flags = ScriptStart { seed: Some(7), ..Default::default() };
    /// let error = Beginning::settle(flags, header.clone(), || Ok(1)).unwrap_err();
    /// assert_eq!(error, BeginningError::Disagrees { key: "seed" });
    /// let settled = Beginning::settle(ScriptStart::default(), header, || Ok(1))?;
    /// let Beginning::Origin { origin: Origin::New { seed, .. }, .. } = settled else {
    ///     panic!("a seed makes a new deal")
    /// };
    /// assert_eq!(seed, 42);
    /// # Ok::<(), BeginningError>(())
    /// ```
    pub fn settle(
        flags: ScriptStart,
        header: ScriptStart,
        new_seed: impl FnOnce() -> Result<u64, String>,
    ) -> Result<Beginning, BeginningError> {
        let new_flags = flags.says_new_game();
        let new_header = header.says_new_game();
        if let Some(name) = header.load {
            let same_slot = flags.load.as_ref().is_none_or(|l| *l == name);
            agree(flags.position.is_none() && !new_flags && same_slot, "load")?;
            return Ok(Beginning::Load(name));
        }
        if let Some(text) = header.position {
            agree(flags.position.is_none() && !new_flags && flags.load.is_none(), "position")?;
            let label = header.label.map_or(Source::Script, Source::File);
            return Ok(Beginning::position(text, label));
        }
        if let Some(name) = flags.load {
            agree(!new_header, "seed")?;
            return Ok(Beginning::Load(name));
        }
        if let Some(text) = flags.position {
            agree(!new_header, "seed")?;
            return Ok(Beginning::position(text, Source::File(flags.label.unwrap_or_default())));
        }
        new_deal(flags, header, new_seed)
    }

    /// The game of a position file, labelled with where it came from.
    fn position(text: String, label: Source) -> Beginning {
        Beginning::Origin { origin: Origin::Position(text), label: Some(label) }
    }

    /// What a script header says to begin this way again.
    pub fn script_start(&self) -> ScriptStart {
        match self {
            Beginning::Origin { origin: Origin::New { seed, seats, options }, .. } => ScriptStart {
                seed: Some(*seed),
                players: Some(SeatList(seats.clone())),
                options: *options,
                ..Default::default()
            },
            Beginning::Origin { origin: Origin::Position(text), label } => {
                let label = match label {
                    Some(Source::File(name)) => Some(name.clone()),
                    Some(Source::Script) | None => None,
                };
                ScriptStart { position: Some(text.clone()), label, ..Default::default() }
            }
            Beginning::Load(name) => ScriptStart { load: Some(name.clone()), ..Default::default() },
        }
    }
}

/// A new deal from the flags and the header, which must agree where both speak.
fn new_deal(
    flags: ScriptStart,
    header: ScriptStart,
    new_seed: impl FnOnce() -> Result<u64, String>,
) -> Result<Beginning, BeginningError> {
    agree(flags.seed.is_none() || header.seed.is_none() || flags.seed == header.seed, "seed")?;
    agree(flags.players.is_none() || header.players.is_none() || flags.players == header.players, "players")?;
    let no_options = Options::default();
    agree(
        flags.options == no_options || header.seed.is_none() || header.options == flags.options,
        "options",
    )?;
    let seed = match flags.seed.or(header.seed) {
        Some(seed) => seed,
        None => new_seed().map_err(BeginningError::NoSeed)?,
    };
    let seats = flags.players.or(header.players).unwrap_or_else(SeatList::default_seats).0;
    let options = if flags.options == no_options { header.options } else { flags.options };
    Ok(Beginning::Origin { origin: Origin::New { seats, seed, options }, label: None })
}

/// Refuses flags that disagree with the script's header line `key`.
fn agree(agrees: bool, key: &'static str) -> Result<(), BeginningError> {
    if agrees { Ok(()) } else { Err(BeginningError::Disagrees { key }) }
}

/// Why a game could not be opened: data, worded by `lang.open_error(&error)`.
#[derive(Debug)]
pub enum OpenError {
    /// A new deal's seats, or a position file (named by its label), are not valid.
    Start {
        /// Where a position came from; `None` for a new deal.
        label: Option<Source>,
        /// What was wrong.
        error: ReplayError,
    },
    /// The save slot does not load.
    Load(SlotError),
}

/// For developers (a log, a failed test): the error as `Debug` writes it. A person reads
/// `FileWords::open_error` (in `crate::words`) instead.
impl fmt::Display for OpenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for OpenError {}

#[cfg(test)]
mod tests {
    use super::*;

    fn header_of(beginning: &Beginning) -> ScriptStart {
        beginning.script_start()
    }

    #[test]
    fn a_recorded_beginning_settles_to_itself_without_flags() {
        let seats = "Ann,Bob:tycoon".parse::<SeatList>().unwrap().0;
        let new = Origin::New { seats, seed: 5, options: Options { quick: true, ..Options::default() } };
        for beginning in [
            Beginning::Origin { origin: new, label: None },
            Beginning::position("# bauloewe position 1\n".to_string(), Source::File("x.pos".to_string())),
            Beginning::Load("monday".to_string()),
        ] {
            let settled = Beginning::settle(ScriptStart::default(), header_of(&beginning), || Ok(0));
            assert_eq!(settled, Ok(beginning));
        }
    }

    #[test]
    fn flags_that_repeat_the_header_are_accepted_and_others_refused() {
        let header = ScriptStart { load: Some("monday".to_string()), ..Default::default() };
        let same = ScriptStart { load: Some("monday".to_string()), ..Default::default() };
        assert_eq!(
            Beginning::settle(same, header.clone(), || Ok(0)),
            Ok(Beginning::Load("monday".to_string()))
        );
        let seed = ScriptStart { seed: Some(3), ..Default::default() };
        assert_eq!(Beginning::settle(seed, header, || Ok(0)), Err(BeginningError::Disagrees { key: "load" }));
    }

    #[test]
    fn without_a_seed_the_new_seed_is_asked_for() {
        let settled = Beginning::settle(ScriptStart::default(), ScriptStart::default(), || Ok(99));
        let Ok(Beginning::Origin { origin: Origin::New { seed, seats, options }, label: None }) = settled
        else {
            panic!("no flags and no header make a new deal");
        };
        assert_eq!((seed, seats, options), (99, SeatList::default_seats().0, Options::default()));
    }
}
