//! What one seat may see of a game (R19): a [`SeatView`].
//!
//! Cash, shares, the bank and the board are public; the hands and the order of the pool are
//! secret. A computer player handed a `SeatView` instead of the [`Game`] *can't cheat*: the view
//! borrows the game privately, and no method of it answers what the seat may not know. It shows
//! the seat's own hand, the other hands only by their size, and the tiles the seat cannot see as
//! one sorted set ([`SeatView::unseen`]), so that where each of them really lies never shows.
//! To look ahead, a player imagines a game that fits what it sees ([`SeatView::imagine`]).

use std::fmt;

use rand::Rng;

use super::action::{Action, Decision};
use super::board::{Board, TileStatus};
use super::chain::{CHAIN_COUNT, Chain, ChainSet};
use super::event::EndReason;
use super::game::{Game, LegalChoices, Options, shuffle_with};
use super::player::{Hand, PlayerId};
use super::scoring::BonusShare;
use super::tile::{TILE_COUNT, Tile};

/// One seat's view of a game: everything public, the seat's own hand, and the set of tiles it
/// cannot see (the other hands and the pool together).
///
/// ```
/// use bauloewe::rules::{Game, Options};
/// use rand::SeedableRng;
/// let (game, _) = Game::new(["Ann", "Bob"], 42, Options::default())?;
/// let bob = game.view(1);
/// // Bob sees his own hand, and of Ann's only how many tiles it holds.
/// assert_eq!(bob.hand(), game.hand(1));
/// assert_eq!(bob.hand_len(0), 6);
/// // The tiles he cannot see come in board order, not in the order they will be drawn.
/// let unseen: Vec<_> = bob.unseen().collect();
/// assert_eq!(unseen.len(), 6 + game.pool_len());
/// assert!(unseen.is_sorted());
/// // A game he imagines deals them anew, and looks to him just like the real one.
/// let imagined = bob.imagine(&mut rand::rngs::Xoshiro256PlusPlus::seed_from_u64(7));
/// assert_ne!(imagined.hand(0), game.hand(0));
/// assert_eq!(imagined.view(1), bob);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy)]
pub struct SeatView<'g> {
    game: &'g Game,
    seat: PlayerId,
}

impl Game {
    /// What `seat` may see of this game (R19).
    pub fn view(&self, seat: PlayerId) -> SeatView<'_> {
        SeatView { game: self, seat }
    }
}

impl<'g> SeatView<'g> {
    // ----- The seat and its secrets --------------------------------------------------------

    /// The seat whose view this is.
    pub fn seat(&self) -> PlayerId {
        self.seat
    }

