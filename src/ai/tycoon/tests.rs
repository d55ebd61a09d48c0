//! Tests of the tycoon: purchases, plans, and what its search hands over.

use super::*;
use crate::rules::Options;

/// A game played by brokers up to the first buy step with at least three purchases open.
fn at_a_buy_step(seed: u64) -> Game {
    let seats = (0..3).map(|i| format!("P{i}"));
    let (mut game, _) = Game::new(seats, seed, Options::default()).unwrap();
    loop {
        let fresh = matches!(game.decision(), Decision::BuyShares { remaining: 3, .. });
        if fresh && game.buyable_chains().len() >= 2 {
            return game;
        }
        game.apply(broker::decide_with(&game, &mut broker::Workspace::default())).unwrap();
    }
}

fn settings() -> AiSettings {
    AiSettings { tycoon_playouts: 64, threads: 1 }
}

#[test]
fn purchases_list_each_set_of_shares_once_and_buying_nothing_first() {
    let game = at_a_buy_step(3);
    let lines = purchases(&game.view(game.current_player()));
    assert_eq!(lines[0], vec![Action::EndTurn]);
    for (i, line) in lines.iter().enumerate() {
        assert!(!lines[..i].contains(line), "{line:?} is listed twice");
        let mut copy = game.clone();
        for &action in line {
            copy.apply(action).unwrap();
        }
        assert!(
            !matches!(copy.decision(), Decision::BuyShares { player, .. } if player == game.current_player())
        );
    }
    let chains = game.buyable_chains().len();
    assert!(lines.len() > chains * chains, "only {} purchases of {chains} chains", lines.len());
}

#[test]
fn the_tycoon_carries_out_the_purchase_it_planned() {
    let mut game = at_a_buy_step(5);
    let me = game.current_player();
    let mut tycoon = Tycoon::new(settings());
    let first = tycoon.decide(&game.view(me));
    // A fresh tycoon on another thread, with two threads of its own, finds the same purchase.
    let start = game.clone();
    let two_threads = AiSettings { threads: 2, ..settings() };
    let elsewhere = std::thread::spawn(move || Tycoon::new(two_threads).decide(&start.view(me)));
    assert_eq!(elsewhere.join().unwrap(), first);
    let plan = tycoon.plan.as_ref().expect("a purchase is planned").line.clone();
    let mut bought = vec![first];
    game.apply(first).unwrap();
    while game.decision().player() == Some(me) && matches!(game.decision(), Decision::BuyShares { .. }) {
        assert!(!tycoon.searches(&game.view(me)), "the plan answers without a search");
        let next = tycoon.decide(&game.view(me));
        assert_eq!(next, plan[bought.len()], "the plan was {plan:?}");
        bought.push(next);
        game.apply(next).unwrap();
    }
    assert_eq!(bought.last(), Some(&Action::EndTurn));
}

#[test]
fn a_search_tells_how_the_chosen_line_and_the_runner_up_did() {
    let mut searched = 0;
    for seed in 0..6 {
        let game = at_a_buy_step(seed);
        let view = game.view(game.current_player());
        let lines = candidates(&view);
        let choice = Tycoon::new(settings()).choose_line(&view).unwrap();
        assert_eq!(Tycoon::new(settings()).decide(&view), choice.line[0], "decide plays the line");
        let Basis::Searched(search) = choice.basis else { panic!("{} candidates", lines.len()) };
        let (runner_up, other) = &search.runner_up;
        assert_eq!(search.candidates, lines.len());
        assert!(lines.contains(runner_up) && *runner_up != choice.line, "{runner_up:?}");
        assert!(search.playouts >= MIN_PER_ROUND);
        assert!(search.best.score >= other.score, "{search:?}");
        for outcome in [search.best, *other] {
            assert!((0.0..=1.0).contains(&outcome.first), "{outcome:?}");
            assert!(outcome.first <= outcome.score && outcome.score <= outcome.first + 0.1 + 1e-9);
        }
        searched += 1;
    }
    assert_eq!(searched, 6);
}

#[test]
fn the_rest_of_a_purchase_is_planned_and_the_same_decision_answers_the_same_search() {
    let mut game = at_a_buy_step(5);
    let me = game.current_player();
    let mut tycoon = Tycoon::new(settings());
    let first = tycoon.choose_line(&game.view(me)).unwrap();
    assert!(matches!(first.basis, Basis::Searched(_)));
    assert_eq!(tycoon.choose_line(&game.view(me)), Some(first.clone()), "asked again");
    if first.line.len() > 1 {
        game.apply(first.line[0]).unwrap();
        let rest = tycoon.choose_line(&game.view(me)).unwrap();
        assert_eq!((rest.line.as_slice(), rest.basis), (&first.line[1..], Basis::Planned));
    }
}

#[test]
fn a_remembered_plan_answers_only_the_game_it_led_to() {
    let game = at_a_buy_step(7);
    let me = game.current_player();
    let chain = game.buyable_chains().first().unwrap();
    let line = vec![Action::Buy(chain), Action::EndTurn];
    let start = game.view(me).imagine(&mut Xoshiro256PlusPlus::seed_from_u64(9));
    let outcome = Outcome { first: 0.5, score: 0.55 };
    let search =
        Search { candidates: 2, playouts: 2, best: outcome, runner_up: (vec![Action::EndTurn], outcome) };
    let plan = Plan { start, line: line.clone(), search };
    let tycoon = Tycoon { settings: settings(), plan: Some(plan) };
    assert_eq!(tycoon.planned_purchase(&game.view(me)), Some(line.clone()));
    let mut after = game.clone();
    after.apply(Action::Buy(chain)).unwrap();
    assert_eq!(tycoon.planned_purchase(&after.view(me)), Some(vec![Action::EndTurn]));
    let mut other = game.clone();
    let another = game.buyable_chains().iter().find(|&c| c != chain).unwrap();
    other.apply(Action::Buy(another)).unwrap();
    assert_eq!(tycoon.planned_purchase(&other.view(me)), None, "a different purchase is searched afresh");
}
