//! The read-eval-print loop: computer players move, people are asked, lines become actions.
//!
//! [`Repl::run`] loops until someone quits or the input ends; a finished game stays on screen
//! for `board`, `log`, `save` or `new`. Computer players move on their own. Before a person
//! decides, the screen shows what they need: at the start of their turn (or of a decision in
//! someone else's turn) the [`Screen`](crate::show::screen::Screen) with the board, the chains, their tiles and one line per
//! turn played since their last one; within a turn, only what changed. Then one line is read
//! from the [`LineSource`] and gets either its effect or one line saying what was wrong. Every
//! line printed fits the terminal's width (80 columns when piped), broken at spaces.
//!
//! The steps before a person decides (hand-over, screen, prompt) are in `deciding`; saving,
//! loading, `undo` and `quit` in `saving`; the save after every decision in `autosave`; a
//! finished game kept in the records at home in `records`.

mod autosave;
mod deciding;
mod records;
mod saving;

use std::io::{self, Write};

use crate::ai::hint::Stopped;
use crate::notation::text::visible;
use crate::rules::{Action, Event, PlayerId, RuleError};
use crate::save::SaveDir;

use crate::command::{Command, Info};
use crate::console::input::{Line, LineSource};
use crate::console::interrupt::Interrupt;
use crate::console::thinking::{Sign, while_thinking};
use crate::session::{PlayError, Session};
use crate::show::advice;
use crate::show::ending;
use crate::show::guide;
use crate::show::help;
use crate::show::narrate;
use crate::show::opening::{nobody_human_line, seats_line};
use crate::show::palette::Palette;
use crate::show::prompt::Prompt;
use crate::show::render::hides_holdings;
use crate::show::seat::recent_events;
use crate::words::Lang;
use crate::words::wrap::{PIPED_WIDTH, cut, wrap};

