//! Chapter 10's checkers: a computer player of your own, and a seat's net worth.

use super::says::{learner_lang, said, say};
use super::shown::Shown;
use super::{Mismatch, describe, moments, same};
use crate::ai::{self, AiSettings, ComputerPlayer};
use crate::notation::PlayerKind;
use crate::rules::{Action, Decision, Game, Options, PlayerId, SeatView, win_share};
use crate::simulate::{OwnPlayer, SimulateConfig, run_with_own};

/// Exercise 21: the player `make()` builds sits in seat 0 of 20 games against brokers (2 to 4
/// players). Every action it chooses must be legal, and while it may still buy a share it must
/// buy one of the cheapest chains it can afford. Then it is measured as `simulate` measures the
/// computer levels: a duplicate, seat-rotated tournament of 40 games against three brokers
/// ([`run_with_own`]), whose report is printed (see it with `-- --nocapture`).
pub fn ex21<P: ComputerPlayer + 'static>(make: impl Fn() -> P + Sync) -> Result<(), Mismatch> {
    check_cheapskate(&make)?;
    let boxed = || Box::new(make()) as Box<dyn ComputerPlayer>;
    let config = SimulateConfig::new(40, vec![PlayerKind::Broker; 3], 1);
    let own = OwnPlayer { name: "yours", make: &boxed };
    let figures = run_with_own(&config, &own).expect("four players, as R6 allows");
    let measured = say("as simulate measures it", "so misst es simulate");
    println!("ex21: {measured}:\n{}", learner_lang().tournament_report(&figures));
    Ok(())
}

/// Ex21's rule check: every action legal, and a cheapest chain bought while one may be.
fn check_cheapskate<P: ComputerPlayer>(make: &impl Fn() -> P) -> Result<(), Mismatch> {
    let settings = AiSettings { tycoon_playouts: 1, threads: 1 };
    let mut won = 0.0;
    let games = 20;
    for seed in 0..games {
        let names = (0..2 + seed % 3).map(|seat| format!("P{seat}"));
        let (mut game, _) = Game::new(names, seed, Options::default()).expect("2 to 4 players");
        let mut yours = make();
        let mut brokers: Vec<_> = (0..game.player_count())
            .map(|_| ai::player(PlayerKind::Broker, &settings).expect("a broker"))
            .collect();
        while let Some(seat) = game.decision().player() {
            let view = game.view(seat);
            let action = if seat == 0 { yours.decide(&view) } else { brokers[seat].decide(&view) };
            if seat == 0 {
                refused(&game, action)?;
                same("ex21", describe(&game), expected(&view, action), action)?;
            }
            game.apply(action).expect("checked legal");
        }
        won += win_share(&game.ranking(), 0);
    }
    println!(
        "{}",
        said!(
            "ex21: your player won {won:.1} of {games} games against brokers",
            "ex21: dein Spieler hat {won:.1} von {games} Spielen gegen Makler gewonnen"
        )
    );
    Ok(())
}

/// Ex21's answer to an action the rules refuse: that it is refused, and why (the rule), not
/// some legal action of the engine's as if it were the one answer.
fn refused(game: &Game, action: Action) -> Result<(), Mismatch> {
    let Err(error) = game.clone().apply(action) else { return Ok(()) };
    Err(Mismatch {
        exercise: "ex21",
        input: describe(game).to_string(),
        engine: say(
            "any legal action (`view.legal_actions()` lists them)",
            "irgendeine erlaubte Aktion (`view.legal_actions()` zählt sie auf)",
        )
        .to_string(),
        yours: format!(
            "{}, {}: {}",
            action.shown(),
            say("which the rules refuse", "was die Regeln ablehnen"),
            learner_lang().rule_error(&error)
        ),
        said: None,
    })
}

/// The action the engine expects instead of `action`, or `action` itself when it is fine.
fn expected(view: &SeatView, action: Action) -> Action {
    let legal = view.legal_actions();
    let buyable = view.buyable_chains();
    let cheapest = buyable.iter().map(|chain| view.board().share_price(chain)).min();
    let buying = matches!(view.decision(), Decision::BuyShares { remaining, .. } if remaining > 0);
    match (buying, cheapest, action) {
        (true, Some(price), Action::Buy(chain)) if view.board().share_price(chain) == price => action,
        (true, Some(price), _) => {
            let first = buyable.iter().find(|chain| view.board().share_price(*chain) == price);
            Action::Buy(first.expect("a cheapest chain"))
        }
        _ if legal.contains(&action) => action,
        _ => legal[0],
    }
}

/// Exercise 22: `scored_now(view, player)` must answer what `player` would have if the game
/// ended now (R18: cash, bonuses of every chain on the board, shares sold at current prices)
/// for every seat's view of every player at every moment of 10 whole games.
pub fn ex22(scored_now: impl Fn(&SeatView, PlayerId) -> u32) -> Result<(), Mismatch> {
    for game in moments(10) {
        for seat in 0..game.player_count() {
            let view = game.view(seat);
            for player in 0..game.player_count() {
                let moment = describe(&game);
                let input = said!(
                    "player {player} seen by seat {seat} at {moment}",
                    "Spieler {player}, gesehen von Platz {seat}, in {moment}"
                );
                same("ex22", input, engine_scored_now(&view, player), scored_now(&view, player))?;
            }
        }
    }
    Ok(())
}

/// The engine's answer to ex22: the net worth (cash and shares at current prices) and the
/// bonuses each chain on the board would pay `player` now (R14.4.1, R18).
fn engine_scored_now(view: &SeatView, player: PlayerId) -> u32 {
    let chains = view.board().chains_on_board();
    let bonuses = chains.iter().flat_map(|chain| view.bonus_shares(chain)).filter(|b| b.player == player);
    view.net_worth(player) + bonuses.map(|b| b.amount).sum::<u32>()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ends its turn at every decision: at the first, which is to place a tile, that is illegal.
    #[derive(Debug, Default)]
    struct EndsAlways;

    impl ComputerPlayer for EndsAlways {
        fn decide(&mut self, _view: &SeatView) -> Action {
            Action::EndTurn
        }
    }

    #[test]
    fn ex21_says_an_illegal_move_is_illegal_and_why() {
        // Found in play: the failure named the engine's first legal move as the answer.
        let mismatch = check_cheapskate(&EndsAlways::default).unwrap_err();
        assert_eq!(mismatch.engine, "any legal action (`view.legal_actions()` lists them)");
        assert!(
            mismatch.yours.starts_with(
                "end, which the rules refuse: not now: the game waits for a player to place a tile"
            ),
            "{mismatch}"
        );
    }

    #[test]
    fn ex22_asks_for_more_than_the_net_worth() {
        // Found in play: ex22 was cash plus shares at their prices, a cast from a sum. Now the
        // bonuses count too, so the net worth alone is not the answer.
        let error = ex22(|view: &SeatView, player| view.net_worth(player)).unwrap_err();
        assert_eq!(error.exercise, "ex22");
        assert!(ex22(engine_scored_now).is_ok());
    }
}
