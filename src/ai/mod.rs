//! Computer players. Each level looks only at what its seat may see (R19) and returns an
//! [`Action`] for the decision the game waits for.
//!
//! The ladder, weakest first:
//! - [`tourist`]: a uniformly random legal action;
//! - [`broker`]: a fast heuristic that values holdings, fights for majorities and merges
//!   where it is paid;
//! - [`tycoon`]: a search over imagined deals of the unseen tiles, played out by brokers and
//!   scored by who wins.
//!
//! Choices are reproducible: the randomness of a decision comes from [`decision_rng`], which is
//! derived from where the game stands as the deciding seat sees it, not from a generator that
//! lives between decisions. So a replayed or loaded game plays on exactly the same way.

pub mod broker;
pub mod hint;
pub mod parallel;
pub mod tourist;
pub mod tycoon;

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

use crate::rules::{Action, Cell, Chain, Decision, Game, PlayerKind, Tile};

pub use hint::hint;

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

/// Reads a level as written in a player list: `tourist`, `broker`, `tycoon`, or `tycoon:N`
/// for a tycoon spending `N` playouts on each decision.
///
/// ```
/// use bauloewe::ai::parse_level;
/// use bauloewe::rules::PlayerKind;
/// assert_eq!(parse_level("broker"), Ok((PlayerKind::Broker, None)));
/// assert_eq!(parse_level("tycoon:500"), Ok((PlayerKind::Tycoon, Some(500))));
/// assert!(parse_level("tycoon:lots").is_err());
/// ```
pub fn parse_level(text: &str) -> Result<(PlayerKind, Option<u32>), String> {
    let (word, effort) = match text.split_once(':') {
        Some((word, effort)) => (word, Some(effort)),
        None => (text, None),
    };
    let kind: PlayerKind = word.trim().parse()?;
    let Some(effort) = effort else { return Ok((kind, None)) };
    if kind != PlayerKind::Tycoon {
        return Err(format!("only the tycoon takes an effort (tycoon:N), not {kind}"));
    }
    match effort.trim().parse::<u32>() {
        Ok(playouts) if playouts > 0 => Ok((kind, Some(playouts))),
        _ => Err(format!("'{}' is not a number of playouts: write tycoon:N with N ≥ 1", effort.trim())),
    }
}

/// Chooses the action of a computer player for the decision the game waits for, with the
/// default effort ([`AiSettings::default`]).
///
/// Returns `None` when the game is over or `kind` is [`PlayerKind::Human`].
pub fn choose(kind: PlayerKind, game: &Game) -> Option<Action> {
    choose_with(kind, game, &AiSettings::default())
}

/// Like [`choose`], with the effort given by `settings`.
///
/// ```
/// use bauloewe::ai::{self, AiSettings};
/// use bauloewe::rules::{Game, Options, PlayerKind, Seat};
/// let seats = vec![Seat::new("Ann", PlayerKind::Broker)?, Seat::new("Bob", PlayerKind::Tycoon)?];
/// let (mut game, _) = Game::new(seats, 3, Options::default())?;
/// let settings = AiSettings { tycoon_playouts: 20, threads: 1 };
/// for _ in 0..10 {
///     let player = game.decision().player().unwrap();
///     let kind = game.seat(player).kind();
///     let action = ai::choose_with(kind, &game, &settings).unwrap();
///     game.apply(action)?;
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn choose_with(kind: PlayerKind, game: &Game, settings: &AiSettings) -> Option<Action> {
    if game.is_over() {
        return None;
    }
    let mut rng = decision_rng(game);
    match kind {
        PlayerKind::Human => None,
        PlayerKind::Tourist => Some(tourist::choose(game, &mut rng)),
        PlayerKind::Broker => Some(broker::choose(game, &mut rng)),
        PlayerKind::Tycoon => Some(tycoon::choose(game, settings, &mut rng)),
    }
}

/// A generator for one decision, seeded only from what the deciding seat sees (R19): the turn,
/// the decision, the pool's size, every player's cash and shares, the board and the seat's own
/// hand. The game's seed is left out on purpose: it fixes the whole deal, so it is as secret as
/// the pool order.
pub fn decision_rng(game: &Game) -> Xoshiro256PlusPlus {
    let progress = [game.turn_number() as u64, game.pool_len() as u64, decision_code(game.decision())];
    let holdings = (0..game.player_count()).flat_map(|player| {
        let shares = Chain::ALL.iter().map(move |&chain| game.shares(player, chain) as u64);
        std::iter::once(game.cash(player) as u64).chain(shares)
    });
    let board = Tile::all().map(|tile| cell_code(game.board().cell(tile)));
    let own_hand = game.decision().player().into_iter().flat_map(|me| game.hand(me).tiles());
    let own_hand = own_hand.map(|tile| 200 + tile.index() as u64);
    Xoshiro256PlusPlus::seed_from_u64(fold(progress.into_iter().chain(holdings).chain(board).chain(own_hand)))
}

