//! Every command, once: its words, how it is typed and explained, how it is parsed, and what
//! Tab completes after it.
//!
//! [`COMMANDS`] is the one table of the console's vocabulary (as ripgrep's `flags/defs.rs` is for
//! its flags). Parsing looks a typed word up here and calls the entry's `parse`; `help` lists the
//! entries' usages and summaries, `help WORD` shows an entry's detail; an unknown word is
//! answered with an entry's name (from its near misses, or by prefix); and Tab completes the
//! entries' words and, after a word, what the entry's [`Argument`] says. To add a command, add
//! an entry: everything else follows.

use super::{
    Command, CommandError, Info, chain_word, help_word, no_words, parse_buy, parse_disposal, slot, tile,
};

/// Everything about one command.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The command word and its synonyms; the first is its name, which `help` shows.
    pub words: &'static [&'static str],
    /// Words that are no command but mean this one (`bye` for `quit`): typed, they are
    /// answered with "try 'quit'".
    pub near_misses: &'static [&'static str],
    /// How to type it, for `help` and `help WORD`.
    pub usage: &'static str,
    /// One line for the `help` overview.
    pub summary: &'static str,
    /// More, for `help WORD`.
    pub detail: &'static str,
    /// What follows the word, for Tab completion.
    pub argument: Argument,
    /// Reads the words after the command word (lowercase), given the command word as the
    /// table spells it (one of `words`).
    pub parse: fn(&'static str, &[&str]) -> Result<Command, CommandError>,
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
    /// The word `help` shows for this command, like `lay` (not `play`).
    pub fn name(&self) -> &'static str {
        self.words[0]
    }
}

/// The entry a command word names, with the word as the table spells it.
///
/// ```
/// use bauloewe::console::command::table::find;
/// assert_eq!(find("play").map(|(word, entry)| (word, entry.name())), Some(("play", "lay")));
/// assert!(find("bye").is_none());
/// ```
pub fn find(word: &str) -> Option<(&'static str, &'static Entry)> {
    COMMANDS.iter().find_map(|entry| entry.words.iter().find(|w| **w == word).map(|w| (*w, entry)))
}

/// Every command word, in the order of the table.
pub fn words() -> impl Iterator<Item = &'static str> {
    COMMANDS.iter().flat_map(|entry| entry.words.iter().copied())
}

