//! The lobby's records: the store ([`crate::store`]) behind a lock, asked off the event loop.
//!
//! A question to the store waits on the disk, so it is never asked on the event loop: the hall
//! and the rooms hand it to tokio's blocking pool ([`Archive::ask`]) and go on; the answer is
//! sent from there to whoever asked (a person's lines) or back to the hall (a name kept, a
//! rating changed). SQLite takes one writer at a time; the lock makes that plain, and a reader
//! waits only for a write in progress, which is one short transaction.
//!
//! A finished game is kept with [`Archive::keep_game`]: its record, its seats and the rating
//! changes it causes in one transaction, so a server killed meanwhile leaves the store as it
//! was or as it is after, never between.

use std::sync::{Arc, Mutex, PoisonError};

use tokio::task::JoinHandle;

use crate::store::{FinishedGame, Player, Rating, SqliteStore, Store, StoreError, StoredGame};

/// The server's store, shared by the hall and the rooms.
#[derive(Clone)]
pub(super) struct Archive(Arc<Mutex<SqliteStore>>);

impl Archive {
    /// The archive of `store`.
    pub(super) fn new(store: SqliteStore) -> Archive {
        Archive(Arc::new(Mutex::new(store)))
    }

    /// Runs `ask` with the store now, on this thread: for the server's start, before the
    /// event loop runs, and inside the blocking pool.
    pub(super) fn now<T>(&self, ask: impl FnOnce(&mut SqliteStore) -> T) -> T {
        // A question that panicked leaves no half-done transaction behind (SQLite rolls it
        // back), so the store is still whole for the next one.
        let mut store = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        ask(&mut store)
    }

    /// Runs `ask` with the store in tokio's blocking pool.
    pub(super) fn ask<T: Send + 'static>(
        &self,
        ask: impl FnOnce(&mut SqliteStore) -> T + Send + 'static,
    ) -> JoinHandle<T> {
        self.ask_then(ask, |answer| answer)
    }

    /// Runs `ask` with the store in tokio's blocking pool, then `then` with its answer there,
    /// the store let go: work that needs no store (a game replayed, a message that may wait for
    /// room in the hall's queue) holds up no other question to it.
    pub(super) fn ask_then<T, U: Send + 'static>(
        &self,
        ask: impl FnOnce(&mut SqliteStore) -> T + Send + 'static,
        then: impl FnOnce(T) -> U + Send + 'static,
    ) -> JoinHandle<U> {
        let archive = self.clone();
        tokio::task::spawn_blocking(move || then(archive.now(ask)))
    }

    /// Keeps a finished game (one transaction), then reads each person's rating as `who` shows
    /// it: the game as stored, and the people's ratings by name.
    pub(super) fn keep_game(&self, game: FinishedGame) -> JoinHandle<Result<Kept, StoreError>> {
        self.ask(move |store| {
            let stored = store.add_game(&game)?;
            let mut ratings = Vec::new();
            for seat in &stored.seats {
                if let Player::Person(name) = &seat.result.player {
                    ratings.push((name.clone(), shown_rating(store, &seat.result.player)?));
                }
            }
            Ok(Kept { stored, ratings })
        })
    }
}

/// A finished game as kept, and its people's ratings as `who` shows them.
pub(super) struct Kept {
    /// The game as stored, with its number and rating changes.
    pub(super) stored: StoredGame,
    /// Each person's rating shown beside their name ([`shown_rating`]).
    pub(super) ratings: Vec<(String, Option<(usize, Rating)>)>,
}

/// The rating shown beside a name: the one of the player count played most (the fewer
/// players first when two counts are played as often).
pub(super) fn shown_rating(
    store: &SqliteStore,
    player: &Player,
) -> Result<Option<(usize, Rating)>, StoreError> {
    let ratings = store.ratings_of(player)?;
    Ok(ratings
        .into_iter()
        .max_by(|(a_count, a), (b_count, b)| a.games.cmp(&b.games).then(b_count.cmp(a_count))))
}
