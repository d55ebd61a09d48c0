//! The computer players at a table: the seats a computer plays, and the stand-ins that decide
//! for a person who is away until they come back.

use crate::notation::PlayerKind;
use crate::rules::PlayerId;
use crate::session::PlayError;

use super::out::Delivery;
use super::state::Table;

impl Table {
    /// Whether a computer player must decide now (call [`Table::play_computer`]): a computer's
    /// seat, or a person's that a stand-in plays while they are away.
    pub fn computer_to_move(&self) -> bool {
        let game = self.session.game();
        match self.session.human_to_decide() {
            Some(seat) => self.stand_ins.contains_key(&seat),
            None => game.decision().player().is_some(),
        }
    }

    /// The person's seat that must decide now while nobody plays it and no stand-in does: the
    /// seat a server gives a stand-in once it waited long enough.
    pub fn away_to_decide(&self) -> Option<PlayerId> {
        let seat = self.session.human_to_decide()?;
        (!self.is_taken(seat) && !self.stand_ins.contains_key(&seat)).then_some(seat)
    }

    /// From now on a computer of level `kind` decides for `seat` (whose person is away) until
    /// the seat is taken again; everyone is told. [`Table::computer_to_move`] then says so
    /// whenever the seat must decide.
    pub fn stand_in(&mut self, seat: PlayerId, kind: PlayerKind) -> Vec<Delivery> {
        self.stand_ins.insert(seat, kind);
        self.tell_others(None, |lang, table| Some(lang.stands_in(table.session.game().name(seat), kind)))
    }

    /// Whether a stand-in has decided for `seat` since this table was opened (a server
    /// started again opens its tables anew, and does not know of the stand-ins before).
    pub fn stood_in(&self, seat: PlayerId) -> bool {
        self.stood_in.contains(&seat)
    }

    /// A computer player makes the decision due, and the ones after it while it still decides
    /// (its purchases one by one, the end of its turn); then everyone is told what changed, so
    /// that `Dee buys 3 Aurora shares` is one sentence, as in a local game.
    pub fn play_computer(&mut self) -> Result<Vec<Delivery>, PlayError> {
        let Some(computer) = self.session.game().decision().player() else { return Ok(Vec::new()) };
        while self.computer_to_move() && self.session.game().decision().player() == Some(computer) {
            let played = match self.stand_ins.get(&computer) {
                Some(kind) => {
                    self.stood_in.insert(computer);
                    self.session.play_stand_in(*kind)
                }
                None => self.session.play_computer(),
            };
            match played {
                Some(result) => result?,
                None => break,
            };
        }
        Ok(self.update_all(None))
    }
}
