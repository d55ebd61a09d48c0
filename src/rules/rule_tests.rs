//! Unit tests for the turn flow, one or more per rule id of RULES.md.
//!
//! Each test builds a small, exact situation with [`Scenario`] (a test-only cousin of the
//! position file) and checks money to the unit.

use super::test_support::{Scenario, cash_of, play as apply, tile};
use super::*;

fn seats(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("P{i}")).collect()
}

// ----- R4, R5, R6 -----------------------------------------------------------------------------

#[test]
fn r4_the_bank_sells_out() {
    let mut game = Scenario::new(2)
        .chain(Chain::Aurora, &["1A", "2A"])
        .shares(1, Chain::Aurora, 24)
        .hand(0, &["12I"])
        .pool(&["11I"])
        .build();
    apply(&mut game, Action::Place(tile("12I")));
    apply(&mut game, Action::Buy(Chain::Aurora));
    assert_eq!(game.bank_shares(Chain::Aurora), 0);
    assert_eq!(game.apply(Action::Buy(Chain::Aurora)), Err(RuleError::BankSoldOut { chain: Chain::Aurora }));
}

#[test]
fn r5_no_purchase_beyond_cash() {
    let mut game =
        Scenario::new(2).chain(Chain::Aurora, &["1A", "2A"]).cash(0, 500).hand(0, &["12I"]).build();
    apply(&mut game, Action::Place(tile("12I")));
    apply(&mut game, Action::Buy(Chain::Aurora));
    let refused = game.apply(Action::Buy(Chain::Aurora));
    assert_eq!(refused, Err(RuleError::NotEnoughCash { chain: Chain::Aurora, price: 400, cash: 100 }));
    assert_eq!(game.cash(0), 100);
}

#[test]
fn r6_two_to_six_players() {
    assert_eq!(Game::new(seats(1), 1, Options::default()).unwrap_err(), SetupError::PlayerCount(1));
    assert_eq!(Game::new(seats(7), 1, Options::default()).unwrap_err(), SetupError::PlayerCount(7));
    assert!(Game::new(seats(6), 1, Options::default()).is_ok());
    let twins = Game::new(["Ann", "ann"], 1, Options::default());
    assert_eq!(twins.unwrap_err(), SetupError::DuplicateName("ann".to_string()));
}

// ----- R9 setup -------------------------------------------------------------------------------

#[test]
fn r9_setup_start_tiles_first_player_and_hands() {
    for seed in 0..50 {
        let (game, events) = Game::new(seats(4), seed, Options::default()).unwrap();
        let starts: Vec<(Tile, PlayerId)> = events
            .iter()
            .filter_map(|e| match e {
                Event::StartTile { player, tile } => Some((*tile, *player)),
                _ => None,
            })
            .collect();
        assert_eq!(starts.len(), 4);
        for (tile, _) in &starts {
            assert_eq!(game.board().cell(*tile), Cell::Lone);
        }
        let first = starts.iter().min().unwrap().1;
        assert!(events.contains(&Event::FirstPlayer { player: first }));
        assert_eq!(game.current_player(), first);
        assert!((0..4).all(|p| game.hand(p).len() == HAND_SIZE));
        assert_eq!(game.pool_len(), 108 - 4 - 24);
        assert!(game.board().chains_on_board().is_empty());
    }
}

#[test]
fn r9_same_seed_same_game() {
    let a = Game::new(seats(3), 99, Options::default()).unwrap();
    let b = Game::new(seats(3), 99, Options::default()).unwrap();
    assert_eq!(a, b);
    let c = Game::new(seats(3), 100, Options::default()).unwrap();
    assert_ne!(a.0, c.0);
}

// ----- R10 turn flow --------------------------------------------------------------------------

#[test]
fn r10_without_a_chain_the_turn_ends_after_placing() {
    let mut game = Scenario::new(2).hand(0, &["5E"]).hand(1, &["9I"]).pool(&["1A", "2C"]).build();
    let events = apply(&mut game, Action::Place(tile("5E")));
    assert!(events.contains(&Event::TileDrawn { player: 0, tile: tile("1A") }));
    assert_eq!(game.decision(), Decision::PlaceTile { player: 1 });
}

