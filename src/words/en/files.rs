//! The English sentences of [`FileWords`](crate::words::FileWords).

use std::io;
use std::path::Path;

use crate::ai::LevelError;
use crate::notation::position::{HEADER, Key, MAX_CASH, Place};
use crate::notation::text::quote;
use crate::notation::{
    ActionError, NameError, PlayerKind, PositionError, PositionProblem, SeatListError, UnknownKind,
};
use crate::record::ReplayError;
use crate::rules::{Chain, RuleError};
use crate::save::OpenError;
use crate::save::Source;
use crate::save::format::{self, VERSION, action_count};
use crate::save::script::{SCRIPT_HEADER, ScriptError};
use crate::save::slots::MAX_NAME;
use crate::save::{BeginningError, SaveError, SaveProblem, SlotError};
use crate::words::en::English;
use crate::words::files::{self, chain_names, key_names, tile_names};
use crate::words::{Basics, FileWords, RefusalWords};

impl FileWords for English {
    fn position_error(&self, error: &PositionError) -> String {
        match error.line {
            0 => self.position_problem(&error.problem),
            line => format!("line {line}: {}", self.position_problem(&error.problem)),
        }
    }

    fn position_problem(&self, problem: &PositionProblem) -> String {
        use PositionProblem as P;
        match problem {
            P::Empty => format!("the file is empty: it starts with '{HEADER}'"),
            P::Version(version) => format!(
                "position format version '{}' is not supported: this program reads version 1 ('{HEADER}')",
                quote(version)
            ),
            P::NotAHeader(first) => {
                format!("the first line is '{}': a position file starts with '{HEADER}'", quote(first))
            }
            P::LineTooLong { max } => format!("the line is longer than {max} bytes: no position needs that"),
            P::NoColon(text) => format!("'{}' has no colon: write key: value, like 'turn: Ann'", quote(text)),
            P::UnknownKey(word) => format!("unknown key '{}': the keys are {}", quote(word), key_names()),
            P::RepeatedKey { key, first_line } => {
                format!("{}: appears twice (first on line {first_line}): write each key once", key.word())
            }
            P::MissingKey(key) => format!("the file has no '{}:' line: every position needs one", key.word()),
            P::EmptyEntry => "an entry between commas is empty: remove the extra comma".to_string(),
            P::NotASeat(text) => {
                format!("'{}' is not a player: write a name and a kind, like 'Ann human'", quote(text))
            }
            P::Kind(error) => self.kind_error(error),
            P::Name(error) => self.name_error(error),
            P::TurnNotOneName { example } => format!("turn: names one player, like 'turn: {example}'"),
            P::NotCash(text) => {
                format!(
                    "'{}' is not a player's cash: write a name and an amount, like 'Ann 6000'",
                    quote(text)
                )
            }
            P::NegativeCash(text) => {
                format!("cash cannot be negative (R5), but '{}' is: write 0 or more", quote(text))
            }
            P::NotAnAmount(text) => {
                format!(
                    "'{}' is not an amount of cash: write a whole number from 0 to {MAX_CASH}",
                    quote(text)
                )
            }
            P::NotAHolding(text) => format!(
                "'{}' is not a holding: write a name, a chain and a count, like 'Ann Aurora 3'",
                quote(text)
            ),
            P::NotAShareCount(text) => {
                format!("'{}' is not a number of shares: write 0 to 25 (R4)", quote(text))
            }
            P::EmptyLoneGroup => {
                "the lone group names no tile: write the lone hotels after it, like 'lone 5G 12I'".to_string()
            }
            P::Tile(error) => self.tile_error(error),
            P::NotAChain(word) => {
                format!(
                    "'{}' is not a chain: write a chain's full name, one of {}",
                    quote(word),
                    chain_names()
                )
            }
            P::NotASeed(text) => {
                format!("'{}' is not a seed: write a whole number from 0 to {}", quote(text), u64::MAX)
            }
            P::UnknownOption(word) => {
                format!(
                    "unknown option '{}': the options are quick (V1), hidden (V2) and market (V3)",
                    quote(word)
                )
            }
            P::OptionTwice(word) => format!("option {word} is listed twice: name each option once"),
            P::NotYes { key, value } => {
                let word = key.word();
                let meaning = match key {
                    Key::Over => "for a finished game",
                    _ => "when the end is announced in this turn",
                };
                format!(
                    "'{word}: {}' is not understood: write '{word}: yes' {meaning}, or leave the line out",
                    quote(value)
                )
            }
            P::SameName(name) => {
                format!("player {name} is listed twice: give each player a name of their own")
            }
            P::PlayerCount(error) => self.setup_error(error),
            P::UnknownPlayer { name, players } => {
                format!("unknown player '{}': the players are {}", quote(name), players.join(", "))
            }
            P::ListedTwice(name) => format!("player {name} is listed twice: give each player one entry"),
            P::TooMuchCash { name, amount } => {
                format!("player {name} has {amount} in cash: a position gives at most {MAX_CASH}")
            }
            P::HoldingTwice { name, chain } => {
                format!("the holding '{name} {chain}' is listed twice: list each holding once")
            }
            P::TooManyShares { chain, held } => {
                format!("the players hold {held} shares of {chain}, but there are only 25 (R4)")
            }
            P::HandTooBig { name, count } => {
                format!("player {name} holds {count} tiles: a hand holds at most 6 (R2)")
            }
            P::GroupTwice(chain) => {
                let name = chain.map_or("lone", Chain::name);
                format!("group {name} is listed twice: write its tiles as one group")
            }
            P::ChainTooSmall { chain, count: 1 } => {
                format!("chain {chain} has 1 tile: a chain has at least 2 (R11)")
            }
            P::ChainTooSmall { chain, count } => {
                format!("chain {chain} has {count} tiles: a chain has at least 2 (R11)")
            }
            P::ChainNotConnected { chain, tiles } => format!(
                "chain {chain} is not connected ({}): its tiles form one group of neighbours (R1)",
                tile_names(tiles)
            ),
            P::ChainsTouch { chain, other, tile } => {
                format!(
                    "chain {chain} touches {other} at {tile}: a tile joining two chains merges them (R14)"
                )
            }
            P::LoneTouchesChain { tile, chain } => {
                format!("lone hotel {tile} touches {chain}: a hotel next to a chain belongs to it (R11)")
            }
            P::TileTwice { tile, place, first, .. } if place == first => {
                format!("tile {tile} is twice {}: name each tile once", self.tile_place(place))
            }
            P::TileTwice { tile, place, first, first_line } => format!(
                "tile {tile} is {} but also {} (line {first_line}): a tile is in one place only",
                self.tile_place(place),
                self.tile_place(first)
            ),
            P::AnnouncedAndOver => "the end is announced, but the game is over: a finished game has no turn \
                                    left to finish (R16), so write 'announced: yes' or 'over: yes', not both"
                .to_string(),
            P::AnnouncedWithoutChain => "the end is announced, but no chain is on the board: it may be \
                                         announced only with a chain on the board (R16)"
                .to_string(),
            P::AnnouncedTooEarly { largest, end_size, quick } => {
                let variant = if *quick { " in the quick game (V1)" } else { "" };
                format!(
                    "the end is announced, but the largest chain has {largest} hotels and not every chain is \
                     safe: it may be announced from a chain of {end_size}{variant} or with every chain safe (R16)"
                )
            }
            P::AnnouncedAlready => "the end is announced already (R16)".to_string(),
        }
    }

