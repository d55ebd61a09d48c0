//! Chapter 2's checkers: the price table, and a chain's full name.

use super::says::said;
use super::{Mismatch, same};
use crate::rules::{Chain, TILE_COUNT};

/// Exercise 3: `share_price(chain, size)` must answer [`Chain::share_price`] for every chain
/// and every size from 0 to 108 (a chain cannot grow larger than the board).
pub fn ex03(share_price: impl Fn(Chain, u8) -> u32) -> Result<(), Mismatch> {
    for chain in Chain::ALL {
        for size in 0..=TILE_COUNT as u8 {
            let input = said!("{chain} at size {size}", "{chain} bei Größe {size}");
            same("ex03", input, chain.share_price(size), share_price(chain, size))?;
        }
    }
    Ok(())
}

/// Exercise 4: `chain_named(text)` must answer [`Chain::from_full_name`] for every spelling of
/// every chain as written, in small letters and in capitals, for every beginning of those, and
/// for a few words that are no chain.
pub fn ex04(chain_named: impl Fn(&str) -> Option<Chain>) -> Result<(), Mismatch> {
    let mut texts: Vec<String> =
        ["", " ", "Aurora ", "AuroraX", "Zugvögel", "Konigshof"].map(String::from).into();
    for spelling in Chain::ALL.iter().flat_map(|chain| chain.spellings()) {
        for written in [spelling.to_string(), spelling.to_lowercase(), spelling.to_uppercase()] {
            let beginnings = written.char_indices().map(|(at, _)| written[..at].to_string());
            texts.extend(beginnings.collect::<Vec<_>>());
            texts.push(written);
        }
    }
    for text in texts {
        same("ex04", format_args!("{text:?}"), Chain::from_full_name(&text), chain_named(&text))?;
    }
    Ok(())
}
