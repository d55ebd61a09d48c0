use crate::command::{ChainWordError, CommandError};
use crate::rules::tile::ParseTileError;
use crate::rules::{ChainSet, Decision, RuleError, SetupError};
use crate::session::PlayError;
use crate::session::waiting::{Need, NotNow, Waiting};
use crate::words::RefusalWords;
use crate::words::en::English;
use crate::words::pseudo::{Pseudo, wrap};
use crate::words::refusals::Who;

impl RefusalWords for Pseudo {
    fn rule_error(&self, error: &RuleError) -> String {
        wrap(English.rule_error(error))
    }

    fn rule_error_of(&self, error: &RuleError, who: Who) -> String {
        wrap(English.rule_error_of(error, who))
    }

    fn setup_error(&self, error: &SetupError) -> String {
        wrap(English.setup_error(error))
    }

    fn decision(&self, decision: &Decision) -> String {
        wrap(English.decision(decision))
    }

    /// A list of names, not a sentence: unwrapped.
    fn chain_list(&self, chains: ChainSet) -> String {
        English.chain_list(chains)
    }

    /// A list of names, not a sentence: unwrapped.
    fn chain_choice(&self, chains: ChainSet) -> String {
        English.chain_choice(chains)
    }

    fn command_error(&self, error: &CommandError) -> String {
        wrap(English.command_error(error))
    }

    fn tile_error(&self, error: &ParseTileError) -> String {
        wrap(English.tile_error(error))
    }

    fn chain_word_error(&self, error: &ChainWordError) -> String {
        wrap(English.chain_word_error(error))
    }

    fn play_error(&self, error: &PlayError) -> String {
        wrap(English.play_error(error))
    }

    fn not_now(&self, why: NotNow, need: &Need) -> String {
        wrap(English.not_now(why, need))
    }

    fn guide(&self, waiting: &Waiting) -> String {
        wrap(English.guide(waiting))
    }

    fn expected(&self, need: &Need) -> String {
        wrap(English.expected(need))
    }

    /// The answers a person types: English, unwrapped.
    fn yes_or_no(&self, text: &str) -> Option<bool> {
        English.yes_or_no(text)
    }

    fn ask_again(&self) -> String {
        wrap(English.ask_again())
    }
}
