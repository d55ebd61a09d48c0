//! Players and hands: how players are counted (R6), and the tiles each player holds (R2).

use std::fmt;

use super::tile::Tile;

/// Index of a player's seat, `0..player_count`, in seat order (R6).
pub type PlayerId = usize;

/// Most tiles a hand holds (R2).
pub const HAND_SIZE: usize = 6;
/// Fewest players in a game (R6).
pub const MIN_PLAYERS: usize = 2;
/// Most players in a game (R6).
pub const MAX_PLAYERS: usize = 6;

/// The tiles a player holds, at most six, kept sorted so that they print in board order.
///
/// Its tiles sit in eight slots, six and two of padding, so that [`Hand::insert`] and
/// [`Hand::remove`] can move them as the bytes of one 64-bit number: one load and one store,
/// not a load and a store of four bytes and of two. The hand is not aligned as such a number,
/// though: an aligned hand is 16 bytes, copied in 16-byte pieces that overlapped the stores
/// just before them, and the processor waited for those stores (random games took 0.984 of
/// the processor time with the hand unaligned, range 0.980-0.987, median of 7 pairs of runs,
/// alternated).
#[derive(Clone, Copy, Debug)]
pub struct Hand {
    /// The first `len` entries are the tiles; the rest are leftovers and mean nothing.
    tiles: [Tile; SLOTS],
    len: u8,
}

/// The slots of a hand: six for tiles and two that only pad the hand to the eight bytes of a
/// 64-bit number. The benchmark's random games took 0.969 of the processor time they took with
/// six slots (median of 7 pairs of runs, alternated; range 0.966-0.972).
const SLOTS: usize = 8;

// Equality and hashing look at the held tiles only, never at the leftovers.
impl PartialEq for Hand {
    fn eq(&self, other: &Hand) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for Hand {}

impl std::hash::Hash for Hand {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state);
    }
}

impl Default for Hand {
    fn default() -> Hand {
        let filler = Tile::from_index(0).expect("1A exists");
        Hand { tiles: [filler; SLOTS], len: 0 }
    }
}

impl Hand {
    /// The tiles, sorted from 1A onwards.
    pub fn tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        self.tiles[..self.len as usize].iter().copied()
    }

    /// The tiles as a slice, sorted from 1A onwards.
    pub fn as_slice(&self) -> &[Tile] {
        &self.tiles[..self.len as usize]
    }

    /// A hand of `tiles` (at most six, none twice), given in any order: sorted once, not
    /// inserted one by one. Computer players deal every unseen hand anew for each game they
    /// imagine, mostly in board order, where sorting finds nothing to move.
    pub(crate) fn of(tiles: impl IntoIterator<Item = Tile>) -> Hand {
        let mut hand = Hand::default();
        for (slot, tile) in hand.tiles[..HAND_SIZE].iter_mut().zip(tiles) {
            *slot = tile;
            hand.len += 1;
        }
        let len = hand.len();
        hand.tiles[..len].sort_unstable();
        hand
    }

    /// Number of tiles held.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the hand holds no tile.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether the hand holds this tile.
    pub fn contains(&self, tile: Tile) -> bool {
        self.tiles().any(|t| t == tile)
    }

    /// Adds a tile, keeping the order; returns false (and changes nothing) if the hand is full.
    pub fn insert(&mut self, tile: Tile) -> bool {
        if self.len() == HAND_SIZE {
            return false;
        }
        // The tiles move as the bytes of one number: those from the place up shift one byte up
        // and the new tile fills the gap. No loop stops at the first larger tile: that loop's
        // exit depends on a random tile and was mispredicted about 0.4 times per benchmark
        // action (callgrind). `insert_simply` in the tests is the loop, held to the same hands.
        let at = self.place_of(tile);
        let below = (1u64 << (8 * at)) - 1;
        let bytes = self.bytes();
        self.set_bytes((bytes & below) | ((tile.index() as u64) << (8 * at)) | ((bytes & !below) << 8));
        self.len += 1;
        true
    }

    /// Takes a tile out of the hand; returns false if it was not there.
    pub fn remove(&mut self, tile: Tile) -> bool {
        // As in `insert`: the tiles above the place shift one byte down, without a loop.
        let at = self.place_of(tile);
        if at == self.len() || self.tiles[at] != tile {
            return false;
        }
        let below = (1u64 << (8 * at)) - 1;
        let bytes = self.bytes();
        self.set_bytes((bytes & below) | ((bytes >> 8) & !below));
        self.len -= 1;
        true
    }

    /// How many held tiles are below `tile`: where it is, or would go.
    ///
    /// Compared all at once in the bytes of [`Hand::bytes`] (indices are below 128): each byte
    /// plus 128 minus the tile keeps its top bit exactly when the byte is not below the tile,
    /// and no byte borrows from the next. A multiplication adds up the top bits that are left.
    /// About 6 instructions instead of 16 for the comparisons one by one (callgrind).
    fn place_of(&self, tile: Tile) -> usize {
        const ONES: u64 = 0x0101_0101_0101_0101;
        let held = (1u64 << (8 * self.len())) - 1;
        let not_below = (self.bytes() | (0x80 * ONES)) - tile.index() as u64 * ONES;
        let below = !not_below & (0x80 * ONES) & held;
        ((below >> 7).wrapping_mul(ONES) >> 56) as usize
    }

    /// The tiles' indices as the low bytes of a number, the first tile lowest.
    fn bytes(&self) -> u64 {
        u64::from_le_bytes(self.tiles.map(|tile| tile.index() as u8))
    }

    /// Sets the tiles from the low bytes of a number, as [`Hand::bytes`] gives them (the
    /// leftovers included: every byte is a tile's index, or 0 shifted in).
    fn set_bytes(&mut self, bytes: u64) {
        self.tiles = bytes.to_le_bytes().map(Tile::from_byte);
    }

    /// [`Hand::insert`] the simple way, one step of insertion sort: the reference it is tested
    /// against.
    #[cfg(test)]
    fn insert_simply(&mut self, tile: Tile) -> bool {
        if self.len() == HAND_SIZE {
            return false;
        }
        let mut at = self.len();
        while at > 0 && self.tiles[at - 1] > tile {
            self.tiles[at] = self.tiles[at - 1];
            at -= 1;
        }
        self.tiles[at] = tile;
        self.len += 1;
        true
    }

    /// [`Hand::remove`] the simple way: the reference it is tested against.
    #[cfg(test)]
    fn remove_simply(&mut self, tile: Tile) -> bool {
        let Some(at) = self.tiles().position(|t| t == tile) else {
            return false;
        };
        for index in at..self.len() - 1 {
            self.tiles[index] = self.tiles[index + 1];
        }
        self.len -= 1;
        true
    }
}

