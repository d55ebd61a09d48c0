//! The languages the console speaks: the table [`LANGUAGES`] (English, German and the tests'
//! pseudo-language), a [`Lang`] that names one of them, and how it is chosen.
//!
//! A `Lang` has no words of its own: it dereferences to its language's [`Words`], so every
//! sentence is `lang.method(…)`, and the sentences of each language live in one folder of
//! [`words`](crate::words). The rooms below the words have none, so a language is
//! another set of words here, never a change below: saves, position files and recorded scripts
//! read the same in every language.
//!
//! A new language is a folder of words (a type that implements every trait of
//! [`words`](crate::words)) and one line in [`LANGUAGES`]: the flags (`--lang`), the
//! environment (`LANG`), the protocol (`lang=`) and the parser (its command words) all read
//! the table.

use std::ops::Deref;
use std::str::FromStr;

use crate::command::vocabulary::Vocabulary;
use crate::command::{Command, CommandError, parse};
use crate::words::Words;
use crate::words::de::German;
use crate::words::en::English;
use crate::words::pseudo::Pseudo;

/// One language: what the flags, the environment and the protocol call it, and its words.
pub struct Language {
    /// Its word for `--lang` and the protocol's `lang=`: `en`, `de`.
    pub code: &'static str,
    /// The start of an `LC_ALL`, `LC_MESSAGES` or `LANG` value that chooses it (`de` for
    /// `de_DE.UTF-8`); `None` for a language only its flag chooses.
    pub locale: Option<&'static str>,
    /// Whether a player may choose it: offered in `--help` and by `--lang`, its command words
    /// understood whatever language the console speaks.
    pub offered: bool,
    /// Its sentences.
    pub words: &'static dyn Words,
}

/// Every language, the default (English) first.
pub const LANGUAGES: &[Language] = &[
    Language { code: "en", locale: Some("en"), offered: true, words: &English },
    Language { code: "de", locale: Some("de"), offered: true, words: &German },
    // The pseudo-language of the tests (`--lang pseudo`): English with every sentence wrapped
    // in `⟦…⟧` (see `words::pseudo`); accepted, never offered.
    Language { code: PSEUDO, locale: None, offered: false, words: &Pseudo },
];

/// The `--lang` value of the pseudo-language, for tests: accepted, never offered.
pub const PSEUDO: &str = "pseudo";

/// How many languages a player may choose. Constants are computed at compile time, where
/// `for` and iterators are not allowed yet, hence the `while` loops here and below.
const OFFERED: usize = {
    let (mut count, mut at) = (0, 0);
    while at < LANGUAGES.len() {
        count += LANGUAGES[at].offered as usize;
        at += 1;
    }
    count
};

/// The language a person reads: one row of [`LANGUAGES`], by its place in the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Lang(usize);

// The languages the code names: their constants read like the variants of an enum (`Lang::De`),
// which `Lang` was before the table; a language no code names needs none.
#[allow(non_upper_case_globals)]
impl Lang {
    /// English, the default.
    pub const En: Lang = Lang(0);
    /// German (`--lang de`).
    pub const De: Lang = Lang(1);
    /// The pseudo-language of the tests (`--lang pseudo`, not offered in `--help`).
    pub const Pseudo: Lang = Lang(2);
}

impl Lang {
    /// The languages a player may choose, in the table's order (English first); the parser
    /// accepts the command words of each.
    pub const ALL: [Lang; OFFERED] = {
        let (mut all, mut count, mut at) = ([Lang(0); OFFERED], 0, 0);
        while at < LANGUAGES.len() {
            if LANGUAGES[at].offered {
                all[count] = Lang(at);
                count += 1;
            }
            at += 1;
        }
        all
    };

    /// The `--lang` values a player may give, one for each language offered: `en`, `de`.
    pub const CODES: [&str; OFFERED] = {
        let mut codes = [""; OFFERED];
        let mut at = 0;
        while at < OFFERED {
            codes[at] = LANGUAGES[Lang::ALL[at].0].code;
            at += 1;
        }
        codes
    };

    /// Its row of the table.
    pub fn language(self) -> &'static Language {
        &LANGUAGES[self.0]
    }

    /// Its word for `--lang` and the protocol's `lang=`.
    pub fn code(self) -> &'static str {
        self.language().code
    }

    /// The language whose code is `code` (the pseudo-language's too), if any.
    ///
    /// ```
    /// use bauloewe::words::Lang;
    /// assert_eq!(Lang::from_code("de"), Some(Lang::De));
    /// assert_eq!(Lang::from_code("fr"), None);
    /// ```
    pub fn from_code(code: &str) -> Option<Lang> {
        LANGUAGES.iter().position(|language| language.code == code).map(Lang)
    }

    /// The command words of this language, as the parser reads them.
    pub fn vocabulary(self) -> &'static dyn Vocabulary {
        self.language().words
    }

    /// The command words of every language a player may choose ([`Lang::ALL`]), in that
    /// order: the parser reads them all, whatever language the console speaks.
    pub fn vocabularies() -> [&'static dyn Vocabulary; OFFERED] {
        Lang::ALL.map(Lang::vocabulary)
    }
}

