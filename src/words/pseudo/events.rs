use crate::ai::hint::{Reason, Search};
use crate::rules::{BonusKind, Chain, Event, Game, Tile};
use crate::session::digest::Clause;
use crate::words::EventWords;
use crate::words::pseudo::{English, Pseudo, wrap};

/// Whole sentences are the English ones wrapped; the pieces of the hint (its commands, reason
/// and basis, which `ScreenWords::hint` wraps as a whole) and a count of shares are the English
/// pieces, unwrapped, inside a wrapped sentence.
impl EventWords for Pseudo {
    fn event(&self, game: &Game, event: &Event) -> String {
        wrap(English.event(game, event))
    }

    fn tiles_drawn(&self, name: &str, tiles: &[Tile]) -> String {
        wrap(English.tiles_drawn(name, tiles))
    }

    fn start_tiles(&self, draws: &[(&str, Tile)]) -> String {
        wrap(English.start_tiles(draws))
    }

    fn shares_bought(&self, name: &str, chain: Chain, count: u8, price: u32) -> String {
        wrap(English.shares_bought(name, chain, count, price))
    }

    fn bonus_split(&self, names: &[String], chain: Chain, kind: BonusKind, amount: u32) -> String {
        wrap(English.bonus_split(names, chain, kind, amount))
    }

    fn chain_shares(&self, count: u8, chain: Chain) -> String {
        English.chain_shares(count, chain)
    }

    fn turn_line(&self, clauses: &[Clause]) -> String {
        wrap(English.turn_line(clauses))
    }

    fn hint_line(&self, commands: &str, reason: &str, basis: &str) -> String {
        English.hint_line(commands, reason, basis)
    }

    fn hint_reason(&self, reason: &Reason) -> String {
        English.hint_reason(reason)
    }

    fn hint_search(&self, search: &Search, runner_up: &str) -> Vec<String> {
        English.hint_search(search, runner_up)
    }

    fn hint_no_purchase(&self) -> String {
        English.hint_no_purchase()
    }

    fn hint_purchase(&self, shares: &[(u8, Chain)]) -> String {
        English.hint_purchase(shares)
    }

    fn hint_only_candidate(&self) -> String {
        English.hint_only_candidate()
    }

    fn hint_planned(&self) -> String {
        English.hint_planned()
    }
}
