//! The game state and the turn flow: setup (R9), turns (R10), founding and growing (R11),
//! mergers (R14), buying, drawing, the end (R16, R17) and final scoring (R18).
//!
//! A [`Game`] always knows whose decision it is ([`Game::decision`]). [`Game::apply`] checks an
//! [`Action`] against the rules and either carries it out, answering with the [`Event`]s it
//! caused, or refuses it with a [`RuleError`] and changes nothing. Steps that need no decision
//! (skipping a player without a playable tile, drawing, handing out bonuses) happen on their own.

use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

use super::action::{Action, Decision};
use super::board::{Board, TileStatus};
use super::chain::{CHAIN_COUNT, Chain, ChainSet, SHARES_PER_CHAIN};
use super::error::RuleError;
use super::event::{EndReason, Event};
use super::player::{HAND_SIZE, Hand, MAX_PLAYERS, MIN_PLAYERS, PlayerId, Seat};
use super::scoring::{BonusShare, for_each_bonus, split_bonuses};
use super::tile::{TILE_COUNT, Tile};

/// Cash each player starts with (R5).
pub const STARTING_CASH: u32 = 6000;
/// Most shares one player may buy in a turn (R10.2).
pub const SHARES_PER_TURN: u8 = 3;

/// Variants that are switched on (all off by default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// V1 quick game: the end may be announced from a chain of 25 hotels instead of 41.
    pub quick: bool,
}

impl Options {
    /// The chain size from which the end may be announced (R16, V1).
    pub fn end_size(self) -> u8 {
        if self.quick { 25 } else { 41 }
    }
}

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Two to six players are needed (R6).
    PlayerCount(usize),
    /// Two seats have the same name.
    DuplicateName(String),
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::PlayerCount(n) => write!(f, "a game needs 2 to 6 players, not {n} (R6)"),
            SetupError::DuplicateName(name) => {
                write!(f, "two players are called {name}: give each a name of their own")
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// One player's private and public belongings.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PlayerState {
    pub(crate) cash: u32,
    pub(crate) shares: [u8; CHAIN_COUNT],
    pub(crate) hand: Hand,
}

impl PlayerState {
    fn new() -> PlayerState {
        PlayerState { cash: STARTING_CASH, shares: [0; CHAIN_COUNT], hand: Hand::default() }
    }
}

/// Where the turn stands: what the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Phase {
    Place,
    Found { tile: Tile },
    Merge(Merger),
    Buy { bought: u8 },
    Over(EndReason),
}

/// The progress of a merger (R14) while players decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Merger {
    /// The merging tile, on the board as a lone hotel until the merger completes.
    tile: Tile,
    /// Every chain the tile touched.
    chains: ChainSet,
    /// The survivor, once known.
    survivor: Option<Chain>,
    /// Defunct chains not handled yet.
    pending: ChainSet,
    /// The defunct chain being disposed of, and the next holder to ask, counted from the placer.
    disposing: Option<(Chain, u8)>,
}

/// A whole game of Baulöwe: board, bank, players, pool, and whose decision it is.
///
/// ```
/// use bauloewe::rules::{Action, Decision, Game, Options, PlayerKind, Seat};
/// let seats = vec![Seat::new("Ann", PlayerKind::Human)?, Seat::new("Bob", PlayerKind::Human)?];
/// let (mut game, _setup_events) = Game::new(seats, 42, Options::default())?;
/// let Decision::PlaceTile { player } = game.decision() else { panic!("a game starts with a tile") };
/// let tile = game.hand(player).tiles().next().unwrap();
/// let events = game.apply(Action::Place(tile))?;
/// assert!(!events.is_empty());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    seats: Vec<Seat>,
    options: Options,
    seed: u64,
    board: Board,
    bank: [u8; CHAIN_COUNT],
    players: Vec<PlayerState>,
    /// The tiles still to draw; the next one drawn is the last.
    pool: Vec<Tile>,
    current: PlayerId,
    turn: u32,
    announced: bool,
    phase: Phase,
}

