//! `cargo run --release --example simulate -- --games N --players tycoon,broker,broker,broker
//! --seed S --threads T`: the `simulate` command, for trying it before the CLI is wired.

use std::io;

use bauloewe::simulate::{SimulateConfig, parse_players, run_with};

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1));
    let number = |flag: &str, default: u64| -> Result<u64, String> {
        value(flag).map_or(Ok(default), |v| v.parse().map_err(|_| format!("{flag} wants a number, not {v}")))
    };
    let players = value("--players").map_or("tourist,tourist,tourist,tourist", String::as_str);
    let (players, settings) = parse_players(players)?;
    let mut config = SimulateConfig::new(number("--games", 1000)?, players, number("--seed", 1)?);
    config.threads = number("--threads", 1)? as usize;
    run_with(&config, &settings, &mut io::stdout()).map_err(|e| e.to_string())
}
