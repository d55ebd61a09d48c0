//! Computer players. Each decides from a [`SeatView`]: what its seat may see of the game
//! (R19), with no field for another seat's hand or the order of the pool, so a computer
//! player cannot cheat even by accident: the types do not give it the secrets.
//!
//! The ladder, weakest first, each a [`ComputerPlayer`]:
//! - [`Tourist`] ([`tourist`]): a uniformly random legal action;
//! - [`Broker`] ([`broker`]): a fast heuristic that values holdings, fights for majorities
//!   and merges where it is paid;
//! - [`Tycoon`] ([`tycoon`]): a search over imagined deals of the unseen tiles, played out by
//!   brokers and scored by who wins. It keeps the purchase it is carrying out as state of its
//!   own between the decisions of one buy step.
//!
//! [`player`] makes the computer player for a seat's [`PlayerKind`]; [`hint()`] asks a tycoon
//! what it would do in a person's place, and why.
//!
//! [`parallel`] is the one chunked thread pool (the tycoon's playouts and simulate's games
//! share it), with results in a fixed order whatever the threads.
//!
//! Choices are reproducible: the randomness of a decision comes from [`decision_rng`], which is
//! derived from where the game stands as the deciding seat sees it, not from a generator that
//! lives between decisions. So a replayed or loaded game plays on exactly the same way.

pub mod broker;
pub mod hint;
pub mod level;
pub mod parallel;
pub mod seed;
pub mod tourist;
pub mod tycoon;

use crate::notation::PlayerKind;
use crate::rules::{Action, SeatView};

pub use broker::Broker;
pub use hint::hint;
pub use level::{LevelError, parse_level};
pub use seed::decision_rng;
pub use tourist::Tourist;
pub use tycoon::Tycoon;

/// A computer player: it decides for its seat, seeing only that seat's view.
///
/// ```
/// use bauloewe::ai::{self, AiSettings};
/// use bauloewe::notation::PlayerKind;
/// use bauloewe::rules::{Game, Options};
/// let (mut game, _) = Game::new(["Ann", "Bob"], 3, Options::default())?;
/// let settings = AiSettings { tycoon_playouts: 20, threads: 1 };
/// let mut players = [PlayerKind::Broker, PlayerKind::Tycoon].map(|kind| ai::player(kind, &settings).unwrap());
/// for _ in 0..10 {
///     let seat = game.decision().player().unwrap();
///     let action = players[seat].decide(&game.view(seat));
///     game.apply(action).unwrap();
/// }
/// # Ok::<(), bauloewe::rules::SetupError>(())
/// ```
pub trait ComputerPlayer: Send + std::fmt::Debug {
    /// The action for the decision `view` waits for; `view` is the deciding seat's.
    fn decide(&mut self, view: &SeatView) -> Action;

    /// Whether deciding at `view` takes a search rather than an answer at once: timing tools
    /// tell the decisions that cost a searching player's effort from the ones that cost
    /// nothing. Only the tycoon searches.
    fn searches(&self, _view: &SeatView) -> bool {
        false
    }
}

/// How hard the computer players think. Effort is counted in playouts, never in seconds, so a
/// game replays identically on any machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AiSettings {
    /// Playouts the tycoon spends on one decision (spread over its candidate actions). A very
    /// small budget is stretched to give every candidate a couple of playouts, so with a
    /// hundred candidate purchases a decision takes a few hundred playouts however low this is.
    pub tycoon_playouts: u32,
    /// Threads the tycoon searches with. The choice never depends on it, only the time does.
    pub threads: usize,
}

impl AiSettings {
    /// The tycoon's default effort: about one second per decision on a two-core machine.
    pub const DEFAULT_TYCOON_PLAYOUTS: u32 = tycoon::DEFAULT_PLAYOUTS;
}

impl Default for AiSettings {
    fn default() -> AiSettings {
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(2);
        AiSettings { tycoon_playouts: AiSettings::DEFAULT_TYCOON_PLAYOUTS, threads }
    }
}

/// The computer player for a seat of kind `kind`, or `None` for a person's seat.
pub fn player(kind: PlayerKind, settings: &AiSettings) -> Option<Box<dyn ComputerPlayer>> {
    match kind {
        PlayerKind::Human => None,
        PlayerKind::Tourist => Some(Box::new(Tourist)),
        PlayerKind::Broker => Some(Box::new(Broker::default())),
        PlayerKind::Tycoon => Some(Box::new(Tycoon::new(*settings))),
    }
}

