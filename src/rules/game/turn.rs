//! The frame of a turn (R10): starting it, skipping a player who holds no playable tile,
//! finishing it, and the draw step with its dead tiles (R10.3, R13). Between two turns the game
//! also checks whether anybody could ever place a tile again (R17).

use super::{Game, Phase};
use crate::rules::board::Board;
use crate::rules::event::{EndReason, Event, Events};
use crate::rules::player::{HAND_SIZE, PlayerId};

impl Game {
    /// Starts `player`'s turn, skipping placement (and the whole turn, when no chain is on the
    /// board) for a player without a playable tile (R10), or ends the game (R17).
    pub(super) fn start_turn(&mut self, mut player: PlayerId, events: &mut impl Events) {
        loop {
            let can_place = self.has_playable_tile(player);
            if !can_place && self.nobody_can_ever_play() {
                self.end_game(EndReason::NoPlayableTiles, events);
                return;
            }
            self.current = player;
            self.turn += 1;
            events.push(Event::TurnStarted { player, turn: self.turn });
            if can_place {
                self.phase = Phase::Place;
                return;
            }
            events.push(Event::NoPlayableTile { player });
            if !self.board.chains_on_board().is_empty() {
                self.phase = Phase::Buy { bought: 0 };
                return;
            }
            self.draw_step(player, events);
            events.push(Event::TurnEnded { player });
            player = (player + 1) % self.player_count();
        }
    }

    /// After placing (or skipping): buy if any chain is on the board, else the turn ends.
    pub(super) fn after_placement(&mut self, events: &mut impl Events) {
        if buying_follows(&self.board) {
            self.phase = Phase::Buy { bought: 0 };
        } else {
            self.finish_turn(events);
        }
    }

    /// Ends the current turn: the game ends after an announcement (R16), otherwise the player
    /// draws (R10.3) and the next player's turn starts.
    pub(super) fn finish_turn(&mut self, events: &mut impl Events) {
        let player = self.current;
        if self.announced {
            events.push(Event::TurnEnded { player });
            self.end_game(EndReason::Announced(player), events);
            return;
        }
        self.draw_step(player, events);
        events.push(Event::TurnEnded { player });
        self.start_turn((player + 1) % self.player_count(), events);
    }

    /// Draws until the hand holds six tiles or the pool is empty (R17).
    pub(super) fn draw_up(&mut self, player: PlayerId, events: &mut impl Events) {
        while self.players[player].hand.len() < HAND_SIZE {
            let Some(tile) = self.pool.pop() else { return };
            self.players[player].hand.insert(tile);
            events.push(Event::TileDrawn { player, tile });
        }
    }

    /// R10.3: dead tiles are shown, discarded and replaced once; then draw up to six.
    fn draw_step(&mut self, player: PlayerId, events: &mut impl Events) {
        // A dead tile touches two safe chains (R13), so with fewer there is nothing to look for.
        if self.board.safe_chains().has_several() {
            self.discard_dead_tiles(player, events);
        }
        self.draw_up(player, events);
    }

    /// R13: shows and discards the dead tiles of a hand.
    fn discard_dead_tiles(&mut self, player: PlayerId, events: &mut impl Events) {
        let hand = self.players[player].hand;
        for tile in hand.tiles().filter(|t| self.board.is_dead(*t)) {
            self.players[player].hand.remove(tile);
            events.push(Event::DeadTileDiscarded { player, tile });
        }
    }

    /// Whether a player holds a tile that may be placed now.
    fn has_playable_tile(&self, player: PlayerId) -> bool {
        let mut tiles = self.hand(player).tiles();
        if self.board.every_tile_playable() {
            return tiles.next().is_some();
        }
        tiles.any(|t| self.board.is_playable(t))
    }

    /// R17: nobody holds a playable tile and no hand can change any more, because the pool is
    /// empty or because every hand is full and holds no dead tile to replace.
    ///
    /// Checked between turns: R10's exact flow says a turn with a chain on the board ends only
    /// when the player says `end`, so "ends at once" means no further turn starts, and the player
    /// who placed the last playable tile still buys.
    fn nobody_can_ever_play(&self) -> bool {
        let players = 0..self.player_count();
        if players.clone().any(|p| self.has_playable_tile(p)) {
            return false;
        }
        let can_change = |p: PlayerId| {
            let hand = self.hand(p);
            hand.len() < HAND_SIZE || hand.tiles().any(|t| self.board.is_dead(t))
        };
        self.pool.is_empty() || !players.clone().any(can_change)
    }
}

/// Whether a turn goes on to buying (R10.2) once a tile is placed and `board` is left: only
/// while a chain is on it, as there is nothing to buy otherwise.
pub fn buying_follows(board: &Board) -> bool {
    !board.chains_on_board().is_empty()
}
