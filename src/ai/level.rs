//! Levels as written in a player list: `tourist`, `broker`, `tycoon`, or `tycoon:N` for a
//! tycoon spending `N` playouts on each decision ([`parse_level`]).

use std::fmt;

use crate::notation::text::quote;
use crate::notation::{PlayerKind, UnknownKind};

/// Reads a level as written in a player list: `tourist`, `broker`, `tycoon`, or `tycoon:N`
/// for a tycoon spending `N` playouts on each decision.
///
/// ```
/// use bauloewe::ai::parse_level;
/// use bauloewe::notation::PlayerKind;
/// assert_eq!(parse_level("broker"), Ok((PlayerKind::Broker, None)));
/// assert_eq!(parse_level("tycoon:500"), Ok((PlayerKind::Tycoon, Some(500))));
/// assert!(parse_level("tycoon:lots").is_err());
/// ```
pub fn parse_level(text: &str) -> Result<(PlayerKind, Option<u32>), LevelError> {
    let (word, effort) = match text.split_once(':') {
        Some((word, effort)) => (word, Some(effort)),
        None => (text, None),
    };
    let kind: PlayerKind = word.trim().parse().map_err(LevelError::Kind)?;
    let Some(effort) = effort else { return Ok((kind, None)) };
    if kind != PlayerKind::Tycoon {
        return Err(LevelError::EffortOf(kind));
    }
    match effort.trim().parse::<u32>() {
        Ok(playouts) if playouts > 0 => Ok((kind, Some(playouts))),
        _ => Err(LevelError::Effort(quote(effort.trim()))),
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
/// console's words instead (`FileWords` in its `words`).
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
        assert_eq!(parse_level("Tycoon"), Ok((PlayerKind::Tycoon, None)));
        assert_eq!(parse_level("tycoon:40"), Ok((PlayerKind::Tycoon, Some(40))));
        assert_eq!(parse_level("broker:40"), Err(LevelError::EffortOf(PlayerKind::Broker)));
        assert_eq!(parse_level("tycoon:0"), Err(LevelError::Effort("0".to_string())));
        assert!(matches!(parse_level("banker"), Err(LevelError::Kind(_))));
    }
}
