//! The words for a refused position file ([`PositionError`]) and a save file that does not
//! read ([`SaveError`]), in both languages.
//!
//! The notation and the save format answer what was wrong as data, a [`PositionProblem`] or a
//! [`SaveProblem`] with the line; these are its words. The English words are the types'
//! `Display` (printed by `--position FILE`, `saves`, `load` and a library user's
//! `to_string()`); [`position_problem`] and [`save_problem`] word them in either language,
//! with one `match` over every variant per language, so a new problem without German words
//! does not compile.
//!
//! The words of the formats themselves (keys like `players:`, kinds like `human`, `lone`,
//! `quick`, `yes`, the action notation `lay 7E`) stay as the files write them, in both
//! languages: a German player writes the same file.

use std::fmt;

use crate::notation::ActionError;
use crate::notation::position::{HEADER, Key, MAX_CASH, Place, PositionError, PositionProblem};
use crate::notation::text::quote;
use crate::rules::{Chain, Tile};
use crate::save::format::{self, VERSION, action_count};
use crate::save::{SaveError, SaveProblem};

use super::Lang;
use super::command::tile_error;
use super::errors::{kind_error, name_error};
use super::text::{rule_error, setup_error};

// ----- Position files --------------------------------------------------------------------------

impl fmt::Display for PositionError {
    /// `line 7: …`, or the problem alone for the file as a whole (line 0).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}", self.problem)
        } else {
            write!(f, "line {}: {}", self.line, self.problem)
        }
    }
}

impl fmt::Display for PositionProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&position_problem_en(self))
    }
}

/// A refused position file with its line (`Zeile 7: …` in German).
///
/// ```
/// use bauloewe::console::{Lang, file_errors::position_error};
/// use bauloewe::notation::position::read_position;
/// let error = read_position("# bauloewe position 2\n").unwrap_err();
/// let en = "line 1: position format version '2' is not supported: this program reads version 1 \
///           ('# bauloewe position 1')";
/// assert_eq!(position_error(Lang::En, &error), en);
/// assert!(position_error(Lang::De, &error).starts_with("Zeile 1: Positionsformat Version '2'"));
/// ```
pub fn position_error(lang: Lang, error: &PositionError) -> String {
    match (lang, error.line) {
        (Lang::En, _) => error.to_string(),
        (Lang::De, 0) => position_problem(lang, &error.problem),
        (Lang::De, line) => format!("Zeile {line}: {}", position_problem(lang, &error.problem)),
    }
}

/// What was wrong in a position file, in words.
pub fn position_problem(lang: Lang, problem: &PositionProblem) -> String {
    match lang {
        Lang::En => position_problem_en(problem),
        Lang::De => position_problem_de(problem),
    }
}

/// The chains' full names, `Zugvogel, Ankerplatz, …`.
fn chain_names() -> String {
    let names: Vec<&str> = Chain::ALL.into_iter().map(Chain::name).collect();
    names.join(", ")
}

/// The keys of the format, `players, turn, …`.
fn key_names() -> String {
    let words: Vec<&str> = Key::ALL.into_iter().map(Key::word).collect();
    words.join(", ")
}

/// Tiles separated by spaces, as the file writes them.
fn tile_names(tiles: &[Tile]) -> String {
    let names: Vec<String> = tiles.iter().map(Tile::to_string).collect();
    names.join(" ")
}

