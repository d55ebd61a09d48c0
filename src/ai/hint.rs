//! `hint`: what the strongest level would do in a player's place, and why, in true facts.
//!
//! The action comes from the tycoon at its default effort (about a second). A hint states two
//! kinds of fact and nothing else:
//! - the [`Reason`]: what the move does by the rules, read off the position (what a tile
//!   merges, founds or grows, the bonuses a merger pays and to whom, what a disposal gets, what
//!   a purchase costs and leaves the player holding);
//! - the [`Basis`]: what the search found, such as the share of imagined games the move came
//!   first in against the runner-up of the search ([`Search`]).
//!
//! Nothing is said about a move the search did not weigh. Both are data; the words layer words
//! them.
//!
//! With hidden holdings (V2) a reason tells only the player's own side: what the player is
//! paid, holds and would have, never a rival's bonus, shares or cash (those fields are `None`
//! or left out), just as no screen shows them while the game runs.

use std::sync::atomic::AtomicBool;

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

use super::Tycoon;
pub use super::tycoon::{Basis, Outcome, Search, Stopped};
use crate::rules::{
    Action, Chain, ChainSet, Decision, Event, Game, PlayerId, SAFE_SIZE, SeatView, Tile, TileStatus,
};

/// What to do (the actions), what it does, and how the search found it.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The actions the tycoon means to play: one, or in the buy step the whole purchase
    /// ending with the end of the turn.
    pub actions: Vec<Action>,
    /// What the first action (or the purchase) does, by the rules.
    pub reason: Reason,
    /// How the tycoon came to it.
    pub basis: Basis,
}

/// What `adviser` (a tycoon) would do in the place of the seat of `view`, and why; `None`
/// when the game does not wait for that seat. The words layer writes it as the commands, the
/// facts and the search, like `hint: lay 7E: merges Zugvogel into Aurora; bonuses for
/// Zugvogel: you get 3,000; wins 62% (9B: 48%)`.
///
/// The adviser remembers a purchase it advised, so asking again at the next share of the
/// same purchase answers the rest of it.
///
/// ```
/// use bauloewe::ai::hint::{Basis, Reason};
/// use bauloewe::ai::{AiSettings, Tycoon, hint};
/// use bauloewe::rules::{Action, Game, Options};
/// let (game, _) = Game::new(["Ann", "Bob"], 5, Options::default())?;
/// let me = game.decision().player().unwrap();
/// let mut adviser = Tycoon::new(AiSettings { tycoon_playouts: 40, threads: 1 });
/// let advice = hint(&mut adviser, &game.view(me)).unwrap();
/// assert!(game.legal_actions().contains(&advice.actions[0]));
/// // On an empty board every tile founds a chain or stays a lone hotel.
/// assert!(matches!(advice.reason, Reason::Founds { .. } | Reason::LoneHotel));
/// if let Basis::Searched(search) = &advice.basis {
///     assert!(search.best.score >= search.runner_up.1.score);
/// }
/// assert_eq!(hint(&mut adviser, &game.view(1 - me)), None);
/// # Ok::<(), bauloewe::rules::SetupError>(())
/// ```
pub fn hint(adviser: &mut Tycoon, view: &SeatView) -> Option<Hint> {
    hint_unless(adviser, view, &AtomicBool::new(false)).ok().flatten()
}

/// Like [`hint`], but the search is given up once `stop` is set (someone pressed Ctrl-C):
/// then it answers [`Stopped`].
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use bauloewe::ai::hint::{hint_unless, Stopped};
/// use bauloewe::ai::{AiSettings, Tycoon};
/// use bauloewe::rules::{Game, Options};
/// let (game, _) = Game::new(["Ann", "Bob"], 5, Options::default())?;
/// let me = game.decision().player().unwrap();
/// let mut adviser = Tycoon::new(AiSettings { tycoon_playouts: 40, threads: 1 });
/// assert_eq!(hint_unless(&mut adviser, &game.view(me), &AtomicBool::new(true)), Err(Stopped));
/// assert!(matches!(hint_unless(&mut adviser, &game.view(me), &AtomicBool::new(false)), Ok(Some(_))));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn hint_unless(
    adviser: &mut Tycoon,
    view: &SeatView,
    stop: &AtomicBool,
) -> Result<Option<Hint>, Stopped> {
    let Some(choice) = adviser.choose_line_unless(view, stop)? else { return Ok(None) };
    let Some(reason) = reason(view, &choice.line) else { return Ok(None) };
    Ok(Some(Hint { actions: choice.line, reason, basis: choice.basis }))
}

