//! R16 to R18: the end of the game, announced or run out, and the final scoring.

use super::*;

// ----- R16 announcing the end --------------------------------------------------------------------

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

// ----- R17 running out ---------------------------------------------------------------------------

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

// ----- R18 final scoring -------------------------------------------------------------------------

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
