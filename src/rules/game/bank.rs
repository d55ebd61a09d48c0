//! The bank's shares (R4): how many of each chain it still holds, and which chains it holds
//! any of. The set is kept with the counts by every change, so that the buy step, the most
//! frequent decision of a game, reads what the bank can sell without counting.

use crate::rules::chain::{CHAIN_COUNT, Chain, ChainSet, SHARES_PER_CHAIN};

/// The shares the bank holds, chain by chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Bank {
    shares: [u8; CHAIN_COUNT],
    /// The chains of which the bank holds one share or more: always what `shares` says.
    holding: ChainSet,
}

impl Bank {
    /// The bank at the start of a game: 25 shares of every chain (R4).
    pub(super) fn full() -> Bank {
        Bank { shares: [SHARES_PER_CHAIN; CHAIN_COUNT], holding: ChainSet::from_bits(u8::MAX) }
    }

    /// How many shares of `chain` the bank holds.
    pub(super) fn shares(&self, chain: Chain) -> u8 {
        self.shares[chain.index()]
    }

    /// The chains of which the bank holds a share or more.
    pub(super) fn holding(&self) -> ChainSet {
        self.holding
    }

    /// `count` shares of `chain` leave the bank, which must hold them.
    pub(super) fn take(&mut self, chain: Chain, count: u8) {
        self.set(chain, self.shares(chain) - count);
    }

    /// `count` shares of `chain` come back to the bank.
    pub(super) fn give(&mut self, chain: Chain, count: u8) {
        self.set(chain, self.shares(chain) + count);
    }

    fn set(&mut self, chain: Chain, count: u8) {
        self.shares[chain.index()] = count;
        if count > 0 { self.holding.insert(chain) } else { self.holding.remove(chain) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r4_the_bank_knows_which_chains_it_holds_shares_of() {
        let mut bank = Bank::full();
        assert_eq!(bank.holding().len(), CHAIN_COUNT);
        bank.take(Chain::Aurora, SHARES_PER_CHAIN);
        assert!(!bank.holding().contains(Chain::Aurora));
        assert_eq!(bank.shares(Chain::Aurora), 0);
        bank.give(Chain::Aurora, 2);
        assert!(bank.holding().contains(Chain::Aurora));
        bank.take(Chain::Zugvogel, 0);
        assert_eq!((bank.shares(Chain::Zugvogel), bank.holding().len()), (SHARES_PER_CHAIN, CHAIN_COUNT));
    }
}
