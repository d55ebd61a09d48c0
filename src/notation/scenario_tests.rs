//! Scenario tests: rule situations written as position files, the way a hidden rule scenario
//! would set them up, and played through the public [`Game`] API with money checked to the unit.
//! They test the rules, and live in `notation` because they need the position reader (the
//! rules import nothing above them).
//!
//! Each test is named after the rule it checks. Expected prices come from the literal table of
//! RULES.md (R7), never from the engine's own price function.

use super::position::{HEADER, read_position};
use crate::rules::test_support::{cash_of, play, tile};
use crate::rules::*;

// ----- Helpers ----------------------------------------------------------------------------------

/// Reads a position from its lines after the header, or fails the test with the reader's message.
fn load_with_events(body: &str) -> (Game, Vec<Event>) {
    let text = format!("{HEADER}\n{body}");
    let position = read_position(&text).unwrap_or_else(|error| panic!("{error}\n{text}"));
    (position.game, position.events)
}

fn load(body: &str) -> Game {
    load_with_events(body).0
}

/// `count` cells in index order (1A, 2A, …, 12A, 1B, …) from `first`, as position text.
fn cells(first: &str, count: usize) -> String {
    let start = tile(first).index();
    let names: Vec<String> =
        (start..start + count).map(|i| Tile::from_index(i).unwrap().to_string()).collect();
    names.join(" ")
}

/// The `players:` value for `n` human seats named Ann, Bob, Cid, Dee, Eve, Fay.
fn players(n: usize) -> String {
    let names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"];
    let seats: Vec<String> = names[..n].iter().map(|name| format!("{name} human")).collect();
    seats.join(", ")
}

const NAMES: [&str; 6] = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"];

/// R7 written out as RULES.md prints it: the cheap price at a size, plus the tier's offset.
fn price(chain: Chain, size: usize) -> u32 {
    let cheap = match size {
        2 => 200,
        3 => 300,
        4 => 400,
        5 => 500,
        6..=10 => 600,
        11..=20 => 700,
        21..=30 => 800,
        31..=40 => 900,
        41.. => 1000,
        _ => panic!("no price below 2 hotels"),
    };
    let offset = match chain {
        Chain::Zugvogel | Chain::Ankerplatz => 0,
        Chain::Bergfried | Chain::Uferblick | Chain::Morgenrot => 100,
        Chain::Aurora | Chain::Koenigshof => 200,
    };
    cheap + offset
}

/// The seven chains on the board with two hotels each, and a lone hotel on 12I (R12 setups).
const SEVEN_CHAINS: &str = "Zugvogel 1A 2A, Ankerplatz 1C 2C, Bergfried 1E 2E, Uferblick 1G 2G, \
                            Morgenrot 1I 2I, Aurora 8A 9A, Königshof 8C 9C, lone 12I";

/// Two safe chains shaped like hooks, 6D and 6F their ends, with Ankerplatz 4E 5E between:
/// 6E touches both safe chains and Ankerplatz.
const TWO_SAFE_HOOKS: &str = "Aurora 6D 6C 6B 6A 1A 2A 3A 4A 5A 7A 8A, \
                              Zugvogel 6F 6G 6H 6I 1I 2I 3I 4I 5I 7I 8I, Ankerplatz 4E 5E";

fn decisions_until_buy(game: &mut Game, dispose: Action) -> Vec<Decision> {
    let mut seen = Vec::new();
    while let Decision::Dispose { .. } = game.decision() {
        seen.push(game.decision());
        play(game, dispose);
    }
    seen
}

// ----- R7, R8 prices at every tier boundary -----------------------------------------------------

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

// ----- R9 setup ---------------------------------------------------------------------------------

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

// ----- R10 turn flow ----------------------------------------------------------------------------

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

// ----- R11 founding and growing -------------------------------------------------------------------