#[test]
fn r10_buy_up_to_three_then_end_explicitly() {
    let mut game =
        Scenario::new(2).chain(Chain::Zugvogel, &["1A", "2A"]).hand(0, &["12I"]).hand(1, &["9I"]).build();
    apply(&mut game, Action::Place(tile("12I")));
    for remaining in [3, 2, 1] {
        assert_eq!(game.decision(), Decision::BuyShares { player: 0, remaining });
        apply(&mut game, Action::Buy(Chain::Zugvogel));
    }
    assert_eq!(game.decision(), Decision::BuyShares { player: 0, remaining: 0 });
    assert_eq!(game.apply(Action::Buy(Chain::Zugvogel)), Err(RuleError::BuyLimitReached));
    assert_eq!(game.cash(0), 6000 - 3 * 200);
    apply(&mut game, Action::EndTurn);
    assert_eq!(game.current_player(), 1);
}

#[test]
fn r10_a_player_without_playable_tile_skips_placing() {
    // Ann's only tile would found an eighth chain; chains are on the board, so she may buy.
    let mut scenario = Scenario::new(2);
    for (i, chain) in Chain::ALL.into_iter().enumerate() {
        let row = ['A', 'C', 'E', 'G', 'I', 'A', 'C'][i];
        let col = if i < 5 { 1 } else { 8 };
        scenario = scenario.chain_row(chain, row, col, 2);
    }
    let (game, events) = scenario.lone(&["12I"]).hand(0, &["11I"]).hand(1, &["5E"]).build_with_events();
    assert!(events.contains(&Event::NoPlayableTile { player: 0 }));
    assert_eq!(game.decision(), Decision::BuyShares { player: 0, remaining: 3 });
    assert_eq!(game.tile_status(tile("11I")), TileStatus::EighthChain);
}

#[test]
fn r10_wrong_decision_is_refused_and_changes_nothing() {
    let mut game = Scenario::new(2).hand(0, &["5E"]).build();
    let before = game.clone();
    assert!(matches!(game.apply(Action::Buy(Chain::Aurora)), Err(RuleError::NotNow { .. })));
    assert!(matches!(game.apply(Action::Place(tile("6E"))), Err(RuleError::TileNotInHand { .. })));
    assert_eq!(game, before);
}

#[test]
fn r10_3_dead_tiles_are_replaced_once_at_the_end_of_the_turn() {
    // 6B touches two safe chains (rows A and C); the replacement 7B is dead too and waits.
    let mut game = Scenario::new(2)
        .chain_row(Chain::Aurora, 'A', 1, 11)
        .chain_row(Chain::Zugvogel, 'C', 1, 11)
        .hand(0, &["6B", "12I"])
        .pool(&["7B", "1I"])
        .build();
    assert_eq!(game.tile_status(tile("6B")), TileStatus::Dead);
    assert_eq!(game.apply(Action::Place(tile("6B"))), Err(RuleError::DeadTile { tile: tile("6B") }));
    apply(&mut game, Action::Place(tile("12I")));
    let events = apply(&mut game, Action::EndTurn);
    assert!(events.contains(&Event::DeadTileDiscarded { player: 0, tile: tile("6B") }));
    assert_eq!(game.hand(0).to_string(), "7B 1I");
}

// ----- R11 founding and growing ---------------------------------------------------------------

#[test]
fn r11_founding_takes_connected_lone_hotels_and_gives_a_free_share() {
    let mut game = Scenario::new(2).lone(&["5E", "5F", "12I"]).hand(0, &["6E"]).build();
    apply(&mut game, Action::Place(tile("6E")));
    assert_eq!(game.decision(), Decision::FoundChain { player: 0, tile: tile("6E") });
    let events = apply(&mut game, Action::Found(Chain::Morgenrot));
    assert!(events.contains(&Event::ChainFounded { player: 0, chain: Chain::Morgenrot, size: 3 }));
    assert_eq!(game.shares(0, Chain::Morgenrot), 1);
    assert_eq!(game.bank_shares(Chain::Morgenrot), 24);
    assert_eq!(game.board().cell(tile("12I")), Cell::Lone);
    assert_eq!(game.decision(), Decision::BuyShares { player: 0, remaining: 3 });
}

