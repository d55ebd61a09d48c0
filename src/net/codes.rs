//! Seat codes: the secret a player types to take a seat at a table across machines.
//!
//! A [`Code`] is 40 random bits from the operating system ([`rand::rngs::SysRng`]), written as
//! eight characters of Crockford's base32 in two groups, `K7QF-2M9X`. The alphabet is the
//! digits and the capital letters without I, L, O and U, so a code read aloud or copied by
//! hand is hard to get wrong, and what is still got wrong is read kindly: case does not
//! matter, the dash is optional, O is read as 0 and I and L as 1 (`k7qf2m9x` is the code
//! above, `O0I1-L000` is `0011-1000`).
//!
//! Forty bits are about a trillion codes: guessing one over a network, one guess a line, is
//! hopeless for a game that lasts an hour, and eight characters are still quick to type.

use std::fmt;
use std::str::FromStr;

use rand::TryRng;
use rand::rngs::{SysError, SysRng};

/// The 32 symbols of Crockford's base32, each at the index it stands for.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// How many symbols a code has (five bits each).
pub const SYMBOLS: usize = 8;

/// How many bits a code holds.
pub const BITS: u32 = 40;

/// A seat's code: 40 bits, written `XXXX-XXXX`.
///
/// ```
/// use bauloewe::net::codes::Code;
/// let code: Code = "k7qf2m9x".parse().unwrap();
/// assert_eq!(code.to_string(), "K7QF-2M9X");
/// assert_eq!("K7QF-2M9X".parse::<Code>(), Ok(code));
/// assert!(code.matches(" k7qf-2m9x "));
/// assert!(!code.matches("K7QF-2M9Y"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Code(u64);

impl Code {
    /// A new code from the operating system's random source.
    pub fn generate() -> Result<Code, SysError> {
        Ok(Code::from_bits(SysRng.try_next_u64()?))
    }

    /// The code of the low 40 bits of `bits` (the others are dropped): for tests and for
    /// codes drawn elsewhere.
    ///
    /// ```
    /// use bauloewe::net::codes::Code;
    /// assert_eq!(Code::from_bits(0).to_string(), "0000-0000");
    /// assert_eq!(Code::from_bits(u64::MAX).to_string(), "ZZZZ-ZZZZ");
    /// ```
    pub fn from_bits(bits: u64) -> Code {
        Code(bits & ((1 << BITS) - 1))
    }

    /// The code's 40 bits.
    pub fn bits(self) -> u64 {
        self.0
    }

    /// Whether `typed` is this code, read as [`FromStr`] reads it (surrounding spaces too).
    pub fn matches(self, typed: &str) -> bool {
        typed.trim().parse::<Code>() == Ok(self)
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The first symbol stands for the highest five bits.
        let symbol = |at: usize| {
            let shift = 5 * (SYMBOLS - 1 - at);
            char::from(ALPHABET[((self.0 >> shift) & 31) as usize])
        };
        let first: String = (0..4).map(symbol).collect();
        let second: String = (4..SYMBOLS).map(symbol).collect();
        write!(f, "{first}-{second}")
    }
}

/// Why a text is not a seat code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseCodeError {
    /// Not eight symbols (dashes not counted): how many there were.
    Length(usize),
    /// A character that is no symbol of the code (U, or not a letter or digit).
    Symbol(char),
}

impl fmt::Display for ParseCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseCodeError::Length(count) => write!(f, "a code has 8 characters, not {count}"),
            ParseCodeError::Symbol(c) => {
                write!(f, "'{}' is not in a code", crate::notation::text::visible(*c))
            }
        }
    }
}

impl std::error::Error for ParseCodeError {}

impl FromStr for Code {
    type Err = ParseCodeError;

    /// Reads a code: case-insensitive, dashes and spaces anywhere skipped (`0jya p1a5`), O read
    /// as 0, I and L as 1.
    fn from_str(text: &str) -> Result<Code, ParseCodeError> {
        let symbols: Vec<char> = text.chars().filter(|c| *c != '-' && !c.is_whitespace()).collect();
        if symbols.len() != SYMBOLS {
            return Err(ParseCodeError::Length(symbols.len()));
        }
        let mut bits = 0;
        for c in symbols {
            bits = (bits << 5) | value(c).ok_or(ParseCodeError::Symbol(c))?;
        }
        Ok(Code(bits))
    }
}

/// The five bits a symbol stands for, read kindly (see the module's notes).
fn value(c: char) -> Option<u64> {
    let c = match c.to_ascii_uppercase() {
        'O' => '0',
        'I' | 'L' => '1',
        c => c,
    };
    let at = ALPHABET.iter().position(|symbol| char::from(*symbol) == c)?;
    Some(at as u64)
}

