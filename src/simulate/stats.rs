//! The figures a tournament reports: from each game's final ranking to each level's win share
//! with a 95% confidence interval, mean rank and mean final cash.
//!
//! The games of one deal (its seat rotations) are played on the same tiles, so they are not
//! independent: a level's wins are averaged over the rotations of a deal first, and the
//! interval is taken over deals, with Student's t since a run may have only a few deals.

use crate::rules::{PlayerId, win_share};

/// The outcome of one game for one seat.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(super) struct SeatResult {
    /// 1 for a win, split between tied winners; 0 otherwise.
    pub win: f64,
    /// 1 for the first place (shared by ties).
    pub rank: usize,
    /// Final cash.
    pub cash: u32,
}

/// One game of a tournament: who sat where (a level `L`), and how each seat did (both in
/// seat order).
#[derive(Clone, Debug)]
pub(super) struct Played<L> {
    pub lineup: Vec<L>,
    pub outcome: Vec<SeatResult>,
}

/// A level's figures over a whole tournament.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelFigures {
    /// Seats of the lineup this level plays.
    pub seats: usize,
    /// Mean win share of one seat of the level, from 0 to 1.
    pub win_share: f64,
    /// Half-width of the win share's 95% interval, as a share; none for a single deal, which
    /// gives no spread to estimate an interval from.
    pub half_width: Option<f64>,
    /// Mean final rank (1 is first).
    pub mean_rank: f64,
    /// Mean final cash.
    pub mean_cash: f64,
}

/// Each seat's result from a game's final ranking (rank and seat, as
/// [`Game::ranking`](crate::rules::Game::ranking) gives it) and `cash`.
pub(super) fn seat_results(ranking: &[(usize, PlayerId)], cash: impl Fn(PlayerId) -> u32) -> Vec<SeatResult> {
    let mut results = vec![SeatResult::default(); ranking.len()];
    for &(rank, player) in ranking {
        let win = win_share(ranking, player);
        results[player] = SeatResult { win, rank, cash: cash(player) };
    }
    results
}

/// The figures of `level` over `games`, played deal after deal, each deal once per rotation
/// of `players`.
pub(super) fn level_figures<L: PartialEq>(level: L, players: &[L], games: &[Played<L>]) -> LevelFigures {
    let count = players.iter().filter(|k| **k == level).count();
    let mut per_deal = Vec::new();
    let (mut rank_sum, mut cash_sum, mut n) = (0.0, 0.0, 0.0);
    for deal in games.chunks(players.len()) {
        let mut wins = 0.0;
        for played in deal {
            let seats_of_level =
                played.outcome.iter().zip(&played.lineup).filter(|(_, kind)| **kind == level);
            for (result, _) in seats_of_level {
                wins += result.win;
                rank_sum += result.rank as f64;
                cash_sum += result.cash as f64;
                n += 1.0;
            }
        }
        per_deal.push(wins / (count * deal.len()) as f64);
    }
    let (win_share, half_width) = mean_and_interval(&per_deal);
    LevelFigures { seats: count, win_share, half_width, mean_rank: rank_sum / n, mean_cash: cash_sum / n }
}

/// The mean of a sample and the half-width of its 95% confidence interval (Student's t times
/// the standard error); no interval for fewer than two values.
fn mean_and_interval(values: &[f64]) -> (f64, Option<f64>) {
    let n = values.len() as f64;
    let mean = values.iter().sum::<f64>() / n;
    if values.len() < 2 {
        return (mean, None);
    }
    let variance = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, Some(t_975(values.len() - 1) * (variance / n).sqrt()))
}

/// The 97.5% point of Student's t distribution with `df` (at least 1) degrees of freedom: how
/// many standard errors a 95% interval spans. A few deals need a wider interval than the
/// normal 1.96; from 31 on, the first Cornish-Fisher term is within 0.002 of the table.
fn t_975(df: usize) -> f64 {
    const TABLE: [f64; 30] = [
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145,
        2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048,
        2.045, 2.042,
    ];
    const Z: f64 = 1.959_964;
    match df {
        1..=30 => TABLE[df - 1],
        _ => Z + (Z.powi(3) + Z) / (4.0 * df as f64),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tied_winners_split_the_win() {
        let results = seat_results(&[(1, 2), (1, 0), (3, 1)], |player| 1000 * player as u32);
        let wins: Vec<f64> = results.iter().map(|r| r.win).collect();
        assert_eq!(wins, [0.5, 0.0, 0.5]);
        assert_eq!(results[1].rank, 3);
        assert_eq!(results[2].cash, 2000);
    }

    #[test]
    fn a_level_is_figured_per_seat_and_per_deal() {
        use crate::notation::PlayerKind::{Broker, Tourist};
        let won = |win| SeatResult { win, rank: if win > 0.0 { 1 } else { 2 }, cash: 100 };
        // One deal, two rotations: the broker wins once of two games.
        let games = [
            Played { lineup: vec![Broker, Tourist], outcome: vec![won(1.0), won(0.0)] },
            Played { lineup: vec![Tourist, Broker], outcome: vec![won(1.0), won(0.0)] },
        ];
        let figures = level_figures(Broker, &[Broker, Tourist], &games);
        let expected =
            LevelFigures { seats: 1, win_share: 0.5, half_width: None, mean_rank: 1.5, mean_cash: 100.0 };
        assert_eq!(figures, expected);
    }

    #[test]
    fn interval_of_a_constant_is_zero() {
        assert_eq!(mean_and_interval(&[0.5, 0.5, 0.5]), (0.5, Some(0.0)));
    }

    #[test]
    fn one_deal_has_no_interval() {
        assert_eq!(mean_and_interval(&[1.0]), (1.0, None));
    }

    #[test]
    fn interval_is_t_standard_errors() {
        // Values 0 and 1: mean 0.5, sample variance 0.5, standard error sqrt(0.5 / 2) = 0.5,
        // and one degree of freedom: t = 12.706.
        let (mean, half_width) = mean_and_interval(&[0.0, 1.0]);
        assert_eq!(mean, 0.5);
        assert!((half_width.unwrap() - 6.353).abs() < 1e-9);
    }

    #[test]
    fn t_falls_from_the_table_to_the_normal_1_96() {
        assert_eq!(t_975(7), 2.365);
        // Tabulated values the formula must meet: df 40 gives 2.021, df 120 gives 1.980.
        assert!((t_975(40) - 2.021).abs() < 0.003);
        assert!((t_975(120) - 1.980).abs() < 0.002);
        assert!((t_975(100_000) - 1.96).abs() < 0.001);
        assert!((2..200).all(|df| t_975(df) < t_975(df - 1)), "t falls as the sample grows");
    }
}
