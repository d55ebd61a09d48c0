//! The language the console speaks: [`Lang`], English or German (and the tests'
//! pseudo-language), and how it is chosen.
//!
//! A `Lang` has no words of its own: it dereferences to its language's
//! [`Words`], so every sentence is `lang.method(…)`, and the sentences of
//! each language live in one folder of [`words`](crate::words). The layers below the console
//! have no words, so a language is another set of words here, never a change below: saves,
//! position files and recorded scripts read the same in every language.

use std::ops::Deref;
use std::str::FromStr;

use crate::command::vocabulary::Vocabulary;
use crate::command::{Command, CommandError, parse};

use crate::words::Words;

use crate::words::de::German;

use crate::words::en::English;

use crate::words::pseudo::Pseudo;

/// The language of the console.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English, the default.
    #[default]
    En,
    /// German (`--lang de`).
    De,
    /// The pseudo-language of the tests (`--lang pseudo`, not offered in `--help`): English
    /// with every sentence wrapped in `⟦…⟧` (see [`words::pseudo`](crate::words::pseudo)).
    Pseudo,
}

impl Lang {
    /// The languages a player may choose, English first (the parser accepts the command words
    /// of each).
    pub const ALL: [Lang; 2] = [Lang::En, Lang::De];
}

impl Lang {
    /// The command words of this language, as the parser reads them.
    pub fn vocabulary(self) -> &'static dyn Vocabulary {
        match self {
            Lang::En => &English,
            Lang::De => &German,
            Lang::Pseudo => &Pseudo,
        }
    }

    /// The command words of every language a player may choose ([`Lang::ALL`]), in that
    /// order: the parser reads them all, whatever language the console speaks.
    pub fn vocabularies() -> [&'static dyn Vocabulary; Lang::ALL.len()] {
        Lang::ALL.map(Lang::vocabulary)
    }
}

/// A line read in the words of every language ([`Lang::vocabularies`]), with
/// [`parse`](crate::command::parse): the parser lives below the words and is handed them here.
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
        match self {
            Lang::En => &English,
            Lang::De => &German,
            Lang::Pseudo => &Pseudo,
        }
    }
}

/// The `--lang` value of the pseudo-language, for tests: accepted, never offered.
pub const PSEUDO: &str = "pseudo";

/// The language for `--lang` (`de` or `en`) if given, else from the environment: the first
/// of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set (and not empty) says German if it begins
/// with `de` (`de_DE.UTF-8`, `de_AT`), English otherwise, as does an environment saying nothing.
///
/// ```
/// use bauloewe::words::Lang;
/// use bauloewe::words::lang::choose_lang;
/// assert_eq!(choose_lang(Some("de"), |_| None), Lang::De);
/// assert_eq!(choose_lang(None, |v| (v == "LANG").then(|| "de_DE.UTF-8".into())), Lang::De);
/// assert_eq!(choose_lang(None, |_| None), Lang::En);
/// ```
pub fn choose_lang(flag: Option<&str>, env: impl Fn(&str) -> Option<String>) -> Lang {
    let words = match flag {
        Some(word) => word.to_string(),
        None => ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| env(name))
            .find(|value| !value.is_empty())
            .unwrap_or_default(),
    };
    if words == PSEUDO {
        Lang::Pseudo
    } else if words.to_lowercase().starts_with("de") {
        Lang::De
    } else {
        Lang::En
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An environment of `NAME=value` pairs.
    fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| pairs.iter().find(|(n, _)| *n == name).map(|(_, value)| value.to_string())
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
