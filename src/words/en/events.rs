//! The English sentences of [`EventWords`](crate::words::EventWords).

use crate::ai::hint::{Bonus, Payee, Payout, Purchase, Reason, Search};
use crate::rules::{BonusKind, Chain, ChainSet, EndReason, Event, Game, Tile};
use crate::session::digest::{Clause, Deed, MarketTake};
use crate::words::en::English;
use crate::words::events::{self, counted, counted_list, holdings};
use crate::words::{Basics, EventWords};

impl EventWords for English {
    fn event(&self, game: &Game, event: &Event) -> String {
        let name = |player| game.name(player);
        match *event {
            Event::StartTile { player, tile } => format!("{} draws {tile} as a start tile.", name(player)),
            Event::FirstPlayer { player } => {
                let name = name(player);
                format!("{name} goes first: {} start tile is closest to 1A (R9).", self.possessive(name))
            }
            Event::TurnStarted { player, turn } => format!("--- Turn {turn}: {} ---", name(player)),
            Event::NoPlayableTile { player } => {
                format!("{} holds no playable tile and skips placing.", name(player))
            }
            Event::TilePlaced { player, tile } => format!("{} lays {tile}.", name(player)),
            Event::ChainFounded { player, chain, size } => {
                format!("{} founds {chain} with {size} hotels.", name(player))
            }
            Event::FounderShare { player, chain } => format!("{} gets a free {chain} share.", name(player)),
            Event::ChainGrew { chain, size } => format!("{chain} grows to {size} hotels."),
            Event::MergerStarted { tile, chains, .. } => format!("{tile} merges {}.", self.chains(chains)),
            Event::SurvivorChosen { chain } => format!("{chain} survives."),
            Event::DefunctHandled { chain, size, price } => {
                format!(
                    "{chain} ({size} hotels) is defunct; its shares are worth {} each.",
                    self.money(price)
                )
            }
            Event::BonusPaid { player, chain, amount, kind } => {
                format!("{} receives {} as {} of {chain}.", name(player), self.money(amount), bonus(kind))
            }
            Event::MarketDraw { chain, tile: Some(tile) } => format!(
                "The market turns over {tile}: it holds {} for these bonuses (V3).",
                self.chain_shares(Event::market_holding(Some(tile)), chain)
            ),
            Event::MarketDraw { chain, tile: None } => {
                format!("The pool is empty: the market holds no {chain} share for these bonuses (V3).")
            }
            Event::MarketBonus { chain, amount, kind } => {
                format!("The market takes {} as {} of {chain}.", self.money(amount), bonus(kind))
            }
            Event::SharesSold { player, chain, count, amount } => {
                format!(
                    "{} sells {} for {}.",
                    name(player),
                    self.chain_shares(count, chain),
                    self.money(amount)
                )
            }
            Event::SharesTraded { player, defunct, given, survivor, received } => format!(
                "{} trades {} for {}.",
                name(player),
                self.chain_shares(given, defunct),
                self.chain_shares(received, survivor)
            ),
            Event::SharesKept { player, chain, count } => {
                format!("{} keeps {}.", name(player), self.chain_shares(count, chain))
            }
            Event::MergerCompleted { survivor, size } => format!("{survivor} now has {size} hotels."),
            Event::ShareBought { player, chain, price } => {
                format!("{} buys {} {chain} share for {}.", name(player), article(chain), self.money(price))
            }
            Event::EndAnnounced { player } => {
                format!("{} announces the end of the game (R16).", name(player))
            }
            Event::DeadTileDiscarded { player, tile } => {
                format!("{} discards the dead tile {tile} (R13).", name(player))
            }
            Event::TileDrawn { player, tile } => format!("{} draws {tile}.", name(player)),
            Event::TurnEnded { .. } => String::new(),
            Event::FinalScoring => {
                "Final scoring (R18): bonuses, then the bank buys every share.".to_string()
            }
            Event::GameEnded { reason: EndReason::Announced(player) } => {
                format!("The game is over: {} announced the end.", name(player))
            }
            Event::GameEnded { reason: EndReason::NoPlayableTiles } => {
                "The game is over: nobody can place a tile any more (R17).".to_string()
            }
        }
    }

