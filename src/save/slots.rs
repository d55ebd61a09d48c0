//! Save slots: named save files in one folder (`saves/` by default), written atomically.
//!
//! A slot `NAME` is the file `NAME.save` in the folder. Names are 1 to 40 letters and digits as
//! Unicode defines them ([`char::is_alphanumeric`]: `größe`), `-` and `_`, taken in lowercase
//! (so `Monday` and `monday` are one slot on every file system). The file's name is the slot's
//! name as it is, UTF-8 as every file system of today takes it: no separator, dot or control
//! character is a letter, so a name neither reaches outside the folder (`save ../x` is
//! refused) nor hides its file (`.x`). A save is
//! written to `NAME.save.tmp` beside the slot, flushed to the disk, and then renamed over the
//! slot: a crash or a full disk leaves the previous save as it was.
//!
//! A game at a terminal is also saved after every decision, to an *autosave* of its own:
//! `autosave-1`, `autosave-2`, … (see [`SaveDir::next_autosave`]). The most recently saved
//! one whose game is not over is the one `--continue` goes on with
//! ([`SaveDir::latest_unfinished`]), and only the [`AUTOSAVES_KEPT`] most recent are kept.
//!
//! A table that `bauloewe serve` opens is saved the same way after every decision, to a slot
//! `table-1`, `table-2`, … of its own ([`SaveDir::next_table`]), with its seats' codes in a
//! file beside it that only its owner may read ([`SaveDir::write_private`]). Tables are never
//! removed: a table is a game several people come back to.

use std::fmt;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::format::{SaveError, Summary, read_save, write_save};
use crate::record::Record;

/// How every autosave's slot name begins: `autosave-3` is the third game's.
pub const AUTOSAVE_PREFIX: &str = "autosave-";
/// How every table's slot name begins: `table-2` is the second table opened here.
pub const TABLE_PREFIX: &str = "table-";
/// How many autosaves a folder keeps: a new game's first save removes the oldest beyond these.
pub const AUTOSAVES_KEPT: usize = 10;
/// The longest slot name.
pub const MAX_NAME: usize = 40;

/// A folder of save slots.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveDir {
    path: PathBuf,
}

/// Why a slot could not be saved or loaded.
#[derive(Debug)]
pub enum SlotError {
    /// The name is not a slot name.
    Name(String),
    /// There is no such slot.
    Missing(PathBuf),
    /// The file system said no.
    Io(PathBuf, io::Error),
    /// The file is not a valid save.
    Broken(PathBuf, SaveError),
}

/// For developers (a log, a failed test): the error as `Debug` writes it. A person reads the
/// language's words instead (`FileWords`, in `crate::words`).
impl fmt::Display for SlotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for SlotError {}

/// One slot as `saves` lists it: its name and header, or why it is broken.
#[derive(Debug)]
pub struct Listed {
    /// The slot name.
    pub name: String,
    /// The header, or why the file does not load.
    pub summary: Result<Summary, SlotError>,
}

/// A slot name in lowercase, or why it is none.
///
/// ```
/// use bauloewe::save::slots::slot_name;
/// assert_eq!(slot_name("Monday-2").unwrap(), "monday-2");
/// assert_eq!(slot_name("Größe").unwrap(), "größe");
/// assert!(slot_name("../x").is_err());
/// assert!(slot_name(".größe").is_err());
/// assert!(slot_name("a\u{7}").is_err());
/// assert!(slot_name("").is_err());
/// ```
pub fn slot_name(name: &str) -> Result<String, SlotError> {
    let allowed = |c: char| c.is_alphanumeric() || c == '-' || c == '_';
    let count = name.chars().count();
    if count == 0 || count > MAX_NAME || !name.chars().all(allowed) {
        return Err(SlotError::Name(crate::notation::text::quote(name)));
    }
    Ok(name.to_lowercase())
}

/// The number of an autosave's slot name (`autosave-12` is 12); `None` for other names.
///
/// ```
/// use bauloewe::save::slots::autosave_number;
/// assert_eq!(autosave_number("autosave-12"), Some(12));
/// assert_eq!(autosave_number("autosave-012"), None);
/// assert_eq!(autosave_number("autosave"), None);
/// assert_eq!(autosave_number("monday"), None);
/// ```
pub fn autosave_number(name: &str) -> Option<u32> {
    numbered(AUTOSAVE_PREFIX, name)
}

