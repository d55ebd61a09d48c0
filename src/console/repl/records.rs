//! A game that ends at a terminal, kept in the records at home ([`Keeper`]): the REPL hands the
//! keeper every game that comes to it (begun, loaded, dealt anew) and every game that ends,
//! and the end screen says in one line where it is kept, or why it could not be.

use super::saving::save_dir_flag;
use crate::console::keeper::{Keeper, Kept};
use crate::console::repl::Repl;
use crate::save::clock;

impl<'a> Repl<'a> {
    /// Keeps each game that ends in this run in the records of `keeper`, once, at a terminal
    /// only: a script or a pipe keeps none (what it plays is in its input, and its output must
    /// be the same on every run), so there the keeper is dropped. A game that is over when it
    /// comes (a finished game loaded) is not kept.
    pub fn with_records(mut self, mut keeper: Keeper) -> Repl<'a> {
        if self.input.is_interactive() {
            keeper.came(self.session.record());
            self.records = Some(keeper);
        }
        self
    }

    /// A game came to the REPL (`load`): the keeper learns whether it is over already.
    pub(super) fn records_came(&mut self) {
        if let Some(keeper) = self.records.as_mut() {
            keeper.came(self.session.record());
        }
    }

    /// At the end of a game: keeps it, and answers the line that says so (with the command
    /// that shows the records) or why it could not be kept; nothing where no records are kept
    /// or the game was kept already.
    pub(super) fn keep_finished(&mut self) -> String {
        let lang = self.lang;
        let Some(keeper) = self.records.as_mut() else { return String::new() };
        match keeper.ended(self.session.record(), &clock::now()) {
            None => String::new(),
            Some(Kept::Game(number)) => {
                let folder = keeper.file().parent().map(save_dir_flag).unwrap_or_default();
                format!("{}\n", lang.home_game_kept(number, &format!("bauloewe history{folder}")))
            }
            Some(Kept::Not(error)) => format!("{}\n", lang.home_game_not_kept(keeper.file(), &error)),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::io::Cursor;
    use std::path::{Path, PathBuf};

    use super::super::tests::{Keyboard, every_answer};
    use super::*;
    use crate::console::input::{LineSource, ScriptSource};
    use crate::save::SaveDir;
    use crate::session::Session;
    use crate::show::Palette;
    use crate::store::{STORE_FILE, SqliteStore, Store};
    use crate::test_support::ScratchDir;

    /// Aurora has 41 hotels: `announce`, `lay 12I`, `end` end the game (R16).
    const NEAR_THE_END: &str = "# bauloewe position 1
players: Ann human, Bob tourist, Cid tourist
turn: Ann
cash: Ann 3000, Bob 4100, Cid 5000
shares: Ann Aurora 5, Bob Aurora 3, Cid Aurora 3, Ann Zugvogel 1, Cid Zugvogel 2, Bob Morgenrot 4
board: Aurora 1A 2A 3A 4A 5A 6A 7A 8A 9A 10A 11A 12A 1B 2B 3B 4B 5B 6B 7B 8B 9B 10B 11B 12B 1C 2C 3C 4C 5C 6C 7C 8C 9C 10C 11C 12C 1D 2D 3D 4D 5D, Zugvogel 10F 11F
hands: Ann 1H 12I 3H 5H 7H 9H, Bob 1I 3I 5I 7I 9I 11I, Cid 8H 2G 4G 6G 8G 10H
pool: 12G 9G 10I 12E
seed: 9
";

    /// The lines that end the game of [`NEAR_THE_END`].
    const TO_THE_END: &str = "announce\nlay 12I\nend\n";

    /// An empty folder of this test's own: the guard that removes it when the test ends (keep
    /// it in a named variable until then), and its path.
    fn scratch(name: &str) -> (ScratchDir, PathBuf) {
        let scratch = ScratchDir::new(&format!("records-{name}"));
        std::fs::create_dir_all(&scratch).unwrap();
        let path = scratch.path().to_path_buf();
        (scratch, path)
    }

    /// Plays the position with `source`, saves and records in `dir`; answers the output.
    fn play(source: &mut dyn LineSource, dir: &Path) -> String {
        let (session, setup) = Session::from_position(NEAR_THE_END).unwrap();
        let mut output = Vec::new();
        let repl = Repl::new(session, source, &mut output, Palette::Plain).with_saves(SaveDir::new(dir));
        repl.with_records(Keeper::in_folder(dir)).run(&setup).unwrap();
        String::from_utf8(output).unwrap()
    }

    /// How many games the records in `dir` hold.
    fn kept(dir: &Path) -> u64 {
        SqliteStore::open(&dir.join(STORE_FILE)).unwrap().game_count().unwrap()
    }

    /// The end screen's line for game `number` kept in `dir`.
    fn kept_line(number: u64, dir: &Path) -> String {
        format!(
            "Kept in your records as game {number}: 'bauloewe history --save-dir {}' shows them.",
            dir.display()
        )
    }

    #[test]
    fn a_game_that_ends_at_a_terminal_is_kept_once() {
        let (_scratch, dir) = scratch("once");
        // Saved before the end, played out, then loaded again and played out once more; the
        // finished game's autosave loaded last.
        let typed =
            format!("save before\n{TO_THE_END}board\nload before\n{TO_THE_END}load autosave-1\nquit\n");
        let output = play(&mut Keyboard::new(&typed), &dir);
        assert_eq!(output.matches("Kept in your records").count(), 1, "{output}");
        assert!(output.contains(&kept_line(1, &dir)), "{output}");
        assert_eq!(kept(&dir), 1);
        let game = SqliteStore::open(&dir.join(STORE_FILE)).unwrap().game(1).unwrap().unwrap();
        assert_eq!(game.seats.iter().map(|seat| seat.result.rank).collect::<Vec<_>>(), [1, 3, 2]);
        // Another run that loads the finished game keeps nothing either.
        let again = play(&mut Keyboard::new("load autosave-1\nboard\nquit\n"), &dir);
        assert!(!again.contains("Kept in your records"), "{again}");
        assert_eq!(kept(&dir), 1);
    }

    #[test]
    fn a_new_deal_after_the_end_is_kept_in_its_turn() {
        let (_scratch, dir) = scratch("new");
        let typed = format!("{TO_THE_END}new\n{}", every_answer().repeat(400));
        let output = play(&mut Keyboard::new(&typed), &dir);
        assert!(output.contains(&kept_line(1, &dir)), "{output}");
        assert!(output.contains(&kept_line(2, &dir)), "{}", &output[output.len().saturating_sub(2000)..]);
        assert_eq!(kept(&dir), 2);
    }

    #[test]
    fn a_script_or_a_pipe_never_keeps_a_game() {
        let (_scratch, dir) = scratch("script");
        let mut script = ScriptSource::new(Cursor::new(format!("{TO_THE_END}board\n")));
        let output = play(&mut script, &dir);
        assert!(output.contains("The game is over"), "{output}");
        assert!(!output.contains("records"), "{output}");
        assert!(!dir.join(STORE_FILE).exists(), "no store is made");
    }

    #[test]
    fn records_that_cannot_be_opened_are_one_line_and_left_as_they_are() {
        let (_scratch, dir) = scratch("broken");
        let broken = b"this is no database, and it must stay as it is\n".repeat(100);
        std::fs::write(dir.join(STORE_FILE), &broken).unwrap();
        let output = play(&mut Keyboard::new(&format!("{TO_THE_END}board\nquit\n")), &dir);
        let told: Vec<&str> = output.lines().filter(|line| line.contains("could not be kept")).collect();
        assert_eq!(told.len(), 1, "{output}");
        assert!(told[0].ends_with("it is left as it is. Its save stays."), "{}", told[0]);
        assert!(output.contains("Ann> board") || output.contains("Aurora"), "play goes on: {output}");
        assert_eq!(std::fs::read(dir.join(STORE_FILE)).unwrap(), broken);
        assert!(SaveDir::new(&dir).load("autosave-1").unwrap().1.over, "the game's save stays");
    }
}
