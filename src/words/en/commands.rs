//! The English sentences of [`CommandWords`](crate::words::CommandWords).

use crate::command::Info;
use crate::command::id::CommandId;
use crate::rules::Action;
use crate::words::CommandWords;
use crate::words::commands::{CommandText, action_command, commands_typed, hint_line};
use crate::words::en::English;

impl CommandWords for English {
    fn command_text(&self, id: CommandId) -> CommandText {
        match id {
            CommandId::Lay => CommandText {
                words: &["lay", "play"],
                near_misses: &["place", "put"],
                usage: "lay 7E".into(),
                summary: "place a tile from your hand".into(),
                detail:
                    "Places a tile from your hand (R10.1). Any case works: 'lay 7e'. 'play' means the same.\n\
                 Your playable tiles are marked * on the board; 'hand' says what each would do."
                        .into(),
            },
            CommandId::Found => CommandText {
                words: &["found"],
                near_misses: &[],
                usage: "found Aurora".into(),
                summary: "name the chain your tile founds".into(),
                detail:
                    "After a tile that touches lone hotels only, name any chain not on the board (R11).\n\
                 You get one free share. Any unambiguous prefix works: 'found au'."
                        .into(),
            },
            CommandId::Survivor => CommandText {
                words: &["survivor"],
                near_misses: &["merge"],
                usage: "survivor Aurora".into(),
                summary: "pick the survivor of tied largest chains".into(),
                detail: "When two or more of the largest chains in a merger are equally large, the player\n\
                 who placed the tile picks the one that survives (R14.2)."
                    .into(),
            },
            CommandId::Defunct => CommandText {
                words: &["defunct"],
                near_misses: &[],
                usage: "defunct Zugvogel".into(),
                summary: "order equally large defunct chains".into(),
                detail: "Defunct chains are handled from largest to smallest; ties are ordered by the\n\
                 player who placed the tile (R14.3)."
                    .into(),
            },
            CommandId::Sell => CommandText {
                words: &["sell"],
                near_misses: &[],
                usage: "sell 3 | sell all | sell 2 trade 4".into(),
                summary: "sell defunct shares (the rest is kept)".into(),
                detail: "In a merger, sells shares of the defunct chain at its price before the merger\n\
                 (R14.4.2). Combine with trade: 'sell 2 trade 4'. 'sell all' sells the rest, so it\n\
                 comes last: 'trade 2 sell all'. Shares not sold or traded are kept."
                    .into(),
            },
            CommandId::Trade => CommandText {
                words: &["trade"],
                near_misses: &[],
                usage: "trade 4 | trade all".into(),
                summary: "trade defunct shares 2 for 1 survivor".into(),
                detail: "Hands in an even number of defunct shares for half as many survivor shares,\n\
                 as long as the bank has them (R14.4.2). 'trade all' trades as many as allowed."
                    .into(),
            },
            CommandId::Keep => CommandText {
                words: &["keep"],
                near_misses: &[],
                usage: "keep".into(),
                summary: "keep all your defunct shares".into(),
                detail: "Keeps every share of the defunct chain. They are worth nothing unless the chain\n\
                 is founded again."
                    .into(),
            },
            CommandId::Buy => CommandText {
                words: &["buy"],
                near_misses: &[],
                usage: "buy Aurora Zug | buy 2 Aurora 1 Zug".into(),
                summary: "buy up to 3 shares this turn".into(),
                detail: "Buys shares of chains on the board at their price (R10.2): at most 3 a turn, in\n\
                 one command or several. A command buys all its shares or none."
                    .into(),
            },
            CommandId::End => CommandText {
                words: &["end"],
                near_misses: &["pass", "done"],
                usage: "end".into(),
                summary: "end your turn and draw up to 6 tiles".into(),
                detail: "Ends your turn: dead tiles are replaced, you draw up to 6 tiles, the next player\n\
                 goes (R10.3)."
                    .into(),
            },
            CommandId::Announce => CommandText {
                words: &["announce"],
                near_misses: &[],
                usage: "announce".into(),
                summary: "announce the end of the game (R16)".into(),
                detail:
                    "Allowed in your turn when a chain has 41 hotels (25 in a quick game) or every chain\n\
                 on the board is safe. You finish your turn, then the game is scored."
                        .into(),
            },
            CommandId::Undo => CommandText {
                words: &["undo"],
                near_misses: &[],
                usage: "undo".into(),
                summary: "take back your last decision".into(),
                detail: "Takes back your last decision (a whole command, like 'buy 2 au 1 zug'), and the\n\
                 computer players' moves after it. Only when you are the only person playing, and\n\
                 not once a tile you had not seen was shown to you (your draw, a replaced dead tile)."
                    .into(),
            },
            CommandId::Show(Info::Board) => CommandText {
                words: &["board"],
                near_misses: &["map"],
                usage: "board".into(),
                summary: "show the board".into(),
                detail: "Shows the board: . empty, # lone hotel, a chain's code on its hotels, * your\n\
                 playable tiles."
                    .into(),
            },
            CommandId::Show(Info::Hand) => CommandText {
                words: &["hand"],
                near_misses: &["tiles"],
                usage: "hand".into(),
                summary: "show your tiles and what each would do".into(),
                detail: "Shows your tiles and, for each, whether it is playable and what it would do:\n\
                 found, grow, merge, or why not (eighth chain R12, dead R13)."
                    .into(),
            },
            CommandId::Show(Info::Chains) => CommandText {
                words: &["chains"],
                near_misses: &[],
                usage: "chains".into(),
                summary: "chains: size, price, bank, bonus holders".into(),
                detail:
                    "Shows every chain on the board with its size, share price (R7), whether it is safe\n\
                 (R15), the bank's shares, and who would get the majority and minority bonuses now."
                        .into(),
            },
            CommandId::Show(Info::Players) => CommandText {
                words: &["players"],
                near_misses: &["status"],
                usage: "players".into(),
                summary: "show players: cash, shares, net worth".into(),
                detail: "Shows each player's cash, shares per chain and net worth (cash plus shares at\n\
                 today's prices). > marks whose turn it is."
                    .into(),
            },
            CommandId::Show(Info::Log) => CommandText {
                words: &["log"],
                near_misses: &[],
                usage: "log | log all".into(),
                summary: "show what happened recently, or all of it".into(),
                detail: "Shows the last events of the game as sentences; 'log all' shows every one\n\
                         since the start."
                    .into(),
            },
            CommandId::Show(Info::Rules) => CommandText {
                words: &["rules"],
                near_misses: &[],
                usage: "rules".into(),
                summary: "the rules in short".into(),
                detail: "Shows a summary of the rules; the rule ids (R1 to R19) match the messages.".into(),
            },
            CommandId::Show(Info::Hint) => CommandText {
                words: &["hint"],
                near_misses: &["h"],
                usage: "hint".into(),
                summary: "what the strongest computer would do".into(),
                detail:
                    "The tycoon thinks about your decision (about a second) and answers with an action and \
                 a one-line reason, like 'lay 7E: merges Zugvogel into Aurora, paying you 3,000'. It sees \
                 only what you see."
                        .into(),
            },
            CommandId::Show(Info::Legal) => CommandText {
                words: &["legal"],
                near_misses: &["moves", "options"],
                usage: "legal".into(),
                summary: "every command you may give now".into(),
                detail: "Lists every command you may give now, one a line, as you would type it: each tile \
                 you may lay, each whole purchase ('buy 2 Aurora 1 Zugvogel'), each way to sell, trade \
                 and keep defunct shares, 'end', and 'announce' where the end may be announced (R16). \
                 Programs playing over the network ask it before they decide."
                    .into(),
            },
            CommandId::Show(Info::Dump) => CommandText {
                words: &["dump"],
                near_misses: &[],
                usage: "dump".into(),
                summary: "print the game as a position file".into(),
                detail: "Prints the game as a position file, which '--position FILE' starts from. It shows \
                 every hand and the pool order, so until the game is over it is refused at a table, and at \
                 a terminal with several humans (R19) or hidden holdings (V2). Locally from a script or a pipe it \
                 always works."
                    .into(),
            },
            CommandId::Show(Info::View) => CommandText {
                words: &["view"],
                near_misses: &[],
                usage: "view".into(),
                summary: "print what you see as a position file".into(),
                detail: "Prints the game as the deciding player sees it, in the notation of a position \
                 file ('dump'): the board, the cash and shares, your own tiles. Left out is what you may \
                 not see: the other hands, the pool and the seed, and with hidden holdings (V2) the \
                 others' cash and shares. A line '# unseen:' counts the tiles you cannot see. For \
                 programs playing over the network."
                    .into(),
            },
            CommandId::Save => CommandText {
                words: &["save"],
                near_misses: &[],
                usage: "save NAME".into(),
                summary: "save the game in a slot".into(),
                detail: "Saves the game as saves/NAME.save (the folder can be changed with --save-dir).\n\
                 NAME is 1 to 40 letters, digits, '-' and '_'. Saving again over a slot replaces it."
                    .into(),
            },
            CommandId::Load => CommandText {
                words: &["load"],
                near_misses: &[],
                usage: "load NAME".into(),
                summary: "load a saved game, replacing this one".into(),
                detail: "Loads the game saved in slot NAME and goes on from there. A file that is missing,\n\
                 cut off or damaged is refused, and the game you are playing goes on unchanged. At\n\
                 a terminal the game you leave stays in its autosave, and a line says where."
                    .into(),
            },
            CommandId::Saves => CommandText {
                words: &["saves"],
                near_misses: &[],
                usage: "saves".into(),
                summary: "list the save slots".into(),
                detail: "Lists each save slot with its players, turn, leader and when it was saved;\n\
                 files that do not load are listed as broken, with the reason."
                    .into(),
            },
            CommandId::New => CommandText {
                words: &["new"],
                near_misses: &["again", "restart"],
                usage: "new".into(),
                summary: "after the end: deal again, same seats".into(),
                detail: "When the game is over, deals a new one with the same players and computer levels\n\
                 and a fresh seed (told, so that --seed replays it). During a game it is refused:\n\
                 'quit' leaves (at a terminal the game stays saved), and '--seed' starts a chosen\n\
                 deal."
                    .into(),
            },
            CommandId::Help => CommandText {
                words: &["help", "?"],
                near_misses: &[],
                usage: "help [WORD]".into(),
                summary: "list the commands, or explain one".into(),
                detail: "'help' lists the commands a turn needs and names the others; 'help all' lists\n\
                         every command; 'help buy' explains one."
                    .into(),
            },
            CommandId::Quit => CommandText {
                words: &["quit", "exit"],
                near_misses: &["bye", "q"],
                usage: "quit".into(),
                summary: "leave the game".into(),
                detail: "Leaves the program. At a terminal the game is saved after every decision already\n\
                 (as 'autosave-1', 'autosave-2', ...), and 'bauloewe --continue' goes on with it;\n\
                 you are asked first only if saving failed. A script or a pipe saves nothing. To\n\
                 end the game with its final scoring, announce the end ('announce')."
                    .into(),
            },
        }
    }