#[test]
fn r11_no_free_share_when_the_bank_has_none() {
    let mut game = Scenario::new(2).lone(&["5E"]).hand(0, &["6E"]).shares(1, Chain::Aurora, 25).build();
    apply(&mut game, Action::Place(tile("6E")));
    let events = apply(&mut game, Action::Found(Chain::Aurora));
    assert!(!events.iter().any(|e| matches!(e, Event::FounderShare { .. })));
    assert_eq!(game.shares(0, Chain::Aurora), 0);
}

#[test]
fn r11_a_founding_tried_on_a_copy_of_the_board_tells_the_founder_share_only_while_the_bank_has_one() {
    let scenario = || Scenario::new(2).lone(&["5E"]).hand(0, &["6E"]).shares(1, Chain::Aurora, 25);
    let (empty, full) = (scenario().build(), scenario().shares(1, Chain::Aurora, 0).build());
    assert!(!empty.view(0).founder_gets_share(Chain::Aurora));
    assert!(full.view(0).founder_gets_share(Chain::Aurora));
    // Tried on a copy of the board, then placed and founded by hand: the same board.
    let mut board = empty.board().clone();
    assert_eq!(place_on(&mut board, tile("6E")), Placed::Founds);
    assert_eq!(found_on(&mut board, tile("6E"), Chain::Aurora), 2);
    let mut game = scenario().build();
    apply(&mut game, Action::Place(tile("6E")));
    apply(&mut game, Action::Found(Chain::Aurora));
    assert_eq!(game.board(), &board);
    assert_eq!(game.board().size(Chain::Aurora), 2);
}

#[test]
fn r11_a_chain_on_the_board_cannot_be_founded() {
    let mut game =
        Scenario::new(2).chain(Chain::Aurora, &["1A", "2A"]).lone(&["5E"]).hand(0, &["6E"]).build();
    apply(&mut game, Action::Place(tile("6E")));
    let refused = game.apply(Action::Found(Chain::Aurora));
    assert!(matches!(refused, Err(RuleError::ChainOnBoard { chain: Chain::Aurora, .. })));
    assert!(refused.unwrap_err().to_string().contains("(R11)"));
}

#[test]
fn r11_growing_takes_lone_hotels_along() {
    let mut game =
        Scenario::new(2).chain(Chain::Uferblick, &["1A", "2A"]).lone(&["4A", "4B"]).hand(0, &["3A"]).build();
    let events = apply(&mut game, Action::Place(tile("3A")));
    assert!(events.contains(&Event::ChainGrew { chain: Chain::Uferblick, size: 5 }));
    assert_eq!(game.board().share_price(Chain::Uferblick), 600);
}

// ----- R12, R13 -------------------------------------------------------------------------------

#[test]
fn r12_an_eighth_chain_tile_is_refused_and_kept() {
    let mut scenario = Scenario::new(2);
    for (i, chain) in Chain::ALL.into_iter().enumerate() {
        let row = ['A', 'C', 'E', 'G', 'I', 'A', 'C'][i];
        let col = if i < 5 { 1 } else { 8 };
        scenario = scenario.chain_row(chain, row, col, 2);
    }
    // 4A would merge Zugvogel (1A 2A) once 3A is placed; 11I would found an eighth chain.
    let mut game = scenario.lone(&["12I"]).hand(0, &["11I", "4I"]).build();
    assert_eq!(game.apply(Action::Place(tile("11I"))), Err(RuleError::EighthChain { tile: tile("11I") }));
    apply(&mut game, Action::Place(tile("4I")));
    apply(&mut game, Action::EndTurn);
    assert!(game.hand(0).contains(tile("11I")));
}

