//! The words of `help`, `help WORD` and `rules`.
//!
//! `help` and `help WORD` are made from the command table ([`COMMANDS`]) and the language's
//! words for each entry ([`CommandWords::command_text`]): the usage and summary make one line
//! of the overview, the usage and detail the answer to `help WORD`. A new command gets a new
//! entry there, and `help` lists it; `hilfe` shows the German words of the same entries.

use std::fmt;

use crate::command::Info;
use crate::command::entries;
use crate::command::entries::COMMANDS;
use crate::command::id::CommandId;
use crate::notation::text::quote;
use crate::rules::Chain;
use crate::rules::tile::TILE_COUNT;
#[cfg(doc)]
use crate::words::CommandWords;
use crate::words::Lang;
use crate::words::wrap::{wrap, wrap_line};

/// The column where the overview's summaries begin.
const SUMMARY_COLUMN: usize = 39;

/// The commands only the local console answers: a table across machines refuses them (one
/// game for several people is never taken back, saved or loaded by one of them).
pub const LOCAL_ONLY: [CommandId; 4] = [CommandId::Undo, CommandId::Save, CommandId::Load, CommandId::Saves];

/// The commands a table answers only after the end (`dump`) or only from the host (`new`):
/// its short `help` leaves them out, so that it promises nothing the seat is refused; `help
/// all` and `help WORD` still tell them.
const NOT_IN_A_TABLE_S_BRIEF: [CommandId; 2] = [CommandId::Show(Info::Dump), CommandId::New];

/// The commands the short `help` overview tells with what they do: those a turn needs. The
/// others it names in one line, and `help all` tells them all.
pub const IN_BRIEF: [CommandId; 13] = [
    CommandId::Lay,
    CommandId::Found,
    CommandId::Survivor,
    CommandId::Defunct,
    CommandId::Sell,
    CommandId::Trade,
    CommandId::Keep,
    CommandId::Buy,
    CommandId::End,
    CommandId::Announce,
    CommandId::Undo,
    CommandId::Show(Info::Hint),
    CommandId::Show(Info::Legal),
];

/// What `help` answers on a screen `width` columns wide, whether at the local console or
/// (`at_a_table`) at a table across machines, which refuses the commands of [`LOCAL_ONLY`]:
/// no topic, the short overview, which fits a screen of 24 rows; `all` (or `alle`), the
/// overview of every command ([`overview`]); a command word, [`topic`].
pub fn answer(
    lang: Lang,
    topic_word: Option<&str>,
    width: usize,
    at_a_table: bool,
) -> Result<String, UnknownTopic> {
    let offered = |id: CommandId| !at_a_table || !LOCAL_ONLY.contains(&id);
    match topic_word {
        None => Ok(brief_of(lang, width, |id| {
            offered(id) && !(at_a_table && NOT_IN_A_TABLE_S_BRIEF.contains(&id))
        })),
        Some(word) if entries::is_all_word(&Lang::vocabularies(), &word.to_lowercase()) => {
            Ok(overview_of(lang, width, offered))
        }
        Some(word) => topic(lang, word),
    }
}

/// The `help all` overview for a screen `width` columns wide: one line per command, the usage
/// and its summary side by side, or on a narrow screen each summary below its usage.
pub fn overview(lang: Lang, width: usize) -> String {
    overview_of(lang, width, |_| true)
}

/// The short `help` overview of the commands `offered` keeps: those [`IN_BRIEF`] with what
/// they do, the others by name in one sentence, and how to see them all.
fn brief_of(lang: Lang, width: usize, offered: impl Fn(CommandId) -> bool) -> String {
    let mut text = wrap(&lang.help_heading(), width);
    let brief = |id: CommandId| offered(id) && IN_BRIEF.contains(&id);
    text.push_str(&command_lines(lang, width, brief));
    let others = COMMANDS.iter().filter(|entry| offered(entry.id) && !IN_BRIEF.contains(&entry.id));
    let names: Vec<String> = others.map(|entry| lang.command_text(entry.id).words[0].to_string()).collect();
    text.push_str(&wrap(&lang.help_also(&names), width));
    text.push_str(&wrap(&lang.help_brief_footer(), width));
    text
}

