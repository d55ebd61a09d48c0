//! Tournaments: duplicate, seat-rotated games between computer players.
//!
//! Game number `g` plays deal `g / seats` (its seed) with the lineup turned by `g % seats`
//! seats, so each deal is played once per rotation and every level sits in every seat with
//! the same tiles: luck of the deal and of the seat cancels out. Games run one per thread
//! (a tycoon then searches on one thread), and their results are read in game order.

use std::io::{self, Write};
use std::time::Instant;

use super::stats::{self, Played};
use super::{OwnPlayer, Progress, SimulateConfig, decimal, game_seed, play_numbered_with};
use crate::ai::{self, AiSettings, ComputerPlayer};
use crate::console::Lang;
use crate::notation::PlayerKind;
use crate::rules::{Game, Options};

/// Who plays a seat: one of the game's levels, or a player of your own (see
/// [`run_with_own`](super::run_with_own)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Entrant {
    /// A computer level of the game.
    Level(PlayerKind),
    /// A tycoon with playouts of its own, where a lineup gives its tycoons different efforts.
    Tycoon(u32),
    /// The player of your own.
    Own,
}

/// Plays every deal in every seat rotation of `config.players` and prints each level's figures.
pub(super) fn tournament(
    config: &SimulateConfig,
    settings: &AiSettings,
    out: &mut dyn Write,
) -> io::Result<()> {
    let (lineup, settings) = entrants(config, settings);
    contest(&lineup, None, config, &settings, out)
}

/// The entrants of `config`'s lineup, and the settings of its tycoons. Where every tycoon has
/// the same effort they are one level, `tycoon`, at that effort; where efforts differ, each
/// effort is an entrant of its own, `tycoon:N`, so the report can tell them apart.
pub(super) fn entrants(config: &SimulateConfig, settings: &AiSettings) -> (Vec<Entrant>, AiSettings) {
    let tycoon_seats = (0..config.players.len()).filter(|s| config.players[*s] == PlayerKind::Tycoon);
    let efforts = levels(&tycoon_seats.map(|seat| config.effort(seat, settings)).collect::<Vec<_>>());
    let entrant = |(seat, kind): (usize, &PlayerKind)| match kind {
        PlayerKind::Tycoon if efforts.len() > 1 => Entrant::Tycoon(config.effort(seat, settings)),
        _ => Entrant::Level(*kind),
    };
    let lineup = config.players.iter().enumerate().map(entrant).collect();
    let playouts = efforts.first().copied().unwrap_or(settings.tycoon_playouts);
    (lineup, AiSettings { tycoon_playouts: playouts, ..*settings })
}

/// The tournament of `lineup`, where an [`Entrant::Own`] seat is played by `own`.
pub(super) fn contest(
    lineup: &[Entrant],
    own: Option<&OwnPlayer>,
    config: &SimulateConfig,
    settings: &AiSettings,
    out: &mut dyn Write,
) -> io::Result<()> {
    let seats = lineup.len();
    let deals = config.games.div_ceil(seats as u64).max(1);
    let games = deals * seats as u64;
    let mut settings = *settings;
    if config.threads > 1 {
        settings.threads = 1;
    }
    let start = Instant::now();
    let progress = Progress::new(config.progress, games);
    let played =
        play_numbered_with(games, config.threads, 1, &progress, Vec::new, |kept: &mut Kept, game| {
            let rotation = (game % seats as u64) as usize;
            let seated = rotated(lineup, rotation);
            let seed = game_seed(config.seed, game / seats as u64);
            let outcome = play_game(&seated, seed, &settings, own, kept);
            Played { lineup: seated, outcome }
        });
    progress.finish();
    let seconds = start.elapsed().as_secs_f64();
    let width = lineup.iter().map(|level| word(*level, own).len()).max().unwrap_or(0).max(8);
    write_header(lineup, own, config, &settings, deals, seconds, width, out)?;
    for level in levels(lineup) {
        write_level(
            config.lang,
            &word(level, own),
            width,
            &stats::level_figures(level, lineup, &played),
            out,
        )?;
    }
    let parity = decimal(config.lang, 100.0 / seats as f64, 1);
    match config.lang {
        Lang::En => writeln!(out, "(parity: {parity}% per seat)"),
        Lang::De => writeln!(out, "(fairer Anteil: {parity} % je Platz)"),
    }
}

