//! Tournaments: duplicate, seat-rotated games between computer players.
//!
//! Game number `g` plays deal `g / seats` (its seed) with the lineup turned by `g % seats`
//! seats, so each deal is played once per rotation and every level sits in every seat with
//! the same tiles: luck of the deal and of the seat cancels out. Games run one per thread
//! (a tycoon then searches on one thread), and their results are read in game order.

use std::time::Instant;

use super::stats::{self, LevelFigures, Played};
use super::{OwnPlayer, Progress, SimulateConfig, game_seed, play_numbered_with};
use crate::ai::tycoon::Method;
use crate::ai::{self, AiSettings, ComputerPlayer, Tycoon};
use crate::notation::PlayerKind;
use crate::rules::{Game, Options};

/// A tournament's figures: what was played, how long it took, and how each level did.
#[derive(Clone, Debug, PartialEq)]
pub struct Tournament {
    /// Deals played, each once per seat rotation.
    pub deals: u64,
    /// The lineup's levels in seat order.
    pub lineup: Vec<LevelName>,
    /// The seed of the first deal.
    pub seed: u64,
    /// Worker threads.
    pub threads: usize,
    /// Seconds the games took, on the wall clock.
    pub seconds: f64,
    /// The playouts per decision of the tycoons, where they think alike; none where no
    /// [`LevelName::Kind`] tycoon plays (each effort then names its own line).
    pub tycoon_effort: Option<u32>,
    /// Each level's figures, in the order the levels first sit in the lineup.
    pub levels: Vec<LevelLine>,
}

impl Tournament {
    /// Seats at each game.
    pub fn seats(&self) -> usize {
        self.lineup.len()
    }

    /// Games played: every deal once per seat rotation.
    pub fn games(&self) -> u64 {
        self.deals * self.seats() as u64
    }

    /// Games played per second.
    pub fn games_per_second(&self) -> f64 {
        self.games() as f64 / self.seconds
    }

    /// The win share of one seat where all are equally strong: 1 in the number of seats.
    pub fn parity(&self) -> f64 {
        1.0 / self.seats() as f64
    }
}

/// Who a line of the report is about: a level, named by the words layer in its language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LevelName {
    /// A computer level of the game (every tycoon, where all think alike).
    Kind(PlayerKind),
    /// A tycoon with playouts and a method of its own, where a lineup gives its tycoons
    /// different efforts or a method other than the default.
    Tycoon(u32, Method),
    /// A player of your own, by the name it was given (see [`OwnPlayer`]).
    Own(String),
}

/// One line of a tournament's table: a level and its figures.
#[derive(Clone, Debug, PartialEq)]
pub struct LevelLine {
    /// The level.
    pub level: LevelName,
    /// How it did.
    pub figures: LevelFigures,
}

/// Who plays a seat: one of the game's levels, or a player of your own (see
/// [`run_with_own`](super::run_with_own)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Entrant {
    /// A computer level of the game.
    Level(PlayerKind),
    /// A tycoon with playouts and a method of its own, where a lineup gives its tycoons
    /// different efforts or a method other than the default.
    Tycoon(u32, Method),
    /// The player of your own.
    Own,
}

/// Plays every deal in every seat rotation of `config.players` and answers each level's figures.
pub(super) fn tournament(config: &SimulateConfig, settings: &AiSettings) -> Tournament {
    let (lineup, settings) = entrants(config, settings);
    contest(&lineup, None, config, &settings)
}

/// The entrants of `config`'s lineup, and the settings of its tycoons. Where every tycoon has
/// the same effort and searches by the default method they are one level, `tycoon`, at that
/// effort; else each effort and method is an entrant of its own, `tycoon:N` or
/// `tycoon-flat:N`, so the report can tell them apart.
pub(super) fn entrants(config: &SimulateConfig, settings: &AiSettings) -> (Vec<Entrant>, AiSettings) {
    let tycoon_seats = (0..config.players.len()).filter(|s| config.players[*s] == PlayerKind::Tycoon);
    let effort = |seat| (config.effort(seat, settings), config.method(seat));
    let efforts = levels(&tycoon_seats.map(effort).collect::<Vec<_>>());
    let alike = efforts.len() <= 1 && efforts.iter().all(|(_, method)| *method == Method::default());
    let entrant = |(seat, kind): (usize, &PlayerKind)| match kind {
        PlayerKind::Tycoon if !alike => {
            let (playouts, method) = effort(seat);
            Entrant::Tycoon(playouts, method)
        }
        _ => Entrant::Level(*kind),
    };
    let lineup = config.players.iter().enumerate().map(entrant).collect();
    let playouts = efforts.first().map_or(settings.tycoon_playouts, |(playouts, _)| *playouts);
    (lineup, AiSettings { tycoon_playouts: playouts, ..*settings })
}

