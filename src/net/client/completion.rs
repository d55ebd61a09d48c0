//! What Tab completes while a person types at `join`: the tiles and chain names in the legal
//! commands the client asked for quietly, or, until they come, in the lines shown since the
//! last prompt.

use crate::rules::{Chain, Tile};
use crate::show::prompt::Offered;

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
    fn completion_takes_tiles_and_chains_from_the_legal_commands() {
        let legal =
            ["lay 4C", "lay 12I", "buy 3 Aurora", "buy 1 Aurora 2 Koenigshof", "kaufe 1 Zugvogel", "end"];
        let Offered { tiles, chains, .. } = completions(&legal.map(String::from));
        assert_eq!(tiles, ["4C", "12I"]);
        assert_eq!(chains, ["Aurora", "Koenigshof", "Zugvogel"]);
    }
}
