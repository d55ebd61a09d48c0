//! Hotel chains, their tiers and share prices (R3, R7, R8, R15).
//!
//! A [`Chain`] is one of the seven hotel chains; a [`ChainSet`] is a small set of them, used
//! for "the chains this tile touches" and "the chains on the board".

use std::fmt;
use std::str::FromStr;

/// Number of hotel chains (R3).
pub const CHAIN_COUNT: usize = 7;
/// Shares of each chain in the game (R4).
pub const SHARES_PER_CHAIN: u8 = 25;
/// A chain of this size or more is safe (R15).
pub const SAFE_SIZE: u8 = 11;

/// One of the seven hotel chains (R3), in tier order: cheap, medium, expensive.
///
/// ```
/// use bauloewe::rules::Chain;
/// assert_eq!("aurora".parse::<Chain>(), Ok(Chain::Aurora));
/// assert_eq!("Koenigshof".parse::<Chain>(), Ok(Chain::Koenigshof));
/// assert_eq!(Chain::Aurora.share_price(12), 900);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Chain {
    /// Cheap tier, yellow.
    Zugvogel,
    /// Cheap tier, cyan.
    Ankerplatz,
    /// Medium tier, red.
    Bergfried,
    /// Medium tier, blue.
    Uferblick,
    /// Medium tier, orange.
    Morgenrot,
    /// Expensive tier, green.
    Aurora,
    /// Expensive tier, purple. Written `Königshof`; `Koenigshof` is accepted too.
    Koenigshof,
}

impl Chain {
    /// All seven chains in tier order.
    pub const ALL: [Chain; CHAIN_COUNT] = [
        Chain::Zugvogel,
        Chain::Ankerplatz,
        Chain::Bergfried,
        Chain::Uferblick,
        Chain::Morgenrot,
        Chain::Aurora,
        Chain::Koenigshof,
    ];

    /// The chain's position in [`Chain::ALL`], `0..7`.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The chain at a position of [`Chain::ALL`].
    pub fn from_index(index: usize) -> Option<Chain> {
        Chain::ALL.get(index).copied()
    }

