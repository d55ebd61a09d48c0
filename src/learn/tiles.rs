//! Chapter 1's checkers: a tile's name, and reading one.

use super::says::said;
use super::{Mismatch, same};
use crate::rules::Tile;

/// Exercise 1: `tile_name(tile)` must write every one of the 108 tiles as
/// [`Tile`]'s `Display` does (`1A` … `12I`).
pub fn ex01(tile_name: impl Fn(Tile) -> String) -> Result<(), Mismatch> {
    for tile in Tile::all() {
        let index = tile.index();
        let input = said!("the tile of index {index}", "das Plättchen mit dem Index {index}");
        same("ex01", input, tile.to_string(), tile_name(tile))?;
    }
    Ok(())
}

/// Exercise 2: `parse_tile(text)` must answer what `text.parse::<Tile>().ok()` answers, for
/// every tile's name in capitals and in small letters, for every text of up to three
/// characters made of `0 1 2 9 A a I i J + É` and a space, and for [`LONGER`] texts.
pub fn ex02(parse_tile: impl Fn(&str) -> Option<Tile>) -> Result<(), Mismatch> {
    let names = Tile::all().flat_map(|tile| [tile.to_string(), tile.to_string().to_lowercase()]);
    let longer = LONGER.iter().map(|text| text.to_string());
    for text in names.chain(short_texts()).chain(longer) {
        same("ex02", format_args!("{text:?}"), text.parse::<Tile>().ok(), parse_tile(&text))?;
    }
    Ok(())
}

/// Texts longer than three characters that catch the usual mistakes: leading zeros that a
/// number parser accepts, a sign, spaces, a second row letter, digits that are not ASCII.
pub const LONGER: [&str; 12] =
    ["001A", "0001A", "010A", "012I", "+12I", "12 I", " 12I", "12I ", "12IA", "112A", "１2A", "1２A"];

/// Every text of up to three characters from a small alphabet, the empty one too.
fn short_texts() -> Vec<String> {
    let alphabet = ['0', '1', '2', '9', 'A', 'a', 'I', 'i', 'J', '+', 'É', ' '];
    let mut texts = vec![String::new()];
    let mut last = texts.clone();
    for _ in 0..3 {
        last = last.iter().flat_map(|text| alphabet.map(|c| format!("{text}{c}"))).collect();
        texts.extend(last.iter().cloned());
    }
    texts
}
