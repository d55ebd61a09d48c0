//! The network's benchmarks: programs that play whole games through real sockets on
//! 127.0.0.1 and report figures, reached from `bauloewe simulate` (speed is measured in
//! programs, never in timed tests). They drive a server from outside, as `simulate` drives
//! computer players, so they stand above the network ([`crate::net`]) and the table; their
//! figures, which the words report, live below the words (`crate::simulate::network`).
//!
//! - [`load`] (`simulate --tables N`): N tables served at once in this process, four bots each,
//!   and how long a line takes to be answered with the next prompt; memory, threads and files
//!   at the peak.
//! - [`lobby`] (`simulate --lobby N`): N tables of four bots through real sockets into ONE
//!   `bauloewe server` process (a child, on 127.0.0.1), at once or at a person's pace; the
//!   server's latency, processor time per line, memory per connection, threads and open files.
//!   Its bots ([`lobby_bot`]) are tokio tasks of one runtime, not threads.
//! - [`faults`] (`simulate --kill client` or `--kill server`): games in which a client drops
//!   its connection, or the server is killed with SIGKILL and resumed from its save, at a
//!   random decision; each must end with the same final `dump` as the game played through.
//!
//! The bots of the two table benchmarks are in [`bot`]; the server programs run as children by
//! [`process`]; what a process holds (memory, threads, open files) is
//! read by [`usage`]. Every benchmark stops by itself: every read has the deadline as its time
//! limit, and what runs is stopped when it passes.

pub mod bot;
pub mod faults;
pub mod load;
pub mod lobby;
pub mod lobby_bot;
pub mod process;
pub mod usage;

use crate::net::codes::Code;
use crate::net::server::Seats;
use crate::notation::SeatList;
use crate::rules::Options;
use crate::session::Session;

/// The seats of every benchmark's table: four people, so that the server never thinks.
pub const PLAYERS: &str = "Ann:human,Bob:human,Cid:human,Dee:human";

/// How many seats a table has.
pub const SEATS: usize = 4;

/// A new game of [`PLAYERS`] dealt with `seed`.
pub fn new_session(seed: u64) -> Session {
    let seats = PLAYERS.parse::<SeatList>().expect("the benchmark's seat list is valid").0;
    Session::new(seats, seed, Options::default()).expect("four seats make a game").0
}

/// Codes for the seats of table number `table`: made from the number, not drawn, so that a
/// benchmark needs no randomness from the system (its tables are on 127.0.0.1 only).
pub fn table_codes(table: u64) -> Seats {
    let seat_code = |seat: usize| (seat, Code::from_bits(table * SEATS as u64 + seat as u64));
    Seats { codes: (0..SEATS).map(seat_code).collect() }
}

/// The seed of the bot at `seat` in game `game` of a run seeded `seed`: each a different
/// stream of the generator.
pub fn bot_seed(seed: u64, game: u64, seat: usize) -> u64 {
    seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (game << 8) ^ seat as u64
}