    fn tile_place(&self, place: &Place) -> String {
        match place {
            Place::Board => "on the board".to_string(),
            Place::Hand(name) => format!("in {} hand", self.possessive(name)),
            Place::Pool => "in the pool".to_string(),
        }
    }

    fn save_error(&self, error: &SaveError) -> String {
        let reason = match error {
            SaveError::NotASave => format!("not a Baulöwe save (its first line is not '{}')", format::HEADER),
            SaveError::Newer(version) => {
                format!("written by a newer Baulöwe (save format {version}; this one reads {VERSION})")
            }
            SaveError::Truncated => "it is cut off (no 'end:' line)".to_string(),
            SaveError::Corrupt { line, problem } => format!("line {line}: {}", self.save_problem(problem)),
        };
        format!("broken: {reason}")
    }

    fn save_problem(&self, problem: &SaveProblem) -> String {
        use SaveProblem as S;
        match problem {
            S::IndentedOutside => "an indented line outside 'start:' and 'actions:'".to_string(),
            S::NotKeyValue => "expected 'key: value'".to_string(),
            S::Unexpected(key) => format!("'{}' is not expected here", quote(key)),
            S::EndMiscounted { said, listed } => {
                format!("the end line says '{}', but {} are listed", quote(said), action_count(*listed))
            }
            S::NotNameAction => "expected 'NAME: action'".to_string(),
            S::Start(error) => format!("the start position: {}", self.position_error(error)),
            S::NotTheirs { name, deciding: Some(deciding) } => {
                format!("the action is {}, but {deciding} decides here", self.possessive(&quote(name)))
            }
            S::NotTheirs { name, deciding: None } => format!(
                "the action is {}, but nobody (the game is over) decides here",
                self.possessive(&quote(name))
            ),
            S::Action(error) => self.action_error(error),
            S::NoReplay { name, words, error } => {
                format!("'{}' does not replay: {}", quote(words), refusal_of(self, name, error))
            }
        }
    }

