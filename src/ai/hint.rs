//! `hint`: what the strongest level would do in a player's place, with a one-line reason.
//!
//! The action comes from the tycoon at its default effort (about a second). The [`Reason`] is
//! read off the position the way a player would explain the move: what the tile does to the
//! chains, whose bonus is at stake, what a share buys. It is data; the console words it.

use super::Tycoon;
use crate::rules::{Action, BonusShare, Chain, ChainSet, Decision, SeatView, TileStatus};

/// What to do (the actions), and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The actions the tycoon means to play: one, or in the buy step the whole purchase
    /// ending with the end of the turn.
    pub actions: Vec<Action>,
    /// Why (the console words it in one line).
    pub reason: Reason,
}

/// What `adviser` (a tycoon) would do in the place of the seat of `view`, and why; `None`
/// when the game does not wait for that seat. The console prints it as the commands and the
/// reason, like
/// `hint: lay 7E: merges Zugvogel into Aurora; you hold the Zugvogel majority (bonus 3000)`.
///
/// The adviser remembers a purchase it advised, so asking again at the next share of the
/// same purchase answers the rest of it.
///
/// ```
/// use bauloewe::ai::{AiSettings, Tycoon, hint};
/// use bauloewe::rules::{Action, Game, Options};
/// let (game, _) = Game::new(["Ann", "Bob"], 5, Options::default())?;
/// let me = game.decision().player().unwrap();
/// let mut adviser = Tycoon::new(AiSettings { tycoon_playouts: 40, threads: 1 });
/// let advice = hint(&mut adviser, &game.view(me)).unwrap();
/// assert!(game.legal_actions().contains(&advice.actions[0]));
/// assert!(matches!(advice.actions[0], Action::Place(_)));
/// assert_eq!(hint(&mut adviser, &game.view(1 - me)), None);
/// # Ok::<(), bauloewe::rules::SetupError>(())
/// ```
pub fn hint(adviser: &mut Tycoon, view: &SeatView) -> Option<Hint> {
    let actions = adviser.choose_line(view)?.line;
    // A purchase is explained by the chain it buys most of (the first of equals).
    let count = |chain: Chain| actions.iter().filter(|&&a| a == Action::Buy(chain)).count();
    let most =
        Chain::ALL.into_iter().filter(|&c| count(c) > 0).max_by_key(|&c| (count(c), std::cmp::Reverse(c)));
    let reason = match most {
        Some(chain) => buy_reason(view, chain, count(chain) as u8),
        None => reason(view, actions[0]),
    };
    Some(Hint { actions, reason })
}

/// Why a hinted move is good: the facts of the move, as data. The console words them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The tile merges `defunct` into `survivors` (several: the placer picks), or ties
    /// every chain it touches (`defunct` empty).
    Merges {
        /// Every chain the tile touches.
        chains: ChainSet,
        /// The chains that go defunct for sure (empty when all tie for largest).
        defunct: ChainSet,
        /// The largest chains, of which one survives.
        survivors: ChainSet,
        /// The bonuses the player would be paid for the defunct chains now.
        mine: Vec<(Chain, BonusShare)>,
        /// What rivals would be paid for them, in all.
        rivals_paid: u32,
    },
    /// The tile grows `chain` to at least `size` hotels, priced `price` a share.
    Grows {
        /// The chain.
        chain: Chain,
        /// Its size with the tile.
        size: u8,
        /// Its share price at that size.
        price: u32,
        /// The bonus the player would be paid for the chain now, if any.
        mine: Option<BonusShare>,
        /// The player's shares of it.
        shares: u8,
    },
    /// The tile founds a chain (and its founder's share).
    Founds,
    /// The tile stays a lone hotel.
    LoneHotel,
    /// Founds `chain`; `dearest` when no chain left to found is of a dearer tier.
    Found {
        /// The chain.
        chain: Chain,
        /// Whether it is of the dearest tier left.
        dearest: bool,
    },
    /// `chain` survives the merger, where the player holds `standing`.
    Survivor {
        /// The chain.
        chain: Chain,
        /// The player's holding against the best rival's.
        standing: Standing,
    },
    /// `chain` is paid out first, where the player holds `standing`.
    Defunct {
        /// The chain.
        chain: Chain,
        /// The player's holding against the best rival's.
        standing: Standing,
    },
    /// A disposal: what a defunct share sells for against what a survivor share is worth.
    Dispose {
        /// Shares sold.
        sell: u8,
        /// Shares traded.
        trade: u8,
        /// The defunct chain.
        defunct: Chain,
        /// The survivor.
        survivor: Chain,
        /// What a defunct share sells for.
        price: u32,
        /// What a survivor share costs.
        survivor_price: u32,
    },
    /// Buys `count` shares of `chain` at `price`, to hold `mine` against the best rival's.
    Buy {
        /// The chain.
        chain: Chain,
        /// The player's shares after the purchase.
        mine: u8,
        /// The most shares a rival holds.
        rival: u8,
        /// The price of one share.
        price: u32,
    },
    /// A disposal asked for outside a disposal decision: only what it is.
    DisposeShares,
    /// Ends the turn without buying.
    KeepCash,
    /// Announces the end, with the player's net worth against the best rival's.
    Announce {
        /// The player's net worth.
        mine: u32,
        /// The best rival's net worth.
        rival: u32,
    },
}

