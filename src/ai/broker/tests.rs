//! The broker's tests: its choices against the rules, and the speed work against plain sums.

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

use super::chain_state::ChainState;
use super::chain_value::{HOLD_WEIGHTS, hold_weight, sureness};
use super::lookahead::{apply, default_founding, imagine_into, quiet_placement};
use super::memo::ChainValues;
use super::numbers::REACHABLE;
use super::policy::announcing_wins;
use super::purchase::{pick_bits, with_lane};
use super::valuation::*;
use super::*;
use crate::rules::{BonusGroup, BonusKind, Decision, Options, SHARES_PER_CHAIN, TileStatus};

fn game(players: usize, seed: u64) -> Game {
    let seats = (0..players).map(|i| format!("P{i}"));
    Game::new(seats, seed, Options::default()).unwrap().0
}

/// Plays `count` games of brokers (2 to 6 players, seeds from 0), showing `look` the game
/// and the deciding seat's view before each decision.
fn at_every_decision(count: u64, mut look: impl FnMut(&Game, &SeatView)) {
    for seed in 0..count {
        let mut game = game(2 + seed as usize % 5, seed);
        while let Some(seat) = game.decision().player() {
            let action = {
                let view = game.view(seat);
                look(&game, &view);
                Broker::default().decide(&view)
            };
            game.apply(action).unwrap();
        }
    }
}

#[test]
fn r16_broker_announces_only_when_it_would_win() {
    let mut checked = 0;
    for seed in 0..30 {
        let mut game = game(3, seed);
        while !game.is_over() {
            let action = decide_with(&game, &mut Workspace::default());
            if action == Action::Announce {
                let me = game.current_player();
                assert!(announcing_wins(&game, me, &mut Thinking::<4>::default()));
                checked += 1;
            }
            apply(&mut game, action);
        }
    }
    assert!(checked > 0, "brokers never announced in 30 games");
}

#[test]
fn r19_the_choice_does_not_depend_on_how_the_unseen_tiles_lie() {
    // A broker deals the unseen tiles in board order; here they are shuffled, and the broker
    // decides in the game so imagined.
    at_every_decision(10, |_, view| {
        let plain = Broker::default().decide(view);
        for deal in 0..3 {
            let imagined = view.imagine(&mut Xoshiro256PlusPlus::seed_from_u64(deal));
            assert_eq!(decide_with(&imagined, &mut Workspace::default()), plain, "{view:?}");
        }
    });
}

#[test]
fn v3_with_the_market_the_imagined_draw_is_not_always_the_highest_unseen_tile() {
    // The market's draw is the pool's next tile. Dealt in board order, that was
    // the highest unseen tile at every decision; shuffled, it is any of them, and the same
    // view imagines the same game.
    let (mut highest, mut views) = (0, 0);
    for seed in 0..6 {
        let options = Options { market: true, ..Options::default() };
        let mut game = Game::new(["P0", "P1"], seed, options).unwrap().0;
        let mut players = [Broker::default(), Broker::default()];
        while let Some(seat) = game.decision().player() {
            let view = game.view(seat);
            let (mut slot, mut again) = (None, None);
            let next = imagine_into(&mut slot, &view).pool().next();
            let twice = imagine_into(&mut again, &view).pool().eq(slot.as_ref().unwrap().pool());
            assert!(twice, "{view:?}");
            if let Some(next) = next {
                highest += (Some(next) == view.unseen().max()) as u32;
                views += 1;
            }
            let action = players[seat].decide(&view);
            game.apply(action).unwrap();
        }
    }
    assert!(views > 500, "only {views} views with a pool");
    assert!(highest * 4 < views, "the highest unseen tile was drawn in {highest} of {views} views");
}