    fn action_error(&self, error: &ActionError) -> String {
        match error {
            ActionError::Unknown(text) => format!("'{text}' is not one action"),
            ActionError::Tile(word) => format!("'{word}' is not a tile: write column then row, 1A to 12I"),
            ActionError::Chain(word) => format!("'{word}' is not a chain's full name"),
            ActionError::Count(word) => format!("'{word}' is not a number of shares from 0 to 25"),
        }
    }

    fn name_error(&self, error: &NameError) -> String {
        format!("'{}' is not a player name: use 1 to 16 letters and digits", error.0)
    }

    fn kind_error(&self, error: &UnknownKind) -> String {
        format!("unknown player kind '{}': use human, tourist, broker or tycoon", error.0)
    }

    fn level_error(&self, error: &LevelError) -> String {
        files::level_error(self, error)
    }

    fn effort_of(&self, kind: PlayerKind) -> String {
        format!("only the tycoon takes an effort (tycoon:N), not {kind}")
    }

    fn effort_error(&self, text: &str) -> String {
        format!("'{text}' is not a number of playouts: write tycoon:N with N ≥ 1")
    }

    fn seat_list_error(&self, error: &SeatListError) -> String {
        files::seat_list_error(self, error)
    }

    fn same_seat_name(&self, name: &str) -> String {
        format!("two players are called {}", quote(name))
    }

    fn replay_error(&self, error: &ReplayError) -> String {
        files::replay_error(self, error)
    }

    fn action_not_replayed(&self, number: usize, error: &RuleError) -> String {
        format!("action {number} does not replay: {}", self.rule_error(error))
    }

    fn slot_error(&self, error: &SlotError) -> String {
        files::slot_error(self, error)
    }

    fn slot_name_error(&self, name: &str) -> String {
        format!(
            "'{name}' is not a slot name: use 1 to {MAX_NAME} letters, digits, '-' and '_', like 'monday-2'"
        )
    }

    fn no_save(&self, path: &Path) -> String {
        format!("there is no save {}: 'saves' lists them", path.display())
    }

    fn slot_io_error(&self, path: &Path, error: &io::Error) -> String {
        format!("{}: {}", path.display(), self.io_error(error))
    }

    fn broken_save(&self, path: &Path, error: &SaveError) -> String {
        format!("{} is {}", path.display(), self.save_error(error))
    }