#[test]
fn r11_founding_absorbs_several_lone_groups_and_gives_a_free_share() {
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nboard: lone 4E 6E 7E 5D 5C 9I\nhands: Ann 5E, Bob 1A\n",
        players(2)
    ));
    assert_eq!(game.tile_status(tile("5E")), TileStatus::Founds);
    play(&mut game, Action::Place(tile("5E")));
    assert_eq!(game.decision(), Decision::FoundChain { player: 0, tile: tile("5E") });
    assert_eq!(game.legal_actions().len(), 7);
    let events = play(&mut game, Action::Found(Chain::Morgenrot));
    assert!(events.contains(&Event::ChainFounded { player: 0, chain: Chain::Morgenrot, size: 6 }));
    assert!(events.contains(&Event::FounderShare { player: 0, chain: Chain::Morgenrot }));
    assert_eq!((game.shares(0, Chain::Morgenrot), game.bank_shares(Chain::Morgenrot)), (1, 24));
    assert_eq!(game.board().cell(tile("9I")), Cell::Lone);
    assert_eq!(game.board().share_price(Chain::Morgenrot), 700);
    assert_eq!(game.cash(0), 6000, "the founder's share is free");
    assert_eq!(game.decision(), Decision::BuyShares { player: 0, remaining: 3 });
}

#[test]
fn r11_growing_takes_lone_hotels_from_every_side() {
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nboard: Uferblick 1A 2A, lone 4A 5A 3B 3C\nhands: Ann 3A, Bob 9I\n",
        players(2)
    ));
    assert_eq!(game.tile_status(tile("3A")), TileStatus::Grows(Chain::Uferblick));
    let events = play(&mut game, Action::Place(tile("3A")));
    assert!(events.contains(&Event::ChainGrew { chain: Chain::Uferblick, size: 7 }));
    assert!(
        ["4A", "5A", "3B", "3C"].iter().all(|t| game.board().cell(tile(t)) == Cell::Hotel(Chain::Uferblick))
    );
    assert_eq!(game.board().share_price(Chain::Uferblick), 700);
}

#[test]
fn r11_no_free_share_when_the_bank_has_none_and_then_none_to_buy() {
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nshares: Bob Königshof 25\nboard: lone 5E\nhands: Ann 6E, Bob 9I\n",
        players(2)
    ));
    play(&mut game, Action::Place(tile("6E")));
    let events = play(&mut game, Action::Found(Chain::Koenigshof));
    assert!(!events.iter().any(|e| matches!(e, Event::FounderShare { .. })));
    assert_eq!((game.shares(0, Chain::Koenigshof), game.bank_shares(Chain::Koenigshof)), (0, 0));
    assert_eq!(
        game.apply(Action::Buy(Chain::Koenigshof)),
        Err(RuleError::BankSoldOut { chain: Chain::Koenigshof })
    );
    assert_eq!(game.legal_actions(), [Action::EndTurn]);
}

// ----- R12, R13 ---------------------------------------------------------------------------------

#[test]
fn r12_a_tile_touching_a_chain_and_lone_hotels_grows_with_seven_chains() {
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nboard: {} 4A\nhands: Ann 3A 11I, Bob 10E\n",
        players(2),
        SEVEN_CHAINS
    ));
    assert_eq!(game.tile_status(tile("11I")), TileStatus::EighthChain);
    assert_eq!(game.legal_actions(), [Action::Place(tile("3A"))]);
    assert_eq!(game.apply(Action::Place(tile("11I"))), Err(RuleError::EighthChain { tile: tile("11I") }));
    let events = play(&mut game, Action::Place(tile("3A")));
    assert!(events.contains(&Event::ChainGrew { chain: Chain::Zugvogel, size: 4 }));
    play(&mut game, Action::EndTurn);
    assert!(game.hand(0).contains(tile("11I")), "an eighth-chain tile is kept");
}

