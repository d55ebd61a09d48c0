//! The read-eval-print loop: computer players move, people are asked, lines become actions.
//!
//! [`Repl::run`] loops until the game is over, someone quits, or the input ends. Computer
//! players move on their own and their moves are told as sentences. Before a person decides,
//! the screen shows what they need (the board at the start of their turn and after every change,
//! their hand with each tile's status, the chains table); then one line is read from the
//! [`LineSource`] and gets either its effect or one line saying what was wrong.

mod saving;

use std::io::{self, Write};

use crate::rules::{Action, Board, Chain, Decision, Event, Game, PlayerId, RuleError, Tile};
use crate::save::SaveDir;

use super::advice;
use super::command::{Command, Info};
use super::help;
use super::input::{Line, LineSource, Prompt};
use super::narrate::{self, sentences};
use super::render::{self, Palette};
use super::session::{PlayError, Session};
use super::waiting::{expected, guide, playable};
use crate::notation::text::visible;

/// How many events `log` shows.
const LOG_LENGTH: usize = 30;

/// How a run of the REPL ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The game is over and ranked.
    GameOver,
    /// Someone typed `quit` (or confirmed leaving at the end of input).
    Quit,
    /// The input ended before the game did.
    InputEnded,
}

/// What happened in a run: how it ended and how many lines were refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Report {
    /// How the run ended.
    pub outcome: Outcome,
    /// How many lines got an error message instead of an effect.
    pub refused: usize,
}

/// The loop over one session, reading from a line source and writing to an output.
///
/// ```
/// use std::io::Cursor;
/// use bauloewe::console::{Palette, Repl, ScriptSource, Session, repl::Outcome};
/// use bauloewe::rules::Options;
/// use bauloewe::notation::{PlayerKind, Seat};
/// let seats = vec![Seat::new("Ann", PlayerKind::Human)?, Seat::new("Bob", PlayerKind::Tourist)?];
/// let (session, setup) = Session::new(seats, 42, Options::default())?;
/// let mut input = ScriptSource::new(Cursor::new("board\nquit\n"));
/// let mut output = Vec::new();
/// let report = Repl::new(session, &mut input, &mut output, Palette::Plain).run(&setup)?;
/// assert_eq!(report.outcome, Outcome::Quit);
/// assert!(String::from_utf8(output)?.contains("Ann> board"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Repl<'a> {
    session: Session,
    input: &'a mut dyn LineSource,
    out: &'a mut dyn Write,
    palette: Palette,
    refused: usize,
    /// The person at the keyboard, for hot-seat hand-overs.
    at_keyboard: Option<PlayerId>,
    /// Whose turn and which turn the screen was last drawn for.
    shown_for: Option<(u32, PlayerId)>,
    /// The board as last drawn, to redraw it when it changed.
    shown_board: Option<Board>,
    /// The guide line last printed in scripted mode (printed again only when it changes).
    last_guide: String,
    /// Where `save`, `load` and `saves` keep the slots (`None`: saving is off).
    saves: Option<SaveDir>,
    /// The actions of the game as last saved or loaded, to know whether `quit` loses progress.
    saved: Vec<Action>,
}

/// Whether the loop goes on after a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flow {
    Continue,
    Quit,
}