/// The parts of a game at the start of a turn, as a position file describes them.
///
/// [`Game::from_parts`] trusts them: whoever builds one checks it first (the position reader
/// does).
#[derive(Clone, Debug)]
pub(crate) struct GameParts {
    pub(crate) seats: Vec<Seat>,
    pub(crate) options: Options,
    pub(crate) seed: u64,
    pub(crate) board: Board,
    pub(crate) players: Vec<PlayerState>,
    /// Next drawn first.
    pub(crate) pool: Vec<Tile>,
    pub(crate) current: PlayerId,
    pub(crate) turn: u32,
    pub(crate) over: bool,
}

impl Game {
    /// A new game for 2–6 seats, with tiles shuffled from `seed`, after setup (R9).
    ///
    /// Answers the game, waiting for the first player, and the setup events: each player's
    /// start tile, who goes first, and the tiles drawn.
    pub fn new(seats: Vec<Seat>, seed: u64, options: Options) -> Result<(Game, Vec<Event>), SetupError> {
        check_seats(&seats)?;
        let mut pool: Vec<Tile> = Tile::all().collect();
        shuffle(&mut pool, seed);
        let players = vec![PlayerState::new(); seats.len()];
        let mut game = Game {
            seats,
            options,
            seed,
            board: Board::new(),
            bank: [SHARES_PER_CHAIN; CHAIN_COUNT],
            players,
            pool,
            current: 0,
            turn: 0,
            announced: false,
            phase: Phase::Place,
        };
        let mut events = Vec::new();
        game.set_up(&mut events);
        Ok((game, events))
    }

    /// Builds a game at the start of `parts.current`'s turn. Events of that start (a skipped
    /// placement, say) are returned too.
    pub(crate) fn from_parts(parts: GameParts) -> (Game, Vec<Event>) {
        let mut bank = [SHARES_PER_CHAIN; CHAIN_COUNT];
        for player in &parts.players {
            for chain in Chain::ALL {
                bank[chain.index()] -= player.shares[chain.index()];
            }
        }
        let mut pool = parts.pool;
        pool.reverse();
        let mut game = Game {
            seats: parts.seats,
            options: parts.options,
            seed: parts.seed,
            board: parts.board,
            bank,
            players: parts.players,
            pool,
            current: parts.current,
            turn: parts.turn.saturating_sub(1),
            announced: false,
            phase: Phase::Place,
        };
        let mut events = Vec::new();
        if parts.over {
            game.phase = Phase::Over(EndReason::NoPlayableTiles);
        } else {
            game.start_turn(parts.current, &mut events);
        }
        (game, events)
    }

    // ----- Queries -------------------------------------------------------------------------

    /// What the game waits for now, and from whom.
    pub fn decision(&self) -> Decision {
        let player = self.current;
        match self.phase {
            Phase::Place => Decision::PlaceTile { player },
            Phase::Found { tile } => Decision::FoundChain { player, tile },
            Phase::Merge(merger) => self.merger_decision(merger),
            Phase::Buy { bought } => Decision::BuyShares { player, remaining: SHARES_PER_TURN - bought },
            Phase::Over(_) => Decision::GameOver,
        }
    }

    /// Whose turn it is (during a merger, others may have to decide: see [`Game::decision`]).
    pub fn current_player(&self) -> PlayerId {
        self.current
    }

    /// The number of the current turn, counting from 1.
    pub fn turn_number(&self) -> u32 {
        self.turn
    }

    /// The seed the game was set up from; computer players derive their choices from it.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The variants in play.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The number of players.
    pub fn player_count(&self) -> usize {
        self.seats.len()
    }

    /// The seat of a player: name and kind.
    pub fn seat(&self, player: PlayerId) -> &Seat {
        &self.seats[player]
    }

    /// A player's name.
    pub fn name(&self, player: PlayerId) -> &str {
        self.seats[player].name()
    }

    /// A player's cash.
    pub fn cash(&self, player: PlayerId) -> u32 {
        self.players[player].cash
    }

    /// How many shares of a chain a player holds.
    pub fn shares(&self, player: PlayerId, chain: Chain) -> u8 {
        self.players[player].shares[chain.index()]
    }

    /// A player's hand. Secret (R19): a user interface shows it to its owner only.
    pub fn hand(&self, player: PlayerId) -> &Hand {
        &self.players[player].hand
    }

