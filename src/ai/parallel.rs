//! Numbered work, shared out to threads without changing the answer.
//!
//! The tycoon's playouts and `simulate`'s games are both jobs numbered `0..count` whose
//! result depends on the number alone: the number picks the job's seed through [`mix`], and
//! [`map_numbered`] answers the results in number order, whichever thread took which job
//! and however many threads there were. So a choice or a tournament is the same with one
//! thread or many; only the time differs.
//!
//! A job may also be handed scratch space its thread keeps from job to job
//! ([`map_numbered_with`]): buffers to fill again, or a memory of what was worked out before.
//! What a job finds there was left by whichever jobs its thread ran before, so the scratch may
//! change how soon a job is done, never its result.
//!
//! ```
//! use bauloewe::ai::parallel::{map_numbered, mix};
//! let seeds = map_numbered(10, 2, 3, |i| mix(i as u64), |_| ());
//! assert_eq!(seeds, map_numbered(10, 1, 3, |i| mix(i as u64), |_| ()));
//! assert_eq!(seeds[4], mix(4));
//! ```

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// SplitMix64's step, 2^64 divided by the golden ratio: adding or multiplying by it spreads
/// neighbouring numbers far apart before [`mix`].
pub const GOLDEN_GAMMA: u64 = 0x9e37_79b9_7f4a_7c15;

/// SplitMix64's finalizer: every bit of `x` changes about half the bits of the answer, so the
/// seeds of jobs 1, 2, 3 look unrelated. Each caller decides what it mixes in (a run's seed
/// and a job's number, for instance).
///
/// ```
/// use bauloewe::ai::parallel::mix;
/// assert_ne!(mix(1), mix(2));
/// assert_eq!(mix(1), mix(1));
/// ```
pub fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// Runs `job` for the numbers `0..count` on `threads` threads (the calling one among them),
/// each taking `chunk` numbers at a time, and answers the results in number order. `done` is
/// told the size of every chunk finished, for a progress bar.
///
/// Chunks keep the threads' bookkeeping (a counter and a lock) small next to the jobs; each
/// thread takes the next chunk when it is through with one, so a slow job holds up nobody.
pub fn map_numbered<T: Send>(
    count: usize,
    threads: usize,
    chunk: usize,
    job: impl Fn(usize) -> T + Sync,
    done: impl Fn(usize) + Sync,
) -> Vec<T> {
    map_numbered_with(count, threads, chunk, || (), |_, number| job(number), done)
}

/// Like [`map_numbered`], but each thread makes its scratch space once, with `scratch`, and
/// lends it to every job it runs. A job's result must not depend on what it finds there.
///
/// ```
/// use bauloewe::ai::parallel::map_numbered_with;
/// // Each thread keeps one buffer; a job clears it before use, so what the jobs before it
/// // left there does not matter.
/// let squares = map_numbered_with(6, 2, 1, Vec::new, |buffer: &mut Vec<usize>, i| {
///     buffer.clear();
///     buffer.extend([i, i]);
///     buffer.iter().product::<usize>()
/// }, |_| ());
/// assert_eq!(squares, [0, 1, 4, 9, 16, 25]);
/// ```
pub fn map_numbered_with<S, T: Send>(
    count: usize,
    threads: usize,
    chunk: usize,
    scratch: impl Fn() -> S + Sync,
    job: impl Fn(&mut S, usize) -> T + Sync,
    done: impl Fn(usize) + Sync,
) -> Vec<T> {
    let chunk = chunk.max(1);
    let next = AtomicUsize::new(0);
    let finished = Mutex::new(Vec::with_capacity(count.div_ceil(chunk)));
    let work = || {
        let mut kept = scratch();
        loop {
            let start = next.fetch_add(chunk, Ordering::Relaxed);
            if start >= count {
                return;
            }
            let results: Vec<T> = (start..(start + chunk).min(count)).map(|i| job(&mut kept, i)).collect();
            done(results.len());
            finished.lock().expect("no job panics").push((start, results));
        }
    };
    std::thread::scope(|scope| {
        for _ in 1..threads.max(1) {
            scope.spawn(work);
        }
        work();
    });
    in_number_order(finished.into_inner().expect("no job panics"))
}

/// The results of chunks, each given with its first number, put one after the other in
/// number order.
fn in_number_order<T>(mut chunks: Vec<(usize, Vec<T>)>) -> Vec<T> {
    chunks.sort_unstable_by_key(|(start, _)| *start);
    chunks.into_iter().flat_map(|(_, results)| results).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_in_number_order_with_any_threads_and_chunks() {
        let squares: Vec<usize> = (0..50).map(|i| i * i).collect();
        for (threads, chunk) in [(1, 1), (2, 1), (2, 7), (3, 64), (4, 0)] {
            assert_eq!(map_numbered(50, threads, chunk, |i| i * i, |_| ()), squares, "{threads} threads");
        }
    }

    #[test]
    fn every_job_is_reported_done_once() {
        let reported = AtomicUsize::new(0);
        let results = map_numbered(23, 2, 4, |i| i, |n| _ = reported.fetch_add(n, Ordering::Relaxed));
        assert_eq!(results.len(), 23);
        assert_eq!(reported.into_inner(), 23);
    }

    #[test]
    fn each_thread_makes_its_scratch_once_and_keeps_it() {
        for threads in [1, 2, 3] {
            let made = AtomicUsize::new(0);
            let scratch = || {
                made.fetch_add(1, Ordering::Relaxed);
                Vec::new()
            };
            // Each job leaves its number in its thread's scratch, and answers how many jobs
            // that thread ran before it.
            let ran_before = map_numbered_with(
                40,
                threads,
                3,
                scratch,
                |kept: &mut Vec<usize>, i| {
                    kept.push(i);
                    kept.len() - 1
                },
                |_| (),
            );
            assert!((1..=threads).contains(&made.load(Ordering::Relaxed)), "{threads} threads");
            // A thread's first job finds its scratch empty (a thread may also find no job left).
            let firsts = ran_before.iter().filter(|&&n| n == 0).count();
            assert!((1..=made.load(Ordering::Relaxed)).contains(&firsts), "{threads} threads");
            if threads == 1 {
                assert_eq!(ran_before, (0..40).collect::<Vec<_>>());
            }
        }
    }

    #[test]
    fn no_jobs_give_no_results() {
        assert!(map_numbered(0, 2, 4, |i| i, |_| ()).is_empty());
    }

    #[test]
    fn mix_is_splitmix64() {
        // The first output of SplitMix64 seeded with 0: mix(0 + gamma).
        assert_eq!(mix(GOLDEN_GAMMA), 0xe220_a839_7b1d_cdaf);
    }
}
