//! Levels as written in a player list: `tourist`, `broker`, `tycoon`, or `tycoon:N` for a
//! tycoon spending `N` playouts on each decision, and `tycoon-flat` or `tycoon-tree` (with or
//! without `:N`) for a tycoon searching by a given [`Method`] ([`parse_level`]). Only
//! `simulate` reads the effort and the method; a position file names the kind alone.

use std::fmt;

use super::tycoon::Method;
use crate::notation::text::quote;
use crate::notation::{PlayerKind, UnknownKind};

/// What a player list says of a tycoon beyond its kind: its playouts per decision and how it
/// searches, each where given.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Effort {
    /// Playouts per decision (`tycoon:N`).
    pub playouts: Option<u32>,
    /// The search (`tycoon-flat`, `tycoon-tree`).
    pub method: Option<Method>,
}

/// Reads a level as written in a player list: `tourist`, `broker`, `tycoon`, `tycoon:N` for a
/// tycoon spending `N` playouts on each decision, `tycoon-flat` or `tycoon-tree` for a tycoon
/// searching by that [`Method`], or both, like `tycoon-flat:4800`.
///
/// ```
/// use bauloewe::ai::level::Effort;
/// use bauloewe::ai::parse_level;
/// use bauloewe::ai::tycoon::Method;
/// use bauloewe::notation::PlayerKind;
/// assert_eq!(parse_level("broker"), Ok((PlayerKind::Broker, Effort::default())));
/// let (kind, effort) = parse_level("tycoon:500")?;
/// assert_eq!((kind, effort.playouts, effort.method), (PlayerKind::Tycoon, Some(500), None));
/// let flat = parse_level("tycoon-flat:500")?.1;
/// assert_eq!((flat.playouts, flat.method), (Some(500), Some(Method::Flat)));
/// assert!(parse_level("tycoon:lots").is_err());
/// # Ok::<(), bauloewe::ai::LevelError>(())
/// ```
pub fn parse_level(text: &str) -> Result<(PlayerKind, Effort), LevelError> {
    let (word, playouts) = match text.split_once(':') {
        Some((word, playouts)) => (word.trim(), Some(playouts)),
        None => (text.trim(), None),
    };
    let (kind, method) = kind_and_method(word)?;
    let Some(playouts) = playouts else { return Ok((kind, Effort { playouts: None, method })) };
    if kind != PlayerKind::Tycoon {
        return Err(LevelError::EffortOf(kind));
    }
    match playouts.trim().parse::<u32>() {
        Ok(playouts) if playouts > 0 => Ok((kind, Effort { playouts: Some(playouts), method })),
        _ => Err(LevelError::Effort(quote(playouts.trim()))),
    }
}

/// The kind of a level's word, and the method where it names one (`tycoon-flat`); any other
/// word with a dash is no kind.
fn kind_and_method(word: &str) -> Result<(PlayerKind, Option<Method>), LevelError> {
    let unknown = || LevelError::Kind(UnknownKind(quote(word)));
    match word.split_once('-') {
        Some((kind, method)) if kind.eq_ignore_ascii_case(PlayerKind::Tycoon.word()) => {
            let method = Method::ALL.into_iter().find(|m| m.word().eq_ignore_ascii_case(method));
            Ok((PlayerKind::Tycoon, Some(method.ok_or_else(unknown)?)))
        }
        Some(_) => Err(unknown()),
        None => Ok((word.parse().map_err(LevelError::Kind)?, None)),
    }
}

/// Why a level is not one (see [`parse_level`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LevelError {
    /// The word is no kind of player.
    Kind(UnknownKind),
    /// An effort was given to a level other than the tycoon.
    EffortOf(PlayerKind),
    /// The effort is not a number of playouts from 1 up (quoted).
    Effort(String),
}

/// For developers (a log, a failed test): the error as `Debug` writes it. A person reads the
/// language's words instead (`FileWords`, in `crate::words`).
impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for LevelError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_parse_with_and_without_effort() {
        let given = |playouts, method| Effort { playouts, method };
        assert_eq!(parse_level("Tycoon"), Ok((PlayerKind::Tycoon, given(None, None))));
        assert_eq!(parse_level("tycoon:40"), Ok((PlayerKind::Tycoon, given(Some(40), None))));
        assert_eq!(parse_level("Tycoon-Tree"), Ok((PlayerKind::Tycoon, given(None, Some(Method::Tree)))));
        assert_eq!(
            parse_level("tycoon-flat:7"),
            Ok((PlayerKind::Tycoon, given(Some(7), Some(Method::Flat))))
        );
        assert!(matches!(parse_level("tycoon-deep"), Err(LevelError::Kind(_))));
        assert!(matches!(parse_level("broker-flat"), Err(LevelError::Kind(_))));
        assert_eq!(parse_level("broker:40"), Err(LevelError::EffortOf(PlayerKind::Broker)));
        assert_eq!(parse_level("tycoon:0"), Err(LevelError::Effort("0".to_string())));
        assert!(matches!(parse_level("banker"), Err(LevelError::Kind(_))));
    }
}
