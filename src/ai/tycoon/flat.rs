//! The flat search ([`Method::Flat`]).
//!
//! Every candidate line is played on the same imagined deals by brokers, and the budget is
//! spent by sequential halving: rounds of equal playouts for every candidate still in the
//! race, the better half going on each time. Playouts are seeded by their number alone and
//! cut into fixed chunks that threads take in any order, so the choice is the same with one
//! thread or many.

use std::sync::atomic::{AtomicBool, Ordering};

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

#[cfg(doc)]
use super::Method;
use super::{Line, Search, Stopped, Tally, last_turn, play_line, play_on, playout_seed};
use crate::ai::{broker, parallel};
use crate::rules::{Action, SeatView};

/// Playouts a thread takes at a time.
const CHUNK: usize = 4;
/// The fewest playouts each candidate gets in a round of the search.
pub(super) const MIN_PER_ROUND: u32 = 2;

/// Spends `budget` playouts to find the best of two or more `lines` by sequential halving:
/// each round gives the candidates still in the race the same number of new playouts, and the
/// better half goes on, until one is left. Answers the index of the winner and what the last
/// round found (halving by `div_ceil` always leaves two lines for it); [`Stopped`] once `stop`
/// is set.
pub(super) fn sequential_halving(
    view: &SeatView,
    lines: &[Line],
    budget: u32,
    seed: u64,
    threads: usize,
    stop: &AtomicBool,
) -> Result<(usize, Search), Stopped> {
    // ceil(log2(n)) rounds halve n candidates down to one: the exponent of the next power of two.
    let rounds = lines.len().next_power_of_two().trailing_zeros().max(1);
    let mut totals = vec![Tally::default(); lines.len()];
    let mut alive: Vec<usize> = (0..lines.len()).collect();
    let (mut played, mut runner_up) = (0, 0);
    while alive.len() > 1 {
        let more = (budget / rounds / alive.len() as u32).max(MIN_PER_ROUND);
        let racing: Vec<&Line> = alive.iter().map(|&i| &lines[i]).collect();
        let sums = evaluate(view, &racing, played..played + more, seed, threads, stop);
        if stop.load(Ordering::Relaxed) {
            return Err(Stopped);
        }
        for (slot, &i) in alive.iter().enumerate() {
            totals[i] = totals[i].plus(sums[slot]);
        }
        played += more;
        // Best first; on equal scores the earlier (simpler) candidate goes on.
        alive.sort_by(|&a, &b| totals[b].score.total_cmp(&totals[a].score).then(a.cmp(&b)));
        runner_up = alive[1];
        alive.truncate(alive.len().div_ceil(2));
    }
    let search = Search {
        candidates: lines.len(),
        playouts: played,
        best: totals[alive[0]].mean(played),
        runner_up: (lines[runner_up].clone(), totals[runner_up].mean(played)),
    };
    Ok((alive[0], search))
}

/// The summed playout tallies of each line over playouts numbered `playouts`, with playout
/// `i` imagining the same deal for every line. Jobs are numbered line by line, and
/// [`parallel::map_numbered_with`] answers their tallies in that order. Each thread's brokers
/// think in one workspace from playout to playout, so that what they work out in one (a chain
/// value, say) is there for the next; that changes no choice of theirs. Once `stop` is set the
/// playouts left are skipped (their tallies are empty), and the caller gives the search up.
fn evaluate(
    view: &SeatView,
    candidates: &[&Line],
    playouts: std::ops::Range<u32>,
    seed: u64,
    threads: usize,
    stop: &AtomicBool,
) -> Vec<Tally> {
    let per_line = playouts.len();
    let score = |work: &mut broker::Workspace, job: usize| {
        if stop.load(Ordering::Relaxed) {
            return Tally::default();
        }
        let playout_number = playouts.start + (job % per_line) as u32;
        playout(view, candidates[job / per_line], playout_seed(seed, playout_number), work)
    };
    let jobs = candidates.len() * per_line;
    let tallies =
        parallel::map_numbered_with(jobs, threads, CHUNK, broker::Workspace::default, score, |_| ());
    let sum =
        |line: usize| tallies[line * per_line..][..per_line].iter().fold(Tally::default(), |a, &b| a.plus(b));
    (0..candidates.len()).map(sum).collect()
}

/// One imagined game: deal the unseen tiles afresh, play `line`, let brokers play on to the
/// horizon, and score the viewing seat by winning. The brokers think in `work`.
fn playout(view: &SeatView, line: &[Action], seed: u64, work: &mut broker::Workspace) -> Tally {
    let mut world = view.imagine(&mut Xoshiro256PlusPlus::seed_from_u64(seed));
    play_line(&mut world, line);
    Tally::of(&play_on(&mut world, last_turn(view), work), view.seat())
}
