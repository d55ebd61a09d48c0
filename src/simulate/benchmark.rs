//! The engine's benchmark: complete games between tourists, as fast as the rules allow.
//!
//! A tourist picks a uniformly random legal action, so nearly all the time goes to the rules:
//! listing legal actions and applying them. Each game gets one generator and reuses its
//! buffers, and games are shared out in batches of [`BATCH`], which keeps the threads'
//! bookkeeping out of the figures.

use std::io::{self, Write};
use std::time::Instant;

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

use super::{Progress, SimulateConfig, decimal, game_seed, names, play_numbered};
use crate::ai::tourist;
use crate::console::Lang;
use crate::rules::{Event, Game, Options};

/// Games a thread takes at a time: tourist games are short, so they are shared out in
/// batches.
const BATCH: usize = 64;

/// Plays `config.games` tourist games and prints games per second and actions per game.
pub(super) fn benchmark(config: &SimulateConfig, out: &mut dyn Write) -> io::Result<()> {
    let names = names(&config.players);
    let start = Instant::now();
    let progress = Progress::new(config.progress, config.games);
    let per_game = play_numbered(config.games, config.threads, BATCH, &progress, |game| {
        play_tourist_game(&names, game_seed(config.seed, game))
    });
    progress.finish();
    let seconds = start.elapsed().as_secs_f64();
    let actions: u64 = per_game.iter().sum();
    write_report(config, names.len(), seconds, actions, out)
}

/// One complete tourist game with a single generator; answers how many actions it took.
fn play_tourist_game(names: &[String], seed: u64) -> u64 {
    let (mut game, _) = Game::new(names.iter().cloned(), seed, Options::default()).expect("2 to 6 seats");
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x5eed);
    let mut legal = Vec::with_capacity(16);
    let mut events: Vec<Event> = Vec::with_capacity(64);
    let mut actions = 0;
    while let Some(seat) = game.decision().player() {
        let action = tourist::choose_with(&game.view(seat), &mut rng, &mut legal);
        events.clear();
        game.apply_into(action, &mut events).expect("tourists play legal actions");
        actions += 1;
    }
    actions
}

/// Writes the benchmark's figures: what was played, games per second, actions per game and
/// the time it took.
fn write_report(
    config: &SimulateConfig,
    seats: usize,
    seconds: f64,
    actions: u64,
    out: &mut dyn Write,
) -> io::Result<()> {
    let games = config.games.max(1) as f64;
    let (per_second, per_game) = (config.games as f64 / seconds, actions as f64 / games);
    let lang = config.lang;
    let (count, seed, threads) = (config.games, config.seed, config.threads);
    match lang {
        Lang::En => {
            writeln!(out, "{count} tourist games of {seats} players, seed {seed}, {threads} thread(s)")?
        }
        Lang::De => writeln!(
            out,
            "{count} Touristenspiele mit {seats} Spielern, Startwert {seed}, {threads} Thread(s)"
        )?,
    }
    let labels = lang.pick(
        ["games per second:", "actions per game:", "time:"],
        ["Spiele je Sekunde:", "Aktionen je Spiel:", "Zeit:"],
    );
    writeln!(out, "{:<19}{}", labels[0], decimal(lang, per_second, 0))?;
    writeln!(out, "{:<19}{}", labels[1], decimal(lang, per_game, 1))?;
    writeln!(out, "{:<19}{} s", labels[2], decimal(lang, seconds, 2))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::PlayerKind;

    #[test]
    fn benchmark_reports_speed_and_length() {
        let mut config = SimulateConfig::new(50, vec![PlayerKind::Tourist; 4], 1);
        config.progress = false;
        let mut out = Vec::new();
        benchmark(&config, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("games per second"));
        assert!(text.contains("actions per game"));
    }

    #[test]
    fn a_game_is_the_same_for_the_same_seed() {
        let names = names(&[PlayerKind::Tourist; 3]);
        assert_eq!(play_tourist_game(&names, 12), play_tourist_game(&names, 12));
    }
}
