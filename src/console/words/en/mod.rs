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
mod join;
mod refusals;
mod reports;
mod saving;
mod screens;
mod table;
