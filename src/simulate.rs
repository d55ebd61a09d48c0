//! Benchmarks and tournaments between computer players: `bauloewe simulate`.
//!
//! - With tourists in every seat, `simulate` is the engine's benchmark: it plays complete
//!   games as fast as it can (one generator per game, reused buffers) and prints games per
//!   second and actions per game.
//! - With any other mix it is a tournament of duplicate, seat-rotated games: each deal is
//!   played once per rotation of the lineup, so every level sits in every seat with the same
//!   tiles. It prints each level's win share (ties split) with a 95% confidence interval,
//!   mean rank and mean final cash.
//!
//! Games are numbered, and a game's seed depends on its number only; threads take games in
//! any order but results are added up in game order, so the figures never depend on
//! `--threads`.

use std::io::{self, IsTerminal, Write};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

use crate::ai::{self, AiSettings, tourist};
use crate::rules::{Event, Game, Options, PlayerKind, Seat};

/// What `bauloewe simulate` was asked to do.
#[derive(Clone, Debug)]
pub struct SimulateConfig {
    /// Number of games to play; a tournament rounds it up to whole deals (one game per seat
    /// rotation).
    pub games: u64,
    /// The seats' levels, in seat order.
    pub players: Vec<PlayerKind>,
    /// The seed of the first deal.
    pub seed: u64,
    /// Worker threads.
    pub threads: usize,
    /// Whether a progress bar may be drawn (it is, on a terminal, for long runs).
    pub progress: bool,
}

impl SimulateConfig {
    /// A configuration with one thread and a progress bar.
    ///
    /// ```
    /// use bauloewe::rules::PlayerKind;
    /// use bauloewe::simulate::{SimulateConfig, run};
    /// let mut config = SimulateConfig::new(8, vec![PlayerKind::Broker, PlayerKind::Tourist], 1);
    /// config.progress = false;
    /// let mut report = Vec::new();
    /// run(&config, &mut report)?;
    /// assert!(String::from_utf8(report)?.contains("broker"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(games: u64, players: Vec<PlayerKind>, seed: u64) -> SimulateConfig {
        SimulateConfig { games, players, seed, threads: 1, progress: true }
    }
}

/// Reads a player list like `tycoon:60,broker,broker` into levels and effort settings
/// (`tycoon:N` sets the tycoon's playouts per decision).
///
/// ```
/// use bauloewe::rules::PlayerKind;
/// let (players, settings) = bauloewe::simulate::parse_players("tycoon:60,broker")?;
/// assert_eq!(players, [PlayerKind::Tycoon, PlayerKind::Broker]);
/// assert_eq!(settings.tycoon_playouts, 60);
/// # Ok::<(), String>(())
/// ```
pub fn parse_players(text: &str) -> Result<(Vec<PlayerKind>, AiSettings), String> {
    let mut settings = AiSettings::default();
    let mut given_effort = None;
    let mut players = Vec::new();
    for word in text.split(',') {
        let (kind, effort) = ai::parse_level(word)?;
        if kind == PlayerKind::Human {
            return Err("simulate plays computer players only: use tourist, broker or tycoon".to_string());
        }
        if let Some(playouts) = effort {
            // Results are reported per level, so every tycoon of a run must think alike.
            if given_effort.is_some_and(|given| given != playouts) {
                return Err(format!(
                    "tycoon:{} and tycoon:{playouts} in one run: the table reports one tycoon level, so give one effort",
                    settings.tycoon_playouts
                ));
            }
            given_effort = Some(playouts);
            settings.tycoon_playouts = playouts;
        }
        players.push(kind);
    }
    Ok((players, settings))
}

/// Runs the benchmark (all tourists) or the tournament with default effort, and writes its
/// report.
pub fn run(config: &SimulateConfig, out: &mut dyn Write) -> io::Result<()> {
    run_with(config, &AiSettings::default(), out)
}

