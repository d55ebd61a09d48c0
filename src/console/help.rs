//! The words of `help`, `help WORD` and `rules`.
//!
//! `help` and `help WORD` are made from the command table ([`COMMANDS`]): each entry's usage
//! and summary make one line of the overview, its usage and detail the answer to `help WORD`.
//! A new command gets a new entry there, and `help` lists it.

use std::fmt;

use super::command::table::{self, COMMANDS};
use super::wrap::{wrap, wrap_line};
use crate::notation::text::quote;

/// The column where the overview's summaries begin.
const SUMMARY_COLUMN: usize = 39;

/// The `help` overview for a screen `width` columns wide: one line per command, the usage
/// and its summary side by side, or on a narrow screen each summary below its usage.
pub fn overview(width: usize) -> String {
    let mut text = wrap("Commands (any case; chains by any unambiguous prefix):", width);
    for entry in COMMANDS {
        let line = format!("  {:<36} {}", entry.usage, entry.summary);
        if width >= SUMMARY_COLUMN + 30 {
            for piece in wrap_line(&line, width, SUMMARY_COLUMN) {
                text.push_str(&piece);
                text.push('\n');
            }
        } else {
            text.push_str(&format!("  {}\n", entry.usage));
            text.push_str(&wrap(&format!("      {}", entry.summary), width));
        }
    }
    text.push_str(&wrap(
        "'help WORD' tells more of one command; 'rules' the rules and their ids (R10).",
        width,
    ));
    text
}

/// `help WORD`: the usage and details of one command, or why there are none.
///
/// ```
/// use bauloewe::console::help::{UnknownTopic, topic};
/// assert!(topic("Buy")?.starts_with("buy Aurora Zug"));
/// assert_eq!(topic("bye"), Err(UnknownTopic("bye".to_string())));
/// # Ok::<(), UnknownTopic>(())
/// ```
pub fn topic(word: &str) -> Result<String, UnknownTopic> {
    let word = word.to_lowercase();
    match table::find(&word) {
        // The detail is one paragraph: the screen's width decides where its lines break.
        Some((_, entry)) => Ok(format!("{}\n{}\n", entry.usage, entry.detail.replace('\n', " "))),
        None => Err(UnknownTopic(quote(&word))),
    }
}

/// Why `help WORD` explains nothing: the word (shortened) is no command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownTopic(pub String);

impl fmt::Display for UnknownTopic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no help on '{}': 'help' lists the commands", self.0)
    }
}

impl std::error::Error for UnknownTopic {}

/// The rules in short, for the `rules` command: one paragraph a line, broken to the screen's
/// width when printed.
pub const RULES_IN_SHORT: &str = "\
The rules in short (refusals name these ids, like R10):
- R1 The board has 12 columns x 9 rows, 1A to 12I. R2 You hold 6 tiles, secret.
- R10 Your turn: place a tile (if you can), buy 0-3 shares of chains on the board, draw.
- R11 A tile touching lone hotels founds a chain (you name it and get a free share); touching one chain grows it; touching two or more merges them.
- R7 Share prices grow with a chain's size; Aurora and Königshof cost 200 more, Bergfried, Uferblick and Morgenrot 100 more than Zugvogel and Ankerplatz.
- R14 In a merger the largest chain survives. Each defunct chain pays its majority (10 x price) and minority (5 x price) bonuses; then each holder sells, trades 2 for 1, or keeps shares.
- R12 A tile that would found an eighth chain waits. R13 A tile between two safe chains is dead and replaced. R15 A chain of 11 or more hotels is safe: it can't be merged away.
- R16 End: in your turn, announce when a chain has 41 hotels or all chains are safe. R17 The game also ends when nobody can place a tile from an empty pool.
- R18 Scoring: bonuses are paid, every share is sold at its price; the most cash wins.
";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_word_has_help() {
        for word in table::words() {
            assert!(topic(word).is_ok(), "{word}");
        }
        assert!(topic("BUY").unwrap().starts_with("buy Aurora"));
        assert_eq!(topic("xyz"), Err(UnknownTopic("xyz".to_string())));
        assert_eq!(topic("xyz").unwrap_err().to_string(), "no help on 'xyz': 'help' lists the commands");
    }

    #[test]
    fn overview_has_a_row_per_command_at_80_columns_and_fits_a_narrow_screen() {
        let text = overview(80);
        for entry in COMMANDS {
            assert!(text.contains(&format!("\n  {:<36} ", entry.usage)), "{}", entry.usage);
        }
        for width in [40, 60, 80] {
            let text = overview(width);
            assert!(text.lines().all(|line| line.chars().count() <= width), "{width}:\n{text}");
        }
    }
}
