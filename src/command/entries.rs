//! Every command, once: which command it is, how it is parsed, and what Tab completes after
//! it; its words and help in each language come from the language (`CommandWords`, in
//! `crate::words`).
//!
//! [`COMMANDS`] is the one table of the console's vocabulary (as ripgrep's `flags/defs.rs` is for
//! its flags). Parsing looks a typed word up here and calls the entry's `parse`; `help` lists the
//! entries' usages and summaries, `help WORD` shows an entry's detail; an unknown word is
//! answered with an entry's name (from its near misses, or by prefix); and Tab completes the
//! entries' words and, after a word, what the entry's [`Argument`] says. To add a command, add
//! a [`CommandId`] and an entry, and give it words in each language: the compiler lists every
//! language that lacks them.
//!
//! The words of every language are understood whichever language the console speaks (`lay`
//! and `lege`); `help`, Tab and the suggestions for a word that is none speak the console's
//! language.

use crate::command::id::{CommandId, CommandWord};
use crate::command::vocabulary::Vocabulary;
use crate::command::{
    Command, CommandError, Info, chain_word, help_word, no_words, parse_buy, parse_disposal, slot, tile,
};

/// A parser of the words after a command word: given the languages whose words it reads, the
/// command word as typed and the words after it.
pub type Parse = fn(&[&dyn Vocabulary], CommandWord, &[&str]) -> Result<Command, CommandError>;

/// Everything about one command that is the same in every language.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// Which command it is.
    pub id: CommandId,
    /// What follows the word, for Tab completion.
    pub argument: Argument,
    /// Reads the words after the command word (as typed), given the languages whose words it
    /// reads and the command word.
    pub parse: Parse,
}

/// What follows a command word, and so what Tab offers there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Argument {
    /// Nothing follows; Tab offers nothing.
    Nothing,
    /// A tile: Tab offers the tiles of the hand that may be placed now.
    Tile,
    /// One chain or several: Tab offers the chains the decision is about.
    Chain,
    /// A number of shares or `all`; Tab offers nothing.
    Amount,
    /// A save slot's name; Tab offers nothing (the terminal does not read the save folder).
    Slot,
    /// A command word: Tab offers the command words.
    Topic,
}

impl Entry {
    /// The command's words in one language: `lay`, `play`, or `lege`.
    pub fn words_in(&self, language: &dyn Vocabulary) -> &'static [&'static str] {
        language.words_of(self.id)
    }

    /// The word `help` (or `hilfe`) shows for this command: the first of its words.
    pub fn name_in(&self, language: &dyn Vocabulary) -> &'static str {
        self.words_in(language)[0]
    }
}

/// Whether `word` is one of the words of command `id` in one of `languages`: how the parsers
/// of arguments know a sub-word (`sell`, `verkaufe`) whichever language the console speaks.
pub fn is_word_of(languages: &[&dyn Vocabulary], id: CommandId, word: &str) -> bool {
    languages.iter().any(|language| language.words_of(id).contains(&word))
}

/// Whether `word` says "as many as allowed" (`all`, `alle`, `alles`) in one of `languages`.
pub fn is_all_word(languages: &[&dyn Vocabulary], word: &str) -> bool {
    languages.iter().any(|language| language.words_for_all().contains(&word))
}

/// The name of a typed command word's command in the language the word belongs to: `quit` for
/// `exit`, `aufhören` for `aufhoeren`; in the first of `languages` if it belongs to none. A
/// refusal names it, so that `help` knows the word.
pub fn name_of(languages: &[&dyn Vocabulary], command: CommandWord) -> &'static str {
    let words_in = |language: &&dyn Vocabulary| language.words_of(command.id);
    let own = languages.iter().map(words_in).find(|words| words.contains(&command.word));
    own.or_else(|| languages.first().map(words_in)).map_or("", |words| words[0])
}

