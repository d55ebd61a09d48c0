//! Mergers (R14): a tile that touches two or more chains. The largest chain survives (the
//! placer breaks ties, R14.2); the others are defunct and handled one at a time, largest first
//! (R14.3): bonuses for each (R14.4.1), then every holder sells, trades or keeps (R14.4.2).
//! Finally the defunct hotels and the tile join the survivor (R14.5).

use super::{Game, Phase};
use crate::rules::action::Decision;
use crate::rules::chain::{Chain, ChainSet};
use crate::rules::error::RuleError;
use crate::rules::event::{Event, Events};
use crate::rules::player::PlayerId;
use crate::rules::tile::Tile;

/// A merger (R14) while players decide: what stays the same through all its steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Merger {
    /// The merging tile, on the board as a lone hotel until the merger completes.
    tile: Tile,
    /// Every chain the tile touched.
    chains: ChainSet,
    /// Defunct chains not handled yet (none until the survivor is known).
    pending: ChainSet,
}

/// The step of R14 a merger waits at, each carrying what that step needs to know.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum MergeStep {
    /// R14.2: the largest chains tie and the placer chooses which survives.
    ChoosingSurvivor,
    /// R14.3: the largest defunct chains not handled yet tie and the placer chooses which one
    /// is handled next.
    ChoosingDefunct { survivor: Chain },
    /// R14.4.2: a holder of the defunct chain's shares sells, trades or keeps them.
    Disposing(Disposal),
}

/// R14.4.2 under way: which chain's shares are disposed of, for which survivor, and by whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Disposal {
    /// The chain whose shares a holder may trade for, two for one.
    survivor: Chain,
    /// The chain whose shares are disposed of.
    defunct: Chain,
    /// The holder who decides now, counted in seats from the placer (who is 0).
    holder_offset: u8,
}

impl Game {
    /// R14: a tile touching `chains` was placed; the survivor is chosen unless it is clear.
    pub(super) fn start_merger(&mut self, tile: Tile, chains: ChainSet, events: &mut impl Events) {
        events.push(Event::MergerStarted { player: self.current, tile, chains });
        let merger = Merger { tile, chains, pending: ChainSet::EMPTY };
        match self.sole_largest(chains) {
            Some(survivor) => self.set_survivor(merger, survivor, events),
            None => self.phase = Phase::Merge(merger, MergeStep::ChoosingSurvivor),
        }
    }

    /// What the merger waits for, and from whom.
    ///
    /// Never inlined: mergers are rare, and [`Game::decision`], which runs several times per
    /// action, stays small enough to be inlined itself.
    #[inline(never)]
    pub(super) fn merger_decision(&self, merger: Merger, step: MergeStep) -> Decision {
        let player = self.current;
        match step {
            MergeStep::ChoosingSurvivor => {
                Decision::ChooseSurvivor { player, candidates: self.largest_of(merger.chains) }
            }
            MergeStep::ChoosingDefunct { survivor } => {
                Decision::ChooseDefunct { player, survivor, candidates: self.largest_of(merger.pending) }
            }
            MergeStep::Disposing(disposal) => self.disposal_decision(disposal),
        }
    }

    /// R14.2: the placer names the survivor among the largest chains.
    pub(super) fn choose_survivor(
        &mut self,
        merger: Merger,
        chain: Chain,
        events: &mut impl Events,
    ) -> Result<(), RuleError> {
        let candidates = self.largest_of(merger.chains);
        if !candidates.contains(chain) {
            return Err(RuleError::NotACandidate { chain, candidates, rule: "R14.2" });
        }
        self.set_survivor(merger, chain, events);
        Ok(())
    }

    /// R14.3: the placer names the next defunct chain among the largest not handled yet.
    pub(super) fn choose_defunct(
        &mut self,
        merger: Merger,
        survivor: Chain,
        chain: Chain,
        events: &mut impl Events,
    ) -> Result<(), RuleError> {
        let candidates = self.largest_of(merger.pending);
        if !candidates.contains(chain) {
            return Err(RuleError::NotACandidate { chain, candidates, rule: "R14.3" });
        }
        self.handle_defunct(merger, survivor, chain, events);
        Ok(())
    }

    /// R14.4.2: the holder asked now sells `sell` shares and trades `trade` for the survivor's.
    pub(super) fn dispose(
        &mut self,
        merger: Merger,
        disposal: Disposal,
        sell: u8,
        trade: u8,
        events: &mut impl Events,
    ) -> Result<(), RuleError> {
        let Disposal { survivor, defunct, holder_offset } = disposal;
        let player = self.disposer(disposal);
        let held = self.shares(player, defunct);
        self.check_disposal(held, sell, trade, survivor)?;
        self.sell_shares(player, defunct, sell, self.board.share_price(defunct), events);
        self.trade_shares(player, defunct, trade, survivor, events);
        let kept = held - sell - trade;
        if kept > 0 {
            events.push(Event::SharesKept { player, chain: defunct, count: kept });
        }
        self.next_disposer(merger, Disposal { holder_offset: holder_offset + 1, ..disposal }, events);
        Ok(())
    }