/// The command someone probably meant by a word that is none: a near miss's command, else the
/// first command word that starts with it, else one a typo away (a letter more, less, changed,
/// or two swapped), else `help`.
///
/// ```
/// use bauloewe::console::command::table::suggest;
/// assert_eq!((suggest("bye"), suggest("cha"), suggest("xyzzy")), ("quit", "chains", "help"));
/// assert_eq!((suggest("lya"), suggest("buyy"), suggest("hnad")), ("lay", "buy", "hand"));
/// ```
pub fn suggest(word: &str) -> &'static str {
    if let Some(entry) = COMMANDS.iter().find(|entry| entry.near_misses.contains(&word)) {
        return entry.name();
    }
    let prefix = words().find(|w| !word.is_empty() && w.starts_with(word));
    prefix.or_else(|| words().find(|w| one_typo_apart(w, word))).unwrap_or("help")
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
pub const COMMANDS: [Entry; 25] = [
    Entry {
        words: &["lay", "play"],
        near_misses: &["place", "put"],
        usage: "lay 7E",
        summary: "place a tile from your hand",
        detail: "Places a tile from your hand (R10.1). Any case works: 'lay 7e'. 'play' means the same.\n\
                 Your playable tiles are marked * on the board; 'hand' says what each would do.",
        argument: Argument::Tile,
        parse: |word, args| tile(word, args).map(Command::Lay),
    },
    Entry {
        words: &["found"],
        near_misses: &[],
        usage: "found Aurora",
        summary: "name the chain your tile founds",
        detail: "After a tile that touches lone hotels only, name any chain not on the board (R11).\n\
                 You get one free share. Any unambiguous prefix works: 'found au'.",
        argument: Argument::Chain,
        parse: |word, args| chain_word(word, args).map(Command::Found),
    },
    Entry {
        words: &["survivor"],
        near_misses: &["merge"],
        usage: "survivor Aurora",
        summary: "pick the survivor of tied largest chains",
        detail: "When two or more of the largest chains in a merger are equally large, the player\n\
                 who placed the tile picks the one that survives (R14.2).",
        argument: Argument::Chain,
        parse: |word, args| chain_word(word, args).map(Command::Survivor),
    },
    Entry {
        words: &["defunct"],
        near_misses: &[],
        usage: "defunct Zugvogel",
        summary: "order equally large defunct chains",
        detail: "Defunct chains are handled from largest to smallest; ties are ordered by the\n\
                 player who placed the tile (R14.3).",
        argument: Argument::Chain,
        parse: |word, args| chain_word(word, args).map(Command::Defunct),
    },
    Entry {
        words: &["sell"],
        near_misses: &[],
        usage: "sell 3 | sell all | sell 2 trade 4",
        summary: "sell defunct shares (the rest is kept)",
        detail: "In a merger, sells shares of the defunct chain at its price before the merger\n\
                 (R14.4.2). Combine with trade: 'sell 2 trade 4'. Shares not sold or traded are kept.",
        argument: Argument::Amount,
        parse: |word, args| parse_disposal(word, args).map(Command::Dispose),
    },
    Entry {
        words: &["trade"],
        near_misses: &[],
        usage: "trade 4 | trade all",
        summary: "trade defunct shares 2 for 1 survivor",
        detail: "Hands in an even number of defunct shares for half as many survivor shares,\n\
                 as long as the bank has them (R14.4.2). 'trade all' trades as many as allowed.",
        argument: Argument::Amount,
        parse: |word, args| parse_disposal(word, args).map(Command::Dispose),
    },
    Entry {
        words: &["keep"],
        near_misses: &[],
        usage: "keep",
        summary: "keep all your defunct shares",
        detail: "Keeps every share of the defunct chain. They are worth nothing unless the chain\n\
                 is founded again.",
        argument: Argument::Nothing,
        parse: |word, args| parse_disposal(word, args).map(Command::Dispose),
    },
    Entry {
        words: &["buy"],
        near_misses: &[],
        usage: "buy Aurora Zug | buy 2 Aurora 1 Zug",
        summary: "buy up to 3 shares this turn",
        detail: "Buys shares of chains on the board at their price (R10.2): at most 3 a turn, in\n\
                 one command or several. A command buys all its shares or none.",
        argument: Argument::Chain,
        parse: |_, args| parse_buy(args).map(Command::Buy),
    },
    Entry {
        words: &["end"],
        near_misses: &["pass", "done"],
        usage: "end",
        summary: "end your turn and draw up to 6 tiles",
        detail: "Ends your turn: dead tiles are replaced, you draw up to 6 tiles, the next player\n\
                 goes (R10.3).",
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::End),
    },
    Entry {
        words: &["announce"],
        near_misses: &[],
        usage: "announce",
        summary: "announce the end of the game (R16)",
        detail: "Allowed in your turn when a chain has 41 hotels (25 in a quick game) or every chain\n\
                 on the board is safe. You finish your turn, then the game is scored.",
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Announce),
    },
    Entry {
        words: &["undo"],
        near_misses: &[],
        usage: "undo",
        summary: "take back your last decision",
        detail: "Takes back your last decision (a whole command, like 'buy 2 au 1 zug'), and the\n\
                 computer players' moves after it. Only when you are the only person playing, and\n\
                 not once a tile you had not seen was shown to you (your draw, a replaced dead tile).",
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Undo),
    },
    Entry {
        words: &["board"],
        near_misses: &["map"],
        usage: "board",
        summary: "show the board",
        detail: "Shows the board: . empty, # lone hotel, a chain's code on its hotels, * your\n\
                 playable tiles.",
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Show(Info::Board)),
    },
    Entry {
        words: &["hand"],
        near_misses: &["tiles"],
        usage: "hand",
        summary: "show your tiles and what each would do",
        detail: "Shows your tiles and, for each, whether it is playable and what it would do:\n\
                 found, grow, merge, or why not (eighth chain R12, dead R13).",
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Show(Info::Hand)),
    },
    Entry {
        words: &["chains"],
        near_misses: &[],
        usage: "chains",
        summary: "chains: size, price, bank, bonus holders",
        detail: "Shows every chain on the board with its size, share price (R7), whether it is safe\n\
                 (R15), the bank's shares, and who would get the majority and minority bonuses now.",
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Show(Info::Chains)),
    },
    Entry {
        words: &["players"],
        near_misses: &["status"],
        usage: "players",
        summary: "show players: cash, shares, net worth",
        detail: "Shows each player's cash, shares per chain and net worth (cash plus shares at\n\
                 today's prices). > marks whose turn it is.",
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Show(Info::Players)),
    },
    Entry {
        words: &["log"],
        near_misses: &[],
        usage: "log",
        summary: "show what happened recently",
        detail: "Shows the last events of the game as sentences.",
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Show(Info::Log)),
    },
    Entry {
        words: &["rules"],
        near_misses: &[],
        usage: "rules",
        summary: "the rules in short",
        detail: "Shows a summary of the rules; the rule ids (R1 to R19) match the messages.",
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Show(Info::Rules)),
    },
    Entry {
        words: &["hint"],
        near_misses: &["h"],
        usage: "hint",
        summary: "what the strongest computer would do",
        detail: "The tycoon thinks about your decision (about a second) and answers with an action and \
                 a one-line reason, like 'lay 7E: merges Zugvogel into Aurora; you hold the Zugvogel \
                 majority (bonus 3000)'. It sees only what you see.",
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Show(Info::Hint)),
    },
    Entry {
        words: &["dump"],
        near_misses: &[],
        usage: "dump",
        summary: "print the game as a position file",
        detail: "Prints the game as a position file, which '--position FILE' starts from. It shows \
                 every hand and the pool order, so with several humans at one keyboard it is refused (R19).",
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Show(Info::Dump)),
    },
    Entry {
        words: &["save"],
        near_misses: &[],
        usage: "save NAME",
        summary: "save the game in a slot",
        detail: "Saves the game as saves/NAME.save (the folder can be changed with --save-dir).\n\
                 NAME is 1 to 40 letters, digits, '-' and '_'. Saving again over a slot replaces it.",
        argument: Argument::Slot,
        parse: |word, args| slot(word, args, "a slot name, e.g. 'save monday'").map(Command::Save),
    },
    Entry {
        words: &["load"],
        near_misses: &[],
        usage: "load NAME",
        summary: "load a saved game, replacing this one",
        detail: "Loads the game saved in slot NAME and goes on from there. A file that is missing,\n\
                 cut off or damaged is refused, and the game you are playing goes on unchanged.",
        argument: Argument::Slot,
        parse: |word, args| slot(word, args, "a slot name, e.g. 'load monday'").map(Command::Load),
    },
    Entry {
        words: &["saves"],
        near_misses: &[],
        usage: "saves",
        summary: "list the save slots",
        detail: "Lists each save slot with its players, turn, leader and when it was saved;\n\
                 files that do not load are listed as broken, with the reason.",
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Saves),
    },
    Entry {
        words: &["new"],
        near_misses: &["again", "restart"],
        usage: "new",
        summary: "after the end: deal again, same seats",
        detail: "When the game is over, deals a new one with the same players and computer levels\n\
                 and a fresh seed (told, so that --seed replays it). During a game it is refused:\n\
                 'quit' leaves (offering to save), and '--seed' starts a chosen deal.",
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::New),
    },
    Entry {
        words: &["help", "?"],
        near_misses: &[],
        usage: "help [WORD]",
        summary: "list the commands, or explain one",
        detail: "'help' lists the commands; 'help buy' explains one.",
        argument: Argument::Topic,
        parse: |_, args| Ok(Command::Help(help_word(args))),
    },
    Entry {
        words: &["quit", "exit"],
        near_misses: &["bye", "q"],
        usage: "quit",
        summary: "leave the game",
        detail: "Leaves the program. If the game has changed since it was last saved, you are asked\n\
                 whether to save it first (to the slot 'autosave'); from a script or a pipe it is\n\
                 saved there without asking.",
        argument: Argument::Nothing,
        // Refusals name the command `help` knows: "'quit' takes nothing more" also for `exit`.
        parse: |_, args| no_words("quit", args, Command::Quit),
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_names_one_command_and_parses_as_it() {
        let all: Vec<&str> = words().collect();
        for word in &all {
            assert_eq!(all.iter().filter(|w| *w == word).count(), 1, "{word} is in the table twice");
            assert!(!matches!(word.parse::<Command>(), Err(CommandError::Unknown { .. })), "{word}");
        }
    }

    #[test]
    fn near_misses_are_no_command_words() {
        for entry in COMMANDS {
            for word in entry.near_misses {
                assert!(find(word).is_none(), "{word} is a command");
                assert_eq!(suggest(word), entry.name());
            }
        }
    }

    #[test]
    fn unknown_words_get_a_suggestion() {
        let refusal = |line: &str| line.parse::<Command>().unwrap_err().to_string();
        assert_eq!(refusal("bye"), "unknown command 'bye': try 'quit'");
        assert_eq!(refusal("place"), "unknown command 'place': try 'lay'");
        assert_eq!(refusal("cha"), "unknown command 'cha': try 'chains'");
        assert_eq!(refusal("xyzzy"), "unknown command 'xyzzy': try 'help'");
        assert_eq!(refusal("\u{7}x"), "unknown command '?x': try 'help'");
        assert_eq!(refusal(""), "unknown command '': try 'help'");
    }

    #[test]
    fn refusals_name_the_word_typed_or_the_command_help_knows() {
        let refusal = |line: &str| line.parse::<Command>().unwrap_err().to_string();
        assert_eq!(refusal("play"), "play needs a tile, e.g. 'lay 7E'");
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
            ("dump", Info::Dump),
        ];
        for (word, info) in infos {
            assert_eq!(p(word), Ok(Command::Show(info)));
            assert_eq!(p(&word.to_uppercase()), Ok(Command::Show(info)));
            assert!(matches!(p(&format!("{word} x")), Err(CommandError::Extra { .. })));
        }
        assert_eq!(p("end"), Ok(Command::End));
        assert_eq!(p("announce"), Ok(Command::Announce));
        assert_eq!(p("quit"), Ok(Command::Quit));
        assert_eq!(p("exit"), Ok(Command::Quit));
        assert_eq!(p("help"), Ok(Command::Help(None)));
        assert_eq!(p("help buy"), Ok(Command::Help(Some("buy".to_string()))));
    }
}
