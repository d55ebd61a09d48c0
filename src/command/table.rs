//! Every command, once: which command it is, how it is parsed, and what Tab completes after
//! it; its words and help in each language come from the language ([`CommandWords`]).
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

use crate::command::{
    Command, CommandError, Info, chain_word, help_word, no_words, parse_buy, parse_disposal, slot, tile,
};
use crate::words::CommandWords;
use crate::words::Lang;
use crate::words::commands::name;

/// Which command an entry is; each language words it ([`CommandWords::command_text`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CommandId {
    /// `lay 7E`: place a tile.
    Lay,
    /// `found Aurora`: name the chain a tile founds.
    Found,
    /// `survivor Aurora`: pick the survivor of tied largest chains.
    Survivor,
    /// `defunct Zugvogel`: order equally large defunct chains.
    Defunct,
    /// `sell 3`: sell defunct shares.
    Sell,
    /// `trade 4`: trade defunct shares 2 for 1.
    Trade,
    /// `keep`: keep all defunct shares.
    Keep,
    /// `buy Aurora`: buy shares.
    Buy,
    /// `end`: end the turn.
    End,
    /// `announce`: announce the end of the game (R16).
    Announce,
    /// `undo`: take back the last decision.
    Undo,
    /// `board`, `hand`, `chains`, …: show something, the [`Info`] it names.
    Show(Info),
    /// `save NAME`: save the game.
    Save,
    /// `load NAME`: load a game.
    Load,
    /// `saves`: list the save slots.
    Saves,
    /// `new`: deal again after the end.
    New,
    /// `help`: list the commands, or explain one.
    Help,
    /// `quit`: leave the program.
    Quit,
}

/// A command word as typed, and the command it names: what the parsers of arguments get, so
/// that a refusal can quote the word and name the command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CommandWord {
    /// The command.
    pub id: CommandId,
    /// The word as the table spells it (one of the command's words in some language).
    pub word: &'static str,
}

/// Everything about one command that is the same in every language.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// Which command it is.
    pub id: CommandId,
    /// What follows the word, for Tab completion.
    pub argument: Argument,
    /// Reads the words after the command word (as typed), given the command word.
    pub parse: fn(CommandWord, &[&str]) -> Result<Command, CommandError>,
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
    /// The word `help` shows for this command in English, like `lay` (not `play`).
    pub fn name(&self) -> &'static str {
        self.name_in(Lang::En)
    }

    /// The command's words in `lang`: `lay`, `play`, or `lege`.
    pub fn words_in(&self, lang: Lang) -> &'static [&'static str] {
        lang.command_text(self.id).words
    }

    /// The word `help` (or `hilfe`) shows for this command.
    pub fn name_in(&self, lang: Lang) -> &'static str {
        name(&*lang, self.id)
    }
}

/// Whether `word` is one of the words of command `id` in some language: how the parsers of
/// arguments know a sub-word (`sell`, `verkaufe`) whichever language the console speaks.
pub fn is_word_of(id: CommandId, word: &str) -> bool {
    Lang::ALL.iter().any(|lang| lang.command_text(id).words.contains(&word))
}

/// Whether `word` says "as many as allowed" (`all`, `alle`, `alles`) in some language.
pub fn is_all_word(word: &str) -> bool {
    Lang::ALL.iter().any(|lang| lang.all_words().contains(&word))
}

/// The name of a typed command word's command in the language the word belongs to: `quit` for
/// `exit`, `aufhören` for `aufhoeren`. A refusal names it, so that `help` knows the word.
pub fn name_of(command: CommandWord) -> &'static str {
    let words_in = |lang: &Lang| lang.command_text(command.id).words;
    let own = Lang::ALL.iter().map(words_in).find(|words| words.contains(&command.word));
    own.unwrap_or_else(|| words_in(&Lang::En))[0]
}

