//! What the game waits for, in words: the prompt's guide, which carries what the decision
//! needs (`Ann, buy up to 3 (cash 4,300): Zu 400 (bank 19), Au 900 (bank 10) - or end`), and
//! the short form that a refusal uses ([`expected`]: "place a tile (lay 7E)"). The rules'
//! own short form of a decision ("the game waits for a player to place a tile") is
//! [`super::text::decision`].

use crate::rules::{Chain, Decision, Game, PlayerId, Tile};

use super::Lang;
use super::narrate;
use super::text::chain_list;
use super::wrap::together;

/// What the guide says first after an announcement (R16).
fn ends_this_turn(lang: Lang) -> &'static str {
    lang.pick("the game ends when this turn ends (R16); ", "das Spiel endet mit dem Ende dieses Zugs (R16); ")
}

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
/// use bauloewe::console::{Lang, waiting::guide};
/// use bauloewe::rules::{Game, Options};
/// let (game, _) = Game::new(["Ann", "Bob"], 7, Options::default())?;
/// let first = game.current_player();
/// let text = guide(Lang::En, &game, first).replace('\u{a0}', " ");
/// assert!(text.starts_with(&format!("{}, place a tile (lay ", game.name(first))));
/// let text = guide(Lang::De, &game, first).replace('\u{a0}', " ");
/// assert!(text.starts_with(&format!("{}, lege ein Plättchen (lege ", game.name(first))));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn guide(lang: Lang, game: &Game, player: PlayerId) -> String {
    let name = game.name(player);
    let mut text = match lang {
        Lang::En => guide_en(game, player),
        Lang::De => guide_de(game, player),
    };
    if game.is_end_announced() && !game.is_over() {
        text.insert_str(name.len() + 2, ends_this_turn(lang));
    }
    text
}

