//! Ratings: how strong a player is, and how sure the store is of it (Weng-Lin, the OpenSkill
//! family, by the `skillratings` crate).

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