/// Like [`run`], with the computer players' effort given by `settings` (as
/// [`parse_players`] reads it from `tycoon:N`).
pub fn run_with(config: &SimulateConfig, settings: &AiSettings, out: &mut dyn Write) -> io::Result<()> {
    if !(2..=6).contains(&config.players.len()) {
        return writeln!(out, "simulate needs 2 to 6 players, not {}", config.players.len());
    }
    if config.players.iter().all(|k| *k == PlayerKind::Tourist) {
        benchmark(config, out)
    } else {
        tournament(config, settings, out)
    }
}

// ----- Benchmark ------------------------------------------------------------------------------

/// Plays `config.games` tourist games and prints games per second and actions per game.
fn benchmark(config: &SimulateConfig, out: &mut dyn Write) -> io::Result<()> {
    let seats = seats(&config.players);
    let start = Instant::now();
    let progress = Progress::new(config.progress, config.games);
    let per_game = run_numbered(config.games, config.threads, 64, &progress, |game| {
        play_tourist_game(&seats, game_seed(config.seed, game))
    });
    progress.finish();
    let seconds = start.elapsed().as_secs_f64();
    let actions: u64 = per_game.iter().sum();
    let games = config.games.max(1) as f64;
    writeln!(
        out,
        "{} tourist games of {} players, seed {}, {} thread(s)",
        config.games,
        seats.len(),
        config.seed,
        config.threads
    )?;
    writeln!(out, "games per second:  {:.0}", config.games as f64 / seconds)?;
    writeln!(out, "actions per game:  {:.1}", actions as f64 / games)?;
    writeln!(out, "time:              {seconds:.2} s")
}

/// One complete tourist game with a single generator; answers how many actions it took.
fn play_tourist_game(seats: &[Seat], seed: u64) -> u64 {
    let (mut game, _) = Game::new(seats.to_vec(), seed, Options::default()).expect("2 to 6 seats");
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x5eed);
    let mut legal = Vec::with_capacity(16);
    let mut events: Vec<Event> = Vec::with_capacity(64);
    let mut actions = 0;
    while !game.is_over() {
        let action = tourist::choose_with(&game, &mut rng, &mut legal);
        events.clear();
        game.apply_into(action, &mut events).expect("tourists play legal actions");
        actions += 1;
    }
    actions
}

// ----- Tournament -----------------------------------------------------------------------------

/// The outcome of one game for one seat.
#[derive(Clone, Copy, Debug, Default)]
struct SeatResult {
    win: f64,
    rank: usize,
    cash: u32,
}

/// Plays every deal in every seat rotation and prints each level's figures.
fn tournament(config: &SimulateConfig, settings: &AiSettings, out: &mut dyn Write) -> io::Result<()> {
    let seats = config.players.len();
    let deals = config.games.div_ceil(seats as u64).max(1);
    let games = deals * seats as u64;
    let mut settings = *settings;
    if config.threads > 1 {
        settings.threads = 1;
    }
    let start = Instant::now();
    let progress = Progress::new(config.progress, games);
    let results = run_numbered(games, config.threads, 1, &progress, |game| {
        let rotation = (game % seats as u64) as usize;
        let lineup: Vec<PlayerKind> = (0..seats).map(|s| config.players[(s + rotation) % seats]).collect();
        let outcome = play_game(&lineup, game_seed(config.seed, game / seats as u64), &settings);
        (lineup, outcome)
    });
    progress.finish();
    let seconds = start.elapsed().as_secs_f64();
    writeln!(
        out,
        "{games} games ({deals} {} x {seats} seat rotations) of {}, seed {}, {} thread(s), {:.2} s, {:.1} games/s",
        if deals == 1 { "deal" } else { "deals" },
        names(&config.players),
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
    )?;
    for level in levels(&config.players) {
        report_level(level, &config.players, &results, seats, out)?;
    }
    writeln!(out, "(parity: {:.1}% per seat)", 100.0 / seats as f64)
}