/// The entry a command word of any language names, with the word as the table spells it.
///
/// ```
/// use bauloewe::command::table::find;
/// assert_eq!(find("play").map(|(word, entry)| (word, entry.name())), Some(("play", "lay")));
/// assert_eq!(find("lege").map(|(word, entry)| (word, entry.name())), Some(("lege", "lay")));
/// assert!(find("bye").is_none());
/// ```
pub fn find(word: &str) -> Option<(&'static str, &'static Entry)> {
    let named = |lang: &Lang| {
        COMMANDS
            .iter()
            .find_map(|entry| entry.words_in(*lang).iter().find(|w| **w == word).map(|w| (*w, entry)))
    };
    Lang::ALL.iter().find_map(named)
}

/// Every English command word, in the order of the table.
pub fn words() -> impl Iterator<Item = &'static str> {
    words_in(Lang::En)
}

/// Every command word of `lang`, in the order of the table.
pub fn words_in(lang: Lang) -> impl Iterator<Item = &'static str> {
    COMMANDS.iter().flat_map(move |entry| entry.words_in(lang).iter().copied())
}

/// The command someone probably meant by a word that is none, in the words of `tried[0]`: a
/// near miss's command, else the first command word that starts with it, else one a typo away
/// (a letter more, less, changed, or two swapped), else `help`. The languages of `tried` are
/// tried in order (a German console tries German, then English).
///
/// ```
/// use bauloewe::words::Lang;
/// use bauloewe::command::table::suggest;
/// let (en, de) = (&[&*Lang::En as _][..], &[&*Lang::De as _, &*Lang::En as _][..]);
/// assert_eq!((suggest(en, "bye"), suggest(en, "cha"), suggest(en, "xyzzy")), ("quit", "chains", "help"));
/// assert_eq!((suggest(en, "lya"), suggest(en, "buyy"), suggest(en, "hnad")), ("lay", "buy", "hand"));
/// assert_eq!((suggest(de, "tschüss"), suggest(de, "kau"), suggest(de, "bye")), ("beenden", "kaufe", "beenden"));
/// assert_eq!(suggest(de, "kauef"), "kaufe");
/// ```
pub fn suggest(tried: &[&dyn CommandWords], word: &str) -> &'static str {
    let Some(speaking) = tried.first() else { return "" };
    let word = word.to_lowercase();
    let word = word.as_str();
    for near in tried {
        if let Some(entry) =
            COMMANDS.iter().find(|entry| near.command_text(entry.id).near_misses.contains(&word))
        {
            return name(*speaking, entry.id);
        }
    }
    let words =
        || tried.iter().flat_map(|lang| COMMANDS.iter().flat_map(|entry| lang.command_text(entry.id).words));
    let prefix = words().find(|w| !word.is_empty() && w.starts_with(word));
    prefix
        .or_else(|| words().find(|w| one_typo_apart(w, word)))
        .copied()
        .unwrap_or(name(*speaking, CommandId::Help))
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
pub const COMMANDS: [Entry; 26] = [
    Entry {
        id: CommandId::Lay,
        argument: Argument::Tile,
        parse: |word, args| tile(word, args).map(Command::Lay),
    },
    Entry {
        id: CommandId::Found,
        argument: Argument::Chain,
        parse: |word, args| chain_word(word, args).map(Command::Found),
    },
    Entry {
        id: CommandId::Survivor,
        argument: Argument::Chain,
        parse: |word, args| chain_word(word, args).map(Command::Survivor),
    },
    Entry {
        id: CommandId::Defunct,
        argument: Argument::Chain,
        parse: |word, args| chain_word(word, args).map(Command::Defunct),
    },
    Entry {
        id: CommandId::Sell,
        argument: Argument::Amount,
        parse: |word, args| parse_disposal(word, args).map(Command::Dispose),
    },
    Entry {
        id: CommandId::Trade,
        argument: Argument::Amount,
        parse: |word, args| parse_disposal(word, args).map(Command::Dispose),
    },
    Entry {
        id: CommandId::Keep,
        argument: Argument::Nothing,
        parse: |word, args| parse_disposal(word, args).map(Command::Dispose),
    },
    Entry {
        id: CommandId::Buy,
        argument: Argument::Chain,
        parse: |word, args| parse_buy(word, args).map(Command::Buy),
    },
    Entry {
        id: CommandId::End,
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::End),
    },
    Entry {
        id: CommandId::Announce,
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Announce),
    },
    Entry {
        id: CommandId::Undo,
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Undo),
    },
    Entry {
        id: CommandId::Show(Info::Board),
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Show(Info::Board)),
    },
    Entry {
        id: CommandId::Show(Info::Hand),
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Show(Info::Hand)),
    },
    Entry {
        id: CommandId::Show(Info::Chains),
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Show(Info::Chains)),
    },
    Entry {
        id: CommandId::Show(Info::Players),
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Show(Info::Players)),
    },
    Entry {
        id: CommandId::Show(Info::Log),
        argument: Argument::Nothing,
        parse: |word, args| match args {
            [all] if is_all_word(&all.to_lowercase()) => Ok(Command::WholeLog),
            _ => no_words(word, args, Command::Show(Info::Log)),
        },
    },
    Entry {
        id: CommandId::Show(Info::Rules),
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Show(Info::Rules)),
    },
    Entry {
        id: CommandId::Show(Info::Hint),
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Show(Info::Hint)),
    },
    Entry {
        id: CommandId::Show(Info::Legal),
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Show(Info::Legal)),
    },
    Entry {
        id: CommandId::Show(Info::Dump),
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Show(Info::Dump)),
    },
    Entry {
        id: CommandId::Save,
        argument: Argument::Slot,
        parse: |word, args| slot(word, args).map(Command::Save),
    },
    Entry {
        id: CommandId::Load,
        argument: Argument::Slot,
        parse: |word, args| slot(word, args).map(Command::Load),
    },
    Entry {
        id: CommandId::Saves,
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Saves),
    },
    Entry {
        id: CommandId::New,
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::New),
    },
    Entry {
        id: CommandId::Help,
        argument: Argument::Topic,
        parse: |_, args| Ok(Command::Help(help_word(args))),
    },
    Entry {
        id: CommandId::Quit,
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Quit),
    },
];

