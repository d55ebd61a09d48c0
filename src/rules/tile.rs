//! Tiles and board cells (R1, R2).
//!
//! A [`Tile`] names one of the 108 cells of the 12 × 9 board, written column then row
//! (`1A` … `12I`). Internally a tile is its index `row * 12 + column`, so comparing two tiles
//! compares their distance from `1A` the way setup (R9) wants it: row letter first, then number.

use std::fmt;
use std::str::FromStr;

/// Number of columns on the board (R1).
pub const COLUMNS: u8 = 12;
/// Number of rows on the board (R1).
pub const ROWS: u8 = 9;
/// Number of tiles (and cells) in the game (R2).
pub const TILE_COUNT: usize = (COLUMNS as usize) * (ROWS as usize);

/// One tile, and the board cell it belongs on.
///
/// ```
/// use bauloewe::rules::Tile;
/// let tile: Tile = "7e".parse().unwrap();
/// assert_eq!(tile.to_string(), "7E");
/// assert_eq!(tile.column(), 7);
/// assert_eq!(tile.row(), 'E');
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tile(u8);

impl Tile {
    /// The tile with the given index `0..108` (`row * 12 + column`), if it exists.
    pub fn from_index(index: usize) -> Option<Tile> {
        (index < TILE_COUNT).then_some(Tile(index as u8))
    }

    /// The tile at a column `1..=12` and a row `'A'..='I'` (either case), if it exists.
    pub fn at(column: u8, row: char) -> Option<Tile> {
        let row = row.to_ascii_uppercase();
        if !(1..=COLUMNS).contains(&column) || !('A'..='I').contains(&row) {
            return None;
        }
        let row_index = row as u8 - b'A';
        Some(Tile(row_index * COLUMNS + column - 1))
    }

    /// Every tile of the game, from `1A` to `12I` in index order.
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..TILE_COUNT as u8).map(Tile)
    }

    /// The tile of a byte that holds a tile's index: for a hand, which moves its tiles as the
    /// bytes of one number. Trusts `byte` to be below 108.
    pub(crate) fn from_byte(byte: u8) -> Tile {
        debug_assert!((byte as usize) < TILE_COUNT, "{byte} is no tile");
        Tile(byte)
    }

    /// The index `0..108` of this tile.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The column number, `1..=12`.
    pub fn column(self) -> u8 {
        self.0 % COLUMNS + 1
    }

    /// The row letter, `'A'..='I'`.
    pub fn row(self) -> char {
        (b'A' + self.0 / COLUMNS) as char
    }

    /// The orthogonal neighbours of this tile (R1): two to four of them.
    pub fn neighbours(self) -> impl Iterator<Item = Tile> {
        NEIGHBOURS[self.index()].into_iter().take_while(|&index| index < OFF_BOARD).map(Tile)
    }

    /// The indices of the four neighbour slots: the neighbours first, then [`OFF_BOARD`] for
    /// each side where the board ends. The board's hot path reads all four without a branch.
    pub(crate) fn neighbour_slots(self) -> [u8; 4] {
        NEIGHBOURS[self.index()]
    }
}

/// The index that stands for "off the board" in [`Tile::neighbour_slots`].
pub(crate) const OFF_BOARD: u8 = TILE_COUNT as u8;

/// Precomputed neighbours of every cell, so that the engine's inner loop does no arithmetic.
static NEIGHBOURS: [[u8; 4]; TILE_COUNT] = neighbour_table();

const fn neighbour_table() -> [[u8; 4]; TILE_COUNT] {
    let mut table = [[OFF_BOARD; 4]; TILE_COUNT];
    let mut index = 0;
    while index < TILE_COUNT {
        let (column, row) = (index % COLUMNS as usize, index / COLUMNS as usize);
        // Left, right, up, down: the candidates, with whether each is on the board.
        let candidates = [
            (column > 0, index.wrapping_sub(1)),
            (column + 1 < COLUMNS as usize, index + 1),
            (row > 0, index.wrapping_sub(COLUMNS as usize)),
            (row + 1 < ROWS as usize, index + COLUMNS as usize),
        ];
        let (mut k, mut count) = (0, 0);
        while k < 4 {
            if candidates[k].0 {
                table[index][count] = candidates[k].1 as u8;
                count += 1;
            }
            k += 1;
        }
        index += 1;
    }
    table
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // `pad` (not `write!`) so that width flags like `{:>3}` work in tables.
        f.pad(&format!("{}{}", self.column(), self.row()))
    }
}

/// Why a piece of text is not a tile (the text as given).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseTileError(pub String);

impl FromStr for Tile {
    type Err = ParseTileError;

    fn from_str(text: &str) -> Result<Tile, ParseTileError> {
        let error = || ParseTileError(text.to_string());
        let row = text.chars().last().ok_or_else(error)?;
        let digits = &text[..text.len() - row.len_utf8()];
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(error());
        }
        let column: u8 = digits.parse().map_err(|_| error())?;
        Tile::at(column, row).ok_or_else(error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r1_every_tile_round_trips_through_text() {
        for tile in Tile::all() {
            assert_eq!(tile.to_string().parse::<Tile>(), Ok(tile));
            assert_eq!(tile.to_string().to_lowercase().parse::<Tile>(), Ok(tile));
        }
        assert_eq!(Tile::all().count(), 108);
    }

    #[test]
    fn r1_corners_and_bad_names() {
        assert_eq!("1A".parse::<Tile>().unwrap().index(), 0);
        assert_eq!("12I".parse::<Tile>().unwrap().index(), 107);
        for bad in ["", "A", "0A", "13A", "1J", "01", "7", "123A", "+1A", "1AA", "7É"] {
            assert!(bad.parse::<Tile>().is_err(), "{bad} parsed");
        }
    }

    #[test]
    fn r1_neighbours_are_orthogonal_only() {
        let names = |t: &str| {
            let mut n: Vec<String> = t.parse::<Tile>().unwrap().neighbours().map(|n| n.to_string()).collect();
            n.sort();
            n
        };
        assert_eq!(names("1A"), ["1B", "2A"]);
        assert_eq!(names("7E"), ["6E", "7D", "7F", "8E"]);
        assert_eq!(names("12I"), ["11I", "12H"]);
    }

    #[test]
    fn r9_index_order_is_distance_from_1a() {
        let t = |s: &str| s.parse::<Tile>().unwrap();
        assert!(t("9A") < t("1B"));
        assert!(t("1A") < t("2A"));
    }
}
