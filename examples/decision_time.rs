//! `cargo run --release --example decision_time -- [broker|tycoon:N] [games]`: plays 4-player
//! games of that level against brokers and prints the median, 90th percentile and mean time of
//! the level's decisions (a program, not a test, so that no test depends on the clock).

use std::time::Instant;

use bauloewe::ai::{self, AiSettings};
use bauloewe::rules::{Game, Options, PlayerKind, Seat};

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (kind, effort) = ai::parse_level(args.first().map_or("broker", String::as_str))?;
    let games: u64 = args.get(1).map_or(Ok(20), |g| g.parse()).map_err(|_| "games must be a number")?;
    let mut settings = AiSettings::default();
    if let Some(playouts) = effort {
        settings.tycoon_playouts = playouts;
    }
    let mut times = Vec::new();
    for seed in 0..games {
        let kinds = [kind, PlayerKind::Broker, PlayerKind::Broker, PlayerKind::Broker];
        let seats: Vec<Seat> =
            kinds.iter().enumerate().map(|(i, k)| Seat::new(&format!("P{i}"), *k).unwrap()).collect();
        let (mut game, _) = Game::new(seats, seed, Options::default()).map_err(|e| e.to_string())?;
        while !game.is_over() {
            let player = game.decision().player().unwrap();
            let start = Instant::now();
            let action = ai::choose_with(kinds[player], &game, &settings).unwrap();
            if player == 0 {
                times.push(start.elapsed().as_secs_f64());
            }
            game.apply(action).map_err(|e| e.to_string())?;
        }
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize] * 1e3;
    let mean = times.iter().sum::<f64>() / times.len() as f64 * 1e3;
    println!("{} decisions of {kind} in {games} games", times.len());
    println!(
        "median {:.3} ms, 90th percentile {:.3} ms, max {:.3} ms, mean {mean:.3} ms",
        at(0.5),
        at(0.9),
        at(1.0)
    );
    Ok(())
}
