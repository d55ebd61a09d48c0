//! Mergers (R14): a tile that touches two or more chains. The largest chain survives (the
//! placer breaks ties, R14.2); the others are defunct and handled one at a time, largest first
//! (R14.3): bonuses for each (R14.4.1), then every holder sells, trades or keeps (R14.4.2).
//! Finally the defunct hotels and the tile join the survivor (R14.5).

use super::{Game, Phase};
use crate::rules::action::Decision;
use crate::rules::chain::{Chain, ChainSet};
use crate::rules::error::RuleError;
use crate::rules::event::Event;
use crate::rules::player::PlayerId;
use crate::rules::tile::Tile;

/// The progress of a merger (R14) while players decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Merger {
    /// The merging tile, on the board as a lone hotel until the merger completes.
    pub(super) tile: Tile,
    /// Every chain the tile touched.
    pub(super) chains: ChainSet,
    /// The survivor, once known.
    pub(super) survivor: Option<Chain>,
    /// Defunct chains not handled yet.
    pub(super) pending: ChainSet,
    /// The defunct chain being disposed of, and the next holder to ask, counted from the placer.
    pub(super) disposing: Option<(Chain, u8)>,
}

impl Game {
    pub(super) fn start_merger(&mut self, tile: Tile, chains: ChainSet, events: &mut Vec<Event>) {
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

    pub(super) fn merger_decision(&self, merger: Merger) -> Decision {
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

    pub(super) fn choose_survivor(
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

    pub(super) fn choose_defunct(
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

    pub(super) fn dispose(
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
}