    fn tiles_drawn(&self, name: &str, tiles: &[Tile]) -> String {
        let tiles: Vec<String> = tiles.iter().map(Tile::to_string).collect();
        format!("{name} draws {}.", tiles.join(", "))
    }

    fn start_tiles(&self, draws: &[(&str, Tile)]) -> String {
        let draws: Vec<String> = draws.iter().map(|(name, tile)| format!("{name} {tile}")).collect();
        format!("Start tiles: {}.", draws.join(", "))
    }

    fn shares_bought(&self, name: &str, chain: Chain, count: u8, price: u32) -> String {
        format!("{name} buys {} for {} each.", self.chain_shares(count, chain), self.money(price))
    }

    fn bonus_split(&self, names: &[String], chain: Chain, kind: BonusKind, amount: u32) -> String {
        let bonus = match kind {
            BonusKind::SharedMajority => "both bonuses",
            _ => "the minority bonus",
        };
        format!("{} split {bonus} of {chain}: {} each.", self.and_list(names), self.money(amount))
    }

    fn chain_shares(&self, count: u8, chain: Chain) -> String {
        match count {
            1 => format!("1 {chain} share"),
            _ => format!("{count} {chain} shares"),
        }
    }

    fn turn_line(&self, clauses: &[Clause]) -> String {
        let clauses: Vec<String> = clauses
            .iter()
            .map(|clause| {
                let deeds: Vec<String> = clause.deeds.iter().map(|deed| self.deed(deed)).collect();
                match &clause.name {
                    Some(name) => format!("{name} {}", deeds.join(", ")),
                    None => deeds.join(", "),
                }
            })
            .collect();
        format!("{}.", clauses.join("; "))
    }

    fn hint_line(&self, commands: &str, reason: &str, basis: &str) -> String {
        format!("{commands}: {reason}; {basis}")
    }

    fn hint_reason(&self, reason: &Reason) -> String {
        events::hint_reason(self, reason)
    }

    fn hint_merges(&self, chains: ChainSet, largest: ChainSet, payouts: &[Payout]) -> String {
        let defunct: ChainSet = payouts.iter().map(|payout| payout.chain).collect();
        let text = if largest == chains {
            format!("merges {}, equal in size: you pick the survivor", self.chains(chains))
        } else if largest.len() > 1 {
            format!("merges {}; you pick which of {} survives", self.chains(chains), self.chains(largest))
        } else {
            format!("merges {} into {}", self.chains(defunct), self.chains(largest))
        };
        match payouts {
            [] => text,
            _ => format!("{text}; {}", self.hint_each_bonuses(payouts)),
        }
    }

    fn hint_grows(&self, chain: Chain, size: u8, price: u32, was: u32, now_safe: bool) -> String {
        let safe = if now_safe { ", safe from now on (R15)" } else { "" };
        let price = match price == was {
            true => format!("still {} a share", self.money(price)),
            false => format!("{} a share (was {})", self.money(price), self.money(was)),
        };
        format!("grows {chain} to {size} hotels{safe}, {price}")
    }

    fn hint_founds(&self, size: u8) -> String {
        format!("founds a chain of {size} hotels (you pick which)")
    }

    fn hint_lone_hotel(&self) -> String {
        "stays a lone hotel".to_string()
    }

    fn hint_found(&self, size: u8, price: u32) -> String {
        format!("{size} hotels at {} a share, and your founder's share", self.money(price))
    }

    fn hint_found_no_share(&self, chain: Chain, size: u8, price: u32) -> String {
        format!(
            "{size} hotels at {} a share, but the bank has no {chain} share left to give you",
            self.money(price)
        )
    }

    fn hint_goes_defunct(&self, payout: &Payout) -> String {
        format!("{} goes defunct; {}", payout.chain, self.bonuses(payout))
    }

    fn hint_each_bonuses(&self, payouts: &[Payout]) -> String {
        let each: Vec<String> = payouts.iter().map(|payout| self.bonuses(payout)).collect();
        each.join("; ")
    }

    fn hint_defunct_first(&self, payout: &Payout) -> String {
        format!("it goes first; {}", self.bonuses(payout))
    }

