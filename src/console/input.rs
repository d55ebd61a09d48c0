//! Where typed lines come from: a [`LineSource`].
//!
//! The REPL asks a line source for one line at a time. [`ScriptSource`] reads any `BufRead`
//! (a pipe, a `--script` file, a `Cursor` in tests): no line editing and no pauses, and the
//! REPL echoes each line so the output reads as a transcript. The terminal source with line
//! editing lives in `terminal`.

use std::io::{self, BufRead, Write};

/// What the REPL tells a line source when it asks for a line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Prompt {
    /// The name of whoever is asked, as in `Ann> `.
    pub player: String,
    /// What is expected, as in `Ann, place a tile (lay 7E) or see 'help'`.
    pub guide: String,
    /// Tiles worth completing after `lay` (the deciding player's playable tiles).
    pub tiles: Vec<String>,
    /// Chain names worth completing after `found`, `buy`, `survivor`, `defunct`.
    pub chains: Vec<String>,
}

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

    /// Waits for the person to press Enter after `message` (hot-seat hand-over).
    fn pause(&mut self, message: &str) -> io::Result<()>;

    /// Asks a yes-or-no question; `true` for yes.
    fn confirm(&mut self, question: &str) -> io::Result<bool>;

    /// Whether a person types at a terminal (prompts and pauses are shown by the source); if
    /// not, the REPL echoes each line itself and never pauses.
    fn is_interactive(&self) -> bool;
}

/// Lines from any reader: a pipe, a script file, a test's `Cursor`.
///
/// Lines are read as bytes and converted leniently, so input that is not UTF-8 still arrives
/// (with `�` for the bad bytes) and gets an answer.
///
/// ```
/// use std::io::Cursor;
/// use bauloewe::console::input::{Line, LineSource, Prompt, ScriptSource};
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

    fn pause(&mut self, _message: &str) -> io::Result<()> {
        Ok(())
    }

    fn confirm(&mut self, _question: &str) -> io::Result<bool> {
        Ok(true)
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
/// use bauloewe::console::input::{Line, LineSource, Prompt, RecordingSource, ScriptSource};
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

    fn pause(&mut self, message: &str) -> io::Result<()> {
        self.inner.pause(message)
    }

    fn confirm(&mut self, question: &str) -> io::Result<bool> {
        self.inner.confirm(question)
    }

    fn is_interactive(&self) -> bool {
        self.inner.is_interactive()
    }
}