/// The number of a table's slot name (`table-2` is 2); `None` for other names.
///
/// ```
/// use bauloewe::save::slots::table_number;
/// assert_eq!(table_number("table-2"), Some(2));
/// assert_eq!(table_number("table-02"), None);
/// assert_eq!(table_number("autosave-2"), None);
/// ```
pub fn table_number(name: &str) -> Option<u32> {
    numbered(TABLE_PREFIX, name)
}

/// The number after `prefix` in a slot name, written without leading zeros.
fn numbered(prefix: &str, name: &str) -> Option<u32> {
    let digits = name.strip_prefix(prefix)?;
    let number: u32 = digits.parse().ok()?;
    // One name for one number: `autosave-012` and `autosave-+12` are slots of their own.
    (number.to_string() == digits).then_some(number)
}

/// An autosave (or a table's slot) that loads, as [`SaveDir::autosaves`] lists it.
#[derive(Clone, Debug)]
pub struct Autosaved {
    /// The slot name, `autosave-3`.
    pub name: String,
    /// Its number, 3.
    pub number: u32,
    /// Its header.
    pub summary: Summary,
}

impl SaveDir {
    /// The slots in the folder `path` (created when the first save is written).
    pub fn new(path: impl Into<PathBuf>) -> SaveDir {
        SaveDir { path: path.into() }
    }

    /// The folder.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The file of a slot.
    pub fn file(&self, name: &str) -> Result<PathBuf, SlotError> {
        Ok(self.path.join(format!("{}.save", slot_name(name)?)))
    }

    /// Saves a game's record in slot `name`, saved at `saved`; answers the file written.
    pub fn save(&self, name: &str, record: &Record, saved: &str) -> Result<PathBuf, SlotError> {
        self.save_text(name, &write_save(record, saved))
    }

    /// Writes a save's text (as [`write_save`] writes it) to slot `name`, atomically: for a
    /// caller that renders the text in one place and writes it in another (a server writes
    /// off its event loop).
    pub fn save_text(&self, name: &str, text: &str) -> Result<PathBuf, SlotError> {
        let path = self.file(name)?;
        write_atomically(&path, text.as_bytes(), Access::Usual)
            .map_err(|error| SlotError::Io(path.clone(), error))?;
        Ok(path)
    }

    /// Loads slot `name`: the game's record as saved, and the file's header.
    pub fn load(&self, name: &str) -> Result<(Record, Summary), SlotError> {
        load_file(&self.file(name)?)
    }

    /// Loads a save named either way a person may name it: a save file's path, else a slot of
    /// this folder (`bauloewe review monday`, `bauloewe review ~/games/monday.save`). A name
    /// that is neither is told as the file it would be.
    pub fn load_file_or_slot(&self, named: &Path) -> Result<(Record, Summary), SlotError> {
        let slot = named.to_str().filter(|name| !named.is_file() && slot_name(name).is_ok());
        match slot {
            Some(name) => self.load(name),
            None => load_file(named),
        }
    }

    /// The autosaves that load, the most recently saved first (by the time written in them,
    /// then by number: a game started later has a higher number). Broken ones are left out,
    /// and left alone.
    pub fn autosaves(&self) -> io::Result<Vec<Autosaved>> {
        self.numbered_saves(AUTOSAVE_PREFIX)
    }

    /// The slots named `prefix` and a number that load, the most recently saved first, as
    /// [`SaveDir::autosaves`] orders them.
    fn numbered_saves(&self, prefix: &str) -> io::Result<Vec<Autosaved>> {
        let mut found: Vec<Autosaved> = (self.names()?.into_iter())
            .filter_map(|name| Some((numbered(prefix, &name)?, name)))
            .filter_map(|(number, name)| {
                let (_, summary) = self.load(&name).ok()?;
                Some(Autosaved { name, number, summary })
            })
            .collect();
        found.sort_by(|a, b| (&b.summary.saved, b.number).cmp(&(&a.summary.saved, a.number)));
        Ok(found)
    }

    /// The slot name for a new game's autosave: one past the highest number in the folder.
    pub fn next_autosave(&self) -> io::Result<String> {
        self.next_numbered(AUTOSAVE_PREFIX)
    }

    /// The slot name for a new table: one past the highest `table-N` in the folder.
    pub fn next_table(&self) -> io::Result<String> {
        self.next_numbered(TABLE_PREFIX)
    }

