//! R10: a turn, placing then buying then drawing, and who decides when.

use super::*;

// ----- R10 turn flow -----------------------------------------------------------------------------

#[test]
fn r10_a_player_without_playable_tile_skips_placing_and_may_buy() {
    let (mut game, events) = load_with_events(&format!(
        "players: {}\nturn: Ann\nboard: {SEVEN_CHAINS}\nhands: Ann 11I, Bob 10E\npool: 4G\n",
        players(2)
    ));
    assert_eq!(game.tile_status(tile("11I")), TileStatus::EighthChain);
    assert!(events.contains(&Event::NoPlayableTile { player: 0 }));
    assert_eq!(game.decision(), Decision::BuyShares { player: 0, remaining: 3 });
    assert!(!game.legal_actions().iter().any(|a| matches!(a, Action::Place(_))));
    assert!(matches!(game.apply(Action::Place(tile("11I"))), Err(RuleError::NotNow { .. })));
    play(&mut game, Action::Buy(Chain::Koenigshof));
    assert_eq!(game.cash(0), 6000 - 400);
    play(&mut game, Action::EndTurn);
    // The eighth-chain tile is kept (R12), and Ann draws back up.
    assert_eq!(game.hand(0).to_string(), "4G 11I");
    assert_eq!(game.decision(), Decision::PlaceTile { player: 1 });
}

#[test]
fn r10_a_turn_whose_player_cannot_place_skips_placement_when_read() {
    let (game, events) = load_with_events(&format!(
        "players: {}\nturn: Bob\nboard: {TWO_SAFE_HOOKS}\nhands: Ann 12E, Bob 6E\npool: 1E\n",
        players(2)
    ));
    assert_eq!(events, [Event::TurnStarted { player: 1, turn: 1 }, Event::NoPlayableTile { player: 1 }]);
    assert_eq!(game.decision(), Decision::BuyShares { player: 1, remaining: 3 });
    assert!(!game.can_announce(), "Ankerplatz is not safe");
}

#[test]
fn r10_without_a_chain_the_turn_ends_at_once() {
    let mut game = load(&format!("players: {}\nturn: Ann\nhands: Ann 5E 9A, Bob 1I\npool: 3C\n", players(2)));
    let events = play(&mut game, Action::Place(tile("5E")));
    let expected = [
        Event::TilePlaced { player: 0, tile: tile("5E") },
        Event::TileDrawn { player: 0, tile: tile("3C") },
        Event::TurnEnded { player: 0 },
        Event::TurnStarted { player: 1, turn: 2 },
    ];
    assert_eq!(events, expected);
    assert_eq!(game.decision(), Decision::PlaceTile { player: 1 });
    assert_eq!(game.board().cell(tile("5E")), Cell::Lone);
}

#[test]
fn r10_without_a_chain_and_without_playable_tile_the_turn_passes_on_load() {
    // Ann's hand is empty: she skips placing, has nothing to buy, draws, and Bob plays.
    let (game, events) =
        load_with_events(&format!("players: {}\nturn: Ann\nhands: Ann, Bob 1I\npool: 3C\n", players(2)));
    let expected = [
        Event::TurnStarted { player: 0, turn: 1 },
        Event::NoPlayableTile { player: 0 },
        Event::TileDrawn { player: 0, tile: tile("3C") },
        Event::TurnEnded { player: 0 },
        Event::TurnStarted { player: 1, turn: 2 },
    ];
    assert_eq!(events, expected);
    assert_eq!(game.decision(), Decision::PlaceTile { player: 1 });
}

