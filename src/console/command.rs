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

use super::Lang;

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

/// What an information command shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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

/// Why a line is not a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommandError {
    /// The first word is no command.
    Unknown {
        /// The word typed (shortened).
        word: String,
        /// The command meant, in English words (`help` if no guess is possible).
        suggestion: &'static str,
        /// The command meant, in German words (`hilfe` if no guess is possible).
        vorschlag: &'static str,
    },
    /// A command needs a word after it.
    Missing {
        /// The command.
        command: &'static str,
        /// What it needs.
        usage: Needs,
    },
    /// A command got words it does not take.
    Extra {
        /// The command.
        command: &'static str,
        /// The first unwanted word (shortened).
        word: String,
    },
    /// A word that should be a tile is not.
    Tile(ParseTileError),
    /// A word that should be a chain is not.
    Chain(ChainWordError),
    /// A word that should be a number is not, or is far too large.
    Number {
        /// The word typed (shortened).
        word: String,
    },
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
}

impl fmt::Display for Needs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Needs::Tile => "a tile, e.g. 'lay 7E'",
            Needs::Chain => "a chain, e.g. 'Aurora' or 'au'",
            Needs::Chains => "chains, e.g. 'buy Aurora' or 'buy 2 au'",
            Needs::ChainAfterNumber => "a chain after each number",
            Needs::Slot => "a slot name",
        })
    }
}

impl fmt::Display for DisposalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DisposalError::KeepAlone(keep) => {
                write!(f, "'{keep}' comes alone; to keep some, sell or trade the others")
            }
            DisposalError::KeepAmongOthers(keep) => {
                write!(f, "'{keep}' comes alone; the rest is kept anyway")
            }
            DisposalError::NotAVerb(word) => write!(f, "'{word}' is neither sell nor trade"),
            DisposalError::Twice(verb) => write!(f, "'{verb}' appears twice"),
            DisposalError::NeedsNumber(verb) => write!(f, "'{verb}' needs a number"),
        }
    }
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommandError::Unknown { word, suggestion, .. } => {
                write!(f, "unknown command '{word}': try '{suggestion}'")
            }
            CommandError::Missing { command, usage: Needs::Slot } => {
                write!(f, "{command} needs a slot name, e.g. '{command} monday'")
            }
            CommandError::Missing { command, usage } => write!(f, "{command} needs {usage}"),
            CommandError::Extra { command, word } => {
                write!(f, "'{command}' takes nothing more, but got '{word}': see 'help {command}'")
            }
            CommandError::Tile(error) => write!(f, "{error}"),
            CommandError::Chain(error) => write!(f, "{error}"),
            CommandError::Number { word } => {
                write!(f, "'{word}' is not a number of shares: write 0 to 25 or 'all'")
            }
            CommandError::Disposal(reason) => write!(f, "{reason}: e.g. 'sell 2 trade 4' or 'keep'"),
        }
    }
}

impl std::error::Error for CommandError {}

/// A [`CommandError`] in words: in English its `Display`, in German a `match` of its own.
///
/// ```
/// use bauloewe::console::{Command, Lang, command::command_error};
/// let error = "kaufe".parse::<Command>().unwrap_err();
/// assert_eq!(command_error(Lang::De, &error), "kaufe braucht Ketten, z. B. 'kaufe Aurora' oder 'kaufe 2 au'");
/// let error = "tschüss".parse::<Command>().unwrap_err();
/// assert_eq!(command_error(Lang::De, &error), "unbekannter Befehl 'tschüss': versuch 'aufhören'");
/// ```
pub fn command_error(lang: Lang, error: &CommandError) -> String {
    if lang == Lang::En {
        return error.to_string();
    }
    match error {
        CommandError::Unknown { word, vorschlag, .. } => {
            format!("unbekannter Befehl '{word}': versuch '{vorschlag}'")
        }
        CommandError::Missing { command, usage } => {
            let needs = match usage {
                Needs::Tile => "ein Plättchen, z. B. 'lege 7E'".to_string(),
                Needs::Chain => "eine Kette, z. B. 'Aurora' oder 'au'".to_string(),
                Needs::Chains => "Ketten, z. B. 'kaufe Aurora' oder 'kaufe 2 au'".to_string(),
                Needs::ChainAfterNumber => "eine Kette nach jeder Zahl".to_string(),
                Needs::Slot => format!("einen Namen für den Spielstand, z. B. '{command} montag'"),
            };
            format!("{command} braucht {needs}")
        }
        CommandError::Extra { command, word } => {
            format!("'{command}' nimmt nichts weiter, bekam aber '{word}': siehe 'hilfe {command}'")
        }
        CommandError::Tile(error) => tile_error(lang, error),
        CommandError::Chain(error) => chain_word_error(lang, error),
        CommandError::Number { word } => {
            format!("'{word}' ist keine Anzahl Aktien: schreib 0 bis 25 oder 'alle'")
        }
        CommandError::Disposal(reason) => {
            let reason = match reason {
                DisposalError::KeepAlone(keep) => {
                    format!("'{keep}' steht allein; um einige zu behalten, verkaufe oder tausche die anderen")
                }
                DisposalError::KeepAmongOthers(keep) => {
                    format!("'{keep}' steht allein; der Rest wird ohnehin behalten")
                }
                DisposalError::NotAVerb(word) => format!("'{word}' ist weder verkaufe noch tausche"),
                DisposalError::Twice(verb) => format!("'{verb}' steht zweimal da"),
                DisposalError::NeedsNumber(verb) => format!("'{verb}' braucht eine Zahl"),
            };
            format!("{reason}: z. B. 'verkaufe 2 tausche 4' oder 'behalte'")
        }
    }
}