#[test]
fn a_chain_state_keeps_each_count_in_its_own_byte() {
    let state = ChainState::with_bank(20).holding(0, 3).holding(5, 2).on_board(11, false);
    assert_eq!((state.holdings::<6>(), state.bank(), state.size()), ([3, 0, 0, 0, 0, 2], 20, 11));
    // Buying moves one share from the bank to the buyer and changes nothing else.
    let bought = state.bought_by(5);
    assert_eq!((bought.holdings::<6>(), bought.bank(), bought.size()), ([3, 0, 0, 0, 0, 3], 19, 11));
    assert_eq!(bought.holdings::<4>(), [3, 0, 0, 0], "the first four seats");
    // The last share of the bank, bought by a seat holding 24: no count spills into another.
    let last = ChainState::with_bank(1).holding(2, 24).on_board(41, true).bought_by(2);
    assert_eq!(
        (last.holdings::<6>(), last.bank(), last.size(), last.safe()),
        ([0, 0, 25, 0, 0, 0], 0, 41, true)
    );
    assert_eq!(last.on_board(42, false).size(), 42, "a new size replaces the old one");
}

#[test]
fn r10_the_shares_the_broker_may_buy_are_those_the_rules_allow() {
    let mut buys = 0;
    at_every_decision(20, |_, view| {
        if let Decision::BuyShares { remaining, .. } = view.decision()
            && remaining > 0
        {
            let snapshot = Snapshot::<MAX_PLAYERS>::of(view, &mut ChainValues::none());
            assert_eq!(snapshot.buyable(view.seat()), view.buyable_chains(), "{view:?}");
            buys += 1;
        }
    });
    assert!(buys > 100, "only {buys} buy decisions in 20 games");
}

#[test]
fn a_worth_adds_the_valued_chains_only_and_in_their_order() {
    // The sum as it reads: cash, then the valued chains one by one (sum_worths adds every
    // chain, the others adding 0).
    let by_hand = |snapshot: &Snapshot<MAX_PLAYERS>| {
        let mut worths = snapshot.cash_worths();
        for chain in snapshot.valued.iter() {
            let added = &snapshot.chain_worths[chain.index()];
            for (p, worth) in worths.iter_mut().enumerate() {
                *worth += added.shares[p];
                *worth += added.bonus[p];
            }
        }
        worths.map(f64::to_bits)
    };
    let mut purchases = 0;
    at_every_decision(8, |_, view| {
        let mut snapshot = Snapshot::of(view, &mut ChainValues::none());
        assert_eq!(snapshot.worths().map(f64::to_bits), by_hand(&snapshot), "{view:?}");
        if let Decision::BuyShares { remaining, .. } = view.decision() {
            snapshot.buy_greedily(view.seat(), remaining, &mut Thinking::default());
            assert_eq!(snapshot.worths().map(f64::to_bits), by_hand(&snapshot), "{view:?}");
            purchases += 1;
        }
    });
    assert!(purchases > 50, "only {purchases} purchases in 8 games");
}

#[test]
fn four_lanes_judge_a_game_of_up_to_four_players_as_six_do() {
    let purchases = judged_in_fewer_lanes_as_in_six::<4>();
    assert!(purchases > 50, "only {purchases} purchases in games of up to four players");
}

#[test]
fn two_lanes_judge_a_game_of_two_players_as_six_do() {
    let purchases = judged_in_fewer_lanes_as_in_six::<2>();
    assert!(purchases > 20, "only {purchases} purchases in games of two players");
}

/// Checks that worths, standings and greedy purchases come out in `LANES` lanes as in six, to
/// the last bit, at every decision of games of up to `LANES` players; answers how many
/// purchases it compared.
fn judged_in_fewer_lanes_as_in_six<const LANES: usize>() -> usize {
    let mut purchases = 0;
    at_every_decision(15, |_, view| {
        if view.player_count() > LANES {
            return;
        }
        let mut few = Snapshot::<LANES>::of(view, &mut ChainValues::none());
        let mut six = Snapshot::<6>::of(view, &mut ChainValues::none());
        let bits = |worths: &[f64]| worths.iter().map(|w| w.to_bits()).collect::<Vec<_>>();
        assert_eq!(bits(&few.worths()), bits(&six.worths()[..LANES]), "{view:?}");
        assert!(six.worths()[LANES..].iter().all(|&w| w == 0.0), "seats beyond the player count");
        let me = view.seat();
        assert_eq!(few.standing(me).to_bits(), six.standing(me).to_bits(), "{view:?}");
        if let Decision::BuyShares { remaining, .. } = view.decision() {
            let (mut in_few, mut in_six) = (Thinking::<LANES>::default(), Thinking::<6>::default());
            let after =
                (few.buy_greedily(me, remaining, &mut in_few), six.buy_greedily(me, remaining, &mut in_six));
            assert_eq!(after.0.to_bits(), after.1.to_bits(), "{view:?}");
            let few_shares = in_few.trying.iter().map(|step| step.share);
            assert!(few_shares.eq(in_six.trying.iter().map(|step| step.share)), "{view:?}");
            purchases += 1;
        }
    });
    purchases
}

