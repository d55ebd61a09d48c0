//! R14 and R15: mergers, from the survivor to the bonuses and the disposal, and safe chains.

use super::*;

// ----- R14 mergers -------------------------------------------------------------------------------

/// RULES.md X4: Ann's 6E joins Aurora (6), Bergfried (4) and Zugvogel (2); `more_shares` adds
/// holdings to the shares line (`", Bob Aurora 24"`, say).
fn x4_position(more_shares: &str) -> Game {
    load(&format!(
        "players: {}\nturn: Ann\nshares: Ann Bergfried 3, Bob Bergfried 2, Bob Zugvogel 2, Cid Bergfried 2, \
         Cid Zugvogel 1{more_shares}\nboard: Aurora 1E 2E 3E 4E 5E 1F, Bergfried 7E 8E 9E 10E, Zugvogel 6D 6C\n\
         hands: Ann 6E, Bob 12I, Cid 12A\npool:\n",
        players(3)
    ))
}

#[test]
fn r14_x4_three_way_merger_to_the_unit() {
    let mut game = x4_position("");
    let events = play(&mut game, Action::Place(tile("6E")));
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
    play(&mut game, Action::Dispose { sell: 1, trade: 2 });
    assert!(matches!(game.decision(), Decision::Dispose { player: 1, held: 2, .. }));
    play(&mut game, Action::Dispose { sell: 0, trade: 0 });
    assert!(matches!(game.decision(), Decision::Dispose { player: 2, held: 2, .. }));
    let events = play(&mut game, Action::Dispose { sell: 2, trade: 0 });
    // Zugvogel next, at 200: Bob 2 gets 2000, Cid 1 gets 1000; Ann holds none and is skipped.
    assert!(events.contains(&Event::DefunctHandled { chain: Chain::Zugvogel, size: 2, price: 200 }));
    assert_eq!(cash_of(&game), [11500, 9300, 9300]);
    assert!(matches!(game.decision(), Decision::Dispose { player: 1, defunct: Chain::Zugvogel, .. }));
    play(&mut game, Action::Dispose { sell: 0, trade: 2 });
    let events = play(&mut game, Action::Dispose { sell: 1, trade: 0 });
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
    play(&mut game, Action::Buy(Chain::Aurora));
    assert_eq!(game.cash(0), 10600);
}

#[test]
fn r14_a_tile_touching_a_chain_twice_and_another_once_is_a_two_chain_merger() {
    // 2B touches Uferblick at 2A and 1B, and Zugvogel at 2C 3C.
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nshares: Bob Zugvogel 1\nboard: Uferblick 1A 2A 3A 1B, Zugvogel 2C 3C\n\
         hands: Ann 2B, Bob 9I\n",
        players(2)
    ));
    let two: ChainSet = [Chain::Uferblick, Chain::Zugvogel].into_iter().collect();
    assert_eq!(game.tile_status(tile("2B")), TileStatus::Merges(two));
    let events = play(&mut game, Action::Place(tile("2B")));
    assert!(events.contains(&Event::SurvivorChosen { chain: Chain::Uferblick }));
    assert_eq!(game.cash(1), 6000 + 3000);
    play(&mut game, Action::Dispose { sell: 0, trade: 0 });
    assert_eq!(game.board().size(Chain::Uferblick), 7);
}

#[test]
fn r14_a_defunct_chain_nobody_holds_pays_nothing_and_asks_nobody() {
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nshares: Bob Aurora 3\nboard: Aurora 1A 2A 3A, Zugvogel 5A 6A\n\
         hands: Ann 4A, Bob 9I\n",
        players(2)
    ));
    let events = play(&mut game, Action::Place(tile("4A")));
    assert!(!events.iter().any(|e| matches!(e, Event::BonusPaid { .. })));
    assert!(events.contains(&Event::MergerCompleted { survivor: Chain::Aurora, size: 6 }));
    assert_eq!(cash_of(&game), [6000, 6000]);
    assert_eq!(game.decision(), Decision::BuyShares { player: 0, remaining: 3 });
}

// ----- R14.1 to R14.3 the survivor and the order of the defunct chains ---------------------------

