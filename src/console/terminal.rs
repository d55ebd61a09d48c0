//! Lines from a person at a terminal: rustyline with history and tab completion.
//!
//! [`TerminalSource`] shows the prompt (`Ann, place a tile (lay 7E) > `; the REPL breaks a
//! longer guide into lines, all of them the editor's prompt, so a redraw shows them whole),
//! keeps a history file (a failure to read or write it is ignored: playing matters more), and
//! completes with Tab what the command table says: the command words, and after one of them
//! its [`Argument`] (the tiles of the hand after `lay`, the chains after `found` or `buy`, the
//! command words after `help`). Ctrl-C cancels the line; Ctrl-D ends the input (the REPL asks
//! before leaving). A yes-or-no question is asked again until the answer is y, yes, n or no;
//! Ctrl-C there cancels the question (see [`ask_yes_no`]).

use std::borrow::Cow;
use std::io;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use rustyline::completion::Completer;
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::DefaultHistory;
use rustyline::validate::Validator;
use rustyline::{
    Cmd, CompletionType, ConditionalEventHandler, Config, Context, Editor, Event, EventContext, EventHandler,
    Helper, KeyCode, KeyEvent, Modifiers, Movement, RepeatCount,
};

use crate::command::entries;
use crate::command::entries::Argument;
use crate::console::input::{Answer, Line, LineSource, ask_yes_no};
use crate::rules::Chain;
use crate::show::prompt::{LiveOffer, Prompt};
use crate::words::Lang;

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
        editor.bind_sequence(Event::Any, EventHandler::Conditional(Box::new(LineLimit { stop: None })));
        if let Some(path) = &history {
            let _ = editor.load_history(path);
        }
        Ok(TerminalSource { editor, history })
    }

    /// The history file in the user's home folder, if there is a home folder.
    pub fn default_history() -> Option<PathBuf> {
        std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".bauloewe_history"))
    }

    /// A printer that shows text above the line being edited (rustyline's external printer),
    /// for text that arrives while the person types (`bauloewe join`).
    pub fn printer(&mut self) -> io::Result<impl rustyline::ExternalPrinter + Send + 'static> {
        self.editor.create_external_printer().map_err(io::Error::other)
    }

    /// From now on, any key typed while `stop` is set cancels the line being edited, as
    /// Ctrl-C does. `bauloewe join` sets it when the table closed the connection: the editor
    /// waits for keys only, so the next key ends the line that can no longer be sent.
    pub fn stop_when(&mut self, stop: Arc<AtomicBool>) {
        let handler = LineLimit { stop: Some(stop) };
        self.editor.bind_sequence(Event::Any, EventHandler::Conditional(Box::new(handler)));
    }

    /// One line from the editor, not kept in the history (`read_line` keeps commands there,
    /// not answers to questions).
    fn read(&mut self, prompt: &str) -> io::Result<Line> {
        match self.editor.readline(prompt) {
            Ok(line) => Ok(Line::Text(line)),
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
            helper.live = prompt.live.clone();
            helper.lang = prompt.lang;
        }
        // A prompt without a guide (`bauloewe join` between decisions) is the marker alone.
        let shown = if prompt.guide.is_empty() { "> ".to_string() } else { format!("{} > ", prompt.guide) };
        let line = self.read(&shown)?;
        if let Line::Text(text) = &line
            && !text.trim().is_empty()
        {
            let _ = self.editor.add_history_entry(text.as_str());
        }
        Ok(line)
    }

    fn pause(&mut self, message: &str) -> io::Result<Line> {
        self.read(message)
    }

    fn ask(&mut self, question: &str, lang: Lang) -> io::Result<Answer> {
        ask_yes_no(question, lang, |prompt| self.read(prompt))
    }

    fn is_interactive(&self) -> bool {
        true
    }

    fn width(&mut self) -> Option<usize> {
        self.editor.dimensions().map(|(columns, _)| usize::from(columns))
    }
}

/// The most characters a typed line holds. No command needs more than a few dozen; a line
/// taller than the screen cannot be redrawn in place, and the editor would leave a copy of
/// the prompt on the screen at every redraw.
pub const LONGEST_LINE: usize = 200;

/// Keeps a typed line to [`LONGEST_LINE`] characters: a key that would type one more does
/// nothing, and after a paste that went past the limit the next key typed cuts the line
/// back to it. Any key cancels the line while `stop` is set (see [`TerminalSource::stop_when`]).
struct LineLimit {
    stop: Option<Arc<AtomicBool>>,
}

impl ConditionalEventHandler for LineLimit {
    fn handle(&self, event: &Event, _: RepeatCount, _: bool, context: &EventContext) -> Option<Cmd> {
        if self.stop.as_ref().is_some_and(|stop| stop.load(Ordering::SeqCst)) {
            return Some(Cmd::Interrupt);
        }
        let typing =
            matches!(event.get(0), Some(KeyEvent(KeyCode::Char(_), Modifiers::NONE | Modifiers::SHIFT)));
        if !typing {
            return None;
        }
        let line = context.line();
        match cut_to_limit(line) {
            Some(cut) => Some(Cmd::Replace(Movement::WholeLine, Some(cut))),
            None if line.chars().count() >= LONGEST_LINE => Some(Cmd::Noop),
            None => None,
        }
    }
}