/// The tournament of `lineup`, where an [`Entrant::Own`] seat is played by `own`.
pub(super) fn contest(
    lineup: &[Entrant],
    own: Option<&OwnPlayer>,
    config: &SimulateConfig,
    settings: &AiSettings,
) -> Tournament {
    let seats = lineup.len();
    let deals = config.games.div_ceil(seats as u64).max(1);
    let games = deals * seats as u64;
    let mut settings = *settings;
    if config.threads > 1 {
        settings.threads = 1;
    }
    let start = Instant::now();
    let progress = Progress::new(config.progress.as_deref(), games);
    let played =
        play_numbered_with(games, config.threads, 1, &progress, Vec::new, |kept: &mut Kept, game| {
            let rotation = (game % seats as u64) as usize;
            let seated = rotated(lineup, rotation);
            let seed = game_seed(config.seed, game / seats as u64);
            let outcome = play_game(&seated, (seed, config.options), &settings, own, kept);
            Played { lineup: seated, outcome }
        });
    progress.finish();
    let seconds = start.elapsed().as_secs_f64();
    let line = |level| LevelLine {
        level: level_name(level, own),
        figures: stats::level_figures(level, lineup, &played),
    };
    Tournament {
        deals,
        lineup: lineup.iter().map(|level| level_name(*level, own)).collect(),
        seed: config.seed,
        threads: config.threads,
        seconds,
        tycoon_effort: lineup
            .contains(&Entrant::Level(PlayerKind::Tycoon))
            .then_some(settings.tycoon_playouts),
        levels: levels(lineup).into_iter().map(line).collect(),
    }
}

/// The lineup turned by `rotation` seats: seat `s` gets the level of seat `s + rotation`.
fn rotated<L: Copy>(players: &[L], rotation: usize) -> Vec<L> {
    (0..players.len()).map(|s| players[(s + rotation) % players.len()]).collect()
}

/// How an entrant is named in the report: its level, a tycoon with an effort of its own, or
/// your own player by its name.
fn level_name(level: Entrant, own: Option<&OwnPlayer>) -> LevelName {
    match (level, own) {
        (Entrant::Level(kind), _) => LevelName::Kind(kind),
        (Entrant::Tycoon(playouts, method), _) => LevelName::Tycoon(playouts, method),
        (Entrant::Own, Some(own)) => LevelName::Own(own.name.to_string()),
        (Entrant::Own, None) => LevelName::Own("own".to_string()),
    }
}

/// The name of an entrant's player inside a game (then numbered by its seat): its level's
/// notation word, `tycoon-flat:4800` for a tycoon with an effort of its own, or the name of
/// your own player. Machine text: no report shows it.
fn word(level: Entrant, own: Option<&OwnPlayer>) -> String {
    match (level, own) {
        (Entrant::Level(kind), _) => kind.word().to_string(),
        (Entrant::Tycoon(playouts, method), _) => format!("tycoon-{}:{playouts}", method.word()),
        (Entrant::Own, Some(own)) => own.name.to_string(),
        (Entrant::Own, None) => "own".to_string(),
    }
}

/// The computer players one thread keeps from game to game: for each seat, the players that
/// sat there, one for each entrant.
///
/// Keeping them makes no game play otherwise: a level's choices follow from what its seat
/// sees. What a broker remembers (chain values, the purchase it planned for a position) is
/// what it would work out again, and a tycoon's plan answers only a view exactly equal to the
/// one it was made for, where a new search would choose the same. Kept players make games
/// sooner, as a broker finds values from its earlier games, the more so in the same seat (a
/// value depends on the seats' holdings). A player of your own is made anew for every game
/// and not kept, as it may remember anything.
type Kept = Vec<Vec<(Entrant, Box<dyn ComputerPlayer>)>>;