/// A line read in the words of every language ([`Lang::vocabularies`]), with
/// [`parse`]: the parser lives below the words and is handed them here.
///
/// ```
/// use bauloewe::command::Command;
/// use bauloewe::rules::Tile;
/// assert_eq!("LAY 7e".parse(), Ok(Command::Lay("7E".parse::<Tile>()?)));
/// assert_eq!("lege 7e".parse(), Ok(Command::Lay("7E".parse::<Tile>()?)));
/// assert!("bye".parse::<Command>().unwrap_err().to_string().contains("try 'quit'"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl FromStr for Command {
    type Err = CommandError;

    fn from_str(line: &str) -> Result<Command, CommandError> {
        parse(line, &Lang::vocabularies())
    }
}

/// A language is its words: `lang.money(6000)` asks the language in use (see
/// [`words`](crate::words)). `Deref` is how Rust lets a value lend out another one's methods;
/// here it is the one calling convention for every sentence.
impl Deref for Lang {
    type Target = dyn Words;

    fn deref(&self) -> &Self::Target {
        self.language().words
    }
}

/// The language for `--lang` (a code of [`LANGUAGES`]) if given, else from the environment:
/// the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set (and not empty) chooses the
/// language whose locale it begins with (`de_DE.UTF-8`, `de_AT`: German), English when it
/// begins with none, as does an environment saying nothing.
///
/// ```
/// use bauloewe::words::Lang;
/// use bauloewe::words::lang::choose_lang;
/// assert_eq!(choose_lang(Some("de"), |_| None), Lang::De);
/// assert_eq!(choose_lang(None, |v| (v == "LANG").then(|| "de_DE.UTF-8".into())), Lang::De);
/// assert_eq!(choose_lang(None, |_| None), Lang::En);
/// ```
pub fn choose_lang(flag: Option<&str>, env: impl Fn(&str) -> Option<String>) -> Lang {
    if let Some(lang) = flag.and_then(Lang::from_code) {
        return lang;
    }
    let value = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|name| env(name))
        .find(|value| !value.is_empty())
        .unwrap_or_default()
        .to_lowercase();
    let chosen = |language: &Language| language.locale.is_some_and(|locale| value.starts_with(locale));
    LANGUAGES.iter().position(chosen).map_or(Lang::default(), Lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An environment of `NAME=value` pairs.
    fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| pairs.iter().find(|(n, _)| *n == name).map(|(_, value)| value.to_string())
    }

    #[test]
    fn the_named_languages_are_their_rows_of_the_table() {
        for (lang, code) in [(Lang::En, "en"), (Lang::De, "de"), (Lang::Pseudo, PSEUDO)] {
            assert_eq!(lang.code(), code);
            assert_eq!(Lang::from_code(code), Some(lang));
        }
        assert_eq!(Lang::ALL, [Lang::En, Lang::De]);
        assert_eq!(Lang::CODES, ["en", "de"]);
        assert_eq!(Lang::default(), Lang::En);
    }

    #[test]
    fn the_flag_wins_over_the_environment() {
        assert_eq!(choose_lang(Some("en"), env(&[("LANG", "de_DE.UTF-8")])), Lang::En);
        assert_eq!(choose_lang(Some("de"), env(&[("LANG", "C")])), Lang::De);
    }

    #[test]
    fn the_first_variable_set_says_the_language() {
        assert_eq!(choose_lang(None, env(&[("LANG", "de_DE.UTF-8")])), Lang::De);
        assert_eq!(choose_lang(None, env(&[("LC_MESSAGES", "de_AT"), ("LANG", "en_US")])), Lang::De);
        assert_eq!(choose_lang(None, env(&[("LC_ALL", "en_GB.UTF-8"), ("LANG", "de_DE")])), Lang::En);
        assert_eq!(choose_lang(None, env(&[("LC_ALL", ""), ("LANG", "de_CH")])), Lang::De);
        assert_eq!(choose_lang(None, env(&[("LANG", "fr_FR")])), Lang::En);
        assert_eq!(choose_lang(None, env(&[("LANG", "C.UTF-8")])), Lang::En);
        assert_eq!(choose_lang(None, env(&[])), Lang::En);
    }

    #[test]
    fn german_money_groups_with_points() {
        assert_eq!(Lang::De.money(0), "0");
        assert_eq!(Lang::De.money(6000), "6.000");
        assert_eq!(Lang::De.money(1_234_567), "1.234.567");
        assert_eq!(Lang::En.money(1_234_567), "1,234,567");
    }
}
