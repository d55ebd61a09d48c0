//! What a person is asked for: a [`Prompt`], drawn for a seat by [`seat`](super::seat) and
//! shown by whatever reads the person's lines (the terminal, a pipe, a client across machines).

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
}