    /// The seat's own hand.
    pub fn hand(&self) -> &'g Hand {
        self.game.hand(self.seat)
    }

    /// How many tiles a player holds: public, unlike the tiles themselves.
    pub fn hand_len(&self, player: PlayerId) -> usize {
        self.game.hand(player).len()
    }

    /// The tiles this seat cannot see, the other hands and the pool together, in board order
    /// (1A, 2A, …): which tiles they are is public, where each one lies is not.
    pub fn unseen(&self) -> impl ExactSizeIterator<Item = Tile> + use<> {
        self.unseen_tiles()
    }

    /// A game that fits everything this seat sees: the unseen tiles shuffled with `rng` and
    /// dealt again, each other hand keeping its size, the rest becoming the pool. Computer
    /// players search such games, so what they decide never depends on a secret.
    ///
    /// The unseen tiles are shuffled from board order: a shuffle only moves an order around, so
    /// starting from the real one would let it show through. The imagined game's seed is 0.
    pub fn imagine(&self, rng: &mut impl Rng) -> Game {
        let mut game = self.game.clone();
        self.imagine_into(rng, &mut game);
        game
    }

    /// Like [`SeatView::imagine`], but makes `game` (any game) the imagined one, reusing what
    /// it holds: for a player that imagines a game at every decision.
    pub fn imagine_into(&self, rng: &mut impl Rng, game: &mut Game) {
        // Gathered on the stack, not in a `Vec`: the tycoon imagines a game for every playout,
        // tens of thousands a decision, and a list made and freed for each showed in its
        // profile. No more tiles are unseen than the game has (the slice would panic).
        let tiles = self.unseen();
        let count = tiles.len();
        let mut buffer = [Tile::from_byte(0); TILE_COUNT];
        for (slot, tile) in buffer.iter_mut().zip(tiles) {
            *slot = tile;
        }
        let unseen = &mut buffer[..count];
        shuffle_with(unseen, rng);
        self.game.deal_hidden_tiles_into(self.seat, unseen.iter().copied(), game);
    }

    /// Like [`SeatView::imagine`], but the unseen tiles are dealt in board order instead of
    /// shuffled. For a player whose choice does not depend on how the unseen tiles lie (the
    /// broker's does not), it is the same game to think in, and costs less to make.
    pub fn imagine_in_board_order(&self) -> Game {
        let mut game = self.game.clone();
        self.imagine_in_board_order_into(&mut game);
        game
    }

    /// Like [`SeatView::imagine_in_board_order`], but makes `game` (any game) the imagined
    /// one, reusing what it holds: for a player that imagines a game at every decision.
    pub fn imagine_in_board_order_into(&self, game: &mut Game) {
        self.game.deal_hidden_tiles_into(self.seat, self.unseen(), game);
    }

    /// Whether founding `chain` now would give the founder a free share of it (R11: while the
    /// bank has one).
    pub fn founder_gets_share(&self, chain: Chain) -> bool {
        self.game.founder_gets_share(chain)
    }

    /// Whether the end could be announced in the buy step that follows if the board were `board`
    /// (R16, V1), as [`SeatView::can_announce`] tells it for the board as it is: for a player
    /// that tries a tile on a copy of the board ([`crate::rules::place_on`]).
    pub fn can_announce_with(&self, board: &Board) -> bool {
        self.game.can_announce_with(board)
    }

    // ----- Decisions -----------------------------------------------------------------------

    /// What the game waits for now, and from whom.
    pub fn decision(&self) -> Decision {
        self.game.decision()
    }

    /// Whether this seat is the one to decide now.
    pub fn is_deciding(&self) -> bool {
        self.game.decision().player() == Some(self.seat)
    }

    /// Every action the rules allow this seat now: none unless it decides (the tiles another
    /// player may place would show that player's hand).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut actions = Vec::new();
        self.legal_actions_into(&mut actions);
        actions
    }

    /// Like [`SeatView::legal_actions`], but fills a buffer the caller reuses.
    pub fn legal_actions_into(&self, actions: &mut Vec<Action>) {
        let decision = self.game.decision();
        if decision.player() == Some(self.seat) {
            self.game.legal_actions_at(decision, actions);
        } else {
            actions.clear();
        }
    }

    /// Like [`SeatView::legal_actions`], but counted and taken one by one without a list
    /// ([`LegalChoices`]): none unless this seat decides.
    pub fn legal_choices(&self) -> LegalChoices {
        let decision = self.game.decision();
        if decision.player() == Some(self.seat) {
            self.game.legal_choices_at(decision)
        } else {
            LegalChoices::none()
        }
    }

    /// Whether the current player could announce the end now (R16, V1).
    pub fn can_announce(&self) -> bool {
        self.game.can_announce()
    }

    /// The chains whose shares the current player may buy now (R4, R5, R10.2).
    pub fn buyable_chains(&self) -> ChainSet {
        self.game.buyable_chains()
    }

    // ----- The public state ----------------------------------------------------------------

    /// The board, with every chain on it and its size.
    pub fn board(&self) -> &'g Board {
        self.game.board()
    }

    /// What a tile would do if placed now (R11–R13); the tile must not be on the board.
    pub fn tile_status(&self, tile: Tile) -> TileStatus {
        self.game.tile_status(tile)
    }

    /// A player's cash (R19: public).
    pub fn cash(&self, player: PlayerId) -> u32 {
        self.game.cash(player)
    }

    /// How many shares of a chain a player holds (R19: public).
    pub fn shares(&self, player: PlayerId, chain: Chain) -> u8 {
        self.game.shares(player, chain)
    }

    /// How many shares of each chain a player holds, in chain order (R19: public).
    pub fn share_counts(&self, player: PlayerId) -> [u8; CHAIN_COUNT] {
        self.game.share_counts(player)
    }

    /// How many shares of a chain the bank still holds (R4).
    pub fn bank_shares(&self, chain: Chain) -> u8 {
        self.game.bank_shares(chain)
    }

    /// How many tiles are left to draw.
    pub fn pool_len(&self) -> usize {
        self.game.pool_len()
    }

    /// The number of the current turn, counting from 1.
    pub fn turn_number(&self) -> u32 {
        self.game.turn_number()
    }

    /// Whose turn it is (during a merger, others may have to decide).
    pub fn current_player(&self) -> PlayerId {
        self.game.current_player()
    }

    /// The number of players.
    pub fn player_count(&self) -> usize {
        self.game.player_count()
    }

    /// A player's name.
    pub fn name(&self, player: PlayerId) -> &'g str {
        self.game.name(player)
    }

    /// The variants in play.
    pub fn options(&self) -> Options {
        self.game.options()
    }

    /// What each holder of a chain would get in bonuses if it were paid out now (R14.4.1).
    pub fn bonus_shares(&self, chain: Chain) -> Vec<BonusShare> {
        self.game.bonus_shares(chain)
    }

    /// A player's cash plus the value of their shares at current prices.
    pub fn net_worth(&self, player: PlayerId) -> u32 {
        self.game.net_worth(player)
    }

    /// The ranking by cash (R18): `(rank, player)` pairs, best first.
    pub fn ranking(&self) -> Vec<(usize, PlayerId)> {
        self.game.ranking()
    }

    /// Whether the end has been announced this turn (R16).
    pub fn is_end_announced(&self) -> bool {
        self.game.is_end_announced()
    }

    /// Whether the game is over, and why.
    pub fn end_reason(&self) -> Option<EndReason> {
        self.game.end_reason()
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// The unseen tiles as bits: bit `i` for the tile of index `i`.
    fn unseen_bits(&self) -> u128 {
        self.unseen_tiles().bits()
    }

    /// The unseen tiles: the pool, then the other hands. Computer players gather them at nearly
    /// every decision, so the pool (up to 102 tiles) is gathered in a loop of its own.
    fn unseen_tiles(&self) -> TileBits {
        let mut tiles = TileBits { low: 0, high: 0 };
        for tile in self.game.pool() {
            tiles.insert(tile);
        }
        for player in (0..self.player_count()).filter(|&player| player != self.seat) {
            for tile in self.game.hand(player).tiles() {
                tiles.insert(tile);
            }
        }
        tiles
    }
}