#[cfg(test)]
mod tests {
    use super::super::WordsError;
    use super::*;

    #[test]
    fn every_word_names_one_command_and_parses_as_it() {
        for lang in Lang::ALL {
            let all: Vec<&str> = words_in(lang).collect();
            for word in &all {
                assert_eq!(all.iter().filter(|w| *w == word).count(), 1, "{word} is in the table twice");
                assert!(!matches!(word.parse::<Command>(), Err(CommandError::Unknown { .. })), "{word}");
                let entries =
                    COMMANDS.iter().filter(|e| Lang::ALL.iter().any(|l| e.words_in(*l).contains(word)));
                assert_eq!(entries.count(), 1, "{word} names two commands");
            }
        }
    }

    #[test]
    fn near_misses_are_no_command_words() {
        for lang in Lang::ALL {
            for entry in COMMANDS {
                for word in lang.command_text(entry.id).near_misses {
                    assert!(find(word).is_none(), "{word} is a command");
                    assert_eq!(suggest(&[&*lang], word), entry.name_in(lang));
                }
            }
        }
    }

    #[test]
    fn german_umlauts_have_their_ascii_spellings() {
        for entry in COMMANDS {
            let words = entry.words_in(Lang::De);
            for word in words {
                let ascii = word.replace('ä', "ae").replace('ö', "oe").replace('ü', "ue");
                assert!(words.contains(&ascii.as_str()), "{word} without {ascii}");
            }
        }
    }

