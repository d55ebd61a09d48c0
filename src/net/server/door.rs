//! Who gets in at the door: the seats' codes ([`Seats`]), how many wrong codes each address
//! may still send (`Guesses`, a token bucket per address), and who stands in the doorway
//! (`Doorway`: the connections that have not given a code yet, and the watchers' places). A
//! connection thread asks them before its client sits down.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::net::{IpAddr, TcpStream};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use super::limits::Limits;
use crate::net::codes::Code;
use crate::rules::PlayerId;

/// A table's seats and how to reach them: the code of each seat played by a person.
#[derive(Clone, Debug)]
pub struct Seats {
    /// Each person's seat with its code.
    pub codes: Vec<(PlayerId, Code)>,
}

impl Seats {
    /// The seat a typed code opens, if any.
    pub(super) fn open(&self, typed: &str) -> Option<PlayerId> {
        self.codes.iter().find(|(_, code)| code.matches(typed)).map(|(seat, _)| *seat)
    }
}

/// The wrong codes each address may still send: a token bucket per address, shared by every
/// connection (a guesser opening a connection per guess meets the same bucket).
pub(crate) struct Guesses {
    burst: u32,
    refill: Duration,
    buckets: Mutex<BTreeMap<IpAddr, Bucket>>,
}

/// One address's bucket: `tokens` wrong codes left, as of `since`.
#[derive(Clone, Copy)]
struct Bucket {
    tokens: u32,
    since: Instant,
}

impl Guesses {
    /// Full buckets for every address: each may send `limits.address_burst` wrong codes at once.
    pub(crate) fn new(limits: &Limits) -> Guesses {
        Guesses { burst: limits.address_burst, refill: limits.address_refill, buckets: Mutex::default() }
    }

    /// Takes one wrong code from `address`'s bucket; `false` when it is empty.
    pub(crate) fn take(&self, address: IpAddr) -> bool {
        let now = Instant::now();
        // A poisoned lock only means another connection panicked; the buckets are still whole.
        let mut buckets = self.buckets.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        // Full buckets are forgotten, so the map holds only the addresses that guessed lately.
        buckets.retain(|_, bucket| self.refilled(*bucket, now).tokens < self.burst);
        let fresh = Bucket { tokens: self.burst, since: now };
        let bucket = self.refilled(buckets.get(&address).copied().unwrap_or(fresh), now);
        let taken = bucket.tokens > 0;
        let tokens = if taken { bucket.tokens - 1 } else { 0 };
        buckets.insert(address, Bucket { tokens, ..bucket });
        taken
    }

    /// `bucket` with a token for each whole `refill` since it was last counted, up to the
    /// burst; the time of a part of a refill is kept for the next.
    fn refilled(&self, bucket: Bucket, now: Instant) -> Bucket {
        let periods = now.duration_since(bucket.since).as_nanos() / self.refill.as_nanos().max(1);
        let room = self.burst.saturating_sub(bucket.tokens);
        if periods >= u128::from(room) {
            return Bucket { tokens: self.burst, since: now };
        }
        let periods = u32::try_from(periods).unwrap_or(room);
        Bucket { tokens: bucket.tokens + periods, since: bucket.since + self.refill * periods }
    }
}

/// The connections in the doorway, shared by the acceptor and every connection thread: those
/// that have not given a code (or `watch`) yet, oldest first, within a budget of their own
/// ([`Limits::nameless`]); and the watchers sitting, within the places left beside the
/// people's seats. A seat's code is never counted: the seats are few, and a seat's second
/// connection takes the first one's place.
pub(super) struct Doorway {
    nameless: usize,
    watchers: usize,
    inside: Mutex<Inside>,
}

/// Who is in the doorway now.
#[derive(Default)]
struct Inside {
    /// The connections that have not given a code yet, oldest first, with a handle to close
    /// each.
    nameless: VecDeque<(usize, TcpStream)>,
    /// The connections that watch.
    watching: BTreeSet<usize>,
}

/// Whether a connection that gave a code (or `watch`) may sit down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Admission {
    /// It sits down.
    In,
    /// It asked to watch, and every watcher's place is taken.
    Full,
    /// A newer connection pushed it out of the doorway before it gave its code.
    PushedOut,
}

impl Doorway {
    /// An empty doorway for a table with `seats` people's seats.
    pub(super) fn new(limits: &Limits, seats: usize) -> Doorway {
        let nameless = limits.nameless();
        Doorway { nameless, watchers: limits.watchers(seats), inside: Mutex::default() }
    }

    /// Connection `id` comes in. When the nameless are as many as their budget allows, the
    /// oldest of them is pushed out: its socket is returned, for the acceptor to close.
    pub(super) fn arrive(&self, id: usize, stream: TcpStream) -> Option<TcpStream> {
        let mut inside = self.inside();
        let oldest = if inside.nameless.len() >= self.nameless { inside.nameless.pop_front() } else { None };
        inside.nameless.push_back((id, stream));
        oldest.map(|(_, stream)| stream)
    }

    /// Connection `id` gave a code (`watcher` false) or asked to watch: it leaves the
    /// nameless, if it was not pushed out meanwhile, and a watcher takes a place if one is left.
    pub(super) fn admit(&self, id: usize, watcher: bool) -> Admission {
        let mut inside = self.inside();
        let Some(at) = inside.nameless.iter().position(|(nameless, _)| *nameless == id) else {
            return Admission::PushedOut;
        };
        if watcher && inside.watching.len() >= self.watchers {
            return Admission::Full;
        }
        inside.nameless.remove(at);
        if watcher {
            inside.watching.insert(id);
        }
        Admission::In
    }

    /// Connection `id` ended: its place, nameless or a watcher's, is free.
    pub(super) fn leave(&self, id: usize) {
        let mut inside = self.inside();
        inside.nameless.retain(|(nameless, _)| *nameless != id);
        inside.watching.remove(&id);
    }

    /// The lock; a poisoned one only means another connection panicked, and the doorway is
    /// still whole.
    fn inside(&self) -> std::sync::MutexGuard<'_, Inside> {
        self.inside.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}
