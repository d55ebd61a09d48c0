//! How long computer players take to decide: `bauloewe simulate --time-decisions`.
//!
//! A program, not a test, so that no test depends on the clock. The first seat's level is
//! timed in games against the other seats; for the tycoon the decisions it searches are also
//! summed up on their own, since they are the ones its effort is set for.

use std::io::{self, Write};
use std::time::Instant;

use super::SimulateConfig;
use crate::ai::{self, AiSettings};
use crate::notation::PlayerKind;
use crate::rules::{Game, Options};

/// Decision times of the first seat, in milliseconds.
#[derive(Default)]
struct Times {
    /// Every decision.
    all: Vec<f64>,
    /// The decisions the tycoon searched.
    searched: Vec<f64>,
}

/// Times the decisions of the first seat's level in games against the other seats, and writes
/// the median, 90th percentile, maximum and mean. For the tycoon the decisions it searches are
/// summed up on their own line, since they are the ones its effort is set for.
///
/// ```
/// use bauloewe::ai::AiSettings;
/// use bauloewe::notation::PlayerKind;
/// use bauloewe::simulate::{SimulateConfig, time_decisions};
/// let config = SimulateConfig::new(1, vec![PlayerKind::Broker, PlayerKind::Tourist], 1);
/// let mut report = Vec::new();
/// time_decisions(&config, &AiSettings::default(), &mut report)?;
/// let report = String::from_utf8(report)?;
/// assert!(report.contains(" decisions of broker in 1 games\nall decisions: median "));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn time_decisions(config: &SimulateConfig, settings: &AiSettings, out: &mut dyn Write) -> io::Result<()> {
    let mut times = Times::default();
    for game_index in 0..config.games {
        let Some(game) = new_game(config, game_index) else {
            return writeln!(out, "simulate needs 2 to 6 players, not {}", config.players.len());
        };
        time_game(game, &config.players, settings, &mut times);
    }
    let kind = config.players[0];
    writeln!(out, "{} decisions of {kind} in {} games", times.all.len(), config.games)?;
    write_decision_times("all decisions", &mut times.all, out)?;
    if kind == PlayerKind::Tycoon {
        write_decision_times(&format!("{} searched", times.searched.len()), &mut times.searched, out)?;
    }
    Ok(())
}

/// Game number `game_index` of the run, with seats named `P0`, `P1`, ...; none for a lineup
/// the rules refuse.
fn new_game(config: &SimulateConfig, game_index: u64) -> Option<Game> {
    let names = (0..config.players.len()).map(|i| format!("P{i}"));
    let seed = config.seed.wrapping_add(game_index);
    Game::new(names, seed, Options::default()).ok().map(|(game, _)| game)
}

/// Plays `game` to the end and adds the first seat's decision times to `times`.
fn time_game(mut game: Game, kinds: &[PlayerKind], settings: &AiSettings, times: &mut Times) {
    let mut players = ai::players(kinds, settings);
    while let Some(player) = game.decision().player() {
        let Some(computer) = players[player].as_mut() else { break };
        let view = game.view(player);
        let search = computer.searches(&view);
        let start = Instant::now();
        let action = computer.decide(&view);
        let millis = start.elapsed().as_secs_f64() * 1e3;
        if player == 0 {
            times.all.push(millis);
            if search {
                times.searched.push(millis);
            }
        }
        if game.apply(action).is_err() {
            break;
        }
    }
}

/// Writes one line summing up decision times in milliseconds, headed by `label`.
fn write_decision_times(label: &str, times: &mut [f64], out: &mut dyn Write) -> io::Result<()> {
    if times.is_empty() {
        return writeln!(out, "{label}: none timed");
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    writeln!(
        out,
        "{label}: median {:.3} ms, 90th percentile {:.3} ms, max {:.3} ms, mean {mean:.3} ms",
        at(0.5),
        at(0.9),
        at(1.0)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_decisions_are_reported_as_none_timed() {
        let mut out = Vec::new();
        write_decision_times("all decisions", &mut [], &mut out).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), "all decisions: none timed\n");
    }
}