/// One game of the tournament: each seat plays its level, with default or given effort.
fn play_game(lineup: &[PlayerKind], seed: u64, settings: &AiSettings) -> Vec<SeatResult> {
    let (mut game, _) = Game::new(seats(lineup), seed, Options::default()).expect("2 to 6 seats");
    let mut events = Vec::new();
    while !game.is_over() {
        let player = game.decision().player().expect("a running game waits for someone");
        let action = ai::choose_with(lineup[player], &game, settings).expect("computer seats");
        events.clear();
        game.apply_into(action, &mut events).expect("computer players play legal actions");
    }
    let ranking = game.ranking();
    let winners = ranking.iter().filter(|(rank, _)| *rank == 1).count() as f64;
    let mut results = vec![SeatResult::default(); lineup.len()];
    for (rank, player) in ranking {
        let win = if rank == 1 { 1.0 / winners } else { 0.0 };
        results[player] = SeatResult { win, rank, cash: game.cash(player) };
    }
    results
}

/// Prints one level's line: per seat of that level, its win share with a 95% confidence
/// interval over deals (the rotations of a deal are averaged first, as they are not
/// independent), mean rank and mean final cash.
fn report_level(
    level: PlayerKind,
    players: &[PlayerKind],
    results: &[(Vec<PlayerKind>, Vec<SeatResult>)],
    seats: usize,
    out: &mut dyn Write,
) -> io::Result<()> {
    let count = players.iter().filter(|k| **k == level).count();
    let mut per_deal = Vec::new();
    let (mut rank_sum, mut cash_sum, mut n) = (0.0, 0.0, 0.0);
    for deal in results.chunks(seats) {
        let mut wins = 0.0;
        for (lineup, outcome) in deal {
            let seats_of_level = outcome.iter().zip(lineup).filter(|(_, kind)| **kind == level);
            for (result, _) in seats_of_level {
                wins += result.win;
                rank_sum += result.rank as f64;
                cash_sum += result.cash as f64;
                n += 1.0;
            }
        }
        per_deal.push(wins / (count * deal.len()) as f64);
    }
    let (mean, half_width) = mean_and_interval(&per_deal);
    // One deal gives no spread to estimate an interval from.
    let interval = half_width.map_or("n/a".to_string(), |h| format!("{:.1}", 100.0 * h));
    writeln!(
        out,
        "{:<8} {:>5} {:>9.1}% ± {:>4} pts {:>9.2} {:>11.0}",
        level.word(),
        count,
        100.0 * mean,
        interval,
        rank_sum / n,
        cash_sum / n
    )
}

/// The mean of a sample and the half-width of its 95% confidence interval (Student's t times
/// the standard error); no interval for fewer than two values.
fn mean_and_interval(values: &[f64]) -> (f64, Option<f64>) {
    let n = values.len() as f64;
    let mean = values.iter().sum::<f64>() / n;
    if values.len() < 2 {
        return (mean, None);
    }
    let variance = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, Some(t_975(values.len() - 1) * (variance / n).sqrt()))
}

/// The 97.5% point of Student's t distribution with `df` (at least 1) degrees of freedom: how
/// many standard errors a 95% interval spans. A few deals need a wider interval than the
/// normal 1.96; from 31 on, the first Cornish-Fisher term is within 0.002 of the table.
fn t_975(df: usize) -> f64 {
    const TABLE: [f64; 30] = [
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145,
        2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048,
        2.045, 2.042,
    ];
    const Z: f64 = 1.959_964;
    match df {
        1..=30 => TABLE[df - 1],
        _ => Z + (Z.powi(3) + Z) / (4.0 * df as f64),
    }
}

// ----- Shared machinery -----------------------------------------------------------------------

