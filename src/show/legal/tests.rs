//! The list of `legal` against the engine: every listed command is accepted (sound), and every
//! action the engine allows, every whole purchase and every computer player's choice is among
//! the listed ones (complete).

use std::collections::{BTreeSet, HashSet};

use super::*;
use crate::ai::{self, AiSettings, ComputerPlayer};
use crate::command::Command;
use crate::notation::SeatList;
use crate::rules::Options;
use crate::session::Session;

/// A session of computer players only, and a computer player of the same kind per seat that
/// the test asks in place of the session's own.
fn table(seed: u64, seats: &str) -> (Session, Vec<Box<dyn ComputerPlayer>>) {
    let seats = seats.parse::<SeatList>().unwrap().0;
    let options = Options { quick: seed.is_multiple_of(2), ..Options::default() };
    let (session, _) = Session::new(seats, seed, options).unwrap();
    let settings = AiSettings::default();
    let computers =
        session.record().kinds().iter().map(|kind| ai::player(*kind, &settings).unwrap()).collect();
    (session, computers)
}

/// The actions each listed command means now; panics unless it parses, resolves and is
/// applied on a copy of the session.
fn meanings(session: &Session, listed: &[String]) -> Vec<Vec<Action>> {
    let mean = |line: &String| {
        let command: Command = line.parse().unwrap_or_else(|e| panic!("'{line}' does not parse: {e}"));
        let actions = session.resolve(&command).unwrap_or_else(|e| panic!("'{line}' is refused: {e}"));
        let mut copy = Session::from_record(session.record().clone());
        copy.apply_all(&actions).unwrap_or_else(|e| panic!("'{line}' is refused by the game: {e}"));
        actions
    };
    listed.iter().map(mean).collect()
}

/// Every whole purchase the engine accepts now, share by share (R10.2), as sorted lists of
/// chains.
fn engine_purchases(game: &Game) -> BTreeSet<Vec<Chain>> {
    let mut found = BTreeSet::new();
    let mut stack = vec![(game.clone(), Vec::new())];
    while let Some((game, bought)) = stack.pop() {
        for chain in game.buyable_chains().iter() {
            let mut next = game.clone();
            next.apply(Action::Buy(chain)).unwrap();
            let mut purchase: Vec<Chain> = bought.clone();
            purchase.push(chain);
            purchase.sort_by_key(|c| c.index());
            if found.insert(purchase.clone()) {
                stack.push((next, purchase));
            }
        }
    }
    found
}

/// Plays a whole game, checking the list of `legal` at every decision.
fn check_game(seed: u64, seats: &str) {
    let (mut session, mut computers) = table(seed, seats);
    let players = session.game().player_count();
    while let Some(player) = session.game().decision().player() {
        let game = session.game();
        let english = commands(game, player, Lang::En);
        let meant = meanings(&session, &english);
        let unique: HashSet<&Vec<Action>> = meant.iter().collect();
        assert_eq!(unique.len(), meant.len(), "a command is listed twice: {english:?}");
        for lang in [Lang::De, Lang::Pseudo] {
            assert_eq!(meanings(&session, &commands(game, player, lang)), meant, "{lang:?}");
        }
        for other in (0..players).filter(|p| *p != player) {
            assert!(commands(game, other, Lang::En).is_empty(), "not {other}'s decision");
        }
        for action in game.legal_actions() {
            assert!(meant.contains(&vec![action]), "{action:?} is not listed: {english:?}");
        }
        if let Decision::BuyShares { .. } = game.decision() {
            let chains = |actions: &Vec<Action>| -> Vec<Chain> {
                actions.iter().filter_map(|a| if let Action::Buy(c) = a { Some(*c) } else { None }).collect()
            };
            let purchases: BTreeSet<Vec<Chain>> =
                meant.iter().map(chains).filter(|bought| !bought.is_empty()).collect();
            assert_eq!(purchases, engine_purchases(game), "R10.2 purchases");
        }
        let chosen = computers[player].decide(&game.view(player));
        assert!(meant.contains(&vec![chosen]), "the computer's {chosen:?} is not listed: {english:?}");
        session.apply_all(&[chosen]).unwrap();
    }
    for player in 0..players {
        assert!(commands(session.game(), player, Lang::En).is_empty(), "the game is over");
    }
}

#[test]
fn r10_r14_4_r16_legal_lists_exactly_what_the_game_accepts() {
    for seed in 0..4 {
        check_game(seed, "Ann:tourist,Bob:broker,Cem:tourist");
        check_game(seed + 100, "Ann:broker,Bob:tourist");
    }
}

#[test]
fn r10_2_purchases_come_as_whole_buy_commands_by_size() {
    let (mut session, _) = table(3, "Ann:tourist,Bob:tourist");
    while !matches!(session.game().decision(), Decision::BuyShares { .. })
        || session.game().buyable_chains().len() < 2
    {
        let action = session.game().legal_actions()[0];
        session.apply_all(&[action]).unwrap();
    }
    let player = session.game().current_player();
    let listed = commands(session.game(), player, Lang::En);
    let sizes: Vec<usize> = listed
        .iter()
        .filter(|line| line.starts_with("buy "))
        .map(|line| line.split(' ').skip(1).step_by(2).map(|n| n.parse::<usize>().unwrap()).sum())
        .collect();
    assert!(sizes.is_sorted(), "fewer shares first: {listed:?}");
    assert!(sizes.contains(&2), "{listed:?}");
    assert_eq!(listed.iter().filter(|line| *line == "end").count(), 1);
    let german = commands(session.game(), player, Lang::De);
    assert!(german.iter().any(|line| line.starts_with("kaufe 1 ")), "{german:?}");
    assert!(german.contains(&"ende".to_string()), "{german:?}");
}

#[test]
fn r14_4_disposals_list_every_sale_and_even_trade() {
    let (session, held, max_trade) = (0..40).find_map(disposal_of_three).expect("a disposal of 3 shares");
    let player = session.game().decision().player().unwrap();
    let listed = commands(session.game(), player, Lang::En);
    assert_eq!(listed[0], "keep");
    assert!(listed.contains(&format!("sell {held}")));
    assert!(listed.contains(&"trade 2".to_string()) && !listed.contains(&"trade 1".to_string()));
    assert!(listed.contains(&format!("sell 1 trade {}", max_trade.min(held - 1) / 2 * 2)));
    let german = commands(session.game(), player, Lang::De);
    assert_eq!(german[0], "behalte");
}

/// A game of random players up to a disposal of at least 3 shares where 2 may be traded, if
/// one comes; with the shares held and the most that may be traded.
fn disposal_of_three(seed: u64) -> Option<(Session, u8, u8)> {
    let (mut session, _) = table(seed, "Ann:tourist,Bob:tourist,Cem:tourist");
    while !session.game().is_over() {
        if let Decision::Dispose { held, max_trade, .. } = session.game().decision()
            && held >= 3
            && max_trade >= 2
        {
            return Some((session, held, max_trade));
        }
        session.play_computer().unwrap().unwrap();
    }
    None
}
