//! What a typed line means: [`Command`], parsed from text before it meets the game.
//!
//! Parsing only checks the words (`"lay 7E".parse::<Command>()`); whether the command is
//! allowed now is the game's business, checked later by the session. So a [`CommandError`]
//! says what was wrong with the words, and a rule error says what the rules forbid.
//!
//! Which words are commands, and which parser reads the words after each, is written once in
//! [`table`] (with the help texts and what Tab completes). This module holds the small parsers
//! of arguments that the table's entries call: a tile, a chain by prefix, a count, a disposal.
//!
//! The words of both languages are understood whatever language the console speaks
//! (`lay 7E` and `lege 7E`, `sell all` and `verkaufe alle`); only the refusals are worded in one
//! ([`command_error`]).

use std::fmt;
use std::str::FromStr;

use crate::notation::text::quote;
use crate::rules::tile::ParseTileError;
use crate::rules::{Chain, Tile};

use crate::words::Lang;
use crate::words::RefusalWords;
use crate::words::en::English;
use table::{CommandId, CommandWord};

pub mod table;

/// One line of input, understood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `lay 7E` (or `play 7E`): place a tile.
    Lay(Tile),
    /// `found Aurora`: name the chain a tile founds.
    Found(Chain),
    /// `survivor Aurora`: pick the survivor of a tied merger.
    Survivor(Chain),
    /// `defunct Zugvogel`: pick which tied defunct chain goes first.
    Defunct(Chain),
    /// `sell 2 trade 4`, `keep`, `sell all`: dispose of defunct shares.
    Dispose(Disposal),
    /// `buy Aurora Aurora Zugvogel` or `buy 2 Aurora 1 Zug`: chains with counts, in order.
    Buy(Vec<(u64, Chain)>),
    /// `end`: end the turn.
    End,
    /// `announce`: announce the end of the game (R16).
    Announce,
    /// `board`, `hand`, `chains`, …: show something; changes nothing.
    Show(Info),
    /// `log all`: show every event since the start (where `log` shows the last ones).
    WholeLog,
    /// `save NAME`: save the game in a slot.
    Save(String),
    /// `load NAME`: load the game of a slot, replacing this one.
    Load(String),
    /// `saves`: list the save slots.
    Saves,
    /// `undo`: take back your last decision.
    Undo,
    /// `new`: deal a new game with the same seats, once this one is over.
    New,
    /// `help` or `help WORD`.
    Help(Option<String>),
    /// `quit`: leave the program.
    Quit,
}

impl Command {
    /// Which command of the table this is; a disposal is `sell` (`trade` and `keep` answer the
    /// same decision).
    pub fn id(&self) -> CommandId {
        match self {
            Command::Lay(_) => CommandId::Lay,
            Command::Found(_) => CommandId::Found,
            Command::Survivor(_) => CommandId::Survivor,
            Command::Defunct(_) => CommandId::Defunct,
            Command::Dispose(_) => CommandId::Sell,
            Command::Buy(_) => CommandId::Buy,
            Command::End => CommandId::End,
            Command::Announce => CommandId::Announce,
            Command::Show(info) => CommandId::Show(*info),
            Command::WholeLog => CommandId::Show(Info::Log),
            Command::Save(_) => CommandId::Save,
            Command::Load(_) => CommandId::Load,
            Command::Saves => CommandId::Saves,
            Command::Undo => CommandId::Undo,
            Command::New => CommandId::New,
            Command::Help(_) => CommandId::Help,
            Command::Quit => CommandId::Quit,
        }
    }
}

/// What an information command shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Info {
    /// The board.
    Board,
    /// The deciding player's hand with each tile's status.
    Hand,
    /// Chains: size, price, safe, bank stock, majority and minority holders.
    Chains,
    /// Players: cash, shares, net worth.
    Players,
    /// Recent events.
    Log,
    /// The rules in short.
    Rules,
    /// The position file of the current game.
    Dump,
    /// What the strongest computer level would do in the player's place, and why.
    Hint,
    /// Every command the player may give now, one a line ([`legal`](crate::show::legal)).
    Legal,
}

