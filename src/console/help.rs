//! The words of `help`, `help WORD` and `rules`.
//!
//! Each command has one [`Topic`]: a usage line, a one-line summary for `help`, and a few
//! lines for `help WORD`. A new command gets a new entry in [`TOPICS`], and `help` lists it.

use std::fmt;

use crate::notation::text::quote;

/// Help for one command.
#[derive(Clone, Copy, Debug)]
pub struct Topic {
    /// The command word and its synonyms; the first is the one shown.
    pub words: &'static [&'static str],
    /// How to type it.
    pub usage: &'static str,
    /// One line for the `help` overview.
    pub summary: &'static str,
    /// More, for `help WORD`.
    pub detail: &'static str,
}

/// Every command, in the order `help` lists them.
pub const TOPICS: [Topic; 24] = [
    Topic {
        words: &["lay", "play"],
        usage: "lay 7E",
        summary: "place a tile from your hand",
        detail: "Places a tile from your hand (R10.1). Any case works: 'lay 7e'. 'play' means the same.\n\
                 Your playable tiles are marked * on the board; 'hand' says what each would do.",
    },
    Topic {
        words: &["found"],
        usage: "found Aurora",
        summary: "name the chain your tile founds",
        detail: "After a tile that touches lone hotels only, name any chain not on the board (R11).\n\
                 You get one free share. Any unambiguous prefix works: 'found au'.",
    },
    Topic {
        words: &["survivor"],
        usage: "survivor Aurora",
        summary: "pick the survivor when the largest merging chains tie",
        detail: "When two or more of the largest chains in a merger are equally large, the player\n\
                 who placed the tile picks the one that survives (R14.2).",
    },
    Topic {
        words: &["defunct"],
        usage: "defunct Zugvogel",
        summary: "pick which of equally large defunct chains goes first",
        detail: "Defunct chains are handled from largest to smallest; ties are ordered by the\n\
                 player who placed the tile (R14.3).",
    },
    Topic {
        words: &["sell"],
        usage: "sell 3 | sell all | sell 2 trade 4",
        summary: "sell defunct shares to the bank (the rest is kept)",
        detail: "In a merger, sells shares of the defunct chain at its price before the merger\n\
                 (R14.4.2). Combine with trade: 'sell 2 trade 4'. Shares not sold or traded are kept.",
    },
    Topic {
        words: &["trade"],
        usage: "trade 4 | trade all",
        summary: "trade defunct shares two for one into the survivor",
        detail: "Hands in an even number of defunct shares for half as many survivor shares,\n\
                 as long as the bank has them (R14.4.2). 'trade all' trades as many as allowed.",
    },
    Topic {
        words: &["keep"],
        usage: "keep",
        summary: "keep all your defunct shares",
        detail: "Keeps every share of the defunct chain. They are worth nothing unless the chain\n\
                 is founded again.",
    },
    Topic {
        words: &["buy"],
        usage: "buy Aurora Zug | buy 2 Aurora 1 Zug",
        summary: "buy up to 3 shares this turn",
        detail: "Buys shares of chains on the board at their price (R10.2): at most 3 a turn, in\n\
                 one command or several. A command buys all its shares or none.",
    },
    Topic {
        words: &["end"],
        usage: "end",
        summary: "end your turn (you draw back up to 6 tiles)",
        detail: "Ends your turn: dead tiles are replaced, you draw up to 6 tiles, the next player\n\
                 goes (R10.3).",
    },
    Topic {
        words: &["announce"],
        usage: "announce",
        summary: "announce the end of the game (R16)",
        detail: "Allowed in your turn when a chain has 41 hotels (25 in a quick game) or every chain\n\
                 on the board is safe. You finish your turn, then the game is scored.",
    },
    Topic {
        words: &["undo"],
        usage: "undo",
        summary: "take back your last decision",
        detail: "Takes back your last decision (a whole command, like 'buy 2 au 1 zug'), and the\n\
                 computer players' moves after it. Only when you are the only person playing, and\n\
                 not once a tile you had not seen was shown to you (your draw, a replaced dead tile).",
    },
    Topic {
        words: &["board"],
        usage: "board",
        summary: "show the board",
        detail: "Shows the board: . empty, # lone hotel, a chain's code on its hotels, * your\n\
                 playable tiles.",
    },
    Topic {
        words: &["hand"],
        usage: "hand",
        summary: "show your tiles and what each would do",
        detail: "Shows your tiles and, for each, whether it is playable and what it would do:\n\
                 found, grow, merge, or why not (eighth chain R12, dead R13).",
    },
    Topic {
        words: &["chains"],
        usage: "chains",
        summary: "show chains: size, price, safe, bank stock, majority and minority holders",
        detail: "Shows every chain on the board with its size, share price (R7), whether it is safe\n\
                 (R15), the bank's shares, and who would get the majority and minority bonuses now.",
    },
    Topic {
        words: &["players"],
        usage: "players",
        summary: "show players: cash, shares, net worth",
        detail: "Shows each player's cash, shares per chain and net worth (cash plus shares at\n\
                 today's prices). > marks whose turn it is.",
    },
    Topic {
        words: &["log"],
        usage: "log",
        summary: "show what happened recently",
        detail: "Shows the last events of the game as sentences.",
    },
    Topic {
        words: &["rules"],
        usage: "rules",
        summary: "the rules in short",
        detail: "Shows a summary of the rules; the rule ids (R1 to R19) match the messages.",
    },
    Topic {
        words: &["hint"],
        usage: "hint",
        summary: "ask the strongest computer player what it would do",
        detail: "The tycoon thinks about your decision (about a second) and answers with an action and \
                 a one-line reason, like 'lay 7E: merges Zugvogel into Aurora; you hold the Zugvogel \
                 majority (bonus 3000)'. It sees only what you see.",
    },
    Topic {
        words: &["dump"],
        usage: "dump",
        summary: "print the position file of the current game",
        detail: "Prints the game as a position file, which '--position FILE' starts from. It shows \
                 every hand and the pool order, so with several humans at one keyboard it is refused (R19).",
    },
    Topic {
        words: &["save"],
        usage: "save NAME",
        summary: "save the game in a slot",
        detail: "Saves the game as saves/NAME.save (the folder can be changed with --save-dir).\n\
                 NAME is 1 to 40 letters, digits, '-' and '_'. Saving again over a slot replaces it.",
    },
    Topic {
        words: &["load"],
        usage: "load NAME",
        summary: "load a saved game, replacing this one",
        detail: "Loads the game saved in slot NAME and goes on from there. A file that is missing,\n\
                 cut off or damaged is refused, and the game you are playing goes on unchanged.",
    },
    Topic {
        words: &["saves"],
        usage: "saves",
        summary: "list the save slots",
        detail: "Lists each save slot with its players, turn, leader and when it was saved;\n\
                 files that do not load are listed as broken, with the reason.",
    },
    Topic {
        words: &["help", "?"],
        usage: "help [WORD]",
        summary: "list the commands, or explain one",
        detail: "'help' lists the commands; 'help buy' explains one.",
    },
    Topic {
        words: &["quit", "exit"],
        usage: "quit",
        summary: "leave the game",
        detail: "Leaves the program. If the game has changed since it was last saved, you are asked\n\
                 whether to save it first (to the slot 'autosave'); from a script or a pipe it is\n\
                 saved there without asking.",
    },
];