impl<'a> Repl<'a> {
    /// A loop over `session`, reading from `input` and writing to `out`.
    pub fn new(
        session: Session,
        input: &'a mut dyn LineSource,
        out: &'a mut dyn Write,
        palette: Palette,
    ) -> Repl<'a> {
        let saved = session.actions().to_vec();
        Repl {
            session,
            input,
            out,
            palette,
            refused: 0,
            at_keyboard: None,
            shown_for: None,
            shown_board: None,
            last_guide: String::new(),
            saves: None,
            saved,
        }
    }

    /// Lets `save`, `load`, `saves` and `quit` keep games in the slots of `dir`.
    pub fn with_saves(mut self, dir: SaveDir) -> Repl<'a> {
        self.saves = Some(dir);
        self
    }

    /// The session as it stands (for saving, after a run).
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Tells the events of the start (`setup`), then loops until the game ends, someone quits,
    /// or the input ends.
    pub fn run(&mut self, setup: &[Event]) -> io::Result<Report> {
        let text = sentences(self.session.game(), setup, None);
        self.out.write_all(text.as_bytes())?;
        let outcome = self.run_loop()?;
        self.out.flush()?;
        Ok(Report { outcome, refused: self.refused })
    }

    fn run_loop(&mut self) -> io::Result<Outcome> {
        loop {
            self.play_computers()?;
            let Some(player) = self.session.human_to_decide() else {
                self.show_end()?;
                return Ok(Outcome::GameOver);
            };
            self.before_prompt(player)?;
            let prompt = self.prompt(player);
            self.out.flush()?;
            match self.input.read_line(&prompt)? {
                Line::Text(line) => {
                    if self.handle(&prompt, &line)? == Flow::Quit {
                        return Ok(Outcome::Quit);
                    }
                }
                Line::Interrupted => writeln!(self.out, "(line cancelled; 'quit' leaves the game)")?,
                Line::End if self.input.is_interactive() => {
                    if self.input.confirm("Leave the game? (y/n) ")? && self.quit()? == Flow::Quit {
                        return Ok(Outcome::Quit);
                    }
                }
                Line::End => return Ok(Outcome::InputEnded),
            }
        }
    }

    // ----- Computer players and the end -------------------------------------------------------

    /// Lets computer players decide until a person must (or the game is over).
    fn play_computers(&mut self) -> io::Result<()> {
        while let Some(result) = self.session.play_computer() {
            let events = result.map_err(io::Error::other)?;
            let text = sentences(self.session.game(), &events, None);
            self.out.write_all(text.as_bytes())?;
        }
        Ok(())
    }

    /// The final board, players and ranking with the final scoring's bonuses and sales.
    fn show_end(&mut self) -> io::Result<()> {
        let game = self.session.game();
        let log = self.session.log();
        let scoring_start = log.iter().rposition(|e| *e == Event::FinalScoring).unwrap_or(log.len());
        let text = format!(
            "\n{}\n{}\n{}",
            render::board(game, &[], self.palette),
            render::players(game, self.session.record().kinds()),
            render::ranking(game, &log[scoring_start..])
        );
        self.out.write_all(text.as_bytes())
    }

    // ----- Before a person decides --------------------------------------------------------------

    /// Hot-seat hand-over, then the board, hand and chains at the start of a turn, or the board
    /// again when it changed.
    fn before_prompt(&mut self, player: PlayerId) -> io::Result<()> {
        self.hand_over(player)?;
        let game = self.session.game();
        let key = (game.turn_number(), player);
        let board_changed = self.shown_board.as_ref() != Some(game.board());
        if self.shown_for != Some(key) {
            self.shown_for = Some(key);
            self.show_turn_start(player)?;
        } else if board_changed {
            self.show(Info::Board, player)?;
        }
        self.shown_board = Some(self.session.game().board().clone());
        Ok(())
    }

    /// With several people at one keyboard, asks to pass it on before another one's decision.
    fn hand_over(&mut self, player: PlayerId) -> io::Result<()> {
        let people = self.session.record().people().len();
        if people < 2 || self.at_keyboard == Some(player) {
            self.at_keyboard = Some(player);
            return Ok(());
        }
        self.at_keyboard = Some(player);
        let message = format!("Pass to {}, press Enter.", self.session.game().name(player));
        if self.input.is_interactive() {
            self.out.flush()?;
            self.input.pause(&format!("{message} "))?;
            write!(self.out, "\x1b[2J\x1b[H")
        } else {
            writeln!(self.out, "{message}")
        }
    }

    fn show_turn_start(&mut self, player: PlayerId) -> io::Result<()> {
        writeln!(self.out)?;
        self.show(Info::Board, player)?;
        if self.session.game().current_player() == player {
            self.show(Info::Hand, player)?;
        }
        if !self.session.game().board().chains_on_board().is_empty() {
            self.show(Info::Chains, player)?;
        }
        let summary = holdings(self.session.game(), player);
        writeln!(self.out, "{summary}")
    }

    /// The prompt for `player`'s decision, with what to complete.
    fn prompt(&self, player: PlayerId) -> Prompt {
        let game = self.session.game();
        let decision = game.decision();
        let chains: Vec<Chain> = match decision {
            Decision::FoundChain { .. } => {
                Chain::ALL.into_iter().filter(|c| !game.board().is_on_board(*c)).collect()
            }
            Decision::ChooseSurvivor { candidates, .. } | Decision::ChooseDefunct { candidates, .. } => {
                candidates.iter().collect()
            }
            _ => game.board().chains_on_board().iter().collect(),
        };
        Prompt {
            player: game.name(player).to_string(),
            guide: guide(game, player),
            tiles: playable(game, player).iter().map(Tile::to_string).collect(),
            chains: chains.iter().map(|c| c.name().to_string()).collect(),
        }
    }

    // ----- Handling a line ------------------------------------------------------------------------

    fn handle(&mut self, prompt: &Prompt, line: &str) -> io::Result<Flow> {
        if line.trim_start().starts_with('#') {
            return self.comment(line);
        }
        if !self.input.is_interactive() {
            self.echo(prompt, line)?;
        }
        if line.trim().is_empty() {
            return Ok(Flow::Continue);
        }
        let player = self.at_keyboard.unwrap_or(0);
        match line.parse::<Command>() {
            Err(error) => self.refuse(&error.to_string())?,
            Ok(Command::Quit) => return self.quit(),
            Ok(Command::Save(name)) => self.save_slot(&name)?,
            Ok(Command::Load(name)) => self.load_slot(&name)?,
            Ok(Command::Saves) => self.list_saves()?,
            Ok(Command::Undo) => self.undo()?,
            Ok(Command::Help(None)) => self.out.write_all(help::overview().as_bytes())?,
            Ok(Command::Help(Some(word))) => match help::topic(&word) {
                Ok(text) => self.out.write_all(text.as_bytes())?,
                Err(error) => self.refuse(&error.to_string())?,
            },
            Ok(Command::Show(info)) => self.show(info, player)?,
            Ok(command) => self.play(&command, player)?,
        }
        Ok(Flow::Continue)
    }

    /// A `#` line is a comment: shown as it is in scripted mode (so transcripts can explain
    /// themselves), ignored at a terminal.
    fn comment(&mut self, line: &str) -> io::Result<Flow> {
        if !self.input.is_interactive() {
            let shown: String = line.trim().chars().take(200).map(visible).collect();
            writeln!(self.out, "{shown}")?;
        }
        Ok(Flow::Continue)
    }

    /// In scripted mode: the guide when it changed, then `Ann> line`.
    fn echo(&mut self, prompt: &Prompt, line: &str) -> io::Result<()> {
        if prompt.guide != self.last_guide {
            writeln!(self.out, "{}", prompt.guide)?;
            self.last_guide = prompt.guide.clone();
        }
        let mut shown: String = line.chars().take(200).map(visible).collect();
        if line.chars().count() > 200 {
            shown.push('…');
        }
        let shown = shown.trim_end();
        let space = if shown.is_empty() { "" } else { " " };
        writeln!(self.out, "{}>{space}{shown}", prompt.player)
    }

    /// Applies a command that changes the game, or says why it cannot.
    fn play(&mut self, command: &Command, player: PlayerId) -> io::Result<()> {
        let result = self.session.resolve(command).and_then(|actions| self.session.apply_all(&actions));
        match result {
            Ok(events) => {
                let text = sentences(self.session.game(), &events, Some(player));
                self.out.write_all(text.as_bytes())
            }
            Err(PlayError::Rule(RuleError::NotNow { .. })) => {
                let message = format!("not now: first {} (R10)", expected(self.session.game(), player));
                self.refuse(&message)
            }
            Err(error) => self.refuse(&error.to_string()),
        }
    }

    fn refuse(&mut self, message: &str) -> io::Result<()> {
        self.refused += 1;
        writeln!(self.out, "{message}")
    }

    /// Shows one piece of information to `player` (whose hand it may show, R19).
    fn show(&mut self, info: Info, player: PlayerId) -> io::Result<()> {
        let game = self.session.game();
        let text = match info {
            Info::Board => render::board(game, &playable(game, player), self.palette),
            Info::Hand => render::hand(game, player),
            Info::Chains => render::chains(game, self.palette),
            Info::Players => render::players(game, self.session.record().kinds()),
            Info::Log => recent_events(game, self.session.log(), player),
            Info::Rules => help::RULES_IN_SHORT.to_string(),
            // At one keyboard, dump would show every hand to every person; a command file
            // has nobody to hide them from, and ends with dump to show the state.
            Info::Dump if self.session.record().people().len() > 1 && self.input.is_interactive() => {
                "dump shows every hand and the pool, which hot-seat players must not see (R19): \
                 it works with one human, or in a command file\n"
                    .to_string()
            }
            Info::Dump => self.session.record().position(),
            Info::Hint => return self.show_hint(player),
        };
        self.out.write_all(text.as_bytes())
    }
}

