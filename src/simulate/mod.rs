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
//! Each program answers with figures, never words: [`Figures`] (a [`Benchmark`] or a
//! [`Tournament`]) or a [`Timing`]. The words layer words them in the language in use
//! (`lang.simulate_report(&figures)`, `lang.timing_report(&timing)`), so the figures are the
//! same in every language.
//!
//! Games are numbered, and a game's seed depends on its number only; threads take games in
//! any order but results are added up in game order, so the figures never depend on
//! `--threads`.
//!
//! Reading guide: this file holds what was asked ([`SimulateConfig`], [`parse_players`]) and
//! picks the program ([`run_with`]); then `benchmark` (all tourists), `tournament` (duplicate
//! games), `stats` (the figures a tournament reports), `timing` ([`time_decisions`]) and
//! `progress` (the bar on a terminal).

mod benchmark;
pub mod network;
mod progress;
mod stats;
mod timing;
mod tournament;

use std::fmt;

use crate::ai::level::Effort;
use crate::ai::tycoon::Method;
use crate::ai::{self, AiSettings, LevelError, parallel};
use crate::notation::PlayerKind;
use crate::rules::{Options, SetupError, check_options, check_player_count};

use progress::Progress;

pub use benchmark::Benchmark;
pub use stats::LevelFigures;
pub use timing::{Spread, TimeSummary, Timed, Timing, time_decisions, time_hints};
pub use tournament::{LevelLine, LevelName, Tournament};

/// What `bauloewe simulate` was asked to do.
#[derive(Clone, Debug)]
pub struct SimulateConfig {
    /// Number of games to play; a tournament rounds it up to whole deals (one game per seat
    /// rotation).
    pub games: u64,
    /// The seats' levels, in seat order.
    pub players: Vec<PlayerKind>,
    /// The tycoon effort a seat was given in the lineup (`tycoon:N`, `tycoon-flat`), in seat
    /// order; a seat without playouts, or past the end, thinks with the effort of the settings
    /// the run is given, and one without a method searches by the default one. Tycoons of one
    /// run may think alike (one `tycoon` line in the report) or each with an effort of its
    /// own (a line for each: `tycoon:40000`, `tycoon:8000`, `tycoon-flat:8000`).
    pub efforts: Vec<Effort>,
    /// The seed of the first deal.
    pub seed: u64,
    /// Worker threads.
    pub threads: usize,
    /// The progress bar's look, an [indicatif template] that the words layer words
    /// (`lang.progress_bar()`: `[{wide_bar}] {pos}/{len} games, {eta} left`); none draws no
    /// bar. A bar is drawn only on a terminal, and only once a run has gone on for a while.
    ///
    /// [indicatif template]: indicatif::ProgressStyle::with_template
    pub progress: Option<String>,
    /// The variants every game is played with.
    pub options: Options,
}

impl SimulateConfig {
    /// A configuration with one thread and no progress bar.
    ///
    /// ```
    /// use bauloewe::notation::PlayerKind;
    /// use bauloewe::simulate::{Figures, SimulateConfig, run};
    /// let config = SimulateConfig::new(8, vec![PlayerKind::Broker, PlayerKind::Tourist], 1);
    /// let Figures::Tournament(tournament) = run(&config)? else { panic!("a broker plays a tournament") };
    /// assert_eq!(tournament.games(), 8);
    /// assert_eq!(tournament.levels.len(), 2);
    /// # Ok::<(), bauloewe::simulate::PlayersError>(())
    /// ```
    pub fn new(games: u64, players: Vec<PlayerKind>, seed: u64) -> SimulateConfig {
        let options = Options::default();
        SimulateConfig { games, players, efforts: Vec::new(), seed, threads: 1, progress: None, options }
    }

    /// The tycoon effort of seat `seat`: its own, or else the one in `settings`.
    fn effort(&self, seat: usize, settings: &AiSettings) -> u32 {
        self.efforts.get(seat).and_then(|effort| effort.playouts).unwrap_or(settings.tycoon_playouts)
    }

    /// How the tycoon of seat `seat` searches: by its own method, or else the default one.
    fn method(&self, seat: usize) -> Method {
        self.efforts.get(seat).and_then(|effort| effort.method).unwrap_or_default()
    }

    /// The computer player of seat `seat`, thinking with `settings` but for the seat's own
    /// tycoon effort and method.
    fn seat_player(&self, seat: usize, settings: &AiSettings) -> Option<Box<dyn ai::ComputerPlayer>> {
        let settings = self.seat_settings(seat, settings);
        match self.players[seat] {
            PlayerKind::Tycoon => Some(Box::new(ai::Tycoon::with_method(settings, self.method(seat)))),
            kind => ai::player(kind, &settings),
        }
    }

    /// The settings seat `seat` thinks with: `settings`, with the seat's own tycoon effort.
    fn seat_settings(&self, seat: usize, settings: &AiSettings) -> AiSettings {
        AiSettings { tycoon_playouts: self.effort(seat, settings), ..*settings }
    }
}