/// The lineup turned by `rotation` seats: seat `s` gets the level of seat `s + rotation`.
fn rotated<L: Copy>(players: &[L], rotation: usize) -> Vec<L> {
    (0..players.len()).map(|s| players[(s + rotation) % players.len()]).collect()
}

/// How a level is named in the report: `broker`, `tycoon:4800` for a tycoon with an effort
/// of its own, or the name of your own player.
fn word(level: Entrant, own: Option<&OwnPlayer>) -> String {
    match (level, own) {
        (Entrant::Level(kind), _) => kind.word().to_string(),
        (Entrant::Tycoon(playouts), _) => format!("tycoon:{playouts}"),
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
/// the player `kept` has for that seat and entrant (made first where it has none).
fn play_game(
    seated: &[Entrant],
    seed: u64,
    settings: &AiSettings,
    own: Option<&OwnPlayer>,
    kept: &mut Kept,
) -> Vec<stats::SeatResult> {
    let names = seated.iter().enumerate().map(|(i, level)| format!("{}{}", word(*level, own), i + 1));
    let (mut game, _) = Game::new(names, seed, Options::default()).expect("2 to 6 seats");
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
        (Entrant::Tycoon(playouts), _) => {
            let settings = AiSettings { tycoon_playouts: playouts, ..*settings };
            ai::player(PlayerKind::Tycoon, &settings).expect("a tycoon is a computer player")
        }
        (Entrant::Own, Some(own)) => (own.make)(),
        (Entrant::Own, None) => unreachable!("a lineup with a player of your own comes with it"),
    }
}

/// Writes what was played, how long it took, and the table's column heads (the first
/// `width` wide, for the longest level name).
#[allow(clippy::too_many_arguments)] // each is one figure of the header's one line
fn write_header(
    lineup: &[Entrant],
    own: Option<&OwnPlayer>,
    config: &SimulateConfig,
    settings: &AiSettings,
    deals: u64,
    seconds: f64,
    width: usize,
    out: &mut dyn Write,
) -> io::Result<()> {
    let seats = lineup.len();
    let games = deals * seats as u64;
    let names: Vec<String> = lineup.iter().map(|level| word(*level, own)).collect();
    let (lang, lineup_words, seed, threads) = (config.lang, names.join(","), config.seed, config.threads);
    let (time, rate) = (decimal(lang, seconds, 2), decimal(lang, games as f64 / seconds, 1));
    match lang {
        Lang::En => writeln!(
            out,
            "{games} games ({deals} {} x {seats} seat rotations) of {lineup_words}, seed {seed}, {threads} thread(s), {time} s, {rate} games/s",
            if deals == 1 { "deal" } else { "deals" },
        )?,
        Lang::De => writeln!(
            out,
            "{games} Spiele ({deals} {} x {seats} Sitzdrehungen) von {lineup_words}, Startwert {seed}, {threads} Thread(s), {time} s, {rate} Spiele/s",
            if deals == 1 { "Runde" } else { "Runden" },
        )?,
    }
    if lineup.contains(&Entrant::Level(PlayerKind::Tycoon)) {
        let playouts = settings.tycoon_playouts;
        match lang {
            Lang::En => writeln!(out, "tycoon effort: {playouts} playouts per decision")?,
            Lang::De => writeln!(out, "Aufwand des Tycoons: {playouts} Probespiele je Entscheidung")?,
        }
    }
    let heads = lang.pick(
        ["level", "seats", "win share (95% CI)", "mean rank", "mean cash"],
        ["Stufe", "Sitze", "Siegquote (95%-KI)", "Ø Rang", "Ø Geld"],
    );
    writeln!(out, "{:<width$} {:>5} {:>22} {:>9} {:>11}", heads[0], heads[1], heads[2], heads[3], heads[4])
}

/// Writes one level's line of the table in `lang`, its name `width` wide.
fn write_level(
    lang: Lang,
    name: &str,
    width: usize,
    figures: &stats::LevelFigures,
    out: &mut dyn Write,
) -> io::Result<()> {
    // One deal gives no spread to estimate an interval from.
    let interval =
        figures.half_width.map_or(lang.pick("n/a", "k. A.").to_string(), |h| decimal(lang, 100.0 * h, 1));
    let share = decimal(lang, 100.0 * figures.win_share, 1);
    let rank = decimal(lang, figures.mean_rank, 2);
    let cash = decimal(lang, figures.mean_cash, 0);
    let points = lang.pick("pts", "Pkt");
    writeln!(
        out,
        "{name:<width$} {:>5} {share:>9}% ± {interval:>4} {points} {rank:>9} {cash:>11}",
        figures.seats
    )
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

    fn report(config: &SimulateConfig) -> String {
        let mut out = Vec::new();
        tournament(config, &AiSettings::default(), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    /// A broker against two tourists, `games` games from `seed`, with no progress bar.
    fn broker_and_tourists(games: u64, seed: u64) -> SimulateConfig {
        let players = vec![PlayerKind::Broker, PlayerKind::Tourist, PlayerKind::Tourist];
        SimulateConfig { progress: false, ..SimulateConfig::new(games, players, seed) }
    }

    #[test]
    fn tournament_figures_do_not_depend_on_threads() {
        let mut config = broker_and_tourists(30, 9);
        let one = report(&config);
        config.threads = 2;
        let two = report(&config);
        let figures = |text: &str| text.lines().skip(1).map(String::from).collect::<Vec<_>>();
        assert_eq!(figures(&one), figures(&two));
    }

    #[test]
    fn the_german_table_has_the_english_figures() {
        let mut config = broker_and_tourists(12, 4);
        let english = report(&config);
        config.lang = Lang::De;
        let german = report(&config);
        assert!(
            german.starts_with("12 Spiele (4 Runden x 3 Sitzdrehungen) von broker,tourist,tourist"),
            "{german}"
        );
        let rows = |text: &str| text.lines().skip(2).map(String::from).collect::<Vec<_>>();
        let (english, german) = (rows(&english), rows(&german));
        assert_eq!(english.len(), 3, "{english:?}");
        for (en, de) in english.iter().zip(&german).take(2) {
            assert_eq!(&en.replace('.', ",").replace("pts", "Pkt"), de);
        }
        assert_eq!(german[2], "(fairer Anteil: 33,3 % je Platz)");
    }

    #[test]
    fn tycoons_are_one_level_unless_their_efforts_differ() {
        use PlayerKind::{Broker, Tycoon};
        let settings = AiSettings { tycoon_playouts: 4800, threads: 1 };
        let mut config = SimulateConfig::new(4, vec![Tycoon, Broker, Tycoon], 1);
        config.efforts = vec![Some(300), None, Some(300)];
        let (lineup, alike) = entrants(&config, &settings);
        assert_eq!(lineup, [Entrant::Level(Tycoon), Entrant::Level(Broker), Entrant::Level(Tycoon)]);
        assert_eq!(alike.tycoon_playouts, 300);
        // A tycoon without an effort of its own thinks with the run's settings.
        config.efforts = vec![Some(300), None, None];
        let (lineup, _) = entrants(&config, &settings);
        assert_eq!(lineup, [Entrant::Tycoon(300), Entrant::Level(Broker), Entrant::Tycoon(4800)]);
        assert_eq!(word(lineup[2], None), "tycoon:4800");
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
        let lineup =
            [Entrant::Level(PlayerKind::Broker), Entrant::Tycoon(8), Entrant::Level(PlayerKind::Tourist)];
        let settings = AiSettings { tycoon_playouts: 8, threads: 1 };
        let mut kept = Kept::new();
        for game in 0..9 {
            // Each entrant sits in every seat in turn, as in a tournament.
            let (seated, seed) = (rotated(&lineup, game % 3), game_seed(5, game as u64 / 3));
            let new = play_game(&seated, seed, &settings, None, &mut Kept::new());
            let again = play_game(&seated, seed, &settings, None, &mut kept);
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
        let lineup =
            [Entrant::Level(PlayerKind::Broker), Entrant::Tycoon(8), Entrant::Level(PlayerKind::Tourist)];
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
                game as u64,
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
                let outcome =
                    play_game(&lineup, game_seed(77, deal), &AiSettings::default(), None, &mut Kept::new());
                let broker = lineup.iter().position(|k| *k == Entrant::Level(PlayerKind::Broker)).unwrap();
                wins += outcome[broker].win;
            }
        }
        let share = wins / (deals as f64 * seats as f64);
        assert!(share > 0.7, "broker won only {:.1}% of 200 games against tourists", 100.0 * share);
    }
}
