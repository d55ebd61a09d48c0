//! The records at home as `bauloewe history` shows them: for each person, a table of their
//! record against each computer level, then their last games.
//!
//! ```text
//! Ann against the computer levels:
//!   level    games  wins  mean rank  best cash
//!   broker       2     1        1.5     22,700
//! Ann's last 2 games:
//!   game  ended                 rank      cash  seats
//!      2  2024-05-01 18:30 UTC  1 of 2  22,700  Ann, Bob (broker)
//!      1  2024-05-01 18:30 UTC  2 of 2   9,800  Ann, Bob (broker)
//! ```
//!
//! The people are those the records rate (every game at home has two seats or more, so is
//! rated), in the order of their names whatever their case.

use crate::notation::PlayerKind;
use crate::store::{LevelRecord, Player, Store, StoreError, StoredGame};
use crate::words::Lang;
use crate::words::wrap::{PIPED_WIDTH, visible_width, wrap_line};

/// How many of a person's games `history` shows.
pub const LAST_GAMES: usize = 10;

/// The most seats a game has: the player counts the records are rated for are 2 to this.
const MOST_SEATS: usize = 6;

/// Every person's record in `store`, or only `name`'s (any case): the tables, or one line
/// when there is nobody to show (`None`: nobody at all, for the caller to word with where the
/// records are).
pub fn history(lang: Lang, store: &dyn Store, name: Option<&str>) -> Result<Option<String>, StoreError> {
    let people = match name {
        Some(name) => vec![name.to_string()],
        None => people(store)?,
    };
    let mut sections = Vec::new();
    for person in &people {
        let games = store.history(&Player::Person(person.clone()), LAST_GAMES)?;
        if games.is_empty() {
            continue;
        }
        let person = stored_name(&games, person);
        let levels = store.against_computers(&person)?;
        sections.push(section(lang, &person, &levels, &games));
    }
    Ok(match (sections.is_empty(), name) {
        (true, Some(name)) => Some(format!("{}\n", lang.home_no_games_of(name))),
        (true, None) => None,
        (false, _) => Some(sections.join("\n")),
    })
}

/// The people the records rate, by their names whatever the case.
fn people(store: &dyn Store) -> Result<Vec<String>, StoreError> {
    let mut people: Vec<String> = Vec::new();
    for players in 2..=MOST_SEATS {
        for standing in store.ratings(players)? {
            if let Player::Person(name) = standing.player
                && !people.iter().any(|known| known.to_lowercase() == name.to_lowercase())
            {
                people.push(name);
            }
        }
    }
    people.sort_by_key(|name| (name.to_lowercase(), name.clone()));
    Ok(people)
}

/// The name as the records first met it (`Ann` for `ann`).
fn stored_name(games: &[StoredGame], asked: &str) -> String {
    let seats = games.iter().flat_map(|game| &game.seats);
    let mut found = seats.filter_map(|seat| match &seat.result.player {
        Player::Person(name) if name.to_lowercase() == asked.to_lowercase() => Some(name.clone()),
        _ => None,
    });
    found.next().unwrap_or_else(|| asked.to_string())
}

/// One person's record: against the levels, then the last games.
fn section(lang: Lang, name: &str, levels: &[LevelRecord], games: &[StoredGame]) -> String {
    let mut text = String::new();
    if levels.is_empty() {
        text.push_str(&format!("{}\n", lang.home_no_computers(name)));
    } else {
        text.push_str(&format!("{}\n", lang.home_against_heading(name)));
        let rows = levels.iter().map(|record| {
            [
                level_word(lang, &record.level),
                lang.number(u64::from(record.games)),
                lang.number(u64::from(record.wins)),
                lang.decimal(record.mean_rank, 1),
                lang.money(record.best_cash),
            ]
        });
        text.push_str(&table(lang.home_against_headings(), rows.collect(), &[false, true, true, true, true]));
    }
    text.push_str(&format!("{}\n", lang.home_last_games_heading(name, games.len())));
    let rows = games.iter().filter_map(|game| game_row(lang, name, game));
    text.push_str(&table(lang.home_games_headings(), rows.collect(), &[true, false, false, true, false]));
    text
}

