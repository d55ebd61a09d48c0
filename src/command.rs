//! What a typed line means: [`Command`], parsed from text before it meets the game.
//!
//! Parsing only checks the words (`"lay 7E".parse::<Command>()`); whether the command is
//! allowed now is the game's business, checked later by the session. So a [`CommandError`]
//! says what was wrong with the words, and a rule error says what the rules forbid.
//!
//! Which words are commands, and which parser reads the words after each, is written once in
//! [`entries`] (with the help texts and what Tab completes). This module holds the small parsers
//! of arguments that the table's entries call: a tile, a chain by prefix, a count, a disposal.
//!
//! The words of every language are understood whatever language the console speaks
//! (`lay 7E` and `lege 7E`, `sell all` and `verkaufe alle`). The languages live above this
//! room, in `crate::words`, so the parser ([`parse`]) is handed the command words it reads
//! ([`vocabulary`]); `"lay 7E".parse::<Command>()` reads those of every language, as
//! `crate::words::lang` implements it. A refusal is a [`CommandError`], worded by the language
//! in use (`lang.command_error(&error)`); this room has no words.

use crate::notation::text::quote;
use crate::rules::tile::ParseTileError;
use crate::rules::{Chain, Tile};

use id::{CommandId, CommandWord};
use vocabulary::Vocabulary;

pub mod entries;
pub mod id;
pub mod lobby;
pub mod review;
pub mod vocabulary;

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
    /// The deciding seat's view as a position file, without what it may not see (R19).
    View,
    /// What the strongest computer level would do in the player's place, and why.
    Hint,
    /// Every command the player may give now, one a line (`show::legal`).
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
/// (`RefusalWords::command_error`, in `crate::words`).
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
    /// assert_eq!(error.to_string(), "'x' is not a number of shares: write a number (you hold 6) or 'all'");
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

/// Reads a line in the words of `languages` (the words of every language are understood
/// whatever language the console speaks; `"lay 7E".parse::<Command>()` reads them all, see
/// `words::lang`). Words are separated by whitespace and the case of command words does not
/// matter. Refusals quote the words as typed.
pub fn parse(line: &str, languages: &[&dyn Vocabulary]) -> Result<Command, CommandError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    // An empty line is an unknown command too, and the suggestion for it is `help`.
    let (first, rest) = words.split_first().unwrap_or((&"", &[]));
    if let Some((word, entry, rest)) = separable(languages, &first.to_lowercase(), rest) {
        return (entry.parse)(languages, CommandWord { id: entry.id, word }, rest);
    }
    match entries::find(languages, &first.to_lowercase()) {
        Some((word, entry)) => (entry.parse)(languages, CommandWord { id: entry.id, word }, rest),
        None => Err(CommandError::Unknown { word: quote(first) }),
    }
}

/// A separable verb's command (`sage an`, `löse Zugvogel auf`): the command's name in the
/// verb's language (`ansagen`), its entry, and the words between the verb and its particle.
fn separable<'a, 'b>(
    languages: &[&dyn Vocabulary],
    first: &str,
    rest: &'b [&'a str],
) -> Option<(&'static str, &'static entries::Entry, &'b [&'a str])> {
    let (last, between) = rest.split_last()?;
    let typed =
        |(_, word, particle): &&(CommandId, &str, &str)| *word == first && last.to_lowercase() == *particle;
    let (language, id) = languages
        .iter()
        .find_map(|language| language.separable_verbs().iter().find(typed).map(|(id, ..)| (language, *id)))?;
    let entry = entries::COMMANDS.iter().find(|entry| entry.id == id)?;
    Some((language.words_of(id)[0], entry, between))
}

/// Why a word typed for a chain names none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChainWordError {
    /// No chain's name starts with the word (quoted).
    Unknown(String),
    /// Several chains' names start with the word (quoted), in [`Chain::ALL`] order.
    Ambiguous(String, Vec<Chain>),
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
/// even mixed. The sub-words are the table's ([`entries::is_word_of`]).
fn parse_disposal(
    languages: &[&dyn Vocabulary],
    command: CommandWord,
    rest: &[&str],
) -> Result<Disposal, CommandError> {
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
            w if entries::is_word_of(languages, CommandId::Sell, w) => &mut disposal.sell,
            w if entries::is_word_of(languages, CommandId::Trade, w) => &mut disposal.trade,
            w if entries::is_word_of(languages, CommandId::Keep, w) => {
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
        let parsed = parse_amount(languages, amount)
            .or_else(|_| refuse(command, WordsError::Amount { word: quote(amount), held: None }))?;
        if parsed == Amount::All {
            all_for = Some((verb, amount));
        }
        *slot = Some(parsed);
    }
    Ok(disposal)
}

fn parse_amount(languages: &[&dyn Vocabulary], word: &str) -> Result<Amount, ()> {
    if entries::is_all_word(languages, &word.to_lowercase()) {
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
fn is_count_word(languages: &[&dyn Vocabulary], word: &str) -> bool {
    word.starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '+')
        || entries::is_all_word(languages, &word.to_lowercase())
}

/// `buy Aurora Aurora Zug` or `buy 2 Aurora 1 Zug`: a number applies to the chain after it.
fn parse_buy(
    languages: &[&dyn Vocabulary],
    command: CommandWord,
    rest: &[&str],
) -> Result<Vec<(u64, Chain)>, CommandError> {
    if rest.is_empty() {
        return refuse(command, WordsError::Missing(Needs::Chains));
    }
    let mut bought = Vec::new();
    let mut count = None;
    for word in rest {
        if is_count_word(languages, word) {
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
mod tests;
