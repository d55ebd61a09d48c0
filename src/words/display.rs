//! English `Display` for the errors of the rooms below the words (the rules, the parser, the
//! session), made from English's sentences, for developers, logs and tests; no room above
//! shows a `Display` to a player, it asks the language in use
//! (`lang.rule_error(&error)`).

use std::fmt;

use crate::command::{ChainWordError, CommandError};
use crate::rules::{ChainSet, RuleError, SetupError};
use crate::session::PlayError;

#[cfg(doc)]
use crate::words::CommandWords;
use crate::words::RefusalWords;
use crate::words::en::English;

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
    use crate::words::Lang;
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
