//! The German sentences of [`EventWords`](crate::words::EventWords).

use crate::ai::hint::{Bonus, Payee, Payout, Purchase, Reason, Search};
use crate::rules::{BonusKind, Chain, ChainSet, EndReason, Event, Game, Tile};
use crate::session::digest::{Clause, Deed, MarketTake};
use crate::words::de::German;
use crate::words::events::{self, counted, counted_list, holdings};
use crate::words::{Basics, EventWords};

impl EventWords for German {
    fn event(&self, game: &Game, event: &Event) -> String {
        let name = |player| game.name(player);
        match *event {
            Event::StartTile { player, tile } => format!("{} zieht {tile} als Startplättchen.", name(player)),
            Event::FirstPlayer { player } => {
                let name = name(player);
                format!("{name} beginnt: {} Startplättchen liegt 1A am nächsten (R9).", self.possessive(name))
            }
            Event::TurnStarted { player, turn } => format!("--- Zug {turn}: {} ---", name(player)),
            Event::NoPlayableTile { player } => {
                format!("{} hat kein spielbares Plättchen und legt keines.", name(player))
            }
            Event::TilePlaced { player, tile } => format!("{} legt {tile}.", name(player)),
            Event::ChainFounded { player, chain, size } => {
                format!("{} gründet {chain} mit {size} Hotels.", name(player))
            }
            Event::FounderShare { player, chain } => {
                format!("{} bekommt für die Gründung eine {chain}-Aktie geschenkt.", name(player))
            }
            Event::ChainGrew { chain, size } => format!("{chain} wächst auf {size} Hotels."),
            Event::MergerStarted { tile, chains, .. } => {
                format!("{tile} fusioniert {}.", self.chains(chains))
            }
            Event::SurvivorChosen { chain } => format!("{chain} überlebt."),
            Event::DefunctHandled { chain, size, price } => {
                format!("{chain} ({size} Hotels) wird aufgelöst; jede Aktie ist {} wert.", self.money(price))
            }
            Event::BonusPaid { player, chain, amount, kind } => {
                format!("{} erhält {}: {}.", name(player), bonus(kind, chain), self.money(amount))
            }
            Event::MarketDraw { chain, tile: Some(tile) } => format!(
                "Der Markt deckt {tile} auf: für diese Prämien hält er {} (V3).",
                self.chain_shares(Event::market_holding(Some(tile)), chain)
            ),
            Event::MarketDraw { chain, tile: None } => {
                format!("Der Stapel ist leer: für diese Prämien hält der Markt keine {chain}-Aktie (V3).")
            }
            Event::MarketBonus { chain, amount, kind } => {
                format!("Der Markt nimmt {}: {}.", bonus(kind, chain), self.money(amount))
            }
            Event::SharesSold { player, chain, count, amount } => {
                format!(
                    "{} verkauft {} für {}.",
                    name(player),
                    self.chain_shares(count, chain),
                    self.money(amount)
                )
            }
            Event::SharesTraded { player, defunct, given, survivor, received } => format!(
                "{} tauscht {} gegen {}.",
                name(player),
                self.chain_shares(given, defunct),
                self.chain_shares(received, survivor)
            ),
            Event::SharesKept { player, chain, count } => {
                format!("{} behält {}.", name(player), self.chain_shares(count, chain))
            }
            Event::MergerCompleted { survivor, size } => format!("{survivor} hat jetzt {size} Hotels."),
            Event::ShareBought { player, chain, price } => {
                format!("{} kauft eine {chain}-Aktie für {}.", name(player), self.money(price))
            }
            Event::EndAnnounced { player } => format!("{} sagt das Ende des Spiels an (R16).", name(player)),
            Event::DeadTileDiscarded { player, tile } => {
                format!("{} wirft das tote Plättchen {tile} ab (R13).", name(player))
            }
            Event::TileDrawn { player, tile } => format!("{} zieht {tile} nach.", name(player)),
            Event::TurnEnded { .. } => String::new(),
            Event::FinalScoring => {
                "Schlusswertung (R18): erst die Prämien, dann kauft die Bank jede Aktie zurück.".to_string()
            }
            Event::GameEnded { reason: EndReason::Announced(player) } => {
                format!("Das Spiel ist aus! {} hat das Ende angesagt.", name(player))
            }
            Event::GameEnded { reason: EndReason::NoPlayableTiles } => {
                "Das Spiel ist aus! Niemand kann mehr ein Plättchen legen (R17).".to_string()
            }
        }
    }