/// Seats named after their levels and seat numbers (`broker2`).
fn seats(kinds: &[PlayerKind]) -> Vec<Seat> {
    let seat = |(i, kind): (usize, &PlayerKind)| Seat::new(&format!("{}{}", kind.word(), i + 1), *kind);
    kinds.iter().enumerate().map(seat).collect::<Result<_, _>>().expect("level names are valid names")
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
fn names(players: &[PlayerKind]) -> String {
    players.iter().map(|k| k.word()).collect::<Vec<_>>().join(",")
}

/// The seed of deal number `index` (SplitMix64 of the run's seed and the index).
fn game_seed(seed: u64, index: u64) -> u64 {
    let mut x = seed.wrapping_add(index.wrapping_add(1).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// Runs `job` for numbers `0..count` on `threads` threads, `batch` numbers at a time,
/// answering the results in number order whatever order the threads took them in.
fn run_numbered<T: Send>(
    count: u64,
    threads: usize,
    batch: u64,
    progress: &Progress,
    job: impl Fn(u64) -> T + Sync,
) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let done = Mutex::new(Vec::with_capacity(count as usize));
    let work = || {
        loop {
            let start = next.fetch_add(batch as usize, Ordering::Relaxed) as u64;
            if start >= count {
                return;
            }
            let end = (start + batch).min(count);
            let batch: Vec<(u64, T)> = (start..end).map(|i| (i, job(i))).collect();
            progress.advance(end - start);
            done.lock().expect("no job panics").extend(batch);
        }
    };
    std::thread::scope(|scope| {
        for _ in 1..threads.max(1) {
            scope.spawn(work);
        }
        work();
    });
    let mut done = done.into_inner().expect("no job panics");
    done.sort_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, result)| result).collect()
}

/// A progress bar on standard error, drawn only on a terminal and only once a run has taken
/// a few seconds.
struct Progress {
    enabled: bool,
    total: u64,
    start: Instant,
    state: Mutex<(u64, Instant)>,
}

impl Progress {
    /// How long a run goes before the bar appears, and how often it is redrawn.
    const DELAY: Duration = Duration::from_secs(2);
    const REDRAW: Duration = Duration::from_millis(250);

    fn new(wanted: bool, total: u64) -> Progress {
        let start = Instant::now();
        Progress {
            enabled: wanted && io::stderr().is_terminal(),
            total,
            start,
            state: Mutex::new((0, start)),
        }
    }

    fn advance(&self, games: u64) {
        if !self.enabled {
            return;
        }
        let mut state = self.state.lock().expect("no job panics");
        state.0 += games;
        let now = Instant::now();
        if now - self.start < Progress::DELAY || now - state.1 < Progress::REDRAW {
            return;
        }
        state.1 = now;
        let fraction = state.0 as f64 / self.total.max(1) as f64;
        let filled = (fraction * 40.0) as usize;
        let eta = (now - self.start).as_secs_f64() * (1.0 - fraction) / fraction.max(1e-9);
        eprint!(
            "\r[{}{}] {:>5.1}%  {:.0} s left ",
            "#".repeat(filled),
            " ".repeat(40 - filled.min(40)),
            100.0 * fraction,
            eta
        );
    }

    fn finish(&self) {
        if self.enabled && self.start.elapsed() >= Progress::DELAY {
            eprintln!("\r{:70}\r", "");
        }
    }
}