    fn hint_dispose(
        &self,
        defunct: Chain,
        survivor: Chain,
        [sell, trade, keep]: [u8; 3],
        price: u32,
        bank: u8,
    ) -> String {
        let mut parts = Vec::new();
        if sell > 0 {
            let amount = self.money(u32::from(sell) * price);
            parts.push(format!("{sell} {defunct} sold at {} for {amount}", self.money(price)));
        }
        if trade > 0 {
            parts.push(format!("{trade} traded for {} {survivor} (the bank has {bank})", trade / 2));
        }
        if keep > 0 {
            parts.push(format!("{keep} kept, worth nothing unless {defunct} is founded again"));
        }
        if trade == 0 && bank == 0 {
            parts.push(format!("the bank has no {survivor} share to trade for"));
        }
        parts.join("; ")
    }

    fn hint_buy_hidden(&self, purchases: &[Purchase], cost: u32, cash: u32) -> String {
        format!(
            "costs {} of your {}; you hold after it: {}",
            self.money(cost),
            self.money(cash),
            holdings(purchases, '-')
        )
    }

    fn hint_buy(&self, purchases: &[Purchase], cost: u32, cash: u32) -> String {
        format!(
            "costs {} of your {}; you vs the best rival after it: {}",
            self.money(cost),
            self.money(cash),
            holdings(purchases, '-')
        )
    }

    fn hint_keep_cash(&self, cash: u32) -> String {
        format!("buys nothing, keeping your {}", self.money(cash))
    }

    fn hint_announce(&self, mine: u32, rival: Option<(&str, u32)>, before_market: bool) -> String {
        let market = if before_market { " (before the market's draws, V3)" } else { "" };
        let mine = self.money(mine);
        match rival {
            None => format!(
                "the game ends with this turn; scored now, you have {mine} (the rivals' cash is hidden, V2){market}"
            ),
            Some((name, theirs)) => format!(
                "the game ends with this turn; scored now, you have {mine} to {} {}{market}",
                self.possessive(name),
                self.money(theirs)
            ),
        }
    }

    fn hint_ahead_with(&self, purchase: &[(u8, Chain)], mine: u32, rival: (&str, u32)) -> String {
        let shares: Vec<String> = purchase.iter().map(|(count, chain)| format!("{count} {chain}")).collect();
        let (name, theirs) = (self.possessive(rival.0), self.money(rival.1));
        let mine = self.money(mine);
        format!(
            "buying {} before the turn ends puts you ahead: {mine} to {name} {theirs}",
            self.and_list(&shares)
        )
    }

    fn hint_behind_now(&self) -> String {
        "behind now: what the rest of this turn brings decides it".to_string()
    }

    fn hint_search(&self, search: &Search, runner_up: &str) -> Vec<String> {
        let other = search.runner_up.1.first;
        let but = if other > search.best.first { ", but with a worse finish on average" } else { "" };
        let them = format!("({runner_up}: {}{but})", self.percent(other, 0));
        let (mine, games) = (self.percent(search.best.first, 0), self.number(search.playouts.into()));
        vec![
            format!("wins {mine} of {games} imagined games {them}"),
            format!("wins {mine} of imagined games {them}"),
            format!("wins {mine} {them}"),
        ]
    }

    fn hint_no_purchase(&self) -> String {
        "no purchase".to_string()
    }

    fn hint_purchase(&self, shares: &[(u8, Chain)]) -> String {
        format!("buy {}", counted(shares))
    }

    fn hint_only_candidate(&self) -> String {
        "nothing else was weighed".to_string()
    }

    fn hint_planned(&self) -> String {
        "the rest of the purchase searched earlier this turn".to_string()
    }
}

/// The pieces of English sentences about what happened.
impl English {
    /// Chains as a list: `Zugvogel, Bergfried and Aurora`.
    fn chains(&self, chains: ChainSet) -> String {
        let names: Vec<String> = chains.iter().map(|chain| chain.to_string()).collect();
        self.and_list(&names)
    }

