//! Chapter 9's checkers: replaying a game from its start and its actions, and a script of your
//! own.

use std::io::Cursor;

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

use super::says::{said, say};
use super::shown::{Plain, Shown};
use super::{Mismatch, same};
use crate::ai::tourist;
use crate::console::{Repl, ScriptSource};
use crate::notation::{PlayerKind, Seat, write_action, write_position};
use crate::record::{Origin, Record, ReplayError};
use crate::rules::{Action, Game, Options};
use crate::session::Session;
use crate::show::Palette;

/// Exercise 19: `replay(names, seed, actions)` must rebuild the game [`Record::replay`]
/// rebuilds from a new deal and its actions, or fail with the same [`ReplayError`]: for every
/// tenth moment of 10 whole games, for the same actions with a refused one slipped in, and for
/// a table of one.
pub fn ex19(replay: impl Fn(&[&str], u64, &[Action]) -> Result<Game, ReplayError>) -> Result<(), Mismatch> {
    let mut cases: Vec<(Vec<&str>, u64, Vec<Action>)> = vec![(vec!["Ann"], 1, Vec::new())];
    for seed in 0..10 {
        let names = ["Ann", "Bob", "Cid", "Dee"][..2 + seed as usize % 3].to_vec();
        let actions = tourist_game(&names, seed);
        for len in (0..actions.len()).step_by(10) {
            cases.push((names.clone(), seed, actions[..len].to_vec()));
            let refused = [&actions[..len], &[Action::Announce, Action::EndTurn]].concat();
            cases.push((names.clone(), seed, refused));
        }
    }
    for (names, seed, actions) in cases {
        let seats = names.iter().map(|name| Seat::new(name, PlayerKind::Human).expect("a name")).collect();
        let origin = Origin::New { seats, seed, options: Options::default() };
        let engine = Record::replay(origin, &actions).map(|record| record.game().clone());
        let yours = replay(&names, seed, &actions);
        if engine != yours {
            let last = match actions.last() {
                Some(action) => format!(", {} `{}`", say("the last", "die letzte"), write_action(*action)),
                None => String::new(),
            };
            let count = actions.len();
            let input = said!(
                "{names:?}, seed {seed} and {count} actions{last}",
                "{names:?}, Startwert {seed} und {count} Aktionen{last}"
            );
            same("ex19", input, Plain(shown(&engine)), Plain(shown(&yours)))?;
        }
    }
    Ok(())
}

/// A replay's answer, short enough to read: the game as a position file, or the error.
fn shown(result: &Result<Game, ReplayError>) -> String {
    match result {
        Ok(game) => format!(
            "Ok({} {}):\n{}",
            say("the game at turn", "das Spiel in Zug"),
            game.turn_number(),
            write_position(game, &vec![PlayerKind::Human; game.player_count()])
        ),
        Err(error) => format!("Err({}): {error}", error.shown()),
    }
}

/// The actions of a whole game between tourists.
fn tourist_game(names: &[&str], seed: u64) -> Vec<Action> {
    let (mut game, _) = Game::new(names.iter().copied(), seed, Options::default()).expect("seats");
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut actions = Vec::new();
    while let Some(seat) = game.decision().player() {
        let action = tourist::choose(&game.view(seat), &mut rng);
        game.apply(action).expect("a tourist plays legal actions");
        actions.push(action);
    }
    actions
}

/// Exercise 20: `script` is a command file for Ann (a person) against Bob (a tourist), seed 42,
/// as `cargo run -- --seed 42 --players Ann,Bob:tourist` deals it, written by the learner's
/// program playing that game. It must hold at least 6 commands, none of them refused, play Ann's first three turns to their end (the game reaches
/// turn [`SCRIPT_TURN`], Bob playing the turns between), and play to the same output twice.
pub fn ex20(script: &str) -> Result<(), Mismatch> {
    let commands = script.lines().filter(|line| !line.trim().is_empty() && !line.starts_with('#')).count();
    // No engine plays a script to compare with: each check says in its own sentence what the
    // script does and what it must do.
    let fails = |said: String| Mismatch {
        exercise: "ex20",
        input: String::new(),
        engine: String::new(),
        yours: String::new(),
        said: Some(said),
    };
    if commands < 6 {
        let (en, de) = if commands == 1 { ("command", "Befehl") } else { ("commands", "Befehle") };
        return Err(fails(
            said!(
                "your script has {commands} {en}; it needs at least 6",
                "dein Skript hat {commands} {de}, nötig sind mindestens 6"
            )
            .to_string(),
        ));
    }
    let (first, refused, turn) = play(script);
    if refused > 0 {
        return Err(fails(
            said!(
                "your script has refused commands ({refused}); none may be refused",
                "dein Skript hat abgelehnte Befehle ({refused}), erlaubt ist keiner"
            )
            .to_string(),
        ));
    }
    if turn < SCRIPT_TURN {
        return Err(fails(
            said!(
                "your script plays to turn {turn}; it must reach turn {SCRIPT_TURN} or later",
                "dein Skript spielt bis Zug {turn}, nötig ist Zug {SCRIPT_TURN} oder später"
            )
            .to_string(),
        ));
    }
    if play(script).0 != first {
        return Err(fails(
            say(
                "played twice, your script gives a different output the second time",
                "zweimal gespielt gibt dein Skript beim zweiten Mal eine andere Ausgabe",
            )
            .to_string(),
        ));
    }
    Ok(())
}

/// The turn ex20's script must reach: Ann's fourth, after three of hers and three of Bob's.
pub const SCRIPT_TURN: u32 = 7;

/// The output of the REPL over `script`, how many lines it refused, and the turn it reached.
fn play(script: &str) -> (String, usize, u32) {
    let seats = vec![
        Seat::new("Ann", PlayerKind::Human).expect("a name"),
        Seat::new("Bob", PlayerKind::Tourist).expect("a name"),
    ];
    let (session, setup) = Session::new(seats, 42, Options::default()).expect("two seats");
    let mut input = ScriptSource::new(Cursor::new(script.to_string()));
    let mut out = Vec::new();
    let mut repl = Repl::new(session, &mut input, &mut out, Palette::Plain);
    let report = repl.run(&setup).expect("output to memory");
    let turn = repl.session().game().turn_number();
    drop(repl);
    (String::from_utf8_lossy(&out).into_owned(), report.refused, turn)
}