fn position_problem_en(problem: &PositionProblem) -> String {
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
        P::Kind(error) => error.to_string(),
        P::Name(error) => error.to_string(),
        P::TurnNotOneName { example } => format!("turn: names one player, like 'turn: {example}'"),
        P::NotCash(text) => {
            format!("'{}' is not a player's cash: write a name and an amount, like 'Ann 6000'", quote(text))
        }
        P::NegativeCash(text) => {
            format!("cash cannot be negative (R5), but '{}' is: write 0 or more", quote(text))
        }
        P::NotAnAmount(text) => {
            format!("'{}' is not an amount of cash: write a whole number from 0 to {MAX_CASH}", quote(text))
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
        P::Tile(error) => error.to_string(),
        P::NotAChain(word) => {
            format!("'{}' is not a chain: write a chain's full name, one of {}", quote(word), chain_names())
        }
        P::NotASeed(text) => {
            format!("'{}' is not a seed: write a whole number from 0 to {}", quote(text), u64::MAX)
        }
        P::UnknownOption(word) => format!("unknown option '{}': the only option is quick (V1)", quote(word)),
        P::OptionTwice => "option quick is listed twice: name each option once".to_string(),
        P::NotYes { key, value } => {
            let word = key.word();
            let meaning = if *key == Key::Over {
                "for a finished game"
            } else {
                "when the end is announced in this turn"
            };
            format!(
                "'{word}: {}' is not understood: write '{word}: yes' {meaning}, or leave the line out",
                quote(value)
            )
        }
        P::SameName(name) => format!("player {name} is listed twice: give each player a name of their own"),
        P::PlayerCount(error) => error.to_string(),
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
        P::ChainTooSmall { chain, count } => {
            format!("chain {chain} has {count} tile(s): a chain has at least 2 (R11)")
        }
        P::ChainNotConnected { chain, tiles } => format!(
            "chain {chain} is not connected ({}): its tiles form one group of neighbours (R1)",
            tile_names(tiles)
        ),
        P::ChainsTouch { chain, other, tile } => {
            format!("chain {chain} touches {other} at {tile}: a tile joining two chains merges them (R14)")
        }
        P::LoneTouchesChain { tile, chain } => {
            format!("lone hotel {tile} touches {chain}: a hotel next to a chain belongs to it (R11)")
        }
        P::TileTwice { tile, place, first, first_line } => format!(
            "tile {tile} is {} but also {} (line {first_line}): a tile is in one place only",
            place_en(place),
            place_en(first)
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

fn place_en(place: &Place) -> String {
    match place {
        Place::Board => "on the board".to_string(),
        Place::Hand(name) => format!("in {name}'s hand"),
        Place::Pool => "in the pool".to_string(),
    }
}

fn position_problem_de(problem: &PositionProblem) -> String {
    use PositionProblem as P;
    let de = Lang::De;
    match problem {
        P::Empty => format!("die Datei ist leer: sie beginnt mit '{HEADER}'"),
        P::Version(version) => format!(
            "Positionsformat Version '{}' wird nicht unterstützt: dieses Programm liest Version 1 ('{HEADER}')",
            quote(version)
        ),
        P::NotAHeader(first) => {
            format!("die erste Zeile ist '{}': eine Positionsdatei beginnt mit '{HEADER}'", quote(first))
        }
        P::LineTooLong { max } => {
            format!("die Zeile ist länger als {max} Bytes: so viel braucht keine Position")
        }
        P::NoColon(text) => {
            format!("'{}' hat keinen Doppelpunkt: schreib Schlüssel: Wert, etwa 'turn: Ann'", quote(text))
        }
        P::UnknownKey(word) => {
            format!("unbekannter Schlüssel '{}': die Schlüssel sind {}", quote(word), key_names())
        }
        P::RepeatedKey { key, first_line } => format!(
            "{}: steht zweimal da (zuerst in Zeile {first_line}): schreib jeden Schlüssel einmal",
            key.word()
        ),
        P::MissingKey(key) => {
            format!("die Datei hat keine Zeile '{}:': jede Position braucht eine", key.word())
        }
        P::EmptyEntry => {
            "ein Eintrag zwischen zwei Kommas ist leer: nimm das überzählige Komma weg".to_string()
        }
        P::NotASeat(text) => format!(
            "'{}' ist kein Spieler: schreib einen Namen und eine Spielerart, etwa 'Ann human'",
            quote(text)
        ),
        P::Kind(error) => kind_error(de, error),
        P::Name(error) => name_error(de, error),
        P::TurnNotOneName { example } => format!("turn: nennt einen Spieler, etwa 'turn: {example}'"),
        P::NotCash(text) => format!(
            "'{}' ist nicht das Geld eines Spielers: schreib einen Namen und einen Betrag, etwa 'Ann 6000'",
            quote(text)
        ),
        P::NegativeCash(text) => {
            format!("Geld ist nie negativ (R5), aber '{}' ist es: schreib 0 oder mehr", quote(text))
        }
        P::NotAnAmount(text) => {
            format!("'{}' ist kein Geldbetrag: schreib eine ganze Zahl von 0 bis {MAX_CASH}", quote(text))
        }
        P::NotAHolding(text) => format!(
            "'{}' ist kein Aktienbesitz: schreib einen Namen, eine Kette und eine Anzahl, etwa 'Ann Aurora 3'",
            quote(text)
        ),
        P::NotAShareCount(text) => {
            format!("'{}' ist keine Anzahl Aktien: schreib 0 bis 25 (R4)", quote(text))
        }
        P::EmptyLoneGroup => "die Gruppe lone nennt kein Plättchen: schreib die einzelnen Hotels dahinter, \
                              etwa 'lone 5G 12I'"
            .to_string(),
        P::Tile(error) => tile_error(de, error),
        P::NotAChain(word) => format!(
            "'{}' ist keine Kette: schreib den vollen Namen einer Kette, einen von {}",
            quote(word),
            chain_names()
        ),
        P::NotASeed(text) => {
            format!("'{}' ist kein Startwert: schreib eine ganze Zahl von 0 bis {}", quote(text), u64::MAX)
        }
        P::UnknownOption(word) => {
            format!("unbekannte Option '{}': die einzige Option ist quick (V1)", quote(word))
        }
        P::OptionTwice => "die Option quick steht zweimal da: nenne jede Option einmal".to_string(),
        P::NotYes { key, value } => {
            let word = key.word();
            let meaning = if *key == Key::Over {
                " für ein beendetes Spiel"
            } else {
                ", wenn das Ende in diesem Zug angesagt ist"
            };
            format!(
                "'{word}: {}' ist unverständlich: schreib '{word}: yes'{meaning}, oder lass die Zeile weg",
                quote(value)
            )
        }
        P::SameName(name) => {
            format!("Spieler {name} steht zweimal da: gib jedem Spieler einen eigenen Namen")
        }
        P::PlayerCount(error) => setup_error(de, error),
        P::UnknownPlayer { name, players } => {
            format!("unbekannter Spieler '{}': die Spieler sind {}", quote(name), players.join(", "))
        }
        P::ListedTwice(name) => format!("Spieler {name} steht zweimal da: gib jedem Spieler einen Eintrag"),
        P::TooMuchCash { name, amount } => format!(
            "Spieler {name} hat {} Geld: eine Position gibt höchstens {}",
            de.money(*amount),
            de.money(MAX_CASH)
        ),
        P::HoldingTwice { name, chain } => {
            format!("der Besitz '{name} {chain}' steht zweimal da: nenne jeden Besitz einmal")
        }
        P::TooManyShares { chain, held } => {
            format!("die Spieler haben {held} {chain}-Aktien, aber es gibt nur 25 (R4)")
        }
        P::HandTooBig { name, count } => {
            format!("Spieler {name} hat {count} Plättchen: eine Hand hat höchstens 6 (R2)")
        }
        P::GroupTwice(chain) => {
            let name = chain.map_or("lone", Chain::name);
            format!("die Gruppe {name} steht zweimal da: schreib ihre Plättchen als eine Gruppe")
        }
        P::ChainTooSmall { chain, count } => {
            format!("die Kette {chain} hat {count} Plättchen: eine Kette hat mindestens 2 (R11)")
        }
        P::ChainNotConnected { chain, tiles } => format!(
            "die Kette {chain} hängt nicht zusammen ({}): ihre Plättchen sind eine Gruppe von Nachbarn (R1)",
            tile_names(tiles)
        ),
        P::ChainsTouch { chain, other, tile } => format!(
            "die Kette {chain} berührt {other} bei {tile}: ein Plättchen zwischen zwei Ketten fusioniert sie (R14)"
        ),
        P::LoneTouchesChain { tile, chain } => format!(
            "das einzelne Hotel {tile} berührt {chain}: ein Hotel neben einer Kette gehört zu ihr (R11)"
        ),
        P::TileTwice { tile, place, first, first_line } => format!(
            "das Plättchen {tile} ist {}, aber auch {} (Zeile {first_line}): ein Plättchen ist nur an einem Ort",
            place_de(place),
            place_de(first)
        ),
        P::AnnouncedAndOver => {
            "das Ende ist angesagt, aber das Spiel ist aus: ein beendetes Spiel hat keinen \
                                Zug mehr zu beenden (R16), also schreib 'announced: yes' oder 'over: yes', \
                                nicht beides"
                .to_string()
        }
        P::AnnouncedWithoutChain => {
            "das Ende ist angesagt, aber keine Kette liegt auf dem Brett: es darf nur \
                                     mit einer Kette auf dem Brett angesagt werden (R16)"
                .to_string()
        }
        P::AnnouncedTooEarly { largest, end_size, quick } => {
            let variant = if *quick { " im schnellen Spiel (V1)" } else { "" };
            format!(
                "das Ende ist angesagt, aber die größte Kette hat {largest} Hotels und nicht jede Kette ist \
                 sicher: es darf ab einer Kette von {end_size}{variant} angesagt werden oder wenn jede Kette \
                 sicher ist (R16)"
            )
        }
        P::AnnouncedAlready => "das Ende ist schon angesagt (R16)".to_string(),
    }
}

fn place_de(place: &Place) -> String {
    match place {
        Place::Board => "auf dem Brett".to_string(),
        Place::Hand(name) => format!("in {} Hand", genitive(name)),
        Place::Pool => "im Stapel".to_string(),
    }
}

/// A name as German writes whose it is: `Anns`, but `Max'` after an s sound.
fn genitive(name: &str) -> String {
    let hissing = ["s", "ß", "x", "z", "ce"].iter().any(|end| name.to_lowercase().ends_with(end));
    if hissing { format!("{name}'") } else { format!("{name}s") }
}

// ----- Save files ------------------------------------------------------------------------------

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&save_error_en(self))
    }
}

