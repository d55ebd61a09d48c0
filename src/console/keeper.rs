//! The records at home: a game played to its end at a terminal is kept in the store of the
//! saves folder ([`STORE_FILE`]), so that `bauloewe history` can tell a person's record
//! against each computer level.
//!
//! A [`Keeper`] is handed to the REPL, which hands it every game that ends while a person
//! watches at a terminal (never a script's or a pipe's: see `Repl::with_records`). It keeps
//! each game once: a game is known by how it began (its [`Origin`]), and a game that comes to
//! the REPL over already (a finished game loaded again) or ends a second time (`undo` after the
//! end, or its earlier save loaded and played out) is not kept again. A new deal after the end
//! is another game, kept in its turn.
//!
//! The store is opened when a game ends, not before: a person who never finishes a game gets
//! no file. A store that cannot be opened or written (a broken file, one from a newer program,
//! a folder that cannot be written) is an answer, [`Kept::Not`], never an error that stops
//! play; the store leaves a broken or newer file as it found it.

use std::path::{Path, PathBuf};

use crate::record::{Origin, Record};
use crate::store::{FinishedGame, STORE_FILE, SqliteStore, Store, StoreError};

/// Keeps the finished games of one run of the REPL in the store at a path.
///
/// ```
/// use bauloewe::console::keeper::{Keeper, Kept};
/// use bauloewe::record::Record;
///
/// let dir = std::env::temp_dir().join(format!("bauloewe-keeper-doc-{}", std::process::id()));
/// let mut keeper = Keeper::in_folder(&dir);
/// let position = "# bauloewe position 1\nplayers: Ann human, Bob broker\nturn: Ann\n\
///                 cash: Ann 6000, Bob 6000\nboard: lone 1A\nhands: Ann 2A, Bob 3A\npool: 4A\nover: yes\n";
/// let (over, _) = Record::from_position(position)?;
/// assert!(matches!(keeper.ended(&over, "2024-05-01 18:30 UTC"), Some(Kept::Game(1))));
/// assert_eq!(keeper.ended(&over, "2024-05-01 18:31 UTC"), None, "once per game");
/// std::fs::remove_dir_all(&dir)?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Keeper {
    /// The store's file.
    file: PathBuf,
    /// How each game began that was kept, or came over, in this run: none is kept again.
    seen: Vec<Origin>,
}

/// What became of a game that ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Kept {
    /// It is in the store as game N.
    Game(u64),
    /// The store could not keep it, and why; the store is as it was.
    Not(StoreError),
}

impl Keeper {
    /// A keeper of the store in the saves folder `dir` (its [`STORE_FILE`]).
    pub fn in_folder(dir: &Path) -> Keeper {
        Keeper { file: dir.join(STORE_FILE), seen: Vec::new() }
    }

    /// The store's file.
    pub fn file(&self) -> &Path {
        &self.file
    }

    /// A game comes to the REPL (begun, loaded, dealt anew): if it is over already it was
    /// played elsewhere or kept before, and is never kept now.
    pub fn came(&mut self, record: &Record) {
        if record.game().is_over() {
            self.saw(record);
        }
    }

    /// The game of `record` ended at `when` (`YYYY-MM-DD HH:MM UTC`): kept, or why not; `None`
    /// when this game was kept (or tried) once already or came over.
    pub fn ended(&mut self, record: &Record, when: &str) -> Option<Kept> {
        if !record.game().is_over() || self.seen.contains(record.origin()) {
            return None;
        }
        self.saw(record);
        let game = FinishedGame::of_record(record, None, when, |_| false);
        Some(match self.add(&game) {
            Ok(number) => Kept::Game(number),
            Err(error) => Kept::Not(error),
        })
    }

    /// Remembers the game of `record` as one not to keep again.
    fn saw(&mut self, record: &Record) {
        if !self.seen.contains(record.origin()) {
            self.seen.push(record.origin().clone());
        }
    }

    /// Opens the store (making the folder first, as a save does) and adds the game.
    fn add(&self, game: &FinishedGame) -> Result<u64, StoreError> {
        if let Some(folder) = self.file.parent() {
            // A folder that cannot be made is told by the store, which cannot open its file.
            let _ = std::fs::create_dir_all(folder);
        }
        let mut store = SqliteStore::open(&self.file)?;
        Ok(store.add_game(game)?.number)
    }
}
