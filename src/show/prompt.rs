//! What a person is asked for: a [`Prompt`], drawn for a seat by [`seat`](super::seat) and
//! shown by whatever reads the person's lines (the terminal, a pipe, a client across machines).

use std::sync::{Arc, Mutex};

use crate::words::Lang;

/// What the REPL tells a line source when it asks for a line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Prompt {
    /// The name of whoever is asked, as in `Ann> `.
    pub player: String,
    /// What is expected, as in `Ann, place a tile (lay 7E)`.
    pub guide: String,
    /// Tiles worth completing after `lay` (the deciding player's playable tiles).
    pub tiles: Vec<String>,
    /// Chain names worth completing after `found`, `buy`, `survivor`, `defunct`.
    pub chains: Vec<String>,
    /// The language of the console, whose command words Tab offers first.
    pub lang: Lang,
    /// Tiles and chains that change while the person types, offered instead of `tiles` and
    /// `chains` when set.
    pub live: Option<LiveOffer>,
}

/// What Tab completes after `lay` and after `found` or `buy` (and a server's own command
/// words), when it changes while the person types: `bauloewe join` reads lines all the time,
/// and a prompt from the table (with its own tiles and chains) may arrive in the middle of one. Whoever learns the new words sets them;
/// the terminal reads them at each Tab. Two offers are equal when they are the same offer.
#[derive(Clone, Debug, Default)]
pub struct LiveOffer(Arc<Mutex<Offered>>);

/// The words of a [`LiveOffer`] at one moment.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Offered {
    /// Tiles worth completing after `lay`.
    pub tiles: Vec<String>,
    /// Chain names worth completing after `found`, `buy`, `survivor`, `defunct`.
    pub chains: Vec<String>,
    /// Command words the server takes besides the console's (a lobby's: `tables`, `say`, …),
    /// offered first where a line starts.
    pub commands: Vec<String>,
    /// Whether only [`commands`](Offered::commands) are offered where a line starts: a lobby's
    /// prompt takes none of the console's game commands.
    pub commands_only: bool,
}

impl LiveOffer {
    /// The words offered now.
    pub fn get(&self) -> Offered {
        self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).clone()
    }

    /// Offers these words from now on.
    pub fn set(&self, offered: Offered) {
        *self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) = offered;
    }
}

impl PartialEq for LiveOffer {
    fn eq(&self, other: &LiveOffer) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for LiveOffer {}