/// A disposal of defunct shares: how many to sell and to trade; the rest is kept.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Disposal {
    /// Shares to sell, if any were named.
    pub sell: Option<Amount>,
    /// Shares to hand in for trade, if any were named.
    pub trade: Option<Amount>,
}

/// A number of shares, or `all` of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Amount {
    /// Exactly this many.
    Count(u64),
    /// As many as allowed.
    All,
}

/// Why a line is not a command: data, worded by the language in use
/// ([`RefusalWords::command_error`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommandError {
    /// The first word is no command (quoted as typed); the language suggests one.
    Unknown {
        /// The word typed (shortened).
        word: String,
    },
    /// The words after a command word are wrong.
    Words {
        /// The command word typed.
        command: CommandWord,
        /// What is wrong with the words after it.
        problem: WordsError,
    },
}

impl CommandError {
    /// The same error, knowing that the player holds `held` shares of the defunct chain: an
    /// amount that is no number is then answered with the player's own count.
    ///
    /// ```
    /// use bauloewe::command::Command;
    /// let error = "sell x".parse::<Command>().unwrap_err();
    /// assert_eq!(error.to_string(), "'x' is not a number of shares: write a number or 'all'");
    /// let error = error.holding(6);
    /// assert_eq!(error.to_string(), "'x' is not a number of shares: write 0 to 6 (you hold 6) or 'all'");
    /// ```
    pub fn holding(self, held: u8) -> CommandError {
        match self {
            CommandError::Words { command, problem: WordsError::Amount { word, .. } } => {
                CommandError::Words { command, problem: WordsError::Amount { word, held: Some(held) } }
            }
            other => other,
        }
    }

    /// The command whose words are wrong, if the first word was one.
    pub fn command(&self) -> Option<CommandId> {
        match self {
            CommandError::Unknown { .. } => None,
            CommandError::Words { command, .. } => Some(command.id),
        }
    }
}

/// What is wrong with the words after a command word; words are quoted as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WordsError {
    /// The command needs a word after it.
    Missing(Needs),
    /// The command got a word it does not take.
    Extra {
        /// What the command takes, if anything.
        takes: Option<Needs>,
        /// The first unwanted word (shortened).
        word: String,
    },
    /// A word that should be a tile is not.
    Tile(ParseTileError),
    /// A word that should be a chain is not.
    Chain(ChainWordError),
    /// A word after `sell` or `trade` is not a number of shares or `all`.
    Amount {
        /// The word typed (shortened).
        word: String,
        /// How many shares of the defunct chain the player holds, if known: the parser does
        /// not know, the console tells it ([`CommandError::holding`]).
        held: Option<u8>,
    },
    /// A word before a chain in `buy` is not a number of shares (`all`, `-1`; shortened).
    ShareCount(String),
    /// A number of shares in `buy` too large to count (shortened).
    HugeCount(String),
    /// A disposal command is malformed.
    Disposal(DisposalError),
}

/// What a command needs after its word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Needs {
    /// A tile (`lay 7E`).
    Tile,
    /// A chain (`found au`).
    Chain,
    /// Chains to buy (`buy 2 au`).
    Chains,
    /// A chain after a number (`buy 2` is cut short).
    ChainAfterNumber,
    /// A save slot's name (`save monday`).
    Slot,
}

/// What is wrong with the words of a disposal (`sell 2 trade 4`); verbs as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DisposalError {
    /// `keep` with more words after it.
    KeepAlone(String),
    /// `keep` after `sell` or `trade`.
    KeepAmongOthers(String),
    /// A word that is neither `sell` nor `trade` (quoted).
    NotAVerb(String),
    /// `sell` or `trade` twice.
    Twice(String),
    /// `sell` or `trade` without a number after it.
    NeedsNumber(String),
    /// `sell all trade 2`: `all` means the rest, so it comes last (`trade 2 sell all`).
    AllNotLast {
        /// The verb before `all`, as typed.
        verb: String,
        /// The word for all, as typed.
        all: String,
        /// The verb after it, as typed.
        other: String,
    },
}

