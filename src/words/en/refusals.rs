//! The English sentences of [`RefusalWords`](crate::words::RefusalWords).

use crate::command::entries::suggest;
use crate::command::{ChainWordError, CommandError, DisposalError, Needs};
use crate::notation::text::quote;
use crate::rules::tile::ParseTileError;
use crate::rules::{
    AnnounceRefusal, Chain, ChainSet, Decision, RuleError, SHARES_PER_TURN, SetupError, Tile,
};
use crate::session::PlayError;
use crate::session::waiting::{Need, NotNow, Offer, Waiting};
use crate::words::en::English;
use crate::words::refusals::{self, Who, answer_in};
use crate::words::screens::chain_names;
use crate::words::wrap::together;
use crate::words::{Basics, EventWords, RefusalWords};

impl RefusalWords for English {
    fn rule_error(&self, error: &RuleError) -> String {
        self.rule_error_of(error, Who::You)
    }

    fn rule_error_of(&self, error: &RuleError, who: Who) -> String {
        let (subject, whose, has, holds) = match who {
            Who::You => ("you", "your".to_string(), "you have".to_string(), "you hold".to_string()),
            Who::Named(name) => (name, self.possessive(name), format!("{name} has"), format!("{name} holds")),
        };
        let text = match error {
            RuleError::NotNow { expected } => {
                format!("not now: the game waits for a player to {}", self.decision(expected))
            }
            RuleError::TileNotInHand { tile, hand } => format!("{tile} is not in {whose} hand: {hand}"),
            RuleError::DeadTile { tile } => {
                format!("{tile} is dead: it touches two safe chains and can never be placed")
            }
            RuleError::EighthChain { tile } => {
                format!("{tile} would found an eighth chain: all seven are on the board, keep it for later")
            }
            RuleError::ChainOnBoard { chain, available } => {
                format!("{chain} is already on the board: choose {}", self.chain_choice(*available))
            }
            RuleError::NotACandidate { chain, candidates, .. } => {
                format!("{chain} is not a choice here: choose {}", self.chain_choice(*candidates))
            }
            RuleError::ChainNotOnBoard { chain } => {
                format!("{chain} is not on the board: the bank sells shares only of chains on the board")
            }
            RuleError::BuyLimitReached => match who {
                Who::You => "you have bought 3 shares this turn: 'end' your turn".to_string(),
                Who::Named(_) => format!("{has} bought 3 shares this turn"),
            },
            RuleError::BankSoldOut { chain } => format!("the bank has no {chain} shares left"),
            RuleError::NotEnoughCash { chain, price, cash } => {
                format!("one {chain} share costs {} and {has} {}", self.money(*price), self.money(*cash))
            }
            RuleError::DisposeTooMany { held, asked } => {
                format!("{holds} {held} shares of the defunct chain, not {asked}")
            }
            RuleError::OddTrade { trade } => {
                format!("trades go two for one: hand in an even number, not {trade}")
            }
            RuleError::TradeTooMany { trade, max_trade, survivor } => {
                let bank = match max_trade / 2 {
                    1 => format!("1 {survivor} share"),
                    bank => format!("{bank} {survivor} shares"),
                };
                format!("{subject} may trade at most {max_trade} shares (the bank has {bank}), not {trade}")
            }
            RuleError::CannotAnnounce { reason } => {
                format!("{subject} cannot announce the end: {}", announce_refusal(*reason))
            }
            RuleError::GameOver => "the game is over".to_string(),
        };
        format!("{text} ({})", error.rule())
    }

    fn setup_error(&self, error: &SetupError) -> String {
        match error {
            SetupError::PlayerCount(n) => format!("a game needs 2 to 6 players, not {n} (R6)"),
            SetupError::DuplicateName(name) => {
                format!("two players are called {}: give each a name of their own", quote(name))
            }
            SetupError::MarketNeedsTwo(n) => {
                format!("the market (V3) is played by exactly 2 players, not {n}")
            }
        }
    }

    fn decision(&self, decision: &Decision) -> String {
        match decision {
            Decision::PlaceTile { .. } => "place a tile".to_string(),
            Decision::FoundChain { tile, .. } => format!("name the chain {tile} founds"),
            Decision::ChooseSurvivor { candidates, .. } => {
                format!("choose the survivor: {}", self.chain_list(*candidates))
            }
            Decision::ChooseDefunct { candidates, .. } => {
                format!("choose which defunct chain goes first: {}", self.chain_list(*candidates))
            }
            Decision::Dispose { defunct, held, .. } => format!("dispose of {held} {defunct} shares"),
            Decision::BuyShares { remaining, .. } => format!("buy up to {remaining} shares or end the turn"),
            Decision::GameOver => "the game is over".to_string(),
        }
    }

