use crate::words::Basics;
use crate::words::pseudo::{English, Pseudo};

/// The pieces are not whole sentences: each is the English piece, unwrapped, and the sentence
/// that holds it is wrapped.
impl Basics for Pseudo {
    fn money(&self, amount: u32) -> String {
        English.money(amount)
    }

    fn number(&self, number: u64) -> String {
        English.number(number)
    }

    fn decimal(&self, number: f64, places: usize) -> String {
        English.decimal(number, places)
    }

    fn percent(&self, share: f64, places: usize) -> String {
        English.percent(share, places)
    }

    fn and_list(&self, items: &[String]) -> String {
        English.and_list(items)
    }

    fn or_list(&self, items: &[String]) -> String {
        English.or_list(items)
    }

    fn possessive(&self, name: &str) -> String {
        English.possessive(name)
    }

    fn shares(&self, count: u32) -> String {
        English.shares(count)
    }
}