#[test]
fn r14_1_sizes_are_compared_without_the_tile_and_lone_hotels_at_the_tile_join() {
    // Zugvogel 3 and Aurora 4; the tile 4A drags the lone 4B 4C 4D along. Counted with them,
    // Zugvogel would have 7.
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nshares: Bob Zugvogel 1\nboard: Zugvogel 1A 2A 3A, Aurora 5A 6A 7A 8A, \
         lone 4B 4C 4D\nhands: Ann 4A, Bob 9I\n",
        players(2)
    ));
    let events = play(&mut game, Action::Place(tile("4A")));
    assert!(events.contains(&Event::SurvivorChosen { chain: Chain::Aurora }));
    assert!(events.contains(&Event::DefunctHandled { chain: Chain::Zugvogel, size: 3, price: 300 }));
    assert_eq!(game.cash(1), 6000 + 4500);
    let events = play(&mut game, Action::Dispose { sell: 1, trade: 0 });
    assert!(events.contains(&Event::MergerCompleted { survivor: Chain::Aurora, size: 11 }));
    assert_eq!(game.board().cell(tile("4D")), Cell::Hotel(Chain::Aurora));
    assert!(game.board().is_safe(Chain::Aurora));
    assert_eq!(game.cash(1), 6000 + 4500 + 300);
}

#[test]
fn r14_2_tied_survivors_the_placer_chooses_and_a_non_candidate_is_refused() {
    // 6E joins Aurora 2E..5E (4), Zugvogel 7E..10E (4) and Bergfried 6D 6C (2).
    let mut game = load(&format!(
        "players: {}\nturn: Bob\nshares: Ann Aurora 2, Ann Bergfried 1\nboard: Aurora 2E 3E 4E 5E, \
         Zugvogel 7E 8E 9E 10E, Bergfried 6D 6C\nhands: Ann 1I, Bob 6E\n",
        players(2)
    ));
    play(&mut game, Action::Place(tile("6E")));
    let tied: ChainSet = [Chain::Aurora, Chain::Zugvogel].into_iter().collect();
    assert_eq!(game.decision(), Decision::ChooseSurvivor { player: 1, candidates: tied });
    assert_eq!(game.legal_actions(), [Action::Survivor(Chain::Zugvogel), Action::Survivor(Chain::Aurora)]);
    let before = game.clone();
    for wrong in [Chain::Bergfried, Chain::Koenigshof] {
        let refused = game.apply(Action::Survivor(wrong));
        assert_eq!(refused, Err(RuleError::NotACandidate { chain: wrong, candidates: tied, rule: "R14.2" }));
    }
    assert!(matches!(game.apply(Action::Defunct(Chain::Aurora)), Err(RuleError::NotNow { .. })));
    assert!(matches!(game.apply(Action::Announce), Err(RuleError::NotNow { .. })));
    assert_eq!(game, before);
    let events = play(&mut game, Action::Survivor(Chain::Zugvogel));
    // Aurora (4 hotels, 600) goes first without a question, then Bergfried (2, 300).
    assert!(events.contains(&Event::DefunctHandled { chain: Chain::Aurora, size: 4, price: 600 }));
    assert_eq!(game.cash(0), 6000 + 9000);
    assert!(matches!(game.decision(), Decision::Dispose { player: 0, defunct: Chain::Aurora, .. }));
    play(&mut game, Action::Dispose { sell: 0, trade: 2 });
    assert_eq!(game.cash(0), 6000 + 9000 + 4500);
    play(&mut game, Action::Dispose { sell: 1, trade: 0 });
    assert_eq!(game.cash(0), 6000 + 9000 + 4500 + 300);
    assert_eq!(game.board().size(Chain::Zugvogel), 11);
    assert_eq!(game.shares(0, Chain::Zugvogel), 1);
    assert_eq!(game.decision(), Decision::BuyShares { player: 1, remaining: 3 });
}

#[test]
fn r14_2_r14_3_four_way_merger_with_tied_survivors_and_tied_defunct_chains() {
    // 6E joins Aurora 2E..5E (4), Uferblick 7E..10E (4), Bergfried 6D 6C (2), Zugvogel 6F 6G (2).
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nboard: Aurora 2E 3E 4E 5E, Uferblick 7E 8E 9E 10E, Bergfried 6D 6C, \
         Zugvogel 6F 6G\nhands: Ann 6E, Bob 1I\n",
        players(2)
    ));
    play(&mut game, Action::Place(tile("6E")));
    let tied: ChainSet = [Chain::Aurora, Chain::Uferblick].into_iter().collect();
    assert_eq!(game.decision(), Decision::ChooseSurvivor { player: 0, candidates: tied });
    let events = play(&mut game, Action::Survivor(Chain::Uferblick));
    assert!(events.contains(&Event::DefunctHandled { chain: Chain::Aurora, size: 4, price: 600 }));
    let small: ChainSet = [Chain::Bergfried, Chain::Zugvogel].into_iter().collect();
    assert_eq!(
        game.decision(),
        Decision::ChooseDefunct { player: 0, survivor: Chain::Uferblick, candidates: small }
    );
    play(&mut game, Action::Defunct(Chain::Zugvogel));
    assert_eq!(game.board().size(Chain::Uferblick), 13);
    assert_eq!(game.board().chains_on_board(), [Chain::Uferblick].into_iter().collect());
    assert_eq!(game.decision(), Decision::BuyShares { player: 0, remaining: 3 });
}

