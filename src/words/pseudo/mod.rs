//! A language for tests: every English sentence, each line wrapped in `⟦…⟧`.
//!
//! A test that plays in this language can tell a sentence that comes from [`words`](super),
//! which is wrapped, from a word written somewhere else, which is not: every line a person reads
//! must hold a wrapped part, and outside the wrapped parts only names (of players, chains,
//! tiles and save slots), numbers and the pictures of the board may stand. Numbers are not
//! sentences and stay unwrapped. Each method here is `wrap(English.same_method(…))`.

use crate::words::en::English;

/// The pseudo-language: English, wrapped.
#[derive(Clone, Copy, Debug, Default)]
pub struct Pseudo;

/// Wraps every line of an English text in `⟦…⟧`; an empty line stays empty.
///
/// ```
/// use bauloewe::words::pseudo::wrap;
/// assert_eq!(wrap("Ann lays 7E.".to_string()), "⟦Ann lays 7E.⟧");
/// assert_eq!(wrap("one\n\ntwo".to_string()), "⟦one⟧\n\n⟦two⟧");
/// ```
pub fn wrap(text: String) -> String {
    let lines: Vec<String> = text
        .split('\n')
        .map(|line| if line.is_empty() { String::new() } else { format!("⟦{line}⟧") })
        .collect();
    lines.join("\n")
}

mod basics;
mod commands;
mod events;
mod files;
mod flags;
mod join;
mod refusals;
mod reports;
mod saving;
mod screens;
mod table;