impl std::error::Error for CommandError {}

impl fmt::Display for CommandError {
    /// The English words, for developers and tests; the console asks the language in use.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&English.command_error(self))
    }
}

/// A [`CommandError`] in words: a forwarder to
/// [`RefusalWords::command_error`].
///
/// ```
/// use bauloewe::command::{Command, command_error};
/// use bauloewe::words::Lang;
/// let error = "kaufe".parse::<Command>().unwrap_err();
/// assert_eq!(command_error(Lang::De, &error), "'kaufe' braucht Ketten, z. B. 'kaufe Aurora' oder 'kaufe 2 au'");
/// let error = "tschüss".parse::<Command>().unwrap_err();
/// assert_eq!(command_error(Lang::De, &error), "unbekannter Befehl 'tschüss': versuch 'beenden'");
/// ```
pub fn command_error(lang: Lang, error: &CommandError) -> String {
    lang.command_error(error)
}

/// A word that is no tile, in words: a forwarder to
/// [`RefusalWords::tile_error`].
pub fn tile_error(lang: Lang, error: &ParseTileError) -> String {
    lang.tile_error(error)
}

impl FromStr for Command {
    type Err = CommandError;

    /// Parses a line; words are separated by whitespace and the case of command words does
    /// not matter. Refusals quote the words as typed.
    ///
    /// ```
    /// use bauloewe::command::Command;
    /// use bauloewe::rules::Tile;
    /// assert_eq!("LAY 7e".parse(), Ok(Command::Lay("7E".parse::<Tile>()?)));
    /// assert!("bye".parse::<Command>().unwrap_err().to_string().contains("try 'quit'"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn from_str(line: &str) -> Result<Command, CommandError> {
        let words: Vec<&str> = line.split_whitespace().collect();
        // An empty line is an unknown command too, and the suggestion for it is `help`.
        let (first, rest) = words.split_first().unwrap_or((&"", &[]));
        match table::find(&first.to_lowercase()) {
            Some((word, entry)) => (entry.parse)(CommandWord { id: entry.id, word }, rest),
            None => Err(CommandError::Unknown { word: quote(first) }),
        }
    }
}

/// Why a word typed for a chain names none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChainWordError {
    /// No chain's name starts with the word (quoted).
    Unknown(String),
    /// Several chains' names start with the word (quoted), in [`Chain::ALL`] order.
    Ambiguous(String, Vec<Chain>),
}

impl fmt::Display for ChainWordError {
    /// The English words, for developers and tests.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&English.chain_word_error(self))
    }
}

impl std::error::Error for ChainWordError {}

/// The chain a typed word names: any unambiguous, case-insensitive prefix of a chain's name
/// (R3), also of the spelling `Koenigshof`, so `ko`, `kö` and `koe` all name Königshof.
///
/// ```
/// use bauloewe::command::{ChainWordError, chain_by_prefix};
/// use bauloewe::rules::Chain;
/// assert_eq!(chain_by_prefix("ko"), Ok(Chain::Koenigshof));
/// assert_eq!(chain_by_prefix("Z"), Ok(Chain::Zugvogel));
/// assert!(matches!(chain_by_prefix("a"), Err(ChainWordError::Ambiguous(..))));
/// ```
pub fn chain_by_prefix(word: &str) -> Result<Chain, ChainWordError> {
    let wanted = word.to_lowercase();
    if wanted.is_empty() {
        return Err(ChainWordError::Unknown(String::new()));
    }
    let named = |c: &Chain| c.spellings().iter().any(|name| name.to_lowercase().starts_with(&wanted));
    let matches: Vec<Chain> = Chain::ALL.into_iter().filter(named).collect();
    match matches.as_slice() {
        [chain] => Ok(*chain),
        [] => Err(ChainWordError::Unknown(quote(word))),
        _ => Err(ChainWordError::Ambiguous(quote(word), matches)),
    }
}

