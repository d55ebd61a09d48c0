//! Save slots: named save files in one folder (`saves/` by default), written atomically.
//!
//! A slot `NAME` is the file `NAME.save` in the folder. Names are 1 to 40 letters, digits, `-`
//! and `_`, taken in lowercase (so `Monday` and `monday` are one slot on every file system),
//! which also keeps a name from reaching outside the folder (`save ../x` is refused). A save is
//! written to `NAME.save.tmp` beside the slot, flushed to the disk, and then renamed over the
//! slot: a crash or a full disk leaves the previous save as it was.

use std::fmt;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::format::{SaveError, Summary, read_save, write_save};
use crate::record::Record;

/// The slot that `quit` saves to when the game has unsaved progress.
pub const AUTOSAVE: &str = "autosave";
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
/// console's words instead (`FileWords` in its `words`).
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
/// assert!(slot_name("../x").is_err());
/// assert!(slot_name("").is_err());
/// ```
pub fn slot_name(name: &str) -> Result<String, SlotError> {
    let allowed = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    if name.is_empty() || name.len() > MAX_NAME || !name.chars().all(allowed) {
        return Err(SlotError::Name(crate::notation::text::quote(name)));
    }
    Ok(name.to_ascii_lowercase())
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
        let path = self.file(name)?;
        let text = write_save(record, saved);
        write_atomically(&path, text.as_bytes()).map_err(|error| SlotError::Io(path.clone(), error))?;
        Ok(path)
    }

    /// Loads slot `name`: the game's record as saved, and the file's header.
    pub fn load(&self, name: &str) -> Result<(Record, Summary), SlotError> {
        let path = self.file(name)?;
        let text = match fs::read(&path) {
            Ok(bytes) => {
                String::from_utf8(bytes).map_err(|_| SlotError::Broken(path.clone(), SaveError::NotASave))?
            }
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Err(SlotError::Missing(path)),
            Err(error) => return Err(SlotError::Io(path, error)),
        };
        read_save(&text).map_err(|error| SlotError::Broken(path, error))
    }

    /// Every `*.save` file in the folder, sorted by name; an absent folder has none.
    pub fn list(&self) -> io::Result<Vec<Listed>> {
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
        names.sort();
        Ok(names.into_iter().map(|name| self.listed(name)).collect())
    }

    fn listed(&self, name: String) -> Listed {
        let summary = self.load(&name).map(|(_, summary)| summary);
        Listed { name, summary }
    }
}

/// Writes `bytes` to `path` through a temporary file beside it, so that `path` holds either
/// the old or the new contents, never a part.
fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let folder = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(folder)?;
    let mut temporary = path.as_os_str().to_owned();
    temporary.push(".tmp");
    let temporary = PathBuf::from(temporary);
    let mut file = File::create(&temporary)?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Options;

    fn scratch(name: &str) -> SaveDir {
        let path = std::env::temp_dir().join(format!("bauloewe-slots-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&path);
        SaveDir::new(path)
    }

    fn record() -> Record {
        let seats = "Ann,Bob:tourist".parse::<crate::notation::SeatList>().unwrap().0;
        Record::new(seats, 4, Options::default()).unwrap().0
    }

    #[test]
    fn slot_names_stay_inside_the_folder() {
        for bad in ["../x", "a/b", "a.b", "", "ü", &"x".repeat(41), "a b"] {
            assert!(matches!(slot_name(bad), Err(SlotError::Name(_))), "{bad}");
        }
        assert_eq!(slot_name(&"x".repeat(40)).unwrap().len(), 40);
    }

    #[test]
    fn save_list_load_and_broken_files() {
        let dir = scratch("list");
        assert!(dir.list().unwrap().is_empty());
        let path = dir.save("Game1", &record(), "2024-05-01 18:30 UTC").unwrap();
        assert!(path.ends_with("game1.save"));
        assert!(!path.with_extension("save.tmp").exists());
        fs::write(dir.path().join("broken.save"), "# bauloewe save 1\nsaved: x\n").unwrap();
        let listed = dir.list().unwrap();
        assert_eq!(listed.iter().map(|l| l.name.as_str()).collect::<Vec<_>>(), ["broken", "game1"]);
        assert!(matches!(listed[0].summary, Err(SlotError::Broken(_, SaveError::Truncated))));
        assert_eq!(listed[1].summary.as_ref().unwrap().turn, "1");
        assert_eq!(dir.load("game1").unwrap().0.game(), record().game());
        assert!(matches!(dir.load("nothing"), Err(SlotError::Missing(_))));
        let _ = fs::remove_dir_all(dir.path());
    }
}