#[test]
fn r12_an_eighth_chain_tile_founds_the_freed_chain_after_a_merger() {
    // 1B joins Zugvogel 1A 2A and Ankerplatz 1C 2C; Ann keeps Ankerplatz, Zugvogel is freed.
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nshares: Bob Zugvogel 2\nboard: {SEVEN_CHAINS}\nhands: Ann 1B 11I, Bob 9I\n",
        players(2)
    ));
    assert_eq!(game.tile_status(tile("11I")), TileStatus::EighthChain);
    play(&mut game, Action::Place(tile("1B")));
    play(&mut game, Action::Survivor(Chain::Ankerplatz));
    assert_eq!(game.cash(1), 6000 + 2000 + 1000);
    play(&mut game, Action::Dispose { sell: 0, trade: 0 });
    assert_eq!(game.tile_status(tile("11I")), TileStatus::Founds);
    play(&mut game, Action::EndTurn);
    play(&mut game, Action::Place(tile("9I")));
    play(&mut game, Action::EndTurn);
    play(&mut game, Action::Place(tile("11I")));
    assert_eq!(game.decision(), Decision::FoundChain { player: 0, tile: tile("11I") });
    assert_eq!(game.legal_actions(), [Action::Found(Chain::Zugvogel)]);
    play(&mut game, Action::Found(Chain::Zugvogel));
    // Bob's kept shares count again; the bank gave Ann the founder's share.
    assert_eq!((game.shares(0, Chain::Zugvogel), game.shares(1, Chain::Zugvogel)), (1, 2));
    assert_eq!(game.bank_shares(Chain::Zugvogel), 22);
    assert_eq!(game.board().share_price(Chain::Zugvogel), 200);
}

#[test]
fn r13_a_tile_touching_two_safe_chains_is_dead_even_with_an_unsafe_one_too() {
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nboard: {TWO_SAFE_HOOKS}\nhands: Ann 6E 5D, Bob 12E\npool: 1E\n",
        players(2)
    ));
    assert_eq!(game.board().touching_chains(tile("6E")).len(), 3);
    assert_eq!(game.tile_status(tile("6E")), TileStatus::Dead);
    // 5D touches one safe chain and Ankerplatz: a merger.
    let two: ChainSet = [Chain::Aurora, Chain::Ankerplatz].into_iter().collect();
    assert_eq!(game.tile_status(tile("5D")), TileStatus::Merges(two));
    assert_eq!(game.apply(Action::Place(tile("6E"))), Err(RuleError::DeadTile { tile: tile("6E") }));
    assert_eq!(game.legal_actions(), [Action::Place(tile("5D"))]);
}

// ----- R14 mergers -------------------------------------------------------------------------------

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

// ----- R15 safe chains ----------------------------------------------------------------------------

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

// ----- R16 announcing the end ---------------------------------------------------------------------

#[test]
fn r16_announcing_needs_41_hotels_or_every_chain_safe() {
    let position = |chains: &str, options: &str| {
        load(&format!(
            "players: {}\nturn: Ann\nboard: {chains}\nhands: Ann 12I, Bob 11I\n{options}",
            players(2)
        ))
    };
    let forty = format!("Zugvogel {}, Aurora 1H 2H", cells("1A", 40));
    let forty_one = format!("Zugvogel {}, Aurora 1H 2H", cells("1A", 41));
    let safe_and_ten = format!("Zugvogel {}, Aurora {}", cells("1A", 11), cells("1C", 10));
    let both_safe = format!("Zugvogel {}, Aurora {}", cells("1A", 11), cells("1C", 11));
    let one_safe = format!("Zugvogel {}", cells("1A", 11));
    let mut game = position(&forty, "");
    assert!(!game.can_announce());
    let refused = game.apply(Action::Announce).unwrap_err();
    assert!(matches!(refused, RuleError::CannotAnnounce { .. }));
    assert!(refused.to_string().contains("41"), "{refused}");
    assert!(!game.legal_actions().contains(&Action::Announce));
    assert!(position(&forty_one, "").can_announce());
    assert!(position(&forty_one, "").legal_actions().contains(&Action::Announce));
    assert!(!position(&safe_and_ten, "").can_announce());
    assert!(position(&both_safe, "").can_announce());
    assert!(position(&one_safe, "").can_announce());
    // V1: 25 instead of 41.
    let quick = "options: quick\n";
    assert!(!position(&format!("Zugvogel {}, Aurora 1H 2H", cells("1A", 24)), quick).can_announce());
    assert!(position(&format!("Zugvogel {}, Aurora 1H 2H", cells("1A", 25)), quick).can_announce());
    assert!(!position(&format!("Zugvogel {}, Aurora 1H 2H", cells("1A", 25)), "").can_announce());
    let refused = position(&format!("Zugvogel {}, Aurora 1H 2H", cells("1A", 24)), quick)
        .apply(Action::Announce)
        .unwrap_err();
    assert!(refused.to_string().contains("25"), "{refused}");
}