    fn all_words(&self) -> &'static [&'static str] {
        &["all"]
    }

    fn separable(&self) -> &'static [(CommandId, &'static str, &'static str)] {
        &[]
    }

    fn command(&self, action: Action) -> String {
        action_command(self, action)
    }

    fn hint_commands(&self, actions: &[Action]) -> String {
        hint_line(self, actions, ", then ")
    }

    fn commands_typed(&self, actions: &[Action]) -> String {
        commands_typed(self, actions).join(", ")
    }

    fn help_heading(&self) -> String {
        "Commands (any case; chains by any unambiguous prefix):".to_string()
    }

    fn help_footer(&self) -> String {
        "'help WORD' tells more of one command; 'rules' the rules and their ids (R10).".to_string()
    }

    fn help_also(&self, names: &[String]) -> String {
        format!("Also: {}.", names.join(", "))
    }

    fn help_brief_footer(&self) -> String {
        "'help all' lists every command with what it does; 'help WORD' tells more of one; 'rules' the rules (R10).".to_string()
    }

    fn no_help_on(&self, word: &str) -> String {
        format!("no help on '{word}': 'help' lists the commands")
    }

    fn rules_in_short(&self, prices: &str) -> String {
        RULES_IN_SHORT.replace("{prices}", prices)
    }

    fn hotels_heading(&self) -> String {
        "hotels".to_string()
    }
}