    fn chain_list(&self, chains: ChainSet) -> String {
        if chains.is_empty() { "no chain".to_string() } else { self.and_list(&chain_names(chains.iter())) }
    }

    fn chain_choice(&self, chains: ChainSet) -> String {
        if chains.is_empty() { "no chain".to_string() } else { self.or_list(&chain_names(chains.iter())) }
    }

    fn command_error(&self, error: &CommandError) -> String {
        refusals::command_error(self, error)
    }

    fn unknown_command(&self, word: &str) -> String {
        format!("unknown command '{word}': try '{}'", suggest(&[self], word))
    }

    fn needs_slot_name(&self, typed: &str) -> String {
        format!("{typed} needs a slot name, e.g. '{typed} monday'")
    }

    fn needs_word(&self, typed: &str, needs: Needs) -> String {
        format!("{typed} needs {}", needs_words(needs))
    }

    fn takes_nothing(&self, name: &str, word: &str) -> String {
        format!("'{name}' takes nothing more, but got '{word}': see 'help {name}'")
    }

    fn one_word_too_many(&self, name: &str, needs: Needs, word: &str) -> String {
        format!("'{name}' takes {}: '{word}' is one word too many", takes_one(name, needs))
    }

    fn not_an_amount_of(&self, word: &str, held: u8) -> String {
        format!("'{word}' is not a number of shares: write a number (you hold {held}) or 'all'")
    }

    fn not_an_amount(&self, word: &str) -> String {
        format!("'{word}' is not a number of shares: write a number or 'all'")
    }

    fn not_a_share_count(&self, word: &str) -> String {
        format!("'{word}' is not a number of shares: {}", buy_range(SHARES_PER_TURN))
    }

    fn huge_share_count(&self, word: &str) -> String {
        format!("{word} shares are too many: {} (R10.2)", buy_range(SHARES_PER_TURN))
    }

    fn all_not_last(&self, verb: &str, all: &str, other: &str, sells: bool) -> String {
        let does = if sells { "sells" } else { "trades" };
        format!("'{verb} {all}' {does} the rest, so it comes last: e.g. '{other} 2 {verb} {all}'")
    }

    fn disposal_error(&self, reason: &DisposalError) -> String {
        let example = "e.g. 'sell 2 trade 4' or 'keep'";
        match reason {
            DisposalError::KeepAlone(keep) => {
                format!(
                    "'{keep}' takes no number, it keeps them all; to keep some, sell or trade the others, e.g. 'sell 2'"
                )
            }
            DisposalError::KeepAmongOthers(keep) => {
                format!(
                    "'{keep}' comes alone: what you neither sell nor trade is kept anyway, e.g. 'sell 2 trade 4'"
                )
            }
            DisposalError::NotAVerb(word) => format!("'{word}' is neither sell nor trade: {example}"),
            DisposalError::Twice(verb) => format!("'{verb}' appears twice: {example}"),
            DisposalError::NeedsNumber(verb) => format!("'{verb}' needs a number: {example}"),
            DisposalError::AllNotLast { verb, .. } => format!("'{verb}' with all comes last: {example}"),
        }
    }

    fn tile_error(&self, error: &ParseTileError) -> String {
        format!("'{}' is not a tile: write column then row, 1A to 12I", quote(&error.0))
    }

    fn chain_word_error(&self, error: &ChainWordError) -> String {
        match error {
            ChainWordError::Unknown(word) => {
                format!("'{word}' is not a chain: try {}", self.or_list(&chain_names(Chain::ALL)))
            }
            ChainWordError::Ambiguous(word, chains) => {
                format!(
                    "'{word}' could be {}: type more letters",
                    self.or_list(&chain_names(chains.iter().copied()))
                )
            }
        }
    }

    fn play_error(&self, error: &PlayError) -> String {
        refusals::play_error(self, error)
    }

    fn too_many_shares(&self, remaining: u8, asked: u64) -> String {
        format!("{asked} shares are too many: {} (R10.2)", buy_range(remaining))
    }

    fn no_shares(&self) -> String {
        format!("0 shares buy nothing: {}, or 'end' your turn", buy_range(SHARES_PER_TURN))
    }

