//! The checkers of the [tutorial](crate#)'s exercises: each compares a learner's function with
//! the engine's answer over every input where that is possible.
//!
//! An exercise is a function with a `todo!()` body in the folder `src/learn/yours/` (not part
//! of the library), one file per chapter. Write the body, then run
//!
//! ```text
//! cargo test --test ch01 ex01
//! ```
//!
//! The test beside the stub hands the function to its checker here ([`ex01`] for exercise 1),
//! which answers `Ok(())` or the first input on which the function and the engine disagree, as a
//! [`Mismatch`]. Until the body is written, the test fails with the stub's `todo!()` message,
//! which says what to do. Each chapter's file is a test target of its own, compiled apart from
//! the crate and from the other chapters, and left out of a plain `cargo test`: an exercise in
//! progress never breaks the crate's own tests, nor another chapter's check.
//! `cargo test --test progress` checks them all and lists each exercise, done or not yet.
//!
//! The checkers speak the learner's language (see `says.rs`): German when `LANG` (or `LC_ALL`,
//! `LC_MESSAGES`) begins with `de`, as the game decides, English otherwise.
//!
//! The checkers are in the normal build because the tutorial's solutions call them: every
//! `cargo test` runs each solution through its checker, so a solution cannot rot.

pub mod actions;
pub mod chains;
pub mod computer;
pub mod console;
pub mod end;
pub mod event_loop;
pub mod game;
pub mod mergers;
pub mod placing;
pub mod saves;
mod says;
mod shown;
pub mod table;
pub mod tiles;

use std::fmt;

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

use crate::ai::tourist;
use crate::rules::{Game, Options};
use says::german;
use shown::Shown;

pub use actions::{ex07, ex08};
pub use chains::{ex03, ex04};
pub use computer::{ex21, ex22};
pub use console::{ex16, ex17, ex18};
pub use end::{ex14, ex15};
pub use event_loop::ex24;
pub use game::{ex05, ex06};
pub use mergers::{ex12, ex13};
pub use placing::{ex09, ex10, ex11};
pub use saves::{ex19, ex20};
pub use table::ex23;
pub use tiles::{ex01, ex02};

/// The first input on which a learner's function and the engine disagree.
#[derive(Clone, PartialEq, Eq)]
pub struct Mismatch {
    /// The exercise, like `"ex04"`.
    pub exercise: &'static str,
    /// The input, as the checker writes it.
    pub input: String,
    /// What the engine answers.
    pub engine: String,
    /// What the learner's function answers.
    pub yours: String,
    /// A checker's own sentence, said instead of comparing the two answers, for a check with
    /// no engine to compare with (ex20 checks a script for what it must do); `None` for a
    /// comparison.
    pub said: Option<String>,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Mismatch { exercise, input, engine, yours, said } = self;
        if let Some(said) = said {
            return write!(f, "{exercise}: {said}");
        }
        // An input that holds a game's position (see `describe`) has it after its first line:
        // the verdict comes first, on one line (the progress view shows that line), and the
        // position below it.
        let (input, position) = input.split_once('\n').unwrap_or((input, ""));
        match german() {
            true => write!(f, "{exercise}: für {input} liefert die Engine {engine}, dein Code aber {yours}")?,
            false => {
                write!(f, "{exercise}: for {input} the engine answers {engine}, but yours answers {yours}")?
            }
        }
        match position {
            "" => Ok(()),
            _ => write!(f, "\n{position}"),
        }
    }
}

/// The same words as `Display`: a test that returns `Err(mismatch)` prints them.
impl fmt::Debug for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

impl std::error::Error for Mismatch {}

/// `Ok(())` when the engine and the learner agree on `input`, the mismatch otherwise, with
/// both answers in the game's own forms ([`Shown`]: tiles as `12C`, not `Tile(35)`).
fn same<T: PartialEq + Shown>(
    exercise: &'static str,
    input: impl fmt::Display,
    engine: T,
    yours: T,
) -> Result<(), Mismatch> {
    if engine == yours {
        return Ok(());
    }
    let (input, engine, yours) = (input.to_string(), engine.shown(), yours.shown());
    Err(Mismatch { exercise, input, engine, yours, said: None })
}

/// Every moment of `count` whole games between tourists (2 to 6 players, every third game a
/// quick game), from fixed seeds: the inputs of the checkers that need games.
fn moments(count: u64) -> impl Iterator<Item = Game> {
    (0..count).flat_map(|seed| {
        let names = (0..2 + seed % 5).map(|seat| format!("P{seat}"));
        let options = Options { quick: seed % 3 == 0, ..Options::default() };
        let (game, _) = Game::new(names, seed, options).expect("2 to 6 players with different names");
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        std::iter::successors(Some(game), move |game| {
            let seat = game.decision().player()?;
            let action = tourist::choose(&game.view(seat), &mut rng);
            let mut next = game.clone();
            next.apply(action).expect("a tourist plays legal actions");
            Some(next)
        })
    })
}

/// A game's moment as a checker names it (only written out for a mismatch): its turn and its
/// decision on the first line, then its position file, as the seed is not shown. A mismatch
/// writes the position after its verdict.
fn describe(game: &Game) -> Moment<'_> {
    Moment(game)
}

/// See [`describe`].
struct Moment<'g>(&'g Game);

impl fmt::Display for Moment<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let game = self.0;
        let kinds = vec![crate::notation::PlayerKind::Human; game.player_count()];
        let position = crate::notation::write_position(game, &kinds);
        let waiting = game.decision().shown();
        let turn = game.turn_number();
        match german() {
            true => write!(f, "Zug {turn} dieses Spiels (als Nächstes: {waiting})\n{position}"),
            false => write!(f, "turn {turn} (waiting for {waiting}) of this game\n{position}"),
        }
    }
}

