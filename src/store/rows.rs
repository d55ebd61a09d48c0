//! How the store's rows read and write the store's values: a name's compared form, a player's
//! kind and a player read back, a rating from three columns, and SQLite's errors as
//! [`StoreError`]s. Used by `schema.rs`, `games.rs` and `sqlite.rs`, below all three.

use rusqlite::{ErrorCode, Row};

use super::{Player, Rating, StoreError};

/// The form a name is compared in: the same name whatever its case.
pub(super) fn lower(name: &str) -> String {
    name.to_lowercase()
}

/// A player's kind as the `players` table writes it.
pub(super) fn kind(player: &Player) -> &'static str {
    match player {
        Player::Person(_) => "person",
        Player::Computer(_) => "computer",
    }
}

/// A player from its kind and name as the `players` table holds them (the schema allows
/// these two kinds only).
pub(super) fn player(kind: String, name: String) -> Player {
    match kind.as_str() {
        "computer" => Player::Computer(name),
        _ => Player::Person(name),
    }
}

/// The rating in columns `at` (μ), `at + 1` (σ) and `at + 2` (games) of a row.
pub(super) fn rating(row: &Row, at: usize) -> rusqlite::Result<Rating> {
    Ok(Rating { mu: row.get(at)?, sigma: row.get(at + 1)?, games: row.get(at + 2)? })
}

/// An SQLite failure as the store's error: a file that is not a database, is damaged, or holds
/// what this program never writes is [`StoreError::Broken`]; anything else, from a full disk to
/// a busy file, is [`StoreError::Io`]. Either way with what SQLite said.
pub(super) fn failed(error: rusqlite::Error) -> StoreError {
    use rusqlite::Error::{
        FromSqlConversionFailure, IntegralValueOutOfRange, InvalidColumnType, SqliteFailure,
    };
    match &error {
        SqliteFailure(failure, _)
            if matches!(failure.code, ErrorCode::NotADatabase | ErrorCode::DatabaseCorrupt) =>
        {
            StoreError::Broken(error.to_string())
        }
        FromSqlConversionFailure(..) | IntegralValueOutOfRange(..) | InvalidColumnType(..) => {
            StoreError::Broken(error.to_string())
        }
        _ => StoreError::Io(error.to_string()),
    }
}
