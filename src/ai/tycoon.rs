//! The tycoon: a search player that scores actions by how often they win.
//!
//! For each candidate action the tycoon plays many games to the end in its imagination: it
//! deals the tiles it cannot see afresh ([`Game::redeal_hidden`], so it never uses another
//! hand or the pool order, R19), applies the action, and lets brokers play on for everyone.
//! A playout scores 1 for a win (split on ties) and a little for a better rank, never raw
//! money. Every candidate is tried on the same imagined deals, so luck of the deal cancels out.
//!
//! The budget is counted in playouts ([`AiSettings::tycoon_playouts`]). It is spent in two
//! rounds: half evenly over all candidates, the rest evenly over the better half. Playouts
//! are seeded by their number alone and cut into fixed chunks that threads take in any order,
//! so the choice is the same with one thread or many.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

use super::AiSettings;
use super::broker;
use crate::rules::{Action, Decision, Game, PlayerId};

/// The default playouts per decision: about one second on this project's two-core machine.
pub const DEFAULT_PLAYOUTS: u32 = 4800;
/// Playouts a thread takes at a time.
const CHUNK: usize = 4;
/// The fewest playouts each candidate gets in the first round.
const MIN_FIRST_ROUND: u32 = 2;
/// How many rounds a playout runs before the broker's judgement of worth stands in for the
/// final scoring (a playout that reaches the end is scored by the real ranking).
const HORIZON_ROUNDS: usize = 3;

/// Chooses the tycoon's action for the decision the game waits for.
///
/// ```
/// use bauloewe::ai::{AiSettings, tycoon};
/// use bauloewe::rules::{Game, Options, PlayerKind, Seat};
/// use rand::SeedableRng;
/// let seats = vec![Seat::new("Ann", PlayerKind::Tycoon)?, Seat::new("Bob", PlayerKind::Broker)?];
/// let (game, _) = Game::new(seats, 7, Options::default())?;
/// let mut rng = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(1);
/// let settings = AiSettings { tycoon_playouts: 16, threads: 1 };
/// let action = tycoon::choose(&game, &settings, &mut rng);
/// assert!(game.legal_actions().contains(&action));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn choose(game: &Game, settings: &AiSettings, rng: &mut impl Rng) -> Action {
    let Some(me) = game.decision().player() else { return Action::EndTurn };
    let candidates = candidates(game, me);
    if candidates.len() == 1 {
        return candidates[0];
    }
    let seed = rng.next_u64();
    let budget = settings.tycoon_playouts.max(1);
    let first = (budget / 2 / candidates.len() as u32).max(MIN_FIRST_ROUND);
    let mut scores = evaluate(game, me, &candidates, 0..first, seed, settings.threads);
    let mut alive: Vec<usize> = (0..candidates.len()).collect();
    alive.sort_by(|&a, &b| scores[b].total_cmp(&scores[a]).then(a.cmp(&b)));
    alive.truncate(candidates.len().div_ceil(2).max(2));
    let spent = first * candidates.len() as u32;
    let second = budget.saturating_sub(spent) / alive.len() as u32;
    if second > 0 {
        let finalists: Vec<Action> = alive.iter().map(|&i| candidates[i]).collect();
        let more = evaluate(game, me, &finalists, first..first + second, seed, settings.threads);
        for (slot, &i) in alive.iter().enumerate() {
            scores[i] += more[slot];
        }
    }
    let best = alive.iter().copied().max_by(|&a, &b| scores[a].total_cmp(&scores[b]).then(b.cmp(&a)));
    candidates[best.expect("at least two candidates")]
}

/// The actions worth searching: every playable tile, every chain to found, every tied
/// chain, a handful of disposals, and one share of each chain or the end of buying.
fn candidates(game: &Game, me: PlayerId) -> Vec<Action> {
    let mut actions = Vec::new();
    match game.decision() {
        Decision::PlaceTile { .. } => {
            let playable = game.hand(me).tiles().filter(|t| game.tile_status(*t).is_playable());
            actions.extend(playable.map(Action::Place));
        }
        Decision::Dispose { held, max_trade, .. } => {
            let half = max_trade / 4 * 2;
            for (sell, trade) in
                [(held, 0), (held - max_trade, max_trade), (0, max_trade), (held - half, half)]
            {
                let action = Action::Dispose { sell, trade };
                if !actions.contains(&action) {
                    actions.push(action);
                }
            }
        }
        Decision::BuyShares { .. } => {
            game.legal_actions_into(&mut actions);
        }
        _ => game.legal_actions_into(&mut actions),
    }
    if actions.is_empty() {
        game.legal_actions_into(&mut actions);
    }
    actions
}

