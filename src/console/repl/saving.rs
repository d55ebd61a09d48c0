//! The REPL's commands that keep or rewind a game: `save`, `load`, `saves`, `undo`, and the
//! offer to save when leaving with `quit`.
//!
//! The files themselves are the business of [`crate::save`]; here the commands are answered
//! in one line each, and a refused `load` or `undo` leaves the game as it was.

use std::io;
use std::path::PathBuf;

use crate::rules::{Event, PlayerId};
use crate::save::slots::Listed;
use crate::save::{AUTOSAVE, SaveDir, clock};

use super::super::input::Answer;
use super::super::opening::header_seats;
use super::super::words::saving::{NotSaved, Seen};
use super::super::{Lang, Session};
use super::{Flow, Repl};

impl Repl<'_> {
    /// `save NAME`.
    pub(super) fn save_slot(&mut self, name: &str) -> io::Result<()> {
        match self.write_slot(name) {
            Ok((turn, path)) => {
                self.say(&format!("{}\n", self.lang.saved(turn, &name.to_ascii_lowercase(), &path)))
            }
            Err(why) => self.refuse(&self.lang.cannot_save(&why)),
        }
    }

    /// Writes the slot; answers the turn saved and the file written, or why not.
    fn write_slot(&mut self, name: &str) -> Result<(u32, PathBuf), NotSaved> {
        let dir = self.saves.as_ref().ok_or(NotSaved::Off)?;
        let path = dir.save(name, self.session.record(), &clock::now()).map_err(NotSaved::Slot)?;
        self.saved = self.session.actions().to_vec();
        Ok((self.session.game().turn_number(), path))
    }

    /// `load NAME`: the saved game replaces this one, or this one goes on unchanged.
    pub(super) fn load_slot(&mut self, name: &str) -> io::Result<()> {
        let lang = self.lang;
        let Some(dir) = &self.saves else {
            return self.refuse(&lang.cannot_load(&NotSaved::Off));
        };
        let (session, summary) = match dir.load(name) {
            Ok((record, summary)) => (Session::from_record(record), summary),
            Err(error) => return self.refuse(&lang.cannot_load(&NotSaved::Slot(error))),
        };
        self.saved = session.actions().to_vec();
        self.session = session;
        (self.shown_for, self.at_keyboard, self.told, self.end_shown) = (None, None, 0, false);
        let players = header_seats(lang, &summary.players);
        self.say(&format!("{}\n", lang.loaded(&name.to_ascii_lowercase(), &players, &summary)))
    }

    /// `saves`: every slot with its header, broken files with what is wrong.
    pub(super) fn list_saves(&mut self) -> io::Result<()> {
        let lang = self.lang;
        let Some(dir) = &self.saves else {
            return self.refuse(&lang.saving_off());
        };
        let text = match dir.list() {
            Ok(listed) => slot_table(lang, dir, &listed),
            Err(error) => return self.refuse(&lang.cannot_read_saves(dir.path(), &error)),
        };
        self.say(&text)
    }

    /// `quit`: with unsaved progress, saves to the slot `autosave` first, from a script without
    /// asking, on a terminal if the person answers yes (Ctrl-D too). No leaves without saving;
    /// Ctrl-C takes the quit back, and so does a save that fails on a terminal: a game is lost
    /// only when the person says so.
    pub(super) fn quit(&mut self) -> io::Result<Flow> {
        let unsaved = self.saved != self.session.actions() && !self.session.game().is_over();
        if !unsaved || self.saves.is_none() {
            return Ok(Flow::Quit);
        }
        match self.input.ask(&self.lang.save_question(), self.lang)? {
            Answer::Yes => self.save_before_leaving(),
            Answer::No => Ok(Flow::Quit),
            Answer::Cancelled => {
                self.say(&format!("{}\n", self.lang.quit_cancelled()))?;
                Ok(Flow::Continue)
            }
        }
    }

    /// Saves to `autosave` and leaves; if that fails, leaves anyway from a script (nobody could
    /// answer) but goes back to the game on a terminal.
    fn save_before_leaving(&mut self) -> io::Result<Flow> {
        let lang = self.lang;
        match self.write_slot(AUTOSAVE) {
            Ok((turn, path)) => {
                self.say(&format!("{}\n", lang.saved_before_leaving(turn, AUTOSAVE, &path)))?
            }
            Err(why) if self.input.is_interactive() => {
                self.say(&format!("{}\n", lang.cannot_save_so_stay(&why)))?;
                return Ok(Flow::Continue);
            }
            Err(why) => self.say(&format!("{}\n", lang.cannot_save(&why)))?,
        }
        Ok(Flow::Quit)
    }

    /// `undo`: takes back the only person's last decision and the computer moves after it,
    /// unless it showed them a tile they had not seen. A finished game stays finished: taking
    /// back its last decision would score it again.
    pub(super) fn undo(&mut self) -> io::Result<()> {
        let (people, lang) = (self.session.record().people(), self.lang);
        if self.session.game().is_over() {
            return self.refuse(&lang.cannot_undo_game_over());
        }
        let [me] = people[..] else {
            return self.refuse(&lang.cannot_undo_hot_seat());
        };
        let earlier = match self.session.without_last_decision_of(me) {
            None => return self.refuse(&lang.nothing_to_undo()),
            Some(result) => result.map_err(io::Error::other)?,
        };
        let start = earlier.actions().len();
        let own = self.own_actions_from(start, me);
        let undone = own.join(", ");
        let later_events = &self.session.log()[earlier.log().len()..];
        if let Some(seen) = later_events.iter().find_map(|event| revealed(event, me)) {
            return self.refuse(&lang.cannot_undo_seen(&undone, seen));
        }
        let others = self.session.actions().len() - start - own.len();
        self.session = earlier;
        (self.shown_for, self.told) = (None, 0);
        self.say(&format!("{}\n", lang.took_back(&undone, others)))
    }

    /// `player`'s actions from index `start` on, as command words (`buy Aurora`).
    fn own_actions_from(&self, start: usize, player: PlayerId) -> Vec<String> {
        let actions = self.session.actions()[start..].iter().zip(&self.session.actors()[start..]);
        actions
            .filter(|(_, actor)| **actor == player)
            .map(|(action, _)| crate::console::text::command(self.lang, *action))
            .collect()
    }
}