    fn script_error(&self, error: &ScriptError) -> String {
        match error {
            ScriptError::Version(first) => {
                format!("the script's first line '{first}' is not '{SCRIPT_HEADER}' (a newer version?)")
            }
            ScriptError::Seed(value) => format!("the script's seed '{value}' is not a number"),
            ScriptError::Players(error) => format!("the script's players: {}", self.seat_list_error(error)),
        }
    }

    fn beginning_error(&self, error: &BeginningError) -> String {
        match error {
            BeginningError::Disagrees { key } => format!(
                "the flags disagree with the script's header line '# {key}:', which says how the recorded game \
                 began: leave out the flags or edit the header"
            ),
            BeginningError::NoSeed(reason) => format!("no random seed from the system: {reason}"),
        }
    }

    /// The system's own words (`No such file or directory (os error 2)`).
    fn no_seat_codes(&self, reason: &str) -> String {
        format!("no random seat codes from the system: {reason}")
    }

    fn no_terminal(&self, error: &io::Error) -> String {
        format!("cannot open the terminal: {}", self.io_error(error))
    }

    fn io_error(&self, error: &io::Error) -> String {
        error.to_string()
    }

    fn open_error(&self, error: &OpenError) -> String {
        files::open_error(self, error)
    }

    fn start_error_of(&self, label: &Source, error: &ReplayError) -> String {
        let label = match label {
            Source::File(name) => name.as_str(),
            Source::Script => "the script",
        };
        format!("{label}: {}", self.replay_error(error))
    }

    fn load_error(&self, error: &SlotError) -> String {
        format!("cannot load: {}", self.slot_error(error))
    }
}

