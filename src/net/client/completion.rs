//! What Tab completes while a person types at `join`: the tiles and chain names in the legal
//! commands the client asked for quietly, or, until they come, in the lines shown since the
//! last prompt; and at a lobby's server the lobby's words.

use crate::command::entries;
use crate::command::lobby::spellings;
use crate::rules::{Chain, Tile};
use crate::show::prompt::Offered;
use crate::words::Lang;

/// The lobby's commands offered in the lobby, by their English words (`leave` and `start` are
/// for a table).
const IN_LOBBY: [&str; 8] = ["tables", "open", "sit", "watch", "who", "say", "tell", "help"];

/// The lobby's commands offered at a lobby's table, beside the game's (the others are refused
/// there: leave first).
const AT_TABLE: [&str; 6] = ["say", "tell", "who", "tables", "leave", "start"];

/// The lobby's words Tab offers where a line starts, in the lobby or `at_table`: in German the
/// German words first, then the English ones, which every language takes; in the lobby also
/// the words of `quit`, which leaves the server.
pub(super) fn lobby_words(lang: Lang, at_table: bool) -> Vec<String> {
    let commands: &[&str] = if at_table { &AT_TABLE } else { &IN_LOBBY };
    let german = commands.iter().flat_map(|english| &spellings(english)[1..]).filter(|_| lang == Lang::De);
    let mut words: Vec<String> = german.chain(commands).map(|word| word.to_string()).collect();
    if !at_table && let Some((_, quit)) = entries::find(&Lang::vocabularies(), "quit") {
        words.extend(quit.words_in(lang.vocabulary()).iter().map(|word| word.to_string()));
    }
    words
}

/// What Tab completes, from the legal commands (or other lines): their tiles (after `lay`)
/// and chain names (after `found`, `buy`, …), each once, in the order they first appear.
/// Words are split at spaces and at the punctuation around them (`(lay 4C)`, `Aurora,`).
pub(super) fn completions(lines: &[String]) -> Offered {
    let (mut tiles, mut chains) = (Vec::new(), Vec::new());
    let words = lines.iter().flat_map(|line| line.split(|c: char| !c.is_alphanumeric()));
    for word in words.filter(|word| !word.is_empty()) {
        let list = if word.parse::<Tile>().is_ok() {
            &mut tiles
        } else if Chain::from_full_name(word).is_some() {
            &mut chains
        } else {
            continue;
        };
        if !list.iter().any(|known| known == word) {
            list.push(word.to_string());
        }
    }
    Offered { tiles, chains, ..Offered::default() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lobby_offers_its_words_and_quit_a_lobby_table_those_it_takes_there() {
        assert_eq!(
            lobby_words(Lang::En, false),
            ["tables", "open", "sit", "watch", "who", "say", "tell", "help", "quit", "exit"]
        );
        assert_eq!(lobby_words(Lang::En, true), ["say", "tell", "who", "tables", "leave", "start"]);
        let german = lobby_words(Lang::De, true);
        assert_eq!(german[..3], ["sprich", "sprechen", "flüstere"]);
        assert!(german.ends_with(&AT_TABLE.map(String::from)), "{german:?}");
        assert!(lobby_words(Lang::De, false).contains(&"verlassen".to_string()));
    }

    #[test]
    fn completion_takes_tiles_and_chains_from_the_legal_commands() {
        let legal =
            ["lay 4C", "lay 12I", "buy 3 Aurora", "buy 1 Aurora 2 Koenigshof", "kaufe 1 Zugvogel", "end"];
        let Offered { tiles, chains, .. } = completions(&legal.map(String::from));
        assert_eq!(tiles, ["4C", "12I"]);
        assert_eq!(chains, ["Aurora", "Koenigshof", "Zugvogel"]);
    }
}
