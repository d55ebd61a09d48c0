//! Who decides for a seat: a person, or a computer player of some level ([`PlayerKind`]).
//!
//! The rules know players only by seat and name. Which seats a computer plays, and at which
//! level, is written down with the game (seat lists say `Ann,Bob:broker`, position files
//! `Ann human, Bob broker`), so the kind belongs to the notation; `crate::ai` picks the
//! computer player for it.

use std::fmt;
use std::str::FromStr;

/// Who makes a seat's decisions: a person, or a computer player of some level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayerKind {
    /// A person at the keyboard.
    Human,
    /// A computer player that picks a random legal action.
    Tourist,
    /// A fast heuristic computer player.
    Broker,
    /// A searching computer player.
    Tycoon,
}

impl PlayerKind {
    /// Every kind, in the order help texts list them.
    pub const ALL: [PlayerKind; 4] =
        [PlayerKind::Human, PlayerKind::Tourist, PlayerKind::Broker, PlayerKind::Tycoon];

    /// The word that names the kind in flags, seat lists and position files.
    pub fn word(self) -> &'static str {
        match self {
            PlayerKind::Human => "human",
            PlayerKind::Tourist => "tourist",
            PlayerKind::Broker => "broker",
            PlayerKind::Tycoon => "tycoon",
        }
    }

    /// Whether a computer makes this seat's decisions.
    pub fn is_computer(self) -> bool {
        self != PlayerKind::Human
    }
}

impl fmt::Display for PlayerKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.word())
    }
}

/// Why a word names no kind of player (the word, quoted).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownKind(pub String);

/// For developers (a log, a failed test): the error as `Debug` writes it. A person reads the
/// language's words instead (`FileWords`, in `crate::words`).
impl fmt::Display for UnknownKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for UnknownKind {}

impl FromStr for PlayerKind {
    type Err = UnknownKind;

    /// The kind's word, in any case.
    ///
    /// ```
    /// use bauloewe::notation::PlayerKind;
    /// assert_eq!("Broker".parse(), Ok(PlayerKind::Broker));
    /// assert!("robot".parse::<PlayerKind>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<PlayerKind, UnknownKind> {
        let known = PlayerKind::ALL.into_iter().find(|k| k.word().eq_ignore_ascii_case(text));
        known.ok_or_else(|| UnknownKind(super::text::quote(text)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r6_every_kind_round_trips_through_its_word() {
        for kind in PlayerKind::ALL {
            assert_eq!(kind.word().parse(), Ok(kind));
            assert_eq!(kind.to_string().to_uppercase().parse(), Ok(kind));
        }
        assert_eq!("robot".parse::<PlayerKind>(), Err(UnknownKind("robot".to_string())));
    }
}
