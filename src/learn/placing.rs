//! Chapter 5's checkers: what a placed tile does.

use super::says::{learner_lang, said, say};
use super::{Mismatch, moments, same};
use crate::notation::read_position;
use crate::rules::{Board, Cell, Chain, Tile, TileStatus};
use crate::words::wrap::wrap;

/// Exercise 9: `chain_joined(board, tile)` must name the one chain an empty cell's tile would
/// grow ([`TileStatus::Grows`]), and answer `None` for every other tile, on every board of
/// 20 whole games and of the position files with an eighth chain, a dead tile and safe chains.
pub fn ex09(chain_joined: impl Fn(&Board, Tile) -> Option<Chain>) -> Result<(), Mismatch> {
    for (board, tile) in empty_cells() {
        let engine = match board.status(tile) {
            TileStatus::Grows(chain) => Some(chain),
            _ => None,
        };
        let shown = picture(&board);
        same("ex09", said!("{tile} on {shown}", "{tile} auf {shown}"), engine, chain_joined(&board, tile))?;
    }
    Ok(())
}

/// Exercise 10: `tile_status(board, tile)` must answer [`Board::status`] for every empty cell
/// of every board that [`ex09`] checks.
pub fn ex10(tile_status: impl Fn(&Board, Tile) -> TileStatus) -> Result<(), Mismatch> {
    for (board, tile) in empty_cells() {
        let shown = picture(&board);
        let input = said!("{tile} on {shown}", "{tile} auf {shown}");
        same("ex10", input, board.status(tile), tile_status(&board, tile))?;
    }
    Ok(())
}

/// Exercise 11: for every tile that would found a chain ([`TileStatus::Founds`]) on the boards
/// [`ex09`] checks, `founded_size(board, tile)` must answer the size of the chain it founds:
/// what [`Board::absorb_lone_group`] answers after the tile is placed.
pub fn ex11(founded_size: impl Fn(&Board, Tile) -> u8) -> Result<(), Mismatch> {
    for (board, tile) in empty_cells().filter(|(board, tile)| board.status(*tile) == TileStatus::Founds) {
        let mut after = board.clone();
        let free = Chain::ALL.into_iter().find(|chain| !board.is_on_board(*chain)).expect("a tile founds");
        after.place_lone(tile);
        let engine = after.absorb_lone_group(tile, free);
        let shown = picture(&board);
        same("ex11", said!("{tile} on {shown}", "{tile} auf {shown}"), engine, founded_size(&board, tile))?;
    }
    Ok(())
}

/// Every empty cell of every distinct board of 20 games and of three position files.
fn empty_cells() -> impl Iterator<Item = (Board, Tile)> {
    let files = [
        include_str!("../../transcripts/files/eighth-chain.pos"),
        include_str!("../../transcripts/files/dead-tile.pos"),
        include_str!("../../transcripts/files/safe-chain.pos"),
    ];
    let from_files =
        files.map(|text| read_position(text).expect("a transcript's position").game.board().clone());
    let mut boards: Vec<Board> = from_files.into();
    for game in moments(20) {
        if boards.last() != Some(game.board()) {
            boards.push(game.board().clone());
        }
    }
    boards.into_iter().flat_map(|board| {
        let empty: Vec<Tile> = Tile::all().filter(|tile| board.cell(*tile) == Cell::Empty).collect();
        empty.into_iter().map(move |tile| (board.clone(), tile))
    })
}

/// A board as the game draws it, after the words that name it (`this board`): the columns
/// numbered 1 to 12, each row after its letter, cells `.` empty, `#` lone, a chain's two-letter
/// code, and below them the game's own legend with each chain's code and name. The picture
/// begins on a line of its own, so a mismatch writes it after its verdict.
fn picture(board: &Board) -> String {
    let mut text = format!("{}\n  ", say("this board", "diesem Brett"));
    text.extend((1..=12).map(|column| format!(" {column:>2}")));
    for row in 'A'..='I' {
        text.push_str(&format!("\n{row} "));
        for column in 1..=12 {
            let code = match board.cell(Tile::at(column, row).expect("on the board")) {
                Cell::Empty => " .",
                Cell::Lone => " #",
                Cell::Hotel(chain) => chain.code(),
            };
            text.push_str(&format!(" {code}"));
        }
    }
    let mut legend = learner_lang().board_legend(false);
    for chain in board.chains_on_board().iter() {
        legend.push_str(&format!("  {} {chain}", chain.code()));
    }
    text.push_str(&format!("\n{}", wrap(&legend, 80).trim_end()));
    text
}
