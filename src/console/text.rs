//! The console's words for the rules' values: refusals ([`RuleError`] and the parse errors of
//! tiles and chains), what the game waits for ([`decision`]), sets of chains, and actions as
//! the commands a player types ([`command`]).
//!
//! The rules are data and speak no language; these are their English words, given as
//! `Display` implementations (Rust lets an `impl` live anywhere in the crate that defines the
//! type) and as functions. Every sentence the program prints comes from the console.

use std::fmt;

use crate::notation::text::quote;
use crate::rules::{Action, AnnounceRefusal, Chain, ChainSet, Decision, RuleError, SetupError};

/// A few words for what the game waits for, like "place a tile".
///
/// ```
/// use bauloewe::console::text::decision;
/// use bauloewe::rules::Decision;
/// assert_eq!(decision(&Decision::BuyShares { player: 0, remaining: 2 }), "buy up to 2 shares or end the turn");
/// ```
pub fn decision(decision: &Decision) -> String {
    match decision {
        Decision::PlaceTile { .. } => "place a tile".to_string(),
        Decision::FoundChain { tile, .. } => format!("name the chain {tile} founds"),
        Decision::ChooseSurvivor { candidates, .. } => format!("choose the survivor: {candidates}"),
        Decision::ChooseDefunct { candidates, .. } => {
            format!("choose which defunct chain goes first: {candidates}")
        }
        Decision::Dispose { defunct, held, .. } => format!("dispose of {held} {defunct} shares"),
        Decision::BuyShares { remaining, .. } => format!("buy up to {remaining} shares or end the turn"),
        Decision::GameOver => "the game is over".to_string(),
    }
}

/// An action as the command a player types for it, like `lay 7E` or `sell 2 trade 4`.
///
/// Today these are the same words as the save files' action notation
/// (`crate::notation::write_action`), on purpose two functions: the notation is fixed for as
/// long as save format 1 is read, while the console's words are free to change (or to come in
/// another language) without touching a single save.
///
/// ```
/// use bauloewe::console::text::command;
/// use bauloewe::rules::{Action, Chain};
/// assert_eq!(command(Action::Dispose { sell: 0, trade: 0 }), "keep");
/// assert_eq!(command(Action::Buy(Chain::Aurora)), "buy Aurora");
/// ```
pub fn command(action: Action) -> String {
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

/// A hint's actions as the commands to type: `lay 7E`, or a whole purchase as one command,
/// `buy 2 Aurora 1 Zugvogel, then end`.
///
/// ```
/// use bauloewe::console::text::hint_commands;
/// use bauloewe::rules::{Action, Chain};
/// let (au, zu) = (Chain::Aurora, Chain::Zugvogel);
/// let line = [Action::Buy(au), Action::Buy(au), Action::Buy(zu), Action::EndTurn];
/// assert_eq!(hint_commands(&line), "buy 2 Aurora 1 Zugvogel, then end");
/// assert_eq!(hint_commands(&[Action::EndTurn]), "end");
/// ```
pub fn hint_commands(actions: &[Action]) -> String {
    let mut bought: Vec<(usize, Chain)> = Vec::new();
    for action in actions {
        if let Action::Buy(chain) = action {
            match bought.last_mut() {
                Some((count, last)) if last == chain => *count += 1,
                _ => bought.push((1, *chain)),
            }
        }
    }
    if bought.is_empty() {
        return actions.iter().map(|action| command(*action)).collect::<Vec<_>>().join(", then ");
    }
    let shares: Vec<String> = bought.iter().map(|(count, chain)| format!("{count} {chain}")).collect();
    format!("buy {}, then end", shares.join(" "))
}

/// Why the end may not be announced (R16, V1), as the rest of a sentence.
fn announce_refusal(reason: AnnounceRefusal) -> String {
    match reason {
        AnnounceRefusal::AlreadyAnnounced => "it is announced already; finish your turn".to_string(),
        AnnounceRefusal::NoChain => "no chain is on the board".to_string(),
        AnnounceRefusal::TooEarly { end_size } => {
            format!("no chain has {end_size} hotels and not every chain is safe")
        }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount(n) => write!(f, "a game needs 2 to 6 players, not {n} (R6)"),
            SetupError::DuplicateName(name) => {
                write!(f, "two players are called {}: give each a name of their own", quote(name))
            }
        }
    }
}