/// A player's holding in a chain against the best rival's (`None` without rivals).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    /// The player's shares.
    pub mine: u8,
    /// The most shares a rival holds.
    pub rival: Option<u8>,
}

/// Why `action` is good for the seat of `view`.
pub fn reason(view: &SeatView, action: Action) -> Reason {
    let me = view.seat();
    match action {
        Action::Place(tile) => match view.tile_status(tile) {
            TileStatus::Merges(chains) => merge_reason(view, chains),
            TileStatus::Grows(chain) => grow_reason(view, chain),
            TileStatus::Founds => Reason::Founds,
            _ => Reason::LoneHotel,
        },
        Action::Found(chain) => found_reason(view, chain),
        Action::Survivor(chain) => Reason::Survivor { chain, standing: standing_in(view, chain) },
        Action::Defunct(chain) => Reason::Defunct { chain, standing: standing_in(view, chain) },
        Action::Dispose { sell, trade } => dispose_reason(view, sell, trade),
        Action::Buy(chain) => buy_reason(view, chain, 1),
        Action::EndTurn => Reason::KeepCash,
        Action::Announce => {
            let rival = (0..view.player_count()).filter(|&p| p != me).map(|p| view.net_worth(p)).max();
            Reason::Announce { mine: view.net_worth(me), rival: rival.unwrap_or(0) }
        }
    }
}

/// Found `chain`: is it of the dearest tier left?
fn found_reason(view: &SeatView, chain: Chain) -> Reason {
    let on_board = view.board().chains_on_board();
    let dearest = Chain::ALL.iter().filter(|c| !on_board.contains(**c)).map(|c| c.price_offset()).max();
    Reason::Found { chain, dearest: dearest == Some(chain.price_offset()) }
}

/// A merging tile: which chains go, and who is paid for them.
fn merge_reason(view: &SeatView, chains: ChainSet) -> Reason {
    let largest = chains.iter().map(|c| view.board().size(c)).max().unwrap_or(0);
    let survivors: ChainSet = chains.iter().filter(|c| view.board().size(*c) == largest).collect();
    let defunct: ChainSet = chains.iter().filter(|c| !survivors.contains(*c)).collect();
    // With every chain tied for largest, any of them may end up defunct.
    let paid_out = if defunct.is_empty() { chains } else { defunct };
    let mine = paid_out.iter().filter_map(|c| my_bonus(view, c).map(|bonus| (c, bonus))).collect();
    let rivals_paid = paid_out
        .iter()
        .flat_map(|c| view.bonus_shares(c))
        .filter(|b| b.player != view.seat())
        .map(|b| b.amount)
        .sum();
    Reason::Merges { chains, defunct, survivors, mine, rivals_paid }
}

/// The bonus the seat would be paid for `chain` now, if any.
fn my_bonus(view: &SeatView, chain: Chain) -> Option<BonusShare> {
    view.bonus_shares(chain).into_iter().find(|b| b.player == view.seat())
}