#[test]
fn r16_announcing_without_any_chain_is_refused() {
    let mut game =
        load(&format!("players: {}\nturn: Ann\nboard: lone 5E\nhands: Ann 12I, Bob 11I\n", players(2)));
    assert!(!game.can_announce());
    let refused = game.apply(Action::Announce);
    assert_eq!(refused, Err(RuleError::CannotAnnounce { reason: AnnounceRefusal::NoChain }));
}

#[test]
fn r16_a_chain_grown_to_41_this_turn_allows_the_end_in_the_buy_step() {
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nshares: Ann Zugvogel 1\nboard: Zugvogel {}, Aurora 1H 2H\nhands: Ann 5D 12I, Bob 11I\n\
         pool: 1I 2I\n",
        players(2),
        cells("1A", 40)
    ));
    assert!(!game.can_announce());
    play(&mut game, Action::Place(tile("5D")));
    assert_eq!(game.board().size(Chain::Zugvogel), 41);
    assert!(game.can_announce());
    play(&mut game, Action::Buy(Chain::Zugvogel));
    let events = play(&mut game, Action::Announce);
    assert_eq!(events, [Event::EndAnnounced { player: 0 }]);
    assert_eq!(game.decision(), Decision::BuyShares { player: 0, remaining: 2 });
    play(&mut game, Action::Buy(Chain::Zugvogel));
    let events = play(&mut game, Action::EndTurn);
    assert!(!events.iter().any(|e| matches!(e, Event::TileDrawn { .. })), "the announcer does not draw");
    assert_eq!(game.end_reason(), Some(EndReason::Announced(0)));
    // Ann holds 3 at 1000: 10000 + 5000 as sole holder, then 3000 for the shares.
    assert_eq!(game.cash(0), 6000 - 2000 + 15000 + 3000);
    assert_eq!(game.pool_len(), 2);
}

#[test]
fn r16_the_announcer_finishes_the_turn_with_a_merger_and_a_purchase_then_the_game_is_scored() {
    // Zugvogel 1A..5D (41); Ann announces before placing 1E, which merges Bergfried 1F 2F 3F.
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nshares: Ann Zugvogel 3, Bob Zugvogel 2, Bob Bergfried 2\n\
         board: Zugvogel {}, Bergfried 1F 2F 3F\nhands: Ann 1E, Bob 11I\npool: 12I 10I\n",
        players(2),
        cells("1A", 41)
    ));
    play(&mut game, Action::Announce);
    assert!(game.is_end_announced());
    let again = game.apply(Action::Announce);
    assert_eq!(again, Err(RuleError::CannotAnnounce { reason: AnnounceRefusal::AlreadyAnnounced }));
    assert_eq!(game.decision(), Decision::PlaceTile { player: 0 });
    assert_eq!(
        game.apply(Action::EndTurn),
        Err(RuleError::NotNow { expected: Decision::PlaceTile { player: 0 } })
    );
    play(&mut game, Action::Place(tile("1E")));
    // Bergfried 3 at 400: Bob sole holder, 6000; he sells 1 and keeps 1.
    assert_eq!(game.cash(1), 12000);
    play(&mut game, Action::Dispose { sell: 1, trade: 0 });
    assert!(!game.is_over());
    assert_eq!(game.board().size(Chain::Zugvogel), 45);
    play(&mut game, Action::Buy(Chain::Zugvogel));
    assert_eq!(game.cash(0), 5000);
    let events = play(&mut game, Action::EndTurn);
    let ended = events.iter().position(|e| *e == Event::TurnEnded { player: 0 }).unwrap();
    let scoring = events.iter().position(|e| *e == Event::FinalScoring).unwrap();
    assert!(ended < scoring);
    assert_eq!(events.last(), Some(&Event::GameEnded { reason: EndReason::Announced(0) }));
    // Zugvogel at 1000: Ann 4 shares 10000 + 4000, Bob 2 shares 5000 + 2000; Bergfried is gone.
    assert_eq!(cash_of(&game), [19000, 19400]);
    assert_eq!(game.shares(1, Chain::Bergfried), 1);
    assert_eq!(game.ranking(), [(1, 1), (2, 0)]);
    assert_eq!(game.pool_len(), 2);
    assert!(game.is_over());
    assert!(game.legal_actions().is_empty());
    assert_eq!(game.apply(Action::Announce), Err(RuleError::GameOver));
    assert_eq!(game.apply(Action::EndTurn), Err(RuleError::GameOver));
}

