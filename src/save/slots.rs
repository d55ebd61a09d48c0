//! Save slots: named save files in one folder (`saves/` by default), written atomically.
//!
//! A slot `NAME` is the file `NAME.save` in the folder. Names are 1 to 40 letters, digits, `-`
//! and `_`, taken in lowercase (so `Monday` and `monday` are one slot on every file system),
//! which also keeps a name from reaching outside the folder (`save ../x` is refused). A save is
//! written to `NAME.save.tmp` beside the slot, flushed to the disk, and then renamed over the
//! slot: a crash or a full disk leaves the previous save as it was.
//!
//! A game at a terminal is also saved after every decision, to an *autosave* of its own:
//! `autosave-1`, `autosave-2`, … (see [`SaveDir::next_autosave`]). The most recently saved
//! one whose game is not over is the one `--continue` goes on with
//! ([`SaveDir::latest_unfinished`]), and only the [`AUTOSAVES_KEPT`] most recent are kept.

use std::fmt;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::format::{SaveError, Summary, read_save, write_save};
use crate::record::Record;

/// How every autosave's slot name begins: `autosave-3` is the third game's.
pub const AUTOSAVE_PREFIX: &str = "autosave-";
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
    let digits = name.strip_prefix(AUTOSAVE_PREFIX)?;
    let number: u32 = digits.parse().ok()?;
    // One name for one number: `autosave-012` and `autosave-+12` are slots of their own.
    (number.to_string() == digits).then_some(number)
}

/// An autosave that loads, as [`SaveDir::autosaves`] lists it.
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

    /// The autosaves that load, the most recently saved first (by the time written in them,
    /// then by number: a game started later has a higher number). Broken ones are left out,
    /// and left alone.
    pub fn autosaves(&self) -> io::Result<Vec<Autosaved>> {
        let mut found: Vec<Autosaved> = (self.names()?.into_iter())
            .filter_map(|name| Some((autosave_number(&name)?, name)))
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
        let highest = self.names()?.iter().filter_map(|name| autosave_number(name)).max().unwrap_or(0);
        Ok(format!("{AUTOSAVE_PREFIX}{}", highest.saturating_add(1)))
    }

    /// The most recently saved autosave whose game is not over: the game `--continue` goes on
    /// with.
    pub fn latest_unfinished(&self) -> io::Result<Option<String>> {
        Ok(self.autosaves()?.into_iter().find(|autosave| !autosave.summary.over).map(|a| a.name))
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
    /// autosaves by number (`autosave-9` before `autosave-10`).
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
        names.sort_by_key(|name| (autosave_number(name), name.clone()));
        Ok(names)
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

    #[test]
    fn autosaves_are_numbered_and_the_latest_unfinished_is_found() {
        let dir = scratch("autosaves");
        assert_eq!(dir.next_autosave().unwrap(), "autosave-1");
        assert_eq!(dir.latest_unfinished().unwrap(), None);
        dir.save("autosave-9", &record(), "2024-05-01 18:30 UTC").unwrap();
        dir.save("autosave-10", &record(), "2024-05-01 18:30 UTC").unwrap();
        dir.save("autosave-2", &record(), "2024-05-01 18:31 UTC").unwrap();
        dir.save("monday", &record(), "2024-05-01 18:32 UTC").unwrap();
        fs::write(dir.path().join("autosave-11.save"), "broken").unwrap();
        assert_eq!(dir.next_autosave().unwrap(), "autosave-12", "a broken file keeps its number");
        let names: Vec<String> = dir.list().unwrap().into_iter().map(|l| l.name).collect();
        assert_eq!(names, ["monday", "autosave-2", "autosave-9", "autosave-10", "autosave-11"]);
        // The latest by the time written in it; within one minute, the higher number.
        let order: Vec<String> = dir.autosaves().unwrap().into_iter().map(|a| a.name).collect();
        assert_eq!(order, ["autosave-2", "autosave-10", "autosave-9"]);
        assert_eq!(dir.latest_unfinished().unwrap().as_deref(), Some("autosave-2"));
        let _ = fs::remove_dir_all(dir.path());
    }

    #[test]
    fn a_finished_game_is_not_continued() {
        let dir = scratch("finished");
        let mut over = record();
        while !over.game().is_over() {
            let action = over.game().legal_actions()[0];
            over.apply_all(&[action]).unwrap();
        }
        dir.save("autosave-1", &record(), "2024-05-01 18:30 UTC").unwrap();
        dir.save("autosave-2", &over, "2024-05-01 18:31 UTC").unwrap();
        assert_eq!(dir.latest_unfinished().unwrap().as_deref(), Some("autosave-1"));
        let _ = fs::remove_dir_all(dir.path());
    }

    #[test]
    fn only_the_latest_autosaves_are_kept_and_never_a_broken_one() {
        let dir = scratch("kept");
        for number in 1..=AUTOSAVES_KEPT + 2 {
            dir.save(&format!("autosave-{number}"), &record(), "2024-05-01 18:30 UTC").unwrap();
        }
        fs::write(dir.path().join("autosave-0.save"), "broken").unwrap();
        dir.save("monday", &record(), "2024-05-01 18:30 UTC").unwrap();
        dir.remove_old_autosaves("autosave-1").unwrap();
        let names: Vec<String> = dir.list().unwrap().into_iter().map(|l| l.name).collect();
        let mut expected = vec!["monday".to_string(), "autosave-0".into(), "autosave-1".into()];
        expected.extend((3..=AUTOSAVES_KEPT + 2).map(|n| format!("autosave-{n}")));
        assert_eq!(names, expected, "autosave-2 went; the one played (1), broken and named slots stay");
        let _ = fs::remove_dir_all(dir.path());
    }
}
