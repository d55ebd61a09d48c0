//! The store in an SQLite file: [`SqliteStore`], the one [`Store`] there is.
//!
//! Each method is one SQL query, or one transaction when it writes more than a row, so the
//! file is always as it was before a call or as it is after it. The games' own queries (a game
//! with its seats, and the rating of a new one) are in `games`, how rows read and SQLite's
//! errors become [`StoreError`]s in `rows`; here are the names, the leaderboards and the records.

use std::path::Path;

use rusqlite::{Connection, TransactionBehavior, params};

use super::rows::{failed, kind, lower, player, rating};

use super::{
    FinishedGame, HeldName, LevelRecord, Player, Rating, Standing, Store, StoreError, StoredGame, games,
    schema,
};

/// A [`Store`] kept in an SQLite file (see the [module](super)).
///
/// ```
/// use bauloewe::store::{SqliteStore, Store};
///
/// let path = std::env::temp_dir().join(format!("bauloewe-doc-{}.sqlite", std::process::id()));
/// let store = SqliteStore::open(&path).unwrap();
/// assert_eq!(store.game_count().unwrap(), 0);
/// drop(store);
/// std::fs::remove_file(&path).unwrap();
/// ```
pub struct SqliteStore {
    connection: Connection,
}

impl SqliteStore {
    /// Opens the store at `path`, making the file when it is missing and bringing an older
    /// one to this program's schema. A file that is not a store ([`StoreError::Broken`]) or
    /// comes from a newer program ([`StoreError::Newer`]) is refused and left as it was.
    pub fn open(path: &Path) -> Result<SqliteStore, StoreError> {
        Ok(SqliteStore { connection: schema::open(path)? })
    }
}

impl Store for SqliteStore {
    fn names(&self) -> Result<Vec<HeldName>, StoreError> {
        let sql = "SELECT name, salt, hash FROM names ORDER BY lower";
        let mut statement = self.connection.prepare_cached(sql).map_err(failed)?;
        let rows = statement
            .query_map([], |row| Ok(HeldName { name: row.get(0)?, salt: row.get(1)?, hash: row.get(2)? }));
        rows.and_then(Iterator::collect).map_err(failed)
    }

    fn add_name(&mut self, held: &HeldName) -> Result<bool, StoreError> {
        let sql = "INSERT INTO names (name, lower, salt, hash) VALUES (?1, ?2, ?3, ?4)
                   ON CONFLICT (lower) DO NOTHING";
        let added = self.connection.execute(sql, params![held.name, lower(&held.name), held.salt, held.hash]);
        added.map(|rows| rows == 1).map_err(failed)
    }

    fn change_secret(&mut self, held: &HeldName) -> Result<bool, StoreError> {
        let sql = "UPDATE names SET salt = ?2, hash = ?3 WHERE lower = ?1";
        let changed = self.connection.execute(sql, params![lower(&held.name), held.salt, held.hash]);
        changed.map(|rows| rows == 1).map_err(failed)
    }

    fn add_game(&mut self, game: &FinishedGame) -> Result<StoredGame, StoreError> {
        let mut write = || -> rusqlite::Result<StoredGame> {
            let transaction = self.connection.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let stored = games::add(&transaction, game)?;
            transaction.commit()?;
            Ok(stored)
        };
        write().map_err(failed)
    }

    fn game(&self, number: u64) -> Result<Option<StoredGame>, StoreError> {
        let Ok(number) = i64::try_from(number) else { return Ok(None) };
        games::read(&self.connection, "g.number = ?1", "s.seat", params![number])
            .map(|games| games.into_iter().next())
            .map_err(failed)
    }

    fn game_count(&self) -> Result<u64, StoreError> {
        let count = self.connection.query_row("SELECT count(*) FROM games", [], |row| row.get(0));
        count.map_err(failed)
    }

    fn ratings(&self, players: usize) -> Result<Vec<Standing>, StoreError> {
        let sql = "SELECT p.kind, p.name, r.mu, r.sigma, r.games
                   FROM ratings r JOIN players p ON p.id = r.player
                   WHERE r.players = ?1
                   ORDER BY r.mu - 3.0 * r.sigma DESC, r.games DESC, p.lower, p.name, p.kind";
        let mut statement = self.connection.prepare_cached(sql).map_err(failed)?;
        let rows = statement.query_map([players], |row| {
            Ok(Standing { player: player(row.get(0)?, row.get(1)?), rating: rating(row, 2)? })
        });
        rows.and_then(Iterator::collect).map_err(failed)
    }

    fn ratings_of(&self, player: &Player) -> Result<Vec<(usize, Rating)>, StoreError> {
        let sql = "SELECT r.players, r.mu, r.sigma, r.games
                   FROM ratings r JOIN players p ON p.id = r.player
                   WHERE p.kind = ?1 AND p.lower = ?2
                   ORDER BY r.players";
        let mut statement = self.connection.prepare_cached(sql).map_err(failed)?;
        let rows = statement
            .query_map(params![kind(player), lower(player.name())], |row| Ok((row.get(0)?, rating(row, 1)?)));
        rows.and_then(Iterator::collect).map_err(failed)
    }

    fn history(&self, player: &Player, limit: usize) -> Result<Vec<StoredGame>, StoreError> {
        let theirs = "g.number IN (
                          SELECT DISTINCT s2.game FROM seats s2 JOIN players p2 ON p2.id = s2.player
                          WHERE p2.kind = ?1 AND p2.lower = ?2
                          ORDER BY s2.game DESC LIMIT ?3)";
        let params = params![kind(player), lower(player.name()), limit.min(i64::MAX as usize)];
        games::read(&self.connection, theirs, "g.number DESC, s.seat", params).map_err(failed)
    }

    fn against_computers(&self, person: &str) -> Result<Vec<LevelRecord>, StoreError> {
        let mut statement = self.connection.prepare_cached(AGAINST_COMPUTERS).map_err(failed)?;
        let rows = statement.query_map([lower(person)], |row| {
            Ok(LevelRecord {
                level: row.get(0)?,
                games: row.get(1)?,
                wins: row.get(2)?,
                mean_rank: row.get(3)?,
                best_cash: row.get(4)?,
            })
        });
        rows.and_then(Iterator::collect).map_err(failed)
    }
}

/// A person's record per computer level: each seat of the person (`mine`) beside each level
/// that sat in the same game (`levels`, a level seated twice counted once).
const AGAINST_COMPUTERS: &str = "
    WITH mine AS (
        SELECT s.game, s.rank, s.cash FROM seats s JOIN players p ON p.id = s.player
        WHERE p.kind = 'person' AND p.lower = ?1
    ), levels AS (
        SELECT DISTINCT s.game, p.id, p.name, p.lower FROM seats s JOIN players p ON p.id = s.player
        WHERE p.kind = 'computer'
    )
    SELECT l.name, count(DISTINCT m.game), count(DISTINCT CASE WHEN m.rank = 1 THEN m.game END),
           avg(m.rank), max(m.cash)
    FROM mine m JOIN levels l ON l.game = m.game
    GROUP BY l.id
    ORDER BY l.lower, l.name";
