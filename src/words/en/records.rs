//! The records' words in English.

use std::path::Path;

use super::English;
use crate::store::{Player, Rating, SeatResult, Standing, StoreError, StoredGame};
use crate::words::records::change;
use crate::words::{Basics, RecordWords};

impl RecordWords for English {
    fn rating_number(&self, rating: &Rating) -> String {
        format!("{:.1}", rating.conservative())
    }

    fn game_kept(&self, number: u64) -> String {
        format!(
            "This game is kept as game {number}: 'record {number}' gives it as a save file, 'review {number}' shows it turn by turn."
        )
    }

    fn rating_change(&self, seat: &SeatResult, before: &Rating, after: &Rating) -> String {
        let (from, to) = (self.rating_number(before), self.rating_number(after));
        let who = seat_name(&seat.name, &seat.player);
        let line = format!("  {who:<20} rating {from:>5} -> {to:>5} ({:+.1})", change(before, after));
        let name = &seat.name;
        match seat.stood_in {
            true => format!("{line}, a stand-in played for {name} at times: it counts as {name}'s"),
            false => line,
        }
    }

    fn game_not_kept(&self, error: &StoreError) -> String {
        format!(
            "The game could not be kept in the records ({}); it stays in the table's save.",
            store_problem(error)
        )
    }

    fn ratings_heading(&self, players: usize) -> String {
        format!("Ratings for {players}-player games (surest strength first: mean - 3 x uncertainty):")
    }

    fn ratings_line(&self, place: usize, standing: &Standing) -> String {
        let rating = &standing.rating;
        let who = match &standing.player {
            Player::Person(name) => name.clone(),
            Player::Computer(level) => format!("{level} (computer)"),
        };
        let games = match rating.games {
            1 => "1 game".to_string(),
            n => format!("{n} games"),
        };
        format!(
            "  {place:>3}. {who:<22} {:>5}   mean {:.1}, uncertainty {:.1}, {games}",
            self.rating_number(rating),
            rating.mu,
            rating.sigma
        )
    }

    fn no_ratings(&self, players: Option<usize>) -> String {
        match players {
            Some(n) => format!("No rated game of {n} players yet."),
            None => "No rated game yet: every finished game of two different players counts.".to_string(),
        }
    }

    fn history_heading(&self, player: &Player, shown: usize) -> String {
        let whose = match player {
            Player::Person(name) => format!("{name}'s"),
            Player::Computer(level) => format!("The {level}'s"),
        };
        match shown {
            1 => format!("{whose} game:"),
            n => format!("{whose} games, the newest first ({n}):"),
        }
    }

    fn history_entry(&self, game: &StoredGame, seat: usize) -> String {
        let place = game.table.map(|n| format!(" at table {n}")).unwrap_or_default();
        let seats: Vec<String> =
            game.seats.iter().map(|s| seat_name(&s.result.name, &s.result.player)).collect();
        let head = format!("  game {}, {}{place}: {}", game.number, game.when, seats.join(", "));
        let Some(mine) = game.seats.get(seat) else { return head };
        let result = &mine.result;
        let rank = ordinal(result.rank);
        let count = game.seats.len();
        let mut line = format!("{head}\n      {rank} of {count} with {}", self.money(result.cash));
        if let Some((before, after)) = &mine.change {
            let (from, to) = (self.rating_number(before), self.rating_number(after));
            line.push_str(&format!(", rating {from} -> {to} ({:+.1})", change(before, after)));
        }
        if result.stood_in {
            line.push_str(", a stand-in played at times");
        }
        line
    }

    fn no_history(&self, name: &str) -> String {
        format!("{name} has no finished game in the records yet.")
    }

    fn no_such_game(&self, number: u64, count: u64) -> String {
        match count {
            0 => format!("there is no game {number}: no game has ended here yet"),
            1 => format!("there is no game {number}: the records hold game 1 only"),
            n => format!("there is no game {number}: the records hold games 1 to {n}"),
        }
    }

    fn store_failed(&self, error: &StoreError) -> String {
        format!("the records could not be read or written ({}); nothing changed", store_problem(error))
    }

    fn store_refused(&self, path: &Path, error: &StoreError) -> String {
        match error {
            StoreError::Newer { found, known } => format!(
                "{} was written by a newer Baulöwe (records version {found}, this one knows {known}): left as it is; use a newer bauloewe or --db another file",
                path.display()
            ),
            _ => format!(
                "{} cannot be used as the records ({}): left as it is; --db another file",
                path.display(),
                store_problem(error)
            ),
        }
    }

    fn secret_renewed(&self, name: &str, secret: &str) -> String {
        format!(
            "Your new secret is {secret}: from now on come back with '{name} {secret}'. The old one no longer works. It is shown only this once."
        )
    }

    fn rating_beside(&self, rating: Option<(usize, Rating)>) -> String {
        match rating {
            Some((players, rating)) => format!("{} ({players}p)", self.rating_number(&rating)),
            None => "new".to_string(),
        }
    }
}

/// A seat as the records name it: a computer's level after its name (`Cid (broker)`).
fn seat_name(name: &str, player: &Player) -> String {
    match player {
        Player::Person(_) => name.to_string(),
        Player::Computer(level) => format!("{name} ({level})"),
    }
}

/// `1st`, `2nd`, `3rd`, `4th`.
fn ordinal(rank: usize) -> String {
    match rank {
        1 => "1st".to_string(),
        2 => "2nd".to_string(),
        3 => "3rd".to_string(),
        n => format!("{n}th"),
    }
}

/// What went wrong with the store, in a few words.
fn store_problem(error: &StoreError) -> String {
    match error {
        StoreError::Broken(what) => format!("not a readable database: {what}"),
        StoreError::Newer { found, known } => {
            format!("written by a newer Baulöwe, version {found} > {known}")
        }
        StoreError::Io(what) => what.clone(),
    }
}