/// `line` cut to [`LONGEST_LINE`] characters, if it is longer.
fn cut_to_limit(line: &str) -> Option<String> {
    let end = line.char_indices().nth(LONGEST_LINE)?.0;
    Some(line[..end].to_string())
}

/// Tab completion of command words, tiles and chain names.
#[derive(Default)]
pub struct Completions {
    tiles: Vec<String>,
    chains: Vec<String>,
    /// Tiles and chains that change while the person types; offered instead when set.
    live: Option<LiveOffer>,
    /// The console's language: in German, the German command words are offered first.
    lang: Lang,
}

impl Completions {
    /// The words that may complete `word`, given the command word before it (if any).
    fn candidates(&self, command: Option<&str>, word: &str) -> Vec<String> {
        let words: Vec<String> = match command.map(argument_after) {
            None => self.first_words().into_iter().map(|w| format!("{w} ")).collect(),
            Some(Argument::Topic) => offered_words(self.lang).map(str::to_string).collect(),
            Some(Argument::Tile) => match &self.live {
                Some(live) => live.get().tiles,
                None => self.tiles.clone(),
            },
            Some(Argument::Chain) => return self.chains_named(word),
            Some(Argument::Nothing | Argument::Amount | Argument::Slot) => Vec::new(),
        };
        let word = word.to_lowercase();
        words.into_iter().filter(|w| w.to_lowercase().starts_with(&word)).collect()
    }

    /// The words Tab offers where a line starts: a server's own (a lobby's, in `join`), then
    /// the console's command words unless the server takes only its own.
    fn first_words(&self) -> Vec<String> {
        let offered = self.live.as_ref().map(LiveOffer::get).unwrap_or_default();
        let console = offered_words(self.lang).filter(|_| !offered.commands_only).map(str::to_string);
        offered.commands.into_iter().chain(console).collect()
    }

    /// The chains worth completing that `word` begins, in any of their spellings (R3): `ko`
    /// completes to `Königshof`, as `buy ko` buys it.
    fn chains_named(&self, word: &str) -> Vec<String> {
        let word = word.to_lowercase();
        let chains = match &self.live {
            Some(live) => live.get().chains,
            None => self.chains.clone(),
        };
        let begins = |name: &str| name.to_lowercase().starts_with(&word);
        let named = |name: &&String| match Chain::from_full_name(name) {
            Some(chain) => chain.spellings().iter().any(|spelling| begins(spelling)),
            None => begins(name),
        };
        chains.into_iter().filter(|name| named(&name)).collect()
    }
}

/// The command words Tab offers, in the table's order: those spelled with letters (`?`, one
/// key already, is not offered). The words of `lang` come first, then the English ones, which
/// every language understands, each word once.
fn offered_words(lang: Lang) -> impl Iterator<Item = &'static str> {
    let first = entries::words_in(lang.vocabulary());
    let then = entries::words_in(Lang::En.vocabulary())
        .filter(move |word| !entries::words_in(lang.vocabulary()).any(|w| w == *word));
    first.chain(then).filter(|word| word.chars().all(char::is_alphabetic))
}

