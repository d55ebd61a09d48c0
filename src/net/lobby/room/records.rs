//! A room's game enters the records when it is over: its record, its seats and the rating
//! changes it causes, kept in one transaction off the event loop; then everyone at the table
//! reads the game's number and each seat's rating change, and the hall the people's ratings.

use super::{Room, Stage};
use crate::net::lobby::ToHall;
use crate::net::lobby::lines::{status, text_line};
use crate::save::clock;
use crate::store::FinishedGame;
use crate::table::Out;
use crate::words::Lang;

impl Room {
    /// Keeps the table's game in the records once it is over (once per game: `new` deals
    /// another, which enters when it ends in turn). A write that failed is tried again at the
    /// table's next change; meanwhile the game is in the table's save (moved aside by `new`).
    pub(super) async fn enter_records(&mut self) {
        let Stage::Playing(Some(table)) = &self.stage else { return };
        if !table.session().game().is_over() {
            self.entered = false;
            return;
        }
        if self.entered {
            return;
        }
        let when = clock::now();
        let game = FinishedGame::of_record(table.session().record(), Some(self.number), &when, |seat| {
            table.stood_in(seat)
        });
        let kept = match self.archive.keep_game(game).await {
            Ok(kept) => kept,
            Err(_) => Err(crate::store::StoreError::Io("the store's task ended".to_string())),
        };
        match kept {
            Ok(kept) => {
                self.entered = true;
                let stored = &kept.stored;
                self.tell_everyone(|lang| kept_lines(lang, stored));
                for (name, rating) in kept.ratings {
                    let _ = self.hall.send(ToHall::Rated { name, rating }).await;
                }
                let line = format!("table {}: game {} kept", self.number, stored.number);
                let _ = self.hall.send(ToHall::Log(line)).await;
            }
            Err(error) => {
                self.tell_everyone(|lang| vec![status(lang.game_not_kept(&error))]);
                let _ = self.hall.send(ToHall::Log(self.settings.lang.game_not_kept(&error))).await;
            }
        }
    }

    /// Sends everyone at the table their lines, in their language.
    fn tell_everyone(&self, lines: impl Fn(Lang) -> Vec<Out>) {
        for guest in self.guests.values() {
            guest.link.send(lines(guest.link.looks.lang));
        }
    }
}

/// What the table reads of its game kept: the number, and each seat's rating change.
fn kept_lines(lang: Lang, stored: &crate::store::StoredGame) -> Vec<Out> {
    let mut lines = vec![text_line(&lang.game_kept(stored.number))];
    for seat in &stored.seats {
        if let Some((before, after)) = &seat.change {
            lines.push(text_line(&lang.rating_change(&seat.result, before, after)));
        }
    }
    lines
}
