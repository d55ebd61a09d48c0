//! Benchmarks and tournaments between computer players: `bauloewe simulate`.
//!
//! - With tourists in every seat, `simulate` is the engine's benchmark: it plays complete
//!   games as fast as it can (one generator per game, reused buffers) and prints games per
//!   second and actions per game.
//! - With any other mix it is a tournament of duplicate, seat-rotated games: each deal is
//!   played once per rotation of the lineup, so every level sits in every seat with the same
//!   tiles. It prints each level's win share (ties split) with a 95% confidence interval,
//!   mean rank and mean final cash.
//! - With `--time-decisions` it times one level's decisions instead.
//!
//! Games are numbered, and a game's seed depends on its number only; threads take games in
//! any order but results are added up in game order, so the figures never depend on
//! `--threads`.
//!
//! Reading guide: this file holds what was asked ([`SimulateConfig`], [`parse_players`]) and
//! picks the program ([`run_with`]); then `benchmark` (all tourists), `tournament` (duplicate
//! games), `stats` (the figures a tournament prints), `timing` ([`time_decisions`]) and
//! `progress` (the bar on a terminal).

mod benchmark;
mod progress;
mod stats;
mod timing;
mod tournament;

use std::fmt;
use std::io::{self, Write};

use crate::ai::{self, AiSettings, LevelError, parallel};
use crate::console::Lang;
use crate::console::errors::level_error;
use crate::console::text::setup_error;
use crate::notation::PlayerKind;
use crate::rules::{SetupError, check_player_count};

use progress::Progress;

pub use timing::{time_decisions, time_hints};

/// What `bauloewe simulate` was asked to do.
#[derive(Clone, Debug)]
pub struct SimulateConfig {
    /// Number of games to play; a tournament rounds it up to whole deals (one game per seat
    /// rotation).
    pub games: u64,
    /// The seats' levels, in seat order.
    pub players: Vec<PlayerKind>,
    /// The tycoon effort a seat was given in the lineup (`tycoon:N`), in seat order; a seat
    /// with `None`, or past the end, thinks with the effort of the settings the run is given.
    /// Tycoons of one run may think alike (one `tycoon` line in the report) or each with an
    /// effort of its own (a line for each effort: `tycoon:24000`, `tycoon:4800`).
    pub efforts: Vec<Option<u32>>,
    /// The seed of the first deal.
    pub seed: u64,
    /// Worker threads.
    pub threads: usize,
    /// Whether a progress bar may be drawn (it is, on a terminal, for long runs).
    pub progress: bool,
    /// The language of the report (the figures are the same in both).
    pub lang: Lang,
}

impl SimulateConfig {
    /// A configuration with one thread, a progress bar and an English report.
    ///
    /// ```
    /// use bauloewe::notation::PlayerKind;
    /// use bauloewe::simulate::{SimulateConfig, run};
    /// let mut config = SimulateConfig::new(8, vec![PlayerKind::Broker, PlayerKind::Tourist], 1);
    /// config.progress = false;
    /// let mut report = Vec::new();
    /// run(&config, &mut report)?;
    /// assert!(String::from_utf8(report)?.contains("broker"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(games: u64, players: Vec<PlayerKind>, seed: u64) -> SimulateConfig {
        SimulateConfig {
            games,
            players,
            efforts: Vec::new(),
            seed,
            threads: 1,
            progress: true,
            lang: Lang::En,
        }
    }

    /// The tycoon effort of seat `seat`: its own, or else the one in `settings`.
    fn effort(&self, seat: usize, settings: &AiSettings) -> u32 {
        self.efforts.get(seat).copied().flatten().unwrap_or(settings.tycoon_playouts)
    }

    /// The settings seat `seat` thinks with: `settings`, with the seat's own tycoon effort.
    fn seat_settings(&self, seat: usize, settings: &AiSettings) -> AiSettings {
        AiSettings { tycoon_playouts: self.effort(seat, settings), ..*settings }
    }
}

/// Reads a player list like `tycoon:60,broker,broker` into levels and each seat's tycoon
/// effort, if given (`tycoon:N` sets that tycoon's playouts per decision; see
/// [`SimulateConfig::efforts`]).
///
/// ```
/// use bauloewe::notation::PlayerKind;
/// let (players, efforts) = bauloewe::simulate::parse_players("tycoon:60,broker,tycoon")?;
/// assert_eq!(players, [PlayerKind::Tycoon, PlayerKind::Broker, PlayerKind::Tycoon]);
/// assert_eq!(efforts, [Some(60), None, None]);
/// # Ok::<(), bauloewe::simulate::PlayersError>(())
/// ```
pub fn parse_players(text: &str) -> Result<(Vec<PlayerKind>, Vec<Option<u32>>), PlayersError> {
    let mut players = Vec::new();
    let mut efforts = Vec::new();
    for word in text.split(',') {
        let (kind, effort) = ai::parse_level(word).map_err(PlayersError::Level)?;
        if kind == PlayerKind::Human {
            return Err(PlayersError::Human);
        }
        players.push(kind);
        efforts.push(effort);
    }
    check_player_count(players.len()).map_err(PlayersError::Count)?;
    Ok((players, efforts))
}

/// Why a simulated line-up was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayersError {
    /// A word is not a level.
    Level(LevelError),
    /// `human` in a line-up of computer players.
    Human,
    /// Not 2 to 6 players (R6).
    Count(SetupError),
}