/// What a hinted move does by the rules, as data. Every figure is exact in the position the
/// hint is given in; the words layer words them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The tile merges `chains` (R14). The largest of them survives; when several tie for
    /// largest, the player picks the survivor among `largest` and which of them goes defunct
    /// is not known yet.
    Merges {
        /// Every chain the tile touches.
        chains: ChainSet,
        /// The largest of them: the survivor, or the tied chains to pick it from.
        largest: ChainSet,
        /// Each chain sure to go defunct, with the bonuses it pays (R14.4.1), largest first.
        payouts: Vec<Payout>,
    },
    /// The tile grows `chain` to `size` hotels (R11), every lone hotel connected to it included.
    Grows {
        /// The chain.
        chain: Chain,
        /// Its size with the tile.
        size: u8,
        /// Its share price at that size.
        price: u32,
        /// Its share price now.
        was: u32,
        /// Whether the tile makes it safe (R15: 11 hotels or more).
        now_safe: bool,
    },
    /// The tile founds a chain of `size` hotels, which the player then names (R11).
    Founds {
        /// The founded chain's size.
        size: u8,
    },
    /// The tile touches nothing and stays a lone hotel.
    LoneHotel,
    /// Names the chain a tile founds.
    Found {
        /// The chain.
        chain: Chain,
        /// Its size.
        size: u8,
        /// Its share price at that size.
        price: u32,
        /// Whether the founder's free share comes with it (the bank may have none left).
        founder_share: bool,
    },
    /// Picks `chain` as the survivor of a tied merger (R14.2): the other tied chains go
    /// defunct, and pay `payouts`.
    Survivor {
        /// The survivor.
        chain: Chain,
        /// Each other tied chain, with the bonuses it pays.
        payouts: Vec<Payout>,
    },
    /// Picks which of equally large defunct chains goes first (R14.3); it pays `payout` now.
    Defunct {
        /// The chain and its bonuses.
        payout: Payout,
    },
    /// Disposes of defunct shares (R14.4.2).
    Dispose {
        /// The defunct chain.
        defunct: Chain,
        /// The survivor, which shares are traded into.
        survivor: Chain,
        /// Shares sold.
        sell: u8,
        /// Shares handed in for trade (two for one).
        trade: u8,
        /// Shares kept.
        keep: u8,
        /// What one defunct share sells for.
        price: u32,
        /// The survivor shares the bank holds: trading is possible only while it has some.
        bank: u8,
    },
    /// Buys shares and ends the turn.
    Buy {
        /// The shares bought, chain by chain.
        purchases: Vec<Purchase>,
        /// What they cost in all.
        cost: u32,
        /// The player's cash before buying.
        cash: u32,
    },
    /// Ends the turn without buying.
    KeepCash {
        /// The player's cash, kept.
        cash: u32,
    },
    /// Announces the end (R16): the game ends when this turn ends.
    Announce {
        /// The player's cash if the game were scored now (R18).
        mine: u32,
        /// The best rival and their cash if the game were scored now; `None` with hidden
        /// holdings (V2).
        rival: Option<(String, u32)>,
        /// Whether the market takes part in the final scoring (V3): its tiles are turned over
        /// only then, so both sums are told without what it would take.
        before_market: bool,
        /// In the buy step, when the player is not ahead as the game would be scored now: the
        /// fewest shares that, bought before the turn ends, put the player ahead. `None` when
        /// no purchase does, before the tile is laid, or with hidden holdings (V2).
        ahead_with: Option<Overtake>,
    },
}

/// A purchase after announcing that puts the player ahead of every rival in the final
/// scoring at the end of the turn (R18).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Overtake {
    /// The shares bought, how many of which chain, in chain order.
    pub purchase: Vec<(u8, Chain)>,
    /// The player's cash after the final scoring with them.
    pub mine: u32,
    /// The best rival and their cash after that scoring.
    pub rival: (String, u32),
}