/// A game's row for `name`: number, when it ended, rank of the seats, final cash, seats.
fn game_row(lang: Lang, name: &str, game: &StoredGame) -> Option<[String; 5]> {
    let mine = game.seats.iter().find(|seat| seat.result.player == Player::Person(name.to_string()))?;
    let seats: Vec<String> = game
        .seats
        .iter()
        .map(|seat| match &seat.result.player {
            Player::Person(_) => lang.home_seat(&seat.result.name, None),
            Player::Computer(level) => lang.home_seat(&seat.result.name, Some(&level_word(lang, level))),
        })
        .collect();
    Some([
        lang.number(game.number),
        game.when.clone(),
        lang.home_rank_of(mine.result.rank, game.seats.len()),
        lang.money(mine.result.cash),
        seats.join(", "),
    ])
}

/// A computer level's word in the language, lower case (`makler`), an effort kept after it
/// (`magnat:400`); a word no level has stays as it is.
pub fn level_word(lang: Lang, level: &str) -> String {
    let (word, effort) = level.split_once(':').map_or((level, None), |(word, effort)| (word, Some(effort)));
    let word = match word.parse::<PlayerKind>() {
        Ok(kind) => lang.kind_word(kind).to_lowercase(),
        Err(_) => word.to_string(),
    };
    effort.map_or(word.clone(), |effort| format!("{word}:{effort}"))
}

/// A table indented by two: the headings, then the rows, each column as wide as its widest
/// cell, right-aligned where `right` says; the last column is not padded, and what of it does
/// not fit 80 columns goes on below it.
fn table<const N: usize>(headings: [String; N], rows: Vec<[String; N]>, right: &[bool; N]) -> String {
    let mut widths = headings.clone().map(|heading| visible_width(&heading));
    for row in &rows {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(visible_width(cell));
        }
    }
    // Where the last column begins.
    let last = 2 + widths[..N - 1].iter().map(|width| width + 2).sum::<usize>();
    std::iter::once(headings)
        .chain(rows)
        .map(|row| {
            let cells = row.iter().enumerate().map(|(at, cell)| {
                let pad = " ".repeat(widths[at] - visible_width(cell));
                match (right[at], at + 1 == N) {
                    (true, _) => format!("{pad}{cell}"),
                    (false, true) => cell.clone(),
                    (false, false) => format!("{cell}{pad}"),
                }
            });
            let line = format!("  {}", cells.collect::<Vec<_>>().join("  "));
            wrap_line(&line, PIPED_WIDTH, last)
                .into_iter()
                .map(|piece| format!("{piece}\n"))
                .collect::<String>()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_levels_are_named_in_the_language_lower_case() {
        assert_eq!(level_word(Lang::De, "broker"), "makler");
        assert_eq!(level_word(Lang::De, "tycoon"), "magnat");
        assert_eq!(level_word(Lang::De, "tourist"), "tourist");
        assert_eq!(level_word(Lang::De, "tycoon:400"), "magnat:400");
        assert_eq!(level_word(Lang::En, "broker"), "broker");
        assert_eq!(level_word(Lang::En, "wizard"), "wizard");
    }

    #[test]
    fn a_table_aligns_its_columns() {
        let headings = ["level", "games", "seats"].map(String::from);
        let rows = vec![["makler", "12", "Ann, Bob"].map(String::from), ["x", "3", "Ann"].map(String::from)];
        let text = table(headings, rows, &[false, true, false]);
        assert_eq!(text, "  level   games  seats\n  makler     12  Ann, Bob\n  x           3  Ann\n");
        let long = vec![["x", "1", &"Bob (tourist), ".repeat(8)].map(String::from)];
        let text = table(["level", "games", "seats"].map(String::from), long, &[false, true, false]);
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines.iter().all(|line| line.chars().count() <= PIPED_WIDTH), "{text}");
        assert!(lines[2].starts_with(&format!("{}(tourist)", " ".repeat(16))), "{text}");
    }
}
