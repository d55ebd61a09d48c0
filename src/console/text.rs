//! The console's words for the rules' values: refusals ([`RuleError`] and the parse errors of
//! tiles and chains), what the game waits for ([`decision`]), sets of chains, and actions as
//! the commands a player types ([`command`]).
//!
//! The rules are data and speak no language; these are their words. The English words of a
//! typed value are its `Display` implementation (Rust lets an `impl` live anywhere in the
//! crate that defines the type); the German words a function beside it with a `match` over
//! every variant ([`rule_error`] for [`RuleError`]), so a new variant without German words does
//! not compile. Every sentence the program prints comes from the console.

use std::fmt;

use crate::notation::text::quote;
use crate::rules::{Action, AnnounceRefusal, Chain, ChainSet, Decision, RuleError, SetupError};

use super::Lang;

/// A few words for what the game waits for, like "place a tile".
///
/// ```
/// use bauloewe::console::{Lang, text::decision};
/// use bauloewe::rules::Decision;
/// let buy = Decision::BuyShares { player: 0, remaining: 2 };
/// assert_eq!(decision(Lang::En, &buy), "buy up to 2 shares or end the turn");
/// assert_eq!(decision(Lang::De, &buy), "bis zu 2 Aktien kaufen oder den Zug beenden");
/// ```
pub fn decision(lang: Lang, decision: &Decision) -> String {
    if lang == Lang::De {
        return decision_de(decision);
    }
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

fn decision_de(decision: &Decision) -> String {
    match decision {
        Decision::PlaceTile { .. } => "ein Plättchen legen".to_string(),
        Decision::FoundChain { tile, .. } => format!("die Kette nennen, die {tile} gründet"),
        Decision::ChooseSurvivor { candidates, .. } => {
            format!("wählen, welche Kette überlebt: {}", chain_choice(Lang::De, *candidates))
        }
        Decision::ChooseDefunct { candidates, .. } => {
            format!("wählen, welche Kette zuerst aufgelöst wird: {}", chain_choice(Lang::De, *candidates))
        }
        Decision::Dispose { defunct, held, .. } => {
            format!("über {held} {defunct}-{} entscheiden", Lang::plural(*held as u64, "Aktie", "Aktien"))
        }
        Decision::BuyShares { remaining, .. } => {
            let shares = Lang::plural(*remaining as u64, "Aktie", "Aktien");
            format!("bis zu {remaining} {shares} kaufen oder den Zug beenden")
        }
        Decision::GameOver => "das Spiel ist aus".to_string(),
    }
}

/// Chains as a list, `Zugvogel, Bergfried and Aurora` (`… und Aurora` in German).
pub fn chain_list(lang: Lang, chains: ChainSet) -> String {
    joined(lang, chains, lang.pick("and", "und"))
}

/// Chains as a choice, `Zugvogel, Bergfried or Aurora` (`… oder Aurora` in German).
pub fn chain_choice(lang: Lang, chains: ChainSet) -> String {
    joined(lang, chains, lang.pick("or", "oder"))
}

fn joined(lang: Lang, chains: ChainSet, last_word: &str) -> String {
    let names: Vec<&str> = chains.iter().map(Chain::name).collect();
    match names.split_last() {
        None => lang.pick("no chain", "keine Kette").to_string(),
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} {last_word} {last}", rest.join(", ")),
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
/// use bauloewe::console::{Lang, text::command};
/// use bauloewe::rules::{Action, Chain};
/// assert_eq!(command(Lang::En, Action::Dispose { sell: 0, trade: 0 }), "keep");
/// assert_eq!(command(Lang::En, Action::Buy(Chain::Aurora)), "buy Aurora");
/// assert_eq!(command(Lang::De, Action::Buy(Chain::Aurora)), "kaufe Aurora");
/// ```
///
/// The English words are today the same as the save notation's
/// ([`write_action`](crate::notation::action::write_action)), but on purpose not taken from
/// it: the notation is a file format fixed by its version, the console's words may change
/// (as the German ones show) without making any save unreadable.
pub fn command(lang: Lang, action: Action) -> String {
    if lang == Lang::De {
        return command_de(action);
    }
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

fn command_de(action: Action) -> String {
    match action {
        Action::Place(tile) => format!("lege {tile}"),
        Action::Found(chain) => format!("gründe {chain}"),
        Action::Survivor(chain) => format!("überlebt {chain}"),
        Action::Defunct(chain) => format!("auflösen {chain}"),
        Action::Dispose { sell: 0, trade: 0 } => "behalte".to_string(),
        Action::Dispose { sell, trade: 0 } => format!("verkaufe {sell}"),
        Action::Dispose { sell: 0, trade } => format!("tausche {trade}"),
        Action::Dispose { sell, trade } => format!("verkaufe {sell} tausche {trade}"),
        Action::Buy(chain) => format!("kaufe {chain}"),
        Action::EndTurn => "ende".to_string(),
        Action::Announce => "beenden".to_string(),
    }
}

/// A hint's actions as the commands to type: `lay 7E`, or a whole purchase as one command,
/// `buy 2 Aurora 1 Zugvogel, then end`.
///
/// ```
/// use bauloewe::console::{Lang, text::hint_commands};
/// use bauloewe::rules::{Action, Chain};
/// let (au, zu) = (Chain::Aurora, Chain::Zugvogel);
/// let line = [Action::Buy(au), Action::Buy(au), Action::Buy(zu), Action::EndTurn];
/// assert_eq!(hint_commands(Lang::En, &line), "buy 2 Aurora 1 Zugvogel, then end");
/// assert_eq!(hint_commands(Lang::De, &line), "kaufe 2 Aurora 1 Zugvogel, dann ende");
/// assert_eq!(hint_commands(Lang::En, &[Action::EndTurn]), "end");
/// ```
pub fn hint_commands(lang: Lang, actions: &[Action]) -> String {
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
        let then = lang.pick(", then ", ", dann ");
        return actions.iter().map(|action| command(lang, *action)).collect::<Vec<_>>().join(then);
    }
    let shares: Vec<String> = bought.iter().map(|(count, chain)| format!("{count} {chain}")).collect();
    match lang {
        Lang::En => format!("buy {}, then end", shares.join(" ")),
        Lang::De => format!("kaufe {}, dann ende", shares.join(" ")),
    }
}

/// Why the end may not be announced (R16, V1), as the rest of a sentence.
fn announce_refusal(lang: Lang, reason: AnnounceRefusal) -> String {
    if lang == Lang::De {
        return match reason {
            AnnounceRefusal::AlreadyAnnounced => "es ist schon angesagt; beende deinen Zug".to_string(),
            AnnounceRefusal::NoChain => "keine Kette liegt auf dem Brett".to_string(),
            AnnounceRefusal::TooEarly { end_size } => {
                format!("keine Kette hat {end_size} Hotels und nicht jede Kette ist sicher")
            }
        };
    }
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

/// A [`SetupError`] in words.
pub fn setup_error(lang: Lang, error: &SetupError) -> String {
    match (lang, error) {
        (Lang::En, _) => error.to_string(),
        (Lang::De, SetupError::PlayerCount(n)) => {
            format!("ein Spiel braucht 2 bis 6 Spieler, nicht {n} (R6)")
        }
        (Lang::De, SetupError::DuplicateName(name)) => {
            format!("zwei Spieler heißen {}: gib jedem einen eigenen Namen", quote(name))
        }
    }
}

impl fmt::Display for ChainSet {
    /// The chain names joined with " and " (or ", " before the last).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", chain_list(Lang::En, *self))
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::NotNow { expected } => {
                write!(f, "not now: the game waits for a player to {}", decision(Lang::En, expected))
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
                write!(f, "you cannot announce the end: {}", announce_refusal(Lang::En, *reason))
            }
            RuleError::GameOver => write!(f, "the game is over"),
        }?;
        write!(f, " ({})", self.rule())
    }
}

impl std::error::Error for RuleError {}

/// A [`RuleError`] in words, with the rule it names: in English its `Display`.
///
/// ```
/// use bauloewe::console::{Lang, text::rule_error};
/// use bauloewe::rules::RuleError;
/// assert_eq!(rule_error(Lang::De, &RuleError::GameOver), "das Spiel ist aus (R18)");
/// ```
pub fn rule_error(lang: Lang, error: &RuleError) -> String {
    match lang {
        Lang::En => error.to_string(),
        Lang::De => format!("{} ({})", rule_error_de(error), error.rule()),
    }
}

fn rule_error_de(error: &RuleError) -> String {
    let de = Lang::De;
    match error {
        RuleError::NotNow { expected } => {
            format!("jetzt nicht: das Spiel wartet auf etwas anderes: {}", decision(de, expected))
        }
        RuleError::TileNotInHand { tile, hand } => format!("{tile} ist nicht in deiner Hand: {hand}"),
        RuleError::DeadTile { tile } => {
            format!("{tile} ist tot: es berührt zwei sichere Ketten und kann nie gelegt werden")
        }
        RuleError::EighthChain { tile } => format!(
            "{tile} würde eine achte Kette gründen: alle sieben liegen auf dem Brett, heb es für später auf"
        ),
        RuleError::ChainOnBoard { chain, available } => {
            format!("{chain} liegt schon auf dem Brett: wähle {}", chain_choice(de, *available))
        }
        RuleError::NotACandidate { chain, candidates, .. } => {
            format!("{chain} steht hier nicht zur Wahl: wähle {}", chain_choice(de, *candidates))
        }
        RuleError::ChainNotOnBoard { chain } => {
            format!("{chain} liegt nicht auf dem Brett: nur Ketten auf dem Brett verkaufen Aktien")
        }
        RuleError::BuyLimitReached => {
            "du hast in diesem Zug 3 Aktien gekauft: beende deinen Zug mit 'ende'".to_string()
        }
        RuleError::BankSoldOut { chain } => format!("die Bank hat keine {chain}-Aktien mehr"),
        RuleError::NotEnoughCash { chain, price, cash } => {
            format!("eine {chain}-Aktie kostet {} und du hast {}", de.money(*price), de.money(*cash))
        }
        RuleError::DisposeTooMany { held, asked } => {
            format!("du hast {held} Aktien der aufgelösten Kette, nicht {asked}")
        }
        RuleError::OddTrade { trade } => {
            format!("getauscht wird 2 gegen 1: gib eine gerade Zahl ab, nicht {trade}")
        }
        RuleError::TradeTooMany { trade, max_trade, survivor } => {
            let bank = max_trade / 2;
            let shares = Lang::plural(bank as u64, "Aktie", "Aktien");
            format!(
                "du darfst höchstens {max_trade} Aktien tauschen (die Bank hat {bank} {survivor}-{shares}), nicht {trade}"
            )
        }
        RuleError::CannotAnnounce { reason } => {
            format!("du kannst das Ende nicht ansagen: {}", announce_refusal(de, *reason))
        }
        RuleError::GameOver => "das Spiel ist aus".to_string(),
    }
}

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
