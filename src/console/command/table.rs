//! Every command, once: its words, how it is typed and explained, how it is parsed, and what
//! Tab completes after it.
//!
//! [`COMMANDS`] is the one table of the console's vocabulary (as ripgrep's `flags/defs.rs` is for
//! its flags). Parsing looks a typed word up here and calls the entry's `parse`; `help` lists the
//! entries' usages and summaries, `help WORD` shows an entry's detail; an unknown word is
//! answered with an entry's name (from its near misses, or by prefix); and Tab completes the
//! entries' words and, after a word, what the entry's [`Argument`] says. To add a command, add
//! an entry: everything else follows.
//!
//! Each entry has its words twice: English, and German in its [`German`] part (`lege` for
//! `lay`). Both are understood in either language; `help`, Tab and the suggestions for a word
//! that is none speak the console's language. An entry without German words does not compile.

use super::{
    Command, CommandError, Info, chain_word, help_word, no_words, parse_buy, parse_disposal, slot, tile,
};
use crate::console::Lang;

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
    /// The same in German.
    pub de: German,
    /// What follows the word, for Tab completion.
    pub argument: Argument,
    /// Reads the words after the command word (lowercase), given the command word as the
    /// table spells it (one of `words`).
    pub parse: fn(&'static str, &[&str]) -> Result<Command, CommandError>,
}

/// An entry's German words: its command words (the first is its name), near misses, usage,
/// summary and detail, as in [`Entry`].
#[derive(Clone, Copy, Debug)]
pub struct German {
    /// The German command words; the first is the name `hilfe` shows. Spellings with ae, oe
    /// and ue for the umlauts are words too.
    pub words: &'static [&'static str],
    /// German words that are no command but mean this one.
    pub near_misses: &'static [&'static str],
    /// How to type it.
    pub usage: &'static str,
    /// One line for the `hilfe` overview.
    pub summary: &'static str,
    /// More, for `hilfe WORT`.
    pub detail: &'static str,
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

    /// The command's words in `lang`: `lay`, `play`, or `lege`.
    pub fn words_in(&self, lang: Lang) -> &'static [&'static str] {
        lang.pick(self.words, self.de.words)
    }

    /// The word `help` (or `hilfe`) shows for this command.
    pub fn name_in(&self, lang: Lang) -> &'static str {
        self.words_in(lang)[0]
    }

    /// How to type it, for `help`.
    pub fn usage_in(&self, lang: Lang) -> &'static str {
        lang.pick(self.usage, self.de.usage)
    }

    /// One line for the `help` overview.
    pub fn summary_in(&self, lang: Lang) -> &'static str {
        lang.pick(self.summary, self.de.summary)
    }

    /// More, for `help WORD`.
    pub fn detail_in(&self, lang: Lang) -> &'static str {
        lang.pick(self.detail, self.de.detail)
    }

    fn near_misses_in(&self, lang: Lang) -> &'static [&'static str] {
        lang.pick(self.near_misses, self.de.near_misses)
    }
}

/// The entry a command word of either language names, with the word as the table spells it.
///
/// ```
/// use bauloewe::console::command::table::find;
/// assert_eq!(find("play").map(|(word, entry)| (word, entry.name())), Some(("play", "lay")));
/// assert_eq!(find("lege").map(|(word, entry)| (word, entry.name())), Some(("lege", "lay")));
/// assert!(find("bye").is_none());
/// ```
pub fn find(word: &str) -> Option<(&'static str, &'static Entry)> {
    let named = |lang| {
        COMMANDS
            .iter()
            .find_map(|entry| entry.words_in(lang).iter().find(|w| **w == word).map(|w| (*w, entry)))
    };
    named(Lang::En).or_else(|| named(Lang::De))
}

/// Every English command word, in the order of the table.
pub fn words() -> impl Iterator<Item = &'static str> {
    words_in(Lang::En)
}

/// Every command word of `lang`, in the order of the table.
pub fn words_in(lang: Lang) -> impl Iterator<Item = &'static str> {
    COMMANDS.iter().flat_map(move |entry| entry.words_in(lang).iter().copied())
}