// ----- Arguments: the small parsers that the table's entries call ------------------------------

/// A refusal of the words after `command`.
fn refuse<T>(command: CommandWord, problem: WordsError) -> Result<T, CommandError> {
    Err(CommandError::Words { command, problem })
}

/// A command that takes no words after it, like `end` or `board`.
fn no_words(command: CommandWord, rest: &[&str], done: Command) -> Result<Command, CommandError> {
    match rest.first() {
        None => Ok(done),
        Some(word) => refuse(command, WordsError::Extra { takes: None, word: quote(word) }),
    }
}

/// The one word a command takes.
fn one_word<'a>(command: CommandWord, rest: &[&'a str], usage: Needs) -> Result<&'a str, CommandError> {
    match rest {
        [word] => Ok(word),
        [] => refuse(command, WordsError::Missing(usage)),
        [_, extra, ..] => refuse(command, WordsError::Extra { takes: Some(usage), word: quote(extra) }),
    }
}

/// `lay 7E`: one tile.
fn tile(command: CommandWord, rest: &[&str]) -> Result<Tile, CommandError> {
    let word = one_word(command, rest, Needs::Tile)?;
    word.parse().or_else(|error| refuse(command, WordsError::Tile(error)))
}

/// `found au`: one chain, by any unambiguous prefix.
fn chain_word(command: CommandWord, rest: &[&str]) -> Result<Chain, CommandError> {
    let word = one_word(command, rest, Needs::Chain)?;
    chain(command, word)
}

fn chain(command: CommandWord, word: &str) -> Result<Chain, CommandError> {
    chain_by_prefix(word).or_else(|error| refuse(command, WordsError::Chain(error)))
}

/// `save monday`: one slot name, in lowercase; whether it is a good name is for the save
/// folder to say.
fn slot(command: CommandWord, rest: &[&str]) -> Result<String, CommandError> {
    one_word(command, rest, Needs::Slot).map(str::to_lowercase)
}

/// `help` or `help buy`: the word asked about (shortened, as typed), if any; more words are
/// ignored.
fn help_word(rest: &[&str]) -> Option<String> {
    rest.first().map(|word| quote(word))
}

/// `sell N`, `trade N`, `keep`, `sell N trade M` in either order, `all` for the last N; or
/// the same in the words of another language (`verkaufe N`, `tausche N`, `behalte`, `alles`),
/// even mixed. The sub-words are the table's ([`table::is_word_of`]).
fn parse_disposal(command: CommandWord, rest: &[&str]) -> Result<Disposal, CommandError> {
    let error = |reason| refuse(command, WordsError::Disposal(reason));
    if command.id == CommandId::Keep {
        return match rest.first() {
            None => Ok(Disposal::default()),
            Some(_) => error(DisposalError::KeepAlone(command.word.to_string())),
        };
    }
    let mut words = std::iter::once(command.word).chain(rest.iter().copied());
    let mut disposal = Disposal::default();
    let mut all_for: Option<(&str, &str)> = None;
    while let Some(verb) = words.next() {
        let lowered = verb.to_lowercase();
        let slot = match &lowered {
            w if table::is_word_of(CommandId::Sell, w) => &mut disposal.sell,
            w if table::is_word_of(CommandId::Trade, w) => &mut disposal.trade,
            w if table::is_word_of(CommandId::Keep, w) => {
                return error(DisposalError::KeepAmongOthers(quote(verb)));
            }
            _ => return error(DisposalError::NotAVerb(quote(verb))),
        };
        if slot.is_some() {
            return error(DisposalError::Twice(quote(verb)));
        }
        if let Some((all_verb, all)) = all_for {
            let (verb, all, other) = (quote(all_verb), quote(all), quote(verb));
            return error(DisposalError::AllNotLast { verb, all, other });
        }
        let Some(amount) = words.next() else { return error(DisposalError::NeedsNumber(quote(verb))) };
        let parsed = parse_amount(amount)
            .or_else(|_| refuse(command, WordsError::Amount { word: quote(amount), held: None }))?;
        if parsed == Amount::All {
            all_for = Some((verb, amount));
        }
        *slot = Some(parsed);
    }
    Ok(disposal)
}