/// How a run of the REPL ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The game was over (and ranked) when the run ended by `quit` or the end of the input.
    GameOver,
    /// Someone typed `quit` (or confirmed leaving at the end of input) during the game.
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
/// use bauloewe::show::Palette;
/// use bauloewe::console::{Repl, ScriptSource};
/// use bauloewe::session::Session;
/// use bauloewe::console::repl::Outcome;
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
    /// Whether the screen shows a hand (cleared before a hot-seat hand-over).
    hand_on_screen: bool,
    /// The decision (turn and person) the screen was last drawn for.
    shown_for: Option<(u32, PlayerId)>,
    /// How much of the log the person at the keyboard has been told.
    told: usize,
    /// Whether the end of the game has been shown.
    end_shown: bool,
    /// The guide line last printed in scripted mode (printed again only when it changes).
    last_guide: String,
    /// Where `save`, `load` and `saves` keep the slots (`None`: saving is off).
    saves: Option<SaveDir>,
    /// The actions of the game as last saved or loaded, to know whether `quit` loses progress.
    saved: Vec<Action>,
    /// At a terminal, the save after every decision (`None`: a script or a pipe).
    autosave: Option<autosave::Autosave>,
    /// At a terminal, the records that keep a game that ends (see [`Repl::with_records`]).
    records: Option<crate::console::keeper::Keeper>,
    /// The first line, saying how the game began (see [`Repl::with_intro`]).
    intro: String,
    /// The language of every word printed (see [`Repl::with_lang`]).
    lang: Lang,
    /// Ctrl-C pressed outside the prompt (see [`Repl::with_interrupt`]).
    interrupt: Interrupt,
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
            hand_on_screen: false,
            shown_for: None,
            told: 0,
            end_shown: false,
            last_guide: String::new(),
            saves: None,
            saved,
            autosave: None,
            records: None,
            intro: String::new(),
            lang: Lang::default(),
            interrupt: Interrupt::default(),
        }
    }

    /// Takes Ctrl-C outside the prompt from `interrupt` (installed for a game at a terminal):
    /// computer players finish their moves, a hint is stopped, and the game goes on.
    pub fn with_interrupt(mut self, interrupt: Interrupt) -> Repl<'a> {
        self.interrupt = interrupt;
        self
    }

    /// Speaks `lang` (English unless told).
    pub fn with_lang(mut self, lang: Lang) -> Repl<'a> {
        self.lang = lang;
        self
    }

    /// Starts the run with `intro`, the line saying how the game began (see
    /// [`opening`](crate::show::opening)), fitted to the screen like every other line.
    pub fn with_intro(mut self, intro: &str) -> Repl<'a> {
        self.intro = format!("{intro}\n");
        self
    }

    /// Lets `save`, `load`, `saves` and `quit` keep games in the slots of `dir`. At a terminal
    /// the game is also saved there after every decision, to an autosave of its own.
    pub fn with_saves(mut self, dir: SaveDir) -> Repl<'a> {
        self.saves = Some(dir);
        let interactive = self.input.is_interactive();
        self.autosave = interactive.then(|| autosave::Autosave::new(&self.session, None));
        self
    }

    /// Says that the game was loaded from slot `name` (after [`Repl::with_saves`]): a game from
    /// an autosave goes on being saved there (`--continue`, `--load autosave-3`).
    pub fn loaded_from(mut self, name: &str) -> Repl<'a> {
        self.restart_autosave(Some(name));
        self
    }

    /// The session as it stands (for saving, after a run).
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Says who sits at the table and tells the events of the start (`setup`), then loops
    /// until someone quits or the input ends.
    pub fn run(&mut self, setup: &[Event]) -> io::Result<Report> {
        self.introduce(setup)?;
        let outcome = self.run_loop()?;
        self.out.flush()?;
        let outcome = if self.session.game().is_over() { Outcome::GameOver } else { outcome };
        Ok(Report { outcome, refused: self.refused })
    }

    /// Who plays, then the sentences of the setup.
    fn introduce(&mut self, setup: &[Event]) -> io::Result<()> {
        let intro = std::mem::take(&mut self.intro);
        self.say(&intro)?;
        let seats = seats_line(self.lang, &self.session);
        self.say(&seats)?;
        if let Some(nobody) = nobody_human_line(self.lang, &self.session) {
            self.say(&nobody)?;
        }
        // The first turn's start is told by its screen.
        let before_turns = setup.iter().position(|e| matches!(e, Event::TurnStarted { .. }));
        let before = &setup[..before_turns.unwrap_or(setup.len())];
        let text = narrate::sentences(self.lang, self.session.game(), before, None);
        self.say(&text)
    }

    fn run_loop(&mut self) -> io::Result<Outcome> {
        loop {
            self.play_computers()?;
            if self.interrupt.take() {
                let line = self.lang.interrupted();
                self.say_after_interrupt(&line)?;
            }
            let prompt = match self.session.human_to_decide() {
                Some(player) => {
                    if self.before_prompt(player)? == Flow::Quit {
                        return Ok(Outcome::Quit);
                    }
                    let view = self.view(player);
                    view.prompt(self.session.game())
                }
                None => {
                    self.show_end()?;
                    Prompt { guide: self.lang.game_over_prompt(), lang: self.lang, ..Prompt::default() }
                }
            };
            let prompt = self.fit(prompt);
            self.out.flush()?;
            match self.input.read_line(&prompt)? {
                Line::Text(line) => {
                    let flow = self.handle(&prompt, &line)?;
                    if flow == Flow::Quit {
                        return Ok(Outcome::Quit);
                    }
                    self.keep()?;
                }
                Line::Interrupted => self.say(&format!("{}\n", self.lang.line_cancelled()))?,
                Line::End if self.input.is_interactive() && !self.session.game().is_over() => {
                    if self.leave_at_end()? == Flow::Quit {
                        return Ok(Outcome::Quit);
                    }
                }
                Line::End => return Ok(Outcome::InputEnded),
            }
        }
    }

    /// Ctrl-D at a terminal during the game: asks whether to leave, and if so quits as `quit`
    /// does.
    fn leave_at_end(&mut self) -> io::Result<Flow> {
        let question = self.lang.leave_the_game();
        if self.input.confirm(&question, self.lang)? { self.quit() } else { Ok(Flow::Continue) }
    }

    /// The terminal's width, or 80 columns when the output is piped.
    fn width(&mut self) -> usize {
        self.input.width().unwrap_or(PIPED_WIDTH)
    }

    /// Writes `text` fitted to the width of the screen.
    fn say(&mut self, text: &str) -> io::Result<()> {
        let width = self.width();
        self.out.write_all(wrap(text, width).as_bytes())
    }

    // ----- Computer players and the end -------------------------------------------------------

    /// Lets computer players decide until a person must (or the game is over). Their moves are
    /// told on the next screen, one line per turn. On a terminal one sign covers the whole
    /// run between two prompts once it takes long, naming whoever thinks.
    fn play_computers(&mut self) -> io::Result<()> {
        self.out.flush()?;
        let mut sign: Option<Sign> = None;
        loop {
            let Some(player) = self.session.game().decision().player() else { return Ok(()) };
            if self.session.human_to_decide().is_some() {
                return Ok(());
            }
            let message = self.lang.is_thinking(self.session.game().name(player));
            match &sign {
                Some(sign) => sign.say(&message),
                None => sign = Some(Sign::start(self.input.is_interactive(), &message)),
            }
            match self.session.play_computer() {
                Some(result) => result.map_err(io::Error::other)?,
                None => return Ok(()),
            };
            self.keep()?;
        }
    }

    /// Once, when the game is over: the last turns, who won, and the final ranking.
    fn show_end(&mut self) -> io::Result<()> {
        if self.end_shown {
            return Ok(());
        }
        self.end_shown = true;
        let mut text = String::new();
        if let Some(viewer) = self.at_keyboard {
            text.push_str(
                &self
                    .view(viewer)
                    .since_lines(&self.session)
                    .iter()
                    .map(|l| format!("  {l}\n"))
                    .collect::<String>(),
            );
            if !text.is_empty() {
                let first = self.view(viewer).before_first_turn(&self.session);
                text.insert_str(0, &format!("{}\n", self.lang.since_your_last_turn(first)));
            }
        }
        text.push_str(&ending::summary(self.lang, self.session.game(), self.session.log()));
        text.push_str(&self.keep_finished());
        self.told = self.session.log().len();
        self.say(&text)
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
            Err(error) => self.refuse(&guide::refusal(self.lang, &self.session, player, error))?,
            Ok(Command::Quit) => return self.quit(),
            Ok(Command::Save(name)) => self.save_slot(&name)?,
            Ok(Command::Load(name)) => self.load_slot(&name)?,
            Ok(Command::Saves) => self.list_saves()?,
            Ok(Command::Undo) => self.undo()?,
            Ok(Command::New) => self.new_game()?,
            Ok(Command::Help(word)) => {
                let width = self.width();
                match help::answer(self.lang, word.as_deref(), width, false) {
                    Ok(text) => self.say(&text)?,
                    Err(error) => self.refuse(&self.lang.no_help_on(&error.0))?,
                }
            }
            Ok(Command::Show(info)) => self.show(info, player)?,
            Ok(Command::WholeLog) => {
                let (game, log) = (self.session.game(), self.session.log());
                let text = recent_events(self.lang, game, log, Some(player), usize::MAX);
                self.say(&text)?
            }
            Ok(command) => self.play(&command, player)?,
        }
        Ok(Flow::Continue)
    }

    /// A `#` line is a comment: shown as it is in scripted mode (so transcripts can explain
    /// themselves), ignored at a terminal.
    fn comment(&mut self, line: &str) -> io::Result<Flow> {
        if !self.input.is_interactive() {
            let shown: String = line.trim().chars().take(200).map(visible).collect();
            self.say(&format!("{shown}\n"))?;
        }
        Ok(Flow::Continue)
    }

    /// In scripted mode: the guide when it changed, then `Ann> line`.
    fn echo(&mut self, prompt: &Prompt, line: &str) -> io::Result<()> {
        if prompt.guide != self.last_guide {
            self.say(&format!("{}\n", prompt.guide))?;
            self.last_guide = prompt.guide.clone();
        }
        let shown: String = line.chars().map(visible).collect();
        let shown = shown.trim_end();
        let space = if shown.is_empty() { "" } else { " " };
        // A typed line is shown as typed: cut to one screen line, never broken into several.
        let width = self.width();
        let echo = cut(&format!("{}>{space}{shown}", prompt.player), width);
        self.say(&format!("{echo}\n"))
    }

    /// Applies a command that changes the game and tells what changed, or says why it cannot.
    fn play(&mut self, command: &Command, player: PlayerId) -> io::Result<()> {
        if self.session.game().is_over() {
            return self.refuse(&self.lang.game_is_over_refusal());
        }
        let result = self.session.resolve(command).and_then(|actions| self.session.apply_all(&actions));
        match result {
            Ok(events) => {
                self.told = self.session.log().len();
                let text = self.view(player).changes(self.session.game(), command, &events);
                self.say(&text)
            }
            Err(PlayError::Rule(RuleError::NotNow { .. })) => {
                self.refuse(&guide::not_now(self.lang, &self.session, player, command.id()))
            }
            Err(error) => self.refuse(&self.lang.play_error(&error)),
        }
    }

    fn refuse(&mut self, message: &str) -> io::Result<()> {
        self.refused += 1;
        self.say(&format!("{message}\n"))
    }

    /// Shows one piece of information to `player` (whose hand it may show, R19).
    fn show(&mut self, info: Info, player: PlayerId) -> io::Result<()> {
        let lang = self.lang;
        let text = match info {
            // At one keyboard, dump would show every hand to every person; a command file
            // has nobody to hide them from, and ends with dump to show the state. Once the
            // game is over there is nothing left to hide.
            Info::Dump if self.hides_hands() => format!("{}\n", lang.dump_hidden()),
            // With hidden holdings (V2) it would show every player's cash and shares.
            Info::Dump if self.hides_holdings() => format!("{}\n", lang.dump_hides_holdings()),
            // A position file is for machines: never broken into screen lines.
            Info::Dump => return self.out.write_all(self.session.record().position().as_bytes()),
            // The deciding player's view: machine text too, never broken.
            Info::View => {
                let text = self.view(player).info(&self.session, info).unwrap_or_default();
                return self.out.write_all(text.as_bytes());
            }
            Info::Hint => return self.show_hint(player),
            Info::Hand => {
                self.hand_on_screen = true;
                self.view(player).info(&self.session, info).unwrap_or_default()
            }
            _ => self.view(player).info(&self.session, info).unwrap_or_default(),
        };
        self.say(&text)
    }

    /// Whether hands must stay hidden from the person at the keyboard: several people share a
    /// terminal and the game goes on.
    fn hides_hands(&self) -> bool {
        let people = self.session.record().people().len();
        people > 1 && self.input.is_interactive() && !self.session.game().is_over()
    }

    /// Whether other players' holdings must stay hidden from the person at the keyboard:
    /// hidden holdings (V2) at a terminal, while the game goes on.
    fn hides_holdings(&self) -> bool {
        self.input.is_interactive() && hides_holdings(self.session.game())
    }
}