#[test]
fn r12_an_eighth_chain_tile_becomes_playable_after_a_merger() {
    let mut scenario = Scenario::new(2);
    for (i, chain) in Chain::ALL.into_iter().enumerate() {
        let row = ['A', 'C', 'E', 'G', 'I', 'A', 'C'][i];
        let col = if i < 5 { 1 } else { 8 };
        scenario = scenario.chain_row(chain, row, col, 2);
    }
    // Zugvogel 1A 2A and Aurora 8A 9A; 7A grows Aurora over the lone 4A..6A, then 3A merges.
    let mut game =
        scenario.lone(&["12I", "4A", "5A", "6A"]).hand(0, &["3A", "7A", "11I"]).hand(1, &["10E"]).build();
    assert_eq!(game.tile_status(tile("11I")), TileStatus::EighthChain);
    apply(&mut game, Action::Place(tile("7A")));
    assert_eq!(game.board().size(Chain::Aurora), 6);
    apply(&mut game, Action::EndTurn);
    apply(&mut game, Action::Place(tile("10E")));
    apply(&mut game, Action::EndTurn);
    apply(&mut game, Action::Place(tile("3A")));
    assert!(!game.board().is_on_board(Chain::Zugvogel));
    assert_eq!(game.board().size(Chain::Aurora), 9);
    assert_eq!(game.tile_status(tile("11I")), TileStatus::Founds);
}

// ----- R14 mergers ----------------------------------------------------------------------------

/// RULES.md X4: 6E joins Aurora (6), Bergfried (4) and Zugvogel (2).
fn x4_scenario() -> Scenario {
    Scenario::new(3)
        .chain(Chain::Aurora, &["1E", "2E", "3E", "4E", "5E", "1F"])
        .chain(Chain::Bergfried, &["7E", "8E", "9E", "10E"])
        .chain(Chain::Zugvogel, &["6D", "6C"])
        .hand(0, &["6E"])
        .hand(1, &["12I"])
        .hand(2, &["12A"])
        .shares(0, Chain::Bergfried, 3)
        .shares(1, Chain::Bergfried, 2)
        .shares(1, Chain::Zugvogel, 2)
        .shares(2, Chain::Bergfried, 2)
        .shares(2, Chain::Zugvogel, 1)
}

#[test]
fn r14_x4_three_way_merger_to_the_unit() {
    let mut game = x4_scenario().build();
    let events = apply(&mut game, Action::Place(tile("6E")));
    assert!(events.contains(&Event::SurvivorChosen { chain: Chain::Aurora }));
    assert!(events.contains(&Event::DefunctHandled { chain: Chain::Bergfried, size: 4, price: 500 }));
    assert_eq!(cash_of(&game), [11000, 7300, 7300]);
    let dispose = |held, max_trade| Decision::Dispose {
        player: 0,
        defunct: Chain::Bergfried,
        survivor: Chain::Aurora,
        held,
        max_trade,
        price: 500,
    };
    assert_eq!(game.decision(), dispose(3, 2));
    apply(&mut game, Action::Dispose { sell: 1, trade: 2 });
    assert!(matches!(game.decision(), Decision::Dispose { player: 1, held: 2, .. }));
    apply(&mut game, Action::Dispose { sell: 0, trade: 0 });
    assert!(matches!(game.decision(), Decision::Dispose { player: 2, held: 2, .. }));
    let events = apply(&mut game, Action::Dispose { sell: 2, trade: 0 });
    // Zugvogel next, at 200: Bob 2 gets 2000, Cid 1 gets 1000; Ann holds none and is skipped.
    assert!(events.contains(&Event::DefunctHandled { chain: Chain::Zugvogel, size: 2, price: 200 }));
    assert_eq!(cash_of(&game), [11500, 9300, 9300]);
    assert!(matches!(game.decision(), Decision::Dispose { player: 1, defunct: Chain::Zugvogel, .. }));
    apply(&mut game, Action::Dispose { sell: 0, trade: 2 });
    let events = apply(&mut game, Action::Dispose { sell: 1, trade: 0 });
    assert!(events.contains(&Event::MergerCompleted { survivor: Chain::Aurora, size: 13 }));
    assert_eq!(cash_of(&game), [11500, 9300, 9500]);
    assert_eq!(game.board().share_price(Chain::Aurora), 900);
    assert_eq!((game.shares(0, Chain::Aurora), game.shares(1, Chain::Aurora)), (1, 1));
    assert_eq!(game.shares(1, Chain::Bergfried), 2);
    assert_eq!(game.bank_shares(Chain::Aurora), 23);
    assert_eq!(game.bank_shares(Chain::Bergfried), 23);
    assert_eq!(game.bank_shares(Chain::Zugvogel), 25);
    assert!(!game.board().is_on_board(Chain::Bergfried));
    assert_eq!(game.decision(), Decision::BuyShares { player: 0, remaining: 3 });
    apply(&mut game, Action::Buy(Chain::Aurora));
    assert_eq!(game.cash(0), 10600);
}