#[test]
fn r10_the_turn_ends_only_by_end_even_after_the_third_share() {
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nboard: Zugvogel 1A 2A, Aurora 5A 6A\nhands: Ann 12I, Bob 9I\n",
        players(2)
    ));
    play(&mut game, Action::Place(tile("12I")));
    assert!(matches!(game.apply(Action::Place(tile("12I"))), Err(RuleError::NotNow { .. })));
    for (chain, remaining) in [(Chain::Zugvogel, 3), (Chain::Aurora, 2), (Chain::Aurora, 1)] {
        assert_eq!(game.decision(), Decision::BuyShares { player: 0, remaining });
        play(&mut game, Action::Buy(chain));
    }
    assert_eq!(game.decision(), Decision::BuyShares { player: 0, remaining: 0 });
    assert_eq!(game.legal_actions(), [Action::EndTurn]);
    assert_eq!(game.apply(Action::Buy(Chain::Zugvogel)), Err(RuleError::BuyLimitReached));
    assert_eq!(game.cash(0), 6000 - 200 - 400 - 400);
    assert_eq!((game.shares(0, Chain::Aurora), game.bank_shares(Chain::Aurora)), (2, 23));
    let events = play(&mut game, Action::EndTurn);
    assert!(events.contains(&Event::TurnEnded { player: 0 }));
    assert_eq!(game.decision(), Decision::PlaceTile { player: 1 });
}

#[test]
fn r10_wrong_decision_is_refused_and_changes_nothing() {
    let mut game = load(&format!("players: {}\nturn: Ann\nhands: Ann 5E\npool:\n", players(2)));
    let before = game.clone();
    assert!(matches!(game.apply(Action::Buy(Chain::Aurora)), Err(RuleError::NotNow { .. })));
    assert!(matches!(game.apply(Action::Place(tile("6E"))), Err(RuleError::TileNotInHand { .. })));
    assert_eq!(game, before);
}

#[test]
fn r10_r11_a_chain_founded_this_turn_may_be_bought() {
    let mut game =
        load(&format!("players: {}\nturn: Ann\nboard: lone 5E\nhands: Ann 6E, Bob 9I\n", players(2)));
    play(&mut game, Action::Place(tile("6E")));
    play(&mut game, Action::Found(Chain::Aurora));
    for _ in 0..3 {
        play(&mut game, Action::Buy(Chain::Aurora));
    }
    assert_eq!(game.cash(0), 6000 - 3 * 400);
    assert_eq!((game.shares(0, Chain::Aurora), game.bank_shares(Chain::Aurora)), (4, 21));
}

#[test]
fn r10_r14_5_the_placer_buys_after_the_merger_at_the_survivor_new_price() {
    // Bergfried 6 (700) absorbs Zugvogel 4 with 7A and the lone 7B: 12 hotels, 800 a share.
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nshares: Bob Zugvogel 2\nboard: Bergfried {}, Zugvogel {}, lone 7B\n\
         hands: Ann 7A, Bob 9I\n",
        players(2),
        cells("1A", 6),
        cells("8A", 4)
    ));
    assert_eq!(game.board().share_price(Chain::Bergfried), 700);
    play(&mut game, Action::Place(tile("7A")));
    assert_eq!(game.cash(1), 6000 + 4000 + 2000);
    assert!(matches!(
        game.decision(),
        Decision::Dispose { player: 1, held: 2, max_trade: 2, price: 400, .. }
    ));
    let events = play(&mut game, Action::Dispose { sell: 0, trade: 0 });
    assert!(events.contains(&Event::SharesKept { player: 1, chain: Chain::Zugvogel, count: 2 }));
    assert!(events.contains(&Event::MergerCompleted { survivor: Chain::Bergfried, size: 12 }));
    assert_eq!(game.board().cell(tile("7B")), Cell::Hotel(Chain::Bergfried));
    assert_eq!(game.decision(), Decision::BuyShares { player: 0, remaining: 3 });
    let events = play(&mut game, Action::Buy(Chain::Bergfried));
    assert!(events.contains(&Event::ShareBought { player: 0, chain: Chain::Bergfried, price: 800 }));
    assert_eq!(game.cash(0), 5200);
    assert_eq!(
        game.apply(Action::Buy(Chain::Zugvogel)),
        Err(RuleError::ChainNotOnBoard { chain: Chain::Zugvogel })
    );
}

// ----- R10.3 drawing -----------------------------------------------------------------------------