/// The summed playout scores of each candidate over playouts numbered `playouts`, with
/// playout `i` imagining the same deal for every candidate.
fn evaluate(
    game: &Game,
    me: PlayerId,
    candidates: &[Action],
    playouts: std::ops::Range<u32>,
    seed: u64,
    threads: usize,
) -> Vec<f64> {
    let jobs: Vec<(usize, u32)> =
        (0..candidates.len()).flat_map(|c| playouts.clone().map(move |i| (c, i))).collect();
    let results = Mutex::new(vec![0.0; jobs.len()]);
    let next = AtomicUsize::new(0);
    let work = || {
        loop {
            let start = next.fetch_add(CHUNK, Ordering::Relaxed);
            if start >= jobs.len() {
                return;
            }
            let end = (start + CHUNK).min(jobs.len());
            let scores: Vec<f64> = jobs[start..end]
                .iter()
                .map(|&(c, i)| playout(game, me, candidates[c], playout_seed(seed, i)))
                .collect();
            results.lock().expect("no playout panics").splice(start..end, scores);
        }
    };
    std::thread::scope(|scope| {
        for _ in 1..threads.max(1) {
            scope.spawn(work);
        }
        work();
    });
    let results = results.into_inner().expect("no playout panics");
    let mut sums = vec![0.0; candidates.len()];
    for (&(c, _), score) in jobs.iter().zip(results) {
        sums[c] += score;
    }
    sums
}

/// The seed of playout number `index`: the same for every candidate.
fn playout_seed(seed: u64, index: u32) -> u64 {
    let mut x = seed ^ (index as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// One imagined game: deal the unseen tiles afresh, apply `action`, let brokers play on for
/// [`HORIZON_ROUNDS`] rounds or to the end, and score `me` by winning.
fn playout(game: &Game, me: PlayerId, action: Action, seed: u64) -> f64 {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut world = game.redeal_hidden(me, &mut rng);
    let mut events = Vec::new();
    world.apply_into(action, &mut events).expect("the tycoon only searches legal actions");
    let last_turn = game.turn_number() + (HORIZON_ROUNDS * game.player_count()) as u32;
    while !world.is_over() {
        let turn_starts = matches!(world.decision(), Decision::PlaceTile { .. });
        if turn_starts && world.turn_number() > last_turn {
            return win_score(&broker_ranking(&world), me);
        }
        let next = broker::decide(&world);
        events.clear();
        world.apply_into(next, &mut events).expect("the broker only plays legal actions");
    }
    win_score(&world.ranking(), me)
}

/// The ranking of an unfinished game by the broker's estimate of each player's worth.
fn broker_ranking(game: &Game) -> Vec<(usize, PlayerId)> {
    let worths = broker::worths(game);
    let mut order: Vec<PlayerId> = (0..game.player_count()).collect();
    order.sort_by(|&a, &b| worths[b].total_cmp(&worths[a]));
    order.iter().map(|&p| (1 + order.iter().filter(|&&q| worths[q] > worths[p]).count(), p)).collect()
}

/// A ranking's score for `me`: 1 for a win (split between tied winners) plus a small
/// reward for each rival finishing behind.
fn win_score(ranking: &[(usize, PlayerId)], me: PlayerId) -> f64 {
    let my_rank = ranking.iter().find(|(_, p)| *p == me).map_or(ranking.len(), |(r, _)| *r);
    let winners = ranking.iter().filter(|(r, _)| *r == 1).count();
    let win = if my_rank == 1 { 1.0 / winners as f64 } else { 0.0 };
    let behind = ranking.iter().filter(|(r, _)| *r > my_rank).count();
    win + 0.1 * behind as f64 / (ranking.len() - 1) as f64
}
