//! What the rules and the command parser refuse, what the game waits for, and the answers to
//! yes-or-no questions.
//!
//! The refusals are data below the words: [`RuleError`] and [`SetupError`] from the rules
//! (each naming its rule, R1 to R19), [`CommandError`] from the parser, [`PlayError`] from the
//! session; what the game waits for is a [`Waiting`] or a [`Need`]. Each language words them
//! with a `match` over every variant, except where the match is the same in every language (a
//! [`PlayError`] forwards a rule's refusal, a [`CommandError`] a wrong tile or chain): that
//! match is written once here, and a language words only the variants of its own.

use crate::command::entries::{is_word_of, name_of};
use crate::command::id::{CommandId, CommandWord};
use crate::command::{ChainWordError, CommandError, DisposalError, Needs, WordsError};
use crate::rules::tile::ParseTileError;
use crate::rules::{Chain, ChainSet, Decision, RuleError, SetupError, Tile};
use crate::session::PlayError;
use crate::session::waiting::{Need, NotNow, Offer, Waiting};
use crate::words::Lang;

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
        /// assert_eq!(Lang::De.command_error(&error), "unbekannter Befehl 'tschüss': meinst du 'verlassen'?");
        /// ```
        ///
        /// Every language answers with the one dispatch over the kinds of [`CommandError`] and of
        /// its [`WordsError`] (in this module), which looks up the command's name and a verb's
        /// meaning in the words of every language; this trait words each kind, from
        /// [`unknown_command`](RefusalWords::unknown_command) to
        /// [`disposal_error`](RefusalWords::disposal_error).
        fn command_error(&self, error: &CommandError) -> String;

        /// A first word that is no command, with the command this language's words suggest:
        /// `unknown command 'bye': try 'quit'`.
        @piece fn unknown_command(&self, word: &str) -> String;

        /// A command `typed` without the slot name it needs: `save needs a slot name, e.g. 'save
        /// monday'`.
        @piece fn needs_slot_name(&self, typed: &str) -> String;

        /// A command `typed` without the word it `needs`: `lay needs a tile, e.g. 'lay 7E'`.
        @piece fn needs_word(&self, typed: &str, needs: Needs) -> String;

        /// A word after a command `name` that takes nothing: `'end' takes nothing more, but got
        /// 'now': see 'help end'`.
        @piece fn takes_nothing(&self, name: &str, word: &str) -> String;

        /// A word after all that a command `name` takes: `'lay' takes one tile, e.g. 'lay 7E':
        /// '8F' is one word too many`.
        @piece fn one_word_too_many(&self, name: &str, needs: Needs, word: &str) -> String;

        /// A word after `sell` or `trade` that is no amount, the player holding `held` shares of
        /// the defunct chain: `'x' is not a number of shares: write a number (you hold 6) or 'all'`
        /// (no range: a trade takes an even number, at most what the bank allows).
        @piece fn not_an_amount_of(&self, word: &str, held: u8) -> String;

        /// A word after `sell` or `trade` that is no amount: `'x' is not a number of shares: write
        /// a number or 'all'`.
        @piece fn not_an_amount(&self, word: &str) -> String;

        /// A word before a chain in `buy` that is no number of shares: `'all' is not a number of
        /// shares: buy 1 to 3 shares a turn, e.g. 'buy 2 Aurora'`.
        @piece fn not_a_share_count(&self, word: &str) -> String;

        /// A number of shares in `buy` too large to count (R10.2): `99999999999999999999 shares
        /// are too many: buy 1 to 3 shares a turn, e.g. 'buy 2 Aurora' (R10.2)`.
        @piece fn huge_share_count(&self, word: &str) -> String;

        /// `all` after a `verb` (which `sells` the rest, or trades it) that is not the last:
        /// `'sell all' sells the rest, so it comes last: e.g. 'trade 2 sell all'`.
        @piece fn all_not_last(&self, verb: &str, all: &str, other: &str, sells: bool) -> String;

        /// The words of a disposal that say none: `'keep' comes alone: what you neither sell nor
        /// trade is kept anyway, e.g. 'sell 2 trade 4'`.
        @piece fn disposal_error(&self, reason: &DisposalError) -> String;

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

        /// A buy of several shares that costs more than the buyer has (R5), the whole
        /// purchase told: `2 Morgenrot shares and 1 Bergfried share cost 2,100 and you have
        /// 2,000 (R5)`.
        @piece fn cannot_afford(&self, purchase: &[(u8, Chain)], cost: u32, cash: u32) -> String;

        /// More defunct shares sold and traded than are `held` (R14.4.2): `you hold 4 Zugvogel
        /// shares, not 6: sell and trade at most 4`.
        @piece fn too_many_disposed(&self, chain: Chain, held: u8, asked: u64) -> String;

        /// `trade all` that would trade nothing (R14.4.2): `left` defunct shares are fewer than
        /// two, or the bank has no `survivor` share: `a trade takes 2 Zugvogel shares for 1
        /// Aurora share: you have 1 left; sell it or keep it (R14.4.2)`.
        @piece fn nothing_to_trade(&self, defunct: Chain, survivor: Chain, left: u8) -> String;

        /// A command typed when the game waits for something else, with what it waits for.
        fn not_now(&self, why: NotNow, need: &Need) -> String;

        /// The prompt's guide: whose decision, what it needs, and how to type it. Every language
        /// answers with the one dispatch over the kinds of [`Need`] (in this module), which
        /// hands the chains to survive or go first and the end to [`expected`] and asks this
        /// trait for the others, from [`guide_place`] on.
        ///
        /// [`expected`]: RefusalWords::expected
        /// [`guide_place`]: RefusalWords::guide_place
        fn guide(&self, waiting: &Waiting) -> String;

        /// The guide's line: the player's `name`, that the end comes when this turn ends (if it
        /// does, R16), and what the decision needs (`rest`): `Ann, the game ends when this turn
        /// ends (R16); 3 shares bought: end your turn (end)`.
        @piece fn guide_line(&self, name: &str, ends_this_turn: bool, rest: &str) -> String;

        /// A tile to place (`need`), and whether the end may be announced now: `place a tile
        /// (lay 7E) or announce the end (announce)`.
        @piece fn guide_place(&self, need: &Need, can_announce: bool) -> String;

        /// A chain to found with `tile`, one of the `free` chains: `3D founds a chain: found
        /// Zugvogel, Ankerplatz or Bergfried`.
        @piece fn guide_found(&self, tile: Tile, free: &[Chain]) -> String;

        /// Every share of the turn bought: `3 shares bought: end your turn (end)`.
        @piece fn guide_bought_all(&self, can_announce: bool) -> String;

        /// No share in the bank of any chain on the board: `nothing you can buy now (cash
        /// 8,600): end your turn (end)`.
        @piece fn guide_nothing_to_buy(&self, cash: u32, can_announce: bool) -> String;

        /// Shares in the bank, but none the player's `cash` reaches: `with 300 you cannot
        /// afford a share: end your turn (end)`.
        @piece fn guide_priced_out(&self, cash: u32, can_announce: bool) -> String;

        /// The shares on offer, `remaining` more to buy with `cash`: `buy up to 3 shares with
        /// 6,000: Au 400 (bank 24) - or end`.
        @piece fn guide_buy(&self, remaining: u8, cash: u32, offers: &[Offer], can_announce: bool) -> String;

        /// The `held` shares of the `defunct` chain to sell, trade into `survivor` (at most
        /// `max_trade`, the bank holding `bank`) or keep: `you hold 3 Zugvogel shares, 200 each
        /// if sold: sell N or keep (no trade: the bank has no Aurora share)`.
        @piece fn guide_dispose(
            &self,
            defunct: Chain,
            survivor: Chain,
            held: u8,
            max_trade: u8,
            price: u32,
            bank: u8,
        ) -> String;

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

