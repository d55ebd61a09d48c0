//! The words of `help`, `help WORD` and `rules`.
//!
//! `help` and `help WORD` are made from the command table ([`COMMANDS`]): each entry's usage
//! and summary make one line of the overview, its usage and detail the answer to `help WORD`.
//! A new command gets a new entry there, and `help` lists it. `hilfe` shows the German words
//! of the same entries.

use std::fmt;

use super::Lang;
use super::command::table::{self, COMMANDS};
use super::wrap::{wrap, wrap_line};
use crate::notation::text::quote;

/// The column where the overview's summaries begin.
const SUMMARY_COLUMN: usize = 39;

/// The `help` overview for a screen `width` columns wide: one line per command, the usage
/// and its summary side by side, or on a narrow screen each summary below its usage.
pub fn overview(lang: Lang, width: usize) -> String {
    let heading = lang.pick(
        "Commands (any case; chains by any unambiguous prefix):",
        "Befehle (groß oder klein; Ketten mit jedem eindeutigen Anfang):",
    );
    let mut text = wrap(heading, width);
    for entry in COMMANDS {
        let (usage, summary) = (entry.usage_in(lang), entry.summary_in(lang));
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
    text.push_str(&wrap(
        lang.pick(
            "'help WORD' tells more of one command; 'rules' the rules and their ids (R10).",
            "'hilfe WORT' erklärt einen Befehl, 'regeln' die Regeln und ihre Nummern (R10); die englischen Befehle (lay, buy, …) gehen auch.",
        ),
        width,
    ));
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
    let word = word.to_lowercase();
    match table::find(&word) {
        // The detail is one paragraph: the screen's width decides where its lines break.
        Some((_, entry)) => {
            Ok(format!("{}\n{}\n", entry.usage_in(lang), entry.detail_in(lang).replace('\n', " ")))
        }
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

impl UnknownTopic {
    /// Why `help WORD` explains nothing, in words.
    pub fn words(&self, lang: Lang) -> String {
        match lang {
            Lang::En => self.to_string(),
            Lang::De => format!("keine Hilfe zu '{}': 'hilfe' zeigt die Befehle", self.0),
        }
    }
}

/// The rules in short, for the `rules` command: one paragraph a line, broken to the screen's
/// width when printed.
pub fn rules_in_short(lang: Lang) -> &'static str {
    lang.pick(RULES_IN_SHORT, REGELN_IN_KUERZE)
}

/// The rules in short, in English.
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

/// The rules in short, in German.
pub const REGELN_IN_KUERZE: &str = "\
Die Regeln in Kürze (Ablehnungen nennen diese Nummern, etwa R10):
- R1 Das Brett hat 12 Spalten x 9 Reihen, 1A bis 12I. R2 Du hast 6 Plättchen, geheim.
- R10 Dein Zug: lege ein Plättchen (wenn du kannst), kaufe 0-3 Aktien von Ketten auf dem Brett, ziehe nach.
- R11 Ein Plättchen neben einzelnen Hotels gründet eine Kette (du nennst sie und bekommst eine Gründeraktie); neben einer Kette vergrößert es sie; neben zwei oder mehr fusioniert es.
- R7 Aktienpreise steigen mit der Größe einer Kette; Aurora und Königshof kosten 200 mehr, Bergfried, Uferblick und Morgenrot 100 mehr als Zugvogel und Ankerplatz.
- R14 Bei einer Fusion überlebt die größte Kette. Jede aufgelöste Kette zahlt ihre Mehrheitsprämie (10 x Preis) und Minderheitsprämie (5 x Preis); dann verkauft, tauscht (2 gegen 1) oder behält jeder Aktionär seine Aktien.
- R12 Ein Plättchen, das eine achte Kette gründen würde, wartet. R13 Ein Plättchen zwischen zwei sicheren Ketten ist tot und wird ersetzt. R15 Eine Kette ab 11 Hotels ist sicher: sie kann nicht mehr geschluckt werden.
- R16 Ende: sage es in deinem Zug an, wenn eine Kette 41 Hotels hat oder alle Ketten sicher sind. R17 Das Spiel endet auch, wenn niemand mehr ein Plättchen legen kann und der Stapel leer ist.
- R18 Wertung: die Prämien werden gezahlt, die Bank kauft jede Aktie zu ihrem Preis; das meiste Geld gewinnt.
";

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
                let usage = entry.usage_in(lang);
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
