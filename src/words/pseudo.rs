//! A language for tests: every English sentence, each line wrapped in `⟦…⟧`.
//!
//! A test that plays in this language can tell a sentence that comes from [`words`](super),
//! which is wrapped, from a word written somewhere else, which is not: every line a person reads
//! must hold a wrapped part, and outside the wrapped parts only names (of players, chains,
//! tiles and save slots), numbers and the pictures of the board may stand. Numbers are not
//! sentences and stay unwrapped.
//!
//! Nothing here is written per sentence: the traits of [`words`](super) are declared with the
//! `sentences!` macro, which implements each for [`Pseudo`] as English's sentence,
//! [`Wrapped`], or English's piece as it is (a method marked `@piece`).

use crate::words::commands::CommandText;
use crate::words::flags::HelpHeadings;

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

/// What the pseudo-language does to a sentence of each kind of value a method returns.
pub trait Wrapped {
    /// The value with its sentences wrapped.
    fn wrapped(self) -> Self;
}

impl Wrapped for String {
    fn wrapped(self) -> String {
        wrap(self)
    }
}

/// The command words stay English (the parser must accept them); the texts are wrapped.
impl Wrapped for CommandText {
    fn wrapped(self) -> CommandText {
        CommandText {
            usage: wrap(self.usage),
            summary: wrap(self.summary),
            detail: wrap(self.detail),
            ..self
        }
    }
}

/// The help's headings are sentences.
impl Wrapped for HelpHeadings {
    fn wrapped(self) -> HelpHeadings {
        HelpHeadings { usage: wrap(self.usage), commands: wrap(self.commands), options: wrap(self.options) }
    }
}

/// A table's headings are words each: every one is wrapped.
impl<const N: usize> Wrapped for [String; N] {
    fn wrapped(self) -> [String; N] {
        self.map(wrap)
    }
}
