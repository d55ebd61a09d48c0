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
//! Nothing is said about a move the search did not weigh. Both are data; the console words
//! them.

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

use super::Tycoon;
pub use super::tycoon::{Basis, Outcome, Search};
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
/// when the game does not wait for that seat. The console prints it as the commands, the
/// facts and the search, like
/// `hint: lay 7E: merges Zugvogel into Aurora, paying you 3,000; first in 62% (9B: 48%)`.
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
    let choice = adviser.choose_line(view)?;
    let reason = reason(view, &choice.line)?;
    Some(Hint { actions: choice.line, reason, basis: choice.basis })
}

/// What a hinted move does by the rules, as data. Every figure is exact in the position the
/// hint is given in; the console words them.
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
    /// The tile grows `chain` to `size` hotels (R11), its lone neighbours included.
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
        /// The best rival and their cash if the game were scored now.
        rival: (String, u32),
    },
}

/// A defunct chain and what it pays its holders (R14.4.1), in seat order; no bonus at all
/// when nobody holds a share of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Payout {
    /// The defunct chain.
    pub chain: Chain,
    /// Who is paid how much.
    pub bonuses: Vec<Bonus>,
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
    /// The most shares of it any rival holds.
    pub rival: u8,
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
/// chain goes first.
fn payout(view: &SeatView, chain: Chain) -> Payout {
    let payee = |player: PlayerId| {
        if player == view.seat() { Payee::You } else { Payee::Rival(view.name(player).to_string()) }
    };
    let bonuses =
        view.bonus_shares(chain).into_iter().map(|b| Bonus { to: payee(b.player), amount: b.amount });
    Payout { chain, bonuses: bonuses.collect() }
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

/// A purchase: the shares of each chain in chain order, their cost, and the majority race.
fn buy_reason(view: &SeatView, line: &[Action]) -> Reason {
    let me = view.seat();
    let count = |chain: Chain| line.iter().filter(|&&a| a == Action::Buy(chain)).count() as u8;
    let rival =
        |chain: Chain| (0..view.player_count()).filter(|&p| p != me).map(|p| view.shares(p, chain)).max();
    let purchases: Vec<Purchase> = Chain::ALL
        .into_iter()
        .filter(|&chain| count(chain) > 0)
        .map(|chain| Purchase {
            chain,
            count: count(chain),
            price: view.board().share_price(chain),
            mine: view.shares(me, chain) + count(chain),
            rival: rival(chain).unwrap_or(0),
        })
        .collect();
    let cost = purchases.iter().map(|p| p.count as u32 * p.price).sum();
    Reason::Buy { purchases, cost, cash: view.cash(me) }
}

/// Announcing: the cash of the player and of the best rival if the game were scored now.
fn announce_reason(view: &SeatView) -> Reason {
    let me = view.seat();
    let rivals = (0..view.player_count()).filter(|&p| p != me);
    // The first of equally rich rivals, in seat order.
    let best = rivals.max_by_key(|&p| (scored_now(view, p), std::cmp::Reverse(p))).unwrap_or(me);
    Reason::Announce {
        mine: scored_now(view, me),
        rival: (view.name(best).to_string(), scored_now(view, best)),
    }
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
mod tests {
    use super::*;
    use crate::ai::{AiSettings, broker};
    use crate::rules::test_support::{Scenario, play, tile};
    use crate::rules::{Cell, Options};

    fn adviser() -> Tycoon {
        Tycoon::new(AiSettings { tycoon_playouts: 40, threads: 1 })
    }

    #[test]
    fn every_fact_a_hint_states_holds_in_its_position() {
        let mut seen = std::collections::BTreeMap::new();
        for seed in 0..8 {
            let seats = (0..3 + seed % 3).map(|i| format!("P{i}"));
            let (mut game, _) = Game::new(seats, seed, Options::default()).unwrap();
            let mut adviser = adviser();
            while !game.is_over() {
                if worth_a_hint(&game) {
                    let me = game.decision().player().unwrap();
                    let advice = hint(&mut adviser, &game.view(me)).unwrap();
                    check_facts(&game, &advice);
                    check_search(&game, &advice);
                    *seen
                        .entry(format!("{:?}", advice.reason).split([' ', '{']).next().unwrap().to_string())
                        .or_insert(0) += 1;
                }
                game.apply(broker::decide(&game)).unwrap();
            }
        }
        for kind in ["Merges", "Grows", "Founds", "LoneHotel", "Found", "Dispose", "Buy", "KeepCash"] {
            assert!(seen.contains_key(kind), "no hint was a {kind}: {seen:?}");
        }
    }

    /// Every decision but the buy step, and the first buy decision of every fifth turn (a
    /// purchase has many candidates, and so costs the most playouts).
    fn worth_a_hint(game: &Game) -> bool {
        match game.decision() {
            Decision::BuyShares { remaining, .. } => remaining == 3 && game.turn_number().is_multiple_of(5),
            _ => true,
        }
    }

    /// The player a payee names.
    fn player_of(game: &Game, me: PlayerId, payee: &Payee) -> PlayerId {
        match payee {
            Payee::You => me,
            Payee::Rival(name) => (0..game.player_count()).find(|&p| game.name(p) == name).unwrap(),
        }
    }

    /// A payout's bonuses as (player, amount), in seat order.
    fn paid(game: &Game, me: PlayerId, payout: &Payout) -> Vec<(PlayerId, u32)> {
        payout.bonuses.iter().map(|b| (player_of(game, me, &b.to), b.amount)).collect()
    }

    /// The events of `action` and of the rest of the merger it starts or continues, its
    /// decisions taken by brokers.
    fn through_the_merger(game: &Game, action: Action) -> Vec<Event> {
        let mut copy = game.clone();
        let mut events = play(&mut copy, action);
        while matches!(
            copy.decision(),
            Decision::ChooseSurvivor { .. } | Decision::ChooseDefunct { .. } | Decision::Dispose { .. }
        ) {
            let action = broker::decide(&copy);
            events.extend(play(&mut copy, action));
        }
        events
    }

    /// Every payout names a chain that goes defunct and pays exactly these bonuses, which are
    /// the rules' bonus shares of that chain now.
    fn check_payouts(game: &Game, payouts: &[Payout], events: &[Event]) {
        let me = game.decision().player().unwrap();
        for payout in payouts {
            let chain = payout.chain;
            assert!(events.contains(&Event::DefunctHandled {
                chain,
                size: game.board().size(chain),
                price: game.board().share_price(chain),
            }));
            let bonuses: Vec<(PlayerId, u32)> = events
                .iter()
                .filter_map(|e| match *e {
                    Event::BonusPaid { player, chain: c, amount, .. } if c == chain => Some((player, amount)),
                    _ => None,
                })
                .collect();
            let shares: Vec<(PlayerId, u32)> =
                game.bonus_shares(chain).iter().map(|b| (b.player, b.amount)).collect();
            assert_eq!(paid(game, me, payout), bonuses, "{payout:?}");
            assert_eq!(bonuses, shares, "{payout:?}");
        }
    }

    fn check_facts(game: &Game, advice: &Hint) {
        let me = game.decision().player().unwrap();
        let first = advice.actions[0];
        let mut after = game.clone();
        let events = play(&mut after, first);
        match (&advice.reason, first) {
            (Reason::Merges { chains, largest, payouts }, Action::Place(tile)) => {
                assert_eq!(game.tile_status(tile), TileStatus::Merges(*chains));
                let events = through_the_merger(game, first);
                let survivor = events.iter().find_map(|e| match *e {
                    Event::SurvivorChosen { chain } => Some(chain),
                    _ => None,
                });
                assert!(largest.contains(survivor.unwrap()), "{advice:?}");
                let sure: ChainSet = payouts.iter().map(|p| p.chain).collect();
                let not_largest: ChainSet = chains.iter().filter(|c| !largest.contains(*c)).collect();
                assert_eq!(sure, not_largest);
                check_payouts(game, payouts, &events);
            }
            (Reason::Grows { chain, size, price, was, now_safe }, Action::Place(tile)) => {
                assert_eq!(game.tile_status(tile), TileStatus::Grows(*chain));
                assert_eq!(*now_safe, after.board().is_safe(*chain) && !game.board().is_safe(*chain));
                assert_eq!(after.board().size(*chain), *size);
                assert_eq!(
                    (after.board().share_price(*chain), game.board().share_price(*chain)),
                    (*price, *was)
                );
            }
            (Reason::Founds { size }, Action::Place(tile)) => {
                assert_eq!(game.tile_status(tile), TileStatus::Founds);
                let free = Chain::ALL.into_iter().find(|c| !game.board().is_on_board(*c)).unwrap();
                play(&mut after, Action::Found(free));
                assert_eq!(after.board().size(free), *size);
            }
            (Reason::LoneHotel, Action::Place(tile)) => {
                assert_eq!(game.tile_status(tile), TileStatus::Lone);
                assert_eq!(after.board().cell(tile), Cell::Lone);
            }
            (Reason::Found { chain, size, price, founder_share }, Action::Found(named)) => {
                assert_eq!(*chain, named);
                assert_eq!((after.board().size(named), after.board().share_price(named)), (*size, *price));
                assert_eq!(after.shares(me, named) == game.shares(me, named) + 1, *founder_share);
            }
            (Reason::Survivor { chain, payouts }, Action::Survivor(named)) => {
                let events = through_the_merger(game, first);
                assert!(*chain == named && events.contains(&Event::SurvivorChosen { chain: named }));
                let Decision::ChooseSurvivor { candidates, .. } = game.decision() else { panic!() };
                assert_eq!(payouts.len(), candidates.len() - 1);
                check_payouts(game, payouts, &events);
            }
            (Reason::Defunct { payout }, Action::Defunct(named)) => {
                assert_eq!(payout.chain, named);
                check_payouts(game, std::slice::from_ref(payout), &events);
            }
            (
                Reason::Dispose { defunct, survivor, sell, trade, keep, price, bank },
                Action::Dispose { .. },
            ) => {
                let Decision::Dispose { defunct: d, survivor: s, held, price: p, max_trade, .. } =
                    game.decision()
                else {
                    panic!("{advice:?}")
                };
                assert_eq!((*defunct, *survivor, *price, *bank), (d, s, p, game.bank_shares(s)));
                assert_eq!(first, Action::Dispose { sell: *sell, trade: *trade });
                assert_eq!(sell + trade + keep, held);
                // A trade is advised only while the bank holds survivor shares (R14.4.2).
                assert!(*trade <= max_trade && (*trade == 0 || *bank > 0), "{advice:?}");
                let sold = events.iter().find_map(|e| match *e {
                    Event::SharesSold { count, amount, .. } => Some((count, amount)),
                    _ => None,
                });
                assert_eq!(sold.unwrap_or((0, 0)), (*sell, *sell as u32 * price));
                assert_eq!(after.shares(me, s), game.shares(me, s) + trade / 2);
            }
            (Reason::Buy { purchases, cost, cash }, Action::Buy(_)) => {
                let mut bought = game.clone();
                for &action in advice.actions.iter().take_while(|&&a| a != Action::EndTurn) {
                    play(&mut bought, action);
                }
                assert_eq!((*cash, bought.cash(me)), (game.cash(me), game.cash(me) - cost));
                for purchase in purchases {
                    let chain = purchase.chain;
                    let rival =
                        (0..game.player_count()).filter(|&p| p != me).map(|p| game.shares(p, chain)).max();
                    assert_eq!(purchase.mine, bought.shares(me, chain));
                    assert_eq!(purchase.count, bought.shares(me, chain) - game.shares(me, chain));
                    assert_eq!(
                        (purchase.price, Some(purchase.rival)),
                        (game.board().share_price(chain), rival)
                    );
                }
                let all: u8 = purchases.iter().map(|p| p.count).sum();
                assert_eq!(all as usize, advice.actions.len() - 1);
            }
            (Reason::KeepCash { cash }, Action::EndTurn) => assert_eq!(*cash, game.cash(me)),
            (Reason::Announce { mine, rival }, Action::Announce) => {
                // Announced in the buy step, the game ends with this turn as it stands.
                if matches!(game.decision(), Decision::BuyShares { .. }) {
                    play(&mut after, Action::EndTurn);
                    let best = (0..game.player_count()).filter(|&p| p != me).map(|p| after.cash(p)).max();
                    assert_eq!((*mine, Some(rival.1)), (after.cash(me), best));
                    assert_eq!(after.cash(player_of(game, me, &Payee::Rival(rival.0.clone()))), rival.1);
                }
            }
            _ => panic!("the reason does not fit the action: {advice:?}"),
        }
    }

    fn check_search(game: &Game, advice: &Hint) {
        match &advice.basis {
            Basis::Searched(search) => {
                let (line, other) = &search.runner_up;
                assert!(search.candidates >= 2 && search.playouts > 0, "{search:?}");
                assert!(game.legal_actions().contains(&line[0]) && *line != advice.actions, "{search:?}");
                assert!(search.best.score >= other.score, "{search:?}");
                for outcome in [search.best, *other] {
                    assert!((0.0..=1.0).contains(&outcome.first), "{search:?}");
                }
            }
            Basis::Planned => assert!(matches!(game.decision(), Decision::BuyShares { remaining: 0..3, .. })),
            Basis::OnlyCandidate => {}
        }
    }

    #[test]
    fn r14_4_1_a_merger_names_every_bonus_exactly() {
        // RULES.md X1: Morgenrot (7 hotels, price 700) goes into Aurora; Ann 6, Bob 2, Cid 2.
        let game = Scenario::new(3)
            .chain_row(Chain::Aurora, 'A', 1, 8)
            .chain_row(Chain::Morgenrot, 'C', 1, 7)
            .hand(0, &["1B"])
            .shares(0, Chain::Morgenrot, 6)
            .shares(1, Chain::Morgenrot, 2)
            .shares(2, Chain::Morgenrot, 2)
            .build();
        let you = |amount| Bonus { to: Payee::You, amount };
        let rival = |name: &str, amount| Bonus { to: Payee::Rival(name.to_string()), amount };
        let payout = Payout {
            chain: Chain::Morgenrot,
            bonuses: vec![you(7000), rival("Bob", 1800), rival("Cid", 1800)],
        };
        let chains = ChainSet::from_iter([Chain::Aurora, Chain::Morgenrot]);
        let merges =
            Reason::Merges { chains, largest: ChainSet::from_iter([Chain::Aurora]), payouts: vec![payout] };
        assert_eq!(reason(&game.view(0), &[Action::Place(tile("1B"))]), Some(merges));
    }

    #[test]
    fn r14_2_a_tied_merger_pays_only_the_chains_sure_to_go() {
        // Aurora and Bergfried tie at 4; Zugvogel (2) goes whichever survives.
        let game = Scenario::new(2)
            .chain(Chain::Aurora, &["2E", "3E", "4E", "5E"])
            .chain(Chain::Bergfried, &["6A", "6B", "6C", "6D"])
            .chain(Chain::Zugvogel, &["7E", "8E"])
            .hand(0, &["6E"])
            .shares(1, Chain::Zugvogel, 3)
            .shares(0, Chain::Aurora, 5)
            .build();
        let Some(Reason::Merges { largest, payouts, .. }) =
            reason(&game.view(0), &[Action::Place(tile("6E"))])
        else {
            panic!("not a merger")
        };
        assert_eq!(largest, ChainSet::from_iter([Chain::Aurora, Chain::Bergfried]));
        let bob = Bonus { to: Payee::Rival("Bob".to_string()), amount: 3000 };
        assert_eq!(payouts, vec![Payout { chain: Chain::Zugvogel, bonuses: vec![bob] }]);
    }

    #[test]
    fn r14_4_2_a_disposal_tells_the_banks_survivor_shares() {
        // The bank has no Aurora share left: Ann's Zugvogel shares can only be sold or kept.
        let mut game = Scenario::new(2)
            .chain_row(Chain::Aurora, 'A', 1, 4)
            .chain(Chain::Zugvogel, &["3C", "4C"])
            .hand(0, &["3B"])
            .shares(0, Chain::Zugvogel, 4)
            .shares(0, Chain::Aurora, 10)
            .shares(1, Chain::Aurora, 15)
            .build();
        play(&mut game, Action::Place(tile("3B")));
        let why = reason(&game.view(0), &[Action::Dispose { sell: 4, trade: 0 }]);
        let (defunct, survivor) = (Chain::Zugvogel, Chain::Aurora);
        assert_eq!(
            why,
            Some(Reason::Dispose { defunct, survivor, sell: 4, trade: 0, keep: 0, price: 200, bank: 0 })
        );
        assert_eq!(reason(&game.view(0), &[Action::Dispose { sell: 0, trade: 2 }]), None, "not legal");
    }

    #[test]
    fn r14_3_a_hint_at_tied_defunct_chains_tells_what_goes_first() {
        // 8E joins Aurora (6) with Zugvogel and Bergfried (3 each): Ann picks the order.
        let mut game = Scenario::new(2)
            .chain_row(Chain::Aurora, 'E', 2, 6)
            .chain(Chain::Zugvogel, &["8B", "8C", "8D"])
            .chain_row(Chain::Bergfried, 'E', 9, 3)
            .hand(0, &["8E"])
            .shares(0, Chain::Zugvogel, 2)
            .shares(1, Chain::Zugvogel, 1)
            .shares(1, Chain::Bergfried, 3)
            .build();
        let merges = reason(&game.view(0), &[Action::Place(tile("8E"))]).unwrap();
        let Reason::Merges { payouts, .. } = &merges else { panic!("{merges:?}") };
        assert_eq!(
            payouts.iter().map(|p| p.chain).collect::<ChainSet>(),
            ChainSet::from_iter([Chain::Zugvogel, Chain::Bergfried])
        );
        play(&mut game, Action::Place(tile("8E")));
        assert!(matches!(game.decision(), Decision::ChooseDefunct { .. }));
        let advice = hint(&mut adviser(), &game.view(0)).unwrap();
        assert!(matches!(advice.reason, Reason::Defunct { .. }), "{advice:?}");
        check_facts(&game, &advice);
        check_search(&game, &advice);
    }

    #[test]
    fn r16_announcing_tells_the_cash_of_final_scoring_now() {
        // Aurora (11 hotels, safe, 900 a share) is the only chain: the end may be announced.
        let mut game = Scenario::new(2)
            .chain_row(Chain::Aurora, 'A', 1, 11)
            .hand(0, &["5E"])
            .shares(0, Chain::Aurora, 3)
            .shares(1, Chain::Aurora, 5)
            .build();
        play(&mut game, Action::Place(tile("5E")));
        let why = reason(&game.view(0), &[Action::Announce]).unwrap();
        // Ann: 6,000 + the 4,500 minority + 3 x 900; Bob: 6,000 + the 9,000 majority + 5 x 900.
        assert_eq!(why, Reason::Announce { mine: 13_200, rival: ("Bob".to_string(), 19_500) });
        check_facts(
            &game,
            &Hint { actions: vec![Action::Announce], reason: why, basis: Basis::OnlyCandidate },
        );
    }

    #[test]
    fn a_reason_is_given_only_for_a_legal_first_action() {
        let game = Scenario::new(2).hand(0, &["5C"]).build();
        assert_eq!(reason(&game.view(0), &[Action::Place(tile("5C"))]), Some(Reason::LoneHotel));
        assert_eq!(reason(&game.view(1), &[Action::Place(tile("5C"))]), None, "not Bob's turn");
        assert_eq!(reason(&game.view(0), &[Action::EndTurn]), None);
        assert_eq!(reason(&game.view(0), &[]), None);
    }
}
