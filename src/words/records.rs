//! The words of the records (`crate::store`): a finished game kept, ratings and their changes,
//! a person's history, a game asked for that the store does not hold, a store that cannot be
//! read, and a name's new secret.

use std::path::Path;

use crate::store::{Player, Rating, SeatResult, Standing, StoreError, StoredGame};

sentences! {
    /// The sentences of the records: what the lobby's `ratings`, `history`, `record`, `review`
    /// and `passwd` answer, and what a table hears when its game is kept.
    pub trait RecordWords {
        /// A rating as people read it: its surest strength μ − 3σ, to one decimal.
        @piece fn rating_number(&self, rating: &Rating) -> String;

        /// A finished game is kept as game `number`: how to see it again.
        fn game_kept(&self, number: u64) -> String;

        /// One seat's rating change after a rated game: a computer's seat with its level,
        /// whose rating it is; a person's seat says whether a stand-in decided for it at times
        /// (it counts as theirs).
        fn rating_change(&self, seat: &SeatResult, before: &Rating, after: &Rating) -> String;

        /// A finished game the store could not keep: it stays in its table's save.
        fn game_not_kept(&self, error: &StoreError) -> String;

        /// The heading of the leaderboard for games of `players` players.
        fn ratings_heading(&self, players: usize) -> String;

        /// One line of the leaderboard: its place, who, and their rating.
        fn ratings_line(&self, place: usize, standing: &Standing) -> String;

        /// No rated game yet (of `players` players, or at all).
        fn no_ratings(&self, players: Option<usize>) -> String;

        /// The heading of a player's games (a person's or a computer level's), `shown` of them,
        /// the newest first.
        fn history_heading(&self, player: &Player, shown: usize) -> String;

        /// One of a person's games: when, where, the seats, and (for seat `seat`, theirs) the
        /// result and the rating change.
        fn history_entry(&self, game: &StoredGame, seat: usize) -> String;

        /// `name` has no stored game.
        fn no_history(&self, name: &str) -> String;

        /// `record N` or `review N` of a game the store does not hold (it holds `count`).
        fn no_such_game(&self, number: u64, count: u64) -> String;

        /// The records could not be read or written (one line; nothing changed).
        fn store_failed(&self, error: &StoreError) -> String;

        /// The server could not open its store at `path`: it does not start.
        fn store_refused(&self, path: &Path, error: &StoreError) -> String;

        /// `passwd`: the name's new secret, shown once (after the line `secret K7QF-2M9X`).
        fn secret_renewed(&self, name: &str, secret: &str) -> String;

        /// Beside a name in `who`: the rating of the player count played most, if any.
        @piece fn rating_beside(&self, rating: Option<(usize, Rating)>) -> String;
    }
}

/// A rating change's sign and size, to one decimal (`+1.8`, `-0.4`, `±0.0`).
pub fn change(before: &Rating, after: &Rating) -> f64 {
    after.conservative() - before.conservative()
}
