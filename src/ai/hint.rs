//! `hint`: what the strongest level would do in a player's place, with a one-line reason.
//!
//! The action comes from the tycoon at its default effort (about a second). The reason is
//! read off the position the way a player would explain the move: what the tile does to the
//! chains, whose bonus is at stake, what a share buys.

use super::{AiSettings, decision_rng, tycoon};
use crate::rules::{Action, BonusKind, Chain, ChainSet, Decision, Game, PlayerId, TileStatus};

/// What to do (the actions), and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The actions the tycoon means to play: one, or in the buy step the whole purchase
    /// ending with the end of the turn.
    pub actions: Vec<Action>,
    /// Why, in one line.
    pub reason: String,
}

/// What the tycoon would do for `player` now and why, or `None` when the game does not wait
/// for `player`. The console prints it as the commands and the reason, like
/// `hint: lay 7E: merges Zugvogel into Aurora; you hold the Zugvogel majority (bonus 3000)`.
///
/// ```
/// use bauloewe::ai::hint;
/// use bauloewe::rules::{Game, Options};
/// let (game, _) = Game::new(["Ann", "Bob"], 5, Options::default())?;
/// let me = game.decision().player().unwrap();
/// let advice = hint(&game, me).unwrap();
/// assert!(game.legal_actions().contains(&advice.actions[0]));
/// assert!(matches!(advice.actions[0], bauloewe::rules::Action::Place(_)));
/// assert_eq!(hint(&game, 1 - me), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn hint(game: &Game, player: PlayerId) -> Option<Hint> {
    hint_with(game, player, &AiSettings::default())
}

/// Like [`hint`], with the tycoon's effort given by `settings`.
pub fn hint_with(game: &Game, player: PlayerId, settings: &AiSettings) -> Option<Hint> {
    if game.is_over() || game.decision().player() != Some(player) {
        return None;
    }
    let actions = tycoon::choose_line(game, settings, &mut decision_rng(game));
    // A purchase is explained by the chain it buys most of (the first of equals).
    let count = |chain: Chain| actions.iter().filter(|&&a| a == Action::Buy(chain)).count();
    let most =
        Chain::ALL.into_iter().filter(|&c| count(c) > 0).max_by_key(|&c| (count(c), std::cmp::Reverse(c)));
    let reason = match most {
        Some(chain) => buy_reason(game, player, chain, count(chain) as u8),
        None => reason(game, player, actions[0]),
    };
    Some(Hint { actions, reason })
}

/// Why `action` is good for `me`, in one line.
pub fn reason(game: &Game, me: PlayerId, action: Action) -> String {
    match action {
        Action::Place(tile) => match game.tile_status(tile) {
            TileStatus::Merges(chains) => merge_reason(game, me, chains),
            TileStatus::Grows(chain) => grow_reason(game, me, chain),
            TileStatus::Founds => "founds a new chain and gives you its founder's share".to_string(),
            _ => "a lone hotel: it feeds no rival's chain".to_string(),
        },
        Action::Found(chain) => found_reason(game, chain),
        Action::Survivor(chain) => format!("{chain} survives: {}", standing_in(game, me, chain)),
        Action::Defunct(chain) => format!("{chain} is paid out first: {}", standing_in(game, me, chain)),
        Action::Dispose { sell, trade } => dispose_reason(game, sell, trade),
        Action::Buy(chain) => buy_reason(game, me, chain, 1),
        Action::EndTurn => "keep your cash: no share is worth its price to you now".to_string(),
        Action::Announce => announce_reason(game, me),
    }
}

/// Why found `chain`: the dearest tier pays the most, a cheaper one makes its majority cheaper.
fn found_reason(game: &Game, chain: Chain) -> String {
    let on_board = game.board().chains_on_board();
    let dearest = Chain::ALL.iter().filter(|c| !on_board.contains(**c)).map(|c| c.price_offset()).max();
    if dearest == Some(chain.price_offset()) {
        format!(
            "{chain} is of the dearest tier left (+{}): its shares and bonuses pay the most",
            chain.price_offset()
        )
    } else {
        format!("{chain}'s cheaper shares (tier +{}) make its majority cheaper to win", chain.price_offset())
    }
}

/// Why announce the end: where `me` stands on net worth against the best rival.
fn announce_reason(game: &Game, me: PlayerId) -> String {
    let mine = game.net_worth(me);
    let rival = (0..game.player_count()).filter(|&p| p != me).map(|p| game.net_worth(p)).max().unwrap_or(0);
    if mine > rival {
        format!("you lead on net worth ({mine} against {rival}): end before your rivals catch up")
    } else {
        format!("your net worth is {mine} against the best rival's {rival}, but playing on favours them more")
    }
}

