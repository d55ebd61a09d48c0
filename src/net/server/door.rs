//! Who gets in at the door: the seats' codes ([`Seats`]), and how many wrong codes each address
//! may still send (`Guesses`, a token bucket per address). A connection thread asks both before
//! its client sits down.

use std::collections::BTreeMap;
use std::net::IpAddr;
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
pub(super) struct Guesses {
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
    pub(super) fn new(limits: &Limits) -> Guesses {
        Guesses { burst: limits.address_burst, refill: limits.address_refill, buckets: Mutex::default() }
    }

    /// Takes one wrong code from `address`'s bucket; `false` when it is empty.
    pub(super) fn take(&self, address: IpAddr) -> bool {
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
