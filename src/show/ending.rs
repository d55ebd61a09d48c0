//! The end of a game, as the players see it: why it ended, who won, and the final ranking
//! with where each player's money came from (R18).
//!
//! ```text
//! The game is over: Ann announced the end (R16).
//! Cid wins with 41,100.
//! rank  player      cash   bonuses  share sales     final
//!   1.  Cid       19,800    13,500        7,800    41,100
//!   2.  Ann        6,900    19,000       12,800    38,700
//! Look back with 'board', 'log', 'players'; 'save' keeps it; 'new' deals again.
//! ```
//!
//! `cash` is the cash before the final scoring; cash + bonuses + share sales = final. With the
//! market (V3) a line below the ranking tells what it took, at the end and before.

use std::fmt::Write as _;

use crate::rules::{Event, Game, PlayerId};

use crate::words::Lang;
use crate::words::wrap::visible_width;

/// The end of a finished game: reason, winner, ranking and what can still be done. `log` is
/// the game's whole log (the final scoring is found in it).
pub fn summary(lang: Lang, game: &Game, log: &[Event]) -> String {
    format!("{}{}\n", result(lang, game, log), lang.after_the_end())
}

/// The end without what can still be done (which a table across machines says its own way):
/// reason, winner and ranking.
pub fn result(lang: Lang, game: &Game, log: &[Event]) -> String {
    let scoring_start = log.iter().rposition(|e| *e == Event::FinalScoring).unwrap_or(log.len());
    let mut text = String::new();
    if let Some(reason) = game.end_reason() {
        let _ = writeln!(text, "{}", lang.game_over(game, reason));
    }
    let _ = writeln!(text, "{}", winners(lang, game));
    text.push_str(&ranking(lang, game, &log[scoring_start..]));
    if game.options().market {
        let (before, at_the_end) = (market_won(&log[..scoring_start]), market_won(&log[scoring_start..]));
        let _ = writeln!(text, "{}", lang.market_took(at_the_end, before));
    }
    text
}

/// What the market (V3) won among some events.
fn market_won(events: &[Event]) -> u32 {
    let won = |event: &Event| match *event {
        Event::MarketBonus { amount, .. } => amount,
        _ => 0,
    };
    events.iter().map(won).sum()
}

/// `Cid wins with 41,100.`, or who share first place.
///
/// ```
/// use bauloewe::words::Lang;
/// use bauloewe::show::ending::winners;
/// use bauloewe::rules::{Game, Options};
/// let (game, _) = Game::new(["Ann", "Bob", "Cid"], 1, Options::default())?;
/// assert_eq!(winners(Lang::En, &game), "Ann, Bob and Cid share first place with 6,000 each.");
/// assert_eq!(winners(Lang::De, &game), "Ann, Bob und Cid teilen sich den ersten Platz mit je 6.000.");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn winners(lang: Lang, game: &Game) -> String {
    let ranking = game.ranking();
    let first: Vec<String> =
        ranking.iter().filter(|(rank, _)| *rank == 1).map(|(_, p)| game.name(*p).to_string()).collect();
    let cash = ranking.first().map_or(0, |(_, player)| game.cash(*player));
    lang.winners(&first, cash)
}

/// The ranking table; `scoring` are the events of the final scoring.
fn ranking(lang: Lang, game: &Game, scoring: &[Event]) -> String {
    let money = |amount| lang.money(amount);
    let [rank, player, before, bonuses, sales, last] = lang.ranking_headings();
    let names = (0..game.player_count()).map(|p| visible_width(game.name(p))).max().unwrap_or(0);
    let width = names.max(visible_width(&player));
    let mut text = format!("{rank}  {player:<width$} {before:>8} {bonuses:>9} {sales:>12} {last:>9}\n");
    for (rank, player) in game.ranking() {
        let (bonuses, sales) = final_income(scoring, player);
        let cash = game.cash(player);
        let before = cash.saturating_sub(bonuses + sales);
        let _ = writeln!(
            text,
            "{:>3}.  {:<width$} {:>8} {:>9} {:>12} {:>9}",
            rank,
            game.name(player),
            money(before),
            money(bonuses),
            money(sales),
            money(cash)
        );
    }
    text
}

/// A player's bonuses and share sales among some events.
fn final_income(events: &[Event], player: PlayerId) -> (u32, u32) {
    let mut income = (0, 0);
    for event in events {
        match *event {
            Event::BonusPaid { player: p, amount, .. } if p == player => income.0 += amount,
            Event::SharesSold { player: p, amount, .. } if p == player => income.1 += amount,
            _ => {}
        }
    }
    income
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Options;
    use crate::rules::test_support::random_action;
    use rand::SeedableRng;
    use rand::rngs::Xoshiro256PlusPlus;

    /// A random game played to its end, with its log.
    fn finished(seed: u64) -> (Game, Vec<Event>) {
        let (mut game, mut log) = Game::new(["Ann", "Bob", "Cid", "Dee"], seed, Options::default()).unwrap();
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        while !game.is_over() {
            let action = random_action(&game, &mut rng);
            log.extend(game.apply(action).unwrap());
        }
        (game, log)
    }

    #[test]
    fn r18_before_plus_bonuses_plus_sales_is_the_final_cash() {
        for seed in 1..20 {
            let (game, log) = finished(seed);
            let text = summary(Lang::En, &game, &log);
            let rows: Vec<&str> = text.lines().filter(|line| line.contains(".  ")).collect();
            assert_eq!(rows.len(), 4, "{text}");
            for row in rows {
                let numbers: Vec<u32> =
                    row.split_whitespace().skip(2).map(|n| n.replace(',', "").parse().unwrap()).collect();
                assert_eq!(numbers[0] + numbers[1] + numbers[2], numbers[3], "{row}");
            }
            assert!(text.lines().nth(1).unwrap().contains(" with "), "{text}");
            assert!(text.lines().all(|line| line.len() <= 80), "{text}");
        }
    }

    #[test]
    fn r18_the_winner_sentence_names_first_place() {
        let (game, _) = finished(3);
        let ranking = game.ranking();
        let winner = game.name(ranking[0].1);
        let sentence = winners(Lang::En, &game);
        assert!(sentence.starts_with(winner), "{sentence}");
        assert!(sentence.contains(&Lang::En.money(game.cash(ranking[0].1))), "{sentence}");
    }

    #[test]
    fn r18_the_german_ranking_adds_up_and_fits() {
        for seed in 1..6 {
            let (game, log) = finished(seed);
            let text = summary(Lang::De, &game, &log);
            assert!(text.starts_with("Das Spiel ist aus: "), "{text}");
            assert!(text.contains("\nRang  Spieler "), "{text}");
            for row in text.lines().filter(|line| line.contains(".  ")) {
                let numbers: Vec<u32> =
                    row.split_whitespace().skip(2).map(|n| n.replace('.', "").parse().unwrap()).collect();
                assert_eq!(numbers[0] + numbers[1] + numbers[2], numbers[3], "{row}");
            }
            assert!(text.lines().all(|line| line.chars().count() <= 80), "{text}");
        }
    }
}