/// A defunct chain and what it pays its holders (R14.4.1), in seat order; no bonus at all
/// when nobody holds a share of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Payout {
    /// The defunct chain.
    pub chain: Chain,
    /// Who is paid how much. With hidden holdings (V2) only the player's own bonus, if any.
    pub bonuses: Vec<Bonus>,
    /// Whether rivals are paid too but not named (V2 hides their holdings). It is never set
    /// when no rival holds a share, which the bank's public stock tells anyway.
    pub rivals_hidden: bool,
    /// Whether the market competes for these bonuses (V3): its holding is the column of a tile
    /// nobody sees before it is turned over, so the bonuses are told without it. Set only when
    /// someone holds a share (otherwise no player is paid either way).
    pub before_market: bool,
}

/// One bonus a merger pays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bonus {
    /// Who is paid.
    pub to: Payee,
    /// How much, rounded as the rules round split bonuses.
    pub amount: u32,
}

/// Who a bonus goes to: the player asking for the hint, or a rival by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Payee {
    /// The player the hint is for.
    You,
    /// Another player.
    Rival(String),
}

/// The shares of one chain in a purchase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Purchase {
    /// The chain.
    pub chain: Chain,
    /// Shares bought.
    pub count: u8,
    /// The price of one.
    pub price: u32,
    /// The player's shares of it after the purchase.
    pub mine: u8,
    /// The most shares of it any rival holds; `None` with hidden holdings (V2).
    pub rival: Option<u8>,
}

/// What `line` (a hinted line: one action, or a purchase ending the turn) does for the seat
/// of `view`, by the rules; `None` unless its first action is legal for that seat now.
pub fn reason(view: &SeatView, line: &[Action]) -> Option<Reason> {
    let &first = line.first()?;
    if !view.legal_actions().contains(&first) {
        return None;
    }
    let reason = match first {
        Action::Place(tile) => place_reason(view, tile),
        Action::Found(chain) => found_reason(view, chain),
        Action::Survivor(chain) => survivor_reason(view, chain)?,
        Action::Defunct(chain) => Reason::Defunct { payout: payout(view, chain) },
        Action::Dispose { sell, trade } => dispose_reason(view, sell, trade)?,
        Action::Buy(_) => buy_reason(view, line),
        Action::EndTurn => Reason::KeepCash { cash: view.cash(view.seat()) },
        Action::Announce => announce_reason(view),
    };
    Some(reason)
}

/// A playable tile: what it does to the chains it touches (R11).
fn place_reason(view: &SeatView, tile: Tile) -> Reason {
    let place = Action::Place(tile);
    match view.tile_status(tile) {
        TileStatus::Merges(chains) => merge_reason(view, chains),
        TileStatus::Grows(chain) => grow_reason(view, place, chain),
        TileStatus::Founds => {
            // The size does not depend on the name: found any chain that is free.
            let free = Chain::ALL.into_iter().find(|c| !view.board().is_on_board(*c));
            let chain = free.expect("a tile founds a chain only while one is free (R12)");
            Reason::Founds { size: size_after(view, &[place, Action::Found(chain)], chain) }
        }
        // An unplayable tile is not legal, so it is never explained.
        TileStatus::Lone | TileStatus::EighthChain | TileStatus::Dead => Reason::LoneHotel,
    }
}

/// A growing tile: the chain's size and price with it, and whether it makes the chain safe.
fn grow_reason(view: &SeatView, place: Action, chain: Chain) -> Reason {
    let size = size_after(view, &[place], chain);
    let (price, was) = (chain.share_price(size), view.board().share_price(chain));
    let now_safe = size >= SAFE_SIZE && !view.board().is_safe(chain);
    Reason::Grows { chain, size, price, was, now_safe }
}

/// A merging tile (R14): the largest chains, and what the chains sure to go defunct pay.
fn merge_reason(view: &SeatView, chains: ChainSet) -> Reason {
    // Sizes are compared without the merging tile (R14.1): the board as it is.
    let size = |chain: Chain| view.board().size(chain);
    let largest_size = chains.iter().map(size).max().unwrap_or(0);
    let largest: ChainSet = chains.iter().filter(|c| size(*c) == largest_size).collect();
    let mut defunct: Vec<Chain> = chains.iter().filter(|c| !largest.contains(*c)).collect();
    defunct.sort_by_key(|c| std::cmp::Reverse(size(*c)));
    Reason::Merges { chains, largest, payouts: defunct.into_iter().map(|c| payout(view, c)).collect() }
}