fn parse_amount(word: &str) -> Result<Amount, ()> {
    if table::is_all_word(&word.to_lowercase()) {
        return Ok(Amount::All);
    }
    parse_count(word).ok_or(()).map(Amount::Count)
}

/// A count of shares, if the word is one that fits a `u64`.
fn parse_count(word: &str) -> Option<u64> {
    if !word.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    word.parse().ok()
}

/// Whether a word in `buy` is meant as a count: it starts with a digit or a sign, or says
/// `all`.
fn is_count_word(word: &str) -> bool {
    word.starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '+')
        || table::is_all_word(&word.to_lowercase())
}

/// `buy Aurora Aurora Zug` or `buy 2 Aurora 1 Zug`: a number applies to the chain after it.
fn parse_buy(command: CommandWord, rest: &[&str]) -> Result<Vec<(u64, Chain)>, CommandError> {
    if rest.is_empty() {
        return refuse(command, WordsError::Missing(Needs::Chains));
    }
    let mut bought = Vec::new();
    let mut count = None;
    for word in rest {
        if is_count_word(word) {
            if count.is_some() {
                return refuse(command, WordsError::Missing(Needs::ChainAfterNumber));
            }
            count = Some(buy_count(command, word)?);
        } else {
            let chain = chain(command, word)?;
            bought.push((count.take().unwrap_or(1), chain));
        }
    }
    if count.is_some() {
        return refuse(command, WordsError::Missing(Needs::ChainAfterNumber));
    }
    Ok(bought)
}