/// The hidden tile an event showed `player`, if any: one they drew, or a new one for a dead
/// tile of theirs.
fn revealed(event: &Event, player: PlayerId) -> Option<Seen> {
    match *event {
        Event::TileDrawn { player: p, tile } if p == player => Some(Seen::Drawn(tile)),
        Event::DeadTileDiscarded { player: p, tile } if p == player => Some(Seen::ForDeadTile(tile)),
        _ => None,
    }
}

/// The `saves` table: name, players, turn, leader, when saved; broken files with the reason.
fn slot_table(lang: Lang, dir: &SaveDir, listed: &[Listed]) -> String {
    if listed.is_empty() {
        return format!("{}\n", lang.no_saves(&folder(dir)));
    }
    let width = listed.iter().map(|l| l.name.len()).max().unwrap_or(0);
    let mut text = format!("{}\n", lang.saves_heading(&folder(dir)));
    for slot in listed {
        let line = match &slot.summary {
            Ok(summary) => lang.listed_save(&header_seats(lang, &summary.players), summary),
            Err(error) => lang.listed_broken(error),
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

#[cfg(test)]
mod tests {
    use std::io::Cursor;

    use super::super::Outcome;
    use super::super::tests::Keyboard;
    use super::*;
    use crate::console::Palette;
    use crate::console::input::{LineSource, ScriptSource};

    /// Ann (a person) to lay a tile; Bob a computer.
    const POSITION: &str = "# bauloewe position 1
players: Ann human, Bob tourist
turn: Ann
cash: Ann 6000, Bob 6000
board: Aurora 2B 3B, lone 12I
hands: Ann 1A 9C, Bob 6E
pool: 3D 4D 5D
seed: 42
";

    /// A slot folder of its own for one test.
    fn scratch(name: &str) -> SaveDir {
        let path = std::env::temp_dir().join(format!("bauloewe-quit-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        SaveDir::new(path)
    }

    /// Runs the position with `source` and the slots in `dir`: the outcome and the output.
    fn run(source: &mut dyn LineSource, dir: &SaveDir) -> (Outcome, String) {
        let (session, setup) = Session::from_position(POSITION).unwrap();
        let mut output = Vec::new();
        let mut repl =
            Repl::new(session, source, &mut output, Palette::Plain).with_saves(SaveDir::new(dir.path()));
        let outcome = repl.run(&setup).unwrap().outcome;
        (outcome, String::from_utf8(output).unwrap())
    }

    /// The question `quit` asks, in English.
    fn save_question() -> String {
        Lang::En.save_question()
    }

    /// What a person types before each test's answers: a tile laid, so progress is unsaved.
    const LAY_AND_QUIT: &str = "lay 1A\nquit\n";

    #[test]
    fn only_yes_or_no_leaves_and_yes_saves() {
        let dir = scratch("yes");
        let mut keyboard = Keyboard::new(&format!("{LAY_AND_QUIT}\nja\nYES\n"));
        let (outcome, output) = run(&mut keyboard, &dir);
        assert_eq!(outcome, Outcome::Quit);
        assert_eq!(keyboard.prompts, [save_question(), Lang::En.ask_again(), Lang::En.ask_again()]);
        assert!(output.contains("as 'autosave' ("), "{output}");
        assert!(output.ends_with("before leaving: 'load autosave' goes on.\n"), "{output}");
        assert!(dir.file(AUTOSAVE).unwrap().exists());
    }

    #[test]
    fn no_leaves_without_saving() {
        let dir = scratch("no");
        let mut keyboard = Keyboard::new(&format!("{LAY_AND_QUIT}yess\nNo\n"));
        let (outcome, output) = run(&mut keyboard, &dir);
        assert_eq!(outcome, Outcome::Quit);
        assert_eq!(keyboard.prompts, [save_question(), Lang::En.ask_again()]);
        assert!(!output.contains("Saved"), "{output}");
        assert!(!dir.file(AUTOSAVE).unwrap().exists());
    }

    #[test]
    fn ctrl_c_goes_back_to_the_game_and_ctrl_d_saves() {
        let dir = scratch("keys");
        let mut keyboard = Keyboard::new(&format!("{LAY_AND_QUIT}^C\nhand\nquit\n^D\n"));
        let (outcome, output) = run(&mut keyboard, &dir);
        assert_eq!(outcome, Outcome::Quit);
        assert_eq!(keyboard.prompts, [save_question().as_str(), save_question().as_str()]);
        let (before, after) = output.split_once("(quit cancelled; the game goes on)\n").expect(&output);
        assert!(!before.contains("Saved"), "{before}");
        assert!(after.contains("Ann's tiles:\n"), "the game went on: {after}");
        assert!(after.ends_with("before leaving: 'load autosave' goes on.\n"), "{after}");
        assert!(dir.file(AUTOSAVE).unwrap().exists());
    }

    #[test]
    fn a_save_that_fails_on_a_terminal_goes_back_to_the_game() {
        let file = std::env::temp_dir().join(format!("bauloewe-quit-file-{}", std::process::id()));
        std::fs::write(&file, "not a folder").unwrap();
        let mut keyboard = Keyboard::new(&format!("{LAY_AND_QUIT}y\nquit\nn\n"));
        let (outcome, output) = run(&mut keyboard, &SaveDir::new(&file));
        assert_eq!(outcome, Outcome::Quit);
        assert!(output.contains("; the game goes on ('quit', then n, leaves)\n"), "{output}");
        assert_eq!(keyboard.prompts, [save_question().as_str(), save_question().as_str()]);
        let _ = std::fs::remove_file(file);
    }

    #[test]
    fn a_script_saves_without_asking_as_before() {
        let dir = scratch("script");
        let mut script = ScriptSource::new(Cursor::new(format!("{LAY_AND_QUIT}n\n")));
        let (outcome, output) = run(&mut script, &dir);
        assert_eq!(outcome, Outcome::Quit);
        assert!(output.contains("Ann> quit\nSaved turn "), "{output}");
        // The message may be broken across lines: a scratch folder's path is long.
        let joined = output.replace("\n  ", " ");
        assert!(
            joined.ends_with(" before leaving: 'load autosave' goes on.\n"),
            "the line after quit is not read: {output}"
        );
        assert!(dir.file(AUTOSAVE).unwrap().exists());
    }
}