    /// The chain's name as the game writes it.
    pub fn name(self) -> &'static str {
        match self {
            Chain::Zugvogel => "Zugvogel",
            Chain::Ankerplatz => "Ankerplatz",
            Chain::Bergfried => "Bergfried",
            Chain::Uferblick => "Uferblick",
            Chain::Morgenrot => "Morgenrot",
            Chain::Aurora => "Aurora",
            Chain::Koenigshof => "Königshof",
        }
    }

    /// The ways to write the chain's name: its own, and for Königshof also `Koenigshof` (R3).
    pub fn spellings(self) -> &'static [&'static str] {
        match self {
            Chain::Zugvogel => &["Zugvogel"],
            Chain::Ankerplatz => &["Ankerplatz"],
            Chain::Bergfried => &["Bergfried"],
            Chain::Uferblick => &["Uferblick"],
            Chain::Morgenrot => &["Morgenrot"],
            Chain::Aurora => &["Aurora"],
            Chain::Koenigshof => &["Königshof", "Koenigshof"],
        }
    }

    /// The chain whose full name (one of its [`Chain::spellings`]) is `text`, in any case.
    ///
    /// ```
    /// use bauloewe::rules::Chain;
    /// assert_eq!(Chain::from_full_name("KOENIGSHOF"), Some(Chain::Koenigshof));
    /// assert_eq!(Chain::from_full_name("Auro"), None);
    /// ```
    pub fn from_full_name(text: &str) -> Option<Chain> {
        let wanted = text.to_lowercase();
        Chain::ALL
            .into_iter()
            .find(|chain| chain.spellings().iter().any(|name| name.to_lowercase() == wanted))
    }

    /// A two-letter code that marks the chain's cells on a board drawn without color.
    pub fn code(self) -> &'static str {
        match self {
            Chain::Zugvogel => "Zu",
            Chain::Ankerplatz => "An",
            Chain::Bergfried => "Be",
            Chain::Uferblick => "Uf",
            Chain::Morgenrot => "Mo",
            Chain::Aurora => "Au",
            Chain::Koenigshof => "Kö",
        }
    }

    /// The chain's true colour as RGB (R3); no two chains share one.
    pub fn rgb(self) -> (u8, u8, u8) {
        match self {
            Chain::Zugvogel => (0xff, 0xe1, 0x19),
            Chain::Ankerplatz => (0x42, 0xd4, 0xf4),
            Chain::Bergfried => (0xe6, 0x19, 0x4b),
            Chain::Uferblick => (0x43, 0x63, 0xd8),
            Chain::Morgenrot => (0xf5, 0x82, 0x31),
            Chain::Aurora => (0x3c, 0xb4, 0x4b),
            Chain::Koenigshof => (0x91, 0x1e, 0xb4),
        }
    }

    /// The chain's colour on a terminal of 16 colours, as an SGR foreground code (R3). The
    /// rule book picks each one, because the nearest of the 16 to [`Chain::rgb`] would give
    /// two chains the same: 33 yellow, 36 cyan, 31 red, 94 bright blue, 37 white, 32 green,
    /// 35 magenta. Each is a hue of its own (the code's last digit): a bright variant of a hue
    /// already taken reads as that hue (91, bright red, looked like Bergfried's 31 beside it),
    /// and no hue is near orange, so Morgenrot takes the one left that is not black.
    pub fn sgr16(self) -> u8 {
        match self {
            Chain::Zugvogel => 33,
            Chain::Ankerplatz => 36,
            Chain::Bergfried => 31,
            Chain::Uferblick => 94,
            Chain::Morgenrot => 37,
            Chain::Aurora => 32,
            Chain::Koenigshof => 35,
        }
    }

    /// The tier's price offset (R3): 0, 100 or 200.
    pub const fn price_offset(self) -> u32 {
        match self {
            Chain::Zugvogel | Chain::Ankerplatz => 0,
            Chain::Bergfried | Chain::Uferblick | Chain::Morgenrot => 100,
            Chain::Aurora | Chain::Koenigshof => 200,
        }
    }

    /// The price of one share at a chain size (R7); 0 for a size under 2 (no chain, no price).
    pub fn share_price(self, size: u8) -> u32 {
        PRICES[self.index()][size as usize] as u32
    }

    /// The majority bonus at a chain size: ten times the share price (R8).
    pub fn majority_bonus(self, size: u8) -> u32 {
        10 * self.share_price(size)
    }

    /// The minority bonus at a chain size: five times the share price (R8).
    pub fn minority_bonus(self, size: u8) -> u32 {
        5 * self.share_price(size)
    }
}

/// Every chain's share price at every size a `u8` can hold (R7), built at compile time
/// because prices are read in the engine's inner loop.
static PRICES: [[u16; 256]; CHAIN_COUNT] = {
    let mut table = [[0u16; 256]; CHAIN_COUNT];
    let mut chain = 0;
    while chain < CHAIN_COUNT {
        let mut size = 2;
        while size < 256 {
            let cheap = match size {
                0..=5 => size as u16 * 100,
                6..=10 => 600,
                11..=20 => 700,
                21..=30 => 800,
                31..=40 => 900,
                _ => 1000,
            };
            table[chain][size] = cheap + Chain::ALL[chain].price_offset() as u16;
            size += 1;
        }
        chain += 1;
    }
    table
};

impl fmt::Display for Chain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// Why a piece of text is not a chain's full name (the text as given).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseChainError(pub String);

impl FromStr for Chain {
    type Err = ParseChainError;

    /// A chain's full name, in any case (R3: `Königshof` or `Koenigshof`), as
    /// [`Chain::from_full_name`] reads it; `Display` writes it back.
    fn from_str(text: &str) -> Result<Chain, ParseChainError> {
        Chain::from_full_name(text).ok_or_else(|| ParseChainError(text.to_string()))
    }
}

/// A set of chains, stored as seven bits.
///
/// ```
/// use bauloewe::rules::{Chain, ChainSet};
/// let mut set = ChainSet::EMPTY;
/// set.insert(Chain::Aurora);
/// set.insert(Chain::Zugvogel);
/// assert_eq!(set.len(), 2);
/// assert_eq!(set.iter().collect::<Vec<_>>(), [Chain::Zugvogel, Chain::Aurora]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ChainSet(u8);