/// Folds numbers into one 64-bit key: each step mixes a number in with the FNV-1a prime and a
/// rotation, so that every number changes every bit of the key after a few steps.
fn fold(values: impl Iterator<Item = u64>) -> u64 {
    let basis: u64 = 0xcbf2_9ce4_8422_2325; // the FNV-1a offset basis
    values.fold(basis, |key, value| (key ^ value).wrapping_mul(0x0100_0000_01b3).rotate_left(29))
}

/// A number for what a cell holds.
fn cell_code(cell: Cell) -> u64 {
    match cell {
        Cell::Empty => 0,
        Cell::Lone => 1,
        Cell::Hotel(chain) => 2 + chain.index() as u64,
    }
}

/// A number that tells decisions within one turn apart.
fn decision_code(decision: Decision) -> u64 {
    match decision {
        Decision::PlaceTile { player } => player as u64,
        Decision::FoundChain { player, tile } => 100 + player as u64 * 200 + tile.index() as u64,
        Decision::ChooseSurvivor { player, .. } => 2000 + player as u64,
        Decision::ChooseDefunct { player, candidates, .. } => {
            3000 + player as u64 * 10 + candidates.len() as u64
        }
        Decision::Dispose { player, defunct, .. } => 4000 + player as u64 * 10 + defunct.index() as u64,
        Decision::BuyShares { player, remaining } => 5000 + player as u64 * 10 + remaining as u64,
        Decision::GameOver => 9999,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Options, Seat};

    /// Plays random mixed games and checks every choice of every level against the legal
    /// actions (a dispose choice must be one of the listed sell/trade combinations).
    fn play_checked(kinds: &[PlayerKind], seed: u64, settings: &AiSettings) {
        let seats: Vec<Seat> =
            kinds.iter().enumerate().map(|(i, k)| Seat::new(&format!("P{i}"), *k).unwrap()).collect();
        let (mut game, _) = Game::new(seats, seed, Options::default()).unwrap();
        let mut legal = Vec::new();
        while !game.is_over() {
            let player = game.decision().player().unwrap();
            let action = choose_with(game.seat(player).kind(), &game, settings).unwrap();
            game.legal_actions_into(&mut legal);
            assert!(legal.contains(&action), "{action} is not legal at {:?}", game.decision());
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

    #[test]
    fn the_same_position_gives_the_same_choice() {
        let seats: Vec<Seat> =
            (0..3).map(|i| Seat::new(&format!("P{i}"), PlayerKind::Broker).unwrap()).collect();
        let (mut game, _) = Game::new(seats, 11, Options::default()).unwrap();
        let one_thread = AiSettings { tycoon_playouts: 24, threads: 1 };
        let two_threads = AiSettings { tycoon_playouts: 24, threads: 2 };
        for _ in 0..60 {
            let copy = game.clone();
            for kind in [PlayerKind::Tourist, PlayerKind::Broker] {
                assert_eq!(choose_with(kind, &game, &one_thread), choose_with(kind, &copy, &one_thread));
            }
            let tycoon = choose_with(PlayerKind::Tycoon, &game, &one_thread);
            assert_eq!(tycoon, choose_with(PlayerKind::Tycoon, &copy, &two_threads));
            game.apply(choose(PlayerKind::Broker, &game).unwrap()).unwrap();
        }
    }

    /// A position as Ann sees it, with Bob's hand, the pool and the seed filled in.
    fn seen_by_ann(bob: &str, pool: &str, seed: u64) -> Game {
        let text = format!(
            "# bauloewe position 1\nplayers: Ann human, Bob broker\nturn: Ann\nshares: Ann Aurora 2, Bob Aurora 3\n\
             board: Aurora 2B 3B 3C, Zugvogel 7E 8E, lone 5G 12I\n\
             hands: Ann 4B 1A 9C 6G 7F 11I, Bob {bob}\npool: {pool}\nseed: {seed}\n"
        );
        crate::rules::read_position(&text).unwrap().0
    }

    #[test]
    fn r19_a_choice_depends_only_on_what_the_seat_sees() {
        let one = seen_by_ann("1I 2I 3I 4I 5I 6I", "1E 2E 3E 4E", 1);
        let two = seen_by_ann("4E 3E 6I 1E 5I 2I", "3I 4I 2E 1I", 99);
        assert!(decision_rng(&one) == decision_rng(&two), "the same generator");
        let settings = AiSettings { tycoon_playouts: 40, threads: 1 };
        for kind in [PlayerKind::Tourist, PlayerKind::Broker, PlayerKind::Tycoon] {
            assert_eq!(choose_with(kind, &one, &settings), choose_with(kind, &two, &settings), "{kind:?}");
        }
    }

    #[test]
    fn levels_parse_with_and_without_effort() {
        assert_eq!(parse_level("Tycoon"), Ok((PlayerKind::Tycoon, None)));
        assert_eq!(parse_level("tycoon:40"), Ok((PlayerKind::Tycoon, Some(40))));
        assert!(parse_level("broker:40").is_err());
        assert!(parse_level("tycoon:0").is_err());
        assert!(parse_level("banker").is_err());
    }
}