/// The command someone probably meant by a word that is none, in `lang`'s words: a near
/// miss's command, else the first command word that starts with it, else one a typo away (a
/// letter more, less, changed, or two swapped), else `help` (`hilfe`). In German, the English
/// near misses and words are tried after the German ones.
///
/// ```
/// use bauloewe::console::Lang;
/// use bauloewe::console::command::table::suggest;
/// assert_eq!((suggest(Lang::En, "bye"), suggest(Lang::En, "cha"), suggest(Lang::En, "xyzzy")), ("quit", "chains", "help"));
/// assert_eq!((suggest(Lang::En, "lya"), suggest(Lang::En, "buyy"), suggest(Lang::En, "hnad")), ("lay", "buy", "hand"));
/// assert_eq!((suggest(Lang::De, "tschüss"), suggest(Lang::De, "kau"), suggest(Lang::De, "bye")), ("aufhören", "kaufe", "aufhören"));
/// assert_eq!(suggest(Lang::De, "kauef"), "kaufe");
/// ```
pub fn suggest(lang: Lang, word: &str) -> &'static str {
    let tried: &[Lang] = lang.pick(&[Lang::En], &[Lang::De, Lang::En]);
    for near in tried {
        if let Some(entry) = COMMANDS.iter().find(|entry| entry.near_misses_in(*near).contains(&word)) {
            return entry.name_in(lang);
        }
    }
    let words = || tried.iter().flat_map(|words| words_in(*words));
    let prefix = words().find(|w| !word.is_empty() && w.starts_with(word));
    prefix.or_else(|| words().find(|w| one_typo_apart(w, word))).unwrap_or(lang.pick("help", "hilfe"))
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
        de: German {
            words: &["lege"],
            near_misses: &["setze", "spiele"],
            usage: "lege 7E",
            summary: "lege ein Plättchen aus deiner Hand",
            detail: "Legt ein Plättchen aus deiner Hand (R10.1). Groß oder klein ist egal: 'lege 7e'.\n\
                 Deine spielbaren Plättchen sind auf dem Brett mit * markiert; 'hand' sagt, was\n\
                 jedes tut.",
        },
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
        de: German {
            words: &["gründe", "gruende"],
            near_misses: &["gründen", "gruenden"],
            usage: "gründe Aurora",
            summary: "benenne die neue Kette",
            detail: "Nach einem Plättchen, das nur einzelne Hotels berührt, nenne eine Kette, die\n\
                 nicht auf dem Brett liegt (R11). Du bekommst eine Gründeraktie. Jeder eindeutige\n\
                 Anfang geht: 'gründe au'.",
        },
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
        de: German {
            words: &["überlebt", "ueberlebt"],
            near_misses: &["fusioniere"],
            usage: "überlebt Aurora",
            summary: "wähle bei Gleichstand, wer überlebt",
            detail: "Sind bei einer Fusion zwei oder mehr der größten Ketten gleich groß, wählt, wer\n\
                 das Plättchen gelegt hat, welche überlebt (R14.2).",
        },
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
        de: German {
            words: &["auflösen", "aufloesen"],
            near_misses: &["aufgelöst", "aufgeloest"],
            usage: "auflösen Zugvogel",
            summary: "wähle die zuerst aufgelöste Kette",
            detail: "Aufgelöste Ketten kommen von der größten zur kleinsten dran; bei Gleichstand\n\
                 wählt, wer das Plättchen gelegt hat (R14.3).",
        },
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
        de: German {
            words: &["verkaufe"],
            near_misses: &["verkaufen"],
            usage: "verkaufe 3 | verkaufe 2 tausche 4",
            summary: "verkaufe Aktien der aufgelösten Kette",
            detail: "Verkauft bei einer Fusion Aktien der aufgelösten Kette zu ihrem Preis vor der\n\
                 Fusion (R14.4.2). Mit tausche kombinierbar: 'verkaufe 2 tausche 4'; 'verkaufe\n\
                 alle' verkauft alle. Was du weder verkaufst noch tauschst, behältst du.",
        },
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
        de: German {
            words: &["tausche"],
            near_misses: &["tauschen"],
            usage: "tausche 4 | tausche alle",
            summary: "tausche 2 gegen 1 in die Überlebende",
            detail: "Gibt eine gerade Zahl Aktien der aufgelösten Kette ab, für halb so viele Aktien\n\
                 der Überlebenden, solange die Bank sie hat (R14.4.2). 'tausche alle' tauscht so\n\
                 viele wie erlaubt.",
        },
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
        de: German {
            words: &["behalte"],
            near_misses: &["behalten"],
            usage: "behalte",
            summary: "behalte alle Aktien der aufgelösten Kette",
            detail: "Behält jede Aktie der aufgelösten Kette. Sie sind nichts wert, bis die Kette neu\n\
                 gegründet wird.",
        },
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
        de: German {
            words: &["kaufe"],
            near_misses: &["kaufen"],
            usage: "kaufe Aurora Zug | kaufe 2 au 1 zug",
            summary: "kaufe bis zu 3 Aktien in diesem Zug",
            detail: "Kauft Aktien von Ketten auf dem Brett zu ihrem Preis (R10.2): höchstens 3 pro\n\
                 Zug, in einem Befehl oder mehreren. Ein Befehl kauft alle seine Aktien oder\n\
                 keine.",
        },
        argument: Argument::Chain,
        parse: |word, args| parse_buy(word, args).map(Command::Buy),
    },
    Entry {
        words: &["end"],
        near_misses: &["pass", "done"],
        usage: "end",
        summary: "end your turn and draw up to 6 tiles",
        detail: "Ends your turn: dead tiles are replaced, you draw up to 6 tiles, the next player\n\
                 goes (R10.3).",
        de: German {
            words: &["ende"],
            near_misses: &["weiter", "fertig"],
            usage: "ende",
            summary: "beende deinen Zug (du ziehst auf 6 nach)",
            detail: "Beendet deinen Zug: tote Plättchen werden ersetzt, du ziehst auf 6 Plättchen\n\
                 nach, der nächste Spieler ist dran (R10.3).",
        },
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
        de: German {
            words: &["beenden"],
            near_misses: &["schluss"],
            usage: "beenden",
            summary: "sage das Ende des Spiels an (R16)",
            detail: "Erlaubt in deinem Zug, wenn eine Kette 41 Hotels hat (25 im schnellen Spiel)\n\
                 oder jede Kette auf dem Brett sicher ist. Du spielst deinen Zug zu Ende, dann\n\
                 wird gewertet.",
        },
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
        de: German {
            words: &["zurück", "zurueck", "rückgängig", "rueckgaengig"],
            near_misses: &[],
            usage: "zurück",
            summary: "nimm deine letzte Entscheidung zurück",
            detail: "Nimmt deine letzte Entscheidung zurück (einen ganzen Befehl wie 'kaufe 2 au 1\n\
                 zug') und die Züge der Computer danach. Nur wenn du der einzige Mensch im Spiel\n\
                 bist, und nicht mehr, wenn du ein Plättchen gesehen hast, das du nicht kanntest\n\
                 (gezogen, ersetzt).",
        },
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
        de: German {
            words: &["brett"],
            near_misses: &["karte", "plan"],
            usage: "brett",
            summary: "zeige das Brett",
            detail: "Zeigt das Brett: . leer, # einzelnes Hotel, das Kürzel einer Kette auf ihren\n\
                 Hotels, * deine spielbaren Plättchen.",
        },
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
        de: German {
            words: &["hand"],
            near_misses: &["plättchen", "plaettchen"],
            usage: "hand",
            summary: "zeige deine Plättchen und was sie tun",
            detail: "Zeigt deine Plättchen und für jedes, ob es spielbar ist und was es täte:\n\
                 gründen, vergrößern, fusionieren, oder warum nicht (achte Kette R12, tot R13).",
        },
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
        de: German {
            words: &["ketten"],
            near_misses: &["kette"],
            usage: "ketten",
            summary: "zeige die Ketten: Größe, Preis, Prämien",
            detail: "Zeigt jede Kette auf dem Brett mit Größe, Aktienpreis (R7), ob sie sicher ist\n\
                 (R15), den Aktien der Bank, und wer jetzt die Mehrheits- und die\n\
                 Minderheitsprämie bekäme.",
        },
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
        de: German {
            words: &["spieler"],
            near_misses: &["stand"],
            usage: "spieler",
            summary: "zeige die Spieler: Geld, Aktien, Vermögen",
            detail: "Zeigt Geld, Aktien je Kette und Vermögen jedes Spielers (Geld plus Aktien zu\n\
                 heutigen Preisen). > zeigt, wer am Zug ist.",
        },
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Show(Info::Players)),
    },
    Entry {
        words: &["log"],
        near_misses: &[],
        usage: "log",
        summary: "show what happened recently",
        detail: "Shows the last events of the game as sentences.",
        de: German {
            words: &["protokoll"],
            near_misses: &["verlauf"],
            usage: "protokoll",
            summary: "zeige, was zuletzt geschah",
            detail: "Zeigt die letzten Ereignisse des Spiels als Sätze.",
        },
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::Show(Info::Log)),
    },
    Entry {
        words: &["rules"],
        near_misses: &[],
        usage: "rules",
        summary: "the rules in short",
        detail: "Shows a summary of the rules; the rule ids (R1 to R19) match the messages.",
        de: German {
            words: &["regeln"],
            near_misses: &["regel"],
            usage: "regeln",
            summary: "die Regeln in Kürze",
            detail: "Zeigt die Regeln in Kürze; die Regelnummern (R1 bis R19) passen zu den\n\
                 Meldungen.",
        },
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
        de: German {
            words: &["tipp"],
            near_misses: &["rat", "tip"],
            usage: "tipp",
            summary: "frage den stärksten Computer um Rat",
            detail: "Der Magnat denkt über deine Entscheidung nach (etwa eine Sekunde) und antwortet\n\
                 mit einem Zug und einem Grund in einer Zeile, etwa 'lege 7E: fusioniert Zugvogel\n\
                 mit Aurora, zahlt dir 3.000'. Er sieht nur, was du siehst.",
        },
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
        de: German {
            words: &["stellung"],
            near_misses: &[],
            usage: "stellung",
            summary: "gib die Stellungsdatei des Spiels aus",
            detail: "Gibt das Spiel als Stellungsdatei aus, mit der '--position DATEI' beginnt. Sie\n\
                 zeigt jede Hand und die Reihenfolge des Stapels; mit mehreren Menschen an einer\n\
                 Tastatur wird sie darum verweigert (R19).",
        },
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
        de: German {
            words: &["speichern"],
            near_misses: &["speichere", "sichern"],
            usage: "speichern NAME",
            summary: "speichere das Spiel unter einem Namen",
            detail: "Speichert das Spiel als saves/NAME.save (der Ordner lässt sich mit --save-dir\n\
                 ändern). NAME sind 1 bis 40 Buchstaben, Ziffern, '-' und '_'. Erneutes Speichern\n\
                 ersetzt ihn.",
        },
        argument: Argument::Slot,
        parse: |word, args| slot(word, args).map(Command::Save),
    },
    Entry {
        words: &["load"],
        near_misses: &[],
        usage: "load NAME",
        summary: "load a saved game, replacing this one",
        detail: "Loads the game saved in slot NAME and goes on from there. A file that is missing,\n\
                 cut off or damaged is refused, and the game you are playing goes on unchanged.",
        de: German {
            words: &["laden"],
            near_misses: &["lade"],
            usage: "laden NAME",
            summary: "lade ein gespeichertes Spiel",
            detail: "Lädt das unter NAME gespeicherte Spiel und macht dort weiter. Eine fehlende,\n\
                 abgeschnittene oder beschädigte Datei wird abgelehnt, und dein Spiel geht\n\
                 unverändert weiter.",
        },
        argument: Argument::Slot,
        parse: |word, args| slot(word, args).map(Command::Load),
    },
    Entry {
        words: &["saves"],
        near_misses: &[],
        usage: "saves",
        summary: "list the save slots",
        detail: "Lists each save slot with its players, turn, leader and when it was saved;\n\
                 files that do not load are listed as broken, with the reason.",
        de: German {
            words: &["spielstände", "spielstaende"],
            near_misses: &["spielstand"],
            usage: "spielstände",
            summary: "zeige die gespeicherten Spiele",
            detail: "Zeigt jeden Spielstand mit Spielern, Zug, wer vorn liegt und wann gespeichert\n\
                 wurde; Dateien, die sich nicht laden lassen, stehen als kaputt da, mit dem\n\
                 Grund.",
        },
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
        de: German {
            words: &["neu"],
            near_misses: &["nochmal", "neustart"],
            usage: "neu",
            summary: "teile nach dem Spielende neu aus",
            detail: "Ist das Spiel aus, teilt es ein neues aus, mit denselben Spielern und\n\
                 Computerstufen und einem neuen Startwert (genannt, damit --seed es wiederholt).\n\
                 Während eines Spiels wird es verweigert: 'aufhören' verlässt es (mit dem Angebot\n\
                 zu speichern).",
        },
        argument: Argument::Nothing,
        parse: |word, args| no_words(word, args, Command::New),
    },
    Entry {
        words: &["help", "?"],
        near_misses: &[],
        usage: "help [WORD]",
        summary: "list the commands, or explain one",
        detail: "'help' lists the commands; 'help buy' explains one.",
        de: German {
            words: &["hilfe"],
            near_misses: &["hilf"],
            usage: "hilfe [WORT]",
            summary: "zeige die Befehle oder erkläre einen",
            detail: "'hilfe' zeigt die Befehle; 'hilfe kaufe' erklärt einen.",
        },
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
        de: German {
            words: &["aufhören", "aufhoeren"],
            near_misses: &["tschüss", "tschuess", "raus"],
            usage: "aufhören",
            summary: "verlasse das Spiel",
            detail: "Verlässt das Programm. Hat sich das Spiel seit dem letzten Speichern geändert,\n\
                 wirst du gefragt, ob es erst gespeichert werden soll (unter 'autosave'); aus\n\
                 einem Skript oder einer Pipe wird es ohne Frage dort gespeichert.",
        },
        argument: Argument::Nothing,
        // Refusals name the command `help` knows: "'quit' takes nothing more" also for `exit`.
        parse: |word, args| {
            let name = if ["quit", "exit"].contains(&word) { "quit" } else { "aufhören" };
            no_words(name, args, Command::Quit)
        },
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_names_one_command_and_parses_as_it() {
        for lang in Lang::ALL {
            let all: Vec<&str> = words_in(lang).collect();
            for word in &all {
                assert_eq!(all.iter().filter(|w| *w == word).count(), 1, "{word} is in the table twice");
                assert!(!matches!(word.parse::<Command>(), Err(CommandError::Unknown { .. })), "{word}");
                let entries = COMMANDS.iter().filter(|e| e.words.contains(word) || e.de.words.contains(word));
                assert_eq!(entries.count(), 1, "{word} names two commands");
            }
        }
    }

    #[test]
    fn near_misses_are_no_command_words() {
        for lang in Lang::ALL {
            for entry in COMMANDS {
                for word in entry.near_misses_in(lang) {
                    assert!(find(word).is_none(), "{word} is a command");
                    assert_eq!(suggest(lang, word), entry.name_in(lang));
                }
            }
        }
    }

    #[test]
    fn german_umlauts_have_their_ascii_spellings() {
        for entry in COMMANDS {
            for word in entry.de.words {
                let ascii = word.replace('ä', "ae").replace('ö', "oe").replace('ü', "ue");
                assert!(entry.de.words.contains(&ascii.as_str()), "{word} without {ascii}");
            }
        }
    }

    #[test]
    fn german_help_texts_fit_80_columns() {
        for entry in COMMANDS {
            for line in entry.de.detail.lines().chain([entry.de.usage, entry.de.summary]) {
                assert!(line.chars().count() <= 80, "{line}");
            }
            assert!(entry.de.usage.chars().count() <= 36, "{}", entry.de.usage);
            assert!(entry.de.summary.chars().count() <= 41, "{}", entry.de.summary);
        }
    }

    #[test]
    fn unknown_words_get_a_suggestion() {
        let refusal = |line: &str| line.parse::<Command>().unwrap_err().to_string();
        let abfuhr =
            |line: &str| super::super::command_error(Lang::De, &line.parse::<Command>().unwrap_err());
        assert_eq!(abfuhr("tschuess"), "unbekannter Befehl 'tschuess': versuch 'aufhören'");
        assert_eq!(abfuhr("xyzzy"), "unbekannter Befehl 'xyzzy': versuch 'hilfe'");
        assert_eq!(
            abfuhr("aufhören jetzt"),
            "'aufhören' nimmt nichts weiter, bekam aber 'jetzt': siehe 'hilfe aufhören'"
        );
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
