//! Forwarders to the words of the rules' values, for the callers that still take a [`Lang`]
//! first: refusals ([`rule_error`], [`setup_error`]) and actions as the commands a player
//! types ([`command`], [`hint_commands`]). The words themselves live in
//! [`words`](crate::words) ([`RefusalWords`], [`CommandWords`]); new code asks the language
//! directly, `lang.rule_error(&error)`.
//!
//! The rules' types keep an English `Display` here, made from the same words, for developers
//! and tests; the console never shows it to a player.

use std::fmt;

use crate::command::{ChainWordError, CommandError};
use crate::rules::{Action, ChainSet, RuleError, SetupError};
use crate::session::PlayError;

#[cfg(doc)]
use crate::words::CommandWords;
use crate::words::Lang;
use crate::words::RefusalWords;
use crate::words::en::English;

/// An action as the command a player types for it: [`CommandWords::command`].
pub fn command(lang: Lang, action: Action) -> String {
    lang.command(action)
}

/// A hint's actions as the commands to type: [`CommandWords::hint_commands`].
pub fn hint_commands(lang: Lang, actions: &[Action]) -> String {
    lang.hint_commands(actions)
}

/// A [`SetupError`] in words: [`RefusalWords::setup_error`].
pub fn setup_error(lang: Lang, error: &SetupError) -> String {
    lang.setup_error(error)
}

/// A [`RuleError`] in words, with the rule it names: [`RefusalWords::rule_error`].
pub fn rule_error(lang: Lang, error: &RuleError) -> String {
    lang.rule_error(error)
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&English.play_error(self))
    }
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&English.command_error(self))
    }
}

impl fmt::Display for ChainWordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&English.chain_word_error(self))
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&English.setup_error(self))
    }
}

impl std::error::Error for SetupError {}

impl fmt::Display for ChainSet {
    /// The chain names joined with " and " (or ", " before the last).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&English.chain_list(*self))
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&English.rule_error(self))
    }
}

impl std::error::Error for RuleError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Chain, Hand, Tile};
    use crate::words::refusals::Who;

    fn hand(tiles: &[&str]) -> Hand {
        tiles.iter().fold(Hand::default(), |mut hand, name| {
            hand.insert(name.parse().unwrap());
            hand
        })
    }

    #[test]
    fn r10_1_a_refusal_names_the_hand_and_the_rule() {
        let error = RuleError::TileNotInHand { tile: "7E".parse().unwrap(), hand: hand(&["1A", "3C"]) };
        assert_eq!(error.to_string(), "7E is not in your hand: 1A 3C (R10.1)");
        assert_eq!(
            Lang::De.rule_error_of(&error, Who::Named("Ann")),
            "7E ist nicht in Anns Hand: 1A 3C (R10.1)"
        );
        assert_eq!(
            Lang::En.rule_error_of(&error, Who::Named("Ann")),
            "7E is not in Ann's hand: 1A 3C (R10.1)"
        );
    }

    #[test]
    fn typed_text_is_quoted_without_control_characters() {
        let error = "\u{1b}[31mX".parse::<Tile>().unwrap_err();
        assert_eq!(Lang::En.tile_error(&error), "'?[31mX' is not a tile: write column then row, 1A to 12I");
    }

    #[test]
    fn chain_sets_read_as_a_list() {
        let set: ChainSet = [Chain::Aurora, Chain::Zugvogel, Chain::Bergfried].into_iter().collect();
        assert_eq!(set.to_string(), "Zugvogel, Bergfried and Aurora");
        assert_eq!(ChainSet::EMPTY.to_string(), "no chain");
        assert_eq!(Lang::De.chain_choice(set), "Zugvogel, Bergfried oder Aurora");
    }
}
