//! Before a person decides: the hot-seat hand-over, the screen at the start of a decision
//! (board, chains, tiles and one line per turn since the person's last), and the prompt with
//! what the decision needs, fitted to the terminal.

use std::io;

use crate::command::Command;
use crate::console::input::Line;
use crate::console::repl::{Flow, Repl};
use crate::rules::PlayerId;
use crate::show::narrate;
use crate::show::prompt::Prompt;
use crate::show::seat::SeatView;
use crate::words::wrap::{fitted_guide, wrap_line};

/// Clears the screen and, where the terminal allows, its scrollback (for hot-seat hand-overs).
const CLEAR_SCREEN: &str = "\x1b[H\x1b[2J\x1b[3J";

impl Repl<'_> {
    /// Hot-seat hand-over, then the screen at the start of a decision, or within one what the
    /// computer players did since the last line; [`Flow::Quit`] if someone left at the
    /// hand-over.
    pub(super) fn before_prompt(&mut self, player: PlayerId) -> io::Result<Flow> {
        self.end_shown = false;
        if self.hand_over(player)? == Flow::Quit {
            return Ok(Flow::Quit);
        }
        let game = self.session.game();
        let key = (game.turn_number(), player);
        if self.shown_for != Some(key) {
            self.shown_for = Some(key);
            self.show_turn_start(player)?;
            return Ok(Flow::Continue);
        }
        let log = self.session.log();
        let untold = narrate::sentences(
            self.lang,
            self.session.game(),
            &log[self.told.min(log.len())..],
            Some(player),
        );
        self.told = log.len();
        self.say(&untold)?;
        Ok(Flow::Continue)
    }

    /// With several people at one keyboard, asks to pass it on before another one's decision;
    /// on a terminal the screen is cleared first, so that nobody sees another's tiles (R19).
    fn hand_over(&mut self, player: PlayerId) -> io::Result<Flow> {
        let people = self.session.record().people().len();
        if people < 2 || self.at_keyboard == Some(player) {
            self.at_keyboard = Some(player);
            return Ok(Flow::Continue);
        }
        self.at_keyboard = Some(player);
        let game = self.session.game();
        let (turn, current, name) = (game.turn_number(), game.current_player(), game.name(player));
        let turn_of = (current != player).then(|| game.name(current));
        let message = self.lang.pass_the_keyboard(turn, name, turn_of);
        let name = name.to_string();
        if !self.input.is_interactive() {
            self.say(&format!("{message}\n"))?;
            return Ok(Flow::Continue);
        }
        let private = std::mem::take(&mut self.hand_on_screen);
        if private {
            write!(self.out, "{CLEAR_SCREEN}")?;
        }
        // The whole message is the line editor's prompt, so that a redraw shows all of it.
        let width = self.width();
        let message = wrap_line(&message, width.saturating_sub(2), 2).join("\n");
        self.out.flush()?;
        let flow = self.wait_for_enter(&format!("{message} "), &name)?;
        if private && flow == Flow::Continue {
            write!(self.out, "{CLEAR_SCREEN}")?;
        }
        Ok(flow)
    }

    /// Waits at the hand-over to `name` until Enter. A line typed there would vanish as the
    /// next hand appears, so it is answered: `quit` leaves (asking as at any prompt), Ctrl-D
    /// asks to leave, anything else hears that only Enter goes on; Ctrl-C asks again.
    fn wait_for_enter(&mut self, message: &str, name: &str) -> io::Result<Flow> {
        loop {
            let flow = match self.input.pause(message)? {
                Line::Text(text) if text.trim().is_empty() => return Ok(Flow::Continue),
                Line::Text(text) if text.parse::<Command>() == Ok(Command::Quit) => self.quit()?,
                Line::Text(_) => {
                    self.say(&format!("{}\n", self.lang.only_enter_here(name)))?;
                    Flow::Continue
                }
                Line::Interrupted => Flow::Continue,
                Line::End => self.leave_at_end()?,
            };
            if flow == Flow::Quit {
                return Ok(Flow::Quit);
            }
        }
    }

    /// The screen at the start of a decision: board, chains, tiles, and the turns since.
    fn show_turn_start(&mut self, player: PlayerId) -> io::Result<()> {
        let text = self.view(player).turn_screen(&self.session);
        self.told = self.session.log().len();
        self.hand_on_screen = true;
        self.out.write_all(text.as_bytes())
    }

    /// How `player` sees the game at this terminal.
    pub(super) fn view(&mut self, player: PlayerId) -> SeatView {
        SeatView { viewer: player, lang: self.lang, palette: self.palette, width: self.width() }
    }

    /// On a terminal, a guide too long for one line is broken at spaces into lines of the
    /// prompt (room is left for typing after the last). The line editor is given all of
    /// them, so that it draws them again whole when it redraws the prompt (Ctrl-L).
    pub(super) fn fit(&mut self, mut prompt: Prompt) -> Prompt {
        if self.input.is_interactive() {
            let width = self.width();
            prompt.guide = fitted_guide(&prompt.guide, width);
        }
        prompt
    }
}
