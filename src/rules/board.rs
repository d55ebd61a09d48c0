//! The board: which cell holds what, and how big each chain is (R1, R11–R15).
//!
//! The [`Board`] knows geometry and chain membership but nothing of players or money. It answers
//! what a tile would do if placed ([`TileStatus`]) and carries out the cell changes of founding,
//! growing and merging. Chain sizes are kept up to date with every change, so reading one is free.

use super::chain::{CHAIN_COUNT, Chain, ChainSet, SAFE_SIZE};
use super::tile::{TILE_COUNT, Tile};

/// What one board cell holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    /// No hotel here yet.
    Empty,
    /// A hotel that belongs to no chain.
    Lone,
    /// A hotel of a chain.
    Hotel(Chain),
}

/// What a tile would do if it were placed now (R11–R13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TileStatus {
    /// It touches nothing and would stay a lone hotel.
    Lone,
    /// It touches lone hotels only and would found a chain.
    Founds,
    /// It touches exactly one chain and would grow it.
    Grows(Chain),
    /// It touches two or more chains and would merge them (R14).
    Merges(ChainSet),
    /// It would found an eighth chain while all seven are on the board (R12): not playable now.
    EighthChain,
    /// It touches two or more safe chains (R13): never playable.
    Dead,
}

impl TileStatus {
    /// Whether a tile with this status may be placed now.
    pub fn is_playable(self) -> bool {
        !matches!(self, TileStatus::EighthChain | TileStatus::Dead)
    }
}

/// The 108 cells and the size of every chain on them.
///
/// ```
/// use bauloewe::rules::{Board, Cell, TileStatus};
/// let mut board = Board::new();
/// let tile = "5C".parse().unwrap();
/// assert_eq!(board.status(tile), TileStatus::Lone);
/// board.place_lone(tile);
/// assert_eq!(board.cell(tile), Cell::Lone);
/// assert_eq!(board.status("6C".parse().unwrap()), TileStatus::Founds);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    cells: [Cell; TILE_COUNT],
    sizes: [u8; CHAIN_COUNT],
}

impl Default for Board {
    fn default() -> Board {
        Board::new()
    }
}

impl Board {
    /// An empty board.
    pub fn new() -> Board {
        Board { cells: [Cell::Empty; TILE_COUNT], sizes: [0; CHAIN_COUNT] }
    }

    /// What the cell of a tile holds.
    pub fn cell(&self, tile: Tile) -> Cell {
        self.cells[tile.index()]
    }

    /// The number of hotels of a chain; 0 when it is not on the board.
    pub fn size(&self, chain: Chain) -> u8 {
        self.sizes[chain.index()]
    }

    /// Whether a chain is on the board.
    pub fn is_on_board(&self, chain: Chain) -> bool {
        self.size(chain) > 0
    }

    /// Whether a chain is safe: 11 hotels or more (R15).
    pub fn is_safe(&self, chain: Chain) -> bool {
        self.size(chain) >= SAFE_SIZE
    }

    /// The current share price of a chain (R7); 0 when it is not on the board.
    pub fn share_price(&self, chain: Chain) -> u32 {
        chain.share_price(self.size(chain))
    }

    /// The chains on the board.
    pub fn chains_on_board(&self) -> ChainSet {
        Chain::ALL.into_iter().filter(|c| self.is_on_board(*c)).collect()
    }

    /// The chains whose hotels are orthogonal neighbours of a cell.
    pub fn touching_chains(&self, tile: Tile) -> ChainSet {
        let mut chains = ChainSet::EMPTY;
        for neighbour in tile.neighbours() {
            if let Cell::Hotel(chain) = self.cell(neighbour) {
                chains.insert(chain);
            }
        }
        chains
    }

    /// What the tile would do if placed now (R11–R13). The cell must be empty.
    pub fn status(&self, tile: Tile) -> TileStatus {
        let chains = self.touching_chains(tile);
        match chains.len() {
            0 if self.touches_lone(tile) => {
                if self.chains_on_board().len() == CHAIN_COUNT {
                    TileStatus::EighthChain
                } else {
                    TileStatus::Founds
                }
            }
            0 => TileStatus::Lone,
            1 => TileStatus::Grows(chains.iter().next().expect("one chain")),
            _ if chains.iter().filter(|c| self.is_safe(*c)).count() >= 2 => TileStatus::Dead,
            _ => TileStatus::Merges(chains),
        }
    }

    /// Puts a lone hotel on an empty cell.
    pub fn place_lone(&mut self, tile: Tile) {
        self.cells[tile.index()] = Cell::Lone;
    }

    /// Makes the hotel on `tile` and every lone hotel connected to it part of `chain` (R11).
    ///
    /// The cell must hold a hotel already (lone, or of `chain`). Returns the chain's new size.
    pub fn absorb_lone_group(&mut self, tile: Tile, chain: Chain) -> u8 {
        let mut stack = [tile; TILE_COUNT];
        let mut top = 1;
        self.set_hotel(tile, chain);
        while top > 0 {
            top -= 1;
            for neighbour in stack[top].neighbours() {
                if self.cell(neighbour) == Cell::Lone {
                    self.set_hotel(neighbour, chain);
                    stack[top] = neighbour;
                    top += 1;
                }
            }
        }
        self.size(chain)
    }

