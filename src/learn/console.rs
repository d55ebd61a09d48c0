//! Chapter 8's checkers: a line source of your own, a yes-or-no question, and a new information
//! command.

use std::io::{self, Cursor};

use super::says::{said, say};
use super::shown::{Plain, Shown};
use super::{Mismatch, describe, moments, same};
use crate::console::input::{Answer, Line, ask_yes_no};
use crate::console::{LineSource, Repl, ScriptSource};
use crate::notation::{PlayerKind, Seat, read_position};
use crate::rules::{Game, Options};
use crate::session::Session;
use crate::show::Palette;
use crate::words::Lang;

/// The scripts [`ex16`] plays: refused lines, a quit, and input that just ends.
const SCRIPTS: [&[&str]; 3] = [&["board", "hand", "lay 13Z", "chains", "quit"], &["players", "help"], &[]];

/// Exercise 16: a REPL reading from the source that `make(lines)` builds must print exactly
/// what it prints reading the same lines from a [`ScriptSource`], for a few short scripts
/// (Ann against a tourist, seed 42).
pub fn ex16<S: LineSource>(make: impl Fn(Vec<String>) -> S) -> Result<(), Mismatch> {
    for script in SCRIPTS {
        let text: String = script.iter().map(|line| format!("{line}\n")).collect();
        let engine = play(&mut ScriptSource::new(Cursor::new(text)));
        let yours = play(&mut make(script.iter().map(|line| line.to_string()).collect()));
        let (engine, yours) = first_difference(&engine, &yours);
        same("ex16", said!("the lines {script:?}", "die Zeilen {script:?}"), Plain(engine), Plain(yours))?;
    }
    Ok(())
}

/// What the REPL prints over `input`, and how the run ended.
fn play(input: &mut dyn LineSource) -> String {
    let seats = vec![
        Seat::new("Ann", PlayerKind::Human).expect("a name"),
        Seat::new("Bob", PlayerKind::Tourist).expect("a name"),
    ];
    let (session, setup) = Session::new(seats, 42, Options::default()).expect("two seats");
    let mut out = Vec::new();
    let report = Repl::new(session, input, &mut out, Palette::Plain).run(&setup);
    let report = match report {
        Ok(report) => format!("{:?}, {} refused", report.outcome, report.refused),
        Err(error) => format!("{} {error}", say("the error", "der Fehler")),
    };
    let ended = say("the run ended", "der Lauf endete");
    format!("{}\n({ended}: {report})", String::from_utf8_lossy(&out))
}

/// The first line where two outputs differ, as `line N: ...` for each; both empty if none.
fn first_difference(engine: &str, yours: &str) -> (String, String) {
    let (mut a, mut b) = (engine.lines(), yours.lines());
    for number in 1.. {
        match (a.next(), b.next()) {
            (None, None) => break,
            (x, y) if x == y => continue,
            (x, y) => {
                let (word, none) = (say("line", "Zeile"), say("(no more lines)", "(keine Zeilen mehr)"));
                let show = |line: Option<&str>| format!("{word} {number}: {}", line.unwrap_or(none));
                return (show(x), show(y));
            }
        }
    }
    (String::new(), String::new())
}

/// The lines a person may type at a yes-or-no question, for [`ex17`].
fn typed() -> [Line; 6] {
    let text = |t: &str| Line::Text(t.to_string());
    [text("y"), text(" NO "), text("ja"), text(""), Line::Interrupted, Line::End]
}

/// Exercise 17: `ask(question, read)` must ask with `read` until the answer is clear, as
/// [`ask_yes_no`] does: the same answer after showing the same prompts, for every sequence of
/// up to four typed lines made of `y`, ` NO `, `ja`, an empty line, Ctrl-C and Ctrl-D (when
/// the sequence is used up, the input ends).
pub fn ex17(
    ask: impl Fn(&str, &mut dyn FnMut(&str) -> io::Result<Line>) -> io::Result<Answer>,
) -> Result<(), Mismatch> {
    let mut sequences: Vec<Vec<Line>> = vec![Vec::new()];
    let mut last = sequences.clone();
    for _ in 0..4 {
        last = last.iter().flat_map(|s| typed().map(|line| [s.clone(), vec![line]].concat())).collect();
        sequences.extend(last.iter().cloned());
    }
    for lines in sequences {
        let engine = asked(&lines, |question, read| ask_yes_no(question, Lang::En, read));
        let yours = asked(&lines, |question, read| ask(question, read));
        let typed = lines.shown();
        same("ex17", said!("the typed lines {typed}", "die getippten Zeilen {typed}"), engine, yours)?;
    }
    Ok(())
}

/// What asking "Save? (y/n) " with `lines` as the typed lines answers, and the prompts shown.
fn asked(
    lines: &[Line],
    ask: impl FnOnce(&str, &mut dyn FnMut(&str) -> io::Result<Line>) -> io::Result<Answer>,
) -> (Result<Answer, String>, Vec<String>) {
    let mut next = lines.iter().cloned();
    let mut prompts = Vec::new();
    let mut read = |prompt: &str| {
        prompts.push(prompt.to_string());
        Ok(next.next().unwrap_or(Line::End))
    };
    let answer = ask("Save? (y/n) ", &mut read).map_err(|error| error.to_string());
    (answer, prompts)
}

/// Exercise 18: `bank(game)` must write what a `bank` command would print, exactly as the
/// tutorial's chapter 8 specifies it: one line per chain on the board, in the order of
/// `Chain::ALL`, like `Aurora: 25 shares left, 900 each` (`1 share`, `no shares`; the price
/// written by `Lang::En.money`), or `No chain is on the board yet.` alone. It is checked at
/// every moment of 20 whole games and of a position with a chain sold out, a chain with one
/// share left and a chain priced 1,200.
pub fn ex18(bank: impl Fn(&Game) -> String) -> Result<(), Mismatch> {
    let special = read_position(&bank_position()).expect("a valid position").game;
    for game in std::iter::once(special).chain(moments(20)) {
        same("ex18", describe(&game), bank_lines(&game), bank(&game))?;
    }
    Ok(())
}

/// The answer [`ex18`] expects, from the engine's own queries: one line per chain on the board,
/// in the order of `Chain::ALL`, `Aurora: 25 shares left, 900 each` (`1 share`, `no shares`; the
/// price written by `Lang::En.money`), or `No chain is on the board yet.` alone.
fn bank_lines(game: &Game) -> String {
    let on_board = game.board().chains_on_board();
    if on_board.is_empty() {
        return "No chain is on the board yet.\n".to_string();
    }
    let mut text = String::new();
    for chain in on_board.iter() {
        let stock = match game.bank_shares(chain) {
            0 => "no shares".to_string(),
            1 => "1 share".to_string(),
            n => format!("{n} shares"),
        };
        let price = Lang::En.money(game.board().share_price(chain));
        text.push_str(&format!("{chain}: {stock} left, {price} each\n"));
    }
    text
}

/// A position where the bank has sold out of Zugvogel, has one Aurora share left, and
/// Königshof is 48 hotels large (rows A to D), so its price has a thousands separator.
fn bank_position() -> String {
    let rows_a_to_d: Vec<String> =
        "ABCD".chars().flat_map(|row| (1..=12).map(move |column| format!("{column}{row}"))).collect();
    format!(
        "# bauloewe position 1\nplayers: Ann human, Bob human\nturn: Ann\n\
         shares: Ann Zugvogel 25, Bob Aurora 24\n\
         board: Zugvogel 1F 2F, Aurora 1H 2H 3H, Königshof {}\npool: 12I\n",
        rows_a_to_d.join(" ")
    )
}