#[test]
fn r14_3_four_way_merger_placer_orders_tied_defunct_chains() {
    // 6E joins Königshof 1E..5E (5), Zugvogel 7E 8E 9E (3), Morgenrot 6D 6C 6B (3) and
    // Ankerplatz 6F 6G (2).
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nshares: Ann Zugvogel 1, Bob Morgenrot 2, Cid Morgenrot 2, \
         Cid Ankerplatz 3, Bob Ankerplatz 1\nboard: Königshof 1E 2E 3E 4E 5E, Zugvogel 7E 8E 9E, \
         Morgenrot 6D 6C 6B, Ankerplatz 6F 6G\nhands: Ann 6E, Bob 1I, Cid 12I\n",
        players(3)
    ));
    let events = play(&mut game, Action::Place(tile("6E")));
    assert!(events.contains(&Event::SurvivorChosen { chain: Chain::Koenigshof }));
    let tied: ChainSet = [Chain::Zugvogel, Chain::Morgenrot].into_iter().collect();
    assert_eq!(
        game.decision(),
        Decision::ChooseDefunct { player: 0, survivor: Chain::Koenigshof, candidates: tied }
    );
    // Neither a smaller defunct chain nor the survivor is a candidate.
    for wrong in [Chain::Ankerplatz, Chain::Koenigshof] {
        let refused = game.apply(Action::Defunct(wrong));
        assert_eq!(refused, Err(RuleError::NotACandidate { chain: wrong, candidates: tied, rule: "R14.3" }));
    }
    let events = play(&mut game, Action::Defunct(Chain::Morgenrot));
    // Morgenrot 3 at 400: Bob and Cid tie for first, 6000 split, 3000 each.
    assert!(events.contains(&Event::DefunctHandled { chain: Chain::Morgenrot, size: 3, price: 400 }));
    assert_eq!(cash_of(&game), [6000, 9000, 9000]);
    let dispose = |player, defunct, held, max_trade, price| Decision::Dispose {
        player,
        defunct,
        survivor: Chain::Koenigshof,
        held,
        max_trade,
        price,
    };
    // Ann holds no Morgenrot and is skipped.
    assert_eq!(game.decision(), dispose(1, Chain::Morgenrot, 2, 2, 400));
    play(&mut game, Action::Dispose { sell: 0, trade: 2 });
    assert_eq!(game.decision(), dispose(2, Chain::Morgenrot, 2, 2, 400));
    let events = play(&mut game, Action::Dispose { sell: 2, trade: 0 });
    // Zugvogel 3 at 300 next, with no question: Ann is sole holder.
    assert!(events.contains(&Event::DefunctHandled { chain: Chain::Zugvogel, size: 3, price: 300 }));
    assert_eq!(cash_of(&game), [10500, 9000, 9800]);
    assert_eq!(game.decision(), dispose(0, Chain::Zugvogel, 1, 0, 300));
    let events = play(&mut game, Action::Dispose { sell: 1, trade: 0 });
    // Ankerplatz 2 at 200: Cid 2000, Bob 1000.
    assert!(events.contains(&Event::DefunctHandled { chain: Chain::Ankerplatz, size: 2, price: 200 }));
    assert_eq!(cash_of(&game), [10800, 10000, 11800]);
    assert_eq!(game.decision(), dispose(1, Chain::Ankerplatz, 1, 0, 200));
    play(&mut game, Action::Dispose { sell: 0, trade: 0 });
    assert_eq!(game.decision(), dispose(2, Chain::Ankerplatz, 3, 2, 200));
    let events = play(&mut game, Action::Dispose { sell: 1, trade: 2 });
    assert!(events.contains(&Event::MergerCompleted { survivor: Chain::Koenigshof, size: 14 }));
    assert_eq!(cash_of(&game), [10800, 10000, 12000]);
    assert_eq!((game.shares(1, Chain::Koenigshof), game.shares(2, Chain::Koenigshof)), (1, 1));
    assert_eq!(game.bank_shares(Chain::Koenigshof), 23);
    assert_eq!(game.bank_shares(Chain::Morgenrot), 25);
    assert_eq!((game.shares(1, Chain::Ankerplatz), game.bank_shares(Chain::Ankerplatz)), (1, 24));
    assert_eq!(game.board().chains_on_board(), [Chain::Koenigshof].into_iter().collect());
    let events = play(&mut game, Action::Buy(Chain::Koenigshof));
    assert!(events.contains(&Event::ShareBought { player: 0, chain: Chain::Koenigshof, price: 900 }));
}