    fn cannot_afford(&self, purchase: &[(u8, Chain)], cost: u32, cash: u32) -> String {
        let shares: Vec<String> =
            purchase.iter().map(|(count, chain)| self.chain_shares(*count, *chain)).collect();
        let (cost, cash) = (self.money(cost), self.money(cash));
        format!("{} cost {cost} and you have {cash} (R5)", self.and_list(&shares))
    }

    fn too_many_disposed(&self, chain: Chain, held: u8, asked: u64) -> String {
        let shares = if held == 1 { "share" } else { "shares" };
        format!("you hold {held} {chain} {shares}, not {asked}: sell and trade at most {held}")
    }

    fn nothing_to_trade(&self, defunct: Chain, survivor: Chain, left: u8) -> String {
        if left < 2 {
            let (two, one) = (self.chain_shares(2, defunct), self.chain_shares(1, survivor));
            format!("a trade takes {two} for {one}: you have {left} left; sell it or keep it (R14.4.2)")
        } else {
            let yours = self.chain_shares(left, defunct);
            format!("the bank has no {survivor} share left to trade for: sell or keep your {yours} (R14.4.2)")
        }
    }

    fn not_now(&self, why: NotNow, need: &Need) -> String {
        match why {
            NotNow::First => format!("not now: first {} (R10)", self.expected(need)),
            NotNow::LayingOver => {
                format!("too late to lay a tile this turn: now {} (R10)", self.expected(need))
            }
            NotNow::DisposalOver => format!(
                "too late to sell, trade or keep: that is done during a merger, and none is open this \
                 turn; now {} (R14.4)",
                self.expected(need)
            ),
            NotNow::NoMerger => format!(
                "selling, trading and keeping are done only during a merger, and none is going on; now {} (R14.4)",
                self.expected(need)
            ),
        }
    }

    fn guide(&self, waiting: &Waiting) -> String {
        refusals::guide(self, waiting)
    }

    fn guide_line(&self, name: &str, ends_this_turn: bool, rest: &str) -> String {
        let ends = if ends_this_turn { "the game ends when this turn ends (R16); " } else { "" };
        format!("{name}, {ends}{rest}")
    }

    fn guide_place(&self, need: &Need, can_announce: bool) -> String {
        format!("{}{}", self.expected(need), or_announce(can_announce))
    }

    fn guide_found(&self, tile: Tile, free: &[Chain]) -> String {
        match free {
            [only] => format!("{tile} founds a chain: found {only} (the only one left)"),
            _ => format!("{tile} founds a chain: found {}", self.or_list(&chain_names(free.iter().copied()))),
        }
    }

    fn guide_bought_all(&self, can_announce: bool) -> String {
        format!("3 shares bought: end your turn (end){}", or_announce(can_announce))
    }

    fn guide_nothing_to_buy(&self, cash: u32, can_announce: bool) -> String {
        let cash = together(&format!("(cash {})", self.money(cash)));
        let announce = or_announce(can_announce);
        format!("nothing you can buy now {cash}: end your turn (end){announce}")
    }

    fn guide_priced_out(&self, cash: u32, can_announce: bool) -> String {
        let cash = together(&format!("with {}", self.money(cash)));
        format!("{cash} you cannot afford a share: end your turn (end){}", or_announce(can_announce))
    }

    fn guide_buy(&self, remaining: u8, cash: u32, offers: &[Offer], can_announce: bool) -> String {
        let offers: Vec<String> = offers
            .iter()
            .map(|o| together(&format!("{} {} (bank {})", o.chain.code(), self.money(o.price), o.bank)))
            .collect();
        // "with 6,000", not "(cash 6,000)": with the word shares, a prompt with two
        // offers would no longer fit one line of 80 columns.
        let up_to = together(&format!("up to {}", self.shares(u32::from(remaining))));
        let cash = together(&format!("with {}", self.money(cash)));
        let announce = if can_announce { "," } else { "" };
        let or_end = together("or end");
        format!("buy {up_to} {cash}: {} - {or_end}{announce}{}", offers.join(", "), or_announce(can_announce))
    }

