//! The REPL's commands that keep or rewind a game: `save`, `load`, `saves`, `undo`, and the
//! offer to save when leaving with `quit`.
//!
//! The files themselves are the business of [`crate::save`]; here the commands are answered
//! in one line each, and a refused `load` or `undo` leaves the game as it was.

use std::io;
use std::path::{Path, PathBuf};

use crate::rules::{Action, Event, PlayerId};
use crate::save::slots::{Listed, autosave_number};
use crate::save::{SaveDir, clock};

use crate::console::input::Answer;
use crate::console::repl::{Flow, Repl};
use crate::save::DEFAULT_SAVE_DIR;
use crate::save::NotSaved;
use crate::session::Session;
use crate::show::opening::header_seats;
use crate::words::Lang;
use crate::words::saving::Seen;

impl Repl<'_> {
    /// `save NAME`.
    pub(super) fn save_slot(&mut self, name: &str) -> io::Result<()> {
        match self.write_slot(name) {
            Ok((turn, path)) => {
                self.say(&format!("{}\n", self.lang.saved(turn, &name.to_lowercase(), &path)))
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

    /// `load NAME`: the saved game replaces this one, or this one goes on unchanged. At a
    /// terminal the game left is kept: the line says where, or (if it could not be saved) the
    /// person is asked first.
    pub(super) fn load_slot(&mut self, name: &str) -> io::Result<()> {
        let lang = self.lang;
        let Some(dir) = &self.saves else {
            return self.refuse(&lang.cannot_load(&NotSaved::Off));
        };
        let (session, summary) = match dir.load(name) {
            Ok((record, summary)) => (Session::from_record(record), summary),
            Err(error) => return self.refuse(&lang.cannot_load(&NotSaved::Slot(error))),
        };
        if !self.may_leave()? {
            return Ok(());
        }
        let name = name.to_lowercase();
        // Where the game left is kept, unless it is the very game loaded again.
        let left =
            self.kept_in().filter(|slot| *slot != name).map(|slot| format!("{}\n", lang.left_in(slot)));
        self.saved = session.actions().to_vec();
        self.session = session;
        self.restart_autosave(Some(&name));
        self.records_came();
        (self.shown_for, self.at_keyboard, self.told, self.end_shown) = (None, None, 0, false);
        let players = header_seats(lang, &summary.players);
        let loaded = lang.loaded(&name, &players, &summary);
        self.say(&format!("{}{loaded}\n", left.unwrap_or_default()))
    }

    /// The slot that holds the game as it stands, if one does (at a terminal): its autosave, or
    /// the named slot it was loaded from while nothing has been played since.
    pub(super) fn kept_in(&self) -> Option<&str> {
        self.autosave_slot().or(self.loaded_slot()).filter(|_| self.autosaved())
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

    /// `quit`: leaves. At a terminal the game is in its autosave already, and the line says
    /// so; should saving have failed, the person is asked first (see [`Repl::may_leave`]). A
    /// script or a pipe just leaves: what it played is in its input.
    pub(super) fn quit(&mut self) -> io::Result<Flow> {
        if !self.may_leave()? {
            return Ok(Flow::Continue);
        }
        if let Some(slot) = self.kept_in().filter(|_| !self.session.game().is_over()) {
            let command = self.command_to_go_on(slot);
            self.say(&format!("{}\n", self.lang.kept(slot, &command)))?;
        }
        Ok(Flow::Quit)
    }

    /// The command line that goes on with the game kept in `slot`: `bauloewe --continue` for
    /// an autosave (the newest unfinished one is this game's), `bauloewe --load NAME` for a
    /// named slot, with the slots' folder where it is not the default one.
    fn command_to_go_on(&self, slot: &str) -> String {
        let mut command = match autosave_number(slot) {
            Some(_) => "bauloewe --continue".to_string(),
            None => format!("bauloewe --load {slot}"),
        };
        if let Some(dir) = &self.saves {
            command.push_str(&save_dir_flag(dir.path()));
        }
        command
    }

    /// Before this game is left (`quit`, `load`): at a terminal, with progress no save holds
    /// (saving failed), asks whether to save it first. Yes saves (or, if that fails again,
    /// stays), no leaves without saving, Ctrl-C stays: a game is lost only when the person
    /// says so. Answers whether the game may be left.
    fn may_leave(&mut self) -> io::Result<bool> {
        let progress = !self.session.game().is_over() && self.saved != self.session.actions();
        if !progress || !self.input.is_interactive() || self.saves.is_none() {
            return Ok(true);
        }
        let lang = self.lang;
        match self.input.ask(&lang.save_question(), lang)? {
            Answer::Yes => match self.write_autosave() {
                Ok(_) => Ok(true),
                Err(why) => {
                    self.say(&format!("{}\n", lang.cannot_save_so_stay(&why)))?;
                    Ok(false)
                }
            },
            Answer::No => Ok(true),
            Answer::Cancelled => {
                self.say(&format!("{}\n", lang.quit_cancelled()))?;
                Ok(false)
            }
        }
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
        let undone = lang.commands_typed(&own);
        let later_events = &self.session.log()[earlier.log().len()..];
        if let Some(seen) = later_events.iter().find_map(|event| revealed(event, me)) {
            return self.refuse(&lang.cannot_undo_seen(&undone, seen));
        }
        let others = self.session.actions().len() - start - own.len();
        self.session = earlier;
        (self.shown_for, self.told) = (None, 0);
        self.say(&format!("{}\n", lang.took_back(&undone, others)))
    }

    /// `player`'s actions from index `start` on.
    fn own_actions_from(&self, start: usize, player: PlayerId) -> Vec<Action> {
        let actions = self.session.actions()[start..].iter().zip(&self.session.actors()[start..]);
        actions.filter(|(_, actor)| **actor == player).map(|(action, _)| *action).collect()
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

/// The flag that names the saves folder `folder` on a command line (` --save-dir DIR`, with a
/// space before it), or nothing for the default folder; quoted only where a shell would split it.
pub(super) fn save_dir_flag(folder: &Path) -> String {
    if folder == Path::new(DEFAULT_SAVE_DIR) {
        return String::new();
    }
    let folder = folder.display().to_string();
    if folder.contains(char::is_whitespace) {
        format!(" --save-dir \"{folder}\"")
    } else {
        format!(" --save-dir {folder}")
    }
}

#[cfg(test)]
mod tests {
    use std::io::Cursor;

    use super::super::Outcome;
    use super::super::tests::Keyboard;
    use super::*;
    use crate::console::input::{Line, LineSource, ScriptSource};
    use crate::show::Palette;
    use crate::show::prompt::Prompt;
    use crate::test_support::ScratchDir;

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

    /// A slot folder of its own for one test: the guard that removes it (or the file a test
    /// puts there) when the test ends, to be kept in a named variable until then, and the slots.
    fn scratch(name: &str) -> (ScratchDir, SaveDir) {
        let scratch = ScratchDir::new(&format!("quit-{name}"));
        let saves = SaveDir::new(scratch.path());
        (scratch, saves)
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

    /// The question asked before leaving a game no save holds, in English.
    fn save_question() -> String {
        Lang::En.save_question()
    }

    /// The line `quit` ends with for a game kept in `slot`: `command`, with the test's own
    /// slots folder (not the default one) named.
    fn kept(slot: &str, command: &str, dir: &SaveDir) -> String {
        let command = format!("{command} --save-dir {}", dir.path().display());
        format!("The game is saved as '{slot}': '{command}' goes on with it.\n")
    }

    /// The slot names in `dir`.
    fn slots(dir: &SaveDir) -> Vec<String> {
        dir.list().unwrap().into_iter().map(|listed| listed.name).collect()
    }

    #[test]
    fn a_game_at_a_keyboard_is_saved_after_every_decision_and_quit_says_where() {
        let (_scratch, dir) = scratch("every");
        let mut keyboard = Keyboard::new("lay 1A\nbuy Aurora\nquit\n");
        let (outcome, output) = run(&mut keyboard, &dir);
        assert_eq!(outcome, Outcome::Quit);
        assert!(keyboard.prompts.is_empty(), "nothing is asked: {:?}", keyboard.prompts);
        assert!(output.ends_with(&kept("autosave-1", "bauloewe --continue", &dir)), "{output}");
        // Ann's lay and buy, then her end of turn is still to come: two actions, as played.
        let (record, summary) = dir.load("autosave-1").unwrap();
        assert_eq!(record.actions().len(), 2, "{:?}", record.actions());
        assert!(!summary.over);
        assert_eq!(slots(&dir), ["autosave-1"]);
    }

    #[test]
    fn the_computers_decisions_are_saved_too() {
        let (_scratch, dir) = scratch("computers");
        let mut keyboard = Keyboard::new("lay 1A\nend\nquit\n");
        run(&mut keyboard, &dir);
        let (record, _) = dir.load("autosave-1").unwrap();
        // Ann: lay, end; Bob (a computer) then plays his whole turn before Ann is asked again.
        assert!(record.actions().len() > 2, "{:?}", record.actions());
        assert_eq!(record.game().decision().player(), Some(0), "the save stands at Ann's decision");
    }

    #[test]
    fn leaving_at_once_leaves_no_file() {
        let (_scratch, dir) = scratch("at-once");
        let (outcome, output) = run(&mut Keyboard::new("quit\n"), &dir);
        assert_eq!(outcome, Outcome::Quit);
        assert!(!output.contains("saved as"), "{output}");
        assert!(slots(&dir).is_empty());
    }

    #[test]
    fn quitting_a_loaded_game_at_once_says_the_slot_it_is_in() {
        let (_scratch, dir) = scratch("loaded");
        run(&mut ScriptSource::new(Cursor::new("save monday\n")), &dir);
        let (session, summary) =
            dir.load("monday").map(|(record, summary)| (Session::from_record(record), summary)).unwrap();
        assert!(!summary.over);
        let mut keyboard = Keyboard::new("quit\n");
        let mut output = Vec::new();
        let mut repl = Repl::new(session, &mut keyboard, &mut output, Palette::Plain)
            .with_saves(SaveDir::new(dir.path()))
            .loaded_from("monday");
        assert_eq!(repl.run(&[]).unwrap().outcome, Outcome::Quit);
        let output = String::from_utf8(output).unwrap();
        assert!(output.ends_with(&kept("monday", "bauloewe --load monday", &dir)), "{output}");
        assert_eq!(slots(&dir), ["monday"], "nothing new is written");
    }

    #[test]
    fn a_script_keeps_no_autosave_and_its_quit_just_leaves() {
        let (_scratch, dir) = scratch("script");
        let mut script = ScriptSource::new(Cursor::new("lay 1A\nquit\nn\n"));
        let (outcome, output) = run(&mut script, &dir);
        assert_eq!(outcome, Outcome::Quit);
        assert!(output.ends_with("Ann> quit\n"), "the line after quit is not read: {output}");
        assert!(slots(&dir).is_empty(), "{:?}", slots(&dir));
    }

    #[test]
    fn a_failing_save_is_told_once_and_leaving_asks() {
        let (_scratch, dir) = scratch("failing");
        std::fs::write(dir.path(), "not a folder").unwrap();
        let typed = "lay 1A\nbuy Aurora\nquit\n^C\nquit\ny\nquit\nxyz\nn\n";
        let mut keyboard = Keyboard::new(typed);
        let (outcome, output) = run(&mut keyboard, &dir);
        assert_eq!(outcome, Outcome::Quit);
        assert_eq!(output.matches("cannot save this game: ").count(), 1, "{output}");
        assert!(output.contains("(quit cancelled; the game goes on)\n"), "{output}");
        assert!(output.contains("; the game goes on (answer n to leave it unsaved)\n"), "{output}");
        let question = save_question();
        let again = Lang::En.ask_again();
        assert_eq!(keyboard.prompts, [question.as_str(), &question, &question, &again]);
    }

    /// A keyboard that runs `then` once, before the line numbered `at` (from 0) is read.
    struct Meanwhile<F: FnMut()> {
        keyboard: Keyboard,
        read: usize,
        at: usize,
        then: F,
    }

    impl<F: FnMut()> LineSource for Meanwhile<F> {
        fn read_line(&mut self, prompt: &Prompt) -> io::Result<Line> {
            if self.read == self.at {
                (self.then)();
            }
            self.read += 1;
            self.keyboard.read_line(prompt)
        }

        fn pause(&mut self, message: &str) -> io::Result<Line> {
            self.keyboard.pause(message)
        }

        fn is_interactive(&self) -> bool {
            true
        }

        fn width(&mut self) -> Option<usize> {
            Some(200)
        }
    }

    #[test]
    fn saving_that_works_again_says_so() {
        let (_scratch, dir) = scratch("again");
        std::fs::write(dir.path(), "not a folder").unwrap();
        let path = dir.path().to_path_buf();
        let then = || std::fs::remove_file(&path).unwrap();
        let mut keyboard =
            Meanwhile { keyboard: Keyboard::new("lay 1A\nbuy Aurora\nquit\n"), read: 0, at: 1, then };
        let (_, output) = run(&mut keyboard, &dir);
        let (failed, worked) = output.split_once("cannot save this game: ").expect(&output);
        assert!(!failed.contains("Saving works again"), "{failed}");
        assert!(worked.contains("Saving works again: the game is saved as 'autosave-1'.\n"), "{worked}");
        assert_eq!(dir.load("autosave-1").unwrap().0.actions().len(), 2);
    }

    #[test]
    fn load_says_where_the_game_left_is_kept_and_the_loaded_autosave_goes_on() {
        let (_scratch, dir) = scratch("load");
        let (session, _) = Session::from_position(POSITION).unwrap();
        dir.save("monday", session.record(), "2024-05-01 18:30 UTC").unwrap();
        let mut keyboard = Keyboard::new("lay 1A\nload monday\nlay 9C\nload autosave-1\nbuy Aurora\nquit\n");
        let (_, output) = run(&mut keyboard, &dir);
        let left = "The game you left is saved as 'autosave-1': 'load autosave-1' brings it back.\n\
                    Loaded 'monday'";
        assert!(output.contains(left), "{output}");
        // The game loaded from 'monday' gets an autosave of its own at its first decision;
        // 'monday' itself stays as it was.
        let left = "The game you left is saved as 'autosave-2': 'load autosave-2' brings it back.\n\
                    Loaded 'autosave-1'";
        assert!(output.contains(left), "{output}");
        assert!(output.ends_with(&kept("autosave-1", "bauloewe --continue", &dir)));
        assert_eq!(dir.load("monday").unwrap().0.actions().len(), 0);
        assert_eq!(dir.load("autosave-1").unwrap().0.actions().len(), 2, "lay 1A, then buy Aurora");
    }
}