/// Why a line is no command ([`RefusalWords::command_error`]): the dispatch over the kinds of
/// [`CommandError`], the same in every language.
pub(crate) fn command_error(words: &(impl RefusalWords + ?Sized), error: &CommandError) -> String {
    match error {
        CommandError::Unknown { word } => words.unknown_command(word),
        CommandError::Words { command, problem } => words_error(words, *command, problem),
    }
}

/// The words after a command word, refused: the dispatch over the kinds of [`WordsError`]. The
/// command is named by its first word in the language it was typed in (`kaufe` stays German),
/// and a verb's meaning is looked up in the words of every language.
fn words_error(words: &(impl RefusalWords + ?Sized), command: CommandWord, problem: &WordsError) -> String {
    let (typed, name) = (command.word, name_of(&Lang::vocabularies(), command));
    match problem {
        WordsError::Missing(Needs::Slot) => words.needs_slot_name(typed),
        WordsError::Missing(needs) => words.needs_word(typed, *needs),
        WordsError::Extra { takes: None, word } => words.takes_nothing(name, word),
        WordsError::Extra { takes: Some(needs), word } => words.one_word_too_many(name, *needs, word),
        WordsError::Tile(error) => words.tile_error(error),
        WordsError::Chain(error) => words.chain_word_error(error),
        WordsError::Amount { word, held: Some(held) } => words.not_an_amount_of(word, *held),
        WordsError::Amount { word, held: None } => words.not_an_amount(word),
        WordsError::ShareCount(word) => words.not_a_share_count(word),
        WordsError::HugeCount(word) => words.huge_share_count(word),
        WordsError::Disposal(DisposalError::AllNotLast { verb, all, other }) => {
            let sells = is_word_of(&Lang::vocabularies(), CommandId::Sell, &verb.to_lowercase());
            words.all_not_last(verb, all, other, sells)
        }
        WordsError::Disposal(reason) => words.disposal_error(reason),
    }
}

