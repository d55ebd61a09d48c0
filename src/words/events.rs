//! What happened: events, the digest of the others' turns, hints.
//!
//! The rules tell what happened as [`Event`]s, the digest gathers a turn into [`Clause`]s, and
//! a hint is data from the computer players ([`Reason`], [`Search`]); the methods here word
//! them. The pieces a sentence is built from (a count of a chain's shares, the clause of a
//! hint's reason) are words too, but not whole sentences.

use crate::ai::hint::{Purchase, Reason, Search};
use crate::rules::{BonusKind, Chain, Event, Game, Tile};
use crate::session::digest::Clause;

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

        /// What a hinted move does, as a clause of the hint line: `stays a lone hotel`.
        @piece fn hint_reason(&self, reason: &Reason) -> String;

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

/// Counts of shares by chain, as a buy command writes them: `2 Aurora 1 Zugvogel`.
pub(crate) fn counted(shares: &[(u8, Chain)]) -> String {
    let each: Vec<String> = shares.iter().map(|(count, chain)| format!("{count} {chain}")).collect();
    each.join(" ")
}

/// Counts of shares by chain as a list: `2 Zugvogel, 1 Aurora`.
pub(crate) fn counted_list(shares: &[(u8, Chain)]) -> String {
    let each: Vec<String> = shares.iter().map(|(count, chain)| format!("{count} {chain}")).collect();
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
pub(crate) fn rivals_hidden(purchases: &[Purchase]) -> bool {
    purchases.iter().any(|p| p.rival.is_none())
}
