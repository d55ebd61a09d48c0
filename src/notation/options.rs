//! The words of the variants in machine text: `quick` (V1), `hidden` (V2) and `market` (V3),
//! as the position file's `options:` line and a script's `# options:` header write them.

use crate::rules::Options;

/// Every option's word, in the order files write them.
pub const OPTION_WORDS: [&str; 3] = ["quick", "hidden", "market"];

/// The words of the options that are on, in [`OPTION_WORDS`]' order.
///
/// ```
/// use bauloewe::notation::options::option_words;
/// use bauloewe::rules::Options;
/// let options = Options { quick: true, market: true, ..Options::default() };
/// assert_eq!(option_words(options), ["quick", "market"]);
/// assert!(option_words(Options::default()).is_empty());
/// ```
pub fn option_words(options: Options) -> Vec<&'static str> {
    let on = [options.quick, options.hidden, options.market];
    OPTION_WORDS.into_iter().zip(on).filter(|(_, on)| *on).map(|(word, _)| word).collect()
}

/// Switches on the option named `word` (ignoring ASCII case); answers whether it was on
/// already, or `None` for a word that names no option.
///
/// ```
/// use bauloewe::notation::options::switch_on;
/// use bauloewe::rules::Options;
/// let mut options = Options::default();
/// assert_eq!(switch_on(&mut options, "Market"), Some(false));
/// assert_eq!(switch_on(&mut options, "market"), Some(true));
/// assert_eq!(switch_on(&mut options, "fast"), None);
/// assert!(options.market && !options.quick);
/// ```
pub fn switch_on(options: &mut Options, word: &str) -> Option<bool> {
    let word = OPTION_WORDS.into_iter().find(|known| known.eq_ignore_ascii_case(word))?;
    let on = switch(options, word)?;
    Some(std::mem::replace(on, true))
}

/// The field of the option named exactly `word`.
fn switch<'o>(options: &'o mut Options, word: &str) -> Option<&'o mut bool> {
    match word {
        "quick" => Some(&mut options.quick),
        "hidden" => Some(&mut options.hidden),
        "market" => Some(&mut options.market),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_set_of_options_round_trips_through_its_words() {
        for bits in 0..8u8 {
            let options = Options { quick: bits & 1 != 0, hidden: bits & 2 != 0, market: bits & 4 != 0 };
            let mut read = Options::default();
            for word in option_words(options) {
                assert_eq!(switch_on(&mut read, word), Some(false));
            }
            assert_eq!(read, options);
        }
    }
}