    /// How many shares of a chain the bank still holds (R4).
    pub fn bank_shares(&self, chain: Chain) -> u8 {
        self.bank[chain.index()]
    }

    /// How many tiles are left to draw.
    pub fn pool_len(&self) -> usize {
        self.pool.len()
    }

    /// The tiles left to draw, next drawn first. Secret (R19): for position files and tests.
    pub fn pool(&self) -> impl Iterator<Item = Tile> + '_ {
        self.pool.iter().rev().copied()
    }

    /// What a tile would do if placed now (R11–R13); the tile must not be on the board.
    pub fn tile_status(&self, tile: Tile) -> TileStatus {
        self.board.status(tile)
    }

    /// Whether the end has been announced this turn (R16).
    pub fn is_end_announced(&self) -> bool {
        self.announced
    }

    /// Whether the game is over, and why.
    pub fn end_reason(&self) -> Option<EndReason> {
        match self.phase {
            Phase::Over(reason) => Some(reason),
            _ => None,
        }
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over(_))
    }

    /// Whether the current player could announce the end now (R16, V1).
    pub fn can_announce(&self) -> bool {
        matches!(self.phase, Phase::Place | Phase::Buy { .. }) && self.announce_refusal().is_none()
    }

    /// What each holder of a chain would get in bonuses if it were paid out now (R14.4.1).
    pub fn bonus_shares(&self, chain: Chain) -> Vec<BonusShare> {
        self.bonuses_at_size(chain, self.board.size(chain))
    }

    /// A player's cash plus the value of their shares at current prices.
    pub fn net_worth(&self, player: PlayerId) -> u32 {
        let shares: u32 =
            Chain::ALL.into_iter().map(|c| self.shares(player, c) as u32 * self.board.share_price(c)).sum();
        self.cash(player) + shares
    }

    /// The ranking by cash (R18): `(rank, player)` pairs, best first; equal cash shares a rank.
    pub fn ranking(&self) -> Vec<(usize, PlayerId)> {
        let mut order: Vec<PlayerId> = (0..self.player_count()).collect();
        order.sort_by_key(|&p| std::cmp::Reverse(self.cash(p)));
        let mut ranking: Vec<(usize, PlayerId)> = Vec::with_capacity(order.len());
        for (index, &player) in order.iter().enumerate() {
            let tied_with_previous = index > 0 && self.cash(order[index - 1]) == self.cash(player);
            let rank = if tied_with_previous { ranking[index - 1].0 } else { index + 1 };
            ranking.push((rank, player));
        }
        ranking
    }

    /// The chains whose shares the current player may buy now (R4, R5, R10.2): none outside
    /// the buy step or after three shares.
    pub fn buyable_chains(&self) -> ChainSet {
        let Phase::Buy { bought } = self.phase else { return ChainSet::EMPTY };
        if bought >= SHARES_PER_TURN {
            return ChainSet::EMPTY;
        }
        // Every chain is tested, without branches, because this runs at each buy decision.
        let cash = self.players[self.current].cash;
        let mut bits = 0u8;
        for chain in Chain::ALL {
            let price = self.board.share_price(chain);
            let buyable = price > 0 && self.bank[chain.index()] > 0 && price <= cash;
            bits |= (buyable as u8) << chain.index();
        }
        ChainSet::from_bits(bits)
    }

    /// Every action the rules allow now (for whoever must decide, see [`Game::decision`]).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut actions = Vec::new();
        self.legal_actions_into(&mut actions);
        actions
    }

    /// Like [`Game::legal_actions`], but fills a buffer the caller reuses (for fast loops).
    pub fn legal_actions_into(&self, actions: &mut Vec<Action>) {
        actions.clear();
        match self.decision() {
            Decision::PlaceTile { player } => {
                let playable = self.hand(player).tiles().filter(|t| self.board.is_playable(*t));
                actions.extend(playable.map(Action::Place));
            }
            Decision::FoundChain { .. } => {
                let free = Chain::ALL.into_iter().filter(|c| !self.board.is_on_board(*c));
                actions.extend(free.map(Action::Found));
            }
            Decision::ChooseSurvivor { candidates, .. } => {
                actions.extend(candidates.iter().map(Action::Survivor))
            }
            Decision::ChooseDefunct { candidates, .. } => {
                actions.extend(candidates.iter().map(Action::Defunct))
            }
            Decision::Dispose { held, max_trade, .. } => {
                for sell in 0..=held {
                    let trades = (0..=max_trade.min(held - sell)).step_by(2);
                    actions.extend(trades.map(|trade| Action::Dispose { sell, trade }));
                }
            }
            Decision::BuyShares { .. } => {
                actions.extend(self.buyable_chains().iter().map(Action::Buy));
                actions.push(Action::EndTurn);
            }
            Decision::GameOver => {}
        }
        if self.can_announce() {
            actions.push(Action::Announce);
        }
    }

    /// The game as `viewer` might imagine it: the tiles `viewer` cannot see (other hands and
    /// the pool, R19) shuffled and dealt again, each hand keeping its size. Computer players
    /// search such copies so that they never use what their seat may not know.
    pub fn redeal_hidden(&self, viewer: PlayerId, rng: &mut impl Rng) -> Game {
        let mut game = self.clone();
        let mut hidden: Vec<Tile> = game.pool.clone();
        for (player, state) in game.players.iter().enumerate() {
            if player != viewer {
                hidden.extend(state.hand.tiles());
            }
        }
        // The tiles were gathered in their secret order (pool, then hands). Shuffling does not
        // erase an order, it only moves it around, so sort first: the imagined deal then depends
        // on which tiles are unseen (public) and on `rng`, never on where they really are.
        hidden.sort_unstable();
        for top in (1..hidden.len()).rev() {
            hidden.swap(top, below(rng, top + 1));
        }
        for player in (0..game.player_count()).filter(|&p| p != viewer) {
            let size = game.players[player].hand.len();
            let mut hand = Hand::default();
            for tile in hidden.drain(..size) {
                hand.insert(tile);
            }
            game.players[player].hand = hand;
        }
        game.pool = hidden;
        game
    }

    // ----- Actions -------------------------------------------------------------------------

    /// Carries out an action of whoever must decide now, answering what happened; or refuses
    /// it, naming the rule, and changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_into(action, &mut events)?;
        Ok(events)
    }

    /// Like [`Game::apply`], but appends the events to a buffer the caller reuses.
    pub fn apply_into(&mut self, action: Action, events: &mut Vec<Event>) -> Result<(), RuleError> {
        match (self.phase, action) {
            (Phase::Over(_), _) => Err(RuleError::GameOver),
            (Phase::Place | Phase::Buy { .. }, Action::Announce) => self.announce(events),
            (Phase::Place, Action::Place(tile)) => self.place(tile, events),
            (Phase::Found { tile }, Action::Found(chain)) => self.found(tile, chain, events),
            (Phase::Merge(merger), Action::Survivor(chain)) if merger.survivor.is_none() => {
                self.choose_survivor(merger, chain, events)
            }
            (Phase::Merge(merger), Action::Defunct(chain))
                if merger.survivor.is_some() && merger.disposing.is_none() =>
            {
                self.choose_defunct(merger, chain, events)
            }
            (Phase::Merge(merger), Action::Dispose { sell, trade }) if merger.disposing.is_some() => {
                self.dispose(merger, sell, trade, events)
            }
            (Phase::Buy { bought }, Action::Buy(chain)) => self.buy(bought, chain, events),
            (Phase::Buy { .. }, Action::EndTurn) => {
                self.finish_turn(events);
                Ok(())
            }
            _ => Err(RuleError::NotNow { expected: self.decision() }),
        }
    }

    // ----- Setup and turns (R9, R10, R17) ---------------------------------------------------

    /// R9: start tiles, the first player, and six tiles each.
    fn set_up(&mut self, events: &mut Vec<Event>) {
        let mut first = (Tile::from_index(TILE_COUNT - 1).expect("12I"), 0);
        for player in 0..self.player_count() {
            let tile = self.pool.pop().expect("108 tiles are enough for six start tiles");
            self.board.place_lone(tile);
            events.push(Event::StartTile { player, tile });
            first = first.min((tile, player));
        }
        events.push(Event::FirstPlayer { player: first.1 });
        for player in 0..self.player_count() {
            self.draw_up(player, events);
        }
        self.start_turn(first.1, events);
    }

    /// Starts `player`'s turn, skipping placement (and the whole turn, when no chain is on the
    /// board) for a player without a playable tile (R10), or ends the game (R17).
    fn start_turn(&mut self, mut player: PlayerId, events: &mut Vec<Event>) {
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
    fn after_placement(&mut self, events: &mut Vec<Event>) {
        if self.board.chains_on_board().is_empty() {
            self.finish_turn(events);
        } else {
            self.phase = Phase::Buy { bought: 0 };
        }
    }

    /// Ends the current turn: the game ends after an announcement (R16), otherwise the player
    /// draws (R10.3) and the next player's turn starts.
    fn finish_turn(&mut self, events: &mut Vec<Event>) {
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

    /// R10.3: dead tiles are shown, discarded and replaced once; then draw up to six.
    fn draw_step(&mut self, player: PlayerId, events: &mut Vec<Event>) {
        if self.board.safe_chain_count() >= 2 {
            self.discard_dead_tiles(player, events);
        }
        self.draw_up(player, events);
    }

    /// R13: shows and discards the dead tiles of a hand.
    fn discard_dead_tiles(&mut self, player: PlayerId, events: &mut Vec<Event>) {
        let hand = self.players[player].hand;
        for tile in hand.tiles().filter(|t| self.board.status(*t) == TileStatus::Dead) {
            self.players[player].hand.remove(tile);
            events.push(Event::DeadTileDiscarded { player, tile });
        }
    }

    /// Draws until the hand holds six tiles or the pool is empty (R17).
    fn draw_up(&mut self, player: PlayerId, events: &mut Vec<Event>) {
        while self.players[player].hand.len() < HAND_SIZE {
            let Some(tile) = self.pool.pop() else { return };
            self.players[player].hand.insert(tile);
            events.push(Event::TileDrawn { player, tile });
        }
    }

    /// Whether a player holds a tile that may be placed now.
    fn has_playable_tile(&self, player: PlayerId) -> bool {
        self.hand(player).tiles().any(|t| self.board.is_playable(t))
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
            hand.len() < HAND_SIZE || hand.tiles().any(|t| self.board.status(t) == TileStatus::Dead)
        };
        self.pool.is_empty() || !players.clone().any(can_change)
    }

    // ----- Placing, founding, growing (R10.1, R11–R13) --------------------------------------

    fn place(&mut self, tile: Tile, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let player = self.current;
        let hand = self.players[player].hand;
        if !hand.contains(tile) {
            return Err(RuleError::TileNotInHand { tile, hand });
        }
        let status = self.board.status(tile);
        match status {
            TileStatus::Dead => return Err(RuleError::DeadTile { tile }),
            TileStatus::EighthChain => return Err(RuleError::EighthChain { tile }),
            _ => {}
        }
        self.players[player].hand.remove(tile);
        self.board.place_lone(tile);
        events.push(Event::TilePlaced { player, tile });
        match status {
            TileStatus::Founds => self.phase = Phase::Found { tile },
            TileStatus::Grows(chain) => {
                let size = self.board.absorb_lone_group(tile, chain);
                events.push(Event::ChainGrew { chain, size });
                self.after_placement(events);
            }
            TileStatus::Merges(chains) => self.start_merger(tile, chains, events),
            _ => self.after_placement(events),
        }
        Ok(())
    }

    fn found(&mut self, tile: Tile, chain: Chain, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if self.board.is_on_board(chain) {
            let available = Chain::ALL.into_iter().filter(|c| !self.board.is_on_board(*c)).collect();
            return Err(RuleError::ChainOnBoard { chain, available });
        }
        let player = self.current;
        let size = self.board.absorb_lone_group(tile, chain);
        events.push(Event::ChainFounded { player, chain, size });
        if self.bank[chain.index()] > 0 {
            self.bank[chain.index()] -= 1;
            self.players[player].shares[chain.index()] += 1;
            events.push(Event::FounderShare { player, chain });
        }
        self.after_placement(events);
        Ok(())
    }

    // ----- Mergers (R14) --------------------------------------------------------------------

    fn start_merger(&mut self, tile: Tile, chains: ChainSet, events: &mut Vec<Event>) {
        events.push(Event::MergerStarted { player: self.current, tile, chains });
        let merger = Merger { tile, chains, survivor: None, pending: ChainSet::EMPTY, disposing: None };
        let largest = self.largest_of(chains);
        if largest.len() == 1 {
            let survivor = largest.iter().next().expect("one chain");
            self.set_survivor(merger, survivor, events);
        } else {
            self.phase = Phase::Merge(merger);
        }
    }

    /// The chains of a set that share the largest size (R14.2, R14.3).
    fn largest_of(&self, chains: ChainSet) -> ChainSet {
        let largest = chains.iter().map(|c| self.board.size(c)).max().unwrap_or(0);
        chains.iter().filter(|c| self.board.size(*c) == largest).collect()
    }

    fn merger_decision(&self, merger: Merger) -> Decision {
        let placer = self.current;
        match (merger.survivor, merger.disposing) {
            (None, _) => {
                Decision::ChooseSurvivor { player: placer, candidates: self.largest_of(merger.chains) }
            }
            (Some(survivor), None) => Decision::ChooseDefunct {
                player: placer,
                survivor,
                candidates: self.largest_of(merger.pending),
            },
            (Some(survivor), Some((defunct, offset))) => {
                let player = (placer + offset as usize) % self.player_count();
                let held = self.shares(player, defunct);
                let max_trade = (held / 2 * 2).min(2 * self.bank_shares(survivor));
                let price = self.board.share_price(defunct);
                Decision::Dispose { player, defunct, survivor, held, max_trade, price }
            }
        }
    }

    fn choose_survivor(
        &mut self,
        merger: Merger,
        chain: Chain,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let candidates = self.largest_of(merger.chains);
        if !candidates.contains(chain) {
            return Err(RuleError::NotACandidate { chain, candidates, rule: "R14.2" });
        }
        self.set_survivor(merger, chain, events);
        Ok(())
    }

    fn set_survivor(&mut self, mut merger: Merger, survivor: Chain, events: &mut Vec<Event>) {
        events.push(Event::SurvivorChosen { chain: survivor });
        merger.survivor = Some(survivor);
        merger.pending = merger.chains;
        merger.pending.remove(survivor);
        self.next_defunct(merger, events);
    }

    fn choose_defunct(
        &mut self,
        merger: Merger,
        chain: Chain,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let candidates = self.largest_of(merger.pending);
        if !candidates.contains(chain) {
            return Err(RuleError::NotACandidate { chain, candidates, rule: "R14.3" });
        }
        self.handle_defunct(merger, chain, events);
        Ok(())
    }

    /// Picks the next defunct chain, largest first (R14.3), or completes the merger.
    fn next_defunct(&mut self, merger: Merger, events: &mut Vec<Event>) {
        let largest = self.largest_of(merger.pending);
        match largest.len() {
            0 => self.complete_merger(merger, events),
            1 => self.handle_defunct(merger, largest.iter().next().expect("one chain"), events),
            _ => self.phase = Phase::Merge(merger),
        }
    }

    /// R14.4: bonuses for a defunct chain, then its holders dispose in turn.
    fn handle_defunct(&mut self, mut merger: Merger, defunct: Chain, events: &mut Vec<Event>) {
        let size = self.board.size(defunct);
        events.push(Event::DefunctHandled { chain: defunct, size, price: defunct.share_price(size) });
        self.pay_bonuses(defunct, size, events);
        merger.pending.remove(defunct);
        merger.disposing = Some((defunct, 0));
        self.next_disposer(merger, events);
    }

    /// Asks the next holder of the defunct chain, from the placer round in seat order.
    fn next_disposer(&mut self, mut merger: Merger, events: &mut Vec<Event>) {
        let Some((defunct, mut offset)) = merger.disposing else { return };
        while (offset as usize) < self.player_count() {
            let player = (self.current + offset as usize) % self.player_count();
            if self.shares(player, defunct) > 0 {
                merger.disposing = Some((defunct, offset));
                self.phase = Phase::Merge(merger);
                return;
            }
            offset += 1;
        }
        merger.disposing = None;
        self.next_defunct(merger, events);
    }

    fn dispose(
        &mut self,
        mut merger: Merger,
        sell: u8,
        trade: u8,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Decision::Dispose { player, defunct, survivor, held, price, .. } = self.merger_decision(merger)
        else {
            unreachable!("dispose is only matched while a defunct chain is being disposed of");
        };
        self.check_disposal(held, sell, trade, survivor)?;
        self.sell_shares(player, defunct, sell, price, events);
        self.trade_shares(player, defunct, trade, survivor, events);
        let kept = held - sell - trade;
        if kept > 0 {
            events.push(Event::SharesKept { player, chain: defunct, count: kept });
        }
        if let Some((_, offset)) = merger.disposing.as_mut() {
            *offset += 1;
        }
        self.next_disposer(merger, events);
        Ok(())
    }

    /// R14.4.2: no more than held, trades two for one, and no more than the bank can give.
    fn check_disposal(&self, held: u8, sell: u8, trade: u8, survivor: Chain) -> Result<(), RuleError> {
        let asked = sell as u16 + trade as u16;
        let bank = self.bank_shares(survivor);
        if asked > held as u16 {
            Err(RuleError::DisposeTooMany { held, asked: asked.min(255) as u8 })
        } else if trade % 2 == 1 {
            Err(RuleError::OddTrade { trade })
        } else if trade / 2 > bank {
            Err(RuleError::TradeTooMany { trade, max_trade: 2 * bank, survivor })
        } else {
            Ok(())
        }
    }

    fn sell_shares(
        &mut self,
        player: PlayerId,
        chain: Chain,
        count: u8,
        price: u32,
        events: &mut Vec<Event>,
    ) {
        if count == 0 {
            return;
        }
        let amount = count as u32 * price;
        self.players[player].shares[chain.index()] -= count;
        self.players[player].cash += amount;
        self.bank[chain.index()] += count;
        events.push(Event::SharesSold { player, chain, count, amount });
    }

    fn trade_shares(
        &mut self,
        player: PlayerId,
        defunct: Chain,
        given: u8,
        survivor: Chain,
        events: &mut Vec<Event>,
    ) {
        if given == 0 {
            return;
        }
        let received = given / 2;
        self.players[player].shares[defunct.index()] -= given;
        self.bank[defunct.index()] += given;
        self.players[player].shares[survivor.index()] += received;
        self.bank[survivor.index()] -= received;
        events.push(Event::SharesTraded { player, defunct, given, survivor, received });
    }

    /// R14.5: the defunct hotels, the tile and its lone neighbours join the survivor.
    fn complete_merger(&mut self, merger: Merger, events: &mut Vec<Event>) {
        let survivor = merger.survivor.expect("a merger completes after its survivor is known");
        for defunct in merger.chains.iter().filter(|c| *c != survivor) {
            self.board.merge_into(defunct, survivor);
        }
        let size = self.board.absorb_lone_group(merger.tile, survivor);
        events.push(Event::MergerCompleted { survivor, size });
        self.after_placement(events);
    }

    /// R14.4.1 and R18: pays a chain's bonuses at the price of the given size.
    fn pay_bonuses(&mut self, chain: Chain, size: u8, events: &mut Vec<Event>) {
        let holdings = self.holdings(chain);
        let holdings = &holdings[..self.player_count()];
        let (majority, minority) = (chain.majority_bonus(size), chain.minority_bonus(size));
        for_each_bonus(holdings, majority, minority, |BonusShare { player, amount, kind }| {
            self.players[player].cash += amount;
            events.push(Event::BonusPaid { player, chain, amount, kind });
        });
    }

    fn bonuses_at_size(&self, chain: Chain, size: u8) -> Vec<BonusShare> {
        let holdings = self.holdings(chain);
        split_bonuses(
            &holdings[..self.player_count()],
            chain.majority_bonus(size),
            chain.minority_bonus(size),
        )
    }

    /// Every player's shares of a chain, in seat order (the unused seats hold none).
    fn holdings(&self, chain: Chain) -> [u8; MAX_PLAYERS] {
        let mut holdings = [0u8; MAX_PLAYERS];
        for (player, state) in self.players.iter().enumerate() {
            holdings[player] = state.shares[chain.index()];
        }
        holdings
    }

    // ----- Buying, announcing, the end (R10.2, R16, R18) ------------------------------------

    fn buy(&mut self, bought: u8, chain: Chain, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let player = self.current;
        if bought >= SHARES_PER_TURN {
            return Err(RuleError::BuyLimitReached);
        }
        if let Some(error) = self.buy_refusal(player, chain) {
            return Err(error);
        }
        let price = self.board.share_price(chain);
        self.players[player].cash -= price;
        self.players[player].shares[chain.index()] += 1;
        self.bank[chain.index()] -= 1;
        self.phase = Phase::Buy { bought: bought + 1 };
        events.push(Event::ShareBought { player, chain, price });
        Ok(())
    }

    /// Why `player` may not buy a share of `chain` now, if anything forbids it (R4, R5, R10.2).
    fn buy_refusal(&self, player: PlayerId, chain: Chain) -> Option<RuleError> {
        let price = self.board.share_price(chain);
        let cash = self.cash(player);
        if !self.board.is_on_board(chain) {
            Some(RuleError::ChainNotOnBoard { chain })
        } else if self.bank_shares(chain) == 0 {
            Some(RuleError::BankSoldOut { chain })
        } else if cash < price {
            Some(RuleError::NotEnoughCash { chain, price, cash })
        } else {
            None
        }
    }

    fn announce(&mut self, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if let Some(reason) = self.announce_refusal() {
            return Err(RuleError::CannotAnnounce { reason });
        }
        self.announced = true;
        events.push(Event::EndAnnounced { player: self.current });
        Ok(())
    }

    /// Why the end may not be announced now, if anything forbids it (R16, V1).
    fn announce_refusal(&self) -> Option<&'static str> {
        let on_board = self.board.chains_on_board();
        let largest = self.board.largest_size();
        let all_safe = self.board.safe_chains() == on_board;
        if self.announced {
            Some("it is announced already; finish your turn")
        } else if on_board.is_empty() {
            Some("no chain is on the board")
        } else if largest >= self.options.end_size() || all_safe {
            None
        } else if self.options.quick {
            Some("no chain has 25 hotels and not every chain is safe")
        } else {
            Some("no chain has 41 hotels and not every chain is safe")
        }
    }

    /// R18: bonuses and share sales for every chain on the board, then the game is over.
    fn end_game(&mut self, reason: EndReason, events: &mut Vec<Event>) {
        events.push(Event::FinalScoring);
        for chain in self.board.chains_on_board().iter() {
            let size = self.board.size(chain);
            self.pay_bonuses(chain, size, events);
            let price = chain.share_price(size);
            for player in 0..self.player_count() {
                let count = self.shares(player, chain);
                self.sell_shares(player, chain, count, price, events);
            }
        }
        self.phase = Phase::Over(reason);
        events.push(Event::GameEnded { reason });
    }
}

/// R6 and names: 2–6 seats with different names.
fn check_seats(seats: &[Seat]) -> Result<(), SetupError> {
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&seats.len()) {
        return Err(SetupError::PlayerCount(seats.len()));
    }
    for (index, seat) in seats.iter().enumerate() {
        if seats[..index].iter().any(|s| s.name().eq_ignore_ascii_case(seat.name())) {
            return Err(SetupError::DuplicateName(seat.name().to_string()));
        }
    }
    Ok(())
}

/// Shuffles tiles with the portable seeded generator (Fisher–Yates).
pub(crate) fn shuffle(tiles: &mut [Tile], seed: u64) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    for top in (1..tiles.len()).rev() {
        tiles.swap(top, below(&mut rng, top + 1));
    }
}

/// A uniform-enough number in `0..n` from one 64-bit draw (Lemire's multiply-shift; the bias
/// for n ≤ 108 is below 2⁻⁵⁷). Written out so that it never changes with a `rand` upgrade.
pub fn below(rng: &mut impl Rng, n: usize) -> usize {
    ((rng.next_u64() as u128 * n as u128) >> 64) as usize
}