    /// Every table's slot in the folder (`table-N`), whether it loads or not, by number: what
    /// a lobby's server opens again when it starts.
    pub fn table_slots(&self) -> io::Result<Vec<(u32, String)>> {
        let names = self.names()?.into_iter();
        let mut tables: Vec<(u32, String)> =
            names.filter_map(|name| Some((table_number(&name)?, name))).collect();
        tables.sort();
        Ok(tables)
    }

    /// Moves slot `name` aside to the first free `NAME-game-N` (`table-1-game-1`), so that a
    /// new game saved as `name` keeps the old one; answers the name it moved to.
    pub fn set_aside(&self, name: &str) -> Result<String, SlotError> {
        let from = self.file(name)?;
        let io_error = |error| SlotError::Io(from.clone(), error);
        let aside = self.next_numbered(&format!("{name}-game-")).map_err(io_error)?;
        fs::rename(&from, self.file(&aside)?).map_err(io_error)?;
        Ok(aside)
    }

    /// `prefix` and one past the highest number after it in the folder's slot names.
    fn next_numbered(&self, prefix: &str) -> io::Result<String> {
        let highest = self.names()?.iter().filter_map(|name| numbered(prefix, name)).max().unwrap_or(0);
        Ok(format!("{prefix}{}", highest.saturating_add(1)))
    }

    /// The file beside slot `name` with extension `extension` (`table-1.codes`).
    pub fn beside(&self, name: &str, extension: &str) -> Result<PathBuf, SlotError> {
        Ok(self.file(name)?.with_extension(extension))
    }

    /// Appends `line` and a line feed to the file beside slot `name` with extension
    /// `extension`, readable by its owner only, and waits until it is on the disk. One short
    /// write: a crash leaves the line whole or cut off at the end of the file (a reader drops
    /// a last line without its line feed), never the lines before it harmed.
    pub fn append_private(&self, name: &str, extension: &str, line: &str) -> Result<PathBuf, SlotError> {
        let path = self.beside(name, extension)?;
        append_line(&path, line).map_err(|error| SlotError::Io(path.clone(), error))?;
        Ok(path)
    }

    /// Writes `bytes` atomically to the file beside slot `name` with extension `extension`,
    /// readable and writable by its owner only (mode 0600 where files have modes): for
    /// secrets that belong to a slot but not in it. Answers the file written.
    pub fn write_private(&self, name: &str, extension: &str, bytes: &[u8]) -> Result<PathBuf, SlotError> {
        let path = self.beside(name, extension)?;
        write_atomically(&path, bytes, Access::Private)
            .map_err(|error| SlotError::Io(path.clone(), error))?;
        Ok(path)
    }

    /// Holds slot `name` for this process, so that no second process writes it at the same
    /// time (two servers resumed from one table): `None` when another process holds it. The
    /// hold lasts until the file answered is dropped; the operating system lets go of it
    /// when the process ends, also when it is killed, so a crash never leaves a slot held.
    pub fn hold(&self, name: &str) -> Result<Option<File>, SlotError> {
        let path = self.beside(name, "lock")?;
        let io_error = |error| SlotError::Io(path.clone(), error);
        fs::create_dir_all(&self.path).map_err(io_error)?;
        let file = File::options().create(true).truncate(false).write(true).open(&path).map_err(io_error)?;
        match file.try_lock() {
            Ok(()) => Ok(Some(file)),
            Err(fs::TryLockError::WouldBlock) => Ok(None),
            Err(fs::TryLockError::Error(error)) => Err(io_error(error)),
        }
    }

    /// Reads the file beside slot `name` with extension `extension`.
    pub fn read_beside(&self, name: &str, extension: &str) -> Result<String, SlotError> {
        let path = self.beside(name, extension)?;
        match fs::read_to_string(&path) {
            Ok(text) => Ok(text),
            Err(error) if error.kind() == io::ErrorKind::NotFound => Err(SlotError::Missing(path)),
            Err(error) => Err(SlotError::Io(path, error)),
        }
    }

    /// The most recently saved autosave whose game is not over: the game `--continue` goes on
    /// with.
    pub fn latest_unfinished(&self) -> io::Result<Option<String>> {
        Ok(self.autosaves()?.into_iter().find(|autosave| !autosave.summary.over).map(|a| a.name))
    }

    /// The most recently saved table whose game is not over: the table `serve --continue`
    /// opens again.
    pub fn latest_unfinished_table(&self) -> io::Result<Option<String>> {
        Ok(self.numbered_saves(TABLE_PREFIX)?.into_iter().find(|table| !table.summary.over).map(|t| t.name))
    }

