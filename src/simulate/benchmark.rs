//! The engine's benchmark: complete games between tourists, as fast as the rules allow.
//!
//! A tourist picks a uniformly random legal action, so nearly all the time goes to the rules:
//! listing legal actions and applying them. Each game gets one generator and reuses its
//! buffers, and games are shared out in batches of [`BATCH`], which keeps the threads'
//! bookkeeping out of the figures.

use std::time::Instant;

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

use super::{Progress, SimulateConfig, game_seed, names, play_numbered};
use crate::ai::tourist;
use crate::rules::{Event, Game, Options};

/// Games a thread takes at a time: tourist games are short, so they are shared out in
/// batches.
const BATCH: usize = 64;

/// The benchmark's figures: what was played, and how long it took.
#[derive(Clone, Debug, PartialEq)]
pub struct Benchmark {
    /// Games played.
    pub games: u64,
    /// Tourists in each game.
    pub seats: usize,
    /// The run's seed.
    pub seed: u64,
    /// Worker threads.
    pub threads: usize,
    /// Seconds the games took, on the wall clock.
    pub seconds: f64,
    /// Actions in all the games together.
    pub actions: u64,
}

impl Benchmark {
    /// Games played per second.
    pub fn games_per_second(&self) -> f64 {
        self.games as f64 / self.seconds
    }

    /// The mean number of actions in a game.
    pub fn actions_per_game(&self) -> f64 {
        self.actions as f64 / self.games.max(1) as f64
    }
}

/// Plays `config.games` tourist games and answers how fast they went and how long they were.
pub(super) fn benchmark(config: &SimulateConfig) -> Benchmark {
    let names = names(&config.players);
    let start = Instant::now();
    let progress = Progress::new(config.progress.as_deref(), config.games);
    let per_game = play_numbered(config.games, config.threads, BATCH, &progress, |game| {
        play_tourist_game(&names, game_seed(config.seed, game), config.options)
    });
    progress.finish();
    let seconds = start.elapsed().as_secs_f64();
    let actions: u64 = per_game.iter().sum();
    let (games, seed, threads) = (config.games, config.seed, config.threads);
    Benchmark { games, seats: names.len(), seed, threads, seconds, actions }
}

/// One complete tourist game with a single generator; answers how many actions it took.
fn play_tourist_game(names: &[String], seed: u64, options: Options) -> u64 {
    let (mut game, _) =
        Game::new(names.iter().cloned(), seed, options).expect("2 to 6 seats, options checked");
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::PlayerKind;

    #[test]
    fn benchmark_reports_speed_and_length() {
        let config = SimulateConfig::new(50, vec![PlayerKind::Tourist; 4], 1);
        let figures = benchmark(&config);
        assert_eq!((figures.games, figures.seats, figures.seed, figures.threads), (50, 4, 1, 1));
        assert!(figures.games_per_second() > 0.0);
        // A game ends once the tiles run out, at the latest: some dozens of actions at least.
        assert!(figures.actions_per_game() > 20.0, "{figures:?}");
    }

    #[test]
    fn a_game_is_the_same_for_the_same_seed() {
        let names = names(&[PlayerKind::Tourist; 3]);
        let options = Options::default();
        assert_eq!(play_tourist_game(&names, 12, options), play_tourist_game(&names, 12, options));
    }
}