/// Signposts for a learner who types `cargo test ex01` without `--test ch01`: that runs the
/// crate's own test targets, which leave the exercises out, and so used to pass (green, with no
/// test run) on an unsolved stub. Each signpost has the name of an exercise's test, so such a
/// filter picks it, and fails saying what to type; a run without a filter naming an exercise
/// (`cargo test`, `cargo test learn`) passes it by.
#[cfg(test)]
mod signposts {
    use crate::words::Lang;

    /// The signpost of exercise test `name` (`ex01_tile_name`) of `chapter` (`ch01`): an error
    /// saying what to type when the test harness was given a filter naming an exercise.
    /// In `lang`: the learner's, read from the environment here, as the checkers' pinned
    /// language of the unit tests is not the learner's.
    fn signpost(name: &str, chapter: &str, filters: &[String], lang: Lang) -> Result<(), String> {
        let Some(typed) = filters.iter().find(|filter| names_an_exercise(filter)) else { return Ok(()) };
        let exercise = &name[..4];
        Err(match lang {
            Lang::De => format!(
                "`cargo test {typed}` führt die Tests der Kiste aus, nicht deine Aufgabe (die Aufgaben \
                 sind dort nicht dabei): tippe `cargo test --test {chapter} {exercise}`"
            ),
            _ => format!(
                "`cargo test {typed}` runs the crate's own tests, not your exercise (they leave the \
                 exercises out): type `cargo test --test {chapter} {exercise}`"
            ),
        })
    }

    /// The learner's language, as the game reads it from the environment.
    fn learner() -> Lang {
        crate::words::lang::choose_lang(None, |name| std::env::var(name).ok())
    }

    /// Whether a filter given to the test harness names an exercise: `ex` and a digit.
    fn names_an_exercise(filter: &str) -> bool {
        !filter.starts_with('-')
            && filter
                .match_indices("ex")
                .any(|(at, _)| filter[at + 2..].starts_with(|c: char| c.is_ascii_digit()))
    }

    /// The filters the test harness was given (its arguments that are no flags).
    fn filters() -> Vec<String> {
        std::env::args().skip(1).filter(|arg| !arg.starts_with('-')).collect()
    }

    macro_rules! signposts {
        ($($chapter:literal: $($name:ident)*;)*) => {
            $($(
                #[test]
                fn $name() -> Result<(), String> {
                    signpost(stringify!($name), $chapter, &filters(), learner())
                }
            )*)*
        };
    }

    signposts! {
        "ch01": ex01_tile_name ex02_parse_tile;
        "ch02": ex03_share_price ex04_chain_named;
        "ch03": ex05_first_player ex06_check_names;
        "ch04": ex07_read_action ex08_check_buy;
        "ch05": ex09_chain_joined ex10_tile_status ex11_founded_size;
        "ch06": ex12_max_trade ex13_split;
        "ch07": ex14_can_announce ex15_final_cash;
        "ch08": ex16_list_source ex17_ask ex18_bank;
        "ch09": ex19_replay ex20_my_script;
        "ch10": ex21_cheapskate ex22_scored_now;
        "ch11": ex23_post;
        "ch12": ex24_next_line;
    }

    #[test]
    fn a_filter_naming_an_exercise_is_told_the_command_for_it() {
        let typed = |filter: &str| signpost("ex01_tile_name", "ch01", &[filter.to_string()], Lang::En);
        assert_eq!(
            typed("ex01"),
            Err("`cargo test ex01` runs the crate's own tests, not your exercise (they leave the exercises \
                 out): type `cargo test --test ch01 ex01`"
                .to_string())
        );
        assert!(typed("ex01_tile_name").is_err());
        assert_eq!(typed("learn"), Ok(()));
        assert_eq!(signpost("ex01_tile_name", "ch01", &[], Lang::En), Ok(()));
        let german = signpost("ex01_tile_name", "ch01", &["ex01".to_string()], Lang::De);
        assert!(german.unwrap_err().ends_with("tippe `cargo test --test ch01 ex01`"));
    }

    #[test]
    fn every_exercise_test_has_its_signpost() {
        let here = include_str!("mod.rs");
        let chapters = [
            include_str!("yours/ch01_tiles.rs"),
            include_str!("yours/ch02_chains.rs"),
            include_str!("yours/ch03_game.rs"),
            include_str!("yours/ch04_actions.rs"),
            include_str!("yours/ch05_placing.rs"),
            include_str!("yours/ch06_mergers.rs"),
            include_str!("yours/ch07_end.rs"),
            include_str!("yours/ch08_console.rs"),
            include_str!("yours/ch09_saves.rs"),
            include_str!("yours/ch10_computer.rs"),
            include_str!("yours/ch11_table.rs"),
            include_str!("yours/ch12_event_loop.rs"),
        ];
        for (number, file) in chapters.iter().enumerate() {
            for test in file.lines().filter_map(|line| line.trim().strip_prefix("fn ex")) {
                let name = format!("ex{}", &test[..test.find('(').unwrap()]);
                let line =
                    here.lines().find(|line| line.contains(&format!(" {name}")) && line.contains("\"ch"));
                let chapter = format!("\"ch{:02}\":", number + 1);
                assert!(line.is_some_and(|line| line.contains(&chapter)), "{name} in {chapter}");
            }
        }
    }
}