/// Two views are equal when the seat sees the same: the same seat, the same public state, the
/// same own hand and the same unseen tiles. How the unseen tiles lie does not count.
impl PartialEq for SeatView<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.seat == other.seat
            && self.game.same_public_state(other.game)
            && self.hand() == other.hand()
            && self.unseen_bits() == other.unseen_bits()
    }
}

impl Eq for SeatView<'_> {}

/// Shows only what the seat sees (deriving `Debug` would print the whole game).
impl fmt::Debug for SeatView<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SeatView")
            .field("seat", &self.seat)
            .field("turn", &self.turn_number())
            .field("decision", &self.decision())
            .field("hand", &self.hand().as_slice())
            .finish_non_exhaustive()
    }
}

/// A set of tiles as bits, iterated in index order (which is board order). Kept as two 64-bit
/// halves, the tiles of index 0..64 and those of 64..108: the processor finds the lowest bit
/// of a 64-bit number in one step, and of a `u128` only in several.
struct TileBits {
    low: u64,
    high: u64,
}

impl TileBits {
    /// Adds `tile`, without a branch: which half it goes to is picked by a mask, as tiles come
    /// in no order the processor could guess.
    fn insert(&mut self, tile: Tile) {
        let bit = 1 << (tile.index() % 64);
        let in_high = ((tile.index() >= 64) as u64).wrapping_neg();
        self.low |= bit & !in_high;
        self.high |= bit & in_high;
    }

    /// The set as one number: bit `i` for the tile of index `i`.
    fn bits(&self) -> u128 {
        (self.high as u128) << 64 | self.low as u128
    }
}

impl Iterator for TileBits {
    type Item = Tile;