/// Reads a player list like `tycoon:60,broker,broker` into levels and each seat's tycoon
/// effort, as far as given (`tycoon:N` sets that tycoon's playouts per decision,
/// `tycoon-flat` its search; see [`SimulateConfig::efforts`]).
///
/// ```
/// use bauloewe::ai::tycoon::Method;
/// use bauloewe::notation::PlayerKind;
/// let (players, efforts) = bauloewe::simulate::parse_players("tycoon:60,broker,tycoon-flat")?;
/// assert_eq!(players, [PlayerKind::Tycoon, PlayerKind::Broker, PlayerKind::Tycoon]);
/// let playouts: Vec<_> = efforts.iter().map(|effort| effort.playouts).collect();
/// assert_eq!(playouts, [Some(60), None, None]);
/// assert_eq!(efforts[2].method, Some(Method::Flat));
/// # Ok::<(), bauloewe::simulate::PlayersError>(())
/// ```
pub fn parse_players(text: &str) -> Result<(Vec<PlayerKind>, Vec<Effort>), PlayersError> {
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

/// For developers (a log, a failed test): the error as `Debug` writes it. A person reads the
/// language's words instead (`lang.players_error(&error)`).
impl fmt::Display for PlayersError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for PlayersError {}

/// What a run of `simulate` found: the benchmark's figures or the tournament's.
#[derive(Clone, Debug, PartialEq)]
pub enum Figures {
    /// All tourists: how fast the engine plays.
    Benchmark(Benchmark),
    /// Any other lineup: how each level did.
    Tournament(Tournament),
}

/// Runs the benchmark (all tourists) or the tournament with default effort, and answers its
/// figures; refuses a lineup of other than 2 to 6 players (R6).
pub fn run(config: &SimulateConfig) -> Result<Figures, PlayersError> {
    run_with(config, &AiSettings::default())
}

/// Like [`run`], with the computer players' effort given by `settings` (a seat's own effort
/// in [`SimulateConfig::efforts`] comes first).
pub fn run_with(config: &SimulateConfig, settings: &AiSettings) -> Result<Figures, PlayersError> {
    check_player_count(config.players.len()).map_err(PlayersError::Count)?;
    check_options(config.options, config.players.len()).map_err(PlayersError::Count)?;
    Ok(if config.players.iter().all(|k| *k == PlayerKind::Tourist) {
        Figures::Benchmark(benchmark::benchmark(config))
    } else {
        Figures::Tournament(tournament::tournament(config, settings))
    })
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
/// answers the same figures, your player's line named `own.name`.
///
/// ```
/// use bauloewe::ai::{ComputerPlayer, Tourist};
/// use bauloewe::notation::PlayerKind;
/// use bauloewe::simulate::{LevelName, OwnPlayer, SimulateConfig, run_with_own};
/// let config = SimulateConfig::new(4, vec![PlayerKind::Broker], 1);
/// let make = || Box::new(Tourist) as Box<dyn ComputerPlayer>;
/// let tournament = run_with_own(&config, &OwnPlayer { name: "mine", make: &make })?;
/// let mine = LevelName::Own("mine".to_string());
/// assert_eq!(tournament.lineup, [mine.clone(), LevelName::Kind(PlayerKind::Broker)]);
/// assert_eq!(tournament.levels[0].level, mine);
/// # Ok::<(), bauloewe::simulate::PlayersError>(())
/// ```
pub fn run_with_own(config: &SimulateConfig, own: &OwnPlayer) -> Result<Tournament, PlayersError> {
    let (levels, settings) = tournament::entrants(config, &AiSettings::default());
    let mut lineup = vec![tournament::Entrant::Own];
    lineup.extend(levels);
    check_player_count(lineup.len()).map_err(PlayersError::Count)?;
    check_options(config.options, lineup.len()).map_err(PlayersError::Count)?;
    Ok(tournament::contest(&lineup, Some(own), config, &settings))
}

/// Players named after their levels and seat numbers (`broker2`): names inside the game, which
/// no report shows.
fn names(kinds: &[PlayerKind]) -> Vec<String> {
    kinds.iter().enumerate().map(|(i, kind)| format!("{}{}", kind.word(), i + 1)).collect()
}

/// The seed of deal number `index` (SplitMix64 of the run's seed and the index).
fn game_seed(seed: u64, index: u64) -> u64 {
    parallel::mix(seed.wrapping_add(index.wrapping_add(1).wrapping_mul(parallel::GOLDEN_GAMMA)))
}

/// Runs `job` for games numbered `0..count` on `threads` threads, `batch` games at a time,
/// advancing `progress`, with scratch space each thread makes once (with `scratch`) and lends
/// to every game it plays; answers the results in game order. A game's result must not
/// depend on the scratch space (see [`parallel::map_numbered_with`]).
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
