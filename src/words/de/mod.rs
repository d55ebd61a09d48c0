//! German (`--lang de`): Baulöwe auf Deutsch.
//!
//! Each file words one trait of [`words`](super) for German. German numbers group thousands
//! with a point and write decimals with a comma: `6.000`, `87,5 %`.

/// The German language.
#[derive(Clone, Copy, Debug, Default)]
pub struct German;

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

impl German {
    /// The variants of a new deal, in brackets after "ein neues Spiel": ` (schnelles Spiel,
    /// V1)`, or nothing when none is on.
    fn variants(&self, options: crate::rules::Options) -> String {
        let on = [
            (options.quick, "schnelles Spiel, V1"),
            (options.hidden, "verdeckter Besitz, V2"),
            (options.market, "mit dem Markt, V3"),
        ];
        let names: Vec<&str> = on.into_iter().filter(|(on, _)| *on).map(|(_, name)| name).collect();
        if names.is_empty() { String::new() } else { format!(" ({})", names.join("; ")) }
    }
}