impl fmt::Display for Hand {
    /// The tiles separated by spaces, like `1A 3C 5E`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<String> = self.tiles().map(|t| t.to_string()).collect();
        write!(f, "{}", names.join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r2_hand_keeps_six_sorted_tiles() {
        let mut hand = Hand::default();
        for name in ["5E", "1A", "12I", "3C", "9A", "1B"] {
            assert!(hand.insert(name.parse().unwrap()));
        }
        assert!(!hand.insert("2A".parse().unwrap()));
        assert_eq!(hand.to_string(), "1A 9A 1B 3C 5E 12I");
        assert!(hand.remove("3C".parse().unwrap()));
        assert!(!hand.remove("3C".parse().unwrap()));
        assert_eq!(hand.to_string(), "1A 9A 1B 5E 12I");
        assert_eq!(hand.len(), 5);
    }

    #[test]
    fn a_hand_made_at_once_is_the_hand_inserted_tile_by_tile() {
        use crate::rules::game::shuffle_with;
        use rand::SeedableRng;
        let mut rng = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(46);
        let mut all: Vec<Tile> = (0..crate::rules::tile::TILE_COUNT).filter_map(Tile::from_index).collect();
        for round in 0..2_000 {
            shuffle_with(&mut all, &mut rng);
            let size = round % (HAND_SIZE + 1);
            // Board order (as the broker deals) every other round, shuffled otherwise.
            let mut tiles = all[..size].to_vec();
            if round % 2 == 0 {
                tiles.sort();
            }
            let mut inserted = Hand::default();
            for &tile in &tiles {
                inserted.insert_simply(tile);
            }
            assert_eq!(Hand::of(tiles.iter().copied()).as_slice(), inserted.as_slice(), "{tiles:?}");
            assert_eq!(Hand::of(tiles.iter().copied()).len(), size);
        }
    }

    #[test]
    fn insert_and_remove_agree_with_the_simple_way() {
        use crate::rules::below;
        use rand::SeedableRng;
        let mut rng = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(45);
        let (mut fast, mut simple) = (Hand::default(), Hand::default());
        for _ in 0..20_000 {
            let tile = Tile::from_index(below(&mut rng, crate::rules::tile::TILE_COUNT)).unwrap();
            // A game never inserts a tile a hand holds (every tile exists once).
            if below(&mut rng, 2) == 0 && !simple.contains(tile) {
                assert_eq!(fast.insert(tile), simple.insert_simply(tile), "{tile} into {simple}");
            } else {
                assert_eq!(fast.remove(tile), simple.remove_simply(tile), "{tile} from {simple}");
            }
            assert_eq!(fast.as_slice(), simple.as_slice());
        }
    }
}
