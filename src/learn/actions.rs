//! Chapter 4's checkers: reading an action with an error type of your own, and why a purchase
//! is refused.

use std::fmt;

use super::says::said;
use super::{Mismatch, describe, moments, same};
use crate::notation::{ActionError, parse_action, write_action};
use crate::rules::{Action, Chain, Game, RuleError, SHARES_PER_CHAIN, Tile};

/// Lines that are not actions, one for each way a line can be wrong, and the lines a reader
/// most often accepts by mistake (`sell +2`: `"+2".parse::<u8>()` is `Ok(2)`).
pub const BROKEN: [&str; 28] = [
    "",
    "   ",
    "lay",
    "lay 13Z",
    "lay 0A",
    "lay 1A 2A",
    "lay1A",
    "found",
    "found au",
    "found Aurora Aurora",
    "survivor Atlantis",
    "defunct 7",
    "keep 2",
    "sell",
    "sell 26",
    "sell -1",
    "sell +2",
    "sell 2x",
    "sell 2 trade",
    "sell 2 buy 4",
    "trade 2 sell 2",
    "buy",
    "buy 2 Aurora",
    "buy Aurora Aurora",
    "end now",
    "announce!",
    "xyzzy",
    "Lay 7E please",
];

/// Exercise 7: `read_action(line)` must read every line [`parse_action`] reads as the same
/// action, and refuse every line it refuses, with an error whose `Display` contains, in any
/// case, what the [`ActionError`] names: the word that is not a tile, a chain or a count of
/// shares, or the whole line (trimmed) when it has none of the notation's forms. The lines:
/// every action a game can ask for as [`write_action`] writes it, in capitals, in small letters
/// and with spaces around and between its words, and the [`BROKEN`] ones.
pub fn ex07<E: fmt::Display>(read_action: impl Fn(&str) -> Result<Action, E>) -> Result<(), Mismatch> {
    for line in lines() {
        let (engine, yours) = (parse_action(&line), read_action(&line));
        let agrees = match (&engine, &yours) {
            (Ok(action), Ok(read)) => action == read,
            (Err(error), Err(refusal)) => {
                refusal.to_string().to_lowercase().contains(&named(error).to_lowercase())
            }
            _ => false,
        };
        if !agrees {
            let engine = match engine {
                Ok(action) => said!("the action `{}`", "die Aktion `{}`", write_action(action)).to_string(),
                Err(error) => {
                    let named = named(&error);
                    said!(
                        "an error that names {named:?} ({error:?})",
                        "einen Fehler, der {named:?} nennt ({error:?})"
                    )
                    .to_string()
                }
            };
            let yours = match yours {
                Ok(action) => said!("the action `{}`", "die Aktion `{}`", write_action(action)).to_string(),
                Err(refusal) => {
                    let says = refusal.to_string();
                    said!("an error that says {says:?}", "einen Fehler, der {says:?} sagt").to_string()
                }
            };
            let input = said!("the line {line:?}", "die Zeile {line:?}").to_string();
            return Err(Mismatch { exercise: "ex07", input, engine, yours, said: None });
        }
    }
    Ok(())
}

/// What an [`ActionError`] names: the word, or the line.
fn named(error: &ActionError) -> &str {
    match error {
        ActionError::Unknown(text) | ActionError::Tile(text) | ActionError::Chain(text) => text,
        ActionError::Count(text) => text,
    }
}

/// Every line ex07 reads: each action written three ways, then the broken lines.
fn lines() -> Vec<String> {
    let written = every_action().into_iter().map(write_action);
    let forms = written.flat_map(|line| {
        let spaced = format!("  {}  ", line.to_lowercase().replace(' ', "   "));
        [line.to_uppercase(), line, spaced]
    });
    forms.chain(BROKEN.iter().map(|line| line.to_string())).collect()
}

/// Every action a game can ask for: each tile, each chain in each role, every disposal of up
/// to 25 shares, `end` and `announce`.
fn every_action() -> Vec<Action> {
    let mut actions: Vec<Action> = Tile::all().map(Action::Place).collect();
    for chain in Chain::ALL {
        actions.extend([
            Action::Found(chain),
            Action::Survivor(chain),
            Action::Defunct(chain),
            Action::Buy(chain),
        ]);
    }
    for sell in 0..=SHARES_PER_CHAIN {
        actions.extend((0..=SHARES_PER_CHAIN - sell).map(|trade| Action::Dispose { sell, trade }));
    }
    actions.extend([Action::EndTurn, Action::Announce]);
    actions
}

/// Exercise 8: at every moment of 40 whole games (every decision, not only purchases, and the
/// finished game), for every chain, `check_buy(game, chain)` must answer `Ok(())` when
/// [`Game::apply`] accepts `Action::Buy(chain)` and the very [`RuleError`] it refuses it with
/// otherwise.
pub fn ex08(check_buy: impl Fn(&Game, Chain) -> Result<(), RuleError>) -> Result<(), Mismatch> {
    for game in moments(40) {
        for chain in Chain::ALL {
            let engine = game.clone().apply(Action::Buy(chain)).map(|_| ());
            let moment = describe(&game);
            let input = said!("buying {chain} at {moment}", "den Kauf von {chain} in {moment}");
            same("ex08", input, engine, check_buy(&game, chain))?;
        }
    }
    Ok(())
}