/// A growing tile: the chain's new size and price, and what the seat holds of it.
fn grow_reason(view: &SeatView, chain: Chain) -> Reason {
    let size = view.board().size(chain) + 1;
    let (mine, shares) = (my_bonus(view, chain), view.shares(view.seat(), chain));
    Reason::Grows { chain, size, price: chain.share_price(size), mine, shares }
}

/// The seat's holding in a chain against the best rival's.
fn standing_in(view: &SeatView, chain: Chain) -> Standing {
    let me = view.seat();
    let rival = (0..view.player_count()).filter(|&p| p != me).map(|p| view.shares(p, chain)).max();
    Standing { mine: view.shares(me, chain), rival }
}

/// A disposal: the defunct price against the survivor's.
fn dispose_reason(view: &SeatView, sell: u8, trade: u8) -> Reason {
    let Decision::Dispose { defunct, survivor, price, .. } = view.decision() else {
        return Reason::DisposeShares;
    };
    let survivor_price = view.board().share_price(survivor);
    Reason::Dispose { sell, trade, defunct, survivor, price, survivor_price }
}

/// Buying `count` shares of `chain`: the race for its majority.
fn buy_reason(view: &SeatView, chain: Chain, count: u8) -> Reason {
    let me = view.seat();
    let mine = view.shares(me, chain) + count;
    let rival = (0..view.player_count()).filter(|&p| p != me).map(|p| view.shares(p, chain)).max();
    Reason::Buy { chain, mine, rival: rival.unwrap_or(0), price: view.board().share_price(chain) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{AiSettings, broker};
    use crate::rules::{Game, Options};

    #[test]
    fn r14_a_merging_tile_is_explained_as_a_merger() {
        let mut explained = 0;
        for seed in 0..20 {
            let seats = (0..4).map(|i| format!("P{i}"));
            let (mut game, _) = Game::new(seats, seed, Options::default()).unwrap();
            while !game.is_over() {
                if let Decision::PlaceTile { player } = game.decision() {
                    for tile in game.hand(player).tiles() {
                        if let TileStatus::Merges(_) = game.tile_status(tile) {
                            let why = reason(&game.view(player), Action::Place(tile));
                            assert!(matches!(why, Reason::Merges { .. }), "{why:?}");
                            explained += 1;
                        }
                    }
                }
                game.apply(broker::decide(&game)).unwrap();
            }
        }
        assert!(explained > 0);
    }

    #[test]
    fn hint_gives_a_legal_action_with_a_reason() {
        let seats = (0..3).map(|i| format!("P{i}"));
        let (mut game, _) = Game::new(seats, 8, Options::default()).unwrap();
        let mut adviser = Tycoon::new(AiSettings { tycoon_playouts: 12, threads: 1 });
        let mut purchases = 0;
        for _ in 0..60 {
            let me = game.decision().player().unwrap();
            let advice = hint(&mut adviser, &game.view(me)).unwrap();
            let fits = match (advice.actions[0], &advice.reason) {
                (Action::Place(_), Reason::Merges { .. } | Reason::Grows { .. }) => true,
                (Action::Place(_), Reason::Founds | Reason::LoneHotel) => true,
                (Action::Found(chain), Reason::Found { chain: named, .. }) => chain == *named,
                (Action::Buy(_), Reason::Buy { .. }) => true,
                (Action::EndTurn, Reason::KeepCash) | (Action::Announce, Reason::Announce { .. }) => true,
                (Action::Survivor(_), Reason::Survivor { .. })
                | (Action::Defunct(_), Reason::Defunct { .. }) => true,
                (Action::Dispose { sell, trade }, Reason::Dispose { sell: s, trade: t, .. }) => {
                    (sell, trade) == (*s, *t)
                }
                _ => false,
            };
            assert!(fits, "{advice:?}");
            if advice.actions.len() > 1 {
                // A purchase: every share and the end of the turn are legal in turn, and the
                // command names them all.
                assert!(matches!(advice.actions[0], Action::Buy(_)), "{advice:?}");
                assert_eq!(advice.actions.last(), Some(&Action::EndTurn), "{advice:?}");
                purchases += 1;
                let mut copy = game.clone();
                for &action in &advice.actions {
                    copy.apply(action).unwrap();
                }
            }
            game.apply(advice.actions[0]).unwrap();
        }
        assert!(purchases > 0, "no hint bought a share in 60 decisions");
    }
}
