//! R11 to R13: what a placed tile does (founds, grows), and the tiles that cannot be placed.

use super::*;

// ----- R11 founding and growing ------------------------------------------------------------------

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
fn r11_a_founding_tried_on_a_copy_of_the_board_tells_the_founder_share_only_while_the_bank_has_one() {
    let position = |shares: &str| {
        load(&format!("players: {}\nturn: Ann\n{shares}board: lone 5E\nhands: Ann 6E\npool:\n", players(2)))
    };
    let (empty, full) = (position("shares: Bob Aurora 25\n"), position(""));
    assert!(!empty.view(0).founder_gets_share(Chain::Aurora));
    assert!(full.view(0).founder_gets_share(Chain::Aurora));
    // Tried on a copy of the board, then placed and founded by hand: the same board.
    let mut board = empty.board().clone();
    assert_eq!(place_on(&mut board, tile("6E")), Placed::Founds);
    assert_eq!(found_on(&mut board, tile("6E"), Chain::Aurora), 2);
    let mut game = position("shares: Bob Aurora 25\n");
    play(&mut game, Action::Place(tile("6E")));
    play(&mut game, Action::Found(Chain::Aurora));
    assert_eq!(game.board(), &board);
    assert_eq!(game.board().size(Chain::Aurora), 2);
}

#[test]
fn r11_a_chain_on_the_board_cannot_be_founded() {
    let mut game = load(&format!(
        "players: {}\nturn: Ann\nboard: Aurora 1A 2A, lone 5E\nhands: Ann 6E\npool:\n",
        players(2)
    ));
    play(&mut game, Action::Place(tile("6E")));
    let refused = game.apply(Action::Found(Chain::Aurora));
    assert!(matches!(refused, Err(RuleError::ChainOnBoard { chain: Chain::Aurora, .. })));
    assert!(refused.unwrap_err().to_string().contains("(R11)"));
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

// ----- R12 the eighth chain ----------------------------------------------------------------------

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

// ----- R13 dead tiles ----------------------------------------------------------------------------

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
