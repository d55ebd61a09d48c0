//! The legal actions: everything the rules allow whoever must decide now. A user interface
//! offers them, computer players choose among them, and the tests check that
//! [`Game::apply`] accepts exactly these.
//!
//! [`Game::legal_actions`] lists them, the simple way and the reference. [`LegalChoices`]
//! gives the same actions in the same order without a list, counted and taken one by one: a
//! player that picks one at random (the tourist) asks for one action, not for all of them.

use super::{Game, Phase};
use crate::rules::action::{Action, Decision};
use crate::rules::chain::{Chain, ChainSet, count_set_bits, nth_set_bit};
use crate::rules::player::{Hand, PlayerId};

impl Game {
    /// Every action the rules allow now (for whoever must decide, see [`Game::decision`]).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut actions = Vec::new();
        self.legal_actions_into(&mut actions);
        actions
    }

    /// Like [`Game::legal_actions`], but fills a buffer the caller reuses (for fast loops).
    pub fn legal_actions_into(&self, actions: &mut Vec<Action>) {
        self.legal_actions_at(self.decision(), actions);
    }

    /// The legal actions now, counted and taken one by one without a list (see
    /// [`LegalChoices`]).
    #[inline]
    pub fn legal_choices(&self) -> LegalChoices {
        // Placing and buying, the decisions of nearly every action, are read from the phase
        // straight away: the decision is not built first and matched again, and once inlined
        // the phase is matched once. With the count kept and the table of `nth_set_bit`:
        // 2,000 benchmark games in 211.1M instructions instead of 228.7M (callgrind).
        match self.phase {
            Phase::Place => LegalChoices::new(self.placements(self.current), self.can_announce()),
            Phase::Buy { .. } => LegalChoices::new(Choices::Buy(self.buyable_chains()), self.can_announce()),
            _ => self.legal_choices_at(self.decision()),
        }
    }

    /// [`Game::legal_choices`] of `decision`, which is [`Game::decision`] as the caller has it.
    pub(in crate::rules) fn legal_choices_at(&self, decision: Decision) -> LegalChoices {
        let choices = match decision {
            Decision::PlaceTile { player } => self.placements(player),
            Decision::FoundChain { .. } => Choices::Found(self.free_chains()),
            Decision::ChooseSurvivor { candidates, .. } => Choices::Survivor(candidates),
            Decision::ChooseDefunct { candidates, .. } => Choices::Defunct(candidates),
            Decision::Dispose { held, max_trade, .. } => Choices::Dispose { held, max_trade },
            Decision::BuyShares { .. } => Choices::Buy(self.buyable_chains()),
            Decision::GameOver => Choices::None,
        };
        LegalChoices::new(choices, self.can_announce())
    }

    /// The chains not on the board: those a tile may found (R11).
    #[inline]
    pub(super) fn free_chains(&self) -> ChainSet {
        ChainSet::from_bits(!self.board.chains_on_board().bits())
    }

    /// The tiles `player` may place now.
    #[inline]
    fn placements(&self, player: PlayerId) -> Choices {
        let hand = *self.hand(player);
        Choices::Place { hand, playable: self.playable_tiles(&hand) }
    }

    /// One bit per tile of `hand` that may be placed now (bit `i` for the `i`-th tile): the
    /// tiles `legal_actions_at` lists, found without asking tile by tile when every tile is
    /// playable anyway ([`crate::rules::Board::every_tile_playable`]).
    pub(super) fn playable_tiles(&self, hand: &Hand) -> u8 {
        if self.board.every_tile_playable() {
            return ((1u16 << hand.len()) - 1) as u8;
        }
        let mut playable = 0;
        for (at, tile) in hand.tiles().enumerate() {
            playable |= (self.board.is_playable(tile) as u8) << at;
        }
        playable
    }

    /// The legal actions of `decision`, which is [`Game::decision`] as the caller has it
    /// already (a seat's view asks for it once, not twice).
    pub(in crate::rules) fn legal_actions_at(&self, decision: Decision, actions: &mut Vec<Action>) {
        actions.clear();
        match decision {
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
}

/// The legal actions of one decision, as [`Game::legal_actions`] lists them and in the same
/// order, but counted ([`LegalChoices::len`]) and taken one by one ([`LegalChoices::get`])
/// without making the list. A small copy of what the decision offers.
///
/// ```
/// use bauloewe::rules::{Game, Options};
/// let (game, _) = Game::new(["Ann", "Bob"], 42, Options::default()).unwrap();
/// let choices = game.legal_choices();
/// let listed: Vec<_> = (0..choices.len()).filter_map(|k| choices.get(k)).collect();
/// assert_eq!(listed, game.legal_actions());
/// ```
#[derive(Clone, Copy, Debug)]
pub struct LegalChoices {
    choices: Choices,
    /// Whether announcing the end (R16) follows the others as the last action.
    announce: bool,
    /// How many actions there are, the announcement included: counted once, when made.
    len: usize,
}

/// What one decision offers before a possible announcement.
#[derive(Clone, Copy, Debug)]
pub(super) enum Choices {
    /// The hand's tiles whose bit is set in `playable` (bit `i` for the `i`-th tile).
    Place { hand: Hand, playable: u8 },
    /// Founding each chain of the set, in tier order.
    Found(ChainSet),
    /// Each chain of the set as the survivor, in tier order.
    Survivor(ChainSet),
    /// Each chain of the set as the next defunct one, in tier order.
    Defunct(ChainSet),
    /// Every split of `held` shares into sold, traded (even, at most `max_trade`) and kept.
    Dispose { held: u8, max_trade: u8 },
    /// A share of each chain of the set, then ending the turn.
    Buy(ChainSet),
    /// Nothing: the game is over.
    None,
}

impl LegalChoices {
    /// The choices of a decision, with the announcement after them when it is allowed.
    #[inline]
    pub(super) fn new(choices: Choices, announce: bool) -> LegalChoices {
        let before = match choices {
            Choices::Place { playable, .. } => count_set_bits(playable),
            Choices::Found(chains) | Choices::Survivor(chains) | Choices::Defunct(chains) => chains.len(),
            Choices::Dispose { held, max_trade } => disposal_count(held, max_trade),
            Choices::Buy(chains) => chains.len() + 1,
            Choices::None => 0,
        };
        LegalChoices { choices, announce, len: before + announce as usize }
    }

    /// How many legal actions there are.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether no action is legal (the game is over, or another seat decides).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The `k`-th legal action (from 0), as `legal_actions()[k]` would be; `None` past the last.
    #[inline]
    pub fn get(&self, k: usize) -> Option<Action> {
        if k >= self.len {
            return None;
        }
        if self.announce && k + 1 == self.len {
            return Some(Action::Announce); // the announcement comes last
        }
        // From here on `k` is one of the decision's own choices.
        let nth = |chains: ChainSet| chains.nth(k).expect("k is below the count");
        Some(match self.choices {
            Choices::Place { hand, playable } => Action::Place(hand.as_slice()[nth_set_bit(playable, k)?]),
            Choices::Found(chains) => Action::Found(nth(chains)),
            Choices::Survivor(chains) => Action::Survivor(nth(chains)),
            Choices::Defunct(chains) => Action::Defunct(nth(chains)),
            Choices::Dispose { held, max_trade } => {
                let (sell, trade) = dispose_at(held, max_trade, k)?;
                Action::Dispose { sell, trade }
            }
            // Ending the turn comes after the chains.
            Choices::Buy(chains) => chains.nth(k).map_or(Action::EndTurn, Action::Buy),
            Choices::None => return None,
        })
    }

    /// At a disposal (R14.4.2), the shares held and the most that may be traded; `None` at
    /// any other decision. For a player that picks among a few disposals, not among all.
    pub fn disposal(&self) -> Option<(u8, u8)> {
        match self.choices {
            Choices::Dispose { held, max_trade } => Some((held, max_trade)),
            _ => None,
        }
    }

    /// Where the disposal that sells `sell` shares and trades `trade` stands among the legal
    /// actions, as `legal_actions()`'s position of it; `None` when it is not legal now. For a
    /// player that picks among a few disposals and plays by position
    /// ([`Game::apply_chosen_unrecorded`]).
    pub fn disposal_position(&self, sell: u8, trade: u8) -> Option<usize> {
        let (held, max_trade) = self.disposal()?;
        let legal = sell <= held && trade.is_multiple_of(2) && trade <= max_trade.min(held - sell);
        if !legal {
            return None;
        }
        // Listed by shares sold, then traded: first every split that sells fewer.
        let before: usize = (0..sell).map(|fewer| trades(held, fewer, max_trade)).sum();
        Some(before + trade as usize / 2)
    }

    /// No legal action: what a seat that does not decide now may do.
    pub(in crate::rules) fn none() -> LegalChoices {
        LegalChoices { choices: Choices::None, announce: false, len: 0 }
    }
}

/// How many trades a holder of `held` shares who sells `sell` may choose: 0, 2, 4, … up to
/// `max_trade` and what is left after selling.
fn trades(held: u8, sell: u8, max_trade: u8) -> usize {
    max_trade.min(held - sell) as usize / 2 + 1
}

/// How many disposals a holder of `held` shares may choose, trading at most `max_trade`
/// (even and no more than `held`, as a merger's decision makes it): [`trades`] added up over
/// every number sold, in closed form. Keeping `r = held - sell` shares allows `r / 2 + 1`
/// trades while `r` is below `max_trade = 2h`, which adds up to `h (h + 1)`, and `h + 1` for
/// each of the `held - 2h + 1` others. Counted at every disposal: the loop over every number
/// sold it replaces ran up to 26 times.
fn disposal_count(held: u8, max_trade: u8) -> usize {
    debug_assert!(max_trade.is_multiple_of(2) && max_trade <= held, "{held} held, {max_trade} tradable");
    let (held, half) = (held as usize, max_trade as usize / 2);
    (half + 1) * (held - half + 1)
}

/// The `k`-th disposal in the order `legal_actions_at` lists them, by shares sold, then
/// traded: as (sold, traded).
fn dispose_at(held: u8, max_trade: u8, mut k: usize) -> Option<(u8, u8)> {
    for sell in 0..=held {
        let count = trades(held, sell, max_trade);
        if k < count {
            return Some((sell, 2 * k as u8));
        }
        k -= count;
    }
    None
}