impl ChainSet {
    /// The set with no chain.
    pub const EMPTY: ChainSet = ChainSet(0);

    /// The set of all seven chains.
    pub const ALL: ChainSet = ChainSet(0x7f);

    /// The set whose bit `i` stands for `Chain::ALL[i]`; bits above 6 are ignored.
    pub fn from_bits(bits: u8) -> ChainSet {
        ChainSet(bits & 0x7f)
    }

    /// The set as bits: bit `i` stands for `Chain::ALL[i]`.
    pub fn bits(self) -> u8 {
        self.0
    }

    /// The chains in both sets.
    pub fn intersection(self, other: ChainSet) -> ChainSet {
        ChainSet(self.0 & other.0)
    }

    /// Adds a chain to the set.
    pub fn insert(&mut self, chain: Chain) {
        self.0 |= 1 << chain.index();
    }

    /// Removes a chain from the set.
    pub fn remove(&mut self, chain: Chain) {
        self.0 &= !(1 << chain.index());
    }

    /// Whether the chain is in the set.
    pub fn contains(self, chain: Chain) -> bool {
        self.0 & (1 << chain.index()) != 0
    }

    /// Number of chains in the set.
    pub fn len(self) -> usize {
        count_set_bits(self.0)
    }

    /// Whether the set has two chains or more: `len() >= 2` without counting, as the rules ask
    /// it of every tile looked at (R13) and a count costs a dozen instructions on a processor
    /// without a population count instruction, the portable build's.
    pub fn has_several(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0 // clearing the lowest bit leaves another
    }

    /// Whether the set has no chain.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The chains in the set, in tier order.
    pub fn iter(self) -> impl Iterator<Item = Chain> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            let chain = Chain::from_index(bits.trailing_zeros() as usize)?;
            bits &= bits - 1; // clears the lowest bit
            Some(chain)
        })
    }

    /// The first chain of the set in tier order, if any.
    pub fn first(self) -> Option<Chain> {
        Chain::from_index(self.0.trailing_zeros() as usize)
    }

    /// The chain at position `n` (from 0) of the set in tier order, if the set has that many:
    /// `set.iter().nth(n)`, without walking an iterator.
    pub fn nth(self, n: usize) -> Option<Chain> {
        Chain::from_index(nth_set_bit(self.0, n)?)
    }
}

/// The position of the `n`-th lowest set bit (from 0) of `bits`, below 7, if it has that many.
///
/// Looked up in a table made at compile time: a random player asks for a random `n`, and a loop
/// of `n` steps ends where the processor cannot predict it, a stall at nearly every choice.
pub(crate) fn nth_set_bit(bits: u8, n: usize) -> Option<usize> {
    let at = *NTH_SET_BIT.get(bits as usize)?.get(n)?;
    (at < 7).then_some(at as usize)
}

/// How many bits of `bits` are set, looked up in a table made at compile time: the portable
/// build has no population count instruction, and counting costs a dozen instructions. The
/// benchmark counts a set at nearly every choice (the playable tiles, the buyable chains): its
/// random games took 0.973 of the processor time they took with the count computed (median of
/// 7 pairs of runs, alternated; range 0.963-0.991).
pub(crate) fn count_set_bits(bits: u8) -> usize {
    SET_BITS[bits as usize] as usize
}

/// `SET_BITS[bits]`: how many bits of `bits` are set.
static SET_BITS: [u8; 256] = set_bits_table();

/// Builds [`SET_BITS`] as the program is built, from the count of the number with its lowest
/// bit cleared.
const fn set_bits_table() -> [u8; 256] {
    let mut table = [0u8; 256];
    let mut bits = 1;
    while bits < 256 {
        table[bits] = table[bits & (bits - 1)] + 1;
        bits += 1;
    }
    table
}

/// `NTH_SET_BIT[bits][n]`: the position of the `n`-th lowest set bit of `bits`, 7 when it has
/// no more than `n`.
static NTH_SET_BIT: [[u8; 7]; 128] = nth_set_bit_table();