impl fmt::Display for SaveProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&save_problem_en(self))
    }
}

/// A save file that does not read, in words.
///
/// ```
/// use bauloewe::console::{Lang, file_errors::save_error};
/// use bauloewe::save::SaveError;
/// assert_eq!(save_error(Lang::En, &SaveError::Truncated), "it is cut off (no 'end:' line)");
/// assert_eq!(save_error(Lang::De, &SaveError::Truncated), "sie ist abgeschnitten (keine Zeile 'end:')");
/// ```
pub fn save_error(lang: Lang, error: &SaveError) -> String {
    match lang {
        Lang::En => save_error_en(error),
        Lang::De => save_error_de(error),
    }
}

fn save_error_en(error: &SaveError) -> String {
    match error {
        SaveError::NotASave => format!("not a Baulöwe save (its first line is not '{}')", format::HEADER),
        SaveError::Newer(version) => {
            format!("written by a newer Baulöwe (save format {version}; this one reads {VERSION})")
        }
        SaveError::Truncated => "it is cut off (no 'end:' line)".to_string(),
        SaveError::Corrupt { line, problem } => format!("line {line}: {}", save_problem_en(problem)),
    }
}

fn save_error_de(error: &SaveError) -> String {
    match error {
        SaveError::NotASave => {
            format!("kein Spielstand von Baulöwe (die erste Zeile ist nicht '{}')", format::HEADER)
        }
        SaveError::Newer(version) => {
            format!(
                "von einem neueren Baulöwe geschrieben (Speicherformat {version}; dieses liest {VERSION})"
            )
        }
        SaveError::Truncated => "sie ist abgeschnitten (keine Zeile 'end:')".to_string(),
        SaveError::Corrupt { line, problem } => format!("Zeile {line}: {}", save_problem_de(problem)),
    }
}