#[test]
fn r10_3_draw_back_to_six_while_the_pool_lasts() {
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nhands: Ann 1A 3A 5A, Bob 1I 3I 5I 7I 9I 11I\npool: 12E 10E\n",
        players(2)
    ));
    play(&mut game, Action::Place(tile("1A")));
    assert_eq!(game.hand(0).to_string(), "3A 5A 10E 12E");
    assert_eq!(game.pool_len(), 0);
    let events = play(&mut game, Action::Place(tile("1I")));
    assert!(!events.iter().any(|e| matches!(e, Event::TileDrawn { .. })));
    assert_eq!(game.hand(1).len(), 5);
    assert!(!game.is_over(), "an empty pool alone does not end the game (R17)");
}

#[test]
fn r10_3_r13_a_tile_made_dead_this_turn_is_replaced_once_and_a_dead_replacement_waits() {
    // Aurora 1A..11A is safe; 11C makes Zugvogel safe, so 5B (a merger before) is dead now.
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nboard: Aurora {}, Zugvogel {}\nhands: Ann 5B 11C 12G, Bob 9I 8I\n\
         pool: 6B 1I 2I 3I 4I\n",
        players(2),
        cells("1A", 11),
        cells("1C", 10)
    ));
    assert!(matches!(game.tile_status(tile("5B")), TileStatus::Merges(_)));
    play(&mut game, Action::Place(tile("11C")));
    assert_eq!(game.tile_status(tile("5B")), TileStatus::Dead);
    let events = play(&mut game, Action::EndTurn);
    let discarded =
        events.iter().position(|e| *e == Event::DeadTileDiscarded { player: 0, tile: tile("5B") });
    let first_draw = events.iter().position(|e| matches!(e, Event::TileDrawn { .. }));
    assert!(discarded.unwrap() < first_draw.unwrap(), "{events:?}");
    // 6B is dead too but was drawn as a replacement: it waits for Ann's next turn.
    assert_eq!(game.hand(0).to_string(), "6B 12G 1I 2I 3I 4I");
    assert_eq!(events.iter().filter(|e| matches!(e, Event::DeadTileDiscarded { .. })).count(), 1);
    play(&mut game, Action::Place(tile("9I")));
    play(&mut game, Action::EndTurn);
    assert_eq!(game.decision(), Decision::PlaceTile { player: 0 });
    assert_eq!(game.tile_status(tile("6B")), TileStatus::Dead);
    assert!(!game.legal_actions().contains(&Action::Place(tile("6B"))));
    assert_eq!(game.apply(Action::Place(tile("6B"))), Err(RuleError::DeadTile { tile: tile("6B") }));
    play(&mut game, Action::Place(tile("12G")));
    let events = play(&mut game, Action::EndTurn);
    assert!(events.contains(&Event::DeadTileDiscarded { player: 0, tile: tile("6B") }));
    // The pool is empty: nothing replaces it.
    assert_eq!(game.hand(0).to_string(), "1I 2I 3I 4I");
}

#[test]
fn r10_3_r12_an_eighth_chain_tile_is_not_discarded_with_dead_tiles() {
    // Five more chains beside the two safe rows; 12I lone; 11I would found an eighth chain.
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nboard: Aurora {}, Zugvogel {}, Ankerplatz 1E 2E, Bergfried 1G 2G, \
         Uferblick 4E 5E, Morgenrot 4G 5G, Königshof 8E 9E, lone 12I\nhands: Ann 5B 11I 10G, Bob 7I\n\
         pool: 1I 3I\n",
        players(2),
        cells("1A", 11),
        cells("1C", 11)
    ));
    assert_eq!(game.tile_status(tile("11I")), TileStatus::EighthChain);
    assert_eq!(game.tile_status(tile("5B")), TileStatus::Dead);
    play(&mut game, Action::Place(tile("10G")));
    let events = play(&mut game, Action::EndTurn);
    assert!(events.contains(&Event::DeadTileDiscarded { player: 0, tile: tile("5B") }));
    assert_eq!(game.hand(0).to_string(), "1I 3I 11I");
}
