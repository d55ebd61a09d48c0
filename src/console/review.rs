//! `bauloewe review FILE`: a finished game looked at again, turn by turn, at a terminal or
//! from a pipe.
//!
//! The loop shows a turn's frame (`crate::show::review::frame`), reads a line from any
//! [`LineSource`] and moves as the review's words say (`crate::command::review`): Enter or
//! `next`, `back`, `turn N`, `first`, `last`. It ends at `leave`, `quit` or the end of the
//! input. A line that moves nowhere gets one line saying why. From a pipe each line is echoed
//! after the prompt's name (`review> next`), with the guide before the first, so that the
//! output reads as a transcript, as a game's does.

use std::io::{self, Write};

use crate::command::Command;
use crate::command::review::{ReviewCommand, all_words, read};
use crate::console::input::{Line, LineSource};
use crate::notation::text::visible;
use crate::session::review::Review;
use crate::show::palette::Palette;
use crate::show::prompt::{LiveOffer, Offered, Prompt};
use crate::show::review::frame;
use crate::words::Lang;
use crate::words::wrap::{PIPED_WIDTH, cut, wrap};

/// Shows `review` from its deal, reading lines from `input` and writing to `out` until
/// `leave`, `quit` or the end of the input; answers how many lines were refused.
///
/// ```
/// use std::io::Cursor;
/// use bauloewe::console::ScriptSource;
/// use bauloewe::console::review::run;
/// use bauloewe::notation::SeatList;
/// use bauloewe::record::{Origin, Record};
/// use bauloewe::rules::Options;
/// use bauloewe::session::review::Review;
/// use bauloewe::show::Palette;
/// use bauloewe::words::Lang;
/// let seats = "Ann,Bob".parse::<SeatList>()?.0;
/// let (mut record, _) = Record::start(Origin::New { seats, seed: 7, options: Options::default() })?;
/// while record.game().turn_number() < 3 {
///     let action = record.game().legal_actions()[0];
///     record.apply_all(&[action])?;
/// }
/// let mut input = ScriptSource::new(Cursor::new("next\n\nturn 9\nleave\n"));
/// let mut output = Vec::new();
/// let refused = run(&Review::new(&record)?, &mut input, &mut output, Lang::En, Palette::Plain)?;
/// let output = String::from_utf8(output)?;
/// assert!(output.contains("review> turn 9\nthere is no turn 9: this game's turns go from 0 to 2\n"));
/// assert_eq!(refused, 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn run(
    review: &Review,
    input: &mut dyn LineSource,
    out: &mut dyn Write,
    lang: Lang,
    palette: Palette,
) -> io::Result<usize> {
    let mut viewer = Viewer { review, input, out, lang, palette, at: 0, refused: 0, guided: false };
    viewer.show()?;
    viewer.read_until_left()?;
    Ok(viewer.refused)
}

/// A review on screen: where it stands and how many lines were refused.
struct Viewer<'a> {
    review: &'a Review,
    input: &'a mut dyn LineSource,
    out: &'a mut dyn Write,
    lang: Lang,
    palette: Palette,
    /// The turn on screen.
    at: usize,
    /// How many lines got a refusal.
    refused: usize,
    /// Whether the guide was printed before an echoed line (from a pipe, once).
    guided: bool,
}

impl Viewer<'_> {
    /// Reads and answers lines until the person leaves or the input ends.
    fn read_until_left(&mut self) -> io::Result<()> {
        let prompt = self.prompt();
        loop {
            self.out.flush()?;
            match self.input.read_line(&prompt)? {
                Line::Text(line) => {
                    if !self.input.is_interactive() {
                        self.echo(&prompt, &line)?;
                    }
                    if !self.answer(&line)? {
                        return Ok(());
                    }
                }
                Line::Interrupted => self.say(&self.lang.line_cancelled())?,
                Line::End => return Ok(()),
            }
        }
    }

    /// Answers one line; `false` when it ends the review.
    fn answer(&mut self, line: &str) -> io::Result<bool> {
        if line.parse::<Command>() == Ok(Command::Quit) {
            return Ok(false);
        }
        let refusal = match read(line) {
            Some(Ok(ReviewCommand::Leave)) => return Ok(false),
            Some(Ok(command)) => match self.review.go(self.at, command) {
                Ok(turn) => {
                    self.at = turn;
                    self.show()?;
                    return Ok(true);
                }
                Err(beyond) => self.lang.review_beyond(&beyond),
            },
            Some(Err(misused)) => self.lang.review_misused(&misused),
            None => self.lang.not_a_review_word(line.trim()),
        };
        self.refused += 1;
        self.say(&refusal)?;
        Ok(true)
    }

    /// The frame of the turn on screen.
    fn show(&mut self) -> io::Result<()> {
        let text = frame(self.review, self.at, self.lang, self.palette, self.width());
        self.out.write_all(text.as_bytes())
    }

    /// What the review asks for: its guide, and its words for Tab.
    fn prompt(&self) -> Prompt {
        let live = LiveOffer::default();
        let commands = all_words().map(str::to_string).collect();
        live.set(Offered { commands, commands_only: true, ..Offered::default() });
        let (player, guide) = (self.lang.review_prompt(), self.lang.review_guide());
        Prompt { player, guide, lang: self.lang, live: Some(live), ..Prompt::default() }
    }

    /// From a pipe: the guide before the first line, then `review> line`, as typed.
    fn echo(&mut self, prompt: &Prompt, line: &str) -> io::Result<()> {
        if !self.guided {
            self.guided = true;
            self.say(&prompt.guide)?;
        }
        let shown: String = line.chars().map(visible).collect();
        let shown = shown.trim_end();
        let space = if shown.is_empty() { "" } else { " " };
        let echo = cut(&format!("{}>{space}{shown}", prompt.player), self.width());
        writeln!(self.out, "{echo}")
    }

    /// One line (or several) fitted to the screen.
    fn say(&mut self, text: &str) -> io::Result<()> {
        let width = self.width();
        self.out.write_all(wrap(&format!("{text}\n"), width).as_bytes())
    }

    /// The terminal's width, or 80 columns from a pipe.
    fn width(&mut self) -> usize {
        self.input.width().unwrap_or(PIPED_WIDTH)
    }
}