    /// One deed of the digest's line, its player (if any) named before it.
    fn deed(&self, deed: &Deed) -> String {
        match deed {
            Deed::NoPlayableTile => "holds no playable tile".to_string(),
            Deed::Lays { tile, lone: true } => format!("lays {tile} (lone)"),
            Deed::Lays { tile, lone: false } => format!("lays {tile}"),
            Deed::Founds { chain, size } => format!("founds {chain} ({size} hotels)"),
            Deed::Grows { chain, size } => format!("grows {chain} to {size}"),
            Deed::Merges { chains } => format!("merges {}", self.chains(*chains)),
            Deed::Survives { chain } => format!("{chain} survives"),
            Deed::Bonuses { chain, size, price, paid, market } => {
                let paid: Vec<String> =
                    paid.iter().map(|(name, amount)| format!("{name} {}", self.money(*amount))).collect();
                let which = format!("{chain} ({size} hotels, {} a share)", self.money(*price));
                let bonuses = match paid.is_empty() {
                    true => format!("no bonuses for {which}"),
                    false => format!("bonuses for {which}: {}", paid.join(", ")),
                };
                match market {
                    Some(take) => format!("{bonuses}; {}", self.market_take(take)),
                    None => bonuses,
                }
            }
            Deed::Sells { count, amount } => format!("sells {count} for {}", self.money(*amount)),
            Deed::Trades { given, received, survivor } => format!("trades {given} for {received} {survivor}"),
            Deed::Keeps { count } => format!("keeps {count}"),
            Deed::MergerSize { survivor, size } => format!("{survivor} has {size} hotels"),
            Deed::Buys(bought) => format!("buys {}", counted_list(bought)),
            Deed::BuysNothing => "buys nothing".to_string(),
            Deed::AnnouncesEnd => "announces the end".to_string(),
            Deed::DiscardsDead { tile } => format!("discards the dead tile {tile}"),
            Deed::TurnBegins { name } => format!("{} turn begins", self.possessive(name)),
        }
    }

    /// `the market draws 7E (7 shares) and takes 2,000`, or that it held nothing.
    fn market_take(&self, take: &MarketTake) -> String {
        let won = match take.won {
            0 => "takes nothing".to_string(),
            won => format!("takes {}", self.money(won)),
        };
        match take.tile {
            Some(tile) => {
                format!("the market draws {tile} ({}) and {won}", self.shares(tile.column().into()))
            }
            None => "the market draws nothing (the pool is empty)".to_string(),
        }
    }

    /// `bonuses for Zugvogel: you get 3,000 and Bob 1,500`, or that nobody is paid.
    fn bonuses(&self, payout: &Payout) -> String {
        let chain = payout.chain;
        let hidden = if payout.rivals_hidden { " (the rivals' are hidden, V2)" } else { "" };
        let market = if payout.before_market { " (before the market's draw, V3)" } else { "" };
        match (payout.bonuses.as_slice(), payout.rivals_hidden) {
            ([], false) => format!("no bonuses for {chain}: nobody holds a share"),
            ([], true) => format!("bonuses for {chain}: none for you{hidden}{market}"),
            (bonuses, _) => format!("bonuses for {chain}: {}{hidden}{market}", self.payees(bonuses)),
        }
    }

    /// `you get 7,000, Bob 1,800 and Cid 1,800`: the first payee with the verb.
    fn payees(&self, bonuses: &[Bonus]) -> String {
        let each: Vec<String> = bonuses
            .iter()
            .enumerate()
            .map(|(index, bonus)| {
                let amount = self.money(bonus.amount);
                match (&bonus.to, index) {
                    (Payee::You, 0) => format!("you get {amount}"),
                    (Payee::You, _) => format!("you {amount}"),
                    (Payee::Rival(name), 0) => format!("{name} gets {amount}"),
                    (Payee::Rival(name), _) => format!("{name} {amount}"),
                }
            })
            .collect();
        self.and_list(&each)
    }
}

/// "a" or "an" before a chain's name.
fn article(chain: Chain) -> &'static str {
    if chain.name().starts_with(['A', 'E', 'I', 'O', 'U']) { "an" } else { "a" }
}

/// Which bonus a player receives.
fn bonus(kind: BonusKind) -> &'static str {
    match kind {
        BonusKind::Majority => "the majority bonus",
        BonusKind::Minority => "the minority bonus",
        BonusKind::Both => "sole holder, both bonuses",
        BonusKind::SharedMajority => "a split of both bonuses",
        BonusKind::SharedMinority => "a split of the minority bonus",
    }
}