    fn tiles_drawn(&self, name: &str, tiles: &[Tile]) -> String {
        let tiles: Vec<String> = tiles.iter().map(Tile::to_string).collect();
        // A whole hand at once is the first hand; fewer tiles refill it ("nach").
        let refill = if tiles.len() == crate::rules::HAND_SIZE { "" } else { " nach" };
        format!("{name} zieht {}{refill}.", tiles.join(", "))
    }

    fn start_tiles(&self, draws: &[(&str, Tile)]) -> String {
        let draws: Vec<String> = draws.iter().map(|(name, tile)| format!("{name} {tile}")).collect();
        format!("Startplättchen: {}.", draws.join(", "))
    }

    fn shares_bought(&self, name: &str, chain: Chain, count: u8, price: u32) -> String {
        format!("{name} kauft {} für je {}.", self.chain_shares(count, chain), self.money(price))
    }

    fn bonus_split(&self, names: &[String], chain: Chain, kind: BonusKind, amount: u32) -> String {
        let bonus = match kind {
            BonusKind::SharedMajority => format!("beide Prämien für {chain}"),
            _ => format!("die Minderheitsprämie für {chain}"),
        };
        format!("{} teilen sich {bonus}: je {}.", self.and_list(names), self.money(amount))
    }

    fn chain_shares(&self, count: u8, chain: Chain) -> String {
        match count {
            1 => format!("1 {chain}-Aktie"),
            _ => format!("{count} {chain}-Aktien"),
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
            let all = if chains.len() == 2 { "beide" } else { "alle" };
            format!("fusioniert {}, {all} gleich groß: du wählst, welche überlebt", self.chains(chains))
        } else if largest.len() > 1 {
            format!(
                "fusioniert {}; du wählst, welche von {} überlebt",
                self.chains(chains),
                self.chains(largest)
            )
        } else {
            let goes = if defunct.len() == 1 { "geht" } else { "gehen" };
            format!("{} {goes} in {} auf", self.chains(defunct), self.chains(largest))
        };
        match payouts {
            [] => text,
            _ => format!("{text}; {}", self.hint_each_bonuses(payouts)),
        }
    }

    fn hint_grows(&self, chain: Chain, size: u8, price: u32, was: u32, now_safe: bool) -> String {
        let safe = if now_safe { ", ab jetzt sicher (R15)" } else { "" };
        let price = match price == was {
            true => format!("weiterhin {} je Aktie", self.money(price)),
            false => format!("{} je Aktie (vorher {})", self.money(price), self.money(was)),
        };
        format!("vergrößert {chain} auf {size} Hotels{safe}, {price}")
    }

    fn hint_founds(&self, size: u8) -> String {
        format!("gründet eine Kette aus {size} Hotels (du wählst, welche)")
    }

    fn hint_lone_hotel(&self) -> String {
        "bleibt ein einzelnes Hotel".to_string()
    }

    fn hint_found(&self, size: u8, price: u32) -> String {
        format!("{size} Hotels, {} je Aktie, dazu deine Gründeraktie", self.money(price))
    }

    fn hint_found_no_share(&self, chain: Chain, size: u8, price: u32) -> String {
        format!(
            "{size} Hotels, {} je Aktie, aber die Bank hat keine {chain}-Aktie mehr für dich",
            self.money(price)
        )
    }

    fn hint_goes_defunct(&self, payout: &Payout) -> String {
        format!("{} wird aufgelöst; {}", payout.chain, self.bonuses(payout))
    }

    fn hint_each_bonuses(&self, payouts: &[Payout]) -> String {
        let each: Vec<String> = payouts.iter().map(|payout| self.bonuses(payout)).collect();
        each.join("; ")
    }