/// A word that is no tile, in words.
pub fn tile_error(lang: Lang, error: &ParseTileError) -> String {
    match lang {
        Lang::En => error.to_string(),
        Lang::De => format!("'{}' ist kein Plättchen: erst Spalte, dann Reihe, 1A bis 12I", quote(&error.0)),
    }
}

/// A word that names no chain, in words.
pub fn chain_word_error(lang: Lang, error: &ChainWordError) -> String {
    match (lang, error) {
        (Lang::En, _) => error.to_string(),
        (Lang::De, ChainWordError::Unknown(word)) => format!(
            "'{word}' ist keine Kette: versuch Zugvogel, Ankerplatz, Bergfried, Uferblick, Morgenrot, Aurora oder Königshof"
        ),
        (Lang::De, ChainWordError::Ambiguous(word, chains)) => {
            let names: Vec<&str> = chains.iter().map(|c| c.name()).collect();
            format!("'{word}' könnte {} sein: tippe mehr Buchstaben", names.join(" oder "))
        }
    }
}

impl FromStr for Command {
    type Err = CommandError;

    /// Parses a line; words are separated by whitespace and case does not matter.
    ///
    /// ```
    /// use bauloewe::console::Command;
    /// use bauloewe::rules::Tile;
    /// assert_eq!("LAY 7e".parse(), Ok(Command::Lay("7E".parse::<Tile>()?)));
    /// assert!("bye".parse::<Command>().unwrap_err().to_string().contains("try 'quit'"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn from_str(line: &str) -> Result<Command, CommandError> {
        let lowered: Vec<String> = line.split_whitespace().map(str::to_lowercase).collect();
        let words: Vec<&str> = lowered.iter().map(String::as_str).collect();
        // An empty line is an unknown command too, and `suggest` answers it with `help`.
        let (first, rest) = words.split_first().unwrap_or((&"", &[]));
        match table::find(first) {
            Some((word, entry)) => (entry.parse)(word, rest),
            None => Err(CommandError::Unknown {
                word: quote(first),
                suggestion: table::suggest(Lang::En, first),
                vorschlag: table::suggest(Lang::De, first),
            }),
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
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChainWordError::Unknown(word) => write!(
                f,
                "'{word}' is not a chain: try Zugvogel, Ankerplatz, Bergfried, Uferblick, Morgenrot, Aurora or Königshof"
            ),
            ChainWordError::Ambiguous(word, chains) => {
                let names: Vec<&str> = chains.iter().map(|c| c.name()).collect();
                write!(f, "'{word}' could be {}: type more letters", names.join(" or "))
            }
        }
    }
}

impl std::error::Error for ChainWordError {}

/// The chain a typed word names: any unambiguous, case-insensitive prefix of a chain's name
/// (R3), also of the spelling `Koenigshof`, so `ko`, `kö` and `koe` all name Königshof.
///
/// ```
/// use bauloewe::console::command::{ChainWordError, chain_by_prefix};
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

/// A command that takes no words after it, like `end` or `board`.
fn no_words(command: &'static str, rest: &[&str], done: Command) -> Result<Command, CommandError> {
    match rest.first() {
        None => Ok(done),
        Some(word) => Err(CommandError::Extra { command, word: quote(word) }),
    }
}