// ----- R17 running out ----------------------------------------------------------------------------

#[test]
fn r17_empty_pool_and_no_playable_tile_anywhere_ends_and_scores_the_game() {
    // Ann places her last playable tile; Bob holds only the dead 6E.
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nshares: Ann Ankerplatz 1, Bob Aurora 1\nboard: {TWO_SAFE_HOOKS}\n\
         hands: Ann 12E, Bob 6E\npool:\n",
        players(2)
    ));
    play(&mut game, Action::Place(tile("12E")));
    assert!(!game.is_over());
    let events = play(&mut game, Action::EndTurn);
    assert_eq!(game.end_reason(), Some(EndReason::NoPlayableTiles));
    assert!(events.contains(&Event::GameEnded { reason: EndReason::NoPlayableTiles }));
    assert!(!events.iter().any(|e| matches!(e, Event::TurnStarted { .. })));
    // Ankerplatz 2 at 200: 3000 to Ann, and 200; Aurora 11 at 900: 13500 to Bob, and 900.
    assert_eq!(cash_of(&game), [9200, 20400]);
}

#[test]
fn r17_an_empty_pool_does_not_end_the_game_while_someone_can_place() {
    // Ann holds only the dead 6E; Bob can still place: Ann skips placing and the game goes on.
    let (mut game, events) = load_with_events(&format!(
        "players: {}\nturn: Ann\nboard: {TWO_SAFE_HOOKS}\nhands: Ann 6E, Bob 12E 10E\npool:\n",
        players(2)
    ));
    assert!(events.contains(&Event::NoPlayableTile { player: 0 }));
    assert_eq!(game.decision(), Decision::BuyShares { player: 0, remaining: 3 });
    let events = play(&mut game, Action::EndTurn);
    assert!(events.contains(&Event::DeadTileDiscarded { player: 0, tile: tile("6E") }));
    assert_eq!(game.decision(), Decision::PlaceTile { player: 1 });
    play(&mut game, Action::Place(tile("12E")));
    play(&mut game, Action::EndTurn);
    // Ann's hand is empty now; Bob still has 10E: Ann skips again.
    assert_eq!(game.decision(), Decision::BuyShares { player: 0, remaining: 3 });
    play(&mut game, Action::EndTurn);
    play(&mut game, Action::Place(tile("10E")));
    play(&mut game, Action::EndTurn);
    assert_eq!(game.end_reason(), Some(EndReason::NoPlayableTiles));
}

// ----- R18 final scoring --------------------------------------------------------------------------

#[test]
fn r18_every_chain_is_scored_defunct_shares_are_worthless_and_equal_cash_shares_a_rank() {
    // Read with empty hands and an empty pool: the game ends at once (R17).
    let (game, events) = load_with_events(&format!(
        "players: {}\nturn: Cid\ncash: Cid 7000, Dee 20000\nshares: Ann Zugvogel 3, Bob Zugvogel 3, \
         Cid Aurora 1, Dee Morgenrot 10\nboard: Zugvogel {}, Aurora 1I 2I\npool:\n",
        players(4),
        cells("1A", 11)
    ));
    assert!(events.contains(&Event::FinalScoring));
    // Zugvogel 11 at 700: Ann and Bob split 10500, 5300 each, and sell 3 for 2100.
    // Aurora 2 at 400: Cid 6000 and 400. Dee's Morgenrot is not on the board: worth nothing.
    assert_eq!(cash_of(&game), [13400, 13400, 13400, 20000]);
    assert_eq!(game.shares(3, Chain::Morgenrot), 10);
    let mut ranks: Vec<(PlayerId, usize)> = game.ranking().iter().map(|&(rank, p)| (p, rank)).collect();
    ranks.sort();
    assert_eq!(ranks, [(0, 2), (1, 2), (2, 2), (3, 1)]);
    assert_eq!(game.ranking()[0], (1, 3));
    // Announced and played out: Ann and Bob share the first rank, so Cid is third.
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nshares: Ann Zugvogel 2, Bob Zugvogel 2, Cid Aurora 5\nboard: Zugvogel {}\n\
         hands: Ann 9I\npool:\n",
        players(3),
        cells("1A", 11)
    ));
    play(&mut game, Action::Announce);
    play(&mut game, Action::Place(tile("9I")));
    let events = play(&mut game, Action::EndTurn);
    assert!(events.contains(&Event::FinalScoring));
    // Zugvogel 11 at 700: Ann and Bob split 7000 + 3500 = 5250 each, then sell 2 for 1400.
    assert_eq!(cash_of(&game), [6000 + 5300 + 1400, 6000 + 5300 + 1400, 6000]);
    assert_eq!(game.ranking(), [(1, 0), (1, 1), (3, 2)]);
    assert_eq!(game.shares(2, Chain::Aurora), 5, "shares of chains not on the board are worth nothing");
}