    fn hint_defunct_first(&self, payout: &Payout) -> String {
        format!("wird zuerst aufgelöst; {}", self.bonuses(payout))
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
            parts.push(format!("{sell} {defunct} für je {} verkauft, zusammen {amount}", self.money(price)));
        }
        if trade > 0 {
            parts.push(format!("{trade} gegen {} {survivor} getauscht (die Bank hat {bank})", trade / 2));
        }
        if keep > 0 {
            parts.push(format!("{keep} behalten, wertlos, bis {defunct} neu gegründet wird"));
        }
        if trade == 0 && bank == 0 {
            parts.push(format!("die Bank hat keine {survivor}-Aktie zum Tauschen"));
        }
        parts.join("; ")
    }

    fn hint_buy_hidden(&self, purchases: &[Purchase], cost: u32, cash: u32) -> String {
        format!(
            "kostet {} von deinen {}; danach hast du: {}",
            self.money(cost),
            self.money(cash),
            holdings(purchases, ':')
        )
    }

    fn hint_buy(&self, purchases: &[Purchase], cost: u32, cash: u32) -> String {
        format!(
            "kostet {} von deinen {}; danach du gegen den stärksten Gegner: {}",
            self.money(cost),
            self.money(cash),
            holdings(purchases, ':')
        )
    }

    fn hint_keep_cash(&self, cash: u32) -> String {
        format!("kein Kauf, du behältst deine {}", self.money(cash))
    }

    fn hint_announce(&self, mine: u32, rival: Option<(&str, u32)>, before_market: bool) -> String {
        let market = if before_market { " (bevor der Markt aufdeckt, V3)" } else { "" };
        let mine = self.money(mine);
        match rival {
            None => format!(
                "das Spiel endet nach diesem Zug; nach jetziger Wertung hast du {mine} (das Geld der Gegner ist verdeckt, V2){market}"
            ),
            Some((name, theirs)) => format!(
                "das Spiel endet nach diesem Zug; nach jetziger Wertung hast du {mine}, {name} {}{market}",
                self.money(theirs)
            ),
        }
    }

    fn hint_ahead_with(&self, purchase: &[(u8, Chain)], mine: u32, rival: (&str, u32)) -> String {
        let shares: Vec<String> = purchase.iter().map(|(count, chain)| format!("{count} {chain}")).collect();
        let (name, theirs) = (rival.0, self.money(rival.1));
        let mine = self.money(mine);
        format!("kaufst du noch {}, liegst du am Ende vorn: {mine}, {name} {theirs}", self.and_list(&shares))
    }

    fn hint_behind_now(&self) -> String {
        "noch liegst du hinten: was der Rest dieses Zuges bringt, entscheidet".to_string()
    }

    fn hint_search(&self, search: &Search, runner_up: &str) -> Vec<String> {
        let other = search.runner_up.1.first;
        let but = if other > search.best.first { ", endet aber im Schnitt schlechter" } else { "" };
        let them = format!("({runner_up}: {}{but})", self.percent(other, 0));
        let (mine, games) = (self.percent(search.best.first, 0), self.number(search.playouts.into()));
        vec![
            format!("Siegchance {mine} in {games} Probespielen {them}"),
            format!("Siegchance {mine} in den Probespielen {them}"),
            format!("Siegchance {mine} {them}"),
        ]
    }

    fn hint_no_purchase(&self) -> String {
        "kein Kauf".to_string()
    }

    fn hint_purchase(&self, shares: &[(u8, Chain)]) -> String {
        format!("kaufe {}", counted(shares))
    }

    fn hint_only_candidate(&self) -> String {
        "etwas anderes kommt nicht infrage".to_string()
    }

    fn hint_planned(&self) -> String {
        "der Rest des Kaufs, den die Suche vorhin in diesem Zug fand".to_string()
    }
}

/// The pieces of German sentences about what happened.
impl German {
    /// Chains as a list: `Zugvogel, Bergfried und Aurora`.
    fn chains(&self, chains: ChainSet) -> String {
        let names: Vec<String> = chains.iter().map(|chain| chain.to_string()).collect();
        self.and_list(&names)
    }