    /// Turns every hotel of `defunct` into a hotel of `survivor` (R14.5).
    pub fn merge_into(&mut self, defunct: Chain, survivor: Chain) {
        for cell in self.cells.iter_mut() {
            if *cell == Cell::Hotel(defunct) {
                *cell = Cell::Hotel(survivor);
            }
        }
        self.sizes[survivor.index()] += self.sizes[defunct.index()];
        self.sizes[defunct.index()] = 0;
    }

    /// Whether any orthogonal neighbour of a cell is a lone hotel.
    fn touches_lone(&self, tile: Tile) -> bool {
        tile.neighbours().any(|n| self.cell(n) == Cell::Lone)
    }

    /// Sets a cell to a chain's hotel, keeping the sizes right.
    fn set_hotel(&mut self, tile: Tile, chain: Chain) {
        match self.cells[tile.index()] {
            Cell::Hotel(old) if old == chain => return,
            Cell::Hotel(old) => self.sizes[old.index()] -= 1,
            Cell::Empty | Cell::Lone => {}
        }
        self.cells[tile.index()] = Cell::Hotel(chain);
        self.sizes[chain.index()] += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tile(name: &str) -> Tile {
        name.parse().unwrap()
    }

    fn board_with(lone: &[&str], chains: &[(Chain, &[&str])]) -> Board {
        let mut board = Board::new();
        for (chain, tiles) in chains {
            for t in *tiles {
                board.place_lone(tile(t));
            }
            board.absorb_lone_group(tile(tiles[0]), *chain);
        }
        for t in lone {
            board.place_lone(tile(t));
        }
        board
    }

    #[test]
    fn r11_status_of_lone_found_grow_merge() {
        let board = board_with(&["1A"], &[(Chain::Aurora, &["5E", "6E"]), (Chain::Zugvogel, &["8E", "9E"])]);
        assert_eq!(board.status(tile("12I")), TileStatus::Lone);
        assert_eq!(board.status(tile("2A")), TileStatus::Founds);
        assert_eq!(board.status(tile("4E")), TileStatus::Grows(Chain::Aurora));
        let both: ChainSet = [Chain::Aurora, Chain::Zugvogel].into_iter().collect();
        assert_eq!(board.status(tile("7E")), TileStatus::Merges(both));
    }

    #[test]
    fn r11_diagonals_do_not_touch() {
        let board = board_with(&["5E"], &[]);
        assert_eq!(board.status(tile("6F")), TileStatus::Lone);
    }

    #[test]
    fn r11_absorb_takes_every_connected_lone_hotel() {
        let mut board = board_with(&["1A", "2A", "2B", "2C", "5C"], &[]);
        board.place_lone(tile("3C"));
        assert_eq!(board.absorb_lone_group(tile("3C"), Chain::Bergfried), 5);
        assert_eq!(board.cell(tile("5C")), Cell::Lone);
        assert_eq!(board.cell(tile("1A")), Cell::Hotel(Chain::Bergfried));
    }

    #[test]
    fn r12_founding_an_eighth_chain_is_not_playable() {
        let rows = ["A", "C", "E", "G", "I"];
        let mut chains: Vec<(Chain, Vec<String>)> = Vec::new();
        for (i, chain) in Chain::ALL.into_iter().enumerate() {
            let row = rows[i % 5];
            let col = if i < 5 { 1 } else { 8 };
            chains.push((chain, vec![format!("{col}{row}"), format!("{}{row}", col + 1)]));
        }
        let mut board = Board::new();
        for (chain, tiles) in &chains {
            for t in tiles {
                board.place_lone(tile(t));
            }
            board.absorb_lone_group(tile(&tiles[0]), *chain);
        }
        board.place_lone(tile("12I"));
        assert_eq!(board.status(tile("11I")), TileStatus::EighthChain);
        assert!(!TileStatus::EighthChain.is_playable());
    }

    #[test]
    fn r13_r15_a_tile_between_two_safe_chains_is_dead() {
        let row_a: Vec<String> = (1..=11).map(|c| format!("{c}A")).collect();
        let row_c: Vec<String> = (1..=11).map(|c| format!("{c}C")).collect();
        let a: Vec<&str> = row_a.iter().map(String::as_str).collect();
        let c: Vec<&str> = row_c.iter().map(String::as_str).collect();
        let board = board_with(&[], &[(Chain::Aurora, &a), (Chain::Zugvogel, &c)]);
        assert!(board.is_safe(Chain::Aurora));
        assert_eq!(board.status(tile("5B")), TileStatus::Dead);
        assert!(!board.status(tile("5B")).is_playable());
    }

    #[test]
    fn r14_merge_into_moves_every_hotel() {
        let mut board =
            board_with(&[], &[(Chain::Aurora, &["1A", "2A", "3A"]), (Chain::Zugvogel, &["5A", "6A"])]);
        board.merge_into(Chain::Zugvogel, Chain::Aurora);
        assert_eq!(board.size(Chain::Aurora), 5);
        assert_eq!(board.size(Chain::Zugvogel), 0);
        assert_eq!(board.cell(tile("6A")), Cell::Hotel(Chain::Aurora));
    }
}