    #[test]
    fn german_help_texts_fit_80_columns() {
        for entry in COMMANDS {
            let text = Lang::De.command_text(entry.id);
            for line in text.detail.lines().chain([text.usage.as_str(), text.summary.as_str()]) {
                assert!(line.chars().count() <= 80, "{line}");
            }
            assert!(text.usage.chars().count() <= 36, "{}", text.usage);
            assert!(text.summary.chars().count() <= 41, "{}", text.summary);
        }
    }

    #[test]
    fn unknown_words_get_a_suggestion() {
        let refusal = |line: &str| line.parse::<Command>().unwrap_err().to_string();
        let abfuhr =
            |line: &str| super::super::command_error(Lang::De, &line.parse::<Command>().unwrap_err());
        assert_eq!(abfuhr("tschuess"), "unbekannter Befehl 'tschuess': versuch 'beenden'");
        assert_eq!(abfuhr("xyzzy"), "unbekannter Befehl 'xyzzy': versuch 'hilfe'");
        assert_eq!(
            abfuhr("aufhoeren jetzt"),
            "'beenden' steht allein, 'jetzt' ist zu viel: siehe 'hilfe beenden'"
        );
        assert_eq!(refusal("bye"), "unknown command 'bye': try 'quit'");
        assert_eq!(refusal("place"), "unknown command 'place': try 'lay'");
        assert_eq!(refusal("cha"), "unknown command 'cha': try 'chains'");
        assert_eq!(refusal("xyzzy"), "unknown command 'xyzzy': try 'help'");
        assert_eq!(refusal("\u{7}x"), "unknown command '?x': try 'help'");
        assert_eq!(refusal("BYE"), "unknown command 'BYE': try 'quit'");
        assert_eq!(refusal(""), "unknown command '': try 'help'");
    }

    #[test]
    fn refusals_name_the_word_typed_or_the_command_help_knows() {
        let refusal = |line: &str| line.parse::<Command>().unwrap_err().to_string();
        assert_eq!(refusal("play"), "play needs a tile, e.g. 'lay 7E'");
        assert_eq!(refusal("play 7E 6d"), "'lay' takes one tile, e.g. 'lay 7E': '6d' is one word too many");
        assert_eq!(refusal("exit now"), "'quit' takes nothing more, but got 'now': see 'help quit'");
        assert_eq!(refusal("load"), "load needs a slot name, e.g. 'load monday'");
    }

    #[test]
    fn every_information_word_parses() {
        let p = |line: &str| line.parse::<Command>();
        let infos = [
            ("board", Info::Board),
            ("hand", Info::Hand),
            ("chains", Info::Chains),
            ("players", Info::Players),
            ("log", Info::Log),
            ("rules", Info::Rules),
            ("hint", Info::Hint),
            ("legal", Info::Legal),
            ("zulässig", Info::Legal),
            ("dump", Info::Dump),
        ];
        for all in ["log all", "LOG ALL", "protokoll alles", "protokoll alle", "log alles"] {
            assert_eq!(p(all), Ok(Command::WholeLog), "{all}");
        }
        assert!(p("log all all").is_err() && p("log 30").is_err());
        for (word, info) in infos {
            assert_eq!(p(word), Ok(Command::Show(info)));
            assert_eq!(p(&word.to_uppercase()), Ok(Command::Show(info)));
            let extra = p(&format!("{word} x"));
            assert!(matches!(extra, Err(CommandError::Words { problem: WordsError::Extra { .. }, .. })));
        }
        assert_eq!(p("end"), Ok(Command::End));
        assert_eq!(p("announce"), Ok(Command::Announce));
        assert_eq!(p("quit"), Ok(Command::Quit));
        assert_eq!(p("exit"), Ok(Command::Quit));
        // The German prompts say "beende deinen Zug": `beende` ends the turn, `beenden` quits.
        assert_eq!(p("beende"), Ok(Command::End));
        assert_eq!(p("beenden"), Ok(Command::Quit));
        assert_eq!(p("help"), Ok(Command::Help(None)));
        assert_eq!(p("help buy"), Ok(Command::Help(Some("buy".to_string()))));
    }
}
