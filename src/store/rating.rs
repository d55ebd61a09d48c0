//! Ratings: how strong a player is, and how sure the store is of it (Weng-Lin, the OpenSkill
//! family, by the `skillratings` crate).
//!
//! A game of Baulöwe is a free-for-all of two to six seats that ends in ranks by cash, with
//! ties when cash is equal. Weng and Lin's Bayesian approximation (2011), which OpenSkill
//! implements, was made for exactly that: each seat is a team of one, and [`rate`] hands the
//! whole ranking to `weng_lin_multi_team` at once rather than as pairs of duels. Its update is
//! closed-form, a few sums per seat, where TrueSkill's multi-team update needs numerical
//! integration over a factor graph; and it is open, where TrueSkill is Microsoft's, patented
//! and trademarked. It keeps TrueSkill's shape, a mean μ and an uncertainty σ starting at
//! 25 and 25/3, so the leaderboard ranks by μ − 3σ ([`Rating::conservative`]) as tlstyer's
//! TrueSkill site for Acquire does, and its figures read the same.

use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

/// A player's rating for one player count: a mean strength μ, its uncertainty σ, and how many
/// rated games it rests on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The mean strength μ (25 for a newcomer).
    pub mu: f64,
    /// The uncertainty σ (25/3 for a newcomer), shrinking with every game.
    pub sigma: f64,
    /// Rated games played at this player count.
    pub games: u32,
}

impl Rating {
    /// A newcomer's rating: μ 25, σ 25/3, no games.
    pub fn new() -> Rating {
        Rating { mu: 25.0, sigma: 25.0 / 3.0, games: 0 }
    }

    /// The strength the player is almost surely above: μ − 3σ (0 for a newcomer). The
    /// leaderboard orders by it, as TrueSkill's sites do.
    pub fn conservative(&self) -> f64 {
        self.mu - 3.0 * self.sigma
    }
}

impl Default for Rating {
    fn default() -> Rating {
        Rating::new()
    }
}

/// The ratings after one game: `seats` holds each seat's rating before it and its rank from 1
/// (equal ranks are ties), and the answer each seat's rating after it, in the same order, with
/// one game more. Every seat is a player of its own (Weng-Lin's multi-team update with teams of
/// one and the default configuration).
///
/// ```
/// use bauloewe::store::rating::{Rating, rate};
///
/// let after = rate(&[(Rating::new(), 1), (Rating::new(), 2)]);
/// assert!(after[0].mu > 25.0 && after[1].mu < 25.0);
/// assert_eq!(after[0].games, 1);
/// ```
pub fn rate(seats: &[(Rating, usize)]) -> Vec<Rating> {
    let teams: Vec<[WengLinRating; 1]> = seats.iter().map(|(rating, _)| [rating.into()]).collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> =
        teams.iter().zip(seats).map(|(team, (_, rank))| (&team[..], MultiTeamOutcome::new(*rank))).collect();
    let after = weng_lin_multi_team(&ranked, &WengLinConfig::new());
    after
        .iter()
        .zip(seats)
        .map(|(team, (before, _))| Rating {
            mu: team[0].rating,
            sigma: team[0].uncertainty,
            games: before.games.saturating_add(1),
        })
        .collect()
}

impl From<&Rating> for WengLinRating {
    fn from(rating: &Rating) -> WengLinRating {
        WengLinRating { rating: rating.mu, uncertainty: rating.sigma }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_winner_rises_and_the_loser_falls() {
        let after = rate(&[(Rating::new(), 2), (Rating::new(), 1), (Rating::new(), 3)]);
        assert!(after[1].mu > 25.0, "{after:?}");
        assert!(after[2].mu < 25.0, "{after:?}");
        assert!(after[1].mu > after[0].mu && after[0].mu > after[2].mu, "{after:?}");
    }

    #[test]
    fn a_tie_between_equals_leaves_the_mean() {
        let after = rate(&[(Rating::new(), 1), (Rating::new(), 1)]);
        for rating in &after {
            assert!((rating.mu - 25.0).abs() < 1e-9, "{after:?}");
        }
    }

    #[test]
    fn every_game_makes_the_store_surer_and_counts() {
        let before = Rating { mu: 30.0, sigma: 5.0, games: 7 };
        let after = rate(&[(before, 1), (Rating::new(), 2), (Rating::new(), 2)]);
        assert!(after[0].sigma < before.sigma);
        assert!(after[1].sigma < Rating::new().sigma);
        assert_eq!(after.iter().map(|r| r.games).collect::<Vec<_>>(), [8, 1, 1]);
    }

    #[test]
    fn an_upset_moves_more_than_an_expected_result() {
        let strong = Rating { mu: 35.0, sigma: 3.0, games: 20 };
        let weak = Rating { mu: 15.0, sigma: 3.0, games: 20 };
        let expected = rate(&[(strong, 1), (weak, 2)]);
        let upset = rate(&[(strong, 2), (weak, 1)]);
        assert!(upset[1].mu - weak.mu > expected[0].mu - strong.mu);
    }
}
