//! The review's words, read from a line: `next`, `back`, `turn N`, `first`, `last` and `leave`,
//! each also in German (`weiter`, `zurück`, `zug N`, `erster`, `letzter`, `aufstehen`), whatever
//! the language of the person typing, as the lobby's words are read ([`lobby`](super::lobby)).
//!
//! A review looks at a finished game again turn by turn (`crate::session::review`). An empty
//! line is `next`: Enter steps on, as a pager does, so a person can read a whole game with one
//! key. [`read`] answers `None` for a line that is none of these words, so that whoever reads
//! the lines (the local `bauloewe review`, a lobby's `review N`) may answer it its own way:
//! `quit` ends the local review, a lobby may take its own words. Whether a turn is in the game
//! is the review's business, not the reader's: `turn 999` reads as [`ReviewCommand::Turn`],
//! and `crate::session::review::Review::go` refuses it.

/// What a line asks of a review.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewCommand {
    /// `next`, `weiter`, or an empty line: the turn after this one.
    Next,
    /// `back`, `zurück`: the turn before this one.
    Back,
    /// `turn N`, `zug N`: turn N (0 is the deal).
    Turn(usize),
    /// `first`, `erster`: the deal.
    First,
    /// `last`, `letzter`: the last turn, with the end of the game.
    Last,
    /// `leave`, `aufstehen`: the review ends.
    Leave,
}

/// A review's word used wrongly: what it needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Misused {
    /// `turn` without a number, or with something else than a number (the word as typed).
    Number(String),
}

/// The words of each command: English first, then German (both read in every language).
const WORDS: [(&str, &[&str]); 6] = [
    ("next", &["next", "weiter"]),
    ("back", &["back", "zurück", "zurueck"]),
    ("turn", &["turn", "zug"]),
    ("first", &["first", "erster"]),
    ("last", &["last", "letzter"]),
    ("leave", &["leave", "aufstehen"]),
];

/// Every review word, for completion: each command's words.
pub fn all_words() -> impl Iterator<Item = &'static str> {
    WORDS.iter().flat_map(|(_, words)| words.iter().copied())
}

/// The review command a line gives; `None` for a line that is not one; `Some(Err)` for a
/// review word used wrongly (`turn x`).
///
/// ```
/// use bauloewe::command::review::{Misused, ReviewCommand, read};
/// assert_eq!(read("turn 12"), Some(Ok(ReviewCommand::Turn(12))));
/// assert_eq!(read("Zug 0"), Some(Ok(ReviewCommand::Turn(0))));
/// assert_eq!(read("  "), Some(Ok(ReviewCommand::Next)));
/// assert_eq!(read("zurück"), Some(Ok(ReviewCommand::Back)));
/// assert_eq!(read("turn x"), Some(Err(Misused::Number("turn".into()))));
/// assert_eq!(read("lay 7E"), None);
/// ```
pub fn read(line: &str) -> Option<Result<ReviewCommand, Misused>> {
    let line = line.trim();
    if line.is_empty() {
        return Some(Ok(ReviewCommand::Next));
    }
    let (typed, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let rest = rest.trim();
    let word = typed.to_lowercase();
    let (command, _) = WORDS.iter().find(|(_, words)| words.contains(&word.as_str()))?;
    let alone = |command| if rest.is_empty() { Some(Ok(command)) } else { None };
    match *command {
        "next" => alone(ReviewCommand::Next),
        "back" => alone(ReviewCommand::Back),
        "first" => alone(ReviewCommand::First),
        "last" => alone(ReviewCommand::Last),
        "leave" => alone(ReviewCommand::Leave),
        _ => Some(
            rest.parse::<usize>().map(ReviewCommand::Turn).map_err(|_| Misused::Number(typed.to_string())),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_in_both_languages_reads_as_its_command() {
        for (line, command) in [
            ("next", ReviewCommand::Next),
            ("", ReviewCommand::Next),
            ("Weiter", ReviewCommand::Next),
            ("back", ReviewCommand::Back),
            ("zurück", ReviewCommand::Back),
            ("zurueck", ReviewCommand::Back),
            ("turn 20", ReviewCommand::Turn(20)),
            ("ZUG  7", ReviewCommand::Turn(7)),
            ("first", ReviewCommand::First),
            ("erster", ReviewCommand::First),
            ("last", ReviewCommand::Last),
            ("letzter", ReviewCommand::Last),
            ("leave", ReviewCommand::Leave),
            ("aufstehen", ReviewCommand::Leave),
        ] {
            assert_eq!(read(line), Some(Ok(command)), "{line:?}");
        }
    }

    #[test]
    fn turn_without_a_number_says_it_needs_one() {
        for (line, typed) in [("turn", "turn"), ("turn x", "turn"), ("Zug -1", "Zug"), ("zug 1 2", "zug")] {
            assert_eq!(read(line), Some(Err(Misused::Number(typed.into()))), "{line:?}");
        }
        // A number too large for any game is still a number: the review says the range.
        assert_eq!(read("turn 999"), Some(Ok(ReviewCommand::Turn(999))));
    }

    #[test]
    fn other_lines_are_no_review_words() {
        for line in ["quit", "lay 7E", "next please", "help", "tables", "sit 3"] {
            assert_eq!(read(line), None, "{line:?}");
        }
        assert!(all_words().any(|word| word == "aufstehen"));
    }
}
