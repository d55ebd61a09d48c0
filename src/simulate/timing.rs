//! How long computer players take to decide, and a hint to come:
//! `bauloewe simulate --time-decisions` and `--time-hints`.
//!
//! A program, not a test, so that no test depends on the clock. The first seat's level is
//! timed in games against the other seats; for the tycoon the decisions it searches are also
//! summed up on their own, since they are the ones its effort is set for. A hint is the
//! tycoon's search in the first seat's place, asked at every decision of that seat the way a
//! player who asks at every step would, and timed the same way.

use std::time::Instant;

use super::{PlayersError, SimulateConfig};
use crate::ai::{self, AiSettings, ComputerPlayer, Tycoon};
use crate::notation::PlayerKind;
use crate::rules::{Game, check_options, check_player_count};

/// What a timing run found: how long the first seat's decisions (or hints) took.
#[derive(Clone, Debug, PartialEq)]
pub struct Timing {
    /// What was timed.
    pub timed: Timed,
    /// The first seat's level.
    pub level: PlayerKind,
    /// Games played.
    pub games: u64,
    /// Every decision (or hint) timed.
    pub all: TimeSummary,
    /// The ones that took a search: every hint's, and a tycoon's decisions; none for the
    /// decisions of a level that never searches.
    pub searched: Option<TimeSummary>,
}

/// What a run times at the first seat's decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Timed {
    /// The seat's own decisions.
    Decisions,
    /// A hint in the seat's place, by a tycoon with this many playouts per decision.
    Hints {
        /// The adviser's playouts per decision.
        playouts: u32,
    },
}

/// How many times were taken, and how they spread.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TimeSummary {
    /// Times taken.
    pub count: usize,
    /// How they spread; none if none was taken.
    pub spread: Option<Spread>,
}

/// How times spread, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spread {
    /// Half the times are at most this.
    pub median_ms: f64,
    /// Nine in ten times are at most this.
    pub p90_ms: f64,
    /// The longest time.
    pub max_ms: f64,
    /// The mean time.
    pub mean_ms: f64,
}

/// Decision times of the first seat, in milliseconds.
#[derive(Default)]
struct Times {
    /// Every decision.
    all: Vec<f64>,
    /// The decisions the tycoon searched.
    searched: Vec<f64>,
}

/// Times the decisions of the first seat's level in games against the other seats: their
/// median, 90th percentile, maximum and mean. For the tycoon the decisions it searches are
/// summed up on their own, since they are the ones its effort is set for.
///
/// ```
/// use bauloewe::ai::AiSettings;
/// use bauloewe::notation::PlayerKind;
/// use bauloewe::simulate::{SimulateConfig, Timed, time_decisions};
/// let config = SimulateConfig::new(1, vec![PlayerKind::Broker, PlayerKind::Tourist], 1);
/// let timing = time_decisions(&config, &AiSettings::default())?;
/// assert_eq!((timing.timed, timing.level, timing.games), (Timed::Decisions, PlayerKind::Broker, 1));
/// assert!(timing.all.count > 0 && timing.all.spread.is_some());
/// assert_eq!(timing.searched, None, "a broker does not search");
/// # Ok::<(), bauloewe::simulate::PlayersError>(())
/// ```
pub fn time_decisions(config: &SimulateConfig, settings: &AiSettings) -> Result<Timing, PlayersError> {
    let mut times = time_games(config, settings, Timed::Decisions)?;
    let level = config.players[0];
    let searched = (level == PlayerKind::Tycoon).then(|| summarize(&mut times.searched));
    let all = summarize(&mut times.all);
    Ok(Timing { timed: Timed::Decisions, level, games: config.games, all, searched })
}

/// Times a hint at every decision of the first seat in games against the other seats, as
/// the console gives it (one adviser, a tycoon with the effort of `settings`, kept for the
/// whole game): their median, 90th percentile, maximum and mean; the hints that took a
/// search are summed up on their own. The first seat plays its own level's choice, not the
/// hint's.
///
/// ```
/// use bauloewe::ai::AiSettings;
/// use bauloewe::notation::PlayerKind;
/// use bauloewe::simulate::{SimulateConfig, Timed, time_hints};
/// let config = SimulateConfig::new(1, vec![PlayerKind::Broker, PlayerKind::Broker], 1);
/// let timing = time_hints(&config, &AiSettings { tycoon_playouts: 20, threads: 1 })?;
/// assert_eq!(timing.timed, Timed::Hints { playouts: 20 });
/// assert!(timing.searched.is_some_and(|searched| searched.count <= timing.all.count));
/// # Ok::<(), bauloewe::simulate::PlayersError>(())
/// ```
pub fn time_hints(config: &SimulateConfig, settings: &AiSettings) -> Result<Timing, PlayersError> {
    let timed = Timed::Hints { playouts: settings.tycoon_playouts };
    let mut times = time_games(config, settings, timed)?;
    let (all, searched) = (summarize(&mut times.all), Some(summarize(&mut times.searched)));
    Ok(Timing { timed, level: config.players[0], games: config.games, all, searched })
}

