//! What the game waits for, in words: the prompt's guide, which carries what the decision
//! needs (`Ann, buy up to 3 (cash 4,300): Zu 400 (bank 19), Au 900 (bank 10) - or end`), and
//! the short form that a refusal uses ([`expected`]: "place a tile (lay 7E)"). The rules'
//! own short form of a decision ("the game waits for a player to place a tile") is
//! [`super::text::decision`].

use crate::rules::{Chain, Decision, Game, PlayerId, Tile};

use super::narrate;
use super::render::money;
use super::wrap::together;

/// What the guide says first after an announcement (R16).
const ENDS_THIS_TURN: &str = "the game ends when this turn ends (R16); ";

/// The tiles `player` may place now (none unless it is their turn to place).
pub fn playable(game: &Game, player: PlayerId) -> Vec<Tile> {
    if game.decision() != (Decision::PlaceTile { player }) {
        return Vec::new();
    }
    game.hand(player).tiles().filter(|t| game.tile_status(*t).is_playable()).collect()
}

/// What is expected of `player` now, as the prompt says it, with what the decision needs:
/// the chains that may be founded, the prices and bank stock of what may be bought, what a
/// defunct share sells and trades for. After an announcement it says the game ends with this
/// turn. Words that belong together are joined by no-break spaces, so that the prompt is
/// never broken inside them (see [`together`]).
///
/// ```
/// use bauloewe::console::waiting::guide;
/// use bauloewe::rules::{Game, Options};
/// let (game, _) = Game::new(["Ann", "Bob"], 7, Options::default())?;
/// let first = game.current_player();
/// let text = guide(&game, first).replace('\u{a0}', " ");
/// assert!(text.starts_with(&format!("{}, place a tile (lay ", game.name(first))));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn guide(game: &Game, player: PlayerId) -> String {
    let name = game.name(player);
    let mut text = match game.decision() {
        Decision::PlaceTile { .. } => {
            let announce = if game.can_announce() { " or announce the end (announce)" } else { "" };
            let announce = together(announce.trim_start());
            let announce = if announce.is_empty() { announce } else { format!(" {announce}") };
            format!("{name}, {}{announce}", expected(game, player))
        }
        Decision::FoundChain { tile, .. } => {
            let free: Vec<&str> = free_chains(game).map(Chain::name).collect();
            match free[..] {
                [only] => format!("{name}, {tile} founds a chain: found {only} (the only one left)"),
                _ => format!("{name}, {tile} founds a chain: found {}", or_list(&free)),
            }
        }
        Decision::BuyShares { remaining: 0, .. } => format!("{name}, 3 shares bought: end your turn (end)"),
        Decision::BuyShares { remaining, .. } => buy_guide(game, player, remaining),
        Decision::Dispose { defunct, survivor, held, max_trade, price, .. } => {
            let holding = narrate::shares(held, defunct.name());
            let bank = game.bank_shares(survivor);
            let trade = match max_trade {
                0 if held < 2 => "no trade (2 for 1 needs two)".to_string(),
                0 => format!("no trade (the bank has no {survivor} share)"),
                _ => format!(
                    "{} (2 for 1 {survivor}, up to {max_trade}; the bank has {bank})",
                    together("trade N")
                ),
            };
            let (holding, each) = (together(&holding), together(&format!("{} each", money(price))));
            format!("{name}, you hold {holding}, {each} if sold: {}, {trade}, or keep", together("sell N"))
        }
        _ => format!("{name}, {}", expected(game, player)),
    };
    if game.is_end_announced() && !game.is_over() {
        text.insert_str(name.len() + 2, ENDS_THIS_TURN);
    }
    text
}

/// `Ann, buy up to 3 (cash 4,300): Zu 400 (bank 19), Au 900 (bank 10) - or end`.
fn buy_guide(game: &Game, player: PlayerId, remaining: u8) -> String {
    let cash = money(game.cash(player));
    let buyable = game.buyable_chains();
    if buyable.is_empty() {
        let cash = together(&format!("(cash {cash})"));
        return format!("{}, nothing you can buy now {cash}: end your turn (end)", game.name(player));
    }
    let offers: Vec<String> = buyable
        .iter()
        .map(|c| {
            together(&format!(
                "{} {} (bank {})",
                c.code(),
                money(game.board().share_price(c)),
                game.bank_shares(c)
            ))
        })
        .collect();
    let (up_to, cash) = (together(&format!("up to {remaining}")), together(&format!("(cash {cash})")));
    format!("{}, buy {up_to} {cash}: {} - or end", game.name(player), offers.join(", "))
}

/// What the game waits for from `player`, with an example command, for refusals ("not now:
/// first place a tile (lay 7E)").
pub fn expected(game: &Game, player: PlayerId) -> String {
    match game.decision() {
        Decision::PlaceTile { .. } => {
            let example = playable(game, player).first().map_or("7E".to_string(), Tile::to_string);
            format!("place a tile {}", together(&format!("(lay {example})")))
        }
        Decision::FoundChain { tile, .. } => {
            let free = free_chains(game).next().unwrap_or(Chain::Aurora);
            format!("name the chain {tile} founds (found {})", free.name())
        }
        Decision::ChooseSurvivor { candidates, .. } => {
            format!("choose the survivor of {candidates} (survivor NAME)")
        }
        Decision::ChooseDefunct { candidates, .. } => {
            format!("choose which of {candidates} is defunct first (defunct NAME)")
        }
        Decision::Dispose { defunct, .. } => {
            format!("say what to do with your {defunct} shares (sell N, trade N or keep)")
        }
        Decision::BuyShares { remaining: 0, .. } => "end your turn (end)".to_string(),
        Decision::BuyShares { remaining, .. } => {
            let shares = if remaining == 1 { "share" } else { "shares" };
            format!("buy up to {remaining} {shares} (buy NAME) or end your turn (end)")
        }
        Decision::GameOver => "the game is over ('new' deals again)".to_string(),
    }
}

/// The chains not on the board, which a new chain may be.
fn free_chains(game: &Game) -> impl Iterator<Item = Chain> + '_ {
    Chain::ALL.into_iter().filter(|c| !game.board().is_on_board(*c))
}

/// `Aurora`, `Aurora or Zugvogel`, `Aurora, Bergfried or Zugvogel`.
fn or_list(words: &[&str]) -> String {
    match words.split_last() {
        None => String::new(),
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}
