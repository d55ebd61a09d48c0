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
#[derive(Clone, Copy, Debug)]
pub struct Hand {
    /// The first `len` entries are the tiles; the rest are leftovers and mean nothing.
    tiles: [Tile; HAND_SIZE],
    len: u8,
}

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
        Hand { tiles: [filler; HAND_SIZE], len: 0 }
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
        // One step of insertion sort: move larger tiles up until the new one fits.
        let mut at = self.len();
        while at > 0 && self.tiles[at - 1] > tile {
            self.tiles[at] = self.tiles[at - 1];
            at -= 1;
        }
        self.tiles[at] = tile;
        self.len += 1;
        true
    }

    /// Takes a tile out of the hand; returns false if it was not there.
    pub fn remove(&mut self, tile: Tile) -> bool {
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
}