fn guide_en(game: &Game, player: PlayerId) -> String {
    let name = game.name(player);
    let money = |amount| Lang::En.money(amount);
    match game.decision() {
        Decision::PlaceTile { .. } => {
            let announce = if game.can_announce() { " or announce the end (announce)" } else { "" };
            let announce = together(announce.trim_start());
            let announce = if announce.is_empty() { announce } else { format!(" {announce}") };
            format!("{name}, {}{announce}", expected(Lang::En, game, player))
        }
        Decision::FoundChain { tile, .. } => {
            let free: Vec<&str> = free_chains(game).map(Chain::name).collect();
            match free[..] {
                [only] => format!("{name}, {tile} founds a chain: found {only} (the only one left)"),
                _ => format!("{name}, {tile} founds a chain: found {}", or_list(Lang::En, &free)),
            }
        }
        Decision::BuyShares { remaining: 0, .. } => format!("{name}, 3 shares bought: end your turn (end)"),
        Decision::BuyShares { remaining, .. } => buy_guide(Lang::En, game, player, remaining),
        Decision::Dispose { defunct, survivor, held, max_trade, price, .. } => {
            let holding = narrate::shares(Lang::En, held, defunct);
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
        _ => format!("{name}, {}", expected(Lang::En, game, player)),
    }
}

fn guide_de(game: &Game, player: PlayerId) -> String {
    let name = game.name(player);
    let money = |amount| Lang::De.money(amount);
    match game.decision() {
        Decision::PlaceTile { .. } => {
            let announce = if game.can_announce() { " oder sag das Ende an (beenden)" } else { "" };
            let announce = together(announce.trim_start());
            let announce = if announce.is_empty() { announce } else { format!(" {announce}") };
            format!("{name}, {}{announce}", expected(Lang::De, game, player))
        }
        Decision::FoundChain { tile, .. } => {
            let free: Vec<&str> = free_chains(game).map(Chain::name).collect();
            match free[..] {
                [only] => format!("{name}, {tile} gründet eine Kette: gründe {only} (die einzige übrige)"),
                _ => format!("{name}, {tile} gründet eine Kette: gründe {}", or_list(Lang::De, &free)),
            }
        }
        Decision::BuyShares { remaining: 0, .. } => {
            format!("{name}, 3 Aktien gekauft: beende deinen Zug (ende)")
        }
        Decision::BuyShares { remaining, .. } => buy_guide(Lang::De, game, player, remaining),
        Decision::Dispose { defunct, survivor, held, max_trade, price, .. } => {
            let holding = narrate::shares(Lang::De, held, defunct);
            let bank = game.bank_shares(survivor);
            let trade = match max_trade {
                0 if held < 2 => "kein Tausch (2 gegen 1 braucht zwei)".to_string(),
                0 => format!("kein Tausch (die Bank hat keine {survivor}-Aktie)"),
                _ => format!(
                    "{} (2 gegen 1 {survivor}, bis {max_trade}; die Bank hat {bank})",
                    together("tausche N")
                ),
            };
            let (holding, each) = (together(&holding), together(&format!("je {}", money(price))));
            let sell = together("verkaufe N");
            format!("{name}, du hast {holding}, {each} beim Verkauf: {sell}, {trade} oder behalte")
        }
        _ => format!("{name}, {}", expected(Lang::De, game, player)),
    }
}

/// `Ann, buy up to 3 (cash 4,300): Zu 400 (bank 19), Au 900 (bank 10) - or end`.
fn buy_guide(lang: Lang, game: &Game, player: PlayerId, remaining: u8) -> String {
    let (name, cash) = (game.name(player), lang.money(game.cash(player)));
    let buyable = game.buyable_chains();
    if buyable.is_empty() {
        let cash = together(&format!("({} {cash})", lang.pick("cash", "Geld")));
        return match lang {
            Lang::En => format!("{name}, nothing you can buy now {cash}: end your turn (end)"),
            Lang::De => format!("{name}, jetzt gibt es nichts zu kaufen {cash}: beende deinen Zug (ende)"),
        };
    }
    let offers: Vec<String> = buyable
        .iter()
        .map(|c| {
            together(&format!(
                "{} {} ({} {})",
                c.code(),
                lang.money(game.board().share_price(c)),
                lang.pick("bank", "Bank"),
                game.bank_shares(c)
            ))
        })
        .collect();
    let offers = offers.join(", ");
    let cash = together(&format!("({} {cash})", lang.pick("cash", "Geld")));
    match lang {
        Lang::En => {
            format!("{name}, buy {} {cash}: {offers} - or end", together(&format!("up to {remaining}")))
        }
        Lang::De => {
            format!("{name}, kaufe {} {cash}: {offers} - oder ende", together(&format!("bis zu {remaining}")))
        }
    }
}

/// What the game waits for from `player`, with an example command, for refusals ("not now:
/// first place a tile (lay 7E)").
pub fn expected(lang: Lang, game: &Game, player: PlayerId) -> String {
    if lang == Lang::De {
        return expected_de(game, player);
    }
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
            format!("choose the survivor of {} (survivor NAME)", chain_list(Lang::En, candidates))
        }
        Decision::ChooseDefunct { candidates, .. } => {
            format!("choose which of {} is defunct first (defunct NAME)", chain_list(Lang::En, candidates))
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

fn expected_de(game: &Game, player: PlayerId) -> String {
    let de = Lang::De;
    match game.decision() {
        Decision::PlaceTile { .. } => {
            let example = playable(game, player).first().map_or("7E".to_string(), Tile::to_string);
            format!("lege ein Plättchen {}", together(&format!("(lege {example})")))
        }
        Decision::FoundChain { tile, .. } => {
            let free = free_chains(game).next().unwrap_or(Chain::Aurora);
            format!("nenne die Kette, die {tile} gründet (gründe {})", free.name())
        }
        Decision::ChooseSurvivor { candidates, .. } => {
            format!("wähle, welche von {} überlebt (überlebt NAME)", chain_list(de, candidates))
        }
        Decision::ChooseDefunct { candidates, .. } => {
            format!("wähle, welche von {} zuerst aufgelöst wird (auflösen NAME)", chain_list(de, candidates))
        }
        Decision::Dispose { defunct, .. } => {
            format!("sag, was mit deinen {defunct}-Aktien geschieht (verkaufe N, tausche N oder behalte)")
        }
        Decision::BuyShares { remaining: 0, .. } => "beende deinen Zug (ende)".to_string(),
        Decision::BuyShares { remaining, .. } => {
            let shares = Lang::plural(remaining as u64, "Aktie", "Aktien");
            format!("kaufe bis zu {remaining} {shares} (kaufe NAME) oder beende deinen Zug (ende)")
        }
        Decision::GameOver => "das Spiel ist aus ('neu' teilt neu aus)".to_string(),
    }
}

/// The chains not on the board, which a new chain may be.
fn free_chains(game: &Game) -> impl Iterator<Item = Chain> + '_ {
    Chain::ALL.into_iter().filter(|c| !game.board().is_on_board(*c))
}

/// `Aurora`, `Aurora or Zugvogel`, `Aurora, Bergfried or Zugvogel`.
fn or_list(lang: Lang, words: &[&str]) -> String {
    match words.split_last() {
        None => String::new(),
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} {} {last}", rest.join(", "), lang.pick("or", "oder")),
    }
}
