//! What happened: events, the digest of the others' turns, hints.
//!
//! The rules tell what happened as [`Event`]s, the digest gathers a turn into [`Clause`]s, and
//! a hint is data from the computer players ([`Reason`], [`Search`]); the methods here word
//! them. The pieces a sentence is built from (a count of a chain's shares, the clause of a
//! hint's reason) are words too, but not whole sentences.

use crate::ai::hint::{Overtake, Payout, Purchase, Reason, Search};
use crate::rules::{BonusKind, Chain, ChainSet, Event, Game, Tile};
use crate::session::digest::Clause;
use crate::words::wrap::together;

sentences! {
    /// What happened: events, the digest of the others' turns, hints.
    pub trait EventWords {
        /// The sentence of one event, its players named as in `game`: `Ann lays 7E.` An event that
        /// is never told (the end of a turn) has no words.
        fn event(&self, game: &Game, event: &Event) -> String;

        /// Tiles one player drew one after another, in one sentence: `Ann draws 3C, 7E.`
        fn tiles_drawn(&self, name: &str, tiles: &[Tile]) -> String;

        /// The start tiles every player drew (R9), in one sentence: `Start tiles: Ann 3F, Bob
        /// 11H.` (a line for each would push a six-player opening off an 80x24 screen).
        fn start_tiles(&self, draws: &[(&str, Tile)]) -> String;

        /// Shares of one chain one player bought one after another, in one sentence:
        /// `Bob buys 2 Aurora shares for 400 each.`
        fn shares_bought(&self, name: &str, chain: Chain, count: u8, price: u32) -> String;

        /// A bonus split between players (R14), each paid `amount`, in one sentence: `Bob and Cid
        /// split the minority bonus of Morgenrot: 1,800 each.` `kind` is the part each gets
        /// ([`BonusKind::SharedMajority`] or [`BonusKind::SharedMinority`]).
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// use bauloewe::rules::{BonusKind, Chain};
        /// let names = ["Bob".to_string(), "Cid".to_string()];
        /// let split = Lang::De.bonus_split(&names, Chain::Morgenrot, BonusKind::SharedMinority, 1800);
        /// assert_eq!(split, "Bob und Cid teilen sich die Minderheitsprämie für Morgenrot: je 1.800.");
        /// ```
        fn bonus_split(&self, names: &[String], chain: Chain, kind: BonusKind, amount: u32) -> String;

        /// A count of one chain's shares, a piece of sentences: `1 Aurora share`, `2 Aurora-Aktien`.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// use bauloewe::rules::Chain;
        /// assert_eq!(Lang::En.chain_shares(1, Chain::Aurora), "1 Aurora share");
        /// assert_eq!(Lang::De.chain_shares(2, Chain::Aurora), "2 Aurora-Aktien");
        /// ```
        @piece fn chain_shares(&self, count: u8, chain: Chain) -> String;

        /// One turn of another player in one line, its clauses in the order they happened:
        /// `Bob lays 10C, grows Zugvogel to 3; buys 2 Zugvogel.`
        fn turn_line(&self, clauses: &[Clause]) -> String;

        /// A hint, as the piece that follows `hint: ` ([`ScreenWords::hint`]): the commands to
        /// type, what the move does (from [`hint_reason`]) and how it was found (from
        /// [`hint_search`] and the like): `lay 1A: stays a lone hotel; wins 62% of 480 imagined
        /// games (9B: 48%)`.
        ///
        /// [`ScreenWords::hint`]: crate::words::ScreenWords::hint
        ///
        /// [`hint_reason`]: EventWords::hint_reason
        /// [`hint_search`]: EventWords::hint_search
        @piece fn hint_line(&self, commands: &str, reason: &str, basis: &str) -> String;

        /// What a hinted move does, as a clause of the hint line: `stays a lone hotel`. Every
        /// language answers with the one dispatch over the kinds of [`Reason`] (in this module),
        /// which asks it for the clause of each kind: [`hint_merges`] and those after it.
        ///
        /// [`hint_merges`]: EventWords::hint_merges
        @piece fn hint_reason(&self, reason: &Reason) -> String;

        /// A tile that merges `chains`, the largest of them `largest`, and the bonuses of the
        /// chains sure to go defunct: `merges Zugvogel into Aurora; bonuses for Zugvogel: you get
        /// 3,000 and Bob 1,500`.
        @piece fn hint_merges(&self, chains: ChainSet, largest: ChainSet, payouts: &[Payout]) -> String;

        /// A tile that grows `chain` to `size` hotels, its share price from `was` to `price`:
        /// `grows Aurora to 11 hotels, safe from now on (R15), 1,200 a share (was 1,100)`.
        @piece fn hint_grows(&self, chain: Chain, size: u8, price: u32, was: u32, now_safe: bool) -> String;

        /// A tile that founds a chain of `size` hotels: `founds a chain of 3 hotels (you pick which)`.
        @piece fn hint_founds(&self, size: u8) -> String;

        /// A tile that touches nothing: `stays a lone hotel`.
        @piece fn hint_lone_hotel(&self) -> String;

        /// The chain to found, with the founder's share: `3 hotels at 400 a share, and your
        /// founder's share`.
        @piece fn hint_found(&self, size: u8, price: u32) -> String;

        /// The chain to found when the bank has no share of it left to give: `3 hotels at 400 a
        /// share, but the bank has no Aurora share left to give you`.
        @piece fn hint_found_no_share(&self, chain: Chain, size: u8, price: u32) -> String;

        /// The survivor of a tie of two, the other going defunct with its bonuses: `Zugvogel goes
        /// defunct; bonuses for Zugvogel: you get 3,000`.
        @piece fn hint_goes_defunct(&self, payout: &Payout) -> String;

        /// The bonuses of several defunct chains, one after another: `bonuses for Zugvogel: you
        /// get 2,000; bonuses for Bergfried: Bob gets 5,000 and Cid 2,500`.
        @piece fn hint_each_bonuses(&self, payouts: &[Payout]) -> String;

        /// The defunct chain to go first, with its bonuses: `it goes first; bonuses for Zugvogel:
        /// you get 3,000`.
        @piece fn hint_defunct_first(&self, payout: &Payout) -> String;

        /// A disposal of `defunct` shares (sold, traded into `survivor`, kept), each sold for
        /// `price`, the bank holding `bank` survivor shares: `4 Zugvogel sold at 200 for 800; the
        /// bank has no Aurora share to trade for`.
        @piece fn hint_dispose(
            &self,
            defunct: Chain,
            survivor: Chain,
            sell_trade_keep: [u8; 3],
            price: u32,
            bank: u8,
        ) -> String;

        /// A purchase where the rivals' holdings are hidden (V2): `costs 800 of your 6,000; you
        /// hold after it: Aurora 4, Zugvogel 1`.
        @piece fn hint_buy_hidden(&self, purchases: &[Purchase], cost: u32, cash: u32) -> String;

        /// A purchase, against the best rival: `costs 800 of your 6,000; you vs the best rival
        /// after it: Aurora 4-3, Zugvogel 1-0`.
        @piece fn hint_buy(&self, purchases: &[Purchase], cost: u32, cash: u32) -> String;

        /// A turn ended without buying: `buys nothing, keeping your 6,000`.
        @piece fn hint_keep_cash(&self, cash: u32) -> String;

        /// The end announced, with the player's cash scored now against the best `rival`'s
        /// (`None` where it is hidden, V2): `the game ends with this turn; scored now, you have
        /// 9,000 to Bob's 8,000`.
        @piece fn hint_announce(&self, mine: u32, rival: Option<(&str, u32)>, before_market: bool) -> String;

        /// After [`hint_announce`](EventWords::hint_announce) when the player is not ahead:
        /// the purchase that puts them ahead before the turn ends, and the final scoring with
        /// it: `buying 2 Königshof before the turn ends puts you ahead: 42,300 to Cid's 41,600`.
        @piece fn hint_ahead_with(&self, purchase: &[(u8, Chain)], mine: u32, rival: (&str, u32)) -> String;

        /// After [`hint_announce`](EventWords::hint_announce) when the player is not ahead and
        /// no purchase alone puts them ahead: `behind now: what the rest of this turn brings
        /// decides it` (the tile, a merger's bonuses), so that the odds do not read as a mistake.
        @piece fn hint_behind_now(&self) -> String;

        /// What the search found, as a clause of the hint line, from the fullest words to the
        /// fewest: `wins 62% of 480 imagined games (9B: 48%)` … `wins 62% (9B: 48%)`. The
        /// runner-up of the search is `runner_up`, already in words.
        @piece fn hint_search(&self, search: &Search, runner_up: &str) -> Vec<String>;

        /// The search's runner-up when it was to end the turn without buying: `no purchase`.
        @piece fn hint_no_purchase(&self) -> String;

        /// The search's runner-up when it was a purchase, without its end of the turn:
        /// `buy 2 Aurora 1 Zugvogel`.
        @piece fn hint_purchase(&self, shares: &[(u8, Chain)]) -> String;

        /// How a move was found that had no rival, as a clause of the hint line.
        @piece fn hint_only_candidate(&self) -> String;

        /// How the rest of a purchase was found, as a clause of the hint line: by the search at
        /// its first share.
        @piece fn hint_planned(&self) -> String;
    }
}