/// A command the game refuses now ([`RefusalWords::play_error`]): the dispatch over the kinds
/// of [`PlayError`], the same in every language; what the rules refuse, they word.
pub(crate) fn play_error(words: &(impl RefusalWords + ?Sized), error: &PlayError) -> String {
    match error {
        PlayError::Rule(error) => words.rule_error(error),
        PlayError::TooManyShares { remaining, asked } => words.too_many_shares(*remaining, *asked),
        PlayError::NoShares => words.no_shares(),
        PlayError::CannotAfford { purchase, cost, cash } => words.cannot_afford(purchase, *cost, *cash),
        PlayError::TooManyDisposed { chain, held, asked } => words.too_many_disposed(*chain, *held, *asked),
        PlayError::NothingToTrade { defunct, survivor, left } => {
            words.nothing_to_trade(*defunct, *survivor, *left)
        }
    }
}

/// The prompt's guide ([`RefusalWords::guide`]): the dispatch over the kinds of [`Need`], the
/// same in every language. A buy is told three ways: all bought, nothing on offer, the offers.
pub(crate) fn guide(words: &(impl RefusalWords + ?Sized), waiting: &Waiting) -> String {
    let need = &waiting.need;
    let rest = match need {
        Need::Place { can_announce, .. } => words.guide_place(need, *can_announce),
        Need::Found { tile, free } => words.guide_found(*tile, free),
        Need::Buy { remaining: 0, can_announce, .. } => words.guide_bought_all(*can_announce),
        Need::Buy { cash, offers, priced_out: true, can_announce, .. } if offers.is_empty() => {
            words.guide_priced_out(*cash, *can_announce)
        }
        Need::Buy { cash, offers, can_announce, .. } if offers.is_empty() => {
            words.guide_nothing_to_buy(*cash, *can_announce)
        }
        Need::Buy { remaining, cash, offers, can_announce, .. } => {
            words.guide_buy(*remaining, *cash, offers, *can_announce)
        }
        Need::Dispose { defunct, survivor, held, max_trade, price, bank } => {
            words.guide_dispose(*defunct, *survivor, *held, *max_trade, *price, *bank)
        }
        Need::Survivor { .. } | Need::Defunct { .. } | Need::Over => words.expected(need),
    };
    words.guide_line(&waiting.name, waiting.ends_this_turn, &rest)
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