/// What `chain` pays its holders if it goes defunct now. Disposing of another defunct chain's
/// shares changes nobody's holding of this one, so the bonuses are the same whichever defunct
/// chain goes first. With hidden holdings (V2) the rivals' bonuses are left out; with the market
/// (V3) its share of them is, as its tile is turned over only when they are paid.
fn payout(view: &SeatView, chain: Chain) -> Payout {
    let payee = |player: PlayerId| {
        if player == view.seat() { Payee::You } else { Payee::Rival(view.name(player).to_string()) }
    };
    let mut bonuses: Vec<Bonus> = view
        .bonus_shares(chain)
        .into_iter()
        .map(|b| Bonus { to: payee(b.player), amount: b.amount })
        .collect();
    let before_market = view.options().market && !bonuses.is_empty();
    let rivals_hidden = view.options().hidden && bonuses.iter().any(|b| b.to != Payee::You);
    if rivals_hidden {
        bonuses.retain(|b| b.to == Payee::You);
    }
    Payout { chain, bonuses, rivals_hidden, before_market }
}

/// Naming the chain a tile founds: its size, price and the founder's share.
fn found_reason(view: &SeatView, chain: Chain) -> Reason {
    let events = events_of(view, &[Action::Found(chain)]);
    let founder_share = events.iter().any(|e| matches!(e, Event::FounderShare { .. }));
    let size = founded_size(&events, chain);
    Reason::Found { chain, size, price: chain.share_price(size), founder_share }
}

/// Picking the survivor of a tie: the other tied chains go defunct.
fn survivor_reason(view: &SeatView, chain: Chain) -> Option<Reason> {
    let Decision::ChooseSurvivor { candidates, .. } = view.decision() else {
        return None;
    };
    let payouts = candidates.iter().filter(|&c| c != chain).map(|c| payout(view, c)).collect();
    Some(Reason::Survivor { chain, payouts })
}

/// A disposal: the shares sold, traded and kept, the price, and the bank's survivor shares.
fn dispose_reason(view: &SeatView, sell: u8, trade: u8) -> Option<Reason> {
    let Decision::Dispose { defunct, survivor, held, price, .. } = view.decision() else {
        return None;
    };
    let (keep, bank) = (held - sell - trade, view.bank_shares(survivor));
    Some(Reason::Dispose { defunct, survivor, sell, trade, keep, price, bank })
}

/// A purchase: the shares of each chain in chain order, their cost, and the majority race
/// (the player's side of it only, with hidden holdings).
fn buy_reason(view: &SeatView, line: &[Action]) -> Reason {
    let me = view.seat();
    let count = |chain: Chain| line.iter().filter(|&&a| a == Action::Buy(chain)).count() as u8;
    let rival = |chain: Chain| {
        let most = (0..view.player_count()).filter(|&p| p != me).map(|p| view.shares(p, chain)).max();
        (!view.options().hidden).then(|| most.unwrap_or(0))
    };
    let purchases: Vec<Purchase> = Chain::ALL
        .into_iter()
        .filter(|&chain| count(chain) > 0)
        .map(|chain| Purchase {
            chain,
            count: count(chain),
            price: view.board().share_price(chain),
            mine: view.shares(me, chain) + count(chain),
            rival: rival(chain),
        })
        .collect();
    let cost = purchases.iter().map(|p| p.count as u32 * p.price).sum();
    Reason::Buy { purchases, cost, cash: view.cash(me) }
}

/// Announcing: the cash of the player and of the best rival if the game were scored now (the
/// player's alone, with hidden holdings), and a purchase that puts a player not ahead ahead.
fn announce_reason(view: &SeatView) -> Reason {
    let (rival, mine) = (best_rival(view), scored_now(view, view.seat()));
    let before_market = view.options().market;
    let hidden = view.options().hidden;
    let ahead_with = if hidden || mine > rival.1 { None } else { overtake(view) };
    Reason::Announce { mine, rival: (!hidden).then_some(rival), before_market, ahead_with }
}