    /// Removes the autosaves beyond the [`AUTOSAVES_KEPT`] most recent; never `keep` (the game
    /// being played) and never a broken file (a person may want to look at it).
    pub fn remove_old_autosaves(&self, keep: &str) -> io::Result<()> {
        let old = self.autosaves()?.into_iter().skip(AUTOSAVES_KEPT);
        for autosave in old.filter(|autosave| autosave.name != keep) {
            match fs::remove_file(self.file(&autosave.name).map_err(io::Error::other)?) {
                Err(error) if error.kind() != io::ErrorKind::NotFound => return Err(error),
                _ => {}
            }
        }
        Ok(())
    }

    /// Every `*.save` file in the folder, sorted by name; an absent folder has none.
    pub fn list(&self) -> io::Result<Vec<Listed>> {
        Ok(self.names()?.into_iter().map(|name| self.listed(name)).collect())
    }

    /// The slot names of the `*.save` files in the folder: named slots by name, then the
    /// tables and then the autosaves by number (`autosave-9` before `autosave-10`).
    fn names(&self) -> io::Result<Vec<String>> {
        let entries = match fs::read_dir(&self.path) {
            Ok(entries) => entries,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(error) => return Err(error),
        };
        let mut names = Vec::new();
        for entry in entries {
            let file = entry?.file_name();
            if let Some(name) = file.to_str().and_then(|f| f.strip_suffix(".save")) {
                names.push(name.to_string());
            }
        }
        names.sort_by_key(|name| (autosave_number(name), table_number(name), name.clone()));
        Ok(names)
    }

    fn listed(&self, name: String) -> Listed {
        let summary = self.load(&name).map(|(_, summary)| summary);
        Listed { name, summary }
    }
}

/// Who may read a file written: anyone the folder lets, or its owner only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Access {
    Usual,
    Private,
}

/// Appends `line` and a line feed to `path` in one write (mode 0600 when created), synced.
fn append_line(path: &Path, line: &str) -> io::Result<()> {
    if let Some(folder) = path.parent() {
        fs::create_dir_all(folder)?;
    }
    let mut options = fs::OpenOptions::new();
    options.append(true).create(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let mut file = options.open(path)?;
    file.write_all(format!("{line}\n").as_bytes())?;
    file.sync_data()
}

/// Writes `bytes` to `path` through a temporary file beside it, so that `path` holds either
/// the old or the new contents, never a part. A private file is created with mode 0600, so
/// that its contents are never readable by others, not even for a moment.
fn write_atomically(path: &Path, bytes: &[u8], access: Access) -> io::Result<()> {
    let folder = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(folder)?;
    let mut temporary = path.as_os_str().to_owned();
    temporary.push(".tmp");
    let temporary = PathBuf::from(temporary);
    let mut options = fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    if access == Access::Private {
        use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
        options.mode(0o600);
        // A temporary file left by a crash keeps its mode: it is set again before writing.
        if let Ok(file) = File::open(&temporary) {
            file.set_permissions(fs::Permissions::from_mode(0o600))?;
        }
    }
    #[cfg(not(unix))]
    let _ = access;
    let mut file = options.open(&temporary)?;
    file.write_all(bytes)?;
    file.sync_all()?;
    drop(file);
    fs::rename(&temporary, path)?;
    // Make the rename itself durable where the platform allows opening a folder.
    if let Ok(folder) = File::open(folder) {
        let _ = folder.sync_all();
    }
    Ok(())
}

/// Loads the save file at `path`: the game's record as saved, and the file's header.
pub fn load_file(path: &Path) -> Result<(Record, Summary), SlotError> {
    let path = path.to_path_buf();
    let text = match fs::read(&path) {
        Ok(bytes) => {
            String::from_utf8(bytes).map_err(|_| SlotError::Broken(path.clone(), SaveError::NotASave))?
        }
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Err(SlotError::Missing(path)),
        Err(error) => return Err(SlotError::Io(path, error)),
    };
    read_save(&text).map_err(|error| SlotError::Broken(path, error))
}

/// Why a game was not saved or loaded: saving is off in this session, or the slot said no.
#[derive(Debug)]
pub enum NotSaved {
    /// The session keeps no saves (a test, `--save-dir` refused).
    Off,
    /// The slot could not be written or read.
    Slot(SlotError),
}

/// Where the save slots are kept without `--save-dir`: `saves/` in the current folder.
pub const DEFAULT_SAVE_DIR: &str = "saves";

#[cfg(test)]
mod tests;