#[test]
fn r14_disposal_limits_are_refused_with_the_limit() {
    let mut game = x4_scenario().shares(1, Chain::Aurora, 24).build();
    apply(&mut game, Action::Place(tile("6E")));
    let before = game.clone();
    assert_eq!(
        game.apply(Action::Dispose { sell: 2, trade: 2 }),
        Err(RuleError::DisposeTooMany { held: 3, asked: 4 })
    );
    assert_eq!(game.apply(Action::Dispose { sell: 0, trade: 1 }), Err(RuleError::OddTrade { trade: 1 }));
    let refused = game.apply(Action::Dispose { sell: 255, trade: 255 });
    assert_eq!(refused, Err(RuleError::DisposeTooMany { held: 3, asked: 255 }));
    assert_eq!(game, before);
    // The bank has 1 Aurora share left: at most 2 may be handed in.
    assert!(matches!(game.decision(), Decision::Dispose { max_trade: 2, .. }));
    apply(&mut game, Action::Dispose { sell: 0, trade: 2 });
    apply(&mut game, Action::Dispose { sell: 0, trade: 0 });
    // Cid holds 2 Bergfried but the bank has no Aurora left.
    assert!(matches!(game.decision(), Decision::Dispose { player: 2, max_trade: 0, .. }));
    let refused = game.apply(Action::Dispose { sell: 0, trade: 2 }).unwrap_err();
    assert_eq!(refused, RuleError::TradeTooMany { trade: 2, max_trade: 0, survivor: Chain::Aurora });
    assert!(refused.to_string().contains("at most 0"), "{refused}");
}

#[test]
fn r14_tied_largest_chains_let_the_placer_choose_the_survivor() {
    let mut game = Scenario::new(2)
        .chain(Chain::Zugvogel, &["1A", "2A", "3A"])
        .chain(Chain::Aurora, &["5A", "6A", "7A"])
        .hand(0, &["4A"])
        .hand(1, &["12I"])
        .shares(1, Chain::Aurora, 2)
        .build();
    apply(&mut game, Action::Place(tile("4A")));
    let both: ChainSet = [Chain::Zugvogel, Chain::Aurora].into_iter().collect();
    assert_eq!(game.decision(), Decision::ChooseSurvivor { player: 0, candidates: both });
    assert!(matches!(game.apply(Action::Survivor(Chain::Bergfried)), Err(RuleError::NotACandidate { .. })));
    apply(&mut game, Action::Survivor(Chain::Zugvogel));
    // Aurora at 500 (3 hotels): Bob is sole holder, 5000 + 2500.
    assert_eq!(game.cash(1), 13500);
    apply(&mut game, Action::Dispose { sell: 0, trade: 2 });
    assert_eq!(game.board().size(Chain::Zugvogel), 7);
    assert_eq!(game.shares(1, Chain::Zugvogel), 1);
}