/// The fewest shares (then the widest lead) that, bought after announcing in the buy step,
/// put the player ahead of every rival in the final scoring (R18). What a purchase does
/// depends on the board and the holdings alone, so any imagined deal tells it truly.
fn overtake(view: &SeatView) -> Option<Overtake> {
    let Decision::BuyShares { remaining, .. } = view.decision() else { return None };
    let me = view.seat();
    let mut announced = view.imagine(&mut Xoshiro256PlusPlus::seed_from_u64(0));
    announced.apply(Action::Announce).ok()?;
    let mut best: Option<(usize, i64, Overtake)> = None;
    for purchase in purchases(announced.buyable_chains(), remaining) {
        let mut game = announced.clone();
        if purchase.iter().any(|&chain| game.apply(Action::Buy(chain)).is_err()) {
            continue;
        }
        let view = game.view(me);
        let (mine, rival) = (scored_now(&view, me), best_rival(&view));
        let lead = i64::from(mine) - i64::from(rival.1);
        let better = best.as_ref().is_none_or(|(n, l, _)| (purchase.len(), -lead) < (*n, -*l));
        if lead > 0 && better {
            let counted = Chain::ALL.into_iter().filter_map(|chain| {
                let count = purchase.iter().filter(|&&c| c == chain).count() as u8;
                (count > 0).then_some((count, chain))
            });
            best = Some((purchase.len(), lead, Overtake { purchase: counted.collect(), mine, rival }));
        }
    }
    best.map(|(_, _, overtake)| overtake)
}

/// Every purchase of 1 to `most` shares of `chains`, each as its shares in chain order.
fn purchases(chains: ChainSet, most: u8) -> Vec<Vec<Chain>> {
    let mut all = Vec::new();
    let mut shorter: Vec<Vec<Chain>> = vec![Vec::new()];
    for _ in 0..most {
        shorter = shorter
            .iter()
            .flat_map(|p| {
                let from = p.last().map_or(0, |c| c.index());
                chains.iter().filter(move |c| c.index() >= from).map(move |c| [p.as_slice(), &[c]].concat())
            })
            .collect();
        all.extend(shorter.iter().cloned());
    }
    all
}

/// The richest rival of the seat of `view` if the game were scored now (the first of equally
/// rich rivals, in seat order), with that cash.
fn best_rival(view: &SeatView) -> (String, u32) {
    let me = view.seat();
    let rivals = (0..view.player_count()).filter(|&p| p != me);
    let best = rivals.max_by_key(|&p| (scored_now(view, p), std::cmp::Reverse(p))).unwrap_or(me);
    (view.name(best).to_string(), scored_now(view, best))
}

/// A player's cash after final scoring (R18) if the game ended now: every chain on the board
/// pays its bonuses and buys back its shares at its current price.
fn scored_now(view: &SeatView, player: PlayerId) -> u32 {
    let chains = view.board().chains_on_board();
    let bonuses: u32 = chains
        .iter()
        .flat_map(|c| view.bonus_shares(c))
        .filter(|b| b.player == player)
        .map(|b| b.amount)
        .sum();
    let shares: u32 =
        chains.iter().map(|c| view.shares(player, c) as u32 * view.board().share_price(c)).sum();
    view.cash(player) + bonuses + shares
}

/// The events of playing `actions` (placing, founding: never the end of a turn, which draws)
/// on a game imagined from `view`. What they do depends on the board alone, never on where
/// the unseen tiles lie, so any imagined deal tells it truly.
fn events_of(view: &SeatView, actions: &[Action]) -> Vec<Event> {
    let mut game: Game = view.imagine(&mut Xoshiro256PlusPlus::seed_from_u64(0));
    let mut events = Vec::new();
    for &action in actions {
        game.apply_into(action, &mut events).expect("a hinted action is legal");
    }
    events
}

/// The size of `chain` once `actions` are played: it grows or is founded by them.
fn size_after(view: &SeatView, actions: &[Action], chain: Chain) -> u8 {
    let events = events_of(view, actions);
    let grown = events.iter().find_map(|e| match *e {
        Event::ChainGrew { chain: c, size } if c == chain => Some(size),
        _ => None,
    });
    grown.unwrap_or_else(|| founded_size(&events, chain))
}

/// The size `chain` was founded with in `events`.
fn founded_size(events: &[Event], chain: Chain) -> u8 {
    let founded = events.iter().find_map(|e| match *e {
        Event::ChainFounded { chain: c, size, .. } if c == chain => Some(size),
        _ => None,
    });
    founded.expect("the actions found the chain")
}

#[cfg(test)]
mod tests;
