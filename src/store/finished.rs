//! A finished game as it enters the store, read off its record ([`FinishedGame::of_record`]).

use super::{FinishedGame, Player, SeatResult};
use crate::notation::PlayerKind;
use crate::record::Record;
use crate::rules::PlayerId;
use crate::save::format::write_save;

impl FinishedGame {
    /// The game of `record` (over) as the store keeps it: each seat's cash and rank, a person
    /// by name and a computer by its level's word; `stood_in` says which people's seats a
    /// stand-in decided for; `when` is the time it ended (`YYYY-MM-DD HH:MM UTC`), also
    /// written into its save.
    pub fn of_record(
        record: &Record,
        table: Option<u32>,
        when: &str,
        stood_in: impl Fn(PlayerId) -> bool,
    ) -> FinishedGame {
        let game = record.game();
        let ranking = game.ranking();
        let seats = (0..game.player_count())
            .map(|seat| {
                let name = game.name(seat).to_string();
                let player = match record.kinds()[seat] {
                    PlayerKind::Human => Player::Person(name.clone()),
                    kind => Player::Computer(kind.word().to_string()),
                };
                let rank = ranking.iter().find(|(_, player)| *player == seat).map_or(0, |(rank, _)| *rank);
                SeatResult { name, player, cash: game.cash(seat), rank, stood_in: stood_in(seat) }
            })
            .collect();
        FinishedGame { table, when: when.to_string(), save: write_save(record, when), seats }
    }
}
