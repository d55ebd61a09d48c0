//! The store's schema and how a file is brought to it: opened, checked, migrated.
//!
//! The file's schema version is SQLite's `PRAGMA user_version` (0 for a new file), and
//! [`MIGRATIONS`] lists the SQL that takes a file from each version to the next: entry 0 makes
//! version 1, and a version 2 will be one more entry. [`open`] reads the version before it
//! writes anything, so that a file it must refuse (not a database, or written by a newer
//! program) is refused as it was found; then it sets the connection up and runs the missing
//! migrations in one transaction, the new version with them, so that a process killed while
//! migrating leaves the file at its old version.

use std::path::Path;
use std::time::Duration;

use rusqlite::{Connection, TransactionBehavior};

use super::StoreError;
use super::rows::failed;

/// How long a write waits for another connection's write to end before it gives up.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// The SQL of each version, in order: `MIGRATIONS[n]` takes a file from version `n` to `n + 1`.
///
/// Names are compared by their lower-case form (`lower`), computed by the program as Rust's
/// `to_lowercase` (SQLite's `lower()` knows ASCII only). A game's `rated` says whether it changed
/// ratings (two seats or more); a seat's `*_before` and `*_after` are its player's rating for
/// the game's player count, `NULL` in an unrated game. `ratings` holds each player's current
/// rating per player count; the seats hold how it got there.
const MIGRATIONS: &[&str] = &["
    CREATE TABLE names (
        name TEXT NOT NULL,
        lower TEXT PRIMARY KEY,
        salt BLOB NOT NULL CHECK (length(salt) = 16),
        hash BLOB NOT NULL CHECK (length(hash) = 32)
    ) STRICT;

    CREATE TABLE players (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('person', 'computer')),
        name TEXT NOT NULL,
        lower TEXT NOT NULL,
        UNIQUE (kind, lower)
    ) STRICT;

    CREATE TABLE games (
        number INTEGER PRIMARY KEY,
        table_no INTEGER,
        ended TEXT NOT NULL,
        save TEXT NOT NULL,
        seats INTEGER NOT NULL CHECK (seats >= 0),
        rated INTEGER NOT NULL CHECK (rated IN (0, 1)),
        key TEXT NOT NULL UNIQUE
    ) STRICT;

    CREATE TABLE seats (
        game INTEGER NOT NULL REFERENCES games (number),
        seat INTEGER NOT NULL CHECK (seat >= 0),
        name TEXT NOT NULL,
        player INTEGER NOT NULL REFERENCES players (id),
        cash INTEGER NOT NULL CHECK (cash >= 0),
        rank INTEGER NOT NULL CHECK (rank >= 0),
        stood_in INTEGER NOT NULL CHECK (stood_in IN (0, 1)),
        mu_before REAL,
        sigma_before REAL,
        games_before INTEGER,
        mu_after REAL,
        sigma_after REAL,
        games_after INTEGER,
        PRIMARY KEY (game, seat)
    ) STRICT;
    CREATE INDEX seats_by_player ON seats (player, game);

    CREATE TABLE ratings (
        player INTEGER NOT NULL REFERENCES players (id),
        players INTEGER NOT NULL CHECK (players >= 2),
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        games INTEGER NOT NULL,
        PRIMARY KEY (player, players)
    ) STRICT;
"];

/// The newest schema version this program knows.
pub const VERSION: i64 = MIGRATIONS.len() as i64;

/// Opens the store's file at `path` (made when missing) and brings it to [`VERSION`].
pub fn open(path: &Path) -> Result<Connection, StoreError> {
    let mut connection = Connection::open(path).map_err(failed)?;
    let found = version(&connection)?;
    refuse_newer(found)?;
    set_up(&connection).map_err(failed)?;
    if found < VERSION {
        migrate(&mut connection)?;
    }
    Ok(connection)
}

/// The file's schema version: the first read of a file, which fails when it is not a database.
fn version(connection: &Connection) -> Result<i64, StoreError> {
    connection.pragma_query_value(None, "user_version", |row| row.get(0)).map_err(failed)
}

/// A file of a newer program is refused (our reading of it could be wrong, our writing worse).
fn refuse_newer(found: i64) -> Result<(), StoreError> {
    match found > VERSION {
        true => Err(StoreError::Newer { found, known: VERSION }),
        false => Ok(()),
    }
}

/// The connection's settings: write-ahead log (readers never wait for the writer), a commit on
/// the disk before it returns (a finished game outlives a power cut), a wait for a busy file
/// instead of a failure, and foreign keys checked. A file system without shared memory keeps
/// the rollback journal instead of the log: the store works the same, only readers wait.
fn set_up(connection: &Connection) -> rusqlite::Result<()> {
    connection.pragma_update_and_check(None, "journal_mode", "WAL", |_| Ok(()))?;
    connection.pragma_update(None, "synchronous", "FULL")?;
    connection.busy_timeout(BUSY_TIMEOUT)?;
    connection.pragma_update(None, "foreign_keys", "ON")
}

/// Runs the migrations the file lacks in one transaction, which sets the new version too. The
/// version is read again inside it: another process may have migrated the file meanwhile.
fn migrate(connection: &mut Connection) -> Result<(), StoreError> {
    let transaction = connection.transaction_with_behavior(TransactionBehavior::Immediate).map_err(failed)?;
    let found = version(&transaction)?;
    refuse_newer(found)?;
    if found == VERSION {
        return Ok(());
    }
    for sql in &MIGRATIONS[found.max(0) as usize..] {
        transaction.execute_batch(sql).map_err(failed)?;
    }
    transaction.pragma_update(None, "user_version", VERSION).map_err(failed)?;
    transaction.commit().map_err(failed)
}