/// Builds [`NTH_SET_BIT`] as the program is built: for every set of bits, its set bits'
/// positions in order, counted up bit by bit.
const fn nth_set_bit_table() -> [[u8; 7]; 128] {
    let mut table = [[7u8; 7]; 128];
    let mut bits = 0;
    while bits < 128 {
        let (mut at, mut n) = (0, 0);
        while at < 7 {
            if bits & (1 << at) != 0 {
                table[bits][n] = at as u8;
                n += 1;
            }
            at += 1;
        }
        bits += 1;
    }
    table
}

impl FromIterator<Chain> for ChainSet {
    fn from_iter<I: IntoIterator<Item = Chain>>(iter: I) -> ChainSet {
        let mut set = ChainSet::EMPTY;
        for chain in iter {
            set.insert(chain);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn the_nth_chain_of_a_set_is_the_nth_in_tier_order_and_the_several_are_two_or_more() {
        for bits in 0..128u8 {
            let set = ChainSet::from_bits(bits);
            for n in 0..9 {
                assert_eq!(set.nth(n), set.iter().nth(n), "{bits:07b} {n}");
            }
            assert_eq!(set.has_several(), set.len() >= 2, "{bits:07b}");
        }
    }

    #[test]
    fn the_looked_up_count_of_set_bits_is_the_count() {
        for bits in 0..=255u8 {
            assert_eq!(count_set_bits(bits), bits.count_ones() as usize, "{bits:08b}");
        }
    }

    #[test]
    fn r3_every_chain_round_trips_by_its_full_name() {
        for chain in Chain::ALL {
            assert_eq!(chain.to_string().parse(), Ok(chain));
            assert_eq!(chain.name().to_uppercase().parse(), Ok(chain));
            assert_eq!(Chain::from_index(chain.index()), Some(chain));
        }
        assert_eq!("Koenigshof".parse(), Ok(Chain::Koenigshof));
        assert_eq!("KÖNIGSHOF".parse(), Ok(Chain::Koenigshof));
        assert_eq!("ko".parse::<Chain>(), Err(ParseChainError("ko".to_string())));
        assert_eq!("".parse::<Chain>(), Err(ParseChainError(String::new())));
    }

    #[test]
    fn r3_colours_are_the_rule_books_and_no_two_alike() {
        let table = [
            (Chain::Zugvogel, 0xffe119, 33),
            (Chain::Ankerplatz, 0x42d4f4, 36),
            (Chain::Bergfried, 0xe6194b, 31),
            (Chain::Uferblick, 0x4363d8, 94),
            (Chain::Morgenrot, 0xf58231, 37),
            (Chain::Aurora, 0x3cb44b, 32),
            (Chain::Koenigshof, 0x911eb4, 35),
        ];
        for (chain, hex, code) in table {
            let (r, g, b) = chain.rgb();
            assert_eq!(u32::from_be_bytes([0, r, g, b]), hex, "{chain}");
            assert_eq!(chain.sgr16(), code, "{chain}");
        }
        let colours: HashSet<_> = Chain::ALL.iter().map(|c| c.rgb()).collect();
        // Distinct hues, not only distinct codes: 31 and 91 are both red (found in play).
        let hues: HashSet<_> = Chain::ALL.iter().map(|c| c.sgr16() % 10).collect();
        assert_eq!((colours.len(), hues.len()), (CHAIN_COUNT, CHAIN_COUNT));
    }

    #[test]
    fn r7_price_table_for_every_tier() {
        let cheap = [(2, 200), (3, 300), (4, 400), (5, 500), (6, 600), (10, 600), (11, 700)];
        let more = [(20, 700), (21, 800), (30, 800), (31, 900), (40, 900), (41, 1000), (108, 1000)];
        for (size, price) in cheap.into_iter().chain(more) {
            assert_eq!(Chain::Zugvogel.share_price(size), price);
            assert_eq!(Chain::Bergfried.share_price(size), price + 100);
            assert_eq!(Chain::Koenigshof.share_price(size), price + 200);
        }
        assert_eq!(Chain::Aurora.share_price(12), 900);
        assert_eq!(Chain::Aurora.share_price(1), 0);
    }

    #[test]
    fn r8_bonuses_are_ten_and_five_times_the_price() {
        assert_eq!(Chain::Morgenrot.majority_bonus(7), 7000);
        assert_eq!(Chain::Morgenrot.minority_bonus(7), 3500);
    }
}
