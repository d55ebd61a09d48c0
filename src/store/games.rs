//! Games in the SQLite file: a finished game written with its seats and the ratings it
//! changes ([`add`]), and games read back with their seats ([`read`]).
//!
//! A rated game rates every seat from its player's rating for that player count before the
//! game ([`rating::rate`]). A player seated twice (two `broker` seats) is rated from the same
//! prior at each seat, and comes out of the game with the mean of those seats' new ratings: its
//! μ moves by the mean of their changes, its σ is the mean of their σ, and it counts one game.
//!
//! A game is kept once: one given again (the same save, whenever it was written) is the game
//! already kept, and changes nothing.
//!
//! A game needs two players to be rated: two seats, and two different players among them. A
//! game of two brokers tells nothing of the broker (it won and lost at once), but rating it
//! would make the store surer of it (its σ shrinks with every game): it is kept, not rated.

use rusqlite::{Connection, OptionalExtension, Params, Row, Transaction, params};
use sha2::{Digest, Sha256};

use super::rating::{self, Rating};
use super::rows::{kind, lower, player, rating};
use super::{FinishedGame, Player, SeatResult, StoredGame, StoredSeat};

/// Writes `game` with its seats, its players and, when it is rated, their new ratings; the game
/// as stored, read back. The caller commits `transaction`.
pub fn add(transaction: &Transaction, game: &FinishedGame) -> rusqlite::Result<StoredGame> {
    let key = key(game);
    let kept: Option<i64> = transaction
        .query_row("SELECT number FROM games WHERE key = ?1", [&key], |row| row.get(0))
        .optional()?;
    if let Some(number) = kept {
        let stored = read(transaction, "g.number = ?1", "s.seat", [number])?;
        return stored.into_iter().next().ok_or(rusqlite::Error::QueryReturnedNoRows);
    }
    let same = |a: &Player, b: &Player| kind(a) == kind(b) && lower(a.name()) == lower(b.name());
    let rated = game
        .seats
        .iter()
        .any(|seat| game.seats.first().is_some_and(|first| !same(&seat.player, &first.player)));
    let sql = "INSERT INTO games (table_no, ended, save, seats, rated, key) VALUES (?1, ?2, ?3, ?4, ?5, ?6)";
    transaction.execute(sql, params![game.table, game.when, game.save, game.seats.len(), rated, key])?;
    let number = transaction.last_insert_rowid();
    let ids: Vec<i64> = game
        .seats
        .iter()
        .map(|seat| player_id(transaction, &seat.player))
        .collect::<rusqlite::Result<_>>()?;
    let changes = match rated {
        true => rate(transaction, game, &ids)?.into_iter().map(Some).collect(),
        false => vec![None; ids.len()],
    };
    for (at, seat) in game.seats.iter().enumerate() {
        add_seat(transaction, number, at, seat, ids[at], changes[at])?;
    }
    let stored = read(transaction, "g.number = ?1", "s.seat", [number])?;
    stored.into_iter().next().ok_or(rusqlite::Error::QueryReturnedNoRows)
}

/// What tells one game from another: SHA-256 of its table and its save without the line that
/// says when it was written (`saved: …`), so a game kept twice (by a server killed after the
/// table's last save and before the store heard of it, then started again) is one game. (Two
/// tables dealt from one seed by computers alone play the same game: their numbers tell them
/// apart.)
fn key(game: &FinishedGame) -> String {
    let mut hasher = Sha256::new();
    hasher.update(format!("table {:?}\n", game.table).as_bytes());
    for line in game.save.lines().filter(|line| !line.starts_with("saved: ")) {
        hasher.update(line.as_bytes());
        hasher.update(b"\n");
    }
    hasher.finalize().iter().map(|byte| format!("{byte:02x}")).collect()
}

/// The games that `filter` (an SQL condition over `g`, the games) picks, with their seats,
/// in `order` (over `g` and `s`, the seats: a game's seats must follow each other).
pub fn read(
    connection: &Connection,
    filter: &str,
    order: &str,
    params: impl Params,
) -> rusqlite::Result<Vec<StoredGame>> {
    let sql = format!(
        "SELECT g.number, g.table_no, g.ended, g.save,
                s.seat, s.name, p.kind, p.name, s.cash, s.rank, s.stood_in,
                s.mu_before, s.sigma_before, s.games_before, s.mu_after, s.sigma_after, s.games_after
         FROM games g LEFT JOIN seats s ON s.game = g.number LEFT JOIN players p ON p.id = s.player
         WHERE {filter} ORDER BY {order}"
    );
    let mut statement = connection.prepare_cached(&sql)?;
    let mut rows = statement.query(params)?;
    let mut games: Vec<StoredGame> = Vec::new();
    while let Some(row) = rows.next()? {
        let number: u64 = row.get(0)?;
        if games.last().is_none_or(|game| game.number != number) {
            games.push(StoredGame {
                number,
                table: row.get(1)?,
                when: row.get(2)?,
                save: row.get(3)?,
                seats: Vec::new(),
            });
        }
        if row.get::<_, Option<i64>>(4)?.is_some() {
            games.last_mut().expect("pushed above").seats.push(seat(row)?);
        }
    }
    Ok(games)
}

