//! The words of a hint: the commands to type and the reason in one line, like
//! `hint: lay 7E: merges Zugvogel into Aurora; you hold the Zugvogel majority (bonus 3000)`.
//!
//! The computer players answer a hint as data ([`Hint`], [`Reason`]); this module says it.

use crate::ai::hint::{Hint, Reason, Standing};
use crate::rules::{BonusKind, BonusShare, Chain};

use super::text::hint_commands;

/// The whole hint line, without the leading `hint: `.
pub fn hint(hint: &Hint) -> String {
    format!("{}: {}", hint_commands(&hint.actions), reason(&hint.reason))
}

/// The reason in one line.
pub fn reason(reason: &Reason) -> String {
    match reason {
        Reason::Merges { chains, defunct, survivors, mine, rivals_paid } => {
            merges(*chains, *defunct, *survivors, mine, *rivals_paid)
        }
        Reason::Grows { chain, size, price, mine, shares } => grows(*chain, *size, *price, mine, *shares),
        Reason::Founds => "founds a new chain and gives you its founder's share".to_string(),
        Reason::LoneHotel => "a lone hotel: it feeds no rival's chain".to_string(),
        Reason::Found { chain, dearest: true } => format!(
            "{chain} is of the dearest tier left (+{}): its shares and bonuses pay the most",
            chain.price_offset()
        ),
        Reason::Found { chain, dearest: false } => {
            format!(
                "{chain}'s cheaper shares (tier +{}) make its majority cheaper to win",
                chain.price_offset()
            )
        }
        Reason::Survivor { chain, standing } => format!("{chain} survives: {}", standing_text(*standing)),
        Reason::Defunct { chain, standing } => {
            format!("{chain} is paid out first: {}", standing_text(*standing))
        }
        Reason::Dispose { sell, trade, defunct, survivor, price, survivor_price } => {
            dispose(*sell, *trade, *defunct, *survivor, *price, *survivor_price)
        }
        Reason::DisposeShares => "dispose of the defunct shares".to_string(),
        Reason::Buy { chain, mine, rival, price } => buy(*chain, *mine, *rival, *price),
        Reason::KeepCash => "keep your cash: no share is worth its price to you now".to_string(),
        Reason::Announce { mine, rival } if mine > rival => {
            format!("you lead on net worth ({mine} against {rival}): end before your rivals catch up")
        }
        Reason::Announce { mine, rival } => {
            format!(
                "your net worth is {mine} against the best rival's {rival}, but playing on favours them more"
            )
        }
    }
}

/// `merges Zugvogel into Aurora; you hold the Zugvogel majority (bonus 3000)`.
fn merges(
    chains: crate::rules::ChainSet,
    defunct: crate::rules::ChainSet,
    survivors: crate::rules::ChainSet,
    mine: &[(Chain, BonusShare)],
    rivals_paid: u32,
) -> String {
    let into = if survivors.len() == 1 { survivors.to_string() } else { format!("{survivors} (your pick)") };
    let mut text = if defunct.is_empty() {
        format!("merges {chains}, and you choose the survivor")
    } else {
        format!("merges {defunct} into {into}")
    };
    let paid_out = if defunct.is_empty() { chains } else { defunct };
    if !mine.is_empty() {
        let held: Vec<String> = mine.iter().map(|(chain, bonus)| bonus_text(*chain, bonus)).collect();
        text.push_str(&format!("; you hold {}", held.join(" and ")));
    } else if rivals_paid == 0 {
        text.push_str(&format!("; nobody holds shares of {paid_out}"));
    } else {
        text.push_str(&format!(
            "; it pays rivals {rivals_paid} in bonuses, yet the rest of your hand is worse"
        ));
    }
    text
}

/// `the Zugvogel majority (bonus 3000)`.
fn bonus_text(chain: Chain, bonus: &BonusShare) -> String {
    let what = match bonus.kind {
        BonusKind::Majority => "majority",
        BonusKind::Minority => "minority",
        BonusKind::Both => "only shares",
        BonusKind::SharedMajority => "shared majority",
        BonusKind::SharedMinority => "shared minority",
    };
    format!("the {chain} {what} (bonus {})", bonus.amount)
}

/// `grows Aurora to at least 7 hotels (price 800); you hold the Aurora majority (bonus 8000)`.
fn grows(chain: Chain, size: u8, price: u32, mine: &Option<BonusShare>, shares: u8) -> String {
    let mut text = format!("grows {chain} to at least {size} hotels (price {price})");
    match mine {
        Some(bonus) => text.push_str(&format!("; you hold {}", bonus_text(chain, bonus))),
        None if shares > 0 => text.push_str(&format!("; your {shares} shares gain value")),
        None => text.push_str("; your other tiles would feed rivals more"),
    }
    text
}

/// `you hold 4 shares, the most of anyone`.
fn standing_text(standing: Standing) -> String {
    let mine = standing.mine;
    match standing.rival {
        Some(rival) if mine > rival => format!("you hold {mine} shares, the most of anyone"),
        Some(rival) => format!("you hold {mine} shares against a rival's {rival}"),
        None => format!("you hold {mine} shares"),
    }
}

/// The defunct price against half the survivor price.
fn dispose(sell: u8, trade: u8, defunct: Chain, survivor: Chain, price: u32, survivor_price: u32) -> String {
    match (sell, trade) {
        (0, 0) => format!("keep {defunct}: its shares are worth more if it is founded again"),
        (_, 0) => format!("a {defunct} share sells for {price}; half a {survivor} share is worth less"),
        (0, _) => {
            format!(
                "two {defunct} shares buy a {survivor} share worth {survivor_price}, more than {}",
                2 * price
            )
        }
        _ => format!(
            "trade for {survivor} shares (price {survivor_price}) as far as it helps, sell the rest at {price}"
        ),
    }
}

/// The majority race or an early, cheap share.
fn buy(chain: Chain, mine: u8, rival: u8, price: u32) -> String {
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
    use crate::rules::{Action, ChainSet};

    #[test]
    fn r14_a_merger_names_the_bonus_the_player_holds() {
        let (zu, au) = (Chain::Zugvogel, Chain::Aurora);
        let bonus = BonusShare { player: 0, amount: 3000, kind: BonusKind::Majority };
        let merges = Reason::Merges {
            chains: [zu, au].into_iter().collect(),
            defunct: ChainSet::from_iter([zu]),
            survivors: ChainSet::from_iter([au]),
            mine: vec![(zu, bonus)],
            rivals_paid: 1500,
        };
        let advice = Hint { actions: vec![Action::Place("7E".parse().unwrap())], reason: merges };
        assert_eq!(
            hint(&advice),
            "lay 7E: merges Zugvogel into Aurora; you hold the Zugvogel majority (bonus 3000)"
        );
    }

    #[test]
    fn a_purchase_reads_as_one_buy_command_with_its_race() {
        let au = Chain::Aurora;
        let line = vec![Action::Buy(au), Action::Buy(au), Action::EndTurn];
        let advice = Hint { actions: line, reason: Reason::Buy { chain: au, mine: 2, rival: 1, price: 400 } };
        assert_eq!(
            hint(&advice),
            "buy 2 Aurora, then end: with 2 shares you lead the best rival's 1 in Aurora at 400 a share"
        );
    }
}