/// What follows `command` (lowercase) on the line: its entry's argument if Tab offers the word.
fn argument_after(command: &str) -> Argument {
    match entries::find(&Lang::vocabularies(), command) {
        Some((word, entry)) if Lang::ALL.iter().any(|lang| offered_words(*lang).any(|w| w == word)) => {
            entry.argument
        }
        _ => Argument::Nothing,
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

/// A full line says so after the cursor, where the next letter would have gone.
impl Hinter for Completions {
    type Hint = String;

    fn hint(&self, line: &str, _pos: usize, _: &Context<'_>) -> Option<String> {
        (line.chars().count() >= LONGEST_LINE).then(|| format!(" {}", self.lang.line_full()))
    }
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
    use crate::show::prompt::Offered;

    #[test]
    fn completes_commands_tiles_and_chains() {
        let completions = Completions {
            tiles: vec!["7E".to_string(), "12I".to_string()],
            chains: vec!["Aurora".to_string(), "Ankerplatz".to_string()],
            live: None,
            lang: Lang::En,
        };
        assert_eq!(completions.candidates(None, "an"), ["announce "]);
        assert_eq!(completions.candidates(Some("lay"), "1"), ["12I"]);
        assert_eq!(completions.candidates(Some("buy"), "a"), ["Aurora", "Ankerplatz"]);
        assert_eq!(completions.candidates(Some("end"), ""), Vec::<String>::new());
    }

    #[test]
    fn a_line_is_kept_to_the_longest_line_and_a_full_one_says_so() {
        let full = "x".repeat(LONGEST_LINE);
        assert_eq!(cut_to_limit(&full), None);
        assert_eq!(cut_to_limit(&"ä".repeat(3000)), Some("ä".repeat(LONGEST_LINE)));
        assert_eq!(cut_to_limit("lay 7E"), None);
        let history = DefaultHistory::new();
        let context = Context::new(&history);
        for lang in Lang::ALL {
            let completions = Completions { lang, ..Completions::default() };
            let hint = |line: &str| completions.hint(line, line.len(), &context);
            assert_eq!(hint(&full), Some(format!(" {}", lang.line_full())));
            assert_eq!(hint(&full[1..]), None);
        }
    }

    #[test]
    fn r3_chains_complete_from_any_spelling() {
        let chains = ["Zugvogel", "Aurora", "Königshof"].map(str::to_string).to_vec();
        let completions = Completions { tiles: Vec::new(), chains, live: None, lang: Lang::En };
        for word in ["ko", "KO", "koe", "kö", "Kön", "koenigshof"] {
            assert_eq!(completions.candidates(Some("buy"), word), ["Königshof"], "buy {word}");
        }
        assert_eq!(completions.candidates(Some("found"), "k"), ["Königshof"]);
        assert_eq!(completions.candidates(Some("buy"), "kx"), Vec::<String>::new());
        assert_eq!(completions.candidates(Some("buy"), ""), ["Zugvogel", "Aurora", "Königshof"]);
    }

    #[test]
    fn every_command_in_the_table_completes_and_has_help() {
        for lang in Lang::ALL {
            let (tiles, chains) = (vec!["7E".to_string()], vec!["Aurora".to_string()]);
            let completions = Completions { tiles, chains, live: None, lang };
            for entry in entries::COMMANDS {
                for word in entry.words_in(lang.vocabulary()).iter().filter(|w| **w != "?") {
                    assert!(completions.candidates(None, word).contains(&format!("{word} ")), "{word}");
                    assert!(completions.candidates(Some("help"), word).contains(&word.to_string()), "{word}");
                    assert!(crate::show::help::topic(lang, word).is_ok(), "{word}");
                    let expected: Vec<String> = match entry.argument {
                        Argument::Tile => vec!["7E".to_string()],
                        Argument::Chain => vec!["Aurora".to_string()],
                        Argument::Topic => offered_words(lang).map(str::to_string).collect(),
                        Argument::Nothing | Argument::Amount | Argument::Slot => Vec::new(),
                    };
                    assert_eq!(completions.candidates(Some(word), ""), expected, "after {word}");
                }
            }
        }
    }

    #[test]
    fn a_servers_own_words_complete_first_and_a_lobby_offers_only_its_own() {
        let live = LiveOffer::default();
        let completions = Completions { live: Some(live.clone()), ..Completions::default() };
        let commands = ["say", "tables", "sit"].map(str::to_string).to_vec();
        live.set(Offered { commands: commands.clone(), ..Offered::default() });
        assert_eq!(completions.candidates(None, "s")[..2], ["say ", "sit "]);
        assert!(completions.candidates(None, "s").contains(&"save ".to_string()), "the console's too");
        live.set(Offered { commands, commands_only: true, ..Offered::default() });
        assert_eq!(completions.candidates(None, "s"), ["say ", "sit "]);
        assert_eq!(completions.candidates(None, "b"), Vec::<String>::new(), "no board in a lobby");
    }

    #[test]
    fn german_command_words_complete_first() {
        let completions = Completions { tiles: Vec::new(), chains: Vec::new(), live: None, lang: Lang::De };
        // Both forms of a verb (issue 42), the imperative first.
        assert_eq!(completions.candidates(None, "ka"), ["kaufe ", "kaufen "]);
        assert_eq!(completions.candidates(None, "gr"), ["gründe ", "gruende ", "gründen ", "gruenden "]);
        assert_eq!(completions.candidates(None, "zur"), ["zurück ", "zurueck "]);
        assert_eq!(completions.candidates(None, "bu"), ["buy "]);
        assert_eq!(
            completions.candidates(Some("hilfe"), "sp"),
            ["spielende", "spieler", "speichern", "speichere", "spielstände", "spielstaende"]
        );
        let english = Completions { tiles: Vec::new(), chains: Vec::new(), live: None, lang: Lang::En };
        assert_eq!(english.candidates(None, "ka"), Vec::<String>::new());
    }

    #[test]
    fn tab_offers_every_command_word_but_the_question_mark() {
        let completions = Completions::default();
        let words: Vec<String> =
            entries::words_in(Lang::En.vocabulary()).filter(|w| *w != "?").map(|w| format!("{w} ")).collect();
        assert_eq!(completions.candidates(None, ""), words);
        assert_eq!(completions.candidates(Some("help"), "b"), ["buy", "board"]);
        assert_eq!(completions.candidates(Some("?"), "b"), Vec::<String>::new());
    }
}