    /// One deed of the digest's line, its player (if any) named before it.
    fn deed(&self, deed: &Deed) -> String {
        match deed {
            Deed::NoPlayableTile => "hat kein spielbares Plättchen".to_string(),
            Deed::Lays { tile, lone: true } => format!("legt {tile} (einzeln)"),
            Deed::Lays { tile, lone: false } => format!("legt {tile}"),
            Deed::Founds { chain, size } => format!("gründet {chain} ({size} Hotels)"),
            Deed::Grows { chain, size } => format!("vergrößert {chain} auf {size}"),
            Deed::Merges { chains } => format!("fusioniert {}", self.chains(*chains)),
            Deed::Survives { chain } => format!("{chain} überlebt"),
            Deed::Bonuses { chain, size, price, paid, market } => {
                let paid: Vec<String> =
                    paid.iter().map(|(name, amount)| format!("{name} {}", self.money(*amount))).collect();
                let which = format!("{chain} ({size} Hotels, {} je Aktie)", self.money(*price));
                let bonuses = match paid.is_empty() {
                    true => format!("keine Prämien für {which}"),
                    false => format!("Prämien für {which}: {}", paid.join(", ")),
                };
                match market {
                    Some(take) => format!("{bonuses}; {}", self.market_take(take)),
                    None => bonuses,
                }
            }
            Deed::Sells { count, amount } => format!("verkauft {count} für {}", self.money(*amount)),
            Deed::Trades { given, received, survivor } => {
                format!("tauscht {given} gegen {received} {survivor}")
            }
            Deed::Keeps { count } => format!("behält {count}"),
            Deed::MergerSize { survivor, size } => format!("{survivor} hat {size} Hotels"),
            Deed::Buys(bought) => format!("kauft {}", counted_list(bought)),
            Deed::BuysNothing => "kauft nichts".to_string(),
            Deed::AnnouncesEnd => "sagt das Ende an".to_string(),
            Deed::DiscardsDead { tile } => format!("wirft das tote Plättchen {tile} ab"),
            Deed::TurnBegins { name } => format!("{name} ist am Zug"),
        }
    }

    /// `der Markt deckt 7E auf (7 Aktien) und nimmt 2.000`, oder dass er nichts hielt.
    fn market_take(&self, take: &MarketTake) -> String {
        let won = match take.won {
            0 => "nimmt nichts".to_string(),
            won => format!("nimmt {}", self.money(won)),
        };
        match take.tile {
            Some(tile) => {
                format!("der Markt deckt {tile} auf ({}) und {won}", self.shares(tile.column().into()))
            }
            None => "der Markt deckt nichts auf (der Stapel ist leer)".to_string(),
        }
    }

    /// `Prämien für Zugvogel: du bekommst 3.000 und Bob 1.500`, or that nobody is paid.
    fn bonuses(&self, payout: &Payout) -> String {
        let chain = payout.chain;
        let hidden = if payout.rivals_hidden { " (die der Gegner sind verdeckt, V2)" } else { "" };
        let market = if payout.before_market { " (bevor der Markt aufdeckt, V3)" } else { "" };
        match (payout.bonuses.as_slice(), payout.rivals_hidden) {
            ([], false) => format!("keine Prämien für {chain}: niemand hat eine Aktie"),
            ([], true) => format!("Prämien für {chain}: keine für dich{hidden}{market}"),
            (bonuses, _) => format!("Prämien für {chain}: {}{hidden}{market}", self.payees(bonuses)),
        }
    }

    /// `du bekommst 7.000, Bob 1.800 und Cid 1.800`: the first payee with the verb.
    fn payees(&self, bonuses: &[Bonus]) -> String {
        let each: Vec<String> = bonuses
            .iter()
            .enumerate()
            .map(|(index, bonus)| {
                let amount = self.money(bonus.amount);
                match (&bonus.to, index) {
                    (Payee::You, 0) => format!("du bekommst {amount}"),
                    (Payee::You, _) => format!("du {amount}"),
                    (Payee::Rival(name), 0) => format!("{name} bekommt {amount}"),
                    (Payee::Rival(name), _) => format!("{name} {amount}"),
                }
            })
            .collect();
        self.and_list(&each)
    }
}

/// Which bonus a player receives, for which chain.
fn bonus(kind: BonusKind, chain: Chain) -> String {
    match kind {
        BonusKind::Majority => format!("die Mehrheitsprämie für {chain}"),
        BonusKind::Minority => format!("die Minderheitsprämie für {chain}"),
        BonusKind::Both => format!("beide Prämien für {chain} (sonst hat niemand Aktien)"),
        BonusKind::SharedMajority => format!("einen Anteil an beiden Prämien für {chain}"),
        BonusKind::SharedMinority => format!("einen Anteil an der Minderheitsprämie für {chain}"),
    }
}
