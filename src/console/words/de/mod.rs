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
mod join;
mod refusals;
mod reports;
mod saving;
mod screens;
mod table;