// ----- R14.4 bonuses and disposal ----------------------------------------------------------------

/// Pays out one defunct chain of `size` hotels (row C) merged into a safe Königshof or Zugvogel
/// (1A..11A) by Ann's 1B, every holder keeping; answers what each player gained.
fn bonus_gains(defunct: Chain, size: usize, holdings: &[u8]) -> Vec<u32> {
    let survivor = if defunct == Chain::Koenigshof { Chain::Zugvogel } else { Chain::Koenigshof };
    let shares: Vec<String> = holdings
        .iter()
        .enumerate()
        .filter(|(_, n)| **n > 0)
        .map(|(p, n)| format!("{} {defunct} {n}", NAMES[p]))
        .collect();
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nshares: {}\nboard: {survivor} {}, {defunct} {}\nhands: Ann 1B\n",
        players(holdings.len()),
        shares.join(", "),
        cells("1A", 11),
        cells("1C", size)
    ));
    play(&mut game, Action::Place(tile("1B")));
    let order = decisions_until_buy(&mut game, Action::Dispose { sell: 0, trade: 0 });
    assert_eq!(order.len(), holdings.iter().filter(|n| **n > 0).count());
    (0..holdings.len()).map(|p| game.cash(p) - 6000).collect()
}

#[test]
fn r14_4_1_bonus_splits_to_the_unit() {
    let cases: [(Chain, usize, &[u8], &[u32]); 14] = [
        // X1, X2, X3 of RULES.md.
        (Chain::Morgenrot, 7, &[6, 2, 2], &[7000, 1800, 1800]),
        (Chain::Aurora, 3, &[4, 4, 1], &[3800, 3800, 0]),
        (Chain::Ankerplatz, 2, &[0, 0, 0, 3], &[0, 0, 0, 3000]),
        // Majority and minority to different players; the placer gets the minority.
        (Chain::Morgenrot, 4, &[1, 0, 2], &[2500, 0, 5000]),
        (Chain::Uferblick, 10, &[0, 4, 0, 2, 0, 1], &[0, 7000, 0, 3500, 0, 0]),
        // Ties for first: majority + minority split, no minority paid, each share rounded up.
        (Chain::Uferblick, 2, &[3, 3], &[2300, 2300]),
        (Chain::Zugvogel, 2, &[2, 2, 2, 2], &[800, 800, 800, 800]),
        (Chain::Bergfried, 6, &[1, 1, 1, 1], &[2700, 2700, 2700, 2700]),
        (Chain::Koenigshof, 5, &[3, 3, 3, 0, 1], &[3500, 3500, 3500, 0, 0]),
        (Chain::Aurora, 10, &[2, 3, 3, 2, 1], &[0, 6000, 6000, 0, 0]),
        (Chain::Bergfried, 3, &[1, 2, 1, 2, 1, 2], &[0, 2000, 0, 2000, 0, 2000]),
        // Ties for second: the minority is split and rounded up.
        (Chain::Zugvogel, 2, &[5, 1, 1, 1], &[2000, 400, 400, 400]),
        (Chain::Koenigshof, 5, &[9, 2, 2, 2], &[7000, 1200, 1200, 1200]),
        (Chain::Ankerplatz, 3, &[0, 1, 4, 1, 0, 0], &[0, 800, 3000, 800, 0, 0]),
    ];
    for (chain, size, holdings, expected) in cases {
        assert_eq!(bonus_gains(chain, size, holdings), expected, "{chain} {size} held {holdings:?}");
    }
}

