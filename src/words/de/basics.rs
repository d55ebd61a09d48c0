//! The German sentences of [`Basics`](crate::words::Basics).

use crate::words::Basics;
use crate::words::basics::{decimal_with, group_digits, list_with};
use crate::words::de::German;

impl Basics for German {
    fn money(&self, amount: u32) -> String {
        group_digits(amount.into(), '.')
    }

    fn number(&self, number: u64) -> String {
        group_digits(number, '.')
    }

    fn decimal(&self, number: f64, places: usize) -> String {
        decimal_with(number, places, '.', ',')
    }

    fn percent(&self, share: f64, places: usize) -> String {
        format!("{} %", self.decimal(share * 100.0, places))
    }

    fn and_list(&self, items: &[String]) -> String {
        list_with(items, "und")
    }

    fn or_list(&self, items: &[String]) -> String {
        list_with(items, "oder")
    }

    /// German marks whose with an `s`, and with an apostrophe alone after an s sound.
    fn possessive(&self, name: &str) -> String {
        let hissing = ["s", "ß", "x", "z", "ce"].iter().any(|end| name.to_lowercase().ends_with(end));
        // A name of one letter takes an apostrophe before its s ("A's Steine", not "As
        // Steine"), as the Duden allows where the name would not be recognised otherwise.
        let letter = name.chars().count() == 1;
        match (hissing, letter) {
            (true, _) => format!("{name}'"),
            (false, true) => format!("{name}'s"),
            (false, false) => format!("{name}s"),
        }
    }

    fn shares(&self, count: u32) -> String {
        match count {
            1 => "1 Aktie".to_string(),
            _ => format!("{count} Aktien"),
        }
    }
}