#[test]
fn r14_tied_defunct_chains_are_ordered_by_the_placer() {
    // 5B touches Aurora (5B's left: 1B..4B, 4 hotels), Zugvogel (5A 6A) and Bergfried (5C 6C).
    let mut game = Scenario::new(2)
        .chain(Chain::Aurora, &["1B", "2B", "3B", "4B"])
        .chain(Chain::Zugvogel, &["5A", "6A"])
        .chain(Chain::Bergfried, &["5C", "6C"])
        .hand(0, &["5B"])
        .hand(1, &["12I"])
        .shares(1, Chain::Zugvogel, 1)
        .shares(1, Chain::Bergfried, 1)
        .build();
    apply(&mut game, Action::Place(tile("5B")));
    let tied: ChainSet = [Chain::Zugvogel, Chain::Bergfried].into_iter().collect();
    assert_eq!(
        game.decision(),
        Decision::ChooseDefunct { player: 0, survivor: Chain::Aurora, candidates: tied }
    );
    assert!(matches!(game.apply(Action::Defunct(Chain::Aurora)), Err(RuleError::NotACandidate { .. })));
    let events = apply(&mut game, Action::Defunct(Chain::Bergfried));
    assert!(events.contains(&Event::DefunctHandled { chain: Chain::Bergfried, size: 2, price: 300 }));
    assert!(matches!(game.decision(), Decision::Dispose { defunct: Chain::Bergfried, .. }));
    apply(&mut game, Action::Dispose { sell: 1, trade: 0 });
    assert!(matches!(game.decision(), Decision::Dispose { defunct: Chain::Zugvogel, .. }));
    apply(&mut game, Action::Dispose { sell: 1, trade: 0 });
    assert_eq!(game.board().size(Chain::Aurora), 9);
    assert_eq!(game.cash(1), 6000 + (3000 + 1500) + 300 + (2000 + 1000) + 200);
}

#[test]
fn r14_disposal_goes_round_from_the_placer() {
    let mut scenario = Scenario::new(4)
        .chain(Chain::Aurora, &["1A", "2A", "3A"])
        .chain(Chain::Zugvogel, &["5A", "6A"])
        .hand(2, &["4A"])
        .turn_of(2);
    for player in 0..4 {
        scenario = scenario
            .shares(player, Chain::Zugvogel, 1)
            .hand(player, &["12I", "12G", "12E", "12C"][player..=player]);
    }
    let mut game = scenario.hand(2, &["4A"]).build();
    apply(&mut game, Action::Place(tile("4A")));
    let mut order = Vec::new();
    while let Decision::Dispose { player, .. } = game.decision() {
        order.push(player);
        apply(&mut game, Action::Dispose { sell: 1, trade: 0 });
    }
    assert_eq!(order, [2, 3, 0, 1]);
}

#[test]
fn r14_sizes_are_compared_without_the_tile_and_lone_hotels_join() {
    let mut game = Scenario::new(2)
        .chain(Chain::Zugvogel, &["1A", "2A"])
        .chain(Chain::Aurora, &["4A", "5A", "6A"])
        .lone(&["3B", "3C"])
        .hand(0, &["3A"])
        .hand(1, &["12I"])
        .build();
    apply(&mut game, Action::Place(tile("3A")));
    assert_eq!(game.board().size(Chain::Aurora), 2 + 3 + 1 + 2);
    assert_eq!(game.board().cell(tile("3C")), Cell::Hotel(Chain::Aurora));
}

// ----- R15 safe chains ------------------------------------------------------------------------

#[test]
fn r15_a_safe_chain_survives_and_absorbs() {
    let mut game = Scenario::new(2)
        .chain_row(Chain::Zugvogel, 'A', 1, 11)
        .chain(Chain::Koenigshof, &["12B", "12C"])
        .hand(0, &["12A"])
        .hand(1, &["9I"])
        .build();
    assert!(game.board().is_safe(Chain::Zugvogel));
    apply(&mut game, Action::Place(tile("12A")));
    assert_eq!(game.board().size(Chain::Zugvogel), 14);
    assert!(!game.board().is_on_board(Chain::Koenigshof));
}

// ----- R16 announcing the end -----------------------------------------------------------------

