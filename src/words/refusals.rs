//! What the rules and the command parser refuse, what the game waits for, and the answers to
//! yes-or-no questions.
//!
//! The refusals are data below the words: [`RuleError`] and [`SetupError`] from the rules
//! (each naming its rule, R1 to R19), [`CommandError`] from the parser, [`PlayError`] from the
//! session; what the game waits for is a [`Waiting`] or a [`Need`]. Each language words them
//! here, with a `match` over every variant.

use crate::command::{ChainWordError, CommandError};
use crate::rules::tile::ParseTileError;
use crate::rules::{Chain, ChainSet, Decision, RuleError, SetupError};
use crate::session::PlayError;
use crate::session::waiting::{Need, NotNow, Waiting};

/// Whom a refusal of the rules speaks of: the player at the keyboard, or a named player (a
/// broken save replays the actions of people who are not there).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who<'a> {
    /// "you", the person typing.
    You,
    /// A player by name, like "Ann".
    Named(&'a str),
}

sentences! {
    /// What the rules and the command parser refuse, and what the game waits for.
    pub trait RefusalWords {
        /// A [`RuleError`] said to the player at the keyboard, with the rule it names.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// use bauloewe::rules::RuleError;
        /// assert_eq!(Lang::De.rule_error(&RuleError::GameOver), "das Spiel ist aus (R18)");
        /// ```
        fn rule_error(&self, error: &RuleError) -> String;

        /// A [`RuleError`] about `who`, with the rule it names: "1A ist nicht in Anns Hand".
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// use bauloewe::words::refusals::Who;
        /// use bauloewe::rules::{Hand, RuleError};
        /// let mut hand = Hand::default();
        /// hand.insert("3C".parse()?);
        /// let error = RuleError::TileNotInHand { tile: "1A".parse()?, hand };
        /// assert_eq!(Lang::De.rule_error_of(&error, Who::Named("Ann")), "1A ist nicht in Anns Hand: 3C (R10.1)");
        /// # Ok::<(), Box<dyn std::error::Error>>(())
        /// ```
        fn rule_error_of(&self, error: &RuleError, who: Who) -> String;

        /// A [`SetupError`]: a game that cannot be set up, with the rule it names.
        fn setup_error(&self, error: &SetupError) -> String;

        /// A few words for what the game waits for, like "place a tile".
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// use bauloewe::rules::Decision;
        /// let buy = Decision::BuyShares { player: 0, remaining: 2 };
        /// assert_eq!(Lang::En.decision(&buy), "buy up to 2 shares or end the turn");
        /// assert_eq!(Lang::De.decision(&buy), "noch bis zu 2 Aktien kaufen oder den Zug beenden");
        /// ```
        fn decision(&self, decision: &Decision) -> String;

        /// Chains as a list, `Zugvogel, Bergfried and Aurora`; `no chain` for none.
        @piece fn chain_list(&self, chains: ChainSet) -> String;

        /// Chains as a choice, `Zugvogel, Bergfried or Aurora`; `no chain` for none.
        @piece fn chain_choice(&self, chains: ChainSet) -> String;

        /// A [`CommandError`]: why a line is no command, and what would be right. An unknown word
        /// is answered with the command this language's words suggest.
        ///
        /// ```
        /// use bauloewe::command::Command;
        /// use bauloewe::words::Lang;
        /// let error = "kaufe".parse::<Command>().unwrap_err();
        /// assert_eq!(Lang::De.command_error(&error), "'kaufe' braucht Ketten, z. B. 'kaufe Aurora' oder 'kaufe 2 au'");
        /// let error = "tschüss".parse::<Command>().unwrap_err();
        /// assert_eq!(Lang::De.command_error(&error), "unbekannter Befehl 'tschüss': versuch 'beenden'");
        /// ```
        fn command_error(&self, error: &CommandError) -> String;

        /// A word that is no tile, quoted as typed.
        fn tile_error(&self, error: &ParseTileError) -> String;

        /// A word that names no chain, or several.
        fn chain_word_error(&self, error: &ChainWordError) -> String;

        /// A [`PlayError`]: a command the game refuses now. Every language answers with the one
        /// dispatch over its kinds (in this module); this trait words those the rules do not,
        /// from [`too_many_shares`](RefusalWords::too_many_shares) on.
        fn play_error(&self, error: &PlayError) -> String;

        /// A buy of more shares than may still be bought this turn (R10.2): `4 shares are too
        /// many: buy 1 to 3 shares a turn, e.g. 'buy 2 Aurora' (R10.2)`.
        @piece fn too_many_shares(&self, remaining: u8, asked: u64) -> String;

        /// A buy of no shares at all: `0 shares buy nothing: buy 1 to 3 shares a turn, e.g. 'buy
        /// 2 Aurora', or 'end' your turn`.
        @piece fn no_shares(&self) -> String;

        /// More defunct shares sold and traded than are `held` (R14.4.2): `you hold 4 Zugvogel
        /// shares, not 6: sell and trade at most 4`.
        @piece fn too_many_disposed(&self, chain: Chain, held: u8, asked: u64) -> String;

        /// A command typed when the game waits for something else, with what it waits for.
        fn not_now(&self, why: NotNow, need: &Need) -> String;

        /// The prompt's guide: whose decision, what it needs, and how to type it.
        fn guide(&self, waiting: &Waiting) -> String;

        /// What a decision needs, with an example command: "place a tile (lay 7E)".
        fn expected(&self, need: &Need) -> String;

        /// What a typed answer to a yes-or-no question says: `Some(true)` for yes, `Some(false)` for
        /// no, in any case and with spaces around; `None` for anything else. The English `y`,
        /// `yes`, `n` and `no` answer in every language.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// assert_eq!(Lang::En.yes_or_no(" YES "), Some(true));
        /// assert_eq!(Lang::En.yes_or_no("ja"), None);
        /// assert_eq!(Lang::De.yes_or_no("Ja"), Some(true));
        /// assert_eq!(Lang::De.yes_or_no("n"), Some(false));
        /// ```
        @piece fn yes_or_no(&self, text: &str) -> Option<bool>;

        /// What a yes-or-no question asks after a line that is no answer.
        fn ask_again(&self) -> String;
    }
}

/// A command the game refuses now ([`RefusalWords::play_error`]): the dispatch over the kinds
/// of [`PlayError`], the same in every language; what the rules refuse, they word.
pub(crate) fn play_error(words: &(impl RefusalWords + ?Sized), error: &PlayError) -> String {
    match error {
        PlayError::Rule(error) => words.rule_error(error),
        PlayError::TooManyShares { remaining, asked } => words.too_many_shares(*remaining, *asked),
        PlayError::NoShares => words.no_shares(),
        PlayError::TooManyDisposed { chain, held, asked } => words.too_many_disposed(*chain, *held, *asked),
    }
}

/// `y`, `yes`, `n`, `no` and a language's own `yes` and `no` words, in any case.
pub(crate) fn answer_in(text: &str, yes: &[&str], no: &[&str]) -> Option<bool> {
    let text = text.trim().to_lowercase();
    let text = text.as_str();
    if ["y", "yes"].contains(&text) || yes.contains(&text) {
        Some(true)
    } else if ["n", "no"].contains(&text) || no.contains(&text) {
        Some(false)
    } else {
        None
    }
}
