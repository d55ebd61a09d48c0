//! The store: who comes back, what they played, and how strong they are, kept in SQLite.
//!
//! A table in play keeps its game in its save slot after every decision (see [`save`]); once a
//! game is over it enters the store with its seats, its result and the rating changes it
//! causes, all in one transaction: a process killed while the result is written leaves the
//! store as it was before or as it is after, never between. The lobby's server keeps the names
//! it gave out here too (each held by a salted hash of its secret, never the secret), and a
//! local game at a terminal keeps its finished games in a store of its own, so that
//! `bauloewe history` can tell a player's record against each computer level.
//!
//! **One small interface.** Everything above this room talks to a [`Store`], a trait of a
//! dozen methods; [`SqliteStore`] is the one kind there is, a file beside the saves
//! ([`STORE_FILE`]) in WAL mode. A farm of servers would implement the same trait over a shared
//! database (each method is one query or one transaction, and none keeps state between calls
//! but the connection).
//!
//! **Ratings** are Weng-Lin's (the OpenSkill family), one per player count as the game is a
//! different game with two players than with five; see [`rating`]. The computer levels are
//! rated players too, under their level's word (`broker`, `tycoon`), so a person's rating reads
//! against them.
//!
//! [`save`]: crate::save

mod finished;
mod games;
pub mod rating;
mod rows;
mod schema;
mod sqlite;
#[cfg(test)]
mod tests;

pub use rating::Rating;
pub use sqlite::SqliteStore;

/// The store's file name in a save folder: `saves/lobby/bauloewe.sqlite` for the lobby,
/// `saves/bauloewe.sqlite` at home.
pub const STORE_FILE: &str = "bauloewe.sqlite";

/// Who a seat's result counts for.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Player {
    /// A person, by name (one name whatever its case; kept as first given).
    Person(String),
    /// A computer level, by its word: `tourist`, `broker`, `tycoon`, or `tycoon:400` for a
    /// tycoon at another effort than its default.
    Computer(String),
}

impl Player {
    /// The name or the level's word.
    pub fn name(&self) -> &str {
        match self {
            Player::Person(name) | Player::Computer(name) => name,
        }
    }
}

/// A name held by a secret, as the store keeps it: the salted hash only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeldName {
    /// The name as first given.
    pub name: String,
    /// The random salt hashed before the secret.
    pub salt: [u8; 16],
    /// SHA-256 of the salt and the secret.
    pub hash: [u8; 32],
}

/// One seat of a finished game, as it enters the store.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatResult {
    /// The seat's name in the game.
    pub name: String,
    /// Who the result counts for.
    pub player: Player,
    /// The final cash (the score, R18).
    pub cash: u32,
    /// The rank by cash, from 1; equal cash shares a rank.
    pub rank: usize,
    /// Whether a stand-in decided for this person's seat while they were away (the result
    /// counts for the person all the same: leaving is no way out of a loss).
    pub stood_in: bool,
}

/// A finished game, as it enters the store.
#[derive(Clone, Debug, PartialEq)]
pub struct FinishedGame {
    /// The lobby's table it was played at; `None` at home.
    pub table: Option<u32>,
    /// When it ended: `YYYY-MM-DD HH:MM UTC` ([`crate::save::clock::now`]).
    pub when: String,
    /// The game as a save file: `bauloewe --load` replays it to the same end.
    pub save: String,
    /// The seats in order.
    pub seats: Vec<SeatResult>,
}

/// A seat of a stored game with its rating before and after (both `None` when the game was
/// not rated).
#[derive(Clone, Debug, PartialEq)]
pub struct StoredSeat {
    /// The seat and its result; its player under the name as the store first met it (`Ada`
    /// for a seat that entered as `ADA`, as names are one whatever their case).
    pub result: SeatResult,
    /// The rating for this player count before the game, and after it.
    pub change: Option<(Rating, Rating)>,
}

/// A game as the store holds it.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredGame {
    /// Its number in the store, from 1, in the order games ended.
    pub number: u64,
    /// The lobby's table, if any.
    pub table: Option<u32>,
    /// When it ended.
    pub when: String,
    /// The game as a save file.
    pub save: String,
    /// The seats in order.
    pub seats: Vec<StoredSeat>,
}

/// One line of the leaderboard for a player count.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// Who.
    pub player: Player,
    /// Their rating for that player count.
    pub rating: Rating,
}

/// A person's record against one computer level, over the games they played with it.
#[derive(Clone, Debug, PartialEq)]
pub struct LevelRecord {
    /// The computer level's word.
    pub level: String,
    /// Games the person and the level played at one table.
    pub games: u32,
    /// Of those, the games the person won (a shared first place counts as a win).
    pub wins: u32,
    /// The person's mean rank in those games.
    pub mean_rank: f64,
    /// The person's best final cash in those games.
    pub best_cash: u32,
}

/// Why the store could not be opened or could not answer; nothing was changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The file is not an SQLite database, or is damaged (what SQLite said). It is left as it is.
    Broken(String),
    /// The file was written by a newer program: its schema version, and ours. Left as it is.
    Newer {
        /// The file's schema version.
        found: i64,
        /// The newest this program knows.
        known: i64,
    },
    /// The file could not be opened, read or written (what the system or SQLite said).
    Io(String),
}

/// For developers (a log, a failed test): the error as `Debug` writes it. A person reads the
/// language's words instead (`crate::words`).
impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for StoreError {}

/// What the store answers: see the [module](self). Every method is one query or one
/// transaction; a method that fails changes nothing.
pub trait Store {
    /// Every name held, in the order of their lower-case forms.
    fn names(&self) -> Result<Vec<HeldName>, StoreError>;

    /// Holds a new name; `Ok(false)` when it is held already (whatever its case), and nothing
    /// changes then.
    fn add_name(&mut self, held: &HeldName) -> Result<bool, StoreError>;

    /// Gives a held name a new secret (`passwd`); `Ok(false)` when nobody holds the name.
    fn change_secret(&mut self, held: &HeldName) -> Result<bool, StoreError>;

    /// Keeps a finished game and, when it is rated (two different players or more), every
    /// seat's new rating for that player count: one transaction. The game as stored, with its
    /// number. A game kept already (the same save, whenever it was written) is answered as it
    /// was kept, and nothing changes.
    fn add_game(&mut self, game: &FinishedGame) -> Result<StoredGame, StoreError>;

    /// Game `number`, if the store holds it.
    fn game(&self, number: u64) -> Result<Option<StoredGame>, StoreError>;

    /// How many games the store holds.
    fn game_count(&self) -> Result<u64, StoreError>;

    /// The leaderboard for games of `players` players: the most certain strength first
    /// ([`Rating::conservative`], μ − 3σ), ties by more games, then by name.
    fn ratings(&self, players: usize) -> Result<Vec<Standing>, StoreError>;

    /// `player`'s rating for each player count they have played, by player count.
    fn ratings_of(&self, player: &Player) -> Result<Vec<(usize, Rating)>, StoreError>;

    /// `player`'s games, the newest first, at most `limit`.
    fn history(&self, player: &Player, limit: usize) -> Result<Vec<StoredGame>, StoreError>;

    /// A person's record against each computer level they played with, by level's word.
    fn against_computers(&self, person: &str) -> Result<Vec<LevelRecord>, StoreError>;
}