/// The entry a command word of one of `languages` names, with the word as the table spells it.
///
/// ```
/// use bauloewe::command::entries::find;
/// use bauloewe::words::Lang;
/// let english = Lang::En.vocabulary();
/// let name = |word| find(&Lang::vocabularies(), word).map(|(typed, entry)| (typed, entry.name_in(english)));
/// assert_eq!(name("play"), Some(("play", "lay")));
/// assert_eq!(name("lege"), Some(("lege", "lay")));
/// assert!(name("bye").is_none());
/// ```
pub fn find(languages: &[&dyn Vocabulary], word: &str) -> Option<(&'static str, &'static Entry)> {
    let named = |language: &&dyn Vocabulary| {
        COMMANDS
            .iter()
            .find_map(|entry| entry.words_in(*language).iter().find(|w| **w == word).map(|w| (*w, entry)))
    };
    languages.iter().find_map(named)
}

/// Every command word of one language, in the order of the table.
pub fn words_in(language: &dyn Vocabulary) -> impl Iterator<Item = &'static str> + '_ {
    COMMANDS.iter().flat_map(move |entry| entry.words_in(language).iter().copied())
}

/// The command someone probably meant by a word that is none, in the words of `tried[0]`: a
/// near miss's command, else the first command word that starts with it, else one a typo away
/// (a letter more, less, changed, or two swapped), else `help`. The languages of `tried` are
/// tried in order (a German console tries German, then English).
///
/// ```
/// use bauloewe::words::Lang;
/// use bauloewe::command::entries::suggest;
/// let (en, de) = (&[Lang::En.vocabulary()][..], &[Lang::De.vocabulary(), Lang::En.vocabulary()][..]);
/// assert_eq!((suggest(en, "bye"), suggest(en, "cha"), suggest(en, "xyzzy")), ("quit", "chains", "help"));
/// assert_eq!((suggest(en, "lya"), suggest(en, "buyy"), suggest(en, "hnad")), ("lay", "buy", "hand"));
/// assert_eq!((suggest(de, "tschüss"), suggest(de, "kau"), suggest(de, "bye")), ("verlassen", "kaufe", "verlassen"));
/// assert_eq!(suggest(de, "kauef"), "kaufe");
/// ```
pub fn suggest(tried: &[&dyn Vocabulary], word: &str) -> &'static str {
    let Some(speaking) = tried.first() else { return "" };
    let word = word.to_lowercase();
    let word = word.as_str();
    for near in tried {
        if let Some(entry) = COMMANDS.iter().find(|entry| near.near_misses_of(entry.id).contains(&word)) {
            return speaking.words_of(entry.id)[0];
        }
    }
    let words =
        || tried.iter().flat_map(|language| COMMANDS.iter().flat_map(|entry| language.words_of(entry.id)));
    let prefix = words().find(|w| !word.is_empty() && w.starts_with(word));
    prefix
        .or_else(|| words().find(|w| one_typo_apart(w, word)))
        .copied()
        .unwrap_or(speaking.words_of(CommandId::Help)[0])
}

/// Whether `typed` is `word` with one letter more, less or changed, or two neighbours swapped.
fn one_typo_apart(word: &str, typed: &str) -> bool {
    let (a, b): (Vec<char>, Vec<char>) = (word.chars().collect(), typed.chars().collect());
    if a.len() < 2 || a == b {
        return false;
    }
    let same_start = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let (a, b) = (&a[same_start..], &b[same_start..]);
    match (a.len(), b.len()) {
        (n, m) if n == m => a[1..] == b[1..] || (n >= 2 && a[0] == b[1] && a[1] == b[0] && a[2..] == b[2..]),
        (n, m) if n == m + 1 => a[1..] == *b,
        (n, m) if n + 1 == m => *a == b[1..],
        _ => false,
    }
}

