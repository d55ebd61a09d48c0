//! The checkers speak the learner's language: German when the first of `LC_ALL`, `LC_MESSAGES`
//! and `LANG` that is set begins with `de`, as the game itself decides
//! ([`choose_lang`](crate::words::lang::choose_lang)), English otherwise. The choice is read
//! once per run, so every message of a run is in one language, and the same environment always
//! gives the same words.
//!
//! A message is written in both languages where it is made, side by side ([`said!`]), so that
//! the two cannot drift apart unseen: the German is the English's neighbour, not a table in
//! another file.

use std::fmt;

use crate::words::Lang;

/// The language the checkers' messages are in: German or English, from the environment.
///
/// The crate's own unit tests pin English (their expected messages are English whatever the
/// machine's `LANG`), except where a test asks for German with [`speaking`].
pub fn learner_lang() -> Lang {
    #[cfg(test)]
    return PINNED.with(std::cell::Cell::get).unwrap_or(Lang::En);
    #[cfg(not(test))]
    {
        static CHOSEN: std::sync::OnceLock<Lang> = std::sync::OnceLock::new();
        *CHOSEN.get_or_init(|| crate::words::lang::choose_lang(None, |name| std::env::var(name).ok()))
    }
}

/// Whether the checkers speak German.
pub fn german() -> bool {
    learner_lang() == Lang::De
}

/// A text in English and in German, written out in the learner's language ([`german`]) only
/// when it is shown: a checker builds one for every input it tries, and shows one of them.
pub struct Said<E, D>(pub E, pub D);

impl<E: fmt::Display, D: fmt::Display> fmt::Display for Said<E, D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if german() { self.1.fmt(f) } else { self.0.fmt(f) }
    }
}

/// `said!("the line {line:?}", "die Zeile {line:?}")`: a [`Said`] of two `format_args!`, each
/// with the same arguments.
macro_rules! said {
    ($en:literal, $de:literal $(, $arg:expr)* $(,)?) => {
        $crate::learn::says::Said(format_args!($en $(, $arg)*), format_args!($de $(, $arg)*))
    };
}
pub(crate) use said;

/// The English or the German text, as the learner reads.
pub fn say(en: &'static str, de: &'static str) -> &'static str {
    if german() { de } else { en }
}

#[cfg(test)]
thread_local! {
    /// The language a unit test asked for with [`speaking`].
    static PINNED: std::cell::Cell<Option<Lang>> = const { std::cell::Cell::new(None) };
}

/// Runs `check` with the checkers speaking `lang` on this thread (for the crate's unit tests).
#[cfg(test)]
pub fn speaking<T>(lang: Lang, check: impl FnOnce() -> T) -> T {
    PINNED.with(|pinned| pinned.set(Some(lang)));
    let result = check();
    PINNED.with(|pinned| pinned.set(None));
    result
}
