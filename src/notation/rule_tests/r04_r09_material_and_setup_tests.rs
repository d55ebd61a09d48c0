//! R4 to R9: the bank's shares, money, players, share prices and bonuses, and the setup.

use super::*;

/// `n` seat names, P0, P1, …, for games made without a position.
fn seats(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("P{i}")).collect()
}

// ----- R4, R5, R6 --------------------------------------------------------------------------------

#[test]
fn r4_the_bank_sells_out() {
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nshares: Bob Aurora 24\nboard: Aurora 1A 2A\nhands: Ann 12I\npool: 11I\n",
        players(2)
    ));
    play(&mut game, Action::Place(tile("12I")));
    play(&mut game, Action::Buy(Chain::Aurora));
    assert_eq!(game.bank_shares(Chain::Aurora), 0);
    assert_eq!(game.apply(Action::Buy(Chain::Aurora)), Err(RuleError::BankSoldOut { chain: Chain::Aurora }));
}

#[test]
fn r5_r10_buying_is_limited_by_cash_to_the_unit() {
    let mut game = load(&format!(
        "players: {}\nturn: Ann\ncash: Ann 600\nboard: Aurora 1A 2A, Zugvogel 5A 6A\nhands: Ann 12I, Bob 9I\n",
        players(2)
    ));
    play(&mut game, Action::Place(tile("12I")));
    play(&mut game, Action::Buy(Chain::Aurora));
    assert_eq!(game.cash(0), 200);
    assert_eq!(game.buyable_chains(), [Chain::Zugvogel].into_iter().collect());
    let refused = game.apply(Action::Buy(Chain::Aurora));
    assert_eq!(refused, Err(RuleError::NotEnoughCash { chain: Chain::Aurora, price: 400, cash: 200 }));
    assert_eq!(game.cash(0), 200, "a refused purchase costs nothing");
    play(&mut game, Action::Buy(Chain::Zugvogel));
    assert_eq!(game.cash(0), 0);
    assert!(game.buyable_chains().is_empty());
    assert_eq!(game.legal_actions(), [Action::EndTurn]);
    assert_eq!(game.decision(), Decision::BuyShares { player: 0, remaining: 1 });
}

#[test]
fn r6_two_to_six_players() {
    assert_eq!(Game::new(seats(1), 1, Options::default()).unwrap_err(), SetupError::PlayerCount(1));
    assert_eq!(Game::new(seats(7), 1, Options::default()).unwrap_err(), SetupError::PlayerCount(7));
    assert!(Game::new(seats(6), 1, Options::default()).is_ok());
    let twins = Game::new(["Ann", "ann"], 1, Options::default());
    assert_eq!(twins.unwrap_err(), SetupError::DuplicateName("ann".to_string()));
}

// ----- R7, R8 prices at every tier boundary ------------------------------------------------------

#[test]
fn r7_buy_price_at_every_tier_boundary() {
    for chain in Chain::ALL {
        // Size 2 by founding: a lone hotel on 1A and the tile 2A.
        let mut game =
            load(&format!("players: {}\nturn: Ann\nboard: lone 1A\nhands: Ann 2A, Bob 12I\n", players(2)));
        play(&mut game, Action::Place(tile("2A")));
        play(&mut game, Action::Found(chain));
        let events = play(&mut game, Action::Buy(chain));
        assert!(events.contains(&Event::ShareBought { player: 0, chain, price: price(chain, 2) }));
        for size in [3, 4, 5, 6, 10, 11, 20, 21, 30, 31, 40, 41] {
            // The chain fills the cells before `grow` in index order; `grow` touches its last
            // cell or the cell above it.
            let grow = Tile::from_index(size - 1).unwrap();
            let mut game = load(&format!(
                "players: {}\nturn: Ann\nboard: {chain} {}\nhands: Ann {grow}, Bob 12I\n",
                players(2),
                cells("1A", size - 1)
            ));
            let events = play(&mut game, Action::Place(grow));
            assert!(events.contains(&Event::ChainGrew { chain, size: size as u8 }));
            let events = play(&mut game, Action::Buy(chain));
            let p = price(chain, size);
            assert!(events.contains(&Event::ShareBought { player: 0, chain, price: p }), "{chain} at {size}");
            assert_eq!(game.cash(0), 6000 - p);
        }
    }
}

