//! The English sentences of [`Basics`](crate::words::Basics).

use crate::words::Basics;
use crate::words::basics::{decimal_with, group_digits, list_with};
use crate::words::en::English;

impl Basics for English {
    fn money(&self, amount: u32) -> String {
        group_digits(amount.into(), ',')
    }

    fn number(&self, number: u64) -> String {
        group_digits(number, ',')
    }

    fn decimal(&self, number: f64, places: usize) -> String {
        decimal_with(number, places, ',', '.')
    }

    fn percent(&self, share: f64, places: usize) -> String {
        format!("{}%", self.decimal(share * 100.0, places))
    }

    fn and_list(&self, items: &[String]) -> String {
        list_with(items, "and")
    }

    fn or_list(&self, items: &[String]) -> String {
        list_with(items, "or")
    }

    fn possessive(&self, name: &str) -> String {
        format!("{name}'s")
    }

    fn shares(&self, count: u32) -> String {
        match count {
            1 => "1 share".to_string(),
            _ => format!("{count} shares"),
        }
    }
}