impl Repl<'_> {
    /// `hint`: what the adviser would do in `player`'s place, and why.
    fn show_hint(&mut self, player: PlayerId) -> io::Result<()> {
        let text = match self.session.hint(player) {
            Some(advice) => format!("hint: {}\n", advice::hint(&advice)),
            None if self.session.game().is_over() => "no hint: the game is over\n".to_string(),
            None => "no hint: the game waits for someone else's decision\n".to_string(),
        };
        self.out.write_all(text.as_bytes())
    }
}

/// One line on a player's cash and shares.
fn holdings(game: &Game, player: PlayerId) -> String {
    let shares: Vec<String> = Chain::ALL
        .into_iter()
        .filter(|c| game.shares(player, *c) > 0)
        .map(|c| format!("{} {}", c.name(), game.shares(player, c)))
        .collect();
    let shares = if shares.is_empty() { "no shares".to_string() } else { shares.join(", ") };
    format!("{} has {} in cash and {shares}.", game.name(player), render::money(game.cash(player)))
}

/// The last events `viewer` may see, one sentence a line.
fn recent_events(game: &Game, log: &[Event], viewer: PlayerId) -> String {
    let lines = narrate::lines(game, log, Some(viewer));
    let start = lines.len().saturating_sub(LOG_LENGTH);
    let mut text = String::new();
    for line in &lines[start..] {
        text.push_str(line);
        text.push('\n');
    }
    if text.is_empty() {
        text.push_str("Nothing has happened yet.\n");
    }
    text
}

#[cfg(test)]
mod tests;