/// One game of the tournament: each seat plays its level, with default or given effort, by
/// the player `kept` has for that seat and entrant (made first where it has none). The game
/// is dealt from `deal`'s seed with its variants.
fn play_game(
    seated: &[Entrant],
    deal: (u64, Options),
    settings: &AiSettings,
    own: Option<&OwnPlayer>,
    kept: &mut Kept,
) -> Vec<stats::SeatResult> {
    let names = seated.iter().enumerate().map(|(i, level)| format!("{}{}", word(*level, own), i + 1));
    let (seed, options) = deal;
    let (mut game, _) = Game::new(names, seed, options).expect("2 to 6 seats, options checked");
    kept.resize_with(seated.len(), Vec::new);
    let make = |entrant| make_player(entrant, settings, own);
    let mut players: Vec<&mut Box<dyn ComputerPlayer>> =
        kept.iter_mut().zip(seated).map(|(sat, &entrant)| seat_player(sat, entrant, &make)).collect();
    let mut events = Vec::new();
    while let Some(seat) = game.decision().player() {
        let action = players[seat].decide(&game.view(seat));
        events.clear();
        game.apply_into(action, &mut events).expect("computer players play legal actions");
    }
    drop(players);
    for sat in kept.iter_mut() {
        sat.retain(|(entrant, _)| *entrant != Entrant::Own);
    }
    stats::seat_results(&game.ranking(), |player| game.cash(player))
}

/// The player of `entrant` among those that `sat` in a seat, made there with `make` if none is.
fn seat_player<'k>(
    sat: &'k mut Vec<(Entrant, Box<dyn ComputerPlayer>)>,
    entrant: Entrant,
    make: &dyn Fn(Entrant) -> Box<dyn ComputerPlayer>,
) -> &'k mut Box<dyn ComputerPlayer> {
    let at = match sat.iter().position(|(kept, _)| *kept == entrant) {
        Some(at) => at,
        None => {
            sat.push((entrant, make(entrant)));
            sat.len() - 1
        }
    };
    &mut sat[at].1
}

/// A new player for a seat of `entrant`'s.
fn make_player(entrant: Entrant, settings: &AiSettings, own: Option<&OwnPlayer>) -> Box<dyn ComputerPlayer> {
    match (entrant, own) {
        (Entrant::Level(kind), _) => {
            ai::player(kind, settings).expect("simulate seats computer players only")
        }
        (Entrant::Tycoon(playouts, method), _) => {
            Box::new(Tycoon::with_method(AiSettings { tycoon_playouts: playouts, ..*settings }, method))
        }
        (Entrant::Own, Some(own)) => (own.make)(),
        (Entrant::Own, None) => unreachable!("a lineup with a player of your own comes with it"),
    }
}

