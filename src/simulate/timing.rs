//! How long computer players take to decide, and a hint to come:
//! `bauloewe simulate --time-decisions` and `--time-hints`.
//!
//! A program, not a test, so that no test depends on the clock. The first seat's level is
//! timed in games against the other seats; for the tycoon the decisions it searches are also
//! summed up on their own, since they are the ones its effort is set for. A hint is the
//! tycoon's search in the first seat's place, asked at every decision of that seat the way a
//! player who asks at every step would, and timed the same way.

use std::io::{self, Write};
use std::time::Instant;

use super::{SimulateConfig, decimal};
use crate::ai::{self, AiSettings, ComputerPlayer, Tycoon};
use crate::console::Lang;
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
    let lang = config.lang;
    let Some(mut times) = time_games(config, settings, Timed::Decisions) else {
        return writeln!(out, "{}", refused_lineup(config));
    };
    let (decisions, kind, games) = (times.all.len(), config.players[0], config.games);
    match lang {
        Lang::En => writeln!(out, "{decisions} decisions of {kind} in {games} games")?,
        Lang::De => writeln!(out, "{decisions} Entscheidungen von {kind} in {games} {}", spiele(games))?,
    }
    write_decision_times(lang, lang.pick("all decisions", "alle Entscheidungen"), &mut times.all, out)?;
    if kind == PlayerKind::Tycoon {
        write_decision_times(lang, &searched(lang, &times), &mut times.searched, out)?;
    }
    Ok(())
}

/// Times a hint at every decision of the first seat in games against the other seats, as
/// the console gives it (one adviser, a tycoon with the effort of `settings`, kept for the
/// whole game), and writes the median, 90th percentile, maximum and mean; the hints that
/// took a search are summed up on their own line. The first seat plays its own level's
/// choice, not the hint's.
///
/// ```
/// use bauloewe::ai::AiSettings;
/// use bauloewe::notation::PlayerKind;
/// use bauloewe::simulate::{SimulateConfig, time_hints};
/// let config = SimulateConfig::new(1, vec![PlayerKind::Broker, PlayerKind::Broker], 1);
/// let mut report = Vec::new();
/// time_hints(&config, &AiSettings { tycoon_playouts: 20, threads: 1 }, &mut report)?;
/// let report = String::from_utf8(report)?;
/// assert!(report.contains(" hints (tycoon:20) for broker in 1 games\nall hints: median "));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn time_hints(config: &SimulateConfig, settings: &AiSettings, out: &mut dyn Write) -> io::Result<()> {
    let lang = config.lang;
    let Some(mut times) = time_games(config, settings, Timed::Hints) else {
        return writeln!(out, "{}", refused_lineup(config));
    };
    let (hints, kind, playouts, games) =
        (times.all.len(), config.players[0], settings.tycoon_playouts, config.games);
    match lang {
        Lang::En => writeln!(out, "{hints} hints (tycoon:{playouts}) for {kind} in {games} games")?,
        Lang::De => {
            writeln!(out, "{hints} Tipps (tycoon:{playouts}) für {kind} in {games} {}", spiele(games))?
        }
    }
    write_decision_times(lang, lang.pick("all hints", "alle Tipps"), &mut times.all, out)?;
    write_decision_times(lang, &searched(lang, &times), &mut times.searched, out)
}

/// `Spiel` or `Spielen`, after `in 1` or `in 2`.
fn spiele(games: u64) -> &'static str {
    Lang::plural(games, "Spiel", "Spielen")
}

/// The head of the line for the searched decisions: `38 searched`.
fn searched(lang: Lang, times: &Times) -> String {
    let count = times.searched.len();
    lang.pick(format!("{count} searched"), format!("{count} gesucht"))
}

/// Why a lineup cannot be timed: it is not 2 to 6 players (R6).
fn refused_lineup(config: &SimulateConfig) -> String {
    let count = config.players.len();
    config.lang.pick(
        format!("simulate needs 2 to 6 players, not {count}"),
        format!("simulate braucht 2 bis 6 Spieler, nicht {count}"),
    )
}

/// What a run times at the first seat's decisions.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Timed {
    /// The seat's own decisions.
    Decisions,
    /// A hint in the seat's place.
    Hints,
}

/// Plays the run's games and times what `timed` says; none for a lineup the rules refuse.
fn time_games(config: &SimulateConfig, settings: &AiSettings, timed: Timed) -> Option<Times> {
    let mut times = Times::default();
    for game_index in 0..config.games {
        let game = new_game(config, game_index)?;
        time_game(game, config, settings, timed, &mut times);
    }
    Some(times)
}

/// Game number `game_index` of the run, with seats named `P0`, `P1`, ...; none for a lineup
/// the rules refuse.
fn new_game(config: &SimulateConfig, game_index: u64) -> Option<Game> {
    let names = (0..config.players.len()).map(|i| format!("P{i}"));
    let seed = config.seed.wrapping_add(game_index);
    Game::new(names, seed, Options::default()).ok().map(|(game, _)| game)
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
    let mut players: Vec<_> =
        seats.map(|seat| ai::player(config.players[seat], &config.seat_settings(seat, settings))).collect();
    // The console's adviser: it is asked only when hints are timed, and costs nothing else.
    let mut adviser = Tycoon::new(*settings);
    while let Some(player) = game.decision().player() {
        let Some(computer) = players[player].as_mut() else { break };
        let view = game.view(player);
        let timing = player == 0;
        let action = match timed {
            Timed::Hints if timing => {
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

/// Writes one line summing up decision times in milliseconds, headed by `label`, in `lang`.
fn write_decision_times(lang: Lang, label: &str, times: &mut [f64], out: &mut dyn Write) -> io::Result<()> {
    if times.is_empty() {
        return writeln!(out, "{label}: {}", lang.pick("none timed", "keine gemessen"));
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| decimal(lang, times[((times.len() - 1) as f64 * q) as usize], 3);
    let mean = decimal(lang, times.iter().sum::<f64>() / times.len() as f64, 3);
    let (median, p90, max) = (at(0.5), at(0.9), at(1.0));
    match lang {
        Lang::En => writeln!(
            out,
            "{label}: median {median} ms, 90th percentile {p90} ms, max {max} ms, mean {mean} ms"
        ),
        Lang::De => writeln!(
            out,
            "{label}: Median {median} ms, 90. Perzentil {p90} ms, Maximum {max} ms, Mittel {mean} ms"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_decisions_are_reported_as_none_timed() {
        let mut out = Vec::new();
        write_decision_times(Lang::En, "all decisions", &mut [], &mut out).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), "all decisions: none timed\n");
    }
}
