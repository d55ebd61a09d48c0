//! The words of `help`, `help WORD` and `rules`.
//!
//! `help` and `help WORD` are made from the command table ([`COMMANDS`]) and the language's
//! words for each entry ([`CommandWords::command_text`]): the usage and summary make one line
//! of the overview, the usage and detail the answer to `help WORD`. A new command gets a new
//! entry there, and `help` lists it; `hilfe` shows the German words of the same entries.

use std::fmt;

use super::Lang;
use super::command::table::{self, COMMANDS};
#[cfg(doc)]
use super::words::CommandWords;
use super::wrap::{wrap, wrap_line};
use crate::notation::text::quote;

/// The column where the overview's summaries begin.
const SUMMARY_COLUMN: usize = 39;

/// The `help` overview for a screen `width` columns wide: one line per command, the usage
/// and its summary side by side, or on a narrow screen each summary below its usage.
pub fn overview(lang: Lang, width: usize) -> String {
    let mut text = wrap(&lang.help_heading(), width);
    for entry in COMMANDS {
        let words = lang.command_text(entry.id);
        let (usage, summary) = (words.usage, words.summary);
        let pad = 36usize.saturating_sub(usage.chars().count());
        let line = format!("  {usage}{} {summary}", " ".repeat(pad));
        if width >= SUMMARY_COLUMN + 30 {
            for piece in wrap_line(&line, width, SUMMARY_COLUMN) {
                text.push_str(&piece);
                text.push('\n');
            }
        } else {
            text.push_str(&format!("  {usage}\n"));
            text.push_str(&wrap(&format!("      {summary}"), width));
        }
    }
    text.push_str(&wrap(&lang.help_footer(), width));
    text
}

/// `help WORD`: the usage and details of one command, or why there are none.
///
/// ```
/// use bauloewe::console::{Lang, help::{UnknownTopic, topic}};
/// assert!(topic(Lang::En, "Buy")?.starts_with("buy Aurora Zug"));
/// assert!(topic(Lang::De, "buy")?.starts_with("kaufe Aurora Zug"));
/// assert_eq!(topic(Lang::En, "bye"), Err(UnknownTopic("bye".to_string())));
/// # Ok::<(), UnknownTopic>(())
/// ```
pub fn topic(lang: Lang, word: &str) -> Result<String, UnknownTopic> {
    match table::find(&word.to_lowercase()) {
        // The detail is one paragraph: the screen's width decides where its lines break.
        Some((_, entry)) => {
            let words = lang.command_text(entry.id);
            Ok(format!("{}\n{}\n", words.usage, words.detail.replace('\n', " ")))
        }
        None => Err(UnknownTopic(quote(word))),
    }
}

/// Why `help WORD` explains nothing: the word (shortened, as typed) is no command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownTopic(pub String);

impl fmt::Display for UnknownTopic {
    /// The English words, for developers and tests.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Lang::En.no_help_on(&self.0))
    }
}

impl std::error::Error for UnknownTopic {}

impl UnknownTopic {
    /// Why `help WORD` explains nothing, in words: [`CommandWords::no_help_on`].
    pub fn words(&self, lang: Lang) -> String {
        lang.no_help_on(&self.0)
    }
}

/// The rules in short, for the `rules` command: [`CommandWords::rules_in_short`].
pub fn rules_in_short(lang: Lang) -> String {
    lang.rules_in_short()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_word_has_help() {
        for lang in Lang::ALL {
            for word in table::words_in(lang) {
                assert!(topic(lang, word).is_ok(), "{word}");
            }
        }
        assert!(topic(Lang::En, "BUY").unwrap().starts_with("buy Aurora"));
        assert!(topic(Lang::De, "KAUFE").unwrap().starts_with("kaufe Aurora"));
        assert_eq!(topic(Lang::En, "xyz"), Err(UnknownTopic("xyz".to_string())));
        let unknown = topic(Lang::En, "xyz").unwrap_err();
        assert_eq!(unknown.to_string(), "no help on 'xyz': 'help' lists the commands");
        assert_eq!(unknown.words(Lang::De), "keine Hilfe zu 'xyz': 'hilfe' zeigt die Befehle");
    }

    #[test]
    fn overview_has_a_row_per_command_at_80_columns_and_fits_a_narrow_screen() {
        for lang in Lang::ALL {
            let text = overview(lang, 80);
            for entry in COMMANDS {
                let usage = lang.command_text(entry.id).usage;
                let pad = 36 - usage.chars().count();
                assert!(text.contains(&format!("\n  {usage}{} ", " ".repeat(pad))), "{usage}");
            }
            for width in [40, 60, 80] {
                let text = overview(lang, width);
                assert!(text.lines().all(|line| line.chars().count() <= width), "{width}:\n{text}");
            }
        }
    }
}