/// What is wrong on a line of a save file, in words.
pub fn save_problem(lang: Lang, problem: &SaveProblem) -> String {
    match lang {
        Lang::En => save_problem_en(problem),
        Lang::De => save_problem_de(problem),
    }
}

fn save_problem_en(problem: &SaveProblem) -> String {
    use SaveProblem as S;
    match problem {
        S::IndentedOutside => "an indented line outside 'start:' and 'actions:'".to_string(),
        S::NotKeyValue => "expected 'key: value'".to_string(),
        S::Unexpected(key) => format!("'{}' is not expected here", quote(key)),
        S::EndMiscounted { said, listed } => {
            format!("the end line says '{}', but {} are listed", quote(said), action_count(*listed))
        }
        S::NotNameAction => "expected 'NAME: action'".to_string(),
        S::Start(error) => format!("the start position: {error}"),
        S::NotTheirs { name, deciding } => {
            let who = deciding.as_deref().unwrap_or("nobody (the game is over)");
            format!("the action is {}'s, but {who} decides here", quote(name))
        }
        S::Action(error) => error.to_string(),
        S::NoReplay { words, error } => format!("'{}' does not replay: {error}", quote(words)),
    }
}

fn save_problem_de(problem: &SaveProblem) -> String {
    use SaveProblem as S;
    let de = Lang::De;
    match problem {
        S::IndentedOutside => "eine eingerückte Zeile außerhalb von 'start:' und 'actions:'".to_string(),
        S::NotKeyValue => "erwartet war 'Schlüssel: Wert'".to_string(),
        S::Unexpected(key) => format!("'{}' gehört nicht hierher", quote(key)),
        S::EndMiscounted { said, listed } => format!(
            "die Zeile 'end:' sagt '{}', aber aufgeführt {} {listed} {}",
            quote(said),
            Lang::plural(*listed as u64, "ist", "sind"),
            Lang::plural(*listed as u64, "Aktion", "Aktionen")
        ),
        S::NotNameAction => "erwartet war 'NAME: Aktion'".to_string(),
        S::Start(error) => format!("die Startposition: {}", position_error(de, error)),
        S::NotTheirs { name, deciding } => {
            let who = deciding.as_deref().unwrap_or("niemand (das Spiel ist aus)");
            format!("die Aktion ist {}, aber hier entscheidet {who}", genitive(&quote(name)))
        }
        S::Action(error) => action_error(de, error),
        S::NoReplay { words, error } => {
            format!("'{}' lässt sich nicht nachspielen: {}", quote(words), rule_error(de, error))
        }
    }
}