#[test]
fn a_quiet_tile_leads_to_the_key_of_the_game_after_it() {
    // `after` works the key out from the view and what the tile leads to, and keeps the
    // stage where it cannot have changed; placing the tile in a copy must give the same.
    let mut checked = 0;
    at_every_decision(12, |game, view| {
        if let Decision::PlaceTile { .. } = view.decision() {
            let now = SnapshotKey::<MAX_PLAYERS>::of(view);
            for tile in view.hand().tiles() {
                let status = view.tile_status(tile);
                if !status.is_playable() {
                    continue;
                }
                // A tile that founds a chain founds the one the broker judges it with, in the
                // same step.
                let founding = (status == TileStatus::Founds).then(|| default_founding(view.board()));
                let Some(quiet) = quiet_placement(view, tile, founding) else { continue };
                let mut copy = game.clone();
                copy.apply(Action::Place(tile)).unwrap();
                if let Some(chain) = founding {
                    copy.apply(Action::Found(chain)).unwrap();
                }
                assert_eq!(quiet.key_after(&now, view), SnapshotKey::of(&copy.view(view.seat())), "{tile}");
                checked += 1;
            }
        }
    });
    assert!(checked > 500, "only {checked} quiet tiles in 12 games");
}

#[test]
fn pick_bits_picks_one_number_whole() {
    assert_eq!(pick_bits(true, -0.0, 1.5).to_bits(), (-0.0f64).to_bits());
    assert_eq!(pick_bits(false, -0.0, 1.5), 1.5);
    assert!(pick_bits(true, f64::NAN, 2.0).is_nan());
}

#[test]
fn with_lane_changes_one_lane() {
    assert_eq!(with_lane([1, 2, 3, 4, 5, 6], 2, 9), [1, 2, 9, 4, 5, 6]);
}

#[test]
fn the_hold_weights_worked_out_at_build_time_are_those_of_run_time() {
    // `black_box` keeps the compiler from working these out as it builds the test.
    for lead in 0..=SHARES_PER_CHAIN {
        for reachable in 0..=REACHABLE {
            let now = hold_weight(std::hint::black_box(lead), std::hint::black_box(reachable));
            let built = HOLD_WEIGHTS[lead as usize][reachable as usize];
            assert_eq!(built.to_bits(), now.to_bits(), "lead {lead}, reachable {reachable}");
        }
    }
    assert_eq!(hold_weight(0, 0), 1.0, "no share left to buy: the lead is safe");
    // And `sureness` gives what it gave when it divided at run time, for every bank.
    let group =
        |count, below| BonusGroup { count, holders: 1, below, amount: 3000, kind: BonusKind::Majority };
    for (count, below, bank, left) in
        [(5, 2, 0, 0.3), (5, 2, 3, 0.3), (9, 1, 6, 0.9), (3, 0, 25, 1.0), (2, 1, 1, 0.0)]
    {
        let reachable = std::hint::black_box(bank).min(SHARES_PER_CHAIN / 4) as f64;
        let lead = (count - below) as f64;
        let hold = if bank == 0 { 1.0 } else { ((lead + 0.5) / (reachable + 0.5)).min(1.0) };
        let divided = (0.5 + 0.5 * (1.0 - left)) * (0.65 + 0.35 * hold);
        assert_eq!(sureness(&group(count, below), bank, left).to_bits(), divided.to_bits());
    }
    assert_eq!(hold_weight(0, REACHABLE), 0.65 + 0.35 * (0.5 / 6.5));
}

#[test]
fn standing_sums_to_an_even_contest_at_the_start() {
    let game = game(4, 1);
    for p in 0..4 {
        assert!(standing(&game, p).abs() < 1e-6);
    }
}
