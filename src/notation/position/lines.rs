//! The lines of a position file: `key: value` entries, their keys, and their items.
//!
//! This is where parsing starts: this module cuts the text into entries (one per key, with the
//! line each came from, so that every error can name its line), and [`super::parse`] turns the
//! entries' words into values.

use super::{MAX_LINE_BYTES, PositionError, PositionProblem};

// ----- The keys and the lines ------------------------------------------------------------------

/// The keys of format v1, in the order [`write_position`](super::write_position) writes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// `players:`
    Players,
    /// `turn:`
    Turn,
    /// `cash:`
    Cash,
    /// `shares:`
    Shares,
    /// `board:`
    Board,
    /// `hands:`
    Hands,
    /// `pool:`
    Pool,
    /// `seed:`
    Seed,
    /// `options:`
    Options,
    /// `announced:`
    Announced,
    /// `over:`
    Over,
}

impl Key {
    /// Every key, in the order of the format's table.
    pub const ALL: [Key; 11] = [
        Key::Players,
        Key::Turn,
        Key::Cash,
        Key::Shares,
        Key::Board,
        Key::Hands,
        Key::Pool,
        Key::Seed,
        Key::Options,
        Key::Announced,
        Key::Over,
    ];

    /// The key as the file writes it (a word of the format, the same in every language).
    pub fn word(self) -> &'static str {
        match self {
            Key::Players => "players",
            Key::Turn => "turn",
            Key::Cash => "cash",
            Key::Shares => "shares",
            Key::Board => "board",
            Key::Hands => "hands",
            Key::Pool => "pool",
            Key::Seed => "seed",
            Key::Options => "options",
            Key::Announced => "announced",
            Key::Over => "over",
        }
    }

    /// The key a word names, if any (keys are lowercase).
    pub(super) fn from_word(word: &str) -> Option<Key> {
        Key::ALL.into_iter().find(|key| key.word() == word)
    }
}

/// The value of one `key: value` line, and where it stands.
#[derive(Clone, Copy, Debug)]
pub(super) struct Entry<'a> {
    pub(super) line: usize,
    pub(super) value: &'a str,
}

/// One comma-separated entry of a list: its first word, the other words, and its whole text.
pub(super) struct Item<'a> {
    pub(super) head: &'a str,
    pub(super) rest: Vec<&'a str>,
    pub(super) text: &'a str,
}

impl<'a> Entry<'a> {
    /// A missing line, read as a line with nothing after the colon.
    pub(super) const MISSING: Entry<'static> = Entry { line: 0, value: "" };

    /// An error on this line.
    pub(super) fn error(&self, problem: PositionProblem) -> PositionError {
        PositionError { line: self.line, problem }
    }

    /// The value's words, split at spaces.
    pub(super) fn words(&self) -> Vec<&'a str> {
        self.value.split_whitespace().collect()
    }

    /// The value's comma-separated entries; none when the value is empty.
    pub(super) fn items(&self) -> Result<Vec<Item<'a>>, PositionError> {
        if self.value.trim().is_empty() {
            return Ok(Vec::new());
        }
        let item = |text: &'a str| {
            let mut words = text.split_whitespace();
            let head = words.next().ok_or_else(|| self.error(PositionProblem::EmptyEntry))?;
            Ok(Item { head, rest: words.collect(), text: text.trim() })
        };
        self.value.split(',').map(item).collect()
    }
}

/// The lines of a file by key, after the header has been checked.
pub(super) struct Entries<'a> {
    by_key: [Option<Entry<'a>>; Key::ALL.len()],
}

impl<'a> Entries<'a> {
    /// Checks the header and sorts the other lines by key, refusing unknown and repeated keys.
    pub(super) fn parse(text: &'a str) -> Result<Entries<'a>, PositionError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut lines = text.lines().enumerate().map(|(index, line)| (index + 1, line));
        let (_, first) = lines.next().ok_or(PositionError { line: 1, problem: PositionProblem::Empty })?;
        check_header(first)?;
        let mut entries = Entries { by_key: [None; Key::ALL.len()] };
        for (line, text) in lines {
            entries.add(line, text)?;
        }
        Ok(entries)
    }

    pub(super) fn add(&mut self, line: usize, text: &'a str) -> Result<(), PositionError> {
        let error = |problem| Err(PositionError { line, problem });
        if text.len() > MAX_LINE_BYTES {
            return error(PositionProblem::LineTooLong { max: MAX_LINE_BYTES });
        }
        let text = text.trim();
        if text.is_empty() || text.starts_with('#') {
            return Ok(());
        }
        let Some((word, value)) = text.split_once(':') else {
            return error(PositionProblem::NoColon(text.to_string()));
        };
        let Some(key) = Key::from_word(word.trim()) else {
            return error(PositionProblem::UnknownKey(word.trim().to_string()));
        };
        if let Some(first) = self.by_key[key as usize] {
            return error(PositionProblem::RepeatedKey { key, first_line: first.line });
        }
        self.by_key[key as usize] = Some(Entry { line, value });
        Ok(())
    }

    /// The line of a key, if the file has one.
    pub(super) fn get(&self, key: Key) -> Option<Entry<'a>> {
        self.by_key[key as usize]
    }

    /// The line of a key every file must have.
    pub(super) fn required(&self, key: Key) -> Result<Entry<'a>, PositionError> {
        self.get(key).ok_or(PositionError { line: 0, problem: PositionProblem::MissingKey(key) })
    }

    /// The line of a key, or an empty line when the file has none.
    pub(super) fn or_empty(&self, key: Key) -> Entry<'a> {
        self.get(key).unwrap_or(Entry::MISSING)
    }
}

/// Refuses a first line that is not the version-1 header, naming the version when it is one.
pub(super) fn check_header(first: &str) -> Result<(), PositionError> {
    let words: Vec<&str> = first.split_whitespace().collect();
    let problem = match words.as_slice() {
        ["#", "bauloewe", "position", "1"] => return Ok(()),
        ["#", "bauloewe", "position", version] => PositionProblem::Version(version.to_string()),
        _ => PositionProblem::NotAHeader(first.trim().to_string()),
    };
    Err(PositionError { line: 1, problem })
}
