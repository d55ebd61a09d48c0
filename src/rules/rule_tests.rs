//! Unit tests for the turn flow, one or more per rule id of RULES.md.
//!
//! Each test builds a small, exact situation with [`Scenario`] (a test-only cousin of the
//! position file) and checks money to the unit.

use super::test_support::{Scenario, cash_of, play as apply, tile};
use super::*;

fn seats(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("P{i}")).collect()
}

// ----- R4, R6 ---------------------------------------------------------------------------------

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
fn r6_two_to_six_players() {
    assert_eq!(Game::new(seats(1), 1, Options::default()).unwrap_err(), SetupError::PlayerCount(1));
    assert_eq!(Game::new(seats(7), 1, Options::default()).unwrap_err(), SetupError::PlayerCount(7));
    assert!(Game::new(seats(6), 1, Options::default()).is_ok());
    let twins = Game::new(["Ann", "ann"], 1, Options::default());
    assert_eq!(twins.unwrap_err(), SetupError::DuplicateName("ann".to_string()));
}

// ----- R9 setup -------------------------------------------------------------------------------

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
fn r10_wrong_decision_is_refused_and_changes_nothing() {
    let mut game = Scenario::new(2).hand(0, &["5E"]).build();
    let before = game.clone();
    assert!(matches!(game.apply(Action::Buy(Chain::Aurora)), Err(RuleError::NotNow { .. })));
    assert!(matches!(game.apply(Action::Place(tile("6E"))), Err(RuleError::TileNotInHand { .. })));
    assert_eq!(game, before);
}

// ----- R11 founding and growing ---------------------------------------------------------------

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
