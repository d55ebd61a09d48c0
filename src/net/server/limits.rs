//! What the host sets for a table across machines: how long the server waits and how much it
//! holds for each connection ([`Limits`]), and who decides for a person's seat that stays away
//! at its decision ([`StandIn`]). Plain values, which the [server](super)'s threads read.

use std::time::Duration;

use crate::notation::PlayerKind;

/// How long a server waits and how much it holds, per connection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// How long a new connection may take, from its arrival, to sit down: the whole
    /// handshake, however slowly its bytes come, not each read.
    pub handshake: Duration,
    /// How long one write to a client may block before the client is let go.
    pub write_timeout: Duration,
    /// How many answers (a batch of lines each) may wait for a client before it is let go as
    /// one that never reads.
    pub queue: usize,
    /// How many connections may be open at once. They are counted in three parts, so that a
    /// right code always gets its seat:
    /// - the connections that have not given a code (or `watch`) yet have a budget of their own,
    ///   [`Limits::nameless`] (half the cap): when it is full, a new connection pushes the
    ///   oldest nameless one out (it reads that the table is full and is closed). Silent
    ///   sockets thus never keep a code out: the newest connection always gets to give its
    ///   code, and a flood must open as many connections as the budget after it before it is
    ///   pushed out. (Refusing the newest instead would let the silent ones keep everyone out
    ///   for the whole handshake deadline.)
    /// - a seat's code always sits down: the people's seats are few, and a seat's second
    ///   connection takes the first one's place;
    /// - watchers sit in the places left, [`Limits::watchers`]; a `watch` past them is refused
    ///   with one line saying that the table is full.
    pub connections: usize,
    /// How many wrong codes one connection may send before it is closed.
    pub wrong_codes: usize,
    /// How many wrong codes one address may send at once, over all its connections; past
    /// them it may send one more every [`Limits::address_refill`]. A right code is never
    /// held back.
    pub address_burst: u32,
    /// How long an address waits for each further wrong code once its burst is spent.
    pub address_refill: Duration,
    /// How long a table nobody touches (no line from anyone, nobody coming) stays open; then
    /// it is saved and closed.
    pub idle: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            handshake: Duration::from_secs(60),
            write_timeout: Duration::from_secs(10),
            queue: 1024,
            connections: 64,
            wrong_codes: 5,
            address_burst: 10,
            address_refill: Duration::from_secs(1),
            idle: Duration::from_secs(24 * 60 * 60),
        }
    }
}

impl Limits {
    /// How many connections may be open without having given a code (or `watch`): half of
    /// [`Limits::connections`], at least one.
    ///
    /// ```
    /// use bauloewe::net::server::Limits;
    /// assert_eq!(Limits::default().nameless(), 32);
    /// assert_eq!(Limits { connections: 1, ..Limits::default() }.nameless(), 1);
    /// ```
    pub fn nameless(&self) -> usize {
        (self.connections / 2).max(1)
    }

    /// How many watchers may sit at a table with `seats` people's seats: the connections left
    /// beside the nameless and the seats.
    ///
    /// ```
    /// use bauloewe::net::server::Limits;
    /// assert_eq!(Limits::default().watchers(6), 26);
    /// ```
    pub fn watchers(&self, seats: usize) -> usize {
        self.connections.saturating_sub(self.nameless() + seats)
    }
}

/// Who decides for a person's seat that stays away at its decision (`serve --stand-in`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StandIn {
    /// The computer's level.
    pub kind: PlayerKind,
    /// How long the table waits for a seat whose decision is due and whom nobody plays.
    pub after: Duration,
}