/// A count before a chain in `buy`: digits; too many of them to count is refused as too many.
fn buy_count(command: CommandWord, word: &str) -> Result<u64, CommandError> {
    match parse_count(word) {
        Some(count) => Ok(count),
        None if word.bytes().all(|b| b.is_ascii_digit()) => {
            refuse(command, WordsError::HugeCount(quote(word)))
        }
        None => refuse(command, WordsError::ShareCount(quote(word))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(line: &str) -> Result<Command, CommandError> {
        line.parse()
    }

    fn tile(name: &str) -> Tile {
        name.parse().unwrap()
    }

    /// The problem with the words after the command word, if that is what was refused.
    fn problem(line: &str) -> Option<WordsError> {
        match parse(line) {
            Err(CommandError::Words { problem, .. }) => Some(problem),
            _ => None,
        }
    }

    #[test]
    fn r10_lay_and_play_take_a_tile_in_any_case() {
        assert_eq!(parse("lay 7E"), Ok(Command::Lay(tile("7E"))));
        assert_eq!(parse("  PLAY   12i "), Ok(Command::Lay(tile("12I"))));
        assert!(matches!(problem("lay 13A"), Some(WordsError::Tile(_))));
        assert_eq!(problem("lay"), Some(WordsError::Missing(Needs::Tile)));
        assert!(matches!(problem("lay 7E 8E"), Some(WordsError::Extra { takes: Some(Needs::Tile), .. })));
    }

    #[test]
    fn r3_chain_commands_take_prefixes() {
        assert_eq!(parse("found au"), Ok(Command::Found(Chain::Aurora)));
        assert_eq!(parse("survivor KOE"), Ok(Command::Survivor(Chain::Koenigshof)));
        assert_eq!(parse("defunct zug"), Ok(Command::Defunct(Chain::Zugvogel)));
        assert_eq!(parse("buy ko"), Ok(Command::Buy(vec![(1, Chain::Koenigshof)])));
        assert_eq!(parse("found kön"), Ok(Command::Found(Chain::Koenigshof)));
        assert!(matches!(problem("found a"), Some(WordsError::Chain(ChainWordError::Ambiguous(..)))));
        assert!(matches!(problem("found hilton"), Some(WordsError::Chain(ChainWordError::Unknown(_)))));
        let found = CommandWord { id: CommandId::Found, word: "found" };
        assert_eq!(
            parse("found"),
            Err(CommandError::Words { command: found, problem: WordsError::Missing(Needs::Chain) })
        );
    }

    #[test]
    fn r14_disposal_words_combine() {
        let disposal = |sell, trade| Ok(Command::Dispose(Disposal { sell, trade }));
        assert_eq!(parse("keep"), disposal(None, None));
        assert_eq!(parse("sell 3"), disposal(Some(Amount::Count(3)), None));
        assert_eq!(parse("trade 4"), disposal(None, Some(Amount::Count(4))));
        assert_eq!(parse("sell 2 trade 4"), disposal(Some(Amount::Count(2)), Some(Amount::Count(4))));
        assert_eq!(parse("sell 1 trade all"), disposal(Some(Amount::Count(1)), Some(Amount::All)));
        assert_eq!(parse("SELL ALL"), disposal(Some(Amount::All), None));
    }

    #[test]
    fn r14_all_means_the_rest_so_it_comes_last() {
        let all_first = problem("sell all trade 2");
        let expected =
            DisposalError::AllNotLast { verb: "sell".into(), all: "all".into(), other: "trade".into() };
        assert_eq!(all_first, Some(WordsError::Disposal(expected)));
        assert_eq!(
            parse("sell all trade 2").unwrap_err().to_string(),
            "'sell all' sells the rest, so it comes last: e.g. 'trade 2 sell all'"
        );
        let refusal = command_error(Lang::De, &parse("verkaufe alles tausche 2").unwrap_err());
        assert_eq!(
            refusal,
            "'verkaufe alles' verkauft den Rest und kommt darum zuletzt: z. B. 'tausche 2 verkaufe alles'"
        );
    }

    #[test]
    fn r14_bad_disposals_say_why() {
        for line in ["sell", "sell x", "sell 2 sell 3", "keep 2", "sell 2 keep", "sell -1", "sell 2 buy 3"] {
            let error = problem(line);
            assert!(
                matches!(
                    error,
                    Some(WordsError::Disposal(_) | WordsError::Amount { .. } | WordsError::Extra { .. })
                ),
                "{line}: {error:?}"
            );
        }
        let huge = parse("sell 99999999999999999999999").unwrap_err();
        assert_eq!(
            huge.to_string(),
            "'99999999999999999999…' is not a number of shares: write a number or 'all'"
        );
        assert_eq!(
            parse("sell 99999999999999"),
            Ok(Command::Dispose(Disposal { sell: Some(Amount::Count(99999999999999)), trade: None }))
        );
    }

    #[test]
    fn german_words_mean_the_same_commands() {
        let disposal = |sell, trade| Ok(Command::Dispose(Disposal { sell, trade }));
        assert_eq!(parse("LEGE 7e"), Ok(Command::Lay(tile("7E"))));
        assert_eq!(parse("gründe au"), Ok(Command::Found(Chain::Aurora)));
        assert_eq!(parse("gruende au"), Ok(Command::Found(Chain::Aurora)));
        assert_eq!(parse("rette zug"), Ok(Command::Survivor(Chain::Zugvogel)));
        assert_eq!(parse("Überlebt zug"), Ok(Command::Survivor(Chain::Zugvogel)));
        assert_eq!(parse("aufloesen zug"), Ok(Command::Defunct(Chain::Zugvogel)));
        assert_eq!(parse("behalte"), disposal(None, None));
        assert_eq!(parse("verkaufe 2 tausche alle"), disposal(Some(Amount::Count(2)), Some(Amount::All)));
        assert_eq!(parse("verkaufe alles"), disposal(Some(Amount::All), None));
        assert_eq!(
            parse("kaufe 2 au 1 zug"),
            Ok(Command::Buy(vec![(2, Chain::Aurora), (1, Chain::Zugvogel)]))
        );
        assert_eq!(parse("ende"), Ok(Command::End));
        assert_eq!(parse("ansagen"), Ok(Command::Announce));
        assert_eq!(parse("spielende"), Ok(Command::Announce));
        assert_eq!(parse("beenden"), Ok(Command::Quit));
        for undo in ["rückgängig", "rueckgaengig", "zurück", "zurueck"] {
            assert_eq!(parse(undo), Ok(Command::Undo), "{undo}");
        }
        assert_eq!(parse("speichern Montag"), Ok(Command::Save("montag".to_string())));
        assert_eq!(parse("hilfe kaufe"), Ok(Command::Help(Some("kaufe".to_string()))));
        let refusal = |line: &str| command_error(Lang::De, &parse(line).unwrap_err());
        assert_eq!(refusal("lege"), "'lege' braucht ein Plättchen, z. B. 'lege 7E'");
        assert_eq!(
            refusal("verkaufe 2 verkaufe 3"),
            "'verkaufe' darf nur einmal vorkommen: z. B. 'verkaufe 2 tausche 4' oder 'behalte'"
        );
        assert_eq!(refusal("lege 13A"), "'13A' ist kein Plättchen: erst Spalte, dann Reihe, 1A bis 12I");
        assert_eq!(
            refusal("lege 7E 6d"),
            "'lege' braucht genau ein Plättchen, z. B. 'lege 7E': '6d' ist ein Wort zu viel"
        );
    }

    #[test]
    fn r10_buy_takes_chains_with_optional_counts() {
        let au = Chain::Aurora;
        let zu = Chain::Zugvogel;
        assert_eq!(parse("buy Aurora Aurora Zugvogel"), Ok(Command::Buy(vec![(1, au), (1, au), (1, zu)])));
        assert_eq!(parse("buy 2 Aurora 1 Zug"), Ok(Command::Buy(vec![(2, au), (1, zu)])));
        assert_eq!(parse("buy 300 au"), Ok(Command::Buy(vec![(300, au)])));
        assert_eq!(problem("buy"), Some(WordsError::Missing(Needs::Chains)));
        assert_eq!(problem("buy 2"), Some(WordsError::Missing(Needs::ChainAfterNumber)));
        assert_eq!(problem("buy 2 3 au"), Some(WordsError::Missing(Needs::ChainAfterNumber)));
        assert_eq!(problem("buy 2x au"), Some(WordsError::ShareCount("2x".into())));
    }

    #[test]
    fn r10_2_buy_refusals_say_what_would_be_right_alike() {
        let refusal = |line: &str| parse(line).unwrap_err().to_string();
        let right = "buy 1 to 3 shares a turn, e.g. 'buy 2 Aurora'";
        assert_eq!(refusal("buy all uf"), format!("'all' is not a number of shares: {right}"));
        assert_eq!(refusal("buy -1 uf"), format!("'-1' is not a number of shares: {right}"));
        assert_eq!(
            refusal("buy 99999999999999999999999 uf"),
            format!("99999999999999999999… shares are too many: {right} (R10.2)")
        );
        let abfuhr = command_error(Lang::De, &parse("kaufe alles uf").unwrap_err());
        assert_eq!(
            abfuhr,
            "'alles' ist keine Anzahl Aktien: kaufe 1 bis 3 Aktien pro Zug, z. B. 'kaufe 2 Aurora'"
        );
    }

    #[test]
    fn commands_know_their_table_entry() {
        assert_eq!(parse("sell 2").unwrap().id(), CommandId::Sell);
        assert_eq!(parse("board").unwrap().id(), CommandId::Show(Info::Board));
        assert_eq!(parse("ende jetzt").unwrap_err().command(), Some(CommandId::End));
        assert_eq!(parse("xyzzy").unwrap_err().command(), None);
    }
}
