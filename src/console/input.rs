//! Where typed lines come from: a [`LineSource`].
//!
//! The REPL asks a line source for one line at a time. [`ScriptSource`] reads any `BufRead`
//! (a pipe, a `--script` file, a `Cursor` in tests): no line editing, no pauses, no questions
//! (it answers yes: see [`LineSource::ask`]), and the REPL echoes each line so the output reads
//! as a transcript. The terminal source with line editing lives in `terminal`.

use std::io::{self, BufRead, Write};

use crate::show::prompt::Prompt;
use crate::words::Lang;
#[cfg(doc)]
use crate::words::RefusalWords;

/// One answer of a line source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// A line of text (without its line ending).
    Text(String),
    /// The person cancelled the line (Ctrl-C).
    Interrupted,
    /// No more input (end of file, Ctrl-D).
    End,
}

/// A source of command lines.
pub trait LineSource {
    /// Reads the next line, showing the prompt where that makes sense.
    fn read_line(&mut self, prompt: &Prompt) -> io::Result<Line>;

    /// Waits for the person to press Enter after `message` (hot-seat hand-over), and answers
    /// what they did: an empty line for Enter, or the line they typed instead, Ctrl-C or
    /// Ctrl-D, for the REPL to answer. A source with nobody to wait for answers Enter.
    fn pause(&mut self, message: &str) -> io::Result<Line>;

    /// Asks a yes-or-no question until the answer is clear, as [`ask_yes_no`] does. Unless a
    /// source says otherwise it has nobody to ask (a script, a pipe) and answers yes without
    /// reading a line: the questions are about leaving, and yes keeps the game.
    fn ask(&mut self, _question: &str, _lang: Lang) -> io::Result<Answer> {
        Ok(Answer::Yes)
    }

    /// Asks a yes-or-no question; `true` for yes, `false` for no or a cancelled question.
    fn confirm(&mut self, question: &str, lang: Lang) -> io::Result<bool> {
        Ok(self.ask(question, lang)? == Answer::Yes)
    }

    /// Whether a person types at a terminal (prompts and pauses are shown by the source); if
    /// not, the REPL echoes each line itself and never pauses.
    fn is_interactive(&self) -> bool;

    /// How many columns the terminal has now, if the output goes to one; `None` (the REPL
    /// then fits its lines to 80 columns) unless a source says otherwise.
    fn width(&mut self) -> Option<usize> {
        None
    }
}

/// The answer to a yes-or-no question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// `y` or `yes`, or the end of the input (Ctrl-D).
    Yes,
    /// `n` or `no`.
    No,
    /// The person cancelled the question (Ctrl-C): nothing is done, the game goes on.
    Cancelled,
}

/// Asks `question` with `read` (which shows a prompt and reads one line) until the answer is
/// clear: a line that is none of `y`, `yes`, `n`, `no` ([`RefusalWords::yes_or_no`]) is asked
/// again in
/// the language's words ([`RefusalWords::ask_again`]), so a typo or a stray Enter decides
/// nothing. Ctrl-C cancels the question; the end of the input (Ctrl-D) is a yes, because both
/// questions the game asks are about leaving (`Leave the game?`, `Save before leaving?`) and a
/// person who closes the input is leaving.
///
/// ```
/// use bauloewe::words::Lang;
/// use bauloewe::console::input::{Answer, Line, ask_yes_no};
/// let mut typed = vec![Line::Text("n".into()), Line::Text("ja".into())];
/// assert_eq!(ask_yes_no("Save? (y/n) ", Lang::En, |_| Ok(typed.pop().unwrap())).unwrap(), Answer::No);
/// assert_eq!(ask_yes_no("Save? (y/n) ", Lang::En, |_| Ok(Line::Interrupted)).unwrap(), Answer::Cancelled);
/// let mut typed = vec![Line::Text("ja".into())];
/// assert_eq!(ask_yes_no("Speichern? (j/n) ", Lang::De, |_| Ok(typed.pop().unwrap())).unwrap(), Answer::Yes);
/// ```
pub fn ask_yes_no(
    question: &str,
    lang: Lang,
    mut read: impl FnMut(&str) -> io::Result<Line>,
) -> io::Result<Answer> {
    let again = lang.ask_again();
    let mut prompt = question;
    loop {
        match read(prompt)? {
            Line::Text(text) => match lang.yes_or_no(&text) {
                Some(true) => return Ok(Answer::Yes),
                Some(false) => return Ok(Answer::No),
                None => prompt = &again,
            },
            Line::Interrupted => return Ok(Answer::Cancelled),
            Line::End => return Ok(Answer::Yes),
        }
    }
}

/// Lines from any reader: a pipe, a script file, a test's `Cursor`.
///
/// Lines are read as bytes and converted leniently, so input that is not UTF-8 still arrives
/// (with `�` for the bad bytes) and gets an answer.
///
/// ```
/// use std::io::Cursor;
/// use bauloewe::console::input::{Line, LineSource, ScriptSource};
/// use bauloewe::show::prompt::Prompt;
/// let mut source = ScriptSource::new(Cursor::new(b"lay 7E\r\n\xffx".to_vec()));
/// assert_eq!(source.read_line(&Prompt::default())?, Line::Text("lay 7E".to_string()));
/// assert_eq!(source.read_line(&Prompt::default())?, Line::Text("\u{fffd}x".to_string()));
/// assert_eq!(source.read_line(&Prompt::default())?, Line::End);
/// # Ok::<(), std::io::Error>(())
/// ```
pub struct ScriptSource<R> {
    reader: R,
    buffer: Vec<u8>,
}

impl<R: BufRead> ScriptSource<R> {
    /// A source reading lines from `reader`.
    pub fn new(reader: R) -> ScriptSource<R> {
        ScriptSource { reader, buffer: Vec::new() }
    }
}

