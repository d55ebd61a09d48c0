//! Tests of hints: every fact a hint states holds in the position it is given in.

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
            game.apply(broker::decide_with(&game, &mut broker::Workspace::default())).unwrap();
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
        let action = broker::decide_with(&copy, &mut broker::Workspace::default());
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
            assert_eq!((after.board().share_price(*chain), game.board().share_price(*chain)), (*price, *was));
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
        (Reason::Dispose { defunct, survivor, sell, trade, keep, price, bank }, Action::Dispose { .. }) => {
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
                assert_eq!((purchase.price, purchase.rival), (game.board().share_price(chain), rival));
            }
            let all: u8 = purchases.iter().map(|p| p.count).sum();
            assert_eq!(all as usize, advice.actions.len() - 1);
        }
        (Reason::KeepCash { cash }, Action::EndTurn) => assert_eq!(*cash, game.cash(me)),
        (Reason::Announce { mine, rival: Some(rival), ahead_with, .. }, Action::Announce) => {
            // Announced in the buy step, the game ends with this turn as it stands.
            if matches!(game.decision(), Decision::BuyShares { .. }) {
                if let Some(ahead) = ahead_with {
                    let mut bought = after.clone();
                    for &(count, chain) in &ahead.purchase {
                        for _ in 0..count {
                            play(&mut bought, Action::Buy(chain));
                        }
                    }
                    play(&mut bought, Action::EndTurn);
                    let best = (0..game.player_count()).filter(|&p| p != me).map(|p| bought.cash(p)).max();
                    assert_eq!((ahead.mine, Some(ahead.rival.1)), (bought.cash(me), best));
                    assert!(ahead.mine > ahead.rival.1 && *mine <= rival.1, "{advice:?}");
                }
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
        rivals_hidden: false,
        before_market: false,
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
    let Some(Reason::Merges { largest, payouts, .. }) = reason(&game.view(0), &[Action::Place(tile("6E"))])
    else {
        panic!("not a merger")
    };
    assert_eq!(largest, ChainSet::from_iter([Chain::Aurora, Chain::Bergfried]));
    let bob = Bonus { to: Payee::Rival("Bob".to_string()), amount: 3000 };
    assert_eq!(
        payouts,
        vec![Payout {
            chain: Chain::Zugvogel,
            bonuses: vec![bob],
            rivals_hidden: false,
            before_market: false
        }]
    );
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
fn r16_announcing_behind_tells_the_purchase_that_puts_the_player_ahead() {
    // Found in play: 'you have 41,100 to Cid's 41,600; wins 99%' read as a loss. Ann holds 4
    // Aurora (11 hotels, 900 a share) to Bob's 5: scored now, Ann 6,000 + 4,500 + 3,600 =
    // 14,100 to Bob's 19,500. One share more ties the majority (still behind); two take it.
    let mut game = Scenario::new(2)
        .chain_row(Chain::Aurora, 'A', 1, 11)
        .hand(0, &["5E"])
        .shares(0, Chain::Aurora, 4)
        .shares(1, Chain::Aurora, 5)
        .build();
    play(&mut game, Action::Place(tile("5E")));
    let why = reason(&game.view(0), &[Action::Announce]).unwrap();
    // Ann: 4,200 + the 9,000 majority + 6 x 900; Bob: 6,000 + the 4,500 minority + 5 x 900.
    let ahead =
        Overtake { purchase: vec![(2, Chain::Aurora)], mine: 18_600, rival: ("Bob".to_string(), 15_000) };
    let rival = Some(("Bob".to_string(), 19_500));
    assert_eq!(why, Reason::Announce { mine: 14_100, rival, before_market: false, ahead_with: Some(ahead) });
    check_facts(&game, &Hint { actions: vec![Action::Announce], reason: why, basis: Basis::OnlyCandidate });
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
    // Three shares more take the majority: Ann 3,300 + 9,000 + 6 x 900, Bob 6,000 + 4,500 + 5 x 900.
    let rival = Some(("Bob".to_string(), 19_500));
    let ahead =
        Overtake { purchase: vec![(3, Chain::Aurora)], mine: 17_700, rival: ("Bob".to_string(), 15_000) };
    let ahead_with = Some(ahead);
    assert_eq!(why, Reason::Announce { mine: 13_200, rival, before_market: false, ahead_with });
    check_facts(&game, &Hint { actions: vec![Action::Announce], reason: why, basis: Basis::OnlyCandidate });
}

#[test]
fn v2_a_reason_names_no_rivals_bonus_holding_or_cash() {
    // X1 again with hidden holdings: Ann learns her own 7,000, not Bob's and Cid's 1,800.
    let game = Scenario::new(3)
        .hidden()
        .chain_row(Chain::Aurora, 'A', 1, 8)
        .chain_row(Chain::Morgenrot, 'C', 1, 7)
        .hand(0, &["1B"])
        .shares(0, Chain::Morgenrot, 6)
        .shares(1, Chain::Morgenrot, 2)
        .shares(2, Chain::Morgenrot, 2)
        .build();
    let Some(Reason::Merges { payouts, .. }) = reason(&game.view(0), &[Action::Place(tile("1B"))]) else {
        panic!("not a merger")
    };
    let mine = Bonus { to: Payee::You, amount: 7000 };
    assert_eq!(
        payouts,
        vec![Payout {
            chain: Chain::Morgenrot,
            bonuses: vec![mine],
            rivals_hidden: true,
            before_market: false
        }]
    );
}

#[test]
fn v3_a_payout_says_it_is_told_before_the_market_draws() {
    // Heads-up with the market: Ann holds 6 Morgenrot, Bob 2. Her 7,000 and his 3,500 are
    // what the players' shares alone pay; the market's tile, turned over only then, may take
    // part of them (V3), so the reason says it leaves the market out.
    let market = Scenario::new(2)
        .market()
        .chain_row(Chain::Aurora, 'A', 1, 8)
        .chain_row(Chain::Morgenrot, 'C', 1, 7)
        .hand(0, &["1B"])
        .shares(0, Chain::Morgenrot, 6)
        .shares(1, Chain::Morgenrot, 2)
        .build();
    let payouts = |game: &Game| match reason(&game.view(0), &[Action::Place(tile("1B"))]) {
        Some(Reason::Merges { payouts, .. }) => payouts,
        other => panic!("not a merger: {other:?}"),
    };
    let paid = payouts(&market);
    assert_eq!(paid.len(), 1);
    assert!(paid[0].before_market, "{paid:?}");
    assert!(!paid[0].rivals_hidden, "{paid:?}");
    assert_eq!(paid[0].bonuses[0], Bonus { to: Payee::You, amount: 7000 });
    // Without the market the same merger names no market.
    let plain = Scenario::new(2)
        .chain_row(Chain::Aurora, 'A', 1, 8)
        .chain_row(Chain::Morgenrot, 'C', 1, 7)
        .hand(0, &["1B"])
        .shares(0, Chain::Morgenrot, 6)
        .shares(1, Chain::Morgenrot, 2)
        .build();
    assert!(!payouts(&plain)[0].before_market);
}

#[test]
fn v2_a_purchase_and_an_announcement_tell_only_the_players_own_side() {
    // Aurora (11 hotels, safe) is the only chain: Ann may buy and announce.
    let mut game = Scenario::new(2)
        .hidden()
        .chain_row(Chain::Aurora, 'A', 1, 11)
        .hand(0, &["5E"])
        .shares(0, Chain::Aurora, 3)
        .shares(1, Chain::Aurora, 5)
        .build();
    play(&mut game, Action::Place(tile("5E")));
    let why = reason(&game.view(0), &[Action::Announce]);
    assert_eq!(
        why,
        Some(Reason::Announce { mine: 13_200, rival: None, before_market: false, ahead_with: None })
    );
    let line = [Action::Buy(Chain::Aurora), Action::EndTurn];
    let Some(Reason::Buy { purchases, .. }) = reason(&game.view(0), &line) else { panic!("not a purchase") };
    assert_eq!(purchases.iter().map(|p| (p.mine, p.rival)).collect::<Vec<_>>(), [(4, None)]);
}

#[test]
fn a_reason_is_given_only_for_a_legal_first_action() {
    let game = Scenario::new(2).hand(0, &["5C"]).build();
    assert_eq!(reason(&game.view(0), &[Action::Place(tile("5C"))]), Some(Reason::LoneHotel));
    assert_eq!(reason(&game.view(1), &[Action::Place(tile("5C"))]), None, "not Bob's turn");
    assert_eq!(reason(&game.view(0), &[Action::EndTurn]), None);
    assert_eq!(reason(&game.view(0), &[]), None);
}
