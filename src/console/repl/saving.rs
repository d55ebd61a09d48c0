//! The REPL's commands that keep or rewind a game: `save`, `load`, `saves`, `undo`, and the
//! offer to save when leaving with `quit`.
//!
//! The files themselves are the business of [`crate::save`]; here the commands are answered
//! in one line each, and a refused `load` or `undo` leaves the game as it was.

use std::io;

use crate::rules::{Event, PlayerId};
use crate::save::slots::Listed;
use crate::save::{AUTOSAVE, SaveDir, SlotError, clock};

use super::super::Session;
use super::{Flow, Repl};

impl Repl<'_> {
    /// `save NAME`.
    pub(super) fn save_slot(&mut self, name: &str) -> io::Result<()> {
        match self.write_slot(name) {
            Ok(message) => writeln!(self.out, "{message}."),
            Err(message) => self.refuse(&format!("cannot save: {message}")),
        }
    }

    /// Writes the slot; answers what was done, or why not.
    fn write_slot(&mut self, name: &str) -> Result<String, String> {
        let dir = self.saves.as_ref().ok_or("saving is off in this session")?;
        let path = dir.save(name, self.session.record(), &clock::now()).map_err(|e| e.to_string())?;
        self.saved = self.session.actions().to_vec();
        let turn = self.session.game().turn_number();
        Ok(format!("Saved turn {turn} as '{}' ({})", name.to_ascii_lowercase(), path.display()))
    }

    /// `load NAME`: the saved game replaces this one, or this one goes on unchanged.
    pub(super) fn load_slot(&mut self, name: &str) -> io::Result<()> {
        let Some(dir) = &self.saves else {
            return self.refuse("cannot load: saving is off in this session");
        };
        let (session, summary) = match dir.load(name) {
            Ok((record, summary)) => (Session::from_record(record), summary),
            Err(error) => return self.refuse(&format!("cannot load: {error}; this game goes on unchanged")),
        };
        self.saved = session.actions().to_vec();
        self.session = session;
        (self.shown_for, self.shown_board, self.at_keyboard) = (None, None, None);
        let name = name.to_ascii_lowercase();
        writeln!(
            self.out,
            "Loaded '{name}': {}, turn {}, saved {}.",
            summary.players, summary.turn, summary.saved
        )
    }

    /// `saves`: every slot with its header, broken files with what is wrong.
    pub(super) fn list_saves(&mut self) -> io::Result<()> {
        let Some(dir) = &self.saves else {
            return self.refuse("saving is off in this session");
        };
        let text = match dir.list() {
            Ok(listed) => slot_table(dir, &listed),
            Err(error) => return self.refuse(&format!("cannot read {}: {error}", dir.path().display())),
        };
        self.out.write_all(text.as_bytes())
    }

    /// `quit`: with unsaved progress, offers to save (on a terminal) or saves (from a script)
    /// to the slot `autosave` first.
    pub(super) fn quit(&mut self) -> io::Result<Flow> {
        let unsaved = self.saved != self.session.actions() && !self.session.game().is_over();
        if unsaved && self.saves.is_some() {
            let interactive = self.input.is_interactive();
            if !interactive || self.input.confirm("Save before leaving? (y/n) ")? {
                match self.write_slot(AUTOSAVE) {
                    Ok(message) => {
                        writeln!(self.out, "{message} before leaving: 'load {AUTOSAVE}' goes on.")?
                    }
                    Err(message) => writeln!(self.out, "cannot save: {message}")?,
                }
            }
        }
        Ok(Flow::Quit)
    }

    /// `undo`: takes back the only person's last decision and the computer moves after it,
    /// unless it showed them a tile they had not seen.
    pub(super) fn undo(&mut self) -> io::Result<()> {
        let people = self.session.record().people();
        let [me] = people[..] else {
            return self.refuse("cannot undo: several people play this game (hot-seat), and a take-back would undo another's game too");
        };
        let earlier = match self.session.without_last_decision_of(me) {
            None => return self.refuse("nothing to undo: you have made no decision in this game"),
            Some(result) => result.map_err(io::Error::other)?,
        };
        let start = earlier.actions().len();
        let own = self.own_actions_from(start, me);
        let undone = own.join(", ");
        let later_events = &self.session.log()[earlier.log().len()..];
        if let Some(seen) = later_events.iter().find_map(|event| revealed(event, me)) {
            return self.refuse(&format!(
                "cannot undo '{undone}': it showed you {seen}, and what you have seen stays seen"
            ));
        }
        let others = self.session.actions().len() - start - own.len();
        self.session = earlier;
        self.shown_for = None;
        let after =
            if others == 0 { String::new() } else { format!(" and {others} computer move(s) after it") };
        writeln!(self.out, "Took back '{undone}'{after}.")
    }

    /// `player`'s actions from index `start` on, as command words (`buy Aurora`).
    fn own_actions_from(&self, start: usize, player: PlayerId) -> Vec<String> {
        let actions = self.session.actions()[start..].iter().zip(&self.session.actors()[start..]);
        actions
            .filter(|(_, actor)| **actor == player)
            .map(|(action, _)| crate::console::text::command(*action))
            .collect()
    }
}

/// The hidden tile an event showed `player`, if any: one they drew, or a dead tile of theirs
/// that was replaced.
fn revealed(event: &Event, player: PlayerId) -> Option<String> {
    match *event {
        Event::TileDrawn { player: p, tile } if p == player => Some(format!("the tile {tile} you drew")),
        Event::DeadTileDiscarded { player: p, tile } if p == player => {
            Some(format!("a new tile for your dead tile {tile}"))
        }
        _ => None,
    }
}

/// The `saves` table: name, players, turn, leader, when saved; broken files with the reason.
fn slot_table(dir: &SaveDir, listed: &[Listed]) -> String {
    if listed.is_empty() {
        return format!("No saves in {} yet: 'save NAME' makes one.\n", folder(dir));
    }
    let width = listed.iter().map(|l| l.name.len()).max().unwrap_or(0);
    let mut text = format!("Saves in {}:\n", folder(dir));
    for slot in listed {
        let line = match &slot.summary {
            Ok(s) => format!("{}; turn {}; leader {}; saved {}", s.players, s.turn, s.leader, s.saved),
            Err(SlotError::Broken(_, error)) => format!("broken: {error}"),
            Err(error) => format!("broken: {error}"),
        };
        text.push_str(&format!("  {:<width$}  {line}\n", slot.name));
    }
    text
}

/// The folder as `saves/`.
fn folder(dir: &SaveDir) -> String {
    let path = dir.path().display().to_string();
    if path.ends_with('/') { path } else { format!("{path}/") }
}