/// What a hinted move does ([`EventWords::hint_reason`]): the dispatch over the kinds of
/// [`Reason`], the same in every language, asking `words` for the clause of each kind.
pub(crate) fn hint_reason(words: &(impl EventWords + ?Sized), reason: &Reason) -> String {
    match reason {
        Reason::Merges { chains, largest, payouts } => words.hint_merges(*chains, *largest, payouts),
        Reason::Grows { chain, size, price, was, now_safe } => {
            words.hint_grows(*chain, *size, *price, *was, *now_safe)
        }
        Reason::Founds { size } => words.hint_founds(*size),
        Reason::LoneHotel => words.hint_lone_hotel(),
        Reason::Found { size, price, founder_share: true, .. } => words.hint_found(*size, *price),
        Reason::Found { chain, size, price, founder_share: false } => {
            words.hint_found_no_share(*chain, *size, *price)
        }
        Reason::Survivor { payouts, .. } => match payouts.as_slice() {
            [payout] => words.hint_goes_defunct(payout),
            _ => words.hint_each_bonuses(payouts),
        },
        Reason::Defunct { payout } => words.hint_defunct_first(payout),
        Reason::Dispose { defunct, survivor, sell, trade, keep, price, bank } => {
            words.hint_dispose(*defunct, *survivor, [*sell, *trade, *keep], *price, *bank)
        }
        Reason::Buy { purchases, cost, cash } if rivals_hidden(purchases) => {
            words.hint_buy_hidden(purchases, *cost, *cash)
        }
        Reason::Buy { purchases, cost, cash } => words.hint_buy(purchases, *cost, *cash),
        Reason::KeepCash { cash } => words.hint_keep_cash(*cash),
        Reason::Announce { mine, rival, before_market, ahead_with } => {
            let rival = rival.as_ref().map(|(name, theirs)| (name.as_str(), *theirs));
            let announce = words.hint_announce(*mine, rival, *before_market);
            match ahead_with {
                // With the market (V3) its draws at the final scoring say why already.
                None if !before_market && rival.is_some_and(|(_, theirs)| *mine <= theirs) => {
                    format!("{announce}; {}", words.hint_behind_now())
                }
                None => announce,
                Some(Overtake { purchase, mine, rival: (name, theirs) }) => {
                    format!("{announce}; {}", words.hint_ahead_with(purchase, *mine, (name, *theirs)))
                }
            }
        }
    }
}

