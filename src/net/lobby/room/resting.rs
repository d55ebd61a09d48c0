//! A room's clocks come due: a person's seat away at its decision gets its stand-in, and a
//! table nobody touched for the idle time rests in its save (a waiting one is given up).

use super::{Flow, Room, Stage};
use crate::net::lobby::ToHall;
use crate::net::lobby::lines::status;
use crate::net::server::clocks::Due;
use std::time::Instant;

impl Room {
    /// What the clocks say is due: a stand-in, or rest for a table nobody touched.
    pub(super) async fn due(&mut self) -> Flow {
        match self.clocks.due(Instant::now()) {
            Due::Nothing => Flow::Go,
            Due::StandIn(seat, kind) => {
                let Stage::Playing(Some(table)) = &mut self.stage else { return Flow::Go };
                let deliveries = table.stand_in(seat, kind);
                self.changed(deliveries).await;
                Flow::Go
            }
            Due::Idle => self.rest().await,
        }
    }

    /// Nobody touched the table for the idle time: it is saved and rests; its people go back
    /// to the lobby, and `sit N` opens it again.
    pub(super) async fn rest(&mut self) -> Flow {
        self.keep().await;
        let rests = matches!(self.stage, Stage::Playing(_));
        for guest in std::mem::take(&mut self.guests).into_values() {
            let lang = guest.link.looks.lang;
            let why = if rests { lang.table_rests(self.number) } else { lang.table_given_up(self.number) };
            guest.link.send(vec![status(why)]);
            self.send_to_lobby(guest.link).await;
        }
        let _ = self.hall.send(ToHall::Ended { number: self.number, rests }).await;
        Flow::End
    }

    /// A search panicked and took the table with it: everyone goes back to the lobby; the save
    /// holds the table as it was before the search.
    pub(super) async fn lost(&mut self) {
        let line = self.settings.lang.table_lost(self.number);
        let _ = self.hall.send(ToHall::Log(line)).await;
        // The stage stays `Playing(None)`: the table rests, and `sit N` opens it from its save.
        self.rest().await;
    }
}