impl std::error::Error for SetupError {}

impl fmt::Display for ChainSet {
    /// The chain names joined with " and " (or ", " before the last).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.iter().map(Chain::name).collect();
        match names.split_last() {
            None => write!(f, "no chain"),
            Some((last, [])) => write!(f, "{last}"),
            Some((last, rest)) => write!(f, "{} and {last}", rest.join(", ")),
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::NotNow { expected } => {
                write!(f, "not now: the game waits for a player to {}", decision(expected))
            }
            RuleError::TileNotInHand { tile, hand } => write!(f, "{tile} is not in your hand: {hand}"),
            RuleError::DeadTile { tile } => {
                write!(f, "{tile} is dead: it touches two safe chains and can never be placed")
            }
            RuleError::EighthChain { tile } => {
                write!(f, "{tile} would found an eighth chain: all seven are on the board, keep it for later")
            }
            RuleError::ChainOnBoard { chain, available } => {
                write!(
                    f,
                    "{chain} is already on the board: choose {}",
                    available.to_string().replace(" and ", " or ")
                )
            }
            RuleError::NotACandidate { chain, candidates, .. } => {
                write!(
                    f,
                    "{chain} is not a choice here: choose {}",
                    candidates.to_string().replace(" and ", " or ")
                )
            }
            RuleError::ChainNotOnBoard { chain } => {
                write!(f, "{chain} is not on the board: only chains on the board sell shares")
            }
            RuleError::BuyLimitReached => write!(f, "you have bought 3 shares this turn: 'end' your turn"),
            RuleError::BankSoldOut { chain } => write!(f, "the bank has no {chain} shares left"),
            RuleError::NotEnoughCash { chain, price, cash } => {
                write!(f, "one {chain} share costs {price} and you have {cash}")
            }
            RuleError::DisposeTooMany { held, asked } => {
                write!(f, "you hold {held} shares of the defunct chain, not {asked}")
            }
            RuleError::OddTrade { trade } => {
                write!(f, "trades go two for one: hand in an even number, not {trade}")
            }
            RuleError::TradeTooMany { trade, max_trade, survivor } => {
                let bank = max_trade / 2;
                let plural = if bank == 1 { "" } else { "s" };
                write!(
                    f,
                    "you may trade at most {max_trade} shares (the bank has {bank} {survivor} share{plural}), not {trade}"
                )
            }
            RuleError::CannotAnnounce { reason } => {
                write!(f, "you cannot announce the end: {}", announce_refusal(*reason))
            }
            RuleError::GameOver => write!(f, "the game is over"),
        }?;
        write!(f, " ({})", self.rule())
    }
}

impl std::error::Error for RuleError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Tile;

    #[test]
    fn r10_1_a_refusal_names_the_hand_and_the_rule() {
        let hand = ["1A", "3C"].iter().fold(crate::rules::Hand::default(), |mut hand, name| {
            hand.insert(name.parse().unwrap());
            hand
        });
        let error = RuleError::TileNotInHand { tile: "7E".parse().unwrap(), hand };
        assert_eq!(error.to_string(), "7E is not in your hand: 1A 3C (R10.1)");
    }

    #[test]
    fn typed_text_is_quoted_without_control_characters() {
        let error = "\u{1b}[31mX".parse::<Tile>().unwrap_err();
        assert_eq!(error.to_string(), "'?[31mX' is not a tile: write column then row, 1A to 12I");
    }

    #[test]
    fn chain_sets_read_as_a_list() {
        let set: ChainSet = [Chain::Aurora, Chain::Zugvogel, Chain::Bergfried].into_iter().collect();
        assert_eq!(set.to_string(), "Zugvogel, Bergfried and Aurora");
        assert_eq!(ChainSet::EMPTY.to_string(), "no chain");
    }
}