/// The `help all` overview of the commands `offered` keeps.
fn overview_of(lang: Lang, width: usize, offered: impl Fn(CommandId) -> bool) -> String {
    let mut text = wrap(&lang.help_heading(), width);
    text.push_str(&command_lines(lang, width, offered));
    text.push_str(&wrap(&lang.help_footer(), width));
    text
}

/// A line (or two, on a narrow screen) per command `offered` keeps: its usage and summary.
fn command_lines(lang: Lang, width: usize, offered: impl Fn(CommandId) -> bool) -> String {
    let mut text = String::new();
    for entry in COMMANDS.iter().filter(|entry| offered(entry.id)) {
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
    text
}

/// `help WORD`: the usage and details of one command, or why there are none.
///
/// ```
/// use bauloewe::words::Lang;
/// use bauloewe::show::help::{UnknownTopic, topic};
/// assert!(topic(Lang::En, "Buy")?.starts_with("buy Aurora Zug"));
/// assert!(topic(Lang::De, "buy")?.starts_with("kaufe Aurora | kaufe 2 au 1 be"));
/// assert_eq!(topic(Lang::En, "bye"), Err(UnknownTopic("bye".to_string())));
/// # Ok::<(), UnknownTopic>(())
/// ```
pub fn topic(lang: Lang, word: &str) -> Result<String, UnknownTopic> {
    match entries::find(&Lang::vocabularies(), &word.to_lowercase()) {
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

/// The rules in short, for the `rules` command: [`CommandWords::rules_in_short`], with the
/// [`price_table`] a buyer needs.
pub fn rules_in_short(lang: Lang) -> String {
    lang.rules_in_short(&price_table(lang))
}

/// The share prices of R7: a row per price tier of R3 (its chains' codes), a column per span
/// of chain sizes with one price. The spans and prices are read from the rules
/// ([`Chain::share_price`]), so the table cannot drift from them.
///
/// ```
/// use bauloewe::words::Lang;
/// use bauloewe::show::help::price_table;
/// let table = price_table(Lang::En);
/// assert_eq!(table.lines().next(), Some("  hotels         2     3     4     5  6-10 11-20 21-30 31-40   41+"));
/// assert!(table.contains("\n  Au Kö        400   500   600   700   800   900 1,000 1,100 1,200\n"));
/// assert!(price_table(Lang::De).contains("\n  Be Uf Mo     300   400   500   600   700   800   900 1.000 1.100\n"));
/// ```
pub fn price_table(lang: Lang) -> String {
    let spans = price_spans();
    let cell = |text: &str| format!("{text:>PRICE_COLUMN$}");
    let mut table = format!("  {:<TIER_COLUMN$}", lang.hotels_heading());
    for &(first, last) in &spans {
        table.push_str(&cell(&match last {
            Some(last) if last == first => first.to_string(),
            Some(last) => format!("{first}-{last}"),
            None => format!("{first}+"),
        }));
    }
    table.push('\n');
    for offset in [0, 100, 200] {
        let tier: Vec<Chain> = Chain::ALL.into_iter().filter(|c| c.price_offset() == offset).collect();
        let codes: Vec<&str> = tier.iter().map(|chain| chain.code()).collect();
        table.push_str(&format!("  {:<TIER_COLUMN$}", codes.join(" ")));
        for &(first, _) in &spans {
            table.push_str(&cell(&lang.money(tier[0].share_price(first))));
        }
        table.push('\n');
    }
    table
}

/// The width of the price table's first column (the tiers' codes).
const TIER_COLUMN: usize = 10;

/// The width of each price column.
const PRICE_COLUMN: usize = 6;

/// The spans of chain sizes that share one price (R7), from 2 hotels up: `(2, Some(2))`, …,
/// `(6, Some(10))`, …, `(41, None)` for 41 and more.
fn price_spans() -> Vec<(u8, Option<u8>)> {
    let price = |size| Chain::Zugvogel.share_price(size);
    let largest = TILE_COUNT as u8;
    let mut spans = Vec::new();
    let mut first = 2;
    for size in 3..=largest {
        if price(size) != price(first) {
            spans.push((first, Some(size - 1)));
            first = size;
        }
    }
    spans.push((first, None));
    spans
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tables_help_leaves_out_what_a_table_refuses() {
        for lang in Lang::ALL {
            let all = if lang == Lang::De { "alle" } else { "all" };
            let (local, table) = (overview(lang, 80), answer(lang, Some(all), 80, true).unwrap());
            for id in LOCAL_ONLY {
                let usage = lang.command_text(id).usage;
                assert!(local.contains(&format!("  {usage} ")), "{usage} in\n{local}");
                assert!(!table.contains(&format!("  {usage} ")), "{usage} in\n{table}");
            }
            assert_eq!(local.lines().count(), table.lines().count() + LOCAL_ONLY.len());
        }
    }

    #[test]
    fn every_command_word_has_help() {
        for lang in Lang::ALL {
            for word in entries::words_in(lang.vocabulary()) {
                assert!(topic(lang, word).is_ok(), "{word}");
            }
        }
        assert!(topic(Lang::En, "BUY").unwrap().starts_with("buy Aurora"));
        assert!(topic(Lang::De, "KAUFE").unwrap().starts_with("kaufe Aurora"));
        assert_eq!(topic(Lang::En, "xyz"), Err(UnknownTopic("xyz".to_string())));
        let unknown = topic(Lang::En, "xyz").unwrap_err();
        assert_eq!(unknown.to_string(), "no help on 'xyz': 'help' lists the commands");
        assert_eq!(Lang::De.no_help_on(&unknown.0), "keine Hilfe zu 'xyz': 'hilfe' zeigt die Befehle");
    }

    #[test]
    fn r7_the_price_table_has_the_rule_books_spans_and_fits_80_columns() {
        let spans = [(2, Some(2)), (3, Some(3)), (4, Some(4)), (5, Some(5)), (6, Some(10))];
        let more = [(11, Some(20)), (21, Some(30)), (31, Some(40)), (41, None)];
        assert_eq!(price_spans(), [&spans[..], &more[..]].concat());
        for lang in Lang::ALL {
            let rules = wrap(&rules_in_short(lang), 80);
            assert!(rules.lines().all(|line| line.chars().count() <= 80), "{rules}");
            assert_eq!(price_table(lang).lines().count(), 4, "a heading and a row per tier (R3)");
        }
    }

    #[test]
    fn help_fits_80_by_24_and_leads_to_every_command() {
        // Found in play: 28 lines scrolled their first off a screen of 24 rows. The answer and
        // the line typed and the prompt after it take 24 rows at most.
        for lang in Lang::ALL {
            for at_a_table in [false, true] {
                let brief = answer(lang, None, 80, at_a_table).unwrap();
                assert!(brief.lines().count() + 2 <= 24, "{lang:?}:\n{brief}");
                let hidden = |id| LOCAL_ONLY.contains(id) || NOT_IN_A_TABLE_S_BRIEF.contains(id);
                let offered = COMMANDS.iter().filter(|e| !at_a_table || !hidden(&e.id));
                for entry in offered {
                    let name = lang.command_text(entry.id).words[0];
                    assert!(brief.contains(&format!(" {name}")), "{lang:?} names {name}:\n{brief}");
                }
                let all_word = if lang == Lang::De { "alle" } else { "all" };
                let help = lang.command_text(CommandId::Help).words[0];
                assert!(brief.contains(&format!("'{help} {all_word}'")), "{brief}");
                let all = answer(lang, Some(all_word), 80, at_a_table).unwrap();
                assert!(all.lines().count() > brief.lines().count(), "{all}");
            }
        }
        assert!(!answer(Lang::En, None, 80, true).unwrap().contains("undo"));
        assert_eq!(answer(Lang::En, Some("ALL"), 80, false), Ok(overview(Lang::En, 80)));
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
