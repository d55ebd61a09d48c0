//! Benchmarks and tournaments between computer players: `bauloewe simulate`.
//!
//! (Being written: see the rules-engine and computer-opponents issues.)

use std::io::{self, Write};

use crate::rules::PlayerKind;

/// What `bauloewe simulate` was asked to do.
#[derive(Clone, Debug)]
pub struct SimulateConfig {
    /// Number of games (deals) to play.
    pub games: u64,
    /// The seats' levels, in seat order.
    pub players: Vec<PlayerKind>,
    /// The seed of the first deal.
    pub seed: u64,
    /// Worker threads.
    pub threads: usize,
    /// Whether to draw a progress bar (on a terminal).
    pub progress: bool,
}

/// Runs the simulation and writes its report.
pub fn run(config: &SimulateConfig, out: &mut dyn Write) -> io::Result<()> {
    writeln!(out, "simulate: {} games of {:?} (not written yet)", config.games, config.players)
}