/// The `help` overview: one line per command.
pub fn overview() -> String {
    let mut text = String::from("Commands (any case; chains by any unambiguous prefix):\n");
    for topic in TOPICS {
        text.push_str(&format!("  {:<36} {}\n", topic.usage, topic.summary));
    }
    text.push_str("Type 'help WORD' for more on one command.\n");
    text
}

/// `help WORD`: the details of one command, or why there are none.
///
/// ```
/// use bauloewe::console::help::{UnknownTopic, topic};
/// assert!(topic("Buy")?.starts_with("buy Aurora Zug"));
/// assert_eq!(topic("bye"), Err(UnknownTopic("bye".to_string())));
/// # Ok::<(), UnknownTopic>(())
/// ```
pub fn topic(word: &str) -> Result<String, UnknownTopic> {
    let word = word.to_lowercase();
    let found = TOPICS.iter().find(|t| t.words.contains(&word.as_str()));
    match found {
        Some(topic) => Ok(format!("{}\n{}\n", topic.usage, topic.detail)),
        None => Err(UnknownTopic(quote(&word))),
    }
}

/// Why `help WORD` explains nothing: the word (shortened) is no command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownTopic(pub String);

impl fmt::Display for UnknownTopic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no help on '{}': 'help' lists the commands", self.0)
    }
}

impl std::error::Error for UnknownTopic {}

/// The rules in short, for the `rules` command.
pub const RULES_IN_SHORT: &str = "\
The rules in short (the ids match messages and RULES.md):
- R1 The board has 12 columns x 9 rows, 1A to 12I. R2 You hold 6 tiles, secret.
- R10 Your turn: place a tile (if you can), buy 0-3 shares of chains on the board, draw.
- R11 A tile touching lone hotels founds a chain (you name it and get a free share); touching
  one chain grows it; touching two or more merges them.
- R7 Share prices grow with a chain's size; Aurora and Koenigshof cost 200 more, Bergfried,
  Uferblick and Morgenrot 100 more than Zugvogel and Ankerplatz.
- R14 In a merger the largest chain survives. Each defunct chain pays its majority (10 x price)
  and minority (5 x price) bonuses; then each holder sells, trades 2 for 1, or keeps shares.
- R12 A tile that would found an eighth chain waits. R13 A tile between two safe chains is
  dead and replaced. R15 A chain of 11 or more hotels is safe: it can't be merged away.
- R16 End: in your turn, announce when a chain has 41 hotels or all chains are safe.
  R17 The game also ends when nobody can place a tile from an empty pool.
- R18 Scoring: bonuses are paid, every share is sold at its price; the most cash wins.
";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::console::command::COMMAND_WORDS;

    #[test]
    fn every_command_word_has_help() {
        for word in COMMAND_WORDS {
            assert!(topic(word).is_ok(), "{word}");
        }
        assert!(topic("BUY").unwrap().starts_with("buy Aurora"));
        assert_eq!(topic("xyz"), Err(UnknownTopic("xyz".to_string())));
        assert_eq!(topic("xyz").unwrap_err().to_string(), "no help on 'xyz': 'help' lists the commands");
    }

    #[test]
    fn overview_has_one_line_per_command() {
        assert_eq!(overview().lines().count(), TOPICS.len() + 2);
    }
}