/// The distinct levels of a lineup, in the order they first appear.
fn levels<L: Copy + PartialEq>(players: &[L]) -> Vec<L> {
    let mut levels: Vec<L> = Vec::new();
    for level in players {
        if !levels.contains(level) {
            levels.push(*level);
        }
    }
    levels
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::level::Effort;

    /// A broker against two tourists, `games` games from `seed`.
    fn broker_and_tourists(games: u64, seed: u64) -> SimulateConfig {
        let players = vec![PlayerKind::Broker, PlayerKind::Tourist, PlayerKind::Tourist];
        SimulateConfig::new(games, players, seed)
    }

    #[test]
    fn tournament_figures_do_not_depend_on_threads() {
        let mut config = broker_and_tourists(30, 9);
        let one = tournament(&config, &AiSettings::default());
        config.threads = 2;
        let two = tournament(&config, &AiSettings::default());
        assert_eq!((one.threads, two.threads), (1, 2));
        assert_eq!(
            Tournament { seconds: 0.0, threads: 0, ..one },
            Tournament { seconds: 0.0, threads: 0, ..two }
        );
    }

    #[test]
    fn a_tournament_reports_each_level_once_in_the_order_they_sit() {
        use PlayerKind::{Broker, Tourist};
        let figures = tournament(&broker_and_tourists(12, 4), &AiSettings::default());
        assert_eq!((figures.deals, figures.seats(), figures.games()), (4, 3, 12));
        assert_eq!(
            figures.lineup,
            [LevelName::Kind(Broker), LevelName::Kind(Tourist), LevelName::Kind(Tourist)]
        );
        let levels: Vec<_> =
            figures.levels.iter().map(|line| (line.level.clone(), line.figures.seats)).collect();
        assert_eq!(levels, [(LevelName::Kind(Broker), 1), (LevelName::Kind(Tourist), 2)]);
        assert_eq!(figures.tycoon_effort, None, "no tycoon plays");
    }

    #[test]
    fn tycoons_are_one_level_unless_their_efforts_differ() {
        use PlayerKind::{Broker, Tycoon};
        let settings = AiSettings { tycoon_playouts: 4800, threads: 1 };
        let mut config = SimulateConfig::new(4, vec![Tycoon, Broker, Tycoon], 1);
        let playouts = |playouts| Effort { playouts, method: None };
        config.efforts = vec![playouts(Some(300)), playouts(None), playouts(Some(300))];
        let (lineup, alike) = entrants(&config, &settings);
        assert_eq!(lineup, [Entrant::Level(Tycoon), Entrant::Level(Broker), Entrant::Level(Tycoon)]);
        assert_eq!(alike.tycoon_playouts, 300);
        // A tycoon without an effort of its own thinks with the run's settings.
        config.efforts = vec![playouts(Some(300)), playouts(None), playouts(None)];
        let (lineup, _) = entrants(&config, &settings);
        let default = Method::default();
        assert_eq!(
            lineup,
            [Entrant::Tycoon(300, default), Entrant::Level(Broker), Entrant::Tycoon(4800, default)]
        );
        assert_eq!(level_name(lineup[2], None), LevelName::Tycoon(4800, default));
        // Tycoons of one effort that search otherwise are told apart.
        let other = Method::ALL.into_iter().find(|method| *method != default).unwrap();
        config.efforts = vec![Effort { playouts: None, method: Some(other) }];
        let (lineup, _) = entrants(&config, &settings);
        assert_eq!(
            lineup,
            [Entrant::Tycoon(4800, other), Entrant::Level(Broker), Entrant::Tycoon(4800, default)]
        );
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
    fn kept_players_play_as_new_ones_would() {
        let lineup = [
            Entrant::Level(PlayerKind::Broker),
            Entrant::Tycoon(8, Method::Flat),
            Entrant::Level(PlayerKind::Tourist),
        ];
        let settings = AiSettings { tycoon_playouts: 8, threads: 1 };
        let mut kept = Kept::new();
        for game in 0..9 {
            // Each entrant sits in every seat in turn, as in a tournament.
            let (seated, seed) = (rotated(&lineup, game % 3), game_seed(5, game as u64 / 3));
            let new = play_game(&seated, (seed, Options::default()), &settings, None, &mut Kept::new());
            let again = play_game(&seated, (seed, Options::default()), &settings, None, &mut kept);
            assert_eq!(again, new, "game {game}");
        }
        assert!(kept.iter().all(|sat| sat.len() == 3), "every entrant kept in every seat");
    }

    #[test]
    fn a_seat_makes_a_player_once_for_each_entrant() {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let made = AtomicUsize::new(0);
        let make = |_| -> Box<dyn ComputerPlayer> {
            made.fetch_add(1, Ordering::Relaxed);
            Box::new(ai::Tourist)
        };
        let lineup = [
            Entrant::Level(PlayerKind::Broker),
            Entrant::Tycoon(8, Method::Flat),
            Entrant::Level(PlayerKind::Tourist),
        ];
        let mut sat = Vec::new();
        for game in 0..9 {
            seat_player(&mut sat, lineup[game % 3], &make);
        }
        assert_eq!(made.load(Ordering::Relaxed), 3);
        assert_eq!(sat.iter().map(|(entrant, _)| *entrant).collect::<Vec<_>>(), lineup);
    }

    #[test]
    fn a_player_of_your_own_is_made_anew_for_every_game() {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let made = AtomicUsize::new(0);
        let make = || -> Box<dyn ComputerPlayer> {
            made.fetch_add(1, Ordering::Relaxed);
            Box::new(ai::Tourist)
        };
        let own = OwnPlayer { name: "yours", make: &make };
        let lineup = [Entrant::Own, Entrant::Level(PlayerKind::Tourist)];
        let mut kept = Kept::new();
        for game in 0..4 {
            play_game(
                &rotated(&lineup, game % 2),
                (game as u64, Options::default()),
                &AiSettings::default(),
                Some(&own),
                &mut kept,
            );
        }
        assert_eq!(made.load(Ordering::Relaxed), 4);
        assert!(
            kept.iter().flatten().all(|(entrant, _)| *entrant != Entrant::Own),
            "your player is not kept"
        );
    }

    #[test]
    fn broker_beats_tourists_by_a_wide_margin() {
        let players = [PlayerKind::Broker, PlayerKind::Tourist, PlayerKind::Tourist, PlayerKind::Tourist];
        let seats = players.len();
        let deals = 50;
        let mut wins = 0.0;
        for deal in 0..deals {
            for rotation in 0..seats {
                let lineup: Vec<Entrant> =
                    rotated(&players, rotation).into_iter().map(Entrant::Level).collect();
                let outcome = play_game(
                    &lineup,
                    (game_seed(77, deal), Options::default()),
                    &AiSettings::default(),
                    None,
                    &mut Kept::new(),
                );
                let broker = lineup.iter().position(|k| *k == Entrant::Level(PlayerKind::Broker)).unwrap();
                wins += outcome[broker].win;
            }
        }
        let share = wins / (deals as f64 * seats as f64);
        assert!(share > 0.7, "broker won only {:.1}% of 200 games against tourists", 100.0 * share);
    }
}