/// Counts of shares by chain, as a buy command writes them: `2 Aurora 1 Zugvogel`.
pub(crate) fn counted(shares: &[(u8, Chain)]) -> String {
    let each: Vec<String> = shares.iter().map(|(count, chain)| format!("{count} {chain}")).collect();
    each.join(" ")
}

/// Counts of shares by chain as a list: `2 Zugvogel, 1 Aurora`, each count kept on one line
/// with its chain ([`together`]).
pub(crate) fn counted_list(shares: &[(u8, Chain)]) -> String {
    let each: Vec<String> =
        shares.iter().map(|(count, chain)| together(&format!("{count} {chain}"))).collect();
    each.join(", ")
}

/// A purchase's holdings against the best rival: `Aurora 4-3, Zugvogel 1-0` (German writes
/// the score with a colon), or the player's own alone where rivals' are hidden (V2):
/// `Aurora 4, Zugvogel 1`.
pub(crate) fn holdings(purchases: &[Purchase], score: char) -> String {
    let each: Vec<String> = purchases
        .iter()
        .map(|p| match p.rival {
            Some(rival) => format!("{} {}{score}{rival}", p.chain, p.mine),
            None => format!("{} {}", p.chain, p.mine),
        })
        .collect();
    each.join(", ")
}

/// Whether a purchase's reason hides the rivals' holdings (V2).
fn rivals_hidden(purchases: &[Purchase]) -> bool {
    purchases.iter().any(|p| p.rival.is_none())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::Lang;

    #[test]
    fn an_announcement_while_behind_says_the_rest_of_the_turn_decides_it() {
        let behind = Reason::Announce {
            mine: 41_100,
            rival: Some(("Cid".to_string(), 41_600)),
            before_market: false,
            ahead_with: None,
        };
        let text = hint_reason(&*Lang::En, &behind);
        assert!(text.ends_with("41,600; behind now: what the rest of this turn brings decides it"), "{text}");
        let rival = Some(("Cid".to_string(), 41_600));
        let ahead = Reason::Announce { mine: 42_000, rival, before_market: false, ahead_with: None };
        assert!(!hint_reason(&*Lang::En, &ahead).contains("behind"));
    }
}