#[test]
fn r7_r8_r14_merger_bonuses_at_every_defunct_size_and_tier() {
    for defunct in Chain::ALL {
        let survivor = if defunct == Chain::Koenigshof { Chain::Zugvogel } else { Chain::Koenigshof };
        for size in [2, 3, 4, 5, 6, 10] {
            // 1B joins the survivor (1A..11A, safe) and the defunct chain (row C).
            let mut game = load(&format!(
                "players: {}\nturn: Ann\nshares: Bob {defunct} 3\nboard: {survivor} {}, {defunct} {}\n\
                 hands: Ann 1B, Bob 12I\npool: 12H\n",
                players(2),
                cells("1A", 11),
                cells("1C", size)
            ));
            let p = price(defunct, size);
            let events = play(&mut game, Action::Place(tile("1B")));
            let what = format!("{defunct} with {size} hotels");
            assert!(
                events.contains(&Event::DefunctHandled { chain: defunct, size: size as u8, price: p }),
                "{what}"
            );
            assert_eq!(cash_of(&game), [6000, 6000 + 15 * p], "{what}: sole holder gets 10p + 5p");
            let expected =
                Decision::Dispose { player: 1, defunct, survivor, held: 3, max_trade: 2, price: p };
            assert_eq!(game.decision(), expected, "{what}");
            let events = play(&mut game, Action::Dispose { sell: 3, trade: 0 });
            assert!(events.contains(&Event::SharesSold {
                player: 1,
                chain: defunct,
                count: 3,
                amount: 3 * p
            }));
            assert_eq!(game.cash(1), 6000 + 18 * p, "{what}");
            assert_eq!(game.bank_shares(defunct), 25);
            let new_size = 11 + size + 1;
            assert_eq!(game.board().size(survivor) as usize, new_size);
            let events = play(&mut game, Action::Buy(survivor));
            let bought = price(survivor, new_size);
            assert!(
                events.contains(&Event::ShareBought { player: 0, chain: survivor, price: bought }),
                "{what}"
            );
            assert_eq!(game.cash(0), 6000 - bought, "{what}");
        }
    }
}

#[test]
fn r7_r8_r17_r18_final_scoring_at_every_size_from_2_to_41() {
    // Empty hands and an empty pool: the game ends as it is read (R17) and is scored (R18).
    for chain in Chain::ALL {
        for size in 2..=41 {
            let (game, events) = load_with_events(&format!(
                "players: {}\nturn: Bob\nshares: Ann {chain} 2, Bob {chain} 1\nboard: {chain} {}\npool:\n",
                players(2),
                cells("1A", size)
            ));
            let p = price(chain, size);
            let what = format!("{chain} with {size} hotels");
            assert_eq!(game.end_reason(), Some(EndReason::NoPlayableTiles), "{what}");
            assert!(events.contains(&Event::FinalScoring), "{what}");
            assert_eq!(cash_of(&game), [6000 + 10 * p + 2 * p, 6000 + 5 * p + p], "{what}");
            assert_eq!((game.shares(0, chain), game.shares(1, chain)), (0, 0), "{what}");
            assert_eq!(game.bank_shares(chain), 25, "{what}");
        }
    }
}

// ----- R9 setup ----------------------------------------------------------------------------------

#[test]
fn r9_first_player_is_closest_to_1a_row_letter_before_number() {
    let mut column_first_would_differ = false;
    for count in 2..=6 {
        let seats = &NAMES[..count];
        for seed in 0..60 {
            let (game, events) = Game::new(seats.iter().copied(), seed, Options::default()).unwrap();
            let starts: Vec<(Tile, PlayerId)> = events
                .iter()
                .filter_map(|e| match e {
                    Event::StartTile { player, tile } => Some((*tile, *player)),
                    _ => None,
                })
                .collect();
            assert_eq!(starts.iter().map(|s| s.1).collect::<Vec<_>>(), (0..count).collect::<Vec<_>>());
            let by_row = starts.iter().min_by_key(|(t, _)| (t.row(), t.column())).unwrap().1;
            let by_column = starts.iter().min_by_key(|(t, _)| (t.column(), t.row())).unwrap().1;
            column_first_would_differ |= by_row != by_column;
            assert!(events.contains(&Event::FirstPlayer { player: by_row }), "seed {seed}");
            assert_eq!(game.current_player(), by_row);
            assert_eq!(game.decision(), Decision::PlaceTile { player: by_row });
            let first_turn = events.iter().find_map(|e| match e {
                Event::TurnStarted { player, turn } => Some((*player, *turn)),
                _ => None,
            });
            assert_eq!(first_turn, Some((by_row, 1)));
            // Start tiles stay lone hotels, even when they touch (R9.1); six tiles each (R9.3).
            assert!(game.board().chains_on_board().is_empty());
            assert!(starts.iter().all(|(t, _)| game.board().cell(*t) == Cell::Lone));
            assert!((0..count).all(|p| game.hand(p).len() == HAND_SIZE));
            assert_eq!(game.pool_len(), 108 - 7 * count);
            assert!((0..count).all(|p| game.cash(p) == 6000));
            assert!(Chain::ALL.into_iter().all(|c| game.bank_shares(c) == 25));
        }
    }
    assert!(column_first_would_differ, "no seed tells row-first from column-first: add seeds");
}

#[test]
fn r9_same_seed_same_game() {
    let a = Game::new(seats(3), 99, Options::default()).unwrap();
    let b = Game::new(seats(3), 99, Options::default()).unwrap();
    assert_eq!(a, b);
    let c = Game::new(seats(3), 100, Options::default()).unwrap();
    assert_ne!(a.0, c.0);
}
