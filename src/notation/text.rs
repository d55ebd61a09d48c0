//! Small helpers for text that reaches people: quoting what someone wrote, numbers, and the
//! words for a tile or a chain name that could not be read (the rules' parse errors are
//! data; every layer that reads tiles and chains, this one first, reports them this way).

use std::fmt;

use crate::rules::chain::ParseChainError;
use crate::rules::tile::ParseTileError;

/// How many characters of someone's text a message quotes.
pub const QUOTE_CHARS: usize = 20;

/// Someone's text as a message may quote it: at most [`QUOTE_CHARS`] characters (with `…`
/// when cut), white space as a space and every other control character as `?`, so that
/// nothing a user typed or a file held reaches the terminal as a raw escape sequence.
///
/// ```
/// use bauloewe::notation::text::quote;
/// assert_eq!(quote("7E"), "7E");
/// assert_eq!(quote("\u{1b}[31mX"), "?[31mX");
/// assert_eq!(quote("abcdefghijklmnopqrstuvwxyz"), "abcdefghijklmnopqrst…");
/// ```
pub fn quote(text: &str) -> String {
    let mut short: String = text.chars().take(QUOTE_CHARS).map(visible).collect();
    if text.chars().count() > QUOTE_CHARS {
        short.push('…');
    }
    short
}

/// A character as it may be printed: white space becomes a space, other control characters `?`.
pub fn visible(c: char) -> char {
    match c {
        _ if c.is_whitespace() => ' ',
        _ if c.is_control() => '?',
        _ => c,
    }
}

/// A whole number with its digits in groups of three, as English text and save headers
/// write money: `6,000`, `12,500`, `950`.
///
/// ```
/// use bauloewe::notation::text::grouped;
/// assert_eq!(grouped(950), "950");
/// assert_eq!(grouped(6000), "6,000");
/// assert_eq!(grouped(1_234_567), "1,234,567");
/// ```
pub fn grouped(number: u32) -> String {
    let digits = number.to_string();
    let mut text = String::with_capacity(digits.len() + digits.len() / 3);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            text.push(',');
        }
        text.push(digit);
    }
    text
}

impl fmt::Display for ParseTileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a tile: write column then row, 1A to 12I", quote(&self.0))
    }
}

impl std::error::Error for ParseTileError {}

impl fmt::Display for ParseChainError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a chain's full name", quote(&self.0))
    }
}

impl std::error::Error for ParseChainError {}
