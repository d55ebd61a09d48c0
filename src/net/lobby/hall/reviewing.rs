//! `review N` in the lobby: a stored game, turn by turn (`next` or Enter, `back`, `turn 20`,
//! `first`, `last`, `leave`), with every hand shown since the game is over. The game is read
//! from the store and replayed into its turns off the event loop (the store let go for the
//! replay); then the hall holds the review of each person reviewing and draws each turn as
//! they ask. The lobby's words still work while reviewing: `who`, `say`, `tell`, `ratings`.

use tokio::sync::mpsc;
use tokio::task::JoinHandle;

use super::{Hall, Place};
use crate::command::review::{self as review_words, ReviewCommand};
use crate::net::lobby::lines::{fact, prompt, refusal};
use crate::net::lobby::{ConnId, ToHall};
use crate::save::format::read_save;
use crate::session::review::Review;
use crate::show::review::frame;
use crate::store::{Store, StoreError};
use crate::table::{Out, Tag};

/// A person reviewing a stored game: the game, and the turn they look at.
pub(super) struct Reviewing {
    review: Box<Review>,
    turn: usize,
}

impl Hall {
    /// `review N`: reads game N from the store off the loop; the hall hears it
    /// ([`Hall::reviewing`]), or the person reads why not.
    pub(super) fn ask_review(
        &mut self,
        id: ConnId,
        number: u64,
        guide: Option<Out>,
        me: &mpsc::Sender<ToHall>,
    ) -> JoinHandle<()> {
        let Some(online) = self.online.get(&id) else { return tokio::spawn(async {}) };
        let link = online.link.clone();
        let me = me.clone();
        let asked = move |store: &mut crate::store::SqliteStore| {
            let game = store.game(number)?;
            Ok((game, store.game_count()?))
        };
        self.archive.ask_then(asked, move |answer: Result<_, StoreError>| {
            let lang = link.looks.lang;
            let game = match answer {
                Ok((Some(game), _)) => game,
                Ok((None, count)) => {
                    link.send([refusal(lang.no_such_game(number, count))].into_iter().chain(guide).collect());
                    return;
                }
                Err(error) => {
                    link.send([refusal(lang.store_failed(&error))].into_iter().chain(guide).collect());
                    return;
                }
            };
            // A stored record that no longer replays is a damaged store: said as one.
            let review = read_save(&game.save).map_err(|error| format!("game {number}: {error}")).and_then(
                |(record, _)| Review::new(&record).map_err(|error| format!("game {number}: {error}")),
            );
            match review {
                Ok(review) => {
                    let _ = me.blocking_send(ToHall::Reviewing { id, number, review: Box::new(review) });
                }
                Err(what) => {
                    let lines = [refusal(lang.store_failed(&StoreError::Broken(what)))];
                    link.send(lines.into_iter().chain(guide).collect());
                }
            }
        })
    }

    /// The game person `id` asked to review is read: they look at its deal (if they are still
    /// in the lobby).
    pub(super) fn reviewing(&mut self, id: ConnId, number: u64, review: Box<Review>) {
        let Some(online) = self.online.get_mut(&id) else { return };
        if !matches!(online.place, Place::Lobby | Place::Review(_)) {
            return;
        }
        online.place = Place::Review(number);
        self.reviews.insert(id, Reviewing { review, turn: 0 });
        let mut lines = vec![fact("place review".to_string())];
        lines.extend(self.frame_lines(id));
        if let Some(online) = self.online.get(&id) {
            online.link.send(lines);
        }
    }

    /// A line of a person reviewing: a review word, or (`None`) not one, for the lobby.
    pub(super) fn review_line(&mut self, id: ConnId, line: &str) -> Option<()> {
        let command = review_words::read(line)?;
        let online = self.online.get(&id)?;
        let lang = online.link.looks.lang;
        let lines = match command {
            Err(misused) => vec![refusal(lang.review_misused(&misused)), prompt(lang.review_guide())],
            Ok(ReviewCommand::Leave) => {
                self.reviews.remove(&id);
                let online = self.online.get_mut(&id)?;
                online.place = Place::Lobby;
                vec![fact("place lobby".to_string()), prompt(lang.lobby_guide(&online.link.name))]
            }
            Ok(command) => {
                let reviewing = self.reviews.get_mut(&id)?;
                match reviewing.review.go(reviewing.turn, command) {
                    Ok(turn) => {
                        reviewing.turn = turn;
                        self.frame_lines(id)
                    }
                    Err(beyond) => vec![refusal(lang.review_beyond(&beyond)), prompt(lang.review_guide())],
                }
            }
        };
        self.online.get(&id)?.link.send(lines);
        Some(())
    }

    /// The turn person `id` looks at, drawn for their screen, and the review's prompt.
    fn frame_lines(&self, id: ConnId) -> Vec<Out> {
        let (Some(online), Some(reviewing)) = (self.online.get(&id), self.reviews.get(&id)) else {
            return Vec::new();
        };
        let looks = online.link.looks;
        let text = frame(&reviewing.review, reviewing.turn, looks.lang, looks.palette, looks.width);
        // The frame is drawn here, coloured for the person's screen (names in it were
        // checked when given): sent as it is, not cleaned as typed text is.
        let mut lines: Vec<Out> =
            text.lines().map(|line| Out { tag: Tag::Text, text: line.to_string() }).collect();
        lines.push(prompt(looks.lang.review_guide()));
        lines
    }
}