    fn guide_dispose(
        &self,
        defunct: Chain,
        survivor: Chain,
        held: u8,
        max_trade: u8,
        price: u32,
        bank: u8,
    ) -> String {
        let holding = match held {
            1 => format!("1 {defunct} share"),
            _ => format!("{held} {defunct} shares"),
        };
        let (sell, keep) = (together("sell N"), "or keep");
        let choices = match max_trade {
            0 if held < 2 => {
                format!("{} {keep} (no trade: 2 for 1 needs 2 shares)", together(&format!("sell {held}")))
            }
            0 => format!("{sell} {keep} (no trade: the bank has no {survivor} share)"),
            _ => format!(
                "{sell}, {} (2 for 1 in {survivor} shares, at most {max_trade}; the bank has {}), {keep}",
                together("trade N"),
                together(&self.chain_shares(bank, survivor))
            ),
        };
        let price = match held {
            1 => format!("{} if sold", self.money(price)),
            _ => format!("{} each if sold", self.money(price)),
        };
        format!("you hold {}, {}: {choices}", together(&holding), together(&price))
    }

    fn expected(&self, need: &Need) -> String {
        match need {
            Need::Place { example, .. } => {
                let example = example.map_or("7E".to_string(), |tile| tile.to_string());
                format!("place a tile {}", together(&format!("(lay {example})")))
            }
            Need::Found { tile, free } => {
                format!("name the chain {tile} founds (found {})", free.first().unwrap_or(&Chain::Aurora))
            }
            Need::Survivor { candidates } => {
                format!("choose the survivor of {} (survivor NAME)", self.chain_list(*candidates))
            }
            Need::Defunct { candidates } => {
                format!("choose which of {} is defunct first (defunct NAME)", self.chain_list(*candidates))
            }
            Need::Dispose { defunct, .. } => {
                format!("say what to do with your {defunct} shares (sell N, trade N or keep)")
            }
            Need::Buy { remaining: 0, .. } => "end your turn (end)".to_string(),
            Need::Buy { remaining, .. } => {
                let shares = if *remaining == 1 { "share" } else { "shares" };
                format!("buy up to {remaining} {shares} (buy NAME) or end your turn (end)")
            }
            Need::Over => "the game is over ('new' deals again)".to_string(),
        }
    }

    fn yes_or_no(&self, text: &str) -> Option<bool> {
        answer_in(text, &[], &[])
    }

    fn ask_again(&self) -> String {
        "Please answer y, yes, n or no (Ctrl-C goes back to the game): ".to_string()
    }
}

/// What a guide adds when the end may be announced now (R16): " or announce the end
/// (announce)", kept on one line.
fn or_announce(can_announce: bool) -> String {
    if can_announce { format!(" {}", together("or announce the end (announce)")) } else { String::new() }
}

/// What a command needs after it: "a tile, e.g. 'lay 7E'".
fn needs_words(needs: Needs) -> &'static str {
    match needs {
        Needs::Tile => "a tile, e.g. 'lay 7E'",
        Needs::Chain => "a chain, e.g. 'Aurora' or 'au'",
        Needs::Chains => "chains, e.g. 'buy Aurora' or 'buy 2 au'",
        Needs::ChainAfterNumber => "a chain after each number",
        Needs::Slot => "a slot name",
    }
}

/// What a command of one word takes, with an example: "one tile, e.g. 'lay 7E'".
fn takes_one(name: &str, needs: Needs) -> String {
    match needs {
        Needs::Tile => format!("one tile, e.g. '{name} 7E'"),
        Needs::Chain => format!("one chain, e.g. '{name} Aurora'"),
        Needs::Slot => format!("one slot name, e.g. '{name} monday'"),
        Needs::Chains | Needs::ChainAfterNumber => format!("chains, e.g. '{name} 2 Aurora'"),
    }
}

/// What may be bought, with an example: "buy 1 to 3 shares a turn, e.g. 'buy 2 Aurora'".
fn buy_range(remaining: u8) -> String {
    match remaining {
        1 => "buy 1 more share this turn, e.g. 'buy Aurora'".to_string(),
        SHARES_PER_TURN => format!("buy 1 to {SHARES_PER_TURN} shares a turn, e.g. 'buy 2 Aurora'"),
        _ => format!("buy 1 to {remaining} more shares this turn, e.g. 'buy 2 Aurora'"),
    }
}

/// Why the end may not be announced (R16, V1), as the rest of a sentence.
fn announce_refusal(reason: AnnounceRefusal) -> String {
    match reason {
        AnnounceRefusal::AlreadyAnnounced => "it is announced already; finish your turn".to_string(),
        AnnounceRefusal::NoChain => "no chain is on the board".to_string(),
        AnnounceRefusal::TooEarly { end_size } => {
            format!("no chain has {end_size} hotels and not every chain is safe")
        }
    }
}