impl<R: BufRead> LineSource for ScriptSource<R> {
    fn read_line(&mut self, _prompt: &Prompt) -> io::Result<Line> {
        self.buffer.clear();
        if self.reader.read_until(b'\n', &mut self.buffer)? == 0 {
            return Ok(Line::End);
        }
        let text = String::from_utf8_lossy(&self.buffer);
        Ok(Line::Text(text.trim_end_matches(['\n', '\r']).to_string()))
    }

    fn pause(&mut self, _message: &str) -> io::Result<Line> {
        Ok(Line::Text(String::new()))
    }

    fn is_interactive(&self) -> bool {
        false
    }
}

/// A line source that also writes every line read to a recording (`--record FILE`), so that
/// the recording replays the session as a script.
///
/// Every line is kept as typed, refused ones too: replaying the script then answers exactly as
/// the session did. Cancelled lines (Ctrl-C) and the answers to yes/no questions are not lines
/// of the game and are not kept.
///
/// ```
/// use std::io::Cursor;
/// use bauloewe::console::input::{Line, LineSource, RecordingSource, ScriptSource};
/// use bauloewe::show::prompt::Prompt;
/// let mut inner = ScriptSource::new(Cursor::new("lay 7E\nbye\n"));
/// let mut recording = Vec::new();
/// let mut source = RecordingSource::new(&mut inner, &mut recording);
/// while source.read_line(&Prompt::default())? != Line::End {}
/// assert_eq!(recording, b"lay 7E\nbye\n");
/// # Ok::<(), std::io::Error>(())
/// ```
pub struct RecordingSource<'a> {
    inner: &'a mut dyn LineSource,
    recording: &'a mut dyn Write,
}

impl<'a> RecordingSource<'a> {
    /// Reads from `inner` and writes each line to `recording`.
    pub fn new(inner: &'a mut dyn LineSource, recording: &'a mut dyn Write) -> RecordingSource<'a> {
        RecordingSource { inner, recording }
    }
}

impl LineSource for RecordingSource<'_> {
    fn read_line(&mut self, prompt: &Prompt) -> io::Result<Line> {
        let line = self.inner.read_line(prompt)?;
        if let Line::Text(text) = &line {
            writeln!(self.recording, "{text}")?;
            self.recording.flush()?;
        }
        Ok(line)
    }

    fn pause(&mut self, message: &str) -> io::Result<Line> {
        self.inner.pause(message)
    }

    fn ask(&mut self, question: &str, lang: Lang) -> io::Result<Answer> {
        self.inner.ask(question, lang)
    }

    fn is_interactive(&self) -> bool {
        self.inner.is_interactive()
    }

    fn width(&mut self) -> Option<usize> {
        self.inner.width()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yes_and_no_in_any_case_and_nothing_else() {
        for lang in Lang::ALL {
            for yes in ["y", "Y", "yes", "YES", "Yes", "  y "] {
                assert_eq!(lang.yes_or_no(yes), Some(true), "{yes}");
            }
            for no in ["n", "N", "no", "NO", "nO", "\tno"] {
                assert_eq!(lang.yes_or_no(no), Some(false), "{no}");
            }
        }
        for neither in ["", " ", "ja", "yy", "yes please", "nein", "y n", "quit", "0", "1"] {
            assert_eq!(Lang::En.yes_or_no(neither), None, "{neither:?}");
        }
        for (ja, answer) in [("j", true), ("JA", true), (" Ja ", true), ("nein", false), ("NEIN", false)] {
            assert_eq!(Lang::De.yes_or_no(ja), Some(answer), "{ja}");
        }
        for neither in ["", "jaa", "nee", "jein", "quit"] {
            assert_eq!(Lang::De.yes_or_no(neither), None, "{neither:?}");
        }
    }

    /// Asks with `typed` as the lines a person types; answers the answer and the prompts shown.
    fn asked(typed: &[Line]) -> (Answer, Vec<String>) {
        let mut lines = typed.iter().cloned();
        let mut prompts = Vec::new();
        let answer = ask_yes_no("Save before leaving? (y/n) ", Lang::En, |prompt| {
            prompts.push(prompt.to_string());
            Ok(lines.next().expect("asked no more often than typed"))
        });
        (answer.unwrap(), prompts)
    }

    #[test]
    fn a_line_that_is_no_answer_is_asked_again() {
        let text = |t: &str| Line::Text(t.to_string());
        let (answer, prompts) = asked(&[text(""), text("ja"), text("yess"), text("Yes")]);
        assert_eq!(answer, Answer::Yes);
        let again = Lang::En.ask_again();
        assert_eq!(prompts, ["Save before leaving? (y/n) ", &again, &again, &again]);
        assert_eq!(asked(&[text("x"), text("NO")]), (Answer::No, vec![prompts[0].clone(), again]));
    }

    #[test]
    fn ctrl_c_cancels_and_ctrl_d_says_yes() {
        assert_eq!(asked(&[Line::Interrupted]).0, Answer::Cancelled);
        assert_eq!(asked(&[Line::Text("ja".into()), Line::Interrupted]).0, Answer::Cancelled);
        assert_eq!(asked(&[Line::End]).0, Answer::Yes);
    }

    #[test]
    fn a_script_answers_yes_without_reading_a_line() {
        let mut source = ScriptSource::new(std::io::Cursor::new("n\n"));
        assert_eq!(source.ask("Save before leaving? (y/n) ", Lang::En).unwrap(), Answer::Yes);
        assert!(source.confirm("Leave the game? (y/n) ", Lang::En).unwrap());
        assert_eq!(source.read_line(&Prompt::default()).unwrap(), Line::Text("n".to_string()));
    }
}