/// The computer players of a table, seat by seat (`None` where a person sits).
pub fn players(kinds: &[PlayerKind], settings: &AiSettings) -> Vec<Option<Box<dyn ComputerPlayer>>> {
    kinds.iter().map(|kind| player(*kind, settings)).collect()
}

#[cfg(test)]
mod recorded_choices;

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::Xoshiro256PlusPlus;

    use super::*;
    use crate::rules::{Game, Options};

    /// Plays random mixed games and checks every choice of every level against the legal
    /// actions (a dispose choice must be one of the listed sell/trade combinations).
    fn play_checked(kinds: &[PlayerKind], seed: u64, settings: &AiSettings) {
        let seats = (0..kinds.len()).map(|i| format!("P{i}"));
        let (mut game, _) = Game::new(seats, seed, Options::default()).unwrap();
        let mut players = players(kinds, settings);
        let mut legal = Vec::new();
        while !game.is_over() {
            let seat = game.decision().player().unwrap();
            let action = players[seat].as_mut().unwrap().decide(&game.view(seat));
            game.legal_actions_into(&mut legal);
            assert!(legal.contains(&action), "{action:?} is not legal at {:?}", game.decision());
            game.apply(action).unwrap();
        }
    }

    #[test]
    fn every_level_plays_only_legal_actions_for_2_to_6_players() {
        let settings = AiSettings { tycoon_playouts: 8, threads: 2 };
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
        for seed in 0..40u64 {
            let players = 2 + (seed % 5) as usize;
            let mut kinds: Vec<PlayerKind> = (0..players)
                .map(|_| [PlayerKind::Tourist, PlayerKind::Broker][crate::rules::below(&mut rng, 2)])
                .collect();
            if seed % 8 == 0 {
                kinds[0] = PlayerKind::Tycoon;
            }
            play_checked(&kinds, seed, &settings);
        }
    }

    /// A fresh player of `kind` deciding at the view of whoever decides in `game`.
    fn fresh_choice(kind: PlayerKind, game: &Game, settings: &AiSettings) -> Action {
        let seat = game.decision().player().unwrap();
        player(kind, settings).unwrap().decide(&game.view(seat))
    }

    #[test]
    fn the_same_position_gives_the_same_choice() {
        let seats = (0..3).map(|i| format!("P{i}"));
        let (mut game, _) = Game::new(seats, 11, Options::default()).unwrap();
        let one_thread = AiSettings { tycoon_playouts: 24, threads: 1 };
        let two_threads = AiSettings { tycoon_playouts: 24, threads: 2 };
        for _ in 0..60 {
            let copy = game.clone();
            for kind in [PlayerKind::Tourist, PlayerKind::Broker] {
                assert_eq!(fresh_choice(kind, &game, &one_thread), fresh_choice(kind, &copy, &one_thread));
            }
            let tycoon = fresh_choice(PlayerKind::Tycoon, &game, &one_thread);
            assert_eq!(tycoon, fresh_choice(PlayerKind::Tycoon, &copy, &two_threads));
            game.apply(fresh_choice(PlayerKind::Broker, &game, &one_thread)).unwrap();
        }
    }

    /// A position as Ann sees it, with Bob's hand, the pool and the seed filled in.
    fn seen_by_ann(bob: &str, pool: &str, seed: u64) -> Game {
        let text = format!(
            "# bauloewe position 1\nplayers: Ann human, Bob broker\nturn: Ann\nshares: Ann Aurora 2, Bob Aurora 3\n\
             board: Aurora 2B 3B 3C, Zugvogel 7E 8E, lone 5G 12I\n\
             hands: Ann 4B 1A 9C 6G 7F 11I, Bob {bob}\npool: {pool}\nseed: {seed}\n"
        );
        crate::notation::read_position(&text).unwrap().game
    }

    #[test]
    fn r19_a_choice_depends_only_on_what_the_seat_sees() {
        let one = seen_by_ann("1I 2I 3I 4I 5I 6I", "1E 2E 3E 4E", 1);
        let two = seen_by_ann("4E 3E 6I 1E 5I 2I", "3I 4I 2E 1I", 99);
        assert!(decision_rng(&one.view(0)) == decision_rng(&two.view(0)), "the same generator");
        let settings = AiSettings { tycoon_playouts: 40, threads: 1 };
        for kind in [PlayerKind::Tourist, PlayerKind::Broker, PlayerKind::Tycoon] {
            let (mine, other) = (fresh_choice(kind, &one, &settings), fresh_choice(kind, &two, &settings));
            assert_eq!(mine, other, "{kind:?}");
        }
    }
}