/// The one word a command takes.
fn one_word<'a>(command: &'static str, rest: &[&'a str], usage: Needs) -> Result<&'a str, CommandError> {
    match rest {
        [word] => Ok(word),
        [] => Err(CommandError::Missing { command, usage }),
        [_, extra, ..] => Err(CommandError::Extra { command, word: quote(extra) }),
    }
}

/// `lay 7E`: one tile.
fn tile(command: &'static str, rest: &[&str]) -> Result<Tile, CommandError> {
    let word = one_word(command, rest, Needs::Tile)?;
    word.parse().map_err(CommandError::Tile)
}

/// `found au`: one chain, by any unambiguous prefix.
fn chain_word(command: &'static str, rest: &[&str]) -> Result<Chain, CommandError> {
    let word = one_word(command, rest, Needs::Chain)?;
    chain(word)
}

fn chain(word: &str) -> Result<Chain, CommandError> {
    chain_by_prefix(word).map_err(CommandError::Chain)
}

/// `save monday`: one slot name; whether it is a good name is for the save folder to say.
fn slot(command: &'static str, rest: &[&str]) -> Result<String, CommandError> {
    one_word(command, rest, Needs::Slot).map(str::to_string)
}

/// `help` or `help buy`: the word asked about (shortened), if any; more words are ignored.
fn help_word(rest: &[&str]) -> Option<String> {
    rest.first().map(|word| quote(word))
}

/// `sell N`, `trade N`, `keep`, `sell N trade M` in either order, `all` for N; or the same in
/// German words (`verkaufe N`, `tausche N`, `behalte`, `alle`), even mixed.
fn parse_disposal(first: &str, rest: &[&str]) -> Result<Disposal, CommandError> {
    let error = |reason| Err(CommandError::Disposal(reason));
    if matches!(first, "keep" | "behalte") {
        return match rest.first() {
            None => Ok(Disposal::default()),
            Some(_) => error(DisposalError::KeepAlone(first.to_string())),
        };
    }
    let mut words = std::iter::once(first).chain(rest.iter().copied());
    let mut disposal = Disposal::default();
    while let Some(verb) = words.next() {
        let slot = match verb {
            "sell" | "verkaufe" => &mut disposal.sell,
            "trade" | "tausche" => &mut disposal.trade,
            "keep" | "behalte" => return error(DisposalError::KeepAmongOthers(verb.to_string())),
            other => return error(DisposalError::NotAVerb(quote(other))),
        };
        if slot.is_some() {
            return error(DisposalError::Twice(verb.to_string()));
        }
        let Some(amount) = words.next() else { return error(DisposalError::NeedsNumber(verb.to_string())) };
        *slot = Some(parse_amount(amount)?);
    }
    Ok(disposal)
}

fn parse_amount(word: &str) -> Result<Amount, CommandError> {
    if matches!(word, "all" | "alle") {
        return Ok(Amount::All);
    }
    parse_count(word).map(Amount::Count)
}

/// A count of shares; numbers too large for a `u64` are refused as words.
fn parse_count(word: &str) -> Result<u64, CommandError> {
    if !word.bytes().all(|b| b.is_ascii_digit()) {
        return Err(CommandError::Number { word: quote(word) });
    }
    word.parse().map_err(|_| CommandError::Number { word: quote(word) })
}

/// `buy Aurora Aurora Zug` or `buy 2 Aurora 1 Zug`: a number applies to the chain after it.
fn parse_buy(command: &'static str, rest: &[&str]) -> Result<Vec<(u64, Chain)>, CommandError> {
    if rest.is_empty() {
        return Err(CommandError::Missing { command, usage: Needs::Chains });
    }
    let mut bought = Vec::new();
    let mut count = None;
    for word in rest {
        if word.bytes().next().is_some_and(|b| b.is_ascii_digit()) {
            if count.is_some() {
                return Err(CommandError::Missing { command, usage: Needs::ChainAfterNumber });
            }
            count = Some(parse_count(word)?);
        } else {
            let chain = chain(word)?;
            bought.push((count.take().unwrap_or(1), chain));
        }
    }
    if count.is_some() {
        return Err(CommandError::Missing { command, usage: Needs::ChainAfterNumber });
    }
    Ok(bought)
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

    #[test]
    fn r10_lay_and_play_take_a_tile_in_any_case() {
        assert_eq!(parse("lay 7E"), Ok(Command::Lay(tile("7E"))));
        assert_eq!(parse("  PLAY   12i "), Ok(Command::Lay(tile("12I"))));
        assert!(matches!(parse("lay 13A"), Err(CommandError::Tile(_))));
        assert!(matches!(parse("lay"), Err(CommandError::Missing { command: "lay", .. })));
        assert!(matches!(parse("lay 7E 8E"), Err(CommandError::Extra { .. })));
    }

    #[test]
    fn r3_chain_commands_take_prefixes() {
        assert_eq!(parse("found au"), Ok(Command::Found(Chain::Aurora)));
        assert_eq!(parse("survivor KOE"), Ok(Command::Survivor(Chain::Koenigshof)));
        assert_eq!(parse("defunct zug"), Ok(Command::Defunct(Chain::Zugvogel)));
        assert_eq!(parse("buy ko"), Ok(Command::Buy(vec![(1, Chain::Koenigshof)])));
        assert_eq!(parse("found kön"), Ok(Command::Found(Chain::Koenigshof)));
        assert!(matches!(parse("found a"), Err(CommandError::Chain(ChainWordError::Ambiguous(..)))));
        assert!(matches!(parse("found hilton"), Err(CommandError::Chain(ChainWordError::Unknown(_)))));
        assert_eq!(parse("found"), Err(CommandError::Missing { command: "found", usage: Needs::Chain }));
    }

    #[test]
    fn r14_disposal_words_combine() {
        let disposal = |sell, trade| Ok(Command::Dispose(Disposal { sell, trade }));
        assert_eq!(parse("keep"), disposal(None, None));
        assert_eq!(parse("sell 3"), disposal(Some(Amount::Count(3)), None));
        assert_eq!(parse("trade 4"), disposal(None, Some(Amount::Count(4))));
        assert_eq!(parse("sell 2 trade 4"), disposal(Some(Amount::Count(2)), Some(Amount::Count(4))));
        assert_eq!(parse("trade all sell 1"), disposal(Some(Amount::Count(1)), Some(Amount::All)));
        assert_eq!(parse("sell all"), disposal(Some(Amount::All), None));
    }

    #[test]
    fn r14_bad_disposals_say_why() {
        for line in ["sell", "sell x", "sell 2 sell 3", "keep 2", "sell 2 keep", "sell -1", "sell 2 buy 3"] {
            let error = parse(line).unwrap_err();
            assert!(
                matches!(
                    error,
                    CommandError::Disposal { .. } | CommandError::Number { .. } | CommandError::Extra { .. }
                ),
                "{line}: {error}"
            );
        }
        let huge = parse("sell 99999999999999999999999").unwrap_err();
        assert_eq!(
            huge.to_string(),
            "'99999999999999999999…' is not a number of shares: write 0 to 25 or 'all'"
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
        assert_eq!(parse("Überlebt zug"), Ok(Command::Survivor(Chain::Zugvogel)));
        assert_eq!(parse("aufloesen zug"), Ok(Command::Defunct(Chain::Zugvogel)));
        assert_eq!(parse("behalte"), disposal(None, None));
        assert_eq!(parse("verkaufe 2 tausche alle"), disposal(Some(Amount::Count(2)), Some(Amount::All)));
        assert_eq!(
            parse("kaufe 2 au 1 zug"),
            Ok(Command::Buy(vec![(2, Chain::Aurora), (1, Chain::Zugvogel)]))
        );
        assert_eq!(parse("ende"), Ok(Command::End));
        assert_eq!(parse("beenden"), Ok(Command::Announce));
        for undo in ["rückgängig", "rueckgaengig", "zurück", "zurueck"] {
            assert_eq!(parse(undo), Ok(Command::Undo), "{undo}");
        }
        assert_eq!(parse("speichern montag"), Ok(Command::Save("montag".to_string())));
        assert_eq!(parse("hilfe kaufe"), Ok(Command::Help(Some("kaufe".to_string()))));
        let refusal = |line: &str| command_error(Lang::De, &parse(line).unwrap_err());
        assert_eq!(refusal("lege"), "lege braucht ein Plättchen, z. B. 'lege 7E'");
        assert_eq!(
            refusal("verkaufe 2 verkaufe 3"),
            "'verkaufe' steht zweimal da: z. B. 'verkaufe 2 tausche 4' oder 'behalte'"
        );
        assert_eq!(refusal("lege 13A"), "'13a' ist kein Plättchen: erst Spalte, dann Reihe, 1A bis 12I");
    }

    #[test]
    fn r10_buy_takes_chains_with_optional_counts() {
        let au = Chain::Aurora;
        let zu = Chain::Zugvogel;
        assert_eq!(parse("buy Aurora Aurora Zugvogel"), Ok(Command::Buy(vec![(1, au), (1, au), (1, zu)])));
        assert_eq!(parse("buy 2 Aurora 1 Zug"), Ok(Command::Buy(vec![(2, au), (1, zu)])));
        assert_eq!(parse("buy 300 au"), Ok(Command::Buy(vec![(300, au)])));
        assert!(matches!(parse("buy"), Err(CommandError::Missing { .. })));
        assert!(matches!(parse("buy 2"), Err(CommandError::Missing { .. })));
        assert!(matches!(parse("buy 2 3 au"), Err(CommandError::Missing { .. })));
        assert!(matches!(parse("buy 2x au"), Err(CommandError::Number { .. })));
    }
}
