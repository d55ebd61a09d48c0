//! Unit tests for the two-player market (V3 of RULES.md): at each payout of bonuses (R14.4.1
//! for a defunct chain, R18 at the end) the pool's next tile is turned over, its column is the
//! market's holding, and the tile goes to the bottom of the pool.

use super::test_support::{Scenario, cash_of, play as apply, tile};
use super::*;

/// Zugvogel (1A 2A, price 200: bonuses 2000 and 1000) next to Aurora (4A 5A 6A): Ann's 3A makes
/// Zugvogel defunct. Ann and Bob hold the given Zugvogel shares; the pool is `pool`.
fn zugvogel_defunct(ann: u8, bob: u8, pool: &[&'static str]) -> Scenario {
    Scenario::new(2)
        .market()
        .chain(Chain::Zugvogel, &["1A", "2A"])
        .chain(Chain::Aurora, &["4A", "5A", "6A"])
        .shares(0, Chain::Zugvogel, ann)
        .shares(1, Chain::Zugvogel, bob)
        .hand(0, &["3A"])
        .pool(pool)
}

/// The bonuses paid in `events`: `(Some(player), amount)` for a player, `(None, amount)` for
/// the market, in the order paid.
fn paid(events: &[Event]) -> Vec<(Option<PlayerId>, u32)> {
    events
        .iter()
        .filter_map(|event| match *event {
            Event::BonusPaid { player, amount, .. } => Some((Some(player), amount)),
            Event::MarketBonus { amount, .. } => Some((None, amount)),
            _ => None,
        })
        .collect()
}

/// What the market won in `events`.
fn market_won(events: &[Event]) -> u32 {
    paid(events).iter().filter(|(payee, _)| payee.is_none()).map(|(_, amount)| amount).sum()
}

/// The market's draws in `events`, in order.
fn draws(events: &[Event]) -> Vec<(Chain, Option<Tile>)> {
    events
        .iter()
        .filter_map(|event| match *event {
            Event::MarketDraw { chain, tile } => Some((chain, tile)),
            _ => None,
        })
        .collect()
}

/// Every tile of `names`, for comparing with [`Game::pool`].
fn tiles(names: &[&str]) -> Vec<Tile> {
    names.iter().map(|name| tile(name)).collect()
}

#[test]
fn v3_the_market_takes_the_majority_and_its_tile_goes_to_the_bottom() {
    // The rule book's example: Ann 3, Bob 2, the market turns over 7E and holds 7.
    let mut game = zugvogel_defunct(3, 2, &["7E", "9I"]).build();
    let events = apply(&mut game, Action::Place(tile("3A")));
    assert_eq!(draws(&events), [(Chain::Zugvogel, Some(tile("7E")))]);
    assert_eq!(paid(&events), [(None, 2000), (Some(0), 1000)]);
    assert!(events.contains(&Event::MarketBonus {
        chain: Chain::Zugvogel,
        amount: 2000,
        kind: BonusKind::Majority
    }));
    assert_eq!(cash_of(&game), [7000, 6000]);
    assert_eq!(market_won(&events), 2000);
    assert_eq!(game.pool().collect::<Vec<_>>(), tiles(&["9I", "7E"]));
}

#[test]
fn v3_the_market_ties_for_first_and_splits_both_bonuses() {
    // Ann 5 and the market 5 split 2000 + 1000, 1500 each; Bob's 2 get nothing (R14.4.1).
    let mut game = zugvogel_defunct(5, 2, &["5E"]).build();
    let events = apply(&mut game, Action::Place(tile("3A")));
    assert_eq!(paid(&events), [(Some(0), 1500), (None, 1500)]);
    assert_eq!(cash_of(&game), [7500, 6000]);
    assert_eq!(market_won(&events), 1500);
}

#[test]
fn v3_the_market_takes_only_the_minority() {
    let mut game = zugvogel_defunct(8, 2, &["3E"]).build();
    let events = apply(&mut game, Action::Place(tile("3A")));
    assert_eq!(paid(&events), [(Some(0), 2000), (None, 1000)]);
    assert_eq!(cash_of(&game), [8000, 6000]);
}

#[test]
fn v3_a_sole_holder_shares_with_the_market() {
    // Without the market Ann would get both bonuses; the market's 2 shares take the minority.
    let mut game = zugvogel_defunct(4, 0, &["2E"]).build();
    let events = apply(&mut game, Action::Place(tile("3A")));
    assert_eq!(paid(&events), [(Some(0), 2000), (None, 1000)]);
    // Tied with Bob for second, the market splits the minority: 500 each.
    let mut game = zugvogel_defunct(6, 2, &["2E"]).build();
    let events = apply(&mut game, Action::Place(tile("3A")));
    assert_eq!(paid(&events), [(Some(0), 2000), (Some(1), 500), (None, 500)]);
}

#[test]
fn v3_with_an_empty_pool_the_market_holds_nothing() {
    let mut game = zugvogel_defunct(3, 2, &[]).build();
    let events = apply(&mut game, Action::Place(tile("3A")));
    assert_eq!(draws(&events), [(Chain::Zugvogel, None)]);
    assert_eq!(paid(&events), [(Some(0), 2000), (Some(1), 1000)]);
    assert_eq!(market_won(&events), 0);
    assert_eq!(game.pool_len(), 0);
}

#[test]
fn v3_several_defunct_chains_draw_once_each_in_defunct_order() {
    // 5A joins Aurora (1A-4A), Bergfried (6A-8A, price 400) and Zugvogel (5B 5C, price 200):
    // Bergfried is handled first (R14.3), then Zugvogel; each turns over the next tile.
    let mut game = Scenario::new(2)
        .market()
        .chain(Chain::Aurora, &["1A", "2A", "3A", "4A"])
        .chain(Chain::Bergfried, &["6A", "7A", "8A"])
        .chain(Chain::Zugvogel, &["5B", "5C"])
        .shares(0, Chain::Bergfried, 2)
        .shares(1, Chain::Zugvogel, 1)
        .hand(0, &["5A"])
        .pool(&["7E", "1I", "5F"])
        .build();
    let mut events = apply(&mut game, Action::Place(tile("5A")));
    while let Decision::Dispose { .. } = game.decision() {
        events.extend(apply(&mut game, Action::Dispose { sell: 0, trade: 0 }));
    }
    let expected = [(Chain::Bergfried, Some(tile("7E"))), (Chain::Zugvogel, Some(tile("1I")))];
    assert_eq!(draws(&events), expected);
    // Bergfried: the market's 7 beat Ann's 2 (4000 to the market, 2000 to Ann); Zugvogel: Bob's
    // 1 ties the market's 1 and they split 3000, 1500 each.
    assert_eq!(paid(&events), [(None, 4000), (Some(0), 2000), (Some(1), 1500), (None, 1500)]);
    let bergfried_done = events.iter().position(|e| matches!(e, Event::SharesKept { player: 0, .. }));
    let zugvogel_draw =
        events.iter().position(|e| matches!(e, Event::MarketDraw { chain: Chain::Zugvogel, .. }));
    assert!(bergfried_done < zugvogel_draw, "Zugvogel's draw waits for Bergfried's disposal");
    assert_eq!(market_won(&events), 5500);
    assert_eq!(game.pool().collect::<Vec<_>>(), tiles(&["5F", "7E", "1I"]));
}

#[test]
fn v3_final_scoring_draws_chain_by_chain_in_r3_order() {
    // Königshof on row A, Zugvogel on row C, Bergfried on row E, 11 hotels each (safe, so Ann
    // may announce the end, R16): the market draws for Zugvogel, Bergfried, Königshof (R3, R18).
    let mut game = Scenario::new(2)
        .market()
        .chain_row(Chain::Koenigshof, 'A', 1, 11)
        .chain_row(Chain::Zugvogel, 'C', 1, 11)
        .chain_row(Chain::Bergfried, 'E', 1, 11)
        .shares(0, Chain::Zugvogel, 5)
        .shares(1, Chain::Zugvogel, 2)
        .shares(0, Chain::Bergfried, 1)
        .hand(0, &["12I"])
        .pool(&["3G", "9G", "12G", "1I"])
        .build();
    apply(&mut game, Action::Announce);
    apply(&mut game, Action::Place(tile("12I")));
    let events = apply(&mut game, Action::EndTurn);
    let expected = [
        (Chain::Zugvogel, Some(tile("3G"))),
        (Chain::Bergfried, Some(tile("9G"))),
        (Chain::Koenigshof, Some(tile("12G"))),
    ];
    assert_eq!(draws(&events), expected);
    // Zugvogel at 700: Ann 5 > market 3 > Bob 2. Bergfried at 800: market 9 > Ann 1.
    // Königshof at 900: nobody else holds a share, so the market's 12 take both bonuses.
    assert_eq!(paid(&events), [(Some(0), 7000), (None, 3500), (None, 8000), (Some(0), 4000), (None, 13500)]);
    // Then the bank buys the players' shares: Ann 5 × 700 + 1 × 800, Bob 2 × 700.
    assert_eq!(cash_of(&game), [6000 + 7000 + 4000 + 3500 + 800, 6000 + 1400]);
    assert_eq!(market_won(&events), 3500 + 8000 + 13500);
    assert_eq!(game.ranking(), [(1, 0), (2, 1)], "the market is not ranked");
}

#[test]
fn v3_the_market_needs_exactly_two_players() {
    let market = Options { market: true, ..Options::default() };
    assert_eq!(Game::new(["Ann", "Bob", "Cid"], 1, market).unwrap_err(), SetupError::MarketNeedsTwo(3));
    assert!(Game::new(["Ann", "Bob"], 1, market).is_ok());
}

#[test]
fn v3_off_the_market_never_draws() {
    let mut game = Scenario::new(2)
        .chain(Chain::Zugvogel, &["1A", "2A"])
        .chain(Chain::Aurora, &["4A", "5A", "6A"])
        .shares(0, Chain::Zugvogel, 3)
        .shares(1, Chain::Zugvogel, 2)
        .hand(0, &["3A"])
        .pool(&["7E", "9I"])
        .build();
    let events = apply(&mut game, Action::Place(tile("3A")));
    assert!(draws(&events).is_empty());
    assert_eq!(paid(&events), [(Some(0), 2000), (Some(1), 1000)]);
    assert_eq!(game.pool().collect::<Vec<_>>(), tiles(&["7E", "9I"]));
}