/// The rules in short, in English.
const RULES_IN_SHORT: &str = "\
The rules in short (refusals name these ids, like R10):
- R1 The board has 12 columns x 9 rows, 1A to 12I. R2 You hold 6 tiles, secret.
- R3 Seven chains in three price tiers (see R7). R4 The bank holds 25 shares of each. R5 Everyone starts with 6,000; no loans. R6 2 to 6 players, in seat order.
- R9 Setup: each places a tile; the one nearest 1A (row first, then column) starts.
- R10 Your turn: R10.1 place a tile (if you can), R10.2 buy 0-3 shares of chains on the board, R10.3 dead tiles are replaced and you draw.
- R11 A tile touching lone hotels founds a chain (you name it and get a free share); touching one chain grows it; touching two or more merges them.
- R7 A share's price grows with its chain's size and tier (R3):
{prices}- R8 Bonuses: majority 10 x price, minority 5 x price (R14, R18).
- R14 Merger: R14.2 the largest chain survives (you pick among tied ones); R14.3 the others are defunct, largest first. R14.4 For each, at its price before the merger: R14.4.1 its bonuses (R8), R14.4.2 then each holder in turn sells, trades 2 for 1, or keeps shares.
- R12 A tile that would found an eighth chain waits. R13 A tile between two safe chains is dead and replaced. R15 A chain of 11 or more hotels is safe: it can't be merged away.
- R16 End: in your turn, announce when a chain has 41 hotels or more (25 in a quick game) or all chains are safe. R17 The game also ends when nobody can place a tile from an empty pool.
- R18 Scoring: bonuses are paid, every share is sold at its price; the most cash wins.
- R19 Cash, shares, the bank and the board are public; hands and the pool are secret.
";