/// Times the decisions of the first seat's level in games against the other seats, and writes
/// the median, 90th percentile, maximum and mean (`bauloewe simulate --time-decisions`). For
/// the tycoon the decisions it searches are summed up on their own line, since they are the
/// ones its effort is set for.
///
/// A program, not a test, so that no test depends on the clock.
pub fn time_decisions(config: &SimulateConfig, settings: &AiSettings, out: &mut dyn Write) -> io::Result<()> {
    let mut all = Vec::new();
    let mut searched = Vec::new();
    for game_index in 0..config.games {
        let seats: Vec<Seat> = config
            .players
            .iter()
            .enumerate()
            .map(|(i, kind)| Seat::new(&format!("P{i}"), *kind).expect("P0..P5 are valid names"))
            .collect();
        let Ok((mut game, _)) = Game::new(seats, config.seed.wrapping_add(game_index), Options::default())
        else {
            return writeln!(out, "simulate needs 2 to 6 players, not {}", config.players.len());
        };
        while let Some(player) = game.decision().player() {
            let kind = config.players[player];
            let search = kind == PlayerKind::Tycoon && ai::tycoon::searches(&game, settings);
            let start = Instant::now();
            let Some(action) = ai::choose_with(kind, &game, settings) else { break };
            let millis = start.elapsed().as_secs_f64() * 1e3;
            if player == 0 {
                all.push(millis);
                if search {
                    searched.push(millis);
                }
            }
            if game.apply(action).is_err() {
                break;
            }
        }
    }
    let kind = config.players[0];
    writeln!(out, "{} decisions of {kind} in {} games", all.len(), config.games)?;
    write_decision_times("all decisions", &mut all, out)?;
    if kind == PlayerKind::Tycoon {
        write_decision_times(&format!("{} searched", searched.len()), &mut searched, out)?;
    }
    Ok(())
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

    fn report(config: &SimulateConfig) -> String {
        let mut out = Vec::new();
        run(config, &mut out).unwrap();
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
    fn benchmark_reports_speed_and_length() {
        let mut config = SimulateConfig::new(50, vec![PlayerKind::Tourist; 4], 1);
        config.progress = false;
        let text = report(&config);
        assert!(text.contains("games per second"));
        assert!(text.contains("actions per game"));
    }

    #[test]
    fn broker_beats_tourists_by_a_wide_margin() {
        let players = [PlayerKind::Broker, PlayerKind::Tourist, PlayerKind::Tourist, PlayerKind::Tourist];
        let seats = players.len();
        let deals = 50;
        let mut wins = 0.0;
        for deal in 0..deals {
            for rotation in 0..seats {
                let lineup: Vec<PlayerKind> = (0..seats).map(|s| players[(s + rotation) % seats]).collect();
                let outcome = play_game(&lineup, game_seed(77, deal), &AiSettings::default());
                let broker = lineup.iter().position(|k| *k == PlayerKind::Broker).unwrap();
                wins += outcome[broker].win;
            }
        }
        let share = wins / (deals as f64 * seats as f64);
        assert!(share > 0.7, "broker won only {:.1}% of 200 games against tourists", 100.0 * share);
    }

    #[test]
    fn interval_of_a_constant_is_zero() {
        assert_eq!(mean_and_interval(&[0.5, 0.5, 0.5]), (0.5, Some(0.0)));
    }

    #[test]
    fn one_deal_has_no_interval() {
        assert_eq!(mean_and_interval(&[1.0]), (1.0, None));
    }

    #[test]
    fn interval_is_t_standard_errors() {
        // Values 0 and 1: mean 0.5, sample variance 0.5, standard error sqrt(0.5 / 2) = 0.5,
        // and one degree of freedom: t = 12.706.
        let (mean, half_width) = mean_and_interval(&[0.0, 1.0]);
        assert_eq!(mean, 0.5);
        assert!((half_width.unwrap() - 6.353).abs() < 1e-9);
    }

    #[test]
    fn t_falls_from_the_table_to_the_normal_1_96() {
        assert_eq!(t_975(7), 2.365);
        // Tabulated values the formula must meet: df 40 gives 2.021, df 120 gives 1.980.
        assert!((t_975(40) - 2.021).abs() < 0.003);
        assert!((t_975(120) - 1.980).abs() < 0.002);
        assert!((t_975(100_000) - 1.96).abs() < 0.001);
        assert!((2..200).all(|df| t_975(df) < t_975(df - 1)), "t falls as the sample grows");
    }
}