#[test]
fn r16_announcing_needs_41_hotels_or_all_chains_safe() {
    let mut game = Scenario::new(2)
        .chain_row(Chain::Zugvogel, 'A', 1, 11)
        .chain(Chain::Aurora, &["1C", "2C"])
        .hand(0, &["9I"])
        .hand(1, &["12I"])
        .build();
    assert!(!game.can_announce());
    let refused = game.apply(Action::Announce).unwrap_err();
    assert!(matches!(refused, RuleError::CannotAnnounce { .. }));
    assert!(refused.to_string().contains("41"));
    let mut safe =
        Scenario::new(2).chain_row(Chain::Zugvogel, 'A', 1, 11).hand(0, &["9I"]).hand(1, &["12I"]).build();
    assert!(safe.can_announce());
    apply(&mut safe, Action::Announce);
    assert!(matches!(safe.apply(Action::Announce), Err(RuleError::CannotAnnounce { .. })));
    apply(&mut safe, Action::Place(tile("9I")));
    apply(&mut safe, Action::Buy(Chain::Zugvogel));
    let events = apply(&mut safe, Action::EndTurn);
    assert!(events.contains(&Event::GameEnded { reason: EndReason::Announced(0) }));
    assert!(safe.is_over());
    assert_eq!(safe.apply(Action::EndTurn), Err(RuleError::GameOver));
}

#[test]
fn r16_a_chain_of_41_allows_the_end_and_v1_lowers_it_to_25() {
    let rows = |s: Scenario, chain, count: u8| {
        let mut s = s;
        let mut tiles = Vec::new();
        for i in 0..count {
            let row = (b'A' + i / 12) as char;
            tiles.push(&*Box::leak(format!("{}{row}", i % 12 + 1).into_boxed_str()));
        }
        s = s.chain(chain, &tiles);
        s
    };
    let small = |s: Scenario| s.chain(Chain::Aurora, &["1I", "2I"]).hand(0, &["12I"]).hand(1, &["10I"]);
    assert!(rows(small(Scenario::new(2)), Chain::Zugvogel, 41).build().can_announce());
    assert!(!rows(small(Scenario::new(2)), Chain::Zugvogel, 40).build().can_announce());
    assert!(rows(small(Scenario::new(2)).quick(), Chain::Zugvogel, 25).build().can_announce());
    assert!(!rows(small(Scenario::new(2)).quick(), Chain::Zugvogel, 24).build().can_announce());
}

// ----- R17, R18 the end -----------------------------------------------------------------------

#[test]
fn r17_empty_pool_and_no_playable_tile_ends_the_game() {
    let mut game = Scenario::new(2)
        .chain_row(Chain::Aurora, 'A', 1, 11)
        .chain_row(Chain::Zugvogel, 'C', 1, 11)
        .hand(0, &["12I"])
        .hand(1, &["5B"])
        .shares(0, Chain::Aurora, 2)
        .build();
    apply(&mut game, Action::Place(tile("12I")));
    let events = apply(&mut game, Action::EndTurn);
    assert!(events.contains(&Event::GameEnded { reason: EndReason::NoPlayableTiles }));
    // Aurora 11 hotels at 900: Ann sole holder, 9000 + 4500, then sells 2 at 900.
    assert_eq!(game.cash(0), 6000 + 13500 + 1800);
}

#[test]
fn r18_final_scoring_and_shared_ranks() {
    let mut game = Scenario::new(3)
        .chain_row(Chain::Zugvogel, 'A', 1, 11)
        .shares(0, Chain::Zugvogel, 2)
        .shares(1, Chain::Zugvogel, 2)
        .shares(2, Chain::Aurora, 5)
        .hand(0, &["9I"])
        .build();
    apply(&mut game, Action::Announce);
    apply(&mut game, Action::Place(tile("9I")));
    let events = apply(&mut game, Action::EndTurn);
    assert!(events.contains(&Event::FinalScoring));
    // Zugvogel 11 at 700: Ann and Bob split 7000 + 3500 = 5250 each, then sell 2 for 1400.
    assert_eq!(cash_of(&game), [6000 + 5300 + 1400, 6000 + 5300 + 1400, 6000]);
    assert_eq!(game.ranking(), [(1, 0), (1, 1), (3, 2)]);
    assert_eq!(game.shares(2, Chain::Aurora), 5, "shares of chains not on the board are worth nothing");
}
