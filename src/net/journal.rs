//! A table's journal: how the game began, then who came, what each typed and who went, in the
//! order the table took it. Replayed through a [`Table`] it gives every connection the same
//! bytes again, so a game across machines can be looked at, or a bug reproduced, without them.
//!
//! The format is text, one entry a line, after the header a script has (`# bauloewe script
//! 1`, `# seed: 42`, …: see [`crate::save::script`]):
//!
//! ```text
//! @join Ann plain
//! @join Bob framed lang=de width=100
//! @join watch1 framed
//! Ann→lay 6D
//! Bob→behalte
//! @leave Bob
//! @stand-in Bob broker
//! ```
//!
//! (`→` stands for the tab between a name and its line.)
//!
//! `@join NAME MODE` says a connection took seat NAME (or, named `watchN`, watches), `plain`
//! or `framed` with the options of its `hello` line; `NAME<TAB>LINE` is a line it sent, with
//! control characters shown as the table reads them ([`visible`]); `@leave NAME` says it went.
//! A `@join` of a seat that is seated already says that a new connection took the seat over
//! with its code: the old one went without a word to the others. `@stand-in NAME LEVEL` says
//! that seat NAME, away at its decision longer than the table waits, was given to a computer
//! of that level until it is taken again ([`Table::stand_in`]).

use std::collections::BTreeMap;
use std::fmt;

use crate::net::protocol;
use crate::net::wire;
use crate::net::wire::Plain;

use crate::net::protocol::{Hello, Options};
use crate::notation::PlayerKind;
use crate::notation::text::visible;
use crate::show::palette::Palette;
use crate::table::{Delivery, Looks, Role, Table};

/// How a connection speaks: plain text, or framed with its options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// As `nc` reads: the console's text, a prompt as `guide > `.
    Plain,
    /// Tagged lines, with what the `hello` line asked for.
    Framed(Options),
}

/// One entry of a journal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A connection sat down at seat `name` (or watches, as `watchN`).
    Join {
        /// The seat's name, or `watchN`.
        name: String,
        /// How it speaks.
        mode: Mode,
    },
    /// A line a connection sent.
    Line {
        /// Who sent it.
        name: String,
        /// The line, as the table read it.
        line: String,
    },
    /// A connection went.
    Leave {
        /// Who went.
        name: String,
    },
    /// A computer decides for seat `name` while its person is away.
    StandIn {
        /// The seat.
        name: String,
        /// The computer's level.
        kind: PlayerKind,
    },
}

impl fmt::Display for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Entry::Join { name, mode: Mode::Plain } => write!(f, "@join {name} plain"),
            Entry::Join { name, mode: Mode::Framed(options) } => {
                // The options as the hello line writes them, after `hello bauloewe/1`.
                let hello = options.hello();
                let options: Vec<&str> = hello.split_whitespace().skip(2).collect();
                write!(f, "@join {name} framed")?;
                options.iter().try_for_each(|option| write!(f, " {option}"))
            }
            Entry::Line { name, line } => write!(f, "{name}\t{line}"),
            Entry::Leave { name } => write!(f, "@leave {name}"),
            Entry::StandIn { name, kind } => write!(f, "@stand-in {name} {kind}"),
        }
    }
}

/// A line of a journal that is no entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadEntry {
    /// The line's number, from 1.
    pub line: usize,
    /// The line, with control characters shown.
    pub text: String,
}

/// A line as the table takes it and a journal keeps it: control characters shown.
pub fn as_read(line: &str) -> String {
    line.chars().map(visible).collect()
}

/// Reads the entries of a journal (the header's `#` lines are skipped).
pub fn read_entries(text: &str) -> Result<Vec<Entry>, BadEntry> {
    let mut entries = Vec::new();
    for (number, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let bad = || BadEntry { line: number + 1, text: as_read(line) };
        let entry = if let Some((name, said)) = line.split_once('\t') {
            Entry::Line { name: name.to_string(), line: said.to_string() }
        } else if let Some(name) = line.strip_prefix("@leave ") {
            Entry::Leave { name: name.trim().to_string() }
        } else if let Some(rest) = line.strip_prefix("@stand-in ") {
            let (name, kind) = rest.trim().rsplit_once(' ').ok_or_else(bad)?;
            let kind = kind.parse::<PlayerKind>().ok().filter(|kind| *kind != PlayerKind::Human);
            Entry::StandIn { name: name.to_string(), kind: kind.ok_or_else(bad)? }
        } else if let Some(rest) = line.strip_prefix("@join ") {
            let mut words = rest.split_whitespace();
            let name = words.next().ok_or_else(bad)?.to_string();
            let mode = match words.next() {
                Some("plain") => Mode::Plain,
                Some("framed") => {
                    let hello =
                        format!("hello {} {}", protocol::VERSION, words.collect::<Vec<_>>().join(" "));
                    match protocol::read_hello(&hello) {
                        Hello::Framed(options) => Mode::Framed(options),
                        Hello::Plain(_) | Hello::Unspoken(_) => return Err(bad()),
                    }
                }
                _ => return Err(bad()),
            };
            Entry::Join { name, mode }
        } else {
            return Err(bad());
        };
        entries.push(entry);
    }
    Ok(entries)
}

