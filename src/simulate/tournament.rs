//! Tournaments: duplicate, seat-rotated games between computer players.
//!
//! Game number `g` plays deal `g / seats` (its seed) with the lineup turned by `g % seats`
//! seats, so each deal is played once per rotation and every level sits in every seat with
//! the same tiles: luck of the deal and of the seat cancels out. Games run one per thread
//! (a tycoon then searches on one thread), and their results are read in game order.

use std::io::{self, Write};
use std::time::Instant;

use super::stats::{self, Played};
use super::{Progress, SimulateConfig, game_seed, play_numbered};
use crate::ai::{self, AiSettings};
use crate::notation::PlayerKind;
use crate::rules::{Game, Options};

/// Plays every deal in every seat rotation and prints each level's figures.
pub(super) fn tournament(
    config: &SimulateConfig,
    settings: &AiSettings,
    out: &mut dyn Write,
) -> io::Result<()> {
    let seats = config.players.len();
    let deals = config.games.div_ceil(seats as u64).max(1);
    let games = deals * seats as u64;
    let mut settings = *settings;
    if config.threads > 1 {
        settings.threads = 1;
    }
    let start = Instant::now();
    let progress = Progress::new(config.progress, games);
    let played = play_numbered(games, config.threads, 1, &progress, |game| {
        let lineup = rotated(&config.players, (game % seats as u64) as usize);
        let outcome = play_game(&lineup, game_seed(config.seed, game / seats as u64), &settings);
        Played { lineup, outcome }
    });
    progress.finish();
    let seconds = start.elapsed().as_secs_f64();
    write_header(config, &settings, deals, seconds, out)?;
    for level in levels(&config.players) {
        write_level(level, &stats::level_figures(level, &config.players, &played), out)?;
    }
    writeln!(out, "(parity: {:.1}% per seat)", 100.0 / seats as f64)
}

/// The lineup turned by `rotation` seats: seat `s` gets the level of seat `s + rotation`.
fn rotated(players: &[PlayerKind], rotation: usize) -> Vec<PlayerKind> {
    (0..players.len()).map(|s| players[(s + rotation) % players.len()]).collect()
}

/// One game of the tournament: each seat plays its level, with default or given effort.
fn play_game(lineup: &[PlayerKind], seed: u64, settings: &AiSettings) -> Vec<stats::SeatResult> {
    let (mut game, _) = Game::new(super::names(lineup), seed, Options::default()).expect("2 to 6 seats");
    let mut players = ai::players(lineup, settings);
    let mut events = Vec::new();
    while let Some(seat) = game.decision().player() {
        let player = players[seat].as_mut().expect("simulate seats computer players only");
        let action = player.decide(&game.view(seat));
        events.clear();
        game.apply_into(action, &mut events).expect("computer players play legal actions");
    }
    stats::seat_results(&game.ranking(), |player| game.cash(player))
}

/// Writes what was played, how long it took, and the table's column heads.
fn write_header(
    config: &SimulateConfig,
    settings: &AiSettings,
    deals: u64,
    seconds: f64,
    out: &mut dyn Write,
) -> io::Result<()> {
    let seats = config.players.len();
    let games = deals * seats as u64;
    writeln!(
        out,
        "{games} games ({deals} {} x {seats} seat rotations) of {}, seed {}, {} thread(s), {:.2} s, {:.1} games/s",
        if deals == 1 { "deal" } else { "deals" },
        lineup_text(&config.players),
        config.seed,
        config.threads,
        seconds,
        games as f64 / seconds
    )?;
    if config.players.contains(&PlayerKind::Tycoon) {
        writeln!(out, "tycoon effort: {} playouts per decision", settings.tycoon_playouts)?;
    }
    writeln!(
        out,
        "{:<8} {:>5} {:>22} {:>9} {:>11}",
        "level", "seats", "win share (95% CI)", "mean rank", "mean cash"
    )
}

/// Writes one level's line of the table.
fn write_level(level: PlayerKind, figures: &stats::LevelFigures, out: &mut dyn Write) -> io::Result<()> {
    // One deal gives no spread to estimate an interval from.
    let interval = figures.half_width.map_or("n/a".to_string(), |h| format!("{:.1}", 100.0 * h));
    writeln!(
        out,
        "{:<8} {:>5} {:>9.1}% ± {:>4} pts {:>9.2} {:>11.0}",
        level.word(),
        figures.seats,
        100.0 * figures.win_share,
        interval,
        figures.mean_rank,
        figures.mean_cash
    )
}

/// The distinct levels of a lineup, in the order they first appear.
fn levels(players: &[PlayerKind]) -> Vec<PlayerKind> {
    let mut levels: Vec<PlayerKind> = Vec::new();
    for kind in players {
        if !levels.contains(kind) {
            levels.push(*kind);
        }
    }
    levels
}

/// A lineup written as a player list, like `tycoon,broker,broker`.
fn lineup_text(players: &[PlayerKind]) -> String {
    players.iter().map(|k| k.word()).collect::<Vec<_>>().join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(config: &SimulateConfig) -> String {
        let mut out = Vec::new();
        tournament(config, &AiSettings::default(), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn tournament_figures_do_not_depend_on_threads() {
        let players = vec![PlayerKind::Broker, PlayerKind::Tourist, PlayerKind::Tourist];
        let mut config = SimulateConfig::new(30, players, 9);
        config.progress = false;
        let one = report(&config);
        config.threads = 2;
        let two = report(&config);
        let figures = |text: &str| text.lines().skip(1).map(String::from).collect::<Vec<_>>();
        assert_eq!(figures(&one), figures(&two));
    }

    #[test]
    fn every_level_sits_in_every_seat() {
        use PlayerKind::{Broker, Tourist, Tycoon};
        let players = [Tycoon, Broker, Tourist];
        assert_eq!(rotated(&players, 1), [Broker, Tourist, Tycoon]);
        assert_eq!(rotated(&players, 2), [Tourist, Tycoon, Broker]);
        assert_eq!(levels(&[Broker, Tourist, Broker]), [Broker, Tourist]);
    }

    #[test]
    fn broker_beats_tourists_by_a_wide_margin() {
        let players = [PlayerKind::Broker, PlayerKind::Tourist, PlayerKind::Tourist, PlayerKind::Tourist];
        let seats = players.len();
        let deals = 50;
        let mut wins = 0.0;
        for deal in 0..deals {
            for rotation in 0..seats {
                let lineup = rotated(&players, rotation);
                let outcome = play_game(&lineup, game_seed(77, deal), &AiSettings::default());
                let broker = lineup.iter().position(|k| *k == PlayerKind::Broker).unwrap();
                wins += outcome[broker].win;
            }
        }
        let share = wins / (deals as f64 * seats as f64);
        assert!(share > 0.7, "broker won only {:.1}% of 200 games against tourists", 100.0 * share);
    }
}