/// The extension of the file beside a table's save slot that keeps its seats' codes
/// (`table-1.codes`, written for its owner only: see [`crate::save::SaveDir::write_private`]).
/// The codes are never in the save itself, which a player may be sent or shown.
pub const CODES_EXTENSION: &str = "codes";

/// The codes file's text: one line a seat, its number (from 0) and its code, `0 K7QF-2M9X`.
///
/// ```
/// use bauloewe::net::codes::{Code, codes_text, read_codes};
/// let codes = vec![(0, Code::from_bits(1)), (2, Code::from_bits(2))];
/// assert_eq!(codes_text(&codes), "0 0000-0001\n2 0000-0002\n");
/// assert_eq!(read_codes(&codes_text(&codes)), Some(codes));
/// assert_eq!(read_codes("0 K7QF\n"), None);
/// assert_eq!(read_codes("Ann K7QF-2M9X\n"), None);
/// ```
pub fn codes_text(codes: &[(usize, Code)]) -> String {
    codes.iter().map(|(seat, code)| format!("{seat} {code}\n")).collect()
}

/// The seats and codes of a codes file's text; `None` if any line is not `SEAT CODE`.
pub fn read_codes(text: &str) -> Option<Vec<(usize, Code)>> {
    text.lines()
        .map(|line| {
            let (seat, code) = line.split_once(' ')?;
            Some((seat.parse().ok()?, code.parse().ok()?))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn a_code_is_written_in_two_groups_of_four_and_read_back() {
        for bits in [0, 1, 31, 32, 0x12_3456_789A, (1 << BITS) - 1] {
            let code = Code::from_bits(bits);
            let text = code.to_string();
            assert_eq!(text.len(), 9, "{text}");
            assert_eq!(text.as_bytes()[4], b'-', "{text}");
            assert_eq!(text.parse::<Code>(), Ok(code));
            assert_eq!(code.bits(), bits);
        }
        assert_eq!(Code::from_bits(1).to_string(), "0000-0001");
        assert_eq!(Code::from_bits(32).to_string(), "0000-0010");
    }

    #[test]
    fn typed_codes_are_normalised() {
        let code: Code = "K7QF-2M9X".parse().unwrap();
        for typed in ["k7qf-2m9x", "K7QF2M9X", "k7Qf2-M9x", "-K7QF-2M9X-", "k7qf 2m9x", " K7QF  2M9X "] {
            assert_eq!(typed.parse::<Code>(), Ok(code), "{typed}");
        }
        assert_eq!("O0I1-L000".parse::<Code>(), "0011-1000".parse::<Code>());
        assert_eq!("oOiI-lL00".parse::<Code>().map(|code| code.to_string()), Ok("0011-1100".to_string()));
    }

    #[test]
    fn what_is_not_a_code_is_refused() {
        assert_eq!("K7QF-2M9".parse::<Code>(), Err(ParseCodeError::Length(7)));
        assert_eq!("K7QF-2M9XX".parse::<Code>(), Err(ParseCodeError::Length(9)));
        assert_eq!("".parse::<Code>(), Err(ParseCodeError::Length(0)));
        assert_eq!("K7QF-2M9U".parse::<Code>(), Err(ParseCodeError::Symbol('U')));
        assert_eq!("K7QF 2M9".parse::<Code>(), Err(ParseCodeError::Length(7)));
        assert_eq!("K7QF-2M9Ä".parse::<Code>(), Err(ParseCodeError::Symbol('Ä')));
        assert!(!Code::from_bits(7).matches("watch"));
    }

    #[test]
    fn codes_hold_forty_bits_and_every_symbol_stands_for_its_five() {
        let top = Code::from_bits(1 << (BITS - 1));
        assert_eq!(top.to_string(), "G000-0000");
        assert_eq!(Code::from_bits(1 << BITS), Code::from_bits(0));
        for (at, symbol) in ALPHABET.iter().enumerate() {
            let text = format!("0000-000{}", char::from(*symbol));
            assert_eq!(text.parse::<Code>().map(Code::bits), Ok(at as u64));
        }
    }

    #[test]
    fn drawn_codes_differ_and_reach_every_bit() {
        let mut seen = HashSet::new();
        let mut bits = 0;
        for _ in 0..1000 {
            let code = Code::generate().expect("the system's random source");
            assert!(code.bits() < 1 << BITS);
            bits |= code.bits();
            // Two equal codes among 1000 draws of 40 bits: about once in two million runs.
            assert!(seen.insert(code), "{code} drawn twice");
        }
        assert_eq!(bits, (1 << BITS) - 1, "every bit is set in some code");
    }
}
