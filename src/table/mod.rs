//! A table across machines, without the machines: one game, several people looking at it,
//! each from their own screen, driven by `(viewer, line)` messages.
//!
//! A [`Table`] knows no sockets. Whoever holds it (the server, a test) tells it who comes
//! ([`Table::attach`]), who goes ([`Table::detach`]) and what each one typed
//! ([`Table::line`]), and lets the computer players move ([`Table::play_computer`]). Every call
//! answers with the lines each viewer must now read ([`Delivery`]), each line tagged with what
//! it is ([`Tag`]): text, a prompt, a status, a refusal. How the tags travel (plain text for
//! `nc`, one tag character per line for programs) is the transport's business, so a test can
//! play whole games through a table in-process, fast, and a server stays a thin layer of
//! threads around it.
//!
//! What a seat reads is drawn by [`SeatView`], as in a local game: the turn screen, the
//! prompt, the sentences of what changed. Each seat sees only its own tiles and the tiles it
//! drew (R19); the others' moves reach it as they happen. A watcher sees what everyone may
//! see. Nobody may `undo`, `save` or `load` at a table (it would change the game for all),
//! `dump` works once the game is over (`view` shows a seat its own position as machine text
//! at any time), and the first seat played by a person (the host's)
//! deals again with `new` after the end.
//!
//! The files, each using only the ones before it: `viewer.rs` (who looks, and how), `out.rs`
//! (the lines sent), `state.rs` (what the table holds and knows), `telling.rs` (what each
//! viewer is told), then what drives a table: `seating.rs` (people coming and going),
//! `commands.rs` (a typed line, answered) and `computers.rs` (the computer players and the
//! stand-ins).
//!
//! [`SeatView`]: crate::show::seat::SeatView

mod commands;
mod computers;
mod out;
mod seating;
mod state;
mod telling;
mod viewer;

pub use out::{Delivery, Out, Tag, clean_line};
pub use state::Table;
pub use viewer::{Looks, Role, ViewerId};

#[cfg(test)]
mod tests;