/// `merges Zugvogel into Aurora; you hold the Zugvogel majority (bonus 3000)`.
fn merge_reason(game: &Game, me: PlayerId, chains: ChainSet) -> String {
    let largest = chains.iter().map(|c| game.board().size(c)).max().unwrap_or(0);
    let survivors: ChainSet = chains.iter().filter(|c| game.board().size(*c) == largest).collect();
    let defunct: ChainSet = chains.iter().filter(|c| !survivors.contains(*c)).collect();
    let into = if survivors.len() == 1 { survivors.to_string() } else { format!("{survivors} (your pick)") };
    let mut text = if defunct.is_empty() {
        format!("merges {chains}, and you choose the survivor")
    } else {
        format!("merges {defunct} into {into}")
    };
    // With every chain tied for largest, any of them may end up defunct.
    let defunct = if defunct.is_empty() { chains } else { defunct };
    let paid: Vec<String> = defunct.iter().filter_map(|c| my_bonus(game, me, c)).collect();
    if paid.is_empty() {
        let rivals: u32 = defunct
            .iter()
            .flat_map(|c| game.bonus_shares(c))
            .filter(|b| b.player != me)
            .map(|b| b.amount)
            .sum();
        if rivals == 0 {
            text.push_str(&format!("; nobody holds shares of {defunct}"));
        } else {
            text.push_str(&format!(
                "; it pays rivals {rivals} in bonuses, yet the rest of your hand is worse"
            ));
        }
    } else {
        text.push_str(&format!("; you hold {}", paid.join(" and ")));
    }
    text
}

/// `the Zugvogel majority (bonus 3000)`, if `me` would be paid a bonus for `chain` now.
fn my_bonus(game: &Game, me: PlayerId, chain: Chain) -> Option<String> {
    let share = game.bonus_shares(chain).into_iter().find(|b| b.player == me)?;
    let what = match share.kind {
        BonusKind::Majority => "majority",
        BonusKind::Minority => "minority",
        BonusKind::Both => "only shares",
        BonusKind::SharedMajority => "shared majority",
        BonusKind::SharedMinority => "shared minority",
    };
    Some(format!("the {chain} {what} (bonus {})", share.amount))
}

/// `grows Aurora to 7 hotels (price 800); you hold the Aurora majority (bonus 8000)`.
fn grow_reason(game: &Game, me: PlayerId, chain: Chain) -> String {
    let size = game.board().size(chain) + 1;
    let price = chain.share_price(size);
    let mut text = format!("grows {chain} to at least {size} hotels (price {price})");
    match my_bonus(game, me, chain) {
        Some(bonus) => text.push_str(&format!("; you hold {bonus}")),
        None if game.shares(me, chain) > 0 => {
            text.push_str(&format!("; your {} shares gain value", game.shares(me, chain)))
        }
        None => text.push_str("; your other tiles would feed rivals more"),
    }
    text
}

/// How `me` stands in a chain: `you hold 4 shares, the most of anyone`.
fn standing_in(game: &Game, me: PlayerId, chain: Chain) -> String {
    let mine = game.shares(me, chain);
    let best_rival = (0..game.player_count()).filter(|&p| p != me).map(|p| game.shares(p, chain)).max();
    match best_rival {
        Some(rival) if mine > rival => format!("you hold {mine} shares, the most of anyone"),
        Some(rival) => format!("you hold {mine} shares against a rival's {rival}"),
        None => format!("you hold {mine} shares"),
    }
}

/// Why a disposal: the defunct price against half the survivor price.
fn dispose_reason(game: &Game, sell: u8, trade: u8) -> String {
    let Decision::Dispose { defunct, survivor, price, .. } = game.decision() else {
        return "dispose of the defunct shares".to_string();
    };
    let survivor_price = game.board().share_price(survivor);
    match (sell, trade) {
        (0, 0) => format!("keep {defunct}: its shares are worth more if it is founded again"),
        (_, 0) => format!("a {defunct} share sells for {price}; half a {survivor} share is worth less"),
        (0, _) => format!(
            "two {defunct} shares buy a {survivor} share worth {survivor_price}, more than {}",
            2 * price
        ),
        _ => format!(
            "trade for {survivor} shares (price {survivor_price}) as far as it helps, sell the rest at {price}"
        ),
    }
}

/// Why a share: the majority race or an early, cheap share.
fn buy_reason(game: &Game, me: PlayerId, chain: Chain, count: u8) -> String {
    let mine = game.shares(me, chain) + count;
    let rival =
        (0..game.player_count()).filter(|&p| p != me).map(|p| game.shares(p, chain)).max().unwrap_or(0);
    let price = game.board().share_price(chain);
    let race = match mine.cmp(&rival) {
        std::cmp::Ordering::Greater => format!("with {mine} shares you lead the best rival's {rival}"),
        std::cmp::Ordering::Equal => format!("with {mine} shares you draw level with a rival"),
        std::cmp::Ordering::Less if mine == 1 => {
            "an early share puts you in the race for the bonuses".to_string()
        }
        std::cmp::Ordering::Less => format!("{mine} shares keep you in the race for the bonuses"),
    };
    format!("{race} in {chain} at {price} a share")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::broker;
    use crate::rules::Options;

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
                            let text = reason(&game, player, Action::Place(tile));
                            assert!(text.starts_with("merges "), "{text}");
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
        let settings = AiSettings { tycoon_playouts: 12, threads: 1 };
        let mut purchases = 0;
        for _ in 0..60 {
            let me = game.decision().player().unwrap();
            let advice = hint_with(&game, me, &settings).unwrap();
            assert!(!advice.reason.is_empty());
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
