//! Lines from a person at a terminal: rustyline with history and tab completion.
//!
//! [`TerminalSource`] shows the full prompt (`Ann, place a tile (lay 7E) or see 'help' > `),
//! keeps a history file (a failure to read or write it is ignored: playing matters more), and
//! completes command words, the tiles in hand after `lay`, and chain names after `found`, `buy`,
//! `survivor` and `defunct`. Ctrl-C cancels the line; Ctrl-D ends the input (the REPL asks
//! before leaving).

use std::borrow::Cow;
use std::io;
use std::path::PathBuf;

use rustyline::completion::Completer;
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::DefaultHistory;
use rustyline::validate::Validator;
use rustyline::{CompletionType, Config, Context, Editor, Helper};

use super::command::COMMAND_WORDS;
use super::input::{Line, LineSource, Prompt};

/// A line source for a person at a terminal.
pub struct TerminalSource {
    editor: Editor<Completions, DefaultHistory>,
    history: Option<PathBuf>,
}

impl TerminalSource {
    /// A terminal source keeping its history in `history` (if given).
    pub fn new(history: Option<PathBuf>) -> io::Result<TerminalSource> {
        let config = Config::builder().completion_type(CompletionType::List).build();
        let mut editor = Editor::with_config(config).map_err(io::Error::other)?;
        editor.set_helper(Some(Completions::default()));
        if let Some(path) = &history {
            let _ = editor.load_history(path);
        }
        Ok(TerminalSource { editor, history })
    }

    /// The history file in the user's home folder, if there is a home folder.
    pub fn default_history() -> Option<PathBuf> {
        std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".bauloewe_history"))
    }

    fn read(&mut self, prompt: &str) -> io::Result<Line> {
        match self.editor.readline(prompt) {
            Ok(line) => {
                if !line.trim().is_empty() {
                    let _ = self.editor.add_history_entry(line.as_str());
                }
                Ok(Line::Text(line))
            }
            Err(ReadlineError::Interrupted) => Ok(Line::Interrupted),
            Err(ReadlineError::Eof) => Ok(Line::End),
            Err(ReadlineError::Io(error)) => Err(error),
            Err(error) => Err(io::Error::other(error)),
        }
    }
}

impl Drop for TerminalSource {
    fn drop(&mut self) {
        if let Some(path) = &self.history {
            let _ = self.editor.save_history(path);
        }
    }
}

impl LineSource for TerminalSource {
    fn read_line(&mut self, prompt: &Prompt) -> io::Result<Line> {
        if let Some(helper) = self.editor.helper_mut() {
            helper.tiles = prompt.tiles.clone();
            helper.chains = prompt.chains.clone();
        }
        self.read(&format!("{} > ", prompt.guide))
    }

    fn pause(&mut self, message: &str) -> io::Result<()> {
        self.editor.readline(message).map(|_| ()).or(Ok(()))
    }

    fn confirm(&mut self, question: &str) -> io::Result<bool> {
        match self.editor.readline(question) {
            Ok(answer) => Ok(answer.trim().to_lowercase().starts_with('y')),
            Err(ReadlineError::Eof) => Ok(true),
            Err(_) => Ok(false),
        }
    }

    fn is_interactive(&self) -> bool {
        true
    }
}

/// Tab completion of command words, tiles and chain names.
#[derive(Default)]
pub struct Completions {
    tiles: Vec<String>,
    chains: Vec<String>,
}

impl Completions {
    /// The words that may complete `word`, given the command word before it (if any).
    fn candidates(&self, command: Option<&str>, word: &str) -> Vec<String> {
        let words: Vec<String> = match command {
            None => COMMAND_WORDS.iter().map(|w| format!("{w} ")).collect(),
            Some("help") => COMMAND_WORDS.iter().map(|w| w.to_string()).collect(),
            Some("lay" | "play") => self.tiles.clone(),
            Some("found" | "buy" | "survivor" | "defunct") => self.chains.clone(),
            Some(_) => Vec::new(),
        };
        let word = word.to_lowercase();
        words.into_iter().filter(|w| w.to_lowercase().starts_with(&word)).collect()
    }
}

impl Completer for Completions {
    type Candidate = String;

    fn complete(&self, line: &str, pos: usize, _: &Context<'_>) -> rustyline::Result<(usize, Vec<String>)> {
        let before = line.get(..pos).unwrap_or(line);
        let space = before.char_indices().rev().find(|(_, c)| c.is_whitespace());
        let start = space.map_or(0, |(at, c)| at + c.len_utf8());
        let command = before[..start].split_whitespace().next().map(str::to_lowercase);
        Ok((start, self.candidates(command.as_deref(), &before[start..])))
    }
}

impl Hinter for Completions {
    type Hint = String;
}

impl Highlighter for Completions {
    fn highlight_prompt<'b, 's: 'b, 'p: 'b>(&'s self, prompt: &'p str, _default: bool) -> Cow<'b, str> {
        Cow::Borrowed(prompt)
    }
}

impl Validator for Completions {}

impl Helper for Completions {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn completes_commands_tiles_and_chains() {
        let completions = Completions {
            tiles: vec!["7E".to_string(), "12I".to_string()],
            chains: vec!["Aurora".to_string(), "Ankerplatz".to_string()],
        };
        assert_eq!(completions.candidates(None, "an"), ["announce "]);
        assert_eq!(completions.candidates(Some("lay"), "1"), ["12I"]);
        assert_eq!(completions.candidates(Some("buy"), "a"), ["Aurora", "Ankerplatz"]);
        assert_eq!(completions.candidates(Some("end"), ""), Vec::<String>::new());
    }
}