#[test]
fn r14_4_2_disposal_starts_with_the_placer_goes_round_and_skips_empty_holdings() {
    // Dee places; Ann 1, Cid 2, Eve 1 hold Zugvogel; Bob, Dee and Fay hold none.
    let mut game = load(&format!(
        "players: {}\nturn: Dee\nshares: Ann Zugvogel 1, Cid Zugvogel 2, Eve Zugvogel 1, Dee Aurora 1\n\
         board: Aurora 1A 2A 3A, Zugvogel 5A 6A\nhands: Dee 4A, Ann 12I\n",
        players(6)
    ));
    play(&mut game, Action::Place(tile("4A")));
    // Zugvogel 2 at 200: Cid 2000; Ann and Eve tie for second and split 1000.
    assert_eq!(cash_of(&game), [6500, 6000, 8000, 6000, 6500, 6000]);
    let order: Vec<PlayerId> = decisions_until_buy(&mut game, Action::Dispose { sell: 1, trade: 0 })
        .iter()
        .map(|d| d.player().unwrap())
        .collect();
    assert_eq!(order, [4, 0, 2]);
    assert_eq!(cash_of(&game), [6700, 6000, 8200, 6000, 6700, 6000]);
    assert_eq!(game.decision(), Decision::BuyShares { player: 3, remaining: 3 });
    // Cid places and holds Zugvogel like everyone: Cid first, then Dee, Ann and Bob.
    let mut game = load(&format!(
        "players: {}\nturn: Cid\nshares: Ann Zugvogel 1, Bob Zugvogel 1, Cid Zugvogel 1, Dee Zugvogel 1\n\
         board: Aurora 1A 2A 3A, Zugvogel 5A 6A\nhands: Ann 12I, Bob 12G, Cid 4A, Dee 12C\npool:\n",
        players(4)
    ));
    play(&mut game, Action::Place(tile("4A")));
    let order: Vec<PlayerId> = decisions_until_buy(&mut game, Action::Dispose { sell: 1, trade: 0 })
        .iter()
        .map(|d| d.player().unwrap())
        .collect();
    assert_eq!(order, [2, 3, 0, 1]);
}

#[test]
fn r14_4_2_trades_are_limited_by_the_bank_and_traded_shares_go_back_to_the_bank() {
    // Aurora 1A..4A absorbs Zugvogel 6A 7A 8A (3 hotels, 300) with 5A; the bank holds 2 Aurora.
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nshares: Ann Zugvogel 4, Bob Zugvogel 6, Cid Zugvogel 2, Cid Aurora 23\n\
         board: Aurora 1A 2A 3A 4A, Zugvogel 6A 7A 8A\nhands: Ann 5A, Bob 1I, Cid 12I\n",
        players(3)
    ));
    play(&mut game, Action::Place(tile("5A")));
    // Bob 6 majority 3000, Ann 4 minority 1500.
    assert_eq!(cash_of(&game), [7500, 9000, 6000]);
    assert!(matches!(game.decision(), Decision::Dispose { player: 0, held: 4, max_trade: 4, .. }));
    let events = play(&mut game, Action::Dispose { sell: 0, trade: 2 });
    let traded = Event::SharesTraded {
        player: 0,
        defunct: Chain::Zugvogel,
        given: 2,
        survivor: Chain::Aurora,
        received: 1,
    };
    assert!(events.contains(&traded));
    assert!(events.contains(&Event::SharesKept { player: 0, chain: Chain::Zugvogel, count: 2 }));
    assert_eq!((game.bank_shares(Chain::Aurora), game.bank_shares(Chain::Zugvogel)), (1, 15));
    // The bank has one Aurora left: Bob may hand in 2, not 4.
    assert!(matches!(game.decision(), Decision::Dispose { player: 1, held: 6, max_trade: 2, .. }));
    let refused = game.apply(Action::Dispose { sell: 0, trade: 4 });
    assert_eq!(refused, Err(RuleError::TradeTooMany { trade: 4, max_trade: 2, survivor: Chain::Aurora }));
    play(&mut game, Action::Dispose { sell: 2, trade: 2 });
    assert_eq!((game.bank_shares(Chain::Aurora), game.bank_shares(Chain::Zugvogel)), (0, 19));
    assert!(matches!(game.decision(), Decision::Dispose { player: 2, held: 2, max_trade: 0, .. }));
    assert_eq!(
        game.legal_actions(),
        [
            Action::Dispose { sell: 0, trade: 0 },
            Action::Dispose { sell: 1, trade: 0 },
            Action::Dispose { sell: 2, trade: 0 }
        ]
    );
    play(&mut game, Action::Dispose { sell: 2, trade: 0 });
    assert_eq!(cash_of(&game), [7500, 9600, 6600]);
    assert_eq!((game.shares(0, Chain::Aurora), game.shares(1, Chain::Aurora)), (1, 1));
    assert_eq!((game.shares(0, Chain::Zugvogel), game.shares(1, Chain::Zugvogel)), (2, 2));
    assert_eq!(game.bank_shares(Chain::Zugvogel), 21);
    // Nothing left to buy: Aurora is sold out and Zugvogel is gone.
    assert_eq!(game.legal_actions(), [Action::EndTurn]);
}