/// A rule's refusal of an action replayed from a save, said of the player who made it: a tile
/// not in the hand is not in `name`'s hand, whoever reads the file.
fn refusal_of(english: &English, name: &str, error: &RuleError) -> String {
    if let RuleError::TileNotInHand { tile, hand } = error {
        return format!(
            "{tile} is not in {} hand: {hand} ({})",
            english.possessive(&quote(name)),
            error.rule()
        );
    }
    english.rule_error(error)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::position::read_position;
    use crate::notation::position::tests::{EXAMPLE, edited, without};

    #[test]
    fn every_inconsistency_is_refused_naming_its_line_in_words() {
        let long_line = format!("players: Ann human, Bob human, {}", "x".repeat(5000));
        let seven = "players: A human, B human, C human, D human, E human, F human, G human";
        let cases: Vec<(&str, String, usize, &str)> = vec![
            // The file as a whole.
            ("empty file", String::new(), 1, "the file is empty"),
            ("missing header", EXAMPLE.replacen("# bauloewe position 1\n", "", 1), 1, "starts with"),
            ("other version", EXAMPLE.replace("position 1", "position 2"), 1, "version '2' is not supported"),
            ("unknown key", edited("colour: blue"), 11, "unknown key 'colour'"),
            ("duplicate key", edited("over: yes") + "over: yes\n", 12, "appears twice (first on line 11)"),
            ("missing colon", edited("seed 42"), 11, "has no colon"),
            ("very long line", edited(&long_line), 2, "longer than 4096 bytes"),
            ("missing players", without("players"), 0, "no 'players:' line"),
            ("missing turn", without("turn"), 0, "no 'turn:' line"),
            // Players and turn.
            ("one player (R6)", edited("players: Ann human"), 2, "a game needs 2 to 6 players, not 1 (R6)"),
            ("seven players (R6)", edited(seven), 2, "not 7"),
            ("no players", edited("players:"), 2, "not 0"),
            (
                "player twice",
                edited("players: Ann human, ann tourist, Cid human"),
                2,
                "player ann is listed twice",
            ),
            (
                "unknown kind",
                edited("players: Ann human, Bob robot, Cid human"),
                2,
                "unknown player kind 'robot'",
            ),
            (
                "player without kind",
                edited("players: Ann, Bob broker, Cid human"),
                2,
                "'Ann' is not a player",
            ),
            (
                "name with a mark",
                edited("players: Ann human, Jo-rg broker, Cid human"),
                2,
                "not a player name",
            ),
            ("empty entry", edited("players: Ann human,, Bob human"), 2, "empty"),
            (
                "turn of a stranger",
                edited("turn: Dan"),
                3,
                "unknown player 'Dan': the players are Ann, Bob, Cid",
            ),
            ("turn of two", edited("turn: Ann Bob"), 3, "names one player"),
            ("turn of nobody", edited("turn:"), 3, "names one player"),
            // Cash.
            ("negative cash (R5)", edited("cash: Ann -5"), 4, "cannot be negative (R5)"),
            ("cash not a number", edited("cash: Ann lots"), 4, "'lots' is not an amount of cash"),
            ("cash beyond u64", edited("cash: Ann 99999999999999999999999"), 4, "not an amount of cash"),
            ("cash beyond u32", edited("cash: Ann 4294967296"), 4, "not an amount of cash"),
            ("cash above the limit", edited("cash: Ann 1000000001"), 4, "from 0 to 1000000000"),
            ("cash with a sign", edited("cash: Ann +5"), 4, "not an amount of cash"),
            ("cash of a stranger", edited("cash: Dan 5"), 4, "unknown player 'Dan'"),
            ("cash twice", edited("cash: Ann 5, ANN 6"), 4, "player Ann is listed twice"),
            ("cash without amount", edited("cash: Ann"), 4, "'Ann' is not a player's cash"),
            // Shares.
            (
                "more than 25 shares (R4)",
                edited("shares: Ann Aurora 20, Bob Aurora 6"),
                5,
                "hold 26 shares of Aurora",
            ),
            ("a count above 25 (R4)", edited("shares: Ann Aurora 26"), 5, "write 0 to 25 (R4)"),
            ("a huge count", edited("shares: Ann Aurora 300000000000"), 5, "not a number of shares"),
            ("a chain prefix (R3)", edited("shares: Ann Au 3"), 5, "'Au' is not a chain"),
            ("an unknown chain", edited("shares: Ann Hilton 3"), 5, "'Hilton' is not a chain"),
            (
                "a holding twice",
                edited("shares: Ann Aurora 3, ann aurora 1"),
                5,
                "the holding 'Ann Aurora' is listed twice",
            ),
            ("shares of a stranger", edited("shares: Dan Aurora 3"), 5, "unknown player"),
            ("a malformed holding", edited("shares: Ann 3"), 5, "is not a holding"),
            // Board.
            ("chain of one tile (R11)", edited("board: Aurora 2B, lone 5G"), 6, "chain Aurora has 1 tile:"),
            ("chain of no tile (R11)", edited("board: Aurora"), 6, "chain Aurora has 0 tiles"),
            (
                "chain not connected",
                edited("board: Aurora 2B 4B"),
                6,
                "chain Aurora is not connected (2B 4B)",
            ),
            (
                "chain touches chain (R14)",
                edited("board: Aurora 2B 3B, Zugvogel 4B 5B"),
                6,
                "Zugvogel touches Aurora at 4B",
            ),
            (
                "lone touches chain (R11)",
                edited("board: Aurora 2B 3B, lone 4B"),
                6,
                "lone hotel 4B touches Aurora",
            ),
            (
                "same chain twice",
                edited("board: Aurora 2B 3B, aurora 7E 8E"),
                6,
                "group Aurora is listed twice",
            ),
            ("lone twice", edited("board: lone 5G, lone 12I"), 6, "group lone is listed twice"),
            ("lone without tiles", edited("board: lone"), 6, "the lone group names no tile"),
            (
                "tile twice on the board",
                edited("board: Aurora 2B 3B, lone 3B"),
                6,
                "tile 3B is twice on the board: name each tile once",
            ),
            ("bad tile name (R1)", edited("board: Aurora 2B 13B"), 6, "'13B' is not a tile"),
            ("group without a chain", edited("board: 2B 3B"), 6, "'2B' is not a chain"),
            ("non-ASCII tile", edited("board: Aurora 2B 3É"), 6, "'3É' is not a tile"),
            // Hands.
            (
                "seven tiles in a hand (R2)",
                edited("hands: Ann 1A 2A 3A 4A 5A 6A 7A"),
                7,
                "player Ann holds 7 tiles",
            ),
            (
                "hand tile on the board",
                edited("hands: Ann 2B"),
                7,
                "tile 2B is in Ann's hand but also on the board",
            ),
            (
                "tile in two hands",
                edited("hands: Ann 1A, Bob 1A"),
                7,
                "tile 1A is in Bob's hand but also in Ann's hand",
            ),
            ("hand of a stranger", edited("hands: Dan 1A"), 7, "unknown player 'Dan'"),
            ("hand twice", edited("hands: Ann 1A, Ann 2A"), 7, "player Ann is listed twice"),
            // Pool, seed, options, over.
            ("pool tile on the board", edited("pool: 2B"), 8, "tile 2B is in the pool but also on the board"),
            ("pool tile in a hand", edited("pool: 1A"), 8, "tile 1A is in the pool but also in Ann's hand"),
            ("pool tile twice", edited("pool: 4C 4C"), 8, "tile 4C is twice in the pool"),
            ("bad pool tile", edited("pool: 4C, 5C"), 8, "'4C,' is not a tile"),
            ("seed not a number", edited("seed: abc"), 9, "'abc' is not a seed"),
            ("seed beyond u64", edited("seed: 18446744073709551616"), 9, "not a seed"),
            ("negative seed", edited("seed: -1"), 9, "not a seed"),
            (
                "unknown option",
                edited("options: fast"),
                10,
                "unknown option 'fast': the options are quick (V1), hidden (V2) and market (V3)",
            ),
            ("option twice", edited("options: quick QUICK"), 10, "option quick is listed twice"),
            ("over but not yes", edited("over: maybe"), 11, "write 'over: yes'"),
            // Announced.
            (
                "announced but not yes",
                edited("announced: maybe"),
                11,
                "write 'announced: yes' when the end is",
            ),
            ("announced but empty", edited("announced:"), 11, "'announced: ' is not understood"),
            (
                "announced too early (R16, V1)",
                edited("announced: yes"),
                11,
                "the largest chain has 3 hotels and not every chain is safe: it may be announced from a \
             chain of 25 in the quick game (V1) or with every chain safe (R16)",
            ),
            (
                "announced without a chain (R16)",
                edited("board: lone 5G 12I") + "announced: yes\n",
                11,
                "no chain is on the board: it may be announced only with a chain on the board (R16)",
            ),
            (
                "announced in a finished game (R16)",
                edited("over: yes") + "announced: yes\n",
                12,
                "the game is over: a finished game has no turn left to finish (R16)",
            ),
        ];
        for (what, text, line, words) in cases {
            let error = match read_position(&text) {
                Ok(_) => panic!("{what}: was accepted\n{text}"),
                Err(error) => error,
            };
            assert_eq!(error.line, line, "{what}: {error}");
            assert!(
                English.position_problem(&error.problem).contains(words),
                "{what}: '{error}' does not say '{words}'"
            );
            assert!(
                !English.position_problem(&error.problem).ends_with('.'),
                "{what}: '{error}' ends with a period"
            );
            assert!(
                !English.position_problem(&error.problem).starts_with(char::is_uppercase),
                "{what}: '{error}' starts in uppercase"
            );
        }
    }

    #[test]
    fn a_tile_in_two_places_is_said_once_for_one_place() {
        let error = read_position(&edited("hands: Ann 1A 4B 9C 1A")).unwrap_err();
        assert_eq!(
            English.position_error(&error),
            "line 7: tile 1A is twice in Ann's hand: name each tile once"
        );
    }

    #[test]
    fn a_huge_name_is_quoted_short() {
        let name = "Ä".repeat(1000);
        let error = read_position(&edited(&format!("turn: {name}"))).unwrap_err();
        assert!(English.position_problem(&error.problem).len() < 200, "{error}");
    }
}