    /// The chains of a set that share the largest size (R14.2, R14.3).
    fn largest_of(&self, chains: ChainSet) -> ChainSet {
        let largest = chains.iter().map(|c| self.board.size(c)).max().unwrap_or(0);
        chains.iter().filter(|c| self.board.size(*c) == largest).collect()
    }

    /// The largest chain of a set, if no other ties with it: then nobody has to choose.
    fn sole_largest(&self, chains: ChainSet) -> Option<Chain> {
        let largest = self.largest_of(chains);
        if largest.len() == 1 { largest.first() } else { None }
    }

    fn set_survivor(&mut self, mut merger: Merger, survivor: Chain, events: &mut impl Events) {
        events.push(Event::SurvivorChosen { chain: survivor });
        merger.pending = merger.chains;
        merger.pending.remove(survivor);
        self.next_defunct(merger, survivor, events);
    }

    /// Picks the next defunct chain, largest first (R14.3), or completes the merger.
    fn next_defunct(&mut self, merger: Merger, survivor: Chain, events: &mut impl Events) {
        if merger.pending.is_empty() {
            return self.complete_merger(merger, survivor, events);
        }
        match self.sole_largest(merger.pending) {
            Some(defunct) => self.handle_defunct(merger, survivor, defunct, events),
            None => self.phase = Phase::Merge(merger, MergeStep::ChoosingDefunct { survivor }),
        }
    }

    /// R14.4: bonuses for a defunct chain, then its holders dispose in turn.
    fn handle_defunct(
        &mut self,
        mut merger: Merger,
        survivor: Chain,
        defunct: Chain,
        events: &mut impl Events,
    ) {
        let size = self.board.size(defunct);
        events.push(Event::DefunctHandled { chain: defunct, size, price: defunct.share_price(size) });
        self.pay_bonuses(defunct, size, events);
        merger.pending.remove(defunct);
        self.next_disposer(merger, Disposal { survivor, defunct, holder_offset: 0 }, events);
    }

    /// Asks the next holder of the defunct chain, from `disposal`'s seat round in seat order;
    /// when everybody has been asked, goes on to the next defunct chain.
    fn next_disposer(&mut self, merger: Merger, mut disposal: Disposal, events: &mut impl Events) {
        while (disposal.holder_offset as usize) < self.player_count() {
            if self.shares(self.disposer(disposal), disposal.defunct) > 0 {
                self.phase = Phase::Merge(merger, MergeStep::Disposing(disposal));
                return;
            }
            disposal.holder_offset += 1;
        }
        self.next_defunct(merger, disposal.survivor, events);
    }

    /// The player whose disposal decision it is.
    fn disposer(&self, disposal: Disposal) -> PlayerId {
        (self.current + disposal.holder_offset as usize) % self.player_count()
    }

    fn disposal_decision(&self, disposal: Disposal) -> Decision {
        let Disposal { survivor, defunct, .. } = disposal;
        let player = self.disposer(disposal);
        let held = self.shares(player, defunct);
        let max_trade = (held / 2 * 2).min(2 * self.bank_shares(survivor));
        let price = self.board.share_price(defunct);
        Decision::Dispose { player, defunct, survivor, held, max_trade, price }
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

    /// R14.4.2: `player` gives `given` defunct shares for half as many of the survivor's.
    fn trade_shares(
        &mut self,
        player: PlayerId,
        defunct: Chain,
        given: u8,
        survivor: Chain,
        events: &mut impl Events,
    ) {
        if given == 0 {
            return;
        }
        let received = given / 2;
        self.players[player].shares[defunct.index()] -= given;
        self.bank.give(defunct, given);
        self.players[player].shares[survivor.index()] += received;
        self.bank.take(survivor, received);
        events.push(Event::SharesTraded { player, defunct, given, survivor, received });
    }

    /// R14.5: the defunct hotels, the tile and every lone hotel connected to it join the
    /// survivor.
    fn complete_merger(&mut self, merger: Merger, survivor: Chain, events: &mut impl Events) {
        for defunct in merger.chains.iter().filter(|c| *c != survivor) {
            self.board.merge_into(defunct, survivor);
        }
        let size = self.board.absorb_lone_group(merger.tile, survivor);
        events.push(Event::MergerCompleted { survivor, size });
        self.after_placement(events);
    }
}
