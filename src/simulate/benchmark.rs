//! The engine's benchmark: complete games between tourists, as fast as the rules allow.
//!
//! A tourist picks a uniformly random legal action, so nearly all the time goes to the rules:
//! counting legal actions and applying them. Each game gets one generator. The tourist's
//! action is played by its position in one step, without events, as nobody reads them
//! ([`Game::apply_chosen_unrecorded`]). Each thread deals its games into one game it keeps
//! ([`Game::deal_again`]), and games are shared out in batches of [`BATCH`], which keeps the
//! threads' bookkeeping out of the figures.

use std::time::Instant;

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

use super::{Progress, SimulateConfig, game_seed, names, play_numbered_with};
use crate::ai::tourist;
use crate::rules::Game;

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
    // Each thread's game, dealt anew for every game it plays.
    let table =
        || Game::new(names.iter().cloned(), 0, config.options).expect("2 to 6 seats, options checked").0;
    let per_game =
        play_numbered_with(config.games, config.threads, BATCH, &progress, table, |table, game| {
            play_tourist_game_at(table, game_seed(config.seed, game))
        });
    progress.finish();
    let seconds = start.elapsed().as_secs_f64();
    let actions: u64 = per_game.iter().sum();
    let (games, seed, threads) = (config.games, config.seed, config.threads);
    Benchmark { games, seats: names.len(), seed, threads, seconds, actions }
}

/// One complete tourist game dealt from `seed` into `table`, a game of the benchmark's players
/// and variants, with a single generator; answers how many actions it took.
fn play_tourist_game_at(table: &mut Game, seed: u64) -> u64 {
    table.deal_again(seed);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x5eed);
    let mut actions = 0;
    // The game's legal actions are those of the seat deciding; none once the game is over.
    while !table.is_over() {
        table.apply_chosen_unrecorded(|choices| tourist::position_among(choices, &mut rng));
        actions += 1;
    }
    actions
}

/// [`play_tourist_game_at`] at a table of its own, first dealt from another seed: what a
/// thread's second game plays. Answers the finished game and how many actions it took.
#[cfg(test)]
fn play_tourist_game(names: &[String], seed: u64, options: crate::rules::Options) -> (Game, u64) {
    let (mut table, _) =
        Game::new(names.iter().cloned(), !seed, options).expect("2 to 6 seats, options checked");
    let actions = play_tourist_game_at(&mut table, seed);
    (table, actions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::PlayerKind;
    use crate::rules::Options;

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
    fn a_benchmark_game_plays_as_a_recorded_game_with_listed_actions() {
        // The reference way: list the legal actions, pick as the tourist picks, keep events.
        let reference = |names: &[String], seed: u64, options: Options| {
            let (mut game, _) = Game::new(names.iter().cloned(), seed, options).unwrap();
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x5eed);
            let mut actions = 0;
            while game.decision().player().is_some() {
                let action = crate::rules::test_support::random_action(&game, &mut rng);
                game.apply(action).unwrap();
                actions += 1;
            }
            (game, actions)
        };
        for (seats, seed) in (2..=6).flat_map(|seats| (0..8).map(move |seed| (seats, seed * 31 + 1))) {
            let names = names(&vec![PlayerKind::Tourist; seats]);
            for options in [Options::default(), Options { quick: true, market: seats == 2, hidden: true }] {
                // The same end, field by field, after as many actions.
                let played = play_tourist_game(&names, seed, options);
                assert_eq!(played, reference(&names, seed, options), "{seats} seats, seed {seed}");
            }
        }
    }

    #[test]
    fn a_game_is_the_same_for_the_same_seed() {
        let names = names(&[PlayerKind::Tourist; 3]);
        let options = Options::default();
        assert_eq!(play_tourist_game(&names, 12, options), play_tourist_game(&names, 12, options));
    }
}