/// Every command, in the order `help` lists them.
pub const COMMANDS: [Entry; 27] = [
    Entry {
        id: CommandId::Lay,
        argument: Argument::Tile,
        parse: |_, word, args| tile(word, args).map(Command::Lay),
    },
    Entry {
        id: CommandId::Found,
        argument: Argument::Chain,
        parse: |_, word, args| chain_word(word, args).map(Command::Found),
    },
    Entry {
        id: CommandId::Survivor,
        argument: Argument::Chain,
        parse: |_, word, args| chain_word(word, args).map(Command::Survivor),
    },
    Entry {
        id: CommandId::Defunct,
        argument: Argument::Chain,
        parse: |_, word, args| chain_word(word, args).map(Command::Defunct),
    },
    Entry {
        id: CommandId::Sell,
        argument: Argument::Amount,
        parse: |languages, word, args| parse_disposal(languages, word, args).map(Command::Dispose),
    },
    Entry {
        id: CommandId::Trade,
        argument: Argument::Amount,
        parse: |languages, word, args| parse_disposal(languages, word, args).map(Command::Dispose),
    },
    Entry {
        id: CommandId::Keep,
        argument: Argument::Nothing,
        parse: |languages, word, args| parse_disposal(languages, word, args).map(Command::Dispose),
    },
    Entry {
        id: CommandId::Buy,
        argument: Argument::Chain,
        parse: |languages, word, args| parse_buy(languages, word, args).map(Command::Buy),
    },
    Entry {
        id: CommandId::End,
        argument: Argument::Nothing,
        parse: |_, word, args| no_words(word, args, Command::End),
    },
    Entry {
        id: CommandId::Announce,
        argument: Argument::Nothing,
        parse: |_, word, args| no_words(word, args, Command::Announce),
    },
    Entry {
        id: CommandId::Undo,
        argument: Argument::Nothing,
        parse: |_, word, args| no_words(word, args, Command::Undo),
    },
    Entry {
        id: CommandId::Show(Info::Board),
        argument: Argument::Nothing,
        parse: |_, word, args| no_words(word, args, Command::Show(Info::Board)),
    },
    Entry {
        id: CommandId::Show(Info::Hand),
        argument: Argument::Nothing,
        parse: |_, word, args| no_words(word, args, Command::Show(Info::Hand)),
    },
    Entry {
        id: CommandId::Show(Info::Chains),
        argument: Argument::Nothing,
        parse: |_, word, args| no_words(word, args, Command::Show(Info::Chains)),
    },
    Entry {
        id: CommandId::Show(Info::Players),
        argument: Argument::Nothing,
        parse: |_, word, args| no_words(word, args, Command::Show(Info::Players)),
    },
    Entry {
        id: CommandId::Show(Info::Log),
        argument: Argument::Nothing,
        parse: |languages, word, args| match args {
            [all] if is_all_word(languages, &all.to_lowercase()) => Ok(Command::WholeLog),
            _ => no_words(word, args, Command::Show(Info::Log)),
        },
    },
    Entry {
        id: CommandId::Show(Info::Rules),
        argument: Argument::Nothing,
        parse: |_, word, args| no_words(word, args, Command::Show(Info::Rules)),
    },
    Entry {
        id: CommandId::Show(Info::Hint),
        argument: Argument::Nothing,
        parse: |_, word, args| no_words(word, args, Command::Show(Info::Hint)),
    },
    Entry {
        id: CommandId::Show(Info::Legal),
        argument: Argument::Nothing,
        parse: |_, word, args| no_words(word, args, Command::Show(Info::Legal)),
    },
    Entry {
        id: CommandId::Show(Info::Dump),
        argument: Argument::Nothing,
        parse: |_, word, args| no_words(word, args, Command::Show(Info::Dump)),
    },
    Entry {
        id: CommandId::Show(Info::View),
        argument: Argument::Nothing,
        parse: |_, word, args| no_words(word, args, Command::Show(Info::View)),
    },
    Entry {
        id: CommandId::Save,
        argument: Argument::Slot,
        parse: |_, word, args| slot(word, args).map(Command::Save),
    },
    Entry {
        id: CommandId::Load,
        argument: Argument::Slot,
        parse: |_, word, args| slot(word, args).map(Command::Load),
    },
    Entry {
        id: CommandId::Saves,
        argument: Argument::Nothing,
        parse: |_, word, args| no_words(word, args, Command::Saves),
    },
    Entry {
        id: CommandId::New,
        argument: Argument::Nothing,
        parse: |_, word, args| no_words(word, args, Command::New),
    },
    Entry {
        id: CommandId::Help,
        argument: Argument::Topic,
        parse: |_, _, args| Ok(Command::Help(help_word(args))),
    },
    Entry {
        id: CommandId::Quit,
        argument: Argument::Nothing,
        parse: |_, word, args| no_words(word, args, Command::Quit),
    },
];

#[cfg(test)]
mod tests;
