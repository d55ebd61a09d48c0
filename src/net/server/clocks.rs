//! The table thread's two clocks: since anyone last touched the table (one nobody touches
//! for [`Limits::idle`](super::limits::Limits::idle) is closed), and since the seat that
//! must decide has been away at its decision (after [`StandIn::after`] a computer stands in).
//! The clocks only tell the time: the table thread asks them how long it may wait for a
//! message, and what is due when it wakes without one.

use std::time::{Duration, Instant};

use super::limits::StandIn;
use crate::notation::PlayerKind;
use crate::rules::PlayerId;

/// The table thread's two clocks: since anyone last touched the table, and since the seat that
/// must decide has been away at its decision.
pub(crate) struct Clocks {
    idle: Duration,
    stand_in: Option<StandIn>,
    /// When a person last sent a line or came.
    touched: Instant,
    /// The away seat whose decision is due, and since when it waits for it.
    away: Option<(PlayerId, Instant)>,
}

/// What is due when the table thread wakes without a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Due {
    /// Nothing yet (woken early).
    Nothing,
    /// An away seat's stand-in starts.
    StandIn(PlayerId, PlayerKind),
    /// The table closes: nobody touched it for too long.
    Idle,
}

impl Clocks {
    /// Clocks that close the table after `idle` untouched and, with a `stand_in`, give an away
    /// seat its computer after [`StandIn::after`]; both start now.
    pub(crate) fn new(idle: Duration, stand_in: Option<StandIn>) -> Clocks {
        Clocks { idle, stand_in, touched: Instant::now(), away: None }
    }

    /// How long a table nobody touches stays open.
    pub(crate) fn idle(&self) -> Duration {
        self.idle
    }

    /// A person sent a line or came at `now`: the idle clock starts again.
    pub(crate) fn touch(&mut self, now: Instant) {
        self.touched = now;
    }

    /// How long the table thread may wait for a message before something is due.
    pub(crate) fn wait(&self, now: Instant) -> Duration {
        let mut due = self.touched + self.idle;
        if let (Some(stand_in), Some((_, since))) = (self.stand_in, self.away) {
            due = due.min(since + stand_in.after);
        }
        due.saturating_duration_since(now)
    }

    /// What is due at `now`: a stand-in before the close, which may never come once the
    /// stand-in plays on.
    pub(crate) fn due(&self, now: Instant) -> Due {
        if let (Some(stand_in), Some((seat, since))) = (self.stand_in, self.away)
            && since + stand_in.after <= now
        {
            return Due::StandIn(seat, stand_in.kind);
        }
        if self.touched + self.idle <= now { Due::Idle } else { Due::Nothing }
    }

    /// Notes which seat (if any) is away at its decision now, keeping the time it began.
    pub(crate) fn track(&mut self, away: Option<PlayerId>, now: Instant) {
        self.away = match (away, self.away) {
            (Some(seat), Some((waiting, since))) if seat == waiting => Some((seat, since)),
            (Some(seat), _) => Some((seat, now)),
            (None, _) => None,
        };
    }
}
