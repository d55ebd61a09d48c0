//! # Baulöwe
//!
//! The hotel-chain and stock game known as *Acquire*, as a library and a console program.
//!
//! - [`rules`]: the rules engine. A [`rules::Game`] answers whose decision it is, which
//!   actions are legal, and applies them, returning typed events or a rule error.
//! - [`ai`]: computer players, each choosing an action from what its seat may see.
//! - [`console`]: the text interface: commands, the board and tables, the REPL loop.
//! - [`save`]: save slots, the save format, and recorded command scripts.
//! - [`simulate`]: the engine benchmark and tournaments between computer players.
//!
//! Start reading at [`rules`], then `rules::game`.

#![warn(missing_docs)]

pub mod ai;
pub mod console;
pub mod notation;
pub mod record;
pub mod rules;
pub mod save;
pub mod simulate;