impl Repl<'_> {
    /// `hint`: what the adviser would do in `player`'s place, and why.
    fn show_hint(&mut self, player: PlayerId) -> io::Result<()> {
        let show = self.input.is_interactive();
        self.out.flush()?;
        let session = &mut self.session;
        let lang = self.lang;
        // A Ctrl-C pressed before the hint was asked for does not stop it.
        self.interrupt.take();
        let stop = self.interrupt.flag();
        let advice = while_thinking(show, &lang.thinking_about_hint(), || session.hint_unless(player, stop));
        let text = match advice {
            Err(Stopped) => {
                self.interrupt.take();
                return self.say_after_interrupt(&lang.hint_stopped());
            }
            Ok(Some(advice)) => lang.hint(&advice::hint(lang, &advice)),
            Ok(None) if self.session.game().is_over() => lang.no_hint_game_over(),
            Ok(None) => lang.no_hint_not_yours(),
        };
        // The press is answered here, not again at the prompt.
        self.interrupt.take();
        self.say(&format!("{text}\n"))
    }

    /// A line answering Ctrl-C. At a terminal it begins at the start of the line, over the
    /// `^C` the terminal echoed.
    fn say_after_interrupt(&mut self, line: &str) -> io::Result<()> {
        if self.input.is_interactive() {
            self.out.write_all(b"\r")?;
        }
        self.say(&format!("{line}\n"))
    }

    /// `new`: once the game is over, a new deal with the same seats and the next seed.
    fn new_game(&mut self) -> io::Result<()> {
        let lang = self.lang;
        if !self.session.game().is_over() {
            return self.refuse(&lang.new_only_after_the_end());
        }
        let origin = match self.session.record().next_deal() {
            Ok(origin) => origin,
            Err(error) => return self.refuse(&lang.cannot_deal_again(&lang.name_error(&error))),
        };
        let (session, setup) = match Session::start(origin) {
            Ok(started) => started,
            Err(error) => return self.refuse(&lang.cannot_deal_again(&lang.replay_error(&error))),
        };
        let seed = session.game().seed();
        // The finished game stays where it was saved; the line says where.
        let left = self.kept_in().map(|slot| format!("{}\n", lang.left_in(slot))).unwrap_or_default();
        self.session = session;
        self.saved = self.session.actions().to_vec();
        self.restart_autosave(None);
        (self.shown_for, self.at_keyboard, self.told, self.end_shown) = (None, None, 0, false);
        let options = self.session.game().options();
        self.say(&format!("{left}{}\n", lang.new_game_dealt(seed, options)))?;
        self.introduce(&setup)
    }
}

#[cfg(test)]
mod tests;
