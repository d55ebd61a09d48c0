//! English, the default language.
//!
//! Each file words one trait of [`words`](super) for English.

/// The English language.
#[derive(Clone, Copy, Debug, Default)]
pub struct English;

mod basics;
mod commands;
mod events;
mod files;
mod flags;
mod home;
mod join;
mod lobby;
mod records;
mod refusals;
mod reports;
mod review;
mod saving;
mod screens;
mod table;

impl English {
    /// The variants of a new deal, in brackets after "a new game": ` (quick game, V1)`, or
    /// nothing when none is on.
    fn variants(&self, options: crate::rules::Options) -> String {
        let on = [
            (options.quick, "quick game, V1"),
            (options.hidden, "hidden holdings, V2"),
            (options.market, "the market, V3"),
        ];
        let names: Vec<&str> = on.into_iter().filter(|(on, _)| *on).map(|(_, name)| name).collect();
        if names.is_empty() { String::new() } else { format!(" ({})", names.join("; ")) }
    }
}