/// The count and spread of `times` (sorted here).
fn summarize(times: &mut [f64]) -> TimeSummary {
    if times.is_empty() {
        return TimeSummary { count: 0, spread: None };
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    let mean_ms = times.iter().sum::<f64>() / times.len() as f64;
    let spread = Spread { median_ms: at(0.5), p90_ms: at(0.9), max_ms: at(1.0), mean_ms };
    TimeSummary { count: times.len(), spread: Some(spread) }
}

/// Plays the run's games and times what `timed` says; refuses a lineup of other than 2 to 6
/// players (R6).
fn time_games(config: &SimulateConfig, settings: &AiSettings, timed: Timed) -> Result<Times, PlayersError> {
    check_player_count(config.players.len()).map_err(PlayersError::Count)?;
    check_options(config.options, config.players.len()).map_err(PlayersError::Count)?;
    let mut times = Times::default();
    for game_index in 0..config.games {
        time_game(new_game(config, game_index), config, settings, timed, &mut times);
    }
    Ok(times)
}

/// Game number `game_index` of the run, with seats named `P0`, `P1`, ... (2 to 6 of them).
fn new_game(config: &SimulateConfig, game_index: u64) -> Game {
    let names = (0..config.players.len()).map(|i| format!("P{i}"));
    let seed = config.seed.wrapping_add(game_index);
    Game::new(names, seed, config.options)
        .expect("2 to 6 seats with distinct names, and the options checked")
        .0
}

/// Plays `game` to the end and adds the first seat's decision or hint times to `times`.
fn time_game(
    mut game: Game,
    config: &SimulateConfig,
    settings: &AiSettings,
    timed: Timed,
    times: &mut Times,
) {
    let seats = 0..config.players.len();
    let mut players: Vec<_> = seats.map(|seat| config.seat_player(seat, settings)).collect();
    // The console's adviser: it is asked only when hints are timed, and costs nothing else.
    let mut adviser = Tycoon::new(*settings);
    while let Some(player) = game.decision().player() {
        let Some(computer) = players[player].as_mut() else { break };
        let view = game.view(player);
        let timing = player == 0;
        let action = match timed {
            Timed::Hints { .. } if timing => {
                let search = adviser.searches(&view);
                let start = Instant::now();
                ai::hint(&mut adviser, &view);
                times.add(start, search);
                computer.decide(&view)
            }
            _ => {
                let search = computer.searches(&view);
                let start = Instant::now();
                let action = computer.decide(&view);
                if timing {
                    times.add(start, search);
                }
                action
            }
        };
        if game.apply(action).is_err() {
            break;
        }
    }
}

impl Times {
    /// Adds the time since `start`, also to the searched ones if `searched`.
    fn add(&mut self, start: Instant, searched: bool) {
        let millis = start.elapsed().as_secs_f64() * 1e3;
        self.all.push(millis);
        if searched {
            self.searched.push(millis);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_times_have_no_spread() {
        assert_eq!(summarize(&mut []), TimeSummary { count: 0, spread: None });
    }

    #[test]
    fn times_spread_from_the_median_to_the_longest() {
        let mut times = [4.0, 1.0, 3.0, 2.0, 10.0];
        let spread = Spread { median_ms: 3.0, p90_ms: 4.0, max_ms: 10.0, mean_ms: 4.0 };
        assert_eq!(summarize(&mut times), TimeSummary { count: 5, spread: Some(spread) });
    }

    #[test]
    fn a_lineup_of_one_is_refused() {
        let config = SimulateConfig::new(1, vec![PlayerKind::Broker], 1);
        let refused = time_decisions(&config, &AiSettings::default());
        assert!(matches!(refused, Err(PlayersError::Count(_))), "{refused:?}");
    }
}
