//! Every command a seat may give now, for `legal`: what a bot asks before it decides.
//!
//! The list is made from the engine's own [`Game::legal_actions`], one command per action,
//! except while buying: there a whole purchase (`buy 2 Aurora 1 Zugvogel`) is one command, so
//! every purchase the turn allows is listed (R10.2: up to three shares, within cash and bank
//! stock). Each command is written in the words of the language asked for
//! ([`CommandWords::command`](crate::words::CommandWords::command)); the parser reads the words
//! of every language, so a list in German is typed back as well as one in English.
//!
//! The order is fixed: placements in the order of the hand, then `announce` (R16); chains in
//! [`Chain::ALL`] order; disposals by shares sold, then traded (R14.4: `keep` first); purchases
//! by number of shares (one, two, three), those of one size by their chains in [`Chain::ALL`]
//! order, fewer of the first chain first (`buy 1 Zugvogel 1 Ankerplatz` before
//! `buy 2 Zugvogel`), then `end`, then `announce`.
//!
//! At a table across machines each command is one `+` line (`crate::table`); at the
//! local console one line of text ([`text`]).

use crate::rules::{Action, Chain, Decision, Game, PlayerId};

use crate::command::id::CommandId;
use crate::words::Lang;
use crate::words::commands::name;

/// Every command `player` may give now, one a line, in the words of `lang`; empty when the
/// game waits for someone else or is over.
///
/// ```
/// use bauloewe::words::Lang;
/// use bauloewe::show::legal;
/// use bauloewe::rules::{Game, Options};
/// let (game, _) = Game::new(["Ann", "Bob"], 7, Options::default())?;
/// let first = game.current_player();
/// let commands = legal::commands(&game, first, Lang::En);
/// assert_eq!(commands.len(), 6);
/// assert!(commands.iter().all(|c| c.starts_with("lay ")));
/// assert!(legal::commands(&game, 1 - first, Lang::En).is_empty());
/// assert!(legal::commands(&game, first, Lang::De).iter().all(|c| c.starts_with("lege ")));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn commands(game: &Game, player: PlayerId, lang: Lang) -> Vec<String> {
    let decision = game.decision();
    if decision.player() != Some(player) {
        return Vec::new();
    }
    let actions = game.legal_actions();
    let one_each =
        |keep: fn(&Action) -> bool| actions.iter().filter(move |a| keep(a)).map(|a| lang.command(*a));
    match decision {
        Decision::BuyShares { remaining, .. } => {
            let mut commands = purchases(game, player, remaining, lang);
            commands.extend(one_each(|a| !matches!(a, Action::Buy(_))));
            commands
        }
        _ => one_each(|_| true).collect(),
    }
}

/// Every whole purchase `player` may make now, as one `buy` command each: one to `remaining`
/// shares of the chains that may be bought, no more of a chain than the bank holds, all paid
/// with the player's cash (R10.2). Prices stay as they are while buying, so a purchase costs
/// the sum of its shares' prices.
fn purchases(game: &Game, player: PlayerId, remaining: u8, lang: Lang) -> Vec<String> {
    let buyable: Vec<Chain> = game.buyable_chains().iter().collect();
    let mut all = Vec::new();
    for size in 1..=remaining {
        let mut counts = Vec::new();
        collect_purchases(game, game.cash(player), &buyable, size, &mut counts, &mut all);
    }
    let buy = name(&*lang, CommandId::Buy);
    let command = |counts: &Vec<(u8, Chain)>| {
        let shares: Vec<String> = counts.iter().map(|(count, chain)| format!("{count} {chain}")).collect();
        format!("{buy} {}", shares.join(" "))
    };
    all.iter().map(command).collect()
}

/// Adds to `all` every purchase of exactly `size` more shares of the chains in `chains`
/// (taken in order, each at most once, so each purchase is found once) on top of `counts`,
/// that `cash` pays for and the bank holds.
fn collect_purchases(
    game: &Game,
    cash: u32,
    chains: &[Chain],
    size: u8,
    counts: &mut Vec<(u8, Chain)>,
    all: &mut Vec<Vec<(u8, Chain)>>,
) {
    if size == 0 {
        all.push(counts.clone());
        return;
    }
    for (index, chain) in chains.iter().enumerate() {
        let price = game.board().share_price(*chain);
        for count in 1..=size.min(game.bank_shares(*chain)) {
            let cost = price * count as u32;
            if cost > cash {
                break;
            }
            counts.push((count, *chain));
            collect_purchases(game, cash - cost, &chains[index + 1..], size - count, counts, all);
            counts.pop();
        }
    }
}

/// What `legal` shows `player`: [`commands`] one a line, or one line saying there is nothing
/// to decide (the game is over, or waits for someone else).
pub fn text(game: &Game, player: PlayerId, lang: Lang) -> String {
    let listed = commands(game, player, lang);
    if listed.is_empty() {
        return format!("{}\n", nothing_to_decide(game, lang));
    }
    listed.iter().map(|command| format!("{command}\n")).collect()
}

/// Why [`commands`] lists nothing, in one line: the game is over, or waits for someone else.
pub fn nothing_to_decide(game: &Game, lang: Lang) -> String {
    if game.is_over() { lang.nothing_legal_game_over() } else { lang.nothing_legal_not_yours() }
}

#[cfg(test)]
mod tests;