/// A seat from a row of [`read`]'s query.
fn seat(row: &Row) -> rusqlite::Result<StoredSeat> {
    let result = SeatResult {
        name: row.get(5)?,
        player: player(row.get(6)?, row.get(7)?),
        cash: row.get(8)?,
        rank: row.get(9)?,
        stood_in: row.get(10)?,
    };
    let change = match row.get::<_, Option<f64>>(11)? {
        Some(_) => Some((rating(row, 11)?, rating(row, 14)?)),
        None => None,
    };
    Ok(StoredSeat { result, change })
}

/// The player's row id, the row made when the player is new (under the name as given now).
fn player_id(transaction: &Transaction, player: &Player) -> rusqlite::Result<i64> {
    let (kind, name, lower) = (kind(player), player.name(), lower(player.name()));
    let insert =
        "INSERT INTO players (kind, name, lower) VALUES (?1, ?2, ?3) ON CONFLICT (kind, lower) DO NOTHING";
    transaction.prepare_cached(insert)?.execute(params![kind, name, lower])?;
    let select = "SELECT id FROM players WHERE kind = ?1 AND lower = ?2";
    transaction.prepare_cached(select)?.query_row(params![kind, lower], |row| row.get(0))
}

/// Rates the game: each seat's player's rating before it and after it (see the
/// [module](self)), the new ratings written.
fn rate(
    transaction: &Transaction,
    game: &FinishedGame,
    ids: &[i64],
) -> rusqlite::Result<Vec<(Rating, Rating)>> {
    let players = game.seats.len();
    let before: Vec<Rating> =
        ids.iter().map(|id| current(transaction, *id, players)).collect::<rusqlite::Result<_>>()?;
    let ranked: Vec<(Rating, usize)> =
        before.iter().zip(&game.seats).map(|(r, seat)| (*r, seat.rank)).collect();
    let each = rating::rate(&ranked);
    let after: Vec<Rating> = ids.iter().map(|id| combined(ids, &each, *id)).collect();
    for (id, rating) in ids.iter().zip(&after) {
        write_rating(transaction, *id, players, rating)?;
    }
    Ok(before.into_iter().zip(after).collect())
}

/// The player's rating for games of `players` players, a newcomer's when it has none.
fn current(transaction: &Transaction, id: i64, players: usize) -> rusqlite::Result<Rating> {
    let sql = "SELECT mu, sigma, games FROM ratings WHERE player = ?1 AND players = ?2";
    let mut statement = transaction.prepare_cached(sql)?;
    let mut rows = statement.query(params![id, players])?;
    rows.next()?.map_or(Ok(Rating::new()), |row| rating(row, 0))
}

/// Player `id`'s rating after the game from each seat's (`each`): the mean of its seats'
/// (which is the rating of its one seat when it has one), one game more than before.
fn combined(ids: &[i64], each: &[Rating], id: i64) -> Rating {
    let theirs: Vec<&Rating> =
        ids.iter().zip(each).filter(|(seat, _)| **seat == id).map(|(_, r)| r).collect();
    let count = theirs.len() as f64;
    Rating {
        mu: theirs.iter().map(|r| r.mu).sum::<f64>() / count,
        sigma: theirs.iter().map(|r| r.sigma).sum::<f64>() / count,
        games: theirs[0].games,
    }
}

/// Sets the player's rating for games of `players` players.
fn write_rating(transaction: &Transaction, id: i64, players: usize, rating: &Rating) -> rusqlite::Result<()> {
    let sql = "INSERT INTO ratings (player, players, mu, sigma, games) VALUES (?1, ?2, ?3, ?4, ?5)
               ON CONFLICT (player, players) DO UPDATE SET mu = ?3, sigma = ?4, games = ?5";
    let values = params![id, players, rating.mu, rating.sigma, rating.games];
    transaction.prepare_cached(sql)?.execute(values).map(drop)
}

/// Writes seat `at` of game `number`, with its rating before and after when the game is rated.
fn add_seat(
    transaction: &Transaction,
    number: i64,
    at: usize,
    seat: &SeatResult,
    id: i64,
    change: Option<(Rating, Rating)>,
) -> rusqlite::Result<()> {
    let sql = "INSERT INTO seats (game, seat, name, player, cash, rank, stood_in,
                   mu_before, sigma_before, games_before, mu_after, sigma_after, games_after)
               VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)";
    let (before, after) = (change.map(|c| c.0), change.map(|c| c.1));
    let values = params![
        number,
        at,
        seat.name,
        id,
        seat.cash,
        seat.rank,
        seat.stood_in,
        before.map(|r| r.mu),
        before.map(|r| r.sigma),
        before.map(|r| r.games),
        after.map(|r| r.mu),
        after.map(|r| r.sigma),
        after.map(|r| r.games),
    ];
    transaction.prepare_cached(sql)?.execute(values).map(drop)
}