#[test]
fn r14_4_2_the_bank_stock_left_by_one_defunct_chain_limits_trades_for_the_next() {
    // 6E joins Aurora 1E..5E (5), Bergfried 7E 8E 9E (3) and Zugvogel 6D 6C (2); the bank has
    // one Aurora share.
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nshares: Cid Aurora 24, Bob Bergfried 2, Bob Zugvogel 2\n\
         board: Aurora 1E 2E 3E 4E 5E, Bergfried 7E 8E 9E, Zugvogel 6D 6C\nhands: Ann 6E\n",
        players(3)
    ));
    play(&mut game, Action::Place(tile("6E")));
    assert!(matches!(
        game.decision(),
        Decision::Dispose { player: 1, defunct: Chain::Bergfried, max_trade: 2, .. }
    ));
    play(&mut game, Action::Dispose { sell: 0, trade: 2 });
    assert_eq!(game.bank_shares(Chain::Aurora), 0);
    assert!(matches!(
        game.decision(),
        Decision::Dispose { player: 1, defunct: Chain::Zugvogel, held: 2, max_trade: 0, price: 200, .. }
    ));
    play(&mut game, Action::Dispose { sell: 2, trade: 0 });
    // Bergfried 3 at 400: 6000; Zugvogel 2 at 200: 3000; two Zugvogel sold for 400.
    assert_eq!(game.cash(1), 6000 + 6000 + 3000 + 400);
    assert_eq!(game.shares(1, Chain::Aurora), 1);
    assert_eq!(game.board().size(Chain::Aurora), 11);
}

#[test]
fn r14_disposal_limits_are_refused_with_the_limit() {
    let mut game = x4_position(", Bob Aurora 24");
    play(&mut game, Action::Place(tile("6E")));
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
    play(&mut game, Action::Dispose { sell: 0, trade: 2 });
    play(&mut game, Action::Dispose { sell: 0, trade: 0 });
    // Cid holds 2 Bergfried but the bank has no Aurora left.
    assert!(matches!(game.decision(), Decision::Dispose { player: 2, max_trade: 0, .. }));
    let refused = game.apply(Action::Dispose { sell: 0, trade: 2 }).unwrap_err();
    assert_eq!(refused, RuleError::TradeTooMany { trade: 2, max_trade: 0, survivor: Chain::Aurora });
    assert!(refused.to_string().contains("at most 0"), "{refused}");
}

// ----- R15 safe chains ---------------------------------------------------------------------------

#[test]
fn r15_a_safe_cheap_chain_absorbs_a_dearer_unsafe_one() {
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nshares: Bob Aurora 2\nboard: Zugvogel {}, Aurora {}\nhands: Ann 1B, Bob 9I\n",
        players(2),
        cells("1A", 11),
        cells("1C", 10)
    ));
    assert!(game.board().is_safe(Chain::Zugvogel));
    let events = play(&mut game, Action::Place(tile("1B")));
    assert!(events.contains(&Event::SurvivorChosen { chain: Chain::Zugvogel }));
    assert!(events.contains(&Event::DefunctHandled { chain: Chain::Aurora, size: 10, price: 800 }));
    assert_eq!(game.cash(1), 6000 + 12000);
    play(&mut game, Action::Dispose { sell: 0, trade: 2 });
    assert_eq!(game.board().size(Chain::Zugvogel), 22);
    assert!(!game.board().is_on_board(Chain::Aurora));
    assert_eq!(game.board().share_price(Chain::Zugvogel), 800);
    assert_eq!(game.shares(1, Chain::Zugvogel), 1);
}

#[test]
fn r15_two_safe_chains_never_merge_however_large() {
    let game = load(&format!(
        "players: {}\nturn: Ann\nboard: Zugvogel {}, Aurora {}\nhands: Ann 5B 12I, Bob 9I\n",
        players(2),
        cells("1A", 12),
        cells("1C", 11)
    ));
    assert_eq!(game.tile_status(tile("5B")), TileStatus::Dead);
    assert_eq!(game.tile_status(tile("12B")), TileStatus::Grows(Chain::Zugvogel));
}
