//! The action notation: one [`Action`] as a line of text, the way save files record it.
//!
//! | action | notation |
//! |---|---|
//! | place a tile | `lay 7E` |
//! | found a chain | `found Aurora` |
//! | choose the survivor | `survivor Aurora` |
//! | choose the next defunct chain | `defunct Zugvogel` |
//! | dispose of defunct shares | `keep`, `sell 2`, `trade 4`, `sell 2 trade 4` |
//! | buy one share | `buy Aurora` |
//! | end the turn | `end` |
//! | announce the end | `announce` |
//!
//! Chains are named in full (`Königshof` or `Koenigshof`), words are read in any case, and the
//! numbers are whole numbers from 0 to 25. The notation was fixed by save format 1: it reads
//! like the English commands, but it is a grammar of its own. The console's command words may
//! change, or come in another language, and every save keeps its meaning.

use std::fmt;

use crate::rules::{Action, Chain, SHARES_PER_CHAIN, Tile};

use super::text::quote;

/// Why a line is not an action in this notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionError {
    /// The line is not one of the forms in the table (quoted, shortened).
    Unknown(String),
    /// A word that should be a tile is not one.
    Tile(String),
    /// A word that should be a chain's full name is not one.
    Chain(String),
    /// A word that should be a number of shares (0 to 25) is not one.
    Count(String),
}

/// For developers (a log, a failed test): the error as `Debug` writes it. A person reads the
/// language's words instead (`FileWords`, in `crate::words`).
impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for ActionError {}

/// The action in this notation.
///
/// ```
/// use bauloewe::notation::write_action;
/// use bauloewe::rules::{Action, Chain};
/// assert_eq!(write_action(Action::Dispose { sell: 2, trade: 4 }), "sell 2 trade 4");
/// assert_eq!(write_action(Action::Buy(Chain::Koenigshof)), "buy Königshof");
/// ```
pub fn write_action(action: Action) -> String {
    match action {
        Action::Place(tile) => format!("lay {tile}"),
        Action::Found(chain) => format!("found {chain}"),
        Action::Survivor(chain) => format!("survivor {chain}"),
        Action::Defunct(chain) => format!("defunct {chain}"),
        Action::Dispose { sell: 0, trade: 0 } => "keep".to_string(),
        Action::Dispose { sell, trade: 0 } => format!("sell {sell}"),
        Action::Dispose { sell: 0, trade } => format!("trade {trade}"),
        Action::Dispose { sell, trade } => format!("sell {sell} trade {trade}"),
        Action::Buy(chain) => format!("buy {chain}"),
        Action::EndTurn => "end".to_string(),
        Action::Announce => "announce".to_string(),
    }
}

/// Reads one action written by [`write_action`] (in any case).
///
/// ```
/// use bauloewe::notation::{ActionError, parse_action};
/// use bauloewe::rules::Action;
/// assert_eq!(parse_action("sell 2 trade 4"), Ok(Action::Dispose { sell: 2, trade: 4 }));
/// assert_eq!(parse_action("END"), Ok(Action::EndTurn));
/// assert_eq!(parse_action("buy 2 Aurora"), Err(ActionError::Unknown("buy 2 Aurora".into())));
/// assert_eq!(parse_action("buy au"), Err(ActionError::Chain("au".into())));
/// ```
pub fn parse_action(line: &str) -> Result<Action, ActionError> {
    let words: Vec<String> = line.split_whitespace().map(str::to_lowercase).collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let unknown = || ActionError::Unknown(quote(line.trim()));
    match words[..] {
        ["lay", tile] => Ok(Action::Place(read_tile(tile)?)),
        ["found", chain] => Ok(Action::Found(read_chain(chain)?)),
        ["survivor", chain] => Ok(Action::Survivor(read_chain(chain)?)),
        ["defunct", chain] => Ok(Action::Defunct(read_chain(chain)?)),
        ["keep"] => Ok(Action::Dispose { sell: 0, trade: 0 }),
        ["sell", sell] => Ok(Action::Dispose { sell: read_count(sell)?, trade: 0 }),
        ["trade", trade] => Ok(Action::Dispose { sell: 0, trade: read_count(trade)? }),
        ["sell", sell, "trade", trade] => {
            Ok(Action::Dispose { sell: read_count(sell)?, trade: read_count(trade)? })
        }
        ["buy", chain] => Ok(Action::Buy(read_chain(chain)?)),
        ["end"] => Ok(Action::EndTurn),
        ["announce"] => Ok(Action::Announce),
        _ => Err(unknown()),
    }
}

fn read_tile(word: &str) -> Result<Tile, ActionError> {
    word.parse().map_err(|_| ActionError::Tile(quote(word)))
}

/// A chain by its full name, lowercased already (R3: `königshof` or `koenigshof`).
fn read_chain(word: &str) -> Result<Chain, ActionError> {
    Chain::from_full_name(word).ok_or_else(|| ActionError::Chain(quote(word)))
}

fn read_count(word: &str) -> Result<u8, ActionError> {
    let count = word
        .parse::<u8>()
        .ok()
        .filter(|n| *n <= SHARES_PER_CHAIN && word.bytes().all(|b| b.is_ascii_digit()));
    count.ok_or_else(|| ActionError::Count(quote(word)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every action a game can ask for: each tile, each chain in each role, each disposal.
    fn every_action() -> Vec<Action> {
        let mut actions: Vec<Action> = Tile::all().map(Action::Place).collect();
        for chain in Chain::ALL {
            actions.extend([Action::Found(chain), Action::Survivor(chain), Action::Defunct(chain)]);
            actions.push(Action::Buy(chain));
        }
        for sell in 0..=SHARES_PER_CHAIN {
            let trades = (0..=SHARES_PER_CHAIN - sell).step_by(2);
            actions.extend(trades.map(|trade| Action::Dispose { sell, trade }));
        }
        actions.extend([Action::EndTurn, Action::Announce]);
        actions
    }

    #[test]
    fn every_action_round_trips_through_its_notation() {
        for action in every_action() {
            let text = write_action(action);
            assert_eq!(parse_action(&text), Ok(action), "{text}");
            assert_eq!(parse_action(&text.to_uppercase()), Ok(action), "{text} in capitals");
        }
    }

    #[test]
    fn r3_chains_are_named_in_full_with_either_koenigshof_spelling() {
        assert_eq!(parse_action("buy Koenigshof"), Ok(Action::Buy(Chain::Koenigshof)));
        assert_eq!(parse_action("buy königshof"), Ok(Action::Buy(Chain::Koenigshof)));
        assert_eq!(parse_action("found Auro"), Err(ActionError::Chain("auro".into())));
    }

    #[test]
    fn other_lines_are_refused_saying_what_was_wrong() {
        assert_eq!(parse_action("lay 13Z"), Err(ActionError::Tile("13z".into())));
        assert_eq!(parse_action("sell 26"), Err(ActionError::Count("26".into())));
        assert_eq!(parse_action("sell +2"), Err(ActionError::Count("+2".into())));
        assert_eq!(parse_action("sell all"), Err(ActionError::Count("all".into())));
        assert_eq!(parse_action("trade 4 sell 2"), Err(ActionError::Unknown("trade 4 sell 2".into())));
        assert_eq!(parse_action("play 7E"), Err(ActionError::Unknown("play 7E".into())));
        assert_eq!(parse_action(""), Err(ActionError::Unknown(String::new())));
        let escape = parse_action("lay \u{1b}[31mX").unwrap_err();
        assert_eq!(escape, ActionError::Tile("?[31mx".into()));
    }
}