/// A line that is not an action in the save files' notation, in words.
pub fn action_error(lang: Lang, error: &ActionError) -> String {
    match (lang, error) {
        (Lang::En, _) => error.to_string(),
        (Lang::De, ActionError::Unknown(text)) => format!("'{text}' ist keine Aktion"),
        (Lang::De, ActionError::Tile(word)) => {
            format!("'{word}' ist kein Plättchen: erst Spalte, dann Reihe, 1A bis 12I")
        }
        (Lang::De, ActionError::Chain(word)) => format!("'{word}' ist nicht der volle Name einer Kette"),
        (Lang::De, ActionError::Count(word)) => format!("'{word}' ist keine Anzahl Aktien von 0 bis 25"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::position::read_position;

    #[test]
    fn a_tile_in_two_places_reads_in_both_languages() {
        let text = "# bauloewe position 1\nplayers: Ann human, Max human\nturn: Ann\nboard: lone 3B\n\
                    hands: Max 3B\n";
        let error = read_position(text).unwrap_err();
        assert_eq!(
            position_error(Lang::En, &error),
            "line 5: tile 3B is in Max's hand but also on the board (line 4): a tile is in one place only"
        );
        assert_eq!(
            position_error(Lang::De, &error),
            "Zeile 5: das Plättchen 3B ist in Max' Hand, aber auch auf dem Brett (Zeile 4): ein Plättchen \
             ist nur an einem Ort"
        );
    }

    #[test]
    fn german_genitives() {
        assert_eq!(genitive("Ann"), "Anns");
        assert_eq!(genitive("Hans"), "Hans'");
        assert_eq!(genitive("Felix"), "Felix'");
    }
}