impl fmt::Display for PlayersError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayersError::Level(error) => write!(f, "{error}"),
            PlayersError::Human => {
                write!(f, "simulate plays computer players only: use tourist, broker or tycoon")
            }
            PlayersError::Count(error) => write!(f, "{error}"),
        }
    }
}

impl PlayersError {
    /// The refusal in `lang` (English is its `Display`).
    pub fn words(&self, lang: Lang) -> String {
        match (lang, self) {
            (Lang::En, _) => self.to_string(),
            (Lang::De, PlayersError::Level(error)) => level_error(lang, error),
            (Lang::De, PlayersError::Human) => {
                "simulate spielt nur mit Computerspielern: nimm tourist, broker oder tycoon".to_string()
            }
            (Lang::De, PlayersError::Count(error)) => setup_error(lang, error),
        }
    }
}

impl std::error::Error for PlayersError {}

/// Runs the benchmark (all tourists) or the tournament with default effort, and writes its
/// report.
pub fn run(config: &SimulateConfig, out: &mut dyn Write) -> io::Result<()> {
    run_with(config, &AiSettings::default(), out)
}

/// Like [`run`], with the computer players' effort given by `settings` (a seat's own effort
/// in [`SimulateConfig::efforts`] comes first).
pub fn run_with(config: &SimulateConfig, settings: &AiSettings, out: &mut dyn Write) -> io::Result<()> {
    if let Err(error) = check_player_count(config.players.len()) {
        return writeln!(out, "{}", setup_error(config.lang, &error));
    }
    if config.players.iter().all(|k| *k == PlayerKind::Tourist) {
        benchmark::benchmark(config, out)
    } else {
        tournament::tournament(config, settings, out)
    }
}

/// A computer player of your own for [`run_with_own`]: its name in the report, and how to
/// make one for each game (games may run on several threads, so `make` is `Sync`).
pub struct OwnPlayer<'a> {
    /// The name of its line in the report, like `yours`.
    pub name: &'a str,
    /// Makes the player for one game.
    pub make: &'a (dyn Fn() -> Box<dyn ai::ComputerPlayer> + Sync),
}

/// The tournament `simulate` plays, with a player of your own in the first seat of the lineup
/// and `config.players` (computer levels) in the others, rotated through every seat as usual;
/// writes the same report, your player's line named `own.name`.
///
/// ```
/// use bauloewe::ai::{ComputerPlayer, Tourist};
/// use bauloewe::notation::PlayerKind;
/// use bauloewe::simulate::{OwnPlayer, SimulateConfig, run_with_own};
/// let mut config = SimulateConfig::new(4, vec![PlayerKind::Broker], 1);
/// config.progress = false;
/// let make = || Box::new(Tourist) as Box<dyn ComputerPlayer>;
/// let mut out = Vec::new();
/// run_with_own(&config, &OwnPlayer { name: "mine", make: &make }, &mut out)?;
/// let report = String::from_utf8(out)?;
/// assert!(report.contains(" of mine,broker, seed 1"), "{report}");
/// assert!(report.lines().any(|line| line.starts_with("mine ")), "{report}");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn run_with_own(config: &SimulateConfig, own: &OwnPlayer, out: &mut dyn Write) -> io::Result<()> {
    let (levels, settings) = tournament::entrants(config, &AiSettings::default());
    let mut lineup = vec![tournament::Entrant::Own];
    lineup.extend(levels);
    if let Err(error) = check_player_count(lineup.len()) {
        return writeln!(out, "{}", setup_error(config.lang, &error));
    }
    tournament::contest(&lineup, Some(own), config, &settings, out)
}

/// Players named after their levels and seat numbers (`broker2`).
fn names(kinds: &[PlayerKind]) -> Vec<String> {
    kinds.iter().enumerate().map(|(i, kind)| format!("{}{}", kind.word(), i + 1)).collect()
}

/// A figure with `places` decimals as `lang` writes it: `87.5` in English, `87,5` in German.
fn decimal(lang: Lang, value: f64, places: usize) -> String {
    let text = format!("{value:.places$}");
    lang.pick(text.clone(), text.replace('.', ","))
}

/// The seed of deal number `index` (SplitMix64 of the run's seed and the index).
fn game_seed(seed: u64, index: u64) -> u64 {
    parallel::mix(seed.wrapping_add(index.wrapping_add(1).wrapping_mul(parallel::GOLDEN_GAMMA)))
}

/// Runs `job` for games numbered `0..count` on `threads` threads, `batch` games at a time,
/// advancing `progress`; answers the results in game order (see [`parallel::map_numbered`]).
fn play_numbered<T: Send>(
    count: u64,
    threads: usize,
    batch: usize,
    progress: &Progress,
    job: impl Fn(u64) -> T + Sync,
) -> Vec<T> {
    play_numbered_with(count, threads, batch, progress, || (), |_, game| job(game))
}

/// Like [`play_numbered`], with scratch space each thread makes once (with `scratch`) and
/// lends to every game it plays; a game's result must not depend on it (see
/// [`parallel::map_numbered_with`]).
fn play_numbered_with<S, T: Send>(
    count: u64,
    threads: usize,
    batch: usize,
    progress: &Progress,
    scratch: impl Fn() -> S + Sync,
    job: impl Fn(&mut S, u64) -> T + Sync,
) -> Vec<T> {
    let count = usize::try_from(count).expect("a run's games fit in memory");
    let job = |kept: &mut S, game: usize| job(kept, game as u64);
    parallel::map_numbered_with(count, threads, batch, scratch, job, |n| progress.advance(n as u64))
}