    fn next(&mut self) -> Option<Tile> {
        let (half, first) = match (self.low, self.high) {
            (0, 0) => return None,
            (0, _) => (&mut self.high, 64),
            _ => (&mut self.low, 0),
        };
        let index = first + half.trailing_zeros() as usize;
        *half &= *half - 1; // clears the lowest bit
        Tile::from_index(index)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = (self.low.count_ones() + self.high.count_ones()) as usize;
        (len, Some(len))
    }
}

impl ExactSizeIterator for TileBits {}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::Xoshiro256PlusPlus;

    use super::super::test_support::{Scenario, tile};
    use super::*;

    /// The same unseen tiles (1A..3A, 1I..3I) for Ann, in two different secret arrangements.
    fn two_arrangements() -> (Game, Game) {
        let one = Scenario::new(2).hand(0, &["6E"]).hand(1, &["1A", "2A", "3A"]).pool(&["1I", "2I", "3I"]);
        let two = Scenario::new(2).hand(0, &["6E"]).hand(1, &["3I", "1I", "2A"]).pool(&["3A", "1A", "2I"]);
        (one.build(), two.build())
    }

    fn rng(seed: u64) -> Xoshiro256PlusPlus {
        Xoshiro256PlusPlus::seed_from_u64(seed)
    }

    #[test]
    fn r19_games_that_differ_only_in_secrets_look_the_same() {
        let (one, two) = two_arrangements();
        assert_eq!(one.view(0), two.view(0));
        assert_ne!(one.view(1), two.view(1), "Bob holds different tiles");
        let richer = Scenario::new(2).hand(0, &["6E"]).hand(1, &["1A", "2A", "3A"]).cash(1, 6100);
        let richer = richer.pool(&["1I", "2I", "3I"]).build();
        assert_ne!(one.view(0), richer.view(0), "cash is public");
    }

    #[test]
    fn r19_an_imagined_game_depends_only_on_what_the_seat_sees() {
        let (one, two) = two_arrangements();
        for seed in 0..20 {
            let imagined = one.view(0).imagine(&mut rng(seed));
            assert_eq!(imagined, two.view(0).imagine(&mut rng(seed)), "seed {seed}");
            assert_eq!(imagined.view(0), one.view(0), "an imagined game fits what Ann sees");
            assert_eq!(imagined.seed(), 0, "the seed fixes the real deal: it is not passed on");
        }
    }

    #[test]
    fn r19_a_seat_sees_its_own_hand_and_the_unseen_tiles_sorted() {
        let (one, _) = two_arrangements();
        let ann = one.view(0);
        assert_eq!((ann.seat(), ann.hand(), ann.hand_len(1)), (0, one.hand(0), 3));
        let unseen: Vec<Tile> = ann.unseen().collect();
        assert_eq!(unseen, ["1A", "2A", "3A", "1I", "2I", "3I"].map(tile));
        assert_eq!(one.view(1).unseen().collect::<Vec<_>>(), ["6E", "1I", "2I", "3I"].map(tile));
    }

    #[test]
    fn r19_the_unseen_tiles_of_a_new_deal_are_the_pool_and_the_other_hands() {
        // A whole pool holds tiles of both halves of the bits (index 0..64 and 64..108).
        let (game, _) = Game::new(["Ann", "Bob", "Cem"], 5, Options::default()).unwrap();
        let mut hidden: Vec<Tile> =
            game.pool().chain(game.hand(1).tiles()).chain(game.hand(2).tiles()).collect();
        hidden.sort();
        let unseen: Vec<Tile> = game.view(0).unseen().collect();
        assert_eq!((unseen.len(), game.view(0).unseen().len()), (hidden.len(), hidden.len()));
        assert_eq!(unseen, hidden);
        assert!(unseen.iter().any(|t| t.index() < 64) && unseen.iter().any(|t| t.index() >= 64));
    }

    #[test]
    fn r19_only_the_deciding_seat_gets_its_legal_actions() {
        let (one, _) = two_arrangements();
        assert!(one.view(0).is_deciding());
        assert_eq!(one.view(0).legal_actions(), one.legal_actions());
        assert!(!one.view(1).is_deciding());
        assert!(one.view(1).legal_actions().is_empty(), "Ann's playable tiles are her secret");
    }
}