// ----- Positions --------------------------------------------------------------------------------

#[test]
fn position_a_turn_whose_player_cannot_place_skips_placement_on_load() {
    let (game, events) = load_with_events(&format!(
        "players: {}\nturn: Bob\nboard: {TWO_SAFE_HOOKS}\nhands: Ann 12E, Bob 6E\npool: 1E\n",
        players(2)
    ));
    assert_eq!(events, [Event::TurnStarted { player: 1, turn: 1 }, Event::NoPlayableTile { player: 1 }]);
    assert_eq!(game.decision(), Decision::BuyShares { player: 1, remaining: 3 });
    assert!(!game.can_announce(), "Ankerplatz is not safe");
}

// ----- More corners -------------------------------------------------------------------------------

#[test]
fn r11_the_founder_gets_the_last_share_and_it_counts_at_the_next_merger() {
    // The bank holds one Zugvogel share: Ann's founder share takes it.
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nshares: Cid Zugvogel 24\nboard: lone 5E, Aurora 8E 9E 10E\n\
         hands: Ann 6E, Bob 7E, Cid 1I\n",
        players(3)
    ));
    play(&mut game, Action::Place(tile("6E")));
    let events = play(&mut game, Action::Found(Chain::Zugvogel));
    assert!(events.contains(&Event::FounderShare { player: 0, chain: Chain::Zugvogel }));
    assert_eq!((game.shares(0, Chain::Zugvogel), game.bank_shares(Chain::Zugvogel)), (1, 0));
    assert_eq!(
        game.apply(Action::Buy(Chain::Zugvogel)),
        Err(RuleError::BankSoldOut { chain: Chain::Zugvogel })
    );
    play(&mut game, Action::EndTurn);
    // Bob's 7E joins Zugvogel (2) to Aurora (3): Cid 24 majority 2000, Ann 1 minority 1000.
    play(&mut game, Action::Place(tile("7E")));
    assert_eq!(cash_of(&game), [7000, 6000, 8000]);
    let order: Vec<PlayerId> = decisions_until_buy(&mut game, Action::Dispose { sell: 0, trade: 0 })
        .iter()
        .map(|d| d.player().unwrap())
        .collect();
    assert_eq!(order, [2, 0], "from Bob, who holds none, round to Cid then Ann");
    assert_eq!(game.board().size(Chain::Aurora), 6);
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
fn r13_r14_a_tile_touching_one_chain_on_several_sides_is_neither_dead_nor_a_merger() {
    // Zugvogel wraps round 2B (2A above, 1B left, 2C below); Aurora is safe too.
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nboard: Zugvogel {} 1B 1C 2C 3C, Aurora {}\nhands: Ann 2B, Bob 9I\n",
        players(2),
        cells("1A", 11),
        cells("1E", 11)
    ));
    assert_eq!(game.tile_status(tile("2B")), TileStatus::Grows(Chain::Zugvogel));
    let events = play(&mut game, Action::Place(tile("2B")));
    assert!(events.contains(&Event::ChainGrew { chain: Chain::Zugvogel, size: 16 }));
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