/// How a connection of `mode` sees the table, the host speaking `host`'s language.
pub fn looks(mode: &Mode, table: &Table) -> Looks {
    match mode {
        Mode::Plain => Looks { lang: table.lang(), ..Looks::default() },
        Mode::Framed(options) => Looks {
            lang: options.lang.unwrap_or(table.lang()),
            palette: if options.color { Palette::Ansi16 } else { Palette::Plain },
            width: options.width_or_default(),
        },
    }
}

/// The role a journal's name stands for at `table`: a seat by its name, else a watcher.
pub fn role(name: &str, table: &Table) -> Role {
    let game = table.session().game();
    match (0..game.player_count()).find(|seat| game.name(*seat) == name) {
        Some(seat) => Role::Seat(seat),
        None => Role::Watcher,
    }
}

/// Plays `entries` through `table` and returns what each name read from the table, as the
/// server writes it (plain or framed), after its greeting.
pub fn replay(mut table: Table, entries: &[Entry]) -> BTreeMap<String, String> {
    let mut read: BTreeMap<String, String> = BTreeMap::new();
    // Who reads each viewer's lines, and how: framed, or plain with the state of its screen.
    let mut viewers: BTreeMap<usize, (String, Option<Plain>)> = BTreeMap::new();
    let mut ids: BTreeMap<String, usize> = BTreeMap::new();
    let mut deliver = |deliveries: Vec<Delivery>, viewers: &mut BTreeMap<usize, (String, Option<Plain>)>| {
        for delivery in deliveries {
            let Some((name, plain)) = viewers.get_mut(&delivery.to) else { continue };
            let bytes = match plain {
                Some(plain) => plain.send(&delivery.lines),
                None => wire::framed(&delivery.lines),
            };
            read.entry(name.clone()).or_default().push_str(&bytes);
        }
    };
    for entry in entries {
        let deliveries = match entry {
            Entry::Join { name, mode } => {
                // A seat that joins again while seated was taken over by a new connection: the
                // old one goes, and the others are told nothing of it, as the server does.
                if let Some(old) = ids.remove(name) {
                    let _ = table.detach(old);
                    viewers.remove(&old);
                }
                let (id, deliveries) = table.attach(role(name, &table), looks(mode, &table));
                let plain = matches!(mode, Mode::Plain).then(Plain::default);
                viewers.insert(id, (name.clone(), plain));
                ids.insert(name.clone(), id);
                deliveries
            }
            Entry::Line { name, line } => match ids.get(name) {
                Some(id) => {
                    if let Some((_, Some(plain))) = viewers.get_mut(id) {
                        plain.typed();
                    }
                    table.line(*id, line)
                }
                None => Vec::new(),
            },
            Entry::Leave { name } => match ids.remove(name) {
                Some(id) => {
                    let deliveries = table.detach(id);
                    viewers.remove(&id);
                    deliveries
                }
                None => Vec::new(),
            },
            Entry::StandIn { name, kind } => match role(name, &table) {
                Role::Seat(seat) => table.stand_in(seat, *kind),
                Role::Watcher | Role::Host => Vec::new(),
            },
        };
        deliver(deliveries, &mut viewers);
        while table.computer_to_move() {
            match table.play_computer() {
                Ok(deliveries) => deliver(deliveries, &mut viewers),
                Err(_) => break,
            }
        }
    }
    read
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::SeatList;
    use crate::rules::Options;
    use crate::session::Session;
    use crate::words::Lang;

    #[test]
    fn every_entry_reads_back_as_it_was_written() {
        let entries = vec![
            Entry::Join { name: "Ann".into(), mode: Mode::Plain },
            Entry::Line { name: "Ann".into(), line: "lay 6D".into() },
            Entry::Leave { name: "Ann".into() },
            Entry::StandIn { name: "Ann Lee".into(), kind: PlayerKind::Tycoon },
        ];
        let text: String = entries.iter().map(|entry| format!("{entry}\n")).collect();
        assert!(text.contains("@stand-in Ann Lee tycoon\n"), "{text}");
        assert_eq!(read_entries(&text), Ok(entries));
        let bad = read_entries("@stand-in Ann human");
        assert_eq!(
            bad,
            Err(BadEntry { line: 1, text: "@stand-in Ann human".into() }),
            "a person stands in for nobody"
        );
    }

    #[test]
    fn a_stand_in_replays_as_the_same_decisions_for_everyone() {
        let table = || {
            let seats = "Ann:human,Bob:human,Cid:broker".parse::<SeatList>().unwrap().0;
            Table::new(Session::new(seats, 42, Options::default()).unwrap().0, Lang::En)
        };
        // Bob moves first at seed 42 (R9); he never comes, and a broker plays for him.
        let entries = read_entries("@join Ann framed\n@stand-in Bob broker\n").unwrap();
        let read = replay(table(), &entries);
        let ann = &read["Ann"];
        assert!(
            ann.contains("~ Bob is away at their decision: a broker decides for Bob until Bob is back.\n"),
            "{ann}"
        );
        assert!(ann.contains("= Bob lays "), "{ann}");
        assert!(ann.contains("\n? Ann, "), "then Ann decides: {ann}");
        assert_eq!(replay(table(), &entries), read, "a replay reads the same");
    }
}
